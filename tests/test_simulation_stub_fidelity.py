"""Stubs that behave like the tools they replace, on real tools: an answered error stays an error, a raised one is
raised again (the app fails, or its ToolNode reports it, as it did), injected arguments (``InjectedState``,
``ToolRuntime``) are never part of a cassette's key, ``return_direct`` is kept; the same results through
``stubs.tools()`` and the ``create_agent`` middleware, recorded through one and replayed through the other, for a
top-level agent and an agent nested in a supervisor."""

from __future__ import annotations

from typing import Annotated, Any

import pytest
from langchain.agents import create_agent
from langchain.tools import ToolRuntime
from langchain_core.messages import AIMessage
from langchain_core.tools import ToolException, tool
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import InjectedState, ToolNode, tools_condition
from langgraph_supervisor import create_supervisor

from langchain_trajectory import TrajectoryRecorder
from langchain_trajectory.simulation import ToolCassette, ToolStubs
from langchain_trajectory.testing import ScriptedChatModel, tool_call

RAN: list[str] = []


@tool
def refuse(reason: str) -> str:
    """Fails with an error the tool answers with itself."""
    RAN.append("refuse")
    raise ToolException(f"refused: {reason}")


refuse.handle_tool_error = True


@tool
def explode(reason: str) -> str:
    """Raises."""
    RAN.append("explode")
    raise ValueError(f"exploded: {reason}")


@tool
def count(q: str, state: Annotated[dict, InjectedState]) -> str:
    """Reads the graph state (injected)."""
    RAN.append("count")
    return f"{q}: {len(state['messages'])} messages"


@tool
def whoami(q: str, runtime: ToolRuntime) -> str:
    """Reads the tool runtime (injected)."""
    RAN.append("whoami")
    return f"{q}: {runtime.tool_call_id}"


@tool(return_direct=True)
def final(q: str) -> str:
    """Answers the user directly."""
    RAN.append("final")
    return f"final {q}"


TOOLS = [refuse, explode, count, whoami, final]
BATCH = [
    tool_call("refuse", {"reason": "s"}, "c1"),
    tool_call("count", {"q": "n"}, "c2"),
    tool_call("whoami", {"q": "w"}, "c3"),
]


def model(with_explode: bool) -> ScriptedChatModel:
    first = [tool_call("explode", {"reason": "r"}, "c0")] if with_explode else BATCH
    return ScriptedChatModel(
        replies=[AIMessage("", tool_calls=first), AIMessage("", tool_calls=[tool_call("final", {"q": "z"}, "c5")]), "model again"]
    )


def agent_route(stubs: ToolStubs | None, with_explode: bool = False) -> Any:
    return create_agent(model(with_explode), TOOLS, middleware=[stubs.middleware()] if stubs else [], name="worker")


def tools_route(stubs: ToolStubs | None, with_explode: bool = False) -> Any:
    tools = stubs.tools(TOOLS) if stubs else TOOLS
    brain = model(with_explode)
    builder = StateGraph(MessagesState)
    builder.add_node("agent", lambda state: {"messages": [brain.invoke(state["messages"])]})
    builder.add_node("tools", ToolNode(tools, handle_tool_errors=True))
    builder.add_edge(START, "agent")
    builder.add_conditional_edges("agent", tools_condition)
    builder.add_edge("tools", "agent")
    return builder.compile(name="worker")


ROUTES = {"middleware": agent_route, "stub-tools": tools_route}


def nested_route(route: str, stubs: ToolStubs | None) -> Any:
    """The worker of a supervisor (its calls never reach the supervisor's messages)."""
    supervisor = ScriptedChatModel(
        replies=[AIMessage("", tool_calls=[tool_call("transfer_to_worker", {}, "s1")]), "supervised"]
    )
    return create_supervisor([ROUTES[route](stubs)], model=supervisor).compile()


def run(app: Any) -> tuple[list[tuple[Any, ...]], str]:
    recorder = TrajectoryRecorder()
    try:
        state = app.invoke({"messages": [("user", "go")]}, {"callbacks": [recorder]})
        outcome = str(state["messages"][-1].content)
    except Exception as exc:  # a replayed raised error is a RecordedToolError with the original's repr
        outcome = f"raised {exc!r}"
    calls = [(c.name, c.args, c.result, c.error) for c in recorder.trajectory.tool_calls() if c.name in {t.name for t in TOOLS}]
    return calls, outcome


@pytest.mark.parametrize("replayed_by", list(ROUTES))
@pytest.mark.parametrize("recorded_by", list(ROUTES))
def test_a_cassette_replays_what_the_real_tools_did_through_either_route(recorded_by: str, replayed_by: str) -> None:
    RAN.clear()
    real = run(ROUTES[replayed_by](None))
    RAN.clear()
    recording = ToolStubs(record=True)
    assert run(ROUTES[recorded_by](recording)) == run(ROUTES[recorded_by](None))
    entries = {e["tool"]: e for e in recording.cassette.entries}
    assert entries["refuse"]["error"] == "refused: s" and entries["refuse"]["result"] is None
    assert entries["count"]["args"] == {"q": "n"} and entries["whoami"]["args"] == {"q": "w"}  # nothing injected
    RAN.clear()
    replay = ToolStubs(cassette=ToolCassette(recording.cassette.entries))
    assert run(ROUTES[replayed_by](replay)) == real
    assert RAN == []  # nothing real ran on replay


@pytest.mark.parametrize("route", list(ROUTES))
def test_a_raised_error_is_recorded_as_raised_and_raised_again(route: str) -> None:
    real = run(ROUTES[route](None, with_explode=True))
    recording = ToolStubs(record=True)
    assert run(ROUTES[route](recording, with_explode=True)) == real
    entry = next(e for e in recording.cassette.entries if e["tool"] == "explode")
    assert (entry["error"], entry["raised"]) == ("ValueError('exploded: r')", True)
    RAN.clear()
    replayed = run(ROUTES[route](ToolStubs(cassette=recording.cassette), with_explode=True))
    assert replayed == real and RAN == []


def test_return_direct_and_the_other_attributes_are_kept() -> None:
    (stub,) = ToolStubs({"final": "x"}).tools([final])
    assert (stub.name, stub.return_direct, stub.description, stub.response_format) == (
        "final",
        True,
        final.description,
        "content",
    )
    (stub,) = ToolStubs({"count": "x"}).tools([count])
    assert set(stub.tool_call_schema.model_fields) == {"q"}  # the model is shown what it was shown before


@pytest.mark.parametrize("route", list(ROUTES))
def test_a_nested_agents_tools_are_stubbed_alike(route: str) -> None:
    RAN.clear()
    real = run(nested_route(route, None))
    assert [c[0] for c in real[0]] == ["refuse", "count", "whoami", "final"]
    recording = ToolStubs(record=True)
    assert run(nested_route(route, recording)) == real
    RAN.clear()
    assert run(nested_route(route, ToolStubs(cassette=recording.cassette))) == real
    assert RAN == []
