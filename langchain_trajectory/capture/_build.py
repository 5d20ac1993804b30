"""The one trajectory builder: records of one root run, or of the root runs of one LangGraph thread (a run paused
on ``interrupt()`` and its resumptions), become a [`Trajectory`][langchain_trajectory.trajectory.Trajectory].

Used by the recorder and by [`trajectory_from_run`][langchain_trajectory.capture.trajectory_from_run]. What it decides:

* which tool run answers which requested call (by ``tool_call_id``, then by name and arguments), and that a
  retried or resumed tool run replaces the earlier attempt instead of becoming a second call;
* where tool runs that no assistant message requested go (both in `_binding`);
* human review: a call an ``interrupt()`` paused is ``pending`` until a later run of the same thread resumes it,
  then ``approved`` / ``edited`` / ``rejected`` / ``responded`` (LangChain's ``HumanInTheLoopMiddleware``
  decisions) or ``resumed`` (any other resume value), see `_reviews`;
* handoffs between agents (``Command(goto=..., graph=Command.PARENT)``, ``transfer_to_*`` tools).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_trajectory.capture._binding import Binding, bind, place_loose
from langchain_trajectory.capture._records import (
    Options,
    RequestedCall,
    RootRecord,
    Scope,
    ToolRecord,
    TurnRecord,
)
from langchain_trajectory.capture._reviews import reviews as _reviews
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory, handoff_target_of
from langchain_trajectory.usage import MODEL_CALLS

__all__ = ["build_trajectory", "stop_reason"]


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
    kept = _Kept(roots, options.nested)
    turns, tools = kept.turns, kept.tools
    binding = bind(turns, tools)
    attached, leading_tools = place_loose(binding.loose, turns)
    reviews, interrupts = _reviews(roots, turns, tools, binding, kept.answers)
    ctx = _Context(kept.root_of, kept.answers, binding, reviews)

    leading = _Leading(roots)
    messages = leading.until(turns[0].seq if turns else float("inf"))
    if leading_tools:
        messages.append(
            Message.assistant(
                "", [ctx.loose_call(t, None) for t in leading_tools], metadata={"synthetic": True}
            )
        )
    model_steps = 0
    for turn in turns:
        messages.extend(leading.until(turn.seq))
        # A step is one chat-model call: a message a node wrote (a supervisor's hand-back) is none, and its calls,
        # which no model asked for, are marked synthetic.
        step: int | None = None
        if turn.source == "model":
            step, model_steps = model_steps, model_steps + 1
        messages.append(_turn_message(ctx, turn, step, attached.get(id(turn), ()), kept.structured))
    messages.extend(leading.until(float("inf")))
    metadata = _run_metadata(roots, thread_id, interrupts)
    metadata["stop_reason"] = stop_reason(messages, metadata)
    return Trajectory(messages=tuple(messages), metadata=metadata)


class _Kept:
    """The records of ``roots`` a trajectory shows, in start order: finished turns and tool runs (those inside
    tool calls only when ``nested``; a resumed run's request of calls made before its pause is the earlier
    root's turn, seen again, so it is left out), the root each came from, the answers ToolMessages gave and the
    structured responses."""

    __slots__ = ("answers", "root_of", "structured", "tools", "turns")

    def __init__(self, roots: Sequence[RootRecord], keep_all: bool) -> None:
        self.root_of: dict[int, str] = {}
        self.turns: list[TurnRecord] = []
        self.tools: list[ToolRecord] = []
        self.answers: dict[str, tuple[Any, str | None]] = {}
        self.structured: dict[str, Any] = {}
        seen_ids: set[str] = set()  # message ids of the turns of earlier roots
        for root in roots:
            self.structured.update(root.structured)
            for turn in root.turns:
                replayed = turn.purpose == "resumed" and turn.message_id in seen_ids
                if turn.calls is not None and (keep_all or turn.scope.depth == 0) and not replayed:
                    self._keep(turn, self.turns, root)
            seen_ids.update(t.message_id for t in root.turns if t.message_id)
            for tool in root.tools:
                if keep_all or tool.scope.depth == 0:
                    self._keep(tool, self.tools, root)
            for call_id, answer in root.answers.items():
                self.answers.setdefault(call_id, answer)
        self.turns.sort(key=lambda t: t.seq)
        self.tools.sort(key=lambda t: t.seq)

    def _keep(self, record: Any, into: list[Any], root: RootRecord) -> None:
        into.append(record)
        self.root_of[id(record)] = root.run_id


class _Leading:
    """The system and user messages that lead: the first root's, then each later root's new user messages, each
    root's before the first turn that started after it (`until`)."""

    __slots__ = ("first", "pending")

    def __init__(self, roots: Sequence[RootRecord]) -> None:
        self.first = roots[0]
        self.pending = list(roots)

    def until(self, seq: float) -> list[Message]:
        """The leading messages of the roots started at or before ``seq`` not given yet."""
        out: list[Message] = []
        while self.pending and self.pending[0].seq <= seq:
            root = self.pending.pop(0)
            leading = root.leading if root.leading is not None else root.input_leading
            out.extend(m for m in leading or () if root is self.first or m.role == "user")
        return out


def _turn_message(
    ctx: _Context,
    turn: TurnRecord,
    step: int | None,
    attached: Sequence[ToolRecord],
    structured: Mapping[str, Any],
) -> Message:
    """One turn's assistant message: its calls (requested ones, then the loose tool runs placed on it) and its
    metadata (`_turn_metadata`)."""
    calls = [ctx.requested_call(c, turn, step) for c in turn.calls or ()]
    calls.extend(ctx.loose_call(t, step) for t in attached)
    if step is None and calls:
        calls = [c.model_copy(update={"metadata": {**c.metadata, "synthetic": True}}) for c in calls]
    meta = _turn_metadata(turn)
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
    return Message.assistant(turn.content, calls, metadata=meta)


def _turn_metadata(turn: TurnRecord) -> dict[str, Any]:
    """Where a turn ran and when: agent, path, depth, node, source, run id, timing, the enclosing call, its
    message id and purpose."""
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
    return meta


def _run_metadata(
    roots: Sequence[RootRecord], thread_id: str | None, interrupts: list[dict[str, Any]]
) -> dict[str, Any]:
    """The trajectory's metadata: its root run (and, for a thread, every root run), the error (a thread's is its
    latest run's), the interrupts and whether one still waits, the active agent a swarm ended with."""
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
    return metadata


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


# -- messages and calls ---------------------------------------------------------------------------------------


class _Context:
    """What every call's construction needs: its root, answers, binding and review."""

    __slots__ = ("answers", "binding", "reviews", "root_of")

    def __init__(
        self,
        root_of: dict[int, str],
        answers: Mapping[str, tuple[Any, str | None]],
        binding: Binding,
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
