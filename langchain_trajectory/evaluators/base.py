"""The evaluator contract: one scoring method, three ways in.

Every evaluator subclasses :class:`BaseEvaluator` and implements :meth:`BaseEvaluator.score` (deterministic,
synchronous logic) or, for evaluators whose logic is naturally asynchronous (LLM judges),
:class:`AsyncEvaluator` and its :meth:`AsyncEvaluator.ascore`. The base then provides:

* ``evaluate(actual, expected=None, **context) -> EvalResult`` and ``aevaluate``;
* ``__call__(*, inputs=None, outputs=None, reference_outputs=None, **kw) -> dict``, the openevals calling style
  that ``langsmith.evaluate`` and LangSmith's pytest plugin accept as they are;
* ``evaluate_run(run, example)`` / ``aevaluate_run``: LangSmith's ``RunEvaluator``, reading the trajectory from
  the run's outputs or, when they carry none, from the run's child tool runs.
"""

from __future__ import annotations

import math
import sys
import uuid
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, ClassVar

from langsmith.evaluation import EvaluationResult, EvaluationResults, RunEvaluator
from langsmith.run_helpers import trace
from langsmith.schemas import Example, Run
from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from langchain_trajectory._asyncio import run_sync
from langchain_trajectory.reading import TrajectoryInputError, is_bare_reply, to_trajectory
from langchain_trajectory.trajectory import Trajectory

__all__ = ["AsyncEvaluator", "BaseEvaluator", "EvalResult", "run_sync"]


class EvalResult(BaseModel):
    """The outcome of one evaluation.

    Attributes:
        key: The evaluator's feedback key.
        score: A float in [0, 1].
        passed: ``score >= threshold``.
        reason: Why the score is what it is, detailed enough to reproduce it.
        metadata: Counts, pairs, per-criterion scores and the like.
        threshold: The pass mark that ``passed`` was judged against.
    """

    model_config = ConfigDict(frozen=True)

    key: str
    score: float
    passed: bool
    reason: str = ""
    metadata: dict[str, Any] = Field(default_factory=dict)
    threshold: float = 1.0

    @field_validator("score", "threshold")
    @classmethod
    def _in_unit_interval(cls, value: float, info: ValidationInfo) -> float:
        if math.isnan(value) or not 0.0 <= value <= 1.0:
            raise ValueError(f"{info.field_name} must lie in [0, 1], got {value!r}")
        return value

    @model_validator(mode="after")
    def _passed_agrees_with_threshold(self) -> EvalResult:
        if self.passed != (self.score >= self.threshold):
            raise ValueError(
                f"passed={self.passed} contradicts score {self.score!r} and threshold {self.threshold!r} "
                "(passed means score >= threshold)"
            )
        return self

    def to_dict(self) -> dict[str, Any]:
        """The openevals/LangSmith feedback form: ``{key, score, comment, metadata}``."""
        return {"key": self.key, "score": self.score, "comment": self.reason, "metadata": self.metadata}

    def to_langsmith(self, **fields: Any) -> EvaluationResult:
        """This result as a LangSmith ``EvaluationResult``."""
        return EvaluationResult(
            key=self.key, score=self.score, comment=self.reason, metadata=self.metadata, **fields
        )


class BaseEvaluator(RunEvaluator):
    """Base class of every evaluator in the package.

    Subclasses set :attr:`key` and :attr:`threshold` in their constructor (their configuration) and put their
    logic in :meth:`score`. Inputs are read once, here, through :meth:`read_actual` / :meth:`read_expected`, so
    every accepted shape works in every calling style and bad input fails with a clear error.

    Attributes:
        key: The feedback key (defaults to a snake_case form of the class name).
        threshold: ``passed`` is ``score >= threshold``.
        requires_expected: When True, a missing expected trajectory is an error.
        reads_conversation: When True (LLM judges), the evaluator judges a conversation rather than a list of
            tool calls; per-turn evaluation then gives it the conversation up to each turn.
    """

    requires_expected: ClassVar[bool] = True
    reads_conversation: ClassVar[bool] = False
    key: str
    threshold: float

    def __init__(self, *, key: str | None = None, threshold: float = 1.0) -> None:
        if isinstance(threshold, bool) or not isinstance(threshold, (int, float)):
            raise ValueError(
                f"threshold must be a number in [0, 1], got {type(threshold).__name__} {threshold!r}"
            )
        if not 0.0 <= threshold <= 1.0:
            raise ValueError(f"threshold must lie in [0, 1], got {threshold!r}")
        if key is not None and (not isinstance(key, str) or not key.strip()):
            raise ValueError(f"key must be a non-blank string, got {key!r}")
        self.key = key or _snake(type(self).__name__)
        self.threshold = float(threshold)

    # -- the one method subclasses implement ------------------------------------------------------------------

    def score(self, actual: Trajectory, expected: Any, **context: Any) -> EvalResult:
        """Score ``actual`` against ``expected`` (already read by :meth:`read_expected`, or None)."""
        raise NotImplementedError

    # -- reading inputs ---------------------------------------------------------------------------------------

    def read_actual(self, value: Any) -> Trajectory:
        """Turn the actual input into a trajectory (override to accept more shapes)."""
        return to_trajectory(value, what="actual")

    def read_expected(self, value: Any) -> Any:
        """Turn the expected input into what :meth:`score` needs: a trajectory by default, or None for an
        evaluator that needs no expectation (its examples' reference outputs may hold anything, e.g. the final
        answer another evaluator checks, and must not fail it)."""
        if not self.requires_expected:
            return None
        return to_trajectory(value, what="expected")

    def _read(self, actual: Any, expected: Any) -> tuple[Trajectory, Any]:
        trajectory = self.read_actual(actual)
        if expected is None:
            if self.requires_expected:
                raise TrajectoryInputError(
                    f"{self.key}: the expected trajectory is missing; pass expected=... "
                    "(or reference_outputs in LangSmith)"
                )
            return trajectory, None
        return trajectory, self.read_expected(expected)

    def result(self, score: float, reason: str, **metadata: Any) -> EvalResult:
        """Build an :class:`EvalResult` for this evaluator (key, threshold and ``passed`` filled in)."""
        score = min(1.0, max(0.0, float(score)))
        return EvalResult(
            key=self.key,
            score=score,
            passed=score >= self.threshold,
            reason=reason,
            metadata=metadata,
            threshold=self.threshold,
        )

    # -- direct calls ----------------------------------------------------------------------------------------

    def evaluate(self, actual: Any, expected: Any = None, **context: Any) -> EvalResult:
        """Evaluate ``actual`` against ``expected``.

        Args:
            actual: The agent's trajectory, in any accepted shape.
            expected: The expected trajectory, in any accepted shape (required unless the evaluator says not).
            **context: Extra inputs some evaluators use (``inputs``, tool definitions, ...).

        Raises:
            TrajectoryInputError: when an input is missing or malformed.
        """
        trajectory, reference = self._read(actual, expected)
        return self.score(trajectory, reference, **context)

    async def aevaluate(self, actual: Any, expected: Any = None, **context: Any) -> EvalResult:
        """Async form of :meth:`evaluate`."""
        return self.evaluate(actual, expected, **context)

    # -- openevals style ----------------------------------------------------------------------------------------

    def __call__(
        self,
        *,
        inputs: Any = None,
        outputs: Any = None,
        reference_outputs: Any = None,
        **kwargs: Any,
    ) -> dict[str, Any]:
        """openevals-style call: ``{key, score, comment, metadata}`` for ``outputs`` vs ``reference_outputs``.

        ``langsmith.evaluate`` and LangSmith's pytest plugin accept this as it is. Inside a
        ``@pytest.mark.langsmith`` test the feedback (and any :meth:`extra_feedback`) is also logged to the test
        case, as openevals evaluators do; elsewhere nothing is logged.
        """
        result = self.evaluate(outputs, reference_outputs, inputs=inputs, **kwargs)
        _log_test_feedback([result, *self.extra_feedback(result)])
        return result.to_dict()

    # -- LangSmith RunEvaluator -----------------------------------------------------------------------------

    def evaluate_run(
        self, run: Run, example: Example | None = None, evaluator_run_id: uuid.UUID | None = None
    ) -> EvaluationResult | EvaluationResults:
        """Evaluate a LangSmith run: the trajectory comes from ``run.outputs`` or, when they carry none,
        from the run's child tool runs; the expected one from ``example.outputs``."""
        with self._traced(run, example, evaluator_run_id) as traced:
            actual, expected, inputs = self._from_run(run, example)
            result = traced(self.evaluate(actual, expected, inputs=inputs))
        return self._to_langsmith(result, run, evaluator_run_id)

    async def aevaluate_run(
        self, run: Run, example: Example | None = None, evaluator_run_id: uuid.UUID | None = None
    ) -> EvaluationResult | EvaluationResults:
        """Async form of :meth:`evaluate_run`."""
        with self._traced(run, example, evaluator_run_id) as traced:
            actual, expected, inputs = self._from_run(run, example)
            result = traced(await self.aevaluate(actual, expected, inputs=inputs))
        return self._to_langsmith(result, run, evaluator_run_id)

    @contextmanager
    def _traced(
        self, run: Run, example: Example | None, evaluator_run_id: uuid.UUID | None
    ) -> Iterator[Callable[[EvalResult], EvalResult]]:
        """Trace the evaluation as run ``evaluator_run_id``, the run its feedback's ``source_run_id`` names, as
        LangSmith's own evaluators do (inside ``langsmith.evaluate`` this lands in its ``evaluators``
        project; with tracing off, or without an id, nothing is traced). Yields a function that records the
        result as the trace's outputs and returns it."""
        if evaluator_run_id is None:
            yield lambda result: result
            return
        inputs = {"run_id": str(run.id), "example_id": str(example.id) if example is not None else None}
        with trace(name=self.key, run_type="chain", inputs=inputs, run_id=evaluator_run_id) as tree:

            def record(result: EvalResult) -> EvalResult:
                tree.end(outputs={"key": result.key, "score": result.score, "comment": result.reason})
                return result

            yield record

    def _from_run(self, run: Run, example: Example | None) -> tuple[Any, Any, Any]:
        actual: Any = run
        outputs = run.outputs
        if outputs and run.child_runs and is_bare_reply(outputs):
            pass  # only the final reply (an AIMessage, a message dict): the run's child runs hold the calls
        elif outputs:
            try:
                actual = self.read_actual(outputs)
            except TrajectoryInputError:
                # Outputs without a trajectory (a final answer only): read the run's child tool runs, unless
                # there are none, in which case the outputs' own error is the clearer one.
                if not run.child_runs:
                    raise
        expected = example.outputs if example is not None and example.outputs else None
        inputs = example.inputs if example is not None else run.inputs
        return actual, expected, inputs

    def _to_langsmith(
        self, result: EvalResult, run: Run, evaluator_run_id: uuid.UUID | None
    ) -> EvaluationResult | EvaluationResults:
        extra = self.extra_feedback(result)
        main = result.to_langsmith(source_run_id=evaluator_run_id)
        if not extra:
            return main
        return EvaluationResults(
            results=[main, *(r.to_langsmith(source_run_id=evaluator_run_id) for r in extra)]
        )

    def extra_feedback(self, result: EvalResult) -> list[EvalResult]:
        """Further feedback entries logged beside the main one in LangSmith (e.g. one per judge criterion)."""
        return []

    @property
    def feedback_keys(self) -> list[str]:
        """The feedback keys this evaluator emits (LangSmith uses them for progress and error feedback)."""
        return [self.key]

    def __repr__(self) -> str:
        return f"{type(self).__name__}(key={self.key!r}, threshold={self.threshold!r})"


class AsyncEvaluator(BaseEvaluator):
    """An evaluator whose logic is asynchronous (e.g. concurrent judge calls): implement :meth:`ascore`;
    the synchronous entry points drive the same coroutine."""

    async def ascore(self, actual: Trajectory, expected: Any, **context: Any) -> EvalResult:
        """Score ``actual`` against ``expected``, asynchronously."""
        raise NotImplementedError

    def score(self, actual: Trajectory, expected: Any, **context: Any) -> EvalResult:
        return run_sync(self.ascore(actual, expected, **context))

    async def aevaluate(self, actual: Any, expected: Any = None, **context: Any) -> EvalResult:
        trajectory, reference = self._read(actual, expected)
        return await self.ascore(trajectory, reference, **context)


def _log_test_feedback(results: list[EvalResult]) -> None:
    """Log ``results`` as feedback of the current LangSmith pytest test case, when there is one."""
    # LangSmith's pytest plugin imports this module; when it is not loaded there is no test case, and
    # importing it here would import pytest (about a second) into every evaluator call.
    internal = sys.modules.get("langsmith.testing._internal")
    if internal is None or internal._TEST_CASE.get() is None:
        return  # not in a tracked @pytest.mark.langsmith test (or tracking is off)
    from langsmith import get_current_run_tree, testing

    # As openevals does: the feedback run is traced on its own, linked to the test case's run.
    with testing.trace_feedback(name=results[0].key):
        if get_current_run_tree() is None:
            # Test tracking on but tracing off: LangSmith has no run to attach feedback to (log_feedback would
            # raise and fail the user's test), so say so instead.
            warnings.warn(
                f"{results[0].key}: feedback not logged to LangSmith because tracing is disabled "
                "(set LANGSMITH_TRACING=true to log it)",
                RuntimeWarning,
                stacklevel=3,
            )
            return
        for result in results:
            testing.log_feedback(key=result.key, score=result.score, comment=result.reason)


def _snake(name: str) -> str:
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i and not name[i - 1].isupper():
            out.append("_")
        out.append(ch.lower())
    return "".join(out).removesuffix("_evaluator")
