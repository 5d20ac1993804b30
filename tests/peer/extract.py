"""Translate the trajectory-match test suites of agentevals and openevals into data (``cases.json`` here).

Each test function of a suite (sync and async), with each of its parametrizations, is run with the repository's
own evaluator wrapped, so that every evaluation the test makes is recorded: the evaluator's configuration, the
outputs, the reference outputs, and the score the repository's evaluator gave (which the test then asserts; a
test that fails here is reported and left out). ``test_peer_trajectory_match.py`` runs every recorded case
through this package's API.

Usage (the repositories' sources, e.g. from ``git archive``, with their Python package importable)::

    PYTHONPATH=<agentevals>/python python tests/peer/extract.py agentevals <agentevals>/python/tests <commit>
    PYTHONPATH=<openevals>/python python tests/peer/extract.py openevals <openevals>/python/tests/trajectory <commit>

Each run merges its cases into ``cases.json``.
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
import inspect
import itertools
import json
import sys
from pathlib import Path
from typing import Any

from langchain_core.messages import BaseMessage, message_to_dict

HERE = Path(__file__).resolve().parent
SUITES = {
    "agentevals": ["test_trajectory.py", "test_trajectory_async.py"],
    "openevals": ["test_trajectory.py", "test_trajectory_async.py"],
}


def _data(value: Any, path: str) -> Any:
    """``value`` as JSON data: LangChain messages as their dicts, callables by name."""
    if isinstance(value, BaseMessage):
        return {"__langchain_message__": message_to_dict(value)}
    if isinstance(value, dict):
        return {str(k): _data(v, f"{path}.{k}") for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_data(v, f"{path}.{i}") for i, v in enumerate(value)]
    if callable(value):
        return {"__callable__": path}
    return value


def main(repo: str, tests_dir: str, commit: str) -> None:
    match = importlib.import_module(f"{repo}.trajectory.match")
    recorded: list[dict[str, Any]] = []

    def wrap(create: Any, is_async: bool) -> Any:
        def wrapped(**config: Any) -> Any:
            evaluator = create(**config)

            def record(kwargs: dict[str, Any], result: Any) -> Any:
                recorded.append(
                    {
                        "config": _data(config, "config"),
                        "outputs": _data(kwargs.get("outputs"), "outputs"),
                        "reference_outputs": _data(kwargs.get("reference_outputs"), "reference_outputs"),
                        "score": result["score"],
                    }
                )
                return result

            if is_async:

                async def acall(**kwargs: Any) -> Any:
                    return record(kwargs, await evaluator(**kwargs))

                return acall
            return lambda **kwargs: record(kwargs, evaluator(**kwargs))

        return wrapped

    match.create_trajectory_match_evaluator = wrap(match.create_trajectory_match_evaluator, False)
    match.create_async_trajectory_match_evaluator = wrap(match.create_async_trajectory_match_evaluator, True)

    out_path = HERE / "cases.json"
    existing = json.loads(out_path.read_text()) if out_path.exists() else {"sources": {}, "cases": []}
    cases = [c for c in existing["cases"] if c["source"] != repo]
    failures = []
    for file_name in SUITES[repo]:
        spec = importlib.util.spec_from_file_location(
            f"peer_{repo}_{file_name[:-3]}", Path(tests_dir) / file_name
        )
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for name, fn in inspect.getmembers(module, inspect.isfunction):
            if not name.startswith("test_") or fn.__module__ != module.__name__:
                continue
            marks = [m for m in getattr(fn, "pytestmark", []) if m.name == "parametrize"]
            grids = []
            for mark in marks:
                argnames = (
                    [a.strip() for a in mark.args[0].split(",")]
                    if isinstance(mark.args[0], str)
                    else mark.args[0]
                )
                values = [v if isinstance(v, tuple) else (v,) for v in mark.args[1]]
                grids.append([dict(zip(argnames, v, strict=True)) for v in values])
            for combo in itertools.product(*grids) if grids else [()]:
                params = {k: v for part in combo for k, v in part.items()}
                recorded.clear()
                try:
                    result = fn(**params)
                    if inspect.isawaitable(result):
                        asyncio.run(result)
                except Exception as exc:  # the test fails with this checkout: leave it out, say so
                    failures.append(f"{file_name}::{name}{params}: {type(exc).__name__}: {exc}")
                    continue
                test_id = f"{file_name}::{name}[{'-'.join(str(v) for v in params.values())}]"
                for i, case in enumerate(recorded):
                    cases.append({"source": repo, "test": test_id, "evaluation": i, "params": params, **case})
    existing["sources"][repo] = {
        "repository": f"https://github.com/langchain-ai/{repo}",
        "commit": commit,
        "files": SUITES[repo],
    }
    existing["cases"] = cases
    # one case per line: diffs of a regenerated file stay readable
    lines = ",\n".join(json.dumps(c, ensure_ascii=False, sort_keys=True) for c in cases)
    sources = json.dumps(existing["sources"], indent=1, sort_keys=True)
    out_path.write_text(f'{{"sources": {sources},\n"cases": [\n{lines}\n]}}\n')
    print(
        f"{repo}: {sum(c['source'] == repo for c in cases)} evaluations recorded; {len(failures)} tests left out"
    )
    for failure in failures:
        print("  left out:", failure)


if __name__ == "__main__":
    main(*sys.argv[1:4])
