"""A real LangGraph Server (`langgraph dev`, in memory) for tests and benchmarks, on a free loopback port, offline.

:func:`start_langgraph_server` writes a ``langgraph.json`` for the given graphs and serves it with the
package's :func:`~langchain_trajectory.testing.devserver.langgraph_dev_server` (its own process group, everything that
could reach another host turned off, stopped by its process group id on exit). The ``langgraph_server``
session fixture in ``conftest.py`` serves the graphs of ``tests/_server_graphs.py`` once per test session;
other tests start their own with :func:`start_langgraph_server` (``bench/simulation.py`` and the remote
recipe call ``langgraph_dev_server`` directly).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from langchain_trajectory.testing.devserver import (
    LangGraphDevServer,
    LangGraphServerError,
    langgraph_dev_server,
)

HERE = Path(__file__).resolve().parent
GRAPHS = HERE / "_server_graphs.py"
DEFAULT_GRAPHS = {name: f"{GRAPHS}:{name}" for name in ("travel", "travel_hitl", "simulator", "approval")}

ServerUnavailable = LangGraphServerError
"""The server could not be started (the message says why, with the end of its log)."""
LangGraphServer = LangGraphDevServer


@contextmanager
def start_langgraph_server(
    workdir: Path, graphs: Mapping[str, str] = DEFAULT_GRAPHS, *, timeout: float = 90.0
) -> Iterator[LangGraphServer]:
    """Serve ``graphs`` (``{graph_id: "path/to/module.py:attr"}``) with ``langgraph dev`` until the block
    ends.

    Raises:
        ServerUnavailable: when the CLI is missing or the server does not answer within ``timeout``.
    """
    workdir.mkdir(parents=True, exist_ok=True)
    config = workdir / "langgraph.json"
    config.write_text(json.dumps({"dependencies": ["."], "graphs": dict(graphs)}), encoding="utf-8")
    with langgraph_dev_server(config, timeout=timeout, log=workdir / "server.log") as server:
        yield server
