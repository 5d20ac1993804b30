"""The evaluator contract: one ``measure(ctx)`` method, one context type, three ways in.

A user evaluator written from the docstring of :class:`BaseEvaluator` (sync or async) works through
``evaluate`` / ``aevaluate``, the openevals-style ``__call__``, and ``langsmith.evaluate`` / ``aevaluate``
(``evaluate_run``); every built-in evaluator's logic receives a ``Trajectory`` as ``ctx.actual``; fastaiagent's
``score(input=, output=, actual_trajectory=, expected_trajectory=)`` call form runs on every evaluator.
"""

from __future__ import annotations

import asyncio
import os
import uuid
import warnings
from typing import Any

os.environ.setdefault("LANGSMITH_TRACING", "false")
os.environ.setdefault("LANGSMITH_TEST_TRACKING", "false")

import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langsmith import aevaluate, evaluate
from langsmith.schemas import Example

from langchain_trajectory import (
    EvalResult,
    OfflineClient,
    ToolErrorEvaluator,
    ToolTrajectoryEvaluator,
    Trajectory,
    TrajectoryInputError,
)
from langchain_trajectory.evaluators import (
    BaseEvaluator,
    CycleEfficiency,
    EvaluationContext,
    PathCorrectness,
    StepEfficiency,
    ToolCallCorrectness,
    ToolCorrectnessEvaluator,
    ToolEfficiencyEvaluator,
    ToolUsageAccuracy,
)
from langchain_trajectory.testing import ScriptedChatModel, tool_call


class SameToolNames(BaseEvaluator):
    """Written only from BaseEvaluator's docstring: 1.0 when the actual calls use the expected tool names in
    order; records what its context held."""

    seen: list[EvaluationContext]

    def __init__(self) -> None:
        super().__init__(key="same_tool_names")
        self.seen = []

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        self.seen.append(ctx)
        got = [c.name for c in ctx.actual.tool_calls()]
        want = [c.name for c in ctx.expected.tool_calls()]
        return self.result(1.0 if got == want else 0.0, f"got {got}, expected {want}")


class AsyncCallCount(BaseEvaluator):
    """An ``async def measure``: the number of calls / 10, needing no expectation."""

    requires_expected = False

    async def measure(self, ctx: EvaluationContext) -> EvalResult:
        await asyncio.sleep(0)
        return self.result(len(ctx.actual_calls) / 10, f"{len(ctx.actual_calls)} calls")


@tool
def lookup(city: str) -> str:
    """Look a city up."""
    return f"id-{city.lower()}"


@tool
def weather(city_id: str) -> str:
    """Weather for a city id."""
    return f"sunny in {city_id}"


PLAN = [
    AIMessage("", tool_calls=[tool_call("lookup", {"city": "Paris"}, "c1")]),
    AIMessage("", tool_calls=[tool_call("weather", {"city_id": "id-paris"}, "c2")]),
    AIMessage("Sunny in Paris."),
]


def _agent() -> Any:
    def respond(messages: list[Any]) -> AIMessage:
        return PLAN[sum(isinstance(m, AIMessage) for m in messages)]

    return create_agent(ScriptedChatModel(respond=respond), [lookup, weather])


MESSAGES = [
    {"role": "user", "content": "Weather in Paris?"},
    {
        "role": "assistant",
        "content": "",
        "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "lookup", "arguments": '{"city":"Paris"}'}}
        ],
    },
    {"role": "tool", "tool_call_id": "c1", "content": "id-paris"},
    {"role": "assistant", "content": "Sunny."},
]


def test_a_user_evaluator_works_directly_with_every_context_field() -> None:
    ev = SameToolNames()
    result = ev.evaluate(MESSAGES, ["lookup"], inputs={"q": "Paris"}, state={"done": True}, tools=["x"])
    assert result.score == 1.0 and result.passed
    ctx = ev.seen[-1]
    assert isinstance(ctx.actual, Trajectory)
    assert ctx.actual.tool_calls()[0].result == "id-paris"
    assert isinstance(ctx.expected, Trajectory)
    assert ctx.reference == ["lookup"]
    assert ctx.inputs == {"q": "Paris"} and ctx.state == {"done": True} and ctx.get("tools") == ["x"]
    assert [c.name for c in ctx.actual_calls] == ["lookup"]


def test_a_user_evaluator_works_in_the_openevals_calling_style() -> None:
    ev = SameToolNames()
    feedback = ev(inputs={"q": 1}, outputs={"messages": MESSAGES}, reference_outputs={"tool_calls": ["search"]})
    assert feedback["key"] == "same_tool_names" and feedback["score"] == 0.0
    assert "expected ['search']" in feedback["comment"]
    assert ev.seen[-1].inputs == {"q": 1}


@pytest.mark.parametrize("run_async", [False, True])
def test_user_evaluators_sync_and_async_inside_langsmith_evaluate(run_async: bool) -> None:
    agent = _agent()
    examples = [
        Example(id=uuid.uuid4(), inputs={"q": "Weather in Paris?"}, outputs={"tool_calls": ["lookup", "weather"]}),
        Example(id=uuid.uuid4(), inputs={"q": "Weather in Paris?"}, outputs={"tool_calls": ["weather"]}),
    ]

    def target(inputs: dict[str, Any]) -> dict[str, Any]:
        return agent.invoke({"messages": [("user", inputs["q"])]})

    async def atarget(inputs: dict[str, Any]) -> dict[str, Any]:
        return await agent.ainvoke({"messages": [("user", inputs["q"])]})

    evaluators = [SameToolNames(), AsyncCallCount()]
    if run_async:
        results = asyncio.run(
            _collect(
                aevaluate(
                    atarget, data=examples, evaluators=evaluators, client=OfflineClient(), upload_results=False
                )
            )
        )
    else:
        results = list(
            evaluate(
                target,
                data=examples,
                evaluators=evaluators,
                client=OfflineClient(),
                upload_results=False,
                max_concurrency=0,
            )
        )
    scores = sorted(
        tuple(sorted((r.key, r.score) for r in row["evaluation_results"]["results"])) for row in results
    )
    assert scores == [
        (("async_call_count", 0.2), ("same_tool_names", 0.0)),
        (("async_call_count", 0.2), ("same_tool_names", 1.0)),
    ]


async def _collect(pending: Any) -> list[Any]:
    return [row async for row in await pending]


async def test_async_measure_runs_from_sync_and_async_callers() -> None:
    ev = AsyncCallCount()
    assert (await ev.aevaluate(MESSAGES)).score == 0.1
    assert ev.evaluate(MESSAGES).score == 0.1


BUILT_INS: list[tuple[BaseEvaluator, Any]] = [
    (ToolTrajectoryEvaluator(mode="any_order", argument_matcher="ignore"), ["lookup"]),
    (ToolUsageAccuracy(), ["lookup"]),
    (StepEfficiency(), 1),
    (PathCorrectness(), ["lookup"]),
    (CycleEfficiency(), None),
    (ToolCallCorrectness(), [{"name": "lookup", "args": {"city": "Paris"}}]),
    (ToolCorrectnessEvaluator(), ["lookup"]),
    (ToolEfficiencyEvaluator(), None),
    (ToolErrorEvaluator(), None),
]


@pytest.mark.parametrize(("evaluator", "expected"), BUILT_INS, ids=lambda v: type(v).__name__)
def test_every_built_in_evaluator_receives_a_trajectory(evaluator: BaseEvaluator, expected: Any) -> None:
    seen: list[Any] = []
    original = type(evaluator).measure

    class Probe(type(evaluator)):  # type: ignore[misc]
        def measure(self, ctx: EvaluationContext) -> Any:
            seen.append(ctx.actual)
            return original(self, ctx)

    probe = evaluator
    probe.__class__ = Probe
    result = probe.evaluate(MESSAGES, expected)
    assert result.score == 1.0, result.reason
    assert isinstance(seen[0], Trajectory)
    assert [c.name for c in seen[0].tool_calls()] == ["lookup"]


# fastaiagent's own examples, in its own call form.
SEED_CASES: list[tuple[BaseEvaluator, dict[str, Any], float]] = [
    (
        ToolUsageAccuracy(),
        {"actual_trajectory": ["search", "calculate"], "expected_trajectory": ["search", "calculate", "format"]},
        2 / 3,
    ),
    (StepEfficiency(), {"actual_steps": 6, "expected_steps": 3}, 0.5),
    (
        PathCorrectness(),
        {
            "actual_trajectory": ["search", "validate", "calculate", "respond"],
            "expected_trajectory": ["search", "calculate", "respond"],
        },
        1.0,
    ),
    (CycleEfficiency(), {"actual_trajectory": ["search", "search", "search", "respond"]}, 0.5),
    (
        ToolCallCorrectness(),
        {
            "actual_tool_calls": [
                {"name": "search", "arguments": {"query": "Paris"}},
                {"name": "format", "arguments": {"style": "markdown"}},
            ],
            "expected_tool_calls": [
                {"name": "search", "arguments": {"query": "Paris"}},
                {"name": "format", "arguments": {"style": "markdown"}},
            ],
        },
        1.0,
    ),
    (
        ToolCallCorrectness(),
        {
            "actual_tool_calls": [{"name": "search", "arguments": {"query": "London"}}],
            "expected_tool_calls": [{"name": "search", "arguments": {"query": "Paris"}}],
        },
        0.0,
    ),
]


@pytest.mark.parametrize(("scorer", "kwargs", "score"), SEED_CASES, ids=lambda v: getattr(v, "name", "case"))
def test_fastaiagent_call_form(scorer: BaseEvaluator, kwargs: dict[str, Any], score: float) -> None:
    result = scorer.score(input="", output="", **kwargs)
    assert result.score == pytest.approx(score)
    assert result.passed == (score >= 0.5)
    assert scorer.name == scorer.key


def test_fastaiagent_loop_over_scorers_with_tool_call_dicts() -> None:
    run_tool_calls = [
        {"tool_name": "search", "arguments": {"q": "x"}, "tool_call_id": "1"},
        {"tool_name": "calculate", "arguments": {}, "tool_call_id": "2"},
        {"tool_name": "respond", "arguments": {}, "tool_call_id": "3"},
    ]
    actual = [tc["tool_name"] for tc in run_tool_calls]
    expected = ["search", "calculate", "respond"]
    for scorer in (ToolUsageAccuracy(), PathCorrectness()):
        result = scorer.score(input="", output="", actual_trajectory=actual, expected_trajectory=expected)
        assert (scorer.name, result.score, result.passed) in {
            ("tool_usage_accuracy", 1.0, True),
            ("path_correctness", 1.0, True),
        }
    # the dicts themselves work as the trajectory too
    wrong_args = [{"name": "search", "args": {}}]
    assert ToolCallCorrectness().score(actual_tool_calls=run_tool_calls, expected_tool_calls=wrong_args).score == 0.0
    # a bare name says nothing about the arguments, as everywhere else
    assert ToolCallCorrectness().score(actual_tool_calls=run_tool_calls, expected_tool_calls=["search"]).score == 1.0


def test_the_call_form_rejects_a_side_given_twice_and_a_missing_expectation() -> None:
    with pytest.raises(TypeError, match="give the actual side once"):
        ToolUsageAccuracy().score(actual_trajectory=["a"], actual_tool_calls=["a"], expected_trajectory=["a"])
    with pytest.raises(TrajectoryInputError, match="expected trajectory is missing"):
        ToolUsageAccuracy().score(input="", output="", actual_trajectory=["a"])
    with pytest.raises(TrajectoryInputError, match="actual is missing"):
        CycleEfficiency().score(input="", output="")


def test_a_subclass_of_the_earlier_contract_still_works_with_a_warning() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")

        class Legacy(BaseEvaluator):
            requires_expected = False

            def score(self, actual: Any, expected: Any, **context: Any) -> EvalResult:  # type: ignore[override]
                return self.result(1.0, f"{len(actual.tool_calls())} calls, inputs {context['inputs']}")

    assert any(issubclass(w.category, DeprecationWarning) and "measure" in str(w.message) for w in caught)
    ev = Legacy()
    assert ev.evaluate(MESSAGES, inputs={"a": 1}).reason == "1 calls, inputs {'a': 1}"
    assert ev.score(actual_trajectory=["x", "y"]).reason == "2 calls, inputs None"


def test_the_openevals_style_result_answers_passed_but_langsmith_sees_only_its_keys() -> None:
    ev = ToolTrajectoryEvaluator(mode="superset", argument_matcher="ignore")
    good = ev(outputs={"messages": MESSAGES}, reference_outputs=["lookup"])
    bad = ev(outputs={"messages": MESSAGES}, reference_outputs=["lookup", "book"])
    assert good["passed"] is True and good.passed is True and good.get("passed") is True
    assert bad["passed"] is False and bad.passed is False
    assert set(good) == {"key", "score", "comment", "metadata"}  # LangSmith rejects unknown keys
    from langsmith.evaluation import EvaluationResult

    assert EvaluationResult(**good).score == 1.0
    with pytest.raises(KeyError):
        good["nope"]


@pytest.mark.parametrize(
    ("score", "threshold", "metadata"),
    [(0.5, 1.0, {"pairs": [[0, 1]], "mode": "any_order"}), (1.0, 1.0, {}), (0.0, 0.0, {"x": None}), (0.25, 0.2, {})],
)
def test_results_built_without_validation_are_the_results_validation_builds(
    score: float, threshold: float, metadata: dict[str, Any]
) -> None:
    class Scored(BaseEvaluator):
        requires_expected = False

        def measure(self, ctx: EvaluationContext) -> EvalResult:
            return self.result(score, "why", **metadata)

    built = Scored(threshold=threshold).evaluate([])
    validated = EvalResult(
        key="scored", score=score, passed=score >= threshold, reason="why", metadata=metadata, threshold=threshold
    )
    assert built == validated and built.model_dump_json() == validated.model_dump_json()
    assert built.model_fields_set == validated.model_fields_set
    assert built.metadata == metadata and type(built.metadata) is dict
    with pytest.raises(ValueError):  # frozen as validation freezes it
        built.score = 0.0  # type: ignore[misc]


def test_a_result_with_fields_validation_would_refuse_is_still_refused() -> None:
    class Odd(BaseEvaluator):
        requires_expected = False

        def measure(self, ctx: EvaluationContext) -> EvalResult:
            return self.result(1.0, 42)  # type: ignore[arg-type]  # not text: validation says so

    with pytest.raises(ValueError, match="reason"):
        Odd().evaluate([])
