"""Trajectories as OTLP JSON: what the OpenTelemetry Collector's file exporter writes and backends import.

``{"resourceSpans": [{"resource": {"attributes": [service.name]}, "scopeSpans": [{"scope", "spans": [...]}]}]}``
with hex ids, typed attribute values (``stringValue``, ``intValue`` as a string, ...) and nanosecond times as
strings, as the OTLP/JSON encoding prescribes. The spans are those of `langchain_trajectory.export.spans`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from langchain_trajectory.export.spans import Conventions, SpanSpec, plan_spans
from langchain_trajectory.trajectory import Trajectory

__all__ = ["any_value", "to_otlp_json"]

SCOPE_NAME = "langchain-trajectory"


def any_value(value: Any) -> dict[str, Any]:
    """``value`` as an OTLP JSON ``AnyValue``."""
    if isinstance(value, bool):
        return {"boolValue": value}
    if isinstance(value, int):
        return {"intValue": str(value)}
    if isinstance(value, float):
        return {"doubleValue": value}
    if isinstance(value, (list, tuple)):
        return {"arrayValue": {"values": [any_value(v) for v in value]}}
    if isinstance(value, Mapping):
        return {"kvlistValue": {"values": _attributes(value)}}
    return {"stringValue": str(value)}


def _attributes(values: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [{"key": str(k), "value": any_value(v)} for k, v in values.items() if v is not None]


def _span(spec: SpanSpec) -> dict[str, Any]:
    span: dict[str, Any] = {
        "traceId": spec.trace_id,
        "spanId": spec.span_id,
        "name": spec.name,
        "kind": 1,  # SPAN_KIND_INTERNAL
        "startTimeUnixNano": str(spec.start),
        "endTimeUnixNano": str(spec.end),
        "attributes": _attributes(spec.attributes),
        "status": {"code": 2, "message": spec.error} if spec.error is not None else {"code": 0},
    }
    if spec.parent_id is not None:
        span["parentSpanId"] = spec.parent_id
    return span


def to_otlp_json(
    trajectories: Trajectory | Iterable[Trajectory],
    *,
    conventions: Conventions = "genai",
    service_name: str = "langchain-trajectory",
) -> dict[str, Any]:
    """One OTLP JSON document (an ``ExportTraceServiceRequest``) holding a trace per trajectory.

    Args:
        trajectories: A trajectory or several (captured, simulated or read from anywhere).
        conventions: ``genai`` (OpenTelemetry GenAI semantic conventions) or ``openinference``.
        service_name: The resource's ``service.name``.

    Returns:
        The document, ready for ``json.dump``; [`langchain_trajectory.reading.trajectories_from_otel`][langchain_trajectory.reading.trajectories_from_otel] (or
        ``trajectories_from_openinference``) reads it back into the same calls, ids, arguments, results and errors.
    """
    items = [trajectories] if isinstance(trajectories, Trajectory) else list(trajectories)
    return {
        "resourceSpans": [
            {
                "resource": {"attributes": _attributes({"service.name": service_name})},
                "scopeSpans": [
                    {
                        "scope": {"name": SCOPE_NAME},
                        "spans": [_span(spec) for spec in plan_spans(items, conventions)],
                    }
                ],
            }
        ]
    }
