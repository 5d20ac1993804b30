"""The trajectory scorers of fastaiagent, as evaluators: which tools, how many steps, which path, how many loops.

Five small evaluators with fastaiagent's semantics on tool *names* (``ToolCallCorrectness`` alone also compares
arguments):

* [`ToolUsageAccuracy`][langchain_trajectory.evaluators.ToolUsageAccuracy]: share of the distinct expected tool names that the agent used at least once;
* [`StepEfficiency`][langchain_trajectory.evaluators.StepEfficiency]: ``min(expected_steps / actual_steps, 1)``, from step counts or trajectories;
* [`PathCorrectness`][langchain_trajectory.evaluators.PathCorrectness]: longest common subsequence of names divided by the number of expected calls;
* [`CycleEfficiency`][langchain_trajectory.evaluators.CycleEfficiency]: ``1 - consecutive repeats / number of calls`` (needs no expectation);
* [`ToolCallCorrectness`][langchain_trajectory.evaluators.ToolCallCorrectness]: recall of expected calls under name-and-argument matching, with an optimal
  (maximum) matching and the package's typed argument equality.

Each takes its inputs through the evaluator contract (direct call, openevals-style call, LangSmith run
evaluator), so an agent's trajectory, a message list, tool-call dicts or bare tool names all work. As in
fastaiagent, an *empty* expected list scores 1.0 (nothing was expected), while a *missing* expectation (None)
is an error. As in fastaiagent, the default pass mark is 0.5.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.matching import (
    CallMatcher,
    longest_common_subsequence,
    match_calls,
)
from langchain_trajectory.reading.steps import read_call_sequence
from langchain_trajectory.trajectory import ToolCall, Trajectory

__all__ = [
    "CycleEfficiency",
    "PathCorrectness",
    "StepEfficiency",
    "ToolCallCorrectness",
    "ToolUsageAccuracy",
]

_SEED_THRESHOLD = 0.5


def fraction(numerator: float, denominator: float, score: float) -> str:
    """``"2/3 = 0.667"``: a ratio written so that the score can be recomputed from the text."""
    return f"{numerator:g}/{denominator:g} = {score:.3g}"


def names_of(calls: Sequence[ToolCall]) -> list[str]:
    """The tool names of ``calls``, in order."""
    return [call.name for call in calls]


def distinct(names: Sequence[str]) -> list[str]:
    """``names`` without repeats, in first-seen order."""
    return list(dict.fromkeys(names))


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

    def __init__(self, *, key: str | None = None, threshold: float = _SEED_THRESHOLD) -> None:
        super().__init__(key=key, threshold=threshold)

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        used = set(names_of(ctx.actual_calls))
        wanted = distinct(names_of(_expected_calls(ctx.expected)))
        if not wanted:
            return self.result(1.0, "no tools were expected: score 1.0", used=0, expected=0, missing=[])
        hit = [name for name in wanted if name in used]
        missing = [name for name in wanted if name not in used]
        score = len(hit) / len(wanted)
        reason = f"used {len(hit)} of {len(wanted)} expected tools: {fraction(len(hit), len(wanted), score)}"
        reason += f"; used: {hit}" + (f"; missing: {missing}" if missing else "")
        return self.result(
            score, reason, used=len(hit), expected=len(wanted), used_tools=hit, missing=missing
        )


def _read_steps(value: Any, what: str) -> int:
    """A step count: an int, a dict holding ``steps``, or anything readable as a trajectory (its tool calls)."""
    if isinstance(value, Mapping) and "steps" in value:
        return _read_steps(value["steps"], f"{what}.steps")
    if isinstance(value, bool):
        raise TrajectoryInputError(f"{what}: a step count must be an int, got bool")
    if isinstance(value, int):
        if value < 0:
            raise TrajectoryInputError(f"{what}: a step count must be >= 0, got {value}")
        return value
    if isinstance(value, float):
        raise TrajectoryInputError(f"{what}: a step count must be an int, got float {value!r}")
    return len(read_call_sequence(value, what=what).calls)


class StepEfficiency(BaseEvaluator):
    """Did the agent solve the task in the expected number of steps?

    Score: ``min(expected_steps / actual_steps, 1.0)``; taking no steps at all scores 1.0 (nothing was wasted),
    and so does taking fewer steps than expected. Each side is a step count (an ``int``, or a dict holding
    ``steps``) or anything readable as a trajectory, whose steps are its tool calls.

    Example (fastaiagent): 6 actual steps against 3 expected scores 0.5.

    Args:
        key: Feedback key (default ``step_efficiency``).
        threshold: Pass mark (default 0.5, as in fastaiagent).
    """

    def __init__(self, *, key: str | None = None, threshold: float = _SEED_THRESHOLD) -> None:
        super().__init__(key=key, threshold=threshold)

    def read_expected(self, value: Any) -> int:
        """The expected step count."""
        return _read_steps(value, "expected")

    def check_actual(self, ctx: EvaluationContext) -> None:
        _read_steps(ctx.actual_input, "actual")

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        steps, wanted = _read_steps(ctx.actual_input, "actual"), int(ctx.expected)
        if steps == 0:
            return self.result(1.0, "no steps taken: score 1.0", actual_steps=0, expected_steps=wanted)
        score = 1.0 if wanted >= steps else wanted / steps  # never wanted / steps > 1: it may overflow a float
        reason = f"{steps} steps taken, {wanted} expected: min({wanted}/{steps}, 1) = {score:.3g}"
        return self.result(score, reason, actual_steps=steps, expected_steps=wanted)


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

    def __init__(self, *, key: str | None = None, threshold: float = _SEED_THRESHOLD) -> None:
        super().__init__(key=key, threshold=threshold)

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        got = names_of(ctx.actual_calls)
        want = names_of(_expected_calls(ctx.expected))
        if not want:
            return self.result(1.0, "no path was expected: score 1.0", lcs=0, expected=0, pairs=[])
        pairs = longest_common_subsequence(len(got), len(want), lambda i, j: got[i] == want[j])
        aligned = {j for _, j in pairs}
        off_path = [want[j] for j in range(len(want)) if j not in aligned]
        score = len(pairs) / len(want)
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


class CycleEfficiency(BaseEvaluator):
    """Did the agent avoid calling the same tool again and again in a row?

    Score: ``1 - repeats / n`` where ``n`` is the number of calls and ``repeats`` counts calls whose name equals
    the previous call's name (arguments are ignored, as in fastaiagent). No calls scores 1.0. Needs no
    expectation.

    Example (fastaiagent): ``[search, search, search, respond]`` has 2 repeats in 4 calls: 0.5.

    Args:
        key: Feedback key (default ``cycle_efficiency``).
        threshold: Pass mark (default 0.5, as in fastaiagent).
    """

    requires_expected: ClassVar[bool] = False

    def __init__(self, *, key: str | None = None, threshold: float = _SEED_THRESHOLD) -> None:
        super().__init__(key=key, threshold=threshold)

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        names = names_of(ctx.actual_calls)
        if not names:
            return self.result(1.0, "no tool calls: score 1.0", repeats=0, calls=0, repeated_at=[])
        repeated_at = [i for i in range(1, len(names)) if names[i] == names[i - 1]]
        score = 1.0 - len(repeated_at) / len(names)
        reason = (
            f"{len(repeated_at)} consecutive repeats in {len(names)} calls: "
            f"1 - {len(repeated_at)}/{len(names)} = {score:.3g}"
        )
        if repeated_at:
            reason += "; repeated: " + ", ".join(f"{names[i]} at call {i}" for i in repeated_at)
        return self.result(score, reason, repeats=len(repeated_at), calls=len(names), repeated_at=repeated_at)


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
            return self.result(1.0, "no calls were expected: score 1.0", matched=0, expected=0, pairs=[])
        pairs = match_calls(got, want, self.call_matcher)
        score = len(pairs) / len(want)
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


def unmatched_report(
    actual: Sequence[ToolCall],
    expected: Sequence[ToolCall],
    pairs: Sequence[tuple[int, int]],
    call_matcher: CallMatcher,
) -> list[str]:
    """One line per expected call left unmatched: its signature and, when a free actual call of the same name
    exists, the argument differences against the first such call."""
    used_actual = {i for i, _ in pairs}
    used_expected = {j for _, j in pairs}
    lines = []
    for j, call in enumerate(expected):
        if j in used_expected:
            continue
        line = call.signature()
        near = next((a for i, a in enumerate(actual) if i not in used_actual and a.name == call.name), None)
        if near is not None:
            diffs = call_matcher.differences(near, call)
            if diffs:
                line += f" (closest actual {near.signature()}: {', '.join(diffs)})"
        else:
            line += " (no actual call of that name left)"
        lines.append(line)
    return lines
