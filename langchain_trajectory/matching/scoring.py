"""Scoring an expectation in a mode of the modes table (`langchain_trajectory.matching.modes`; the formulas
are also in `langchain_trajectory.matching.expectations`), with the assignment that reproduces the score."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_trajectory._moved import forward as forward_moved
from langchain_trajectory.matching import modes as _modes
from langchain_trajectory.matching.alignment import exact_windows, ordered_windows, prioritized_assignment
from langchain_trajectory.matching.calls import CallLike, CallMatcher
from langchain_trajectory.matching.expectations import Expectation, ExpectedCall
from langchain_trajectory.matching.modes import Counts, get_mode
from langchain_trajectory.matching.patterns import PatternMatcher
from langchain_trajectory.matching.policy import Violation, check_policy

__all__ = ["ExpectationOutcome", "ItemOutcome", "score_expectation"]

__getattr__ = forward_moved(__name__, {"FORMULAS": (_modes, "FORMULAS"), "Mode": (_modes, "ModeName")})


@dataclass(frozen=True)
class ItemOutcome:
    """What one expected item got.

    Attributes:
        step: The step's index. position: The item's index inside its step.
        item: The item. calls: Indices of the actual calls it took, in order.
    """

    step: int
    position: int
    item: ExpectedCall
    calls: tuple[int, ...]

    @property
    def met(self) -> bool:
        """Whether its required repetitions are met (always True for an optional item)."""
        return len(self.calls) >= self.item.min

    @property
    def required_met(self) -> int:
        return min(len(self.calls), self.item.min)


@dataclass(frozen=True)
class ExpectationOutcome:
    """The score of an expectation and everything needed to reproduce it.

    Attributes:
        mode: The mode. score: The final score (0.0 when there is a violation). match_score: The score of the
            match alone. numbers: The formula's numbers as text.
        required: ``R``. required_met: ``M_req``. taken: ``U``. actual_count: ``|A|``.
        items: One [`ItemOutcome`][langchain_trajectory.matching.ItemOutcome] per item, in step order. extra: Actual calls no item took.
        violations: Policy violations. feasible: strict mode: whether the exact ordered split exists.
    """

    mode: str
    score: float
    match_score: float
    numbers: str
    required: int
    required_met: int
    taken: int
    actual_count: int
    items: tuple[ItemOutcome, ...]
    extra: tuple[int, ...]
    violations: tuple[Violation, ...] = ()
    feasible: bool | None = None
    pairs: tuple[tuple[int, int], ...] = field(default=())  # (actual index, item index)
    # (item index, actual index, argument differences) of missing items vs extra calls of their tools
    near_misses: tuple[tuple[int, int, tuple[str, ...]], ...] = ()

    @property
    def beyond_required(self) -> int:
        """``O = U - M_req``: calls taken by optional items or beyond an item's ``min``."""
        return self.taken - self.required_met

    @property
    def missing(self) -> list[int]:
        """Indices (into `items`) of the items whose required repetitions are not met."""
        return [k for k, outcome in enumerate(self.items) if not outcome.met]


def score_expectation(
    calls: Sequence[CallLike],
    expectation: Expectation,
    mode: str,
    call_matcher: CallMatcher | None = None,
    *,
    turns: Sequence[Sequence[int]] | None = None,
    model_calls: Sequence[Mapping[str, Any]] | None = None,
) -> ExpectationOutcome:
    """Score ``calls`` against ``expectation`` in ``mode`` (formulas in the module doc), and check its policy.

    Args:
        calls: The actual calls, in order.
        expectation: What was expected.
        mode: The name of a mode of the modes table (`langchain_trajectory.matching.modes`).
        call_matcher: The evaluator's argument matchers, used by items whose ``match`` is None (default: exact).
        turns: Calls per model step, for the step budgets (see [`check_policy`][langchain_trajectory.matching.check_policy]).
        model_calls: The run's model-call records, for the budgets on tokens, cost, latency and model calls.

    Raises:
        ValueError: for an unknown mode, or per-key matchers in ``args`` with a callable argument matcher.
    """
    match_mode = get_mode(mode)
    items = expectation.items
    n = len(calls)
    patterns = PatternMatcher(call_matcher)
    adjacency = _adjacency(calls, items, patterns)
    required = [item.min for _, item in items]
    # An unbounded item can take at most every call; capacities are never below the required units.
    maximum = [max(item.min, n) if item.max is None else item.max for _, item in items]
    r_total = sum(required)

    feasible: bool | None = None
    if match_mode.ordered:
        at, feasible = _ordered_assignment(n, adjacency, expectation, required, maximum, exact=match_mode.exact)
    else:
        at = prioritized_assignment(adjacency, required, maximum).at

    taken_by: list[list[int]] = [[] for _ in items]
    for i in sorted(at):
        taken_by[at[i]].append(i)
    m_req = sum(min(len(taken), need) for taken, need in zip(taken_by, required, strict=True))
    u = len(at)
    counts = Counts(actual=n, required=r_total, met=m_req, taken=u, feasible=feasible)
    score, numbers = match_mode.score(counts), match_mode.numbers(counts)
    violations = tuple(check_policy(expectation, calls, turns, model_calls))
    outcomes = tuple(
        ItemOutcome(t, position, item, tuple(taken_by[j]))
        for j, ((t, item), position) in enumerate(zip(items, _positions(expectation), strict=True))
    )
    extra = tuple(i for i in range(n) if i not in at)
    return ExpectationOutcome(
        mode=mode,
        score=0.0 if violations else score,
        match_score=score,
        numbers=numbers,
        required=r_total,
        required_met=m_req,
        taken=u,
        actual_count=n,
        items=outcomes,
        extra=extra,
        violations=violations,
        feasible=feasible,
        pairs=tuple(sorted(at.items())),
        near_misses=tuple(_near_misses(outcomes, extra, calls, patterns)),
    )


def _ordered_assignment(
    n: int,
    adjacency: Sequence[Sequence[int]],
    expectation: Expectation,
    required: list[int],
    maximum: list[int],
    *,
    exact: bool,
) -> tuple[dict[int, int], bool | None]:
    """The assignment of an ordered mode (calls of step t before those of step t + 1), and, for an exact mode,
    whether the exact ordered split exists."""
    items = expectation.items
    rows: list[dict[int, list[int]]] = [{} for _ in expectation.steps]
    for i, row in enumerate(adjacency):
        for j in row:
            rows[items[j][0]].setdefault(i, []).append(j)
    windows = None
    feasible: bool | None = None
    if exact:
        per_group = [sum(item.min for item in step) for step in expectation.steps]
        windows = exact_windows(n, rows, per_group, required, maximum)
        feasible = windows is not None
    if windows is None:
        _, tight = ordered_windows(n, rows, required)
        # Widen the optimal windows into a partition (each up to the next one's start): the required units
        # stay met, and calls between windows may still go to optional items or extra repetitions.
        starts = [0, *(start for start, _ in tight[1:])]
        windows = list(zip(starts, [*starts[1:], n], strict=True)) if tight else []
    at: dict[int, int] = {}
    for group_rows, (start, end) in zip(rows, windows, strict=True):
        inside = [i for i in range(start, end) if i in group_rows]
        at.update(prioritized_assignment(group_rows, required, maximum, inside).at)  # type: ignore[arg-type]
    return at, feasible


_NEAR_MISS_LIMIT = 20


def _near_misses(
    outcomes: Sequence[ItemOutcome], extra: Sequence[int], calls: Sequence[CallLike], patterns: PatternMatcher
) -> list[tuple[int, int, tuple[str, ...]]]:
    """For each item short of its ``min``: ``(item, actual call, differences)`` against the first extra call its
    name test accepts (each extra call explains one item at most)."""
    out: list[tuple[int, int, tuple[str, ...]]] = []
    free = list(extra)
    for k, outcome in enumerate(outcomes):
        if outcome.met or len(out) >= _NEAR_MISS_LIMIT:
            continue
        for pattern in outcome.item.alternatives:
            candidate = next((i for i in free if pattern.name_matches(calls[i].name)), None)
            if candidate is None:
                continue
            free.remove(candidate)
            diffs = patterns.differences(pattern, calls[candidate]) or ["arguments match, but the call is out of order"]
            out.append((k, candidate, tuple(diffs)))
            break
    return out


def _adjacency(
    calls: Sequence[CallLike], items: Sequence[tuple[int, ExpectedCall]], patterns: PatternMatcher
) -> list[list[int]]:
    """adjacency[i]: the items (in order) that accept call ``i``. Items named by plain names are looked up by
    the call's name; only the others (name sets, regular expressions) are tried on every call."""
    by_name: dict[str, list[int]] = {}
    general: list[int] = []
    for j, (_, item) in enumerate(items):
        alternatives = item.alternatives
        if all(p.name is not None for p in alternatives):
            for name in dict.fromkeys(p.name for p in alternatives if p.name is not None):
                by_name.setdefault(name, []).append(j)
        else:
            general.append(j)
    out = []
    for call in calls:
        named = by_name.get(call.name, ())
        candidates = sorted({*named, *general}) if general else named
        out.append([j for j in candidates if patterns.accepts_item(items[j][1], call)])
    return out


def _positions(expectation: Expectation) -> list[int]:
    return [k for step in expectation.steps for k in range(len(step))]

