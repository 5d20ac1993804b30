"""LangSmith tracing on, in-process, sent to a loopback server the test starts (never a real host).

* :class:`LoopbackLangSmith`: a tiny HTTP server on ``127.0.0.1`` (port 0: the OS picks a free one) that answers
  every LangSmith call (``/info``, ``/runs/multipart``, ``/runs/batch``, ...) with ``200 {}`` and counts them, so a
  test can tell that traces really were sent;
* :func:`tracing`: a context manager for one of :data:`MODES`: ``off`` (``tracing_context(enabled=False)``),
  ``context`` (``tracing_context(enabled=True)`` with a client pointed at the server) or ``tracer`` (no tracing
  context and ``LANGSMITH_TRACING=false``, but a ``LangChainTracer`` for the server among the callbacks it
  yields); it yields the extra callbacks to pass and flushes the client before the block ends.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import langsmith
from langchain_core.tracers import LangChainTracer
from langsmith import Client

MODES = ("off", "context", "tracer")
"""Tracing off; on through ``tracing_context``; on through an explicit ``LangChainTracer``."""

POLL_INTERVAL = 0.01
"""Seconds between a loopback server's checks for shutdown (``serve_forever``'s default, 0.5, is the wait of every
stop: a test starting a server per run would spend most of its time there)."""

_INFO = b'{"instance_flags": {"zstd_compression_enabled": true}}'  # else the client warns on every start


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # else the reply's body waits for the client's delayed ACK of its head

    def _reply(self) -> None:
        length = int(self.headers.get("content-length") or 0)
        if length:
            self.rfile.read(length)
        server: LoopbackLangSmith = self.server  # type: ignore[assignment]
        with server.lock:
            server.requests.append((self.command, self.path.split("?", 1)[0]))
        body = _INFO if self.path.startswith("/info") else b"{}"
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_PATCH = do_PUT = _reply

    def log_message(self, format: str, *args: Any) -> None:
        pass


class LoopbackLangSmith(ThreadingHTTPServer):
    """A LangSmith stand-in on a free loopback port; use as a context manager (the server thread stops)."""

    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.lock = threading.Lock()
        self.requests: list[tuple[str, str]] = []
        # serve_forever polls for shutdown every poll_interval (0.5 s by default): each stop would wait for it
        self._thread = threading.Thread(
            target=self.serve_forever, args=(POLL_INTERVAL,), name="loopback-langsmith", daemon=True
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    def client(self) -> Client:
        """A LangSmith client that sends to this server."""
        return Client(api_url=self.url, api_key="loopback-test-key")

    def ingested(self) -> int:
        """How many run-ingest requests arrived."""
        with self.lock:
            return sum(1 for method, path in self.requests if method == "POST" and path.startswith("/runs"))

    def __enter__(self) -> LoopbackLangSmith:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()
        self.server_close()
        self._thread.join(timeout=5)


@contextmanager
def tracing(mode: str, server: LoopbackLangSmith) -> Iterator[list[Any]]:
    """Run the block with tracing in ``mode`` (one of :data:`MODES`); yields the callbacks to add to the run's
    config (``[]``, or ``[LangChainTracer]`` in ``tracer`` mode). The client is flushed before the block ends."""
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
    if mode == "off":
        with langsmith.tracing_context(enabled=False):
            yield []
        return
    client = server.client()
    tracer = LangChainTracer(client=client, project_name="loopback")
    try:
        if mode == "context":
            with langsmith.tracing_context(enabled=True, client=client, project_name="loopback"):
                yield []
        else:
            yield [tracer]  # no tracing context: tracing is on because a tracer is attached
    finally:
        tracer.wait_for_futures()
        client.flush()
