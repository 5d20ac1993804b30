"""The graph model: the nodes a LangGraph thread went through ([`GraphTrajectory`][langchain_trajectory.graph_trajectory.GraphTrajectory], [`GraphNode`][langchain_trajectory.graph_trajectory.GraphNode]).

A [`GraphTrajectory`][langchain_trajectory.graph_trajectory.GraphTrajectory] lists the node runs (tasks) of a thread in order, each with its subgraph
``namespace``, its LangGraph superstep, the state update it wrote, and any interrupt it raised. The thread is cut
into **segments** where it stopped: at an interrupt (a task that called ``interrupt()``) and where the root graph
finished; each segment has an input (``{"__start__": ...}`` for new input, ``"__resuming__"`` after an interrupt)
and a result (the final state, reduced to its last message when it has ``messages``; ``{}`` at an interrupt), as
in agentevals' ``extract_langgraph_trajectory_from_thread``.

This module is the model only (it imports no LangChain, LangGraph or capture): the evaluators read graph
trajectories with [`read_graph_trajectory`][langchain_trajectory.graph_trajectory.read_graph_trajectory]. They are built from a thread's checkpoint history by
`langchain_trajectory.capture.graph` (see there for how a history is read, and the differences from
agentevals), from what a recorder saw by
[`TrajectoryRecorder.graph_trajectory`][langchain_trajectory.capture.TrajectoryRecorder.graph_trajectory],
and from agentevals' dict form by [`GraphTrajectory.from_agentevals`][langchain_trajectory.graph_trajectory.GraphTrajectory.from_agentevals].
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.trajectory import ToolCall
from langchain_trajectory.untrusted import one_line, plain_name

__all__ = [
    "INTERRUPT",
    "RESUMING",
    "START",
    "GraphNode",
    "GraphTrajectory",
    "is_graph_trajectory",
    "read_graph_trajectory",
]

START = "__start__"
INTERRUPT = "__interrupt__"
RESUMING = "__resuming__"


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
    """Whether ``value`` is written as a graph trajectory: a [`GraphTrajectory`][langchain_trajectory.graph_trajectory.GraphTrajectory], its dict form (``nodes``),
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
    """Read a graph trajectory from any form [`is_graph_trajectory`][langchain_trajectory.graph_trajectory.is_graph_trajectory] accepts.

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
