"""What capture remembers about a run: the record types and scopes (no payload reading: see
`langchain_trajectory.capture._events`).

The recorder (live callback events) and [`trajectory_from_run`][langchain_trajectory.capture.trajectory_from_run] (a finished LangSmith run tree) both fill
these records and hand them to `langchain_trajectory.capture._build.build_trajectory`, so the two paths
cannot drift apart. Every value a record keeps is a JSON-safe snapshot taken when it was seen
(`langchain_trajectory.capture._snapshot`).

Records:
    * `RootRecord`: one per root run; owns the model turns, tool runs and interrupts seen under it.
    * `TurnRecord`: one assistant message: a model call (``llm`` run) or a message a graph node wrote.
    * `ToolRecord`: one tool run: name, args, result or error, the ``tool_call_id`` if known.
    * `InterruptRecord`: one LangGraph ``interrupt()`` that paused the run.
    * `Scope`: where a run sits: the agent it belongs to, the path of enclosing agents and tools.
    * `NodeRecord`: one LangGraph node run (task), for graph trajectories.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_trajectory.trajectory import Message

Redactor = Callable[[str, dict[str, Any]], dict[str, Any]]

# LangGraph node names of create_agent middleware hooks end with one of these (``SummarizationMiddleware.before_model``).
_MIDDLEWARE_HOOKS = ("before_model", "after_model", "before_agent", "after_agent")


@dataclass(frozen=True, slots=True)
class Options:
    """Capture options shared by the recorder and [`trajectory_from_run`][langchain_trajectory.capture.trajectory_from_run]."""

    nested: bool = True
    max_result_chars: int | None = None
    redact: Redactor | None = None
    include_artifacts: bool = False
    node_updates: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.nested, bool):
            raise TypeError(f"nested must be a bool, got {type(self.nested).__name__}")
        limit = self.max_result_chars
        if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 0):
            raise ValueError(f"max_result_chars must be a non-negative int or None, got {limit!r}")
        if self.redact is not None and not callable(self.redact):
            raise TypeError(
                f"redact must be a callable (name, args) -> args, got {type(self.redact).__name__}"
            )
        if not isinstance(self.include_artifacts, bool):
            raise TypeError(f"include_artifacts must be a bool, got {type(self.include_artifacts).__name__}")
        if not isinstance(self.node_updates, bool):
            raise TypeError(f"node_updates must be a bool, got {type(self.node_updates).__name__}")


@dataclass(frozen=True, slots=True)
class Scope:
    """The agent a run belongs to and the path of agents (``agent:NAME``) and tool calls (``tool:NAME``)
    enclosing it, outermost first; ``depth`` counts the enclosing tool calls; ``graph_run`` is the run id of the
    graph that opened the current agent; ``parent_call`` the id of the innermost enclosing tool call (the
    deepagents ``task`` call a subagent runs in)."""

    agent: str | None = None
    path: tuple[str, ...] = ()
    depth: int = 0
    graph_run: Any = None
    parent_call: str | None = None

    def inside_tool(self, name: str, call_id: str | None) -> Scope:
        """The scope of runs started inside the call ``call_id`` of tool ``name`` made in this scope."""
        return Scope(self.agent, (*self.path, f"tool:{name}"), self.depth + 1, self.graph_run, call_id)


ROOT_SCOPE = Scope()


@dataclass(slots=True, eq=False)
class RequestedCall:
    """A tool call an assistant message asked for (``AIMessage.tool_calls`` or ``invalid_tool_calls``)."""

    name: str
    args: dict[str, Any]
    id: str | None
    error: str | None = None  # invalid tool call
    metadata: dict[str, Any] = field(default_factory=dict)
    provider: tuple[Any, str | None] | None = None  # (result, error) of a call the provider ran itself


@dataclass(slots=True, eq=False)
class TurnRecord:
    """One assistant message: a model call, or (``source`` ``node`` / ``middleware``) an ``AIMessage`` a graph
    node wrote without a model. ``calls`` stays None until a model call ends successfully."""

    run_id: Any
    seq: float
    scope: Scope
    node: str | None
    start: float | None
    end: float | None = None
    content: str = ""
    message_id: str | None = None
    calls: list[RequestedCall] | None = None
    ns: str | None = (
        None  # the LangGraph checkpoint namespace it ran in (one per node task, Send branches too)
    )
    source: str = "model"
    name: str | None = None  # the message's ``name`` (the agent that wrote it), when set
    reasoning: str = ""  # the reasoning its content shows (metadata["reasoning"]; never its text)
    model: str | None = None  # the model asked for (LangChain's ``ls_model_name``), when known
    usage: dict[str, Any] | None = None  # what the call used: a model-call record (reading/usage.py)
    purpose: str | None = None  # ``summarization``: a summarizer's model call (``lc_source`` in its metadata)


@dataclass(slots=True, eq=False)
class ToolRecord:
    """One tool run."""

    run_id: Any
    parent_run_id: Any
    seq: int
    scope: Scope
    node: str | None
    name: str
    args: dict[str, Any]
    call_id: str | None
    start: float | None
    end: float | None = None
    result: Any = None
    error: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    ns: str | None = None  # as TurnRecord.ns
    interrupt: InterruptRecord | None = None  # the tool paused on interrupt()


@dataclass(slots=True, eq=False)
class InterruptRecord:
    """A LangGraph ``interrupt()``: its id and (snapshotted) value, when and where it paused the run."""

    seq: float  # the recorder's event counter; a run tree's interrupt sits between two records (x.5)
    id: str | None
    value: Any
    node: str | None = None


@dataclass(slots=True, eq=False)
class NodeRecord:
    """One LangGraph node run (a task): a chain run whose ``langgraph_checkpoint_ns`` differs from its
    parent's. ``interrupts`` is set (possibly empty, for a static interrupt) when it stopped at an interrupt."""

    run_id: Any
    seq: int
    name: str
    ns: str
    step: int | None
    start: float | None
    end: float | None = None
    update: Any = None
    error: str | None = None
    interrupts: tuple[Any, ...] | None = None
    handed_over: bool = False  # it ended with a Command to the parent graph (a handoff)
    inside_tool: bool = False  # a node of a graph run inside a tool call (an agent used as a tool, a subagent)


@dataclass(slots=True, eq=False)
class RootRecord:
    """Everything recorded under one root run."""

    run_id: str
    name: str | None
    seq: int = 0
    turns: list[TurnRecord] = field(default_factory=list)
    tools: list[ToolRecord] = field(default_factory=list)
    nodes: list[NodeRecord] = field(default_factory=list)
    leading: list[Message] | None = None  # system and new user messages of the first top-level model call
    input_leading: list[Message] | None = None  # the same from the root run's input (used when no model ran)
    answers: dict[str, tuple[Any, str | None]] = field(default_factory=dict)  # ToolMessages seen by id
    structured: dict[str, Any] = field(default_factory=dict)  # call id -> the structured response it gave
    open_ids: set[str] = field(default_factory=set)  # requested ids no tool run has started for yet
    error: str | None = None
    thread_id: str | None = None
    resumed: bool = False  # started with Command(resume=...)
    resume: Any = None  # its resume value
    interrupts: list[InterruptRecord] = field(default_factory=list)  # raised outside a tool run
    interrupt_ids: set[str] = field(default_factory=set)
    finished: bool = False
    model_ids: set[str] = field(default_factory=set)  # ids of the model calls' messages
    # recorder: ids of the model messages the earlier runs of its thread produced (a resumed run returns them)
    earlier_model_ids: frozenset[str] = frozenset()
    # a run that continues a thread (a resume, or input None): ids of the messages its node runs were given so
    # far, which no node of it wrote (None for any other run)
    prior_ids: set[str] | None = None
    written: dict[int, Any] = field(
        default_factory=dict
    )  # node-written messages already recorded (by identity)
    live: int = 0  # recorder: how many runs under this root have started and not ended
    links: list[Any] = field(default_factory=list)  # recorder: spans linked to runs of this root
    watch: Any = None  # recorder: (the asyncio task the root started in, its done callback)
    active_agent: str | None = None  # a langgraph-swarm root's ``active_agent`` when it ended


# -- scopes ---------------------------------------------------------------------------------------------------


def child_scope(
    parent_scope: Scope,
    parent_run_id: Any,
    parent_name: str | None,
    parent_ns: str | None,
    run_id: Any,
    metadata: Mapping[str, Any] | None,
    ns: str | None,
    parent_lc_name: Any = None,
    opened: Scope | None = None,
) -> Scope:
    """The scope of run ``run_id`` (checkpoint namespace ``ns``) whose parent has ``parent_scope``, id, name,
    checkpoint namespace and ``lc_agent_name`` (in its metadata); ``opened``: the scope this parent graph
    opened for an earlier node (the same for every node of that graph run: it is reused, not made again).

    A run opens a new agent when its metadata names one (``lc_agent_name``, set by ``create_agent``) other than
    the current agent and its parent's (run metadata is inherited: a plain graph run inside an agent's tool
    carries that agent's name, which names no agent of its own), or when it is a LangGraph node of a graph that
    opened none: a node's ``langgraph_checkpoint_ns`` differs from its parent's, and that parent is the graph,
    whose name becomes the agent name. So the innermost named agent owns a call: ``create_agent(name=...)``, a
    graph compiled with a name, a subagent; also through ``.as_tool()`` or inside a tool.
    """
    if not metadata:
        return parent_scope
    lc_name = metadata.get("lc_agent_name")
    if lc_name and lc_name != parent_scope.agent and lc_name != parent_lc_name:
        return Scope(
            lc_name,
            (*parent_scope.path, f"agent:{lc_name}"),
            parent_scope.depth,
            run_id,
            parent_scope.parent_call,
        )
    if (
        parent_run_id is not None
        and ns is not None
        and ns != parent_ns
        and (parent_scope.graph_run is None or parent_scope.graph_run != parent_run_id)  # UUID's == is Python code
        and parent_name
    ):
        if opened is not None:
            return opened
        return Scope(
            parent_name,
            (*parent_scope.path, f"agent:{parent_name}"),
            parent_scope.depth,
            parent_run_id,
            parent_scope.parent_call,
        )
    return parent_scope


def message_source(node: str | None) -> str:
    """``middleware`` for a message written by a ``create_agent`` middleware hook's node, else ``node``."""
    if node and "." in node and node.rsplit(".", 1)[1] in _MIDDLEWARE_HOOKS:
        return "middleware"
    return "node"


def replayed_request(
    calls: Sequence[RequestedCall] | None,
    tools: Sequence[ToolRecord],
    place_of: Callable[[ToolRecord], float | None] = lambda tool: tool.seq,
) -> float | None:
    """Where a message a node returned goes when it is the request of calls tool runs already answered: a model's
    message from before a resume (a run this observer did not see: another process, killed), which a resumed
    subgraph returns again with its state. No node writes a request for calls that already ran. The place is just
    before the first of those runs; None when the message is not such a request."""
    valid = [c for c in calls or () if c.error is None]
    if not valid or any(c.id is None for c in valid):
        return None
    first: dict[str, float] = {}
    for tool in tools:
        at = place_of(tool)
        if tool.call_id is not None and at is not None and (tool.call_id not in first or at < first[tool.call_id]):
            first[tool.call_id] = at
    places = [first.get(c.id) for c in valid if c.id is not None]
    if any(p is None for p in places):
        return None
    return min(p for p in places if p is not None) - 1e-6
