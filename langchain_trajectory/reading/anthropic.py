"""Anthropic's Messages API format: ``tool_use`` / ``tool_result`` content blocks, and message dicts.

In the Anthropic format an assistant message's ``content`` holds ``text`` and ``tool_use`` blocks
(``{"type": "tool_use", "id", "name", "input"}``), and the next *user* message answers them with ``tool_result``
blocks (``{"type": "tool_result", "tool_use_id", "content", "is_error"}``). Server tools (web search, code
execution, MCP) put a ``server_tool_use`` / ``mcp_tool_use`` block and its ``*_tool_result`` block in the
assistant message itself. The same blocks reach LangChain messages (``ChatAnthropic`` replies keep them in
``content``; ``convert_to_messages`` leaves them there without filling ``tool_calls``), so they are read
wherever content is read.

Why not through ``langchain_core.messages.convert_to_openai_messages``: in langchain-core 1.8 it maps
``tool_use`` / ``tool_result`` well, but drops ``is_error`` (a failed call reads as a successful one), JSON-encodes
a string ``input`` a second time, leaves ``server_tool_use`` blocks in the content, and moves a user message's text
before its tool results. Reading the blocks here keeps all of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._calls import PROVIDER_MARK, provider_call, shown, type_name
from langchain_trajectory.reading._content import (
    BlockReader,
    Read,
    provider_failure,
    result,
    skipped,
    tool_result_value,
    without_secrets,
)
from langchain_trajectory.trajectory import EMPTY, freeze

__all__ = ["BLOCKS", "MESSAGE_KEYS"]

MESSAGE_KEYS = frozenset(
    {"role", "content", "id", "type", "model", "stop_reason", "stop_sequence", "usage", "container"}
)
"""The keys of an Anthropic message dict (a request's ``{"role", "content"}`` or a response's ``Message``)."""


_TOOL_USE_KEYS = frozenset({"type", "id", "name", "input"})


def _arguments(block: Mapping[str, Any]) -> Any:
    """A ``tool_use`` block's arguments: ``input``, or, for a streamed block LangChain merged without parsing
    (``input`` still ``{}``), the ``partial_json`` text the stream delivered."""
    raw = block.get("input")
    partial = block.get("partial_json")
    if not raw and isinstance(partial, str) and partial.strip():
        return partial
    return raw


def _tool_use(block: Mapping[str, Any], where: str) -> Read:
    """A client tool call (``tool_use``); keys the SDK adds (``toolset_name``, ``caller``) or a stream leaves
    (``index``, ``partial_json``) are read forward-compatibly (see `provider_call`)."""
    return (
        "call",
        provider_call(
            block, where, name=block.get("name"), raw_args=_arguments(block), field="input",
            call_id=block.get("id"), known=_TOOL_USE_KEYS,
        ),
    )


def _server_tool_use(block: Mapping[str, Any], where: str) -> Read:
    """A call the provider ran itself (``server_tool_use``, ``mcp_tool_use``): a tool call like any other, marked
    ``executed_by: "provider"``, its kind and server in metadata; its result block pairs with it by id."""
    meta = {"executed_by": PROVIDER_MARK, "server_tool": block.get("type")}
    if "server_name" in block:
        meta["server_name"] = block["server_name"]
    fields = provider_call(
        block, where, name=block.get("name"), raw_args=_arguments(block), field="input",
        call_id=block.get("id"), known=_TOOL_USE_KEYS | {"server_name"}, metadata=meta,
    )
    return ("call", fields)


def _tool_result(block: Mapping[str, Any], where: str) -> Read:
    call_id = block.get("tool_use_id")
    if not isinstance(call_id, str) or not call_id:
        raise TrajectoryInputError(
            f"{where}: a 'tool_result' block needs a 'tool_use_id' string, got {shown(call_id)}"
        )
    is_error = block.get("is_error", False)
    if is_error is None:
        is_error = False
    if not isinstance(is_error, bool):
        raise TrajectoryInputError(f"{where}: 'is_error' must be a bool, got {type_name(is_error)}")
    value = tool_result_value(block.get("content"), where)
    if is_error:
        text = value if isinstance(value, str) else str(value)
        return ("result", result(call_id, None, None, text, where))
    return ("result", result(call_id, None, value, None, where))


def _server_tool_result(block: Mapping[str, Any], where: str) -> Read:
    """A server tool's result (``web_search_tool_result``, ``code_execution_tool_result``, ``mcp_tool_result``,
    ...): its content without encrypted parts, or its error code when the content is an ``*_error`` object (or
    an ``mcp_tool_result`` says ``is_error``)."""
    call_id = block.get("tool_use_id")
    if not isinstance(call_id, str) or not call_id:
        raise TrajectoryInputError(f"{where}: a {shown(block.get('type'))} block needs a 'tool_use_id' string")
    content = block.get("content")
    failure = provider_failure(content)
    if failure is not None:
        return ("result", result(call_id, None, None, failure, where))
    if block.get("is_error") is True:
        value = tool_result_value(content, where)
        return ("result", result(call_id, None, None, value if isinstance(value, str) else str(value), where))
    value = without_secrets(content)
    return ("result", result(call_id, None, freeze(value if value is not None else EMPTY, where), None, where))


_SERVER_RESULTS = (
    "web_search_tool_result",
    "web_fetch_tool_result",
    "code_execution_tool_result",
    "bash_code_execution_tool_result",
    "text_editor_code_execution_tool_result",
    "tool_search_tool_result",
    "mcp_tool_result",
)

BLOCKS: dict[str, BlockReader] = {
    "tool_use": _tool_use,
    "server_tool_use": _server_tool_use,
    "mcp_tool_use": _server_tool_use,
    "tool_result": _tool_result,
    **dict.fromkeys(_SERVER_RESULTS, _server_tool_result),
    # neither text nor a tool call
    "thinking": skipped,
    "redacted_thinking": skipped,
    "document": skipped,
    "search_result": skipped,
    "container_upload": skipped,
}
"""Anthropic's content-block types and their readers (``text`` and ``image``, shared with other formats, are
registered by :mod:`.openai` and :mod:`.langchain`)."""
