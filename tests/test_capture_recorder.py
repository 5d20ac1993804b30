"""TrajectoryRecorder on real create_agent / StateGraph runs driven by scripted chat models and real tools."""

from __future__ import annotations

import asyncio
import logging
from typing import Annotated, Any, TypedDict

import pytest
from _capture_agents import (
    add,
    calls_of,
    careful,
    explode,
    scripted,
    set_flag,
    slow_echo,
    tool_call,
    turn_index,
    without_timing,
)
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import InjectedToolCallId, tool
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode, tools_condition
from langgraph.types import Command, Send

from langchain_trajectory.capture import RecorderError, TrajectoryRecorder, from_messages, record_trajectories
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import Trajectory

USER = {"messages": [{"role": "user", "content": "go"}]}

# The first call is slow, so the parallel calls finish in the reverse of request order (half a second: on a loaded
# machine running the suite on two processes, the second call has started more than 50 ms after the first).
PARALLEL = [
    tool_call("slow_echo", {"text": "first", "delay": 0.5}, "call_a"),
    tool_call("slow_echo", {"text": "second"}, "call_b"),
]


def parallel_agent(**kwargs: Any):
    return create_agent(scripted([PARALLEL]), [slow_echo], system_prompt="be brief", name="echoer", **kwargs)


def check_parallel(recorder: TrajectoryRecorder) -> None:
    trajectory = recorder.trajectory
    assert calls_of(trajectory) == [
        ("slow_echo", {"text": "first", "delay": 0.5}, "call_a", "echo:first", None, 0),
        ("slow_echo", {"text": "second"}, "call_b", "echo:second", None, 0),
    ]
    first, second = trajectory.tool_calls()
    assert first.metadata["end_time"] > second.metadata["end_time"]  # completion order was reversed
    assert [m.role for m in trajectory.messages] == ["system", "user", "assistant", "assistant"]
    assert [m.content for m in trajectory.messages] == ["be brief", "go", "step 0", "final answer"]
    assert trajectory.tool_calls_by_turn() == [list(trajectory.tool_calls()), []]
    for call in trajectory.tool_calls():
        assert call.metadata["agent"] == "echoer"
        assert call.metadata["path"] == ["agent:echoer"]
        assert call.metadata["node"] == "tools"
        assert call.metadata["executed"] is True
        assert call.metadata["duration_ms"] >= 0
    assert recorder.errors == []


def test_parallel_calls_invoke_in_request_order() -> None:
    recorder = TrajectoryRecorder()
    final = parallel_agent().invoke(USER, {"callbacks": [recorder]})
    check_parallel(recorder)
    assert recorder.tool_calls == recorder.trajectory.tool_calls()
    # Cross-check: the same calls as the final message list says.
    assert calls_of(recorder.trajectory) == calls_of(Trajectory.from_messages(final["messages"]))


async def test_parallel_calls_ainvoke_in_request_order() -> None:
    recorder = TrajectoryRecorder()
    await parallel_agent().ainvoke(USER, {"callbacks": [recorder]})
    check_parallel(recorder)


def test_parallel_calls_stream() -> None:
    recorder = TrajectoryRecorder()
    chunks = list(parallel_agent().stream(USER, {"callbacks": [recorder]}, stream_mode="updates"))
    assert chunks
    check_parallel(recorder)


async def test_parallel_calls_astream_messages_mode() -> None:
    recorder = TrajectoryRecorder()
    chunks = [
        c async for c in parallel_agent().astream(USER, {"callbacks": [recorder]}, stream_mode="messages")
    ]
    assert chunks
    check_parallel(recorder)


def test_multi_turn_run_gives_per_turn_calls_and_steps() -> None:
    turns = [
        [tool_call("add", {"a": 1, "b": 2}, "t0")],
        [tool_call("add", {"a": 3, "b": 4}, "t1a"), tool_call("add", {"a": 5, "b": 6}, "t1b")],
    ]
    recorder = TrajectoryRecorder()
    final = create_agent(scripted(turns), [add]).invoke(USER, {"callbacks": [recorder]})
    trajectory = recorder.trajectory
    assert [[c.id for c in turn] for turn in trajectory.tool_calls_by_turn()] == [["t0"], ["t1a", "t1b"], []]
    assert [c.step for c in trajectory.tool_calls()] == [0, 1, 1]
    assert [c.result for c in trajectory.tool_calls()] == ["3", "7", "11"]
    # Unnamed create_agent: the agent is the graph's name.
    assert {c.metadata["agent"] for c in trajectory.tool_calls()} == {"LangGraph"}
    assert calls_of(trajectory) == calls_of(Trajectory.from_messages(final["messages"]))


def test_raised_error_aborts_run_and_is_recorded() -> None:
    turns = [
        [tool_call("add", {"a": 1, "b": 1}, "ok")],
        [tool_call("explode", {"reason": "bad"}, "boom")],
        [tool_call("add", {"a": 9, "b": 9}, "never")],
    ]
    recorder = TrajectoryRecorder()
    agent = create_agent(scripted(turns), [add, explode])
    with pytest.raises(ValueError, match="exploded: bad"):
        agent.invoke(USER, {"callbacks": [recorder]})
    trajectory = recorder.trajectory
    assert calls_of(trajectory) == [
        ("add", {"a": 1, "b": 1}, "ok", "2", None, 0),
        ("explode", {"reason": "bad"}, "boom", None, "ValueError('exploded: bad')", 1),
    ]
    assert trajectory.metadata["error"] == "ValueError('exploded: bad')"


async def test_error_handled_by_toolnode_is_recorded_and_run_goes_on() -> None:
    model = scripted(
        [[tool_call("explode", {"reason": "x"}, "e1"), tool_call("add", {"a": 2, "b": 2}, "a1")]]
    )

    def call_model(state: MessagesState) -> dict[str, Any]:
        return {"messages": [model.invoke(state["messages"])]}

    graph = StateGraph(MessagesState)
    graph.add_node("agent", call_model)
    graph.add_node("tools", ToolNode([explode, add], handle_tool_errors=True))
    graph.add_edge(START, "agent")
    graph.add_conditional_edges("agent", tools_condition)
    graph.add_edge("tools", "agent")
    app = graph.compile(name="handled")

    recorder = TrajectoryRecorder()
    final = await app.ainvoke(USER, {"callbacks": [recorder]})
    assert final["messages"][-1].content == "final answer"
    calls = recorder.trajectory.tool_calls()
    assert [(c.name, c.id, c.result, c.error) for c in calls] == [
        ("explode", "e1", None, "ValueError('exploded: x')"),
        ("add", "a1", "4", None),
    ]
    # The message list only shows ToolNode's rewording of the error; the recorder keeps the raised error.
    reference = {c.id: c for c in from_messages(final).tool_calls()}
    assert "exploded: x" in reference["e1"].error
    assert calls[0].metadata["agent"] == "handled"
    assert "error" not in recorder.trajectory.metadata


def test_tool_with_handle_tool_error_records_its_message() -> None:
    recorder = TrajectoryRecorder()
    final = create_agent(scripted([[tool_call("careful", {"reason": "r"}, "c1")]]), [careful]).invoke(
        USER, {"callbacks": [recorder]}
    )
    (call,) = recorder.trajectory.tool_calls()
    assert (call.result, call.error, call.metadata["executed"]) == (None, "handled: r", True)
    assert calls_of(recorder.trajectory) == calls_of(from_messages(final))


def test_unknown_tool_is_recorded_with_the_error_message() -> None:
    turns = [[tool_call("add", {"a": 1, "b": 2}, "k1"), tool_call("teleport", {"to": "mars"}, "u1")]]
    recorder = TrajectoryRecorder()
    final = create_agent(scripted(turns), [add]).invoke(USER, {"callbacks": [recorder]})
    known, unknown = recorder.trajectory.tool_calls()
    assert (known.name, known.result) == ("add", "3")
    assert (unknown.name, unknown.args, unknown.id, unknown.result) == (
        "teleport",
        {"to": "mars"},
        "u1",
        None,
    )
    assert "teleport is not a valid tool" in unknown.error
    assert unknown.metadata["executed"] is False and unknown.metadata["run_id"] is None
    assert calls_of(recorder.trajectory) == calls_of(from_messages(final))


def test_invalid_tool_call_is_recorded_with_error() -> None:
    reply = AIMessage(
        content="oops",
        invalid_tool_calls=[
            {
                "name": "add",
                "args": "{not json",
                "id": "bad1",
                "error": "bad JSON",
                "type": "invalid_tool_call",
            }
        ],
    )
    recorder = TrajectoryRecorder()
    create_agent(scripted([reply]), [add]).invoke(USER, {"callbacks": [recorder]})
    (call,) = recorder.trajectory.tool_calls()
    assert (call.name, call.id, call.error) == ("add", "bad1", "invalid tool call: bad JSON")
    assert call.metadata["raw_args"] == "{not json"


def test_command_returning_tool_records_its_tool_message() -> None:
    recorder = TrajectoryRecorder()
    final = create_agent(scripted([[tool_call("set_flag", {"flag": "blue"}, "f1")]]), [set_flag]).invoke(
        USER, {"callbacks": [recorder]}
    )
    (call,) = recorder.trajectory.tool_calls()
    assert (call.name, call.args, call.id, call.result, call.error) == (
        "set_flag",
        {"flag": "blue"},
        "f1",
        "flag blue set",
        None,
    )
    assert call.metadata["command"] is True
    assert calls_of(recorder.trajectory) == calls_of(from_messages(final))


def researcher_agent(name: str = "researcher"):
    return create_agent(scripted([[tool_call("add", {"a": 20, "b": 22}, "inner1")]]), [add], name=name)


def test_agent_used_as_a_node() -> None:
    graph = StateGraph(MessagesState)
    graph.add_node("research", researcher_agent())
    graph.add_edge(START, "research")
    graph.add_edge("research", END)
    app = graph.compile(name="pipeline")

    recorder = TrajectoryRecorder()
    app.invoke(USER, {"callbacks": [recorder]})
    (call,) = recorder.trajectory.tool_calls()
    assert (call.name, call.id, call.result, call.step) == ("add", "inner1", "42", 0)
    assert call.metadata["agent"] == "researcher"
    assert call.metadata["path"] == ["agent:pipeline", "agent:researcher"]
    assert call.metadata["depth"] == 0
    assert recorder.trajectory.metadata["name"] == "pipeline"


inner_agent = researcher_agent("inner")


@tool
def ask_inner(question: str) -> str:
    """Ask the inner agent."""
    return inner_agent.invoke({"messages": [{"role": "user", "content": question}]})["messages"][-1].content


@pytest.mark.parametrize("nested", [True, False])
def test_agent_inside_a_tool_is_attributed_with_path(nested: bool) -> None:
    outer = create_agent(
        scripted([[tool_call("ask_inner", {"question": "sum?"}, "outer1")]]), [ask_inner], name="outer"
    )
    recorder = TrajectoryRecorder(nested=nested)
    outer.invoke(USER, {"callbacks": [recorder]})
    trajectory = recorder.trajectory
    outer_call = ("ask_inner", {"question": "sum?"}, "outer1", "final answer", None, 0)
    if not nested:
        assert calls_of(trajectory) == [outer_call]
        assert [m.content for m in trajectory.assistant_messages()] == ["step 0", "final answer"]
        return
    # Messages: outer turn 0, the inner agent's two turns (inside the tool call), outer turn 1.
    assert [(m.content, m.metadata["agent"]) for m in trajectory.assistant_messages()] == [
        ("step 0", "outer"),
        ("step 0", "inner"),
        ("final answer", "inner"),
        ("final answer", "outer"),
    ]
    assert calls_of(trajectory) == [outer_call, ("add", {"a": 20, "b": 22}, "inner1", "42", None, 1)]
    inner_call = trajectory.tool_calls()[1]
    assert inner_call.metadata["agent"] == "inner"
    assert inner_call.metadata["path"] == ["agent:outer", "tool:ask_inner", "agent:inner"]
    assert inner_call.metadata["depth"] == 1
    top_level = [c.name for c in trajectory.tool_calls() if c.metadata["depth"] == 0]
    assert top_level == ["ask_inner"]
    # The user messages are those of the outer agent's first call, not the inner agent's.
    assert [m.content for m in trajectory.user_messages()] == ["go"]


def test_direct_tool_invoke_plain_args_and_tool_call() -> None:
    recorder = TrajectoryRecorder()
    assert add.invoke({"a": 2, "b": 5}, {"callbacks": [recorder]}) == 7
    plain = recorder.trajectory
    assert calls_of(plain) == [("add", {"a": 2, "b": 5}, None, 7, None, None)]
    assert plain.tool_calls()[0].metadata["requested"] is False
    assert [m.role for m in plain.messages] == ["assistant"]

    message = add.invoke(
        {"name": "add", "args": {"a": 1, "b": 1}, "id": "direct", "type": "tool_call"},
        {"callbacks": [recorder]},
    )
    assert message.content == "2"
    assert calls_of(recorder.last) == [("add", {"a": 1, "b": 1}, "direct", "2", None, None)]
    assert len(recorder.trajectories) == 2


def test_direct_tool_error_is_recorded() -> None:
    recorder = TrajectoryRecorder()
    with pytest.raises(ValueError):
        explode.invoke({"reason": "direct"}, {"callbacks": [recorder]})
    assert calls_of(recorder.trajectory) == [
        ("explode", {"reason": "direct"}, None, None, "ValueError('exploded: direct')", None)
    ]


def per_run_model() -> ScriptedChatModel:
    """Each run adds its own number (from the user message) to itself, in one turn."""

    def respond(messages: list[BaseMessage]) -> AIMessage | str:
        n = int(next(m.content for m in messages if m.type == "human"))
        if turn_index(messages) == 0:
            return AIMessage(
                content=f"run {n}",
                tool_calls=[
                    tool_call("add", {"a": n, "b": n}, f"id{n}"),
                    tool_call("slow_echo", {"text": str(n)}, f"e{n}"),
                ],
            )
        return f"done {n}"

    return ScriptedChatModel(respond=respond)


async def test_fifty_concurrent_runs_share_one_recorder() -> None:
    agent = create_agent(per_run_model(), [add, slow_echo])
    recorder = TrajectoryRecorder()
    inputs = [{"messages": [{"role": "user", "content": str(n)}]} for n in range(50)]
    finals = await agent.abatch(inputs, {"callbacks": [recorder]})
    trajectories = list(recorder.trajectories.values())
    assert len(trajectories) == 50
    by_user = {t.user_messages()[0].content: t for t in trajectories}
    assert sorted(by_user, key=int) == [str(n) for n in range(50)]
    for n in range(50):
        t = by_user[str(n)]
        assert calls_of(t) == [
            ("add", {"a": n, "b": n}, f"id{n}", str(2 * n), None, 0),
            ("slow_echo", {"text": str(n)}, f"e{n}", f"echo:{n}", None, 0),
        ]
        assert t.last_assistant_message().content == f"done {n}"
    for final in finals:
        n = final["messages"][0].content
        assert calls_of(by_user[n]) == calls_of(from_messages(final))
    assert recorder.errors == []


def test_failing_redact_does_not_break_the_agent(caplog: pytest.LogCaptureFixture) -> None:
    def redact(name: str, args: dict[str, Any]) -> dict[str, Any]:
        if name == "add":
            raise RuntimeError("redactor bug")
        return args

    recorder = TrajectoryRecorder(redact=redact)
    turns = [[tool_call("add", {"a": 1, "b": 2}, "r1"), tool_call("slow_echo", {"text": "hi"}, "r2")]]
    with caplog.at_level(logging.WARNING, logger="langchain_trajectory.capture.recorder"):
        final = create_agent(scripted(turns), [add, slow_echo]).invoke(USER, {"callbacks": [recorder]})
    assert final["messages"][-1].content == "final answer"
    add_call, echo_call = recorder.trajectory.tool_calls()
    assert (add_call.args, add_call.result, add_call.metadata["redaction_failed"]) == ({}, "3", True)
    assert (echo_call.args, echo_call.result) == ({"text": "hi"}, "echo:hi")
    assert recorder.errors and all(isinstance(e, RecorderError) for e in recorder.errors)
    assert {e.event for e in recorder.errors} == {"redact"}
    assert all(str(e.error) == "redactor bug" for e in recorder.errors)
    assert "redactor bug" in caplog.text


def test_failure_inside_a_callback_does_not_break_the_agent(monkeypatch: pytest.MonkeyPatch) -> None:
    import langchain_trajectory.capture.recorder as recorder_module

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise KeyError("internal bug")

    monkeypatch.setattr(recorder_module, "read_tool_output", broken)
    recorder = TrajectoryRecorder()
    final = create_agent(scripted([[tool_call("add", {"a": 1, "b": 2}, "x1")]]), [add]).invoke(
        USER, {"callbacks": [recorder]}
    )
    assert final["messages"][-1].content == "final answer"
    assert [e.event for e in recorder.errors] == ["on_tool_end"]
    (call,) = recorder.trajectory.tool_calls()
    assert (call.name, call.id, call.result) == ("add", "x1", None)  # the call itself is still recorded


def test_options_redact_truncate_artifacts() -> None:
    @tool(response_format="content_and_artifact")
    def fetch(key: str) -> tuple[str, dict[str, Any]]:
        """Fetch a document."""
        return "x" * 50, {"key": key, "size": 50}

    def hide_secret(name: str, args: dict[str, Any]) -> dict[str, Any]:
        return {k: ("***" if k == "key" else v) for k, v in args.items()}

    turns = [[tool_call("fetch", {"key": "s3cr3t"}, "f1")]]
    recorder = TrajectoryRecorder(redact=hide_secret, max_result_chars=10)
    create_agent(scripted(turns), [fetch]).invoke(USER, {"callbacks": [recorder]})
    (call,) = recorder.trajectory.tool_calls()
    assert call.args == {"key": "***"}
    assert "s3cr3t" not in recorder.trajectory.to_json()
    assert (call.result, call.metadata["result_truncated"]) == ("x" * 10 + "... [truncated: 50 chars]", 50)

    recorder = TrajectoryRecorder(include_artifacts=True)
    create_agent(scripted(turns), [fetch]).invoke(USER, {"callbacks": [recorder]})
    assert recorder.tool_calls[0].result == {"key": "s3cr3t", "size": 50}


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"nested": "yes"}, TypeError),
        ({"max_result_chars": -1}, ValueError),
        ({"max_result_chars": 2.5}, ValueError),
        ({"redact": "not callable"}, TypeError),
        ({"include_artifacts": 1}, TypeError),
    ],
)
def test_bad_options_fail_when_built(kwargs: dict[str, Any], error: type[Exception]) -> None:
    name = next(iter(kwargs))
    with pytest.raises(error, match=name):
        TrajectoryRecorder(**kwargs)


def test_empty_recorder_and_clear() -> None:
    recorder = TrajectoryRecorder()
    assert recorder.trajectories == {}
    with pytest.raises(TrajectoryInputError, match="recorded no run"):
        recorder.trajectory  # noqa: B018 - a missing trajectory is an error, not an empty one that passes
    with pytest.raises(TrajectoryInputError, match="recorded no run"):
        recorder.tool_calls  # noqa: B018
    add.invoke({"a": 1, "b": 1}, {"callbacks": [recorder]})
    assert len(recorder.tool_calls) == 1
    recorder.clear()
    assert recorder.trajectories == {} and recorder.errors == []


def test_context_manager_records_without_callbacks() -> None:
    agent = parallel_agent()
    with record_trajectories() as recorder:
        agent.invoke(USER)
    check_parallel(recorder)
    agent.invoke(USER)  # outside the block: not recorded
    assert len(recorder.trajectories) == 1


async def test_context_manager_async_and_nested_blocks() -> None:
    agent = create_agent(scripted([[tool_call("add", {"a": 1, "b": 2}, "cm1")]]), [add])
    with record_trajectories(max_result_chars=100) as outer:
        await agent.ainvoke(USER)
        with record_trajectories() as inner:
            await asyncio.gather(agent.ainvoke(USER), agent.ainvoke(USER))
        assert len(inner.trajectories) == 2
        assert all(
            calls_of(t) == [("add", {"a": 1, "b": 2}, "cm1", "3", None, 0)]
            for t in inner.trajectories.values()
        )
    assert len(outer.trajectories) == 1
    recorder = TrajectoryRecorder()
    with record_trajectories(recorder=recorder) as same:
        add.invoke({"a": 1, "b": 1})
    assert same is recorder and len(recorder.tool_calls) == 1
    with pytest.raises(ValueError, match="recorder"), record_trajectories(recorder=recorder, nested=False):
        pass


def test_recorder_does_not_stringify_prompts() -> None:
    # The handler implements on_chat_model_start, so langchain-core never falls back to on_llm_start.
    from langchain_core.callbacks import BaseCallbackHandler

    assert TrajectoryRecorder.on_chat_model_start is not BaseCallbackHandler.on_chat_model_start
    assert TrajectoryRecorder.run_inline is True


def test_trajectory_json_round_trip() -> None:
    recorder = TrajectoryRecorder()
    parallel_agent().invoke(USER, {"callbacks": [recorder]})
    trajectory = recorder.trajectory
    assert Trajectory.from_json(trajectory.to_json()) == trajectory
    assert without_timing(trajectory) == without_timing(Trajectory.from_json(trajectory.to_json()))


def test_a_redactor_that_mutates_its_input_never_changes_the_run() -> None:
    received: list[Any] = []

    @tool
    def pay(card: dict[str, Any], amount: int) -> str:
        """Pay."""
        received.append(card["number"])
        return f"paid with {card['number']}"

    def redact(name: str, args: dict[str, Any]) -> dict[str, Any]:
        if "card" in args:
            args["card"]["number"] = "****"  # mutates what it was given, nested
        return args

    recorder = TrajectoryRecorder(redact=redact)
    turns = [[tool_call("pay", {"card": {"number": "4111-1111"}, "amount": 3}, "p1")]]
    final = create_agent(scripted(turns), [pay]).invoke(USER, {"callbacks": [recorder]})
    assert received == ["4111-1111"]
    assert final["messages"][1].tool_calls[0]["args"]["card"]["number"] == "4111-1111"
    (call,) = recorder.trajectory.tool_calls()
    assert call.args == {"card": {"number": "****"}, "amount": 3} and call.result == "paid with 4111-1111"


def test_a_model_or_tool_that_raises_as_the_root_run_records_its_error() -> None:
    recorder = TrajectoryRecorder()
    with pytest.raises(RuntimeError):
        ScriptedChatModel(replies=[]).invoke("hi", {"callbacks": [recorder]})
    assert "ran out of replies" in recorder.trajectory.metadata["error"]

    @tool
    def explode(reason: str) -> str:
        """Fail."""
        raise ValueError(f"exploded: {reason}")

    recorder = TrajectoryRecorder()
    with pytest.raises(ValueError):
        explode.invoke({"reason": "x"}, {"callbacks": [recorder]})
    assert recorder.trajectory.metadata["error"] == "ValueError('exploded: x')"
    assert [c.error for c in recorder.trajectory.tool_calls()] == ["ValueError('exploded: x')"]


def test_an_interrupt_pauses_a_call_without_recording_an_error() -> None:
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.types import Command, interrupt

    @tool
    def approve(amount: int) -> str:
        """Ask a human to approve."""
        return f"approved={interrupt({'amount': amount})}"

    agent = create_agent(
        scripted([[tool_call("approve", {"amount": 5}, "ap1")]]), [approve], checkpointer=InMemorySaver()
    )
    config = {"configurable": {"thread_id": "t"}}
    paused = TrajectoryRecorder()
    out = agent.invoke(USER, {**config, "callbacks": [paused]})
    assert out["__interrupt__"]
    (call,) = paused.trajectory.tool_calls()
    assert (call.error, call.result, call.metadata["interrupted"]) == (None, None, True)
    assert "error" not in paused.trajectory.metadata
    resumed = TrajectoryRecorder()
    agent.invoke(Command(resume="yes"), {**config, "callbacks": [resumed]})
    assert [(c.name, c.result, c.error) for c in resumed.trajectory.tool_calls()] == [
        ("approve", "approved=yes", None)
    ]


def test_a_command_whose_update_is_a_message_list_gives_the_call_its_result() -> None:
    @tool
    def setter(v: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
        """Set v."""
        return Command(update=[ToolMessage(f"set {v}", tool_call_id=tool_call_id)])

    model = scripted([[tool_call("setter", {"v": "a"}, "c1")]])

    def call_model(state: list) -> list:
        return [model.invoke(state)]

    graph = StateGraph(Annotated[list, add_messages])
    graph.add_node("model", call_model)
    graph.add_node("tools", ToolNode([setter]))
    graph.add_edge(START, "model")
    graph.add_edge("model", "tools")
    graph.add_edge("tools", END)
    recorder = TrajectoryRecorder()
    graph.compile().invoke([("user", "go")], {"callbacks": [recorder]})
    assert [(c.name, c.result) for c in recorder.trajectory.tool_calls()] == [("setter", "set a")]
    assert recorder.errors == []


def test_with_structured_output_is_not_an_agent_turn() -> None:
    from pydantic import BaseModel

    class Route(BaseModel):
        """Where to go."""

        dest: str

    router = ScriptedChatModel(
        replies=[AIMessage("", tool_calls=[tool_call("Route", {"dest": "math"}, "r1")])]
    )
    agent = create_agent(scripted([[tool_call("add", {"a": 1, "b": 2}, "c1")]]), [add])

    def route(state: MessagesState) -> dict:
        router.with_structured_output(Route).invoke(state["messages"])
        return {}

    graph = StateGraph(MessagesState)
    graph.add_node("route", route)
    graph.add_node("agent", agent)
    graph.add_edge(START, "route")
    graph.add_edge("route", "agent")
    recorder = TrajectoryRecorder()
    graph.compile().invoke(USER, {"callbacks": [recorder]})
    assert [(c.name, c.step) for c in recorder.trajectory.tool_calls()] == [("add", 0)]


def test_a_retried_tool_call_is_one_call_with_its_last_attempts_answer() -> None:
    from langgraph.types import RetryPolicy

    attempts = {"n": 0}

    @tool
    def flaky(x: int) -> str:
        """Fails once, then answers."""
        attempts["n"] += 1
        if attempts["n"] == 1:
            raise ConnectionError("boom")
        return f"ok {x}"

    model = scripted([[tool_call("flaky", {"x": 1}, "c1")]])
    graph = StateGraph(MessagesState)
    graph.add_node("llm", lambda state: {"messages": [model.invoke(state["messages"])]})
    graph.add_node(
        "tools",
        ToolNode([flaky], handle_tool_errors=False),
        retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.01, retry_on=ConnectionError),
    )
    graph.add_edge(START, "llm")
    graph.add_conditional_edges("llm", tools_condition)
    graph.add_edge("tools", "llm")
    recorder = TrajectoryRecorder()
    final = graph.compile().invoke(USER, {"callbacks": [recorder]})
    (call,) = recorder.trajectory.tool_calls()
    assert (call.result, call.error) == ("ok 1", None)
    assert (call.metadata["attempts"], call.metadata["retry_errors"]) == (2, ["ConnectionError('boom')"])
    assert calls_of(recorder.trajectory)[0][:5] == calls_of(from_messages(final))[0][:5]


class FanOutState(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    cities: list[str]


def test_tools_run_by_parallel_send_branches_stay_with_their_branch() -> None:
    @tool
    def lookup(city: str) -> str:
        """Look a city up."""
        return f"info {city}"

    model = ScriptedChatModel(respond=lambda messages: f"plan for {messages[-1].content}", delay=0.05)

    def worker(state: dict) -> dict:
        reply = model.invoke([HumanMessage(state["city"])])
        lookup.invoke({"city": state["city"]})  # the node calls the tool itself: no model requested it
        return {"messages": [reply]}

    graph = StateGraph(FanOutState)
    graph.add_node("worker", worker)
    graph.add_conditional_edges(
        START, lambda s: [Send("worker", {"city": c}) for c in s["cities"]], ["worker"]
    )
    graph.add_edge("worker", END)
    recorder = TrajectoryRecorder()
    graph.compile().invoke({"messages": [], "cities": ["paris", "rome", "oslo"]}, {"callbacks": [recorder]})
    for message in recorder.trajectory.assistant_messages():
        city = message.content.removeprefix("plan for ")
        assert [c.args for c in message.tool_calls] == [{"city": city}]


@pytest.mark.parametrize(
    ("outcomes", "expected"),
    [
        # a failed call, then the same call (same id and arguments) requested again in the next turn
        ([ValueError("bad"), None], [(0, None, None), (1, "ok 1", None)]),
        # ... and that second call retried once by the retry policy: the retry is the second call's
        ([ValueError("bad"), ConnectionError("boom"), None], [(0, None, None), (1, "ok 1", 2)]),
    ],
)
def test_a_retry_belongs_to_the_latest_request_with_its_id(outcomes: list, expected: list) -> None:
    from langgraph.types import RetryPolicy

    seen = {"i": 0}

    @tool
    def flaky(x: int) -> str:
        """Fails as scripted."""
        outcome = outcomes[seen["i"]]
        seen["i"] += 1
        if outcome:
            raise outcome
        return f"ok {x}"

    model = scripted([[tool_call("flaky", {"x": 1}, "c1")], [tool_call("flaky", {"x": 1}, "c1")]])
    graph = StateGraph(MessagesState)
    graph.add_node("llm", lambda state: {"messages": [model.invoke(state["messages"])]})
    graph.add_node(
        "tools",
        ToolNode([flaky], handle_tool_errors=(ValueError,)),
        retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.01, retry_on=ConnectionError),
    )
    graph.add_edge(START, "llm")
    graph.add_conditional_edges("llm", tools_condition)
    graph.add_edge("tools", "llm")
    recorder = TrajectoryRecorder()
    graph.compile().invoke(USER, {"callbacks": [recorder]})
    calls = recorder.trajectory.tool_calls()
    assert [(c.step, c.result, c.metadata.get("attempts")) for c in calls] == expected
    assert calls[0].error is not None and "bad" in calls[0].error


def test_recorder_trajectory_with_two_runs_names_them_instead_of_choosing() -> None:
    recorder = TrajectoryRecorder()
    add.invoke({"name": "add", "args": {"a": 1, "b": 1}, "id": "one", "type": "tool_call"}, {"callbacks": [recorder]})
    assert recorder.trajectory.tool_calls()[0].id == "one"  # one run: it is the trajectory
    add.invoke({"name": "add", "args": {"a": 2, "b": 2}, "id": "two", "type": "tool_call"}, {"callbacks": [recorder]})
    first, second = recorder.trajectories
    with pytest.raises(TrajectoryInputError, match=rf"recorded 2 runs \({first} \(add\), {second} \(add\)\); say which"):
        recorder.trajectory  # noqa: B018 -- the property raises
    assert recorder.last.tool_calls()[0].id == "two"
    assert recorder.get(first).tool_calls()[0].id == "one"
