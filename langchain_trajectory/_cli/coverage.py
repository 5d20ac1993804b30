"""``langchain-trajectory coverage``: what results exercised of an application's tools, arguments, graph nodes,
conditional edges, interrupt points and subagents, with gates for CI.

Exit codes: 0 when every gate holds, 1 when one fails, 2 for bad input (an unreadable results file, an app that
cannot be imported or read, a minimum outside [0, 1], a gate on something the app declares none of).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from langchain_trajectory._cli.common import CommandError, load_object

HELP = "What results exercised of an app (tools, arguments, nodes, edges, interrupts), with coverage gates."

_KINDS = ("tool", "argument", "enum", "node", "edge", "interrupt", "subagent")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "results",
        metavar="RESULTS",
        help="a results file or the --out folder of `simulate` / `evaluate` (its trajectories.json), a file from "
        "save_results, or JSONL of trajectories (e.g. conversations.jsonl)",
    )
    parser.add_argument(
        "--app",
        required=True,
        metavar="MODULE:ATTR",
        help="the application: a compiled LangGraph graph or a list of tools",
    )
    for kind in _KINDS:
        parser.add_argument(
            f"--min-{kind}-coverage",
            type=float,
            metavar="RATIO",
            help=f"fail (exit 1) when less than RATIO (0..1) of the app's {kind}s are covered",
        )
    parser.add_argument("--json", metavar="PATH", help="write the coverage report as JSON to PATH")
    parser.add_argument(
        "--report", metavar="PATH", help="write the HTML report, with its coverage section, to PATH"
    )


def run(args: argparse.Namespace) -> int:
    from langchain_trajectory.errors import TrajectoryInputError
    from langchain_trajectory.report import as_report, from_trajectories, write_html
    from langchain_trajectory.trials import coverage

    app = load_object(args.app)
    minimums = {f"min_{kind}_coverage": getattr(args, f"min_{kind}_coverage") for kind in _KINDS}
    try:
        report = coverage(args.results, app, **minimums)
    except TrajectoryInputError as exc:
        raise CommandError(str(exc)) from None
    print(report.to_text())
    written = []
    if args.json:
        path = Path(args.json)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(report.to_dict(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    if args.report:
        try:
            page = as_report(args.results, title=f"Coverage of {args.app}")
        except (ValueError, TypeError):  # JSONL of trajectories: their own cases, not evaluated
            from langchain_trajectory.trajectory import Trajectory
            from langchain_trajectory.trials._coverage_sources import read_results

            items = [t for t in read_results(args.results)[0] if isinstance(t, Trajectory)]
            page = from_trajectories(items, title=f"Coverage of {args.app}")
        page.coverage = report
        written.append(write_html(page, args.report))
    if written:
        print("\nWrote " + ", ".join(str(p) for p in written))
    return 0 if report.passed else 1
