"""The message helpers capture uses to peek at chain inputs and outputs (``reading/langchain.py``): every message
form (object, LangChain-serialized dict, plain dict), and the calls an AI message requested."""

from __future__ import annotations

import pytest
from langchain_core.load import dumpd
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from langchain_trajectory import TrajectoryInputError
from langchain_trajectory.reading.langchain import message_field, message_tool_calls, message_type

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
