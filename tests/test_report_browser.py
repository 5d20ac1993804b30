"""The HTML report in a real headless browser (Debian's Chromium driven by Playwright): the summary is there,
the filters hide and show cases, a near miss shows its argument diff, and the page requests nothing but itself.

Skipped, saying why, when Chromium or Playwright is missing (``.ci/run`` installs both when it can).
"""

from __future__ import annotations

import shutil

import pytest

from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.report import CaseReport, Report, Trial, report
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
playwright = pytest.importorskip(
    "playwright.sync_api", reason="playwright is not installed (pip install playwright)"
)
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="Chromium is not installed (apt-get install chromium)"
)

ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def _trajectory(destination: str, *, long: bool = False) -> Trajectory:
    args = {"destination": destination}
    if long:
        args["notes"] = "x" * 3000  # a call far wider than its box
    call = ToolCall.of(
        "search_flights",
        args,
        result="[]",
        metadata={"node": "tools", "agent": "travel_agent", "duration_ms": 12.5},
    )
    return Trajectory(messages=(Message.user(f"Flights to {destination}?"), Message.assistant("", [call])))


def _report(tmp_path) -> tuple[Report, str]:
    evaluator = ToolTrajectoryEvaluator(mode="strict", argument_matcher="superset")
    expected = [ToolCall.of("search_flights", {"destination": "Rome"})]

    def case(name: str, destinations: list[str], long: bool = False) -> CaseReport:
        trials = []
        for i, d in enumerate(destinations):
            t = _trajectory(d, long=long)
            trials.append(Trial(t, [evaluator.evaluate(t, expected)], i))
        return CaseReport(name, expected=expected, trials=trials)

    current = Report(
        "browser check",
        [
            case("steady", ["Rome", "Rome", "Rome"]),
            case("flaky near miss", ["Rome", "Roma", "Rome"], long=False),
            case("long call", ["Rome", "Rome", "Rome"], long=True),
        ],
    )
    baseline = Report("base", [case("steady", ["Rome"] * 3), case("flaky near miss", ["Rome"] * 3)])
    out = tmp_path / "report.html"
    report(current, baseline=baseline, out=out)
    return current, out.as_uri()


def test_report_in_headless_chromium(tmp_path):
    _, url = _report(tmp_path)
    requests: list[str] = []
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            context = browser.new_context(viewport={"width": 1200, "height": 900})
            page = context.new_page()

            def record(route):
                requests.append(route.request.url)
                if route.request.url == url:
                    route.continue_()
                else:
                    route.abort()

            page.route("**/*", record)
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(url)

            summary = page.locator("#summary")
            assert "3" in summary.inner_text() and "pass rate" in summary.inner_text()
            assert "88.9%" in summary.inner_text()  # 8 of 9 trials
            assert page.locator("svg[aria-label='pass^k curve'] polyline").count() == 2

            articles = page.locator("article.case")
            assert articles.count() == 3
            page.click("button[data-filter='flaky']")
            visible = [a.get_attribute("id") for a in articles.all() if a.is_visible()]
            assert visible == ["case-2"]
            assert page.locator("#shown").inner_text() == "1 shown"
            page.click("button[data-filter='regressed']")
            assert [a.is_visible() for a in articles.all()] == [False, True, False]
            page.click("button[data-filter='all']")
            assert all(a.is_visible() for a in articles.all())

            # The index links to the case; the near miss shows an argument-level diff.
            page.click("table.index a[href='#case-2']")
            assert page.evaluate("location.hash") == "#case-2"
            near = page.locator("#case-2-t2 table.argdiff tr.differs")
            assert near.count() == 1
            cells = near.locator("td").all_inner_texts()
            assert cells[:3] == ["destination", '"Rome"', '"Roma"']
            assert page.locator("#case-2-t2").get_attribute("open") is not None  # the failing trial opens

            # A 3,000-character call wraps inside its box instead of widening the page.
            box = page.locator("#case-3 .call").first.bounding_box()
            article = page.locator("#case-3").bounding_box()
            assert box is not None and article is not None and box["width"] <= article["width"]
            assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
            assert errors == []
        finally:
            browser.close()
    assert requests == [url]  # the page loaded nothing but itself


def test_the_page_stays_inert_with_hostile_text(tmp_path):
    """Text from a run that looks like markup is shown, not run."""
    hostile = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'
    t = Trajectory(messages=(Message.user(hostile), Message.assistant(hostile)))
    out = tmp_path / "r.html"
    report(Report(hostile, [CaseReport(hostile, t)]), out=out)
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page()
            page.route(
                "**/*",
                lambda route: route.continue_() if route.request.url == out.as_uri() else route.abort(),
            )
            page.goto(out.as_uri())
            assert page.evaluate("window.pwned") is None
            assert hostile in page.locator("article.case").inner_text()
        finally:
            browser.close()
