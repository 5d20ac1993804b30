"""Moved: the readers live in [`langchain_trajectory.reading`][langchain_trajectory.reading]. This path forwards each name with a
``DeprecationWarning``, once per name."""

from __future__ import annotations

from langchain_trajectory import reading as _new
from langchain_trajectory._moved import forward as _forward

_NAMES = (
    "TrajectoryInputError",
    "is_bare_reply",
    "message_text",
    "to_tool_call",
    "to_tool_calls",
    "to_trajectory",
    "tool_result_value",
    "trajectory_from_messages",
)
__all__: list[str] = []  # nothing to take from here: import from langchain_trajectory.reading
__getattr__ = _forward(__name__, {name: (_new, name) for name in _NAMES})
