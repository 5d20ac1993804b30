"""The simulator graph's state, and reading the conversation back from it.

[`SimulationState`][langchain_trajectory.simulation.SimulationState] is what the two nodes of the simulator graph share (the messages as plain dicts, so any
checkpointer can store them); `StateReader` reads a state back as a [`Trajectory`][langchain_trajectory.trajectory.Trajectory], each part once.
"""

from __future__ import annotations

import operator
import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Annotated, Any, Literal, TypedDict

from langchain_trajectory.errors import error_text
from langchain_trajectory.simulation._bounded import Bounded
from langchain_trajectory.simulation.fidelity import fault_of
from langchain_trajectory.simulation.scenarios import Scenario
from langchain_trajectory.trajectory import (
    EMPTY,
    FrozenDict,
    FrozenList,
    Message,
    Trajectory,
    _checked_trajectory,
    freeze,
)
from langchain_trajectory.usage import MODEL_CALLS

__all__ = [
    "STATE_MESSAGES",
    "Durability",
    "ErrorSource",
    "Memo",
    "SimulationState",
    "StateReader",
    "StoppingCondition",
    "Termination",
    "failure",
    "fidelity_metadata",
    "initial_state_of",
    "run_metadata",
]

Termination = Literal[
    "max_turns",
    "stopping_condition",
    "user_stop",
    "interrupted",
    "check_failed",
    "error",
    "user_simulator_fault",
]
ErrorSource = Literal["simulated_user", "application", "reviewer", "check", "stopping_condition"]
Durability = Literal["sync", "async", "exit"]
StoppingCondition = Callable[[Trajectory], bool]

STATE_MESSAGES = 8192
"""Most messages of application states a simulator keeps frozen for reuse (see ``StateReader.app_state``)."""

READ_BACK = 8
"""How many of a conversation's last messages `StateReader` looks behind for a conversation it read before."""


class SimulationState(TypedDict, total=False):
    """The simulator graph's state.

    Attributes:
        messages: The conversation so far, as ``Message.model_dump()`` dicts (appended to by each node).
        scenario: What the conversation is about: the scenario's goal.
        scenario_data: The whole scenario (``Scenario.model_dump(mode="json")``), or None in a state written
            before scenarios had more than a goal.
        initial_message: The first user message as a dict, or None.
        app_thread_id: The application's own thread id for this conversation.
        turns: Completed user→assistant exchanges.
        termination: Why the conversation ended (set by the node that ended it), else None.
        error: The exception type and text, or why a reply was rejected, when ``termination == "error"``.
        error_source: Who failed: ``simulated_user``, ``application``, ``reviewer``, ``check`` or
            ``stopping_condition``.
        app_state: The application's state after its latest turn (JSON-safe), or None.
        interrupts: The application's pending interrupts when ``termination == "interrupted"``.
        check_failed: The failing check's ``key`` and ``reason`` when ``termination == "check_failed"``.
        user_fault: The failed turn, its attempts and violations when
            ``termination == "user_simulator_fault"``.
        stop_usage: What the simulated user's model used for a stop signal with no text (a message the
            conversation does not keep), as model-call records.
    """

    messages: Annotated[list[dict[str, Any]], operator.add]
    scenario: str
    scenario_data: dict[str, Any] | None
    initial_message: dict[str, Any] | None
    app_thread_id: str
    turns: int
    termination: Termination | None
    error: str | None
    error_source: ErrorSource | None
    app_state: dict[str, Any] | None
    interrupts: list[dict[str, Any]] | None
    check_failed: dict[str, Any] | None
    user_fault: dict[str, Any] | None
    stop_usage: list[dict[str, Any]] | None


class Memo:
    """What was read from the simulator's state (a message dict as a ``Message``, the application's state as a
    read-only value), by the identity of the object the state holds.

    LangGraph hands the same objects from node to node within a run (a checkpoint read back gives new ones, read
    afresh), and the simulator never changes a message or a state in place (an update replaces it), so each is
    validated once per conversation, not at every node: without it, reading the conversation at each node costs
    time quadratic in its length. Each entry keeps its object alive, so an ``id`` is never another object's; the
    oldest entries go beyond ``size``."""

    def __init__(self, size: int = 4096) -> None:
        self._items: Bounded[int, tuple[Any, Any]] = Bounded(size)

    def get(self, raw: Any, read: Callable[[Any], Any]) -> Any:
        """What ``read(raw)`` gives, read once for each object."""
        hit = self._items.get(id(raw))
        if hit is not None and hit[0] is raw:
            return hit[1]
        value = read(raw)
        self._items.put(id(raw), (raw, value))
        return value

    def dump(self, message: Message) -> dict[str, Any]:
        """``message.model_dump()`` for the state, remembered as the message it was dumped from."""
        raw = message.model_dump()
        self._items.put(id(raw), (raw, message))
        return raw


class StateReader:
    """Reads the conversation from the simulator's graph state, remembering what it read (`Memo`): a
    simulator's own, so what it holds goes with the simulator. Sized for a batch's concurrent conversations; an
    application's state can be large, so fewer of them are kept."""

    def __init__(self) -> None:
        self.messages = Memo(2048)
        self.states = Memo(64)
        self.scenarios = Memo(256)
        self._state_messages: Bounded[str, tuple[Any, Any]] = Bounded(STATE_MESSAGES)
        self._conversations: Bounded[int, tuple[tuple[Any, ...], tuple[Message, ...]]] = Bounded(512)

    def trajectory(self, state: Mapping[str, Any]) -> Trajectory:
        """The conversation the state holds. Every part is read already (messages validated, the application's
        state frozen), so the trajectory is assembled without validating them again."""
        app_state = state.get("app_state")
        data = state.get("scenario_data")
        metadata = {"state": self.app_state(app_state)} if app_state is not None else {}
        if data is not None:
            metadata["scenario"] = self.scenarios.get(data, frozen_scenario)[0]
        return _checked_trajectory(
            self._messages(state.get("messages") or ()),
            str(state.get("scenario") or ""),
            FrozenDict(metadata) if metadata else EMPTY,
        )

    def _messages(self, raw: Sequence[Any]) -> tuple[Message, ...]:
        """The state's messages (dicts) as ``Message`` models.

        Each node gets the conversation as a new list: the one read at the node before, with what that node
        added. So the read is kept by the identity of the list's last message (with the list's messages as they
        were, which keeps them alive), and a later list that starts with the same objects (an identity
        comparison, in C) takes it and reads only the messages after it; looking at most `READ_BACK` messages
        behind. A new message is read through `messages` (a node's own new messages are known there already)."""
        size = len(raw)
        for end in range(size, max(size - READ_BACK, 0), -1):
            hit = self._conversations.get(id(raw[end - 1]))
            if hit is not None and len(hit[0]) == end and all(map(operator.is_, hit[0], raw)):
                if end == size:
                    return hit[1]
                read = hit[1] + tuple(self.messages.get(m, Message.model_validate) for m in raw[end:])
                break
        else:
            if not size:
                return ()
            read = tuple(self.messages.get(m, Message.model_validate) for m in raw)
        self._conversations.put(id(raw[-1]), (tuple(raw), read))
        return read

    def scenario(self, state: Mapping[str, Any]) -> Scenario:
        """The conversation's scenario, read once per state value (a state written before scenarios had
        more than a goal holds only the goal)."""
        data = state.get("scenario_data")
        if data is None:
            return Scenario.of(str(state.get("scenario") or ""))
        return self.scenarios.get(data, frozen_scenario)[1]

    def app_state(self, value: Any) -> Any:
        """The application's state, read-only ([`freeze`][langchain_trajectory.trajectory.freeze]), read once per state object.

        A thread's state holds the whole conversation again at every turn, as new objects: its messages (dicts
        with an ``id``) are frozen once each, a message equal to one frozen before (a dict comparison, in C)
        taking that copy, so a turn freezes what it added rather than the whole conversation."""
        return self.states.get(value, self._freeze_state)

    def _freeze_state(self, value: Any) -> Any:
        messages = value.get("messages") if type(value) is dict else None
        if type(messages) is not list:
            return freeze(value, "app_state")
        return FrozenDict(
            {
                key: FrozenList([self._state_message(m) for m in messages])
                if key == "messages"
                else freeze(item, "app_state")
                for key, item in value.items()
            }
        )

    def _state_message(self, message: Any) -> Any:
        key = message.get("id") if type(message) is dict else None
        if type(key) is not str:
            return freeze(message, "app_state")
        seen = self._state_messages.get(key)
        # the same copy as last time (the application's copies are reused while a message stays the same), or
        # an equal one (a state read back from a checkpoint)
        if seen is not None and (seen[0] is message or seen[1] == message):
            return seen[1]
        frozen = freeze(message, "app_state")
        self._state_messages.put(key, (message, frozen))
        return frozen


def frozen_scenario(data: Any) -> tuple[Any, Scenario]:
    return freeze(data, "scenario"), Scenario.of(data, what="the simulator's scenario")


def _error_text(error: BaseException | str) -> str:
    return error if isinstance(error, str) else error_text(error)


def failure(source: ErrorSource, error: BaseException | str) -> dict[str, Any]:
    return {"termination": "error", "error": _error_text(error), "error_source": source}


def run_metadata(values: Mapping[str, Any], *, max_turns: int, thread_id: str) -> dict[str, Any]:
    """How a conversation ended, from its final state: the trajectory's metadata before the fidelity parts."""
    metadata: dict[str, Any] = {
        "termination": values.get("termination"),
        "turns": values.get("turns", 0),
        "max_turns": max_turns,
        "thread_id": thread_id,
        "app_thread_id": values.get("app_thread_id"),
    }
    if values.get("termination") == "error":
        metadata["error"] = values.get("error")
        metadata["error_source"] = values.get("error_source")
    if values.get("termination") == "interrupted":
        metadata["interrupts"] = values.get("interrupts")
    if values.get("termination") == "check_failed":
        metadata["check_failed"] = values.get("check_failed")
    if values.get("stop_usage"):
        metadata[MODEL_CALLS] = values["stop_usage"]  # a model call no message of the conversation keeps
    fault = values.get("user_fault") if values.get("termination") == "user_simulator_fault" else None
    if fault and fault.get(MODEL_CALLS):
        metadata[MODEL_CALLS] = list(fault[MODEL_CALLS])  # the rejected drafts of the turn that ended it
    return metadata


def fidelity_metadata(
    values: Mapping[str, Any],
    metadata: Mapping[str, Any],
    trajectory: Trajectory,
    *,
    user_reviews: bool,
    guards: Sequence[str],
    identity: Mapping[str, Any],
) -> dict[str, Any]:
    """The trajectory's fault, the simulated user's stamp, and the guards' results over the conversation."""
    records = [
        m.metadata["fidelity"]
        for m in trajectory.messages
        if m.role == "user" and isinstance(m.metadata.get("fidelity"), Mapping)
    ]
    fault = values.get("user_fault") if values.get("termination") == "user_simulator_fault" else None
    return {
        "fault": fault_of(metadata, trajectory.messages, user_reviews=user_reviews),
        "user_simulator": identity,
        "fidelity": {
            "guards": list(guards),
            "checked_turns": len(records) + (1 if fault else 0),
            "regenerations": sum(int(r.get("regenerations", 0)) for r in records)
            + (int(fault["attempts"]) - 1 if fault else 0),
            "violations": list(fault["violations"]) if fault else [],
        },
    }


def initial_state_of(scenario: Scenario, initial: Message | None, app_thread_id: str | None) -> SimulationState:
    """The state that starts a fresh conversation about ``scenario`` (a fresh application thread unless
    ``app_thread_id`` is given)."""
    spec = scenario
    return {
        "messages": [],
        "scenario": spec.goal,
        "scenario_data": spec.model_dump(mode="json"),
        "initial_message": initial.model_dump() if initial is not None else None,
        "app_thread_id": app_thread_id or f"app-{uuid.uuid4().hex}",
        "turns": 0,
        "termination": None,
        "error": None,
        "error_source": None,
        "app_state": None,
        "interrupts": None,
        "check_failed": None,
        "user_fault": None,
    }
