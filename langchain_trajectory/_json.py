"""JSON text from input, read with one nesting limit on every Python.

How deep ``json.loads`` goes depends on the interpreter: 3.11 refuses about 1,000 levels (its C scanner shares the
Python recursion limit), 3.12 about 1,500, 3.13 reads 5,000 and more. Every place the package parses JSON text
from its input goes through :func:`loads` (or :func:`check_depth` before its own decoder), so a document is read
or refused the same way on each of them: more than :data:`MAX_JSON_DEPTH` nested arrays and objects raise
:class:`JSONTooDeep`.

The check costs two ``str.count`` calls for a document with at most :data:`MAX_JSON_DEPTH` opening brackets
(nearly every tool call's arguments and message); only a larger one is measured, by C-speed regular expressions
and iterators (no Python loop per character), before it is decoded.

:class:`JSONTooDeep` is a :class:`RecursionError`, which is what ``json`` itself raises when it runs out of stack,
so a caller handles both in one ``except RecursionError`` and words the error its own way.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

__all__ = ["MAX_JSON_DEPTH", "JSONTooDeep", "check_depth", "json_depth", "loads", "raw_decode"]

MAX_JSON_DEPTH = 500
"""The most arrays and objects a JSON document may nest (``[]`` is one level). Far above what the model stores
(:data:`~langchain_trajectory.trajectory.MAX_DEPTH`, whose own error names the field) and below what Python 3.11
decodes from the deepest stack the package runs on."""

# A JSON string (escapes included), and anything that is not a bracket.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class JSONTooDeep(RecursionError):
    """JSON text nests more than :data:`MAX_JSON_DEPTH` arrays and objects."""


def json_depth(text: str) -> int:
    """How deeply the JSON value at the start of ``text`` nests arrays and objects (0 for a scalar), brackets
    inside strings not counted. For text that is not JSON the figure is an estimate that never undercounts the
    part before the first error."""
    if text[:1] not in ("[", "{"):
        return 0
    levels = list(accumulate(map(_STEP.__getitem__, _NOT_BRACKET.sub("", _STRING.sub("", text)))))
    try:
        end = levels.index(0)  # where the value closes; what follows it is another value's
    except ValueError:
        end = len(levels)
    return max(levels[:end] or (0,))


def check_depth(text: str, start: int = 0, end: int | None = None) -> None:
    """Raise :class:`JSONTooDeep` when the JSON value at ``text[start:end]`` (leading whitespace skipped) nests
    more than :data:`MAX_JSON_DEPTH` arrays and objects.

    Raises:
        JSONTooDeep: naming the limit.
    """
    stop = len(text) if end is None else end
    if text.count("[", start, stop) + text.count("{", start, stop) <= MAX_JSON_DEPTH:
        return  # too few brackets to nest that deep: the usual case, two C-speed counts
    if json_depth(text[start:stop].lstrip(" \t\r\n")) > MAX_JSON_DEPTH:
        raise JSONTooDeep(f"JSON nests arrays and objects more than {MAX_JSON_DEPTH} levels deep")


def loads(text: str | bytes | bytearray, **kwargs: Any) -> Any:
    """``json.loads(text, **kwargs)``, refusing nesting deeper than :data:`MAX_JSON_DEPTH` on every Python
    (measured before decoding).

    Raises:
        JSONTooDeep: for JSON nested more than :data:`MAX_JSON_DEPTH` levels (a ``RecursionError``).
        json.JSONDecodeError: for text that is not JSON, as ``json.loads`` does; ValueError for a number with
            more digits than Python converts.
    """
    if not isinstance(text, str):  # as json.loads reads bytes
        text = text.decode(json.detect_encoding(text), "surrogatepass")
    check_depth(text)
    return json.loads(text, **kwargs)


def raw_decode(decoder: json.JSONDecoder, text: str, index: int = 0) -> tuple[Any, int]:
    """``decoder.raw_decode(text, index)``, refusing nesting deeper than :data:`MAX_JSON_DEPTH`.

    Only the text the decoder read is measured (after decoding, or up to where it failed), so scanning a long
    reply for values costs no more than decoding them.

    Raises:
        JSONTooDeep: for a value nested more than :data:`MAX_JSON_DEPTH` levels (a ``RecursionError``, as is
            the one json raises when the interpreter's stack runs out first).
        json.JSONDecodeError: when no JSON value starts at ``index``.
    """
    try:
        value, end = decoder.raw_decode(text, index)
    except json.JSONDecodeError as exc:
        check_depth(text, index, exc.pos)  # nested past the limit before the error: too deep, as 3.11 says
        raise
    check_depth(text, index, end)
    return value, end
