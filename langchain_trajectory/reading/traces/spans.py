"""Spans in, span trees out: the containers OpenTelemetry traces come in.

Three containers are read, whatever conventions their attributes follow:

* OTLP JSON: ``{"resourceSpans": [{"resource", "scopeSpans": [{"scope", "spans": [...]}]}]}`` with typed
  attribute lists (``{"key", "value": {"stringValue" | "intValue" | ...}}``), as the OpenTelemetry Collector's
  file exporter writes it (one such object per line) and most backends export it. Ids may be hex (the OTLP/JSON
  rule) or base64 (protobuf's JSON mapping);
* span JSON objects as ``ReadableSpan.to_json()`` (the SDK's console exporter) and Phoenix write them:
  ``{"name", "context": {"trace_id", "span_id"}, "parent_id", "attributes", "status", "events"}``, in a list or one
  per line; nested attribute objects are flattened with dots;
* ``opentelemetry-sdk`` ``ReadableSpan`` objects (what an in-memory exporter collects).

Every span becomes a [`Span`][langchain_trajectory.reading.Span]; [`span_trees`][langchain_trajectory.reading.span_trees] links them into one tree per trace and rejects duplicate
ids and cycles with [`TrajectoryInputError`][langchain_trajectory.errors.TrajectoryInputError] naming the span; a span whose parent is missing from the
trace (a partial or distributed export) is read as a top-level span.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from itertools import repeat
from operator import attrgetter
from typing import Any

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._jsonl import json_lines, loads

__all__ = [
    "Span",
    "SpanTree",
    "error_of",
    "load_json_documents",
    "parse_json_text",
    "span_trees",
    "spans_from",
]

_TRACEBACK = "Traceback (most recent call last):"


@dataclass(slots=True, eq=False)
class Span:
    """One span, whatever container it came in.

    Attributes:
        trace_id / span_id / parent_id: Lower-case hex ids (``parent_id`` None for a root).
        name: The span name.
        start / end: Epoch nanoseconds (``start`` 0 and ``end`` None when the input had none).
        attributes: Attribute values, decoded to Python values (``intValue`` strings become ints).
        status: ``UNSET``, ``OK`` or ``ERROR``; ``status_message`` its description.
        events: ``(name, attributes)`` of every span event, in order.
        index: Position in the input, for error messages.
        children: Filled by [`span_trees`][langchain_trajectory.reading.span_trees], in start order.
        memo: Values readers derive from the span, computed once.
    """

    trace_id: str
    span_id: str
    parent_id: str | None
    name: str
    start: int
    end: int | None
    attributes: dict[str, Any]
    status: str
    status_message: str
    events: list[tuple[str, dict[str, Any]]]
    index: int
    children: list[Span] = field(default_factory=list)
    memo: dict[str, Any] = field(default_factory=dict)  # what readers derive from the span once

    @property
    def label(self) -> str:
        """How errors name the span: ``span 3 'execute_tool search' (id 00f0...)``."""
        return f"span {self.index} {self.name!r} (id {self.span_id})"

    def event(self, name: str) -> dict[str, Any] | None:
        """The attributes of the first event called ``name``, or None."""
        return next((attrs for event, attrs in self.events if event == name), None)

    def walk(self) -> Iterable[tuple[Span, tuple[Span, ...]]]:
        """Every span of this subtree with its ancestors (outermost first), depth first in start order."""
        stack: list[tuple[Span, tuple[Span, ...]]] = [(self, ())]
        while stack:
            span, ancestors = stack.pop()
            yield span, ancestors
            if span.children:
                stack.extend(zip(reversed(span.children), repeat((*ancestors, span))))


@dataclass(slots=True)
class SpanTree:
    """The spans of one trace: its top-level spans (usually one root), in start order."""

    trace_id: str
    roots: list[Span]
    orphans: list[str] = field(default_factory=list)
    """Labels of the spans whose parent is not in the export (read as top-level spans of their trace)."""

    @property
    def start(self) -> int:
        return min(root.start for root in self.roots)

    def walk(self) -> Iterable[tuple[Span, tuple[Span, ...]]]:
        for root in self.roots:
            yield from root.walk()


def error_of(span: Span) -> str | None:
    """The error a failed span records, as capture records raised errors (``repr(error)``), or None.

    Without an ``exception`` event the status description is the error (``"error"`` when empty). With one, the
    description is used when it is the error's repr (LangChain tracers write ``repr(error)`` and the traceback,
    which is dropped); otherwise the event rebuilds ``Type('message')``.
    """
    if span.status != "ERROR":
        return None
    exception = span.event("exception")
    if (
        exception is None
    ):  # no tracer convention to undo: the description is the error (this package writes so)
        return span.status_message or "error"
    description = span.status_message.split(_TRACEBACK, 1)[0].strip()
    if exception is not None:
        kind = exception.get("exception.type")
        message = exception.get("exception.message")
        if isinstance(kind, str) and kind:
            if description.startswith(f"{kind}("):
                return description
            text = message if isinstance(message, str) else ""
            head = text.split(_TRACEBACK, 1)[0].strip()
            if kind == "Exception" and head.endswith(")") and "(" in head:
                return head  # LangSmith wraps the recorded repr in Exception(...)
            return f"{kind}({text!r})"
    return description or "error"


# -- JSON text ---------------------------------------------------------------------------------------------


def parse_json_text(text: str | bytes, what: str) -> Any:
    """One JSON document, or the documents of a JSON Lines text as a list (read by
    `json_lines`: lines end at ``\\n`` only).

    Raises:
        TrajectoryInputError: naming ``what`` (and the line, for JSON Lines) for text that is not UTF-8 or JSON,
            JSON nested deeper than Python parses, or a number with more digits than Python converts.
    """
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise TrajectoryInputError(f"{what}: not UTF-8 text ({exc.reason})") from None
    try:
        return loads(text, what)
    except json.JSONDecodeError as whole:
        error = whole
    if "\n" not in text.strip():  # one line: not JSON Lines either
        raise TrajectoryInputError(f"{what}: not valid JSON ({error.msg} at line {error.lineno})") from None
    return [value for _, value in json_lines(text, what)]


def load_json_documents(data: Any, what: str) -> Any:
    """``data`` parsed when it is JSON text or bytes; anything else as it is."""
    if isinstance(data, (str, bytes)):
        return parse_json_text(data, what)
    return data


# -- containers ---------------------------------------------------------------------------------------------


def spans_from(data: Any) -> list[Span]:
    """The spans of an OTLP JSON document (or a list of them), of span JSON objects, or of SDK span objects.

    Raises:
        TrajectoryInputError: when ``data`` holds no spans in a known container or a span is malformed.
    """
    data = load_json_documents(data, "spans")
    items = [data] if isinstance(data, Mapping) else data
    if isinstance(items, (str, bytes)) or not isinstance(items, Iterable):
        raise TrajectoryInputError(
            f"spans: expected OTLP JSON, span JSON objects or SDK spans, got {type(data).__name__}"
        )
    spans: list[Span] = []
    for position, item in enumerate(items):
        if isinstance(item, Mapping):
            if "resourceSpans" in item or "resource_spans" in item:
                _read_otlp_document(item, position, spans)
            elif "context" in item:
                spans.append(_read_span_json(item, len(spans)))
            else:
                raise TrajectoryInputError(
                    f"spans: document {position} has neither 'resourceSpans' (OTLP JSON) nor 'context' "
                    f"(span JSON); keys {sorted(map(str, item))[:8]}"
                )
        elif hasattr(item, "context") and hasattr(item, "attributes"):
            spans.append(_read_sdk_span(item, len(spans)))
        else:
            raise TrajectoryInputError(f"spans: item {position} is not a span (got {type(item).__name__})")
    return spans


def _list_field(value: Any, where: str, name: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise TrajectoryInputError(f"{where}: {name!r} must be a list, got {type(value).__name__}")
    return value


def _read_otlp_document(document: Mapping[str, Any], position: int, out: list[Span]) -> None:
    where = f"OTLP document {position}"
    known: tuple[dict[str, str], dict[str, str]] = ({}, {})  # trace ids, span ids: each read once
    for r, resource_spans in enumerate(
        _list_field(document.get("resourceSpans", document.get("resource_spans")), where, "resourceSpans")
    ):
        if not isinstance(resource_spans, Mapping):
            raise TrajectoryInputError(f"{where}: resourceSpans[{r}] must be an object")
        scopes = resource_spans.get("scopeSpans", resource_spans.get("instrumentationLibrarySpans"))
        for s, scope in enumerate(_list_field(scopes, f"{where} resourceSpans[{r}]", "scopeSpans")):
            if not isinstance(scope, Mapping):
                raise TrajectoryInputError(f"{where}: resourceSpans[{r}].scopeSpans[{s}] must be an object")
            for raw in _list_field(scope.get("spans"), f"{where} scopeSpans[{s}]", "spans"):
                out.append(_read_otlp_span(raw, len(out), known))


_NO = object()  # a key that is absent (not one whose value is None)


def _either(raw: Mapping[str, Any], camel: str, snake: str) -> Any:
    """``raw[camel]`` if present, else ``raw.get(snake)`` (OTLP JSON spells fields in camelCase; protobuf's
    JSON mapping may keep snake_case); one lookup in the usual case."""
    value = raw.get(camel, _NO)
    return raw.get(snake) if value is _NO else value


def _read_otlp_span(raw: Any, index: int, known: tuple[dict[str, str], dict[str, str]]) -> Span:
    """One OTLP JSON span (``known``: the trace ids and the span ids of its document read so far, by their
    text: a trace's id repeats on each of its spans, a span's on each of its children)."""
    traces, span_ids = known
    if type(raw) is not dict and not isinstance(raw, Mapping):
        raise TrajectoryInputError(f"span {index}: must be an object, got {type(raw).__name__}")
    name = raw.get("name")
    if type(name) is not str:
        where = f"span {index} {name!r}" if isinstance(name, str) else f"span {index}"
        raise TrajectoryInputError(f"{where}: 'name' must be a string, got {name!r}")
    where = f"span {index} {name!r}"
    trace_id = _known_id(_either(raw, "traceId", "trace_id"), 16, where, "traceId", traces)
    span_id = _known_id(_either(raw, "spanId", "span_id"), 8, where, "spanId", span_ids)
    parent = _either(raw, "parentSpanId", "parent_span_id")
    parent_id = _known_id(parent, 8, where, "parentSpanId", span_ids) if parent not in (None, "") else None
    status = raw.get("status") or {}
    if type(status) is not dict and not isinstance(status, Mapping):
        raise TrajectoryInputError(f"{where}: 'status' must be an object")
    events = []
    for e, event in enumerate(_list_field(raw.get("events"), where, "events")):
        if not isinstance(event, Mapping):
            raise TrajectoryInputError(f"{where}: events[{e}] must be an object")
        events.append(
            (str(event.get("name", "")), _otlp_attributes(event.get("attributes"), f"{where} events[{e}]"))
        )
    message = status.get("message")
    return Span(  # the fields in order, by position: the dataclass's keyword call costs twice as much
        trace_id,
        span_id,
        parent_id,
        name,
        _nanos(_either(raw, "startTimeUnixNano", "start_time_unix_nano"), where, "startTimeUnixNano"),
        _nanos(_either(raw, "endTimeUnixNano", "end_time_unix_nano"), where, "endTimeUnixNano") or None,
        _otlp_attributes(raw.get("attributes"), where),
        _status_code(status.get("code"), where),
        message if type(message) is str else str(message or ""),
        events,
        index,
    )


_STATUS_CODES = {
    0: "UNSET",
    1: "OK",
    2: "ERROR",
    "STATUS_CODE_UNSET": "UNSET",
    "STATUS_CODE_OK": "OK",
    "STATUS_CODE_ERROR": "ERROR",
    "UNSET": "UNSET",
    "OK": "OK",
    "ERROR": "ERROR",
    None: "UNSET",
}


def _status_code(code: Any, where: str) -> str:
    if isinstance(code, str) and code.startswith("StatusCode."):
        code = code.removeprefix("StatusCode.")
    try:
        return _STATUS_CODES[code]
    except (KeyError, TypeError):
        raise TrajectoryInputError(f"{where}: unknown status code {code!r}") from None


def _id(value: Any, size: int, where: str, name: str) -> str:
    """A trace or span id as lower-case hex: hex as OTLP/JSON writes it, or base64 as protobuf's JSON mapping
    writes it, or ``0x``-prefixed hex as the SDK's ``to_json`` writes it."""
    if not isinstance(value, str) or not value:
        raise TrajectoryInputError(f"{where}: {name!r} is missing or not a string (got {value!r})")
    text = value.removeprefix("0x")
    if len(text) == size * 2:
        try:
            bytes.fromhex(text)
            return text.lower()
        except ValueError:
            pass
    try:
        raw = base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raw = b""
    if len(raw) == size:
        return raw.hex()
    raise TrajectoryInputError(
        f"{where}: {name!r} must be {size * 2} hex digits (or base64 of {size} bytes), got {value!r}"
    )


def _known_id(value: Any, size: int, where: str, name: str, known: dict[str, str]) -> str:
    """`_id`, remembered in ``known`` (ids of this size, by their text) for the text met again."""
    if type(value) is not str:
        return _id(value, size, where, name)
    found = known.get(value)
    if found is None:
        found = known[value] = _id(value, size, where, name)
    return found


def _nanos(value: Any, where: str, name: str) -> int:
    if isinstance(value, str):  # OTLP JSON writes nanoseconds as decimal text
        if not value:
            return 0
        try:
            return int(value)
        except ValueError:
            pass
    elif value is None or value == 0:  # 0, 0.0 and False: no time recorded
        return 0
    elif isinstance(value, bool):
        raise TrajectoryInputError(f"{where}: {name!r} must be an integer, got {value!r}")
    elif isinstance(value, int):
        return value
    raise TrajectoryInputError(f"{where}: {name!r} must be an integer (nanoseconds), got {value!r}")


def _otlp_attributes(raw: Any, where: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for i, item in enumerate(raw if type(raw) is list else _list_field(raw, where, "attributes")):
        try:  # the common case, a string attribute, by subscripts (no method calls) and without the decoder
            if type(item) is dict:
                key = item["key"]
                value = item["value"]
                if type(key) is str and type(value) is dict and len(value) == 1:
                    text = value["stringValue"]
                    if type(text) is str:
                        out[key] = text
                        continue
        except KeyError:
            pass
        if type(item) is dict:
            key = item.get("key")
            if type(key) is str:
                out[key] = _any_value(item.get("value"), where, key)
                continue
        if not isinstance(item, Mapping) or not isinstance(item.get("key"), str):
            raise TrajectoryInputError(f"{where}: attributes[{i}] must be an object with a string 'key'")
        out[item["key"]] = _any_value(item.get("value"), where, item["key"])
    return out


def _any_value(value: Any, where: str, key: str) -> Any:
    """An OTLP ``AnyValue`` (``{"stringValue": ...}`` etc.) as a Python value."""
    if value is None or value == {}:
        return None
    where = f"{where}: attribute {key!r}"
    if not isinstance(value, Mapping) or len(value) != 1:
        raise TrajectoryInputError(f"{where}: value must be an OTLP AnyValue object, got {value!r}"[:300])
    ((kind, inner),) = value.items()
    if kind in ("stringValue", "string_value"):
        return str(inner)
    if kind in ("boolValue", "bool_value"):
        return bool(inner)
    if kind in ("intValue", "int_value"):
        try:
            return int(inner)
        except (TypeError, ValueError):
            raise TrajectoryInputError(f"{where}: intValue {inner!r} is not an integer") from None
    if kind in ("doubleValue", "double_value"):
        try:
            return float(inner)
        except (TypeError, ValueError):
            raise TrajectoryInputError(f"{where}: doubleValue {inner!r} is not a number") from None
    if kind in ("arrayValue", "array_value"):
        values = inner.get("values") if isinstance(inner, Mapping) else None
        return [_any_value(v, where, "[]") for v in _list_field(values, where, "arrayValue.values")]
    if kind in ("kvlistValue", "kvlist_value"):
        values = inner.get("values") if isinstance(inner, Mapping) else None
        return _otlp_attributes(values, where)
    if kind in ("bytesValue", "bytes_value"):
        return str(inner)
    raise TrajectoryInputError(f"{where}: unknown AnyValue kind {kind!r}")


def _flat(attributes: Any, where: str) -> dict[str, Any]:
    """Attributes given as a (possibly nested) object, flattened with dots (Phoenix nests them)."""
    if attributes is None:
        return {}
    if not isinstance(attributes, Mapping):
        raise TrajectoryInputError(
            f"{where}: 'attributes' must be an object, got {type(attributes).__name__}"
        )
    out: dict[str, Any] = {}
    stack: list[tuple[str, Mapping[str, Any]]] = [("", attributes)]
    while stack:
        prefix, mapping = stack.pop()
        for key, value in mapping.items():
            name = f"{prefix}{key}"
            if isinstance(value, Mapping) and value:
                stack.append((name + ".", value))
            else:
                out[name] = value
    return out


def _iso_nanos(value: Any, where: str, name: str) -> int:
    if value in (None, ""):
        return 0
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return int(value)
    if isinstance(value, str):
        try:
            stamp = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return _nanos(value, where, name)
        return int(stamp.timestamp()) * 1_000_000_000 + stamp.microsecond * 1000
    raise TrajectoryInputError(f"{where}: {name!r} must be an ISO 8601 time, got {value!r}")


def _read_span_json(raw: Mapping[str, Any], index: int) -> Span:
    name = raw.get("name")
    where = f"span {index} {name!r}" if isinstance(name, str) else f"span {index}"
    if not isinstance(name, str):
        raise TrajectoryInputError(f"{where}: 'name' must be a string, got {name!r}")
    context = raw.get("context")
    if not isinstance(context, Mapping):
        raise TrajectoryInputError(f"{where}: 'context' must be an object")
    parent = raw.get("parent_id")
    status = raw.get("status")
    if isinstance(status, Mapping):
        code, message = status.get("status_code"), status.get("description")
    else:  # Phoenix: status_code / status_message at the top level
        code, message = raw.get("status_code"), raw.get("status_message")
    events = []
    for e, event in enumerate(_list_field(raw.get("events"), where, "events")):
        if not isinstance(event, Mapping):
            raise TrajectoryInputError(f"{where}: events[{e}] must be an object")
        events.append((str(event.get("name", "")), _flat(event.get("attributes"), f"{where} events[{e}]")))
    return Span(
        trace_id=_id(context.get("trace_id"), 16, where, "context.trace_id"),
        span_id=_id(context.get("span_id"), 8, where, "context.span_id"),
        parent_id=_id(parent, 8, where, "parent_id") if parent not in (None, "") else None,
        name=name,
        start=_iso_nanos(raw.get("start_time"), where, "start_time"),
        end=_iso_nanos(raw.get("end_time"), where, "end_time") or None,
        attributes=_flat(raw.get("attributes"), where),
        status=_status_code(code, where),
        status_message=str(message or ""),
        events=events,
        index=index,
    )


def _plain(value: Any) -> Any:
    """SDK attribute values (tuples for sequences) as JSON-like values."""
    return list(value) if isinstance(value, tuple) else value


def _read_sdk_span(span: Any, index: int) -> Span:
    name = getattr(span, "name", None)
    where = f"span {index} {name!r}"
    context = span.context
    if context is None or not isinstance(getattr(context, "span_id", None), int):
        raise TrajectoryInputError(f"{where}: has no span context")
    parent = getattr(span, "parent", None)
    status = getattr(span, "status", None)
    code = getattr(getattr(status, "status_code", None), "name", "UNSET")
    return Span(
        trace_id=f"{context.trace_id:032x}",
        span_id=f"{context.span_id:016x}",
        parent_id=f"{parent.span_id:016x}" if parent is not None else None,
        name=str(name),
        start=int(getattr(span, "start_time", None) or 0),
        end=getattr(span, "end_time", None),
        attributes={k: _plain(v) for k, v in (span.attributes or {}).items()},
        status=_status_code(code, where),
        status_message=str(getattr(status, "description", None) or ""),
        events=[
            (event.name, {k: _plain(v) for k, v in (event.attributes or {}).items()})
            for event in getattr(span, "events", ()) or ()
        ],
        index=index,
    )


# -- trees --------------------------------------------------------------------------------------------------


def span_trees(spans: Sequence[Span]) -> list[SpanTree]:
    """Link spans into one tree per trace, traces in start order, children in start order.

    Raises:
        TrajectoryInputError: for two spans with the same id in a trace, or spans whose parents form a cycle (each
            names the span). A span whose parent is not in its trace (a partial or distributed export) is read as a
            top-level span and listed in the tree's ``orphans``.
    """
    by_trace: dict[str, dict[str, Span]] = {}
    for span in spans:
        known = by_trace.setdefault(span.trace_id, {})
        if span.span_id in known:
            raise TrajectoryInputError(
                f"{span.label}: span id repeats {known[span.span_id].label} in trace {span.trace_id}"
            )
        known[span.span_id] = span
    trees = []
    for trace_id, members in by_trace.items():
        roots = []
        orphans: list[str] = []
        for span in members.values():
            span.children = []
        for span in members.values():
            if span.parent_id is None:
                roots.append(span)
                continue
            parent = members.get(span.parent_id)
            if parent is None:
                # A parent in another service's export, or in a batch not read: the span is read as a top-level
                # span of its trace (and named in the trajectory's metadata), never the whole file refused.
                roots.append(span)
                orphans.append(span.label)
                continue
            parent.children.append(span)
        if _reachable(roots) != len(members) or not roots:
            seen = {id(s) for root in roots for s, _ in root.walk()}
            stuck = next(s for s in members.values() if id(s) not in seen)
            raise TrajectoryInputError(f"{stuck.label}: its parent chain is a cycle in trace {trace_id}")
        for span in members.values():
            if len(span.children) > 1:
                span.children.sort(key=_START_ORDER)
        roots.sort(key=_START_ORDER)
        trees.append(SpanTree(trace_id, roots, orphans))
    trees.sort(key=lambda t: (t.start, t.trace_id))
    return trees


_START_ORDER = attrgetter("start", "index")  # spans in start order, then input order


def _reachable(roots: list[Span]) -> int:
    """How many spans the trees of ``roots`` hold."""
    count, stack = 0, list(roots)
    while stack:
        span = stack.pop()
        count += 1
        stack.extend(span.children)
    return count
