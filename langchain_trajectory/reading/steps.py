"""Tool calls read for matching, with the steps (model turns) that group them.

Expectations are often written as steps: ``[["lookup"], ["fetch_a", "fetch_b"], ["book"]]`` (a list of lists, or a
dict holding one under ``steps``), each inner list the calls of one model turn. `read_call_sequence` reads
that form and every flat form [`to_tool_calls`][langchain_trajectory.reading.to_tool_calls] reads, and
`sequence_trajectory` turns the result into a [`Trajectory`][langchain_trajectory.trajectory.Trajectory] with one assistant
message per step.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._assemble import plain_conversation_calls
from langchain_trajectory.reading._inputs import to_tool_call, to_tool_calls, to_trajectory
from langchain_trajectory.reading._registry import is_trace_document
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

__all__ = ["CallSequence", "read_call_sequence", "sequence_trajectory"]

_WRAPPERS = ("trajectory", "messages", "tool_calls", "output", "outputs")


class CallSequence:
    """Tool calls read for matching, with their groups (calls of one model step, when known).

    Attributes:
        calls: The calls, in order.
        explicit_steps: True when the input was written as steps (a list of lists).
    """

    __slots__ = ("_groups", "calls", "explicit_steps")

    def __init__(
        self,
        calls: tuple[ToolCall, ...],
        groups: tuple[tuple[int, ...], ...] | None = None,
        *,
        explicit_steps: bool = False,
    ) -> None:
        self.calls = calls
        self._groups = groups
        self.explicit_steps = explicit_steps

    @property
    def groups(self) -> tuple[tuple[int, ...], ...]:
        """Consecutive runs of indices whose calls were issued in the same step (singletons when the step is
        unknown). Worked out on first use: only ``parallel_calls_unordered`` needs them."""
        if self._groups is None:
            self._groups = _groups_from_steps(self.calls)
        return self._groups

    @property
    def has_parallel_steps(self) -> bool:
        return any(len(g) > 1 for g in self.groups)


def _groups_from_steps(calls: Sequence[ToolCall]) -> tuple[tuple[int, ...], ...]:
    groups: list[list[int]] = []
    previous: int | None = None
    for i, call in enumerate(calls):
        if groups and call.step is not None and call.step == previous:
            groups[-1].append(i)
        else:
            groups.append([i])
        previous = call.step
    return tuple(tuple(g) for g in groups)


def _is_list(value: Any) -> bool:
    return isinstance(value, (list, tuple))


def _steps_in(value: Any) -> Sequence[Any] | None:
    """The steps when ``value`` is written as a list of lists (or a dict holding one under ``steps``)."""
    if isinstance(value, Mapping):
        if "steps" in value:
            if is_trace_document(value):
                return None  # a trace document with steps of its own (ATIF): read as that document is
            steps = value["steps"]
            if _is_list(steps):
                return steps
            if not any(key in value for key in _WRAPPERS):
                raise TrajectoryInputError(
                    f"'steps' must be a list of lists of calls, got {type(steps).__name__}"
                )
            # e.g. {"tool_calls": [...], "steps": 3}: a step count for StepEfficiency beside the calls
        for key in ("trajectory", "tool_calls", "output", "outputs"):
            inner = value.get(key)
            if _is_list(inner) and inner and all(_is_list(s) for s in inner):
                return inner
        return None
    if _is_list(value) and value and _is_list(value[0]):
        return value  # steps (a step that is not a list is then an error naming it)
    return None


def read_call_sequence(value: Any, *, what: str) -> CallSequence:
    """Read a tool-call list in any accepted shape, or steps written as a list of lists of calls.

    Raises:
        TrajectoryInputError: for a missing or malformed input (naming the step and call index).
    """
    if type(value) is list and value and type(value[0]) is dict:  # calls or messages as dicts: no steps
        calls = plain_conversation_calls(value)  # the usual OpenAI message list, in one pass
        return CallSequence(tuple(to_tool_calls(value, what=what) if calls is None else calls))
    if isinstance(value, CallSequence):
        return value
    steps = _steps_in(value)
    if steps is None:
        return CallSequence(tuple(to_tool_calls(value, what=what)))
    calls_list: list[ToolCall] = []
    groups: list[tuple[int, ...]] = []
    for t, step in enumerate(steps):
        if not _is_list(step):
            raise TrajectoryInputError(
                f"{what}: step {t} must be a list of calls (every step, once one is a list), got {type(step).__name__}"
            )
        start = len(calls_list)
        try:
            step_calls = [to_tool_call(item, i) for i, item in enumerate(step)]
        except TrajectoryInputError as exc:
            raise TrajectoryInputError(f"{what} step {t}: {exc}") from None
        calls_list.extend(call.model_copy(update={"step": t}) for call in step_calls)
        if len(calls_list) > start:
            groups.append(tuple(range(start, len(calls_list))))
    return CallSequence(tuple(calls_list), tuple(groups), explicit_steps=True)


def sequence_trajectory(value: Any, *, what: str) -> Trajectory:
    """``value`` as a trajectory: any shape [`to_trajectory`][langchain_trajectory.reading.to_trajectory] reads, or steps
    written as a list of lists (one assistant message per step, carrying that step's calls).

    Raises:
        TrajectoryInputError: for a missing or malformed input.
    """
    if isinstance(value, CallSequence) or _steps_in(value) is not None:
        sequence = read_call_sequence(value, what=what)
        if not sequence.explicit_steps:
            return Trajectory(
                messages=(Message.assistant(tool_calls=sequence.calls),) if sequence.calls else ()
            )
        return Trajectory(
            messages=tuple(
                Message.assistant(tool_calls=[sequence.calls[i] for i in group]) for group in sequence.groups
            )
        )
    return to_trajectory(value, what=what)
