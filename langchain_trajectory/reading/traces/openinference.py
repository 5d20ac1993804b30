"""Read OpenTelemetry traces that follow the OpenInference conventions (Phoenix, Arize).

What is read (``openinference.span.kind`` decides what a span is):

* ``LLM``: a model turn. ``llm.output_messages.0.message.content`` (or its ``contents.*.message_content.text``
  parts) is its text; ``llm.output_messages.0.message.tool_calls.M.tool_call.id`` / ``.function.name`` /
  ``.function.arguments`` are the calls it requested; ``llm.input_messages.N.message.role`` / ``.content`` give the
  system and user messages before it (those after the input's last assistant or tool message);
* ``TOOL``: a tool run: ``tool.name`` (else the span name), ``tool_call.id`` when set, ``input.value`` /
  ``output.value`` (decoded as JSON when their ``*.mime_type`` is ``application/json``; a LangChain ``ToolMessage``
  output gives the content, its ``tool_call_id`` and, with ``status="error"``, the call's error). The arguments a
  tool span records are used only when no model turn requested the call (the LangChain instrumentation writes a
  single-argument tool's input as the bare value); an ``ERROR`` status makes the call failed;
* ``AGENT``: names the agent of the spans inside (``agent.name``, else the span name), unless LangChain's
  ``lc_agent_name`` in the ``metadata`` attribute names it; ``langgraph_node`` there names the node;
* any other span (``CHAIN``): ToolMessages in its ``output.value`` answer calls no tool ran (unknown tools).

One trajectory per trace, with ``metadata["trace_id"]`` and ``metadata["session_id"]`` from ``session.id`` (or a
``thread_id`` in the metadata); ``split="session"`` joins the traces of one session.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from typing import Any

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.errors import TrajectoryInputError
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
    run_metadata,
    text_of,
    tool_message_answer,
    tool_messages_in,
)
from langchain_trajectory.reading.traces.otel import Split, read_spans
from langchain_trajectory.reading.traces.spans import Span, error_of
from langchain_trajectory.trajectory import Message, Trajectory

__all__ = ["trajectories_from_openinference", "unflatten"]

KIND = "openinference.span.kind"
JSON_MIME = "application/json"


def trajectories_from_openinference(data: Any, *, split: Split = "trace") -> list[Trajectory]:
    """The trajectories of OpenTelemetry spans following the OpenInference conventions.

    Args:
        data: OTLP JSON, span JSON objects (``ReadableSpan.to_json()``, Phoenix's span JSON with nested or flat
            attributes), or ``opentelemetry-sdk`` span objects; see [`trajectories_from_otel`][langchain_trajectory.reading.trajectories_from_otel].
        split: ``trace``: one trajectory per trace; ``session``: traces sharing ``session.id`` joined into one.

    Raises:
        TrajectoryInputError: for broken JSON, malformed spans or trees, or an LLM span's tool call without a
            function name (naming the span and the attribute).
    """
    return read_spans(data, _OpenInference(), split)


def unflatten(attributes: Mapping[str, Any], prefix: str) -> list[dict[str, Any]]:
    """The list an OpenInference flattened attribute family spells: ``prefix.0.message.role`` -> ``[{"message":
    {"role": ...}}]`` (numeric segments are list indices, in index order)."""
    keys = [key for key in attributes if key.startswith(prefix)]
    if not keys:
        return []
    values = [attributes[key] for key in keys]
    for value in values:
        if isinstance(value, dict):  # a dict value is part of the tree: its shape depends on the values
            return _walk(keys, values, len(prefix))
    return _filled(_shape(tuple(keys), len(prefix)), values)


def _walk(keys: list[str], values: Sequence[Any], start: int) -> list[dict[str, Any]]:
    """The family of ``keys`` (each ``prefix`` + segments, ``prefix`` ``start`` characters long) and their
    ``values``, inserted in order (a key whose path runs into a value set before is skipped) and listed."""
    root: dict[Any, Any] = {}
    for key, value in zip(keys, values, strict=True):
        node = root
        path, last = _segments(key[start:])
        for segment in path:
            node = node.setdefault(segment, {})
            if not isinstance(node, dict):
                break
        else:
            node[last] = value
    tree = _as_lists(root)
    return [item if isinstance(item, dict) else {} for item in tree] if isinstance(tree, list) else []


@functools.lru_cache(maxsize=256)
def _shape(keys: tuple[str, ...], start: int) -> list[Any]:
    """What `_walk` makes of ``keys`` whatever their values, when no value is a dict: the same lists and dicts,
    with each value's index in place of the value (spans of one kind repeat the same keys)."""
    return _walk(list(keys), range(len(keys)), start)


def _filled(shape: Any, values: list[Any]) -> Any:
    """A fresh copy of a `_shape` with the values in place of their indices."""
    if type(shape) is list:
        items = []
        for item in shape:
            items.append(values[item] if type(item) is int else _filled(item, values))
        return items
    out = {}
    for key, item in shape.items():
        out[key] = values[item] if type(item) is int else _filled(item, values)
    return out


@functools.lru_cache(maxsize=8192)
def _segments(path: str) -> tuple[tuple[int | str, ...], int | str]:
    """``"0.message.role"`` -> ``((0, "message"), "role")``: the segments leading to the last one, and the last
    (the same few hundred keys recur in every span)."""
    *leading, last = (int(segment) if segment.isdigit() else segment for segment in path.split("."))
    return tuple(leading), last


def _as_lists(node: dict[Any, Any]) -> Any:
    """A tree of ``unflatten`` with every dict whose keys are all indices as the list of its values in index
    order (dict values are converted too; other values are kept). Plain loops: no comprehension frames."""
    for key in node:
        if type(key) is not int:  # keys are the segments: ints and strs
            out = {}
            for key, value in node.items():
                out[key] = _as_lists(value) if isinstance(value, dict) else value
            return out
    if not node:
        return {}
    items = []
    for _, value in sorted(node.items()):
        items.append(_as_lists(value) if isinstance(value, dict) else value)
    return items


def _dict(value: Any) -> Mapping[str, Any]:
    return value if is_mapping(value) else {}


def _message_text(message: Mapping[str, Any]) -> str:
    content = message.get("content")
    if content is not None:
        return text_of(content)
    contents = message.get("contents")
    if isinstance(contents, list):
        return "".join(
            str(_dict(_dict(c).get("message_content")).get("text") or "")
            for c in contents
            if _dict(_dict(c).get("message_content")).get("type", "text") == "text"
        )
    return ""


def _value(span: Span, name: str) -> Any:
    """``input.value`` / ``output.value``, decoded when its mime type says JSON."""
    raw = span.attributes.get(f"{name}.value")
    if span.attributes.get(f"{name}.mime_type") == JSON_MIME and isinstance(raw, str):
        try:
            return load_json(raw)
        except (json.JSONDecodeError, RecursionError):
            return raw
    return raw


class _OpenInference(Dialect):
    format = "openinference"

    def _kind(self, span: Span) -> str:
        """The span's kind, upper case (``""`` without one); read once per span, asked up to four times."""
        kind = span.memo.get(KIND)
        if kind is None:
            raw = span.attributes.get(KIND)
            kind = span.memo[KIND] = raw.upper() if isinstance(raw, str) else ""
        return kind

    def agent(self, span: Span) -> str | None:
        named = run_metadata(span).get("lc_agent_name") or span.attributes.get("agent.name")
        if named:
            return str(named)
        return span.name if self._kind(span) == "AGENT" else None

    def session(self, span: Span) -> str | None:
        session = span.attributes.get("session.id")
        return str(session) if session else super().session(span)

    def tool_name(self, span: Span) -> str | None:
        if self._kind(span) != "TOOL":
            return None
        name = span.attributes.get("tool.name") or span.name
        if not isinstance(name, str) or not name.strip():
            raise TrajectoryInputError(f"{span.label}: a TOOL span needs a non-blank 'tool.name'")
        return name

    def turn(self, span: Span, scope: Scope) -> Turn | None:
        if self._kind(span) != "LLM":
            return None
        outputs = unflatten(span.attributes, "llm.output_messages.")
        reply = _dict(_dict(outputs[0]).get("message")) if outputs else {}
        calls = []
        raw_calls = reply.get("tool_calls")
        for j, item in enumerate(raw_calls if isinstance(raw_calls, list) else []):
            call = _dict(_dict(item).get("tool_call"))
            function = _dict(call.get("function"))
            where = f"llm.output_messages.0.message.tool_calls.{j}.tool_call"
            name = function.get("name")
            if not isinstance(name, str) or not name.strip():
                raise TrajectoryInputError(f"{span.label}: {where}.function.name must be a non-blank string")
            call_id = call.get("id")
            calls.append(
                {
                    "name": name,
                    "args": parse_arguments(
                        function.get("arguments"), span.label, f"{where}.function.arguments"
                    ),
                    "id": str(call_id) if call_id is not None else None,
                    "error": None,
                    "metadata": {},
                }
            )
        instructions, inputs = self._inputs(span)
        return Turn(span, _message_text(reply), calls, inputs, scope, instructions=instructions)

    def _inputs(self, span: Span) -> tuple[list[Message], list[Message]]:
        messages = [_dict(_dict(m).get("message")) for m in unflatten(span.attributes, "llm.input_messages.")]
        last_reply = max(
            (i for i, m in enumerate(messages) if m.get("role") in ("assistant", "tool", "ai")), default=-1
        )
        instructions: list[Message] = []
        inputs: list[Message] = []
        for i, message in enumerate(messages):
            role = message.get("role")
            if role == "system":
                (inputs if i > last_reply else instructions).append(Message.system(_message_text(message)))
            elif role in ("user", "human") and i > last_reply:
                inputs.append(Message.user(_message_text(message)))
        return instructions, inputs

    def execution(self, span: Span, name: str, scope: Scope) -> Execution:
        inputs = _value(span, "input")
        extra: dict[str, Any] = {}
        if is_mapping(inputs):
            args: dict[str, Any] | None = {str(k): v for k, v in inputs.items()}
        else:
            args = python_literal_arguments(inputs)
            if args is None and inputs is not None:
                extra["raw_args"] = inputs
        result = _value(span, "output")
        call_id = span.attributes.get("tool_call.id")
        call_id = str(call_id) if call_id is not None else None
        error = error_of(span)
        answer = tool_message_answer(result)
        if answer is not None:
            (result, message_error), message_id = answer
            error = error or message_error
            call_id = call_id or message_id
        return Execution(span, name, args, call_id, None if error else result, error, scope, extra)

    def answers(self, span: Span) -> list[tuple[Answer, str]]:
        if self._kind(span) in ("LLM", "TOOL") or "output.value" not in span.attributes:
            return []
        return tool_messages_in(decode_json(span.attributes["output.value"]))
