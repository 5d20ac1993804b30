"""Test-wide settings: the suite is offline whatever the caller's environment says."""

from __future__ import annotations

import os

# LangSmith's client reaches its server when tracing or test tracking is on; the tests never should.
os.environ.setdefault("LANGSMITH_TRACING", "false")
os.environ.setdefault("LANGSMITH_TEST_TRACKING", "false")


import sys
from collections import Counter
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


def _cap_hypothesis_examples(items: list[pytest.Item]) -> None:
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
    from langchain_trajectory.reading import _messages, langchain

    _messages._CANDIDATES.clear()
    langchain._KINDS.clear()
    yield


# -- two processes (pytest-xdist, `-n 2 --dist loadfile`) ------------------------------------------------------
# Each module runs on one worker, so a module-scoped fixture (a compiled app, a trace producer's run) is built once.
# The workers take the modules in the order set here, longest first, so that the run ends with short modules
# filling in on both workers, not with one worker on a long module while the other has nothing left: the wheel
# tests (minutes of one worker when .ci/run selects them), then LONGEST_MODULES, then the others, those with the
# most tests first. xdist's own order (by number of tests alone) is turned off: it would leave the wheel tests and
# the modules of a few slow tests each (child processes, servers) for the end.

LONGEST_MODULES = (
    # each module's seconds summed over its tests in the whole suite on two workers (Dec 2026): 40 to 3
    "test_composition_matrix.py",
    "test_cookbook.py",
    "test_provider_matrix.py",
    "test_simulation_remote.py",
    "test_simulation_real_apps.py",
    "test_docs_reference.py",
    "test_match_fast_paths.py",
    "test_matching_properties.py",
    "test_judge_adversarial.py",
    "test_provider_paths.py",
    "test_cli_and_demo.py",
    "test_simulation_batch.py",
    "test_reading_fuzz.py",
    "test_trials.py",
    "test_report_browser.py",
    "test_expectation_semantics.py",
    "test_devserver.py",
    "test_pytest_plugin.py",
    "test_docs_traces.py",
    "test_docs_trials.py",
    "test_capture_bounded.py",
    "test_graph_trajectory.py",
    "test_expectation_properties.py",
    "test_trace_readers.py",
    "test_simulation_kill_resume.py",
    "test_fidelity_equivalence.py",
    "test_reading_plain_conversation.py",
)


def pytest_configure(config: pytest.Config) -> None:
    # xdist's reordering of the modules by number of tests (an option of xdist's, on by default)
    if getattr(config.option, "loadscopereorder", False):
        config.option.loadscopereorder = False


def _longest_modules_first(items: list[pytest.Item]) -> None:
    rank = {name: place for place, name in enumerate(LONGEST_MODULES)}
    tests = Counter(item.path for item in items)
    items.sort(  # stable: each module's tests keep their order
        key=lambda item: (
            item.get_closest_marker("wheel") is None,
            rank.get(item.path.name, len(rank)),
            -tests[item.path],
            str(item.path),
        )
    )


# -- the newest Python's run in CI ------------------------------------------------------------------------------
# .ci/run runs the whole suite on the oldest supported Python and `-m "not slow"` on the newest: every module but
# these, whose minutes go to child processes (the cookbook's recipes, pytest runs, the guides' command lines)
# exercising what the other modules test in-process.
SLOW_MODULES = frozenset(
    {
        "test_cookbook.py",
        "test_pytest_plugin.py",
        "test_docs_trials.py",
        "test_docs_traces.py",
    }
)


def _mark_the_slow_modules(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.name in SLOW_MODULES:
            item.add_marker(pytest.mark.slow)


@pytest.hookimpl(tryfirst=True)  # before -m deselects by the marks added here
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    _cap_hypothesis_examples(items)
    _mark_the_slow_modules(items)
    _longest_modules_first(items)
