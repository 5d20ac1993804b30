"""Named evaluators that are match modes in disguise: presets of the modes table, with the seeds' names, call
forms, reasons and metadata.

A `Preset` says which row (or rows) of `langchain_trajectory.matching.modes` scores an evaluator, how
arguments compare, whether it compares calls or the distinct tool names, and what an empty expectation scores when
that differs from the mode's. The evaluator aligns the calls as the mode says (a longest common subsequence for an
ordered mode, a maximum matching otherwise), counts, and asks the table:

=============================================  =================================  ==========  ================
evaluator                                      mode                               arguments   nothing expected
=============================================  =================================  ==========  ================
[`PathCorrectness`][langchain_trajectory.evaluators.PathCorrectness]                       ``in_order``                       ignored     1.0 (the mode's)
[`ToolCallCorrectness`][langchain_trajectory.evaluators.ToolCallCorrectness]                   ``recall``                         compared    1.0
[`ToolUsageAccuracy`][langchain_trajectory.evaluators.ToolUsageAccuracy]                     ``recall`` over distinct names     ignored     1.0
``ToolCorrectnessEvaluator("names_only")``     F1 of ``precision`` and ``recall``  ignored     F1's (1.0 iff no
                                               over distinct names                            call)
``ToolCorrectnessEvaluator("names_and_args")``  F1 of ``precision`` and ``recall``  compared    F1's
=============================================  =================================  ==========  ================

(``ToolCorrectnessEvaluator("names_and_order")``, ``L / max(|A|, |E|)``, is no mode of the table and keeps its own
formula.) F1 is ``2PR / (P + R)``, 0.0 when both are 0: both sides empty scores 1.0, exactly one empty 0.0.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, get_args

from langchain_trajectory.evaluators._reasons import distinct, fraction, names_of, unmatched_report
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.matching import CallMatcher, lcs_calls, match_calls
from langchain_trajectory.matching.calls import CallLike
from langchain_trajectory.matching.modes import Counts, get_mode
from langchain_trajectory.trajectory import ToolCall, Trajectory

__all__ = [
    "PRESETS",
    "CorrectnessMode",
    "PathCorrectness",
    "Preset",
    "ToolCallCorrectness",
    "ToolCorrectnessEvaluator",
    "ToolUsageAccuracy",
    "f1_score",
]

_SEED_THRESHOLD = 0.5

CorrectnessMode = Literal["names_only", "names_and_order", "names_and_args"]


@dataclass(frozen=True)
class Preset:
    """A named evaluator as a mode of the modes table.

    Attributes:
        modes: One mode's name (its score), or two (the F1, harmonic mean, of their scores).
        arguments: ``"compared"`` (the evaluator's argument matcher) or ``"ignored"`` (names alone).
        distinct_names: Compare the distinct tool names of each side rather than the calls.
        empty_expected: The score when nothing is expected, where it differs from the modes' (None: theirs).
    """

    modes: tuple[str, ...]
    arguments: Literal["compared", "ignored"] = "compared"
    distinct_names: bool = False
    empty_expected: float | None = None

    def __post_init__(self) -> None:
        if len(self.modes) not in (1, 2):
            raise ValueError(f"a preset scores by one mode or the F1 of two, got {self.modes!r}")
        rows = [get_mode(name) for name in self.modes]
        if any(row.exact for row in rows) or len({row.ordered for row in rows}) > 1:
            raise ValueError(f"a preset's modes align the same way and are not exact, got {self.modes!r}")

    @property
    def ordered(self) -> bool:
        """Whether the calls align in order (a longest common subsequence) rather than by a maximum matching."""
        return get_mode(self.modes[0]).ordered

    def align(
        self, actual: Sequence[CallLike], expected: Sequence[CallLike], call_matcher: CallMatcher
    ) -> list[tuple[int, int]]:
        """The ``(actual, expected)`` index pairs the modes count (``call_matcher`` already ignores arguments when
        the preset does)."""
        return lcs_calls(actual, expected, call_matcher) if self.ordered else match_calls(actual, expected, call_matcher)

    def score(self, n_actual: int, n_expected: int, matched: int) -> float:
        """The score of ``matched`` aligned pairs between ``n_actual`` actual and ``n_expected`` expected calls
        (or distinct names)."""
        if self.empty_expected is not None and not n_expected:
            return self.empty_expected
        counts = Counts.of_lists(n_actual, n_expected, matched)
        scores = [get_mode(name).score(counts) for name in self.modes]
        if len(scores) == 1:
            return scores[0]
        first, second = scores
        return 2 * first * second / (first + second) if first + second else 0.0


PRESETS: dict[str, Preset] = {
    "PathCorrectness": Preset(("in_order",), arguments="ignored"),
    "ToolCallCorrectness": Preset(("recall",), empty_expected=1.0),
    "ToolUsageAccuracy": Preset(("recall",), arguments="ignored", distinct_names=True, empty_expected=1.0),
    "ToolCorrectnessEvaluator.names_only": Preset(("precision", "recall"), arguments="ignored", distinct_names=True),
    "ToolCorrectnessEvaluator.names_and_args": Preset(("precision", "recall")),
}
"""Every preset, by the evaluator (and mode) it scores."""

_F1 = PRESETS["ToolCorrectnessEvaluator.names_and_args"]
_NAMES = CallMatcher(argument_matcher="ignore")


def f1_score(hits: int, n_actual: int, n_expected: int) -> float:
    """F1 of precision ``hits / n_actual`` and recall ``hits / n_expected`` (the modes ``precision`` and
    ``recall``): 1.0 when both sides are empty, 0.0 when exactly one is."""
    return _F1.score(n_actual, n_expected, hits)


def _expected_calls(expected: Trajectory) -> list[ToolCall]:
    return expected.tool_calls()


class ToolUsageAccuracy(BaseEvaluator):
    """Did the agent use the tools it was expected to use?

    Score: ``|distinct expected names ∩ names used| / |distinct expected names|``, i.e. set recall on tool
    names. Order, repetitions, arguments and extra tools do not matter. An empty expected list scores 1.0
    (nothing was expected); a missing expectation is an error.

    Example (fastaiagent): actual ``[search, calculate]``, expected ``[search, calculate, format]`` scores 2/3.

    Args:
        key: Feedback key (default ``tool_usage_accuracy``).
        threshold: Pass mark (default 0.5, as in fastaiagent).
    """

    preset: ClassVar[Preset] = PRESETS["ToolUsageAccuracy"]

    def __init__(self, *, key: str | None = None, threshold: float = _SEED_THRESHOLD) -> None:
        super().__init__(key=key, threshold=threshold)

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        used = set(names_of(ctx.actual_calls))
        wanted = distinct(names_of(_expected_calls(ctx.expected)))
        if not wanted:
            score = self.preset.score(len(used), 0, 0)
            return self.result(score, f"no tools were expected: score {score:.1f}", used=0, expected=0, missing=[])
        hit = [name for name in wanted if name in used]  # distinct names align by equality: the intersection
        missing = [name for name in wanted if name not in used]
        score = self.preset.score(len(used), len(wanted), len(hit))
        reason = f"used {len(hit)} of {len(wanted)} expected tools: {fraction(len(hit), len(wanted), score)}"
        reason += f"; used: {hit}" + (f"; missing: {missing}" if missing else "")
        return self.result(
            score, reason, used=len(hit), expected=len(wanted), used_tools=hit, missing=missing
        )


class PathCorrectness(BaseEvaluator):
    """Did the agent follow the expected sequence of tools?

    Score: ``L / len(expected)`` where ``L`` is the length of the longest common subsequence of the actual and
    expected tool *names*: 1.0 when the expected path appears in order inside the actual one (detours
    allowed). An empty expected list scores 1.0.

    Example (fastaiagent): actual ``[search, validate, calculate, respond]``, expected
    ``[search, calculate, respond]`` scores 1.0.

    Args:
        key: Feedback key (default ``path_correctness``).
        threshold: Pass mark (default 0.5, as in fastaiagent).
    """

    preset: ClassVar[Preset] = PRESETS["PathCorrectness"]

    def __init__(self, *, key: str | None = None, threshold: float = _SEED_THRESHOLD) -> None:
        super().__init__(key=key, threshold=threshold)

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        expected = _expected_calls(ctx.expected)
        got, want = names_of(ctx.actual_calls), names_of(expected)
        if not want:
            score = self.preset.score(len(got), 0, 0)
            return self.result(score, f"no path was expected: score {score:.1f}", lcs=0, expected=0, pairs=[])
        pairs = self.preset.align(ctx.actual_calls, expected, _NAMES)
        aligned = {j for _, j in pairs}
        off_path = [want[j] for j in range(len(want)) if j not in aligned]
        score = self.preset.score(len(got), len(want), len(pairs))
        reason = (
            f"longest common subsequence {[want[j] for _, j in pairs]} has {len(pairs)} of "
            f"{len(want)} expected calls: {fraction(len(pairs), len(want), score)}"
        )
        if off_path:
            reason += f"; not followed in order: {off_path}"
        return self.result(
            score,
            reason,
            lcs=len(pairs),
            expected=len(want),
            pairs=[list(p) for p in pairs],
            not_followed=off_path,
        )


class ToolCallCorrectness(BaseEvaluator):
    """Did the agent make the expected calls, with the right arguments?

    Score: ``M / len(expected)``, the recall of expected calls, where ``M`` is the size of a *maximum* matching
    between actual and expected calls (two calls match when their names are equal and the argument matcher
    accepts ``(actual.args, expected.args)``). Each actual call satisfies at most one expected call; extra
    actual calls are not penalised. An empty expected list scores 1.0.

    Example (fastaiagent): ``search(query=London)`` against expected ``search(query=Paris)`` scores 0.0.

    Args:
        argument_matcher: How arguments are compared: ``"exact"`` (default; typed tolerant equality),
            ``"ignore"``, ``"superset"``, ``"subset"``, an ``ArgumentMatcher``, or a callable
            ``(actual_args, expected_args) -> bool``.
        tool_matchers: Per-tool overrides of ``argument_matcher``, by tool name.
        key: Feedback key (default ``tool_call_correctness``).
        threshold: Pass mark (default 0.5, as in fastaiagent).

    Raises:
        ValueError: for an unknown argument-matching mode (when the evaluator is built).
    """

    preset: ClassVar[Preset] = PRESETS["ToolCallCorrectness"]

    def __init__(
        self,
        argument_matcher: Any = "exact",
        *,
        tool_matchers: Mapping[str, Any] | None = None,
        key: str | None = None,
        threshold: float = _SEED_THRESHOLD,
    ) -> None:
        super().__init__(key=key, threshold=threshold)
        self.call_matcher = CallMatcher(
            argument_matcher=argument_matcher,
            tool_matchers=dict(tool_matchers) if tool_matchers else None,
        )

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        got = ctx.actual_calls
        want = _expected_calls(ctx.expected)
        if not want:
            score = self.preset.score(len(got), 0, 0)
            return self.result(score, f"no calls were expected: score {score:.1f}", matched=0, expected=0, pairs=[])
        pairs = self.preset.align(got, want, self.call_matcher)
        score = self.preset.score(len(got), len(want), len(pairs))
        reason = (
            f"{len(pairs)} of {len(want)} expected calls matched by name and arguments: "
            f"{fraction(len(pairs), len(want), score)}"
        )
        unmatched = unmatched_report(got, want, pairs, self.call_matcher)
        if unmatched:
            reason += "; unmatched expected: " + "; ".join(unmatched)
        return self.result(
            score,
            reason,
            matched=len(pairs),
            expected=len(want),
            actual=len(got),
            pairs=[list(p) for p in pairs],
        )


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
        score = PRESETS["ToolCorrectnessEvaluator.names_only"].score(n_used, n_wanted, len(correct))
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
        preset = PRESETS["ToolCorrectnessEvaluator.names_and_args"]
        pairs = preset.align(got, want, self.call_matcher) if got and want else []
        score = preset.score(len(got), len(want), len(pairs))
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
