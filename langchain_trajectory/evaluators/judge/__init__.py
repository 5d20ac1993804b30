"""LLM-judged evaluators: conversation criteria, trajectory accuracy (with or without a reference), task
completion, argument grounding and each tool call on its own ([`StepJudge`][langchain_trajectory.evaluators.StepJudge]); and [`calibrate`][langchain_trajectory.evaluators.calibrate], their
agreement with human labels.

Every judge takes a LangChain chat model or a ``"provider:model"`` string (resolved lazily), renders the
untrusted material fenced and escaped, runs its judge calls concurrently, reads the verdict so that nothing
in the judged material can supply it, re-asks unusable replies a bounded number of times (then raises
[`JudgeError`][langchain_trajectory.errors.JudgeError], never a made-up score), caches verdicts with a checksum, samples ``samples=n`` times
when asked, and reports call and token counts in its result metadata.
"""

from __future__ import annotations

from langchain_trajectory.errors import JudgeCacheError, JudgeError
from langchain_trajectory.evaluators.judge._base import JudgeEvaluator
from langchain_trajectory.evaluators.judge._prompts import PROMPT_VERSION
from langchain_trajectory.evaluators.judge._render import ResultBudget
from langchain_trajectory.evaluators.judge.aggregation import Aggregation, AggregationStrategy, aggregate
from langchain_trajectory.evaluators.judge.argument_hallucination import ToolArgumentHallucinationEvaluator
from langchain_trajectory.evaluators.judge.cache import JudgeCache, MemoryJudgeCache, SQLiteJudgeCache
from langchain_trajectory.evaluators.judge.calibration import (
    AgreementFigures,
    Calibration,
    Confusion,
    LabelledCase,
    acalibrate,
    calibrate,
    cohen_kappa,
)
from langchain_trajectory.evaluators.judge.criteria import EvaluationCriterion, TrajectoryEvaluationCriteria
from langchain_trajectory.evaluators.judge.graph_trajectory import GraphTrajectoryJudgeEvaluator
from langchain_trajectory.evaluators.judge.step import STEP_CORRECTNESS, StepJudge
from langchain_trajectory.evaluators.judge.task_completion import TaskCompletionEvaluator
from langchain_trajectory.evaluators.judge.trajectory_accuracy import TrajectoryAccuracyEvaluator
from langchain_trajectory.evaluators.judge.trajectory_evaluator import TrajectoryEvaluator
from langchain_trajectory.evaluators.judge.user_simulator import UserSimulatorReviewer

__all__ = [
    "PROMPT_VERSION",
    "STEP_CORRECTNESS",
    "Aggregation",
    "AggregationStrategy",
    "AgreementFigures",
    "Calibration",
    "Confusion",
    "EvaluationCriterion",
    "GraphTrajectoryJudgeEvaluator",
    "JudgeCache",
    "JudgeCacheError",
    "JudgeError",
    "JudgeEvaluator",
    "LabelledCase",
    "MemoryJudgeCache",
    "ResultBudget",
    "SQLiteJudgeCache",
    "StepJudge",
    "TaskCompletionEvaluator",
    "ToolArgumentHallucinationEvaluator",
    "TrajectoryAccuracyEvaluator",
    "TrajectoryEvaluationCriteria",
    "TrajectoryEvaluator",
    "UserSimulatorReviewer",
    "acalibrate",
    "aggregate",
    "calibrate",
    "cohen_kappa",
]
