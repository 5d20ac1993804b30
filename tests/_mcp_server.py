"""A small real MCP server (the ``mcp`` package's FastMCP) for the composition tests: run as a script it serves
over stdio (``python _mcp_server.py <log file>``); :func:`serve_http` serves it over streamable HTTP on a free
loopback port in a thread. Every tool logs itself when it really runs: one JSON line ``{"name", "args",
"result"}`` per call, to the log file (stdio) or the log callback (HTTP), the ground truth of the tests."""

from __future__ import annotations

import json
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from mcp.server.fastmcp import FastMCP

Log = Callable[[str, dict[str, Any], Any], None]


def build(log: Log) -> FastMCP:
    server = FastMCP("composed-tools", host="127.0.0.1", port=0, log_level="WARNING")

    @server.tool()
    def lookup(q: str) -> str:
        """Look something up."""
        result = f"found {q}"
        log("lookup", {"q": q}, result)
        return result

    @server.tool()
    def send_email(to: str) -> str:
        """Send an email."""
        result = f"sent to {to}"
        log("send_email", {"to": to}, result)
        return result

    return server


def _file_log(path: str) -> Log:
    def log(name: str, args: dict[str, Any], result: Any) -> None:
        with open(path, "a", encoding="utf-8") as out:
            out.write(json.dumps({"name": name, "args": args, "result": result}) + "\n")

    return log


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def serve_http(log: Log) -> Iterator[str]:
    """The server over streamable HTTP on a free loopback port, in a daemon thread; yields its URL."""
    import uvicorn

    server = build(log)
    port = _free_port()
    config = uvicorn.Config(server.streamable_http_app(), host="127.0.0.1", port=port, log_level="warning")
    web = uvicorn.Server(config)
    thread = threading.Thread(target=web.run, name="mcp-http", daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not web.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the MCP HTTP server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        web.should_exit = True
        thread.join(timeout=10)


if __name__ == "__main__":
    build(_file_log(sys.argv[1])).run("stdio")
