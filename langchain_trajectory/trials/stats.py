"""Statistics of repeated trials: pass@k, pass^k, intervals, flakiness, score spread, and paired tests.

Pure functions over counts and scores (no LangChain imports), so they are easy to check by hand:

* [`pass_at_k`][langchain_trajectory.trials.pass_at_k] / [`pass_hat_k`][langchain_trajectory.trials.pass_hat_k]: the unbiased estimators of "at least one of k trials passes" and
  "all k trials pass" from ``n`` trials with ``c`` passes (as HumanEval and tau2-bench compute them);
* [`wilson_interval`][langchain_trajectory.trials.wilson_interval]: a confidence interval for a pass rate that behaves at 0 and n passes;
* [`flip_rate`][langchain_trajectory.trials.flip_rate]: how often two different trials of a case disagree;
* `score_stats`: count, mean, spread and range of a key's scores;
* [`mcnemar_exact`][langchain_trajectory.trials.mcnemar_exact] and [`paired_bootstrap`][langchain_trajectory.trials.paired_bootstrap]: paired tests of a baseline against a current run;
* [`summarize`][langchain_trajectory.trials.summarize]: all of the above per case and overall, from trials of any source (a
  [`Report`][langchain_trajectory.report.Report]'s cases, or a mapping of case name to trials).

A trial is anything with ``passed`` (bool) and ``results`` (items with ``key``, ``score`` and ``passed``). A
result whose ``score`` is None is a failure to evaluate (an
[`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure]): it never passes, has no score, and is counted
apart, so it neither vanishes nor drags a mean down as a made-up 0. A trial whose ``fault`` is in
[`INVALID_FAULTS`][langchain_trajectory.trials.INVALID_FAULTS] (the simulated user or the judge spoiled it) is not a valid trial: it is left out of
every figure (pass rates, pass@k, pass^k, scores, and so of gates and baselines) and counted in ``invalid``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from langchain_trajectory.simulation.fidelity.faults import INVALID_FAULTS
from langchain_trajectory.trials._estimators import (
    Bootstrap,
    McNemar,
    ScoreStats,
    check_confidence,
    check_count,
    flip_rate,
    mcnemar_exact,
    paired_bootstrap,
    pass_at_k,
    pass_hat_k,
    score_stats,
    wilson_interval,
)

__all__ = [
    "INVALID_FAULTS",
    "Bootstrap",
    "CaseSummary",
    "KeySummary",
    "McNemar",
    "ScoreStats",
    "Summary",
    "flip_rate",
    "is_valid",
    "mcnemar_exact",
    "paired_bootstrap",
    "pass_at_k",
    "pass_hat_k",
    "score_stats",
    "summarize",
    "wilson_interval",
]


def is_valid(trial: Any) -> bool:
    """Whether a trial counts: its ``fault`` (when it has one) is not in [`INVALID_FAULTS`][langchain_trajectory.trials.INVALID_FAULTS]."""
    return getattr(trial, "fault", None) not in INVALID_FAULTS


# -- summaries -----------------------------------------------------------------------------------------------


class ResultLike(Protocol):
    """One evaluation: ``score`` None marks a failure to evaluate."""

    @property
    def key(self) -> str: ...

    @property
    def score(self) -> float | None: ...

    @property
    def passed(self) -> bool: ...


class TrialLike(Protocol):
    """One trial of a case: its verdict and its evaluations."""

    @property
    def passed(self) -> bool: ...

    @property
    def results(self) -> Sequence[ResultLike]: ...


@dataclass(frozen=True)
class KeySummary:
    """One evaluator key over a set of evaluations (a case's trials, or every trial).

    Attributes:
        key: The feedback key.
        evaluations: How many evaluations carried this key (failures included).
        passed: How many of them passed.
        errors: How many failed to evaluate (no score).
        scores: The statistics of the scores (failures left out).
    """

    key: str
    evaluations: int
    passed: int
    errors: int
    scores: ScoreStats

    @property
    def pass_rate(self) -> float:
        """``passed / evaluations`` (failures count as not passed)."""
        return self.passed / self.evaluations if self.evaluations else 0.0


def _key_summaries(results: Iterable[ResultLike]) -> dict[str, KeySummary]:
    grouped: dict[str, list[ResultLike]] = {}
    for r in results:
        grouped.setdefault(r.key, []).append(r)
    return {
        key: KeySummary(
            key=key,
            evaluations=len(rs),
            passed=sum(1 for r in rs if r.score is not None and r.passed),
            errors=sum(1 for r in rs if r.score is None),
            scores=score_stats(r.score for r in rs if r.score is not None),
        )
        for key, rs in grouped.items()
    }


@dataclass(frozen=True)
class CaseSummary:
    """The figures of one case over its trials.

    Attributes:
        name: The case.
        outcomes: Each valid trial's verdict, in trial order.
        errors: Valid trials that hold a failure to evaluate, or whose run ended in an error.
        keys: Per evaluator key: evaluations, passes, failures and score statistics (valid trials only).
        confidence: The level of [`interval`][langchain_trajectory.trials.CaseSummary.interval].
        invalid: Trials left out because the simulated user or the judge spoiled them (see
            [`INVALID_FAULTS`][langchain_trajectory.trials.INVALID_FAULTS]). A case all of whose trials are invalid has no valid trial: its pass rate
            reads 0.0, its interval (0.0, 1.0), and gates and baselines leave it out ([`judged`][langchain_trajectory.trials.CaseSummary.judged]).
    """

    name: str
    outcomes: tuple[bool, ...]
    errors: int
    keys: Mapping[str, KeySummary]
    confidence: float = 0.95
    invalid: int = 0

    @property
    def trials(self) -> int:
        """How many valid trials ran."""
        return len(self.outcomes)

    @property
    def judged(self) -> bool:
        """Whether the case has a valid trial, and so a verdict."""
        return bool(self.outcomes)

    @property
    def passed(self) -> int:
        """How many trials passed."""
        return sum(self.outcomes)

    @property
    def pass_rate(self) -> float:
        """``passed / trials`` (0.0 without a valid trial)."""
        return self.passed / self.trials if self.trials else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The Wilson interval of the pass rate ((0.0, 1.0) without a valid trial)."""
        return wilson_interval(self.passed, self.trials, self.confidence) if self.trials else (0.0, 1.0)

    @property
    def flaky(self) -> bool:
        """True when some trials passed and some failed."""
        return 0 < self.passed < self.trials

    @property
    def flip_rate(self) -> float | None:
        """[`flip_rate`][langchain_trajectory.trials.CaseSummary.flip_rate] of the trials, None with a single trial."""
        return flip_rate(self.trials, self.passed) if self.trials > 1 else None

    def pass_at_k(self, k: int) -> float:
        """[`pass_at_k`][langchain_trajectory.trials.CaseSummary.pass_at_k] of this case's trials."""
        return pass_at_k(self.trials, self.passed, k)

    def pass_hat_k(self, k: int) -> float:
        """[`pass_hat_k`][langchain_trajectory.trials.CaseSummary.pass_hat_k] of this case's trials."""
        return pass_hat_k(self.trials, self.passed, k)


@dataclass(frozen=True)
class Summary:
    """Per-case and overall figures of a set of trials.

    Attributes:
        cases: One summary per case, in input order.
        keys: Per evaluator key over every evaluation of every trial.
        confidence: The level of the intervals.
    """

    cases: tuple[CaseSummary, ...]
    keys: Mapping[str, KeySummary] = field(default_factory=dict)
    confidence: float = 0.95

    @property
    def trials(self) -> int:
        """Valid trials over every case."""
        return sum(c.trials for c in self.cases)

    @property
    def invalid(self) -> int:
        """Trials left out of every figure (simulator or judge faults) over every case."""
        return sum(c.invalid for c in self.cases)

    @property
    def unjudged_cases(self) -> list[CaseSummary]:
        """Cases without a valid trial (every trial spoiled by the simulator or the judge)."""
        return [c for c in self.cases if not c.judged]

    @property
    def passed(self) -> int:
        """Passed trials over every case."""
        return sum(c.passed for c in self.cases)

    @property
    def errors(self) -> int:
        """Trials with a failure to evaluate or a run that ended in an error."""
        return sum(c.errors for c in self.cases)

    @property
    def pass_rate(self) -> float:
        """The share of all valid trials that passed (0.0 without one)."""
        return self.passed / self.trials if self.trials else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The Wilson interval of [`pass_rate`][langchain_trajectory.trials.Summary.pass_rate] (trials taken as independent; (0.0, 1.0) without one)."""
        return wilson_interval(self.passed, self.trials, self.confidence) if self.trials else (0.0, 1.0)

    @property
    def cases_passed(self) -> int:
        """Cases with a valid trial all of whose valid trials passed."""
        return sum(1 for c in self.cases if c.judged and c.passed == c.trials)

    @property
    def flaky_cases(self) -> list[CaseSummary]:
        """Cases with both passing and failing trials."""
        return [c for c in self.cases if c.flaky]

    @property
    def max_k(self) -> int:
        """The most trials any case has (the reach of [`pass_hat_curve`][langchain_trajectory.trials.Summary.pass_hat_curve])."""
        return max(c.trials for c in self.cases)

    def _with_trials(self, k: int) -> list[CaseSummary]:
        k = check_count("k", k, 1)
        cases = [c for c in self.cases if c.trials >= k]
        if not cases:
            raise ValueError(f"k={k} exceeds every case's number of trials (at most {self.max_k})")
        return cases

    def pass_hat_k(self, k: int) -> float:
        """pass^k averaged over the cases that have at least ``k`` trials (each case's unbiased estimate,
        equally weighted).

        Raises:
            ValueError: when no case has ``k`` trials.
        """
        cases = self._with_trials(k)
        return math.fsum(c.pass_hat_k(k) for c in cases) / len(cases)

    def pass_at_k(self, k: int) -> float:
        """pass@k averaged over the cases that have at least ``k`` trials.

        Raises:
            ValueError: when no case has ``k`` trials.
        """
        cases = self._with_trials(k)
        return math.fsum(c.pass_at_k(k) for c in cases) / len(cases)

    def pass_hat_curve(self) -> list[tuple[int, float]]:
        """``(k, pass^k)`` for ``k = 1 .. max_k``: how reliability falls as more trials must all pass (each
        point over the cases with at least ``k`` trials)."""
        return [(k, self.pass_hat_k(k)) for k in range(1, self.max_k + 1)]

    def pass_at_curve(self) -> list[tuple[int, float]]:
        """``(k, pass@k)`` for ``k = 1 .. max_k`` (each point over the cases with at least ``k`` trials)."""
        return [(k, self.pass_at_k(k)) for k in range(1, self.max_k + 1)]

    def cases_with_trials(self, k: int) -> int:
        """How many cases have at least ``k`` trials (those the curves' point ``k`` averages)."""
        return sum(1 for c in self.cases if c.trials >= k)

    def case(self, name: str) -> CaseSummary:
        """The summary of case ``name``.

        Raises:
            KeyError: when there is no such case.
        """
        for c in self.cases:
            if c.name == name:
                return c
        raise KeyError(name)

    def to_dict(self) -> dict[str, Any]:
        """The figures as JSON-able data (what the CLI prints with ``--json`` and the report embeds)."""

        def keys(ks: Mapping[str, KeySummary]) -> dict[str, Any]:
            return {
                k.key: {
                    "evaluations": k.evaluations,
                    "passed": k.passed,
                    "errors": k.errors,
                    "mean": k.scores.mean,
                    "std": k.scores.std,
                    "min": k.scores.min,
                    "max": k.scores.max,
                }
                for k in ks.values()
            }

        return {
            "cases": [
                {
                    "name": c.name,
                    "trials": c.trials,
                    "invalid": c.invalid,
                    "passed": c.passed,
                    "errors": c.errors,
                    "pass_rate": c.pass_rate,
                    "interval": list(c.interval),
                    "flaky": c.flaky,
                    "flip_rate": c.flip_rate,
                    "pass_hat_k": {str(k): c.pass_hat_k(k) for k in range(1, c.trials + 1)},
                    "keys": keys(c.keys),
                }
                for c in self.cases
            ],
            "trials": self.trials,
            "invalid": self.invalid,
            "passed": self.passed,
            "errors": self.errors,
            "pass_rate": self.pass_rate,
            "interval": list(self.interval),
            "confidence": self.confidence,
            "cases_passed": self.cases_passed,
            "flaky_cases": [c.name for c in self.flaky_cases],
            "pass_hat_curve": [[k, v] for k, v in self.pass_hat_curve()],
            "pass_at_curve": [[k, v] for k, v in self.pass_at_curve()],
            "keys": keys(self.keys),
        }


def summarize(
    cases: Mapping[str, Sequence[TrialLike]] | Iterable[Any], *, confidence: float = 0.95
) -> Summary:
    """Per-case and overall figures of repeated trials.

    Args:
        cases: ``{case name: [trial, ...]}``, or objects with ``name`` and ``trials`` (a
            [`Report`][langchain_trajectory.report.Report]'s ``cases``). A trial has ``passed`` and
            ``results``; a result has ``key``, ``score`` (None for a failure to evaluate) and ``passed``; a
            trial may also have ``error`` (its run ended in an error), which counts it among the errors, and
            ``fault``: one in [`INVALID_FAULTS`][langchain_trajectory.trials.INVALID_FAULTS] leaves the trial out of every figure (counted in
            ``invalid``).
        confidence: The level of the Wilson intervals.

    Raises:
        ValueError: when there is no case, a case has no trial, or two cases share a name.
    """
    level = check_confidence(confidence)
    items: list[tuple[str, Sequence[Any]]]
    if isinstance(cases, Mapping):
        items = [(str(name), trials) for name, trials in cases.items()]
    else:
        entries: Iterable[Any] = cases
        items = [(str(case.name), case.trials) for case in entries]
    if not items:
        raise ValueError("summarize needs at least one case")
    seen: set[str] = set()
    out = []
    everything: list[ResultLike] = []
    for name, trials in items:
        if name in seen:
            raise ValueError(f"two cases are named {name!r}; case names must be unique")
        seen.add(name)
        every = list(trials)
        if not every:
            raise ValueError(f"case {name!r} has no trials")
        trials = [t for t in every if is_valid(t)]
        results = [r for t in trials for r in t.results]
        everything.extend(results)
        errors = sum(
            1 for t in trials if getattr(t, "error", None) or any(r.score is None for r in t.results)
        )
        out.append(
            CaseSummary(
                name=name,
                outcomes=tuple(bool(t.passed) for t in trials),
                errors=errors,
                keys=_key_summaries(results),
                confidence=level,
                invalid=len(every) - len(trials),
            )
        )
    return Summary(cases=tuple(out), keys=_key_summaries(everything), confidence=level)
