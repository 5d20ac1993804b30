"""Evaluators: deterministic trajectory checks and LLM-judged ones, all sharing one contract.

Every evaluator has ``evaluate(actual, expected=None, **context)`` / ``aevaluate``, the openevals-style
``__call__(*, inputs, outputs, reference_outputs)``, and LangSmith's ``evaluate_run`` / ``aevaluate_run``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from langchain_trajectory._lazy import LazyNames
from langchain_trajectory.evaluators.base import (
    AsyncEvaluator,
    BaseEvaluator,
    EvalResult,
    EvaluationContext,
    run_sync,
)

# Every name below loads its module when first read (``LazyNames``); these imports are for type checkers and
# the import contracts only.
if TYPE_CHECKING:
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

_LAZY = {
    "ClaimedActionEvaluator": "langchain_trajectory.evaluators.claims",
    "GraphTrajectoryEvaluator": "langchain_trajectory.evaluators.graph_trajectory",
    "AggregationStrategy": "langchain_trajectory.evaluators.judge",
    "Calibration": "langchain_trajectory.evaluators.judge",
    "EvaluationCriterion": "langchain_trajectory.evaluators.judge",
    "GraphTrajectoryJudgeEvaluator": "langchain_trajectory.evaluators.judge",
    "JudgeCacheError": "langchain_trajectory.evaluators.judge",
    "JudgeError": "langchain_trajectory.evaluators.judge",
    "LabelledCase": "langchain_trajectory.evaluators.judge",
    "MemoryJudgeCache": "langchain_trajectory.evaluators.judge",
    "ResultBudget": "langchain_trajectory.evaluators.judge",
    "SQLiteJudgeCache": "langchain_trajectory.evaluators.judge",
    "StepJudge": "langchain_trajectory.evaluators.judge",
    "TaskCompletionEvaluator": "langchain_trajectory.evaluators.judge",
    "ToolArgumentHallucinationEvaluator": "langchain_trajectory.evaluators.judge",
    "TrajectoryAccuracyEvaluator": "langchain_trajectory.evaluators.judge",
    "TrajectoryEvaluationCriteria": "langchain_trajectory.evaluators.judge",
    "TrajectoryEvaluator": "langchain_trajectory.evaluators.judge",
    "acalibrate": "langchain_trajectory.evaluators.judge",
    "calibrate": "langchain_trajectory.evaluators.judge",
    "TurnResults": "langchain_trajectory.evaluators.per_turn",
    "aevaluate_by_turn": "langchain_trajectory.evaluators.per_turn",
    "evaluate_by_turn": "langchain_trajectory.evaluators.per_turn",
    "PlanAdherenceEvaluator": "langchain_trajectory.evaluators.plan",
    "ToolPolicyEvaluator": "langchain_trajectory.evaluators.policy",
    "PathCorrectness": "langchain_trajectory.evaluators.presets",
    "ToolCallCorrectness": "langchain_trajectory.evaluators.presets",
    "ToolCorrectnessEvaluator": "langchain_trajectory.evaluators.presets",
    "ToolUsageAccuracy": "langchain_trajectory.evaluators.presets",
    "CycleEfficiency": "langchain_trajectory.evaluators.scorers",
    "StepEfficiency": "langchain_trajectory.evaluators.scorers",
    "StateEvaluator": "langchain_trajectory.evaluators.state",
    "ToolEfficiencyEvaluator": "langchain_trajectory.evaluators.tool_efficiency",
    "ToolErrorEvaluator": "langchain_trajectory.evaluators.tool_error",
    "ToolTrajectoryEvaluator": "langchain_trajectory.evaluators.trajectory_match",
    "ToolCallValidityEvaluator": "langchain_trajectory.evaluators.validity",
}

__getattr__ = LazyNames(__name__, globals(), _LAZY)


def __dir__() -> list[str]:
    return __getattr__.dir()
