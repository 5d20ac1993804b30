"""A real LangGraph Server (`langgraph dev`, in memory) for tests, on a free loopback port, offline.

:func:`start_langgraph_server` writes a ``langgraph.json`` for the given graphs, starts ``langgraph dev`` in
its own process group with everything that could reach another host turned off (CLI analytics, the PyPI
version check, LangSmith tracing, license and metadata reporting, the browser), waits until ``/ok`` answers,
and stops the server (by its process group id) on exit. The ``langgraph_server`` session fixture in
``conftest.py`` serves the graphs of ``tests/_server_graphs.py`` once per test session; other tests can start
their own with :func:`start_langgraph_server`.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
GRAPHS = HERE / "_server_graphs.py"
DEFAULT_GRAPHS = {name: f"{GRAPHS}:{name}" for name in ("travel", "travel_hitl", "simulator", "approval")}

OFFLINE_ENV = {
    "LANGGRAPH_CLI_NO_ANALYTICS": "1",  # langgraph-cli's usage analytics
    "LANGGRAPH_NO_VERSION_CHECK": "true",  # langgraph-api's PyPI version check
    "LANGSMITH_TRACING": "false",
    "LANGSMITH_TRACING_V2": "false",
    "LANGCHAIN_TRACING_V2": "false",
    "LANGSMITH_TEST_TRACKING": "false",
    "BROWSER": "true",  # should anything still try to open a browser, it runs /bin/true
}
REMOVED_ENV = (
    "LANGSMITH_API_KEY",
    "LANGCHAIN_API_KEY",
    "LANGSMITH_ENDPOINT",
    "LANGCHAIN_ENDPOINT",
    "LANGGRAPH_CLOUD_LICENSE_KEY",
    "LANGSMITH_CONTROL_PLANE_API_KEY",
    "LANGSMITH_AUTH_ENDPOINT",
)


class ServerUnavailable(RuntimeError):
    """The server could not be started (the message says why, with the end of its log)."""


@dataclass(frozen=True)
class LangGraphServer:
    url: str
    pid: int
    log: Path


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _ready(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/ok", timeout=2) as response:
            return bool(response.status == 200)
    except (urllib.error.URLError, OSError):
        return False


@contextmanager
def start_langgraph_server(
    workdir: Path, graphs: Mapping[str, str] = DEFAULT_GRAPHS, *, timeout: float = 90.0
) -> Iterator[LangGraphServer]:
    """Serve ``graphs`` (``{graph_id: "path/to/module.py:attr"}``) with ``langgraph dev`` until the block
    ends.

    Raises:
        ServerUnavailable: when the CLI is missing or the server does not answer within ``timeout``.
    """
    cli = Path(sys.executable).with_name("langgraph")
    if not cli.exists():
        raise ServerUnavailable(f"langgraph-cli is not installed next to {sys.executable}")
    workdir.mkdir(parents=True, exist_ok=True)
    config = workdir / "langgraph.json"
    config.write_text(json.dumps({"dependencies": ["."], "graphs": dict(graphs)}), encoding="utf-8")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    env = {k: v for k, v in os.environ.items() if k not in REMOVED_ENV}
    env.update(OFFLINE_ENV)
    log = workdir / "server.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [
                str(cli),
                "dev",
                "--no-browser",
                "--no-reload",
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                "--config",
                str(config),
                "--server-log-level",
                "WARNING",
            ],
            cwd=workdir,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + timeout
        while not _ready(url):
            if proc.poll() is not None or time.monotonic() > deadline:
                tail = log.read_text(errors="replace")[-2000:]
                raise ServerUnavailable(f"langgraph dev did not start on {url} (exit {proc.poll()}): {tail}")
            time.sleep(0.25)
        yield LangGraphServer(url=url, pid=proc.pid, log=log)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)
