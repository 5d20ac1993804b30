"""``langchain-trajectory evaluate``: score stored trajectories (JSONL) against expectations."""

from __future__ import annotations

import argparse
from typing import Any

from langchain_trajectory._cli.common import CommandError, Record, read_jsonl

HELP = "Score stored trajectories (JSONL) against expectations."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from langchain_trajectory.evaluators.trajectory_match import MODE_ALIASES, TRAJECTORY_MODES

    parser.add_argument(
        "results", metavar="RESULTS.jsonl", help="one trajectory per line (any accepted shape)"
    )
    parser.add_argument(
        "--expected",
        required=True,
        metavar="EXPECTED.jsonl",
        help="one expected trajectory per line, or an expectation ({\"steps\": ..., \"forbidden\": ..., \"max_calls\": ...})",
    )
    parser.add_argument("--mode", default="strict", choices=[*TRAJECTORY_MODES, *MODE_ALIASES])
    parser.add_argument(
        "--argument-matcher", default="exact", choices=["exact", "ignore", "superset", "subset"]
    )
    parser.add_argument("--threshold", type=float, default=None)
    parser.add_argument(
        "--out", metavar="DIR", help="write trajectories.json, results.jsonl and report.html here"
    )


def _pair_records(
    results: list[Record], expected: list[Record], args: argparse.Namespace
) -> list[tuple[str, Any, Any]]:
    """Pair result and expectation records by their ``id`` when every record has one, else by line order.
    Every expectation must be met by a result: a missing trajectory is an error, not a skipped case."""
    if all(r.id is not None for r in results) and all(e.id is not None for e in expected):
        by_id = {e.id: e for e in expected}
        result_ids = {r.id for r in results}
        missing = [str(r.id) for r in results if r.id not in by_id]
        if missing:
            raise CommandError(f"{args.expected} has no expectation for id(s) {', '.join(missing)}")
        unmet = [str(e.id) for e in expected if e.id not in result_ids]
        if unmet:
            raise CommandError(f"{args.results} has no result for expected id(s) {', '.join(unmet)}")
        return [(str(r.id), r.value, by_id[r.id].value) for r in results]
    if len(results) != len(expected):
        raise CommandError(
            f"{args.results} has {len(results)} records but {args.expected} has {len(expected)}; "
            "give every record an 'id' or keep the files line-aligned"
        )
    return [(f"line {r.line}", r.value, e.value) for r, e in zip(results, expected, strict=True)]


def run(args: argparse.Namespace) -> int:
    from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
    from langchain_trajectory.reading import TrajectoryInputError, to_trajectory
    from langchain_trajectory.reading.steps import CallSequence
    from langchain_trajectory.report import CaseReport, Report, render_terminal, write_report

    try:
        evaluator = ToolTrajectoryEvaluator(
            mode=args.mode, argument_matcher=args.argument_matcher, threshold=args.threshold
        )
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    report = Report(title=f"{args.results} against {args.expected} ({args.mode})")
    pairs = _pair_records(read_jsonl(args.results), read_jsonl(args.expected), args)
    for name, body, reference in pairs:
        try:
            result = evaluator.evaluate(body, reference)
            trajectory = to_trajectory(body)
            expected = evaluator.read_expected(reference)
            # The alignment view lists expected calls; an expectation model's items are in the reason instead.
            expected_calls = list(expected.calls) if isinstance(expected, CallSequence) else None
        except TrajectoryInputError as exc:
            raise CommandError(f"{name}: {exc}") from None
        report.cases.append(
            CaseReport(name=name, trajectory=trajectory, results=[result], expected=expected_calls)
        )
    print(render_terminal(report))
    if args.out:
        print("\nWrote " + ", ".join(str(p) for p in write_report(report, args.out)))
    return 0 if all(case.passed for case in report.cases) else 1
