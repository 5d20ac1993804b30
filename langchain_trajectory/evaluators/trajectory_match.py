"""ToolTrajectoryEvaluator: how well does the agent's tool-call trajectory match the expected one?

Two calls match when their names are equal and the tool's argument matcher accepts
``(actual_args, expected_args)``. With ``A`` the actual calls, ``E`` the expected ones, ``M`` the size of a
*maximum* one-to-one matching between them and ``L`` their longest common subsequence under call matching:

=============  =================================================================================================
``strict``     1.0 iff ``|A| = |E|`` and every position matches, else 0.0
``in_order``   ``L / |E|`` (1.0 iff ``E`` appears in ``A`` as an ordered subsequence; ``E`` empty: 1.0)
``any_order``  ``M / max(|A|, |E|)``
``superset``   1.0 iff ``M = |E|`` (every expected call has its own actual match; extra calls allowed)
``subset``     1.0 iff ``M = |A|`` (every actual call has its own expected match; missing calls allowed)
``precision``  ``M / |A|`` (``A`` empty: 1.0 iff ``E`` empty)
``recall``     ``M / |E|`` (``E`` empty: 1.0 iff ``A`` empty)
=============  =================================================================================================

The modes are the rows of one table, `langchain_trajectory.matching.modes` (a mode registered there is taken
here by name too). Both lists empty scores 1.0 in every mode. agentevals/openevals' names are accepted: ``strict``, ``subset`` and
``superset`` mean the same here, and ``unordered`` is ``any_order`` with threshold 1.0.

The expectation may also be written with the expectation model
([`Expectation`][langchain_trajectory.matching.Expectation], e.g. ``Expect.steps(...)``, or its dict form):
ordered steps of unordered items, optional and repeated calls, alternatives, forbidden calls and budgets. It is
scored by the same seven modes over *units* (see `langchain_trajectory.matching.expectations`); a plain list
is its special case and scores exactly as above. Steps written as a list of lists are read as the model too, so
they always score as steps (in every mode), never flattened.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import filterfalse
from operator import itemgetter
from typing import Any, ClassVar, Literal, overload

from langchain_trajectory.evaluators._expectations import (
    explain_outcome,
    needs_turns,
    outcome_metadata,
    read_expectation,
    turns_of,
)
from langchain_trajectory.evaluators._open_calls import mark_open_calls
from langchain_trajectory.evaluators._reasons import summary_line
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.matching import CallMatcher, lcs_calls, match_calls
from langchain_trajectory.matching.alignment import grouped_alignment
from langchain_trajectory.matching.budgets import has_budgets
from langchain_trajectory.matching.expectations import Expectation
from langchain_trajectory.matching.modes import (
    BUILTIN_MODES,
    MODE_ALIASES,
    Counts,
    MatchMode,
    ModeName,
    get_mode,
    mode_names,
)
from langchain_trajectory.matching.scoring import score_expectation
from langchain_trajectory.reading.steps import CallSequence, read_call_sequence
from langchain_trajectory.trajectory import ToolCall, compact_json

__all__ = ["MODE_ALIASES", "TRAJECTORY_MODES", "ToolTrajectoryEvaluator", "TrajectoryMatchMode"]

_FIRST, _SECOND = itemgetter(0), itemgetter(1)  # of an (actual, expected) pair

TrajectoryMatchMode = ModeName
"""The built-in modes' names; a mode registered in :mod:`langchain_trajectory.matching.modes` is taken too."""
TRAJECTORY_MODES: tuple[str, ...] = BUILTIN_MODES
"""The built-in modes (:func:`~langchain_trajectory.matching.modes.mode_names` lists the registered ones too)."""

_LIST_LIMIT = 20  # items shown per list in a reason; metadata always holds everything


class ToolTrajectoryEvaluator(BaseEvaluator):
    """Deterministic trajectory match in one of seven modes (see the module doc for the formulas).

    Args:
        mode: ``strict``, ``in_order``, ``any_order``, ``superset``, ``subset``, ``precision`` or ``recall``;
            agentevals' ``unordered`` is accepted as ``any_order`` with threshold 1.0.
        argument_matcher: How arguments compare by default: an
            [`ArgumentMatcher`][langchain_trajectory.matching.ArgumentMatcher], a mode string (``exact``, ``ignore``,
            ``superset``, ``subset``; *actual* is the superset, as in agentevals, the reverse of Dokimos' naming),
            a list of keys to compare, or a callable ``(actual_args, expected_args) -> bool``.
        tool_matchers: Per-tool overrides ``{tool_name: matcher spec}``.
        threshold: ``passed`` is ``score >= threshold`` (default 1.0).
        parallel_calls_unordered: In ``strict`` and ``in_order``, calls issued in the same model step may
            appear in any order. Steps come from the expected side when its calls carry ``step`` fields (e.g. an
            expected trajectory), otherwise from the actual side's; the other side is read as a plain sequence.
            The unordered modes ignore steps. (Expected steps *written* as steps, a list of lists or the
            expectation model, are always unordered groups, with or without this option.)
        key: Feedback key (default ``tool_trajectory_<mode>``).

    Raises:
        ValueError: for an unknown mode, an invalid argument matcher or tool override, or a threshold other than
            1.0 with ``unordered``, when the evaluator is built.

    Every result's ``reason`` states the formula and its numbers, the matched pairs, the missing and extra
    calls, and the argument differences of near misses; ``metadata`` holds ``mode``, ``matched_count``,
    ``actual_count``, ``expected_count``, ``pairs``, ``actual_tools``, ``expected_tools``, ``missing`` and
    ``extra`` (indices). For an expectation written with the model, the reason lists what each item took and
    every policy violation (a violation scores 0.0), and ``metadata`` holds ``required_units`` (R),
    ``required_met`` (M_req), ``taken`` (U), ``beyond_required`` (O), ``actual_count``, ``items``, ``missing``,
    ``extra``, ``assignment`` (actual index, item index), ``violations``, ``match_score`` and the ``expectation``.
    """

    requires_expected: ClassVar[bool] = True

    def __init__(
        self,
        mode: TrajectoryMatchMode | Literal["unordered"] = "strict",
        *,
        argument_matcher: Any = "exact",
        tool_matchers: Mapping[str, Any] | None = None,
        threshold: float | None = None,
        parallel_calls_unordered: bool = False,
        key: str | None = None,
    ) -> None:
        if not isinstance(mode, str):
            raise ValueError(f"mode must be one of {list(mode_names())}, got {type(mode).__name__} {mode!r}")
        canonical = MODE_ALIASES.get(mode, mode)
        if canonical not in mode_names():
            raise ValueError(
                f"mode must be one of {list(mode_names())} (or agentevals' {list(MODE_ALIASES)}), got {mode!r}"
            )
        if mode in MODE_ALIASES and threshold is not None and threshold != 1.0:
            raise ValueError(
                f"mode {mode!r} is {canonical!r} with threshold 1.0; use mode={canonical!r} for threshold={threshold!r}"
            )
        if not isinstance(parallel_calls_unordered, bool):
            raise ValueError(
                f"parallel_calls_unordered must be a bool, got {type(parallel_calls_unordered).__name__}"
            )
        super().__init__(
            key=key or f"tool_trajectory_{mode}", threshold=1.0 if threshold is None else threshold
        )
        self.mode: TrajectoryMatchMode = canonical  # type: ignore[assignment]
        self.match_mode: MatchMode = get_mode(canonical)
        self.requested_mode = mode
        self.call_matcher = CallMatcher(argument_matcher, tool_matchers)
        self.parallel_calls_unordered = parallel_calls_unordered

    # -- reading ---------------------------------------------------------------------------------------------------

    def read_expected(self, value: Any) -> CallSequence | Expectation:
        """The expectation model when the expectation is written as one (or as steps, a list of lists), else the
        expected calls."""
        expectation = read_expectation(value, what="expected")
        if expectation is not None:
            return expectation
        return mark_open_calls(read_call_sequence(value, what="expected"), value)

    # -- scoring ---------------------------------------------------------------------------------------------------

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        """Score the actual calls against the expected ones in this evaluator's mode."""
        if isinstance(ctx.expected, Expectation):
            return self._measure_expectation(ctx, ctx.expected)
        act = ctx.actual_sequence
        exp = ctx.expected
        a, e = act.calls, exp.calls
        n_a, n_e = len(a), len(e)
        mode = self.mode
        if self.match_mode.ordered:
            pairs = self._ordered_pairs(act, exp)
        else:
            pairs = match_calls(a, e, self.call_matcher)
        m = len(pairs)
        score, numbers = self._score(n_a, n_e, m)

        # the indices no pair holds, in order (none when every call of a side is paired)
        missing = [] if m == n_e else [*filterfalse(set(map(_SECOND, pairs)).__contains__, range(n_e))]
        extra = [] if m == n_a else [*filterfalse(set(map(_FIRST, pairs)).__contains__, range(n_a))]
        near = self._near_misses(act, exp, pairs, missing, extra)
        reason = self._reason(act, exp, pairs, missing, extra, score, numbers, near)
        return self.result(
            score,
            reason,
            mode=mode,
            requested_mode=self.requested_mode,
            matched_count=m,
            actual_count=n_a,
            expected_count=n_e,
            pairs=list(map(list, pairs)),
            missing=missing,
            extra=extra,
            near_misses=[{"actual": i, "expected": j, "differences": d} for i, j, d in near],
            actual_tools=[c.name for c in a],
            expected_tools=[c.name for c in e],
            parallel_calls_unordered=self.parallel_calls_unordered,
        )

    def _score(self, n_a: int, n_e: int, m: int) -> tuple[float, str]:
        """The score and the formula's numbers from the counts of a plain list (both empty: 1.0 in every mode)."""
        if not n_a and not n_e:
            return 1.0, "both lists are empty"
        counts = Counts.of_lists(n_a, n_e, m, exact=self.match_mode.exact)
        return self.match_mode.score(counts), self.match_mode.numbers(counts)

    def _measure_expectation(self, ctx: EvaluationContext, expectation: Expectation) -> EvalResult:
        if has_budgets(expectation):
            calls, turns = turns_of(ctx.actual)
            model_calls = ctx.actual.model_calls()
            outcome = score_expectation(
                calls, expectation, self.mode, self.call_matcher, turns=turns, model_calls=model_calls
            )
        elif needs_turns(expectation):
            calls, turns = turns_of(ctx.actual)
            outcome = score_expectation(calls, expectation, self.mode, self.call_matcher, turns=turns)
        else:
            calls = list(ctx.actual_calls)
            outcome = score_expectation(calls, expectation, self.mode, self.call_matcher)
        alias = f" (requested as {self.requested_mode!r})" if self.requested_mode != self.mode else ""
        return self.result(
            outcome.score,
            explain_outcome(outcome, calls, threshold=self.threshold, alias=alias),
            requested_mode=self.requested_mode,
            **outcome_metadata(outcome, calls, expectation),
        )

    def _ordered_pairs(self, act: CallSequence, exp: CallSequence) -> list[tuple[int, int]]:
        a, e = act.calls, exp.calls
        cm = self.call_matcher
        if self.parallel_calls_unordered and (exp.has_parallel_steps or act.has_parallel_steps):
            if exp.has_parallel_steps or exp.explicit_steps:
                return grouped_alignment(len(a), exp.groups, lambda s, m: cm(a[s], e[m]))
            flipped = grouped_alignment(len(e), act.groups, lambda s, m: cm(a[m], e[s]))
            return sorted((i, j) for j, i in flipped)
        if self.match_mode.exact:
            if len(a) != len(e):
                return lcs_calls(a, e, cm)
            return [(i, i) for i in range(len(a)) if cm(a[i], e[i])]
        return lcs_calls(a, e, cm)

    # -- explaining ------------------------------------------------------------------------------------------------

    def _reason(
        self,
        act: CallSequence,
        exp: CallSequence,
        pairs: list[tuple[int, int]],
        missing: list[int],
        extra: list[int],
        score: float,
        numbers: str,
        near: list[tuple[int, int, list[str]]],
    ) -> str:
        a, e = act.calls, exp.calls
        mode = self.mode
        alias = f" (requested as {self.requested_mode!r})" if self.requested_mode != mode else ""
        verdict = "passed" if score >= self.threshold else "failed"
        encoded: dict[int, str] = {}  # argument dicts the two sides share (one text read once) are encoded once
        shown_a, shown_e = _Signatures(a, encoded), _Signatures(e, encoded)
        lines = [
            _summary(shown_a, shown_e, pairs, missing, extra, near),
            f"{mode}{alias}: score = {self.match_mode.plain_formula}; {numbers} -> {score:.4g} "
            f"({verdict}, threshold {self.threshold:g})",
        ]
        if not a and not e:
            return "\n".join(lines)
        if self.parallel_calls_unordered and self.match_mode.ordered:
            lines.append("calls of one model step may appear in any order")
        lines.extend(_listing_lines(shown_a, shown_e, pairs, missing, extra))
        positional = self._positional(act, exp)
        lines.extend(_difference_lines(e, near, positional))
        if positional:
            matched = set(pairs)
            wrong = [i for i in range(len(a)) if (i, i) not in matched]
            if wrong:
                lines.append(f"first mismatch at position {wrong[0]}")
        elif self.match_mode.exact and len(a) != len(e):
            lines.append(f"lengths differ: {len(a)} actual vs {len(e)} expected calls")
        return "\n".join(lines)

    def _positional(self, act: CallSequence, exp: CallSequence) -> bool:
        """Whether near misses pair calls by position (an exact mode, equal lengths, order significant)."""
        return (
            self.match_mode.exact and len(act.calls) == len(exp.calls) and not self.parallel_calls_unordered
        )

    def _near_misses(
        self,
        act: CallSequence,
        exp: CallSequence,
        pairs: list[tuple[int, int]],
        missing: list[int],
        extra: list[int],
    ) -> list[tuple[int, int, list[str]]]:
        """``(actual, expected, differences)`` for each missing expected call and the closest unmatched actual
        call of the same tool (or, in strict mode with equal lengths, the call at the same position)."""
        a, e = act.calls, exp.calls
        cm = self.call_matcher
        if self._positional(act, exp):
            return [(j, j, cm.differences(a[j], e[j])) for j in missing]
        out: list[tuple[int, int, list[str]]] = []
        if not missing or not extra:
            return out
        free: dict[str, list[int]] = {}  # the unmatched actual calls of each tool, in order
        for i in extra:
            name = a[i].name
            group = free.get(name)
            if group is None:
                free[name] = [i]
            else:
                group.append(i)
        for j in missing[:_LIST_LIMIT]:
            same_tool = free.get(e[j].name)
            if not same_tool:
                continue
            best = same_tool[0] if len(same_tool) == 1 else _closest(a, e[j].args, same_tool[:_LIST_LIMIT])
            same_tool.remove(best)
            out.append(
                (best, j, cm.differences(a[best], e[j]) or ["arguments match, but the call is out of order"])
            )
        return out

    def __repr__(self) -> str:
        return (
            f"ToolTrajectoryEvaluator(mode={self.requested_mode!r}, key={self.key!r}, threshold={self.threshold!r}, "
            f"call_matcher={self.call_matcher!r}, parallel_calls_unordered={self.parallel_calls_unordered})"
        )


class _Signatures:
    """The signatures of one side's calls for a reason, each encoded when a line first shows it and only once
    (a reason shows a few of possibly many unmatched calls, and some of them on two lines)."""

    __slots__ = ("_encoded", "_known", "calls")

    def __init__(self, calls: Sequence[ToolCall], encoded: dict[int, str]) -> None:
        self.calls = calls
        self._known: dict[int, str] = {}
        self._encoded = encoded  # compact JSON by id() of argument dicts the calls hold (alive while they are)

    def __getitem__(self, index: int) -> str:
        """``calls[index].signature()``."""
        text = self._known.get(index)
        if text is None:
            call = self.calls[index]
            if type(call) is not ToolCall:  # an expected call that takes any arguments writes its own
                text = self._known[index] = call.signature()
                return text
            args = call.args
            body = self._encoded.get(id(args))
            if body is None:
                body = self._encoded[id(args)] = compact_json(args)
            text = self._known[index] = f"{call.name}({body})"  # ToolCall.signature
        return text

    def of(self, indices: list[int]) -> Sequence[str]:
        """The signatures of ``calls[indices]``, encoded as they are read."""
        return _SignatureList(self, indices)


class _SignatureList(Sequence[str]):
    """A list of signatures that encodes an item only when it is read (a summary line shows the first few and
    counts the rest)."""

    __slots__ = ("_indices", "_signatures")

    def __init__(self, signatures: _Signatures, indices: list[int]) -> None:
        self._signatures = signatures
        self._indices = indices

    def __len__(self) -> int:
        return len(self._indices)

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> list[str]: ...

    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return [self._signatures[i] for i in self._indices[index]]
        return self._signatures[self._indices[index]]


def _summary(
    a: _Signatures,
    e: _Signatures,
    pairs: list[tuple[int, int]],
    missing: list[int],
    extra: list[int],
    near: list[tuple[int, int, list[str]]],
) -> str:
    """The reason's first line, in words (near misses are told once, as differences, not as missing and extra)."""
    near_a = {i for i, _, _ in near}
    near_e = {j for _, j, _ in near}
    return summary_line(
        matched=len(pairs),
        expected=len(e.calls),
        actual=len(a.calls),
        near=[(e.calls[j].name, ds) for _, j, ds in near],
        missing=e.of([j for j in missing if j not in near_e]) if near_e else e.of(missing),
        extra=a.of([i for i in extra if i not in near_a]) if near_a else a.of(extra),
    )


def _difference_lines(e: Sequence[ToolCall], near: list[tuple[int, int, list[str]]], positional: bool) -> list[str]:
    """The reason's line of argument differences of the near misses (by position when calls pair by position)."""
    diffs = [
        f"position {j} {e[j].name}: {d}" if i == j and positional else f"{e[j].name} (actual #{i} vs expected #{j}): {d}"
        for i, j, ds in near
        for d in ds
    ]
    return ["differences: " + _listing(diffs[:_LIST_LIMIT], len(diffs), sep="; ")] if diffs else []


def _listing_lines(
    a: _Signatures, e: _Signatures, pairs: list[tuple[int, int]], missing: list[int], extra: list[int]
) -> list[str]:
    """The reason's lines listing the matched pairs, the missing expected calls and the extra actual calls."""
    lines = []
    if pairs:
        calls = a.calls
        shown = [f"actual #{i} {calls[i].name} = expected #{j}" for i, j in pairs[:_LIST_LIMIT]]
        lines.append("matched: " + _listing(shown, len(pairs)))
    if missing:
        shown = [f"#{j} {e[j]}" for j in missing[:_LIST_LIMIT]]
        lines.append("missing (expected, unmatched): " + _listing(shown, len(missing)))
    if extra:
        shown = [f"#{i} {a[i]}" for i in extra[:_LIST_LIMIT]]
        lines.append("extra (actual, unmatched): " + _listing(shown, len(extra)))
    return lines


def _closest(a: Sequence[ToolCall], expected_args: Mapping[str, Any], candidates: list[int]) -> int:
    """The candidate whose arguments are closest to ``expected_args`` by `_distance` (the first of the closest)."""
    try:
        items = frozenset(expected_args.items())  # hashed once, for every candidate
        # |actual ^ expected| = |actual| + |expected| - 2 |actual & expected| (an item set has one item per key):
        # the same order. ``intersection`` hashes every actual item, as ``^`` does, so an unhashable value
        # raises here too and every candidate is measured item by item below.
        best, fewest = candidates[0], None
        for i in candidates:
            args = a[i].args
            unshared = len(args) - 2 * len(items.intersection(args.items()))
            if fewest is None or unshared < fewest:
                best, fewest = i, unshared
        return best
    except Exception:  # unhashable or incomparable values: item by item
        return min((_distance(a[i].args, expected_args), i) for i in candidates)[1]


def _distance(actual_args: Mapping[str, Any], expected_args: Mapping[str, Any]) -> int:
    """A cheap closeness measure for choosing which unmatched calls to compare in a reason: the number of
    (key, value) items the two argument dicts do not share."""
    try:
        return len(actual_args.items() ^ expected_args.items())
    except Exception:  # unhashable values (lists, dicts), or values whose comparison raises
        return sum(1 for k in {*actual_args, *expected_args} if not _same(actual_args.get(k, _ABSENT), expected_args.get(k, _ABSENT)))


def _same(a: Any, b: Any) -> bool:
    try:
        return bool(a == b)
    except Exception:  # a user object whose __eq__ raises: not the same, for choosing what to show
        return False


_ABSENT = object()


def _listing(items: list[str], total: int, sep: str = ", ") -> str:
    """``items`` (the first of ``total``) joined, saying how many more there are."""
    if total <= len(items):
        return sep.join(items)
    return sep.join(items) + f"{sep}... and {total - len(items)} more (see metadata)"
