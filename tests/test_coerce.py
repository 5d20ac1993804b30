"""Every accepted input shape, and a clear error for every malformed one."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from langchain_trajectory import (
    Message,
    ToolCall,
    Trajectory,
    TrajectoryInputError,
    to_tool_calls,
    to_trajectory,
)
from langchain_trajectory.coerce import to_tool_call


def names_args(calls):
    return [(c.name, c.args) for c in calls]


@pytest.mark.parametrize(
    "shape",
    [
        [ToolCall.of("search", {"q": "x"})],
        [{"name": "search", "args": {"q": "x"}}],
        [{"name": "search", "arguments": {"q": "x"}}],
        [{"name": "search", "arguments": '{"q": "x"}'}],
        [{"id": "c", "type": "function", "function": {"name": "search", "arguments": '{"q": "x"}'}}],
        [{"name": "search", "args": {"q": "x"}, "id": "c", "type": "tool_call"}],
        {"tool_calls": [{"name": "search", "args": {"q": "x"}}]},
        {"output": [{"name": "search", "args": {"q": "x"}}]},
        {"trajectory": [{"name": "search", "args": {"q": "x"}}]},
        {
            "messages": [
                HumanMessage("hi"),
                AIMessage("", tool_calls=[{"name": "search", "args": {"q": "x"}, "id": "c"}]),
            ]
        },
        [
            {"role": "user", "content": "hi"},
            {
                "role": "assistant",
                "content": "",
                "tool_calls": [
                    {"id": "c", "type": "function", "function": {"name": "search", "arguments": '{"q":"x"}'}}
                ],
            },
        ],
        Trajectory(messages=(Message.assistant("", [ToolCall.of("search", {"q": "x"})]),)),
        {"name": "search", "args": {"q": "x"}},
    ],
)
def test_every_shape_gives_the_same_tool_calls(shape):
    assert names_args(to_tool_calls(shape)) == [("search", {"q": "x"})]
    assert names_args(to_trajectory(shape).tool_calls()) == [("search", {"q": "x"})]


def test_bare_names_inside_a_list_are_tool_calls():
    assert names_args(to_tool_calls(["a", "b"])) == [("a", {}), ("b", {})]


def test_empty_list_is_an_empty_trajectory_but_none_is_an_error():
    assert to_tool_calls([]) == []
    assert to_trajectory([]).messages == ()
    with pytest.raises(TrajectoryInputError, match="missing"):
        to_tool_calls(None)
    with pytest.raises(TrajectoryInputError, match="missing"):
        to_trajectory(None, what="expected")
    with pytest.raises(TrajectoryInputError, match="'messages' is None"):
        to_trajectory({"messages": None})


def test_trajectory_json_text_is_parsed():
    t = Trajectory(
        messages=(Message.user("hi"), Message.assistant("yo", [ToolCall.of("x", {"a": 1})])), scenario="s"
    )
    assert to_trajectory(t.to_json()) == t


@pytest.mark.parametrize(
    ("shape", "fragment"),
    [
        (
            [{"name": "a"}, {"name": "b"}, {"name": "c", "args": [1, 2]}],
            "tool call 2: 'args' must be a dict or a JSON object string, got list",
        ),
        ([{"name": "a", "arguments": "{not json"}], "tool call 0: 'arguments' is not valid JSON"),
        (
            [{"name": "a", "arguments": "[1]"}],
            "tool call 0: 'arguments' must be a JSON object string, got JSON list",
        ),
        ([{"args": {}}], "tool call 0: 'name' must be a non-blank string"),
        ([{"name": "ok"}, 42], "tool call 1: expected a ToolCall"),
        ([{"name": "ok"}, ""], "tool call 1: a bare tool name must be non-blank"),
        ([{"function": "search"}], "tool call 0: 'function' must be a dict"),
        ([{"name": "a", "step": "one"}], "tool call 0: 'step' must be an int"),
        ([{"name": "a", "metadata": [1]}], "tool call 0: 'metadata' must be a dict"),
        ({"foo": 1}, "must hold one of"),
        ("final answer text", "bare string"),
        (42, "got int"),
        (
            [{"role": "user", "content": "hi"}, {"role": "robot", "content": "x"}],
            "message 1: 'role' must be one of",
        ),
        (
            [{"role": "user", "content": "hi"}, {"role": "assistant", "content": 5}],
            "message 1: 'content' must be a string",
        ),
        (
            [
                {"role": "user", "content": "hi"},
                {"role": "assistant", "tool_calls": [{"function": {"name": "s", "arguments": "[]"}}]},
            ],
            "message 1: tool call 0: 'function.arguments' must be a JSON object string",
        ),
        (
            [{"role": "user", "content": "hi"}, {"role": "tool", "tool_call_id": "nope", "content": "x"}],
            "message 1: tool result 'tool_call_id' 'nope' matches no earlier tool call",
        ),
        ([HumanMessage("hi"), ToolMessage("r", tool_call_id="zz")], "message 1: tool result"),
        (
            [{"role": "user", "content": "hi", "tool_calls": [{"name": "x"}]}],
            "message 0: only assistant messages",
        ),
    ],
)
def test_malformed_shapes_raise_with_index_and_field(shape, fragment):
    with pytest.raises(TrajectoryInputError) as info:
        to_trajectory(shape)
    assert fragment in str(info.value)
    assert isinstance(info.value, ValueError)


def test_to_tool_call_keeps_result_error_and_id():
    call = to_tool_call(
        {"name": "a", "args": {}, "id": 7, "result": {"ok": True}, "error": {"code": 1}, "step": 2}
    )
    assert call.id == "7" and call.result == {"ok": True} and call.error == '{"code": 1}' and call.step == 2
