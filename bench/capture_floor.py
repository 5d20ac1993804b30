"""Benchmark: what ``bench/capture.py --per-call`` charges a handler that does nothing.

``--per-call`` times the recorder's callbacks from inside (``CAPTURE_CLOCK``, ``bench/capture.py``: the smaller of
the wall time and the thread CPU time around each of them), in a real run whose code around each callback leaves
the caches cold.
This script times, in the same way and on the same agents (tracing off: the ``create_agent`` agent; on: the one
with ``ToolRetryMiddleware`` beside a ``LangChainTracer`` sending to the loopback LangSmith server), a handler whose
callbacks return at once, alternating with the recorder run after run in one process: the part of the recorder's
figure no handler written in Python can go below, and what is left for its own work.

Usage: ``python bench/capture_floor.py [--calls 100] [--runs 15]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from typing import Any

# bench/capture.py (this script's folder: its agents, input and timing wrapper), then the tests' loopback LangSmith
# server (capture puts tests/ on the path)
import capture
from _langsmith_loopback import LoopbackLangSmith
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.tracers import LangChainTracer

EVENTS = ("on_chain_start", "on_chain_end", "on_chat_model_start", "on_llm_end", "on_tool_start", "on_tool_end")


class EmptyHandler(BaseCallbackHandler):
    """Receives the events the recorder receives (inline) and does nothing with them."""

    run_inline = True
    self_time = 0.0

    def _nothing(self, *args: Any, **kwargs: Any) -> None:
        return None


for _event in EVENTS:
    setattr(EmptyHandler, _event, capture._timed(EmptyHandler._nothing))


def measure(calls: int, runs: int) -> dict[str, dict[str, list[float]]]:
    """Per tool call, seconds inside the callbacks of each handler, tracing off and on, ``runs`` runs each."""
    out: dict[str, dict[str, list[float]]] = {}
    with LoopbackLangSmith() as server:
        client = server.client()
        for tracing in ("off", "on"):
            on = tracing == "on"
            agent = capture.build_agent(calls, middleware=on)
            figures: dict[str, list[float]] = {"empty handler": [], "recorder": []}
            kinds = (("empty handler", EmptyHandler), ("recorder", capture.TimedRecorder))
            for index in range(runs + 1):  # the first round warms up
                for label, kind in kinds if index % 2 == 0 else tuple(reversed(kinds)):
                    handler = kind()
                    tracer = [LangChainTracer(client=client, project_name="bench")] if on else []
                    agent.invoke(capture.INPUT, {"callbacks": [*tracer, handler], "recursion_limit": 10 * calls + 10})
                    client.flush()
                    if index:
                        figures[label].append(handler.self_time / calls)
            out[tracing] = figures
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=100)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    start = os.getloadavg()[0]
    results = measure(args.calls, args.runs)
    print(
        f"`{capture.CLOCK_PREFIX}python bench/capture_floor.py --calls {args.calls} --runs {args.runs}`; "
        f"Python {sys.version.split()[0]}"
    )
    print()
    print("| tracing | handler | us per tool call (best / median) |")
    print("|---|---|---|")
    for tracing, figures in results.items():
        for label, values in figures.items():
            print(f"| {tracing} | {label} | {min(values) * 1e6:.1f} / {statistics.median(values) * 1e6:.1f} |")
    print()
    print(f"Load average {start:.1f} at the start, {os.getloadavg()[0]:.1f} at the end.")


if __name__ == "__main__":
    main()
