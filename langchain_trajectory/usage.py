"""Tokens, cost and latency: what the model calls of a run used, summed.

Every source of a trajectory (the recorder, a LangSmith run tree, a message list, a simulation) keeps one
**model-call record** per chat-model call, in its assistant message's ``metadata["model_calls"]`` (a simulated turn
that took several model calls keeps them all; a simulated user's message keeps its own, a check's judge its own).
A record is a plain dict:

=====================  ===========================================================================================
``model``              the model's name as it was asked for (LangChain's ``ls_model_name``), else as it answered
``model_version``      the name the provider answered with, when it differs (``gpt-4o-mini-2024-07-18``)
``agent``              the agent that made the call, when known
``source``             ``app`` (the application), ``user`` (a simulated user) or ``judge`` (an LLM judge)
``calls``              how many model calls the record stands for (1 unless a judge's calls were summed)
``input_tokens`` ...   ``input_tokens``, ``output_tokens``, ``total_tokens``, ``cache_read_tokens``,
                       ``reasoning_tokens``: LangChain's ``usage_metadata`` (cache reads and reasoning from its
                       ``input_token_details`` / ``output_token_details``); absent when the model reported none
``start_time``         when the call started and ended (seconds since the epoch), when known; ``duration_ms``
``end_time``
=====================  ===========================================================================================

[`summarize`][langchain_trajectory.usage.summarize] adds records up into a [`Usage`][langchain_trajectory.usage.Usage] (``Trajectory.usage()`` does it for a trajectory). Costs come
only from a price table given by the caller, ``{"model": (input_per_1k, output_per_1k)}`` in any currency: no
prices are built in. This module imports nothing of the package.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "MODEL_CALLS",
    "TOKEN_FIELDS",
    "Prices",
    "Usage",
    "UsageTotals",
    "check_prices",
    "price_of",
    "record_cost",
    "summarize",
]

MODEL_CALLS = "model_calls"
"""The metadata key of a message's model-call records."""

TOKEN_FIELDS = ("input_tokens", "output_tokens", "total_tokens", "cache_read_tokens", "reasoning_tokens")
"""The token counts a record may hold."""

Prices = Mapping[str, tuple[float, float] | Sequence[float]]
"""``{model name: (price per 1,000 input tokens, price per 1,000 output tokens)}``."""


def check_prices(prices: Any, what: str = "prices") -> dict[str, tuple[float, float]]:
    """``prices`` as ``{model: (input_per_1k, output_per_1k)}``.

    Raises:
        ValueError: naming the model when a key is not a non-blank string or a price is not two finite numbers
            >= 0.
    """
    if not isinstance(prices, Mapping):
        raise ValueError(f"{what} must be a mapping {{model: (input_per_1k, output_per_1k)}}, got {prices!r}")
    out: dict[str, tuple[float, float]] = {}
    for model, pair in prices.items():
        if not isinstance(model, str) or not model.strip():
            raise ValueError(f"{what}: model names must be non-blank strings, got {model!r}")
        if isinstance(pair, (str, bytes)) or not isinstance(pair, Sequence) or len(pair) != 2:
            raise ValueError(f"{what}[{model!r}] must be (input_per_1k, output_per_1k), got {pair!r}")
        numbers = []
        for value in pair:
            if (
                isinstance(value, bool)
                or not isinstance(value, (int, float))
                or not math.isfinite(value)
                or value < 0
            ):
                raise ValueError(f"{what}[{model!r}] must hold two finite prices >= 0, got {pair!r}")
            numbers.append(float(value))
        out[model] = (numbers[0], numbers[1])
    return out


def price_of(
    record: Mapping[str, Any], prices: Mapping[str, tuple[float, float]]
) -> tuple[float, float] | None:
    """The price of a record's model: its ``model`` or ``model_version`` exactly, else the longest price key that
    starts either (``gpt-4o-mini`` prices ``gpt-4o-mini-2024-07-18``); None when there is none."""
    names = [n for n in (record.get("model"), record.get("model_version")) if isinstance(n, str) and n]
    for name in names:
        if name in prices:
            return prices[name]
    best = max((key for key in prices for name in names if name.startswith(key)), key=len, default=None)
    return prices[best] if best is not None else None


def record_cost(record: Mapping[str, Any], prices: Mapping[str, tuple[float, float]]) -> Fraction | None:
    """The cost of one record, exactly (input and output tokens at their price per 1,000; cache reads are input
    tokens); None when its model has no price or it reported no usage."""
    if not reported(record):
        return None
    price = price_of(record, prices)
    if price is None:
        return None
    tokens_in, tokens_out = _int(record.get("input_tokens")), _int(record.get("output_tokens"))
    return (Fraction(tokens_in) * Fraction(price[0]) + Fraction(tokens_out) * Fraction(price[1])) / 1000


def reported(record: Mapping[str, Any]) -> bool:
    """Whether the record holds token counts (the model reported its usage)."""
    return any(record.get(name) is not None for name in TOKEN_FIELDS)


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


class UsageTotals(BaseModel):
    """Token counts, model calls and cost of a group of model calls.

    Attributes:
        input_tokens / output_tokens / total_tokens / cache_read_tokens / reasoning_tokens: Sums over the calls.
        model_calls: How many model calls.
        unreported: How many of them reported no usage (their tokens are unknown, counted as 0).
        cost: The cost under the price table given, or None when none was given, a model had no price or a call
            reported no usage.
    """

    model_config = ConfigDict(frozen=True)

    input_tokens: int = 0
    output_tokens: int = 0
    total_tokens: int = 0
    cache_read_tokens: int = 0
    reasoning_tokens: int = 0
    model_calls: int = 0
    unreported: int = 0
    cost: float | None = None


class Usage(UsageTotals):
    """What a run used: the totals, the same figures per model, per agent and per source, and its latency.

    Attributes:
        latency_s: Wall time from the first model or tool call's start to the last one's end, in seconds (None
            when no timing was recorded, e.g. a trajectory read from messages).
        tool_time_s: The tool calls' own wall time, summed (None when none was timed).
        unpriced: Models a price table was given for but that have no price in it (then ``cost`` is None).
        by_model: Totals per model (``"unknown"`` when a call's model was not recorded).
        by_agent: Totals per agent (``"unknown"`` when not recorded).
        by_source: Totals per source: ``app``, ``user`` (a simulated user), ``judge``; they add up to the totals.
    """

    latency_s: float | None = None
    tool_time_s: float | None = None
    unpriced: tuple[str, ...] = ()
    by_model: dict[str, UsageTotals] = Field(default_factory=dict)
    by_agent: dict[str, UsageTotals] = Field(default_factory=dict)
    by_source: dict[str, UsageTotals] = Field(default_factory=dict)

    def per_call(self) -> dict[str, Any]:
        """The totals as a plain dict (without the breakdowns)."""
        return {name: getattr(self, name) for name in UsageTotals.model_fields}


class _Sum:
    __slots__ = ("calls", "cost", "counts", "unreported")

    def __init__(self, priced: bool) -> None:
        self.counts = dict.fromkeys(TOKEN_FIELDS, 0)
        self.calls = 0
        self.unreported = 0
        self.cost: Fraction | None = Fraction(0) if priced else None

    def add(self, record: Mapping[str, Any], cost: Fraction | None) -> None:
        calls = record.get("calls", 1)
        self.calls += calls if isinstance(calls, int) and not isinstance(calls, bool) and calls >= 0 else 1
        if not reported(record):
            self.unreported += 1
        for name in TOKEN_FIELDS:
            self.counts[name] += _int(record.get(name))
        if self.cost is not None:
            self.cost = None if cost is None else self.cost + cost

    def totals(self) -> dict[str, Any]:
        return {
            **self.counts,
            "model_calls": self.calls,
            "unreported": self.unreported,
            "cost": float(self.cost) if self.cost is not None else None,
        }


def summarize(
    records: Iterable[Mapping[str, Any]],
    prices: Prices | None = None,
    *,
    spans: Iterable[tuple[float | None, float | None]] = (),
    tool_spans: Iterable[tuple[float | None, float | None]] = (),
) -> Usage:
    """Add model-call ``records`` up.

    Args:
        records: Model-call records (see the module doc).
        prices: ``{model: (input_per_1k, output_per_1k)}``; without it ``cost`` is None.
        spans: Further ``(start, end)`` times that count toward the latency (tool calls).
        tool_spans: The tool calls' ``(start, end)`` times, for ``tool_time_s`` (and the latency).

    Raises:
        ValueError: for a malformed price table.
    """
    table = check_prices(prices) if prices is not None else None
    priced = table is not None
    total = _Sum(priced)
    groups: dict[str, dict[str, _Sum]] = {"model": {}, "agent": {}, "source": {}}
    unpriced: dict[str, None] = {}
    starts: list[float] = []
    ends: list[float] = []
    for record in records:
        cost = record_cost(record, table) if table is not None else None
        if table is not None and price_of(record, table) is None:
            unpriced[str(record.get("model") or "unknown")] = None
        total.add(record, cost)
        keys = {
            "model": record.get("model") or "unknown",
            "agent": record.get("agent") or "unknown",
            "source": record.get("source") or "app",
        }
        for group, key in keys.items():
            groups[group].setdefault(str(key), _Sum(priced)).add(record, cost)
        _collect(record.get("start_time"), record.get("end_time"), starts, ends)
    tool_time: float | None = None
    for start, end in tool_spans:
        if _collect(start, end, starts, ends):
            tool_time = (tool_time or 0.0) + (end - start)  # type: ignore[operator]
    for start, end in spans:
        _collect(start, end, starts, ends)
    latency = max(ends) - min(starts) if starts and ends else None
    return Usage(
        **total.totals(),
        latency_s=latency,
        tool_time_s=tool_time,
        unpriced=tuple(unpriced),
        by_model={k: UsageTotals(**s.totals()) for k, s in groups["model"].items()},
        by_agent={k: UsageTotals(**s.totals()) for k, s in groups["agent"].items()},
        by_source={k: UsageTotals(**s.totals()) for k, s in groups["source"].items()},
    )


def _collect(start: Any, end: Any, starts: list[float], ends: list[float]) -> bool:
    good = all(
        isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in (start, end)
    )
    if good and end >= start:
        starts.append(float(start))
        ends.append(float(end))
        return True
    return False
