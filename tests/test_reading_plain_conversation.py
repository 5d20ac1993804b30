"""The one-pass reader of plain OpenAI message lists reads what the general reader reads.

``plain_conversation_calls`` reads a list of OpenAI chat message dicts (assistant messages with calls in the usual
form, text messages) straight into tool calls, and gives up (None) at the first message of any other kind, which
the general reader then reads and reports. Checked here on generated lists, usual and odd: whenever it reads a
list, the calls are the general reader's, field for field; whatever it gives up on, ``read_call_sequence`` reads
or refuses exactly as the general reading does.
"""

from __future__ import annotations

import json
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._assemble import plain_conversation_calls, read_conversation_calls
from langchain_trajectory.reading._inputs import to_tool_calls
from langchain_trajectory.reading.steps import read_call_sequence
from langchain_trajectory.trajectory import FrozenDict, PlainFrozenDict, ToolCall, _checked_tool_call

EXAMPLES = int(os.environ.get("HYPOTHESIS_EXAMPLES", "400"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

scalars = st.one_of(st.integers(-3, 3), st.sampled_from(["a", "", " b", "{x", 1.5, None, True]))
arguments = st.one_of(
    st.dictionaries(st.sampled_from(["q", "n", "x"]), scalars, max_size=3).map(json.dumps),
    st.sampled_from(['{"a": [1, 2]}', '{"a": {"b": 1}}', "[1]", "", "  ", "{", "null", '{"a": 1} x', '{"a":NaN}']),
    st.just({"a": 1}),
)
usual_call = st.builds(
    lambda i, name, args: {"id": f"c{i}", "type": "function", "function": {"name": name, "arguments": args}},
    st.integers(0, 3),
    st.sampled_from(["search", "fetch"]),
    arguments,
)
odd_call = st.one_of(
    usual_call.map(lambda c: {**c, "id": 7}),
    usual_call.map(lambda c: {k: v for k, v in c.items() if k != "id"}),
    usual_call.map(lambda c: {**c, "status": "completed"}),
    usual_call.map(lambda c: {**c, "function": {**c["function"], "name": " "}}),
    usual_call.map(lambda c: {**c, "function": {"name": c["function"]["name"]}}),
    usual_call.map(lambda c: {**c, "function": {**c["function"], "extra": 1}}),
    st.builds(lambda args: {"name": "search", "args": args}, st.just({"q": "a"})),
    st.just("search"),
    st.just(None),
)
assistant = st.builds(
    lambda calls, content: {"role": "assistant", "content": content, "tool_calls": calls},
    st.lists(st.one_of(usual_call, usual_call, odd_call), max_size=3),
    st.sampled_from(["", "thinking", None]),
)
text = st.builds(
    lambda role, content: {"role": role, "content": content},
    st.sampled_from(["user", "system", "assistant", "developer", "human", "ai"]),
    st.sampled_from(["hello", ""]),
)
odd_message = st.one_of(
    st.builds(lambda c: {"role": "assistant", "content": c}, st.sampled_from([None, [{"type": "text", "text": "x"}]])),
    st.just({"role": "user", "content": [{"type": "text", "text": "hi"}]}),
    st.just({"role": "user", "content": "hi", "name": "ann"}),
    st.just({"role": "assistant", "content": "x", "tool_calls": [], "refusal": None}),
    st.just({"role": "assistant", "content": "", "tool_calls": None}),
    st.builds(lambda i: {"role": "tool", "tool_call_id": f"c{i}", "content": "ok"}, st.integers(0, 3)),
    st.just({"role": "tool", "content": "ok"}),
    st.just({"role": "assistant", "content": "", "tool_calls": [], "usage": {"total_tokens": 3}}),
    st.just({"role": "robot", "content": "x"}),
    st.just({"role": [], "content": "x"}),
    st.just({"role": None, "content": "x"}),
    st.just({"content": "x"}),
    st.just({"name": "search", "args": {"q": "a"}}),
    st.just("search"),
    st.builds(lambda: ToolCall.of("search", {"q": "a"})),
)
usual_lists = st.lists(st.one_of(assistant, text), min_size=1, max_size=8)
odd_lists = st.lists(st.one_of(assistant, text, odd_message), min_size=1, max_size=8)


def _general(messages):
    """The general reading of a message list: every call's fields, built into the model."""
    return [_checked_tool_call(fields) for fields in read_conversation_calls(messages)]


def _outcome(read, messages):
    try:
        return "read", [_facts(call) for call in read(messages)]
    except TrajectoryInputError as exc:
        return "refused", str(exc)


def _facts(call):
    """Everything of a call that reading decides: its fields, the types of its argument dict and id, and the
    fields it says were set."""
    return (call.model_dump(), type(call), type(call.args), call.model_fields_set, repr(call))


@given(st.one_of(usual_lists, odd_lists))
@SETTINGS
def test_the_one_pass_reader_reads_what_the_general_reader_reads(messages):
    fast = plain_conversation_calls(messages)
    general = _outcome(_general, messages)
    if fast is not None:
        assert general == ("read", [_facts(call) for call in fast])
        assert all(type(call.args) in (FrozenDict, PlainFrozenDict) for call in fast)


@given(st.one_of(usual_lists, odd_lists))
@SETTINGS
def test_a_message_list_reads_or_is_refused_as_the_general_reading_says(messages):
    """``read_call_sequence`` (one pass when it can, else the general reading) reads the calls ``to_tool_calls``
    reads, and refuses what it refuses with the same message."""
    ours = _outcome(lambda m: read_call_sequence(m, what="actual").calls, messages)
    assert ours == _outcome(lambda m: to_tool_calls(m, what="actual"), messages)


usual_text = st.builds(
    lambda role, content: {"role": role, "content": content},
    st.sampled_from(["user", "system", "assistant"]),
    st.sampled_from(["hello", ""]),
)
calling = st.builds(
    lambda calls: {"role": "assistant", "content": "", "tool_calls": calls}, st.lists(usual_call, max_size=3)
)


@given(st.lists(st.one_of(calling, usual_text), min_size=1, max_size=8))
@SETTINGS
def test_the_one_pass_reader_takes_usual_lists_whose_arguments_are_json_objects(messages):
    for message in messages:
        for call in message.get("tool_calls") or ():
            text = call["function"]["arguments"]
            if type(text) is not str or not text.startswith("{") or text.count("{") > 1 or "[" in text:
                return  # the general reading decides what is not one flat JSON object
            try:
                json.loads(text)
            except ValueError:
                return
    assert plain_conversation_calls(messages) is not None


def test_steps_count_every_assistant_message_and_only_those():
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    messages = [
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": "let me see"},
        {"role": "assistant", "content": "still looking"},
        {"role": "assistant", "content": "", "tool_calls": [call, {**call, "id": "c2"}]},
        {"role": "user", "content": "and?"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
    ]
    calls = plain_conversation_calls(messages)
    assert calls is not None
    assert [(c.id, c.step) for c in calls] == [("c1", 2), ("c2", 2), ("c1", 3)]
    assert [c.model_dump() for c in calls] == [c.model_dump() for c in _general(messages)]


def test_the_one_pass_reader_leaves_tool_results_and_other_shapes_to_the_general_reader():
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    usual = {"role": "assistant", "content": "", "tool_calls": [call]}
    assert plain_conversation_calls([usual, {"role": "tool", "tool_call_id": "c1", "content": "ok"}]) is None
    assert plain_conversation_calls([{"role": "user", "content": "hi", "name": "ann"}]) is None
    assert plain_conversation_calls([{"role": "developer", "content": "x"}]) is None
    assert plain_conversation_calls([usual, "f"]) is None
    assert plain_conversation_calls([{"role": "assistant", "content": ["x"]}]) is None
    assert plain_conversation_calls([usual, {"role": "assistant", "content": None}]) is None
    assert plain_conversation_calls([]) == []


def test_calls_beside_content_that_is_not_text_are_left_to_the_general_reader():
    """An assistant message with calls is read in one pass only when its content is text (or absent): content
    blocks, which may hold calls of their own, and content of any other type go to the general reader, which
    reads or refuses them."""
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
    blocks = [{"type": "text", "text": "looking"}, {"type": "tool_use", "id": "c2", "name": "g", "input": {"q": 1}}]
    with_blocks = {"role": "assistant", "content": blocks, "tool_calls": [call]}
    assert plain_conversation_calls([with_blocks]) is None
    assert [c.name for c in read_call_sequence([with_blocks], what="actual").calls] == [
        c.name for c in _general([with_blocks])
    ]
    assert plain_conversation_calls([{"role": "assistant", "content": 5, "tool_calls": [call]}]) is None
    try:
        read_call_sequence([{"role": "assistant", "content": 5, "tool_calls": [call]}], what="actual")
    except TrajectoryInputError as error:
        assert "message 0" in str(error) and "content" in str(error)
    else:
        raise AssertionError("content 5 was read")
    assert [c.id for c in plain_conversation_calls([{"role": "assistant", "tool_calls": [call]}]) or []] == ["c1"]
