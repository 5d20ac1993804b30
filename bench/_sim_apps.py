"""The app of the simulation benchmark's tool-calling workloads: a ``create_agent`` agent whose scripted model
makes ``TOOL_CALLS`` sequential tool calls per turn (one per model step), then answers.

``langgraph dev`` serves ``agent`` (loaded by file path, so this module imports only installed packages; the
server adds its own checkpointer); the in-process runs build the same agent with ``build_agent(InMemorySaver())``.
"""

from __future__ import annotations

from typing import Any

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from langchain_trajectory.testing import ScriptedChatModel, tool_call

TOOL_CALLS = 5
"""Tool calls per turn."""


@tool
def lookup(key: int) -> str:
    """Look a record up."""
    return f"record {key}"


def brain(messages: list[BaseMessage]) -> AIMessage:
    """A tool call per step until the turn has made ``TOOL_CALLS``, then the answer."""
    done = 0
    for message in reversed(messages):
        if isinstance(message, HumanMessage):
            break
        done += isinstance(message, ToolMessage)
    if done < TOOL_CALLS:
        turn = sum(isinstance(m, HumanMessage) for m in messages)
        return AIMessage("", tool_calls=[tool_call("lookup", {"key": done}, id=f"t{turn}-{done}")])
    return AIMessage(f"Looked up {done} records.")


def build_agent(checkpointer: Any = None) -> Any:
    return create_agent(ScriptedChatModel(respond=brain), tools=[lookup], checkpointer=checkpointer)


agent = build_agent()
