"""``langchain-trajectory simulate``: simulated conversations with the user's app."""

from __future__ import annotations

import argparse
from typing import Any

from langchain_trajectory._cli.common import (
    CommandError,
    add_gate_arguments,
    finish,
    load_object,
    resolve_model,
)

HELP = "Simulate conversations with your app (MODULE:ATTR)."


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
    parser.add_argument("--scenario", default="", help="what the simulated user wants")
    parser.add_argument("--initial-message", help="the user's first message")
    parser.add_argument("--max-turns", type=int, default=5)
    parser.add_argument("--model", metavar="PROVIDER:MODEL", help="the model playing the persona")
    parser.add_argument("--judge", metavar="PROVIDER:MODEL", help="score each conversation with an LLM judge")
    parser.add_argument(
        "--trials",
        "--n",
        dest="n",
        type=int,
        default=1,
        help="how many times to run the conversation (independent trials of one case; --n is an alias)",
    )
    parser.add_argument("--concurrency", type=int, default=8, help="conversations in flight at once")
    parser.add_argument(
        "--out", metavar="DIR", help="write trajectories.json, results.jsonl and report.html here"
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


def run(args: argparse.Namespace) -> int:
    from langchain_trajectory.evaluators.judge import TrajectoryEvaluationCriteria, TrajectoryEvaluator
    from langchain_trajectory.report import from_trajectories
    from langchain_trajectory.simulation import ConversationSimulator

    if args.max_turns < 1 or args.n < 1 or args.concurrency < 1:
        raise CommandError("--max-turns, --trials and --concurrency must be at least 1")
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
    report = from_trajectories(
        trajectories, [judge] if judge else [], title=f"Simulated conversations with {args.app}"
    )
    if not args.scenario:
        report.cases[0].name = "conversation"
    for trajectory in trajectories:
        number = trajectory.metadata["repetition"] + 1
        print(f"\n--- conversation {number} ({trajectory.metadata.get('termination', '?')}) ---")
        print(trajectory.to_text())
        if trajectory.metadata.get("termination") == "error":
            source = trajectory.metadata.get("error_source", "?")
            print(f"error ({source}): {trajectory.metadata.get('error', '?')}")
    print()
    return finish(report, args)
