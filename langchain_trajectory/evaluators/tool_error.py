"""ToolErrorEvaluator: did the agent's tool calls succeed?"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.evaluators._reasons import fraction
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.trajectory import ToolCall

__all__ = ["ToolErrorEvaluator"]


class ToolErrorEvaluator(BaseEvaluator):
    """The share of tool calls that succeeded (Dokimos' ``ToolErrorEvaluator``). Needs no expectation.

    A call's success comes from what the tool reported, not from how its result looks: a tool that returned
    ``[]``, ``{}`` or ``""`` ("no invoices") with ``status="success"`` succeeded. A call failed when the first of
    these detectors that fires says so, in this order:

    1. the call recorded an ``error`` (a raised exception, a ``ToolMessage`` with ``status="error"``, an
       invalid tool call);
    2. its result is None or a blank string (only when ``treat_blank_as_error=True``, an opt-in for tools that
       signal failure by answering nothing; a call whose result was never recorded, e.g. one paused by an
       interrupt or written by hand, has a None result), except for a call the provider ran itself
       (``metadata["executed_by"] == "provider"``), whose failure the provider reports as an error (OpenAI's web
       search returns no result unless its sources are asked for);
    3. the custom ``error_detector(call)`` returns True;
    4. its result is a JSON object, or a string holding one, whose *top-level* ``error`` field is present and
       not null (when ``detect_json_error_field``, the default). ``{"error": null}`` is a success, and so is a
       list such as ``[{"error": "x"}]`` (the field is not top-level).

    Score: ``succeeded / total``; an empty call list scores 1.0 (nothing failed).

    Args:
        treat_blank_as_error: Count a None or blank-string result as a failure (default False).
        detect_json_error_field: Count a top-level non-null JSON ``error`` field as a failure.
        error_detector: Optional predicate ``(call: ToolCall) -> bool``; True marks the call as failed.
        key: Feedback key (default ``tool_error``).
        threshold: Pass mark (default 1.0: every call must succeed).

    Raises:
        TypeError: when ``error_detector`` is given but is not callable (when the evaluator is built).
    """

    requires_expected: ClassVar[bool] = False

    def __init__(
        self,
        *,
        treat_blank_as_error: bool = False,
        detect_json_error_field: bool = True,
        error_detector: Callable[[ToolCall], bool] | None = None,
        key: str | None = None,
        threshold: float = 1.0,
    ) -> None:
        super().__init__(key=key, threshold=threshold)
        if error_detector is not None and not callable(error_detector):
            raise TypeError(
                f"error_detector must be a callable (call) -> bool, got {type(error_detector).__name__}"
            )
        self.treat_blank_as_error = treat_blank_as_error
        self.detect_json_error_field = detect_json_error_field
        self.error_detector = error_detector

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        calls = ctx.actual_calls
        if not calls:
            return self.result(1.0, "no tool calls to inspect: score 1.0", succeeded=0, total=0, results=[])
        results = []
        failures = []
        for i, call in enumerate(calls):
            why = self._failure(call)
            results.append({"index": i, "tool": call.name, "errored": why is not None, "reason": why or ""})
            if why is not None:
                failures.append(f"call {i} {call.name}: {why}")
        succeeded = len(calls) - len(failures)
        score = succeeded / len(calls)
        reason = f"{succeeded} of {len(calls)} tool calls succeeded: {fraction(succeeded, len(calls), score)}"
        if failures:
            reason += "; failed: " + "; ".join(failures)
        return self.result(score, reason, succeeded=succeeded, total=len(calls), results=results)

    def _failure(self, call: ToolCall) -> str | None:
        """Why ``call`` failed, or None when it succeeded."""
        if call.error is not None:
            return f"error: {_clip(call.error)}"
        result = call.result
        blank = result is None or (isinstance(result, str) and not result.strip())
        if self.treat_blank_as_error and blank and call.metadata.get("executed_by") != "provider":
            return "result was None or blank"
        if self.error_detector is not None and self.error_detector(call):
            return "matched the custom error detector"
        if self.detect_json_error_field:
            error = _top_level_error(result)
            if error is not None:
                return f"result has a top-level 'error' field: {_clip(json.dumps(error, default=str))}"
        return None


def _top_level_error(result: Any) -> Any:
    """The non-null top-level ``error`` value of a JSON object result (or a string holding one), else None."""
    if isinstance(result, str):
        text = result.strip()
        if not text.startswith("{"):
            return None
        try:
            result = load_json(text)
        except (json.JSONDecodeError, RecursionError):
            return None
    if isinstance(result, Mapping):
        return result.get("error")
    return None


def _clip(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
