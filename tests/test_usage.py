"""What a run used: token totals equal to the models' own usage reports, per model and per agent, costs from a price
table, latency per tool call, and budgets that fail naming the step that crossed them."""

from __future__ import annotations

import time
from typing import Any

import pytest
from _langsmith_loopback import LoopbackLangSmith
from _three_sources import run_three_ways
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph_supervisor import create_supervisor
from pydantic import ValidationError

from langchain_trajectory import Expect, Message, ToolPolicyEvaluator, ToolTrajectoryEvaluator, Trajectory
from langchain_trajectory.evaluators.judge import StepJudge
from langchain_trajectory.matching import Policy
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.usage import TOKEN_FIELDS, summarize

DELAY = 0.03


@tool
def lookup(city: str) -> str:
    """Look a city up (slowly)."""
    time.sleep(DELAY)
    return f"id-{city.lower()}"


def usage(k: int) -> dict[str, Any]:
    """A distinct usage report for the k-th model call: cache reads and reasoning included."""
    return {
        "input_tokens": 100 + 17 * k,
        "output_tokens": 20 + 3 * k,
        "total_tokens": 120 + 20 * k,
        "input_token_details": {"cache_read": 40 + k},
        "output_token_details": {"reasoning": 5 * k},
    }


def brain(messages: list[BaseMessage]) -> AIMessage:
    done = sum(isinstance(m, ToolMessage) for m in messages)
    reply = (
        AIMessage("Paris is id-paris.")
        if done >= 2
        else AIMessage(f"step {done}", tool_calls=[tool_call("lookup", {"city": ["Paris", "Rome"][done]})])
    )
    reply.usage_metadata = usage(done)  # type: ignore[assignment]
    reply.response_metadata = {"model_name": "gpt-4o-mini-2024-07-18"}
    return reply


@pytest.fixture(scope="module")
def server() -> Any:
    with LoopbackLangSmith() as running:
        yield running


@pytest.fixture(scope="module")
def app() -> Any:
    return create_agent(ScriptedChatModel(respond=brain, model_name="gpt-4o-mini"), [lookup], name="planner")


def reported(state: Any) -> dict[str, int]:
    """The ground truth: the usage every AI message of the final state reports, summed."""
    ai = [m for m in state["messages"] if isinstance(m, AIMessage)]
    sums = {
        "input_tokens": sum(m.usage_metadata["input_tokens"] for m in ai),
        "output_tokens": sum(m.usage_metadata["output_tokens"] for m in ai),
        "total_tokens": sum(m.usage_metadata["total_tokens"] for m in ai),
        "cache_read_tokens": sum(m.usage_metadata["input_token_details"]["cache_read"] for m in ai),
        "reasoning_tokens": sum(m.usage_metadata["output_token_details"]["reasoning"] for m in ai),
    }
    return {**sums, "model_calls": len(ai)}


@pytest.mark.parametrize("mode", ["off", "context"])
def test_token_totals_equal_the_usage_the_models_reported_from_every_source(
    app: Any, server: LoopbackLangSmith, mode: str
) -> None:
    sources = run_three_ways(app, {"messages": [HumanMessage("Where is Paris?")]}, mode, server)
    truth = reported(sources.state)
    assert truth["model_calls"] == 3
    for name, trajectory in sources.read().items():
        got = trajectory.usage()
        assert {k: getattr(got, k) for k in truth} == truth, name
        assert got.unreported == 0
        # The recorder and the run tree know the model asked for; a message list knows the one that answered.
        model = "gpt-4o-mini-2024-07-18" if name == "messages" else "gpt-4o-mini"
        assert got.by_model[model].total_tokens == truth["total_tokens"], name
        if name != "messages":
            assert got.by_agent == {"planner": got.by_model[model]}
            assert got.by_model[model].model_calls == 3


def test_each_tool_call_and_each_model_call_keep_their_wall_time(app: Any) -> None:
    from langchain_trajectory import TrajectoryRecorder

    recorder = TrajectoryRecorder()
    app.invoke({"messages": [HumanMessage("Where is Paris?")]}, {"callbacks": [recorder]})
    trajectory = recorder.trajectory
    durations = [c.metadata["duration_ms"] for c in trajectory.tool_calls()]
    assert len(durations) == 2 and all(d >= DELAY * 1000 for d in durations)
    got = trajectory.usage()
    assert got.tool_time_s is not None and got.tool_time_s >= 2 * DELAY
    assert got.latency_s is not None and got.latency_s >= got.tool_time_s
    assert all(r["start_time"] <= r["end_time"] for r in trajectory.model_calls())


def test_costs_come_only_from_the_price_table_given() -> None:
    trajectory = Trajectory(
        messages=(
            Message.user("hi"),
            Message.assistant(
                "a",
                metadata={
                    "model_calls": [
                        {
                            "model": "gpt-4o-mini-2024-07-18",
                            "input_tokens": 1000,
                            "output_tokens": 500,
                            "total_tokens": 1500,
                        }
                    ]
                },
            ),
            Message.assistant(
                "b",
                metadata={
                    "model_calls": [
                        {
                            "model": "claude-x",
                            "input_tokens": 2000,
                            "output_tokens": 100,
                            "total_tokens": 2100,
                        }
                    ]
                },
            ),
        )
    )
    assert trajectory.usage().cost is None  # no prices are built in
    priced = trajectory.usage(prices={"gpt-4o": (9.0, 9.0), "gpt-4o-mini": (0.15, 0.6), "claude-x": (3, 15)})
    assert priced.cost == pytest.approx(0.15 + 0.3 + 6.0 + 1.5)  # the longest key the model starts with
    assert priced.by_model["gpt-4o-mini-2024-07-18"].cost == pytest.approx(0.45)
    partial = trajectory.usage(prices={"claude-x": (3, 15)})
    assert partial.cost is None and partial.unpriced == ("gpt-4o-mini-2024-07-18",)
    with pytest.raises(ValueError, match=r"prices\['x'\] must hold two finite prices >= 0"):
        trajectory.usage(prices={"x": (1, -1)})


def test_a_message_list_in_any_format_keeps_what_each_call_used() -> None:
    trajectory = Trajectory.from_messages(
        [
            {"role": "user", "content": "hi"},
            {  # Anthropic's Message: input_tokens excludes the cached ones
                "role": "assistant",
                "content": [{"type": "text", "text": "hello"}],
                "model": "claude-sonnet-4-5",
                "usage": {"input_tokens": 10, "cache_read_input_tokens": 90, "output_tokens": 7},
            },
            {"role": "user", "content": "more"},
            {"role": "assistant", "content": "sure"},  # an OpenAI chat message: no usage
        ]
    )
    got = trajectory.usage()
    assert (got.input_tokens, got.cache_read_tokens, got.output_tokens, got.total_tokens) == (100, 90, 7, 107)
    assert (got.model_calls, got.unreported) == (2, 1)
    assert list(got.by_model) == ["claude-sonnet-4-5", "unknown"]


def test_usage_by_agent_in_a_supervisor_run() -> None:
    def agent_model(name: str, calls: int) -> ScriptedChatModel:
        def respond(messages: list[BaseMessage]) -> AIMessage:
            mine = sum(1 for m in messages if isinstance(m, AIMessage) and m.name == name)
            reply = AIMessage(f"{name} done")
            if name == "supervisor" and mine == 0:
                reply = AIMessage("", tool_calls=[tool_call("transfer_to_worker", {})])
            reply.usage_metadata = {"input_tokens": calls, "output_tokens": 1, "total_tokens": calls + 1}  # type: ignore[assignment]
            return reply

        return ScriptedChatModel(respond=respond, model_name=f"{name}-model")

    worker = create_agent(agent_model("worker", 10), [lookup], name="worker")
    app = create_supervisor([worker], model=agent_model("supervisor", 100)).compile()
    from langchain_trajectory import TrajectoryRecorder

    recorder = TrajectoryRecorder()
    app.invoke({"messages": [HumanMessage("go")]}, {"callbacks": [recorder]})
    got = recorder.trajectory.usage()
    assert set(got.by_agent) == {"supervisor", "worker"}
    assert got.by_agent["worker"].input_tokens == 10 * got.by_agent["worker"].model_calls
    assert got.by_agent["supervisor"].input_tokens == 100 * got.by_agent["supervisor"].model_calls
    assert got.by_model["worker-model"] == got.by_agent["worker"]
    assert sum(t.total_tokens for t in got.by_agent.values()) == got.total_tokens


# -- budgets -------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def run(app: Any) -> Trajectory:
    from langchain_trajectory import TrajectoryRecorder

    recorder = TrajectoryRecorder()
    app.invoke({"messages": [HumanMessage("Where is Paris?")]}, {"callbacks": [recorder]})
    return recorder.trajectory


@pytest.mark.parametrize(
    ("budget", "message"),
    [
        # Model calls use 120, 140, 160 tokens: the running total passes 200 at the second (step 1).
        (
            {"max_tokens": 200},
            "total tokens reached 260 at model step 1 (gpt-4o-mini), which issued call(s) #1, over max_tokens = 200 (420 in all)",
        ),
        (
            {"max_model_calls": 2},
            "model calls reached 3 at model step 2 (gpt-4o-mini), over max_model_calls = 2 (3 in all)",
        ),
        # Each call costs input/1000 * 1 + output/1000 * 10: 0.3, 0.347, 0.394.
        (
            {"max_cost": 0.5, "prices": {"gpt-4o-mini": (1, 10)}},
            "cost reached 0.647 at model step 1 (gpt-4o-mini), which issued call(s) #1, over max_cost = 0.5 (1.041 in all)",
        ),
        (
            {"max_latency_s": DELAY / 2},
            "s elapsed when tool call #0 lookup (model step 0) ended, over max_latency_s = 0.015",
        ),
    ],
)
def test_each_budget_fails_naming_the_step_that_crossed_it(
    run: Trajectory, budget: dict[str, Any], message: str
) -> None:
    as_policy = ToolPolicyEvaluator(**budget).evaluate(run)
    (violation,) = as_policy.metadata["violations"]
    assert violation["kind"] == next(iter(budget))
    assert message in violation["message"]
    assert as_policy.score == 0.0 and message in as_policy.reason
    expectation = Expect.steps(Expect.call("lookup", args={"city": "Paris"}), **budget)
    as_expectation = ToolTrajectoryEvaluator("superset").evaluate(run, expectation)
    assert as_expectation.score == 0.0 and message in as_expectation.reason
    # far above any figure of the run, however slowly a loaded machine ran it
    generous = {k: (v * 10**6 if k.startswith("max_") else v) for k, v in budget.items()}
    assert ToolPolicyEvaluator(**generous).evaluate(run).passed


def test_a_budget_that_cannot_be_checked_fails_and_says_why() -> None:
    plain = Trajectory(messages=(Message.user("hi"), Message.assistant("hello")))  # no usage, no timing
    for budget, why in [
        ({"max_tokens": 10}, "max_tokens = 10 cannot be checked: 1 model call(s) reported no usage"),
        ({"max_latency_s": 1.0}, "max_latency_s = 1 cannot be checked: no call was timed"),
        (
            {"max_cost": 1.0, "prices": {"gpt-4o": (1, 1)}},
            "max_cost = 1 cannot be checked: 1 model call(s) reported no usage",
        ),
    ]:
        result = ToolPolicyEvaluator(**budget).evaluate(plain)
        assert not result.passed and why in result.reason, result.reason
    # Model calls are counted whether or not they reported usage.
    assert ToolPolicyEvaluator(max_model_calls=1).evaluate(plain).passed
    unpriced = Trajectory(
        messages=(Message.assistant("x", metadata={"model_calls": [{"model": "m", "total_tokens": 3}]}),)
    )
    result = ToolPolicyEvaluator(max_cost=1.0, prices={"gpt-4o": (1, 1)}).evaluate(unpriced)
    assert "max_cost = 1 cannot be checked: no price for model(s) ['m']" in result.reason


def test_budgets_are_real_policy_fields_checked_when_written() -> None:
    policy = Policy.model_validate(
        {"max_tokens": 5000, "max_cost": 0.2, "prices": {"gpt-4o-mini": [0.15, 0.6]}}
    )
    assert Policy.model_validate_json(policy.model_dump_json()) == policy
    assert not policy.is_empty and Policy(max_latency_s=2.5).policy().max_latency_s == 2.5
    with pytest.raises(ValidationError, match="'max_cost' needs 'prices'"):
        Policy(max_cost=1.0)
    with pytest.raises(ValidationError, match="'max_tokens' must be a non-negative integer"):
        Policy(max_tokens=-1)
    with pytest.raises(ValidationError, match="'max_latency_s' must be a finite number"):
        Policy(max_latency_s=float("inf"))
    with pytest.raises(ValidationError, match="unknown key 'max_token' in a policy; did you mean 'max_tokens'"):
        Policy.model_validate({"max_token": 10})
    with pytest.raises(ValidationError, match=r"prices\['x'\] must be \(input_per_1k, output_per_1k\)"):
        Policy(max_cost=1, prices={"x": 3})


def test_a_step_judge_does_not_ask_about_a_step_a_budget_already_failed(run: Trajectory) -> None:
    judge = ScriptedChatModel(respond=lambda m: '{"score": 1.0, "reason": "fine"}')
    result = StepJudge(judge, expect=Policy(max_tokens=200), cache=False).evaluate(run)
    decided = {v["index"]: v["decided_by"] for v in result.metadata["step_verdicts"]}
    assert decided == {0: "judge", 1: "expectation"} and result.metadata["judge_calls"] == 1


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.fixed_dictionaries({k: st.integers(0, 10**6) for k in TOKEN_FIELDS}), max_size=8),
    st.integers(0, 5),
)
def test_totals_by_model_and_by_agent_add_up_to_the_totals(records: list[dict[str, int]], split: int) -> None:
    tagged = [{**r, "model": f"m{i % (split + 1)}", "agent": f"a{i % 2}"} for i, r in enumerate(records)]
    got = summarize(tagged, prices={f"m{i}": (0.5, 2.0) for i in range(split + 1)})
    for field in (*TOKEN_FIELDS, "model_calls"):
        expected = sum(r.get(field, 1 if field == "model_calls" else 0) for r in tagged)
        assert getattr(got, field) == expected
        for group in (got.by_model, got.by_agent, got.by_source):
            assert sum(getattr(t, field) for t in group.values()) == expected
    brute = sum(r["input_tokens"] * 0.5 / 1000 + r["output_tokens"] * 2.0 / 1000 for r in tagged)
    assert got.cost == pytest.approx(brute)


# -- a simulation: the application, the simulated user and the judge ---------------------------------------------


class Metered:
    """Scripted chat models that report a known usage on every reply, and remember what they reported."""

    def __init__(self) -> None:
        self.reported: dict[str, list[dict[str, int]]] = {"app": [], "user": [], "judge": []}

    def model(self, source: str, respond: Any, name: str) -> ScriptedChatModel:
        def metered(messages: list[BaseMessage]) -> AIMessage:
            reply = respond(messages)
            reply = AIMessage(reply) if isinstance(reply, str) else reply
            k = len(self.reported[source])
            used = {"input_tokens": 50 + 7 * k, "output_tokens": 5 + k, "total_tokens": 55 + 8 * k}
            reply.usage_metadata = used  # type: ignore[assignment]
            self.reported[source].append(used)
            return reply

        return ScriptedChatModel(respond=metered, model_name=name)


def test_a_simulation_splits_its_usage_between_app_user_and_judge_and_the_parts_add_up() -> None:
    from langchain_trajectory import ConversationSimulator, LLMSimulatedUser, TrajectoryEvaluator
    from langchain_trajectory import TrajectoryEvaluationCriteria as C

    meter = Metered()
    app = create_agent(meter.model("app", brain, "gpt-4o-mini"), [lookup], name="planner")
    lines = iter(["Where is Paris?", "And Rome?", "DONE"])
    user = LLMSimulatedUser(meter.model("user", lambda m: next(lines), "user-model"), stop_signal="DONE")
    judge = TrajectoryEvaluator(
        meter.model("judge", lambda m: '{"score": 0.9, "reason": "ok"}', "judge-model"),
        [C.helpfulness()],
        cache=False,
    )
    result = ConversationSimulator(user=user, app=app, max_turns=3, checks=[judge]).simulate()
    got = result.usage(prices={"gpt-4o-mini": (1, 2), "user-model": (0.5, 0.5), "judge-model": (3, 3)})
    for source in ("app", "user", "judge"):
        part = got.by_source[source]
        assert part.total_tokens == sum(u["total_tokens"] for u in meter.reported[source]), source
        assert part.model_calls == len(meter.reported[source]), source
    assert sum(p.total_tokens for p in got.by_source.values()) == got.total_tokens
    assert sum(p.cost for p in got.by_source.values()) == pytest.approx(got.cost)
    assert got.by_model["judge-model"] == got.by_source["judge"]
    assert got.by_agent["planner"].model_calls == len(meter.reported["app"])


_JSONISH = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**12)
    | st.floats(allow_nan=True)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12,
)
_USAGE_KEYS = st.sampled_from(
    [
        "input_tokens",
        "output_tokens",
        "total_tokens",
        "prompt_tokens",
        "completion_tokens",
        "cache_read_input_tokens",
        "input_token_details",
        "output_token_details",
        "model_name",
        "model",
    ]
)


@settings(max_examples=80, deadline=None)
@given(
    st.dictionaries(_USAGE_KEYS, _JSONISH, max_size=6),
    st.dictionaries(_USAGE_KEYS, _JSONISH, max_size=6),
    st.dictionaries(_USAGE_KEYS, _JSONISH, max_size=3),
)
def test_any_usage_report_is_read_into_counts_without_error(
    usage_metadata: dict[str, Any], usage: dict[str, Any], response: dict[str, Any]
) -> None:
    from langchain_trajectory.reading.usage import model_call_record

    record = model_call_record(usage_metadata=usage_metadata or None, usage=usage, response_metadata=response)
    for name in TOKEN_FIELDS:
        value = record.get(name)
        assert value is None or (type(value) is int and value >= 0)
    assert record.get("model") is None or isinstance(record["model"], str)
    message = {"role": "assistant", "content": "x", "usage": usage}
    got = Trajectory.from_messages([message]).usage()
    assert got.model_calls == 1 and got.total_tokens >= 0
