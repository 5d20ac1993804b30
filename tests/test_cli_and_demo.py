"""The product a newcomer meets: the demo (offline, with its outputs), the CLI subcommands and their errors."""

from __future__ import annotations

import html
import json
import re
import shutil
import socket
import subprocess
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

import pytest
from _report_page import opened_cases

from langchain_trajectory import Trajectory
from langchain_trajectory.cli import main
from langchain_trajectory.demo.run import (
    DATASET,
    DATASET_SECTION,
    EXPECTED_FAILURES,
    JUDGE_SECTION,
    LLM_PERSONA,
    LLM_PERSONA_NAME,
    PERSONA_SECTION,
    PERSONAS,
    SIMULATION_SECTION,
    run_demo,
)
from langchain_trajectory.testing import ScriptedChatModel

# -- the demo ------------------------------------------------------------------------------------------------


@pytest.fixture
def no_network(monkeypatch):
    """Fail the test on any socket connection outside loopback."""
    attempts: list[object] = []
    real_connect = socket.socket.connect

    def guarded_connect(self, address):
        host = address[0] if isinstance(address, tuple) else address
        if isinstance(host, str) and (host.startswith("127.") or host in ("localhost", "::1")):
            return real_connect(self, address)
        attempts.append(address)
        raise OSError(f"network access attempted during an offline test: {address!r}")

    def guarded_getaddrinfo(host, *args, **kwargs):
        attempts.append(host)
        raise OSError(f"DNS lookup attempted during an offline test: {host!r}")

    monkeypatch.setattr(socket.socket, "connect", guarded_connect)
    monkeypatch.setattr(socket, "getaddrinfo", guarded_getaddrinfo)
    monkeypatch.setattr(socket, "create_connection", lambda *a, **k: guarded_connect(socket.socket(), a[0]))
    yield attempts
    assert attempts == [], f"the code under test tried to reach the network: {attempts}"


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.tags: list[str] = []
        self.text: list[str] = []
        self.external: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        if tag not in ("meta", "br", "link", "img"):
            self.stack.append(tag)
        for name, value in attrs:
            if name in ("src", "href") and value and "://" in value:
                self.external.append(value)

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, f"unbalanced </{tag}> (open: {self.stack[-3:]})"
        self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def test_demo_runs_offline_and_writes_valid_outputs(no_network, tmp_path, capsys):
    report = run_demo(out_dir=tmp_path)
    printed = capsys.readouterr().out

    # The terminal report: a score table per part, the deliberately failing case with its diff, the transcripts.
    assert "Dataset through langsmith.evaluate" in printed
    assert "FAILED Find flights to Tokyo and book the cheapest one" in printed
    assert 'missing (expected, unmatched): #1 book_flight({"flight":"NH7"})' in printed
    assert "[tool: search_flights(" in printed

    sections = report.sections()
    dataset_cases = sections[DATASET_SECTION]
    conversations = sections[SIMULATION_SECTION]
    assert [c.name for c in dataset_cases] == [q for q, _ in DATASET]
    # Three trials per question through langsmith.evaluate(num_repetitions=3): the Rome question is flaky
    # (its third search asks for "Roma"), the Tokyo one always fails.
    assert [[t.passed for t in c.trials] for c in dataset_cases] == [
        [True] * 3,
        [True, True, False],
        [True] * 3,
        [False] * 3,
    ]
    assert [c.name for c in conversations] == list(PERSONAS)
    for case, persona in zip(conversations, PERSONAS.values(), strict=True):
        assert len(case.trials) == 3 and case.passed
        threads = {t.trajectory.metadata["app_thread_id"] for t in case.trials}
        assert len(threads) == 3  # every trial has its own application thread
        for trial in case.trials:
            assert trial.trajectory.turn_count() == len(persona.messages)
            assert [[c.name for c in calls] for calls in trial.trajectory.tool_calls_by_exchange()] == (
                persona.expected_tools
            )
    # 12 cases (4 questions, 3 scripted users, the LLM persona, 4 judged conversations), 32 trials. pass^k is the
    # mean over the cases with at least k trials: k=1 (10 + 2/3)/12; k=2 (8 + 1/3)/10; k=3 8/10.
    assert "pass^k (all k trials pass, mean over cases): k=1 0.89, k=2 0.83, k=3 0.80" in printed
    assert "flaky: 1 case (What's the weather in Rome, and are there flights to Rome? 2/3)" in printed

    trajectories = json.loads((tmp_path / "trajectories.json").read_text())
    assert len(trajectories) == sum(len(c.trials) for c in report.cases) == 32
    pairs = [(c, t) for c in report.cases for t in c.trials]
    for entry, (case, trial) in zip(trajectories, pairs, strict=True):
        assert (entry["case"], entry["trial"]) == (case.name, trial.index)
        assert Trajectory.model_validate(entry["trajectory"]) == trial.trajectory

    records = [json.loads(line) for line in (tmp_path / "results.jsonl").read_text().splitlines()]
    assert len(records) == 32
    assert {"section", "case", "trial", "passed", "error", "results"} <= set(records[0])
    assert {"key", "score", "passed", "threshold", "reason", "metadata"} <= set(records[0]["results"][0])
    assert all(0.0 <= r["score"] <= 1.0 for record in records for r in record["results"])

    page = (tmp_path / "report.html").read_text()
    parser = _Collector()
    parser.feed(page)
    parser.close()
    assert parser.stack == [] and parser.external == []
    assert parser.tags.count("script") == 1  # the filters and the trials' renderer, nothing loaded
    opened = _Collector()  # the trials, as the page renders them when their case is opened
    opened.feed(opened_cases(tmp_path / "report.html"))
    opened.close()
    assert opened.stack == [] and opened.external == []
    text = " ".join(opened.text)
    assert "Expected vs actual" in text and "missing" in text and "near miss" in text
    assert 'book_flight({"flight":"NH7"})' in text
    assert "expected destination='Rome', got destination='Roma'" in text


def _readme_demo_paragraph() -> str:
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    start = readme.index("langchain-trajectory demo --out demo-out")
    return readme[start : readme.index("Install the test extra", start)]


def test_demo_verdicts_match_what_the_readme_says(capsys):
    """The README announces the demo's verdicts; the demo gives exactly those, and explains each FAIL in one
    line (and the careless typist's expected tool error) right under its table."""
    report = run_demo()
    printed = capsys.readouterr().out
    readme = _readme_demo_paragraph()

    failed = [c for c in report.cases if not c.passed]
    assert {(c.section, c.name) for c in failed} == set(EXPECTED_FAILURES)
    (verdicts,) = [line for line in printed.splitlines() if line.startswith("Verdicts: ")]
    assert (
        verdicts
        == f"Verdicts: {len(report.cases) - len(failed)} PASS, {len(failed)} FAIL (on purpose: "
        + ("; ".join(c.name for c in failed) + ").")
    )
    assert f"`{verdicts}`" in readme  # the README quotes the line the demo ends with
    for case in failed:
        why = EXPECTED_FAILURES[case.section, case.name]
        assert printed.count(f"FAIL {case.name}: on purpose. {why}.") == 1
        assert case.name in readme
    assert "NOT expected" not in printed

    # Every FAIL verdict printed in a table has its one-line explanation.
    table_fails = [line for line in printed.splitlines() if line.rstrip().endswith("  FAIL")]
    assert len(table_fails) == len(failed)

    # The careless typist recovers: its tool-error check passes because one failed call is expected, and says so.
    (typist,) = [c for c in report.sections()[SIMULATION_SECTION] if c.name == "careless typist"]
    (tool_errors,) = [r for r in typist.results if r.key == "tool_errors"]
    assert tool_errors.passed and tool_errors.score == pytest.approx(2 / 3)
    assert (
        tool_errors.metadata["total"] - tool_errors.metadata["succeeded"]
        == PERSONAS["careless typist"].expected_tool_errors
    )
    assert (
        "careless typist: tool_errors 0.67 passes (threshold 0.67): 1 failed call is expected: flight ZZ1"
        in printed
    )
    assert "careless typist" in readme and "ZZ1" in readme and "0.67" in readme


def test_demo_shows_the_llm_persona_and_judge_paths_offline_labelled_as_scripted(
    no_network, tmp_path, capsys
):
    report = run_demo(out_dir=tmp_path)
    printed = capsys.readouterr().out
    sections = report.sections()

    # The LLM persona: UserPersonas.impatient_user with a scripted model, through its real prompt, ends by its
    # stop signal (its last words kept as an unanswered user message).
    (persona,) = sections[PERSONA_SECTION]
    assert "scripted model" in PERSONA_SECTION and "scripted model" in persona.name
    assert persona.passed and persona.trajectory.metadata["termination"] == "user_stop"
    assert [m.content for m in persona.trajectory.messages if m.role == "user"] == [
        "Flights to Tokyo. Quick, please.",
        "Book NH7. The cheapest, no time to compare.",
        "Great, thanks.",
    ]
    assert [[c.name for c in calls] for calls in persona.trajectory.tool_calls_by_exchange()] == (
        LLM_PERSONA.expected_tools
    )

    # The judge: one case per conversation, per-criterion verdicts read off each transcript by the scripted judge.
    judge_section = JUDGE_SECTION.format(judge="scripted model")
    judged = {c.name: c.results[0] for c in sections[judge_section]}
    assert list(judged) == [*PERSONAS, persona.name]
    for name, result in judged.items():
        assert result.key == "trajectory_quality" and result.passed
        assert set(result.metadata["criterion_scores"]) == {"goal_completion", "helpfulness"}
        booking = re.search(
            r"confirmation (LT-\d+)", next(c for c in report.cases if c.name == name).trajectory.to_text()
        )
        assert (
            booking is not None
            and booking[1] in result.metadata["criterion_scores"]["goal_completion"]["reason"]
        )
    assert judged["careless typist"].metadata["criterion_scores"]["helpfulness"]["score"] == 0.75
    assert judged["careless typist"].score == pytest.approx(0.875)

    # Labelled as scripted in the terminal and in the report.
    assert "LLM judge skipped" not in printed
    assert printed.count("scripted model (ScriptedChatModel: rules over the conversation, not an LLM)") >= 4
    assert f"{judge_section}\ncase" in printed and f"{PERSONA_SECTION}\ncase" in printed
    assert "  goal_completion 1.00: The booking is made and confirmed (LT-" in printed
    page = html.unescape((tmp_path / "report.html").read_text())
    assert f"<h2>{judge_section}</h2>" in page and f"<h2>{PERSONA_SECTION}</h2>" in page
    assert (
        "The LLM judge is a scripted model" in page
        and "The model playing the LLM persona is a scripted model" in page
    )
    assert "helpfulness" in page and "1 request fails (no such flight)" in page


def test_demo_with_a_judge_reports_per_criterion_reasons(tmp_path, capsys):
    """A judge model given to the demo replaces the scripted one (here a ScriptedChatModel of the test's own,
    so still labelled scripted); a failing verdict is flagged as not expected by the demo."""

    def verdict(messages):
        prompt = str(messages[-1].content)
        if "careless" in prompt or "ZZ1" in prompt:
            return json.dumps({"score": 0.4, "reason": "The first booking failed before recovering."})
        return json.dumps({"score": 0.9, "reason": "Booked what the user asked for."})

    report = run_demo(out_dir=tmp_path, judge=ScriptedChatModel(respond=verdict))
    printed = capsys.readouterr().out
    judged = {c.name: r for c in report.cases for r in c.results if r.key == "trajectory_quality"}
    assert all(
        [r.key for r in t.results] == ["trajectory_quality"]
        for c in report.cases
        if c.section.startswith("LLM judge")
        for t in c.trials
    )
    assert set(judged) == {*PERSONAS, LLM_PERSONA_NAME}
    assert judged["careless typist"].score == pytest.approx(0.4) and not judged["careless typist"].passed
    assert judged["decisive traveller"].score == pytest.approx(0.9)
    assert "FAIL careless typist: NOT expected by the demo" in printed
    assert "NOT expected: careless typist" in printed
    page = (tmp_path / "report.html").read_text()
    assert "goal_completion" in page and "The first booking failed before recovering." in page


def test_demo_names_a_real_judge_instead_of_the_scripted_label(capsys):
    """Any other chat model (``--judge provider:model`` resolves to one) is named as the judge; the scripted
    label then covers only the agent and the persona."""
    from langchain_core.language_models import FakeListChatModel

    verdicts = [json.dumps({"score": 1.0, "reason": "Fine."})] * 8
    report = run_demo(judge=FakeListChatModel(responses=verdicts))
    printed = capsys.readouterr().out
    section = JUDGE_SECTION.format(judge="FakeListChatModel")
    assert len(report.sections()[section]) == len(PERSONAS) + 1
    assert "judge: FakeListChatModel." in printed and "The LLM judge is FakeListChatModel." in printed
    assert "The LLM judge is a scripted model" not in printed
    assert "the model playing the LLM persona are scripted models" in printed


@pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian's chromium is not installed")
def test_demo_html_report_renders_in_headless_chromium(tmp_path):
    run_demo(out_dir=tmp_path, stream=open(tmp_path / "log.txt", "w"))  # noqa: SIM115
    shot = tmp_path / "report.png"
    profile = tempfile.mkdtemp()
    subprocess.run(
        [
            "chromium",
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--user-data-dir={profile}",
            "--window-size=1200,1600",
            f"--screenshot={shot}",
            (tmp_path / "report.html").as_uri(),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000


# -- the CLI -------------------------------------------------------------------------------------------------


def test_version_and_help(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert capsys.readouterr().out.startswith("langchain-trajectory ")
    assert main([]) == 0
    help_text = capsys.readouterr().out
    assert all(name in help_text for name in ("demo", "simulate", "evaluate"))


def test_console_script_demo_subprocess(tmp_path):
    """The installed command, as the README runs it."""
    exe = Path(sys.executable).with_name("langchain-trajectory")
    done = subprocess.run(
        [str(exe), "demo", "--out", str(tmp_path)], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "langchain-trajectory demo" in done.stdout
    assert (tmp_path / "report.html").exists()


APP_MODULE = """
from langgraph.checkpoint.memory import InMemorySaver
from langchain_trajectory.demo.agent import build_travel_agent

app = build_travel_agent(checkpointer=InMemorySaver())
not_an_app = 42
"""


@pytest.fixture
def app_dir(tmp_path, monkeypatch):
    (tmp_path / "my_travel_app.py").write_text(APP_MODULE)
    monkeypatch.chdir(tmp_path)
    yield tmp_path
    sys.modules.pop("my_travel_app", None)


def test_simulate_with_a_scripted_user_against_a_compiled_graph(app_dir, capsys):
    code = main(
        [
            "simulate",
            "my_travel_app:app",
            "--user-message",
            "Flights to Rome?",
            "--user-message",
            "Book AZ7",
            "--max-turns",
            "2",
            "--n",
            "3",
            "--concurrency",
            "2",
            "--out",
            "out",
        ]
    )
    printed = capsys.readouterr().out
    assert code == 0
    assert printed.count("--- conversation") == 3
    trajectories = json.loads((app_dir / "out" / "trajectories.json").read_text())
    assert len(trajectories) == 3
    for entry in trajectories:
        t = Trajectory.model_validate(entry["trajectory"])
        assert [[c.name for c in turn] for turn in t.tool_calls_by_turn()] == [
            ["search_flights"],
            ["book_flight"],
        ]


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["simulate", "no_colon_here", "--user-message", "x"], "expected MODULE:ATTR"),
        (
            ["simulate", "no_such_module_xyz:app", "--user-message", "x"],
            "cannot import module 'no_such_module_xyz'",
        ),
        (["simulate", "my_travel_app:missing", "--user-message", "x"], "has no attribute 'missing'"),
        (
            ["simulate", "my_travel_app:app", "--persona", "grumpy_pirate", "--model", "x:y"],
            "unknown persona 'grumpy_pirate'",
        ),
        (["simulate", "my_travel_app:app", "--persona", "confused_user"], "needs --model"),
        (["simulate", "my_travel_app:app"], "give --persona NAME"),
        (
            ["simulate", "my_travel_app:app", "--persona", "confused_user", "--model", "gpt4"],
            "provider:model",
        ),
        (["simulate", "my_travel_app:app", "--user-message", "x", "--max-turns", "0"], "at least 1"),
        (
            ["simulate", "my_travel_app:not_an_app", "--user-message", "x"],
            "my_travel_app:not_an_app: app must be",
        ),
        (
            ["simulate", "my_travel_app:app", "--user-message", "  "],
            "--user-message: ScriptedUser: message 0 is blank",
        ),
        (
            ["simulate", "my_travel_app:app", "--user-message", "x", "--initial-message", ""],
            "initial_message must not be blank",
        ),
    ],
)
def test_simulate_errors_are_one_clear_line(app_dir, capsys, argv, fragment):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert fragment in err and err.startswith("langchain-trajectory simulate: error:")


def test_simulate_reports_a_missing_provider_package(app_dir, capsys):
    # The test extra installs langchain-anthropic (deepagents needs it): ask for a provider nothing installs.
    pytest.importorskip("langchain.chat_models")
    try:
        import langchain_mistralai  # noqa: F401
    except ImportError:
        pass
    else:
        pytest.skip("langchain-mistralai is installed here")
    argv = ["simulate", "my_travel_app:app", "--persona", "confused_user", "--model", "mistralai:mistral-x"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "the model provider package is missing" in err and "mistralai" in err


def _write_jsonl(path: Path, records: list[dict]) -> str:
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    return str(path)


def test_evaluate_stored_trajectories(tmp_path, capsys):
    results = _write_jsonl(
        tmp_path / "results.jsonl",
        [
            {"id": "a", "tool_calls": [{"name": "search", "args": {"q": "x"}}, {"name": "book", "args": {}}]},
            {
                "id": "b",
                "messages": [
                    {"role": "user", "content": "hi"},
                    {
                        "role": "assistant",
                        "content": "",
                        "tool_calls": [
                            {"id": "1", "type": "function", "function": {"name": "search", "arguments": "{}"}}
                        ],
                    },
                ],
            },
        ],
    )
    expected = _write_jsonl(
        tmp_path / "expected.jsonl",
        [
            {"id": "b", "tool_calls": ["search"]},
            {"id": "a", "tool_calls": [{"name": "search", "args": {"q": "x"}}]},
        ],
    )
    assert (
        main(
            [
                "evaluate",
                results,
                "--expected",
                expected,
                "--mode",
                "superset",
                "--argument-matcher",
                "ignore",
            ]
        )
        == 0
    )
    assert (
        main(["evaluate", results, "--expected", expected, "--mode", "strict", "--out", str(tmp_path / "o")])
        == 1
    )
    printed = capsys.readouterr().out
    assert "FAILED a / tool_trajectory_strict" in printed
    lines = (tmp_path / "o" / "results.jsonl").read_text().splitlines()
    assert [json.loads(line)["case"] for line in lines] == ["a", "b"]


@pytest.mark.parametrize(
    ("results", "expected", "fragment"),
    [
        ([{"tool_calls": ["a"]}], [{"tool_calls": ["a"]}, {"tool_calls": ["b"]}], "has 1 records but"),
        (
            [{"id": "x", "tool_calls": ["a"]}],
            [{"id": "y", "tool_calls": ["a"]}],
            "no expectation for id(s) x",
        ),
        (
            [{"tool_calls": [{"name": "a", "args": [1]}]}],
            [{"tool_calls": ["a"]}],
            "line 1: tool call 0: 'args' must be a dict",
        ),
        ([{"nothing": 1}], [{"tool_calls": ["a"]}], "must hold one of"),
        (
            [{"id": "a", "tool_calls": ["a"]}],
            [{"id": "a", "tool_calls": ["a"]}, {"id": "b", "tool_calls": ["b"]}],
            "has no result for expected id(s) b",
        ),
        (
            [{"id": "a", "tool_calls": ["a"]}, {"id": "a", "tool_calls": ["b"]}],
            [{"id": "a", "tool_calls": ["a"]}],
            "duplicate id(s) a",
        ),
    ],
)
def test_evaluate_errors(tmp_path, capsys, results, expected, fragment):
    r = _write_jsonl(tmp_path / "r.jsonl", results)
    e = _write_jsonl(tmp_path / "e.jsonl", expected)
    assert main(["evaluate", r, "--expected", e]) == 2
    assert fragment in capsys.readouterr().err


def test_evaluate_reads_expectation_lines(tmp_path, capsys):
    results = _write_jsonl(
        tmp_path / "r.jsonl",
        [
            {"id": "ok", "tool_calls": ["lookup", "fetch", "fetch", "book"]},
            {"id": "bad", "tool_calls": ["lookup", "fetch", "delete", "book"]},
        ],
    )
    expectation = {
        "steps": [["lookup"], [{"name": "fetch", "args": None, "min": 1, "max": None}], ["book"]],
        "forbidden": ["delete"],
        "max_calls": 4,
    }
    expected = _write_jsonl(
        tmp_path / "e.jsonl", [{"id": "ok", **expectation}, {"id": "bad", "expectation": expectation}]
    )
    assert main(["evaluate", results, "--expected", expected, "--mode", "strict"]) == 1
    printed = capsys.readouterr().out
    assert "FAILED bad / tool_trajectory_strict" in printed and "FAILED ok" not in printed
    assert "forbidden call delete(any args): #2 delete({})" in printed
    bad_line = tmp_path / "e2.jsonl"
    bad_line.write_text(json.dumps(expectation) + "\n" + json.dumps({"steps": [[{"name": "fetch", "min": -1}]]}) + "\n")
    assert main(["evaluate", results, "--expected", str(bad_line)]) == 2
    assert "steps.0.0.min" in capsys.readouterr().err


def test_evaluate_bad_files(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"tool_calls": []}\n{not json\n')
    assert main(["evaluate", str(bad), "--expected", str(bad)]) == 2
    assert "bad.jsonl line 2: not valid JSON" in capsys.readouterr().err
    assert main(["evaluate", str(tmp_path / "nope.jsonl"), "--expected", str(bad)]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_evaluate_reads_any_accepted_shape_per_line_and_steps_expectations(tmp_path, capsys):
    results = _write_jsonl(
        tmp_path / "r.jsonl",
        [["search_flights", "book_flight"], {"tool_calls": ["lookup", "fetch_b", "fetch_a", "book"]}],
    )
    expected = _write_jsonl(
        tmp_path / "e.jsonl",
        [["search_flights", "book_flight"], {"steps": [["lookup"], ["fetch_a", "fetch_b"], ["book"]]}],
    )
    assert (
        main(
            [
                "evaluate",
                results,
                "--expected",
                expected,
                "--mode",
                "any_order",
                "--argument-matcher",
                "ignore",
            ]
        )
        == 0
    )
    printed = capsys.readouterr().out
    assert "line 1" in printed and "line 2" in printed and "FAIL" not in printed


def test_simulate_fails_a_conversation_that_ended_in_an_error(app_dir, capsys):
    (app_dir / "broken_app.py").write_text("def broken(trajectory):\n    raise RuntimeError('boom')\n")
    try:
        assert main(["simulate", "broken_app:broken", "--user-message", "hi"]) == 1
    finally:
        sys.modules.pop("broken_app", None)
    printed = capsys.readouterr().out
    assert "error (application): RuntimeError('boom')" in printed and "FAIL" in printed


def test_write_report_keeps_going_when_a_value_is_not_json(tmp_path):
    import math

    from langchain_trajectory.report import CaseReport, Report, write_report
    from langchain_trajectory.trajectory import Message, ToolCall

    class Chart:
        def __str__(self) -> str:
            return "<chart>"

    call = ToolCall.of("plot", {"x": math.nan}, result=Chart(), metadata={"artifact": Chart()})
    trajectory = Trajectory(messages=(Message.user("plot"), Message.assistant("done", [call])))
    paths = write_report(Report("r", [CaseReport("c", trajectory)]), tmp_path)
    assert [p.name for p in paths] == ["trajectories.json", "results.jsonl", "report.html"]
    (entry,) = json.loads(paths[0].read_text())  # strict JSON: NaN written as null
    (written,) = [c for m in entry["trajectory"]["messages"] for c in m["tool_calls"]]
    assert (written["result"], written["metadata"]["artifact"], written["args"]["x"]) == (
        "<chart>",
        "<chart>",
        None,
    )


def test_reports_show_why_a_case_failed():
    from langchain_trajectory.evaluators.base import EvalResult
    from langchain_trajectory.report import CaseReport, Report, render_html, render_terminal
    from langchain_trajectory.trajectory import Message

    crashed = Trajectory(
        messages=(Message.user("hi"),),
        metadata={
            "termination": "error",
            "error": "RuntimeError: upstream timed out",
            "error_source": "application",
        },
    )
    near = EvalResult(key="recall", score=0.999, passed=False, threshold=1.0, reason="1 call missing")
    turns = [
        EvalResult(key="turn", score=0.0, passed=False, reason="wrong tool"),
        EvalResult(key="turn", score=1.0, passed=True, reason="ok"),
    ]
    report = Report(
        "r",
        [
            CaseReport("crash", crashed),
            CaseReport("near", crashed.model_copy(update={"metadata": {}}), [near, *turns]),
        ],
    )
    text = render_terminal(report)
    assert (
        "FAILED crash (the conversation ended in an error):\n  application: RuntimeError: upstream timed out"
        in text
    )
    assert "0.999 x" in text and "(score 0.999 < 1.00)" in text  # not "1.00 < 1.00"
    assert "0.00 x" in text  # the repeated key's cell shows its failing result, not the last one
    assert "upstream timed out" in render_html(report)
    assert (
        "NaN"
        not in Report(
            "r", [CaseReport("c", crashed, [near.model_copy(update={"metadata": {"x": float("nan")}})])]
        ).to_jsonl()
    )
