"""What capture remembers about a run, and the helpers that read LangChain / LangGraph values into it.

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

import ast
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, convert_to_messages
from langgraph.errors import GraphBubbleUp, GraphInterrupt, NodeInterrupt, ParentCommand
from langgraph.types import Command, Send

from langchain_trajectory.capture._snapshot import normalize_id, original_length, safe_repr, snapshot
from langchain_trajectory.reading import TrajectoryInputError, tool_result_value
from langchain_trajectory.reading._calls import PROVIDER_MARK
from langchain_trajectory.reading._content import reasoning_text, tolerant_text

# What a message is, in every form, is the readers' (reading/langchain.py); capture uses those helpers by these names.
from langchain_trajectory.reading.langchain import message_field as message_field
from langchain_trajectory.reading.langchain import message_tool_calls
from langchain_trajectory.reading.langchain import message_type as message_type
from langchain_trajectory.trajectory import Message, compact_json, thaw

Redactor = Callable[[str, dict[str, Any]], dict[str, Any]]

_TRACEBACK = "Traceback (most recent call last):"

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
) -> Scope:
    """The scope of run ``run_id`` (checkpoint namespace ``ns``) whose parent has ``parent_scope``, id, name,
    checkpoint namespace and ``lc_agent_name`` (in its metadata).

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
        and parent_scope.graph_run != parent_run_id
        and parent_name
    ):
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


# -- reading values ------------------------------------------------------------------------------------------


def error_text(error: BaseException) -> str:
    """How a raised error is recorded: its ``repr`` (as LangChain's tracer and ``ToolNode`` show it), or
    ``ClassName(<repr failed>)`` for an exception whose ``repr`` raises."""
    text = safe_repr(error, 100_000, keep_addresses=True)
    if text.startswith("<") and text.endswith(">") and text[1:-1] == type(error).__name__:
        return f"{type(error).__name__}(<repr failed>)"
    return text


# LangGraph's control-flow exceptions (an interrupt() pausing for a human, a Command sent to the parent graph):
# they stop a run without it failing, so they are never recorded as errors.
_BUBBLE_UPS = tuple(
    cls.__name__ + "(" for cls in (GraphBubbleUp, GraphInterrupt, NodeInterrupt, ParentCommand)
)


def is_control_flow(error: BaseException | str) -> bool:
    """Whether ``error`` (an exception, or a run's recorded error text) is LangGraph control flow."""
    if isinstance(error, BaseException):
        return isinstance(error, GraphBubbleUp)
    return error.lstrip().startswith(_BUBBLE_UPS)


def is_interrupt(error: BaseException | str) -> bool:
    """Whether ``error`` is an ``interrupt()`` pausing the run (not a handover to another graph)."""
    if isinstance(error, BaseException):
        return isinstance(error, GraphInterrupt)
    return error.lstrip().startswith(("GraphInterrupt(", "NodeInterrupt("))


def interrupts_of(error: BaseException) -> list[tuple[str | None, Any]]:
    """``(interrupt id, value snapshot)`` of each ``Interrupt`` a ``GraphInterrupt`` carries."""
    if not isinstance(error, GraphInterrupt) or not error.args:
        return []
    found = error.args[0]
    items = found if isinstance(found, (list, tuple)) else (found,)
    return [(normalize_id(getattr(i, "id", None)), snapshot(getattr(i, "value", i))) for i in items]


_INTERRUPT_START = "Interrupt(value="
_INTERRUPT_ID = ", id='"


def interrupts_from_text(text: str) -> list[tuple[str | None, Any]]:
    """``(interrupt id, value)`` of each ``Interrupt`` in a run's recorded error text (the tracer keeps
    ``repr(GraphInterrupt(...))``). A value is read back when its ``repr`` is a Python literal (plain data, as
    ``HumanInTheLoopMiddleware``'s requests are), else it is None."""
    found: list[tuple[str | None, Any]] = []
    start = text.find(_INTERRUPT_START)
    while start >= 0:
        body = start + len(_INTERRUPT_START)
        value: Any = None
        interrupt_id: str | None = None
        cut = text.find(_INTERRUPT_ID, body)
        while cut >= 0:
            try:
                value = ast.literal_eval(text[body:cut])
            except (ValueError, SyntaxError, MemoryError, RecursionError):
                cut = text.find(_INTERRUPT_ID, cut + 1)
                continue
            end = text.find("'", cut + len(_INTERRUPT_ID))
            interrupt_id = text[cut + len(_INTERRUPT_ID) : end] if end > 0 else None
            break
        found.append((interrupt_id, snapshot(value)))
        start = text.find(_INTERRUPT_START, body)
    return found


def interrupt_values(error: BaseException) -> tuple[Any, ...] | None:
    """The ``Interrupt`` objects of a ``GraphInterrupt`` (empty for a static ``interrupt_before``), or None
    when ``error`` is no interrupt."""
    if not isinstance(error, GraphInterrupt):
        return None
    found = error.args[0] if error.args else ()
    return tuple(found) if isinstance(found, (list, tuple)) else ()


def turn_purpose(metadata: Mapping[str, Any] | None) -> str | None:
    """``summarization`` for a model call LangChain's ``SummarizationMiddleware`` made (its metadata's
    ``lc_source``), else None."""
    if metadata and metadata.get("lc_source") == "summarization":
        return "summarization"
    return None


def is_structured_output_call(options: Any) -> bool:
    """Whether a model call is ``with_structured_output`` at work (LangChain marks its options): its "tool
    call" is the answer's schema, not a tool the agent used, and the call is not one of the agent's turns."""
    return isinstance(options, Mapping) and bool(options.get("ls_structured_output_format"))


def error_from_run(text: str) -> str:
    """The recorded error of a LangSmith run: the tracer stores ``repr(error)`` followed by the traceback."""
    head = text.split(_TRACEBACK, 1)[0].strip()
    if head:
        return head
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1].strip() if lines else text


def reasoning_of(message: Any) -> str:
    """The reasoning an AI message shows in its content or ``additional_kwargs`` (see
    `reasoning_text`)."""
    return reasoning_text(message_field(message, "content"), message_field(message, "additional_kwargs"))


def content_text(content: Any) -> str:
    """Message content as text, as the readers read it (`tolerant_text`:
    a content list the strict reading refuses gives the text of its readable blocks; reasoning, signatures and
    tool-call blocks are never text); content of another shape (a dict, a number: no content list) becomes its
    compact JSON, so capture never fails on it."""
    if type(content) is str:
        return content
    if content is None or isinstance(content, list | tuple):
        return tolerant_text(content)
    return compact_json(snapshot(content))


def apply_redact(
    redact: Redactor | None, name: str, args: dict[str, Any]
) -> tuple[dict[str, Any], BaseException | None]:
    """``(arguments to store, the error redact raised or None)``. ``args`` is already a snapshot (a copy of its
    own), so whatever ``redact`` does cannot reach the arguments the run itself uses; its output is snapshotted
    too. A failing redactor (or one not returning a dict) stores ``{}``, never the unredacted arguments."""
    if redact is None:
        return args, None
    try:
        out = redact(name, args)
        if not isinstance(out, Mapping):
            raise TypeError(f"redact must return a dict, got {type(out).__name__}")
        return snapshot(dict(out)), None
    except Exception as exc:
        return {}, exc


def requested_calls(
    message: Any, redact: Callable[[str, dict[str, Any]], dict[str, Any]] | None = None
) -> list[RequestedCall]:
    """The tool calls an AI message requested, as the readers read them (tolerantly: see
    `message_tool_calls`): valid ones first in request order, then
    invalid ones, then the calls a message holds only in content blocks or a legacy ``function_call``, a
    provider-executed call with its result. Arguments are snapshotted before ``redact`` sees them; ids are
    strings. With ``redact``, an invalid call keeps neither its raw argument text nor an error that may quote
    it."""
    try:
        read = message_tool_calls(message, tolerant=True)
    except TrajectoryInputError:  # not an AI message at all
        return []
    calls = []
    for fields in read:
        name, error, call_id = fields["name"], fields["error"], fields["id"]
        metadata = dict(fields["metadata"]) if fields["metadata"] else {}  # read-only, JSON-safe values
        provider = metadata.get("executed_by") == PROVIDER_MARK
        if error is not None and not provider:
            if redact is not None:
                metadata.pop("raw_args", None)
                error = _REDACTED_INVALID
            calls.append(RequestedCall(name, {}, call_id, error=error, metadata=metadata))
            continue
        args = snapshot(thaw(fields["args"]))
        call = RequestedCall(name, redact(name, args) if redact is not None else args, call_id, metadata=metadata)
        if provider:
            call.provider = (snapshot(thaw(fields["result"])), error)
        calls.append(call)
    return calls


_REDACTED_INVALID = "invalid tool call: its arguments could not be read (details hidden by redact)"


def output_messages(value: Any) -> list[Any]:
    """The messages (in any form) a node or tool returned: a state dict's ``messages``, a ``Command``'s update
    and the states its ``goto`` ``Send``s carry, or a list of either (one level deep: the shapes ``ToolNode``,
    graph nodes and handoff tools return). A state's ``messages`` list is returned as it is (not copied, so
    callers must not change it), items that are no message included: readers skip them by their type."""
    # The usual shapes first: a node's {"messages": [...]} update, a create_agent node's [Command(update=...)].
    item = value[0] if type(value) is list and len(value) == 1 else value
    if type(item) is Command and not item.goto:
        item = item.update
    if type(item) is dict:
        messages = item.get("messages")
        if type(messages) is list:
            return messages  # items that are no message are skipped by the readers of the result
    found: list[Any] = []
    items = value if isinstance(value, list) else (value,)
    for item in items:
        command = _command_parts(item)
        parts = command if command is not None else (item,)
        for part in parts:
            if isinstance(part, dict):
                messages = part.get("messages", part.get("output"))
                if isinstance(messages, list):
                    found.extend(m for m in messages if message_type(m) is not None)
                elif message_type(messages) is not None:
                    found.append(messages)
            elif message_type(part) is not None:
                found.append(part)
    return found


def tool_messages(value: Any) -> list[Any]:
    """The ToolMessages among `output_messages`."""
    return [
        m
        for m in output_messages(value)
        if (m.type if isinstance(m, BaseMessage) else message_type(m)) == "tool"
    ]


def _command_parts(value: Any) -> list[Any] | None:
    """The state updates a LangGraph ``Command`` (object or dict form) carries: its ``update`` (as a dict) and
    the ``arg`` of every ``Send`` in its ``goto``; None when ``value`` is not a Command."""
    if isinstance(value, Command):
        update, goto = value.update, value.goto
    elif (
        isinstance(value, dict)
        and ("goto" in value or "graph" in value)
        and ("update" in value or "goto" in value)
    ):
        update, goto = value.get("update"), value.get("goto")
    else:
        return None
    parts = [_update_dict(update)] if update is not None else []
    for target in goto if isinstance(goto, (list, tuple)) else (goto,):
        if isinstance(target, Send):
            parts.append(target.arg)
        elif isinstance(target, dict) and "node" in target and "arg" in target:
            parts.append(target["arg"])
    return parts


def _update_dict(update: Any) -> Any:
    if isinstance(update, (list, tuple)):
        # Either messages themselves (a state that is a message list), or (key, value) pairs whose
        # "messages" values may be one message or a list of them.
        messages: list[Any] = []
        for item in update:
            if isinstance(item, (list, tuple)) and len(item) == 2 and item[0] == "messages":
                messages.extend(item[1] if isinstance(item[1], (list, tuple)) else [item[1]])
            elif message_type(item) is not None:
                messages.append(item)
        return {"messages": messages}
    return update


def active_agent_of(outputs: Any) -> str | None:
    """The ``active_agent`` a root graph's final state names (langgraph-swarm), else None."""
    if isinstance(outputs, Mapping):
        active = outputs.get("active_agent")
        if isinstance(active, str):
            return active
    return None


def structured_response_of(value: Any) -> Any:
    """The ``structured_response`` a node's update carries (``create_agent`` with ``ToolStrategy``: the model's
    call of the schema's tool is the agent's answer), else None."""
    item = value[0] if type(value) is list and len(value) == 1 else value
    if isinstance(item, Command):
        item = item.update
    return item.get("structured_response") if isinstance(item, Mapping) else None


def handoff_target(value: Any) -> str | None:
    """The agent a tool's ``Command(goto=..., graph=Command.PARENT)`` hands control to (the first ``goto``
    node or ``Send`` target), else None."""
    if isinstance(value, Command):
        graph, goto = value.graph, value.goto
    elif isinstance(value, dict) and "goto" in value and "graph" in value:
        graph, goto = value.get("graph"), value.get("goto")
    else:
        return None
    if graph != Command.PARENT:
        return None
    for target in goto if isinstance(goto, (list, tuple)) else (goto,):
        if isinstance(target, str) and target:
            return target
        if isinstance(target, Send):
            return str(target.node)
        if isinstance(target, dict) and isinstance(target.get("node"), str):
            return str(target["node"])
    return None


def answer_of(message: Any, *, as_tool_node_shows: bool = False) -> tuple[Any, str | None]:
    """(result, error) a ToolMessage carries, snapshotted: error text when ``status == "error"``.

    With ``as_tool_node_shows`` (a ToolMessage a tool run returned, before LangGraph's ``ToolNode`` hands it to
    the model), content that is a list of anything but content blocks (``list[str]`` from a tool returning a
    list) is read as ``ToolNode`` converts it, its JSON text: what the model is shown, and what the messages
    of the run hold."""
    content = message_field(message, "content")
    if as_tool_node_shows and isinstance(content, list):
        # LangGraph's prebuilt agents cost more to import than the whole package: loaded on the first list result
        from langgraph.prebuilt.tool_node import msg_content_output

        content = msg_content_output(content)
    if message_field(message, "status") == "error":
        return None, content_text(content)
    try:
        return snapshot(tool_result_value(content)), None
    except TrajectoryInputError:
        return snapshot(content), None


def read_tool_output(output: Any, call_id: str | None) -> tuple[Any, str | None, str | None, dict[str, Any]]:
    """(result, error, tool_call_id, extras) of what a tool returned: a ToolMessage, a ``Command`` carrying the
    ToolMessage (in its update or in a ``Send``'s state), or a plain value; every value a snapshot.

    A ``Command`` may carry a whole message history (supervisor and swarm handoffs do): the ToolMessage answering
    ``call_id`` is the result, or the newest ToolMessage when the call has no id; a Command carrying none is
    its own result (snapshotted). ``extras["handoff_to"]`` names the agent a ``graph=Command.PARENT`` Command
    hands over to."""
    extra: dict[str, Any] = {}
    parts = _command_parts(output)
    direct = parts is None  # a ToolMessage returned as it is (ToolNode converts its content; a Command's it does not)
    if parts is not None:
        extra["command"] = True
        target = handoff_target(output)
        if target is not None:
            extra["handoff_to"] = target
        replies = tool_messages(parts)
        if call_id is not None:
            match = next(
                (m for m in reversed(replies) if normalize_id(message_field(m, "tool_call_id")) == call_id),
                None,
            )
        else:
            match = replies[-1] if replies else None
        if match is None:
            return snapshot(output), None, call_id, extra
        output = match
    if message_type(output) == "tool":
        result, error = answer_of(output, as_tool_node_shows=direct)
        artifact = message_field(output, "artifact")
        if artifact is not None:
            extra["artifact"] = snapshot(artifact)
        return result, error, call_id or normalize_id(message_field(output, "tool_call_id")), extra
    return snapshot(output), None, call_id, extra


def args_of(inputs: Any, input_str: Any = None) -> dict[str, Any]:
    """A tool's arguments as a (snapshotted) dict: its ``inputs`` dict, or ``{"input": <value>}``."""
    if isinstance(inputs, Mapping):
        args = snapshot(dict(inputs))
        return args if isinstance(args, dict) else {"input": args}
    if inputs is None:
        return {"input": snapshot(input_str)} if input_str is not None else {}
    return {"input": snapshot(inputs)}


TRUNCATION_MARK = "... [truncated: {} chars]"
"""Appended to a result cut by ``max_result_chars``; ``{}`` is the original length."""


def finish_result(result: Any, extra: dict[str, Any], options: Options) -> Any:
    """Apply ``include_artifacts`` and ``max_result_chars`` to a (snapshotted) tool result; notes go into
    ``extra``. A result longer than the limit (as text: non-string results as their compact JSON) keeps its
    first ``max_result_chars`` characters followed by `TRUNCATION_MARK`, and ``extra["result_truncated"]``
    holds the original length."""
    artifact = extra.pop("artifact", None)
    if options.include_artifacts and artifact is not None:
        result = artifact
    limit = options.max_result_chars
    if limit is not None and result is not None:
        text = result if isinstance(result, str) else compact_json(result)
        if len(text) > limit:
            # a string past the snapshot's own limit was cut already: its marker keeps the original length
            length = original_length(text) if isinstance(result, str) else len(text)
            extra["result_truncated"] = length
            result = text[:limit] + TRUNCATION_MARK.format(length)
    return result


def message_ids(value: Any) -> set[str]:
    """The ids of the messages a node was given (`output_messages` of its input)."""
    out = set()
    for message in output_messages(value):
        message_id = normalize_id(message_field(message, "id"))
        if message_id:
            out.add(message_id)
    return out


def continues_thread(inputs: Any) -> bool:
    """Whether a root run continues a thread from its checkpoint: ``Command(resume=...)``, or no input at all
    (``invoke(None)``, a turn continued after a crash)."""
    return inputs is None or resume_of(inputs)[0]


def resume_of(inputs: Any) -> tuple[bool, Any]:
    """``(True, resume value snapshot)`` when a root run's input is ``Command(resume=...)``."""
    if isinstance(inputs, Command) and inputs.resume is not None:
        return True, snapshot(inputs.resume)
    if (
        isinstance(inputs, Mapping)
        and inputs.get("resume") is not None
        and ("goto" in inputs or "update" in inputs)
    ):
        return True, snapshot(inputs["resume"])
    return False, None


def input_messages(inputs: Any) -> list[Any]:
    """The messages a root run was given (its input's ``messages``, or the input itself when it is a message
    list), in any form LangChain accepts there (``("user", "hi")`` tuples and strings too); [] when there are
    none."""
    value = inputs.get("messages") if isinstance(inputs, Mapping) else inputs
    if not isinstance(value, list) or not value:
        return []
    if all(message_type(m) is not None for m in value):
        return value
    try:
        return convert_to_messages(value)
    except Exception:  # not a message list: the run had no conversation to start from
        return []


def leading_messages(inputs: Any) -> list[Message]:
    """System messages and the user messages after the last assistant/tool message of the first model call."""
    if not isinstance(inputs, Sequence) or isinstance(inputs, (str, bytes)):
        return []
    items = list(inputs)
    last_reply = max(
        (i for i, m in enumerate(items) if message_type(m) in ("ai", "tool", "function")), default=-1
    )
    out = []
    for i, item in enumerate(items):
        kind = message_type(item)
        if kind == "system" or (kind == "human" and i > last_reply):
            msg_id = normalize_id(message_field(item, "id"))
            out.append(
                Message(
                    role="system" if kind == "system" else "user",
                    content=content_text(message_field(item, "content")),
                    metadata={"id": msg_id} if msg_id else {},
                )
            )
    return out


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


_AI_ROLES = ("ai", "assistant")


def is_ai_pair(value: Any) -> bool:
    """Whether ``value`` is an assistant message written as a ``(role, text)`` pair (``("ai", "hello")``), which
    LangGraph's ``add_messages`` turns into an ``AIMessage``."""
    return (
        isinstance(value, (tuple, list))
        and len(value) == 2
        and value[0] in _AI_ROLES
        and isinstance(value[1], (str, list))
    )


def readable(message: Any) -> Any:
    """``message`` in a form `message_field` reads: an ``AIMessage`` for a ``(role, text)`` pair."""
    return AIMessage(content=message[1]) if is_ai_pair(message) else message


def written_messages(outputs: list[Any], known_ids: set[str], inputs: Any) -> list[Any]:
    """The AI messages a node wrote itself (not a model call's message passing through): those among the
    node's output messages (`output_messages`) whose id is no model call's and that were not already in
    its ``inputs`` (a node returning the state it was given, or a handoff's copies, writes nothing new)."""
    candidates = []
    for m in outputs:
        if isinstance(m, BaseMessage):
            if m.type != "ai":
                continue
            message_id = m.id
        elif message_type(m) == "ai":
            message_id = message_field(m, "id")
        elif is_ai_pair(m):
            message_id = None
        else:
            continue
        if message_id is None or normalize_id(message_id) not in known_ids:
            candidates.append(m)
    if not candidates:
        return []
    before = output_messages(inputs)
    seen_objects = {id(m) for m in before}
    seen_ids = {normalize_id(message_field(m, "id")) for m in before} - {None}
    return [
        m
        for m in candidates
        if id(m) not in seen_objects and normalize_id(message_field(m, "id")) not in seen_ids
    ]
