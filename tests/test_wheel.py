"""The package as a user installs it: the sdist and the wheel built from this checkout hold every file, and the
wheel installs with its ``demo`` extra into a fresh virtualenv (not this editable checkout) whose
``langchain-trajectory demo`` prints the verdict line the README shows.

Marked ``wheel`` and deselected by default (``addopts`` in ``pyproject.toml``): installing reaches the package
index (through pip's cache) and takes a minute or two. ``.ci/run`` builds the distributions once, with
``python -m build``, and runs these tests on them (``LANGCHAIN_TRAJECTORY_DIST`` names the folder); run by hand with
``python -m pytest -m wheel tests/test_wheel.py`` (the dev extra has ``build``), which builds them first.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.wheel

ROOT = Path(__file__).resolve().parent.parent
# Tracked files the sdist leaves out on purpose: CI's own scripts and git's.
NOT_DISTRIBUTED = {".ci/run", ".ci/complexity.py", ".gitignore"}


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder holding one sdist and one wheel: ``$LANGCHAIN_TRAJECTORY_DIST`` (built by ``.ci/run``), else
    built here once for the session, the wheel from the sdist as ``python -m build`` does."""
    given = os.environ.get("LANGCHAIN_TRAJECTORY_DIST")
    if given:
        return Path(given)
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)], check=True, capture_output=True
    )
    return out


def _one(folder: Path, pattern: str) -> Path:
    (found,) = folder.glob(pattern)
    return found


def _tracked_files() -> set[str]:
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    if listed.returncode != 0:
        pytest.skip(f"not a git checkout, so the files to compare with are unknown: {listed.stderr.strip()}")
    return {line for line in listed.stdout.splitlines() if (ROOT / line).is_file()}


def test_the_wheel_holds_every_module_and_data_file_of_the_package(dist):
    with zipfile.ZipFile(_one(dist, "*.whl")) as wheel:
        names = set(wheel.namelist())
        metadata = wheel.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    package = {name for name in _tracked_files() if name.startswith("langchain_trajectory/")}
    assert "langchain_trajectory/py.typed" in package
    assert package - names == set()
    tops = {name.split("/")[0] for name in names}
    assert tops - {"langchain_trajectory"} == {next(top for top in tops if top.endswith(".dist-info"))}
    assert "License-Expression: MIT" in metadata
    assert "Requires-Python: >=3.11" in metadata
    assert "Classifier: Programming Language :: Python :: 3.13" in metadata


def test_the_sdist_holds_what_it_takes_to_run_the_tests(dist):
    with tarfile.open(_one(dist, "*.tar.gz")) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    assert _tracked_files() - NOT_DISTRIBUTED - names == set()
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]


def test_the_installed_wheel_runs_the_demo_the_readme_shows(dist, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    # pip from this environment installs into the new one (--python), with its cache
    install = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--quiet",
            "--disable-pip-version-check",
            f"{_one(dist, '*.whl')}[demo]",
        ],
        capture_output=True,
        text=True,
    )
    assert install.returncode == 0, install.stderr[-3000:]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env |= {"LANGSMITH_TRACING": "false", "LANGSMITH_TEST_TRACKING": "false"}

    where = subprocess.run(
        [
            str(python),
            "-c",
            "import langchain_trajectory as p, importlib.resources as r; "
            "print(p.__file__); print(r.files(p).joinpath('py.typed').is_file())",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    module, typed = where.stdout.split()
    assert Path(module).is_relative_to(venv) and typed == "True"

    demo = subprocess.run(
        [str(venv / "bin" / "langchain-trajectory"), "demo", "--out", "demo-out"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert demo.returncode == 0, demo.stderr[-3000:]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (expected,) = re.findall(r"Its verdict line, [^`]*`(Verdicts: [^`]*)`", readme)
    assert expected in demo.stdout.splitlines()
    assert sorted(p.name for p in (tmp_path / "demo-out").iterdir()) == [
        "report.html",
        "results.jsonl",
        "trajectories.json",
    ]
