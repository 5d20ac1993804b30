"""Reason text of the trajectory evaluators: the first line of a trajectory-match reason (what matched, what is
missing, what is extra and which argument differs, in words; the formula and its numbers follow on the next line),
and the small pieces the named evaluators write their reasons with."""

from __future__ import annotations

from collections.abc import Sequence

from langchain_trajectory.matching import CallMatcher
from langchain_trajectory.trajectory import ToolCall

__all__ = ["distinct", "fraction", "names_of", "summary_line", "unmatched_report"]

_SHOWN = 5  # entries per list on the summary line; the lines below it and the metadata hold everything


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _some(items: Sequence[str], sep: str = ", ") -> str:
    shown = sep.join(items[:_SHOWN])
    return shown if len(items) <= _SHOWN else f"{shown}{sep}and {len(items) - _SHOWN} more"


def summary_line(
    *,
    matched: int,
    expected: int,
    actual: int,
    near: Sequence[tuple[str, Sequence[str]]] = (),
    missing: Sequence[str] = (),
    extra: Sequence[str] = (),
    violations: Sequence[str] = (),
    what: str = "expected call",
) -> str:
    """One line a person reads first, e.g. ``1 of 2 expected calls matched; book_flight: expected flight='NH7',
    got flight='JL9'``.

    Args:
        matched: How many expected calls (or required units) were met.
        expected: How many there were.
        actual: How many calls the agent made.
        near: ``(tool, differences)`` of each expected call met by no call but nearly met by one of the same tool;
            such a pair is described by its differences and is not listed again as missing and extra.
        missing: Signatures of the other expected calls that no call met.
        extra: Signatures of the other calls that met nothing.
        violations: Policy violations (forbidden calls, exceeded budgets), which come first.
        what: What is counted (``expected call``, ``required call``).
    """
    parts = [f"policy violated: {_some(violations, '; ')}"] if violations else []
    if not expected and not actual:
        parts.append("no calls expected, none made")
    elif not expected:
        parts.append(f"no calls expected, {_plural(actual, 'call')} made")
    elif matched == expected:
        parts.append(f"all {_plural(expected, what)} matched" if expected > 1 else f"the {what} matched")
    else:
        parts.append(f"{matched} of {_plural(expected, what)} matched")
    parts.extend(f"{tool}: {', '.join(diffs)}" for tool, diffs in near[:_SHOWN])
    if len(near) > _SHOWN:
        parts.append(f"and {len(near) - _SHOWN} more near misses")
    if missing:
        parts.append(f"missing: {_some(missing)}")
    if extra and expected:
        parts.append(f"extra: {_some(extra)}")
    elif extra:
        parts.append(f"made: {_some(extra)}")
    return "; ".join(parts)


def fraction(numerator: float, denominator: float, score: float) -> str:
    """``"2/3 = 0.667"``: a ratio written so that the score can be recomputed from the text."""
    return f"{numerator:g}/{denominator:g} = {score:.3g}"


def names_of(calls: Sequence[ToolCall]) -> list[str]:
    """The tool names of ``calls``, in order."""
    return [call.name for call in calls]


def distinct(names: Sequence[str]) -> list[str]:
    """``names`` without repeats, in first-seen order."""
    return list(dict.fromkeys(names))


def unmatched_report(
    actual: Sequence[ToolCall],
    expected: Sequence[ToolCall],
    pairs: Sequence[tuple[int, int]],
    call_matcher: CallMatcher,
) -> list[str]:
    """One line per expected call left unmatched: its signature and, when a free actual call of the same name
    exists, the argument differences against the first such call."""
    used_actual = {i for i, _ in pairs}
    used_expected = {j for _, j in pairs}
    lines = []
    for j, call in enumerate(expected):
        if j in used_expected:
            continue
        line = call.signature()
        near = next((a for i, a in enumerate(actual) if i not in used_actual and a.name == call.name), None)
        if near is not None:
            diffs = call_matcher.differences(near, call)
            if diffs:
                line += f" (closest actual {near.signature()}: {', '.join(diffs)})"
        else:
            line += " (no actual call of that name left)"
        lines.append(line)
    return lines
