"""Trials: repeated runs of a case and what they show.

* `stats`: pass@k, pass^k, intervals, flakiness, score spread, paired tests;
* `gates`: the gates a case or a suite must meet (``"8/10"``, ``0.8``);
* `baseline`: a run compared with a baseline, case by case;
* `runner`: [`run_trials`][langchain_trajectory.trials.run_trials] and [`assert_trials`][langchain_trajectory.trials.assert_trials] for pytest;
* `coverage`: what a suite covers of the application (tools, arguments,
  nodes, edges, interrupts and subagents, with gates for CI);
* what a run of trials is (`model`: ``Trial``, ``CaseReport``, ``Report``),
  how it is written and read back (`records`,
  `sources`) and what it used (`usage`);
  [`langchain_trajectory.report`][langchain_trajectory.report] renders it and exports those names.
"""

from __future__ import annotations

from langchain_trajectory.trials.baseline import CaseChange, Comparison, compare
from langchain_trajectory.trials.coverage import (
    KINDS,
    ArgumentCoverage,
    CoverageError,
    CoverageGate,
    CoverageKind,
    CoverageReport,
    EdgeCoverage,
    InterruptCoverage,
    ToolCoverage,
    assert_coverage,
    coverage,
)
from langchain_trajectory.trials.gates import EVERY_TRIAL, Gate, GateReport, check_gates
from langchain_trajectory.trials.runner import TrialGateError, assert_trials, run_trials
from langchain_trajectory.trials.stats import (
    INVALID_FAULTS,
    CaseSummary,
    Summary,
    flip_rate,
    mcnemar_exact,
    paired_bootstrap,
    pass_at_k,
    pass_hat_k,
    summarize,
    wilson_interval,
)

__all__ = [
    "EVERY_TRIAL",
    "INVALID_FAULTS",
    "KINDS",
    "ArgumentCoverage",
    "CaseChange",
    "CaseSummary",
    "Comparison",
    "CoverageError",
    "CoverageGate",
    "CoverageKind",
    "CoverageReport",
    "EdgeCoverage",
    "Gate",
    "GateReport",
    "InterruptCoverage",
    "Summary",
    "ToolCoverage",
    "TrialGateError",
    "assert_coverage",
    "assert_trials",
    "check_gates",
    "compare",
    "coverage",
    "flip_rate",
    "mcnemar_exact",
    "paired_bootstrap",
    "pass_at_k",
    "pass_hat_k",
    "run_trials",
    "summarize",
    "wilson_interval",
]
