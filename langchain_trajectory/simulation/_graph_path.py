"""The graph nodes an application's turn went through, kept on the turn's assistant message.

A graph application's turn is recorded by a [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder]; the node runs
it saw ([`graph_trajectory`][langchain_trajectory.capture.TrajectoryRecorder.graph_trajectory]) are kept, in run order, in
``metadata["graph_nodes"]`` of the turn's message, one small dict per node run:

``{"node": "supervisor:agent", "segment": 0, "superstep": 1, "ns": "<checkpoint namespace>"}``, plus
``"interrupted": true`` for the node that stopped at an interrupt and ``"error": true`` for one that raised.

A turn that ends at an interrupt nobody answered leaves no message (the conversation ends ``interrupted``); its
node runs are kept on the first pending interrupt instead (``metadata["interrupts"][0]["graph_nodes"]``).

``segment`` counts the runs of the turn (a turn resumed after an interrupt is several); ``ns`` is the node's
LangGraph checkpoint namespace, which tells one invocation of a subgraph from another. Coverage reads the nodes
visited, the edges taken and the interrupts answered from it (`langchain_trajectory.trials.coverage`).
"""

from __future__ import annotations

from typing import Any

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.capture.graph import namespace_of
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.trajectory import Message

__all__ = ["GRAPH_NODES", "node_runs", "with_graph_nodes", "with_pending_nodes"]

GRAPH_NODES = "graph_nodes"
"""The assistant message metadata key holding the turn's node runs."""


def node_runs(recorder: TrajectoryRecorder) -> list[dict[str, Any]]:
    """The node runs ``recorder`` saw, as the small dicts of the module doc (empty when it saw none).

    The application's own root run is no node of it, though LangGraph marks it with the node of the graph it runs
    in (the simulator's ``application``); when the application ran inside that node's namespace, the namespace is
    taken off every path, so node names are the application's own (``supervisor:agent``).
    """
    try:
        graph = recorder.graph_trajectory
    except TrajectoryInputError:
        return []
    roots = [n for n in graph.nodes if n.metadata.get("run_id") == str(n.metadata.get("root_run_id"))]
    outer = {n.checkpoint_ns for n in roots if n.checkpoint_ns}
    runs = []
    for node in graph.nodes:
        if node.is_start or node in roots:
            continue
        ns = node.checkpoint_ns or ""
        namespace = node.namespace
        enclosing = next((o for o in outer if ns.startswith(o + "|")), None)
        if enclosing is not None:
            ns = ns[len(enclosing) + 1 :]
            namespace = namespace[len(namespace_of(enclosing)) :]
        run: dict[str, Any] = {
            "node": ":".join((*namespace, node.name)),
            "segment": node.segment,
            "superstep": node.superstep,
            "ns": ns,
        }
        if node.interrupted:
            run["interrupted"] = True
        if node.error is not None:
            run["error"] = True
        runs.append(run)
        for rerun in node.metadata.get("reruns", ()):  # a task run again after a resume is an execution too
            again = {**run, "segment": rerun["segment"], "superstep": rerun["superstep"]}
            again.pop("interrupted", None)
            again.pop("error", None)
            again.update({k: True for k in ("interrupted", "error") if rerun.get(k)})
            runs.append(again)
    return runs


def with_graph_nodes(message: Message, recorder: TrajectoryRecorder | None) -> Message:
    """``message`` with the recorder's node runs in ``metadata["graph_nodes"]`` (as it is when there are none)."""
    runs = node_runs(recorder) if recorder is not None else []
    if not runs:
        return message
    return message.model_copy(update={"metadata": {**message.metadata, GRAPH_NODES: runs}})


def with_pending_nodes(
    interrupts: tuple[dict[str, Any], ...], recorder: TrajectoryRecorder | None
) -> tuple[dict[str, Any], ...]:
    """``interrupts`` (a turn's pending ones) with the recorder's node runs on the first (as they are when there
    are none)."""
    runs = node_runs(recorder) if recorder is not None else []
    if not runs or not interrupts:
        return interrupts
    return ({**interrupts[0], GRAPH_NODES: runs}, *interrupts[1:])
