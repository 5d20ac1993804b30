"""Benchmark by instruction count: what one pass of the matching benchmark costs, before and after.

Timings on a shared machine move by about 10 % from run to run, more than a change of a few per cent makes; the
number of instructions a pass executes does not (it moves by about 0.2 % with Python's hash seed). This counts
them with ``valgrind --tool=cachegrind`` (valgrind must be installed): one process builds ``bench/matching.py``'s
corpus and evaluates it once with ``ToolTrajectoryEvaluator`` in its 8 configurations (4 trajectory modes x the
argument modes superset and exact, the openevals way: ``ev(outputs=..., reference_outputs=...)``); the same process
without the evaluations is counted too, and the difference is the pass. Each tree's modules are compiled first,
so that compiling them is not counted.

    python bench/matching_instructions.py                       # this tree, 300 pairs (~1 min)
    python bench/matching_instructions.py --before 95f70ca      # that commit's package beside this tree's
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _sidebyside

HERE = Path(__file__).resolve()


def worker(evaluate: bool, pairs: int) -> None:
    """Build the corpus; evaluate it once in every configuration when ``evaluate``."""
    import matching  # puts the repository after PYTHONPATH, so the tree's own package is the one imported

    import langchain_trajectory

    assert Path(langchain_trajectory.__file__).is_relative_to(Path(os.environ["PYTHONPATH"]))

    from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator

    corpus = [(matching.as_messages(a), matching.as_messages(e)) for a, e in matching.make_corpus(pairs, 0)]
    evaluators = [
        ToolTrajectoryEvaluator(mode, argument_matcher=arguments)  # type: ignore[arg-type]
        for arguments in ("superset", "exact")
        for mode in matching.TRAJECTORY_MODES
    ]
    if evaluate:
        for ev in evaluators:
            for outputs, reference_outputs in corpus:
                ev(outputs=outputs, reference_outputs=reference_outputs)


def instructions(tree: Path, evaluate: bool, pairs: int) -> int:
    """The instructions a worker process executes with ``tree``'s package first on the path."""
    env = {
        **os.environ,
        "PYTHONPATH": str(tree),
        "LANGSMITH_TRACING": "false",
        "LANGSMITH_TEST_TRACKING": "false",
    }
    done = subprocess.run(
        [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=no",
            "--cachegrind-out-file=/dev/null",
            sys.executable,
            str(HERE),
            "--worker",
            "--pairs",
            str(pairs),
            *(["--evaluate"] if evaluate else []),
        ],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        cwd=str(tree),
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise RuntimeError(f"no instruction count in valgrind's output:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--before", help="a commit whose package is counted beside this tree's")
    parser.add_argument("--pairs", type=int, default=300)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--evaluate", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.evaluate, args.pairs)
        return
    counts = {}
    for side, tree in _sidebyside.trees(args.before):
        compileall.compile_dir(str(tree / "langchain_trajectory"), quiet=1)
        compileall.compile_dir(str(HERE.parent), quiet=1)
        setup, total = instructions(tree, False, args.pairs), instructions(tree, True, args.pairs)
        counts[side] = total - setup
        print(f"{side}: {counts[side] / 1e6:,.0f} million instructions per pass ({tree})")
    if "before" in counts:
        print(
            f"after / before: {counts['after'] / counts['before']:.3f} ({counts['after'] / counts['before'] - 1:+.1%})"
        )


if __name__ == "__main__":
    main()
