"""Behaviours of the expectation language (``matching/expectations.py``, ``matching/patterns.py``) that mutation
testing showed no other test pinned: per-key matchers written as JSON, their paths inside nested arguments, the
evaluator's argument matchers a pattern inherits, how a near miss is explained, descriptions, bounds and the
errors bad expectations raise."""

from __future__ import annotations

import functools
import re
from typing import Any

import pytest

from langchain_trajectory.matching import (
    AnyValue,
    Approx,
    ArgumentMatcher,
    CallMatcher,
    CallPattern,
    Equal,
    Expect,
    Expectation,
    ExpectedCall,
    KeyMatcher,
    Policy,
    Regex,
    check_policy,
    score_expectation,
)
from langchain_trajectory.matching.patterns import PatternMatcher
from langchain_trajectory.trajectory import ToolCall


def T(name: str, args: dict[str, Any] | None = None) -> ToolCall:
    return ToolCall(name=name, args=args or {})


def near_miss(
    calls: list[ToolCall], item: ExpectedCall, call_matcher: CallMatcher | None = None
) -> list[str]:
    """The explanation of the one item's near miss against the one call (recall mode)."""
    outcome = score_expectation(calls, Expect.steps(item), "recall", call_matcher)
    assert outcome.score == 0.0
    ((_, _, diffs),) = outcome.near_misses
    return list(diffs)


def accepts(
    item: Any, args: dict[str, Any], call_matcher: CallMatcher | None = None, tool: str = "s"
) -> bool:
    return score_expectation([T(tool, args)], Expect.steps(item), "recall", call_matcher).score == 1.0


class Even(KeyMatcher):
    """A user's own per-key matcher (no JSON form)."""

    needs_expected = False

    def check(self, actual: Any, expected: Any) -> str | None:
        return None if isinstance(actual, int) and actual % 2 == 0 else f"{actual!r} is odd"

    def __repr__(self) -> str:
        return "Even()"


# -- patterns: how arguments are compared -----------------------------------------------------------------


def test_per_key_matchers_apply_at_their_path_inside_nested_dicts_and_lists():
    item = Expect.call("s", args={"f": {"city": Regex("P.*")}, "l": [Regex("a.*"), 2]})
    assert accepts(item, {"f": {"city": "Paris"}, "l": ["ab", 2]})
    assert near_miss([T("s", {"f": {"city": "Rome"}, "l": ["ab", 2]})], item) == [
        "f.city: 'Rome' does not match /P.*/"
    ]
    assert near_miss([T("s", {"f": {"city": "Paris"}, "l": ["b", 2]})], item) == [
        "l.0: 'b' does not match /a.*/"
    ]
    assert near_miss([T("s", {"f": {"city": "Paris"}, "l": ["ab", 3]})], item) == [
        "expected l.1=2, got l.1=3"
    ]


def test_a_missing_key_with_a_fixed_approx_target_names_the_target():
    item = Expect.call("s", args={"x": Approx(value=3.0, abs=0.1)}, match="superset")
    assert near_miss([T("s", {"y": 1})], item) == ["missing x (expected 3.0)"]
    assert accepts(item, {"x": 3.05, "y": 1})


def test_a_pattern_without_a_mode_uses_the_evaluators_matcher_for_its_tool():
    matcher = CallMatcher("exact", tool_matchers={"s": "ignore"})
    item = Expect.call("s", args={"q": 1})
    assert accepts(item, {"q": 2}, matcher)  # s: arguments ignored
    assert not accepts(Expect.call("t", args={"q": 1}), {"q": 2}, matcher, tool="t")  # t: exact
    assert not accepts(item, {"q": 2})  # no call matcher: exact


def test_per_key_matchers_join_the_evaluators_matcher_keeping_its_options():
    matcher = CallMatcher(ArgumentMatcher("superset", trim=True, case_insensitive=True, recursive=True))
    item = Expect.call("s", args={"city": "PARIS", "country": " fr ", "f": {"a": 1}, "d": Regex(r"\d+")})
    good = {"city": "paris", "country": "fr", "f": {"a": 1, "b": 2}, "d": "12", "extra": 0}
    assert accepts(item, good, matcher)
    assert not accepts(item, {**good, "d": "x"}, matcher)  # the per-key matcher applies
    assert not accepts(item, {**good, "city": "Rome"}, matcher)


def _rule(actual: dict[str, Any], expected: dict[str, Any]) -> bool:
    return actual.get("q") == "ok"


class _NamedRule:
    """A callable object that names itself with ``__name__`` (instances have no ``__qualname__``)."""

    __name__ = "named_rule"

    def __call__(self, actual: dict[str, Any], expected: dict[str, Any]) -> bool:
        return actual.get("q") == "ok"


def test_a_callable_argument_matcher_explains_a_rejection_by_its_name():
    def local_rule(actual: dict[str, Any], expected: dict[str, Any]) -> bool:
        return actual.get("q") == "ok"

    item = Expect.call("s", args={"q": "x"})
    rejected = [T("s", {"q": "no"})]
    assert near_miss(rejected, item, CallMatcher(tool_matchers={"s": local_rule})) == [
        f"arguments rejected by {local_rule.__qualname__}"
    ]
    assert (
        local_rule.__qualname__ != local_rule.__name__
    )  # the qualified name, which says where it is defined
    assert near_miss(rejected, item, CallMatcher(_NamedRule())) == ["arguments rejected by named_rule"]
    partial = functools.partial(_rule)  # neither __qualname__ nor __name__: its repr
    assert near_miss(rejected, item, CallMatcher(partial)) == [f"arguments rejected by {partial!r}"]
    assert accepts(item, {"q": "ok"}, CallMatcher(tool_matchers={"s": local_rule}))


def _same_query_any_case(actual: dict[str, Any], expected: dict[str, Any]) -> bool:
    return str(actual.get("q", "")).lower() == str(expected.get("q", "")).lower()


def test_a_call_a_callable_matcher_accepts_but_out_of_order_is_explained_as_such():
    # The callable gets the pattern's arguments as the expected side, for the near miss as for the match.
    expectation = Expect.steps(Expect.call("s", args={"q": "Paris"}), Expect.call("a", args={"q": "Paris"}))
    outcome = score_expectation(
        [T("a", {"q": "PARIS"}), T("s", {"q": "paris"})],
        expectation,
        "in_order",
        CallMatcher(_same_query_any_case),
    )
    assert outcome.score == 0.5
    ((_, _, diffs),) = outcome.near_misses
    assert diffs == ("arguments match, but the call is out of order",)


def test_a_pattern_matcher_never_confuses_a_pattern_with_an_earlier_one_that_was_freed():
    # Compiled tests are cached by the pattern's id; the matcher keeps the patterns alive so no id is reused.
    matcher = PatternMatcher(None)
    call = T("s", {"q": 1})
    for n in range(50):
        assert matcher.accepts(CallPattern(name="s", args={"q": 1}), call), n
        assert not matcher.accepts(CallPattern(name="s", args={"q": 2}), call), n


# -- per-key matchers written as JSON ------------------------------------------------------------------------


def test_regex_matchers_in_json_read_full_and_ignore_case():
    partial_nocase = CallPattern.model_validate(
        {"name": "s", "args": {"q": {"$regex": "paris", "full": False, "ignore_case": True}}}
    )
    assert accepts(partial_nocase, {"q": "to PARIS now"})
    whole = CallPattern.model_validate({"name": "s", "args": {"q": {"$regex": "paris"}}})
    assert accepts(whole, {"q": "paris"})
    assert not accepts(whole, {"q": "to paris now"})
    assert not accepts(whole, {"q": "PARIS"})
    search_case = CallPattern.model_validate({"name": "s", "args": {"q": {"$regex": "paris", "full": False}}})
    assert accepts(search_case, {"q": "to paris"})
    assert not accepts(search_case, {"q": "to PARIS"})


def test_approx_matchers_in_json_read_their_tolerances():
    loose = CallPattern.model_validate({"name": "s", "args": {"x": {"$approx": 3.0, "abs": 0.5}}})
    assert accepts(loose, {"x": 3.4})
    assert not accepts(loose, {"x": 3.6})
    relative = CallPattern.model_validate({"name": "s", "args": {"x": {"$approx": 100, "rel": 0.1}}})
    assert accepts(relative, {"x": 109})
    assert not accepts(relative, {"x": 111})
    default = CallPattern.model_validate({"name": "s", "args": {"x": {"$approx": 3.0}}})
    assert not accepts(default, {"x": 3.4})


def test_any_matchers_in_json():
    pattern = CallPattern.model_validate({"name": "s", "args": {"q": {"$any": True}}})
    assert isinstance(pattern.args["q"], AnyValue)  # type: ignore[index]
    assert accepts(pattern, {"q": [1, 2]})
    assert not accepts(pattern, {})


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"$regex": "x", "fullmatch": True}, "args.q: unknown keys ['fullmatch'] in a $regex matcher"),
        ({"$regex": 3}, "args.q: '$regex' must be a string, got int"),
        ({"$approx": 1, "tol": 2}, "args.q: unknown keys ['tol'] in an $approx matcher"),
        ({"$approx": "3"}, "args.q: '$approx' must be a number, got '3'"),
        ({"$approx": True}, "args.q: '$approx' must be a number, got True"),
        ({"$any": False}, "args.q: '$any' must be true"),
        ({"$any": 1}, "args.q: '$any' must be true"),
        ({"$eq": 1}, r"args.q: unknown matcher \['\$eq'\]"),
    ],
)
def test_bad_json_matchers_are_errors_naming_the_argument(value: dict[str, Any], message: str):
    with pytest.raises(ValueError, match=re.escape(message) if "\\" not in message else message):
        CallPattern.model_validate({"name": "s", "args": {"q": value}})


def test_bad_json_matchers_deep_inside_args_name_their_path():
    with pytest.raises(ValueError, match=re.escape("args.f.city: '$regex' must be a string")):
        CallPattern.model_validate({"name": "s", "args": {"f": {"city": {"$regex": 1}}}})
    with pytest.raises(ValueError, match=re.escape("args.l.1: '$any' must be true")):
        CallPattern.model_validate({"name": "s", "args": {"l": [1, {"$any": 0}]}})


def test_json_matchers_deep_inside_args_are_read_and_written_back():
    data = {
        "name": "s",
        "args": {
            "f": {"city": {"$regex": "P.*"}, "n": 1},
            "l": [{"$any": True}, {"$approx": 2.0, "abs": 0.1, "rel": None}, "x"],
        },
    }
    pattern = CallPattern.model_validate(data)
    assert isinstance(pattern.args["f"]["city"], Regex)  # type: ignore[index]
    assert isinstance(pattern.args["l"][0], AnyValue)  # type: ignore[index]
    assert accepts(pattern, {"f": {"city": "Paris", "n": 1}, "l": [None, 2.05, "x"]})
    assert not accepts(pattern, {"f": {"city": "Paris", "n": 1}, "l": [None, 2.5, "x"]})
    dumped = pattern.model_dump(mode="json")
    assert dumped["args"] == {
        "f": {"city": {"$regex": "P.*"}, "n": 1},
        "l": [{"$any": True}, {"$approx": 2.0, "abs": 0.1, "rel": 0.0}, "x"],
    }
    assert CallPattern.model_validate(dumped).model_dump(mode="json") == dumped


def test_matchers_given_as_objects_are_written_as_json():
    pattern = CallPattern(
        name="s",
        args={
            "a": AnyValue(),
            "r": Regex("x.*", full=False, flags=re.IGNORECASE),
            "w": Regex("y"),
            "n": Approx(value=2.0, abs=0.5),
        },
    )
    assert pattern.model_dump(mode="json")["args"] == {
        "a": {"$any": True},
        "r": {"$regex": "x.*", "full": False, "ignore_case": True},
        "w": {"$regex": "y"},
        "n": {"$approx": 2.0, "abs": 0.5, "rel": 0.0},
    }


def test_a_matcher_without_a_json_form_is_an_error_naming_its_path_when_written():
    pattern = CallPattern(name="s", args={"f": {"l": [1, Even()]}})
    assert accepts(pattern, {"f": {"l": [1, 4]}})
    assert not accepts(pattern, {"f": {"l": [1, 3]}})
    with pytest.raises(ValueError, match=re.escape("args.f.l.1: Even() has no JSON form")):
        pattern.model_dump(mode="json")


def test_a_matcher_that_needs_an_expected_value_is_refused_inside_args():
    with pytest.raises(
        ValueError,
        match=re.escape("args.q: Equal(trim=False, case_insensitive=False) needs an expected value"),
    ):
        CallPattern(name="s", args={"q": Equal()})
    with pytest.raises(ValueError, match=re.escape("args.f.0: Approx inside args needs value=")):
        CallPattern(name="s", args={"f": [Approx(abs=1)]})


def test_dicts_with_non_string_keys_inside_args_are_plain_values():
    pattern = CallPattern(name="s", args={"m": {1: "a", 2: "b"}})
    assert pattern.args == {"m": {1: "a", 2: "b"}}


# -- descriptions ---------------------------------------------------------------------------------------------


def test_descriptions_of_patterns():
    assert Expect.call("s", args={"q": "Paris"}).describe() == 's({"q":"Paris"})'
    assert Expect.call("s").describe() == "s(any args)"
    assert Expect.call(["a", "b"], args={}, match="superset").describe() == "{a|b}({}) [superset]"
    assert Expect.call(regex="get_.*").describe() == "/get_.*/(any args)"
    assert (
        Expect.call(
            "s", args={"q": Regex("x", full=False, flags=re.IGNORECASE), "l": [AnyValue(), Even()]}
        ).describe()
        == 's({"l":[{"$any":true},"Even()"],"q":{"$regex":"x","full":false,"ignore_case":true}})'
    )
    assert Expect.call("s", args={"f": {"n": Even()}}).describe() == 's({"f":{"n":"Even()"}})'


def test_descriptions_of_items_with_bounds_and_alternatives():
    call = Expect.call("s")
    assert call.describe() == "s(any args)"
    assert call.optional().describe() == "s(any args) (optional)"
    assert call.at_least(2).describe() == "s(any args) (at least 2)"
    assert call.at_least(0).describe() == "s(any args) (at least 0)"
    assert call.times(3).describe() == "s(any args) (exactly 3)"
    assert call.at_most(2).describe() == "s(any args) (1 to 2 times)"
    assert call.between(0, 2).describe() == "s(any args) (0 to 2 times)"
    assert call.between(2, 2).describe() == "s(any args) (exactly 2)"
    assert call.between(1, None).describe() == "s(any args) (at least 1)"
    alternatives = Expect.any_of("a", Expect.call(regex="b.*"))
    assert alternatives.describe() == "any of [a(any args), /b.*/(any args)]"
    assert alternatives.optional().describe() == "any of [a(any args), /b.*/(any args)] (optional)"


# -- bounds ---------------------------------------------------------------------------------------------------


def test_bound_builders_set_both_bounds():
    assert (Expect.call("s").times(3).min, Expect.call("s").times(3).max) == (3, 3)
    assert (Expect.call("s").between(2, 4).min, Expect.call("s").between(2, 4).max) == (2, 4)
    assert (Expect.call("s").at_most(3).min, Expect.call("s").at_most(3).max) == (1, 3)
    assert (Expect.call("s").optional().at_most(3).min, Expect.call("s").optional().at_most(3).max) == (0, 3)
    three = [T("s")] * 3
    assert score_expectation(three, Expect.steps(Expect.call("s").at_most(3)), "subset").score == 1.0
    assert score_expectation(three, Expect.steps(Expect.call("s")), "subset").score == 0.0


def test_bounds_chain_on_alternatives():
    # Regression: chaining a bound on an any_of item used to raise (the rebuilt item gained an 'args' default).
    item = Expect.any_of("a", "b").between(2, 3)
    assert (item.min, item.max) == (2, 3)
    assert item.any_of == (CallPattern(name="a"), CallPattern(name="b"))
    calls = [T("a"), T("b"), T("a")]
    assert score_expectation(calls, Expect.steps(item), "strict").score == 1.0
    assert score_expectation(calls[:1], Expect.steps(item), "recall").score == 0.5
    assert Expect.any_of("a", "b").optional().min == 0
    assert Expect.any_of("a", "b").at_least(2).max is None
    assert Expect.any_of("a", "b").times(2).min == 2
    assert Expect.any_of("a", "b").at_most(2).max == 2


def test_optional_flags():
    assert Expect.call("s", optional=True).min == 0
    assert Expect.call("s").min == 1
    assert Expect.any_of("a", "b").min == 1
    assert Expect.any_of("a", "b", optional=True).min == 0
    assert ExpectedCall.model_validate({"name": "s", "optional": True, "min": 0}).min == 0
    with pytest.raises(ValueError, match=re.escape("optional=True means min=0, but min=2 was given")):
        ExpectedCall.model_validate({"name": "s", "optional": True, "min": 2})


def test_any_of_keeps_each_alternatives_name_test_arguments_and_mode():
    item = Expect.any_of(
        Expect.call(["a", "b"], args={"q": 1}, match="superset"), Expect.call(regex="get_.*", args={"k": 2})
    )
    first, second = item.any_of  # type: ignore[misc]
    assert (first.names, first.args, first.match) == (("a", "b"), {"q": 1}, "superset")
    assert (second.name_regex, second.args, second.match) == ("get_.*", {"k": 2}, None)
    assert accepts(item, {"q": 1, "extra": 0}, tool="b")
    assert accepts(item, {"k": 2}, tool="get_x")
    assert not accepts(item, {"k": 2, "extra": 0}, tool="get_x")


# -- errors of the name test, lists and budgets ---------------------------------------------------------------


def test_bad_name_tests_are_clear_errors():
    with pytest.raises(
        ValueError, match=re.escape("exactly one of 'name', 'names' or 'name_regex', got none")
    ):
        CallPattern(args={})
    with pytest.raises(ValueError, match=re.escape("got ['name', 'names']")):
        CallPattern(name="a", names=("b",))
    with pytest.raises(ValueError, match=re.escape("'name' must be a non-blank string")):
        CallPattern(name="  ")
    with pytest.raises(
        ValueError, match=re.escape("'names' must be a non-empty list of non-blank tool names")
    ):
        CallPattern(names=("a", " "))
    with pytest.raises(
        ValueError, match=re.escape("'names' must be a non-empty list of non-blank tool names")
    ):
        CallPattern(names=())


def test_bounded_items_in_a_forbidden_list_point_to_the_per_tool_budget():
    with pytest.raises(ValueError, match=re.escape("(use max_calls_per_tool to limit repetitions)")):
        Policy(forbidden=[Expect.call("s").at_most(2)])


def test_zero_budgets_are_allowed_and_forbid_any_call():
    policy = Expect.policy(max_calls=0, max_calls_per_step=0, max_model_steps=0, max_calls_per_tool={"s": 0})
    assert [v.kind for v in check_policy(policy, [], turns=[])] == []
    kinds = [v.kind for v in check_policy(policy, [T("s")], turns=[[0]])]
    assert kinds == ["max_calls", "max_calls_per_tool", "max_calls_per_step", "max_model_steps"]
    with pytest.raises(ValueError, match="'max_calls' must be a non-negative integer"):
        Expect.policy(max_calls=-1)


def test_the_policy_part_of_an_expectation():
    expectation = Expect.steps(
        Expect.call("s"),
        forbidden=["delete"],
        allow=["s", "t"],
        deny=["t"],
        max_calls=3,
        max_calls_per_tool={"s": 2},
        max_calls_per_step=1,
        max_model_steps=4,
    )
    policy = expectation.policy()
    assert type(policy) is Policy
    assert policy == Policy(
        forbidden=[CallPattern(name="delete")],
        allow=("s", "t"),
        deny=("t",),
        max_calls=3,
        max_calls_per_tool={"s": 2},
        max_calls_per_step=1,
        max_model_steps=4,
    )
    assert Expectation().policy().is_empty
