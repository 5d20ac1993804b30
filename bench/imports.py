"""What importing the package costs, beside ``import langgraph.graph`` and ``import openevals`` (issue 27).

Each measurement is a fresh Python process that runs one import statement: the CPU time of the statement
(``time.process_time`` around it, so the interpreter's own start is left out) and, from ``python -X importtime``,
the wall time of the modules the statement imported (the sum of its top-level entries). The statements run in
turn, their order rotated each round so that a change in the machine's load hits them all; each figure is the
best and the median of the rounds, with the load average at the start and the end.

Statements: ``import langchain_trajectory``; the names of a capture-and-evaluate script
(``from langchain_trajectory import TrajectoryRecorder, ToolTrajectoryEvaluator``); the simulator
(``from langchain_trajectory import ConversationSimulator``); and the peers ``import langgraph.graph`` and
``import openevals``. ``--before COMMIT`` runs the package's statements with that commit's code too
(``bench/_sidebyside.py``).

    python bench/imports.py --rounds 7 --before aa9ec68   # ~2 min on 2 busy cores
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

import _sidebyside

PACKAGE_STATEMENTS = {
    "import langchain_trajectory": "import langchain_trajectory",
    "capture + evaluate names": "from langchain_trajectory import TrajectoryRecorder, ToolTrajectoryEvaluator",
    "the simulator": "from langchain_trajectory import ConversationSimulator",
}
PEER_STATEMENTS = {
    "import langgraph.graph": "import langgraph.graph",
    "import openevals": "import openevals",
}
_MARK = "--- bench/imports.py: the statement starts here ---"
_ENTRY = re.compile(r"^import time:\s+\d+ \|\s+(\d+) \| ( *)(\S+)")


# The process measuring one statement: only what Python starts with is loaded before it.
_WORKER = """
import sys, time
sys.stderr.write({mark!r} + "\\n")
sys.stderr.flush()
cpu, wall = time.process_time(), time.perf_counter()
{statement}
cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
import json
print(json.dumps({{"cpu": cpu, "wall": wall, "from": getattr(sys.modules.get("langchain_trajectory"), "__file__", None)}}))
"""


def importtime_total(stderr: str) -> float:
    """Seconds of the top-level imports ``-X importtime`` logged after the statement started."""
    total = 0
    for line in stderr.split(_MARK, 1)[-1].splitlines():
        entry = _ENTRY.match(line)
        if entry and not entry.group(2):  # not indented: a module the statement itself imported
            total += int(entry.group(1))
    return total / 1e6


def measure(tree: Path, statement: str) -> dict[str, float]:
    """One fresh process running ``statement`` with ``tree``'s package first on the path."""
    env = {**os.environ, "PYTHONPATH": str(tree), "LANGSMITH_TRACING": "false"}
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", _WORKER.format(mark=_MARK, statement=statement)],
        env=env,
        cwd=str(tree),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"{statement!r} in {tree} failed:\n{done.stderr[-3000:]}")
    result = json.loads(done.stdout.strip().splitlines()[-1])
    if result["from"] is not None and not str(result["from"]).startswith(str(tree)):
        raise RuntimeError(f"{statement!r} imported the package from {result['from']}, not from {tree}")
    return {"cpu": result["cpu"], "importtime": importtime_total(done.stderr)}


def run(rounds: int, before: str | None, after: str | None = None) -> str:
    sides = _sidebyside.trees(before)
    if after:  # a commit's tree instead of the working tree (which may change while the rounds run)
        sides[-1] = ("after", _sidebyside.checkout(after))
    subjects = [(f"{label} ({side})", tree, stmt) for label, stmt in PACKAGE_STATEMENTS.items() for side, tree in sides]
    subjects += [(label, _sidebyside.ROOT, stmt) for label, stmt in PEER_STATEMENTS.items()]
    samples: dict[str, list[dict[str, float]]] = {label: [] for label, _, _ in subjects}
    loads = [_sidebyside.load()]
    for i in range(rounds):
        shift = i % len(subjects)
        for label, tree, statement in subjects[shift:] + subjects[:shift]:
            samples[label].append(measure(tree, statement))
        print(f"round {i + 1}/{rounds} done", file=sys.stderr)
    loads.append(_sidebyside.load())
    reference = statistics.median(s["cpu"] for s in samples["import langgraph.graph"])
    lines = [
        f"{rounds} rounds, fresh processes, statements alternating; {loads[0]} at the start, {loads[1]} at the end.",
        "",
        "| statement | CPU best (ms) | CPU median (ms) | median / `import langgraph.graph` | -X importtime best / median (ms) |",
        "|---|---|---|---|---|",
    ]
    for label, _, _ in subjects:
        cpu_best, cpu_median = _sidebyside.best_median([s["cpu"] for s in samples[label]])
        it_best, it_median = _sidebyside.best_median([s["importtime"] for s in samples[label]])
        lines.append(
            f"| {label} | {cpu_best * 1000:.0f} | {cpu_median * 1000:.0f} | {cpu_median / reference:.2f}x "
            f"| {it_best * 1000:.0f} / {it_median * 1000:.0f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--before", help="also measure this commit's package, side by side (e.g. aa9ec68)")
    parser.add_argument("--after", help="measure this commit's package instead of the working tree's")
    parser.add_argument("--out", help="write the markdown table here")
    args = parser.parse_args()
    table = run(args.rounds, args.before, args.after)
    print(table)
    if args.out:
        Path(args.out).write_text(table + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
