"""The tool calls of one turn of an application on a thread: what the recorder saw, joined with the thread's
messages.

The rule (one for every checkpointed app): a turn holds every tool call that ran during it, at any depth
(supervisor workers, deepagents subagents, agents used as tools or invoked inside a tool, calls approved after an
interrupt), with its result, whatever the thread's messages show. The recorder sees every call the turn's runs made;
the thread's messages see the calls that reached the state, including those of a part of the turn this process did
not run (a turn continued after a crash). A call both know is one call: the recorder's (where it ran, its result,
its review), with the thread's result where the recorder has none. The thread's messages decide the order where
they know it; a call only the recorder saw goes where it ran, before the next call both know.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

__all__ = ["TurnCalls", "join_turn_calls"]


class TurnCalls:
    """The joined calls of one turn and how many model turns (steps) the turn stands for.

    Attributes:
        calls: Every call of the turn, in order, with ``step`` counted from 0 over the turn's model turns.
        model_turns: How many chat-model calls the turn made (at least 1).
    """

    __slots__ = ("calls", "model_turns")

    def __init__(self, calls: list[ToolCall], model_turns: int) -> None:
        self.calls = calls
        self.model_turns = model_turns


def _model_turns_of(recorded: Trajectory) -> int:
    return sum(1 for m in recorded.assistant_messages() if m.metadata.get("source", "model") == "model")


def _pair(thread_calls: Sequence[ToolCall], recorded_calls: Sequence[ToolCall]) -> dict[int, int]:
    """thread call index -> recorded call index: by id (the same name and arguments first, then the same name,
    then any), else by name and arguments; each recorded call pairs once, in order."""
    taken: set[int] = set()
    pairs: dict[int, int] = {}
    for i, call in enumerate(thread_calls):
        candidates = [
            j
            for j, seen in enumerate(recorded_calls)
            if j not in taken and (seen.id == call.id if call.id else seen.name == call.name)
        ]
        best = next(
            (j for j in candidates if recorded_calls[j].name == call.name and recorded_calls[j].args == call.args),
            None,
        )
        if best is None and call.id:
            best = next((j for j in candidates if recorded_calls[j].name == call.name), None)
            if best is None and candidates:
                best = candidates[0]
        if best is not None:
            taken.add(best)
            pairs[i] = best
    return pairs


def _joined(thread: ToolCall, seen: ToolCall) -> ToolCall:
    """One call both sources know: the recorder's, with the thread's result when the recorder has none."""
    metadata = {**thread.metadata, **seen.metadata}
    update: dict[str, Any] = {"metadata": metadata}
    if seen.result is None and seen.error is None and (thread.result is not None or thread.error is not None):
        update.update(result=thread.result, error=thread.error)
    return seen.model_copy(update=update)


def join_turn_calls(messages: Sequence[Message], recorded: Trajectory | None) -> TurnCalls:
    """The calls of one turn (see the module doc).

    Args:
        messages: The turn's messages read from the thread (assistant messages, calls paired with results).
        recorded: What the recorder saw of the turn's runs (one trajectory over all of them, a run paused on
            an interrupt and its resumes joined), or None when nothing was recorded (a remote app).

    Steps: the recorder's, after the thread's model turns it never saw (each of those is one step, in order).
    """
    assistant = [m for m in messages if m.role == "assistant"]
    thread_calls = [c for m in assistant for c in m.tool_calls]
    if recorded is None or not recorded.assistant_messages():
        turns = sum(1 for m in assistant if not m.metadata.get("synthetic"))
        return TurnCalls(thread_calls, max(1, turns))
    recorded_calls = recorded.tool_calls()
    pairs = _pair(thread_calls, recorded_calls)
    paired = set(pairs.values())
    known_ids = {m.metadata.get("id") for m in recorded.assistant_messages()} - {None}

    # The thread's model turns the recorder never saw (a part of the turn run before a crash) come first.
    unseen_step, unseen = _unseen_steps(assistant, pairs, known_ids)
    out: list[ToolCall] = []
    emitted: set[int] = set()
    for i, call in enumerate(thread_calls):
        j = pairs.get(i)
        if j is None:
            step = unseen_step.get(i, call.step) if call.step is not None else None
            out.append(call if step == call.step else call.model_copy(update={"step": step}))
            continue
        for k in range(j):  # calls only the recorder saw that ran before this one
            if k not in emitted and k not in paired:
                emitted.add(k)
                out.append(_shifted(recorded_calls[k], unseen))
        emitted.add(j)
        out.append(_shifted(_joined(call, recorded_calls[j]), unseen))
    out.extend(_shifted(c, unseen) for k, c in enumerate(recorded_calls) if k not in emitted and k not in paired)
    return TurnCalls(out, max(1, _model_turns_of(recorded) + unseen))


def _unseen_steps(
    assistant: Sequence[Message], pairs: Mapping[int, int], known_ids: set[Any]
) -> tuple[dict[int, int], int]:
    """The thread's model turns the recorder never saw: ``(index of a thread call -> its step, how many)``."""
    unseen_step: dict[int, int] = {}  # index of a thread call -> its step
    unseen = 0
    index = 0
    for message in assistant:
        indices = range(index, index + len(message.tool_calls))
        index += len(message.tool_calls)
        if message.metadata.get("synthetic") or message.metadata.get("id") in known_ids:
            continue
        if any(i in pairs for i in indices):
            continue
        for i in indices:
            unseen_step[i] = unseen
        unseen += 1
    return unseen_step, unseen


def _shifted(call: ToolCall, unseen: int) -> ToolCall:
    """A recorded call's step after the ``unseen`` model turns that come first."""
    return call if call.step is None or not unseen else call.model_copy(update={"step": call.step + unseen})
