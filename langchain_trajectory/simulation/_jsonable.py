"""JSON-safe snapshots of application state, interrupt payloads and the like.

What an application keeps in its state (LangChain messages, pydantic models, dataclasses, sets, datetimes) is
copied into plain JSON values, so a trajectory carrying it round-trips through JSON and a checkpointer stores
it, and later changes to the application's objects never reach the copy.
"""

from __future__ import annotations

import dataclasses
import datetime
import enum
import math
import uuid
from collections.abc import Mapping
from typing import Any

__all__ = ["jsonable"]

_MAX_DEPTH = 64


def jsonable(value: Any, _depth: int = 0) -> Any:
    """A JSON-safe copy of ``value``.

    Mappings become dicts with string keys; lists, tuples and sets become lists (sets sorted by their text);
    a LangChain message or any pydantic model becomes its ``model_dump(mode="json")`` (pydantic's JSON form:
    a set inside the model keeps its own order there), or its ``repr`` when pydantic cannot serialize it; a
    dataclass its fields;
    a datetime, date, UUID or enum its ISO text / string / value; NaN and infinities ``None``. Anything else
    becomes its ``repr``, and nesting deeper than 64 levels is cut off the same way, so a snapshot never
    fails.
    """
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if _depth > _MAX_DEPTH:
        return repr(value)
    depth = _depth + 1
    if isinstance(value, Mapping):
        return {str(k): jsonable(v, depth) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v, depth) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((jsonable(v, depth) for v in value), key=repr)
    if isinstance(value, enum.Enum):
        return jsonable(value.value, depth)
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    dump = getattr(value, "model_dump", None)
    if callable(dump):
        try:
            # JSON mode already returns fresh JSON values (string keys, lists, NaN as None): no second walk,
            # which is most of the cost of snapshotting a state of many messages.
            return dump(mode="json")
        except Exception:
            return repr(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name), depth) for f in dataclasses.fields(value)}
    return repr(value)
