"""The evaluator contract: one method holds the logic, three ways in.

Every evaluator subclasses [`BaseEvaluator`][langchain_trajectory.evaluators.BaseEvaluator] and implements [`BaseEvaluator.measure`][langchain_trajectory.evaluators.BaseEvaluator.measure], which receives one
[`EvaluationContext`][langchain_trajectory.evaluators.EvaluationContext] and returns an [`EvalResult`][langchain_trajectory.evaluators.EvalResult]; it may be a
plain ``def`` or an ``async def`` (LLM judges), the base runs either from sync and async callers. The base then
provides:

* ``evaluate(actual, expected=None, **context) -> EvalResult`` and ``aevaluate``;
* ``score(input=..., output=..., actual_trajectory=..., expected_trajectory=...)``, fastaiagent's call form;
* ``__call__(*, inputs=None, outputs=None, reference_outputs=None, **kw) -> dict``, the openevals calling style
  that ``langsmith.evaluate`` and LangSmith's pytest plugin accept as they are;
* ``evaluate_run(run, example)`` / ``aevaluate_run``: LangSmith's ``RunEvaluator``, reading the trajectory from
  the run's outputs or, when they carry none, from the run's child tool runs.

A user evaluator needs only ``measure``::

    class AtMostFiveCalls(BaseEvaluator):
        requires_expected = False

        def measure(self, ctx: EvaluationContext) -> EvalResult:
            n = len(ctx.actual.tool_calls())
            return self.result(1.0 if n <= 5 else 0.0, f"{n} tool calls (at most 5 allowed)")
"""

from __future__ import annotations

import inspect
import math
import sys
import uuid
import warnings
from collections.abc import Awaitable, Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, ClassVar

from langsmith.evaluation import EvaluationResult, EvaluationResults, RunEvaluator
from langsmith.run_helpers import trace
from langsmith.schemas import Example, Run
from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from langchain_trajectory._asyncio import run_sync
from langchain_trajectory._frozen import _new_object, _set_dict, _set_extra, _set_fields_set, _set_private
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators._open_calls import check_expected_call_keys, mark_open_trajectory
from langchain_trajectory.evaluators.context import EvaluationContext
from langchain_trajectory.reading import is_bare_reply, is_message, to_trajectory
from langchain_trajectory.reading._calls import DECODED_TEXTS
from langchain_trajectory.reading.steps import sequence_trajectory

__all__ = ["AsyncEvaluator", "BaseEvaluator", "EvalResult", "EvaluationContext", "Feedback", "run_sync"]


class Feedback(dict[str, Any]):
    """What an evaluator's openevals-style call returns: the dict ``{key, score, comment, metadata}`` that
    ``langsmith.evaluate`` and LangSmith's pytest plugin accept, which also answers ``feedback["passed"]`` and
    ``feedback.passed`` (``score >= threshold``) for code that checks it, e.g. ``assert ev(outputs=...,
    reference_outputs=...)["passed"]``. ``passed`` is not one of the dict's keys, because LangSmith rejects
    feedback dicts with keys it does not know."""

    def __init__(self, fields: dict[str, Any], *, passed: bool) -> None:
        super().__init__(fields)
        self.passed = passed

    def __missing__(self, key: str) -> Any:
        if key == "passed":
            return self.passed
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        if key == "passed" and key not in self:
            return self.passed
        return super().get(key, default)


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

    def to_dict(self) -> Feedback:
        """The openevals/LangSmith feedback form ``{key, score, comment, metadata}``, also answering
        ``["passed"]`` (see `Feedback`)."""
        return Feedback(
            {"key": self.key, "score": self.score, "comment": self.reason, "metadata": self.metadata},
            passed=self.passed,
        )

    def to_langsmith(self, **fields: Any) -> EvaluationResult:
        """This result as a LangSmith ``EvaluationResult``."""
        return EvaluationResult(
            key=self.key, score=self.score, comment=self.reason, metadata=self.metadata, **fields
        )


_RESULT_FIELDS = frozenset(EvalResult.model_fields)


def _checked_result(
    key: str, score: float, passed: bool, reason: str, metadata: dict[str, Any], threshold: float
) -> EvalResult:
    """The `EvalResult` of fields that already hold what its validation accepts and keeps: ``key`` and
    ``reason`` ``str``, ``score`` and ``threshold`` floats in [0, 1], ``passed`` ``score >= threshold``,
    ``metadata`` a new ``dict`` with ``str`` keys (every evaluation builds one)."""
    result = _new_object(EvalResult)
    _set_dict(
        result,
        {
            "key": key,
            "score": score,
            "passed": passed,
            "reason": reason,
            "metadata": metadata,
            "threshold": threshold,
        },
    )
    _set_fields_set(result, set(_RESULT_FIELDS))
    _set_extra(result, None)
    _set_private(result, None)
    return result


class BaseEvaluator(RunEvaluator):
    """Base class of every evaluator in the package.

    Subclasses set `key` and `threshold` in their constructor (their configuration) and put their
    logic in [`measure`][langchain_trajectory.evaluators.BaseEvaluator.measure]. Inputs are read once, here, into an
    [`EvaluationContext`][langchain_trajectory.evaluators.EvaluationContext], so every accepted shape works in every
    calling style and bad input fails with a clear error before any logic runs.

    Attributes:
        key: The feedback key (defaults to a snake_case form of the class name).
        name: A display name (the key unless the evaluator sets another).
        threshold: ``passed`` is ``score >= threshold``.
        requires_expected: When True, a missing expectation is an error.
        reads_conversation: When True (LLM judges), the evaluator judges a conversation rather than a list of
            tool calls; per-turn evaluation then gives it the conversation up to each turn.
    """

    requires_expected: ClassVar[bool] = True
    reads_conversation: ClassVar[bool] = False
    key: str
    name: str
    threshold: float

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _adapt_legacy_score(cls)

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
        self.name = self.key
        self.threshold = float(threshold)

    # -- the one method subclasses implement ------------------------------------------------------------------

    def measure(self, ctx: EvaluationContext) -> EvalResult | Awaitable[EvalResult]:
        """Score one evaluation.

        Args:
            ctx: The actual trajectory (``ctx.actual``, or ``ctx.actual_calls`` for the calls only), the
                expectation as [`read_expected`][langchain_trajectory.evaluators.BaseEvaluator.read_expected] typed it (``ctx.expected``, None when not given), the
                example's ``inputs``, the application's final ``state`` when known, and ``extra`` keywords.

        Returns:
            An [`EvalResult`][langchain_trajectory.evaluators.EvalResult] (build it with [`result`][langchain_trajectory.evaluators.BaseEvaluator.result]). May be an ``async def``.
        """
        raise NotImplementedError(f"{type(self).__name__} must implement measure(ctx)")

    # -- reading inputs ---------------------------------------------------------------------------------------

    def read_expected(self, value: Any) -> Any:
        """Turn the expectation into what [`measure`][langchain_trajectory.evaluators.BaseEvaluator.measure] finds in ``ctx.expected``: by default a
        [`Trajectory`][langchain_trajectory.trajectory.Trajectory] (steps written as a list of lists become one assistant message
        per step), or None for an evaluator that needs no expectation (its examples' reference outputs may hold
        anything, e.g. the final answer another evaluator checks, and must not fail it; the raw value stays in
        ``ctx.reference``)."""
        if not self.requires_expected:
            return None
        check_expected_call_keys(value, "expected")
        return mark_open_trajectory(sequence_trajectory(value, what="expected"), value)

    def check_actual(self, ctx: EvaluationContext) -> None:
        """Read the actual side now, so that bad input fails where it enters rather than inside the logic:
        the trajectory for evaluators that read conversations, the tool calls otherwise. Override to check
        more (judges reject an empty trajectory)."""
        if self.reads_conversation:
            ctx.actual  # noqa: B018 -- reads and caches the trajectory
        else:
            ctx.actual_sequence  # noqa: B018

    def context(
        self,
        actual: Any,
        expected: Any = None,
        *,
        inputs: Any = None,
        state: Any = None,
        **extra: Any,
    ) -> EvaluationContext:
        """The context [`measure`][langchain_trajectory.evaluators.BaseEvaluator.measure] receives for ``actual`` against ``expected``, with both sides read.

        Raises:
            TrajectoryInputError: when an input is missing or malformed (naming the element and field).
        """
        if expected is None and self.requires_expected:
            if actual is None:
                EvaluationContext(actual).actual  # noqa: B018 -- the clearer error: the actual side is missing
            raise TrajectoryInputError(
                f"{self.key}: the expected trajectory is missing; pass expected=... "
                "(or reference_outputs in LangSmith)"
            )
        # Both sides are read in one scope, so that an argument text met on both is decoded once (DECODED_TEXTS).
        scope = DECODED_TEXTS.set({})
        try:
            typed = self.read_expected(expected) if expected is not None else None
            ctx = EvaluationContext(
                actual, typed, reference=expected, inputs=inputs, state=state, extra=extra
            )
            self.check_actual(ctx)
        finally:
            DECODED_TEXTS.reset(scope)
        return ctx

    def result(self, score: float, reason: str, **metadata: Any) -> EvalResult:
        """Build an [`EvalResult`][langchain_trajectory.evaluators.EvalResult] for this evaluator (key, threshold and ``passed`` filled in)."""
        score = min(1.0, max(0.0, float(score)))
        key, threshold = self.key, self.threshold
        if type(reason) is str and type(key) is str and type(threshold) is float and 0.0 <= threshold <= 1.0:
            # Every field already holds what validation would accept and keep (the score is clamped above):
            # built without validating again, as `EvalResult(...)` builds it (the tests compare the two).
            return _checked_result(key, score, score >= threshold, reason, metadata, threshold)
        return EvalResult(
            key=key,
            score=score,
            passed=score >= threshold,
            reason=reason,
            metadata=metadata,
            threshold=threshold,
        )

    # -- direct calls ----------------------------------------------------------------------------------------

    def evaluate(self, actual: Any, expected: Any = None, **context: Any) -> EvalResult:
        """Evaluate ``actual`` against ``expected``.

        Args:
            actual: The agent's trajectory, in any accepted shape.
            expected: The expectation, in any accepted shape (required unless the evaluator says not).
            **context: ``inputs=``, ``state=`` (the app's final state) and extra keywords some evaluators use
                (``tools=``, ``tasks=``, ``trial=``, ...).

        Raises:
            TrajectoryInputError: when an input is missing or malformed.
        """
        result = self.measure(self.context(actual, expected, **context))
        if type(result) is not EvalResult and inspect.isawaitable(result):
            return run_sync(_awaited(result))
        return result

    async def aevaluate(self, actual: Any, expected: Any = None, **context: Any) -> EvalResult:
        """Async form of [`evaluate`][langchain_trajectory.evaluators.BaseEvaluator.evaluate]."""
        result = self.measure(self.context(actual, expected, **context))
        if type(result) is not EvalResult and inspect.isawaitable(result):
            return await result
        return result

    def score(
        self,
        input: Any = None,
        output: Any = None,
        *,
        actual_trajectory: Any = None,
        expected_trajectory: Any = None,
        actual_steps: Any = None,
        expected_steps: Any = None,
        actual_tool_calls: Any = None,
        expected_tool_calls: Any = None,
        **context: Any,
    ) -> EvalResult:
        """fastaiagent's call form: ``scorer.score(input="", output="", actual_trajectory=[...],
        expected_trajectory=[...])`` (or ``actual_steps=`` / ``expected_steps=``, ``actual_tool_calls=`` /
        ``expected_tool_calls=``). Returns the [`EvalResult`][langchain_trajectory.evaluators.EvalResult] (``.score``, ``.passed``, ``.reason``).

        ``input`` becomes the evaluation's ``inputs``; ``output`` is the agent's final answer, kept in
        ``ctx.extra["output"]``.

        Raises:
            TypeError: when the actual (or expected) side is given under two names.
            TrajectoryInputError: when an input is missing or malformed.
        """
        actual = _one_of("actual", actual_trajectory, actual_steps, actual_tool_calls)
        expected = _one_of("expected", expected_trajectory, expected_steps, expected_tool_calls)
        if output is not None:
            context["output"] = output
        return self.evaluate(actual, expected, inputs=input, **context)

    # -- openevals style ----------------------------------------------------------------------------------------

    def __call__(
        self,
        *,
        inputs: Any = None,
        outputs: Any = None,
        reference_outputs: Any = None,
        **kwargs: Any,
    ) -> Feedback:
        """openevals-style call: ``{key, score, comment, metadata}`` for ``outputs`` vs ``reference_outputs``
        (also answering ``["passed"]``, see `Feedback`).

        ``langsmith.evaluate`` and LangSmith's pytest plugin accept this as it is. Inside a
        ``@pytest.mark.langsmith`` test the feedback (and any [`extra_feedback`][langchain_trajectory.evaluators.BaseEvaluator.extra_feedback]) is also logged to the test
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
        from the run's child tool runs; also when the outputs hold messages that show fewer of the run's calls
        than its child runs do (a supervisor's workers, a subagent, an agent used as a tool); the expected one
        from ``example.outputs``."""
        with self._traced(run, example, evaluator_run_id) as traced:
            actual, expected, inputs = self._from_run(run, example)
            result = traced(self.evaluate(actual, expected, inputs=inputs))
        return self._to_langsmith(result, run, evaluator_run_id)

    async def aevaluate_run(
        self, run: Run, example: Example | None = None, evaluator_run_id: uuid.UUID | None = None
    ) -> EvaluationResult | EvaluationResults:
        """Async form of [`evaluate_run`][langchain_trajectory.evaluators.BaseEvaluator.evaluate_run]."""
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
                self.check_actual(EvaluationContext(outputs))
                actual = run if _run_tree_knows_more(run, outputs) else outputs
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
        ids = {"source_run_id": evaluator_run_id, "target_run_id": run.id}
        main = result.to_langsmith(**ids)
        if not extra:
            return main
        return EvaluationResults(results=[main, *(r.to_langsmith(**ids) for r in extra)])

    def extra_feedback(self, result: EvalResult) -> list[EvalResult]:
        """Further feedback entries logged beside the main one in LangSmith (e.g. one per judge criterion)."""
        return []

    @property
    def feedback_keys(self) -> list[str]:
        """The feedback keys this evaluator emits (LangSmith uses them for progress and error feedback)."""
        return [self.key]

    def __repr__(self) -> str:
        return f"{type(self).__name__}(key={self.key!r}, threshold={self.threshold!r})"


def _run_tree_knows_more(run: Run, outputs: Any) -> bool:
    """Whether a target's child runs hold more of its calls than the messages its outputs hold: a supervisor
    whose workers report only their last message, a deepagents subagent, an agent used as a tool. Then the run
    tree is read (every call the messages show is in it, with more); outputs written as a trajectory or as tool
    calls, and messages holding calls the run never made (history given as input), are read as they are."""
    if not run.child_runs or not _holds_messages(outputs):
        return False
    try:
        told = to_trajectory(outputs, what="outputs").tool_calls()
        tree = to_trajectory(run, what="run").tool_calls()
    except TrajectoryInputError:
        return False
    if len(tree) <= len(told):
        return False
    tree_ids = {c.id for c in tree}
    return all(c.id in tree_ids for c in told if c.id is not None)


def _holds_messages(outputs: Any) -> bool:
    value = outputs.get("output", outputs) if isinstance(outputs, Mapping) and len(outputs) == 1 else outputs
    if isinstance(value, Mapping):
        value = value.get("messages")
    return isinstance(value, list) and any(is_message(m) for m in value)


AsyncEvaluator = BaseEvaluator
"""Kept for code written against earlier versions: :meth:`BaseEvaluator.measure` may itself be ``async def``."""


async def _awaited(awaitable: Awaitable[EvalResult]) -> EvalResult:
    return await awaitable


def _one_of(side: str, *values: Any) -> Any:
    given = [v for v in values if v is not None]
    if len(given) > 1:
        raise TypeError(
            f"give the {side} side once: {side}_trajectory, {side}_steps or {side}_tool_calls, not several"
        )
    return given[0] if given else None


def _adapt_legacy_score(cls: type[BaseEvaluator]) -> None:
    """Let a subclass written against the earlier contract (``score(self, actual, expected, **context)`` or an
    ``async def ascore``) keep working: its method becomes [`measure`][langchain_trajectory.evaluators.BaseEvaluator.measure], with a warning."""
    if "measure" in cls.__dict__:
        return
    legacy = cls.__dict__.get("ascore") or cls.__dict__.get("score")
    if legacy is None or not callable(legacy):
        return
    parameters = list(inspect.signature(legacy).parameters)
    if parameters[:3] != ["self", "actual", "expected"]:
        return
    warnings.warn(
        f"{cls.__name__}.{legacy.__name__}(actual, expected, **context) is the earlier evaluator contract; "
        "implement measure(self, ctx: EvaluationContext) instead",
        DeprecationWarning,
        stacklevel=3,
    )

    def measure(self: BaseEvaluator, ctx: EvaluationContext) -> Any:
        context = {**ctx.extra, "inputs": ctx.inputs}
        return legacy(self, ctx.actual, ctx.expected, **context)

    cls.measure = measure  # type: ignore[method-assign]
    if legacy.__name__ == "score":
        cls.score = BaseEvaluator.score  # type: ignore[method-assign]


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
