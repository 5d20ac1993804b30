"""LangGraph's control flow in capture: whether a raised error (or a run's recorded error text) is control flow or an
``interrupt()``, and the interrupts it carries, read from the exception or back from the tracer's text."""

from __future__ import annotations

import ast
from typing import Any

from langgraph.errors import GraphBubbleUp, GraphInterrupt, NodeInterrupt, ParentCommand

from langchain_trajectory.capture._snapshot import normalize_id, snapshot

__all__ = ["interrupt_values", "interrupts_from_text", "interrupts_of", "is_control_flow", "is_interrupt"]

_BUBBLE_UPS = tuple(
    cls.__name__ + "(" for cls in (GraphBubbleUp, GraphInterrupt, NodeInterrupt, ParentCommand)
)


def is_control_flow(error: BaseException | str) -> bool:
    """Whether ``error`` (an exception, or a run's recorded error text) is LangGraph control flow."""
    if isinstance(error, BaseException):
        return isinstance(error, GraphBubbleUp)
    return error.lstrip().startswith(_BUBBLE_UPS)


def is_interrupt(error: BaseException | str) -> bool:
    """Whether ``error`` is an ``interrupt()`` pausing the run (not a handover to another graph)."""
    if isinstance(error, BaseException):
        return isinstance(error, GraphInterrupt)
    return error.lstrip().startswith(("GraphInterrupt(", "NodeInterrupt("))


def interrupts_of(error: BaseException) -> list[tuple[str | None, Any]]:
    """``(interrupt id, value snapshot)`` of each ``Interrupt`` a ``GraphInterrupt`` carries."""
    if not isinstance(error, GraphInterrupt) or not error.args:
        return []
    found = error.args[0]
    items = found if isinstance(found, (list, tuple)) else (found,)
    return [(normalize_id(getattr(i, "id", None)), snapshot(getattr(i, "value", i))) for i in items]


_INTERRUPT_START = "Interrupt(value="
_INTERRUPT_ID = ", id='"


def interrupts_from_text(text: str) -> list[tuple[str | None, Any]]:
    """``(interrupt id, value)`` of each ``Interrupt`` in a run's recorded error text (the tracer keeps
    ``repr(GraphInterrupt(...))``). A value is read back when its ``repr`` is a Python literal (plain data, as
    ``HumanInTheLoopMiddleware``'s requests are), else it is None."""
    found: list[tuple[str | None, Any]] = []
    start = text.find(_INTERRUPT_START)
    while start >= 0:
        body = start + len(_INTERRUPT_START)
        value: Any = None
        interrupt_id: str | None = None
        cut = text.find(_INTERRUPT_ID, body)
        while cut >= 0:
            try:
                value = ast.literal_eval(text[body:cut])
            except (ValueError, SyntaxError, MemoryError, RecursionError):
                cut = text.find(_INTERRUPT_ID, cut + 1)
                continue
            end = text.find("'", cut + len(_INTERRUPT_ID))
            interrupt_id = text[cut + len(_INTERRUPT_ID) : end] if end > 0 else None
            break
        found.append((interrupt_id, snapshot(value)))
        start = text.find(_INTERRUPT_START, body)
    return found


def interrupt_values(error: BaseException) -> tuple[Any, ...] | None:
    """The ``Interrupt`` objects of a ``GraphInterrupt`` (empty for a static ``interrupt_before``), or None
    when ``error`` is no interrupt."""
    if not isinstance(error, GraphInterrupt):
        return None
    found = error.args[0] if error.args else ()
    return tuple(found) if isinstance(found, (list, tuple)) else ()
