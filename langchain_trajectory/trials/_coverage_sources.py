"""What coverage reads: every trajectory (and graph trajectory) in whatever results it is given.

=================================================  ==============================================================
results                                            read as
=================================================  ==============================================================
a [`Report`][langchain_trajectory.report.Report]     its trials' trajectories
a path: results file, or the folder holding one    [`load_results`][langchain_trajectory.report.load_results] (the folder's
                                                   ``trajectories.json`` supplies the trajectories)
a path: JSONL of trajectories                      one trajectory per line (``simulate --out``'s
                                                   ``conversations.jsonl``; ``id`` / ``trial`` keys ignored)
``langsmith.evaluate`` results (or their rows)     each run's trajectory: its outputs, else its child runs
a [`Trajectory`][langchain_trajectory.trajectory.Trajectory], a ``GraphTrajectory``, or a list of them (a simulation
batch), or anything [`to_trajectory`][langchain_trajectory.reading.to_trajectory] reads
=================================================  ==============================================================
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from langchain_trajectory.capture import trajectory_from_run
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.graph_trajectory import GraphTrajectory
from langchain_trajectory.reading import to_trajectory
from langchain_trajectory.reading._jsonl import json_lines
from langchain_trajectory.trajectory import Trajectory
from langchain_trajectory.trials.model import Report
from langchain_trajectory.trials.sources import ResultsFileError, load_results

__all__ = ["Observable", "read_results"]

Observable = Trajectory | GraphTrajectory


def read_results(results: Any) -> tuple[list[Observable], int]:
    """``(trajectories and graph trajectories, how many results were read)`` from ``results``.

    A result without a trajectory (a results line whose trajectory was not kept, a target that returned only an
    answer) counts as read but adds nothing.

    Raises:
        TrajectoryInputError: for results of an unknown kind, a file that cannot be read (naming the file, the
            line and the field), or results holding no trajectory at all.
    """
    items, count = _read(results)
    if not items:
        raise TrajectoryInputError(
            f"results: none of the {count} results holds a trajectory; pass the folder written by write_report "
            "or `--out` (its trajectories.json holds them), a file from save_results, trajectories, or "
            "langsmith.evaluate results"
        )
    return items, count


def _read(results: Any) -> tuple[list[Observable], int]:
    if isinstance(results, Report):
        trials = [t for case in results.cases for t in case.trials]
        return [t.trajectory for t in trials if t.trajectory is not None], len(trials)
    if isinstance(results, (str, os.PathLike)):
        return _read_path(Path(results))
    if isinstance(results, (Trajectory, GraphTrajectory)):
        return [results], 1
    if hasattr(results, "experiment_name"):
        return _read_rows(results)
    if isinstance(results, Iterable) and not isinstance(results, (bytes, Mapping)):
        items = list(results)
        if items and all(isinstance(r, Mapping) and "run" in r and "example" in r for r in items):
            return _read_rows(items)
        out: list[Observable] = []
        for index, item in enumerate(items):
            out.append(
                item
                if isinstance(item, (Trajectory, GraphTrajectory))
                else to_trajectory(item, what=f"results[{index}]")
            )
        return out, len(items)
    if isinstance(results, Mapping):
        return [to_trajectory(results, what="results")], 1
    raise TrajectoryInputError(
        "results: expected a Report, a results file or folder, a JSONL file of trajectories, langsmith.evaluate "
        f"results, or trajectories; got {type(results).__name__}"
    )


def _read_rows(rows: Iterable[Mapping[str, Any]]) -> tuple[list[Observable], int]:
    out: list[Observable] = []
    count = 0
    for row in rows:
        count += 1
        run = row["run"]
        trajectory = None
        if getattr(run, "outputs", None):
            try:
                trajectory = to_trajectory(run.outputs, what="run outputs")
            except TrajectoryInputError:
                trajectory = None
        if trajectory is None and getattr(run, "child_runs", None):
            trajectory = trajectory_from_run(run)
        if trajectory is not None:
            out.append(trajectory)
    return out, count


def _read_path(path: Path) -> tuple[list[Observable], int]:
    if not path.exists():
        raise TrajectoryInputError(f"results: {path} does not exist")
    try:
        report = load_results(path)
    except ResultsFileError as exc:
        if path.is_dir():
            raise TrajectoryInputError(f"results: {exc}") from None
        first = str(exc)
    else:
        return _read(report)
    try:
        return _read_trajectory_lines(path)
    except TrajectoryInputError as exc:
        raise TrajectoryInputError(
            f"results: {path} is neither a results file ({first}) nor JSONL of trajectories ({exc})"
        ) from None


def _read_trajectory_lines(path: Path) -> tuple[list[Observable], int]:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise TrajectoryInputError(f"cannot read {path}: {exc.strerror}") from None
    out: list[Observable] = []
    for number, value in json_lines(data, str(path)):
        if isinstance(value, Mapping):
            value = {k: v for k, v in value.items() if k not in ("id", "trial")}
        out.append(to_trajectory(value, what=f"{path} line {number}"))
    if not out:
        raise TrajectoryInputError(f"{path} holds no lines")
    return out, len(out)
