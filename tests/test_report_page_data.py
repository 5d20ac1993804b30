"""The report page's data blob: every text and number of a trial comes back exactly as given, whatever it holds,
and no text can end the script it sits in (the trials are rendered from it when a case is opened)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from langchain_trajectory.report._lazy import Table, script_data

_HOSTILE = st.sampled_from(
    ["</script>", "<!--", "-->", "<script>", "]]>", "&amp;", "\u2028", "\u2029", '"', "\\", "'", "</SCRIPT >"]
)
_TEXT = st.one_of(st.text(max_size=12), _HOSTILE, st.lists(_HOSTILE, max_size=3).map("".join))
_VALUE = st.recursive(
    st.one_of(_TEXT, st.integers(min_value=-(2**53), max_value=2**53)),
    lambda inner: st.lists(inner, max_size=5),
    max_leaves=40,
)


def _decode(entries: list[Any], index: int) -> Any:
    """The page's ``g``: a list entry holds the indexes of its items."""
    entry = entries[index]
    return [_decode(entries, i) for i in entry] if isinstance(entry, list) else entry


@settings(max_examples=100, deadline=None)
@given(st.lists(_VALUE, min_size=1, max_size=6))
def test_every_value_comes_back_from_the_blob_and_no_text_closes_the_script(values: list[Any]) -> None:
    table = Table()
    roots = [table.add(v) for v in values]
    blob = script_data(table, roots)
    lowered = blob.lower()
    assert "</" not in lowered and "<!--" not in lowered and "\u2028" not in blob and "\u2029" not in blob
    data = json.loads(blob)
    assert [_decode(data["t"], r) for r in data["c"]] == values
    assert len(data["t"]) == len(set(map(json.dumps, data["t"])))  # each distinct value stored once


def test_values_the_renderer_cannot_read_are_refused() -> None:
    for bad in (True, 1.5, None, {"a": 1}, ("a",)):
        with pytest.raises(TypeError, match="str, int and lists"):
            Table().add(["ok", bad])
