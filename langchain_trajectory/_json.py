"""JSON text from input, read with one nesting limit on every Python.

How deep ``json.loads`` goes depends on the interpreter: 3.11 refuses about 1,000 levels (its C scanner shares the
Python recursion limit), 3.12 about 1,500, 3.13 reads 5,000 and more. Every place the package parses JSON text
from its input goes through `loads` or `raw_decode` (or `check_depth` after its own decoder), so
a document is read or refused the same way on each of them: more than `MAX_JSON_DEPTH` nested arrays and
objects raise `JSONTooDeep`, also when the document is broken further on.

What it costs: a document of at most `MAX_JSON_DEPTH` characters pays a length comparison, one with at most
that many opening brackets (nearly every tool call's arguments and message) two ``str.count`` calls. A larger one is decoded, then its value is measured level by level (one
call per level gathers its values, no recursion; under half a ``json.loads`` again, see bench/README.md). Text that fails to decode is measured up to the error, by C-speed
regular expressions and iterators, to tell "too deep" from "broken".

`JSONTooDeep` is a `RecursionError`, which is what ``json`` itself raises when it runs out of stack,
so a caller handles both in one ``except RecursionError`` and words the error its own way.
"""

from __future__ import annotations

import gc
import json
import re
from collections.abc import Callable
from itertools import accumulate, chain, compress, repeat
from operator import not_
from typing import Any

__all__ = ["MAX_JSON_DEPTH", "JSONTooDeep", "check_depth", "json_depth", "loads", "raw_decode", "value_depth"]

MAX_JSON_DEPTH = 500
"""The most arrays and objects a JSON document may nest (``[]`` is one level). Far above what the model stores
(:data:`~langchain_trajectory.trajectory.MAX_DEPTH`, whose own error names the field) and below what Python 3.11
decodes from the deepest stack the package runs on."""

# A JSON string (escapes included), and anything that is not a bracket.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_CONTAINERS = (dict, list)
_PLAIN = frozenset(_CONTAINERS)


class JSONTooDeep(RecursionError):
    """JSON text nests more than `MAX_JSON_DEPTH` arrays and objects."""

    def __init__(self) -> None:
        super().__init__(f"JSON nests arrays and objects more than {MAX_JSON_DEPTH} levels deep")


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


def value_depth(value: Any, limit: int = MAX_JSON_DEPTH) -> int:
    """How deeply a decoded JSON value nests dicts and lists (0 for a scalar), walked level by level; the walk
    stops one level past ``limit``."""
    depth = 0
    level: list[Any] = [value] if isinstance(value, _CONTAINERS) else []
    while level and depth <= limit:
        depth += 1
        # the children of this level's dicts and lists, then those of them that are dicts or lists: C functions
        # only, no Python code per container or value
        if _PLAIN.issuperset(map(type, level)):
            # what the collector sees in a plain dict or list: its values (and keys, which are hashable: never a
            # plain dict or list) or its items; one call for the whole level
            children = gc.get_referents(*level)
        else:  # a subclass may hold more than its items (its type, an instance dict)
            is_dict = list(map(isinstance, level, repeat(dict)))
            children = list(
                chain(
                    chain.from_iterable(map(dict.values, compress(level, is_dict))),
                    chain.from_iterable(compress(level, map(not_, is_dict))),
                )
            )
        level = list(compress(children, map(isinstance, children, repeat(_CONTAINERS))))
    return depth


_WINDOW = 1 << 16  # characters counted at a time


def _many_brackets(text: str, start: int, stop: int) -> bool:
    if stop - start <= MAX_JSON_DEPTH:
        return False  # too short to hold that many brackets: most arguments and messages
    seen = 0
    for at in range(start, stop, _WINDOW):  # a large document passes the limit long before its end
        end = min(at + _WINDOW, stop)
        seen += text.count("[", at, end) + text.count("{", at, end)
        if seen > MAX_JSON_DEPTH:
            return True
    return False


def check_depth(text: str, value: Any, start: int = 0, end: int | None = None) -> None:
    """Raise `JSONTooDeep` when ``value``, decoded from ``text[start:end]``, nests more than
    `MAX_JSON_DEPTH` arrays and objects (two ``str.count`` calls decide when it cannot).

    Raises:
        JSONTooDeep: naming the limit.
    """
    if _many_brackets(text, start, len(text) if end is None else end) and value_depth(value) > MAX_JSON_DEPTH:
        raise JSONTooDeep()


def _refuse_if_deep_before(text: str, start: int, error: json.JSONDecodeError) -> None:
    """For text that failed to decode at ``error.pos``: too deep when it nested past the limit before that."""
    if _many_brackets(text, start, error.pos) and json_depth(text[start : error.pos].lstrip()) > MAX_JSON_DEPTH:
        raise JSONTooDeep() from None


# the C scanner ``json.loads`` runs, configured as its default decoder's (typeshed does not declare the attribute)
_SCAN: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]
_OPENERS = frozenset("[{")
_CLOSERS = frozenset("]}")
_NOT_WHOLE = object()


def _whole_array_or_object(text: str) -> Any:
    """``json.loads(text)`` for text that starts with ``[`` or ``{`` and ends with ``]`` or ``}`` (most JSON the
    package reads: messages, arguments, files), without the Python layers ``json.loads`` runs around its C scanner;
    `_NOT_WHOLE` for any other text, when the scanner finds no value, or when the value ends before the text does
    (``json.loads`` then reads it and words the error). Errors inside the value are raised as ``json.loads``
    raises them: it runs the same scanner from the same position."""
    if text[:1] not in _OPENERS or text[-1:] not in _CLOSERS:
        return _NOT_WHOLE
    try:
        value, end = _SCAN(text, 0)
    except StopIteration:
        return _NOT_WHOLE
    return value if end == len(text) else _NOT_WHOLE


def loads(text: str | bytes | bytearray, decoder: json.JSONDecoder | None = None) -> Any:
    """``json.loads(text)`` (or ``decoder.decode(text)``), refusing nesting deeper than `MAX_JSON_DEPTH` on
    every Python.

    Raises:
        JSONTooDeep: for JSON nested more than `MAX_JSON_DEPTH` levels (a ``RecursionError``).
        json.JSONDecodeError: for text that is not JSON, as ``json.loads`` does; ValueError for a number with
            more digits than Python converts.
    """
    if not isinstance(text, str):  # as json.loads reads bytes
        text = text.decode(json.detect_encoding(text), "surrogatepass")
    try:
        value = _NOT_WHOLE if decoder is not None else _whole_array_or_object(text)
        if value is _NOT_WHOLE:
            value = json.loads(text) if decoder is None else decoder.decode(text)
    except json.JSONDecodeError as exc:
        _refuse_if_deep_before(text, 0, exc)
        raise
    except RecursionError:
        raise JSONTooDeep() from None
    check_depth(text, value)
    return value


def raw_decode(decoder: json.JSONDecoder, text: str, index: int = 0) -> tuple[Any, int]:
    """``decoder.raw_decode(text, index)``, refusing nesting deeper than `MAX_JSON_DEPTH`. Only the text
    the decoder read counts, so scanning a long reply for values costs no more than decoding them.

    Raises:
        JSONTooDeep: for a value nested more than `MAX_JSON_DEPTH` levels (a ``RecursionError``).
        json.JSONDecodeError: when no JSON value starts at ``index``.
    """
    try:
        value, end = decoder.raw_decode(text, index)
    except json.JSONDecodeError as exc:
        _refuse_if_deep_before(text, index, exc)
        raise
    except RecursionError:
        raise JSONTooDeep() from None
    check_depth(text, value, index, end)
    return value, end
