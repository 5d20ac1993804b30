"""How an application's runs become a turn of the conversation: its own budget and history, the calls a recorder
saw of its runs, and the one assistant message each call of the application gives (see
`applications`, whose adapters use them).
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from langchain_core.runnables.config import var_child_runnable_config

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.errors import TrajectoryInputError, error_text
from langchain_trajectory.simulation._jsonable import jsonable
from langchain_trajectory.simulation._replies import ReplyError, message_text, read_app_reply
from langchain_trajectory.simulation._turn_calls import join_turn_calls
from langchain_trajectory.simulation._usage import app_usage
from langchain_trajectory.simulation.review import Interruption
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory, compact_json

if TYPE_CHECKING:
    from langchain_core.callbacks import Callbacks
    from langchain_core.messages import AIMessage, BaseMessage

__all__ = [
    "APP_MESSAGES",
    "GRAPH_KEYS",
    "MODEL_TURNS",
    "app_error_text",
    "continue_steps",
    "interruptions",
    "mark_last",
    "merge_by_id",
    "model_turns_of",
    "one_turn",
    "own_budget",
    "own_history",
    "pending_user_messages",
    "recorded_calls",
    "reported_usage",
    "thread_recording",
    "with_handler",
    "without_graph_keys",
]

APP_MESSAGES = "app_messages"
"""Metadata key of an assistant message of an application without memory: the LangChain messages it produced in
that turn, as ``{"type", "data"}`` dicts (``langchain_core.messages.messages_from_dict`` reads them back), sent
back to it as its own history. An application on a thread keeps its messages on the thread (its state after each
turn, ``metadata["state"]["messages"]``) and its turns carry none."""

MODEL_TURNS = "model_turns"
"""Metadata key of an assistant message: how many model turns (steps) it stands for (1 when absent)."""


def with_handler(callbacks: Callbacks, handler: TrajectoryRecorder, own: Callbacks = None) -> Callbacks:
    """``callbacks`` plus ``handler`` and the application's ``own`` callbacks (its config's), without changing
    the caller's objects."""
    handlers: list[Any] = [handler]
    if isinstance(own, list):
        handlers[:0] = own
    elif own is not None:
        handlers[:0] = own.handlers
    if callbacks is None:
        return handlers
    if isinstance(callbacks, list):
        return [*callbacks, *handlers]
    manager = callbacks.copy()
    # The simulator node's own LangGraph metadata (its node, task namespace, thread) is not the application's:
    # the application's runs get their own from the application's graph.
    manager.metadata = without_graph_keys(manager.metadata)
    manager.inheritable_metadata = without_graph_keys(manager.inheritable_metadata)
    for item in handlers:
        manager.add_handler(item, inherit=True)
    return manager


GRAPH_KEYS = ("langgraph_", "checkpoint_")


def without_graph_keys(metadata: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in metadata.items() if not k.startswith(GRAPH_KEYS) and k != "thread_id"}


@contextmanager
def own_budget() -> Iterator[None]:
    """Run the application outside the simulator graph's limits.

    A runnable invoked inside a graph node inherits the node's config (LangChain's child-config context),
    ``recursion_limit`` and ``max_concurrency`` included; the simulator's limit follows from ``max_turns`` and
    must never reach the application, which gets LangGraph's default or its own ``app_config``. Nor does the
    node's LangGraph metadata (its node name, task namespace and thread)."""
    parent = var_child_runnable_config.get()
    if not parent:
        yield
        return
    # Its callbacks are given to the application explicitly (AppContext.callbacks, with the node's graph keys
    # left out): the ambient ones would merge them back in. Its configurable (the simulator's thread, checkpoint
    # namespace and LangGraph internals) would make an application without a thread of its own run as a subgraph
    # of the simulator's node: LangGraph keeps the ambient one unless the call names a thread.
    dropped = ("recursion_limit", "max_concurrency", "callbacks", "configurable")
    own: Any = {k: v for k, v in parent.items() if k not in dropped}
    if isinstance(own.get("metadata"), Mapping):
        own["metadata"] = without_graph_keys(own["metadata"])
    token = var_child_runnable_config.set(own)
    try:
        yield
    finally:
        var_child_runnable_config.reset(token)


def own_history(trajectory: Trajectory) -> list[BaseMessage]:
    """The conversation for an application without memory: user messages as ``HumanMessage`` (with their
    ids), each assistant turn as the messages the application produced (``APP_MESSAGES``), else as
    [`Trajectory.to_langchain_messages`][langchain_trajectory.trajectory.Trajectory.to_langchain_messages] renders it."""
    from langchain_core.messages import HumanMessage, SystemMessage, messages_from_dict

    out: list[BaseMessage] = []
    for message in trajectory.messages:
        if message.role == "user":
            msg_id = message.metadata.get("id")
            out.append(HumanMessage(content=message.content, id=msg_id if isinstance(msg_id, str) else None))
        elif message.role == "system":
            out.append(SystemMessage(content=message.content))
        elif isinstance(message.metadata.get(APP_MESSAGES), list):
            out.extend(messages_from_dict(message.metadata[APP_MESSAGES]))
        else:
            out.extend(Trajectory(messages=(message,)).to_langchain_messages())
    return out


def mark_last(messages: list[BaseMessage]) -> str:
    """Give the last input message an id (keeping one it has) and return it, to find the reply after it."""
    if messages and messages[-1].id:
        return messages[-1].id
    marker = f"sim-{uuid.uuid4().hex}"
    if messages:
        messages[-1] = messages[-1].model_copy(update={"id": marker})
    return marker


def recorded_calls(recorder: TrajectoryRecorder, sent: Trajectory | None = None) -> list[ToolCall]:
    """Every tool call the recorder saw, over all the root runs of one turn (a turn resumed after an
    interrupt is several runs), one per call id: when the recorder kept a model's request and the tool run
    answering it apart (seen with tracing on and a ``wrap_tool_call`` middleware), they are one call, at the
    request's place, with the run's result and details.

    With ``sent`` (the history the application was sent), a recorded call is taken for an earlier turn's, seen
    again, and left out only when its id is one of ``sent``'s calls and nothing in this turn made it: no model
    call of this turn asked for it and no tool ran it (a node re-emitting the history it was given). Models reuse
    ids across turns (scripted ones often do, ``call_1`` every turn), so an id alone never drops a call this
    turn made."""
    earlier = {c.id for c in sent.tool_calls() if c.id} if sent is not None else set()
    calls = []
    for trajectory in recorder.trajectories.values():
        for message in trajectory.assistant_messages():
            from_model = message.metadata.get("source", "model") == "model"
            for call in message.tool_calls:
                if from_model or call.metadata.get("executed") or not call.id or call.id not in earlier:
                    calls.append(call)
    return merge_by_id(calls)


def merge_by_id(calls: list[ToolCall]) -> list[ToolCall]:
    """``calls`` with each model request the recorder kept apart from the tool run answering it (same id, one
    of the two executed) made one call; two runs with one id (a model reusing ids) stay two calls."""
    by_id: dict[str, int] = {}
    out: list[ToolCall] = []
    for call in calls:
        index = by_id.get(call.id) if call.id else None
        if index is None or bool(out[index].metadata.get("executed")) == bool(call.metadata.get("executed")):
            if call.id:
                by_id[call.id] = len(out)
            out.append(call)
            continue
        first = out[index]
        ran, asked = (call, first) if call.metadata.get("executed") else (first, call)
        metadata = {**asked.metadata, **ran.metadata, "requested": True}
        out[index] = ran.model_copy(update={"step": asked.step, "metadata": metadata})
    return out


def thread_recording(recorder: TrajectoryRecorder | None, thread_id: str) -> Trajectory | None:
    """What the recorder saw of one turn on a thread: its runs (a run paused on an interrupt and its resumes)
    as one trajectory, or None when it recorded none of them."""
    if recorder is None:
        return None
    try:
        return recorder.trajectory_for_thread(thread_id)
    except TrajectoryInputError:
        return None


def reported_usage(new: list[Any]) -> list[dict[str, Any]]:
    """The model calls an application's output messages report themselves (when no recorder saw them run)."""
    return app_usage(None, read_app_reply(new)) if new else []


def model_turns_of(recorder: TrajectoryRecorder) -> int:
    """How many chat-model calls the recorder saw (messages a node wrote are none)."""
    return sum(
        1
        for trajectory in recorder.trajectories.values()
        for m in trajectory.assistant_messages()
        if m.metadata.get("source", "model") == "model" and not m.metadata.get("synthetic")
    )


def pending_user_messages(trajectory: Trajectory) -> list[BaseMessage]:
    """The user messages since the last answer, as ``HumanMessage`` objects with their ids (a message
    without one gets a fresh id)."""
    from langchain_core.messages import HumanMessage

    pending: list[Message] = []
    for message in reversed(trajectory.messages):
        if message.role == "assistant":
            break
        if message.role == "user":
            pending.append(message)
    out: list[BaseMessage] = []
    for message in reversed(pending):
        msg_id = message.metadata.get("id")
        out.append(
            HumanMessage(
                content=message.content,
                id=msg_id if isinstance(msg_id, str) else f"sim-{uuid.uuid4().hex}",
            )
        )
    return out


def interruptions(interrupts: Sequence[Any]) -> tuple[Interruption, ...]:
    out = []
    for item in interrupts:
        if isinstance(item, Mapping):
            out.append(Interruption(id=str(item.get("id")), value=jsonable(item.get("value"))))
        else:
            out.append(Interruption(id=str(item.id), value=jsonable(item.value)))
    return tuple(out)


def _plain_turn(new: list[Any], recorded: list[ToolCall], model_turns: int) -> Message:
    """The turn of an application whose output is not LangChain messages (a string or our own Message):
    nothing to pair, read as it is."""
    replies = read_app_reply(new)
    texts = [m.content for m in replies if m.content.strip()]
    calls = recorded or [c for m in replies for c in m.tool_calls]
    return Message.assistant(texts[-1] if texts else "", calls, metadata={MODEL_TURNS: model_turns})


def _texts(ai: list[AIMessage]) -> tuple[str, list[str]]:
    """The reply's text (the last AI message's) and the earlier AI messages' that said something."""
    texts = [message_text(m.content) for m in ai]
    return (texts[-1] if texts else ""), [t for t in texts[:-1] if t.strip()]


def _refuse_user_messages(lc: list[BaseMessage]) -> None:
    for index, message in enumerate(lc):
        if message.type == "human":
            raise ReplyError(f"application output message {index} is a user message; expected AI replies")


def _structured_answer(
    structured: Any, answer: BaseMessage, content: str, calls: list[ToolCall], metadata: dict[str, Any]
) -> tuple[str, list[ToolCall]]:
    """create_agent with ToolStrategy answered with its structured response (``answer``, the turn's last
    message): that is the reply, its text when the model said nothing (``metadata["structured_response"]``),
    and the call it answered is marked."""
    value = jsonable(structured)
    metadata["structured_response"] = value
    if not content.strip():
        content = compact_json(value)
    answer_id = getattr(answer, "tool_call_id", None)
    calls = [
        c.model_copy(update={"metadata": {**c.metadata, "structured_response": True}})
        if c.id == answer_id and not c.metadata.get("depth")
        else c
        for c in calls
    ]
    return content, calls


def one_turn(
    new: list[Any],
    recorded: list[ToolCall],
    model_turns: int,
    *,
    from_thread: bool = False,
    thread_recording: Trajectory | None = None,
    structured: Any = None,
) -> Message:
    """One assistant message from everything an application produced during one call.

    Its tool calls are the recorder's; when the recorder saw none (the output was built without a model or tool
    run, e.g. by a plain function), the ones the output messages carry, so nothing is dropped. For a turn on a
    thread (``from_thread``) they are the thread's messages' joined with what the recorder saw of the turn's runs
    (``thread_recording``, see `_turn_calls`): every call that ran, at any
    depth. The application's own LangChain messages are kept in ``metadata["app_messages"]`` unless they are on
    its thread. A ``structured`` response (``create_agent`` with ``ToolStrategy``, when the turn ends with the
    answer to its call) is the reply's text when the model said nothing, and ``metadata["structured_response"]``.
    """
    from langchain_core.messages import AIMessage, BaseMessage

    lc = [m for m in new if isinstance(m, BaseMessage)]
    if len(lc) != len(new):  # a string or our own Message: nothing to pair, read as it is
        return _plain_turn(new, recorded, model_turns)
    _refuse_user_messages(lc)
    ai = [m for m in lc if isinstance(m, AIMessage)]
    content, intermediate = _texts(ai)
    replies = read_app_reply(lc)
    if from_thread:
        joined = join_turn_calls(replies, thread_recording)
        calls, model_turns = joined.calls, joined.model_turns
    else:
        calls = recorded or [c for m in replies for c in m.tool_calls]
    metadata: dict[str, Any] = {"intermediate_content": intermediate} if intermediate else {}
    if structured is not None and lc and lc[-1].type == "tool":
        content, calls = _structured_answer(structured, lc[-1], content, calls, metadata)
    if ai and ai[-1].id:
        metadata["id"] = ai[-1].id
    metadata[MODEL_TURNS] = model_turns
    if not from_thread:
        metadata[APP_MESSAGES] = [{"type": m.type, "data": jsonable(m)} for m in lc]
    return Message.assistant(content, calls, metadata=metadata)


def continue_steps(conversation: Trajectory, replies: list[Message]) -> list[Message]:
    """``replies`` with their calls' ``step`` counted over the whole conversation.

    An application numbers the model turns of one call from 0; in the conversation a call's ``step`` is the
    index of its model turn among all of the conversation's, as [`Trajectory.from_messages`][langchain_trajectory.trajectory.Trajectory.from_messages] counts them
    (so ``parallel_calls_unordered`` never merges the steps of different turns). A call without a step belongs
    to its message's first model turn, unless it is synthetic (no model asked for it: it has no step)."""
    if not any(m.tool_calls for m in replies if m.role == "assistant"):
        return list(replies)  # no call to number: the conversation's model turns need no counting
    offset = sum(m.metadata.get(MODEL_TURNS, 1) for m in conversation.assistant_messages())
    out = []
    for message in replies:
        if message.role != "assistant":
            out.append(message)
            continue
        if message.tool_calls:
            calls = tuple(
                c
                if c.step is None and c.metadata.get("synthetic")
                else c.model_copy(update={"step": offset + (c.step or 0)})
                for c in message.tool_calls
            )
            message = message.model_copy(update={"tool_calls": calls})
        offset += message.metadata.get(MODEL_TURNS, 1)
        out.append(message)
    return out


_RECURSION = re.compile(r"[Rr]ecursion limit of (\d+)")


def app_error_text(error: BaseException, app: Any) -> str:
    """The text recorded for an application's exception; a recursion error says it is the application's own
    limit and how to raise it."""
    from langgraph.errors import GraphRecursionError

    text = error_text(error)
    if not isinstance(error, GraphRecursionError):
        return text
    found = _RECURSION.search(str(error))
    limit = found.group(1) if found else "?"
    configured = (getattr(app, "config", None) or {}).get("recursion_limit")
    origin = "set by app_config" if configured is not None else "LangGraph's default"
    suggestion = max(2 * int(limit), 50) if limit.isdigit() else 100
    return (
        f"GraphRecursionError: the application reached its own recursion limit of {limit} steps in one turn "
        f"({origin}; the simulator's limit never applies to the application). Raise it with "
        f"ConversationSimulator(..., app_config={{'recursion_limit': {suggestion}}}) if the application "
        f"needs more steps. ({error})"
    )
