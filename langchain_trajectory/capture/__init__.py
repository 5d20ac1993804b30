"""Capture: record the tool calls of any LangChain / LangGraph run as a [`Trajectory`][langchain_trajectory.trajectory.Trajectory].

* [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder]: a callback handler; attach it to a run (``config={"callbacks": [recorder]}``);
  tracing on or off, multi-agent structure, human review per thread (``trajectory_for_thread``), bounded
  (``max_runs``, ``pop``, ``drain``).
* [`record_trajectories`][langchain_trajectory.capture.record_trajectories]: a context manager recording every run inside a ``with`` block.
* [`trajectory_from_run`][langchain_trajectory.capture.trajectory_from_run]: the same trajectory rebuilt from a LangSmith ``Run`` / ``RunTree``.
* [`from_messages`][langchain_trajectory.capture.from_messages]: a trajectory from a message list or LangGraph state (no nesting, timing or errors
  beyond what the messages say).
* [`trajectories_from_langsmith`][langchain_trajectory.capture.trajectories_from_langsmith] / [`runs_from_langsmith`][langchain_trajectory.capture.runs_from_langsmith]: LangSmith run exports (run trees as JSON,
  project-export JSON Lines, LangSmith's OpenTelemetry spans) read through [`trajectory_from_run`][langchain_trajectory.capture.trajectory_from_run].
* ``langchain_trajectory.capture.otel.OTelTrajectoryRecorder`` (needs the ``otel`` extra; not imported here): a
  recorder that also emits each run's trajectory as OpenTelemetry spans.
* [`graph_trajectory_from_thread`][langchain_trajectory.capture.graph_trajectory_from_thread] / [`agraph_trajectory_from_thread`][langchain_trajectory.capture.agraph_trajectory_from_thread]: the nodes a LangGraph thread went
  through ([`GraphTrajectory`][langchain_trajectory.graph_trajectory.GraphTrajectory], the model in
  [`langchain_trajectory.graph_trajectory`][langchain_trajectory.graph_trajectory]), from its checkpoint history (local graph or ``RemoteGraph``).
"""

from __future__ import annotations

from langsmith.run_trees import RunTree
from langsmith.schemas import Run

from langchain_trajectory import graph_trajectory as _graph_model
from langchain_trajectory._moved import forward
from langchain_trajectory.capture.context import record_trajectories
from langchain_trajectory.capture.from_run import trajectory_from_run
from langchain_trajectory.capture.graph import (
    agraph_trajectory_from_thread,
    graph_trajectory_from_snapshots,
    graph_trajectory_from_thread,
)
from langchain_trajectory.capture.langsmith_export import runs_from_langsmith, trajectories_from_langsmith
from langchain_trajectory.capture.recorder import RecorderError, TrajectoryRecorder
from langchain_trajectory.reading import Format, register_format
from langchain_trajectory.reading import trajectory_from_messages as from_messages
from langchain_trajectory.reading.traces.formats import is_langsmith_document

# Wherever a trajectory is read (evaluators, to_trajectory, read_traces), LangSmith runs are read by
# trajectory_from_run: registered here, so that the readers never import capture. The export reader takes the
# ``langsmith`` row reading keeps for it (its place among the trace formats); run objects go at the end.
register_format(Format("langsmith", is_langsmith_document, read_traces=trajectories_from_langsmith))
register_format(
    Format(
        "langsmith_run",
        lambda value: isinstance(value, Run | RunTree),
        lambda value, what: trajectory_from_run(value),
    )
)

# The graph model moved to langchain_trajectory.graph_trajectory: taken from here, it warns once.
__getattr__ = forward(__name__, {name: (_graph_model, name) for name in ("GraphNode", "GraphTrajectory")})

__all__ = [
    "RecorderError",
    "TrajectoryRecorder",
    "agraph_trajectory_from_thread",
    "from_messages",
    "graph_trajectory_from_snapshots",
    "graph_trajectory_from_thread",
    "record_trajectories",
    "runs_from_langsmith",
    "trajectories_from_langsmith",
    "trajectory_from_run",
]
