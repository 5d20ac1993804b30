"""Small traps a new user falls into with the report and the command line, each pinned."""

from __future__ import annotations

import json
import uuid
import warnings
from pathlib import Path

import pytest
from _report_page import opened_case
from langchain.agents import create_agent
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory import (
    Message,
    OfflineClient,
    ToolCall,
    ToolErrorEvaluator,
    ToolTrajectoryEvaluator,
    Trajectory,
    TrajectoryEvaluator,
)
from langchain_trajectory.cli import build_parser, main
from langchain_trajectory.evaluators import EvaluationCriterion, TaskCompletionEvaluator
from langchain_trajectory.report import CaseReport, Report, Trial, render_html
from langchain_trajectory.testing import ScriptedChatModel


def test_the_report_imported_from_the_package_is_callable_and_still_the_module(tmp_path):
    import langchain_trajectory.report as module
    from langchain_trajectory import report

    assert report is module and report.Report is Report
    runs = [Trajectory(messages=[Message.assistant(tool_calls=[ToolCall.of("a")])])]
    built = report(runs, evaluators=[ToolErrorEvaluator()], out=tmp_path / "r.html")
    assert isinstance(built, Report) and (tmp_path / "r.html").exists()


@tool
def search(q: str) -> str:
    """Search."""
    return "found"


def _respond(messages):
    if any(m.type == "tool" for m in messages):
        return AIMessage("done")
    return AIMessage("", tool_calls=[{"name": "search", "args": {"q": "x"}, "id": "c1", "type": "tool_call"}])


def test_a_report_of_langsmith_results_shows_each_calls_node_agent_and_duration_and_names_cases_by_question():
    agent = create_agent(ScriptedChatModel(respond=_respond), [search], name="helper")

    def target(inputs):
        return agent.invoke({"messages": [("user", inputs["question"])]})

    check = ToolTrajectoryEvaluator("superset")
    examples = [
        Example(
            id=uuid.uuid4(),
            dataset_id=uuid.uuid4(),
            inputs={"question": "find x", "user": "bob"},
            outputs={"tool_calls": ["search"]},
        )
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        results = evaluate(target, data=examples, evaluators=[check], client=OfflineClient(), upload_results=False)
    from langchain_trajectory import report

    built = report(results, evaluators=[check])
    (case,) = built.cases
    assert case.name == "find x"
    (call,) = case.trials[0].trajectory.tool_calls()
    assert call.metadata["agent"] == "helper" and call.metadata["node"] == "tools"
    assert call.metadata["duration_ms"] >= 0
    page = render_html(built)
    assert "helper" in page and "ms" in page


def test_simulate_takes_the_path_form_of_langgraph_json(tmp_path, monkeypatch, capsys):
    app = tmp_path / "my_app.py"
    app.write_text("def agent(trajectory):\n    return 'Hello there.'\n")
    monkeypatch.chdir(tmp_path)
    assert main(["simulate", "./my_app.py:agent", "--user-message", "hi", "--max-turns", "1", "--checks", "none"]) == 0
    assert "Hello there." in capsys.readouterr().out
    assert main(["simulate", "./missing.py:agent", "--user-message", "hi"]) == 2
    assert "no such file './missing.py'" in capsys.readouterr().err


def test_every_cli_option_says_what_it_does_and_its_default():
    parser = build_parser()
    subcommands = next(a for a in parser._actions if a.dest == "command").choices
    for command, options in (
        ("evaluate", ("--mode", "--argument-matcher", "--threshold")),
        ("simulate", ("--max-turns", "--concurrency")),
    ):
        actions = {s: a for a in subcommands[command]._actions for s in a.option_strings}
        for option in options:
            assert actions[option].help and "default" in actions[option].help, (command, option)
    assert "(default: strict)" in subcommands["evaluate"].format_help()


def test_an_unwritable_out_folder_fails_before_the_demo_runs(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert main(["demo", "--out", str(blocker / "out")]) == 2
    captured = capsys.readouterr()
    assert "--out" in captured.err and "cannot write there" in captured.err
    assert "Verdicts" not in captured.out  # nothing ran


def test_compare_fed_a_trajectory_file_says_it_wants_a_results_file(tmp_path, capsys):
    trajectories = tmp_path / "runs.jsonl"
    trajectories.write_text(json.dumps({"messages": [{"role": "user", "content": "hi"}]}) + "\n")
    assert main(["compare", str(trajectories), str(trajectories)]) == 2
    err = capsys.readouterr().err
    assert "looks like a trajectory" in err and "evaluate --out" in err


def _evaluated(tmp_path: Path, name: str, actual: list) -> Path:
    results, expected, out = tmp_path / f"{name}.jsonl", tmp_path / f"{name}-e.jsonl", tmp_path / name
    results.write_text("".join(json.dumps({"id": "c", "trial": t, "tool_calls": actual}) + "\n" for t in (0, 1)))
    expected.write_text(json.dumps({"id": "c", "tool_calls": [{"name": "book", "args": {"to": "Rome"}}]}) + "\n")
    main(["evaluate", str(results), "--expected", str(expected), "--out", str(out)])
    return out


def test_the_cli_numbers_trials_from_zero_as_the_records_do(tmp_path, capsys):
    out = _evaluated(tmp_path, "run", [{"name": "book", "args": {"to": "Paris"}}])
    printed = capsys.readouterr().out
    assert "(trials 0, 1;" in printed
    trials = [json.loads(line)["trial"] for line in (out / "results.jsonl").read_text().splitlines()]
    assert trials == [0, 1]


def test_a_compare_report_aligns_expected_and_actual_for_failing_cases(tmp_path):
    baseline = _evaluated(tmp_path, "base", [{"name": "book", "args": {"to": "Rome"}}])
    current = _evaluated(tmp_path, "new", [{"name": "book", "args": {"to": "Paris"}}])
    page = tmp_path / "compare.html"
    main(["compare", str(baseline), str(current), "--report", str(page)])
    assert '<table class="align">' in opened_case(page)  # the trials are rendered when the case is opened


def test_a_report_with_hundreds_of_failing_cases_keeps_the_filters_near_the_top():
    failing = [
        CaseReport(f"case {i}", trials=[Trial(Trajectory(), [_failed()], 0)]) for i in range(519)
    ]
    page = render_html(Report(title="big", cases=failing))
    box = page[page.index('id="gate-failures"') : page.index('class="filters"')]
    assert box.count("<br>") <= 11 and "509 more" in box


def _failed():
    return ToolTrajectoryEvaluator("strict").evaluate(["a"], ["b"])


def test_a_judge_with_tied_criteria_does_not_name_one_strongest_and_weakest():
    model = ScriptedChatModel(replies=[json.dumps({"score": 0.8, "reason": "fine"})] * 2)
    judge = TrajectoryEvaluator(
        model, [EvaluationCriterion("clarity", "Clear?"), EvaluationCriterion("helpfulness", "Helpful?")]
    )
    reason = judge.evaluate([{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}]).reason
    assert "Strongest" not in reason and "All 2 criteria scored 0.80 (clarity, helpfulness)" in reason


def test_task_completion_says_its_tasks_are_trusted_and_puts_them_in_the_system_prompt():
    doc = TaskCompletionEvaluator.__doc__ or ""
    assert "Tasks are trusted text" in doc
    judge = TaskCompletionEvaluator(ScriptedChatModel(replies=[]), ["Refund INV-1"])
    (request,) = judge.requests_for(judge.context([{"role": "user", "content": "hi"}, {"role": "assistant", "content": "ok"}]))
    assert "Refund INV-1" in request.system


@pytest.mark.parametrize("option", ["--out", "--report"])
def test_evaluate_checks_its_output_paths_before_scoring(tmp_path, capsys, option):
    blocker = tmp_path / "file"
    blocker.write_text("")
    results = tmp_path / "r.jsonl"
    results.write_text('["a"]\n')
    target = str(blocker / "x") if option == "--out" else str(blocker / "x" / "r.html")
    assert main(["evaluate", str(results), "--expected", str(results), option, target]) == 2
    assert "cannot write there" in capsys.readouterr().err


def test_a_results_file_keeps_an_expected_call_written_without_arguments(tmp_path):
    from langchain_trajectory.report import load_results

    results, expected = tmp_path / "r.jsonl", tmp_path / "e.jsonl"
    results.write_text(json.dumps([{"name": "x", "args": {"q": 1}}]) + "\n")
    expected.write_text(json.dumps(["x", {"name": "y", "args": {}}]) + "\n")
    main(["evaluate", str(results), "--expected", str(expected), "--out", str(tmp_path / "out")])
    (case,) = load_results(tmp_path / "out").cases
    assert [c.signature() for c in case.expected] == ["x(any args)", "y({})"]
