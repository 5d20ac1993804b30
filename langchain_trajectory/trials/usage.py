"""Tokens, cost and latency in a report: per trial, per case (mean per trial, and per passed trial) and overall,
split between the application, the simulated user and the judges; and their change against a baseline.

A trial's figures come from its trajectory's model calls (``Trajectory.usage()``: the application's, a simulated
user's, the checks' judges') and from the judges that scored it afterwards (their results' ``judge_calls``,
``token_usage`` and ``judge_model``). A results file keeps them (``"usage"`` on each line), so a report read
back from one, and ``compare``, show them without the trajectories. Costs need the report's price table
(``Report.prices``, ``{"model": (input_per_1k, output_per_1k)}``); no prices are built in.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.usage import Prices, summarize

__all__ = [
    "SOURCES",
    "CaseUsage",
    "TrialUsage",
    "case_usage",
    "read_usage",
    "trial_usage",
    "usage_line",
    "usage_text",
]

SOURCES = ("app", "user", "judge")
"""Who used the tokens: the application, the simulated user, the judges."""


@dataclass(frozen=True)
class TrialUsage:
    """What one trial used.

    Attributes:
        tokens: Total tokens (None when no model call reported its usage). cost: Under the report's prices (None without them, or when a model had no price
            or a call reported no usage). latency_s: The run's wall time (None when not timed). model_calls: Chat
            model calls. by_source: ``{"app" | "user" | "judge": {"tokens", "cost", "model_calls"}}``.
    """

    tokens: int | None
    cost: float | None
    latency_s: float | None
    model_calls: int
    by_source: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The figures as the results file keeps them."""
        return {
            "tokens": self.tokens,
            "cost": self.cost,
            "latency_s": self.latency_s,
            "model_calls": self.model_calls,
            "by_source": {k: dict(v) for k, v in self.by_source.items()},
        }


def _number(value: Any) -> float | None:
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or not math.isfinite(value)
        or value < 0
    ):
        return None
    return float(value)


def read_usage(data: Any, where: str) -> TrialUsage:
    """A trial's ``"usage"`` from a results file.

    Raises:
        ValueError: naming ``where`` and the field when it is malformed.
    """
    if not isinstance(data, Mapping):
        raise ValueError(f"{where}: 'usage' must be an object, got {type(data).__name__}")
    tokens, calls = data.get("tokens"), data.get("model_calls")
    if tokens is not None and (isinstance(tokens, bool) or not isinstance(tokens, int) or tokens < 0):
        raise ValueError(f"{where}: 'usage.tokens' must be an integer >= 0 or null, got {tokens!r}")
    if isinstance(calls, bool) or not isinstance(calls, int) or calls < 0:
        raise ValueError(f"{where}: 'usage.model_calls' must be an integer >= 0, got {calls!r}")
    for name in ("cost", "latency_s"):
        if data.get(name) is not None and _number(data.get(name)) is None:
            raise ValueError(f"{where}: 'usage.{name}' must be a number >= 0 or null, got {data.get(name)!r}")
    sources = data.get("by_source") or {}
    if not isinstance(sources, Mapping):
        raise ValueError(f"{where}: 'usage.by_source' must be an object")
    return TrialUsage(tokens, _number(data.get("cost")), _number(data.get("latency_s")), calls, dict(sources))


def _judge_records(results: Sequence[Any]) -> list[dict[str, Any]]:
    """The model calls of the judges that scored a trial (a check's result already on the trajectory is not
    counted twice: checks are not among a trial's results)."""
    out = []
    for result in results:
        metadata = result.metadata if isinstance(result, EvalResult) else None
        if not isinstance(metadata, Mapping) or not metadata.get("judge_calls"):
            continue
        record: dict[str, Any] = {"source": "judge", "calls": metadata["judge_calls"], "agent": result.key}
        tokens = metadata.get("token_usage")
        if isinstance(tokens, Mapping):
            for name in ("input_tokens", "output_tokens", "total_tokens"):
                if isinstance(tokens.get(name), int):
                    record[name] = tokens[name]
        if isinstance(metadata.get("judge_model"), str):
            record["model"] = metadata["judge_model"]
        out.append(record)
    return out


def trial_usage(trial: Any, prices: Prices | None = None) -> TrialUsage | None:
    """What ``trial`` used (its stored figures when read from a results file), or None when nothing is known:
    no trajectory with model calls and no judge."""
    stored = getattr(trial, "usage", None)
    if isinstance(stored, TrialUsage):
        return stored
    trajectory = trial.trajectory
    records = trajectory.model_calls() if trajectory is not None else []
    judged = _judge_records(trial.results)
    if not records and not judged:
        return None
    spans = (
        [(c.metadata.get("start_time"), c.metadata.get("end_time")) for c in trajectory.tool_calls()]
        if trajectory is not None
        else []
    )
    used = summarize([*records, *judged], prices, tool_spans=spans)
    return TrialUsage(
        tokens=used.total_tokens if used.unreported < used.model_calls else None,
        cost=used.cost,
        latency_s=used.latency_s,
        model_calls=used.model_calls,
        by_source={
            source: {"tokens": t.total_tokens, "cost": t.cost, "model_calls": t.model_calls}
            for source, t in used.by_source.items()
        },
    )


@dataclass(frozen=True)
class CaseUsage:
    """What a case used over its trials.

    Attributes:
        trials: Trials with figures. passed: How many of them passed.
        tokens / cost / latency_s: Means per trial (None when any trial lacks them).
        tokens_per_pass / cost_per_pass: The case's total divided by its passed trials (None when none passed):
            what one success cost.
        by_source: Mean tokens per trial per source.
    """

    trials: int
    passed: int
    tokens: float | None
    cost: float | None
    latency_s: float | None
    tokens_per_pass: float | None
    cost_per_pass: float | None
    by_source: Mapping[str, float]


def _mean(values: list[float | None]) -> float | None:
    return sum(v for v in values if v is not None) / len(values) if values and None not in values else None


def case_usage(trials: Sequence[Any], prices: Prices | None = None) -> CaseUsage | None:
    """The figures of a case's trials, or None when no trial has any."""
    known = [(t, u) for t in trials if (u := trial_usage(t, prices)) is not None]
    if not known:
        return None
    usages = [u for _, u in known]
    passed = sum(1 for t, _ in known if t.passed)
    costs = [u.cost for u in usages]
    total_tokens = _sum_or_none([u.tokens for u in usages])
    total_cost = _sum_or_none(costs)
    sources = {
        s: sum(int(u.by_source.get(s, {}).get("tokens", 0)) for u in usages) / len(usages) for s in SOURCES
    }
    return CaseUsage(
        trials=len(usages),
        passed=passed,
        tokens=_per(total_tokens, len(usages)),
        cost=_mean(list(costs)),
        latency_s=_mean([u.latency_s for u in usages]),
        tokens_per_pass=_per(total_tokens, passed),
        cost_per_pass=_per(total_cost, passed),
        by_source={s: v for s, v in sources.items() if v},
    )


def _sum_or_none(values: Sequence[float | None]) -> float | None:
    """The sum, or None when a value is missing."""
    return sum(v for v in values if v is not None) if None not in values else None


def _per(total: float | None, count: int) -> float | None:
    """``total / count``, or None when there is no total or no count."""
    return total / count if count and total is not None else None


def _money(value: float | None) -> str:
    return "-" if value is None else f"{value:.4g}"


def usage_line(cases: Sequence[CaseUsage]) -> str | None:
    """The overall figures in one line: tokens and cost in all, split by source, per trial and per passed trial,
    and the mean latency; None when no case has figures."""
    if not cases:
        return None
    trials = sum(c.trials for c in cases)
    passed = sum(c.passed for c in cases)
    tokens = _total([c.tokens for c in cases], cases)
    cost = _total([c.cost for c in cases], cases)
    latency = _total([c.latency_s for c in cases], cases)
    parts = []
    if tokens is not None:
        split = ", ".join(
            f"{s} {sum(c.by_source.get(s, 0) * c.trials for c in cases):,.0f}"
            for s in SOURCES
            if any(c.by_source.get(s) for c in cases)
        )
        parts.append(f"{tokens:,.0f} tokens" + (f" ({split})" if split else ""))
    if cost is not None:
        parts.append(f"cost {_money(cost)}")
    per = _per_figures(tokens, cost, trials)
    if per:
        parts.append("per trial " + per)
        parts.append("per passed trial " + _per_figures(tokens, cost, passed) if passed else "no passed trial")
    if latency is not None:
        parts.append(f"mean latency {latency / trials:.2f} s")
    return "usage: " + "; ".join(parts) if parts else None


def _per_figures(tokens: float | None, cost: float | None, count: int) -> str:
    """Tokens and cost per one of ``count`` trials (those known), as text; empty when neither is known."""
    per = [
        f"{tokens / count:,.0f} tokens" if tokens is not None else "",
        f"cost {_money(cost / count)}" if cost is not None else "",
    ]
    return ", ".join(p for p in per if p)


def _total(means: list[float | None], cases: Sequence[CaseUsage]) -> float | None:
    """The sum over every trial of a per-trial mean, or None when a case lacks it."""
    if None in means:
        return None
    return sum(m * c.trials for m, c in zip(means, cases, strict=True) if m is not None)


def usage_text(figures: CaseUsage | None, baseline: CaseUsage | None = None) -> str:
    """One case's figures in words (empty without figures): per trial, per passed trial, by source, and the
    change against ``baseline``'s."""
    if figures is None:
        return ""
    parts = []
    if figures.tokens is not None:
        split = ", ".join(f"{s} {figures.by_source[s]:,.0f}" for s in SOURCES if figures.by_source.get(s))
        parts.append(f"{figures.tokens:,.0f} tokens per trial" + (f" ({split})" if split else ""))
        if figures.tokens_per_pass is not None:
            parts.append(f"{figures.tokens_per_pass:,.0f} per passed trial")
    if figures.cost is not None:
        per_pass = (
            f" ({_money(figures.cost_per_pass)} per passed trial)"
            if figures.cost_per_pass is not None
            else ""
        )
        parts.append(f"cost {_money(figures.cost)} per trial{per_pass}")
    if figures.latency_s is not None:
        parts.append(f"latency {figures.latency_s:.2f} s")
    if baseline is not None:
        changes = [
            f"{name} {_change(getattr(baseline, attribute), getattr(figures, attribute))}"
            for name, attribute in (("tokens", "tokens"), ("cost", "cost"), ("latency", "latency_s"))
            if getattr(baseline, attribute) is not None and getattr(figures, attribute) is not None
        ]
        if changes:
            parts.append("against the baseline: " + ", ".join(changes))
    return "usage: " + "; ".join(parts) if parts else ""


def _change(before: float, after: float) -> str:
    return f"{(after - before) / before:+.0%}" if before else f"{after - before:+.4g}"
