"""OpenInference's flattened attribute families (``llm.input_messages.0.message.role``) read back into lists of
objects exactly as a plain walk of the keys, in attribute order, reads them."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from langchain_trajectory.reading.traces.openinference import unflatten

PREFIX = "llm.input_messages."


def reference_unflatten(attributes: dict[str, Any], prefix: str) -> list[dict[str, Any]]:
    """The family under ``prefix``: each key's segments inserted in attribute order (a key whose path runs into a
    value set earlier is skipped, a later value replaces an earlier one), then every dict whose keys are all
    indices turned into the list of its values in index order."""
    root: dict[Any, Any] = {}
    for key, value in attributes.items():
        if not key.startswith(prefix):
            continue
        segments = [int(s) if s.isdigit() else s for s in key[len(prefix) :].split(".")]
        node: Any = root
        for segment in segments[:-1]:
            node = node.setdefault(segment, {})
            if not isinstance(node, dict):
                break
        else:
            node[segments[-1]] = value

    def lists(item: Any) -> Any:
        if not isinstance(item, dict):
            return item
        if item and all(type(k) is int for k in item):
            return [lists(item[k]) for k in sorted(item)]
        return {k: lists(v) for k, v in item.items()}

    out = lists(root)
    return [entry if isinstance(entry, dict) else {} for entry in out] if isinstance(out, list) else []


segments = st.sampled_from(["0", "1", "2", "10", "message", "role", "content", "tool_calls", "x"])
keys = st.builds(
    lambda head, path: head + ".".join(path),
    st.sampled_from([PREFIX, "llm.output_messages.", "llm.input_messages", "metadata.", ""]),
    st.lists(segments, min_size=1, max_size=4),
)
values = st.one_of(
    st.text(max_size=3),
    st.integers(),
    st.none(),
    st.lists(st.integers(), max_size=2),
    st.dictionaries(st.sampled_from(["0", "a", "b"]), st.text(max_size=2), max_size=2),
    st.dictionaries(st.integers(0, 3), st.text(max_size=2), max_size=2),
    st.builds(MappingProxyType, st.dictionaries(st.sampled_from(["a", "b"]), st.integers(), max_size=2)),
)


def _copy(attributes: dict[str, Any]) -> dict[str, Any]:
    """The attributes with dict values copied (a key that runs on inside a dict value adds to it)."""
    return {key: dict(value) if type(value) is dict else value for key, value in attributes.items()}


@given(st.dictionaries(keys, values, max_size=12))
def test_a_family_reads_as_a_plain_walk_of_its_keys_reads_it(attributes):
    assert unflatten(_copy(attributes), PREFIX) == reference_unflatten(_copy(attributes), PREFIX)


def test_messages_come_in_index_order_with_their_fields():
    attributes = {
        "llm.input_messages.1.message.role": "user",
        "llm.input_messages.0.message.role": "system",
        "llm.input_messages.1.message.content": "hi",
        "llm.output_messages.0.message.role": "assistant",
        "llm.input_messages.10.message.role": "user",
    }
    assert unflatten(attributes, PREFIX) == [
        {"message": {"role": "system"}},
        {"message": {"role": "user", "content": "hi"}},
        {"message": {"role": "user"}},
    ]


@given(st.dictionaries(keys, values, max_size=12), st.lists(values, min_size=12, max_size=12))
def test_the_same_keys_with_other_values_read_as_those_values(attributes, others):
    again = dict(zip(attributes, others, strict=False))
    unflatten(_copy(attributes), PREFIX)  # the keys' layout is remembered; the values are not
    assert unflatten(_copy(again), PREFIX) == reference_unflatten(_copy(again), PREFIX)


def test_each_reading_is_a_fresh_list_of_fresh_objects():
    attributes = {"llm.input_messages.0.message.role": "user", "llm.input_messages.1.message.role": "system"}
    first = unflatten(attributes, PREFIX)
    first[0]["message"]["role"] = "changed"
    first.append({})
    assert unflatten(attributes, PREFIX) == [{"message": {"role": "user"}}, {"message": {"role": "system"}}]


def test_a_dict_value_takes_part_in_the_tree():
    # a value that is a dict is listed like the family's own nodes, and a later key runs on inside it
    attributes = {
        "llm.input_messages.0.message.contents": {0: "first", 1: "second"},
        "llm.input_messages.0.message.meta": {"a": 1},
        "llm.input_messages.0.message.meta.b": 2,
    }
    assert unflatten(_copy(attributes), PREFIX) == [
        {"message": {"contents": ["first", "second"], "meta": {"a": 1, "b": 2}}}
    ] == reference_unflatten(_copy(attributes), PREFIX)
