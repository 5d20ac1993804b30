"""The one trajectory builder: records of one root run, or of the root runs of one LangGraph thread (a run paused
on ``interrupt()`` and its resumptions), become a [`Trajectory`][langchain_trajectory.trajectory.Trajectory].

Used by the recorder and by [`trajectory_from_run`][langchain_trajectory.capture.trajectory_from_run]. What it decides:

* which tool run answers which requested call (by ``tool_call_id``, then by name and arguments), and that a
  retried or resumed tool run replaces the earlier attempt instead of becoming a second call;
* where tool runs that no assistant message requested go;
* human review: a call an ``interrupt()`` paused is ``pending`` until a later run of the same thread resumes it,
  then ``approved`` / ``edited`` / ``rejected`` / ``responded`` (LangChain's ``HumanInTheLoopMiddleware``
  decisions) or ``resumed`` (any other resume value), see `_reviews`;
* handoffs between agents (``Command(goto=..., graph=Command.PARENT)``, ``transfer_to_*`` tools).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_trajectory.capture._records import (
    InterruptRecord,
    Options,
    RequestedCall,
    RootRecord,
    Scope,
    ToolRecord,
    TurnRecord,
)
from langchain_trajectory.capture._snapshot import snapshot
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory, handoff_target_of
from langchain_trajectory.usage import MODEL_CALLS

__all__ = ["build_trajectory", "stop_reason"]

# HumanInTheLoopMiddleware's decision types -> the review status they give.
_DECISIONS = {"approve": "approved", "edit": "edited", "reject": "rejected", "respond": "responded"}


def build_trajectory(
    roots: Sequence[RootRecord], options: Options, *, thread_id: str | None = None
) -> Trajectory:
    """The trajectory of ``roots`` (one root run, or the root runs of one thread in start order).

    The first root's system and user messages (those of its first top-level model call, or of its input when no
    model ran), then one assistant message per finished turn (model call or node-written message, in start
    order; a later root's new user messages before its first turn) carrying the calls it requested (in request
    order) with their results or errors. Tool runs no turn requested (a direct
    ``tool.invoke``, a node calling a tool itself) sit on the latest turn started before them, or on a leading
    assistant message with no text when none did."""
    keep_all = options.nested
    root_of: dict[int, str] = {}
    turns: list[TurnRecord] = []
    tools: list[ToolRecord] = []
    answers: dict[str, tuple[Any, str | None]] = {}
    structured: dict[str, Any] = {}
    seen_ids: set[str] = set()  # message ids of the turns of earlier roots
    for root in roots:
        structured.update(root.structured)
        for turn in root.turns:
            # a resumed run's request of calls made before its pause is the earlier root's turn, seen again
            replayed = turn.purpose == "resumed" and turn.message_id in seen_ids
            if turn.calls is not None and (keep_all or turn.scope.depth == 0) and not replayed:
                turns.append(turn)
                root_of[id(turn)] = root.run_id
        seen_ids.update(t.message_id for t in root.turns if t.message_id)
        for tool in root.tools:
            if keep_all or tool.scope.depth == 0:
                tools.append(tool)
                root_of[id(tool)] = root.run_id
        for call_id, answer in root.answers.items():
            answers.setdefault(call_id, answer)
    turns.sort(key=lambda t: t.seq)
    tools.sort(key=lambda t: t.seq)

    binding = _bind(turns, tools)
    attached, leading_tools = _place_loose(binding.loose, turns)
    reviews, interrupts = _reviews(roots, turns, tools, binding, answers)
    ctx = _Context(root_of, answers, binding, reviews)

    messages: list[Message] = []
    pending_roots = list(roots)

    def lead_until(seq: float) -> None:
        while pending_roots and pending_roots[0].seq <= seq:
            root = pending_roots.pop(0)
            leading = root.leading if root.leading is not None else root.input_leading
            for message in leading or ():
                if root is roots[0] or message.role == "user":
                    messages.append(message)

    lead_until(turns[0].seq if turns else float("inf"))
    if leading_tools:
        messages.append(
            Message.assistant(
                "", [ctx.loose_call(t, None) for t in leading_tools], metadata={"synthetic": True}
            )
        )
    model_steps = 0
    for turn in turns:
        lead_until(turn.seq)
        # A step is one chat-model call: a message a node wrote (a supervisor's hand-back) is none, and its calls,
        # which no model asked for, are marked synthetic.
        step: int | None = None
        if turn.source == "model":
            step, model_steps = model_steps, model_steps + 1
        calls = [ctx.requested_call(c, turn, step) for c in turn.calls or ()]
        calls.extend(ctx.loose_call(t, step) for t in attached.get(id(turn), ()))
        if step is None and calls:
            calls = [c.model_copy(update={"metadata": {**c.metadata, "synthetic": True}}) for c in calls]
        meta: dict[str, Any] = {
            "agent": turn.name or turn.scope.agent,
            "path": list(turn.scope.path),
            "depth": turn.scope.depth,
            "node": turn.node,
            "source": turn.source,
            "run_id": str(turn.run_id),
            **_timing(turn.start, turn.end),
        }
        if turn.scope.parent_call is not None:
            meta["parent_call_id"] = turn.scope.parent_call
        if turn.message_id:
            meta["id"] = turn.message_id
        if turn.purpose is not None:
            meta[turn.purpose] = True
        answered = next((c.id for c in calls if c.id in structured), None) if structured else None
        if answered is not None:
            # ToolStrategy: the call of the schema's tool is the agent's answer, not a tool it used
            meta["structured_response"] = structured[answered]
            calls = [
                c.model_copy(update={"metadata": {**c.metadata, "structured_response": True}})
                if c.id == answered
                else c
                for c in calls
            ]
        if turn.reasoning:
            meta["reasoning"] = turn.reasoning
        if turn.source == "model" and turn.purpose != "resumed":  # a resumed request's call ran in another run
            meta[MODEL_CALLS] = [_model_call(turn, meta)]
        messages.append(Message.assistant(turn.content, calls, metadata=meta))
    lead_until(float("inf"))

    first, last = roots[0], roots[-1]
    metadata: dict[str, Any] = {"root_run_id": first.run_id, "name": first.name}
    if thread_id is not None:
        metadata["thread_id"] = thread_id
        metadata["root_run_ids"] = [root.run_id for root in roots]
    error = last.error if thread_id is not None else first.error
    if error is not None:
        metadata["error"] = error
    if interrupts:
        metadata["interrupts"] = interrupts
        if any(not item["resumed"] for item in interrupts):
            metadata["paused"] = True
    active = next((r.active_agent for r in reversed(roots) if r.active_agent is not None), None)
    if active is not None:
        metadata["active_agent"] = active
    metadata["stop_reason"] = stop_reason(messages, metadata)
    return Trajectory(messages=tuple(messages), metadata=metadata)


# Nodes of the create_agent middleware that end a run at a limit (their closing message is the run's last).
_LIMIT_NODES = ("ModelCallLimitMiddleware", "ToolCallLimitMiddleware")


def stop_reason(messages: Sequence[Message], metadata: Mapping[str, Any]) -> str:
    """Why a run stopped: ``interrupted`` (an interrupt waits for its answer), ``cancelled``, ``limit`` (a
    recursion limit, or a call-limit middleware ended it), ``error``, ``answered`` (its last assistant message
    is a model's answer: text and no calls, or a ToolStrategy structured response), else ``ended`` (it stopped
    without one, e.g. after a ``return_direct`` tool)."""
    if metadata.get("paused"):
        return "interrupted"
    error = metadata.get("error")
    if isinstance(error, str):
        if error.startswith("CancelledError"):
            return "cancelled"
        return "limit" if error.startswith("GraphRecursionError") else "error"
    last = next((m for m in reversed(messages) if m.role == "assistant"), None)
    if last is None:
        return "ended"
    node = last.metadata.get("node")
    if last.metadata.get("source") == "middleware" and isinstance(node, str) and node.startswith(_LIMIT_NODES):
        return "limit"
    if "structured_response" in last.metadata or (last.content.strip() and not last.tool_calls):
        return "answered"
    return "ended"


# -- binding tool runs to requested calls ---------------------------------------------------------------------


class _Binding:
    """Which tool run answers each requested call (``bound``, by ``id()`` of the call), the earlier attempts a
    retry replaced (an attempt an ``interrupt()`` paused is no retry: the resumed run replaces it), and the tool
    runs no call claimed (``loose``)."""

    __slots__ = ("bound", "earlier_attempts", "loose", "tool_call")

    def __init__(self) -> None:
        self.bound: dict[int, ToolRecord] = {}
        self.earlier_attempts: dict[int, list[ToolRecord]] = {}
        self.loose: list[ToolRecord] = []
        self.tool_call: dict[int, RequestedCall] = {}  # id(tool) -> the call it answers


def _bind(turns: list[TurnRecord], tools: list[ToolRecord]) -> _Binding:
    binding = _Binding()
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


def _place_loose(
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


# -- human review ---------------------------------------------------------------------------------------------


def _reviews(
    roots: Sequence[RootRecord],
    turns: list[TurnRecord],
    tools: list[ToolRecord],
    binding: _Binding,
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
    events: list[tuple[float, InterruptRecord, list[tuple[int, dict[str, Any] | None, int]], int]] = []
    # (seq, interrupt, [(key of the paused call, its action request, index)], index of its root)
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

    calls_by_key: dict[int, RequestedCall] = {id(c): c for t in turns for c in t.calls or ()}
    tools_by_key: dict[int, ToolRecord] = {id(t): t for t in tools}
    reviews: dict[int, dict[str, Any]] = {}
    listed: list[dict[str, Any]] = []
    for seq, record, paused, index in events:
        resumed, resume = _resume_after(roots, index)
        entry: dict[str, Any] = {
            "id": record.id,
            "value": record.value,
            "node": record.node,
            "resumed": resumed,
        }
        call_ids = []
        for key, request, position in paused:
            call = calls_by_key.get(key)
            ran: ToolRecord | None = binding.bound.get(key) if call is not None else tools_by_key.get(key)
            requested_args = call.args if call is not None else (ran.args if ran else {})
            review: dict[str, Any] = {"status": "pending", "interrupt_id": record.id}
            review["request"] = request if request is not None else record.value
            if resumed:
                _decide(review, _answer_for(resume, record.id, position, request is not None))
            _from_effects(review, seq, ran, requested_args, call, answers)
            name = call.name if call is not None else (ran.name if ran else None)
            if review.get("executed_name") in (None, name):
                review.pop("executed_name", None)
            reviews[key] = review
            call_id = call.id if call is not None else (ran.call_id if ran else None)
            if call_id:
                call_ids.append(call_id)
        entry["call_ids"] = call_ids
        listed.append(entry)
    return reviews, listed


def _paused_calls(
    record: InterruptRecord, turns: list[TurnRecord], binding: _Binding
) -> list[tuple[int, dict[str, Any] | None, int]]:
    """The calls an interrupt raised outside a tool run paused (see `_reviews`)."""
    value = record.value
    if not isinstance(value, Mapping):
        return []
    earlier = [t for t in turns if t.seq < record.seq and t.calls]
    call_id = value.get("tool_call_id")
    if isinstance(call_id, str):
        for turn in reversed(earlier):
            for call in turn.calls or ():
                if call.id == call_id:
                    return [(id(call), None, 0)]
        return []
    requests = value.get("action_requests")
    if not isinstance(requests, list) or not earlier:
        return []
    calls = [c for c in earlier[-1].calls or () if c.error is None]
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


# -- messages and calls ---------------------------------------------------------------------------------------


class _Context:
    """What every call's construction needs: its root, answers, binding and review."""

    __slots__ = ("answers", "binding", "reviews", "root_of")

    def __init__(
        self,
        root_of: dict[int, str],
        answers: Mapping[str, tuple[Any, str | None]],
        binding: _Binding,
        reviews: dict[int, dict[str, Any]],
    ) -> None:
        self.root_of = root_of
        self.answers = answers
        self.binding = binding
        self.reviews = reviews

    def requested_call(self, call: RequestedCall, turn: TurnRecord, step: int | None) -> ToolCall:
        tool = self.binding.bound.get(id(call))
        scope = tool.scope if tool else turn.scope
        agent = turn.name or scope.agent
        # a call no tool ran ran in no node
        meta = self._metadata(tool, scope, agent, tool.node if tool else None, self.root_of.get(id(turn)))
        meta["requested"] = True
        meta.update(call.metadata)
        earlier = self.binding.earlier_attempts.get(id(call), ())
        if earlier:
            meta["attempts"] = len(earlier) + 1
            meta["retry_errors"] = [attempt.error for attempt in earlier]
        review = self.reviews.get(id(call))
        if review is not None:
            meta["review"] = review
        if call.provider is not None and tool is None:  # the provider ran it: its result came in the message
            result, error = call.provider
            meta["executed"] = True
        elif tool is not None and tool.interrupt is None and not tool.extra.get("interrupted"):
            result, error = tool.result, tool.error
        elif call.error is not None:
            result, error = None, call.error
        else:
            result, error = self.answers.get(call.id, (None, None)) if call.id else (None, None)
            if tool is not None and (result, error) == (None, None):
                result, error = tool.result, tool.error
        _mark_handoff(meta, call.name, tool, agent)
        return ToolCall(
            name=call.name, args=call.args, id=call.id, result=result, error=error, step=step, metadata=meta
        )

    def loose_call(self, tool: ToolRecord, step: int | None) -> ToolCall:
        meta = self._metadata(tool, tool.scope, tool.scope.agent, tool.node, self.root_of.get(id(tool)))
        meta["requested"] = False
        review = self.reviews.get(id(tool))
        if review is not None:
            meta["review"] = review
        _mark_handoff(meta, tool.name, tool, tool.scope.agent)
        return ToolCall(
            name=tool.name,
            args=tool.args,
            id=tool.call_id,
            result=tool.result,
            error=tool.error,
            step=step,
            metadata=meta,
        )

    @staticmethod
    def _metadata(
        tool: ToolRecord | None, scope: Scope, agent: str | None, node: str | None, root_run_id: str | None
    ) -> dict[str, Any]:
        meta: dict[str, Any] = {
            "agent": agent,
            "path": list(scope.path),
            "depth": scope.depth,
            "node": node,
            "root_run_id": root_run_id,
            "run_id": str(tool.run_id) if tool else None,
            "executed": tool is not None,
        }
        if scope.parent_call is not None:
            meta["parent_call_id"] = scope.parent_call
        if tool is not None:
            meta.update(_timing(tool.start, tool.end))
            extra = dict(tool.extra)
            extra.pop("handoff_to", None)
            meta.update(extra)
        return meta


def _mark_handoff(meta: dict[str, Any], name: str, tool: ToolRecord | None, agent: str | None) -> None:
    """``metadata["handoff"] = {"from_agent", "to_agent"}`` for a call that handed control to another agent:
    its tool returned ``Command(goto=..., graph=Command.PARENT)``, or it is named ``transfer_to_<agent>`` /
    ``transfer_back_to_<agent>`` (the convention of langgraph-supervisor and langgraph-swarm)."""
    target = tool.extra.get("handoff_to") if tool is not None else None
    if target is None:
        target = handoff_target_of(name)
    if target is not None:
        meta["handoff"] = {"from_agent": agent, "to_agent": target}


def _model_call(turn: TurnRecord, meta: Mapping[str, Any]) -> dict[str, Any]:
    """The model-call record of a model turn (see [`langchain_trajectory.usage`][langchain_trajectory.usage]): what it used, its model and
    agent (its timing is the message's)."""
    record: dict[str, Any] = dict(turn.usage or {})
    if "model" not in record and turn.model:
        record["model"] = turn.model
    record["agent"] = meta["agent"]
    return record


def _timing(start: float | None, end: float | None) -> dict[str, Any]:
    out: dict[str, Any] = {"start_time": start, "end_time": end}
    out["duration_ms"] = (end - start) * 1000.0 if start is not None and end is not None else None
    return out
