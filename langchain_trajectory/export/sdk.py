"""Emit trajectories as real OpenTelemetry spans through ``opentelemetry-sdk`` (the ``otel`` extra).

The spans are those of `langchain_trajectory.export.spans`, started and ended through the OpenTelemetry
tracing API with their times, ids left to the SDK (so they join whatever trace context the SDK is configured with)
and parents kept. Any processor and exporter the tracer provider has (OTLP to Phoenix or Jaeger, a file, memory)
receives them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from opentelemetry import trace
from opentelemetry.trace import Span, Status, StatusCode

from langchain_trajectory.export.spans import Conventions, plan_spans
from langchain_trajectory.trajectory import Trajectory

__all__ = ["emit_spans"]

INSTRUMENTATION_NAME = "langchain-trajectory"


def emit_spans(
    trajectories: Trajectory | Iterable[Trajectory],
    *,
    tracer_provider: Any = None,
    conventions: Conventions = "genai",
) -> int:
    """Start and end one trace of spans per trajectory through an OpenTelemetry tracer.

    Args:
        trajectories: A trajectory or several.
        tracer_provider: The ``TracerProvider`` to use; the global one when None.
        conventions: ``genai`` or ``openinference`` attribute names.

    Returns:
        How many spans were emitted. They are exported when the provider's span processors export them (call
        ``tracer_provider.force_flush()`` before reading an exporter, or before the process exits).
    """
    items = [trajectories] if isinstance(trajectories, Trajectory) else list(trajectories)
    tracer = trace.get_tracer(INSTRUMENTATION_NAME, tracer_provider=tracer_provider)
    live: dict[str, Span] = {}
    ending: list[tuple[Span, int]] = []
    specs = plan_spans(items, conventions)
    for spec in specs:
        parent = live.get(spec.parent_id) if spec.parent_id is not None else None
        context = trace.set_span_in_context(parent) if parent is not None else None
        span = tracer.start_span(
            spec.name, context=context, start_time=spec.start, attributes=spec.attributes
        )
        if spec.error is not None:
            span.set_status(Status(StatusCode.ERROR, spec.error))
        live[spec.span_id] = span
        if spec.parent_id is None:
            ending.append((span, spec.end))
        else:
            span.end(end_time=spec.end)
    for span, end in ending:
        span.end(end_time=end)
    return len(specs)
