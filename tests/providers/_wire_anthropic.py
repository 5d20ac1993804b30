"""Anthropic Messages API replies (``POST /v1/messages``), as JSON and as the SSE event stream, each body validated
against the ``anthropic`` SDK's own types (``anthropic.types.Message``, ``RawMessageStreamEvent``).

What the real API sends and the SDK keeps: every ``tool_use`` block carries ``caller`` (``{"type": "direct"}``);
the SDK's ``model_dump`` adds ``toolset_name: None`` to it; a streamed reply's merged blocks keep ``index`` and
``partial_json`` in LangChain. Thinking blocks carry a ``signature``; web search results an ``encrypted_content``.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

import anthropic.types as at
from pydantic import TypeAdapter

from providers._scenarios import Call, Reply

__all__ = ["FEATURES", "expected_result", "message", "stream_events"]

FEATURES = {False: ("thinking", "server_tools"), True: ("thinking", "server_tools", "malformed")}
"""What the wire can carry, by streaming: a non-streamed ``tool_use`` holds a JSON object, so malformed argument
text exists only in a stream (``input_json_delta`` pieces)."""

_EVENT = TypeAdapter(at.RawMessageStreamEvent)
SIGNATURE = "c2lnbmF0dXJlLXNlY3JldA=="
ENCRYPTED = "ZW5jcnlwdGVkLXBhZ2U="


def ids_for(reply: Reply) -> list[str]:
    return [("srvtoolu_" if c.server else "toolu_") + uuid.uuid4().hex[:20] for c in reply.calls]


def _blocks(reply: Reply, ids: list[str]) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    if reply.thinking is not None:
        blocks.append({"type": "thinking", "thinking": reply.thinking, "signature": SIGNATURE})
    if reply.text:
        blocks.append({"type": "text", "text": reply.text})
    for call, call_id in zip(reply.calls, ids, strict=True):
        if call.server:
            blocks.append(
                {"type": "server_tool_use", "id": call_id, "name": call.name, "input": call.args,
                 "caller": {"type": "direct"}}
            )
            blocks.append({"type": "web_search_tool_result", "tool_use_id": call_id, "content": _search(call)})
    for call, call_id in zip(reply.calls, ids, strict=True):
        if not call.server:
            blocks.append(
                {"type": "tool_use", "id": call_id, "name": call.name, "input": call.args,
                 "caller": {"type": "direct"}}
            )
    return blocks


def _search(call: Call) -> Any:
    if call.error is not None:
        return {"type": "web_search_tool_result_error", "error_code": call.error}
    return [
        {"type": "web_search_result", "title": p["title"], "url": p["url"], "encrypted_content": ENCRYPTED,
         "page_age": None}
        for p in call.result
    ]


def expected_result(call: Call) -> tuple[Any, str | None]:
    """What a reader pairs with a server call: the results without their encrypted content, or the error code."""
    if call.error is not None:
        return None, call.error
    return [{"type": "web_search_result", "title": p["title"], "url": p["url"], "page_age": None}
            for p in call.result], None


def server_args(call: Call) -> dict[str, Any]:
    """The arguments a reader reads for a server call: its ``input``."""
    return dict(call.args)


def _stop(reply: Reply) -> str:
    if reply.refusal is not None:
        return "refusal"
    return "tool_use" if any(not c.server for c in reply.calls) else "end_turn"


def message(reply: Reply, ids: list[str], model: str) -> dict[str, Any]:
    """The JSON body of a non-streamed reply (validated)."""
    content = _blocks(reply, ids)
    if reply.refusal is not None:
        content = [{"type": "text", "text": reply.refusal}]
    body = {
        "id": f"msg_{uuid.uuid4().hex[:24]}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": _stop(reply),
        "stop_sequence": None,
        "usage": usage(reply),
    }
    at.Message.model_validate(body)
    return body


def usage(reply: Reply) -> dict[str, Any]:
    """A reply's ``usage`` as the API reports it: ``input_tokens`` without the cached ones, cache reads and
    writes beside them, thinking tokens (part of ``output_tokens``) in ``output_tokens_details``."""
    u = reply.usage
    out: dict[str, Any] = {"input_tokens": u.input - u.cache_read, "cache_creation_input_tokens": 0,
                           "cache_read_input_tokens": u.cache_read, "output_tokens": u.output}
    if u.reasoning:
        out["output_tokens_details"] = {"thinking_tokens": u.reasoning}
    return out


def stream_events(reply: Reply, ids: list[str], model: str) -> list[tuple[str, dict[str, Any]]]:
    """The ``(event name, data)`` pairs of a streamed reply (each validated). Usage comes at ``message_start``
    (output not yet counted) and, cumulative and complete, at ``message_delta``, as the API sends it (the SDK's
    stream accumulator and langchain-anthropic read the final figures from ``message_delta``)."""
    start = message(reply, ids, model)
    events: list[dict[str, Any]] = [
        {"type": "message_start",
         "message": {**start, "content": [], "stop_reason": None,
                     "usage": {**usage(reply), "output_tokens": 1}}}
    ]
    raws = {call_id: call.raw for call, call_id in zip(reply.calls, ids, strict=True) if call.raw is not None}
    for index, block in enumerate(start["content"]):
        kind = block["type"]
        if kind == "text":
            events.append(_start(index, {"type": "text", "text": ""}))
            half = len(block["text"]) // 2
            for piece in (block["text"][:half], block["text"][half:]):
                events.append(_delta(index, {"type": "text_delta", "text": piece}))
        elif kind == "thinking":
            events.append(_start(index, {"type": "thinking", "thinking": "", "signature": ""}))
            events.append(_delta(index, {"type": "thinking_delta", "thinking": block["thinking"]}))
            events.append(_delta(index, {"type": "signature_delta", "signature": block["signature"]}))
        elif kind in ("tool_use", "server_tool_use"):
            events.append(_start(index, {**block, "input": {}}))
            text = raws.get(block["id"]) or json.dumps(block["input"])
            half = len(text) // 2
            for piece in (text[:half], text[half:]):
                events.append(_delta(index, {"type": "input_json_delta", "partial_json": piece}))
        else:  # a server tool's result comes whole
            events.append(_start(index, block))
        events.append({"type": "content_block_stop", "index": index})
    events.append(
        {"type": "message_delta", "delta": {"stop_reason": start["stop_reason"], "stop_sequence": None},
         "usage": usage(reply)}
    )
    events.append({"type": "message_stop"})
    for event in events:
        _EVENT.validate_python(event)
    return [(event["type"], event) for event in events]


def _start(index: int, block: dict[str, Any]) -> dict[str, Any]:
    return {"type": "content_block_start", "index": index, "content_block": block}


def _delta(index: int, delta: dict[str, Any]) -> dict[str, Any]:
    return {"type": "content_block_delta", "index": index, "delta": delta}
