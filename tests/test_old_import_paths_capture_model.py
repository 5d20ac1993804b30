"""Names that moved between capture and the model keep their old import paths: the old path gives the very object
the new one does, and warns (``DeprecationWarning`` naming the new path) the first time each name is taken.

One row per moved public name. The rows are checked in a fresh interpreter, so "the first time" is really the
first time (another test of this process may have taken the name already).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import langchain_trajectory.capture.graph as capture_graph

# (old module, name, new module)
MOVED = [
    ("langchain_trajectory.capture", "GraphNode", "langchain_trajectory.graph_trajectory"),
    ("langchain_trajectory.capture", "GraphTrajectory", "langchain_trajectory.graph_trajectory"),
    ("langchain_trajectory.capture.graph", "GraphNode", "langchain_trajectory.graph_trajectory"),
    ("langchain_trajectory.capture.graph", "GraphTrajectory", "langchain_trajectory.graph_trajectory"),
    ("langchain_trajectory.capture.graph", "START", "langchain_trajectory.graph_trajectory"),
    ("langchain_trajectory.capture.graph", "INTERRUPT", "langchain_trajectory.graph_trajectory"),
    ("langchain_trajectory.capture.graph", "RESUMING", "langchain_trajectory.graph_trajectory"),
    ("langchain_trajectory.capture.graph", "is_graph_trajectory", "langchain_trajectory.graph_trajectory"),
    ("langchain_trajectory.capture.graph", "read_graph_trajectory", "langchain_trajectory.graph_trajectory"),
]

_CHECK = """
import importlib, json, sys, warnings
rows = json.loads(sys.argv[1])
out = []
for old, name, new in rows:
    new_value = getattr(importlib.import_module(new), name)
    old_module = importlib.import_module(old)
    with warnings.catch_warnings(record=True) as first:
        warnings.simplefilter("always")
        value = getattr(old_module, name)
    with warnings.catch_warnings(record=True) as second:
        warnings.simplefilter("always")
        again = getattr(old_module, name)
    out.append({
        "same": value is new_value and again is new_value,
        "first": [(w.category.__name__, str(w.message)) for w in first if str(w.message).startswith("langchain_trajectory.")],
        "second": [(w.category.__name__, str(w.message)) for w in second],
    })
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def taken() -> dict[tuple[str, str, str], dict]:
    done = subprocess.run(
        [sys.executable, "-c", _CHECK, json.dumps(MOVED)], capture_output=True, text=True, check=True
    )
    return dict(zip(map(tuple, MOVED), json.loads(done.stdout.strip().splitlines()[-1]), strict=True))


@pytest.mark.parametrize("row", MOVED, ids=[f"{old}.{name}" for old, name, _ in MOVED])
def test_an_old_import_path_gives_the_same_object_and_warns_once(taken, row):
    _, name, new = row
    seen = taken[tuple(row)]
    assert seen["same"]
    assert [category for category, _ in seen["first"]] == ["DeprecationWarning"]
    assert f"{new}.{name}" in seen["first"][0][1]
    assert seen["second"] == []


def test_a_name_that_never_lived_at_the_old_path_is_still_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'Nothing'"):
        _ = capture_graph.Nothing

