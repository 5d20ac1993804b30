"""Check every tool call against the tools' JSON Schemas (LangChain tools, OpenAI dicts, or plain schemas).

Run: python cookbook/06_schema_validity.py
"""

from __future__ import annotations

from typing import Literal

from langchain_core.tools import tool

from langchain_trajectory import ToolCall
from langchain_trajectory.evaluators.validity import ToolCallValidityEvaluator


@tool
def book_room(hotel: str, nights: int, room: Literal["single", "double"] = "double") -> str:
    """Book a hotel room."""
    return "ok"


send_email = {
    "type": "function",
    "function": {
        "name": "send_email",
        "parameters": {
            "type": "object",
            "properties": {"to": {"type": "string"}, "subject": {"type": "string"}},
            "required": ["to"],
            "additionalProperties": False,
        },
    },
}

calls = [
    ToolCall.of("book_room", {"hotel": "Marais", "nights": "three", "room": "suite"}),
    ToolCall.of("send_email", {"subject": "Your booking", "cc": "boss@example.com"}),
    ToolCall.of("cancel_everything", {}),
    ToolCall.of("book_room", {"hotel": "Marais", "nights": 3}),
]
result = ToolCallValidityEvaluator(tools=[book_room, send_email]).evaluate(calls)
print(f"valid calls: {result.score:.2f} (passed={result.passed})")
print(result.reason)
