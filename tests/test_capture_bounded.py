"""A bounded recorder: ``max_runs`` (the oldest finished runs dropped first, runs in flight never), ``pop`` and
``drain`` for streaming consumers, and runs cancelled by ``asyncio.wait_for`` leave nothing behind."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import pytest
from _capture_agents import add
from _three_sources import fresh_call, per_agent_model
from langchain.agents import create_agent
from langchain_core.tools import tool

from langchain_trajectory.capture import TrajectoryRecorder, record_trajectories
from langchain_trajectory.testing import tool_call

AGENT = create_agent(
    per_agent_model("adder", [[fresh_call("add", {"a": 1, "b": 1})]], final="two"), [add], name="adder"
)


def run(recorder: TrajectoryRecorder, text: str) -> None:
    AGENT.invoke({"messages": [("user", text)]}, {"callbacks": [recorder]})


def internals_empty(recorder: TrajectoryRecorder) -> bool:
    """Nothing in flight is left: every run that started has ended or was closed with its root."""
    return not (recorder._live or recorder._turns or recorder._tools or recorder._links)


def users(recorder: TrajectoryRecorder) -> list[str]:
    return [t.user_messages()[0].content for t in recorder.trajectories.values()]


def test_max_runs_keeps_the_latest_finished_runs() -> None:
    recorder = TrajectoryRecorder(max_runs=3)
    for i in range(10):
        run(recorder, f"run {i}")
    assert users(recorder) == ["run 7", "run 8", "run 9"]
    assert recorder.last.user_messages()[0].content == "run 9"
    assert len(recorder._roots) == len(recorder._finished) == 3
    assert internals_empty(recorder)
    for trajectory in recorder.trajectories.values():
        assert [(c.name, c.result) for c in trajectory.tool_calls()] == [("add", "2")]


async def test_max_runs_never_drops_a_run_in_flight() -> None:
    """Twenty concurrent runs with room for two: every run finishes whole, the last two finished are kept."""
    recorder = TrajectoryRecorder(max_runs=2)
    finished: list[str] = []

    async def one(i: int) -> None:
        await AGENT.ainvoke({"messages": [("user", f"run {i}")]}, {"callbacks": [recorder]})
        finished.append(f"run {i}")

    await asyncio.gather(*(one(i) for i in range(20)))
    assert len(recorder.trajectories) == 2
    assert set(users(recorder)) == set(finished[-2:])
    assert internals_empty(recorder)


def test_memory_stays_bounded_over_many_runs() -> None:
    recorder = TrajectoryRecorder(max_runs=5)
    for i in range(300):
        run(recorder, f"run {i}")
    assert len(recorder._roots) == 5 and len(recorder._finished) == 5
    assert internals_empty(recorder)


def test_pop_returns_a_run_and_forgets_it() -> None:
    recorder = TrajectoryRecorder()
    run(recorder, "first")
    run(recorder, "second")
    first_id = next(iter(recorder.trajectories))
    kept = recorder.get(first_id)
    assert kept is not None and kept == recorder.trajectories[first_id]
    assert recorder.get("no-such-run") is None
    popped = recorder.pop(first_id)
    assert popped.user_messages()[0].content == "first"
    assert users(recorder) == ["second"]
    with pytest.raises(KeyError, match="keeps no root run"):
        recorder.pop(first_id)


@tool
def gated(x: int) -> str:
    """Waits until the test lets it finish."""
    GATE_STARTED.set()
    GATE.wait(10)
    return f"gated {x}"


GATE = threading.Event()
GATE_STARTED = threading.Event()


def test_drain_gives_finished_runs_and_keeps_runs_in_flight() -> None:
    recorder = TrajectoryRecorder()
    run(recorder, "done before")
    slow = create_agent(
        per_agent_model("slow", [[tool_call("gated", {"x": 1}, "g1")]], final="slow done"),
        [gated],
        name="slow",
    )
    GATE.clear()
    GATE_STARTED.clear()
    worker = threading.Thread(
        target=lambda: slow.invoke({"messages": [("user", "slow one")]}, {"callbacks": [recorder]})
    )
    worker.start()
    try:
        assert GATE_STARTED.wait(10)
        drained = recorder.drain()
        assert [t.user_messages()[0].content for t in drained.values()] == ["done before"]
        assert users(recorder) == ["slow one"]  # in flight: kept
    finally:
        GATE.set()
        worker.join(10)
    (last,) = recorder.drain().values()
    assert [(c.name, c.result) for c in last.tool_calls()] == [("gated", "gated 1")]
    assert recorder.trajectories == {}
    assert internals_empty(recorder)


@tool
async def sleepy(x: int) -> str:
    """Takes far too long."""
    await asyncio.sleep(5)
    return "late"


@tool
def sleepy_sync(x: int) -> str:
    """Takes far too long, in a worker thread."""
    time.sleep(1.0)
    return "late"


@pytest.mark.parametrize("tool_name", ["sleepy", "sleepy_sync"])
async def test_a_run_cancelled_by_wait_for_finishes_its_records(tool_name: str) -> None:
    agent = create_agent(
        per_agent_model("waiter", [[tool_call(tool_name, {"x": 1}, "w1")]]),
        [sleepy, sleepy_sync],
        name="waiter",
    )
    recorder = TrajectoryRecorder(max_runs=1)
    with pytest.raises(asyncio.TimeoutError):
        await asyncio.wait_for(
            agent.ainvoke({"messages": [("user", "wait")]}, {"callbacks": [recorder]}), 0.3
        )
    assert internals_empty(recorder)
    trajectory = recorder.trajectory
    assert trajectory.metadata["error"] == "CancelledError()"
    (call,) = trajectory.tool_calls()
    assert (call.name, call.result) == (tool_name, None)
    # An async tool is cancelled with the run (its error says so); a sync one runs on in its thread, unfinished.
    assert call.error == "CancelledError()" or call.metadata["unfinished"] is True
    assert call.metadata["end_time"] is not None
    run(recorder, "after")  # the next run replaces it under max_runs=1
    assert users(recorder) == ["after"]
    await asyncio.sleep(1.0)  # the sync tool ending later changes nothing
    assert internals_empty(recorder)
    assert users(recorder) == ["after"]


@pytest.mark.parametrize("bad", [0, -1, 1.5, True, "3"])
def test_max_runs_is_validated(bad: Any) -> None:
    with pytest.raises(ValueError, match="max_runs must be a positive int"):
        TrajectoryRecorder(max_runs=bad)


def test_record_trajectories_takes_max_runs() -> None:
    with record_trajectories(max_runs=2) as recorder:
        for i in range(4):
            AGENT.invoke({"messages": [("user", f"run {i}")]})
    assert users(recorder) == ["run 2", "run 3"]
    with pytest.raises(ValueError, match="not both"), record_trajectories(recorder=recorder, max_runs=2):
        pass
