"""What capture remembers about a run, and how a :class:`Trajectory` is built from it.

The recorder (live callback events) and :func:`trajectory_from_run` (a finished LangSmith run tree) both fill the
same records and hand them to :func:`build_trajectory`, so the two paths cannot drift apart.

Records:
    * :class:`RootRecord`: one per root run; owns the model turns and tool runs seen under it.
    * :class:`TurnRecord`: one model call (``llm`` run): its text and the tool calls it requested.
    * :class:`ToolRecord`: one tool run: name, args, result or error, the ``tool_call_id`` if known.
    * :class:`Scope`: where a run sits: the agent it belongs to, the path of enclosing agents and tools.
    * :class:`NodeRecord`: one LangGraph node run (task), for graph trajectories.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from langgraph.errors import GraphBubbleUp, GraphInterrupt, NodeInterrupt, ParentCommand

from langchain_trajectory.reading import message_text, tool_result_value
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory, compact_json

Redactor = Callable[[str, dict[str, Any]], dict[str, Any]]

_TRACEBACK = "Traceback (most recent call last):"

# Class names of serialized LangChain messages -> message type.
_SERIALIZED_TYPES = {
    "AIMessage": "ai",
    "AIMessageChunk": "ai",
    "HumanMessage": "human",
    "HumanMessageChunk": "human",
    "SystemMessage": "system",
    "SystemMessageChunk": "system",
    "ToolMessage": "tool",
    "ToolMessageChunk": "tool",
    "ChatMessage": "chat",
    "FunctionMessage": "function",
}
_ROLE_TYPES = {"user": "human", "assistant": "ai", "developer": "system"}


@dataclass(frozen=True, slots=True)
class Options:
    """Capture options shared by the recorder and :func:`trajectory_from_run`."""

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
    graph that opened the current agent."""

    agent: str | None = None
    path: tuple[str, ...] = ()
    depth: int = 0
    graph_run: Any = None

    def inside_tool(self, name: str) -> Scope:
        """The scope of runs started inside a call of tool ``name`` made in this scope."""
        return Scope(self.agent, (*self.path, f"tool:{name}"), self.depth + 1, self.graph_run)


ROOT_SCOPE = Scope()


@dataclass(slots=True, eq=False)
class RequestedCall:
    """A tool call a model turn asked for (``AIMessage.tool_calls`` or ``invalid_tool_calls``)."""

    name: str
    args: dict[str, Any]
    id: str | None
    error: str | None = None  # invalid tool call
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True, eq=False)
class TurnRecord:
    """One model call. ``calls`` stays None until the call ends successfully."""

    run_id: Any
    seq: int
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


@dataclass(slots=True, eq=False)
class RootRecord:
    """Everything recorded under one root run."""

    run_id: str
    name: str | None
    turns: list[TurnRecord] = field(default_factory=list)
    tools: list[ToolRecord] = field(default_factory=list)
    nodes: list[NodeRecord] = field(default_factory=list)
    inputs: Any = None  # input messages of the first top-level model call
    answers: dict[str, tuple[Any, str | None]] = field(default_factory=dict)  # ToolMessages seen by id
    open_ids: set[str] = field(default_factory=set)  # requested ids no tool run has started for yet
    error: str | None = None


# -- scopes ---------------------------------------------------------------------------------------------------


def child_scope(
    parent_scope: Scope,
    parent_run_id: Any,
    parent_name: str | None,
    parent_ns: str | None,
    run_id: Any,
    metadata: Mapping[str, Any] | None,
) -> Scope:
    """The scope of run ``run_id`` whose parent has ``parent_scope``, id, name and checkpoint namespace.

    A run opens a new agent when its metadata names one (``lc_agent_name``, set by ``create_agent``) other than
    the current agent, or when it is a LangGraph node of a graph that opened none: a node's
    ``langgraph_checkpoint_ns`` differs from its parent's, and that parent is the graph, whose name (or the
    ``lc_agent_name`` of the node when it is not merely inherited) becomes the agent name.
    """
    if not metadata:
        return parent_scope
    lc_name = metadata.get("lc_agent_name")
    if lc_name and lc_name != parent_scope.agent:
        return Scope(lc_name, (*parent_scope.path, f"agent:{lc_name}"), parent_scope.depth, run_id)
    ns = metadata.get("langgraph_checkpoint_ns")
    if (
        parent_run_id is not None
        and ns is not None
        and ns != parent_ns
        and parent_scope.graph_run != parent_run_id
        and parent_name
    ):
        return Scope(
            parent_name, (*parent_scope.path, f"agent:{parent_name}"), parent_scope.depth, parent_run_id
        )
    return parent_scope


# -- reading values ------------------------------------------------------------------------------------------


def error_text(error: BaseException) -> str:
    """How a raised error is recorded: its ``repr`` (as LangChain's tracer and ``ToolNode`` show it)."""
    return repr(error)


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


def interrupt_values(error: BaseException) -> tuple[Any, ...] | None:
    """The ``Interrupt`` objects of a ``GraphInterrupt`` (empty for a static ``interrupt_before``), or None
    when ``error`` is no interrupt."""
    if not isinstance(error, GraphInterrupt):
        return None
    found = error.args[0] if error.args else ()
    return tuple(found) if isinstance(found, (list, tuple)) else ()


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


def message_type(obj: Any) -> str | None:
    """The LangChain message type (``ai``, ``human``, ``system``, ``tool``, ...) of a message in any form
    (message object, LangChain-serialized dict, plain dict), or None when ``obj`` is not a message."""
    if isinstance(obj, dict):
        if obj.get("lc") == 1 and obj.get("type") == "constructor":
            ids = obj.get("id") or ()
            kwargs = obj.get("kwargs") or {}
            return kwargs.get("type") or (_SERIALIZED_TYPES.get(ids[-1]) if ids else None)
        kind = obj.get("type", obj.get("role"))
        if isinstance(kind, str) and "content" in obj:
            return _ROLE_TYPES.get(kind, kind)
        return None
    kind = getattr(obj, "type", None)
    if isinstance(kind, str) and hasattr(obj, "content"):
        return kind
    return None


def message_field(obj: Any, name: str, default: Any = None) -> Any:
    """Field ``name`` of a message in any form."""
    if isinstance(obj, dict):
        if obj.get("lc") == 1 and obj.get("type") == "constructor":
            return (obj.get("kwargs") or {}).get(name, default)
        return obj.get(name, default)
    return getattr(obj, name, default)


def apply_redact(
    redact: Redactor | None, name: str, args: dict[str, Any]
) -> tuple[dict[str, Any], BaseException | None]:
    """``(arguments to store, the error redact raised or None)``. ``redact`` gets a deep copy: whatever it does
    must not reach the arguments the run itself uses. A failing redactor (or one not returning a dict) stores
    ``{}``, never the unredacted arguments."""
    if redact is None:
        return args, None
    try:
        out = redact(name, copy.deepcopy(args))
        if not isinstance(out, Mapping):
            raise TypeError(f"redact must return a dict, got {type(out).__name__}")
        return dict(out), None
    except Exception as exc:
        return {}, exc


def requested_calls(
    message: Any, redact: Callable[[str, dict[str, Any]], dict[str, Any]]
) -> list[RequestedCall]:
    """The tool calls an AI message requested, valid ones first in request order, then invalid ones."""
    calls = []
    for tc in message_field(message, "tool_calls") or ():
        name = tc.get("name") or "<unnamed>"
        args = tc.get("args")
        calls.append(
            RequestedCall(name, redact(name, dict(args) if isinstance(args, dict) else {}), tc.get("id"))
        )
    for tc in message_field(message, "invalid_tool_calls") or ():
        reason = tc.get("error") or "arguments could not be parsed"
        calls.append(
            RequestedCall(
                tc.get("name") or "<invalid>",
                {},
                tc.get("id"),
                error=f"invalid tool call: {reason}",
                metadata={"raw_args": tc.get("args")},
            )
        )
    return calls


def tool_messages(value: Any) -> list[Any]:
    """ToolMessages (in any form) found in a chain's outputs: a state dict's ``messages``, ``Command`` updates,
    or a list of either (one level deep: the shapes ``ToolNode`` and graph nodes return)."""
    found: list[Any] = []
    items = value if isinstance(value, list) else (value,)
    for item in items:
        update = _command_update(item)
        if update is not None:
            item = update
        if isinstance(item, dict):
            messages = item.get("messages", item.get("output"))
            if isinstance(messages, list):
                found.extend(m for m in messages if message_type(m) == "tool")
            elif message_type(messages) == "tool":
                found.append(messages)
        elif message_type(item) == "tool":
            found.append(item)
    return found


def _command_update(value: Any) -> Any:
    """The ``update`` of a LangGraph ``Command`` (object or dict form), else None."""
    if type(value).__name__ == "Command" and hasattr(value, "update"):
        update = value.update
    elif isinstance(value, dict) and "update" in value and ("goto" in value or "graph" in value):
        update = value["update"]
    else:
        return None
    if isinstance(update, (list, tuple)):
        # Either messages themselves (a state that is a message list), or (key, value) pairs whose
        # "messages" values may be one message or a list of them.
        messages: list[Any] = []
        for item in update:
            if isinstance(item, (list, tuple)) and len(item) == 2 and item[0] == "messages":
                messages.extend(item[1] if isinstance(item[1], (list, tuple)) else [item[1]])
            elif message_type(item) is not None:
                messages.append(item)
        update = {"messages": messages}
    return update


def answer_of(message: Any) -> tuple[Any, str | None]:
    """(result, error) a ToolMessage carries: error text when ``status == "error"``."""
    content = message_field(message, "content")
    if message_field(message, "status") == "error":
        return None, message_text(content, "tool message")
    return tool_result_value(content), None


def read_tool_output(output: Any, call_id: str | None) -> tuple[Any, str | None, str | None, dict[str, Any]]:
    """(result, error, tool_call_id, extras) of what a tool returned: a ToolMessage, a ``Command`` whose update
    carries the ToolMessage, or a plain value."""
    extra: dict[str, Any] = {}
    update = _command_update(output)
    if update is not None:
        extra["command"] = True
        replies = tool_messages(update)
        match = next((m for m in replies if message_field(m, "tool_call_id") == call_id), None)
        if match is None and replies:
            match = replies[0]
        if match is None:
            return None, None, call_id, extra
        output = match
    if message_type(output) == "tool":
        result, error = answer_of(output)
        artifact = message_field(output, "artifact")
        if artifact is not None:
            extra["artifact"] = artifact
        return result, error, call_id or message_field(output, "tool_call_id"), extra
    return output, None, call_id, extra


def args_of(inputs: Any, input_str: Any = None) -> dict[str, Any]:
    """A tool's arguments as a dict: its ``inputs`` dict, or ``{"input": <str>}`` for a string input."""
    if isinstance(inputs, dict):
        return dict(inputs)
    if inputs is None:
        return {"input": input_str} if input_str is not None else {}
    return {"input": inputs}


def finish_result(result: Any, extra: dict[str, Any], options: Options) -> Any:
    """Apply ``include_artifacts`` and ``max_result_chars`` to a tool result; notes go into ``extra``."""
    artifact = extra.pop("artifact", None)
    if options.include_artifacts and artifact is not None:
        result = artifact
    limit = options.max_result_chars
    if limit is not None and result is not None:
        text = result if isinstance(result, str) else compact_json(result)
        if len(text) > limit:
            extra["result_truncated"] = len(text)
            result = text[:limit]
    return result


# -- building the trajectory -----------------------------------------------------------------------------------


def _timing(start: float | None, end: float | None) -> dict[str, Any]:
    out: dict[str, Any] = {"start_time": start, "end_time": end}
    out["duration_ms"] = (end - start) * 1000.0 if start is not None and end is not None else None
    return out


def _tool_metadata(
    tool: ToolRecord | None, scope: Scope, node: str | None, root: RootRecord
) -> dict[str, Any]:
    meta: dict[str, Any] = {
        "agent": scope.agent,
        "path": list(scope.path),
        "depth": scope.depth,
        "node": node,
        "root_run_id": root.run_id,
        "run_id": str(tool.run_id) if tool else None,
        "executed": tool is not None,
    }
    if tool is not None:
        meta.update(_timing(tool.start, tool.end))
        meta.update(tool.extra)
    return meta


def _leading_messages(inputs: Any) -> list[Message]:
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
            msg_id = message_field(item, "id")
            out.append(
                Message(
                    role="system" if kind == "system" else "user",
                    content=message_text(message_field(item, "content"), f"message {i}"),
                    metadata={"id": msg_id} if msg_id else {},
                )
            )
    return out


def build_trajectory(root: RootRecord, options: Options) -> Trajectory:
    """The trajectory of ``root``: the first model call's system and user messages, then one assistant message
    per finished model turn (in start order) carrying the calls it requested (in request order) with their
    results or errors. Tool runs no turn requested (a direct ``tool.invoke``, a node calling a tool itself) sit on
    the latest turn started before them, or on a leading assistant message with no text when none did."""
    keep_all = options.nested
    turns = sorted(
        (t for t in root.turns if t.calls is not None and (keep_all or t.scope.depth == 0)),
        key=lambda t: t.seq,
    )
    tools = sorted((t for t in root.tools if keep_all or t.scope.depth == 0), key=lambda t: t.seq)

    by_id: dict[str, list[tuple[RequestedCall, TurnRecord]]] = {}
    for turn in turns:
        for call in turn.calls or ():
            if call.id:
                by_id.setdefault(call.id, []).append((call, turn))
    bound: dict[int, ToolRecord] = {}
    earlier_attempts: dict[int, list[ToolRecord]] = {}
    loose: list[ToolRecord] = []
    for tool in tools:
        if tool.call_id:
            candidates = by_id.get(tool.call_id, ())
            target = _claim(candidates, tool, bound)
            if target is None:
                target = _retried(candidates, tool, bound)
                if target is not None:  # a retry (RetryPolicy, retry middleware): the last attempt answers
                    earlier_attempts.setdefault(id(target), []).append(bound[id(target)])
        else:
            target = _match_by_value(tool, turns, bound)
        if target is None:
            loose.append(tool)
        else:
            bound[id(target)] = tool

    attached: dict[int, list[ToolRecord]] = {}
    leading_tools: list[ToolRecord] = []
    for tool in loose:
        # The latest turn started before the tool, preferring one of the same node task: parallel branches
        # (Send) interleave, and a tool a branch ran itself belongs with that branch's model call.
        home = same_task = None
        shared_best = 0
        for turn in turns:
            if turn.seq >= tool.seq:
                break
            home = turn
            shared = _shared_namespace(turn.ns, tool.ns)
            if shared and shared >= shared_best:
                same_task, shared_best = turn, shared
        home = same_task or home
        if home is None:
            leading_tools.append(tool)
        else:
            attached.setdefault(id(home), []).append(tool)

    messages = _leading_messages(root.inputs)
    if leading_tools:
        messages.append(
            Message.assistant(
                "", [_loose_call(t, None, root) for t in leading_tools], metadata={"synthetic": True}
            )
        )
    for step, turn in enumerate(turns):
        calls = [
            _requested_call(c, bound.get(id(c)), turn, step, root, earlier_attempts.get(id(c), ()))
            for c in turn.calls or ()
        ]
        calls.extend(_loose_call(t, step, root) for t in attached.get(id(turn), ()))
        meta: dict[str, Any] = {
            "agent": turn.scope.agent,
            "path": list(turn.scope.path),
            "depth": turn.scope.depth,
            "node": turn.node,
            "run_id": str(turn.run_id),
            **_timing(turn.start, turn.end),
        }
        if turn.message_id:
            meta["id"] = turn.message_id
        messages.append(Message.assistant(turn.content, calls, metadata=meta))
    metadata: dict[str, Any] = {"root_run_id": root.run_id, "name": root.name}
    if root.error is not None:
        metadata["error"] = root.error
    return Trajectory(messages=tuple(messages), metadata=metadata)


def _shared_namespace(a: str | None, b: str | None) -> int:
    """How many leading segments two LangGraph checkpoint namespaces (``node:task|node:task``) share."""
    if not a or not b:
        return 0
    count = 0
    for left, right in zip(a.split("|"), b.split("|"), strict=False):
        if left != right:
            break
        count += 1
    return count


def _claim(
    candidates: Sequence[tuple[RequestedCall, TurnRecord]], tool: ToolRecord, bound: dict[int, ToolRecord]
) -> RequestedCall | None:
    """The call a tool run with this id answers: the first one not yet answered that a turn requested before
    the tool started, preferring one with the same name and arguments. Models (and scripts) reuse ids across
    turns and even within one, so the id alone does not say which call a run belongs to."""
    open_calls = [call for call, turn in candidates if id(call) not in bound and turn.seq < tool.seq]
    same = next((c for c in open_calls if c.name == tool.name and c.args == tool.args), None)
    return same if same is not None else (open_calls[0] if open_calls else None)


def _retried(
    candidates: Sequence[tuple[RequestedCall, TurnRecord]], tool: ToolRecord, bound: dict[int, ToolRecord]
) -> RequestedCall | None:
    """The call a tool run retries: one with its id whose run so far, with the same name and arguments,
    failed and ended before this one started (a retry policy or middleware running the tool again)."""
    for call, _ in reversed(candidates):  # the latest request with the id: a retry follows its own call
        previous = bound.get(id(call))
        if (
            previous is not None
            and previous.error is not None
            and previous.name == tool.name
            and previous.args == tool.args
            and previous.seq < tool.seq
            and (previous.end is None or tool.start is None or previous.end <= tool.start)
        ):
            return call
    return None


def _match_by_value(
    tool: ToolRecord, turns: list[TurnRecord], bound: dict[int, ToolRecord]
) -> RequestedCall | None:
    """The earliest unanswered valid call requested before ``tool`` started with the same name and args."""
    for turn in turns:
        if turn.seq > tool.seq:
            break
        for call in turn.calls or ():
            if (
                call.error is None
                and id(call) not in bound
                and call.name == tool.name
                and call.args == tool.args
            ):
                return call
    return None


def _requested_call(
    call: RequestedCall,
    tool: ToolRecord | None,
    turn: TurnRecord,
    step: int,
    root: RootRecord,
    earlier_attempts: Sequence[ToolRecord] = (),
) -> ToolCall:
    meta = _tool_metadata(tool, tool.scope if tool else turn.scope, tool.node if tool else None, root)
    meta["requested"] = True
    meta.update(call.metadata)
    if earlier_attempts:
        meta["attempts"] = len(earlier_attempts) + 1
        meta["retry_errors"] = [attempt.error for attempt in earlier_attempts]
    if tool is not None:
        result, error = tool.result, tool.error
    elif call.error is not None:
        result, error = None, call.error
    else:
        result, error = root.answers.get(call.id, (None, None)) if call.id else (None, None)
    return ToolCall(
        name=call.name, args=call.args, id=call.id, result=result, error=error, step=step, metadata=meta
    )


def _loose_call(tool: ToolRecord, step: int | None, root: RootRecord) -> ToolCall:
    meta = _tool_metadata(tool, tool.scope, tool.node, root)
    meta["requested"] = False
    return ToolCall(
        name=tool.name,
        args=tool.args,
        id=tool.call_id,
        result=tool.result,
        error=tool.error,
        step=step,
        metadata=meta,
    )
