"""``langchain-trajectory evaluate``: score stored trajectories (JSONL) against expectations."""

from __future__ import annotations

import argparse
from typing import Any

from langchain_trajectory._cli.common import (
    CommandError,
    Record,
    add_gate_arguments,
    check_writable_file,
    check_writable_folder,
    finish,
    read_jsonl,
)
from langchain_trajectory._cli.traces import detected_format, read_trace_file, trace_records
from langchain_trajectory.interchange import READ_FORMATS

HELP = "Score stored trajectories (JSONL) against expectations."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from langchain_trajectory.matching.modes import MODE_ALIASES, mode_names

    parser.add_argument(
        "results",
        metavar="RESULTS.jsonl",
        help="one trajectory per line (any accepted shape); repeated runs of a case share its 'id' and "
        "carry a 'trial' number",
    )
    parser.add_argument(
        "--expected",
        required=True,
        metavar="EXPECTED.jsonl",
        help="one expected trajectory per line, or an expectation ({\"steps\": ..., \"forbidden\": ..., \"max_calls\": ...})",
    )
    parser.add_argument(
        "--mode",
        default="strict",
        choices=[*mode_names(), *MODE_ALIASES],
        help="how the calls are matched: the trajectory match modes of ToolTrajectoryEvaluator "
        "(default: %(default)s)",
    )
    parser.add_argument(
        "--argument-matcher",
        default="exact",
        choices=["exact", "ignore", "superset", "subset"],
        help="how arguments compare when an expected call shows them (a bare name accepts any; "
        "default: %(default)s)",
    )
    parser.add_argument(
        "--threshold",
        type=float,
        default=None,
        help="the least score that passes, in [0, 1] (default: 1.0)",
    )
    parser.add_argument(
        "--out", metavar="DIR", help="write trajectories.json, results.jsonl and report.html here"
    )
    add_gate_arguments(parser)
    # Trace files (OpenTelemetry GenAI, OpenInference, ATIF, LangSmith exports): see _cli/traces.py.
    parser.add_argument(
        "--format",
        choices=READ_FORMATS,
        help="RESULTS is a trace file in this format (detected from the content when omitted); its traces pair "
        "with expectations whose id is a trace, session or thread id",
    )
    parser.add_argument("--split", default="trace", choices=["trace", "session"], help="for trace files")


def _pair_records(
    results: list[Record], expected: list[Record], args: argparse.Namespace
) -> list[tuple[str, list[Record], Any]]:
    """Pair result and expectation records by their ``id`` when every record has one, else by line order:
    ``(case name, its result records (one per trial), its expectation)``. Every expectation must be met by a
    result: a missing trajectory is an error, not a skipped case."""
    if any(e.trial is not None for e in expected):
        raise CommandError(f"{args.expected}: expectations are per case; drop their 'trial' numbers")
    if all(r.id is not None for r in results) and all(e.id is not None for e in expected):
        return _pair_by_id(results, expected, args)
    if any(r.trial is not None for r in results):
        raise CommandError(
            f"{args.results}: records with a 'trial' need an 'id' (and so do their expectations)"
        )
    if len(results) != len(expected):
        raise CommandError(
            f"{args.results} has {len(results)} records but {args.expected} has {len(expected)}; "
            "give every record an 'id' or keep the files line-aligned"
        )
    return [(f"line {r.line}", [r], e.value) for r, e in zip(results, expected, strict=True)]


def _pair_by_id(
    results: list[Record], expected: list[Record], args: argparse.Namespace
) -> list[tuple[str, list[Record], Any]]:
    """Results grouped by ``id`` (their trials in order), each with the expectation of that ``id``."""
    by_id = {e.id: e for e in expected}
    grouped: dict[str, list[Record]] = {}
    for r in results:
        grouped.setdefault(str(r.id), []).append(r)
    missing = [i for i in grouped if i not in by_id]
    if missing:
        raise CommandError(f"{args.expected} has no expectation for id(s) {', '.join(missing)}")
    unmet = [str(e.id) for e in expected if e.id not in grouped]
    if unmet:
        raise CommandError(f"{args.results} has no result for expected id(s) {', '.join(unmet)}")
    return [(i, sorted(rs, key=lambda r: r.trial or 0), by_id[i].value) for i, rs in grouped.items()]


def _checked_expectations(records: list[Record], path: str) -> list[Record]:
    """The expectation lines, each object's keys checked: a line is user-written configuration, so a key the
    command does not read is an error naming the nearest known key, never ignored."""
    from langchain_trajectory.evaluators._expectations import TOP_LEVEL_KEYS
    from langchain_trajectory.matching.keys import unknown_key_message

    known = TOP_LEVEL_KEYS | {"scenario", "metadata"}  # and a trajectory's JSON (Trajectory.to_json)
    for record in records:
        if isinstance(record.value, dict):
            unknown = [k for k in record.value if k not in known]
            if unknown:
                raise CommandError(f"{path} line {record.line}: " + unknown_key_message(unknown[0], known, "an expectation line"))
    return records


def _records(args: argparse.Namespace) -> tuple[list[Record], list[Record]]:
    """(results, expectations): the results are a trace file's trajectories, keyed by the trace, session or
    thread id an expectation names, or the lines of a JSONL file of trajectories."""
    trace_format = args.format or detected_format(args.results)
    if trace_format is None:
        results = read_jsonl(args.results)
        return results, _checked_expectations(read_jsonl(args.expected), args.expected)
    expected = _checked_expectations(read_jsonl(args.expected), args.expected)
    trajectories = read_trace_file(args.results, trace_format, args.split)
    return trace_records(trajectories, {str(e.id) for e in expected if e.id is not None}), expected


def run(args: argparse.Namespace) -> int:
    from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
    from langchain_trajectory.reading import TrajectoryInputError, to_trajectory
    from langchain_trajectory.reading.steps import CallSequence
    from langchain_trajectory.report import CaseReport, Report, Trial

    check_writable_folder(args.out, "--out")
    check_writable_file(args.report, "--report")
    try:
        evaluator = ToolTrajectoryEvaluator(
            mode=args.mode, argument_matcher=args.argument_matcher, threshold=args.threshold
        )
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    report = Report(title=f"{args.results} against {args.expected} ({args.mode})")
    for name, records, reference in _pair_records(*_records(args), args):
        trials = []
        for index, record in enumerate(records):
            case = f"{name} trial {record.trial}" if record.trial is not None else name
            where = f"{args.results} line {record.line}" + ("" if case.startswith("line ") else f" ({case})")
            try:
                result = evaluator.evaluate(record.value, reference)
                trajectory = to_trajectory(record.value)
            except TrajectoryInputError as exc:
                raise CommandError(f"{where}: {exc}") from None
            trials.append(Trial(trajectory, [result], record.trial if record.trial is not None else index))
        try:
            expected = evaluator.read_expected(reference)
            # The alignment view lists expected calls; an expectation model's items are in the reason instead.
            expected_calls = list(expected.calls) if isinstance(expected, CallSequence) else None
        except TrajectoryInputError as exc:
            raise CommandError(f"{name}: {exc}") from None
        report.cases.append(CaseReport(name, expected=expected_calls, trials=trials))
    return finish(report, args)
