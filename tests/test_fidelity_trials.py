"""Statistics over valid trials only: trials the simulated user (or the judge) spoiled are left out of pass
rates, pass@k, pass^k, gates and baselines, and counted apart in the terminal summary, the results file and
the HTML report. The trials are real simulated conversations; the figures are checked against values worked
out by hand."""

from __future__ import annotations

import json
from dataclasses import dataclass
from math import comb
from pathlib import Path
from typing import Any

import pytest
from _report_page import opened_case
from hypothesis import given, settings
from hypothesis import strategies as st
from test_fidelity_simulation import SCENARIO, Player, shop

from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.evaluators.judge import TrajectoryEvaluationCriteria, TrajectoryEvaluator
from langchain_trajectory.report import (
    from_trajectories,
    load_results,
    render_html,
    render_terminal,
    write_report,
)
from langchain_trajectory.simulation import ConversationSimulator, LLMSimulatedUser
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import Trajectory
from langchain_trajectory.trials import TrialGateError, assert_trials, run_trials
from langchain_trajectory.trials.baseline import compare
from langchain_trajectory.trials.gates import check_gates
from langchain_trajectory.trials.stats import INVALID_FAULTS, summarize


class Refunded(BaseEvaluator):
    """Passes when the application's last answer says it refunded."""

    requires_expected = False

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        last = ctx.actual.last_assistant_message()
        done = last is not None and "Refunded" in last.content
        return self.result(float(done), "refunded" if done else "not refunded")


def refuses(trajectory: Trajectory) -> str:
    return "Sorry, I cannot help with refunds."


def good(goal: str) -> Trajectory:
    return ConversationSimulator(
        user=["Refund A-1042", "ann@example.com", "bye"], app=shop, scenario=goal
    ).simulate()


def failed(goal: str) -> Trajectory:
    return ConversationSimulator(user=["Refund A-1042", "bye"], app=refuses, scenario=goal).simulate()


def spoiled(goal: str) -> Trajectory:
    user = LLMSimulatedUser(ScriptedChatModel(respond=Player(fixes=None)))
    return ConversationSimulator(
        user=user, app=shop, scenario=SCENARIO.model_copy(update={"goal": goal})
    ).simulate()


PLAN = {
    "refund": [good, good, failed, spoiled],
    "booking": [good, spoiled, good, good],
    "cancel": [spoiled, spoiled],
}


@pytest.fixture(scope="module")
def trajectories() -> list[Trajectory]:
    out = []
    for case, (goal, runs) in enumerate(PLAN.items()):
        out += [make(goal).with_metadata(conversation=case, repetition=i) for i, make in enumerate(runs)]
    return out


@pytest.fixture(scope="module")
def report(trajectories: list[Trajectory]) -> Any:
    return from_trajectories(trajectories, [Refunded()], title="refunds")


def test_pass_rates_and_pass_hat_k_count_valid_trials_only(report):
    summary = report.summary()
    refund, booking, cancel = summary.cases
    # refund: 3 valid trials, 2 passed; booking: 3 valid, 3 passed; cancel: none valid
    assert (refund.trials, refund.passed, refund.invalid) == (3, 2, 1)
    assert (booking.trials, booking.passed, booking.invalid) == (3, 3, 1)
    assert (cancel.trials, cancel.invalid, cancel.judged) == (0, 2, False)
    assert refund.pass_rate == pytest.approx(2 / 3)
    assert refund.pass_hat_k(2) == pytest.approx(comb(2, 2) / comb(3, 2))  # 1/3
    assert refund.pass_at_k(2) == pytest.approx(1 - comb(1, 2) / comb(3, 2))  # 1
    assert (summary.trials, summary.passed, summary.invalid) == (6, 5, 4)
    assert summary.pass_rate == pytest.approx(5 / 6)
    assert summary.pass_hat_k(1) == pytest.approx((2 / 3 + 1) / 2)
    assert summary.pass_hat_k(2) == pytest.approx((1 / 3 + 1) / 2)
    assert summary.pass_hat_k(3) == pytest.approx((0 + 1) / 2)
    assert summary.cases_passed == 1 and [c.name for c in summary.unjudged_cases] == ["cancel"]
    assert summary.keys["refunded"].evaluations == 6  # the spoiled trials' results are not counted either
    data = summary.to_dict()
    assert (data["invalid"], data["cases"][2]["invalid"], data["cases"][2]["trials"]) == (4, 2, 0)


def test_gates_and_baselines_leave_invalid_trials_out(report):
    summary = report.summary()
    # "2/4" was written for the 4 trials that ran: with 1 invalid it asks for 2/4 of the 3 valid ones (2)
    gates = check_gates(summary, "2/4", "0.9")
    assert gates.failing_cases == [] and not gates.overall_passed  # 5/6 < 0.9; cancel is not gated
    assert "5/6 trials passed" in gates.messages[0]
    assert not check_gates(summary, "3/4").passed  # refund has 2 of 3
    refund, booking, _ = report.cases
    baseline = summarize({"refund": refund.trials[:2], "booking": booking.trials, "cancel": booking.trials})
    comparison = compare(baseline, summary, case_gate="0.5")
    assert comparison.change("cancel").status == "unjudged"
    assert comparison.verdicts.regressions + comparison.verdicts.improvements == 0
    assert comparison.change("refund").status == "worse"  # 2/2 before, 2/3 now


def test_the_terminal_summary_lists_invalid_trials_with_their_evidence(report):
    text = render_terminal(report)
    assert "3 cases, 6 valid trials: 5 passed (83.3%" in text
    assert (
        "invalid: 4 trials left out of every figure (user_simulator 4); no valid trial, so no verdict, for cancel"
        in text
    )
    assert "INVALID refund [trial 4] (user_simulator; simulated user: llm scripted, prompt " in text
    assert "invented_specifics (user turn 1): invented id 'B-7777'" in text
    assert (
        "FAILED refund / refunded in 1 of 4 trials (trials 2;" in text
    )  # the spoiled trial is not a failure (trials are numbered from 0, as the records number them)
    rows = {
        line.split()[0]: line
        for line in text.splitlines()
        if line.startswith(("refund ", "booking ", "cancel "))
    }
    assert "2/3 +1 invalid" in rows["refund"] and rows["refund"].endswith("FAIL")
    assert rows["booking"].endswith("PASS") and rows["cancel"].endswith("INVALID")


def test_the_results_file_records_faults_and_the_simulator_and_reads_back(report, tmp_path: Path):
    write_report(report, tmp_path)
    records = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    spoiled_at = [i for i, r in enumerate(records) if r["fault"] == "user_simulator"]
    assert spoiled_at == [3, 5, 8, 9] and all(
        r["fault"] is None for i, r in enumerate(records) if i not in spoiled_at
    )
    assert "B-7777" in records[3]["fault_reason"]
    assert records[3]["simulator"]["kind"] == "llm" and records[0]["simulator"]["kind"] == "scripted"
    again = load_results(tmp_path)
    assert again.summary().to_dict() == report.summary().to_dict()
    # a results file written before faults existed: every record is a valid trial
    old = tmp_path / "old.jsonl"
    new_keys = ("fault", "fault_reason", "simulator")
    old.write_text(
        "".join(json.dumps({k: v for k, v in r.items() if k not in new_keys}) + "\n" for r in records)
    )
    legacy = load_results(old).summary()
    assert (legacy.trials, legacy.invalid) == (10, 0)
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({**records[0], "fault": 3}) + "\n")
    with pytest.raises(ValueError, match="'fault'"):
        load_results(bad)


def test_the_html_report_has_a_simulator_faults_section(report, tmp_path):
    page = render_html(report)
    assert '<section id="simulator-faults"><h2>Simulator faults</h2>' in page
    assert "4 trials spoiled by the simulated user or the judge" in page
    assert "invented id &#x27;B-7777&#x27;" in page  # escaped evidence
    assert "NO VERDICT" in page
    assert ">invalid trials<" in page
    number = next(n for n, c in enumerate(report.cases, start=1) if any(not t.valid for t in c.trials))
    shown = opened_case(page, number, folder=tmp_path)  # trials and their marks are rendered when opened
    assert 'class="dot invalid"' in shown and "INVALID: user_simulator" in shown


def test_a_judge_that_gives_no_verdict_makes_the_trial_invalid():
    judge = TrajectoryEvaluator(
        judge=ScriptedChatModel(respond=lambda m: "no idea"),
        criteria=[TrajectoryEvaluationCriteria.helpfulness()],
        cache=False,
        max_retries=0,
    )
    trajectories = [good("refund").with_metadata(conversation=0, repetition=i) for i in range(2)]
    report = from_trajectories(trajectories, [Refunded(), judge])
    summary = report.summary()
    assert (summary.trials, summary.invalid) == (0, 2)
    assert all(t.fault == "judge" for t in report.cases[0].trials)
    assert "JudgeError" in (report.cases[0].trials[0].fault_reason or "")


def test_run_trials_and_assert_trials_leave_spoiled_conversations_out():
    def case(trial: int) -> Any:
        trajectory = spoiled("refund") if trial % 2 else good("refund")
        return trajectory, Refunded().evaluate(trajectory)

    summary = assert_trials(case, 4, name="refunds")  # the spoiled two would have failed
    assert (summary.trials, summary.passed, summary.invalid) == (2, 2, 2)
    summary, trials = run_trials(case, 2, name="refunds")
    assert [t.valid for t in trials] == [True, False] and trials[1].trajectory is not None

    def always_spoiled(trial: int) -> Any:
        trajectory = spoiled("refund")
        return [trajectory, Refunded().evaluate(trajectory)]

    with pytest.raises(TrialGateError) as raised:
        assert_trials(always_spoiled, 2, name="refunds")
    message = str(raised.value)
    assert (
        "no valid trial (2 invalid)" in message
        and "trial 0 invalid (user_simulator): invented_specifics" in message
    )


# -- a property: an invalid trial counts as if it never ran ------------------------------------------------------


@dataclass(frozen=True)
class Run:
    passed: bool
    fault: str | None = None
    results: tuple[Any, ...] = ()


FAULTS = st.sampled_from([None, None, "agent", "tool_stub", "undetermined", "user_simulator", "judge"])


@settings(max_examples=150, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from("pqrst"),
        st.lists(st.tuples(st.booleans(), FAULTS), min_size=1, max_size=7),
        min_size=1,
    )
)
def test_an_invalid_trial_counts_as_if_it_never_ran(outcomes):
    summary = summarize({name: [Run(p, f) for p, f in runs] for name, runs in outcomes.items()})
    kept = {name: [Run(p) for p, f in runs if f not in INVALID_FAULTS] for name, runs in outcomes.items()}
    judged = {name: runs for name, runs in kept.items() if runs}
    assert summary.invalid == sum(f in INVALID_FAULTS for runs in outcomes.values() for _, f in runs)
    assert {c.name for c in summary.unjudged_cases} == set(kept) - set(judged)
    if not judged:
        assert (summary.trials, summary.pass_rate, summary.interval, summary.pass_hat_curve()) == (
            0,
            0.0,
            (0.0, 1.0),
            [],
        )
        return
    reference = summarize(judged)
    assert (summary.trials, summary.passed, summary.cases_passed) == (
        reference.trials,
        reference.passed,
        reference.cases_passed,
    )
    for mine, theirs in ((summary.pass_hat_curve(), reference.pass_hat_curve()),
                         (summary.pass_at_curve(), reference.pass_at_curve())):  # fmt: skip
        assert [k for k, _ in mine] == [k for k, _ in theirs]
        assert [v for _, v in mine] == pytest.approx([v for _, v in theirs])
    for case in reference.cases:
        mine = summary.case(case.name)
        assert (mine.outcomes, mine.interval, mine.flip_rate) == (
            case.outcomes,
            case.interval,
            case.flip_rate,
        )
    gates = check_gates(summary, "0.5")
    assert {c.name for c in gates.failing_cases} == {
        c.name for c in check_gates(reference, "0.5").failing_cases
    }
