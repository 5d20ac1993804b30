"""Read ATIF documents (the Agent Trajectory Interchange Format, harbor RFC 0001) as trajectories.

Any ``ATIF-v1.x`` is read, leniently: unknown fields are ignored, ``arguments`` may be a JSON object text, a step's
``message`` may be text or ``ContentPart`` parts (their text is kept). What becomes what:

* a ``system`` / ``user`` step is a system / user message; an ``agent`` step an assistant message whose
  ``tool_calls`` (``tool_call_id``, ``function_name``, ``arguments``) are its calls, ``step`` counting agent steps
  from 0; the step's ``model_name``, ``reasoning_content``, ``metrics``, ``timestamp``, ``step_id`` and ``extra``
  go into the message's metadata;
* an observation result answers the call its ``source_call_id`` names: its content is the result, or the error
  when its ``extra`` marks it (``is_error`` / ``error`` true; ATIF has no error field of its own); results naming
  no call (non-tool actions, system events) are kept in the message's ``metadata["observations"]``;
* a call's ``extra`` becomes its metadata (``agent`` defaults to the document's ``agent.name``);
* a result referring to an embedded subagent trajectory (``subagent_trajectory_ref`` with a ``trajectory_id`` in
  ``subagent_trajectories``) brings the subagent's steps in right after the step, their calls attributed to the
  subagent (``metadata["path"]`` ends with ``tool:NAME``, ``agent:SUBAGENT``; ``depth`` counts the nesting), as
  the recorder attributes the calls of an agent used as a tool.

The document's ``session_id``, ``trajectory_id``, ``agent`` and ``extra`` go into the trajectory's metadata.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading.traces._trace import parse_arguments, text_of
from langchain_trajectory.reading.traces.otel import Split
from langchain_trajectory.reading.traces.sessions import merge_sessions
from langchain_trajectory.reading.traces.spans import load_json_documents
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

__all__ = ["is_atif", "trajectories_from_atif"]

_ROLES = {"system": "system", "user": "user", "agent": "assistant"}
_STEP_METADATA = ("step_id", "timestamp", "model_name", "reasoning_content", "reasoning_effort", "metrics")


def is_atif(value: Any) -> bool:
    """Whether ``value`` looks like an ATIF document (an object whose ``schema_version`` starts with ``ATIF-``)."""
    return isinstance(value, Mapping) and str(value.get("schema_version", "")).startswith("ATIF-")


def trajectories_from_atif(data: Any, *, split: Split = "trace") -> list[Trajectory]:
    """The trajectories of ATIF documents.

    Args:
        data: One ATIF document (a dict, an ``atif.Trajectory`` model, or its JSON text), a list of them, or the
            text of a JSON Lines file holding one per line.
        split: ``trace``: one trajectory per document; ``session``: documents sharing a ``session_id``
            (continuation segments) joined into one.

    Raises:
        TrajectoryInputError: for broken JSON, a schema version other than ``ATIF-v1.x``, or a malformed step
            (naming the document, the step and the field).
    """
    if split not in ("trace", "session"):
        raise ValueError(f"split must be 'trace' or 'session', got {split!r}")
    data = load_json_documents(data, "ATIF")
    documents = [data] if isinstance(data, Mapping) or hasattr(data, "model_dump") else data
    if not isinstance(documents, Sequence) or isinstance(documents, (str, bytes)):
        raise TrajectoryInputError(f"ATIF: expected a document or a list of them, got {type(data).__name__}")
    out = [_read_document(_as_dict(doc, i), f"ATIF document {i}") for i, doc in enumerate(documents)]
    return merge_sessions(out) if split == "session" else out


def _as_dict(document: Any, index: int) -> Mapping[str, Any]:
    if hasattr(document, "model_dump") and not isinstance(document, Mapping):
        document = document.model_dump(mode="json", exclude_none=True)
    if not isinstance(document, Mapping):
        raise TrajectoryInputError(
            f"ATIF document {index}: expected an object, got {type(document).__name__}"
        )
    return document


def _mapping(value: Any, where: str, name: str) -> Mapping[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise TrajectoryInputError(f"{where}: {name!r} must be an object, got {type(value).__name__}")
    return value


def _items(value: Any, where: str, name: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise TrajectoryInputError(f"{where}: {name!r} must be a list, got {type(value).__name__}")
    return value


def _check_version(document: Mapping[str, Any], where: str) -> None:
    version = document.get("schema_version")
    if not isinstance(version, str) or not version.startswith("ATIF-v"):
        raise TrajectoryInputError(f"{where}: 'schema_version' must look like 'ATIF-v1.x', got {version!r}")
    major = version.removeprefix("ATIF-v").split(".", 1)[0]
    if major != "1":
        raise TrajectoryInputError(f"{where}: unsupported ATIF major version {version!r} (reads ATIF-v1.x)")


class _Reader:
    """Reads one document's steps (and its embedded subagents') into messages."""

    def __init__(self, document: Mapping[str, Any], where: str) -> None:
        self.where = where
        self.subagents: dict[str, Mapping[str, Any]] = {}
        for i, sub in enumerate(
            _items(document.get("subagent_trajectories"), where, "subagent_trajectories")
        ):
            sub = _mapping(sub, where, f"subagent_trajectories[{i}]")
            if isinstance(sub.get("trajectory_id"), str):
                self.subagents[sub["trajectory_id"]] = sub
        self.messages: list[Message] = []
        self.turns = 0

    def read(
        self, document: Mapping[str, Any], where: str, path: tuple[str, ...], depth: int, nested: bool
    ) -> None:
        agent_name = _mapping(document.get("agent"), where, "agent").get("name")
        steps = document.get("steps")
        if not isinstance(steps, list):
            raise TrajectoryInputError(f"{where}: 'steps' must be a list, got {type(steps).__name__}")
        for k, step in enumerate(steps):
            self._step(
                _mapping(step, where, f"steps[{k}]"), f"{where} step {k}", agent_name, path, depth, nested
            )

    def _step(
        self,
        step: Mapping[str, Any],
        where: str,
        agent_name: Any,
        path: tuple[str, ...],
        depth: int,
        nested: bool,
    ) -> None:
        source = step.get("source")
        role = _ROLES.get(source) if isinstance(source, str) else None
        if role is None:
            raise TrajectoryInputError(
                f"{where}: 'source' must be 'system', 'user' or 'agent', got {source!r}"
            )
        content = step.get("message")
        if content is not None and not isinstance(content, (str, list)):
            raise TrajectoryInputError(f"{where}: 'message' must be text or content parts")
        text = text_of(content)
        metadata: dict[str, Any] = {key: step[key] for key in _STEP_METADATA if step.get(key) is not None}
        metadata.update(_mapping(step.get("extra"), where, "extra"))
        if nested:
            metadata.setdefault("path", list(path))
            metadata.setdefault("depth", depth)
        if role != "assistant":
            observations = self._observations(step, where, {})
            if observations:
                metadata["observations"] = observations
            self.messages.append(Message(role=role, content=text, metadata=metadata))  # type: ignore[arg-type]
            return
        self._agent_step(step, where, text, metadata, agent_name, path, depth)

    def _agent_step(
        self,
        step: Mapping[str, Any],
        where: str,
        text: str,
        metadata: dict[str, Any],
        agent_name: Any,
        path: tuple[str, ...],
        depth: int,
    ) -> None:
        """An agent step: its calls (their results from its observation), then the subagents they ran."""
        agent = str(agent_name) if agent_name is not None else None
        synthetic = bool(metadata.get("synthetic"))  # a leading message holding calls no model turn made
        step_index = None if synthetic else self.turns
        self.turns += 0 if synthetic else 1
        calls: dict[str, dict[str, Any]] = {}
        ordered: list[dict[str, Any]] = []
        for j, raw in enumerate(_items(step.get("tool_calls"), where, "tool_calls")):
            key, fields = _call_fields(_mapping(raw, where, f"tool_calls[{j}]"), where, j, agent, path, depth)
            fields["step"] = step_index
            ordered.append(fields)
            if key is not None:
                calls.setdefault(key, fields)
        subagents: list[tuple[dict[str, Any], str]] = []
        observations = self._observations(step, where, calls, subagents)
        if observations:
            metadata["observations"] = observations
        self.messages.append(
            Message.assistant(text, [ToolCall(**fields) for fields in ordered], metadata=metadata)
        )
        for fields, trajectory_id in subagents:
            sub = self.subagents[trajectory_id]
            sub_name = _mapping(sub.get("agent"), where, "agent").get("name") or trajectory_id
            inner = (*path, f"tool:{fields['name']}", f"agent:{sub_name}")
            self.read(sub, f"{where} subagent {trajectory_id!r}", inner, depth + 1, True)

    def _observations(
        self,
        step: Mapping[str, Any],
        where: str,
        calls: Mapping[str, dict[str, Any]],
        subagents: list[tuple[dict[str, Any], str]] | None = None,
    ) -> list[Any]:
        observation = _mapping(step.get("observation"), where, "observation")
        unattached = []
        for r, result in enumerate(_items(observation.get("results"), where, "observation.results")):
            result = _mapping(result, where, f"observation.results[{r}]")
            source = result.get("source_call_id")
            extra = _mapping(result.get("extra"), where, f"observation.results[{r}].extra")
            if source is None:
                unattached.append(dict(result))
                continue
            fields = calls.get(str(source))
            if fields is None:
                raise TrajectoryInputError(
                    f"{where}: observation.results[{r}].source_call_id {source!r} matches no tool call of the step"
                )
            value = _content(result.get("content"), extra, f"{where} observation.results[{r}]")
            if extra.get("is_error") or extra.get("error") is True:
                fields["error"] = value if isinstance(value, str) else json.dumps(value, default=str)
            else:
                fields["result"] = value
            for ref in _items(result.get("subagent_trajectory_ref"), where, "subagent_trajectory_ref"):
                ref_id = _mapping(ref, where, "subagent_trajectory_ref").get("trajectory_id")
                if subagents is not None and isinstance(ref_id, str) and ref_id in self.subagents:
                    fields["metadata"].setdefault("subagent_trajectory_ids", []).append(ref_id)
                    subagents.append((fields, ref_id))
        return unattached


def _call_fields(
    raw: Mapping[str, Any], where: str, j: int, agent: str | None, path: tuple[str, ...], depth: int
) -> tuple[str | None, dict[str, Any]]:
    """One ATIF tool call's key (its ``tool_call_id`` as text, which observations name) and fields (no step)."""
    name = raw.get("function_name")
    if not isinstance(name, str) or not name.strip():
        raise TrajectoryInputError(f"{where}: tool_calls[{j}].function_name must be a non-blank string")
    call_id = raw.get("tool_call_id")
    key = str(call_id) if call_id is not None else None
    meta: dict[str, Any] = {"agent": agent, "path": list(path), "depth": depth}
    meta.update(_mapping(raw.get("extra"), where, f"tool_calls[{j}].extra"))
    # this package's writer gives id-less and repeated-id calls a unique id (ATIF needs one): undo it
    call_id = None if meta.pop("synthetic_id", False) else meta.pop("original_id", key)
    return key, {
        "name": name,
        "args": parse_arguments(raw.get("arguments"), where, f"tool_calls[{j}].arguments"),
        "id": call_id,
        "result": None,
        "error": None,
        "step": None,
        "metadata": meta,
    }


def _content(content: Any, extra: Mapping[str, Any], where: str) -> Any:
    if extra.get("result_encoding") == "json" and isinstance(content, str):
        try:
            return load_json(content)
        except json.JSONDecodeError as exc:
            raise TrajectoryInputError(f"{where}: content is marked JSON but is not ({exc.msg})") from None
        except RecursionError:
            raise TrajectoryInputError(f"{where}: content is nested too deeply") from None
    if isinstance(content, list):
        return text_of(content)
    return content


def _read_document(document: Mapping[str, Any], where: str) -> Trajectory:
    _check_version(document, where)
    reader = _Reader(document, where)
    reader.read(document, where, (), 0, False)
    extra = dict(_mapping(document.get("extra"), where, "extra"))
    scenario = extra.pop("scenario", "")
    metadata: dict[str, Any] = {**extra, "format": "atif", "schema_version": document["schema_version"]}
    for key in ("session_id", "trajectory_id", "notes", "final_metrics"):
        if document.get(key) is not None:
            metadata[key] = document[key]
    agent = _mapping(document.get("agent"), where, "agent")
    if agent:
        metadata["agent"] = {
            k: v for k, v in agent.items() if k in ("name", "version", "model_name") and v is not None
        }
    return Trajectory(
        messages=tuple(reader.messages),
        scenario=scenario if isinstance(scenario, str) else "",
        metadata=metadata,
    )
