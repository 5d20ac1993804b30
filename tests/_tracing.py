"""LangSmith tracing on, pointed at a loopback endpoint the test starts, in the two-mode form the simulation tests
use (``"on"`` / ``"off"``); the server and the tracing modes are ``_langsmith_loopback``'s."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import langsmith
from _langsmith_loopback import LoopbackLangSmith, tracing


@contextmanager
def loopback_tracing() -> Iterator[list[tuple[str, str]]]:
    """Tracing enabled for the block, every run sent to a loopback server; yields the requests it got, as
    ``(method, path)`` (the client is flushed before the block ends)."""
    with LoopbackLangSmith() as server, tracing("context", server):
        yield server.requests


@contextmanager
def tracing_mode(mode: str) -> Iterator[list[tuple[str, str]]]:
    """``"on"``: :func:`loopback_tracing`; ``"off"``: tracing disabled for the block."""
    if mode == "on":
        with loopback_tracing() as requests:
            yield requests
    else:
        with langsmith.tracing_context(enabled=False):
            yield []
