"""The fastaiagent scorers: seed examples, edge cases, and properties against brute-force references."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.presets import PathCorrectness, ToolCallCorrectness, ToolUsageAccuracy
from langchain_trajectory.evaluators.scorers import CycleEfficiency, StepEfficiency
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

names = st.lists(st.sampled_from("abcd"), max_size=7)


# -- seed examples ------------------------------------------------------------------------------------------


def test_tool_usage_accuracy_seed_example() -> None:
    result = ToolUsageAccuracy().evaluate(["search", "calculate"], ["search", "calculate", "format"])
    assert result.score == pytest.approx(2 / 3)
    assert result.passed  # the seed's pass mark is 0.5
    assert result.metadata["missing"] == ["format"]
    assert "2/3" in result.reason


def test_step_efficiency_seed_example_with_counts() -> None:
    result = StepEfficiency().evaluate(6, 3)
    assert result.score == 0.5
    assert result.metadata == {"actual_steps": 6, "expected_steps": 3}


def test_path_correctness_seed_example() -> None:
    result = PathCorrectness().evaluate(
        ["search", "validate", "calculate", "respond"], ["search", "calculate", "respond"]
    )
    assert result.score == 1.0
    assert result.metadata["lcs"] == 3


def test_cycle_efficiency_seed_example() -> None:
    result = CycleEfficiency().evaluate(["search", "search", "search", "respond"])
    assert result.score == 0.5
    assert result.metadata["repeated_at"] == [1, 2]


def test_tool_call_correctness_seed_examples() -> None:
    scorer = ToolCallCorrectness()
    both = [
        {"name": "search", "arguments": {"query": "Paris"}},
        {"name": "format", "arguments": {"style": "markdown"}},
    ]
    assert scorer.evaluate(both, both).score == 1.0
    wrong = scorer.evaluate(
        [{"name": "search", "arguments": {"query": "London"}}],
        [{"name": "search", "arguments": {"query": "Paris"}}],
    )
    assert wrong.score == 0.0
    # the reason carries the matcher's argument differences
    assert "query='Paris'" in wrong.reason and "query='London'" in wrong.reason


# -- edge cases ---------------------------------------------------------------------------------------------


def test_step_efficiency_takes_trajectories_and_counts_tool_calls() -> None:
    actual = Trajectory(
        messages=(
            Message.user("go"),
            Message.assistant(tool_calls=[ToolCall.of("a"), ToolCall.of("b")]),
            Message.assistant(tool_calls=[ToolCall.of("c"), ToolCall.of("d")]),
        )
    )
    assert StepEfficiency().evaluate(actual, ["a", "b"]).score == 0.5
    assert StepEfficiency().evaluate({"steps": 4}, {"steps": 1}).score == 0.25


def test_step_efficiency_zero_actual_steps_scores_one_and_fewer_steps_cap_at_one() -> None:
    assert StepEfficiency().evaluate(0, 3).score == 1.0
    assert StepEfficiency().evaluate(2, 5).score == 1.0
    assert StepEfficiency().evaluate(2, 0).score == 0.0


@pytest.mark.parametrize("bad", [True, -1, 2.5])
def test_step_efficiency_rejects_bad_counts(bad: object) -> None:
    with pytest.raises(TrajectoryInputError, match="actual"):
        StepEfficiency().evaluate(bad, 3)


def test_missing_expectation_is_an_error_not_a_pass() -> None:
    for scorer in (ToolUsageAccuracy(), StepEfficiency(), PathCorrectness(), ToolCallCorrectness()):
        with pytest.raises(TrajectoryInputError, match="expected"):
            scorer.evaluate(["a"], None)


def test_empty_expected_list_scores_one_as_in_the_seed() -> None:
    for scorer in (ToolUsageAccuracy(), PathCorrectness(), ToolCallCorrectness()):
        assert scorer.evaluate(["a"], []).score == 1.0


def test_cycle_efficiency_needs_no_expectation_and_empty_scores_one() -> None:
    assert CycleEfficiency.requires_expected is False
    assert CycleEfficiency().evaluate([]).score == 1.0
    assert CycleEfficiency().evaluate(["a", "b", "a"]).score == 1.0  # repeats must be consecutive


def test_tool_call_correctness_uses_a_maximum_matching_not_greedy() -> None:
    # With a superset matcher, greedy first-fit pairs actual 0 with expected 0 and strands actual 1.
    actual = [ToolCall.of("page", {"n": 1, "size": 10}), ToolCall.of("page", {"n": 1})]
    expected = [ToolCall.of("page", {"n": 1}), ToolCall.of("page", {"n": 1, "size": 10})]
    result = ToolCallCorrectness("superset").evaluate(actual, expected)
    assert result.score == 1.0
    assert sorted(map(tuple, result.metadata["pairs"])) == [(0, 1), (1, 0)]


def test_tool_call_correctness_typed_equality_and_per_tool_matchers() -> None:
    assert (
        ToolCallCorrectness().evaluate([ToolCall.of("f", {"x": 1})], [ToolCall.of("f", {"x": 1.0})]).score
        == 1
    )
    assert (
        ToolCallCorrectness().evaluate([ToolCall.of("f", {"x": True})], [ToolCall.of("f", {"x": 1})]).score
        == 0
    )
    scorer = ToolCallCorrectness(tool_matchers={"log": "ignore"})
    assert scorer.evaluate([ToolCall.of("log", {"m": "x"})], [ToolCall.of("log", {"m": "y"})]).score == 1.0


def test_unknown_argument_mode_fails_when_built() -> None:
    with pytest.raises(ValueError):
        ToolCallCorrectness("fuzzy")


def test_scorers_work_as_openevals_callables() -> None:
    out = ToolUsageAccuracy()(outputs={"tool_calls": ["a"]}, reference_outputs={"tool_calls": ["a", "b"]})
    assert out["key"] == "tool_usage_accuracy"
    assert out["score"] == 0.5
    assert "1/2" in out["comment"]


# -- properties against brute-force references ----------------------------------------------------------


def _brute_lcs(a: list[str], b: list[str]) -> int:
    best = 0
    for r in range(len(a) + 1):
        for combo in itertools.combinations(a, r):
            it = iter(b)
            if all(x in it for x in combo):
                best = max(best, r)
    return best


@settings(max_examples=150, deadline=None)
@given(names, names)
def test_path_correctness_matches_brute_force_lcs(actual: list[str], expected: list[str]) -> None:
    result = PathCorrectness().evaluate(actual, expected)
    want = 1.0 if not expected else _brute_lcs(actual, expected) / len(expected)
    assert result.score == pytest.approx(want)


@settings(max_examples=150, deadline=None)
@given(names, names)
def test_tool_usage_accuracy_is_set_recall(actual: list[str], expected: list[str]) -> None:
    result = ToolUsageAccuracy().evaluate(actual, expected)
    want = 1.0 if not expected else len(set(actual) & set(expected)) / len(set(expected))
    assert result.score == pytest.approx(want)


@settings(max_examples=150, deadline=None)
@given(names)
def test_cycle_efficiency_counts_consecutive_repeats(actual: list[str]) -> None:
    repeats = sum(1 for x, y in itertools.pairwise(actual) if x == y)
    want = 1.0 if not actual else 1 - repeats / len(actual)
    assert CycleEfficiency().evaluate(actual).score == pytest.approx(want)


calls = st.lists(
    st.builds(lambda n, x: ToolCall.of(n, {"x": x}), st.sampled_from("ab"), st.integers(0, 2)), max_size=5
)


def _brute_matching(actual: list[ToolCall], expected: list[ToolCall], ok) -> int:  # type: ignore[no-untyped-def]
    best = 0
    for perm in itertools.permutations(range(len(actual)), min(len(actual), len(expected))):
        best = max(best, sum(1 for j, i in enumerate(perm) if ok(actual[i], expected[j])))
    if len(actual) < len(expected):
        for perm in itertools.permutations(range(len(expected)), len(actual)):
            best = max(best, sum(1 for i, j in enumerate(perm) if ok(actual[i], expected[j])))
    return best


@settings(max_examples=100, deadline=None)
@given(calls, calls)
def test_tool_call_correctness_matches_brute_force_recall(
    actual: list[ToolCall], expected: list[ToolCall]
) -> None:
    def ok(a: ToolCall, e: ToolCall) -> bool:  # a superset-style asymmetric relation on x
        return a.name == e.name and a.args["x"] >= e.args["x"]

    scorer = ToolCallCorrectness(lambda a, e: a["x"] >= e["x"])
    result = scorer.evaluate(actual, expected)
    want = 1.0 if not expected else _brute_matching(actual, expected, ok) / len(expected)
    assert result.score == pytest.approx(want)


def test_reasons_reproduce_the_scores() -> None:
    assert "min(3/6, 1) = 0.5" in StepEfficiency().evaluate(6, 3).reason
    assert "1 - 2/4 = 0.5" in CycleEfficiency().evaluate(["s", "s", "s", "r"]).reason
    path = PathCorrectness().evaluate(["a", "x", "c"], ["a", "b", "c"])
    assert "['a', 'c']" in path.reason and "2/3" in path.reason and "['b']" in path.reason
    calls = ToolCallCorrectness().evaluate(
        [ToolCall.of("f", {"x": 1})], [ToolCall.of("f", {"x": 1.0}), ToolCall.of("g")]
    )
    assert "1/2" in calls.reason and "g({})" in calls.reason
