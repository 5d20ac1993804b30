"""Graphs served by the test suite's `langgraph dev` server (loaded by the server by file path, so this module
imports only installed packages). The server gives each graph its own checkpointer and threads."""

from __future__ import annotations

import operator
from typing import Annotated, Any

from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.graph import END, START, StateGraph
from langgraph.types import interrupt
from typing_extensions import TypedDict

from langchain_trajectory.simulation import ConversationSimulator, ScriptedUser
from langchain_trajectory.testing import ScriptedChatModel, tool_call


@tool
def get_weather(city: str) -> str:
    """Current weather in a city."""
    return f"18C in {city}"


@tool
def book_hotel(hotel: str, nights: int) -> str:
    """Book a hotel for some nights."""
    return f"Booked {hotel} for {nights} nights"


def _brain(messages: list[BaseMessage]) -> AIMessage:
    humans = [m for m in messages if isinstance(m, HumanMessage)]
    last = messages[-1]
    if isinstance(last, ToolMessage):
        return AIMessage(f"Done: {last.content}")
    text = str(humans[-1].content)
    n = len(humans)
    if "book" in text:
        return AIMessage("", tool_calls=[tool_call("book_hotel", {"hotel": "Ritz", "nights": 2}, id=f"b{n}")])
    if "weather" in text:
        return AIMessage("", tool_calls=[tool_call("get_weather", {"city": "Paris"}, id=f"w{n}")])
    return AIMessage(f"You said {n} things.")


def _agent(*, hitl: bool) -> object:
    middleware = [HumanInTheLoopMiddleware(interrupt_on={"book_hotel": True})] if hitl else []
    return create_agent(
        ScriptedChatModel(respond=_brain), tools=[get_weather, book_hotel], middleware=middleware
    )


travel = _agent(hitl=False)
"""A travel agent: weather and hotel tools."""

travel_hitl = _agent(hitl=True)
"""The same agent, asking for approval before booking."""

simulator = ConversationSimulator(
    user=ScriptedUser(["what's the weather?", "book a hotel", "thanks"]), app=_agent(hitl=False), max_turns=3
).graph
"""The simulator graph itself, served: each server run is one simulated conversation."""


class ApprovalState(TypedDict):
    log: Annotated[list, operator.add]


def _review(state: ApprovalState) -> dict[str, Any]:
    answer = interrupt({"question": "approve the plan?"})
    return {"log": [f"review:{answer}"]}


def approval_app(checkpointer: Any = None) -> Any:
    """prepare, then fetch_a and fetch_b in parallel, then the subgraph ``approval`` (plan, then review, which
    interrupts), then act."""
    sub = StateGraph(ApprovalState)
    sub.add_node("plan", lambda s: {"log": ["plan"]})
    sub.add_node("review", _review)
    sub.add_edge(START, "plan")
    sub.add_edge("plan", "review")
    sub.add_edge("review", END)
    graph = StateGraph(ApprovalState)
    graph.add_node("prepare", lambda s: {"log": ["prepare"]})
    graph.add_node("fetch_a", lambda s: {"log": ["a"]})
    graph.add_node("fetch_b", lambda s: {"log": ["b"]})
    graph.add_node("approval", sub.compile())
    graph.add_node("act", lambda s: {"log": ["act"]})
    graph.add_edge(START, "prepare")
    graph.add_edge("prepare", "fetch_a")
    graph.add_edge("prepare", "fetch_b")
    # Two edges, not a join (add_edge([...], "approval")): LangGraph Server 0.16 reports no pending task after a
    # join, so a thread interrupted there would read as finished (see capture/graph.py).
    graph.add_edge("fetch_a", "approval")
    graph.add_edge("fetch_b", "approval")
    graph.add_edge("approval", "act")
    graph.add_edge("act", END)
    return graph.compile(checkpointer=checkpointer)


approval = approval_app()
"""A graph with parallel nodes and a subgraph whose node interrupts (graph-trajectory tests)."""
