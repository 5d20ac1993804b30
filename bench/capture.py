"""Benchmark: what capturing a trajectory costs a real ``create_agent`` run.

One run = a ``create_agent`` agent making N sequential tool calls (one per model turn, scripted chat model, a real
tool), then answering. Each configuration runs the same agent; repetitions are interleaved (the configuration
order rotates every repetition) and the median wall time per configuration is reported, sync (``invoke``) and
async (``ainvoke``):

* ``none``: no handler;
* ``recorder``: :class:`TrajectoryRecorder`;
* ``langchain_tracer``: LangChain's ``LangChainTracer`` with a LangSmith client that sends nothing;
* ``deepeval``: DeepEval's LangChain ``CallbackHandler``, when ``deepeval`` imports (set ``BENCH_EXTRA_SITE`` to a
  directory holding it to keep it out of the project's environment); skipped with a note otherwise.

Targets (issue 5): the recorder's overhead at most 5% of the run, and at least 50x below the tracer's.

Usage: ``python bench/capture.py [--calls 200] [--reps 5] [--out bench/results/capture.md]``
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("LANGSMITH_TRACING", "false")
os.environ.setdefault("DEEPEVAL_TELEMETRY_OPT_OUT", "YES")
os.environ.setdefault("DEEPEVAL_DISABLE_DOTENV", "1")
if os.environ.get("BENCH_EXTRA_SITE"):
    sys.path.append(os.environ["BENCH_EXTRA_SITE"])  # appended: the project's own packages win

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.tools import tool
from langchain_core.tracers import LangChainTracer

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.offline import OfflineClient
from langchain_trajectory.testing import ScriptedChatModel, tool_call


@tool
def lookup(key: int) -> str:
    """Look a key up."""
    return f"value-{key}"


def build_agent(calls: int) -> Any:
    def respond(messages: list[BaseMessage]) -> AIMessage | str:
        done = sum(1 for m in messages if m.type == "tool")
        if done >= calls:
            return "all done"
        return AIMessage(content="", tool_calls=[tool_call("lookup", {"key": done}, f"call_{done}")])

    return create_agent(ScriptedChatModel(respond=respond), [lookup])


def deepeval_handler_factory() -> tuple[Callable[[], Any] | None, str]:
    try:
        from deepeval.integrations.langchain import CallbackHandler  # type: ignore[import-not-found]
    except Exception as exc:
        return None, f"deepeval not available ({type(exc).__name__}: {str(exc)[:120]})"
    import deepeval

    return CallbackHandler, f"deepeval {getattr(deepeval, '__version__', '?')}"


def handler_factories(deepeval_factory: Callable[[], Any] | None) -> dict[str, Callable[[], list[Any]]]:
    factories: dict[str, Callable[[], list[Any]]] = {
        "none": lambda: [],
        "recorder": lambda: [TrajectoryRecorder()],
        "langchain_tracer": lambda: [LangChainTracer(client=OfflineClient(), project_name="bench")],
    }
    if deepeval_factory is not None:
        factories["deepeval"] = lambda: [deepeval_factory()]
    return factories


INPUT = {"messages": [{"role": "user", "content": "look everything up"}]}


def check(handlers: list[Any], calls: int, final: dict[str, Any]) -> None:
    assert final["messages"][-1].content == "all done"
    for handler in handlers:
        if isinstance(handler, TrajectoryRecorder):
            recorded = handler.tool_calls
            assert len(recorded) == calls, len(recorded)
            assert [c.id for c in recorded] == [f"call_{i}" for i in range(calls)]
            assert handler.errors == []


Sample = tuple[float, float]  # (wall seconds, process CPU seconds)


def run_sync(agent: Any, handlers: list[Any], calls: int) -> Sample:
    config = {"callbacks": handlers, "recursion_limit": 10 * calls + 10}
    wall, cpu = time.perf_counter(), time.process_time()
    final = agent.invoke(INPUT, config)
    sample = (time.perf_counter() - wall, time.process_time() - cpu)
    check(handlers, calls, final)
    return sample


def run_async(agent: Any, handlers: list[Any], calls: int) -> Sample:
    async def go() -> Sample:
        config = {"callbacks": handlers, "recursion_limit": 10 * calls + 10}
        wall, cpu = time.perf_counter(), time.process_time()
        final = await agent.ainvoke(INPUT, config)
        sample = (time.perf_counter() - wall, time.process_time() - cpu)
        check(handlers, calls, final)
        return sample

    return asyncio.run(go())


def measure(
    mode: str, agent: Any, factories: dict[str, Callable[[], list[Any]]], calls: int, reps: int
) -> dict[str, list[Sample]]:
    runner = run_sync if mode == "sync" else run_async
    names = list(factories)
    times: dict[str, list[Sample]] = {name: [] for name in names}
    for name in names:  # warm-up, not timed
        runner(agent, factories[name](), calls)
    for rep in range(reps):
        order = names[rep % len(names) :] + names[: rep % len(names)]
        for name in order:
            times[name].append(runner(agent, factories[name](), calls))
    return times


def report(results: dict[str, dict[str, list[Sample]]], calls: int, reps: int, note: str) -> str:
    lines = [
        "## Capture overhead (`bench/capture.py`)",
        "",
        f"Command: `python bench/capture.py --calls {calls} --reps {reps}`. Machine: {platform.machine()}, "
        f"{os.cpu_count()} cores shared with other jobs, Python {platform.python_version()}. One run = a "
        f"`create_agent` agent making {calls} sequential tool calls (scripted model, real tool); median of {reps} "
        "interleaved repetitions after one warm-up per configuration, as wall time and as process CPU time (CPU "
        "time is not inflated by other jobs on the shared machine). Overhead = median minus the no-handler "
        f"median; per call = overhead / {calls}. {note}.",
        "",
        "| mode | handler | median wall (ms) | wall overhead | median CPU (ms) | CPU overhead | CPU overhead "
        "/ run | CPU per tool call (ms) | vs recorder (CPU) |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    verdicts = []
    for mode, times in results.items():
        wall = {name: statistics.median(s[0] for s in samples) for name, samples in times.items()}
        cpu = {name: statistics.median(s[1] for s in samples) for name, samples in times.items()}
        rec_over = {"wall": wall["recorder"] - wall["none"], "CPU": cpu["recorder"] - cpu["none"]}
        for name in times:
            w_over, c_over = wall[name] - wall["none"], cpu[name] - cpu["none"]
            ratio = ""
            if name not in ("none", "recorder"):
                ratio = f"{c_over / rec_over['CPU']:.0f}x" if rec_over["CPU"] > 0 else "recorder within noise"
            lines.append(
                f"| {mode} | {name} | {wall[name] * 1e3:.0f} | {w_over * 1e3:+.0f} ms ({w_over / wall['none']:+.1%})"
                f" | {cpu[name] * 1e3:.0f} | {c_over * 1e3:+.0f} ms | {c_over / cpu['none']:+.1%} | "
                f"{c_over / calls * 1e3:+.3f} | {ratio} |"
            )
        for kind, med in (("CPU", cpu), ("wall", wall)):
            share = rec_over[kind] / med["none"]
            tracer = med["langchain_tracer"] - med["none"]
            factor = tracer / rec_over[kind] if rec_over[kind] > 0 else float("inf")
            factor_text = "inf (recorder overhead within noise)" if rec_over[kind] <= 0 else f"{factor:.0f}x"
            verdicts.append(
                f"- {mode}, {kind} time: recorder overhead {share:+.1%} of the run (target <= 5%: "
                f"{'met' if share <= 0.05 else 'NOT met'}); tracer overhead / recorder overhead = {factor_text} "
                f"(target >= 50x: {'met' if factor >= 50 else 'NOT met'})."
            )
    lines += ["", *verdicts, ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--modes", default="sync,async")
    parser.add_argument("--out", default=None, help="write the markdown report here")
    args = parser.parse_args()

    deepeval_factory, note = deepeval_handler_factory()
    factories = handler_factories(deepeval_factory)
    agent = build_agent(args.calls)
    results = {}
    for mode in args.modes.split(","):
        results[mode] = measure(mode, agent, factories, args.calls, args.reps)
    text = report(results, args.calls, args.reps, note)
    print(text)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write(text)


if __name__ == "__main__":
    main()
