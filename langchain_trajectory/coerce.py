"""Deprecated location of the readers: use [`langchain_trajectory.reading`][langchain_trajectory.reading] (or the package root)."""

from __future__ import annotations

from langchain_trajectory.reading import (
    TrajectoryInputError,
    is_bare_reply,
    message_text,
    to_tool_call,
    to_tool_calls,
    to_trajectory,
    tool_result_value,
    trajectory_from_messages,
)

__all__ = [
    "TrajectoryInputError",
    "is_bare_reply",
    "message_text",
    "to_tool_call",
    "to_tool_calls",
    "to_trajectory",
    "tool_result_value",
    "trajectory_from_messages",
]
