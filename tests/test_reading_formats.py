"""The reading layer, format by format: pairing results with calls, every provider's blocks, the rules that
refuse rather than drop, and the registry other parts of the package plug readers into."""

from __future__ import annotations

import json

import pytest
from langchain_core.messages import AIMessage, AIMessageChunk, FunctionMessage, HumanMessage
from langsmith.run_trees import RunTree

from langchain_trajectory import Trajectory, TrajectoryInputError, to_trajectory
from langchain_trajectory.reading import (
    READERS,
    Reader,
    message_text,
    register_reader,
    to_tool_calls,
    tool_result_value,
)
from langchain_trajectory.reading._registry import find_reader


def calls_of(value):
    return [(c.name, dict(c.args), c.result, c.error) for c in to_tool_calls(value)]


def _oa(name, args=None, call_id=None):
    call = {"type": "function", "function": {"name": name, "arguments": json.dumps(args or {})}}
    if call_id:
        call["id"] = call_id
    return call


USER = {"role": "user", "content": "go"}


# -- results without ids ------------------------------------------------------------------------------------------


def test_an_idless_result_answers_the_oldest_open_call_of_the_turn_in_order():
    messages = [
        USER,
        {"role": "assistant", "tool_calls": [_oa("a", {"n": 1}), _oa("a", {"n": 2}), _oa("b")]},
        {"role": "tool", "content": "first"},
        {"role": "tool", "content": "second"},
        {"role": "tool", "content": "third"},
    ]
    assert [r for _, _, r, _ in calls_of(messages)] == ["first", "second", "third"]


def test_an_idless_result_with_a_name_answers_the_oldest_open_call_of_that_name():
    messages = [
        USER,
        {"role": "assistant", "tool_calls": [_oa("a", {"n": 1}), _oa("b"), _oa("a", {"n": 2})]},
        {"role": "tool", "name": "a", "content": "a1"},
        {"role": "tool", "name": "a", "content": "a2"},
        {"role": "tool", "name": "b", "content": "b1"},
    ]
    assert [r for _, _, r, _ in calls_of(messages)] == ["a1", "b1", "a2"]


def test_an_idless_result_answers_only_its_own_turn():
    messages = [
        USER,
        {"role": "assistant", "tool_calls": [_oa("a"), _oa("b")]},
        {"role": "tool", "content": "a done"},
        {"role": "assistant", "tool_calls": [_oa("c")]},
        {"role": "tool", "content": "c done"},  # the open "b" of the earlier turn is not this one's
    ]
    assert calls_of(messages) == [("a", {}, "a done", None), ("b", {}, None, None), ("c", {}, "c done", None)]


@pytest.mark.parametrize(
    ("messages", "fragment"),
    [
        (
            [
                USER,
                {"role": "assistant", "tool_calls": [_oa("a")]},
                {"role": "tool", "content": "x"},
                {"role": "tool", "content": "y"},
            ],
            "message 3: a tool result without 'tool_call_id' answers no unanswered call",
        ),
        ([USER, {"role": "tool", "content": "y"}], "message 1: a tool result without 'tool_call_id'"),
        (
            [
                USER,
                {"role": "assistant", "tool_calls": [_oa("a")]},
                {"role": "tool", "name": "b", "content": "x"},
            ],
            "message 2: a tool result without 'tool_call_id' for 'b' answers no unanswered call",
        ),
        (
            [
                USER,
                {"role": "assistant", "function_call": {"name": "a", "arguments": "{}"}},
                {"role": "function", "name": "zz", "content": "x"},
            ],
            "message 2: a tool result without 'tool_call_id' for 'zz'",
        ),
        (
            [
                USER,
                {"role": "assistant", "tool_calls": [_oa("a", call_id="c1")]},
                {"role": "tool", "tool_call_id": "c2", "content": "x"},
            ],
            "message 2: tool result 'tool_call_id' 'c2' matches no earlier tool call",
        ),
    ],
)
def test_a_result_that_answers_nothing_is_an_error_naming_its_index(messages, fragment):
    with pytest.raises(TrajectoryInputError, match="^" + fragment.replace("(", r"\(").replace(")", r"\)")):
        to_tool_calls(messages)


def test_results_with_ids_pair_by_id_whatever_their_order():
    messages = [
        USER,
        {"role": "assistant", "tool_calls": [_oa("a", call_id="1"), _oa("b", call_id="2")]},
        {"role": "tool", "tool_call_id": "2", "content": "b"},
        {"role": "tool", "tool_call_id": "1", "content": "a"},
    ]
    assert [r for _, _, r, _ in calls_of(messages)] == ["a", "b"]


def test_langchain_function_messages_pair_by_name():
    messages = [
        HumanMessage("go"),
        AIMessage("", additional_kwargs={"function_call": {"name": "s", "arguments": '{"q": 1}'}}),
        FunctionMessage("found", name="s"),
    ]
    assert calls_of(messages) == [("s", {"q": 1}, "found", None)]


# -- provider formats -----------------------------------------------------------------------------------------------


def test_anthropic_errors_server_tools_and_string_input():
    messages = [
        USER,
        {
            "role": "assistant",
            "content": [
                {"type": "tool_use", "id": "t1", "name": "lookup", "input": '{"q": "x"}'},
                {"type": "server_tool_use", "id": "s1", "name": "web_search", "input": {"query": "y"}},
                {
                    "type": "web_search_tool_result",
                    "tool_use_id": "s1",
                    "content": {"type": "web_search_tool_result_error", "error_code": "max_uses_exceeded"},
                },
            ],
        },
        {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": "t1",
                    "is_error": True,
                    "content": [{"type": "text", "text": "not found"}],
                },
                {"type": "text", "text": "try again"},
            ],
        },
    ]
    t = to_trajectory(messages)
    lookup, search = t.tool_calls()
    assert (lookup.name, dict(lookup.args), lookup.error, lookup.result) == (
        "lookup",
        {"q": "x"},
        "not found",
        None,
    )
    assert (search.error, search.metadata["server_tool"]) == ("max_uses_exceeded", "server_tool_use")
    assert [m.role for m in t.messages] == ["user", "assistant", "user"] and t.messages[
        2
    ].content == "try again"


def test_streamed_chunks_of_one_reply_are_added_up_and_separate_replies_are_not():
    def piece(run, name, args, call_id):
        return AIMessageChunk(
            content="", id=run, tool_call_chunks=[{"name": name, "args": args, "id": call_id, "index": 0}]
        )

    messages = [
        HumanMessage("go"),
        piece("r1", "a", '{"x":', "1"),
        piece("r1", None, " 1}", None),
        piece("r2", "b", "{}", "2"),
    ]
    assert calls_of(messages) == [("a", {"x": 1}, None, None), ("b", {}, None, None)]
    assert [c.step for c in to_tool_calls(messages)] == [0, 1]


def test_invalid_tool_calls_are_kept_with_their_error():
    message = {
        "role": "assistant",
        "content": [
            {"type": "invalid_tool_call", "id": "1", "name": "s", "args": "{bad", "error": "bad JSON"}
        ],
    }
    (call,) = to_tool_calls([message])
    assert (call.name, call.error, call.metadata["raw_args"]) == ("s", "invalid tool call: bad JSON", "{bad")
    blank = AIMessage("", tool_calls=[{"name": "", "args": {}, "id": "1"}])
    assert to_tool_calls([blank])[0].error == "invalid tool call: blank tool name"


def test_content_text_and_results():
    blocks = [
        {"type": "text", "text": "a"},
        "b",
        {"type": "output_text", "text": "c"},
        {"type": "image_url"},
        {"type": "reasoning", "reasoning": "hidden"},
        {"type": "refusal", "refusal": "d"},
    ]
    assert message_text(blocks) == "abcd"
    assert tool_result_value([{"type": "text", "text": "x"}, "y"]) == "x\ny"  # one line per block: several texts never run together
    kept = tool_result_value([{"type": "image", "url": "u"}])
    assert kept == [{"type": "image", "url": "u"}]
    with pytest.raises(TypeError):
        kept.append(1)


# -- refusing instead of dropping -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("shape", "fragment"),
    [
        (
            [{"name": "s", "parameters": {"q": 1}}],
            "tool call 0: arguments go under 'args', 'arguments' or 'input', not 'parameters'",
        ),
        ([{"name": "s", "params": {"q": 1}}], "not 'params'"),
        ([{"name": "s", "kwargs": {"q": 1}}], "not 'kwargs'"),
        ([{"name": "s", "args": {}, "colour": "red"}], "tool call 0: unknown field(s) ['colour']"),
        ([{"name": "s", "args": {}, "arguments": "{}"}], "give the name and arguments once"),
        (
            [{"function": {"name": "s", "arguments": "{}", "parameters": {}}}],
            "'function': arguments go under",
        ),
        ([{"function": {"name": "s"}, "name": "s"}], "beside 'function'"),
        (
            [USER, {"role": "assistant", "content": "", "tool_calls": ""}],
            "message 1: 'tool_calls' must be a list, got str",
        ),
        (
            [USER, {"role": "assistant", "content": "", "tool_calls": 0}],
            "'tool_calls' must be a list, got int",
        ),
        (
            [USER, {"role": "assistant", "content": "", "tool_calls": False}],
            "'tool_calls' must be a list, got bool",
        ),
        (
            [USER, {"role": "assistant", "tool_call": {"name": "s"}}],
            "message 1: unknown field(s) ['tool_call']",
        ),
        (
            [USER, {"role": "assistant", "content": [{"type": "my_tool", "name": "s", "args": {}}]}],
            "message 1: content block 0: a block of unknown type 'my_tool' carries a tool call",
        ),
        (
            [
                USER,
                {"role": "assistant", "content": [{"type": "text", "text": "", "name": "s", "input": {}}]},
            ],
            "a 'text' block carries a tool call",
        ),
        ([USER, {"role": "assistant", "content": [{"name": "s", "input": {}}]}], "carries a tool call"),
        (
            [USER, {"role": "user", "content": [{"type": "tool_use", "id": "1", "name": "s", "input": {}}]}],
            "only assistant messages may carry tool calls",
        ),
        (
            [USER, {"role": "user", "content": [{"type": "tool_result", "content": "x"}]}],
            "needs a 'tool_use_id'",
        ),
        ([USER, {"role": "assistant", "function_call": "search"}], "'function_call' must be a dict"),
        ({"tool_calls": ""}, "bare string"),
        ({"tool_calls": 0}, "got int"),
    ],
)
def test_input_that_cannot_be_read_completely_is_refused(shape, fragment):
    for read in (to_tool_calls, to_trajectory):
        with pytest.raises(TrajectoryInputError) as info:
            read(shape)
        assert fragment in str(info.value), read.__name__


def test_none_and_an_empty_list_still_mean_no_calls():
    assert to_tool_calls([USER, {"role": "assistant", "content": "hi", "tool_calls": None}]) == []
    assert to_tool_calls([USER, {"role": "assistant", "content": "hi", "tool_calls": []}]) == []


# -- the registry -------------------------------------------------------------------------------------------------


def test_the_built_in_readers_and_capture_run_reader_are_registered_in_order():
    names = [r.name for r in READERS]
    assert names[:7] == [
        "trajectory",
        "json_text",
        "tool_call",
        "message",
        "serialized_trajectory",
        "wrapper",
        "sequence",
    ]
    assert "langsmith_run" in names  # capture registers it: the readers import nothing of capture
    run = RunTree(name="agent", run_type="chain", inputs={}, outputs={})
    assert find_reader(run).name == "langsmith_run"
    assert isinstance(to_trajectory(run), Trajectory)


def test_a_format_plugs_in_before_the_dict_readers():
    def handles(value):
        return isinstance(value, dict) and value.get("format") == "mine"

    reader = Reader("mine", handles, lambda value, what: to_trajectory(value["calls"], what=what))
    register_reader(reader, before="tool_call")
    try:
        assert [r.name for r in READERS].index("mine") == [r.name for r in READERS].index("tool_call") - 1
        assert [c.name for c in to_tool_calls({"format": "mine", "calls": ["a", "b"], "name": "x"})] == [
            "a",
            "b",
        ]
        register_reader(reader, before="sequence")  # the same name again: replaced where it stands
        assert [r.name for r in READERS].count("mine") == 1
    finally:
        READERS.remove(next(r for r in READERS if r.name == "mine"))
    with pytest.raises(ValueError, match="no reader named 'nope'"):
        register_reader(Reader("x", handles, lambda v, w: Trajectory()), before="nope")
