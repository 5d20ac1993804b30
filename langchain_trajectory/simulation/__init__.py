"""Simulation: conversations between a simulated user and the application under test, run as a compiled
LangGraph graph, with every tool call of every assistant turn kept; and scenarios for them, generated from what an
application declares ([`generation`][langchain_trajectory.simulation.generation])."""

from __future__ import annotations

from typing import TYPE_CHECKING

from langchain_trajectory._lazy import LazyNames
from langchain_trajectory.simulation.simulator import (
    ConversationSimulator,
    Durability,
    ErrorSource,
    SimulationState,
    StoppingCondition,
    Termination,
)

# Every name below loads its module when first read (``LazyNames``); these imports are for type checkers and
# the import contracts only.
if TYPE_CHECKING:
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

_LAZY = {
    "AppContext": "langchain_trajectory.simulation.applications",
    "Application": "langchain_trajectory.simulation.applications",
    "AppTurn": "langchain_trajectory.simulation.applications",
    "CallableApplication": "langchain_trajectory.simulation.applications",
    "GraphApplication": "langchain_trajectory.simulation.applications",
    "RemoteApplication": "langchain_trajectory.simulation.applications",
    "RunnableApplication": "langchain_trajectory.simulation.applications",
    "as_application": "langchain_trajectory.simulation.applications",
    "FidelityReport": "langchain_trajectory.simulation.fidelity",
    "GuardOptions": "langchain_trajectory.simulation.fidelity",
    "UserSimulatorReviewer": "langchain_trajectory.simulation.fidelity",
    "Violation": "langchain_trajectory.simulation.fidelity",
    "check_fidelity": "langchain_trajectory.simulation.fidelity",
    "GeneratedScenarios": "langchain_trajectory.simulation.generation",
    "ValidationReport": "langchain_trajectory.simulation.generation",
    "agenerate_scenarios": "langchain_trajectory.simulation.generation",
    "generate_scenarios": "langchain_trajectory.simulation.generation",
    "read_scenarios": "langchain_trajectory.simulation.generation",
    "validate_scenarios": "langchain_trajectory.simulation.generation",
    "write_scenarios": "langchain_trajectory.simulation.generation",
    "PERSONAS": "langchain_trajectory.simulation.personas",
    "Persona": "langchain_trajectory.simulation.personas",
    "UserPersonas": "langchain_trajectory.simulation.personas",
    "Interruption": "langchain_trajectory.simulation.review",
    "ReviewError": "langchain_trajectory.simulation.review",
    "ReviewPolicy": "langchain_trajectory.simulation.review",
    "approve_all": "langchain_trajectory.simulation.review",
    "per_action": "langchain_trajectory.simulation.review",
    "reject_all": "langchain_trajectory.simulation.review",
    "Scenario": "langchain_trajectory.simulation.scenarios",
    "scenario_of": "langchain_trajectory.simulation.scenarios",
    "ToolCassette": "langchain_trajectory.simulation.stubs",
    "ToolStubs": "langchain_trajectory.simulation.stubs",
    "UnstubbedToolCall": "langchain_trajectory.simulation.stubs",
    "DEFAULT_STOP_SIGNAL": "langchain_trajectory.simulation.users",
    "LLMSimulatedUser": "langchain_trajectory.simulation.users",
    "ScriptedUser": "langchain_trajectory.simulation.users",
    "SimulatedUser": "langchain_trajectory.simulation.users",
    "stop_message": "langchain_trajectory.simulation.users",
}

__getattr__ = LazyNames(__name__, globals(), _LAZY)


def __dir__() -> list[str]:
    return __getattr__.dir()
