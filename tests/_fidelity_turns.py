"""One agent message and the simulated user's reply, checked by the fidelity guards: what the weak-spot tests
(``tests/test_fidelity_weak_spots_set*.py``) ask of each mechanism and its honest twin."""

from __future__ import annotations

from langchain_trajectory.simulation import Scenario, check_fidelity
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory


def guards_on_reply(scenario: Scenario, agent: str, said: str, *calls: ToolCall) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent`` (with ``calls``), in
    ``scenario``."""
    turns = [Message.assistant(agent, list(calls)), Message.user(said, metadata={"source": "simulated_user"})]
    return {v.guard for v in check_fidelity(Trajectory(messages=turns), scenario).violations}
