"""Whole inputs -> the data model: the built-in readers of the registry, and the functions that dispatch to it.

[`to_trajectory`][langchain_trajectory.reading.to_trajectory] and [`to_tool_calls`][langchain_trajectory.reading.to_tool_calls] refuse ``None`` (a missing trajectory is an error, never an
empty one that passes) and a bare string (far more often a final answer than a one-call trajectory), then hand the
input to the first format of [`FORMATS`][langchain_trajectory.reading.FORMATS] whose sniff accepts it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._assemble import is_message, read_conversation, read_conversation_calls
from langchain_trajectory.reading._calls import call_fields, key_names, type_name
from langchain_trajectory.reading._registry import Format, find_format
from langchain_trajectory.reading.openai import is_message_dict
from langchain_trajectory.reading.traces.spans import load_json_documents
from langchain_trajectory.trajectory import EMPTY, Message, ToolCall, Trajectory, _checked_tool_call

__all__ = [
    "BUILTIN_FORMATS",
    "WRAPPER_KEYS",
    "is_bare_reply",
    "to_tool_call",
    "to_tool_calls",
    "to_trajectory",
    "trajectory_from_messages",
]

WRAPPER_KEYS = ("trajectory", "messages", "tool_calls", "output", "outputs")
"""Keys that, in this order of preference, hold a trajectory inside a dict (LangSmith wraps a bare return value
as ``{"output": value}``; LangGraph states hold ``messages``)."""


# -- the public entry points ----------------------------------------------------------------------------------


def to_tool_call(value: Any, index: int = 0, *, label: str = "tool call") -> ToolCall:
    """Read one tool call: a ``ToolCall``, a tool-call dict (ours, LangChain's, OpenAI's, Anthropic's), or a bare
    name.

    Raises:
        TrajectoryInputError: naming ``index`` and the field that is wrong.
    """
    if isinstance(value, ToolCall):
        return value
    return _checked_tool_call(call_fields(value, f"{label} {index}"))


def to_tool_calls(value: Any, *, what: str = "trajectory") -> list[ToolCall]:
    """Read any accepted shape as a flat, ordered list of tool calls.

    A list of messages contributes the tool calls of its assistant messages (without building the messages); a
    list of tool calls is read element by element; a ``Trajectory`` gives [`Trajectory.tool_calls`][langchain_trajectory.trajectory.Trajectory.tool_calls].

    Args:
        value: The input.
        what: How to name the input in error messages (``actual``, ``expected``, ...).

    Raises:
        TrajectoryInputError: for ``None``, an unsupported shape, or a malformed element.
    """
    if type(value) is list and value and is_message(value[0]):  # the common case first
        return _conversation_calls(value, what)
    return _format(value, what).calls(value, what)


def to_trajectory(value: Any, *, what: str = "trajectory") -> Trajectory:
    """Read any accepted shape as a [`Trajectory`][langchain_trajectory.trajectory.Trajectory].

    A list of messages (LangChain, OpenAI, Anthropic, ``Message``) keeps the conversation; a list of tool calls
    becomes one assistant message carrying them; JSON text produced by [`Trajectory.to_json`][langchain_trajectory.trajectory.Trajectory.to_json] is parsed.

    Raises:
        TrajectoryInputError: for ``None``, an unsupported shape, or a malformed element.
    """
    if isinstance(value, Trajectory):
        return value
    if type(value) is list and value and is_message(value[0]):  # the common case first (what "sequence" reads)
        return trajectory_from_messages(value)
    return _format(value, what).trajectory(value, what)


def trajectory_from_messages(
    messages: Any, *, scenario: str = "", metadata: Mapping[str, Any] | None = None
) -> Trajectory:
    """Build a [`Trajectory`][langchain_trajectory.trajectory.Trajectory] from messages of any form (LangChain messages and chunks, OpenAI and Anthropic
    message dicts, serialized LangChain messages, ``Message`` objects), or a dict holding ``messages`` (a
    LangGraph state).

    Tool results are paired onto their call (by ``tool_call_id``; without one, the oldest unanswered call of the
    assistant message before it, by ``name`` when given); an error result becomes the call's ``error``;
    ``invalid_tool_calls`` become calls whose ``error`` says why they were invalid. Each assistant message's calls
    get ``step`` = the index of that assistant message (the model turn). A LangGraph state's ``active_agent``
    (langgraph-swarm) is kept in ``metadata["active_agent"]``.

    Raises:
        TrajectoryInputError: for a malformed message (naming its index and field) or a tool result that
            answers no call.
    """
    if not isinstance(scenario, str):
        raise TrajectoryInputError(f"scenario must be a string, got {type_name(scenario)}")
    if metadata is not None and not isinstance(metadata, Mapping):
        raise TrajectoryInputError(f"metadata must be a dict, got {type_name(metadata)}")
    out = tuple(
        Message(
            role=role,  # type: ignore[arg-type]  # one of the roles the readers produce
            content=content,
            tool_calls=tuple(_checked_tool_call(fields) for fields in calls),
            metadata=extra or EMPTY,  # type: ignore[arg-type]  # a FrozenDict is a dict
        )
        for role, content, calls, extra in read_conversation(messages)
    )
    extra = dict(metadata or {})
    if isinstance(messages, Mapping):
        active = messages.get("active_agent")
        if isinstance(active, str) and "active_agent" not in extra:
            extra["active_agent"] = active  # a langgraph-swarm state: the agent the next turn goes to
    return Trajectory(messages=out, scenario=scenario, metadata=extra)


def is_bare_reply(value: Any) -> bool:
    """Whether ``value`` is one message (a LangChain message, a ``Message``, a message dict), bare or in
    LangSmith's ``{"output": ...}`` wrapper: what a target returning only its final reply produces, which says
    nothing of the tool calls made on the way."""
    if isinstance(value, Mapping) and len(value) == 1 and "output" in value:
        value = value["output"]
    return is_message(value)


# -- dispatch -------------------------------------------------------------------------------------------------


def _format(value: Any, what: str) -> Format:
    if value is None:
        raise TrajectoryInputError(
            f"{what} is missing (got None); pass a trajectory, a message list or tool calls"
        )
    if isinstance(value, str | bytes) and not _is_json_text(value) and _trace_document(value) is None:
        # A lone string is far more often a final answer than a one-call trajectory: reading it as a tool name
        # would let a run that returned only text pass a trajectory check. Inside a list it is a tool name.
        raise TrajectoryInputError(
            f"{what}: got a bare string ({str(value)[:60]!r}), not a trajectory; wrap tool names in a list"
        )
    fmt = find_format(value)
    if fmt is not None:
        return fmt
    if isinstance(value, Mapping):
        raise TrajectoryInputError(
            f"{what}: a dict must hold one of {list(WRAPPER_KEYS)} or be a tool call with 'name'; "
            f"got keys {key_names(value)}"
        )
    raise TrajectoryInputError(
        f"{what}: expected a Trajectory, a list of messages or tool calls, or a dict holding one; "
        f"got {type_name(value)}"
    )


def _conversation_calls(messages: Any, what: str) -> list[ToolCall]:
    """The tool calls of a message list, as [`trajectory_from_messages`][langchain_trajectory.capture.from_messages] reads them, without building the
    messages (what the trajectory-match evaluators need, on their hot path)."""
    return list(map(_checked_tool_call, read_conversation_calls(messages)))


def _calls_list(items: Sequence[Any]) -> list[ToolCall]:
    try:
        return [
            item if isinstance(item, ToolCall) else _checked_tool_call(call_fields(item, ""))
            for item in items
        ]
    except TrajectoryInputError:
        # Locations are formatted only for errors: read again (a pure function) to name the element.
        for i, item in enumerate(items):
            to_tool_call(item, i)
        raise


def _is_json_text(value: Any) -> bool:
    if isinstance(value, bytes):
        return value.lstrip()[:1] == b"{"
    return value.lstrip()[:1] == "{"


def _looks_like_tool_call(value: Any) -> bool:
    return (
        isinstance(value, Mapping)
        and not is_message_dict(value)
        and ("name" in value or "function" in value or "tool_name" in value)
        and not any(key in value for key in ("messages", "trajectory", "tool_calls"))
    )


_WRAPPER_DEPTH = 32
"""How deep wrappers may nest (``{"output": {"output": ...}}``); real outputs nest two or three deep."""


def _wrapped(value: Mapping[str, Any], what: str) -> Any:
    """What the wrapper holds (read again by the caller), after checking the chain of wrappers it starts is at
    most `_WRAPPER_DEPTH` deep (reading it level by level would otherwise exhaust the stack)."""
    inner: Any = value
    for _ in range(_WRAPPER_DEPTH):
        inner = next((inner[k] for k in WRAPPER_KEYS if k in inner), None)
        if not isinstance(inner, Mapping) or not any(k in inner for k in WRAPPER_KEYS):
            break
    else:
        raise TrajectoryInputError(
            f"{what}: wrappers ('output', 'tool_calls', ...) nested more than {_WRAPPER_DEPTH} deep"
        )
    for key in WRAPPER_KEYS:
        if key in value:
            inner = value[key]
            if inner is None:
                raise TrajectoryInputError(f"{what}: {key!r} is None; a missing trajectory is an error")
            return inner
    raise AssertionError("handles() said the dict holds a wrapper key")  # pragma: no cover


def _serialized_trajectory(value: Mapping[str, Any]) -> Trajectory | None:
    """``value`` as the ``model_dump()`` of a Trajectory, or None when it is not one (a LangGraph state that
    happens to carry a ``scenario`` key is read as a state)."""
    try:
        return Trajectory.model_validate(value)
    except (ValidationError, TrajectoryInputError):
        return None


def _from_json_text(value: str | bytes, what: str) -> Trajectory:
    try:
        return Trajectory.from_json(value)
    except TrajectoryInputError as exc:
        error = exc
    document = _trace_document(value)
    if document is not None:  # the text of a trace document: read as that document is
        data, fmt = document
        return fmt.trajectory(data, what)
    raise TrajectoryInputError(f"{what}: JSON text is not a serialized Trajectory: {error}") from None


def _trace_document(text: str | bytes) -> tuple[Any, Format] | None:
    """The parsed text and its trace format, when the text is a trace document; else None."""
    try:
        data = load_json_documents(text, "JSON text")
    except TrajectoryInputError:
        return None
    fmt = find_format(data, traces=True)
    return None if fmt is None else (data, fmt)


def _as_list(value: Any) -> list[Any]:
    return value if type(value) is list else list(value)


def _sequence_trajectory(value: Any, what: str) -> Trajectory:
    items = _as_list(value)
    if items and is_message(items[0]):
        return trajectory_from_messages(items)
    calls = _calls_list(items)
    return Trajectory(messages=(Message.assistant(tool_calls=calls),) if calls else ())


def _sequence_calls(value: Any, what: str) -> list[ToolCall]:
    items = _as_list(value)
    if items and is_message(items[0]):
        return _conversation_calls(items, what)
    return _calls_list(items)


def _is_sequence(value: Any) -> bool:
    return isinstance(value, Sequence) and not isinstance(value, str | bytes | bytearray)


BUILTIN_FORMATS: tuple[Format, ...] = (
    Format("trajectory", lambda v: isinstance(v, Trajectory), lambda v, w: v, lambda v, w: v.tool_calls()),
    Format("json_text", lambda v: isinstance(v, str | bytes), _from_json_text),
    Format(
        "tool_call",
        lambda v: isinstance(v, ToolCall) or _looks_like_tool_call(v),
        lambda v, w: Trajectory(messages=(Message.assistant(tool_calls=[to_tool_call(v)]),)),
        lambda v, w: [to_tool_call(v)],
    ),
    Format(
        "message",
        is_message,
        lambda v, w: trajectory_from_messages([v]),
        lambda v, w: _conversation_calls([v], w),
    ),
    Format(
        "serialized_trajectory",
        lambda v: (
            isinstance(v, Mapping)
            and "messages" in v
            and "scenario" in v
            and _serialized_trajectory(v) is not None
        ),
        lambda v, w: _serialized_trajectory(v),  # type: ignore[arg-type,return-value]
    ),
    Format(
        "wrapper",
        lambda v: isinstance(v, Mapping) and any(key in v for key in WRAPPER_KEYS),
        lambda v, w: to_trajectory(_wrapped(v, w), what=w),
        lambda v, w: to_tool_calls(_wrapped(v, w), what=w),
    ),
    Format("sequence", _is_sequence, _sequence_trajectory, _sequence_calls),
)
"""The built-in whole-input formats, in the order :mod:`langchain_trajectory.reading` registers them (the
trace formats go between ``json_text`` and ``tool_call``)."""
