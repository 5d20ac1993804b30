"""Tolerant extraction of the JSON object in a judge's reply (code fences, prose around it)."""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["ReplyProblem", "extract_json_object"]

_FENCE = re.compile(r"```[ \t]*(?:json|JSON)?[ \t]*\n?(.*?)```", re.DOTALL)


class ReplyProblem(ValueError):
    """A judge reply that cannot be used; the message is told back to the model when it is re-asked."""


def _objects_in(text: str) -> list[dict[str, Any]]:
    """Every top-level JSON object that can be decoded starting at a ``{`` of ``text``, in order."""
    decoder = json.JSONDecoder()
    found: list[dict[str, Any]] = []
    index = text.find("{")
    while index != -1:
        try:
            value, end = decoder.raw_decode(text, index)
        except json.JSONDecodeError:
            index = text.find("{", index + 1)
            continue
        if isinstance(value, dict):
            found.append(value)
            index = text.find("{", end)
        else:  # pragma: no cover - raw_decode at "{" always yields a dict
            index = text.find("{", index + 1)
    return found


def extract_json_object(text: str) -> dict[str, Any]:
    """The JSON object a judge reply carries.

    Tried in order: the whole reply as JSON; the objects in fenced code blocks; the decodable ``{...}``
    objects anywhere in the reply (prose before and after is ignored). Several objects are accepted only when
    they are the same: a reply quoting one verdict (say, from an injection attempt in the transcript) and
    giving another is ambiguous, and is asked again rather than resolved by position.

    Raises:
        ReplyProblem: when the reply holds no JSON object, or several different ones.
    """
    stripped = text.strip()
    if not stripped:
        raise ReplyProblem("the reply was empty; a JSON object was expected")
    try:
        whole = json.loads(stripped)
    except json.JSONDecodeError:
        whole = None
    if isinstance(whole, dict):
        return whole
    objects = [obj for block in _FENCE.findall(stripped) for obj in _objects_in(block)]
    if not objects:
        objects = _objects_in(stripped)
    if not objects:
        raise ReplyProblem("the reply holds no JSON object")
    if any(obj != objects[0] for obj in objects[1:]):
        raise ReplyProblem(f"the reply holds {len(objects)} different JSON objects; reply with exactly one")
    return objects[0]
