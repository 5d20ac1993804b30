"""The HTML report in a real headless browser (Debian's Chromium driven by Playwright): the summary is there,
the filters hide and show cases, a near miss shows its argument diff, and the page requests nothing but itself.

Skipped, saying why, when Chromium or Playwright is missing (``.ci/run`` installs both when it can).
"""

from __future__ import annotations

import shutil

import pytest

from langchain_trajectory.evaluators.base import EvalResult
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
    """Text from a run that looks like markup is shown, not run: in the case's name, the conversation, a tool's
    name, arguments, result and error, a reason, a scenario and the run's error; also text that would end the
    script holding the trials' data."""
    hostile = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'
    closer = "</script><script>window.pwned=3</script><!--"
    calls = [
        ToolCall.of(f"tool{hostile}", {"q": closer, hostile: "\u2028"}, result=closer),
        ToolCall.of("fails", {"x": 1}, error=hostile),
    ]
    t = Trajectory(
        messages=(Message.user(hostile), Message.assistant(closer, calls), Message.assistant(hostile)),
        scenario=closer,
        metadata={"termination": "error", "error": closer, "error_source": hostile},
    )
    result = EvalResult(key=hostile, score=0.0, passed=False, reason=closer)
    out = tmp_path / "r.html"
    report(Report(hostile, [CaseReport(hostile, t, [result])]), out=out)
    text = out.read_text(encoding="utf-8")
    assert text.count("<script>") == 1 and text.count("</script>") == 1 and "<img" not in text
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.route(
                "**/*",
                lambda route: route.continue_() if route.request.url == out.as_uri() else route.abort(),
            )
            page.goto(out.as_uri())
            page.click("table.index a[href='#case-1']")  # opening the case renders its trials
            page.wait_for_selector("#case-1 .msg")
            assert page.evaluate("window.pwned") is None
            shown = page.locator("article.case").text_content()
            assert shown is not None
            for fragment in (hostile, closer, f"tool{hostile}", "error: " + hostile, f"{hostile}: {closer}"):
                assert fragment in shown
            assert page.locator("article.case img, article.case script").count() == 0
            assert errors == []
        finally:
            browser.close()


def test_a_large_report_renders_a_case_when_it_is_opened(tmp_path):
    """Cases far down the page are not rendered at load; the index, a trial's mark and the address open them."""
    expected = [ToolCall.of("search_flights", {"destination": "Rome"})]
    evaluator = ToolTrajectoryEvaluator(mode="strict", argument_matcher="superset")
    cases = []
    for c in range(60):
        trials = []
        for i in range(3):
            t = _trajectory("Roma" if (c + i) % 7 == 0 else "Rome")
            trials.append(Trial(t, [evaluator.evaluate(t, expected)], i))
        cases.append(CaseReport(f"case {c}", expected=expected, trials=trials))
    out = tmp_path / "big.html"
    report(Report("big", cases), out=out)
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(out.as_uri())
            assert page.locator("#case-60 details.trial").count() == 0  # not rendered at load
            assert page.locator("#case-60 .dots a.dot").count() == 0  # nor its marks
            page.wait_for_selector("table.index tr[data-case] a.dot")  # the first rows' marks are filled
            assert page.locator("table.index tr[data-case]").first.locator("a.dot").count() == 3
            assert page.locator("table.index tr[data-case] .dots a.dot").count() < 180

            page.click("table.index a[href='#case-60']")
            assert page.evaluate("location.hash") == "#case-60"
            assert page.locator("#case-60 details.trial").count() == 3
            assert page.locator("#case-60 details.trial .msg").count() == 6

            # its marks are filled once near the viewport (the observer's next run)
            page.wait_for_selector("#case-60 .dots a.dot")
            assert page.locator("#case-60 .dots a.dot").count() == 3
            page.locator("table.index tr[data-case]").nth(49).scroll_into_view_if_needed()
            page.click("table.index a[href='#case-50-t3']")  # a trial's mark in the index
            trial = page.locator("#case-50-t3")
            assert trial.count() == 1 and trial.is_visible()

            page.click("button[data-filter='failing']")
            failing = [c for c in range(60) if any((c + i) % 7 == 0 for i in range(3))]
            assert page.locator("#shown").inner_text() == f"{len(failing)} shown"

            assert errors == []
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(out.as_uri() + "#case-40-t2")  # a link to a trial from elsewhere
            page.wait_for_selector("#case-40-t2")
            page.wait_for_timeout(300)  # cases rendered above it as it comes into view must not push it away
            top = "document.getElementById('case-40-t2').getBoundingClientRect().top"
            assert page.evaluate(
                f"(() => {{ const t = {top}; return t > -2 && t < window.innerHeight / 2; }})()"
            )
            # the reader scrolls up: the cases coming into view fill in, and the page does not snap back to the trial
            page.mouse.move(600, 450)
            page.mouse.wheel(0, -1500)
            page.wait_for_selector("#case-38 details.trial")
            page.wait_for_timeout(300)
            assert page.evaluate(f"{top} > window.innerHeight")
            assert page.locator("#case-38 details.trial").count() == 3
            assert errors == []

            # without the browser's scroll anchoring (which does not always hold), the linked trial stays where it is
            # on screen while the cases above it fill in: at the top when the page opens, 700 px lower after a scroll
            # of 700 px up that brings the cases above it near
            unanchored = tmp_path / "unanchored.html"
            unanchored.write_text(
                out.read_text(encoding="utf-8").replace(
                    "<style>", "<style>html,body{overflow-anchor:none}", 1
                ),
                encoding="utf-8",
            )
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(unanchored.as_uri() + "#case-40-t2")
            page.wait_for_selector("#case-39 details.trial")  # filled in above it
            page.wait_for_timeout(300)
            assert page.locator("#case-39 details.trial").count() == 3
            assert -2 < page.evaluate(top) < 2
            assert page.locator("#case-38 details.trial").count() == 0
            page.evaluate("window.scrollBy(0, -700)")
            page.wait_for_selector("#case-38 details.trial")
            page.wait_for_timeout(300)
            assert 698 < page.evaluate(top) < 702
            assert errors == []
        finally:
            browser.close()
