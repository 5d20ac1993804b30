"""The graph nodes an application's turn went through, kept on the turn's assistant message.

A graph application's turn is recorded by a :class:`~langchain_trajectory.capture.TrajectoryRecorder`; the node runs
it saw (:attr:`~langchain_trajectory.capture.TrajectoryRecorder.graph_trajectory`) are kept, in run order, in
``metadata["graph_nodes"]`` of the turn's message, one small dict per node run:

``{"node": "supervisor:agent", "segment": 0, "superstep": 1, "ns": "<checkpoint namespace>"}``, plus
``"interrupted": true`` for the node that stopped at an interrupt and ``"error": true`` for one that raised.

``segment`` counts the runs of the turn (a turn resumed after an interrupt is several); ``ns`` is the node's
LangGraph checkpoint namespace, which tells one invocation of a subgraph from another. Coverage reads the nodes
visited, the edges taken and the interrupts answered from it (:mod:`langchain_trajectory.trials.coverage`).
"""

from __future__ import annotations

from typing import Any

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.trajectory import Message

__all__ = ["GRAPH_NODES", "node_runs", "with_graph_nodes"]

GRAPH_NODES = "graph_nodes"
"""The assistant message metadata key holding the turn's node runs."""


def node_runs(recorder: TrajectoryRecorder) -> list[dict[str, Any]]:
    """The node runs ``recorder`` saw, as the small dicts of the module doc (empty when it saw none)."""
    try:
        graph = recorder.graph_trajectory
    except TrajectoryInputError:
        return []
    runs = []
    for node in graph.nodes:
        if node.is_start or node.metadata.get("run_id") == str(node.metadata.get("root_run_id")):
            continue  # the graph's own run, marked with the node of an enclosing graph (the simulator's)
        run: dict[str, Any] = {
            "node": node.path,
            "segment": node.segment,
            "superstep": node.superstep,
            "ns": node.checkpoint_ns or "",
        }
        if node.interrupted:
            run["interrupted"] = True
        if node.error is not None:
            run["error"] = True
        runs.append(run)
    return runs


def with_graph_nodes(message: Message, recorder: TrajectoryRecorder | None) -> Message:
    """``message`` with the recorder's node runs in ``metadata["graph_nodes"]`` (as it is when there are none)."""
    runs = node_runs(recorder) if recorder is not None else []
    if not runs:
        return message
    return message.model_copy(update={"metadata": {**message.metadata, GRAPH_NODES: runs}})
