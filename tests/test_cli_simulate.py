"""``simulate`` and ``demo`` keep what they did: checks decide PASS (tool errors fail by default), ``--fail-fast``
stops a conversation at its first failed check, ``--out`` writes JSONL that ``evaluate`` reads, and a judge or
simulated-user model that fails leaves every conversation written, the failed ones marked, and exit code 1 with
one paragraph.

The failing models are the real ``langchain-openai`` provider talking to a loopback OpenAI-compatible endpoint
(``tests/_openai_endpoint.py``) that answers some requests and refuses the rest with "invalid API key"."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from _openai_endpoint import INVALID_KEY, openai_endpoint

from langchain_trajectory import Trajectory
from langchain_trajectory.cli import main
from langchain_trajectory.demo.run import JUDGE_KEY

APP_MODULE = """
from langgraph.checkpoint.memory import InMemorySaver
from langchain_trajectory.demo.agent import build_travel_agent

app = build_travel_agent(checkpointer=InMemorySaver())
"""

VERDICT = json.dumps({"score": 1.0, "reason": "The user got what they asked for."})


@pytest.fixture
def app_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    (tmp_path / "cli_travel_app.py").write_text(APP_MODULE)
    monkeypatch.chdir(tmp_path)
    yield tmp_path
    sys.modules.pop("cli_travel_app", None)


@pytest.fixture
def openai_env(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Point the openai client at a loopback endpoint answering ``answer(number, request)``."""

    def start(answer: Any) -> Any:
        server = openai_endpoint(answer)
        endpoint = server.__enter__()
        started.append(server)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        monkeypatch.setenv("OPENAI_BASE_URL", endpoint.base_url)
        return endpoint

    started: list[Any] = []
    yield start
    for server in started:
        server.__exit__(None, None, None)


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def one_paragraph(err: str) -> str:
    text = err.strip()
    assert "Traceback" not in text and "\n" not in text, err
    return text


# -- checks decide PASS --------------------------------------------------------------------------------------

TYPO = [
    "--user-message",
    "Book flight ZZ1",
    "--user-message",
    "Flights to Rome?",
    "--user-message",
    "Book AZ7",
]


def test_a_failed_tool_call_fails_the_conversation_by_default(app_dir: Path, capsys: Any) -> None:
    """The agent answers every turn, but booking ZZ1 raised: tool_errors (on by default) fails it."""
    assert main(["simulate", "cli_travel_app:app", *TYPO, "--max-turns", "3", "--out", "out"]) == 1
    out = capsys.readouterr().out
    assert "--- conversation 0 (max_turns) ---" in out
    assert "FAILED conversation / tool_error" in out and "2 of 3 tool calls succeeded" in out
    (record,) = lines(app_dir / "out" / "results.jsonl")
    (check,) = record["results"]
    assert (record["passed"], check["key"], check["score"]) == (False, "tool_error", pytest.approx(2 / 3))
    # The checks also ran after every assistant turn, kept on each turn's message.
    (conversation,) = lines(app_dir / "out" / "conversations.jsonl")
    per_turn = [
        m["metadata"]["checks"][0]["passed"] for m in conversation["messages"] if m["role"] == "assistant"
    ]
    assert per_turn == [False, False, False]  # once a call failed, the conversation so far has a failed call

    assert main(["simulate", "cli_travel_app:app", *TYPO, "--max-turns", "3", "--checks", "none"]) == 0
    assert "tool_error" not in capsys.readouterr().out
    assert (
        main(["simulate", "cli_travel_app:app", *TYPO, "--max-turns", "3", "--checks", "tool_errors=0.6"])
        == 0
    )
    assert "0.67" in capsys.readouterr().out


def test_fail_fast_ends_the_conversation_at_the_failed_check(app_dir: Path, capsys: Any) -> None:
    code = main(
        [
            "simulate",
            "cli_travel_app:app",
            *TYPO,
            "--max-turns",
            "3",
            "--fail-fast",
            "--trials",
            "2",
            "--out",
            "o",
        ]
    )
    assert code == 1
    out = capsys.readouterr().out
    assert out.count("(check_failed) ---") == 2
    assert "check failed (tool_error): 0 of 1 tool calls succeeded" in out
    for record in lines(app_dir / "o" / "conversations.jsonl"):
        trajectory = Trajectory.model_validate({k: v for k, v in record.items() if k not in ("id", "trial")})
        assert trajectory.metadata["termination"] == "check_failed"
        assert trajectory.metadata["check_failed"]["key"] == "tool_error"
        assert [m.content for m in trajectory.user_messages()] == [
            "Book flight ZZ1"
        ]  # turns 2 and 3 never ran


def test_a_policy_check(app_dir: Path, tmp_path: Path, capsys: Any) -> None:
    booking = ["--user-message", "Flights to Rome?", "--user-message", "Book AZ7", "--max-turns", "2"]
    inline = 'policy={"deny": ["book_flight"]}'
    assert (
        main(["simulate", "cli_travel_app:app", *booking, "--checks", inline, "--checks", "tool_errors"]) == 1
    )
    out = capsys.readouterr().out
    assert "FAILED conversation / tool_policy" in out and "denied tools called: ['book_flight']" in out
    assert "FAILED conversation / tool_error" not in out and "tool_error 1.00" in out  # checked, and passed
    (tmp_path / "policy.json").write_text(
        json.dumps({"allow": ["search_flights", "book_flight"], "max_calls": 2})
    )
    assert (
        main(["simulate", "cli_travel_app:app", *booking, "--checks", f"policy={tmp_path / 'policy.json'}"])
        == 0
    )
    assert "tool_policy" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("options", "fragment"),
    [
        (["--checks", "spelling"], "unknown check 'spelling'"),
        (["--checks", "tool_errors=high"], "the rate must be a number between 0 and 1, got 'high'"),
        (["--checks", "tool_errors=1.5"], "between 0 and 1"),
        (["--checks", "none", "--checks", "tool_errors"], "--checks none turns every check off"),
        (["--checks", "policy={not json"], "the policy is not valid JSON"),
        (["--checks", "policy=[1]"], "cannot read the policy file"),
        (["--checks", 'policy={"max_calls": -1}'], "invalid tool policy"),
        (["--checks", 'policy={"deny": ["x"], "typo": 1}'], "typo"),
        (["--checks", "none", "--fail-fast"], "--fail-fast needs a check"),
    ],
)
def test_check_options_are_validated(app_dir: Path, capsys: Any, options: list[str], fragment: str) -> None:
    assert main(["simulate", "cli_travel_app:app", "--user-message", "hi", *options]) == 2
    err = capsys.readouterr().err
    assert err.startswith("langchain-trajectory simulate: error:") and fragment in err, err


# -- simulate writes what evaluate reads ---------------------------------------------------------------------


def test_simulate_out_round_trips_through_evaluate(app_dir: Path, capsys: Any) -> None:
    argv = [
        "simulate",
        "cli_travel_app:app",
        "--user-message",
        "Flights to Rome?",
        "--user-message",
        "Book AZ7",
        "--max-turns",
        "2",
        "--scenario",
        "Trip to Rome",
        "--trials",
        "3",
        "--out",
        "sim",
    ]
    assert main(argv) == 0
    assert "Wrote sim/conversations.jsonl, sim/trajectories.json" in capsys.readouterr().out
    records = lines(app_dir / "sim" / "conversations.jsonl")
    assert [(r["id"], r["trial"]) for r in records] == [
        ("Trip to Rome", 0),
        ("Trip to Rome", 1),
        ("Trip to Rome", 2),
    ]
    stored = json.loads((app_dir / "sim" / "trajectories.json").read_text())
    for record, entry in zip(records, stored, strict=True):
        assert {k: v for k, v in record.items() if k not in ("id", "trial")} == entry["trajectory"]

    expected = app_dir / "expected.jsonl"
    expected.write_text(
        json.dumps(
            {
                "id": "Trip to Rome",
                "tool_calls": [
                    {"name": "search_flights", "args": {"destination": "Rome"}},
                    {"name": "book_flight", "args": {"flight": "AZ7"}},
                ],
            }
        )
        + "\n"
    )
    assert main(["evaluate", "sim/conversations.jsonl", "--expected", str(expected), "--out", "ev"]) == 0
    out = capsys.readouterr().out
    assert "Trip to Rome" in out and "3/3" in out and "PASS" in out
    assert [(r["case"], r["trial"], r["passed"]) for r in lines(app_dir / "ev" / "results.jsonl")] == [
        ("Trip to Rome", 0, True),
        ("Trip to Rome", 1, True),
        ("Trip to Rome", 2, True),
    ]
    expected.write_text(json.dumps({"id": "Trip to Rome", "tool_calls": ["search_flights"]}) + "\n")
    assert main(["evaluate", "sim/conversations.jsonl", "--expected", str(expected)]) == 1
    assert "FAILED Trip to Rome / tool_trajectory_strict in 3 of 3 trials" in capsys.readouterr().out


# -- a failing judge or user model: everything kept, exit 1, one paragraph -----------------------------------


def test_the_cli_with_a_failing_judge_writes_its_partial_results(
    app_dir: Path, openai_env: Any, capsys: Any
) -> None:
    """The judge answers the first conversation's two criteria, then its key is refused: every conversation is
    written, the judged one with its verdict, the others with the judge's error; exit 1, one paragraph."""
    endpoint = openai_env(lambda number, request: VERDICT if number < 2 else INVALID_KEY)
    argv = [
        "simulate",
        "cli_travel_app:app",
        "--user-message",
        "Flights to Rome?",
        "--trials",
        "3",
        "--concurrency",
        "1",
        "--judge",
        "openai:gpt-4o-mini",
        "--out",
        "out",
        "--min-pass",
        "1/3",  # the gate alone would pass: incomplete verdicts still exit 1
    ]
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert captured.out.count("--- conversation") == 3
    paragraph = one_paragraph(captured.err)
    assert paragraph.startswith(
        "langchain-trajectory simulate: no complete verdict for 2 of 3 conversations: the judge "
        "(trajectory_quality) failed on 2 (OpenAIAuthenticationError: Error code: 401"
    )
    assert "Every conversation is kept, the incomplete ones marked with their error, in out." in paragraph
    assert (
        len(endpoint.requests) == 2 * 3
    )  # two criteria per conversation (asked concurrently), no retry of a 401

    conversations = lines(app_dir / "out" / "conversations.jsonl")
    assert [r["trial"] for r in conversations] == [0, 1, 2]
    for record in conversations:
        assert [m["content"] for m in record["messages"] if m["role"] == "user"] == ["Flights to Rome?"]
        assert record["messages"][1]["tool_calls"][0]["name"] == "search_flights"
    results = lines(app_dir / "out" / "results.jsonl")
    judged = [{r["key"]: r for r in record["results"]}[JUDGE_KEY] for record in results]
    assert (judged[0]["score"], judged[0]["passed"]) == (1.0, True)
    for failed in judged[1:]:
        assert failed["score"] is None and failed["error_type"] == "OpenAIAuthenticationError"
        assert "Incorrect API key" in failed["error"]
    assert [r["passed"] for r in results] == [True, False, False]
    assert "OpenAIAuthenticationError" in (app_dir / "out" / "report.html").read_text()


def test_a_failing_user_model_keeps_every_conversation(app_dir: Path, openai_env: Any, capsys: Any) -> None:
    """The persona's model writes the first message, then is refused: the first conversation keeps its first
    exchange, the second has none; both are written and marked, exit 1 with one paragraph."""
    openai_env(lambda number, request: "Any flights to Rome?" if number == 0 else INVALID_KEY)
    argv = [
        "simulate",
        "cli_travel_app:app",
        "--persona",
        "impatient_user",
        "--model",
        "openai:gpt-4o-mini",
        "--max-turns",
        "3",
        "--trials",
        "2",
        "--concurrency",
        "1",
        "--out",
        "out",
    ]
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert captured.out.count("error (simulated_user): OpenAIAuthenticationError") == 2
    paragraph = one_paragraph(captured.err)
    assert "no complete verdict for 2 of 2 conversations: the simulated user's model failed in 2" in paragraph
    first, second = lines(app_dir / "out" / "conversations.jsonl")
    assert [m["content"] for m in first["messages"] if m["role"] == "user"] == ["Any flights to Rome?"]
    assert first["messages"][1]["tool_calls"][0]["args"] == {"destination": "Rome"}
    assert second["messages"] == []
    for record in (first, second):
        assert record["metadata"]["termination"] == "error"
        assert record["metadata"]["error_source"] == "simulated_user"
    results = lines(app_dir / "out" / "results.jsonl")
    assert [r["error"].split(":")[0] for r in results] == ["simulated_user", "simulated_user"]


def test_an_application_failure_is_a_verdict_not_an_incomplete_run(app_dir: Path, capsys: Any) -> None:
    (app_dir / "cli_broken_app.py").write_text("def broken(trajectory):\n    raise RuntimeError('boom')\n")
    try:
        assert main(["simulate", "cli_broken_app:broken", "--user-message", "hi", "--trials", "2"]) == 1
        assert main(["simulate", "cli_broken_app:broken", "--user-message", "hi", "--min-pass", "0"]) == 0
    finally:
        sys.modules.pop("cli_broken_app", None)
    captured = capsys.readouterr()
    assert "error (application): RuntimeError('boom')" in captured.out
    assert captured.err == ""  # the app failed: a FAIL verdict, no paragraph about incomplete results


def test_the_demo_with_a_failing_judge_writes_everything(
    tmp_path: Path, openai_env: Any, capsys: Any
) -> None:
    openai_env(lambda number, request: VERDICT if number < 2 else INVALID_KEY)
    assert main(["demo", "--judge", "openai:gpt-4o-mini", "--out", str(tmp_path / "demo")]) == 1
    captured = capsys.readouterr()
    paragraph = one_paragraph(captured.err)
    assert paragraph.startswith(
        "langchain-trajectory demo: no complete verdict for 9 of 32 trials: the judge (trajectory_quality) "
        "failed on 9 (OpenAIAuthenticationError"
    )
    assert "Verdicts: " in captured.out  # the demo ran to its end
    records = lines(tmp_path / "demo" / "results.jsonl")
    assert len(records) == 32 and len(json.loads((tmp_path / "demo" / "trajectories.json").read_text())) == 32
    judged = [r for r in records if r["section"].startswith("LLM judge")]
    assert [r["results"][0]["score"] for r in judged] == [1.0] + [None] * 9
    assert all(r["results"][0]["error_type"] == "OpenAIAuthenticationError" for r in judged[1:])
    assert all(r["passed"] for r in records if r["section"].startswith("Simulated conversations"))


def test_the_command_line_guide_simulate_lines_parse() -> None:
    """Every `simulate` line of the command-line guide (docs/guides/cli.md) is a valid command, its checks included."""
    import re
    import shlex

    from langchain_trajectory._cli.simulate import build_checks
    from langchain_trajectory.cli import build_parser

    section = (Path(__file__).resolve().parent.parent / "docs" / "guides" / "cli.md").read_text()
    block = re.search(r"```bash\n(.*?)```", section, re.S)[1].replace("\\\n", " ")
    optional = re.compile(r"\[(--[^\]]*)\]")  # [--out DIR]: shown as optional, parsed as given
    commands = [shlex.split(optional.sub(r"\1", line), comments=True) for line in block.splitlines()]
    simulate = [argv for argv in commands if argv[1] == "simulate"]
    assert len(simulate) == 4 and any("--fail-fast" in argv for argv in simulate)
    for argv in simulate:
        build_checks(build_parser().parse_args(argv[1:]).checks)
    (evaluate,) = [argv for argv in commands if "sim/conversations.jsonl" in argv]
    assert build_parser().parse_args(evaluate[1:]).results == "sim/conversations.jsonl"
    (covered,) = [argv for argv in commands if argv[1] == "coverage"]
    assert build_parser().parse_args(covered[1:]).min_tool_coverage == 1.0
