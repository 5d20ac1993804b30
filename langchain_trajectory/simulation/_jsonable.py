"""JSON-safe snapshots of application state, interrupt payloads and the like.

What an application keeps in its state (LangChain messages, pydantic models, dataclasses, sets, datetimes) is
copied into plain JSON values, so a trajectory carrying it round-trips through JSON and a checkpointer stores
it, and later changes to the application's objects never reach the copy. The walk is capture's
(`snapshot`), in its ``state`` style: pydantic models (messages
included) as their ``model_dump(mode="json")``, as LangGraph Server returns a thread's state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain_core.messages import BaseMessage

from langchain_trajectory.capture._snapshot import snapshot
from langchain_trajectory.simulation._bounded import Bounded

__all__ = ["StateSnapshots", "jsonable"]


def jsonable(value: Any) -> Any:
    """A JSON-safe copy of ``value`` (the ``state`` style of capture's snapshot rule)."""
    return snapshot(value, "state")


class StateSnapshots:
    """`jsonable` copies of one application's thread states, turn after turn.

    A thread's state holds the whole conversation again after every turn, as new objects. Each message with an
    id is copied once: while a later state's message with that id is equal to the one copied (same class, equal
    fields), the copy is reused, so a turn copies what it added rather than the whole conversation. The copies
    are never changed, so several snapshots may share one. At most ``size`` messages are remembered (the oldest
    are forgotten, which costs only a copy). Thread-safe.
    """

    def __init__(self, size: int = 8192) -> None:
        self._copies: Bounded[str, tuple[BaseMessage, Any]] = Bounded(size)

    def snapshot(self, values: Mapping[str, Any]) -> Any:
        """A JSON-safe copy of ``values`` (a thread's state values), as `jsonable` gives it."""
        messages = values.get("messages")
        if type(messages) is not list or not all(type(key) is str for key in values):
            return jsonable(values)
        rest = jsonable({key: item for key, item in values.items() if key != "messages"})
        copied = [self.message(m) for m in messages]
        return {key: copied if key == "messages" else rest[key] for key in values}

    def message(self, message: Any) -> Any:
        """``jsonable(message)``: the copy made before, when an equal message with its id was copied."""
        key = getattr(message, "id", None) if isinstance(message, BaseMessage) else None
        if type(key) is not str:
            return jsonable(message)
        seen = self._copies.get(key)
        if seen is not None and type(seen[0]) is type(message) and seen[0] == message:
            return seen[1]
        copy = jsonable(message)
        self._copies.put(key, (message, copy))
        return copy
