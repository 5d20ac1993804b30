"""Trial statistics against hand-computed values and brute-force enumeration; gates; baseline comparison."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from langchain_trajectory.errors import EvaluatorFailure
from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.trials.baseline import compare
from langchain_trajectory.trials.gates import Gate, check_gates
from langchain_trajectory.trials.stats import (
    flip_rate,
    mcnemar_exact,
    paired_bootstrap,
    pass_at_k,
    pass_hat_k,
    score_stats,
    summarize,
    wilson_interval,
)

# -- estimators ----------------------------------------------------------------------------------------------


def test_estimators_against_hand_computed_values():
    # 10 trials, 7 passes, k = 3: C(3,3)/C(10,3) = 1/120 of the triples hold no pass; C(7,3)/C(10,3) = 35/120.
    assert pass_at_k(10, 7, 3) == pytest.approx(1 - 1 / 120)
    assert pass_hat_k(10, 7, 3) == pytest.approx(35 / 120)
    assert pass_hat_k(10, 7, 1) == pytest.approx(0.7) and pass_at_k(10, 7, 1) == pytest.approx(0.7)
    assert pass_hat_k(5, 5, 5) == 1.0 and pass_hat_k(5, 4, 5) == 0.0
    assert pass_at_k(5, 0, 5) == 0.0 and pass_at_k(5, 1, 5) == 1.0
    assert pass_at_k(4, 2, 3) == 1.0  # n - c < k: every triple holds a pass


def _subsets(n: int, c: int, k: int) -> tuple[Fraction, Fraction]:
    outcomes = [True] * c + [False] * (n - c)
    subsets = list(itertools.combinations(outcomes, k))
    any_pass = Fraction(sum(1 for s in subsets if any(s)), len(subsets))
    all_pass = Fraction(sum(1 for s in subsets if all(s)), len(subsets))
    return any_pass, all_pass


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 9).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n), st.integers(1, n))))
def test_estimators_equal_brute_force_enumeration_of_trial_subsets(nck):
    n, c, k = nck
    any_pass, all_pass = _subsets(n, c, k)
    assert pass_at_k(n, c, k) == pytest.approx(float(any_pass), abs=1e-12)
    assert pass_hat_k(n, c, k) == pytest.approx(float(all_pass), abs=1e-12)


@settings(max_examples=100, deadline=None)
@given(st.integers(2, 9).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n))))
def test_flip_rate_is_the_share_of_disagreeing_trial_pairs(nc):
    n, c = nc
    outcomes = [True] * c + [False] * (n - c)
    pairs = list(itertools.combinations(outcomes, 2))
    assert flip_rate(n, c) == pytest.approx(sum(1 for a, b in pairs if a != b) / len(pairs))


@pytest.mark.parametrize(
    ("c", "n", "confidence", "low", "high"),
    [
        # Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3
        # (Wilson score interval without continuity correction), to four decimals.
        (81, 263, 0.95, 0.2553, 0.3662),
        (15, 148, 0.95, 0.0624, 0.1605),
        (0, 20, 0.95, 0.0, 0.1611),
        (1, 29, 0.95, 0.0061, 0.1718),
        # Small-n values often quoted for 10 trials.
        (0, 10, 0.95, 0.0, 0.2775),
        (5, 10, 0.95, 0.2366, 0.7634),
        (8, 10, 0.95, 0.4902, 0.9433),
        (10, 10, 0.95, 0.7225, 1.0),
    ],
)
def test_wilson_interval_against_known_values(c, n, confidence, low, high):
    got = wilson_interval(c, n, confidence)
    assert got == pytest.approx((low, high), abs=5e-5)
    assert low == 0.0 or got[0] > 0.0


@pytest.mark.parametrize(
    ("call", "fragment"),
    [
        (lambda: pass_at_k(0, 0, 1), "n (trials) must be >= 1"),
        (lambda: pass_at_k(5, 6, 1), "c (passes) must be <= n"),
        (lambda: pass_hat_k(5, 2, 6), "k must be <= n"),
        (lambda: pass_hat_k(5, 2, 0), "k must be >= 1"),
        (lambda: pass_hat_k(5.0, 2, 1), "n (trials) must be an integer"),
        (lambda: pass_at_k(5, True, 1), "c (passes) must be an integer"),
        (lambda: wilson_interval(1, 2, 1.0), "confidence must be a number strictly between 0 and 1"),
        (lambda: flip_rate(1, 1), "at least 2 trials"),
        (lambda: mcnemar_exact(-1, 2), "regressions must be >= 0"),
        (lambda: paired_bootstrap([1.0], [1.0, 2.0]), "must pair up"),
        (lambda: paired_bootstrap([], []), "at least one pair"),
        (lambda: paired_bootstrap([1.0], [math.nan]), "finite numbers"),
        (lambda: score_stats([0.5, "x"]), "finite numbers"),
    ],
)
def test_bad_arguments_raise_clear_errors(call, fragment):
    with pytest.raises(ValueError, match=None) as info:
        call()
    assert fragment in str(info.value)


def test_score_stats():
    s = score_stats([0.5, 1.0, 0.0, 0.5])
    assert (s.count, s.mean, s.min, s.max) == (4, 0.5, 0.0, 1.0)
    assert s.std == pytest.approx(math.sqrt(((0.0**2) + 0.25 + 0.25 + 0) / 3))
    assert score_stats([0.3]).std == 0.0
    assert score_stats([]).mean is None


# -- paired tests --------------------------------------------------------------------------------------------


def test_mcnemar_exact_on_fixed_data():
    # b=10 regressions, c=2 improvements: P(X <= 2 | n=12) = (1 + 12 + 66) / 4096; scipy's binomtest gives
    # the same two-sided 0.038574.
    m = mcnemar_exact(10, 2)
    assert m.p_value == pytest.approx(2 * 79 / 4096)
    assert m.p_worse == pytest.approx(79 / 4096)
    assert mcnemar_exact(5, 0).p_value == pytest.approx(0.0625) and mcnemar_exact(5, 0).p_worse == 1 / 32
    assert mcnemar_exact(0, 5).p_worse == 1.0  # improvements only: nothing got worse
    assert mcnemar_exact(0, 0).p_value == 1.0 and mcnemar_exact(3, 3).p_value == 1.0


def test_paired_bootstrap_on_fixed_data():
    baseline = [0.9, 0.8, 1.0, 0.7, 0.9, 1.0, 0.8, 0.9, 0.6, 1.0]
    worse = [b - 0.2 for b in baseline]
    result = paired_bootstrap(baseline, worse, resamples=1000, seed=1)
    assert result.mean_diff == pytest.approx(-0.2)
    assert result.low == pytest.approx(-0.2) and result.high == pytest.approx(-0.2)  # every diff is -0.2
    assert result.p_worse == pytest.approx(1 / 1001)  # no resample reaches the null

    same = paired_bootstrap(baseline, baseline, resamples=500, seed=1)
    assert same.mean_diff == 0.0 and same.p_worse == 1.0

    mixed = [0.9, 0.7, 1.0, 0.8, 0.8, 1.0, 0.6, 0.9, 0.7, 1.0]  # diffs: 0,-.1,0,+.1,-.1,0,-.2,0,+.1,0
    a = paired_bootstrap(baseline, mixed, resamples=2000, seed=7)
    b = paired_bootstrap(baseline, mixed, resamples=2000, seed=7)
    assert a == b  # reproducible
    assert a.mean_diff == pytest.approx(-0.02)
    assert a.low < a.mean_diff < a.high and a.low < 0 < a.high
    assert 0.2 < a.p_worse < 0.5  # a small, noisy fall: not significant


# -- summaries and gates -------------------------------------------------------------------------------------


@dataclass
class _Trial:
    results: list
    passed: bool
    error: str | None = None


def _trial(*scores: float, key: str = "match", threshold: float = 1.0) -> _Trial:
    results = [EvalResult(key=key, score=s, passed=s >= threshold, threshold=threshold) for s in scores]
    return _Trial(results, all(r.passed for r in results))


def test_summarize_per_case_and_overall_with_failures_kept():
    failure = EvaluatorFailure(key="judge", error_type="JudgeError", error="no verdict")
    cases = {
        "stable": [_trial(1.0) for _ in range(4)],
        "flaky": [_trial(1.0), _trial(0.0), _trial(1.0), _trial(0.5)],
        "broken": [
            _Trial([failure, *_trial(1.0).results], False),
            _trial(1.0),
            _trial(1.0),
            _Trial([], False, error="application: boom"),
        ],
    }
    summary = summarize(cases)
    stable, flaky, broken = summary.cases
    assert (stable.passed, stable.trials, stable.flaky, stable.flip_rate) == (4, 4, False, 0.0)
    assert (flaky.passed, flaky.flaky, flaky.flip_rate) == (2, True, pytest.approx(4 / 6))
    assert flaky.keys["match"].scores.mean == pytest.approx(0.625)
    assert (broken.passed, broken.errors) == (2, 2)
    assert broken.keys["judge"].errors == 1 and broken.keys["judge"].scores.count == 0
    assert broken.keys["judge"].scores.mean is None  # a failure is not a 0
    assert summary.trials == 12 and summary.passed == 8
    assert summary.interval == wilson_interval(8, 12)
    assert summary.cases_passed == 1 and [c.name for c in summary.flaky_cases] == ["flaky", "broken"]
    assert summary.keys["match"].evaluations == 11
    assert summary.pass_hat_curve()[0] == (1, pytest.approx(8 / 12))
    k4 = (pass_hat_k(4, 4, 4) + pass_hat_k(4, 2, 4) + pass_hat_k(4, 2, 4)) / 3
    assert summary.pass_hat_curve()[-1] == (4, pytest.approx(k4))
    data = summary.to_dict()
    assert data["cases"][1]["pass_hat_k"]["2"] == pytest.approx(1 / 6)
    assert data["keys"]["judge"]["mean"] is None


def test_summarize_errors():
    with pytest.raises(ValueError, match="at least one case"):
        summarize({})
    with pytest.raises(ValueError, match="case 'x' has no trials"):
        summarize({"x": []})


def test_gates_parse_and_check():
    assert Gate.parse("8/10") == Gate(rate=0.8, passes=8, trials=10)
    assert Gate.parse("0.8").rate == 0.8 and Gate.parse("80%").rate == 0.8 and Gate.parse(0.5).rate == 0.5
    for bad in ("8/", "11/10", "eight", "1.5", "-0.1", "0/0"):
        with pytest.raises(ValueError, match="gate"):
            Gate.parse(bad)
    summary = summarize(
        {"a": [_trial(1.0)] * 8 + [_trial(0.0)] * 2, "b": [_trial(1.0)] * 7 + [_trial(0.0)] * 3}
    )
    report = check_gates(summary, "8/10")
    assert not report.passed and [c.name for c in report.failing_cases] == ["b"]
    assert report.messages == ["case 'b': 7/10 trials passed (70%, 95% CI 40%-89%); the gate needs 8/10"]
    assert check_gates(summary, "0.7").passed
    overall = check_gates(summary, "0.7", overall_gate="0.8")
    assert not overall.passed and overall.messages[0].startswith("overall: 15/20 trials passed (75.0%")
    assert not check_gates(summary).passed  # default: every trial passes
    with pytest.raises(ValueError, match="written for 5 trials but case 'a' had 10"):
        check_gates(summary, "4/5")


def test_compare_finds_regressions_and_tests_them():
    base = {f"c{i}": [_trial(1.0)] * 3 for i in range(12)}
    now = dict(base)
    for i in range(6):  # six cases lose a trial: regressed verdicts
        now[f"c{i}"] = [_trial(1.0), _trial(0.0), _trial(1.0)]
    now["c11"] = [_trial(1.0)] * 3
    now["new one"] = [_trial(1.0)]
    del now["c10"]
    result = compare(summarize(base), summarize(now))
    assert [c.name for c in result.by_status("regressed")] == [f"c{i}" for i in range(6)]
    assert result.change("new one").status == "new" and result.change("c10").status == "removed"
    assert result.change("c0").pass_rate_delta == pytest.approx(-1 / 3)
    assert result.change("c0").score_deltas["match"] == pytest.approx(-1 / 3)
    assert result.verdicts.regressions == 6 and result.verdicts.p_worse == pytest.approx(1 / 64)
    assert result.tests == 2 and result.level == pytest.approx(0.025)
    assert result.significant_regression and result.regressed_keys == ["match"]

    lenient = compare(summarize(base), summarize(now), case_gate="0.6")
    assert lenient.by_status("regressed") == [] and lenient.change("c0").status == "worse"
    assert not lenient.verdicts_regressed

    few = {k: v for k, v in now.items() if k in ("c0", "c6")}
    small = compare(summarize({k: base[k] for k in ("c0", "c6")}), summarize(few))
    assert not small.significant_regression  # one regressed case of two is no evidence
    with pytest.raises(ValueError, match="alpha"):
        compare(summarize(base), summarize(now), alpha=1.5)
