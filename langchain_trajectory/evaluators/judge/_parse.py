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

    Tried in order: the whole reply as JSON; the contents of each fenced code block; the first decodable
    ``{...}`` object anywhere in the reply (prose before and after is ignored). When several objects appear
    outside fences, the first one wins.

    Raises:
        ReplyProblem: when the reply holds no JSON object.
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
    for block in _FENCE.findall(stripped):
        objects = _objects_in(block)
        if objects:
            return objects[0]
    objects = _objects_in(stripped)
    if objects:
        return objects[0]
    raise ReplyProblem("the reply holds no JSON object")
