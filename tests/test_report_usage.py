"""Tokens, cost and latency in reports: per case and per passed trial, split by source, kept in results files, and
compared with a baseline by the report and by ``langchain-trajectory compare``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from _report_page import opened_case

from langchain_trajectory.cli import main
from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.report import (
    CaseReport,
    Report,
    Trial,
    load_results,
    render_html,
    render_terminal,
    write_report,
)
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

PRICES = {"app-model": (1.0, 2.0), "user-model": (0.5, 0.5), "judge-model": (3.0, 3.0)}


def run(app_tokens: int, *, start: float = 100.0, seconds: float = 2.0, user_tokens: int = 0) -> Trajectory:
    """A simulated conversation: one user turn (its model call when ``user_tokens``), one app turn with a tool
    call, timed."""
    user_meta = (
        {
            "model_calls": [
                {
                    "model": "user-model",
                    "input_tokens": user_tokens,
                    "output_tokens": 0,
                    "total_tokens": user_tokens,
                }
            ]
        }
        if user_tokens
        else {}
    )
    app_call = {
        "model": "app-model",
        "input_tokens": app_tokens,
        "output_tokens": 0,
        "total_tokens": app_tokens,
        "start_time": start,
        "end_time": start + seconds,
    }
    tool = ToolCall.of(
        "lookup", {"q": "x"}, result="ok", metadata={"start_time": start + 0.5, "end_time": start + 1.0}
    )
    return Trajectory(
        messages=(
            Message.user("hi", metadata=user_meta),
            Message.assistant("done", [tool], metadata={"model_calls": [app_call]}),
        )
    )


def judged(score: float, tokens: int) -> EvalResult:
    """A judge's result, with the usage every judge of the package reports."""
    return EvalResult(
        key="judge",
        score=score,
        passed=score >= 0.5,
        threshold=0.5,
        metadata={
            "judge_calls": 1,
            "token_usage": {"input_tokens": tokens, "output_tokens": 0, "total_tokens": tokens},
            "judge_model": "judge-model",
        },
    )


def build(app_tokens: list[int], passes: list[bool], title: str = "run") -> Report:
    trials = [
        Trial(run(tokens, user_tokens=100), [judged(1.0 if ok else 0.0, 10)], i)
        for i, (tokens, ok) in enumerate(zip(app_tokens, passes, strict=True))
    ]
    other = Trial(run(1000, seconds=4.0), [judged(1.0, 10)], 0)
    return Report(
        title,
        [CaseReport("book", trials=trials), CaseReport("cancel", trials=[other])],
        prices=PRICES,
    )


def test_a_case_shows_tokens_cost_and_latency_per_trial_and_per_passed_trial() -> None:
    report = build([1000, 3000], [True, False])
    usage = report.usage()
    book = usage["book"]
    # Per trial: app 1000/3000, user 100, judge 10.
    assert book.tokens == (1110 + 3110) / 2 and book.tokens_per_pass == 1110 + 3110
    assert book.by_source == {"app": 2000, "user": 100, "judge": 10}
    assert book.cost == pytest.approx((1.0 + 0.05 + 0.03 + 3.0 + 0.05 + 0.03) / 2)
    assert book.cost_per_pass == pytest.approx(4.16)
    assert book.latency_s == 2.0 and usage["cancel"].latency_s == 4.0
    text = render_terminal(report)
    assert "case    judge   trials  tokens  tokens/pass  cost  cost/pass  latency  verdict" in text
    assert "book    0.50 x  1/2     2,110   4,220        2.08  4.16       2.00s    FAIL" in text
    assert (
        "usage: 5,230 tokens (app 5,000, user 200, judge 30); cost 5.19; per trial 1,743 tokens, cost 1.73; "
        "per passed trial 2,615 tokens, cost 2.595; mean latency 2.67 s"
    ) in text
    page = render_html(report)
    assert "usage: 2,110 tokens per trial (app 2,000, user 100, judge 10); 4,220 per passed trial" in page


def test_the_results_file_keeps_the_figures_and_a_baseline_comparison_shows_their_change(
    tmp_path: Path, capsys: Any
) -> None:
    before = build([1000, 1000], [True, True], "before")
    after = build([3000, 1000], [True, True], "after")
    write_report(before, tmp_path / "before")
    write_report(after, tmp_path / "after")
    lines = [json.loads(line) for line in (tmp_path / "after" / "results.jsonl").read_text().splitlines()]
    assert lines[0]["usage"] == {
        "tokens": 3110,
        "cost": pytest.approx(3.08),
        "latency_s": 2.0,
        "model_calls": 3,
        "by_source": {
            "user": {"tokens": 100, "cost": 0.05, "model_calls": 1},
            "app": {"tokens": 3000, "cost": 3.0, "model_calls": 1},
            "judge": {"tokens": 10, "cost": pytest.approx(0.03), "model_calls": 1},
        },
    }
    # Read back without trajectories (the results file alone): the same figures.
    (tmp_path / "after" / "trajectories.json").unlink()
    loaded = load_results(tmp_path / "after")
    assert loaded.cases[0].trials[0].trajectory is None
    assert loaded.usage() == after.usage()

    assert main(["compare", str(tmp_path / "before"), str(tmp_path / "after")]) == 0
    out = capsys.readouterr().out
    assert "usage: 3,230 tokens (app 3,000, user 200, judge 30); cost 3.19" in out  # the baseline's
    assert "usage against the baseline (per trial):" in out
    assert "book                     1,110 -> 2,110    +1,000 (+90%)  +1 (+93%)    +0.00s (+0%)" in out
    assert "(mean over these cases)" in out

    after.baseline = load_results(tmp_path / "before")
    text = render_terminal(after)
    assert "usage against the baseline (per trial):" in text
    assert "against the baseline: tokens +90%, cost +93%, latency +0%" in render_html(after)


def test_figures_a_run_does_not_have_are_left_out_not_shown_as_zero() -> None:
    silent = Trajectory(messages=(Message.user("hi"), Message.assistant("hello")))  # no usage, no timing
    report = Report("r", [CaseReport("quiet", silent, [EvalResult(key="k", score=1.0, passed=True)])])
    figures = report.usage()["quiet"]
    assert (figures.tokens, figures.cost, figures.latency_s) == (None, None, None)
    text = render_terminal(report)
    assert "tokens" not in text and "usage:" not in text
    assert (
        Report("r", [CaseReport("none", None, [EvalResult(key="k", score=1.0, passed=True)])]).usage() == {}
    )


def test_a_step_judges_verdicts_show_on_their_calls_in_the_page(tmp_path: Path) -> None:
    trajectory = run(10)
    verdict = EvalResult(
        key="step_judge",
        score=0.2,
        passed=False,
        threshold=0.7,
        metadata={"step_verdicts": [{"index": 0, "score": 0.2, "passed": False, "reason": "wrong city"}]},
    )
    page = render_html(Report("r", [CaseReport("c", trajectory, [verdict])]))
    shown = opened_case(page, folder=tmp_path)  # the trials are rendered when the case is opened
    assert '<span title="wrong city"><span class="badge fail">step_judge 0.20</span></span>' in shown


def test_a_malformed_usage_line_in_a_results_file_is_named(tmp_path: Path) -> None:
    from langchain_trajectory.report import ResultsFileError

    path = tmp_path / "results.jsonl"
    record = {
        "case": "c",
        "trial": 0,
        "passed": True,
        "results": [],
        "usage": {"tokens": -1, "model_calls": 1},
    }
    path.write_text(json.dumps(record) + "\n")
    with pytest.raises(ResultsFileError, match=r"line 1: 'usage.tokens' must be an integer >= 0 or null"):
        load_results(path)
