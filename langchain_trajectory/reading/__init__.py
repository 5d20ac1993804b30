"""The one reader of every message and tool-call shape the package accepts.

Capture, evaluators, simulation and the judges read their inputs through this package and nowhere else; it
imports nothing of the package but the data model (:mod:`langchain_trajectory.trajectory`) and the errors.

* :func:`to_trajectory`: any accepted shape -> :class:`~langchain_trajectory.Trajectory`;
* :func:`to_tool_calls` / :func:`to_tool_call`: any accepted shape -> ``ToolCall`` objects;
* :func:`trajectory_from_messages`: a message list or a LangGraph state -> a trajectory;
* :func:`message_text` / :func:`tool_result_value`: message content and tool results as stored.

Trace formats (one module each; see the block at the end):

* :func:`trajectories_from_otel`: OpenTelemetry spans following the GenAI semantic conventions;
* :func:`trajectories_from_openinference`: OpenTelemetry spans following OpenInference (Phoenix, Arize);
* :func:`trajectories_from_atif`: ATIF documents;
* :func:`detect_format`: which of these (or LangSmith runs, read by
  :func:`langchain_trajectory.capture.trajectories_from_langsmith`) a document is;
* :func:`spans_from` / :func:`span_trees`: spans of any container (OTLP JSON, span JSON, SDK spans) and their
  trees; :func:`merge_sessions`: the trajectories of one conversation joined.
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

# isort: split
# -- trace formats (OpenTelemetry GenAI, OpenInference, ATIF) --------------------------------------------------
from langchain_trajectory.reading._trace import merge_sessions
from langchain_trajectory.reading.atif import trajectories_from_atif
from langchain_trajectory.reading.formats import TRACE_FORMATS, TraceFormat, detect_format
from langchain_trajectory.reading.openinference import trajectories_from_openinference
from langchain_trajectory.reading.otel import trajectories_from_otel
from langchain_trajectory.reading.spans import Span, span_trees, spans_from

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

# -- trace formats -------------------------------------------------------------------------------------------
__all__ += [
    "TRACE_FORMATS",
    "Span",
    "TraceFormat",
    "detect_format",
    "merge_sessions",
    "span_trees",
    "spans_from",
    "trajectories_from_atif",
    "trajectories_from_openinference",
    "trajectories_from_otel",
]
