"""Smaller wrong values found when features were composed, each pinned on a real app and read from every source
that can know it: a node reply written as a tuple, a state a ``Command.PARENT`` handoff left, a ToolStrategy
answer, a huge result cut by ``max_result_chars``, a tool's several text blocks, a summarization turn, and a bare
chat model cancelled by ``asyncio.wait_for``."""

from __future__ import annotations

import asyncio
import sys
import uuid
from collections.abc import Iterator
from typing import Annotated, Any

import pytest
from _architectures import summarization
from _langsmith_loopback import MODES, LoopbackLangSmith
from _three_sources import per_agent_model, run_three_ways
from langchain.agents import create_agent
from langchain.agents.structured_output import ToolStrategy
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import InjectedToolCallId, tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.types import Command
from pydantic import BaseModel

from langchain_trajectory import ConversationSimulator, TrajectoryRecorder
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.trajectory import Trajectory

GO = {"messages": [("user", "go")]}
HISTORY = [
    AIMessage("", tool_calls=[tool_call("lookup", {"q": "earlier"}, "old-1")]),
    ToolMessage("from an earlier turn", tool_call_id="old-1"),
]


@pytest.fixture(scope="module")
def server() -> Iterator[LoopbackLangSmith]:
    with LoopbackLangSmith() as srv:
        yield srv


def graph_of(node: Any, name: str = "writer") -> Any:
    builder = StateGraph(MessagesState)
    builder.add_node("write", node)
    builder.add_edge(START, "write")
    builder.add_edge("write", END)
    return builder.compile(name=name)


TUPLE_REPLY = graph_of(lambda state: {"messages": [("ai", "hello there")]})


@pytest.mark.parametrize("mode", MODES)
def test_a_node_reply_written_as_a_tuple_is_the_last_answer(mode: str, server: LoopbackLangSmith) -> None:
    sources = run_three_ways(TUPLE_REPLY, GO, mode, server)
    for name, trajectory in sources.read().items():
        last = trajectory.last_assistant_message()
        assert last is not None and last.content == "hello there", name
    assert sources.recorded.last_assistant_message().metadata["source"] == "node"


@tool
def hand_to_b(tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
    """Hand the conversation to agent b."""
    reply = ToolMessage("handed to b", tool_call_id=tool_call_id)
    return Command(goto="b", graph=Command.PARENT, update={"messages": [reply]})


def parent_handoff_app() -> Any:
    a = create_agent(per_agent_model("a", [[tool_call("hand_to_b", {}, "h1")]]), [hand_to_b], name="a")
    b = create_agent(per_agent_model("b", [], final="b here"), [], name="b")
    builder = StateGraph(MessagesState)
    builder.add_node("a", a, destinations=("b",))
    builder.add_node("b", b)
    builder.add_edge(START, "a")
    builder.add_edge("b", END)
    return builder.compile()


def test_from_messages_reads_the_state_a_command_parent_handoff_leaves() -> None:
    recorder = TrajectoryRecorder()
    state = parent_handoff_app().invoke(GO, {"callbacks": [recorder]})
    assert [m.type for m in state["messages"]] == ["human", "tool", "ai"]  # the request never reached the state
    read = Trajectory.from_messages(state)
    (call,) = read.tool_calls()
    assert (call.name, call.id, call.result, call.args, call.step) == ("hand_to_b", "h1", "handed to b", {}, None)
    assert call.metadata["args_unknown"] is True and call.metadata["requested"] is False
    assert read.last_assistant_message().content == "b here"
    (recorded,) = recorder.trajectory.tool_calls()
    assert (recorded.id, recorded.result, recorded.metadata["handoff"]["to_agent"]) == ("h1", "handed to b", "b")


class Weather(BaseModel):
    city: str
    temp: int


def weather_agent(checkpointer: Any = None) -> Any:
    answer = AIMessage("", tool_calls=[tool_call("Weather", {"city": "Rome", "temp": 25}, "w1")])
    return create_agent(
        ScriptedChatModel(respond=lambda messages: answer),
        [],
        response_format=ToolStrategy(Weather),
        name="forecaster",
        checkpointer=checkpointer,
    )


@pytest.mark.parametrize("mode", MODES)
def test_a_tool_strategy_answer_is_marked_as_the_answer(mode: str, server: LoopbackLangSmith) -> None:
    sources = run_three_ways(weather_agent(), {"messages": [("user", "weather in Rome?")]}, mode, server)
    for name, trajectory in sources.read().items():
        (call,) = trajectory.tool_calls()
        assert call.metadata["structured_response"] is True, name
        assert call.result == "Returning structured response: city='Rome' temp=25"
        assert trajectory.last_assistant_message().metadata["structured_response"] == {"city": "Rome", "temp": 25}


@pytest.mark.parametrize("memory", [False, True], ids=["no-memory", "in-memory-saver"])
def test_the_simulator_shows_a_tool_strategy_answer_as_the_reply(memory: bool) -> None:
    app = weather_agent(InMemorySaver() if memory else None)
    result = ConversationSimulator(user=["weather in Rome?"], app=app, max_turns=1).simulate()
    assert result.metadata["termination"] == "max_turns", result.metadata.get("error")
    reply = result.last_assistant_message()
    assert reply.content == '{"city":"Rome","temp":25}'
    assert reply.metadata["structured_response"] == {"city": "Rome", "temp": 25}
    assert reply.tool_calls[0].metadata["structured_response"] is True


@tool
def huge() -> str:
    """A 5 MB result."""
    return "x" * 5_000_000


@tool
def two_blocks() -> list[dict[str, str]]:
    """Answers with two text blocks (as an MCP tool with two text contents does)."""
    return [{"type": "text", "text": "first line"}, {"type": "text", "text": "second line"}]


def test_max_result_chars_notes_the_original_length_of_a_huge_result() -> None:
    app = create_agent(per_agent_model("big", [[tool_call("huge", {}, "h1")]]), [huge], name="big")
    recorder = TrajectoryRecorder(max_result_chars=100)
    app.invoke(GO, {"callbacks": [recorder]})
    (call,) = recorder.trajectory.tool_calls()
    assert call.metadata["result_truncated"] == 5_000_000
    assert call.result == "x" * 100 + "... [truncated: 5000000 chars]"


@pytest.mark.parametrize("mode", MODES)
def test_several_text_blocks_of_a_tool_stay_apart(mode: str, server: LoopbackLangSmith) -> None:
    app = create_agent(per_agent_model("blocks", [[tool_call("two_blocks", {}, "b1")]]), [two_blocks], name="blocks")
    sources = run_three_ways(app, GO, mode, server)
    for name, trajectory in sources.read().items():
        (call,) = trajectory.tool_calls()
        assert call.result == "first line\nsecond line", name


def test_a_summarization_turn_is_marked_in_every_source(server: LoopbackLangSmith) -> None:
    case = summarization()
    sources = run_three_ways(case.app, case.inputs, "off", server)
    for trajectory in (sources.recorded, sources.run_tree):
        summaries = [m for m in trajectory.assistant_messages() if m.metadata.get("summarization")]
        assert [m.content for m in summaries] == ["SUMMARY"]
    (summary,) = [m for m in sources.messages.user_messages() if m.metadata.get("summary")]
    assert "SUMMARY" in summary.content


class _Slow(ScriptedChatModel):
    async def _agenerate(self, *args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(10)
        raise AssertionError("never reached")


@pytest.mark.parametrize("own_task", [True, False], ids=["in-its-own-task", "as-a-coroutine"])
async def test_a_bare_chat_model_cancelled_by_wait_for_leaves_nothing_behind(own_task: bool) -> None:
    if not own_task and sys.version_info >= (3, 12):
        pytest.xfail(
            "from Python 3.12 wait_for runs a coroutine in the caller's own task and LangChain reports no end of a "
            "cancelled bare chat model, so the run is closed only when the caller's task ends (documented on "
            "TrajectoryRecorder)"
        )
    recorder = TrajectoryRecorder()
    call = _Slow(replies=["x"]).ainvoke("hi", {"callbacks": [recorder]})
    with pytest.raises(asyncio.TimeoutError):
        await asyncio.wait_for(asyncio.ensure_future(call) if own_task else call, 0.05)
    await asyncio.sleep(0)  # the cancelled task's done callbacks run
    assert (recorder._live, recorder._turns, recorder._tools) == ({}, {}, {})
    assert recorder.last.metadata["error"] == "CancelledError()"
    assert recorder.errors == []


def test_state_evaluator_reads_matchers_written_inline() -> None:
    from langchain_trajectory.evaluators import StateEvaluator
    from langchain_trajectory.matching import Approx, Regex

    expected = {"order": {"tracking": Regex(r"TR-\d+"), "total": Approx(value=10, abs=0.01), "items": [{"sku": Regex("A.")}]}}
    good = {"order": {"tracking": "TR-123", "total": 10.004, "items": [{"sku": "A1"}]}, "messages": []}
    bad = {"order": {"tracking": "lost", "total": 12, "items": [{"sku": "B1"}]}}
    for evaluator, given in ((StateEvaluator(expected), None), (StateEvaluator(), expected)):
        assert evaluator.evaluate([], given, state=good).score == 1.0
        result = evaluator.evaluate([], given, state=bad)
        assert result.score == 0.0
        assert "order.tracking: 'lost' does not match /TR-\\d+/" in result.reason
        assert "order.items.0.sku: 'B1' does not match /A./" in result.reason
    with pytest.raises(ValueError, match="holds a dot"):
        StateEvaluator({"a.b": Regex("x")})


# -- gaps: why a run stopped, the active agent of a swarm thread, a run tree beside messages that show less -------


def stop_reasons(sources: Any) -> set[Any]:
    return {t.metadata.get("stop_reason") for t in (sources.recorded, sources.run_tree) if t is not None}


@pytest.mark.parametrize("mode", ["off", "context"])
def test_the_stop_reason_of_a_run(mode: str, server: LoopbackLangSmith) -> None:
    from _architectures import model_call_limit, swarm

    assert stop_reasons(run_three_ways(swarm().app, GO, mode, server)) == {"answered"}
    assert stop_reasons(run_three_ways(model_call_limit().app, GO, mode, server)) == {"limit"}
    assert stop_reasons(run_three_ways(weather_agent(), GO, mode, server)) == {"answered"}  # a structured answer


def test_the_stop_reason_of_a_paused_failed_or_exhausted_run() -> None:
    from langchain.agents.middleware import HumanInTheLoopMiddleware

    from langchain_trajectory.testing import ScriptedChatModel as Model

    @tool
    def risky(x: int) -> int:
        """Needs approval."""
        return x

    paused = create_agent(
        per_agent_model("p", [[tool_call("risky", {"x": 1}, "r1")]]),
        [risky],
        middleware=[HumanInTheLoopMiddleware(interrupt_on={"risky": True})],
        checkpointer=InMemorySaver(),
    )
    recorder = TrajectoryRecorder()
    paused.invoke(GO, {"configurable": {"thread_id": "p"}, "callbacks": [recorder]})
    assert recorder.trajectory_for_thread("p").metadata["stop_reason"] == "interrupted"

    looping = create_agent(Model(respond=lambda m: AIMessage("", tool_calls=[tool_call("risky", {"x": 1})])), [risky])
    recorder = TrajectoryRecorder()
    with pytest.raises(Exception, match="Recursion limit"):
        looping.invoke(GO, {"callbacks": [recorder], "recursion_limit": 5})
    assert recorder.last.metadata["stop_reason"] == "limit"


def test_the_active_agent_of_a_swarm_thread_in_every_source(server: LoopbackLangSmith) -> None:
    from _architectures import swarm

    app = swarm().app
    sources = run_three_ways(app, GO, "context", server)
    for name, trajectory in sources.read().items():
        assert trajectory.metadata["active_agent"] == "bob", name
    checkpointed = swarm().app.builder.compile(checkpointer=InMemorySaver())
    result = ConversationSimulator(user=["add 2 and 3"], app=checkpointed, max_turns=1).simulate()
    assert result.last_assistant_message().metadata["active_agent"] == "bob"
    assert result.last_assistant_message().metadata["stop_reason"] == "answered"


def test_an_evaluator_of_a_run_reads_the_run_tree_when_the_outputs_show_fewer_calls() -> None:
    import langsmith
    from _architectures import supervisor_sequential
    from langsmith import traceable
    from langsmith.schemas import Example

    from langchain_trajectory import OfflineClient, ToolTrajectoryEvaluator

    app = supervisor_sequential().app
    trees: list[Any] = []

    @traceable(name="target")
    def target(inputs: dict[str, Any], history: bool = False, run_tree: Any = None) -> dict[str, Any]:
        trees.append(run_tree)
        state = app.invoke(inputs)
        return {"messages": [*HISTORY, *state["messages"]]} if history else state

    with langsmith.tracing_context(enabled=True, client=OfflineClient()):
        target(GO)
        target(GO, history=True)
    plain, with_history = trees
    assert "search" not in [c.name for c in Trajectory.from_messages(plain.outputs).tool_calls()]  # last_message
    superset = ToolTrajectoryEvaluator("superset", argument_matcher="ignore")

    def example(calls: list[str]) -> Example:
        return Example(id=uuid.uuid4(), dataset_id=uuid.uuid4(), inputs=GO, outputs={"tool_calls": calls})

    assert superset.evaluate_run(plain, example(["search", "add"])).score == 1.0  # from the child runs
    # outputs holding a call the run never made (history given as input) are read as they are
    assert superset.evaluate_run(with_history, example(["lookup"])).score == 1.0
