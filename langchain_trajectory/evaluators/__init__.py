"""Evaluators: deterministic trajectory checks and LLM-judged ones, all sharing one contract.

Every evaluator has ``evaluate(actual, expected=None, **context)`` / ``aevaluate``, the openevals-style
``__call__(*, inputs, outputs, reference_outputs)``, and LangSmith's ``evaluate_run`` / ``aevaluate_run``.
"""

from __future__ import annotations

from langchain_trajectory.evaluators.base import (
    AsyncEvaluator,
    BaseEvaluator,
    EvalResult,
    EvaluationContext,
    run_sync,
)
from langchain_trajectory.evaluators.claims import ClaimedActionEvaluator
from langchain_trajectory.evaluators.graph_trajectory import GraphTrajectoryEvaluator
from langchain_trajectory.evaluators.judge import (
    AggregationStrategy,
    Calibration,
    EvaluationCriterion,
    GraphTrajectoryJudgeEvaluator,
    JudgeCacheError,
    JudgeError,
    LabelledCase,
    MemoryJudgeCache,
    ResultBudget,
    SQLiteJudgeCache,
    StepJudge,
    TaskCompletionEvaluator,
    ToolArgumentHallucinationEvaluator,
    TrajectoryAccuracyEvaluator,
    TrajectoryEvaluationCriteria,
    TrajectoryEvaluator,
    acalibrate,
    calibrate,
)
from langchain_trajectory.evaluators.per_turn import TurnResults, aevaluate_by_turn, evaluate_by_turn
from langchain_trajectory.evaluators.plan import PlanAdherenceEvaluator
from langchain_trajectory.evaluators.policy import ToolPolicyEvaluator
from langchain_trajectory.evaluators.presets import (
    PathCorrectness,
    ToolCallCorrectness,
    ToolCorrectnessEvaluator,
    ToolUsageAccuracy,
)
from langchain_trajectory.evaluators.scorers import CycleEfficiency, StepEfficiency
from langchain_trajectory.evaluators.state import StateEvaluator
from langchain_trajectory.evaluators.tool_efficiency import ToolEfficiencyEvaluator
from langchain_trajectory.evaluators.tool_error import ToolErrorEvaluator
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.evaluators.validity import ToolCallValidityEvaluator

__all__ = [
    "AggregationStrategy",
    "AsyncEvaluator",
    "BaseEvaluator",
    "Calibration",
    "ClaimedActionEvaluator",
    "CycleEfficiency",
    "EvalResult",
    "EvaluationContext",
    "EvaluationCriterion",
    "GraphTrajectoryEvaluator",
    "GraphTrajectoryJudgeEvaluator",
    "JudgeCacheError",
    "JudgeError",
    "LabelledCase",
    "MemoryJudgeCache",
    "PathCorrectness",
    "PlanAdherenceEvaluator",
    "ResultBudget",
    "SQLiteJudgeCache",
    "StateEvaluator",
    "StepEfficiency",
    "StepJudge",
    "TaskCompletionEvaluator",
    "ToolArgumentHallucinationEvaluator",
    "ToolCallCorrectness",
    "ToolCallValidityEvaluator",
    "ToolCorrectnessEvaluator",
    "ToolEfficiencyEvaluator",
    "ToolErrorEvaluator",
    "ToolPolicyEvaluator",
    "ToolTrajectoryEvaluator",
    "ToolUsageAccuracy",
    "TrajectoryAccuracyEvaluator",
    "TrajectoryEvaluationCriteria",
    "TrajectoryEvaluator",
    "TurnResults",
    "acalibrate",
    "aevaluate_by_turn",
    "calibrate",
    "evaluate_by_turn",
    "run_sync",
]
