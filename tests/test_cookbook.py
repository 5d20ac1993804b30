"""Every cookbook recipe runs offline and prints what it promises; each is written the way a user copies it."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import langchain_trajectory

COOKBOOK = Path(__file__).resolve().parent.parent / "cookbook"
# A recipe runs as a user runs it: not as part of this session's xdist worker (LangSmith's pytest plugin refuses
# --langsmith-output when it sees one)
ENV = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_XDIST_")}
ENV |= {"LANGSMITH_TRACING": "false", "LANGSMITH_TEST_TRACKING": "false"}
ENV.pop("LCT_MODEL", None)  # the offline path
PYTEST_RECIPE = "03_test_with_langsmith_pytest.py"

EXPECTED_OUTPUT = {
    "01_capture_and_match.py": [
        "[tool: get_weather(",
        "strict / exact: score=0.00",
        "strict / superset: score=1.00",
        "superset / check_in by Regex: score=1.00 passed=True",
    ],
    "02_langsmith_evaluate.py": [
        "tool_trajectory_any_order: 1.0",
        "tool_correctness: 1.0",
        "tool_error: 1.0",
    ],
    "04_simulate_langgraph_app.py": [
        "LLM persona played by: a scripted model",
        "ended by: stopping_condition",
        "=== impatient_user persona ===",
        "USER: Book FR9, the cheapest. Now.",
        "USER: Finally.\nended by: user_stop",
        "all exchanges: 1.00",
    ],
    "05_llm_judge.py": [
        "[tool: create_refund(",
        "judge: scripted model",
        "score=0.875 passed=True",
        "Weakest: Refund Policy",
    ],
    "06_schema_validity.py": [
        "valid calls: 0.33",
        "'three' is not of type 'integer'",
        "unknown tool 'cancel_everything'",
        "succeeded calls: 0.33",
    ],
    "07_hitl_approval.py": [
        'turn 1 review: issue_refund({"order_id": "A-1", "amount": 120}) -> [{"type": "approve"}]',
        'issue_refund{"order_id": "A-1", "amount": 120} -> Refunded 120 EUR on order A-1',
        "turn 1 check tool_error: passed=False",
        "-> not run (User rejected the tool call for `issue_refund`)",
        'issue_refund{"order_id": "A-1", "amount": 100} -> Refunded 100 EUR on order A-1',
        "the customers are played by: a scripted model",
        '[{"type": "reject", "message": "I paid 50 EUR, not 35."}]',
        "=== no reviewer ===\nended by: interrupted\npending: ['issue_refund']",
    ],
    "08_remote_app.py": [
        "langgraph dev is serving library_agent, simulator on a free local port",
        'tool calls by turn: [["search_catalog"], ["reserve_book"], []]; tool_error check per turn: [True, True, True]',
        "2 conversations, 2 server threads",
        'reserve_book({"book_id": "B31"}) -> Reserved Emma (B31) until Friday',
        "served simulator, reader 3: max_turns after 3 turns",
        "langgraph dev stopped",
    ],
    "09_simulator_fidelity.py": [
        "careful: ended by user_stop, fault None, turns written again: 0",
        "muddled: ended by user_stop, fault None, turns written again: 1",
        "inventive: ended by user_simulator_fault, fault user_simulator, turns written again: 2",
        "0/0 +2 invalid",
        "INVALID inventive [trial 1] (user_simulator; simulated user: llm scripted, prompt ",
        "invented_specifics (user turn 0): invented id 'A-1043'",
        "invalid: 2 trials left out of every figure (user_simulator 2); no valid trial, so no verdict, for inventive",
        "pass rate over valid trials: 4/4; 2 invalid, counted apart",
        "report.html has a 'Simulator faults' section: True",
        "check_fidelity: fault user_simulator; invented_specifics: invented id 'RF-2231'",
    ],
    "10_scenarios_and_coverage.py": [
        "generated 20 scenarios in 5 rounds; refused: {'arguments': 5}",
        "arguments: expected step 0 item 0 (search_flights): unknown argument 'seats' (not in the tool's schema)",
        "same seed, cached replies, no model call: same file: True",
        "  tool         50.0%  (3/6)",
        "  tool update_profile: never called",
        "  gate: tool coverage 50.0% (3/6) FAILED: the gate needs 100.0%",
        "for the gaps: ['cancel_booking', 'request_refund', 'update_profile']",
        "tools covered: 6/6; gate passed: True",
    ],
}


def _recipes() -> list[Path]:
    return sorted(COOKBOOK.glob("*.py"))


def test_every_recipe_is_covered():
    assert {p.name for p in _recipes()} == {*EXPECTED_OUTPUT, PYTEST_RECIPE}


@pytest.mark.parametrize("recipe", _recipes(), ids=lambda p: p.name)
def test_recipe_is_written_to_be_copied(recipe):
    """Its docstring states the install extra and the run command; it imports the package's top-level names from
    its root and the rest from public subpackages (nothing private, never the demo) and builds its own app."""
    tree = ast.parse(recipe.read_text())
    doc = ast.get_docstring(tree) or ""
    install = re.search(r"Install: pip install -e '\.\[([a-z,]+)\]'", doc)
    assert install and "demo" in install[1].split(","), f"{recipe.name}: no install line with the demo extra"
    assert "Run:     " in doc and recipe.name in doc, f"{recipe.name}: no run command"
    package_imports = [
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("langchain_trajectory")
    ]
    package_imports += [
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
        if alias.name.startswith("langchain_trajectory")
    ]
    assert "langchain_trajectory" in package_imports, f"{recipe.name} imports nothing from the package root"
    for module in package_imports:
        parts = module.split(".")
        assert len(parts) <= 2 and not any(p.startswith("_") for p in parts) and "demo" not in parts, (
            f"{recipe.name} imports {module}: only the root and public subpackages"
        )
    from_subpackages = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("langchain_trajectory.")
        for alias in node.names
    }
    assert not from_subpackages & set(langchain_trajectory.__all__), f"{recipe.name}: top-level names from the top"
    names = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module in ("langchain.agents", "langgraph.graph")
        for alias in node.names
    }
    assert names & {"create_agent", "StateGraph"}, f"{recipe.name} builds no app of its own"


@pytest.mark.parametrize("recipe", sorted(EXPECTED_OUTPUT))
def test_recipe_runs_offline(recipe):
    done = subprocess.run(
        [sys.executable, str(COOKBOOK / recipe)],
        capture_output=True,
        text=True,
        timeout=300,
        env=ENV,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    for fragment in EXPECTED_OUTPUT[recipe]:
        assert fragment in done.stdout, f"{fragment!r} not in output of {recipe}:\n{done.stdout[-3000:]}"


def test_pytest_recipe_passes_with_tracking_off():
    done = _pytest_recipe(ENV)
    assert done.returncode == 0, done.stdout[-3000:]
    assert "1 passed" in done.stdout


# A pytest plugin for the child run: any socket connection or DNS lookup is refused and written down.
_GUARD = textwrap.dedent(
    """
    import os, socket

    _LOG = os.environ["LCT_NETWORK_LOG"]

    def _refuse(what):
        with open(_LOG, "a") as log:
            log.write(repr(what) + "\\n")
        raise OSError(f"network access attempted: {what!r}")

    socket.socket.connect = lambda self, address: _refuse(address)
    socket.socket.connect_ex = lambda self, address: _refuse(address)
    socket.getaddrinfo = lambda host, *a, **k: _refuse(host)
    socket.create_connection = lambda address, *a, **k: _refuse(address)
    """
)


@pytest.fixture
def tracked_env(tmp_path):
    """LangSmith test tracking on (the default), tracing left to the recipe, no API key, and a socket guard."""
    (tmp_path / "lct_offline_guard.py").write_text(_GUARD)
    env = {k: v for k, v in ENV.items() if not k.startswith("LANGSMITH_")}
    env.update(
        LCT_NETWORK_LOG=str(tmp_path / "network.log"),
        PYTHONPATH=os.pathsep.join([str(tmp_path), env.get("PYTHONPATH", "")]).rstrip(os.pathsep),
        LANGSMITH_ENDPOINT="http://127.0.0.1:9",  # were anything sent, it would go to a closed local port
        COLUMNS="200",
    )
    (tmp_path / "network.log").write_text("")
    return env


def _pytest_recipe(env: dict[str, str], *options: str) -> subprocess.CompletedProcess[str]:
    guard = ["-p", "lct_offline_guard"] if "LCT_NETWORK_LOG" in env else []
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *guard, *options, PYTEST_RECIPE],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=COOKBOOK,
        check=False,
    )


def test_pytest_recipe_reports_to_the_offline_client_without_warnings(tracked_env):
    done = _pytest_recipe(tracked_env, "-q")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "1 passed" in done.stdout
    assert "warning" not in done.stdout.lower(), done.stdout  # no "set LANGSMITH_TRACING=true" advice
    assert Path(tracked_env["LCT_NETWORK_LOG"]).read_text() == ""


def test_pytest_recipe_under_langsmith_output(tracked_env):
    """LangSmith's live table works offline: the suite's link points at the offline client's address, and the
    table shows the feedback the evaluators logged."""
    done = _pytest_recipe(tracked_env, "--langsmith-output")
    out = done.stdout
    assert done.returncode == 0, out[-3000:] + done.stderr[-3000:]
    assert "TypeError" not in out + done.stderr
    assert "LangSmith URL:" in out and "http://offline.invalid/datasets/" in out
    assert "passed" in out and "100%" in out
    assert "tool_trajectory_in_order: 1.0" in out and "tool_error: 1.0" in out
    assert Path(tracked_env["LCT_NETWORK_LOG"]).read_text() == ""
