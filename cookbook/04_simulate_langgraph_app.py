"""Simulate conversations with a LangGraph app and check the tool calls of every exchange.

Install: pip install -e '.[demo]'   (from a clone of the repository)
Run:     python cookbook/04_simulate_langgraph_app.py   (offline: every model is scripted)
         LCT_MODEL=openai:gpt-4o-mini python cookbook/04_simulate_langgraph_app.py   (an LLM plays the user;
         needs langchain-openai and OPENAI_API_KEY)

The app is a `StateGraph` (a model node and a `ToolNode`) compiled with a checkpointer, so it remembers the
conversation between turns. `ToolNode(..., handle_tool_errors=True)` turns a tool's exception into an error
message the model sees (and the call's `error` field); without it LangGraph re-raises and the turn fails.

Two simulated users talk to it: a ScriptedUser (fixed messages, in order) and an LLM persona,
`UserPersonas.impatient_user(model)`. The persona's messages come from `model`: here a ScriptedChatModel
answering the persona's real prompt with a rule; set LCT_MODEL=provider:model to have an LLM play it. Its first
message is a fixed response; it ends the conversation by answering with its stop signal (kept text becomes the
last user message). The simulator runs the loop as a LangGraph graph of its own and attaches the tool calls of
each answer to that answer.
"""

from __future__ import annotations

import os
import re

from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition

from langchain_trajectory import (
    ConversationSimulator,
    ScriptedChatModel,
    ScriptedUser,
    ToolTrajectoryEvaluator,
    Trajectory,
    UserPersonas,
    evaluate_by_turn,
)

FLIGHTS = {"rome": {"AZ7": 140, "FR9": 95}}


@tool
def search_flights(destination: str) -> dict[str, int]:
    """Flights to a city, with their prices in EUR."""
    return FLIGHTS.get(destination.lower(), {})


@tool
def book_flight(flight: str) -> str:
    """Book a seat on a flight."""
    if not any(flight in flights for flights in FLIGHTS.values()):
        raise ValueError(f"no such flight: {flight}")
    return f"Booked {flight}, confirmation X-{flight}"


TOOLS = [search_flights, book_flight]


def travel_agent_policy(messages: list[AnyMessage]) -> AIMessage:
    """The app's scripted model: search or book as asked, then report the tool result."""
    last = messages[-1]
    if isinstance(last, ToolMessage):
        return AIMessage(f"Here you go: {last.content}")
    text = str(last.content)
    if match := re.search(r"\b([A-Z]{2}\d+)\b", text):
        return AIMessage("", tool_calls=[{"name": "book_flight", "args": {"flight": match[1]}, "id": "b"}])
    if "rome" in text.lower():
        return AIMessage(
            "", tool_calls=[{"name": "search_flights", "args": {"destination": "Rome"}, "id": "s"}]
        )
    return AIMessage("Happy travels. Goodbye!")


model = ScriptedChatModel(respond=travel_agent_policy)  # swap in init_chat_model("openai:gpt-4o-mini")


def call_model(state: MessagesState) -> dict:
    return {"messages": [model.bind_tools(TOOLS).invoke(state["messages"])]}


graph = StateGraph(MessagesState)
graph.add_node("model", call_model)
graph.add_node("tools", ToolNode(TOOLS, handle_tool_errors=True))
graph.add_edge(START, "model")
graph.add_conditional_edges("model", tools_condition)
graph.add_edge("tools", "model")
app = graph.compile(checkpointer=InMemorySaver())


def said_goodbye(trajectory: Trajectory) -> bool:
    last = trajectory.last_assistant_message()
    return last is not None and "goodbye" in last.content.lower()


def impatient_traveller(messages: list[AnyMessage]) -> str:
    """The persona's scripted model. It is sent the persona's system prompt, then the conversation from the
    user's side: the app's answers as HumanMessage, the user's own messages as AIMessage."""
    answer = str(next(m.content for m in reversed(messages) if isinstance(m, HumanMessage)))
    if "Booked" in answer:
        return "Finally. ###STOP###"  # the stop signal: the conversation ends, "Finally." is kept
    prices = {flight: int(price) for flight, price in re.findall(r"([A-Z]{2}\d+)\W+(\d+)", answer)}
    if prices:
        return f"Book {min(prices, key=prices.__getitem__)}, the cheapest. Now."
    return "Rome. Flights. Quickly."


scripted = ScriptedUser(["Flights to Rome, please", "Book AZ7", "Thanks, bye"])
persona_model = os.environ.get("LCT_MODEL") or ScriptedChatModel(respond=impatient_traveller)
persona = UserPersonas.impatient_user(persona_model, fixed_responses=["I need a flight to Rome, fast."])
print(
    f"LLM persona played by: {os.environ.get('LCT_MODEL') or 'a scripted model (set LCT_MODEL for an LLM)'}"
)

expected_by_exchange = [[{"name": "search_flights"}], [{"name": "book_flight"}]]
for label, user, expected in [
    ("scripted user", scripted, [*expected_by_exchange, []]),  # "Thanks, bye" calls no tool
    ("impatient_user persona", persona, expected_by_exchange),  # "Finally." gets no answer: no exchange
]:
    simulator = ConversationSimulator(
        user=user,
        app=app,
        max_turns=5,
        scenario="Book the cheapest flight to Rome",
        stopping_condition=said_goodbye,
    )
    trajectory = simulator.simulate()
    print(f"\n=== {label} ===\n{trajectory.to_text()}")
    print("ended by:", trajectory.metadata["termination"])
    per_turn = evaluate_by_turn(
        trajectory, expected, ToolTrajectoryEvaluator(mode="strict", argument_matcher="ignore")
    )
    for i, result in enumerate(per_turn.turns, start=1):
        print(f"exchange {i}: {result.score:.2f} {result.reason.splitlines()[0]}")
    print(f"all exchanges: {per_turn.aggregate.score:.2f}")
