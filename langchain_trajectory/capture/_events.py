"""Callback payloads -> records: how capture reads the values LangChain and LangGraph hand it.

Every message is read through the reading layer (`langchain_trajectory.reading.langchain`, in its tolerant
mode: capture never fails on a message), and an assistant message is read once, by `read_reply`, into
what a `TurnRecord` keeps. The rest reads what is no message: a tool's output (a ToolMessage, a ``Command``, a
plain value), a raised error's text (LangGraph's control flow and interrupts are
`langchain_trajectory.capture._interrupts`), a root run's input (a resume, the leading messages) and the state
updates nodes return. Every value kept is a JSON-safe snapshot (`langchain_trajectory.capture._snapshot`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage, convert_to_messages
from langgraph.types import Command, Send

from langchain_trajectory.capture._records import Options, Redactor, RequestedCall
from langchain_trajectory.capture._snapshot import (
    MAX_STRING,
    normalize_id,
    original_length,
    safe_repr,
    snapshot,
)
from langchain_trajectory.reading import TrajectoryInputError, tool_result_value
from langchain_trajectory.reading._calls import PROVIDER_MARK
from langchain_trajectory.reading._content import reasoning_text, tolerant_text

# What a message is, in every form, is the readers' (reading/langchain.py); capture uses those helpers by these names.
from langchain_trajectory.reading.langchain import message_field as message_field
from langchain_trajectory.reading.langchain import message_tool_calls
from langchain_trajectory.reading.langchain import message_type as message_type
from langchain_trajectory.trajectory import Message, compact_json, thaw

_TRACEBACK = "Traceback (most recent call last):"


class Reply(NamedTuple):
    """An assistant message as capture keeps it, read once (`read_reply`).

    Attributes:
        content: Its text (`content_text`).
        message_id: Its id, as a string, or None.
        calls: The tool calls it requested (`requested_calls`).
        reasoning: The reasoning it shows (never its text; see
            `reasoning_text`).
        name: Its ``name`` (the agent that wrote it) when that is a non-empty string, else None.
    """

    content: str
    message_id: str | None
    calls: list[RequestedCall]
    reasoning: str
    name: str | None


def read_reply(message: Any, redact: Callable[[str, dict[str, Any]], dict[str, Any]] | None = None) -> Reply:
    """Read an assistant message (in any form the readers know) once, into what a turn record keeps: each of its
    fields is taken once, its calls are read by the reading layer (`requested_calls`)."""
    if isinstance(message, BaseMessage):
        content, extra, message_id, name = message.content, message.additional_kwargs, message.id, message.name
    else:
        content = message_field(message, "content")
        extra = message_field(message, "additional_kwargs")
        message_id, name = message_field(message, "id"), message_field(message, "name")
    # text content and no extra fields (the usual reply) show no reasoning: see reasoning_text
    reasoning = "" if type(content) is str and not extra and type(extra) is dict else reasoning_text(content, extra)
    return Reply(
        content if type(content) is str else content_text(content),
        message_id if message_id is None or type(message_id) is str else normalize_id(message_id),
        requested_calls(message, redact),
        reasoning,
        name if isinstance(name, str) and name else None,
    )


def error_text(error: BaseException) -> str:
    """How a raised error is recorded: its ``repr`` (as LangChain's tracer and ``ToolNode`` show it), or
    ``ClassName(<repr failed>)`` for an exception whose ``repr`` raises."""
    text = safe_repr(error, 100_000, keep_addresses=True)
    if text.startswith("<") and text.endswith(">") and text[1:-1] == type(error).__name__:
        return f"{type(error).__name__}(<repr failed>)"
    return text


# LangGraph's control-flow exceptions (an interrupt() pausing for a human, a Command sent to the parent graph):
# they stop a run without it failing, so they are never recorded as errors.

def turn_purpose(metadata: Mapping[str, Any] | None) -> str | None:
    """``summarization`` for a model call LangChain's ``SummarizationMiddleware`` made (its metadata's
    ``lc_source``), else None."""
    if metadata and metadata.get("lc_source") == "summarization":
        return "summarization"
    return None


def is_structured_output_call(options: Any) -> bool:
    """Whether a model call is ``with_structured_output`` at work (LangChain marks its options): its "tool
    call" is the answer's schema, not a tool the agent used, and the call is not one of the agent's turns."""
    return (type(options) is dict or isinstance(options, Mapping)) and bool(options.get("ls_structured_output_format"))


def error_from_run(text: str) -> str:
    """The recorded error of a LangSmith run: the tracer stores ``repr(error)`` followed by the traceback."""
    head = text.split(_TRACEBACK, 1)[0].strip()
    if head:
        return head
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1].strip() if lines else text


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
    it. The usual reply is read by `plain_calls`, with the same result."""
    calls = plain_calls(message)
    if calls is None:
        return read_calls(message, redact)
    if redact is not None:
        for call in calls:
            call.args = redact(call.name, call.args)
    return calls


_PLAIN_CALL_KEYS = frozenset({"name", "args", "id", "type"})
_PLAIN_VALUES = frozenset({str, int, float, bool, type(None)})
_PLAIN_INT = 10**15  # far below the digits any int may have as text (the full reading refuses longer ones)


def plain_calls(message: Any) -> list[RequestedCall] | None:
    """The calls of the usual reply, read in one pass: an ``AIMessage`` with text content, no invalid calls and
    no legacy ``function_call``, whose calls are LangChain dicts (``name``, ``args``, ``id``, ``type``) with a
    non-blank name, a string id or none, and flat arguments of plain values (string keys; strings of at most
    `MAX_STRING` characters, ints of at most 15 digits, floats, bools, None), each copied once.
    None for any other message, which `read_calls` reads in full; for the messages read here both give the
    same calls (tests/test_capture_plain_calls.py)."""
    if type(message) is not AIMessage or message.invalid_tool_calls or type(message.content) is not str:
        return None
    extra = message.additional_kwargs
    tool_calls = message.tool_calls
    if type(extra) is not dict or extra.get("function_call") is not None or type(tool_calls) is not list:
        return None
    calls = []
    for call in tool_calls:
        if type(call) is not dict or not call.keys() <= _PLAIN_CALL_KEYS:
            return None
        name, args, call_id = call.get("name"), call.get("args"), call.get("id")
        if type(name) is not str or not name or name.isspace() or type(args) is not dict:
            return None
        if call_id is not None and type(call_id) is not str:
            return None
        for key, value in args.items():
            kind = type(value)
            if type(key) is not str or kind not in _PLAIN_VALUES:
                return None
            if (kind is str and len(value) > MAX_STRING) or (kind is int and not -_PLAIN_INT < value < _PLAIN_INT):
                return None
        calls.append(RequestedCall(name, args.copy(), call_id))
    return calls


def read_calls(
    message: Any, redact: Callable[[str, dict[str, Any]], dict[str, Any]] | None = None
) -> list[RequestedCall]:
    """`requested_calls` read in full, through the reading layer (any message, any call)."""
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
    if type(output) is ToolMessage and type(output.content) is str and output.artifact is None:
        # the usual output, a ToolMessage of text: read as below, in a few steps
        tool_call_id = call_id or normalize_id(output.tool_call_id)
        if output.status == "error":
            return None, output.content, tool_call_id, {}
        return snapshot(output.content), None, tool_call_id, {}
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
    if type(inputs) is dict or isinstance(inputs, Mapping):
        args = snapshot(inputs if type(inputs) is dict else dict(inputs))  # a snapshot is a copy of its own
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
