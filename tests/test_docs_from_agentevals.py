"""The migration table of docs/guides/from-agentevals.md: its translations are the ones the translated peer suites
run with (tests/test_peer_trajectory_match.py)."""

from __future__ import annotations

from pathlib import Path

from langchain_trajectory import ToolTrajectoryEvaluator
from langchain_trajectory.matching import ArgumentMatcher, values_equal

PAGE = Path(__file__).resolve().parent.parent / "docs" / "guides" / "from-agentevals.md"


def test_the_migration_table_translations_build():
    table = PAGE.read_text(encoding="utf-8")
    for expression in (
        'ToolTrajectoryEvaluator("strict", parallel_calls_unordered=True)',
        'ArgumentMatcher("ignore", keys={"time.start": values_equal})',
    ):
        assert expression in table
        eval(
            expression,
            {
                "ToolTrajectoryEvaluator": ToolTrajectoryEvaluator,
                "ArgumentMatcher": ArgumentMatcher,
                "values_equal": values_equal,
            },
        )
    ev = ToolTrajectoryEvaluator("unordered", argument_matcher="superset", tool_matchers={"tool": "ignore"})
    assert ev.mode == "any_order" and ev.threshold == 1.0
