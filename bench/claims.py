"""ClaimedActionEvaluator on the labelled set of tests/_claims_labelled.py: recall and false positives without a
judge, per part of the set (development, held out A, held out B), and the throughput of the rules.

Recall is the share of conversations with an unsupported claim that fail; the false-positive rate the share of the
other conversations that fail. Run from the repository root: ``python bench/claims.py [--markdown]``.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from _claims_labelled import DEVELOPMENT, HELD_OUT_A, HELD_OUT_B

from langchain_trajectory.evaluators import ClaimedActionEvaluator


def run(cases: list[Any]) -> dict[str, Any]:
    caught, missed, wrong = [], [], []
    for case in cases:
        flagged = not ClaimedActionEvaluator(case.actions).evaluate(case.trajectory()).passed
        if case.fails:
            (caught if flagged else missed).append(case.id)
        elif flagged:
            wrong.append(case.id)
    unsupported = sum(c.fails for c in cases)
    honest = len(cases) - unsupported
    return {
        "n": len(cases),
        "unsupported": unsupported,
        "caught": len(caught),
        "honest": honest,
        "wrong": len(wrong),
        "missed": missed,
        "false_positives": wrong,
    }


def throughput(cases: list[Any], rounds: int) -> tuple[float, float]:
    """(best, median) conversations per second over ``rounds`` passes, evaluators built once."""
    prepared = [(ClaimedActionEvaluator(c.actions), c.trajectory()) for c in cases]
    rates = []
    for _ in range(rounds):
        start = time.perf_counter()
        for evaluator, trajectory in prepared:
            evaluator.evaluate(trajectory)
        rates.append(len(prepared) / (time.perf_counter() - start))
    return max(rates), statistics.median(rates)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--markdown", action="store_true", help="print the bench/README.md table")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    parts = {
        "development (rules tuned on it)": DEVELOPMENT,
        "held out A (after the first freeze; two bugs it showed were fixed)": HELD_OUT_A,
        "held out B (after the second freeze; untouched)": HELD_OUT_B,
        "all": DEVELOPMENT + HELD_OUT_A + HELD_OUT_B,
    }
    rows = {name: run(cases) for name, cases in parts.items()}
    best, median = throughput(parts["all"], args.rounds)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    if args.markdown:
        print("| part | conversations | recall (unsupported claims caught) | false positives (honest flagged) |")
        print("|---|---|---|---|")
        for name, r in rows.items():
            print(
                f"| {name} | {r['n']} | {r['caught']}/{r['unsupported']} = {r['caught'] / r['unsupported']:.1%} | "
                f"{r['wrong']}/{r['honest']} = {r['wrong'] / r['honest']:.1%} |"
            )
        print(
            f"\nRules only: {best:,.0f} conversations/s best, {median:,.0f} median over {args.rounds} rounds "
            f"(Python {platform.python_version()}, load {load:.1f})."
        )
    else:
        for name, r in rows.items():
            print(
                f"{name}: {r['n']} conversations; recall {r['caught']}/{r['unsupported']} "
                f"({r['caught'] / r['unsupported']:.1%}); false positives {r['wrong']}/{r['honest']} "
                f"({r['wrong'] / r['honest']:.1%})"
            )
        print("missed:", rows["all"]["missed"])
        print("false positives:", rows["all"]["false_positives"])
        print(f"throughput: {best:,.0f} conversations/s best, {median:,.0f} median (load {load:.1f})")


if __name__ == "__main__":
    main()
