"""Graph trajectories: the nodes a LangGraph thread went through, read from its checkpoint history.

A [`GraphTrajectory`][langchain_trajectory.capture.GraphTrajectory] lists the node runs (tasks) of a thread in order, each with its subgraph
``namespace``, its LangGraph superstep, the state update it wrote, and any interrupt it raised. The thread is cut
into **segments** where it stopped: at an interrupt (a task that called ``interrupt()``) and where the root graph
finished; each segment has an input (``{"__start__": ...}`` for new input, ``"__resuming__"`` after an interrupt)
and a result (the final state, reduced to its last message when it has ``messages``; ``{}`` at an interrupt), as
in agentevals' ``extract_langgraph_trajectory_from_thread``.

Sources:

* [`graph_trajectory_from_thread`][langchain_trajectory.capture.graph_trajectory_from_thread] / [`agraph_trajectory_from_thread`][langchain_trajectory.capture.agraph_trajectory_from_thread]: ``graph.get_state_history``
  of a compiled graph with a checkpointer or a ``langgraph.pregel.remote.RemoteGraph`` (read page by page, so
  a remote server's default page of 10 checkpoints never truncates the history), subgraph histories included;
* [`graph_trajectory_from_snapshots`][langchain_trajectory.capture.graph_trajectory_from_snapshots]: snapshots you already have;
* [`TrajectoryRecorder.graph_trajectory`][langchain_trajectory.capture.TrajectoryRecorder.graph_trajectory]:
  the node runs a recorder saw (one segment per root run);
* [`GraphTrajectory.from_agentevals`][langchain_trajectory.capture.GraphTrajectory.from_agentevals]: agentevals' dict form.

Differences from agentevals (on purpose): nodes of one superstep keep the snapshot's task order (agentevals
reverses it; they ran in parallel either way, and the evaluators compare a superstep as an unordered group); a
subgraph's completion does not cut a segment (agentevals cuts there, so a run through a subgraph became two
segments); a deeper subgraph keeps its full path (``outer:inner:node``, agentevals keeps the first level only);
tasks planned but not run when the history was read are kept in [`GraphTrajectory.pending`][langchain_trajectory.capture.GraphTrajectory.pending], not dropped.
A static interrupt (``interrupt_before`` / ``interrupt_after``) leaves no mark in checkpoint history, so only the
recorder sees it. A LangGraph Server (``langgraph-api`` 0.16) reports no pending task after a join edge
(``add_edge(["a", "b"], "c")``): a thread interrupted in ``c`` then reads as finished before ``c`` (its own
``threads.get_state`` says the same); the local graph's history is complete.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Generator, Iterable, Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from langchain_trajectory.capture._graph_agentevals import agentevals_segments, walk_newest_first
from langchain_trajectory.capture._snapshot import snapshot as _snapshot
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.trajectory import ToolCall
from langchain_trajectory.untrusted import one_line, plain_name

__all__ = [
    "INTERRUPT",
    "RESUMING",
    "START",
    "GraphNode",
    "GraphTrajectory",
    "agraph_trajectory_from_thread",
    "graph_trajectory_from_snapshots",
    "graph_trajectory_from_thread",
    "is_graph_trajectory",
    "json_safe",
    "read_graph_trajectory",
]

START = "__start__"
INTERRUPT = "__interrupt__"
RESUMING = "__resuming__"
_PAGE = 100


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


class GraphNode(BaseModel):
    """One node run (a LangGraph task).

    Attributes:
        name: The node's name in its graph (``__start__`` is the task that takes the input).
        namespace: The enclosing subgraph nodes, outermost first (``("inner",)`` for a node of subgraph ``inner``).
        segment: The index of the segment it ran in.
        superstep: The LangGraph step it ran in, counted within its own (sub)graph, or None when unknown.
        update: The state update it wrote (JSON-safe), or None when not recorded.
        interrupts: The values of the interrupts it raised (``interrupt(value)``).
        interrupted: Whether it stopped at an interrupt (also a static one, seen only by the recorder).
        error: The error it raised, or None.
        checkpoint_ns: The task's checkpoint namespace, when known.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    namespace: tuple[str, ...] = ()
    segment: int = 0
    superstep: int | None = None
    update: Any = None
    interrupts: tuple[Any, ...] = ()
    interrupted: bool = False
    error: str | None = None
    checkpoint_ns: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)

    @property
    def path(self) -> str:
        """The qualified name: ``inner:inner_1`` for node ``inner_1`` of subgraph ``inner``."""
        return ":".join((*self.namespace, self.name))

    @property
    def is_start(self) -> bool:
        return self.name == START


class GraphTrajectory(BaseModel):
    """The node path of a LangGraph thread, cut into segments where it stopped (see the module doc).

    Attributes:
        nodes: The node runs, in order.
        inputs: One per segment: ``{"__start__": <input>}``, ``"__resuming__"`` after an interrupt, or None.
        results: One per segment: the final state (its last message when it has ``messages``), ``{}`` when the
            segment ended at an interrupt, or None when not known (the recorder, an open segment).
        pending: Nodes planned but not run when the history was read (the thread's ``next``), as paths.
        source: Where it was read from: ``checkpoints``, ``recorder`` or ``agentevals``.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    nodes: tuple[GraphNode, ...] = ()
    inputs: tuple[Any, ...] = ()
    results: tuple[Any, ...] = ()
    pending: tuple[str, ...] = ()
    source: Literal["checkpoints", "recorder", "agentevals"] = "checkpoints"
    metadata: dict[str, Any] = Field(default_factory=dict)

    @property
    def segment_count(self) -> int:
        return max(len(self.inputs), 1 + max((n.segment for n in self.nodes), default=-1))

    def segments(self) -> list[list[GraphNode]]:
        """The nodes of each segment."""
        out: list[list[GraphNode]] = [[] for _ in range(self.segment_count)]
        for node in self.nodes:
            out[node.segment].append(node)
        return out

    def steps(self) -> list[list[str]]:
        """agentevals' ``steps``: per segment, the node paths in order, ``__interrupt__`` after an interrupted
        node."""
        return [
            [name for node in segment for name in ((node.path, INTERRUPT) if node.interrupted else (node.path,))]
            for segment in self.segments()
        ]

    def to_agentevals(self) -> dict[str, Any]:
        """agentevals' extracted form: ``{"inputs": [...], "outputs": {"inputs": [], "results": [...],
        "steps": [...]}}``."""
        inputs = self.metadata.get("agentevals_inputs", list(self.inputs))
        results = self.metadata.get("agentevals_results", list(self.results))
        return {
            "inputs": list(inputs),
            "outputs": {"inputs": [], "results": list(results), "steps": self.steps()},
        }

    @classmethod
    def from_agentevals(cls, value: Mapping[str, Any]) -> GraphTrajectory:
        """Read agentevals' extracted form (``{"inputs", "outputs": {...}}``) or its ``GraphTrajectory``
        (``{"steps": [[...], ...], "results": [...], "inputs": [...]}``).

        Raises:
            TrajectoryInputError: when ``steps`` is not a list of lists of node names (naming the element).
        """
        outer_inputs = value.get("inputs") if "outputs" in value else None
        body = value.get("outputs", value)
        if not isinstance(body, Mapping) or "steps" not in body:
            raise TrajectoryInputError("a graph trajectory needs 'steps' (a list of lists of node names)")
        steps = body["steps"]
        if not isinstance(steps, (list, tuple)):
            raise TrajectoryInputError(f"graph trajectory 'steps' must be a list, got {type(steps).__name__}")
        nodes: list[GraphNode] = []
        for s, segment in enumerate(steps):
            if not isinstance(segment, (list, tuple)):
                raise TrajectoryInputError(
                    f"graph trajectory steps[{s}] must be a list of node names, got {type(segment).__name__}"
                )
            for k, name in enumerate(segment):
                if not isinstance(name, str) or not name.strip():
                    raise TrajectoryInputError(f"graph trajectory steps[{s}][{k}] must be a node name, got {name!r}")
                if name == INTERRUPT:
                    if not nodes or nodes[-1].segment != s:
                        raise TrajectoryInputError(
                            f"graph trajectory steps[{s}][{k}]: '__interrupt__' must follow the node it interrupted"
                        )
                    nodes[-1] = nodes[-1].model_copy(update={"interrupted": True})
                    continue
                *namespace, node_name = name.split(":")
                nodes.append(GraphNode(name=node_name, namespace=tuple(namespace), segment=s))
        inputs = outer_inputs if outer_inputs is not None else body.get("inputs") or ()
        results = body.get("results") or ()
        return cls(
            nodes=tuple(nodes),
            inputs=tuple(inputs) if len(inputs) == len(steps) else tuple([None] * len(steps)),
            results=tuple(results) if len(results) == len(steps) else tuple([None] * len(steps)),
            source="agentevals",
            metadata={"agentevals_inputs": list(inputs)} if inputs and len(inputs) != len(steps) else {},
        )

    def node_calls(
        self, *, updates: bool = False, include_start: bool = False, markers: bool = True
    ) -> list[ToolCall]:
        """The node runs as calls, for the trajectory evaluators and the expectation model.

        Args:
            updates: Give each call the node's state update as its arguments (a dict; any other update is
                ``{"value": update}``); otherwise every call has ``{}``.
            include_start: Keep the ``__start__`` tasks (which take the input) as calls.
            markers: Add an ``__interrupt__`` call after each interrupted node.

        Each call's ``name`` is the node's path (``inner:inner_1``); its ``step`` numbers the group of nodes that
        ran in one superstep of one (sub)graph, so ``parallel_calls_unordered`` compares parallel nodes as an
        unordered group (a marker shares its node's group); ``metadata`` holds ``kind`` (``node`` or
        ``interrupt``), ``segment``, ``superstep``, ``namespace``, ``interrupts`` and ``error``.
        """
        calls: list[ToolCall] = []
        group = -1
        previous: tuple[Any, ...] | None = None
        for node in self.nodes:
            if node.is_start and not include_start:
                continue
            key = (node.segment, node.namespace, node.superstep)
            if key != previous or node.superstep is None:
                group += 1
                previous = key
            args: dict[str, Any] = {}
            if updates and node.update is not None:
                args = dict(node.update) if isinstance(node.update, Mapping) else {"value": node.update}
            meta = {
                "kind": "node",
                "segment": node.segment,
                "superstep": node.superstep,
                "namespace": list(node.namespace),
                "interrupts": list(node.interrupts),
                "error": node.error,
            }
            calls.append(ToolCall(name=node.path, args=args, step=group, metadata=meta))
            if markers and node.interrupted:
                calls.append(
                    ToolCall(
                        name=INTERRUPT,
                        step=group,
                        metadata={"kind": "interrupt", "node": node.path, "segment": node.segment},
                    )
                )
        return calls

    def to_text(self) -> str:
        """A plain rendering, one block per segment (used by the graph judge, inside its fence).

        Every line is the renderer's own (``Segment N:``, ``  input: ``, ``  nodes: ``, ``  result: ``,
        ``Pending ...``): inputs and results are one-line JSON, and a node path that is not a plain identifier
        (letters, digits, ``_.:/@-``) is written as a JSON string, so no name or state value can start a line
        or pose as a marker such as ``[interrupted]``.
        """
        blocks = []
        for s, segment in enumerate(self.segments()):
            lines = [f"Segment {s + 1}:"]
            given = self.inputs[s] if s < len(self.inputs) else None
            if given is not None:
                lines.append(f"  input: {one_line(given)}")
            path = " -> ".join(
                plain_name(node.path)
                + (" [interrupted]" if node.interrupted else "")
                + (" [error]" if node.error else "")
                for node in segment
            )
            lines.append(f"  nodes: {path or '(none)'}")
            result = self.results[s] if s < len(self.results) else None
            if result is not None:
                lines.append(f"  result: {one_line(result)}")
            blocks.append("\n".join(lines))
        if self.pending:
            blocks.append("Pending (planned, not run): " + ", ".join(plain_name(p) for p in self.pending))
        return "\n\n".join(blocks)


def is_graph_trajectory(value: Any) -> bool:
    """Whether ``value`` is written as a graph trajectory: a [`GraphTrajectory`][langchain_trajectory.capture.GraphTrajectory], its dict form (``nodes``),
    agentevals' forms (``{"inputs", "outputs": {...}}`` or ``{"steps": [[...]], "results": [...]}``), or a dict
    holding one under ``graph_trajectory``. A dict with ``steps`` but no ``results`` is an expectation, not this."""
    if isinstance(value, GraphTrajectory):
        return True
    if not isinstance(value, Mapping):
        return False
    if "graph_trajectory" in value:
        return True
    if "nodes" in value and isinstance(value["nodes"], (list, tuple)):
        return True
    outputs = value.get("outputs")
    if isinstance(outputs, Mapping) and "steps" in outputs:
        return True
    return "steps" in value and "results" in value


def read_graph_trajectory(value: Any, *, what: str = "actual") -> GraphTrajectory:
    """Read a graph trajectory from any form `is_graph_trajectory` accepts.

    Raises:
        TrajectoryInputError: for anything else, or a malformed one (naming the element).
    """
    if isinstance(value, GraphTrajectory):
        return value
    if isinstance(value, Mapping) and "graph_trajectory" in value:
        return read_graph_trajectory(value["graph_trajectory"], what=what)
    if not is_graph_trajectory(value):
        raise TrajectoryInputError(
            f"{what}: expected a graph trajectory (GraphTrajectory, its dict form, or agentevals' "
            f"{{'steps': [[...]], 'results': [...]}}), got {type(value).__name__}"
        )
    if "nodes" in value:
        try:
            return GraphTrajectory.model_validate(value)
        except ValueError as exc:
            raise TrajectoryInputError(f"{what}: invalid graph trajectory: {exc}") from None
    try:
        return GraphTrajectory.from_agentevals(value)
    except TrajectoryInputError as exc:
        raise TrajectoryInputError(f"{what}: {exc}") from None


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
) -> GraphTrajectory:
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
) -> GraphTrajectory:
    """Async form of [`graph_trajectory_from_thread`][langchain_trajectory.capture.graph_trajectory_from_thread] (``graph.aget_state_history``)."""
    _check_segments(segments)
    config = _thread_config(config)
    if segments == "agentevals":
        newest = await _adrive(walk_newest_first(config, _subgraph_config, _PAGE), graph.aget_state_history)
        return _from_agentevals_walk(newest)
    snapshots = await _adrive(_walk(config), graph.aget_state_history)
    return graph_trajectory_from_snapshots(snapshots, chronological=True)


def _from_agentevals_walk(snapshots: list[Any]) -> GraphTrajectory:
    if not snapshots:
        raise TrajectoryInputError("the thread has no checkpoints (was the graph compiled with a checkpointer?)")
    read = agentevals_segments(snapshots, json_safe, _result)
    nodes = tuple(
        GraphNode(
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
    return GraphTrajectory(nodes=nodes, inputs=inputs, results=results, metadata=metadata)


def graph_trajectory_from_snapshots(snapshots: Iterable[Any], *, chronological: bool = False) -> GraphTrajectory:
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
    latest: dict[str, Any] = {}  # namespace -> its newest snapshot (whose unrun tasks are pending)
    raised_in: dict[str, set[str]] = {}  # namespace -> ids of the interrupts its tasks raised
    for snapshot in ordered:
        ns = _ns(snapshot)
        latest[ns] = snapshot
        raised_in.setdefault(ns, set()).update(_interrupt_ids(t) for t in snapshot.tasks for t in t.interrupts)

    def bubbled(task: Any) -> set[str]:
        """Ids of the interrupts a task's subgraph raised (they reach the parent task too)."""
        sub = _subgraph_config(task)
        if sub is None:
            return set()
        prefix = sub["configurable"]["checkpoint_ns"]
        return {i for ns, ids in raised_in.items() if ns == prefix or ns.startswith(prefix + "|") for i in ids}

    nodes: list[GraphNode] = []
    inputs: list[Any] = []
    results: list[Any] = []
    pending: list[str] = []
    next_input: Any = None  # the input of the open segment
    open_nodes = 0  # nodes in the open segment
    waiting: list[tuple[int, Any, bool]] = []  # (depth, snapshot, interrupted): ends once its subgraphs are read

    def close(result: Any) -> None:
        nonlocal next_input, open_nodes
        inputs.append(next_input)
        results.append(result)
        next_input, open_nodes = None, 0

    def end(depth: int) -> None:
        """Finish the snapshots at ``depth`` or deeper: a root snapshot that finished the run, or any snapshot
        with an interrupted task, ends the segment (after the subgraph snapshots that followed it)."""
        nonlocal next_input
        while waiting and waiting[-1][0] >= depth:
            level, snapshot, interrupted = waiting.pop()
            if interrupted and open_nodes:
                close({})
                next_input = RESUMING
            elif level == 0 and not snapshot.next and open_nodes:
                close(_result(snapshot.values))

    for snapshot in ordered:
        ns = _ns(snapshot)
        namespace = namespace_of(ns)
        end(len(namespace))
        metadata = snapshot.metadata or {}
        if not ns and metadata.get("source") == "input":
            if open_nodes:  # new input while the previous run stopped unfinished: that segment ends here
                close(None)
            next_input = {task.name: json_safe(task.result) for task in snapshot.tasks} or None
        step = metadata.get("step")
        interrupted = False
        for task in snapshot.tasks:
            ran = task.result is not None or task.error is not None or bool(task.interrupts)
            if not ran and snapshot is latest[ns]:
                pending.append(":".join((*namespace, task.name)))
                continue
            from_subgraph = bubbled(task)
            own = tuple(i for i in task.interrupts if _interrupt_ids(i) not in from_subgraph)
            nodes.append(
                GraphNode(
                    name=task.name,
                    namespace=namespace,
                    segment=len(results),
                    superstep=None if step is None else step + 1,
                    update=json_safe(task.result),
                    interrupts=tuple(json_safe(i) for i in own),
                    interrupted=bool(own),
                    error=repr(task.error) if task.error is not None else None,
                    checkpoint_ns=ns or None,
                    metadata={"task_id": task.id},
                )
            )
            open_nodes += 1
            interrupted = interrupted or bool(own)  # an interrupt bubbled up from a subgraph stopped it there
        waiting.append((len(namespace), snapshot, interrupted))
    end(0)
    if open_nodes or (next_input is not None and next_input != RESUMING):
        close(None)  # the thread stopped without finishing this segment
    return GraphTrajectory(
        nodes=tuple(nodes), inputs=tuple(inputs), results=tuple(results), pending=tuple(pending)
    )


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

