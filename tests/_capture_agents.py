"""Real tools, scripted models and helpers shared by the capture tests."""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from typing import Annotated, Any

os.environ.setdefault("LANGSMITH_TRACING", "false")
os.environ.setdefault("LANGSMITH_TEST_TRACKING", "false")

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.tools import InjectedToolCallId, ToolException, tool
from langgraph.types import Command

from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.trajectory import Trajectory

TIMING_KEYS = {"start_time", "end_time", "duration_ms"}


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


@tool
def slow_echo(text: str, delay: float = 0.0) -> str:
    """Echo text after a delay."""
    time.sleep(delay)
    return f"echo:{text}"


@tool
def explode(reason: str) -> str:
    """Always fails."""
    raise ValueError(f"exploded: {reason}")


@tool
def careful(reason: str) -> str:
    """Fails with a ToolException that the tool itself turns into an error message."""
    raise ToolException(f"handled: {reason}")


careful.handle_tool_error = True


@tool
def set_flag(flag: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Set a flag in the graph state (returns a Command)."""
    return Command(update={"messages": [ToolMessage(content=f"flag {flag} set", tool_call_id=tool_call_id)]})


def turn_index(messages: Sequence[BaseMessage]) -> int:
    """How many model turns came before in this conversation (AI messages after the last human one)."""
    last_human = max((i for i, m in enumerate(messages) if m.type == "human"), default=-1)
    return sum(1 for m in messages[last_human + 1 :] if m.type == "ai")


def scripted(turns: Sequence[Any]) -> ScriptedChatModel:
    """A model answering turn ``k`` of each run with ``turns[k]``: a list of tool-call dicts (text ``step k``),
    an ``AIMessage`` or a string."""

    def respond(messages: list[BaseMessage]) -> AIMessage | str:
        k = turn_index(messages)
        if k >= len(turns):
            return "final answer"
        reply = turns[k]
        if isinstance(reply, (AIMessage, str)):
            return reply
        return AIMessage(content=f"step {k}", tool_calls=list(reply))

    return ScriptedChatModel(respond=respond)


def calls_of(trajectory: Trajectory) -> list[tuple[Any, ...]]:
    """(name, args, id, result, error, step) of every call, in order."""
    return [(c.name, c.args, c.id, c.result, c.error, c.step) for c in trajectory.tool_calls()]


def without_timing(trajectory: Trajectory, *, drop: Sequence[str] = ()) -> list[tuple[Any, ...]]:
    """Every message and call with timing metadata (measured separately by each observer) removed."""
    skip = TIMING_KEYS | set(drop)
    out = []
    for m in trajectory.messages:
        calls = [
            (
                c.name,
                c.args,
                c.id,
                c.result,
                c.error,
                c.step,
                {k: v for k, v in c.metadata.items() if k not in skip},
            )
            for c in m.tool_calls
        ]
        out.append((m.role, m.content, calls, {k: v for k, v in m.metadata.items() if k not in skip}))
    return out


__all__ = [
    "add",
    "calls_of",
    "careful",
    "explode",
    "scripted",
    "set_flag",
    "slow_echo",
    "tool_call",
    "turn_index",
    "without_timing",
]
