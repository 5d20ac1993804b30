"""The one reader of every message and tool-call shape the package accepts.

Capture, evaluators, simulation and the judges read their inputs through this package and nowhere else; it
imports nothing of the package but the data model ([`langchain_trajectory.trajectory`][langchain_trajectory.trajectory]) and the errors.

* [`to_trajectory`][langchain_trajectory.reading.to_trajectory]: any accepted shape -> [`Trajectory`][langchain_trajectory.trajectory.Trajectory];
* [`to_tool_calls`][langchain_trajectory.reading.to_tool_calls] / [`to_tool_call`][langchain_trajectory.reading.to_tool_call]: any accepted shape -> ``ToolCall`` objects;
* [`trajectory_from_messages`][langchain_trajectory.capture.from_messages]: a message list or a LangGraph state -> a trajectory;
* [`message_text`][langchain_trajectory.reading.message_text] / [`tool_result_value`][langchain_trajectory.reading.tool_result_value]: message content and tool results as stored.

Modules, one per format: `langchain` (message objects and chunks, serialized messages, standard content
blocks, ``Command`` updates), `openai` (chat dicts, legacy ``function_call``, tool messages without ids, and
the dict shape the other formats share), `anthropic` (``tool_use`` / ``tool_result`` blocks, Messages API
dicts), `google` (Gemini's server-side code execution blocks); `_calls` reads one tool call in any shape, `_content` content blocks, `_assemble` pairs
results with calls and numbers steps, `review` reads human review marks, `steps` reads expectations
written as steps.

Whole inputs are read by the first reader of an ordered table that handles them ([`READERS`][langchain_trajectory.reading.READERS], below); a new
input format plugs in with [`register_reader`][langchain_trajectory.reading.register_reader] (``before="tool_call"`` when its documents are dicts a tool-call
or message reader would otherwise claim), a new content-block type with
`register_blocks`.

Trace formats (one module each; see the block at the end):

* [`trajectories_from_otel`][langchain_trajectory.reading.trajectories_from_otel]: OpenTelemetry spans following the GenAI semantic conventions;
* [`trajectories_from_openinference`][langchain_trajectory.reading.trajectories_from_openinference]: OpenTelemetry spans following OpenInference (Phoenix, Arize);
* [`trajectories_from_atif`][langchain_trajectory.reading.trajectories_from_atif]: ATIF documents;
* [`detect_format`][langchain_trajectory.reading.detect_format]: which of these (or LangSmith runs, read by
  [`langchain_trajectory.capture.trajectories_from_langsmith`][langchain_trajectory.capture.trajectories_from_langsmith]) a document is;
* [`spans_from`][langchain_trajectory.reading.spans_from] / [`span_trees`][langchain_trajectory.reading.span_trees]: spans of any container (OTLP JSON, span JSON, SDK spans) and their
  trees; [`merge_sessions`][langchain_trajectory.reading.merge_sessions]: the trajectories of one conversation joined.
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
