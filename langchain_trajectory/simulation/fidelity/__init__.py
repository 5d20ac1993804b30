"""Simulator fidelity: deterministic guards on every simulated user turn, faults, and a reviewer.

A simulated user can spoil a conversation in ways that make the agent look worse or better than it is: it invents
an order number, reveals its whole goal at once, stops before the agent has done what it asked, or writes
"Assistant:" lines. The guards ([`GUARDS`][langchain_trajectory.simulation.fidelity.GUARDS], no model involved) check every turn it generates; the simulator
writes a failing turn again with the evidence as feedback and, when it keeps failing, ends the conversation with
``termination="user_simulator_fault"``. Every simulated trajectory carries ``metadata["fault"]`` (see
`faults`); statistics leave out the trials the simulator or the judge spoiled.

* [`check_fidelity`][langchain_trajectory.simulation.check_fidelity] runs the guards on any conversation after the fact and returns a [`FidelityReport`][langchain_trajectory.simulation.FidelityReport];
* [`GuardOptions`][langchain_trajectory.simulation.GuardOptions] chooses the guards and their settings (also ``ConversationSimulator(guards=...)``);
* [`fault_of`][langchain_trajectory.simulation.fidelity.fault_of] attributes a conversation's fault from how it ended;
* [`UserSimulatorReviewer`][langchain_trajectory.simulation.UserSimulatorReviewer] is an LLM reviewer for what rules cannot see, run on failed or sampled trials.
"""

from __future__ import annotations

from langchain_trajectory.evaluators.judge.user_simulator import UserSimulatorReviewer
from langchain_trajectory.simulation.fidelity._check import (
    FidelityChecker,
    FidelityReport,
    Violation,
    check_fidelity,
    is_authored,
)
from langchain_trajectory.simulation.fidelity._stamp import simulator_identity
from langchain_trajectory.simulation.fidelity.faults import FAULTS, INVALID_FAULTS, Fault, fault_of
from langchain_trajectory.simulation.fidelity.guards import GUARDS, Guard, GuardOptions, Turn, is_write

__all__ = [
    "FAULTS",
    "GUARDS",
    "INVALID_FAULTS",
    "Fault",
    "FidelityChecker",
    "FidelityReport",
    "Guard",
    "GuardOptions",
    "Turn",
    "UserSimulatorReviewer",
    "Violation",
    "check_fidelity",
    "fault_of",
    "is_authored",
    "is_write",
    "simulator_identity",
]
