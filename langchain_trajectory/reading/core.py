"""Every accepted input shape becomes the data model here, and nowhere else.

Two targets: :func:`to_tool_calls` (a flat list of :class:`ToolCall`) and :func:`to_trajectory`
(a :class:`Trajectory`). Accepted shapes: a ``Trajectory``; ``ToolCall`` objects; tool-call dicts (``name``
with ``args`` or ``arguments``, OpenAI's ``{"function": {"name", "arguments"}}`` form, arguments as a dict or
a JSON object string); bare tool names; LangChain ``BaseMessage`` objects; OpenAI-style message dicts; our
own ``Message`` objects; a dict holding ``trajectory``, ``messages``, ``tool_calls`` or LangSmith's ``output``
wrapper; a LangSmith ``Run``. Anything else raises :class:`TrajectoryInputError` naming the element's index and
field. ``None`` is never an empty trajectory: it is an error.
"""

from __future__ import annotations

import json
import json.scanner
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from langchain_core.messages import AIMessage, BaseMessage, ChatMessage, FunctionMessage, ToolMessage
from langsmith.run_trees import RunTree
from langsmith.schemas import Run
from pydantic import ValidationError

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading.review import read_review
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory, _checked_tool_call

__all__ = [
    "TrajectoryInputError",
    "to_tool_call",
    "to_tool_calls",
    "to_trajectory",
    "trajectory_from_messages",
]

# Keys that, in this order of preference, hold a trajectory inside a dict (LangSmith wraps a bare return
# value as {"output": value}; LangGraph states hold "messages").
_WRAPPER_KEYS = ("trajectory", "messages", "tool_calls", "output", "outputs")
# Values of a dict's "role"/"type" that mark it as a message rather than a tool call.
_MESSAGE_ROLES = {
    "user": "user",
    "human": "user",
    "assistant": "assistant",
    "ai": "assistant",
    "system": "system",
    "developer": "system",
    "tool": "tool",
    "function": "tool",
    # message chunks (a streamed message, or the model_dump() of one)
    "HumanMessageChunk": "user",
    "AIMessageChunk": "assistant",
    "SystemMessageChunk": "system",
    "ToolMessageChunk": "tool",
    "FunctionMessageChunk": "tool",
}


def _type_name(value: Any) -> str:
    return type(value).__name__


# -- tool calls -----------------------------------------------------------------------------------------------


# The C scanner inside json.loads (typeshed types its argument as the scanner class, but it takes a decoder).
_scan_json = json.scanner.make_scanner(json.JSONDecoder())  # type: ignore[arg-type]


def _decode_json(text: str) -> Any:
    """``json.loads(text)``, without its Python wrapper layers when ``text`` is one bare JSON value (the usual
    form of a model's arguments); anything else (surrounding whitespace, errors) goes through ``json.loads``."""
    try:
        value, end = _scan_json(text, 0)
    except StopIteration:
        return json.loads(text)  # raises the JSONDecodeError, with json's own message
    return value if end == len(text) else json.loads(text)


def _as_text(value: Any) -> str:
    """``value`` as text: a ``str`` subclass (a ``str`` Enum) gives its value, anything else its ``str``."""
    return str.__str__(value) if isinstance(value, str) else str(value)


def _str_keys(mapping: dict[Any, Any]) -> bool:
    for key in mapping:  # noqa: SIM110 -- a plain loop beats all() over a generator on a few keys
        if type(key) is not str and not isinstance(key, str):
            return False
    return True


def _parse_args(raw: Any, where: str, field: str) -> dict[str, Any]:
    """A fresh dict of the arguments given as a dict or a JSON object string (``None`` and ``""`` are ``{}``)."""
    if type(raw) is str or isinstance(raw, str):
        if not raw or raw.isspace():
            return {}
        try:
            parsed = _decode_json(raw)
        except json.JSONDecodeError as exc:
            raise TrajectoryInputError(
                f"{where}: {field!r} is not valid JSON ({exc.msg}): {raw[:80]!r}"
            ) from None
        except RecursionError:
            raise TrajectoryInputError(f"{where}: {field!r} is nested too deeply to parse") from None
        if type(parsed) is dict:
            return parsed  # JSON object keys are always strings
        raise TrajectoryInputError(
            f"{where}: {field!r} must be a JSON object string, got JSON {_type_name(parsed)}"
        )
    if raw is None:
        return {}
    if type(raw) is dict or isinstance(raw, Mapping):
        args = dict(raw)
        if not _str_keys(args):
            raise TrajectoryInputError(
                f"{where}: argument names must be strings, got {sorted(map(repr, args))}"
            )
        return args
    raise TrajectoryInputError(
        f"{where}: {field!r} must be a dict or a JSON object string, got {_type_name(raw)}"
    )


def _is_message_dict(value: Mapping[str, Any]) -> bool:
    """A dict with a ``role`` (OpenAI), or a LangChain message ``type`` (``model_dump()`` of a message, which
    may carry a ``name``) and none of a tool call's argument keys."""
    if "role" in value:
        return True
    kind = value.get("type")
    return (
        isinstance(kind, str)
        and kind in _MESSAGE_ROLES
        and kind != "function"
        and not any(key in value for key in _CALL_ARGUMENT_KEYS)
    )


_CALL_ARGUMENT_KEYS = ("args", "arguments", "function", "input")


def to_tool_call(value: Any, index: int = 0, *, label: str = "tool call") -> ToolCall:
    """Read one tool call: a ``ToolCall``, a tool-call dict (ours, LangChain's or OpenAI's), or a bare name.

    Raises:
        TrajectoryInputError: naming ``index`` and the field that is wrong.
    """
    if isinstance(value, ToolCall):
        return value
    return _checked_tool_call(_tool_call_fields(value, f"{label} {index}"))


# A tool-call dict with only these keys (OpenAI's or LangChain's form) has no result, error, step or metadata.
_PLAIN_CALL_KEYS = frozenset({"id", "type", "function", "name", "args", "arguments", "input"})


def _tool_call_fields(value: Any, where: str) -> dict[str, Any]:
    """The checked fields of one tool call (a dict, a bare name or a ``ToolCall``), in ``ToolCall``'s field order.

    Every field is checked here against ``ToolCall``'s schema, so the model can be built without validating
    again (see :func:`~langchain_trajectory.trajectory._checked_tool_call`).
    """
    if type(value) is not dict:
        if isinstance(value, ToolCall):
            return _fields_of(value)
        if isinstance(value, str):
            if not value.strip():
                raise TrajectoryInputError(f"{where}: a bare tool name must be non-blank")
            return {
                "name": str.__str__(value),  # a str Enum's value, not "Tool.SEARCH"
                "args": {},
                "id": None,
                "result": None,
                "error": None,
                "step": None,
                "metadata": {},
            }
        if not isinstance(value, Mapping):
            raise TrajectoryInputError(
                f"{where}: expected a ToolCall, a dict with 'name' and 'args', or a tool name, "
                f"got {_type_name(value)}"
            )
    data: Mapping[str, Any] = value
    get = data.get
    function = get("function")
    if function is not None:  # OpenAI: {"id", "type": "function", "function": {"name", "arguments"}}
        if type(function) is not dict and not isinstance(function, Mapping):
            raise TrajectoryInputError(f"{where}: 'function' must be a dict, got {_type_name(function)}")
        name = function.get("name")
        args = _parse_args(function.get("arguments"), where, "function.arguments")
    else:
        name = get("name", get("tool_name"))
        if "args" in data:
            args = _parse_args(data["args"], where, "args")
        elif "arguments" in data or "input" not in data:
            args = _parse_args(get("arguments"), where, "arguments")
        else:  # Anthropic's {"type": "tool_use", "name", "input"}
            args = _parse_args(data["input"], where, "input")
    if type(name) is not str:
        if not isinstance(name, str) or not name.strip():
            raise TrajectoryInputError(f"{where}: 'name' must be a non-blank string, got {name!r}")
        name = str.__str__(name)
    elif not name or name.isspace():
        raise TrajectoryInputError(f"{where}: 'name' must be a non-blank string, got {name!r}")
    plain = data.keys() <= _PLAIN_CALL_KEYS  # the usual call: none of the optional fields below
    call_id = get("id")
    if call_id is None and not plain:
        call_id = get("tool_call_id")
    if call_id is not None and type(call_id) is not str:
        call_id = _as_text(call_id)
    if plain:
        return {
            "name": name,
            "args": args,
            "id": call_id,
            "result": None,
            "error": None,
            "step": None,
            "metadata": {},
        }
    error = get("error")
    if error is not None and type(error) is not str:
        if isinstance(error, str):
            error = str.__str__(error)
        elif isinstance(error, BaseException):
            error = repr(error)
        else:
            error = json.dumps(error, default=str)
    step = get("step")
    if step is not None and type(step) is not int:
        if not isinstance(step, int) or isinstance(step, bool):
            raise TrajectoryInputError(f"{where}: 'step' must be an int or None, got {_type_name(step)}")
        step = int(step)
    metadata = get("metadata")
    if metadata:
        if not isinstance(metadata, Mapping):
            raise TrajectoryInputError(f"{where}: 'metadata' must be a dict, got {_type_name(metadata)}")
        metadata = dict(metadata)
        if not _str_keys(metadata):
            raise TrajectoryInputError(f"{where}: 'metadata' keys must be strings")
    else:
        if metadata is not None and not isinstance(metadata, Mapping):
            raise TrajectoryInputError(f"{where}: 'metadata' must be a dict, got {_type_name(metadata)}")
        metadata = {}
    result = get("result")
    if result is None:
        result = get("output")
    return {
        "name": name,
        "args": args,
        "id": call_id,
        "result": result,
        "error": error,
        "step": step,
        "metadata": metadata,
    }


def to_tool_calls(value: Any, *, what: str = "trajectory") -> list[ToolCall]:
    """Read any accepted shape as a flat, ordered list of tool calls.

    A list of messages contributes the tool calls of its assistant messages; a list of tool calls is read
    element by element; a ``Trajectory`` gives :meth:`Trajectory.tool_calls`.

    Args:
        value: The input.
        what: How to name the input in error messages (``actual``, ``expected``, ...).

    Raises:
        TrajectoryInputError: for ``None``, an unsupported shape, or a malformed element.
    """
    if type(value) is list:  # the common case first: a list of messages or of tool calls
        if value and _is_message(value[0]):
            return _tool_calls_from_messages(value)
        return [to_tool_call(item, i) for i, item in enumerate(value)]
    if isinstance(value, Trajectory):
        return value.tool_calls()
    if isinstance(value, str) and value.lstrip().startswith("{"):
        return to_trajectory(value, what=what).tool_calls()  # the text of Trajectory.to_json()
    _reject_bare_string(value, what)
    if isinstance(value, ToolCall) or (isinstance(value, Mapping) and _looks_like_tool_call(value)):
        return [to_tool_call(value)]
    unwrapped = _unwrap(value, what)
    if unwrapped is not value:
        return to_tool_calls(unwrapped, what=what)
    items = _as_list(value, what)
    if items and _is_message(items[0]):
        return _tool_calls_from_messages(items)
    return [to_tool_call(item, i) for i, item in enumerate(items)]


def _looks_like_tool_call(value: Mapping[str, Any]) -> bool:
    if _is_message_dict(value):
        return False
    return ("name" in value or "function" in value or "tool_name" in value) and not any(
        key in value for key in ("messages", "trajectory", "tool_calls")
    )


def _is_message(item: Any) -> bool:
    kind = _message_kind(item)
    if kind == "mapping":
        return _is_message_dict(item)
    return kind != "other"


def _unwrap(value: Any, what: str) -> Any:
    """Return what a wrapper holds (a dict's trajectory key, a LangSmith Run's trajectory), or ``value``."""
    if value is None:
        raise TrajectoryInputError(
            f"{what} is missing (got None); pass a trajectory, a message list or tool calls"
        )
    if isinstance(value, Mapping):
        if "role" in value:
            return [value]  # one OpenAI-style message
        for key in _WRAPPER_KEYS:
            if key in value:
                inner = value[key]
                if inner is None:
                    raise TrajectoryInputError(f"{what}: {key!r} is None; a missing trajectory is an error")
                return inner
        raise TrajectoryInputError(
            f"{what}: a dict must hold one of {list(_WRAPPER_KEYS)} or be a tool call with 'name'; "
            f"got keys {sorted(map(str, value))}"
        )
    if _is_langsmith_run(value):
        from langchain_trajectory.capture import trajectory_from_run

        return trajectory_from_run(value)
    if _message_kind(value) not in ("mapping", "other"):
        return [value]  # one message (a chat model's output, which LangSmith stores as {"output": message})
    return value


def is_bare_reply(value: Any) -> bool:
    """Whether ``value`` is one message (a LangChain message, a ``Message``, a message dict), bare or in
    LangSmith's ``{"output": ...}`` wrapper: what a target returning only its final reply produces, which
    says nothing of the tool calls made on the way."""
    if isinstance(value, Mapping) and len(value) == 1 and "output" in value:
        value = value["output"]
    kind = _message_kind(value)
    if kind == "mapping":
        return _is_message_dict(value)
    return kind != "other"


def _reject_bare_string(value: Any, what: str) -> None:
    # A lone string is far more often a final answer than a one-call trajectory: reading it as a tool name
    # would let a run that returned only text pass a trajectory check. Inside a list it is a tool name.
    if isinstance(value, (str, bytes)):
        raise TrajectoryInputError(
            f"{what}: got a bare string ({str(value)[:60]!r}), not a trajectory; wrap tool names in a list"
        )


def _is_langsmith_run(value: Any) -> bool:
    return isinstance(value, (Run, RunTree))


def _as_list(value: Any, what: str) -> list[Any]:
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Sequence):
        raise TrajectoryInputError(
            f"{what}: expected a Trajectory, a list of messages or tool calls, or a dict holding one; "
            f"got {_type_name(value)}"
        )
    return list(value)


# -- trajectories ---------------------------------------------------------------------------------------------


def to_trajectory(value: Any, *, what: str = "trajectory") -> Trajectory:
    """Read any accepted shape as a :class:`Trajectory`.

    A list of messages (LangChain, OpenAI dicts, ``Message``) keeps the conversation; a list of tool calls
    becomes one assistant message carrying them; a JSON string produced by :meth:`Trajectory.to_json` is
    parsed.

    Raises:
        TrajectoryInputError: for ``None``, an unsupported shape, or a malformed element.
    """
    if isinstance(value, Trajectory):
        return value
    if isinstance(value, str) and value.lstrip().startswith("{"):
        try:
            return Trajectory.from_json(value)
        except ValidationError as exc:
            raise TrajectoryInputError(f"{what}: JSON text is not a serialized Trajectory: {exc}") from None
    if isinstance(value, Mapping) and "messages" in value and "scenario" in value:
        try:
            return Trajectory.model_validate(value)
        except ValidationError:
            pass  # a LangGraph state that happens to carry a "scenario" key: read its messages below
    _reject_bare_string(value, what)
    if isinstance(value, ToolCall) or (isinstance(value, Mapping) and _looks_like_tool_call(value)):
        return Trajectory(messages=(Message.assistant(tool_calls=[to_tool_call(value)]),))
    unwrapped = _unwrap(value, what)
    if unwrapped is not value:
        return to_trajectory(unwrapped, what=what)
    items = _as_list(value, what)
    if items and _is_message(items[0]):
        return trajectory_from_messages(items)
    calls = [to_tool_call(item, i) for i, item in enumerate(items)]
    return Trajectory(messages=(Message.assistant(tool_calls=calls),) if calls else ())


def trajectory_from_messages(
    messages: Any, *, scenario: str = "", metadata: Mapping[str, Any] | None = None
) -> Trajectory:
    """Build a :class:`Trajectory` from LangChain messages, OpenAI message dicts, ``Message`` objects, or a
    dict holding ``messages`` (a LangGraph state).

    Tool results are paired onto their call by ``tool_call_id``; ``status="error"`` results become the call's
    ``error``; ``invalid_tool_calls`` become calls whose ``error`` says why they were invalid. Each assistant
    message's calls get ``step`` = the index of that assistant message (the model turn). A call a human reviewer
    rejected or edited (LangChain's ``HumanInTheLoopMiddleware`` marks both in the messages) carries
    ``metadata["review"]`` and, when edited, the tool's own result (see :mod:`langchain_trajectory.reading.review`).

    Raises:
        TrajectoryInputError: for a malformed message (naming its index and field) or a tool result whose
            ``tool_call_id`` matches no earlier call.
    """
    if not isinstance(scenario, str):
        raise TrajectoryInputError(f"scenario must be a string, got {_type_name(scenario)}")
    out = tuple(
        Message(
            role=role,  # type: ignore[arg-type]  # one of the roles _MESSAGE_ROLES maps to
            content=content,
            tool_calls=tuple(_checked_tool_call(fields) for fields in calls),
            metadata=extra,
        )
        for role, content, calls, extra in _read_conversation(messages)
    )
    return Trajectory(messages=out, scenario=scenario, metadata=dict(metadata or {}))


def _tool_calls_from_messages(messages: Any) -> list[ToolCall]:
    """The tool calls of a message list, as :func:`trajectory_from_messages` reads them, without building the
    messages (what the trajectory-match evaluators need, on their hot path)."""
    return [_checked_tool_call(fields) for _, _, calls, _ in _read_conversation(messages) for fields in calls]


_Entry = tuple[str, str, list[dict[str, Any]], dict[str, Any]]


def _read_conversation(messages: Any) -> list[_Entry]:
    """Read every message once: ``(role, content, tool-call fields, metadata)`` per non-tool message.

    Messages are returned as fields, not models, because results arrive after their calls and models are
    frozen: each tool result is attached to its call's fields here, and each assistant message's calls get the
    index of that message among the assistant messages as their ``step``.
    """
    if type(messages) is not list and isinstance(messages, Mapping):
        if "messages" not in messages:
            raise TrajectoryInputError(
                f"messages: a dict must hold 'messages'; got keys {sorted(map(str, messages))}"
            )
        messages = messages["messages"]
    items = messages if type(messages) is list else _as_list(messages, "messages")

    entries: list[_Entry] = []
    by_id: dict[str, list[dict[str, Any]]] = {}  # ids may repeat: every call with each id, oldest first
    issued: list[dict[str, Any]] = []  # every call's fields, in order
    answered: set[int] = set()  # id() of the fields already given a result
    step = 0
    for index, item in enumerate(items):
        role, content, calls, tool_result, extra = (
            _read_message_dict(item, index) if type(item) is dict else _read_message(item, index)
        )
        if role == "tool":
            assert tool_result is not None
            _attach_result(tool_result, by_id, issued, answered, index)
            continue
        if role == "assistant":
            for fields in calls:
                if fields["step"] is None:
                    fields["step"] = step
                issued.append(fields)
                if fields["id"]:
                    by_id.setdefault(fields["id"], []).append(fields)
            step += 1
        else:
            calls = []
        entries.append((role, content, calls, extra))
    return entries


def _attach_result(
    result: dict[str, Any],
    by_id: dict[str, list[dict[str, Any]]],
    issued: list[dict[str, Any]],
    answered: set[int],
    index: int,
) -> None:
    call_id = result.get("tool_call_id")
    if call_id is not None and not isinstance(call_id, str):
        raise TrajectoryInputError(
            f"message {index}: 'tool_call_id' must be a string, got {_type_name(call_id)}"
        )
    same_id = by_id.get(call_id, []) if call_id else []
    # The oldest unanswered call with this id in the latest message that has one (a result answers the
    # message before it; an id reused across messages belongs to the newest); else the last call.
    open_calls = [c for c in same_id if id(c) not in answered]
    latest = [c for c in open_calls if c["step"] == open_calls[-1]["step"]] if open_calls else []
    target = latest[0] if latest else (same_id[-1] if same_id else None)
    if target is None and not call_id:
        # Legacy function messages carry only a name: answer the oldest open call of that name.
        name = result.get("name")
        target = next((c for c in issued if c["name"] == name and id(c) not in answered), None)
    if target is None:
        raise TrajectoryInputError(
            f"message {index}: tool result 'tool_call_id' {call_id!r} matches no earlier tool call"
        )
    answered.add(id(target))
    review, content = read_review(result.get("additional_kwargs"), result.get("content"), result.get("error"))
    if review is not None:
        if review.get("executed_name") == target["name"]:
            del review["executed_name"]
        target["metadata"] = {**target["metadata"], "review": review}
    if result.get("error") is not None:
        target["error"] = result["error"]
    else:
        target["result"] = content
    if result.get("artifact") is not None:
        target["metadata"] = {**target["metadata"], "artifact": result["artifact"]}


def message_text(content: Any, where: str = "message") -> str:
    """Message content as text: strings as they are, content blocks joined by their text parts.

    Raises:
        TrajectoryInputError: naming ``where`` when the content is neither a string nor a list of blocks.
    """
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, Mapping) and block.get("type") == "text":
                parts.append(str(block.get("text", "")))
        return "".join(parts)
    raise TrajectoryInputError(
        f"{where}: 'content' must be a string or a list of content blocks, got {_type_name(content)}"
    )


def tool_result_value(content: Any) -> Any:
    """A tool result's content as stored on a ``ToolCall``: text blocks joined, other JSON-able values kept."""
    is_text = isinstance(content, list) and all(
        isinstance(b, str) or (isinstance(b, Mapping) and b.get("type") == "text") for b in content
    )
    return message_text(content, "") if is_text else content


_MessageKind = Literal["ours", "tool", "function", "ai", "langchain", "mapping", "other"]
_KINDS: dict[
    type, _MessageKind
] = {}  # class -> kind, so each message costs one dict lookup, not isinstance chains


def _message_kind(item: Any) -> _MessageKind:
    cls = type(item)
    kind = _KINDS.get(cls)
    if kind is None:
        if issubclass(cls, Message):
            kind = "ours"
        elif issubclass(cls, ToolMessage):
            kind = "tool"
        elif issubclass(cls, FunctionMessage):
            kind = "function"
        elif issubclass(cls, AIMessage):
            kind = "ai"
        elif issubclass(cls, BaseMessage):
            kind = "langchain"
        elif issubclass(cls, Mapping):
            kind = "mapping"
        else:
            kind = "other"
        _KINDS[cls] = kind
    return kind


def _read_message(
    item: Any, index: int
) -> tuple[str, str, list[dict[str, Any]], dict[str, Any] | None, dict[str, Any]]:
    """Return (role, content, tool-call fields, tool result, metadata) for one message of any shape."""
    kind = _message_kind(item)
    if kind == "mapping":
        return _read_message_dict(item, index)
    where = f"message {index}"
    if kind == "ours":
        return item.role, item.content, [_fields_of(c) for c in item.tool_calls], None, dict(item.metadata)
    if kind == "other":
        raise TrajectoryInputError(
            f"{where}: expected a LangChain message, a Message or a message dict, got {_type_name(item)}"
        )
    extra = {"id": item.id} if item.id else {}
    if item.name:
        extra["name"] = item.name
    if kind == "ai":
        calls = _calls_fields(
            [{"name": tc["name"], "args": tc["args"], "id": tc.get("id")} for tc in item.tool_calls], index
        )
        calls.extend(_invalid_calls_fields(item.invalid_tool_calls))
        content = item.content
        return (
            "assistant",
            content if type(content) is str else message_text(content, where),
            calls,
            None,
            extra,
        )
    if kind == "tool":
        error = message_text(item.content, where) if item.status == "error" else None
        return (
            "tool",
            "",
            [],
            {
                "tool_call_id": item.tool_call_id,
                "name": item.name,
                "content": tool_result_value(item.content),
                "error": error,
                "artifact": item.artifact,
                "additional_kwargs": item.additional_kwargs,
            },
            extra,
        )
    if kind == "function":
        return "tool", "", [], {"name": item.name, "content": tool_result_value(item.content)}, extra
    role = item.role if isinstance(item, ChatMessage) else item.type
    mapped = _MESSAGE_ROLES.get(role)
    if mapped is None or mapped == "tool":
        raise TrajectoryInputError(f"{where}: unsupported message type {_type_name(item)} (role {role!r})")
    return mapped, message_text(item.content, where), [], None, extra


def _read_message_dict(
    item: Mapping[str, Any], index: int
) -> tuple[str, str, list[dict[str, Any]], dict[str, Any] | None, dict[str, Any]]:
    get = item.get
    raw_role = get("role")
    if raw_role is None:
        raw_role = get("type")
    role = _MESSAGE_ROLES.get(raw_role) if type(raw_role) is str or isinstance(raw_role, str) else None
    if role is None:
        raise TrajectoryInputError(
            f"message {index}: 'role' must be one of {sorted(_MESSAGE_ROLES)}, got {raw_role!r}"
        )
    raw_content = get("content")
    content = raw_content if type(raw_content) is str else message_text(raw_content, f"message {index}")
    if role == "tool":
        status_error = get("status") == "error" or bool(get("error"))
        return (
            "tool",
            "",
            [],
            {
                "tool_call_id": get("tool_call_id"),
                "name": get("name"),
                "content": tool_result_value(raw_content),
                "error": (get("error") if isinstance(get("error"), str) else content)
                if status_error
                else None,
                "artifact": get("artifact"),
                "additional_kwargs": get("additional_kwargs"),
            },
            {},
        )
    raw_calls = get("tool_calls") or []
    if raw_calls and role != "assistant":
        raise TrajectoryInputError(
            f"message {index}: only assistant messages may carry 'tool_calls' (role {raw_role!r})"
        )
    if type(raw_calls) is not list and (
        not isinstance(raw_calls, Sequence) or isinstance(raw_calls, (str, bytes))
    ):
        raise TrajectoryInputError(
            f"message {index}: 'tool_calls' must be a list, got {_type_name(raw_calls)}"
        )
    calls = _calls_fields(raw_calls, index)
    invalid = get("invalid_tool_calls")  # the model_dump() of an AIMessage carries them too
    if invalid and isinstance(invalid, Sequence) and not isinstance(invalid, (str, bytes)):
        calls.extend(_invalid_calls_fields(invalid))
    metadata = get("metadata")
    return role, content, calls, None, dict(metadata) if metadata and isinstance(metadata, Mapping) else {}


def _calls_fields(raw_calls: Sequence[Any], index: int) -> list[dict[str, Any]]:
    """The checked fields of message ``index``'s tool calls."""
    try:
        return [_tool_call_fields(raw, "") for raw in raw_calls]
    except TrajectoryInputError:
        # Locations are formatted only for errors: read the calls again (a pure function) to raise the same
        # error naming the message and the call.
        for j, raw in enumerate(raw_calls):
            _tool_call_fields(raw, f"message {index}: tool call {j}")
        raise


def _invalid_calls_fields(invalid: Sequence[Any]) -> list[dict[str, Any]]:
    """Calls a model produced but could not form (arguments that are not JSON): kept, with the reason as
    their error and the raw arguments in metadata."""
    return [
        {
            "name": _as_text(tc["name"]) if _is_text(tc.get("name")) else "<invalid>",
            "args": {},
            "id": tc.get("id") if isinstance(tc.get("id"), str) else None,
            "result": None,
            "error": f"invalid tool call: {tc.get('error') or 'arguments could not be parsed'}",
            "step": None,
            "metadata": {"raw_args": tc.get("args")},
        }
        for tc in invalid
        if isinstance(tc, Mapping)
    ]


def _is_text(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _fields_of(call: ToolCall) -> dict[str, Any]:
    """A call's fields, with fresh ``args`` and ``metadata`` dicts (the new call must not share them)."""
    fields = dict(call)
    fields["args"] = dict(call.args)
    fields["metadata"] = dict(call.metadata)
    return fields
