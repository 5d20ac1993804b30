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


def build_supervisor(checkpointer: Any = None) -> Any:
    """A langgraph-supervisor app (``output_mode="last_message"``) handing every request to a worker that makes
    ``TOOL_CALLS`` sequential tool calls: none of the worker's calls reach the supervisor's messages, so a
    simulated turn keeps them only from what it recorded of the turn's runs."""
    from langgraph_supervisor import create_supervisor

    def supervisor(messages: list[BaseMessage]) -> AIMessage:
        if isinstance(messages[-1], HumanMessage):
            turn = sum(isinstance(m, HumanMessage) for m in messages)
            return AIMessage("", tool_calls=[tool_call("transfer_to_worker", {}, id=f"s{turn}")])
        return AIMessage("The worker looked them up.")

    def work(messages: list[BaseMessage]) -> AIMessage:
        """``brain``, counting only the worker's own results (the handoff's reply is in its history too)."""
        done = 0
        for message in reversed(messages):
            if isinstance(message, HumanMessage):
                break
            done += isinstance(message, ToolMessage) and message.name == "lookup"
        if done < TOOL_CALLS:
            turn = sum(isinstance(m, HumanMessage) for m in messages)
            return AIMessage("", tool_calls=[tool_call("lookup", {"key": done}, id=f"t{turn}-{done}")])
        return AIMessage(f"Looked up {done} records.")

    worker = create_agent(ScriptedChatModel(respond=work), tools=[lookup], name="worker")
    return create_supervisor([worker], model=ScriptedChatModel(respond=supervisor), output_mode="last_message").compile(
        checkpointer=checkpointer
    )
