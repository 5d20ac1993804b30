"""ClaimedActionEvaluator on the labelled set of tests/_claims_labelled.py, tests/_claims_heldout_c.py,
tests/_claims_heldout_d.py and tests/_claims_heldout_e.py: recall and false positives without a judge, per part of
the set (development, held out A, B, C, D and E), with the derived claim words (the default) and with the configured
words only (``derive=False``), and the throughput of the rules.

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

from _claims_heldout_c import HELD_OUT_C
from _claims_heldout_d import HELD_OUT_D
from _claims_heldout_e import HELD_OUT_E
from _claims_labelled import DEVELOPMENT, HELD_OUT_A, HELD_OUT_B

from langchain_trajectory.evaluators import ClaimedActionEvaluator


def run(cases: list[Any], derive: bool = True) -> dict[str, Any]:
    caught, missed, wrong = [], [], []
    for case in cases:
        flagged = not ClaimedActionEvaluator(case.actions, derive=derive).evaluate(case.trajectory()).passed
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
        "held out A (rules tuned on it since)": HELD_OUT_A,
        "held out B (rules tuned on it since)": HELD_OUT_B,
        "held out C (blind at its first run; rules tuned on its misses since)": HELD_OUT_C,
        "held out D (blind)": HELD_OUT_D,
        "held out E (blind)": HELD_OUT_E,
        "all": DEVELOPMENT + HELD_OUT_A + HELD_OUT_B + HELD_OUT_C + HELD_OUT_D + HELD_OUT_E,
    }
    tables = {
        "derived words (default)": {name: run(cases) for name, cases in parts.items()},
        "configured words only (derive=False)": {
            name: run(cases, derive=False) for name, cases in parts.items()
        },
    }
    best, median = throughput(parts["all"], args.rounds)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    for title, rows in tables.items():
        if args.markdown:
            print(f"\n{title}:\n")
            print(
                "| part | conversations | recall (unsupported claims caught) | false positives (honest flagged) |"
            )
            print("|---|---|---|---|")
        for name, r in rows.items():
            recall = f"{r['caught']}/{r['unsupported']} = {r['caught'] / r['unsupported']:.1%}"
            false_positives = f"{r['wrong']}/{r['honest']} = {r['wrong'] / r['honest']:.1%}"
            if args.markdown:
                print(f"| {name} | {r['n']} | {recall} | {false_positives} |")
            else:
                print(
                    f"{title}, {name}: {r['n']} conversations; recall {recall}; false positives {false_positives}"
                )
        print(f"\n{title}: missed {rows['all']['missed']}")
        print(f"{title}: false positives {rows['all']['false_positives']}")
        print(f"{title}: held out D missed {rows['held out D (blind)']['missed']}")
        print(f"{title}: held out D false positives {rows['held out D (blind)']['false_positives']}")
        print(f"{title}: held out E missed {rows['held out E (blind)']['missed']}")
        print(f"{title}: held out E false positives {rows['held out E (blind)']['false_positives']}")
    print(
        f"\nRules only, derived words: {best:,.0f} conversations/s best, {median:,.0f} median over {args.rounds} "
        f"rounds (Python {platform.python_version()}, load {load:.1f})."
    )


if __name__ == "__main__":
    main()
