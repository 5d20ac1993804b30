"""Capture: record the tool calls of any LangChain / LangGraph run as a :class:`Trajectory`.

* :class:`TrajectoryRecorder`: a callback handler; attach it to a run (``config={"callbacks": [recorder]}``).
* :func:`record_trajectories`: a context manager recording every run inside a ``with`` block.
* :func:`trajectory_from_run`: the same trajectory rebuilt from a LangSmith ``Run`` / ``RunTree``.
* :func:`from_messages`: a trajectory from a message list or LangGraph state (no nesting, timing or errors
  beyond what the messages say).
"""

from __future__ import annotations

from langsmith.run_trees import RunTree
from langsmith.schemas import Run

from langchain_trajectory.capture.context import record_trajectories
from langchain_trajectory.capture.from_run import trajectory_from_run
from langchain_trajectory.capture.recorder import RecorderError, TrajectoryRecorder
from langchain_trajectory.reading import Reader, register_reader
from langchain_trajectory.reading import trajectory_from_messages as from_messages

# Wherever a trajectory is read (evaluators, to_trajectory), a LangSmith run tree is read by trajectory_from_run:
# registered here, so that the readers never import capture.
register_reader(
    Reader(
        "langsmith_run",
        lambda value: isinstance(value, Run | RunTree),
        lambda value, what: trajectory_from_run(value),
    )
)

__all__ = [
    "RecorderError",
    "TrajectoryRecorder",
    "from_messages",
    "record_trajectories",
    "trajectory_from_run",
]
