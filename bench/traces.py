"""Benchmark: reading OTLP JSON trace files, against merely ``json.load``-ing them, and against earlier code.

The corpus: 1,000 trajectories of 4 model turns and 5 tool calls each (varied names, JSON arguments and results,
one failed call in ten), written by ``to_otlp_json`` as one OTLP JSON file of 10,000 spans (GenAI conventions;
the OpenInference file of the same trajectories is measured too). Each round times, in alternating order,
``json.load`` of the file and :func:`langchain_trajectory.read_traces` of it (file read, JSON parse, span trees,
trajectories); the best of the rounds is reported with the ratio, and the peak memory of each (``tracemalloc``,
in a separate pass so it does not slow the timing).

``--before COMMIT`` measures the same files with that commit's code too, side by side (see ``_sidebyside.py``):
each round runs one process per side (alternating), each reading the file once to warm up and then timing one
read (CPU and wall time); best and median spans/s per side, and their ratios, with the load average.

Usage: ``python bench/traces.py [--trajectories 1000] [--rounds 5] [--before e2ee49e] [--out FILE]``
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import _sidebyside

from langchain_trajectory import Message, ToolCall, Trajectory, read_traces
from langchain_trajectory.export import to_otlp_json

TOOLS = ["search_flights", "book_flight", "get_weather", "lookup_customer", "send_email"]


def corpus(count: int) -> list[Trajectory]:
    out = []
    for i in range(count):
        messages = [Message.system("You are a travel agent."), Message.user(f"Trip {i} to Rome, please.")]
        k = 0
        for step, calls in enumerate((2, 2, 1, 0)):
            made = []
            for _ in range(calls):
                name = TOOLS[(i + k) % len(TOOLS)]
                failed = (i + k) % 10 == 0
                made.append(
                    ToolCall(
                        name=name,
                        args={"city": "Rome", "day": k, "passengers": [{"name": f"p{i}", "age": 30 + k}]},
                        id=f"call_{i}_{k}",
                        result=None if failed else f"{name} result {i}-{k}: ok",
                        error=f"ValueError('{name} failed')" if failed else None,
                        step=step,
                    )
                )
                k += 1
            messages.append(Message.assistant(f"Turn {step} of trip {i}.", made))
        out.append(Trajectory(messages=tuple(messages), metadata={"session_id": f"session-{i}"}))
    return out


def best(fn: Callable[[], Any], rounds: list[float]) -> None:
    gc.collect()
    start = time.perf_counter()
    fn()
    rounds.append(time.perf_counter() - start)


def peak(fn: Callable[[], Any]) -> int:
    gc.collect()
    tracemalloc.start()
    fn()
    _, top = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return top


def measure(path: Path, rounds: int, spans: int) -> dict[str, float]:
    def load() -> Any:
        with path.open("rb") as handle:
            return json.load(handle)

    def ours() -> Any:
        return read_traces(path)

    assert len(ours()) > 0
    loads: list[float] = []
    reads: list[float] = []
    for r in range(rounds):
        pair = [(load, loads), (ours, reads)]
        for fn, times in pair if r % 2 == 0 else reversed(pair):
            best(fn, times)
    return {
        "json_load_ms": min(loads) * 1000,
        "read_ms": min(reads) * 1000,
        "ratio": min(reads) / min(loads),
        "spans_per_s": spans / min(reads),
        "json_peak_mb": peak(load) / 2**20,
        "read_peak_mb": peak(ours) / 2**20,
        "file_mb": path.stat().st_size / 2**20,
    }


def worker(path: Path, spans: int) -> dict[str, float]:
    """One round in this process: a warm-up read, then one timed read and one timed ``json.load``."""
    read_traces(path)
    gc.collect()
    wall, cpu = time.perf_counter(), time.process_time()
    read_traces(path)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    gc.collect()
    start = time.process_time()
    with path.open("rb") as handle:
        json.load(handle)
    return {"cpu_s": cpu, "wall_s": wall, "json_cpu_s": time.process_time() - start, "spans": spans}


def side_by_side(paths: dict[str, tuple[Path, int]], before: str, rounds: int) -> list[str]:
    """The before/after table: each round one process per side and file, the sides alternating."""
    sides = _sidebyside.trees(before)
    figures: dict[tuple[str, str], list[dict[str, float]]] = {}
    loads = [_sidebyside.load()]
    for r in range(rounds):
        for conventions, (path, spans) in paths.items():
            for label, tree in sides if r % 2 == 0 else reversed(sides):
                m = _sidebyside.run_worker(tree, __file__, [str(path), str(spans)])
                figures.setdefault((conventions, label), []).append(m)
        loads.append(_sidebyside.load())
    lines = [
        f"Side by side: `--before {before}` against the working tree, {rounds} rounds, one process per side and "
        "round (alternating), each timing one read after a warm-up read. CPU time; spans/s best and median.",
        "",
        "| file | before spans/s (best / median) | after spans/s (best / median) | after / before (best / median) "
        "| after vs json.load (CPU, median) |",
        "|---|---|---|---|---|",
    ]
    for conventions, (_, spans) in paths.items():
        rate = {
            label: _sidebyside.best_median(
                [spans / m["cpu_s"] for m in figures[(conventions, label)]], higher_is_better=True
            )
            for label, _ in sides
        }
        after = figures[(conventions, "after")]
        vs_json = statistics.median(m["cpu_s"] / m["json_cpu_s"] for m in after)
        (bb, bm), (ab, am) = rate["before"], rate["after"]
        lines.append(
            f"| OTLP JSON, {conventions} | {bb:,.0f} / {bm:,.0f} | {ab:,.0f} / {am:,.0f} | "
            f"{ab / bb:.2f}x / {am / bm:.2f}x | {vs_json:.1f}x |"
        )
    lines += ["", "Load while it ran: " + "; ".join(loads[:1] + loads[-1:]) + "."]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trajectories", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--out", help="write the markdown table here")
    parser.add_argument("--before", help="also measure this commit's code, side by side (e.g. e2ee49e)")
    parser.add_argument("--worker", nargs=2, metavar=("PATH", "SPANS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(worker(Path(args.worker[0]), int(args.worker[1]))))
        return
    trajectories = corpus(args.trajectories)
    lines = [
        f"Python {platform.python_version()}, {platform.machine()}; {args.trajectories} trajectories, "
        f"best of {args.rounds} rounds",
        "",
        "| file | spans | size | json.load | read_traces | ratio | spans/s | peak memory json.load / read_traces |",
        "|---|---|---|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory() as tmp:
        if args.before:
            paths = {}
            for conventions in ("genai", "openinference"):
                document = to_otlp_json(trajectories, conventions=conventions)  # type: ignore[arg-type]
                path = Path(tmp, f"{conventions}.json")
                path.write_text(json.dumps(document))
                paths[conventions] = (path, len(document["resourceSpans"][0]["scopeSpans"][0]["spans"]))
            lines = side_by_side(paths, args.before, args.rounds)
        for conventions in () if args.before else ("genai", "openinference"):
            document = to_otlp_json(trajectories, conventions=conventions)  # type: ignore[arg-type]
            spans = len(document["resourceSpans"][0]["scopeSpans"][0]["spans"])
            path = Path(tmp, f"{conventions}.json")
            path.write_text(json.dumps(document))
            m = measure(path, args.rounds, spans)
            lines.append(
                f"| OTLP JSON, {conventions} | {spans:,} | {m['file_mb']:.1f} MB | {m['json_load_ms']:.0f} ms | "
                f"{m['read_ms']:.0f} ms | {m['ratio']:.1f}x | {m['spans_per_s']:,.0f} | "
                f"{m['json_peak_mb']:.0f} MB / {m['read_peak_mb']:.0f} MB |"
            )
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        Path(args.out).write_text(text)


if __name__ == "__main__":
    main()
