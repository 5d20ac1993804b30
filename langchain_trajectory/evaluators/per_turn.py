"""Per-turn evaluation of a multi-turn conversation: one result per assistant turn, plus an aggregate.

``trajectory.tool_calls_by_turn()`` gives one tool-call list per assistant message; each is evaluated against
the calls expected on that turn with any evaluator of the package (correctness, validity, error, efficiency...),
and the turn scores are aggregated by their mean or their minimum.
"""

from __future__ import annotations

import asyncio
import statistics
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from fractions import Fraction
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict

from langchain_trajectory.errors import EvaluatorFailure
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult
from langchain_trajectory.reading import TrajectoryInputError, to_trajectory

__all__ = ["TurnResults", "aevaluate_by_turn", "evaluate_by_turn"]

Aggregate = Literal["mean", "min"]


class TurnResults(BaseModel):
    """The outcome of :func:`evaluate_by_turn`.

    Attributes:
        turns: One entry per assistant turn, in order (aligned with ``trajectory.assistant_messages()``): the
            turn's :class:`EvalResult`, or an :class:`~langchain_trajectory.errors.EvaluatorFailure` when the
            evaluator raised on that turn (the other turns are still evaluated).
        aggregate: The turns' scores combined (``mean`` or ``min``) into one result under the evaluator's key
            and threshold, an errored turn counting as 0 (the reason says so); its metadata holds
            ``turn_scores`` (None for an errored turn), ``aggregate``, ``failed_turns`` and ``errored_turns``.
    """

    model_config = ConfigDict(frozen=True)

    turns: list[EvalResult | EvaluatorFailure]
    aggregate: EvalResult

    @property
    def failures(self) -> list[EvaluatorFailure]:
        """The turns whose evaluation raised."""
        return [t for t in self.turns if isinstance(t, EvaluatorFailure)]

    @property
    def score(self) -> float:
        """The aggregate score."""
        return self.aggregate.score

    @property
    def passed(self) -> bool:
        """Whether the aggregate passed."""
        return self.aggregate.passed


def evaluate_by_turn(
    trajectory: Any,
    expected_by_turn: Sequence[Any] | None,
    evaluator: BaseEvaluator,
    aggregate: Aggregate = "mean",
    **context: Any,
) -> TurnResults:
    """Evaluate each assistant turn's tool calls against the calls expected on that turn.

    Args:
        trajectory: The conversation, in any accepted shape (a ``Trajectory``, a message list...).
        expected_by_turn: One expectation per assistant turn (a tool-call list, ``[]`` for a turn that should
            call no tool), in order. May be None only for evaluators that need no expectation.
        evaluator: Any evaluator of the package; it is applied to each turn on its own: to the turn's tool
            calls, or, for an evaluator that reads conversations (an LLM judge), to the conversation up to and
            including that turn's reply.
        aggregate: ``mean`` (average of the turn scores) or ``min`` (the worst turn). A conversation with no
            assistant turn aggregates to 1.0 (nothing was wrong).
        **context: Passed to every evaluation (e.g. ``tools=[...]`` for validity).

    Raises:
        ValueError: for an unknown ``aggregate``.
        TrajectoryInputError: when the trajectory is malformed, or ``expected_by_turn`` is missing for an
            evaluator that needs it, or its length differs from the number of assistant turns (never truncated
            silently), or a turn's input is malformed (the message names the turn). Any other error an
            evaluation raises on one turn (a judge without a verdict, a failing custom evaluator) does not
            stop the others: that turn is kept as an ``EvaluatorFailure`` naming the turn.
    """
    results: list[EvalResult | EvaluatorFailure] = []
    for i, (actual, expected) in _pair(trajectory, expected_by_turn, evaluator, aggregate):
        with _naming_turn(i):
            try:
                results.append(evaluator.evaluate(actual, expected, **context))
            except TrajectoryInputError:
                raise
            except Exception as exc:
                results.append(EvaluatorFailure.from_exception(evaluator.key, exc, turn=i))
    return _combine(results, evaluator, aggregate)


async def aevaluate_by_turn(
    trajectory: Any,
    expected_by_turn: Sequence[Any] | None,
    evaluator: BaseEvaluator,
    aggregate: Aggregate = "mean",
    **context: Any,
) -> TurnResults:
    """Async form of :func:`evaluate_by_turn`: the turns are evaluated concurrently (useful for LLM judges)."""
    turns = _pair(trajectory, expected_by_turn, evaluator, aggregate)

    async def one(i: int, actual: Any, expected: Any) -> EvalResult | EvaluatorFailure:
        with _naming_turn(i):
            try:
                return await evaluator.aevaluate(actual, expected, **context)
            except TrajectoryInputError:
                raise
            except Exception as exc:
                return EvaluatorFailure.from_exception(evaluator.key, exc, turn=i)

    results = await asyncio.gather(*(one(i, a, e) for i, (a, e) in turns))
    return _combine(list(results), evaluator, aggregate)


@contextmanager
def _naming_turn(index: int) -> Iterator[None]:
    """Prefix input errors raised while evaluating a turn with ``turn <index>: ``."""
    try:
        yield
    except TrajectoryInputError as exc:
        raise TrajectoryInputError(f"turn {index}: {exc}") from None


def _pair(
    trajectory: Any, expected_by_turn: Sequence[Any] | None, evaluator: BaseEvaluator, aggregate: str
) -> list[tuple[int, tuple[Any, Any]]]:
    if aggregate not in get_args(Aggregate):
        raise ValueError(f"aggregate must be one of {list(get_args(Aggregate))}, got {aggregate!r}")
    if not isinstance(evaluator, BaseEvaluator):
        raise TypeError(f"evaluator must be a BaseEvaluator, got {type(evaluator).__name__}")
    conversation = to_trajectory(trajectory, what="trajectory")
    by_turn: list[Any] = conversation.tool_calls_by_turn()
    if evaluator.reads_conversation:
        # A judge reads a conversation, not a list of calls: each turn is the conversation up to that reply.
        ends = [k for k, m in enumerate(conversation.messages) if m.role == "assistant"]
        by_turn = [conversation.model_copy(update={"messages": conversation.messages[: k + 1]}) for k in ends]
    if expected_by_turn is None:
        if evaluator.requires_expected:
            raise TrajectoryInputError(
                f"expected_by_turn is missing; {evaluator.key} needs one expectation per assistant turn "
                f"({len(by_turn)} turns)"
            )
        expectations: list[Any] = [None] * len(by_turn)
    else:
        if isinstance(expected_by_turn, (str, bytes)) or not isinstance(expected_by_turn, Sequence):
            raise TrajectoryInputError(
                f"expected_by_turn must be a list with one expectation per assistant turn, got "
                f"{type(expected_by_turn).__name__}"
            )
        expectations = list(expected_by_turn)
        if len(expectations) != len(by_turn):
            raise TrajectoryInputError(
                f"expected_by_turn has {len(expectations)} entries but the trajectory has {len(by_turn)} "
                "assistant turns; give exactly one expectation per assistant turn ([] for a turn that "
                "calls no tool)"
            )
    return list(enumerate(zip(by_turn, expectations, strict=True)))


def _combine(
    results: list[EvalResult | EvaluatorFailure], evaluator: BaseEvaluator, aggregate: str
) -> TurnResults:
    # An errored turn has no score of its own; the aggregate counts it as 0, and says so.
    scores = [r.score if isinstance(r, EvalResult) else 0.0 for r in results]
    errored = [i for i, r in enumerate(results) if isinstance(r, EvaluatorFailure)]
    failed = [i for i, r in enumerate(results) if not r.passed]
    if not scores:
        score, how = 1.0, "no assistant turns: score 1.0"
    elif aggregate == "mean":
        score = float(statistics.mean(Fraction(s) for s in scores))  # exact: three 0.7s average to 0.7
        how = f"mean of {len(scores)} turn scores {[round(s, 3) for s in scores]} = {score:.3g}"
    else:
        score = min(scores)
        how = f"min of {len(scores)} turn scores {[round(s, 3) for s in scores]} = {score:.3g}"
    if errored:
        how += f" (errored turns {errored} count as 0)"
    details = "; ".join(f"turn {i}: {_why(results[i])}" for i in failed)
    reason = how + (f"; failed turns: {details}" if failed else "")
    score = min(1.0, max(0.0, score))
    combined = EvalResult(
        key=evaluator.key,
        score=score,
        passed=score >= evaluator.threshold,
        reason=reason,
        metadata={
            "aggregate": aggregate,
            "turn_scores": [r.score if isinstance(r, EvalResult) else None for r in results],
            "failed_turns": failed,
            "errored_turns": errored,
        },
        threshold=evaluator.threshold,
    )
    return TurnResults(turns=results, aggregate=combined)


def _why(result: EvalResult | EvaluatorFailure) -> str:
    if isinstance(result, EvaluatorFailure):
        return f"error: {result.error_type}: {result.error}"
    return result.reason
