"""The demo's scripted stand-ins for LLMs: the model that plays an LLM persona and the LLM judge.

Both are [`ScriptedChatModel`][langchain_trajectory.testing.ScriptedChatModel] instances whose replies are rules over the
messages they are sent, so the persona and judge code paths run for real (prompts built, replies parsed,
verdicts aggregated) without a key or a network. They are labelled "scripted model" wherever the demo shows
their output; ``langchain-trajectory demo --judge provider:model`` swaps in a real judge.
"""

from __future__ import annotations

import json
import re

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage

from langchain_trajectory.simulation import DEFAULT_STOP_SIGNAL
from langchain_trajectory.testing import ScriptedChatModel

__all__ = [
    "JUDGE_RULES",
    "PERSONA_RULES",
    "judge_policy",
    "scripted_judge",
    "scripted_traveller",
    "traveller_policy",
]

PERSONA_RULES = "asks for Tokyo flights, books the cheapest one listed, then sends the stop signal"
JUDGE_RULES = (
    "gives goal_completion 1.0 when the transcript shows a booking confirmation (else 0.0) and takes 0.25 off "
    "helpfulness per failed request"
)

_FLIGHT = re.compile(r'"flight":\s*"([A-Z]{2}\d+)",\s*"price":\s*(\d+)')


def traveller_policy(messages: list[BaseMessage]) -> str:
    """The next message of an impatient traveller who wants the cheapest flight to Tokyo.

    ``messages`` are what [`LLMSimulatedUser`][langchain_trajectory.simulation.LLMSimulatedUser] sends its model: the system prompt,
    then the conversation from the user's side (the assistant's turns as ``HumanMessage``, the user's own as
    ``AIMessage``).
    """
    if not any(isinstance(m, AIMessage) for m in messages):
        return "Flights to Tokyo. Quick, please."
    assistant = str(next((m.content for m in reversed(messages) if isinstance(m, HumanMessage)), ""))
    if "Booked" in assistant:
        return f"Great, thanks. {DEFAULT_STOP_SIGNAL}"
    offers = [(int(price), flight) for flight, price in _FLIGHT.findall(assistant)]
    if offers:
        return f"Book {min(offers)[1]}. The cheapest, no time to compare."
    return "Just the cheapest flight to Tokyo, please."


def scripted_traveller() -> ScriptedChatModel:
    """The scripted model that plays [`UserPersonas.impatient_user`][langchain_trajectory.simulation.UserPersonas.impatient_user] in the demo."""
    return ScriptedChatModel(respond=traveller_policy, model_name="scripted-impatient-traveller")


def judge_policy(messages: list[BaseMessage]) -> str:
    """A JSON verdict on the criterion named in the judge's prompt, read off the transcript it holds."""
    prompt = "\n".join(str(m.content) for m in messages)
    failed = len(set(re.findall(r"no such flight: (\w+)", prompt)))  # however often the transcript shows it
    if "goal_completion" in prompt:
        booked = re.findall(r"confirmation (LT-\d+)", prompt)
        if booked:
            return _verdict(1.0, f"The booking is made and confirmed ({', '.join(booked)}).")
        return _verdict(0.0, "No booking is confirmed.")
    if failed:
        return _verdict(
            max(0.0, 1.0 - 0.25 * failed),
            f"{failed} request{' fails' if failed == 1 else 's fail'} (no such flight); the assistant says so "
            "and the user goes on.",
        )
    return _verdict(1.0, "Every request is answered with what the tools returned.")


def _verdict(score: float, reason: str) -> str:
    return json.dumps({"score": score, "reason": reason})


def scripted_judge() -> ScriptedChatModel:
    """The scripted model that answers the LLM judge's prompts in the demo."""
    return ScriptedChatModel(respond=judge_policy, model_name="scripted-judge")
