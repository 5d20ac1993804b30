"""Tests written to kill mutants that survived ``mutmut`` on ``matching/`` and ``reading/`` (see CONTRIBUTING.md):
each pins a behaviour no other test pinned."""

from __future__ import annotations

import math
import re

import pytest

from langchain_trajectory.matching import AnyValue, Approx, ArgumentMatcher, CallMatcher, Equal, Regex
from langchain_trajectory.matching.arguments import _callable_name

# -- per-key matchers: every verdict and every reason ------------------------------------------------------------


def test_equal_defaults_are_strict_and_its_options_relax_strings():
    assert Equal().check(" Paris", "paris") == "expected 'paris', got ' Paris'"
    assert Equal(trim=True).check(" paris ", "paris") is None
    assert Equal(trim=True).check(" Paris ", "paris") == "expected 'paris', got ' Paris '"
    assert Equal(case_insensitive=True).check("PARIS", "paris") is None
    assert Equal(case_insensitive=True).check(" PARIS", "paris") is not None
    assert Equal(trim=True, case_insensitive=True).check(" PARIS ", "paris") is None
    assert repr(Equal(trim=True)) == "Equal(trim=True, case_insensitive=False)"


def test_regex_reasons_and_compiled_patterns():
    assert Regex(r"\d+").check(True, None) == "True is not a string to match /\\d+/"
    assert Regex(r"\d+").check(["1"], None) == '["1"] is not a string to match /\\d+/'
    assert (
        Regex(r"\d+").check(12, None) is None
        and Regex(r"\d+").check(1.5, None) == "1.5 does not match /\\d+/"
    )
    assert Regex(r"\d+").check("a1", None) == "'a1' does not match /\\d+/"
    assert Regex(r"\d+", full=False).check("a1", None) is None
    compiled = re.compile("paris", re.IGNORECASE)
    assert Regex(compiled).pattern is compiled and Regex(compiled).check("PARIS", None) is None
    assert Regex("paris", flags=re.IGNORECASE).check("PARIS", None) is None
    assert repr(Regex("a+", full=False)) == "Regex('a+', full=False)"
    with pytest.raises(ValueError, match="Regex: invalid pattern '\\(': "):
        Regex("(")


def test_approx_tolerances_and_their_defaults():
    default = Approx()
    assert (default.abs, default.rel) == (1e-12, 1e-6)
    assert default.check(1.0 + 5e-7, 1.0) is None and default.check(1.0 + 2e-6, 1.0) is not None
    assert default.check(1e-13, 0.0) is None and default.check(1e-11, 0.0) is not None
    assert Approx(abs=0.5).rel == 0.0 and Approx(rel=0.1).abs == 0.0
    assert Approx(abs=0.5).check(1.5, 1.0) is None  # the bound itself is inside
    assert Approx(abs=0.5).check(1.6, 1.0) == "expected 1.0 ± abs=0.5, got 1.6"
    assert Approx(rel=0.1).check(12.0, 10.0) == "expected 10.0 ± rel=0.1, got 12.0"
    assert Approx(abs=0.1, rel=0.1).check(12.0, 10.0) == "expected 10.0 ± abs=0.1, rel=0.1, got 12.0"
    assert Approx(abs=0).check(1.1, 1.0) == "expected 1.0 ± 0, got 1.1"
    assert Approx(abs=0, rel=0).check(1.0, 1.0) is None
    assert Approx(value=3).check(3.0, "ignored") is None and Approx(value=3).needs_expected is False
    assert Approx().needs_expected is True
    assert repr(Approx(abs=0.5)) == "Approx(abs=0.5, rel=0, value=None)"


@pytest.mark.parametrize(
    ("actual", "target", "ok"),
    [
        (math.nan, math.nan, True),
        (math.nan, 1.0, False),
        (1.0, math.nan, False),
        (math.inf, math.inf, True),
        (math.inf, -math.inf, False),
        (math.inf, 1e308, False),
        (1e308, math.inf, False),
        (True, 1, False),
        (1, True, False),
        ("1", 1, False),
        (2, 2.0, True),
    ],
)
def test_approx_special_values(actual, target, ok):
    assert (Approx(abs=1e300).check(actual, target) is None) is ok


def test_approx_reason_for_a_non_number_names_both_values():
    assert Approx().check("x", 2) == "expected a number near 2, got 'x'"
    assert Approx(value=2).check(None, 99) == "expected a number near 2, got None"


@pytest.mark.parametrize("bad", [-1, -0.001, True, "1", None.__class__])
def test_approx_rejects_bad_tolerances(bad):
    for name in ("abs", "rel"):
        with pytest.raises(ValueError, match=f"Approx: '{name}' must be a non-negative number"):
            Approx(**{name: bad})


def test_approx_accepts_a_zero_tolerance():
    assert Approx(abs=0.0).abs == 0.0 and Approx(rel=0).rel == 0.0


def test_callable_key_matchers_explain_a_rejection_with_the_callable_name():
    def near(actual, expected):
        return abs(actual - expected) < 1

    m = ArgumentMatcher("exact", keys={"n": near})
    assert m.differences({"n": 5}, {"n": 1}) == [
        "n: 5 rejected by test_callable_key_matchers_explain_a_rejection_with_the_callable_name.<locals>.near (expected 1)"
    ]
    assert _callable_name(near).endswith("<locals>.near")

    class Checker:
        def __call__(self, a, e):
            return True

        def __repr__(self):
            return "<Checker>"

    checker = Checker()
    assert _callable_name(checker) == "<Checker>"  # no __qualname__ or __name__ on the instance
    named = type("Named", (), {"__call__": lambda self, a, e: True, "__name__": "by_name"})()
    assert _callable_name(named) == "by_name"


def test_key_matcher_specs_are_checked():
    assert isinstance(ArgumentMatcher(keys={"a": "any"}).keys["a"], AnyValue)
    with pytest.raises(ValueError, match=r"keys\['a'\]: expected a KeyMatcher .* got int"):
        ArgumentMatcher(keys={"a": 3})


def test_a_keyed_path_the_expectation_omits_in_ignore_mode():
    # ignore mode: an expectation may omit a key a matcher needs an expected value for
    m = ArgumentMatcher("ignore", keys={"a": Equal()})
    assert m({"a": 1}, {}) is True
    exact = ArgumentMatcher("exact", keys={"a": Equal()})
    assert exact.differences({"a": 1}, {}) == [
        "unexpected a=1 (no expected value for Equal(trim=False, case_insensitive=False))"
    ]
    # a value the actual arguments hold as None is not a missing value
    assert (
        ArgumentMatcher("exact", keys={"a.b": AnyValue()}).differences({"a": {"c": 1}}, {"a": {"c": 1}}) == []
    )
    assert ArgumentMatcher("exact", keys={"a.b": Equal()})({"a": {"b": None}}, {"a": {"b": None}}) is True
    assert ArgumentMatcher("exact", keys={"a.b": Equal()})({"a": {}}, {"a": {"b": None}}) is False


def test_call_matcher_knows_when_a_tool_is_matched_by_equivalence():
    cm = CallMatcher("exact", {"loose": "superset", "custom": lambda a, e: True})
    assert cm.is_equivalence_for("strict_tool") is True
    assert cm.is_equivalence_for("loose") is False
    assert cm.is_equivalence_for("custom") is False
