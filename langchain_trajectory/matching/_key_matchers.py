"""Per-key argument matchers ([`AnyValue`][langchain_trajectory.matching.AnyValue], [`Equal`][langchain_trajectory.matching.Equal], [`Regex`][langchain_trajectory.matching.Regex], [`Approx`][langchain_trajectory.matching.Approx], or any callable)
and the dot-paths they sit at; [`ArgumentMatcher`][langchain_trajectory.matching.ArgumentMatcher] hands them the
values at their paths. Public through `langchain_trajectory.matching.arguments` and
[`langchain_trajectory.matching`][langchain_trajectory.matching]."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from langchain_trajectory.matching.values import format_value, values_equal

__all__ = ["AnyValue", "Approx", "Equal", "KeyMatcher", "Regex"]

Path = tuple[str, ...]


# -- per-key matchers -----------------------------------------------------------------------------------------


class KeyMatcher:
    """A matcher for the value at one argument path.

    Subclasses implement [`check`][langchain_trajectory.matching.KeyMatcher.check], returning None when the values match or a short explanation when
    they do not. Absent values are handled before [`check`][langchain_trajectory.matching.KeyMatcher.check] is called: a path absent on both sides
    matches; a path absent from the actual arguments fails; a path absent from the expected arguments fails
    unless the matcher does not need an expected value ([`needs_expected`][langchain_trajectory.matching.KeyMatcher.needs_expected] is False, as for
    [`AnyValue`][langchain_trajectory.matching.AnyValue], [`Regex`][langchain_trajectory.matching.Regex] and an [`Approx`][langchain_trajectory.matching.Approx] with a fixed ``value``).
    """

    needs_expected: bool = True

    def check(self, actual: Any, expected: Any) -> str | None:
        """None when ``actual`` matches ``expected``, else why not (without the path)."""
        raise NotImplementedError

    def __call__(self, actual: Any, expected: Any) -> bool:
        return self.check(actual, expected) is None


class AnyValue(KeyMatcher):
    """Any value is accepted, as long as the key is present in the actual arguments."""

    needs_expected = False

    def check(self, actual: Any, expected: Any) -> str | None:
        return None

    def __repr__(self) -> str:
        return "AnyValue()"


class Equal(KeyMatcher):
    """Tolerant typed equality ([`values_equal`][langchain_trajectory.matching.values_equal]), with its own ``trim`` / ``case_insensitive``."""

    def __init__(self, *, trim: bool = False, case_insensitive: bool = False) -> None:
        self.trim = trim
        self.case_insensitive = case_insensitive

    def check(self, actual: Any, expected: Any) -> str | None:
        if values_equal(actual, expected, trim=self.trim, case_insensitive=self.case_insensitive):
            return None
        return f"expected {format_value(expected)}, got {format_value(actual)}"

    def __repr__(self) -> str:
        return f"Equal(trim={self.trim}, case_insensitive={self.case_insensitive})"


class Regex(KeyMatcher):
    """The actual value (a string, or a number rendered with ``str``) matches a regular expression.

    Args:
        pattern: The regular expression (a string or a compiled pattern).
        full: When True (the default) the whole value must match (``re.fullmatch``); when False a match
            anywhere is enough (``re.search``).
        flags: ``re`` flags, e.g. ``re.IGNORECASE``.

    The expected value is not consulted.

    Raises:
        ValueError: when the pattern does not compile.
    """

    needs_expected = False

    def __init__(self, pattern: str | re.Pattern[str], *, full: bool = True, flags: int = 0) -> None:
        try:
            self.pattern = pattern if isinstance(pattern, re.Pattern) else re.compile(pattern, flags)
        except re.error as exc:
            raise ValueError(f"Regex: invalid pattern {pattern!r}: {exc}") from None
        self.full = full

    def check(self, actual: Any, expected: Any) -> str | None:
        if isinstance(actual, bool) or not isinstance(actual, (str, int, float)):
            return f"{format_value(actual)} is not a string to match /{self.pattern.pattern}/"
        text = str(actual)
        found = self.pattern.fullmatch(text) if self.full else self.pattern.search(text)
        return None if found else f"{format_value(actual)} does not match /{self.pattern.pattern}/"

    def __repr__(self) -> str:
        return f"Regex({self.pattern.pattern!r}, full={self.full})"


class Approx(KeyMatcher):
    """Numeric closeness: ``|actual - target| <= max(abs, rel * |target|)``.

    Args:
        abs: Absolute tolerance (default 0 when ``rel`` is given, else 1e-12).
        rel: Relative tolerance (default 1e-6 when neither tolerance is given, else 0).
        value: A fixed target; when None the expected argument's value is the target.

    Booleans and non-numbers never match. NaN matches NaN.

    Raises:
        ValueError: for a negative or non-numeric tolerance.
    """

    def __init__(
        self, *, abs: float | None = None, rel: float | None = None, value: float | None = None
    ) -> None:
        if abs is None and rel is None:
            abs, rel = 1e-12, 1e-6
        for name, tol in (("abs", abs), ("rel", rel)):
            if tol is not None and (isinstance(tol, bool) or not isinstance(tol, (int, float)) or tol < 0):
                raise ValueError(f"Approx: {name!r} must be a non-negative number, got {tol!r}")
        self.abs = float(abs or 0.0)
        self.rel = float(rel or 0.0)
        self.value = value
        self.needs_expected = value is None

    def check(self, actual: Any, expected: Any) -> str | None:
        target = self.value if self.value is not None else expected
        if not (_is_number(actual) and _is_number(target)):
            return f"expected a number near {format_value(target)}, got {format_value(actual)}"
        if math.isnan(actual) or math.isnan(target):
            ok = math.isnan(actual) and math.isnan(target)
        elif actual == target or math.isinf(actual) or math.isinf(target):
            ok = actual == target  # infinities: equal or not (their difference, and rel * inf, say nothing)
        else:
            ok = abs(actual - target) <= max(self.abs, self.rel * abs(target))
        return (
            None
            if ok
            else f"expected {format_value(target)} ± {self._tolerance()}, got {format_value(actual)}"
        )

    def _tolerance(self) -> str:
        parts = [f"abs={self.abs:g}"] if self.abs else []
        if self.rel:
            parts.append(f"rel={self.rel:g}")
        return ", ".join(parts) or "0"

    def __repr__(self) -> str:
        return f"Approx(abs={self.abs:g}, rel={self.rel:g}, value={self.value!r})"


class _CallableKey(KeyMatcher):
    def __init__(self, func: Callable[[Any, Any], bool]) -> None:
        self.func = func

    def check(self, actual: Any, expected: Any) -> str | None:
        if self.func(actual, expected):
            return None
        return f"{format_value(actual)} rejected by {_callable_name(self.func)} (expected {format_value(expected)})"

    def __repr__(self) -> str:
        return _callable_name(self.func)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _callable_name(func: Any) -> str:
    return getattr(func, "__qualname__", None) or getattr(func, "__name__", None) or repr(func)


def _to_key_matcher(path: str, spec: Any) -> KeyMatcher:
    if isinstance(spec, KeyMatcher):
        return spec
    if spec == "any":
        return AnyValue()
    if callable(spec):
        return _CallableKey(spec)
    raise ValueError(
        f"keys[{path!r}]: expected a KeyMatcher (AnyValue, Regex, Approx, Equal), 'any' or a callable "
        f"(actual_value, expected_value) -> bool, got {type(spec).__name__}"
    )


def _split_path(path: Any) -> Path:
    if isinstance(path, tuple) and path and all(isinstance(p, (str, int)) for p in path):
        return tuple(str(p) for p in path)
    if isinstance(path, str) and path and all(path.split(".")):
        return tuple(path.split("."))
    raise ValueError(f"keys: {path!r} is not a dot-path like 'city' or 'items.0.sku'")
