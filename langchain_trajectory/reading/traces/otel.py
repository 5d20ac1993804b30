"""Read OpenTelemetry traces that follow the GenAI semantic conventions.

What is read (``gen_ai.operation.name`` decides what a span is):

* ``chat`` (also ``text_completion``, ``generate_content``): a model turn. ``gen_ai.output.messages`` gives its
  text (``text`` parts) and requested tool calls (``tool_call`` parts: ``id``, ``name``, ``arguments``);
  ``gen_ai.system_instructions`` and ``gen_ai.input.messages`` give the system and user messages before it (those
  after the input's last assistant or tool message), and ``tool_call_response`` parts answer earlier calls. Both
  may be JSON text or structured values. A chat span without content (content capture is opt-in) is a turn with
  no text and no calls;
* ``execute_tool``: a tool run: ``gen_ai.tool.name`` (required), ``gen_ai.tool.call.id``,
  ``gen_ai.tool.call.arguments`` and ``gen_ai.tool.call.result`` (JSON text decoded when it is an object or an
  array; a LangChain ``ToolMessage`` gives its content, and its ``status="error"`` makes the call failed); an
  ``ERROR`` status makes the call failed, its error rebuilt as ``Type('message')`` from the ``exception`` event
  (as the recorder writes ``repr(error)``) or taken from the status description;
* ``invoke_agent`` / ``create_agent``: ``gen_ai.agent.name`` names the agent of the spans inside (so does
  ``gen_ai.agent.name`` on any span, or LangChain's ``lc_agent_name`` in the run metadata an instrumentation
  copies onto spans); ``langgraph.node`` (or ``langgraph_node`` metadata) names the node.

One trajectory per trace, with ``metadata["trace_id"]`` and, when a span carries one, ``metadata["session_id"]``
(``gen_ai.conversation.id``, or a ``thread_id`` / ``session_id`` in LangChain metadata); ``split="session"`` joins
the traces of one conversation. The pairing of tool runs with requested calls is described in
`langchain_trajectory.reading.traces._trace`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._collection import collection_paused
from langchain_trajectory.reading.traces._trace import (
    Answer,
    Dialect,
    Execution,
    Scope,
    Turn,
    decode_json,
    is_mapping,
    parse_arguments,
    python_literal_arguments,
    read_tree,
    text_of,
    tool_message_answer,
    tool_messages_in,
)
from langchain_trajectory.reading.traces.sessions import merge_sessions
from langchain_trajectory.reading.traces.spans import Span, error_of, span_trees, spans_from
from langchain_trajectory.trajectory import Message, Trajectory

__all__ = ["RESULT_ENCODING", "Split", "trajectories_from_otel"]

Split = Literal["trace", "session"]

CHAT_OPERATIONS = frozenset({"chat", "text_completion", "generate_content"})
AGENT_OPERATIONS = frozenset({"invoke_agent", "create_agent"})

RESULT_ENCODING = "langchain_trajectory.result.encoding"
"""Attribute our writer sets when ``gen_ai.tool.call.result`` is JSON (``json``) or text that only looks like
JSON (``text``), so a written trajectory reads back exactly."""

_TASK_OUTPUTS = ("gen_ai.task.output", "traceloop.entity.output")


def trajectories_from_otel(data: Any, *, split: Split = "trace") -> list[Trajectory]:
    """The trajectories of OpenTelemetry spans following the GenAI semantic conventions.

    Args:
        data: OTLP JSON (a parsed document, a list of them, or the text of a file, JSON Lines included), span JSON
            objects (``ReadableSpan.to_json()``), or ``opentelemetry-sdk`` span objects.
        split: ``trace``: one trajectory per trace; ``session``: traces sharing a conversation id joined into one.

    Returns:
        One trajectory per trace (or conversation), in start order.

    Raises:
        TrajectoryInputError: for broken JSON, a malformed span, a duplicate span id, a parent missing from its
            trace, a parent cycle, an ``execute_tool`` span without ``gen_ai.tool.name``, or malformed messages
            (each names the span and the attribute).
    """
    return read_spans(data, _GenAI(), split)


def read_spans(data: Any, dialect: Dialect, split: Split) -> list[Trajectory]:
    """Spans in any container, read through ``dialect``; one trajectory per trace (or session)."""
    if split not in ("trace", "session"):
        raise ValueError(f"split must be 'trace' or 'session', got {split!r}")
    with collection_paused():
        trajectories = [read_tree(tree, dialect) for tree in span_trees(spans_from(data))]
        return merge_sessions(trajectories) if split == "session" else trajectories


def _messages(value: Any, span: Span, name: str) -> list[Mapping[str, Any]]:
    """A GenAI messages attribute (JSON text or structured) as a list of message objects (decoded once per span:
    a turn's input messages are read for its inputs and for the tool responses they carry)."""
    if value is None:
        return []
    if isinstance(value, str):
        key = f"messages:{name}"
        known = span.memo.get(key)
        if known is None or known[0] is not value:
            known = span.memo[key] = (value, _decoded_messages(value, span, name))
        return known[1]
    return _decoded_messages(value, span, name)


def _decoded_messages(value: Any, span: Span, name: str) -> list[Mapping[str, Any]]:
    if isinstance(value, str):
        try:
            value = load_json(value)
        except json.JSONDecodeError as exc:
            raise TrajectoryInputError(f"{span.label}: {name!r} is not valid JSON ({exc.msg})") from None
        except RecursionError:
            raise TrajectoryInputError(f"{span.label}: {name!r} is nested too deeply") from None
    if not isinstance(value, list) or not _all_mappings(value):
        raise TrajectoryInputError(f"{span.label}: {name!r} must be a list of message objects")
    return value


_DICT = frozenset({dict})


def _all_mappings(items: list[Any]) -> bool:
    """Whether every item is a mapping (one C-level pass when all are dicts, as decoded JSON's are)."""
    return _DICT.issuperset(map(type, items)) or all(is_mapping(item) for item in items)


def _parts(message: Mapping[str, Any], span: Span, where: str) -> list[Mapping[str, Any]]:
    parts = message.get("parts")
    if parts is None:
        content = message.get("content")  # an older, OpenAI-like form
        return [{"type": "text", "content": content}] if isinstance(content, str) else []
    if not isinstance(parts, list) or not _all_mappings(parts):
        raise TrajectoryInputError(f"{span.label}: {where}.parts must be a list of part objects")
    return parts


def _text(parts: Sequence[Mapping[str, Any]]) -> str:
    return "".join(text_of(p.get("content")) for p in parts if p.get("type") == "text")


class _GenAI(Dialect):
    format = "otlp"

    def agent(self, span: Span) -> str | None:
        name = span.attributes.get("gen_ai.agent.name")
        return str(name) if name else super().agent(span)

    def session(self, span: Span) -> str | None:
        conversation = span.attributes.get("gen_ai.conversation.id")
        return str(conversation) if conversation else super().session(span)

    def tool_name(self, span: Span) -> str | None:
        if span.attributes.get("gen_ai.operation.name") != "execute_tool":
            return None
        name = span.attributes.get("gen_ai.tool.name")
        if not isinstance(name, str) or not name.strip():
            raise TrajectoryInputError(
                f"{span.label}: an execute_tool span needs a non-blank 'gen_ai.tool.name', got {name!r}"
            )
        return name

    def turn(self, span: Span, scope: Scope) -> Turn | None:
        attributes = span.attributes
        if attributes.get("gen_ai.operation.name") not in CHAT_OPERATIONS:
            return None
        name = "gen_ai.output.messages"
        outputs = _messages(attributes.get(name), span, name)
        reply = next((m for m in outputs if m.get("role") in (None, "assistant")), None)
        content, calls = "", []
        if reply is not None:
            index = outputs.index(reply)
            parts = _parts(reply, span, f"{name}[{index}]")
            content = _text(parts)
            for j, part in enumerate(parts):
                if part.get("type") != "tool_call":
                    continue
                where = f"{name}[{index}].parts[{j}]"
                call_name = part.get("name")
                if not isinstance(call_name, str) or not call_name.strip():
                    raise TrajectoryInputError(f"{span.label}: {where}.name must be a non-blank string")
                call_id = part.get("id")
                calls.append(
                    {
                        "name": call_name,
                        "args": parse_arguments(part.get("arguments"), span.label, f"{where}.arguments"),
                        "id": str(call_id) if call_id is not None else None,
                        "error": None,
                        "metadata": {},
                    }
                )
        instructions, inputs = self._inputs(span)
        response_id = attributes.get("gen_ai.response.id")
        return Turn(span, content, calls, inputs, scope, response_id, instructions)

    def _inputs(self, span: Span) -> tuple[list[Message], list[Message]]:
        instructions: list[Message] = []
        system = span.attributes.get("gen_ai.system_instructions")
        if isinstance(system, str) and not system.lstrip().startswith("["):
            instructions.append(Message.system(system))
        elif system is not None:
            text = _text(_messages(system, span, "gen_ai.system_instructions"))
            if text:
                instructions.append(Message.system(text))
        name = "gen_ai.input.messages"
        messages = _messages(span.attributes.get(name), span, name)
        last_reply = max(
            (i for i, m in enumerate(messages) if m.get("role") in ("assistant", "tool")), default=-1
        )
        inputs: list[Message] = []
        for i, message in enumerate(messages):
            role = message.get("role")
            if role not in ("user", "system"):
                continue
            text = _text(_parts(message, span, f"{name}[{i}]"))
            if i > last_reply:
                inputs.append(Message.user(text) if role == "user" else Message.system(text))
            elif role == "system":
                instructions.append(Message.system(text))
        return instructions, inputs

    def responses(self, span: Span) -> list[tuple[Answer, str]]:
        name = "gen_ai.input.messages"
        found: list[tuple[Answer, str]] = []
        for i, message in enumerate(_messages(span.attributes.get(name), span, name)):
            for part in _parts(message, span, f"{name}[{i}]"):
                if part.get("type") == "tool_call_response" and part.get("id") is not None:
                    found.append(((decode_json(part.get("response")), None), str(part["id"])))
        return found

    def execution(self, span: Span, name: str, scope: Scope) -> Execution:
        attributes = span.attributes
        call_id = attributes.get("gen_ai.tool.call.id")
        call_id = str(call_id) if call_id is not None else None
        args, extra = _execution_args(attributes.get("gen_ai.tool.call.arguments"), span)
        result = _result(attributes.get("gen_ai.tool.call.result"), attributes.get(RESULT_ENCODING), span)
        error = error_of(span)
        answer = tool_message_answer(result)
        if answer is not None:
            (result, message_error), message_id = answer
            error = error or message_error
            call_id = call_id or message_id
        return Execution(span, name, args, call_id, None if error else result, error, scope, extra)

    def answers(self, span: Span) -> list[tuple[Answer, str]]:
        found: list[tuple[Answer, str]] = []
        for key in _TASK_OUTPUTS:  # OpenLLMetry's LangChain instrumentation keeps node outputs here
            if key in span.attributes:
                found.extend(tool_messages_in(decode_json(span.attributes[key])))
                break
        return found


def _execution_args(raw: Any, span: Span) -> tuple[dict[str, Any] | None, dict[str, Any]]:
    """A tool span's arguments, or None (with the raw value in the extras) when the span does not record them
    faithfully (not recorded, plain text, a tracer's wrapper around ``str(args)``)."""
    if raw is None:
        return None, {}
    value = decode_json(raw) if isinstance(raw, str) else raw
    if is_mapping(value):
        if "input_str" in value and ("metadata" in value or "tags" in value):
            # OpenLLMetry records the callback's keyword arguments around LangChain's str(args)
            inner = value.get("input_str")
            parsed = decode_json(inner)
            if isinstance(parsed, Mapping):
                return dict(parsed), {}
            literal = python_literal_arguments(inner)
            return (literal, {}) if literal is not None else (None, {"raw_args": inner})
        return {str(k): v for k, v in value.items()}, {}
    if isinstance(raw, str) and raw.strip().startswith("{"):
        literal = python_literal_arguments(raw)
        if literal is not None:
            return literal, {}
        raise TrajectoryInputError(
            f"{span.label}: 'gen_ai.tool.call.arguments' is not a JSON object: {raw[:80]!r}"
        )
    return None, {"raw_args": raw}


def _result(raw: Any, encoding: Any, span: Span) -> Any:
    if encoding == "text" or raw is None:
        return raw
    if encoding == "json":
        if not isinstance(raw, str):
            return raw
        try:
            return load_json(raw)
        except json.JSONDecodeError as exc:
            raise TrajectoryInputError(
                f"{span.label}: 'gen_ai.tool.call.result' is marked JSON but is not ({exc.msg})"
            ) from None
        except RecursionError:
            raise TrajectoryInputError(
                f"{span.label}: 'gen_ai.tool.call.result' is nested too deeply"
            ) from None
    return decode_json(raw)
