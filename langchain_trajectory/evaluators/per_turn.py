"""Per-turn evaluation of a multi-turn conversation: one result per turn, plus an aggregate.

A turn is an *exchange* by default (a user message and everything the agent did to answer it, across all its
model steps: [`tool_calls_by_exchange`][langchain_trajectory.trajectory.Trajectory.tool_calls_by_exchange]), so a captured run and a simulated
conversation are cut the same way; ``by="message"`` cuts at every assistant message instead
([`tool_calls_by_turn`][langchain_trajectory.trajectory.Trajectory.tool_calls_by_turn]). Each turn is evaluated against the expectation
for that turn with any evaluator of the package, and the turn scores are aggregated by their mean or minimum.
Conversations driven by an LLM user rarely have exactly the turns a test expects: missing turns and extra turns
are scored, not refused.
"""

from __future__ import annotations

import asyncio
import statistics
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict

from langchain_trajectory.errors import EvaluatorFailure
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult
from langchain_trajectory.reading import TrajectoryInputError, to_trajectory
from langchain_trajectory.trajectory import Trajectory

__all__ = ["TurnResults", "aevaluate_by_turn", "evaluate_by_turn"]

Aggregate = Literal["mean", "min"]
TurnUnit = Literal["exchange", "message"]


class TurnResults(BaseModel):
    """The outcome of [`evaluate_by_turn`][langchain_trajectory.evaluators.evaluate_by_turn].

    Attributes:
        turns: One entry per turn, in order: the turn's [`EvalResult`][langchain_trajectory.evaluators.EvalResult] (a missing turn's result scores 0 with
            ``metadata["missing_turn"]``; an extra turn's carries ``metadata["extra_turn"]``), or an
            [`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure] when the evaluator raised on that turn (the other
            turns are still evaluated).
        aggregate: The turns' scores combined (``mean`` or ``min``) into one result under the evaluator's key and
            threshold, an errored turn counting as 0 (the reason says so); its metadata holds ``turn_scores``
            (None for an errored turn), ``aggregate``, ``by``, ``failed_turns``, ``errored_turns``,
            ``missing_turns`` and ``extra_turns``.
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


@dataclass(frozen=True)
class _Turn:
    """One turn to evaluate: its actual side (None for a missing turn), its expectation, and its kind."""

    index: int
    actual: Any
    expected: Any
    kind: Literal["paired", "missing", "extra"]


def evaluate_by_turn(
    trajectory: Any,
    expected_by_turn: Sequence[Any] | None,
    evaluator: BaseEvaluator,
    aggregate: Aggregate = "mean",
    *,
    by: TurnUnit = "exchange",
    **context: Any,
) -> TurnResults:
    """Evaluate each turn's tool calls against the calls expected on that turn.

    Args:
        trajectory: The conversation, in any accepted shape (a ``Trajectory``, a message list...).
        expected_by_turn: One expectation per turn (a tool-call list, ``[]`` for a turn that should call no
            tool), in order. May be None only for evaluators that need no expectation.
        evaluator: Any evaluator of the package; it is applied to each turn on its own: to the turn's tool
            calls, or, for an evaluator that reads conversations (an LLM judge), to the conversation up to the
            end of that turn.
        aggregate: ``mean`` (average of the turn scores) or ``min`` (the worst turn). A conversation with no
            turn and no expectation aggregates to 1.0 (nothing was wrong).
        by: ``exchange`` (default): a turn is a user message and everything done to answer it
            ([`tool_calls_by_exchange`][langchain_trajectory.trajectory.Trajectory.tool_calls_by_exchange]); ``message``: a turn is one
            assistant message (one model step in a captured run).
        **context: Passed to every evaluation (e.g. ``tools=[...]`` for validity).

    Turns and expectations are paired in order. An expectation beyond the conversation's last turn is a
    *missing* turn: it scores 0.0 (the agent never got there). A turn beyond the last expectation is an *extra*
    turn: it is evaluated as expecting no tool call (``[]``) by evaluators that need an expectation, and as
    usual by those that do not.

    Raises:
        ValueError: for an unknown ``aggregate`` or ``by``.
        TrajectoryInputError: when the trajectory is malformed, ``expected_by_turn`` is missing for an evaluator
            that needs it, or a turn's input is malformed (the message names the turn). Any other error an
            evaluation raises on one turn (a judge without a verdict, a failing custom evaluator) does not stop the
            others: that turn is kept as an ``EvaluatorFailure`` naming the turn.
    """
    plan = _plan(trajectory, expected_by_turn, evaluator, aggregate, by)
    results: list[EvalResult | EvaluatorFailure] = []
    for turn in plan:
        if turn.kind == "missing":
            results.append(_missing(turn, evaluator))
            continue
        with _naming_turn(turn.index):
            try:
                result = evaluator.evaluate(turn.actual, turn.expected, **context)
            except TrajectoryInputError:
                raise
            except Exception as exc:
                results.append(EvaluatorFailure.from_exception(evaluator.key, exc, turn=turn.index))
                continue
        results.append(_marked(result, turn))
    return _combine(results, plan, evaluator, aggregate, by)


async def aevaluate_by_turn(
    trajectory: Any,
    expected_by_turn: Sequence[Any] | None,
    evaluator: BaseEvaluator,
    aggregate: Aggregate = "mean",
    *,
    by: TurnUnit = "exchange",
    **context: Any,
) -> TurnResults:
    """Async form of [`evaluate_by_turn`][langchain_trajectory.evaluators.evaluate_by_turn]: the turns are evaluated concurrently (useful for LLM judges)."""
    plan = _plan(trajectory, expected_by_turn, evaluator, aggregate, by)

    async def one(turn: _Turn) -> EvalResult | EvaluatorFailure:
        if turn.kind == "missing":
            return _missing(turn, evaluator)
        with _naming_turn(turn.index):
            try:
                return _marked(await evaluator.aevaluate(turn.actual, turn.expected, **context), turn)
            except TrajectoryInputError:
                raise
            except Exception as exc:
                return EvaluatorFailure.from_exception(evaluator.key, exc, turn=turn.index)

    results = await asyncio.gather(*(one(turn) for turn in plan))
    return _combine(list(results), plan, evaluator, aggregate, by)


@contextmanager
def _naming_turn(index: int) -> Iterator[None]:
    """Prefix input errors raised while evaluating a turn with ``turn <index>: ``."""
    try:
        yield
    except TrajectoryInputError as exc:
        raise TrajectoryInputError(f"turn {index}: {exc}") from None


def _turns(conversation: Trajectory, evaluator: BaseEvaluator, by: str) -> list[Any]:
    """What the evaluator sees of each turn: its tool calls, or (a conversation reader) the conversation up to
    the end of the turn."""
    if by == "message":
        ends = [k for k, m in enumerate(conversation.messages) if m.role == "assistant"]
        calls: list[Any] = conversation.tool_calls_by_turn()
    else:
        ends, start = [], 0
        for exchange in conversation.exchanges():
            last = exchange[-1]
            start = next(
                k for k in range(start, len(conversation.messages)) if conversation.messages[k] is last
            )
            ends.append(start)
        calls = conversation.tool_calls_by_exchange()
    if not evaluator.reads_conversation:
        return calls
    return [conversation.model_copy(update={"messages": conversation.messages[: k + 1]}) for k in ends]


def _plan(
    trajectory: Any, expected_by_turn: Sequence[Any] | None, evaluator: BaseEvaluator, aggregate: str, by: str
) -> list[_Turn]:
    if aggregate not in get_args(Aggregate):
        raise ValueError(f"aggregate must be one of {list(get_args(Aggregate))}, got {aggregate!r}")
    if by not in get_args(TurnUnit):
        raise ValueError(f"by must be one of {list(get_args(TurnUnit))}, got {by!r}")
    if not isinstance(evaluator, BaseEvaluator):
        raise TypeError(f"evaluator must be a BaseEvaluator, got {type(evaluator).__name__}")
    actual = _turns(to_trajectory(trajectory, what="trajectory"), evaluator, by)
    if expected_by_turn is None:
        if evaluator.requires_expected:
            raise TrajectoryInputError(
                f"expected_by_turn is missing; {evaluator.key} needs one expectation per turn ({len(actual)} "
                "turns)"
            )
        return [_Turn(i, a, None, "paired") for i, a in enumerate(actual)]
    if isinstance(expected_by_turn, (str, bytes)) or not isinstance(expected_by_turn, Sequence):
        raise TrajectoryInputError(
            f"expected_by_turn must be a list with one expectation per turn, got {type(expected_by_turn).__name__}"
        )
    expectations = list(expected_by_turn)
    plan = [_Turn(i, a, e, "paired") for i, (a, e) in enumerate(zip(actual, expectations, strict=False))]
    plan += [_Turn(i, None, expectations[i], "missing") for i in range(len(actual), len(expectations))]
    extra_expected: list[Any] | None = [] if evaluator.requires_expected else None
    plan += [_Turn(i, actual[i], extra_expected, "extra") for i in range(len(expectations), len(actual))]
    return plan


def _missing(turn: _Turn, evaluator: BaseEvaluator) -> EvalResult:
    return evaluator.result(
        0.0,
        f"turn {turn.index} is missing: the conversation ended before it (an expectation was given for it)",
        missing_turn=True,
    )


def _marked(result: EvalResult, turn: _Turn) -> EvalResult:
    if turn.kind != "extra":
        return result
    return result.model_copy(
        update={
            "reason": f"extra turn (no expectation given; no tool call expected): {result.reason}",
            "metadata": {**result.metadata, "extra_turn": True},
        }
    )


def _combine(
    results: list[EvalResult | EvaluatorFailure],
    plan: list[_Turn],
    evaluator: BaseEvaluator,
    aggregate: str,
    by: str,
) -> TurnResults:
    # An errored turn has no score of its own; the aggregate counts it as 0, and says so.
    scores = [r.score if isinstance(r, EvalResult) else 0.0 for r in results]
    errored = [i for i, r in enumerate(results) if isinstance(r, EvaluatorFailure)]
    failed = [i for i, r in enumerate(results) if not r.passed]
    missing = [t.index for t in plan if t.kind == "missing"]
    extra = [t.index for t in plan if t.kind == "extra"]
    score, how = _aggregate(scores, aggregate)
    notes = _notes(missing, extra, errored)
    if notes:
        how += f" ({'; '.join(notes)})"
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
            "by": by,
            "turn_scores": [r.score if isinstance(r, EvalResult) else None for r in results],
            "failed_turns": failed,
            "errored_turns": errored,
            "missing_turns": missing,
            "extra_turns": extra,
        },
        threshold=evaluator.threshold,
    )
    return TurnResults(turns=results, aggregate=combined)


def _aggregate(scores: list[float], aggregate: str) -> tuple[float, str]:
    """The aggregate of the turn scores (``mean`` or ``min``; no turns: 1.0) and how it was taken, in words."""
    if not scores:
        return 1.0, "no turns: score 1.0"
    if aggregate == "mean":
        score = float(statistics.mean(Fraction(s) for s in scores))  # exact: three 0.7s average to 0.7
        return score, f"mean of {len(scores)} turn scores {[round(s, 3) for s in scores]} = {score:.3g}"
    score = min(scores)
    return score, f"min of {len(scores)} turn scores {[round(s, 3) for s in scores]} = {score:.3g}"


def _notes(missing: list[int], extra: list[int], errored: list[int]) -> list[str]:
    """What the aggregate counted specially: missing turns, extra turns, errored turns."""
    notes = []
    if missing:
        notes.append(f"missing turns {missing} score 0")
    if extra:
        notes.append(f"extra turns {extra} expected no tool call")
    if errored:
        notes.append(f"errored turns {errored} count as 0")
    return notes


def _why(result: EvalResult | EvaluatorFailure) -> str:
    if isinstance(result, EvaluatorFailure):
        return f"error: {result.error_type}: {result.error}"
    return result.reason
