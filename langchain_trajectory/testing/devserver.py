"""A local LangGraph Server (``langgraph dev``) for tests, benchmarks and recipes: a free loopback port, offline.

[`langgraph_dev_server`][langchain_trajectory.testing.langgraph_dev_server] starts ``langgraph dev`` for a ``langgraph.json`` (from ``langgraph-cli[inmem]``,
the package's ``server`` extra) in its own process group, with everything that could reach another host turned
off (CLI analytics, the PyPI version check, LangSmith tracing, license and metadata reporting, the browser),
waits until ``/ok`` answers, and stops the server (its whole process group) when the ``with`` block ends::

    from langgraph.pregel.remote import RemoteGraph
    from langchain_trajectory import ConversationSimulator, langgraph_dev_server

    with langgraph_dev_server("langgraph.json") as server:
        simulator = ConversationSimulator(user=["Hi"], app=RemoteGraph("agent", url=server.url))
        trajectory = simulator.simulate()

This module imports nothing else of the package.
"""

from __future__ import annotations

import os
import re
import shutil
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

__all__ = ["OFFLINE_ENV", "LangGraphDevServer", "LangGraphServerError", "langgraph_dev_server"]

OFFLINE_ENV: dict[str, str] = {
    "LANGGRAPH_CLI_NO_ANALYTICS": "1",  # langgraph-cli's usage analytics
    "LANGGRAPH_NO_VERSION_CHECK": "true",  # langgraph-api's PyPI version check
    "LANGSMITH_TRACING": "false",
    "LANGSMITH_TRACING_V2": "false",
    "LANGCHAIN_TRACING_V2": "false",
    "LANGSMITH_TEST_TRACKING": "false",
    "BROWSER": "true",  # should anything still try to open a browser, it runs /bin/true
}
"""Environment the server runs with: nothing in it reports to another host."""

_REMOVED_ENV = (
    "LANGSMITH_API_KEY",
    "LANGCHAIN_API_KEY",
    "LANGSMITH_ENDPOINT",
    "LANGCHAIN_ENDPOINT",
    "LANGGRAPH_CLOUD_LICENSE_KEY",
    "LANGSMITH_CONTROL_PLANE_API_KEY",
    "LANGSMITH_AUTH_ENDPOINT",
)


_ANSI = re.compile(r"\x1b\[[0-9;]*m")


class LangGraphServerError(RuntimeError):
    """The server could not be started: the CLI is missing, or it did not answer in time (the message ends
    with the end of its log)."""


@dataclass(frozen=True)
class LangGraphDevServer:
    """A running ``langgraph dev`` server.

    Attributes:
        url: Its base URL (``http://127.0.0.1:<port>``), for ``RemoteGraph(graph_id, url=...)`` or the SDK.
        pid: The server's process id (also its process group id).
        log: The file holding its output.
    """

    url: str
    pid: int
    log: Path


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now (the system picks it: bind port 0)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _cli() -> Path:
    beside = Path(sys.executable).with_name("langgraph")
    if beside.exists():
        return beside
    found = shutil.which("langgraph")
    if found is None:
        raise LangGraphServerError(
            "the langgraph CLI is not installed: pip install 'langgraph-cli[inmem]' "
            "(or langchain-trajectory's 'server' extra)"
        )
    return Path(found)


def _ready(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/ok", timeout=2) as response:
            return bool(response.status == 200)
    except (urllib.error.URLError, OSError):
        return False


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is not None:
        return
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


@contextmanager
def langgraph_dev_server(
    config: str | os.PathLike[str] = "langgraph.json",
    *,
    timeout: float = 90.0,
    log: str | os.PathLike[str] | None = None,
    env: Mapping[str, str] | None = None,
) -> Iterator[LangGraphDevServer]:
    """Serve the graphs of ``config`` with ``langgraph dev`` (in memory, no reload, no browser) on a free
    loopback port until the block ends, then stop the server and every process it started.

    The server runs in the config file's folder (where its ``dependencies`` and graph paths are resolved),
    with [`OFFLINE_ENV`][langchain_trajectory.testing.OFFLINE_ENV] and without LangSmith keys or endpoints.

    Args:
        config: The ``langgraph.json`` to serve.
        timeout: Seconds to wait for the server to answer ``/ok``.
        log: Where the server's output goes (default ``langgraph-dev.log`` beside the config).
        env: Extra environment for the server (applied after [`OFFLINE_ENV`][langchain_trajectory.testing.OFFLINE_ENV]).

    Raises:
        LangGraphServerError: when the CLI is missing, the config does not exist, or the server exits or does
            not answer within ``timeout``.
    """
    config_path = Path(config).resolve()
    if not config_path.is_file():
        raise LangGraphServerError(f"no langgraph.json at {config_path}")
    cli = _cli()
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = Path(log) if log is not None else config_path.with_name("langgraph-dev.log")
    server_env = {k: v for k, v in os.environ.items() if k not in _REMOVED_ENV}
    server_env.update(OFFLINE_ENV)
    server_env.update(env or {})
    command = [
        str(cli),
        "dev",
        "--no-browser",
        "--no-reload",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--config",
        str(config_path),
        "--server-log-level",
        "WARNING",
    ]
    with log_path.open("wb") as out:
        proc = subprocess.Popen(
            command,
            cwd=config_path.parent,
            env=server_env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: stopping it stops its workers too
        )
    try:
        deadline = time.monotonic() + timeout
        while not _ready(url):
            if proc.poll() is not None or time.monotonic() > deadline:
                tail = _ANSI.sub("", log_path.read_text(errors="replace"))[-2000:]
                raise LangGraphServerError(
                    f"langgraph dev did not start on {url} (exit code {proc.poll()}); its log ends: {tail}"
                )
            time.sleep(0.25)
        yield LangGraphDevServer(url=url, pid=proc.pid, log=log_path)
    finally:
        _stop(proc)
