"""Reports of evaluated trajectories: figures over repeated trials, a terminal view and a self-contained HTML page.

[`report`][langchain_trajectory.report.report] is the one call most users need; the ``report`` module itself calls it, so
``from langchain_trajectory import report`` gives something to call *and* the module
(``report(results, out="report.html")``, ``report.Report``, ``import langchain_trajectory.report`` all work)::

    from langchain_trajectory import report  # or: from langchain_trajectory.report import report

    report(experiment_results, evaluators=evaluators, out="report.html")  # langsmith.evaluate results
    report(simulator.simulate_batch(repetitions=10), evaluators=[judge], out="report.html")
    report("new-run/results.jsonl", baseline="main-run/results.jsonl", out="report.html")

Underneath: a [`Report`][langchain_trajectory.report.Report] holds [`CaseReport`][langchain_trajectory.report.CaseReport] entries, each with one or more [`Trial`][langchain_trajectory.report.Trial] runs (a
trajectory and its evaluation results, failures kept beside them); [`Report.summary`][langchain_trajectory.report.Report.summary] computes the trial
statistics (`langchain_trajectory.trials.stats`), [`Report.gates`][langchain_trajectory.report.Report.gates] applies the gates
(`langchain_trajectory.trials.gates`) and [`Report.comparison`][langchain_trajectory.report.Report.comparison] the baseline tests
(`langchain_trajectory.trials.baseline`). [`render_terminal`][langchain_trajectory.report.render_terminal] and [`render_html`][langchain_trajectory.report.render_html] show it;
[`write_report`][langchain_trajectory.report.write_report] writes ``trajectories.json``, ``results.jsonl`` and ``report.html``.
"""

from __future__ import annotations

import json
import sys
import types
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from langchain_trajectory.report.html import render_html, write_html
from langchain_trajectory.report.terminal import (
    render_comparison,
    render_summary,
    render_table,
    render_terminal,
    render_usage_changes,
)
from langchain_trajectory.trials.gates import Gate
from langchain_trajectory.trials.model import CaseReport, Outcome, Report, Trial, run_error
from langchain_trajectory.trials.records import trajectory_json
from langchain_trajectory.trials.sources import (
    ResultsFileError,
    as_report,
    from_experiment,
    from_trajectories,
    load_results,
    save_results,
)
from langchain_trajectory.trials.usage import CaseUsage, TrialUsage
from langchain_trajectory.usage import Prices, check_prices

__all__ = [
    "CaseReport",
    "CaseUsage",
    "Outcome",
    "Report",
    "ResultsFileError",
    "Trial",
    "TrialUsage",
    "as_report",
    "from_experiment",
    "from_trajectories",
    "load_results",
    "render_comparison",
    "render_html",
    "render_summary",
    "render_table",
    "render_terminal",
    "render_usage_changes",
    "report",
    "run_error",
    "save_results",
    "write_html",
    "write_report",
]


def report(
    results: Any,
    baseline: Any = None,
    out: str | Path | None = None,
    *,
    evaluators: Sequence[Any] = (),
    thresholds: Mapping[str, float] | None = None,
    title: str | None = None,
    min_pass: Gate | str | float | None = None,
    min_overall: Gate | str | float | None = None,
    alpha: float = 0.05,
    prices: Prices | None = None,
    coverage: Any = None,
) -> Report:
    """Build a report from any results, compare it with ``baseline`` when given, and write its HTML page.

    Args:
        results: ``langsmith.evaluate`` results, trajectories (a simulation batch; evaluated with
            ``evaluators``), a results file or output folder written by this package, or a [`Report`][langchain_trajectory.report.Report].
        baseline: The same kinds of thing, for the reference run; cases pair by name.
        out: Where to write the self-contained HTML page (folders are created); None writes nothing.
        evaluators: For ``langsmith.evaluate`` results, the evaluators that ran (their thresholds are the
            pass marks); for trajectories, the evaluators to run.
        thresholds: Pass marks per feedback key, for evaluators that are not this package's.
        title: The report's title.
        min_pass: The per-case gate (``"8/10"``, ``0.8``; default: every trial passes).
        min_overall: The least pass rate over all trials, or None.
        alpha: Family-wise significance level of the baseline comparison.
        prices: ``{"model": (input_per_1k, output_per_1k)}`` for the costs in the usage figures (none built
            in); the baseline is priced with it too, unless it was read from a results file, which keeps the
            costs it was written with.
        coverage: What the results exercised of the application (``langchain_trajectory.trials.coverage(...)``),
            shown as the page's coverage section.

    Returns:
        The report (``.summary()``, ``.gates()``, ``.comparison()`` give its figures).

    Raises:
        ValueError: for unreadable results or gates (see [`as_report`][langchain_trajectory.report.as_report], [`Gate`][langchain_trajectory.trials.Gate]).
        TypeError: for results of an unknown kind.
    """
    built = as_report(results, evaluators=evaluators, thresholds=thresholds, title=title)
    if title is not None:
        built.title = title
    if baseline is not None:
        built.baseline = as_report(baseline, evaluators=evaluators, thresholds=thresholds)
    if min_pass is not None:
        built.case_gate = Gate.parse(min_pass)
    if min_overall is not None:
        built.overall_gate = Gate.parse(min_overall)
    built.alpha = alpha
    if prices is not None:
        built.prices = check_prices(prices)
        if built.baseline is not None and built.baseline.prices is None:
            built.baseline.prices = built.prices
    if coverage is not None:
        built.coverage = coverage
    if out is not None:
        write_html(built, out)
    return built


def write_report(report: Report, out_dir: str | Path) -> list[Path]:
    """Write ``trajectories.json`` (every trial's trajectory), ``results.jsonl`` (one line per trial, see
    `langchain_trajectory.trials.records`) and ``report.html`` (the self-contained page) into ``out_dir``,
    creating it; returns the paths written. [`load_results`][langchain_trajectory.report.load_results] reads the folder back."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    trajectories = [
        {"section": c.section, "case": c.name, "trial": t.index, "trajectory": trajectory_json(t.trajectory)}
        for c in report.cases
        for t in c.trials
        if t.trajectory is not None
    ]
    paths = [out / "trajectories.json", out / "results.jsonl", out / "report.html"]
    paths[0].write_text(json.dumps(trajectories, indent=2, ensure_ascii=False), encoding="utf-8")
    paths[1].write_text(report.to_jsonl(), encoding="utf-8")
    write_html(report, paths[2])
    return paths


class _ReportModule(types.ModuleType):
    """This module, callable as [`report`][langchain_trajectory.report.report]: ``from langchain_trajectory import report`` binds the module
    (Python binds a subpackage of that name whatever the package defines), so calling it must work."""

    def __call__(self, *args: Any, **kwargs: Any) -> Report:
        return report(*args, **kwargs)


sys.modules[__name__].__class__ = _ReportModule
