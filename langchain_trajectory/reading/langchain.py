"""LangChain's message forms: message objects (chunks included), serialized dicts, standard content blocks,
LangGraph ``Command`` updates.

What LangChain already parses is taken from it: an ``AIMessage``'s ``tool_calls`` and ``invalid_tool_calls``
(parsed from the provider's output, from ``additional_kwargs`` or, for a chunk, from its ``tool_call_chunks``), and
consecutive streamed ``AIMessageChunk`` pieces of one reply are added up with LangChain's own ``+`` before they are
read. What it leaves in ``content`` is read here too: LangChain's standard blocks (``tool_call``,
``invalid_tool_call``, ``tool_call_chunk``, ``server_tool_call``, ``server_tool_result``, ``non_standard``) and the
provider blocks of `anthropic` and `openai` (``convert_to_messages`` keeps Anthropic's ``tool_use``
blocks in ``content`` with ``tool_calls`` empty). A call given both ways (``tool_calls`` and a block with its id) is
read once.

Also here, for the recorder and the run-tree reader ([`langchain_trajectory.capture`][langchain_trajectory.capture]), which peek at messages
in any form inside chain inputs and outputs without reading a whole conversation: `message_type`,
`message_field` and `message_tool_calls` (the calls an AI message requested, read as a conversation
reads them).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Literal

from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    ChatMessage,
    FunctionMessage,
    ToolMessage,
)

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._calls import (
    PROVIDER_MARK,
    call_fields,
    invalid_call_fields,
    provider_call,
    shown,
    type_name,
)
from langchain_trajectory.reading._chunks import merge_chunks
from langchain_trajectory.reading._content import (
    BlockReader,
    Read,
    answer_in_order,
    carries_tool_call,
    message_text,
    provider_failure,
    read_block,
    read_content,
    reasoning_text,
    result,
    skipped,
    tolerant_text,
    tool_result_value,
    without_secrets,
)
from langchain_trajectory.reading._messages import MessageFormat, MessageView, new_view
from langchain_trajectory.reading.openai import (
    ROLES,
    garbled_legacy,
    merge_block_calls,
    merge_calls,
    read_message_dict,
)
from langchain_trajectory.reading.usage import model_call_record
from langchain_trajectory.trajectory import EMPTY, freeze
from langchain_trajectory.usage import MODEL_CALLS

__all__ = [
    "BLOCKS",
    "MESSAGE_FORMATS",
    "SERIALIZED_TYPES",
    "is_serialized_message",
    "merge_chunks",
    "message_field",
    "message_tool_calls",
    "message_type",
    "read_message_object",
    "read_serialized",
]

SERIALIZED_TYPES = {
    "AIMessage": "ai",
    "AIMessageChunk": "ai",
    "HumanMessage": "human",
    "HumanMessageChunk": "human",
    "SystemMessage": "system",
    "SystemMessageChunk": "system",
    "ToolMessage": "tool",
    "ToolMessageChunk": "tool",
    "ChatMessage": "chat",
    "ChatMessageChunk": "chat",
    "FunctionMessage": "function",
    "FunctionMessageChunk": "function",
}
"""Class names of serialized LangChain messages -> message type."""

_ROLE_TYPES = {"user": "human", "assistant": "ai", "developer": "system"}


# -- message objects ------------------------------------------------------------------------------------------

ObjectKind = Literal["ai", "tool", "function", "chat", "other"]
_KINDS: dict[
    type, ObjectKind
] = {}  # class -> kind, so each message costs one dict lookup, not isinstance chains


def object_kind(cls: type) -> ObjectKind:
    """How a ``BaseMessage`` class is read (cached per class)."""
    kind = _KINDS.get(cls)
    if kind is None:
        if issubclass(cls, ToolMessage):
            kind = "tool"
        elif issubclass(cls, FunctionMessage):
            kind = "function"
        elif issubclass(cls, AIMessage):
            kind = "ai"
        elif issubclass(cls, BaseMessage):
            kind = "chat"
        else:
            kind = "other"
        _KINDS[cls] = kind
    return kind


HANDOFF_BACK = "__is_handoff_back"
"""``response_metadata`` key langgraph-supervisor sets on the hand-back messages its worker nodes write."""


def read_message_object(item: BaseMessage, index: int) -> MessageView:
    """Read one LangChain message object.

    Raises:
        TrajectoryInputError: naming the message's index for an unsupported message type, malformed content, or
            tool calls on a message that is not an assistant's.
    """
    extra: dict[str, Any] | None = None
    if item.id or item.name:
        extra = {"id": item.id} if item.id else {}
        if item.name:
            extra["name"] = item.name
    return _OBJECT_READERS[object_kind(type(item))](item, index, extra)


def _read_ai(item: Any, index: int, extra: dict[str, Any] | None) -> MessageView:
    calls, text, results = _ai_calls(item, index)
    if type(item.content) is list or item.additional_kwargs:
        reasoning = reasoning_text(item.content, item.additional_kwargs)
        if reasoning:
            extra = {**(extra or {}), "reasoning": reasoning}
    if item.response_metadata and item.response_metadata.get(HANDOFF_BACK):
        # langgraph-supervisor's hand-back: a message its node wrote, no model's (see _assemble)
        extra = {**(extra or {}), "source": "node", "synthetic": True}
    else:
        record = model_call_record(usage_metadata=item.usage_metadata, response_metadata=item.response_metadata)
        if record:  # what the model call used (see reading/usage.py)
            extra = {**(extra or {}), MODEL_CALLS: [record]}
    return new_view(("assistant", text, calls, results, extra))


def _read_tool(item: Any, index: int, extra: dict[str, Any] | None) -> MessageView:
    where = f"message {index}"
    error = message_text(item.content, where) if item.status == "error" else None
    value = None if error is not None else tool_result_value(item.content, where)
    answer = result(item.tool_call_id, item.name, value, error, where, item.artifact, item.additional_kwargs or None)
    return new_view((None, "", [], [answer], extra))


def _read_function(item: Any, index: int, extra: dict[str, Any] | None) -> MessageView:
    where = f"message {index}"
    answer = result(None, item.name, tool_result_value(item.content, where), None, where)
    return new_view((None, "", [], [answer], extra))


def _read_other(item: Any, index: int, extra: dict[str, Any] | None) -> MessageView:
    """A human, system or chat message (or any other ``BaseMessage``): text and results, no calls."""
    where = f"message {index}"
    role_name = item.role if isinstance(item, ChatMessage) else item.type
    role = ROLES.get(role_name)
    if role == "user" and item.additional_kwargs and item.additional_kwargs.get("lc_source") == "summarization":
        # SummarizationMiddleware's summary of the earlier conversation, in a user message: no user's words
        extra = {**(extra or {}), "summary": True}
    if role is None or role == "tool":
        raise TrajectoryInputError(
            f"{where}: unsupported message type {type_name(item)} (role {shown(role_name)})"
        )
    text, block_calls, results = read_content(item.content, where)
    if block_calls:
        raise TrajectoryInputError(
            f"{where}: only assistant messages may carry tool calls ({type_name(item)})"
        )
    return new_view((role, text, [], results, extra))


_OBJECT_READERS: dict[ObjectKind, Callable[[Any, int, dict[str, Any] | None], MessageView]] = {
    "ai": _read_ai,
    "tool": _read_tool,
    "function": _read_function,
    "chat": _read_other,
    "other": _read_other,
}
"""How each kind of message object is read (see :func:`object_kind`)."""


def _ai_calls(item: AIMessage, index: int) -> tuple[list[dict[str, Any]], str, list[Any] | None]:
    """(calls, text, results) of an AI message: ``tool_calls`` (a blank name makes a call invalid: the model's
    mistake, recorded, not an input error), ``invalid_tool_calls``, a legacy ``function_call`` and the calls in
    its content blocks, each call once."""
    tool_calls = _listed(item.tool_calls, index, "tool_calls")
    try:
        calls = [_requested(tc, "") for tc in tool_calls]
    except TrajectoryInputError:  # name the call (locations are formatted only for errors)
        for j, tc in enumerate(tool_calls):
            _requested(tc, f"message {index}: tool call {j}")
        raise
    for j, invalid in enumerate(_listed(item.invalid_tool_calls, index, "invalid_tool_calls")):
        calls.append(invalid_call_fields(invalid, f"message {index}: invalid tool call {j}"))
    extra = item.additional_kwargs
    if extra is not None and not isinstance(extra, Mapping):
        raise TrajectoryInputError(f"message {index}: 'additional_kwargs' must be a dict, got {type_name(extra)}")
    legacy = extra.get("function_call") if extra else None
    if legacy is not None:
        if not isinstance(legacy, Mapping):
            raise TrajectoryInputError(
                f"message {index}: 'function_call' must be a dict, got {type_name(legacy)}"
            )
        if not (calls and garbled_legacy(legacy)):
            calls = merge_calls(calls, [call_fields(legacy, f"message {index}: 'function_call'")])
    content = item.content
    if type(content) is str:
        return calls, content, None
    if calls and type(content) is list:
        quick = _repeated_calls_text(content, calls)
        if quick is not None:
            return quick[0], quick[1], None
    text, block_calls, results = read_content(content, f"message {index}")
    if block_calls:
        calls = merge_block_calls(calls, block_calls)
    return calls, text, results


# The keys of the blocks a reply repeats its parsed calls in, and of its text blocks, that say nothing more.
_QUICK_KEYS = {
    "text": frozenset({"type", "text", "index", "annotations", "id"}),
    "tool_use": frozenset({"type", "id", "name", "input", "index", "partial_json", "cache_control"}),
    "function_call": frozenset({"type", "id", "call_id", "name", "arguments", "status", "index"}),
    "tool_call": frozenset({"type", "id", "name", "args", "index"}),
}
_DIRECT_CALLER = {"type": "direct"}


def _repeated_calls_text(
    content: list[Any], calls: list[dict[str, Any]]
) -> tuple[list[dict[str, Any]], str] | None:
    """``(calls in content order, text)`` of the usual provider reply (a ChatAnthropic ``tool_use``, a Responses
    ``function_call``, a standard ``tool_call`` block repeating each parsed call, beside text blocks), read
    without reading each call twice; None when the content holds anything more (a call only a block holds, a
    result, reasoning, a key with something to keep), which `read_content` then reads in full."""
    ids = {c["id"]: c for c in calls if c["id"]}
    if len(ids) != len(calls):  # an id repeated, or a call without one: the full reading pairs them
        return None
    parts: list[str] = []
    ordered: list[dict[str, Any]] = []
    for block in content:
        if type(block) is str:
            parts.append(block)
            continue
        if type(block) is not dict:
            return None
        kind = block.get("type")
        allowed = _QUICK_KEYS.get(kind) if type(kind) is str else None
        if allowed is None:
            return None
        for key, value in block.items():
            if key not in allowed and value is not None and not (key == "caller" and value == _DIRECT_CALLER):
                return None
        if kind == "text":
            text = block.get("text")
            if type(text) is not str:
                return None
            parts.append(text)
            continue
        call = ids.pop(block.get("call_id") if kind == "function_call" else block.get("id"), None)
        if call is None:
            return None
        ordered.append(call)
    ordered.extend(c for c in calls if c["id"] in ids)
    return ordered, "".join(parts)


def _listed(value: Any, index: int, field: str) -> Any:
    """A message's list of calls as it is (None, as ``model_construct`` may leave it, as no calls); anything
    but a list is an input error naming the message and field."""
    if value is None:
        return ()
    if not isinstance(value, (list, tuple)):
        raise TrajectoryInputError(f"message {index}: '{field}' must be a list of tool calls, got {type_name(value)}")
    return value


def _requested(call: Mapping[str, Any], where: str) -> dict[str, Any]:
    if not isinstance(call, Mapping):
        raise TrajectoryInputError(f"{where or 'tool call'}: a tool call must be a dict, got {type_name(call)}")
    name = call.get("name")
    if not isinstance(name, str) or not name.strip():
        return invalid_call_fields({**call, "error": "blank tool name"}, where)
    return call_fields(call, where)


# -- serialized messages and dumps ----------------------------------------------------------------------------


def is_serialized_message(value: Mapping[str, Any]) -> bool:
    """A LangChain-serialized message: ``{"lc": 1, "type": "constructor", "id": [..., "AIMessage"], "kwargs"}``."""
    if value.get("lc") != 1 or value.get("type") != "constructor":
        return False
    ids = value.get("id")
    return isinstance(ids, list) and bool(ids) and ids[-1] in SERIALIZED_TYPES


def read_serialized(item: Mapping[str, Any], index: int) -> MessageView:
    """Read a LangChain-serialized message (what ``dumpd`` and LangSmith runs store)."""
    kwargs = item.get("kwargs")
    if not isinstance(kwargs, Mapping):
        raise TrajectoryInputError(
            f"message {index}: a serialized message needs 'kwargs', got {shown(kwargs, 40)}"
        )
    if "type" not in kwargs and "role" not in kwargs:
        kwargs = {**kwargs, "type": SERIALIZED_TYPES[item["id"][-1]]}
    return read_message_dict(kwargs, index)



MESSAGE_FORMATS = (
    MessageFormat("langchain_chunk", lambda c: issubclass(c, AIMessageChunk), read_message_object, gather=merge_chunks),
    MessageFormat("langchain_object", lambda c: issubclass(c, BaseMessage), read_message_object),
    MessageFormat(
        "langchain_serialized",
        lambda c: issubclass(c, Mapping),
        read_serialized,
        sniff=is_serialized_message,
        requires_key="lc",
    ),
)
"""LangChain's message shapes: streamed chunks (consecutive chunks of one reply read as one message), message
objects, and serialized messages (``dumpd``, what LangSmith runs store); their dicts (``model_dump()``) are message
dicts (:mod:`.openai`)."""

# -- LangChain's standard content blocks ----------------------------------------------------------------------


_STANDARD_CALL_KEYS = frozenset({"type", "id", "name", "args", "extras"})


def _standard_call(block: Mapping[str, Any], where: str) -> Read:
    """``tool_call`` / ``tool_call_chunk`` / ``server_tool_call``: ``{"id", "name", "args", "index", "extras"}``,
    read forward-compatibly (see `provider_call`). A ``server_tool_call`` is marked
    ``executed_by: "provider"``; LangChain's ``remote_mcp`` call is named after the MCP tool it ran."""
    meta: dict[str, Any] = {}
    extras = block.get("extras")
    if isinstance(extras, Mapping):
        kept = {key: value for key, value in extras.items() if value is not None}
        if kept:
            meta["extras"] = kept
    name = block.get("name")
    kind = block.get("type", "")
    if kind.startswith("server_"):
        meta["executed_by"] = PROVIDER_MARK
        meta["server_tool"] = kind
        if name == "remote_mcp" and isinstance(extras, Mapping) and isinstance(extras.get("tool_name"), str):
            name = extras["tool_name"]
    fields = provider_call(
        block, where, name=name, raw_args=block.get("args"), field="args", call_id=block.get("id"),
        known=_STANDARD_CALL_KEYS, metadata=meta,
    )
    return ("call", fields)


def _invalid_call(block: Mapping[str, Any], where: str) -> Read:
    return ("call", invalid_call_fields(block, where))


def _server_tool_result(block: Mapping[str, Any], where: str) -> Read:
    """A ``server_tool_result``: its output without encrypted parts, or, when its ``status`` is ``error``, the
    error the output or ``extras`` report (``failed`` when they report none). An empty ``tool_call_id`` (LangChain's
    translation of Gemini's code execution result, which names no call) answers the provider call before it (see
    `answer_in_order`)."""
    call_id = block.get("tool_call_id")
    if not isinstance(call_id, str):
        raise TrajectoryInputError(f"{where}: a 'server_tool_result' block needs a 'tool_call_id' string")
    output = block.get("output")
    if block.get("status") == "error":
        answer = result(call_id or None, None, None, _failure(output, block.get("extras"), where), where)
    else:
        answer = result(call_id or None, None, freeze(without_secrets(output), where), None, where)
    return ("result", answer if call_id else {**answer, "in_order": True})


def _failure(output: Any, extras: Any, where: str) -> str:
    failure = provider_failure(output)
    if failure is not None:
        return failure
    if isinstance(output, str) and output:
        return output
    if isinstance(extras, Mapping) and extras.get("error"):
        return str(extras["error"])
    if isinstance(output, list) and output:
        return tolerant_text(output) or "failed"
    return "failed" if output is None or output == "" else str(output)


def _non_standard(block: Mapping[str, Any], where: str) -> Read:
    """A provider block LangChain wrapped as ``{"type": "non_standard", "value": {...}}``: read what it wraps."""
    value = block.get("value")
    if not isinstance(value, Mapping):
        return None
    return read_block(value, f"{where} (non_standard)")


BLOCKS: dict[str, BlockReader] = {
    "tool_call": _standard_call,
    "tool_call_chunk": _standard_call,
    "server_tool_call": _standard_call,
    "server_tool_call_chunk": _standard_call,
    "invalid_tool_call": _invalid_call,
    "server_tool_result": _server_tool_result,
    "non_standard": _non_standard,
    "text-plain": skipped,  # a document's text given to the model, not the message's own text
    "reasoning": skipped,
    "reasoning_content": skipped,  # langchain-aws (Bedrock Converse): reasoning text and its signature
    "image": skipped,
    "audio": skipped,
    "video": skipped,
    "file": skipped,
}
"""LangChain's standard content-block types and their readers (``text`` is registered by :mod:`.openai`)."""


# -- peeking at messages in chain inputs and outputs (capture) -------------------------------------------------


def message_type(obj: Any) -> str | None:
    """The LangChain message type (``ai``, ``human``, ``system``, ``tool``, ...) of a message in any form
    (message object, LangChain-serialized dict, plain dict), or None when ``obj`` is not a message."""
    if isinstance(obj, BaseMessage):
        return obj.type
    if isinstance(obj, dict):
        if obj.get("lc") == 1 and obj.get("type") == "constructor":
            ids = obj.get("id") or ()
            kwargs = obj.get("kwargs") or {}
            return kwargs.get("type") or (SERIALIZED_TYPES.get(ids[-1]) if ids else None)
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


def message_tool_calls(message: Any, *, tolerant: bool = False) -> list[dict[str, Any]]:
    """The tool calls an AI message (object, serialized or plain dict) requested, as checked ``ToolCall`` fields,
    read as a conversation reads them: ``tool_calls`` in request order, then ``invalid_tool_calls`` (with their
    error), then calls found only in a legacy ``function_call`` or in content blocks; a call the provider ran
    itself carries the result (or error) its result block in the same message gives.

    With ``tolerant`` (capture, which must never fail on a message), a message the strict reading refuses is read
    piece by piece: each call, invalid call and content block on its own; a piece that holds a call but cannot
    be read becomes an invalid call whose error says why (never dropped, never stored as text); other
    unreadable blocks are skipped.

    Raises:
        TrajectoryInputError: when ``message`` is not an AI message or (unless ``tolerant``) a call in it is
            malformed.
    """
    try:
        calls, results = _message_calls(message)
    except TrajectoryInputError:
        if not tolerant or message_type(message) != "ai":
            raise
        calls, results = _salvaged_calls(message)
    if results:
        _pair_in_message(calls, results)
    return calls


def _message_calls(message: Any) -> tuple[list[dict[str, Any]], list[Any] | None]:
    if isinstance(message, BaseMessage):
        if object_kind(type(message)) != "ai":
            raise TrajectoryInputError(f"expected an AI message, got {type_name(message)}")
        calls, _, results = _ai_calls(message, 0)  # type: ignore[arg-type]
        return calls, results
    if isinstance(message, Mapping):
        view = (
            read_serialized(message, 0) if is_serialized_message(message) else read_message_dict(message, 0)
        )
        return view[2], view[3]
    raise TrajectoryInputError(f"expected an AI message, got {type_name(message)}")


def _pair_in_message(calls: list[dict[str, Any]], results: list[Any]) -> None:
    """Give each call its result from a result block of the same message (a server tool's)."""
    by_id = {c["id"]: c for c in calls if c["id"]}
    for answer in results:
        call = by_id.get(answer["tool_call_id"])
        if call is None or call["result"] is not None or call["error"] is not None:
            continue
        if answer["error"] is not None:
            call["error"] = answer["error"]
        else:
            call["result"] = answer["content"]


def _salvaged_calls(message: Any) -> tuple[list[dict[str, Any]], list[Any]]:
    """The calls of a message the strict reading refuses, read piece by piece (see `message_tool_calls`)."""
    calls: list[dict[str, Any]] = []
    for raw in _as_list(message_field(message, "tool_calls")):
        calls.append(_salvage(raw, _requested))
    for raw in _as_list(message_field(message, "invalid_tool_calls")):
        calls.append(_salvage(raw, invalid_call_fields))
    block_calls: list[dict[str, Any]] = []
    results: list[Any] = []
    for j, block in enumerate(_as_list(message_field(message, "content"))):
        if isinstance(block, str):
            continue
        try:
            read = read_block(block, f"content block {j}")
        except TrajectoryInputError as exc:
            if isinstance(block, Mapping) and carries_tool_call(block):
                block_calls.append(_unreadable(block, exc))
            continue
        if read is not None and read[0] == "call":
            block_calls.append(read[1])
        elif read is not None and read[0] == "result":
            paired = answer_in_order(read[1], block_calls, results)
            if paired is not None:
                results.append(paired)
    return merge_block_calls(calls, block_calls), results


def _as_list(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else []


def _salvage(raw: Any, read: Any) -> dict[str, Any]:
    try:
        return read(raw, "")
    except TrajectoryInputError as exc:
        return _unreadable(raw, exc)


def _unreadable(raw: Any, exc: TrajectoryInputError) -> dict[str, Any]:
    """An invalid call standing for a piece of a message that holds a call but cannot be read."""
    get = raw.get if isinstance(raw, Mapping) else (lambda key: None)
    name = get("name")
    call_id = get("id") or get("call_id") or get("tool_call_id")
    return {
        "name": str.__str__(name) if isinstance(name, str) and name.strip() else "<unreadable>",
        "args": EMPTY,
        "id": call_id if isinstance(call_id, str) else None,
        "result": None,
        "error": f"unreadable tool call: {str(exc).removeprefix(': ')}",
        "step": None,
        "metadata": EMPTY,
    }
