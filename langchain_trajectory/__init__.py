"""langchain-trajectory: capture, evaluate and simulate the tool-calling trajectories of LangChain and
LangGraph agents.

* Capture: [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder], [`record_trajectories`][langchain_trajectory.capture.record_trajectories], [`trajectory_from_run`][langchain_trajectory.capture.trajectory_from_run],
  [`Trajectory.from_messages`][langchain_trajectory.trajectory.Trajectory.from_messages]; graph trajectories ([`GraphTrajectory`][langchain_trajectory.capture.GraphTrajectory]) with
  [`graph_trajectory_from_thread`][langchain_trajectory.capture.graph_trajectory_from_thread].
* Evaluate: [`ToolTrajectoryEvaluator`][langchain_trajectory.evaluators.ToolTrajectoryEvaluator] and the deterministic family (expectations with [`Expect`][langchain_trajectory.matching.Expect],
  [`ToolPolicyEvaluator`][langchain_trajectory.evaluators.ToolPolicyEvaluator], [`GraphTrajectoryEvaluator`][langchain_trajectory.evaluators.GraphTrajectoryEvaluator]), the LLM-judged
  [`TrajectoryEvaluator`][langchain_trajectory.evaluators.TrajectoryEvaluator] and [`TrajectoryAccuracyEvaluator`][langchain_trajectory.evaluators.TrajectoryAccuracyEvaluator], [`evaluate_by_turn`][langchain_trajectory.evaluators.evaluate_by_turn],
  [`calibrate`][langchain_trajectory.evaluators.calibrate]; all usable directly, in ``langsmith.evaluate`` and in
  LangSmith's pytest plugin. [`OfflineClient`][langchain_trajectory.testing.OfflineClient] runs LangSmith evaluations without a network.
* Match: the argument rules of every matching evaluator, [`ArgumentMatcher`][langchain_trajectory.matching.ArgumentMatcher] and [`CallMatcher`][langchain_trajectory.matching.CallMatcher],
  and the per-key matchers [`AnyValue`][langchain_trajectory.matching.AnyValue], [`Approx`][langchain_trajectory.matching.Approx], [`Equal`][langchain_trajectory.matching.Equal] and [`Regex`][langchain_trajectory.matching.Regex].
* Simulate: [`ConversationSimulator`][langchain_trajectory.simulation.ConversationSimulator] with [`LLMSimulatedUser`][langchain_trajectory.simulation.LLMSimulatedUser], [`ScriptedUser`][langchain_trajectory.simulation.ScriptedUser] and
  [`UserPersonas`][langchain_trajectory.simulation.UserPersonas]; interrupts answered by a reviewer ([`per_action`][langchain_trajectory.simulation.per_action]); remote apps on LangGraph Server
  ([`RemoteApplication`][langchain_trajectory.simulation.RemoteApplication]); scenarios generated from what an app declares and gated
  ([`generate_scenarios`][langchain_trajectory.simulation.generate_scenarios], [`validate_scenarios`][langchain_trajectory.simulation.validate_scenarios], [`write_scenarios`][langchain_trajectory.simulation.write_scenarios]), and what a suite covers of
  the app (`coverage`).
* Test offline: [`ScriptedChatModel`][langchain_trajectory.testing.ScriptedChatModel], a real LangChain chat model whose replies come from a script;
  [`langgraph_dev_server`][langchain_trajectory.testing.langgraph_dev_server], a local LangGraph Server (``langgraph dev``) on a free loopback port.
* Trace files: [`read_traces`][langchain_trajectory.interchange.read_traces] (OpenTelemetry GenAI, OpenInference, ATIF, LangSmith exports) and
  [`write_traces`][langchain_trajectory.interchange.write_traces].
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING

from langchain_trajectory.capture import (
    GraphTrajectory,
    TrajectoryRecorder,
    agraph_trajectory_from_thread,
    graph_trajectory_from_thread,
    record_trajectories,
    trajectory_from_run,
)
from langchain_trajectory.datasets import examples
from langchain_trajectory.errors import EvaluatorFailure, JudgeError, TrajectoryInputError
from langchain_trajectory.evaluators import (
    AggregationStrategy,
    AsyncEvaluator,
    BaseEvaluator,
    ClaimedActionEvaluator,
    CycleEfficiency,
    EvalResult,
    EvaluationContext,
    EvaluationCriterion,
    GraphTrajectoryEvaluator,
    GraphTrajectoryJudgeEvaluator,
    PathCorrectness,
    PlanAdherenceEvaluator,
    StateEvaluator,
    StepEfficiency,
    StepJudge,
    TaskCompletionEvaluator,
    ToolArgumentHallucinationEvaluator,
    ToolCallCorrectness,
    ToolCallValidityEvaluator,
    ToolCorrectnessEvaluator,
    ToolEfficiencyEvaluator,
    ToolErrorEvaluator,
    ToolPolicyEvaluator,
    ToolTrajectoryEvaluator,
    ToolUsageAccuracy,
    TrajectoryAccuracyEvaluator,
    TrajectoryEvaluationCriteria,
    TrajectoryEvaluator,
    TurnResults,
    aevaluate_by_turn,
    calibrate,
    evaluate_by_turn,
)
from langchain_trajectory.interchange import read_traces, write_traces
from langchain_trajectory.matching import (
    AnyValue,
    Approx,
    ArgumentMatcher,
    CallMatcher,
    Equal,
    Expect,
    Expectation,
    ExpectedCall,
    Policy,
    Regex,
)
from langchain_trajectory.reading import to_tool_calls, to_trajectory
from langchain_trajectory.simulation import (
    ConversationSimulator,
    LLMSimulatedUser,
    RemoteApplication,
    Scenario,
    ScriptedUser,
    SimulatedUser,
    UserPersonas,
    UserSimulatorReviewer,
    check_fidelity,
    generate_scenarios,
    per_action,
    validate_scenarios,
    write_scenarios,
)
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.testing.devserver import (
    LangGraphDevServer,
    LangGraphServerError,
    langgraph_dev_server,
)
from langchain_trajectory.testing.offline import OfflineClient
from langchain_trajectory.trajectory import ConversationTrajectory, Message, ToolCall, Trajectory
from langchain_trajectory.trials import coverage

try:
    __version__ = version("langchain-trajectory")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0+local"

__all__ = [
    "AggregationStrategy",
    "AnyValue",
    "Approx",
    "ArgumentMatcher",
    "AsyncEvaluator",
    "BaseEvaluator",
    "CallMatcher",
    "ClaimedActionEvaluator",
    "ConversationSimulator",
    "ConversationTrajectory",
    "CycleEfficiency",
    "Equal",
    "EvalResult",
    "EvaluationContext",
    "EvaluationCriterion",
    "EvaluatorFailure",
    "Expect",
    "Expectation",
    "ExpectedCall",
    "GraphTrajectory",
    "GraphTrajectoryEvaluator",
    "GraphTrajectoryJudgeEvaluator",
    "JudgeError",
    "LLMSimulatedUser",
    "LangGraphDevServer",
    "LangGraphServerError",
    "Message",
    "OfflineClient",
    "PathCorrectness",
    "PlanAdherenceEvaluator",
    "Policy",
    "Regex",
    "RemoteApplication",
    "Scenario",
    "ScriptedChatModel",
    "ScriptedUser",
    "SimulatedUser",
    "StateEvaluator",
    "StepEfficiency",
    "StepJudge",
    "TaskCompletionEvaluator",
    "ToolArgumentHallucinationEvaluator",
    "ToolCall",
    "ToolCallCorrectness",
    "ToolCallValidityEvaluator",
    "ToolCorrectnessEvaluator",
    "ToolEfficiencyEvaluator",
    "ToolErrorEvaluator",
    "ToolPolicyEvaluator",
    "ToolTrajectoryEvaluator",
    "ToolUsageAccuracy",
    "Trajectory",
    "TrajectoryAccuracyEvaluator",
    "TrajectoryEvaluationCriteria",
    "TrajectoryEvaluator",
    "TrajectoryInputError",
    "TrajectoryRecorder",
    "TurnResults",
    "UserPersonas",
    "UserSimulatorReviewer",
    "__version__",
    "aevaluate_by_turn",
    "agraph_trajectory_from_thread",
    "calibrate",
    "check_fidelity",
    "coverage",
    "evaluate_by_turn",
    "examples",
    "generate_scenarios",
    "graph_trajectory_from_thread",
    "langgraph_dev_server",
    "per_action",
    "read_traces",
    "record_trajectories",
    "to_tool_calls",
    "to_trajectory",
    "trajectory_from_run",
    "validate_scenarios",
    "write_scenarios",
    "write_traces",
]

if TYPE_CHECKING:  # at run time the `report` subpackage is itself callable as report(...)
    from langchain_trajectory.report import report as report
