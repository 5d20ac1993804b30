"""Callable argument matchers that scale: a predicate that declares what matching arguments share.

A plain callable ``(actual_args, expected_args) -> bool`` is opaque, so matching must call it for every pair of
same-name calls: ``n_actual x n_expected / tools`` calls (5,000 calls over 5 tools: 5 million). A
[`KeyedPredicate`][langchain_trajectory.matching.KeyedPredicate] adds a *key*: two calls can match only when their keys are equal, so calls are bucketed
by key first (one key per call) and the predicate runs only within a bucket::

    from langchain_trajectory.matching import keyed

    same_trip = keyed(lambda a, e: a["date"][:7] == e["date"][:7], keys=["city"])  # city equal, same month
    by_route = keyed(close_enough, key=lambda args: (args["from"], args["to"]))

The verdict is defined as *keys equal and predicate true*, so bucketing never changes it (the tests check
the bucketed matching against every pair tested): a key is part of the matcher, not a hint.

* ``keys=[...]``: argument names whose values must be equal ([`values_equal`][langchain_trajectory.matching.values_equal];
  a name absent on both sides counts as equal). A call whose value there has no canonical form (a string
  holding JSON, a value outside JSON's types) is compared with every call of its tool instead.
* ``key=fn``: any function of the arguments returning a hashable value; equal values may match.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from langchain_trajectory.matching.values import MISSING, canonical_value, format_value, values_equal

__all__ = ["KeyedPredicate", "keyed"]

_ABSENT = ("absent",)  # the key of an argument name a call does not have


class KeyedPredicate:
    """An argument matcher: ``key(actual) == key(expected) and predicate(actual, expected)``.

    Args:
        predicate: ``(actual_args, expected_args) -> bool``, run only on calls with equal keys.
        key: A function of one call's arguments returning a hashable value.
        keys: Argument names whose values must be equal (instead of ``key``).

    Raises:
        ValueError: when ``predicate`` or ``key`` is not callable, when neither or both of ``key`` and ``keys``
            are given, or when ``keys`` is not a non-empty list of names.
    """

    def __init__(
        self,
        predicate: Callable[[Any, Any], bool],
        *,
        key: Callable[[Any], Hashable] | None = None,
        keys: Sequence[str] | None = None,
    ) -> None:
        if not callable(predicate):
            raise ValueError(f"keyed: the predicate must be callable, got {type(predicate).__name__}")
        if (key is None) == (keys is None):
            raise ValueError(
                "keyed: give exactly one of key= (a function of the arguments) and keys= (names)"
            )
        if key is not None and not callable(key):
            raise ValueError(f"keyed: key= must be a function of the arguments, got {type(key).__name__}")
        if keys is not None and (
            isinstance(keys, str) or not keys or not all(isinstance(k, str) and k for k in keys)
        ):
            raise ValueError(f"keyed: keys= must be a non-empty list of argument names, got {keys!r}")
        self.predicate = predicate
        self.key = key
        self.keys: tuple[str, ...] | None = tuple(keys) if keys is not None else None

    def key_of(self, args: Any) -> Hashable | None:
        """The call's key, or None when it has none (``keys=`` with a value that has no canonical form: the call
        is then compared with every call of its tool).

        Raises:
            TypeError: when ``key=`` returns a value that cannot be hashed (naming the matcher).
        """
        if self.keys is None:
            assert self.key is not None
            value = self.key(args)
            try:
                hash(value)
            except TypeError:
                raise TypeError(
                    f"{self!r}: key= returned an unhashable {type(value).__name__}; return a tuple or a str"
                ) from None
            return value
        parts = []
        for name in self.keys:
            value = _value_at(args, name)
            part = _ABSENT if value is MISSING else canonical_value(value)
            if part is None:
                return None
            parts.append(part)
        return tuple(parts)

    def keys_equal(self, actual_args: Any, expected_args: Any) -> bool:
        """Whether the two calls share their key (what the bucketing decides)."""
        if self.keys is None:
            return bool(self.key_of(actual_args) == self.key_of(expected_args))
        return all(_same_at(actual_args, expected_args, name) for name in self.keys)

    def __call__(self, actual_args: Any, expected_args: Any) -> bool:
        return self.keys_equal(actual_args, expected_args) and bool(
            self.predicate(actual_args, expected_args)
        )

    def differences(self, actual_args: Any, expected_args: Any) -> list[str]:
        """Why the arguments do not match (empty when they do)."""
        if self.keys is not None:
            differ = [name for name in self.keys if not _same_at(actual_args, expected_args, name)]
            if differ:
                return [
                    f"expected {name}={_shown(expected_args, name)}, got {name}={_shown(actual_args, name)}"
                    for name in differ
                ]
        elif not self.keys_equal(actual_args, expected_args):
            return [
                f"{_name(self.key)}: expected key {self.key_of(expected_args)!r}, got {self.key_of(actual_args)!r}"
            ]
        if self.predicate(actual_args, expected_args):
            return []
        return [f"arguments rejected by {_name(self.predicate)}"]

    def __repr__(self) -> str:
        by = f"keys={list(self.keys)!r}" if self.keys is not None else f"key={_name(self.key)}"
        return f"keyed({_name(self.predicate)}, {by})"


def keyed(
    predicate: Callable[[Any, Any], bool],
    *,
    key: Callable[[Any], Hashable] | None = None,
    keys: Sequence[str] | None = None,
) -> KeyedPredicate:
    """A callable argument matcher with a key: see [`KeyedPredicate`][langchain_trajectory.matching.KeyedPredicate]."""
    return KeyedPredicate(predicate, key=key, keys=keys)


def _value_at(args: Any, name: str) -> Any:
    return args.get(name, MISSING) if isinstance(args, Mapping) else MISSING


def _same_at(actual_args: Any, expected_args: Any, name: str) -> bool:
    """Both calls lack argument ``name``, or both hold equal values there."""
    a, e = _value_at(actual_args, name), _value_at(expected_args, name)
    if a is MISSING or e is MISSING:
        return a is e
    return values_equal(a, e)


def _shown(args: Any, name: str) -> str:
    value = _value_at(args, name)
    return "absent" if value is MISSING else format_value(value)


def _name(func: Any) -> str:
    return getattr(func, "__qualname__", None) or repr(func)
