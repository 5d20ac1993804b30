"""The API reference of the docs site documents every public name.

The public modules are the package, each public subpackage (at any depth) and each public top-level module that
defines ``__all__``; names of a package's private or inner modules reach users through the package's ``__all__``.
The reference pages are generated when the site is built (docs/_tools/reference.py, one page per public module);
each public module, and every name of its ``__all__``, must be in the rendered site's inventory (``objects.inv``,
written by mkdocstrings) under that module's path. The rendered site is the one ``$LANGCHAIN_TRAJECTORY_SITE`` names (.ci/run builds it with ``mkdocs build --strict`` first), else
one this module builds; without mkdocs (the ``docs`` extra) the rendered check is skipped, saying so.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import shutil
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

import langchain_trajectory

ROOT = Path(__file__).resolve().parent.parent
NOT_API = ("langchain_trajectory.demo",)  # the demo program: run by `langchain-trajectory demo`, not imported


def _public_modules() -> dict[str, list[str]]:
    """Public module path -> its ``__all__``."""
    found = {"langchain_trajectory": list(langchain_trajectory.__all__)}
    for info in pkgutil.walk_packages(langchain_trajectory.__path__, "langchain_trajectory."):
        parts = info.name.split(".")
        if any(part.startswith("_") for part in parts) or info.name.startswith(NOT_API):
            continue
        if not info.ispkg and len(parts) > 2:  # an inner module of a subpackage
            continue
        module = importlib.import_module(info.name)
        if any(name in vars(module) for name in getattr(module, "__all__", ())):  # not a module left to forward
            found[info.name] = list(module.__all__)
    return found


PUBLIC = _public_modules()


def _inventory(site: Path) -> set[str]:
    """The object names of a Sphinx inventory (version 2): four header lines, then zlib-compressed rows."""
    raw = (site / "objects.inv").read_bytes()
    header = raw.split(b"\n", 4)
    assert header[0] == b"# Sphinx inventory version 2"
    return {row.split(" ", 1)[0] for row in zlib.decompress(header[4]).decode("utf-8").splitlines() if row}


@pytest.fixture(scope="module")
def rendered(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    given = os.environ.get("LANGCHAIN_TRAJECTORY_SITE")
    if given:
        return _inventory(Path(given))
    mkdocs = shutil.which("mkdocs", path=str(Path(sys.executable).parent)) or shutil.which("mkdocs")
    if mkdocs is None:
        pytest.skip(
            "mkdocs is not installed (pip install -e '.[docs]'): the rendered reference is not checked"
        )
    site = tmp_path_factory.mktemp("site")
    done = subprocess.run(
        [mkdocs, "build", "--strict", "--site-dir", str(site)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        check=False,
    )
    assert done.returncode == 0, done.stderr[-5000:]
    return _inventory(site)


def test_the_public_modules_are_found() -> None:
    assert {
        "langchain_trajectory",
        "langchain_trajectory.evaluators",
        "langchain_trajectory.simulation",
    } <= set(PUBLIC)
    assert all(names for names in PUBLIC.values())


def test_every_public_module_has_a_reference_page(rendered: set[str]) -> None:
    missing = sorted(set(PUBLIC) - rendered)
    assert not missing, f"public modules with no page in the rendered reference: {missing}"


def _entry(module: str, name: str) -> str:
    """Where the reference renders ``module.name``: under that path, except for a function that shares its name
    with its own module (``trials.coverage.coverage``), which the renderer cannot show at the package's path (the
    submodule takes it), so it is rendered where it is defined."""
    obj = getattr(importlib.import_module(module), name)
    defined = getattr(obj, "__module__", None)
    if callable(obj) and defined and defined.rsplit(".", 1)[-1] == name:
        return f"{defined}.{name}"
    return f"{module}.{name}"


@pytest.mark.parametrize("module", sorted(PUBLIC))
def test_every_public_name_is_rendered(rendered: set[str], module: str) -> None:
    missing = [name for name in PUBLIC[module] if _entry(module, name) not in rendered]
    assert not missing, f"{module}: names of __all__ with no entry in the rendered reference: {missing}"
