"""Message dicts: OpenAI's chat format, and the dict forms of the other sources that share its shape.

OpenAI chat messages are ``{"role", "content", "tool_calls"}``; a ``tool_calls`` entry is
``{"id", "type": "function", "function": {"name", "arguments": "<JSON>"}}``; the answer is
``{"role": "tool", "tool_call_id", "content"}``. Also read:

* the legacy ``function_call`` (``{"name", "arguments"}`` on an assistant message) and its answer
  ``{"role": "function", "name", "content"}``;
* tool messages without ``tool_call_id`` (as agentevals' and openevals' docs write them): they answer the oldest
  unanswered call of the assistant message before them, the one of the same ``name`` when they give one;
* Anthropic Messages API dicts (same ``role`` / ``content`` shape, with the content blocks of `anthropic`);
* the dicts of LangChain messages (``message.model_dump()``, ``type`` instead of ``role``; see `langchain`);
* OpenAI Responses content blocks (``output_text``, ``function_call``, ``refusal``).

Why not through ``langchain_core.messages.convert_to_messages``: in langchain-core 1.8 it raises ``KeyError``
for a tool message without ``tool_call_id``, keeps ``function_call`` only in ``additional_kwargs``, and leaves
``tool_use`` blocks in ``content`` with ``tool_calls`` empty; ``convert_to_openai_messages`` drops
``function_call`` altogether. Every key a message dict may hold is listed in `MESSAGE_KEYS`; any other is an
error naming it (a misspelt ``tool_call`` would otherwise read as "no calls").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading import anthropic
from langchain_trajectory.reading._calls import (
    OPENAI_CALL_KEYS,
    PROVIDER_MARK,
    call_fields,
    invalid_call_fields,
    openai_call,
    parse_args,
    provider_call,
    shown,
    type_name,
)
from langchain_trajectory.reading._content import (
    BlockReader,
    Read,
    Result,
    message_text,
    read_content,
    register_text_reader,
    result,
    skipped,
    text_block,
    tool_result_value,
    without_secrets,
)
from langchain_trajectory.reading._messages import MessageFormat, MessageView, new_view
from langchain_trajectory.reading.usage import model_call_record
from langchain_trajectory.trajectory import freeze
from langchain_trajectory.usage import MODEL_CALLS

__all__ = [
    "BLOCKS",
    "CHAT_KEYS",
    "MESSAGE_FORMATS",
    "MESSAGE_KEYS",
    "ROLES",
    "View",
    "calls_fields",
    "chat_calls",
    "garbled_legacy",
    "is_message_dict",
    "merge_block_calls",
    "merge_calls",
    "read_message_dict",
]

View = MessageView
"""One message as read (see :class:`~langchain_trajectory.reading._messages.MessageView`)."""

ROLES = {
    "user": "user",
    "human": "user",
    "assistant": "assistant",
    "ai": "assistant",
    "system": "system",
    "developer": "system",
    "tool": "tool",
    "function": "tool",
    # message chunks (a streamed message, or the model_dump() of one)
    "HumanMessageChunk": "user",
    "AIMessageChunk": "assistant",
    "SystemMessageChunk": "system",
    "ToolMessageChunk": "tool",
    "FunctionMessageChunk": "tool",
}
"""A message dict's ``role`` (or LangChain ``type``) -> the role it is read as (``tool`` for answers)."""

MESSAGE_KEYS = frozenset(
    {
        # every source
        "role",
        "type",
        "content",
        "name",
        "id",
        # ours
        "metadata",
        # OpenAI chat
        "tool_calls",
        "tool_call_id",
        "function_call",
        "refusal",
        "audio",
        "annotations",
        # tool answers (ours and LangChain's ToolMessage)
        "status",
        "error",
        "artifact",
        # LangChain message fields (model_dump() and serialized kwargs)
        "additional_kwargs",
        "response_metadata",
        "usage_metadata",
        "invalid_tool_calls",
        "tool_call_chunks",
        "chunk_position",
        "example",
        # Anthropic
        *anthropic.MESSAGE_KEYS,
    }
)
"""Every key a message dict may hold (OpenAI, Anthropic, LangChain dumps, ours)."""


def is_message_dict(value: Mapping[str, Any]) -> bool:
    """A dict with a ``role``, or a LangChain message ``type`` (``model_dump()`` of a message, which may carry a
    ``name``) and none of a tool call's argument keys."""
    if "role" in value:
        return True
    kind = value.get("type")
    return (
        isinstance(kind, str)
        and kind in ROLES
        and kind != "function"
        and not any(key in value for key in ("args", "arguments", "function", "input"))
    )


def read_message_dict(item: Mapping[str, Any], index: int) -> View:
    """Read one message dict (see the module doc).

    Raises:
        TrajectoryInputError: naming the message's index and the field: an unknown role or key, content that
            is not text or blocks, ``tool_calls`` that is not a list, tool calls on a message that is not an
            assistant's, a malformed call or result.
    """
    raw_role = item.get("role")
    if raw_role is None:
        raw_role = item.get("type")
    role = ROLES.get(raw_role) if type(raw_role) is str or isinstance(raw_role, str) else None
    if role is None:
        _refuse_role(raw_role, index)
    keys = item.keys()
    chat = keys <= CHAT_KEYS
    if not chat and not keys <= MESSAGE_KEYS:
        _refuse_keys(item, index)
    if role == "tool":
        return new_view((None, "", [], [_answer(item, index)], None))
    raw_content = item.get("content")
    if type(raw_content) is str:
        content, block_calls, results = raw_content, None, None
    else:
        content, block_calls, results = read_content(raw_content, f"message {index}")
    raw_calls = item.get("tool_calls")
    if chat and type(raw_calls) is list and role == "assistant":
        # The usual chat message: {"role", "content", "tool_calls"}, nothing else to read.
        return new_view((role, content, _plain_calls(raw_calls, block_calls, index), results, None))
    calls = _all_calls(item, raw_calls, index)
    if block_calls:
        calls = merge_block_calls(calls, block_calls)
    if calls and role != "assistant":
        raise TrajectoryInputError(
            f"message {index}: only assistant messages may carry tool calls (role {shown(raw_role)})"
        )
    return new_view((role, content, calls, results, _metadata(item, role, index)))


def _refuse_role(raw_role: Any, index: int) -> NoReturn:
    raise TrajectoryInputError(f"message {index}: 'role' must be one of {sorted(ROLES)}, got {shown(raw_role)}")


def _refuse_keys(item: Mapping[str, Any], index: int) -> NoReturn:
    unknown = sorted(str(key) for key in item if key not in MESSAGE_KEYS)
    raise TrajectoryInputError(
        f"message {index}: unknown field(s) {unknown}; a message dict holds {sorted(MESSAGE_KEYS)}"
    )


def _plain_calls(
    raw_calls: list[Any], block_calls: list[dict[str, Any]] | None, index: int
) -> list[dict[str, Any]]:
    """The calls of a plain chat message: its ``tool_calls``, with those of its content blocks."""
    if not raw_calls:
        return _merged(block_calls)
    try:
        calls = [call_fields(raw, "") for raw in raw_calls]
    except TrajectoryInputError:
        calls_fields(raw_calls, index)  # raises the same error, naming the message and the call
        raise
    return merge_block_calls(calls, block_calls) if block_calls else calls


def _all_calls(item: Mapping[str, Any], raw_calls: Any, index: int) -> list[dict[str, Any]]:
    """Every call a message dict holds outside its content: ``tool_calls``, what older LangChain dumps keep in
    ``additional_kwargs``, the legacy ``function_call``, a streamed chunk's ``tool_call_chunks``, and
    ``invalid_tool_calls``."""
    calls = _listed_calls(raw_calls, index, "tool_calls")
    extra = item.get("additional_kwargs")
    if extra:
        calls = _kept_calls(extra, calls, item.get("function_call") is None, index)
    legacy = item.get("function_call")
    if legacy is not None:
        calls = merge_calls(calls, [_legacy_call(legacy, index)])
    if not calls:
        chunks = item.get("tool_call_chunks")  # the dump of a streamed chunk that has no parsed tool_calls
        if chunks:
            calls = _listed_calls(chunks, index, "tool_call_chunks")
    invalid = item.get("invalid_tool_calls")
    if invalid is not None:
        calls = [*calls, *_invalid_calls(invalid, index)]
    return calls


def _kept_calls(extra: Any, calls: list[dict[str, Any]], no_legacy: bool, index: int) -> list[dict[str, Any]]:
    """``calls`` with the provider's raw calls older LangChain dumps keep in ``additional_kwargs``."""
    if not isinstance(extra, Mapping):
        raise TrajectoryInputError(f"message {index}: 'additional_kwargs' must be a dict")
    if not calls:
        calls = _listed_calls(extra.get("tool_calls"), index, "additional_kwargs.tool_calls")
    legacy = extra.get("function_call")
    if legacy is not None and calls and garbled_legacy(legacy):
        legacy = None
    if legacy is not None and no_legacy:
        calls = merge_calls(calls, [_legacy_call(legacy, index)])
    return calls


def _invalid_calls(invalid: Any, index: int) -> list[dict[str, Any]]:
    if not isinstance(invalid, list | tuple):
        raise TrajectoryInputError(
            f"message {index}: 'invalid_tool_calls' must be a list, got {type_name(invalid)}"
        )
    return [invalid_call_fields(c, f"message {index}: invalid tool call {j}") for j, c in enumerate(invalid)]


def _metadata(item: Mapping[str, Any], role: str, index: int) -> Mapping[str, Any] | None:
    """The message's ``metadata``, with what its model call used (see reading/usage.py) on an assistant's."""
    metadata = item.get("metadata")
    if metadata is not None and not isinstance(metadata, Mapping):
        raise TrajectoryInputError(f"message {index}: 'metadata' must be a dict, got {type_name(metadata)}")
    if role == "assistant" and MODEL_CALLS not in (metadata or {}):
        record = model_call_record(
            usage_metadata=item.get("usage_metadata"),
            usage=item.get("usage"),
            response_metadata=item.get("response_metadata"),
            model=item.get("model"),
        )
        if record:
            metadata = {**(metadata or {}), MODEL_CALLS: [record]}
    return metadata or None


# A message with only these keys has no legacy call, chunk, invalid call or metadata to read.
CHAT_KEYS = frozenset({"role", "content", "tool_calls", "name", "id", "refusal", "annotations", "audio"})


def chat_calls(
    item: Mapping[str, Any], step: int, decoded: dict[str, Any] | None = None
) -> list[dict[str, Any]] | None:
    """The calls of an assistant chat message with text content and calls in OpenAI's usual form (each with
    ``step``), read in one go: the hot path of every evaluator fed OpenAI-style messages. None for anything
    else, which `read_message_dict` then reads in full (and reports). `plain_conversation_calls` makes the
    same checks inline, building each call's ``ToolCall`` (the tests compare the two with the general reading).

    Args:
        item: The message dict.
        step: The step its calls get.
        decoded: The argument texts already decoded in this evaluation (see `openai_call`), or None.
    """
    if not item.keys() <= CHAT_KEYS:
        return None
    content = item.get("content")
    raw_calls = item.get("tool_calls")
    if type(raw_calls) is not list or (content is not None and type(content) is not str):
        return None
    calls = []
    for raw in raw_calls:
        fields = openai_call(raw, step, decoded) if type(raw) is dict and raw.keys() <= OPENAI_CALL_KEYS else None
        if fields is None:
            return None
        calls.append(fields)
    return calls


def _merged(block_calls: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    return block_calls if block_calls else []


def _listed_calls(raw: Any, index: int, field: str) -> list[dict[str, Any]]:
    if raw is None:
        return []
    if type(raw) is not list and (not isinstance(raw, Sequence) or isinstance(raw, str | bytes)):
        # "", 0 and False are not "no calls": only a list (or None) says how many calls there are
        raise TrajectoryInputError(
            f"message {index}: {field!r} must be a list, got {type_name(raw)} {shown(raw, 40)}"
        )
    return calls_fields(raw, index) if raw else []


def calls_fields(raw_calls: Sequence[Any], index: int) -> list[dict[str, Any]]:
    """The checked fields of message ``index``'s tool calls."""
    try:
        return [call_fields(raw, "") for raw in raw_calls]
    except TrajectoryInputError:
        # Locations are formatted only for errors: read the calls again (a pure function) to raise the same
        # error naming the message and the call.
        for j, raw in enumerate(raw_calls):
            call_fields(raw, f"message {index}: tool call {j}")
        raise


def garbled_legacy(legacy: Any) -> bool:
    """Whether a legacy ``function_call`` kept in ``additional_kwargs`` beside parsed calls is their streamed
    pieces run together (langchain-google-genai streaming parallel calls: name ``lookupfetch``, arguments
    ``{...}{...}``): arguments that are not one JSON object. Such a copy says nothing the parsed calls do not,
    and is not read."""
    if not isinstance(legacy, Mapping):
        return False
    raw = legacy.get("arguments")
    if not isinstance(raw, str) or not raw.strip():
        return False
    try:
        parse_args(raw, "", "arguments")
    except TrajectoryInputError:
        return True
    return False


def _legacy_call(raw: Any, index: int) -> dict[str, Any]:
    where = f"message {index}: 'function_call'"
    if not isinstance(raw, Mapping):
        raise TrajectoryInputError(
            f"{where} must be a dict with 'name' and 'arguments', got {type_name(raw)}"
        )
    return call_fields(raw, where)


def merge_calls(calls: list[dict[str, Any]], more: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``calls`` followed by the calls of ``more`` that are not already among them: the same call often comes
    twice (``tool_calls`` and a ``tool_use`` block of one ``ChatAnthropic`` reply; ``tool_calls`` and the
    ``function_call`` LangChain keeps in ``additional_kwargs``). Same id, or no id and the same name and
    arguments, is the same call."""
    if not calls:
        return list(more)
    out = list(calls)
    ids = {c["id"] for c in calls if c["id"]}
    unmatched = [c for c in calls if not c["id"]]
    for call in more:
        if call["id"]:
            if call["id"] in ids:
                continue
        else:
            twin = next(
                (c for c in (*unmatched, *calls) if c["name"] == call["name"] and c["args"] == call["args"]),
                None,
            )
            if twin is not None:
                if twin in unmatched:
                    unmatched.remove(twin)
                continue
        out.append(call)
    return out


def merge_block_calls(calls: list[dict[str, Any]], blocks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The calls a message holds both in ``tool_calls`` (LangChain's parse, kept: it is what the agent ran) and
    in its content blocks (every call, the provider's own ones too), in the order the content gives them: a
    block call with the id of a listed call is that call (the block's ``extras`` and provider mark added to
    its metadata); listed calls no block names follow, in their order."""
    if not calls:
        return list(blocks)
    by_id = {c["id"]: c for c in calls if c["id"]}
    if not by_id or not any(b["id"] in by_id for b in blocks):
        return merge_calls(calls, blocks)
    out: list[dict[str, Any]] = []
    used: set[int] = set()
    for block in blocks:
        listed = _listed_twin(block, calls, by_id, used)
        if listed is None:
            out.append(block)
            continue
        if id(listed) in used:
            continue
        used.add(id(listed))
        _keep_block_metadata(listed, block)
        out.append(listed)
    out.extend(c for c in calls if id(c) not in used)
    return out


def _listed_twin(
    block: dict[str, Any], calls: list[dict[str, Any]], by_id: dict[str, dict[str, Any]], used: set[int]
) -> dict[str, Any] | None:
    """The listed call a block call is: the one with its id, or an unused one without an id and with its name
    and arguments; None when it is a call of its own."""
    listed = by_id.get(block["id"]) if block["id"] else None
    if listed is not None:
        return listed
    return next(
        (
            c
            for c in calls
            if id(c) not in used and not c["id"] and c["name"] == block["name"] and c["args"] == block["args"]
        ),
        None,
    )


def _keep_block_metadata(listed: dict[str, Any], block: dict[str, Any]) -> None:
    """The block's extras and provider mark on a listed call that has no metadata; not the raw text of arguments
    only the block failed to parse."""
    if block["metadata"] and not listed["metadata"]:
        kept = {k: v for k, v in block["metadata"].items() if k != "raw_args"}
        if kept:
            listed["metadata"] = freeze(kept)


def _answer(item: Mapping[str, Any], index: int) -> Result:
    """The result a tool (or legacy function) message carries."""
    get = item.get
    where = f"message {index}"
    raw_content = get("content")
    error = get("error")
    if get("status") == "error" or error:
        text = error if isinstance(error, str) and error else message_text(raw_content, where)
        return result(
            get("tool_call_id"), get("name"), None, text, where, get("artifact"), get("additional_kwargs")
        )
    return result(
        get("tool_call_id"),
        get("name"),
        tool_result_value(raw_content, where),
        None,
        where,
        get("artifact"),
        get("additional_kwargs"),
    )


_FUNCTION_CALL_KEYS = frozenset({"type", "id", "call_id", "name", "arguments"})


def _function_call_block(block: Mapping[str, Any], where: str) -> Read:
    """An OpenAI Responses ``function_call`` item kept as a content block (``ChatOpenAI`` with the Responses
    API): ``{"type", "id", "call_id", "name", "arguments", "status"}``, read forward-compatibly (malformed
    ``arguments`` make an invalid call; see `provider_call`)."""
    call_id = block.get("call_id")
    if call_id is None:
        call_id = block.get("id")
    return (
        "call",
        provider_call(
            block, where, name=block.get("name"), raw_args=block.get("arguments"), field="arguments",
            call_id=call_id, known=_FUNCTION_CALL_KEYS,
        ),
    )


def _server_item(
    block: Mapping[str, Any], where: str, name: Any, raw_args: Any, output: Any, known: frozenset[str]
) -> Read:
    """A Responses item for a tool OpenAI ran itself: a call marked ``executed_by: "provider"`` with its outcome
    (``output`` when it completed, an error when its ``status`` is ``failed`` or it reports one), read as
    LangChain's ``output_version="v1"`` translation reads it, so every output version gives the same call."""
    meta = {"executed_by": PROVIDER_MARK, "server_tool": block.get("type")}
    fields = provider_call(
        block, where, name=name, raw_args=raw_args, field="arguments", call_id=block.get("id"),
        known=known | {"type", "id", "status", "action", "output", "outputs", "results", "error"}, metadata=meta,
    )
    error = block.get("error")
    if fields["error"] is None:
        if error:
            fields["error"] = error if isinstance(error, str) else str(error)
        elif block.get("status") == "failed":
            fields["error"] = "failed"
        elif output is not None:
            fields["result"] = freeze(without_secrets(output), where)
    return ("call", fields)


def _web_search_call(block: Mapping[str, Any], where: str) -> Read:
    action = block.get("action")
    args: dict[str, Any] = {}
    sources = None
    if isinstance(action, Mapping):
        args = {key: value for key, value in action.items() if key != "sources"}
        sources = action.get("sources")
    return _server_item(block, where, "web_search", args, {"sources": sources} if sources else None, frozenset())


def _file_search_call(block: Mapping[str, Any], where: str) -> Read:
    queries = block.get("queries")
    return _server_item(
        block, where, "file_search", {"queries": queries if queries is not None else []},
        block.get("results") or None, frozenset({"queries"}),
    )


def _code_interpreter_call(block: Mapping[str, Any], where: str) -> Read:
    code = block.get("code")
    return _server_item(
        block, where, "code_interpreter", {"code": code} if code is not None else {}, block.get("outputs"),
        frozenset({"code"}),
    )


def _mcp_call(block: Mapping[str, Any], where: str) -> Read:
    """A remote MCP tool call: named after the MCP tool (LangChain's v1 translation names it ``remote_mcp`` and
    keeps the tool's name in ``extras``; `langchain` reads that back)."""
    return _server_item(
        block, where, block.get("name"), block.get("arguments"), block.get("output") or None,
        frozenset({"name", "arguments"}),
    )


def _refusal(block: Mapping[str, Any], where: str) -> Read:
    text = block.get("refusal", "")
    if not isinstance(text, str):
        raise TrajectoryInputError(f"{where}: 'refusal' must be a string, got {type_name(text)}")
    return ("text", text)


register_text_reader(_refusal)

BLOCKS: dict[str, BlockReader] = {
    "text": text_block,  # shared by every format
    "output_text": text_block,
    "input_text": text_block,
    "refusal": _refusal,
    "function_call": _function_call_block,
    # tools OpenAI runs itself (Responses API items kept in content)
    "web_search_call": _web_search_call,
    "file_search_call": _file_search_call,
    "code_interpreter_call": _code_interpreter_call,
    "mcp_call": _mcp_call,
    "image_url": skipped,
    "input_image": skipped,
    "input_audio": skipped,
    "input_file": skipped,
}
"""OpenAI's content-block types (chat and Responses) and their readers."""


def _is_mapping_class(cls: type) -> bool:
    return issubclass(cls, Mapping)


MESSAGE_FORMATS = (
    MessageFormat("message_dict", _is_mapping_class, read_message_dict, sniff=is_message_dict, claims_rest=True),
)
"""Message dicts: OpenAI chat, Anthropic Messages API and LangChain dumps (any other dict is read here too, so
the error names its wrong field)."""
