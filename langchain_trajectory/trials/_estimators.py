"""The estimators and tests behind `langchain_trajectory.trials.stats` (which exports them): pass@k,
pass^k, the Wilson interval, the flip rate, score statistics, McNemar's exact test and the paired bootstrap, with
the checks of their arguments. Pure functions over counts and scores.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

__all__ = [
    "Bootstrap",
    "McNemar",
    "ScoreStats",
    "check_confidence",
    "check_count",
    "flip_rate",
    "mcnemar_exact",
    "paired_bootstrap",
    "pass_at_k",
    "pass_hat_k",
    "score_stats",
    "trials_and_passes",
    "wilson_interval",
]


# -- argument checks -----------------------------------------------------------------------------------------


def check_count(name: str, value: Any, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an integer, got {type(value).__name__} {value!r}")
    if value < minimum:
        raise ValueError(f"{name} must be >= {minimum}, got {value}")
    return value


def trials_and_passes(n: Any, c: Any) -> tuple[int, int]:
    n = check_count("n (trials)", n, 1)
    c = check_count("c (passes)", c, 0)
    if c > n:
        raise ValueError(f"c (passes) must be <= n (trials), got c={c}, n={n}")
    return n, c


def check_confidence(confidence: Any) -> float:
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
    n, c = trials_and_passes(n, c)
    k = check_count("k", k, 1)
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
    n, c = trials_and_passes(n, c)
    k = check_count("k", k, 1)
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
    n, c = trials_and_passes(n, c)
    z = NormalDist().inv_cdf(1.0 - (1.0 - check_confidence(confidence)) / 2.0)
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
    n, c = trials_and_passes(n, c)
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
    b = check_count("regressions", regressions)
    c = check_count("improvements", improvements)
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
    resamples = check_count("resamples", resamples, 1)
    level = check_confidence(confidence)
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
