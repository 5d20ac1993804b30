"""The demo's travel agent: a real ``create_agent`` graph with real tools over an in-memory table, driven by
a scripted chat model whose policy reads the conversation, so it runs offline and deterministically."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import ToolException, tool
from langgraph.checkpoint.base import BaseCheckpointSaver

from langchain_trajectory.testing import ScriptedChatModel

__all__ = ["FLIGHTS", "WEATHER", "build_travel_agent", "travel_policy"]

FLIGHTS: dict[str, list[dict[str, Any]]] = {
    "paris": [{"flight": "AF1", "price": 120}, {"flight": "AF2", "price": 95}],
    "rome": [{"flight": "AZ7", "price": 140}],
    "tokyo": [{"flight": "NH7", "price": 610}, {"flight": "JL9", "price": 655}],
}
WEATHER = {"paris": "18C and sunny", "rome": "24C and clear", "tokyo": "12C and rainy"}
_BOOKINGS: list[str] = []


@tool
def search_flights(destination: str) -> str:
    """List the flights to a destination city, with prices in EUR."""
    return json.dumps(FLIGHTS.get(destination.lower(), []))


@tool
def book_flight(flight: str) -> str:
    """Book a seat on a flight, by flight number."""
    known = {f["flight"] for flights in FLIGHTS.values() for f in flights}
    if flight.upper() not in known:
        raise ToolException(f"no such flight: {flight}")
    _BOOKINGS.append(flight.upper())
    return f"Booked {flight.upper()} (confirmation LT-{len(_BOOKINGS):04d})"


@tool
def get_weather(city: str) -> str:
    """Today's weather in a city."""
    return WEATHER.get(city.lower(), "unknown")


book_flight.handle_tool_error = True
TOOLS = [search_flights, book_flight, get_weather]
_CITY = r"(paris|rome|tokyo|london)"


def travel_policy(messages: list[BaseMessage]) -> AIMessage:
    """What the scripted model says next: tool calls for the latest user request, then a summary of the
    tool results. Calls for several intents in one request are issued in parallel, in the request's order."""
    last = messages[-1]
    if isinstance(last, ToolMessage):
        results = []
        for message in reversed(messages):
            if not isinstance(message, ToolMessage):
                break
            results.append(str(message.content))
        return AIMessage(content="Here is what I found: " + " | ".join(reversed(results)))
    text = str(next((m.content for m in reversed(messages) if isinstance(m, HumanMessage)), "")).lower()
    step = sum(isinstance(m, AIMessage) for m in messages)
    calls = []
    for match in re.finditer(rf"weather in {_CITY}", text):
        calls.append(("get_weather", {"city": match.group(1).title()}))
    for match in re.finditer(rf"flights? to {_CITY}", text):
        calls.append(("search_flights", {"destination": match.group(1).title()}))
    for match in re.finditer(r"book (?:flight )?([a-z]{2}\d+)", text):
        calls.append(("book_flight", {"flight": match.group(1).upper()}))
    if not calls:
        if any(word in text for word in ("thanks", "thank you", "bye")):
            return AIMessage(content="You're welcome. Have a great trip! Goodbye.")
        return AIMessage(content="I can search flights, book them, and check the weather. Where to?")
    return AIMessage(
        content="",
        tool_calls=[
            {"name": name, "args": args, "id": f"call_{step}_{i}", "type": "tool_call"}
            for i, (name, args) in enumerate(calls)
        ],
    )


def build_travel_agent(
    *,
    checkpointer: BaseCheckpointSaver | None = None,
    name: str = "travel_agent",
    policy: Callable[[list[BaseMessage]], AIMessage] = travel_policy,
) -> Any:
    """A compiled ``create_agent`` graph with the three travel tools and a scripted policy model
    (`travel_policy` unless another ``policy`` is given)."""
    from langchain.agents import create_agent

    model = ScriptedChatModel(respond=policy, model_name="scripted-travel-policy")
    return create_agent(
        model,
        tools=TOOLS,
        system_prompt="You are a travel assistant. Use the tools to answer.",
        checkpointer=checkpointer,
        name=name,
    )
