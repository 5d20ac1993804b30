"""Write trajectories in the standard trace formats.

* [`to_otlp_json`][langchain_trajectory.export.to_otlp_json]: OTLP JSON (OpenTelemetry GenAI semantic conventions, or OpenInference with
  ``conventions="openinference"``), for the Collector, Jaeger, Phoenix and other OTLP backends;
* [`to_atif`][langchain_trajectory.export.to_atif]: ATIF documents (harbor RFC 0001);
* [`write_traces`][langchain_trajectory.export.write_traces]: trajectories as the text of a file in any format of [`WRITERS`][langchain_trajectory.export.WRITERS] (``otlp``,
  ``openinference``, ``atif``, ``jsonl``; one table, [`register_writer`][langchain_trajectory.export.register_writer] adds a row);
* [`langchain_trajectory.export.sdk.emit_spans`][langchain_trajectory.export.sdk.emit_spans]: the same spans through a real ``opentelemetry-sdk`` tracer
  provider (``pip install 'langchain-trajectory[otel]'``; not imported here, so this package needs no OpenTelemetry).

Every writer's output reads back ([`langchain_trajectory.reading`][langchain_trajectory.reading]) into the same calls, in the same order,
with the same ids, arguments, results and errors. This package imports nothing of ours but the data model.
"""

from __future__ import annotations

from langchain_trajectory.export._writers import (
    WRITE_FORMATS,
    WRITERS,
    WriteFormat,
    Writer,
    register_writer,
    write_traces,
)
from langchain_trajectory.export.atif import ATIF_VERSION, to_atif
from langchain_trajectory.export.otlp import to_otlp_json
from langchain_trajectory.export.spans import CONVENTIONS, Conventions

__all__ = [
    "ATIF_VERSION",
    "CONVENTIONS",
    "WRITERS",
    "WRITE_FORMATS",
    "Conventions",
    "WriteFormat",
    "Writer",
    "register_writer",
    "to_atif",
    "to_otlp_json",
    "write_traces",
]
