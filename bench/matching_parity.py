"""Check: the trajectory-match evaluator's feedback is the same at an earlier commit as in this tree.

Speed work on matching must not change what users get. This builds every feedback dict
(``ToolTrajectoryEvaluator(mode, argument_matcher=arg_mode)(outputs=..., reference_outputs=...)``) of
``bench/matching.py``'s corpus for every trajectory mode (the seven and agentevals' ``unordered``) and argument
mode, and of a second form of the corpus (several calls per assistant message, text messages between them,
with ``parallel_calls_unordered`` on and off), once with each tree's package in its own process
(``PYTHONPATH``, as ``--before`` in the other benchmarks), and compares their ``repr`` one by one.

    python bench/matching_parity.py --before 1863209            # 1,500 pairs: 36,000 + 72,000 feedback dicts
    python bench/matching_parity.py --before 1863209 --pairs 300
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
from pathlib import Path
from typing import Any

os.environ["LANGSMITH_TRACING"] = "false"
os.environ["LANGSMITH_TEST_TRACKING"] = "false"
sys.path.append(str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import _sidebyside

ARGUMENT_MODES = ("superset", "exact", "subset")
MODES = ("strict", "in_order", "any_order", "superset", "subset", "precision", "recall", "unordered")


def _grouped(calls: list[Any], rng: random.Random) -> list[dict[str, Any]]:
    """The calls as assistant messages of 1-3 calls each, with a user or assistant text message now and then."""
    out: list[dict[str, Any]] = [{"role": "user", "content": "go"}]
    i = 0
    while i < len(calls):
        k = rng.randint(1, 3)
        out.append(
            {
                "role": "assistant",
                "content": None if rng.random() < 0.5 else "",
                "tool_calls": [
                    {
                        "id": f"c{i + n}",
                        "type": "function",
                        "function": {"name": c.name, "arguments": json.dumps(c.args)},
                    }
                    for n, c in enumerate(calls[i : i + k])
                ],
            }
        )
        i += k
        if rng.random() < 0.2:
            out.append({"role": "assistant" if rng.random() < 0.5 else "user", "content": "text"})
    return out


def worker(pairs: int, seed: int, out: Path) -> dict[str, Any]:
    """Every feedback dict's repr, one per line, into ``out``; their count and digest."""
    from _corpus import make_corpus
    from matching import as_messages

    import langchain_trajectory
    from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator

    corpus = make_corpus(pairs, seed)
    rng = random.Random(seed + 1)
    plain = [(as_messages(a), as_messages(e)) for a, e in corpus]
    grouped = [(_grouped(a, rng), _grouped(e, rng)) for a, e in corpus]
    digest = hashlib.sha256()
    count = 0
    with out.open("w") as f:
        for name, lists, parallel_options in (
            ("plain", plain, (False,)),
            ("grouped", grouped, (False, True)),
        ):
            for parallel in parallel_options:
                for mode in MODES:
                    for arg_mode in ARGUMENT_MODES:
                        ev = ToolTrajectoryEvaluator(
                            mode,  # type: ignore[arg-type]
                            argument_matcher=arg_mode,
                            parallel_calls_unordered=parallel,
                        )
                        for k, (a, e) in enumerate(lists):
                            line = f"{name} {parallel} {mode} {arg_mode} {k} {ev(outputs=a, reference_outputs=e)!r}\n"
                            f.write(line)
                            digest.update(line.encode())
                            count += 1
    return {
        "count": count,
        "sha256": digest.hexdigest(),
        "package": str(Path(langchain_trajectory.__file__).parent),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", required=True, help="the commit whose feedback this tree's must equal")
    parser.add_argument("--pairs", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(worker(args.pairs, args.seed, args.out)))
        return
    worker_args = ["--before", args.before, "--pairs", str(args.pairs), "--seed", str(args.seed)]
    _sidebyside.parity(args.before, __file__, worker_args, "feedback dicts")

if __name__ == "__main__":
    main()
