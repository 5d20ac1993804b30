"""A recorder that also emits each captured trajectory as OpenTelemetry spans (the ``otel`` extra).

[`OTelTrajectoryRecorder`][langchain_trajectory.capture.otel.OTelTrajectoryRecorder] is a [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder] (same options, same trajectories) that, when a
root run ends (successfully or not), emits that run's trajectory through an ``opentelemetry-sdk`` tracer provider
with [`langchain_trajectory.export.sdk.emit_spans`][langchain_trajectory.export.sdk.emit_spans]: one trace per run, GenAI (or OpenInference) spans for the
agent, every model turn and every tool call; a run's ``thread_id`` (LangGraph's ``configurable``) becomes the
conversation id. Point the provider's exporter at Phoenix, Jaeger or a Collector.

Emitting happens on the thread that ends the run; use a ``BatchSpanProcessor`` so exporting does not either. As
with the recorder, nothing here raises into the run: a failure is appended to ``recorder.errors`` and logged.
This module imports OpenTelemetry; ``langchain_trajectory.capture`` does not import it.
"""

from __future__ import annotations

import logging
from typing import Any
from uuid import UUID

from langchain_trajectory.capture.recorder import RecorderError, TrajectoryRecorder
from langchain_trajectory.export.sdk import emit_spans
from langchain_trajectory.export.spans import CONVENTIONS, Conventions

__all__ = ["OTelTrajectoryRecorder"]

logger = logging.getLogger(__name__)


class OTelTrajectoryRecorder(TrajectoryRecorder):
    """Records like [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder] and emits each root run's trajectory as spans when the run ends.

    Args:
        tracer_provider: The ``TracerProvider`` to emit through (the global one when None).
        conventions: ``genai`` (OpenTelemetry GenAI semantic conventions) or ``openinference``.
        **options: The recorder's options (``nested``, ``max_result_chars``, ``redact``, ``include_artifacts``).

    Attributes:
        emitted: How many spans have been emitted so far.

    Raises:
        ValueError: for unknown ``conventions`` (and the recorder's own option errors).

    Example:
        >>> recorder = OTelTrajectoryRecorder(tracer_provider=provider)
        >>> agent.invoke({"messages": [("user", "hi")]}, {"callbacks": [recorder]})
    """

    def __init__(
        self, *, tracer_provider: Any = None, conventions: Conventions = "genai", **options: Any
    ) -> None:
        if conventions not in CONVENTIONS:
            raise ValueError(f"conventions must be one of {list(CONVENTIONS)}, got {conventions!r}")
        super().__init__(**options)
        self.tracer_provider = tracer_provider
        self.conventions: Conventions = conventions
        self.emitted = 0
        self._sessions: dict[str, str] = {}  # root run id -> its thread / session id

    def on_chain_start(
        self,
        serialized: dict[str, Any] | None,
        inputs: Any,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        super().on_chain_start(
            serialized, inputs, run_id=run_id, parent_run_id=parent_run_id, metadata=metadata, **kwargs
        )
        if metadata and self._is_root(run_id):
            session = next(
                (metadata[k] for k in ("thread_id", "session_id", "conversation_id") if metadata.get(k)), None
            )
            if session is not None:
                self._sessions[str(run_id)] = str(session)

    def _is_root(self, run_id: UUID) -> bool:
        """Whether ``run_id`` is one of the recorder's root runs: a run with no parent, or whose parent the recorder
        never saw (under LangSmith tracing, a target's ``traceable`` span is such a parent)."""
        with self._lock:
            return str(run_id) in self._roots

    def _emit(self, run_id: UUID) -> None:
        try:
            trajectory = self.get(run_id)  # this run's trajectory only
            session = self._sessions.pop(str(run_id), None)
            if trajectory is not None and session is not None:
                trajectory = trajectory.with_metadata(session_id=session)  # the spans' gen_ai.conversation.id
            if trajectory is not None:
                self.emitted += emit_spans(
                    trajectory, tracer_provider=self.tracer_provider, conventions=self.conventions
                )
        except Exception as exc:
            self.errors.append(RecorderError("emit_spans", str(run_id), exc))
            logger.warning("OTelTrajectoryRecorder: emitting spans failed for run %s: %r", run_id, exc)

    def on_chain_end(
        self, outputs: Any, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        super().on_chain_end(outputs, run_id=run_id, parent_run_id=parent_run_id, **kwargs)
        if self._is_root(run_id):
            self._emit(run_id)

    def on_chain_error(
        self, error: BaseException, *, run_id: UUID, parent_run_id: UUID | None = None, **kwargs: Any
    ) -> None:
        super().on_chain_error(error, run_id=run_id, parent_run_id=parent_run_id, **kwargs)
        if self._is_root(run_id):
            self._emit(run_id)
