"""A LangSmith pytest-plugin test file: run it with `pytest cookbook/03_test_with_langsmith_pytest.py`.

Evaluators are plain callables in the openevals style, so inside a `@pytest.mark.langsmith` test they log their
feedback to the test case. Without LANGSMITH_API_KEY the tests report to an OfflineClient (nothing leaves the
machine); with it, to your LangSmith workspace. LANGSMITH_TEST_TRACKING=false (as in CI) turns tracking off.
"""

from __future__ import annotations

import os

import langsmith as ls
import pytest
from langchain_core.messages import HumanMessage

from langchain_trajectory import OfflineClient
from langchain_trajectory.demo.agent import build_travel_agent
from langchain_trajectory.evaluators.tool_error import ToolErrorEvaluator
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator

in_order = ToolTrajectoryEvaluator(mode="in_order", parallel_calls_unordered=True)
no_errors = ToolErrorEvaluator()
CLIENT = None if os.environ.get("LANGSMITH_API_KEY") else OfflineClient()
if CLIENT is not None:
    ls.configure(client=CLIENT)  # traces of the agent go to the offline client too


@pytest.mark.langsmith(client=CLIENT)
def test_agent_checks_weather_before_booking():
    state = build_travel_agent().invoke({"messages": [HumanMessage("Weather in Rome and flights to Rome?")]})
    expected = [
        {"name": "get_weather", "args": {"city": "Rome"}},
        {"name": "search_flights", "args": {"destination": "Rome"}},
    ]
    feedback = in_order(outputs=state, reference_outputs={"tool_calls": expected})
    assert feedback["score"] == 1.0, feedback["comment"]
    assert no_errors(outputs=state)["score"] == 1.0
