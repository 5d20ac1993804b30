"""Capture an agent's tool calls with TrajectoryRecorder and check them against an expected trajectory.

Run: python cookbook/01_capture_and_match.py   (offline: the agent's model is scripted)
"""

from __future__ import annotations

from langchain.agents import create_agent
from langchain_core.messages import AIMessage
from langchain_core.tools import tool

from langchain_trajectory import ToolCall
from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.testing import ScriptedChatModel, tool_call


@tool
def get_weather(city: str) -> str:
    """Today's weather in a city."""
    return {"paris": "18C, sunny", "rome": "24C, clear"}.get(city.lower(), "unknown")


@tool
def book_hotel(city: str, nights: int = 1) -> str:
    """Book a hotel."""
    return f"Booked {nights} night(s) in {city}"


# Swap the scripted model for your own, e.g. init_chat_model("openai:gpt-4o-mini").
model = ScriptedChatModel(
    replies=[
        AIMessage("", tool_calls=[tool_call("get_weather", {"city": "Paris"}, "c1")]),
        AIMessage("", tool_calls=[tool_call("book_hotel", {"city": "Paris", "nights": 2}, "c2")]),
        "It's 18C and sunny in Paris; I booked 2 nights.",
    ]
)
agent = create_agent(model, tools=[get_weather, book_hotel])

recorder = TrajectoryRecorder()
agent.invoke({"messages": [("user", "Weather in Paris? If nice, book 2 nights.")]}, {"callbacks": [recorder]})
trajectory = recorder.trajectory
print(trajectory.to_text())

expected = [ToolCall.of("get_weather", {"city": "Paris"}), ToolCall.of("book_hotel", {"city": "Paris"})]
for mode, matcher in [("strict", "exact"), ("strict", "superset"), ("in_order", "ignore")]:
    result = ToolTrajectoryEvaluator(mode=mode, argument_matcher=matcher).evaluate(trajectory, expected)
    print(f"\n{mode} / {matcher}: score={result.score:.2f} passed={result.passed}\n{result.reason}")
