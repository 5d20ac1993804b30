"""Trial statistics, gates and baseline comparison against brute-force references, with exact error messages.

The references enumerate what the estimators estimate (every outcome sequence of the discordant pairs for
McNemar, every resample of a small sample for the bootstrap) or restate the definition in the plainest way
(``statistics.stdev``, fractions), so a formula that drifts from its definition fails here.
"""

from __future__ import annotations

import itertools
import math
import statistics
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from langchain_trajectory.trials.baseline import compare
from langchain_trajectory.trials.gates import Gate, check_gates
from langchain_trajectory.trials.stats import (
    McNemar,
    ScoreStats,
    mcnemar_exact,
    paired_bootstrap,
    pass_at_k,
    pass_hat_k,
    score_stats,
    summarize,
    wilson_interval,
)
from langchain_trajectory.trials.stats import (
    flip_rate as flip_rate_of,
)

# -- a result and a trial as summarize reads them ---------------------------------------------------------------


@dataclass(frozen=True)
class Result:
    key: str
    score: float | None
    passed: bool


@dataclass(frozen=True)
class Trial:
    """A trial without an ``error`` attribute: summarize must not need one."""

    passed: bool
    results: tuple[Result, ...] = ()


def trials(*outcomes: bool, key: str = "k", scores: tuple[float, ...] | None = None) -> list[Trial]:
    scores = scores or tuple(1.0 if o else 0.0 for o in outcomes)
    return [Trial(o, (Result(key, s, o),)) for o, s in zip(outcomes, scores, strict=True)]


# -- the Wilson interval --------------------------------------------------------------------------------------

levels = st.sampled_from([0.5, 0.8, 0.9, 0.95, 0.99, 0.999]) | st.floats(0.01, 0.999)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 400).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n))), levels)
def test_wilson_interval_solves_the_score_equation_and_is_exact_at_the_ends(nc, confidence):
    """The bounds are the roots of ``(c/n - p)^2 = z^2 p (1 - p) / n``; at 0 passes the lower bound is exactly
    0.0 and at n passes the upper bound exactly 1.0 (rounding would leave e.g. 1e-17 or 0.9999999999999999)."""
    n, c = nc
    low, high = wilson_interval(c, n, confidence)
    z = statistics.NormalDist().inv_cdf(1 - (1 - confidence) / 2)
    assert 0.0 <= low <= c / n <= high <= 1.0
    for bound in (low, high):
        if bound not in (0.0, 1.0):
            assert (c / n - bound) ** 2 == pytest.approx(z * z * bound * (1 - bound) / n, rel=1e-6, abs=1e-12)
    assert (low == 0.0) is (c == 0)
    assert (high == 1.0) is (c == n)


@pytest.mark.parametrize("confidence", [0, 1, -0.1, 1.5, "0.9", True, None, math.nan])
def test_a_confidence_outside_the_open_unit_interval_is_refused(confidence):
    with pytest.raises(ValueError) as info:
        wilson_interval(1, 2, confidence)
    assert str(info.value) == f"confidence must be a number strictly between 0 and 1, got {confidence!r}"


# -- estimators: the errors name the argument -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: pass_at_k(5, 2, 0), "k must be >= 1, got 0"),
        (lambda: pass_at_k(5, 2, 1.5), "k must be an integer, got float 1.5"),
        (lambda: pass_at_k(5, 2, 6), "k must be <= n (trials), got k=6, n=5"),
        (lambda: pass_hat_k(5, 2, 6), "k must be <= n (trials), got k=6, n=5"),
        (lambda: pass_hat_k(5, -1, 1), "c (passes) must be >= 0, got -1"),
        (lambda: pass_hat_k(3, 4, 1), "c (passes) must be <= n (trials), got c=4, n=3"),
        (lambda: flip_rate_of(1, 0), "flip_rate needs at least 2 trials, got n=1"),
        (lambda: mcnemar_exact(1, -1), "improvements must be >= 0, got -1"),
        (lambda: mcnemar_exact(1, 1.0), "improvements must be an integer, got float 1.0"),
        (lambda: mcnemar_exact("1", 1), "regressions must be an integer, got str '1'"),
        (lambda: paired_bootstrap([1.0], [1.0], resamples=0), "resamples must be >= 1, got 0"),
        (lambda: paired_bootstrap([], []), "paired_bootstrap needs at least one pair"),
        (lambda: paired_bootstrap([0.5], [0.5, 1.0]), "baseline and current must pair up, got 1 and 2 values"),
        (lambda: score_stats([1.0, math.inf]), "scores must be finite numbers, got inf"),
        (lambda: score_stats([True]), "scores must be finite numbers, got True"),
    ],
)
def test_bad_arguments_are_refused_with_a_message_naming_them(call, message):
    with pytest.raises(ValueError) as info:
        call()
    assert str(info.value) == message


# -- score statistics -----------------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(st.lists(st.floats(-1e6, 1e6) | st.integers(-1000, 1000), max_size=12))
def test_score_stats_against_the_statistics_module(values):
    got = score_stats(values)
    if not values:
        assert got == ScoreStats(0, None, None, None, None)
        return
    assert got.count == len(values)
    assert got.mean == pytest.approx(statistics.fmean(values), abs=1e-9)
    assert got.std == pytest.approx(statistics.stdev(values) if len(values) > 1 else 0.0, rel=1e-9, abs=1e-6)
    assert (got.min, got.max) == (min(values), max(values))


def test_the_spread_of_two_scores_is_their_sample_standard_deviation():
    assert score_stats([0.0, 1.0]).std == pytest.approx(math.sqrt(0.5))


# -- McNemar: every outcome sequence of the discordant pairs ---------------------------------------------------


def mcnemar_by_enumeration(b: int, c: int) -> tuple[Fraction, Fraction]:
    """(two-sided p, p of at least b regressions) over the 2^(b+c) equally likely sequences under H0."""
    n = b + c
    sequences = list(itertools.product((True, False), repeat=n))  # True: the pair regressed
    counts = [sum(s) for s in sequences]
    at_most = Fraction(sum(1 for x in counts if x <= min(b, c)), len(sequences))
    at_least_b = Fraction(sum(1 for x in counts if x >= b), len(sequences))
    return min(Fraction(1), 2 * at_most), at_least_b


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 7), st.integers(0, 7))
def test_mcnemar_exact_against_enumeration(b, c):
    p_value, p_worse = mcnemar_by_enumeration(b, c)
    got = mcnemar_exact(b, c)
    assert (got.regressions, got.improvements) == (b, c)
    assert got.p_value == pytest.approx(float(p_value), abs=1e-12)
    assert got.p_worse == pytest.approx(float(p_worse), abs=1e-12)


def test_mcnemar_without_discordant_pairs_and_with_one():
    assert mcnemar_exact(0, 0) == McNemar(0, 0, 1.0, 1.0)
    assert mcnemar_exact(1, 0) == McNemar(1, 0, 1.0, 0.5)
    assert mcnemar_exact(0, 1) == McNemar(0, 1, 1.0, 1.0)


# -- the paired bootstrap -------------------------------------------------------------------------------------


def exact_bootstrap(diffs: list[float]) -> list[tuple[float, Fraction]]:
    """The exact distribution of the mean of ``len(diffs)`` draws with replacement: ``(mean, probability)``
    sorted by mean, over every multiset of positions weighted by its number of orderings."""
    n = len(diffs)
    total = n**n
    mass: Counter[float] = Counter()
    for combo in itertools.combinations_with_replacement(range(n), n):
        orderings = math.factorial(n)
        for count in Counter(combo).values():
            orderings //= math.factorial(count)
        mass[round(math.fsum(diffs[i] for i in combo) / n, 9)] += orderings
    return sorted((m, Fraction(w, total)) for m, w in mass.items())


def cdf(dist: list[tuple[float, Fraction]], x: float, *, strict: bool = False) -> float:
    x = round(x, 9)
    return float(sum(p for m, p in dist if (m < x if strict else m <= x)))


BOOTSTRAP_SAMPLES = {
    "mixed": ([0.9, 0.8, 1.0, 0.7, 0.9, 1.0, 0.8], [0.9, 0.6, 1.0, 0.8, 0.5, 1.0, 0.8]),
    "skewed": ([0.5] * 7, [0.5, 0.5, 0.5, 0.5, 0.5, 0.1, 0.9]),
    "spread": ([0.0] * 7, [0.0, 0.1, 0.25, 0.4, 0.6, 0.75, 1.0]),
}


@pytest.mark.parametrize("sample", list(BOOTSTRAP_SAMPLES))
@pytest.mark.parametrize("confidence", [0.1, 0.8, 0.9, 0.95])
@pytest.mark.parametrize("seed", [0, 1])
def test_bootstrap_bounds_and_p_value_match_the_exact_bootstrap_distribution(sample, confidence, seed):
    """With many resamples the bounds sit at the (1 - confidence) / 2 and (1 + confidence) / 2 quantiles of
    the exact distribution of the resampled mean, and ``p_worse`` is its chance of falling at or below twice
    the observed mean (the null-shifted tail); the tolerances are about 4.5 standard errors at 50,000
    resamples."""
    baseline, current = BOOTSTRAP_SAMPLES[sample]
    diffs = [c - b for b, c in zip(baseline, current, strict=True)]
    dist = exact_bootstrap(diffs)
    got = paired_bootstrap(baseline, current, resamples=50_000, seed=seed, confidence=confidence)
    tail, eps = (1 - confidence) / 2, 0.006
    assert got.pairs == len(diffs) and got.resamples == 50_000
    assert got.mean_diff == pytest.approx(statistics.fmean(diffs))
    assert cdf(dist, got.low, strict=True) <= tail + eps and cdf(dist, got.low) >= tail - eps
    assert cdf(dist, got.high, strict=True) <= 1 - tail + eps and cdf(dist, got.high) >= 1 - tail - eps
    assert got.p_worse == pytest.approx(cdf(dist, 2 * got.mean_diff + 1e-12), abs=0.01)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.floats(0, 1), min_size=1, max_size=8),
    st.lists(st.floats(0, 1), min_size=8, max_size=8, unique=True),
    st.sampled_from([1, 2, 3, 10, 99, 100, 101, 1000]),
    st.sampled_from([0.5, 0.8, 0.9, 0.95, 0.99]) | st.floats(0.01, 0.99),
    st.integers(0, 2**32),
)
def test_swapping_baseline_and_current_negates_and_swaps_the_interval(
    baseline, distinct, resamples, confidence, seed
):
    """The interval is symmetric in rank (the (k+1)-th smallest and the (k+1)-th largest resampled mean,
    whatever ``(1 - confidence) / 2 * resamples`` rounds to), so the comparison the other way round, with the
    same resamples, gives the mirrored interval exactly."""
    current = distinct[: len(baseline)]
    there = paired_bootstrap(baseline, current, resamples=resamples, seed=seed, confidence=confidence)
    back = paired_bootstrap(current, baseline, resamples=resamples, seed=seed, confidence=confidence)
    assert (back.mean_diff, back.low, back.high) == (-there.mean_diff, -there.high, -there.low)
    assert there.low <= there.high and (there.pairs, there.resamples) == (len(baseline), resamples)


@pytest.mark.parametrize(("confidence", "resamples"), [(0.8, 10), (0.8, 100), (0.9, 100), (0.9, 1000)])
def test_the_interval_is_symmetric_where_the_tail_share_rounds_down(confidence, resamples):
    """(1 - 0.8) / 2 * 100 is 9.999999999999998 in floating point: the bounds are still the 11th smallest
    and the 11th largest of 100 resampled means."""
    baseline, current = BOOTSTRAP_SAMPLES["spread"]
    there = paired_bootstrap(baseline, current, resamples=resamples, seed=5, confidence=confidence)
    back = paired_bootstrap(current, baseline, resamples=resamples, seed=5, confidence=confidence)
    assert (back.low, back.high) == (-there.high, -there.low)


def test_the_interval_leaves_out_the_tail_share_of_the_resampled_means_on_each_side():
    """k = floor((1 - confidence) / 2 * resamples) means are left out below and above: at 0.79 and at 0.8 ten
    of 100 (0.1 * 100 is 9.999999999999998 in floating point), at 0.81 nine; at 50 % none of 3."""
    baseline, current = [0.0] * 7, [0.0123, 0.1789, 0.2581, 0.4127, 0.6093, 0.7433, 0.9871]  # no ties

    def at(confidence: float, resamples: int = 100):
        return paired_bootstrap(baseline, current, resamples=resamples, seed=0, confidence=confidence)

    assert (at(0.8).low, at(0.8).high) == (at(0.79).low, at(0.79).high)
    assert at(0.8).low != at(0.81).low and at(0.8).high != at(0.81).high
    assert at(0.5, 3).low < at(0.5, 3).high
    tiny = at(1e-12, 2)  # however small the confidence, the bounds never cross
    assert tiny.low < tiny.high and at(1e-12, 3).low == at(1e-12, 3).high


def test_one_resample_is_its_own_interval():
    got = paired_bootstrap([0.0, 0.0, 0.0], [0.3, 0.6, 0.9], resamples=1, seed=3)
    assert got.low == got.high and got.resamples == 1 and got.pairs == 3
    assert got.p_worse in (0.5, 1.0)  # (1 + 0 or 1) / 2


def test_the_bootstrap_defaults_are_2000_resamples_seed_0_and_95_percent():
    baseline, current = BOOTSTRAP_SAMPLES["mixed"]
    default = paired_bootstrap(baseline, current)
    assert default == paired_bootstrap(baseline, current, resamples=2000, seed=0, confidence=0.95)
    assert default != paired_bootstrap(baseline, current, resamples=2000, seed=1, confidence=0.95)
    assert default.resamples == 2000


# -- summaries ------------------------------------------------------------------------------------------------

results = st.builds(Result, st.sampled_from(["a", "b"]), st.none() | st.floats(0, 1), st.booleans())
trial_lists = st.lists(
    st.builds(Trial, st.booleans(), st.lists(results, max_size=3).map(tuple)), min_size=1, max_size=5
)


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(["x", "y", "z"]), trial_lists, min_size=1))
def test_key_summaries_count_what_the_definitions_say(cases):
    """Per key: evaluations, passes (a result without a score never passes, whatever it says), failures to
    evaluate, and the statistics of the scores present; per case and over every trial."""
    summary = summarize(cases)

    def expected(rs: list[Result]) -> dict[str, Any]:
        return {
            key: (
                len(group),
                sum(1 for r in group if r.score is not None and r.passed),
                sum(1 for r in group if r.score is None),
                score_stats([r.score for r in group if r.score is not None]),
            )
            for key in {r.key for r in rs}
            for group in [[r for r in rs if r.key == key]]
        }

    def seen(keys: Any) -> dict[str, Any]:
        return {k: (s.evaluations, s.passed, s.errors, s.scores) for k, s in keys.items()}

    everything = [r for ts in cases.values() for t in ts for r in t.results]
    assert seen(summary.keys) == expected(everything)
    for name, ts in cases.items():
        case = summary.case(name)
        assert seen(case.keys) == expected([r for t in ts for r in t.results])
        assert case.outcomes == tuple(t.passed for t in ts)
        assert case.errors == sum(1 for t in ts if any(r.score is None for r in t.results))


def test_summarize_reads_report_cases_and_trials_without_an_error_attribute():
    cases = [
        SimpleNamespace(name="a", trials=trials(True, False)),
        SimpleNamespace(name="b", trials=[SimpleNamespace(passed=False, results=(), error="app: boom")]),
    ]
    summary = summarize(cases)
    assert [c.name for c in summary.cases] == ["a", "b"]
    assert [c.errors for c in summary.cases] == [0, 1]
    with pytest.raises(ValueError) as info:
        summarize([SimpleNamespace(name="a", trials=trials(True)), SimpleNamespace(name="a", trials=trials(True))])
    assert str(info.value) == "two cases are named 'a'; case names must be unique"
    with pytest.raises(ValueError) as info:
        summarize({})
    assert str(info.value) == "summarize needs at least one case"


def test_the_confidence_reaches_every_interval():
    summary = summarize({"a": trials(True, True, False), "b": trials(False)}, confidence=0.8)
    assert summary.confidence == 0.8 and summary.case("a").confidence == 0.8
    assert summary.case("a").interval == wilson_interval(2, 3, 0.8)
    assert summary.interval == wilson_interval(2, 4, 0.8)


def curve_reference(cases: dict[str, list[Trial]], estimator: Any) -> list[tuple[int, float]]:
    """Per k, the plain average of the estimator over the cases with at least k trials."""
    counts = [(len(ts), sum(t.passed for t in ts)) for ts in cases.values()]
    points = []
    for k in range(1, max(n for n, _ in counts) + 1):
        values = [estimator(n, c, k) for n, c in counts if n >= k]
        points.append((k, sum(values) / len(values)))
    return points


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(st.sampled_from("pqrs"), st.lists(st.booleans(), min_size=1, max_size=6), min_size=1))
def test_the_curves_average_each_case_that_has_k_trials(outcomes):
    cases = {name: trials(*o) for name, o in outcomes.items()}
    summary = summarize(cases)
    for got, want in zip(summary.pass_at_curve(), curve_reference(cases, pass_at_k), strict=True):
        assert got == (want[0], pytest.approx(want[1]))
    for got, want in zip(summary.pass_hat_curve(), curve_reference(cases, pass_hat_k), strict=True):
        assert got == (want[0], pytest.approx(want[1]))
    assert len(summary.pass_at_curve()) == summary.max_k == max(len(o) for o in outcomes.values())
    for k in range(1, summary.max_k + 2):
        assert summary.cases_with_trials(k) == sum(1 for o in outcomes.values() if len(o) >= k)


def test_summary_lookups_and_their_errors():
    summary = summarize({"a": trials(True, False, True, True), "b": trials(True)})
    assert summary.case("b").trials == 1
    with pytest.raises(KeyError) as missing:
        summary.case("zzz")
    assert missing.value.args == ("zzz",)
    with pytest.raises(ValueError) as info:
        summary.pass_hat_k(0)
    assert str(info.value) == "k must be >= 1, got 0"
    with pytest.raises(ValueError) as info:
        summary.pass_at_k(5)
    assert str(info.value) == "k=5 exceeds every case's number of trials (at most 4)"


def test_to_dict_is_the_documented_json_form():
    summary = summarize(
        {
            "a": trials(True, False, key="m", scores=(1.0, 0.5)),
            "b": [Trial(False, (Result("m", None, True),))],
        }
    )
    low_a, high_a = wilson_interval(1, 2)
    low_b, high_b = wilson_interval(0, 1)
    low, high = wilson_interval(1, 3)
    assert summary.to_dict() == {
        "cases": [
            {
                "name": "a",
                "trials": 2,
                "invalid": 0,
                "passed": 1,
                "errors": 0,
                "pass_rate": 0.5,
                "interval": [low_a, high_a],
                "flaky": True,
                "flip_rate": 1.0,
                "pass_hat_k": {"1": 0.5, "2": 0.0},
                "keys": {
                    "m": {
                        "evaluations": 2,
                        "passed": 1,
                        "errors": 0,
                        "mean": 0.75,
                        "std": pytest.approx(math.sqrt(0.125)),
                        "min": 0.5,
                        "max": 1.0,
                    }
                },
            },
            {
                "name": "b",
                "trials": 1,
                "invalid": 0,
                "passed": 0,
                "errors": 1,
                "pass_rate": 0.0,
                "interval": [low_b, high_b],
                "flaky": False,
                "flip_rate": None,
                "pass_hat_k": {"1": 0.0},
                "keys": {
                    "m": {"evaluations": 1, "passed": 0, "errors": 1, "mean": None, "std": None, "min": None, "max": None}
                },
            },
        ],
        "trials": 3,
        "invalid": 0,
        "passed": 1,
        "errors": 1,
        "pass_rate": pytest.approx(1 / 3),
        "interval": [low, high],
        "confidence": 0.95,
        "cases_passed": 0,
        "flaky_cases": ["a"],
        "pass_hat_curve": [[1, 0.25], [2, 0.0]],
        "pass_at_curve": [[1, 0.25], [2, 1.0]],
        "keys": {
            "m": {
                "evaluations": 3,
                "passed": 1,
                "errors": 1,
                "mean": 0.75,
                "std": pytest.approx(math.sqrt(0.125)),
                "min": 0.5,
                "max": 1.0,
            }
        },
    }


# -- gates ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "gate"),
    [
        ("1/1", Gate(1.0, 1, 1)),
        ("0/3", Gate(0.0, 0, 3)),
        (" 8/10 ", Gate(0.8, 8, 10)),
        ("0", Gate(0.0)),
        ("1", Gate(1.0)),
        ("0%", Gate(0.0)),
        ("100%", Gate(1.0)),
        (0, Gate(0.0)),
    ],
)
def test_gates_at_the_ends_of_their_range_are_valid(text, gate):
    assert Gate.parse(text) == gate


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Gate(1.5), "a gate's rate must lie in [0, 1], got 1.5"),
        (lambda: Gate(-0.5), "a gate's rate must lie in [0, 1], got -0.5"),
        (lambda: Gate("0.5"), "a gate's rate must lie in [0, 1], got '0.5'"),
        (lambda: Gate(True), "a gate's rate must lie in [0, 1], got True"),
        (lambda: Gate(0.5, passes=1), "a count gate needs both passes and trials"),
        (lambda: Gate(0.5, trials=2), "a count gate needs both passes and trials"),
        (lambda: Gate(0.8, 9, 10), "rate 0.8 does not equal 9/10"),
        (lambda: Gate(1.0, 2, 1), "a count gate needs 0 <= passes <= trials and trials >= 1, got 2/1"),
        (lambda: Gate(0.0, 0, 0), "a count gate needs 0 <= passes <= trials and trials >= 1, got 0/0"),
        (lambda: Gate(0.0, -1, 3), "a count gate needs 0 <= passes <= trials and trials >= 1, got -1/3"),
        (lambda: Gate.parse(None), "a gate must be a string such as '8/10' or '0.8', got None"),
        (lambda: Gate.parse("1.5"), "gate '1.5': the rate must lie in [0, 1]"),
        (lambda: Gate.parse("101%"), "gate '101%': the rate must lie in [0, 1]"),
        (lambda: Gate.parse("-1%"), "gate '-1%': the rate must lie in [0, 1]"),
        (
            lambda: Gate.parse("eight"),
            "cannot read gate 'eight': write PASSES/TRIALS (e.g. 8/10), a rate in [0, 1] (e.g. 0.8) or a "
            "percentage (e.g. 80%)",
        ),
    ],
)
def test_bad_gates_are_refused_with_a_message_naming_them(make, message):
    with pytest.raises(ValueError) as info:
        make()
    assert str(info.value) == message


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 20).flatmap(lambda q: st.tuples(st.integers(0, q), st.just(q))), st.integers(1, 40), st.data())
def test_a_rate_gate_admits_exactly_the_pass_rates_at_or_above_it(rate, trials_run, data):
    """``p/q`` of n trials is met by ``passed * q >= p * n`` (exact arithmetic), however ``p/q * n`` rounds."""
    p, q = rate
    passed = data.draw(st.integers(0, trials_run))
    gate = Gate.parse(f"{p / q!r}")
    assert gate.admits(passed, trials_run) is (Fraction(passed, trials_run) >= Fraction(p, q))
    count = Gate.parse(f"{p}/{q}")
    for got in range(q + 1):
        assert count.admits(got, q) is (got >= p)


def test_a_count_gate_applied_to_another_number_of_trials_says_where():
    with pytest.raises(ValueError) as info:
        Gate.parse("8/10").admits(4, 5)
    assert str(info.value) == (
        "gate 8/10 is written for 10 trials but the trials had 5; use a rate (e.g. 0.8) for other trial counts"
    )


def test_gates_read_back_as_written():
    assert [str(Gate.parse(t)) for t in ("8/10", "1", "0.8", "0", "80%", "1/1")] == [
        "8/10",
        "every trial",
        "0.8",
        "0",
        "0.8",
        "1/1",
    ]


def test_check_gates_reports_the_overall_gate_and_its_figures():
    summary = summarize({"a": trials(*([True] * 9 + [False])), "b": trials(*([True] * 6 + [False] * 4))}, confidence=0.9)
    report = check_gates(summary, "0.5", overall_gate="0.75")
    assert report.case_gate == Gate(0.5) and report.overall_gate == Gate(0.75)
    assert report.overall_passed is True and report.passed and report.messages == []
    failing = check_gates(summary, "0.5", overall_gate="0.8")
    low, high = wilson_interval(15, 20, 0.9)
    assert failing.overall_passed is False and not failing.passed
    assert failing.messages == [
        f"overall: 15/20 trials passed (75.0%, 90% CI {low:.1%}-{high:.1%}); the gate needs 0.8"
    ]
    with pytest.raises(ValueError) as info:
        check_gates(summary, "0.5", overall_gate="15/21")
    assert "but the whole run had 20" in str(info.value)
    assert check_gates(summary).overall_gate is None and check_gates(summary).overall_passed is True


# -- baseline comparison --------------------------------------------------------------------------------------


def test_compare_gives_every_status_and_pairs_only_what_both_sides_have():
    baseline = summarize(
        {
            "regressed": trials(True, True),
            "improved": trials(True, False),
            "worse": trials(True, False, False, key="s", scores=(1.0, 0.5, 0.5)),
            "better": trials(False, False, key="s", scores=(0.2, 0.4)),
            "unchanged": trials(True, True),
            "gone": trials(True),
            "keyless": trials(True, key="only-before"),
        }
    )
    current = summarize(
        {
            "fresh": trials(True),  # first: a new case must not stop the pairing of the ones after it
            "regressed": trials(True, False),
            "improved": trials(True, True),
            "worse": trials(True, False, False, key="s", scores=(1.0, 0.5, 0.4)),
            "better": trials(False, False, key="s", scores=(0.3, 0.4)),
            "unchanged": trials(True, True),
            "keyless": trials(True, key="only-after"),
        }
    )
    result = compare(baseline, current, case_gate="0.6", resamples=300, seed=11)
    status = {c.name: c.status for c in result.cases}
    assert status == {
        "fresh": "new",
        "regressed": "regressed",
        "improved": "improved",
        "worse": "worse",
        "better": "better",
        "unchanged": "unchanged",
        "keyless": "unchanged",
        "gone": "removed",
    }
    assert [c.name for c in result.cases] == [*(c.name for c in current.cases), "gone"]  # current order, then removed
    fresh, gone = result.change("fresh"), result.change("gone")
    assert (fresh.baseline, fresh.current) == (None, current.case("fresh"))
    assert (gone.baseline, gone.current) == (baseline.case("gone"), None)
    assert result.change("keyless").score_deltas == {}
    assert result.change("worse").score_deltas == {"s": pytest.approx(-0.1 / 3)}
    assert (result.verdicts.regressions, result.verdicts.improvements) == (1, 1)
    assert result.case_gate == Gate(0.6)
    # one bootstrap per key with scores on both sides of some pair, over the pairs that have it on both sides
    assert set(result.scores) == {"k", "s"}
    paired = ["regressed", "improved", "unchanged"]
    mean = lambda s, name, key: s.case(name).keys[key].scores.mean  # noqa: E731
    assert result.scores["k"] == paired_bootstrap(
        [mean(baseline, n, "k") for n in paired], [mean(current, n, "k") for n in paired], resamples=300, seed=11
    )
    with pytest.raises(KeyError) as missing:
        result.change("nowhere")
    assert missing.value.args == ("nowhere",)


def test_compare_defaults_and_alpha():
    before, after = [0.9, 0.8, 1.0, 0.7, 0.9, 0.6], [0.7, 0.8, 0.9, 0.8, 0.5, 0.6]
    baseline = summarize({f"c{i}": trials(True, key="s", scores=(s,)) for i, s in enumerate(before)})
    current = summarize({f"c{i}": trials(True, key="s", scores=(s,)) for i, s in enumerate(after)})
    default = compare(baseline, current)
    assert default == compare(baseline, current, case_gate=None, alpha=0.05, resamples=2000, seed=0)
    assert default.scores["s"].resamples == 2000 and default.case_gate == Gate(1.0)
    assert default.scores["s"] != compare(baseline, current, seed=1).scores["s"]
    for alpha in (0, 1, 1.5, "0.05", True):
        with pytest.raises(ValueError) as info:
            compare(baseline, current, alpha=alpha)
        assert str(info.value) == f"alpha must lie strictly between 0 and 1, got {alpha!r}"


def test_a_count_gate_for_another_trial_count_names_the_side():
    baseline = summarize({"a": trials(True, True)})
    current = summarize({"a": trials(True, True, True)})
    with pytest.raises(ValueError, match="but baseline case 'a' had 2"):
        compare(baseline, current, case_gate="3/3")
    with pytest.raises(ValueError, match="but case 'a' had 3"):
        compare(baseline, current, case_gate="2/2")
