"""The README's "Accepted formats" snippet runs as printed, and the migration table's translations are the ones
the translated peer suites run with."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

from langchain_trajectory import ToolTrajectoryEvaluator
from langchain_trajectory.matching import ArgumentMatcher, values_equal

README = Path(__file__).resolve().parent.parent / "README.md"


def _section(title: str) -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index(f"## {title}")
    return text[start : text.index("\n## ", start + 1)]


def test_the_accepted_formats_snippet_prints_what_it_says():
    (code,) = re.findall(r"```python\n(.*?)```", _section("Accepted formats"), re.S)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {})
    promised = [line[2:] for line in code.splitlines() if line.startswith("# ")]
    assert out.getvalue().splitlines() == promised


def test_the_migration_table_translations_build():
    table = _section("Coming from agentevals or openevals")
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
