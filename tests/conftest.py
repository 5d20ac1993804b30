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


# -- mutation testing (CONTRIBUTING.md) -------------------------------------------------------------------------
# `HYPOTHESIS_EXAMPLES=N mutmut run` runs the tests once per mutant: every property test then tries at most N
# examples, and the readers' per-class caches start empty in each test, so that a mutant in the code that fills
# them is seen (mutmut forks its workers from a process that has already run the suite).
_MUTATION_EXAMPLES = os.environ.get("HYPOTHESIS_EXAMPLES")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if not _MUTATION_EXAMPLES:
        return
    from hypothesis import settings

    cap = int(_MUTATION_EXAMPLES)
    for item in items:
        test = getattr(item, "obj", None)
        current = getattr(test, "_hypothesis_internal_use_settings", None)  # what @settings left on the test
        if current is not None and current.max_examples > cap:
            test._hypothesis_internal_use_settings = settings(current, max_examples=cap)  # type: ignore[union-attr]


@pytest.fixture(autouse=_MUTATION_EXAMPLES is not None)
def _empty_reader_caches() -> Iterator[None]:
    from langchain_trajectory.reading import _assemble, langchain

    _assemble._KINDS.clear()
    langchain._KINDS.clear()
    yield
