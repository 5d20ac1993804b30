"""Benchmarks "before and after" in one run: the code of an earlier commit beside the working tree's.

``--before COMMIT`` (a commit of this repository; ``e2ee49e`` is main before issue 27's round) is unpacked once
with ``git archive`` into ``$TMPDIR/langchain-trajectory-before/<sha>`` (nothing in the repository or its
worktrees changes), and each side's measurement runs in its own Python process whose ``PYTHONPATH`` puts that
tree's ``langchain_trajectory`` first, the sides alternating round by round so that a change in the machine's
load hits both. Each figure is then reported as the best and the median of the rounds, with the load average.

A worker is the benchmark script itself run with ``--worker``: it prints one JSON object on its last line.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_BEFORE = "e2ee49e"


def checkout(commit: str) -> Path:
    """The source tree of ``commit``, unpacked (once) outside the repository."""
    sha = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--verify", f"{commit}^{{commit}}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    folder = Path(tempfile.gettempdir()) / "langchain-trajectory-before" / sha
    if not (folder / "langchain_trajectory" / "__init__.py").exists():
        folder.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", sha, "langchain_trajectory"], check=True, capture_output=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    return folder


def trees(before: str | None) -> list[tuple[str, Path]]:
    """``[("before", tree), ("after", working tree)]``, or only the working tree without ``before``."""
    out = [("before", checkout(before))] if before else []
    return [*out, ("after", ROOT)]


def run_worker(tree: Path, script: str, args: Sequence[str], timeout: float = 1800) -> dict[str, Any]:
    """Run ``script --worker *args`` with ``tree``'s package first on the path; its last line, parsed."""
    env = {
        **os.environ,
        "PYTHONPATH": str(tree),
        "LANGSMITH_TRACING": "false",
        "LANGSMITH_TEST_TRACKING": "false",
    }
    done = subprocess.run(
        [sys.executable, script, "--worker", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        cwd=str(tree),
    )
    if done.returncode != 0:
        raise RuntimeError(f"worker {script} in {tree} failed:\n{done.stderr[-3000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def best_median(values: Sequence[float], *, higher_is_better: bool = False) -> tuple[float, float]:
    """The best and the median of ``values``."""
    best = max(values) if higher_is_better else min(values)
    return best, statistics.median(values)


def load() -> str:
    """The 1/5/15-minute load averages and the number of CPUs, as a note."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.1f} / {five:.1f} / {fifteen:.1f} on {os.cpu_count()} CPUs"


def first_difference(before: Path, after: Path, context: int = 200) -> str:
    """Where two workers' outputs (one item per line, the item's name first) first differ: the line, its start,
    and both sides around the first character that differs."""
    with before.open() as b, after.open() as a:
        for number, (line_b, line_a) in enumerate(zip(b, a, strict=False), 1):
            if line_b != line_a:
                differing = (i for i, (x, y) in enumerate(zip(line_b, line_a, strict=False)) if x != y)
                at = next(differing, min(len(line_b), len(line_a)))
                low = max(at - context, 0)
                return (
                    f"first difference: line {number} ({line_b[:60].strip()} ...), character {at}\n"
                    f"  before: ...{line_b[low : at + context].rstrip()}\n  after:  ...{line_a[low : at + context].rstrip()}"
                )
    return "the outputs differ in length"


def parity(before: str, script: str, args: Sequence[str], what: str) -> None:
    """Run ``script``'s worker (``--worker *args --out FILE``, writing its outputs one per line and returning their
    ``count``, ``sha256`` and ``package``) with ``before``'s package and with this tree's; print each side's count
    and digest, then ``identical``, or where the outputs first differ and exit 1."""
    folder = Path(tempfile.mkdtemp(prefix=f"{Path(script).stem}-"))
    got = {}
    for label, tree in trees(before):
        got[label] = run_worker(tree, script, [*args, "--out", str(folder / f"{label}.txt")])
        print(f"{label}: {got[label]['count']} {what}, sha256 {got[label]['sha256'][:16]} ({got[label]['package']})")
    if got["before"]["sha256"] == got["after"]["sha256"]:
        print(f"identical: {got['after']['count']} {what}, same repr")
        return
    print(first_difference(folder / "before.txt", folder / "after.txt"))
    sys.exit(1)
