"""Every way the readers refuse an input, with the exact message: the element's index, the field, what was wrong.

Each message is pinned in full (a long one by its first 110 characters, marked ``...``), so that a reader that
names the wrong element, the wrong field or nothing at all fails here.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import (
    AIMessage,
    ChatMessage,
    HumanMessage,
    RemoveMessage,
    ToolMessage,
)

from langchain_trajectory import Trajectory, TrajectoryInputError, to_trajectory
from langchain_trajectory.reading import (
    message_text,
    to_tool_calls,
    tool_result_value,
    trajectory_from_messages,
)
from langchain_trajectory.reading.langchain import message_tool_calls
from langchain_trajectory.reading.steps import read_call_sequence, sequence_trajectory

U = {"role": "user", "content": "go"}


def oa(name: str = "s", args: str = "{}", cid: str | None = None) -> dict:
    """An OpenAI tool call."""
    c = {"type": "function", "function": {"name": name, "arguments": args}}
    if cid:
        c["id"] = cid
    return c


CASES = [
    (
        "calls",
        [{"name": "s", "arguments": "{bad"}],
        "tool call 0: 'arguments' is not valid JSON (Expecting property name enclosed in double quotes): '{bad'",
    ),
    (
        "calls",
        [{"name": "s", "arguments": "[" * 3000 + "]" * 3000}],
        "tool call 0: 'arguments' is nested too deeply to parse",
    ),
    (
        "calls",
        [{"name": "s", "arguments": '{"n": ' + "9" * 5000 + "}"}],
        "tool call 0: 'arguments' cannot be decoded: Exceeds the limit (4300 digits) for integer string conversion: val...",
    ),
    (
        "calls",
        [{"name": "s", "arguments": "[1, 2]"}],
        "tool call 0: 'arguments' must be a JSON object string, got JSON list",
    ),
    (
        "calls",
        [{"name": "s", "arguments": "3"}],
        "tool call 0: 'arguments' must be a JSON object string, got JSON int",
    ),
    (
        "calls",
        [{"name": "s", "args": {1: "x", "b": 2}}],
        "tool call 0: argument names must be strings, got ['1', \"'b'\"]",
    ),
    (
        "calls",
        [{"name": "s", "args": [1]}],
        "tool call 0: 'args' must be a dict or a JSON object string, got list",
    ),
    ("calls", ["ok", "  "], "tool call 1: a bare tool name must be non-blank"),
    (
        "calls",
        ["ok", 3.5],
        "tool call 1: expected a ToolCall, a dict with 'name' and 'args', or a tool name, got float",
    ),
    ("calls", [{"function": "s"}], "tool call 0: 'function' must be a dict, got str"),
    (
        "calls",
        [{"function": {"name": "s", "arguments": "{}", "description": "d"}}],
        "tool call 0: 'function': unknown field(s) ['description']; a tool call holds ['arguments', 'name']",
    ),
    (
        "calls",
        [{"function": {"name": "s", "arguments": "{}"}, "args": {}}],
        "tool call 0: give the name and arguments once; found 'args' beside 'function'",
    ),
    ("calls", [{"name": "   "}], "tool call 0: 'name' must be a non-blank string, got '   '"),
    ("calls", [{"name": 7}], "tool call 0: 'name' must be a non-blank string, got 7"),
    ("calls", [{"args": {}}], "tool call 0: 'name' must be a non-blank string, got None"),
    ("calls", [{"name": "s", "step": "1"}], "tool call 0: 'step' must be an int or None, got str"),
    ("calls", [{"name": "s", "step": True}], "tool call 0: 'step' must be an int or None, got bool"),
    ("calls", [{"name": "s", "metadata": [1]}], "tool call 0: 'metadata' must be a dict, got list"),
    ("calls", [{"name": "s", "metadata": {1: 2}}], "tool call 0: 'metadata' keys must be strings"),
    (
        "calls",
        [{"name": "s", "args": {}, "arguments": "{}"}],
        "tool call 0: give the name and arguments once; found 'args', 'arguments'",
    ),
    (
        "calls",
        [{"name": "s", "arguments": "{}", "input": {}}],
        "tool call 0: give the name and arguments once; found 'arguments', 'input'",
    ),
    (
        "calls",
        [{"name": "s", "parameters": {}}],
        "tool call 0: arguments go under 'args', 'arguments' or 'input', not 'parameters'",
    ),
    (
        "calls",
        [{"name": "s", "args": {}, "zzz": 1, "aaa": 2}],
        "tool call 0: unknown field(s) ['aaa', 'zzz']; a tool call holds ['args', 'arguments', 'cache_control', 'call_i...",
    ),
    (
        "msgs",
        [U, {"role": "robot", "content": "x"}],
        "message 1: 'role' must be one of ['AIMessageChunk', 'FunctionMessageChunk', 'HumanMessageChunk', 'SystemMessag...",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": "x", "extra": 1}],
        "message 1: unknown field(s) ['extra']; a message dict holds ['additional_kwargs', 'annotations', 'artifact', '...",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": 5}],
        "message 1: 'content' must be a string or a list of content blocks, got int",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [5]}],
        "message 1: content block 0: expected a string or a dict, got int",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [{"type": 5}]}],
        "message 1: content block 0: a content block's 'type' must be a string, got int",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [{"text": 1, "zz": 2}]}],
        "message 1: content block 0: a content block needs a 'type', got keys ['text', 'zz']",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [{"foo": 1}]}],
        "message 1: content block 0: a content block needs a 'type', got keys ['foo']",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [{"type": "text", "text": 3}]}],
        "message 1: content block 0: 'text' must be a string, got int",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [{"type": "refusal", "refusal": 3}]}],
        "message 1: content block 0: 'refusal' must be a string, got int",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [{"type": "text", "name": "s", "input": {}}]}],
        "message 1: content block 0: a 'text' block carries a tool call (keys ['input', 'name', 'type']); a tool call n...",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [{"type": "my_call", "name": "s", "args": {}}]}],
        "message 1: content block 0: a block of unknown type 'my_call' carries a tool call (keys ['args', 'name', 'type...",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [{"type": "_", "id": "c1", "input": {}}]}],
        "message 1: content block 0: a block of unknown type '_' carries a tool call (keys ['id', 'input', 'type']); ...",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "tool_calls": "x"}],
        "message 1: 'tool_calls' must be a list, got str 'x'",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": "", "tool_calls": [oa(args="[]")]}],
        "message 1: tool call 0: 'function.arguments' must be a JSON object string, got JSON list",
    ),
    (
        "msgs",
        [U, {"role": "user", "content": "", "tool_calls": [oa()]}],
        "message 1: only assistant messages may carry tool calls (role 'user')",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "additional_kwargs": 3}],
        "message 1: 'additional_kwargs' must be a dict",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "additional_kwargs": {"tool_calls": 3}}],
        "message 1: 'additional_kwargs.tool_calls' must be a list, got int 3",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "function_call": 3}],
        "message 1: 'function_call' must be a dict with 'name' and 'arguments', got int",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "function_call": {"name": " "}}],
        "message 1: 'function_call': 'name' must be a non-blank string, got ' '",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "tool_call_chunks": 3}],
        "message 1: 'tool_call_chunks' must be a list, got int 3",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "invalid_tool_calls": 3}],
        "message 1: 'invalid_tool_calls' must be a list, got int",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "invalid_tool_calls": [3]}],
        "message 1: invalid tool call 0: an invalid tool call must be a dict, got int",
    ),
    ("msgs", [U, {"role": "assistant", "metadata": 3}], "message 1: 'metadata' must be a dict, got int"),
    (
        "msgs",
        [U, {"role": "tool", "tool_call_id": ["x"], "content": "r"}],
        "message 1: 'tool_call_id' must be a string, got list",
    ),
    (
        "msgs",
        [U, {"role": "tool", "tool_call_id": "nope", "content": "r"}],
        "message 1: tool result 'tool_call_id' 'nope' matches no earlier tool call",
    ),
    (
        "msgs",
        [U, {"role": "tool", "content": "r"}],
        "message 1: a tool result without 'tool_call_id' answers no unanswered call of the assistant message before it",
    ),
    (
        "msgs",
        [U, {"role": "tool", "status": "error", "content": "r"}],
        "message 1: a tool result without 'tool_call_id' answers no unanswered call of the assistant message before it",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "tool_calls": [oa("a")]}, {"role": "tool", "name": "b", "content": "r"}],
        "message 2: a tool result without 'tool_call_id' for 'b' answers no unanswered call of the assistant message before it",
    ),
    (
        "msgs",
        [U, {"role": "user", "content": [{"type": "tool_result", "tool_use_id": 3}]}],
        "message 1: content block 0: a 'tool_result' block needs a 'tool_use_id' string, got 3",
    ),
    (
        "msgs",
        [U, {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t", "is_error": "yes"}]}],
        "message 1: content block 0: 'is_error' must be a bool, got str",
    ),
    (
        "msgs",
        [U, {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t", "content": "x"}]}],
        "message 1: content block 0: tool result 'tool_call_id' 't' matches no earlier tool call",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [{"type": "web_search_tool_result", "content": []}]}],
        "message 1: content block 0: a 'web_search_tool_result' block needs a 'tool_use_id' string",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [{"type": "tool_use", "id": "t", "name": "", "input": {}}]}],
        "message 1: content block 0: 'name' must be a non-blank string, got ''",
    ),
    (
        "msgs",
        [U, {"role": "assistant", "content": [{"type": "server_tool_result", "output": 1}]}],
        "message 1: content block 0: a 'server_tool_result' block needs a 'tool_call_id' string",
    ),
    (
        "msgs",
        [U, {"role": "user", "content": [{"type": "tool_use", "id": "t", "name": "s", "input": {}}]}],
        "message 1: only assistant messages may carry tool calls (role 'user')",
    ),
    (
        "msgs",
        [U, {"lc": 1, "type": "constructor", "id": ["x", "AIMessage"], "kwargs": 3}],
        "message 1: a serialized message needs 'kwargs', got 3",
    ),
    (
        "msgs",
        [HumanMessage("go"), RemoveMessage(id="x")],
        "message 1: unsupported message type RemoveMessage (role 'remove')",
    ),
    (
        "msgs",
        [HumanMessage("go"), ChatMessage(role="tool", content="x")],
        "message 1: unsupported message type ChatMessage (role 'tool')",
    ),
    (
        "msgs",
        [
            HumanMessage("go"),
            HumanMessage(content=[{"type": "tool_use", "id": "t", "name": "s", "input": {}}]),
        ],
        "message 1: only assistant messages may carry tool calls (HumanMessage)",
    ),
    (
        "msgs",
        [HumanMessage("go"), AIMessage("", additional_kwargs={"function_call": 3})],
        "message 1: 'function_call' must be a dict, got int",
    ),
    (
        "msgs",
        [HumanMessage("go"), ToolMessage("r", tool_call_id="zz")],
        "message 1: tool result 'tool_call_id' 'zz' matches no earlier tool call",
    ),
    (
        "msgs",
        [HumanMessage("go"), 42],
        "message 1: expected a LangChain message, a Message or a message dict, got int",
    ),
    ("any", None, "actual is missing (got None); pass a trajectory, a message list or tool calls"),
    (
        "any",
        "final answer",
        "actual: got a bare string ('final answer'), not a trajectory; wrap tool names in a list",
    ),
    (
        "any",
        b"bytes answer",
        "actual: got a bare string (\"b'bytes answer'\"), not a trajectory; wrap tool names in a list",
    ),
    (
        "any",
        42,
        "actual: expected a Trajectory, a list of messages or tool calls, or a dict holding one; got int",
    ),
    (
        "any",
        {"foo": 1},
        "actual: a dict must hold one of ['trajectory', 'messages', 'tool_calls', 'output', 'outputs'] or be a tool cal...",
    ),
    ("any", {"messages": None}, "actual: 'messages' is None; a missing trajectory is an error"),
    ("any", {"output": None}, "actual: 'output' is None; a missing trajectory is an error"),
    (
        "any",
        '{"messages": 3}',
        "actual: JSON text is not a serialized Trajectory: trajectory JSON: messages: Input should be a valid array",
    ),
    (
        "any",
        "{not json",
        "actual: JSON text is not a serialized Trajectory: trajectory JSON: Invalid JSON: key must be a string at line 1 column 2",
    ),
    ("from_messages", {"foo": 1}, "messages: a dict must hold 'messages'; got keys ['foo']"),
    ("from_messages", "text", "messages: expected a list of messages, got str"),
    ("from_messages_scenario", 3, "scenario must be a string, got int"),
    ("from_messages_metadata", 3, "metadata must be a dict, got int"),
]


def _read(kind, value):
    if kind == "from_messages":
        return trajectory_from_messages(value)
    if kind == "from_messages_scenario":
        return trajectory_from_messages([], scenario=value)
    if kind == "from_messages_metadata":
        return trajectory_from_messages([], metadata=value)
    return to_tool_calls(value, what="actual")


@pytest.mark.parametrize(("kind", "value", "message"), CASES)
def test_the_error_names_the_element_and_the_field(kind, value, message):
    with pytest.raises(TrajectoryInputError) as info:
        _read(kind, value)
    text = str(info.value)
    if message.endswith("..."):
        assert text.startswith(message[:-3]), text
    else:
        assert text == message


def _deep(levels: int) -> object:
    value: object = 1
    for _ in range(levels):
        value = [value]
    return value


DEEP = _deep(150)


def _ai(content: object = "", **fields: object) -> AIMessage:
    return AIMessage(content=content, **fields)  # type: ignore[arg-type]


# Errors raised at every other place a reader reads a call, a result or a label (so that each names its place).
MORE_CASES = [
    (
        lambda: to_tool_calls(None),
        "trajectory is missing (got None); pass a trajectory, a message list or tool calls",
    ),
    (
        lambda: to_trajectory(None),
        "trajectory is missing (got None); pass a trajectory, a message list or tool calls",
    ),
    (lambda: message_text(5), "message: 'content' must be a string or a list of content blocks, got int"),
    (
        lambda: tool_result_value([{"type": "text", "text": 5}]),
        "tool result: content block 0: 'text' must be a string, got int",
    ),
    (
        lambda: message_tool_calls({"role": "assistant", "tool_calls": [{"function": {"name": ""}}]}),
        "message 0: tool call 0: 'name' must be a non-blank string, got ''",
    ),
    (
        lambda: message_tool_calls(_ai(tool_calls=[{"name": "s", "args": {"a": DEEP}, "id": "1"}])),
        "message 0: tool call 0: 'args' nests dicts or lists more than 100 levels deep...",
    ),
    (
        lambda: to_tool_calls(
            [HumanMessage("go"), _ai(tool_calls=[{"name": "s", "args": {"a": DEEP}, "id": "1"}])]
        ),
        "message 1: tool call 0: 'args' nests dicts or lists more than 100 levels deep...",
    ),
    (
        lambda: to_tool_calls(
            [U, {"role": "assistant", "content": [{"type": "tool_call", "id": "1", "name": " ", "args": {}}]}]
        ),
        "message 1: content block 0: 'name' must be a non-blank string, got ' '",
    ),
    (
        lambda: to_tool_calls(
            [
                U,
                {
                    "role": "assistant",
                    "content": [{"type": "server_tool_use", "id": "1", "name": " ", "input": {}}],
                },
            ]
        ),
        "message 1: content block 0: 'name' must be a non-blank string, got ' '",
    ),
    (
        lambda: to_tool_calls(
            [
                U,
                {
                    "role": "assistant",
                    "content": [
                        {"type": "mcp_tool_use", "id": "1", "name": "f", "server_name": DEEP, "input": {}}
                    ],
                },
            ]
        ),
        "message 1: content block 0 nests dicts or lists more than 100 levels deep...",
    ),
    (
        lambda: to_tool_calls(
            [
                U,
                {
                    "role": "assistant",
                    "content": [{"type": "invalid_tool_call", "id": "1", "name": "f", "args": DEEP}],
                },
            ]
        ),
        "message 1: content block 0: 'args' nests dicts or lists more than 100 levels deep...",
    ),
    (
        lambda: to_tool_calls(
            [
                U,
                {
                    "role": "assistant",
                    "content": [{"type": "server_tool_result", "tool_call_id": "1", "output": DEEP}],
                },
            ]
        ),
        "message 1: content block 0 nests dicts or lists more than 100 levels deep...",
    ),
    (
        lambda: to_tool_calls(
            [
                U,
                {
                    "role": "assistant",
                    "content": [{"type": "web_search_tool_result", "tool_use_id": "1", "content": DEEP}],
                },
            ]
        ),
        "message 1: content block 0 nests dicts or lists more than 100 levels deep...",
    ),
    (
        lambda: to_tool_calls(
            [
                U,
                {
                    "role": "user",
                    "content": [
                        {"type": "tool_result", "tool_use_id": "1", "content": [{"type": "text", "text": 5}]}
                    ],
                },
            ]
        ),
        "message 1: content block 0: content block 0: 'text' must be a string, got int",
    ),
    (
        lambda: to_tool_calls(
            [U, {"role": "tool", "tool_call_id": "1", "content": [{"type": "text", "text": 5}]}]
        ),
        "message 1: content block 0: 'text' must be a string, got int",
    ),
    (
        lambda: to_tool_calls([U, {"role": "tool", "tool_call_id": "1", "status": "error", "content": 5}]),
        "message 1: 'content' must be a string or a list of content blocks, got int",
    ),
    (
        lambda: to_tool_calls(
            [U, {"role": "assistant", "additional_kwargs": {"function_call": {"name": " "}}}]
        ),
        "message 1: 'function_call': 'name' must be a non-blank string, got ' '",
    ),
    (
        lambda: to_tool_calls(
            [
                U,
                {
                    "role": "assistant",
                    "tool_call_chunks": [{"name": "s", "args": "{x", "id": "1", "index": 0}],
                },
            ]
        ),
        "message 1: tool call 0: 'args' is not valid JSON...",
    ),
    (
        lambda: to_tool_calls(
            [U, {"role": "assistant", "invalid_tool_calls": [{"name": "s", "args": DEEP}]}]
        ),
        "message 1: invalid tool call 0: 'args' nests dicts or lists more than 100 levels deep...",
    ),
    (
        lambda: to_tool_calls(
            [
                U,
                {
                    "lc": 1,
                    "type": "constructor",
                    "id": ["x", "ToolMessage"],
                    "kwargs": {"content": "r", "tool_call_id": "zz"},
                },
            ]
        ),
        "message 1: tool result 'tool_call_id' 'zz' matches no earlier tool call",
    ),
    (
        lambda: to_tool_calls(
            [
                U,
                {
                    "lc": 1,
                    "type": "constructor",
                    "id": ["x", "ChatMessage"],
                    "kwargs": {"content": "r", "role": "robot"},
                },
            ]
        ),
        "message 1: 'role' must be one of...",
    ),
    (
        lambda: to_tool_calls([HumanMessage("go"), _ai(additional_kwargs={"function_call": {"name": " "}})]),
        "message 1: 'function_call': 'name' must be a non-blank string, got ' '",
    ),
    (
        lambda: to_tool_calls(
            [HumanMessage("go"), _ai(content=[{"type": "tool_use", "id": "1", "name": " ", "input": {}}])]
        ),
        "message 1: content block 0: 'name' must be a non-blank string, got ' '",
    ),
    (
        lambda: to_tool_calls(
            [HumanMessage("go"), ToolMessage(content=[{"type": "text", "text": 5}], tool_call_id="1")]
        ),
        "message 1: content block 0: 'text' must be a string, got int",
    ),
    (
        lambda: to_tool_calls(
            [
                HumanMessage("go"),
                ToolMessage(content=[{"type": "text", "text": 5}], tool_call_id="1", status="error"),
            ]
        ),
        "message 1: content block 0: 'text' must be a string, got int",
    ),
    (
        lambda: to_tool_calls([HumanMessage(content=[{"type": "text", "text": 5}])]),
        "message 0: content block 0: 'text' must be a string, got int",
    ),
    (
        lambda: to_tool_calls([HumanMessage("go"), ToolMessage("r", tool_call_id="1")]),
        "message 1: tool result 'tool_call_id' '1' matches no earlier tool call",
    ),
    (
        lambda: Trajectory.from_json('{"messages": [{"role": "user"}], "scenario": 3}'),
        "trajectory JSON: scenario: Input should be a valid string",
    ),
    (lambda: Trajectory.from_json(3), "trajectory JSON: expected str or bytes, got int"),
    (
        lambda: to_trajectory('{"messages": [{"role": "robot"}]}', what="expected"),
        "expected: JSON text is not a serialized Trajectory: trajectory JSON: messages.0.role...",
    ),
    (
        lambda: to_trajectory(b"  {bad", what="expected"),
        "expected: JSON text is not a serialized Trajectory: trajectory JSON: Invalid JSON...",
    ),
    (
        lambda: sequence_trajectory(42, what="expected"),
        "expected: expected a Trajectory, a list of messages or tool calls, or a dict holding one; got int",
    ),
    (
        lambda: sequence_trajectory([["a"], 42], what="expected"),
        "expected: step 1 must be a list of calls (every step, once one is a list), got int",
    ),
    (
        lambda: sequence_trajectory({"steps": 3}, what="expected"),
        "'steps' must be a list of lists of calls, got int",
    ),
    (
        lambda: read_call_sequence([[""]], what="actual"),
        "actual step 0: tool call 0: a bare tool name must be non-blank",
    ),
]


@pytest.mark.parametrize(("read", "message"), MORE_CASES)
def test_every_reading_place_names_itself(read, message):
    with pytest.raises(TrajectoryInputError) as info:
        read()
    text = str(info.value)
    if message.endswith("..."):
        assert text.startswith(message[:-3]), text
    else:
        assert text == message
