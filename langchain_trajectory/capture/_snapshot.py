"""JSON-safe snapshots of the values capture stores: arguments, results, artifacts, interrupt payloads.

Capture copies every value it keeps at the moment it sees it, so a caller mutating the original later cannot
change a trajectory, and ``Trajectory.to_json()`` / ``to_text()`` never fail on captured data. The rule
(`snapshot`):

* ``str``, ``int``, ``float`` (NaN and infinities included), ``bool`` and ``None`` are kept (subclasses such as
  ``str`` enums become the plain value); a string longer than `MAX_STRING` characters keeps its first
  `MAX_STRING` characters followed by ``"... [truncated: N chars]"``.
* dicts (any ``Mapping``) become new dicts; keys that are not strings become strings (``1`` -> ``"1"``,
  ``True`` -> ``"true"``, ``None`` -> ``"null"`` as ``json.dumps`` writes them; other keys their ``repr``).
  Lists, tuples and other sequences become lists; sets become lists sorted by their JSON text.
* ``bytes`` / ``bytearray`` / ``memoryview`` become ``{"__type__": "bytes", "length": N, "base64": "..."}``
  (the first `MAX_BYTES` bytes, with ``"truncated": true`` when there were more).
* LangGraph ``Command`` becomes ``{"__type__": "Command", ...}`` with those of ``goto``, ``graph``, ``update``
  and ``resume`` that are set; ``Send`` becomes ``{"__type__": "Send", "node": ..., "arg": ...}``; LangChain
  messages become ``{"__type__": "AIMessage", "content": ..., ...}`` with their non-empty fields; other
  pydantic models and dataclasses become ``{"__type__": "ClassName", <field>: <snapshot>, ...}``; enums their
  value; ``datetime`` / ``date`` / ``time`` their ISO text; ``UUID``, ``Decimal`` and paths their ``str``.
* Anything else (generators and iterators, which are never advanced, files, locks, exceptions, arbitrary
  objects) becomes its ``repr`` (memory addresses removed, at most `MAX_REPR` characters), or
  ``"<ClassName>"`` when ``repr`` raises.
* A container met again inside itself becomes ``"<cycle>"``; nesting deeper than `MAX_DEPTH` becomes
  ``"<nested too deep>"``; a container with more than `MAX_ITEMS` items keeps the first ones and a
  ``"<N more items>"`` marker; after `MAX_NODES` values in one snapshot the rest become ``"<truncated>"``.

That is the ``capture`` style, for the values a tool call carries. Two other styles share the walk and differ only
in how objects are written:

* ``state`` (an application's state, as LangGraph Server returns it): pydantic models, LangChain messages
  included, become their ``model_dump(mode="json")``; dataclasses their fields; NaN and infinities None.
* ``openai`` (a graph node's state update, as graph judges and agentevals read it): LangChain messages become
  OpenAI-style dicts (``convert_to_openai_messages``); other pydantic models their ``model_dump(mode="json")``;
  a LangGraph ``Interrupt`` its value.
"""

from __future__ import annotations

import base64
import dataclasses
import datetime as _dt
import enum
import math
import re
import uuid
from collections.abc import Mapping, Sequence, Set
from decimal import Decimal
from pathlib import PurePath
from typing import Any, Literal

from langchain_core.messages import BaseMessage, convert_to_openai_messages
from langgraph.types import Command, Interrupt, Send
from pydantic import BaseModel

from langchain_trajectory.trajectory import compact_json

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_ITEMS",
    "MAX_NODES",
    "MAX_REPR",
    "MAX_STRING",
    "SnapshotStyle",
    "normalize_id",
    "safe_repr",
    "snapshot",
]

MAX_STRING = 1_000_000
"""Longest string kept whole, in characters."""
MAX_BYTES = 65_536
"""Most bytes of a bytes value kept (base64-encoded)."""
MAX_ITEMS = 10_000
"""Most items kept of one container."""
MAX_DEPTH = 50
"""Deepest nesting kept."""
MAX_NODES = 200_000
"""Most values copied in one snapshot."""
MAX_REPR = 1_000
"""Longest ``repr`` kept for a value that has no JSON form."""

SnapshotStyle = Literal["capture", "state", "openai"]

_SCALARS = frozenset({str, int, float, bool, type(None)})
_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
# Message fields worth keeping in a snapshot (the rest are provider details, usually empty).
_MESSAGE_FIELDS = (
    "content",
    "name",
    "id",
    "tool_calls",
    "invalid_tool_calls",
    "tool_call_id",
    "status",
    "artifact",
)


def safe_repr(value: Any, limit: int = MAX_REPR, *, keep_addresses: bool = False) -> str:
    """``repr(value)`` without memory addresses (unless ``keep_addresses``) and cut to ``limit`` characters;
    ``"<ClassName>"`` when ``repr`` raises (an object whose ``__repr__`` is broken must not break capture)."""
    try:
        text = repr(value)
    except Exception:
        return f"<{_class_name(value)}>"
    if not keep_addresses:
        text = _ADDRESS.sub("", text)
    return text if len(text) <= limit else text[:limit] + "..."


def _class_name(value: Any) -> str:
    try:
        return type(value).__name__
    except Exception:  # pragma: no cover - type() of any object has a name
        return "object"


def normalize_id(value: Any) -> str | None:
    """A tool-call id as stored: None stays None, a string stays itself, anything else (LangChain accepts an
    ``int``) becomes its ``str``."""
    if value is None or type(value) is str:
        return value
    if isinstance(value, str):
        return str.__str__(value)
    return safe_repr(value) if not isinstance(value, (int, float)) else str(value)


def _cut(text: str) -> str:
    return text if len(text) <= MAX_STRING else f"{text[:MAX_STRING]}{_CUT_PREFIX}{len(text)} chars]"


_CUT_PREFIX = "... [truncated: "


def original_length(text: str) -> int:
    """The length of the string a snapshot cut (its marker says it), else ``len(text)``."""
    if len(text) > MAX_STRING and text.startswith(_CUT_PREFIX, MAX_STRING) and text.endswith(" chars]"):
        count = text[MAX_STRING + len(_CUT_PREFIX) : -len(" chars]")]
        if count.isdigit():
            return int(count)
    return len(text)


def snapshot(value: Any, style: SnapshotStyle = "capture") -> Any:
    """A JSON-safe deep copy of ``value`` under the rule in this module's docstring. Never raises."""
    cls = type(value)
    if cls in _SCALARS and (style != "state" or cls is not float):
        return value if cls is not str or len(value) <= MAX_STRING else _cut(value)
    if cls is dict and style == "capture":
        for key, item in value.items():
            if (
                type(key) is not str
                or type(item) not in _SCALARS
                or (type(item) is str and len(item) > MAX_STRING)
            ):
                break
        else:
            return value.copy()  # the usual case: a flat dict of plain values
    try:
        return _Walk(style).copy(value, 0)
    except Exception:  # a broken __len__, __iter__, ...: keep what the value says of itself
        return safe_repr(value)


class _Walk:
    """One snapshot: its style, the containers on the current path (for cycles) and the values copied so far."""

    __slots__ = ("active", "nodes", "style")

    def __init__(self, style: SnapshotStyle) -> None:
        self.style = style
        self.active: set[int] = set()
        self.nodes = 0

    def copy(self, value: Any, depth: int) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            return "<truncated>"
        cls = type(value)
        if cls is float and self.style == "state" and not math.isfinite(value):
            return None  # as pydantic's JSON mode (and LangGraph Server) write NaN and infinities
        if cls in _SCALARS:
            return value if cls is not str else _cut(value)
        if isinstance(value, enum.Enum):
            return self.copy(value.value, depth)
        if isinstance(value, str):
            return _cut(str.__str__(value))
        if isinstance(value, bool):
            return bool(value)
        if isinstance(value, int):
            return int(value)
        if isinstance(value, float):
            return float(value)
        if isinstance(value, (bytes, bytearray, memoryview)):
            raw = (
                bytes(value[:MAX_BYTES]) if not isinstance(value, memoryview) else value.tobytes()[:MAX_BYTES]
            )
            out: dict[str, Any] = {
                "__type__": "bytes",
                "length": len(value) if not isinstance(value, memoryview) else value.nbytes,
                "base64": base64.b64encode(raw).decode("ascii"),
            }
            if out["length"] > MAX_BYTES:
                out["truncated"] = True
            return out
        if isinstance(value, (_dt.datetime, _dt.date, _dt.time)):
            return value.isoformat()
        if isinstance(value, (uuid.UUID, Decimal, PurePath)):
            return str(value)
        if depth >= MAX_DEPTH:
            return "<nested too deep>"
        key = id(value)
        if key in self.active:
            return "<cycle>"
        self.active.add(key)
        try:
            return self._container(value, depth + 1)
        finally:
            self.active.discard(key)

    def _container(self, value: Any, depth: int) -> Any:
        if self.style != "capture":
            rendered = self._data_object(value, depth)
            if rendered is not _NOT_AN_OBJECT:
                return rendered
        if isinstance(value, Mapping):
            return self._mapping(value.items(), len(value), depth)
        if isinstance(value, Sequence):
            return self._items(value, len(value), depth)
        if isinstance(value, (Set, frozenset)):
            items = self._items(list(value)[:MAX_ITEMS], len(value), depth)
            return sorted(items, key=compact_json)
        if isinstance(value, Command):
            fields = {
                "goto": value.goto,
                "graph": value.graph,
                "update": value.update,
                "resume": value.resume,
            }
            kept = {k: v for k, v in fields.items() if v is not None and v != ()}
            return {"__type__": "Command", **self._mapping(kept.items(), len(kept), depth)}
        if isinstance(value, Send):
            return {"__type__": "Send", "node": value.node, "arg": self.copy(value.arg, depth)}
        if isinstance(value, BaseMessage):
            kept = {f: getattr(value, f, None) for f in _MESSAGE_FIELDS}
            kept = {k: v for k, v in kept.items() if v not in (None, "", [], {})}
            return {"__type__": type(value).__name__, **self._mapping(kept.items(), len(kept), depth)}
        if isinstance(value, BaseModel):
            fields = {name: getattr(value, name, None) for name in type(value).model_fields}
            return {"__type__": type(value).__name__, **self._mapping(fields.items(), len(fields), depth)}
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            fields = {f.name: getattr(value, f.name, None) for f in dataclasses.fields(value)}
            return {"__type__": type(value).__name__, **self._mapping(fields.items(), len(fields), depth)}
        return safe_repr(value)

    def _data_object(self, value: Any, depth: int) -> Any:
        """The ``state`` / ``openai`` form of an object (see the module docstring), or `_NOT_AN_OBJECT`
        for a container or a value both styles write as ``capture`` does."""
        if self.style == "openai" and isinstance(value, BaseMessage):
            return self.copy(convert_to_openai_messages([value])[0], depth)
        if self.style == "openai" and isinstance(value, Interrupt):
            return self.copy(value.value, depth)
        if isinstance(value, BaseModel):
            try:
                # JSON mode already returns fresh JSON values (string keys, lists, NaN as None): no second walk,
                # which is most of the cost of snapshotting a state of many messages.
                return value.model_dump(mode="json")
            except Exception:
                return safe_repr(value)
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            fields = dataclasses.fields(value)
            return self._mapping(((f.name, getattr(value, f.name, None)) for f in fields), len(fields), depth)
        return _NOT_AN_OBJECT

    def _mapping(self, items: Any, size: int, depth: int) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for count, (key, item) in enumerate(items):
            if count >= MAX_ITEMS:
                out["<more items>"] = f"<{size - MAX_ITEMS} more items>"
                break
            out[_key(key)] = self.copy(item, depth)
        return out

    def _items(self, items: Any, size: int, depth: int) -> list[Any]:
        out = []
        for count, item in enumerate(items):
            if count >= MAX_ITEMS:
                out.append(f"<{size - MAX_ITEMS} more items>")
                break
            out.append(self.copy(item, depth))
        return out


_NOT_AN_OBJECT: Any = object()


def _key(key: Any) -> str:
    """A mapping key as JSON writes it."""
    if type(key) is str:
        return key
    if isinstance(key, str):
        return str.__str__(key)
    if key is None:
        return "null"
    if isinstance(key, bool):
        return "true" if key else "false"
    if isinstance(key, (int, float)):
        return str(key)
    if isinstance(key, enum.Enum):
        return _key(key.value)
    return safe_repr(key)
