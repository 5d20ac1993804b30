"""How each built-in trace format is recognised from a document's content: one ``sniff`` per format.

Tried in this order (the rows of [`FORMATS`][langchain_trajectory.reading.FORMATS]):

* ``atif``: an object (or a list / JSON Lines of objects, or an ``atif.Trajectory`` model) whose
  ``schema_version`` starts with ``ATIF-``;
* ``langsmith``: LangSmith runs (objects with ``run_type``: a run tree dumped through the SDK, or a project
  export's JSON Lines), or OpenTelemetry spans LangSmith wrote (``langsmith.span.kind`` attributes);
* ``openinference``: spans with ``openinference.span.kind`` attributes;
* ``otlp``: spans with ``gen_ai.operation.name`` attributes (the GenAI semantic conventions).

LangSmith's spans carry ``gen_ai.*`` keys too, and OpenInference's may sit beside GenAI ones: the first span that
carries a LangSmith or OpenInference marker decides between those two, anywhere in the document, and GenAI
applies only when no span carries either. Spans may come as OTLP JSON, span JSON objects or SDK span objects (see
`langchain_trajectory.reading.traces.spans`). Every sniff takes parsed data, is cheap on inputs that are no
spans (it looks at the first item only) and never raises.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import chain
from operator import itemgetter
from typing import Any, Literal, get_args

from langchain_trajectory.reading.traces.atif import is_atif

__all__ = [
    "TRACE_FORMATS",
    "TraceFormat",
    "is_atif_document",
    "is_genai_spans",
    "is_langsmith_document",
    "is_langsmith_run",
    "is_openinference_spans",
    "unknown_format_message",
]

TraceFormat = Literal["otlp", "openinference", "atif", "langsmith"]
TRACE_FORMATS: tuple[TraceFormat, ...] = get_args(TraceFormat)
"""The built-in trace formats (others plug in with ``register_format``)."""

LANGSMITH = "langsmith.span.kind"
OPENINFERENCE = "openinference.span.kind"
GENAI = "gen_ai.operation.name"


def is_langsmith_run(value: Any) -> bool:
    """Whether ``value`` is a LangSmith run as JSON (an object with ``run_type`` and ``name``)."""
    return isinstance(value, Mapping) and "run_type" in value and "name" in value


def is_atif_document(data: Any) -> bool:
    """Whether ``data``'s first document is ATIF (a dict or an ``atif.Trajectory`` model)."""
    first = _first(data)
    if is_atif(first):
        return True
    version = getattr(first, "schema_version", None) if hasattr(first, "model_dump") else None
    return isinstance(version, str) and version.startswith("ATIF-")


def is_langsmith_document(data: Any) -> bool:
    """Whether ``data`` holds LangSmith runs, or spans whose first LangSmith-or-OpenInference span is
    LangSmith's."""
    return is_langsmith_run(_first(data)) or _deciding_marker(data) == LANGSMITH


def is_openinference_spans(data: Any) -> bool:
    """Whether ``data``'s first span carrying a LangSmith or OpenInference marker is OpenInference's."""
    return _deciding_marker(data) == OPENINFERENCE


def is_genai_spans(data: Any) -> bool:
    """Whether a span of ``data`` carries ``gen_ai.operation.name``."""
    if not _spans_like(_first(data)):
        return False
    return any(_carries(attributes, _GENAI) for attributes in _span_attributes(data))


def unknown_format_message(data: Any) -> str:
    """What to say about a document in no trace format (the span attribute keys seen, when it holds spans)."""
    seen: set[str] = set()
    if _spans_like(_first(data)):
        for attributes in _span_attributes(data):
            seen.update(_keys(attributes))
    shown = f"; attribute keys seen: {sorted(seen)[:10]}" if seen else ""
    return (
        "trace file: not a known trace format (ATIF, LangSmith runs, or OpenTelemetry spans with GenAI, "
        f"OpenInference or LangSmith attributes){shown}"
    )


# -- looking at the documents ---------------------------------------------------------------------------------


def _first(data: Any) -> Any:
    """The first document of parsed data (a dict is its own); None when there is none."""
    if isinstance(data, Mapping):
        return data
    if isinstance(data, list | tuple):
        return data[0] if data else None
    return None


def _spans_like(first: Any) -> bool:
    """Whether a first document can hold spans: OTLP JSON, a span JSON object, or an SDK span."""
    if isinstance(first, Mapping):
        return "resourceSpans" in first or "resource_spans" in first or "attributes" in first
    return hasattr(first, "attributes") and hasattr(first, "context")


def _deciding_marker(data: Any) -> str | None:
    """The LangSmith or OpenInference marker of the first span that carries either (LangSmith's when it carries
    both), or None."""
    if not _spans_like(_first(data)) or _none_carries(data, _DECIDING):
        return None
    for attributes in _span_attributes(data):
        if _carries(attributes, _DECIDING):
            return LANGSMITH if _carries(attributes, _LANGSMITH) else OPENINFERENCE
    return None


_DECIDING = frozenset({LANGSMITH, OPENINFERENCE})
_LANGSMITH = frozenset({LANGSMITH})
_GENAI = frozenset({GENAI})
_KEY = itemgetter("key")
_RESOURCE_SPANS = itemgetter("resourceSpans")
_SCOPE_SPANS = itemgetter("scopeSpans")
_SPANS = itemgetter("spans")
_ATTRIBUTES = itemgetter("attributes")


def _none_carries(data: Any, markers: frozenset[str]) -> bool:
    """True when ``data`` is OTLP JSON in its usual shape (every document, resource, scope and span an object with
    the list the next level needs, every attribute an object with a ``key``) and no span's attributes hold one of
    ``markers``: one pass in C iterators over every attribute key, where `_span_attributes` walks span by span.
    False when a span may hold one, or the shape is not the usual one: the span-by-span walk then decides."""
    try:
        documents = [data] if isinstance(data, dict) else data
        resources = chain.from_iterable(map(_RESOURCE_SPANS, documents))
        spans = chain.from_iterable(map(_SPANS, chain.from_iterable(map(_SCOPE_SPANS, resources))))
        return markers.isdisjoint(map(_KEY, chain.from_iterable(map(_ATTRIBUTES, spans))))
    except (KeyError, TypeError, IndexError):
        return False


def _carries(attributes: list[Any] | Mapping[str, Any], markers: frozenset[str]) -> bool:
    """Whether a span's attributes (typed OTLP ones, or a mapping) hold one of ``markers`` as a key."""
    if not isinstance(attributes, list):
        return not markers.isdisjoint(attributes)
    try:
        return not markers.isdisjoint(map(_KEY, attributes))  # C speed when each is a dict with a hashable key
    except (KeyError, TypeError, IndexError):
        return not markers.isdisjoint(str(a.get("key")) for a in attributes if isinstance(a, Mapping))


def _span_attributes(data: Any) -> Iterator[list[Any] | Mapping[str, Any]]:
    """The attributes of every span, span by span, without building spans: OTLP JSON's typed lists, span JSON's
    keys flattened, SDK spans' mappings."""
    for item in [data] if isinstance(data, Mapping) else data:
        if isinstance(item, Mapping):
            resource_spans = item.get("resourceSpans", item.get("resource_spans"))
            if isinstance(resource_spans, list):
                yield from _otlp_attributes(resource_spans)
            elif isinstance(item.get("attributes"), Mapping):
                yield dict.fromkeys(_flat_keys(item["attributes"]))
        elif hasattr(item, "attributes") and hasattr(item, "context"):
            yield item.attributes or {}


def _otlp_attributes(resource_spans: list[Any]) -> Iterator[list[Any]]:
    for resource in resource_spans:
        scopes = resource.get("scopeSpans", []) if isinstance(resource, Mapping) else []
        for scope in scopes if isinstance(scopes, list) else []:
            spans = scope.get("spans", []) if isinstance(scope, Mapping) else []
            for span in spans if isinstance(spans, list) else []:
                attributes = span.get("attributes") if isinstance(span, Mapping) else None
                if isinstance(attributes, list):
                    yield attributes


def _keys(attributes: list[Any] | Mapping[str, Any]) -> set[str]:
    if not isinstance(attributes, list):
        return set(map(str, attributes))
    return {str(a.get("key")) for a in attributes if isinstance(a, Mapping)}


def _flat_keys(attributes: Mapping[str, Any], prefix: str = "") -> Iterator[str]:
    for key, value in attributes.items():
        if isinstance(value, Mapping) and value:
            yield from _flat_keys(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}"
