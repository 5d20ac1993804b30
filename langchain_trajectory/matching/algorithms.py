"""The two alignment algorithms: maximum bipartite matching (Hopcroft–Karp) and longest common subsequence.

Both are pure functions over indices, so they can be tested against brute force on their own; the call-level
wrappers live in `langchain_trajectory.matching.calls`.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import deque
from collections.abc import Callable, Sequence

__all__ = ["hopcroft_karp", "lcs_from_candidates", "longest_common_subsequence", "maximum_bipartite_matching"]

_INF = float("inf")


def maximum_bipartite_matching(adjacency: Sequence[Sequence[int]], n_right: int) -> list[tuple[int, int]]:
    """A maximum matching of a bipartite graph (Hopcroft–Karp, O(E·√V), iterative: no recursion limit).

    Args:
        adjacency: ``adjacency[i]`` lists the right vertices (``0 <= j < n_right``) left vertex ``i`` may pair
            with. Order matters only for which maximum matching is returned (earlier neighbours are tried
            first), never for its size.
        n_right: Number of right vertices.

    Returns:
        The matched ``(left, right)`` pairs, sorted by left index. Every vertex appears at most once and no
        matching of the graph has more pairs.

    Raises:
        ValueError: when a neighbour index is outside ``range(n_right)``.
    """
    for i, neighbours in enumerate(adjacency):
        for j in neighbours:
            if not 0 <= j < n_right:
                raise ValueError(f"adjacency[{i}] holds {j}, outside range({n_right})")
    return hopcroft_karp(adjacency, n_right)


def hopcroft_karp(adjacency: Sequence[Sequence[int]], n_right: int) -> list[tuple[int, int]]:
    """[`maximum_bipartite_matching`][langchain_trajectory.matching.maximum_bipartite_matching] without checking the neighbour indices (for callers that built
    ``adjacency`` themselves)."""
    n_left = len(adjacency)
    match_left = [-1] * n_left
    match_right = [-1] * n_right
    # A greedy first pass settles most vertices cheaply; Hopcroft–Karp phases then fix the rest.
    if _greedy(adjacency, match_left, match_right):
        dist = [0.0] * n_left
        while _layers(adjacency, match_left, match_right, dist):
            # DFS along the layers from every free left vertex, augmenting vertex-disjoint paths.
            pointer = [0] * n_left
            for root in range(n_left):
                if match_left[root] == -1:
                    _augment(root, adjacency, match_left, match_right, dist, pointer)
    return [(i, j) for i, j in enumerate(match_left) if j != -1]


def _greedy(adjacency: Sequence[Sequence[int]], match_left: list[int], match_right: list[int]) -> bool:
    """Pair each left vertex with its first free neighbour; whether an augmenting path may remain: some left
    vertex with neighbours is left unmatched, and some right vertex too (a path runs from a free left vertex to
    a free right one, so without either the greedy matching is maximum)."""
    unmatched = False
    for i, neighbours in enumerate(adjacency):
        for j in neighbours:
            if match_right[j] == -1:
                match_left[i], match_right[j] = j, i
                break
        else:
            unmatched = unmatched or bool(neighbours)
    return unmatched and -1 in match_right


def _layers(
    adjacency: Sequence[Sequence[int]], match_left: list[int], match_right: list[int], dist: list[float]
) -> bool:
    """BFS from the free left vertices: the layered graph of shortest augmenting paths in ``dist``; whether
    an augmenting path exists."""
    queue: deque[int] = deque()
    for i in range(len(adjacency)):
        if match_left[i] == -1:
            dist[i] = 0
            queue.append(i)
        else:
            dist[i] = _INF
    found = False
    while queue:
        i = queue.popleft()
        for j in adjacency[i]:
            k = match_right[j]
            if k == -1:
                found = True
            elif dist[k] == _INF:
                dist[k] = dist[i] + 1
                queue.append(k)
    return found


def _augment(
    root: int,
    adjacency: Sequence[Sequence[int]],
    match_left: list[int],
    match_right: list[int],
    dist: list[float],
    pointer: list[int],
) -> None:
    """An iterative DFS along the layers from the free left vertex ``root``; on reaching a free right vertex,
    each left vertex on the stack takes the right vertex it went through."""
    stack = [root]
    while stack:
        i = stack[-1]
        neighbours = adjacency[i]
        advanced = False
        while pointer[i] < len(neighbours):
            j = neighbours[pointer[i]]
            pointer[i] += 1
            k = match_right[j]
            if k == -1:
                for depth in range(len(stack) - 1, -1, -1):
                    u = stack[depth]
                    previous = match_left[u]
                    match_left[u], match_right[j] = j, u
                    j = previous
                return
            if dist[k] == dist[i] + 1:
                stack.append(k)
                advanced = True
                break
        if not advanced:
            dist[i] = _INF  # dead end: never revisit in this phase
            stack.pop()


def lcs_from_candidates(candidates: Sequence[Sequence[int]]) -> list[tuple[int, int]]:
    """Longest common subsequence from match lists (Hunt–Szymanski, O((n + r) log n) for r matching pairs).

    Args:
        candidates: ``candidates[i]`` lists the positions ``j`` of the second sequence that element ``i`` of
            the first sequence matches.

    Returns:
        Aligned ``(i, j)`` pairs, increasing in both coordinates, as many as possible.
    """
    tails: list[int] = []  # tails[k]: smallest j ending a common subsequence of length k + 1
    tail_nodes: list[int] = []
    nodes: list[tuple[int, int, int]] = []  # (i, j, previous node)
    for i, js in enumerate(candidates):
        for j in sorted(set(js), reverse=True):  # descending, so one i never extends itself
            k = bisect_left(tails, j)
            previous = tail_nodes[k - 1] if k else -1
            nodes.append((i, j, previous))
            if k == len(tails):
                tails.append(j)
                tail_nodes.append(len(nodes) - 1)
            else:
                tails[k] = j
                tail_nodes[k] = len(nodes) - 1
    pairs: list[tuple[int, int]] = []
    node = tail_nodes[-1] if tail_nodes else -1
    while node != -1:
        i, j, node = nodes[node]
        pairs.append((i, j))
    pairs.reverse()
    return pairs


def longest_common_subsequence(n: int, m: int, eq: Callable[[int, int], bool]) -> list[tuple[int, int]]:
    """Longest common subsequence of two index sequences under an arbitrary (even asymmetric) relation.

    Args:
        n: Length of the first sequence.
        m: Length of the second sequence.
        eq: ``eq(i, j)`` says whether element ``i`` of the first may align with element ``j`` of the second.

    Returns:
        Aligned ``(i, j)`` pairs, strictly increasing in both coordinates, of maximum length.
    """
    return lcs_from_candidates([[j for j in range(m) if eq(i, j)] for i in range(n)])
