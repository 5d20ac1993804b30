"""The LLM judge of whole conversations: criteria with weights, four aggregations, per-criterion feedback."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Unpack

from langchain_core.language_models import BaseChatModel

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.base import EvalResult, EvaluationContext
from langchain_trajectory.evaluators.judge import _prompts as prompts
from langchain_trajectory.evaluators.judge._base import JudgeEvaluator, JudgeOptions, Outcome
from langchain_trajectory.evaluators.judge._engine import JudgeRequest
from langchain_trajectory.evaluators.judge._parse import Quoted
from langchain_trajectory.evaluators.judge._render import (
    ResultBudget,
    ToolDetail,
    reasoning_option,
    render_transcript,
    tool_detail,
    untrusted_texts,
    with_reasoning_note,
)
from langchain_trajectory.evaluators.judge.aggregation import (
    Aggregation,
    AggregationStrategy,
    aggregate,
    validate_aggregation,
)
from langchain_trajectory.evaluators.judge.criteria import EvaluationCriterion, criterion_slug
from langchain_trajectory.trajectory import Message, Trajectory
from langchain_trajectory.untrusted import fence, one_line

__all__ = ["TrajectoryEvaluator"]


class TrajectoryEvaluator(JudgeEvaluator):
    """Grades a whole conversation against criteria with an LLM judge.

    Each criterion gets a score in [0, 1] and a reason from the judge; the scores combine into one score by
    ``aggregation``: ``mean``, ``weighted_mean`` (by criterion weight), ``min`` (strictest) or ``max`` (most
    lenient). ``passed`` is ``score >= threshold``. The reason states the overall score and names the
    strongest and the weakest criterion (ties go to the earlier); with one criterion it names that one, and when
    every criterion scored the same it says so instead.

    Criteria are judged concurrently, one call each; ``batch_criteria=True`` asks for all of them in one call
    instead (cheaper; the criteria are then judged side by side). Verdicts are cached (see ``cache``).

    Args:
        judge: A chat model or a ``"provider:model"`` string (resolved on first use).
        criteria: One or more [`EvaluationCriterion`][langchain_trajectory.evaluators.EvaluationCriterion] with distinct names.
        aggregation: ``"mean"`` (default), ``"weighted_mean"``, ``"min"`` or ``"max"`` (or an
            [`AggregationStrategy`][langchain_trajectory.evaluators.AggregationStrategy]).
        threshold: Pass mark (default 0.7).
        include_per_criterion_scores: Put ``criterion_scores`` in the metadata and log one LangSmith feedback
            key per criterion, ``<key>.<criterion_slug>`` (default True).
        include_tool_calls: How tool calls appear in the transcript the judge reads: False (default; the
            prompt is exactly the tool-free transcript), True or ``"args"`` (``[tool: name(args)]``),
            ``"names"``, or ``"results"`` (arguments and each call's result or error, long ones elided under
            ``result_budget``).
        result_budget: The character budget for tool results with ``include_tool_calls="results"``
            (default [`ResultBudget`][langchain_trajectory.evaluators.ResultBudget]: 2000 per result, 20000 in all).
        batch_criteria: Judge every criterion in one structured call (default False).
        include_reasoning: Show the judge each assistant message's reasoning text (its thinking or reasoning
            summary, ``metadata["reasoning"]``) as a ``[reasoning: "..."]`` line, fenced with the rest of the
            transcript (default False: reasoning never reaches the prompt). Signatures and encrypted reasoning
            are never kept, so never shown.
        name: A display name; its snake_case form is the default key.
        key: The feedback key (default: from ``name``, else ``trajectory_quality``).
        **options: ``cache``, ``max_retries``, ``structured_output``, ``max_concurrency``, ``samples``,
            ``judge_kwargs`` (see [`JudgeEvaluator`][langchain_trajectory.evaluators.judge.JudgeEvaluator]).

    Result metadata: ``turn_count``, ``aggregation``, ``criterion_scores`` ({name: {score, reason}}, when
    ``include_per_criterion_scores``), ``batch_criteria``, ``judge_calls``, ``cache_hits``,
    ``cache_discarded``, ``retries`` and ``token_usage``. With ``samples=n`` (n > 1) the score is the mean of
    the n samples' aggregated scores, ``samples`` holds their spread, and each criterion's ``score`` is its
    mean over the samples, with its ``samples`` and ``stdev`` beside it (for ``min``/``max`` aggregation the
    mean of the samples' scores can differ from the aggregation of the criterion means).

    Raises:
        ValueError: at construction for no criteria, duplicate criterion names, an unknown aggregation, or
            ``weighted_mean`` with every weight zero.
        TypeError: at construction for a criterion that is not an [`EvaluationCriterion`][langchain_trajectory.evaluators.EvaluationCriterion].
        TrajectoryInputError: at evaluation for an empty trajectory, or one that shows nothing the agent did
            (no assistant text, tool calls absent or hidden by ``include_tool_calls=False``). The example's
            ``inputs`` lead the transcript as its user message when the trajectory has none.
        JudgeError: when the judge gives no usable verdict after its retries.
    """

    def __init__(
        self,
        judge: BaseChatModel | str,
        criteria: Sequence[EvaluationCriterion],
        *,
        aggregation: Aggregation | AggregationStrategy = "mean",
        threshold: float = 0.7,
        include_per_criterion_scores: bool = True,
        include_tool_calls: bool | ToolDetail = False,
        result_budget: ResultBudget | None = None,
        batch_criteria: bool = False,
        include_reasoning: bool = False,
        name: str | None = None,
        key: str | None = None,
        **options: Unpack[JudgeOptions],
    ) -> None:
        self.criteria = _checked_criteria(criteria)
        self.include_reasoning = reasoning_option(include_reasoning)
        self.aggregation: Aggregation = validate_aggregation(aggregation)
        if self.aggregation == "weighted_mean" and not any(c.weight > 0 for c in self.criteria):
            raise ValueError("'weighted_mean' aggregation needs at least one criterion with a weight > 0")
        super().__init__(
            judge=judge,
            key=key or (criterion_slug(name) if name else "trajectory_quality"),
            threshold=threshold,
            **options,
        )
        self.name = name or "Trajectory Quality"
        self.include_per_criterion_scores = bool(include_per_criterion_scores)
        self.include_tool_calls: ToolDetail = tool_detail(include_tool_calls, "include_tool_calls")
        self.result_budget = result_budget or ResultBudget()
        self.batch_criteria = bool(batch_criteria)

    def render_transcript(self, trajectory: Trajectory) -> str:
        """The transcript the judge reads, fenced as untrusted data (see `_render`)."""
        return fence(
            render_transcript(trajectory, self.include_tool_calls, self.result_budget, self.include_reasoning)
        )

    def requests(self, trajectory: Trajectory) -> list[JudgeRequest]:
        """The judge calls one evaluation makes: one per criterion, or one for all when batching."""
        fenced = self.render_transcript(trajectory)
        quoted = Quoted(untrusted_texts(trajectory, self.include_reasoning))
        if self.batch_criteria:
            return [
                JudgeRequest(
                    subject=f"{len(self.criteria)} criteria (batched)",
                    system=with_reasoning_note(prompts.batch_system(self.criteria), self.include_reasoning),
                    user=prompts.batch_user(fenced, self.criteria),
                    schema=prompts.batch_schema(),
                    reply_format=prompts.BATCH_FORMAT,
                    validate=prompts.batch_validator(self.criteria),
                    quoted=quoted,
                )
            ]
        return [
            JudgeRequest(
                subject=f"criterion {c.name!r}",
                system=with_reasoning_note(prompts.criterion_system(c), self.include_reasoning),
                user=prompts.criterion_user(fenced, c),
                schema=prompts.criterion_schema(),
                reply_format=prompts.CRITERION_FORMAT,
                validate=prompts.validate_criterion,
                quoted=quoted,
            )
            for c in self.criteria
        ]

    def requests_for(self, ctx: EvaluationContext) -> list[JudgeRequest]:
        """The judge calls for ``ctx``: the transcript, led by the example's inputs when it has no user message
        (so two examples whose outputs look alike are never one cached verdict).

        Raises:
            TrajectoryInputError: when the transcript would show nothing the agent did (no assistant text, and
                its tool calls hidden by ``include_tool_calls=False`` or absent): a judge never grades an
                empty transcript silently.
        """
        trajectory = ctx.actual
        shown_calls = self.include_tool_calls != "none" and bool(trajectory.tool_calls())
        if not shown_calls and not any(m.content.strip() for m in trajectory.assistant_messages()):
            hidden = len(trajectory.tool_calls())
            why = (
                f"its {hidden} tool call(s) are hidden by include_tool_calls=False"
                if hidden
                else "it holds no tool call"
            )
            raise TrajectoryInputError(
                f"{self.key}: actual: nothing to judge: no assistant message has text and {why}; pass the "
                "conversation's messages, or include_tool_calls=True ('names', 'results') to judge the calls"
            )
        if ctx.inputs is not None and not trajectory.user_messages():
            text = ctx.inputs if isinstance(ctx.inputs, str) else one_line(ctx.inputs)
            trajectory = trajectory.model_copy(
                update={"messages": (Message.user(text), *trajectory.messages)}
            )
        return self.requests(trajectory)

    def summarize(self, ctx: EvaluationContext, verdicts: list[dict[str, Any]]) -> Outcome:
        per = (
            verdicts[0]
            if self.batch_criteria
            else dict(zip((c.name for c in self.criteria), verdicts, strict=True))
        )
        scores = {
            c.name: {"score": per[c.name]["score"], "reason": per[c.name]["reason"]} for c in self.criteria
        }
        overall = aggregate(
            [scores[c.name]["score"] for c in self.criteria],
            [c.weight for c in self.criteria],
            self.aggregation,
        )
        metadata: dict[str, Any] = {"turn_count": ctx.actual.turn_count(), "aggregation": self.aggregation}
        if self.include_per_criterion_scores:
            metadata["criterion_scores"] = scores
        metadata["batch_criteria"] = self.batch_criteria
        return Outcome(overall, self._reason(overall, scores), metadata)

    def merge_samples(self, outcomes: list[Outcome]) -> dict[str, Any]:
        """Besides the shared keys: ``criterion_scores`` with each criterion's mean over the samples
        (``score``), its sample scores (``samples``), their ``stdev``, and the first sample's ``reason``."""
        merged = super().merge_samples(outcomes)
        if self.include_per_criterion_scores:
            merged["criterion_scores"] = {}
            for c in self.criteria:
                values = [o.metadata["criterion_scores"][c.name]["score"] for o in outcomes]
                merged["criterion_scores"][c.name] = {
                    "score": float(statistics.mean(Fraction(v) for v in values)),
                    "reason": outcomes[0].metadata["criterion_scores"][c.name]["reason"],
                    "samples": values,
                    "stdev": float(statistics.stdev(Fraction(repr(v)) for v in values)),
                }
        return merged

    def _reason(self, overall: float, scores: dict[str, dict[str, Any]]) -> str:
        order = [c.name for c in self.criteria]
        strongest = max(order, key=lambda n: (scores[n]["score"], -order.index(n)))
        weakest = min(order, key=lambda n: (scores[n]["score"], order.index(n)))
        verdict = "passed" if overall >= self.threshold else "failed"
        head = (
            f"{self.name}: {overall:.3f} ({self.aggregation} of {len(order)} criteria; "
            f"threshold {self.threshold:g}, {verdict})."
        )
        s, w = scores[strongest], scores[weakest]
        if len(order) == 1:
            return f"{head} {strongest} {s['score']:.2f} ({s['reason']})."
        if s["score"] == w["score"]:  # every criterion tied: no strongest or weakest to name
            return f"{head} All {len(order)} criteria scored {s['score']:.2f} ({', '.join(order)})."
        return (
            f"{head} Strongest: {strongest} {s['score']:.2f} ({s['reason']}). "
            f"Weakest: {weakest} {w['score']:.2f} ({w['reason']})."
        )

    # -- LangSmith: one feedback key per criterion ---------------------------------------------------------

    def criterion_key(self, criterion: EvaluationCriterion) -> str:
        """The LangSmith feedback key of ``criterion``: ``<key>.<criterion_slug>``."""
        return f"{self.key}.{criterion.slug}"

    def extra_feedback(self, result: EvalResult) -> list[EvalResult]:
        """One result per criterion (score, reason, weight), when ``include_per_criterion_scores``."""
        scores = result.metadata.get("criterion_scores")
        if not self.include_per_criterion_scores or not scores:
            return []
        return [
            EvalResult(
                key=self.criterion_key(c),
                score=scores[c.name]["score"],
                passed=scores[c.name]["score"] >= self.threshold,
                reason=scores[c.name]["reason"],
                metadata={"criterion": c.name, "weight": c.weight, "evaluator": self.key},
                threshold=self.threshold,
            )
            for c in self.criteria
        ]

    @property
    def feedback_keys(self) -> list[str]:
        keys = [self.key]
        if self.include_per_criterion_scores:
            keys.extend(self.criterion_key(c) for c in self.criteria)
        return keys

    def __repr__(self) -> str:
        names = [c.name for c in self.criteria]
        return (
            f"TrajectoryEvaluator(key={self.key!r}, criteria={names}, aggregation={self.aggregation!r}, "
            f"threshold={self.threshold!r}, judge={self.judge!r})"
        )


def _checked_criteria(criteria: Sequence[EvaluationCriterion]) -> tuple[EvaluationCriterion, ...]:
    if isinstance(criteria, (str, bytes, EvaluationCriterion)) or not isinstance(criteria, Sequence):
        raise TypeError("'criteria' must be a list of EvaluationCriterion")
    if not criteria:
        raise ValueError("'criteria' must hold at least one EvaluationCriterion")
    seen: dict[str, str] = {}
    for i, criterion in enumerate(criteria):
        if not isinstance(criterion, EvaluationCriterion):
            raise TypeError(f"criteria[{i}] must be an EvaluationCriterion, got {type(criterion).__name__}")
        if criterion.slug in seen:
            raise ValueError(
                f"criteria[{i}]: the name {criterion.name!r} clashes with {seen[criterion.slug]!r} "
                "(criterion names must be distinct, ignoring case and punctuation)"
            )
        seen[criterion.slug] = criterion.name
    return tuple(criteria)
