"""Trace files for the subcommands: read in any trace format, records keyed by trace, session or thread id."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from langchain_trajectory._cli.common import CommandError, Record
from langchain_trajectory.reading import TrajectoryInputError, detect_format, read_traces
from langchain_trajectory.reading.traces.spans import parse_json_text
from langchain_trajectory.trajectory import Trajectory

__all__ = ["ID_KEYS", "detected_format", "read_trace_file", "trace_records"]

# The metadata a read trajectory may be known by, in order of preference.
ID_KEYS = ("trace_id", "session_id", "trajectory_id", "root_run_id")


def _content(path: str) -> Any:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise CommandError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        return parse_json_text(data, path)
    except TrajectoryInputError as exc:
        raise CommandError(str(exc)) from None


def detected_format(path: str) -> str | None:
    """The trace format of the file at ``path``, or None when it is in none (a JSONL file of trajectories) or
    cannot be read as JSON (the JSONL reader then says why)."""
    try:
        return detect_format(_content(path))
    except (TrajectoryInputError, CommandError):
        return None


def read_trace_file(path: str, format: str | None, split: str) -> list[Trajectory]:
    """The trajectories of a trace file, as [`langchain_trajectory.read_traces`][langchain_trajectory.reading.read_traces] reads them."""
    try:
        trajectories = read_traces(_content(path), format=format, split=split)  # type: ignore[arg-type]
    except TrajectoryInputError as exc:
        raise CommandError(f"{path}: {exc}") from None
    if not trajectories:
        raise CommandError(f"{path} holds no traces")
    return trajectories


def trace_records(trajectories: list[Trajectory], wanted: set[str]) -> list[Record]:
    """One record per trajectory, its id the first of its ids (trace, session or thread, ATIF trajectory, root
    run) that an expectation names, else its trace id."""
    records = []
    for number, trajectory in enumerate(trajectories, start=1):
        ids = [str(trajectory.metadata[k]) for k in ID_KEYS if trajectory.metadata.get(k) is not None]
        chosen = next((i for i in ids if i in wanted), ids[0] if ids else None)
        records.append(Record(number, chosen, trajectory))
    return records
