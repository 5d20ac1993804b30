"""ToolTrajectoryEvaluator: the seven modes with DESIGN.md's formulas, matchers, steps, reasons and metadata."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.trajectory_match import (
    MODE_ALIASES,
    TRAJECTORY_MODES,
    ToolTrajectoryEvaluator,
)
from langchain_trajectory.matching import ArgumentMatcher, Regex
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

T = ToolCall.of
ALL_MODES = list(TRAJECTORY_MODES)


def score(mode, actual, expected, **kw):
    return ToolTrajectoryEvaluator(mode, **kw).evaluate(actual, expected).score


def test_any_order_superset_matcher_is_optimal_where_greedy_fails():
    actual = [T("page", {"n": 1, "size": 10}), T("page", {"n": 1})]
    expected = [T("page", {"n": 1}), T("page", {"n": 1, "size": 10})]
    result = ToolTrajectoryEvaluator("any_order", tool_matchers={"page": "superset"}).evaluate(
        actual, expected
    )
    assert result.score == 1.0
    assert result.passed
    assert result.metadata["pairs"] == [[0, 1], [1, 0]]


def test_in_order_allows_extra_actual_calls():
    assert score("in_order", ["a", "x", "b"], ["a", "b"]) == 1.0
    assert score("in_order", ["b", "a"], ["a", "b"]) == 0.5


@pytest.mark.parametrize(
    ("mode", "expected_score"),
    [
        ("strict", 0.0),
        ("in_order", 2 / 3),
        ("any_order", 0.5),
        ("superset", 0.0),
        ("subset", 0.0),
        ("precision", 0.5),
        ("recall", 2 / 3),
    ],
)
def test_issue_example_every_mode(mode, expected_score):
    assert score(mode, ["a", "a", "b", "c"], ["a", "b", "b"]) == pytest.approx(expected_score)


@pytest.mark.parametrize("mode", ALL_MODES)
def test_both_empty_scores_one(mode):
    assert score(mode, [], []) == 1.0


def test_empty_sides():
    assert score("superset", ["a", "b"], []) == 1.0
    assert score("subset", [], ["a"]) == 1.0
    assert score("precision", [], ["a"]) == 0.0
    assert score("recall", ["a"], []) == 0.0
    assert score("in_order", ["a"], []) == 1.0
    assert score("any_order", ["a"], []) == 0.0
    assert score("strict", [], ["a"]) == 0.0


def test_superset_and_subset_directions():
    assert score("superset", ["a", "b", "c"], ["c", "a"]) == 1.0
    assert score("superset", ["a"], ["a", "b"]) == 0.0
    assert score("subset", ["a"], ["a", "b"]) == 1.0
    assert score("subset", ["a", "z"], ["a", "b"]) == 0.0


def test_strict_requires_every_position():
    assert score("strict", ["a", "b"], ["a", "b"]) == 1.0
    assert score("strict", ["b", "a"], ["a", "b"]) == 0.0
    assert score("strict", ["a", "b", "c"], ["a", "b"]) == 0.0


def test_precision_recall_graded_with_arguments():
    actual = [T("s", {"q": "Paris"}), T("s", {"q": "London"}), T("t", {})]
    expected = [T("s", {"q": "Paris"}), T("u", {})]
    assert score("precision", actual, expected) == pytest.approx(1 / 3)
    assert score("recall", actual, expected) == 0.5
    assert score("any_order", actual, expected) == pytest.approx(1 / 3)


@pytest.mark.parametrize("mode", ALL_MODES)
def test_custom_asymmetric_matcher_receives_actual_then_expected_in_every_mode(mode):
    seen = []

    def at_least(actual_args, expected_args):
        seen.append((actual_args["v"], expected_args["v"]))
        return actual_args["v"] >= expected_args["v"]

    actual = [T("f", {"v": 10}), T("f", {"v": 20})]
    expected = [T("f", {"v": 15}), T("f", {"v": 5})]
    result = ToolTrajectoryEvaluator(mode, argument_matcher=at_least).evaluate(actual, expected)
    assert seen, "the matcher was never called"
    assert all(a in (10, 20) and e in (15, 5) for a, e in seen)
    if mode in ("any_order", "superset", "subset", "precision", "recall"):
        assert result.score == 1.0  # 10 >= 5 and 20 >= 15: a maximum matching finds both
    if mode == "in_order":
        assert result.score == 0.5  # only one of the two expected calls can be aligned in order


def test_argument_matcher_spec_forms_and_tool_overrides():
    actual = [T("search", {"q": " PARIS ", "page": 2}), T("book", {"id": "H-12", "n": 2})]
    expected = [T("search", {"q": "paris"}), T("book", {"id": "?", "n": 2})]
    ev = ToolTrajectoryEvaluator(
        "strict",
        argument_matcher=ArgumentMatcher("superset", trim=True, case_insensitive=True),
        tool_matchers={"book": ArgumentMatcher("exact", keys={"id": Regex(r"H-\d+")})},
    )
    assert ev.evaluate(actual, expected).score == 1.0
    assert (
        ToolTrajectoryEvaluator("strict", argument_matcher="ignore").evaluate(actual, expected).score == 1.0
    )
    assert ToolTrajectoryEvaluator("strict").evaluate(actual, expected).score == 0.0
    assert (
        ToolTrajectoryEvaluator("strict", argument_matcher=["n"], tool_matchers={"search": "ignore"})
        .evaluate(actual, expected)
        .score
        == 1.0
    )


def test_configuration_errors_fail_at_construction():
    with pytest.raises(ValueError, match="mode must be one of"):
        ToolTrajectoryEvaluator("fuzzy")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown argument mode 'loose'"):
        ToolTrajectoryEvaluator("strict", argument_matcher="loose")
    with pytest.raises(ValueError, match=r"tool_matchers\['book'\]"):
        ToolTrajectoryEvaluator("strict", tool_matchers={"book": 42})
    with pytest.raises(ValueError, match=r"threshold 1\.0"):
        ToolTrajectoryEvaluator("unordered", threshold=0.5)
    with pytest.raises(ValueError, match="threshold must lie"):
        ToolTrajectoryEvaluator("recall", threshold=2)
    with pytest.raises(ValueError, match="parallel_calls_unordered must be a bool"):
        ToolTrajectoryEvaluator("strict", parallel_calls_unordered="yes")  # type: ignore[arg-type]


def test_agentevals_aliases():
    assert MODE_ALIASES == {"unordered": "any_order"}
    ev = ToolTrajectoryEvaluator("unordered")
    assert ev.mode == "any_order"
    assert ev.threshold == 1.0
    assert ev.key == "tool_trajectory_unordered"
    result = ev.evaluate(["a", "b"], ["b", "a"])
    assert result.passed
    assert result.metadata["mode"] == "any_order"
    assert result.metadata["requested_mode"] == "unordered"
    partial = ev.evaluate(["a", "c"], ["b", "a"])
    assert partial.score == 0.5
    assert not partial.passed
    for name in ("strict", "subset", "superset"):
        assert ToolTrajectoryEvaluator(name).mode == name


def test_threshold_decides_passed():
    ev = ToolTrajectoryEvaluator("recall", threshold=0.5)
    assert ev.evaluate(["a"], ["a", "b"]).passed
    assert not ev.evaluate([], ["a", "b"]).passed


# -- parallel calls and steps ------------------------------------------------------------------------------------


def test_expected_steps_with_parallel_group():
    expected = [["lookup"], ["fetch_a", "fetch_b"], ["book"]]
    in_any_order = ["lookup", "fetch_b", "fetch_a", "book"]
    ev_strict = ToolTrajectoryEvaluator("strict", parallel_calls_unordered=True)
    ev_in_order = ToolTrajectoryEvaluator("in_order", parallel_calls_unordered=True)
    assert ev_strict.evaluate(in_any_order, expected).score == 1.0
    assert ev_strict.evaluate(["lookup", "fetch_a", "fetch_b", "book"], expected).score == 1.0
    # A fetch may not move before the lookup or after the booking.
    assert ev_strict.evaluate(["fetch_a", "lookup", "fetch_b", "book"], expected).score == 0.0
    assert ev_in_order.evaluate(["fetch_a", "lookup", "fetch_b", "book"], expected).score == 0.75
    assert ev_in_order.evaluate(["lookup", "x", "fetch_b", "y", "fetch_a", "book"], expected).score == 1.0
    # Expected steps are steps with or without the option, never flattened into the order written (which
    # scored this correct run strict 0.0 and in_order 0.75).
    for mode in ("strict", "in_order"):
        assert ToolTrajectoryEvaluator(mode).evaluate(in_any_order, expected).score == 1.0
    assert (
        ToolTrajectoryEvaluator("strict").evaluate(["fetch_a", "lookup", "fetch_b", "book"], expected).score
        == 0.0
    )
    # Unordered modes accept the steps shape too.
    assert ToolTrajectoryEvaluator("any_order").evaluate(in_any_order, expected).score == 1.0


def test_steps_wrapped_in_dict_and_malformed_steps():
    ev = ToolTrajectoryEvaluator("strict", parallel_calls_unordered=True)
    assert ev.evaluate(["a", "c", "b"], {"steps": [["a"], ["b", "c"]]}).score == 1.0
    assert ev(outputs=["a", "c", "b"], reference_outputs={"output": [["a"], ["b", "c"]]})["score"] == 1.0
    with pytest.raises(TrajectoryInputError, match=r"expected step 1: tool call 0"):
        ev.evaluate(["a"], [["a"], [42]])
    with pytest.raises(TrajectoryInputError, match="'steps' must be a list"):
        ev.evaluate(["a"], {"steps": "a"})


def test_actual_steps_from_messages_when_expected_is_flat():
    # The model issued both searches in one step; the expected list is flat and written in the other order.
    messages = [
        HumanMessage("weather in Paris and London?"),
        AIMessage(
            "",
            tool_calls=[
                {"name": "weather", "args": {"city": "London"}, "id": "1"},
                {"name": "weather", "args": {"city": "Paris"}, "id": "2"},
            ],
        ),
        ToolMessage("rain", tool_call_id="1"),
        ToolMessage("sun", tool_call_id="2"),
        AIMessage("", tool_calls=[{"name": "summarize", "args": {}, "id": "3"}]),
        ToolMessage("ok", tool_call_id="3"),
        AIMessage("Paris sun, London rain."),
    ]
    expected = [T("weather", {"city": "Paris"}), T("weather", {"city": "London"}), T("summarize")]
    assert ToolTrajectoryEvaluator("strict").evaluate(messages, expected).score == 0.0
    assert (
        ToolTrajectoryEvaluator("strict", parallel_calls_unordered=True).evaluate(messages, expected).score
        == 1.0
    )
    # Order across steps still matters.
    late = [T("summarize"), T("weather", {"city": "Paris"}), T("weather", {"city": "London"})]
    assert (
        ToolTrajectoryEvaluator("strict", parallel_calls_unordered=True).evaluate(messages, late).score == 0.0
    )


# -- reasons and metadata ----------------------------------------------------------------------------------------


def test_reason_lists_matched_missing_extra_and_argument_differences():
    actual = [T("search", {"q": "London"}), T("weather", {"city": "Paris"}), T("spam", {})]
    expected = [T("search", {"q": "Paris"}), T("weather", {"city": "Paris"})]
    result = ToolTrajectoryEvaluator("recall").evaluate(actual, expected)
    assert result.score == 0.5
    reason = result.reason
    assert "M / |E|" in reason and "M = 1, |E| = 2" in reason
    assert "actual #1 weather = expected #1" in reason
    assert 'missing (expected, unmatched): #0 search({"q":"Paris"})' in reason
    assert "extra (actual, unmatched): #0 search" in reason and "#2 spam({})" in reason
    assert "search (actual #0 vs expected #0): expected q='Paris', got q='London'" in reason
    md = result.metadata
    assert md["mode"] == "recall"
    assert (md["matched_count"], md["actual_count"], md["expected_count"]) == (1, 3, 2)
    assert md["pairs"] == [[1, 1]]
    assert md["missing"] == [0] and md["extra"] == [0, 2]
    assert md["actual_tools"] == ["search", "weather", "spam"]
    assert md["expected_tools"] == ["search", "weather"]


@pytest.mark.parametrize("mode", ALL_MODES)
def test_score_is_reproducible_from_metadata(mode):
    actual = ["a", "b", "a", "c", "d"]
    expected = ["a", "c", "a", "e"]
    result = ToolTrajectoryEvaluator(mode).evaluate(actual, expected)
    md = result.metadata
    m, na, ne = md["matched_count"], md["actual_count"], md["expected_count"]
    recomputed = {
        "strict": float(na == ne and m == ne),
        "in_order": m / ne,
        "any_order": m / max(na, ne),
        "superset": float(m == ne),
        "subset": float(m == na),
        "precision": m / na,
        "recall": m / ne,
    }[mode]
    assert result.score == pytest.approx(recomputed)
    assert len(md["pairs"]) == m
    assert all(actual[i] == expected[j] for i, j in md["pairs"])


def test_strict_reason_names_first_mismatch_and_lengths():
    r = ToolTrajectoryEvaluator("strict").evaluate([T("a"), T("b", {"x": 1})], [T("a"), T("b", {"x": 2})])
    assert "first mismatch at position 1" in r.reason
    assert "position 1 b: expected x=2, got x=1" in r.reason
    r2 = ToolTrajectoryEvaluator("strict").evaluate(["a", "b", "c"], ["a", "b"])
    assert "lengths differ: 3 actual vs 2 expected calls" in r2.reason


def test_long_reasons_are_capped_but_metadata_is_complete():
    actual = [T("f", {"i": i}) for i in range(60)]
    expected = [T("f", {"i": -i - 1}) for i in range(60)]
    r = ToolTrajectoryEvaluator("any_order").evaluate(actual, expected)
    assert "... and 40 more (see metadata)" in r.reason
    assert len(r.metadata["missing"]) == 60


# -- input shapes and calling styles -----------------------------------------------------------------------------


def test_accepts_every_input_shape_and_openevals_call_style():
    ev = ToolTrajectoryEvaluator("strict")
    trajectory = Trajectory(messages=(Message.user("hi"), Message.assistant(tool_calls=[T("a", {"x": 1})])))
    openai_messages = [
        {"role": "user", "content": "hi"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {"id": "1", "type": "function", "function": {"name": "a", "arguments": '{"x": 1}'}}
            ],
        },
    ]
    for actual in (
        trajectory,
        openai_messages,
        {"messages": openai_messages},
        [{"name": "a", "args": {"x": 1}}],
    ):
        assert ev.evaluate(actual, [T("a", {"x": 1})]).score == 1.0
    out = ev(
        inputs={"q": "hi"},
        outputs={"messages": openai_messages},
        reference_outputs={"tool_calls": [T("a", {"x": 1})]},
    )
    assert out["key"] == "tool_trajectory_strict"
    assert out["score"] == 1.0
    assert set(out) == {"key", "score", "comment", "metadata"}


def test_missing_or_bad_input_is_a_clear_error():
    ev = ToolTrajectoryEvaluator("any_order")
    with pytest.raises(TrajectoryInputError, match="expected trajectory is missing"):
        ev.evaluate(["a"])
    with pytest.raises(TrajectoryInputError, match="actual"):
        ev.evaluate(None, ["a"])
    with pytest.raises(TrajectoryInputError, match="bare string"):
        ev.evaluate("The answer is 42", ["a"])
    with pytest.raises(TrajectoryInputError, match="tool call 1"):
        ev.evaluate(["a", {"args": {}}], ["a"])


async def test_aevaluate_matches_evaluate():
    ev = ToolTrajectoryEvaluator("in_order")
    sync = ev.evaluate(["a", "x", "b"], ["a", "b"])
    assert (await ev.aevaluate(["a", "x", "b"], ["a", "b"])) == sync


@pytest.mark.parametrize(
    ("build", "fragment"),
    [
        (lambda: ToolTrajectoryEvaluator("any_order", threshold="0.5"), "threshold must be a number"),
        (lambda: ToolTrajectoryEvaluator("any_order", threshold=True), "threshold must be a number"),
        (lambda: ToolTrajectoryEvaluator("any_order", key=5), "key must be a non-blank string"),
        (lambda: ToolTrajectoryEvaluator(["strict"]), "mode must be one of"),
    ],
)
def test_bad_configuration_fails_when_the_evaluator_is_built(build, fragment):
    with pytest.raises(ValueError, match=fragment):
        build()


def test_eval_result_keeps_passed_and_threshold_consistent():
    from pydantic import ValidationError

    from langchain_trajectory.evaluators.base import EvalResult

    assert EvalResult(key="k", score=0.5, passed=True, threshold=0.5).passed
    for fields in ({"score": 0.2, "passed": True}, {"score": 0.9, "passed": False, "threshold": 0.5}):
        with pytest.raises(ValidationError, match="contradicts"):
            EvalResult(key="k", **fields)
    with pytest.raises(ValidationError, match="threshold must lie in"):
        EvalResult(key="k", score=1.0, passed=False, threshold=5)


# -- the reason's first line, for people ---------------------------------------------------------------------

SEARCH = {"name": "search_flights", "args": {"destination": "Tokyo"}}


@pytest.mark.parametrize(
    ("mode", "actual", "expected", "first_line"),
    [
        ("strict", [SEARCH], [SEARCH], "the expected call matched"),
        ("any_order", [], [], "no calls expected, none made"),
        (
            "superset",
            [SEARCH],
            [SEARCH, {"name": "book_flight", "args": {"flight": "NH7"}}],
            '1 of 2 expected calls matched; missing: book_flight({"flight":"NH7"})',
        ),
        (
            "subset",
            [SEARCH, {"name": "get_weather", "args": {"city": "Tokyo"}}],
            [SEARCH],
            'the expected call matched; extra: get_weather({"city":"Tokyo"})',
        ),
        (
            "strict",
            [SEARCH, {"name": "book_flight", "args": {"flight": "JL9"}}],
            [SEARCH, {"name": "book_flight", "args": {"flight": "NH7"}}],
            "1 of 2 expected calls matched; book_flight: expected flight='NH7', got flight='JL9'",
        ),
        (
            "any_order",
            [{"name": "book_flight", "args": {"flight": "JL9"}}],
            [{"name": "book_flight", "args": {"flight": "NH7"}}],
            "0 of 1 expected call matched; book_flight: expected flight='NH7', got flight='JL9'",
        ),
        ("strict", ["a", "x"], [], "no calls expected, 2 calls made; made: a({}), x({})"),
        (
            "in_order",
            ["b", "a"],
            ["a", "b"],
            "1 of 2 expected calls matched; b: arguments match, but the call is out of order",
        ),
    ],
)
def test_the_first_line_of_a_reason_says_in_words_what_happened(
    mode: str, actual: list, expected: list, first_line: str
) -> None:
    reason = ToolTrajectoryEvaluator(mode).evaluate(actual, expected).reason
    lines = reason.splitlines()
    assert lines[0] == first_line
    assert lines[1].startswith(f"{mode}: score = ")  # the formula follows, so the score can be reproduced


def test_an_empty_turn_says_so_and_nothing_else() -> None:
    reason = ToolTrajectoryEvaluator("strict").evaluate([], []).reason
    assert reason == (
        "no calls expected, none made\n"
        "strict: score = 1 iff |A| = |E| and every position matches; both lists are empty -> 1 (passed, threshold 1)"
    )


def test_an_expectation_reason_leads_with_words_too() -> None:
    from langchain_trajectory import Expect

    expected = Expect.steps([Expect.call("search_flights")], [Expect.call("book_flight", {"flight": "NH7"})])
    ev = ToolTrajectoryEvaluator("in_order", argument_matcher="superset")
    first = ev.evaluate(
        [SEARCH, {"name": "book_flight", "args": {"flight": "JL9"}}], expected
    ).reason.splitlines()[0]
    assert first.startswith("1 of 2 required calls matched; book_flight")
    assert "expected flight='NH7', got flight='JL9'" in first
