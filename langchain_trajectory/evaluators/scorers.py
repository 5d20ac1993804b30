"""The trajectory scorers of fastaiagent, as evaluators: which tools, how many steps, which path, how many loops.

Five small evaluators with fastaiagent's semantics on tool *names* (``ToolCallCorrectness`` alone also compares
arguments). Three of them are match modes in disguise and live in `langchain_trajectory.evaluators.presets`
(``ToolUsageAccuracy``, ``PathCorrectness``, ``ToolCallCorrectness``; taking them from here still works, with a
``DeprecationWarning``); ``StepEfficiency`` and ``CycleEfficiency`` are here:

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

from collections.abc import Mapping
from typing import Any, ClassVar

from langchain_trajectory._moved import forward as forward_moved
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators import presets as _presets
from langchain_trajectory.evaluators._reasons import names_of
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.reading import is_trace_document
from langchain_trajectory.reading.steps import read_call_sequence

__all__ = ["CycleEfficiency", "StepEfficiency"]

__getattr__ = forward_moved(
    __name__,
    {name: (_presets, name) for name in ("PathCorrectness", "ToolCallCorrectness", "ToolUsageAccuracy")},
)

_SEED_THRESHOLD = 0.5


def _read_steps(value: Any, what: str) -> int:
    """A step count: an int, a dict holding ``steps``, or anything readable as a trajectory (its tool calls)."""
    if isinstance(value, Mapping) and "steps" in value and not is_trace_document(value):
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
