"""The LangGraph threads agentevals' graph-trajectory tests run, rebuilt offline (a scripted model in place of
``gpt-4o-mini``), plus two threads of this package's own (an interrupt inside a subgraph after a parallel fan-out;
the README's memo). Imported by ``extract_graph.py`` (which records agentevals' answers for them in
``graph_cases.json``) and by ``test_peer_graph_trajectory.py`` (which checks this package gives the same)."""

from __future__ import annotations

import operator
import time
from collections.abc import Callable
from typing import Annotated, Any

from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.prebuilt import create_react_agent
from langgraph.types import Command, interrupt
from typing_extensions import TypedDict

from langchain_trajectory.testing import ScriptedChatModel, tool_call

CONFIG = {"configurable": {"thread_id": "1"}}


# -- agentevals python/tests/graph_trajectory/test_graph_trajectory_utils.py ------------------------------------


class InnerState(TypedDict):
    my_key: Annotated[str, operator.add]
    my_other_key: str


class State(TypedDict):
    my_key: Annotated[str, operator.add]


def utils_thread() -> Any:
    """A subgraph stopped before ``inner_2`` (``interrupt_before``) beside a parallel branch; invoked, then
    continued with ``None``."""

    def inner_1(state: InnerState) -> dict[str, Any]:
        time.sleep(0.1)
        return {"my_key": "got here", "my_other_key": state["my_key"]}

    def inner_2(state: InnerState) -> dict[str, Any]:
        return {"my_key": " and there", "my_other_key": state["my_key"]}

    inner = StateGraph(InnerState)
    inner.add_node("inner_1", inner_1)
    inner.add_node("inner_2", inner_2)
    inner.add_edge("inner_1", "inner_2")
    inner.set_entry_point("inner_1")
    inner.set_finish_point("inner_2")
    graph = StateGraph(State)
    graph.add_node("inner", inner.compile(interrupt_before=["inner_2"]))
    graph.add_node("outer_1", lambda state: {"my_key": " and parallel"})
    graph.add_node("outer_2", lambda state: {"my_key": " and back again"})
    graph.add_edge("__start__", "inner")
    graph.add_edge("__start__", "outer_1")
    graph.add_edge(["inner", "outer_1"], "outer_2")
    graph.set_finish_point("outer_2")
    app = graph.compile(checkpointer=InMemorySaver())
    app.invoke({"my_key": ""}, CONFIG)
    app.invoke(None, CONFIG)
    return app


# -- agentevals python/tests/graph_trajectory/test_graph_trajectory_strict.py -----------------------------------


@tool
def search(query: str) -> str:
    """Call to surf the web."""
    return interrupt("Tell me the answer to the question.")


def strict_thread() -> Any:
    """``create_react_agent`` whose ``search`` tool asks a human; answered with ``Command(resume=...)``."""
    model = ScriptedChatModel(
        replies=[AIMessage("", tool_calls=[tool_call("search", {"query": "weather in sf"})]), "It is rainy."]
    )
    graph = create_react_agent(model=model, checkpointer=InMemorySaver(), tools=[search])
    graph.invoke({"messages": [{"role": "user", "content": "what's the weather in sf?"}]}, config=CONFIG)
    graph.invoke(Command(resume="It is rainy and 70 degrees!"), config=CONFIG)
    return graph


# -- this package's threads -----------------------------------------------------------------------------------


class Log(TypedDict):
    log: Annotated[list, operator.add]


def approval_thread() -> Any:
    """A fan-out, then a subgraph whose node calls ``interrupt()``, then a final node."""

    def review(state: Log) -> dict[str, Any]:
        return {"log": [f"review:{interrupt({'question': 'approve the plan?'})}"]}

    sub = StateGraph(Log)
    sub.add_node("plan", lambda state: {"log": ["plan"]})
    sub.add_node("review", review)
    sub.add_edge(START, "plan")
    sub.add_edge("plan", "review")
    graph = StateGraph(Log)
    graph.add_node("prepare", lambda state: {"log": ["prepare"]})
    graph.add_node("fetch_a", lambda state: {"log": ["a"]})
    graph.add_node("fetch_b", lambda state: {"log": ["b"]})
    graph.add_node("approval", sub.compile())
    graph.add_node("act", lambda state: {"log": ["act"]})
    graph.add_edge(START, "prepare")
    graph.add_edge("prepare", "fetch_a")
    graph.add_edge("prepare", "fetch_b")
    graph.add_edge(["fetch_a", "fetch_b"], "approval")
    graph.add_edge("approval", "act")
    graph.add_edge("act", END)
    app = graph.compile(checkpointer=InMemorySaver())
    app.invoke({"log": []}, CONFIG)
    app.invoke(Command(resume="yes"), CONFIG)
    return app


class Memo(TypedDict):
    draft: str


def memo_thread() -> Any:
    """The README's memo: a subgraph writes then asks for review; the parent sends."""

    def review(state: Memo) -> dict[str, Any]:
        return {"draft": interrupt({"please check": state["draft"]})}

    editing = StateGraph(Memo)
    editing.add_node("write", lambda state: {"draft": "Dear team, the release is on Friday."})
    editing.add_node("review", review)
    editing.add_edge(START, "write")
    editing.add_edge("write", "review")
    builder = StateGraph(Memo)
    builder.add_node("edit", editing.compile())
    builder.add_node("send", lambda state: {"draft": state["draft"]})
    builder.add_edge(START, "edit")
    builder.add_edge("edit", "send")
    builder.add_edge("send", END)
    app = builder.compile(checkpointer=InMemorySaver())
    app.invoke({"draft": ""}, CONFIG)
    app.invoke(Command(resume="Dear team, the release is on Monday."), CONFIG)
    return app


THREADS: dict[str, Callable[[], Any]] = {
    "agentevals_utils": utils_thread,
    "agentevals_strict": strict_thread,
    "approval": approval_thread,
    "memo": memo_thread,
}

# Strict-match pairs agentevals' strict test makes, and pairs that probe invocation boundaries: (outputs steps,
# reference steps). "<extracted>" stands for the thread's extracted steps.
STRICT_PAIRS: list[tuple[str, Any, Any]] = [
    ("agentevals_strict", "<extracted>", [["__start__", "agent", "tools", "__interrupt__"], ["agent"]]),
    ("agentevals_strict", "<extracted>", [["__start__", "agent", "tools"], ["agent"]]),
    ("agentevals_strict", "<extracted>", [["__start__", "agent", "tools", "__interrupt__", "agent"]]),
    ("agentevals_utils", "<extracted>", [["__start__", "outer_1", "inner", "inner:__start__", "inner:inner_1",
                                          "inner:inner_2"], ["outer_2"]]),
    ("agentevals_utils", "<extracted>", [["__start__", "outer_1", "inner", "inner:__start__", "inner:inner_1",
                                          "inner:inner_2", "outer_2"]]),
    ("boundaries", [["__start__", "agent"], ["agent"]], [["__start__", "agent", "agent"]]),
    ("boundaries", [["__start__", "agent"], ["agent"]], [["__start__", "agent"], ["agent"]]),
    ("boundaries", [["__start__", "agent"], [], ["agent"]], [["__start__", "agent"], ["agent"]]),
    ("boundaries", [["__start__", "agent", "tools"]], [["__start__", "tools", "agent"]]),
    ("boundaries", [], []),
]
