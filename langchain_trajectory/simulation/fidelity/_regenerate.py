"""One guarded user turn: ask the simulated user, check the reply, ask again with the guards' evidence, and give
up with a fault when it keeps failing.

`guarded_turn` is a generator the simulator's user node drives (`drive` on the sync path,
`adrive` on the async one): it yields the trajectory to ask the user with and receives what the user
returned (``(value, error)``), so the logic is written once for both paths.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from langchain_trajectory.simulation._calls import Twin, acapture, capture
from langchain_trajectory.simulation._replies import ReplyError, is_stop, read_user_reply
from langchain_trajectory.simulation.fidelity._check import FidelityChecker, Violation, is_authored
from langchain_trajectory.simulation.fidelity.guards import GUARDS
from langchain_trajectory.simulation.scenarios import Scenario
from langchain_trajectory.simulation.users import FEEDBACK_KEY
from langchain_trajectory.trajectory import Message, Trajectory
from langchain_trajectory.usage import MODEL_CALLS

__all__ = ["TurnResult", "adrive", "drive", "guarded_turn"]


@dataclass(frozen=True)
class TurnResult:
    """What a guarded turn came to.

    Attributes:
        value: The user's reply (read into a ``Message`` when it could be), or None after an error or a fault.
        error: The user's exception, or None.
        record: The guards' results for the accepted turn (``metadata["fidelity"]`` of its message): how many
            times it was written again (``regenerations``) and, when it was, why (``rejected``: each draft's
            violations); None for a turn that was not checked.
        fault: When every attempt failed: the turn, the attempts, the last violations, every rejection and the
            model calls the drafts used; else None.
    """

    value: Any = None
    error: BaseException | None = None
    record: dict[str, Any] | None = None
    fault: dict[str, Any] | None = None
    rejected: list[dict[str, Any]] = field(default_factory=list)


Turn = Generator[Trajectory, tuple[Any, BaseException | None], TurnResult]


def _feedback(violations: list[Violation], draft: str) -> list[dict[str, Any]]:
    return [
        {"guard": v.guard, "evidence": v.evidence, "instruction": GUARDS[v.guard].feedback, "draft": draft}
        for v in violations
    ]


def _to_check(value: Any) -> Message | TurnResult:
    """The drafted user message to check, or the result to return unchecked: a reply that cannot be read or an
    empty one (for the simulator to reject), or one a person wrote."""
    try:
        message = read_user_reply(value)
    except ReplyError:
        return TurnResult(value=value)
    if is_authored(message) or (not is_stop(message) and not message.content.strip()):
        return TurnResult(value=message)
    return message


def _accepted(message: Message, attempt: int, rejected: list[dict[str, Any]], spent: list[Any]) -> TurnResult:
    """A turn that passed the guards at its ``attempt``: its record (how often it was written again, the
    rejected drafts), with the rejected drafts' model calls counted on it."""
    record: dict[str, Any] = {"regenerations": attempt}
    if rejected:
        record["rejected"] = rejected
    if spent:
        calls = [*spent, *(message.metadata.get(MODEL_CALLS) or ())]
        message = message.model_copy(update={"metadata": {**message.metadata, MODEL_CALLS: calls}})
    return TurnResult(value=message, record=record)


def guarded_turn(
    trajectory: Trajectory,
    scenario: Scenario,
    checker: FidelityChecker | None,
    *,
    regenerate: int,
    authored: bool = False,
) -> Turn:
    """Ask for the next user turn of ``trajectory``; with a ``checker``, check it and ask again (at most
    ``regenerate`` times) with the violations as feedback (``metadata["user_feedback"]`` of the trajectory
    asked). A turn a person wrote (``authored``, or a fixed response) is not checked; a reply that cannot be
    read, or an empty one, is returned as it is for the simulator to reject."""
    ask = trajectory
    rejected: list[dict[str, Any]] = []
    spent: list[Any] = []  # the model calls of the rejected drafts: they were made, and count as the user's
    attempts = regenerate + 1
    violations: list[Violation] = []
    for attempt in range(attempts):
        value, error = yield ask
        if error is not None:
            return TurnResult(error=error, rejected=rejected)
        if checker is None or authored:
            return TurnResult(value=value)
        message = _to_check(value)
        if isinstance(message, TurnResult):
            return message
        violations = checker.check(trajectory.messages, message, scenario, stop=is_stop(message))
        if not violations:
            return _accepted(message, attempt, rejected, spent)
        spent += list(message.metadata.get(MODEL_CALLS) or ())
        rejected += [{"attempt": attempt, "guard": v.guard, "evidence": v.evidence} for v in violations]
        if attempt + 1 == attempts or not all(GUARDS[v.guard].regenerable for v in violations):
            break
        ask = trajectory.with_metadata(**{FEEDBACK_KEY: _feedback(violations, message.content)})
    turn = sum(1 for m in trajectory.messages if m.role == "user")
    return TurnResult(
        fault={
            "turn": turn,
            "attempts": len({r["attempt"] for r in rejected}),
            "violations": [v.model_dump() for v in violations],
            "rejected": rejected,
            MODEL_CALLS: spent,
        },
        rejected=rejected,
    )


def drive(turn: Turn, user: Twin) -> TurnResult:
    """Run a guarded turn against the user, synchronously."""
    ask = next(turn)
    try:
        while True:
            ask = turn.send(capture(user, ask))
    except StopIteration as done:
        return done.value


async def adrive(turn: Turn, user: Twin) -> TurnResult:
    """Run a guarded turn against the user, on the event loop."""
    ask = next(turn)
    try:
        while True:
            ask = turn.send(await acapture(user, ask))
    except StopIteration as done:
        return done.value
