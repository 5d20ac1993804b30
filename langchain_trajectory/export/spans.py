"""A trajectory as spans: the span tree every OpenTelemetry writer of this package emits.

One trace per trajectory: a root agent span, then per model turn (assistant message) a model-call span, then per
tool call a tool span after it, all children of the root, in conversation order. Two conventions name them:

* ``genai`` (the OpenTelemetry GenAI semantic conventions): ``invoke_agent`` / ``chat`` / ``execute_tool`` spans
  with ``gen_ai.agent.name``, ``gen_ai.conversation.id``, ``gen_ai.input.messages`` / ``gen_ai.output.messages``
  (``text`` and ``tool_call`` parts), ``gen_ai.tool.name``, ``gen_ai.tool.call.id`` / ``.arguments`` / ``.result``;
* ``openinference``: ``AGENT`` / ``LLM`` / ``TOOL`` spans with ``llm.input_messages.*`` /
  ``llm.output_messages.*`` (tool calls included), ``tool.name``, ``tool_call.id``, ``input.value`` /
  ``output.value`` with their mime types, ``session.id`` and LangChain-style ``metadata`` JSON.

A failed call's span has status ``ERROR`` with the error text as its description (and ``error.type``); a call's
LangGraph node is ``langgraph.node`` (GenAI) or ``langgraph_node`` in the metadata (OpenInference). Times are the
recorded ones when every turn and call has them, else one microsecond apart from a fixed epoch, in conversation
order, so readers order the spans as the conversation went. Ids are derived from the trajectory (a trace read
from OpenTelemetry keeps its trace id), so writing the same trajectory twice gives the same spans. Reading the
spans back (`langchain_trajectory.reading.traces.otel`, `langchain_trajectory.reading.traces.openinference`) gives the
same messages and calls: names, order, ids, arguments, results and errors.

Imports nothing of the package but the data model.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

__all__ = ["CONVENTIONS", "Conventions", "SpanSpec", "plan_spans"]

Conventions = Literal["genai", "openinference"]
CONVENTIONS: tuple[Conventions, ...] = get_args(Conventions)

RESULT_ENCODING = "langchain_trajectory.result.encoding"  # as langchain_trajectory.reading.traces.otel reads it
_EPOCH_NS = 1_700_000_000 * 1_000_000_000
_TICK_NS = 1_000


@dataclass(slots=True)
class SpanSpec:
    """One span to emit: hex ids, epoch-nanosecond times, attribute values (str, bool, int, float or lists)."""

    trace_id: str
    span_id: str
    parent_id: str | None
    name: str
    start: int
    end: int
    attributes: dict[str, Any] = field(default_factory=dict)
    error: str | None = None


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str, separators=(",", ":"))


def _hex(*parts: Any, size: int) -> str:
    return hashlib.sha256("\x1f".join(map(str, parts)).encode()).hexdigest()[: size * 2]


def _trace_id(trajectory: Trajectory, index: int) -> str:
    known = trajectory.metadata.get("trace_id")
    if isinstance(known, str) and len(known) == 32:
        try:
            bytes.fromhex(known)
            return known.lower()
        except ValueError:
            pass
    return _hex("trace", index, trajectory.to_json(indent=None), size=16)


def _session(trajectory: Trajectory) -> str | None:
    for key in ("session_id", "thread_id", "conversation_id"):
        value = trajectory.metadata.get(key)
        if value:
            return str(value)
    return None


def _agent(trajectory: Trajectory) -> str | None:
    for message in trajectory.messages:
        if message.metadata.get("agent"):
            return str(message.metadata["agent"])
        for call in message.tool_calls:
            if call.metadata.get("agent"):
                return str(call.metadata["agent"])
    name = trajectory.metadata.get("name")
    return str(name) if name else None


def _error_type(error: str) -> str:
    head = error.split("(", 1)[0]
    return head if head.isidentifier() and "(" in error else "tool_error"


def _seconds_to_ns(value: Any) -> int | None:
    return int(value * 1e9) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


class _Clock:
    """Span times: the recorded ones when all are known, else a tick per span in conversation order."""

    def __init__(self, trajectory: Trajectory, base: int) -> None:
        timed = [
            m.metadata
            for m in trajectory.messages
            if m.role == "assistant" and not m.metadata.get("synthetic")
        ]
        timed += [c.metadata for c in trajectory.tool_calls() if c.metadata.get("executed", True)]
        self.real = bool(timed) and all(
            _seconds_to_ns(m.get("start_time")) is not None and _seconds_to_ns(m.get("end_time")) is not None
            for m in timed
        )
        self.now = base if not self.real else 0

    def span(self, metadata: Mapping[str, Any]) -> tuple[int, int]:
        if self.real:
            start, end = _seconds_to_ns(metadata.get("start_time")), _seconds_to_ns(metadata.get("end_time"))
            if start is None or end is None:  # a call that never ran: right after the span before it
                start = end = self.now + 1
            self.now = max(self.now, start)
            return start, max(start, end)
        self.now += _TICK_NS
        start = self.now
        self.now += _TICK_NS
        return start, self.now


def plan_spans(trajectories: Iterable[Trajectory], conventions: Conventions = "genai") -> list[SpanSpec]:
    """The spans of ``trajectories`` under ``conventions`` (one trace each, root first).

    Raises:
        ValueError: for unknown ``conventions``.
    """
    if conventions not in CONVENTIONS:
        raise ValueError(f"conventions must be one of {list(CONVENTIONS)}, got {conventions!r}")
    out: list[SpanSpec] = []
    for index, trajectory in enumerate(trajectories):
        names = _GenAINames() if conventions == "genai" else _OpenInferenceNames()
        out.extend(_plan(trajectory, index, names))
    return out


class _Names:
    """How one convention names the spans and their attributes."""

    def root(
        self, agent: str | None, session: str | None, trajectory: Trajectory
    ) -> tuple[str, dict[str, Any]]:
        raise NotImplementedError

    def turn(
        self, message: Message, new: list[Message], requested: list[ToolCall]
    ) -> tuple[str, dict[str, Any]]:
        raise NotImplementedError

    def call(self, call: ToolCall) -> tuple[str, dict[str, Any]]:
        raise NotImplementedError


def _result_text(result: Any) -> tuple[str, str | None]:
    """A result as attribute text and its encoding marker (``json``: decode it; ``text``: it only looks like
    JSON; None: plain text)."""
    if isinstance(result, str):
        stripped = result.strip()
        looks_json = stripped[:1] in ("{", "[") and stripped[-1:] in ("}", "]")
        return result, "text" if looks_json else None
    return _json(result), "json"


class _GenAINames(_Names):
    def root(
        self, agent: str | None, session: str | None, trajectory: Trajectory
    ) -> tuple[str, dict[str, Any]]:
        attributes: dict[str, Any] = {"gen_ai.operation.name": "invoke_agent"}
        if agent:
            attributes["gen_ai.agent.name"] = agent
        if session:
            attributes["gen_ai.conversation.id"] = session
        if trajectory.scenario:
            attributes["langchain_trajectory.scenario"] = trajectory.scenario
        return f"invoke_agent {agent}" if agent else "invoke_agent", attributes

    def turn(
        self, message: Message, new: list[Message], requested: list[ToolCall]
    ) -> tuple[str, dict[str, Any]]:
        parts: list[dict[str, Any]] = (
            [{"type": "text", "content": message.content}] if message.content else []
        )
        parts.extend(
            {"type": "tool_call", "id": c.id, "name": c.name, "arguments": dict(c.args)} for c in requested
        )
        attributes: dict[str, Any] = {
            "gen_ai.operation.name": "chat",
            "gen_ai.input.messages": _json(
                [{"role": m.role, "parts": [{"type": "text", "content": m.content}]} for m in new]
            ),
            "gen_ai.output.messages": _json(
                [{"role": "assistant", "parts": parts, "finish_reason": "tool_call" if requested else "stop"}]
            ),
        }
        _scope_attributes(attributes, message.metadata, "gen_ai.agent.name", "langgraph.node")
        if message.metadata.get("id"):
            attributes["gen_ai.response.id"] = str(message.metadata["id"])
        return "chat", attributes

    def call(self, call: ToolCall) -> tuple[str, dict[str, Any]]:
        attributes: dict[str, Any] = {
            "gen_ai.operation.name": "execute_tool",
            "gen_ai.tool.name": call.name,
            "gen_ai.tool.type": "function",
            "gen_ai.tool.call.arguments": _json(dict(call.args)),
        }
        if call.id is not None:
            attributes["gen_ai.tool.call.id"] = call.id
        if call.error is None and call.result is not None:
            text, encoding = _result_text(call.result)
            attributes["gen_ai.tool.call.result"] = text
            if encoding:
                attributes[RESULT_ENCODING] = encoding
        if call.error is not None:
            attributes["error.type"] = _error_type(call.error)
        _scope_attributes(attributes, call.metadata, "gen_ai.agent.name", "langgraph.node")
        return f"execute_tool {call.name}", attributes


def _scope_attributes(
    attributes: dict[str, Any], metadata: Mapping[str, Any], agent_key: str, node_key: str
) -> None:
    if metadata.get("agent"):
        attributes[agent_key] = str(metadata["agent"])
    if metadata.get("node"):
        attributes[node_key] = str(metadata["node"])


def _oi_metadata(metadata: Mapping[str, Any], session: str | None = None) -> str:
    out: dict[str, Any] = {}
    if metadata.get("agent"):
        out["lc_agent_name"] = str(metadata["agent"])
    if metadata.get("node"):
        out["langgraph_node"] = str(metadata["node"])
    if session:
        out["thread_id"] = session
    return _json(out)


class _OpenInferenceNames(_Names):
    def __init__(self) -> None:
        self.session: str | None = None

    def root(
        self, agent: str | None, session: str | None, trajectory: Trajectory
    ) -> tuple[str, dict[str, Any]]:
        self.session = session
        first_user = next((m.content for m in trajectory.messages if m.role == "user"), None)
        last_reply = next((m.content for m in reversed(trajectory.messages) if m.role == "assistant"), None)
        attributes: dict[str, Any] = {"openinference.span.kind": "AGENT"}
        if agent:
            attributes["agent.name"] = agent
        if first_user is not None:
            attributes["input.value"] = first_user
        if last_reply is not None:
            attributes["output.value"] = last_reply
        if session:
            attributes["session.id"] = session
        if trajectory.scenario:
            attributes["langchain_trajectory.scenario"] = trajectory.scenario
        attributes["metadata"] = _oi_metadata({"agent": agent}, session)
        return agent or "agent", attributes

    def turn(
        self, message: Message, new: list[Message], requested: list[ToolCall]
    ) -> tuple[str, dict[str, Any]]:
        attributes: dict[str, Any] = {"openinference.span.kind": "LLM"}
        for i, m in enumerate(new):
            attributes[f"llm.input_messages.{i}.message.role"] = m.role
            attributes[f"llm.input_messages.{i}.message.content"] = m.content
        prefix = "llm.output_messages.0.message"
        attributes[f"{prefix}.role"] = "assistant"
        attributes[f"{prefix}.content"] = message.content
        for j, call in enumerate(requested):
            if call.id is not None:
                attributes[f"{prefix}.tool_calls.{j}.tool_call.id"] = call.id
            attributes[f"{prefix}.tool_calls.{j}.tool_call.function.name"] = call.name
            attributes[f"{prefix}.tool_calls.{j}.tool_call.function.arguments"] = _json(dict(call.args))
        if self.session:
            attributes["session.id"] = self.session
        attributes["metadata"] = _oi_metadata(message.metadata, self.session)
        return "llm", attributes

    def call(self, call: ToolCall) -> tuple[str, dict[str, Any]]:
        attributes: dict[str, Any] = {
            "openinference.span.kind": "TOOL",
            "tool.name": call.name,
            "input.value": _json(dict(call.args)),
            "input.mime_type": "application/json",
        }
        if call.id is not None:
            attributes["tool_call.id"] = call.id
        if call.error is None and call.result is not None:
            text, encoding = _result_text(call.result)
            attributes["output.value"] = text
            attributes["output.mime_type"] = "application/json" if encoding == "json" else "text/plain"
        if self.session:
            attributes["session.id"] = self.session
        attributes["metadata"] = _oi_metadata(call.metadata, self.session)
        return call.name, attributes


def _plan(trajectory: Trajectory, index: int, names: _Names) -> list[SpanSpec]:
    trace_id = _trace_id(trajectory, index)
    counter = iter(range(1 << 30))

    def span_id() -> str:
        return _hex(trace_id, next(counter), size=8)

    clock = _Clock(trajectory, _EPOCH_NS + index * 1_000_000_000)
    agent = _agent(trajectory)
    session = _session(trajectory)
    root_name, root_attributes = names.root(agent, session, trajectory)
    root = SpanSpec(
        trace_id, span_id(), None, root_name, 0, 0, root_attributes, trajectory.metadata.get("error")
    )
    children: list[SpanSpec] = []
    new: list[Message] = []
    for message in trajectory.messages:
        if message.role != "assistant":
            new.append(message)
            continue
        requested = [c for c in message.tool_calls if c.metadata.get("requested", True)]
        if not message.metadata.get("synthetic"):
            name, attributes = names.turn(message, new, requested)
            start, end = clock.span(message.metadata)
            children.append(SpanSpec(trace_id, span_id(), root.span_id, name, start, end, attributes))
        new = []
        for call in message.tool_calls:
            if call.result is None and call.error is None and call.metadata.get("executed") is False:
                continue  # requested, never ran, never answered: the request alone says so
            name, attributes = names.call(call)
            start, end = clock.span(call.metadata)
            children.append(
                SpanSpec(trace_id, span_id(), root.span_id, name, start, end, attributes, call.error)
            )
    if new:  # user messages after the last model turn: nowhere to put them but the root
        root.attributes["langchain_trajectory.trailing_messages"] = _json(
            [{"role": m.role, "content": m.content} for m in new]
        )
    root.start = min((c.start for c in children), default=clock.now + _TICK_NS) - _TICK_NS
    root.end = max((c.end for c in children), default=root.start + _TICK_NS) + _TICK_NS
    return [root, *children]
