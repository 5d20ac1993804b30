"""ToolEfficiencyEvaluator: did the agent avoid redundant tool calls?"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any, ClassVar

from langchain_trajectory.evaluators._reasons import fraction
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.matching import ArgumentMatcher, CallMatcher
from langchain_trajectory.trajectory import ToolCall

__all__ = ["ToolEfficiencyEvaluator"]


class ToolEfficiencyEvaluator(BaseEvaluator):
    """The share of distinct calls among all calls (Dokimos' ``ToolEfficiencyEvaluator``). Needs no
    expectation.

    Calls are read in order; a call is *redundant* when it matches a call already kept as distinct (same name,
    and the argument matcher accepts ``(later.args, earlier.args)``), else it is kept. A *consecutive
    duplicate* is a call that matches the call right before it, a loop signal reported separately (it does
    not change the score). ``[a, b, a]`` scores 2/3 with ``a`` redundant and no consecutive duplicate.

    Score: ``distinct / total``; an empty call list scores 1.0. A legitimate retry lowers the score too: treat
    efficiency as a signal and set the threshold accordingly.

    With an equivalence matcher (``exact``, the default, or ``ignore``) calls are bucketed by their canonical
    key, in linear time; other matchers compare each call with the distinct calls of the same name.

    Args:
        argument_matcher: When two calls with the same name count as the same call: ``"exact"`` (typed tolerant
            equality), ``"ignore"`` (same name is enough), ``"superset"``, ``"subset"``, an ``ArgumentMatcher``
            or a callable ``(later_args, earlier_args) -> bool``.
        tool_matchers: Per-tool overrides of ``argument_matcher``.
        key: Feedback key (default ``tool_efficiency``).
        threshold: Pass mark (default 1.0: no redundant call).

    Raises:
        ValueError: for an unknown argument-matching mode (when the evaluator is built).
    """

    requires_expected: ClassVar[bool] = False

    def __init__(
        self,
        argument_matcher: Any = "exact",
        *,
        tool_matchers: Mapping[str, Any] | None = None,
        key: str | None = None,
        threshold: float = 1.0,
    ) -> None:
        super().__init__(key=key, threshold=threshold)
        self.call_matcher = CallMatcher(
            argument_matcher=argument_matcher,
            tool_matchers=dict(tool_matchers) if tool_matchers else None,
        )

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        calls = list(ctx.actual_calls)
        if not calls:
            return self.result(
                1.0,
                "no tool calls to inspect: score 1.0",
                total=0,
                distinct=0,
                redundant_calls=[],
                consecutive_duplicates=[],
            )
        repeats = self._repeats(calls)
        consecutive = [
            {"index": i, "tool": calls[i].name}
            for i in range(1, len(calls))
            if self.call_matcher(calls[i], calls[i - 1])
        ]
        n_distinct = len(calls) - len(repeats)
        score = n_distinct / len(calls)
        reason = f"{n_distinct} of {len(calls)} calls distinct: {fraction(n_distinct, len(calls), score)}"
        if repeats:
            reason += "; redundant: " + ", ".join(
                f"{r['tool']} (call {r['index']} repeats call {r['repeats']})" for r in repeats
            )
        if consecutive:
            reason += "; consecutive duplicates: " + ", ".join(
                f"{c['tool']} at call {c['index']}" for c in consecutive
            )
        return self.result(
            score,
            reason,
            total=len(calls),
            distinct=n_distinct,
            redundant_calls=repeats,
            consecutive_duplicates=consecutive,
        )

    def _repeats(self, calls: list[ToolCall]) -> list[dict[str, Any]]:
        """Each redundant call with the index of the earlier distinct call it repeats."""
        first_by_key: dict[tuple[str, Hashable], int] = {}
        distinct: dict[str, list[int]] = {}  # every distinct call so far, by name
        unkeyed: dict[str, list[int]] = {}  # the distinct calls without a canonical key, by name
        repeats = []
        for i, call in enumerate(calls):
            key = None
            matcher = self.call_matcher.matcher_for(call.name)
            # is_equivalence_for implies an ArgumentMatcher; isinstance narrows the union for the type checker
            if self.call_matcher.is_equivalence_for(call.name) and isinstance(matcher, ArgumentMatcher):
                key = matcher.canonical_key(call.args)
            if key is not None:
                earlier = first_by_key.get((call.name, key))
                candidates = unkeyed.get(call.name, ()) if earlier is None else ()
            else:
                # No key (e.g. JSON text that equals a dict): it may repeat any earlier call, keyed or not.
                earlier, candidates = None, distinct.get(call.name, ())
            if earlier is None:
                earlier = next((j for j in candidates if self.call_matcher(call, calls[j])), None)
            if earlier is not None:
                repeats.append({"index": i, "tool": call.name, "repeats": earlier})
                continue
            distinct.setdefault(call.name, []).append(i)
            if key is not None:
                first_by_key[(call.name, key)] = i
            else:
                unkeyed.setdefault(call.name, []).append(i)
        return repeats
