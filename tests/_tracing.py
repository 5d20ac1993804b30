"""LangSmith tracing on, pointed at a loopback endpoint the test starts: a tiny HTTP server that accepts
whatever the LangSmith client sends and counts it, so a test can tell that traces really were sent."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import langsmith
from langsmith import Client


class _Handler(BaseHTTPRequestHandler):
    def _reply(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        if length:
            self.rfile.read(length)
        self.server.requests.append((self.command, self.path))  # type: ignore[attr-defined]
        body = b"{}"
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_PATCH = do_PUT = _reply

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def loopback_tracing() -> Iterator[list[tuple[str, str]]]:
    """Tracing enabled for the block, every run sent to a loopback server; yields the requests it got (the
    client is flushed before the block's end is reported)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    server.requests = []  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    client = Client(api_url=f"http://127.0.0.1:{server.server_address[1]}", api_key="loopback-test")
    try:
        with langsmith.tracing_context(enabled=True, client=client, project_name="loopback"):
            yield server.requests  # type: ignore[attr-defined]
            client.flush()
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def tracing_mode(mode: str) -> Iterator[list[tuple[str, str]]]:
    """``"on"``: :func:`loopback_tracing`; ``"off"``: tracing disabled for the block."""
    if mode == "on":
        with loopback_tracing() as requests:
            yield requests
    else:
        with langsmith.tracing_context(enabled=False):
            yield []
