"""agentevals' segmentation of a thread's checkpoint history, node for node (``segments="agentevals"``).

agentevals' ``extract_langgraph_trajectory_from_snapshots`` (agentevals 0.0.9, ``graph_trajectory/utils.py``) reads
the snapshots newest first, each snapshot's subgraph snapshots before it, and cuts a segment at every snapshot with
nothing left to run or with an interrupted task: where the thread stopped, and also where a subgraph finished. A
subgraph node is named by the first level of its namespace (``inner:inner_1``, whatever the depth); the tasks of one
snapshot are listed in reverse; ``__interrupt__`` follows an interrupted task. This module reproduces that reading
exactly, so a test written against agentevals' extracted steps passes unchanged; the package's own segmentation
([`graph_trajectory_from_snapshots`][langchain_trajectory.capture.graph_trajectory_from_snapshots]) differs on purpose (see there).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["AgentevalsNode", "AgentevalsSegments", "agentevals_segments", "walk_newest_first"]

_RESUMING = "__resuming__"

HistoryRequest = tuple[Mapping[str, Any], Any]


@dataclass(frozen=True)
class AgentevalsNode:
    """One task as agentevals lists it: its name, the first level of its subgraph namespace, whether it was
    interrupted, and what `graph` keeps of it."""

    name: str
    namespace: tuple[str, ...]
    interrupted: bool
    superstep: int | None
    update: Any
    interrupts: tuple[Any, ...]
    checkpoint_ns: str | None
    task_id: Any


@dataclass
class AgentevalsSegments:
    """The segments (oldest first), with agentevals' ``inputs`` and ``results`` lists as it builds them (their
    lengths may differ from the segment count: agentevals then warns that parsing may be incomplete)."""

    segments: list[list[AgentevalsNode]] = field(default_factory=list)
    inputs: list[Any] = field(default_factory=list)
    results: list[Any] = field(default_factory=list)


def walk_newest_first(
    config: Mapping[str, Any], subgraph_config: Callable[[Any], Mapping[str, Any] | None], page: int
) -> Generator[HistoryRequest, list[Any], list[Any]]:
    """agentevals' ``_get_langgraph_state_history_recursive``: every snapshot of the thread, newest first, each
    preceded by the snapshots of the subgraphs its tasks ran (in task order, each newest first). Asks its driver
    for pages of history as ``(config, before)``."""
    history: list[Any] = []
    before: Any = None
    while True:
        got = yield (config, before)
        history.extend(got)
        if len(got) < page:
            break
        before = got[-1].config
    ordered: list[Any] = []
    for snapshot in history:
        for task in snapshot.tasks:
            sub = subgraph_config(task)
            if sub is not None:
                ordered.extend((yield from walk_newest_first(sub, subgraph_config, page)))
        ordered.append(snapshot)
    return ordered


def agentevals_segments(
    snapshots: Sequence[Any], json_safe: Callable[[Any], Any], result_of: Callable[[Any], Any]
) -> AgentevalsSegments:
    """Segment ``snapshots`` (in `walk_newest_first` order) as agentevals does.

    Args:
        snapshots: The thread's snapshots, newest first, subgraph snapshots before their parent's.
        json_safe: Makes a state value JSON-safe.
        result_of: A segment's result from a snapshot's values (the last message, for a messages state).
    """
    out = AgentevalsSegments()
    accumulating = False
    for i, snapshot in enumerate(snapshots):
        has_interrupts = any(t.interrupts for t in snapshot.tasks)
        if not snapshot.next or has_interrupts:
            accumulating = True
            out.results.append({} if has_interrupts else result_of(snapshot.values))
            out.segments.append([])
        if accumulating and snapshot.tasks:
            out.segments[-1].extend(_nodes_of(snapshot, json_safe))
        if accumulating:
            if snapshot.metadata is not None and snapshot.metadata.get("source") == "input":
                out.inputs.extend({task.name: json_safe(task.result)} for task in snapshot.tasks)
            elif i + 1 < len(snapshots) and any(t.interrupts for t in snapshots[i + 1].tasks):
                out.inputs.append(_RESUMING)
    out.inputs.reverse()
    out.results.reverse()
    out.segments.reverse()
    for segment in out.segments:
        segment.reverse()
    return out


def _nodes_of(snapshot: Any, json_safe: Callable[[Any], Any]) -> list[AgentevalsNode]:
    """The nodes of a snapshot's tasks, in task order (reversing the segment lists them in reverse), with the
    first level of the snapshot's checkpoint namespace as their namespace (as agentevals keeps it)."""
    ns = (snapshot.config or {}).get("configurable", {}).get("checkpoint_ns", "") or ""
    first = (ns.split(":")[0],) if ns and len(ns.split(":")) > 1 else ()
    step = (snapshot.metadata or {}).get("step")
    return [
        AgentevalsNode(
            name=task.name,
            namespace=first,
            interrupted=bool(task.interrupts),
            superstep=None if step is None else step + 1,
            update=json_safe(task.result),
            interrupts=tuple(json_safe(x) for x in task.interrupts),
            checkpoint_ns=ns or None,
            task_id=task.id,
        )
        for task in snapshot.tasks
    ]
