"""Details of reading traces: mappings told from JSON's other values exactly as ``isinstance(value, Mapping)`` tells
them, span kinds in any case, a call id run twice."""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Mapping
from types import MappingProxyType

import pytest

from langchain_trajectory import Message, ToolCall, Trajectory, read_traces
from langchain_trajectory.export import to_otlp_json
from langchain_trajectory.reading.traces._values import is_mapping
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


def _trip() -> Trajectory:
    call = ToolCall(name="search", args={"city": "Rome"}, id="call_1", result="sunny", step=0)
    return Trajectory(
        messages=(Message.user("Weather in Rome?"), Message.assistant("Looking.", [call]), Message.assistant("Sunny."))
    )


def test_openinference_span_kinds_are_read_whatever_their_case():
    document = to_otlp_json([_trip()], conventions="openinference")
    for raw in document["resourceSpans"][0]["scopeSpans"][0]["spans"]:
        for attribute in raw["attributes"]:
            if attribute["key"] == "openinference.span.kind":
                attribute["value"]["stringValue"] = attribute["value"]["stringValue"].lower()
    (lower,) = read_traces(document, format="openinference")
    (written,) = read_traces(to_otlp_json([_trip()], conventions="openinference"), format="openinference")
    assert lower == written
    assert [c.name for c in lower.tool_calls()] == ["search"]


def _genai_span(span_id: str, start: int, attributes: dict[str, str], parent: str | None = "00f067aa0ba90200"):
    raw: dict[str, object] = {
        "traceId": "0af7651916cd43dd8448eb211c80319c",
        "spanId": span_id,
        "name": attributes["gen_ai.operation.name"],
        "startTimeUnixNano": str(start),
        "attributes": [{"key": k, "value": {"stringValue": v}} for k, v in attributes.items()],
    }
    if parent is not None:
        raw["parentSpanId"] = parent
    return raw


def test_a_second_run_of_an_answered_call_id_stays_loose_beside_an_open_call_without_an_id():
    output = [
        {
            "role": "assistant",
            "parts": [
                {"type": "tool_call", "id": "a", "name": "t", "arguments": {}},
                {"type": "tool_call", "name": "t", "arguments": {}},
            ],
        }
    ]
    tool = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "t", "gen_ai.tool.call.id": "a"}
    spans = [
        _genai_span("00f067aa0ba90200", 1, {"gen_ai.operation.name": "invoke_agent"}, parent=None),
        _genai_span(
            "00f067aa0ba90201",
            2,
            {"gen_ai.operation.name": "chat", "gen_ai.output.messages": json.dumps(output)},
        ),
        _genai_span("00f067aa0ba90202", 3, {**tool, "gen_ai.tool.call.result": "first"}),
        _genai_span("00f067aa0ba90203", 4, {**tool, "gen_ai.tool.call.result": "second"}),
    ]
    (read,) = read_traces({"resourceSpans": [{"scopeSpans": [{"spans": spans}]}]}, format="otlp")
    calls = read.tool_calls()
    assert [(c.id, c.result, c.metadata["requested"], c.metadata["executed"]) for c in calls] == [
        ("a", "first", True, True),
        (None, None, True, False),
        ("a", "second", False, True),
    ]


def test_structured_genai_messages_may_be_any_mapping():
    class _Context:
        trace_id, span_id = 0x0AF7651916CD43DD8448EB211C80319C, 0x00F067AA0BA90201

    class _SdkSpan:  # what an SDK span object offers the reader
        name, context, parent, status, start_time, end_time, events = "chat", _Context(), None, None, 1, 2, ()

        def __init__(self, messages: list[object]) -> None:
            self.attributes = {"gen_ai.operation.name": "chat", "gen_ai.output.messages": messages}

    part = {"type": "text", "content": "Hello."}
    as_dicts = read_traces([_SdkSpan([{"role": "assistant", "parts": [part]}])], format="otlp")
    proxied = [MappingProxyType({"role": "assistant", "parts": [MappingProxyType(part)]})]
    assert read_traces([_SdkSpan(proxied)], format="otlp") == as_dicts
    assert as_dicts[0].messages[-1].content == "Hello."
