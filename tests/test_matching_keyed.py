"""Keyed callable argument matchers: bucketing calls by a declared key before the predicate runs never changes a
verdict (checked against every pair tested, and against brute-force maximum matchings), and the predicate only
ever sees pairs with equal keys."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_matching_properties import brute_max_matching, dp_lcs_length

from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.matching import (
    MISSING,
    CallMatcher,
    KeyedPredicate,
    keyed,
    lcs_calls,
    match_calls,
    values_equal,
)
from langchain_trajectory.trajectory import ToolCall

_VALUES = st.one_of(
    st.integers(0, 2),
    st.sampled_from(["a", "b", "A", '{"k": 1}', "[1]"]),  # JSON text has no canonical key: compared with all
    st.booleans(),
    st.just({"k": 1}),
    st.just(1.0),
    st.just([1, "a"]),
)
_ARGS = st.dictionaries(st.sampled_from(["x", "y", "z"]), _VALUES, max_size=3)
_CALLS = st.lists(st.builds(ToolCall.of, st.sampled_from(["f", "g"]), _ARGS), max_size=7)


def _x_superset(a, e):
    return all(k in a and values_equal(a[k], v) for k, v in e.items())


def _y_truthy(a, e):
    return bool(a.get("y")) or not e


def _asymmetric(a, e):
    return len(a) >= len(e)


_PREDICATES = st.sampled_from([_x_superset, _y_truthy, _asymmetric, lambda a, e: True])


def _json_of(name):
    return lambda args: json.dumps(args.get(name), sort_keys=True, default=str)


_SPECS = st.one_of(
    st.lists(st.sampled_from(["x", "y", "z"]), min_size=1, max_size=2, unique=True).map(
        lambda k: {"keys": k}
    ),
    st.sampled_from(["x", "y"]).map(lambda name: {"key": _json_of(name)}),
    st.just({"key": lambda args: len(args)}),
)


def _reference_keys_equal(spec, a, e) -> bool:
    """The definition, pair by pair: equal values (or both absent) at the names, or equal key values."""
    if "key" in spec:
        return spec["key"](a) == spec["key"](e)
    for name in spec["keys"]:
        av, ev = a.get(name, MISSING), e.get(name, MISSING)
        if (av is MISSING) != (ev is MISSING) or (av is not MISSING and not values_equal(av, ev)):
            return False
    return True


@given(_CALLS, _CALLS, _PREDICATES, _SPECS, st.booleans())
@settings(max_examples=300, deadline=None)
def test_keyed_and_unkeyed_matchers_give_the_same_verdicts_and_pairings(
    actual, expected, predicate, spec, per_tool
):
    seen: list[tuple[dict, dict]] = []

    def recorded(a, e):
        seen.append((a, e))
        return predicate(a, e)

    matcher = keyed(recorded, **spec)

    def reference(a, e):  # the unkeyed predicate: what a plain callable matcher would be
        return _reference_keys_equal(spec, a, e) and bool(predicate(a, e))

    keyed_calls = (
        CallMatcher(matcher)
        if not per_tool
        else CallMatcher("exact", tool_matchers={"f": matcher, "g": matcher})
    )
    plain_calls = CallMatcher(reference)

    def edge(i, j):
        return actual[i].name == expected[j].name and reference(actual[i].args, expected[j].args)

    for i, a in enumerate(actual):
        for j, e in enumerate(expected):
            assert keyed_calls(a, e) == plain_calls(a, e) == edge(i, j)
            assert (keyed_calls.differences(a, e) == []) == edge(i, j)

    seen.clear()
    pairs = match_calls(actual, expected, keyed_calls)
    assert all(_reference_keys_equal(spec, a, e) for a, e in seen)  # the predicate never saw other pairs
    assert len({i for i, _ in pairs}) == len({j for _, j in pairs}) == len(pairs) and all(
        edge(i, j) for i, j in pairs
    )
    assert len(pairs) == len(match_calls(actual, expected, plain_calls))
    assert len(pairs) == brute_max_matching(len(actual), len(expected), edge)
    assert len(lcs_calls(actual, expected, keyed_calls)) == dp_lcs_length(len(actual), len(expected), edge)


def test_the_predicate_runs_only_within_a_bucket():
    calls = [ToolCall.of("search", {"city": f"c{i % 50}", "n": i}) for i in range(500)]
    runs = {"n": 0}

    def same_parity(a, e):
        runs["n"] += 1
        return a["n"] % 2 == e["n"] % 2

    pairs = match_calls(calls, calls, CallMatcher(keyed(same_parity, keys=["city"])))
    assert len(pairs) == 500
    assert runs["n"] == 50 * 10 * 10  # 50 cities of 10 calls: 5,000 predicate runs instead of 250,000


def test_a_keyed_matcher_says_why_arguments_differ():
    by_city = keyed(lambda a, e: a["day"] <= e["day"], keys=["city"])
    assert by_city.differences({"city": "Rome", "day": 1}, {"city": "Paris", "day": 1}) == [
        "expected city='Paris', got city='Rome'"
    ]
    assert by_city.differences({"day": 1}, {"city": "Paris", "day": 1}) == [
        "expected city='Paris', got city=absent"
    ]
    rejected = by_city.differences({"city": "Rome", "day": 3}, {"city": "Rome", "day": 1})
    assert len(rejected) == 1 and rejected[0].startswith("arguments rejected by ")
    assert by_city.differences({"city": "rome", "day": 1}, {"city": "rome", "day": 2}) == []

    def route(args):
        return (args["from"], args["to"])

    by_route = keyed(lambda a, e: True, key=route)
    (why,) = by_route.differences({"from": "A", "to": "B"}, {"from": "A", "to": "C"})
    assert why.endswith("route: expected key ('A', 'C'), got ('A', 'B')")
    assert repr(by_city).startswith("keyed(") and "keys=['city']" in repr(by_city)


def test_a_keyed_matcher_scores_as_its_unkeyed_predicate_in_an_evaluator():
    actual = [ToolCall.of("book", {"city": c, "day": d}) for c, d in [("Rome", 1), ("Oslo", 2), ("Rome", 3)]]
    expected = [
        ToolCall.of("book", {"city": c, "day": d}) for c, d in [("Rome", 3), ("Oslo", 1), ("Lima", 1)]
    ]

    def not_later(a, e):
        return a["city"] == e["city"] and a["day"] <= e["day"]

    for mode in ("strict", "unordered", "superset", "subset", "in_order"):
        plain = ToolTrajectoryEvaluator(mode, argument_matcher=not_later).evaluate(actual, expected)
        fast = ToolTrajectoryEvaluator(mode, argument_matcher=keyed(not_later, keys=["city"])).evaluate(
            actual, expected
        )
        assert (fast.score, fast.passed, fast.metadata.get("pairs")) == (
            plain.score,
            plain.passed,
            plain.metadata.get("pairs"),
        )


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: keyed("not callable", keys=["a"]), "the predicate must be callable"),
        (lambda: keyed(lambda a, e: True), "exactly one of key="),
        (lambda: keyed(lambda a, e: True, key=len, keys=["a"]), "exactly one of key="),
        (lambda: keyed(lambda a, e: True, key="city"), "key= must be a function"),
        (lambda: keyed(lambda a, e: True, keys="city"), "non-empty list of argument names"),
        (lambda: keyed(lambda a, e: True, keys=[]), "non-empty list of argument names"),
        (lambda: keyed(lambda a, e: True, keys=["a", ""]), "non-empty list of argument names"),
    ],
)
def test_a_malformed_keyed_matcher_is_refused_when_built(build, message):
    with pytest.raises(ValueError, match=message):
        build()


def test_a_key_that_cannot_be_hashed_names_the_matcher():
    matcher = KeyedPredicate(lambda a, e: True, key=lambda args: args["tags"])
    with pytest.raises(TypeError, match=r"key= returned an unhashable (Frozen)?List"):
        match_calls(
            [ToolCall.of("f", {"tags": ["a"]})], [ToolCall.of("f", {"tags": ["a"]})], CallMatcher(matcher)
        )


def test_calls_without_a_canonical_key_are_compared_with_every_call():
    """JSON text equals the object it spells but has no canonical key: such calls skip the buckets and are
    tested against every call, on either side, with the same pairs as the unkeyed predicate."""
    values = ['{"k": 1}', {"k": 1}, "a", '{"k": 2}', "b", {"k": 2}, "a"]
    actual = [ToolCall.of("f", {"x": v, "n": i}) for i, v in enumerate(values)]
    expected = [ToolCall.of("f", {"x": v, "n": i}) for i, v in enumerate(reversed(values))]

    def near(a, e):
        return a["n"] != 6 or e["n"] != 4  # the second "a" only with the first

    spec = {"keys": ["x"]}
    keyed_calls, plain_calls = (
        CallMatcher(keyed(near, **spec)),
        CallMatcher(lambda a, e: _reference_keys_equal(spec, a, e) and near(a, e)),
    )
    assert match_calls(actual, expected, keyed_calls) == match_calls(actual, expected, plain_calls)
    assert lcs_calls(actual, expected, keyed_calls) == lcs_calls(actual, expected, plain_calls)
    pairs = match_calls(actual, expected, keyed_calls)
    assert len(pairs) == 7 and {(0, 5), (0, 6)} & set(pairs)  # '{"k": 1}' (keyless) paired with its value


def test_each_call_key_is_computed_once_per_matching():
    computed = {"n": 0}

    def city(args):
        computed["n"] += 1
        return args["city"]

    actual = [ToolCall.of("f", {"city": f"c{i % 3}", "n": i}) for i in range(30)]
    expected = [ToolCall.of("f", {"city": f"c{i % 3}", "n": i}) for i in range(30)]
    assert len(match_calls(actual, expected, CallMatcher(keyed(lambda a, e: True, key=city)))) == 30
    assert computed["n"] == 60  # one key per call, not two per pair


def test_keys_say_which_arguments_must_be_equal():
    m = keyed(lambda a, e: True, keys=["x"])
    assert m.key_of({}) is not None and m.key_of({}) == m.key_of({"y": 1})  # absent is a key of its own
    assert m.key_of({"x": 1}) == m.key_of({"x": 1.0}) != m.key_of({})
    assert m.key_of({"x": '{"k": 1}'}) is None  # JSON text: compared with every call
    assert m({"x": [1]}, {"x": [1]}) and m({"x": 1}, {"x": 1.0}) and m({}, {}) and m(None, {})
    assert not m({"x": 1}, {}) and not m({}, {"x": 1}) and not m({"x": 1}, {"x": 2})


class _Opaque:
    def __call__(self, *args):
        return False

    def __repr__(self):
        return "<opaque predicate>"


def test_errors_and_reasons_name_what_was_given():
    with pytest.raises(ValueError, match="the predicate must be callable, got str"):
        keyed("x", keys=["a"])
    with pytest.raises(ValueError, match="key= must be a function of the arguments, got str"):
        keyed(len, key="city")
    with pytest.raises(ValueError, match=r"^keyed: give exactly one of key= \(a function of the arguments\)"):
        keyed(len)

    def not_later(a, e):
        return False

    assert keyed(not_later, keys=["a"]).differences({"a": 1}, {"a": 1}) == [
        f"arguments rejected by {not_later.__qualname__}"
    ]
    opaque = keyed(_Opaque(), key=_Opaque())
    assert opaque.differences({}, {}) == ["arguments rejected by <opaque predicate>"]
    assert repr(opaque) == "keyed(<opaque predicate>, key=<opaque predicate>)"
    assert repr(keyed(not_later, key=len)) == f"keyed({not_later.__qualname__}, key=len)"
