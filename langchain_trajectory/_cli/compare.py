"""``langchain-trajectory compare``: a run against a baseline, with paired significance tests."""

from __future__ import annotations

import argparse
from typing import Any

from langchain_trajectory._cli.common import CommandError, check_writable_file

HELP = (
    "Compare results with a baseline: per-case regressions, McNemar and bootstrap tests, and the change of "
    "tokens, cost and latency"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "baseline",
        metavar="BASELINE",
        help="results.jsonl (or the --out folder holding it) of the reference run",
    )
    parser.add_argument("current", metavar="CURRENT", help="results.jsonl (or folder) of the run under test")
    parser.add_argument(
        "--alpha",
        type=float,
        default=0.05,
        help="family-wise significance level (default 0.05, shared by the tests with Bonferroni)",
    )
    parser.add_argument(
        "--min-pass",
        metavar="GATE",
        help="what makes a case pass, for the verdict test: PASSES/TRIALS or a rate (default: every trial)",
    )
    parser.add_argument(
        "--resamples", type=int, default=2000, help="bootstrap resamples per key (default 2000)"
    )
    parser.add_argument("--seed", type=int, default=0, help="bootstrap seed (default 0)")
    parser.add_argument(
        "--report", metavar="PATH", help="write the HTML report, with a baseline column, to PATH"
    )


def run(args: argparse.Namespace) -> int:
    from langchain_trajectory.report import (
        ResultsFileError,
        load_results,
        render_comparison,
        render_summary,
        render_usage_changes,
        write_html,
    )
    from langchain_trajectory.trials.gates import Gate

    check_writable_file(args.report, "--report")
    if not 0 < args.alpha < 1:
        raise CommandError(f"--alpha must lie strictly between 0 and 1, got {args.alpha}")
    if args.resamples < 1:
        raise CommandError("--resamples must be at least 1")
    try:
        baseline = load_results(args.baseline, title=f"baseline {args.baseline}")
        current = load_results(args.current, title=f"{args.current} against {args.baseline}")
        if args.min_pass:
            current.case_gate = baseline.case_gate = Gate.parse(args.min_pass)
        current.baseline = baseline
        current.alpha = args.alpha
        summary = current.summary()
        comparison = current.comparison(summary, resamples=args.resamples, seed=args.seed)
        assert comparison is not None  # the baseline was just set
        lines = [
            f"Baseline {args.baseline}:",
            render_summary(baseline.summary()),
            *_usage(baseline),
            "",
            f"Current {args.current}:",
            render_summary(summary),
            *_usage(current),
            "",
            render_comparison(comparison),
        ]
        usage = render_usage_changes(current)  # tokens, cost and latency, when the results files keep them
        if usage is not None:
            lines += ["", usage]
        written = write_html(current, args.report) if args.report else None
    except ResultsFileError as exc:
        raise CommandError(str(exc)) from None
    except ValueError as exc:  # a gate that cannot be read or does not fit the trials
        raise CommandError(str(exc)) from None
    print("\n".join(lines))
    if written is not None:
        print(f"\nWrote {written}")
    return 1 if comparison.significant_regression else 0


def _usage(report: Any) -> list[str]:
    """The report's usage line (tokens, cost, latency), when its results file keeps them."""
    from langchain_trajectory.trials.usage import usage_line

    line = usage_line(list(report.usage().values()))
    return [line] if line else []
