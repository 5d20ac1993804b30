"""The brute-force reference of the match modes: one oracle row per mode, and the exhaustive search that takes the
best value of a row's formula over every assignment of actual calls to expected items.

A row says whether the mode is ordered (the calls given to step t all come before those given to step t + 1) and
its value from ``|A| = n``, ``R = r``, ``M_req = m_req`` and ``U = u`` (as DESIGN.md and the module doc of
``matching/modes.py`` define them). The search shares nothing with the package but the model classes, so a new
mode of ``matching/modes.py`` is checked by adding its row here (tests/test_expectation_properties.py refuses a
mode without one).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass

from langchain_trajectory.matching import CallPattern, Expectation, ExpectedCall
from langchain_trajectory.trajectory import ToolCall


@dataclass(frozen=True)
class Oracle:
    """ordered: whether step order is kept. value: the formula, ``value(n, r, m_req, u)``."""

    ordered: bool
    value: Callable[[int, int, int, int], float]


def _any_order(n: int, r: int, m_req: int, u: int) -> float:
    d = max(n - (u - m_req), r)
    return m_req / d if d else 1.0


ORACLES: dict[str, Oracle] = {
    "strict": Oracle(True, lambda n, r, m_req, u: 1.0 if (u == n and m_req == r) else 0.0),
    "in_order": Oracle(True, lambda n, r, m_req, u: m_req / r if r else 1.0),
    "any_order": Oracle(False, _any_order),
    "superset": Oracle(False, lambda n, r, m_req, u: 1.0 if m_req == r else 0.0),
    "subset": Oracle(False, lambda n, r, m_req, u: 1.0 if u == n else 0.0),
    "precision": Oracle(False, lambda n, r, m_req, u: u / n if n else (1.0 if r == 0 else 0.0)),
    "recall": Oracle(False, lambda n, r, m_req, u: m_req / r if r else (1.0 if u == n else 0.0)),
}


def ref_accepts(pattern: CallPattern, call: ToolCall, default_match: str = "exact") -> bool:
    if pattern.name is not None and call.name != pattern.name:
        return False
    if pattern.names is not None and call.name not in pattern.names:
        return False
    if pattern.name_regex is not None and not re.fullmatch(pattern.name_regex, call.name):
        return False
    if pattern.args is None:
        return True
    a, e = call.args, pattern.args
    mode = pattern.match or default_match
    if mode == "exact":
        return a == e
    if mode == "superset":
        return all(k in a and a[k] == v for k, v in e.items())
    if mode == "subset":
        return all(k in e and e[k] == v for k, v in a.items())
    return True  # ignore


def ref_item_accepts(item: ExpectedCall, call: ToolCall, default_match: str = "exact") -> bool:
    return any(ref_accepts(p, call, default_match) for p in (item.any_of or (item,)))


def ref_value(mode: str, n: int, r: int, m_req: int, u: int) -> float:
    return ORACLES[mode].value(n, r, m_req, u)


def brute_score(calls: list[ToolCall], expectation: Expectation, mode: str, default_match: str = "exact") -> float:
    """The best value of ``mode``'s oracle row over every assignment (items whose ``match`` is None compare
    arguments by ``default_match``)."""
    items = expectation.items
    n = len(calls)
    r = sum(item.min for _, item in items)
    options = [
        [None] + [j for j, (_, item) in enumerate(items) if ref_item_accepts(item, c, default_match)] for c in calls
    ]
    ordered = ORACLES[mode].ordered
    best = 0.0
    for choice in itertools.product(*options):
        counts = [0] * len(items)
        for j in choice:
            if j is not None:
                counts[j] += 1
        if any(item.max is not None and counts[j] > item.max for j, (_, item) in enumerate(items)):
            continue
        if ordered:
            steps = [items[j][0] for j in choice if j is not None]
            if steps != sorted(steps):
                continue
        m_req = sum(min(c, item.min) for c, (_, item) in zip(counts, items, strict=True))
        u = sum(counts)
        best = max(best, ref_value(mode, n, r, m_req, u))
    return best
