"""Budgets on what a run used: tokens, cost, wall time and model calls, each failing with the step that crossed it.

The model calls are the trajectory's model-call records (``Trajectory.model_calls()``, see
[`langchain_trajectory.usage`][langchain_trajectory.usage]), in order; the running total after each one is compared with the budget, and
the first call that takes it over is named: its model step (the index of its assistant message, as a tool call's
``step``), its model, and the tool calls that step issued. Wall time is measured from the first model or tool
call's start; the first call (model or tool) whose end comes later than the budget allows is named.

A budget that cannot be checked is a violation too, never a pass: tokens when a model call reported no usage,
cost when a model has no price, wall time when nothing was timed.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from langchain_trajectory.matching.calls import CallLike
from langchain_trajectory.usage import record_cost, reported

__all__ = ["BUDGET_FIELDS", "budget_violations", "has_budgets"]

BUDGET_FIELDS = ("max_tokens", "max_cost", "max_latency_s", "max_model_calls")
"""The policy fields that limit what a run used."""


def has_budgets(policy: Any) -> bool:
    """Whether ``policy`` sets any of `BUDGET_FIELDS`."""
    return any(getattr(policy, name, None) is not None for name in BUDGET_FIELDS)


def _where(record: Mapping[str, Any], calls_of_step: Sequence[int]) -> str:
    step = record.get("step")
    model = record.get("model")
    place = f"model step {step}" if step is not None else f"message {record.get('message')}"
    if isinstance(model, str) and model:
        place += f" ({model})"
    if calls_of_step:
        place += f", which issued call(s) {', '.join(f'#{i}' for i in calls_of_step)}"
    return place


def _calls_of(step: Any, calls: Sequence[CallLike]) -> tuple[int, ...]:
    return tuple(i for i, c in enumerate(calls) if step is not None and getattr(c, "step", None) == step)


def budget_violations(
    policy: Any, records: Sequence[Mapping[str, Any]], calls: Sequence[CallLike]
) -> list[tuple[str, str, tuple[int, ...]]]:
    """``(kind, message, tool-call indices)`` for every budget of ``policy`` the run went over (or that cannot be
    checked), in the order of `BUDGET_FIELDS`.

    Args:
        policy: Anything with the budget fields (and ``prices`` for ``max_cost``).
        records: The model-call records, in order (each with ``step`` when known).
        calls: The tool calls, in order (their ``step`` ties them to model steps; their metadata's ``start_time``
            and ``end_time`` count toward wall time).
    """
    out: list[tuple[str, str, tuple[int, ...]]] = []
    if policy.max_tokens is not None:
        out.extend(_running(policy.max_tokens, "max_tokens", "total tokens", records, calls, _tokens))
    if policy.max_cost is not None:
        prices = policy.prices or {}
        out.extend(
            _running(policy.max_cost, "max_cost", "cost", records, calls, lambda r: record_cost(r, prices))
        )
    if policy.max_latency_s is not None:
        out.extend(_latency(policy.max_latency_s, records, calls))
    if policy.max_model_calls is not None:
        out.extend(_running(policy.max_model_calls, "max_model_calls", "model calls", records, calls, _count))
    return out


def _tokens(record: Mapping[str, Any]) -> Fraction | None:
    if not reported(record):
        return None
    total = record.get("total_tokens")
    if not isinstance(total, int) or isinstance(total, bool):
        total = sum(v for k in ("input_tokens", "output_tokens") if isinstance(v := record.get(k), int))
    return Fraction(total)


def _count(record: Mapping[str, Any]) -> Fraction:
    calls = record.get("calls", 1)
    return Fraction(calls if isinstance(calls, int) and not isinstance(calls, bool) and calls >= 0 else 1)


def _shown(value: Fraction) -> str:
    return f"{int(value):,}" if value.denominator == 1 else f"{float(value):.6g}"


def _running(
    limit: float,
    kind: str,
    what: str,
    records: Sequence[Mapping[str, Any]],
    calls: Sequence[CallLike],
    amount: Any,
) -> list[tuple[str, str, tuple[int, ...]]]:
    total = Fraction(0)
    crossed: tuple[Mapping[str, Any], Fraction] | None = None
    unknown: list[Mapping[str, Any]] = []
    for record in records:
        value = amount(record)
        if value is None:
            unknown.append(record)
            continue
        total += value
        if crossed is None and total > Fraction(limit):
            crossed = (record, total)
    if crossed is not None:
        record, reached = crossed
        involved = _calls_of(record.get("step"), calls)
        return [
            (
                kind,
                f"{what} reached {_shown(reached)} at {_where(record, involved)}, over {kind} = {limit:g} "
                f"({_shown(total)} in all)",
                involved,
            )
        ]
    if unknown:
        silent = [r for r in unknown if not reported(r)]
        why = (
            f"{len(silent)} model call(s) reported no usage"
            if silent
            else f"no price for model(s) {sorted({str(r.get('model') or 'unknown') for r in unknown})}"
        )
        return [(kind, f"{kind} = {limit:g} cannot be checked: {why} ({what} of the others: {_shown(total)})", ())]
    return []


def _latency(
    limit: float, records: Sequence[Mapping[str, Any]], calls: Sequence[CallLike]
) -> list[tuple[str, str, tuple[int, ...]]]:
    events: list[tuple[float, float, str, tuple[int, ...]]] = []
    for record in records:
        span = _span(record)
        if span is not None:
            involved = _calls_of(record.get("step"), calls)
            events.append((*span, _where(record, involved), involved))
    for index, call in enumerate(calls):
        metadata = getattr(call, "metadata", None) or {}
        span = _span(metadata)
        if span is not None:
            step = getattr(call, "step", None)
            events.append((*span, f"tool call #{index} {call.name} (model step {step})", (index,)))
    if not events:
        return [("max_latency_s", f"max_latency_s = {limit:g} cannot be checked: no call was timed", ())]
    start = min(e[0] for e in events)
    end = max(e[1] for e in events)
    for _, finished, where, involved in sorted(events, key=lambda e: e[1]):
        if finished - start > limit:
            return [
                (
                    "max_latency_s",
                    f"{finished - start:.3f} s elapsed when {where} ended, over max_latency_s = {limit:g} "
                    f"({end - start:.3f} s in all)",
                    involved,
                )
            ]
    return []


def _span(source: Mapping[str, Any]) -> tuple[float, float] | None:
    start, end = source.get("start_time"), source.get("end_time")
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in (start, end)):
        return None
    return (float(start), float(end)) if end >= start else None  # type: ignore[arg-type, operator]
