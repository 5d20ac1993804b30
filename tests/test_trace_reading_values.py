"""The trace readers tell a mapping from JSON's other values exactly as ``isinstance(value, Mapping)`` does."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from types import MappingProxyType

import pytest

from langchain_trajectory.reading.traces._trace import is_mapping
from langchain_trajectory.trajectory import FrozenDict, FrozenList


class _Text(str):
    pass


class _Items(list):
    pass


@pytest.mark.parametrize(
    "value",
    [
        {},
        {"a": 1},
        FrozenDict({"a": 1}),
        OrderedDict(a=1),
        MappingProxyType({"a": 1}),
        "text",
        _Text("text"),
        "",
        None,
        0,
        1.5,
        True,
        [],
        _Items([1]),
        FrozenList([1]),
        (1,),
        {1, 2},
        b"bytes",
    ],
)
def test_a_value_is_a_mapping_exactly_when_isinstance_says_so(value):
    assert is_mapping(value) is isinstance(value, Mapping)
