"""Ollama (``POST /api/chat``), Gemini (``POST /v1/models/{model}:generateContent`` and
``:streamGenerateContent?alt=sse``) and Bedrock Converse (``POST /model/{id}/converse`` and ``/converse-stream``)
replies, each body validated against its SDK's own types: ``ollama.ChatResponse``,
``google.genai.types.GenerateContentResponse``, and botocore's service model of ``bedrock-runtime`` (the
``ConverseResponse`` shape and each ``ConverseStreamOutput`` event's shape). A Bedrock stream is AWS's binary
event-stream encoding, which botocore decodes.

What the wires carry: Gemini's server-side code execution (``executableCode`` and ``codeExecutionResult`` parts,
no ids: langchain-google-genai makes one up for the code), no other server-side tools; Ollama and Gemini arguments
are JSON objects (no malformed argument text); Ollama sends no call ids (langchain-ollama makes up a uuid for each
call).
"""

from __future__ import annotations

import binascii
import functools
import json
import struct
import uuid
from typing import Any

from providers._scenarios import Call, HttpError, Reply

__all__ = [
    "BEDROCK_FEATURES",
    "GEMINI_FEATURES",
    "OLLAMA_FEATURES",
    "chat_model",
    "error_body",
    "ids_for",
    "render",
    "route",
]

OLLAMA_FEATURES: dict[bool, tuple[str, ...]] = {False: ("thinking",), True: ("thinking",)}
GEMINI_FEATURES: dict[bool, tuple[str, ...]] = {
    False: ("thinking", "code_execution"),
    True: ("thinking", "code_execution"),
}
BEDROCK_FEATURES: dict[bool, tuple[str, ...]] = {False: ("thinking",), True: ("thinking",)}
SIGNATURE = "Z2VtaW5pLXNpZ25hdHVyZQ=="


def chat_model(variant: str, url: str, key: str, *, streaming: bool, retries: int, **kw: Any) -> Any:
    """The integration for ``variant``, pointed at ``url``."""
    if variant.startswith("ollama"):
        from langchain_ollama import ChatOllama

        return ChatOllama(model=key, base_url=url, **kw)
    if variant == "gemini":
        from langchain_google_genai import ChatGoogleGenerativeAI

        return ChatGoogleGenerativeAI(
            model=key, base_url=url, google_api_key="loopback-key", streaming=streaming, max_retries=retries,
            **kw,
        )
    if variant == "bedrock":
        from langchain_aws import ChatBedrockConverse

        return ChatBedrockConverse(
            model=key, client=_bedrock_client(url), region_name="us-east-1", streaming=streaming,
            disable_streaming=False, **kw,
        )
    raise ValueError(variant)


@functools.cache
def _bedrock_client(url: str) -> Any:
    """One ``bedrock-runtime`` client per server (botocore loads its service model once), dummy credentials."""
    import boto3

    return boto3.client(
        "bedrock-runtime", endpoint_url=url, region_name="us-east-1", aws_access_key_id="AKIALOOPBACK",
        aws_secret_access_key="loopback-secret",
    )


def route(path: str, raw: bytes) -> tuple[str, str, bool, Any] | None:
    """``(wire, key, streamed, body)`` of a Gemini or Bedrock request, or None."""
    body = json.loads(raw or b"{}")
    for prefix in ("/v1beta/models/", "/v1/models/"):
        if path.startswith(prefix) and ":" in path:
            model, method = path[len(prefix) :].split(":", 1)
            return "gemini", model, method == "streamGenerateContent", body
    if path.startswith("/model/"):
        model, method = path[len("/model/") :].rsplit("/", 1)
        return "bedrock", model, method == "converse-stream", body
    return None


def ids_for(wire: str, reply: Reply) -> list[str]:
    """The id the wire gives each call ("" where it gives none: Ollama's calls, code Gemini ran)."""
    if wire == "ollama":
        return ["" for _ in reply.calls]  # Ollama sends none
    if wire == "gemini":
        return ["" if c.server else f"fc-{uuid.uuid4().hex[:20]}" for c in reply.calls]
    prefix = "tooluse_" if wire == "bedrock" else "fc-"
    return [f"{prefix}{uuid.uuid4().hex[:20]}" for _ in reply.calls]


def render(wire: str, reply: Reply, ids: list[str], key: str, stream: bool) -> tuple[int, str, bytes]:
    """``(status, content type, body)`` of a reply."""
    if wire == "ollama":
        lines = _ollama(reply, key, stream)
        return 200, "application/x-ndjson", b"".join(json.dumps(line).encode() + b"\n" for line in lines)
    if wire == "gemini":
        if stream:
            chunks = _gemini_chunks(reply, ids, key)
            return 200, "text/event-stream", b"".join(f"data: {json.dumps(c)}\r\n\r\n".encode() for c in chunks)
        return 200, "application/json", json.dumps(_gemini(reply, ids, key)).encode()
    if stream:
        return 200, "application/vnd.amazon.eventstream", b"".join(
            _event_message(name, body) for name, body in _bedrock_events(reply, ids)
        )
    return 200, "application/json", json.dumps(_bedrock(reply, ids)).encode()


def error_body(wire: str, error: HttpError) -> Any:
    if wire == "gemini":
        return {"error": {"code": error.status, "message": error.message, "status": "INTERNAL"}}
    if wire == "bedrock":
        return {"message": error.message}
    return {"error": error.message}


# -- Ollama -----------------------------------------------------------------------------------------------------


def _ollama(reply: Reply, model: str, stream: bool) -> list[dict[str, Any]]:
    from ollama import ChatResponse

    final = {
        "model": model,
        "created_at": "2025-01-01T00:00:00Z",
        "message": {"role": "assistant", "content": reply.text},
        "done": True,
        "done_reason": "stop",
        "total_duration": 1000,
        "prompt_eval_count": reply.usage.input,
        "eval_count": reply.usage.output,
    }
    if reply.thinking is not None:
        final["message"]["thinking"] = reply.thinking
    if reply.calls:
        final["message"]["tool_calls"] = [{"function": {"name": c.name, "arguments": c.args}} for c in reply.calls]
    lines = [final]
    if stream and reply.text:
        half = len(reply.text) // 2
        head = {"model": model, "created_at": final["created_at"], "done": False,
                "message": {"role": "assistant", "content": reply.text[:half]}}
        lines = [head, {**final, "message": {**final["message"], "content": reply.text[half:]}}]
    for line in lines:
        ChatResponse.model_validate(line)
    return lines


# -- Gemini -----------------------------------------------------------------------------------------------------


def _gemini_parts(reply: Reply, ids: list[str]) -> list[dict[str, Any]]:
    parts: list[dict[str, Any]] = []
    if reply.thinking is not None:
        parts.append({"text": reply.thinking, "thought": True})
    for call in reply.calls:  # code Gemini ran itself, and its outcome
        if call.server:
            parts.append({"executableCode": {"language": call.args["language"], "code": call.args["code"]}})
            outcome = "OUTCOME_FAILED" if call.error is not None else "OUTCOME_OK"
            output = call.error if call.error is not None else call.result
            parts.append({"codeExecutionResult": {"outcome": outcome, "output": output}})
    if reply.text:
        parts.append({"text": reply.text})
    client = [(call, call_id) for call, call_id in zip(reply.calls, ids, strict=True) if not call.server]
    for index, (call, call_id) in enumerate(client):
        part: dict[str, Any] = {"functionCall": {"name": call.name, "args": call.args, "id": call_id}}
        if index == 0:
            part["thoughtSignature"] = SIGNATURE
        parts.append(part)
    return parts


def gemini_result(call: Call) -> tuple[Any, str | None]:
    """What a reader pairs with code Gemini ran: its output, or the error output of code that failed."""
    return (None, call.error) if call.error is not None else (call.result, None)


def gemini_args(call: Call) -> dict[str, Any]:
    """The arguments a reader reads for code Gemini ran: ``code`` and ``language``."""
    return dict(call.args)


def _gemini(
    reply: Reply, ids: list[str], model: str, parts: list[dict[str, Any]] | None = None, last: bool = True
) -> dict[str, Any]:
    """A ``GenerateContentResponse`` (validated); a stream's chunks before the ``last`` have no ``finishReason``."""
    from google.genai.types import GenerateContentResponse

    candidate = {"content": {"role": "model", "parts": parts if parts is not None else _gemini_parts(reply, ids)},
                 "index": 0}
    if last:
        candidate["finishReason"] = "STOP"
    body = {
        "candidates": [candidate],
        "usageMetadata": _gemini_usage(reply),
        "modelVersion": model,
        "responseId": uuid.uuid4().hex[:16],
    }
    GenerateContentResponse.model_validate(body)
    return body


def _gemini_usage(reply: Reply) -> dict[str, int]:
    """Gemini's ``usageMetadata``: the prompt count includes the cached tokens; the candidates count leaves the
    thoughts out. A stream sends the same (cumulative) figures on every chunk."""
    u = reply.usage
    usage = {"promptTokenCount": u.input, "candidatesTokenCount": u.output - u.reasoning,
             "totalTokenCount": u.input + u.output}
    if u.cache_read:
        usage["cachedContentTokenCount"] = u.cache_read
    if u.reasoning:
        usage["thoughtsTokenCount"] = u.reasoning
    return usage


def _gemini_chunks(reply: Reply, ids: list[str], model: str) -> list[dict[str, Any]]:
    """One chunk per part (text split in two), the (cumulative) usage on each and ``finishReason`` on the last
    only, as Gemini streams (langchain-google-genai puts the model's name on the chunk that has it)."""
    pieces: list[dict[str, Any]] = []
    for part in _gemini_parts(reply, ids):
        text = part.get("text")
        if text and not part.get("thought") and len(text) > 1:
            half = len(text) // 2
            pieces += [{"text": text[:half]}, {"text": text[half:]}]
        else:
            pieces.append(part)
    return [_gemini(reply, ids, model, [piece], last=i == len(pieces) - 1) for i, piece in enumerate(pieces)]


# -- Bedrock Converse -------------------------------------------------------------------------------------------

_SHAPES: dict[str, Any] = {}


def _shape(name: str) -> Any:
    if not _SHAPES:
        import botocore.session

        model = botocore.session.get_session().get_service_model("bedrock-runtime")
        _SHAPES["converse"] = model.operation_model("Converse").output_shape
        stream = model.operation_model("ConverseStream").output_shape.members["stream"]
        _SHAPES.update(stream.members)
    return _SHAPES[name]


def _validate(shape_name: str, body: dict[str, Any]) -> None:
    from botocore.validate import ParamValidator

    report = ParamValidator().validate(body, _shape(shape_name))
    if report.has_errors():
        raise ValueError(f"{shape_name}: {report.generate_report()}")


def _bedrock_blocks(reply: Reply, ids: list[str]) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    if reply.thinking is not None:
        blocks.append({"reasoningContent": {"reasoningText": {"text": reply.thinking, "signature": SIGNATURE}}})
    if reply.text:
        blocks.append({"text": reply.text})
    for call, call_id in zip(reply.calls, ids, strict=True):
        blocks.append({"toolUse": {"toolUseId": call_id, "name": call.name, "input": call.args}})
    return blocks


def _stop(reply: Reply) -> str:
    return "tool_use" if reply.calls else "end_turn"


def _usage(reply: Reply) -> dict[str, int]:
    """Converse's ``usage``: ``inputTokens`` without the cached ones, cache reads and writes beside them (it has
    no field for reasoning tokens)."""
    u = reply.usage
    return {"inputTokens": u.input - u.cache_read, "outputTokens": u.output, "totalTokens": u.input + u.output,
            "cacheReadInputTokens": u.cache_read, "cacheWriteInputTokens": 0}


def _bedrock(reply: Reply, ids: list[str]) -> dict[str, Any]:
    body = {
        "output": {"message": {"role": "assistant", "content": _bedrock_blocks(reply, ids)}},
        "stopReason": _stop(reply),
        "usage": _usage(reply),
        "metrics": {"latencyMs": 1},
    }
    _validate("converse", body)
    return body


def _bedrock_events(reply: Reply, ids: list[str]) -> list[tuple[str, dict[str, Any]]]:
    events: list[tuple[str, dict[str, Any]]] = [("messageStart", {"role": "assistant"})]
    for index, block in enumerate(_bedrock_blocks(reply, ids)):
        if "toolUse" in block:
            use = block["toolUse"]
            events.append(("contentBlockStart", {"contentBlockIndex": index,
                                                  "start": {"toolUse": {"toolUseId": use["toolUseId"],
                                                                        "name": use["name"]}}}))
            text = json.dumps(use["input"])
            half = len(text) // 2
            for piece in (text[:half], text[half:]):
                events.append(("contentBlockDelta", {"contentBlockIndex": index,
                                                      "delta": {"toolUse": {"input": piece}}}))
        elif "text" in block:
            events.append(("contentBlockDelta", {"contentBlockIndex": index, "delta": {"text": block["text"]}}))
        else:
            reasoning = block["reasoningContent"]["reasoningText"]
            events.append(("contentBlockDelta", {"contentBlockIndex": index,
                                                  "delta": {"reasoningContent": {"text": reasoning["text"]}}}))
            events.append(("contentBlockDelta", {"contentBlockIndex": index,
                                                  "delta": {"reasoningContent": {"signature": reasoning["signature"]}}}))
        events.append(("contentBlockStop", {"contentBlockIndex": index}))
    events.append(("messageStop", {"stopReason": _stop(reply)}))
    events.append(("metadata", {"usage": _usage(reply), "metrics": {"latencyMs": 1}}))
    for name, body in events:
        _validate(name, body)
    return events


def _event_message(event_type: str, payload: dict[str, Any]) -> bytes:
    """One message of AWS's event-stream encoding: prelude (total and headers length, CRC32), string headers,
    the JSON payload, CRC32 of the whole."""
    headers = b"".join(
        bytes([len(name)]) + name.encode() + b"\x07" + struct.pack(">H", len(value)) + value.encode()
        for name, value in ((":event-type", event_type), (":content-type", "application/json"),
                            (":message-type", "event"))
    )
    body = json.dumps(payload).encode()
    total = 12 + len(headers) + len(body) + 4
    prelude = struct.pack(">II", total, len(headers))
    head = prelude + struct.pack(">I", binascii.crc32(prelude)) + headers + body
    return head + struct.pack(">I", binascii.crc32(head))
