"""The subcommands of ``langchain-trajectory``: ``demo``, ``simulate`` and ``evaluate``.

Each command is a pair: a function adding its arguments to an ``argparse`` subparser, and a function running
it and returning the exit code. User mistakes raise :class:`CommandError`, which the entry point prints as one
line (``error: ...``) with exit code 2; failed evaluations exit with 1.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["COMMANDS", "CommandError", "load_object", "resolve_model"]


class CommandError(Exception):
    """A user-facing error of a subcommand (bad argument, missing file or package)."""


# -- shared helpers ------------------------------------------------------------------------------------------


def load_object(spec: str) -> Any:
    """Import ``MODULE:ATTR`` (``ATTR`` may be dotted) and return the object.

    Raises:
        CommandError: when the spec is malformed, the module cannot be imported, or the attribute is missing.
    """
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise CommandError(f"expected MODULE:ATTR (e.g. my_app.graph:app), got {spec!r}")
    if str(Path.cwd()) not in sys.path:
        sys.path.insert(0, str(Path.cwd()))  # like `python -m`, let users name modules of the current folder
    try:
        obj: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise CommandError(f"cannot import module {module_name!r} from {spec!r}: {exc}") from None
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise CommandError(f"module {module_name!r} has no attribute {attr!r}") from None
    return obj


def resolve_model(spec: str, what: str) -> Any:
    """Build the chat model named ``provider:model`` now, so a missing provider package fails with a clear
    message before any conversation starts."""
    if ":" not in spec:
        raise CommandError(f"--{what} must look like provider:model (e.g. openai:gpt-4o-mini), got {spec!r}")
    try:
        from langchain.chat_models import init_chat_model
    except ImportError:
        raise CommandError(f"--{what} needs the 'langchain' package: pip install langchain") from None
    try:
        return init_chat_model(spec)
    except ImportError as exc:
        raise CommandError(f"--{what} {spec!r}: the model provider package is missing ({exc})") from None
    except Exception as exc:
        raise CommandError(f"--{what} {spec!r}: cannot create the model: {exc}") from None


@dataclass(frozen=True)
class _Record:
    """One line of a JSONL file: its number, its ``id`` (when the line is an object holding one), its value."""

    line: int
    id: str | None
    value: Any


def _read_jsonl(path: str) -> list[_Record]:
    """The records of a JSONL file: any JSON value per line; an object's ``id`` key names the record."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise CommandError(f"cannot read {path}: {exc.strerror}") from None
    records = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as exc:
            raise CommandError(f"{path} line {number}: not valid JSON ({exc.msg})") from None
        record_id = None
        if isinstance(value, dict) and "id" in value:
            record_id = str(value["id"])
            value = {k: v for k, v in value.items() if k != "id"}
        records.append(_Record(number, record_id, value))
    if not records:
        raise CommandError(f"{path} holds no records")
    ids = [r.id for r in records if r.id is not None]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise CommandError(f"{path}: duplicate id(s) {', '.join(duplicates)}")
    return records


# -- demo ----------------------------------------------------------------------------------------------------


def _demo_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--out", metavar="DIR", help="write trajectories.json, results.jsonl and report.html here"
    )
    parser.add_argument(
        "--judge", metavar="PROVIDER:MODEL", help="also score the conversations with an LLM judge"
    )


def _demo(args: argparse.Namespace) -> int:
    missing = [name for name in ("langchain", "jsonschema") if importlib.util.find_spec(name) is None]
    if missing:
        raise CommandError(
            f"the demo needs {' and '.join(missing)}: pip install 'langchain-trajectory[demo]'"
        )
    from langchain_trajectory.demo.run import run_demo

    if args.judge:
        resolve_model(args.judge, "judge")
    run_demo(out_dir=args.out, judge=args.judge)
    return 0


# -- simulate ------------------------------------------------------------------------------------------------


def _simulate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "app", metavar="MODULE:ATTR", help="your compiled LangGraph graph, Runnable or callable"
    )
    parser.add_argument("--persona", help="a built-in persona (e.g. confused_user); needs --model")
    parser.add_argument(
        "--user-message",
        action="append",
        default=[],
        metavar="TEXT",
        help="script the user instead of a persona (repeat for each turn)",
    )
    parser.add_argument("--scenario", default="", help="what the simulated user wants")
    parser.add_argument("--initial-message", help="the user's first message")
    parser.add_argument("--max-turns", type=int, default=5)
    parser.add_argument("--model", metavar="PROVIDER:MODEL", help="the model playing the persona")
    parser.add_argument("--judge", metavar="PROVIDER:MODEL", help="score each conversation with an LLM judge")
    parser.add_argument("--n", type=int, default=1, help="how many conversations to run")
    parser.add_argument("--concurrency", type=int, default=8, help="conversations in flight at once")
    parser.add_argument(
        "--out", metavar="DIR", help="write trajectories.json, results.jsonl and report.html here"
    )


def _build_user(args: argparse.Namespace) -> Any:
    from langchain_trajectory.simulation import PERSONAS, ScriptedUser, UserPersonas

    if args.user_message and args.persona:
        raise CommandError("give either --persona or --user-message, not both")
    if args.user_message:
        try:
            return ScriptedUser(args.user_message)
        except (TypeError, ValueError) as exc:
            raise CommandError(f"--user-message: {exc}") from None
    if not args.persona:
        raise CommandError("give --persona NAME (with --model) or --user-message TEXT")
    if args.persona not in PERSONAS:
        raise CommandError(f"unknown persona {args.persona!r}; known personas: {', '.join(PERSONAS)}")
    if not args.model:
        raise CommandError(f"--persona {args.persona} needs --model PROVIDER:MODEL to play the user")
    return UserPersonas.get(args.persona, resolve_model(args.model, "model"))


def _simulate(args: argparse.Namespace) -> int:
    from langchain_trajectory.evaluators.judge import TrajectoryEvaluationCriteria, TrajectoryEvaluator
    from langchain_trajectory.report import CaseReport, Report, render_terminal, write_report
    from langchain_trajectory.simulation import ConversationSimulator

    if args.max_turns < 1 or args.n < 1 or args.concurrency < 1:
        raise CommandError("--max-turns, --n and --concurrency must be at least 1")
    app = load_object(args.app)
    user = _build_user(args)
    judge = None
    if args.judge:
        judge = TrajectoryEvaluator(
            judge=resolve_model(args.judge, "judge"),
            criteria=[
                TrajectoryEvaluationCriteria.goal_completion(),
                TrajectoryEvaluationCriteria.helpfulness(),
            ],
            include_tool_calls=True,
        )
    try:
        simulator = ConversationSimulator(
            user=user,
            app=app,
            max_turns=args.max_turns,
            scenario=args.scenario,
            initial_message=args.initial_message,
        )
    except TypeError as exc:  # not an application
        raise CommandError(f"{args.app}: {exc}") from None
    except ValueError as exc:  # an option's value
        raise CommandError(str(exc)) from None
    trajectories = simulator.simulate_batch(repetitions=args.n, max_concurrency=args.concurrency)
    report = Report(title=f"Simulated conversations with {args.app}")
    for i, trajectory in enumerate(trajectories, start=1):
        results = [judge.evaluate(trajectory)] if judge else []
        report.cases.append(CaseReport(name=f"conversation {i}", trajectory=trajectory, results=results))
        print(f"\n--- conversation {i} ({trajectory.metadata.get('termination', '?')}) ---")
        print(trajectory.to_text())
        if trajectory.metadata.get("termination") == "error":
            source = trajectory.metadata.get("error_source", "?")
            print(f"error ({source}): {trajectory.metadata.get('error', '?')}")
    print("\n" + render_terminal(report))
    if args.out:
        print("\nWrote " + ", ".join(str(p) for p in write_report(report, args.out)))
    return 0 if all(case.passed for case in report.cases) else 1


# -- evaluate ------------------------------------------------------------------------------------------------


def _evaluate_arguments(parser: argparse.ArgumentParser) -> None:
    from langchain_trajectory.evaluators.trajectory_match import MODE_ALIASES, TRAJECTORY_MODES

    parser.add_argument(
        "results", metavar="RESULTS.jsonl", help="one trajectory per line (any accepted shape)"
    )
    parser.add_argument(
        "--expected", required=True, metavar="EXPECTED.jsonl", help="one expected trajectory per line"
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
    results: list[_Record], expected: list[_Record], args: argparse.Namespace
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


def _evaluate(args: argparse.Namespace) -> int:
    from langchain_trajectory.coerce import TrajectoryInputError, to_trajectory
    from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator, read_call_sequence
    from langchain_trajectory.report import CaseReport, Report, render_terminal, write_report

    try:
        evaluator = ToolTrajectoryEvaluator(
            mode=args.mode, argument_matcher=args.argument_matcher, threshold=args.threshold
        )
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    report = Report(title=f"{args.results} against {args.expected} ({args.mode})")
    pairs = _pair_records(_read_jsonl(args.results), _read_jsonl(args.expected), args)
    for name, body, reference in pairs:
        try:
            result = evaluator.evaluate(body, reference)
            trajectory = to_trajectory(body)
            expected_calls = list(read_call_sequence(reference, what="expected").calls)  # steps form too
        except TrajectoryInputError as exc:
            raise CommandError(f"{name}: {exc}") from None
        report.cases.append(
            CaseReport(name=name, trajectory=trajectory, results=[result], expected=expected_calls)
        )
    print(render_terminal(report))
    if args.out:
        print("\nWrote " + ", ".join(str(p) for p in write_report(report, args.out)))
    return 0 if all(case.passed for case in report.cases) else 1


COMMANDS = {
    "demo": (
        "Run the offline demo: capture, evaluate in LangSmith, simulate, report.",
        _demo_arguments,
        _demo,
    ),
    "simulate": ("Simulate conversations with your app (MODULE:ATTR).", _simulate_arguments, _simulate),
    "evaluate": ("Score stored trajectories (JSONL) against expectations.", _evaluate_arguments, _evaluate),
}
