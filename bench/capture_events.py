"""Benchmark: where the recorder's own CPU goes, callback by callback (issue 27, item 3).

On the agents of ``bench/capture.py`` (tracing off: the ``create_agent`` agent; ``--tracing``: the one with
``ToolRetryMiddleware`` beside a ``LangChainTracer`` sending to the loopback LangSmith server), ``--calls`` tool calls
per run:

* ``time``: the CPU time inside each callback (``CAPTURE_CLOCK``, below) of the recorder, of a handler that returns
  at once, and of a handler that only logs each event (timed the same way, alternating run after run): events per
  tool call, microseconds per tool call and per event. The logging handler is the floor of deferring all of the
  recorder's work to read time: per event it appends one tuple (the run id's int, the parent's id, name, LangGraph
  namespace, node and agent name, the time) under a lock, with the snapshots that must be taken at event time (a
  tool's arguments, the reply's text, id and calls with their arguments, a ToolMessage's text); it places no run,
  reads no node's output for messages it wrote or answers it gave, links no span and keeps no root;
* ``--collections``: the garbage collections of one run of the recorder (after a warm-up), and how many of them ran
  inside its callbacks and for how long (``gc.callbacks``): whether a per-call cost that grows with the run comes
  from collections over a larger heap landing in the recorder;
* ``--pollute KB``: the same timing with a handler ahead of the measured one that copies ``KB`` kilobytes of memory
  on every event (untimed), as the tracer's serialization of the growing state sweeps memory between the
  callbacks: whether a per-event cost that rises with the tracer beside it, for the same bytecodes, is the caches
  the recorder finds cold;
* ``--switch-interval S``: the same timing with the interpreter's thread switch interval set to ``S`` seconds
  (``sys.setswitchinterval``; 0.005 by default): with a long one the LangSmith client's background thread, which
  serializes the tracer's runs, no longer takes the interpreter from the recorder in the middle of a callback, and
  runs only where the main thread waits; whether a per-event cost that rises with the tracer comes from that
  thread's work landing inside the recorder's callbacks;
* ``--replay`` (tracing off): the same timing, then the events of one run (as the handlers received them)
  replayed back to back into a fresh handler, timed the same way, beside the figures in the run: the same calls on
  the same payloads, with no LangGraph between two events to take the caches; what each callback costs when what it
  touches is warm, against what it costs in a run;
* ``--clocks thread,both,wall``: each handler timed with each clock (``bench/capture.py``'s ``CAPTURE_CLOCK``, and
  ``wall``, the wall time alone: tracing off only), the handlers and clocks alternating run after run in one process:
  what the clock itself adds to each figure;
* ``--only 'recorder,batched recorder' [--batch N]``: beside the recorder, the recorder's own callbacks run in
  batches of ``N`` events (64 by default) and when a root run ends, all inside the callback that fills the batch:
  whether the recorder's in-run cost is the caches LangGraph leaves cold between two events, which a batch keeps
  warm (its code and records), or the events' payloads, cold either way;
* ``--opcodes``: the bytecodes the recorder's callbacks execute per tool call, by callback and by function (a
  tracing hook counts them in one run after a warm-up; the count is the same in every run, unlike a time on a
  shared machine, so it shows what a change removes).

Every callback is timed as ``CAPTURE_CLOCK`` says (``bench/capture.py``: ``both``, the default, or ``thread``).

Usage: ``[CAPTURE_CLOCK=thread] python bench/capture_events.py [--calls 100] [--runs 6] [--tracing] [--pollute KB]
[--switch-interval S] [--only recorder,...] [--batch N] [--clocks thread,both] [--replay | --opcodes |
--collections]``
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import gc
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

# bench/capture.py (this script's folder: its agents and input), then the tests' loopback LangSmith server
import capture
from _langsmith_loopback import LoopbackLangSmith
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.tracers import LangChainTracer

EVENTS = (
    "on_chain_start",
    "on_chain_end",
    "on_chat_model_start",
    "on_llm_end",
    "on_tool_start",
    "on_tool_end",
)

SECONDS: collections.Counter[tuple[str, str]] = (
    collections.Counter()
)  # (handler, event) -> seconds inside its callbacks
COUNTS: collections.Counter[tuple[str, str]] = collections.Counter()  # (handler, event) -> events


def _timed(label: str, event: str, method: Callable[..., Any], clock: str) -> Callable[..., Any]:
    key = (label, event)

    def add(handler: Any, seconds: float) -> None:
        SECONDS[key] += seconds
        COUNTS[key] += 1

    return capture.clocked(method, add, clock)


class _Empty(BaseCallbackHandler):
    """Receives the recorder's events (inline) and does nothing with them."""

    run_inline = True

    def _nothing(self, *args: Any, **kwargs: Any) -> None:
        return None


for _event in EVENTS:
    setattr(_Empty, _event, _Empty._nothing)


class _RawLog(BaseCallbackHandler):
    """Logs each event as one tuple, with the event-time snapshots of the usual shapes (see the module doc)."""

    run_inline = True

    def __init__(self) -> None:
        self.log: list[tuple[Any, ...]] = []
        self.lock = threading.Lock()

    def on_chain_start(
        self,
        serialized: Any,
        inputs: Any,
        *,
        run_id: Any,
        parent_run_id: Any = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        metadata = metadata or {}
        at = time.time()
        with self.lock:
            self.log.append(
                (
                    "start",
                    run_id.int,
                    parent_run_id,
                    kwargs.get("name"),
                    metadata.get("langgraph_checkpoint_ns"),
                    metadata.get("langgraph_node"),
                    metadata.get("lc_agent_name"),
                    at,
                )
            )

    on_chat_model_start = on_chain_start

    def on_chain_end(self, outputs: Any, *, run_id: Any, **kwargs: Any) -> None:
        at = time.time()
        with self.lock:
            self.log.append(("end", run_id.int, at))

    def on_llm_end(self, response: Any, *, run_id: Any, **kwargs: Any) -> None:
        at = time.time()
        message = response.generations[0][0].message
        calls = [(c["name"], c["args"].copy(), c["id"]) for c in message.tool_calls]
        with self.lock:
            self.log.append(("reply", run_id.int, message.content, message.id, calls, at))

    def on_tool_start(
        self,
        serialized: Any,
        input_str: Any,
        *,
        run_id: Any,
        parent_run_id: Any = None,
        metadata: dict[str, Any] | None = None,
        inputs: Any = None,
        **kwargs: Any,
    ) -> None:
        metadata = metadata or {}
        at = time.time()
        args = dict(inputs or {})
        with self.lock:
            self.log.append(
                (
                    "tool",
                    run_id.int,
                    parent_run_id,
                    kwargs.get("name"),
                    kwargs.get("tool_call_id"),
                    args,
                    metadata.get("langgraph_checkpoint_ns"),
                    metadata.get("langgraph_node"),
                    at,
                )
            )

    def on_tool_end(self, output: Any, *, run_id: Any, **kwargs: Any) -> None:
        at = time.time()
        with self.lock:
            self.log.append(("result", run_id.int, output.content, output.status, at))


_RECORDER_END = capture.TrajectoryRecorder.on_chain_end


class _Batched(capture.TrajectoryRecorder):
    """The recorder's own callbacks run in batches (``--batch N`` events, and when a root run ends) instead of event
    by event: each event is kept as it comes (a tool's arguments copied, as the recorder snapshots them) and replayed
    into the recorder's callbacks back to back, all in the callback that fills the batch. Whether the recorder's
    cost in a run is the caches LangGraph leaves cold between two events (a batch finds its code and its own records
    warm), or the events' payloads, which are cold either way. A measuring device, not a recorder: its timings
    (``time.time()`` at replay) are wrong."""

    batch = 64

    def __init__(self) -> None:
        super().__init__()
        self.kept: list[tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]] = []

    def _keep(self, method: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        self.kept.append((method, args, kwargs))
        if len(self.kept) >= self.batch or (method is _RECORDER_END and kwargs.get("parent_run_id") is None):
            kept, self.kept = self.kept, []
            for replayed, replayed_args, replayed_kwargs in kept:
                replayed(self, *replayed_args, **replayed_kwargs)

    def on_tool_start(self, *args: Any, inputs: Any = None, **kwargs: Any) -> None:
        self._keep(capture.TrajectoryRecorder.on_tool_start, args, {**kwargs, "inputs": dict(inputs or {})})


def _batched(event: str) -> Callable[..., None]:
    method = getattr(capture.TrajectoryRecorder, event)

    def keep(self: _Batched, *args: Any, **kwargs: Any) -> None:
        self._keep(method, args, kwargs)

    return keep


for _event in EVENTS:
    if _event != "on_tool_start":
        setattr(_Batched, _event, _batched(_event))


UNTIMED: dict[str, type[Any]] = {
    "recorder": capture.TrajectoryRecorder,
    "raw log": _RawLog,
    "empty handler": _Empty,
    "batched recorder": _Batched,
}
DEFAULT_ONLY = "recorder,raw log,empty handler"


def timed_class(label: str, clock: str = capture.CLOCK, name: str | None = None) -> type[Any]:
    """The handler ``label`` with each callback timed by ``clock`` (see ``capture.CLOCK``) under ``name``."""
    base = UNTIMED[label]
    methods = {event: _timed(name or label, event, getattr(base, event), clock) for event in EVENTS}
    return type(f"Timed{base.__name__.lstrip('_')}", (base,), methods)


TimedRecorder = timed_class("recorder")
RawLogHandler = timed_class("raw log")
EmptyHandler = timed_class("empty handler")
BatchedHandler = timed_class("batched recorder")


class Polluter(BaseCallbackHandler):
    """Copies ``size`` bytes on every event the recorder receives (before it, untimed): caches left cold."""

    run_inline = True

    def __init__(self, size: int) -> None:
        self.source = bytearray(os.urandom(size))
        self.target = bytearray(size)

    def _sweep(self, *args: Any, **kwargs: Any) -> None:
        self.target[:] = self.source


for _event in EVENTS:
    setattr(Polluter, _event, Polluter._sweep)


@contextlib.contextmanager
def _tracers(tracing: bool) -> Iterator[Callable[[], list[Any]]]:
    """A factory of the handlers that run beside the measured one: a LangChainTracer when tracing is on."""
    if not tracing:
        yield list
        return
    with LoopbackLangSmith() as server:
        client = server.client()
        yield lambda: [LangChainTracer(client=client, project_name="bench")]
        client.flush()


def _invoke(agent: Any, handlers: list[Any], calls: int) -> None:
    agent.invoke(capture.INPUT, {"callbacks": handlers, "recursion_limit": 10 * calls + 10})


TIMED = {
    "recorder": TimedRecorder,
    "raw log": RawLogHandler,
    "empty handler": EmptyHandler,
    "batched recorder": BatchedHandler,
}


def _alternate(runs: int, only: tuple[str, ...], run: Callable[[type[Any]], None]) -> None:
    """``run`` each timed handler's class ``runs`` times, the order reversed every other round, after a round that
    warms up (its times are dropped)."""
    kinds = tuple(TIMED[label] for label in only)
    for index in range(runs + 1):
        if index == 1:
            SECONDS.clear()
            COUNTS.clear()
        for kind in kinds if index % 2 == 0 else kinds[::-1]:
            run(kind)


def time_events(
    calls: int, runs: int, tracing: bool, pollute: int = 0, only: tuple[str, ...] = tuple(TIMED)
) -> list[str]:
    agent = capture.build_agent(calls, middleware=tracing)
    polluter = [Polluter(pollute * 1024)] if pollute else []
    with _tracers(tracing) as beside:
        _alternate(runs, only, lambda kind: _invoke(agent, [*beside(), *polluter, kind()], calls))
    lines = [
        "| handler | callback | events per tool call | us per tool call | us per event |",
        "|---|---|---|---|---|",
    ]
    for label in only:
        keys = sorted((k for k in SECONDS if k[0] == label), key=lambda k: -SECONDS[k])
        for key in keys:
            per_call = SECONDS[key] / runs / calls * 1e6
            lines.append(
                f"| {label} | {key[1]} | {COUNTS[key] / runs / calls:.2f} | {per_call:.1f} | "
                f"{SECONDS[key] / COUNTS[key] * 1e6:.1f} |"
            )
        total = sum(SECONDS[k] for k in keys) / runs / calls * 1e6
        lines.append(f"| {label} | all | | {total:.1f} | |")
    return lines


class Recording(BaseCallbackHandler):
    """Keeps every event it receives (the callback, its arguments) to replay them (``--replay``)."""

    run_inline = True

    def __init__(self) -> None:
        self.events: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []


def _kept(event: str) -> Callable[..., None]:
    def keep(self: Recording, *args: Any, **kwargs: Any) -> None:
        self.events.append((event, args, kwargs))

    return keep


for _event in EVENTS:
    setattr(Recording, _event, _kept(_event))


def _replay(events: list[tuple[str, tuple[Any, ...], dict[str, Any]]], handler: Any) -> None:
    for event, args, kwargs in events:
        getattr(handler, event)(*args, **kwargs)


def replay_events(calls: int, runs: int, only: tuple[str, ...]) -> list[str]:
    """Each handler's CPU per event in a run (`time_events`) and with the events of one run replayed back to back."""
    time_events(calls, runs, False, 0, only)
    in_run, in_run_counts = SECONDS.copy(), COUNTS.copy()
    recording = Recording()
    _invoke(capture.build_agent(calls, middleware=False), [recording], calls)
    _alternate(runs, only, lambda kind: _replay(recording.events, kind()))
    lines = [
        "| handler | callback | events per tool call | us per event in a run | replayed | run / replayed |",
        "|---|---|---|---|---|---|",
    ]
    for label in only:
        keys = sorted((k for k in in_run if k[0] == label), key=lambda k: -in_run[k])
        for key in keys:
            run_us, replay_us = in_run[key] / in_run_counts[key] * 1e6, SECONDS[key] / COUNTS[key] * 1e6
            lines.append(
                f"| {label} | {key[1]} | {in_run_counts[key] / runs / calls:.2f} | {run_us:.1f} | {replay_us:.1f} | "
                f"{run_us / replay_us:.2f}x |"
            )
        run_total = sum(in_run[k] for k in keys) / runs / calls * 1e6
        replay_total = sum(SECONDS[k] for k in keys) / runs / calls * 1e6
        lines.append(
            f"| {label} | all, per tool call | | {run_total:.1f} | {replay_total:.1f} | {run_total / replay_total:.2f}x |"
        )
    return lines


def count_opcodes(calls: int, tracing: bool) -> list[str]:
    by_event: collections.Counter[str] = collections.Counter()
    by_function: collections.Counter[str] = collections.Counter()
    current = [""]

    def local(frame: Any, event: str, arg: Any) -> Any:
        if event == "opcode":
            by_event[current[0]] += 1
            code = frame.f_code
            by_function[f"{os.path.basename(code.co_filename)}:{code.co_name}"] += 1
        return local

    def hook(frame: Any, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return local

    def counted(event: str, method: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
            current[0] = event
            sys.settrace(hook)
            try:
                return method(self, *args, **kwargs)
            finally:
                sys.settrace(None)

        return wrapper

    counting = type(
        "CountedRecorder",
        (capture.TrajectoryRecorder,),
        {event: counted(event, getattr(capture.TrajectoryRecorder, event)) for event in EVENTS},
    )
    agent = capture.build_agent(calls, middleware=tracing)
    with _tracers(tracing) as beside:
        _invoke(agent, [*beside(), counting()], calls)  # warm-up
        by_event.clear()
        by_function.clear()
        _invoke(agent, [*beside(), counting()], calls)
    lines = ["| callback | bytecodes per tool call |", "|---|---|"]
    lines += [f"| {event} | {count / calls:.0f} |" for event, count in by_event.most_common()]
    lines += [
        f"| all | {sum(by_event.values()) / calls:.0f} |",
        "",
        "| function | bytecodes per tool call |",
        "|---|---|",
    ]
    lines += [f"| {name} | {count / calls:.0f} |" for name, count in by_function.most_common(20)]
    return lines


def count_collections(calls: int, tracing: bool) -> list[str]:
    inside = [False]
    started = [0.0]
    seen = collections.Counter[str]()

    def on_collection(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            started[0] = time.thread_time()
            return
        where = "inside the recorder's callbacks" if inside[0] else "elsewhere"
        seen[where] += 1
        seen[where + " (us)"] += round((time.thread_time() - started[0]) * 1e6)

    def marked(method: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
            inside[0] = True
            try:
                return method(self, *args, **kwargs)
            finally:
                inside[0] = False

        return wrapper

    marking = type(
        "MarkedRecorder",
        (capture.TrajectoryRecorder,),
        {event: marked(getattr(capture.TrajectoryRecorder, event)) for event in EVENTS},
    )
    agent = capture.build_agent(calls, middleware=tracing)
    with _tracers(tracing) as beside:
        _invoke(agent, [*beside(), marking()], calls)  # warm-up
        gc.callbacks.append(on_collection)
        try:
            _invoke(agent, [*beside(), marking()], calls)
        finally:
            gc.callbacks.remove(on_collection)
    lines = ["| where | collections | us per tool call |", "|---|---|---|"]
    for where in ("inside the recorder's callbacks", "elsewhere"):
        lines.append(f"| {where} | {seen[where]:,} | {seen[where + ' (us)'] / calls:.1f} |")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=100)
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--tracing", action="store_true")
    parser.add_argument("--pollute", type=int, default=0, help="kilobytes copied before each timed event")
    parser.add_argument("--switch-interval", type=float, default=0.0, help="sys.setswitchinterval, seconds")
    parser.add_argument("--only", default=DEFAULT_ONLY, help="the handlers to time, comma-separated")
    parser.add_argument("--batch", type=int, default=64, help="events per batch of the batched recorder")
    parser.add_argument(
        "--replay",
        action="store_true",
        help="also time the events of one run replayed back to back (tracing off)",
    )
    parser.add_argument(
        "--clocks",
        default="",
        help="time each handler with each of these clocks (thread, both, wall), alternating in one process",
    )
    parser.add_argument("--opcodes", action="store_true", help="count bytecodes instead of timing")
    parser.add_argument(
        "--collections", action="store_true", help="count garbage collections instead of timing"
    )
    args = parser.parse_args()
    start = os.getloadavg()[0]
    unknown = set(args.only.split(",")) - set(UNTIMED)
    if unknown:
        parser.error(f"--only: unknown handler(s) {sorted(unknown)}; choose from {', '.join(UNTIMED)}")
    if args.replay and (args.tracing or args.pollute or args.opcodes or args.collections):
        parser.error("--replay times tracing off, with no --pollute, --opcodes or --collections")
    if args.batch < 1:
        parser.error("--batch: a positive number of events")
    _Batched.batch = args.batch
    if args.switch_interval:
        sys.setswitchinterval(args.switch_interval)
    only = tuple(args.only.split(","))
    if args.clocks:
        clocks = args.clocks.split(",")
        if set(clocks) - {"thread", "both", "wall"} or args.opcodes or args.collections:
            parser.error(
                "--clocks: thread, both or wall, comma-separated; it times, so no --opcodes or --collections"
            )
        if "wall" in clocks and args.tracing:
            parser.error(
                "--clocks wall: the wall time inside a callback is its CPU time only while no other thread runs"
            )
        named = {f"{label} ({clock})": (label, clock) for label in only for clock in clocks}
        TIMED.update({name: timed_class(label, clock, name) for name, (label, clock) in named.items()})
        only = tuple(named)
    if args.opcodes:
        lines = count_opcodes(args.calls, args.tracing)
    elif args.collections:
        lines = count_collections(args.calls, args.tracing)
    elif args.replay:
        lines = replay_events(args.calls, args.runs, only)
    else:
        lines = time_events(args.calls, args.runs, args.tracing, args.pollute, only)
    flags = (
        f"--calls {args.calls}"
        + (" --opcodes" if args.opcodes else " --collections" if args.collections else f" --runs {args.runs}")
        + (" --replay" if args.replay else "")
        + (f" --pollute {args.pollute}" if args.pollute else "")
        + (f" --switch-interval {args.switch_interval:g}" if args.switch_interval else "")
        + (f" --only {args.only!r}" if args.only != DEFAULT_ONLY else "")
        + (f" --batch {args.batch}" if "batched recorder" in args.only.split(",") else "")
        + (f" --clocks {args.clocks}" if args.clocks else "")
    )
    print(
        f"`{capture.CLOCK_PREFIX}python bench/capture_events.py {flags}{' --tracing' if args.tracing else ''}`; Python "
        f"{sys.version.split()[0]}, load average {start:.1f} at the start, {os.getloadavg()[0]:.1f} at the end"
    )
    print()
    print("\n".join(lines))


if __name__ == "__main__":
    main()
