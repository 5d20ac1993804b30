"""JSON values as the trace readers meet them in span attributes: mappings, JSON text, tool-call arguments,
message content."""

from __future__ import annotations

import ast
import json
from collections.abc import Mapping
from typing import Any, TypeGuard

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.errors import TrajectoryInputError

__all__ = ["decode_json", "is_mapping", "parse_arguments", "python_literal_arguments", "text_of"]

_NEVER_MAPPINGS = frozenset({str, type(None), int, float, bool, list})


def is_mapping(value: Any) -> TypeGuard[Mapping[Any, Any]]:
    """``isinstance(value, Mapping)``, answered without the ABC's Python-level check for what JSON values mostly
    are (dicts, text, numbers, None, lists)."""
    kind = type(value)
    return kind is dict or (kind not in _NEVER_MAPPINGS and isinstance(value, Mapping))


def decode_json(value: Any) -> Any:
    """A JSON object or array given as text, decoded; any other value (plain text included) as it is."""
    if isinstance(value, str):
        stripped = value.strip()
        if stripped[:1] in ("{", "[") and stripped[-1:] in ("}", "]"):
            try:
                return load_json(stripped)
            except (json.JSONDecodeError, RecursionError):
                return value
    return value


def parse_arguments(raw: Any, where: str, name: str) -> dict[str, Any]:
    """Tool-call arguments given as a dict or a JSON object text (None and ``""`` are ``{}``).

    Raises:
        TrajectoryInputError: naming ``where`` and the attribute ``name`` when they are neither.
    """
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return {}
    if is_mapping(raw):
        return {str(k): v for k, v in raw.items()}
    if isinstance(raw, str):
        try:
            parsed = load_json(raw)
        except json.JSONDecodeError as exc:
            raise TrajectoryInputError(
                f"{where}: {name!r} is not valid JSON ({exc.msg}): {raw[:80]!r}"
            ) from None
        except RecursionError:
            raise TrajectoryInputError(f"{where}: {name!r} is nested too deeply to parse") from None
        if isinstance(parsed, dict):
            return parsed
        raise TrajectoryInputError(
            f"{where}: {name!r} must be a JSON object, got JSON {type(parsed).__name__}"
        )
    raise TrajectoryInputError(f"{where}: {name!r} must be a JSON object, got {type(raw).__name__}")


def python_literal_arguments(text: Any) -> dict[str, Any] | None:
    """Arguments a LangChain tracer wrote as ``str(dict)`` (``"{'a': 2}"``), read as a Python literal (never
    evaluated as code), or None."""
    if not isinstance(text, str) or not text.strip().startswith("{"):
        return None
    try:
        value = ast.literal_eval(text.strip())
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None
    return value if isinstance(value, dict) and all(isinstance(k, str) for k in value) else None


def text_of(content: Any) -> str:
    """Message content as text: a string as it is, content blocks joined by their text parts."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(
            b if isinstance(b, str) else str(b.get("text", ""))
            for b in content
            if isinstance(b, str) or (isinstance(b, Mapping) and b.get("type") == "text")
        )
    return json.dumps(content, default=str, sort_keys=True)
