"""Every README snippet that shows its printed output (comment lines after the code) prints exactly that."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"
BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def snippets() -> list[tuple[str, str]]:
    out = []
    for block in BLOCK.findall(README.read_text(encoding="utf-8")):
        lines = block.rstrip("\n").split("\n")
        k = len(lines)
        while k and (lines[k - 1].startswith("# ") or lines[k - 1] == "#"):
            k -= 1
        code, shown = "\n".join(lines[:k]), lines[k:]
        if shown and "print(" in code:
            out.append((code, "\n".join(line[2:] for line in shown)))
    return out


SNIPPETS = snippets()


def test_the_readme_has_snippets_with_output() -> None:
    assert len(SNIPPETS) >= 5


@pytest.mark.parametrize(("code", "printed"), SNIPPETS, ids=[f"snippet{i}" for i in range(len(SNIPPETS))])
def test_snippet_prints_what_the_readme_shows(code: str, printed: str) -> None:
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        exec(compile(code, str(README), "exec"), {"__name__": "readme_snippet"})
    assert buffer.getvalue().rstrip("\n") == printed
