"""``simulate`` with the fidelity guards: a persona model (the real ``langchain-openai`` provider, answering from a
loopback OpenAI-compatible endpoint) that invents a booking number once is asked again and the conversation is
valid; one that always invents it ends ``user_simulator_fault``, is written with its evidence and left out of
the figures, and the command says why it has no verdict."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import test_cli_simulate
from test_cli_simulate import lines, one_paragraph

from langchain_trajectory.cli import main

app_dir = test_cli_simulate.app_dir  # the fixtures of the simulate command's tests
openai_env = test_cli_simulate.openai_env

SCENARIO = json.dumps({"goal": "Find flights to Rome", "known_facts": {"city": "Rome"}})
INVENTED = "Flights to Rome? My booking is ZX-99812."


def argv(*extra: str) -> list[str]:
    return [
        "simulate",
        "cli_travel_app:app",
        "--persona",
        "impatient_user",
        "--model",
        "openai:gpt-4o-mini",
        "--scenario",
        SCENARIO,
        "--max-turns",
        "1",
        "--out",
        "out",
        *extra,
    ]


def told(request: dict[str, Any]) -> bool:
    return "was not sent" in str(request["messages"][-1].get("content"))


def test_a_persona_that_invents_once_is_asked_again_and_the_conversation_counts(
    app_dir: Path, openai_env: Any, capsys: Any
) -> None:
    endpoint = openai_env(lambda number, request: "Flights to Rome?" if told(request) else INVENTED)
    assert main(argv()) == 0
    assert len(endpoint.requests) == 2
    assert "ZX-99812" in json.dumps(endpoint.requests[1]["messages"])  # the draft and the evidence, told back
    (conversation,) = lines(app_dir / "out" / "conversations.jsonl")
    user = conversation["messages"][0]
    assert user["content"] == "Flights to Rome?"
    assert user["metadata"]["fidelity"]["regenerations"] == 1
    assert conversation["metadata"]["scenario"]["known_facts"] == {"city": "Rome"}
    (record,) = lines(app_dir / "out" / "results.jsonl")
    assert record["fault"] is None and record["simulator"]["model"] == "gpt-4o-mini"
    assert capsys.readouterr().err == ""


def test_a_persona_that_always_invents_ends_the_conversation_as_the_simulators_fault(
    app_dir: Path, openai_env: Any, capsys: Any
) -> None:
    endpoint = openai_env(lambda number, request: INVENTED)
    assert main(argv("--regenerate", "1", "--trials", "2", "--concurrency", "1")) == 1
    assert len(endpoint.requests) == 2 * 2  # each conversation: the turn and one regeneration
    captured = capsys.readouterr()
    assert captured.out.count("--- conversation") == 2
    assert "--- conversation 1 (user_simulator_fault) ---" in captured.out
    assert "simulated user fault (invented_specifics): invented id 'ZX-99812'" in captured.out
    assert "invalid: 2 trials left out of every figure (user_simulator 2)" in captured.out
    paragraph = one_paragraph(captured.err)
    assert (
        "no complete verdict for 2 of 2 conversations: the simulated user broke its scenario's rules in 2"
        in paragraph
    )
    records = lines(app_dir / "out" / "results.jsonl")
    assert [r["fault"] for r in records] == ["user_simulator", "user_simulator"]
    assert "ZX-99812" in records[0]["fault_reason"]
    assert "Simulator faults" in (app_dir / "out" / "report.html").read_text()
    # with the guards off, the same persona's turn is taken as it is
    assert main(argv("--guards", "none")) == 0


def test_guard_and_scenario_options_are_checked(app_dir: Path, capsys: Any) -> None:
    base = ["simulate", "cli_travel_app:app", "--user-message", "hi"]
    assert main([*base, "--scenario", "{not json"]) == 2
    assert "--scenario: not a valid JSON object" in capsys.readouterr().err
    assert main([*base, "--scenario", '{"goal": "g", "knwon_facts": {}}']) == 2
    assert "knwon_facts" in capsys.readouterr().err
    assert main([*base, "--guards", "opener,invented"]) == 2
    assert "unknown guard" in capsys.readouterr().err
    assert main([*base, "--regenerate", "-1"]) == 2
