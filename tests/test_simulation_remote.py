"""Remote apps on a real `langgraph dev` server (started once per session by the ``langgraph_server``
fixture, on a free loopback port): each conversation on its own server thread, per-turn tool calls and the
final state read from the thread, interrupts answered on the thread, and the simulator graph itself served."""

from __future__ import annotations

from typing import Any

import pytest
from _tracing import tracing_mode
from langgraph.pregel.remote import RemoteGraph
from langgraph_sdk import get_sync_client

from langchain_trajectory.simulation import ConversationSimulator, RemoteApplication
from langchain_trajectory.simulation.applications import server_thread_id

SCRIPT = ["what's the weather?", "book a hotel", "thanks"]
EXPECTED = [
    [("get_weather", {"city": "Paris"}, "18C in Paris")],
    [("book_hotel", {"hotel": "Ritz", "nights": 2}, "Booked Ritz for 2 nights")],
    [],
]


def by_turn(result: Any) -> list[list[tuple[str, dict[str, Any], Any]]]:
    return [[(c.name, c.args, c.result) for c in turn] for turn in result.tool_calls_by_turn()]


@pytest.mark.parametrize("mode", ["off", "on"], ids=["tracing-off", "tracing-on"])
async def test_a_remote_graph_app(langgraph_server: Any, mode: str) -> None:
    with tracing_mode(mode):
        sim = ConversationSimulator(
            user=SCRIPT, app=RemoteGraph("travel", url=langgraph_server.url), max_turns=3
        )
        results = [
            sim.simulate(),
            await sim.asimulate(),
            *sim.simulate_batch(repetitions=2, max_concurrency=2),
        ]
    client = get_sync_client(url=langgraph_server.url)
    threads = set()
    for result in results:
        assert result.metadata["termination"] == "max_turns", result.metadata.get("error")
        assert by_turn(result) == EXPECTED
        assert result.assistant_messages()[2].content == "You said 3 things."
        # The final state is the server thread's, and each conversation had a thread of its own.
        thread_id = server_thread_id(result.metadata["app_thread_id"])
        threads.add(thread_id)
        server_state = client.threads.get_state(thread_id)["values"]
        assert result.metadata["state"]["messages"] == server_state["messages"]
        assert [m["type"] for m in server_state["messages"]].count("human") == 3
    assert len(threads) == len(results)


@pytest.mark.parametrize("reviewer", [None, "approve", "reject"])
def test_remote_interrupts_are_answered_on_the_thread(langgraph_server: Any, reviewer: str | None) -> None:
    app = RemoteApplication(url=langgraph_server.url, assistant_id="travel_hitl")
    result = ConversationSimulator(user=SCRIPT, app=app, max_turns=3, reviewer=reviewer).simulate()
    state = get_sync_client(url=langgraph_server.url).threads.get_state(
        server_thread_id(result.metadata["app_thread_id"])
    )
    if reviewer is None:
        assert result.metadata["termination"] == "interrupted"
        assert result.metadata["interrupts"][0]["value"]["action_requests"][0]["name"] == "book_hotel"
        assert state["interrupts"] or any(t.get("interrupts") for t in state["tasks"])
        return
    assert result.metadata["termination"] == "max_turns", result.metadata.get("error")
    (call,) = result.tool_calls_by_turn()[1]
    assert (call.result is not None) == (reviewer == "approve")
    assert result.assistant_messages()[1].metadata["reviews"][0]["response"] == {
        "decisions": [{"type": reviewer}]
    }
    answered = {m["tool_call_id"] for m in state["values"]["messages"] if m["type"] == "tool"}
    calls = [c["id"] for m in state["values"]["messages"] if m["type"] == "ai" for c in m["tool_calls"]]
    assert set(calls) <= answered  # no unanswered tool call left on the server thread


def test_the_simulator_graph_served_by_langgraph_server(langgraph_server: Any) -> None:
    """The simulator graph itself runs as server runs (one thread per conversation), batches included."""
    local = ConversationSimulator(user=SCRIPT, app=lambda t: "x", max_turns=3)
    simulator = RemoteGraph("simulator", url=langgraph_server.url)
    inputs = [dict(local.initial_state(scenario=f"conversation {i}")) for i in range(3)]
    outputs = simulator.batch(inputs)
    for i, output in enumerate(outputs):
        assert output["termination"] == "max_turns"
        assert output["scenario"] == f"conversation {i}"
        assert [m["content"] for m in output["messages"] if m["role"] == "user"] == SCRIPT
        calls = [[c["name"] for c in m["tool_calls"]] for m in output["messages"] if m["role"] == "assistant"]
        assert calls == [["get_weather"], ["book_hotel"], []]
