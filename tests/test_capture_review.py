"""Human review as data: a call paused by ``interrupt()`` / ``HumanInTheLoopMiddleware`` is ``pending``, then
``approved`` / ``edited`` (the model's and the executed arguments both kept) / ``rejected`` / ``responded`` (with
the reviewer's message) / ``resumed``; the pause and the resume of one ``thread_id`` are one trajectory with
continuous steps; ``Trajectory.from_messages`` says what the messages carry (edits and rejections). Tracing off
and on."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from _capture_agents import add
from _langsmith_loopback import MODES, LoopbackLangSmith, tracing
from _three_sources import per_agent_model, run_three_ways
from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.types import Command, interrupt

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.reading import TrajectoryInputError
from langchain_trajectory.testing import tool_call
from langchain_trajectory.trajectory import Trajectory

CALLS = [
    tool_call("add", {"a": 1, "b": 2}, "c1"),
    tool_call("add", {"a": 5, "b": 5}, "c2"),
    tool_call("add", {"a": 7, "b": 7}, "c3"),
    tool_call("add", {"a": 9, "b": 9}, "c4"),
]
EDIT = {"type": "edit", "edited_action": {"name": "add", "args": {"a": 10, "b": 20}}}
REJECT = {"type": "reject", "message": "no thanks"}
RESPOND = {"type": "respond", "message": "it is 42"}
APPROVE = {"type": "approve"}
DECISIONS = [EDIT, REJECT, APPROVE, RESPOND]


def hitl_agent(mode: str) -> Any:
    return create_agent(
        per_agent_model("ops", [CALLS], final="ops done"),
        [add],
        name="ops",
        middleware=[HumanInTheLoopMiddleware(interrupt_on={"add": True}, interrupt_mode=mode)],  # type: ignore[arg-type]
        checkpointer=InMemorySaver(),
    )


AGENTS = {mode: hitl_agent(mode) for mode in ("batched", "per_call")}


@pytest.fixture(scope="module")
def server() -> Iterator[LoopbackLangSmith]:
    with LoopbackLangSmith() as srv:
        yield srv


def review_of(trajectory: Trajectory) -> list[tuple[Any, ...]]:
    out = []
    for c in trajectory.tool_calls():
        review = c.metadata.get("review") or {}
        out.append(
            (
                c.id,
                c.args,
                c.result,
                c.error,
                c.step,
                review.get("status"),
                review.get("executed_args"),
                review.get("message"),
            )
        )
    return out


@pytest.mark.parametrize("tracing_mode", MODES)
@pytest.mark.parametrize("hitl_mode", ["batched", "per_call"])
def test_hitl_pending_then_edited_rejected_approved_responded(
    hitl_mode: str, tracing_mode: str, server: LoopbackLangSmith
) -> None:
    agent = AGENTS[hitl_mode]
    thread = f"hitl-{hitl_mode}-{tracing_mode}"
    config = {"configurable": {"thread_id": thread}}
    paused = run_three_ways(
        agent, {"messages": [{"role": "user", "content": "do sums"}]}, tracing_mode, server, config
    )
    recorder = paused.recorder

    # Paused: every gated call pending, nothing ran, the trajectory says it waits.
    pending = paused.recorded
    assert pending.metadata["paused"] is True
    assert [r[5] for r in review_of(pending)] == ["pending"] * 4
    assert [(r[2], r[3]) for r in review_of(pending)] == [(None, None)] * 4
    interrupts = paused.state["__interrupt__"]
    assert {i["id"] for i in pending.metadata["interrupts"]} == {i.id for i in interrupts}
    if paused.run_tree is not None:  # the run tree of the paused run knows the same
        assert [r[5] for r in review_of(paused.run_tree)] == ["pending"] * 4

    if hitl_mode == "batched":
        resume: Any = {"decisions": DECISIONS}
    else:  # one interrupt per call, answered by id (their values name the call)
        by_call = {i.value["tool_call_id"]: i.id for i in interrupts}
        resume = {by_call[c["id"]]: d for c, d in zip(CALLS, DECISIONS, strict=True)}
    with tracing(tracing_mode, server) as extra:
        final = agent.invoke(Command(resume=resume), {**config, "callbacks": [recorder, *extra]})
    assert final["messages"][-1].content == "ops done"

    thread_view = recorder.trajectory_for_thread(thread)
    expected = [
        ("c1", {"a": 1, "b": 2}, "30", None, 0, "edited", {"a": 10, "b": 20}, None),
        (
            "c2",
            {"a": 5, "b": 5},
            None,
            "User rejected the tool call for `add` with reason: no thanks",
            0,
            "rejected",
            None,
            "no thanks",
        ),
        ("c3", {"a": 7, "b": 7}, "14", None, 0, "approved", None, None),
        ("c4", {"a": 9, "b": 9}, "it is 42", None, 0, "responded", None, "it is 42"),
    ]
    assert review_of(thread_view) == expected
    assert "paused" not in thread_view.metadata
    assert thread_view.metadata["thread_id"] == thread
    assert len(thread_view.metadata["root_run_ids"]) == 2
    assert [(m.role, m.content) for m in thread_view.messages] == [
        ("user", "do sums"),
        ("assistant", "ops step 0"),
        ("assistant", "ops done"),
    ]
    assert thread_view.assistant_messages()[1].metadata["source"] == "model"
    for call in thread_view.tool_calls():
        assert call.metadata["review"]["interrupt_id"] in {i.id for i in interrupts}
    assert Trajectory.from_json(thread_view.to_json()) == thread_view

    # The final state's messages carry the edit (notice) and the rejection / answer (decision marks).
    from_state = review_of(Trajectory.from_messages(final))
    assert [r[:5] for r in from_state] == [r[:5] for r in expected]
    assert [r[5:] for r in from_state] == [
        ("edited", {"a": 10, "b": 20}, None),
        ("rejected", None, "no thanks"),
        (None, None, None),  # an approval leaves no mark in the messages
        ("responded", None, "it is 42"),
    ]


@tool
def transfer_money(amount: int) -> str:
    """Transfer money once a human confirms."""
    answer = interrupt({"question": f"transfer {amount}?"})
    return f"transferred {amount}" if answer == "yes" else f"cancelled: {answer}"


BANK = create_agent(
    per_agent_model(
        "bank",
        [[tool_call("transfer_money", {"amount": 5}, "t1")], [tool_call("add", {"a": 1, "b": 1}, "a1")]],
        final="bank done",
    ),
    [transfer_money, add],
    name="bank",
    checkpointer=InMemorySaver(),
)


@pytest.mark.parametrize("tracing_mode", MODES)
def test_an_interrupt_inside_a_tool_is_pending_then_resumed(
    tracing_mode: str, server: LoopbackLangSmith
) -> None:
    thread = f"bank-{tracing_mode}"
    config = {"configurable": {"thread_id": thread}}
    paused = run_three_ways(
        BANK, {"messages": [{"role": "user", "content": "pay"}]}, tracing_mode, server, config
    )
    (call,) = paused.recorded.tool_calls()
    assert (call.result, call.error, call.step) == (None, None, 0)  # paused, not failed
    assert call.metadata["review"] == {
        "status": "pending",
        "interrupt_id": paused.state["__interrupt__"][0].id,
        "request": {"question": "transfer 5?"},
    }
    if paused.run_tree is not None:
        (tree_call,) = paused.run_tree.tool_calls()
        assert tree_call.metadata["review"] == call.metadata["review"]

    recorder = paused.recorder
    with tracing(tracing_mode, server) as extra:
        BANK.invoke(Command(resume="yes"), {**config, "callbacks": [recorder, *extra]})
    thread_view = recorder.trajectory_for_thread(thread)
    calls = thread_view.tool_calls()
    assert [(c.id, c.result, c.error, c.step) for c in calls] == [
        ("t1", "transferred 5", None, 0),
        ("a1", "2", None, 1),
    ]
    assert calls[0].metadata["review"]["status"] == "resumed"
    assert calls[0].metadata["review"]["resume"] == "yes"
    assert "attempts" not in calls[0].metadata  # the paused attempt is not a retry
    assert "review" not in calls[1].metadata
    # The resumed run alone: its calls still have steps (the step of the model turn they answer is unknown there).
    resumed_only = recorder.last
    assert [c.name for c in resumed_only.tool_calls()] == ["transfer_money", "add"]
    assert all(c.step is not None for c in resumed_only.tool_calls()[1:])


def test_an_interrupt_in_a_node_is_listed_on_the_thread() -> None:
    """An interrupt no call is waiting for (a node asking the user) is kept in ``metadata["interrupts"]``."""

    def ask(state: MessagesState) -> dict[str, Any]:
        answer = interrupt("what is your name?")
        return {"messages": [AIMessage(content=f"hello {answer}")]}

    builder = StateGraph(MessagesState)
    builder.add_node("ask", ask)
    builder.add_edge(START, "ask")
    builder.add_edge("ask", END)
    graph = builder.compile(checkpointer=InMemorySaver())
    recorder = TrajectoryRecorder()
    config = {"configurable": {"thread_id": "node-ask"}, "callbacks": [recorder]}
    graph.invoke({"messages": [("user", "hi")]}, config)
    paused = recorder.trajectory_for_thread("node-ask")
    (item,) = paused.metadata["interrupts"]
    assert (item["value"], item["node"], item["call_ids"], item["resumed"]) == (
        "what is your name?",
        "ask",
        [],
        False,
    )
    assert paused.metadata["paused"] is True
    graph.invoke(Command(resume="Ada"), config)
    done = recorder.trajectory_for_thread("node-ask")
    assert done.metadata["interrupts"][0]["resumed"] is True
    assert "paused" not in done.metadata
    assert [(m.role, m.content, m.metadata.get("source")) for m in done.messages] == [
        ("user", "hi", None),
        ("assistant", "hello Ada", "node"),
    ]


def test_turns_of_one_thread_are_one_trajectory_with_continuous_steps() -> None:
    agent = create_agent(
        per_agent_model("chat", [[tool_call("add", {"a": 1, "b": 1})]], final="ok"),
        [add],
        name="chat",
        checkpointer=InMemorySaver(),
    )
    recorder = TrajectoryRecorder()
    config = {"configurable": {"thread_id": "chat-1"}, "callbacks": [recorder]}
    agent.invoke({"messages": [("user", "first")]}, config)
    agent.invoke({"messages": [("user", "second")]}, config)
    view = recorder.trajectory_for_thread("chat-1")
    assert [(m.role, m.content) for m in view.messages] == [
        ("user", "first"),
        ("assistant", "chat step 0"),
        ("assistant", "ok"),
        ("user", "second"),
        ("assistant", "chat step 0"),
        ("assistant", "ok"),
    ]
    assert [c.step for c in view.tool_calls()] == [0, 2]
    assert len(recorder.trajectories) == 2


def test_an_unknown_thread_is_an_error() -> None:
    with pytest.raises(TrajectoryInputError, match="no run of thread 'nope'"):
        TrajectoryRecorder().trajectory_for_thread("nope")
