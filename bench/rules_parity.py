"""Check: the claim rules' and the fidelity guards' outputs are the same at an earlier commit as in this tree.

Refactoring a rule (CONTRIBUTING.md, "Complexity") must not change what users get. This runs
``ClaimedActionEvaluator`` (derived claim words and configured words only) on every conversation of the labelled,
held-out and probe parts of ``tests/_claims_*.py``, and ``check_fidelity`` on two seeds of the fidelity corpus
(``tests/_fidelity_corpus.py``) and on every blind set (``tests/_fidelity_blind.py``), once with each tree's
package in its own process (``PYTHONPATH``, as ``--before`` in the other benchmarks; the conversations are this
tree's on both sides), and compares every score, verdict, reason, metadata dict and violation one by one.

    python bench/rules_parity.py --before 651b189     # about 22,000 outputs, 40 s a side
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import os
import sys
from pathlib import Path
from typing import Any

os.environ["LANGSMITH_TRACING"] = "false"
os.environ["LANGSMITH_TEST_TRACKING"] = "false"
sys.path.insert(0, str(Path(__file__).resolve().parent))

import _sidebyside

TESTS = Path(__file__).resolve().parent.parent / "tests"


def _claim_parts() -> list[tuple[str, list[Any]]]:
    """``(name, cases)`` of every labelled list of claim conversations in ``tests/_claims_*.py``."""
    parts = []
    for path in sorted(TESTS.glob("_claims_*.py")):
        module = importlib.import_module(path.stem)
        for name in sorted(vars(module)):
            value = getattr(module, name)
            if name.isupper() and isinstance(value, list) and value and hasattr(value[0], "actions"):
                parts.append((f"{path.stem}.{name}", value))
    return parts


def worker(out: Path) -> dict[str, Any]:
    """Every output's ``repr``, one per line, into ``out``; their count and digest."""
    sys.path.append(str(TESTS))  # after the tree's package (PYTHONPATH), so the corpora are this tree's
    from _fidelity_blind import BLIND_SETS, blind_corpus
    from _fidelity_corpus import corpus

    import langchain_trajectory
    from langchain_trajectory.evaluators import ClaimedActionEvaluator
    from langchain_trajectory.simulation import check_fidelity

    digest = hashlib.sha256()
    count = 0
    with out.open("w") as f:

        def write(line: str) -> None:
            nonlocal count
            f.write(line + "\n")
            digest.update(line.encode())
            count += 1

        for part, cases in _claim_parts():
            for k, case in enumerate(cases):
                for derive in (True, False):
                    result = ClaimedActionEvaluator(case.actions, derive=derive).evaluate(case.trajectory())
                    write(f"claims {part} {k} {derive} {result!r}")
        sets = {f"corpus seed {seed}": corpus(seed) for seed in (28, 29)}
        sets.update({f"blind set {number}": blind_corpus(blind_set=number) for number in BLIND_SETS})
        for name, cases in sets.items():
            for k, case in enumerate(cases):
                write(f"fidelity {name} {k} {check_fidelity(case.trajectory, case.scenario).violations!r}")
    return {"count": count, "sha256": digest.hexdigest(), "package": str(Path(langchain_trajectory.__file__).parent)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", help="the commit whose outputs this tree's must equal (required)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(worker(args.out)))
        return
    if not args.before:
        parser.error("--before COMMIT is required")
    _sidebyside.parity(args.before, __file__, [], "outputs")

if __name__ == "__main__":
    main()
