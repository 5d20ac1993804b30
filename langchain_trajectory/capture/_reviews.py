"""Human review: the review of every call an ``interrupt()`` paused, from the interrupts the records hold and the
resume values of the thread's later runs (`reviews`; used by `langchain_trajectory.capture._build`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_trajectory.capture._binding import Binding
from langchain_trajectory.capture._records import (
    InterruptRecord,
    RequestedCall,
    RootRecord,
    ToolRecord,
    TurnRecord,
)
from langchain_trajectory.capture._snapshot import snapshot

__all__ = ["reviews"]

# HumanInTheLoopMiddleware's decision types -> the review status they give.
_DECISIONS = {"approve": "approved", "edit": "edited", "reject": "rejected", "respond": "responded"}


def reviews(
    roots: Sequence[RootRecord],
    turns: list[TurnRecord],
    tools: list[ToolRecord],
    binding: Binding,
    answers: Mapping[str, tuple[Any, str | None]],
) -> tuple[dict[int, dict[str, Any]], list[dict[str, Any]]]:
    """The review of every call an ``interrupt()`` paused (keyed by ``id()`` of its requested call, or of its
    tool run when no call was requested), and the list of every interrupt for the trajectory's metadata.

    Which call an interrupt paused: the tool's own call when the tool called ``interrupt()``; the call its value
    names by ``tool_call_id`` (``HumanInTheLoopMiddleware(interrupt_mode="per_call")``); or, for a value with
    ``action_requests`` (the middleware's batched request), the calls of the latest turn before it with those
    names and arguments, in order. The answer is the resume value of the first later run of the thread that
    started with ``Command(resume=...)`` (picked by interrupt id when it maps ids to values; the i-th of its
    ``decisions`` for the i-th action request). A decision ``{"type": "approve" | "edit" | "reject" | "respond",
    ...}`` gives ``approved`` / ``edited`` (``executed_args``) / ``rejected`` / ``responded`` (``message``); any
    other value ``resumed`` (``resume``). With no resume value seen the call stays ``pending`` unless what
    happened says more: the tool ran later (``approved``, or ``edited`` when with other arguments) or an error
    answer came instead (``rejected``).
    """
    events = _interrupt_events(roots, turns, tools, binding)
    calls_by_key: dict[int, RequestedCall] = {id(c): c for t in turns for c in t.calls or ()}
    tools_by_key: dict[int, ToolRecord] = {id(t): t for t in tools}
    reviews: dict[int, dict[str, Any]] = {}
    listed: list[dict[str, Any]] = []
    for seq, record, paused, index in events:
        resumed, resume = _resume_after(roots, index)
        call_ids = []
        for key, request, position in paused:
            call = calls_by_key.get(key)
            ran: ToolRecord | None = binding.bound.get(key) if call is not None else tools_by_key.get(key)
            answer = _answer_for(resume, record.id, position, request is not None) if resumed else _NO_ANSWER
            reviews[key] = _review(record, seq, request, answer, call, ran, answers)
            call_id = call.id if call is not None else (ran.call_id if ran else None)
            if call_id:
                call_ids.append(call_id)
        entry = {"id": record.id, "value": record.value, "node": record.node, "resumed": resumed}
        entry["call_ids"] = call_ids
        listed.append(entry)
    return reviews, listed


# (seq, interrupt, [(key of the paused call, its action request, index)], index of its root)
_Event = tuple[float, InterruptRecord, list[tuple[int, dict[str, Any] | None, int]], int]

_NO_ANSWER = object()  # no later run resumed the thread


def _interrupt_events(
    roots: Sequence[RootRecord], turns: list[TurnRecord], tools: list[ToolRecord], binding: Binding
) -> list[_Event]:
    """Every interrupt in the order it was raised, with the calls it paused (a tool's own call when the tool
    called ``interrupt()``, else `_paused_calls`) and the index of the root it was raised in."""
    events: list[_Event] = []
    root_index = {id(t): i for i, r in enumerate(roots) for t in (*r.tools, *r.turns)}
    for tool in tools:
        if tool.interrupt is not None:
            call = binding.tool_call.get(id(tool))
            key = id(call) if call is not None else id(tool)
            events.append((tool.interrupt.seq, tool.interrupt, [(key, None, 0)], root_index.get(id(tool), 0)))
    for index, root in enumerate(roots):
        for record in root.interrupts:
            events.append((record.seq, record, _paused_calls(record, turns, binding), index))
    events.sort(key=lambda e: e[0])
    return events


def _review(
    record: InterruptRecord,
    seq: float,
    request: dict[str, Any] | None,
    answer: Any,
    call: RequestedCall | None,
    ran: ToolRecord | None,
    answers: Mapping[str, tuple[Any, str | None]],
) -> dict[str, Any]:
    """The review of one paused call (``call``, or the tool run ``ran`` when no call was requested): ``pending``,
    decided by the resume value's ``answer`` (`_decide`) when a later run resumed, then completed from what
    happened (`_from_effects`)."""
    requested_args = call.args if call is not None else (ran.args if ran else {})
    review: dict[str, Any] = {"status": "pending", "interrupt_id": record.id}
    review["request"] = request if request is not None else record.value
    if answer is not _NO_ANSWER:
        _decide(review, answer)
    _from_effects(review, seq, ran, requested_args, call, answers)
    name = call.name if call is not None else (ran.name if ran else None)
    if review.get("executed_name") in (None, name):
        review.pop("executed_name", None)
    return review


def _paused_calls(
    record: InterruptRecord, turns: list[TurnRecord], binding: Binding
) -> list[tuple[int, dict[str, Any] | None, int]]:
    """The calls an interrupt raised outside a tool run paused (see `reviews`): the call its value names by
    ``tool_call_id``, or the calls its ``action_requests`` describe."""
    value = record.value
    if not isinstance(value, Mapping):
        return []
    earlier = [t for t in turns if t.seq < record.seq and t.calls]
    call_id = value.get("tool_call_id")
    if isinstance(call_id, str):
        return _call_with_id(call_id, earlier)
    requests = value.get("action_requests")
    if not isinstance(requests, list) or not earlier:
        return []
    return _requested_actions(requests, [c for c in earlier[-1].calls or () if c.error is None])


def _call_with_id(call_id: str, earlier: list[TurnRecord]) -> list[tuple[int, dict[str, Any] | None, int]]:
    """The latest call with id ``call_id`` (``HumanInTheLoopMiddleware(interrupt_mode="per_call")``)."""
    for turn in reversed(earlier):
        for call in turn.calls or ():
            if call.id == call_id:
                return [(id(call), None, 0)]
    return []


def _requested_actions(
    requests: list[Any], calls: list[RequestedCall]
) -> list[tuple[int, dict[str, Any] | None, int]]:
    """The calls a batched request (``action_requests``) pauses, in its order: for each request, the first call
    not taken yet with its name, preferring one with its arguments too."""
    out: list[tuple[int, dict[str, Any] | None, int]] = []
    taken: set[int] = set()
    for position, request in enumerate(requests):
        if not isinstance(request, Mapping):
            continue
        same_name = [c for c in calls if c.name == request.get("name") and id(c) not in taken]
        match = next(
            (c for c in same_name if c.args == request.get("args")), same_name[0] if same_name else None
        )
        if match is not None:
            taken.add(id(match))
            out.append((id(match), dict(request), position))
    return out


def _resume_after(roots: Sequence[RootRecord], index: int) -> tuple[bool, Any]:
    """The resume value of the first run after root ``index`` that resumed the thread."""
    for root in roots[index + 1 :]:
        if root.resumed:
            return True, root.resume
    return False, None


def _answer_for(resume: Any, interrupt_id: str | None, position: int, batched: bool) -> Any:
    """The part of a resume value that answers one interrupt (and, for a batched request, one action)."""
    if isinstance(resume, Mapping) and interrupt_id is not None and interrupt_id in resume:
        resume = resume[interrupt_id]
    if batched and isinstance(resume, Mapping) and isinstance(resume.get("decisions"), list):
        decisions = resume["decisions"]
        return decisions[position] if position < len(decisions) else None
    return resume


def _decide(review: dict[str, Any], answer: Any) -> None:
    kind = answer.get("type") if isinstance(answer, Mapping) else None
    status = _DECISIONS.get(kind) if isinstance(kind, str) else None
    if status is None:
        review["status"] = "resumed"
        review["resume"] = answer
        return
    review["status"] = status
    review["decision"] = answer
    if status == "edited":
        action = answer.get("edited_action")
        if isinstance(action, Mapping):
            review["executed_args"] = snapshot(
                action.get("args") if isinstance(action.get("args"), Mapping) else {}
            )
            review["executed_name"] = action.get("name")
    elif isinstance(answer.get("message"), str):
        review["message"] = answer["message"]


def _from_effects(
    review: dict[str, Any],
    seq: float,
    tool: ToolRecord | None,
    requested_args: dict[str, Any],
    call: RequestedCall | None,
    answers: Mapping[str, tuple[Any, str | None]],
) -> None:
    """Complete a review from what happened after the interrupt: which arguments the tool ran with, or the
    error answer that came instead of a run."""
    ran = tool is not None and tool.seq > seq and tool.interrupt is None and not tool.extra.get("interrupted")
    status = review["status"]
    if ran and tool is not None:
        if status == "pending":
            review["status"] = "approved" if tool.args == requested_args else "edited"
        # what ran: the tool run's arguments, unless the run had the model's and the decision edited them (a tool
        # that called interrupt() itself applies the edit inside)
        decided = tool.args == requested_args and "executed_args" in review
        if (review["status"] == "edited" or tool.args != requested_args) and not decided:
            review["executed_args"] = tool.args
            review["executed_name"] = tool.name
    elif call is not None and call.id is not None and status in ("pending", "rejected"):
        answer = answers.get(call.id)
        if answer is not None and answer[1] is not None:
            review["status"] = "rejected"
            review.setdefault("message", answer[1])
