"""The one object every evaluator's logic receives: [`EvaluationContext`][langchain_trajectory.evaluators.EvaluationContext].

Whatever way an evaluation starts (``evaluate(actual, expected)``, the openevals-style ``__call__``, LangSmith's
``evaluate_run``, per-turn evaluation, a simulation's checks), the evaluator's `measure` method gets one
context holding the actual trajectory, the evaluator's typed expectation, the example's inputs, the application's
final state when it is known, and any further keyword context.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain_trajectory.reading.steps import CallSequence, read_call_sequence, sequence_trajectory
from langchain_trajectory.trajectory import ToolCall, Trajectory

__all__ = ["EvaluationContext"]

_UNSET: Any = object()


class EvaluationContext:
    """What an evaluator's [`measure`][langchain_trajectory.evaluators.BaseEvaluator.measure] receives.

    The actual side is read from the caller's input once, on first use, in the form asked for: ``actual`` (a
    [`Trajectory`][langchain_trajectory.trajectory.Trajectory]) or ``actual_calls`` (its tool calls only, which is cheaper to read
    from a long message list). Both describe the same calls.

    Attributes:
        actual: The agent's trajectory.
        actual_calls: The actual tool calls, flattened in order.
        actual_sequence: The actual calls with the steps (model turns) that group them.
        expected: The expectation as the evaluator reads it (see the evaluator's ``read_expected``): a
            [`Trajectory`][langchain_trajectory.trajectory.Trajectory] for most evaluators, a step count for
            [`StepEfficiency`][langchain_trajectory.evaluators.StepEfficiency], the expected calls and their steps for
            [`ToolTrajectoryEvaluator`][langchain_trajectory.evaluators.ToolTrajectoryEvaluator]; None when no expectation was given.
        reference: The expectation exactly as it was given (e.g. a LangSmith example's outputs), or None.
        inputs: The example's inputs (LangSmith) or the ``inputs=`` passed to the evaluation, else None.
        state: The application's final state (a JSON-safe dict) when known (simulations, graph apps), else None.
        extra: Every other keyword given to the evaluation (``tools=``, ``tasks=``, ``trial=``, ...).
        actual_input: The actual side exactly as it was given.
    """

    __slots__ = (
        "_actual",
        "_sequence",
        "actual_input",
        "expected",
        "extra",
        "inputs",
        "reference",
        "state",
    )

    def __init__(
        self,
        actual: Any,
        expected: Any = None,
        *,
        reference: Any = None,
        inputs: Any = None,
        state: Mapping[str, Any] | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> None:
        self.actual_input = actual
        self.expected = expected
        self.reference = reference
        self.inputs = inputs
        self.state = state
        self.extra: Mapping[str, Any] = dict(extra or {})
        self._actual: Trajectory | None = actual if isinstance(actual, Trajectory) else None
        self._sequence: CallSequence | None = actual if isinstance(actual, CallSequence) else None

    @property
    def actual(self) -> Trajectory:
        """The agent's trajectory (read on first use).

        Raises:
            TrajectoryInputError: when the actual input is not readable as a trajectory.
        """
        if self._actual is None:
            # From the input itself: a sequence read first (``actual_calls``) has lost the messages and their
            # model turns, which e.g. step budgets count.
            self._actual = sequence_trajectory(self.actual_input, what="actual")
        return self._actual

    @property
    def actual_sequence(self) -> CallSequence:
        """The actual tool calls with their steps (read on first use, without building messages)."""
        if self._sequence is None:
            if self._actual is not None:
                self._sequence = CallSequence(tuple(self._actual.tool_calls()))
            else:
                self._sequence = read_call_sequence(self.actual_input, what="actual")
        return self._sequence

    @property
    def actual_calls(self) -> tuple[ToolCall, ...]:
        """The actual tool calls, flattened in order."""
        return self.actual_sequence.calls

    def get(self, name: str, default: Any = None) -> Any:
        """An extra keyword of the evaluation (``ctx.get("tools")``), or ``default``."""
        return self.extra.get(name, default)

    def replace(self, **fields: Any) -> EvaluationContext:
        """A copy with some fields replaced (``actual``, ``expected``, ``reference``, ``inputs``, ``state``,
        ``extra``)."""
        current = {
            "actual": self.actual_input,
            "expected": self.expected,
            "reference": self.reference,
            "inputs": self.inputs,
            "state": self.state,
            "extra": self.extra,
        }
        unknown = set(fields) - set(current)
        if unknown:
            raise TypeError(f"EvaluationContext.replace: unknown field(s) {sorted(unknown)}")
        current.update(fields)
        new = EvaluationContext(
            current.pop("actual"),
            current.pop("expected"),
            **current,
        )
        if "actual" not in fields:
            new._actual, new._sequence = self._actual, self._sequence
        return new

    def __repr__(self) -> str:
        shown = self._actual if self._actual is not None else type(self.actual_input).__name__
        return (
            f"EvaluationContext(actual={shown!r}, expected={type(self.expected).__name__}, "
            f"inputs={type(self.inputs).__name__}, state={'set' if self.state is not None else None}, "
            f"extra={sorted(self.extra)})"
        )
