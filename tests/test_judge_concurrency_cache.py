"""Judge calls overlap, are cached (memory and SQLite), count tokens, and `repeat` keeps trials independent."""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import BaseMessage

from langchain_trajectory.evaluators.judge import (
    EvaluationCriterion,
    MemoryJudgeCache,
    SQLiteJudgeCache,
    TrajectoryEvaluator,
)
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

TRAJ = Trajectory(
    messages=(
        Message.user("Book a table for two at 8pm."),
        Message.assistant(
            "Booked for 8pm.", tool_calls=[ToolCall.of("book", {"people": 2, "time": "20:00"})]
        ),
    )
)
CRITERIA = [EvaluationCriterion(f"c{i}", f"Criterion number {i}.") for i in range(5)]


class InFlight(BaseCallbackHandler):
    """Counts chat-model calls in flight through LangChain's own callbacks."""

    run_inline = True

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.now = 0
        self.peak = 0
        self.started = 0

    def on_chat_model_start(self, serialized: Any, messages: Any, **kwargs: Any) -> None:
        with self.lock:
            self.now += 1
            self.started += 1
            self.peak = max(self.peak, self.now)

    def on_llm_end(self, response: Any, **kwargs: Any) -> None:
        with self.lock:
            self.now -= 1


def counting_judge(delay: float = 0.0, usage: bool = False) -> tuple[ScriptedChatModel, InFlight]:
    tracker = InFlight()

    def respond(messages: list[BaseMessage]) -> str:
        name = str(messages[0].content).split("Criterion: ", 1)[1].split("\n", 1)[0]
        return json.dumps({"score": (int(name[1:]) + 1) / 10, "reason": f"{name} judged"})

    return ScriptedChatModel(respond=respond, delay=delay, usage=usage, callbacks=[tracker]), tracker


def test_criteria_are_judged_concurrently_from_the_sync_entry_point():
    model, tracker = counting_judge(delay=0.1)
    result = TrajectoryEvaluator(model, CRITERIA, cache=False).evaluate(TRAJ)
    assert tracker.started == len(CRITERIA)
    assert tracker.peak == len(CRITERIA)  # all K calls were in flight at once, not one after another
    assert result.score == pytest.approx(sum((i + 1) / 10 for i in range(5)) / 5)


async def test_criteria_are_judged_concurrently_from_async_code_and_max_concurrency_limits_them():
    model, tracker = counting_judge(delay=0.1)
    await TrajectoryEvaluator(model, CRITERIA, cache=False).aevaluate(TRAJ)
    assert tracker.peak == len(CRITERIA)

    limited_model, limited = counting_judge(delay=0.05)
    await TrajectoryEvaluator(limited_model, CRITERIA, cache=False, max_concurrency=2).aevaluate(TRAJ)
    assert limited.started == len(CRITERIA)
    assert limited.peak == 2


async def test_evaluations_themselves_run_concurrently_under_gather():
    model, tracker = counting_judge(delay=0.1)
    ev = TrajectoryEvaluator(model, CRITERIA[:2], cache=False)
    trajectories = [TRAJ.with_metadata(i=i).with_message(Message.user(f"more {i}")) for i in range(3)]
    results = await asyncio.gather(*(ev.aevaluate(t) for t in trajectories))
    assert len(results) == 3
    assert tracker.peak == 6


def test_cache_hits_make_no_model_call_and_repeat_bypasses_them():
    model, tracker = counting_judge(usage=True)
    ev = TrajectoryEvaluator(model, CRITERIA[:3])
    first = ev.evaluate(TRAJ)
    assert tracker.started == 3 and first.metadata["judge_calls"] == 3 and first.metadata["cache_hits"] == 0
    assert first.metadata["token_usage"]["total_tokens"] > 0

    second = ev.evaluate(TRAJ)
    assert tracker.started == 3  # no new model call
    assert second.metadata["judge_calls"] == 0 and second.metadata["cache_hits"] == 3
    assert second.metadata["token_usage"] is None
    assert (
        second.score == first.score
        and second.metadata["criterion_scores"] == first.metadata["criterion_scores"]
    )

    third = ev.evaluate(TRAJ, repeat=1)  # an independent trial: new calls
    assert tracker.started == 6 and third.metadata["judge_calls"] == 3
    ev.evaluate(TRAJ, repeat=1)
    assert tracker.started == 6  # ... which are cached under their own repeat index
    assert len(ev.cache) == 6


def test_cache_key_covers_tool_calls_criterion_and_model_identity():
    model, tracker = counting_judge()
    cache = MemoryJudgeCache()
    ev = TrajectoryEvaluator(model, CRITERIA[:1], cache=cache, include_tool_calls=True)
    ev.evaluate(TRAJ)
    other_args = Trajectory(
        messages=(
            TRAJ.messages[0],
            TRAJ.messages[1].model_copy(
                update={"tool_calls": (ToolCall.of("book", {"people": 3, "time": "20:00"}),)}
            ),
        )
    )
    ev.evaluate(other_args)  # same text, different tool arguments: a miss
    assert tracker.started == 2
    TrajectoryEvaluator(model, CRITERIA[1:2], cache=cache, include_tool_calls=True).evaluate(TRAJ)
    assert tracker.started == 3  # another criterion: a miss
    renamed, renamed_tracker = counting_judge()
    renamed.model_name = "another-judge"
    TrajectoryEvaluator(renamed, CRITERIA[:1], cache=cache, include_tool_calls=True).evaluate(TRAJ)
    assert renamed_tracker.started == 1  # another model: a miss
    same, same_tracker = counting_judge()
    TrajectoryEvaluator(same, CRITERIA[:1], cache=cache, include_tool_calls=True).evaluate(TRAJ)
    assert same_tracker.started == 0  # same model identity, same prompt: a hit across evaluators


def test_cache_can_be_disabled():
    model, tracker = counting_judge()
    ev = TrajectoryEvaluator(model, CRITERIA[:1], cache=False)
    ev.evaluate(TRAJ)
    ev.evaluate(TRAJ)
    assert ev.cache is None and tracker.started == 2


def test_sqlite_cache_persists_across_evaluators(tmp_path):
    path = tmp_path / "judge" / "cache.sqlite"
    model, tracker = counting_judge()
    first = TrajectoryEvaluator(model, CRITERIA[:2], cache=str(path)).evaluate(TRAJ)
    assert tracker.started == 2 and path.exists()

    fresh_model, fresh_tracker = counting_judge()
    reopened = SQLiteJudgeCache(path)
    assert len(reopened) == 2
    again = TrajectoryEvaluator(fresh_model, CRITERIA[:2], cache=reopened).evaluate(TRAJ)
    assert fresh_tracker.started == 0 and again.metadata["cache_hits"] == 2
    assert again.score == first.score
    reopened.clear()
    assert len(reopened) == 0
    reopened.close()


def test_a_failed_evaluation_caches_nothing():
    ev = TrajectoryEvaluator(ScriptedChatModel(replies=["nope"] * 3), CRITERIA[:1])
    with pytest.raises(Exception, match="no usable verdict"):
        ev.evaluate(TRAJ)
    assert len(ev.cache) == 0


def test_token_usage_and_call_counts_sum_over_calls_including_retries():
    replies = ['{"score": 9}', '{"score": 0.9, "reason": "ok"}']
    model = ScriptedChatModel(replies=replies, usage=True)
    result = TrajectoryEvaluator(model, CRITERIA[:1], cache=False).evaluate(TRAJ)
    usage = result.metadata["token_usage"]
    assert result.metadata["judge_calls"] == 2 and result.metadata["retries"] == 1
    assert usage["total_tokens"] == usage["input_tokens"] + usage["output_tokens"]
    # The scripted model reports 4 tokens per reply word plus 4: the two replies' output tokens add up.
    assert usage["output_tokens"] == sum(len(r.split()) * 4 + 4 for r in replies)


def test_no_usage_reported_gives_none():
    model, _ = counting_judge(usage=False)
    result = TrajectoryEvaluator(model, CRITERIA[:1], cache=False).evaluate(TRAJ)
    assert result.metadata["judge_calls"] == 1 and result.metadata["token_usage"] is None


def test_repeat_must_be_a_non_negative_integer():
    model, _ = counting_judge()
    with pytest.raises(ValueError, match="'repeat' must be an integer >= 0"):
        TrajectoryEvaluator(model, CRITERIA[:1]).evaluate(TRAJ, repeat=-1)


def test_cache_key_covers_where_the_model_is_served():
    """Two deployments of one model name (base_url) must not share verdicts."""
    from langchain_openai import ChatOpenAI

    from langchain_trajectory.evaluators.judge._engine import JudgeModel

    def served_at(url: str) -> dict:
        return JudgeModel(ChatOpenAI(model="llama3", api_key="x", base_url=url)).identity

    assert served_at("http://server-a/v1") != served_at("http://server-b/v1")
    assert served_at("http://server-a/v1") == served_at("http://server-a/v1")
