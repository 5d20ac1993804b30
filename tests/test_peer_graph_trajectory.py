"""agentevals' graph-trajectory tests, through this package's API, reaching agentevals' answers.

``tests/peer/graph_cases.json`` holds what agentevals (at the commit it names) gives for the threads of
``tests/peer/graph_threads.py`` (its own test threads, rebuilt offline, and two of ours): the extracted
trajectory of each, and the verdict of ``graph_trajectory_strict_match`` for pairs of steps (its test's, and
pairs that differ only in where an invocation ends). ``tests/peer/extract_graph.py`` records them.

* ``graph_trajectory_from_thread(app, config, segments="agentevals")`` gives agentevals' extracted trajectory,
  steps, inputs and results, for every thread;
* ``GraphTrajectoryEvaluator("strict", include_start=True)`` gives agentevals' strict verdict for every pair:
  it compares the invocation boundaries as agentevals does (``boundaries=False`` relaxes that);
* the package's own segmentation (``segments="stops"``, the default) differs where it means to (a subgraph
  finishing is no stop), and says the same of the node path.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent / "peer"))

from graph_threads import CONFIG, THREADS

from langchain_trajectory.capture import agraph_trajectory_from_thread, graph_trajectory_from_thread
from langchain_trajectory.evaluators import GraphTrajectoryEvaluator

DATA = json.loads((Path(__file__).parent / "peer" / "graph_cases.json").read_text(encoding="utf-8"))
BUILT: dict[str, Any] = {}


def thread(name: str) -> Any:
    if name not in BUILT:
        BUILT[name] = THREADS[name]()
    return BUILT[name]


@pytest.mark.parametrize("name", list(DATA["extracted"]))
def test_agentevals_segmentation_gives_agentevals_extracted_trajectory(name: str) -> None:
    extracted = graph_trajectory_from_thread(thread(name), CONFIG, segments="agentevals")
    assert extracted.to_agentevals() == DATA["extracted"][name]


async def test_agentevals_segmentation_async_equals_sync() -> None:
    app = thread("agentevals_utils")
    got = await agraph_trajectory_from_thread(app, CONFIG, segments="agentevals")
    assert got.to_agentevals() == DATA["extracted"]["agentevals_utils"]


@pytest.mark.parametrize("index", range(len(DATA["strict"])))
def test_strict_match_gives_agentevals_verdict(index: int) -> None:
    case = DATA["strict"][index]
    strict = GraphTrajectoryEvaluator("strict", include_start=True)
    result = strict(
        outputs={"results": [], "steps": case["outputs"]}, reference_outputs={"results": [], "steps": case["reference"]}
    )
    assert bool(result["score"]) is case["score"], result["comment"]


def test_boundaries_false_compares_the_node_path_alone() -> None:
    relaxed = GraphTrajectoryEvaluator("strict", include_start=True, boundaries=False)
    outputs = {"results": [], "steps": [["__start__", "agent"], ["agent"]]}
    assert relaxed(outputs=outputs, reference_outputs={"results": [], "steps": [["__start__", "agent", "agent"]]})[
        "score"
    ] == 1.0
    # a flat list of nodes carries no boundaries: strict compares the path
    strict = GraphTrajectoryEvaluator("strict", include_start=True)
    assert strict.evaluate(outputs, ["__start__", "agent", "agent"]).score == 1.0


def test_the_default_segmentation_agrees_on_a_thread_that_only_stops_at_its_interrupt() -> None:
    ours = graph_trajectory_from_thread(thread("agentevals_strict"), CONFIG)
    assert ours.to_agentevals() == DATA["extracted"]["agentevals_strict"]


@pytest.mark.parametrize("name", ["approval", "memo"])
def test_the_default_segmentation_of_an_interrupt_inside_a_subgraph(name: str) -> None:
    """agentevals marks the subgraph node interrupted as well as the node inside it, and cuts where the subgraph's
    own history stops (an empty segment follows); the package lists the innermost node that stopped, once, with
    one segment per invocation. The node path outside the markers is the same."""
    ours = graph_trajectory_from_thread(thread(name), CONFIG)
    theirs = DATA["extracted"][name]["outputs"]["steps"]
    assert ours.segment_count == 2 and len(theirs) == 4

    def plain(steps: list[list[str]]) -> list[str]:
        return sorted(node for segment in steps for node in segment if node != "__interrupt__")

    assert plain(ours.steps()) == plain(theirs)
    assert sum(segment.count("__interrupt__") for segment in ours.steps()) == 1


def test_the_default_segmentation_does_not_cut_where_a_subgraph_finishes() -> None:
    ours = graph_trajectory_from_thread(thread("agentevals_utils"), CONFIG)
    assert ours.segment_count == 1  # agentevals: 2 (the subgraph finishing is no stop of the thread)
    strict = GraphTrajectoryEvaluator("strict", include_start=True)
    reference = DATA["extracted"]["agentevals_utils"]["outputs"]
    assert strict.evaluate(ours, reference).score == 0.0
    assert GraphTrajectoryEvaluator("strict", include_start=True, boundaries=False).evaluate(ours, reference).score == 1.0
