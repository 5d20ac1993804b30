"""The package's errors, and the value a failed evaluation leaves behind.

* [`TrajectoryInputError`][langchain_trajectory.errors.TrajectoryInputError]: an input could not be read (raised where it enters, naming element and field);
* [`JudgeError`][langchain_trajectory.errors.JudgeError]: an LLM judge gave no usable verdict after its retries;
* [`JudgeCacheError`][langchain_trajectory.errors.JudgeCacheError]: a judge's cache file is damaged or is not a judge cache;
* [`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure]: an evaluation that raised, kept as a value where many evaluations are collected
  (per-turn evaluation, trials, reports), so one failure does not erase its neighbours;
* [`error_text`][langchain_trajectory.errors.error_text]: the one way an exception is recorded as text in a trajectory.

This module imports nothing else of the package.
"""

from __future__ import annotations

import traceback as _traceback
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["EvaluatorFailure", "JudgeCacheError", "JudgeError", "TrajectoryInputError", "error_text"]


def error_text(error: BaseException) -> str:
    """How an exception is recorded as text wherever a trajectory keeps one (a tool call's ``error``, a
    trajectory's ``metadata["error"]``): its ``repr``, e.g. ``ValueError('bad city')``.

    It is the form LangChain's tracer stores in a LangSmith run and ``ToolNode`` puts in its error messages, so
    a trajectory captured live, one rebuilt from a LangSmith run and one read from a dict holding the exception
    say the same thing. An exception whose ``repr`` raises is ``ClassName(<repr failed>)``.
    """
    try:
        return repr(error)
    except Exception:
        return f"{type(error).__name__}(<repr failed>)"


class TrajectoryInputError(ValueError):
    """An input could not be read as a trajectory, a tool-call list or an expectation.

    The message names the element's index and the offending field, e.g.
    ``tool call 2: 'args' must be a dict or a JSON object string, got list``.
    """


class JudgeError(RuntimeError):
    """The judge model gave no usable verdict after its retries.

    A judge never turns an unusable reply into a made-up score: it re-asks, stating the problem, and when the
    retries run out it raises this error.

    Attributes:
        problem: What was wrong with the last reply (unparseable, score out of [0, 1], missing field, ...).
        raw_reply: The last reply's raw text, exactly as the model returned it.
        attempts: How many model calls were made for this verdict (1 + retries).
        subject: What was being judged (e.g. ``criterion 'clarity'``, ``task 1``).
        refusal: The model's refusal text when it refused to judge (an OpenAI ``refusal``, an Anthropic reply
            that stopped for ``refusal``); a refusal is reported at once, never re-asked. None otherwise.
    """

    def __init__(
        self, problem: str, *, raw_reply: str, attempts: int, subject: str = "", refusal: str | None = None
    ) -> None:
        self.problem = problem
        self.refusal = refusal
        self.raw_reply = raw_reply
        self.attempts = attempts
        self.subject = subject
        where = f" for {subject}" if subject else ""
        shown = raw_reply if len(raw_reply) <= 2000 else raw_reply[:2000] + "..."
        super().__init__(
            f"judge gave no usable verdict{where} after {attempts} call(s): {problem}. "
            f"Last raw reply: {shown!r}"
        )


class JudgeCacheError(RuntimeError):
    """A judge's on-disk cache cannot be used: the file is damaged, or is not a judge cache.

    The message names the file and how to rebuild it.

    Attributes:
        path: The cache file.
    """

    def __init__(self, message: str, *, path: str) -> None:
        self.path = path
        super().__init__(message)


class EvaluatorFailure(BaseModel):
    """An evaluation that raised instead of producing a result.

    Collections of results ([`evaluate_by_turn`][langchain_trajectory.evaluators.evaluate_by_turn], trials, reports) keep a failure
    beside the results of its neighbours instead of letting it erase them. A failure never counts as passed
    and has no score.

    Attributes:
        key: The feedback key of the evaluator that failed.
        error_type: The exception's class name (``JudgeError``, ``TrajectoryInputError``, ...).
        error: The exception's message.
        traceback: The formatted traceback, for debugging.
        metadata: Where it happened (``turn``, ``case``, ``trial``, ...).
    """

    model_config = ConfigDict(frozen=True)

    key: str
    error_type: str
    error: str
    traceback: str = ""
    metadata: dict[str, Any] = Field(default_factory=dict)

    passed: bool = False
    score: None = None

    @classmethod
    def from_exception(cls, key: str, exc: BaseException, **metadata: Any) -> EvaluatorFailure:
        """The failure of evaluator ``key`` that raised ``exc``."""
        return cls(
            key=key,
            error_type=type(exc).__name__,
            error=str(exc),
            traceback="".join(_traceback.format_exception(type(exc), exc, exc.__traceback__)),
            metadata=metadata,
        )

    def to_dict(self) -> dict[str, Any]:
        """The feedback form: ``{key, score: None, comment, metadata}`` with the error in the comment."""
        return {
            "key": self.key,
            "score": None,
            "comment": f"{self.error_type}: {self.error}",
            "metadata": {**self.metadata, "error_type": self.error_type, "error": self.error},
        }
