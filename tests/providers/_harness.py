"""The provider-wire harness: one loopback HTTP server that speaks the providers' wire formats, and the real
integration packages pointed at it.

Usage (see ``test_provider_matrix.py``; issue 30's usage checks import the same names)::

    with ProviderServer() as server:                       # binds 127.0.0.1, port 0
        key = server.script([Reply(calls=(Call("lookup", {"query": "q"}),)), Reply(text="ok")])
        model = chat_model("anthropic", server, key)       # ChatAnthropic(model=key, base_url=server.url)
        ... run an agent with ``model`` ...
        server.sent(key)                                   # what was sent: replies, ids given, streamed or not

A script is a list of answers (:class:`~providers._scenarios.Reply`, or :class:`~providers._scenarios.HttpError`)
served in order to requests whose model is ``key`` (for Gemini and Bedrock the model sits in the URL). Every body
is validated against the provider SDK's own types before it is sent (see the ``_wire_*`` modules). Variants
(:data:`VARIANTS`): ``anthropic``, ``anthropic-v1`` (``output_version="v1"``), ``openai-chat``,
``openai-responses`` (``output_version`` default), ``openai-responses-v1`` (``"responses/v1"``),
``openai-responses-lc-v1`` (``"v1"``), ``ollama``, ``ollama-reasoning`` (``reasoning=True``: the thinking in
``additional_kwargs["reasoning_content"]``), ``gemini``, ``bedrock``.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage

from providers import _wire_anthropic as wa
from providers import _wire_openai as wo
from providers import _wire_others as wx
from providers._scenarios import SCENARIOS, Answer, Call, HttpError, Reply, Sent, tool_result

__all__ = ["VARIANTS", "Expected", "ProviderServer", "Variant", "chat_model", "ground_truth", "provider_conversation"]


@dataclass(frozen=True)
class Variant:
    """One provider integration as configured: ``wire`` is the server route it speaks; ``features`` what its
    wire can carry, by streaming (see the ``_wire_*`` modules); ``server_result`` / ``server_args`` what a
    reader pairs with a provider-executed call and the arguments it reads for it; ``server_ids`` whether the
    ids of calls come from the server (else the integration makes them up); ``transports`` whether it can ask
    for a whole reply (False) and for a stream (True); ``shows_reasoning`` whether the integration keeps the
    reasoning text in the message's content (langchain-ollama keeps it only with ``reasoning=True``, in
    ``additional_kwargs``); ``usage_details`` which of a reply's cache reads and reasoning tokens its wire
    reports (see :class:`~providers._scenarios.Usage`)."""

    name: str
    wire: str
    features: dict[bool, tuple[str, ...]]
    server_result: Any = None
    server_args: Any = None
    server_ids: bool = True
    transports: tuple[bool, ...] = (False, True)
    shows_reasoning: bool = True
    usage_details: tuple[str, ...] = ("cache_read", "reasoning")

    def scenarios(self, stream: bool) -> list[str]:
        """The scenarios this variant can serve."""
        return [name for name, s in SCENARIOS.items() if s.needs <= set(self.features[stream])]

    def replies(self, scenario: str, stream: bool) -> list[Reply]:
        """The replies one run of ``scenario`` takes: a malformed call the integration cannot parse (non-streamed
        Chat Completions and Responses) ends an agent's run, so its final reply is never asked for; a streamed
        one is repaired by the integration's partial-JSON parser, and the run goes on."""
        replies = list(SCENARIOS[scenario].replies)
        if scenario == "malformed" and not stream:
            return replies[:1]
        return replies


VARIANTS: dict[str, Variant] = {
    v.name: v
    for v in (
        Variant("anthropic", "anthropic", wa.FEATURES, wa.expected_result, wa.server_args),
        Variant("anthropic-v1", "anthropic", wa.FEATURES, wa.expected_result, wa.server_args),
        Variant("openai-chat", "chat", wo.CHAT_FEATURES),
        Variant("openai-responses", "responses", wo.RESPONSES_FEATURES, wo.expected_result, wo.server_args),
        Variant("openai-responses-v1", "responses", wo.RESPONSES_FEATURES, wo.expected_result, wo.server_args),
        Variant("openai-responses-lc-v1", "responses", wo.RESPONSES_FEATURES, wo.expected_result, wo.server_args),
        # langchain-ollama always asks Ollama to stream (NDJSON), whatever the model's settings
        Variant("ollama", "ollama", wx.OLLAMA_FEATURES, server_ids=False, transports=(True,), shows_reasoning=False,
                usage_details=()),
        Variant("ollama-reasoning", "ollama", wx.OLLAMA_FEATURES, server_ids=False, transports=(True,),
                usage_details=()),
        Variant("gemini", "gemini", wx.GEMINI_FEATURES, wx.gemini_result, wx.gemini_args),
        Variant("bedrock", "bedrock", wx.BEDROCK_FEATURES, usage_details=("cache_read",)),
    )
}


def chat_model(variant: str, server: ProviderServer, key: str, *, streaming: bool = False, **kw: Any) -> BaseChatModel:
    """The real integration for ``variant`` pointed at ``server``, answering script ``key``. No retries unless
    ``max_retries`` is given (a test of a retry says so)."""
    retries = kw.pop("max_retries", 0)
    if variant.startswith("anthropic"):
        from langchain_anthropic import ChatAnthropic

        if variant == "anthropic-v1":
            kw.setdefault("output_version", "v1")
        return ChatAnthropic(model=key, base_url=server.url, api_key="sk-ant-loopback", streaming=streaming,
                             max_retries=retries, **kw)
    if variant.startswith("openai"):
        from langchain_openai import ChatOpenAI

        if variant != "openai-chat":
            kw["use_responses_api"] = True
            version = {"openai-responses-v1": "responses/v1", "openai-responses-lc-v1": "v1"}.get(variant)
            if version is not None:
                kw.setdefault("output_version", version)
        return ChatOpenAI(model=key, base_url=f"{server.url}/v1", api_key="sk-loopback", streaming=streaming,
                          max_retries=retries, **kw)
    if variant == "ollama-reasoning":
        kw.setdefault("reasoning", True)
    return wx.chat_model(variant, server.url, key, streaming=streaming, retries=retries, **kw)


@dataclass(frozen=True)
class Expected:
    """One call as the server's replies make it: what every source must read. ``invalid`` calls carry an
    error starting ``invalid tool call`` (its wording is the integration's) and no arguments; ``id`` is None
    when the integration, not the server, makes ids up."""

    name: str
    args: dict[str, Any]
    id: str | None
    result: Any
    error: str | None
    step: int
    provider: bool
    invalid: bool = False


def ground_truth(variant: Variant, sent: Sequence[Sent]) -> list[Expected]:
    """The calls of one run, from what the server sent for it (one :class:`Sent` per model call, in order)."""
    out = []
    for step, item in enumerate(sent):
        reply = item.reply
        assert isinstance(reply, Reply), f"request {item.number} was answered with {reply!r}"
        for call, call_id in zip(reply.calls, item.ids, strict=True):
            known_id = call_id if variant.server_ids and call_id else None
            if call.server:
                result, error = variant.server_result(call)
                out.append(Expected(call.name, variant.server_args(call), known_id, result, error, step, True))
            elif call.raw is not None and not item.stream:
                out.append(Expected(call.name, {}, known_id, None, None, step, False, invalid=True))
            else:
                args = call.args if call.raw is None else _repaired(call.raw)
                result, error = tool_result(Call(call.name, args))
                out.append(Expected(call.name, args, known_id, result, error, step, False))
    return out


def _repaired(raw: str) -> dict[str, Any]:
    """What the integrations' partial-JSON parsers make of a streamed malformed argument text: the scenario's
    ``{"query": "marseil`` is ``{"query": "marseil"}``."""
    assert raw == '{"query": "marseil', raw
    return {"query": "marseil"}


class ProviderServer(ThreadingHTTPServer):
    """The loopback server: scripts by key, and a log of what it sent. Use as a context manager."""

    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.lock = threading.Lock()
        self.scripts: dict[str, list[Answer]] = {}
        self.log: dict[str, list[Sent]] = {}
        self.requests: dict[str, list[Any]] = {}
        self.times: dict[str, list[float]] = {}
        # a shutdown check every 10 ms, not serve_forever's 0.5 s: each stop would wait that long
        self._thread = threading.Thread(
            target=self.serve_forever, args=(0.01,), name="provider-loopback", daemon=True
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    def script(self, answers: Iterable[Answer], prefix: str = "m") -> str:
        """Register ``answers`` under a fresh key (the model name to use) and return it."""
        key = f"{prefix}-{uuid.uuid4().hex[:12]}"
        with self.lock:
            self.scripts[key] = list(answers)
            self.log[key] = []
            self.requests[key] = []
            self.times[key] = []
        return key

    def sent(self, key: str) -> list[Sent]:
        """What was sent for ``key``, in order."""
        with self.lock:
            return list(self.log[key])

    def received(self, key: str) -> list[Any]:
        """The request bodies that arrived for ``key``, in order."""
        with self.lock:
            return list(self.requests[key])

    def arrivals(self, key: str) -> list[float]:
        """When each request for ``key`` arrived (``time.monotonic()``)."""
        with self.lock:
            return list(self.times[key])

    def next_answer(self, key: str, body: Any) -> tuple[int, Answer]:
        with self.lock:
            if key not in self.scripts:
                raise KeyError(key)
            number = len(self.requests[key])
            self.requests[key].append(body)
            self.times[key].append(time.monotonic())
            script = self.scripts[key]
            if number >= len(script):
                return number, HttpError(500, f"script {key} has {len(script)} answers; request {number} is extra")
            return number, script[number]

    def record(self, sent: Sent) -> None:
        with self.lock:
            self.log[sent.key].append(sent)

    def handle_error(self, request: Any, client_address: Any) -> None:  # a client that hung up: nothing to say
        pass

    def __enter__(self) -> ProviderServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()
        self.server_close()
        self._thread.join(timeout=5)


# -- the handler ------------------------------------------------------------------------------------------------


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # TCP_NODELAY: a reply's head and body (or its stream's events) are separate small writes; with Nagle's
    # algorithm each write after the first waits for the client's delayed ACK (some 40 ms on loopback)
    disable_nagle_algorithm = True
    server: ProviderServer

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass

    def do_POST(self) -> None:
        try:
            self._answer()
        except (BrokenPipeError, ConnectionResetError):  # the client gave up (a timeout test)
            return
        except Exception as exc:  # a body the SDK's types refuse: the test sees why, in the client's error
            self._send(500, {"error": {"message": f"loopback server: {type(exc).__name__}: {exc}"}})

    def _answer(self) -> None:
        raw = self.rfile.read(int(self.headers.get("content-length") or 0))
        path = self.path.split("?", 1)[0]
        try:
            route = _route(path, raw)
        except LookupError:
            self._send(404, {"error": {"message": f"no route {path}"}})
            return
        wire, key, stream, body = route
        try:
            number, answer = self.server.next_answer(key, body)
        except KeyError:
            self._send(404, {"error": {"message": f"no script {key}"}})
            return
        if isinstance(answer, HttpError):
            if answer.delay:
                time.sleep(answer.delay)
            headers = {"retry-after": str(answer.retry_after)} if answer.retry_after is not None else {}
            self.server.record(Sent(key, number, wire, answer, [], stream))
            self._send(answer.status, _error_body(wire, answer), headers)
            return
        ids = _ids(wire, answer)
        self.server.record(Sent(key, number, wire, answer, ids, stream, body))
        if wire == "anthropic":
            if stream:
                self._sse(wa.stream_events(answer, ids, key))
            else:
                self._send(200, wa.message(answer, ids, key))
        elif wire == "chat":
            if stream:
                self._sse([(None, c) for c in wo.chat_chunks(answer, ids, key)], done=True)
            else:
                self._send(200, wo.chat_completion(answer, ids, key))
        elif wire == "responses":
            if stream:
                self._sse(wo.response_events(answer, ids, key))
            else:
                self._send(200, wo.response(answer, ids, key))
        else:
            status, content_type, payload = wx.render(wire, answer, ids, key, stream)
            self._raw(status, content_type, payload)

    def _send(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        self._raw(status, "application/json", json.dumps(body).encode(), headers)

    def _raw(self, status: int, content_type: str, data: bytes, headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def _sse(self, events: Sequence[tuple[str | None, Any]], done: bool = False) -> None:
        parts = []
        for name, data in events:
            head = f"event: {name}\n" if name else ""
            parts.append(f"{head}data: {json.dumps(data)}\n\n")
        if done:
            parts.append("data: [DONE]\n\n")
        self._raw(200, "text/event-stream", "".join(parts).encode())


def _route(path: str, raw: bytes) -> tuple[str, str, bool, Any]:
    """``(wire, script key, streamed, request body)`` of a request."""
    if path in ("/v1/messages", "/v1/chat/completions", "/v1/responses", "/api/chat"):
        body = json.loads(raw or b"{}")
        wire = {"/v1/messages": "anthropic", "/v1/chat/completions": "chat", "/v1/responses": "responses",
                "/api/chat": "ollama"}[path]
        stream = bool(body.get("stream")) if wire != "ollama" else body.get("stream", True) is not False
        return wire, body["model"], stream, body
    found = wx.route(path, raw)
    if found is None:
        raise LookupError(path)
    return found


def _ids(wire: str, reply: Reply) -> list[str]:
    if wire == "anthropic":
        return wa.ids_for(reply)
    if wire == "chat":
        return wo.chat_ids(reply)
    if wire == "responses":
        return wo.responses_ids(reply)
    return wx.ids_for(wire, reply)


def _error_body(wire: str, error: HttpError) -> Any:
    if wire == "anthropic":
        kind = {429: "rate_limit_error", 500: "api_error", 529: "overloaded_error"}.get(error.status, "api_error")
        return {"type": "error", "error": {"type": kind, "message": error.message}}
    if wire in ("chat", "responses"):
        return {"error": {"message": error.message, "type": "server_error", "code": None, "param": None}}
    return wx.error_body(wire, error)


def provider_conversation(
    variant: str,
    user: str,
    replies: Sequence[Reply],
    results: dict[str, str],
    *,
    stream: bool = False,
    **model_kw: Any,
) -> list[BaseMessage]:
    """A conversation as the real integration makes it: the user's message, each reply the integration parsed
    from the wire (a server on a free port for the call, stopped after), each client call answered with a
    ``ToolMessage`` holding ``results[name]``. For tests that need real provider messages as data (a
    conformance table, a fixture for usage checks) rather than an agent run."""
    from langchain_core.messages import HumanMessage, ToolMessage

    messages: list[BaseMessage] = [HumanMessage(user)]
    with ProviderServer() as server:
        key = server.script(replies)
        model = chat_model(variant, server, key, streaming=stream, **model_kw)
        for _ in replies:
            reply = model.invoke(messages)
            messages.append(reply)
            for call in reply.tool_calls:  # type: ignore[attr-defined]
                messages.append(ToolMessage(results[call["name"]], tool_call_id=call["id"]))
    return messages
