"""Compiled call patterns: does a call satisfy a [`CallPattern`][langchain_trajectory.matching.CallPattern]?

A pattern's name test is the pattern's own; its argument test is built once per evaluation and tool name: the
pattern's ``match`` mode with its per-key matchers, or else the evaluator's argument matcher for the tool joined
with them.
"""

from __future__ import annotations

from typing import Any

from langchain_trajectory.matching.arguments import (
    Approx,
    ArgumentMatcher,
    ArgumentMode,
    ArgumentsPredicate,
    KeyMatcher,
)
from langchain_trajectory.matching.calls import CallLike, CallMatcher
from langchain_trajectory.matching.expectations import CallPattern, ExpectedCall

__all__ = ["PatternMatcher"]


def _split_keys(value: Any, path: tuple[str, ...], keys: dict[str, KeyMatcher]) -> Any:
    """``value`` with every per-key matcher replaced by a placeholder, the matchers collected by dot-path."""
    if isinstance(value, KeyMatcher):
        keys[".".join(path)] = value
        return value.value if isinstance(value, Approx) else None
    if isinstance(value, dict):
        return {k: _split_keys(v, (*path, str(k)), keys) for k, v in value.items()}
    if isinstance(value, list):
        return [_split_keys(v, (*path, str(i)), keys) for i, v in enumerate(value)]
    return value



class PatternMatcher:
    """Compiled argument tests of the patterns of one evaluation (cached per pattern and tool name).

    Args:
        call_matcher: The evaluator's argument matchers, for patterns whose ``match`` is None (None: ``exact``).
        default_mode: A mode for patterns whose ``match`` is None, instead of the call matcher (forbidden
            patterns use ``superset``).
    """

    def __init__(self, call_matcher: CallMatcher | None, default_mode: ArgumentMode | None = None) -> None:
        self.call_matcher = call_matcher
        self.default_mode = default_mode
        self._compiled: dict[tuple[int, str], tuple[Any, ArgumentMatcher | ArgumentsPredicate | None]] = {}
        self._keep: list[CallPattern] = []  # keeps ids stable while cached

    def _compile(self, pattern: CallPattern, tool: str) -> tuple[Any, ArgumentMatcher | ArgumentsPredicate | None]:
        key = (id(pattern), tool)
        found = self._compiled.get(key)
        if found is not None:
            return found
        self._keep.append(pattern)
        if pattern.args is None:
            made: tuple[Any, ArgumentMatcher | ArgumentsPredicate | None] = (None, None)
        else:
            keys: dict[str, KeyMatcher] = {}
            expected = _split_keys(pattern.args, (), keys)
            mode = pattern.match or self.default_mode
            if mode is not None:
                made = (expected, ArgumentMatcher(mode, keys=keys or None))
            else:
                base = (
                    self.call_matcher.matcher_for(tool)
                    if self.call_matcher is not None
                    else ArgumentMatcher("exact")
                )
                if keys and isinstance(base, ArgumentMatcher):
                    base = ArgumentMatcher(
                        base.mode,
                        trim=base.trim,
                        case_insensitive=base.case_insensitive,
                        recursive=base.recursive,
                        keys={**base.keys, **keys},
                    )
                elif keys:
                    raise ValueError(
                        f"{pattern.describe()}: per-key matchers in args need match=... when the argument matcher "
                        f"for {tool!r} is a callable"
                    )
                made = (expected, base)
        self._compiled[key] = made
        return made

    def accepts(self, pattern: CallPattern, call: CallLike) -> bool:
        if not pattern.name_matches(call.name):
            return False
        expected, matcher = self._compile(pattern, call.name)
        return matcher is None or bool(matcher(call.args, expected))

    def accepts_item(self, item: ExpectedCall, call: CallLike) -> bool:
        return any(self.accepts(p, call) for p in item.alternatives)

    def differences(self, pattern: CallPattern, call: CallLike) -> list[str]:
        """Why ``call`` (whose name the pattern accepts) does not match its arguments."""
        expected, matcher = self._compile(pattern, call.name)
        if matcher is None:
            return []
        if isinstance(matcher, ArgumentMatcher):
            return matcher.differences(call.args, expected)
        return [] if matcher(call.args, expected) else [f"arguments rejected by {_callable_name(matcher)}"]


def _callable_name(func: Any) -> str:
    return getattr(func, "__qualname__", None) or getattr(func, "__name__", None) or repr(func)
