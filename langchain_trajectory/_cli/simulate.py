"""``langchain-trajectory simulate``: simulated conversations with the user's app.

Every conversation is checked while it runs (``--checks``, tool errors by default; ``--fail-fast`` ends one at
its first failed check) and judged at the end (``--judge``). A conversation PASSES when it ended without an
error, every check passes on the whole conversation and the judge's verdict passes. When the judge or the
simulated user's model fails, every conversation is still printed and written (``--out``), the failed ones
marked with their error, and the command exits 1 with one paragraph saying what failed.

Every turn the simulated user generates is checked by the fidelity guards (``--guards``); a failing turn is
written again (``--regenerate``) and a conversation the simulated user kept spoiling ends
``user_simulator_fault``: it is left out of the figures and listed with its evidence. ``--scenario`` takes the
goal as text, or a whole scenario as a JSON object (``{"goal": ..., "known_facts": {...}, ...}``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from langchain_trajectory._cli.common import (
    CommandError,
    add_gate_arguments,
    check_writable_file,
    check_writable_folder,
    finish,
    incomplete_message,
    load_object,
    resolve_model,
)

if TYPE_CHECKING:
    from langchain_trajectory.report import Report

HELP = "Simulate conversations with your app (MODULE:ATTR)."

CONVERSATIONS_FILE = "conversations.jsonl"
"""The file of ``--out`` holding one conversation per line, as ``langchain-trajectory evaluate`` reads it."""

CHECKS_HELP = (
    "a check run after every assistant turn and on the whole conversation (repeat for several; replaces the "
    "default, tool_errors): tool_errors (every tool call succeeds), tool_errors=RATE (at least RATE of them, "
    "e.g. 0.8), policy=FILE.json or policy=JSON (a tool policy, e.g. "
    '\'policy={"deny": ["delete_account"], "max_calls": 10}\'), none (no checks)'
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
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
    parser.add_argument(
        "--scenario",
        default="",
        help="what the simulated user wants: a goal, or a scenario as a JSON object (goal, persona, "
        "known_facts, unknown_facts, opener, expected)",
    )
    parser.add_argument(
        "--scenarios",
        metavar="FILE.jsonl",
        help="simulate every scenario of a JSONL file (as write_scenarios writes it, e.g. generated ones): its goal "
        "and opener; a conversation passes only when it also meets the scenario's expectation",
    )
    parser.add_argument("--initial-message", help="the user's first message")
    parser.add_argument(
        "--max-turns",
        type=int,
        default=5,
        help="most user->assistant exchanges per conversation (default: %(default)s)",
    )
    parser.add_argument("--model", metavar="PROVIDER:MODEL", help="the model playing the persona")
    parser.add_argument("--judge", metavar="PROVIDER:MODEL", help="score each conversation with an LLM judge")
    parser.add_argument("--checks", action="append", metavar="CHECK", help=CHECKS_HELP)
    parser.add_argument(
        "--fail-fast",
        action="store_true",
        help="end a conversation at its first failed check (termination check_failed)",
    )
    parser.add_argument(
        "--trials",
        "--n",
        dest="n",
        type=int,
        default=1,
        help="how many times to run the conversation (independent trials of one case; --n is an alias)",
    )
    parser.add_argument(
        "--concurrency", type=int, default=8, help="conversations in flight at once (default: %(default)s)"
    )
    parser.add_argument(
        "--guards",
        metavar="NAMES",
        help="the fidelity guards run on every simulated user turn, comma-separated (default: all), or none",
    )
    parser.add_argument(
        "--regenerate",
        type=int,
        default=2,
        metavar="K",
        help="how many times a user turn that fails a guard is written again (default 2)",
    )
    parser.add_argument(
        "--out",
        metavar="DIR",
        help=f"write {CONVERSATIONS_FILE} (one conversation per line, for `evaluate`), trajectories.json, "
        "results.jsonl and report.html here",
    )
    add_gate_arguments(parser)


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


def _policy(text: str, where: str) -> Any:
    """A policy given inline (JSON object) or as the path of a JSON file holding one."""
    if not text.lstrip().startswith("{"):
        try:
            text = Path(text).read_text(encoding="utf-8")
        except OSError as exc:
            raise CommandError(
                f"{where}: cannot read the policy file {text!r}: {exc.strerror or exc}"
            ) from None
    from langchain_trajectory._json import loads as load_json

    try:
        policy = load_json(text)
    except json.JSONDecodeError as exc:
        raise CommandError(f"{where}: the policy is not valid JSON ({exc.msg})") from None
    except RecursionError:
        raise CommandError(f"{where}: the policy is JSON nested too deeply to read") from None
    if not isinstance(policy, dict):
        raise CommandError(f"{where}: the policy must be a JSON object, got {type(policy).__name__}")
    return policy


def build_checks(specs: list[str] | None) -> list[Any]:
    """The evaluators named by ``--checks`` (default: ``tool_errors``), in order.

    Raises:
        CommandError: for an unknown check, a bad rate or policy, or ``none`` beside other checks.
    """
    from langchain_trajectory.evaluators import ToolErrorEvaluator, ToolPolicyEvaluator

    specs = specs or ["tool_errors"]
    if "none" in specs:
        if len(specs) > 1:
            raise CommandError("--checks none turns every check off; give it alone")
        return []
    checks: list[Any] = []
    policies = 0
    for spec in specs:
        name, sep, value = spec.partition("=")
        where = f"--checks {spec}"
        if name == "tool_errors":
            rate = 1.0
            if sep:
                try:
                    rate = float(value)
                except ValueError:
                    rate = -1.0
                if not 0.0 <= rate <= 1.0:
                    raise CommandError(f"{where}: the rate must be a number between 0 and 1, got {value!r}")
            checks.append(ToolErrorEvaluator(threshold=rate))
        elif name == "policy" and sep and value.strip():
            policies += 1
            key = "tool_policy" if policies == 1 else f"tool_policy_{policies}"
            try:
                checks.append(ToolPolicyEvaluator(_policy(value, where), key=key))
            except ValueError as exc:
                raise CommandError(f"{where}: {exc}") from None
        else:
            raise CommandError(
                f"unknown check {spec!r}; use tool_errors, tool_errors=RATE, policy=FILE.json, policy=JSON "
                "or none"
            )
    return checks


def _scenario(text: str) -> Any:
    """``--scenario``: the goal as text, or a scenario as a JSON object."""
    from langchain_trajectory._json import loads as load_json
    from langchain_trajectory.errors import TrajectoryInputError
    from langchain_trajectory.simulation import Scenario

    if not text.lstrip().startswith("{"):
        return text
    try:
        return Scenario.of(load_json(text), what="--scenario")
    except json.JSONDecodeError as exc:
        raise CommandError(f"--scenario: not a valid JSON object ({exc.msg})") from None
    except RecursionError:
        raise CommandError("--scenario: a JSON object nested too deeply to read") from None
    except TrajectoryInputError as exc:
        raise CommandError(str(exc)) from None


def _guards(text: str | None) -> Any:
    if text is None:
        return True
    if text.strip() == "none":
        return False
    return [name.strip() for name in text.split(",") if name.strip()]


def _judge(spec: str | None) -> Any:
    from langchain_trajectory.evaluators.judge import TrajectoryEvaluationCriteria, TrajectoryEvaluator

    if not spec:
        return None
    return TrajectoryEvaluator(
        judge=resolve_model(spec, "judge"),
        criteria=[TrajectoryEvaluationCriteria.goal_completion(), TrajectoryEvaluationCriteria.helpfulness()],
        include_tool_calls=True,
    )


def write_conversations(report: Any, path: Path) -> Path:
    """Every trial's conversation as one line: the trajectory (its metadata says how it ended, and the error
    of a failed run) with ``id`` (the case) and ``trial`` (its number), the records ``evaluate`` reads."""
    from langchain_trajectory.trials.records import trajectory_json

    lines = [
        json.dumps(
            {"id": case.name, "trial": trial.index, **trajectory_json(trial.trajectory)}, ensure_ascii=False
        )
        for case in report.cases
        for trial in case.trials
        if trial.trajectory is not None
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _print_conversations(trajectories: list[Any]) -> None:
    for trajectory in trajectories:
        metadata = trajectory.metadata
        number = metadata["repetition"]  # from 0, as the 'trial' of results.jsonl and conversations.jsonl
        print(f"\n--- conversation {number} ({metadata.get('termination', '?')}) ---")
        print(trajectory.to_text())
        if metadata.get("termination") == "error":
            print(f"error ({metadata.get('error_source', '?')}): {metadata.get('error', '?')}")
        elif metadata.get("termination") == "check_failed":
            failed = metadata.get("check_failed") or {}
            print(f"check failed ({failed.get('key', '?')}): {failed.get('reason', '')}")
        elif metadata.get("termination") == "user_simulator_fault":
            for violation in (metadata.get("fidelity") or {}).get("violations") or ():
                print(f"simulated user fault ({violation.get('guard')}): {violation.get('evidence')}")
    print()


def _scenarios(args: argparse.Namespace) -> list[Any] | None:
    """The scenarios of ``--scenarios`` (None without it)."""
    from langchain_trajectory.errors import TrajectoryInputError
    from langchain_trajectory.simulation.generation import read_scenarios

    if not args.scenarios:
        return None
    if args.scenario:
        raise CommandError("give --scenario or --scenarios, not both")
    try:
        return read_scenarios(args.scenarios)
    except TrajectoryInputError as exc:
        raise CommandError(str(exc)) from None


def _check_counts(args: argparse.Namespace) -> None:
    if args.max_turns < 1 or args.n < 1 or args.concurrency < 1:
        raise CommandError("--max-turns, --trials and --concurrency must be at least 1")
    if args.regenerate < 0:
        raise CommandError("--regenerate must be at least 0")


def _report(args: argparse.Namespace, trajectories: list[Any], evaluators: list[Any], scenarios: Any) -> Report:
    """The simulated conversations evaluated: with the scenarios' expectations when they come from a file."""
    from langchain_trajectory.evaluators import ToolTrajectoryEvaluator
    from langchain_trajectory.matching import Expectation
    from langchain_trajectory.report import from_trajectories

    if scenarios is not None:
        return from_trajectories(
            trajectories,
            [*evaluators, ToolTrajectoryEvaluator("superset", key="expectation")],
            expected=[s.expected if s.expected is not None else Expectation() for s in scenarios],
            title=f"Scenarios of {args.scenarios} with {args.app}",
        )
    report = from_trajectories(trajectories, evaluators, title=f"Simulated conversations with {args.app}")
    if not args.scenario:
        report.cases[0].name = "conversation"
    return report


def run(args: argparse.Namespace) -> int:
    from langchain_trajectory.simulation import ConversationSimulator

    _check_counts(args)
    scenario = _scenario(args.scenario)
    check_writable_folder(args.out, "--out")
    check_writable_file(args.report, "--report")
    checks = build_checks(args.checks)
    if args.fail_fast and not checks:
        raise CommandError("--fail-fast needs a check to fail; --checks none turns them all off")
    app = load_object(args.app)
    user = _build_user(args)
    judge = _judge(args.judge)
    try:
        simulator = ConversationSimulator(
            user=user,
            app=app,
            max_turns=args.max_turns,
            scenario=scenario,
            initial_message=args.initial_message,
            checks=checks,
            fail_fast=args.fail_fast,
            guards=_guards(args.guards),
            regenerate=args.regenerate,
        )
    except TypeError as exc:  # not an application
        raise CommandError(f"{args.app}: {exc}") from None
    except ValueError as exc:  # an option's value
        raise CommandError(str(exc)) from None
    scenarios = _scenarios(args)
    conversations = (
        # the whole scenario (the simulated user's facts, for its prompt and the guards); its opener sent as it is
        [{"scenario": s, "initial_message": s.opener or args.initial_message} for s in scenarios]
        if scenarios is not None
        else None
    )
    trajectories = simulator.simulate_batch(conversations, repetitions=args.n, max_concurrency=args.concurrency)
    evaluators = [*checks, judge] if judge is not None else checks
    report = _report(args, trajectories, evaluators, scenarios)
    _print_conversations(trajectories)
    written = [write_conversations(report, Path(args.out) / CONVERSATIONS_FILE)] if args.out else []
    code = finish(report, args, also_written=written)
    message = incomplete_message(
        report,
        what="conversation",
        saved=[p for p in (args.out, args.report) if p],
        labels={judge.key: "the judge"} if judge is not None else {},
    )
    if message is None:
        return code
    print(f"\nlangchain-trajectory simulate: {message}", file=sys.stderr)
    return 1
