"""The blocks of docs/guides/trials-and-gates.md run as printed: the Python one, the `compare` command line, and the
pytest file under pytest."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

PAGE = Path(__file__).resolve().parent.parent / "docs" / "guides" / "trials-and-gates.md"


def _blocks() -> list[tuple[str, str]]:
    return re.findall(r"```(\w+)\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LANGSMITH_TRACING": "false", "LANGSMITH_TEST_TRACKING": "false"}
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300, check=False)


def test_the_trials_guide_runs_as_printed(tmp_path):
    (lang_py, python), (lang_sh, shell), (lang_test, pytest_file) = _blocks()
    assert (lang_py, lang_sh, lang_test) == ("python", "bash", "python")

    (tmp_path / "snippet.py").write_text(python)
    done = _run([sys.executable, "snippet.py"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "10/10 trials passed, 95% CI 0.72-1.00" in done.stdout
    assert "0.4666" in done.stdout and "(0.4901" in done.stdout
    assert (tmp_path / "report.html").exists() and (tmp_path / "run.jsonl").exists()

    compare_line = next(line for line in shell.splitlines() if line.startswith("langchain-trajectory compare"))
    command = compare_line.split("#")[0].split()
    exe = str(Path(sys.executable).with_name("langchain-trajectory"))
    done = _run([exe, *command[1:]], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "no significant regression" in done.stdout and (tmp_path / "compare.html").exists()

    (tmp_path / "test_booking.py").write_text(pytest_file)
    done = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_booking.py"], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed" in done.stdout
