"""TaskCompletionEvaluator and ToolArgumentHallucinationEvaluator: per-task and per-call verdicts."""

from __future__ import annotations

import json
import re

import pytest
from langchain_core.messages import BaseMessage

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.judge import (
    JudgeError,
    TaskCompletionEvaluator,
    ToolArgumentHallucinationEvaluator,
)
from langchain_trajectory.evaluators.judge.argument_hallucination import grounding_context
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

TRIP = Trajectory(
    messages=(
        Message.system("Today is 2025-06-01."),
        Message.user("What's the weather in Paris? Then book me a hotel there."),
        Message.assistant(
            "It is sunny in Paris. I could not book a hotel.",
            tool_calls=[
                ToolCall.of("weather", {"city": "Paris"}, result={"sky": "sunny"}),
                ToolCall.of("list_hotels", {}, result=["H1", "H2"]),
                ToolCall.of("book_hotel", {"hotel": "H1", "nights": 3}, error="payment declined"),
            ],
        ),
    )
)


def task_of(messages: list[BaseMessage]) -> str:
    return str(messages[0].content).split("Task: ", 1)[1].split("\n", 1)[0]


# -- task completion ----------------------------------------------------------------------------------------


def test_two_tasks_with_one_completed_score_one_half_with_aligned_verdicts():
    done = {"Check the weather": True, "Book a hotel": False}
    sent: list[list[BaseMessage]] = []

    def respond(messages: list[BaseMessage]) -> str:
        sent.append(messages)
        task = task_of(messages)
        return json.dumps({"completed": done[task], "reason": f"{task}: {'yes' if done[task] else 'no'}"})

    ev = TaskCompletionEvaluator(ScriptedChatModel(respond=respond), ["Check the weather", "Book a hotel"])
    result = ev.evaluate(TRIP)
    assert result.score == 0.5 and not result.passed  # default threshold: every task
    assert result.metadata["task_verdicts"] == [
        {"task": "Check the weather", "completed": True, "reason": "Check the weather: yes"},
        {"task": "Book a hotel", "completed": False, "reason": "Book a hotel: no"},
    ]
    assert result.metadata["tasks_completed"] == 1 and result.metadata["task_count"] == 2
    assert result.metadata["judge_calls"] == 2
    assert "NOT done: Book a hotel" in result.reason
    # Tool calls are shown by name only by default (the seed's judge rendering).
    prompt = str(sent[0][1].content)
    assert "[tool: book_hotel]" in prompt and '"nights"' not in prompt


def test_task_verdict_accepts_yes_no_strings_and_re_asks_otherwise():
    replies = iter(['{"completed": "maybe"}', '{"completed": "yes", "reason": "done"}'])
    ev = TaskCompletionEvaluator(ScriptedChatModel(respond=lambda m: next(replies)), ["Check the weather"])
    result = ev.evaluate(TRIP)
    assert result.score == 1.0 and result.passed and result.metadata["retries"] == 1


def test_task_completion_configuration_errors():
    judge = ScriptedChatModel(replies=[])
    with pytest.raises(ValueError, match="non-empty list"):
        TaskCompletionEvaluator(judge, [])
    with pytest.raises(ValueError, match="non-empty list"):
        TaskCompletionEvaluator(judge, "Book a hotel")
    with pytest.raises(ValueError, match=r"tasks\[1\] must be a non-blank string"):
        TaskCompletionEvaluator(judge, ["a", " "])
    with pytest.raises(ValueError, match="'tool_calls' must be one of"):
        TaskCompletionEvaluator(judge, ["a"], tool_calls="full")
    with pytest.raises(TrajectoryInputError, match="trajectory is empty"):
        TaskCompletionEvaluator(judge, ["a"]).evaluate(Trajectory())


# -- argument grounding -------------------------------------------------------------------------------------


def grounding_judge(ungrounded: dict[str, list[str]], sent: list[list[BaseMessage]] | None = None):
    """A judge that flags the prepared arguments of each tool call (by the call's name)."""

    def respond(messages: list[BaseMessage]) -> str:
        if sent is not None:
            sent.append(messages)
        call = re.search(r"<<<BEGIN TOOL CALL \w+>>>\n(\w+)\(", str(messages[1].content)).group(1)
        bad = ungrounded.get(call, [])
        return json.dumps({"grounded": not bad, "ungrounded_arguments": bad, "reason": f"{call} checked"})

    return ScriptedChatModel(respond=respond)


def test_per_call_verdicts_are_aligned_with_the_calls_and_score_counts_calls_with_arguments():
    sent: list[list[BaseMessage]] = []
    ev = ToolArgumentHallucinationEvaluator(grounding_judge({"book_hotel": ["nights"]}, sent))
    result = ev.evaluate(TRIP)
    verdicts = result.metadata["call_verdicts"]
    assert [(v["index"], v["name"], v["grounded"], v["judged"]) for v in verdicts] == [
        (0, "weather", True, True),
        (1, "list_hotels", True, False),  # no arguments: nothing to hallucinate, no judge call
        (2, "book_hotel", False, True),
    ]
    assert verdicts[2]["ungrounded_arguments"] == ["nights"] and verdicts[2]["args"] == {
        "hotel": "H1",
        "nights": 3,
    }
    assert [v["name"] for v in verdicts] == [c.name for c in TRIP.tool_calls()]
    assert (
        result.score == 0.5 and result.metadata["calls_judged"] == 2 and result.metadata["judge_calls"] == 2
    )
    assert "call 2 book_hotel: ungrounded ['nights']" in result.reason


def test_grounding_context_shows_earlier_results_but_never_the_arguments_being_judged():
    context = grounding_context(TRIP.messages, 2, 2)
    assert "SYSTEM: Today is 2025-06-01." in context
    assert "USER: What's the weather in Paris?" in context
    assert '[tool: weather -> result: {"sky":"sunny"}]' in context
    assert '[tool: list_hotels -> result: ["H1","H2"]]' in context
    assert "book_hotel" not in context and "nights" not in context
    assert "I could not book" not in context  # the issuing message's own text is not evidence
    first = grounding_context(TRIP.messages, 2, 0)
    assert "[tool:" not in first


def test_grounding_reply_must_name_real_arguments_and_agree_with_grounded():
    replies = iter(
        [
            '{"grounded": false, "ungrounded_arguments": ["city_name"], "reason": "x"}',
            '{"grounded": true, "ungrounded_arguments": ["city"], "reason": "x"}',
            '{"grounded": false, "ungrounded_arguments": ["city"], "reason": "made up"}',
        ]
    )
    sent: list[list[BaseMessage]] = []

    def respond(messages: list[BaseMessage]) -> str:
        sent.append(messages)
        return next(replies)

    t = Trajectory(
        messages=(
            Message.user("hi"),
            Message.assistant("", tool_calls=[ToolCall.of("weather", {"city": "Oslo"})]),
        )
    )
    result = ToolArgumentHallucinationEvaluator(ScriptedChatModel(respond=respond)).evaluate(t)
    assert result.score == 0.0 and result.metadata["retries"] == 2
    assert "names 1 argument(s) the call does not have" in str(sent[1][-1].content)
    assert "city_name" not in str(sent[1][-1].content)  # the judge's (possibly quoted) text is not repeated
    assert "'grounded' must be true exactly when" in str(sent[2][-1].content)


def test_grounding_gives_up_with_judge_error():
    t = Trajectory(
        messages=(Message.user("hi"), Message.assistant("", tool_calls=[ToolCall.of("f", {"x": 1})]))
    )
    ev = ToolArgumentHallucinationEvaluator(ScriptedChatModel(replies=["?"] * 3))
    with pytest.raises(JudgeError, match=r"tool call 0 \('f'\)"):
        ev.evaluate(t)


def test_no_call_with_arguments_scores_one_without_judge_calls():
    judge = ScriptedChatModel(replies=[])
    t = Trajectory(
        messages=(Message.user("time?"), Message.assistant("noon", tool_calls=[ToolCall.of("clock")]))
    )
    result = ToolArgumentHallucinationEvaluator(judge).evaluate(t)
    assert result.score == 1.0 and result.metadata["judge_calls"] == 0 and judge.calls == 0
    assert "No tool call with arguments" in result.reason
    with pytest.raises(TrajectoryInputError, match="trajectory is empty"):
        ToolArgumentHallucinationEvaluator(judge).evaluate(Trajectory())


def test_grounding_context_leaves_out_parallel_calls_of_the_same_model_turn():
    """Calls requested together (one step) could not see each other's results: no evidence for each other."""
    search = ToolCall.of("search_flights", {"to": "Rome"}, result="cheapest: AZ7", step=0)
    book = ToolCall.of("book_flight", {"flight_id": "AZ7"}, result="booked", step=0)
    later = ToolCall.of("pay", {"ref": "AZ7"}, result="paid", step=1)
    messages = (Message.user("Fly me to Rome"), Message.assistant("", [search, book, later]))
    assert "cheapest: AZ7" not in grounding_context(messages, 1, 1)
    assert "cheapest: AZ7" in grounding_context(messages, 1, 2) and "booked" in grounding_context(
        messages, 1, 2
    )


def test_argument_verdict_metadata_is_json_even_for_non_json_arguments():
    import datetime

    call = ToolCall.of("book", {"when": datetime.date(2024, 5, 1)})
    trajectory = Trajectory(messages=(Message.user("book 2024-05-01"), Message.assistant("ok", [call])))
    reply = '{"grounded": true, "ungrounded_arguments": [], "reason": "the user gave the date"}'
    out = ToolArgumentHallucinationEvaluator(ScriptedChatModel(respond=lambda m: reply))(outputs=trajectory)
    assert json.loads(json.dumps(out["metadata"]))["call_verdicts"][0]["args"] == {"when": "2024-05-01"}


def test_tasks_can_come_with_each_evaluation_or_example():
    import uuid

    from langsmith import evaluate
    from langsmith.schemas import Example

    from langchain_trajectory.errors import TrajectoryInputError
    from langchain_trajectory.testing.offline import OfflineClient

    def respond(messages: list[BaseMessage]) -> str:
        task = task_of(messages)
        return json.dumps({"completed": "weather" in task, "reason": task})

    ev = TaskCompletionEvaluator(ScriptedChatModel(respond=respond))  # no default tasks
    with pytest.raises(TrajectoryInputError, match="no tasks to judge"):
        ev.evaluate(TRIP)
    assert ev.evaluate(TRIP, tasks=["Check the weather"]).score == 1.0
    assert ev.evaluate(TRIP, {"tasks": ["Check the weather", "Book a hotel"]}).score == 0.5
    with pytest.raises(TrajectoryInputError, match=r"tasks\[0\] must be a non-blank string"):
        ev.evaluate(TRIP, tasks=[" "])
    examples = [
        Example(id=uuid.uuid4(), dataset_id=uuid.uuid4(), inputs={"i": i}, outputs={"tasks": tasks})
        for i, tasks in enumerate([["Check the weather"], ["Book a hotel"]])
    ]
    rows = list(
        evaluate(
            lambda inputs: TRIP.model_dump(),
            data=examples,
            evaluators=[ev],
            client=OfflineClient(),
            upload_results=False,
        )
    )
    scores = {row["example"].inputs["i"]: row["evaluation_results"]["results"][0].score for row in rows}
    assert scores == {0: 1.0, 1: 0.0}
