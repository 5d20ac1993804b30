"""Did the agent complete each listed task? One judge verdict per task."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Unpack

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
    reasoning_option,
    render_transcript,
    untrusted_texts,
    with_reasoning_note,
)
from langchain_trajectory.trajectory import Trajectory
from langchain_trajectory.untrusted import fence

__all__ = ["TaskCompletionEvaluator"]


class TaskCompletionEvaluator(JudgeEvaluator):
    """Asks the judge, for each task, whether the agent completed it in the conversation.

    The score is the share of tasks completed (2 tasks, 1 completed: 0.5). Tasks are judged concurrently,
    one call each, and cached. The transcript shows tool calls by name only by default (``[tool: name]``):
    whether a task was done rarely depends on the arguments, and names keep the prompt short.

    Tasks may differ per example: an evaluation takes them from ``evaluate(..., tasks=[...])``, else from the
    expected side (``{"tasks": [...]}``, e.g. a LangSmith example's reference outputs), else from the
    constructor.

    **Tasks are trusted text.** Each task goes, unfenced, into the judge's *system* prompt as the instruction it
    grades against, as a criterion's description does; only the transcript is fenced as untrusted data. So a
    task must come from you (code, a dataset you wrote), never from the agent's output, a simulated user or a
    generated scenario: text there could instruct the judge.

    Args:
        judge: A chat model or a ``"provider:model"`` string (resolved on first use).
        tasks: The default tasks, as non-blank strings (at least one), or None when every evaluation brings
            its own.
        threshold: Pass mark (default 1.0: every task completed).
        tool_calls: How tool calls appear in the transcript: ``"names"`` (default), ``"args"``, ``"results"``
            (arguments and results, long ones elided under ``result_budget``) or ``"none"``.
        result_budget: The character budget for tool results with ``tool_calls="results"``.
        include_reasoning: Show the judge each assistant message's reasoning text as a ``[reasoning: "..."]``
            line, fenced with the rest of the transcript (default False; see
            [`TrajectoryEvaluator`][langchain_trajectory.evaluators.TrajectoryEvaluator]).
        key: The feedback key (default ``task_completion``).
        **options: ``cache``, ``max_retries``, ``structured_output``, ``max_concurrency``, ``samples``,
            ``judge_kwargs`` (see [`JudgeEvaluator`][langchain_trajectory.evaluators.judge.JudgeEvaluator]).

    Result metadata: ``task_verdicts`` (one ``{task, completed, reason}`` per task, in the order of
    ``tasks``), ``tasks_completed``, ``task_count``, ``turn_count``, ``judge_calls``, ``cache_hits``,
    ``retries``, ``token_usage``.

    Raises:
        ValueError: at construction for an empty task list, a blank task (naming its index) or an unknown
            rendering.
        TrajectoryInputError: at evaluation for an empty trajectory, or when no tasks are given anywhere (or
            the given ones are malformed).
        JudgeError: when the judge gives no usable verdict after its retries.
    """

    def __init__(
        self,
        judge: BaseChatModel | str,
        tasks: Sequence[str] | None = None,
        *,
        threshold: float = 1.0,
        tool_calls: ToolDetail = "names",
        result_budget: ResultBudget | None = None,
        include_reasoning: bool = False,
        key: str | None = None,
        **options: Unpack[JudgeOptions],
    ) -> None:
        self.include_reasoning = reasoning_option(include_reasoning)
        default_tasks = _read_tasks(tasks, "tasks", ValueError) if tasks is not None else None
        if isinstance(tool_calls, bool) or tool_calls not in TOOL_DETAILS:
            raise ValueError(f"'tool_calls' must be one of {list(TOOL_DETAILS)}, got {tool_calls!r}")
        super().__init__(
            judge=judge,
            key=key or "task_completion",
            threshold=threshold,
            **options,
        )
        self.tasks = default_tasks
        self.tool_calls: ToolDetail = tool_calls
        self.result_budget = result_budget or ResultBudget()

    def tasks_for(self, expected: Any = None, **context: Any) -> tuple[str, ...]:
        """The tasks of one evaluation: ``context["tasks"]``, else the expected side's ``tasks``, else the
        constructor's.

        Raises:
            TrajectoryInputError: when there are none, or they are malformed (naming where they came from).
        """
        if context.get("tasks") is not None:
            return _read_tasks(context["tasks"], "tasks", TrajectoryInputError)
        if isinstance(expected, Mapping) and expected.get("tasks") is not None:
            return _read_tasks(expected["tasks"], "expected 'tasks'", TrajectoryInputError)
        if self.tasks is None:
            raise TrajectoryInputError(
                f"{self.key}: no tasks to judge; pass tasks=[...] to the evaluator or to evaluate(), or give "
                "the example's reference outputs a 'tasks' list"
            )
        return self.tasks

    def requests(self, trajectory: Trajectory, tasks: Sequence[str] | None = None) -> list[JudgeRequest]:
        """One judge call per task (``tasks``, or the constructor's)."""
        tasks = tuple(tasks) if tasks is not None else self.tasks_for()
        fenced = fence(render_transcript(trajectory, self.tool_calls, self.result_budget, self.include_reasoning))
        quoted = Quoted(untrusted_texts(trajectory, self.include_reasoning))
        return [
            JudgeRequest(
                subject=f"task {i} ({task!r})",
                system=with_reasoning_note(prompts.task_system(task), self.include_reasoning),
                user=prompts.task_user(fenced, task),
                schema=prompts.task_schema(),
                reply_format=prompts.TASK_FORMAT,
                validate=prompts.validate_task,
                quoted=quoted,
            )
            for i, task in enumerate(tasks)
        ]

    def requests_for(self, ctx: EvaluationContext) -> list[JudgeRequest]:
        return self.requests(ctx.actual, self.tasks_for(ctx.reference, **ctx.extra))

    def summarize(self, ctx: EvaluationContext, verdicts: list[dict[str, Any]]) -> Outcome:
        tasks = self.tasks_for(ctx.reference, **ctx.extra)
        per_task = [
            {"task": task, "completed": v["completed"], "reason": v["reason"]}
            for task, v in zip(tasks, verdicts, strict=True)
        ]
        done = sum(1 for v in per_task if v["completed"])
        score = done / len(per_task)
        lines = [f"{done}/{len(per_task)} tasks completed."]
        lines += [
            f"- {'done' if v['completed'] else 'NOT done'}: {v['task']} ({v['reason']})" for v in per_task
        ]
        return Outcome(
            score,
            "\n".join(lines),
            {
                "task_verdicts": per_task,
                "tasks_completed": done,
                "task_count": len(per_task),
                "turn_count": ctx.actual.turn_count(),
            },
        )


def _read_tasks(tasks: Any, where: str, error: type[Exception]) -> tuple[str, ...]:
    """Non-blank task strings (at least one), stripped; ``error`` names ``where`` and the index otherwise."""
    if isinstance(tasks, str) or not isinstance(tasks, Sequence) or not tasks:
        raise error(f"{where} must be a non-empty list of task descriptions, got {tasks!r}")
    for i, task in enumerate(tasks):
        if not isinstance(task, str) or not task.strip():
            raise error(f"{where}[{i}] must be a non-blank string, got {task!r}")
    return tuple(t.strip() for t in tasks)
