"""How per-criterion scores combine into one score."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from enum import StrEnum
from fractions import Fraction
from typing import Literal, get_args

__all__ = ["Aggregation", "AggregationStrategy", "aggregate", "validate_aggregation"]

Aggregation = Literal["mean", "weighted_mean", "min", "max"]


class AggregationStrategy(StrEnum):
    """The four strategies, as an enum for those who prefer one (the values are the accepted strings).

    ``MEAN`` is the simple average; ``WEIGHTED_MEAN`` weighs each score by its criterion's weight; ``MIN`` is
    the strictest (the lowest score wins); ``MAX`` the most lenient (the highest wins).
    """

    MEAN = "mean"
    WEIGHTED_MEAN = "weighted_mean"
    MIN = "min"
    MAX = "max"


def validate_aggregation(value: object) -> Aggregation:
    """``value`` as an [`Aggregation`][langchain_trajectory.evaluators.judge.Aggregation] string.

    Raises:
        ValueError: naming ``aggregation`` and the accepted values when ``value`` is not one of them.
    """
    if isinstance(value, AggregationStrategy):
        return value.value
    if isinstance(value, str) and value in get_args(Aggregation):
        return value  # type: ignore[return-value]
    raise ValueError(f"'aggregation' must be one of {list(get_args(Aggregation))}, got {value!r}")


def aggregate(scores: Sequence[float], weights: Sequence[float], how: Aggregation) -> float:
    """Combine ``scores`` (each in [0, 1]) into one score in [0, 1].

    Args:
        scores: One score per criterion (at least one).
        weights: One weight per criterion (>= 0), used by ``weighted_mean`` only.
        how: ``mean``, ``weighted_mean``, ``min`` or ``max``.

    Raises:
        ValueError: for no scores, mismatched lengths, or ``weighted_mean`` with all weights zero.
    """
    if not scores:
        raise ValueError("cannot aggregate zero criterion scores")
    if len(scores) != len(weights):
        raise ValueError(f"{len(scores)} scores but {len(weights)} weights")
    # Means are computed exactly (fractions), then rounded once: three scores of 0.7 must average to 0.7 and
    # pass a 0.7 threshold, where float summation gives 0.6999999999999998.
    if how == "mean":
        return float(statistics.mean(Fraction(s) for s in scores))
    if how == "weighted_mean":
        total = sum(Fraction(w) for w in weights)
        if total <= 0:
            raise ValueError("'weighted_mean' needs at least one criterion with a weight > 0")
        weighted = sum(Fraction(s) * Fraction(w) for s, w in zip(scores, weights, strict=True)) / total
        return min(1.0, max(0.0, float(weighted)))
    if how == "min":
        return min(scores)
    if how == "max":
        return max(scores)
    raise ValueError(f"unknown aggregation {how!r}")
