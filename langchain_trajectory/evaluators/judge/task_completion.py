"""Did the agent complete each listed task? One judge verdict per task."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel

from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.evaluators.judge import _prompts as prompts
from langchain_trajectory.evaluators.judge._base import CacheOption, JudgeEvaluator
from langchain_trajectory.evaluators.judge._engine import JudgeRequest
from langchain_trajectory.evaluators.judge._render import fence
from langchain_trajectory.trajectory import ToolCallRendering, Trajectory

__all__ = ["TaskCompletionEvaluator"]

_RENDERINGS = ("args", "names", "none")


class TaskCompletionEvaluator(JudgeEvaluator):
    """Asks the judge, for each task, whether the agent completed it in the conversation.

    The score is the share of tasks completed (2 tasks, 1 completed: 0.5). Tasks are judged concurrently,
    one call each, and cached. The transcript shows tool calls by name only by default (``[tool: name]``),
    as in the seed.

    Args:
        judge: A chat model or a ``"provider:model"`` string (resolved on first use).
        tasks: The tasks, as non-blank strings (at least one).
        threshold: Pass mark (default 1.0: every task completed).
        tool_calls: How tool calls appear in the transcript: ``"names"`` (default), ``"args"`` or ``"none"``.
        key: The feedback key (default ``task_completion``).
        **options: ``cache``, ``max_retries``, ``structured_output``, ``max_concurrency``, ``judge_kwargs``.

    Result metadata: ``task_verdicts`` (one ``{task, completed, reason}`` per task, in the order of
    ``tasks``), ``tasks_completed``, ``task_count``, ``turn_count``, ``judge_calls``, ``cache_hits``,
    ``retries``, ``token_usage``.

    Raises:
        ValueError: at construction for no tasks, a blank task (naming its index) or an unknown rendering.
        TrajectoryInputError: at evaluation for an empty trajectory.
        JudgeError: when the judge gives no usable verdict after its retries.
    """

    def __init__(
        self,
        judge: BaseChatModel | str,
        tasks: Sequence[str],
        *,
        threshold: float = 1.0,
        tool_calls: ToolCallRendering = "names",
        key: str | None = None,
        cache: CacheOption = True,
        max_retries: int = 2,
        structured_output: bool = True,
        max_concurrency: int | None = None,
        judge_kwargs: dict[str, Any] | None = None,
    ) -> None:
        if isinstance(tasks, str) or not isinstance(tasks, Sequence) or not tasks:
            raise ValueError("'tasks' must be a non-empty list of task descriptions")
        for i, task in enumerate(tasks):
            if not isinstance(task, str) or not task.strip():
                raise ValueError(f"tasks[{i}] must be a non-blank string, got {task!r}")
        if tool_calls not in _RENDERINGS:
            raise ValueError(f"'tool_calls' must be one of {list(_RENDERINGS)}, got {tool_calls!r}")
        super().__init__(
            judge=judge,
            key=key or "task_completion",
            threshold=threshold,
            cache=cache,
            max_retries=max_retries,
            structured_output=structured_output,
            max_concurrency=max_concurrency,
            judge_kwargs=judge_kwargs,
        )
        self.tasks = tuple(t.strip() for t in tasks)
        self.tool_calls: ToolCallRendering = tool_calls

    def requests(self, trajectory: Trajectory) -> list[JudgeRequest]:
        """One judge call per task."""
        fenced = fence(trajectory.to_text(tool_calls=self.tool_calls, indent_continuations=True))
        return [
            JudgeRequest(
                subject=f"task {i} ({task!r})",
                system=prompts.task_system(task),
                user=prompts.task_user(fenced, task),
                schema=prompts.task_schema(),
                reply_format=prompts.TASK_FORMAT,
                validate=prompts.validate_task,
            )
            for i, task in enumerate(self.tasks)
        ]

    async def ascore(self, actual: Trajectory, expected: Any, **context: Any) -> EvalResult:
        verdicts, stats = await self._judge(self.requests(actual), context)
        per_task = [
            {"task": task, "completed": v["completed"], "reason": v["reason"]}
            for task, v in zip(self.tasks, verdicts, strict=True)
        ]
        done = sum(1 for v in per_task if v["completed"])
        score = done / len(per_task)
        lines = [f"{done}/{len(per_task)} tasks completed."]
        lines += [
            f"- {'done' if v['completed'] else 'NOT done'}: {v['task']} ({v['reason']})" for v in per_task
        ]
        return self.result(
            score,
            "\n".join(lines),
            task_verdicts=per_task,
            tasks_completed=done,
            task_count=len(per_task),
            turn_count=actual.turn_count(),
            **stats.as_metadata(),
        )
