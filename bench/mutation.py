"""Per-module figures of the last ``mutmut run`` (mutation testing; see CONTRIBUTING.md).

Reads mutmut's results (``mutants/**/*.py.meta``) and the lists of equivalent mutants
(``bench/mutation_equivalents_*.txt``, one per area: one mutant name per line, then why it is equivalent), and
prints one row
per module: mutants, killed (a mutant that makes a test hang until mutmut's timeout counts as killed), survived,
equivalent, and the kill rate of the non-equivalent mutants (the figure DEVELOPERS.md sets at 85 %)::

    mutmut run                              # about 50 minutes on 2 cores
    python bench/mutation.py                # the table
    python bench/mutation.py --survivors    # and each surviving mutant not listed as equivalent

A name listed as equivalent that is no longer a survivor (the function changed, so mutmut renumbered its
mutants, or a test now kills it) is reported, so the list cannot silently go stale.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

# mutmut's exit codes (mutmut.stats.status_by_exit_code); anything else is "suspicious".
STATUS = {
    0: "survived",
    1: "killed",
    3: "killed",
    5: "no tests",
    33: "no tests",
    34: "skipped",
    36: "timeout",
    24: "timeout",
    -24: "timeout",
    152: "timeout",
    255: "timeout",
    37: "caught by type check",
    None: "not checked",
}


def read_results(root: Path) -> dict[str, dict[str, str]]:
    """``{module path: {mutant name: status}}`` from mutmut's ``.meta`` files under ``root``."""
    results: dict[str, dict[str, str]] = {}
    for meta in sorted(root.rglob("*.py.meta")):
        module = meta.relative_to(root).as_posix().removesuffix(".meta")
        codes = json.loads(meta.read_text())["exit_code_by_key"]
        results[module] = {name: STATUS.get(code, "suspicious") for name, code in codes.items()}
    return results


def read_equivalents(paths: list[Path]) -> dict[str, str]:
    """``{mutant name: why it is equivalent}`` from every file (blank lines and ``#`` comments skipped)."""
    listed: dict[str, str] = {}
    for path in paths:
        for line in path.read_text().splitlines():
            if line.strip() and not line.lstrip().startswith("#"):
                name, _, why = line.strip().partition(" ")
                listed[name] = why.strip()
    return listed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--mutants",
        type=Path,
        action="append",
        help="mutmut's directory (default: mutants); repeatable, oldest first, for runs of different modules: "
        "each module's figures come from the last directory that ran any of its mutants",
    )
    parser.add_argument(
        "--equivalents",
        type=Path,
        action="append",
        help="a list of equivalent mutants (repeatable; default: every bench/mutation_equivalents_*.txt)",
    )
    parser.add_argument("--survivors", action="store_true", help="list the non-equivalent survivors")
    args = parser.parse_args(argv)
    results: dict[str, dict[str, str]] = {}
    for root in args.mutants or [Path("mutants")]:
        for module, statuses in read_results(root).items():
            if any(status != "not checked" for status in statuses.values()):
                results[module] = statuses
    if not results:
        print("no mutmut results: run `mutmut run` first", file=sys.stderr)
        return 1
    equivalent = read_equivalents(
        args.equivalents or sorted(Path(__file__).parent.glob("mutation_equivalents_*.txt"))
    )
    print("| module | mutants | killed | survived | equivalent | killed of non-equivalent |")
    print("|---|---:|---:|---:|---:|---:|")
    stale = [name for name in equivalent if not any(r.get(name) == "survived" for r in results.values())]
    for module, statuses in results.items():
        counts = Counter(statuses.values())
        killed = counts["killed"] + counts["timeout"]
        equivalents = sum(1 for name, s in statuses.items() if s == "survived" and name in equivalent)
        relevant = len(statuses) - equivalents
        rate = f"{killed / relevant:.1%}" if relevant else "-"
        print(f"| {module} | {len(statuses)} | {killed} | {counts['survived']} | {equivalents} | {rate} |")
        if args.survivors:
            for name, status in statuses.items():
                if status in ("survived", "no tests", "suspicious") and name not in equivalent:
                    print(f"    {status}: {name}")
    for name in stale:
        print(f"listed as equivalent but not a survivor (renumbered or now killed?): {name}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
