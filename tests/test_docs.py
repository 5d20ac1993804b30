"""Every page of the documentation site (docs/**/*.md) and the README run as printed.

Every ```python block runs, each on its own in a fresh namespace, unless its page says otherwise in an HTML
comment:

- ``<!-- docs-test: in order -->``: the page's blocks run in order in one namespace (they build on each other, as
  in one Python session; the Getting started tour);
- ``<!-- docs-test: tests/test_x.py -->``: that test module runs the page's blocks (command lines against files,
  a loopback receiver, a pytest run); the module must exist and read the page.

A block that shows its output (trailing ``# `` comment lines) must print exactly that, line by line (trailing
spaces aside; a shown line ending in ``...`` matches any line starting with what precedes it, for the random name
LangSmith gives an experiment). ```bash blocks are the install commands (which CI runs), or run by the test a
page names. Blocks run from a scratch folder holding the repository's docs (files they read), so what they write
stays out of the checkout.
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
DOCS = ROOT / "docs"
README = ROOT / "README.md"
PAGES = [*sorted(DOCS.rglob("*.md")), README]
README_LIMIT = 15_000  # bytes: the README is a landing page; the guides live in docs/

_DIRECTIVE = re.compile(r"<!-- docs-test: (.+?) -->")
_FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)


def _name(page: Path) -> str:
    return page.relative_to(ROOT).as_posix()


def _directive(page: Path) -> str | None:
    found = _DIRECTIVE.findall(page.read_text(encoding="utf-8"))
    assert len(found) <= 1, f"{_name(page)}: more than one docs-test directive"
    return found[0].strip() if found else None


def _split(block: str) -> tuple[str, list[str]]:
    """A block's code and the output it shows (its trailing ``# `` comment lines, without the ``# ``)."""
    lines = block.rstrip("\n").split("\n")
    k = len(lines)
    while k and (lines[k - 1].startswith("# ") or lines[k - 1] == "#"):
        k -= 1
    return "\n".join(lines[:k]), [line[2:] for line in lines[k:]]


def _fenced(page: Path) -> list[tuple[str, str]]:
    """(language, text) of every fenced block of a page, in order."""
    return _FENCE.findall(page.read_text(encoding="utf-8"))


def _python_blocks(page: Path) -> list[tuple[str, list[str]]]:
    return [_split(text) for language, text in _fenced(page) if language == "python"]


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


def _run(code: str, namespace: dict[str, Any], page: Path) -> list[str]:
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        exec(compile(code, str(page), "exec"), namespace)
    printed = buffer.getvalue().rstrip("\n")
    return printed.split("\n") if printed else []


IN_ORDER = [p for p in PAGES if _directive(p) == "in order"]
ELSEWHERE = {p: d for p in PAGES if (d := _directive(p)) and d != "in order"}
ON_THEIR_OWN = [
    (page, i, code, shown)
    for page in PAGES
    if _directive(page) is None
    for i, (code, shown) in enumerate(_python_blocks(page))
]


@pytest.fixture
def in_a_scratch_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "docs").symlink_to(DOCS)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LANGSMITH_TRACING", "false")
    monkeypatch.setenv("LANGSMITH_TEST_TRACKING", "false")
    return tmp_path


def test_the_getting_started_tour_shows_what_every_step_prints() -> None:
    tour = _python_blocks(DOCS / "getting-started.md")
    assert DOCS / "getting-started.md" in IN_ORDER
    assert len(tour) >= 7 and all(shown for _, shown in tour[1:])


def test_the_readme_is_a_landing_page_with_an_example_that_runs() -> None:
    size = README.stat().st_size
    assert size <= README_LIMIT, (
        f"README.md is {size:,} bytes; keep it at most {README_LIMIT:,} (move text to docs/)"
    )
    assert any(shown for _, shown in _python_blocks(README)) and _directive(README) is None


def test_every_code_block_is_python_or_a_command_line() -> None:
    for page in PAGES:
        for language, text in _fenced(page):
            assert language in ("python", "bash"), f"{_name(page)}: a ```{language} block: {text[:60]!r}"


@pytest.mark.parametrize("page", list(ELSEWHERE), ids=_name)
def test_a_page_run_elsewhere_names_a_test_that_reads_it(page: Path) -> None:
    module = ROOT / ELSEWHERE[page]
    assert module.is_file(), f"{_name(page)} names {ELSEWHERE[page]}, which does not exist"
    assert _name(page) in module.read_text(encoding="utf-8") or page.name in module.read_text(
        encoding="utf-8"
    )


@pytest.mark.parametrize("page", IN_ORDER, ids=_name)
def test_a_page_runs_in_order_and_prints_what_it_shows(in_a_scratch_folder: Path, page: Path) -> None:
    namespace: dict[str, Any] = {"__name__": "docs_page"}
    for index, (code, shown) in enumerate(_python_blocks(page)):
        printed = _run(code, namespace, page)
        assert _matches(printed, shown), f"{_name(page)} block {index} printed:\n" + "\n".join(printed)


@pytest.mark.parametrize(
    ("page", "index", "code", "shown"),
    ON_THEIR_OWN,
    ids=[f"{_name(page)}-{index}" for page, index, _, _ in ON_THEIR_OWN],
)
def test_a_block_runs_on_its_own_and_prints_what_it_shows(
    in_a_scratch_folder: Path, page: Path, index: int, code: str, shown: list[str]
) -> None:
    printed = _run(code, {"__name__": "docs_block"}, page)
    if shown:
        assert _matches(printed, shown), "\n".join(printed)
    assert os.getcwd() == str(in_a_scratch_folder)
