"""calibrate(): agreement, Cohen's kappa and the confusion matrix against hand-computed figures and a
brute-force reference; per-criterion figures; failures kept as values."""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain_core.messages import BaseMessage

from langchain_trajectory.errors import EvaluatorFailure, JudgeError, TrajectoryInputError
from langchain_trajectory.evaluators.judge import (
    Confusion,
    EvaluationCriterion,
    LabelledCase,
    TaskCompletionEvaluator,
    TrajectoryEvaluator,
    acalibrate,
    calibrate,
    cohen_kappa,
)
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import Message, Trajectory

GOAL = EvaluationCriterion("goal", "Was the goal achieved?")
TONE = EvaluationCriterion("tone", "Was the tone right?")


def conversation(i: int) -> Trajectory:
    return Trajectory(messages=(Message.user(f"case {i}"), Message.assistant(f"answer {i}")))


def judge_from(scores: dict[int, dict[str, float]]) -> ScriptedChatModel:
    """A judge that gives case i's criterion its prepared score (read from the transcript)."""

    def respond(messages: list[BaseMessage]) -> str:
        criterion = str(messages[0].content).split("Criterion: ", 1)[1].split("\n", 1)[0]
        case = int(re.search(r"USER: case (\d+)", str(messages[1].content)).group(1))
        if scores[case].get(criterion) is None:
            return "I cannot judge this."
        return json.dumps({"score": scores[case][criterion], "reason": "r"})

    return ScriptedChatModel(respond=respond)


# Ten cases with judge scores and human labels chosen so that, at threshold 0.7:
#   both pass: cases 0-3 (4), judge only: case 4 (1), human only: cases 5-6 (2), both fail: cases 7-9 (3).
JUDGE_GOAL = [0.9, 0.8, 0.7, 1.0, 0.75, 0.3, 0.6, 0.1, 0.2, 0.5]
HUMAN = [True, True, 0.9, True, False, True, 0.8, False, 0.2, False]
# Tone, judged and labelled on the same cases: agreement on 8 of 10.
JUDGE_TONE = [0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.1, 0.1, 0.1, 0.1]
HUMAN_TONE = [True, True, True, True, True, False, False, False, False, True]


def cases(tone: bool = True) -> list[LabelledCase]:
    return [
        LabelledCase(
            actual=conversation(i),
            label=HUMAN[i],
            criteria={"goal": HUMAN[i], "tone": HUMAN_TONE[i]} if tone else {},
            id=f"c{i}",
        )
        for i in range(10)
    ]


def test_calibrate_matches_hand_computed_agreement_kappa_and_confusion():
    scores = {i: {"goal": JUDGE_GOAL[i], "tone": JUDGE_TONE[i]} for i in range(10)}
    ev = TrajectoryEvaluator(judge_from(scores), [GOAL, TONE], aggregation="min")
    cal = calibrate(ev, cases())
    # Overall (min of goal and tone), at 0.7: judge passes cases 0-4 only where both criteria pass.
    overall_scores = [min(g, t) for g, t in zip(JUDGE_GOAL, JUDGE_TONE, strict=True)]
    assert [s >= 0.7 for s in overall_scores] == [True] * 5 + [False] * 5
    # Goal, by hand: tp 4, fp 1, fn 2, tn 3 -> p_o = 7/10; judge pass rate 5/10, human 6/10;
    # p_e = .5 * .6 + .5 * .4 = .5; kappa = (.7 - .5) / (1 - .5) = 0.4.
    goal = cal.per_criterion["goal"]
    assert goal.confusion == Confusion(both_pass=4, judge_only_pass=1, human_only_pass=2, both_fail=3)
    assert goal.agreement == pytest.approx(0.7) and goal.kappa == pytest.approx(0.4)
    # Tone, by hand: tp 5, fp 1, fn 1, tn 3 -> p_o = 0.8; both pass rates 6/10; p_e = .36 + .16 = .52;
    # kappa = (.8 - .52) / .48 = 0.58333...
    tone = cal.per_criterion["tone"]
    assert tone.confusion == Confusion(both_pass=5, judge_only_pass=1, human_only_pass=1, both_fail=3)
    assert tone.kappa == pytest.approx(0.28 / 0.48)
    # Overall equals goal here (the same pass/fail pattern on the judge side): kappa 0.4.
    assert cal.confusion == goal.confusion and cal.kappa == pytest.approx(0.4) and cal.agreement == 0.7
    # Score labels (cases 2, 6, 8) also give a mean absolute error: |0.7-0.9|, |0.1-0.8|, |0.1-0.2| / 3.
    assert cal.overall.mean_absolute_error == pytest.approx((0.2 + 0.7 + 0.1) / 3)
    assert cal.n == 10 and cal.failures == [] and cal.threshold == 0.7 and cal.key == "trajectory_quality"
    text = cal.summary()
    assert "agreement 0.700, Cohen's kappa 0.400" in text
    assert "judge pass            4           1" in text and "judge fail            2           3" in text
    assert "criterion tone: agreement 0.800, kappa 0.583 (n=10)" in text


def test_another_threshold_moves_the_verdicts_on_both_sides():
    scores = {i: {"goal": JUDGE_GOAL[i]} for i in range(10)}
    cal = calibrate(TrajectoryEvaluator(judge_from(scores), [GOAL]), cases(tone=False), threshold=0.5)
    # At 0.5: judge passes 0-4, 6 (0.6) and 9 (0.5); human passes True labels and scores >= 0.5.
    human = [True, True, True, True, False, True, True, False, False, False]
    judge = [s >= 0.5 for s in JUDGE_GOAL]
    expected = Confusion(
        both_pass=sum(j and h for j, h in zip(judge, human, strict=True)),
        judge_only_pass=sum(j and not h for j, h in zip(judge, human, strict=True)),
        human_only_pass=sum(h and not j for j, h in zip(judge, human, strict=True)),
        both_fail=sum(not j and not h for j, h in zip(judge, human, strict=True)),
    )
    assert cal.confusion == expected and cal.threshold == 0.5


def test_a_case_the_judge_cannot_score_is_kept_as_a_failure_and_left_out():
    scores = {i: {"goal": JUDGE_GOAL[i]} for i in range(10)}
    scores[4]["goal"] = None  # the judge never gives a verdict on case 4
    cal = calibrate(TrajectoryEvaluator(judge_from(scores), [GOAL]), cases(tone=False))
    (failure,) = cal.failures
    assert isinstance(cal.results[4], EvaluatorFailure) and failure.error_type == JudgeError.__name__
    assert failure.metadata == {"case": "c4"}
    # Without case 4 (the judge-only pass): tp 4, fp 0, fn 2, tn 3; p_o 7/9, p_e (4/9)(6/9) + (5/9)(3/9).
    pe = Fraction(4, 9) * Fraction(6, 9) + Fraction(5, 9) * Fraction(3, 9)
    assert cal.overall.n == 9 and cal.kappa == pytest.approx(float((Fraction(7, 9) - pe) / (1 - pe)))


def test_kappa_is_undefined_when_every_verdict_is_the_same_and_chance_explains_all():
    assert cohen_kappa(Confusion(both_pass=5)) is None
    assert cohen_kappa(Confusion()) is None
    assert cohen_kappa(Confusion(judge_only_pass=3)) == 0.0  # the judge always passes, the human never
    assert cohen_kappa(Confusion(both_pass=2, both_fail=2)) == 1.0
    assert cohen_kappa(Confusion(judge_only_pass=2, human_only_pass=2)) == -1.0
    cal = calibrate(
        ToolTrajectoryEvaluator("strict"),
        [{"actual": ["search"], "expected": ["search"], "label": True}] * 3,
    )
    assert cal.kappa is None and cal.agreement == 1.0 and "Cohen's kappa undefined" in cal.summary()


def _kappa_brute_force(pairs: list[tuple[bool, bool]]) -> float | None:
    """Cohen's kappa from its definition over a 2x2 table of counts, in floats."""
    n = len(pairs)
    if n == 0:
        return None
    table = {(a, b): sum(1 for p in pairs if p == (a, b)) for a in (True, False) for b in (True, False)}
    po = (table[(True, True)] + table[(False, False)]) / n
    pe = sum(
        (sum(table[(a, b)] for b in (True, False)) / n) * (sum(table[(x, a)] for x in (True, False)) / n)
        for a in (True, False)
    )
    return None if abs(1 - pe) < 1e-12 else (po - pe) / (1 - pe)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.booleans()), max_size=30))
def test_kappa_and_agreement_match_a_brute_force_reference(pairs):
    confusion = Confusion(
        both_pass=sum(1 for j, h in pairs if j and h),
        judge_only_pass=sum(1 for j, h in pairs if j and not h),
        human_only_pass=sum(1 for j, h in pairs if h and not j),
        both_fail=sum(1 for j, h in pairs if not j and not h),
    )
    reference = _kappa_brute_force(pairs)
    if reference is None:
        assert confusion.kappa is None
    else:
        assert confusion.kappa == pytest.approx(reference)
        assert -1.0 <= confusion.kappa <= 1.0
    if pairs:
        assert confusion.agreement == pytest.approx(sum(j == h for j, h in pairs) / len(pairs))


async def test_calibration_runs_evaluations_concurrently_and_reads_task_verdicts_per_task():
    def respond(messages: list[BaseMessage]) -> str:
        task = str(messages[0].content).split("Task: ", 1)[1].split("\n", 1)[0]
        return json.dumps({"completed": task == "Greet", "reason": "r"})

    ev = TaskCompletionEvaluator(ScriptedChatModel(respond=respond, delay=0.01), ["Greet", "Refund"])
    labelled = [
        {"actual": conversation(i), "label": 0.5, "criteria": {"Greet": True, "Refund": i % 2 == 0}}
        for i in range(6)
    ]
    cal = await acalibrate(ev, labelled, threshold=0.5, max_concurrency=3)
    assert cal.per_criterion["Greet"].agreement == 1.0
    assert cal.per_criterion["Refund"].confusion == Confusion(human_only_pass=3, both_fail=3)
    assert cal.confusion == Confusion(both_pass=6)  # half the tasks done: 0.5 >= 0.5 on both sides


def test_bad_labelled_cases_are_input_errors_naming_the_case():
    ev = ToolTrajectoryEvaluator("strict")
    with pytest.raises(
        TrajectoryInputError, match=r"labelled case 1: label: .*true/false or a score in \[0, 1\]"
    ):
        calibrate(ev, [{"actual": ["a"], "expected": ["a"], "label": True}, {"actual": ["a"], "label": 1.5}])
    with pytest.raises(TrajectoryInputError, match=r"labelled case 0: .*actual"):
        calibrate(ev, [{"label": True}])
    with pytest.raises(TrajectoryInputError, match="labelled case 0: expected a LabelledCase"):
        calibrate(ev, [("a", True)])
    with pytest.raises(TrajectoryInputError, match="no labelled cases"):
        calibrate(ev, [])
    with pytest.raises(TrajectoryInputError, match="reports no criterion 'goal'"):
        calibrate(ev, [{"actual": ["a"], "expected": ["a"], "label": True, "criteria": {"goal": True}}])
    with pytest.raises(ValueError, match=r"'threshold' must be None or a number in \[0, 1\]"):
        calibrate(ev, [{"actual": ["a"], "expected": ["a"], "label": True}], threshold=2)
