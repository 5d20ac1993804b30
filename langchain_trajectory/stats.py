"""Statistics of repeated trials: pass@k, pass^k, intervals, flakiness, score spread, and paired tests.

Pure functions over counts and scores (no LangChain imports), so they are easy to check by hand:

* [`pass_at_k`][langchain_trajectory.stats.pass_at_k] / [`pass_hat_k`][langchain_trajectory.stats.pass_hat_k]: the unbiased estimators of "at least one of k trials passes" and
  "all k trials pass" from ``n`` trials with ``c`` passes (as HumanEval and tau2-bench compute them);
* [`wilson_interval`][langchain_trajectory.stats.wilson_interval]: a confidence interval for a pass rate that behaves at 0 and n passes;
* [`flip_rate`][langchain_trajectory.stats.flip_rate]: how often two different trials of a case disagree;
* [`score_stats`][langchain_trajectory.stats.score_stats]: count, mean, spread and range of a key's scores;
* [`mcnemar_exact`][langchain_trajectory.stats.mcnemar_exact] and [`paired_bootstrap`][langchain_trajectory.stats.paired_bootstrap]: paired tests of a baseline against a current run;
* [`summarize`][langchain_trajectory.stats.summarize]: all of the above per case and overall, from trials of any source (a
  [`Report`][langchain_trajectory.report.Report]'s cases, or a mapping of case name to trials).

A trial is anything with ``passed`` (bool) and ``results`` (items with ``key``, ``score`` and ``passed``). A
result whose ``score`` is None is a failure to evaluate (an
[`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure]): it never passes, has no score, and is counted
apart, so it neither vanishes nor drags a mean down as a made-up 0. A trial whose ``fault`` is in
[`INVALID_FAULTS`][langchain_trajectory.stats.INVALID_FAULTS] (the simulated user or the judge spoiled it) is not a valid trial: it is left out of
every figure (pass rates, pass@k, pass^k, scores, and so of gates and baselines) and counted in ``invalid``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any, Protocol

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


INVALID_FAULTS = frozenset({"user_simulator", "judge"})
"""The faults that make a trial invalid: it says nothing about the application under test."""


def is_valid(trial: Any) -> bool:
    """Whether a trial counts: its ``fault`` (when it has one) is not in [`INVALID_FAULTS`][langchain_trajectory.stats.INVALID_FAULTS]."""
    return getattr(trial, "fault", None) not in INVALID_FAULTS


# -- argument checks -----------------------------------------------------------------------------------------


def _count(name: str, value: Any, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an integer, got {type(value).__name__} {value!r}")
    if value < minimum:
        raise ValueError(f"{name} must be >= {minimum}, got {value}")
    return value


def _trials_and_passes(n: Any, c: Any) -> tuple[int, int]:
    n = _count("n (trials)", n, 1)
    c = _count("c (passes)", c, 0)
    if c > n:
        raise ValueError(f"c (passes) must be <= n (trials), got c={c}, n={n}")
    return n, c


def _confidence(confidence: Any) -> float:
    if isinstance(confidence, bool) or not isinstance(confidence, (int, float)) or not 0 < confidence < 1:
        raise ValueError(f"confidence must be a number strictly between 0 and 1, got {confidence!r}")
    return float(confidence)


# -- estimators ----------------------------------------------------------------------------------------------


def pass_at_k(n: int, c: int, k: int) -> float:
    """The chance that at least one of ``k`` trials passes, estimated from ``n`` trials with ``c`` passes.

    ``1 - C(n - c, k) / C(n, k)``: the share of the ``k``-trial subsets of the ``n`` trials that hold a pass
    (unbiased, unlike ``1 - (1 - c/n) ** k``). 1.0 once ``n - c < k``.

    Raises:
        ValueError: unless ``1 <= k <= n`` and ``0 <= c <= n`` (integers).
    """
    n, c = _trials_and_passes(n, c)
    k = _count("k", k, 1)
    if k > n:
        raise ValueError(f"k must be <= n (trials), got k={k}, n={n}")
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def pass_hat_k(n: int, c: int, k: int) -> float:
    """pass^k: the chance that all of ``k`` trials pass, estimated from ``n`` trials with ``c`` passes.

    ``C(c, k) / C(n, k)``: the share of the ``k``-trial subsets of the ``n`` trials that pass entirely (the
    reliability figure of tau2-bench). 0.0 once ``c < k``; ``pass_hat_k(n, c, 1) == c / n``.

    Raises:
        ValueError: unless ``1 <= k <= n`` and ``0 <= c <= n`` (integers).
    """
    n, c = _trials_and_passes(n, c)
    k = _count("k", k, 1)
    if k > n:
        raise ValueError(f"k must be <= n (trials), got k={k}, n={n}")
    return math.comb(c, k) / math.comb(n, k)


def wilson_interval(c: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval for a pass rate of ``c`` passes in ``n`` trials.

    Unlike the normal approximation it stays inside [0, 1] and is not empty at 0 or ``n`` passes (0 of 10
    gives (0.0, 0.278) at 95%). The lower bound is exactly 0.0 at ``c == 0`` and the upper exactly 1.0 at
    ``c == n``.

    Raises:
        ValueError: unless ``0 <= c <= n``, ``n >= 1`` and ``0 < confidence < 1``.
    """
    n, c = _trials_and_passes(n, c)
    z = NormalDist().inv_cdf(1.0 - (1.0 - _confidence(confidence)) / 2.0)
    p = c / n
    z2n = z * z / n
    center = (p + z2n / 2.0) / (1.0 + z2n)
    half = z / (1.0 + z2n) * math.sqrt(p * (1.0 - p) / n + z2n / (4.0 * n))
    low = 0.0 if c == 0 else max(0.0, center - half)
    high = 1.0 if c == n else min(1.0, center + half)
    return low, high


def flip_rate(n: int, c: int) -> float:
    """The chance that two different trials of a case disagree (one passes, the other fails).

    ``2 c (n - c) / (n (n - 1))``: the share of the case's trial pairs with opposite outcomes. 0.0 for a case
    that always or never passes; at most about 0.5 (just above it for small ``n``) for a coin flip. Trial
    order plays no part (trials often run concurrently, so their order means nothing).

    Raises:
        ValueError: unless ``n >= 2`` (a pair is needed) and ``0 <= c <= n``.
    """
    n, c = _trials_and_passes(n, c)
    if n < 2:
        raise ValueError(f"flip_rate needs at least 2 trials, got n={n}")
    return 2.0 * c * (n - c) / (n * (n - 1))


@dataclass(frozen=True)
class ScoreStats:
    """The scores of one evaluator key: how many, their mean, sample standard deviation and range.

    ``mean``, ``std``, ``min`` and ``max`` are None when there is no score (every evaluation failed); ``std``
    is 0.0 for a single score.
    """

    count: int
    mean: float | None
    std: float | None
    min: float | None
    max: float | None


def score_stats(scores: Iterable[float]) -> ScoreStats:
    """Count, mean, sample standard deviation (n - 1) and range of ``scores``.

    Raises:
        ValueError: when a score is not a finite number.
    """
    values = []
    for value in scores:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise ValueError(f"scores must be finite numbers, got {value!r}")
        values.append(float(value))
    if not values:
        return ScoreStats(0, None, None, None, None)
    mean = math.fsum(values) / len(values)
    var = math.fsum((v - mean) ** 2 for v in values) / (len(values) - 1) if len(values) > 1 else 0.0
    return ScoreStats(len(values), mean, math.sqrt(var), min(values), max(values))


# -- paired tests --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class McNemar:
    """Exact McNemar test on paired pass/fail outcomes.

    Attributes:
        regressions: Pairs that passed in the baseline and fail now (``b``).
        improvements: Pairs that failed in the baseline and pass now (``c``).
        p_value: Two-sided exact p-value, ``min(1, 2 P(X <= min(b, c)))`` with ``X ~ Binomial(b + c, 1/2)``.
        p_worse: One-sided p-value for "the current run fails more often": ``P(X >= b)``.
    """

    regressions: int
    improvements: int
    p_value: float
    p_worse: float


def mcnemar_exact(regressions: int, improvements: int) -> McNemar:
    """The exact (binomial) McNemar test; pairs with the same outcome on both sides carry no information and
    are not counted. With no discordant pair both p-values are 1.0.

    Raises:
        ValueError: for a negative or non-integer count.
    """
    b = _count("regressions", regressions)
    c = _count("improvements", improvements)
    n = b + c
    if n == 0:
        return McNemar(0, 0, 1.0, 1.0)
    total = 2**n
    tail_low = sum(math.comb(n, i) for i in range(min(b, c) + 1))
    p_value = min(1.0, 2 * tail_low / total)
    p_worse = sum(math.comb(n, i) for i in range(b, n + 1)) / total
    return McNemar(b, c, p_value, p_worse)


@dataclass(frozen=True)
class Bootstrap:
    """A paired bootstrap of the mean difference ``current - baseline``.

    Attributes:
        pairs: How many pairs were compared.
        mean_diff: The observed mean difference (negative: the current run scores lower).
        low: Lower bound of the percentile confidence interval of the mean difference: the (k+1)-th smallest
            resampled mean, ``k = floor((1 - confidence) / 2 * resamples)``.
        high: Upper bound: the (k+1)-th largest resampled mean (so swapping baseline and current negates and
            swaps the bounds).
        p_worse: One-sided p-value for "the current run scores lower": the share of resampled mean
            differences, shifted to a true difference of 0, at or below the observed one
            (``(1 + count) / (resamples + 1)``, never 0).
        resamples: How many resamples were drawn.
    """

    pairs: int
    mean_diff: float
    low: float
    high: float
    p_worse: float
    resamples: int


def paired_bootstrap(
    baseline: Sequence[float],
    current: Sequence[float],
    *,
    resamples: int = 2000,
    seed: int = 0,
    confidence: float = 0.95,
) -> Bootstrap:
    """Bootstrap the mean of the paired differences ``current[i] - baseline[i]`` (pairs resampled with
    replacement; ``seed`` makes the result reproducible).

    Raises:
        ValueError: when the sequences differ in length or are empty, a value is not a finite number, or
            ``resamples < 1``.
    """
    if len(baseline) != len(current):
        raise ValueError(f"baseline and current must pair up, got {len(baseline)} and {len(current)} values")
    if not baseline:
        raise ValueError("paired_bootstrap needs at least one pair")
    resamples = _count("resamples", resamples, 1)
    level = _confidence(confidence)
    score_stats(baseline), score_stats(current)  # finite numbers only
    diffs = [float(c) - float(b) for b, c in zip(baseline, current, strict=True)]
    n = len(diffs)
    observed = math.fsum(diffs) / n
    rng = random.Random(seed)
    means = sorted(math.fsum(rng.choices(diffs, k=n)) / n for _ in range(resamples))
    # Under "no difference" the resampled means centre on 0: shift them by the observed mean.
    at_or_below = sum(1 for m in means if m - observed <= observed + 1e-12)
    # The interval's ends are the (k+1)-th smallest and the (k+1)-th largest of the resampled means, k the
    # tail's share of them (the 1e-9 keeps 0.1 * 100 from flooring to 9 where 1 - 0.9 is 0.0999...).
    k = min((resamples - 1) // 2, math.floor((1.0 - level) / 2.0 * resamples + 1e-9))
    low, high = means[k], means[resamples - 1 - k]
    return Bootstrap(n, observed, low, high, (1 + at_or_below) / (resamples + 1), resamples)


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
        confidence: The level of [`interval`][langchain_trajectory.stats.CaseSummary.interval].
        invalid: Trials left out because the simulated user or the judge spoiled them (see
            [`INVALID_FAULTS`][langchain_trajectory.stats.INVALID_FAULTS]). A case all of whose trials are invalid has no valid trial: its pass rate
            reads 0.0, its interval (0.0, 1.0), and gates and baselines leave it out ([`judged`][langchain_trajectory.stats.CaseSummary.judged]).
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
        """[`flip_rate`][langchain_trajectory.stats.CaseSummary.flip_rate] of the trials, None with a single trial."""
        return flip_rate(self.trials, self.passed) if self.trials > 1 else None

    def pass_at_k(self, k: int) -> float:
        """[`pass_at_k`][langchain_trajectory.stats.CaseSummary.pass_at_k] of this case's trials."""
        return pass_at_k(self.trials, self.passed, k)

    def pass_hat_k(self, k: int) -> float:
        """[`pass_hat_k`][langchain_trajectory.stats.CaseSummary.pass_hat_k] of this case's trials."""
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
        """The Wilson interval of [`pass_rate`][langchain_trajectory.stats.Summary.pass_rate] (trials taken as independent; (0.0, 1.0) without one)."""
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
        """The most trials any case has (the reach of [`pass_hat_curve`][langchain_trajectory.stats.Summary.pass_hat_curve])."""
        return max(c.trials for c in self.cases)

    def _with_trials(self, k: int) -> list[CaseSummary]:
        k = _count("k", k, 1)
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
            ``fault``: one in [`INVALID_FAULTS`][langchain_trajectory.stats.INVALID_FAULTS] leaves the trial out of every figure (counted in
            ``invalid``).
        confidence: The level of the Wilson intervals.

    Raises:
        ValueError: when there is no case, a case has no trial, or two cases share a name.
    """
    level = _confidence(confidence)
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
