"""The satisfiability dry run: the calls a scenario expects, answered by tool stubs, scored against the scenario's
own expectation.

The **witness** of an expectation is the least run that should meet it: for every step in order, each item's
required calls (``min`` of them; optional items none), of the item's tool (its first alternative; for a set of
names the first; for a regular expression the first declared tool it matches) with the item's arguments
(a per-key matcher stands for a value: ``$any`` any value, ``$approx`` its target, ``$regex`` a known fact of the
scenario that it matches, or the pattern itself when it is a plain literal). Each call is answered by the
stubs (the scenario's own ``metadata["stubs"]``, then the ones given, then ``"ok"``), and the answer is
written to the call as its result or error.

Two witnesses are scored, each ending with the assistant's answer (a model step without calls): all of a step's
calls in one model step (the fewest model steps), and one call per model step (the fewest calls per step). The
scenario is satisfiable when either meets its expectation in ``strict`` mode with every policy part
(forbidden calls, allow / deny lists, budgets) held, scored by
[`ToolTrajectoryEvaluator`][langchain_trajectory.evaluators.ToolTrajectoryEvaluator].
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from langchain_trajectory.evaluators import ToolTrajectoryEvaluator
from langchain_trajectory.matching.arguments import AnyValue, Approx, KeyMatcher, Regex
from langchain_trajectory.matching.expectations import CallPattern, Expectation
from langchain_trajectory.simulation.scenarios import Scenario
from langchain_trajectory.simulation.stubs import ToolStubs
from langchain_trajectory.simulation.surface import AppSurface
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

__all__ = ["Unsatisfiable", "dry_run", "witness_calls"]

_STRICT = ToolTrajectoryEvaluator(mode="strict")


class Unsatisfiable(ValueError):
    """A scenario whose expectation no run can meet; the message says why."""


def _name(pattern: CallPattern, surface: AppSurface) -> str:
    if pattern.name is not None:
        return pattern.name
    if pattern.names:
        return pattern.names[0]
    assert pattern.name_regex is not None
    for tool in surface.tools:
        if re.fullmatch(pattern.name_regex, tool):
            return tool
    raise Unsatisfiable(f"/{pattern.name_regex}/ matches no tool of the app")


def _value(matcher: KeyMatcher, facts: Mapping[str, str], where: str) -> Any:
    if isinstance(matcher, AnyValue):
        return "any"
    if isinstance(matcher, Approx) and matcher.value is not None:
        return matcher.value
    if isinstance(matcher, Regex):
        for fact in facts.values():
            if matcher(fact, None):
                return fact
        literal = matcher.pattern.pattern
        if re.escape(literal) == literal and matcher(literal, None):
            return literal
        raise Unsatisfiable(
            f"{where}: no value is known that matches {{'$regex': {matcher.pattern.pattern!r}}}; give one among "
            "the scenario's known_facts"
        )
    raise Unsatisfiable(f"{where}: {matcher!r} gives no value to call with")


def _concrete(value: Any, facts: Mapping[str, str], where: str) -> Any:
    if isinstance(value, KeyMatcher):
        return _value(value, facts, where)
    if isinstance(value, Mapping):
        return {k: _concrete(v, facts, f"{where}.{k}") for k, v in value.items()}
    if isinstance(value, list):
        return [_concrete(v, facts, f"{where}[]") for v in value]
    return value


def witness_calls(scenario: Scenario, surface: AppSurface) -> list[list[tuple[str, dict[str, Any]]]]:
    """The witness's calls, one list per expectation step (see the module doc).

    Raises:
        Unsatisfiable: when an item has no tool or no value to call with.
    """
    expectation = scenario.expected
    assert expectation is not None
    steps: list[list[tuple[str, dict[str, Any]]]] = []
    for t, step in enumerate(expectation.steps):
        calls: list[tuple[str, dict[str, Any]]] = []
        for k, item in enumerate(step):
            if item.min == 0:
                continue
            pattern = item.alternatives[0]
            name = _name(pattern, surface)
            args = _concrete(pattern.args or {}, scenario.known_facts, f"step {t} item {k} ({name}) args")
            calls.extend((name, dict(args)) for _ in range(item.min))
        steps.append(calls)
    return steps


def _answered(name: str, args: dict[str, Any], number: int, stubs: ToolStubs) -> ToolCall:
    _, result, error = stubs.answer(name, args)
    return ToolCall(name=name, args=args, id=f"dry-run-{number}", result=result, error=error)


def _witnesses(steps: list[list[tuple[str, dict[str, Any]]]], stubs: ToolStubs) -> list[Trajectory]:
    answered: list[list[ToolCall]] = []
    number = 0
    for step in steps:
        calls = []
        for name, args in step:
            calls.append(_answered(name, args, number, stubs))
            number += 1
        answered.append(calls)
    user = Message.user("(dry run)")
    answer = Message.assistant("(the answer)")
    grouped = [Message.assistant("", calls) for calls in answered if calls]
    single = [Message.assistant("", [call]) for calls in answered for call in calls]
    return [
        Trajectory(messages=(user, *grouped, answer)),
        Trajectory(messages=(user, *single, answer)),
    ]


def dry_run(scenario: Scenario, surface: AppSurface, stubs: ToolStubs) -> None:
    """Check that ``scenario`` can meet its own expectation (see the module doc); None when it can.

    Raises:
        Unsatisfiable: naming why it cannot (the evaluator's reason: a forbidden or denied call, a budget, ...).
    """
    expectation: Expectation | None = scenario.expected
    if expectation is None:
        return
    witnesses = _witnesses(witness_calls(scenario, surface), stubs)
    reasons = []
    for witness in witnesses:
        result = _STRICT.evaluate(witness, expectation)
        if result.passed:
            return
        reasons.append(result.reason)
    violations = [line.strip("- ").strip() for line in reasons[0].splitlines() if line.startswith("  - ")]
    detail = "; ".join(violations) if violations else reasons[0].splitlines()[0]
    raise Unsatisfiable(f"the expected calls cannot meet the scenario's own expectation: {detail}")
