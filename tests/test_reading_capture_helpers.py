"""The message helpers capture uses to peek at chain inputs and outputs (``reading/langchain.py``): every message
form (object, LangChain-serialized dict, plain dict), LangGraph ``Command`` updates, and what a tool returned."""

from __future__ import annotations

import pytest
from langchain_core.load import dumpd
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langgraph.types import Command

from langchain_trajectory import TrajectoryInputError
from langchain_trajectory.reading.langchain import (
    answer_of,
    command_update,
    message_field,
    message_tool_calls,
    message_type,
    read_tool_output,
    tool_messages,
)

TOOL = ToolMessage("sunny", tool_call_id="c1", name="weather", artifact={"raw": 1})
FAILED = ToolMessage("Error: boom", tool_call_id="c2", status="error")


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        (AIMessage("x"), "ai"),
        (HumanMessage("x"), "human"),
        (SystemMessage("x"), "system"),
        (TOOL, "tool"),
        (dumpd(AIMessage("x")), "ai"),
        (dumpd(TOOL), "tool"),
        (
            {
                "lc": 1,
                "type": "constructor",
                "id": ["langchain", "schema", "messages", "HumanMessage"],
                "kwargs": {},
            },
            "human",
        ),
        ({"lc": 1, "type": "constructor", "id": [], "kwargs": {}}, None),
        ({"role": "user", "content": "x"}, "human"),
        ({"role": "assistant", "content": "x"}, "ai"),
        ({"role": "developer", "content": "x"}, "system"),
        ({"role": "tool", "content": "x"}, "tool"),
        ({"type": "ai", "content": "x"}, "ai"),
        ({"role": "user"}, None),  # no content: not a message
        ({"role": 3, "content": "x"}, None),
        ("text", None),
        (42, None),
    ],
)
def test_message_type_of_every_form(message, kind):
    assert message_type(message) == kind


def test_message_field_reads_objects_serialized_and_plain_dicts():
    assert message_field(TOOL, "tool_call_id") == "c1"
    assert message_field(dumpd(TOOL), "tool_call_id") == "c1"
    assert message_field({"tool_call_id": "c3"}, "tool_call_id") == "c3"
    assert message_field({"lc": 1, "type": "constructor", "id": ["x"]}, "content", "none") == "none"
    assert message_field(TOOL, "missing", 7) == 7 and message_field({}, "missing", 8) == 8


def test_answer_of_gives_result_or_error():
    assert answer_of(TOOL) == ("sunny", None)
    assert answer_of(FAILED) == (None, "Error: boom")
    assert answer_of(dumpd(FAILED)) == (None, "Error: boom")
    assert answer_of({"role": "tool", "content": [{"type": "text", "text": "a"}, "b"]}) == ("ab", None)


def test_tool_messages_in_states_commands_and_lists():
    state = {"messages": [HumanMessage("q"), TOOL, AIMessage("a")]}
    assert tool_messages(state) == [TOOL]
    assert tool_messages({"output": TOOL}) == [TOOL]
    assert tool_messages({"output": [TOOL, FAILED]}) == [TOOL, FAILED]
    assert tool_messages([TOOL, {"messages": [FAILED]}, HumanMessage("x")]) == [TOOL, FAILED]
    assert tool_messages(Command(update={"messages": [TOOL]})) == [TOOL]
    assert tool_messages({"messages": "not a list"}) == []
    assert tool_messages(HumanMessage("x")) == []


def test_command_update_in_object_dict_and_pair_forms():
    assert command_update(Command(update={"messages": [TOOL]})) == {"messages": [TOOL]}
    assert command_update({"update": {"k": 1}, "goto": "node"}) == {"k": 1}
    assert command_update({"update": {"k": 1}, "graph": "PARENT"}) == {"k": 1}
    assert command_update({"update": {"k": 1}}) is None  # a state that happens to have an "update" key
    assert command_update(Command(update=[("messages", TOOL), ("other", 1)])) == {"messages": [TOOL]}
    assert command_update(Command(update=[("messages", [TOOL, FAILED])])) == {"messages": [TOOL, FAILED]}
    assert command_update(Command(update=[TOOL])) == {"messages": [TOOL]}
    assert command_update(TOOL) is None and command_update(None) is None


def test_read_tool_output_of_messages_commands_and_values():
    assert read_tool_output(TOOL, None) == ("sunny", None, "c1", {"artifact": {"raw": 1}})
    assert read_tool_output(TOOL, "given") == ("sunny", None, "given", {"artifact": {"raw": 1}})
    assert read_tool_output(FAILED, "c2") == (None, "Error: boom", "c2", {})
    assert read_tool_output({"plain": 1}, "c9") == ({"plain": 1}, None, "c9", {})
    other = ToolMessage("other", tool_call_id="zz")
    command = Command(update={"messages": [other, TOOL]})
    assert read_tool_output(command, "c1") == ("sunny", None, "c1", {"command": True, "artifact": {"raw": 1}})
    assert read_tool_output(command, "nope")[0] == "other"  # no match by id: the first answer
    assert read_tool_output(Command(update={"k": 1}), "c1") == (None, None, "c1", {"command": True})


def test_message_tool_calls_of_every_form():
    ai = AIMessage(
        "",
        tool_calls=[{"name": "a", "args": {"x": 1}, "id": "1"}],
        invalid_tool_calls=[
            {"name": "b", "args": "{bad", "id": "2", "error": None, "type": "invalid_tool_call"}
        ],
    )
    for form in (ai, dumpd(ai), ai.model_dump()):
        calls = message_tool_calls(form)
        assert [(c["name"], dict(c["args"]), c["id"], c["error"]) for c in calls] == [
            ("a", {"x": 1}, "1", None),
            ("b", {}, "2", "invalid tool call: arguments could not be parsed"),
        ]
    openai = {
        "role": "assistant",
        "tool_calls": [{"id": "9", "type": "function", "function": {"name": "s", "arguments": "{}"}}],
    }
    assert [c["name"] for c in message_tool_calls(openai)] == ["s"]
    for not_ai in (HumanMessage("x"), "text"):
        with pytest.raises(TrajectoryInputError, match="expected an AI message"):
            message_tool_calls(not_ai)
