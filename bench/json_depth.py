"""What the JSON nesting check costs (langchain_trajectory._json): the package's loaders against plain json.

Three inputs: a model's tool-call arguments (the hot path of every evaluator, through ``reading._calls``), a
message of a few kilobytes, and a 1 MB trace document with far more than MAX_JSON_DEPTH brackets (so its decoded
value is measured). Each is timed in CPU time, best and median of several alternating rounds, in one process.

    python bench/json_depth.py [--rounds 7]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
import timeit

from langchain_trajectory._json import loads
from langchain_trajectory.reading._calls import _DECODER, _scan_json, decode_json

ARGUMENTS = json.dumps({"origin": "Paris", "destination": "Tokyo", "date": "2026-05-01", "passengers": 2})
MESSAGE = json.dumps(
    {
        "role": "assistant",
        "content": "Here are the flights I found. " * 60,
        "tool_calls": [
            {"id": f"call_{i}", "type": "function", "function": {"name": "search", "arguments": ARGUMENTS}}
            for i in range(8)
        ],
    }
)
TRACE = json.dumps(
    {
        "resourceSpans": [
            {
                "scopeSpans": [
                    {
                        "spans": [
                            {
                                "traceId": f"{i:032x}",
                                "spanId": f"{i:016x}",
                                "name": "execute_tool search",
                                "attributes": [
                                    {"key": "gen_ai.tool.name", "value": {"stringValue": "search"}},
                                    {
                                        "key": "gen_ai.tool.call.arguments",
                                        "value": {"stringValue": ARGUMENTS},
                                    },
                                ],
                            }
                            for i in range(2500)
                        ]
                    }
                ]
            }
        ]
    }
)


def _decode_json_unchecked(text: str) -> object:
    """``reading._calls.decode_json`` as it was before the check."""
    value, end = _scan_json(text, 0)
    return value if end == len(text) else _DECODER.decode(text)


def _per_call(plain, checked, number: int, rounds: int) -> tuple[list[float], list[float]]:
    """CPU seconds per call of each, best and median, the two timed in alternating rounds (process time, so other
    jobs on the machine count less)."""
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(rounds):
        for kept, statement in zip(times, (plain, checked), strict=True):
            kept.append(timeit.Timer(statement, timer=time.process_time).timeit(number) / number)
    return [min(times[0]), statistics.median(times[0])], [min(times[1]), statistics.median(times[1])]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}; trace document {len(TRACE) / 1e6:.2f} MB")
    print("| input | plain json | with the check | ratio (best) |")
    print("|---|---|---|---|")
    cases = [
        ("tool-call arguments (reading._calls)", lambda: _decode_json_unchecked(ARGUMENTS), lambda: decode_json(ARGUMENTS),
         200_000, 1e9, "ns"),
        (f"a {len(MESSAGE) / 1000:.1f} KB message", lambda: json.loads(MESSAGE), lambda: loads(MESSAGE), 20_000,
         1e6, "µs"),
        ("the 1 MB trace document (measured)", lambda: json.loads(TRACE), lambda: loads(TRACE), 5, 1e3, "ms"),
    ]  # fmt: skip
    for name, plain, checked, number, scale, unit in cases:
        (plain_best, plain_median), (best, median) = _per_call(plain, checked, number, args.rounds)
        print(
            f"| {name} | {plain_best * scale:.1f} {unit} (median {plain_median * scale:.1f}) "
            f"| {best * scale:.1f} {unit} (median {median * scale:.1f}) | {best / plain_best:.2f}x |"
        )


if __name__ == "__main__":
    main()
