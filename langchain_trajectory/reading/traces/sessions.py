"""The traces of one conversation joined: ``split="session"`` of every trace format."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_trajectory.trajectory import Message, Trajectory

__all__ = ["merge_sessions"]


def merge_sessions(trajectories: Sequence[Trajectory], key: str = "session_id") -> list[Trajectory]:
    """Trajectories sharing ``metadata[key]`` joined into one, in the given order (steps renumbered so they keep
    counting model turns across the whole conversation); trajectories without one stay as they are."""
    groups: dict[Any, list[Trajectory]] = {}
    order: list[Any] = []
    for i, trajectory in enumerate(trajectories):
        group = trajectory.metadata.get(key)
        marker = ("session", group) if group is not None else ("alone", i)
        if marker not in groups:
            order.append(marker)
        groups.setdefault(marker, []).append(trajectory)
    out = []
    for marker in order:
        members = groups[marker]
        if len(members) == 1:
            out.append(members[0])
            continue
        messages: list[Message] = []
        offset = 0
        for member in members:
            turns = 0
            for message in member.messages:
                if message.role == "assistant" and not message.metadata.get("synthetic"):
                    turns += 1
                calls = tuple(
                    c.model_copy(update={"step": c.step + offset}) if c.step is not None else c
                    for c in message.tool_calls
                )
                messages.append(message.model_copy(update={"tool_calls": calls}))
            offset += turns
        metadata = {**members[0].metadata, "traces": [m.metadata.get("trace_id") for m in members]}
        errors = [m.metadata["error"] for m in members if "error" in m.metadata]
        metadata.pop("error", None)
        if errors:
            metadata["error"] = errors[-1]
        out.append(Trajectory(messages=tuple(messages), metadata=metadata))
    return out
