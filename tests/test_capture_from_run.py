"""trajectory_from_run on LangSmith run trees (from ``langsmith.evaluate`` with the offline client, and from
langchain-core's run collector) equals the recorder's trajectory of the same run; property test against
``Trajectory.from_messages``."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

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
    without_timing,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from langchain.agents import create_agent
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langchain_core.tracers.run_collector import RunCollectorCallbackHandler
from langgraph.graph import END, START, MessagesState, StateGraph
from langsmith import evaluate
from langsmith.run_helpers import traceable, tracing_context
from langsmith.schemas import Example

from langchain_trajectory.capture import TrajectoryRecorder, from_messages, trajectory_from_run
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.reading import TrajectoryInputError, to_trajectory
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.testing.offline import OfflineClient
from langchain_trajectory.trajectory import Trajectory

# The root runs differ (LangSmith's tree starts at the evaluation target), so does each side's clock.
ROOT_FIELDS = ("root_run_id",)


def example(q: str = "go") -> Example:
    return Example(
        id=uuid.uuid4(),
        inputs={"q": q},
        outputs={},
        dataset_id=uuid.uuid4(),
        created_at=datetime.now(UTC),
    )


def evaluate_both(app: Any, **options: Any) -> tuple[Trajectory, Trajectory, Any]:
    """Run ``app`` as a langsmith.evaluate target with a recorder attached; return (recorder's trajectory,
    trajectory_from_run of the run tree the evaluator received, that run)."""
    recorder = TrajectoryRecorder(**options)
    seen: list[Any] = []

    def target(inputs: dict[str, Any]) -> dict[str, Any]:
        return app.invoke({"messages": [{"role": "user", "content": inputs["q"]}]}, {"callbacks": [recorder]})

    def grab(run: Any, example: Any) -> dict[str, Any]:
        seen.append(run)
        return {"key": "seen", "score": 1}

    evaluate(target, data=[example()], evaluators=[grab], client=OfflineClient(), upload_results=False)
    (run,) = seen
    return recorder.trajectory, trajectory_from_run(run, **options), run


def assert_same(recorded: Trajectory, rebuilt: Trajectory) -> None:
    assert without_timing(rebuilt, drop=ROOT_FIELDS) == without_timing(recorded, drop=ROOT_FIELDS)


def test_parallel_unknown_and_raised_error_equal_recorder() -> None:
    turns = [
        [
            tool_call("slow_echo", {"text": "a", "delay": 0.02}, "p1"),
            tool_call("slow_echo", {"text": "b"}, "p2"),
            tool_call("nope", {}, "p3"),
        ],
        [tool_call("explode", {"reason": "late"}, "p4")],
    ]
    agent = create_agent(scripted(turns), [slow_echo, explode], system_prompt="sys", name="calc")
    recorded, rebuilt, run = evaluate_both(agent)
    assert_same(recorded, rebuilt)
    assert calls_of(rebuilt) == [
        ("slow_echo", {"text": "a", "delay": 0.02}, "p1", "echo:a", None, 0),
        ("slow_echo", {"text": "b"}, "p2", "echo:b", None, 0),
        ("nope", {}, "p3", None, "Error: nope is not a valid tool, try one of [slow_echo, explode].", 0),
        ("explode", {"reason": "late"}, "p4", None, "ValueError('exploded: late')", 1),
    ]
    assert rebuilt.metadata["error"] == recorded.metadata["error"] == "ValueError('exploded: late')"
    assert [m.role for m in rebuilt.messages] == ["system", "user", "assistant", "assistant"]
    # The coercion layer and the evaluator base read a run through the same function.
    assert to_trajectory(run) == rebuilt


def test_handled_error_command_and_multi_turn_equal_recorder() -> None:
    turns = [
        [tool_call("careful", {"reason": "r"}, "h1"), tool_call("set_flag", {"flag": "red"}, "h2")],
        [tool_call("add", {"a": 2, "b": 3}, "h3")],
    ]
    agent = create_agent(scripted(turns), [careful, set_flag, add])
    recorded, rebuilt, _ = evaluate_both(agent)
    assert_same(recorded, rebuilt)
    assert calls_of(rebuilt) == [
        ("careful", {"reason": "r"}, "h1", None, "handled: r", 0),
        ("set_flag", {"flag": "red"}, "h2", "flag red set", None, 0),
        ("add", {"a": 2, "b": 3}, "h3", "5", None, 1),
    ]


inner = create_agent(scripted([[tool_call("add", {"a": 1, "b": 1}, "in1")]]), [add], name="inner")


@tool
def delegate(task: str) -> str:
    """Delegate to the inner agent."""
    return inner.invoke({"messages": [{"role": "user", "content": task}]})["messages"][-1].content


@pytest.mark.parametrize("nested", [True, False])
def test_agent_inside_tool_and_as_node_equal_recorder(nested: bool) -> None:
    outer = create_agent(scripted([[tool_call("delegate", {"task": "t"}, "out1")]]), [delegate], name="outer")
    graph = StateGraph(MessagesState)
    graph.add_node("front", outer)
    # The back agent sees the front agent's messages in the shared state, so it answers from a list.
    back_model = ScriptedChatModel(
        replies=[
            AIMessage(content="back", tool_calls=[tool_call("add", {"a": 5, "b": 5}, "b1")]),
            "back done",
        ]
    )
    graph.add_node("back", create_agent(back_model, [add], name="back"))
    graph.add_edge(START, "front")
    graph.add_edge("front", "back")
    graph.add_edge("back", END)
    app = graph.compile()

    recorded, rebuilt, _ = evaluate_both(app, nested=nested)
    assert_same(recorded, rebuilt)
    paths = [(c.name, c.metadata["path"]) for c in rebuilt.tool_calls()]
    if nested:
        assert paths == [
            ("delegate", ["agent:LangGraph", "agent:outer"]),
            ("add", ["agent:LangGraph", "agent:outer", "tool:delegate", "agent:inner"]),
            ("add", ["agent:LangGraph", "agent:back"]),
        ]
    else:
        assert paths == [
            ("delegate", ["agent:LangGraph", "agent:outer"]),
            ("add", ["agent:LangGraph", "agent:back"]),
        ]


def test_options_apply_to_run_trees() -> None:
    def redact(name: str, args: dict[str, Any]) -> dict[str, Any]:
        return {**args, "text": "<hidden>"} if "text" in args else args

    agent = create_agent(scripted([[tool_call("slow_echo", {"text": "secret"}, "o1")]]), [slow_echo])
    recorded, rebuilt, _ = evaluate_both(agent, redact=redact, max_result_chars=6)
    assert_same(recorded, rebuilt)
    (call,) = rebuilt.tool_calls()
    assert (call.args, call.result, call.metadata["result_truncated"]) == (
        {"text": "<hidden>"},
        "echo:s... [truncated: 11 chars]",
        11,
    )
    assert "secret" not in rebuilt.to_json()


def test_direct_tool_run_tree() -> None:
    collector = RunCollectorCallbackHandler()
    recorder = TrajectoryRecorder()
    with pytest.raises(ValueError):
        explode.invoke({"reason": "x"}, {"callbacks": [collector, recorder]})
    (run,) = collector.traced_runs
    assert_same(recorder.trajectory, trajectory_from_run(run))
    assert calls_of(trajectory_from_run(run)) == [
        ("explode", {"reason": "x"}, None, None, "ValueError('exploded: x')", None)
    ]


def test_not_a_run_is_rejected() -> None:
    with pytest.raises(TrajectoryInputError, match="run: expected a langsmith Run"):
        trajectory_from_run({"messages": []})


def traced(app: Any, recorder: TrajectoryRecorder) -> tuple[Any, Any]:
    """Invoke ``app`` under a LangSmith ``traceable`` with tracing on and the offline client; return (final
    state, the root RunTree with its LangChain child runs)."""
    client = OfflineClient()
    runs: list[Any] = []

    @traceable(name="traced", client=client)
    def target(q: str) -> Any:
        return app.invoke({"messages": [{"role": "user", "content": q}]}, {"callbacks": [recorder]})

    with tracing_context(enabled=True, client=client):
        final = target("go", langsmith_extra={"on_end": runs.append})
    (run,) = runs
    return final, run


def test_run_tree_from_tracing_context_equals_recorder() -> None:
    agent = create_agent(scripted([[tool_call("add", {"a": 1, "b": 2}, "tc1")]]), [add], system_prompt="s")
    recorder = TrajectoryRecorder()
    _, run = traced(agent, recorder)
    rebuilt = trajectory_from_run(run)
    assert_same(recorder.trajectory, rebuilt)
    assert [m.content for m in rebuilt.messages] == ["s", "go", "step 0", "final answer"]
    assert rebuilt.metadata["name"] == "traced"


# -- property: random scripts --------------------------------------------------------------------------------

CALL = st.one_of(
    st.builds(lambda a, b: ("add", {"a": a, "b": b}), st.integers(-5, 5), st.integers(-5, 5)),
    st.builds(lambda t: ("slow_echo", {"text": t}), st.text("abc", max_size=3)),
    st.just(("careful", {"reason": "p"})),
    st.just(("missing_tool", {"x": 1})),
)
SCRIPT = st.lists(st.lists(CALL, max_size=3), max_size=3)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SCRIPT)
def test_recorder_matches_messages_and_run_tree_on_random_scripts(
    script: list[list[tuple[str, dict]]],
) -> None:
    turns = [
        [tool_call(name, args, f"c{k}_{j}") for j, (name, args) in enumerate(turn)]
        for k, turn in enumerate(script)
    ]
    # A turn without calls ends the run: the script stops at the first empty turn.
    if [] in turns:
        turns = turns[: turns.index([])]
    agent = create_agent(scripted(turns), [add, slow_echo, careful])
    recorder = TrajectoryRecorder()
    final, run = traced(agent, recorder)

    recorded = recorder.trajectory
    reference = from_messages(final)
    # Brute-force reference: the final message list, read independently.
    assert calls_of(recorded) == calls_of(reference)
    assert [m.content for m in recorded.assistant_messages()] == [
        m.content for m in reference.assistant_messages()
    ]
    expected_ids = [f"c{k}_{j}" for k, turn in enumerate(turns) for j in range(len(turn))]
    assert [c.id for c in recorded.tool_calls()] == expected_ids
    assert_same(recorded, trajectory_from_run(run))


class _CallCount(BaseEvaluator):
    """Scores the number of tool calls / 10 (a probe for how the evaluator base reads runs)."""

    requires_expected = False

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        names = [c.name for c in ctx.actual.tool_calls()]
        return self.result(len(names) / 10, f"calls: {names}")


def test_evaluator_base_reads_child_tool_runs_when_outputs_hold_only_an_answer() -> None:
    agent = create_agent(
        scripted([[tool_call("add", {"a": 1, "b": 2}, "e1"), tool_call("slow_echo", {"text": "z"}, "e2")]]),
        [add, slow_echo],
    )

    def target(inputs: dict[str, Any]) -> dict[str, Any]:
        final = agent.invoke({"messages": [{"role": "user", "content": inputs["q"]}]})
        return {"answer": final["messages"][-1].content}

    results = list(
        evaluate(
            target,
            data=[example()],
            evaluators=[_CallCount(key="call_count")],
            client=OfflineClient(),
            upload_results=False,
        )
    )
    (row,) = results
    (feedback,) = row["evaluation_results"]["results"]
    assert feedback.key == "call_count"
    assert feedback.score == pytest.approx(0.2)
    assert feedback.comment == "calls: ['add', 'slow_echo']"


def test_reused_tool_call_ids_bind_each_run_to_its_own_call() -> None:
    """Models (and scripts) reuse ids, within a turn and across turns: each tool run must answer the call it
    ran for, in both the recorder and a rebuilt run tree."""
    turns = [
        [tool_call("add", {"a": 1, "b": 1}, "same"), tool_call("add", {"a": 2, "b": 2}, "same")],
        [tool_call("add", {"a": 3, "b": 4}, "same")],
    ]
    recorded, rebuilt, _ = evaluate_both(create_agent(scripted(turns), [add]))
    assert_same(recorded, rebuilt)
    assert calls_of(rebuilt) == [
        ("add", {"a": 1, "b": 1}, "same", "2", None, 0),
        ("add", {"a": 2, "b": 2}, "same", "4", None, 0),
        ("add", {"a": 3, "b": 4}, "same", "7", None, 1),
    ]
    assert all(c.metadata["requested"] and c.metadata["executed"] for c in recorded.tool_calls())


def test_a_failing_redactor_stores_empty_arguments_in_run_trees_too() -> None:
    def redact(name: str, args: dict[str, Any]) -> dict[str, Any]:
        raise KeyError("secret")

    agent = create_agent(scripted([[tool_call("add", {"a": 1, "b": 2}, "r1")]]), [add])
    recorded, rebuilt, _ = evaluate_both(agent, redact=redact)
    assert_same(recorded, rebuilt)
    (call,) = rebuilt.tool_calls()
    assert (call.args, call.result, call.metadata["redaction_failed"]) == ({}, "3", True)


def test_a_tool_still_running_in_a_run_tree_has_no_result_yet() -> None:
    import langsmith as ls
    from langchain_core.messages import HumanMessage

    client = OfflineClient()
    requested = AIMessage("", tool_calls=[{"name": "get_weather", "args": {"city": "Rome"}, "id": "c1"}])
    with (
        ls.tracing_context(enabled=True, client=client),
        ls.trace("app", inputs={"q": "hi"}, client=client) as tree,
    ):
        model = tree.create_child("model", run_type="llm", inputs={"messages": [[HumanMessage("hi")]]})
        model.end(outputs={"generations": [[{"text": "", "message": requested}]]})
        tool = tree.create_child("get_weather", run_type="tool", inputs={"city": "Rome"})
        (running,) = trajectory_from_run(tree).tool_calls()
        tool.end(outputs={"output": "sunny"})
        (finished,) = trajectory_from_run(tree).tool_calls()
    assert (running.name, running.id, running.result) == ("get_weather", "c1", None)
    assert finished.result == "sunny" and running.result is None  # the earlier call did not change
