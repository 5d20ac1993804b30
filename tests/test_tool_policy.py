"""ToolPolicyEvaluator: allow/deny lists, forbidden calls and budgets without a reference, for a whole trajectory
and for one agent of a real langgraph-supervisor app (captured with tracing off and on)."""

from __future__ import annotations

from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph_supervisor import create_supervisor
from langsmith.run_helpers import tracing_context

from langchain_trajectory import Expect, OfflineClient, ToolPolicyEvaluator, TrajectoryRecorder
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.trajectory import ToolCall

T = ToolCall.of


@tool
def search(q: str) -> str:
    """Search the web."""
    return f"found {q}"


@tool
def delete_file(path: str) -> str:
    """Delete a file."""
    return f"deleted {path}"


def supervisor_app() -> Any:
    researcher = create_agent(
        ScriptedChatModel(
            replies=[
                AIMessage("", tool_calls=[tool_call("search", {"q": "a"})]),
                AIMessage("", tool_calls=[tool_call("search", {"q": "b"})]),
                "research done",
            ]
        ),
        [search],
        name="researcher",
    )
    ops = create_agent(
        ScriptedChatModel(replies=[AIMessage("", tool_calls=[tool_call("delete_file", {"path": "/tmp/x"})]), "ok"]),
        [delete_file],
        name="ops",
    )
    supervisor_model = ScriptedChatModel(
        replies=[
            AIMessage("", tool_calls=[tool_call("transfer_to_researcher", {})]),
            AIMessage("", tool_calls=[tool_call("transfer_to_ops", {})]),
            "all done",
        ]
    )
    return create_supervisor([researcher, ops], model=supervisor_model).compile()


@pytest.fixture(params=["tracing off", "tracing on"])
def supervisor_trajectory(request: pytest.FixtureRequest) -> Any:
    recorder = TrajectoryRecorder()
    inputs = {"messages": [{"role": "user", "content": "clean up after researching"}]}
    if request.param == "tracing on":
        with tracing_context(enabled=True, client=OfflineClient()):
            supervisor_app().invoke(inputs, {"callbacks": [recorder]})
    else:
        supervisor_app().invoke(inputs, {"callbacks": [recorder]})
    assert not recorder.errors
    return recorder.trajectory


def test_one_agents_calls_against_its_own_policy(supervisor_trajectory: Any) -> None:
    # langgraph-supervisor's node writes a "transferring back" message with a transfer_back_to_supervisor call in
    # each worker's name; no model asked for it (a synthetic hand-back), so it is none of the worker's own calls
    # and no model step: an allow list of the worker's tools holds.
    researcher = ToolPolicyEvaluator(agent="researcher", allow=["search"], max_calls=2, max_model_steps=3)
    result = researcher.evaluate(supervisor_trajectory)
    assert result.score == 1.0 and result.key == "tool_policy_researcher", result.reason
    assert (result.metadata["call_count"], result.metadata["model_steps"]) == (2, 3)
    assert result.metadata["agents"] == ["ops", "researcher", "supervisor"]
    stricter = ToolPolicyEvaluator(agent="researcher", max_calls_per_tool={"search": 1})
    assert stricter.evaluate(supervisor_trajectory).score == 0.0
    ops = ToolPolicyEvaluator(agent="ops", forbidden=[Expect.call("delete_file", args={"path": "/tmp/x"})])
    result = ops.evaluate(supervisor_trajectory)
    assert result.score == 0.0
    (violation,) = result.metadata["violations"]
    assert violation["kind"] == "forbidden" and violation["calls"] == [0]
    assert 'forbidden call delete_file({"path":"/tmp/x"}) [superset]: #0 delete_file({"path":"/tmp/x"})' in result.reason
    # The whole trajectory: the handoffs (to the workers and back) are tool calls too.
    whole = ToolPolicyEvaluator(deny=["delete_file"], max_calls=7)
    result = whole.evaluate(supervisor_trajectory)
    assert [v["kind"] for v in result.metadata["violations"]] == ["denied"]
    assert result.metadata["call_count"] == 7


def test_an_agent_that_never_acted_is_named_in_the_reason(supervisor_trajectory: Any) -> None:
    result = ToolPolicyEvaluator(agent="reseacher", max_calls=0).evaluate(supervisor_trajectory)
    assert result.score == 1.0 and result.metadata["call_count"] == 0
    assert "no call or message of agent 'reseacher'; agents in the trajectory: ['ops', 'researcher', 'supervisor']" in result.reason


def test_policy_forms_and_calling_styles() -> None:
    policy = Expect.policy(forbidden=["rm"], max_calls=2)
    for ev in (ToolPolicyEvaluator(policy), ToolPolicyEvaluator({"forbidden": ["rm"], "max_calls": 2})):
        assert ev.evaluate(["ls", "cat"]).score == 1.0
        out = ev(outputs=["ls", "rm", "cat"], reference_outputs={"anything": "ignored"})
        assert out["score"] == 0.0 and not out["passed"]
        assert [v["kind"] for v in out["metadata"]["violations"]] == ["forbidden", "max_calls"]
    # An expectation's policy part works as a policy.
    assert ToolPolicyEvaluator(Expect.steps("a", deny=["b"])).evaluate(["b"]).score == 0.0


def test_bad_policies_fail_when_built() -> None:
    with pytest.raises(ValueError, match="not both"):
        ToolPolicyEvaluator(Expect.policy(max_calls=1), max_calls=2)
    with pytest.raises(ValueError, match="max_calls_per_tool"):
        ToolPolicyEvaluator(max_calls_per_tool={"a": -1})
    with pytest.raises(ValueError, match="invalid tool policy"):
        ToolPolicyEvaluator(max_cals=3)
    with pytest.raises(ValueError, match="agent must be a non-blank"):
        ToolPolicyEvaluator(agent=" ")
