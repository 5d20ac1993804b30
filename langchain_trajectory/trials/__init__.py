"""Trials: what a suite covers of the application (coverage of tools, arguments, nodes, edges, interrupts and
subagents, with gates for CI).

The trial statistics, gates and baselines (``stats``, ``gates``, ``baseline``, ``run_trials`` /
``assert_trials``) will move here; for now they stay where they are.
"""

from __future__ import annotations

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

__all__ = [
    "KINDS",
    "ArgumentCoverage",
    "CoverageError",
    "CoverageGate",
    "CoverageKind",
    "CoverageReport",
    "EdgeCoverage",
    "InterruptCoverage",
    "ToolCoverage",
    "assert_coverage",
    "coverage",
]
