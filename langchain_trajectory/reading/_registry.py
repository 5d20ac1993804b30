"""The ordered table of input readers: the first reader whose ``handles`` accepts an input reads it.

[`langchain_trajectory.reading`][langchain_trajectory.reading] fills the table with the built-in readers (see its ``READERS`` block); other
parts of the package add theirs with [`register_reader`][langchain_trajectory.reading.register_reader] (the capture package registers the LangSmith
run-tree reader, so the readers never import capture). A reader that would claim what a built-in one also claims
(a trace document is a dict too) goes ``before`` it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from langchain_trajectory.trajectory import ToolCall, Trajectory

__all__ = ["READERS", "Reader", "find_reader", "register_reader"]


@dataclass(frozen=True, slots=True)
class Reader:
    """One input shape and how to read it.

    Attributes:
        name: A short name (``messages``, ``langsmith_run``, ...), used by ``before=`` and in listings.
        handles: Whether an input is this reader's shape. Called on every input until one says yes, so it must
            be cheap and must not raise.
        read: ``read(value, what) -> Trajectory``; ``what`` names the input in error messages (``actual``,
            ``expected``). Raises ``TrajectoryInputError`` for a malformed input.
        read_calls: ``read_calls(value, what) -> list[ToolCall]``, when the calls alone are cheaper to read than
            the trajectory; by default ``read(value, what).tool_calls()``.
    """

    name: str
    handles: Callable[[Any], bool]
    read: Callable[[Any, str], Trajectory]
    read_calls: Callable[[Any, str], list[ToolCall]] | None = None

    def calls(self, value: Any, what: str) -> list[ToolCall]:
        """The tool calls of ``value``, in order."""
        if self.read_calls is not None:
            return self.read_calls(value, what)
        return self.read(value, what).tool_calls()


READERS: list[Reader] = []
"""The readers, in the order they are tried."""


def register_reader(reader: Reader, *, before: str | None = None) -> None:
    """Add ``reader`` to the table: at the end, or right before the reader named ``before``. Registering a
    reader again under the same name replaces it where it stands.

    Raises:
        ValueError: when no reader is named ``before``.
    """
    for i, existing in enumerate(READERS):
        if existing.name == reader.name:
            READERS[i] = reader
            return
    if before is None:
        READERS.append(reader)
        return
    for i, existing in enumerate(READERS):
        if existing.name == before:
            READERS.insert(i, reader)
            return
    raise ValueError(f"no reader named {before!r} (readers: {[r.name for r in READERS]})")


def find_reader(value: Any) -> Reader | None:
    """The first reader that handles ``value``, or None."""
    for reader in READERS:
        if reader.handles(value):
            return reader
    return None
