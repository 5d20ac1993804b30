"""Comparing a run with a baseline: per-case regressions and improvements, and whether they are significant.

[`compare`][langchain_trajectory.trials.compare] pairs the cases of two [`Summary`][langchain_trajectory.trials.Summary] objects by name and gives
each a status, the change of its pass rate and of each key's mean score, then tests the paired differences:

* an exact McNemar test on the cases' verdicts (a case passes when it meets the per-case gate, by default
  every trial passing);
* a paired bootstrap on each evaluator key's per-case mean score.

``alpha`` is the family-wise error rate: with ``m`` tests (McNemar plus one bootstrap per key) each one-sided
test is run at ``alpha / m`` (Bonferroni), so adding evaluators does not make false alarms likelier. Note that a
handful of cases can never reach significance (McNemar needs at least 5 regressed cases and none improved for
p < 0.05): gate those runs with `langchain_trajectory.trials.gates` instead. Only valid trials count (see
[`INVALID_FAULTS`][langchain_trajectory.trials.INVALID_FAULTS]): a case without a valid trial on either side is ``unjudged``
and left out of the tests. Pure logic: no LangChain imports.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from langchain_trajectory.trials.gates import EVERY_TRIAL, Gate
from langchain_trajectory.trials.stats import (
    Bootstrap,
    CaseSummary,
    McNemar,
    Summary,
    mcnemar_exact,
    paired_bootstrap,
)

__all__ = ["CaseChange", "Comparison", "Status", "compare"]

Status = Literal["regressed", "improved", "worse", "better", "unchanged", "new", "removed", "unjudged"]
"""``regressed``/``improved``: the verdict flipped; ``worse``/``better``: same verdict, but the pass rate or a
mean score fell (any fall makes it ``worse``) or rose; ``new``/``removed``: the case is on one side only;
``unjudged``: on both sides, but without a valid trial on one of them (nothing to compare)."""

_EPS = 1e-9


@dataclass(frozen=True)
class CaseChange:
    """One case in the baseline and in the current run.

    Attributes:
        name: The case.
        status: See `Status`.
        baseline: The case's figures in the baseline (None when new).
        current: Its figures now (None when removed).
        score_deltas: Per key present on both sides with scores: current mean minus baseline mean.
    """

    name: str
    status: Status
    baseline: CaseSummary | None
    current: CaseSummary | None
    score_deltas: Mapping[str, float] = field(default_factory=dict)

    @property
    def pass_rate_delta(self) -> float | None:
        """Current pass rate minus the baseline's (None unless the case is on both sides)."""
        if self.baseline is None or self.current is None:
            return None
        return self.current.pass_rate - self.baseline.pass_rate

    @property
    def got_worse(self) -> bool:
        """True for ``regressed`` and ``worse`` (what the report's "regressed" filter shows)."""
        return self.status in ("regressed", "worse")


@dataclass(frozen=True)
class Comparison:
    """The outcome of [`compare`][langchain_trajectory.trials.compare].

    Attributes:
        cases: One entry per case of either side: the current run's order, then removed cases.
        verdicts: The McNemar test on the verdicts of the cases present on both sides.
        scores: Per key, the paired bootstrap of per-case mean scores (keys with a score on both sides).
        alpha: The family-wise significance level.
        case_gate: The gate that decides a case's verdict.
    """

    cases: tuple[CaseChange, ...]
    verdicts: McNemar
    scores: Mapping[str, Bootstrap]
    alpha: float
    case_gate: Gate

    @property
    def tests(self) -> int:
        """How many tests share ``alpha``."""
        return 1 + len(self.scores)

    @property
    def level(self) -> float:
        """The level each test is run at: ``alpha / tests``."""
        return self.alpha / self.tests

    @property
    def verdicts_regressed(self) -> bool:
        """True when significantly more cases lost their pass than gained one."""
        return self.verdicts.p_worse < self.level

    @property
    def regressed_keys(self) -> list[str]:
        """Keys whose mean score fell significantly."""
        return [k for k, b in self.scores.items() if b.mean_diff < 0 and b.p_worse < self.level]

    @property
    def significant_regression(self) -> bool:
        """True when the verdicts or any key's scores regressed significantly."""
        return self.verdicts_regressed or bool(self.regressed_keys)

    def by_status(self, *statuses: Status) -> list[CaseChange]:
        """The cases whose status is one of ``statuses``."""
        return [c for c in self.cases if c.status in statuses]

    def change(self, name: str) -> CaseChange:
        """The entry of case ``name``.

        Raises:
            KeyError: when neither side has the case.
        """
        for c in self.cases:
            if c.name == name:
                return c
        raise KeyError(name)


def _mean(case: CaseSummary, key: str) -> float | None:
    summary = case.keys.get(key)
    return summary.scores.mean if summary is not None else None


def _status(before: CaseSummary, after: CaseSummary, gate: Gate, deltas: Mapping[str, float]) -> Status:
    was = gate.admits(before.passed, before.trials, what=f"baseline case {before.name!r}")
    now = gate.admits(after.passed, after.trials, what=f"case {after.name!r}")
    if was and not now:
        return "regressed"
    if now and not was:
        return "improved"
    changes = [after.pass_rate - before.pass_rate, *deltas.values()]
    if any(d < -_EPS for d in changes):
        return "worse"
    if any(d > _EPS for d in changes):
        return "better"
    return "unchanged"


def compare(
    baseline: Summary,
    current: Summary,
    *,
    case_gate: Gate | str | None = None,
    alpha: float = 0.05,
    resamples: int = 2000,
    seed: int = 0,
) -> Comparison:
    """Compare ``current`` with ``baseline`` case by case (cases paired by name).

    Args:
        baseline: The figures of the reference run.
        current: The figures of the run under test.
        case_gate: What makes a case pass (default: every trial passes); see [`Gate`][langchain_trajectory.trials.Gate].
        alpha: The family-wise significance level in (0, 1).
        resamples: Bootstrap resamples per key.
        seed: Makes the bootstrap reproducible.

    Raises:
        ValueError: for ``alpha`` outside (0, 1), an unreadable gate or one written for another trial count.
    """
    if isinstance(alpha, bool) or not isinstance(alpha, (int, float)) or not 0 < alpha < 1:
        raise ValueError(f"alpha must lie strictly between 0 and 1, got {alpha!r}")
    gate = Gate.parse(case_gate) if case_gate is not None else EVERY_TRIAL
    before = {c.name: c for c in baseline.cases}
    after_names = {c.name for c in current.cases}
    changes: list[CaseChange] = []
    paired: list[tuple[CaseSummary, CaseSummary]] = []
    for case in current.cases:
        old = before.get(case.name)
        if old is not None and old.judged and case.judged:
            paired.append((old, case))
        changes.append(_change(old, case, gate))
    changes.extend(
        CaseChange(c.name, "removed", c, None) for c in baseline.cases if c.name not in after_names
    )

    regressions = sum(1 for c in changes if c.status == "regressed")
    improvements = sum(1 for c in changes if c.status == "improved")
    scores = _score_tests(paired, resamples, seed)
    return Comparison(tuple(changes), mcnemar_exact(regressions, improvements), scores, float(alpha), gate)


def _change(old: CaseSummary | None, case: CaseSummary, gate: Gate) -> CaseChange:
    """How a case of the current run changed from its baseline ``old`` (None: a new case)."""
    if old is None:
        return CaseChange(case.name, "new", None, case)
    if not (old.judged and case.judged):
        return CaseChange(case.name, "unjudged", old, case)
    deltas: dict[str, float] = {}
    for key in case.keys:
        was, now = _mean(old, key), _mean(case, key)
        if was is not None and now is not None:
            deltas[key] = now - was
    return CaseChange(case.name, _status(old, case, gate, deltas), old, case, deltas)


def _score_tests(
    paired: list[tuple[CaseSummary, CaseSummary]], resamples: int, seed: int
) -> dict[str, Bootstrap]:
    """The paired bootstrap of each key's mean score over the cases judged in both runs that have it."""
    keys = list(dict.fromkeys(k for _, case in paired for k in case.keys))
    scores: dict[str, Bootstrap] = {}
    for key in keys:
        pairs = [(_mean(old, key), _mean(new, key)) for old, new in paired]
        both = [(b, c) for b, c in pairs if b is not None and c is not None]
        if both:
            scores[key] = paired_bootstrap(
                [b for b, _ in both], [c for _, c in both], resamples=resamples, seed=seed
            )
    return scores
