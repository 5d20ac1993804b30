"""Policy checks: forbidden call patterns, allow / deny lists and budgets, whatever else the calls match."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from langchain_trajectory.matching.budgets import budget_violations, has_budgets
from langchain_trajectory.matching.calls import CallLike
from langchain_trajectory.matching.expectations import CallPattern, Policy
from langchain_trajectory.matching.patterns import PatternMatcher
from langchain_trajectory.trajectory import compact_json

__all__ = ["Violation", "ViolationKind", "check_policy"]

ViolationKind = Literal[
    "forbidden",
    "denied",
    "not_allowed",
    "max_calls",
    "max_calls_per_tool",
    "max_calls_per_step",
    "max_model_steps",
    "max_tokens",
    "max_cost",
    "max_latency_s",
    "max_model_calls",
]


@dataclass(frozen=True)
class Violation:
    """One policy violation.

    Attributes:
        kind: ``forbidden``, ``denied``, ``not_allowed``, ``max_calls``, ``max_calls_per_tool``,
            ``max_calls_per_step``, ``max_model_steps``, ``max_tokens``, ``max_cost``, ``max_latency_s`` or
            ``max_model_calls``.
        message: What happened, naming the calls and the limit.
        calls: Indices of the actual calls involved.
    """

    kind: ViolationKind
    message: str
    calls: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "message": self.message, "calls": list(self.calls)}


def check_policy(
    policy: Policy,
    calls: Sequence[CallLike],
    turns: Sequence[Sequence[int]] | None = None,
    model_calls: Sequence[Mapping[str, Any]] | None = None,
) -> list[Violation]:
    """Every violation of ``policy`` by ``calls``.

    Args:
        policy: The policy (an [`Expectation`][langchain_trajectory.matching.Expectation] works too: its policy part is checked).
        calls: The actual calls, in order.
        turns: The indices of the calls issued by each model step (assistant message), one list per step, empty
            steps included. None: one step holding every call (a bare list of calls).
        model_calls: The run's model-call records (``Trajectory.model_calls()``), for the budgets on tokens,
            cost, wall time and model calls (see `budgets`).

    Returns:
        Violations in a fixed order: forbidden, denied, not allowed, then the budgets.

    Raises:
        ValueError: when ``policy`` sets a budget on what the run used and ``model_calls`` is None.
    """
    steps = [list(range(len(calls)))] if turns is None else [list(t) for t in turns]
    out = [violation for check in _CHECKS for violation in check(policy, calls, steps)]
    if has_budgets(policy):
        if model_calls is None:
            raise ValueError("the policy's budgets on tokens, cost, latency or model calls need model_calls=")
        for kind, message, involved in budget_violations(policy, model_calls, calls):
            out.append(Violation(kind, message, involved))  # type: ignore[arg-type]
    return out


# -- the checks, in the order their violations are reported: (policy, calls, calls per model step) -> violations


def _forbidden(policy: Policy, calls: Sequence[CallLike], steps: list[list[int]]) -> Iterator[Violation]:
    patterns = PatternMatcher(None, default_mode="superset")
    for pattern in policy.forbidden:
        hits = tuple(i for i, c in enumerate(calls) if patterns.accepts(pattern, c))
        if hits:
            shown = ", ".join(f"#{i} {_signature(calls[i])}" for i in hits[:5])
            more = f" and {len(hits) - 5} more" if len(hits) > 5 else ""
            yield Violation("forbidden", f"forbidden call {_forbidden_label(pattern)}: {shown}{more}", hits)


def _denied(policy: Policy, calls: Sequence[CallLike], steps: list[list[int]]) -> Iterator[Violation]:
    if policy.deny:
        denied = set(policy.deny)
        hits = tuple(i for i, c in enumerate(calls) if c.name in denied)
        if hits:
            names = sorted({calls[i].name for i in hits})
            yield Violation("denied", f"denied tools called: {names} (calls {_indices(hits)})", hits)


def _not_allowed(policy: Policy, calls: Sequence[CallLike], steps: list[list[int]]) -> Iterator[Violation]:
    if policy.allow is not None:
        allowed = set(policy.allow)
        hits = tuple(i for i, c in enumerate(calls) if c.name not in allowed)
        if hits:
            names = sorted({calls[i].name for i in hits})
            yield Violation(
                "not_allowed",
                f"tools outside the allow list {sorted(allowed)} called: {names} (calls {_indices(hits)})",
                hits,
            )


def _max_calls(policy: Policy, calls: Sequence[CallLike], steps: list[list[int]]) -> Iterator[Violation]:
    if policy.max_calls is not None and len(calls) > policy.max_calls:
        yield Violation(
            "max_calls",
            f"{len(calls)} tool calls, more than max_calls = {policy.max_calls}",
            tuple(range(policy.max_calls, len(calls))),
        )


def _max_calls_per_tool(policy: Policy, calls: Sequence[CallLike], steps: list[list[int]]) -> Iterator[Violation]:
    if not policy.max_calls_per_tool:
        return
    counts = Counter(c.name for c in calls)
    for tool, limit in sorted(policy.max_calls_per_tool.items()):
        if counts[tool] > limit:
            hits = tuple(i for i, c in enumerate(calls) if c.name == tool)
            yield Violation(
                "max_calls_per_tool",
                f"{tool!r} called {counts[tool]} times, more than max_calls_per_tool[{tool!r}] = {limit}",
                hits[limit:],
            )


def _max_calls_per_step(policy: Policy, calls: Sequence[CallLike], steps: list[list[int]]) -> Iterator[Violation]:
    if policy.max_calls_per_step is None:
        return
    for s, members in enumerate(steps):
        if len(members) > policy.max_calls_per_step:
            yield Violation(
                "max_calls_per_step",
                f"model step {s} issued {len(members)} tool calls, more than max_calls_per_step = "
                f"{policy.max_calls_per_step}",
                tuple(members),
            )


def _max_model_steps(policy: Policy, calls: Sequence[CallLike], steps: list[list[int]]) -> Iterator[Violation]:
    if policy.max_model_steps is not None and len(steps) > policy.max_model_steps:
        yield Violation(
            "max_model_steps", f"{len(steps)} model steps, more than max_model_steps = {policy.max_model_steps}"
        )


_CHECKS: tuple[Callable[[Policy, Sequence[CallLike], list[list[int]]], Iterator[Violation]], ...] = (
    _forbidden,
    _denied,
    _not_allowed,
    _max_calls,
    _max_calls_per_tool,
    _max_calls_per_step,
    _max_model_steps,
)


def _forbidden_label(pattern: CallPattern) -> str:
    """A forbidden pattern as it matches: arguments compare by ``superset`` unless it says otherwise."""
    if pattern.match is None and pattern.args == {}:
        return pattern.model_copy(update={"args": None}).describe()
    return pattern.describe() + (" [superset]" if pattern.match is None and pattern.args else "")


def _signature(call: CallLike) -> str:
    return f"{call.name}({compact_json(call.args)})"


def _indices(indices: Sequence[int]) -> str:
    shown = ", ".join(f"#{i}" for i in indices[:10])
    return shown + (f" and {len(indices) - 10} more" if len(indices) > 10 else "")
