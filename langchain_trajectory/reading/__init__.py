"""The one reader of every message and tool-call shape the package accepts.

Capture, evaluators, simulation and the judges read their inputs through this package and nowhere else; it
imports nothing of the package but the data model (:mod:`langchain_trajectory.trajectory`) and the errors.

* :func:`to_trajectory`: any accepted shape -> :class:`~langchain_trajectory.Trajectory`;
* :func:`to_tool_calls` / :func:`to_tool_call`: any accepted shape -> ``ToolCall`` objects;
* :func:`trajectory_from_messages`: a message list or a LangGraph state -> a trajectory;
* :func:`message_text` / :func:`tool_result_value`: message content and tool results as stored.

Modules, one per format: :mod:`.langchain` (message objects and chunks, serialized messages, standard content
blocks, ``Command`` updates), :mod:`.openai` (chat dicts, legacy ``function_call``, tool messages without ids, and
the dict shape the other formats share), :mod:`.anthropic` (``tool_use`` / ``tool_result`` blocks, Messages API
dicts), :mod:`.google` (Gemini's server-side code execution blocks); :mod:`._calls` reads one tool call in any shape, :mod:`._content` content blocks, :mod:`._assemble` pairs
results with calls and numbers steps, :mod:`.review` reads human review marks, :mod:`.steps` reads expectations
written as steps.

Whole inputs are read by the first reader of an ordered table that handles them (:data:`READERS`, below); a new
input format plugs in with :func:`register_reader` (``before="tool_call"`` when its documents are dicts a tool-call
or message reader would otherwise claim), a new content-block type with
:func:`~langchain_trajectory.reading._content.register_blocks`.

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
from langchain_trajectory.reading import anthropic, google, langchain, openai
from langchain_trajectory.reading._assemble import is_message
from langchain_trajectory.reading._content import message_text, register_blocks, tool_result_value
from langchain_trajectory.reading._inputs import (
    BUILTIN_READERS,
    WRAPPER_KEYS,
    is_bare_reply,
    to_tool_call,
    to_tool_calls,
    to_trajectory,
    trajectory_from_messages,
)
from langchain_trajectory.reading._registry import READERS, Reader, register_reader

# isort: split
# -- trace formats (OpenTelemetry GenAI, OpenInference, ATIF) --------------------------------------------------
from langchain_trajectory.reading._trace import merge_sessions
from langchain_trajectory.reading.atif import trajectories_from_atif
from langchain_trajectory.reading.formats import TRACE_FORMATS, TraceFormat, detect_format
from langchain_trajectory.reading.openinference import trajectories_from_openinference
from langchain_trajectory.reading.otel import trajectories_from_otel
from langchain_trajectory.reading.spans import Span, span_trees, spans_from

# -- content blocks: each format's block types, in one table --------------------------------------------------
register_blocks(openai.BLOCKS)
register_blocks(anthropic.BLOCKS)
register_blocks(langchain.BLOCKS)
register_blocks(google.BLOCKS)

# -- whole inputs: first match wins -----------------------------------------------------------------------------
# trajectory, json_text, tool_call, message, serialized_trajectory, wrapper, sequence; the capture package adds
# langsmith_run (LangSmith Run / RunTree) when it is imported.
for _reader in BUILTIN_READERS:
    register_reader(_reader)
del _reader

# Trajectory.from_messages reads through this package; the model itself imports nothing of the package.
_model.register_message_reader(trajectory_from_messages)

__all__ = [
    "READERS",
    "WRAPPER_KEYS",
    "Reader",
    "TrajectoryInputError",
    "is_bare_reply",
    "is_message",
    "message_text",
    "register_reader",
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
