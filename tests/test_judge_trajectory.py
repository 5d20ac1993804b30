"""TrajectoryEvaluator: aggregation, per-criterion results, tool-call rendering, batching, configuration."""

from __future__ import annotations

import json
import re
import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain_core.messages import AIMessage, BaseMessage

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.judge import (
    AggregationStrategy,
    EvaluationCriterion,
    MemoryJudgeCache,
    TrajectoryEvaluationCriteria,
    TrajectoryEvaluator,
    aggregate,
)
from langchain_trajectory.evaluators.judge._engine import Draw
from langchain_trajectory.evaluators.judge.cache import cache_entry
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

TRAJ = Trajectory(
    messages=(
        Message.user("My parcel arrived damaged."),
        Message.assistant(
            "I am sorry. I have issued a replacement.",
            tool_calls=[ToolCall.of("create_replacement", {"order": "A17"}, result="ok")],
        ),
        Message.user("Thanks!"),
        Message.assistant("You're welcome."),
    ),
    scenario="damaged parcel",
)


def criterion_of(messages: list[BaseMessage]) -> str:
    return str(messages[0].content).split("Criterion: ", 1)[1].split("\n", 1)[0]


def scoring_judge(scores: dict[str, float], **kwargs) -> ScriptedChatModel:
    """A judge that gives each criterion its prepared score, in plain JSON text."""

    def respond(messages: list[BaseMessage]) -> str:
        name = criterion_of(messages)
        return json.dumps({"score": scores[name], "reason": f"because of {name}"})

    return ScriptedChatModel(respond=respond, **kwargs)


def crit(name: str, weight: float = 1.0) -> EvaluationCriterion:
    return EvaluationCriterion(name, f"Judge {name}.", weight)


# -- aggregation ---------------------------------------------------------------------------------------------


def test_mean_of_point_eight_and_point_six_is_point_seven():
    ev = TrajectoryEvaluator(scoring_judge({"a": 0.8, "b": 0.6}), [crit("a"), crit("b")], aggregation="mean")
    result = ev.evaluate(TRAJ)
    assert result.score == pytest.approx(0.7)
    assert result.passed  # threshold defaults to 0.7
    assert result.metadata["aggregation"] == "mean"


def test_weighted_mean_with_weights_three_and_one_gives_point_seventy_five():
    ev = TrajectoryEvaluator(
        scoring_judge({"a": 1.0, "b": 0.0}), [crit("a", 3), crit("b", 1)], aggregation="weighted_mean"
    )
    assert ev.evaluate(TRAJ).score == pytest.approx(0.75)


def test_min_is_the_lowest_score_and_max_the_highest():
    judge = scoring_judge({"a": 0.9, "b": 0.3})
    low = TrajectoryEvaluator(judge, [crit("a"), crit("b")], aggregation="min").evaluate(TRAJ)
    high = TrajectoryEvaluator(judge, [crit("a"), crit("b")], aggregation=AggregationStrategy.MAX).evaluate(
        TRAJ
    )
    assert low.score == pytest.approx(0.3)
    assert not low.passed
    assert high.score == pytest.approx(0.9)
    assert high.metadata["aggregation"] == "max"


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(st.floats(0, 1), st.floats(0, 10).filter(lambda w: w == 0 or w > 1e-3)),
        min_size=1,
        max_size=8,
    ).filter(lambda pairs: any(w > 0 for _, w in pairs))
)
def test_aggregate_matches_reference_statistics(pairs):
    scores = [s for s, _ in pairs]
    weights = [w for _, w in pairs]
    assert aggregate(scores, weights, "mean") == pytest.approx(statistics.fmean(scores))
    assert aggregate(scores, weights, "min") == min(scores)
    assert aggregate(scores, weights, "max") == max(scores)
    expected = sum(s * w for s, w in pairs) / sum(weights)
    assert aggregate(scores, weights, "weighted_mean") == pytest.approx(expected)
    for how in ("mean", "weighted_mean", "min", "max"):
        assert 0.0 <= aggregate(scores, weights, how) <= 1.0


# -- per-criterion scores, reasons and feedback keys --------------------------------------------------------


def test_per_criterion_scores_and_reasons_in_metadata_and_reason_names_strongest_and_weakest():
    criteria = [
        TrajectoryEvaluationCriteria.user_satisfaction(),
        TrajectoryEvaluationCriteria.problem_resolution(),
        TrajectoryEvaluationCriteria.professional_tone(),
    ]
    scores = {"user_satisfaction": 0.7, "problem_resolution": 0.95, "professional_tone": 0.4}
    result = TrajectoryEvaluator(scoring_judge(scores), criteria, name="Support Quality").evaluate(TRAJ)
    assert result.key == "support_quality"
    assert result.metadata["turn_count"] == 2
    assert result.metadata["criterion_scores"] == {
        name: {"score": s, "reason": f"because of {name}"} for name, s in scores.items()
    }
    assert "Strongest: problem_resolution 0.95 (because of problem_resolution)" in result.reason
    assert "Weakest: professional_tone 0.40 (because of professional_tone)" in result.reason


def test_extra_feedback_gives_one_result_per_criterion_and_none_when_disabled():
    criteria = [crit("Goal Met"), crit("tone", 2)]
    judge = scoring_judge({"Goal Met": 0.9, "tone": 0.5})
    ev = TrajectoryEvaluator(judge, criteria, key="quality")
    result = ev.evaluate(TRAJ)
    extra = ev.extra_feedback(result)
    assert [(r.key, r.score, r.reason, r.passed) for r in extra] == [
        ("quality.goal_met", 0.9, "because of Goal Met", True),
        ("quality.tone", 0.5, "because of tone", False),
    ]
    assert ev.feedback_keys == ["quality", "quality.goal_met", "quality.tone"]

    off = TrajectoryEvaluator(judge, criteria, key="quality", include_per_criterion_scores=False)
    result_off = off.evaluate(TRAJ)
    assert "criterion_scores" not in result_off.metadata
    assert off.extra_feedback(result_off) == []
    assert off.feedback_keys == ["quality"]
    assert result_off.score == result.score


# -- the transcript -----------------------------------------------------------------------------------------


def test_include_tool_calls_changes_the_rendered_transcript_and_nothing_else():
    seen: dict[bool, list[list[BaseMessage]]] = {False: [], True: []}

    def make(flag: bool) -> ScriptedChatModel:
        def respond(messages: list[BaseMessage]) -> str:
            seen[flag].append(messages)
            return '{"score": 0.5, "reason": "ok"}'

        return ScriptedChatModel(respond=respond)

    criteria = [TrajectoryEvaluationCriteria.goal_completion()]
    without = TrajectoryEvaluator(make(False), criteria).evaluate(TRAJ)
    with_calls = TrajectoryEvaluator(make(True), criteria, include_tool_calls=True).evaluate(TRAJ)

    (plain,), (tooled,) = seen[False], seen[True]
    assert plain[0].content == tooled[0].content  # instructions identical
    block = re.compile(r"<<<BEGIN TRANSCRIPT (\w+)>>>\n(.*)\n<<<END TRANSCRIPT \1>>>", re.DOTALL)
    m_plain, m_tooled = block.search(plain[1].content), block.search(tooled[1].content)
    assert m_plain.group(2) == TRAJ.to_text(tool_calls="none")
    assert m_tooled.group(2) == TRAJ.to_text(tool_calls="args")
    assert '[tool: create_replacement({"order":"A17"})]' in m_tooled.group(2)
    assert "[tool:" not in m_plain.group(2)
    # Outside the fenced block (with its content-derived tag normalised) the prompts are identical.
    outside = [
        block.sub("<BLOCK>", p[1].content).replace(m.group(1), "TAG")
        for p, m in ((plain, m_plain), (tooled, m_tooled))
    ]
    assert outside[0] == outside[1]
    assert without.score == with_calls.score
    assert {k: v for k, v in without.metadata.items() if k != "token_usage"} == {
        k: v for k, v in with_calls.metadata.items() if k != "token_usage"
    }


def test_tool_free_transcript_renders_as_plain_to_text():
    prompts: list[str] = []

    def respond(messages: list[BaseMessage]) -> str:
        prompts.append(str(messages[1].content))
        return '{"score": 1, "reason": "fine"}'

    t = Trajectory(messages=(Message.user("hi"), Message.assistant("hello")))
    TrajectoryEvaluator(ScriptedChatModel(respond=respond), [crit("a")], include_tool_calls=True).evaluate(t)
    assert "\nUSER: hi\n\nASSISTANT: hello\n" in prompts[0]


# -- batching -----------------------------------------------------------------------------------------------


def test_batch_criteria_asks_once_for_all_criteria_and_aggregates_the_same():
    criteria = [crit("clarity"), crit("Helpfulness"), crit("safety", 2)]
    calls: list[str] = []

    def respond(messages: list[BaseMessage]) -> str:
        calls.append(str(messages[0].content))
        return (
            "Here you go:\n```json\n"
            + json.dumps(
                {
                    "verdicts": [
                        {"criterion": "safety", "score": 1.0, "reason": "safe"},
                        {"criterion": "helpfulness", "score": 0.5, "reason": "so-so"},  # case-insensitive
                        {"criterion": "clarity", "score": 0.0, "reason": "murky"},
                    ]
                }
            )
            + "\n```"
        )

    ev = TrajectoryEvaluator(
        ScriptedChatModel(respond=respond), criteria, aggregation="weighted_mean", batch_criteria=True
    )
    result = ev.evaluate(TRAJ)
    assert len(calls) == 1 and result.metadata["judge_calls"] == 1
    assert all(f"- {c.name}: " in calls[0] for c in criteria)
    assert result.metadata["batch_criteria"] is True
    assert result.metadata["criterion_scores"] == {
        "clarity": {"score": 0.0, "reason": "murky"},
        "Helpfulness": {"score": 0.5, "reason": "so-so"},
        "safety": {"score": 1.0, "reason": "safe"},
    }
    assert result.score == pytest.approx((0.0 + 0.5 + 2.0) / 4)


def test_batch_reply_missing_a_criterion_is_re_asked_naming_it():
    replies = [
        '{"verdicts": [{"criterion": "a", "score": 0.2, "reason": "x"}]}',
        '{"verdicts": [{"criterion": "a", "score": 0.2, "reason": "x"}, {"criterion": "b", "score": 0.4, "reason": "y"}]}',
    ]
    seen: list[list[BaseMessage]] = []
    it = iter(replies)

    def respond(messages: list[BaseMessage]) -> str:
        seen.append(messages)
        return next(it)

    result = TrajectoryEvaluator(
        ScriptedChatModel(respond=respond), [crit("a"), crit("b")], batch_criteria=True
    ).evaluate(TRAJ)
    assert result.score == pytest.approx(0.3)
    assert result.metadata["retries"] == 1
    assert "no verdict for the criteria ['b']" in str(seen[1][-1].content)


# -- structured output --------------------------------------------------------------------------------------


def test_structured_output_tool_call_reply_is_used():
    def respond(messages: list[BaseMessage]) -> AIMessage:
        return AIMessage(
            "", tool_calls=[tool_call("criterion_verdict", {"score": 0.65, "reason": "structured"})]
        )

    result = TrajectoryEvaluator(ScriptedChatModel(respond=respond), [crit("a")]).evaluate(TRAJ)
    assert result.metadata["criterion_scores"]["a"] == {"score": 0.65, "reason": "structured"}


def test_structured_output_off_reads_text_only():
    def respond(messages: list[BaseMessage]) -> AIMessage:
        return AIMessage(
            '{"score": 0.25, "reason": "text"}', tool_calls=[tool_call("criterion_verdict", {"score": 0.9})]
        )

    ev = TrajectoryEvaluator(ScriptedChatModel(respond=respond), [crit("a")], structured_output=False)
    assert ev.evaluate(TRAJ).score == 0.25


# -- configuration and input errors -------------------------------------------------------------------------


def test_eleven_builtins_have_distinct_snake_case_names_and_full_scale_descriptions():
    builtins = TrajectoryEvaluationCriteria.all()
    names = [c.name for c in builtins]
    assert names == [
        "user_satisfaction",
        "goal_completion",
        "conversation_quality",
        "response_relevance",
        "professional_tone",
        "problem_resolution",
        "information_accuracy",
        "clarity",
        "helpfulness",
        "consistency",
        "safety",
    ]
    for c in builtins:
        assert getattr(TrajectoryEvaluationCriteria, c.name)() == c
        assert "1.0:" in c.description and "0.0:" in c.description and "In between:" in c.description
    assert TrajectoryEvaluationCriteria.safety(weight=2.5).weight == 2.5


@pytest.mark.parametrize(
    ("args", "match"),
    [
        (("  ", "d"), "'name' must be a non-blank"),
        (("n", ""), "'description' must be a non-blank"),
        (("n", "d", -1.0), "'weight' must be a finite number >= 0"),
        (("n", "d", float("nan")), "'weight' must be a finite number >= 0"),
    ],
)
def test_criterion_validated_at_construction(args, match):
    with pytest.raises(ValueError, match=match):
        EvaluationCriterion(*args)


def test_evaluator_configuration_errors_are_raised_when_built():
    judge = scoring_judge({})
    with pytest.raises(ValueError, match="at least one"):
        TrajectoryEvaluator(judge, [])
    with pytest.raises(TypeError, match=r"criteria\[1\] must be an EvaluationCriterion"):
        TrajectoryEvaluator(judge, [crit("a"), "clarity"])
    with pytest.raises(ValueError, match=r"criteria\[1\].*clashes"):
        TrajectoryEvaluator(judge, [crit("Goal met"), crit("goal_met")])
    with pytest.raises(ValueError, match="'aggregation' must be one of"):
        TrajectoryEvaluator(judge, [crit("a")], aggregation="median")
    with pytest.raises(ValueError, match="weight > 0"):
        TrajectoryEvaluator(judge, [crit("a", 0)], aggregation="weighted_mean")
    with pytest.raises(ValueError, match="'max_retries'"):
        TrajectoryEvaluator(judge, [crit("a")], max_retries=-1)
    with pytest.raises(ValueError, match="threshold"):
        TrajectoryEvaluator(judge, [crit("a")], threshold=1.5)
    with pytest.raises(TypeError, match="'judge' must be"):
        TrajectoryEvaluator(object(), [crit("a")])
    with pytest.raises(TypeError, match="'cache' must be"):
        TrajectoryEvaluator(judge, [crit("a")], cache=42)


def test_empty_trajectory_raises_a_clear_error_without_calling_the_judge():
    judge = ScriptedChatModel(replies=[])
    ev = TrajectoryEvaluator(judge, [crit("a")])
    with pytest.raises(TrajectoryInputError, match="trajectory is empty"):
        ev.evaluate(Trajectory())
    with pytest.raises(TrajectoryInputError, match="trajectory is empty"):
        ev(outputs={"messages": []})
    assert judge.calls == 0


def test_expected_is_not_required_and_ignored():
    ev = TrajectoryEvaluator(scoring_judge({"a": 0.9}), [crit("a")])
    assert ev.evaluate(TRAJ).score == 0.9
    assert ev(outputs=TRAJ, reference_outputs={"answer": "whatever"})["score"] == 0.9


def test_string_judge_is_resolved_lazily_and_a_cache_hit_needs_no_provider():
    cache = MemoryJudgeCache()
    ev = TrajectoryEvaluator("no-such-provider:judge-model", [crit("a")], cache=cache)
    assert not ev.judge.resolved  # building needs neither a key nor a provider package
    (request,) = ev.requests(TRAJ)
    key = ev._engine.cache_key(request, Draw())
    cache.set(key, cache_entry(key, {"score": 0.8, "reason": "cached"}))
    result = ev.evaluate(TRAJ)
    assert result.score == 0.8 and result.metadata["cache_hits"] == 1 and result.metadata["judge_calls"] == 0
    assert not ev.judge.resolved
    with pytest.raises(ValueError, match="no-such-provider"):
        ev.evaluate(TRAJ, repeat=1)  # a cache miss resolves the string, which fails clearly here


def test_mean_aggregations_are_exact():
    from langchain_trajectory.evaluators.judge.aggregation import aggregate

    assert aggregate([0.7, 0.7, 0.7], [1, 1, 1], "mean") == 0.7
    assert aggregate([0.7, 0.7, 0.7], [1, 2, 3], "weighted_mean") == 0.7
