"""langchain-trajectory: capture, evaluate and simulate the tool-calling trajectories of LangChain and
LangGraph agents.

The names here are the ones most programs need, in five groups; everything else lives in its subpackage:

* Capture: [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder] (a callback handler: attach it to any run), [`record_trajectories`][langchain_trajectory.capture.record_trajectories]
  (every run inside a ``with`` block), [`to_trajectory`][langchain_trajectory.reading.to_trajectory] (messages, LangGraph state, LangSmith runs, any
  accepted shape) and [`read_traces`][langchain_trajectory.reading.read_traces] (OpenTelemetry GenAI, OpenInference, ATIF, LangSmith exports). More in
  [`langchain_trajectory.capture`][langchain_trajectory.capture] (graph trajectories, runs rebuilt from LangSmith) and
  [`langchain_trajectory.reading`][langchain_trajectory.reading].
* Evaluate: [`ToolTrajectoryEvaluator`][langchain_trajectory.evaluators.ToolTrajectoryEvaluator] with expectations written with [`Expect`][langchain_trajectory.matching.Expect],
  [`ToolPolicyEvaluator`][langchain_trajectory.evaluators.ToolPolicyEvaluator], [`ToolErrorEvaluator`][langchain_trajectory.evaluators.ToolErrorEvaluator], the LLM judge [`TrajectoryEvaluator`][langchain_trajectory.evaluators.TrajectoryEvaluator] with its
  [`TrajectoryEvaluationCriteria`][langchain_trajectory.evaluators.TrajectoryEvaluationCriteria], [`evaluate_by_turn`][langchain_trajectory.evaluators.evaluate_by_turn], their [`EvalResult`][langchain_trajectory.evaluators.EvalResult]; inside
  ``langsmith.evaluate`` with [`examples`][langchain_trajectory.datasets.examples] and, offline, [`OfflineClient`][langchain_trajectory.testing.OfflineClient]. Every other evaluator is in
  [`langchain_trajectory.evaluators`][langchain_trajectory.evaluators]; argument matchers in [`langchain_trajectory.matching`][langchain_trajectory.matching].
* Simulate: [`ConversationSimulator`][langchain_trajectory.simulation.ConversationSimulator] with [`ScriptedUser`][langchain_trajectory.simulation.ScriptedUser], [`LLMSimulatedUser`][langchain_trajectory.simulation.LLMSimulatedUser] or a persona of
  [`UserPersonas`][langchain_trajectory.simulation.UserPersonas], on a [`Scenario`][langchain_trajectory.simulation.Scenario]; [`ScriptedChatModel`][langchain_trajectory.testing.ScriptedChatModel], a real chat model answering from a
  script, for offline runs. Review policies, remote apps, fidelity checks and scenario generation are in
  [`langchain_trajectory.simulation`][langchain_trajectory.simulation]; trials, gates and coverage in [`langchain_trajectory.trials`][langchain_trajectory.trials].
* Report: `report`, one self-contained HTML page (and figures over trials) from any results; the rest of
  [`langchain_trajectory.report`][langchain_trajectory.report] is its model and views.
* Model: [`Trajectory`][langchain_trajectory.trajectory.Trajectory], [`Message`][langchain_trajectory.trajectory.Message], [`ToolCall`][langchain_trajectory.trajectory.ToolCall] and [`TrajectoryInputError`][langchain_trajectory.errors.TrajectoryInputError], raised for
  input the package cannot read.

Importing the package loads only the model and the readers; every other name loads its subpackage when first used
(``from langchain_trajectory import ConversationSimulator`` loads the simulation, nothing before). Names that
used to be here still work and warn once, naming their subpackage.
"""

from __future__ import annotations

import importlib
from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING, Any

from langchain_trajectory._lazy import LazyNames
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading import Format, register_format, to_trajectory
from langchain_trajectory.reading.traces.formats import is_langsmith_document
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

try:
    __version__ = version("langchain-trajectory")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0+local"

# Every name of the two tables below (top-level names that load when first read, and names that moved), for type
# checkers and for the import contracts; nothing here is imported at run time.
if TYPE_CHECKING:
    from langchain_trajectory.capture import TrajectoryRecorder as TrajectoryRecorder
    from langchain_trajectory.capture import agraph_trajectory_from_thread as agraph_trajectory_from_thread
    from langchain_trajectory.capture import graph_trajectory_from_thread as graph_trajectory_from_thread
    from langchain_trajectory.capture import record_trajectories as record_trajectories
    from langchain_trajectory.capture import trajectory_from_run as trajectory_from_run
    from langchain_trajectory.datasets import examples as examples
    from langchain_trajectory.errors import EvaluatorFailure as EvaluatorFailure
    from langchain_trajectory.errors import JudgeError as JudgeError
    from langchain_trajectory.evaluators import AggregationStrategy as AggregationStrategy
    from langchain_trajectory.evaluators import AsyncEvaluator as AsyncEvaluator
    from langchain_trajectory.evaluators import BaseEvaluator as BaseEvaluator
    from langchain_trajectory.evaluators import ClaimedActionEvaluator as ClaimedActionEvaluator
    from langchain_trajectory.evaluators import CycleEfficiency as CycleEfficiency
    from langchain_trajectory.evaluators import EvalResult as EvalResult
    from langchain_trajectory.evaluators import EvaluationContext as EvaluationContext
    from langchain_trajectory.evaluators import EvaluationCriterion as EvaluationCriterion
    from langchain_trajectory.evaluators import GraphTrajectoryEvaluator as GraphTrajectoryEvaluator
    from langchain_trajectory.evaluators import GraphTrajectoryJudgeEvaluator as GraphTrajectoryJudgeEvaluator
    from langchain_trajectory.evaluators import PathCorrectness as PathCorrectness
    from langchain_trajectory.evaluators import PlanAdherenceEvaluator as PlanAdherenceEvaluator
    from langchain_trajectory.evaluators import StateEvaluator as StateEvaluator
    from langchain_trajectory.evaluators import StepEfficiency as StepEfficiency
    from langchain_trajectory.evaluators import StepJudge as StepJudge
    from langchain_trajectory.evaluators import TaskCompletionEvaluator as TaskCompletionEvaluator
    from langchain_trajectory.evaluators import (
        ToolArgumentHallucinationEvaluator as ToolArgumentHallucinationEvaluator,
    )
    from langchain_trajectory.evaluators import ToolCallCorrectness as ToolCallCorrectness
    from langchain_trajectory.evaluators import ToolCallValidityEvaluator as ToolCallValidityEvaluator
    from langchain_trajectory.evaluators import ToolCorrectnessEvaluator as ToolCorrectnessEvaluator
    from langchain_trajectory.evaluators import ToolEfficiencyEvaluator as ToolEfficiencyEvaluator
    from langchain_trajectory.evaluators import ToolErrorEvaluator as ToolErrorEvaluator
    from langchain_trajectory.evaluators import ToolPolicyEvaluator as ToolPolicyEvaluator
    from langchain_trajectory.evaluators import ToolTrajectoryEvaluator as ToolTrajectoryEvaluator
    from langchain_trajectory.evaluators import ToolUsageAccuracy as ToolUsageAccuracy
    from langchain_trajectory.evaluators import TrajectoryAccuracyEvaluator as TrajectoryAccuracyEvaluator
    from langchain_trajectory.evaluators import TrajectoryEvaluationCriteria as TrajectoryEvaluationCriteria
    from langchain_trajectory.evaluators import TrajectoryEvaluator as TrajectoryEvaluator
    from langchain_trajectory.evaluators import TurnResults as TurnResults
    from langchain_trajectory.evaluators import aevaluate_by_turn as aevaluate_by_turn
    from langchain_trajectory.evaluators import calibrate as calibrate
    from langchain_trajectory.evaluators import evaluate_by_turn as evaluate_by_turn
    from langchain_trajectory.export import write_traces as write_traces
    from langchain_trajectory.graph_trajectory import GraphTrajectory as GraphTrajectory
    from langchain_trajectory.matching import AnyValue as AnyValue
    from langchain_trajectory.matching import Approx as Approx
    from langchain_trajectory.matching import ArgumentMatcher as ArgumentMatcher
    from langchain_trajectory.matching import CallMatcher as CallMatcher
    from langchain_trajectory.matching import Equal as Equal
    from langchain_trajectory.matching import Expect as Expect
    from langchain_trajectory.matching import Expectation as Expectation
    from langchain_trajectory.matching import ExpectedCall as ExpectedCall
    from langchain_trajectory.matching import Policy as Policy
    from langchain_trajectory.matching import Regex as Regex
    from langchain_trajectory.reading import read_traces as read_traces
    from langchain_trajectory.reading import to_tool_calls as to_tool_calls
    from langchain_trajectory.report import report as report
    from langchain_trajectory.simulation import ConversationSimulator as ConversationSimulator
    from langchain_trajectory.simulation import LLMSimulatedUser as LLMSimulatedUser
    from langchain_trajectory.simulation import RemoteApplication as RemoteApplication
    from langchain_trajectory.simulation import Scenario as Scenario
    from langchain_trajectory.simulation import ScriptedUser as ScriptedUser
    from langchain_trajectory.simulation import SimulatedUser as SimulatedUser
    from langchain_trajectory.simulation import UserPersonas as UserPersonas
    from langchain_trajectory.simulation import UserSimulatorReviewer as UserSimulatorReviewer
    from langchain_trajectory.simulation import check_fidelity as check_fidelity
    from langchain_trajectory.simulation import generate_scenarios as generate_scenarios
    from langchain_trajectory.simulation import per_action as per_action
    from langchain_trajectory.simulation import validate_scenarios as validate_scenarios
    from langchain_trajectory.simulation import write_scenarios as write_scenarios
    from langchain_trajectory.testing import LangGraphDevServer as LangGraphDevServer
    from langchain_trajectory.testing import LangGraphServerError as LangGraphServerError
    from langchain_trajectory.testing import OfflineClient as OfflineClient
    from langchain_trajectory.testing import ScriptedChatModel as ScriptedChatModel
    from langchain_trajectory.testing import langgraph_dev_server as langgraph_dev_server
    from langchain_trajectory.trajectory import ConversationTrajectory as ConversationTrajectory
    from langchain_trajectory.trials.coverage import coverage as coverage

__all__ = [  # noqa: RUF022 - in groups, not sorted
    # capture
    "TrajectoryRecorder",
    "read_traces",
    "record_trajectories",
    "to_trajectory",
    # evaluate
    "EvalResult",
    "Expect",
    "OfflineClient",
    "ToolErrorEvaluator",
    "ToolPolicyEvaluator",
    "ToolTrajectoryEvaluator",
    "TrajectoryEvaluationCriteria",
    "TrajectoryEvaluator",
    "evaluate_by_turn",
    "examples",
    # simulate
    "ConversationSimulator",
    "LLMSimulatedUser",
    "Scenario",
    "ScriptedChatModel",
    "ScriptedUser",
    "UserPersonas",
    # report
    "report",
    # model
    "Message",
    "ToolCall",
    "Trajectory",
    "TrajectoryInputError",
    "__version__",
]

# The top-level names that load when first used: name -> the public module that defines it.
_LAZY = {
    # capture
    "TrajectoryRecorder": "langchain_trajectory.capture",
    "record_trajectories": "langchain_trajectory.capture",
    "read_traces": "langchain_trajectory.reading",
    # evaluate
    "EvalResult": "langchain_trajectory.evaluators",
    "Expect": "langchain_trajectory.matching",
    "OfflineClient": "langchain_trajectory.testing",
    "ToolErrorEvaluator": "langchain_trajectory.evaluators",
    "ToolPolicyEvaluator": "langchain_trajectory.evaluators",
    "ToolTrajectoryEvaluator": "langchain_trajectory.evaluators",
    "TrajectoryEvaluationCriteria": "langchain_trajectory.evaluators",
    "TrajectoryEvaluator": "langchain_trajectory.evaluators",
    "evaluate_by_turn": "langchain_trajectory.evaluators",
    "examples": "langchain_trajectory.datasets",
    # simulate
    "ConversationSimulator": "langchain_trajectory.simulation",
    "LLMSimulatedUser": "langchain_trajectory.simulation",
    "Scenario": "langchain_trajectory.simulation",
    "ScriptedChatModel": "langchain_trajectory.testing",
    "ScriptedUser": "langchain_trajectory.simulation",
    "UserPersonas": "langchain_trajectory.simulation",
    # report: the subpackage itself, callable as report(...)
    "report": "langchain_trajectory.report",
}

# Names that were top-level before (they still work, and warn once): name -> where to import it from now.
_MOVED = {
    # capture
    "GraphTrajectory": "langchain_trajectory.graph_trajectory",
    "agraph_trajectory_from_thread": "langchain_trajectory.capture",
    "graph_trajectory_from_thread": "langchain_trajectory.capture",
    "trajectory_from_run": "langchain_trajectory.capture",
    "to_tool_calls": "langchain_trajectory.reading",
    "write_traces": "langchain_trajectory.export",
    # evaluate
    "AggregationStrategy": "langchain_trajectory.evaluators",
    "AsyncEvaluator": "langchain_trajectory.evaluators",
    "BaseEvaluator": "langchain_trajectory.evaluators",
    "ClaimedActionEvaluator": "langchain_trajectory.evaluators",
    "CycleEfficiency": "langchain_trajectory.evaluators",
    "EvaluationContext": "langchain_trajectory.evaluators",
    "EvaluationCriterion": "langchain_trajectory.evaluators",
    "GraphTrajectoryEvaluator": "langchain_trajectory.evaluators",
    "GraphTrajectoryJudgeEvaluator": "langchain_trajectory.evaluators",
    "PathCorrectness": "langchain_trajectory.evaluators",
    "PlanAdherenceEvaluator": "langchain_trajectory.evaluators",
    "StateEvaluator": "langchain_trajectory.evaluators",
    "StepEfficiency": "langchain_trajectory.evaluators",
    "StepJudge": "langchain_trajectory.evaluators",
    "TaskCompletionEvaluator": "langchain_trajectory.evaluators",
    "ToolArgumentHallucinationEvaluator": "langchain_trajectory.evaluators",
    "ToolCallCorrectness": "langchain_trajectory.evaluators",
    "ToolCallValidityEvaluator": "langchain_trajectory.evaluators",
    "ToolCorrectnessEvaluator": "langchain_trajectory.evaluators",
    "ToolEfficiencyEvaluator": "langchain_trajectory.evaluators",
    "ToolUsageAccuracy": "langchain_trajectory.evaluators",
    "TrajectoryAccuracyEvaluator": "langchain_trajectory.evaluators",
    "TurnResults": "langchain_trajectory.evaluators",
    "aevaluate_by_turn": "langchain_trajectory.evaluators",
    "calibrate": "langchain_trajectory.evaluators",
    "AnyValue": "langchain_trajectory.matching",
    "Approx": "langchain_trajectory.matching",
    "ArgumentMatcher": "langchain_trajectory.matching",
    "CallMatcher": "langchain_trajectory.matching",
    "Equal": "langchain_trajectory.matching",
    "Expectation": "langchain_trajectory.matching",
    "ExpectedCall": "langchain_trajectory.matching",
    "Policy": "langchain_trajectory.matching",
    "Regex": "langchain_trajectory.matching",
    # simulate
    "RemoteApplication": "langchain_trajectory.simulation",
    "SimulatedUser": "langchain_trajectory.simulation",
    "UserSimulatorReviewer": "langchain_trajectory.simulation",
    "check_fidelity": "langchain_trajectory.simulation",
    "generate_scenarios": "langchain_trajectory.simulation",
    "per_action": "langchain_trajectory.simulation",
    "validate_scenarios": "langchain_trajectory.simulation",
    "write_scenarios": "langchain_trajectory.simulation",
    "LangGraphDevServer": "langchain_trajectory.testing",
    "LangGraphServerError": "langchain_trajectory.testing",
    "langgraph_dev_server": "langchain_trajectory.testing",
    # report
    "coverage": "langchain_trajectory.trials",
    # model
    "ConversationTrajectory": "langchain_trajectory.trajectory",
    "EvaluatorFailure": "langchain_trajectory.errors",
    "JudgeError": "langchain_trajectory.errors",
}

__getattr__ = LazyNames(__name__, globals(), _LAZY, _MOVED)


def __dir__() -> list[str]:
    return __getattr__.dir()


# LangSmith run objects are read by the capture package, which registers its reader when it is imported. Until
# then this stand-in holds its place: it tells a Run or RunTree by its class (importing LangSmith's run trees
# costs more than the whole package) and imports capture, whose reader replaces it, on the first run it reads.
def _is_langsmith_run(value: Any) -> bool:
    return any(
        kind.__name__ in ("Run", "RunTree") and kind.__module__.startswith("langsmith.")
        for kind in type(value).__mro__
    )


def _read_langsmith_run(value: Any, what: str) -> Trajectory:
    trajectory: Trajectory = importlib.import_module("langchain_trajectory.capture").trajectory_from_run(
        value
    )
    return trajectory


def _read_langsmith_export(data: Any, *, split: Any = "trace") -> list[Trajectory]:
    trajectories: list[Trajectory] = importlib.import_module(
        "langchain_trajectory.capture"
    ).trajectories_from_langsmith(data, split=split)
    return trajectories


register_format(Format("langsmith_run", _is_langsmith_run, _read_langsmith_run))
# LangSmith exports (the ``langsmith`` trace format) likewise: capture's reader replaces this row when imported.
register_format(Format("langsmith", is_langsmith_document, read_traces=_read_langsmith_export))
