"""The package's layering holds: import-linter's contracts (pyproject.toml) are kept, and no module of the package
imports another one inside a function, where a lazy import could hide a cycle.

Lazy imports are allowed only of third-party packages (optional ones, or ones whose import cost only some calls
should pay) and in the command line's modules (``cli.py``, ``_cli/``), which import only what the subcommand being
run needs so that ``langchain-trajectory --help`` starts fast: the top of the dependency graph, so no cycle can
hide there (the import contracts still see those imports).
"""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "langchain_trajectory"

# Modules allowed to import the package lazily (see the module doc).
LAZY_IMPORTS_ALLOWED = ("cli.py", "_cli/")


def _function_level_package_imports(path: Path, root: Path = PACKAGE.parent) -> list[str]:
    """``file:line: from/import module`` for every import of the package inside a function of ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for sub in ast.walk(node):
            if isinstance(sub, ast.ImportFrom):
                module = sub.module or ""
                if (
                    sub.level
                    or module == "langchain_trajectory"
                    or module.startswith("langchain_trajectory.")
                ):
                    found.append(f"{path.relative_to(root)}:{sub.lineno}: from {'.' * sub.level}{module}")
            elif isinstance(sub, ast.Import):
                for alias in sub.names:
                    if alias.name == "langchain_trajectory" or alias.name.startswith("langchain_trajectory."):
                        found.append(f"{path.relative_to(root)}:{sub.lineno}: import {alias.name}")
    return found


def test_no_module_of_the_package_imports_another_inside_a_function():
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative.startswith(LAZY_IMPORTS_ALLOWED):
            continue
        offenders.extend(_function_level_package_imports(path))
    assert offenders == [], "function-level imports of the package (move them to the top):\n" + "\n".join(
        offenders
    )


def test_the_check_sees_a_function_level_import(tmp_path):
    module = tmp_path / "m.py"
    module.write_text(
        "def f():\n    from langchain_trajectory.capture import trajectory_from_run\n    return 1\n"
        "async def g():\n    import langchain_trajectory.reading\n"
        "def h():\n    import json\n    from . import sibling\n"
        "import langchain_trajectory.trajectory\n"
    )
    assert _function_level_package_imports(module, tmp_path) == [
        "m.py:2: from langchain_trajectory.capture",
        "m.py:5: import langchain_trajectory.reading",
        "m.py:8: from .",
    ]


def test_the_import_contracts_are_kept():
    lint = Path(sys.executable).with_name("lint-imports")
    if not lint.exists():
        pytest.skip("import-linter is not installed (it is in the dev extra)")
    done = subprocess.run(
        [str(lint), "--no-cache"],
        cwd=PACKAGE.parent,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "broken" not in done.stdout.split("Contracts:")[-1].replace("0 broken", "")


def _layered_modules() -> set[str]:
    """The modules and subpackages named in the package's layers contract (pyproject.toml)."""
    config = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    (layers,) = [c for c in config["tool"]["importlinter"]["contracts"] if c["type"] == "layers"]
    return {name.strip() for layer in layers["layers"] for name in layer.split("|")}


def test_every_subpackage_and_module_of_the_package_has_a_layer():
    present = {
        f"langchain_trajectory.{path.stem if path.is_file() else path.name}"
        for path in PACKAGE.iterdir()
        if (path.suffix == ".py" and path.stem != "__init__") or (path / "__init__.py").is_file()
    }
    layered = _layered_modules()
    assert present - layered == set(), "give these a layer in pyproject.toml's layers contract"
    assert layered - present == set(), "the layers contract names modules that do not exist"
