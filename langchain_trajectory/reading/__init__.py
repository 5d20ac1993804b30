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

Everything is read through one ordered table of formats, whole inputs and trace documents alike
([`FORMATS`][langchain_trajectory.reading.FORMATS], below): [`to_trajectory`][langchain_trajectory.reading.to_trajectory], [`to_tool_calls`][langchain_trajectory.reading.to_tool_calls] (so every evaluator) and
[`read_traces`][langchain_trajectory.reading.read_traces] take the first format whose ``sniff`` accepts the input ([`read_traces`][langchain_trajectory.reading.read_traces] and
[`detect_format`][langchain_trajectory.reading.detect_format] among the trace formats). A new format plugs in with [`register_format`][langchain_trajectory.reading.register_format]
(``before="tool_call"`` when its documents are dicts a tool-call or message reader would otherwise claim), a new
content-block type with `register_blocks`.

Trace formats (`traces`, one module each; see the block at the end):

* [`read_traces`][langchain_trajectory.reading.read_traces]: a trace file (or its parsed content) in any trace format, as trajectories;
* [`trajectories_from_otel`][langchain_trajectory.reading.trajectories_from_otel]: OpenTelemetry spans following the GenAI semantic conventions;
* [`trajectories_from_openinference`][langchain_trajectory.reading.trajectories_from_openinference]: OpenTelemetry spans following OpenInference (Phoenix, Arize);
* [`trajectories_from_atif`][langchain_trajectory.reading.trajectories_from_atif]: ATIF documents;
* [`detect_format`][langchain_trajectory.reading.detect_format]: which of these (or LangSmith runs, read by
  [`langchain_trajectory.capture.trajectories_from_langsmith`][langchain_trajectory.capture.trajectories_from_langsmith]) a document is;
* [`spans_from`][langchain_trajectory.reading.spans_from] / [`span_trees`][langchain_trajectory.reading.span_trees]: spans of any container (OTLP JSON, span JSON, SDK spans) and their
  trees; [`merge_sessions`][langchain_trajectory.reading.merge_sessions]: the trajectories of one conversation joined.
"""

from __future__ import annotations

from typing import NoReturn

from langchain_trajectory import trajectory as _model
from langchain_trajectory._moved import forward
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading import _registry, anthropic, google, langchain, openai
from langchain_trajectory.reading._assemble import is_message
from langchain_trajectory.reading._content import message_text, register_blocks, tool_result_value
from langchain_trajectory.reading._inputs import (
    BUILTIN_FORMATS,
    WRAPPER_KEYS,
    is_bare_reply,
    to_tool_call,
    to_tool_calls,
    to_trajectory,
    trajectory_from_messages,
)
from langchain_trajectory.reading._messages import (
    MESSAGE_FORMATS,
    OURS,
    MessageFormat,
    MessageView,
    register_message_format,
)
from langchain_trajectory.reading._registry import (
    FORMATS,
    Format,
    detect_format,
    find_format,
    is_trace_document,
    read_traces,
    register_format,
    trace_formats,
)

# isort: split
# -- trace formats (OpenTelemetry GenAI, OpenInference, ATIF; LangSmith's reader comes from capture) ------------
from langchain_trajectory.reading.traces import formats as _sniffs
from langchain_trajectory.reading.traces.atif import trajectories_from_atif
from langchain_trajectory.reading.traces.formats import TRACE_FORMATS, TraceFormat
from langchain_trajectory.reading.traces.openinference import trajectories_from_openinference
from langchain_trajectory.reading.traces.otel import Split, trajectories_from_otel
from langchain_trajectory.reading.traces.sessions import merge_sessions
from langchain_trajectory.reading.traces.spans import Span, span_trees, spans_from

# -- content blocks: each format's block types, in one table --------------------------------------------------
register_blocks(openai.BLOCKS)
register_blocks(anthropic.BLOCKS)
register_blocks(langchain.BLOCKS)
register_blocks(google.BLOCKS)

# -- message objects: each provider module's message formats, in one table ------------------------------------
# The package's Message, LangChain's chunks, objects and serialized messages, then message dicts (OpenAI chat,
# Anthropic Messages API, LangChain dumps), which also read any other dict to name what is wrong with it.
for _message_format in (OURS, *langchain.MESSAGE_FORMATS, *openai.MESSAGE_FORMATS):
    register_message_format(_message_format)
del _message_format


def _langsmith_needs_capture(data: object, *, split: Split = "trace") -> NoReturn:
    raise TrajectoryInputError(
        "a LangSmith export is read by langchain_trajectory.capture (import langchain_trajectory to register it)"
    )


# -- FORMATS: whole inputs and trace documents, first sniff that accepts wins -----------------------------------
# The trace formats sit before the dict and list readers (a trace document is a dict or a list too); the capture
# package plugs its reader into the ``langsmith`` row and adds ``langsmith_run`` (LangSmith Run / RunTree objects)
# when it is imported.
_TRACE_FORMATS = (
    Format("atif", _sniffs.is_atif_document, read_traces=trajectories_from_atif),
    Format("langsmith", _sniffs.is_langsmith_document, read_traces=_langsmith_needs_capture),
    Format("openinference", _sniffs.is_openinference_spans, read_traces=trajectories_from_openinference),
    Format("otlp", _sniffs.is_genai_spans, read_traces=trajectories_from_otel),
)
for _format in BUILTIN_FORMATS[:2] + _TRACE_FORMATS + BUILTIN_FORMATS[2:]:
    register_format(_format)
del _format

# Trajectory.from_messages reads through this package; the model itself imports nothing of the package.
_model.register_message_reader(trajectory_from_messages)

__all__ = [
    "FORMATS",
    "MESSAGE_FORMATS",
    "WRAPPER_KEYS",
    "Format",
    "MessageFormat",
    "MessageView",
    "TrajectoryInputError",
    "find_format",
    "is_bare_reply",
    "is_message",
    "is_trace_document",
    "message_text",
    "register_format",
    "register_message_format",
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
    "Split",
    "TraceFormat",
    "detect_format",
    "merge_sessions",
    "read_traces",
    "span_trees",
    "spans_from",
    "trace_formats",
    "trajectories_from_atif",
    "trajectories_from_openinference",
    "trajectories_from_otel",
]

# -- moved names: the old ones still work, with a warning the first time -------------------------------------
__getattr__ = forward(
    __name__,
    {
        "READERS": (_registry, "FORMATS"),
        "Reader": (_registry, "reader", "use Format(name, sniff, read, read_calls)"),
        "register_reader": (_registry, "register_format"),
    },
)
