"""Reading the simulator's graph state back, each part once, and the shortcuts a turn takes.

- The conversation a state holds reads as every message validated afresh would, whatever happened to the list
  between reads: grown by a node, cut back, a message replaced by an equal copy or by another one.
- An application's string reply reads as the readers read it (a one-message reply), and replies without calls
  keep their messages as they are.
- Each node routes by its own result: a termination in the state (not only in the node's update) ends the
  conversation after the node, as the conditional edge it replaces did; callbacks see the node's run end with a
  ``Command`` (its update, the next node), or with its update when it ends the conversation.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from langchain_core.callbacks import BaseCallbackHandler
from langgraph.types import Command

from langchain_trajectory import ConversationSimulator, ScriptedUser
from langchain_trajectory.reading import trajectory_from_messages
from langchain_trajectory.simulation._app_runs import continue_steps
from langchain_trajectory.simulation._replies import read_app_reply
from langchain_trajectory.simulation._state import READ_BACK, StateReader
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

_TEXT = st.text(max_size=8)
_OPERATION = st.one_of(
    st.tuples(st.just("add"), st.integers(1, READ_BACK + 3), _TEXT),  # a node's new messages
    st.tuples(st.just("cut"), st.integers(0, 12), _TEXT),  # back to a prefix (a checkpoint, a branch)
    st.tuples(st.just("copy"), st.integers(0, 12), _TEXT),  # one message as an equal new dict
    st.tuples(st.just("change"), st.integers(0, 12), _TEXT),  # one message as another dict
    st.tuples(st.just("same"), st.just(0), _TEXT),  # the same list again
)


def _dump(index: int, text: str) -> dict[str, Any]:
    role = "user" if index % 2 == 0 else "assistant"
    return Message(role=role, content=text, metadata={"n": index}).model_dump()


@settings(max_examples=300, deadline=None)
@given(st.lists(_OPERATION, max_size=30), st.booleans())
def test_a_state_reads_as_its_messages_validated_afresh(operations, dumped):
    """Against the brute-force reading: every message dict of the list validated now."""
    reader = StateReader()
    messages: list[dict[str, Any]] = []
    for operation, count, text in operations:
        if operation == "add":
            new = [_dump(len(messages) + i, text) for i in range(count)]
            if dumped:  # a node's own messages are known to the reader when it writes them
                new = [reader.messages.dump(Message.model_validate(m)) for m in new]
            messages = messages + new  # a node's update: a new list, the same message objects
        elif operation == "cut":
            messages = messages[: min(count, len(messages))]
        elif operation in ("copy", "change") and messages:
            index = count % len(messages)
            raw = dict(messages[index]) if operation == "copy" else _dump(index, text + "!")
            messages = [*messages[:index], raw, *messages[index + 1 :]]
        read = reader.trajectory({"messages": messages}).messages
        assert read == tuple(Message.model_validate(m) for m in messages)
        assert [m.model_dump() for m in read] == messages


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=20))
def test_a_string_reply_reads_as_the_readers_read_it(text):
    reply = read_app_reply(text)
    expected = list(trajectory_from_messages([Message.assistant(text)]).messages)
    assert reply == expected
    assert [m.model_dump() for m in reply] == [m.model_dump() for m in expected]
    assert [m.model_fields_set for m in reply] == [m.model_fields_set for m in expected]


def test_replies_without_calls_keep_their_messages_whatever_the_conversation_before():
    call = ToolCall(name="lookup", args={"key": 1}, step=0)
    before = Trajectory(
        messages=(Message.user("hi"), Message.assistant("", [call]), Message.assistant("done"))
    )
    replies = [Message.assistant("one"), Message.assistant("two", metadata={"model_turns": 2})]
    assert continue_steps(before, replies) == replies
    numbered = continue_steps(before, [Message.assistant("three", [call])])
    assert numbered[0].tool_calls[0].step == 2  # a call is still numbered after the conversation's model turns


def test_a_termination_already_in_the_state_ends_the_conversation_after_the_next_node():
    sim = ConversationSimulator(user=ScriptedUser(["a", "b", "c"]), app=lambda t: "ok", max_turns=3)
    state = {**sim.initial_state(), "termination": "user_stop"}
    steps = [next(iter(update)) for update in sim.graph.stream(state, sim.config(), stream_mode="updates")]
    assert steps == ["simulated_user"]
    final = sim.graph.invoke(state, sim.config())
    assert [m["content"] for m in final["messages"]] == ["a"]
    assert final["termination"] == "user_stop"


def test_a_node_run_reports_its_update_and_next_node_to_callbacks():
    """A node's run ends with a ``Command`` (its update, the next node); the node that ends the conversation ends
    with its plain update."""

    class Outputs(BaseCallbackHandler):
        def __init__(self) -> None:
            self.names: dict[Any, str] = {}
            self.outputs: list[tuple[str, Any]] = []

        def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: Any, **kwargs: Any) -> None:
            self.names[run_id] = kwargs.get("name") or ""

        def on_chain_end(self, outputs: Any, *, run_id: Any, **kwargs: Any) -> None:
            if self.names.get(run_id) in ("simulated_user", "application"):
                self.outputs.append((self.names[run_id], outputs))

    handler = Outputs()
    sim = ConversationSimulator(user=ScriptedUser(["a", "b"]), app=lambda t: "ok", max_turns=2)
    sim.simulate(config={"callbacks": [handler]})
    *routed, (last_node, last) = handler.outputs
    assert [(name, out.goto) for name, out in routed] == [
        ("simulated_user", "application"),
        ("application", "simulated_user"),
        ("simulated_user", "application"),
    ]
    assert [out.update["messages"][0]["content"] for _, out in routed] == ["a", "ok", "b"]
    assert all(isinstance(out, Command) for _, out in routed)
    assert last_node == "application" and last["termination"] == "max_turns"
