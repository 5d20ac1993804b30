"""The layout's rules on size and complexity (ARCHITECTURE-NEXT, issue 26): no module of the package over 600
lines, and at most 12 of its functions of radon cyclomatic complexity D or worse (over 20). Prints the functions,
largest first, and any module too long; exits 1 when a rule is broken.

Usage (from the repository root, radon installed by the dev extra): ``python .ci/complexity.py [--max N]``
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from radon.complexity import cc_rank, cc_visit

PACKAGE = Path(__file__).resolve().parent.parent / "langchain_trajectory"
MAX_LINES = 600


def complex_functions(package: Path) -> list[tuple[int, str]]:
    """``(complexity, "path:line name")`` of every function and method of rank D or worse under ``package``."""
    found = []
    for path in sorted(package.rglob("*.py")):
        for block in cc_visit(path.read_text(encoding="utf-8")):
            # functions and methods (``Class.method``); a class's own figure (its methods' mean) is not counted
            if not hasattr(block, "methods") and cc_rank(block.complexity) >= "D":
                found.append((block.complexity, f"{path.relative_to(package.parent)}:{block.lineno} {block.fullname}"))
    return sorted(found, reverse=True)


def long_modules(package: Path) -> list[tuple[int, str]]:
    """``(lines, path)`` of every module under ``package`` over `MAX_LINES` lines."""
    counted = ((len(path.read_text(encoding="utf-8").splitlines()), path) for path in sorted(package.rglob("*.py")))
    return [(lines, str(path.relative_to(package.parent))) for lines, path in counted if lines > MAX_LINES]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--max", type=int, default=12, help="most functions of rank D or worse allowed")
    args = parser.parse_args()
    found = complex_functions(PACKAGE)
    for complexity, where in found:
        print(f"  {cc_rank(complexity)} ({complexity}) {where}")
    print(f"{len(found)} functions of radon complexity D or worse (at most {args.max})")
    long = long_modules(PACKAGE)
    for lines, where in long:
        print(f"  {where}: {lines} lines")
    print(f"{len(long)} modules over {MAX_LINES} lines (none allowed)")
    if len(found) > args.max or long:
        print("split them (CONTRIBUTING.md, 'Complexity')", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
