"""FORMATS: the one ordered table of what the package reads, whole inputs and trace documents alike.

Every entry point reads through it: [`to_trajectory`][langchain_trajectory.reading.to_trajectory] and
[`to_tool_calls`][langchain_trajectory.reading.to_tool_calls] (and so every evaluator) take the first format whose
``sniff`` accepts the input; [`read_traces`][langchain_trajectory.reading.read_traces] and [`detect_format`][langchain_trajectory.reading.detect_format] the first *trace* format (one with
``read_traces``) whose ``sniff`` accepts the document. So a trace document ``read_traces`` reads is accepted by
``to_trajectory`` and by every evaluator, and a format registered once is accepted everywhere.

[`langchain_trajectory.reading`][langchain_trajectory.reading] fills the table with the built-in formats (see its ``FORMATS`` block); other
parts of the package add theirs with [`register_format`][langchain_trajectory.reading.register_format] (the capture package plugs the LangSmith export
reader into the ``langsmith`` row and adds the run-tree reader, so the readers never import capture). A format
that would claim what a built-in one also claims (a trace document is a dict too) goes ``before`` it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._collection import collection_paused
from langchain_trajectory.reading.traces.formats import unknown_format_message
from langchain_trajectory.reading.traces.otel import Split
from langchain_trajectory.reading.traces.spans import load_json_documents
from langchain_trajectory.trajectory import ToolCall, Trajectory

__all__ = [
    "FORMATS",
    "Format",
    "Split",
    "detect_format",
    "find_format",
    "is_trace_document",
    "read_traces",
    "register_format",
    "trace_formats",
]

@dataclass(frozen=True, slots=True)
class Format:
    """One input format and how to read it.

    Attributes:
        name: A short name (``messages``, ``otlp``, ...), used by ``before=``, ``read_traces(format=)`` and in
            listings.
        sniff: Whether an input is in this format. Called on every input until one says yes, so it must be
            cheap and must not raise.
        read: ``read(value, what) -> Trajectory``; ``what`` names the input in error messages (``actual``,
            ``expected``). Raises ``TrajectoryInputError`` for a malformed input. A trace format may leave it
            out: its one trajectory is then read with ``read_traces`` (see [`trajectory`][langchain_trajectory.reading.Format.trajectory]).
        read_calls: ``read_calls(value, what) -> list[ToolCall]``, when the calls alone are cheaper to read than
            the trajectory; by default the trajectory's calls.
        read_traces: ``read_traces(value, split=...) -> list[Trajectory]`` for a trace format (a document holding
            traces, one trajectory each); None for the other inputs.
    """

    name: str
    sniff: Callable[[Any], bool]
    read: Callable[[Any, str], Trajectory] | None = None
    read_calls: Callable[[Any, str], list[ToolCall]] | None = None
    read_traces: Callable[..., list[Trajectory]] | None = None

    def __post_init__(self) -> None:
        if self.read is None and self.read_traces is None:
            raise ValueError(f"format {self.name!r}: give read, read_traces or both")

    @property
    def handles(self) -> Callable[[Any], bool]:
        """``sniff`` under the name the table's earlier ``Reader`` rows gave it."""
        return self.sniff

    @property
    def is_trace(self) -> bool:
        """Whether this format reads trace documents (``read_traces`` and [`detect_format`][langchain_trajectory.reading.detect_format] consider it)."""
        return self.read_traces is not None

    def trajectory(self, value: Any, what: str) -> Trajectory:
        """``value`` as one trajectory. A trace document holding one trace (or the traces of one conversation)
        gives it; one holding several conversations is refused, naming how many (read it with
        [`read_traces`][langchain_trajectory.reading.Format.read_traces]).

        Raises:
            TrajectoryInputError: for a malformed input, or a trace document of several conversations.
        """
        if self.read is not None:
            return self.read(value, what)
        return _one_trajectory(self, value, what)

    def calls(self, value: Any, what: str) -> list[ToolCall]:
        """The tool calls of ``value``, in order."""
        if self.read_calls is not None:
            return self.read_calls(value, what)
        return self.trajectory(value, what).tool_calls()

    def traces(self, value: Any, split: Split = "trace") -> list[Trajectory]:
        """The trajectories of a trace document.

        Raises:
            ValueError: when this format reads no trace documents.
        """
        if self.read_traces is None:
            raise ValueError(f"format {self.name!r} reads no trace documents")
        return self.read_traces(value, split=split)


FORMATS: list[Format] = []
"""The formats, in the order they are tried."""


def register_format(fmt: Format, *, before: str | None = None) -> None:
    """Add ``fmt`` to the table: at the end, or right before the format named ``before``. Registering a format
    again under the same name replaces it where it stands.

    Raises:
        ValueError: when no format is named ``before``.
    """
    for i, existing in enumerate(FORMATS):
        if existing.name == fmt.name:
            FORMATS[i] = fmt
            return
    if before is None:
        FORMATS.append(fmt)
        return
    for i, existing in enumerate(FORMATS):
        if existing.name == before:
            FORMATS.insert(i, fmt)
            return
    raise ValueError(f"no format named {before!r} (formats: {[f.name for f in FORMATS]})")


def find_format(value: Any, *, traces: bool = False) -> Format | None:
    """The first format whose ``sniff`` accepts ``value`` (of the trace formats only, with ``traces``), or None."""
    for fmt in FORMATS:
        if (not traces or fmt.read_traces is not None) and fmt.sniff(value):
            return fmt
    return None


def reader(
    name: str,
    handles: Callable[[Any], bool],
    read: Callable[[Any, str], Trajectory],
    read_calls: Callable[[Any, str], list[ToolCall]] | None = None,
) -> Format:
    """A whole-input format in the call form of the table's earlier ``Reader`` rows (``handles`` is ``sniff``)."""
    return Format(name, handles, read, read_calls)


def is_trace_document(value: Any) -> bool:
    """Whether parsed ``value`` is a document of a trace format (what a ``steps`` key means depends on it: an
    ATIF document's steps are its own, not an expectation's)."""
    return find_format(value, traces=True) is not None


def trace_formats() -> tuple[str, ...]:
    """The names of the trace formats, in the order they are tried."""
    return tuple(f.name for f in FORMATS if f.read_traces is not None)


# -- trace documents ----------------------------------------------------------------------------------------


def detect_format(data: Any) -> str:
    """The trace format of ``data`` (parsed JSON, JSON or JSON Lines text, or SDK span objects): the first trace
    format of [`FORMATS`][langchain_trajectory.reading.FORMATS] whose ``sniff`` accepts it.

    Raises:
        TrajectoryInputError: when the content is in none of the formats (the message says what was seen).
    """
    return _trace_format(load_json_documents(data, "trace file")).name


def read_traces(source: Any, *, format: str | None = None, split: Split = "trace") -> list[Trajectory]:
    """The trajectories of a trace file.

    Args:
        source: A path (``str`` or ``Path``), the file's text or bytes, its parsed JSON, or SDK span objects.
        format: A trace format's name (``otlp``, ``openinference``, ``atif``, ``langsmith``, or one registered
            with [`register_format`][langchain_trajectory.reading.register_format]); detected from the content when None.
        split: ``trace``: one trajectory per trace (ATIF: per document); ``session``: those of one conversation
            (``gen_ai.conversation.id``, ``session.id``, a ``thread_id``, ATIF's ``session_id``) joined.

    Raises:
        TrajectoryInputError: for an unreadable file, content in no known format, or malformed content (naming the
            span, run or step and the field).
        ValueError: for an unknown ``format`` or ``split``.
    """
    chosen = None
    if format is not None:
        chosen = next((f for f in FORMATS if f.name == format and f.read_traces is not None), None)
        if chosen is None:
            raise ValueError(f"format must be one of {list(trace_formats())}, got {format!r}")
    with collection_paused():  # parsing and reading a large file allocate much and free little
        data = _load(source)
        return (chosen or _trace_format(data)).traces(data, split)


def _load(source: Any) -> Any:
    if isinstance(source, os.PathLike) or (
        isinstance(source, str) and source.lstrip()[:1] not in ("{", "[") and "\n" not in source
    ):
        path = Path(source)
        try:
            text = path.read_bytes()
        except (OSError, ValueError) as exc:  # ValueError: a "path" holding a NUL character
            raise TrajectoryInputError(f"cannot read {source!r}: {getattr(exc, 'strerror', None) or exc}") from None
        return load_json_documents(text, str(path))
    return load_json_documents(source, "trace data")


def _trace_format(data: Any) -> Format:
    """The first trace format that accepts parsed ``data``.

    Raises:
        TrajectoryInputError: for data that is no document, or in no trace format.
    """
    items = [data] if isinstance(data, Mapping) else data
    if isinstance(items, (str, bytes)) or not isinstance(items, Iterable):
        raise TrajectoryInputError(f"trace file: expected JSON objects or spans, got {type(data).__name__}")
    if not isinstance(items, list | tuple):
        items = data = list(items)
    if not items:
        raise TrajectoryInputError("trace file: holds no documents")
    fmt = find_format(data, traces=True)
    if fmt is None:
        raise TrajectoryInputError(unknown_format_message(items))
    return fmt


def _one_trajectory(fmt: Format, value: Any, what: str) -> Trajectory:
    """The one trajectory of a trace document given where a trajectory is expected (an evaluator's input)."""
    try:
        found = fmt.traces(value, "trace")
        if len(found) > 1:
            found = fmt.traces(value, "session")
    except TrajectoryInputError as exc:
        raise TrajectoryInputError(f"{what} ({fmt.name} trace document): {exc}") from None
    if len(found) != 1:
        raise TrajectoryInputError(
            f"{what}: the {fmt.name} trace document holds {len(found)} conversations, not one; read them with "
            "read_traces() and evaluate each"
        )
    return found[0]
