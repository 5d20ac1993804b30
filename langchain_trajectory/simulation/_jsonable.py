"""JSON-safe snapshots of application state, interrupt payloads and the like.

What an application keeps in its state (LangChain messages, pydantic models, dataclasses, sets, datetimes) is
copied into plain JSON values, so a trajectory carrying it round-trips through JSON and a checkpointer stores
it, and later changes to the application's objects never reach the copy. The walk is capture's
(:func:`~langchain_trajectory.capture._snapshot.snapshot`), in its ``state`` style: pydantic models (messages
included) as their ``model_dump(mode="json")``, as LangGraph Server returns a thread's state.
"""

from __future__ import annotations

from typing import Any

from langchain_trajectory.capture._snapshot import snapshot

__all__ = ["jsonable"]


def jsonable(value: Any) -> Any:
    """A JSON-safe copy of ``value`` (the ``state`` style of capture's snapshot rule)."""
    return snapshot(value, "state")
