"""Which trace format a document is in, read from its content.

* ``atif``: an object (or a list / JSON Lines of objects) whose ``schema_version`` starts with ``ATIF-``;
* ``langsmith``: LangSmith runs (objects with ``run_type``: a run tree dumped through the SDK, or a project
  export's JSON Lines), or OpenTelemetry spans LangSmith wrote (``langsmith.span.kind`` attributes);
* ``openinference``: spans with ``openinference.span.kind`` attributes;
* ``otlp``: spans with ``gen_ai.operation.name`` attributes (the GenAI semantic conventions).

Spans may come as OTLP JSON, span JSON objects or SDK span objects (see `langchain_trajectory.reading.spans`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any, Literal, get_args

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading.atif import is_atif
from langchain_trajectory.reading.spans import load_json_documents

__all__ = ["TRACE_FORMATS", "TraceFormat", "detect_format", "is_langsmith_run"]

TraceFormat = Literal["otlp", "openinference", "atif", "langsmith"]
TRACE_FORMATS: tuple[TraceFormat, ...] = get_args(TraceFormat)

# Attribute keys that mark a convention, checked in this order (LangSmith's spans carry gen_ai.* keys too).
_MARKERS: tuple[tuple[str, TraceFormat], ...] = (
    ("langsmith.span.kind", "langsmith"),
    ("openinference.span.kind", "openinference"),
    ("gen_ai.operation.name", "otlp"),
)


def is_langsmith_run(value: Any) -> bool:
    """Whether ``value`` is a LangSmith run as JSON (an object with ``run_type`` and ``name``)."""
    return isinstance(value, Mapping) and "run_type" in value and "name" in value


def detect_format(data: Any) -> TraceFormat:
    """The trace format of ``data`` (parsed JSON, JSON or JSON Lines text, or SDK span objects).

    Raises:
        TrajectoryInputError: when the content is in none of the formats (the message says what was seen).
    """
    data = load_json_documents(data, "trace file")
    items = [data] if isinstance(data, Mapping) else data
    if isinstance(items, (str, bytes)) or not isinstance(items, Iterable):
        raise TrajectoryInputError(f"trace file: expected JSON objects or spans, got {type(data).__name__}")
    items = list(items)
    if not items:
        raise TrajectoryInputError("trace file: holds no documents")
    first = items[0]
    if is_atif(first):
        return "atif"
    if is_langsmith_run(first):
        return "langsmith"
    seen: set[str] = set()
    for keys in _attribute_keys(items):
        seen.update(keys)
        for marker, kind in _MARKERS:
            if marker in keys:
                return _refine(kind, items)
    shown = f"; attribute keys seen: {sorted(seen)[:10]}" if seen else ""
    raise TrajectoryInputError(
        "trace file: not a known trace format (ATIF, LangSmith runs, or OpenTelemetry spans with GenAI, "
        f"OpenInference or LangSmith attributes){shown}"
    )


def _refine(kind: TraceFormat, items: list[Any]) -> TraceFormat:
    """The first marker found decides, except that LangSmith and OpenInference outrank GenAI anywhere."""
    if kind != "otlp":
        return kind
    for keys in _attribute_keys(items):
        for marker, other in _MARKERS[:2]:
            if marker in keys:
                return other
    return kind


def _attribute_keys(items: list[Any]) -> Iterator[set[str]]:
    """The attribute keys of every span, span by span, without building spans."""
    for item in items:
        if isinstance(item, Mapping):
            resource_spans = item.get("resourceSpans", item.get("resource_spans"))
            if isinstance(resource_spans, list):
                for resource in resource_spans:
                    scopes = resource.get("scopeSpans", []) if isinstance(resource, Mapping) else []
                    for scope in scopes if isinstance(scopes, list) else []:
                        spans = scope.get("spans", []) if isinstance(scope, Mapping) else []
                        for span in spans if isinstance(spans, list) else []:
                            attributes = span.get("attributes") if isinstance(span, Mapping) else None
                            if isinstance(attributes, list):
                                yield {str(a.get("key")) for a in attributes if isinstance(a, Mapping)}
            elif isinstance(item.get("attributes"), Mapping):
                yield set(_flat_keys(item["attributes"]))
        elif hasattr(item, "attributes") and hasattr(item, "context"):
            yield set(item.attributes or {})


def _flat_keys(attributes: Mapping[str, Any], prefix: str = "") -> Iterator[str]:
    for key, value in attributes.items():
        if isinstance(value, Mapping) and value:
            yield from _flat_keys(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}"
