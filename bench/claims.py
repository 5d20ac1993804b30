"""ClaimedActionEvaluator on the labelled set of tests/_claims_labelled.py and the held-out parts
tests/_claims_heldout_c.py to tests/_claims_heldout_y.py (and, apart, the probes of tests/_claims_probes.py):
recall and false positives without a judge, per part of the set (development, held out A to Y), with the derived
claim words (the default) and with the configured words only (``derive=False``), and the throughput of the rules.
A blind part's first run, against the rules of commits that never saw it, is ``bench/claims_first_run.py``.

Recall is the share of conversations with an unsupported claim that fail; the false-positive rate the share of the
other conversations that fail. Run from the repository root: ``python bench/claims.py [--markdown]``; the
package imported is this tree's (its root is put first on the path: a script's own folder comes first otherwise,
and an editable install elsewhere would be measured instead).

``--before COMMIT`` also measures the throughput of that commit's rules side by side with this tree's, on the same
conversations (``_sidebyside.py``: one process per side and round, the sides alternating), e.g. ``python
bench/claims.py --before 8095a0e --rounds 7``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if "--worker" not in sys.argv:  # a worker's tree is given by PYTHONPATH (_sidebyside.run_worker)
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import _sidebyside  # noqa: E402
from _claims_heldout_c import HELD_OUT_C  # noqa: E402
from _claims_heldout_d import HELD_OUT_D  # noqa: E402
from _claims_heldout_e import HELD_OUT_E  # noqa: E402
from _claims_heldout_f import HELD_OUT_F  # noqa: E402
from _claims_heldout_g import HELD_OUT_G  # noqa: E402
from _claims_heldout_h import HELD_OUT_H  # noqa: E402
from _claims_heldout_i import HELD_OUT_I  # noqa: E402
from _claims_heldout_j import HELD_OUT_J  # noqa: E402
from _claims_heldout_k import HELD_OUT_K  # noqa: E402
from _claims_heldout_l import HELD_OUT_L  # noqa: E402
from _claims_heldout_m import HELD_OUT_M  # noqa: E402
from _claims_heldout_n import HELD_OUT_N  # noqa: E402
from _claims_heldout_o import HELD_OUT_O  # noqa: E402
from _claims_heldout_p import HELD_OUT_P  # noqa: E402
from _claims_heldout_q import HELD_OUT_Q  # noqa: E402
from _claims_heldout_r import HELD_OUT_R  # noqa: E402
from _claims_heldout_s import HELD_OUT_S  # noqa: E402
from _claims_heldout_t import HELD_OUT_T  # noqa: E402
from _claims_heldout_u import HELD_OUT_U  # noqa: E402
from _claims_heldout_v import HELD_OUT_V  # noqa: E402
from _claims_heldout_w import HELD_OUT_W  # noqa: E402
from _claims_heldout_x import HELD_OUT_X  # noqa: E402
from _claims_heldout_y import HELD_OUT_Y  # noqa: E402
from _claims_labelled import DEVELOPMENT, HELD_OUT_A, HELD_OUT_B  # noqa: E402
from _claims_probes import PROBES, PROBES_RUN_ONCE, PROBES_RUN_ONCE_2  # noqa: E402

from langchain_trajectory.evaluators import ClaimedActionEvaluator  # noqa: E402


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


def side_by_side(cases: list[Any], before: str, rounds: int) -> list[str]:
    """Conversations per second of ``before``'s rules and this tree's, one process per side and round, the sides
    alternating (the first pass of each process warms it up and is not counted)."""
    sides = _sidebyside.trees(before)
    loads = [_sidebyside.load()]
    rates: dict[str, list[float]] = {label: [] for label, _ in sides}
    for round_ in range(rounds):
        for label, tree in sides if round_ % 2 == 0 else sides[::-1]:
            rates[label].append(float(_sidebyside.run_worker(tree, __file__, [])["rate"]))
        loads.append(_sidebyside.load())
    (bb, bm), (ab, am) = (_sidebyside.best_median(rates[label], higher_is_better=True) for label in ("before", "after"))
    return [
        f"Side by side: `--before {before}` against this tree, {rounds} rounds of {len(cases)} conversations, one "
        "process per side and round, alternating; conversations/s",
        "",
        "| rules | best | median | rounds |",
        "|---|---|---|---|",
        f"| before ({before}) | {bb:,.0f} | {bm:,.0f} | {', '.join(f'{r:,.0f}' for r in rates['before'])} |",
        f"| after (this tree) | {ab:,.0f} | {am:,.0f} | {', '.join(f'{r:,.0f}' for r in rates['after'])} |",
        f"| after / before | {ab / bb:.2f} | {am / bm:.2f} | |",
        "",
        f"Load: {loads[0]} at the start, {loads[-1]} at the end.",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--markdown", action="store_true", help="print the bench/README.md table")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--before", help="also measure this commit's rules side by side (e.g. 8095a0e)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    every = DEVELOPMENT + HELD_OUT_A + HELD_OUT_B + HELD_OUT_C + HELD_OUT_D + HELD_OUT_E + HELD_OUT_F + HELD_OUT_G + HELD_OUT_H + HELD_OUT_I + HELD_OUT_J + HELD_OUT_K + HELD_OUT_L + HELD_OUT_M + HELD_OUT_N + HELD_OUT_O + HELD_OUT_P + HELD_OUT_Q + HELD_OUT_R + HELD_OUT_S + HELD_OUT_T + HELD_OUT_U + HELD_OUT_V + HELD_OUT_W + HELD_OUT_X + HELD_OUT_Y
    if args.worker:
        throughput(every, 1)  # warm up
        print(json.dumps({"rate": throughput(every, 1)[0]}))
        return
    if args.before:
        print("\n".join(side_by_side(every, args.before, args.rounds)))
        return
    parts = {
        "development (rules tuned on it)": DEVELOPMENT,
        "held out A (rules tuned on it since)": HELD_OUT_A,
        "held out B (rules tuned on it since)": HELD_OUT_B,
        "held out C (blind at its first run; rules tuned on its misses since)": HELD_OUT_C,
        "held out D (blind at its first run; rules tuned on its misses since)": HELD_OUT_D,
        "held out E (blind at its first run; rules tuned on its misses since)": HELD_OUT_E,
        "held out F (blind at its first run; rules tuned on its misses since)": HELD_OUT_F,
        "held out G (blind at its first run; rules tuned on its misses since)": HELD_OUT_G,
        "held out H (blind at its first run; rules tuned on its misses since)": HELD_OUT_H,
        "held out I (blind at its first run; rules tuned on its misses since)": HELD_OUT_I,
        "held out J (blind at its first run; rules tuned on its misses since)": HELD_OUT_J,
        "held out K (blind at its first run; rules tuned on its misses since)": HELD_OUT_K,
        "held out L (blind at its first run; rules tuned on its misses since)": HELD_OUT_L,
        "held out M (blind at its first run; rules tuned on its misses since)": HELD_OUT_M,
        "held out N (blind at its first run; rules tuned on its misses since)": HELD_OUT_N,
        "held out O (blind at its first run; rules tuned on its misses since)": HELD_OUT_O,
        "held out P (blind at its first run; rules tuned on its misses since)": HELD_OUT_P,
        "held out Q (blind at its first run; rules tuned on its misses since)": HELD_OUT_Q,
        "held out R (blind at its first run; rules tuned on its misses since)": HELD_OUT_R,
        "held out S (blind at its first run; rules tuned on its misses since)": HELD_OUT_S,
        "held out T (blind at its first run; rules tuned on its misses since)": HELD_OUT_T,
        "held out U (blind at its first run; rules tuned on its misses since)": HELD_OUT_U,
        "held out V (blind)": HELD_OUT_V,
        "held out W (blind)": HELD_OUT_W,
        "held out X (blind)": HELD_OUT_X,
        "held out Y (blind)": HELD_OUT_Y,
        "all": every,
        "probes (written while tuning on D; not blind, not in all)": PROBES,
        "probes run once (first run 65.2 % / 10.0 %; rules tuned on it since; not in all)": PROBES_RUN_ONCE,
        "probes run once, 2 (first run 58.8 % / 5.0 %; its false positive fixed since; not in all)": PROBES_RUN_ONCE_2,
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
        for part in ("D", "E", "F", "G"):
            held = next(r for name, r in rows.items() if name.startswith(f"held out {part}"))
            print(f"{title}: held out {part} missed {held['missed']}")
            print(f"{title}: held out {part} false positives {held['false_positives']}")
        for name, r in rows.items():
            if name.startswith("probes"):
                print(f"{title}: {name.split(' (')[0]} missed {r['missed']}, false positives {r['false_positives']}")
    print(
        f"\nRules only, derived words: {best:,.0f} conversations/s best, {median:,.0f} median over {args.rounds} "
        f"rounds (Python {platform.python_version()}, load {load:.1f})."
    )


if __name__ == "__main__":
    main()
