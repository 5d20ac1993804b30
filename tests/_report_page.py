"""The HTML report as a browser shows it: a case's trials are rendered by the page's script when the case is
opened, so what a trial shows is read from headless Chromium (Debian's, driven by Playwright), not from the file.

:func:`opened_case` skips the calling test, saying why, when Chromium or Playwright is missing (``.ci/run``
installs both when it can); call it after the test's other assertions.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def opened_case(page: str | Path, number: int = 1, folder: Path | None = None) -> str:
    """The markup of case ``number`` (``#case-N``) once the page opened it through the address, as the browser
    serializes it. ``page`` is a report file, or the page's text (written into ``folder`` first)."""
    return _in_browser(page, folder, number)


def opened_cases(page: str | Path, folder: Path | None = None) -> str:
    """The markup of the page's ``<main>`` once every case was opened (through its heading's link)."""
    return _in_browser(page, folder, None)


def _in_browser(page: str | Path, folder: Path | None, number: int | None) -> str:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # pragma: no cover - the test extra installs it
        pytest.skip("playwright is not installed (pip install playwright)")
    if CHROMIUM is None:
        pytest.skip("Chromium is not installed (apt-get install chromium)")
    if not isinstance(page, Path):
        assert folder is not None, "a page given as text needs a folder to be written to"
        path = folder / "opened.html"
        path.write_text(page, encoding="utf-8")
    else:
        path = page
    url = path.resolve().as_uri()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            tab = browser.new_page()
            tab.route("**/*", lambda route: route.continue_() if route.request.url == url else route.abort())
            errors: list[str] = []
            tab.on("pageerror", lambda exc: errors.append(str(exc)))
            if number is not None:
                tab.goto(f"{url}#case-{number}")
                tab.wait_for_selector(f"#case-{number} details.trial", state="attached")
                tab.wait_for_selector(f"#case-{number} .dots a.dot", state="attached")  # filled once in view
                markup = tab.locator(f"#case-{number}").evaluate("el => el.outerHTML")
            else:
                tab.goto(url)
                tab.evaluate("document.querySelectorAll('article.case h3 a').forEach(a => a.click())")
                assert tab.locator("article.case:not(:has(details.trial))").count() == 0
                markup = tab.locator("main").evaluate("el => el.outerHTML")
            assert errors == [], errors
            return str(markup)
        finally:
            browser.close()
