"""Checkpointing: a simulation interrupted by a crash resumes from its last completed message."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver

from langchain_trajectory.simulation import ConversationSimulator
from langchain_trajectory.trajectory import Trajectory


class Crash(BaseException):
    """Stands for the process dying: not an ``Exception``, so the simulator does not record it as an error."""


class CountingApp:
    """Answers ``reply N``; optionally crashes on a given turn; counts its calls."""

    def __init__(self, crash_on_turn: int | None = None) -> None:
        self.crash_on_turn = crash_on_turn
        self.calls = 0

    def __call__(self, trajectory: Trajectory) -> str:
        self.calls += 1
        turn = len(trajectory.user_messages())
        if turn == self.crash_on_turn:
            raise Crash(f"crash on turn {turn}")
        return f"reply {turn}"


class CountingUser:
    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, trajectory: Trajectory) -> str:
        self.calls += 1
        return f"question {len(trajectory.user_messages()) + 1}"


def expected(turns: int) -> list[str]:
    return [text for t in range(1, turns + 1) for text in (f"question {t}", f"reply {t}")]


def sqlite_saver(path: Path) -> SqliteSaver:
    return SqliteSaver(sqlite3.connect(str(path), check_same_thread=False))


def test_resume_after_a_crash_with_a_sqlite_checkpointer(tmp_path):
    db = tmp_path / "sim.sqlite"
    user, crashing = CountingUser(), CountingApp(crash_on_turn=3)
    first = ConversationSimulator(user=user, app=crashing, max_turns=4, checkpointer=sqlite_saver(db))
    with pytest.raises(Crash):
        first.simulate(thread_id="conv-1")
    assert (user.calls, crashing.calls) == (3, 3)

    # A new simulator (a new process would do the same) on the same database and thread id.
    user2, app2 = CountingUser(), CountingApp()
    second = ConversationSimulator(user=user2, app=app2, max_turns=4, checkpointer=sqlite_saver(db))
    result = second.simulate(thread_id="conv-1")
    assert [m.content for m in result.messages] == expected(4)
    assert result.metadata["termination"] == "max_turns"
    assert result.metadata["thread_id"] == "conv-1"
    # Turn 3's user message was completed before the crash: only the app is re-run for turn 3.
    assert (user2.calls, app2.calls) == (1, 2)


def test_resume_after_the_process_is_killed(tmp_path):
    db = tmp_path / "killed.sqlite"
    script = textwrap.dedent(
        f"""
        import os, sqlite3
        from langgraph.checkpoint.sqlite import SqliteSaver
        from langchain_trajectory.simulation import ConversationSimulator

        def app(trajectory):
            turn = len(trajectory.user_messages())
            if turn == 3:
                os._exit(17)  # the process dies mid-conversation, without any cleanup
            return f"reply {{turn}}"

        saver = SqliteSaver(sqlite3.connect({str(db)!r}, check_same_thread=False))
        sim = ConversationSimulator(
            user=lambda t: f"question {{len(t.user_messages()) + 1}}", app=app, max_turns=4, checkpointer=saver
        )
        sim.simulate(thread_id="killed-1", app_thread_id="app-1")
        """
    )
    env = {"LANGSMITH_TRACING": "false", "LANGSMITH_TEST_TRACKING": "false", "PATH": "/usr/bin:/bin"}
    proc = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 17, proc.stderr

    user, app = CountingUser(), CountingApp()
    sim = ConversationSimulator(user=user, app=app, max_turns=4, checkpointer=sqlite_saver(db))
    result = sim.simulate(thread_id="killed-1")
    assert [m.content for m in result.messages] == expected(4)
    assert (user.calls, app.calls) == (1, 2)
    assert (
        result.metadata["app_thread_id"] == "app-1"
    )  # the application keeps its own thread across the crash


def test_a_finished_thread_returns_its_stored_result_without_running(tmp_path):
    db = tmp_path / "done.sqlite"
    sim = ConversationSimulator(
        user=CountingUser(), app=CountingApp(), max_turns=2, checkpointer=sqlite_saver(db)
    )
    first = sim.simulate(thread_id="done-1")
    user, app = CountingUser(), CountingApp()
    again = ConversationSimulator(user=user, app=app, max_turns=2, checkpointer=sqlite_saver(db))
    second = again.simulate(thread_id="done-1")
    assert second.messages == first.messages
    assert second.metadata == first.metadata
    assert (user.calls, app.calls) == (0, 0)


async def test_async_resume_with_an_async_sqlite_checkpointer(tmp_path):
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    db = str(tmp_path / "async.sqlite")
    async with AsyncSqliteSaver.from_conn_string(db) as saver:
        sim = ConversationSimulator(
            user=CountingUser(), app=CountingApp(crash_on_turn=2), max_turns=3, checkpointer=saver
        )
        with pytest.raises(Crash):
            await sim.asimulate(thread_id="a-1")
    async with AsyncSqliteSaver.from_conn_string(db) as saver:
        user, app = CountingUser(), CountingApp()
        sim = ConversationSimulator(user=user, app=app, max_turns=3, checkpointer=saver)
        result = await sim.asimulate(thread_id="a-1")
    assert [m.content for m in result.messages] == expected(3)
    assert (user.calls, app.calls) == (1, 2)


# Cancelling the conversations still in flight leaves LangGraph a checkpoint write it never awaits.
@pytest.mark.filterwarnings("ignore:coroutine 'AsyncPregelLoop:RuntimeWarning")
async def test_a_crashed_batch_resumes_by_thread_id():
    saver = InMemorySaver()
    entries = [{"scenario": f"s{i}", "thread_id": f"batch-{i}"} for i in range(6)]

    class CrashOnce:
        def __init__(self) -> None:
            self.crashed = False

        def __call__(self, trajectory: Trajectory) -> str:
            if trajectory.scenario == "s4" and len(trajectory.user_messages()) == 2 and not self.crashed:
                self.crashed = True
                raise Crash("batch crash")
            return f"reply {len(trajectory.user_messages())}"

    sim = ConversationSimulator(user=CountingUser(), app=CrashOnce(), max_turns=3, checkpointer=saver)
    with pytest.raises(Crash):
        await sim.asimulate_batch(entries, max_concurrency=2)

    def asked(thread_id: str) -> int:
        values = sim.graph.get_state({"configurable": {"thread_id": thread_id}}).values
        return sum(1 for m in values.get("messages", ()) if m["role"] == "user")

    before = {e["thread_id"]: asked(e["thread_id"]) for e in entries}
    assert before["batch-4"] == 2  # the crashed conversation stopped mid-way, its questions kept

    user = CountingUser()
    again = ConversationSimulator(user=user, app=CountingApp(), max_turns=3, checkpointer=saver)
    results = await again.asimulate_batch(entries, max_concurrency=3)
    assert [r.scenario for r in results] == [f"s{i}" for i in range(6)]
    for result in results:
        assert [m.content for m in result.messages] == expected(3)
    # Only the questions not yet asked are asked again.
    assert user.calls == sum(3 - n for n in before.values())
    assert user.calls < 3 * len(entries)


def test_fresh_conversations_get_fresh_thread_ids_with_a_checkpointer():
    sim = ConversationSimulator(
        user=CountingUser(), app=CountingApp(), max_turns=1, checkpointer=InMemorySaver()
    )
    a, b = sim.simulate(), sim.simulate()
    assert a.metadata["thread_id"] != b.metadata["thread_id"]
    snapshot = sim.graph.get_state({"configurable": {"thread_id": a.metadata["thread_id"]}})
    assert snapshot.values["termination"] == "max_turns"
    assert snapshot.next == ()
