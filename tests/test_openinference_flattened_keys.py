"""OpenInference's flattened attribute families (``llm.input_messages.0.message.role``) read back into lists of
objects exactly as a plain walk of the keys, in attribute order, reads them."""

from __future__ import annotations

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
    st.dictionaries(st.sampled_from(["0", "a", "b"]), st.text(max_size=2), max_size=2),
    st.dictionaries(st.integers(0, 3), st.text(max_size=2), max_size=2),
)


@given(st.dictionaries(keys, values, max_size=12))
def test_a_family_reads_as_a_plain_walk_of_its_keys_reads_it(attributes):
    assert unflatten(attributes, PREFIX) == reference_unflatten(attributes, PREFIX)


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
