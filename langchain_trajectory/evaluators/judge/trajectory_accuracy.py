"""The reference-aware trajectory judge: grades tool calls and their results, against a reference trajectory
when one is given and against the goal it infers from the input otherwise (agentevals' trajectory LLM judge,
with every untrusted field fenced and escaped)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Unpack, get_args

from langchain_core.language_models import BaseChatModel

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.base import EvaluationContext
from langchain_trajectory.evaluators.judge import _prompts as prompts
from langchain_trajectory.evaluators.judge._base import JudgeEvaluator, JudgeOptions, Outcome
from langchain_trajectory.evaluators.judge._engine import JudgeRequest
from langchain_trajectory.evaluators.judge._parse import Quoted
from langchain_trajectory.evaluators.judge._render import (
    TOOL_DETAILS,
    ResultBudget,
    ToolDetail,
    elide,
    elided_results,
    reasoning_option,
    render_transcript,
    strings_in,
    untrusted_texts,
    with_reasoning_note,
)
from langchain_trajectory.reading import WRAPPER_KEYS as _WRAPPER_KEYS
from langchain_trajectory.reading import to_trajectory
from langchain_trajectory.trajectory import Trajectory
from langchain_trajectory.untrusted import fence_all, one_line

__all__ = ["ReferenceMode", "TrajectoryAccuracyEvaluator"]

ReferenceMode = Literal["auto", "required", "ignore"]

# Keys by which a dict holds a trajectory (or is a message or a tool call) for the package's reader.
_TRAJECTORY_KEYS = frozenset({*_WRAPPER_KEYS, "role", "name", "function"})


class TrajectoryAccuracyEvaluator(JudgeEvaluator):
    """Grades an agent's trajectory with an LLM judge: its conversation, the tool calls it made **and what
    they returned**, against a reference trajectory when there is one.

    With a reference (``reference_trajectory=`` in the evaluation's context, else the expected side, e.g. a
    LangSmith example's reference outputs), the judge grades how accurately the trajectory achieves what the
    reference achieves: the same tool purposes, arguments of the same meaning, the same outcome, order where
    it matters; an equally correct other path is accurate too. Without one, it works out the goal from the
    input (``inputs``, shown when given) or the first user message and the final answer, and grades the
    trajectory against that goal. Both use agentevals' rubric (logical steps, clear progression, reasonable
    efficiency), plus the correct use of tool results; ``rubric=`` replaces it.

    The score is the judge's, in [0, 1] (a reply outside it is re-asked, never rescaled); ``passed`` is
    ``score >= threshold``. Long tool results are elided under ``result_budget`` with a visible marker, in
    the trajectory and the reference alike. Every untrusted field (messages, tool names, arguments, results,
    errors, the scenario, the reference, the inputs) is fenced and escaped.

    Args:
        judge: A chat model or a ``"provider:model"`` string (resolved on first use).
        reference: ``"auto"`` (default): use a reference when the evaluation has one; expected outputs that
            hold no trajectory (a dict with none of the trajectory keys, e.g. ``{"answer": ...}``) are judged
            without one, which the reason and ``reference_note`` say. ``"required"``: a missing reference is
            an error. ``"ignore"``: always judge without one.
        rubric: What an accurate trajectory is, as a bulleted list (trusted text); default: agentevals'
            rubric plus the use of tool results. The reference line is added after it when a reference is
            used.
        threshold: Pass mark (default 0.7).
        tool_calls: How tool calls appear: ``"results"`` (default: arguments and results), ``"args"``,
            ``"names"`` or ``"none"``.
        result_budget: The character budget for tool results (default [`ResultBudget`][langchain_trajectory.evaluators.ResultBudget]: 2000 per
            result, 20000 in all per trajectory; the inputs are cut to ``per_result`` as well).
        include_reasoning: Show the judge each assistant message's reasoning text (in the trajectory and the
            reference) as a ``[reasoning: "..."]`` line, fenced with the rest (default False; see
            [`TrajectoryEvaluator`][langchain_trajectory.evaluators.TrajectoryEvaluator]).
        key: The feedback key (default ``trajectory_accuracy``, as agentevals').
        **options: ``cache``, ``max_retries``, ``structured_output``, ``max_concurrency``, ``samples``,
            ``judge_kwargs`` (see [`JudgeEvaluator`][langchain_trajectory.evaluators.judge.JudgeEvaluator]).

    Result metadata: ``reference`` (where the reference came from: ``"reference_trajectory"``,
    ``"expected"``, or None when judged without one), ``reference_note`` (why none was used, or None),
    ``results_elided`` (outcomes cut in the trajectory and the reference), ``turn_count``, ``judge_calls``,
    ``cache_hits``, ``cache_discarded``, ``retries``, ``token_usage`` (and ``samples`` with ``samples=n``).

    Raises:
        ValueError: at construction for an unknown ``reference`` mode or ``tool_calls`` rendering, or a blank
            rubric.
        TrajectoryInputError: at evaluation for an empty trajectory, a reference that cannot be read (or is
            empty), or no reference with ``reference="required"``.
        JudgeError: when the judge gives no usable verdict after its retries.
    """

    def __init__(
        self,
        judge: BaseChatModel | str,
        *,
        reference: ReferenceMode = "auto",
        rubric: str | None = None,
        threshold: float = 0.7,
        tool_calls: ToolDetail = "results",
        result_budget: ResultBudget | None = None,
        include_reasoning: bool = False,
        key: str | None = None,
        **options: Unpack[JudgeOptions],
    ) -> None:
        self.include_reasoning = reasoning_option(include_reasoning)
        if reference not in get_args(ReferenceMode):
            raise ValueError(f"'reference' must be one of {list(get_args(ReferenceMode))}, got {reference!r}")
        if isinstance(tool_calls, bool) or tool_calls not in TOOL_DETAILS:
            raise ValueError(f"'tool_calls' must be one of {list(TOOL_DETAILS)}, got {tool_calls!r}")
        if rubric is not None and (not isinstance(rubric, str) or not rubric.strip()):
            raise ValueError(f"'rubric' must be None or a non-blank string, got {rubric!r}")
        super().__init__(
            judge=judge,
            key=key or "trajectory_accuracy",
            threshold=threshold,
            **options,
        )
        self.reference: ReferenceMode = reference
        self.rubric = rubric.strip() if rubric is not None else prompts.DEFAULT_RUBRIC
        self.tool_calls: ToolDetail = tool_calls
        self.result_budget = result_budget or ResultBudget()

    # -- the reference ---------------------------------------------------------------------------------------

    def read_expected(self, value: Any) -> Any:
        """The expected side as a reference trajectory, or None when it holds none (``"auto"``) or references
        are ignored."""
        if self.reference == "ignore" or not _holds_trajectory(value):
            return None
        return _read_reference(value, "expected")

    def context(self, actual: Any, expected: Any = None, **kwargs: Any) -> EvaluationContext:
        """The evaluation's context, with the reference checked where the input enters: a
        ``reference_trajectory`` keyword must be readable, and with ``reference="required"`` a reference must
        be there."""
        ctx = super().context(actual, expected, **kwargs)
        self.reference_for(ctx)
        return ctx

    def reference_for(self, ctx: EvaluationContext) -> tuple[Trajectory | None, str | None, str | None]:
        """The reference of one evaluation: ``(trajectory, source, note)``, where ``source`` is
        ``"reference_trajectory"`` or ``"expected"`` and ``note`` says why there is none.

        Raises:
            TrajectoryInputError: for an unreadable or empty reference, or none with ``reference="required"``.
        """
        if self.reference == "ignore":
            return None, None, "references are ignored (reference='ignore')"
        given = ctx.get("reference_trajectory")
        if given is not None:
            return _read_reference(given, "reference_trajectory"), "reference_trajectory", None
        if isinstance(ctx.expected, Trajectory):
            return ctx.expected, "expected", None
        if ctx.reference is None:
            note = "no reference trajectory was given"
        else:
            keys = sorted(map(str, ctx.reference)) if isinstance(ctx.reference, Mapping) else []
            note = f"the expected outputs hold no trajectory (keys {keys})"
        if self.reference == "required":
            raise TrajectoryInputError(
                f"{self.key}: {note}; this judge needs one (reference='required'): pass expected=... "
                "(reference_outputs in LangSmith) or reference_trajectory=..."
            )
        return None, None, note

    # -- the judge call ---------------------------------------------------------------------------------------

    def requests_for(self, ctx: EvaluationContext) -> list[JudgeRequest]:
        return [self.request(ctx.actual, self.reference_for(ctx)[0], ctx.inputs)]

    def request(self, actual: Trajectory, reference: Trajectory | None, inputs: Any = None) -> JudgeRequest:
        """The one judge call grading ``actual`` (against ``reference`` when given; ``inputs`` shown when
        given)."""
        blocks: list[tuple[str, str, str]] = []
        texts = untrusted_texts(actual, self.include_reasoning)
        if inputs is not None:
            shown = one_line(inputs)  # one line of JSON (a string input becomes a JSON string)
            if self.result_budget.per_result is not None:
                shown = elide(shown, self.result_budget.per_result)
            blocks.append((shown, "INPUT", "task's input"))
            texts += [inputs] if isinstance(inputs, str) else [one_line(inputs), *strings_in(inputs)]
        if reference is not None:
            blocks.append(
                (
                    render_transcript(reference, self.tool_calls, self.result_budget, self.include_reasoning),
                    "REFERENCE",
                    "reference trajectory",
                )
            )
            texts += untrusted_texts(reference, self.include_reasoning)
        blocks.append(
            (
                render_transcript(actual, self.tool_calls, self.result_budget, self.include_reasoning),
                "TRAJECTORY",
                "trajectory to judge",
            )
        )
        with_reference = reference is not None
        return JudgeRequest(
            subject="the trajectory" + (" against its reference" if with_reference else ""),
            system=with_reasoning_note(
                prompts.accuracy_system(self.rubric, with_reference, self.tool_calls), self.include_reasoning
            ),
            user=prompts.accuracy_user(fence_all(blocks), with_reference),
            schema=prompts.accuracy_schema(),
            reply_format=prompts.ACCURACY_FORMAT,
            validate=prompts.validate_criterion,
            quoted=Quoted(texts),
        )

    def summarize(self, ctx: EvaluationContext, verdicts: list[dict[str, Any]]) -> Outcome:
        (verdict,) = verdicts
        reference, source, note = self.reference_for(ctx)
        score = verdict["score"]
        passed = "passed" if score >= self.threshold else "failed"
        against = "against the reference" if reference is not None else f"without a reference ({note})"
        elided = elided_results(ctx.actual, self.result_budget) if self.tool_calls == "results" else 0
        if reference is not None and self.tool_calls == "results":
            elided += elided_results(reference, self.result_budget)
        return Outcome(
            score,
            f"Trajectory accuracy {score:.2f} {against}; threshold {self.threshold:g}, {passed}. "
            f"{verdict['reason']}",
            {
                "reference": source,
                "reference_note": note,
                "results_elided": elided,
                "turn_count": ctx.actual.turn_count(),
            },
        )

    def __repr__(self) -> str:
        return (
            f"TrajectoryAccuracyEvaluator(key={self.key!r}, reference={self.reference!r}, "
            f"threshold={self.threshold!r}, judge={self.judge!r})"
        )


def _holds_trajectory(value: Any) -> bool:
    """Whether an expectation is meant as a trajectory: anything but a dict without any trajectory key."""
    return value is not None and not (isinstance(value, Mapping) and not _TRAJECTORY_KEYS & set(value))


def _read_reference(value: Any, what: str) -> Trajectory:
    trajectory = to_trajectory(value, what=what)
    if not trajectory.messages:
        raise TrajectoryInputError(f"{what}: the reference trajectory is empty (no messages or tool calls)")
    return trajectory
