"""evaluate_by_turn: one result per assistant turn plus an aggregate; mismatches are errors."""

from __future__ import annotations

import pytest

from langchain_trajectory.errors import EvaluatorFailure, TrajectoryInputError
from langchain_trajectory.evaluators.per_turn import aevaluate_by_turn, evaluate_by_turn
from langchain_trajectory.evaluators.presets import ToolCorrectnessEvaluator, ToolUsageAccuracy
from langchain_trajectory.evaluators.tool_error import ToolErrorEvaluator
from langchain_trajectory.evaluators.validity import ToolCallValidityEvaluator
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

WEATHER = {
    "name": "get_weather",
    "input_schema": {"type": "object", "properties": {"city": {"type": "string"}}},
}
HOTEL = {"name": "book_hotel", "input_schema": {"type": "object", "required": ["city"]}}


def _conversation() -> Trajectory:
    return Trajectory(
        messages=(
            Message.user("What's the weather in Paris?"),
            Message.assistant(
                "18C", tool_calls=[ToolCall.of("get_weather", {"city": "Paris"}, result="18C, sunny")]
            ),
            Message.user("Book me a hotel there."),
            Message.assistant("Booked", tool_calls=[ToolCall.of("search_hotels", {"city": "Paris"})]),
            Message.user("Thanks!"),
            Message.assistant("You're all set!"),
        )
    )


def test_one_result_per_assistant_turn_and_mean_aggregate() -> None:
    results = evaluate_by_turn(
        _conversation(),
        [[ToolCall.of("get_weather")], [ToolCall.of("book_hotel")], []],
        ToolCorrectnessEvaluator(),
    )
    assert [r.score for r in results.turns] == [1.0, 0.0, 1.0]
    assert results.score == pytest.approx(2 / 3)
    assert not results.passed
    assert results.aggregate.key == "tool_correctness"
    assert results.aggregate.metadata == {
        "aggregate": "mean",
        "by": "exchange",
        "turn_scores": [1.0, 0.0, 1.0],
        "failed_turns": [1],
        "errored_turns": [],
        "missing_turns": [],
        "extra_turns": [],
    }
    assert "turn 1:" in results.aggregate.reason and "book_hotel" in results.aggregate.reason


def test_min_aggregate_is_the_worst_turn() -> None:
    results = evaluate_by_turn(
        _conversation(),
        [["get_weather"], ["book_hotel", "search_hotels"], []],
        ToolUsageAccuracy(),
        aggregate="min",
    )
    assert [r.score for r in results.turns] == [1.0, 0.5, 1.0]
    assert results.score == 0.5


def test_evaluators_without_expectations_and_context_passthrough() -> None:
    errors = evaluate_by_turn(_conversation(), None, ToolErrorEvaluator(treat_blank_as_error=True))
    assert [r.score for r in errors.turns] == [1.0, 0.0, 1.0]  # search_hotels recorded no result
    validity = evaluate_by_turn(_conversation(), None, ToolCallValidityEvaluator(), tools=[WEATHER, HOTEL])
    assert [r.score for r in validity.turns] == [1.0, 0.0, 1.0]


def test_fewer_turns_than_expected_scores_the_missing_ones_zero() -> None:
    results = evaluate_by_turn(
        _conversation(), [["get_weather"], ["search_hotels"], [], ["book_hotel"]], ToolCorrectnessEvaluator()
    )
    assert [r.score for r in results.turns] == [1.0, 1.0, 1.0, 0.0]
    missing = results.turns[3]
    assert missing.metadata == {"missing_turn": True} and not missing.passed
    assert "turn 3 is missing" in missing.reason
    assert results.aggregate.metadata["missing_turns"] == [3]
    assert results.score == 0.75 and "missing turns [3] score 0" in results.aggregate.reason


def test_more_turns_than_expected_expects_no_calls_on_the_extra_ones() -> None:
    results = evaluate_by_turn(_conversation(), [["get_weather"]], ToolCorrectnessEvaluator())
    assert [r.score for r in results.turns] == [1.0, 0.0, 1.0]  # turn 1 called search_hotels; turn 2 none
    assert results.turns[1].metadata["extra_turn"] is True
    assert results.turns[1].reason.startswith("extra turn (no expectation given; no tool call expected)")
    assert results.aggregate.metadata["extra_turns"] == [1, 2]
    # an evaluator that needs no expectation evaluates extra turns as usual
    errors = evaluate_by_turn(_conversation(), [None], ToolErrorEvaluator(treat_blank_as_error=True))
    assert [r.score for r in errors.turns] == [1.0, 0.0, 1.0]


def test_a_captured_run_and_a_simulated_conversation_are_cut_the_same_way() -> None:
    weather, hotels = ToolCall.of("get_weather", {"city": "Paris"}), ToolCall.of("search_hotels")
    captured = Trajectory(  # one user request answered in three model steps, as the recorder records it
        messages=(
            Message.system("be brief"),
            Message.user("Weather and a hotel in Paris?"),
            Message.assistant("", [weather]),
            Message.assistant("", [hotels]),
            Message.assistant("18C; Hotel Lutetia."),
        )
    )
    simulated = Trajectory(
        messages=(
            Message.user("Weather and a hotel in Paris?"),
            Message.assistant("18C...", [weather, hotels]),
        )
    )
    expected = [["get_weather", "search_hotels"]]
    for trajectory in (captured, simulated):
        results = evaluate_by_turn(trajectory, expected, ToolCorrectnessEvaluator())
        assert [r.score for r in results.turns] == [1.0]
    by_message = evaluate_by_turn(
        captured, [["get_weather"], ["search_hotels"], []], ToolCorrectnessEvaluator(), by="message"
    )
    assert [r.score for r in by_message.turns] == [1.0, 1.0, 1.0]
    with pytest.raises(ValueError, match="by must be one of"):
        evaluate_by_turn(captured, expected, ToolCorrectnessEvaluator(), by="step")  # type: ignore[arg-type]


def test_missing_expectations_for_an_evaluator_that_needs_them() -> None:
    with pytest.raises(TrajectoryInputError, match="expected_by_turn is missing"):
        evaluate_by_turn(_conversation(), None, ToolCorrectnessEvaluator())
    with pytest.raises(TrajectoryInputError, match=r"turn 1: .*expected trajectory is missing"):
        evaluate_by_turn(_conversation(), [["get_weather"], None, []], ToolCorrectnessEvaluator())


def test_bad_turn_input_names_the_turn() -> None:
    with pytest.raises(TrajectoryInputError, match=r"turn 2: tool call 0: .name"):
        evaluate_by_turn(_conversation(), [[], [], [{"args": {}}]], ToolCorrectnessEvaluator())


def test_unknown_aggregate_fails() -> None:
    with pytest.raises(ValueError, match="aggregate must be one of"):
        evaluate_by_turn(_conversation(), None, ToolErrorEvaluator(), aggregate="max")  # type: ignore[arg-type]


def test_no_turns_and_no_expectations_aggregates_to_one() -> None:
    results = evaluate_by_turn([Message.user("hi")], [], ToolCorrectnessEvaluator())
    assert results.turns == [] and results.score == 1.0


async def test_async_form_gives_the_same_results() -> None:
    expected = [["get_weather"], ["book_hotel"], []]
    sync = evaluate_by_turn(_conversation(), expected, ToolCorrectnessEvaluator())
    both = await aevaluate_by_turn(_conversation(), expected, ToolCorrectnessEvaluator())
    assert both == sync


def test_mean_of_turn_scores_is_exact_so_equal_scores_at_the_threshold_pass():
    from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator

    expected = [ToolCall.of(f"t{i}") for i in range(10)]
    turn = Message.assistant("", expected[:7])  # recall 7/10 in every turn
    trajectory = Trajectory(
        messages=(Message.user("a"), turn, Message.user("b"), turn, Message.user("c"), turn)
    )
    result = evaluate_by_turn(trajectory, [expected] * 3, ToolTrajectoryEvaluator("recall", threshold=0.7))
    assert [t.score for t in result.turns] == [0.7, 0.7, 0.7]
    assert result.aggregate.score == 0.7 and result.aggregate.passed


def test_judges_are_given_the_conversation_up_to_each_turn():
    import json as _json

    from langchain_trajectory.evaluators.judge import (
        ToolArgumentHallucinationEvaluator,
        TrajectoryEvaluationCriteria,
        TrajectoryEvaluator,
    )
    from langchain_trajectory.testing import ScriptedChatModel

    seen: list[str] = []

    def respond(messages):
        seen.append(str(messages[-1].content))
        return _json.dumps({"score": 1, "reason": "clear"})

    conversation = Trajectory(
        messages=(
            Message.user("hi"),
            Message.assistant("hello"),
            Message.user("bye"),
            Message.assistant("ciao"),
        )
    )
    judge = TrajectoryEvaluator(ScriptedChatModel(respond=respond), [TrajectoryEvaluationCriteria.clarity()])
    result = evaluate_by_turn(conversation, None, judge)
    assert [t.score for t in result.turns] == [1.0, 1.0]  # a turn without tool calls is still a conversation
    assert "ASSISTANT: hello" in seen[0] and "ciao" not in seen[0] and "ASSISTANT: ciao" in seen[1]

    def grounded(messages):
        return _json.dumps({"grounded": True, "ungrounded_arguments": [], "reason": "the user said Paris"})

    with_call = Trajectory(
        messages=(
            Message.user("weather in Paris?"),
            Message.assistant("", [ToolCall.of("weather", {"city": "Paris"})]),
        )
    )
    hallucination = ToolArgumentHallucinationEvaluator(ScriptedChatModel(respond=grounded))
    assert evaluate_by_turn(with_call, None, hallucination).turns[0].score == 1.0


class _FailsOnBooking(ToolErrorEvaluator):
    """Raises (as a judge without a verdict would) on any turn that calls search_hotels."""

    def measure(self, ctx):  # type: ignore[no-untyped-def]
        if any(c.name == "search_hotels" for c in ctx.actual_calls):
            raise RuntimeError("judge unavailable")
        return super().measure(ctx)


@pytest.mark.parametrize("run_async", [False, True])
async def test_a_failing_turn_is_kept_as_a_failure_and_the_others_still_score(run_async: bool) -> None:
    evaluator = _FailsOnBooking()
    if run_async:
        results = await aevaluate_by_turn(_conversation(), None, evaluator)
    else:
        results = evaluate_by_turn(_conversation(), None, evaluator)
    first, second, third = results.turns
    assert first.score == 1.0 and third.score == 1.0
    assert isinstance(second, EvaluatorFailure) and not second.passed and second.score is None
    assert second.error_type == "RuntimeError" and second.error == "judge unavailable"
    assert second.metadata == {"turn": 1}
    assert results.failures == [second]
    assert results.score == pytest.approx(2 / 3) and not results.passed
    assert results.aggregate.metadata["errored_turns"] == [1]
    assert results.aggregate.metadata["turn_scores"] == [1.0, None, 1.0]
    assert "turn 1: error: RuntimeError: judge unavailable" in results.aggregate.reason
