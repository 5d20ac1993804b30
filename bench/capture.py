"""Benchmark: what capturing a trajectory costs a real ``create_agent`` run.

One run = a ``create_agent`` agent making N sequential tool calls (one per model turn, scripted chat model, a real
tool), then answering. Each configuration runs the same agent; repetitions are interleaved (the configuration
order rotates every repetition) and the median wall time per configuration is reported, sync (``invoke``) and
async (``ainvoke``):

* ``none``: no handler;
* ``noop_handler``: a handler that does nothing (langchain-core's cost of dispatching to any handler);
* ``recorder``: :class:`TrajectoryRecorder`;
* ``langchain_tracer``: LangChain's ``LangChainTracer`` with a LangSmith client that sends nothing;
* ``deepeval``: DeepEval's LangChain ``CallbackHandler``, when ``deepeval`` imports (set ``BENCH_EXTRA_SITE`` to a
  directory holding it to keep it out of the project's environment); skipped with a note otherwise.

Targets (issue 5): the recorder's overhead at most 5% of the run, and at least 50x below the tracer's.

Tracing on (``--tracing``, issue 13): the same agent with ``ToolRetryMiddleware`` (so every tool call runs under a
``langsmith.traceable`` span, which the recorder links through the run tree), with a ``LangChainTracer`` sending to
a loopback LangSmith server started by the script (``tests/_langsmith_loopback.py``), without and with the
recorder, and the recorder's own CPU time in that run.

Memory (``--memory-runs N``, issue 13): N one-call runs recorded by one recorder, with ``max_runs=100`` and
unbounded; the memory the process holds (``tracemalloc``) after each tenth of the runs, and the time to read
``recorder.trajectories`` per run kept.

Real provider shapes (``--providers R``, issue 23): the recorder's own CPU per tool call when the model's replies are
the messages the real ``ChatAnthropic`` (default and streamed), ``ChatOpenAI`` (Chat Completions, Responses API)
integrations parsed from wire replies (``tests/providers``: made once from a loopback server, then replayed by a
scripted model so no HTTP is timed), against the same agent whose scripted model answers plain ``AIMessage`` s with
the same text and calls; R interleaved rounds, best and median. Target: at most 10 % above the scripted model.

Per call, before and after (``--per-call R``, issue 27): the recorder's own CPU per tool call (the time inside
its callbacks, `CLOCK`, as ``recorder self time``) at 10, 100 and 1,000 calls per run, tracing off (the agent
above) and on (the ``--tracing`` agent beside a ``LangChainTracer`` sending to the loopback server), and the tracer's
end-to-end cost per call on the same agents (process CPU of a run with the tracer minus a run without, the client
flushed inside the timed window), measured at ``--tracer-sizes`` (its cost per call grows with the run's history:
a 1,000-call run with the tracer takes about a minute). With ``--before COMMIT`` each round runs that commit's
package and this tree's in alternating processes (``bench/_sidebyside.py``); R rounds, best and median. Targets:
the tracer's cost at least 100x the recorder's, and the recorder's cost per call flat (1,000 calls / 10 calls
within 1.0-1.1x).

Usage: ``python bench/capture.py [--calls 200] [--reps 5] [--tracing] [--memory-runs 10000] [--providers 7]
[--per-call 5 --before 8095a0e] [--out FILE]``
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import platform
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

os.environ.setdefault("LANGSMITH_TRACING", "false")
os.environ.setdefault("DEEPEVAL_TELEMETRY_OPT_OUT", "YES")
os.environ.setdefault("DEEPEVAL_DISABLE_DOTENV", "1")
if os.environ.get("BENCH_EXTRA_SITE"):
    sys.path.append(os.environ["BENCH_EXTRA_SITE"])  # appended: the project's own packages win

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))

import _sidebyside  # bench/, the script's own folder
from _langsmith_loopback import LoopbackLangSmith  # the tests' loopback LangSmith server
from langchain.agents import create_agent
from langchain.agents.middleware import ToolRetryMiddleware
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.tools import tool
from langchain_core.tracers import LangChainTracer

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.testing.offline import OfflineClient


@tool
def lookup(key: int) -> str:
    """Look a key up."""
    return f"value-{key}"


def build_agent(calls: int, *, middleware: bool = False) -> Any:
    def respond(messages: list[BaseMessage]) -> AIMessage | str:
        done = sum(1 for m in messages if m.type == "tool")
        if done >= calls:
            return "all done"
        return AIMessage(content="", tool_calls=[tool_call("lookup", {"key": done}, f"call_{done}")])

    extra = [ToolRetryMiddleware(max_retries=1, initial_delay=0.0)] if middleware else []
    return create_agent(ScriptedChatModel(respond=respond), [lookup], middleware=extra)


def deepeval_handler_factory() -> tuple[Callable[[], Any] | None, str]:
    try:
        from deepeval.integrations.langchain import CallbackHandler  # type: ignore[import-not-found]
    except Exception as exc:
        return None, f"deepeval not available ({type(exc).__name__}: {str(exc)[:120]})"
    import deepeval

    return CallbackHandler, f"deepeval {getattr(deepeval, '__version__', '?')}"


class NoopHandler(BaseCallbackHandler):
    """A handler that does nothing (but is as cheap to dispatch to as the recorder: inline, with
    ``on_chat_model_start``): what langchain-core charges for having any handler at all."""

    run_inline = True

    def on_chat_model_start(self, *args: Any, **kwargs: Any) -> None:
        return None


class TimedRecorder(TrajectoryRecorder):
    """The recorder with the time spent inside its own callbacks accumulated in :attr:`self_time`."""

    self_time = 0.0


CLOCK = os.environ.get("CAPTURE_CLOCK", "both")
"""How a handler's callbacks are timed from inside (``CAPTURE_CLOCK``). ``both`` (the default since round 6 of
issue 27's capture rounds, bench/README.md): the smaller of the wall time (``time.perf_counter``, read inside the
thread clock's reads) and the thread's CPU time around each callback. ``thread``: the thread's CPU time alone
(``time.thread_time``), as every figure timed from inside a callback before round 6 was. Reading the thread clock is
a system call on Linux (about 1 us here; the wall clock about 0.06 us, no system call) and about half of each of its
two reads lands inside the window it measures: 15-18 us per tool call of 8 events, tracing off. The wall time
leaves them out; the thread time bounds it when the thread is descheduled or waits for the interpreter lock inside
the callback. Each is an upper bound of the callback's own CPU time, so their minimum is too."""
if CLOCK not in ("thread", "both"):
    raise SystemExit(f"CAPTURE_CLOCK must be 'thread' or 'both', not {CLOCK!r}")
CLOCK_PREFIX = "CAPTURE_CLOCK=thread " if CLOCK == "thread" else ""  # how the printed commands show it


def clocked(
    method: Callable[..., Any], add: Callable[[Any, float], None], clock: str = CLOCK
) -> Callable[..., Any]:
    """``method`` timed by ``clock`` (see `CLOCK`; ``wall`` too, the wall time alone, which only holds while no
    other thread runs: tracing off): ``add(self, seconds)`` after each call (outside the timed window)."""
    thread_time, perf_counter = time.thread_time, time.perf_counter
    if clock == "wall":

        def wall(self: Any, *args: Any, **kwargs: Any) -> Any:
            start = perf_counter()
            try:
                return method(self, *args, **kwargs)
            finally:
                add(self, perf_counter() - start)

        return wall
    if clock == "thread":

        def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
            start = thread_time()  # CPU time of this thread: not inflated when the thread is descheduled
            try:
                return method(self, *args, **kwargs)
            finally:
                add(self, thread_time() - start)

        return wrapper

    def both(self: Any, *args: Any, **kwargs: Any) -> Any:
        cpu = thread_time()
        wall = perf_counter()
        try:
            return method(self, *args, **kwargs)
        finally:
            wall = perf_counter() - wall
            cpu = thread_time() - cpu
            add(self, wall if wall < cpu else cpu)

    return both


def add_self_time(handler: Any, seconds: float) -> None:
    """What `clocked` adds a callback's time to: the handler's ``self_time``."""
    handler.self_time += seconds


def _timed(method: Callable[..., Any]) -> Callable[..., Any]:
    return clocked(method, add_self_time)


for _event in (
    "on_chain_start",
    "on_chain_end",
    "on_chain_error",
    "on_chat_model_start",
    "on_llm_end",
    "on_tool_start",
    "on_tool_end",
    "on_tool_error",
):
    setattr(TimedRecorder, _event, _timed(getattr(TrajectoryRecorder, _event)))

SELF_TIMES: list[float] = []  # seconds spent inside the recorder's callbacks, one entry per timed run


def handler_factories(deepeval_factory: Callable[[], Any] | None) -> dict[str, Callable[[], list[Any]]]:
    factories: dict[str, Callable[[], list[Any]]] = {
        "none": lambda: [],
        "noop_handler": lambda: [NoopHandler()],
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
        if isinstance(handler, TimedRecorder):
            SELF_TIMES.append(handler.self_time)
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
    warm_up = build_agent(5)
    for name in names:  # warm-up, not timed
        runner(warm_up, factories[name](), 5)
    for rep in range(reps):
        order = names[rep % len(names) :] + names[: rep % len(names)]
        for name in order:
            times[name].append(runner(agent, factories[name](), calls))
    SELF_TIMES.clear()
    for _ in range(reps):
        runner(agent, [TimedRecorder()], calls)
    times["self"] = [(t, t) for t in SELF_TIMES]
    return times


def _paired(times: dict[str, list[Sample]], name: str, k: int) -> float:
    """Median over repetitions of (this configuration - no handler) in the same repetition."""
    return statistics.median(a[k] - b[k] for a, b in zip(times[name], times["none"], strict=True))


def report(results: dict[str, dict[str, list[Sample]]], calls: int, reps: int, note: str) -> str:
    lines = [
        "## Capture overhead (`bench/capture.py`)",
        "",
        f"Command: `python bench/capture.py --calls {calls} --reps {reps}`. Machine: {platform.machine()}, "
        f"{os.cpu_count()} cores shared with other jobs (load average {os.getloadavg()[0]:.1f} at the end), "
        f"Python {platform.python_version()}. One run = a `create_agent` agent making {calls} sequential tool "
        f"calls (scripted model, real tool); {reps} interleaved repetitions after a short warm-up per configuration "
        "(the order rotates every repetition). Overhead = median over repetitions of (run - the no-handler run "
        "of the same repetition), as wall time and as process CPU time (CPU time is less inflated by other jobs "
        "on the shared machine). `recorder self time` is the CPU time spent inside the recorder's own callbacks "
        f"(median of {reps} instrumented runs): the floor of its cost, without langchain-core's per-handler "
        f"dispatch. {note}.",
        "",
        "| mode | handler | median wall (ms) | wall overhead | median CPU (ms) | CPU overhead (ms) | CPU overhead "
        "/ run | CPU per tool call (ms) | tracer or peer / recorder (CPU) |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    verdicts = []
    for mode, times in results.items():
        wall0 = statistics.median(s[0] for s in times["none"])
        cpu0 = statistics.median(s[1] for s in times["none"])
        rec_cpu = _paired(times, "recorder", 1)
        for name in (n for n in times if n != "self"):
            wall = statistics.median(s[0] for s in times[name])
            cpu = statistics.median(s[1] for s in times[name])
            w_over = _paired(times, name, 0) if name != "none" else 0.0
            c_over = _paired(times, name, 1) if name != "none" else 0.0
            ratio = ""
            if name not in ("none", "recorder", "noop_handler"):
                ratio = f"{c_over / rec_cpu:.0f}x" if rec_cpu > 0 else "recorder within noise"
            lines.append(
                f"| {mode} | {name} | {wall * 1e3:.0f} | {w_over * 1e3:+.0f} ms ({w_over / wall0:+.1%}) | "
                f"{cpu * 1e3:.0f} | {c_over * 1e3:+.0f} | {c_over / cpu0:+.1%} | {c_over / calls * 1e3:+.3f} | "
                f"{ratio} |"
            )
        self_time = statistics.median(s[0] for s in times["self"])
        tracer_cpu = _paired(times, "langchain_tracer", 1)
        lines.append(
            f"| {mode} | recorder self time | | | | {self_time * 1e3:.0f} | {self_time / cpu0:.1%} | "
            f"{self_time / calls * 1e3:.3f} | {tracer_cpu / self_time:.0f}x |"
        )
        for kind, over, base in (
            ("CPU", rec_cpu, cpu0),
            ("wall", _paired(times, "recorder", 0), wall0),
            ("recorder self time", self_time, cpu0),
        ):
            tracer = tracer_cpu if kind != "wall" else _paired(times, "langchain_tracer", 0)
            share = over / base
            factor = tracer / over if over > 0 else float("inf")
            factor_text = "inf (recorder overhead within noise)" if over <= 0 else f"{factor:.0f}x"
            verdicts.append(
                f"- {mode}, {kind}: recorder overhead {share:+.1%} of the run (target <= 5%: "
                f"{'met' if share <= 0.05 else 'NOT met'}); tracer overhead / recorder overhead = {factor_text} "
                f"(target >= 50x: {'met' if factor >= 50 else 'NOT met'})."
            )
    lines += ["", *verdicts, ""]
    return "\n".join(lines)


def tracing_on(calls: int, reps: int) -> str:
    """The recorder next to a LangChainTracer sending to a loopback server, on an agent whose tool calls run under
    traceable spans (ToolRetryMiddleware)."""
    agent = build_agent(calls, middleware=True)
    with LoopbackLangSmith() as server:
        client = server.client()

        def tracer() -> LangChainTracer:
            return LangChainTracer(client=client, project_name="bench")

        factories: dict[str, Callable[[], list[Any]]] = {
            "none": lambda: [],
            "tracer_loopback": lambda: [tracer()],
            "tracer_loopback+recorder": lambda: [tracer(), TrajectoryRecorder()],
        }
        rows = []
        for mode in ("sync", "async"):
            runner = run_sync if mode == "sync" else run_async
            times: dict[str, list[Sample]] = {name: [] for name in factories}
            for factory in factories.values():  # warm-up, not timed
                runner(build_agent(5, middleware=True), factory(), 5)
            for rep in range(reps):
                names = list(factories)
                for name in names[rep % len(names) :] + names[: rep % len(names)]:
                    times[name].append(runner(agent, factories[name](), calls))
            SELF_TIMES.clear()
            for _ in range(reps):
                runner(agent, [tracer(), TimedRecorder()], calls)
            self_time = statistics.median(SELF_TIMES)
            over = statistics.median(
                a[1] - b[1] for a, b in zip(times["tracer_loopback+recorder"], times["tracer_loopback"], strict=True)
            )
            tracer_over = statistics.median(a[1] - b[1] for a, b in zip(times["tracer_loopback"], times["none"], strict=True))
            rows.append(
                f"| {mode} | {statistics.median(s[1] for s in times['none']) * 1e3:.0f} | "
                f"{statistics.median(s[1] for s in times['tracer_loopback']) * 1e3:.0f} | "
                f"{statistics.median(s[1] for s in times['tracer_loopback+recorder']) * 1e3:.0f} | "
                f"{over / calls * 1e3:+.3f} | {self_time / calls * 1e3:.3f} | {tracer_over / self_time:.0f}x |"
            )
            client.flush()
        ingested = server.ingested()
    return "\n".join(
        [
            "## Capture with tracing on (`bench/capture.py --tracing`)",
            "",
            f"The agent of the table above plus `ToolRetryMiddleware` (every tool call runs under a `traceable` span the "
            f"recorder links through LangSmith's run tree), {calls} tool calls, {reps} interleaved repetitions; a "
            f"`LangChainTracer` sends every run to a loopback LangSmith server the script starts ({ingested} ingest "
            "requests received). CPU times in ms (process CPU, median); `recorder on top` = (tracer + recorder) - "
            "(tracer alone) of the same repetition, per tool call; `self time` = CPU inside the recorder's callbacks "
            "per tool call (median of instrumented runs next to the tracer).",
            "",
            "| mode | no handler (ms) | tracer (ms) | tracer + recorder (ms) | recorder on top, per call (ms) | "
            "recorder self time per call (ms) | tracer overhead / recorder self time |",
            "|---|---|---|---|---|---|---|",
            *rows,
            "",
        ]
    )


PROVIDER_SHAPES = {
    "ChatAnthropic": ("anthropic", False),
    "ChatAnthropic, streamed": ("anthropic", True),
    "ChatOpenAI, Chat Completions": ("openai-chat", False),
    "ChatOpenAI, Responses API": ("openai-responses", False),
}


def provider_replies(calls: int) -> dict[str, list[Any]]:
    """The replies of a ``calls``-step run in every shape: scripted ``AIMessage`` s, and the messages each real
    integration parsed from the loopback server's wire replies (one call per reply, then ``all done``)."""
    from providers._harness import provider_conversation
    from providers._scenarios import Call, Reply

    script = [Reply(text="Looking.", calls=(Call("lookup", {"key": k}),)) for k in range(calls)]
    script.append(Reply(text="all done"))
    shapes: dict[str, list[Any]] = {
        "scripted": [
            *(AIMessage(content="Looking.", tool_calls=[tool_call("lookup", {"key": k}, f"call_{k}")]) for k in range(calls)),
            AIMessage(content="all done"),
        ]
    }
    for name, (variant, stream) in PROVIDER_SHAPES.items():
        messages = provider_conversation(variant, "look everything up", script, {"lookup": "x"}, stream=stream)
        shapes[name] = [m for m in messages if isinstance(m, AIMessage)]
    return shapes


def replay_agent(replies: list[Any]) -> Any:
    def respond(messages: list[BaseMessage]) -> AIMessage:
        return replies[sum(1 for m in messages if m.type == "tool")]

    return create_agent(ScriptedChatModel(respond=respond), [lookup])


def providers_cost(calls: int, rounds: int) -> str:
    """The recorder's own CPU per tool call for each reply shape (see the module doc)."""
    shapes = provider_replies(calls)
    agents = {name: replay_agent(replies) for name, replies in shapes.items()}
    per_call: dict[str, list[float]] = {name: [] for name in shapes}
    for agent in agents.values():  # warm-up
        recorder = TimedRecorder()
        agent.invoke(INPUT, {"callbacks": [recorder], "recursion_limit": 10 * calls + 10})
    names = list(shapes)
    for index in range(rounds):
        for name in names[index % len(names) :] + names[: index % len(names)]:
            recorder = TimedRecorder()
            final = agents[name].invoke(INPUT, {"callbacks": [recorder], "recursion_limit": 10 * calls + 10})
            assert final["messages"][-1].text == "all done"
            assert len(recorder.tool_calls) == calls and recorder.errors == [], name
            assert recorder.trajectory.messages[1].content == "Looking.", recorder.trajectory.messages[1]
            per_call[name].append(recorder.self_time / calls)
    reading = _reading_cost(shapes)
    base_best, base_median = min(per_call["scripted"]), statistics.median(per_call["scripted"])
    rows = []
    for name, values in per_call.items():
        best, median = min(values), statistics.median(values)
        rows.append(
            f"| {name} | {best * 1e3:.3f} | {median * 1e3:.3f} | {best / base_best:.2f}x | "
            f"{median / base_median:.2f}x |"
        )
    return "\n".join(
        [
            "## Capture with real provider replies (`bench/capture.py --providers`)",
            "",
            f"Command: `python bench/capture.py --skip-overhead --providers {rounds} --calls {calls}`. Load average "
            f"{os.getloadavg()[0]:.1f} at the end ({os.cpu_count()} shared cores), Python {platform.python_version()}. "
            f"A `create_agent` run of {calls} tool calls (one per reply, text `Looking.` beside it); the replies "
            "are the messages each real integration parsed from the loopback provider server's wire replies, "
            "replayed by a scripted model (no HTTP timed), or plain scripted `AIMessage`s with the same text and "
            f"calls. Recorder self time (CPU inside its callbacks) per tool call, {rounds} interleaved rounds.",
            "",
            "| replies | best (ms per call) | median (ms per call) | best / scripted best | median / scripted median |",
            "|---|---|---|---|---|",
            *rows,
            "",
            "What capture does with each reply on its own (its text and its calls, as the recorder reads them at "
            "the end of a model call), timed with `timeit` (best and median of 9 repeats of 2,000 readings of one "
            "reply): the part of the cost that depends on the reply's shape, free of the run's other events.",
            "",
            "| replies | best (us per reply) | median (us per reply) | best / scripted best | median / scripted median |",
            "|---|---|---|---|---|",
            *reading,
            "",
        ]
    )


def _reading_cost(shapes: dict[str, list[Any]]) -> list[str]:
    import timeit

    from langchain_trajectory.capture._events import content_text, requested_calls

    figures = {}
    for name, replies in shapes.items():
        reply = replies[len(replies) // 2]

        def read(reply: Any = reply) -> None:
            content_text(reply.content)
            requested_calls(reply)

        times = [t / 2000 for t in timeit.repeat(read, number=2000, repeat=9)]
        figures[name] = (min(times), statistics.median(times))
    best0, median0 = figures["scripted"]
    return [
        f"| {name} | {best * 1e6:.1f} | {median * 1e6:.1f} | {best / best0:.2f}x | {median / median0:.2f}x |"
        for name, (best, median) in figures.items()
    ]


def memory(runs: int) -> str:
    """Memory held after ``runs`` one-call runs recorded by one recorder, bounded (max_runs=100) and not."""
    agent = build_agent(1)
    lines = [
        "## Recorder memory over many runs (`bench/capture.py --memory-runs N`)",
        "",
        f"{runs} runs of a one-tool-call `create_agent` agent recorded by one recorder. `held` = memory allocated "
        "by the process and still held (`tracemalloc`, after `gc.collect()`) minus what it held before the first "
        "run; `read all` = time to read `recorder.trajectories` divided by the number of runs kept.",
        "",
        "| recorder | runs so far | runs kept | held (MB) | held per run so far (KB) | read all, per kept run (ms) |",
        "|---|---|---|---|---|---|",
    ]
    checkpoints = {max(1, runs * k // 10) for k in range(1, 11)}
    for label, recorder in (("max_runs=100", TrajectoryRecorder(max_runs=100)), ("unbounded", TrajectoryRecorder())):
        for _ in range(20):  # warm caches (LangChain, pydantic) before measuring
            agent.invoke(INPUT, {"callbacks": [TrajectoryRecorder()]})
        gc.collect()
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
        for i in range(1, runs + 1):
            agent.invoke(INPUT, {"callbacks": [recorder]})
            if i in checkpoints:
                gc.collect()
                held = tracemalloc.get_traced_memory()[0] - base
                start = time.perf_counter()
                kept = len(recorder.trajectories)
                read = (time.perf_counter() - start) / kept
                lines.append(
                    f"| {label} | {i} | {kept} | {held / 1e6:.2f} | {held / i / 1e3:.2f} | {read * 1e3:.3f} |"
                )
        tracemalloc.stop()
        del recorder
        gc.collect()
    return "\n".join([*lines, ""])


PER_CALL_RUNS = {10: 9, 100: 3}  # recorder runs per size and round (their median); 1 for larger runs


def per_call_worker(sizes: list[int], tracer_sizes: list[int]) -> dict[str, Any]:
    """One round of ``--per-call`` in this process (this process's ``langchain_trajectory``): for tracing off and
    on and each size, the recorder's own CPU per tool call (median of `PER_CALL_RUNS` runs) and, at
    ``tracer_sizes``, the tracer's end-to-end CPU per tool call (median of as many paired runs)."""
    out: dict[str, Any] = {}
    with LoopbackLangSmith() as server:
        client = server.client()
        for tracing in ("off", "on"):
            on = tracing == "on"

            def tracers(on: bool = on) -> list[Any]:
                return [LangChainTracer(client=client if on else OfflineClient(), project_name="bench")]

            def cpu_of(agent: Any, handlers: list[Any], calls: int) -> float:
                start = time.process_time()
                agent.invoke(INPUT, {"callbacks": handlers, "recursion_limit": 10 * calls + 10})
                client.flush()  # the tracer's background sending, inside the timed window
                return time.process_time() - start

            warm = build_agent(5, middleware=on)
            cpu_of(warm, [*tracers(), TimedRecorder()], 5)
            cpu_of(warm, [], 5)
            figures: dict[str, dict[str, float]] = {}
            for calls in sizes:
                agent = build_agent(calls, middleware=on)
                runs = PER_CALL_RUNS.get(calls, 1)
                own = []
                for _ in range(runs):
                    recorder = TimedRecorder()
                    cpu_of(agent, [*tracers(), recorder] if on else [recorder], calls)
                    assert len(recorder.tool_calls) == calls and recorder.errors == []
                    own.append(recorder.self_time / calls)
                figure = {"recorder": statistics.median(own)}
                if calls in tracer_sizes:
                    figure["tracer"] = statistics.median(
                        (cpu_of(agent, tracers(), calls) - cpu_of(agent, [], calls)) / calls for _ in range(runs)
                    )
                figures[str(calls)] = figure
            out[tracing] = figures
    return out


def per_call(rounds: int, before: str | None, sizes: list[int], tracer_sizes: list[int]) -> str:
    """The ``--per-call`` section: this tree (and ``before``'s package, side by side) over ``rounds`` rounds."""
    sides = _sidebyside.trees(before)
    loads = [_sidebyside.load()]
    args = ["--sizes", ",".join(map(str, sizes)), "--tracer-sizes", ",".join(map(str, tracer_sizes))]
    results: dict[str, list[dict[str, Any]]] = {label: [] for label, _ in sides}
    for index in range(rounds):
        for label, tree in sides if index % 2 == 0 else list(reversed(sides)):
            results[label].append(_sidebyside.run_worker(tree, os.path.abspath(__file__), args))
        loads.append(_sidebyside.load())
    us = 1e6

    def values(label: str, tracing: str, calls: int, what: str) -> list[float]:
        return [r[tracing][str(calls)][what] for r in results[label]]

    command = f"{CLOCK_PREFIX}python bench/capture.py --skip-overhead --per-call {rounds}"
    command += f" --before {before}" if before else ""
    if sizes != [10, 100, 1000] or tracer_sizes != [10, 100]:
        command += f" {' '.join(args)}"
    lines = [
        "## Capture per call, 10 to 1,000 calls (`bench/capture.py --per-call`, issue 27)",
        "",
        f"`{command}`; Python {platform.python_version()}, {platform.machine()}. "
        f"{rounds} rounds, one process per side and round (alternating). Recorder: its own CPU inside its "
        f"callbacks ({CLOCK} clock, see `CAPTURE_CLOCK`) per tool call (median of the round's runs); tracer: "
        "process CPU of a run with a `LangChainTracer` minus a run without, per tool call (tracing off: an offline "
        "client; on: the loopback server, flushed inside the timed window). Best / median over the rounds, in "
        "microseconds.",
        "",
        "| tracing | calls per run | side | recorder (us per call) | per call / 10-call per call | "
        "tracer (us per call) | tracer / recorder |",
        "|---|---|---|---|---|---|---|",
    ]
    for tracing in ("off", "on"):
        for calls in sizes:
            for label, _ in sides:
                own = _sidebyside.best_median(values(label, tracing, calls, "recorder"))
                base = _sidebyside.best_median(values(label, tracing, sizes[0], "recorder"))
                flat = f"{own[0] / base[0]:.2f}x / {own[1] / base[1]:.2f}x"
                tracer_text = ratio = ""
                if calls in tracer_sizes:
                    tracer = _sidebyside.best_median(values(label, tracing, calls, "tracer"))
                    tracer_text = f"{tracer[0] * us:,.0f} / {tracer[1] * us:,.0f}"
                    # best ratio: the best tracer figure over the best recorder figure, likewise the medians
                    ratio = f"{tracer[0] / own[0]:.0f}x / {tracer[1] / own[1]:.0f}x"
                lines.append(
                    f"| {tracing} | {calls:,} | {label} | {own[0] * us:.1f} / {own[1] * us:.1f} | {flat} | "
                    f"{tracer_text} | {ratio} |"
                )
    if before:
        lines += ["", "After / before (recorder CPU per call, best / median):", ""]
        for tracing in ("off", "on"):
            cells = []
            for calls in sizes:
                b = _sidebyside.best_median(values("before", tracing, calls, "recorder"))
                a = _sidebyside.best_median(values("after", tracing, calls, "recorder"))
                cells.append(f"{calls:,} calls {a[0] / b[0]:.2f}x / {a[1] / b[1]:.2f}x")
            lines.append(f"- tracing {tracing}: " + "; ".join(cells))
    lines += ["", "Load while it ran: " + "; ".join(loads[:1] + loads[-1:]) + ".", ""]
    return "\n".join(lines)


def _sizes(text: str) -> list[int]:
    return [int(part) for part in text.split(",") if part]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--modes", default="sync,async")
    parser.add_argument("--tracing", action="store_true", help="add the tracing-on section")
    parser.add_argument("--memory-runs", type=int, default=0, help="add the memory section with N runs")
    parser.add_argument("--providers", type=int, default=0, help="add the real-provider section with N rounds")
    parser.add_argument("--per-call", type=int, default=0, help="add the per-call section with N rounds")
    parser.add_argument("--before", default=None, help="with --per-call: also this commit's package, side by side")
    parser.add_argument("--sizes", default="10,100,1000", help="with --per-call: calls per run")
    parser.add_argument("--tracer-sizes", default="10,100", help="with --per-call: where the tracer is measured")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--skip-overhead", action="store_true", help="only the sections asked for")
    parser.add_argument("--out", default=None, help="write the markdown report here")
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(per_call_worker(_sizes(args.sizes), _sizes(args.tracer_sizes))))
        return

    sections = []
    if not args.skip_overhead:
        deepeval_factory, note = deepeval_handler_factory()
        factories = handler_factories(deepeval_factory)
        agent = build_agent(args.calls)
        results = {}
        for mode in args.modes.split(","):
            results[mode] = measure(mode, agent, factories, args.calls, args.reps)
        sections.append(report(results, args.calls, args.reps, note))
    if args.tracing:
        sections.append(tracing_on(args.calls, args.reps))
    if args.memory_runs:
        sections.append(memory(args.memory_runs))
    if args.providers:
        sections.append(providers_cost(args.calls, args.providers))
    if args.per_call:
        sections.append(per_call(args.per_call, args.before, _sizes(args.sizes), _sizes(args.tracer_sizes)))
    text = "\n".join(sections)
    print(text)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write(text)


if __name__ == "__main__":
    main()
