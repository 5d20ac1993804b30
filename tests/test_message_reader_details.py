"""Behaviours of the message readers (``langchain_trajectory/reading/``) that surviving ``mutmut`` mutants showed no
test pinned (see CONTRIBUTING.md "Mutation testing"). Each test reads inputs in a real format (LangChain message
objects and their ``dumpd`` form, OpenAI chat dicts, Anthropic blocks, LangChain's standard content blocks) through
the public readers and compares with what the input says."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from langchain_core.load import dumpd
from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    ChatMessage,
    FunctionMessage,
    HumanMessage,
    ToolMessage,
)

from langchain_trajectory import Message, ToolCall, Trajectory, to_trajectory
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading import (
    _content,
    is_bare_reply,
    is_message,
    message_text,
    register_blocks,
    to_tool_call,
    to_tool_calls,
    tool_result_value,
)
from langchain_trajectory.reading.langchain import message_type
from langchain_trajectory.reading.steps import CallSequence, read_call_sequence, sequence_trajectory

HUGE = 10**5000  # an int Python will not turn into text: every reader must refuse it, naming where it was


def _calls(messages: Any) -> list[ToolCall]:
    return [call for message in Trajectory.from_messages(messages).messages for call in message.tool_calls]


def _ask(*calls: tuple[str, str]) -> AIMessage:
    return AIMessage("", tool_calls=[{"name": name, "args": {}, "id": call_id} for name, call_id in calls])


# -- content blocks (_content.py) ------------------------------------------------------------------------------


@pytest.fixture
def restore_blocks() -> Iterator[None]:
    saved = dict(_content.BLOCKS)
    yield
    _content.BLOCKS.clear()
    _content.BLOCKS.update(saved)


def test_a_registered_block_type_is_read_and_a_second_reader_for_a_type_is_refused(
    restore_blocks: None,
) -> None:
    def citation(block: Any, where: str) -> Any:
        return ("text", f"[{block['source']}]")

    register_blocks({"x_citation": citation})
    assert (
        message_text([{"type": "text", "text": "see "}, {"type": "x_citation", "source": "doc1"}])
        == "see [doc1]"
    )
    with pytest.raises(ValueError, match=r"\['text', 'x_citation'\]"):
        register_blocks({"x_citation": citation, "text": citation, "x_new": citation})
    assert "x_new" not in _content.BLOCKS  # nothing of a refused table is added


def test_a_text_block_without_text_is_empty_text() -> None:
    trajectory = Trajectory.from_messages([HumanMessage(content=[{"type": "text"}, "hello"])])
    assert trajectory.messages[0].content == "hello"


def test_text_blocks_with_an_id_or_a_name_are_text_but_a_tool_call_id_makes_them_an_error() -> None:
    # LangChain's standard text blocks carry an "id"; a "name" alone is no tool call either.
    content = [{"type": "text", "text": "a", "id": "lc_1"}, {"type": "text", "text": "b", "name": "part"}]
    assert Trajectory.from_messages([AIMessage(content=content)]).messages[0].content == "ab"
    with pytest.raises(
        TrajectoryInputError, match=r"message 0: content block 0: a 'text' block carries a tool call"
    ):
        Trajectory.from_messages([AIMessage(content=[{"type": "text", "text": "a", "tool_call_id": "c1"}])])


def test_a_block_of_unknown_type_is_text_when_it_holds_text_and_skipped_when_it_holds_nothing() -> None:
    content = [{"type": "x_caption", "text": "seen "}, {"type": "x_pixels", "data": "AAAA"}, "end"]
    assert Trajectory.from_messages([HumanMessage(content=content)]).messages[0].content == "seen end"
    with pytest.raises(
        TrajectoryInputError, match=r"message 0: content block 0: a content block needs a 'type'"
    ):
        Trajectory.from_messages([HumanMessage(content=[{"data": "AAAA"}])])


def test_content_none_in_an_openai_assistant_message_is_empty_text() -> None:
    messages = [{"role": "assistant", "content": None, "function_call": {"name": "f", "arguments": "{}"}}]
    trajectory = Trajectory.from_messages(messages)
    assert trajectory.messages[0].content == ""
    assert [c.name for c in trajectory.tool_calls()] == ["f"]


def test_a_tool_result_value_that_cannot_be_stored_is_refused_naming_the_message() -> None:
    messages: list[Any] = [
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}],
        },
        {"role": "tool", "tool_call_id": "c1", "content": [{"type": "image", "n": HUGE}]},
    ]
    with pytest.raises(TrajectoryInputError, match=r"^message 1"):
        Trajectory.from_messages(messages)
    assert tool_result_value(None) is None and tool_result_value("ok") == "ok"


# -- LangChain message objects and dumps (langchain.py) ----------------------------------------------------------


def test_a_message_id_and_name_are_kept_in_its_metadata_each_on_its_own() -> None:
    trajectory = Trajectory.from_messages(
        [
            HumanMessage("hi", id="h1"),
            AIMessage("hello", name="agent"),
            HumanMessage("and", id="h2", name="bob"),
        ]
    )
    assert [dict(m.metadata) for m in trajectory.messages] == [
        {"id": "h1"},
        {"name": "agent"},
        {"id": "h2", "name": "bob"},
    ]
    assert [dict(m.metadata) for m in Trajectory.from_messages([HumanMessage("x")]).messages] == [{}]


def test_a_tool_message_gives_its_call_the_result_or_the_error_never_both_and_its_artifact() -> None:
    calls = _calls(
        [
            _ask(("f", "c1"), ("g", "c2")),
            ToolMessage("ok", tool_call_id="c1", artifact={"raw": [1, 2]}),
            ToolMessage("boom", tool_call_id="c2", status="error"),
        ]
    )
    assert (calls[0].result, calls[0].error, dict(calls[0].metadata)) == (
        "ok",
        None,
        {"artifact": {"raw": [1, 2]}},
    )
    assert (calls[1].result, calls[1].error, dict(calls[1].metadata)) == (None, "boom", {})


def test_a_tool_message_without_a_matching_id_answers_by_its_name() -> None:
    # a ToolMessage whose tool_call_id is empty answers the call of its name in the message before it
    calls = _calls([_ask(("f", "c1"), ("g", "c2")), ToolMessage("for g", tool_call_id="", name="g")])
    assert [(c.name, c.result) for c in calls] == [("f", None), ("g", "for g")]


def test_a_human_reviewers_decision_on_a_tool_message_is_kept_as_the_calls_review() -> None:
    marks = {"lc_source": "hitl_interrupt_decision", "lc_data": {"decision": "respond"}}
    calls = _calls([_ask(("f", "c1")), ToolMessage("answer", tool_call_id="c1", additional_kwargs=marks)])
    assert dict(calls[0].metadata) == {"review": {"status": "responded", "message": "answer"}}
    assert calls[0].result == "answer"


def test_a_legacy_function_message_answers_the_call_of_its_name_and_errors_name_the_message() -> None:
    ai = AIMessage(
        "",
        tool_calls=[{"name": "g", "args": {}, "id": "c1"}],
        additional_kwargs={"function_call": {"name": "f", "arguments": '{"x": 1}'}},
    )
    calls = _calls([ai, FunctionMessage("res", name="f")])
    assert [(c.name, dict(c.args), c.result) for c in calls] == [("g", {}, None), ("f", {"x": 1}, "res")]
    assert all(c.step == 0 for c in calls)
    with pytest.raises(
        TrajectoryInputError, match=r"^message 1: a tool result without 'tool_call_id' for 'f'"
    ):
        Trajectory.from_messages([HumanMessage("x"), FunctionMessage("res", name="f")])
    with pytest.raises(TrajectoryInputError, match=r"^message 1 holds an integer"):
        Trajectory.from_messages([ai, FunctionMessage(content=[{"type": "json", "n": HUGE}], name="f")])


def test_an_ai_messages_tool_calls_and_its_content_block_calls_are_both_read() -> None:
    message = AIMessage(
        content=[{"type": "tool_use", "id": "t2", "name": "g", "input": {"q": "x"}}],
        tool_calls=[{"name": "f", "args": {}, "id": "c1"}],
    )
    assert [(c.name, c.id) for c in _calls([message])] == [("f", "c1"), ("g", "t2")]


def test_a_blank_named_call_whose_arguments_cannot_be_stored_is_refused_naming_the_call() -> None:
    message = AIMessage("", tool_calls=[{"name": " ", "args": {"n": HUGE}, "id": "c1"}])
    with pytest.raises(TrajectoryInputError, match=r"^message 0: tool call 0: 'args'"):
        Trajectory.from_messages([message])


def test_streamed_chunks_of_one_reply_are_added_up_into_one_message() -> None:
    chunks = [
        AIMessageChunk(
            content="Hel", id="r1", tool_call_chunks=[{"name": "f", "args": '{"a"', "id": "c1", "index": 0}]
        ),
        AIMessageChunk(
            content="lo", id="r1", tool_call_chunks=[{"name": None, "args": ": 1}", "id": None, "index": 0}]
        ),
        AIMessageChunk(content="!", id="r1"),
    ]
    trajectory = Trajectory.from_messages([HumanMessage("hi"), *chunks, ToolMessage("ok", tool_call_id="c1")])
    assert [(m.role, m.content) for m in trajectory.messages] == [("user", "hi"), ("assistant", "Hello!")]
    assert [(c.name, dict(c.args), c.result) for c in trajectory.tool_calls()] == [("f", {"a": 1}, "ok")]


NOT_IMPLEMENTED = {
    "lc": 1,
    "type": "not_implemented",
    "id": ["langchain", "schema", "messages", "AIMessage"],
    "repr": "x",
}
DOCUMENT = {
    "lc": 1,
    "type": "constructor",
    "id": ["langchain", "schema", "document", "Document"],
    "kwargs": {"page_content": "x"},
}


def test_only_constructor_dumps_of_message_classes_are_serialized_messages() -> None:
    assert is_message(dumpd(AIMessage("hi")))
    assert not is_message(NOT_IMPLEMENTED)
    assert not is_message(DOCUMENT)
    assert message_type(NOT_IMPLEMENTED) is None


def test_a_serialized_message_without_a_type_takes_it_from_its_class_and_keeps_its_role() -> None:
    ids = ["langchain", "schema", "messages"]
    messages = [
        {
            "lc": 1,
            "type": "constructor",
            "id": [*ids, "ChatMessage"],
            "kwargs": {"content": "q", "role": "user"},
        },
        {"lc": 1, "type": "constructor", "id": [*ids, "AIMessage"], "kwargs": {"content": "a"}},
        dumpd(ChatMessage(role="assistant", content="b")),
    ]
    assert [(m.role, m.content) for m in Trajectory.from_messages(messages).messages] == [
        ("user", "q"),
        ("assistant", "a"),
        ("assistant", "b"),
    ]


def test_standard_tool_call_blocks_keep_server_tool_and_extras_and_refuse_unstorable_extras() -> None:
    content = [
        {"type": "server_tool_call", "id": "s1", "name": "web_search", "args": {"q": "x"}},
        {"type": "tool_call", "id": "c1", "name": "f", "args": {}, "extras": {"cache": True}},
    ]
    calls = _calls([AIMessage(content=content)])
    assert [dict(c.metadata) for c in calls] == [
        {"executed_by": "provider", "server_tool": "server_tool_call"},
        {"extras": {"cache": True}},
    ]
    bad = [{"type": "tool_call", "id": "c1", "name": "f", "args": {}, "extras": {"n": HUGE}}]
    with pytest.raises(TrajectoryInputError, match=r"^message 0: content block 0"):
        Trajectory.from_messages([AIMessage(content=bad)])


def test_server_tool_results_answer_their_own_call_by_id() -> None:
    content = [
        {"type": "server_tool_call", "id": "s1", "name": "web_search", "args": {"q": "a"}},
        {"type": "server_tool_call", "id": "s2", "name": "web_search", "args": {"q": "b"}},
        {"type": "server_tool_result", "tool_call_id": "s2", "status": "success", "output": {"hits": 2}},
        {"type": "server_tool_result", "tool_call_id": "s1", "status": "error", "output": "rate limited"},
    ]
    calls = _calls([AIMessage(content=content)])
    assert [(c.id, c.result, c.error) for c in calls] == [
        ("s1", None, "rate limited"),
        ("s2", {"hits": 2}, None),
    ]
    for status in ("success", "error"):
        orphan = [{"type": "server_tool_result", "tool_call_id": "zz", "status": status, "output": "x"}]
        with pytest.raises(
            TrajectoryInputError, match=r"^message 0: content block 0: tool result 'tool_call_id' 'zz'"
        ):
            Trajectory.from_messages([AIMessage(content=orphan)])
    # an error output of another shape is still the call's error, as text (a provider's block is read, not refused)
    odd = [*content[:1], {"type": "server_tool_result", "tool_call_id": "s1", "status": "error", "output": 5}]
    assert [c.error for c in _calls([AIMessage(content=odd)])] == ["5"]


def test_a_non_standard_block_is_read_as_the_provider_block_it_wraps() -> None:
    wrapped = {"type": "tool_use", "id": "t1", "name": "f", "input": {"a": 1}}
    calls = _calls([AIMessage(content=[{"type": "non_standard", "value": wrapped}])])
    assert [(c.name, c.id, dict(c.args)) for c in calls] == [("f", "t1", {"a": 1})]
    assert _calls([AIMessage(content=[{"type": "non_standard", "value": "opaque"}])]) == []
    with pytest.raises(TrajectoryInputError, match=r"^message 0: content block 0 \(non_standard\)"):
        Trajectory.from_messages(
            [AIMessage(content=[{"type": "non_standard", "value": {"type": "tool_use", "id": "t1"}}])]
        )


class _Duck:
    """A message-like object that is not a LangChain message (what some frameworks pass through a chain)."""

    def __init__(self, **fields: Any) -> None:
        self.__dict__.update(fields)


def test_message_type_of_every_form_agrees_with_the_message_object() -> None:
    chunk = AIMessageChunk(content="x", id="z")
    assert message_type(dumpd(chunk)) == message_type(chunk) == "AIMessageChunk"
    assert message_type(dumpd(HumanMessage("x"))) == "human"
    assert message_type(_Duck(type="ai", content="x")) == "ai"
    assert message_type(_Duck(type="ai")) is None
    assert message_type(_Duck(content="x")) is None


# -- whole inputs (_inputs.py) -----------------------------------------------------------------------------------


def test_trajectory_from_messages_keeps_the_given_metadata() -> None:
    trajectory = Trajectory.from_messages([HumanMessage("x")], scenario="s", metadata={"run": 7})
    assert (trajectory.scenario, dict(trajectory.metadata)) == ("s", {"run": 7})


def test_a_bare_reply_is_one_message_alone_or_in_langsmiths_output_wrapper() -> None:
    assert is_bare_reply(AIMessage("done"))
    assert is_bare_reply({"output": AIMessage("done")})
    assert is_bare_reply({"output": {"role": "assistant", "content": "done"}})
    assert not is_bare_reply({"output": AIMessage("done"), "messages": []})
    assert not is_bare_reply({"output": [AIMessage("done")]})


def test_to_tool_call_names_the_first_call_by_default() -> None:
    with pytest.raises(TrajectoryInputError, match=r"^tool call 0: "):
        to_tool_call(5)


def test_a_tuple_of_messages_or_calls_reads_like_a_list() -> None:
    messages = (HumanMessage("x"), _ask(("f", "c1")), ToolMessage("ok", tool_call_id="c1"))
    assert [(c.name, c.result) for c in to_tool_calls(messages)] == [("f", "ok")]
    assert [c.name for c in to_trajectory(("a", "b")).tool_calls()] == ["a", "b"]
    assert [c.name for c in to_tool_calls(("a", "b"))] == ["a", "b"]


def test_json_text_with_leading_whitespace_is_a_serialized_trajectory() -> None:
    trajectory = Trajectory.from_messages([_ask(("f", "c1"))], scenario="s")
    assert to_trajectory("\n  " + trajectory.to_json()) == trajectory


def test_openai_and_tool_name_call_dicts_are_single_calls() -> None:
    openai_call = {"type": "function", "id": "c1", "function": {"name": "f", "arguments": '{"a": 1}'}}
    assert [(c.name, c.id, dict(c.args)) for c in to_trajectory(openai_call).tool_calls()] == [
        ("f", "c1", {"a": 1})
    ]
    assert [(c.name, dict(c.args)) for c in to_tool_calls({"tool_name": "g", "args": {"b": 2}})] == [
        ("g", {"b": 2})
    ]


def test_a_named_dict_holding_messages_or_calls_is_a_wrapper_not_a_call() -> None:
    messages = [HumanMessage("x"), _ask(("f", "c1"))]
    assert [c.name for c in to_trajectory({"name": "agent", "messages": messages}).tool_calls()] == ["f"]
    assert [c.name for c in to_trajectory({"name": "agent", "trajectory": ["a"]}).tool_calls()] == ["a"]
    assert [c.name for c in to_tool_calls({"name": "agent", "tool_calls": ["a", "b"]})] == ["a", "b"]


def test_a_dumped_trajectory_is_read_back_whole() -> None:
    trajectory = Trajectory(
        messages=(Message.user("x"), Message.assistant(tool_calls=[ToolCall(name="f", args={"a": 1})])),
        scenario="booking",
        metadata={"run": 1},
    )
    assert to_trajectory(trajectory.model_dump()) == trajectory


# -- expectations written as steps (steps.py) --------------------------------------------------------------------


def test_steps_under_every_wrapper_key_are_read_as_steps() -> None:
    steps = [["a"], ["b", "c"]]
    for value in (
        {"steps": steps},
        {"trajectory": steps},
        {"tool_calls": steps},
        {"output": steps},
        {"outputs": steps},
    ):
        sequence = read_call_sequence(value, what="expected")
        assert sequence.explicit_steps is True
        assert [(c.name, c.step) for c in sequence.calls] == [("a", 0), ("b", 1), ("c", 1)]
        assert sequence.groups == ((0,), (1, 2))


def test_an_empty_step_makes_no_group_and_no_message() -> None:
    sequence = read_call_sequence([["a"], [], ["b", "c"]], what="expected")
    assert sequence.groups == ((0,), (1, 2))
    assert [c.step for c in sequence.calls] == [0, 2, 2]
    trajectory = sequence_trajectory([["a"], [], ["b", "c"]], what="expected")
    assert [[c.name for c in m.tool_calls] for m in trajectory.messages] == [["a"], ["b", "c"]]


def test_a_bad_call_in_a_step_is_named_by_its_step_and_index() -> None:
    with pytest.raises(TrajectoryInputError, match=r"^expected step 1: tool call 1: "):
        read_call_sequence([["a"], ["b", 5]], what="expected")


def test_sequence_trajectory_gives_one_assistant_message_per_step_or_one_for_flat_calls() -> None:
    trajectory = sequence_trajectory([["a"], ["b", "c"]], what="expected")
    assert [(m.role, [(c.name, c.step) for c in m.tool_calls]) for m in trajectory.messages] == [
        ("assistant", [("a", 0)]),
        ("assistant", [("b", 1), ("c", 1)]),
    ]
    flat = sequence_trajectory(read_call_sequence(["a", "b"], what="expected"), what="expected")
    assert [[c.name for c in m.tool_calls] for m in flat.messages] == [["a", "b"]]
    assert sequence_trajectory(CallSequence(()), what="expected").messages == ()


def test_call_sequence_keeps_the_groups_it_is_given() -> None:
    calls = (ToolCall(name="a"), ToolCall(name="b"), ToolCall(name="c"))
    sequence = CallSequence(calls, ((0, 1), (2,)))
    assert sequence.groups == ((0, 1), (2,)) and sequence.has_parallel_steps
    assert CallSequence(calls).groups == ((0,), (1,), (2,))


# -- pairing results with their calls (_assemble.py) -------------------------------------------------------------

_REJECT = {"lc_source": "hitl_interrupt_decision", "lc_data": {"decision": "reject"}}


def test_a_rejected_call_keeps_the_reviewers_reason_as_its_review() -> None:
    rejection = ToolMessage(
        "User rejected the tool call for `f` with id c1 with reason: too costly",
        tool_call_id="c1",
        status="error",
        additional_kwargs=_REJECT,
    )
    (call,) = _calls([_ask(("f", "c1")), rejection])
    assert call.result is None and call.error is not None
    assert dict(call.metadata) == {"review": {"status": "rejected", "message": "too costly"}}


def test_an_edited_call_keeps_the_executed_call_and_the_tools_own_result() -> None:
    def edited(name: str) -> str:
        return f'The call was edited. Executed instead: {name} with arguments {{"q": "b"}}.\n\nTool response:\nfound'

    same, other = _calls(
        [
            _ask(("f", "c1"), ("g", "c2")),
            ToolMessage(edited("f"), tool_call_id="c1"),
            ToolMessage(edited("h"), tool_call_id="c2"),
        ]
    )
    assert (same.result, dict(same.metadata)) == (
        "found",
        {"review": {"status": "edited", "executed_args": {"q": "b"}}},
    )
    # an edit never switches tools (HumanInTheLoopMiddleware pins the name): a notice naming another tool is
    # another call's, quoted in this result (an agent used as a tool repeating its own tool's answer)
    assert (other.result, dict(other.metadata)) == (edited("h"), {})


def test_a_call_with_a_review_and_an_artifact_keeps_both() -> None:
    marks = {"lc_source": "hitl_interrupt_decision", "lc_data": {"decision": "respond"}}
    (call,) = _calls(
        [_ask(("f", "c1")), ToolMessage("answer", tool_call_id="c1", additional_kwargs=marks, artifact=[1])]
    )
    assert dict(call.metadata) == {"review": {"status": "responded", "message": "answer"}, "artifact": [1]}


def test_an_artifact_that_cannot_be_stored_is_refused_naming_the_message() -> None:
    with pytest.raises(TrajectoryInputError, match=r"^message 1: 'artifact'"):
        Trajectory.from_messages(
            [_ask(("f", "c1")), ToolMessage("ok", tool_call_id="c1", artifact={"n": HUGE})]
        )


def test_a_second_result_for_an_answered_call_replaces_the_first() -> None:
    (call,) = _calls(
        [
            _ask(("f", "c1")),
            ToolMessage("ok", tool_call_id="c1"),
            ToolMessage("boom", tool_call_id="c1", status="error"),
        ]
    )
    assert (call.result, call.error) == (None, "boom")


def test_openai_assistant_messages_number_their_steps_and_keep_their_text() -> None:
    def assistant(content: str | None, call_id: str) -> dict[str, Any]:
        call = {"id": call_id, "type": "function", "function": {"name": "f", "arguments": "{}"}}
        return {"role": "assistant", "content": content, "tool_calls": [call]}

    messages = [
        {"role": "user", "content": "go"},
        assistant("looking", "c1"),
        assistant(None, "c2"),
        assistant("", "c3"),
    ]
    trajectory = Trajectory.from_messages(messages)
    assert [m.content for m in trajectory.messages] == ["go", "looking", "", ""]
    assert [c.step for c in trajectory.tool_calls()] == [0, 1, 2]


def test_our_own_messages_are_read_with_their_calls_and_metadata() -> None:
    ours = [
        Message.user("hi", metadata={"id": "u1"}),
        Message.assistant(tool_calls=[ToolCall(name="f", args={"a": 1}, id="c1")]),
    ]
    trajectory = Trajectory.from_messages([*ours, ToolMessage("ok", tool_call_id="c1")])
    assert dict(trajectory.messages[0].metadata) == {"id": "u1"}
    assert [(c.name, dict(c.args), c.result, c.step) for c in trajectory.tool_calls()] == [
        ("f", {"a": 1}, "ok", 0)
    ]


def test_read_only_mapping_messages_are_read_like_dicts() -> None:
    from types import MappingProxyType

    messages = [
        MappingProxyType({"role": "user", "content": "q"}),
        MappingProxyType(dumpd(AIMessage("a"))),
    ]
    assert [(m.role, m.content) for m in Trajectory.from_messages(messages).messages] == [
        ("user", "q"),
        ("assistant", "a"),
    ]
    with pytest.raises(TrajectoryInputError, match=r"^message 1: "):
        Trajectory.from_messages([messages[0], MappingProxyType({"role": "user", "content": 5})])
    with pytest.raises(TrajectoryInputError, match=r"^message 1: a serialized message needs 'kwargs'"):
        Trajectory.from_messages([messages[0], MappingProxyType({**dumpd(AIMessage("a")), "kwargs": None})])


def test_a_malformed_streamed_chunk_is_named_by_its_index() -> None:
    bad = AIMessageChunk(content=[{"type": "x_block", "id": "c1", "args": {}}], id="r1")
    with pytest.raises(TrajectoryInputError, match=r"^message 1: content block 0"):
        Trajectory.from_messages([HumanMessage("hi"), bad])


# -- one tool call in any shape (_calls.py) ----------------------------------------------------------------------


def _openai(function: Any, call_id: Any = "c1", **extra: Any) -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": function, **extra}


_DEEP = '{"a": ' * 101 + "1" + "}" * 101  # one level more than the model stores


@pytest.mark.parametrize("raw", ['x{"a": 1}', '{"a": 1} x', _DEEP, " " + _DEEP])
def test_arguments_text_that_is_not_one_storable_json_object_is_refused_in_every_shape(raw: str) -> None:
    for call, field in (
        (_openai({"name": "f", "arguments": raw}), "'function.arguments'"),
        ({"name": "f", "arguments": raw}, "'arguments'"),
    ):
        with pytest.raises(TrajectoryInputError, match=rf"^tool call 0: {field}"):
            to_tool_call(call)


def test_arguments_read_from_json_text_are_read_only_all_the_way_down() -> None:
    for call in (
        _openai({"name": "f", "arguments": '{"a": [1, 2]}'}),
        {"name": "f", "arguments": '{"a": [1, {"b": [3]}]}'},
    ):
        args = to_tool_call(call).args
        with pytest.raises(TypeError):
            args["a"].append(9)


@pytest.mark.parametrize("name", ["", "  ", 5])
def test_an_openai_call_without_a_usable_name_is_refused(name: Any) -> None:
    with pytest.raises(TrajectoryInputError, match=r"^tool call 0: 'name' must be a non-blank string"):
        to_tool_call(_openai({"name": name, "arguments": "{}"}))


def test_an_openai_call_with_a_numeric_id_gets_it_as_text() -> None:
    assert to_tool_call(_openai({"name": "f", "arguments": "{}"}, call_id=5)).id == "5"


def test_an_openai_call_beside_another_name_is_refused_but_its_result_is_read() -> None:
    with pytest.raises(TrajectoryInputError, match=r"'tool_name' beside 'function'"):
        to_tool_call(_openai({"name": "f", "arguments": "{}"}, tool_name="g"))
    assert to_tool_call(_openai({"name": "f", "arguments": "{}"}, result="ok")).result == "ok"
    from types import MappingProxyType

    assert to_tool_call(_openai(MappingProxyType({"name": "f", "arguments": '{"a": 1}'}))).args == {"a": 1}


def test_arguments_given_twice_are_refused() -> None:
    with pytest.raises(
        TrajectoryInputError, match=r"give the name and arguments once; found 'args', 'input'"
    ):
        to_tool_call({"name": "f", "args": {"a": 1}, "input": {"a": 2}})


def test_ids_results_and_errors_under_every_documented_key() -> None:
    assert to_tool_call({"name": "f", "args": {}, "tool_call_id": "c9"}).id == "c9"
    assert to_tool_call({"name": "f", "args": {}, "output": "x"}).result == "x"
    assert to_tool_call({"name": "f", "args": {}, "error": ValueError("boom")}).error == "ValueError('boom')"
    import datetime
    from enum import IntEnum, StrEnum

    class Failure(StrEnum):
        TIMEOUT = "timeout"

    class Step(IntEnum):
        SECOND = 1

    assert to_tool_call({"name": "f", "args": {}, "error": Failure.TIMEOUT}).error == "timeout"
    assert (
        to_tool_call({"name": "f", "args": {}, "error": {"at": datetime.date(2024, 1, 2)}}).error
        == '{"at": "2024-01-02"}'
    )
    assert to_tool_call({"name": "f", "args": {}, "step": Step.SECOND}).step == 1


def test_string_like_arguments_and_argument_names_are_accepted() -> None:
    from enum import StrEnum

    class Key(StrEnum):
        CITY = "city"

    class Raw(str):
        pass

    assert to_tool_call({"name": "f", "args": {Key.CITY: "Paris"}}).args == {"city": "Paris"}
    assert to_tool_call({"name": "f", "arguments": Raw('{"a": 1}')}).args == {"a": 1}


def test_call_fields_that_cannot_be_stored_are_refused_naming_the_field() -> None:
    circular: dict[str, Any] = {}
    circular["self"] = circular
    cases = [
        ({"name": "f", "input": 5}, "'input' must be a dict"),
        ({"name": "f", "args": {}, "result": {"n": HUGE}}, "'result' holds an integer"),
        ({"name": "f", "args": {}, "metadata": {"n": HUGE}}, "'metadata' holds an integer"),
        ({"name": "f", "args": {}, "error": circular}, "'error' must be a string or a JSON-able value"),
        ({"name": "f", "arguments": '{"a": [' + "[" * 100 + "]" * 100 + "]}"}, "'arguments' nests"),
        ({"name": HUGE, "args": {}}, "'name' must be a non-blank string, got <int>$"),
        ({"name": "f", "args": {}, 5: 1}, r"unknown field\(s\) \['5'\]"),
    ]
    for call, message in cases:
        with pytest.raises(TrajectoryInputError, match=rf"^tool call 0: {message}"):
            to_tool_call(call)


def test_an_error_shows_a_long_value_shortened() -> None:
    with pytest.raises(TrajectoryInputError) as error:
        to_tool_call({"name": ["x" * 500], "args": {}})
    shown_value = str(error.value).split("got ", 1)[1]
    assert shown_value.startswith("['xxx") and shown_value.endswith("...") and len(shown_value) <= 60


# -- message dicts: OpenAI chat, LangChain dumps, Anthropic (openai.py) ------------------------------------------


def _fn(name: str, call_id: str | None = "c1", arguments: str = "{}") -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


_TOOL_USE = {"type": "tool_use", "id": "t2", "name": "g", "input": {"q": "x"}}


def test_dicts_with_a_role_type_but_a_calls_arguments_are_calls_not_messages() -> None:
    assert is_message({"type": "ai", "content": "x"})
    assert not is_message({"type": "function", "name": "get_weather", "parameters": {}})  # a tool definition
    for key, value in (("args", {}), ("arguments", "{}"), ("function", {"name": "f"}), ("input", {})):
        assert not is_message({"type": "tool", "name": "f", key: value})


def test_a_role_that_is_not_a_string_is_refused_and_a_string_like_role_is_read() -> None:
    from enum import StrEnum

    class Role(StrEnum):
        USER = "user"

    assert Trajectory.from_messages([{"role": Role.USER, "content": "x"}]).messages[0].role == "user"
    with pytest.raises(TrajectoryInputError, match=r"^message 0: 'role' must be one of .*, got \['user'\]"):
        Trajectory.from_messages([{"role": ["user"], "content": "x"}])


@pytest.mark.parametrize(
    "message",
    [
        {"role": "assistant", "content": [_TOOL_USE], "tool_calls": [_fn("f")]},
        {"type": "ai", "content": [_TOOL_USE], "tool_calls": [{"name": "f", "args": {}, "id": "c1"}]},
        {"role": "assistant", "content": [_TOOL_USE], "tool_calls": [_fn("f")], "metadata": {"k": 1}},
    ],
)
def test_calls_in_tool_calls_and_in_content_blocks_are_both_read(message: dict[str, Any]) -> None:
    assert [(c.name, c.id) for c in _calls([message])] == [("f", "c1"), ("g", "t2")]


def test_content_blocks_are_read_beside_an_empty_tool_calls_list() -> None:
    trajectory = Trajectory.from_messages(
        [
            {"role": "assistant", "content": [_TOOL_USE], "tool_calls": []},
            {"role": "assistant", "content": [{"type": "text", "text": "done"}], "tool_calls": []},
        ]
    )
    assert [(m.content, [c.name for c in m.tool_calls]) for m in trajectory.messages] == [
        ("", ["g"]),
        ("done", []),
    ]


def test_a_call_given_twice_is_read_once_and_the_calls_after_it_are_kept() -> None:
    message = AIMessage(
        content=[{"type": "tool_use", "id": "c1", "name": "f", "input": {}}, _TOOL_USE],
        tool_calls=[{"name": "f", "args": {}, "id": "c1"}],
    )
    assert [(c.name, c.id) for c in _calls([message])] == [("f", "c1"), ("g", "t2")]
    repeated = AIMessage(
        "",
        tool_calls=[{"name": "f", "args": {}, "id": None}],
        additional_kwargs={"function_call": {"name": "f", "arguments": "{}"}},
    )
    assert [(c.name, c.id) for c in _calls([repeated])] == [("f", None)]
    other = AIMessage(
        "",
        tool_calls=[{"name": "g", "args": {}, "id": "c1"}],
        additional_kwargs={"function_call": {"name": "f", "arguments": "{}"}},
    )
    assert [c.name for c in _calls([other])] == ["g", "f"]


def test_legacy_function_calls_are_read_beside_tool_calls_in_every_place_they_are_kept() -> None:
    legacy = {"name": "g", "arguments": '{"b": 2}'}
    top = {"role": "assistant", "content": "", "tool_calls": [_fn("f")], "function_call": legacy}
    dumped = {
        "type": "ai",
        "content": "",
        "additional_kwargs": {"tool_calls": [_fn("f")], "function_call": legacy},
    }
    for message in (top, dumped):
        assert [(c.name, dict(c.args)) for c in _calls([message])] == [("f", {}), ("g", {"b": 2})]
    both = {
        "role": "assistant",
        "content": "",
        "function_call": legacy,
        "additional_kwargs": {"function_call": {"name": "h", "arguments": "{}"}},
    }
    assert [c.name for c in _calls([both])] == [
        "g"
    ]  # the message's own field wins over the raw provider copy
    assert _calls([{"type": "ai", "content": "x", "additional_kwargs": {"refusal": None}}]) == []


def test_a_message_dicts_metadata_and_a_tuple_of_tool_calls_are_read() -> None:
    message = {
        "type": "ai",
        "content": "x",
        "tool_calls": ({"name": "f", "args": {}, "id": "c1"},),
        "metadata": {"k": 1},
    }
    (read,) = Trajectory.from_messages(
        [message, {"role": "user", "content": "y", "metadata": {"u": 2}}]
    ).messages[:1]
    assert dict(read.metadata) == {"k": 1} and [c.name for c in read.tool_calls] == ["f"]
    assert dict(
        Trajectory.from_messages([{"role": "user", "content": "y", "metadata": {"u": 2}}])
        .messages[0]
        .metadata
    ) == {"u": 2}
    fast = {"role": "assistant", "content": "", "tool_calls": [_fn("f")], "metadata": {"k": 1}}
    assert dict(Trajectory.from_messages([fast]).messages[0].metadata) == {"k": 1}


def test_bare_tool_names_and_tool_calls_in_an_openai_assistant_message_are_calls() -> None:
    for tool_calls in ([_fn("f"), "lookup"], ["lookup", _fn("f")]):
        message = {"role": "assistant", "content": "", "tool_calls": tool_calls}
        assert sorted(c.name for c in _calls([message])) == ["f", "lookup"]
    ours = {"role": "assistant", "content": "", "tool_calls": [ToolCall(name="f", args={"a": 1}, id="c1")]}
    assert [(c.name, dict(c.args), c.id) for c in _calls([ours])] == [("f", {"a": 1}, "c1")]


def test_id_less_calls_repeated_in_content_blocks_are_read_once_and_new_ones_kept() -> None:
    blocks = [{"type": "tool_call", "name": "f", "args": {}}, {"type": "tool_call", "name": "g", "args": {}}]
    message = AIMessage(content=blocks, tool_calls=[{"name": "f", "args": {}, "id": None}])
    assert [(c.name, c.id) for c in _calls([message])] == [("f", None), ("g", None)]


def test_an_invalid_call_with_a_numeric_id_keeps_it_as_text_and_gets_its_result() -> None:
    invalid = {"name": "f", "args": "{", "id": 5, "error": "bad json"}
    messages = [
        {"type": "ai", "content": "", "invalid_tool_calls": [invalid]},
        {"role": "tool", "tool_call_id": "5", "content": "refused"},
    ]
    (call,) = _calls(messages)
    assert (call.id, call.error, call.result) == ("5", "invalid tool call: bad json", "refused")
    without_id = {
        "type": "ai",
        "content": "",
        "invalid_tool_calls": [{"name": "f", "args": "{", "error": "bad"}],
    }
    assert [c.id for c in _calls([without_id])] == [None]


def test_an_error_tool_message_dict_gives_its_call_the_error_text() -> None:
    ask = {"role": "assistant", "content": "", "tool_calls": [_fn("f", "c1"), _fn("g", "c2")]}
    cases = [
        ({"role": "tool", "tool_call_id": "c2", "content": "", "error": "boom"}, "boom"),
        (
            {"role": "tool", "tool_call_id": "c2", "status": "error", "error": "boom", "content": "details"},
            "boom",
        ),
        (
            {"role": "tool", "tool_call_id": "c2", "error": {"code": 500}, "content": "server error"},
            "server error",
        ),
        ({"role": "tool", "name": "g", "status": "error", "content": "failed"}, "failed"),
    ]
    for answer, error in cases:
        first, second = _calls([ask, answer])
        assert (first.error, second.error, second.result) == (None, error, None)


def test_a_tool_message_dict_keeps_its_artifact_and_review_marks_on_success_and_on_error() -> None:
    ask = {"role": "assistant", "content": "", "tool_calls": [_fn("f", "c1"), _fn("g", "c2")]}
    respond = {"lc_source": "hitl_interrupt_decision", "lc_data": {"decision": "respond"}}
    answers = [
        {
            "role": "tool",
            "tool_call_id": "c1",
            "content": "answer",
            "artifact": {"a": 1},
            "additional_kwargs": respond,
        },
        {
            "role": "tool",
            "tool_call_id": "c2",
            "status": "error",
            "content": "no: with reason: costly",
            "artifact": [2],
            "additional_kwargs": _REJECT,
        },
    ]
    first, second = _calls([ask, *answers])
    assert dict(first.metadata) == {
        "review": {"status": "responded", "message": "answer"},
        "artifact": {"a": 1},
    }
    assert dict(second.metadata) == {"review": {"status": "rejected", "message": "costly"}, "artifact": [2]}


def test_a_refusal_block_is_text() -> None:
    content = [
        {"type": "refusal", "refusal": "I can't. "},
        {"type": "refusal"},
        {"type": "output_text", "text": "Sorry."},
    ]
    assert (
        Trajectory.from_messages([{"role": "assistant", "content": content}]).messages[0].content
        == "I can't. Sorry."
    )


def test_message_tool_calls_reads_one_ai_message_in_any_form_and_names_what_it_got_otherwise() -> None:
    from langchain_trajectory.reading.langchain import message_field, message_tool_calls

    assert [c["name"] for c in message_tool_calls(dumpd(_ask(("f", "c1"))))] == ["f"]
    assert message_field(dumpd(HumanMessage("x", id="h1")), "id") == "h1"
    assert message_field(NOT_IMPLEMENTED, "repr") == "x"
    with pytest.raises(TrajectoryInputError, match=r"got HumanMessage$"):
        message_tool_calls(HumanMessage("x"))
    with pytest.raises(TrajectoryInputError, match=r"got int$"):
        message_tool_calls(5)
    with pytest.raises(TrajectoryInputError, match=r"^message 0: a serialized message needs 'kwargs'"):
        message_tool_calls({**dumpd(AIMessage("a")), "kwargs": None})


def test_an_edit_whose_executed_arguments_cannot_be_stored_is_refused_naming_the_review() -> None:
    deep = '{"a": ' * 101 + "1" + "}" * 101
    notice = f"Edited. Executed instead: f with arguments {deep}.\n\nTool response:\nok"
    with pytest.raises(TrajectoryInputError, match=r"^message 1: review"):
        Trajectory.from_messages([_ask(("f", "c1")), ToolMessage(notice, tool_call_id="c1")])
