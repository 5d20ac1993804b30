"""The open table of message shapes: each provider module's rows in order, every message read into a frozen view,
and a shape registered from a test read wherever messages are (readers and evaluators)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage, ToolMessage

from langchain_trajectory import Message, ToolCall
from langchain_trajectory.evaluators import ToolTrajectoryEvaluator
from langchain_trajectory.reading import (
    MESSAGE_FORMATS,
    MessageFormat,
    MessageView,
    TrajectoryInputError,
    is_message,
    register_message_format,
    to_tool_calls,
    to_trajectory,
)
from langchain_trajectory.reading._messages import message_format, read_message


def test_the_provider_modules_register_their_message_formats_in_order():
    assert [f.name for f in MESSAGE_FORMATS][:5] == [
        "message",
        "langchain_chunk",
        "langchain_object",
        "langchain_serialized",
        "message_dict",
    ]


@pytest.mark.parametrize(
    ("item", "name", "role"),
    [
        (Message.user("hi"), "message", "user"),
        (AIMessageChunk(content="x"), "langchain_chunk", "assistant"),
        (HumanMessage("hi"), "langchain_object", "user"),
        (
            {"lc": 1, "type": "constructor", "id": ["x", "HumanMessage"], "kwargs": {"content": "hi"}},
            "langchain_serialized",
            "user",
        ),
        ({"role": "user", "content": "hi"}, "message_dict", "user"),
    ],
)
def test_each_shape_is_read_by_its_format_into_a_frozen_view(item, name, role):
    assert message_format(item).name == name
    view = read_message(item, 0)
    assert isinstance(view, MessageView) and view.role == role
    with pytest.raises(AttributeError):
        view.role = "system"  # type: ignore[misc]


def test_a_dict_that_is_no_message_is_read_by_the_dict_format_to_name_its_wrong_field():
    assert not is_message({"name": "search"})
    with pytest.raises(TrajectoryInputError, match="message 3: 'role' must be one of"):
        read_message({"name": "search"}, 3)
    with pytest.raises(TrajectoryInputError, match="message 0: expected a LangChain message"):
        read_message(42, 0)


@dataclasses.dataclass
class Turn:
    """A made-up message object: who spoke, what they said, the tools they called (name, args, id)."""

    speaker: str
    said: str
    used: list[tuple[str, dict[str, Any], str]] = dataclasses.field(default_factory=list)
    answers: str | None = None


def _read_turn(item: Turn, index: int) -> MessageView:
    if item.answers is not None:
        result = {
            "tool_call_id": item.answers,
            "name": None,
            "content": item.said,
            "error": None,
            "artifact": None,
            "additional_kwargs": None,
            "where": f"message {index}",
        }
        return MessageView(None, "", [], [result], None)
    calls = [
        {"name": n, "args": a, "id": i, "result": None, "error": None, "step": None, "metadata": {}}
        for n, a, i in item.used
    ]
    return MessageView({"bot": "assistant", "person": "user"}[item.speaker], item.said, calls, None, None)


@pytest.fixture
def turn_format() -> Any:
    fmt = MessageFormat("turn", lambda cls: issubclass(cls, Turn), _read_turn)
    register_message_format(fmt, before="message_dict")
    yield fmt
    MESSAGE_FORMATS.remove(fmt)
    register_message_format(MESSAGE_FORMATS[0])  # empties the per-class cache


def test_a_message_format_registered_from_a_test_is_read_everywhere(turn_format):
    conversation = [
        Turn("person", "add 2 and 3"),
        Turn("bot", "", [("add", {"a": 2, "b": 3}, "c1")]),
        Turn("bot", "5", answers="c1"),
        Turn("bot", "It is 5."),
    ]
    same = [
        HumanMessage("add 2 and 3"),
        AIMessage("", tool_calls=[{"name": "add", "args": {"a": 2, "b": 3}, "id": "c1"}]),
        ToolMessage("5", tool_call_id="c1"),
        AIMessage("It is 5."),
    ]
    assert is_message(conversation[0])
    read = to_trajectory(conversation)
    assert [(m.role, m.content) for m in read.messages] == [(m.role, m.content) for m in to_trajectory(same).messages]
    assert to_tool_calls(conversation) == [ToolCall(name="add", args={"a": 2, "b": 3}, id="c1", result="5", step=0)]
    evaluator = ToolTrajectoryEvaluator("strict")
    expected = [{"name": "add", "args": {"a": 2, "b": 3}}]
    assert evaluator.evaluate(conversation, expected).model_dump() == evaluator.evaluate(same, expected).model_dump()


def test_registering_before_an_unknown_format_is_refused():
    with pytest.raises(ValueError, match="no message format named 'nope'"):
        register_message_format(MessageFormat("x", lambda cls: False, _read_turn), before="nope")
