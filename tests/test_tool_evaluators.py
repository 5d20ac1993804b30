"""Dokimos' deterministic agent evaluators: ToolCorrectness, ToolEfficiency, ToolError."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.presets import ToolCorrectnessEvaluator, f1_score
from langchain_trajectory.evaluators.tool_efficiency import ToolEfficiencyEvaluator
from langchain_trajectory.evaluators.tool_error import ToolErrorEvaluator
from langchain_trajectory.trajectory import ToolCall

# -- ToolCorrectnessEvaluator --------------------------------------------------------------------------------


def test_names_only_f1_with_redundant_tool() -> None:
    result = ToolCorrectnessEvaluator().evaluate(
        ["search_flights", "book_hotel", "send_email"], ["search_flights", "book_hotel"]
    )
    assert result.score == pytest.approx(0.8)
    assert result.metadata["correct_tools"] == ["search_flights", "book_hotel"]
    assert result.metadata["redundant_tools"] == ["send_email"]
    assert result.metadata["missing_tools"] == []
    assert "precision 2/3" in result.reason and "recall 2/2" in result.reason


def test_names_only_missing_tools_and_sets_ignore_repeats() -> None:
    result = ToolCorrectnessEvaluator().evaluate(["a", "a", "a"], ["a", "b"])
    assert result.metadata["missing_tools"] == ["b"]
    assert result.score == pytest.approx(f1_score(1, 1, 2))  # P = 1/1, R = 1/2


def test_names_and_args_uses_an_optimal_matching_with_superset_matcher() -> None:
    actual = [ToolCall.of("page", {"n": 1, "size": 10}), ToolCall.of("page", {"n": 1})]
    expected = [ToolCall.of("page", {"n": 1}), ToolCall.of("page", {"n": 1, "size": 10})]
    result = ToolCorrectnessEvaluator("names_and_args", argument_matcher="superset").evaluate(
        actual, expected
    )
    assert result.score == 1.0
    assert sorted(map(tuple, result.metadata["pairs"])) == [(0, 1), (1, 0)]


def test_names_and_args_reports_argument_differences() -> None:
    result = ToolCorrectnessEvaluator("names_and_args").evaluate(
        [ToolCall.of("search", {"q": "London"}), ToolCall.of("log", {})],
        [ToolCall.of("search", {"q": "Paris"})],
    )
    assert result.score == 0.0
    assert "'Paris'" in result.reason and "'London'" in result.reason
    assert "log({})" in result.reason  # the unmatched actual call is listed


def test_names_and_order_is_lcs_over_the_longer_list() -> None:
    result = ToolCorrectnessEvaluator("names_and_order").evaluate(["a", "c", "b"], ["a", "b", "c", "d"])
    assert result.metadata["lcs"] == 2
    assert result.score == 0.5
    assert result.metadata["missing_tools"] == ["d"]


@pytest.mark.parametrize("mode", ["names_only", "names_and_order", "names_and_args"])
def test_empty_lists(mode: str) -> None:
    ev = ToolCorrectnessEvaluator(mode)  # type: ignore[arg-type]
    assert ev.evaluate([], []).score == 1.0
    assert ev.evaluate(["a"], []).score == 0.0
    assert ev.evaluate([], ["a"]).score == 0.0
    with pytest.raises(TrajectoryInputError, match="expected trajectory is missing"):
        ev.evaluate(["a"], None)


def test_unknown_modes_fail_when_built() -> None:
    with pytest.raises(ValueError, match="mode must be one of"):
        ToolCorrectnessEvaluator("NAMES_ONLY")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        ToolCorrectnessEvaluator("names_and_args", argument_matcher="loose")


name_lists = st.lists(st.sampled_from("abc"), max_size=6)


@settings(max_examples=150, deadline=None)
@given(name_lists, name_lists)
def test_names_and_order_matches_brute_force(actual: list[str], expected: list[str]) -> None:
    def brute() -> int:
        for r in range(min(len(actual), len(expected)), -1, -1):
            for combo in itertools.combinations(expected, r):
                it = iter(actual)
                if all(x in it for x in combo):
                    return r
        return 0

    longest = max(len(actual), len(expected))
    want = 1.0 if longest == 0 else brute() / longest
    assert ToolCorrectnessEvaluator("names_and_order").evaluate(actual, expected).score == pytest.approx(want)


arg_calls = st.lists(
    st.builds(lambda n, x: ToolCall.of(n, {"x": x}), st.sampled_from("ab"), st.integers(0, 2)), max_size=5
)


@settings(max_examples=100, deadline=None)
@given(arg_calls, arg_calls)
def test_names_and_args_f1_matches_brute_force(actual: list[ToolCall], expected: list[ToolCall]) -> None:
    def ok(a: ToolCall, e: ToolCall) -> bool:
        return a.name == e.name and a.args["x"] >= e.args["x"]

    best = 0
    for r in range(min(len(actual), len(expected)), 0, -1):
        if any(
            all(ok(actual[i], expected[j]) for i, j in zip(left, right, strict=True))
            for left in itertools.combinations(range(len(actual)), r)
            for right in itertools.permutations(range(len(expected)), r)
        ):
            best = r
            break
    ev = ToolCorrectnessEvaluator("names_and_args", argument_matcher=lambda a, e: a["x"] >= e["x"])
    result = ev.evaluate(actual, expected)
    assert result.metadata["matched"] == best
    assert result.score == pytest.approx(f1_score(best, len(actual), len(expected)))


# -- ToolEfficiencyEvaluator ---------------------------------------------------------------------------------


def test_efficiency_a_b_a() -> None:
    result = ToolEfficiencyEvaluator().evaluate(["a", "b", "a"])
    assert result.score == pytest.approx(2 / 3)
    assert result.metadata["redundant_calls"] == [{"index": 2, "tool": "a", "repeats": 0}]
    assert result.metadata["consecutive_duplicates"] == []
    assert "2/3" in result.reason


def test_efficiency_consecutive_duplicates_and_argument_matching() -> None:
    calls = [
        ToolCall.of("search", {"q": "x"}),
        ToolCall.of("search", {"q": "x"}),
        ToolCall.of("search", {"q": "y"}),
        ToolCall.of("search", {"q": "y", "page": 2}),
    ]
    exact = ToolEfficiencyEvaluator().evaluate(calls)
    assert exact.score == 0.75
    assert exact.metadata["consecutive_duplicates"] == [{"index": 1, "tool": "search"}]
    names = ToolEfficiencyEvaluator("ignore").evaluate(calls)
    assert names.score == 0.25
    superset = ToolEfficiencyEvaluator("superset").evaluate(calls)  # a later call holding an earlier's args
    assert superset.score == 0.5
    assert [r["index"] for r in superset.metadata["redundant_calls"]] == [1, 3]


def test_efficiency_typed_equality_and_empty() -> None:
    calls = [ToolCall.of("f", {"x": 1}), ToolCall.of("f", {"x": 1.0}), ToolCall.of("f", {"x": True})]
    assert ToolEfficiencyEvaluator().evaluate(calls).score == pytest.approx(2 / 3)
    assert ToolEfficiencyEvaluator().evaluate([]).score == 1.0
    assert ToolEfficiencyEvaluator.requires_expected is False


@settings(max_examples=150, deadline=None)
@given(arg_calls)
def test_efficiency_matches_brute_force_distinct_count(calls: list[ToolCall]) -> None:
    for spec, same in [
        ("exact", lambda a, b: a.name == b.name and a.args == b.args),
        ("ignore", lambda a, b: a.name == b.name),
        (
            lambda later, earlier: later["x"] >= earlier["x"],
            lambda a, b: a.name == b.name and a.args["x"] >= b.args["x"],
        ),
    ]:
        kept: list[ToolCall] = []
        for call in calls:
            if not any(same(call, k) for k in kept):
                kept.append(call)
        want = 1.0 if not calls else len(kept) / len(calls)
        assert ToolEfficiencyEvaluator(spec).evaluate(calls).score == pytest.approx(want)


# -- ToolErrorEvaluator -------------------------------------------------------------------------------------


def test_error_detectors() -> None:
    calls = [
        ToolCall.of("a", result={"error": None}),
        ToolCall.of("b", result=[{"error": "x"}]),
        ToolCall.of("c", result='{"error": "boom"}'),
        ToolCall.of("d", result={"error": {"code": 3}}),
        ToolCall.of("e", error="ValueError: bad"),
        ToolCall.of("f", result="   "),
        ToolCall.of("g"),
        ToolCall.of("h", result="ok"),
        ToolCall.of("i", result='{"error": null, "data": 1}'),
    ]
    result = ToolErrorEvaluator(treat_blank_as_error=True).evaluate(calls)
    errored = [r["tool"] for r in result.metadata["results"] if r["errored"]]
    assert errored == ["c", "d", "e", "f", "g"]
    assert result.score == pytest.approx(4 / 9)
    assert "4/9" in result.reason and "ValueError: bad" in result.reason
    # by default a blank or unrecorded result is not a failure: success comes from the error/status
    default = ToolErrorEvaluator().evaluate(calls)
    assert [r["tool"] for r in default.metadata["results"] if r["errored"]] == ["c", "d", "e"]


def test_error_options_and_custom_predicate() -> None:
    calls = [ToolCall.of("a"), ToolCall.of("b", result="TIMEOUT"), ToolCall.of("c", result={"error": "x"})]
    lenient = ToolErrorEvaluator(treat_blank_as_error=False, detect_json_error_field=False)
    assert lenient.evaluate(calls).score == 1.0
    custom = ToolErrorEvaluator(treat_blank_as_error=True, error_detector=lambda call: call.result == "TIMEOUT")
    result = custom.evaluate(calls)
    assert [r["errored"] for r in result.metadata["results"]] == [True, True, True]
    assert "custom error detector" in result.reason
    with pytest.raises(TypeError, match="error_detector"):
        ToolErrorEvaluator(error_detector="TIMEOUT")  # type: ignore[arg-type]


def test_error_empty_list_scores_one_and_reads_tool_messages() -> None:
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    assert ToolErrorEvaluator().evaluate([]).score == 1.0
    messages = [
        HumanMessage("hi"),
        AIMessage(
            "", tool_calls=[{"name": "f", "args": {}, "id": "1"}, {"name": "g", "args": {}, "id": "2"}]
        ),
        ToolMessage("fine", tool_call_id="1"),
        ToolMessage("Error: boom", tool_call_id="2", status="error"),
    ]
    result = ToolErrorEvaluator().evaluate(messages)
    assert result.score == 0.5
    assert "call 1 g: error: Error: boom" in result.reason


def test_efficiency_finds_a_repeat_whatever_the_order_of_json_text_and_dict_arguments():
    as_dict = ToolCall.of("search", {"filters": {"city": "Paris"}})
    as_text = ToolCall.of("search", {"filters": '{"city": "Paris"}'})  # equal under the typed equality
    ev = ToolEfficiencyEvaluator()
    assert ev.evaluate([as_dict, as_text]).score == ev.evaluate([as_text, as_dict]).score == 0.5


@pytest.mark.parametrize("evaluator", [ToolErrorEvaluator(), ToolEfficiencyEvaluator()])
def test_evaluators_that_need_no_expectation_ignore_a_reference_without_a_trajectory(evaluator):
    """In a LangSmith dataset the reference outputs often hold a final answer for another evaluator."""
    outputs = [ToolCall.of("search", {"q": "x"}, result="ok")]
    assert evaluator(outputs=outputs, reference_outputs={"answer": "Paris"})["score"] == 1.0
    with pytest.raises(TrajectoryInputError):
        evaluator(outputs=None, reference_outputs={"answer": "Paris"})  # the actual side is still required
