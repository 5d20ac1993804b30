"""The evaluator inside LangSmith's pytest plugin (``@pytest.mark.langsmith``).

CI runs with ``LANGSMITH_TEST_TRACKING=false``: LangSmith then runs marked tests as plain functions and records
nothing, so the in-process test checks that the evaluator works there. To observe the feedback being logged,
a child pytest run turns tracking on with an offline client (nothing leaves the machine) and reports the
feedback records LangSmith's plugin created through it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator

SUITE_CLIENT = textwrap.dedent(
    """
    import json

    import langsmith as ls
    import pytest

    from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
    from langchain_trajectory.testing.offline import OfflineClient


    CLIENT = OfflineClient()
    """
)

TRACKED_TESTS = textwrap.dedent(
    """
    ls.configure(client=CLIENT, enabled=True)  # trace into the offline client


    @pytest.mark.langsmith(client=CLIENT, test_suite_name="trajectory-suite")
    def test_tracked():
        ev = ToolTrajectoryEvaluator("any_order")
        out = ev(outputs=["a", "b"], reference_outputs=["b", "c"])
        assert out["score"] == 0.5
        print("COMMENT", json.dumps(out["comment"]))


    def test_zz_report():
        import time

        # The plugin submits its own pass/fail feedback from a background thread after the test ends: wait for it.
        for _ in range(200):
            if any(f.key == "pass" for f in CLIENT.recorded_feedback):
                break
            time.sleep(0.05)
        records = [{"key": f.key, "score": f.score, "comment": f.comment, "run_id": str(f.run_id)}
                   for f in CLIENT.recorded_feedback]
        print("FEEDBACK", json.dumps(records))
    """
)

UNTRACED_TESTS = textwrap.dedent(
    """
    @pytest.mark.langsmith(client=CLIENT, test_suite_name="trajectory-suite")
    def test_tracked_without_tracing():
        with pytest.warns(RuntimeWarning, match="tracing is disabled"):
            out = ToolTrajectoryEvaluator("strict")(outputs=["a"], reference_outputs=["a"])
        assert out["score"] == 1.0
    """
)


def _run_child(tmp_path: Path, body: str) -> str:
    test_file = tmp_path / "test_child.py"
    test_file.write_text(SUITE_CLIENT + body)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LANGSMITH_", "LANGCHAIN_"))}
    env["LANGSMITH_TRACING"] = "false"  # the child enables tracing itself, into the offline client only
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider", str(test_file)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc.stdout + proc.stderr


def _line(stdout: str, tag: str) -> str:
    return next(line.split(f"{tag} ", 1)[1] for line in stdout.splitlines() if f"{tag} " in line)


@pytest.mark.langsmith
def test_evaluator_inside_marked_test_with_tracking_off() -> None:
    from langsmith.testing._internal import _TEST_CASE

    assert os.environ.get("LANGSMITH_TEST_TRACKING", "false") == "false" or _TEST_CASE.get() is not None
    out = ToolTrajectoryEvaluator("in_order")(outputs=["a", "x", "b"], reference_outputs=["a", "b"])
    assert out["key"] == "tool_trajectory_in_order"
    assert out["score"] == 1.0
    assert out["metadata"]["pairs"] == [[0, 0], [2, 1]]


def test_feedback_is_logged_to_the_langsmith_test_case(tmp_path: Path) -> None:
    stdout = _run_child(tmp_path, TRACKED_TESTS)
    comment = json.loads(_line(stdout, "COMMENT"))
    records = json.loads(_line(stdout, "FEEDBACK"))
    ours = [r for r in records if r["key"] == "tool_trajectory_any_order"]
    assert len(ours) == 1, records
    assert ours[0]["score"] == 0.5
    assert ours[0]["comment"] == comment  # the reason travels with the score
    assert ours[0]["run_id"] != "None"  # attached to the test case's run
    assert any(r["key"] == "pass" for r in records)  # the plugin's own pass/fail feedback, same client
    assert "offline.invalid" not in stdout and "api.smith.langchain.com" not in stdout


def test_tracking_without_tracing_warns_instead_of_failing_the_test(tmp_path: Path) -> None:
    _run_child(tmp_path, UNTRACED_TESTS)
