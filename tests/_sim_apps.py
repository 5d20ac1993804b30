"""Small real applications the simulation tests run against: LangGraph graphs and create_agent agents driven
by scripted chat models (the only stand-ins), with real tools, middleware and checkpointers."""

from __future__ import annotations

from typing import Any

from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition

from langchain_trajectory.testing import ScriptedChatModel, tool_call

STEPS = 10


@tool
def step(i: int) -> str:
    """Do step i of a task."""
    return f"step {i} done"


def since_last_user(messages: list[BaseMessage]) -> list[BaseMessage]:
    for index in range(len(messages) - 1, -1, -1):
        if isinstance(messages[index], HumanMessage):
            return messages[index + 1 :]
    return list(messages)


def stepping_brain(steps: int = STEPS) -> Any:
    """A model that calls ``step`` ``steps`` times in sequence (one call per model turn), then answers."""

    def respond(messages: list[BaseMessage]) -> AIMessage:
        done = sum(1 for m in since_last_user(messages) if isinstance(m, ToolMessage))
        if done < steps:
            return AIMessage("", tool_calls=[tool_call("step", {"i": done})])
        return AIMessage(f"finished {done} steps")

    return respond


def stepping_graph(steps: int = STEPS, checkpointer: Any = None) -> Any:
    """A handwritten agent loop (model node, ToolNode, tools_condition): 2 graph steps per tool call."""
    model = ScriptedChatModel(respond=stepping_brain(steps))
    builder = StateGraph(MessagesState)
    builder.add_node("agent", lambda state: {"messages": [model.invoke(state["messages"])]})
    builder.add_node("tools", ToolNode([step]))
    builder.add_edge(START, "agent")
    builder.add_conditional_edges("agent", tools_condition)
    builder.add_edge("tools", "agent")
    return builder.compile(checkpointer=checkpointer)


def stepping_agent(steps: int = STEPS, checkpointer: Any = None) -> Any:
    return create_agent(
        ScriptedChatModel(respond=stepping_brain(steps)), tools=[step], checkpointer=checkpointer
    )


@tool
def book_hotel(hotel: str, nights: int) -> str:
    """Book a hotel for some nights."""
    return f"Booked {hotel} for {nights} nights"


@tool
def get_weather(city: str) -> str:
    """Current weather in a city."""
    return f"18C in {city}"


def booking_brain(messages: list[BaseMessage]) -> AIMessage:
    """Books when asked (a gated tool), checks the weather otherwise, and reports the tool's answer."""
    turn = since_last_user(messages)
    if turn and isinstance(turn[-1], ToolMessage):
        last = turn[-1]
        if last.status == "error":
            return AIMessage(f"Not booked: {last.content}")
        return AIMessage(f"Done: {last.content}")
    text = str([m for m in messages if isinstance(m, HumanMessage)][-1].content)
    n = sum(1 for m in messages if isinstance(m, HumanMessage))
    if "book" in text:
        return AIMessage(
            "Booking it.",
            tool_calls=[tool_call("book_hotel", {"hotel": "Ritz", "nights": 5}, id=f"book-{n}")],
        )
    if "weather" in text:
        return AIMessage("", tool_calls=[tool_call("get_weather", {"city": "Paris"}, id=f"w-{n}")])
    return AIMessage("Anything else?")


def hitl_agent(checkpointer: Any, *, mode: str = "batched") -> Any:
    return create_agent(
        ScriptedChatModel(respond=booking_brain),
        tools=[book_hotel, get_weather],
        middleware=[HumanInTheLoopMiddleware(interrupt_on={"book_hotel": True}, interrupt_mode=mode)],  # type: ignore[arg-type]
        checkpointer=checkpointer,
    )
