"""How often the simulator reads an application's thread, and the per-turn copies it makes of the thread's state.

- A thread this process left idle at the end of a turn it completed is not read again before the next turn
  (one read per conversation, at its first turn); a thread whose turn failed is read before the next attempt,
  which continues the turn cut short instead of starting it again.
- The state kept after each turn equals a fresh JSON-safe copy of the thread's values, and its read-only form a
  fresh ``freeze`` of that, whatever the thread did to its messages in between (a message replaced under its
  id, removed, retyped): copies reused from earlier turns never show an old message.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from _tracing import tracing_mode
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from langchain_trajectory import ConversationSimulator, ScriptedChatModel, ScriptedUser, Trajectory
from langchain_trajectory.simulation import AppContext, GraphApplication
from langchain_trajectory.simulation._bounded import Bounded
from langchain_trajectory.simulation._jsonable import StateSnapshots, jsonable
from langchain_trajectory.simulation._state import StateReader as _StateReader
from langchain_trajectory.testing import tool_call
from langchain_trajectory.trajectory import Message, freeze

CALLS = 3


@tool
def lookup(key: int) -> str:
    """Look a record up."""
    return f"record {key}"


class Brain:
    """A tool call per step until the turn has made ``CALLS``, then the answer; ``fail_at`` (turn, step) raises
    once, as a provider error would."""

    def __init__(self, fail_at: tuple[int, int] | None = None) -> None:
        self.fail_at = fail_at

    def __call__(self, messages: list[BaseMessage]) -> AIMessage:
        turn = sum(isinstance(m, HumanMessage) for m in messages)
        done = 0
        for message in reversed(messages):
            if isinstance(message, HumanMessage):
                break
            done += isinstance(message, ToolMessage)
        if self.fail_at == (turn, done):
            self.fail_at = None
            raise RuntimeError("provider unavailable")
        if done < CALLS:
            return AIMessage("", tool_calls=[tool_call("lookup", {"key": 10 * turn + done}, id=f"t{turn}-{done}")])
        return AIMessage(f"Looked up {done} records.")


def agent(brain: Brain) -> Any:
    return create_agent(ScriptedChatModel(respond=brain), tools=[lookup], checkpointer=InMemorySaver())


def truth(turns: int) -> list[list[tuple[str, dict[str, Any], str]]]:
    return [
        [("lookup", {"key": 10 * t + k}, f"record {10 * t + k}") for k in range(CALLS)] for t in range(1, turns + 1)
    ]


def by_turn(conversation: Trajectory) -> list[list[tuple[str, dict[str, Any], Any]]]:
    return [[(c.name, dict(c.args), c.result) for c in calls] for calls in conversation.tool_calls_by_exchange()]


def count_reads(graph: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every read of the graph's thread state from now on (the real methods run)."""
    reads: list[str] = []
    get_state, aget_state = graph.get_state, graph.aget_state

    def spy(config: Any, **kwargs: Any) -> Any:
        reads.append(config["configurable"]["thread_id"])
        return get_state(config, **kwargs)

    async def aspy(config: Any, **kwargs: Any) -> Any:
        reads.append(config["configurable"]["thread_id"])
        return await aget_state(config, **kwargs)

    monkeypatch.setattr(graph, "get_state", spy)
    monkeypatch.setattr(graph, "aget_state", aspy)
    return reads


@pytest.mark.parametrize("mode", ["off", "on"])
@pytest.mark.parametrize("run", ["sync", "async"])
def test_a_conversation_reads_its_thread_once_and_keeps_every_call(run, mode, monkeypatch):
    app = agent(Brain())
    reads = count_reads(app, monkeypatch)
    simulator = ConversationSimulator(user=ScriptedUser(["a", "b", "c", "d"]), app=app, max_turns=4)
    with tracing_mode(mode):
        if run == "sync":
            conversations = [simulator.simulate(), simulator.simulate()]
        else:
            conversations = [asyncio.run(simulator.asimulate()), asyncio.run(simulator.asimulate())]
    threads = [c.metadata["app_thread_id"] for c in conversations]
    assert reads == threads  # each conversation's thread, read at its first turn only
    for conversation in conversations:
        assert conversation.metadata["termination"] == "max_turns"
        assert by_turn(conversation) == truth(4)
        state = app.get_state({"configurable": {"thread_id": conversation.metadata["app_thread_id"]}})
        assert conversation.metadata["state"] == jsonable(dict(state.values))
        assert state.next == ()


def test_a_fixed_app_thread_is_read_at_every_turn(monkeypatch):
    """Every conversation shares a fixed thread: another may have moved it, so each turn reads it first."""
    graph = agent(Brain())
    reads = count_reads(graph, monkeypatch)
    simulator = ConversationSimulator(
        user=ScriptedUser(["a", "b", "c"]), app=GraphApplication(graph, thread_id="shared"), max_turns=3
    )
    conversation = simulator.simulate()
    assert reads == ["shared"] * 3
    assert by_turn(conversation) == truth(3)


@pytest.mark.parametrize("run", ["sync", "async"])
def test_after_a_failed_turn_the_thread_is_read_and_the_turn_continued(run, monkeypatch):
    """The app fails in its second turn after one tool call; the same turn asked again reads the thread and
    continues it from its checkpoint: the user's message is on the thread once and the turn has every call."""
    graph = agent(Brain(fail_at=(2, 1)))
    reads = count_reads(graph, monkeypatch)
    app = GraphApplication(graph)
    context = AppContext(thread_id="conversation-1")

    def respond(trajectory: Trajectory) -> Message:
        turn = app.respond(trajectory, context) if run == "sync" else asyncio.run(app.arespond(trajectory, context))
        (message,) = turn.messages
        return message

    first = Trajectory(messages=[Message.user("a", metadata={"id": "user-1"})])
    conversation = first.with_message(respond(first))
    second = conversation.with_message(Message.user("b", metadata={"id": "user-2"}))
    with pytest.raises(RuntimeError, match="provider unavailable"):
        respond(second)
    answer = respond(second)
    # read at the first turn and at the attempt after the failure; not at the failed turn, which followed a
    # completed one
    assert reads == ["conversation-1"] * 2
    assert [(c.name, dict(c.args), c.result) for c in answer.tool_calls] == truth(2)[1]
    messages = graph.get_state({"configurable": {"thread_id": "conversation-1"}}).values["messages"]
    assert [m.id for m in messages if isinstance(m, HumanMessage)] == ["user-1", "user-2"]
    assert sum(isinstance(m, ToolMessage) for m in messages) == 2 * CALLS


# -- the state copies ---------------------------------------------------------------------------------------

_TEXT = st.text(max_size=6)
_MESSAGE = st.builds(
    lambda kind, key, text: (kind, key, text),
    st.sampled_from(["human", "ai", "tool"]),
    st.sampled_from(["m1", "m2", "m3", "m4", None]),
    _TEXT,
)


def _lc(kind: str, key: str | None, text: str) -> BaseMessage:
    if kind == "human":
        return HumanMessage(text, id=key)
    if kind == "ai":
        return AIMessage(text, id=key, tool_calls=[tool_call("lookup", {"key": len(text)}, id="c1")] if text else [])
    return ToolMessage(text, id=key, tool_call_id="c1")


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(_MESSAGE, max_size=6), min_size=1, max_size=6), st.integers(0, 3))
def test_state_copies_equal_fresh_copies_turn_after_turn(turns, extra):
    """Each turn's state is new objects; messages keep or change their content under reused ids."""
    snapshots, reader = StateSnapshots(size=3), _StateReader()
    for turn in turns:
        values = {"messages": [_lc(*m) for m in turn], "count": extra, "notes": [extra, {"k": extra}]}
        copy = snapshots.snapshot(values)
        assert copy == jsonable(values)
        assert list(copy) == list(values)
        assert reader.app_state(copy) == freeze(copy)
        assert reader.app_state(copy) == reader.app_state(jsonable(values))


def test_a_message_is_copied_once_while_it_stays_the_same():
    snapshots = StateSnapshots()
    reply = AIMessage("hi", id="a1")
    first = snapshots.snapshot({"messages": [HumanMessage("x", id="h1"), reply]})
    assert snapshots.message(reply) is first["messages"][1]
    replaced = AIMessage("changed", id="a1")
    second = snapshots.snapshot({"messages": [HumanMessage("x", id="h1"), replaced]})
    assert second["messages"][0] is first["messages"][0]  # equal: the copy is reused
    assert second["messages"][1] == jsonable(replaced)  # replaced under its id: copied afresh


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["get", "put", "pop"]), st.integers(0, 5)), max_size=40))
def test_the_bounded_map_forgets_the_least_recently_used_entries(operations):
    """Against a brute-force reference: a list of (key, value) in use order, most recent last."""
    bounded: Bounded[int, int] = Bounded(3)
    reference: list[tuple[int, int]] = []
    for step, (operation, key) in enumerate(operations):
        found = next((value for k, value in reference if k == key), None)
        if operation == "get":
            assert bounded.get(key) == found
            if found is not None:
                reference = [(k, v) for k, v in reference if k != key] + [(key, found)]
        elif operation == "put":
            bounded.put(key, step)
            reference = ([(k, v) for k, v in reference if k != key] + [(key, step)])[-3:]
        else:
            assert bounded.pop(key) == found
            reference = [(k, v) for k, v in reference if k != key]
        assert len(bounded) == len(reference)
