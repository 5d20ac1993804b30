"""Call-level matching: when does an actual call satisfy an expected one, and the optimal alignments.

Calls are duck-typed: anything with ``.name`` and ``.args`` (the package's ``ToolCall``, or a simple object). An
expected call written without arguments (a bare tool name, a call dict with no ``args``) is an
`AnyArgsCall`: it accepts a call of its tool with any arguments, whatever the argument matcher.
"""

from __future__ import annotations

import operator
from collections import defaultdict, deque
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from typing import Any, Protocol

from langchain_trajectory.matching.algorithms import (
    hopcroft_karp,
    lcs_from_candidates,
    maximum_bipartite_matching,
)
from langchain_trajectory.matching.arguments import ArgumentMatcher, ArgumentsPredicate, as_argument_matcher
from langchain_trajectory.matching.keyed import KeyedPredicate
from langchain_trajectory.matching.values import DICT_TYPES, canonical_value, is_plain
from langchain_trajectory.trajectory import PlainFrozenDict, ToolCall

__all__ = ["AnyArgsCall", "CallLike", "CallMatcher", "accepts_any_args", "lcs_calls", "match_calls"]


class AnyArgsCall(ToolCall):
    """An expected call that says nothing about its arguments: a bare tool name (``"search"``) or a call dict
    without ``args`` (``{"name": "search"}``). It accepts every call of its tool, under every argument matcher,
    as ``Expect.call("search")`` does; it is shown as ``search(any args)``. Its ``args`` are empty."""

    def signature(self) -> str:
        """``name(any args)``."""
        return f"{self.name}(any args)"

    @classmethod
    def named(cls, call: ToolCall) -> AnyArgsCall:
        """``call`` (read from a bare name or an argument-less dict) as an expected call with any arguments."""
        if isinstance(call, AnyArgsCall):
            return call
        return cls.model_construct(**{k: getattr(call, k) for k in ToolCall.model_fields})


def accepts_any_args(call: Any) -> bool:
    """Whether ``call`` (an expected call) accepts any arguments."""
    return isinstance(call, AnyArgsCall)


class CallLike(Protocol):
    """What the matchers need from a call: a name and an argument dict."""

    name: str
    args: Any


class CallMatcher:
    """Two calls match when their names are equal and the tool's argument matcher accepts
    ``(actual.args, expected.args)``.

    Args:
        argument_matcher: The default argument matcher: an [`ArgumentMatcher`][langchain_trajectory.matching.ArgumentMatcher], a mode string, a list of
            keys, or a callable ``(actual_args, expected_args) -> bool``.
        tool_matchers: Per-tool overrides, ``{tool_name: matcher spec}``, taking precedence for that tool.

    Raises:
        ValueError: for an unknown mode or a spec that is not a matcher (naming the tool).
    """

    def __init__(
        self,
        argument_matcher: Any = "exact",
        tool_matchers: Mapping[str, Any] | None = None,
    ) -> None:
        self.argument_matcher = as_argument_matcher(argument_matcher)
        if tool_matchers is not None and not isinstance(tool_matchers, Mapping):
            raise ValueError(
                f"tool_matchers must be a dict of tool name -> matcher, got {type(tool_matchers).__name__}"
            )
        self.tool_matchers: dict[str, ArgumentMatcher | ArgumentsPredicate] = {
            str(name): as_argument_matcher(spec, where=f"tool_matchers[{name!r}]")
            for name, spec in (tool_matchers or {}).items()
        }

    def matcher_for(self, name: str) -> ArgumentMatcher | ArgumentsPredicate:
        """The argument matcher used for calls to tool ``name``."""
        return self.tool_matchers.get(name, self.argument_matcher)

    def is_equivalence_for(self, name: str) -> bool:
        """Whether matching calls to ``name`` is an equivalence relation (bucketing applies)."""
        matcher = self.matcher_for(name)
        return isinstance(matcher, ArgumentMatcher) and matcher.is_equivalence

    def args_match(self, name: str, actual_args: Any, expected_args: Any) -> bool:
        """Whether the argument matcher for ``name`` accepts ``(actual_args, expected_args)``."""
        return bool(self.matcher_for(name)(actual_args, expected_args))

    def __call__(self, actual_call: CallLike, expected_call: CallLike) -> bool:
        return actual_call.name == expected_call.name and (
            isinstance(expected_call, AnyArgsCall)
            or self.args_match(actual_call.name, actual_call.args, expected_call.args)
        )

    def differences(self, actual_call: CallLike, expected_call: CallLike) -> list[str]:
        """Why the calls do not match (empty when they do): a name difference or argument differences."""
        if actual_call.name != expected_call.name:
            return [f"expected tool {expected_call.name!r}, got {actual_call.name!r}"]
        if isinstance(expected_call, AnyArgsCall):
            return []
        matcher = self.matcher_for(actual_call.name)
        if isinstance(matcher, ArgumentMatcher | KeyedPredicate):
            return matcher.differences(actual_call.args, expected_call.args)
        if matcher(actual_call.args, expected_call.args):
            return []
        name = getattr(matcher, "__qualname__", None) or getattr(matcher, "__name__", None) or repr(matcher)
        return [f"arguments rejected by {name}"]

    def __repr__(self) -> str:
        return f"CallMatcher({self.argument_matcher!r}, tool_matchers={self.tool_matchers!r})"


MatcherLike = CallMatcher | Callable[[Any, Any], bool]


def _buckets(
    actual: Sequence[CallLike], expected: Sequence[CallLike]
) -> dict[str, tuple[list[int], list[int]]]:
    """Indices of the calls of each tool name on both sides (names absent from ``actual`` are left out)."""
    groups: dict[str, tuple[list[int], list[int]]] = {}
    for i, call in enumerate(actual):
        group = groups.get(call.name)
        if group is None:
            groups[call.name] = ([i], [])
        else:
            group[0].append(i)
    for j, call in enumerate(expected):
        group = groups.get(call.name)
        if group is not None:
            group[1].append(j)
    return groups


def _keys(matcher: ArgumentMatcher, calls: Sequence[CallLike], indices: list[int]) -> list[Hashable] | None:
    keys = []
    for i in indices:
        key = matcher.canonical_key(calls[i].args)
        if key is None:
            return None
        keys.append(key)
    return keys


def _postings(
    calls: Sequence[CallLike], indices: list[int], matcher: ArgumentMatcher
) -> tuple[dict[tuple[str, Hashable], set[int]], list[int]]:
    """Local positions of ``indices`` by (key, canonical value); positions with an unkeyable value go apart."""
    postings: dict[tuple[str, Hashable], set[int]] = defaultdict(set)
    unkeyed: list[int] = []
    opts = {"trim": matcher.trim, "case_insensitive": matcher.case_insensitive}
    for pos, idx in enumerate(indices):
        args = calls[idx].args
        items = (
            [(k, canonical_value(v, **opts)) for k, v in args.items()] if isinstance(args, Mapping) else None
        )
        if items is None or any(c is None for _, c in items):
            unkeyed.append(pos)
            continue
        for item in items:
            postings[item].add(pos)
    return postings, unkeyed


def _candidates(
    args: Any,
    postings: dict[tuple[str, Hashable], set[int]],
    unkeyed: list[int],
    size: int,
    matcher: ArgumentMatcher,
) -> tuple[set[int] | range, list[int]]:
    """Positions on the indexed side holding every (key, value) of ``args``.

    Returns ``(confirmed, to_verify)``: positions found through the index hold every item under canonical keys,
    which are equal exactly when the values are (so they match without a further test); positions whose values
    have no canonical key, or every position when ``args`` has such a value, must still be tested.
    """
    if not isinstance(args, Mapping):
        return set(), list(range(size))
    if not args:
        return range(size), []
    opts = {"trim": matcher.trim, "case_insensitive": matcher.case_insensitive}
    found: set[int] | None = None
    for k, v in args.items():
        key = canonical_value(v, **opts)
        if key is None:
            return set(), list(range(size))
        hits = postings.get((k, key), set())
        found = hits if found is None else found & hits
        if not found:
            break
    return found or set(), unkeyed


# Buckets up to this many (actual, expected) pairs compare every pair; larger superset/subset buckets use the
# (key, value) index above, which grows with the number of calls instead of the number of pairs.
_PAIRWISE_LIMIT = 4096


def _plain_args(calls: Sequence[CallLike], indices: list[int]) -> list[Any] | None:
    """The argument dicts of ``calls[indices]`` when every one is plain (``values.is_plain``), else None."""
    out = []
    for i in indices:
        args = calls[i].args
        if type(args) is not PlainFrozenDict and (type(args) not in DICT_TYPES or not is_plain(args)):
            return None
        out.append(args)
    return out


def _adjacency(
    matcher: ArgumentMatcher | ArgumentsPredicate,
    actual: Sequence[CallLike],
    expected: Sequence[CallLike],
    left: list[int],
    right: list[int],
) -> list[list[int]]:
    """adjacency[i] = local expected positions whose call the actual call ``left[i]`` matches.

    When every argument dict of the bucket is plain, the matcher's C-level comparison decides each pair.
    For large buckets with plain ``superset`` / ``subset`` matchers an index on (key, canonical value) finds,
    for each call of the contained side, the calls of the containing side holding all its items, instead of
    testing every pair.
    """
    if not isinstance(matcher, ArgumentMatcher):
        return _pairwise(matcher, actual, expected, left, right)
    small = len(left) * len(right) <= _PAIRWISE_LIMIT
    if small and matcher.plain_comparison is not None:
        found = _plain_pairwise(matcher.plain_comparison, actual, expected, left, right)
        if found is not None:
            return found
    plain = not matcher.keys and not matcher.recursive
    if plain and not small and matcher.mode == "superset":
        return _superset_index(matcher, actual, expected, left, right)
    if plain and not small and matcher.mode == "subset":
        return _subset_index(matcher, actual, expected, left, right)
    return _pairwise(matcher, actual, expected, left, right)


def _pairwise(
    matcher: ArgumentMatcher | ArgumentsPredicate,
    actual: Sequence[CallLike],
    expected: Sequence[CallLike],
    left: list[int],
    right: list[int],
) -> list[list[int]]:
    """Every pair tested by the matcher."""
    right_args = [expected[j].args for j in right]
    return [[rj for rj, e_args in enumerate(right_args) if matcher(actual[i].args, e_args)] for i in left]


def _plain_pairwise(
    compare: Callable[[Any, Any], bool],
    actual: Sequence[CallLike],
    expected: Sequence[CallLike],
    left: list[int],
    right: list[int],
) -> list[list[int]] | None:
    """Every pair decided by the matcher's C-level comparison of items, when every argument dict of the bucket
    is plain (else None)."""
    left_args = _plain_args(actual, left)
    right_args = _plain_args(expected, right) if left_args is not None else None
    if left_args is None or right_args is None:
        return None
    right_items = [args.items() for args in right_args]
    return [
        [rj for rj, e_items in enumerate(right_items) if compare(a_items, e_items)]
        for a_items in (args.items() for args in left_args)
    ]


def _superset_index(
    matcher: ArgumentMatcher, actual: Sequence[CallLike], expected: Sequence[CallLike], left: list[int], right: list[int]
) -> list[list[int]]:
    """A plain ``superset`` matcher over a large bucket: an index on the actual calls' (key, canonical value)
    finds, for each expected call, the actual calls holding all its items."""
    postings, unkeyed = _postings(actual, left, matcher)
    adjacency: list[list[int]] = [[] for _ in left]
    for rj, j in enumerate(right):
        confirmed, to_verify = _candidates(expected[j].args, postings, unkeyed, len(left), matcher)
        for li in confirmed:
            adjacency[li].append(rj)
        for li in to_verify:
            if li not in confirmed and matcher(actual[left[li]].args, expected[j].args):
                adjacency[li].append(rj)
    return adjacency


def _subset_index(
    matcher: ArgumentMatcher, actual: Sequence[CallLike], expected: Sequence[CallLike], left: list[int], right: list[int]
) -> list[list[int]]:
    """A plain ``subset`` matcher over a large bucket: an index on the expected calls finds, for each actual
    call, the expected calls holding all its items."""
    postings, unkeyed = _postings(expected, right, matcher)
    adjacency = []
    for i in left:
        confirmed, to_verify = _candidates(actual[i].args, postings, unkeyed, len(right), matcher)
        row = set(confirmed)
        row.update(rj for rj in to_verify if rj not in row and matcher(actual[i].args, expected[right[rj]].args))
        adjacency.append(sorted(row))
    return adjacency


def _keyed_adjacency(
    matcher: KeyedPredicate,
    actual: Sequence[CallLike],
    expected: Sequence[CallLike],
    left: list[int],
    right: list[int],
) -> list[list[int]]:
    """The adjacency of a keyed predicate: each call's key computed once, the predicate run only on pairs of
    equal keys (whose keys need no second test); a call without a key is tested against every call."""
    by_key: dict[Hashable, list[int]] = defaultdict(list)
    keyless: list[int] = []
    right_args = [expected[j].args for j in right]
    for rj, args in enumerate(right_args):
        key = matcher.key_of(args)
        if key is None:
            keyless.append(rj)
        else:
            by_key[key].append(rj)
    predicate = matcher.predicate
    rows: list[list[int]] = []
    for i in left:
        args = actual[i].args
        key = matcher.key_of(args)
        if key is None:
            rows.append([rj for rj, e_args in enumerate(right_args) if matcher(args, e_args)])
            continue
        row = [rj for rj in by_key.get(key, ()) if predicate(args, right_args[rj])]
        if keyless:
            row.extend(rj for rj in keyless if matcher(args, right_args[rj]))
            row.sort()
        rows.append(row)
    return rows


def _equivalence_keys(
    matcher: Any, actual: Sequence[CallLike], expected: Sequence[CallLike], left: list[int], right: list[int]
) -> tuple[list[Hashable], list[Hashable]] | None:
    """Canonical argument keys of one name bucket's calls, when the matcher is an equivalence whose keys can
    be computed for every call (then equal keys mean matching calls); None otherwise."""
    if not (isinstance(matcher, ArgumentMatcher) and matcher.is_equivalence):
        return None
    if matcher.mode == "ignore":
        return [()] * len(left), [()] * len(right)
    if matcher.plain_comparison is not None:
        left_args = _plain_args(actual, left)
        right_args = _plain_args(expected, right) if left_args is not None else None
        if left_args is not None and right_args is not None:
            # Plain dicts are equal exactly when Python says so, and their values are hashable.
            return [frozenset(a.items()) for a in left_args], [frozenset(a.items()) for a in right_args]
    left_keys = _keys(matcher, actual, left)
    right_keys = _keys(matcher, expected, right) if left_keys is not None else None
    if left_keys is None or right_keys is None:
        return None
    return left_keys, right_keys


def _relation(
    call_matcher: CallMatcher,
    name: str,
    actual: Sequence[CallLike],
    expected: Sequence[CallLike],
    left: list[int],
    right: list[int],
) -> tuple[tuple[list[Hashable], list[Hashable]] | None, list[list[int]] | None]:
    """How the calls of one name bucket relate: ``(keys, None)`` with the canonical keys when the tool's matcher
    is an equivalence that has them, else ``(None, adjacency)`` with the adjacency rows."""
    matcher = call_matcher.matcher_for(name)
    open_args = [j for j in right if isinstance(expected[j], AnyArgsCall)]
    if open_args:
        # Expected calls that accept any arguments join every call of their tool; the others keep the matcher.
        return None, [
            [rj for rj, j in enumerate(right) if call_matcher(actual[i], expected[j])] for i in left
        ]
    keys = _equivalence_keys(matcher, actual, expected, left, right)
    if keys is not None:
        return keys, None
    if isinstance(matcher, KeyedPredicate):  # bucketed by key before the predicate runs
        return None, _keyed_adjacency(matcher, actual, expected, left, right)
    return None, _adjacency(matcher, actual, expected, left, right)


def _plain_bucket(
    call_matcher: CallMatcher,
    name: str,
    actual: Sequence[CallLike],
    expected: Sequence[CallLike],
    left: list[int],
    right: list[int],
) -> tuple[Callable[[Any, Any], bool], list[Any], list[Any]] | None:
    """``(comparison, left arguments, right arguments)`` of a name bucket small enough to compare pair by pair
    whose tool's matcher has a C-level ``plain_comparison`` and whose argument dicts are all plain, none of them
    an expected call's that accepts any arguments; None otherwise (`_relation` then says how they relate). The
    usual bucket: decided by the interpreter's own comparisons of the argument dicts, with the verdicts of the
    matcher."""
    matcher = call_matcher.matcher_for(name)
    compare = matcher.plain_comparison if isinstance(matcher, ArgumentMatcher) else None
    if compare is None or len(left) * len(right) > _PAIRWISE_LIMIT:
        return None
    left_args = _plain_args(actual, left)
    if left_args is None:
        return None
    right_args = _plain_args(expected, right)
    if right_args is None:
        return None
    for j in right:
        if isinstance(expected[j], AnyArgsCall):
            return None
    return compare, left_args, right_args


def _lone_pair(
    call_matcher: CallMatcher,
    actual: Sequence[CallLike],
    expected: Sequence[CallLike],
    left: list[int],
    right: list[int],
) -> bool | None:
    """For a name bucket of one call on each side (the usual bucket of a short trajectory): whether the two
    calls match, which is all that pairs or aligns them; None for any other bucket. The call matcher decides the
    pair as every path of `_relation` and `_plain_bucket` would (each gives the matcher's verdicts)."""
    if len(left) != 1 or len(right) != 1:
        return None
    return bool(call_matcher(actual[left[0]], expected[right[0]]))


_TAKEN = object()
"""Stands in a bucket's list of argument dicts for an expected call already paired (equal to no dict)."""


def _pair_equal(
    left: list[int], right: list[int], left_args: list[Any], right_args: list[Any]
) -> Iterator[tuple[int, int]]:
    """Calls whose plain argument dicts are equal, paired in order: each actual call takes the first expected call
    not yet taken with equal arguments, as pairing by canonical key does (plain dicts are equal exactly when
    their keys are); found by the list's own search, without making keys."""
    waiting = list(right_args)
    for i, args in zip(left, left_args, strict=True):
        if args in waiting:
            k = waiting.index(args)
            waiting[k] = _TAKEN
            yield i, right[k]


def _plain_rows(
    compare: Callable[[Any, Any], bool], left_args: list[Any], right_args: list[Any]
) -> list[list[int]]:
    """The adjacency rows of a plain bucket: every pair decided by the comparison of the dicts' items."""
    right_items = [args.items() for args in right_args]
    return [
        [rj for rj, e_items in enumerate(right_items) if compare(a_items, e_items)]
        for a_items in (args.items() for args in left_args)
    ]


def match_calls(
    actual: Sequence[CallLike], expected: Sequence[CallLike], call_matcher: MatcherLike
) -> list[tuple[int, int]]:
    """A maximum one-to-one pairing of actual with expected calls.

    Calls are grouped by name (only same-name calls can match under a [`CallMatcher`][langchain_trajectory.matching.CallMatcher]). Within a group,
    when the tool's argument matcher is an equivalence (``exact`` / ``ignore``), calls with equal arguments are
    paired in order (by canonical key, in linear time, or in a group of plain argument dicts by the dicts' own
    equality); otherwise Hopcroft–Karp finds a maximum matching.
    A plain callable ``(actual_call, expected_call) -> bool`` is also accepted (then every pair is tested).

    Returns:
        ``(actual_index, expected_index)`` pairs sorted by actual index; no larger pairing exists.
    """
    if not isinstance(call_matcher, CallMatcher):
        adjacency = [[j for j, e in enumerate(expected) if call_matcher(a, e)] for a in actual]
        return maximum_bipartite_matching(adjacency, len(expected))
    pairs: list[tuple[int, int]] = []
    for name, (left, right) in _buckets(actual, expected).items():
        if not right:
            continue
        lone = _lone_pair(call_matcher, actual, expected, left, right)
        if lone is not None:
            if lone:
                pairs.append((left[0], right[0]))
            continue
        plain = _plain_bucket(call_matcher, name, actual, expected, left, right)
        if plain is not None:
            compare, left_args, right_args = plain
            if compare is operator.eq:
                pairs.extend(_pair_equal(left, right, left_args, right_args))
            else:
                local = hopcroft_karp(_plain_rows(compare, left_args, right_args), len(right))
                pairs.extend((left[li], right[rj]) for li, rj in local)
            continue
        keys, rows = _relation(call_matcher, name, actual, expected, left, right)
        if keys is not None:
            waiting: dict[Hashable, deque[int]] = defaultdict(deque)
            for j, key in zip(right, keys[1], strict=True):
                waiting[key].append(j)
            for i, key in zip(left, keys[0], strict=True):
                queue = waiting.get(key)
                if queue:
                    pairs.append((i, queue.popleft()))
            continue
        assert rows is not None  # one of the two is given
        local = hopcroft_karp(rows, len(right))
        pairs.extend((left[li], right[rj]) for li, rj in local)
    pairs.sort()
    return pairs


def lcs_calls(
    actual: Sequence[CallLike], expected: Sequence[CallLike], call_matcher: MatcherLike
) -> list[tuple[int, int]]:
    """The longest common subsequence of the two call lists under call matching.

    Returns:
        ``(actual_index, expected_index)`` pairs increasing in both indices, as many as possible: the expected
        calls found, in order, in the actual trajectory.
    """
    if not isinstance(call_matcher, CallMatcher):
        return lcs_from_candidates(
            [[j for j, e in enumerate(expected) if call_matcher(a, e)] for a in actual]
        )
    candidates: list[list[int]] = [[] for _ in actual]
    for name, (left, right) in _buckets(actual, expected).items():
        if not right:
            continue
        lone = _lone_pair(call_matcher, actual, expected, left, right)
        if lone is not None:
            if lone:
                candidates[left[0]] = [right[0]]
            continue
        plain = _plain_bucket(call_matcher, name, actual, expected, left, right)
        if plain is not None:
            for i, row in zip(left, _plain_rows(*plain), strict=True):
                candidates[i] = [right[rj] for rj in row]
            continue
        keys, adjacency = _relation(call_matcher, name, actual, expected, left, right)
        if keys is not None:
            by_key: dict[Hashable, list[int]] = defaultdict(list)
            for j, key in zip(right, keys[1], strict=True):
                by_key[key].append(j)
            for i, key in zip(left, keys[0], strict=True):
                candidates[i] = by_key.get(key, [])
            continue
        assert adjacency is not None  # one of the two is given
        for i, row in zip(left, adjacency, strict=True):
            candidates[i] = [right[rj] for rj in row]
    return lcs_from_candidates(candidates)
