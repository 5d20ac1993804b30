"""Unit tests of the pure matching layer: value equality, argument matchers, call matching, alignments."""

from __future__ import annotations

import math
import re

import pytest

from langchain_trajectory.matching import (
    MISSING,
    AnyValue,
    Approx,
    ArgumentMatcher,
    CallMatcher,
    Equal,
    Regex,
    as_argument_matcher,
    canonical_value,
    lcs_calls,
    longest_common_subsequence,
    match_calls,
    maximum_bipartite_matching,
    values_equal,
)
from langchain_trajectory.trajectory import ToolCall

T = ToolCall.of


# -- values_equal ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "equal"),
    [
        (1, 1.0, True),
        (True, 1, False),
        (1, True, False),
        (False, 0, False),
        (True, True, True),
        (math.nan, math.nan, True),
        (math.nan, 1.0, False),
        ("Paris", "Paris", True),
        ("Paris", "paris", False),
        (" Paris", "Paris", False),
        ({"a": 1, "b": [1, 2]}, {"b": [1.0, 2], "a": 1.0}, True),
        ({"a": 1}, {"a": 1, "b": 2}, False),
        ([1, 2], [2, 1], False),
        ([1, 2], (1, 2), True),
        ('{"a": 1}', {"a": 1}, True),
        ({"a": [1]}, '{"a": [1]}', True),
        ('{"a": 2}', {"a": 1}, False),
        ("not json", {"a": 1}, False),
        ("1", 1, False),
        (None, None, True),
        (None, "None", False),
        ("[1, 2]", [1, 2], True),
    ],
)
def test_values_equal_table(a, b, equal):
    assert values_equal(a, b) is equal
    assert values_equal(b, a) is equal


def test_values_equal_trim_and_case_options():
    assert values_equal("  Paris ", "Paris", trim=True)
    assert not values_equal("  Paris ", "paris", trim=True)
    assert values_equal("PARIS", "paris", case_insensitive=True)
    assert values_equal({"c": [" PARIS"]}, {"c": ["paris "]}, trim=True, case_insensitive=True)


def test_canonical_value_agrees_with_values_equal_and_refuses_json_strings():
    assert canonical_value({"a": 1, "b": True}) == canonical_value({"b": True, "a": 1.0})
    assert canonical_value(True) != canonical_value(1)
    assert canonical_value(math.nan) == canonical_value(float("nan"))
    assert canonical_value(" X", trim=True, case_insensitive=True) == canonical_value("x")
    assert canonical_value('{"a": 1}') is None  # equals a dict, but not every spelling of it
    assert canonical_value({"x": [1, {"y": "[2]"}]}) is None


# -- ArgumentMatcher modes -------------------------------------------------------------------------------------


def test_exact_mode_requires_same_keys_and_equal_values():
    m = ArgumentMatcher("exact")
    assert m({"q": "Paris", "n": 1}, {"n": 1.0, "q": "Paris"})
    assert not m({"q": "Paris", "n": 1}, {"q": "Paris"})
    assert not m({"q": "Paris"}, {"q": "Paris", "n": 1})
    assert m.is_equivalence


def test_ignore_mode_accepts_anything():
    m = ArgumentMatcher("ignore")
    assert m({"q": 1}, {"z": [2]})
    assert m.is_equivalence
    assert m.canonical_key({"q": 1}) == m.canonical_key({})


def test_superset_mode_actual_holds_every_expected_key():
    m = ArgumentMatcher("superset")
    assert m({"n": 1, "size": 10}, {"n": 1})
    assert not m({"n": 1}, {"n": 1, "size": 10})
    assert not m({"n": 2, "size": 10}, {"n": 1})
    assert not m.is_equivalence


def test_subset_mode_every_actual_key_is_expected():
    m = ArgumentMatcher("subset")
    assert m({"n": 1}, {"n": 1, "size": 10})
    assert not m({"n": 1, "size": 10}, {"n": 1})
    assert m({}, {"n": 1})


def test_recursive_applies_superset_inside_nested_dicts():
    actual = {"filter": {"city": "Paris", "stars": 4}, "items": [{"sku": "a", "qty": 1}]}
    expected = {"filter": {"city": "Paris"}, "items": [{"sku": "a"}]}
    assert not ArgumentMatcher("superset")(actual, expected)
    assert ArgumentMatcher("superset", recursive=True)(actual, expected)
    assert ArgumentMatcher("subset", recursive=True)(expected, actual)
    assert not ArgumentMatcher("superset", recursive=True)(expected, actual)


def test_trim_and_case_insensitive_options():
    m = ArgumentMatcher("exact", trim=True, case_insensitive=True)
    assert m({"q": " PARIS "}, {"q": "paris"})
    assert m.canonical_key({"q": " PARIS "}) == m.canonical_key({"q": "paris"})
    assert not ArgumentMatcher("exact")({"q": " PARIS "}, {"q": "paris"})


def test_json_string_arguments_are_parsed():
    m = ArgumentMatcher("exact")
    assert m('{"q": "Paris"}', {"q": "Paris"})
    assert m({"filter": '{"city": "Paris"}'}, {"filter": {"city": "Paris"}})
    with pytest.raises(ValueError, match="actual_args"):
        m("not json", {})
    with pytest.raises(ValueError, match="expected_args"):
        m({}, [1, 2])


def test_invalid_modes_and_options_fail_at_construction():
    with pytest.raises(ValueError, match="mode must be one of"):
        ArgumentMatcher("fuzzy")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'trim' must be a bool"):
        ArgumentMatcher("exact", trim="yes")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"keys\['city'\]"):
        ArgumentMatcher("exact", keys={"city": 42})
    with pytest.raises(ValueError, match="dot-path"):
        ArgumentMatcher("exact", keys={"a..b": AnyValue()})
    with pytest.raises(ValueError, match="invalid pattern"):
        Regex("(")
    with pytest.raises(ValueError, match="'abs' must be a non-negative number"):
        Approx(abs=-1)


# -- per-key matchers ------------------------------------------------------------------------------------------


def test_any_value_requires_presence_only():
    m = ArgumentMatcher("exact", keys={"id": AnyValue()})
    assert m({"q": 1, "id": "x-123"}, {"q": 1, "id": "<any>"})
    assert m({"q": 1, "id": 7}, {"q": 1})  # the matcher owns the path: expected need not spell it
    assert not m({"q": 1}, {"q": 1, "id": "<any>"})
    assert m({"q": 1}, {"q": 1})  # absent on both sides: nothing to compare
    assert "missing id" in m.differences({"q": 1}, {"q": 1, "id": "?"})[0]
    assert ArgumentMatcher("exact", keys={"id": "any"})({"id": 1}, {"id": 2})


def test_regex_full_and_search():
    m = ArgumentMatcher("superset", keys={"date": Regex(r"\d{4}-\d{2}-\d{2}")})
    assert m({"date": "2024-05-01", "x": 1}, {"date": "?"})
    assert not m({"date": "2024-05-01T10:00"}, {"date": "?"})
    assert ArgumentMatcher("exact", keys={"date": Regex(r"\d{4}", full=False)})({"date": "on 2024"}, {})
    assert ArgumentMatcher("exact", keys={"n": Regex(r"\d+")})({"n": 42}, {"n": "?"})
    assert not ArgumentMatcher("exact", keys={"n": Regex(r"\d+")})({"n": [1]}, {"n": "?"})
    assert ArgumentMatcher("exact", keys={"q": Regex("paris", flags=re.IGNORECASE)})(
        {"q": "PARIS"}, {"q": ""}
    )
    diffs = m.differences({"date": "May 1"}, {"date": "?"})
    assert diffs == ["date: 'May 1' does not match /\\d{4}-\\d{2}-\\d{2}/"]


def test_approx_abs_rel_and_fixed_value():
    assert ArgumentMatcher("exact", keys={"t": Approx(abs=0.5)})({"t": 20.4}, {"t": 20})
    assert not ArgumentMatcher("exact", keys={"t": Approx(abs=0.5)})({"t": 20.6}, {"t": 20})
    assert ArgumentMatcher("exact", keys={"p": Approx(rel=0.01)})({"p": 1005}, {"p": 1000})
    assert not ArgumentMatcher("exact", keys={"p": Approx(rel=0.01)})({"p": 1011}, {"p": 1000})
    assert not ArgumentMatcher("exact", keys={"p": Approx(abs=1)})({"p": True}, {"p": 1})
    assert not ArgumentMatcher("exact", keys={"p": Approx(abs=1)})({"p": "1"}, {"p": 1})
    fixed = ArgumentMatcher("superset", keys={"lat": Approx(abs=0.01, value=48.85)})
    assert fixed({"lat": 48.853}, {})
    # a comparator with nothing to compare against leaves the key optional under superset (extra keys allowed)
    assert ArgumentMatcher("superset", keys={"lat": Approx(abs=0.01)})({"lat": 48.853}, {})
    assert not ArgumentMatcher("exact", keys={"lat": Approx(abs=0.01)})({"lat": 48.853}, {})
    assert ArgumentMatcher("exact", keys={"x": Approx()})({"x": math.nan}, {"x": math.nan})


def test_callable_key_matcher_receives_actual_then_expected():
    seen = []

    def at_least(actual, expected):
        seen.append((actual, expected))
        return actual >= expected

    m = ArgumentMatcher("exact", keys={"stars": at_least})
    assert m({"stars": 5}, {"stars": 4})
    assert not m({"stars": 3}, {"stars": 4})
    assert seen == [(5, 4), (3, 4)]
    assert "rejected by" in m.differences({"stars": 3}, {"stars": 4})[0]


def test_dot_paths_with_list_indices_and_wildcards():
    m = ArgumentMatcher("exact", keys={"items.0.sku": Regex(r"SKU-\d+")})
    actual = {"items": [{"sku": "SKU-1", "qty": 2}, {"sku": "b", "qty": 1}]}
    assert m(actual, {"items": [{"sku": "?", "qty": 2}, {"sku": "b", "qty": 1}]})
    assert not m(actual, {"items": [{"sku": "?", "qty": 2}, {"sku": "c", "qty": 1}]})
    wild = ArgumentMatcher("exact", keys={"items.*.sku": AnyValue()})
    assert wild(actual, {"items": [{"sku": 1, "qty": 2}, {"sku": 2, "qty": 1}]})
    assert not wild(actual, {"items": [{"sku": 1, "qty": 3}, {"sku": 2, "qty": 1}]})
    assert ArgumentMatcher("exact", keys={("a", 0): AnyValue()})({"a": [1]}, {"a": [9]})


def test_ignore_mode_with_keys_compares_only_those_keys():
    m = ArgumentMatcher("ignore", keys={"city": Equal(case_insensitive=True)})
    assert m({"city": "PARIS", "date": 1}, {"city": "paris", "date": 2})
    assert not m({"city": "Lyon"}, {"city": "paris"})
    assert not m.is_equivalence
    assert m.canonical_key({"city": "x"}) is None


def test_differences_name_paths_and_values():
    m = ArgumentMatcher("exact")
    diffs = m.differences(
        {"q": "London", "extra": 1, "f": {"a": [1, 2]}}, {"q": "Paris", "f": {"a": [1, 3]}, "z": 1}
    )
    assert diffs == [
        "expected q='Paris', got q='London'",
        "expected f.a.1=3, got f.a.1=2",
        "missing z (expected 1)",
        "unexpected extra=1",
    ]
    assert m.differences({"q": "Paris"}, {"q": "Paris"}) == []
    assert ArgumentMatcher("exact").differences({"l": [1]}, {"l": [1, 2]}) == [
        "expected l=[1,2], got l=[1] (lengths 1 and 2)"
    ]


@pytest.mark.parametrize("mode", ["exact", "ignore", "superset", "subset"])
def test_differences_empty_iff_match(mode):
    m = ArgumentMatcher(mode, recursive=True)
    cases = [
        ({"a": 1}, {"a": 1}),
        ({"a": 1, "b": 2}, {"a": 1}),
        ({"a": 1}, {"a": 1, "b": 2}),
        ({"a": 2}, {"a": 1}),
    ]
    for a, e in cases:
        assert (m.differences(a, e) == []) is m(a, e)


def test_as_argument_matcher_accepts_the_spec_forms():
    assert as_argument_matcher("superset").mode == "superset"
    existing = ArgumentMatcher("subset")
    assert as_argument_matcher(existing) is existing

    def fn(a, e):
        return True

    assert as_argument_matcher(fn) is fn
    keys_only = as_argument_matcher(["city"])
    assert keys_only({"city": "Paris", "date": 1}, {"city": "Paris", "date": 2})
    assert not keys_only({"city": "Lyon"}, {"city": "Paris"})
    with pytest.raises(ValueError, match="unknown argument mode 'fuzzy'"):
        as_argument_matcher("fuzzy")
    with pytest.raises(ValueError, match="got int"):
        as_argument_matcher(3)


def test_missing_sentinel_is_falsey_and_named():
    assert not MISSING
    assert repr(MISSING) == "<missing>"


# -- CallMatcher -----------------------------------------------------------------------------------------------


def test_call_matcher_names_and_per_tool_overrides():
    cm = CallMatcher("exact", tool_matchers={"search": "ignore"})
    assert cm(T("search", {"q": "a"}), T("search", {"q": "b"}))
    assert not cm(T("book", {"q": "a"}), T("book", {"q": "b"}))
    assert not cm(T("search", {}), T("book", {}))
    assert cm.differences(T("search", {}), T("book", {})) == ["expected tool 'book', got 'search'"]
    assert cm.differences(T("book", {"q": "London"}), T("book", {"q": "Paris"})) == [
        "expected q='Paris', got q='London'"
    ]
    with pytest.raises(ValueError, match=r"tool_matchers\['book'\]"):
        CallMatcher("exact", tool_matchers={"book": "nope"})
    with pytest.raises(ValueError, match="tool_matchers must be a dict"):
        CallMatcher("exact", tool_matchers=["book"])  # type: ignore[arg-type]


def test_call_matcher_custom_callable_gets_actual_then_expected():
    calls = []

    def matcher(actual_args, expected_args):
        calls.append((dict(actual_args), dict(expected_args)))
        return actual_args.get("v", 0) >= expected_args.get("v", 0)

    cm = CallMatcher(matcher)
    assert cm(T("f", {"v": 2}), T("f", {"v": 1}))
    assert not cm(T("f", {"v": 0}), T("f", {"v": 1}))
    assert calls == [({"v": 2}, {"v": 1}), ({"v": 0}, {"v": 1})]
    assert cm.differences(T("f", {"v": 0}), T("f", {"v": 1})) == [
        "arguments rejected by test_call_matcher_custom_callable_gets_actual_then_expected.<locals>.matcher"
    ]


# -- algorithms ------------------------------------------------------------------------------------------------


def test_maximum_matching_beats_greedy():
    # Greedy pairs left 0 with right 0 and strands left 1; the maximum pairs both.
    assert maximum_bipartite_matching([[0, 1], [0]], 2) == [(0, 1), (1, 0)]
    assert maximum_bipartite_matching([], 3) == []
    assert maximum_bipartite_matching([[], []], 0) == []
    with pytest.raises(ValueError, match=r"adjacency\[0\] holds 2"):
        maximum_bipartite_matching([[2]], 2)


def test_maximum_matching_long_augmenting_chain_without_recursion_limit():
    n = 5000
    # Left i may take right i or i+1; greedy takes i, then the last needs a chain of n augmentations.
    adjacency = [[i, i + 1] for i in range(n)] + [[0]]
    pairs = maximum_bipartite_matching(adjacency, n + 1)
    assert len(pairs) == n + 1
    assert len({j for _, j in pairs}) == n + 1


def test_match_calls_superset_repeated_names_is_optimal():
    cm = CallMatcher("exact", {"page": "superset"})
    actual = [T("page", {"n": 1, "size": 10}), T("page", {"n": 1})]
    expected = [T("page", {"n": 1}), T("page", {"n": 1, "size": 10})]
    assert match_calls(actual, expected, cm) == [(0, 1), (1, 0)]


def test_match_calls_bucketing_pairs_in_order_and_handles_json_strings():
    cm = CallMatcher("exact")
    actual = [T("a", {"x": 1}), T("b", {}), T("a", {"x": 1}), T("a", {"x": 2})]
    expected = [T("a", {"x": 1.0}), T("a", {"x": 1}), T("c", {})]
    assert match_calls(actual, expected, cm) == [(0, 0), (2, 1)]
    json_side = [T("a", {"f": '{"k": 1}'})]
    assert match_calls(json_side, [T("a", {"f": {"k": 1}})], cm) == [(0, 0)]


def test_match_calls_accepts_a_plain_call_predicate():
    def same_name(a, e):
        return a.name == e.name

    assert match_calls([T("a"), T("a")], [T("a")], same_name) == [(0, 0)]


def test_lcs_calls_and_raw_lcs():
    cm = CallMatcher("exact")
    actual = [T("a"), T("x"), T("b")]
    assert lcs_calls(actual, [T("a"), T("b")], cm) == [(0, 0), (2, 1)]
    assert lcs_calls([T("b"), T("a")], [T("a"), T("b")], cm) in ([(0, 1)], [(1, 0)])
    assert longest_common_subsequence(3, 3, lambda i, j: "abc"[i] == "cab"[j]) == [(0, 1), (1, 2)]
    assert longest_common_subsequence(0, 4, lambda i, j: True) == []


def test_lcs_calls_with_asymmetric_matcher_uses_direction():
    cm = CallMatcher("superset")
    actual = [T("s", {"q": 1, "n": 2})]
    assert lcs_calls(actual, [T("s", {"q": 1})], cm) == [(0, 0)]
    assert lcs_calls([T("s", {"q": 1})], [T("s", {"q": 1, "n": 2})], cm) == []


def test_matching_package_imports_nothing_from_langchain():
    import ast
    import pathlib

    import langchain_trajectory.matching as matching

    for path in pathlib.Path(matching.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                for name in names:
                    assert not name.startswith(("langchain_core", "langchain.", "langgraph", "langsmith")), (
                        path
                    )
                    if name.startswith("langchain_trajectory"):
                        # the data model (with its usage figures), the errors, the JSON loader and the forwarding helper are the only
                        # other parts it may use
                        assert name.startswith(
                            (
                                "langchain_trajectory.matching",
                                "langchain_trajectory.trajectory",
                                "langchain_trajectory.usage",
                                "langchain_trajectory.errors",
                                "langchain_trajectory._json",
                                "langchain_trajectory._moved",  # old paths that forward a moved name
                            )
                        ), (path, name)


# -- per-key matchers below a missing or non-dict parent -------------------------------------------------------


@pytest.mark.parametrize(
    ("matcher", "actual", "expected", "matches"),
    [
        # openevals' "compare only these keys": a keyed path the actual arguments lack fails...
        (as_argument_matcher(["user.id"]), {}, {"user": {"id": 5}}, False),
        (as_argument_matcher(["user.id"]), {"user": "bob"}, {"user": {"id": 5}}, False),
        (as_argument_matcher(["user.id"]), {"user": {"id": 5, "x": 1}}, {"user": {"id": 5}}, True),
        # ...list lengths only matter at keyed paths...
        (
            as_argument_matcher(["items.0.sku"]),
            {"items": [{"sku": "A1"}, {"sku": "B7"}]},
            {"items": [{"sku": "A1"}]},
            True,
        ),
        (
            as_argument_matcher(["items.1.sku"]),
            {"items": [{"sku": "A1"}]},
            {"items": [{}, {"sku": "B7"}]},
            False,
        ),
        # ...JSON text on either side is read as the container it holds...
        (
            as_argument_matcher(["filters.date"]),
            {"filters": '{"date": "2024"}'},
            {"filters": '{"date": "1999"}'},
            False,
        ),
        (
            as_argument_matcher(["filters.date"]),
            {"filters": '{"date": "2024"}'},
            {"filters": {"date": "2024"}},
            True,
        ),
        # ...a keyed path absent on both sides is not compared...
        (as_argument_matcher(["user.id"]), {"other": 1}, {"other": 2}, True),
        # ...subset mode may omit an expected key, keyed or not (a per-key matcher compares, it does not
        # make a key required that the mode lets the actual side omit)...
        (ArgumentMatcher("subset", keys={"user.id": Equal()}), {}, {"user": {"id": 5}}, True),
        (ArgumentMatcher("subset", keys={"user.id": Equal()}), {"user": {"id": 6}}, {"user": {"id": 5}}, False),
        (ArgumentMatcher("subset", keys={"user.id": Equal()}), {}, {"other": 1}, True),
        # ...while superset mode needs every expected key, keyed or not.
        (ArgumentMatcher("superset", keys={"user.id": Equal()}), {}, {"user": {"id": 5}}, False),
    ],
)
def test_keyed_paths_are_checked_even_where_a_side_lacks_their_parent(matcher, actual, expected, matches):
    assert matcher(actual, expected) is matches
    assert (matcher.differences(actual, expected) == []) is matches


def test_missing_keyed_path_is_named_in_the_differences():
    assert as_argument_matcher(["user.id"]).differences({}, {"user": {"id": 5}}) == [
        "missing user.id (expected 5)"
    ]


def test_approx_accepts_equal_infinities():
    assert Approx().check(math.inf, math.inf) is None
    assert Approx().check(-math.inf, math.inf) is not None


def test_a_non_ascii_digit_key_is_a_key_not_a_list_index():
    assert ArgumentMatcher("ignore", keys={"x.*": "any"})({"x": [1]}, {"x": {"²": 1}}) is False


@pytest.mark.parametrize("nested", [False, True])
def test_a_per_key_matcher_keeps_the_argument_modes_optional_keys_optional(nested: bool) -> None:
    """Adding a per-key matcher never turns a key the mode lets one side omit into a required one."""

    def wrap(args: dict) -> dict:
        return {"order": args} if nested else args

    key = "order.amount" if nested else "amount"
    plain = ArgumentMatcher("superset", recursive=nested)
    keyed = ArgumentMatcher("superset", recursive=nested, keys={key: Approx(rel=0.05)})
    actual, expected = wrap({"item": "book", "amount": 18.5}), wrap({"item": "book"})
    assert plain(actual, expected) and keyed(actual, expected)
    assert keyed.differences(actual, expected) == []
    # when the expectation gives the key, the matcher compares it
    assert keyed(actual, wrap({"item": "book", "amount": 18.0}))
    assert not keyed(actual, wrap({"item": "book", "amount": 30.0}))
    assert not keyed(wrap({"item": "book"}), wrap({"item": "book", "amount": 18.0}))  # superset: actual must hold it
    # subset: the actual side may omit an expected key, keyed or not
    subset = ArgumentMatcher("subset", recursive=nested, keys={key: Approx(rel=0.05)})
    assert subset(wrap({"item": "book"}), wrap({"item": "book", "amount": 18.0}))
    assert not subset(wrap({"item": "book", "amount": 30.0}), wrap({"item": "book", "amount": 18.0}))
    # a matcher that constrains the actual value on its own still checks it when the expectation omits the key
    regex = ArgumentMatcher("superset", recursive=nested, keys={key: Regex(r"\d+\.\d")})
    assert regex(actual, expected)
    assert not regex(wrap({"item": "book", "amount": "cheap"}), expected)
