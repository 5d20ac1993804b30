"""Reading expectations from every input shape, and explaining their scores.

`read_expectation` recognises the expectation model wherever an expected trajectory may be given: an
[`Expectation`][langchain_trajectory.matching.Expectation] (or ``ExpectedCall`` items in a list), a dict
written as one (``{"steps": ..., "forbidden": ..., "max_calls": ...}``, or wrapped as ``{"expectation": ...}``,
e.g. a LangSmith example's reference outputs or a line of the CLI's expected file), and steps written as a list
of lists of calls. Calls written as data inside steps (names, ``ToolCall`` objects, call dicts in any shape the
reader accepts) keep the meaning they have in a plain list: that call, with the arguments it shows, or any
arguments when it shows none (a bare name, a dict without ``args``; see `_open_calls`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators._open_calls import (
    check_call_keys,
    check_expected_call_keys,
    is_open_call,
    open_positions,
    written_calls,
)
from langchain_trajectory.evaluators._reasons import summary_line
from langchain_trajectory.matching.calls import AnyArgsCall
from langchain_trajectory.matching.expectations import EXPECTATION_KEYS, Expectation, ExpectedCall, Policy
from langchain_trajectory.matching.keys import check_keys
from langchain_trajectory.matching.modes import get_mode
from langchain_trajectory.matching.scoring import ExpectationOutcome
from langchain_trajectory.reading import to_tool_call, to_tool_calls
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

__all__ = ["TOP_LEVEL_KEYS", "explain_outcome", "is_model_step", "outcome_metadata", "read_expectation", "turns_of"]

# Keys that make a dict in a list of calls an expectation item rather than a call.
_ITEM_KEYS = frozenset({"optional", "min", "max", "names", "name_regex", "match", "any_of"})
_WRAPPERS = ("tool_calls", "trajectory", "messages", "output", "outputs")
_POLICY_KEYS = frozenset(Policy.model_fields) | {"policy"}
_EXPECTATION_INPUT_KEYS = EXPECTATION_KEYS | {"policy", *_WRAPPERS}
TOP_LEVEL_KEYS: frozenset[str] = _EXPECTATION_INPUT_KEYS | {"expectation"}
"""Keys the package reads at the top level of an expected-output dict (a LangSmith example's reference outputs,
an ``--expected`` line): the call wrappers, ``steps``, the policy fields, ``policy`` and ``expectation``."""
_LIST_LIMIT = 20


def _is_item(value: Any) -> bool:
    """Whether a list element is written as an expectation item (checked for every element of every expected
    list, so cheap: one C-level key test for a dict)."""
    if type(value) is dict:
        return not _ITEM_KEYS.isdisjoint(value) or ("args" in value and value["args"] is None)
    if isinstance(value, ExpectedCall):
        return True
    return isinstance(value, Mapping) and (
        not _ITEM_KEYS.isdisjoint(value.keys()) or ("args" in value and value["args"] is None)
    )


def _validation_error(exc: ValidationError, what: str) -> TrajectoryInputError:
    problems = []
    for error in exc.errors()[:5]:
        where = ".".join(str(p) for p in error["loc"])
        message = error["msg"].removeprefix("Value error, ")
        problems.append(f"{where}: {message}" if where else message)
    more = f" (and {len(exc.errors()) - 5} more)" if len(exc.errors()) > 5 else ""
    return TrajectoryInputError(f"{what}: invalid expectation: " + "; ".join(problems) + more)


def _item(value: Any, index: int, where: str) -> Any:
    """An item of a step: kept for the model when written as an item, else read as a call."""
    if _is_item(value) or isinstance(value, ToolCall):
        return value
    check_call_keys(value, f"{where}: item {index}")
    try:
        call = to_tool_call(value, index)
    except TrajectoryInputError as exc:
        raise TrajectoryInputError(f"{where}: {exc}") from None
    return AnyArgsCall.named(call) if is_open_call(value) else call


def _steps(value: Any, what: str) -> list[Any]:
    if not isinstance(value, (list, tuple)):
        raise TrajectoryInputError(f"{what}: 'steps' must be a list of steps, got {type(value).__name__}")
    steps = []
    for t, step in enumerate(value):
        items = step if isinstance(step, (list, tuple)) else [step]
        steps.append([_item(v, k, f"{what} step {t}") for k, v in enumerate(items)])
    return steps


def _validate(fields: Mapping[str, Any], what: str) -> Expectation:
    try:
        return Expectation.model_validate(dict(fields))
    except ValidationError as exc:
        raise _validation_error(exc, what) from None


def read_expectation(value: Any, *, what: str = "expected") -> Expectation | None:
    """``value`` as an [`Expectation`][langchain_trajectory.matching.Expectation] when it is written as one, else None (a plain list of calls, or a
    trajectory, which the list modes read as they always have).

    Raises:
        TrajectoryInputError: for a malformed expectation (naming the step, the item and the field).
    """
    if type(value) is list and value and type(value[0]) is dict and "role" in value[0]:
        return None  # a list of message dicts, the common case (as `_from_list` reads it), without the type tests
    if isinstance(value, Expectation):
        return value
    if isinstance(value, Policy):
        return Expectation(**{k: getattr(value, k) for k in Policy.model_fields})
    if isinstance(value, ExpectedCall):
        return Expectation(steps=((value,),))
    if isinstance(value, Mapping):
        return _from_mapping(value, what)
    if isinstance(value, (list, tuple)) and value:
        return _from_list(value, what)
    return None


def _from_mapping(value: Mapping[str, Any], what: str) -> Expectation | None:
    """A dict: an expectation when written as one (or wrapped as ``{"expectation": ...}``), else None."""
    _check_top_keys(value, what)
    if "expectation" in value:
        inner = value["expectation"]
        if not isinstance(inner, (Mapping, Expectation, Policy)):
            raise TrajectoryInputError(
                f"{what}: 'expectation' must be an object (steps, forbidden, budgets), got {type(inner).__name__}"
            )
        if not isinstance(inner, Mapping):
            return read_expectation(inner, what=what)
        try:
            check_keys(inner, _EXPECTATION_INPUT_KEYS, "an expectation")
        except ValueError as exc:
            raise TrajectoryInputError(f"{what}: expectation: {exc}") from None
        return _from_dict(inner, what)
    steps = value.get("steps")
    if isinstance(steps, (list, tuple)) or any(k in value for k in _POLICY_KEYS):
        # Written as an expectation: every key must be known (wrap it as {"expectation": ...} to keep
        # keys for other evaluators beside it).
        try:
            check_keys(value, _EXPECTATION_INPUT_KEYS, "an expectation")
        except ValueError as exc:
            raise TrajectoryInputError(f"{what}: {exc}") from None
        return _from_dict(value, what)
    check_expected_call_keys(value, what)
    return None


def _from_list(value: list[Any] | tuple[Any, ...], what: str) -> Expectation | None:
    """A non-empty list: an expectation when written as steps (a list of lists) or holding items, else None."""
    first = value[0]
    if isinstance(first, Mapping) and "role" in first:
        return None  # a message list (items never sit among messages): nothing to scan
    steps_shaped = all(isinstance(v, (list, tuple)) for v in value) or any(_is_item(v) for v in value)
    if steps_shaped:
        return _validate({"steps": _steps(value, what)}, what)
    check_expected_call_keys(value, what)
    return None


def _check_top_keys(value: Mapping[str, Any], what: str) -> None:
    """A reference-output dict may carry keys for other evaluators, but never a misspelt expectation key."""
    try:
        check_keys(value, TOP_LEVEL_KEYS, "the expected-output dict", close_only=True)
    except ValueError as exc:
        raise TrajectoryInputError(f"{what}: {exc}") from None


def _policy_block(value: Mapping[str, Any], what: str) -> dict[str, Any]:
    """The fields of a nested ``policy`` object (``{"tool_calls": [...], "policy": {"forbidden": [...]}}``)."""
    block = value["policy"]
    if isinstance(block, Policy):
        return {k: getattr(block, k) for k in block.model_fields_set}
    if not isinstance(block, Mapping):
        raise TrajectoryInputError(f"{what}: 'policy' must be an object (forbidden, allow, deny, budgets)")
    try:
        check_keys(block, Policy.model_fields, "a policy")
    except ValueError as exc:
        raise TrajectoryInputError(f"{what}: policy: {exc}") from None
    twice = sorted(k for k in block if k in value)
    if twice:
        raise TrajectoryInputError(f"{what}: {twice} given both in 'policy' and beside it; give each once")
    return dict(block)


def _from_dict(value: Mapping[str, Any], what: str) -> Expectation:
    fields = {k: value[k] for k in EXPECTATION_KEYS if k in value}
    if "policy" in value:
        fields.update(_policy_block(value, what))
    if "steps" in fields:
        fields["steps"] = _steps(fields["steps"], what)
    else:
        # Policy fields beside plain expected calls: each call is its own step, as in a plain list.
        wrapped = next((value[k] for k in _WRAPPERS if k in value), None)
        if wrapped is not None:
            calls = to_tool_calls(wrapped, what=what)
            written = written_calls(wrapped)
            open_ = open_positions(wrapped) if written is not None and len(written) == len(calls) else ()
            fields["steps"] = [[AnyArgsCall.named(c) if i in open_ else c] for i, c in enumerate(calls)]
    return _validate(fields, what)


def is_model_step(message: Message) -> bool:
    """Whether an assistant message is a model step (a chat-model call): not one a graph node or a middleware
    wrote (``metadata["source"]``, as capture records it) nor a synthetic hand-back."""
    return message.metadata.get("source", "model") == "model" and not message.metadata.get("synthetic")


def turns_of(trajectory: Trajectory) -> tuple[list[ToolCall], list[list[int]]]:
    """The trajectory's calls, and the indices of the calls of each model step.

    A call's model step is its ``step`` when known (a captured call, a ``ToolCall(step=...)``, a tool-call dict's
    ``step`` field), else the assistant message that holds it; calls of one message with different ``step``
    values belong to different model steps (a simulated reply that took several tool rounds). An assistant
    message without calls is one model step with none. A message a graph node or middleware wrote (see
    `is_model_step`) is no model step, and a synthetic call (no model asked for it) belongs to none."""
    calls: list[ToolCall] = []
    turns: list[list[int]] = []
    for message in trajectory.assistant_messages():
        if not is_model_step(message):
            calls.extend(message.tool_calls)
            continue
        if not message.tool_calls:
            turns.append([])
            continue
        groups: dict[int | None, list[int]] = {}
        for call in message.tool_calls:
            if not call.metadata.get("synthetic"):
                groups.setdefault(call.step, []).append(len(calls))
            calls.append(call)
        turns.extend(groups.values())
    return calls, turns


def needs_turns(policy: Policy) -> bool:
    """Whether checking ``policy`` needs the model steps (not only the calls)."""
    return policy.max_calls_per_step is not None or policy.max_model_steps is not None


# -- explaining -------------------------------------------------------------------------------------------


def _listing(items: Sequence[str], total: int, sep: str = ", ") -> str:
    if total <= len(items):
        return sep.join(items)
    return sep.join(items) + f"{sep}... and {total - len(items)} more (see metadata)"


def _calls_text(indices: Sequence[int]) -> str:
    return ", ".join(f"#{i}" for i in indices) if indices else "none"


def explain_outcome(
    outcome: ExpectationOutcome,
    calls: Sequence[ToolCall],
    *,
    threshold: float,
    alias: str = "",
) -> str:
    """The reason of an expectation score: the formula and its numbers, what each item took, the missing items,
    the extra calls, and every violation."""
    mode = outcome.mode
    match_mode = get_mode(mode)
    verdict = "passed" if outcome.score >= threshold else "failed"
    near_items = {k for k, _, _ in outcome.near_misses}
    near_calls = {i for _, i, _ in outcome.near_misses}
    lines = [
        summary_line(
            matched=outcome.required_met,
            expected=outcome.required,
            actual=outcome.actual_count,
            near=[(outcome.items[k].item.describe(), diffs) for k, _, diffs in outcome.near_misses],
            missing=[
                item.item.describe() for k, item in enumerate(outcome.items) if not item.met and k not in near_items
            ],
            extra=[calls[i].signature() for i in outcome.extra if i not in near_calls],
            violations=[v.message for v in outcome.violations],
            what="required call",
        ),
        f"{mode}{alias}: score = {match_mode.formula}; {outcome.numbers} -> {outcome.score:.4g} "
        f"({verdict}, threshold {threshold:g})",
    ]
    if outcome.violations:
        lines.append(
            f"policy violated, so the score is 0 whatever the match (match score {outcome.match_score:.4g}):"
        )
        lines.extend(f"  - {v.message}" for v in outcome.violations)
    lines.append(
        "R = required units (each item's min; optional items count 0), M_req = required units met, "
        "U = actual calls taken by an item, O = U - M_req"
        + ("; steps in order, any order inside a step" if match_mode.ordered else "; order not scored")
    )
    lines.extend(_item_lines(outcome))
    lines.extend(_extra_and_difference_lines(outcome, calls))
    return "\n".join(lines)


def _item_lines(outcome: ExpectationOutcome) -> list[str]:
    """One line per step: what each of its items took, and which are short of their ``min``."""
    by_step: dict[int, list[str]] = {}
    for item in outcome.items[: _LIST_LIMIT * 2]:
        taken = _calls_text(item.calls)
        status = "" if item.met else f" [missing: {len(item.calls)} of {item.item.min}]"
        by_step.setdefault(item.step, []).append(f"{item.item.describe()} <- {taken}{status}")
    lines = [f"step {step}: " + "; ".join(entries) for step, entries in by_step.items()]
    if len(outcome.items) > _LIST_LIMIT * 2:
        lines.append(f"... and {len(outcome.items) - _LIST_LIMIT * 2} more items (see metadata)")
    return lines


def _extra_and_difference_lines(outcome: ExpectationOutcome, calls: Sequence[ToolCall]) -> list[str]:
    """The calls no item took, and the argument differences of the near misses."""
    lines = []
    if outcome.extra:
        shown = [f"#{i} {calls[i].signature()}" for i in outcome.extra[:_LIST_LIMIT]]
        lines.append("extra (actual, taken by no item): " + _listing(shown, len(outcome.extra)))
    if outcome.near_misses:
        lines.append(
            "differences: "
            + "; ".join(
                f"{outcome.items[k].item.describe()} (item {k} vs actual #{i}): {d}"
                for k, i, diffs in outcome.near_misses
                for d in diffs
            )
        )
    return lines


def outcome_metadata(outcome: ExpectationOutcome, calls: Sequence[ToolCall], expectation: Expectation) -> dict[str, Any]:
    """The result metadata of an expectation score (enough to reproduce it)."""
    try:
        written: Any = expectation.model_dump(mode="json", exclude_defaults=True)
    except (ValueError, TypeError):  # per-key matchers with no JSON form (custom ones)
        written = None
    return {
        "mode": outcome.mode,
        "expectation": written,
        "required_units": outcome.required,
        "required_met": outcome.required_met,
        "taken": outcome.taken,
        "beyond_required": outcome.beyond_required,
        "actual_count": outcome.actual_count,
        "match_score": outcome.match_score,
        "items": [
            {
                "step": item.step,
                "position": item.position,
                "item": item.item.describe(),
                "min": item.item.min,
                "max": item.item.max,
                "calls": list(item.calls),
                "met": item.met,
            }
            for item in outcome.items
        ],
        "missing": outcome.missing,
        "extra": list(outcome.extra),
        "assignment": [[i, j] for i, j in outcome.pairs],  # (actual index, item index), not call pairs
        "violations": [v.to_dict() for v in outcome.violations],
        "actual_tools": [c.name for c in calls],
        "feasible": outcome.feasible,
    }
