"""OpenAI replies: Chat Completions (``POST /v1/chat/completions``) and the Responses API (``POST /v1/responses``),
as JSON and as SSE streams, each body validated against the ``openai`` SDK's own types (``ChatCompletion``,
``ChatCompletionChunk``, ``Response``, ``ResponseStreamEvent``).

Chat Completions has no reasoning and no server-side tools on the wire; the Responses API has both (``reasoning``
items with a summary and ``encrypted_content``; ``web_search_call`` items, whose outcome is their ``status`` and
whose pages are the ``action``'s ``sources``).
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from openai.types.chat import ChatCompletion, ChatCompletionChunk
from openai.types.responses import Response, ResponseStreamEvent
from pydantic import TypeAdapter

from providers._scenarios import Call, Reply

__all__ = [
    "CHAT_FEATURES",
    "RESPONSES_FEATURES",
    "chat_chunks",
    "chat_completion",
    "chat_ids",
    "expected_result",
    "response",
    "response_events",
    "responses_ids",
    "server_args",
]

CHAT_FEATURES = {False: ("malformed",), True: ("malformed",)}
RESPONSES_FEATURES = {False: ("malformed", "thinking", "server_tools"), True: ("malformed", "thinking", "server_tools")}
ENCRYPTED = "gAAAAAB-encrypted-reasoning"

_CHUNK = TypeAdapter(ChatCompletionChunk)
_EVENT = TypeAdapter(ResponseStreamEvent)


def _hex(n: int = 24) -> str:
    return uuid.uuid4().hex[:n]


def _arguments(call: Call) -> str:
    return call.raw if call.raw is not None else json.dumps(call.args)


# -- Chat Completions -----------------------------------------------------------------------------------------


def chat_ids(reply: Reply) -> list[str]:
    return [f"call_{_hex()}" for _ in reply.calls]


def chat_completion(reply: Reply, ids: list[str], model: str) -> dict[str, Any]:
    """A ``chat.completion`` body (validated)."""
    message: dict[str, Any] = {"role": "assistant", "content": reply.text or None, "refusal": reply.refusal}
    if reply.calls:
        message["tool_calls"] = [
            {"id": i, "type": "function", "function": {"name": c.name, "arguments": _arguments(c)}}
            for c, i in zip(reply.calls, ids, strict=True)
        ]
    body = {
        "id": f"chatcmpl-{_hex()}",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": model,
        "choices": [
            {"index": 0, "message": message, "logprobs": None,
             "finish_reason": "tool_calls" if reply.calls else "stop"}
        ],
        "usage": _chat_usage(reply),
        "system_fingerprint": "fp_loopback",
    }
    ChatCompletion.model_validate(body)
    return body


def _chat_usage(reply: Reply) -> dict[str, Any]:
    u = reply.usage
    return {"prompt_tokens": u.input, "completion_tokens": u.output, "total_tokens": u.input + u.output,
            "prompt_tokens_details": {"cached_tokens": u.cache_read, "audio_tokens": 0},
            "completion_tokens_details": {"reasoning_tokens": u.reasoning, "audio_tokens": 0,
                                          "accepted_prediction_tokens": 0, "rejected_prediction_tokens": 0}}


def chat_chunks(reply: Reply, ids: list[str], model: str) -> list[dict[str, Any]]:
    """The ``chat.completion.chunk`` bodies of a streamed reply, usage last (validated)."""
    base = {"id": f"chatcmpl-{_hex()}", "object": "chat.completion.chunk", "created": 1_700_000_000,
            "model": model, "system_fingerprint": "fp_loopback"}

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {**base, "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]}

    chunks = [chunk({"role": "assistant", "content": "", "refusal": None})]
    if reply.refusal is not None:
        chunks.append(chunk({"refusal": reply.refusal}))
    half = len(reply.text) // 2
    for piece in (reply.text[:half], reply.text[half:]) if reply.text else ():
        chunks.append(chunk({"content": piece}))
    for index, (call, call_id) in enumerate(zip(reply.calls, ids, strict=True)):
        text = _arguments(call)
        chunks.append(chunk({"tool_calls": [{"index": index, "id": call_id, "type": "function",
                                              "function": {"name": call.name, "arguments": ""}}]}))
        cut = len(text) // 2
        for piece in (text[:cut], text[cut:]):
            chunks.append(chunk({"tool_calls": [{"index": index, "function": {"arguments": piece}}]}))
    chunks.append(chunk({}, "tool_calls" if reply.calls else "stop"))
    chunks.append({**base, "choices": [], "usage": _chat_usage(reply)})
    for body in chunks:
        _CHUNK.validate_python(body)
    return chunks


# -- Responses API ----------------------------------------------------------------------------------------------


def responses_ids(reply: Reply) -> list[str]:
    """The id each call is known by: a function call's ``call_id``, a web search's item id."""
    return [f"ws_{_hex()}" if c.server else f"call_{_hex()}" for c in reply.calls]


def _items(reply: Reply, ids: list[str]) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    if reply.thinking is not None:
        items.append({"type": "reasoning", "id": f"rs_{_hex()}", "encrypted_content": ENCRYPTED,
                      "summary": [{"type": "summary_text", "text": reply.thinking}]})
    for call, call_id in zip(reply.calls, ids, strict=True):
        if call.server:
            items.append(
                {"type": "web_search_call", "id": call_id, "status": "failed" if call.error else "completed",
                 "action": {"type": "search", "query": call.args["query"],
                            "sources": [{"type": "url", "url": p["url"]} for p in call.result or ()]}}
            )
    if reply.text or reply.refusal is not None:
        part = ({"type": "refusal", "refusal": reply.refusal} if reply.refusal is not None
                else {"type": "output_text", "text": reply.text, "annotations": []})
        items.append({"type": "message", "id": f"msg_{_hex()}", "role": "assistant", "status": "completed",
                      "content": [part]})
    for call, call_id in zip(reply.calls, ids, strict=True):
        if not call.server:
            items.append({"type": "function_call", "id": f"fc_{_hex()}", "call_id": call_id, "name": call.name,
                          "arguments": _arguments(call), "status": "completed"})
    return items


def expected_result(call: Call) -> tuple[Any, str | None]:
    """What a reader pairs with a web search call: its sources (as LangChain's v1 translation puts them), or
    ``failed``."""
    if call.error is not None:
        return None, "failed"
    return {"sources": [{"type": "url", "url": p["url"]} for p in call.result]}, None


def server_args(call: Call) -> dict[str, Any]:
    """The arguments a reader reads for a web search call: its ``action`` without the sources."""
    return {"type": "search", **call.args}


def response(reply: Reply, ids: list[str], model: str, status: str = "completed") -> dict[str, Any]:
    """A ``response`` body (validated)."""
    u = reply.usage
    body = {
        "id": f"resp_{_hex()}",
        "object": "response",
        "created_at": 1_700_000_000,
        "status": status,
        "model": model,
        "output": _items(reply, ids) if status == "completed" else [],
        "parallel_tool_calls": True,
        "tool_choice": "auto",
        "tools": [],
        "error": None,
        "incomplete_details": None,
        "instructions": None,
        "metadata": {},
        "temperature": 1.0,
        "top_p": 1.0,
        "text": {"format": {"type": "text"}},
        "usage": {"input_tokens": u.input, "output_tokens": u.output, "total_tokens": u.input + u.output,
                  "input_tokens_details": {"cached_tokens": u.cache_read, "cache_write_tokens": 0},
                  "output_tokens_details": {"reasoning_tokens": u.reasoning}},
    }
    Response.model_validate(body)
    return body


def response_events(reply: Reply, ids: list[str], model: str) -> list[tuple[str, dict[str, Any]]]:
    """The ``(event name, data)`` pairs of a streamed response (each validated), numbered in order."""
    final = response(reply, ids, model)
    events: list[dict[str, Any]] = [
        {"type": "response.created", "response": {**final, "status": "in_progress", "output": []}},
        {"type": "response.in_progress", "response": {**final, "status": "in_progress", "output": []}},
    ]
    for index, item in enumerate(final["output"]):
        events.extend(_item_events(index, item))
    events.append({"type": "response.completed", "response": final})
    for number, event in enumerate(events):
        event["sequence_number"] = number
        _EVENT.validate_python(event)
    return [(event["type"], event) for event in events]


def _item_events(index: int, item: dict[str, Any]) -> list[dict[str, Any]]:
    kind, item_id = item["type"], item["id"]
    at = {"output_index": index, "item_id": item_id}
    out: list[dict[str, Any]] = []
    if kind == "message":
        out.append({"type": "response.output_item.added", "output_index": index,
                    "item": {**item, "status": "in_progress", "content": []}})
        part = item["content"][0]
        if part["type"] == "output_text":
            empty = {**part, "text": ""}
            out.append({"type": "response.content_part.added", **at, "content_index": 0, "part": empty})
            half = len(part["text"]) // 2
            for piece in (part["text"][:half], part["text"][half:]):
                out.append({"type": "response.output_text.delta", **at, "content_index": 0, "delta": piece,
                            "logprobs": []})
            out.append({"type": "response.output_text.done", **at, "content_index": 0, "text": part["text"],
                        "logprobs": []})
        else:
            out.append({"type": "response.content_part.added", **at, "content_index": 0,
                        "part": {"type": "refusal", "refusal": ""}})
            out.append({"type": "response.refusal.delta", **at, "content_index": 0, "delta": part["refusal"]})
            out.append({"type": "response.refusal.done", **at, "content_index": 0, "refusal": part["refusal"]})
        out.append({"type": "response.content_part.done", **at, "content_index": 0, "part": part})
    elif kind == "function_call":
        out.append({"type": "response.output_item.added", "output_index": index,
                    "item": {**item, "arguments": "", "status": "in_progress"}})
        text = item["arguments"]
        half = len(text) // 2
        for piece in (text[:half], text[half:]):
            out.append({"type": "response.function_call_arguments.delta", **at, "delta": piece})
        out.append({"type": "response.function_call_arguments.done", **at, "arguments": text,
                    "name": item["name"]})
    elif kind == "reasoning":
        out.append({"type": "response.output_item.added", "output_index": index, "item": {**item, "summary": []}})
        text = item["summary"][0]["text"]
        out.append({"type": "response.reasoning_summary_part.added", **at, "summary_index": 0,
                    "part": {"type": "summary_text", "text": ""}})
        out.append({"type": "response.reasoning_summary_text.delta", **at, "summary_index": 0, "delta": text})
        out.append({"type": "response.reasoning_summary_text.done", **at, "summary_index": 0, "text": text})
        out.append({"type": "response.reasoning_summary_part.done", **at, "summary_index": 0,
                    "part": {"type": "summary_text", "text": text}})
    elif kind == "web_search_call":
        out.append({"type": "response.output_item.added", "output_index": index,
                    "item": {**item, "status": "in_progress"}})
        out.append({"type": "response.web_search_call.in_progress", **at})
        out.append({"type": "response.web_search_call.searching", **at})
        out.append({"type": "response.web_search_call.completed", **at})
    out.append({"type": "response.output_item.done", "output_index": index, "item": item})
    return out
