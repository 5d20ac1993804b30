"""Adding a match mode touches the modes table and its oracle row, nothing else: an F1 mode registered here is
scored on plain lists and on expectations as the brute-force reference says, and the evaluators, the step judge
and the command line take it by name."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from _mode_oracles import ORACLES, Oracle, brute_score
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain_core.language_models.fake_chat_models import FakeListChatModel

from langchain_trajectory.cli import main
from langchain_trajectory.evaluators.judge.step import StepJudge
from langchain_trajectory.evaluators.presets import ToolCorrectnessEvaluator
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.matching import CallPattern, Expectation, ExpectedCall, score_expectation
from langchain_trajectory.matching.modes import MODES, Counts, MatchMode, register_mode
from langchain_trajectory.trajectory import ToolCall


def _f1(precision: float, recall: float) -> float:
    return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def _f1_score(c: Counts) -> float:
    precision = c.taken / c.actual if c.actual else (1.0 if not c.required else 0.0)
    recall = c.met / c.required if c.required else (1.0 if c.taken == c.actual else 0.0)
    return _f1(precision, recall)


F1 = MatchMode("f1", "2PR / (P + R), P = U / |A|, R = M_req / R", _f1_score, list_formula="2PR / (P + R)")


def _f1_oracle(n: int, r: int, m_req: int, u: int) -> float:
    precision = u / n if n else (1.0 if r == 0 else 0.0)
    recall = m_req / r if r else (1.0 if u == n else 0.0)
    return _f1(precision, recall)


@pytest.fixture(scope="module", autouse=True)
def f1_mode() -> Iterator[MatchMode]:
    """The two rows: the mode in the package's table, its oracle in the reference's."""
    register_mode(F1)
    ORACLES["f1"] = Oracle(ordered=False, value=_f1_oracle)
    try:
        yield F1
    finally:
        MODES.pop("f1", None)
        ORACLES.pop("f1", None)


NAMES = ["a", "b", "c"]
ARGS = [{}, {"x": 1}, {"x": 2}, {"x": 1, "y": 0}]
calls = st.lists(st.builds(ToolCall.of, st.sampled_from(NAMES), st.sampled_from(ARGS)), max_size=5)
argument_modes = st.sampled_from(["exact", "superset", "subset", "ignore"])


@st.composite
def expectations(draw: st.DrawFn) -> Expectation:
    steps = []
    for _ in range(draw(st.integers(0, 3))):
        step = []
        for _ in range(draw(st.integers(1, 2))):
            low, high = draw(st.sampled_from([(1, 1), (0, 1), (2, None), (0, None), (1, 2)]))
            pattern = CallPattern(
                name=draw(st.sampled_from(NAMES)),
                args=draw(st.sampled_from([None, {}, {"x": 1}])),
                match=draw(st.sampled_from([None, "exact", "superset"])),
            )
            step.append(ExpectedCall(**pattern.model_dump(exclude_defaults=True), min=low, max=high))
        steps.append(tuple(step))
    return Expectation(steps=tuple(steps))


@given(calls, calls, argument_modes)
@settings(max_examples=150, deadline=None)
def test_the_list_path_scores_the_f1_mode_as_the_reference(actual, expected, argument_mode):
    result = ToolTrajectoryEvaluator("f1", argument_matcher=argument_mode).evaluate(actual, expected)
    want = brute_score(actual, Expectation.from_calls(expected), "f1", default_match=argument_mode)
    assert result.score == pytest.approx(want)
    assert result.metadata["mode"] == "f1"


@given(calls, expectations())
@settings(max_examples=150, deadline=None)
def test_the_expectation_path_scores_the_f1_mode_as_the_reference(actual, expectation):
    assert score_expectation(actual, expectation, "f1").score == pytest.approx(brute_score(actual, expectation, "f1"))


@given(calls, calls, argument_modes)
@settings(max_examples=100, deadline=None)
def test_the_f1_mode_scores_as_the_names_and_args_preset(actual, expected, argument_mode):
    mode = ToolTrajectoryEvaluator("f1", argument_matcher=argument_mode).evaluate(actual, expected).score
    preset = ToolCorrectnessEvaluator("names_and_args", argument_matcher=argument_mode).evaluate(actual, expected)
    assert mode == preset.score


def test_the_evaluator_takes_the_mode_by_name_and_explains_it():
    ev = ToolTrajectoryEvaluator("f1", threshold=0.5)
    result = ev.evaluate(["search", "book", "mail"], ["search", "book"])
    assert ev.key == "tool_trajectory_f1"
    assert result.score == pytest.approx(0.8)
    assert "f1: score = 2PR / (P + R); M = 2, |A| = 3, |E| = 2 -> 0.8 (passed, threshold 0.5)" in result.reason
    stepped = ev.evaluate(["search", "book", "mail"], {"steps": [["search"], ["book"]], "max_calls": 5})
    assert stepped.score == pytest.approx(0.8)
    assert "f1: score = 2PR / (P + R), P = U / |A|, R = M_req / R;" in stepped.reason


def test_the_step_judge_takes_the_mode_by_name():
    judge = StepJudge(FakeListChatModel(responses=["{}"]), mode="f1")  # type: ignore[arg-type]
    assert judge.mode == "f1"


def test_an_unknown_mode_still_fails_when_the_evaluator_is_built():
    with pytest.raises(ValueError, match="'f1'") as error:
        ToolTrajectoryEvaluator("f2")  # type: ignore[arg-type]
    assert "f2" in str(error.value)


def test_a_built_in_mode_cannot_be_replaced():
    with pytest.raises(ValueError, match="built in"):
        register_mode(MatchMode("recall", "M / |E|", lambda c: 0.0))
    with pytest.raises(ValueError, match="already registered"):
        register_mode(F1)


def _jsonl(path: Path, rows: list[dict]) -> str:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    return str(path)


def test_the_command_line_takes_the_mode_by_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    results = _jsonl(tmp_path / "r.jsonl", [{"id": "a", "tool_calls": ["search", "book", "mail"]}])
    expected = _jsonl(tmp_path / "e.jsonl", [{"id": "a", "tool_calls": ["search", "book"]}])
    assert main(["evaluate", results, "--expected", expected, "--mode", "f1", "--threshold", "0.8"]) == 0
    assert main(["evaluate", results, "--expected", expected, "--mode", "f1", "--threshold", "0.9"]) == 1
    assert "tool_trajectory_f1" in capsys.readouterr().out
