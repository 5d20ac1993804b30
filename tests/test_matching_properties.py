"""Property tests: the matching algorithms against brute-force references on small random inputs."""

from __future__ import annotations

import itertools
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from langchain_trajectory.matching import (
    ArgumentMatcher,
    CallMatcher,
    canonical_value,
    lcs_calls,
    longest_common_subsequence,
    match_calls,
    maximum_bipartite_matching,
    values_equal,
)
from langchain_trajectory.trajectory import ToolCall

# -- brute-force references ------------------------------------------------------------------------------------


def brute_max_matching(n_left: int, n_right: int, edge) -> int:
    """Size of a maximum matching by trying every injective assignment (tiny inputs only)."""
    best = 0

    def go(i: int, used: frozenset[int], size: int) -> None:
        nonlocal best
        if size + (n_left - i) <= best:
            return
        if i == n_left:
            best = max(best, size)
            return
        go(i + 1, used, size)
        for j in range(n_right):
            if j not in used and edge(i, j):
                go(i + 1, used | {j}, size + 1)

    go(0, frozenset(), 0)
    return best


def dp_lcs_length(n: int, m: int, eq) -> int:
    table = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n):
        for j in range(m):
            table[i + 1][j + 1] = table[i][j] + 1 if eq(i, j) else max(table[i][j + 1], table[i + 1][j])
    return table[n][m]


def assert_valid_matching(pairs, edge) -> None:
    assert len({i for i, _ in pairs}) == len(pairs)
    assert len({j for _, j in pairs}) == len(pairs)
    assert pairs == sorted(pairs)
    assert all(edge(i, j) for i, j in pairs)


# -- strategies ------------------------------------------------------------------------------------------------

graphs = st.integers(0, 6).flatmap(
    lambda n_right: st.tuples(
        st.lists(
            st.lists(st.integers(0, max(n_right - 1, 0)), max_size=n_right if n_right else 0), max_size=7
        ),
        st.just(n_right),
    )
)

small_values = st.one_of(
    st.integers(0, 2),
    st.sampled_from(["a", "b", " a", "A", '{"k": 1}']),
    st.booleans(),
    st.just({"k": 1}),
    st.just(1.0),
)
args_strategy = st.dictionaries(st.sampled_from(["x", "y", "z"]), small_values, max_size=3)
calls_strategy = st.lists(
    st.builds(lambda name, args: ToolCall.of(name, args), st.sampled_from(["f", "g"]), args_strategy),
    max_size=6,
)
arg_modes = st.sampled_from(["exact", "ignore", "superset", "subset"])

json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-2, 2),
        st.sampled_from([0.0, 1.0, -1.0, 1.5, math.nan]),
        st.sampled_from(["a", "A", " a", "", '{"k": 1}', "[1]"]),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(["k", "l"]), inner, max_size=2)
    ),
    max_leaves=6,
)


# -- properties ------------------------------------------------------------------------------------------------


@given(graphs)
@settings(max_examples=300, deadline=None)
def test_hopcroft_karp_size_equals_brute_force(graph):
    adjacency, n_right = graph
    pairs = maximum_bipartite_matching(adjacency, n_right)

    def edge(i, j):
        return j in adjacency[i]

    assert_valid_matching(pairs, edge)
    assert len(pairs) == brute_max_matching(len(adjacency), n_right, edge)


@given(calls_strategy, calls_strategy, arg_modes, arg_modes, st.booleans())
@settings(max_examples=300, deadline=None)
def test_match_calls_is_maximum_with_asymmetric_matchers_and_repeated_names(
    actual, expected, mode, f_mode, trim
):
    cm = CallMatcher(ArgumentMatcher(mode, trim=trim), tool_matchers={"f": f_mode})
    pairs = match_calls(actual, expected, cm)

    def edge(i, j):
        return cm(actual[i], expected[j])

    assert_valid_matching(pairs, edge)
    assert len(pairs) == brute_max_matching(len(actual), len(expected), edge)


@given(calls_strategy, calls_strategy, st.booleans(), st.booleans())
@settings(max_examples=200, deadline=None)
def test_bucketing_path_agrees_with_general_path(actual, expected, trim, case_insensitive):
    matcher = ArgumentMatcher("exact", trim=trim, case_insensitive=case_insensitive)
    fast = match_calls(actual, expected, CallMatcher(matcher))
    general = match_calls(actual, expected, CallMatcher(lambda a, e: matcher(a, e)))
    assert len(fast) == len(general)
    fast_lcs = lcs_calls(actual, expected, CallMatcher(matcher))
    general_lcs = lcs_calls(actual, expected, CallMatcher(lambda a, e: matcher(a, e)))
    assert len(fast_lcs) == len(general_lcs)


@given(st.integers(0, 7), st.integers(0, 7), st.sets(st.tuples(st.integers(0, 6), st.integers(0, 6))))
@settings(max_examples=300, deadline=None)
def test_lcs_length_equals_dynamic_programming(n, m, relation):
    def eq(i, j):
        return (i, j) in relation

    pairs = longest_common_subsequence(n, m, eq)
    assert all(eq(i, j) for i, j in pairs)
    assert all(a[0] < b[0] and a[1] < b[1] for a, b in itertools.pairwise(pairs))
    assert len(pairs) == dp_lcs_length(n, m, eq)


@given(calls_strategy, calls_strategy, arg_modes)
@settings(max_examples=200, deadline=None)
def test_lcs_calls_equals_dynamic_programming(actual, expected, mode):
    cm = CallMatcher(mode)
    pairs = lcs_calls(actual, expected, cm)

    def eq(i, j):
        return cm(actual[i], expected[j])

    assert all(eq(i, j) for i, j in pairs)
    assert all(a[0] < b[0] and a[1] < b[1] for a, b in itertools.pairwise(pairs))
    assert len(pairs) == dp_lcs_length(len(actual), len(expected), eq)


@given(json_values, json_values, st.booleans(), st.booleans())
@settings(max_examples=400, deadline=None)
def test_canonical_value_agrees_with_values_equal(a, b, trim, case_insensitive):
    opts = {"trim": trim, "case_insensitive": case_insensitive}
    ka, kb = canonical_value(a, **opts), canonical_value(b, **opts)
    if ka is not None and kb is not None:
        assert (ka == kb) is values_equal(a, b, **opts)
    assert values_equal(a, b, **opts) is values_equal(b, a, **opts)
    assert values_equal(a, a, **opts)


@given(args_strategy, args_strategy, arg_modes, st.booleans())
@settings(max_examples=300, deadline=None)
def test_differences_are_empty_exactly_when_arguments_match(a, e, mode, recursive):
    m = ArgumentMatcher(mode, recursive=recursive)
    assert (m.differences(a, e) == []) is m(a, e)


# -- evaluator-level properties ----------------------------------------------------------------------------------

UNORDERED_MODES = ["any_order", "superset", "subset", "precision", "recall"]


@given(calls_strategy, calls_strategy, st.randoms(use_true_random=False), arg_modes)
@settings(max_examples=150, deadline=None)
def test_unordered_scores_are_invariant_under_permutation(actual, expected, rnd, arg_mode):
    from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator

    shuffled_a, shuffled_e = list(actual), list(expected)
    rnd.shuffle(shuffled_a)
    rnd.shuffle(shuffled_e)
    for mode in UNORDERED_MODES:
        ev = ToolTrajectoryEvaluator(mode, argument_matcher=arg_mode)
        base = ev.evaluate(actual, expected).score
        assert ev.evaluate(shuffled_a, expected).score == base
        assert ev.evaluate(actual, shuffled_e).score == base


@given(calls_strategy, arg_modes, st.data())
@settings(max_examples=150, deadline=None)
def test_strict_one_implies_every_mode_one(expected, arg_mode, data):
    from langchain_trajectory.evaluators.trajectory_match import TRAJECTORY_MODES, ToolTrajectoryEvaluator

    # Build an actual list that strictly matches: same names, arguments drawn until the matcher accepts.
    actual = data.draw(
        st.lists(st.builds(ToolCall.of, st.sampled_from(["f", "g"]), args_strategy), max_size=6)
    )
    if ToolTrajectoryEvaluator("strict", argument_matcher=arg_mode).evaluate(actual, expected).score != 1.0:
        actual = list(expected)  # an identical list always matches strictly
    assert (
        ToolTrajectoryEvaluator("strict", argument_matcher=arg_mode).evaluate(actual, expected).score == 1.0
    )
    for mode in TRAJECTORY_MODES:
        assert (
            ToolTrajectoryEvaluator(mode, argument_matcher=arg_mode).evaluate(actual, expected).score == 1.0
        )


def brute_grouped_alignment(n, groups, match) -> int:
    """Most pairs such that partners of group t all precede partners of group t+1 (exhaustive)."""
    members = [(t, m) for t, g in enumerate(groups) for m in g]
    best = 0

    def go(k, used, assigned):
        nonlocal best
        if k == len(members):
            ok = all(not (t1 < t2 and s1 >= s2) for (t1, s1) in assigned for (t2, s2) in assigned)
            if ok:
                best = max(best, len(assigned))
            return
        go(k + 1, used, assigned)
        t, m = members[k]
        for s in range(n):
            if s not in used and match(s, m):
                go(k + 1, used | {s}, [*assigned, (t, s)])

    go(0, frozenset(), [])
    return best


@given(
    st.integers(0, 5),
    st.lists(st.integers(1, 3), max_size=3),
    st.sets(st.tuples(st.integers(0, 4), st.integers(0, 6))),
)
@settings(max_examples=200, deadline=None)
def test_grouped_alignment_is_maximum(n, sizes, relation):
    from langchain_trajectory.matching.alignment import grouped_alignment

    groups, next_id = [], 0
    for size in sizes:
        groups.append(list(range(next_id, next_id + size)))
        next_id += size
    group_of = {m: t for t, g in enumerate(groups) for m in g}

    def match(s, m):
        return (s, m) in relation

    pairs = grouped_alignment(n, groups, match)
    assert all(match(s, m) for s, m in pairs)
    assert len({s for s, _ in pairs}) == len(pairs) == len({m for _, m in pairs})
    for s1, m1 in pairs:
        for s2, m2 in pairs:
            if group_of[m1] < group_of[m2]:
                assert s1 < s2
    assert len(pairs) == brute_grouped_alignment(n, groups, match)


# -- the plain-argument fast paths -----------------------------------------------------------------------------

plain_values = st.one_of(
    st.integers(-1, 2),
    st.sampled_from([1.0, 0.0, -0.0, 2.5]),
    st.sampled_from(["a", "b", "", "a b"]),
    st.none(),
)
mixed_args = st.dictionaries(
    st.sampled_from(["x", "y", "z"]), st.one_of(plain_values, small_values), max_size=3
)
plain_args = st.dictionaries(st.sampled_from(["x", "y", "z"]), plain_values, max_size=3)


def reference_args_match(mode: str, a: dict, e: dict) -> bool:
    """The argument modes written directly from their definitions over values_equal."""
    if mode == "ignore":
        return True
    if mode == "exact":
        return a.keys() == e.keys() and all(values_equal(a[k], e[k]) for k in a)
    if mode == "superset":
        return all(k in a and values_equal(a[k], v) for k, v in e.items())
    return all(k in e and values_equal(v, e[k]) for k, v in a.items())


@given(st.one_of(plain_args, mixed_args), st.one_of(plain_args, mixed_args), arg_modes)
@settings(max_examples=500, deadline=None)
def test_argument_matcher_agrees_with_its_definition_on_plain_and_other_arguments(a, e, mode):
    assert ArgumentMatcher(mode)(a, e) is reference_args_match(mode, a, e)


@given(plain_values, plain_values)
@settings(max_examples=300, deadline=None)
def test_plain_values_compare_with_pythons_own_equality(a, b):
    from langchain_trajectory.matching.values import is_plain

    assert is_plain({"k": a}) and is_plain({"k": b})
    assert (a == b) is values_equal(a, b)
    if a == b:
        assert hash(a) == hash(b)  # what lets exact mode key plain dicts by their item sets


@given(json_values)
@settings(max_examples=300, deadline=None)
def test_values_that_are_not_plain_are_reported_as_such(value):
    from langchain_trajectory.matching.values import is_plain

    kind = type(value)
    plain = (
        (kind is str and value[:1] not in ("{", "[", " "))
        or kind is int
        or value is None
        or (kind is float and not math.isnan(value))
    )
    assert is_plain({"k": value}) is plain


calls_with_plain_args = st.lists(
    st.builds(
        lambda name, args: ToolCall.of(name, args),
        st.sampled_from(["f", "g"]),
        st.one_of(plain_args, mixed_args),
    ),
    max_size=6,
)


@given(
    calls_with_plain_args,
    calls_with_plain_args,
    st.sampled_from(["exact", "superset", "subset"]),
    st.booleans(),
)
@settings(max_examples=300, deadline=None)
def test_every_match_path_finds_a_maximum_matching(actual, expected, mode, use_index):
    """Pairwise comparison (small buckets), the (key, value) index (large ones) and bucketing all reach the
    brute-force maximum under the matcher's definition."""
    from unittest import mock

    from langchain_trajectory.matching import calls

    def edge(i, j):
        return actual[i].name == expected[j].name and reference_args_match(
            mode, actual[i].args, expected[j].args
        )

    with mock.patch.object(calls, "_PAIRWISE_LIMIT", 0 if use_index else calls._PAIRWISE_LIMIT):
        pairs = match_calls(actual, expected, CallMatcher(mode))
        lcs = lcs_calls(actual, expected, CallMatcher(mode))
    assert_valid_matching(pairs, edge)
    assert len(pairs) == brute_max_matching(len(actual), len(expected), edge)
    assert all(edge(i, j) for i, j in lcs)
    assert len(lcs) == dp_lcs_length(len(actual), len(expected), edge)
