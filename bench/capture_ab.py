"""Benchmark: the recorder's own CPU per tool call, this tree against an earlier commit, in one process.

On a shared machine two separate benchmark runs differ by more than the change being measured, so this script puts
both recorders in the same process: it exports ``langchain_trajectory`` of ``--baseline`` (a commit) into a
temporary directory under another package name, then times the two recorders' callbacks (as ``bench/capture.py``'s
``recorder self time``, by its ``CAPTURE_CLOCK``) on the same ``create_agent`` agent, alternating them run after
run.

* ``in-run``: each recorder attached to real runs of the agent (``--calls`` sequential tool calls per run);
* ``replay``: the callback events of one run, captured once, fed to a fresh recorder of each kind (the recorder's
  code alone, without langchain-core's dispatch or cache effects of the run around it);
* ``kept`` (``--kept``, issue 27): what one replayed run leaves allocated, per tool call: the objects the garbage
  collector tracks (what its collections walk and what triggers them) and the bytes (``tracemalloc``).

Usage: ``python bench/capture_ab.py --baseline <commit> [--calls 200] [--runs 12] [--replays 200] [--kept]``
"""

from __future__ import annotations

import argparse
import gc
import importlib
import io
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

os.environ.setdefault("LANGSMITH_TRACING", "false")

sys.path.insert(0, str(Path(__file__).resolve().parent))
# "this tree" is the checkout this script is in, whichever copy of the package is installed
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from capture import INPUT, add_self_time, build_agent, clocked  # the agent and clock of bench/capture.py
from langchain_core.callbacks import BaseCallbackHandler

from langchain_trajectory.capture import TrajectoryRecorder

EVENTS = (
    "on_chain_start",
    "on_chain_end",
    "on_chain_error",
    "on_chat_model_start",
    "on_llm_end",
    "on_tool_start",
    "on_tool_end",
    "on_tool_error",
)
BASELINE_PACKAGE = "lt_baseline"


def load_baseline(commit: str, into: Path) -> type:
    """The ``TrajectoryRecorder`` class of ``commit``, imported as package ``lt_baseline``."""
    root = Path(__file__).resolve().parent.parent
    archive = subprocess.run(
        ["git", "archive", commit, "langchain_trajectory"], cwd=root, capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    package = into / "langchain_trajectory"
    for path in package.rglob("*.py"):
        path.write_text(re.sub(r"\blangchain_trajectory\b", BASELINE_PACKAGE, path.read_text()))
    package.rename(into / BASELINE_PACKAGE)
    sys.path.insert(0, str(into))
    return importlib.import_module(f"{BASELINE_PACKAGE}.capture").TrajectoryRecorder  # type: ignore[no-any-return]


def timed(cls: type) -> type:
    """``cls`` with the time spent in its callbacks (``bench/capture.py``'s ``CAPTURE_CLOCK``) summed in
    ``self_time``."""
    namespace: dict[str, Any] = {"self_time": 0.0}
    namespace.update({event: clocked(getattr(cls, event), add_self_time) for event in EVENTS})
    return type(f"Timed{cls.__module__.split('.')[0]}", (cls,), namespace)


class Capture(BaseCallbackHandler):
    """Keeps every callback event of a run, to replay it."""

    run_inline = True

    def __init__(self) -> None:
        self.log: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []

    def __getattribute__(self, name: str) -> Any:
        if name in EVENTS:
            log = object.__getattribute__(self, "log")
            return lambda *args, **kwargs: log.append((name, args, kwargs))
        return object.__getattribute__(self, name)


def in_run(classes: dict[str, type], calls: int, runs: int) -> dict[str, list[float]]:
    agent = build_agent(calls)
    config = {"recursion_limit": 10 * calls + 10}
    out: dict[str, list[float]] = {name: [] for name in classes}
    for cls in classes.values():  # warm-up
        agent.invoke(INPUT, {**config, "callbacks": [cls()]})
    for i in range(runs):
        order = list(classes.items()) if i % 2 == 0 else list(reversed(classes.items()))
        for name, cls in order:
            recorder = timed(cls)()
            agent.invoke(INPUT, {**config, "callbacks": [recorder]})
            assert len(recorder.tool_calls) == calls
            out[name].append(recorder.self_time / calls)
    return out


def replay(classes: dict[str, type], calls: int, replays: int) -> dict[str, list[float]]:
    capture = Capture()
    build_agent(calls).invoke(INPUT, {"recursion_limit": 10 * calls + 10, "callbacks": [capture]})
    out: dict[str, list[float]] = {name: [] for name in classes}
    for i in range(replays):
        order = list(classes.items()) if i % 2 == 0 else list(reversed(classes.items()))
        for name, cls in order:
            recorder = cls()
            bound = [(getattr(recorder, event), args, kwargs) for event, args, kwargs in capture.log]
            gc.disable()
            start = time.thread_time()
            for method, args, kwargs in bound:
                method(*args, **kwargs)
            elapsed = time.thread_time() - start
            gc.enable()
            assert len(recorder.tool_calls) == calls
            out[name].append(elapsed / calls)
    return out


def kept(classes: dict[str, type], calls: int) -> list[str]:
    """``kept`` rows: the objects the collector tracks and the bytes one replayed run leaves allocated (its
    records), per tool call, for each recorder (see the module doc)."""
    capture = Capture()
    build_agent(calls).invoke(INPUT, {"recursion_limit": 10 * calls + 10, "callbacks": [capture]})
    rows = []
    for name, cls in classes.items():
        objects, held = _kept_by(cls, capture, calls)
        rows.append(f"| kept | {name} | {objects / calls:.1f} objects | {held / calls:,.0f} bytes | |")
    return rows


def _kept_by(cls: type, capture: Capture, calls: int) -> tuple[int, int]:
    """(tracked objects, bytes) one replayed run of ``capture`` leaves allocated with a recorder of ``cls``."""
    for _ in range(2):  # warm-up: caches of the recorder and of the values it reads
        _replayed(cls, capture)
    gc.collect()
    gc.disable()
    try:
        before = len(gc.get_objects())
        recorder = _replayed(cls, capture)
        objects = len(gc.get_objects()) - before
        tracemalloc.start()
        again = _replayed(cls, capture)
        held = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
    finally:
        gc.enable()
    assert len(recorder.tool_calls) == len(again.tool_calls) == calls
    return objects, held


def _replayed(cls: type, capture: Capture) -> Any:
    recorder = cls()
    for event, args, kwargs in capture.log:
        getattr(recorder, event)(*args, **kwargs)
    return recorder


def summary(label: str, times: dict[str, list[float]]) -> list[str]:
    lines = []
    for name, values in times.items():
        values = sorted(values)
        lines.append(
            f"| {label} | {name} | {statistics.median(values) * 1e3:.4f} | {values[len(values) // 10] * 1e3:.4f} | "
            f"{values[0] * 1e3:.4f} |"
        )
    base, new = (sorted(v) for v in times.values())
    ratios = [new[len(new) // 2] / base[len(base) // 2], new[len(new) // 10] / base[len(base) // 10], new[0] / base[0]]
    lines.append(f"| {label} | ratio (this tree / baseline) | {ratios[0]:.2f}x | {ratios[1]:.2f}x | {ratios[2]:.2f}x |")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, help="the commit to compare with")
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--runs", type=int, default=12)
    parser.add_argument("--replays", type=int, default=200)
    parser.add_argument("--kept", action="store_true", help="only what one replayed run leaves allocated")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        classes = {"baseline": load_baseline(args.baseline, Path(tmp)), "this tree": TrajectoryRecorder}
        if args.kept:
            rows = kept(classes, args.calls)
        else:
            rows = summary("in-run", in_run(classes, args.calls, args.runs))
            rows += summary("replay", replay(classes, args.calls, args.replays))
    if args.kept:
        print(
            "\n".join(
                [
                    f"`python bench/capture_ab.py --baseline {args.baseline} --calls {args.calls} --kept`: what one "
                    f"replayed {args.calls}-call run leaves allocated, per tool call: objects the garbage collector "
                    "tracks, and bytes (tracemalloc).",
                    "",
                    "| measure | recorder | tracked objects per call | bytes per call | |",
                    "|---|---|---|---|---|",
                    *rows,
                    "",
                ]
            )
        )
        return
    print(
        "\n".join(
            [
                f"## Recorder CPU per tool call against `{args.baseline}` (`bench/capture_ab.py`)",
                "",
                f"`python bench/capture_ab.py --baseline {args.baseline} --calls {args.calls} --runs {args.runs} "
                f"--replays {args.replays}`; load average {os.getloadavg()[0]:.1f} at the end. Thread CPU time inside "
                "the recorder's callbacks per tool call (ms), the two recorders alternating in one process.",
                "",
                "| measure | recorder | median | 10th percentile | best |",
                "|---|---|---|---|---|",
                *rows,
                "",
            ]
        )
    )


if __name__ == "__main__":
    main()
