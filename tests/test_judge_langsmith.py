"""The judges inside langsmith.evaluate / aevaluate, offline, beside the deterministic trajectory match, on a
real create_agent target."""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.tools import tool
from langsmith import aevaluate, evaluate
from langsmith.schemas import Example

from langchain_trajectory.evaluators.base import BaseEvaluator
from langchain_trajectory.evaluators.judge import (
    TaskCompletionEvaluator,
    ToolArgumentHallucinationEvaluator,
    TrajectoryEvaluationCriteria,
    TrajectoryEvaluator,
)
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.testing.offline import OfflineClient


@tool
def lookup_order(order_id: str) -> str:
    """Look an order up by id."""
    return json.dumps({"order_id": order_id, "status": "shipped"})


def agent_target(inputs: dict[str, Any]) -> dict[str, Any]:
    question = inputs["question"]
    order = question.split()[-1].strip("?")
    model = ScriptedChatModel(
        replies=[
            AIMessage("", tool_calls=[tool_call("lookup_order", {"order_id": order}, "c1")]),
            "It has shipped.",
        ]
    )
    state = create_agent(model, tools=[lookup_order]).invoke({"messages": [HumanMessage(question)]})
    return {"messages": state["messages"]}


def fake_judge() -> ScriptedChatModel:
    def respond(messages: list[BaseMessage]) -> str:
        system = str(messages[0].content)
        if "Criterion: " in system:
            name = system.split("Criterion: ", 1)[1].split("\n", 1)[0]
            return json.dumps({"score": {"helpfulness": 0.9, "clarity": 0.7}[name], "reason": f"{name} ok"})
        if "Task: " in system:
            return json.dumps({"completed": True, "reason": "status given"})
        return json.dumps({"grounded": True, "ungrounded_arguments": [], "reason": "id from the user"})

    return ScriptedChatModel(respond=respond, usage=True)


def evaluators(judge: ScriptedChatModel) -> list[BaseEvaluator]:
    return [
        ToolTrajectoryEvaluator("strict"),
        TrajectoryEvaluator(
            judge,
            [TrajectoryEvaluationCriteria.helpfulness(), TrajectoryEvaluationCriteria.clarity()],
            include_tool_calls=True,
            name="Support Quality",
        ),
        TaskCompletionEvaluator(judge, ["Report the order status"]),
        ToolArgumentHallucinationEvaluator(judge),
    ]


EXAMPLES = [
    Example(
        id=uuid.uuid4(),
        inputs={"question": f"Where is order {oid}?"},
        outputs={"tool_calls": [{"name": "lookup_order", "args": {"order_id": oid}}]},
    )
    for oid in ("A1", "B2")
]

EXPECTED_SCORES = {
    "tool_trajectory_strict": 1.0,
    "support_quality": pytest.approx(0.8),
    "support_quality.helpfulness": 0.9,
    "support_quality.clarity": 0.7,
    "task_completion": 1.0,
    "tool_argument_hallucination": 1.0,
}


def scores_by_key(rows: list[dict[str, Any]]) -> list[dict[str, float]]:
    return [{r.key: r.score for r in row["evaluation_results"]["results"]} for row in rows]


def test_judges_run_in_langsmith_evaluate_with_one_feedback_key_per_criterion():
    judge = fake_judge()
    results = evaluate(
        agent_target,
        data=EXAMPLES,
        evaluators=evaluators(judge),
        client=OfflineClient(),
        upload_results=False,
    )
    rows = list(results)
    assert len(rows) == 2
    for scores in scores_by_key(rows):
        assert scores == EXPECTED_SCORES
    # Criterion feedback carries the judge's reason; the overall one names strongest and weakest.
    by_key = {r.key: r for r in rows[0]["evaluation_results"]["results"]}
    assert by_key["support_quality.clarity"].comment == "clarity ok"
    assert "Strongest: helpfulness" in by_key["support_quality"].comment
    # The judge saw the real agent's tool call rendered in the transcript.
    assert by_key["tool_argument_hallucination"].metadata["call_verdicts"][0]["args"] in (
        {"order_id": "A1"},
        {"order_id": "B2"},
    )


async def test_judges_run_in_langsmith_aevaluate():
    async def target(inputs: dict[str, Any]) -> dict[str, Any]:
        return agent_target(inputs)

    judge = fake_judge()
    results = await aevaluate(
        target, data=EXAMPLES, evaluators=evaluators(judge), client=OfflineClient(), upload_results=False
    )
    rows = [row async for row in results]
    assert len(rows) == 2
    for scores in scores_by_key(rows):
        assert scores == EXPECTED_SCORES


def test_a_conversation_without_tool_calls_is_judged_from_the_outputs_not_the_run_tree() -> None:
    """Only a bare final reply defers to the run's child runs; a whole conversation is what it says."""
    from langchain_core.runnables import RunnableLambda

    seen: list[str] = []

    def judge(messages: list[BaseMessage]) -> str:
        seen.append(str(messages[-1].content))
        return json.dumps({"score": 0.9, "reason": "polite"})

    def target(inputs: dict[str, Any]) -> dict[str, Any]:
        greeting = RunnableLambda(lambda q: f"Hello! You asked: {q}").invoke(
            inputs["q"]
        )  # a traced child run
        return {"messages": [HumanMessage(inputs["q"]), AIMessage(greeting)]}

    example = Example(id=uuid.uuid4(), dataset_id=uuid.uuid4(), inputs={"q": "opening hours?"}, outputs={})
    evaluator = TrajectoryEvaluator(
        ScriptedChatModel(respond=judge), [TrajectoryEvaluationCriteria.clarity()]
    )
    (row,) = list(
        evaluate(target, data=[example], evaluators=[evaluator], client=OfflineClient(), upload_results=False)
    )
    assert row["run"].child_runs  # so the reply-only fallback would have applied
    assert row["evaluation_results"]["results"][0].score == 0.9
    assert "USER: opening hours?" in seen[0] and "ASSISTANT: Hello! You asked: opening hours?" in seen[0]
