"""Benchmark: how far below the tracer capture is, by run length, beside what no handler can go below (issue 27).

Issue 27 asks capture to cost at least 100x less than ``LangChainTracer``. The tracer's cost per tool call grows
with the run's history (each event serializes the messages so far) while the recorder's stays flat, so the ratio
depends on how many tool calls a run makes. This script measures, on the agents of ``bench/capture.py`` (tracing
off: the ``create_agent`` agent; on: the one with ``ToolRetryMiddleware`` beside a ``LangChainTracer`` sending to
the loopback LangSmith server), at each ``--sizes`` number of tool calls per run, per tool call:

* ``tracer``: the tracer's end-to-end cost (process CPU of a run with it minus a run without, paired, the client
  flushed inside the timed window), as ``bench/capture.py --per-call`` measures it;
* ``recorder``: the CPU time inside the recorder's callbacks (``CAPTURE_CLOCK``, below), as ``--per-call`` measures it;
* ``raw log``: the same for a handler that only appends one tuple per event with the snapshots that must be taken
  at event time (``bench/capture_events.py``): the floor of any recorder that keeps JSON-safe snapshots;
* ``empty``: the same for a handler whose callbacks return at once (``bench/capture_floor.py``): what the timing
  itself and a Python callback's call cost in a real run. (langchain-core's own dispatch of the events to a
  handler, outside the callbacks, is not in any of the three; measured end to end it is a fraction of a per cent
  of a run, below what paired runs resolve here.)

``--dispatch`` adds what langchain-core charges per event for dispatching it to one handler that does nothing, in a
loop with warm caches (``timeit``, best of 5): a chain's end and a chain's start through a callback manager with no
handler and with one; in a run, between LangGraph's code, it costs more.

Each figure of a round is the median of that round's runs (``RUNS``: more for short runs); ``--rounds`` rounds, each
in a fresh process (with ``--before COMMIT``, that commit's package and this tree's alternate, see
``bench/_sidebyside.py``); best and median over the rounds. The ratio columns are the tracer's figure over each
handler's, best over best and median over median; 100x needs the handler at or under the tracer's figure / 100.

The three handlers are timed as ``CAPTURE_CLOCK`` says (``bench/capture.py``: ``both``, the default, or ``thread``;
the workers of ``--before`` inherit it).

Usage: ``[CAPTURE_CLOCK=thread] python bench/capture_ratio.py [--rounds 5] [--sizes 10,30,100,300] [--before COMMIT]
[--dispatch]``
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import time
import timeit
import uuid
from typing import Any

# bench/capture.py (this script's folder: its agents, input and timed recorder), the timed handlers of the two
# floor scripts, then the tests' loopback LangSmith server (capture puts tests/ on the path)
import _sidebyside
import capture
import capture_events
import capture_floor
from _langsmith_loopback import LoopbackLangSmith
from langchain_core.callbacks import CallbackManager, CallbackManagerForChainRun
from langchain_core.tracers import LangChainTracer

RUNS = {10: 9, 30: 5, 100: 3}  # runs per size and round (their median); 1 for longer runs
HANDLERS = ("recorder", "raw log", "empty")


def _handler(label: str) -> Any:
    if label == "recorder":
        return capture.TimedRecorder()
    if label == "raw log":
        return capture_events.RawLogHandler()
    return capture_floor.EmptyHandler()


def _inside(label: str, handler: Any) -> float:
    """Seconds spent inside ``handler``'s callbacks in the run just made."""
    if label == "raw log":
        return sum(seconds for (name, _), seconds in capture_events.SECONDS.items() if name == "raw log")
    return float(handler.self_time)


def worker(sizes: list[int]) -> dict[str, Any]:
    """One round in this process: ``{tracing: {size: {figure: seconds per tool call}}}``."""
    out: dict[str, Any] = {}
    with LoopbackLangSmith() as server:
        client = server.client()
        for tracing in ("off", "on"):
            on = tracing == "on"

            def tracer(on: bool = on) -> LangChainTracer:
                return LangChainTracer(client=client if on else capture.OfflineClient(), project_name="bench")

            def beside(on: bool = on) -> list[Any]:
                return [tracer()] if on else []

            def cpu(agent: Any, handlers: list[Any], calls: int) -> float:
                start = time.process_time()
                agent.invoke(capture.INPUT, {"callbacks": handlers, "recursion_limit": 10 * calls + 10})
                client.flush()  # the tracer's background sending, inside the timed window
                return time.process_time() - start

            warm = capture.build_agent(5, middleware=on)
            for label in HANDLERS:
                cpu(warm, [*beside(), _handler(label)], 5)
            cpu(warm, [tracer()], 5)
            figures: dict[str, dict[str, float]] = {}
            for calls in sizes:
                agent = capture.build_agent(calls, middleware=on)
                runs = RUNS.get(calls, 1)
                inside: dict[str, list[float]] = {label: [] for label in HANDLERS}
                for index in range(runs):
                    for label in HANDLERS if index % 2 == 0 else HANDLERS[::-1]:
                        capture_events.SECONDS.clear()
                        handler = _handler(label)
                        cpu(agent, [*beside(), handler], calls)
                        inside[label].append(_inside(label, handler) / calls)
                figure = {label: statistics.median(values) for label, values in inside.items()}
                figure["tracer"] = statistics.median(
                    (cpu(agent, [tracer()], calls) - cpu(agent, [], calls)) / calls for _ in range(runs)
                )
                figures[str(calls)] = figure
            out[tracing] = figures
    return out


def report(rounds: int, sizes: list[int], before: str | None) -> str:
    """Run ``rounds`` rounds (each side in its own process) and render the section."""
    sides = _sidebyside.trees(before)
    loads = [_sidebyside.load()]
    args = ["--sizes", ",".join(map(str, sizes))]
    results: dict[str, list[dict[str, Any]]] = {label: [] for label, _ in sides}
    for index in range(rounds):
        for label, tree in sides if index % 2 == 0 else list(reversed(sides)):
            results[label].append(_sidebyside.run_worker(tree, os.path.abspath(__file__), args, timeout=3600))
        loads.append(_sidebyside.load())

    def bm(label: str, tracing: str, calls: int, what: str) -> tuple[float, float]:
        return _sidebyside.best_median([r[tracing][str(calls)][what] for r in results[label]])

    command = f"{capture.CLOCK_PREFIX}python bench/capture_ratio.py --rounds {rounds} --sizes {args[1]}" + (
        f" --before {before}" if before else ""
    )
    lines = [
        f"`{command}`; Python {platform.python_version()}, {platform.machine()}. Microseconds per tool call, best "
        "/ median over the rounds; ratios: the tracer's figure over the handler's (best over best, median over "
        "median).",
        "",
        "| tracing | calls per run | side | tracer | 100x needs at most | recorder | tracer / recorder | raw log "
        "| tracer / raw log | empty | tracer / empty |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for tracing in ("off", "on"):
        for calls in sizes:
            for label, _ in sides:
                tracer = bm(label, tracing, calls, "tracer")
                cells = [tracing, f"{calls:,}", label, f"{tracer[0] * 1e6:,.0f} / {tracer[1] * 1e6:,.0f}"]
                cells.append(f"{tracer[0] * 1e4:,.1f} / {tracer[1] * 1e4:,.1f}")  # 1 % of the tracer's figure
                for what in HANDLERS:
                    own = bm(label, tracing, calls, what)
                    cells.append(f"{own[0] * 1e6:.1f} / {own[1] * 1e6:.1f}")
                    cells.append(
                        f"{tracer[0] / own[0]:.0f}x / {tracer[1] / own[1]:.0f}x" if min(own) > 0 else "-"
                    )
                lines.append("| " + " | ".join(cells) + " |")
    lines += ["", "Load while it ran: " + "; ".join(loads[:1] + loads[-1:]) + ".", ""]
    return "\n".join(lines)


def dispatch() -> str:
    """What langchain-core's dispatch to one do-nothing handler adds per event, warm (see the module doc)."""
    run_id, parent = uuid.uuid4(), uuid.uuid4()
    figures = {}
    for label, handlers in (("no handler", []), ("one handler", [capture.NoopHandler()])):
        run = CallbackManagerForChainRun(
            run_id=run_id,
            handlers=handlers,
            inheritable_handlers=handlers,
            parent_run_id=parent,
            tags=[],
            inheritable_tags=[],
            metadata={},
            inheritable_metadata={},
        )
        manager = CallbackManager(handlers=handlers, inheritable_handlers=handlers)
        end = min(timeit.repeat(lambda run=run: run.on_chain_end({"messages": []}), number=100_000, repeat=5))
        start = min(
            timeit.repeat(
                lambda manager=manager: manager.on_chain_start({}, {"messages": []}, run_id=run_id),
                number=20_000,
                repeat=5,
            )
        )
        figures[label] = (end / 100_000, start / 20_000)
    lines = ["| callback manager | chain end (us per event) | chain start (us per event) |", "|---|---|---|"]
    lines += [f"| {label} | {end * 1e6:.2f} | {start * 1e6:.2f} |" for label, (end, start) in figures.items()]
    added = [one - none for one, none in zip(figures["one handler"], figures["no handler"], strict=True)]
    lines += [
        "",
        f"One do-nothing handler adds {added[0] * 1e6:.2f} us to a chain's end, {added[1] * 1e6:.2f} us to its start.",
    ]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--sizes", default="10,30,100,300")
    parser.add_argument("--before", default=None, help="also this commit's package, side by side")
    parser.add_argument(
        "--dispatch",
        action="store_true",
        help="add langchain-core's dispatch cost, warm",
    )
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sizes = [int(part) for part in args.sizes.split(",") if part]
    if args.worker:
        print(json.dumps(worker(sizes)))
        return
    if args.dispatch:
        print(dispatch(), end="\n\n")
    print(report(args.rounds, sizes, args.before))


if __name__ == "__main__":
    main()
