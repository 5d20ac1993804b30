"""WRITERS: the one table of trace formats the package writes, and [`write_traces`][langchain_trajectory.export.write_traces] over it.

Each writer turns trajectories into the text of a file: ``otlp`` / ``openinference``, one OTLP JSON document (a
trace per trajectory); ``atif``, one ATIF document, or JSON Lines with one per trajectory when there are several;
``jsonl``, one [`Trajectory.to_json`][langchain_trajectory.trajectory.Trajectory.to_json] per line (what ``langchain-trajectory evaluate`` reads by default). A new
format is one [`Writer`][langchain_trajectory.export.Writer] row ([`register_writer`][langchain_trajectory.export.register_writer]).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal, get_args

from langchain_trajectory.export.atif import to_atif
from langchain_trajectory.export.otlp import to_otlp_json
from langchain_trajectory.trajectory import Trajectory

__all__ = ["WRITERS", "WRITE_FORMATS", "WriteFormat", "Writer", "register_writer", "write_traces"]

WriteFormat = Literal["otlp", "openinference", "atif", "jsonl"]
WRITE_FORMATS: tuple[WriteFormat, ...] = get_args(WriteFormat)
"""The built-in write formats (others plug in with :func:`register_writer`)."""


@dataclass(frozen=True, slots=True)
class Writer:
    """One write format.

    Attributes:
        name: The format's name (``write_traces(..., format=name)``).
        write: ``write(trajectories) -> str``: the text of a file holding them.
    """

    name: str
    write: Callable[[Sequence[Trajectory]], str]


def _otlp(items: Sequence[Trajectory]) -> str:
    return json.dumps(to_otlp_json(items, conventions="genai"), ensure_ascii=False) + "\n"


def _openinference(items: Sequence[Trajectory]) -> str:
    return json.dumps(to_otlp_json(items, conventions="openinference"), ensure_ascii=False) + "\n"


def _atif(items: Sequence[Trajectory]) -> str:
    documents = to_atif(items)
    if len(documents) == 1:
        return json.dumps(documents[0], ensure_ascii=False, indent=2) + "\n"
    return "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in documents)


def _jsonl(items: Sequence[Trajectory]) -> str:
    return "".join(t.to_json(indent=None) + "\n" for t in items)


WRITERS: dict[str, Writer] = {
    w.name: w
    for w in (
        Writer("otlp", _otlp),
        Writer("openinference", _openinference),
        Writer("atif", _atif),
        Writer("jsonl", _jsonl),
    )
}
"""The writers, by format name."""


def register_writer(writer: Writer) -> None:
    """Add ``writer`` to the table (replacing the one of the same name)."""
    WRITERS[writer.name] = writer


def write_traces(trajectories: Trajectory | Iterable[Trajectory], format: str) -> str:
    """The text of a file holding ``trajectories`` in ``format`` (a name of [`WRITERS`][langchain_trajectory.export.WRITERS]).

    Raises:
        ValueError: for an unknown ``format``.
    """
    writer = WRITERS.get(format)
    if writer is None:
        raise ValueError(f"format must be one of {list(WRITERS)}, got {format!r}")
    items = [trajectories] if isinstance(trajectories, Trajectory) else list(trajectories)
    return writer.write(items)
