"""Per-key argument matchers written as JSON inside an expectation's ``args``: ``{"$regex": "..."}``,
``{"$approx": 3.0, "abs": 0.1}``, ``{"$any": true}``; read into [`KeyMatcher`][langchain_trajectory.matching.KeyMatcher] objects and written back."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from langchain_trajectory.matching.arguments import AnyValue, Approx, KeyMatcher, Regex

__all__ = ["read_args_value", "shown_args", "write_args_value"]


def _key_matcher_from_json(value: Mapping[str, Any], where: str) -> KeyMatcher:
    keys = set(value)
    if "$regex" in keys:
        unknown = keys - {"$regex", "full", "ignore_case"}
        if unknown:
            raise ValueError(f"{where}: unknown keys {sorted(unknown)} in a $regex matcher")
        pattern = value["$regex"]
        if not isinstance(pattern, str):
            raise ValueError(f"{where}: '$regex' must be a string, got {type(pattern).__name__}")
        return Regex(
            pattern,
            full=bool(value.get("full", True)),
            flags=re.IGNORECASE if value.get("ignore_case") else 0,
        )
    if "$approx" in keys:
        unknown = keys - {"$approx", "abs", "rel"}
        if unknown:
            raise ValueError(f"{where}: unknown keys {sorted(unknown)} in an $approx matcher")
        target = value["$approx"]
        if isinstance(target, bool) or not isinstance(target, (int, float)):
            raise ValueError(f"{where}: '$approx' must be a number, got {target!r}")
        return Approx(value=target, abs=value.get("abs"), rel=value.get("rel"))
    if keys == {"$any"}:
        if value["$any"] is not True:
            raise ValueError(f"{where}: '$any' must be true")
        return AnyValue()
    raise ValueError(f"{where}: unknown matcher {sorted(keys)}; expected $regex, $approx or $any")


def _key_matcher_to_json(matcher: KeyMatcher, where: str) -> dict[str, Any]:
    if isinstance(matcher, AnyValue):
        return {"$any": True}
    if isinstance(matcher, Regex):
        out: dict[str, Any] = {"$regex": matcher.pattern.pattern}
        if not matcher.full:
            out["full"] = False
        if matcher.pattern.flags & re.IGNORECASE:
            out["ignore_case"] = True
        return out
    if isinstance(matcher, Approx) and matcher.value is not None:
        return {"$approx": matcher.value, "abs": matcher.abs, "rel": matcher.rel}
    raise ValueError(f"{where}: {matcher!r} has no JSON form (only AnyValue, Regex and Approx(value=...) do)")


def read_args_value(value: Any, where: str) -> Any:
    """``$``-matchers read as [`KeyMatcher`][langchain_trajectory.matching.KeyMatcher] objects, recursively; other values as they are."""
    if isinstance(value, KeyMatcher):
        if isinstance(value, Approx) and value.value is None:
            raise ValueError(f"{where}: Approx inside args needs value=... (the target to compare with)")
        if not isinstance(value, (AnyValue, Regex, Approx)) and value.needs_expected:
            raise ValueError(f"{where}: {value!r} needs an expected value; inside args write the value itself")
        return value
    if isinstance(value, Mapping):
        if value and all(isinstance(k, str) for k in value) and any(k.startswith("$") for k in value):
            return _key_matcher_from_json(value, where)
        return {k: read_args_value(v, f"{where}.{k}") for k, v in value.items()}
    if isinstance(value, list):
        return [read_args_value(v, f"{where}.{i}") for i, v in enumerate(value)]
    return value


def write_args_value(value: Any, where: str) -> Any:
    if isinstance(value, KeyMatcher):
        return _key_matcher_to_json(value, where)
    if isinstance(value, Mapping):
        return {k: write_args_value(v, f"{where}.{k}") for k, v in value.items()}
    if isinstance(value, list):
        return [write_args_value(v, f"{where}.{i}") for i, v in enumerate(value)]
    return value


def shown_args(value: Any) -> Any:
    """Arguments for a description: per-key matchers in their JSON form, or their repr when they have none."""
    if isinstance(value, KeyMatcher):
        try:
            return _key_matcher_to_json(value, "args")
        except ValueError:
            return repr(value)
    if isinstance(value, Mapping):
        return {k: shown_args(v) for k, v in value.items()}
    if isinstance(value, list):
        return [shown_args(v) for v in value]
    return value
