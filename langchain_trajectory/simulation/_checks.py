"""Checks run during a simulated conversation: evaluators (or callables) applied after every assistant turn."""

from __future__ import annotations

from typing import Any

from langchain_trajectory.errors import error_text
from langchain_trajectory.simulation._calls import Twin, is_async_callable

__all__ = ["check_outcome", "check_result", "check_twin"]


def _key(check: Any, index: int) -> str:
    key = getattr(check, "key", None)
    if isinstance(key, str) and key:
        return key
    return getattr(check, "__name__", None) or f"check_{index}"


def check_twin(check: Any, index: int) -> Twin:
    """``check`` as a `Twin` ``(trajectory) -> result``: an evaluator's ``evaluate`` /
    ``aevaluate`` (run without an expectation), or the callable itself.

    Raises:
        TypeError: for something that is neither.
    """
    evaluate = getattr(check, "evaluate", None)
    if callable(evaluate):
        if getattr(check, "requires_expected", False):
            raise TypeError(
                f"checks[{index}]: {type(check).__name__} needs an expected trajectory; checks run on the "
                "conversation alone (use a reference-free evaluator such as ToolErrorEvaluator, or a callable)"
            )
        aevaluate = getattr(check, "aevaluate", None)

        def run(trajectory: Any) -> Any:
            return evaluate(trajectory, state=trajectory.metadata.get("state"))

        async def arun(trajectory: Any) -> Any:
            assert aevaluate is not None
            return await aevaluate(trajectory, state=trajectory.metadata.get("state"))

        return Twin(run, arun if callable(aevaluate) else None)
    if callable(check):
        return Twin(async_=check) if is_async_callable(check) else Twin(sync=check)
    raise TypeError(
        f"checks[{index}] must be an evaluator or a callable (trajectory) -> EvalResult | bool, "
        f"got {type(check).__name__}"
    )


def check_result(value: Any, check: Any, index: int) -> dict[str, Any]:
    """One check's outcome as ``{"key", "score", "passed", "reason"}``: from an ``EvalResult`` (anything with
    ``key``, ``score``, ``passed``, ``reason``) or a bool.

    Raises:
        TypeError: for another kind of value.
    """
    if isinstance(value, bool):
        return {"key": _key(check, index), "score": float(value), "passed": value, "reason": ""}
    if all(hasattr(value, name) for name in ("score", "passed")):
        return {
            "key": getattr(value, "key", None) or _key(check, index),
            "score": float(value.score),
            "passed": bool(value.passed),
            "reason": str(getattr(value, "reason", "") or ""),
        }
    raise TypeError(
        f"check {index} ({_key(check, index)}) returned {type(value).__name__}; expected an EvalResult or a bool"
    )


def check_outcome(value: Any, error: BaseException | None, check: Any, index: int) -> dict[str, Any]:
    """One check's outcome as `check_result` gives it; a check that raised, or returned something that is
    no result, is a failure (``score`` 0.0, ``passed`` False) whose ``reason`` and ``error`` say what happened."""
    if error is None:
        try:
            return check_result(value, check, index)
        except TypeError as exc:
            text = str(exc)
            return {"key": _key(check, index), "score": 0.0, "passed": False, "reason": text, "error": text}
    text = error_text(error)
    return {
        "key": _key(check, index),
        "score": 0.0,
        "passed": False,
        "reason": f"the check raised {text}",
        "error": text,
    }
