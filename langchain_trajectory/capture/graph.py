"""Graph trajectories: the nodes a LangGraph thread went through, read from its checkpoint history.

The model (``GraphTrajectory``, ``GraphNode``) lives in [`langchain_trajectory.graph_trajectory`][langchain_trajectory.graph_trajectory]; its names
are still taken from here (with a ``DeprecationWarning``). A graph trajectory lists the node runs (tasks) of a
thread in order, each with its subgraph ``namespace``, its LangGraph superstep, the state update it wrote, and
any interrupt it raised. The thread is cut into **segments** where it stopped: at an interrupt (a task that called
``interrupt()``) and where the root graph finished; each segment has an input (``{"__start__": ...}`` for new input, ``"__resuming__"`` after an interrupt)
and a result (the final state, reduced to its last message when it has ``messages``; ``{}`` at an interrupt), as
in agentevals' ``extract_langgraph_trajectory_from_thread``.

Sources:

* [`graph_trajectory_from_thread`][langchain_trajectory.capture.graph_trajectory_from_thread] / [`agraph_trajectory_from_thread`][langchain_trajectory.capture.agraph_trajectory_from_thread]: ``graph.get_state_history``
  of a compiled graph with a checkpointer or a ``langgraph.pregel.remote.RemoteGraph`` (read page by page, so
  a remote server's default page of 10 checkpoints never truncates the history), subgraph histories included;
* [`graph_trajectory_from_snapshots`][langchain_trajectory.capture.graph_trajectory_from_snapshots]: snapshots you already have;
* [`TrajectoryRecorder.graph_trajectory`][langchain_trajectory.capture.TrajectoryRecorder.graph_trajectory]:
  the node runs a recorder saw (one segment per root run);
* [`GraphTrajectory.from_agentevals`][langchain_trajectory.graph_trajectory.GraphTrajectory.from_agentevals]:
  agentevals' dict form.

Differences from agentevals (on purpose): nodes of one superstep keep the snapshot's task order (agentevals
reverses it; they ran in parallel either way, and the evaluators compare a superstep as an unordered group); a
subgraph's completion does not cut a segment (agentevals cuts there, so a run through a subgraph became two
segments); a deeper subgraph keeps its full path (``outer:inner:node``, agentevals keeps the first level only);
tasks planned but not run when the history was read are kept in
[`pending`][langchain_trajectory.graph_trajectory.GraphTrajectory.pending], not dropped. A static interrupt (``interrupt_before`` / ``interrupt_after``) leaves no mark in checkpoint history, so only the
recorder sees it. A LangGraph Server (``langgraph-api`` 0.16) reports no pending task after a join edge
(``add_edge(["a", "b"], "c")``): a thread interrupted in ``c`` then reads as finished before ``c`` (its own
``threads.get_state`` says the same); the local graph's history is complete.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Generator, Iterable, Mapping
from typing import Any, Literal

from langchain_trajectory import graph_trajectory as _model
from langchain_trajectory._moved import forward
from langchain_trajectory.capture._graph_agentevals import agentevals_segments, walk_newest_first
from langchain_trajectory.capture._snapshot import snapshot as _snapshot
from langchain_trajectory.errors import TrajectoryInputError

__all__ = [
    "agraph_trajectory_from_thread",
    "graph_trajectory_from_snapshots",
    "graph_trajectory_from_thread",
    "json_safe",
]

_PAGE = 100

# The graph model moved to langchain_trajectory.graph_trajectory: its old names here forward there, warning once.
_MOVED_TO_MODEL = ("INTERRUPT", "RESUMING", "START", "GraphNode", "GraphTrajectory")
__getattr__ = forward(
    __name__, {name: (_model, name) for name in (*_MOVED_TO_MODEL, "is_graph_trajectory", "read_graph_trajectory")}
)


def json_safe(value: Any) -> Any:
    """A JSON-safe snapshot of a state value: messages as OpenAI-style dicts, pydantic models as their JSON dump,
    dataclasses as dicts, tuples and sets as lists, LangGraph ``Interrupt`` as its value, anything else as its
    ``repr`` (the ``openai`` style of `snapshot`, with its cycle,
    depth and size guards)."""
    return _snapshot(value, "openai")


def namespace_of(checkpoint_ns: str | None) -> tuple[str, ...]:
    """The subgraph path of a checkpoint namespace: ``"inner:<task id>|sub:<task id>"`` -> ``("inner", "sub")``."""
    if not checkpoint_ns:
        return ()
    return tuple(part.split(":", 1)[0] for part in checkpoint_ns.split("|") if part)

# -- reading checkpoint history -------------------------------------------------------------------------------

HistoryRequest = tuple[Mapping[str, Any], Any]  # (config, before)


def _subgraph_config(task: Any) -> Mapping[str, Any] | None:
    """The config of a task's subgraph checkpoints (a config, or a remote StateSnapshot's config), if any."""
    state = task.state
    if state is None:
        return None
    config = state if isinstance(state, Mapping) else getattr(state, "config", None)
    if isinstance(config, Mapping) and config.get("configurable", {}).get("checkpoint_ns"):
        return {"configurable": dict(config["configurable"])}
    return None


def _walk(config: Mapping[str, Any]) -> Generator[HistoryRequest, list[Any], list[Any]]:
    """Every snapshot of ``config``'s thread, oldest first, each followed by the snapshots of the subgraphs its
    tasks ran. Asks its driver for pages of history (``(config, before)``, newest first), so the same walk serves
    the sync and the async API."""
    history: list[Any] = []
    before: Any = None
    while True:
        page = yield (config, before)
        history.extend(page)
        if len(page) < _PAGE:
            break
        before = page[-1].config
    ordered: list[Any] = []
    for snapshot in reversed(history):
        ordered.append(snapshot)
        for task in snapshot.tasks:
            sub = _subgraph_config(task)
            if sub is not None:
                ordered.extend((yield from _walk(sub)))
    return ordered


def _drive(walk: Generator[HistoryRequest, list[Any], list[Any]], fetch: Callable[..., Iterable[Any]]) -> list[Any]:
    try:
        request = next(walk)
        while True:
            config, before = request
            request = walk.send(list(fetch(config, limit=_PAGE, before=before)))
    except StopIteration as stop:
        return stop.value


async def _adrive(
    walk: Generator[HistoryRequest, list[Any], list[Any]], fetch: Callable[..., AsyncIterator[Any]]
) -> list[Any]:
    try:
        request = next(walk)
        while True:
            config, before = request
            request = walk.send([s async for s in fetch(config, limit=_PAGE, before=before)])
    except StopIteration as stop:
        return stop.value


def _thread_config(config: Any) -> Mapping[str, Any]:
    if not isinstance(config, Mapping) or not isinstance(config.get("configurable"), Mapping):
        raise TrajectoryInputError(
            "config must be a RunnableConfig with a thread, e.g. {'configurable': {'thread_id': '1'}}"
        )
    if not config["configurable"].get("thread_id"):
        raise TrajectoryInputError("config['configurable'] has no 'thread_id': which thread should be read?")
    return config


Segmentation = Literal["stops", "agentevals"]
"""How a thread's history is cut into segments: ``stops`` (where the thread stopped: an interrupt, or the root
graph finishing; the package's reading) or ``agentevals`` (agentevals' ``extract_langgraph_trajectory_from_thread``
node for node, see :mod:`~langchain_trajectory.capture._graph_agentevals`)."""


def _check_segments(segments: Any) -> None:
    if segments not in ("stops", "agentevals"):
        raise ValueError(f"segments must be 'stops' or 'agentevals', got {segments!r}")


def graph_trajectory_from_thread(
    graph: Any, config: Mapping[str, Any], *, segments: Segmentation = "stops"
) -> _model.GraphTrajectory:
    """The graph trajectory of a thread, from ``graph.get_state_history(config)`` (a compiled graph with a
    checkpointer, or a ``RemoteGraph``), subgraph histories included.

    Args:
        graph: The compiled graph (or ``RemoteGraph``).
        config: The thread's config (``{"configurable": {"thread_id": ...}}``).
        segments: ``stops`` (default): segments end where the thread stopped (see the module doc);
            ``agentevals``: the nodes, segments, inputs and results agentevals'
            ``extract_langgraph_trajectory_from_thread`` gives for the same thread (its ``to_agentevals()``
            equals agentevals' output), so a test written against agentevals passes unchanged.

    Raises:
        TrajectoryInputError: when ``config`` names no thread, or the thread has no checkpoints.
        ValueError: for an unknown ``segments``.
    """
    _check_segments(segments)
    config = _thread_config(config)
    if segments == "agentevals":
        newest = _drive(walk_newest_first(config, _subgraph_config, _PAGE), graph.get_state_history)
        return _from_agentevals_walk(newest)
    snapshots = _drive(_walk(config), graph.get_state_history)
    return graph_trajectory_from_snapshots(snapshots, chronological=True)


async def agraph_trajectory_from_thread(
    graph: Any, config: Mapping[str, Any], *, segments: Segmentation = "stops"
) -> _model.GraphTrajectory:
    """Async form of [`graph_trajectory_from_thread`][langchain_trajectory.capture.graph_trajectory_from_thread] (``graph.aget_state_history``)."""
    _check_segments(segments)
    config = _thread_config(config)
    if segments == "agentevals":
        newest = await _adrive(walk_newest_first(config, _subgraph_config, _PAGE), graph.aget_state_history)
        return _from_agentevals_walk(newest)
    snapshots = await _adrive(_walk(config), graph.aget_state_history)
    return graph_trajectory_from_snapshots(snapshots, chronological=True)


def _from_agentevals_walk(snapshots: list[Any]) -> _model.GraphTrajectory:
    if not snapshots:
        raise TrajectoryInputError("the thread has no checkpoints (was the graph compiled with a checkpointer?)")
    read = agentevals_segments(snapshots, json_safe, _result)
    nodes = tuple(
        _model.GraphNode(
            name=n.name,
            namespace=n.namespace,
            segment=s,
            superstep=n.superstep,
            update=n.update,
            interrupts=n.interrupts,
            interrupted=n.interrupted,
            checkpoint_ns=n.checkpoint_ns,
            metadata={"task_id": n.task_id},
        )
        for s, segment in enumerate(read.segments)
        for n in segment
    )
    count = len(read.segments)
    metadata: dict[str, Any] = {"segments": "agentevals"}
    inputs, results = tuple(read.inputs), tuple(read.results)
    if len(inputs) != count:  # agentevals keeps them as they came; so does to_agentevals()
        metadata["agentevals_inputs"] = list(inputs)
        inputs = tuple([None] * count)
    if len(results) != count:
        metadata["agentevals_results"] = list(results)
        results = tuple([None] * count)
    return _model.GraphTrajectory(nodes=nodes, inputs=inputs, results=results, metadata=metadata)


def graph_trajectory_from_snapshots(snapshots: Iterable[Any], *, chronological: bool = False) -> _model.GraphTrajectory:
    """Build a graph trajectory from state snapshots.

    Args:
        snapshots: ``StateSnapshot`` objects of one thread: newest first, as ``get_state_history`` yields them
            (with subgraph snapshots before their parent's, as agentevals collects them), or oldest first with
            ``chronological=True`` (each parent snapshot followed by its subgraphs' snapshots).

    Raises:
        TrajectoryInputError: when there are no snapshots.
    """
    ordered = list(snapshots)
    if not chronological:
        ordered.reverse()
    if not ordered:
        raise TrajectoryInputError("the thread has no checkpoints (was the graph compiled with a checkpointer?)")
    history = _History(ordered)
    for snapshot in ordered:
        history.read(snapshot)
    return history.finish()


class _History:
    """A thread's snapshots read oldest first into node runs cut into segments: a segment ends where the root graph
    finished or a task stopped at an interrupt (once the subgraph snapshots that followed it are read), or where
    new input came while the previous run stopped unfinished."""

    def __init__(self, ordered: list[Any]) -> None:
        self.latest: dict[str, Any] = {}  # namespace -> its newest snapshot (whose unrun tasks are pending)
        self.raised_in: dict[str, set[str]] = {}  # namespace -> ids of the interrupts its tasks raised
        for snapshot in ordered:
            ns = _ns(snapshot)
            self.latest[ns] = snapshot
            self.raised_in.setdefault(ns, set()).update(
                _interrupt_ids(t) for t in snapshot.tasks for t in t.interrupts
            )
        self.nodes: list[_model.GraphNode] = []
        self.inputs: list[Any] = []
        self.results: list[Any] = []
        self.pending: list[str] = []
        self.next_input: Any = None  # the input of the open segment
        self.open_nodes = 0  # nodes in the open segment
        self.waiting: list[tuple[int, Any, bool]] = []  # (depth, snapshot, interrupted): ends after its subgraphs

    def read(self, snapshot: Any) -> None:
        """One snapshot: the snapshots it follows at its depth or deeper end first; new root input opens a
        segment; each task that ran is a node, each not run in the newest snapshot of its namespace is pending."""
        ns = _ns(snapshot)
        namespace = namespace_of(ns)
        self._end(len(namespace))
        metadata = snapshot.metadata or {}
        if not ns and metadata.get("source") == "input":
            if self.open_nodes:  # new input while the previous run stopped unfinished: that segment ends here
                self._close(None)
            self.next_input = {task.name: json_safe(task.result) for task in snapshot.tasks} or None
        step = metadata.get("step")
        interrupted = False
        for task in snapshot.tasks:
            ran = task.result is not None or task.error is not None or bool(task.interrupts)
            if not ran and snapshot is self.latest[ns]:
                self.pending.append(":".join((*namespace, task.name)))
                continue
            node = self._node(task, namespace, ns, step)
            self.nodes.append(node)
            self.open_nodes += 1
            interrupted = interrupted or node.interrupted  # an interrupt bubbled up from a subgraph stopped it there
        self.waiting.append((len(namespace), snapshot, interrupted))

    def finish(self) -> _model.GraphTrajectory:
        """The graph trajectory, once every snapshot is read (an open segment ends unfinished)."""
        self._end(0)
        if self.open_nodes or (self.next_input is not None and self.next_input != _model.RESUMING):
            self._close(None)  # the thread stopped without finishing this segment
        return _model.GraphTrajectory(
            nodes=tuple(self.nodes),
            inputs=tuple(self.inputs),
            results=tuple(self.results),
            pending=tuple(self.pending),
        )

    def _node(self, task: Any, namespace: tuple[str, ...], ns: str, step: Any) -> _model.GraphNode:
        """The node of a task that ran: interrupted by the interrupts it raised itself (not those its subgraph
        raised, which reach it too)."""
        from_subgraph = self._bubbled(task)
        own = tuple(i for i in task.interrupts if _interrupt_ids(i) not in from_subgraph)
        return _model.GraphNode(
            name=task.name,
            namespace=namespace,
            segment=len(self.results),
            superstep=None if step is None else step + 1,
            update=json_safe(task.result),
            interrupts=tuple(json_safe(i) for i in own),
            interrupted=bool(own),
            error=repr(task.error) if task.error is not None else None,
            checkpoint_ns=ns or None,
            metadata={"task_id": task.id},
        )

    def _bubbled(self, task: Any) -> set[str]:
        """Ids of the interrupts a task's subgraph raised (they reach the parent task too)."""
        sub = _subgraph_config(task)
        if sub is None:
            return set()
        prefix = sub["configurable"]["checkpoint_ns"]
        return {i for ns, ids in self.raised_in.items() if ns == prefix or ns.startswith(prefix + "|") for i in ids}

    def _close(self, result: Any) -> None:
        self.inputs.append(self.next_input)
        self.results.append(result)
        self.next_input, self.open_nodes = None, 0

    def _end(self, depth: int) -> None:
        """Finish the snapshots at ``depth`` or deeper: a root snapshot that finished the run, or any snapshot
        with an interrupted task, ends the segment (after the subgraph snapshots that followed it)."""
        while self.waiting and self.waiting[-1][0] >= depth:
            level, snapshot, interrupted = self.waiting.pop()
            if interrupted and self.open_nodes:
                self._close({})
                self.next_input = _model.RESUMING
            elif level == 0 and not snapshot.next and self.open_nodes:
                self._close(_result(snapshot.values))


def _interrupt_ids(interrupt: Any) -> str:
    """An interrupt's id (``Interrupt.id``), or its repr when it has none."""
    return str(getattr(interrupt, "id", None) or repr(interrupt))


def _ns(snapshot: Any) -> str:
    return (snapshot.config or {}).get("configurable", {}).get("checkpoint_ns", "") or ""


def _result(values: Any) -> Any:
    """agentevals' segment result: the last message when the state holds ``messages``, else the values."""
    if isinstance(values, Mapping) and isinstance(values.get("messages"), list) and values["messages"]:
        return {"messages": [json_safe(values["messages"][-1])]}
    return json_safe(values)

