"""Benchmark: trial statistics and report generation for 1,000 cases x 10 trials.

The corpus (built before timing): 1,000 cases, each run 10 times; every trial is a three-message conversation
with 3 tool calls (node, agent and duration recorded), scored by the real ``ToolTrajectoryEvaluator`` (any_order;
about one trial in five has a near miss) and ``ToolErrorEvaluator``, plus a judge-style result with two
per-criterion reasons. Each case has its own pass probability, so some cases are stable and some flaky. A
baseline run of the same cases (slightly better) is built the same way.

Timed, each the best of ``--repeat`` runs:

- ``Report.summary()``: per-case and overall figures (pass rate, Wilson interval, pass@k, pass^k, flip rate, score
  spread per key);
- ``Report.gates()``;
- ``Report.comparison()``: McNemar on the verdicts and a 2,000-resample paired bootstrap per key;
- ``render_html``: the whole self-contained page, baseline column included; its size is reported;
- ``to_jsonl`` and ``load_results``: writing and reading the results file.

Peak memory is the process's maximum resident set size (``ru_maxrss``) at the end, corpus included.
Target (issue 16): statistics and report under 5 s and under 500 MB on the project's 2-core machine.

Run: ``python bench/trials.py`` (about a minute). ``--cases``/``--trials`` scale it; ``--out FILE`` writes the
markdown section.

``--browser`` (issue 27: a report that opens at once) writes the page of the same corpus with this tree's code
and, with ``--before COMMIT``, with that commit's code too (each in its own process, see ``_sidebyside.py``), and
opens each in headless Chromium (Debian's ``/usr/bin/chromium``, driven by Playwright), alternating, ``--rounds``
times: the time until the load event, until a filter click is answered (interactive), and until a case far down
the page shows its trials after its index link is clicked; best and median, with the file sizes and the load.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import resource
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ["LANGSMITH_TRACING"] = "false"
os.environ["LANGSMITH_TEST_TRACKING"] = "false"

import _sidebyside

from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.evaluators.tool_error import ToolErrorEvaluator
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.report import CaseReport, Report, Trial, load_results, render_html, write_html
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

CITIES = ["Paris", "Rome", "Tokyo", "Lima", "Oslo", "Cairo", "Quito", "Hanoi"]


def build(cases: int, trials: int, seed: int, lift: float = 0.0, title: str = "bench") -> Report:
    rng = random.Random(seed)
    match = ToolTrajectoryEvaluator(mode="any_order")
    errors = ToolErrorEvaluator()
    out = []
    for c in range(cases):
        city = CITIES[c % len(CITIES)]
        expected = [
            ToolCall.of("search_flights", {"destination": city, "passengers": 1 + c % 3}),
            ToolCall.of("get_weather", {"city": city}),
            ToolCall.of("book_flight", {"flight": f"XY{c}"}),
        ]
        p = min(1.0, rng.choice([1.0, 1.0, 0.95, 0.9, 0.7, 0.5]) + lift)
        case_trials = []
        for t in range(trials):
            ok = rng.random() < p
            calls = []
            for i, e in enumerate(expected):
                args = dict(e.args)
                if not ok and i == 0:
                    args["destination"] = city.lower() + "a"  # a near miss: same tool, other argument
                calls.append(
                    ToolCall.of(
                        e.name,
                        args,
                        id=f"call_{t}_{i}",
                        result={"ok": True, "items": list(range(5))},
                        step=0,
                        metadata={
                            "node": "tools",
                            "agent": "travel_agent",
                            "duration_ms": rng.uniform(0.2, 40),
                        },
                    )
                )
            trajectory = Trajectory(
                messages=(
                    Message.user(f"Book me a flight to {city} for case {c}"),
                    Message.assistant("", calls),
                    Message.assistant(f"Booked XY{c} to {city}."),
                )
            )
            judge_score = round(rng.uniform(0.6, 1.0) if ok else rng.uniform(0.2, 0.8), 3)
            judge = EvalResult(
                key="trajectory_quality",
                score=judge_score,
                passed=judge_score >= 0.5,
                threshold=0.5,
                reason="mean of 2 criteria",
                metadata={
                    "criterion_scores": {
                        "goal_completion": {"score": judge_score, "reason": "Booked what was asked."},
                        "helpfulness": {"score": judge_score, "reason": "Clear and short."},
                    }
                },
            )
            case_trials.append(
                Trial(
                    trajectory, [match.evaluate(trajectory, expected), errors.evaluate(trajectory), judge], t
                )
            )
        out.append(CaseReport(f"case {c:04d}: flights to {city}", expected=expected, trials=case_trials))
    return Report(title, out)


CPU: dict[str, float] = {}


def best(fn: Callable[[], Any], repeat: int, name: str = "") -> tuple[float, Any]:
    """The best wall time of ``repeat`` runs (and, under ``name`` in CPU, the best CPU time: on a shared
    machine the wall time also counts the time other jobs held the cores)."""
    times, cpu, value = [], [], None
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        value = fn()
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    if name:
        CPU[name] = min(cpu)
    return min(times), value


def write_page(cases: int, trials: int, seed: int, out: Path) -> dict[str, float]:
    """Build the corpus (and its baseline) with this process's code and write the page; CPU time of the write."""
    current = build(cases, trials, seed, title="current")
    current.baseline = build(cases, trials, seed + 1, lift=0.05, title="baseline")
    start = time.process_time()
    write_html(current, out)
    return {"write_cpu_s": time.process_time() - start, "bytes": out.stat().st_size}


_FILTER = """() => {
  const start = performance.now();
  document.querySelector("button[data-filter='failing']").click();
  document.body.offsetHeight;  // the layout the click causes
  return performance.now() - start;
}"""
_OPEN = """(n) => {
  document.querySelector("button[data-filter='all']").click();
  document.body.offsetHeight;  // that filter's layout, not timed
  const start = performance.now();
  document.querySelector(`table.index a[href='#case-${n}']`).click();
  const shown = document.querySelector(`#case-${n} details.trial`) !== null;
  document.body.offsetHeight;
  return shown ? performance.now() - start : -1;
}"""


def open_page(browser: Any, url: str, far_case: int) -> dict[str, float]:
    """One visit, timed by the page itself: seconds from navigation to the load event; to a filter click
    answered and laid out (the load event plus the click); and for a far case's index link to show its trials."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto(url, wait_until="load", timeout=300_000)
        loaded = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd") / 1000
        filtered = page.evaluate(_FILTER) / 1000
        opened = page.evaluate(_OPEN, far_case) / 1000
        return {"load_s": loaded, "interactive_s": loaded + filtered, "open_case_s": opened}
    finally:
        page.close()


def browser_section(args: argparse.Namespace) -> list[str]:
    """Write the page with each side's code, then open each in headless Chromium, alternating."""
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        raise SystemExit("--browser needs Chromium (apt-get install chromium)")
    folder = Path(tempfile.mkdtemp())
    sides = _sidebyside.trees(args.before)
    written: dict[str, dict[str, Any]] = {}
    loads = [_sidebyside.load()]
    for label, tree in sides:
        out = folder / f"{label}.html"
        argv = [str(out), "--cases", str(args.cases), "--trials", str(args.trials), "--seed", str(args.seed)]
        written[label] = {**_sidebyside.run_worker(tree, __file__, argv), "url": out.as_uri()}
    visits: dict[str, list[dict[str, float]]] = {label: [] for label, _ in sides}
    far = max(1, args.cases - 50)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--headless", "--no-sandbox", "--disable-gpu"])
        try:
            for r in range(args.rounds):
                for label, _ in sides if r % 2 == 0 else list(reversed(sides)):
                    visits[label].append(open_page(browser, written[label]["url"], far))
        finally:
            browser.close()
    loads.append(_sidebyside.load())
    lines = [
        "### The page in a browser (issue 27)",
        "",
        f"Command: `python bench/trials.py --browser --rounds {args.rounds}"
        + (f" --before {args.before}`" if args.before else "`")
        + f"; {args.cases} cases x {args.trials} trials with a baseline; headless Chromium "
        f"({chromium}) through Playwright, one new tab per visit, the sides alternating; times measured by the page "
        "(navigation timing and `performance.now()` around a filter button's click and the layout it causes).",
        "",
        "| page | size | write_html CPU (s) | load event (s, best / median) | interactive: a filter click answered "
        f"(s, best / median) | case {far} shown after its index link (s, best / median) |",
        "|---|---:|---:|---|---|---|",
    ]
    for label, _ in sides:
        row = [f"| {label} | {written[label]['bytes'] / 1e6:.1f} MB | {written[label]['write_cpu_s']:.2f} |"]
        for figure in ("load_s", "interactive_s", "open_case_s"):
            best, median = _sidebyside.best_median([v[figure] for v in visits[label]])
            row.append(f" {best:.2f} / {median:.2f} |")
        lines.append("".join(row))
    if args.before:
        b, a = visits["before"], visits["after"]
        ratio = [
            _sidebyside.best_median([v["interactive_s"] for v in side])[i]
            for side in (b, a)
            for i in (0, 1)
        ]
        lines += [
            "",
            f"Interactive, before / after: {ratio[0] / ratio[2]:.1f}x (best), {ratio[1] / ratio[3]:.1f}x (median); "
            f"size {written['before']['bytes'] / written['after']['bytes']:.1f}x smaller.",
        ]
    lines += ["", "Load while it ran: " + "; ".join([loads[0], loads[-1]]) + "."]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--trials", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", help="write the markdown section to this file")
    parser.add_argument("--browser", action="store_true", help="open the page in headless Chromium (issue 27)")
    parser.add_argument("--rounds", type=int, default=5, help="browser visits per side (with --browser)")
    parser.add_argument("--before", help="with --browser: also the page written by this commit's code")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(write_page(args.cases, args.trials, args.seed, Path(args.worker))))
        return 0
    if args.browser:
        text = "\n".join(browser_section(args)) + "\n"
        print(text)
        if args.out:
            Path(args.out).write_text(text, encoding="utf-8")
        return 0

    rss_imports = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    started = time.perf_counter()
    current = build(args.cases, args.trials, args.seed, title="current")
    baseline = build(args.cases, args.trials, args.seed + 1, lift=0.05, title="baseline")
    corpus_s = time.perf_counter() - started
    rss_corpus = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    current.baseline = baseline

    rows: list[tuple[str, float]] = []
    name = "Report.summary() (per-case and overall figures)"
    t, summary = best(current.summary, args.repeat, name)
    rows.append((name, t))
    name = "Report.gates()"
    t, _ = best(lambda: current.gates(summary), args.repeat, name)
    rows.append((name, t))
    name = "Report.comparison() (McNemar + 2,000-resample bootstrap per key)"
    t, comparison = best(lambda: current.comparison(summary), args.repeat, name)
    rows.append((name, t))
    folder = tempfile.mkdtemp()
    page_path = Path(folder) / "report.html"
    name = "write_html (the whole page, baseline column, written a case at a time)"
    t, _ = best(lambda: write_html(current, page_path), args.repeat, name)
    rows.append((name, t))
    total = sum(t for _, t in rows)
    total_cpu = sum(CPU.values())
    rss_report = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    t_jsonl, text = best(current.to_jsonl, args.repeat)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "results.jsonl"
        path.write_text(text, encoding="utf-8")
        t_load, _ = best(lambda: load_results(path), args.repeat)
    rss_peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    size_mb = page_path.stat().st_size / 1e6
    t_render, _ = best(lambda: len(render_html(current)), 1)
    lines = [
        "## Trials: statistics and report (`bench/trials.py`)",
        "",
        f"Command: `python bench/trials.py --cases {args.cases} --trials {args.trials} --repeat {args.repeat}`",
        "",
        f"Machine: {platform.machine()}, {os.cpu_count()} CPUs (shared), Python {platform.python_version()}; "
        f"best of {args.repeat}. Corpus: {args.cases} cases x {args.trials} trials, 3 tool calls and 3 results "
        f"per trial, plus a baseline of the same size (built in {corpus_s:.1f} s, not timed).",
        "",
        "| step | wall seconds | CPU seconds |",
        "|---|---:|---:|",
        *(f"| {name} | {t:.3f} | {CPU[name]:.3f} |" for name, t in rows),
        f"| **statistics and report, total** | **{total:.3f}** | **{total_cpu:.3f}** |",
        f"| (render_html, the page as one string) | {t_render:.3f} | |",
        f"| results file: to_jsonl ({len(text) / 1e6:.1f} MB) | {t_jsonl:.3f} | |",
        f"| results file: load_results | {t_load:.3f} | |",
        "",
        f"Report file: {size_mb:.1f} MB of self-contained HTML ({args.cases} cases, {args.cases * args.trials} "
        f"trials, every conversation included). Memory (max RSS): {rss_imports:.0f} MB after the imports, "
        f"{rss_corpus:.0f} MB with both corpora built, {rss_report:.0f} MB at the end of the statistics and "
        f"report steps (so {rss_report - rss_corpus:.0f} MB for them), {rss_peak:.0f} MB after the results "
        "file round trip (which builds a third copy of the corpus).",
        "",
        f"Figures: overall pass rate {summary.pass_rate:.1%}, {len(summary.flaky_cases)} flaky cases, "
        f"{len(comparison.by_status('regressed', 'worse'))} cases worse than the baseline, "
        f"significant regression: {comparison.significant_regression}.",
        "",
        f"Load average while it ran: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs (other jobs share the "
        "machine: the CPU time is what the steps cost; the wall time adds the waits for a core).",
        "",
        f"Target: under 5 s and under 500 MB: CPU time {'MET' if total_cpu < 5 else 'NOT MET'} "
        f"({total_cpu:.2f} s), wall time {'MET' if total < 5 else 'NOT MET'} ({total:.2f} s), memory "
        f"{'MET' if rss_report < 500 else 'NOT MET'} ({rss_report:.0f} MB peak for the process up to the end of "
        "the report, both corpora included).",
    ]
    text_out = "\n".join(lines) + "\n"
    print(text_out)
    if args.out:
        Path(args.out).write_text(text_out, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
