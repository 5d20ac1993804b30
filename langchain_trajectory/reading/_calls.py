"""One tool call, in any of the shapes a tool call comes in, read into the checked fields of a ``ToolCall``.

Shapes (the keys name them):

* ours and LangChain's: ``{"name", "args", "id", "type": "tool_call"}`` (plus ``result``, ``error``, ``step``,
  ``metadata``, as `ToolCall.model_dump` writes them);
* OpenAI chat: ``{"id", "type": "function", "function": {"name", "arguments": "<JSON>"}}``, and the legacy
  ``function_call`` ``{"name", "arguments"}``;
* OpenAI Responses: ``{"type": "function_call", "call_id", "name", "arguments"}``;
* Anthropic: ``{"type": "tool_use", "id", "name", "input"}``;
* a bare tool name (a string).

The arguments go under ``args``, ``arguments`` or ``input`` (the documented aliases), as a dict or a JSON object
string. Any other key is an error naming it: a tool call that cannot be read completely is never read as less
than it says (arguments written under ``parameters`` would otherwise read as no arguments, and a superset check
would pass anything).
"""

from __future__ import annotations

import json
import json.scanner
from collections.abc import Mapping
from contextvars import ContextVar
from typing import Any

from langchain_trajectory._json import MAX_JSON_DEPTH, check_depth
from langchain_trajectory._json import loads as load_json
from langchain_trajectory.errors import TrajectoryInputError, error_text
from langchain_trajectory.trajectory import EMPTY, FrozenDict, PlainFrozenDict, ToolCall, freeze

__all__ = [
    "ARGUMENT_KEYS",
    "CALL_KEYS",
    "DECODED_TEXTS",
    "OPENAI_CALL_KEYS",
    "as_text",
    "call_fields",
    "decode_json",
    "fields_of",
    "invalid_call_fields",
    "key_names",
    "openai_call",
    "parse_args",
    "provider_call",
    "shown",
    "type_name",
]

ARGUMENT_KEYS = ("args", "arguments", "input")
"""Where a tool-call dict may hold its arguments: ``args`` (ours, LangChain), ``arguments`` (OpenAI), ``input``
(Anthropic)."""

CALL_KEYS = frozenset(
    {
        # what the call is
        "name",
        "tool_name",
        *ARGUMENT_KEYS,
        "function",
        "type",
        # its id: ours / LangChain / Anthropic "id", a result's "tool_call_id", OpenAI Responses "call_id"
        "id",
        "tool_call_id",
        "call_id",
        # what happened (ours)
        "result",
        "output",
        "error",
        "step",
        "metadata",
        # carried by provider forms, with nothing to read: a stream's chunk index, a Responses item's status,
        # Anthropic's prompt-cache marker
        "index",
        "status",
        "cache_control",
    }
)
"""Every key a tool-call dict may hold."""

# Keys people use for arguments that are not a documented alias: named in the error, with the fix.
_ARGUMENT_LIKE = frozenset(
    {
        "parameters",
        "params",
        "kwargs",
        "arg",
        "argument",
        "inputs",
        "tool_input",
        "tool_args",
        "tool_arguments",
        "function_args",
        "payload",
    }
)
_FUNCTION_KEYS = frozenset({"name", "arguments"})
OPENAI_CALL_KEYS = frozenset({"id", "type", "function", "index"})
# A call with only these keys (the usual OpenAI, LangChain or Anthropic form) has no result, error, step or
# metadata to read.
_PLAIN_KEYS = frozenset(
    {"id", "type", "function", "name", "args", "arguments", "input", "index", "cache_control"}
)


def type_name(value: Any) -> str:
    return type(value).__name__


def shown(value: Any, limit: int = 60) -> str:
    """A short ``repr`` of an input value for an error message; never raises (an integer too long for text, or
    an object whose ``__repr__`` fails, shows as its type)."""
    try:
        text = repr(value)
    except Exception:
        return f"<{type_name(value)}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def key_names(mapping: Mapping[Any, Any]) -> list[str]:
    """The keys of an input dict, as text, sorted, for an error message (never raises)."""
    return sorted(key if isinstance(key, str) else shown(key, 30) for key in mapping)


def as_text(value: Any) -> str:
    """``value`` as text: a ``str`` subclass (a ``str`` Enum) gives its value, anything else its ``str``."""
    return str.__str__(value) if isinstance(value, str) else str(value)


# -- JSON arguments ------------------------------------------------------------------------------------------

# json's C scanner, decoding objects straight into read-only dicts (typeshed types its argument as the scanner
# class, but it takes a decoder).
_DECODER = json.JSONDecoder(object_pairs_hook=FrozenDict)
_scan_json = json.scanner.make_scanner(_DECODER)  # type: ignore[arg-type]
# The same scanner decoding objects as plain dicts: one dict of scalars (a model's usual arguments) is then made
# read-only with one copy, cheaper than decoding through the hook.
_scan_plain_json = json.scanner.make_scanner(json.JSONDecoder())  # type: ignore[arg-type]


def decode_json(text: str) -> Any:
    """``json.loads(text)``, with objects decoded as [`FrozenDict`][langchain_trajectory.trajectory.FrozenDict], without json's Python wrapper layers when
    ``text`` is one bare JSON value (the usual form of a model's arguments).

    Raises:
        json.JSONDecodeError: for invalid JSON; ValueError for an integer longer than Python converts;
        RecursionError (``JSONTooDeep``) for JSON nested deeper than ``MAX_JSON_DEPTH``, on every Python.
    """
    try:
        value, end = _scan_json(text, 0)
    except (StopIteration, json.JSONDecodeError, RecursionError):
        end = -1
    if end != len(text):  # not one bare value: the whole way, raising json's own error, or JSONTooDeep
        return load_json(text, _DECODER)
    if len(text) > MAX_JSON_DEPTH:  # shorter text cannot nest that deep (the hot path: a model's arguments)
        check_depth(text, value)
    return value


def parse_args(raw: Any, where: str, field: str) -> Any:
    """The arguments given as a dict or a JSON object string, as a read-only dict (``None`` and a blank string
    are no arguments).

    Raises:
        TrajectoryInputError: naming ``where`` and ``field`` for anything else, invalid JSON, non-string argument
            names, or values nested deeper than the model stores.
    """
    if type(raw) is str or isinstance(raw, str):
        if not raw or raw.isspace():
            return EMPTY
        try:
            parsed = decode_json(raw)
        except json.JSONDecodeError as exc:
            raise TrajectoryInputError(
                f"{where}: {field!r} is not valid JSON ({exc.msg}): {raw[:80]!r}"
            ) from None
        except RecursionError:
            raise TrajectoryInputError(f"{where}: {field!r} is nested too deeply to parse") from None
        except ValueError as exc:  # e.g. an integer with more digits than int() converts
            raise TrajectoryInputError(f"{where}: {field!r} cannot be decoded: {exc}") from None
        if type(parsed) is FrozenDict:
            # JSON object keys are strings, and nested objects are read-only already; only nested lists (or
            # a deep nest) need the walk, and a string without brackets holds neither.
            if "[" in raw or raw.find("{", 1) != -1:
                return freeze(parsed, f"{where}: {field!r}")
            return parsed
        raise TrajectoryInputError(
            f"{where}: {field!r} must be a JSON object string, got JSON {_json_kind(parsed)}"
        )
    if raw is None:
        return EMPTY
    if isinstance(raw, Mapping):
        for key in raw:
            if type(key) is not str and not isinstance(key, str):
                raise TrajectoryInputError(
                    f"{where}: argument names must be strings, got {[shown(k, 30) for k in raw]}"
                )
        return freeze(raw, f"{where}: {field!r}")
    raise TrajectoryInputError(
        f"{where}: {field!r} must be a dict or a JSON object string, got {type_name(raw)}"
    )


def _json_kind(value: Any) -> str:
    return "list" if isinstance(value, list) else type_name(value)


# -- one call ------------------------------------------------------------------------------------------------


def call_fields(value: Any, where: str) -> dict[str, Any]:
    """The checked fields of one tool call (a dict in any of the module's shapes, a bare name or a ``ToolCall``),
    in ``ToolCall``'s field order.

    Every field is checked here against ``ToolCall``'s schema, so the model can be built without validating
    again (see `_checked_tool_call`).

    Raises:
        TrajectoryInputError: naming ``where`` and the field that is wrong or unknown.
    """
    if type(value) is dict and value.keys() <= OPENAI_CALL_KEYS:
        fields = openai_call(value)
        if fields is not None:
            return fields
        # something in it is unusual: the general reading below says what
    if type(value) is not dict and not isinstance(value, Mapping):
        return _not_a_dict(value, where)
    data: Mapping[str, Any] = value
    keys = data.keys()
    if not keys <= CALL_KEYS:
        _reject_keys(data, where)
    get = data.get
    function = get("function")
    if function is not None:  # OpenAI: {"id", "type": "function", "function": {"name", "arguments"}}
        name, args = _function_name_and_args(data, function, where)
    else:
        name, args = _name_and_args(data, where)
    name = _checked_name(name, where)
    plain = keys <= _PLAIN_KEYS  # the usual call: none of the optional fields below
    call_id = get("id") if plain else _call_id(data)
    if call_id is not None and type(call_id) is not str:
        call_id = as_text(call_id)
    if plain:
        return {
            "name": name,
            "args": args,
            "id": call_id,
            "result": None,
            "error": None,
            "step": None,
            "metadata": EMPTY,
        }
    result = get("result")
    if result is None:
        result = get("output")
    return {
        "name": name,
        "args": args,
        "id": call_id,
        "result": freeze(result, f"{where}: 'result'"),
        "error": _error(get("error"), where),
        "step": _step(get("step"), where),
        "metadata": _metadata(get("metadata"), where),
    }


def _not_a_dict(value: Any, where: str) -> dict[str, Any]:
    """The fields of a call that is not a dict: a ``ToolCall``, or a bare tool name."""
    if isinstance(value, ToolCall):
        return fields_of(value)
    if not isinstance(value, str):
        raise TrajectoryInputError(
            f"{where}: expected a ToolCall, a dict with 'name' and 'args', or a tool name, got {type_name(value)}"
        )
    if not value.strip():
        raise TrajectoryInputError(f"{where}: a bare tool name must be non-blank")
    return {
        "name": str.__str__(value),  # a str Enum's value, not "Tool.SEARCH"
        "args": EMPTY,
        "id": None,
        "result": None,
        "error": None,
        "step": None,
        "metadata": EMPTY,
    }


def _function_name_and_args(data: Mapping[str, Any], function: Any, where: str) -> tuple[Any, Any]:
    """Name and arguments of OpenAI's ``{"function": {"name", "arguments"}}`` form."""
    if type(function) is not dict and not isinstance(function, Mapping):
        raise TrajectoryInputError(f"{where}: 'function' must be a dict, got {type_name(function)}")
    if not function.keys() <= _FUNCTION_KEYS:
        _reject_keys(function, f"{where}: 'function'", _FUNCTION_KEYS)
    if not data.keys() <= OPENAI_CALL_KEYS:
        _only_one(data, where, ("name", "tool_name", *ARGUMENT_KEYS), "beside 'function'")
    return function.get("name"), parse_args(function.get("arguments"), where, "function.arguments")


def _name_and_args(data: Mapping[str, Any], where: str) -> tuple[Any, Any]:
    """Name and arguments of the flat forms: ``args`` (LangChain, ours), ``arguments``, or ``input``
    (Anthropic's ``{"type": "tool_use", "name", "input"}``, or no arguments at all); only one of them."""
    name = data.get("name")
    if name is None:
        name = data.get("tool_name")
    if "args" in data:
        if "arguments" in data or "input" in data:
            _only_one(data, where, ARGUMENT_KEYS, "")
        return name, parse_args(data["args"], where, "args")
    if "arguments" in data:
        if "input" in data:
            _only_one(data, where, ARGUMENT_KEYS, "")
        return name, parse_args(data["arguments"], where, "arguments")
    return name, parse_args(data.get("input"), where, "input")


def _checked_name(name: Any, where: str) -> str:
    if type(name) is not str:
        if not isinstance(name, str) or not name.strip():
            raise TrajectoryInputError(f"{where}: 'name' must be a non-blank string, got {shown(name)}")
        return str.__str__(name)
    if not name or name.isspace():
        raise TrajectoryInputError(f"{where}: 'name' must be a non-blank string, got {shown(name)}")
    return name


DECODED_TEXTS: ContextVar[dict[str, Any] | None] = ContextVar("langchain_trajectory_decoded_texts", default=None)
"""While one evaluation reads its inputs (`BaseEvaluator.context` sets it to a new dict and resets it when both
sides are read), the argument texts `openai_call` has decoded and the read-only dict each gave: a text met again
(the expected call the agent made word for word, a call repeated) is decoded once, and its calls share that dict.
None (the default) everywhere else: nothing is kept from one evaluation to the next. A context variable, so that
evaluations in other threads or tasks never see each other's."""


def openai_call(
    value: dict[str, Any], step: int | None = None, decoded: dict[str, Any] | None = None
) -> dict[str, Any] | None:
    """The fields of the usual OpenAI call, ``{"id", "type": "function", "function": {"name", "arguments"}}``
    with a JSON object string for arguments and a string id, read in one go (the hot path of every evaluator
    fed OpenAI-style messages); None for anything else, which `call_fields` then reads in full.

    ``decoded`` (the value of [`DECODED_TEXTS`][langchain_trajectory.reading._calls.DECODED_TEXTS], when set)
    gives the dict of an argument text read before, and keeps the dict of a text read now; the same text always
    decodes to equal read-only dicts, so sharing one changes no value."""
    function = value.get("function")
    if type(function) is not dict or len(function) != 2:  # two keys, read below: exactly _FUNCTION_KEYS
        return None
    try:
        name = function["name"]
        raw = function["arguments"]
    except KeyError:  # the general reading says what is missing, or names the unknown key
        return None
    call_id = value.get("id")
    if type(name) is not str or not name or name.isspace() or type(raw) is not str:
        return None
    if call_id is not None and type(call_id) is not str:
        return None
    args = None if decoded is None else decoded.get(raw)
    if args is None:
        size = len(raw)
        try:
            args, end = _scan_plain_json(raw, 0)
            if size > MAX_JSON_DEPTH:
                check_depth(raw, args)
        except (StopIteration, ValueError, RecursionError):
            return None
        if end != size or type(args) is not dict:
            return None
        if "[" in raw or raw.find("{", 1) != -1:  # nested lists (or a nest of objects) to freeze and measure
            try:
                args = freeze(args)
            except TrajectoryInputError:
                return None  # too deep: the full reading says where
        elif "true" in raw or "false" in raw or "NaN" in raw or '" ' in raw or '"\\' in raw:
            args = FrozenDict(args)  # an object of scalars: read-only as it is
        else:
            # Nor can any value be a boolean, NaN, or a string that opens with whitespace or an escape (each
            # would show in the text as tested above, as might a key or a string's middle): plain for matching.
            args = PlainFrozenDict(args)
        if decoded is not None:
            decoded[raw] = args
    return {
        "name": name,
        "args": args,
        "id": call_id,
        "result": None,
        "error": None,
        "step": step,
        "metadata": EMPTY,
    }


def _call_id(data: Mapping[str, Any]) -> Any:
    # OpenAI Responses items carry an item "id" (fc_...) and the "call_id" (call_...) that results refer to.
    for key in ("call_id", "id", "tool_call_id"):
        value = data.get(key)
        if value is not None:
            return value
    return None


def _error(error: Any, where: str) -> str | None:
    if error is None or type(error) is str:
        return error
    if isinstance(error, str):
        return str.__str__(error)
    if isinstance(error, BaseException):
        return error_text(error)
    try:
        return json.dumps(error, default=str)
    except (ValueError, RecursionError):
        raise TrajectoryInputError(f"{where}: 'error' must be a string or a JSON-able value") from None


def _step(step: Any, where: str) -> int | None:
    if step is None or type(step) is int:
        return step
    if not isinstance(step, int) or isinstance(step, bool):
        raise TrajectoryInputError(f"{where}: 'step' must be an int or None, got {type_name(step)}")
    return int(step)


def _metadata(metadata: Any, where: str) -> Any:
    if metadata is None:
        return EMPTY
    if not isinstance(metadata, Mapping):
        raise TrajectoryInputError(f"{where}: 'metadata' must be a dict, got {type_name(metadata)}")
    for key in metadata:
        if not isinstance(key, str):
            raise TrajectoryInputError(f"{where}: 'metadata' keys must be strings")
    return freeze(metadata, f"{where}: 'metadata'")


def _only_one(data: Mapping[str, Any], where: str, keys: tuple[str, ...], context: str) -> None:
    given = [key for key in keys if key in data]
    if given and (context or len(given) > 1):
        shown = ", ".join(repr(k) for k in given)
        raise TrajectoryInputError(
            f"{where}: give the name and arguments once; found {shown} {context}".rstrip()
        )


def _reject_keys(data: Mapping[str, Any], where: str, allowed: frozenset[str] = CALL_KEYS) -> None:
    unknown = [key for key in data if key not in allowed]
    for key in unknown:
        if isinstance(key, str) and key in _ARGUMENT_LIKE:
            raise TrajectoryInputError(
                f"{where}: arguments go under 'args', 'arguments' or 'input', not {key!r}"
            )
    raise TrajectoryInputError(
        f"{where}: unknown field(s) {key_names(dict.fromkeys(unknown))}; a tool call holds {sorted(allowed)}"
    )


def invalid_call_fields(call: Mapping[str, Any], where: str) -> dict[str, Any]:
    """A call a model produced but could not form (``invalid_tool_calls``: arguments that are not JSON, a blank
    name): kept, with the reason as its error and the raw arguments in metadata. Its id is read as a valid
    call's is (a number becomes text), so its result still pairs with it."""
    if not isinstance(call, Mapping):
        raise TrajectoryInputError(f"{where}: an invalid tool call must be a dict, got {type_name(call)}")
    name = call.get("name")
    call_id = call.get("id")
    reason = call.get("error") or "arguments could not be parsed"
    return {
        "name": as_text(name) if isinstance(name, str) and name.strip() else "<invalid>",
        "args": EMPTY,
        "id": call_id if call_id is None or type(call_id) is str else as_text(call_id),
        "result": None,
        "error": f"invalid tool call: {reason}",
        "step": None,
        "metadata": freeze({"raw_args": call.get("args")}, f"{where}: 'args'"),
    }


# -- calls in provider content blocks -------------------------------------------------------------------------

PROVIDER_MARK = "provider"
"""``ToolCall.metadata["executed_by"]`` of a call the provider ran itself (a server-side tool)."""

_NOISE_KEYS = frozenset({"index", "partial_json", "cache_control", "status", "type"})
"""Keys of a provider's call block that carry nothing about the call (a stream's position and raw argument text,
a prompt-cache marker, an item's status)."""
_DIRECT = {"type": "direct"}
"""Anthropic's ``caller`` of a call the model made itself (every call but a programmatic one): nothing to keep."""


def provider_call(
    block: Mapping[str, Any],
    where: str,
    *,
    name: Any,
    raw_args: Any,
    field: str,
    call_id: Any,
    known: frozenset[str],
    metadata: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The fields of a call read from a provider's content block (``tool_use``, ``function_call``,
    ``server_tool_use``, LangChain's ``tool_call``, ...), read forward-compatibly:

    * keys the block has beyond ``known`` (what providers and LangChain add as they ship features:
      ``toolset_name``, ``caller``, ``namespace``) are never an error; those with a value are kept under
      ``metadata["extras"]``, stream and cache bookkeeping (``index``, ``partial_json``, ``cache_control``,
      ``status``) and Anthropic's default ``caller`` (``{"type": "direct"}``) dropped;
    * argument text that is not a JSON object (a model's malformed arguments) makes an invalid call carrying the
      parse error and the raw text (as LangChain's ``invalid_tool_calls``), never an error for the message;
    * a block without its argument key but with a key that looks like arguments (``parameters``, ``params``,
      ...) is still refused: the arguments would otherwise read as none.

    Raises:
        TrajectoryInputError: naming ``where`` for a blank or missing name, or misplaced arguments.
    """
    if raw_args is None:
        for key in block:
            if isinstance(key, str) and key in _ARGUMENT_LIKE:
                raise TrajectoryInputError(f"{where}: arguments go under {field!r}, not {key!r}")
    extras = {
        key: value
        for key, value in block.items()
        if key not in known and key not in _NOISE_KEYS and value is not None and isinstance(key, str)
    }
    if extras.get("caller") == _DIRECT:  # the default: the model called the tool itself
        del extras["caller"]
    meta: dict[str, Any] = dict(metadata or {})
    if extras:
        meta["extras"] = {**extras, **meta.get("extras", {})}
    if isinstance(raw_args, str):
        try:
            args = parse_args(raw_args, "", field)
        except TrajectoryInputError as exc:
            if type(name) is not str or not name.strip():
                raise TrajectoryInputError(f"{where}: 'name' must be a non-blank string, got {shown(name)}") from None
            invalid = invalid_call_fields(
                {"name": name, "id": call_id, "args": raw_args, "error": _argument_problem(raw_args, field, exc)},
                where,
            )
            if meta:
                invalid["metadata"] = freeze({**invalid["metadata"], **meta}, where)
            return invalid
    else:
        args = raw_args
    fields = call_fields({"name": name, "args": args, "id": call_id}, where)
    if meta:
        fields["metadata"] = freeze(meta, where)
    return fields


def _argument_problem(raw: str, field: str, exc: TrajectoryInputError) -> str:
    """Why argument text is not arguments, without the text itself (it may hold what ``redact`` hides)."""
    try:
        decode_json(raw)
    except json.JSONDecodeError as bad:
        return f"{field!r} is not valid JSON ({bad.msg})"
    except (ValueError, RecursionError):
        return f"{field!r} cannot be decoded"
    return str(exc).removeprefix(": ")


def fields_of(call: ToolCall) -> dict[str, Any]:
    """A call's fields as a new dict (its values are read-only, so they are shared, not copied)."""
    return dict(call.__dict__)
