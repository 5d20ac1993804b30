"""Benchmark: a callable argument matcher on 5,000 calls over 5 tool names, plain (every same-name pair tested)
and keyed (calls bucketed by a declared key first, see ``langchain_trajectory.matching.keyed``).

The corpus: 5,000 actual calls over 5 tools (1,000 each) with arguments ``{"city": one of 50, "day": 0-27,
"seats": 1-4}``, and 5,000 expected calls: the same calls shuffled, one in ten with its day moved by 3. The
predicate accepts a call on the same city within one day; the keyed matcher declares ``keys=["city"]``.
Timed: ``ToolTrajectoryEvaluator("any_order", argument_matcher=...).evaluate(actual, expected)`` (maximum
matching, reason and metadata included), CPU time, one evaluation per process after a warm-up.

``--before COMMIT`` also runs the plain callable with that commit's code, side by side (``_sidebyside.py``); the
keyed matcher exists only in the working tree. Each round runs one process per variant, alternating; the best
and the median of ``--rounds`` are reported, with the predicate runs and the load average.

Usage: ``python bench/keyed_matchers.py [--calls 5000] [--rounds 5] [--before e2ee49e] [--out FILE]``
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import time
from pathlib import Path
from typing import Any

import _sidebyside

os.environ.setdefault("LANGSMITH_TRACING", "false")

from langchain_trajectory import ToolCall, ToolTrajectoryEvaluator

TOOLS = ["search_flights", "book_flight", "get_weather", "lookup_customer", "send_email"]
RUNS = {"n": 0}


def corpus(calls: int, seed: int = 0) -> tuple[list[ToolCall], list[ToolCall]]:
    rng = random.Random(seed)
    actual = [
        ToolCall.of(
            TOOLS[i % len(TOOLS)],
            {"city": f"city{rng.randrange(50)}", "day": rng.randrange(28), "seats": 1 + i % 4},
        )
        for i in range(calls)
    ]
    expected = []
    for call in rng.sample(actual, len(actual)):
        args = dict(call.args)
        if rng.random() < 0.1:
            args["day"] = (args["day"] + 3) % 28
        expected.append(ToolCall.of(call.name, args))
    return actual, expected


def close_day(actual_args: Any, expected_args: Any) -> bool:
    return bool(
        actual_args["city"] == expected_args["city"] and abs(actual_args["day"] - expected_args["day"]) <= 1
    )


def counted_close_day(actual_args: Any, expected_args: Any) -> bool:
    RUNS["n"] += 1
    return close_day(actual_args, expected_args)


def worker(variant: str, calls: int) -> dict[str, Any]:
    """One timed evaluation in this process (after a warm-up on a tenth of the corpus)."""

    def build(predicate: Any) -> ToolTrajectoryEvaluator:
        if variant == "keyed":
            from langchain_trajectory.matching.keyed import keyed  # only the working tree has it

            return ToolTrajectoryEvaluator("any_order", argument_matcher=keyed(predicate, keys=["city"]))
        return ToolTrajectoryEvaluator("any_order", argument_matcher=predicate)

    evaluator = build(close_day)
    actual, expected = corpus(calls)
    evaluator.evaluate(actual[: calls // 10], expected[: calls // 10])
    start = time.process_time()
    result = evaluator.evaluate(actual, expected)
    cpu = time.process_time() - start
    RUNS["n"] = 0
    build(counted_close_day).evaluate(actual, expected)  # untimed: how often the predicate runs
    return {"cpu_s": cpu, "score": result.score, "predicate_runs": RUNS["n"]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--before", help="also run the plain callable with this commit's code (e.g. e2ee49e)")
    parser.add_argument("--out", help="write the markdown section here")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(worker(args.worker, args.calls)))
        return 0
    sides = _sidebyside.trees(args.before)
    variants = [(f"plain callable ({label})", tree, "plain") for label, tree in sides]
    variants.append(("keyed callable (after)", _sidebyside.ROOT, "keyed"))
    figures: dict[str, list[dict[str, Any]]] = {name: [] for name, _, _ in variants}
    loads = [_sidebyside.load()]
    for r in range(args.rounds):
        for name, tree, variant in variants if r % 2 == 0 else list(reversed(variants)):
            figures[name].append(
                _sidebyside.run_worker(tree, __file__, [variant, "--calls", str(args.calls)])
            )
    loads.append(_sidebyside.load())
    reference = figures[variants[0][0]]
    ref_best, ref_median = _sidebyside.best_median([m["cpu_s"] for m in reference])
    lines = [
        "## Keyed callable argument matchers (`bench/keyed_matchers.py`)",
        "",
        f"Command: `python bench/keyed_matchers.py --calls {args.calls} --rounds {args.rounds}"
        + (f" --before {args.before}`" if args.before else "`"),
        "",
        f"Python {platform.python_version()}, {platform.machine()}; {args.calls:,} actual and {args.calls:,} expected "
        f"calls over {len(TOOLS)} tools; `ToolTrajectoryEvaluator('any_order').evaluate`, CPU time, one evaluation "
        f"per process, {args.rounds} rounds alternating.",
        "",
        f"| matcher | best (ms) | median (ms) | predicate runs | score | vs {variants[0][0]} (best / median) |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for name, _, _ in variants:
        runs = figures[name]
        best, median = _sidebyside.best_median([m["cpu_s"] for m in runs])
        lines.append(
            f"| {name} | {best * 1000:.0f} | {median * 1000:.0f} | {runs[0]['predicate_runs']:,} | "
            f"{runs[0]['score']:.3f} | {ref_best / best:.1f}x / {ref_median / median:.1f}x |"
        )
    lines += ["", "Load while it ran: " + "; ".join([loads[0], loads[-1]]) + "."]
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
