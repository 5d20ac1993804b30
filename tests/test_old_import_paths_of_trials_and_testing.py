"""Every public name that moved to ``trials/`` or ``testing/`` is still taken from its old path: the same object,
with one ``DeprecationWarning`` naming the new path the first time, and none after.

The old paths are checked in a fresh interpreter (one for the whole table), so no other test has taken a name
from them first.
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys

import pytest

# old module -> new module, for modules that moved whole (every name of the new module's __all__)
MOVED_MODULES = {
    "langchain_trajectory.stats": "langchain_trajectory.trials.stats",
    "langchain_trajectory.gates": "langchain_trajectory.trials.gates",
    "langchain_trajectory.baseline": "langchain_trajectory.trials.baseline",
    "langchain_trajectory.report.model": "langchain_trajectory.trials.model",
    "langchain_trajectory.report.records": "langchain_trajectory.trials.records",
    "langchain_trajectory.report.usage": "langchain_trajectory.trials.usage",
    "langchain_trajectory.report.sources": "langchain_trajectory.trials.sources",
    "langchain_trajectory.offline": "langchain_trajectory.testing.offline",
    "langchain_trajectory.devserver": "langchain_trajectory.testing.devserver",
}

# (old module, name, new module) for names that moved out of a module that stays
MOVED_NAMES = [
    ("langchain_trajectory.testing", name, "langchain_trajectory.trials.runner")
    for name in ("TrialGateError", "assert_trials", "run_trials")
] + [
    ("langchain_trajectory.coerce", name, "langchain_trajectory.reading")
    for name in (
        "TrajectoryInputError",
        "is_bare_reply",
        "message_text",
        "to_tool_call",
        "to_tool_calls",
        "to_trajectory",
        "tool_result_value",
        "trajectory_from_messages",
    )
]


def _rows() -> list[tuple[str, str, str]]:
    rows = list(MOVED_NAMES)
    for old, new in MOVED_MODULES.items():
        rows.extend((old, name, new) for name in importlib.import_module(new).__all__)
    return rows


ROWS = _rows()

CHILD = """
import importlib, json, sys, warnings
out = []
for old, name, new in json.loads(sys.argv[1]):
    module = importlib.import_module(old)
    with warnings.catch_warnings(record=True) as first:
        warnings.simplefilter("always")
        value = getattr(module, name)
    with warnings.catch_warnings(record=True) as second:
        warnings.simplefilter("always")
        again = getattr(module, name)
    out.append({
        "same": value is getattr(importlib.import_module(new), name) and again is value,
        "first": [(w.category.__name__, str(w.message)) for w in first if str(w.message).startswith("langchain_trajectory.")],
        "second": len(second),
    })
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def taken() -> dict[tuple[str, str], dict]:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, json.dumps(ROWS)], capture_output=True, text=True, check=True
    )
    return {(old, name): row for (old, name, _), row in zip(ROWS, json.loads(done.stdout), strict=True)}


@pytest.mark.parametrize(("old", "name", "new"), ROWS, ids=[f"{o}.{n}" for o, n, _ in ROWS])
def test_a_moved_name_is_the_same_object_at_its_old_path_and_warns_once(taken, old, name, new):
    row = taken[(old, name)]
    assert row["same"]
    assert row["first"] == [["DeprecationWarning", f"{old}.{name} moved to {new}.{name}; import it from there"]]
    assert row["second"] == 0


def test_an_old_module_refuses_a_name_its_new_module_does_not_have():
    stats = importlib.import_module("langchain_trajectory.stats")
    with pytest.raises(AttributeError, match="no_such_name"):
        stats.no_such_name  # noqa: B018


def test_star_import_from_an_old_module_gives_its_public_names():
    namespace: dict = {}
    with pytest.warns(DeprecationWarning):
        exec("from langchain_trajectory.gates import *", namespace)
    assert {"Gate", "GateReport", "check_gates", "EVERY_TRIAL"} <= set(namespace)
