"""Record every LangChain / LangGraph run inside a ``with`` block, without passing callbacks."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from langchain_core.tracers.context import register_configure_hook

from langchain_trajectory.capture._records import Redactor
from langchain_trajectory.capture.recorder import TrajectoryRecorder

__all__ = ["record_trajectories"]

_active_recorder: ContextVar[TrajectoryRecorder | None] = ContextVar(
    "langchain_trajectory_active_recorder", default=None
)
# langchain-core adds the variable's handler (inheritable) to every callback manager configured while it is set.
register_configure_hook(_active_recorder, True)


@contextmanager
def record_trajectories(
    *,
    nested: bool = True,
    max_result_chars: int | None = None,
    redact: Redactor | None = None,
    include_artifacts: bool = False,
    max_runs: int | None = None,
    recorder: TrajectoryRecorder | None = None,
) -> Iterator[TrajectoryRecorder]:
    """Record every run started inside the block (in this context: threads and tasks that copy the context,
    as LangChain's own executors do).

    Example:
        >>> with record_trajectories() as rec:
        ...     agent.invoke({"messages": [("user", "hi")]})
        >>> rec.trajectory.tool_calls()

    Args:
        nested, max_result_chars, redact, include_artifacts, max_runs: As for [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder].
        recorder: Record into this recorder instead of a new one (the other options must then be left unset).

    Yields:
        The recorder. Blocks may nest: runs inside the inner block are recorded by the inner recorder only.

    Raises:
        ValueError: when ``recorder`` is given together with other options.
    """
    if recorder is None:
        recorder = TrajectoryRecorder(
            nested=nested,
            max_result_chars=max_result_chars,
            redact=redact,
            include_artifacts=include_artifacts,
            max_runs=max_runs,
        )
    elif (
        nested is not True
        or max_result_chars is not None
        or redact is not None
        or include_artifacts
        or max_runs is not None
    ):
        raise ValueError("record_trajectories: pass either recorder=... or recorder options, not both")
    token = _active_recorder.set(recorder)
    try:
        yield recorder
    finally:
        _active_recorder.reset(token)
