"""What a report holds: cases, each run as one or more trials, each trial with its trajectory and results.

A [`Trial`][langchain_trajectory.report.Trial] is one run of a case: the trajectory the agent produced (when known), the evaluations of it
([`EvalResult`][langchain_trajectory.evaluators.EvalResult], or an
[`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure] for an evaluation that raised) and the run's own error
(a simulated conversation that crashed, a target that raised). A [`CaseReport`][langchain_trajectory.report.CaseReport] is a named case with its
trials and, optionally, its expected tool calls; a [`Report`][langchain_trajectory.report.Report] is a titled list of cases with the gates
that judge them and, optionally, a baseline to compare with.

A trial also carries its ``fault``: who spoiled the run, when someone did (see
`langchain_trajectory.simulation.fidelity.faults`). A trial whose fault is the simulated user's or the
judge's is invalid: every figure leaves it out and counts it apart ([`INVALID_FAULTS`][langchain_trajectory.trials.INVALID_FAULTS]).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_trajectory.errors import EvaluatorFailure
from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.trajectory import ToolCall, Trajectory
from langchain_trajectory.trials.baseline import Comparison, compare
from langchain_trajectory.trials.gates import EVERY_TRIAL, Gate, GateReport, check_gates
from langchain_trajectory.trials.records import dumps_trials
from langchain_trajectory.trials.stats import INVALID_FAULTS, Summary, summarize
from langchain_trajectory.trials.usage import CaseUsage, TrialUsage, case_usage
from langchain_trajectory.usage import Prices

__all__ = ["CaseReport", "Outcome", "Report", "Trial", "run_error", "run_fault"]

Outcome = EvalResult | EvaluatorFailure
"""One evaluation of a trial: a result, or the failure of an evaluator that raised."""


def run_error(trajectory: Trajectory | None) -> str | None:
    """``source: error`` when the trajectory records that its run ended in an error (a simulation whose user
    or application failed), else None."""
    if trajectory is None:
        return None
    metadata = trajectory.metadata
    if metadata.get("termination") != "error":
        return None
    return f"{metadata.get('error_source', 'unknown source')}: {metadata.get('error', 'no error message')}"


def run_fault(
    trajectory: Trajectory | None, results: Sequence[Outcome] = ()
) -> tuple[str | None, str | None]:
    """``(fault, reason)`` of a trial: the fault its simulated trajectory records (``metadata["fault"]``) with
    the evidence (the guards' violations, or the run's error); else ``"judge"`` when an LLM judge gave no
    verdict (a failure marked ``metadata["judge"]``); else ``(None, None)``."""
    metadata = trajectory.metadata if trajectory is not None else {}
    fault = metadata.get("fault")
    if isinstance(fault, str):
        fidelity = metadata.get("fidelity")
        violations = fidelity.get("violations") if isinstance(fidelity, dict) else None
        if violations:
            return fault, "; ".join(
                f"{v.get('guard')} (user turn {v.get('turn')}): {v.get('evidence')}" for v in violations
            )
        reason = metadata.get("fault_reason") or run_error(trajectory)
        return fault, str(reason) if reason else None
    for r in results:
        if isinstance(r, EvaluatorFailure) and r.metadata.get("judge") is True:
            return "judge", f"{r.key}: {r.error_type}: {r.error}"
    return None, None


@dataclass
class Trial:
    """One run of a case.

    Attributes:
        trajectory: What the agent did (None when only results are known, e.g. read from a results file).
        results: The evaluations of this run; failures are kept beside the results.
        index: The trial's number within its case, from 0.
        error: Why the run itself failed (``source: message``), or None. Read from the trajectory's metadata
            when not given.
        fault: Who spoiled the run (``agent``, ``user_simulator``, ``tool_stub``, ``judge``,
            ``undetermined``), or None. Read from the trajectory and the results when not given
            (`run_fault`).
        fault_reason: The evidence for the fault, or None.
        usage: What the trial used, as a results file keeps it (None: computed from the trajectory and the
            results, see `langchain_trajectory.trials.usage`).
    """

    trajectory: Trajectory | None = None
    results: list[Outcome] = field(default_factory=list)
    index: int = 0
    error: str | None = None
    fault: str | None = None
    fault_reason: str | None = None
    usage: TrialUsage | None = None

    def __post_init__(self) -> None:
        if self.error is None:
            self.error = run_error(self.trajectory)
        if self.fault is None:
            self.fault, reason = run_fault(self.trajectory, self.results)
            self.fault_reason = self.fault_reason or reason

    @property
    def valid(self) -> bool:
        """False when the simulated user or the judge spoiled the run: it counts in no figure."""
        return self.fault not in INVALID_FAULTS

    @property
    def passed(self) -> bool:
        """True when the run did not fail and every evaluation passed (a failure never passes)."""
        return self.error is None and all(r.passed for r in self.results)

    @property
    def failures(self) -> list[EvaluatorFailure]:
        """The evaluations that raised."""
        return [r for r in self.results if isinstance(r, EvaluatorFailure)]


class CaseReport:
    """One case: its trials, and its expected tool calls when it has them.

    ``CaseReport(name, trajectory, results)`` is a case run once; pass ``trials=[Trial(...), ...]`` for a case
    run several times.

    Args:
        name: A short label (dataset example, persona, ...).
        trajectory: What the agent did, for a case run once.
        results: The evaluations of it, for a case run once.
        expected: The expected tool calls (for the expected-vs-actual view), or None.
        section: Which part of the report the case belongs to.
        trials: The case's trials (instead of ``trajectory`` and ``results``).

    Raises:
        ValueError: when both ``trials`` and ``trajectory``/``results`` are given, or ``trials`` is empty.
    """

    def __init__(
        self,
        name: str,
        trajectory: Trajectory | None = None,
        results: Sequence[Outcome] | None = None,
        expected: Sequence[ToolCall] | None = None,
        section: str = "Cases",
        *,
        trials: Sequence[Trial] | None = None,
    ) -> None:
        if trials is not None:
            if trajectory is not None or results is not None:
                raise ValueError(f"case {name!r}: give either trials or trajectory/results, not both")
            if not trials:
                raise ValueError(f"case {name!r}: trials must not be empty")
            self.trials = list(trials)
        else:
            self.trials = [Trial(trajectory, list(results or []), 0)]
        self.name = name
        self.expected = list(expected) if expected is not None else None
        self.section = section

    @property
    def trajectory(self) -> Trajectory | None:
        """The first trial's trajectory (the only one's, for a case run once)."""
        return self.trials[0].trajectory

    @property
    def results(self) -> list[Outcome]:
        """The first trial's results (the only one's, for a case run once); the list itself, so appending to
        it adds a result to that trial."""
        return self.trials[0].results

    @property
    def passed(self) -> bool:
        """True when the case has a valid trial and every valid trial passed (invalid ones count for nothing)."""
        valid = [t for t in self.trials if t.valid]
        return bool(valid) and all(t.passed for t in valid)

    @property
    def invalid(self) -> list[Trial]:
        """The trials the simulated user or the judge spoiled."""
        return [t for t in self.trials if not t.valid]

    def __repr__(self) -> str:
        return f"CaseReport(name={self.name!r}, section={self.section!r}, trials={len(self.trials)})"


@dataclass
class Report:
    """A titled collection of cases, the gates that judge them, and an optional baseline.

    Attributes:
        title: The report's title.
        cases: The cases, in display order.
        notes: Free-text notes shown at the end.
        baseline: The report of a reference run, compared case by case when set.
        case_gate: What makes a case pass (default: every trial passes).
        overall_gate: A least pass rate over all trials, or None.
        alpha: Family-wise significance level of the baseline comparison.
        confidence: Level of the pass-rate intervals.
        prices: ``{"model": (input_per_1k, output_per_1k)}`` for the costs of the usage figures (none built in).
        coverage: What the suite exercised of the application
            (a [`CoverageReport`][langchain_trajectory.trials.CoverageReport]), shown as its own section; None for none.
    """

    title: str
    cases: list[CaseReport] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    baseline: Report | None = None
    case_gate: Gate = EVERY_TRIAL
    overall_gate: Gate | None = None
    alpha: float = 0.05
    confidence: float = 0.95
    prices: Prices | None = None
    coverage: Any = None

    def sections(self) -> dict[str, list[CaseReport]]:
        """Cases grouped by section, in first-seen order."""
        grouped: dict[str, list[CaseReport]] = {}
        for case in self.cases:
            grouped.setdefault(case.section, []).append(case)
        return grouped

    def case_ids(self) -> list[str]:
        """A unique label per case, in order: its name, or ``section / name`` for a name that appears in more
        than one section (the labels that pair cases with a baseline's).

        Raises:
            ValueError: when a section holds two cases of the same name.
        """
        counts = Counter(c.name for c in self.cases)
        ids = [f"{c.section} / {c.name}" if counts[c.name] > 1 else c.name for c in self.cases]
        duplicates = sorted({i for i in ids if ids.count(i) > 1}) if len(set(ids)) < len(ids) else []
        if duplicates:
            raise ValueError(f"report {self.title!r}: more than one case is named {duplicates[0]!r}")
        return ids

    def summary(self) -> Summary:
        """The figures of every case and overall (see [`langchain_trajectory.trials.stats.summarize`][langchain_trajectory.trials.summarize]).

        Raises:
            ValueError: when the report has no case.
        """
        return summarize(
            dict(zip(self.case_ids(), (c.trials for c in self.cases), strict=True)),
            confidence=self.confidence,
        )

    def gates(self, summary: Summary | None = None) -> GateReport:
        """The gates applied to [`summary`][langchain_trajectory.report.Report.summary] (pass it when already computed)."""
        return check_gates(summary or self.summary(), self.case_gate, self.overall_gate)

    def comparison(
        self, summary: Summary | None = None, *, resamples: int = 2000, seed: int = 0
    ) -> Comparison | None:
        """This report compared with [`baseline`][langchain_trajectory.report.Report.baseline] (None without one)."""
        if self.baseline is None:
            return None
        return compare(
            self.baseline.summary(),
            summary or self.summary(),
            case_gate=self.case_gate,
            alpha=self.alpha,
            resamples=resamples,
            seed=seed,
        )

    def usage(self) -> dict[str, CaseUsage]:
        """Tokens, cost and latency per case (keyed as [`case_ids`][langchain_trajectory.report.Report.case_ids]), for the cases whose trials have any
        (see `langchain_trajectory.trials.usage`)."""
        out = {}
        for name, case in zip(self.case_ids(), self.cases, strict=True):
            figures = case_usage(case.trials, self.prices)
            if figures is not None:
                out[name] = figures
        return out

    def to_jsonl(self) -> str:
        """The results file: one JSON object per trial (see `langchain_trajectory.trials.records`)."""
        return dumps_trials(self.cases, prices=self.prices)
