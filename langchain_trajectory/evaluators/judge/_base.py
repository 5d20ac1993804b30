"""What every LLM-judged evaluator shares: the judge, its cache, retries, concurrency and input checks."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any, ClassVar

from langchain_core.language_models import BaseChatModel

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.base import EvaluationContext
from langchain_trajectory.evaluators.judge._engine import JudgeEngine, JudgeModel, JudgeRequest, JudgeStats
from langchain_trajectory.evaluators.judge._prompts import PROMPT_VERSION
from langchain_trajectory.evaluators.judge._trials import TrialNumbered, current_trial
from langchain_trajectory.evaluators.judge.cache import JudgeCache, resolve_cache

__all__ = ["JudgeEvaluator"]

CacheOption = JudgeCache | bool | str | os.PathLike[str] | None


class JudgeEvaluator(TrialNumbered):
    """Base of the LLM-judged evaluators.

    Judges score the actual trajectory on its own: no expected trajectory is needed, and one given (e.g. a
    LangSmith example's reference outputs) is ignored.

    Args:
        judge: A LangChain chat model, or a ``"provider:model"`` string resolved on first use with
            ``init_chat_model`` (building the evaluator needs no key or provider package).
        key: The feedback key.
        threshold: ``passed`` is ``score >= threshold``.
        cache: ``True`` (default) caches verdicts in memory, a path caches them in SQLite, a
            :class:`~langchain_trajectory.evaluators.judge.cache.JudgeCache` is used as given, ``False``
            disables caching.
        max_retries: How many times an unparseable or out-of-range reply is re-asked (default 2) before
            :class:`~langchain_trajectory.errors.JudgeError` is raised.
        structured_output: Ask for structured output where the model supports it (default True).
        max_concurrency: At most this many judge calls in flight per evaluation (None: no limit).
        judge_kwargs: Keyword arguments for ``init_chat_model`` when ``judge`` is a string.

    Evaluation context: ``repeat=<int>`` (default 0) is part of the cache key, so repeated trials of the same
    evaluation get independent verdicts. Inside ``langsmith.evaluate(num_repetitions=n)`` the trial number is
    found for you: the ``n`` runs of an example get repeats ``0 .. n-1`` (see ``_trials``), so a target that
    produces the same transcript twice still gets a fresh verdict for each trial.
    """

    requires_expected: ClassVar[bool] = False
    reads_conversation: ClassVar[bool] = True

    def __init__(
        self,
        *,
        judge: BaseChatModel | str,
        key: str,
        threshold: float,
        cache: CacheOption = True,
        max_retries: int = 2,
        structured_output: bool = True,
        max_concurrency: int | None = None,
        judge_kwargs: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(key=key, threshold=threshold)
        if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
            raise ValueError(f"'max_retries' must be an integer >= 0, got {max_retries!r}")
        if max_concurrency is not None and (
            isinstance(max_concurrency, bool) or not isinstance(max_concurrency, int) or max_concurrency < 1
        ):
            raise ValueError(f"'max_concurrency' must be None or an integer >= 1, got {max_concurrency!r}")
        self.judge = JudgeModel(judge, judge_kwargs)
        self.cache = resolve_cache(cache)
        self.max_retries = max_retries
        self.max_concurrency = max_concurrency
        self._engine = JudgeEngine(
            self.judge,
            cache=self.cache,
            max_retries=max_retries,
            structured_output=bool(structured_output),
            prompt_version=PROMPT_VERSION,
        )

    def check_actual(self, ctx: EvaluationContext) -> None:
        """The trajectory to judge must have messages (an empty one leaves nothing to judge)."""
        if not ctx.actual.messages:
            raise TrajectoryInputError(
                f"{self.key}: actual: the trajectory is empty (no messages); a judge needs a conversation "
                "to judge"
            )

    def read_expected(self, value: Any) -> Any:
        """Judges ignore the expected side; it is passed through unread."""
        return value

    async def _judge(
        self, requests: Sequence[JudgeRequest], ctx: EvaluationContext
    ) -> tuple[list[dict[str, Any]], JudgeStats]:
        """Verdicts for ``requests`` (concurrently, cached), with the evaluation's call and token counts."""
        repeat = ctx.get("repeat", current_trial() or 0)
        if isinstance(repeat, bool) or not isinstance(repeat, int) or repeat < 0:
            raise ValueError(f"{self.key}: 'repeat' must be an integer >= 0, got {repeat!r}")
        stats = JudgeStats()
        verdicts = await self._engine.ask_all(
            requests, stats, repeat=repeat, max_concurrency=self.max_concurrency
        )
        return verdicts, stats
