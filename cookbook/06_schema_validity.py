"""Check every tool call an agent made against the tools' JSON Schemas, and count the calls that failed.

Install: pip install -e '.[demo]'   (from a clone; the schema check needs jsonschema, which the extra brings)
Run:     python cookbook/06_schema_validity.py   (offline: the agent's model is scripted)

The app is a `create_agent` agent with one booking tool. Its scripted model makes the mistakes real models
make: arguments of the wrong type and value, a tool that does not exist, then the right call. LangChain
rejects the bad calls and tells the model (each becomes a call with an `error`); the validity check says what
was wrong with each against the tool's schema. The tools may be LangChain tools, OpenAI tool dicts or plain
JSON Schemas.
"""

from __future__ import annotations

from typing import Literal

from langchain.agents import create_agent
from langchain_core.messages import AIMessage
from langchain_core.tools import tool

from langchain_trajectory import ScriptedChatModel, ToolErrorEvaluator, TrajectoryRecorder
from langchain_trajectory.evaluators import ToolCallValidityEvaluator


@tool
def book_room(hotel: str, nights: int, room: Literal["single", "double"] = "double") -> str:
    """Book a hotel room."""
    return f"Booked {nights} night(s) at {hotel}, {room} room"


model = ScriptedChatModel(
    replies=[
        AIMessage(
            "",
            tool_calls=[
                {
                    "name": "book_room",
                    "args": {"hotel": "Marais", "nights": "three", "room": "suite"},
                    "id": "1",
                }
            ],
        ),
        AIMessage("", tool_calls=[{"name": "cancel_everything", "args": {}, "id": "2"}]),
        AIMessage(
            "", tool_calls=[{"name": "book_room", "args": {"hotel": "Marais", "nights": 3}, "id": "3"}]
        ),
        "Booked 3 nights at the Marais.",
    ]
)
agent = create_agent(model, tools=[book_room])

recorder = TrajectoryRecorder()
agent.invoke({"messages": [("user", "Three nights at the Marais, please.")]}, {"callbacks": [recorder]})
trajectory = recorder.trajectory
print(trajectory.to_text())

validity = ToolCallValidityEvaluator(tools=[book_room]).evaluate(trajectory)
print(f"\nvalid calls: {validity.score:.2f} (passed={validity.passed})")
print(validity.reason)

errors = ToolErrorEvaluator().evaluate(trajectory)
print(f"\nsucceeded calls: {errors.score:.2f}")
print(errors.reason)
