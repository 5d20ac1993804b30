"""Composed multi-agent apps for the composition matrix: one worker agent (``worker``) with two tools, ``lookup`` and
``send_email`` (which a human reviews), reached through each architecture people build, every model scripted and
every tool logging itself when it really runs (:data:`LOG`, the ground truth).

A user request is ``find <x>`` (the worker looks ``x`` up) or ``mail <x>`` (the worker emails ``x``, after review).
Each architecture answers every request through the worker:

* ``supervisor``: langgraph-supervisor, ``output_mode="last_message"`` (the worker's own calls never reach the
  supervisor's messages), hand-backs written by its node;
* ``swarm``: langgraph-swarm, a front agent handing over to the worker;
* ``deepagents``: a deep agent whose ``task`` tool runs the worker as a subagent;
* ``agent_node``: ``create_agent`` as a node of a parent ``StateGraph``;
* ``agent_as_tool``: the worker used through ``.as_tool()`` by a boss agent;
* ``agent_in_tool``: the worker invoked inside a tool of a boss agent;
* ``mcp_stdio`` / ``mcp_http``: the worker's tools served by a real MCP server over stdio / streamable HTTP;
* ``plain_graph``: a plain ``StateGraph`` (model node, ``ToolNode``) compiled with the name ``worker``, whose
  ``send_email`` asks for review with ``interrupt()`` itself.

With review on, the worker's ``send_email`` goes through ``HumanInTheLoopMiddleware`` (``interrupt()`` in the tool
for the plain graph); every architecture's graph is built once per (architecture, review, checkpointer).
"""

from __future__ import annotations

import threading
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.tools import BaseTool, StructuredTool, tool
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition
from langgraph.types import interrupt
from langgraph_supervisor import create_supervisor
from langgraph_swarm import create_handoff_tool, create_swarm

from langchain_trajectory.testing import ScriptedChatModel, tool_call

ARCHITECTURES = (
    "supervisor",
    "swarm",
    "deepagents",
    "agent_node",
    "agent_as_tool",
    "agent_in_tool",
    "mcp_stdio",
    "mcp_http",
    "plain_graph",
)
MCP = ("mcp_stdio", "mcp_http")

OWN_TOOLS = ("lookup", "send_email")
"""The tools that log themselves: the worker's."""


class Killed(BaseException):
    """Stands for the process dying in the middle of a tool (raised once, where the test arms it)."""


class GroundTruth:
    """What the worker's tools really did, in order: ``(name, args, result)``; thread-safe. ``kill_at`` arms a
    one-time :class:`Killed` at the next run of that tool, before it does anything."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.calls: list[tuple[str, dict[str, Any], Any]] = []
        self.kill_at: str | None = None

    def log(self, name: str, args: dict[str, Any], result: Any) -> None:
        with self._lock:
            self.calls.append((name, dict(args), result))

    def check_kill(self, name: str) -> None:
        with self._lock:
            if self.kill_at == name:
                self.kill_at = None
                raise Killed(f"killed in {name}")

    def reset(self) -> None:
        with self._lock:
            self.calls.clear()
            self.kill_at = None


LOG = GroundTruth()


# -- the worker's tools ---------------------------------------------------------------------------------------


@tool
def lookup(q: str) -> str:
    """Look something up."""
    LOG.check_kill("lookup")
    result = f"found {q}"
    LOG.log("lookup", {"q": q}, result)
    return result


@tool
def send_email(to: str) -> str:
    """Send an email."""
    LOG.check_kill("send_email")
    result = f"sent to {to}"
    LOG.log("send_email", {"to": to}, result)
    return result


@tool
def send_email_reviewed(to: str) -> str:
    """Send an email, once a human approved it (``interrupt()`` in the tool)."""
    decision = interrupt({"action": "send_email", "args": {"to": to}})
    kind = decision.get("type") if isinstance(decision, dict) else None
    if kind == "reject":
        return f"not sent: {decision.get('message', 'rejected')}"
    if kind == "edit":
        to = decision["edited_action"]["args"]["to"]
    LOG.check_kill("send_email")
    result = f"sent to {to}"
    LOG.log("send_email", {"to": to}, result)
    return result


send_email_reviewed.name = "send_email"


# -- scripted models ------------------------------------------------------------------------------------------


def _since_request(messages: list[BaseMessage]) -> tuple[str, list[BaseMessage]]:
    """The latest user request and the messages after it."""
    index = max(i for i, m in enumerate(messages) if m.type == "human")
    return str(messages[index].content), list(messages[index + 1 :])


def _own(after: list[BaseMessage], name: str | None) -> int:
    """How many model turns agent ``name`` took since the request (hand-backs and other agents aside)."""
    return sum(
        1
        for m in after
        if m.type == "ai" and (name is None or m.name in (name, None)) and not m.response_metadata.get("__is_handoff_back")
    )


def worker_brain(name: str | None = "worker") -> Callable[[list[BaseMessage]], AIMessage | str]:
    """``find x`` -> lookup(q=x); ``mail x`` -> send_email(to=x); then an answer naming the tool's reply."""

    def respond(messages: list[BaseMessage]) -> AIMessage | str:
        request, after = _since_request(messages)
        verb, _, what = request.partition(" ")
        if _own(after, name) == 0:
            call = tool_call("lookup", {"q": what}) if verb == "find" else tool_call("send_email", {"to": what})
            return AIMessage("", tool_calls=[call])
        reply = next((m for m in reversed(after) if m.type == "tool"), None)
        return f"worker: {reply.content if reply is not None else 'nothing'}"

    return respond


def router_brain(name: str, route: Callable[[str], dict[str, Any]]) -> Callable[[list[BaseMessage]], AIMessage | str]:
    """An outer agent: its first turn after each request is ``route(request)``, then it answers."""

    def respond(messages: list[BaseMessage]) -> AIMessage | str:
        request, after = _since_request(messages)
        if _own(after, name) == 0:
            return AIMessage("", tool_calls=[route(request)])
        reply = next((m for m in reversed(after) if m.type in ("tool", "ai") and m.content), None)
        return f"{name}: {reply.content if reply is not None else 'done'}"

    return respond


def model(respond: Callable[[list[BaseMessage]], AIMessage | str]) -> ScriptedChatModel:
    return ScriptedChatModel(respond=respond)


def hitl() -> HumanInTheLoopMiddleware:
    return HumanInTheLoopMiddleware(interrupt_on={"send_email": True})


# -- the architectures ----------------------------------------------------------------------------------------


@dataclass
class App:
    """One composed app: the compiled graph, and how its calls reach a final state's messages."""

    graph: Any
    architecture: str
    # calls of the worker that reach the messages of the app's final state
    worker_calls_in_messages: bool
    owner: str = "worker"  # the agent every logged call belongs to


def worker_agent(tools: list[BaseTool], review: bool, name: str = "worker") -> Any:
    return create_agent(model(worker_brain(name)), tools, name=name, middleware=[hitl()] if review else [])


def build(
    architecture: str,
    *,
    review: bool,
    checkpointer: Any,
    mcp_tools: list[BaseTool] | None = None,
    extra_middleware: list[Any] | None = None,
) -> App:
    tools: list[BaseTool] = [lookup, send_email]
    if architecture == "supervisor":
        supervisor = model(router_brain("supervisor", lambda r: tool_call("transfer_to_worker", {})))
        graph = create_supervisor(
            [worker_agent(tools, review)], model=supervisor, output_mode="last_message"
        ).compile(checkpointer=checkpointer)
        return App(graph, architecture, worker_calls_in_messages=False)
    if architecture == "swarm":
        front = create_agent(
            model(router_brain("front", lambda r: tool_call("transfer_to_worker", {}))),
            [create_handoff_tool(agent_name="worker")],
            name="front",
        )
        graph = create_swarm([front, worker_agent(tools, review)], default_active_agent="front")
        return App(graph.compile(checkpointer=checkpointer), architecture, worker_calls_in_messages=True)
    if architecture == "deepagents":
        from deepagents import create_deep_agent

        subagent: dict[str, Any] = {
            "name": "worker",
            "description": "does the work",
            "system_prompt": "You work.",
            "tools": tools,
            "model": model(worker_brain(None)),
        }
        if review:
            subagent["interrupt_on"] = {"send_email": True}
        route = lambda r: tool_call("task", {"description": r, "subagent_type": "worker"})  # noqa: E731
        graph = create_deep_agent(
            model=model(router_brain("main", route)), tools=[], subagents=[subagent], name="main",
            checkpointer=checkpointer,
        )
        return App(graph, architecture, worker_calls_in_messages=False)
    if architecture == "agent_node":
        builder = StateGraph(MessagesState)
        builder.add_node("worker", worker_agent(tools, review))
        builder.add_edge(START, "worker")
        builder.add_edge("worker", END)
        return App(builder.compile(checkpointer=checkpointer, name="pipeline"), architecture, True)
    if architecture == "agent_as_tool":
        with warnings.catch_warnings():  # Runnable.as_tool is a LangChain beta API
            warnings.simplefilter("ignore")
            ask = worker_agent(tools, review).as_tool(
                name="ask_worker", description="Ask the worker.", arg_types={"messages": list}
            )
        route = lambda r: tool_call("ask_worker", {"messages": [{"role": "user", "content": r}]})  # noqa: E731
        graph = create_agent(model(router_brain("boss", route)), [ask], name="boss", checkpointer=checkpointer)
        return App(graph, architecture, worker_calls_in_messages=False)
    if architecture == "agent_in_tool":
        inner = worker_agent(tools, review)

        def ask(request: str) -> str:
            return str(inner.invoke({"messages": [("user", request)]})["messages"][-1].content)

        async def aask(request: str) -> str:
            return str((await inner.ainvoke({"messages": [("user", request)]}))["messages"][-1].content)

        ask_worker = StructuredTool.from_function(ask, coroutine=aask, name="ask_worker", description="Ask the worker.")
        route = lambda r: tool_call("ask_worker", {"request": r})  # noqa: E731
        graph = create_agent(model(router_brain("boss", route)), [ask_worker], name="boss", checkpointer=checkpointer)
        return App(graph, architecture, worker_calls_in_messages=False)
    if architecture in MCP:
        assert mcp_tools is not None
        graph = create_agent(
            model(worker_brain("worker")),
            mcp_tools,
            name="worker",
            middleware=[*(extra_middleware or ()), *([hitl()] if review else [])],
            checkpointer=checkpointer,
        )
        return App(graph, architecture, worker_calls_in_messages=True)
    if architecture == "plain_graph":
        brain = model(worker_brain(None))
        builder = StateGraph(MessagesState)
        builder.add_node("llm", lambda state: {"messages": [brain.invoke(state["messages"])]})
        builder.add_node("tools", ToolNode([lookup, send_email_reviewed if review else send_email]))
        builder.add_edge(START, "llm")
        builder.add_conditional_edges("llm", tools_condition)
        builder.add_edge("tools", "llm")
        return App(builder.compile(checkpointer=checkpointer, name="worker"), architecture, True)
    raise ValueError(architecture)
