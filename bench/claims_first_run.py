"""The first run of a blind held-out part of the claims labelled set against one commit's rules.

A held-out part (``tests/_claims_heldout_<x>.py``) is written blind and committed before any run; this script scores
it once against the rules of each commit given, the rules unpacked with ``git archive`` into
``$TMPDIR/langchain-trajectory-before/<sha>`` (``_sidebyside.trees``; nothing in the repository changes) and imported
in a process of their own, the part's cases read from this tree's ``tests/``. It prints recall and false positives
with the derived claim words (the default) and with the configured words only, and the ids missed and wrongly
flagged::

    python bench/claims_first_run.py T 3fa8730 c33053f
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

import _sidebyside  # noqa: E402


def score(part: str) -> dict[str, object]:
    """Recall and false positives of held-out ``part`` with the ``langchain_trajectory`` first on the path."""
    from langchain_trajectory.evaluators import ClaimedActionEvaluator

    cases = getattr(importlib.import_module(f"_claims_heldout_{part.lower()}"), f"HELD_OUT_{part.upper()}")
    out: dict[str, object] = {"cases": len(cases)}
    for derive in (True, False):
        missed, wrong = [], []
        for case in cases:
            flagged = not ClaimedActionEvaluator(case.actions, derive=derive).evaluate(case.trajectory()).passed
            if case.fails and not flagged:
                missed.append(case.id)
            elif not case.fails and flagged:
                wrong.append(case.id)
        unsupported = sum(c.fails for c in cases)
        honest = len(cases) - unsupported
        out["derived" if derive else "configured"] = {
            "recall": f"{unsupported - len(missed)}/{unsupported} = {(unsupported - len(missed)) / unsupported:.1%}",
            "false_positives": f"{len(wrong)}/{honest} = {len(wrong) / honest:.1%}",
            "missed": missed,
            "wrong": wrong,
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("part", help="the held-out part's letter, e.g. T")
    parser.add_argument("commits", nargs="+", help="the commits whose rules to run it against")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:  # the rules come first on the path (PYTHONPATH), the cases from this tree's tests/
        sys.path.append(str(ROOT / "tests"))
        print(json.dumps(score(args.part)))
        return
    for commit in args.commits:
        result = _sidebyside.run_worker(_sidebyside.checkout(commit), __file__, [args.part, commit])
        for kind in ("derived", "configured"):
            r = result[kind]
            print(f"{args.part} against {commit}'s rules, {kind} words: {result['cases']} conversations; "
                  f"recall {r['recall']}; false positives {r['false_positives']}")
        print(f"  missed {result['derived']['missed']}")
        print(f"  false positives {result['derived']['wrong']}")


if __name__ == "__main__":
    main()
