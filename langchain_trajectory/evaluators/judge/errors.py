"""The error an LLM judge raises when it cannot produce a usable verdict."""

from __future__ import annotations

__all__ = ["JudgeError"]


class JudgeError(RuntimeError):
    """The judge model gave no usable verdict after its retries.

    A judge never turns an unusable reply into a made-up score: it re-asks, stating the problem, and when the
    retries run out it raises this error.

    Attributes:
        problem: What was wrong with the last reply (unparseable, score out of [0, 1], missing field, ...).
        raw_reply: The last reply's raw text, exactly as the model returned it.
        attempts: How many model calls were made for this verdict (1 + retries).
        subject: What was being judged (e.g. ``criterion 'clarity'``, ``task 1``).
    """

    def __init__(self, problem: str, *, raw_reply: str, attempts: int, subject: str = "") -> None:
        self.problem = problem
        self.raw_reply = raw_reply
        self.attempts = attempts
        self.subject = subject
        where = f" for {subject}" if subject else ""
        shown = raw_reply if len(raw_reply) <= 2000 else raw_reply[:2000] + "..."
        super().__init__(
            f"judge gave no usable verdict{where} after {attempts} call(s): {problem}. "
            f"Last raw reply: {shown!r}"
        )
