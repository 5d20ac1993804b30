"""Repeated trials end to end: langsmith.evaluate(num_repetitions), simulation batches, results files, the
CLI's gates and compare command, and the pytest helper."""

from __future__ import annotations

import json
import subprocess
import sys
import uuid
import warnings
from pathlib import Path

import pytest
from _report_page import opened_case
from langsmith import aevaluate, evaluate
from langsmith.schemas import Example

from langchain_trajectory import (
    ConversationSimulator,
    EvalResult,
    OfflineClient,
    ScriptedUser,
    ToolTrajectoryEvaluator,
    TrajectoryEvaluationCriteria,
    TrajectoryEvaluator,
)
from langchain_trajectory.cli import main
from langchain_trajectory.errors import EvaluatorFailure
from langchain_trajectory.report import (
    CaseReport,
    Report,
    Trial,
    from_experiment,
    from_trajectories,
    load_results,
    render_terminal,
    report,
    save_results,
    write_report,
)
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory
from langchain_trajectory.trials import TrialGateError, assert_trials, run_trials


def _examples(*questions: str) -> list[Example]:
    dataset_id = uuid.uuid4()
    return [
        Example(
            id=uuid.uuid4(),
            dataset_id=dataset_id,
            inputs={"question": q},
            outputs={"tool_calls": [{"name": "search", "args": {"q": q}}]},
        )
        for q in questions
    ]


class _CountingJudge:
    """A judge model that answers every criterion with 0.9 and counts the calls it gets."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, messages):
        self.calls += 1
        return json.dumps({"score": 0.9, "reason": "fine"})


def _judge(counter: _CountingJudge) -> TrajectoryEvaluator:
    return TrajectoryEvaluator(
        judge=ScriptedChatModel(respond=counter),
        criteria=[TrajectoryEvaluationCriteria.helpfulness()],
        include_per_criterion_scores=False,
    )


def _same_answer(inputs):
    return {
        "messages": [
            {"role": "user", "content": inputs["question"]},
            {
                "role": "assistant",
                "content": "",
                "tool_calls": [{"id": "c1", "name": "search", "args": {"q": inputs["question"]}}],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "found"},
            {"role": "assistant", "content": "Here you go."},
        ]
    }


def _run(examples, evaluators, *, repetitions, target=_same_answer):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return evaluate(
            target,
            data=examples,
            evaluators=evaluators,
            client=OfflineClient(),
            upload_results=False,
            max_concurrency=2,
            num_repetitions=repetitions,
        )


def test_langsmith_repetitions_become_trials_each_with_its_own_judge_verdict():
    counter = _CountingJudge()
    judge = _judge(counter)
    match = ToolTrajectoryEvaluator(mode="superset")
    examples = _examples("flights to Rome", "weather in Paris")
    results = _run(examples, [judge, match], repetitions=3)
    built = from_experiment(results, evaluators=[judge, match])
    built.cases.sort(key=lambda c: c.name)  # rows arrive as runs finish (max_concurrency=2)
    assert [c.name for c in built.cases] == ["flights to Rome", "weather in Paris"]
    assert [len(c.trials) for c in built.cases] == [3, 3]
    assert [t.index for t in built.cases[0].trials] == [0, 1, 2]
    trial = built.cases[0].trials[0]
    assert {r.key for r in trial.results} == {"trajectory_quality", "tool_trajectory_superset"}
    assert trial.trajectory is not None and trial.trajectory.tool_calls()[0].name == "search"
    assert built.cases[0].expected == [ToolCall.of("search", {"q": "flights to Rome"})]
    # The target answers identically every time, yet each trial got its own verdict: 2 examples x 3 trials.
    assert counter.calls == 6
    # A new experiment over the same transcripts numbers its trials from 0 again: all from the cache.
    _run(examples, [judge, match], repetitions=3)
    assert counter.calls == 6
    summary = built.summary()
    assert summary.trials == 6 and summary.passed == 6
    assert summary.keys["trajectory_quality"].scores.mean == pytest.approx(0.9)


async def test_aevaluate_repetitions_get_their_own_judge_verdicts():
    counter = _CountingJudge()
    judge = _judge(counter)

    async def target(inputs):
        return _same_answer(inputs)

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        results = await aevaluate(
            target,
            data=_examples("flights to Rome"),
            evaluators=[judge],
            client=OfflineClient(),
            upload_results=False,
            num_repetitions=4,
        )
    rows = [row async for row in results]
    assert len(rows) == 4 and counter.calls == 4
    built = from_experiment(rows, evaluators=[judge])
    assert len(built.cases) == 1 and len(built.cases[0].trials) == 4


def test_from_experiment_keeps_evaluator_failures_and_needs_pass_marks(tmp_path):
    calls = {"n": 0}

    def sometimes_broken(*, outputs, reference_outputs):
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("evaluator broke")
        return {"key": "custom", "score": 1.0}

    results = _run(_examples("flights to Rome"), [sometimes_broken], repetitions=3)
    with pytest.raises(ValueError, match="no pass mark for feedback 'custom'"):
        from_experiment(results)
    built = from_experiment(results, thresholds={"custom": 0.5})
    trials = built.cases[0].trials
    failures = [r for t in trials for r in t.results if isinstance(r, EvaluatorFailure)]
    assert len(failures) == 1 and "evaluator broke" in failures[0].error
    assert failures[0].error_type == "RuntimeError"
    assert [t.passed for t in trials].count(False) == 1
    figures = built.summary().cases[0]
    assert figures.errors == 1 and figures.keys["custom"].scores.count == 2  # the failure has no score
    page = tmp_path / "failures.html"
    assert report(built, out=page) is built
    html = page.read_text()
    assert "RuntimeError" in html and "evaluator broke" in html
    assert "error" in render_terminal(built) and "ERROR flights to Rome [trial" in render_terminal(built)
    shown = opened_case(page)  # the trials are rendered when the case is opened
    assert "RuntimeError" in shown and "evaluator broke" in shown and ">ERROR<" in shown


def test_simulation_repetitions_are_independent_trials(tmp_path):
    seen_threads: list[str] = []

    def app(trajectory: Trajectory) -> str:
        return "Booked." if len(trajectory.messages) < 4 else "Anything else?"

    simulator = ConversationSimulator(user=ScriptedUser(["Book AF2", "Thanks"]), app=app, max_turns=2)
    runs = simulator.simulate_batch(["Book a flight", "Cancel a flight"], repetitions=3, max_concurrency=2)
    assert [(t.metadata["conversation"], t.metadata["repetition"]) for t in runs] == [
        (0, 0),
        (0, 1),
        (0, 2),
        (1, 0),
        (1, 1),
        (1, 2),
    ]
    seen_threads = [t.metadata["thread_id"] for t in runs]
    assert len(set(seen_threads)) == 6 and len({t.metadata["app_thread_id"] for t in runs}) == 6

    counter = _CountingJudge()
    built = from_trajectories(runs, [_judge(counter)])
    assert [c.name for c in built.cases] == ["Book a flight", "Cancel a flight"]
    assert [len(c.trials) for c in built.cases] == [3, 3]
    assert counter.calls == 6  # identical conversations, but every trial judged on its own (repeat=trial)
    built_again = from_trajectories(runs, [_judge(counter)])
    assert counter.calls == 12 and built_again.summary().passed == 6


def _case(name: str, outcomes: list[bool], section: str = "Cases") -> CaseReport:
    trials = [
        Trial(
            Trajectory(
                messages=(Message.user(name), Message.assistant("ok", [ToolCall.of("search", {"q": name})]))
            ),
            [EvalResult(key="match", score=1.0 if ok else 0.0, passed=ok, reason="r")],
            i,
        )
        for i, ok in enumerate(outcomes)
    ]
    return CaseReport(name, section=section, trials=trials)


def test_results_files_round_trip_with_failures_and_run_errors(tmp_path):
    failure = EvaluatorFailure(key="judge", error_type="JudgeError", error="no verdict")
    crashed = Trajectory(
        messages=(Message.user("hi"),),
        metadata={"termination": "error", "error": "RuntimeError: boom", "error_source": "application"},
    )
    original = Report(
        "r",
        [
            _case("a", [True, False, True]),
            CaseReport("b", trials=[Trial(crashed, [failure], 0), Trial(crashed, [], 1)]),
        ],
    )
    write_report(original, tmp_path / "out")
    for source in (tmp_path / "out", tmp_path / "out" / "results.jsonl"):
        back = load_results(source)
        assert [c.name for c in back.cases] == ["a", "b"]
        assert [[t.passed for t in c.trials] for c in back.cases] == [[True, False, True], [False, False]]
        assert back.cases[1].trials[0].results == [failure]
        assert back.cases[1].trials[1].error == "application: RuntimeError: boom"
        assert back.summary().to_dict() == original.summary().to_dict()
    assert (
        load_results(tmp_path / "out").cases[0].trials[1].trajectory == original.cases[0].trials[1].trajectory
    )
    assert load_results(tmp_path / "out" / "results.jsonl").cases[0].trajectory is None


def test_save_results_keeps_trajectories_for_a_later_report(tmp_path):
    match = ToolTrajectoryEvaluator(mode="superset")
    results = _run(_examples("flights to Rome"), [match], repetitions=2)
    path = save_results(results, tmp_path / "run.jsonl", evaluators=[match])
    back = load_results(path)
    assert len(back.cases[0].trials) == 2
    assert back.cases[0].trials[1].trajectory.tool_calls()[0].args == {"q": "flights to Rome"}
    assert back.cases[0].expected == [ToolCall.of("search", {"q": "flights to Rome"})]


@pytest.mark.parametrize(
    ("line", "fragment"),
    [
        ("{not json", "line 1: not valid JSON"),
        ('{"case": "a", "results": {}}', "line 1: 'results' must be a list"),
        ('{"case": 3, "results": []}', "'case' and 'section' must be strings"),
        ('{"case": "a", "trial": -1, "results": []}', "'trial' must be an integer >= 0"),
        ('{"case": "a", "results": [{"key": "k", "score": 0.2, "passed": true}]}', "result 'k'"),
        ('{"case": "a", "passed": false, "results": []}', "'passed' contradicts"),
    ],
)
def test_results_file_errors_name_the_line(tmp_path, line, fragment):
    path = tmp_path / "bad.jsonl"
    path.write_text(line + "\n")
    with pytest.raises(ValueError) as info:
        load_results(path)
    assert fragment in str(info.value)


# -- the CLI -------------------------------------------------------------------------------------------------


def _jsonl(path: Path, records: list[dict]) -> str:
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    return str(path)


def test_evaluate_gates_over_trials(tmp_path, capsys):
    good = ["search", "book"]
    results = _jsonl(
        tmp_path / "r.jsonl",
        [{"id": "a", "trial": i, "tool_calls": good if i < 8 else ["search"]} for i in range(10)]
        + [{"id": "b", "trial": i, "tool_calls": good} for i in range(10)],
    )
    expected = _jsonl(
        tmp_path / "e.jsonl", [{"id": "a", "tool_calls": good}, {"id": "b", "tool_calls": good}]
    )
    base = ["evaluate", results, "--expected", expected, "--argument-matcher", "ignore"]
    assert main([*base, "--min-pass", "8/10"]) == 0
    out = capsys.readouterr().out
    assert "a   " in out and "8/10" in out and "gates passed (per case 8/10)" in out
    assert main([*base, "--min-pass", "9/10", "--report", str(tmp_path / "r.html")]) == 1
    out = capsys.readouterr().out
    assert "GATE FAILED case 'a': 8/10 trials passed (80%, 95% CI 49%-94%); the gate needs 9/10" in out
    assert "<title>" in (tmp_path / "r.html").read_text()
    assert main([*base, "--min-pass", "0.8", "--min-overall", "0.95"]) == 1
    assert "GATE FAILED overall: 18/20 trials passed (90.0%" in capsys.readouterr().out
    assert main(base) == 1  # default gate: every trial passes
    capsys.readouterr()
    for bad, fragment in (
        ("8/", "cannot read gate '8/'"),
        ("4/5", "written for 5 trials but case 'a' had 10"),
    ):
        assert main([*base, "--min-pass", bad]) == 2
        assert fragment in capsys.readouterr().err


def test_evaluate_trial_input_errors(tmp_path, capsys):
    expected = _jsonl(tmp_path / "e.jsonl", [{"id": "a", "tool_calls": ["x"]}])
    cases = [
        (
            [{"id": "a", "trial": 0, "tool_calls": ["x"]}, {"id": "a", "trial": 0, "tool_calls": ["x"]}],
            "duplicate id(s) a (trial 0)",
        ),
        (
            [{"id": "a", "trial": 0, "tool_calls": ["x"]}, {"id": "a", "tool_calls": ["x"]}],
            "mix records with and without 'trial'",
        ),
        ([{"id": "a", "trial": "one", "tool_calls": ["x"]}], "'trial' must be an integer >= 0"),
    ]
    for records, fragment in cases:
        path = _jsonl(tmp_path / "r.jsonl", records)
        assert main(["evaluate", path, "--expected", expected]) == 2
        assert fragment in capsys.readouterr().err


def _write_run(folder: Path, outcomes: dict[str, list[bool]]) -> str:
    write_report(Report("run", [_case(name, flags) for name, flags in outcomes.items()]), folder)
    return str(folder)


def test_compare_exit_codes_and_report(tmp_path, capsys):
    baseline = _write_run(tmp_path / "base", {f"c{i}": [True, True] for i in range(10)})
    same = _write_run(tmp_path / "same", {f"c{i}": [True, True] for i in range(10)})
    one_worse = _write_run(
        tmp_path / "one", {**{f"c{i}": [True, True] for i in range(10)}, "c3": [True, False]}
    )
    much_worse = _write_run(
        tmp_path / "much", {f"c{i}": [True, False] if i < 7 else [True, True] for i in range(10)}
    )
    assert main(["compare", baseline, same]) == 0
    assert "no case changed" in capsys.readouterr().out
    assert main(["compare", baseline, one_worse]) == 0  # one case of ten: no evidence of a regression
    out = capsys.readouterr().out
    assert "c3" in out and "regressed" in out and "no significant regression" in out
    page = tmp_path / "cmp.html"
    assert main(["compare", baseline, much_worse, "--report", str(page)]) == 1
    out = capsys.readouterr().out
    assert "verdicts: 7 regressed, 0 improved; exact McNemar p(worse) = 0.007812" in out
    assert "SIGNIFICANT REGRESSION in case verdicts, match" in out
    html = page.read_text()
    assert 'data-filter="regressed"' in html and "Regressed (7)" in html and "Against the baseline" in html
    assert main(["compare", baseline, much_worse, "--min-pass", "0.5"]) == 1  # the scores still fell
    assert "0 regressed" in capsys.readouterr().out
    assert main(["compare", baseline, much_worse, "--alpha", "0.0005"]) == 0  # below what 7 of 10 can show
    capsys.readouterr()
    assert main(["compare", baseline, str(tmp_path / "nowhere")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert main(["compare", baseline, same, "--alpha", "2"]) == 2
    assert main(["compare", baseline, same, "--min-pass", "3/3"]) == 2
    assert "written for 3 trials" in capsys.readouterr().err


APP = """
def app(trajectory):
    return "Booked." if "book" in trajectory.last_message().content.lower() else ""
"""


def test_simulate_trials_gate(tmp_path, monkeypatch, capsys):
    (tmp_path / "gate_app.py").write_text(APP)
    monkeypatch.chdir(tmp_path)
    try:
        argv = [
            "simulate",
            "gate_app:app",
            "--user-message",
            "Book AF2",
            "--trials",
            "4",
            "--scenario",
            "booking",
        ]
        assert main([*argv, "--report", "sim.html"]) == 0
        out = capsys.readouterr().out
        assert out.count("--- conversation") == 4 and "booking" in out and "4/4" in out
        assert (tmp_path / "sim.html").exists()
        broken = ["simulate", "gate_app:app", "--user-message", "hello", "--trials", "3", "--min-pass", "1/3"]
        assert main(broken) == 1  # the app answers nothing: every conversation ends in an error
        assert "0/3 trials passed" in capsys.readouterr().out
    finally:
        sys.modules.pop("gate_app", None)


# -- the pytest helper ---------------------------------------------------------------------------------------


def test_run_trials_keeps_going_after_a_crash():
    def case(trial):
        if trial == 1:
            raise RuntimeError("agent crashed")
        return EvalResult(key="match", score=1.0, passed=True)

    summary, trials = run_trials(case, 3, name="c")
    assert (summary.passed, summary.trials, summary.errors) == (2, 3, 1)
    assert trials[1].results[0].error == "agent crashed"
    with pytest.raises(TypeError, match="trial 0: a trial must return"):
        run_trials(lambda trial: "yes", 1)
    assert assert_trials(lambda trial: trial != 2, n=4, min_pass="3/4").passed == 3
    with pytest.raises(ValueError, match="written for 10 trials but n=4"):
        assert_trials(lambda trial: True, n=4, min_pass="8/10")
    with pytest.raises(TrialGateError) as info:
        assert_trials(case, n=3, name="c")
    assert info.value.summary.passed == 2


CHILD_TEST = """
from langchain_trajectory import ToolTrajectoryEvaluator
from langchain_trajectory.trials import assert_trials

evaluator = ToolTrajectoryEvaluator(mode="strict")


def test_books_the_flight():
    def trial(i):
        booked = "AF2" if i % 3 else "AF1"  # every third trial books the wrong flight
        return evaluator.evaluate(
            [{"name": "book_flight", "args": {"flight": booked}}],
            [{"name": "book_flight", "args": {"flight": "AF2"}}],
        )

    assert_trials(trial, n=10, min_pass="8/10")


def test_searches():
    assert_trials(lambda i: evaluator.evaluate(["search"], ["search"]), n=5, min_pass=1.0)
"""


def test_pytest_helper_fails_with_the_figures_in_a_child_run(tmp_path):
    (tmp_path / "test_child.py").write_text(CHILD_TEST)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_child.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    out = done.stdout
    assert done.returncode == 1, out + done.stderr
    assert "1 failed, 1 passed" in out
    assert (
        "TrialGateError: case 'test_books_the_flight': 6/10 trials passed (60%, 95% CI 31%-83%); the gate needs 8/10"
        in out
    )
    assert "pass^k: k=1 0.60, k=5 0.02, k=10 0.00; flip rate 0.53" in out
    assert "tool_trajectory_strict: mean 0.60 (sd 0.52), 6/10 passed" in out
    assert (
        "trial 0: tool_trajectory_strict 0.00 < 1: differences: position 0 book_flight: expected flight='AF2', got flight='AF1'"
        in out
    )
    assert "trial 9: tool_trajectory_strict 0.00 < 1" in out
