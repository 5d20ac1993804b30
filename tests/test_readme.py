"""The README runs as printed.

Every ```python block runs: the Tour's blocks in order in one namespace (they build on each other, as in one Python
session), every other block on its own. A block that shows its output (trailing ``# `` comment lines) must print
exactly that, line by line (trailing spaces aside; a shown line ending in ``...`` matches any line starting with
what precedes it, for the random name LangSmith gives an experiment). The "Repeated trials and CI gates" and
"Traces from elsewhere" sections have tests of their own (tests/test_readme_trials.py, tests/test_readme_traces.py),
which also run their command lines against files and a loopback receiver.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
TESTED_ELSEWHERE = ("Repeated trials and CI gates", "Traces from elsewhere")
TOUR = "Tour"


def _sections() -> list[tuple[str, str]]:
    """(title, text) of every ``## `` section, in order."""
    text = README.read_text(encoding="utf-8")
    parts = re.split(r"^## (.+)$", text, flags=re.M)
    return list(zip(parts[1::2], parts[2::2], strict=True))


def _split(block: str) -> tuple[str, list[str]]:
    """A block's code and the output it shows (its trailing ``# `` comment lines, without the ``# ``)."""
    lines = block.rstrip("\n").split("\n")
    k = len(lines)
    while k and (lines[k - 1].startswith("# ") or lines[k - 1] == "#"):
        k -= 1
    return "\n".join(lines[:k]), [line[2:] for line in lines[k:]]


def _blocks() -> list[tuple[str, int, str, list[str]]]:
    """(section, index in the section, code, shown output) of every Python block this test runs."""
    out = []
    for title, text in _sections():
        if title.strip() in TESTED_ELSEWHERE:
            continue
        for i, block in enumerate(re.findall(r"```python\n(.*?)```", text, flags=re.S)):
            code, shown = _split(block)
            out.append((title.strip(), i, code, shown))
    return out


BLOCKS = _blocks()


def _matches(printed: list[str], shown: list[str]) -> bool:
    if len(printed) != len(shown):
        return False
    for got, want in zip(printed, shown, strict=True):
        got, want = got.rstrip(), want.rstrip()
        if want.endswith("...") and got.startswith(want[:-3]):
            continue
        if got != want:
            return False
    return True


def _run(code: str, namespace: dict[str, Any]) -> list[str]:
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        exec(compile(code, str(README), "exec"), namespace)
    printed = buffer.getvalue().rstrip("\n")
    return printed.split("\n") if printed else []


@pytest.fixture
def in_a_scratch_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Blocks run from a scratch folder holding the repository's docs (files they read), so what they write stays
    out of the checkout."""
    (tmp_path / "docs").symlink_to(ROOT / "docs")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LANGSMITH_TRACING", "false")
    monkeypatch.setenv("LANGSMITH_TEST_TRACKING", "false")
    return tmp_path


def test_the_readme_has_a_tour_and_reference_blocks() -> None:
    tour = [b for b in BLOCKS if b[0] == TOUR]
    assert len(tour) >= 7 and all(shown for *_, shown in tour[1:])  # every tour step shows what it prints
    assert len(BLOCKS) - len(tour) >= 10


def test_the_tour_runs_in_order_and_prints_what_it_shows(in_a_scratch_folder: Path) -> None:
    namespace: dict[str, Any] = {"__name__": "readme_tour"}
    for _, index, code, shown in (b for b in BLOCKS if b[0] == TOUR):
        printed = _run(code, namespace)
        assert _matches(printed, shown), (
            f"Tour block {index} printed:\n" + "\n".join(printed)
        )
    assert (in_a_scratch_folder / "bookshop-report.html").is_file()


@pytest.mark.parametrize(
    ("section", "index", "code", "shown"),
    [b for b in BLOCKS if b[0] != TOUR],
    ids=[f"{b[0]}-{b[1]}" for b in BLOCKS if b[0] != TOUR],
)
def test_a_reference_block_runs_on_its_own_and_prints_what_it_shows(
    in_a_scratch_folder: Path, section: str, index: int, code: str, shown: list[str]
) -> None:
    printed = _run(code, {"__name__": "readme_block"})
    if shown:
        assert _matches(printed, shown), "\n".join(printed)
    assert os.getcwd() == str(in_a_scratch_folder)
