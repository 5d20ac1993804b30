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

from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult
from langchain_trajectory.reading import TrajectoryInputError, to_trajectory

__all__ = ["TurnResults", "aevaluate_by_turn", "evaluate_by_turn"]

Aggregate = Literal["mean", "min"]


class TurnResults(BaseModel):
    """The outcome of :func:`evaluate_by_turn`.

    Attributes:
        turns: One result per assistant turn, in order (aligned with ``trajectory.assistant_messages()``).
        aggregate: The turns' scores combined (``mean`` or ``min``) into one result under the evaluator's key
            and threshold; its metadata holds ``turn_scores``, ``aggregate`` and ``failed_turns``.
    """

    model_config = ConfigDict(frozen=True)

    turns: list[EvalResult]
    aggregate: EvalResult

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
        TrajectoryInputError: when ``expected_by_turn`` is missing for an evaluator that needs it, or its length
            differs from the number of assistant turns (never truncated silently), or a turn's input is
            malformed (the message names the turn).
    """
    results = []
    for i, (actual, expected) in _pair(trajectory, expected_by_turn, evaluator, aggregate):
        with _naming_turn(i):
            results.append(evaluator.evaluate(actual, expected, **context))
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

    async def one(i: int, actual: Any, expected: Any) -> EvalResult:
        with _naming_turn(i):
            return await evaluator.aevaluate(actual, expected, **context)

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


def _combine(results: list[EvalResult], evaluator: BaseEvaluator, aggregate: str) -> TurnResults:
    scores = [r.score for r in results]
    failed = [i for i, r in enumerate(results) if not r.passed]
    if not scores:
        score, how = 1.0, "no assistant turns: score 1.0"
    elif aggregate == "mean":
        score = float(statistics.mean(Fraction(s) for s in scores))  # exact: three 0.7s average to 0.7
        how = f"mean of {len(scores)} turn scores {[round(s, 3) for s in scores]} = {score:.3g}"
    else:
        score = min(scores)
        how = f"min of {len(scores)} turn scores {[round(s, 3) for s in scores]} = {score:.3g}"
    details = "; ".join(f"turn {i}: {results[i].reason}" for i in failed)
    reason = how + (f"; failed turns: {details}" if failed else "")
    combined = EvalResult(
        key=evaluator.key,
        score=min(1.0, max(0.0, score)),
        passed=score >= evaluator.threshold,
        reason=reason,
        metadata={"aggregate": aggregate, "turn_scores": scores, "failed_turns": failed},
        threshold=evaluator.threshold,
    )
    return TurnResults(turns=results, aggregate=combined)
