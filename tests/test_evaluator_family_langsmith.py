"""The whole evaluator family on one dataset: a real ``create_agent`` run (scripted chat model), scored by
``langsmith.evaluate`` with the offline client, and each evaluator also called openevals-style."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.tools import tool
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory.evaluators.base import BaseEvaluator
from langchain_trajectory.evaluators.presets import (
    PathCorrectness,
    ToolCallCorrectness,
    ToolCorrectnessEvaluator,
    ToolUsageAccuracy,
)
from langchain_trajectory.evaluators.scorers import CycleEfficiency, StepEfficiency
from langchain_trajectory.evaluators.tool_efficiency import ToolEfficiencyEvaluator
from langchain_trajectory.evaluators.tool_error import ToolErrorEvaluator
from langchain_trajectory.evaluators.validity import ToolCallValidityEvaluator
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.testing.offline import OfflineClient


@tool
def search_flights(origin: str, destination: str) -> str:
    """Search flights between two cities."""
    return f"3 flights {origin}->{destination}"


@tool
def book_hotel(city: str, nights: int) -> dict:
    """Book a hotel room."""
    return {"booking": f"{city} x{nights}", "error": None}


# What the scripted model does for each request: the tool calls of each model turn, then a final answer.
PLANS: dict[str, list[list[dict[str, Any]]]] = {
    "Fly NYC to Paris and book 3 nights": [
        [
            tool_call("search_flights", {"origin": "NYC", "destination": "Paris"}, "c1"),
            tool_call("book_hotel", {"city": "Paris", "nights": 3}, "c2"),
        ]
    ],
    "A hotel in Rome for two nights": [
        [tool_call("book_hotel", {"city": "Rome", "nights": "two"}, "c1")],  # invalid: the tool rejects it
        [tool_call("book_hotel", {"city": "Rome", "nights": 2}, "c2")],
    ],
}

REFERENCES = {
    "Fly NYC to Paris and book 3 nights": {
        "tool_calls": [
            {"name": "search_flights", "args": {"origin": "NYC", "destination": "Paris"}},
            {"name": "book_hotel", "args": {"city": "Paris", "nights": 3}},
        ],
        "steps": 2,
    },
    "A hotel in Rome for two nights": {
        "tool_calls": [{"name": "book_hotel", "args": {"city": "Rome", "nights": 2.0}}],
        "steps": 1,
    },
}


def _respond(messages: list[BaseMessage]) -> AIMessage:
    request = next(m for m in messages if isinstance(m, HumanMessage)).text
    turn = sum(isinstance(m, AIMessage) for m in messages)
    plan = PLANS[request]
    if turn < len(plan):
        return AIMessage(content="", tool_calls=plan[turn])
    return AIMessage(content="All done.")


def _evaluators() -> list[BaseEvaluator]:
    return [
        ToolUsageAccuracy(),
        StepEfficiency(),
        PathCorrectness(),
        CycleEfficiency(),
        ToolCallCorrectness(),
        ToolCorrectnessEvaluator(),
        ToolCorrectnessEvaluator("names_and_args", key="tool_correctness_args"),
        ToolCorrectnessEvaluator("names_and_order", key="tool_correctness_order"),
        ToolEfficiencyEvaluator(),
        ToolErrorEvaluator(),
        ToolCallValidityEvaluator([search_flights, book_hotel]),
    ]


# Scores each evaluator must give, derived by hand from the plans and references above.
EXPECTED_SCORES = {
    "Fly NYC to Paris and book 3 nights": dict.fromkeys(
        [
            "tool_usage_accuracy",
            "step_efficiency",
            "path_correctness",
            "cycle_efficiency",
            "tool_call_correctness",
            "tool_correctness",
            "tool_correctness_args",
            "tool_correctness_order",
            "tool_efficiency",
            "tool_error",
            "tool_call_validity",
        ],
        1.0,
    ),
    "A hotel in Rome for two nights": {
        "tool_usage_accuracy": 1.0,
        "step_efficiency": 0.5,  # 2 calls where 1 was expected
        "path_correctness": 1.0,
        "cycle_efficiency": 0.5,  # book_hotel twice in a row
        "tool_call_correctness": 1.0,  # nights 2 == 2.0 under typed equality
        "tool_correctness": 1.0,  # names-only sets are equal
        "tool_correctness_args": 2 / 3,  # P = 1/2, R = 1/1
        "tool_correctness_order": 0.5,  # LCS 1 / max(2, 1)
        "tool_efficiency": 1.0,  # the two calls differ in arguments
        "tool_error": 0.5,  # the first call failed validation inside the tool node
        "tool_call_validity": 0.5,  # "two" is not an integer
    },
}


@pytest.fixture(scope="module")
def agent() -> Any:
    model = ScriptedChatModel(respond=_respond)
    return create_agent(model, tools=[search_flights, book_hotel])


def test_every_evaluator_in_one_offline_langsmith_evaluate_run(agent: Any) -> None:
    def target(inputs: dict[str, Any]) -> dict[str, Any]:
        return agent.invoke({"messages": [{"role": "user", "content": inputs["request"]}]})

    examples = [
        Example(id=uuid.uuid4(), inputs={"request": request}, outputs=reference)
        for request, reference in REFERENCES.items()
    ]
    client = OfflineClient()
    evaluators = _evaluators()
    results = evaluate(target, data=examples, evaluators=evaluators, client=client, upload_results=False)
    rows = list(results)
    assert len(rows) == len(examples)
    for row in rows:
        request = row["example"].inputs["request"]
        got = {r.key: r.score for r in row["evaluation_results"]["results"]}
        assert got == pytest.approx(EXPECTED_SCORES[request]), request
        comments = {r.key: r.comment for r in row["evaluation_results"]["results"]}
        assert all(comments[k] for k in got)  # every score comes with its reason
        # The same evaluators called openevals-style on the run's outputs agree with LangSmith's feedback.
        for ev in evaluators:
            direct = ev(
                inputs=row["example"].inputs,
                outputs=row["run"].outputs,
                reference_outputs=REFERENCES[request],
            )
            assert direct["key"] == ev.key
            assert direct["score"] == pytest.approx(got[ev.key])
            assert direct["comment"] == comments[ev.key]


def test_reasons_explain_the_failures_of_the_rome_example(agent: Any) -> None:
    outputs = agent.invoke({"messages": [{"role": "user", "content": "A hotel in Rome for two nights"}]})
    validity = ToolCallValidityEvaluator([search_flights, book_hotel])(outputs=outputs)
    assert validity["metadata"]["validation_results"][0]["errors"][0]["path"] == "nights"
    errors = ToolErrorEvaluator()(outputs=outputs)
    assert "call 0 book_hotel: error:" in errors["comment"]
    assert errors["metadata"]["results"][1]["errored"] is False  # {"error": null} is a success


def test_openevals_style_call_requires_reference_for_reference_based_evaluators(agent: Any) -> None:
    outputs = agent.invoke({"messages": [{"role": "user", "content": "Fly NYC to Paris and book 3 nights"}]})
    for ev in _evaluators():
        if ev.requires_expected:
            with pytest.raises(ValueError, match="expected trajectory is missing"):
                ev(outputs=outputs)
        else:
            assert ev(outputs=outputs)["score"] == 1.0


def test_openevals_style_callables_are_accepted_by_langsmith_evaluate(agent: Any) -> None:
    def target(inputs: dict[str, Any]) -> dict[str, Any]:
        return agent.invoke({"messages": [{"role": "user", "content": inputs["request"]}]})

    examples = [
        Example(id=uuid.uuid4(), inputs={"request": request}, outputs=reference)
        for request, reference in REFERENCES.items()
    ]
    callables = [ev.__call__ for ev in _evaluators()]  # (inputs, outputs, reference_outputs) -> dict
    results = evaluate(
        target, data=examples, evaluators=callables, client=OfflineClient(), upload_results=False
    )
    for row in results:
        got = {r.key: r.score for r in row["evaluation_results"]["results"]}
        assert got == pytest.approx(EXPECTED_SCORES[row["example"].inputs["request"]])


@pytest.mark.parametrize("final", [AIMessage("done"), {"role": "assistant", "content": "done"}])
def test_every_family_reads_child_tool_runs_when_the_target_returns_its_final_reply(final: Any) -> None:
    from datetime import UTC, datetime

    from langsmith.schemas import Run

    now, trace_id = datetime.now(UTC), uuid.uuid4()
    children = [
        Run(
            id=uuid.uuid4(),
            name="search",
            run_type="tool",
            start_time=now,
            end_time=now,
            inputs={"q": str(i)},
            outputs={"output": "r"},
            trace_id=trace_id,
        )
        for i in range(3)
    ]
    run = Run(
        id=trace_id,
        name="agent",
        run_type="chain",
        start_time=now,
        inputs={},
        outputs={"output": final},
        child_runs=children,
        trace_id=trace_id,
    )
    example = Example(id=uuid.uuid4(), dataset_id=uuid.uuid4(), inputs={}, outputs={"steps": 1})
    assert StepEfficiency().evaluate_run(run, example).score == 1 / 3  # 1 expected step, 3 taken
    assert CycleEfficiency().evaluate_run(run, example).metadata["calls"] == 3
