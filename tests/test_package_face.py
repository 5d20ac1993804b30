"""The package's public face: a short top level in five groups, names that left it still working (with one
warning each, naming their subpackage), and an import that loads only the model and the readers."""

from __future__ import annotations

import ast
import importlib
import json
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

import langchain_trajectory

INIT = Path(langchain_trajectory.__file__)
LAZY = langchain_trajectory.__getattr__.lazy
MOVED = langchain_trajectory.__getattr__.moved


def _type_checking_imports(init: Path) -> dict[str, str]:
    """``name -> module`` of the imports under ``if TYPE_CHECKING:`` in a package's ``__init__``."""
    tree = ast.parse(init.read_text(encoding="utf-8"))
    block = next(
        node for node in tree.body if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
    )
    return {alias.asname or alias.name: node.module for node in block.body for alias in node.names}


def _lazy_packages() -> list[str]:
    """Every package of ours whose ``__init__`` loads names lazily."""
    root = INIT.parent
    return sorted(
        ".".join(("langchain_trajectory", *path.parent.relative_to(root).parts))
        for path in root.rglob("__init__.py")
        if "LazyNames(" in path.read_text(encoding="utf-8")
    )


def test_the_top_level_lists_at_most_30_names_and_each_loads_without_a_warning():
    assert len(langchain_trajectory.__all__) <= 30
    assert len(set(langchain_trajectory.__all__)) == len(langchain_trajectory.__all__)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for name in langchain_trajectory.__all__:
            assert getattr(langchain_trajectory, name) is not None, name


def test_the_top_level_names_are_grouped_capture_evaluate_simulate_report_model():
    source = INIT.read_text(encoding="utf-8")
    listing = source[source.index("__all__ = [") : source.index("]", source.index("__all__ = ["))]
    groups = [line.strip("# ").strip() for line in listing.splitlines() if line.strip().startswith("#")]
    assert groups == ["capture", "evaluate", "simulate", "report", "model"]


def test_report_from_the_top_is_the_callable_report_package():
    from langchain_trajectory import report

    assert report is importlib.import_module("langchain_trajectory.report")
    assert callable(report) and report.Report.__name__ == "Report"


@pytest.mark.parametrize("name", sorted(MOVED))
def test_a_name_that_left_the_top_level_is_the_same_object_and_warns_once(name):
    module = importlib.import_module(MOVED[name])
    assert name in module.__all__, f"{name} is not exported by {module.__name__}"
    langchain_trajectory.__getattr__.warned.discard(name)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        first = getattr(langchain_trajectory, name)
        exec(f"from langchain_trajectory import {name} as second", namespace := {})
    deprecations = [  # ours only: a dependency imported on first use may warn about itself
        w
        for w in caught
        if issubclass(w.category, DeprecationWarning) and str(w.message).startswith("langchain_trajectory.")
    ]
    assert first is getattr(module, name) is namespace["second"]
    assert len(deprecations) == 1, [str(w.message) for w in deprecations]
    assert f"from {MOVED[name]} import {name}" in str(deprecations[0].message)
    assert deprecations[0].filename == __file__  # the warning points at the line that read the name


def test_the_moved_names_are_not_listed_at_the_top_or_in_dir():
    assert not set(MOVED) & set(langchain_trajectory.__all__)
    assert not set(MOVED) & set(dir(langchain_trajectory))
    assert set(LAZY) <= set(dir(langchain_trajectory))


def test_an_unknown_name_is_an_attribute_error():
    assert not hasattr(langchain_trajectory, "NoSuchEvaluator")
    with pytest.raises(ImportError, match="NoSuchEvaluator"):
        exec("from langchain_trajectory import NoSuchEvaluator", {})


@pytest.mark.parametrize("package", _lazy_packages())
def test_every_lazy_or_moved_name_is_declared_for_type_checkers_and_the_import_contracts(package):
    module = importlib.import_module(package)
    names = module.__getattr__
    declared = _type_checking_imports(Path(module.__file__))
    assert set(declared) == set(names.lazy) | set(names.moved)
    for name, source in {**names.lazy, **names.moved}.items():
        assert declared[name] == source or declared[name].startswith(source + "."), name
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert all(getattr(module, name) is not None for name in names.lazy)
    assert set(names.lazy) <= set(module.__all__) and not set(names.moved) & set(module.__all__)


def test_the_top_level_is_its_lazy_names_and_the_model():
    eager = {"Message", "ToolCall", "Trajectory", "TrajectoryInputError", "to_trajectory", "__version__"}
    assert set(LAZY) | eager == set(langchain_trajectory.__all__)
    assert "langchain_trajectory.evaluators" in _lazy_packages()


# -- what importing the package loads ---------------------------------------------------------------------------

# Modules a plain `import langchain_trajectory` must not load: each loads when a name of it is first used.
HEAVY = (
    "langsmith.run_trees",
    "langsmith.client",
    "langgraph.prebuilt",
    "langgraph.graph",
    "langchain_trajectory.capture",
    "langchain_trajectory.evaluators",
    "langchain_trajectory.simulation",
    "langchain_trajectory.report",
    "langchain_trajectory.testing",
    "langchain_trajectory.trials",
    "langchain_trajectory.testing.offline",
)

_PROBE = """
import json, sys
import langchain_trajectory
after_import = sorted(sys.modules)
from langsmith.run_trees import RunTree
run = RunTree(name="agent", run_type="chain", inputs={}, outputs={})
read = langchain_trajectory.to_trajectory(run)  # a LangSmith run, before capture was imported
after_run = sorted(sys.modules)
from langchain_trajectory import TrajectoryRecorder, ToolTrajectoryEvaluator
after_names = sorted(sys.modules)
langchain_trajectory.ConversationSimulator
print(json.dumps({
    "after_import": after_import,
    "after_names": after_names,
    "run_read_as": type(read).__name__,
    "after_run": after_run,
    "after_simulator": sorted(sys.modules),
}))
"""


@pytest.fixture(scope="module")
def probe() -> dict:
    done = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True, timeout=300, check=True)
    return json.loads(done.stdout)


def test_importing_the_package_loads_none_of_the_heavy_modules(probe):
    loaded = set(probe["after_import"])
    assert [module for module in HEAVY if module in loaded] == []
    assert {"langchain_trajectory.trajectory", "langchain_trajectory.reading"} <= loaded


def test_capturing_and_matching_load_no_judge_and_no_prebuilt_agent(probe):
    loaded = set(probe["after_names"])
    assert "langchain_trajectory.evaluators.trajectory_match" in loaded
    unwanted = ("langgraph.prebuilt", "langchain_trajectory.evaluators.judge", "langchain_trajectory.evaluators.claims")
    assert [module for module in unwanted if module in loaded] == []
    assert "langchain_trajectory.simulation" not in loaded


def test_a_langsmith_run_is_read_before_capture_is_imported(probe):
    assert probe["run_read_as"] == "Trajectory"
    assert "langchain_trajectory.capture" in probe["after_run"]  # its reader, registered on first use
    assert "langchain_trajectory.simulation" not in probe["after_run"]


def test_a_top_level_name_loads_its_subpackage_when_first_read(probe):
    assert "langchain_trajectory.simulation" in probe["after_simulator"]
