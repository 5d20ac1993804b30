"""Test-wide settings: the suite is offline whatever the caller's environment says."""

from __future__ import annotations

import os

# LangSmith's client reaches its server when tracing or test tracking is on; the tests never should.
os.environ.setdefault("LANGSMITH_TRACING", "false")
os.environ.setdefault("LANGSMITH_TEST_TRACKING", "false")


import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _langgraph_server import LangGraphServer, ServerUnavailable, start_langgraph_server


@pytest.fixture(scope="session")
def langgraph_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LangGraphServer]:
    """One real `langgraph dev` server for the session, serving ``tests/_server_graphs.py`` (graph ids
    ``travel``, ``travel_hitl``, ``simulator``, ``approval``) on a free loopback port; skipped only if it cannot start."""
    try:
        with start_langgraph_server(tmp_path_factory.mktemp("langgraph-server")) as server:
            yield server
    except ServerUnavailable as exc:
        pytest.skip(f"the langgraph dev server could not start: {exc}")
