"""Details of reading OTLP JSON spans that the trace readers' larger tests do not pin: ids, times, attribute values
and the order a span tree is walked in."""

from __future__ import annotations

import pytest

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading.traces.spans import span_trees, spans_from

TRACE = "0af7651916cd43dd8448eb211c80319c"


def span(span_id: str, parent: str | None = None, start: object = "10", **fields: object) -> dict[str, object]:
    raw: dict[str, object] = {"traceId": TRACE, "spanId": span_id, "name": f"s{span_id[-1]}"}
    raw["startTimeUnixNano"] = start
    if parent is not None:
        raw["parentSpanId"] = parent
    raw.update(fields)
    return raw


def document(*spans: dict[str, object]) -> dict[str, object]:
    return {"resourceSpans": [{"scopeSpans": [{"spans": list(spans)}]}]}


def test_a_span_id_used_as_a_trace_id_is_refused_even_after_it_was_read_as_a_span_id():
    first = span("00f067aa0ba902b7")
    second = {**span("00f067aa0ba902b8"), "traceId": "00f067aa0ba902b7"}
    with pytest.raises(TrajectoryInputError, match="'traceId' must be 32 hex digits"):
        spans_from(document(first, second))


def test_ids_repeated_across_spans_read_the_same_each_time():
    root = span("00F067AA0BA902B7")
    child = span("00f067aa0ba902b8", parent="00F067AA0BA902B7")
    read = spans_from(document(root, child, {**span("00f067aa0ba902b9"), "traceId": TRACE.upper()}))
    assert [s.trace_id for s in read] == [TRACE] * 3
    assert read[1].parent_id == read[0].span_id == "00f067aa0ba902b7"


@pytest.mark.parametrize("start", ["", "0", 0, 0.0, False, None])
def test_a_missing_or_zero_start_time_reads_as_zero(start):
    assert spans_from(document(span("00f067aa0ba902b7", start=start)))[0].start == 0


def test_a_boolean_true_start_time_is_refused():
    with pytest.raises(TrajectoryInputError, match="'startTimeUnixNano' must be an integer, got True"):
        spans_from(document(span("00f067aa0ba902b7", start=True)))


def test_an_attribute_value_of_two_kinds_is_refused():
    attributes = [{"key": "k", "value": {"stringValue": "x", "intValue": "3"}}]
    with pytest.raises(TrajectoryInputError, match="must be an OTLP AnyValue object"):
        spans_from(document(span("00f067aa0ba902b7", attributes=attributes)))


def test_children_are_walked_depth_first_in_start_order_whatever_the_input_order():
    root = span("00f067aa0ba902b1", start="1")
    late = span("00f067aa0ba902b2", parent="00f067aa0ba902b1", start="30")
    early = span("00f067aa0ba902b3", parent="00f067aa0ba902b1", start="20")
    inner = span("00f067aa0ba902b4", parent="00f067aa0ba902b3", start="25")
    (tree,) = span_trees(spans_from(document(late, root, inner, early)))
    walked = [(s.name, [a.name for a in ancestors]) for s, ancestors in tree.walk()]
    assert walked == [("s1", []), ("s3", ["s1"]), ("s4", ["s1", "s3"]), ("s2", ["s1"])]
