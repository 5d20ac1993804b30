"""Results as the tool meant them (status and error, not blankness), what LangChain 1.5's ``create_agent`` really
does with a raising tool, and a judge that never grades an empty or input-less transcript silently."""

from __future__ import annotations

import json

import pytest
from langchain.agents import create_agent
from langchain.agents.middleware import ToolRetryMiddleware
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool

from langchain_trajectory import (
    ToolErrorEvaluator,
    TrajectoryEvaluator,
    TrajectoryInputError,
    TrajectoryRecorder,
)
from langchain_trajectory.evaluators import EvaluationCriterion
from langchain_trajectory.testing import ScriptedChatModel


@tool
def list_invoices(customer: str) -> list[str]:
    """The customer's open invoices."""
    return []


@tool
def refund(invoice: str) -> str:
    """Refund an invoice."""
    raise RuntimeError("payments service is down")


def _calling(name: str, args: dict) -> list[AIMessage]:
    return [AIMessage("", tool_calls=[{"name": name, "args": args, "id": "c1", "type": "tool_call"}]), AIMessage("done")]


def test_a_tool_that_returns_an_empty_list_succeeded():
    agent = create_agent(ScriptedChatModel(replies=_calling("list_invoices", {"customer": "acme"})), [list_invoices])
    recorder = TrajectoryRecorder()
    state = agent.invoke({"messages": [("user", "Any open invoices?")]}, {"callbacks": [recorder]})
    tool_message = next(m for m in state["messages"] if isinstance(m, ToolMessage))
    assert tool_message.status == "success"
    (call,) = recorder.trajectory.tool_calls()
    assert call.error is None and call.result == ""  # ToolNode sends an empty list as empty content
    assert ToolErrorEvaluator().evaluate(recorder.trajectory).score == 1.0
    # the opt-in still counts a blank answer as a failure
    assert ToolErrorEvaluator(treat_blank_as_error=True).evaluate(recorder.trajectory).score == 0.0


def test_create_agent_lets_a_raising_tool_end_the_run_and_the_recorder_keeps_its_error():
    agent = create_agent(ScriptedChatModel(replies=_calling("refund", {"invoice": "INV-1"})), [refund])
    recorder = TrajectoryRecorder()
    with pytest.raises(RuntimeError, match="payments service is down"):
        agent.invoke({"messages": [("user", "Refund INV-1")]}, {"callbacks": [recorder]})
    (call,) = recorder.trajectory.tool_calls()
    assert "payments service is down" in call.error


def test_retry_middleware_turns_the_tool_error_into_a_tool_message_the_model_sees():
    agent = create_agent(
        ScriptedChatModel(replies=_calling("refund", {"invoice": "INV-1"})),
        [refund],
        middleware=[ToolRetryMiddleware(max_retries=0)],
    )
    recorder = TrajectoryRecorder()
    state = agent.invoke({"messages": [("user", "Refund INV-1")]}, {"callbacks": [recorder]})
    tool_message = next(m for m in state["messages"] if isinstance(m, ToolMessage))
    assert tool_message.status == "error"
    (call,) = recorder.trajectory.tool_calls()
    assert call.error is not None
    assert ToolErrorEvaluator().evaluate(recorder.trajectory).score == 0.0


# -- the judge -------------------------------------------------------------------------------------------------

CALLS_ONLY = {"tool_calls": [{"name": "lookup_invoice", "args": {"id": "INV-1"}}]}


def _judge(replies: int = 4) -> ScriptedChatModel:
    return ScriptedChatModel(replies=[json.dumps({"score": 0.8, "reason": "fine"})] * replies)


def test_the_judge_refuses_an_output_that_shows_it_nothing():
    judge = TrajectoryEvaluator(_judge(), [EvaluationCriterion("helpfulness", "Was it helpful?")])
    with pytest.raises(TrajectoryInputError, match=r"nothing to judge.*hidden by include_tool_calls=False"):
        judge.evaluate(CALLS_ONLY, inputs={"question": "Is INV-1 paid?"})
    with pytest.raises(TrajectoryInputError, match="nothing to judge"):
        judge(inputs={"question": "Is INV-1 paid?"}, outputs=CALLS_ONLY)


def test_the_judge_reads_the_inputs_so_two_examples_never_share_a_verdict():
    model = _judge()
    judge = TrajectoryEvaluator(
        model, [EvaluationCriterion("helpfulness", "Was it helpful?")], include_tool_calls=True
    )
    first = judge.evaluate(CALLS_ONLY, inputs={"question": "Is INV-1 paid?"})
    second = judge.evaluate(CALLS_ONLY, inputs={"question": "Cancel INV-1"})
    assert first.metadata["cache_hits"] == 0 and second.metadata["cache_hits"] == 0
    request = judge.requests_for(judge.context(CALLS_ONLY, inputs={"question": "Cancel INV-1"}))[0]
    assert "Cancel INV-1" in request.user and "lookup_invoice" in request.user
