"""LLM-judged evaluators: conversation criteria, task completion and argument grounding.

Every judge takes a LangChain chat model or a ``"provider:model"`` string (resolved lazily), renders the
transcript as fenced untrusted data, runs its judge calls concurrently, re-asks unusable replies a bounded
number of times (then raises :class:`JudgeError`, never a made-up score), caches verdicts, and reports call
and token counts in its result metadata.
"""

from __future__ import annotations

from langchain_trajectory.errors import JudgeError
from langchain_trajectory.evaluators.judge._base import JudgeEvaluator
from langchain_trajectory.evaluators.judge._prompts import PROMPT_VERSION
from langchain_trajectory.evaluators.judge.aggregation import Aggregation, AggregationStrategy, aggregate
from langchain_trajectory.evaluators.judge.argument_hallucination import ToolArgumentHallucinationEvaluator
from langchain_trajectory.evaluators.judge.cache import JudgeCache, MemoryJudgeCache, SQLiteJudgeCache
from langchain_trajectory.evaluators.judge.criteria import EvaluationCriterion, TrajectoryEvaluationCriteria
from langchain_trajectory.evaluators.judge.graph_trajectory import GraphTrajectoryJudgeEvaluator
from langchain_trajectory.evaluators.judge.task_completion import TaskCompletionEvaluator
from langchain_trajectory.evaluators.judge.trajectory_evaluator import TrajectoryEvaluator

__all__ = [
    "PROMPT_VERSION",
    "Aggregation",
    "AggregationStrategy",
    "EvaluationCriterion",
    "GraphTrajectoryJudgeEvaluator",
    "JudgeCache",
    "JudgeError",
    "JudgeEvaluator",
    "MemoryJudgeCache",
    "SQLiteJudgeCache",
    "TaskCompletionEvaluator",
    "ToolArgumentHallucinationEvaluator",
    "TrajectoryEvaluationCriteria",
    "TrajectoryEvaluator",
    "aggregate",
]
