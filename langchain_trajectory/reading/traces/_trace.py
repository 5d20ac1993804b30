"""Span trees -> trajectories: what the OpenTelemetry dialects (GenAI, OpenInference) share.

A dialect reader turns each span it understands into a `Turn` (one model call: its text, the tool calls
it requested, the user/system messages that preceded it) or an `Execution` (one tool run: name, args,
result or error), and collects the tool messages answering calls no tool span ran for (unknown tools). The
`assemble` step is the same for every dialect:

* turns are ordered by start time; ``step`` is a turn's index (model turns inside tools count, as the recorder
  counts them);
* an execution answers the first open call with its ``tool_call_id`` requested before it started; without an id,
  the first open call of its name (and its arguments, when the span's arguments can be read); a call keeps the
  arguments the model requested;
* an execution no turn requested is kept, on the latest turn started before it (or a leading assistant message
  with no text), with ``metadata["requested"]`` False;
* a requested call no tool span answered takes the answer a tool message gave it (an unknown tool's error), or
  stays without result (``metadata["executed"]`` False).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_trajectory.reading.traces._values import (
    decode_json,
    is_mapping,
    parse_arguments,
    python_literal_arguments,
    text_of,
)
from langchain_trajectory.reading.traces.spans import Span, SpanTree, error_of
from langchain_trajectory.trajectory import (
    Message,
    ToolCall,
    Trajectory,
    _checked_message,
    _checked_tool_call,
    freeze,
)

__all__ = [
    "Answer",
    "Dialect",
    "Execution",
    "Scope",
    "Turn",
    "assemble",
    "decode_json",
    "is_mapping",
    "parse_arguments",
    "python_literal_arguments",
    "read_tree",
    "run_metadata",
    "text_of",
    "tool_message_answer",
    "tool_messages_in",
]

Answer = tuple[Any, str | None]  # (result, error)


@dataclass(frozen=True, slots=True)
class Scope:
    """Where a span ran: the agent, the LangGraph node, enclosing agents and tools (``agent:X``, ``tool:Y``,
    outermost first) and the number of enclosing tool calls."""

    agent: str | None = None
    node: str | None = None
    path: tuple[str, ...] = ()
    depth: int = 0

    def metadata(self) -> dict[str, Any]:
        return {"agent": self.agent, "path": list(self.path), "depth": self.depth, "node": self.node}

    def enter(self, agent: str | None, node: str | None) -> Scope:
        """The scope of a span inside this one naming ``agent`` and ``node`` (None: inherited)."""
        if agent and agent != self.agent:
            return Scope(agent, node or self.node, (*self.path, f"agent:{agent}"), self.depth)
        if node and node != self.node:
            return Scope(self.agent, node, self.path, self.depth)
        return self

    def inside_tool(self, name: str) -> Scope:
        """The scope of spans started inside a run of tool ``name`` made in this scope."""
        return Scope(self.agent, self.node, (*self.path, f"tool:{name}"), self.depth + 1)


@dataclass(slots=True, eq=False)
class Turn:
    """One model call. ``calls`` are ``ToolCall`` field dicts (name, args, id, error for invalid calls);
    ``inputs`` the system and user messages after the last assistant or tool message of its input (what is new);
    ``instructions`` the system messages before them (kept for the conversation's first turn only)."""

    span: Span
    content: str
    calls: list[dict[str, Any]]
    inputs: list[Message]
    scope: Scope
    message_id: str | None = None
    instructions: list[Message] = field(default_factory=list)


@dataclass(slots=True, eq=False)
class Execution:
    """One tool run. ``args`` is None when the span's arguments cannot be read faithfully."""

    span: Span
    name: str
    args: dict[str, Any] | None
    call_id: str | None
    result: Any
    error: str | None
    scope: Scope
    extra: dict[str, Any] = field(default_factory=dict)


# -- values -------------------------------------------------------------------------------------------------


def _tool_result(content: Any) -> Any:
    """A tool message's content as a call's result: text blocks joined, other values kept."""
    if isinstance(content, list) and all(
        isinstance(b, str) or (isinstance(b, Mapping) and b.get("type") == "text") for b in content
    ):
        return text_of(content)
    return content


def _tool_message_fields(value: Any) -> Mapping[str, Any] | None:
    """The fields of a LangChain ToolMessage in any JSON form (``lc`` constructor, ``message_to_dict``, a plain
    ``model_dump``), or None."""
    if not is_mapping(value):
        return None
    if value.get("lc") == 1 and value.get("type") == "constructor":
        ids = value.get("id") or ()
        kwargs = value.get("kwargs")
        if isinstance(kwargs, Mapping) and (
            kwargs.get("type") == "tool" or (ids and ids[-1] == "ToolMessage")
        ):
            return kwargs
        return None
    data = value.get("data")
    if value.get("type") == "tool" and isinstance(data, Mapping):
        return data
    if value.get("type") == "tool" and "tool_call_id" in value:
        return value
    return None


def tool_message_answer(value: Any) -> tuple[Answer, str | None] | None:
    """``((result, error), tool_call_id)`` of a ToolMessage (or ``{"output": ToolMessage}``), else None. A
    message with ``status == "error"`` gives its text as the error."""
    if is_mapping(value) and "output" in value and len(value) <= 2:
        inner = _tool_message_fields(value["output"])
        if inner is not None:
            value = value["output"]
    fields = _tool_message_fields(value)
    if fields is None:
        return None
    call_id = fields.get("tool_call_id")
    call_id = str(call_id) if call_id is not None else None
    content = fields.get("content")
    if fields.get("status") == "error":
        return (None, text_of(content)), call_id
    return (_tool_result(content), None), call_id


def tool_messages_in(value: Any) -> list[tuple[Answer, str]]:
    """Every ToolMessage (with a ``tool_call_id``) in a chain's outputs: ``{"messages": [...]}``, a list, a
    LangGraph ``Command`` update, or one message; nested one level, as graph nodes return them."""
    found: list[tuple[Answer, str]] = []
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, level = stack.pop()
        answer = tool_message_answer(item)
        if answer is not None:
            if answer[1] is not None:
                found.append((answer[0], answer[1]))
            continue
        if level > 4:
            continue
        if isinstance(item, Mapping):
            for key in ("messages", "update", "outputs", "output"):
                if key in item:
                    stack.append((item[key], level + 1))
        elif isinstance(item, list):
            stack.extend((entry, level + 1) for entry in reversed(item))
    return found


def run_metadata(span: Span) -> dict[str, Any]:
    """The LangChain run metadata a span carries, whichever instrumentation wrote it: OpenInference's ``metadata``
    JSON, OpenLLMetry's ``traceloop.association.properties.*`` or LangSmith's ``langsmith.metadata.*``
    (computed once per span)."""
    known = span.memo.get("run_metadata")
    if known is not None:
        return known
    attributes = span.attributes
    out: dict[str, Any] = {}
    span.memo["run_metadata"] = out
    raw = attributes.get("metadata")
    if isinstance(raw, str):
        out.update(_metadata_json(raw))
    elif is_mapping(raw):
        out.update(raw)
    keys = "\n" + "\n".join(attributes)  # each key after a line break: a prefix is looked for at C speed
    for prefix in _METADATA_PREFIXES:  # in this order: LangSmith's win over OpenLLMetry's
        if "\n" + prefix in keys:
            for key in attributes:
                if key.startswith(prefix):
                    out[key[len(prefix) :]] = attributes[key]
    return out


_METADATA_PREFIXES = ("traceloop.association.properties.", "langsmith.metadata.")


@functools.lru_cache(maxsize=256)
def _metadata_json(text: str) -> Mapping[str, Any]:
    """The ``metadata`` attribute's JSON object, or ``{}`` for text that is no JSON object (the spans of a trace
    repeat the same text: it is decoded once; callers copy it, never change it)."""
    decoded = decode_json(text)
    return decoded if isinstance(decoded, Mapping) else {}


# -- assembly -----------------------------------------------------------------------------------------------


def _order(span: Span) -> tuple[int, int]:
    return (span.start, span.index)


def _timing(span: Span) -> dict[str, Any]:
    start = span.start / 1e9 if span.start else None
    end = span.end / 1e9 if span.end else None
    duration = (span.end - span.start) / 1e6 if span.end and span.start else None
    return {"start_time": start, "end_time": end, "duration_ms": duration}


def _call(fields: dict[str, Any], result: Any, error: str | None, step: int, metadata: dict[str, Any]) -> ToolCall:
    """The requested call of checked fields (the dialects check every field as they read it: a non-blank ``str``
    name, ``str``-keyed argument dicts, ``str`` or None ids and errors) with what its run gave, built without
    validating again; its arguments, result and metadata are frozen here, as validation would freeze them."""
    return _checked_tool_call(
        {
            "name": fields["name"],
            "args": freeze(fields["args"], "tool call 'args'"),
            "id": fields["id"],
            "result": freeze(result, "tool call 'result'"),
            "error": error,
            "step": step,
            "metadata": freeze(metadata, "tool call 'metadata'"),
        }
    )


def assemble(
    tree: SpanTree,
    turns: Sequence[Turn],
    executions: Sequence[Execution],
    answers: Mapping[str, Answer],
    metadata: dict[str, Any],
) -> Trajectory:
    """The trajectory of one trace (see the module docstring for the pairing rules)."""
    turns = sorted(turns, key=lambda t: _order(t.span))
    executions = sorted(executions, key=lambda e: _order(e.span))
    bound, loose = _bind(turns, executions)
    attached, leading_tools = _place_loose(loose, turns)
    messages: list[Message] = []
    first_top = next((t for t in turns if t.scope.depth == 0), None)
    if first_top is not None:
        messages.extend(first_top.instructions)
        messages.extend(first_top.inputs)
    if leading_tools:
        messages.append(
            Message.assistant("", [_loose(e, None) for e in leading_tools], metadata={"synthetic": True})
        )
    for step, turn in enumerate(turns):
        if turn is not first_top and turn.scope.depth == 0:
            messages.extend(turn.inputs)
        calls = [_requested(fields, bound.get(id(fields)), turn, step, answers) for fields in turn.calls]
        calls.extend(_loose(e, step) for e in attached.get(step, ()))
        messages.append(_turn_message(turn, calls))
    return Trajectory(messages=tuple(messages), metadata=metadata)


def _bind(
    turns: Sequence[Turn], executions: Sequence[Execution]
) -> tuple[dict[int, Execution], list[Execution]]:
    """Each execution bound to the requested call it ran (``id(call fields) -> execution``), and those that ran
    no requested call."""
    requested = [(_order(t.span), c) for t in turns for c in t.calls]
    by_id: dict[str | None, list[tuple[tuple[int, int], dict[str, Any]]]] = {}
    for item in requested:
        by_id.setdefault(item[1]["id"], []).append(item)
    bound: dict[int, Execution] = {}
    loose: list[Execution] = []
    for execution in executions:
        target = _claim(execution, requested, by_id, bound)
        if target is None:
            loose.append(execution)
        else:
            bound[id(target)] = execution
    return bound, loose


def _place_loose(
    loose: Sequence[Execution], turns: Sequence[Turn]
) -> tuple[dict[int, list[Execution]], list[Execution]]:
    """Executions no turn requested, each on the latest turn before it (``turn index -> executions``), and
    those that ran before any turn."""
    attached: dict[int, list[Execution]] = {}
    leading: list[Execution] = []
    for execution in loose:
        home = None
        for i, turn in enumerate(turns):
            if _order(turn.span) >= _order(execution.span):
                break
            home = i
        if home is None:
            leading.append(execution)
        else:
            attached.setdefault(home, []).append(execution)
    return attached, leading


def _turn_message(turn: Turn, calls: list[ToolCall]) -> Message:
    meta: dict[str, Any] = {**turn.scope.metadata(), "span_id": turn.span.span_id, **_timing(turn.span)}
    if turn.message_id:
        meta["id"] = turn.message_id
    if type(turn.content) is str:  # checked: the calls are built above, the metadata is frozen on the way
        return _checked_message("assistant", turn.content, tuple(calls), meta)
    return Message.assistant(turn.content, calls, metadata=meta)


def _claim(
    execution: Execution,
    requested: Sequence[tuple[tuple[int, int], dict[str, Any]]],
    by_id: Mapping[str | None, Sequence[tuple[tuple[int, int], dict[str, Any]]]],
    bound: Mapping[int, Execution],
) -> dict[str, Any] | None:
    """The requested call an execution ran: an unbound, unfailed call requested before it (``requested``: each
    call with its turn's `_order`, in order; ``by_id``: those of each call id), by id (the one of its name among
    those), else by name (the one with its arguments first); None when it ran none."""
    started = _order(execution.span)
    if execution.call_id is not None:
        same_id = [
            fields
            for order, fields in by_id.get(execution.call_id, ())
            if id(fields) not in bound and fields.get("error") is None and order < started
        ]
        if same_id:
            return next((f for f in same_id if f["name"] == execution.name), same_id[0])
        if execution.call_id in by_id:
            return None  # its request is answered already: a second run of the same call
    before = [
        fields
        for order, fields in requested
        if id(fields) not in bound and fields.get("error") is None and order < started
    ]
    return _by_name(execution, before)


def _by_name(execution: Execution, before: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    same_name = [
        f for f in before if f["name"] == execution.name and (execution.call_id is None or not f["id"])
    ]
    if execution.args is not None:
        exact = next((f for f in same_name if f["args"] == execution.args), None)
        if exact is not None:
            return exact
    return same_name[0] if same_name else None


def _requested(
    fields: dict[str, Any], execution: Execution | None, turn: Turn, step: int, answers: Mapping[str, Answer]
) -> ToolCall:
    if execution is not None:
        meta = {
            **execution.scope.metadata(),
            "span_id": execution.span.span_id,
            "executed": True,
            "requested": True,
            **_timing(execution.span),
            **execution.extra,
            **fields.get("metadata", {}),
        }
        return _call(fields, result=execution.result, error=execution.error, step=step, metadata=meta)
    result, error = (None, fields.get("error"))
    if error is None and fields["id"] is not None and fields["id"] in answers:
        result, error = answers[fields["id"]]
    meta = {
        **turn.scope.metadata(),
        "node": None,
        "executed": False,
        "requested": True,
        **fields.get("metadata", {}),
    }
    return _call(fields, result=result, error=error, step=step, metadata=meta)


def _loose(execution: Execution, step: int | None) -> ToolCall:
    meta = {
        **execution.scope.metadata(),
        "span_id": execution.span.span_id,
        "executed": True,
        "requested": False,
        **_timing(execution.span),
        **execution.extra,
    }
    return _checked_tool_call(  # the fields in declaration order, checked as `_call` says
        {
            "name": execution.name,
            "args": freeze(dict(execution.args) if execution.args is not None else {}, "tool call 'args'"),
            "id": execution.call_id,
            "result": freeze(execution.result, "tool call 'result'"),
            "error": execution.error,
            "step": step,
            "metadata": freeze(meta, "tool call 'metadata'"),
        }
    )


# -- reading a tree through a dialect -----------------------------------------------------------------------


class Dialect:
    """What a span convention says about a span; `read_tree` does the rest. Subclasses override the
    methods their convention answers (the defaults say "nothing")."""

    format: str = "otel"

    def agent(self, span: Span) -> str | None:
        """The agent a span names, if it names one."""
        return run_metadata(span).get("lc_agent_name") or None

    def node(self, span: Span) -> str | None:
        """The LangGraph node a span ran in, if it says."""
        node = span.attributes.get("langgraph.node") or run_metadata(span).get("langgraph_node")
        return str(node) if node else None

    def session(self, span: Span) -> str | None:
        """The conversation (session, thread) id a span carries."""
        meta = run_metadata(span)
        for key in ("thread_id", "session_id", "conversation_id"):
            if meta.get(key):
                return str(meta[key])
        return None

    def tool_name(self, span: Span) -> str | None:
        """The tool's name when the span is a tool execution, else None."""
        return None

    def turn(self, span: Span, scope: Scope) -> Turn | None:
        """The model turn a span is, else None."""
        return None

    def execution(self, span: Span, name: str, scope: Scope) -> Execution:
        """The execution of tool ``name`` that ``span`` records."""
        raise NotImplementedError

    def answers(self, span: Span) -> list[tuple[Answer, str]]:
        """Tool messages a (chain) span's outputs carry, with their ``tool_call_id`` (they say whether the call
        failed)."""
        return []

    def responses(self, span: Span) -> list[tuple[Answer, str]]:
        """Tool responses a model call's input messages carry (weaker: they cannot say a call failed)."""
        return []


_TOP = Scope()  # the scope of a trace's top-level spans


def read_tree(tree: SpanTree, dialect: Dialect) -> Trajectory:
    """The trajectory of one trace read through ``dialect``."""
    turns: list[Turn] = []
    executions: list[Execution] = []
    answers: dict[str, Answer] = {}
    responses: dict[str, Answer] = {}
    inner: dict[int, Scope] = {}  # id(span) -> the scope of its children
    session = None
    for span, ancestors in tree.walk():
        base = inner[id(ancestors[-1])] if ancestors else _TOP
        scope = base.enter(dialect.agent(span), dialect.node(span))
        if session is None:
            session = dialect.session(span)
        name = dialect.tool_name(span)
        if name is not None:
            executions.append(dialect.execution(span, name, scope))
            if span.children:  # read by its children only
                inner[id(span)] = scope.inside_tool(name)
            continue
        if span.children:
            inner[id(span)] = scope
        turn = dialect.turn(span, scope)
        if turn is not None:
            turns.append(turn)
            for answer, call_id in dialect.responses(span):
                responses.setdefault(call_id, answer)
            continue
        for answer, call_id in dialect.answers(span):
            answers.setdefault(call_id, answer)
    root = tree.roots[0]
    metadata: dict[str, Any] = {"format": dialect.format, "trace_id": tree.trace_id, "name": root.name}
    if session is not None:
        metadata["session_id"] = session
    if tree.orphans:
        metadata["spans_without_parent"] = list(tree.orphans)
    from_root = error_of_roots(tree)
    if from_root is not None:
        metadata["error"] = from_root
    trajectory = assemble(tree, turns, executions, {**responses, **answers}, metadata)
    return _written_extras(trajectory, root)


def _written_extras(trajectory: Trajectory, root: Span) -> Trajectory:
    """What this package's writer keeps on the root span: the scenario and user messages after the last turn."""
    scenario = root.attributes.get("langchain_trajectory.scenario")
    trailing = decode_json(root.attributes.get("langchain_trajectory.trailing_messages"))
    if not scenario and not isinstance(trailing, list):
        return trajectory
    messages = list(trajectory.messages)
    for item in trailing if isinstance(trailing, list) else ():
        if isinstance(item, Mapping) and item.get("role") in ("user", "system"):
            messages.append(Message(role=item["role"], content=text_of(item.get("content"))))
    return trajectory.model_copy(
        update={"messages": tuple(messages), "scenario": scenario if isinstance(scenario, str) else ""}
    )


def error_of_roots(tree: SpanTree) -> str | None:
    """The error of the trace's last failed top-level span (the run's error), or None."""
    errors = [error_of(root) for root in tree.roots]
    failed = [e for e in errors if e is not None]
    return failed[-1] if failed else None
