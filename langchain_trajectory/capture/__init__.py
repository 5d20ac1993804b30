"""Capture: record the tool calls of any LangChain / LangGraph run as a :class:`Trajectory`.

* :class:`TrajectoryRecorder`: a callback handler; attach it to a run (``config={"callbacks": [recorder]}``);
  tracing on or off, multi-agent structure, human review per thread (``trajectory_for_thread``), bounded
  (``max_runs``, ``pop``, ``drain``).
* :func:`record_trajectories`: a context manager recording every run inside a ``with`` block.
* :func:`trajectory_from_run`: the same trajectory rebuilt from a LangSmith ``Run`` / ``RunTree``.
* :func:`from_messages`: a trajectory from a message list or LangGraph state (no nesting, timing or errors
  beyond what the messages say).
"""

from __future__ import annotations

from langchain_trajectory.capture.context import record_trajectories
from langchain_trajectory.capture.from_run import trajectory_from_run
from langchain_trajectory.capture.recorder import RecorderError, TrajectoryRecorder
from langchain_trajectory.reading import trajectory_from_messages as from_messages

__all__ = [
    "RecorderError",
    "TrajectoryRecorder",
    "from_messages",
    "record_trajectories",
    "trajectory_from_run",
]
