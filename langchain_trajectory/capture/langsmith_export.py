"""Read LangSmith run exports: run trees as JSON, a project export's JSON Lines, LangSmith's OpenTelemetry spans.

Every input is turned into ``langsmith.schemas.Run`` trees and read by [`trajectory_from_run`][langchain_trajectory.capture.trajectory_from_run], so an exported
run gives the trajectory the recorder captured from the same run (the reading layer cannot import capture, which
is why this reader lives here):

* a run tree: one run object with nested ``child_runs`` (``run.model_dump(mode="json")`` of a ``Run`` or
  ``RunTree``, or ``json.loads(run.json())``);
* a flat list of runs linked by ``parent_run_id`` (the JSON Lines of a project export, or
  ``[run.model_dump(mode="json") for run in client.list_runs(...)]``), several traces at once;
* OpenTelemetry spans LangSmith wrote (``tracing_mode="otel"``): ``langsmith.span.kind`` is the run type,
  ``gen_ai.prompt`` / ``gen_ai.completion`` the run's inputs and outputs as JSON, ``langsmith.metadata.*`` its
  metadata, the ``exception`` event its error.

One trajectory per root run, with ``metadata["trace_id"]`` and ``metadata["session_id"]`` (the root's
``thread_id``, ``session_id`` or ``conversation_id`` metadata) when present; ``split="session"`` joins the
traces of one thread.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from langsmith.schemas import Run
from pydantic import ValidationError

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.capture._records import Options
from langchain_trajectory.capture.from_run import trajectory_from_run
from langchain_trajectory.reading import (
    Span,
    TrajectoryInputError,
    merge_sessions,
    span_trees,
    spans_from,
)
from langchain_trajectory.reading.traces.formats import is_langsmith_run
from langchain_trajectory.reading.traces.otel import Split
from langchain_trajectory.reading.traces.spans import error_of, load_json_documents
from langchain_trajectory.trajectory import Trajectory

__all__ = ["runs_from_langsmith", "trajectories_from_langsmith"]

_SESSION_KEYS = ("thread_id", "session_id", "conversation_id")


def trajectories_from_langsmith(data: Any, *, split: Split = "trace", **options: Any) -> list[Trajectory]:
    """The trajectories of a LangSmith export (see the module docstring for the accepted shapes).

    Args:
        data: Parsed JSON, JSON or JSON Lines text, or SDK spans LangSmith exported.
        split: ``trace``: one trajectory per root run; ``session``: the traces of one thread joined.
        **options: Passed to [`trajectory_from_run`][langchain_trajectory.capture.trajectory_from_run] (``nested``, ``max_result_chars``, ``redact``,
            ``include_artifacts``).

    Raises:
        TrajectoryInputError: for broken JSON, a run that is not a valid LangSmith run (naming it and the field),
            a child whose parent is not in the export, or malformed spans.
    """
    if split not in ("trace", "session"):
        raise ValueError(f"split must be 'trace' or 'session', got {split!r}")
    Options(**options)  # a wrong option is the caller's mistake, raised as such before reading anything
    out = []
    for root in runs_from_langsmith(data):
        try:
            trajectory = trajectory_from_run(root, **options)
        except TrajectoryInputError:
            raise
        except (ValueError, TypeError, AttributeError, KeyError, IndexError) as exc:
            # The runs validated as runs, but their inputs/outputs are not what LangChain's tracer writes.
            raise TrajectoryInputError(
                f"LangSmith export: run tree {root.name!r} (id {root.id}) holds malformed run data: "
                f"{type(exc).__name__}: {str(exc)[:200]}"
            ) from None
        metadata: dict[str, Any] = {"format": "langsmith", "trace_id": str(root.trace_id)}
        run_meta = (root.extra or {}).get("metadata") or {}
        session = next((run_meta[k] for k in _SESSION_KEYS if run_meta.get(k)), None)
        if session is not None:
            metadata["session_id"] = str(session)
        out.append(trajectory.with_metadata(**metadata))
    return merge_sessions(out) if split == "session" else out


def runs_from_langsmith(data: Any) -> list[Run]:
    """The root runs of a LangSmith export, each with its ``child_runs`` linked, in start order.

    Raises:
        TrajectoryInputError: as [`trajectories_from_langsmith`][langchain_trajectory.capture.trajectories_from_langsmith].
    """
    data = load_json_documents(data, "LangSmith export")
    items = [data] if isinstance(data, Mapping) else data
    if isinstance(items, (str, bytes)) or not isinstance(items, Sequence):
        raise TrajectoryInputError(
            f"LangSmith export: expected run objects or spans, got {type(data).__name__}"
        )
    if not items:
        raise TrajectoryInputError("LangSmith export: holds no runs")
    if all(isinstance(item, Run) for item in items):
        return list(items)
    if not is_langsmith_run(items[0]):
        items = _runs_from_spans(spans_from(items))
    return _link([_as_dict(item, i) for i, item in enumerate(items)])


def _as_dict(item: Any, index: int) -> dict[str, Any]:
    if isinstance(item, Run):
        return item.model_dump()
    if not is_langsmith_run(item):
        raise TrajectoryInputError(
            f"LangSmith export: run {index} is not a run object (needs 'name' and 'run_type')"
        )
    return dict(item)


def _label(data: Mapping[str, Any], index: int) -> str:
    return f"run {index} {data.get('name')!r} (id {data.get('id')})"


def _validate(data: dict[str, Any], where: str) -> Run:
    try:
        return Run.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(part) for part in first.get("loc", ())) or "run"
        raise TrajectoryInputError(
            f"LangSmith export: {where}: {field!r} {first.get('msg', 'is invalid')}"
        ) from None


def _link(items: list[dict[str, Any]]) -> list[Run]:
    """Runs from dicts: a nested tree is validated as it is; flat runs are linked by ``parent_run_id``."""
    flat = all(not item.get("child_runs") for item in items) and len(items) > 1
    if not flat:
        roots = []
        for i, item in enumerate(items):
            item = dict(item)
            item.setdefault("trace_id", item.get("id"))
            _fill_trace_ids(item)
            roots.append(_validate(item, _label(item, i)))
        return sorted(roots, key=lambda r: r.start_time)
    runs: dict[str, Run] = {}
    order: list[tuple[Run, str | None, str]] = []
    for i, item in enumerate(items):
        item = dict(item)
        item.pop("child_runs", None)
        item.setdefault("trace_id", item.get("id"))
        run = _validate(item, _label(item, i))
        key = str(run.id)
        if key in runs:
            raise TrajectoryInputError(f"LangSmith export: {_label(item, i)}: run id repeats")
        runs[key] = run
        parent = str(run.parent_run_id) if run.parent_run_id is not None else None
        order.append((run, parent, _label(item, i)))
    roots = []
    for run, parent, label in order:
        if parent is None:
            roots.append(run)
            continue
        owner = runs.get(parent)
        if owner is None:
            raise TrajectoryInputError(
                f"LangSmith export: {label}: parent run {parent} is not in the export (export whole traces)"
            )
        owner.child_runs = [*(owner.child_runs or []), run]
    _check_acyclic(roots, len(runs), order)
    return sorted(roots, key=lambda r: r.start_time)


def _fill_trace_ids(item: dict[str, Any]) -> None:
    for child in item.get("child_runs") or ():
        if isinstance(child, dict):
            child.setdefault("trace_id", item["trace_id"])
            _fill_trace_ids(child)


def _check_acyclic(roots: list[Run], total: int, order: list[tuple[Run, str | None, str]]) -> None:
    seen: set[str] = set()
    stack = list(roots)
    while stack:
        run = stack.pop()
        seen.add(str(run.id))
        stack.extend(run.child_runs or ())
    if len(seen) != total:
        stuck = next(label for run, _, label in order if str(run.id) not in seen)
        raise TrajectoryInputError(f"LangSmith export: {stuck}: its parent chain is a cycle")


# -- LangSmith's OpenTelemetry spans -----------------------------------------------------------------------


def _uuid(trace_id: str, span_id: str | None = None) -> str:
    return str(uuid.UUID(hex=trace_id if span_id is None else trace_id[:16] + span_id))


def _time(nanos: int | None) -> str | None:
    return datetime.fromtimestamp(nanos / 1e9, UTC).isoformat() if nanos else None


def _json_attribute(span: Span, name: str) -> Any:
    raw = span.attributes.get(name)
    if raw is None:
        return None
    try:
        return load_json(raw) if isinstance(raw, str) else raw
    except json.JSONDecodeError as exc:
        raise TrajectoryInputError(f"{span.label}: {name!r} is not valid JSON ({exc.msg})") from None
    except RecursionError:
        raise TrajectoryInputError(f"{span.label}: {name!r} is nested too deeply") from None


def _metadata(span: Span) -> dict[str, Any]:
    prefix = "langsmith.metadata."
    out: dict[str, Any] = {}
    for key, value in span.attributes.items():
        if key.startswith(prefix):
            out[key[len(prefix) :]] = value
    return out


def _run_of(span: Span) -> dict[str, Any]:
    kind = span.attributes.get("langsmith.span.kind")
    if not isinstance(kind, str) or not kind:
        raise TrajectoryInputError(f"{span.label}: a LangSmith span needs 'langsmith.span.kind'")
    inputs = _json_attribute(span, "gen_ai.prompt")
    outputs = _json_attribute(span, "gen_ai.completion")
    error = None
    if span.status == "ERROR" or span.event("exception") is not None:
        exception = span.event("exception") or {}
        message = exception.get("exception.message")
        error = message if isinstance(message, str) and message else error_of(span) or "error"
    run: dict[str, Any] = {
        "id": _uuid(span.trace_id, span.span_id),
        "name": span.attributes.get("langsmith.trace.name") or span.name,
        "run_type": kind,
        "start_time": _time(span.start) or _time(1),
        "end_time": _time(span.end),
        "inputs": inputs if isinstance(inputs, Mapping) else {"input": inputs} if inputs is not None else {},
        "outputs": outputs if isinstance(outputs, Mapping) or outputs is None else {"output": outputs},
        "error": error,
        "extra": {"metadata": _metadata(span)},
        "trace_id": _uuid(span.trace_id),
        "parent_run_id": _uuid(span.trace_id, span.parent_id) if span.parent_id else None,
    }
    tags = span.attributes.get("langsmith.span.tags")
    if isinstance(tags, str) and tags:
        run["tags"] = [t.strip() for t in tags.split(",")]
    return run


def _runs_from_spans(spans: list[Span]) -> list[dict[str, Any]]:
    """Flat run dicts of LangSmith's spans, checked as trees first (duplicate ids, missing parents, cycles)."""
    trees = span_trees(spans)
    return [_run_of(span) for tree in trees for span, _ in tree.walk()]
