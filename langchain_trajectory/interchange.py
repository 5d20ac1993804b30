"""Trace files in and out: one entry point over every trace format the package reads and writes.

* [`read_traces`][langchain_trajectory.interchange.read_traces]: a file (or its parsed content) in any read format, detected from the content unless
  ``format`` names it, as trajectories;
* [`write_traces`][langchain_trajectory.interchange.write_traces]: trajectories as the text of a file in a write format.

Read formats: ``otlp`` (OpenTelemetry GenAI spans), ``openinference``, ``atif``, ``langsmith`` (run trees, project
exports, LangSmith's OpenTelemetry spans). Write formats: ``otlp``, ``openinference``, ``atif`` and ``jsonl`` (one
[`Trajectory.to_json`][langchain_trajectory.trajectory.Trajectory.to_json] per line, what ``langchain-trajectory evaluate`` reads by default).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal, get_args

from langchain_trajectory.capture.langsmith_export import trajectories_from_langsmith
from langchain_trajectory.export import to_atif, to_otlp_json
from langchain_trajectory.reading import (
    TRACE_FORMATS,
    TraceFormat,
    TrajectoryInputError,
    detect_format,
    trajectories_from_atif,
    trajectories_from_openinference,
    trajectories_from_otel,
)
from langchain_trajectory.reading._collection import collection_paused
from langchain_trajectory.reading.otel import Split
from langchain_trajectory.reading.spans import load_json_documents
from langchain_trajectory.trajectory import Trajectory

__all__ = ["READ_FORMATS", "WRITE_FORMATS", "WriteFormat", "read_traces", "write_traces"]

READ_FORMATS: tuple[TraceFormat, ...] = TRACE_FORMATS
WriteFormat = Literal["otlp", "openinference", "atif", "jsonl"]
WRITE_FORMATS: tuple[WriteFormat, ...] = get_args(WriteFormat)

_READERS = {
    "otlp": trajectories_from_otel,
    "openinference": trajectories_from_openinference,
    "atif": trajectories_from_atif,
    "langsmith": trajectories_from_langsmith,
}


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


def read_traces(
    source: Any, *, format: TraceFormat | None = None, split: Split = "trace"
) -> list[Trajectory]:
    """The trajectories of a trace file.

    Args:
        source: A path (``str`` or ``Path``), the file's text or bytes, its parsed JSON, or SDK span objects.
        format: ``otlp``, ``openinference``, ``atif`` or ``langsmith``; detected from the content when None.
        split: ``trace``: one trajectory per trace (ATIF: per document); ``session``: those of one conversation
            (``gen_ai.conversation.id``, ``session.id``, a ``thread_id``, ATIF's ``session_id``) joined.

    Raises:
        TrajectoryInputError: for an unreadable file, content in no known format, or malformed content (naming the
            span, run or step and the field).
        ValueError: for an unknown ``format`` or ``split``.
    """
    if format is not None and format not in _READERS:
        raise ValueError(f"format must be one of {list(READ_FORMATS)}, got {format!r}")
    with collection_paused():  # parsing and reading a large file allocate much and free little
        data = _load(source)
        kind = format or detect_format(data)
        return _READERS[kind](data, split=split)


def write_traces(trajectories: Trajectory | Iterable[Trajectory], format: WriteFormat) -> str:
    """The text of a file holding ``trajectories`` in ``format``.

    ``otlp`` / ``openinference``: one OTLP JSON document (a trace per trajectory); ``atif``: one ATIF document, or
    JSON Lines with one per trajectory when there are several; ``jsonl``: one trajectory JSON per line.

    Raises:
        ValueError: for an unknown ``format``.
    """
    items = [trajectories] if isinstance(trajectories, Trajectory) else list(trajectories)
    if format == "otlp":
        return json.dumps(to_otlp_json(items, conventions="genai"), ensure_ascii=False) + "\n"
    if format == "openinference":
        return json.dumps(to_otlp_json(items, conventions="openinference"), ensure_ascii=False) + "\n"
    if format == "atif":
        documents = to_atif(items)
        if len(documents) == 1:
            return json.dumps(documents[0], ensure_ascii=False, indent=2) + "\n"
        return "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in documents)
    if format == "jsonl":
        return "".join(t.to_json(indent=None) + "\n" for t in items)
    raise ValueError(f"format must be one of {list(WRITE_FORMATS)}, got {format!r}")
