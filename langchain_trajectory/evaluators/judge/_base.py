"""What every LLM-judged evaluator shares: the judge, its cache, retries, concurrency and input checks."""

from __future__ import annotations

import os
import statistics
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar, TypedDict

from langchain_core.language_models import BaseChatModel

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.base import EvalResult, EvaluationContext
from langchain_trajectory.evaluators.judge._engine import (
    Draw,
    JudgeEngine,
    JudgeModel,
    JudgeRequest,
    JudgeStats,
)
from langchain_trajectory.evaluators.judge._prompts import PROMPT_VERSION
from langchain_trajectory.evaluators.judge._trials import TrialNumbered, current_trial
from langchain_trajectory.evaluators.judge.cache import JudgeCache, resolve_cache

__all__ = ["CacheOption", "JudgeEvaluator", "JudgeOptions", "Outcome"]

CacheOption = JudgeCache | bool | str | os.PathLike[str] | None


class JudgeOptions(TypedDict, total=False):
    """The options every judge takes besides its own (see [`JudgeEvaluator`][langchain_trajectory.evaluators.judge.JudgeEvaluator] for each one)."""

    cache: CacheOption
    max_retries: int
    structured_output: bool
    max_concurrency: int | None
    samples: int
    judge_kwargs: dict[str, Any] | None


@dataclass(frozen=True)
class Outcome:
    """What one draw of an evaluation's verdicts amounts to: a score in [0, 1], its reason, its metadata."""

    score: float
    reason: str
    metadata: dict[str, Any] = field(default_factory=dict)


class JudgeEvaluator(TrialNumbered):
    """Base of the LLM-judged evaluators.

    A judge builds its judge calls from the evaluation context ([`requests_for`][langchain_trajectory.evaluators.judge.JudgeEvaluator.requests_for]), the base obtains the
    verdicts (concurrently, cached, re-asked when unusable) and the judge turns them into a score
    ([`summarize`][langchain_trajectory.evaluators.judge.JudgeEvaluator.summarize]). With ``samples=n`` every judge call is made ``n`` times independently (each sample
    its own cache entry) and the result reports their mean and spread.

    Args:
        judge: A LangChain chat model, or a ``"provider:model"`` string resolved on first use with
            ``init_chat_model`` (building the evaluator needs no key or provider package).
        key: The feedback key.
        threshold: ``passed`` is ``score >= threshold``.
        cache: ``True`` (default) caches verdicts in memory, a path caches them in SQLite, a
            [`JudgeCache`][langchain_trajectory.evaluators.judge.JudgeCache] is used as given, ``False``
            disables caching.
        max_retries: How many times an unusable reply is re-asked (default 2) before
            [`JudgeError`][langchain_trajectory.errors.JudgeError] is raised.
        structured_output: Ask for structured output where the model supports it (default True).
        max_concurrency: At most this many judge calls in flight per evaluation (None: no limit).
        samples: Independent verdicts per judge call (default 1). With ``n > 1`` the score is the mean of the
            ``n`` sample scores and the metadata's ``samples`` holds ``n``, every sample's score, their mean,
            sample standard deviation (``stdev``, n - 1 in the denominator), ``min`` and ``max``; the reason
            states them; ``sample_metadata`` holds each sample's own metadata.
        judge_kwargs: Keyword arguments for ``init_chat_model`` when ``judge`` is a string.

    Evaluation context: ``repeat=<int>`` (default 0) and ``trial=<int>`` are part of the cache key, so repeated
    trials of the same evaluation get independent verdicts. Inside ``langsmith.evaluate(num_repetitions=n)`` the
    trial number is found for you: the ``n`` runs of an example get trials ``0 .. n-1`` (see ``_trials``), so a
    target that produces the same transcript twice still gets a fresh verdict for each trial.

    Every result's metadata also names the judge's model (``judge_model``), for usage figures.
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
        samples: int = 1,
        judge_kwargs: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(key=key, threshold=threshold)
        if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
            raise ValueError(f"'max_retries' must be an integer >= 0, got {max_retries!r}")
        if max_concurrency is not None and (
            isinstance(max_concurrency, bool) or not isinstance(max_concurrency, int) or max_concurrency < 1
        ):
            raise ValueError(f"'max_concurrency' must be None or an integer >= 1, got {max_concurrency!r}")
        if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
            raise ValueError(f"'samples' must be an integer >= 1, got {samples!r}")
        self.judge = JudgeModel(judge, judge_kwargs)
        self.cache = resolve_cache(cache)
        self.max_retries = max_retries
        self.max_concurrency = max_concurrency
        self.samples = samples
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
        """Judges read the expected side themselves (tasks, a reference trajectory); it is passed through."""
        return value

    # -- what each judge implements --------------------------------------------------------------------------

    def requests_for(self, ctx: EvaluationContext) -> list[JudgeRequest]:
        """The judge calls of one evaluation (every untrusted piece fenced in their user messages)."""
        raise NotImplementedError

    def summarize(self, ctx: EvaluationContext, verdicts: list[dict[str, Any]]) -> Outcome:
        """The score, reason and metadata of one draw of verdicts (one per request, in order)."""
        raise NotImplementedError

    def merge_samples(self, outcomes: list[Outcome]) -> dict[str, Any]:
        """The metadata of a sampled evaluation besides ``samples``: every key on which all samples agree,
        and ``sample_metadata``, each sample's own metadata. Judges add per-item means here."""
        first = outcomes[0].metadata
        shared = {k: v for k, v in first.items() if all(o.metadata.get(k, _MISSING) == v for o in outcomes)}
        return {**shared, "sample_metadata": [o.metadata for o in outcomes]}

    # -- the evaluation --------------------------------------------------------------------------------------

    async def measure(self, ctx: EvaluationContext) -> EvalResult:
        """Judge ``ctx.actual``: one draw of verdicts per sample, each summarized, then combined."""
        requests = self.requests_for(ctx)
        stats = JudgeStats()
        per_draw = await self._engine.ask_all(
            requests, stats, draws=self.draws(ctx), max_concurrency=self.max_concurrency
        )
        outcomes = [self.summarize(ctx, verdicts) for verdicts in per_draw]
        if len(outcomes) == 1:
            only = outcomes[0]
            return self.result(
                only.score, only.reason, **only.metadata, **stats.as_metadata(), judge_model=self.judge.name
            )
        scores = [o.score for o in outcomes]
        mean = float(statistics.mean(Fraction(x) for x in scores))
        spread = {
            "n": len(scores),
            "scores": scores,
            "mean": mean,
            "stdev": float(statistics.stdev(Fraction(repr(x)) for x in scores)),  # as the judge wrote them
            "min": min(scores),
            "max": max(scores),
        }
        verdict = "passed" if mean >= self.threshold else "failed"
        shown = ", ".join(f"{x:.2f}" for x in scores)
        reason = (
            f"Mean of {len(scores)} samples: {mean:.3f} (stdev {spread['stdev']:.3f}, range "
            f"{spread['min']:.2f}-{spread['max']:.2f}; samples {shown}; threshold {self.threshold:g}, "
            f"{verdict}). Sample 1: {outcomes[0].reason}"
        )
        metadata = {
            **self.merge_samples(outcomes),
            "samples": spread,
            **stats.as_metadata(),
            "judge_model": self.judge.name,
        }
        return self.result(mean, reason, **metadata)

    def draws(self, ctx: EvaluationContext) -> list[Draw]:
        """One draw per sample, each keyed by the context's ``repeat`` and ``trial`` and its sample index.

        Raises:
            ValueError: naming ``repeat`` or ``trial`` when it is not an integer >= 0 (``trial`` may be None).
        """
        repeat = ctx.get("repeat", 0)
        if isinstance(repeat, bool) or not isinstance(repeat, int) or repeat < 0:
            raise ValueError(f"{self.key}: 'repeat' must be an integer >= 0, got {repeat!r}")
        trial = ctx.get("trial", current_trial())
        if trial is not None and (isinstance(trial, bool) or not isinstance(trial, int) or trial < 0):
            raise ValueError(f"{self.key}: 'trial' must be None or an integer >= 0, got {trial!r}")
        return [Draw(repeat=repeat, trial=trial, sample=i) for i in range(self.samples)]


_MISSING = object()
