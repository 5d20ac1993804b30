"""Features composed on real multi-agent apps, each a regression found when they were combined: a checkpointed app's
turn keeps every nested call, a tool resumed after review keeps its result, resuming an agent that is a node of a
parent graph repeats nothing, and the graph recorder agrees with checkpoint history after an interrupt. Every tool
logs itself when it really runs (the ground truth)."""

from __future__ import annotations

from typing import Any

import pytest
from _architectures import supervisor_full_history
from _langsmith_loopback import LoopbackLangSmith, tracing
from _three_sources import per_agent_model, run_three_ways
from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition
from langgraph.types import Command, interrupt
from langgraph_supervisor import create_supervisor
from langgraph_swarm import create_handoff_tool, create_swarm
from typing_extensions import TypedDict

from langchain_trajectory import (
    ConversationSimulator,
    ToolErrorEvaluator,
    ToolPolicyEvaluator,
    ToolTrajectoryEvaluator,
    Trajectory,
    TrajectoryRecorder,
    evaluate_by_turn,
)
from langchain_trajectory.capture import graph_trajectory_from_thread
from langchain_trajectory.testing import ScriptedChatModel, tool_call

LOG: list[tuple[str, dict[str, Any]]] = []


@tool
def web_search(q: str) -> str:
    """Search the web."""
    LOG.append(("web_search", {"q": q}))
    return f"found {q}"


@tool
def add(a: int, b: int) -> int:
    """Add two integers."""
    LOG.append(("add", {"a": a, "b": b}))
    return a + b


@pytest.fixture(autouse=True)
def _fresh_log() -> None:
    LOG.clear()


def last_human(messages: list[BaseMessage]) -> str:
    return str(next(m.content for m in reversed(messages) if m.type == "human"))


def own_turns(messages: list[BaseMessage], name: str) -> int:
    """How many AI messages agent ``name`` wrote since the last user message (hand-backs aside)."""
    start = max(i for i, m in enumerate(messages) if m.type == "human")
    return sum(
        1
        for m in messages[start + 1 :]
        if m.type == "ai" and m.name == name and not m.response_metadata.get("__is_handoff_back")
    )


def supervisor_app(checkpointer: Any) -> Any:
    """A supervisor routing each request to the worker it names; ``output_mode="last_message"``, so the
    workers' own calls never reach the supervisor's messages."""

    def supervisor(messages: list[BaseMessage]) -> AIMessage | str:
        request, k = last_human(messages), own_turns(messages, "supervisor")
        worker = "research_expert" if "research" in request else "math_expert"
        if k == 0:
            return AIMessage("", tool_calls=[tool_call(f"transfer_to_{worker}", {})])
        return f"done: {request}"

    def research(messages: list[BaseMessage]) -> AIMessage | str:
        if own_turns(messages, "research_expert") == 0:
            return AIMessage("", tool_calls=[tool_call("web_search", {"q": "x"})])
        return "researched"

    def math(messages: list[BaseMessage]) -> AIMessage | str:
        if own_turns(messages, "math_expert") == 0:
            return AIMessage("", tool_calls=[tool_call("add", {"a": 1, "b": 2})])
        return "added"

    workers = [
        create_agent(ScriptedChatModel(respond=research), [web_search], name="research_expert"),
        create_agent(ScriptedChatModel(respond=math), [add], name="math_expert"),
    ]
    return create_supervisor(
        workers, model=ScriptedChatModel(respond=supervisor), output_mode="last_message"
    ).compile(checkpointer=checkpointer)


@pytest.mark.parametrize("memory", [False, True], ids=["no-memory", "in-memory-saver"])
def test_a_supervisor_turn_keeps_every_worker_call_with_or_without_a_checkpointer(memory: bool) -> None:
    app = supervisor_app(InMemorySaver() if memory else None)
    sim = ConversationSimulator(user=["research x", "math"], app=app, max_turns=2)
    result = sim.simulate()
    assert result.metadata["termination"] == "max_turns", result.metadata.get("error")
    executed = [
        [c.name for c in turn if c.metadata.get("executed")] for turn in result.tool_calls_by_exchange()
    ]
    assert executed == [["transfer_to_research_expert", "web_search"], ["transfer_to_math_expert", "add"]]
    assert LOG == [("web_search", {"q": "x"}), ("add", {"a": 1, "b": 2})]
    research, _ = result.tool_calls_by_exchange()
    search = next(c for c in research if c.name == "web_search")
    assert (search.result, search.metadata["agent"]) == ("found x", "research_expert")
    expected = [["transfer_to_research_expert", "web_search"], ["transfer_to_math_expert", "add"]]
    scores = evaluate_by_turn(result, expected, ToolTrajectoryEvaluator("superset", argument_matcher="ignore"))
    assert scores.score == 1.0


REFUNDS: list[str] = []


@tool
def refund(order: str) -> str:
    """Refund an order (a human approves it first)."""
    answer = interrupt({"question": f"refund {order}?"})
    REFUNDS.append(f"{order}:{answer}")
    return f"refunded {order}"


def test_an_interrupt_inside_a_tool_answered_by_the_reviewer_keeps_the_tools_result() -> None:
    REFUNDS.clear()
    clerk = create_agent(
        per_agent_model("clerk", [[tool_call("refund", {"order": "o1"}, "r1")]], final="refund done"),
        [refund],
        name="clerk",
        checkpointer=InMemorySaver(),
    )
    sim = ConversationSimulator(
        user=["refund o1"], app=clerk, max_turns=1, reviewer=lambda interruption, trajectory: "yes",
        checks=[ToolErrorEvaluator()],
    )
    result = sim.simulate()
    assert REFUNDS == ["o1:yes"]
    (call,) = result.tool_calls()
    assert (call.name, call.result, call.error) == ("refund", "refunded o1", None)
    assert call.metadata["review"]["status"] == "resumed"
    assert result.assistant_messages()[-1].metadata["checks"][0]["passed"] is True


SENT: list[tuple[str, dict[str, Any]]] = []


@tool
def find(q: str) -> str:
    """Find a contact."""
    SENT.append(("find", {"q": q}))
    return f"found {q}"


@tool
def send_email(to: str) -> str:
    """Send an email."""
    SENT.append(("send_email", {"to": to}))
    return f"sent to {to}"


def swarm_with_a_reviewed_worker() -> Any:
    alice = create_agent(
        per_agent_model("alice", [[tool_call("transfer_to_mailer", {}, "h1")]]),
        [create_handoff_tool(agent_name="mailer")],
        name="alice",
    )
    mailer = create_agent(
        per_agent_model(
            "mailer",
            [[tool_call("find", {"q": "bob"}, "f1")], [tool_call("send_email", {"to": "bob"}, "e1")]],
            final="mailed",
        ),
        [find, send_email],
        name="mailer",
        middleware=[HumanInTheLoopMiddleware(interrupt_on={"send_email": True})],
    )
    return create_swarm([alice, mailer], default_active_agent="alice").compile(checkpointer=InMemorySaver())


SWARM = swarm_with_a_reviewed_worker()
DECISIONS = {
    "approve": ({"type": "approve"}, [("find", {"q": "bob"}), ("send_email", {"to": "bob"})]),
    "edit": (
        {"type": "edit", "edited_action": {"name": "send_email", "args": {"to": "eve"}}},
        [("find", {"q": "bob"}), ("send_email", {"to": "eve"})],
    ),
    "reject": ({"type": "reject", "message": "not now"}, [("find", {"q": "bob"})]),
}


@pytest.fixture(scope="module")
def server() -> Any:
    with LoopbackLangSmith() as srv:
        yield srv


@pytest.mark.parametrize("mode", ["off", "context"], ids=["tracing-off", "tracing-on"])
@pytest.mark.parametrize("decision", list(DECISIONS))
def test_resuming_a_swarm_worker_repeats_none_of_its_earlier_calls(
    decision: str, mode: str, server: LoopbackLangSmith
) -> None:
    SENT.clear()
    answer, ran = DECISIONS[decision]
    recorder = TrajectoryRecorder()
    thread = f"swarm-{decision}-{mode}"
    config = {"configurable": {"thread_id": thread}}
    with tracing(mode, server) as extra:
        callbacks = {"callbacks": [recorder, *extra]}
        SWARM.invoke({"messages": [("user", "mail bob")]}, {**config, **callbacks})
        SWARM.invoke(Command(resume={"decisions": [answer]}), {**config, **callbacks})
    assert ran == SENT
    view = recorder.trajectory_for_thread(thread)
    calls = view.tool_calls()
    assert [(c.name, c.step, c.metadata["agent"]) for c in calls] == [
        ("transfer_to_mailer", 0, "alice"),
        ("find", 1, "mailer"),
        ("send_email", 2, "mailer"),
    ]
    status = {"approve": "approved", "edit": "edited", "reject": "rejected"}[decision]
    assert calls[2].metadata["review"]["status"] == status
    strict = ToolTrajectoryEvaluator("strict", argument_matcher="ignore")
    assert strict.evaluate(view, ["transfer_to_mailer", "find", "send_email"]).score == 1.0


class Memo(TypedDict):
    draft: str


def memo_app() -> Any:
    """The README's memo example: a subgraph writes then asks for review; the parent sends."""

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
    return builder.compile(checkpointer=InMemorySaver())


def test_the_graph_recorder_and_checkpoint_history_agree_after_an_interrupt() -> None:
    app = memo_app()
    recorder = TrajectoryRecorder()
    config = {"configurable": {"thread_id": "memo"}, "callbacks": [recorder]}
    app.invoke({"draft": ""}, config)
    app.invoke(Command(resume="Dear team, the release is on Monday."), config)
    history = graph_trajectory_from_thread(app, {"configurable": {"thread_id": "memo"}})
    recorded = recorder.graph_trajectory
    expected = [["__start__", "edit", "edit:__start__", "edit:write", "edit:review", "__interrupt__"], ["send"]]
    assert history.steps() == expected
    # the recorder sees no __start__ task (it takes the input; no chain run of its own)
    assert recorded.steps() == [[n for n in s if not n.endswith("__start__")] for s in expected]


# -- attribution: the innermost named agent owns a call; hand-backs and node-written messages are no one's -------


def tool_loop(name: str, script: list[Any], tools: list[Any]) -> Any:
    """A plain LangGraph agent loop compiled with a name (no ``create_agent``): a model node and a ToolNode."""
    model = per_agent_model(name, script)
    builder = StateGraph(MessagesState)
    builder.add_node("llm", lambda state: {"messages": [model.invoke(state["messages"])]})
    builder.add_node("tools", ToolNode(tools))
    builder.add_edge(START, "llm")
    builder.add_conditional_edges("llm", tools_condition)
    builder.add_edge("tools", "llm")
    return builder.compile(name=name)


@pytest.mark.filterwarnings("ignore:This API is in beta")
@pytest.mark.parametrize("mode", ["off", "context"], ids=["tracing-off", "tracing-on"])
def test_a_graph_used_through_as_tool_owns_its_calls(mode: str, server: LoopbackLangSmith) -> None:
    researcher = tool_loop("researcher", [[tool_call("add", {"a": 1, "b": 2}, "i1")]], [add])
    ask = researcher.as_tool(name="ask_researcher", description="Ask the researcher.", arg_types={"messages": list})
    question = {"messages": [{"role": "user", "content": "1 + 2?"}]}
    boss = create_agent(per_agent_model("boss", [[tool_call("ask_researcher", question, "o1")]]), [ask], name="boss")
    sources = run_three_ways(boss, {"messages": [("user", "go")]}, mode, server)
    assert LOG == [("add", {"a": 1, "b": 2})]
    for trajectory in (sources.recorded, sources.run_tree):
        if trajectory is None:
            continue
        assert [(c.metadata["agent"], c.name) for c in trajectory.tool_calls()] == [
            ("boss", "ask_researcher"),
            ("researcher", "add"),
        ]
        assert trajectory.tool_calls()[1].metadata["path"] == ["agent:boss", "tool:ask_researcher", "agent:researcher"]
        assert [c.name for c in trajectory.for_agent("researcher").tool_calls()] == ["add"]
        assert ToolPolicyEvaluator(agent="boss", deny=["add"]).evaluate(trajectory).score == 1.0


def test_a_step_is_a_chat_model_call_and_hand_backs_are_synthetic() -> None:
    app = supervisor_full_history().app
    recorder = TrajectoryRecorder()
    state = app.invoke({"messages": [("user", "go")]}, {"callbacks": [recorder]})
    # supervisor 3 model calls, each worker 2: 7 steps; the two hand-back messages are written by a node
    chat_model_calls = 7
    for trajectory in (recorder.trajectory, Trajectory.from_messages(state)):
        result = ToolPolicyEvaluator(max_model_steps=chat_model_calls).evaluate(trajectory)
        assert (result.score, result.metadata["model_steps"]) == (1.0, chat_model_calls), result.reason
        backs = [c for c in trajectory.tool_calls() if c.name == "transfer_back_to_supervisor"]
        assert len(backs) == 2 and all(c.metadata["synthetic"] and c.step is None for c in backs)
        worker_policy = ToolPolicyEvaluator(agent="research_expert", allow=["search"], max_model_steps=2)
        assert worker_policy.evaluate(trajectory).score == 1.0
    assert [c.step for c in recorder.trajectory.tool_calls()] == [
        c.step for c in Trajectory.from_messages(state).tool_calls()
    ]
