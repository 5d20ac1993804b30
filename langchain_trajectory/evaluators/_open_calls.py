"""Expected calls written without arguments: one meaning everywhere.

A bare tool name (``"search"``) or a call dict that gives no arguments (``{"name": "search"}``, OpenAI's
``{"function": {"name": "search"}}``) says which tool is expected and nothing about its arguments, so it accepts
a call of that tool with **any** arguments, under every argument matcher: in a plain expected list, in steps, in
``Expect.call("search")``, ``Expect.any_of("search", ...)``, a policy's ``forbidden`` list, the CLI's
``--expected`` lines and YAML. A call that shows its arguments (``{"name": "search", "args": {}}``, a
``ToolCall``, a LangChain / OpenAI / Anthropic tool call, a message) is compared by the argument matcher, as
agentevals and openevals compare full call dicts.

The reading layer turns every written call into a [`ToolCall`][langchain_trajectory.trajectory.ToolCall] (whose ``args`` is
always a dict); `mark_open_calls` then swaps the calls written without arguments for
`AnyArgsCall`, by position.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.matching.calls import AnyArgsCall
from langchain_trajectory.matching.expectations import ExpectedCall
from langchain_trajectory.matching.keys import check_keys
from langchain_trajectory.reading._calls import CALL_KEYS
from langchain_trajectory.reading.steps import CallSequence
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

__all__ = [
    "ARGUMENT_KEYS",
    "check_call_keys",
    "check_expected_call_keys",
    "is_open_call",
    "mark_open_calls",
    "mark_open_trajectory",
    "open_positions",
]

ARGUMENT_KEYS = ("args", "arguments", "input", "parameters")
"""Keys under which a call dict may give its arguments (``parameters`` is refused by the reader, by name)."""

_WRAPPERS = ("tool_calls", "trajectory", "output", "outputs")
_EXPECTED_CALL_KEYS = CALL_KEYS | frozenset(ExpectedCall.model_fields) | {"optional"}


def is_open_call(value: Any) -> bool:
    """Whether ``value``, one written expected call, gives no arguments (a bare name, or a call dict without an
    argument key, or with ``"args": None``)."""
    if isinstance(value, str):
        return True
    if not isinstance(value, Mapping) or "role" in value:
        return False
    if any(value.get(key) is not None for key in ARGUMENT_KEYS):
        return False
    function = value.get("function")
    if isinstance(function, Mapping):
        return "arguments" not in function and "name" not in value
    return "name" in value


def _one_call(value: Any) -> bool:
    """Whether ``value`` is read as exactly one call (so positions can be counted without reading)."""
    if isinstance(value, (str, ToolCall)):
        return True
    return isinstance(value, Mapping) and "role" not in value and not any(k in value for k in ("messages", *_WRAPPERS))


def _flat(value: Any) -> list[Any] | None:
    """The written calls of ``value`` in reading order, or None when an element may stand for several calls."""
    if isinstance(value, Mapping):
        steps = value.get("steps")
        if isinstance(steps, (list, tuple)):
            return _flat(steps)
        for key in _WRAPPERS:
            inner = value.get(key)
            if isinstance(inner, (list, tuple)):
                return _flat(inner)
        return None
    if not isinstance(value, (list, tuple)):
        return None
    out: list[Any] = []
    for element in value:
        if isinstance(element, (list, tuple)):
            if not all(_one_call(v) for v in element):
                return None
            out.extend(element)
        elif _one_call(element):
            out.append(element)
        else:
            return None
    return out


def open_positions(value: Any) -> frozenset[int]:
    """Positions, in reading order, of the calls ``value`` (an expected list, steps or a wrapper dict) writes
    without arguments; empty when it writes none, or when it is a shape (messages, a trajectory) whose calls
    always carry their arguments."""
    written = _flat(value)
    if not written:
        return frozenset()
    return frozenset(i for i, v in enumerate(written) if is_open_call(v))


def mark_open_calls(sequence: CallSequence, value: Any) -> CallSequence:
    """``sequence`` (read from ``value``) with the calls ``value`` wrote without arguments accepting any."""
    if type(value) is list and value and type(value[0]) is dict and "role" in value[0]:
        return sequence  # messages, whose calls always show their arguments (what open_positions finds)
    positions = open_positions(value)
    if not positions or len(_flat(value) or ()) != len(sequence.calls):
        return sequence
    calls = tuple(AnyArgsCall.named(c) if i in positions else c for i, c in enumerate(sequence.calls))
    marked = CallSequence(calls, explicit_steps=sequence.explicit_steps)
    if sequence.explicit_steps:
        marked = CallSequence(calls, sequence.groups, explicit_steps=True)
    return marked


def mark_open_trajectory(trajectory: Trajectory, value: Any) -> Trajectory:
    """``trajectory`` (read from ``value``) with the calls ``value`` wrote without arguments accepting any."""
    positions = open_positions(value)
    if not positions or len(_flat(value) or ()) != len(trajectory.tool_calls()):
        return trajectory
    messages: list[Message] = []
    k = 0
    for message in trajectory.messages:
        if not message.tool_calls:
            messages.append(message)
            continue
        calls: list[ToolCall] = []
        for call in message.tool_calls:
            calls.append(AnyArgsCall.named(call) if k in positions else call)
            k += 1
        messages.append(message.model_copy(update={"tool_calls": tuple(calls)}))
    return trajectory.model_copy(update={"messages": tuple(messages)})


def written_calls(value: Any) -> Sequence[Any] | None:
    """The written calls of ``value`` in reading order (see `open_positions`), or None."""
    return _flat(value)


def check_expected_call_keys(value: Any, what: str) -> None:
    """Refuse a written expected call dict with a key no call or expectation item has (user-written
    configuration is strict, whatever the reader accepts from agents and providers), naming the nearest key.

    Raises:
        TrajectoryInputError: naming the call's position, the key and the nearest known key.
    """
    for i, call in enumerate(_flat(value) or ()):
        check_call_keys(call, f"{what}: call {i}")


def check_call_keys(call: Any, where: str) -> None:
    """Refuse one written expected call dict with a key no call or expectation item has (see
    `check_expected_call_keys`)."""
    if isinstance(call, Mapping) and "role" not in call:
        try:
            check_keys(call, _EXPECTED_CALL_KEYS, "an expected call")
        except ValueError as exc:
            raise TrajectoryInputError(f"{where}: {exc}") from None
