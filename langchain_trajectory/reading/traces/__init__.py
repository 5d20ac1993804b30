"""Trace formats: documents holding traces (OpenTelemetry spans, ATIF, LangSmith exports), one module each.

* `spans`: the containers spans come in (OTLP JSON, span JSON, SDK spans) and their trees;
* `otel`: spans following the GenAI semantic conventions (format ``otlp``);
* `openinference`: spans following OpenInference (Phoenix, Arize; format ``openinference``);
* `atif`: ATIF documents (format ``atif``);
* `formats`: how each is recognised (one ``sniff`` each).

LangSmith exports (format ``langsmith``) are read by `langchain_trajectory.capture.langsmith_export`, which
reads them as runs. Each format is a row of [`langchain_trajectory.reading.FORMATS`][langchain_trajectory.reading.FORMATS]; a new one is a module
here plus one [`register_format`][langchain_trajectory.reading.register_format] call (and a row of the trace conformance
test).
"""

from __future__ import annotations

from langchain_trajectory.reading.traces.atif import trajectories_from_atif
from langchain_trajectory.reading.traces.openinference import trajectories_from_openinference
from langchain_trajectory.reading.traces.otel import Split, trajectories_from_otel
from langchain_trajectory.reading.traces.sessions import merge_sessions
from langchain_trajectory.reading.traces.spans import Span, span_trees, spans_from

__all__ = [
    "Span",
    "Split",
    "merge_sessions",
    "span_trees",
    "spans_from",
    "trajectories_from_atif",
    "trajectories_from_openinference",
    "trajectories_from_otel",
]
