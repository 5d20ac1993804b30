"""The README's capture examples run as printed: each ``# ...`` line under a ``print`` is its output."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"


def block_after(heading: str) -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index(heading)
    match = re.search(r"```python\n(.*?)```", text[start:], re.S)
    assert match is not None, heading
    return match.group(1)


@pytest.mark.parametrize("heading", ["#### Multi-agent runs", "#### Human review"])
def test_readme_example_prints_what_it_says(heading: str) -> None:
    code = block_after(heading)
    expected = [line[2:] for line in code.splitlines() if line.startswith("# ")]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, f"README {heading}", "exec"), {"__name__": "readme"})
    assert out.getvalue().splitlines() == expected
