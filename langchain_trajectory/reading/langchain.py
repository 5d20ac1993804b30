"""LangChain's message forms: message objects (chunks included), serialized dicts, standard content blocks,
LangGraph ``Command`` updates.

What LangChain already parses is taken from it: an ``AIMessage``'s ``tool_calls`` and ``invalid_tool_calls``
(parsed from the provider's output, from ``additional_kwargs`` or, for a chunk, from its ``tool_call_chunks``), and
consecutive streamed ``AIMessageChunk`` pieces of one reply are added up with LangChain's own ``+`` before they are
read. What it leaves in ``content`` is read here too: LangChain's standard blocks (``tool_call``,
``invalid_tool_call``, ``tool_call_chunk``, ``server_tool_call``, ``server_tool_result``, ``non_standard``) and the
provider blocks of :mod:`.anthropic` and :mod:`.openai` (``convert_to_messages`` keeps Anthropic's ``tool_use``
blocks in ``content`` with ``tool_calls`` empty). A call given both ways (``tool_calls`` and a block with its id) is
read once.

Also here, for the recorder and the run-tree reader (:mod:`langchain_trajectory.capture`), which peek at messages
in any form inside chain inputs and outputs without reading a whole conversation: :func:`message_type`,
:func:`message_field` and :func:`message_tool_calls` (the calls an AI message requested, read as a conversation
reads them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
from langchain_trajectory.reading._calls import call_fields, invalid_call_fields, shown, type_name
from langchain_trajectory.reading._content import (
    BlockReader,
    Read,
    message_text,
    read_block,
    read_content,
    result,
    skipped,
    tool_result_value,
)
from langchain_trajectory.reading.openai import ROLES, View, merge_calls, read_message_dict
from langchain_trajectory.reading.usage import model_call_record
from langchain_trajectory.trajectory import freeze
from langchain_trajectory.usage import MODEL_CALLS

__all__ = [
    "BLOCKS",
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


def read_message_object(item: BaseMessage, index: int) -> View:
    """Read one LangChain message object.

    Raises:
        TrajectoryInputError: naming the message's index for an unsupported message type, malformed content, or
            tool calls on a message that is not an assistant's.
    """
    kind = object_kind(type(item))
    extra: dict[str, Any] | None = None
    if item.id or item.name:
        extra = {"id": item.id} if item.id else {}
        if item.name:
            extra["name"] = item.name
    if kind == "ai":
        calls, text, results = _ai_calls(item, index)  # type: ignore[arg-type]
        record = model_call_record(
            usage_metadata=item.usage_metadata,  # type: ignore[attr-defined]
            response_metadata=item.response_metadata,
        )
        if record:  # what the model call used (see reading/usage.py)
            extra = {**(extra or {}), MODEL_CALLS: [record]}
        return "assistant", text, calls, results, extra
    where = f"message {index}"
    if kind == "tool":
        tool: ToolMessage = item  # type: ignore[assignment]
        error = message_text(tool.content, where) if tool.status == "error" else None
        value = None if error is not None else tool_result_value(tool.content, where)
        answer = result(
            tool.tool_call_id, tool.name, value, error, where, tool.artifact, tool.additional_kwargs or None
        )
        return None, "", [], [answer], extra
    if kind == "function":
        return (
            None,
            "",
            [],
            [result(None, item.name, tool_result_value(item.content, where), None, where)],
            extra,
        )
    role_name = item.role if isinstance(item, ChatMessage) else item.type
    role = ROLES.get(role_name)
    if role is None or role == "tool":
        raise TrajectoryInputError(
            f"{where}: unsupported message type {type_name(item)} (role {shown(role_name)})"
        )
    text, block_calls, results = read_content(item.content, where)
    if block_calls:
        raise TrajectoryInputError(
            f"{where}: only assistant messages may carry tool calls ({type_name(item)})"
        )
    return role, text, [], results, extra


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
        calls = merge_calls(calls, [call_fields(legacy, f"message {index}: 'function_call'")])
    content = item.content
    if type(content) is str:
        return calls, content, None
    text, block_calls, results = read_content(content, f"message {index}")
    if block_calls:
        calls = merge_calls(calls, block_calls)
    return calls, text, results


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


def merge_chunks(items: Sequence[Any], start: int) -> tuple[Any, int]:
    """The streamed ``AIMessageChunk`` at ``items[start]`` added up (LangChain's ``+``) with the chunks right after
    it that belong to the same reply (the same ``id``), and the index after the last one used."""
    merged = items[start]
    end = start + 1
    while end < len(items) and isinstance(items[end], AIMessageChunk) and items[end].id == merged.id:
        merged = merged + items[end]
        end += 1
    return merged, end


# -- serialized messages and dumps ----------------------------------------------------------------------------


def is_serialized_message(value: Mapping[str, Any]) -> bool:
    """A LangChain-serialized message: ``{"lc": 1, "type": "constructor", "id": [..., "AIMessage"], "kwargs"}``."""
    if value.get("lc") != 1 or value.get("type") != "constructor":
        return False
    ids = value.get("id")
    return isinstance(ids, list) and bool(ids) and ids[-1] in SERIALIZED_TYPES


def read_serialized(item: Mapping[str, Any], index: int) -> View:
    """Read a LangChain-serialized message (what ``dumpd`` and LangSmith runs store)."""
    kwargs = item.get("kwargs")
    if not isinstance(kwargs, Mapping):
        raise TrajectoryInputError(
            f"message {index}: a serialized message needs 'kwargs', got {shown(kwargs, 40)}"
        )
    if "type" not in kwargs and "role" not in kwargs:
        kwargs = {**kwargs, "type": SERIALIZED_TYPES[item["id"][-1]]}
    return read_message_dict(kwargs, index)


# -- LangChain's standard content blocks ----------------------------------------------------------------------


def _standard_call(block: Mapping[str, Any], where: str) -> Read:
    """``tool_call`` / ``tool_call_chunk`` / ``server_tool_call``: ``{"id", "name", "args", "index", "extras"}``."""
    fields = call_fields({key: block.get(key) for key in ("id", "name", "args") if key in block}, where)
    meta = {}
    if block.get("type", "").startswith("server_"):
        meta["server_tool"] = block["type"]
    if block.get("extras"):
        meta["extras"] = block["extras"]
    if meta:
        fields["metadata"] = freeze(meta, where)
    return ("call", fields)


def _invalid_call(block: Mapping[str, Any], where: str) -> Read:
    return ("call", invalid_call_fields(block, where))


def _server_tool_result(block: Mapping[str, Any], where: str) -> Read:
    call_id = block.get("tool_call_id")
    if not isinstance(call_id, str) or not call_id:
        raise TrajectoryInputError(f"{where}: a 'server_tool_result' block needs a 'tool_call_id' string")
    if block.get("status") == "error":
        return (
            "result",
            result(call_id, None, None, message_text(block.get("output"), where) or "error", where),
        )
    return ("result", result(call_id, None, freeze(block.get("output"), where), None, where))


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


def message_tool_calls(message: Any) -> list[dict[str, Any]]:
    """The tool calls an AI message (object, serialized or plain dict) requested, as checked ``ToolCall`` fields,
    read as a conversation reads them: ``tool_calls`` in request order, then ``invalid_tool_calls`` (with their
    error), then calls found only in a legacy ``function_call`` or in content blocks.

    Raises:
        TrajectoryInputError: when ``message`` is not an AI message or a call in it is malformed.
    """
    if isinstance(message, BaseMessage):
        if object_kind(type(message)) != "ai":
            raise TrajectoryInputError(f"expected an AI message, got {type_name(message)}")
        return _ai_calls(message, 0)[0]  # type: ignore[arg-type]
    if isinstance(message, Mapping):
        view = (
            read_serialized(message, 0) if is_serialized_message(message) else read_message_dict(message, 0)
        )
        return view[2]
    raise TrajectoryInputError(f"expected an AI message, got {type_name(message)}")
