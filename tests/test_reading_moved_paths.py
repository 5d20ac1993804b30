"""Every public name the reading/export move took from its old path still imports from there: the same object,
and a DeprecationWarning naming the new path the first time it is taken (and only then)."""

from __future__ import annotations

import importlib
import warnings

import pytest

import langchain_trajectory.reading as reading
from langchain_trajectory.reading import Format

# (old module, name, new module, new name)
MOVED = [
    *(
        ("langchain_trajectory.interchange", name, new, new_name)
        for name, new, new_name in (
            ("READ_FORMATS", "langchain_trajectory.reading", "TRACE_FORMATS"),
            ("WRITE_FORMATS", "langchain_trajectory.export", "WRITE_FORMATS"),
            ("WriteFormat", "langchain_trajectory.export", "WriteFormat"),
            ("read_traces", "langchain_trajectory.reading", "read_traces"),
            ("write_traces", "langchain_trajectory.export", "write_traces"),
        )
    ),
    ("langchain_trajectory.reading", "READERS", "langchain_trajectory.reading", "FORMATS"),
    ("langchain_trajectory.reading", "register_reader", "langchain_trajectory.reading", "register_format"),
    ("langchain_trajectory.reading.formats", "TRACE_FORMATS", "langchain_trajectory.reading", "TRACE_FORMATS"),
    ("langchain_trajectory.reading.formats", "TraceFormat", "langchain_trajectory.reading", "TraceFormat"),
    ("langchain_trajectory.reading.formats", "detect_format", "langchain_trajectory.reading", "detect_format"),
    (
        "langchain_trajectory.reading.formats",
        "is_langsmith_run",
        "langchain_trajectory.reading.traces.formats",
        "is_langsmith_run",
    ),
    *(
        (f"langchain_trajectory.reading.{module}", name, f"langchain_trajectory.reading.traces.{module}", name)
        for module, names in (
            ("otel", ("RESULT_ENCODING", "Split", "trajectories_from_otel")),
            ("openinference", ("trajectories_from_openinference", "unflatten")),
            ("atif", ("is_atif", "trajectories_from_atif")),
            (
                "spans",
                (
                    "Span",
                    "SpanTree",
                    "error_of",
                    "load_json_documents",
                    "parse_json_text",
                    "span_trees",
                    "spans_from",
                ),
            ),
        )
        for name in names
    ),
]


def _take(module: object, name: str) -> tuple[object, list[warnings.WarningMessage]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        value = getattr(module, name)
    # ours only: a dependency imported on first use may warn about itself (ast.Str on Python 3.12)
    return value, [
        w
        for w in caught
        if issubclass(w.category, DeprecationWarning) and str(w.message).startswith("langchain_trajectory.")
    ]


@pytest.mark.parametrize(("old", "name", "new", "new_name"), MOVED, ids=lambda v: v.rsplit(".", 1)[-1])
def test_an_old_import_path_gives_the_same_object_and_warns_once(old, name, new, new_name):
    module = importlib.import_module(old)
    module.__getattr__.warned.discard(name)  # as if this process had not taken it yet
    value, first = _take(module, name)
    assert value is getattr(importlib.import_module(new), new_name)
    assert len(first) == 1 and f"{new}." in str(first[0].message), [str(w.message) for w in first]
    again, second = _take(module, name)
    assert again is value and second == []


def test_the_old_reader_call_form_builds_a_format_and_warns_once():
    reading.__getattr__.warned.discard("Reader")
    with pytest.warns(DeprecationWarning, match="use Format"):
        reader = reading.Reader

    def sniff(value: object) -> bool:
        return value == "x"

    row = reader("mine", sniff, lambda value, what: None)
    assert isinstance(row, Format) and row.handles is sniff and row.sniff is sniff and not row.is_trace


def test_a_name_that_never_lived_at_the_old_path_is_an_attribute_error():
    module = importlib.import_module("langchain_trajectory.interchange")
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        module.nothing  # noqa: B018
