"""Simulation: conversations between a simulated user and the application under test, run as a compiled
LangGraph graph, with every tool call of every assistant turn kept."""

from __future__ import annotations

from langchain_trajectory.simulation.applications import (
    AppContext,
    Application,
    CallableApplication,
    GraphApplication,
    RunnableApplication,
    as_application,
)
from langchain_trajectory.simulation.personas import PERSONAS, Persona, UserPersonas
from langchain_trajectory.simulation.simulator import (
    ConversationSimulator,
    Durability,
    ErrorSource,
    SimulationState,
    StoppingCondition,
    Termination,
)
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
    "Application",
    "CallableApplication",
    "ConversationSimulator",
    "Durability",
    "ErrorSource",
    "GraphApplication",
    "LLMSimulatedUser",
    "Persona",
    "RunnableApplication",
    "ScriptedUser",
    "SimulatedUser",
    "SimulationState",
    "StoppingCondition",
    "Termination",
    "UserPersonas",
    "as_application",
    "stop_message",
]
