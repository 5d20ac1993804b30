"""A loopback OpenAI-compatible chat-completions endpoint for CLI tests, so ``--judge openai:...`` and
``--model openai:...`` run the real provider package (``langchain-openai`` and the ``openai`` client) against a
model that answers from a test's function: a reply text, or an HTTP error such as an invalid API key.

The endpoint stands in for the chat model only (what the project's rules allow); it binds port 0 on
127.0.0.1 and is stopped when the ``with`` block ends.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Answer = str | tuple[int, dict[str, Any]]
"""A reply's text (HTTP 200), or an HTTP status with the error body to send."""

INVALID_KEY: tuple[int, dict[str, Any]] = (
    401,
    {
        "error": {
            "message": "Incorrect API key provided: sk-test. You can find your API key in your account settings.",
            "type": "invalid_request_error",
            "code": "invalid_api_key",
        }
    },
)
"""What OpenAI answers a request with a wrong key (the ``openai`` client does not retry it)."""


@dataclass
class Endpoint:
    """The running endpoint: its base URL (``OPENAI_BASE_URL``) and the requests it received."""

    base_url: str
    requests: list[dict[str, Any]] = field(default_factory=list)


def _completion(text: str, model: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


@contextmanager
def openai_endpoint(answer: Callable[[int, dict[str, Any]], Answer]) -> Iterator[Endpoint]:
    """Serve ``POST /v1/chat/completions`` with ``answer(number, request)`` (requests numbered from 0, in the
    order they arrive) until the block ends."""
    lock = threading.Lock()
    endpoint = Endpoint(base_url="")

    class Handler(BaseHTTPRequestHandler):
        disable_nagle_algorithm = True  # else the reply's body waits for the client's delayed ACK of its head

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)) or b"{}")
            with lock:
                number = len(endpoint.requests)
                endpoint.requests.append(body)
            reply = answer(number, body)
            status, payload = (
                (200, _completion(reply, body.get("model", ""))) if isinstance(reply, str) else reply
            )
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args: Any) -> None:  # quiet
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    endpoint.base_url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    thread = threading.Thread(target=server.serve_forever, args=(0.01,), daemon=True)  # stops within 10 ms
    thread.start()
    try:
        yield endpoint
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
