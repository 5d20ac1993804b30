"""Every cookbook script runs offline and prints what it promises."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

COOKBOOK = Path(__file__).resolve().parent.parent / "cookbook"
ENV = {**os.environ, "LANGSMITH_TRACING": "false", "LANGSMITH_TEST_TRACKING": "false"}
ENV.pop("LCT_MODEL", None)  # the offline path

EXPECTED_OUTPUT = {
    "01_capture_and_match.py": [
        "[tool: get_weather(",
        "strict / exact: score=0.00",
        "strict / superset: score=1.00",
    ],
    "02_langsmith_evaluate.py": [
        "tool_trajectory_any_order: 1.0",
        "tool_correctness: 1.0",
        "tool_error: 1.0",
    ],
    "04_simulate_langgraph_app.py": [
        "simulated user: scripted",
        "ended by: stopping_condition",
        "all turns: 1.00",
    ],
    "05_llm_judge.py": ["judge: scripted model", "score=0.875 passed=True", "Weakest: Refund Policy"],
    "06_schema_validity.py": [
        "valid calls: 0.25",
        "'three' is not of type 'integer'",
        "unknown tool 'cancel_everything'",
    ],
}


def test_every_script_is_covered():
    scripts = {p.name for p in COOKBOOK.glob("*.py")}
    assert scripts == {*EXPECTED_OUTPUT, "03_test_with_langsmith_pytest.py"}


@pytest.mark.parametrize("script", sorted(EXPECTED_OUTPUT))
def test_cookbook_script(script):
    done = subprocess.run(
        [sys.executable, str(COOKBOOK / script)],
        capture_output=True,
        text=True,
        timeout=300,
        env=ENV,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    for fragment in EXPECTED_OUTPUT[script]:
        assert fragment in done.stdout, f"{fragment!r} not in output of {script}:\n{done.stdout[-3000:]}"


def test_cookbook_pytest_plugin_file_passes_under_pytest():
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            str(COOKBOOK / "03_test_with_langsmith_pytest.py"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        env=ENV,
        cwd=COOKBOOK,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:]
    assert "1 passed" in done.stdout
