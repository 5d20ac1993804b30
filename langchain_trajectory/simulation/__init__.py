"""Simulation: conversations between a simulated user and the application under test, run as a compiled
LangGraph graph, with every tool call of every assistant turn kept; and scenarios for them, generated from what an
application declares ([`generation`][langchain_trajectory.simulation.generation])."""

from __future__ import annotations

from langchain_trajectory.simulation.applications import (
    AppContext,
    Application,
    AppTurn,
    CallableApplication,
    GraphApplication,
    RemoteApplication,
    RunnableApplication,
    as_application,
)
from langchain_trajectory.simulation.fidelity import (
    FidelityReport,
    GuardOptions,
    UserSimulatorReviewer,
    Violation,
    check_fidelity,
)
from langchain_trajectory.simulation.generation import (
    GeneratedScenarios,
    ValidationReport,
    agenerate_scenarios,
    generate_scenarios,
    read_scenarios,
    validate_scenarios,
    write_scenarios,
)
from langchain_trajectory.simulation.personas import PERSONAS, Persona, UserPersonas
from langchain_trajectory.simulation.review import (
    Interruption,
    ReviewError,
    ReviewPolicy,
    approve_all,
    per_action,
    reject_all,
)
from langchain_trajectory.simulation.scenarios import Scenario, scenario_of
from langchain_trajectory.simulation.simulator import (
    ConversationSimulator,
    Durability,
    ErrorSource,
    SimulationState,
    StoppingCondition,
    Termination,
)
from langchain_trajectory.simulation.stubs import ToolCassette, ToolStubs, UnstubbedToolCall
from langchain_trajectory.simulation.users import (
    DEFAULT_STOP_SIGNAL,
    LLMSimulatedUser,
    ScriptedUser,
    SimulatedUser,
    stop_message,
)

__all__ = [
    "DEFAULT_STOP_SIGNAL",
    "PERSONAS",
    "AppContext",
    "AppTurn",
    "Application",
    "CallableApplication",
    "ConversationSimulator",
    "Durability",
    "ErrorSource",
    "FidelityReport",
    "GeneratedScenarios",
    "GraphApplication",
    "GuardOptions",
    "Interruption",
    "LLMSimulatedUser",
    "Persona",
    "RemoteApplication",
    "ReviewError",
    "ReviewPolicy",
    "RunnableApplication",
    "Scenario",
    "ScriptedUser",
    "SimulatedUser",
    "SimulationState",
    "StoppingCondition",
    "Termination",
    "ToolCassette",
    "ToolStubs",
    "UnstubbedToolCall",
    "UserPersonas",
    "UserSimulatorReviewer",
    "ValidationReport",
    "Violation",
    "agenerate_scenarios",
    "approve_all",
    "as_application",
    "check_fidelity",
    "generate_scenarios",
    "per_action",
    "read_scenarios",
    "reject_all",
    "scenario_of",
    "stop_message",
    "validate_scenarios",
    "write_scenarios",
]
