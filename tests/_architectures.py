"""Agent architectures people deploy, built from the real packages with scripted models, each with the ground
truth its script implies: which calls happen, in which order, with which arguments, results, errors, agent and
step, and what ``Trajectory.from_messages`` of the final state can know of them.

Each :class:`Case` is built once (per test session) and shared by the tests that run it with tracing off and
on. ``truth(state)`` is the expected recorder / run-tree trajectory's calls as ``(agent, name, args, result,
error, step)``; it takes the final state for the few facts the script does not fix (which worker won a parallel
handoff, a middleware's refusal text). ``in_messages(call, state)`` says which of those calls reach the final
state's messages.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from _capture_agents import add, explode
from _three_sources import fresh_call, per_agent_model
from langchain.agents import create_agent
from langchain.agents.middleware import (
    ContextEditingMiddleware,
    LLMToolEmulator,
    ModelCallLimitMiddleware,
    ModelFallbackMiddleware,
    ModelRetryMiddleware,
    SummarizationMiddleware,
    TodoListMiddleware,
    ToolCallLimitMiddleware,
    ToolErrorMiddleware,
    ToolRetryMiddleware,
)
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.func import entrypoint, task
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode
from langgraph.types import Command, Send
from langgraph_supervisor import create_supervisor
from langgraph_swarm import create_handoff_tool, create_swarm
from pydantic import PrivateAttr

from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.trajectory import ToolCall

Truth = list[tuple[Any, ...]]


@dataclass
class Case:
    """One architecture: the app, its input, and what each source must show."""

    app: Any
    truth: Callable[[Any], Truth]
    in_messages: Callable[[ToolCall, Any], bool] = lambda call, state: True
    inputs: Any = field(default_factory=lambda: {"messages": [{"role": "user", "content": "go"}]})
    config: dict[str, Any] = field(default_factory=dict)
    # Steps agree with Trajectory.from_messages only when every model turn's message reaches the state.
    same_steps: bool = True
    handoffs: list[tuple[str | None, str]] | None = None
    unordered: bool = False  # parallel branches: calls compared as a multiset (their turns interleave)
    final_answer: str | None = None
    check: Callable[[Any, Any], None] | None = None  # extra checks: (sources, case) -> None


@tool
def search(q: str) -> str:
    """Search the web."""
    return f"found {q}"


@tool
def get_weather(city: str) -> str:
    """The weather in a city (emulated by LLMToolEmulator: never run)."""
    raise AssertionError("an emulated tool never runs")


def back_ids(state: Any) -> list[str]:
    """The ids langgraph-supervisor gave its "transfer back to the supervisor" calls, in order."""
    return [
        tc["id"]
        for m in state["messages"]
        if m.type == "ai"
        for tc in m.tool_calls
        if tc["name"].startswith("transfer_back_to_")
    ]


# -- langgraph-supervisor -------------------------------------------------------------------------------------


def _workers() -> tuple[Any, Any]:
    research = create_agent(
        per_agent_model("research_expert", [[tool_call("search", {"q": "x"}, "r1")]]),
        [search],
        name="research_expert",
    )
    math = create_agent(
        per_agent_model("math_expert", [[tool_call("add", {"a": 1, "b": 2}, "m1")]]),
        [add],
        name="math_expert",
    )
    return research, math


def supervisor_sequential() -> Case:
    research, math = _workers()
    turns = [
        [tool_call("transfer_to_research_expert", {}, "s1")],
        [tool_call("transfer_to_math_expert", {}, "s2")],
    ]
    app = create_supervisor(
        [research, math],
        model=per_agent_model("supervisor", turns, final="both done"),
        output_mode="last_message",
    ).compile()
    ok = "Successfully transferred"

    def truth(state: Any) -> Truth:
        return [
            ("supervisor", "transfer_to_research_expert", {}, f"{ok} to research_expert", None, 0),
            ("research_expert", "search", {"q": "x"}, "found x", None, 1),
            # the hand-backs are written by langgraph-supervisor's node: no model step
            ("research_expert", "transfer_back_to_supervisor", {}, f"{ok} back to supervisor", None, None),
            ("supervisor", "transfer_to_math_expert", {}, f"{ok} to math_expert", None, 3),
            ("math_expert", "add", {"a": 1, "b": 2}, "3", None, 4),
            ("math_expert", "transfer_back_to_supervisor", {}, f"{ok} back to supervisor", None, None),
        ]

    return Case(
        app,
        truth,
        # output_mode="last_message": a worker's own calls never reach the supervisor's state
        in_messages=lambda c, state: (
            c.metadata["agent"] == "supervisor" or c.name.startswith("transfer_back")
        ),
        same_steps=False,
        handoffs=[
            ("supervisor", "research_expert"),
            ("research_expert", "supervisor"),
            ("supervisor", "math_expert"),
            ("math_expert", "supervisor"),
        ],
        final_answer="both done",
    )


def supervisor_full_history() -> Case:
    """``output_mode="full_history"``: every worker message reaches the supervisor's state, so the three sources
    agree on everything, steps included."""
    research, math = _workers()
    turns = [[tool_call("transfer_to_research_expert", {}, "s1")], [tool_call("transfer_to_math_expert", {}, "s2")]]
    app = create_supervisor(
        [research, math], model=per_agent_model("supervisor", turns, final="both done"), output_mode="full_history"
    ).compile()
    return Case(
        app,
        supervisor_sequential().truth,
        handoffs=[
            ("supervisor", "research_expert"),
            ("research_expert", "supervisor"),
            ("supervisor", "math_expert"),
            ("math_expert", "supervisor"),
        ],
        final_answer="both done",
    )


def supervisor_parallel() -> Case:
    """Both handoffs in one supervisor turn. The supervisor's ToolNode runs them as separate tasks, each raising
    its Command to the parent graph, and only one reaches it: which worker runs depends on thread timing, so the
    truth reads it from the final state. Both handoff calls ran (and are recorded); only the winning one is in the
    final state's messages."""
    research, math = _workers()
    turns = [
        [tool_call("transfer_to_research_expert", {}, "s1"), tool_call("transfer_to_math_expert", {}, "s2")]
    ]
    app = create_supervisor(
        [research, math],
        model=per_agent_model("supervisor", turns, final="both done"),
        output_mode="full_history",
    ).compile()
    ok = "Successfully transferred"

    def winner(state: Any) -> str:
        workers = {m.name for m in state["messages"] if m.type == "ai"} - {"supervisor"}
        assert len(workers) == 1, workers
        return workers.pop()

    def truth(state: Any) -> Truth:
        worker = winner(state)
        call = (
            ("search", {"q": "x"}, "found x")
            if worker == "research_expert"
            else ("add", {"a": 1, "b": 2}, "3")
        )
        return [
            ("supervisor", "transfer_to_research_expert", {}, f"{ok} to research_expert", None, 0),
            ("supervisor", "transfer_to_math_expert", {}, f"{ok} to math_expert", None, 0),
            (worker, *call, None, 1),
            (worker, "transfer_back_to_supervisor", {}, f"{ok} back to supervisor", None, None),
        ]

    def in_messages(call: ToolCall, state: Any) -> bool:
        return not call.name.startswith("transfer_to_") or call.metadata["handoff"]["to_agent"] == winner(
            state
        )

    return Case(app, truth, in_messages=in_messages, final_answer="both done")


# -- langgraph-swarm ---------------------------------------------------------------------------------------------


def swarm() -> Case:
    alice = create_agent(
        per_agent_model("alice", [[tool_call("transfer_to_bob", {}, "h1")]]),
        [create_handoff_tool(agent_name="bob", description="Hand over to Bob")],
        name="alice",
    )
    bob = create_agent(
        per_agent_model("bob", [[tool_call("add", {"a": 2, "b": 3}, "b1")]], final="bob: 5"),
        [add],
        name="bob",
    )
    app = create_swarm([alice, bob], default_active_agent="alice").compile()

    def truth(state: Any) -> Truth:
        return [
            ("alice", "transfer_to_bob", {}, "Successfully transferred to bob", None, 0),
            ("bob", "add", {"a": 2, "b": 3}, "5", None, 1),
        ]

    return Case(app, truth, handoffs=[("alice", "bob")], final_answer="bob: 5")


# -- deepagents ----------------------------------------------------------------------------------------------------


def _deep_agent(tasks: list[dict[str, Any]]) -> Any:
    from deepagents import create_deep_agent

    researcher = {
        "name": "researcher",
        "description": "researches",
        "system_prompt": "You research.",
        "tools": [search],
        "model": ScriptedChatModel(respond=_researcher),
    }
    return create_deep_agent(
        model=per_agent_model("main", [tasks], final="main done"),
        tools=[],
        subagents=[researcher],
        name="main",
    )


def _researcher(messages: list[BaseMessage]) -> AIMessage | str:
    """The subagent: searches for the task it was given, then reports."""
    task_text = next(m.content for m in messages if m.type == "human")
    if not any(m.type == "tool" for m in messages):
        return AIMessage(content="", tool_calls=[tool_call("search", {"q": task_text}, f"q-{task_text}")])
    return f"report on {task_text}"


def deep_subagent() -> Case:
    app = _deep_agent([tool_call("task", {"description": "x", "subagent_type": "researcher"}, "t1")])

    def truth(state: Any) -> Truth:
        return [
            ("main", "task", {"description": "x", "subagent_type": "researcher"}, "report on x", None, 0),
            ("researcher", "search", {"q": "x"}, "found x", None, 1),
        ]

    def check(sources: Any, case: Case) -> None:
        for trajectory in (sources.recorded, sources.run_tree):
            if trajectory is None:
                continue
            task_call, search_call = trajectory.tool_calls()
            assert search_call.metadata["parent_call_id"] == "t1"
            assert "parent_call_id" not in task_call.metadata
            assert search_call.metadata["path"] == ["agent:main", "tool:task", "agent:researcher"]
            assert [c.name for c in trajectory.for_agent("researcher").tool_calls()] == ["search"]

    # The subagent runs inside the task tool: its calls never reach the main agent's state.
    return Case(
        app,
        truth,
        in_messages=lambda c, state: c.metadata["agent"] == "main",
        same_steps=False,
        final_answer="main done",
        check=check,
    )


def deep_parallel_subagents() -> Case:
    """Two subagents at once: their turns interleave in any order, so the truth is per task call."""
    app = _deep_agent(
        [
            tool_call("task", {"description": "x", "subagent_type": "researcher"}, "t1"),
            tool_call("task", {"description": "y", "subagent_type": "researcher"}, "t2"),
        ]
    )

    def truth(state: Any) -> Truth:
        return [
            ("main", "task", {"description": "x", "subagent_type": "researcher"}, "report on x", None, 0),
            ("main", "task", {"description": "y", "subagent_type": "researcher"}, "report on y", None, 0),
            ("researcher", "search", {"q": "x"}, "found x", None, None),
            ("researcher", "search", {"q": "y"}, "found y", None, None),
        ]

    def check(sources: Any, case: Case) -> None:
        for trajectory in (sources.recorded, sources.run_tree):
            if trajectory is None:
                continue
            searches = [c for c in trajectory.tool_calls() if c.name == "search"]
            linked = {c.args["q"]: c.metadata["parent_call_id"] for c in searches}
            assert linked == {"x": "t1", "y": "t2"}
            turns = trajectory.assistant_messages()
            for call in searches:  # each call's step is its own subagent turn, however the two interleaved
                assert call in turns[call.step].tool_calls
                assert turns[call.step].metadata["agent"] == "researcher"

    return Case(
        app,
        truth,
        in_messages=lambda c, state: c.metadata["agent"] == "main",
        same_steps=False,
        final_answer="main done",
        check=check,
        unordered=True,
    )


# -- create_agent with the built-in middleware ---------------------------------------------------------------


_FLAKY: dict[str, int] = {}


@tool
def flaky(key: str) -> str:
    """Fails on the first attempt for each key, then answers."""
    _FLAKY[key] = _FLAKY.get(key, 0) + 1
    if _FLAKY[key] % 2:
        raise ConnectionError(f"flaky {key}")
    return f"ok {key}"


def tool_retry() -> Case:
    app = create_agent(
        per_agent_model("retrier", [[tool_call("flaky", {"key": "k"}, "f1")]]),
        [flaky],
        name="retrier",
        middleware=[ToolRetryMiddleware(max_retries=2, initial_delay=0.0, jitter=False)],
    )

    def check(sources: Any, case: Case) -> None:
        for trajectory in (sources.recorded, sources.run_tree):
            if trajectory is not None:
                (call,) = trajectory.tool_calls()
                assert (call.metadata["attempts"], call.metadata["retry_errors"]) == (
                    2,
                    ["ConnectionError('flaky k')"],
                )

    return Case(app, lambda s: [("retrier", "flaky", {"key": "k"}, "ok k", None, 0)], check=check)


class _FirstCallFails(ScriptedChatModel):
    """A model whose first call of every run fails once (the run's retry then succeeds): of the calls made on a
    conversation without a model message yet, every other one raises."""

    _first_calls: int = PrivateAttr(default=0)

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        if not any(m.type == "ai" for m in messages):
            with self._lock:
                self._first_calls += 1
                fail = self._first_calls % 2 == 1
            if fail:
                raise ConnectionError("model down")
        return super()._generate(messages, *args, **kwargs)


def model_retry() -> Case:
    turns = [[tool_call("add", {"a": 1, "b": 1}, "a1")]]
    model = _FirstCallFails(respond=per_agent_model("retry_model", turns).respond)
    app = create_agent(
        model,
        [add],
        name="retry_model",
        middleware=[ModelRetryMiddleware(max_retries=2, initial_delay=0.0, jitter=False)],
    )
    return Case(app, lambda s: [("retry_model", "add", {"a": 1, "b": 1}, "2", None, 0)])


class _Down(ScriptedChatModel):
    """A primary model that is always down."""

    def _generate(self, *args: Any, **kwargs: Any) -> Any:
        raise ConnectionError("primary down")


def model_fallback() -> Case:
    fallback = per_agent_model("fallback", [[tool_call("add", {"a": 2, "b": 2}, "a1")]])
    app = create_agent(_Down(), [add], name="fallback", middleware=[ModelFallbackMiddleware(fallback)])
    return Case(app, lambda s: [("fallback", "add", {"a": 2, "b": 2}, "4", None, 0)])


def model_call_limit() -> Case:
    """The model would call tools forever; the limit ends the run with the middleware's own message, which the
    user sees: it is the trajectory's last assistant message (``source`` ``middleware``)."""

    def forever(messages: list[BaseMessage]) -> AIMessage:
        n = sum(1 for m in messages if m.type == "ai")
        return AIMessage(
            content=f"again {n}", tool_calls=[tool_call("add", {"a": n, "b": 1}, f"c{n}")], name="limited"
        )

    app = create_agent(
        ScriptedChatModel(respond=forever),
        [add],
        name="limited",
        middleware=[ModelCallLimitMiddleware(run_limit=2, exit_behavior="end")],
    )

    def check(sources: Any, case: Case) -> None:
        for trajectory in (sources.recorded, sources.run_tree, sources.messages):
            if trajectory is None:
                continue
            last = trajectory.last_assistant_message()
            assert last is not None and last.content.startswith("Model call limits exceeded")
            if trajectory is not sources.messages:
                assert last.metadata["source"] == "middleware"
                assert last.metadata["node"] == "ModelCallLimitMiddleware.before_model"

    return Case(
        app,
        lambda s: [
            ("limited", "add", {"a": 0, "b": 1}, "1", None, 0),
            ("limited", "add", {"a": 1, "b": 1}, "2", None, 1),
        ],
        check=check,
    )


def tool_call_limit() -> Case:
    """A second call of the tool in one run is refused by the middleware: an error, no tool run."""
    turns = [[tool_call("add", {"a": 1, "b": 1}, "a1")], [tool_call("add", {"a": 2, "b": 2}, "a2")]]
    app = create_agent(
        per_agent_model("capped", turns, final="capped done"),
        [add],
        name="capped",
        middleware=[ToolCallLimitMiddleware(tool_name="add", run_limit=1)],
    )

    def truth(state: Any) -> Truth:
        refusal = next(m.content for m in state["messages"] if m.type == "tool" and m.tool_call_id == "a2")
        return [
            ("capped", "add", {"a": 1, "b": 1}, "2", None, 0),
            ("capped", "add", {"a": 2, "b": 2}, None, refusal, 1),
        ]

    def check(sources: Any, case: Case) -> None:
        for trajectory in (sources.recorded, sources.run_tree):
            if trajectory is not None:
                assert trajectory.tool_calls()[1].metadata["executed"] is False

    return Case(app, truth, final_answer="capped done", check=check)


def summarization() -> Case:
    """The summarizer is a model call of its own: a turn (and a step) for the recorder and the run tree, but not
    a message in the state, so steps differ from ``from_messages`` after it."""

    def respond(messages: list[BaseMessage]) -> AIMessage | str:
        # by the last tool result: the summarizer rewrites the history the turn count would come from
        last = messages[-1]
        if last.type != "tool":
            return AIMessage(
                content="first", tool_calls=[tool_call("add", {"a": 1, "b": 2}, "a1")], name="summarized"
            )
        if last.content == "3":
            return AIMessage(
                content="second", tool_calls=[tool_call("add", {"a": 3, "b": 4}, "a2")], name="summarized"
            )
        return AIMessage(content="summed", name="summarized")

    app = create_agent(
        ScriptedChatModel(respond=respond),
        [add],
        name="summarized",
        middleware=[
            SummarizationMiddleware(
                model=ScriptedChatModel(respond=lambda m: "SUMMARY"),
                trigger=("messages", 4),
                keep=("messages", 2),
            )
        ],
    )

    def truth(state: Any) -> Truth:
        return [
            ("summarized", "add", {"a": 1, "b": 2}, "3", None, 0),
            ("summarized", "add", {"a": 3, "b": 4}, "7", None, 1),
        ]

    def check(sources: Any, case: Case) -> None:
        contents = [m.content for m in sources.recorded.assistant_messages()]
        assert "SUMMARY" in contents

    return Case(
        app,
        truth,
        same_steps=False,
        in_messages=lambda c, state: c.id == "a2",
        final_answer="summed",
        check=check,
    )


def todo_list() -> Case:
    todos = [{"content": "add things", "status": "in_progress"}]
    turns = [[tool_call("write_todos", {"todos": todos}, "w1")], [tool_call("add", {"a": 5, "b": 5}, "a1")]]
    app = create_agent(
        per_agent_model("planner", turns, final="planned"),
        [add],
        name="planner",
        middleware=[TodoListMiddleware()],
    )

    def truth(state: Any) -> Truth:
        reply = next(m.content for m in state["messages"] if m.type == "tool" and m.tool_call_id == "w1")
        return [
            ("planner", "write_todos", {"todos": todos}, reply, None, 0),
            ("planner", "add", {"a": 5, "b": 5}, "10", None, 1),
        ]

    return Case(app, truth, final_answer="planned")


def tool_emulator() -> Case:
    """The emulated tool never runs; the emulator's model writes its result (and is a model turn of its own)."""
    app = create_agent(
        per_agent_model(
            "traveller", [[tool_call("get_weather", {"city": "Rome"}, "g1")]], final="sunny it is"
        ),
        [get_weather],
        name="traveller",
        middleware=[
            LLMToolEmulator(
                tools=["get_weather"], model=ScriptedChatModel(respond=lambda m: "Rome: 25C, sunny")
            )
        ],
    )

    def check(sources: Any, case: Case) -> None:
        for trajectory in (sources.recorded, sources.run_tree):
            if trajectory is not None:
                (call,) = trajectory.tool_calls()
                assert call.metadata["executed"] is False

    return Case(
        app,
        lambda s: [("traveller", "get_weather", {"city": "Rome"}, "Rome: 25C, sunny", None, 0)],
        same_steps=False,
        final_answer="sunny it is",
        check=check,
    )


def tool_errors_and_context_editing() -> Case:
    """ToolErrorMiddleware turns a raised error into an error message; ContextEditingMiddleware edits the model's
    input only. The error is the call's, the run goes on."""
    turns = [[tool_call("explode", {"reason": "r"}, "e1")], [tool_call("add", {"a": 1, "b": 2}, "a1")]]
    app = create_agent(
        per_agent_model("careful", turns, final="recovered"),
        [explode, add],
        name="careful",
        middleware=[
            ToolErrorMiddleware(lambda exc, request: f"{request.tool_call['name']} failed: {exc}"),
            ContextEditingMiddleware(),
        ],
    )

    def truth(state: Any) -> Truth:
        return [
            ("careful", "explode", {"reason": "r"}, None, "ValueError('exploded: r')", 0),
            ("careful", "add", {"a": 1, "b": 2}, "3", None, 1),
        ]

    def check(sources: Any, case: Case) -> None:
        error = next(m for m in sources.state["messages"] if m.type == "tool" and m.tool_call_id == "e1")
        assert error.status == "error"
        assert sources.messages.tool_calls()[0].error == error.content

    # The message list holds the middleware's error text, the recorder the raised error.
    return Case(app, truth, final_answer="recovered", check=check)


# -- plain LangGraph -------------------------------------------------------------------------------------------


def subgraph() -> Case:
    inner = create_agent(
        per_agent_model("inner", [[tool_call("add", {"a": 1, "b": 1}, "i1")]]), [add], name="inner"
    )
    outer = create_agent(
        per_agent_model("outer", [[tool_call("search", {"q": "z"}, "o1")]], final="outer done"),
        [search],
        name="outer",
    )
    builder = StateGraph(MessagesState)
    builder.add_node("inner", inner)
    builder.add_node("outer", outer)
    builder.add_edge(START, "inner")
    builder.add_edge("inner", "outer")
    builder.add_edge("outer", END)
    app = builder.compile(name="pipeline")

    def truth(state: Any) -> Truth:
        return [
            ("inner", "add", {"a": 1, "b": 1}, "2", None, 0),
            ("outer", "search", {"q": "z"}, "found z", None, 2),
        ]

    return Case(app, truth, final_answer="outer done")


class _Fanout(MessagesState):
    topics: list[str]


def send_fanout() -> Case:
    """Map over topics with Send: each branch asks its model, which calls the tool (run by the branch's own
    ToolNode), then a node writes the summary message itself."""
    tools = ToolNode([search])

    def plan(state: _Fanout) -> dict[str, Any]:
        return {"topics": ["a", "b"]}

    def route(state: _Fanout) -> list[Send]:
        return [Send("research", {"messages": [], "topics": [topic]}) for topic in state["topics"]]

    def research(state: _Fanout) -> dict[str, Any]:
        (topic,) = state["topics"]
        model = ScriptedChatModel(
            respond=lambda m: AIMessage(
                content=f"on {topic}", tool_calls=[tool_call("search", {"q": topic}, f"s-{topic}")]
            )
        )
        reply = model.invoke([("user", topic)])
        result = tools.invoke({"messages": [reply]})
        return {"messages": [reply, *result["messages"]]}

    def summarize(state: _Fanout) -> dict[str, Any]:
        return {"messages": [AIMessage(content="summary of a and b")]}

    builder = StateGraph(_Fanout)
    builder.add_node("plan", plan)
    builder.add_node("research", research)
    builder.add_node("summarize", summarize)
    builder.add_edge(START, "plan")
    builder.add_conditional_edges("plan", route, ["research"])
    builder.add_edge("research", "summarize")
    builder.add_edge("summarize", END)
    app = builder.compile(name="fanout")

    def truth(state: Any) -> Truth:
        return [
            ("fanout", "search", {"q": "a"}, "found a", None, None),
            ("fanout", "search", {"q": "b"}, "found b", None, None),
        ]

    def check(sources: Any, case: Case) -> None:
        for trajectory in (sources.recorded, sources.run_tree):
            if trajectory is None:
                continue
            last = trajectory.last_assistant_message()
            assert last is not None
            assert (last.content, last.metadata["source"], last.metadata["node"]) == (
                "summary of a and b",
                "node",
                "summarize",
            )

    return Case(app, truth, final_answer="summary of a and b", check=check, same_steps=False, unordered=True)


def command_goto() -> Case:
    """A node routes with ``Command(goto=...)`` and writes a tool call itself; the tools node runs it."""

    def decide(state: MessagesState) -> Command[Any]:
        message = AIMessage(
            content="routing to tools", tool_calls=[tool_call("add", {"a": 4, "b": 4}, "g1")], name="router"
        )
        return Command(goto="tools", update={"messages": [message]})

    def answer(state: MessagesState) -> dict[str, Any]:
        return {"messages": [AIMessage(content=f"result {state['messages'][-1].content}", name="router")]}

    builder = StateGraph(MessagesState)
    builder.add_node("decide", decide, destinations=("tools",))
    builder.add_node("tools", ToolNode([add]))
    builder.add_node("answer", answer)
    builder.add_edge(START, "decide")
    builder.add_edge("tools", "answer")
    builder.add_edge("answer", END)
    app = builder.compile(name="router_graph")

    def check(sources: Any, case: Case) -> None:
        for trajectory in (sources.recorded, sources.run_tree):
            if trajectory is None:
                continue
            first, last = trajectory.assistant_messages()
            assert (first.metadata["source"], first.metadata["node"]) == ("node", "decide")
            assert (last.content, last.metadata["source"]) == ("result 8", "node")

    return Case(
        app,
        lambda s: [("router", "add", {"a": 4, "b": 4}, "8", None, None)],  # a node wrote the call: no step
        final_answer="result 8",
        check=check,
        same_steps=False,  # a message list cannot tell that a node wrote the call (it counts it as a step)
    )


def functional_api() -> Case:
    model = per_agent_model("functional", [[tool_call("add", {"a": 6, "b": 1}, "f1")]], final="seven")

    @task
    def call_model(messages: list[Any]) -> AIMessage:
        return model.invoke(messages)  # type: ignore[return-value]

    @task
    def call_tool(call: dict[str, Any]) -> ToolMessage:
        return add.invoke(call)  # type: ignore[return-value]

    @entrypoint()
    def agent(messages: list[Any]) -> list[Any]:
        history = list(messages)
        reply = call_model(history).result()
        while reply.tool_calls:
            results = [call_tool(c).result() for c in reply.tool_calls]
            history += [reply, *results]
            reply = call_model(history).result()
        return [*history, reply]

    def truth(state: Any) -> Truth:
        return [("agent", "add", {"a": 6, "b": 1}, "7", None, 0)]

    return Case(
        agent,
        truth,
        inputs=[{"role": "user", "content": "go"}],
        final_answer="seven",
    )


BUILDERS: dict[str, Callable[[], Case]] = {
    "supervisor_sequential": supervisor_sequential,
    "supervisor_full_history": supervisor_full_history,
    "supervisor_parallel": supervisor_parallel,
    "swarm": swarm,
    "deep_subagent": deep_subagent,
    "deep_parallel_subagents": deep_parallel_subagents,
    "tool_retry": tool_retry,
    "model_retry": model_retry,
    "model_fallback": model_fallback,
    "model_call_limit": model_call_limit,
    "tool_call_limit": tool_call_limit,
    "summarization": summarization,
    "todo_list": todo_list,
    "tool_emulator": tool_emulator,
    "tool_errors_and_context_editing": tool_errors_and_context_editing,
    "subgraph": subgraph,
    "send_fanout": send_fanout,
    "command_goto": command_goto,
    "functional_api": functional_api,
}

__all__ = ["BUILDERS", "Case", "back_ids", "fresh_call"]
