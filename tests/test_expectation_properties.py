"""Property tests: the expectation model's scores against a brute-force reference on small random inputs.

The reference (``tests/_mode_oracles.py``) enumerates every assignment of actual calls to expected items (each
call to one item accepting it, or to none; at most ``max`` calls per item; in the ordered modes the calls of step
t before those of step t + 1) and takes the best value of each mode's formula, one oracle row per mode. It shares
nothing with the package but the model classes.
"""

from __future__ import annotations

import itertools

import pytest
from _mode_oracles import ORACLES, brute_score, ref_item_accepts, ref_value
from hypothesis import given, settings
from hypothesis import strategies as st

from langchain_trajectory.evaluators.trajectory_match import TRAJECTORY_MODES, ToolTrajectoryEvaluator
from langchain_trajectory.matching import (
    CallMatcher,
    CallPattern,
    Expectation,
    ExpectedCall,
    score_expectation,
)
from langchain_trajectory.matching.alignment import (
    exact_windows,
    group_rows,
    grouped_alignment,
    ordered_windows,
)
from langchain_trajectory.matching.modes import mode_names
from langchain_trajectory.trajectory import ToolCall

MODES = list(TRAJECTORY_MODES)


def test_every_mode_has_an_oracle_row():
    assert set(mode_names()) <= set(ORACLES)


# -- strategies ---------------------------------------------------------------------------------------------

NAMES = ["a", "b", "c"]
ARGS = [{}, {"x": 1}, {"x": 2}, {"x": 1, "y": 0}]
calls_st = st.lists(
    st.builds(lambda name, args: ToolCall.of(name, args), st.sampled_from(NAMES), st.sampled_from(ARGS)),
    max_size=5,
)


@st.composite
def patterns(draw):
    kind = draw(st.sampled_from(["name", "names", "regex"]))
    fields = {}
    if kind == "name":
        fields["name"] = draw(st.sampled_from(NAMES))
    elif kind == "names":
        fields["names"] = tuple(draw(st.sets(st.sampled_from(NAMES), min_size=1, max_size=2)))
    else:
        fields["name_regex"] = draw(st.sampled_from(["[ab]", "c|a", ".*"]))
    fields["args"] = draw(st.sampled_from([None, {}, {"x": 1}, {"x": 2}]))
    fields["match"] = draw(st.sampled_from([None, "exact", "superset", "subset", "ignore"]))
    return fields


@st.composite
def items(draw):
    low, high = draw(st.sampled_from([(1, 1), (0, 1), (2, None), (0, None), (1, 2), (2, 2), (1, None)]))
    if draw(st.integers(0, 4)) == 0:
        alternatives = draw(st.lists(patterns(), min_size=1, max_size=2))
        return ExpectedCall(any_of=tuple(CallPattern(**a) for a in alternatives), min=low, max=high)
    return ExpectedCall(**draw(patterns()), min=low, max=high)


@st.composite
def expectations(draw):
    total = draw(st.integers(0, 4))
    steps, left = [], total
    while left:
        size = draw(st.integers(1, left))
        steps.append(tuple(draw(items()) for _ in range(size)))
        left -= size
    return Expectation(steps=tuple(steps))


# -- the properties -----------------------------------------------------------------------------------------


@given(calls_st, expectations(), st.sampled_from(MODES))
@settings(max_examples=400, deadline=None)
def test_every_mode_scores_the_best_assignment(calls, expectation, mode):
    outcome = score_expectation(calls, expectation, mode)
    assert outcome.score == pytest.approx(brute_score(calls, expectation, mode))
    # The reported assignment is valid and reproduces the numbers (and so the score) it states.
    for item_outcome in outcome.items:
        item = item_outcome.item
        assert all(ref_item_accepts(item, calls[i]) for i in item_outcome.calls)
        assert item.max is None or len(item_outcome.calls) <= item.max
    taken = sorted(i for o in outcome.items for i in o.calls)
    assert len(taken) == len(set(taken)) == outcome.taken
    assert sorted([*taken, *outcome.extra]) == list(range(len(calls)))
    assert outcome.required_met == sum(o.required_met for o in outcome.items)
    assert outcome.required == sum(o.item.min for o in outcome.items)
    if mode != "strict" or outcome.feasible:
        recomputed = ref_value(mode, len(calls), outcome.required, outcome.required_met, outcome.taken)
        assert outcome.score == pytest.approx(recomputed)
    if ORACLES[mode].ordered:
        order = [o.step for i in range(len(calls)) for o in outcome.items if i in o.calls]
        assert order == sorted(order)


@given(calls_st, expectations(), st.sampled_from(MODES))
@settings(max_examples=200, deadline=None)
def test_a_matched_optional_item_never_lowers_a_score(calls, expectation, mode):
    """Adding an optional item anywhere never lowers the score (it can only take calls that were extras)."""
    base = score_expectation(calls, expectation, mode).score
    for t in range(len(expectation.steps) + 1):
        steps = list(expectation.steps)
        extra_item = ExpectedCall(name="a", args=None, min=0, max=None)
        if t == len(steps):
            steps.append((extra_item,))
        else:
            steps[t] = (*steps[t], extra_item)
        assert score_expectation(calls, Expectation(steps=tuple(steps)), mode).score >= base - 1e-12


args_st = st.sampled_from([{}, {"x": 1}, {"x": 2}, {"x": 1, "y": 0}])
plain_calls = st.lists(st.builds(ToolCall.of, st.sampled_from(NAMES), args_st), max_size=6)


@given(plain_calls, plain_calls, st.sampled_from(MODES), st.sampled_from(["exact", "superset", "subset", "ignore"]))
@settings(max_examples=300, deadline=None)
def test_a_plain_list_scores_exactly_as_the_list_modes(actual, expected, mode, argument_mode):
    """A plain expected list is the special case of the model: the same score in every mode."""
    cm = CallMatcher(argument_mode)
    plain = ToolTrajectoryEvaluator(mode, argument_matcher=argument_mode).evaluate(actual, expected).score
    model = score_expectation(actual, Expectation.from_calls(expected), mode, cm).score
    assert model == pytest.approx(plain)


@given(plain_calls, st.lists(st.lists(st.builds(ToolCall.of, st.sampled_from(NAMES), args_st), min_size=1, max_size=3), max_size=3), st.sampled_from(["strict", "in_order"]))
@settings(max_examples=200, deadline=None)
def test_steps_of_calls_score_as_the_grouped_list_modes(actual, steps, mode):
    """Expected steps of single calls score as the grouped alignment of ``parallel_calls_unordered`` did."""
    cm = CallMatcher("exact")
    flat = [c for step in steps for c in step]
    groups, k = [], 0
    for step in steps:
        groups.append(list(range(k, k + len(step))))
        k += len(step)
    pairs = grouped_alignment(len(actual), groups, lambda s, m: cm(actual[s], flat[m]))
    if mode == "strict":
        expected_score = 1.0 if len(actual) == len(flat) == len(pairs) else 0.0
    else:
        expected_score = len(pairs) / len(flat) if flat else 1.0
    expectation = Expectation(steps=tuple(tuple(ExpectedCall.model_validate(c) for c in s) for s in steps))
    assert score_expectation(actual, expectation, mode, cm).score == pytest.approx(expected_score)


# -- the window algorithms on their own ---------------------------------------------------------------------


def brute_windows(n, groups, relation, required, maximum, exact):
    ids = [m for g in groups for m in g]
    group_of = {m: t for t, g in enumerate(groups) for m in g}
    best = -1
    for choice in itertools.product(*[[None] + [m for m in ids if (s, m) in relation] for s in range(n)]):
        counts = {m: 0 for m in ids}
        for m in choice:
            if m is not None:
                counts[m] += 1
        if any(counts[m] > maximum[m] for m in ids):
            continue
        order = [group_of[m] for m in choice if m is not None]
        if order != sorted(order):
            continue
        units = sum(min(counts[m], required[m]) for m in ids)
        if exact:
            if None not in choice and all(counts[m] >= required[m] for m in ids):
                return True
        else:
            best = max(best, units)
    return False if exact else best


@given(
    st.integers(0, 4),
    st.lists(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 2)), min_size=1, max_size=2), max_size=3),
    st.sets(st.tuples(st.integers(0, 3), st.integers(0, 5))),
)
@settings(max_examples=300, deadline=None)
def test_window_algorithms_against_brute_force(n, group_bounds, relation):
    groups, required, maximum, k = [], [], [], 0
    for bounds in group_bounds:
        groups.append(list(range(k, k + len(bounds))))
        for low, extra in bounds:
            required.append(low)
            maximum.append(max(low, 1) + extra)
        k += len(bounds)

    def match(s, m):
        return (s, m) in relation

    rows = group_rows(n, groups, match)
    units, windows = ordered_windows(n, rows, required)
    assert units == brute_windows(n, groups, relation, required, maximum, exact=False)
    assert len(windows) == len(groups)
    assert all(a <= b for a, b in windows)
    assert all(windows[t][1] <= windows[t + 1][0] for t in range(len(windows) - 1))
    per_group = [sum(required[m] for m in group) for group in groups]
    split = exact_windows(n, rows, per_group, required, maximum)
    assert (split is not None) == brute_windows(n, groups, relation, required, maximum, exact=True)
    if split:
        assert split[0][0] == 0 and split[-1][1] == n
        assert all(split[t][1] == split[t + 1][0] for t in range(len(split) - 1))
