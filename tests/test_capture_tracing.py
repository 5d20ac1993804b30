"""Capture with LangSmith tracing off and on, in every path a user takes: a handler passed in ``config``,
``record_trajectories()``, inside ``langsmith.evaluate`` / ``aevaluate`` and inside ``ConversationSimulator``.

With tracing on, ``create_agent`` wraps every middleware ``wrap_*`` hook in a ``langsmith.traceable`` span that
fires no LangChain callback, so the runs under it name a parent the recorder never saw; the recorder links them
through LangSmith's run tree. Tracing is sent to a loopback server the test starts (``_langsmith_loopback``), and
the tests check that it really received traces.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any

import langsmith
import pytest
from _langsmith_loopback import MODES, LoopbackLangSmith, tracing
from _three_sources import fresh_call, per_agent_model
from langchain.agents import create_agent
from langchain.agents.middleware import ModelCallLimitMiddleware, ToolRetryMiddleware
from langchain_core.messages import AIMessage
from langchain_core.tools import InjectedToolCallId, tool
from langsmith import aevaluate, evaluate
from langsmith.run_helpers import traceable
from langsmith.schemas import Example

from langchain_trajectory import ConversationSimulator, ScriptedUser, ToolTrajectoryEvaluator
from langchain_trajectory.capture import TrajectoryRecorder, record_trajectories, trajectory_from_run
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.testing.offline import OfflineClient
from langchain_trajectory.trajectory import Trajectory

_FAILED_ONCE: set[str] = set()


@tool
def lookup(key: int, tool_call_id: Annotated[str, InjectedToolCallId]) -> str:
    """Look a key up (an odd key fails on its first attempt)."""
    if key % 2 and tool_call_id not in _FAILED_ONCE:
        _FAILED_ONCE.add(tool_call_id)
        raise ConnectionError(f"flaky {key}")
    return f"value-{key}"


def build_agent() -> Any:
    """Two model turns, one call each (the first retried once by ToolRetryMiddleware), then an answer; the
    middleware's wrap_tool_call and ModelCallLimitMiddleware's hooks run on every step."""
    turns = [[fresh_call("lookup", {"key": 1})], [fresh_call("lookup", {"key": 2})]]
    return create_agent(
        per_agent_model("looker", turns, final="all looked up"),
        [lookup],
        name="looker",
        middleware=[
            ToolRetryMiddleware(max_retries=2, initial_delay=0.0, jitter=False),
            ModelCallLimitMiddleware(run_limit=10),
        ],
    )


AGENT = build_agent()
EXPECTED = [{"name": "lookup", "args": {"key": 1}}, {"name": "lookup", "args": {"key": 2}}]
STRICT = ToolTrajectoryEvaluator(mode="strict", argument_matcher="exact")


@pytest.fixture(scope="module")
def server() -> Iterator[LoopbackLangSmith]:
    with LoopbackLangSmith() as srv:
        yield srv


def inputs(text: str = "look up 1 and 2") -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": text}]}


def check(trajectory: Trajectory, state: Any | None = None) -> None:
    """The ground truth: two lookups in order, the first retried once, both answered, one step each."""
    calls = trajectory.tool_calls()
    assert [(c.name, c.args, c.result, c.error, c.step) for c in calls] == [
        ("lookup", {"key": 1}, "value-1", None, 0),
        ("lookup", {"key": 2}, "value-2", None, 1),
    ]
    assert calls[0].metadata["attempts"] == 2
    assert calls[0].metadata["retry_errors"][0].startswith("ConnectionError('flaky 1')")
    assert {c.metadata["agent"] for c in calls} == {"looker"}
    assert STRICT.evaluate(trajectory, EXPECTED).score == 1.0
    if state is not None:
        requested = [tc["id"] for m in state["messages"] if m.type == "ai" for tc in m.tool_calls]
        assert [c.id for c in calls] == requested


def traced(mode: str, server: LoopbackLangSmith, before: int) -> None:
    """With tracing on, runs really reached the loopback server."""
    if mode != "off":
        assert server.ingested() > before


@pytest.mark.parametrize("mode", MODES)
def test_handler_in_config(mode: str, server: LoopbackLangSmith) -> None:
    before = server.ingested()
    recorder = TrajectoryRecorder()
    with tracing(mode, server) as extra:
        state = AGENT.invoke(inputs(), {"callbacks": [recorder, *extra]})
    assert recorder.errors == []
    assert len(recorder.trajectories) == 1
    check(recorder.trajectory, state)
    traced(mode, server, before)


@pytest.mark.parametrize("mode", MODES)
async def test_handler_in_config_async(mode: str, server: LoopbackLangSmith) -> None:
    recorder = TrajectoryRecorder()
    with tracing(mode, server) as extra:
        state = await AGENT.ainvoke(inputs(), {"callbacks": [recorder, *extra]})
    assert len(recorder.trajectories) == 1
    check(recorder.trajectory, state)


@pytest.mark.parametrize("mode", MODES)
def test_record_trajectories_block(mode: str, server: LoopbackLangSmith) -> None:
    with tracing(mode, server) as extra, record_trajectories() as recorder:
        state = AGENT.invoke(inputs(), {"callbacks": extra})
    assert len(recorder.trajectories) == 1
    check(recorder.trajectory, state)


def example() -> Example:
    return Example(
        id=uuid.uuid4(),
        inputs={"q": "look up 1 and 2"},
        outputs={},
        dataset_id=uuid.uuid4(),
        created_at=datetime.now(UTC),
    )


@pytest.mark.parametrize("mode", MODES)
def test_inside_langsmith_evaluate(mode: str, server: LoopbackLangSmith) -> None:
    """The README's recipe: a recorder in the target, an evaluator reading the run tree; both see one run."""
    recorders: list[TrajectoryRecorder] = []
    rebuilt: list[Trajectory] = []

    def target(example_inputs: dict[str, Any]) -> dict[str, Any]:
        recorders.append(TrajectoryRecorder())
        return AGENT.invoke(inputs(example_inputs["q"]), {"callbacks": [recorders[-1], *extra]})

    def from_tree(run: Any, example: Any) -> dict[str, Any]:
        rebuilt.append(trajectory_from_run(run))
        return {"key": "calls", "score": STRICT.evaluate(rebuilt[-1], EXPECTED).score}

    with tracing(mode, server) as extra:
        results = evaluate(
            target, data=[example()], evaluators=[from_tree], client=OfflineClient(), upload_results=False
        )
    (row,) = list(results)
    assert row["evaluation_results"]["results"][0].score == 1.0
    (recorder,) = recorders
    assert len(recorder.trajectories) == 1
    check(recorder.trajectory)
    check(rebuilt[0])


@pytest.mark.parametrize("mode", MODES)
async def test_inside_langsmith_aevaluate(mode: str, server: LoopbackLangSmith) -> None:
    recorders: list[TrajectoryRecorder] = []

    async def target(example_inputs: dict[str, Any]) -> dict[str, Any]:
        recorders.append(TrajectoryRecorder())
        return await AGENT.ainvoke(inputs(example_inputs["q"]), {"callbacks": [recorders[-1], *extra]})

    def from_tree(run: Any, example: Any) -> dict[str, Any]:
        return {"key": "calls", "score": STRICT.evaluate(trajectory_from_run(run), EXPECTED).score}

    with tracing(mode, server) as extra:
        results = await aevaluate(
            target, data=[example()], evaluators=[from_tree], client=OfflineClient(), upload_results=False
        )
    rows = [row async for row in results]
    assert [r["evaluation_results"]["results"][0].score for r in rows] == [1.0]
    (recorder,) = recorders
    assert len(recorder.trajectories) == 1
    check(recorder.trajectory)


@pytest.mark.parametrize("mode", MODES)
def test_inside_conversation_simulator(mode: str, server: LoopbackLangSmith) -> None:
    sim = ConversationSimulator(user=ScriptedUser(["look up 1 and 2"]), app=AGENT, max_turns=1)
    with tracing(mode, server) as extra:
        result = sim.simulate(config={"callbacks": extra} if extra else None)
    (turn,) = result.tool_calls_by_turn()
    check(Trajectory(messages=(result.assistant_messages()[0],)))
    assert result.assistant_messages()[0].content == "all looked up"
    assert [c.name for c in turn] == ["lookup", "lookup"]


@pytest.mark.parametrize("mode", MODES)
async def test_inside_conversation_simulator_async(mode: str, server: LoopbackLangSmith) -> None:
    sim = ConversationSimulator(user=ScriptedUser(["look up 1 and 2"]), app=AGENT, max_turns=1)
    with tracing(mode, server) as extra:
        result = await sim.asimulate(config={"callbacks": extra} if extra else None)
    check(Trajectory(messages=(result.assistant_messages()[0],)))


# -- linking through the run tree -------------------------------------------------------------------------


@tool
def nested_spans(text: str) -> str:
    """A tool whose work runs inside two traceable spans, the inner one calling a model."""

    @traceable(name="outer-span")
    def outer() -> str:
        return inner()

    @traceable(name="inner-span")
    def inner() -> str:
        return str(ScriptedChatModel(replies=[f"echo {text}"]).invoke(text).content)

    return outer()


@pytest.mark.parametrize("mode", MODES)
def test_runs_under_nested_spans_belong_to_the_nearest_recorded_run(
    mode: str, server: LoopbackLangSmith
) -> None:
    """A model called two spans deep inside a tool is a turn of the same run, inside that tool call."""
    agent = create_agent(
        per_agent_model("outer", [[tool_call("nested_spans", {"text": "hi"}, "n1")]]),
        [nested_spans],
        name="outer",
    )
    recorder = TrajectoryRecorder()
    with tracing(mode, server) as extra:
        agent.invoke(inputs(), {"callbacks": [recorder, *extra]})
    assert len(recorder.trajectories) == 1
    trajectory = recorder.trajectory
    (call,) = trajectory.tool_calls()
    assert (call.name, call.result) == ("nested_spans", "echo hi")
    inner_turns = [m for m in trajectory.assistant_messages() if m.metadata.get("depth") == 1]
    assert [m.content for m in inner_turns] == ["echo hi"]
    assert inner_turns[0].metadata["path"] == ["agent:outer", "tool:nested_spans"]
    assert inner_turns[0].metadata["parent_call_id"] == "n1"


def test_a_run_under_a_span_of_another_trace_is_its_own_root(server: LoopbackLangSmith) -> None:
    """A traced function the recorder never saw any run of: its LangChain runs form a root of their own, as with
    tracing off (nothing recorded is an ancestor)."""
    recorder = TrajectoryRecorder()

    @traceable(name="app")
    def app() -> Any:
        return AGENT.invoke(inputs(), {"callbacks": [recorder]})

    with tracing("context", server):
        app()
        app()
    assert len(recorder.trajectories) == 2
    for trajectory in recorder.trajectories.values():
        check(trajectory)


# -- LANGSMITH_TRACING=true in a fresh process -------------------------------------------------------------

CHILD = textwrap.dedent(
    """
    import asyncio, json, sys, uuid
    from datetime import UTC, datetime
    sys.path.insert(0, {tests!r})
    import test_capture_tracing as t
    from langsmith import evaluate
    from langsmith.schemas import Example
    from langchain_trajectory import ConversationSimulator, ScriptedUser
    from langchain_trajectory.capture import TrajectoryRecorder, record_trajectories, trajectory_from_run
    from langchain_trajectory.testing.offline import OfflineClient
    from langchain_trajectory.trajectory import Trajectory

    out = {{}}
    recorder = TrajectoryRecorder()
    t.AGENT.invoke(t.inputs(), {{"callbacks": [recorder]}})
    out["config"] = [len(recorder.trajectories), recorder.trajectory.to_json()]
    recorder = TrajectoryRecorder()
    asyncio.run(t.AGENT.ainvoke(t.inputs(), {{"callbacks": [recorder]}}))
    out["config_async"] = [len(recorder.trajectories), recorder.trajectory.to_json()]
    with record_trajectories() as rec:
        t.AGENT.invoke(t.inputs())
    out["block"] = [len(rec.trajectories), rec.trajectory.to_json()]
    recs, trees = [], []
    def target(inputs):
        recs.append(TrajectoryRecorder())
        return t.AGENT.invoke(t.inputs(inputs["q"]), {{"callbacks": [recs[-1]]}})
    def grab(run, example):
        trees.append(trajectory_from_run(run).to_json())
        return {{"key": "k", "score": 1}}
    evaluate(target, data=[t.example()], evaluators=[grab], client=OfflineClient(), upload_results=False)
    out["evaluate"] = [len(recs[0].trajectories), recs[0].trajectory.to_json()]
    out["run_tree"] = [1, trees[0]]
    result = ConversationSimulator(user=ScriptedUser(["go"]), app=t.AGENT, max_turns=1).simulate()
    out["simulator"] = [1, Trajectory(messages=(result.assistant_messages()[0],)).to_json()]
    from langchain_core.tracers.langchain import wait_for_all_tracers
    wait_for_all_tracers()
    print("RESULT " + json.dumps(out))
    """
)


def test_langsmith_tracing_env_var_in_a_fresh_process(server: LoopbackLangSmith, tmp_path: Path) -> None:
    """``LANGSMITH_TRACING=true`` (what anyone with a LangSmith account sets), endpoint on the loopback server:
    every path gives one correct trajectory per run, and the traces were sent."""
    script = tmp_path / "child.py"
    script.write_text(CHILD.format(tests=str(Path(__file__).parent)))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LANGSMITH_", "LANGCHAIN_"))}
    env.update(
        LANGSMITH_TRACING="true",
        LANGSMITH_ENDPOINT=server.url,
        LANGSMITH_API_KEY="loopback-test-key",
        LANGSMITH_PROJECT="loopback",
        LANGSMITH_TEST_TRACKING="false",
    )
    before = server.ingested()
    proc = subprocess.run(
        [sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    line = next(line for line in proc.stdout.splitlines() if line.startswith("RESULT "))
    out = json.loads(line[len("RESULT ") :])
    assert set(out) == {"config", "config_async", "block", "evaluate", "run_tree", "simulator"}
    for path, (roots, text) in out.items():
        assert roots == 1, path
        check(Trajectory.from_json(text))
    assert server.ingested() > before
    assert "api.smith.langchain.com" not in proc.stderr


def test_tracing_helper_rejects_an_unknown_mode(server: LoopbackLangSmith) -> None:
    with pytest.raises(ValueError, match="mode must be one of"), tracing("sometimes", server):
        pass


def test_an_ai_message_from_a_model_is_never_taken_for_a_node_message() -> None:
    """Models' messages pass through node outputs (with their ids): they are turns once, as model turns."""
    recorder = TrajectoryRecorder()
    with langsmith.tracing_context(enabled=False):
        AGENT.invoke(inputs(), {"callbacks": [recorder]})
    sources = [m.metadata["source"] for m in recorder.trajectory.assistant_messages()]
    assert sources == ["model", "model", "model"]
    assert isinstance(AIMessage(content="x"), AIMessage)
