"""Batches: many concurrent conversations, independent and correct, bounded concurrency, progress, entries."""

from __future__ import annotations

import re
import threading
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.tools import tool

from langchain_trajectory.simulation import ConversationSimulator
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.trajectory import Trajectory

TURNS = 3


@tool
def lookup_order(customer: str, question: int) -> str:
    """Look up a customer's order."""
    return f"order of {customer} for question {question}"


def support_brain(messages: list[BaseMessage]) -> AIMessage:
    """Answers from the conversation it is sent: one lookup per question, then an answer."""
    last = messages[-1]
    if isinstance(last, ToolMessage):
        return AIMessage(f"Answer: {last.content}")
    match = re.match(r"(customer-\d+) question (\d+)", str(last.content))
    assert match, last.content
    customer, question = match.group(1), int(match.group(2))
    args = {"customer": customer, "question": question}
    return AIMessage("", tool_calls=[tool_call("lookup_order", args, id=f"{customer}-{question}")])


async def customer(trajectory: Trajectory) -> str:
    return f"{trajectory.scenario} question {len(trajectory.user_messages()) + 1}"


class InFlight(BaseCallbackHandler):
    """Counts simulator runs (root chain runs) in flight, and the most at once."""

    run_inline = True

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.now = 0
        self.most = 0
        self.roots: set[Any] = set()

    def on_chain_start(
        self, serialized: Any, inputs: Any, *, run_id: Any, parent_run_id: Any = None, **kw: Any
    ):
        if parent_run_id is None:
            with self.lock:
                self.roots.add(run_id)
                self.now += 1
                self.most = max(self.most, self.now)

    def _end(self, run_id: Any) -> None:
        with self.lock:
            if run_id in self.roots:
                self.roots.discard(run_id)
                self.now -= 1

    def on_chain_end(self, outputs: Any, *, run_id: Any, **kw: Any) -> None:
        self._end(run_id)

    def on_chain_error(self, error: BaseException, *, run_id: Any, **kw: Any) -> None:
        self._end(run_id)


def check_conversation(result: Trajectory, index: int) -> None:
    name = f"customer-{index:03d}"
    assert result.scenario == name
    assert [m.content for m in result.user_messages()] == [
        f"{name} question {q}" for q in range(1, TURNS + 1)
    ]
    expected_results = [f"order of {name} for question {q}" for q in range(1, TURNS + 1)]
    assert [m.content for m in result.assistant_messages()] == [f"Answer: {r}" for r in expected_results]
    by_turn = result.tool_calls_by_turn()
    assert [[(c.name, c.args, c.id, c.result) for c in calls] for calls in by_turn] == [
        [("lookup_order", {"customer": name, "question": q}, f"{name}-{q}", expected_results[q - 1])]
        for q in range(1, TURNS + 1)
    ]
    assert result.metadata["termination"] == "max_turns"


async def test_batch_of_200_conversations_with_concurrency_32_is_independent_and_correct():
    model = ScriptedChatModel(respond=support_brain, delay=0.002)
    agent = create_agent(model, tools=[lookup_order])
    sim = ConversationSimulator(user=customer, app=agent, max_turns=TURNS)
    in_flight = InFlight()
    scenarios = [f"customer-{i:03d}" for i in range(200)]
    results = await sim.asimulate_batch(scenarios, max_concurrency=32, config={"callbacks": [in_flight]})
    assert len(results) == 200
    for index, result in enumerate(results):
        check_conversation(result, index)
    assert len({r.metadata["thread_id"] for r in results}) == 200
    assert len({r.metadata["app_thread_id"] for r in results}) == 200
    assert 1 < in_flight.most <= 32
    assert in_flight.now == 0


def test_sync_batch_runs_in_threads_with_a_bound():
    agent = create_agent(ScriptedChatModel(respond=support_brain, delay=0.002), tools=[lookup_order])
    sim = ConversationSimulator(user=customer, app=agent, max_turns=TURNS)
    in_flight = InFlight()
    results = sim.simulate_batch(
        [f"customer-{i:03d}" for i in range(24)], max_concurrency=4, config={"callbacks": [in_flight]}
    )
    for index, result in enumerate(results):
        check_conversation(result, index)
    assert 1 < in_flight.most <= 4


def test_repetitions_and_dict_entries():
    sim = ConversationSimulator(
        user=["a", "b"], app=lambda t: f"re: {t.last_user_message().content}", max_turns=2
    )
    results = sim.simulate_batch(
        ["first", {"scenario": "second", "initial_message": "opening"}], repetitions=2, max_concurrency=2
    )
    assert [r.scenario for r in results] == ["first", "first", "second", "second"]
    assert [m.content for m in results[0].user_messages()] == ["a", "b"]
    assert [m.content for m in results[2].user_messages()] == ["opening", "a"]
    assert len({r.metadata["thread_id"] for r in results}) == 4


def test_no_entries_runs_the_simulators_own_scenario():
    sim = ConversationSimulator(user=["a"], app=lambda t: "x", scenario="default", max_turns=1)
    results = sim.simulate_batch(repetitions=3)
    assert [r.scenario for r in results] == ["default"] * 3


def test_progress_counter_on_stderr_when_tqdm_is_absent(capsys):
    sim = ConversationSimulator(user=["a"], app=lambda t: "x", max_turns=1)
    sim.simulate_batch(["s"] * 5, progress=True)
    err = capsys.readouterr().err
    assert "simulating" in err
    assert "5/5" in err


def test_no_progress_output_by_default(capsys):
    ConversationSimulator(user=["a"], app=lambda t: "x", max_turns=1).simulate_batch(["s"] * 3)
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize(
    ("conversations", "kwargs", "needle"),
    [
        ([3], {}, "conversation 0: expected a scenario string"),
        (["ok", {"scenaro": "x"}], {}, r"conversation 1: unknown key\(s\) \['scenaro'\]"),
        (["ok", {"scenario": 5}], {}, "conversation 1: 'scenario' must be a string"),
        ([{"initial_message": " "}], {}, "conversation 0: 'initial_message' must not be blank"),
        ([{"thread_id": ""}], {}, "conversation 0: 'thread_id' must be a non-blank string"),
        ([{"thread_id": "t"}], {"repetitions": 2}, "cannot be repeated"),
        (["s"], {"repetitions": 0}, "repetitions"),
        (["s"], {"max_concurrency": 0}, "max_concurrency"),
        ("one scenario", {}, "not a single one"),
    ],
)
def test_bad_batch_entries_fail_before_anything_runs(conversations, kwargs, needle):
    ran: list[int] = []
    sim = ConversationSimulator(user=["a"], app=lambda t: ran.append(1) or "x", max_turns=1)
    with pytest.raises(ValueError, match=needle):
        sim.simulate_batch(conversations, **kwargs)
    assert ran == []


def test_an_erroring_conversation_does_not_disturb_the_others():
    def app(trajectory: Trajectory) -> str:
        if trajectory.scenario == "bad":
            raise RuntimeError("boom")
        return "fine"

    sim = ConversationSimulator(user=["a", "b"], app=app, max_turns=2)
    results = sim.simulate_batch(["good", "bad", "good"], max_concurrency=3)
    assert [r.metadata["termination"] for r in results] == ["max_turns", "error", "max_turns"]
    assert results[1].metadata["error"] == "RuntimeError('boom')"
    assert [m.content for m in results[1].messages] == ["a"]


def test_each_conversation_gets_its_own_message_ids():
    sim = ConversationSimulator(user=customer, app=lambda t: "ok", max_turns=1)
    results = sim.simulate_batch([f"customer-{i:03d}" for i in range(10)], max_concurrency=10)
    ids = [r.messages[0].metadata["id"] for r in results]
    assert len(set(ids)) == 10
    assert all(r.messages[0].content.startswith(r.scenario) for r in results)


def test_a_conversation_with_a_fixed_app_thread_cannot_be_repeated() -> None:
    simulator = ConversationSimulator(user=["a", "b"], app=lambda t: "ok", max_turns=2)
    with pytest.raises(ValueError, match="fixed 'app_thread_id' cannot be repeated"):
        simulator.simulate_batch([{"app_thread_id": "shared"}], repetitions=3)
