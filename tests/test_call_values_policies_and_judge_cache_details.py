"""Tests written to kill mutants that survived ``mutmut`` on ``matching/calls.py``, ``matching/values.py``,
``matching/policy.py`` and ``evaluators/judge/cache.py`` (see CONTRIBUTING.md): each pins a behaviour no other
test pinned. Mutants that behave identically are listed in ``bench/mutation_equivalents_matching.txt``."""

from __future__ import annotations

import sqlite3
from datetime import date
from types import SimpleNamespace
from typing import Any

import pytest

from langchain_trajectory import ToolCall
from langchain_trajectory.evaluators.judge.cache import SQLiteJudgeCache, cache_entry, intact_reply
from langchain_trajectory.matching import (
    ArgumentMatcher,
    CallMatcher,
    Expect,
    Regex,
    canonical_value,
    check_policy,
    format_value,
    lcs_calls,
    match_calls,
    values_equal,
)
from langchain_trajectory.matching.algorithms import maximum_bipartite_matching
from langchain_trajectory.matching.calls import AnyArgsCall
from langchain_trajectory.matching.values import is_plain

# -- call matching: per-tool matchers and the reasons for a rejection ---------------------------------------------


def _call(name: str, **args: Any) -> ToolCall:
    return ToolCall(name=name, args=args)


def test_differences_use_the_tools_own_argument_matcher():
    lenient = CallMatcher("exact", tool_matchers={"search": "ignore"})
    assert lenient.differences(_call("search", q="a"), _call("search", q="b")) == []
    strict = CallMatcher("ignore", tool_matchers={"search": "exact"})
    assert strict.differences(_call("search", q="a"), _call("search", q="b")) == ["expected q='b', got q='a'"]
    assert strict.differences(_call("lookup", q="a"), _call("lookup", q="b")) == []


class _NamelessPredicate:
    """A callable object: instances have neither ``__qualname__`` nor ``__name__``."""

    def __call__(self, actual: Any, expected: Any) -> bool:
        return False

    def __repr__(self) -> str:
        return "<nameless predicate>"


class _NamedPredicate(_NamelessPredicate):
    def __init__(self) -> None:
        self.__name__ = "same_city"


def test_a_rejecting_predicate_is_named_by_qualname_then_name_then_repr():
    def same_city(actual: Any, expected: Any) -> bool:
        return False

    def reasons(predicate: Any) -> list[str]:
        return CallMatcher(predicate).differences(_call("s", q=1), _call("s", q=1))

    assert reasons(same_city) == [
        "arguments rejected by "
        "test_a_rejecting_predicate_is_named_by_qualname_then_name_then_repr.<locals>.same_city"
    ]
    assert reasons(_NamedPredicate()) == ["arguments rejected by same_city"]
    assert reasons(_NamelessPredicate()) == ["arguments rejected by <nameless predicate>"]


def test_exact_matching_compares_json_text_values_as_text():
    # Strings holding JSON have no canonical key, so these calls are compared pairwise, never bucketed together.
    assert match_calls([_call("s", f='{"a": 1}')], [_call("s", f='{"a": 2}')], CallMatcher()) == []
    assert match_calls([_call("s", f='{"a": 1}')], [_call("s", f='{"a": 1}')], CallMatcher()) == [(0, 0)]
    assert lcs_calls([_call("s", f='{"a": 1}')], [_call("s", f='{"a": 2}')], CallMatcher()) == []


def test_duck_typed_calls_may_carry_json_text_or_none_as_arguments():
    actual = [SimpleNamespace(name="s", args='{"q": "x"}'), SimpleNamespace(name="t", args=None)]
    expected = [SimpleNamespace(name="s", args={"q": "x"}), SimpleNamespace(name="t", args={})]
    assert match_calls(actual, expected, CallMatcher()) == [(0, 0), (1, 1)]
    assert lcs_calls(actual, expected, CallMatcher()) == [(0, 0), (1, 1)]
    assert match_calls(actual, expected, CallMatcher("superset")) == [(0, 0), (1, 1)]
    other = [SimpleNamespace(name="s", args='{"q": "y"}')]
    assert match_calls(other, expected, CallMatcher()) == []


# -- large buckets (more than 4096 same-name pairs) against a brute-force reference ----------------------------

_N = 70  # 70 x 70 same-name pairs: the size where superset / subset matching switches to its index


def _reference_sizes(actual: list[Any], expected: list[Any], matcher: ArgumentMatcher) -> tuple[int, int]:
    """Maximum matching size and LCS length, every pair tested with the matcher itself."""
    ok = [[matcher(a.args, e.args) for e in expected] for a in actual]
    adjacency = [[j for j, hit in enumerate(row) if hit] for row in ok]
    size = len(maximum_bipartite_matching(adjacency, len(expected)))
    table = [[0] * (len(expected) + 1) for _ in range(len(actual) + 1)]
    for i in range(len(actual)):
        for j in range(len(expected)):
            table[i + 1][j + 1] = table[i][j] + 1 if ok[i][j] else max(table[i][j + 1], table[i + 1][j])
    return size, table[-1][-1]


def _assert_like_pairwise(actual: list[Any], expected: list[Any], matcher: ArgumentMatcher) -> int:
    size, lcs_length = _reference_sizes(actual, expected, matcher)
    call_matcher = CallMatcher(matcher)
    pairs = match_calls(actual, expected, call_matcher)
    assert len(pairs) == size
    assert len({i for i, _ in pairs}) == len({j for _, j in pairs}) == size
    assert all(call_matcher(actual[i], expected[j]) for i, j in pairs)
    common = lcs_calls(actual, expected, call_matcher)
    assert len(common) == lcs_length
    assert all(call_matcher(actual[i], expected[j]) for i, j in common)
    assert [i for i, _ in common] == sorted({i for i, _ in common})
    assert [j for _, j in common] == sorted({j for _, j in common})
    return size


def _shuffled(items: list[Any]) -> list[Any]:
    return items[1::2] + items[::2]


def test_large_superset_bucket_folds_case_and_whitespace_like_pairwise():
    matcher = ArgumentMatcher("superset", trim=True, case_insensitive=True)
    actual = [_call("s", id=i, city=" PARIS " if i % 2 else "Rome", extra=i) for i in range(_N)]
    expected = _shuffled([_call("s", id=i, city="paris" if i % 2 else "ROME") for i in range(_N)])
    assert _assert_like_pairwise(actual, expected, matcher) == _N


def test_large_subset_bucket_folds_case_and_whitespace_like_pairwise():
    matcher = ArgumentMatcher("subset", trim=True, case_insensitive=True)
    actual = [_call("s", id=i, city="paris" if i % 2 else "ROME") for i in range(_N)]
    expected = _shuffled([_call("s", id=i, city=" PARIS " if i % 2 else "Rome", extra=i) for i in range(_N)])
    assert _assert_like_pairwise(actual, expected, matcher) == _N


@pytest.mark.parametrize("mode", ["superset", "subset"])
def test_large_buckets_compare_json_text_with_nested_values(mode: str):
    # A JSON string has no canonical key: on either side such a call must still be compared with every other.
    matcher = ArgumentMatcher(mode)
    text = [_call("s", f=f'{{"a": {i}}}') for i in range(_N // 2)]
    nested = [_call("s", f={"a": i}) for i in range(_N // 2)]
    mixed_text = [_call("s", f=f'{{"a": {i}}}', id=i) for i in range(_N // 2, _N)]
    mixed_nested = [_call("s", id=i, f={"a": i}) for i in range(_N // 2, _N)]
    assert _assert_like_pairwise(text + mixed_text, _shuffled(nested + mixed_nested), matcher) == _N
    assert _assert_like_pairwise(nested + mixed_nested, _shuffled(text + mixed_text), matcher) == _N


@pytest.mark.parametrize("mode", ["superset", "subset"])
def test_large_buckets_accept_arguments_given_as_json_text_or_none(mode: str):
    matcher = ArgumentMatcher(mode)
    as_text = [SimpleNamespace(name="s", args=f'{{"id": {i}}}') for i in range(_N - 1)]
    as_text.append(SimpleNamespace(name="s", args=None))
    as_dicts = [SimpleNamespace(name="s", args={"id": i}) for i in range(_N - 1)]
    as_dicts.append(SimpleNamespace(name="s", args={}))
    assert _assert_like_pairwise(as_text, _shuffled(as_dicts), matcher) == _N
    assert _assert_like_pairwise(as_dicts, _shuffled(as_text), matcher) == _N


def test_large_recursive_superset_bucket_matches_nested_parts():
    matcher = ArgumentMatcher("superset", recursive=True)
    actual = [_call("s", id=i, f={"a": i, "b": 2}) for i in range(_N)]
    expected = _shuffled([_call("s", id=i, f={"a": i}) for i in range(_N)])
    assert _assert_like_pairwise(actual, expected, matcher) == _N


def test_large_superset_bucket_applies_per_key_matchers():
    matcher = ArgumentMatcher("superset", keys={"date": Regex(r"\d{4}")})
    actual = [_call("s", id=i, date="2024" if i % 3 else "later", extra=1) for i in range(_N)]
    expected = _shuffled([_call("s", id=i, date="YYYY") for i in range(_N)])
    assert _assert_like_pairwise(actual, expected, matcher) == len([i for i in range(_N) if i % 3])


def test_large_exact_bucket_with_unkeyable_values_does_not_accept_supersets():
    # One JSON-text value leaves the bucket without canonical keys: it is compared pair by pair, exactly.
    matcher = ArgumentMatcher("exact")
    actual = [_call("s", id=i) for i in range(_N - 1)] + [_call("s", id='{"x": 1}')]
    expected = [_call("s", id=i, extra=True) for i in range(_N - 1)] + [_call("s", id={"x": 1})]
    assert _assert_like_pairwise(actual, expected, matcher) == 1
    assert match_calls(actual, expected, CallMatcher(matcher)) == [(_N - 1, _N - 1)]


# -- policy violations: the calls each one names and how its message lists them -----------------------------------


def test_forbidden_violations_list_five_calls_then_count_the_rest():
    five = [_call("rm", p=i) for i in range(5)]
    (violation,) = check_policy(Expect.policy(forbidden=["rm"]), five)
    assert violation.message == (
        'forbidden call rm(any args): #0 rm({"p":0}), #1 rm({"p":1}), #2 rm({"p":2}), #3 rm({"p":3}), '
        '#4 rm({"p":4})'
    )
    seven = [*five, _call("ls"), _call("rm", p=5), _call("rm", p=6)]
    (violation,) = check_policy(Expect.policy(forbidden=["rm"]), seven)
    assert violation.calls == (0, 1, 2, 3, 4, 6, 7)
    assert violation.message.endswith('#3 rm({"p":3}), #4 rm({"p":4}) and 2 more')
    six = [*five, _call("rm", p=5)]
    (violation,) = check_policy(Expect.policy(forbidden=["rm"]), six)
    assert violation.message.endswith('#4 rm({"p":4}) and 1 more')


def test_forbidden_labels_say_how_the_arguments_compare():
    def label(pattern: Any, call: ToolCall | None = None) -> str:
        (violation,) = check_policy(Expect.policy(forbidden=[pattern]), [call or _call("rm", path="/")])
        return violation.message.split(": #0 ")[0]

    assert label({"name": "rm", "args": {}}) == "forbidden call rm(any args)"
    assert label({"name": "rm", "args": {"path": "/"}}) == 'forbidden call rm({"path":"/"}) [superset]'
    assert (
        label({"name": "rm", "args": {"path": "/"}, "match": "exact"})
        == 'forbidden call rm({"path":"/"}) [exact]'
    )
    assert label({"name": "rm", "args": {}, "match": "exact"}, _call("rm")) == "forbidden call rm({}) [exact]"


def test_denied_and_not_allowed_violations_name_the_tools_and_up_to_ten_calls():
    calls = [_call("rm" if i % 2 else "shell") for i in range(10)]
    (denied,) = check_policy(Expect.policy(deny=["shell", "rm"]), calls)
    assert denied.message == (
        "denied tools called: ['rm', 'shell'] (calls #0, #1, #2, #3, #4, #5, #6, #7, #8, #9)"
    )
    (outside,) = check_policy(Expect.policy(allow=["search", "ls"]), [*calls, _call("rm")])
    assert outside.message == (
        "tools outside the allow list ['ls', 'search'] called: ['rm', 'shell'] "
        "(calls #0, #1, #2, #3, #4, #5, #6, #7, #8, #9 and 1 more)"
    )
    assert outside.calls == tuple(range(11))
    (twelve,) = check_policy(Expect.policy(deny=["rm"]), [_call("rm") for _ in range(12)])
    assert twelve.message.endswith("#8, #9 and 2 more)")


def test_budget_violations_name_the_calls_beyond_the_limit():
    calls = [_call("s"), _call("t"), _call("s"), _call("t"), _call("s"), _call("s")]
    (total,) = check_policy(Expect.policy(max_calls=4), calls)
    assert total.calls == (4, 5)
    (per_tool,) = check_policy(Expect.policy(max_calls_per_tool={"s": 2, "t": 2}), calls)
    assert per_tool.calls == (4, 5)
    (per_step,) = check_policy(Expect.policy(max_calls_per_step=2), calls, turns=[[0], [1, 2, 3], [4, 5]])
    assert per_step.calls == (1, 2, 3)
    assert per_step.message == "model step 1 issued 3 tool calls, more than max_calls_per_step = 2"


# -- values: typed equality, canonical keys, plain dicts, rendering ------------------------------------------------


def test_strings_and_containers_never_equal_a_value_of_another_kind():
    assert values_equal("1", 1) is False
    assert values_equal(1, "1") is False
    assert values_equal({"a": 1}, 1) is False
    assert values_equal([1], None) is False
    assert values_equal(None, "null") is False


class _RaisingEquality:
    def __eq__(self, other: object) -> bool:
        raise TypeError("not comparable")

    __hash__ = object.__hash__


def test_a_value_whose_equality_raises_is_unequal_even_to_a_number():
    assert values_equal(1, _RaisingEquality()) is False
    assert values_equal(_RaisingEquality(), 2.5) is False


def test_json_text_compared_with_a_container_keeps_trim_and_case_folding():
    options = {"trim": True, "case_insensitive": True}
    assert values_equal('{"city": " PARIS "}', {"city": "paris"}, **options) is True
    assert values_equal({"city": "paris"}, '{"city": " PARIS "}', **options) is True
    assert values_equal('["  Rome"]', ["rome"], **options) is True
    assert values_equal('{"city": " PARIS "}', {"city": "paris"}, trim=True) is False
    assert values_equal('{"city": " PARIS "}', {"city": "paris"}, case_insensitive=True) is False


def test_canonical_keys_follow_trim_and_case_folding_at_every_depth():
    assert canonical_value("Paris") != canonical_value("paris")
    assert canonical_value("paris ", trim=True) == canonical_value("paris", trim=True)
    assert canonical_value("Paris", case_insensitive=True) == canonical_value("paris", case_insensitive=True)
    assert canonical_value({"c": "Paris"}, case_insensitive=True) == canonical_value(
        {"c": "paris"}, case_insensitive=True
    )
    assert canonical_value(["Paris"], case_insensitive=True) == canonical_value(
        ["paris"], case_insensitive=True
    )
    assert canonical_value({"c": "Paris"}) != canonical_value({"c": "paris"})


def test_plain_argument_dicts_hold_no_json_looking_boolean_or_nested_values():
    assert is_plain({"q": "x", "n": 1, "f": 1.5, "z": None}) is True
    assert is_plain({"q": "{x"}) is False
    assert is_plain({"q": "[1]"}) is False
    assert is_plain({"q": " x"}) is False
    assert is_plain({"q": "[", "flag": True}) is False
    # A JSON-looking first value must not let a boolean through the C-level comparison: True is not 1.
    assert ArgumentMatcher()({"q": "[", "flag": True}, {"q": "[", "flag": 1}) is False
    assert match_calls([_call("s", q="[", flag=True)], [_call("s", q="[", flag=1)], CallMatcher()) == []


def test_a_container_that_is_not_json_is_shown_by_repr():
    circular: list[Any] = [1]
    circular.append(circular)
    assert format_value(circular) == "[1, [...]]"
    assert format_value({"a": 1}) == '{"a":1}'


# -- judge cache: entries persisted by earlier runs, errors that are not damage -----------------------------------

# A format-2 entry as an earlier run wrote it to disk (its checksum covers non-ASCII text as UTF-8, unescaped).
_PERSISTED_REPLY = {"reason": "café – ok", "score": 4}
_PERSISTED_SHA256 = "07129d9e3e74cbc341a21515360c5f95b129c223fc33081124408d84b5855cda"


def test_an_entry_persisted_by_an_earlier_run_is_still_intact():
    entry = {"format": 2, "reply": dict(_PERSISTED_REPLY), "sha256": _PERSISTED_SHA256}
    assert intact_reply("k", entry) == _PERSISTED_REPLY
    assert cache_entry("k", dict(_PERSISTED_REPLY)) == entry
    assert intact_reply("other key", entry) is None


def test_checksums_read_values_that_are_not_json_by_their_text():
    reply = {"when": date(2024, 5, 1), "score": 1}
    entry = cache_entry("k", reply)
    assert intact_reply("k", entry) == reply
    assert entry["sha256"] == cache_entry("k", {"when": "2024-05-01", "score": 1})["sha256"]


def test_an_sqlite_error_that_is_not_damage_propagates_and_keeps_the_file(tmp_path):
    path = tmp_path / "judge.sqlite"
    cache = SQLiteJudgeCache(path, on_damage="rebuild")
    cache.set("k", {"v": 1})
    with pytest.raises(sqlite3.ProgrammingError, match="binding parameter"):
        cache.get(object())  # type: ignore[arg-type]
    assert cache.get("k") == {"v": 1}
    assert not (tmp_path / "judge.sqlite.damaged").exists()
    cache.close()


def test_tool_matchers_that_are_not_a_dict_are_refused_naming_their_type():
    with pytest.raises(ValueError, match="tool_matchers must be a dict of tool name -> matcher, got list"):
        CallMatcher(tool_matchers=["search"])


@pytest.mark.parametrize("mode", ["exact", "ignore"])
def test_equivalence_matchers_with_folding_bucket_calls_by_folded_values(mode: str):
    matcher = CallMatcher(ArgumentMatcher(mode, trim=True, case_insensitive=True))
    actual = [_call("s", city="Paris "), _call("s", city="Rome")]
    expected = [_call("s", city="ROME"), _call("s", city="paris")]
    assert match_calls(actual, expected, matcher) == (
        [(0, 1), (1, 0)] if mode == "exact" else [(0, 0), (1, 1)]
    )
    assert len(lcs_calls(actual, expected, matcher)) == (1 if mode == "exact" else 2)
    assert match_calls([_call("s", city="Paris")], [_call("s", city="Rome")], matcher) == (
        [] if mode == "exact" else [(0, 0)]
    )
    assert match_calls([_call("s", q="a")], [_call("s", q="b")], CallMatcher("ignore")) == [(0, 0)]


def test_a_large_superset_bucket_finds_no_candidate_for_a_value_no_call_holds():
    """The (key, value) index of large buckets: a value held by no actual call ends the search with no
    candidates (after an earlier key that many calls hold), rather than failing."""
    actual = [ToolCall.of("s", {"a": 1, "b": {"n": i}, "c": [i]}) for i in range(70)]
    expected = [ToolCall.of("s", {"a": 1, "b": {"n": 999}}) for _ in range(70)]
    assert match_calls(actual, expected, CallMatcher("superset")) == []
    assert len(match_calls(actual, expected[:1] + [actual[3]] * 69, CallMatcher("superset"))) == 1


@pytest.mark.parametrize("mode", ["exact", "superset", "subset"])
def test_an_expected_call_with_any_arguments_pairs_beside_calls_that_show_theirs(mode: str):
    any_x = AnyArgsCall.named(ToolCall.of("x"))
    actual = [ToolCall.of("x", {"q": "a"}), ToolCall.of("x", {})]
    assert match_calls(actual, [any_x, ToolCall.of("x", {})], CallMatcher(mode)) == [(0, 0), (1, 1)]
    assert match_calls(actual, [any_x, any_x], CallMatcher(mode)) == [(0, 0), (1, 1)]
