"""Test an agent with LangSmith's pytest plugin: evaluators log their feedback to the test case.

Install: pip install -e '.[demo]'   (from a clone; the demo extra brings pytest and rich)
Run:     pytest cookbook/03_test_with_langsmith_pytest.py
         pytest cookbook/03_test_with_langsmith_pytest.py --langsmith-output   (LangSmith's live results table)

The app is a `create_agent` agent with two tools and a ScriptedChatModel. The package's evaluators are plain
callables in the openevals style (`evaluator(outputs=..., reference_outputs=...)` returns a dict with `score`,
`passed` and `comment`), so inside a `@pytest.mark.langsmith` test each call logs its feedback.

Without LANGSMITH_API_KEY the tests report to an OfflineClient with tracing on: runs and feedback are kept in
memory and nothing leaves the machine (the results table's links point at http://offline.invalid). With the key
they report to your LangSmith workspace (set LANGSMITH_TRACING=true there too). LANGSMITH_TEST_TRACKING=false,
as in CI, turns the tracking off and leaves plain pytest tests.
"""

from __future__ import annotations

import os

import langsmith as ls
import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from langchain_trajectory import OfflineClient, ScriptedChatModel, ToolErrorEvaluator, ToolTrajectoryEvaluator

CLIENT = None if os.environ.get("LANGSMITH_API_KEY") else OfflineClient()
if CLIENT is not None:
    ls.configure(client=CLIENT, enabled=True)  # trace the tests and the agent into the offline client


@tool
def get_weather(city: str) -> str:
    """Today's weather in a city."""
    return {"rome": "24C, clear"}.get(city.lower(), "unknown")


@tool
def search_flights(destination: str) -> str:
    """Flights to a city."""
    return {"rome": "AZ7 (EUR 140)"}.get(destination.lower(), "none")


def weather_first(messages: list[AnyMessage]) -> AIMessage:
    """The scripted model: both lookups in one step (parallel calls), then an answer from their results."""
    if isinstance(messages[-1], ToolMessage):
        return AIMessage("Rome: " + ", ".join(str(m.content) for m in messages if isinstance(m, ToolMessage)))
    return AIMessage(
        "",
        tool_calls=[
            {"name": "get_weather", "args": {"city": "Rome"}, "id": "call_1"},
            {"name": "search_flights", "args": {"destination": "Rome"}, "id": "call_2"},
        ],
    )


agent = create_agent(ScriptedChatModel(respond=weather_first), tools=[get_weather, search_flights])
in_order = ToolTrajectoryEvaluator(mode="in_order", parallel_calls_unordered=True)
no_errors = ToolErrorEvaluator()


@pytest.mark.langsmith(client=CLIENT)
def test_agent_checks_weather_and_flights():
    state = agent.invoke({"messages": [HumanMessage("Weather in Rome and flights to Rome?")]})
    expected = [
        {"name": "get_weather", "args": {"city": "Rome"}},
        {"name": "search_flights", "args": {"destination": "Rome"}},
    ]
    feedback = in_order(outputs=state, reference_outputs={"tool_calls": expected})
    assert feedback["passed"], feedback["comment"]
    assert no_errors(outputs=state)["passed"]
