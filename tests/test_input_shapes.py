"""Every accepted input shape, and a clear error for every malformed one."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from pydantic import ValidationError

from langchain_trajectory import Message, ToolCall, Trajectory, TrajectoryInputError, to_trajectory
from langchain_trajectory.reading import to_tool_call, to_tool_calls


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
    for read in (to_trajectory, to_tool_calls):
        with pytest.raises(TrajectoryInputError) as info:
            read(shape)
        assert fragment in str(info.value), read.__name__
        assert isinstance(info.value, ValueError)


def test_to_tool_call_keeps_result_error_and_id():
    call = to_tool_call(
        {"name": "a", "args": {}, "id": 7, "result": {"ok": True}, "error": {"code": 1}, "step": 2}
    )
    assert call.id == "7" and call.result == {"ok": True} and call.error == '{"code": 1}' and call.step == 2


@pytest.mark.parametrize(
    ("call", "fragment"),
    [
        ({"name": "a", "args": {1: "x"}}, "argument names must be strings"),
        ({"name": "a", "metadata": {2: "x"}}, "'metadata' keys must be strings"),
        ({"name": "   "}, "'name' must be a non-blank string"),
        ({"name": "a", "step": True}, "'step' must be an int"),
        ({"name": "a", "arguments": " "}, None),  # blank arguments are no arguments
    ],
)
def test_every_field_is_checked_where_the_call_is_read(call, fragment):
    if fragment is None:
        assert to_tool_call(call).args == {}
        return
    with pytest.raises(TrajectoryInputError, match=fragment):
        to_tool_call(call, 3)


json_leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=5),
)
json_objects = st.dictionaries(
    st.text(max_size=4),
    st.recursive(
        json_leaves,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
        max_leaves=8,
    ),
    max_size=4,
)


@given(json_objects, st.sampled_from(["", " ", "\n", "\t "]), st.sampled_from(["", " ", "\n"]))
@settings(max_examples=300, deadline=None)
def test_arguments_decode_as_json_loads_decodes_them(args, before, after):
    """The direct scanner call that reads JSON arguments gives json.loads' result, padding included."""
    text = before + json.dumps(args) + after
    assert to_tool_call({"name": "f", "arguments": text}).args == json.loads(text)


@given(st.text(max_size=12))
@settings(max_examples=300, deadline=None)
def test_arguments_that_json_loads_rejects_are_rejected(text):
    try:
        expected = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        expected = None
    if text.strip() == "":
        assert to_tool_call({"name": "f", "arguments": text}).args == {}
    elif isinstance(expected, dict):
        assert to_tool_call({"name": "f", "arguments": text}).args == expected
    else:
        with pytest.raises(TrajectoryInputError, match="arguments"):
            to_tool_call({"name": "f", "arguments": text})


tool_call_fields = st.fixed_dictionaries(
    {
        "name": st.text(min_size=1, max_size=5).filter(lambda s: s.strip()),
        "args": json_objects,
        "id": st.none() | st.text(max_size=4),
        "result": st.none() | json_leaves,
        "error": st.none() | st.text(max_size=4),
        "step": st.none() | st.integers(0, 9),
        "metadata": st.dictionaries(st.text(max_size=3), json_leaves, max_size=2),
    }
)


@given(tool_call_fields)
@settings(max_examples=200, deadline=None)
def test_calls_read_without_revalidation_equal_validated_ones(fields):
    """Reading builds ToolCalls without validating the checked fields again; they must be the very models
    validation builds: equal, same dump and JSON, same fields set, copyable, still frozen."""
    read = to_tool_call(dict(fields))
    validated = ToolCall(**fields)
    assert read == validated
    assert read.model_dump() == validated.model_dump()
    assert read.model_dump_json() == validated.model_dump_json()
    assert read.model_fields_set == validated.model_fields_set
    assert ToolCall.model_validate_json(read.model_dump_json()) == validated
    assert read.model_copy(update={"step": 99}).step == 99 and read.step == fields["step"]
    with pytest.raises(ValidationError):
        read.name = "other"


def test_langchain_message_dumps_with_a_name_are_messages_not_tool_calls():
    messages = [
        HumanMessage("weather?", name="alice"),
        AIMessage("", tool_calls=[{"name": "get_weather", "args": {"city": "Paris"}, "id": "1"}]),
        ToolMessage("sunny", tool_call_id="1"),
    ]
    for dumped in ([m.model_dump() for m in messages], [m.model_dump(exclude_none=True) for m in messages]):
        calls = to_tool_calls({"messages": dumped})
        assert names_args(calls) == [("get_weather", {"city": "Paris"})] and calls[0].result == "sunny"


def test_a_single_message_is_a_one_message_trajectory():
    message = AIMessage("", tool_calls=[{"name": "search", "args": {"q": "Paris"}, "id": "1"}])
    for shape in (message, {"output": message}, {"role": "assistant", "tool_calls": [], "content": "hi"}):
        assert len(to_trajectory(shape).messages) == 1
    assert names_args(to_tool_calls({"output": message})) == [("search", {"q": "Paris"})]


def test_trajectory_json_text_gives_its_tool_calls():
    t = Trajectory(messages=(Message.user("hi"), Message.assistant("", [ToolCall.of("x", {"a": 1})])))
    assert to_tool_calls(t.to_json()) == t.tool_calls()


def test_str_enum_tool_names_and_ids_read_as_their_values():
    from enum import Enum

    class Tool(str, Enum):  # noqa: UP042 -- the mixin form, whose str() is "Tool.SEARCH", is the point
        SEARCH = "search"

    assert to_tool_call(Tool.SEARCH).name == "search"
    call = to_tool_call({"name": Tool.SEARCH, "args": {}, "id": Tool.SEARCH})
    assert (call.name, call.id) == ("search", "search")


def test_blank_invalid_call_names_and_non_string_result_ids():
    from langchain_core.messages.tool import invalid_tool_call

    message = AIMessage(
        "", invalid_tool_calls=[invalid_tool_call(name="   ", args="{bad", id="1", error=None)]
    )
    (call,) = to_tool_calls([HumanMessage("hi"), message])
    assert call.name == "<invalid>" and Trajectory.from_json(to_trajectory([message]).to_json())
    with pytest.raises(TrajectoryInputError, match="message 1: 'tool_call_id' must be a string"):
        to_trajectory(
            [{"role": "user", "content": "hi"}, {"role": "tool", "tool_call_id": ["x"], "content": "r"}]
        )
