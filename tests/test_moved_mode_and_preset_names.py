"""Names that moved with the modes table and the presets: every old import path gives the same object and warns
once, naming the new path."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

MOVED = [
    # (old module, old name, new module, new name)
    ("langchain_trajectory.matching.scoring", "FORMULAS", "langchain_trajectory.matching.modes", "FORMULAS"),
    ("langchain_trajectory.matching.scoring", "Mode", "langchain_trajectory.matching.modes", "ModeName"),
    ("langchain_trajectory.evaluators.scorers", "PathCorrectness", "langchain_trajectory.evaluators.presets", "PathCorrectness"),
    ("langchain_trajectory.evaluators.scorers", "ToolCallCorrectness", "langchain_trajectory.evaluators.presets", "ToolCallCorrectness"),
    ("langchain_trajectory.evaluators.scorers", "ToolUsageAccuracy", "langchain_trajectory.evaluators.presets", "ToolUsageAccuracy"),
    ("langchain_trajectory.evaluators.tool_correctness", "ToolCorrectnessEvaluator", "langchain_trajectory.evaluators.presets", "ToolCorrectnessEvaluator"),
    ("langchain_trajectory.evaluators.tool_correctness", "f1_score", "langchain_trajectory.evaluators.presets", "f1_score"),
    ("langchain_trajectory.evaluators.tool_correctness", "CorrectnessMode", "langchain_trajectory.evaluators.presets", "CorrectnessMode"),
]

# A fresh interpreter, so that no other test has taken a name (and used up its one warning) before.
_PROBE = textwrap.dedent(
    """
    import importlib, json, sys, warnings
    out = []
    for old, name, new, new_name in json.loads(sys.argv[1]):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            first = getattr(importlib.import_module(old), name)
            second = getattr(importlib.import_module(old), name)
        # ours only: a dependency imported on first use may warn about itself (ast.Str on Python 3.12)
        messages = [
            str(w.message)
            for w in caught
            if issubclass(w.category, DeprecationWarning) and str(w.message).startswith("langchain_trajectory.")
        ]
        same = first is getattr(importlib.import_module(new), new_name) and second is first
        out.append([same, messages])
    print(json.dumps(out))
    """
)


@pytest.fixture(scope="module")
def probed() -> list[tuple[bool, list[str]]]:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, json.dumps(MOVED)], capture_output=True, text=True, check=True, timeout=120
    )
    return [tuple(row) for row in json.loads(done.stdout)]  # type: ignore[misc]


@pytest.mark.parametrize(("index", "row"), list(enumerate(MOVED)), ids=[f"{r[0]}.{r[1]}" for r in MOVED])
def test_an_old_import_path_gives_the_same_object_and_warns_once(
    probed: list[tuple[bool, list[str]]], index: int, row: tuple[str, str, str, str]
) -> None:
    old, name, new, new_name = row
    same, messages = probed[index]
    assert same, f"{old}.{name} is not {new}.{new_name}"
    assert len(messages) == 1, messages
    assert f"{old}.{name}" in messages[0] and f"{new}.{new_name}" in messages[0]


def test_an_unknown_name_is_still_an_attribute_error() -> None:
    from langchain_trajectory.evaluators import scorers

    with pytest.raises(AttributeError, match="NoSuchScorer"):
        scorers.NoSuchScorer  # noqa: B018
