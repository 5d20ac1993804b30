"""The README's judge snippets (safety rules, the reference-aware judge, calibration, samples) run offline, with
a ScriptedChatModel judge, and print what the README shows under them."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"


def judge_snippets() -> list[tuple[str, str]]:
    """(code, printed output) of every README Python block that runs a ScriptedChatModel judge and shows its
    output as trailing ``# `` comment lines."""
    found = []
    for block in re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S):
        if "ScriptedChatModel" not in block:
            continue
        lines = block.rstrip("\n").split("\n")
        shown: list[str] = []
        while lines and lines[-1].startswith("# "):
            shown.insert(0, lines.pop()[2:])
        if shown:
            found.append(("\n".join(lines), "\n".join(shown)))
    return found


SNIPPETS = judge_snippets()


def test_the_readme_has_the_judge_snippets():
    assert len(SNIPPETS) >= 4


@pytest.mark.parametrize(("code", "printed"), SNIPPETS, ids=[f"snippet{i}" for i in range(len(SNIPPETS))])
def test_a_readme_judge_snippet_prints_what_the_readme_says(code, printed):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(README), "exec"), {"__name__": "readme"})
    assert out.getvalue().rstrip("\n") == printed
