"""The recorder reads the usual reply (an ``AIMessage`` with text content and LangChain tool calls with flat
arguments) in one pass (``plain_calls``): the calls it gives are those the full reading through the reading layer
(``read_calls``) gives, for any message, with and without ``redact``; any other message is read in full."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from langchain_core.messages import AIMessage, AIMessageChunk

from langchain_trajectory.capture._events import plain_calls, read_calls, requested_calls
from langchain_trajectory.capture._records import RequestedCall

names = st.one_of(st.sampled_from(["lookup", "search", "", "  ", "\t"]), st.text(max_size=4))
keys = st.one_of(st.sampled_from(["key", "q", ""]), st.text(max_size=3))
values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=False),
    st.text(max_size=6),
    st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
)
calls = st.fixed_dictionaries(
    {
        "name": names,
        "args": st.one_of(st.dictionaries(keys, values, max_size=3), st.none(), st.just('{"key": 1}')),
        "id": st.one_of(st.none(), st.text(max_size=5), st.integers(0, 3)),
    },
    optional={"type": st.sampled_from(["tool_call", "other"]), "index": st.integers(0, 3), "extra": st.just(1)},
)
contents = st.one_of(st.text(max_size=8), st.just([{"type": "text", "text": "hi"}]), st.just([]))
invalid = st.lists(
    st.just({"name": "lookup", "args": "{bad", "id": "bad_1", "error": "not JSON", "type": "invalid_tool_call"}),
    max_size=1,
)
extras = st.sampled_from([{}, {"function_call": {"name": "legacy", "arguments": "{}"}}, {"other": 1}])


@st.composite
def messages(draw: st.DrawFn) -> Any:
    fields = {
        "content": draw(contents),
        "tool_calls": draw(st.lists(calls, max_size=3)),
        "invalid_tool_calls": draw(invalid),
        "additional_kwargs": draw(extras),
    }
    kind = draw(st.sampled_from(["constructed", "validated", "chunk"]))
    if kind == "constructed":  # exactly these fields, as a model or an integration may leave them
        return AIMessage.model_construct(**fields)
    try:
        return (AIMessage if kind == "validated" else AIMessageChunk)(**fields)
    except Exception:  # a call LangChain refuses: keep it as constructed
        return AIMessage.model_construct(**fields)


plain_values = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**16), 10**16), st.floats(allow_nan=False), st.text(max_size=6)
)
plain_call = st.fixed_dictionaries(
    {
        "name": st.sampled_from(["lookup", "search", " x "]),
        "args": st.dictionaries(keys, plain_values, max_size=3),
        "id": st.one_of(st.none(), st.text(max_size=5)),
    },
    optional={"type": st.just("tool_call")},
)


@st.composite
def plain_messages(draw: st.DrawFn) -> Any:
    """Replies the one-pass reading takes, and their near misses (one value or field from elsewhere)."""
    tool_calls = draw(st.lists(plain_call, min_size=1, max_size=3))
    if draw(st.booleans()):  # a near miss: one argument value that is no plain value, or a huge int
        tool_calls[0]["args"]["odd"] = draw(st.one_of(values, st.just(10**15), st.just(-(10**15))))
    fields = {"content": draw(st.text(max_size=6)), "tool_calls": tool_calls}
    if draw(st.booleans()):
        return AIMessage(**fields)
    return AIMessage.model_construct(**fields, invalid_tool_calls=[], additional_kwargs={})


def as_tuples(read: list[RequestedCall]) -> list[tuple[Any, ...]]:
    return [(c.name, c.args, c.id, c.error, c.metadata, c.provider) for c in read]


def drop_key(name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in args.items() if k != "key"}


@settings(max_examples=400, deadline=None)
@given(st.one_of(plain_messages(), messages()))
def test_requested_calls_are_the_full_readings_calls_for_any_message(message: Any) -> None:
    assert as_tuples(requested_calls(message)) == as_tuples(read_calls(message))
    assert as_tuples(requested_calls(message, drop_key)) == as_tuples(read_calls(message, drop_key))


def test_the_usual_reply_is_read_in_one_pass_and_its_arguments_are_copies() -> None:
    args = {"key": 1, "q": "x"}
    message = AIMessage(content="Looking.", tool_calls=[{"name": "lookup", "args": args, "id": "call_1"}])
    read = plain_calls(message)
    assert read is not None and as_tuples(read) == as_tuples(read_calls(message))
    args["key"] = 2
    message.tool_calls[0]["args"]["q"] = "changed"
    assert read[0].args == {"key": 1, "q": "x"}


def test_a_reply_with_nested_arguments_content_blocks_or_invalid_calls_is_read_in_full() -> None:
    nested = AIMessage(content="", tool_calls=[{"name": "lookup", "args": {"keys": [1, 2]}, "id": "c"}])
    blocks = AIMessage(content=[{"type": "text", "text": "hi"}], tool_calls=[{"name": "a", "args": {}, "id": "c"}])
    invalid = AIMessage(
        content="",
        invalid_tool_calls=[{"name": "a", "args": "{bad", "id": "c", "error": "e", "type": "invalid_tool_call"}],
    )
    huge = AIMessage(content="", tool_calls=[{"name": "a", "args": {"n": 10**16}, "id": "c"}])
    for message in (nested, blocks, invalid, huge):
        assert plain_calls(message) is None
        assert as_tuples(requested_calls(message)) == as_tuples(read_calls(message))
