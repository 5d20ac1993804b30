"""ToolTrajectoryEvaluator passed as it is to ``langsmith.evaluate`` and ``aevaluate`` (offline client, no network),
with three target shapes: (a) a real ``create_agent`` state, (b) a bare list of calls, (c) only a final string, the
calls then being read from the run's child tool runs."""

from __future__ import annotations

import os
import uuid
from typing import Any

os.environ.setdefault("LANGSMITH_TRACING", "false")
os.environ.setdefault("LANGSMITH_TEST_TRACKING", "false")

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.tools import tool
from langsmith import aevaluate, evaluate
from langsmith.schemas import Example

from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.testing.offline import OfflineClient


@tool
def lookup_city(name: str) -> str:
    """Find a city's identifier."""
    return f"id-{name.lower()}"


@tool
def get_weather(city_id: str, units: str = "C") -> str:
    """Weather for a city identifier."""
    return f"sunny in {city_id} ({units})"


# Request -> the tool calls of each model turn (the second turn issues two calls in parallel).
PLANS: dict[str, list[list[dict[str, Any]]]] = {
    "weather in Paris and Lyon": [
        [tool_call("lookup_city", {"name": "Paris"}, "c1")],
        [
            tool_call("get_weather", {"city_id": "id-paris", "units": "C"}, "c2"),
            tool_call("get_weather", {"city_id": "id-lyon"}, "c3"),
        ],
    ],
    "weather in Rome": [[tool_call("get_weather", {"city_id": "id-london"}, "c1")]],  # the wrong city
}

REFERENCES = {
    "weather in Paris and Lyon": [
        {"name": "lookup_city", "args": {"name": "Paris"}},
        {"name": "get_weather", "args": {"city_id": "id-lyon"}},
        {"name": "get_weather", "args": {"city_id": "id-paris"}},
    ],
    "weather in Rome": [{"name": "get_weather", "args": {"city_id": "id-rome"}}],
}
# any_order with a superset argument matcher: both Paris/Lyon calls match optimally; Rome misses.
EXPECTED = {"weather in Paris and Lyon": 1.0, "weather in Rome": 0.0}


def _respond(messages: list[BaseMessage]) -> AIMessage:
    request = next(m for m in messages if isinstance(m, HumanMessage)).text
    turn = sum(isinstance(m, AIMessage) for m in messages)
    plan = PLANS[request]
    return AIMessage("", tool_calls=plan[turn]) if turn < len(plan) else AIMessage("Here is the weather.")


@pytest.fixture(scope="module")
def agent() -> Any:
    return create_agent(ScriptedChatModel(respond=_respond), tools=[lookup_city, get_weather])


def _examples(wrap: str) -> list[Example]:
    def reference(calls: list[dict[str, Any]]) -> dict[str, Any]:
        return {"tool_calls": calls} if wrap == "tool_calls" else {"output": calls}

    return [
        Example(id=uuid.uuid4(), inputs={"request": request}, outputs=reference(calls))
        for request, calls in REFERENCES.items()
    ]


def _evaluator() -> ToolTrajectoryEvaluator:
    return ToolTrajectoryEvaluator("any_order", argument_matcher="superset")


def _state(agent: Any, request: str) -> dict[str, Any]:
    return agent.invoke({"messages": [{"role": "user", "content": request}]})


def _calls_of(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {"name": c["name"], "args": c["args"]}
        for m in state["messages"]
        if isinstance(m, AIMessage)
        for c in m.tool_calls
    ]


TARGETS = {
    # (a) the agent's state: {"messages": [...]}
    "messages": lambda agent, request: _state(agent, request),
    # (b) a bare list of tool calls: LangSmith wraps it as {"output": [...]}
    "bare_list": lambda agent, request: _calls_of(_state(agent, request)),
    # (c) only the final answer: the calls come from the run's child tool runs
    "final_string": lambda agent, request: _state(agent, request)["messages"][-1].content,
    # (c') only the final AIMessage (it reads as a trajectory without calls): the child tool runs again
    "final_message": lambda agent, request: _state(agent, request)["messages"][-1],
}


def _check_rows(rows: list[Any], key: str) -> None:
    assert len(rows) == len(REFERENCES)
    for row in rows:
        request = row["example"].inputs["request"]
        (result,) = [r for r in row["evaluation_results"]["results"] if r.key == key]
        assert result.score == EXPECTED[request], (request, result.comment)
        assert result.comment and result.comment.split("\n")[1].startswith("any_order: score = M / max(|A|, |E|)")
        assert result.metadata["actual_tools"] == [c["name"] for plan in PLANS[request] for c in plan]
        assert result.source_run_id is not None
        if request == "weather in Rome":
            assert "expected city_id='id-rome', got city_id='id-london'" in result.comment


@pytest.mark.parametrize("shape", list(TARGETS))
def test_evaluate_with_offline_client(agent: Any, shape: str) -> None:
    def target(inputs: dict[str, Any]) -> Any:
        return TARGETS[shape](agent, inputs["request"])

    ev = _evaluator()
    results = evaluate(
        target, data=_examples("tool_calls"), evaluators=[ev], client=OfflineClient(), upload_results=False
    )
    rows = list(results)
    _check_rows(rows, ev.key)
    if shape == "final_string":
        assert all(isinstance(row["run"].outputs["output"], str) for row in rows)


@pytest.mark.parametrize("shape", list(TARGETS))
async def test_aevaluate_with_offline_client(agent: Any, shape: str) -> None:
    async def target(inputs: dict[str, Any]) -> Any:
        state = await agent.ainvoke({"messages": [{"role": "user", "content": inputs["request"]}]})
        if shape == "messages":
            return state
        if shape == "bare_list":
            return _calls_of(state)
        if shape == "final_message":
            return state["messages"][-1]
        return state["messages"][-1].content

    ev = _evaluator()
    results = await aevaluate(
        target, data=_examples("output"), evaluators=[ev], client=OfflineClient(), upload_results=False
    )
    rows = [row async for row in results]
    _check_rows(rows, ev.key)


def test_openevals_style_call_as_a_langsmith_evaluator(agent: Any) -> None:
    """The ``__call__`` form (inputs/outputs/reference_outputs) also works as a plain evaluator function."""
    ev = ToolTrajectoryEvaluator("superset", argument_matcher="superset")

    def via_call(inputs: dict[str, Any], outputs: dict[str, Any], reference_outputs: dict[str, Any]) -> dict:
        return ev(inputs=inputs, outputs=outputs, reference_outputs=reference_outputs)

    def target(inputs: dict[str, Any]) -> Any:
        return _state(agent, inputs["request"])

    rows = list(
        evaluate(
            target,
            data=_examples("tool_calls"),
            evaluators=[via_call],
            client=OfflineClient(),
            upload_results=False,
        )
    )
    scores = {row["example"].inputs["request"]: row["evaluation_results"]["results"][0].score for row in rows}
    assert scores == EXPECTED


def test_evaluate_run_without_trajectory_or_children_is_a_clear_error() -> None:
    from langsmith.run_trees import RunTree

    from langchain_trajectory.errors import TrajectoryInputError

    run = RunTree(name="t", run_type="chain", inputs={}, outputs={"output": "just text"})
    with pytest.raises(TrajectoryInputError, match="bare string"):
        _evaluator().evaluate_run(run, Example(id=uuid.uuid4(), inputs={}, outputs={"tool_calls": ["a"]}))


async def test_feedback_source_run_is_the_traced_evaluator_run() -> None:
    """source_run_id names the evaluator's own trace, as LangSmith's evaluators do, in evaluate and aevaluate."""
    examples = [
        Example(id=uuid.uuid4(), dataset_id=uuid.uuid4(), inputs={"q": 1}, outputs={"tool_calls": ["a"]})
    ]
    client = OfflineClient()
    rows = list(evaluate(lambda i: ["a"], data=examples, evaluators=[_evaluator()], client=client))

    async def target(inputs: dict[str, Any]) -> list[str]:
        return ["a"]

    arows = [
        row async for row in await aevaluate(target, data=examples, evaluators=[_evaluator()], client=client)
    ]
    for row in [*rows, *arows]:
        (result,) = row["evaluation_results"]["results"]
        traced = client.recorded_runs[str(result.source_run_id)]
        assert traced["name"] == result.key and result.score == 1.0
