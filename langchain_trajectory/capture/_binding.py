"""Which tool run answers which requested call (by ``tool_call_id``, then by name and arguments), that a retried
or resumed tool run replaces the earlier attempt instead of becoming a second call, and where tool runs that no
assistant message requested go (`langchain_trajectory.capture._build` uses it).
"""

from __future__ import annotations

from collections.abc import Sequence

from langchain_trajectory.capture._records import RequestedCall, ToolRecord, TurnRecord

__all__ = ["Binding", "bind", "place_loose"]


class Binding:
    """Which tool run answers each requested call (``bound``, by ``id()`` of the call), the earlier attempts a
    retry replaced (an attempt an ``interrupt()`` paused is no retry: the resumed run replaces it), and the tool
    runs no call claimed (``loose``)."""

    __slots__ = ("bound", "earlier_attempts", "loose", "tool_call")

    def __init__(self) -> None:
        self.bound: dict[int, ToolRecord] = {}
        self.earlier_attempts: dict[int, list[ToolRecord]] = {}
        self.loose: list[ToolRecord] = []
        self.tool_call: dict[int, RequestedCall] = {}  # id(tool) -> the call it answers


def bind(turns: list[TurnRecord], tools: list[ToolRecord]) -> Binding:
    binding = Binding()
    by_id: dict[str, list[tuple[RequestedCall, TurnRecord]]] = {}
    for turn in turns:
        for call in turn.calls or ():
            if call.id:
                by_id.setdefault(call.id, []).append((call, turn))
    bound = binding.bound
    for tool in tools:
        target: RequestedCall | None
        if tool.call_id:
            candidates = by_id.get(tool.call_id, ())
            target = _claim(candidates, tool, bound)
            if target is None:
                target = _rerun(candidates, tool, bound)
                if target is not None:
                    previous = bound[id(target)]
                    if previous.interrupt is None and not previous.extra.get("interrupted"):
                        # a retry (RetryPolicy, retry middleware): the last attempt answers
                        binding.earlier_attempts.setdefault(id(target), []).append(previous)
        else:
            target = _match_by_value(tool, turns, bound)
        if target is None:
            binding.loose.append(tool)
        else:
            bound[id(target)] = tool
            binding.tool_call[id(tool)] = target
    return binding


def _claim(
    candidates: Sequence[tuple[RequestedCall, TurnRecord]], tool: ToolRecord, bound: dict[int, ToolRecord]
) -> RequestedCall | None:
    """The call a tool run with this id answers: the first one not yet answered that a turn requested before
    the tool started, preferring one with the same name and arguments. Models (and scripts) reuse ids across
    turns and even within one, so the id alone does not say which call a run belongs to."""
    open_calls = [call for call, turn in candidates if id(call) not in bound and turn.seq < tool.seq]
    same = next((c for c in open_calls if c.name == tool.name and c.args == tool.args), None)
    return same if same is not None else (open_calls[0] if open_calls else None)


def _rerun(
    candidates: Sequence[tuple[RequestedCall, TurnRecord]], tool: ToolRecord, bound: dict[int, ToolRecord]
) -> RequestedCall | None:
    """The call a tool run runs again: one with its id whose run so far, of the same tool, failed with the same
    arguments (a retry policy or middleware) or paused on ``interrupt()`` (a resumed thread runs the tool again),
    and ended before this one started."""
    for call, _ in reversed(candidates):  # the latest request with the id: a rerun follows its own call
        previous = bound.get(id(call))
        if (
            previous is not None
            and previous.name == tool.name
            and previous.seq < tool.seq
            and (previous.end is None or tool.start is None or previous.end <= tool.start)
        ):
            paused = previous.interrupt is not None or previous.extra.get("interrupted")
            if paused or (previous.error is not None and previous.args == tool.args):
                return call
    return None


def _match_by_value(
    tool: ToolRecord, turns: list[TurnRecord], bound: dict[int, ToolRecord]
) -> RequestedCall | None:
    """The earliest unanswered valid call requested before ``tool`` started with the same name and args."""
    for turn in turns:
        if turn.seq > tool.seq:
            break
        for call in turn.calls or ():
            if (
                call.error is None
                and id(call) not in bound
                and call.name == tool.name
                and call.args == tool.args
            ):
                return call
    return None


def place_loose(
    loose: list[ToolRecord], turns: list[TurnRecord]
) -> tuple[dict[int, list[ToolRecord]], list[ToolRecord]]:
    """Each loose tool run's home: the latest turn started before it, preferring one of the same node task:
    parallel branches (Send) interleave, and a tool a branch ran itself belongs with that branch's model call."""
    attached: dict[int, list[ToolRecord]] = {}
    leading: list[ToolRecord] = []
    for tool in loose:
        home = same_task = None
        shared_best = 0
        for turn in turns:
            if turn.seq >= tool.seq:
                break
            home = turn
            shared = _shared_namespace(turn.ns, tool.ns)
            if shared and shared >= shared_best:
                same_task, shared_best = turn, shared
        home = same_task or home
        if home is None:
            leading.append(tool)
        else:
            attached.setdefault(id(home), []).append(tool)
    return attached, leading


def _shared_namespace(a: str | None, b: str | None) -> int:
    """How many leading segments two LangGraph checkpoint namespaces (``node:task|node:task``) share."""
    if not a or not b:
        return 0
    count = 0
    for left, right in zip(a.split("|"), b.split("|"), strict=False):
        if left != right:
            break
        count += 1
    return count
