"""Who spoiled a simulated conversation: the fault label every simulated trajectory carries.

``metadata["fault"]`` is one of:

========================  =================================================================================
fault                     when
========================  =================================================================================
None                      nothing went wrong that the simulator can see (the evaluation decides the verdict)
``"agent"``               the application under test raised or returned an empty reply
``"user_simulator"``      the simulated user kept failing a fidelity guard (``termination=
                          "user_simulator_fault"``), its model failed, or a reviewer found it unfaithful
``"tool_stub"``           a tool call no stub or cassette answered (`
                          UnstubbedToolCall`)
``"judge"``               an LLM judge gave no verdict (set by reports, not by the simulator)
``"undetermined"``        a check or the stopping condition raised, or a reviewer that is not the user failed
========================  =================================================================================

Trials whose fault is in [`INVALID_FAULTS`][langchain_trajectory.trials.INVALID_FAULTS] (``user_simulator``, ``judge``) say nothing about the application:
statistics (`langchain_trajectory.trials.stats`) leave them out and count them apart.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

__all__ = ["FAULTS", "INVALID_FAULTS", "Fault", "fault_of"]

Fault = Literal["agent", "user_simulator", "tool_stub", "judge", "undetermined"]
FAULTS: tuple[Fault, ...] = ("agent", "user_simulator", "tool_stub", "judge", "undetermined")

INVALID_FAULTS = frozenset({"user_simulator", "judge"})
"""The faults that make a trial invalid: it says nothing about the application under test."""

_STUB_ERROR = "UnstubbedToolCall"


def _unstubbed(messages: Any) -> bool:
    for message in messages or ():
        for call in getattr(message, "tool_calls", ()) or ():
            if call.error is not None and _STUB_ERROR in call.error:
                return True
    return False


def fault_of(metadata: Mapping[str, Any], messages: Any = (), *, user_reviews: bool = False) -> Fault | None:
    """The fault of a simulated conversation from how it ended (its trajectory's metadata) and its messages.

    Args:
        metadata: The trajectory's metadata (``termination``, ``error``, ``error_source``).
        messages: Its messages (a tool call that failed for want of a stub is the stub's fault).
        user_reviews: Whether the simulated user answers the application's interrupts (``reviewer="user"``):
            then a failed review is the user simulator's fault.
    """
    termination = metadata.get("termination")
    if termination == "user_simulator_fault":
        return "user_simulator"
    if termination == "error":
        source = metadata.get("error_source")
        if source == "simulated_user":
            return "user_simulator"
        if source == "application":
            return "tool_stub" if _STUB_ERROR in str(metadata.get("error") or "") else "agent"
        if source == "reviewer":
            return "user_simulator" if user_reviews else "undetermined"
        return "undetermined"
    if _unstubbed(messages):
        return "tool_stub"
    return None
