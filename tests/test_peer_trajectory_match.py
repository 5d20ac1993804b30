"""The trajectory-match test cases of agentevals and openevals, through this package's API.

``tests/peer/cases.json`` holds every evaluation their trajectory-match suites make (translated by
``tests/peer/extract.py`` from the repositories at the commits it names): the configuration, the outputs, the
reference outputs and the verdict their evaluator gives. Each case runs here through
:class:`ToolTrajectoryEvaluator`, configured as the migration guide (docs/guides/from-agentevals.md) says, and must reach the same
verdict, except the cases listed in :data:`DIFFERENCES`, where the two packages mean different things on
purpose (each stated in docs/guides/from-agentevals.md); there the test checks that ours gives
the documented answer.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import messages_from_dict

from langchain_trajectory import ToolTrajectoryEvaluator
from langchain_trajectory.matching import ArgumentMatcher, values_equal

DATA = json.loads((Path(__file__).parent / "peer" / "cases.json").read_text(encoding="utf-8"))
CASES = DATA["cases"]


def _revive(value: Any) -> Any:
    """The case's values as the test wrote them: LangChain messages rebuilt from their dicts."""
    if isinstance(value, dict):
        if "__langchain_message__" in value:
            return messages_from_dict([value["__langchain_message__"]])[0]
        return {k: _revive(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_revive(v) for v in value]
    return value


# The matcher functions the suites pass as tool_args_match_overrides, translated (same contract as ours:
# (actual arguments, expected arguments) -> bool).
def _san_francisco(actual: Any, expected: Any) -> bool:
    names = ("SF", "San Francisco")
    return actual["city"] in names and expected["city"] in names


def _upgrade_query(actual: Any, expected: Any) -> bool:
    if expected.get("query", {}) and "upgrade" in expected.get("query", {}):
        return "upgrade" in actual.get("query", {})
    return True  # other policy queries are not compared


CALLABLES = {
    "config.tool_args_match_overrides.get_weather": _san_francisco,
    "config.tool_args_match_overrides.lookup_policy": _upgrade_query,
}


def _only_keys(keys: list[str]) -> ArgumentMatcher:
    """Their list-of-paths override: compare only these dot-paths (per-key matchers in ``ignore`` mode)."""
    return ArgumentMatcher("ignore", keys=dict.fromkeys(keys, values_equal))


def evaluator_for(case: dict[str, Any]) -> ToolTrajectoryEvaluator:
    """Their configuration in this package's words (the migration guide's table)."""
    config = case["config"]
    mode = config.get("trajectory_match_mode", "strict")
    overrides: dict[str, Any] = {}
    for tool, spec in (config.get("tool_args_match_overrides") or {}).items():
        if isinstance(spec, dict):
            overrides[tool] = CALLABLES[spec["__callable__"]]
        elif isinstance(spec, list):
            overrides[tool] = _only_keys(spec)
        else:
            overrides[tool] = spec
    return ToolTrajectoryEvaluator(
        mode,
        argument_matcher=config.get("tool_args_match_mode", "exact"),
        tool_matchers=overrides,
        # Their strict compares message by message and ignores call order inside one message.
        parallel_calls_unordered=mode == "strict",
    )


MESSAGES_VS_CALLS = (
    "strict compares the calls, not the messages around them: the same calls made in one assistant message or "
    "split over two match (theirs also needs the same number of messages with the same roles)"
)
PATH_ON_NEITHER_SIDE = (
    "a per-key matcher passes a path that neither side has (as agentevals does); openevals' list-of-paths "
    "override requires every listed path on both sides"
)
DIFFERENCES: dict[str, str] = {
    **{
        f"{source}:{file}::test_trajectory_with_different_message_count[trajectory_strict_match-strict-{score}]#0": (
            MESSAGES_VS_CALLS
        )
        for source, score in (("agentevals", "0.0"), ("openevals", "False"))
        for file in ("test_trajectory.py", "test_trajectory_async.py")
    },
    **{
        f"openevals:{file}::test_trajectory_match_with_nested_field_overrides_requires_key[]#0": PATH_ON_NEITHER_SIDE
        for file in ("test_trajectory.py", "test_trajectory_async.py")
    },
}
"""Case id -> the documented difference it shows (docs/guides/from-agentevals.md)."""


def _case_id(case: dict[str, Any]) -> str:
    return f"{case['source']}:{case['test']}#{case['evaluation']}"


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_peer_case(case):
    ev = evaluator_for(case)
    result = ev(outputs=_revive(case["outputs"]), reference_outputs=_revive(case["reference_outputs"]))
    ours = result["score"] >= 1.0
    theirs = bool(case["score"])
    if _case_id(case) in DIFFERENCES:
        assert ours != theirs, f"documented difference no longer shows: {DIFFERENCES[_case_id(case)]}"
    else:
        assert ours == theirs, result["comment"]


def test_the_translation_covers_both_suites():
    assert {c["source"] for c in CASES} == {"agentevals", "openevals"}
    assert len(CASES) >= 150
    assert set(DIFFERENCES) <= {_case_id(c) for c in CASES}  # every documented difference is a real case
    assert len(DIFFERENCES) <= len(CASES) // 10  # differences are exceptions
