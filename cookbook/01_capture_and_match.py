"""Capture an agent's tool calls with TrajectoryRecorder and check them against the calls you expect.

Install: pip install -e '.[demo]'   (from a clone of the repository)
Run:     python cookbook/01_capture_and_match.py   (offline: the agent's model is scripted)

The app is a `create_agent` agent with two tools. Its model is a ScriptedChatModel: a real LangChain chat
model whose replies come from a list, so the run needs no key. Swap in your own model, e.g.
`init_chat_model("openai:gpt-4o-mini")`, and everything else stays as it is.
"""

from __future__ import annotations

from langchain.agents import create_agent
from langchain_core.messages import AIMessage
from langchain_core.tools import tool

from langchain_trajectory import ScriptedChatModel, ToolCall, ToolTrajectoryEvaluator, TrajectoryRecorder
from langchain_trajectory.matching import ArgumentMatcher, Regex


@tool
def get_weather(city: str) -> str:
    """Today's weather in a city."""
    return {"paris": "18C, sunny", "rome": "24C, clear"}.get(city.lower(), "unknown")


@tool
def book_hotel(city: str, check_in: str, nights: int = 1) -> str:
    """Book a hotel in a city from a check-in date (YYYY-MM-DD)."""
    return f"Booked {nights} night(s) in {city} from {check_in}"


model = ScriptedChatModel(
    replies=[
        AIMessage("", tool_calls=[{"name": "get_weather", "args": {"city": "Paris"}, "id": "c1"}]),
        AIMessage(
            "",
            tool_calls=[
                {
                    "name": "book_hotel",
                    "args": {"city": "Paris", "check_in": "2025-06-13", "nights": 2},
                    "id": "c2",
                }
            ],
        ),
        "It's 18C and sunny in Paris; I booked 2 nights from June 13.",
    ]
)
agent = create_agent(model, tools=[get_weather, book_hotel])

# 1. Capture: one callback handler, nothing else changes.
recorder = TrajectoryRecorder()
question = "Weather in Paris? If nice, book 2 nights from Friday."
agent.invoke({"messages": [("user", question)]}, {"callbacks": [recorder]})
# The run's trajectory (after several runs, recorder.trajectories maps each run id to its own).
trajectory = recorder.trajectory
print(trajectory.to_text())

# 2. Match: the same expectation under three rules.
expected = [ToolCall.of("get_weather", {"city": "Paris"}), ToolCall.of("book_hotel", {"city": "Paris"})]
for mode, matcher in [("strict", "exact"), ("strict", "superset"), ("in_order", "ignore")]:
    result = ToolTrajectoryEvaluator(mode=mode, argument_matcher=matcher).evaluate(trajectory, expected)
    print(f"\n{mode} / {matcher}: score={result.score:.2f} passed={result.passed}")
    print(result.reason)

# 3. Per-key matchers: any ISO date is fine for check_in (the expected value is only a placeholder).
dates = ArgumentMatcher("superset", keys={"check_in": Regex(r"\d{4}-\d{2}-\d{2}")})
expected_booking = [ToolCall.of("book_hotel", {"city": "Paris", "check_in": "any date"})]
superset = ToolTrajectoryEvaluator(mode="superset", argument_matcher=dates)
result = superset.evaluate(trajectory, expected_booking)
print(f"\nsuperset / check_in by Regex: score={result.score:.2f} passed={result.passed}")
