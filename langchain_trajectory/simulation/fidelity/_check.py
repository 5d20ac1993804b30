"""Running the guards: on one turn as the simulator writes it ([`FidelityChecker`][langchain_trajectory.simulation.fidelity.FidelityChecker]), and on a whole
conversation after the fact ([`check_fidelity`][langchain_trajectory.simulation.check_fidelity])."""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict

from langchain_trajectory.simulation._bounded import Bounded
from langchain_trajectory.simulation._replies import is_stop
from langchain_trajectory.simulation.fidelity._index import Knowledge, TextIndex
from langchain_trajectory.simulation.fidelity._known_keys import amount_keys
from langchain_trajectory.simulation.fidelity.guards import Guard, GuardOptions, Turn
from langchain_trajectory.simulation.scenarios import Scenario, scenario_of
from langchain_trajectory.simulation.users import INITIAL_MESSAGE_SOURCE
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory, compact_json

__all__ = ["FidelityChecker", "FidelityReport", "Violation", "check_fidelity", "is_authored"]


class Violation(BaseModel):
    """A user turn that failed a guard.

    Attributes:
        guard: The guard's name (see [`GUARDS`][langchain_trajectory.simulation.fidelity.GUARDS]).
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


def _outcome_text(call: ToolCall) -> str:
    parts = []
    if call.result is not None:
        parts.append(call.result if isinstance(call.result, str) else compact_json(call.result))
    if call.error is not None:
        parts.append(call.error)
    return "\n".join(parts)


_Sized = tuple[TextIndex, int]
_KEPT = 4096  # contexts a checker remembers (by the message they end with)


class _Context:
    """What a conversation makes known up to some message (or what its scenario does, before any), grown one
    message at a time, as the first texts of two indexes shared with the contexts before and after it (see
    `TextIndex`): what the user may know (``known``: the scenario, every message and tool result) and what
    the agent's side said (``agent``: its messages and tool results). The guards read them only as far as a turn
    needs (a [`Turn`][langchain_trajectory.simulation.fidelity.Turn] made with [`Turn.lazy`][langchain_trajectory.simulation.fidelity.Turn.lazy], this context as its source)."""

    __slots__ = ("agent", "known", "last", "length", "plan", "scenario", "users")

    def __init__(
        self,
        scenario: Scenario,
        plan: _Plan,
        known: _Sized,
        agent: _Sized,
        users: int,
        length: int,
        last: Message | None,
    ) -> None:
        self.scenario = scenario
        self.plan = plan
        self.known = known
        self.agent = agent
        self.users = users
        self.length = length  # how many messages it holds, and the last (None: the scenario alone)
        self.last = last

    @classmethod
    def of(cls, scenario: Scenario, plan: _Plan, persona: str = "") -> _Context:
        texts = [scenario.goal, scenario.persona or persona, scenario.opener or ""]
        texts += [f"{name}: {value}" for name, value in scenario.known_facts.items()]
        return cls(scenario, plan, (TextIndex(("\n".join(texts),)), 1), (TextIndex(), 0), 0, 0, None)

    def extend(self, messages: Sequence[Message]) -> _Context:
        """This context, then ``messages``."""
        (known, known_size), (agent, agent_size) = self.known, self.agent
        users = self.users
        for message in messages:
            role = message.role
            if role == "assistant":
                calls = message.tool_calls
                if calls:
                    texts = (message.content, *map(_outcome_text, calls))
                    results = frozenset().union(*(amount_keys(c.result) for c in calls))
                else:
                    texts, results = (message.content,), frozenset()
                known = known.grown(known_size, texts, results)
                agent = agent.grown(agent_size, texts, results)
                known_size += len(texts)
                agent_size += len(texts)
                continue
            if role == "user":
                users += 1
                if isinstance(message.metadata.get("fidelity"), (dict, Mapping)):
                    continue  # a turn that passed the guards brings nothing new: every specific in it was known
            known = known.grown(known_size, (message.content,))
            known_size += 1
        length = self.length + len(messages)
        last = messages[-1] if messages else self.last
        return _Context(
            self.scenario, self.plan, (known, known_size), (agent, agent_size), users, length, last
        )

    def covers(self, before: Sequence[Message], scenario: Scenario) -> bool:
        """Whether this context is that of the first messages of ``before`` (by the identity of the message it
        ends with, at its place)."""
        n = self.length
        return self.scenario is scenario and n <= len(before) and (n == 0 or before[n - 1] is self.last)

    def knowledge(self) -> tuple[Knowledge, Knowledge]:
        """What the user may know, and what the agent's side said (what a lazy [`Turn`][langchain_trajectory.simulation.fidelity.Turn] reads)."""
        return Knowledge.view(*self.known), Knowledge.view(*self.agent)


class FidelityChecker:
    """Runs the enabled guards on one user turn at a time.

    What a conversation makes known is grown one message at a time and remembered by the identity of the
    message it ends with (messages and scenarios are immutable, and the simulator hands the same message
    objects from turn to turn), so checking a turn reads only the messages added since the last one, and only
    as far as its guards ask. A guard whose input a scenario lacks (an opener, unknown facts, more known facts
    than a turn may volunteer, expected calls) does not run on its turns.

    Args:
        options: Which guards run, and their settings.
        persona: The simulated user's own persona (what it is told about itself when the scenario gives no
            persona): what it says is known to it, as the scenario's facts are.
    """

    def __init__(self, options: GuardOptions | None = None, *, persona: str = "") -> None:
        self.options = options or GuardOptions()
        self.persona = persona
        self._contexts: dict[tuple[int, int], _Context] = {}  # at most _KEPT, the oldest forgotten first
        self._scenarios: Bounded[int, _Context] = Bounded(256)
        self._tip: _Context | None = None  # the context of the turn checked last
        self._lock = threading.RLock()  # contexts share the indexes they grow

    def _base(self, scenario: Scenario) -> _Context:
        hit = self._scenarios.get(id(scenario))
        if hit is not None and hit.scenario is scenario:
            return hit
        context = _Context.of(scenario, _Plan.of(scenario, self.options), self.persona)
        self._scenarios.put(id(scenario), context)
        return context

    def _context(self, before: Sequence[Message], scenario: Scenario) -> _Context:
        """The context after ``before``: from the longest prefix already read (the last turn's, as a rule), plus
        the messages since."""
        context = self._tip
        if context is None or not context.covers(before, scenario):
            context = None
            contexts = self._contexts
            for end in range(len(before), 0, -1):
                hit = contexts.get((id(before[end - 1]), id(scenario)))
                if hit is not None and hit.length == end and hit.covers(before, scenario):
                    context = hit
                    break
            if context is None:
                context = self._base(scenario)
        if context.length < len(before):
            context = context.extend(before[context.length :])
            contexts = self._contexts
            contexts[(id(before[-1]), id(scenario))] = context
            if len(contexts) > _KEPT:
                del contexts[next(iter(contexts))]
        self._tip = context
        return context

    def turn(self, before: Sequence[Message], message: Message, scenario: Scenario, *, stop: bool) -> Turn:
        """The context the guards see for ``message`` after ``before``."""
        with self._lock:
            context = self._context(before, scenario)
            return Turn.lazy(message, context.users, before, scenario, stop, self.options, context)

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
        with self._lock:
            context = self._context(before, scenario)
            stop = is_stop(message) if stop is None else stop
            turn = Turn.lazy(message, context.users, before, scenario, stop, self.options, context)
            out = []
            for guard in context.plan.guards(turn):
                evidence = guard.check(turn)
                if evidence is not None:
                    out.append(
                        Violation(guard=guard.name, turn=turn.index, evidence=evidence, message=position)
                    )
            return out


@dataclass(frozen=True)
class _Plan:
    """The guards that can fail on a scenario's turns: a guard whose input the scenario lacks (an opener, unknown
    facts, more known facts than a turn may volunteer, expected calls) is left out, as are ``opener`` after the
    first turn and ``premature_stop`` on a turn that does not stop (each would pass)."""

    every: tuple[Guard, ...]
    first: tuple[Guard, ...]
    stop: tuple[Guard, ...]
    first_stop: tuple[Guard, ...]

    @classmethod
    def of(cls, scenario: Scenario, options: GuardOptions) -> _Plan:
        lacks = {
            "opener": scenario.opener is None,
            "unknown_fact": not scenario.unknown_facts,
            "data_dump": len(scenario.known_facts) <= options.max_unasked_facts,
            "premature_stop": scenario.expected is None,
        }
        kept = [g for g in options.checks if not lacks.get(g.name, False)]

        def only(first: bool, stop: bool) -> tuple[Guard, ...]:
            return tuple(
                g for g in kept if (first or g.name != "opener") and (stop or g.name != "premature_stop")
            )

        return cls(only(False, False), only(True, False), only(False, True), only(True, True))

    def guards(self, turn: Turn) -> tuple[Guard, ...]:
        if turn.index == 0:
            return self.first_stop if turn.stop else self.first
        return self.stop if turn.stop else self.every


def _authored_stop(trajectory: Trajectory) -> bool:
    simulator = trajectory.metadata.get("user_simulator")
    return isinstance(simulator, Mapping) and simulator.get("kind") == "scripted"


def check_fidelity(
    trajectory: Trajectory, scenario: Scenario | str | Mapping[str, Any] | None = None, *, guards: Any = None
) -> FidelityReport:
    """Run the fidelity guards on every simulated user turn of a conversation.

    Turns a person wrote (a script's messages, fixed responses, the initial message: see [`is_authored`][langchain_trajectory.simulation.fidelity.is_authored])
    are not checked, but what they say counts as known to the user afterwards; so does the simulated user's own
    persona, as the simulator stamped it (``metadata["user_simulator"]["persona"]``). A conversation the simulated
    user ended (``metadata["termination"] == "user_stop"``) has its stop checked too, also when the stop left
    no message.

    Args:
        trajectory: The conversation.
        scenario: Its scenario (a [`Scenario`][langchain_trajectory.simulation.Scenario], a goal string or a dict
            of scenario fields); default: the one stored in the trajectory ([`scenario_of`][langchain_trajectory.simulation.scenario_of]).
        guards: Which guards run: True or None for all, a list of names, or
            [`GuardOptions`][langchain_trajectory.simulation.GuardOptions].

    Returns:
        A [`FidelityReport`][langchain_trajectory.simulation.FidelityReport]: ``.violations`` (each with ``.guard``, ``.turn``, ``.evidence``), ``.ok``
        and ``.fault`` (``"user_simulator"`` when a guard failed).

    Raises:
        TrajectoryInputError: for a scenario that cannot be read.
        ValueError: for an unknown guard name.
    """
    resolved = scenario_of(trajectory) if scenario is None else Scenario.of(scenario)
    simulator = trajectory.metadata.get("user_simulator")
    persona = simulator.get("persona") if isinstance(simulator, Mapping) else None
    checker = FidelityChecker(GuardOptions.of(guards), persona=persona if isinstance(persona, str) else "")
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
