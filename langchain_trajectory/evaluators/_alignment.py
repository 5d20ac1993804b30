"""Order-aware alignment when some calls form unordered groups (parallel calls of one model step).

One side is read as a plain sequence, the other as a sequence of groups. An alignment pairs sequence
elements with group members one-to-one such that the partners of an earlier group all come before the
partners of a later group; inside a group the order is free. With singleton groups this is the longest common
subsequence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from langchain_trajectory.matching import maximum_bipartite_matching

__all__ = ["grouped_alignment"]


def _augment(
    s: int, options: Sequence[int], owner: dict[int, int], adjacency: Mapping[int, Sequence[int]]
) -> bool:
    """Kuhn's augmenting path from sequence element ``s`` (iterative); updates ``owner`` (member -> element)."""
    visited: set[int] = set()
    # Each frame: (element, its options, next option index); parents remember the member they came through.
    stack: list[tuple[int, Sequence[int], int]] = [(s, options, 0)]
    via: list[int] = []
    while stack:
        element, opts, k = stack[-1]
        if k >= len(opts):
            stack.pop()
            if via:
                via.pop()
            continue
        stack[-1] = (element, opts, k + 1)
        member = opts[k]
        if member in visited:
            continue
        visited.add(member)
        holder = owner.get(member)
        if holder is None:
            # Flip the path: every element on the stack takes the member it reached the next one through.
            path = [*via, member]
            for (el, _, _), m in zip(stack, path, strict=True):
                owner[m] = el
            return True
        via.append(member)
        stack.append((holder, adjacency[holder], 0))
    return False


def grouped_alignment(
    n_sequence: int, groups: Sequence[Sequence[int]], match: Callable[[int, int], bool]
) -> list[tuple[int, int]]:
    """Maximum order-respecting alignment of a sequence with a sequence of unordered groups.

    Args:
        n_sequence: Length of the sequence side.
        groups: The group side: each group lists its member ids (members are unique across groups).
        match: ``match(element, member)`` says whether the two may be paired.

    Returns:
        ``(element, member)`` pairs, as many as possible, with the partners of group ``t`` all placed before
        those of group ``t + 1``. Cost O(k·n²·g) for k groups of size g; meant for trajectories, not corpora.
    """
    n = n_sequence
    best = [0] * (n + 1)  # best[i]: most pairs using the groups so far and elements [0, i)
    choices: list[list[int]] = []  # choices[t][i]: start of group t's window in the best solution ending at i
    for group in groups:
        adjacency = {s: [m for m in group if match(s, m)] for s in range(n)}
        new_best = list(best)
        choice = [i for i in range(n + 1)]  # window [i, i): group t gets nothing
        for start in range(n):
            owner: dict[int, int] = {}
            size = 0
            for end in range(start + 1, n + 1):
                s = end - 1
                if size < len(group) and adjacency[s] and _augment(s, adjacency[s], owner, adjacency):
                    size += 1
                total = best[start] + size
                if total > new_best[end]:
                    new_best[end] = total
                    choice[end] = start
        # best is nondecreasing in i: carry the best of shorter prefixes forward.
        for end in range(1, n + 1):
            if new_best[end - 1] > new_best[end]:
                new_best[end] = new_best[end - 1]
                choice[end] = -1  # "same as end - 1"
        best = new_best
        choices.append(choice)

    pairs: list[tuple[int, int]] = []
    end = n
    for t in range(len(groups) - 1, -1, -1):
        while end > 0 and choices[t][end] == -1:
            end -= 1
        start = choices[t][end]
        group = list(groups[t])
        window = range(start, end)
        local = maximum_bipartite_matching(
            [[g for g, m in enumerate(group) if match(s, m)] for s in window], len(group)
        )
        pairs.extend((start + li, group[gi]) for li, gi in local)
        end = start
    pairs.sort()
    return pairs
