"""Once a run has ended, the recorder keeps none of the objects LangChain and LangGraph made for it (messages,
configs, run managers, tasks, state): only its own records of JSON-safe values, so recording many runs keeps no
part of their heaps alive."""

from __future__ import annotations

import asyncio
import gc
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.tools import tool

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.testing import ScriptedChatModel, tool_call

_OWN = ("langchain_trajectory", "builtins", "uuid", "collections", "_thread", "threading", "enum", "pydantic")


@tool
def lookup(key: int) -> str:
    """Look a key up."""
    return f"value-{key}"


def agent(calls: int) -> Any:
    def respond(messages: list[BaseMessage]) -> AIMessage | str:
        done = sum(1 for m in messages if m.type == "tool")
        if done >= calls:
            return "all done"
        return AIMessage(content="", tool_calls=[tool_call("lookup", {"key": done}, f"call_{done}")])

    return create_agent(ScriptedChatModel(respond=respond), [lookup])


def foreign_objects(recorder: TrajectoryRecorder) -> list[str]:
    """The types of the objects reachable from ``recorder`` that come from neither the package nor the standard
    library (classes themselves are not followed: they are not the run's)."""
    seen: set[int] = set()
    stack: list[Any] = [recorder]
    found = []
    while stack:
        item = stack.pop()
        if id(item) in seen or isinstance(item, type):
            continue
        seen.add(id(item))
        module = type(item).__module__ or ""
        if not module.startswith(_OWN):
            found.append(f"{module}.{type(item).__qualname__}")
        stack.extend(gc.get_referents(item))
    return found


@pytest.mark.parametrize("node_updates", [False, True])
def test_after_sync_and_async_runs_the_recorder_keeps_no_langchain_or_langgraph_object(node_updates: bool) -> None:
    recorder = TrajectoryRecorder(node_updates=node_updates)
    app = agent(3)
    app.invoke({"messages": [("user", "look")]}, {"callbacks": [recorder]})
    asyncio.run(app.ainvoke({"messages": [("user", "look")]}, {"callbacks": [recorder]}))
    assert [len(t.tool_calls()) for t in recorder.trajectories.values()] == [3, 3]
    assert foreign_objects(recorder) == []
