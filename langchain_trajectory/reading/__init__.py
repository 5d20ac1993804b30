"""The one reader of every message and tool-call shape the package accepts.

Capture, evaluators, simulation and the judges read their inputs through this package and nowhere else; it
imports nothing of the package but the data model (:mod:`langchain_trajectory.trajectory`) and the errors.

* :func:`to_trajectory`: any accepted shape -> :class:`~langchain_trajectory.Trajectory`;
* :func:`to_tool_calls` / :func:`to_tool_call`: any accepted shape -> ``ToolCall`` objects;
* :func:`trajectory_from_messages`: a message list or a LangGraph state -> a trajectory;
* :func:`message_text` / :func:`tool_result_value`: message content and tool results as stored.
"""

from __future__ import annotations

from langchain_trajectory import trajectory as _model
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading.core import (
    is_bare_reply,
    message_text,
    to_tool_call,
    to_tool_calls,
    to_trajectory,
    tool_result_value,
    trajectory_from_messages,
)

# Trajectory.from_messages reads through this package; the model itself imports nothing of the package.
_model.register_message_reader(trajectory_from_messages)

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
