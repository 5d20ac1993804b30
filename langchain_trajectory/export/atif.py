"""Trajectories as ATIF documents (the Agent Trajectory Interchange Format, harbor RFC 0001).

One document per trajectory, ``schema_version`` [`ATIF_VERSION`][langchain_trajectory.export.ATIF_VERSION]: a step per message (``system``, ``user``,
``agent``), each assistant message's calls as the step's ``tool_calls`` with their results as the step's
``observation`` (a failed call's error text as the content, marked ``extra.is_error``; a result that is not text
as compact JSON, marked ``extra.result_encoding = "json"``), each call's and message's metadata as ``extra``, and
the trajectory's metadata (and scenario) as the document's ``extra``. ATIF requires a ``tool_call_id``: a call
without one gets ``call_<step>_<index>`` with ``extra.synthetic_id`` set, and a repeated id within a step is made
unique the same way (``extra.original_id`` keeps it), so results always correlate. The documents validate against
the ``atif`` package's models, and [`langchain_trajectory.reading.trajectories_from_atif`][langchain_trajectory.reading.trajectories_from_atif] reads them back into
the same messages and calls.

Imports nothing of the package but the data model.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from langchain_trajectory.trajectory import Message, Trajectory

__all__ = ["ATIF_VERSION", "to_atif"]

ATIF_VERSION = "ATIF-v1.8"


def _safe(value: Any) -> Any:
    """``value`` as plain JSON data (what ATIF's ``extra`` objects may hold)."""
    return json.loads(json.dumps(value, default=str))


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str, separators=(",", ":"))


def _timestamp(metadata: Mapping[str, Any]) -> str | None:
    start = metadata.get("start_time")
    if isinstance(start, (int, float)) and not isinstance(start, bool):
        return datetime.fromtimestamp(start, UTC).isoformat().replace("+00:00", "Z")
    return None


def _agent_step(message: Message, step_id: int, turn: int) -> dict[str, Any]:
    step: dict[str, Any] = {"step_id": step_id, "source": "agent", "message": message.content}
    timestamp = _timestamp(message.metadata)
    if timestamp:
        step["timestamp"] = timestamp
    calls, results = [], []
    used: set[str] = set()
    for j, call in enumerate(message.tool_calls):
        extra = _safe(dict(call.metadata))
        call_id = call.id
        if call_id is None or call_id in used:
            if call_id is not None:
                extra["original_id"] = call_id
            else:
                extra["synthetic_id"] = True
            call_id = f"call_{turn}_{j}"
            while call_id in used:
                call_id += "_"
        used.add(call_id)
        entry: dict[str, Any] = {
            "tool_call_id": call_id,
            "function_name": call.name,
            "arguments": _safe(call.args),
        }
        if extra:
            entry["extra"] = extra
        calls.append(entry)
        if call.error is not None:
            results.append({"source_call_id": call_id, "content": call.error, "extra": {"is_error": True}})
        elif isinstance(call.result, str):
            results.append({"source_call_id": call_id, "content": call.result})
        elif call.result is not None:
            results.append(
                {
                    "source_call_id": call_id,
                    "content": _json(call.result),
                    "extra": {"result_encoding": "json"},
                }
            )
    if calls:
        step["tool_calls"] = calls
    if results:
        step["observation"] = {"results": results}
    if message.metadata:
        step["extra"] = _safe(dict(message.metadata))
    return step


def _document(trajectory: Trajectory, agent_name: str | None, agent_version: str) -> dict[str, Any]:
    steps: list[dict[str, Any]] = []
    turn = 0
    for message in trajectory.messages:
        step_id = len(steps) + 1
        if message.role == "assistant":
            steps.append(_agent_step(message, step_id, turn))
            if not message.metadata.get("synthetic"):
                turn += 1
            continue
        step = {"step_id": step_id, "source": message.role, "message": message.content}
        if message.metadata:
            step["extra"] = _safe(dict(message.metadata))
        steps.append(step)
    name = agent_name or _agent_name(trajectory)
    document: dict[str, Any] = {
        "schema_version": ATIF_VERSION,
        "agent": {"name": name, "version": agent_version},
        "steps": steps,
        "final_metrics": {"total_steps": len(steps)},
    }
    session = next(
        (
            trajectory.metadata[k]
            for k in ("session_id", "thread_id", "root_run_id")
            if trajectory.metadata.get(k)
        ),
        None,
    )
    if session is not None:
        document["session_id"] = str(session)
    extra = _safe({k: v for k, v in trajectory.metadata.items() if k not in ("format", "schema_version")})
    if trajectory.scenario:
        extra["scenario"] = trajectory.scenario
    if extra:
        document["extra"] = extra
    return document


def _agent_name(trajectory: Trajectory) -> str:
    for message in trajectory.messages:
        agent = message.metadata.get("agent") or next(
            (c.metadata.get("agent") for c in message.tool_calls if c.metadata.get("agent")), None
        )
        if agent:
            return str(agent)
    agent = trajectory.metadata.get("agent")
    if isinstance(agent, Mapping) and agent.get("name"):
        return str(agent["name"])
    return str(trajectory.metadata.get("name") or "langchain-agent")


def to_atif(
    trajectories: Trajectory | Iterable[Trajectory],
    *,
    agent_name: str | None = None,
    agent_version: str = "unknown",
) -> list[dict[str, Any]]:
    """ATIF documents for ``trajectories`` (one each, in order).

    Args:
        trajectories: A trajectory or several.
        agent_name: The document's ``agent.name``; by default the first agent named in the trajectory (a call's or
            turn's ``metadata["agent"]``), else its ``metadata["name"]``, else ``langchain-agent``.
        agent_version: The document's ``agent.version`` (required by ATIF).
    """
    items = [trajectories] if isinstance(trajectories, Trajectory) else list(trajectories)
    return [_document(t, agent_name, agent_version) for t in items]
