"""Assignments with capacities, and order-aware alignment of a sequence with ordered groups.

The expectation model (`langchain_trajectory.matching.expectations`) pairs actual calls (the *sequence*, left
side) with expected items (right side). An item may take several calls (its capacity: ``max`` repetitions), of
which its first ``min`` are *required*. Three problems are solved here, all exactly:

* `prioritized_assignment`: as many required units as possible, and then as many calls as possible;
  both maxima are reached by one assignment (Mendelsohn–Dulmage), found by augmenting first under the required
  capacities and then under the full ones (augmenting paths never unassign a call or lower an item's load);
* `ordered_windows`: items come in ordered groups (steps); the calls paired with group ``t`` must all come
  before those paired with group ``t + 1``. The most required units over such alignments, by a dynamic program
  over windows of the sequence (the in-order modes);
* `exact_windows`: whether the whole sequence splits into consecutive windows, one per group, each window's
  calls all taken by its group's items and every required unit met (strict mode).

With every capacity 1 `ordered_windows` is the classic grouped alignment (singleton groups: the longest
common subsequence), kept as `grouped_alignment`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence

from langchain_trajectory.matching.algorithms import maximum_bipartite_matching

__all__ = [
    "Assignment",
    "exact_windows",
    "group_rows",
    "grouped_alignment",
    "ordered_windows",
    "prioritized_assignment",
]


class Assignment:
    """Left vertices (calls) assigned to right vertices (items) under per-item capacities.

    It only grows: `add` finds an augmenting path (breadth first, iterative) that places one more left
    vertex, moving others along the path; no assigned vertex is ever unassigned and no item's load decreases.

    Args:
        adjacency: ``adjacency[left]`` lists the items that left vertex may take (tried in that order).
        capacity: ``capacity[item]``: how many left vertices the item may take (may be raised later, never
            lowered, with `raise_capacity`).
    """

    __slots__ = ("adjacency", "at", "capacity", "load", "members")

    def __init__(self, adjacency: Sequence[Sequence[int]] | Mapping[int, Sequence[int]], capacity: Sequence[int]) -> None:
        self.adjacency = adjacency
        self.capacity = list(capacity)
        self.load = [0] * len(self.capacity)
        self.members: list[list[int]] = [[] for _ in self.capacity]
        self.at: dict[int, int] = {}

    def raise_capacity(self, capacity: Sequence[int]) -> None:
        """Set new capacities, each at least the current one."""
        for item, (old, new) in enumerate(zip(self.capacity, capacity, strict=True)):
            if new < old:
                raise ValueError(f"capacity of item {item} may only grow ({old} -> {new})")
        self.capacity = list(capacity)

    def _move(self, left: int, item: int) -> None:
        old = self.at.get(left)
        if old is not None:
            self.members[old].remove(left)
            self.load[old] -= 1
        self.at[left] = item
        self.members[item].append(left)
        self.load[item] += 1

    def add(self, left: int) -> bool:
        """Place ``left`` (not yet placed), rearranging others along an augmenting path; False when no
        assignment of the placed vertices plus ``left`` exists."""
        options = self.adjacency[left]
        load, capacity = self.load, self.capacity
        for item in options:  # cheap first try
            if load[item] < capacity[item]:
                self._move(left, item)
                return True
        reached_from: dict[int, int] = {}  # item -> the left vertex that reached it
        seen = {left}
        queue = deque([left])
        while queue:
            u = queue.popleft()
            for item in self.adjacency[u]:
                if item in reached_from:
                    continue
                reached_from[item] = u
                if load[item] < capacity[item]:
                    # Walk back: each vertex on the path moves to the item it reached; the item it leaves is
                    # the one the previous vertex on the path reached it through.
                    while True:
                        v = reached_from[item]
                        previous = self.at.get(v)
                        self._move(v, item)
                        if v == left:
                            return True
                        assert previous is not None  # every vertex but ``left`` on the path is placed
                        item = previous
                for v in self.members[item]:
                    if v not in seen:
                        seen.add(v)
                        queue.append(v)
        return False

    @property
    def size(self) -> int:
        return len(self.at)


def prioritized_assignment(
    adjacency: Sequence[Sequence[int]],
    required: Sequence[int],
    maximum: Sequence[int],
    lefts: Sequence[int] | None = None,
) -> Assignment:
    """An assignment of ``lefts`` (default: every left vertex) to items that meets as many required units as
    possible (``sum(min(load, required))`` maximal) and, among those, places as many left vertices as possible.

    Args:
        adjacency: ``adjacency[left]``: the items the left vertex may take.
        required: Per item, the units that count as required (``min`` repetitions).
        maximum: Per item, the most left vertices it may take (``max`` repetitions), each ``>= required``.
        lefts: The left vertices to place, in order.

    Both maxima hold at once: phase one augments under ``required``, phase two under ``maximum`` starting from
    phase one's assignment; augmenting never lowers a load, so the required units found in phase one stay met.
    """
    order = range(len(adjacency)) if lefts is None else lefts
    assignment = Assignment(adjacency, required)
    for left in order:
        if adjacency[left]:
            assignment.add(left)
    if list(maximum) != list(required):
        assignment.raise_capacity(maximum)
        for left in order:
            if left not in assignment.at and adjacency[left]:
                assignment.add(left)
    return assignment


Rows = Mapping[int, Sequence[int]]
"""One group's relation, sparse: ``rows[element]`` lists the group's items the element may take (elements that
take none are absent)."""


def group_rows(n: int, groups: Sequence[Sequence[int]], match: Callable[[int, int], bool]) -> list[dict[int, list[int]]]:
    """The per-group rows of a relation given as a predicate ``match(element, item)``."""
    out: list[dict[int, list[int]]] = []
    for group in groups:
        rows: dict[int, list[int]] = {}
        for s in range(n):
            row = [m for m in group if match(s, m)]
            if row:
                rows[s] = row
        out.append(rows)
    return out


def ordered_windows(
    n: int,
    rows: Sequence[Rows],
    required: Sequence[int],
) -> tuple[int, list[tuple[int, int]]]:
    """The most required units an order-respecting alignment meets, and the windows that reach it.

    Args:
        n: Length of the sequence (elements ``0 .. n-1``).
        rows: Per group, in order, which of its items each element may take (`Rows`).
        required: Required units per item id (an item with 0 never counts).

    Returns:
        ``(units, windows)``: ``windows[t] = (start, end)``, consecutive and non-overlapping, such that pairing
        each window's elements with its group's items meets ``units`` required units in total, and no
        order-respecting alignment meets more. Cost O(k·r²·e) for k groups, r elements a group can take and e
        edges per window.
    """
    best = [0] * (n + 1)  # best[i]: most units using the groups so far and elements [0, i)
    choices: list[list[int]] = []  # choices[t][i]: start of group t's window in the best solution ending at i
    for group_rows_ in rows:
        best, choice = _extend_by_group(best, group_rows_, required, n)
        choices.append(choice)
    return best[n], _backtrack_windows(choices, n)


def _extend_by_group(
    best: list[int], group_rows_: Rows, required: Sequence[int], n: int
) -> tuple[list[int], list[int]]:
    """One step of `ordered_windows`: from ``best`` over the groups so far, the best with the next group
    too, and for each end the start of that group's window (-1: the same as for ``end - 1``)."""
    adjacency = {s: [m for m in row if required[m] > 0] for s, row in group_rows_.items()}
    total = sum(required[m] for m in {m for row in adjacency.values() for m in row})
    # Only elements the group can take matter: a window starting elsewhere is no better than one starting
    # at the next such element (best[] is nondecreasing), and the value changes only after one.
    relevant = sorted(s for s, row in adjacency.items() if row) if total else []
    new_best = list(best)
    choice = list(range(n + 1))  # window [i, i): group t gets nothing
    for k, start in enumerate(relevant):
        assignment = Assignment(adjacency, required)
        size = 0
        for s in relevant[k:]:
            if not assignment.add(s):
                continue
            size += 1  # capacities are the required units: every placed element meets one
            value = best[start] + size
            if value > new_best[s + 1]:
                new_best[s + 1] = value
                choice[s + 1] = start
            if size == total:
                break  # saturated: longer windows from this start add nothing (carried forward below)
    # best is nondecreasing in i: carry the best of shorter prefixes forward.
    for end in range(1, n + 1):
        if new_best[end - 1] > new_best[end]:
            new_best[end] = new_best[end - 1]
            choice[end] = -1  # "same as end - 1"
    return new_best, choice


def _backtrack_windows(choices: list[list[int]], n: int) -> list[tuple[int, int]]:
    """The windows of the best solution, read back from each group's window starts."""
    windows: list[tuple[int, int]] = []
    end = n
    for t in range(len(choices) - 1, -1, -1):
        while end > 0 and choices[t][end] == -1:
            end -= 1
        start = choices[t][end]
        windows.append((start, end))
        end = start
    windows.reverse()
    return windows


def exact_windows(
    n: int,
    rows: Sequence[Rows],
    required_per_group: Sequence[int],
    required: Sequence[int],
    maximum: Sequence[int],
) -> list[tuple[int, int]] | None:
    """Consecutive windows covering ``0 .. n-1``, one per group, such that each window's elements can all be
    given to its group's items (at most ``maximum`` each) while every item gets at least ``required``; None
    when no such split exists.

    Args:
        n: Length of the sequence.
        rows: Per group, which of its items each element may take (`Rows`).
        required_per_group: The required units of each group's items, summed (a group of only optional items
            may take an empty window).
        required: Required units per item id.
        maximum: Most elements per item id.

    A window fits when a maximum assignment under ``maximum`` places all of its elements and a maximum one
    under ``required`` meets every required unit (one assignment then does both, by Mendelsohn–Dulmage). Both
    grow element by element from each start; a start stops at the first element its group cannot take.
    """
    reach: list[dict[int, int]] = [{0: -1}]  # reach[t][i]: elements [0, i) covered by groups < t; -> start
    for adjacency, need in zip(rows, required_per_group, strict=True):
        here: dict[int, int] = {}
        for start in sorted(reach[-1]):
            if need == 0:
                here.setdefault(start, start)  # an all-optional group may take nothing
            taking = Assignment(adjacency, maximum)
            meeting = Assignment(adjacency, required)
            met = 0
            for end in range(start + 1, n + 1):
                s = end - 1
                if s not in adjacency or not taking.add(s):
                    break
                if met < need and meeting.add(s):
                    met += 1  # capacities are the required units: every placed element meets one
                if met == need:
                    here.setdefault(end, start)
        reach.append(here)
    if n not in reach[-1]:
        return None
    windows: list[tuple[int, int]] = []
    end = n
    for t in range(len(rows), 0, -1):
        start = reach[t][end]
        windows.append((start, end))
        end = start
    windows.reverse()
    return windows


def grouped_alignment(
    n_sequence: int, groups: Sequence[Sequence[int]], match: Callable[[int, int], bool]
) -> list[tuple[int, int]]:
    """Maximum order-respecting alignment of a sequence with a sequence of unordered groups (capacity 1).

    Args:
        n_sequence: Length of the sequence side.
        groups: The group side: each group lists its member ids (members are unique across groups).
        match: ``match(element, member)`` says whether the two may be paired.

    Returns:
        ``(element, member)`` pairs, as many as possible, with the partners of group ``t`` all placed before
        those of group ``t + 1``. With singleton groups this is the longest common subsequence.
    """
    ones = [1] * (max((m for g in groups for m in g), default=-1) + 1)
    _, windows = ordered_windows(n_sequence, group_rows(n_sequence, groups, match), ones)
    pairs: list[tuple[int, int]] = []
    for group, (start, end) in zip(groups, windows, strict=True):
        members = list(group)
        local = maximum_bipartite_matching(
            [[g for g, m in enumerate(members) if match(s, m)] for s in range(start, end)], len(members)
        )
        pairs.extend((start + li, members[gi]) for li, gi in local)
    pairs.sort()
    return pairs
