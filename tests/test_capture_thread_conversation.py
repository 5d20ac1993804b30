"""A multi-turn conversation kept on one thread is one trajectory: ``recorder.trajectory_for_thread(thread_id)``
joins the turns with every call's timings, node and agent, as each turn's own trajectory has them, across
architectures (one agent, a supervisor and its worker), checkpointers and tracing off and on."""

from __future__ import annotations

from typing import Any

import pytest
from _tracing import tracing_mode
from langchain.agents import create_agent
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph_supervisor import create_supervisor

from langchain_trajectory import TrajectoryRecorder
from langchain_trajectory.capture import graph_trajectory_from_thread
from langchain_trajectory.testing import ScriptedChatModel

QUESTIONS = ("Is INV-1 paid?", "And INV-2?", "And INV-3?")


def _invoice_tool(log: list[str]) -> Any:
    @tool
    def lookup_invoice(invoice: str) -> str:
        """Look up an invoice."""
        log.append(invoice)
        return f"{invoice}: paid"

    return lookup_invoice


def _asked(messages: list[Any]) -> int:
    return sum(1 for m in messages if m.type == "human")


def _worker(messages: list[Any]) -> AIMessage:
    last = messages[-1]
    if last.type == "tool" and last.name == "lookup_invoice":
        return AIMessage(f"Done: {last.content}")
    n = _asked(messages)
    return AIMessage("", tool_calls=[{"name": "lookup_invoice", "args": {"invoice": f"INV-{n}"}, "id": f"c{n}"}])


def _supervisor(messages: list[Any]) -> AIMessage:
    if messages[-1].type == "human":
        n = _asked(messages)
        return AIMessage("", tool_calls=[{"name": "transfer_to_billing", "args": {}, "id": f"t{n}"}])
    return AIMessage("The billing team answered.")


def _one_agent(tools: list[Any], checkpointer: Any) -> Any:
    return create_agent(ScriptedChatModel(respond=_worker), tools, name="billing", checkpointer=checkpointer)


def _supervised(tools: list[Any], checkpointer: Any) -> Any:
    billing = create_agent(ScriptedChatModel(respond=_worker), tools, name="billing")
    return create_supervisor(
        [billing], model=ScriptedChatModel(respond=_supervisor), supervisor_name="desk"
    ).compile(checkpointer=checkpointer)


@pytest.fixture(scope="module")
def sqlite_saver():
    with SqliteSaver.from_conn_string(":memory:") as saver:
        yield saver


@pytest.mark.parametrize("tracing", ["off", "on"])
@pytest.mark.parametrize("memory", ["in_memory", "sqlite"])
@pytest.mark.parametrize("architecture", ["one_agent", "supervisor"])
def test_a_three_turn_thread_is_one_trajectory_with_timings_nodes_and_agents(
    architecture, memory, tracing, sqlite_saver
):
    log: list[str] = []
    saver = InMemorySaver() if memory == "in_memory" else sqlite_saver
    build = _one_agent if architecture == "one_agent" else _supervised
    app = build([_invoice_tool(log)], saver)
    recorder = TrajectoryRecorder()
    thread = f"customer-{architecture}-{memory}-{tracing}"
    config = {"configurable": {"thread_id": thread}, "callbacks": [recorder]}
    with tracing_mode(tracing):
        for question in QUESTIONS:
            app.invoke({"messages": [("user", question)]}, config)

    conversation = recorder.trajectory_for_thread(thread)
    assert [m.content for m in conversation.user_messages()] == list(QUESTIONS)
    lookups = [c for c in conversation.tool_calls() if c.name == "lookup_invoice"]
    assert [c.args["invoice"] for c in lookups] == log == ["INV-1", "INV-2", "INV-3"]
    assert [len([c for c in turn if c.name == "lookup_invoice"]) for turn in conversation.tool_calls_by_exchange()] == [1, 1, 1]
    for call in lookups:
        assert call.metadata["agent"] == "billing" and call.metadata["node"] == "tools"
        assert call.metadata["duration_ms"] >= 0 and call.metadata["end_time"] >= call.metadata["start_time"]
    # steps continue across the turns (a supervisor's hand-back, written by its node, is no step)
    steps = [c.step for c in conversation.tool_calls() if not c.metadata.get("synthetic")]
    assert steps == sorted(steps) and len(set(steps)) == len(steps)
    assert all(c.step is None for c in conversation.tool_calls() if c.metadata.get("synthetic"))
    assert conversation.metadata["thread_id"] == thread and len(conversation.metadata["root_run_ids"]) == 3
    # Each turn's own trajectory says the same of every call, step aside.
    per_turn = [recorder.get(run_id) for run_id in conversation.metadata["root_run_ids"]]
    singles = [c for turn in per_turn for c in turn.tool_calls()]
    assert [(c.name, dict(c.args), dict(c.metadata)) for c in conversation.tool_calls()] == [
        (c.name, dict(c.args), dict(c.metadata)) for c in singles
    ]
    if architecture == "supervisor":
        assert {c.metadata["agent"] for c in conversation.tool_calls() if c.name.startswith("transfer_to")} == {"desk"}


def test_graph_trajectory_from_thread_is_the_node_path_not_the_conversation():
    app = _one_agent([_invoice_tool([])], InMemorySaver())
    config = {"configurable": {"thread_id": "t"}}
    app.invoke({"messages": [("user", QUESTIONS[0])]}, config)
    graph = graph_trajectory_from_thread(app, config)
    assert "tools" in [node for step in graph.steps() for node in step]
