"""``langchain-trajectory demo``: the offline tour (capture, evaluate in LangSmith, simulate, report)."""

from __future__ import annotations

import argparse
import importlib.util
import sys

from langchain_trajectory._cli.common import (
    CommandError,
    check_writable_folder,
    incomplete_message,
    resolve_model,
)

HELP = "Run the offline demo: capture, evaluate in LangSmith, simulate, report."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--out", metavar="DIR", help="write trajectories.json, results.jsonl and report.html here"
    )
    parser.add_argument(
        "--judge", metavar="PROVIDER:MODEL", help="also score the conversations with an LLM judge"
    )


def run(args: argparse.Namespace) -> int:
    """Run the demo; exit 1, with one paragraph on stderr, when the judge (or a simulated user's model)
    failed on some trials: everything else is still printed and written."""
    missing = [name for name in ("langchain", "jsonschema") if importlib.util.find_spec(name) is None]
    if missing:
        raise CommandError(
            f"the demo needs {' and '.join(missing)}: pip install 'langchain-trajectory[demo]'"
        )
    from langchain_trajectory.demo.run import JUDGE_KEY, run_demo

    check_writable_folder(args.out, "--out")

    if args.judge:
        resolve_model(args.judge, "judge")
    report = run_demo(out_dir=args.out, judge=args.judge)
    message = incomplete_message(
        report, what="trial", saved=[args.out] if args.out else [], labels={JUDGE_KEY: "the judge"}
    )
    if message is None:
        return 0
    print(f"\nlangchain-trajectory demo: {message}", file=sys.stderr)
    return 1
