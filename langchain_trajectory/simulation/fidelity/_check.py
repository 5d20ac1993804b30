"""Running the guards: on one turn as the simulator writes it (:class:`FidelityChecker`), and on a whole
conversation after the fact (:func:`check_fidelity`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict

from langchain_trajectory.simulation._bounded import Bounded
from langchain_trajectory.simulation._replies import is_stop
from langchain_trajectory.simulation.fidelity._specifics import Knowledge, known_keys, normal_words
from langchain_trajectory.simulation.fidelity.guards import GuardOptions, Turn, agent_failed
from langchain_trajectory.simulation.scenarios import Scenario, scenario_of
from langchain_trajectory.simulation.users import INITIAL_MESSAGE_SOURCE
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory, compact_json

__all__ = ["FidelityChecker", "FidelityReport", "Violation", "check_fidelity", "is_authored"]


class Violation(BaseModel):
    """A user turn that failed a guard.

    Attributes:
        guard: The guard's name (see :data:`~langchain_trajectory.simulation.fidelity.GUARDS`).
        turn: Which user turn (0: the first user message).
        evidence: What is wrong, quoting the turn.
        message: The turn's index in the conversation's messages, or None for a stop that left no message.
    """

    model_config = ConfigDict(frozen=True)

    guard: str
    turn: int
    evidence: str
    message: int | None = None


@dataclass(frozen=True)
class FidelityReport:
    """What the guards found in a conversation.

    Attributes:
        violations: Every failed guard, in turn order.
        checked: How many user turns were checked (turns a person wrote, such as a script's or the initial
            message, are not).
        guards: The guards that ran.
    """

    violations: tuple[Violation, ...]
    checked: int
    guards: tuple[str, ...]

    @property
    def ok(self) -> bool:
        """True when no guard failed."""
        return not self.violations

    @property
    def fault(self) -> str | None:
        """``"user_simulator"`` when a guard failed (the simulated user spoiled the conversation), else None."""
        return None if self.ok else "user_simulator"

    def by_guard(self) -> dict[str, list[Violation]]:
        """The violations grouped by guard, in table order."""
        out: dict[str, list[Violation]] = {}
        for violation in self.violations:
            out.setdefault(violation.guard, []).append(violation)
        return out

    def to_dict(self) -> dict[str, Any]:
        """JSON-able: ``ok``, ``fault``, ``checked``, ``guards`` and ``violations``."""
        return {
            "ok": self.ok,
            "fault": self.fault,
            "checked": self.checked,
            "guards": list(self.guards),
            "violations": [v.model_dump() for v in self.violations],
        }


def is_authored(message: Message) -> bool:
    """Whether a person wrote this user turn (a script's message, a fixed response, the initial message): the
    guards check what a simulated user generates, not what it was told to say."""
    metadata = message.metadata
    return (
        metadata.get("source") == INITIAL_MESSAGE_SOURCE
        or "fixed_response" in metadata
        or metadata.get("authored") is True
    )


# -- what each message makes known ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Digest:
    """What one message (or a scenario) contributes to a turn's context, computed once."""

    keys: frozenset[str]
    long_digits: frozenset[str]
    words: str
    role: str
    failed: bool = False
    calls: tuple[ToolCall, ...] = ()


def _long_digits(keys: frozenset[str]) -> frozenset[str]:
    out = set()
    for key in keys:
        if key.startswith(("phone:", "id:")):
            digits = key.partition(":")[2]
            if len(digits) >= 7 and digits.isdigit():
                out.add(digits)
    return frozenset(out)


def _outcome_text(call: ToolCall) -> str:
    parts = []
    if call.result is not None:
        parts.append(call.result if isinstance(call.result, str) else compact_json(call.result))
    if call.error is not None:
        parts.append(call.error)
    return "\n".join(parts)


def _digest(message: Message) -> _Digest:
    text = message.content
    if message.role == "assistant" and message.tool_calls:
        text = "\n".join([text, *(_outcome_text(c) for c in message.tool_calls)])
    keys = known_keys(text)
    return _Digest(
        keys=keys,
        long_digits=_long_digits(keys),
        words=normal_words(message.content),
        role=message.role,
        failed=message.role == "assistant" and agent_failed(message),
        calls=tuple(message.tool_calls),
    )


def _scenario_digest(scenario: Scenario) -> _Digest:
    texts = [scenario.goal, scenario.persona or "", scenario.opener or "", *scenario.known_facts.values()]
    keys = known_keys("\n".join(texts))
    return _Digest(
        keys=keys,
        long_digits=_long_digits(keys),
        words=normal_words(f"{scenario.goal} {scenario.opener or ''}"),
        role="scenario",
    )


class FidelityChecker:
    """Runs the enabled guards on one user turn at a time. What each message and scenario makes known is
    computed once and remembered by the object's identity (messages and scenarios are immutable), so checking
    every turn of a conversation costs time linear in its length per turn, with the heavy part done once.

    Args:
        options: Which guards run, and their settings.
    """

    def __init__(self, options: GuardOptions | None = None) -> None:
        self.options = options or GuardOptions()
        self._messages: Bounded[int, tuple[Message, _Digest]] = Bounded(4096)
        self._scenarios: Bounded[int, tuple[Scenario, _Digest]] = Bounded(256)

    def _message_digest(self, message: Message) -> _Digest:
        hit = self._messages.get(id(message))
        if hit is not None and hit[0] is message:
            return hit[1]
        digest = _digest(message)
        self._messages.put(id(message), (message, digest))
        return digest

    def _scenario(self, scenario: Scenario) -> _Digest:
        hit = self._scenarios.get(id(scenario))
        if hit is not None and hit[0] is scenario:
            return hit[1]
        digest = _scenario_digest(scenario)
        self._scenarios.put(id(scenario), (scenario, digest))
        return digest

    def turn(self, before: Sequence[Message], message: Message, scenario: Scenario, *, stop: bool) -> Turn:
        """The context the guards see for ``message`` after ``before``."""
        base = self._scenario(scenario)
        digests = [self._message_digest(m) for m in before]
        agent = [d for d in digests if d.role == "assistant"]
        return Turn(
            message=message,
            index=sum(1 for d in digests if d.role == "user"),
            before=before,
            scenario=scenario,
            stop=stop,
            known=Knowledge(
                set().union(base.keys, *(d.keys for d in digests)),
                set().union(base.long_digits, *(d.long_digits for d in digests)),
            ),
            revealed=Knowledge(
                set().union(*(d.keys for d in agent)), set().union(*(d.long_digits for d in agent))
            ),
            agent_words=" ".join(d.words for d in agent),
            said_words=" ".join([base.words, *(d.words for d in digests)]),
            agent_failed=any(d.failed for d in agent),
            calls=[c for d in agent for c in d.calls],
            options=self.options,
        )

    def check(
        self,
        before: Sequence[Message],
        message: Message,
        scenario: Scenario,
        *,
        stop: bool | None = None,
        position: int | None = None,
    ) -> list[Violation]:
        """The violations of ``message`` (a user turn after ``before``); ``stop`` defaults to whether it is
        a stop message."""
        turn = self.turn(before, message, scenario, stop=is_stop(message) if stop is None else stop)
        out = []
        for guard in self.options.checks:
            evidence = guard.check(turn)
            if evidence is not None:
                out.append(Violation(guard=guard.name, turn=turn.index, evidence=evidence, message=position))
        return out


def _authored_stop(trajectory: Trajectory) -> bool:
    simulator = trajectory.metadata.get("user_simulator")
    return isinstance(simulator, Mapping) and simulator.get("kind") == "scripted"


def check_fidelity(
    trajectory: Trajectory, scenario: Scenario | str | Mapping[str, Any] | None = None, *, guards: Any = None
) -> FidelityReport:
    """Run the fidelity guards on every simulated user turn of a conversation.

    Turns a person wrote (a script's messages, fixed responses, the initial message: see :func:`is_authored`)
    are not checked, but what they say counts as known to the user afterwards. A conversation the simulated
    user ended (``metadata["termination"] == "user_stop"``) has its stop checked too, also when the stop left
    no message.

    Args:
        trajectory: The conversation.
        scenario: Its scenario (a :class:`~langchain_trajectory.simulation.Scenario`, a goal string or a dict
            of scenario fields); default: the one stored in the trajectory (:func:`scenario_of`).
        guards: Which guards run: True or None for all, a list of names, or
            :class:`~langchain_trajectory.simulation.fidelity.GuardOptions`.

    Returns:
        A :class:`FidelityReport`: ``.violations`` (each with ``.guard``, ``.turn``, ``.evidence``), ``.ok``
        and ``.fault`` (``"user_simulator"`` when a guard failed).

    Raises:
        TrajectoryInputError: for a scenario that cannot be read.
        ValueError: for an unknown guard name.
    """
    resolved = scenario_of(trajectory) if scenario is None else Scenario.of(scenario)
    checker = FidelityChecker(GuardOptions.of(guards))
    violations: list[Violation] = []
    checked = 0
    messages = trajectory.messages
    stopped = False
    for position, message in enumerate(messages):
        if message.role != "user" or is_authored(message):
            continue
        stopped = stopped or is_stop(message)
        checked += 1
        violations += checker.check(messages[:position], message, resolved, position=position)
    if (
        trajectory.metadata.get("termination") == "user_stop"
        and not stopped
        and not _authored_stop(trajectory)
        and not (messages and messages[-1].role == "user" and is_authored(messages[-1]))
    ):
        checked += 1
        violations += checker.check(messages, Message.user(""), resolved, stop=True)
    return FidelityReport(tuple(violations), checked, checker.options.guards)
