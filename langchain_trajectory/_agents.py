"""Agents in a trajectory: whose calls and messages are whose, and the handoffs between agents
([`Trajectory.for_agent`][langchain_trajectory.trajectory.Trajectory.for_agent],
[`agents`][langchain_trajectory.trajectory.Trajectory.agents],
[`handoffs`][langchain_trajectory.trajectory.Trajectory.handoffs]). [`Handoff`][langchain_trajectory.trajectory.Handoff] and [`handoff_target_of`][langchain_trajectory.trajectory.handoff_target_of] are
taken from [`langchain_trajectory.trajectory`][langchain_trajectory.trajectory], which re-exports them.

The functions read messages and calls of the model ([`Message`][langchain_trajectory.trajectory.Message],
[`ToolCall`][langchain_trajectory.trajectory.ToolCall]) by their fields; this module imports nothing of the package.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, ConfigDict

__all__ = ["Handoff", "agents_of", "handoff_target_of", "handoffs_of", "messages_of_agent"]

_HANDOFF_PREFIXES = ("transfer_back_to_", "transfer_to_")


def handoff_target_of(tool_name: str) -> str | None:
    """The agent a ``transfer_to_<agent>`` / ``transfer_back_to_<agent>`` tool hands control to (the naming
    convention of langgraph-supervisor and langgraph-swarm), else None."""
    for prefix in _HANDOFF_PREFIXES:
        if tool_name.startswith(prefix) and len(tool_name) > len(prefix):
            return tool_name[len(prefix) :]
    return None


class Handoff(BaseModel):
    """Control passing from one agent to another through a tool call (see [`Trajectory.handoffs`][langchain_trajectory.trajectory.Trajectory.handoffs]).

    Attributes:
        from_agent: The agent that made the call, or None when unknown.
        to_agent: The agent that takes over.
        tool: The handoff tool's name.
        call_id: The call's id.
        step: The call's step.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    from_agent: str | None
    to_agent: str
    tool: str
    call_id: str | None = None
    step: int | None = None


def agent_of(call: Any, message: Any) -> str | None:
    """The agent of a call: its ``metadata["agent"]`` (capture sets it), else its message's ``agent`` or
    ``name`` (a LangChain ``AIMessage.name``, which ``create_agent(name=...)`` and supervisors set)."""
    agent = call.metadata.get("agent") or message.metadata.get("agent") or message.metadata.get("name")
    return agent if isinstance(agent, str) else None


def messages_of_agent(messages: Iterable[Any], name: str) -> list[Any]:
    """The messages agent ``name`` sees (see ``Trajectory.for_agent``): user and system messages, and the
    assistant messages carrying calls it made (only those calls), or written by it."""
    kept: list[Any] = []
    for message in messages:
        if message.role != "assistant":
            kept.append(message)
            continue
        calls = tuple(c for c in message.tool_calls if agent_of(c, message) == name)
        own = (message.metadata.get("agent") or message.metadata.get("name")) == name
        if calls or (own and not message.tool_calls):
            kept.append(
                message
                if len(calls) == len(message.tool_calls)
                else message.model_copy(update={"tool_calls": calls})
            )
    return kept


def agents_of(assistant_messages: Iterable[Any]) -> list[str]:
    """The agents that made calls or wrote the messages, in order of first appearance."""
    seen: dict[str, None] = {}
    for message in assistant_messages:
        own = message.metadata.get("agent") or message.metadata.get("name")
        if isinstance(own, str):
            seen.setdefault(own, None)
        for call in message.tool_calls:
            agent = agent_of(call, message)
            if agent is not None:
                seen.setdefault(agent, None)
    return list(seen)


def handoffs_of(messages: Iterable[Any]) -> list[Handoff]:
    """Every handoff between agents in the messages, in order (see ``Trajectory.handoffs``)."""
    out: list[Handoff] = []
    for message in messages:
        for call in message.tool_calls:
            recorded = call.metadata.get("handoff")
            if isinstance(recorded, dict) and isinstance(recorded.get("to_agent"), str):
                source, target = recorded.get("from_agent"), recorded["to_agent"]
            else:
                source, target = agent_of(call, message), handoff_target_of(call.name)
            if target is not None:
                out.append(
                    Handoff(
                        from_agent=source if isinstance(source, str) else None,
                        to_agent=target,
                        tool=call.name,
                        call_id=call.id,
                        step=call.step,
                    )
                )
    return out
