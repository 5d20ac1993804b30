"""The graph trajectory of recorded root runs ([`TrajectoryRecorder.graph_trajectory`][langchain_trajectory.capture.TrajectoryRecorder.graph_trajectory]): the node runs a recorder saw."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from langchain_trajectory.capture._records import NodeRecord, RootRecord
from langchain_trajectory.capture.graph import namespace_of
from langchain_trajectory.graph_trajectory import RESUMING, GraphNode, GraphTrajectory

__all__ = ["graph_trajectory_from_records"]


def graph_trajectory_from_records(roots: Sequence[RootRecord]) -> GraphTrajectory:
    """The graph trajectory of recorded root runs: one segment per root, nodes in start order.

    A node whose interrupt came from a node inside it (a subgraph) is not itself marked interrupted; the
    innermost node that stopped is (outside tool calls: a graph run inside a tool stops the node running the
    tool, as history shows it). A segment after one that ended at an interrupt has input ``__resuming__``.

    A resumed run runs the task that stopped again (and the subgraph tasks enclosing it), with the same task id:
    as in checkpoint history, that rerun is the same node run, listed once, where it stopped; a run that only
    reran a task which stopped again adds no segment. The update a rerun returned (``node_updates=True``) is
    the listed node's, and ``metadata["reruns"]`` says when it ran again (``segment``, ``superstep``, and
    ``interrupted`` / ``error``), for those who count node executions (coverage). A node that handed control to its parent graph (``Command(graph=Command.PARENT)``, a
    supervisor's or swarm's handoff) has ``metadata["handed_over"]``: checkpoint history keeps no write of it,
    so only the recorder lists it; so does a node of a graph run inside a tool call (an agent used through
    ``.as_tool()`` or invoked in a tool, a deepagents subagent: ``metadata["inside_tool"]``), whose checkpoints
    no task of the thread's history leads to.
    """
    nodes: list[GraphNode] = []
    inputs: list[Any] = []
    results: list[Any] = []
    paused: set[str] = set()  # checkpoint namespaces of tasks that stopped at an interrupt, and of their parents
    listed: dict[str, int] = {}  # checkpoint namespace -> index of its node in ``nodes``
    for root in roots:
        records = sorted(root.nodes, key=lambda r: r.seq)
        stopped = [r.ns for r in records if r.interrupts is not None]
        fresh = [r for r in records if r.ns not in paused]
        visible_stops = _visible_stops(records)
        for r in records:
            if r.ns in paused and r.ns in listed:  # a rerun: the listed node's update and its reruns
                nodes[listed[r.ns]] = _with_rerun(nodes[listed[r.ns]], r, len(results), visible_stops)
        paused.update(_with_parents(stopped))
        if records and not fresh and stopped:
            continue  # a rerun of a stopped task that stopped again: the same stop
        segment = len(results)
        added = _segment_nodes(fresh, root.run_id, segment, [r.ns for r in records if r.handed_over])
        for node in added:
            listed[node.checkpoint_ns or ""] = len(nodes)
            nodes.append(node)
        inputs.append(RESUMING if segment and results[-1] == {} else None)
        results.append({} if any(node.interrupted for node in added) else None)
    return GraphTrajectory(nodes=tuple(nodes), inputs=tuple(inputs), results=tuple(results), source="recorder")


def _visible_stops(records: list[NodeRecord]) -> list[str]:
    """Where each stop shows: the checkpoint namespaces of the nodes that stopped at an interrupt outside any
    tool call (a graph run inside a tool stops the node running the tool, as history shows it)."""
    return [r.ns for r in records if r.interrupts is not None and not r.inside_tool]


def _segment_nodes(
    records: list[NodeRecord], root_run_id: str, segment: int, handed: list[str]
) -> list[GraphNode]:
    """The nodes of one segment; the innermost node that stopped (outside tool calls) is the interrupted one."""
    visible = _visible_stops(records)
    return [_graph_node(r, root_run_id, segment, _stops_here(r, visible), handed) for r in records]


def _stops_here(r: NodeRecord, visible: list[str]) -> bool:
    """Whether ``r`` is where a stop shows: it stopped at an interrupt, outside tool calls, and encloses no other
    node that did (the innermost one is)."""
    return r.interrupts is not None and not r.inside_tool and not _encloses(r.ns, visible)


def _with_rerun(node: GraphNode, r: NodeRecord, segment: int, visible_stops: list[str]) -> GraphNode:
    """``node`` after its task ran again as ``r`` in ``segment``: the rerun's update (when recorded) and one more
    entry in ``metadata["reruns"]`` (``segment``, ``superstep``, ``interrupted`` when it stopped there, ``error``)."""
    rerun: dict[str, Any] = {"segment": segment, "superstep": r.step}
    if r.interrupts is not None and not r.inside_tool and not _encloses(r.ns, visible_stops):
        rerun["interrupted"] = True
    if r.error is not None:
        rerun["error"] = r.error
    update: dict[str, Any] = {"metadata": {**node.metadata, "reruns": [*node.metadata.get("reruns", ()), rerun]}}
    if r.update is not None:
        update["update"] = r.update
    return node.model_copy(update=update)


def _graph_node(r: NodeRecord, root_run_id: str, segment: int, own: bool, handed: list[str]) -> GraphNode:
    """The node of record ``r``: ``own`` says it is where its segment's stop shows; ``handed`` lists the checkpoint
    namespaces of the nodes that handed over (only the innermost is marked)."""
    duration = (r.end - r.start) * 1000.0 if r.start is not None and r.end is not None else None
    metadata: dict[str, Any] = {
        "run_id": str(r.run_id),
        "root_run_id": root_run_id,
        "start_time": r.start,
        "end_time": r.end,
        "duration_ms": duration,
    }
    if r.handed_over and not _encloses(r.ns, handed):  # the Command bubbles up through its parents
        metadata["handed_over"] = True
    if r.inside_tool:
        metadata["inside_tool"] = True
    return GraphNode(
        name=r.name,
        namespace=namespace_of(r.ns)[:-1],
        segment=segment,
        superstep=r.step,
        update=r.update,
        interrupts=tuple(r.interrupts or ()) if own else (),
        interrupted=own,
        error=r.error,
        checkpoint_ns=r.ns,
        metadata=metadata,
    )


def _encloses(ns: str, others: Iterable[str]) -> bool:
    """Whether a task of checkpoint namespace ``ns`` encloses one of ``others``."""
    return any(other.startswith(ns + "|") for other in others)


def _with_parents(namespaces: Iterable[str]) -> set[str]:
    """Each checkpoint namespace (``outer:<task>|inner:<task>``) and those of the tasks enclosing it."""
    out: set[str] = set()
    for ns in namespaces:
        parts = ns.split("|")
        out.update("|".join(parts[: i + 1]) for i in range(len(parts)))
    return out
