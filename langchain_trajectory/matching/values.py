"""Typed, tolerant equality of tool-argument values, and the canonical keys that bucket equal values.

The rules (shared by every argument matcher):

* numbers compare by value across ``int`` and ``float`` (``1 == 1.0``), but booleans are not numbers
  (``True != 1``); NaN equals NaN;
* strings compare exactly, unless ``trim`` (strip surrounding whitespace) or ``case_insensitive``
  (``str.casefold``) is set;
* dicts compare by key, recursively; lists and tuples compare in order, element by element;
* a string compared with a dict or a list is parsed as JSON first (models often send nested arguments as JSON
  text); a string that is not valid JSON is then simply unequal;
* anything else falls back to ``==``.

Values nested deeper than Python's stack allows are refused with [`TrajectoryInputError`][langchain_trajectory.errors.TrajectoryInputError] (the data model
stores at most [`MAX_DEPTH`][langchain_trajectory.trajectory.MAX_DEPTH] levels, far below that).
"""

from __future__ import annotations

import json
import math
from collections.abc import Hashable, Mapping
from typing import Any

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.trajectory import MAX_DEPTH, FrozenDict, PlainFrozenDict, compact_json

__all__ = [
    "DICT_TYPES",
    "MISSING",
    "canonical_value",
    "compact_json",
    "format_scalar",
    "format_value",
    "is_plain",
    "parse_json_container",
    "plain_pair",
    "too_deep_to_compare",
    "values_equal",
]

DICT_TYPES: frozenset[type[Any]] = frozenset((dict, FrozenDict, PlainFrozenDict))
"""The exact types of argument dicts that the C-level fast paths compare (plain dicts and the model's)."""


def too_deep_to_compare() -> TrajectoryInputError:
    """The error for values nested deeper than the interpreter's stack lets them be compared."""
    return TrajectoryInputError(
        f"values nest too deeply to compare (trajectories store at most {MAX_DEPTH} levels, MAX_DEPTH)"
    )


class _Missing:
    """The value of a key that is absent (distinct from an explicit ``None``)."""

    _instance: _Missing | None = None

    def __new__(cls) -> _Missing:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "<missing>"

    def __bool__(self) -> bool:
        return False


MISSING: Any = _Missing()
"""Sentinel for an absent key (what per-key matchers see when one side lacks the path)."""

_NUMBER = (int, float)


def _is_number(value: Any) -> bool:
    return isinstance(value, _NUMBER) and not isinstance(value, bool)


def parse_json_container(value: str) -> Any:
    """``value`` parsed as JSON when it holds an object or an array, else [`MISSING`][langchain_trajectory.matching.MISSING]."""
    text = value.lstrip()
    if not text or text[0] not in "{[":
        return MISSING
    try:
        parsed = load_json(value)
    except (json.JSONDecodeError, RecursionError):
        return MISSING
    return parsed if isinstance(parsed, (dict, list)) else MISSING


def _norm_str(value: str, trim: bool, case_insensitive: bool) -> str:
    if trim:
        value = value.strip()
    if case_insensitive:
        value = value.casefold()
    return value


def values_equal(actual: Any, expected: Any, *, trim: bool = False, case_insensitive: bool = False) -> bool:
    """Whether two argument values are equal under the package's tolerant, typed rules (see module doc).

    Args:
        actual: The value the agent passed.
        expected: The value the reference expects.
        trim: Ignore leading and trailing whitespace in strings.
        case_insensitive: Compare strings case-insensitively (``str.casefold``).

    Returns:
        True when the values are equal.

    Raises:
        TrajectoryInputError: when the values nest too deeply to compare.
    """
    try:
        return _equal(actual, expected, trim=trim, case_insensitive=case_insensitive)
    except RecursionError:
        raise too_deep_to_compare() from None


def _equal(actual: Any, expected: Any, *, trim: bool = False, case_insensitive: bool = False) -> bool:
    kind = type(actual)
    if kind is type(expected) and (kind is int or (kind is str and not trim and not case_insensitive)):
        return actual == expected  # the common case, decided without the general rules below
    if isinstance(actual, bool) or isinstance(expected, bool):
        return isinstance(actual, bool) and isinstance(expected, bool) and actual == expected
    if _is_number(actual) and _is_number(expected):
        return actual == expected or _both_nan(actual, expected)
    if isinstance(actual, str) and isinstance(expected, str):
        return _norm_str(actual, trim, case_insensitive) == _norm_str(expected, trim, case_insensitive)
    return _equal_structured(actual, expected, trim, case_insensitive)


def _both_nan(actual: Any, expected: Any) -> bool:
    return isinstance(actual, float) and isinstance(expected, float) and math.isnan(actual) and math.isnan(expected)


def _equal_structured(actual: Any, expected: Any, trim: bool, case_insensitive: bool) -> bool:
    """`_equal` past the scalars: JSON text against a container, containers, and other values."""
    if isinstance(actual, str) and isinstance(expected, (Mapping, list, tuple)):
        parsed = parse_json_container(actual)
        return parsed is not MISSING and _equal(parsed, expected, trim=trim, case_insensitive=case_insensitive)
    if isinstance(expected, str) and isinstance(actual, (Mapping, list, tuple)):
        parsed = parse_json_container(expected)
        return parsed is not MISSING and _equal(actual, parsed, trim=trim, case_insensitive=case_insensitive)
    if isinstance(actual, Mapping) and isinstance(expected, Mapping):
        if actual.keys() != expected.keys():
            return False
        return all(_equal(actual[k], expected[k], trim=trim, case_insensitive=case_insensitive) for k in actual)
    if isinstance(actual, (list, tuple)) and isinstance(expected, (list, tuple)):
        return len(actual) == len(expected) and all(
            _equal(a, e, trim=trim, case_insensitive=case_insensitive) for a, e in zip(actual, expected, strict=False)
        )
    if isinstance(actual, (Mapping, list, tuple, str)) or isinstance(expected, (Mapping, list, tuple, str)):
        return False
    try:
        return bool(actual == expected)
    except Exception:  # a value whose __eq__ raises is simply unequal
        return False


def canonical_value(value: Any, *, trim: bool = False, case_insensitive: bool = False) -> Hashable | None:
    """A hashable key such that two values have equal keys iff [`values_equal`][langchain_trajectory.matching.values_equal] says they are equal.

    Returns None when no such key exists for ``value``: a string holding a JSON object or array (it equals a
    dict or list but not every string spelling that dict), or a value of a type outside JSON's.
    Callers then fall back to pairwise comparison.

    Raises:
        TrajectoryInputError: when the value nests too deeply to key.
    """
    try:
        return _canonical(value, trim=trim, case_insensitive=case_insensitive)
    except RecursionError:
        raise too_deep_to_compare() from None


def _canonical(value: Any, *, trim: bool = False, case_insensitive: bool = False) -> Hashable | None:
    kind = type(value)
    if kind is int:
        return ("n", value)
    if (
        kind is str
        and not trim
        and not case_insensitive
        and value[:1] not in ("{", "[", " ", "\t", "\n", "\r")
    ):
        return ("s", value)
    if isinstance(value, bool):
        return ("b", value)
    if _is_number(value):
        if isinstance(value, float) and math.isnan(value):
            return ("nan",)
        return ("n", value)
    if isinstance(value, str):
        if parse_json_container(value) is not MISSING:
            return None
        return ("s", _norm_str(value, trim, case_insensitive))
    if value is None:
        return ("z",)
    if isinstance(value, Mapping):
        items = []
        for k, v in value.items():
            key = _canonical(v, trim=trim, case_insensitive=case_insensitive)
            if key is None:
                return None
            items.append((k, key))
        try:
            return ("d", frozenset(items))
        except TypeError:
            return None
    if isinstance(value, (list, tuple)):
        keys = []
        for v in value:
            key = _canonical(v, trim=trim, case_insensitive=case_insensitive)
            if key is None:
                return None
            keys.append(key)
        return ("l", tuple(keys))
    # Any other type compares with its own ``==``, which may equal a number or a string (``Decimal(1) == 1``):
    # no key can agree with that, so such values are compared pairwise.
    return None


_JSON_OPENERS = frozenset("{[ \t\n\r")


def is_plain(args: Mapping[str, Any]) -> bool:
    """Whether every value of ``args`` is a ``str`` that opens with neither a JSON bracket nor whitespace, an
    ``int``, a ``float`` other than NaN, or ``None`` (exact types).

    On such values [`values_equal`][langchain_trajectory.matching.values_equal] (without ``trim`` / ``case_insensitive``) is Python's own ``==``, so
    two plain argument dicts can be compared, hashed and tested for containment by the interpreter's dict
    operations, in C, with the same verdicts. Nested, boolean, NaN and JSON-looking values are not plain.
    Arguments the reader decoded and found plain (a ``PlainFrozenDict``) are not looked at again.
    """
    if type(args) is PlainFrozenDict:
        return True
    for value in args.values():
        kind = type(value)
        if kind is str:
            if value[:1] in _JSON_OPENERS:
                return False
        elif kind is int or value is None:
            continue
        elif kind is not float or value != value:
            return False
    return True


def plain_pair(actual_args: Any, expected_args: Any) -> bool:
    """Whether both argument values are dicts of the exact types in `DICT_TYPES` and both are plain
    (`is_plain`): then a matcher's ``plain_comparison`` decides them."""
    kind_a = type(actual_args)
    kind_e = type(expected_args)
    if kind_a is PlainFrozenDict and kind_e is PlainFrozenDict:  # read from JSON text and found plain there
        return True
    return kind_a in DICT_TYPES and kind_e in DICT_TYPES and is_plain(actual_args) and is_plain(expected_args)


def format_value(value: Any, limit: int = 80) -> str:
    """A short, readable rendering of a value for reasons: ``repr`` for scalars, compact JSON for containers."""
    if value is MISSING:
        return "<missing>"
    if isinstance(value, (Mapping, list, tuple)):
        try:
            text = compact_json(value)
        except (TypeError, ValueError):
            text = repr(value)
    else:
        return format_scalar(value, limit)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def format_scalar(value: Any, limit: int = 80) -> str:
    """`format_value` of a value that is neither a container nor [`MISSING`][langchain_trajectory.matching.MISSING]:
    its ``repr``, cut to ``limit`` characters."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
