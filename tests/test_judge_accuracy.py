"""TrajectoryAccuracyEvaluator: the reference-aware trajectory judge (agentevals' trajectory LLM judge cases),
tool results under a character budget, where the reference comes from, and langsmith.evaluate."""

from __future__ import annotations

import json
import re
import uuid
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.tools import tool
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.judge import ResultBudget, TrajectoryAccuracyEvaluator
from langchain_trajectory.evaluators.judge._render import allocate, elide
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.testing.offline import OfflineClient
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory


def block(prompt: str, label: str) -> str | None:
    """The body of the fenced block ``label`` in ``prompt``, or None."""
    found = re.search(rf"^<<<BEGIN {label} (\w+)>>>\n(.*?)\n<<<END {label} \1>>>$", prompt, re.S | re.M)
    return found.group(2) if found else None


class RuleJudge:
    """A scripted judge that grades by reading the blocks it is given (no network): with a REFERENCE, the
    share of reference tool names the trajectory also called; without one, whether the tools called fit the
    user's question (a weather question needs get_weather). Records every conversation."""

    def __init__(self) -> None:
        self.sent: list[list[BaseMessage]] = []
        self.model = ScriptedChatModel(respond=self.respond)

    def respond(self, messages: list[BaseMessage]) -> str:
        self.sent.append(messages)
        user = str(messages[1].content)
        trajectory = block(user, "TRAJECTORY") or ""
        called = set(re.findall(r"^  \[tool: ([\w.]+)\(", trajectory, re.M))
        reference = block(user, "REFERENCE")
        if reference is not None:
            wanted = set(re.findall(r"^  \[tool: ([\w.]+)\(", reference, re.M))
            score = len(wanted & called) / len(wanted) if wanted else 1.0
            return json.dumps({"score": score, "reasoning": f"matches {sorted(wanted & called)}"})
        question = trajectory.split("\n", 1)[0]
        fits = ("weather" in question) == ("get_weather" in called)
        return json.dumps(
            {"score": 1.0 if fits else 0.0, "explanation": "tools fit the question" if fits else "off"}
        )


def weather(city: str, result: str, answer: str, call_id: str = "c1") -> list[dict[str, Any]]:
    """An agentevals-style OpenAI message list (tool messages carry the id our reader pairs them by)."""
    return [
        {"role": "user", "content": "What is the weather in SF?"},
        {
            "role": "assistant",
            "tool_calls": [
                {"id": call_id, "function": {"name": "get_weather", "arguments": json.dumps({"city": city})}}
            ],
        },
        {"role": "tool", "tool_call_id": call_id, "content": result},
        {"role": "assistant", "content": answer},
    ]


ACTUAL = weather("SF", "It's 80 degrees and sunny in SF.", "The weather in SF is 80 degrees and sunny.")
REFERENCE = weather(
    "San Francisco", "It's 80 degrees and sunny in San Francisco.", "The weather in SF is 80˚ and sunny."
)


# -- agentevals' trajectory LLM judge cases ---------------------------------------------------------------


def test_trajectory_match_against_a_reference_sees_both_trajectories_with_their_results():
    """agentevals test_trajectory_match: same tool, an equivalent argument, a passing score."""
    judge = RuleJudge()
    ev = TrajectoryAccuracyEvaluator(judge.model)
    out = ev(outputs=ACTUAL, reference_outputs=REFERENCE)
    assert out["key"] == "trajectory_accuracy" and out["score"] == 1.0
    assert out["metadata"]["reference"] == "expected"
    system, user = judge.sent[0]
    assert "semantically equivalent to the reference trajectory" in system.content
    reference = block(str(user.content), "REFERENCE")
    trajectory = block(str(user.content), "TRAJECTORY")
    assert (
        '[tool: get_weather({"city":"San Francisco"}) -> result: "It\'s 80 degrees and sunny in San Francisco."]'
        in reference
    )
    assert '[tool: get_weather({"city":"SF"}) -> result: "It\'s 80 degrees and sunny in SF."]' in trajectory
    assert "matches ['get_weather']" in out["comment"]  # the reason was read from 'reasoning'


def test_trajectory_without_a_reference_is_graded_against_its_goal():
    """agentevals test_trajectory_no_ref."""
    judge = RuleJudge()
    out = TrajectoryAccuracyEvaluator(judge.model)(outputs=ACTUAL)
    assert out["score"] == 1.0 and out["metadata"]["reference"] is None
    assert out["metadata"]["reference_note"] == "no reference trajectory was given"
    system, user = judge.sent[0]
    assert "First work out the goal" in system.content and "REFERENCE" not in str(user.content)
    assert "without a reference (no reference trajectory was given)" in out["comment"]


def test_a_trajectory_that_misses_its_goal_fails_without_a_reference():
    """agentevals test_trajectory_no_ref_bad_trajectory: restaurants asked, weather looked up."""
    bad = [dict(m) for m in ACTUAL]
    bad[0] = {"role": "user", "content": "What are some good restaurants in SF?"}
    out = TrajectoryAccuracyEvaluator(RuleJudge().model)(outputs=bad)
    assert out["score"] == 0.0 and out["comment"].endswith("off")  # the reason was read from 'explanation'


def test_a_custom_rubric_replaces_the_default_one():
    """agentevals lets the whole prompt be replaced (test_trajectory_match_with_inverse_rubric); here the rubric
    is replaced and the output format, the scale and the fencing stay (a documented difference)."""
    judge = RuleJudge()
    rubric = "A good trajectory:\n- calls get_weather exactly once."
    TrajectoryAccuracyEvaluator(judge.model, rubric=rubric).evaluate(
        ACTUAL, REFERENCE, inputs="What is the weather in SF?"
    )
    system, user = judge.sent[0]
    assert rubric in system.content and "shows clear progression" not in system.content
    assert block(str(user.content), "INPUT") == '"What is the weather in SF?"'


def test_a_different_tool_path_scores_by_what_the_judge_says_and_fails_the_threshold():
    judge = RuleJudge()
    other = weather("SF", "sunny", "Sunny.")
    other[1]["tool_calls"][0]["function"]["name"] = "search_web"
    result = TrajectoryAccuracyEvaluator(judge.model).evaluate(other, REFERENCE)
    assert result.score == 0.0 and not result.passed
    assert "Trajectory accuracy 0.00 against the reference; threshold 0.7, failed." in result.reason


# -- where the reference comes from ----------------------------------------------------------------------------


def test_the_reference_trajectory_keyword_wins_over_the_expected_side():
    judge = RuleJudge()
    other = weather("SF", "sunny", "Sunny.")
    other[1]["tool_calls"][0]["function"]["name"] = "search_web"
    result = TrajectoryAccuracyEvaluator(judge.model).evaluate(ACTUAL, other, reference_trajectory=REFERENCE)
    assert result.score == 1.0 and result.metadata["reference"] == "reference_trajectory"
    assert "San Francisco" in block(str(judge.sent[0][1].content), "REFERENCE")


def test_expected_outputs_without_a_trajectory_are_judged_without_one_and_say_so():
    judge = RuleJudge()
    result = TrajectoryAccuracyEvaluator(judge.model).evaluate(ACTUAL, {"answer": "80 and sunny"})
    assert result.metadata["reference"] is None
    assert result.metadata["reference_note"] == "the expected outputs hold no trajectory (keys ['answer'])"
    assert "the expected outputs hold no trajectory" in result.reason
    assert block(str(judge.sent[0][1].content), "REFERENCE") is None


def test_reference_modes_required_and_ignore():
    judge = RuleJudge()
    required = TrajectoryAccuracyEvaluator(judge.model, reference="required")
    with pytest.raises(TrajectoryInputError, match="needs one \\(reference='required'\\)"):
        required.evaluate(ACTUAL)
    with pytest.raises(TrajectoryInputError, match="hold no trajectory"):
        required.evaluate(ACTUAL, {"answer": "x"})
    assert judge.sent == []  # input errors are raised before any judge call
    ignored = TrajectoryAccuracyEvaluator(judge.model, reference="ignore").evaluate(ACTUAL, REFERENCE)
    assert (
        ignored.metadata["reference"] is None and "reference='ignore'" in ignored.metadata["reference_note"]
    )
    assert block(str(judge.sent[0][1].content), "REFERENCE") is None


def test_a_malformed_or_empty_reference_is_an_input_error_naming_it():
    ev = TrajectoryAccuracyEvaluator(RuleJudge().model)
    with pytest.raises(TrajectoryInputError, match="message 1: 'tool_calls' must be a list"):
        ev.evaluate(
            ACTUAL, {"messages": [{"role": "user", "content": "x"}, {"role": "assistant", "tool_calls": 3}]}
        )
    with pytest.raises(TrajectoryInputError, match="reference trajectory is empty"):
        ev.evaluate(ACTUAL, {"messages": []})
    with pytest.raises(TrajectoryInputError, match="reference_trajectory"):
        ev.evaluate(ACTUAL, reference_trajectory="just text")


def test_construction_errors():
    model = ScriptedChatModel(replies=[])
    with pytest.raises(ValueError, match="'reference' must be one of"):
        TrajectoryAccuracyEvaluator(model, reference="sometimes")
    with pytest.raises(ValueError, match="'tool_calls' must be one of"):
        TrajectoryAccuracyEvaluator(model, tool_calls=True)
    with pytest.raises(ValueError, match="'rubric' must be None or a non-blank string"):
        TrajectoryAccuracyEvaluator(model, rubric="  ")
    with pytest.raises(ValueError, match="'per_result' must be None or an integer >= 0"):
        ResultBudget(per_result=-1)


def test_reference_and_no_reference_are_separate_cache_entries():
    judge = RuleJudge()
    ev = TrajectoryAccuracyEvaluator(judge.model)
    ev.evaluate(ACTUAL, REFERENCE)
    ev.evaluate(ACTUAL)
    ev.evaluate(ACTUAL, REFERENCE)
    assert len(judge.sent) == 2 and len(ev.cache) == 2


# -- tool results under a character budget ------------------------------------------------------------------------


def test_long_results_are_elided_with_a_visible_marker_and_counted():
    long = "x" * 5000
    t = Trajectory(
        messages=(
            Message.user("Summarise the report."),
            Message.assistant(
                "Done.",
                [
                    ToolCall.of("fetch", {"id": 1}, result=long),
                    ToolCall.of("fetch", {"id": 2}, error="timeout after 30 s"),
                    ToolCall.of("fetch", {"id": 3}, result={"rows": list(range(2000))}),
                ],
            ),
        )
    )
    judge = RuleJudge()
    result = TrajectoryAccuracyEvaluator(
        judge.model, result_budget=ResultBudget(per_result=300, total=500)
    ).evaluate(t)
    trajectory = block(str(judge.sent[0][1].content), "TRAJECTORY")
    lines = [line for line in trajectory.splitlines() if line.startswith("  [tool: ")]
    assert lines[1] == '  [tool: fetch({"id":2}) -> error: "timeout after 30 s"]'  # short: kept whole
    # 500 characters in all: the 27-character error whole, the other two share the 473 left (236 and 237)
    cuts = [re.search(r"\[\.\.\. (\d+) of (\d+) characters elided \.\.\.\]", lines[i]) for i in (0, 2)]
    kept = [int(m.group(2)) - int(m.group(1)) for m in cuts]
    assert int(cuts[0].group(2)) == len('result: "' + long + '"')
    assert len('error: "timeout after 30 s"') == 27 and sorted(kept) == [236, 237]
    assert result.metadata["results_elided"] == 2


def test_results_can_be_left_out():
    judge = RuleJudge()
    TrajectoryAccuracyEvaluator(judge.model, tool_calls="args").evaluate(ACTUAL)
    system, user = judge.sent[0]
    assert "-> result" not in str(user.content) and "what the tool returned" not in system.content
    assert '[tool: get_weather({"city":"SF"})]' in str(user.content)


def _max_min_fair(lengths: list[int], per_item: int | None, total: int) -> list[int]:
    """Brute force: of every allocation within the caps and the total, the one whose ascending limits are
    lexicographically largest (max-min fairness), as a sorted list."""
    import itertools

    caps = [n if per_item is None else min(n, per_item) for n in lengths]
    best: list[int] | None = None
    for limits in itertools.product(*(range(c + 1) for c in caps)):
        if sum(limits) <= total and (best is None or sorted(limits) > best):
            best = sorted(limits)
    assert best is not None
    return best


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.integers(0, 7), min_size=0, max_size=4),
    st.none() | st.integers(0, 6),
    st.none() | st.integers(0, 20),
)
def test_allocate_is_max_min_fair_against_brute_force(lengths, per_item, total):
    limits = allocate(lengths, per_item, total)
    caps = [n if per_item is None else min(n, per_item) for n in lengths]
    assert all(0 <= x <= c for x, c in zip(limits, caps, strict=True))
    if total is None:
        assert limits == caps
    else:
        assert sum(limits) == min(total, sum(caps))
        assert sorted(limits) == _max_min_fair(lengths, per_item, total)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60), st.integers(0, 70))
def test_elide_keeps_head_and_tail_and_names_what_it_cut(text, limit):
    out = elide(text, limit)
    if len(text) <= limit:
        assert out == text
        return
    cut = len(text) - limit
    marker = f"[... {cut} of {len(text)} characters elided ...]"
    head, tail = text[: limit - limit // 3], text[len(text) - limit // 3 :] if limit // 3 else ""
    assert out == f"{head} {marker} {tail}".rstrip()


# -- inside langsmith.evaluate, on a real create_agent target -----------------------------------------------------


@tool
def get_weather(city: str) -> str:
    """The weather in a city."""
    return f"It's 80 degrees and sunny in {city}."


def agent(inputs: dict[str, Any]) -> dict[str, Any]:
    model = ScriptedChatModel(
        replies=[AIMessage("", tool_calls=[tool_call("get_weather", {"city": "SF"}, "w1")]), "80 and sunny."]
    )
    state = create_agent(model, tools=[get_weather]).invoke({"messages": [HumanMessage(inputs["question"])]})
    return {"messages": state["messages"]}


def test_reference_outputs_of_a_langsmith_example_are_the_reference():
    judge = RuleJudge()
    examples = [
        Example(
            id=uuid.uuid4(),
            inputs={"question": "What is the weather in SF?"},
            outputs={"messages": REFERENCE},
        ),
        Example(
            id=uuid.uuid4(), inputs={"question": "What is the weather in SF?"}, outputs={"answer": "sunny"}
        ),
    ]
    rows = list(
        evaluate(
            agent,
            data=examples,
            evaluators=[TrajectoryAccuracyEvaluator(judge.model)],
            client=OfflineClient(),
            upload_results=False,
        )
    )
    by_reference = {}
    for row in rows:
        (fb,) = row["evaluation_results"]["results"]
        by_reference[fb.metadata["reference"]] = fb
    assert set(by_reference) == {"expected", None}
    assert by_reference["expected"].score == 1.0
    prompts = [str(m[1].content) for m in judge.sent]
    with_ref = next(p for p in prompts if block(p, "REFERENCE"))
    # the real agent's tool result reached the judge, and the example's inputs too
    assert '-> result: "It\'s 80 degrees and sunny in SF."' in block(with_ref, "TRAJECTORY")
    assert block(with_ref, "INPUT") == '{"question":"What is the weather in SF?"}'


def test_a_required_reference_comes_from_the_example_and_the_trajectory_from_the_run_outputs():
    judge = RuleJudge()
    example = Example(
        id=uuid.uuid4(), inputs={"question": "What is the weather in SF?"}, outputs={"messages": REFERENCE}
    )
    (row,) = list(
        evaluate(
            agent,
            data=[example],
            evaluators=[TrajectoryAccuracyEvaluator(judge.model, reference="required")],
            client=OfflineClient(),
            upload_results=False,
        )
    )
    (fb,) = row["evaluation_results"]["results"]
    assert fb.score == 1.0 and fb.metadata["reference"] == "expected"
    # the whole conversation from the run's outputs, not only the tool runs under it
    assert "ASSISTANT: 80 and sunny." in block(str(judge.sent[0][1].content), "TRAJECTORY")
