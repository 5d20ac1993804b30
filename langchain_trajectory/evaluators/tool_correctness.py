"""ToolCorrectnessEvaluator: did the agent use the expected tools (Dokimos' three match modes)?"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, get_args

from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.evaluators.scorers import distinct, fraction, names_of, unmatched_report
from langchain_trajectory.matching import CallMatcher, lcs_calls, match_calls
from langchain_trajectory.trajectory import ToolCall

__all__ = ["ToolCorrectnessEvaluator", "f1_score"]

CorrectnessMode = Literal["names_only", "names_and_order", "names_and_args"]


def f1_score(hits: int, n_actual: int, n_expected: int) -> float:
    """F1 of precision ``hits / n_actual`` and recall ``hits / n_expected``: 1.0 when both sides are empty,
    0.0 when exactly one is."""
    if n_actual == 0 and n_expected == 0:
        return 1.0
    if n_actual == 0 or n_expected == 0 or hits == 0:
        return 0.0
    precision, recall = hits / n_actual, hits / n_expected
    return 2 * precision * recall / (precision + recall)


def _f1_text(hits: int, n_actual: int, n_expected: int) -> str:
    score = f1_score(hits, n_actual, n_expected)
    if n_actual == 0 or n_expected == 0:
        return f"F1 = {score:g} ({n_actual} actual, {n_expected} expected)"
    return (
        f"precision {fraction(hits, n_actual, hits / n_actual)}, recall "
        f"{fraction(hits, n_expected, hits / n_expected)}, F1 = {score:.3g}"
    )


class ToolCorrectnessEvaluator(BaseEvaluator):
    """Did the agent use the expected tools? Three modes, as in Dokimos:

    * ``names_only`` (default): F1 over the *sets* of tool names (precision = correct / distinct actual names,
      recall = correct / distinct expected names). Metadata lists the ``correct``, ``redundant`` (used, not
      expected) and ``missing`` (expected, not used) names. Actual ``[search_flights, book_hotel,
      send_email]`` against expected ``[search_flights, book_hotel]`` scores 0.8, ``send_email`` redundant.
    * ``names_and_order``: ``L / max(len(actual), len(expected))`` where ``L`` is the longest common
      subsequence of the name sequences.
    * ``names_and_args``: F1 over calls, with the hits ``M`` being the size of a *maximum* matching between
      actual and expected calls (names equal and the argument matcher accepting ``(actual.args,
      expected.args)``), so a permissive matcher never under-counts the way greedy first-fit pairing does.

    Both lists empty scores 1.0 in every mode; exactly one empty scores 0.0.

    Args:
        mode: ``names_only``, ``names_and_order`` or ``names_and_args``.
        argument_matcher: Argument matching for ``names_and_args``: ``"exact"`` (default; typed tolerant
            equality), ``"ignore"``, ``"superset"`` (actual args contain the expected ones), ``"subset"``, an
            ``ArgumentMatcher``, or a callable ``(actual_args, expected_args) -> bool``. Note that Dokimos names
            superset/subset the other way round; here *actual* is the superset.
        tool_matchers: Per-tool overrides of ``argument_matcher``.
        key: Feedback key (default ``tool_correctness``).
        threshold: Pass mark (default 1.0).

    Raises:
        ValueError: for an unknown mode or argument-matching mode (when the evaluator is built).
    """

    def __init__(
        self,
        mode: CorrectnessMode = "names_only",
        *,
        argument_matcher: Any = "exact",
        tool_matchers: Mapping[str, Any] | None = None,
        key: str | None = None,
        threshold: float = 1.0,
    ) -> None:
        super().__init__(key=key, threshold=threshold)
        if mode not in get_args(CorrectnessMode):
            raise ValueError(f"mode must be one of {list(get_args(CorrectnessMode))}, got {mode!r}")
        self.mode: CorrectnessMode = mode
        self.call_matcher = CallMatcher(
            argument_matcher=argument_matcher,
            tool_matchers=dict(tool_matchers) if tool_matchers else None,
        )
        self._names_matcher = CallMatcher(argument_matcher="ignore")

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        got, want = list(ctx.actual_calls), ctx.expected.tool_calls()
        if self.mode == "names_only":
            return self._names_only(got, want)
        if self.mode == "names_and_order":
            return self._names_and_order(got, want)
        return self._names_and_args(got, want)

    def _name_sets(self, got: list[ToolCall], want: list[ToolCall]) -> tuple[list[str], list[str], list[str]]:
        used, wanted = distinct(names_of(got)), distinct(names_of(want))
        correct = [n for n in used if n in set(wanted)]
        redundant = [n for n in used if n not in set(wanted)]
        missing = [n for n in wanted if n not in set(used)]
        return correct, redundant, missing

    def _names_only(self, got: list[ToolCall], want: list[ToolCall]) -> EvalResult:
        correct, redundant, missing = self._name_sets(got, want)
        n_used, n_wanted = len(correct) + len(redundant), len(correct) + len(missing)
        score = f1_score(len(correct), n_used, n_wanted)
        reason = (
            f"tool names: correct {correct}, redundant {redundant}, missing {missing}; "
            f"{_f1_text(len(correct), n_used, n_wanted)}"
        )
        return self.result(
            score,
            reason,
            mode=self.mode,
            correct_tools=correct,
            redundant_tools=redundant,
            missing_tools=missing,
        )

    def _names_and_order(self, got: list[ToolCall], want: list[ToolCall]) -> EvalResult:
        _, redundant, missing = self._name_sets(got, want)
        longest = max(len(got), len(want))
        if longest == 0:
            return self.result(
                1.0, "no actual and no expected calls: score 1.0", mode=self.mode, lcs=0, pairs=[]
            )
        pairs = lcs_calls(got, want, self._names_matcher)
        score = len(pairs) / longest
        reason = (
            f"longest common subsequence of names {[want[j].name for _, j in pairs]}: "
            f"{fraction(len(pairs), longest, score)} (LCS / max({len(got)} actual, {len(want)} expected))"
        )
        if redundant or missing:
            reason += f"; redundant {redundant}, missing {missing}"
        return self.result(
            score,
            reason,
            mode=self.mode,
            lcs=len(pairs),
            pairs=[list(p) for p in pairs],
            redundant_tools=redundant,
            missing_tools=missing,
        )

    def _names_and_args(self, got: list[ToolCall], want: list[ToolCall]) -> EvalResult:
        pairs = match_calls(got, want, self.call_matcher) if got and want else []
        score = f1_score(len(pairs), len(got), len(want))
        reason = (
            f"{len(pairs)} of {len(got)} actual and {len(pairs)} of {len(want)} expected calls matched "
            f"with arguments (maximum matching); {_f1_text(len(pairs), len(got), len(want))}"
        )
        used = {i for i, _ in pairs}
        extra = [got[i].signature() for i in range(len(got)) if i not in used]
        unmatched = unmatched_report(got, want, pairs, self.call_matcher)
        if unmatched:
            reason += "; unmatched expected: " + "; ".join(unmatched)
        if extra:
            reason += "; unmatched actual: " + "; ".join(extra)
        return self.result(
            score,
            reason,
            mode=self.mode,
            matched=len(pairs),
            actual=len(got),
            expected=len(want),
            pairs=[list(p) for p in pairs],
        )
