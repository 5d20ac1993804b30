"""Application adapters: how the simulator talks to the application under test.

Four kinds of application are accepted (see [`as_application`][langchain_trajectory.simulation.as_application]):

- a callable ``(trajectory) -> Message | str | list[Message]``, sync or async (several assistant messages
  from one turn are kept as they are);
- a LangChain ``Runnable`` or chat model ([`RunnableApplication`][langchain_trajectory.simulation.RunnableApplication]);
- a compiled LangGraph graph with a ``messages`` state ([`GraphApplication`][langchain_trajectory.simulation.GraphApplication]);
- a graph deployed on LangGraph Server, as a ``langgraph.pregel.remote.RemoteGraph`` ([`RemoteApplication`][langchain_trajectory.simulation.RemoteApplication]).

The rules every adapter follows:

- **Its own budget.** A runnable or graph is invoked with its own config (``config=``, the simulator's
  ``app_config=``): its own ``recursion_limit`` (LangGraph's default unless set), never the simulator graph's.
- **Its own history.** An application without memory is sent the conversation with its own earlier turns
  exactly as it produced them (kept in ``metadata["app_messages"]`` of each assistant message, tool messages
  included): nothing it did not say is attributed to it. A graph with a checkpointer (or a remote graph) is sent
  only the new user message, on its own thread (one per conversation); its messages are the thread's (in the
  state kept after each turn), not copied onto each turn.
- **One message per turn.** What the application produced while answering becomes one assistant message
  carrying every tool call of the turn, with results and errors. For a graph on a thread the calls are read from
  the thread itself (so a turn resumed after a crash or an interrupt keeps its earlier calls); a
  [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder] observing local runs adds where each call ran.
- **Interrupts.** A graph on a thread that pauses on ``interrupt()`` is resumed with the simulator's reviewer's
  answer (see `review`); without a reviewer the turn ends with the
  interrupts pending.
- **Final state.** A graph's state after the turn (its ``values``, JSON-safe) comes back with the turn.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from langchain_core.runnables.config import var_child_runnable_config

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.errors import TrajectoryInputError, error_text
from langchain_trajectory.simulation._calls import Twin
from langchain_trajectory.simulation._graph_path import with_graph_nodes, with_pending_nodes
from langchain_trajectory.simulation._jsonable import StateSnapshots, jsonable
from langchain_trajectory.simulation._replies import ReplyError, message_text, read_app_reply
from langchain_trajectory.simulation._threads import (
    IdleThreads,
    ThreadState,
    ThreadTurn,
    adrive,
    drive,
    thread_turn,
)
from langchain_trajectory.simulation._turn_calls import join_turn_calls
from langchain_trajectory.simulation._usage import app_usage, with_usage
from langchain_trajectory.simulation.review import Interruption
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory, compact_json

if TYPE_CHECKING:
    from langchain_core.callbacks import Callbacks
    from langchain_core.messages import BaseMessage
    from langchain_core.runnables import Runnable, RunnableConfig

__all__ = [
    "APP_MESSAGES",
    "AppContext",
    "AppTurn",
    "Application",
    "CallableApplication",
    "GraphApplication",
    "RemoteApplication",
    "RunnableApplication",
    "as_application",
]

APP_MESSAGES = "app_messages"
"""Metadata key of an assistant message of an application without memory: the LangChain messages it produced in
that turn, as ``{"type", "data"}`` dicts (``langchain_core.messages.messages_from_dict`` reads them back), sent
back to it as its own history. An application on a thread keeps its messages on the thread (its state after each
turn, ``metadata["state"]["messages"]``) and its turns carry none."""

MODEL_TURNS = "model_turns"
"""Metadata key of an assistant message: how many model turns (steps) it stands for (1 when absent)."""


@dataclass(frozen=True)
class AppContext:
    """What the simulator tells an application adapter about the current call.

    Attributes:
        thread_id: The conversation's application thread id (fresh per conversation unless one was passed;
            kept across a resume).
        callbacks: The simulator node's callbacks, so the application's runs nest under it in traces.
        reviewer: Answers the application's interrupts: ``(interrupt, trajectory) -> resume value``, or None.
        durability: LangGraph ``durability`` for the runs of a graph with a checkpointer (None: its default).
    """

    thread_id: str
    callbacks: Callbacks = None
    reviewer: Twin | None = None
    durability: str | None = None


@dataclass(frozen=True)
class AppTurn:
    """What an adapter returns for one turn (an adapter may also return a plain list of messages).

    Attributes:
        messages: The assistant message(s) of the turn.
        state: The application's state after the turn (JSON-safe ``values``), or None when it has none.
        interrupts: Interrupts still pending at the end of the turn (``{"id", "value"}`` dicts).
    """

    messages: list[Message]
    state: dict[str, Any] | None = None
    interrupts: tuple[dict[str, Any], ...] = ()


@runtime_checkable
class Application(Protocol):
    """An application adapter: answers the conversation so far with assistant messages (or an
    [`AppTurn`][langchain_trajectory.simulation.AppTurn])."""

    def respond(self, trajectory: Trajectory, context: AppContext) -> list[Message] | AppTurn: ...

    async def arespond(self, trajectory: Trajectory, context: AppContext) -> list[Message] | AppTurn: ...


class CallableApplication:
    """A plain function ``(trajectory) -> Message | str | list[Message]`` (sync or async) as an application.

    Several assistant messages are kept as separate messages. A LangChain ``AIMessage`` (or a list of
    LangChain messages, tool results included) is accepted too.
    """

    def __init__(self, fn: Callable[[Trajectory], Any]) -> None:
        if not callable(fn):
            raise TypeError(f"application must be callable, got {type(fn).__name__}")
        self.fn = fn
        self._twin = Twin.of(fn)

    def respond(self, trajectory: Trajectory, context: AppContext) -> list[Message]:
        return read_app_reply(self._twin.call(trajectory))

    async def arespond(self, trajectory: Trajectory, context: AppContext) -> list[Message]:
        return read_app_reply(await self._twin.acall(trajectory))


def _with_handler(callbacks: Callbacks, handler: TrajectoryRecorder, own: Callbacks = None) -> Callbacks:
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
    manager.metadata = _without_graph_keys(manager.metadata)
    manager.inheritable_metadata = _without_graph_keys(manager.inheritable_metadata)
    for item in handlers:
        manager.add_handler(item, inherit=True)
    return manager


_GRAPH_KEYS = ("langgraph_", "checkpoint_")


def _without_graph_keys(metadata: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in metadata.items() if not k.startswith(_GRAPH_KEYS) and k != "thread_id"}


@contextmanager
def _own_budget() -> Iterator[None]:
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
        own["metadata"] = _without_graph_keys(own["metadata"])
    token = var_child_runnable_config.set(own)
    try:
        yield
    finally:
        var_child_runnable_config.reset(token)


def _own_history(trajectory: Trajectory) -> list[BaseMessage]:
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


def _mark_last(messages: list[BaseMessage]) -> str:
    """Give the last input message an id (keeping one it has) and return it, to find the reply after it."""
    if messages and messages[-1].id:
        return messages[-1].id
    marker = f"sim-{uuid.uuid4().hex}"
    if messages:
        messages[-1] = messages[-1].model_copy(update={"id": marker})
    return marker


def _recorded_calls(recorder: TrajectoryRecorder, sent: Trajectory | None = None) -> list[ToolCall]:
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
    return _merge_by_id(calls)


def _merge_by_id(calls: list[ToolCall]) -> list[ToolCall]:
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


def _thread_recording(recorder: TrajectoryRecorder | None, thread_id: str) -> Trajectory | None:
    """What the recorder saw of one turn on a thread: its runs (a run paused on an interrupt and its resumes)
    as one trajectory, or None when it recorded none of them."""
    if recorder is None:
        return None
    try:
        return recorder.trajectory_for_thread(thread_id)
    except TrajectoryInputError:
        return None


def _reported_usage(new: list[Any]) -> list[dict[str, Any]]:
    """The model calls an application's output messages report themselves (when no recorder saw them run)."""
    return app_usage(None, read_app_reply(new)) if new else []


def _model_turns(recorder: TrajectoryRecorder) -> int:
    """How many chat-model calls the recorder saw (messages a node wrote are none)."""
    return sum(
        1
        for trajectory in recorder.trajectories.values()
        for m in trajectory.assistant_messages()
        if m.metadata.get("source", "model") == "model" and not m.metadata.get("synthetic")
    )


class RunnableApplication:
    """A LangChain ``Runnable`` (a chat model, a chain) as an application.

    Each turn the runnable gets the whole conversation as LangChain messages, its own earlier turns exactly
    as it produced them. Its output (an ``AIMessage``, a string, a list of messages or a dict holding
    ``messages``) becomes **one** assistant message: the text of the last AI message, carrying every tool
    call the recorder saw during the call, in request order, with its result or error when the tool ran (a
    bare chat model's requested calls have neither). Text of earlier AI messages of the same call is kept in
    ``metadata["intermediate_content"]``.

    Args:
        runnable: The runnable.
        config: The application's own ``RunnableConfig`` for every call (``recursion_limit``, tags,
            metadata, callbacks, ...): nothing of the simulator graph's config but its callbacks reaches the
            application (its own callbacks are kept beside them).
    """

    _wrap_input: bool = False

    def __init__(self, runnable: Runnable[Any, Any], *, config: RunnableConfig | None = None) -> None:
        from langchain_core.runnables import Runnable

        if not isinstance(runnable, Runnable):
            raise TypeError(f"RunnableApplication needs a LangChain Runnable, got {type(runnable).__name__}")
        if config is not None and not isinstance(config, Mapping):
            raise TypeError(f"application config must be a RunnableConfig dict, got {type(config).__name__}")
        self.runnable = runnable
        self.config: RunnableConfig = {**(config or {})}

    def _config(self, context: AppContext, recorder: TrajectoryRecorder) -> RunnableConfig:
        callbacks = _with_handler(context.callbacks, recorder, self.config.get("callbacks"))
        config: RunnableConfig = {**self.config, "callbacks": callbacks}
        # An explicit ``configurable`` replaces the simulator's own (its checkpointer and thread), so a graph
        # application runs as an independent graph, never as a subgraph of the simulator.
        config["configurable"] = dict(self.config.get("configurable") or {})
        return config

    def _prepare(
        self, trajectory: Trajectory, context: AppContext
    ) -> tuple[Any, RunnableConfig, str, TrajectoryRecorder]:
        messages = _own_history(trajectory)
        marker = _mark_last(messages)
        recorder = TrajectoryRecorder()
        payload: Any = {"messages": messages} if self._wrap_input else messages
        return payload, self._config(context, recorder), marker, recorder

    def _finish(self, output: Any, marker: str, recorder: TrajectoryRecorder, sent: Trajectory) -> AppTurn:
        new = self._new_messages(output, marker)
        # Calls of earlier turns (in the history the app was sent) are not this turn's, whatever the recorder
        # makes of the input. A runnable that fires no callbacks (a plain Runnable subclass) leaves the
        # recorder empty: then the output's own messages are all there is.
        recorded = _recorded_calls(recorder, sent)
        structured = output.get("structured_response") if isinstance(output, Mapping) else None
        message = _one_turn(new, recorded, max(1, _model_turns(recorder)), structured=structured)
        message = with_graph_nodes(message, recorder)
        message = with_usage(message, app_usage(recorder) or _reported_usage(new))
        state = jsonable(output) if self._wrap_input and isinstance(output, Mapping) else None
        return AppTurn([message], state=state)

    def _new_messages(self, output: Any, marker: str) -> list[Any]:
        items = output["messages"] if isinstance(output, Mapping) and "messages" in output else output
        if isinstance(items, Sequence) and not isinstance(items, (str, bytes)):
            items = list(items)
            ids = [getattr(m, "id", None) for m in items]
            if marker in ids:
                return items[ids.index(marker) + 1 :]
            return self._unmarked(items)
        return [items]

    def _unmarked(self, items: list[Any]) -> list[Any]:
        return items

    def respond(self, trajectory: Trajectory, context: AppContext) -> list[Message] | AppTurn:
        payload, config, marker, recorder = self._prepare(trajectory, context)
        with _own_budget():
            output = self.runnable.invoke(payload, config)
        return self._finish(output, marker, recorder, trajectory)

    async def arespond(self, trajectory: Trajectory, context: AppContext) -> list[Message] | AppTurn:
        payload, config, marker, recorder = self._prepare(trajectory, context)
        with _own_budget():
            output = await self.runnable.ainvoke(payload, config)
        return self._finish(output, marker, recorder, trajectory)


def _pending_user_messages(trajectory: Trajectory) -> list[BaseMessage]:
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


def _partial(conversation: Trajectory, turn: list[Any]) -> Trajectory:
    """What a reviewer is shown: the conversation and, when the turn said anything yet, its progress as one
    assistant message (tool calls awaiting review have no result)."""
    if not turn:
        return conversation
    return conversation.with_message(_one_turn(turn, [], 1))


class _ThreadApplication:
    """What graph applications with a thread share: one turn on the thread (resuming a turn cut short,
    answering interrupts), read back from the thread."""

    _records = True
    _idle: IdleThreads
    _states: StateSnapshots

    def _backend(self, context: AppContext, recorder: TrajectoryRecorder | None) -> Any:
        raise NotImplementedError

    def _own_thread(self) -> bool:
        """Whether each conversation has a thread of its own (not one thread shared by every conversation)."""
        return True

    def _fixed_thread(self) -> str:
        """The one thread every conversation shares, when `_own_thread` is False."""
        raise NotImplementedError

    def _setup(
        self, trajectory: Trajectory, context: AppContext
    ) -> tuple[Any, TrajectoryRecorder | None, Any]:
        new = _pending_user_messages(trajectory)
        if not new:
            raise ReplyError("there is no new user message to send to the application")
        recorder = TrajectoryRecorder() if self._records else None
        idle = self._idle.take(context.thread_id) if self._own_thread() else None
        turn = thread_turn(
            new,
            new[-1].id or "",
            trajectory,
            can_review=context.reviewer is not None,
            partial=_partial,
            idle=idle,
        )
        return turn, recorder, self._backend(context, recorder)

    def _thread_finish(
        self, result: ThreadTurn, recorder: TrajectoryRecorder | None, context: AppContext
    ) -> AppTurn:
        recorded = _thread_recording(recorder, context.thread_id if self._own_thread() else self._fixed_thread())
        state = result.raw if result.raw is not None else self._states.snapshot(result.values)
        message = _one_turn(
            result.messages,
            [],
            1,
            from_thread=True,
            thread_recording=recorded,
            structured=result.values.get("structured_response"),
        )
        message = with_usage(message, app_usage(recorder) or _reported_usage(result.messages))
        extra: dict[str, Any] = {"reviews": result.reviews} if result.reviews else {}
        if recorded is not None:
            extra["stop_reason"] = recorded.metadata.get("stop_reason")
        active = result.values.get("active_agent")
        if isinstance(active, str):
            extra["active_agent"] = active  # langgraph-swarm: the agent the next turn goes to
        if extra:
            message = message.model_copy(update={"metadata": {**message.metadata, **extra}})
        interrupts = tuple(i.to_dict() for i in result.interrupts)
        if not result.messages and interrupts:
            message = Message.assistant("", metadata={"interrupted": True})
            interrupts = with_pending_nodes(interrupts, recorder)  # the message is dropped: keep its node runs
        message = with_graph_nodes(message, recorder)
        if not result.interrupts and self._own_thread():  # the turn is complete: the thread is idle
            self._idle.put(context.thread_id, result.values.get("messages") or ())
        return AppTurn([message], state=state, interrupts=interrupts)

    def respond(self, trajectory: Trajectory, context: AppContext) -> list[Message] | AppTurn:
        turn, recorder, backend = self._setup(trajectory, context)
        with _own_budget():
            result = drive(turn, backend, context.reviewer)
        return self._thread_finish(result, recorder, context)

    async def arespond(self, trajectory: Trajectory, context: AppContext) -> list[Message] | AppTurn:
        turn, recorder, backend = self._setup(trajectory, context)
        with _own_budget():
            result = await adrive(turn, backend, context.reviewer)
        return self._thread_finish(result, recorder, context)


def _interruptions(interrupts: Sequence[Any]) -> tuple[Interruption, ...]:
    out = []
    for item in interrupts:
        if isinstance(item, Mapping):
            out.append(Interruption(id=str(item.get("id")), value=jsonable(item.get("value"))))
        else:
            out.append(Interruption(id=str(item.id), value=jsonable(item.value)))
    return tuple(out)


class _LocalThread:
    """A compiled graph's thread in this process."""

    def __init__(self, graph: Any, config: RunnableConfig, durability: str | None) -> None:
        self.graph = graph
        self.config = config
        self.kwargs: dict[str, Any] = {"durability": durability} if durability else {}

    def _state(self, snapshot: Any) -> ThreadState:
        values = snapshot.values if isinstance(snapshot.values, dict) else {}
        return ThreadState(dict(values), tuple(snapshot.next), _interruptions(snapshot.interrupts))

    def _output(self, output: Any) -> ThreadState:
        values = output.value if isinstance(output.value, dict) else {}
        return ThreadState(dict(values), (), _interruptions(output.interrupts))

    def read(self) -> ThreadState:
        return self._state(self.graph.get_state(self.config))

    async def aread(self) -> ThreadState:
        return self._state(await self.graph.aget_state(self.config))

    def invoke(self, payload: Any) -> ThreadState:
        return self._output(self.graph.invoke(payload, self.config, version="v2", **self.kwargs))

    async def ainvoke(self, payload: Any) -> ThreadState:
        return self._output(await self.graph.ainvoke(payload, self.config, version="v2", **self.kwargs))


class GraphApplication(_ThreadApplication, RunnableApplication):
    """A compiled LangGraph graph with a ``messages`` state (e.g. ``create_agent``) as an application.

    A graph compiled with a checkpointer runs on its own thread (a fresh ``thread_id`` per conversation, or
    ``thread_id`` when given; a resumed conversation keeps its own) and is sent only the new user message:
    the turn is read back from the thread, interrupts are answered by the simulator's reviewer, and a turn cut
    short by a crash is continued rather than started again. A graph without one is sent the whole
    conversation, its own turns as it produced them. Either way the turn becomes one assistant message
    carrying every tool call of the turn (arguments, results, errors, step, node), and the graph's state
    after the turn is kept.

    Args:
        graph: The compiled graph.
        thread_id: A fixed thread id for the application (shared by every conversation run with it).
        config: The graph's own ``RunnableConfig`` for every call (``recursion_limit``: LangGraph's default
            unless set here).

    Raises:
        ValueError: when the graph has no ``messages`` state key.
    """

    _wrap_input = True

    def __init__(
        self, graph: Any, *, thread_id: str | None = None, config: RunnableConfig | None = None
    ) -> None:
        super().__init__(graph, config=config)
        channels = getattr(graph, "channels", None) or {}
        if "messages" not in channels:
            raise ValueError(
                "GraphApplication: the graph has no 'messages' state key; wrap it in a callable "
                "(trajectory) -> Message instead"
            )
        self.thread_id = thread_id
        checkpointer = getattr(graph, "checkpointer", None)
        self.stateful = checkpointer is not None and not isinstance(checkpointer, bool)
        self._idle = IdleThreads()
        self._states = StateSnapshots()

    def _own_thread(self) -> bool:
        return self.thread_id is None

    def _fixed_thread(self) -> str:
        return str(self.thread_id)

    def _backend(self, context: AppContext, recorder: TrajectoryRecorder | None) -> _LocalThread:
        assert recorder is not None
        config = self._config(context, recorder)
        thread = self.thread_id or context.thread_id
        config["configurable"]["thread_id"] = thread
        # The runs' metadata names the app's thread, not the simulator's (which the node's context would give
        # them): traces, and the recorder joining the turn's runs, follow the app's thread.
        config["metadata"] = {**(config.get("metadata") or {}), "thread_id": thread}
        return _LocalThread(self.runnable, config, context.durability)

    def _unmarked(self, items: list[Any]) -> list[Any]:
        raise ReplyError(
            "the application graph's 'messages' output does not contain the user message it was sent; "
            "its 'messages' key needs LangGraph's add_messages reducer"
        )

    def respond(self, trajectory: Trajectory, context: AppContext) -> list[Message] | AppTurn:
        if self.stateful:
            return _ThreadApplication.respond(self, trajectory, context)
        return RunnableApplication.respond(self, trajectory, context)

    async def arespond(self, trajectory: Trajectory, context: AppContext) -> list[Message] | AppTurn:
        if self.stateful:
            return await _ThreadApplication.arespond(self, trajectory, context)
        return await RunnableApplication.arespond(self, trajectory, context)


class _RemoteThread:
    """A thread of a graph on LangGraph Server, through ``RemoteGraph``."""

    def __init__(self, remote: Any, config: RunnableConfig) -> None:
        self.remote = remote
        self.config = config
        self.thread_id = config["configurable"]["thread_id"]
        if remote.sync_client is None or remote.client is None:
            raise ValueError("RemoteApplication needs a RemoteGraph built with a url (or with both clients)")
        self.sync_client = remote.sync_client
        self.client = remote.client

    def _state(self, snapshot: Any) -> ThreadState:
        from langchain_core.messages import convert_to_messages

        raw = dict(snapshot.values) if isinstance(snapshot.values, Mapping) else {}
        values = dict(raw)
        if isinstance(values.get("messages"), list):
            values["messages"] = convert_to_messages(values["messages"])
        return ThreadState(values, tuple(snapshot.next), _interruptions(snapshot.interrupts), jsonable(raw))

    # The thread is created on first use (a conversation's own server thread); a thread with no checkpoint
    # yet has no state to read.
    def read(self) -> ThreadState:
        thread = self.sync_client.threads.create(thread_id=self.thread_id, if_exists="do_nothing")
        if not thread.get("values"):
            return ThreadState({})
        return self._state(self.remote.get_state(self.config))

    async def aread(self) -> ThreadState:
        thread = await self.client.threads.create(thread_id=self.thread_id, if_exists="do_nothing")
        if not thread.get("values"):
            return ThreadState({})
        return self._state(await self.remote.aget_state(self.config))

    def invoke(self, payload: Any) -> ThreadState:
        self.remote.invoke(payload, self.config)
        return self._state(self.remote.get_state(self.config))

    async def ainvoke(self, payload: Any) -> ThreadState:
        await self.remote.ainvoke(payload, self.config)
        return self._state(await self.remote.aget_state(self.config))


class RemoteApplication(_ThreadApplication):
    """A graph deployed on LangGraph Server (or LangGraph Platform) as an application.

    Each conversation gets its own server thread (the conversation's application thread id); each turn sends
    the new user message as a server run, and the turn's messages, tool calls and the final state are read
    from the thread. Interrupts are answered by the simulator's reviewer and resumed on the same thread.

    Args:
        graph: A ``langgraph.pregel.remote.RemoteGraph``; or give ``url`` and ``assistant_id``.
        url: The server's URL (with ``assistant_id``, builds the ``RemoteGraph``).
        assistant_id: The assistant (graph) id on the server.
        config: Extra ``RunnableConfig`` for every run (``configurable`` values, ``recursion_limit``).
        api_key: Passed to ``RemoteGraph`` with ``url``.

    Raises:
        TypeError: for a ``graph`` that is not a ``RemoteGraph``; ValueError: without ``graph`` or ``url`` +
            ``assistant_id``.
    """

    _records = False

    def __init__(
        self,
        graph: Any = None,
        *,
        url: str | None = None,
        assistant_id: str | None = None,
        config: RunnableConfig | None = None,
        api_key: str | None = None,
    ) -> None:
        from langgraph.pregel.remote import RemoteGraph

        if graph is None:
            if not url or not assistant_id:
                raise ValueError("RemoteApplication needs a RemoteGraph, or 'url' and 'assistant_id'")
            graph = RemoteGraph(assistant_id, url=url, api_key=api_key)
        if not isinstance(graph, RemoteGraph):
            raise TypeError(f"RemoteApplication needs a langgraph RemoteGraph, got {type(graph).__name__}")
        self.graph = graph
        self.config: RunnableConfig = {**(config or {})}
        self._idle = IdleThreads()
        self._states = StateSnapshots()

    def _backend(self, context: AppContext, recorder: TrajectoryRecorder | None) -> _RemoteThread:
        configurable = {
            **(self.config.get("configurable") or {}),
            "thread_id": server_thread_id(context.thread_id),
        }
        return _RemoteThread(self.graph, {**self.config, "configurable": configurable})


def server_thread_id(thread_id: str) -> str:
    """The LangGraph Server thread id of an application thread: the id itself when it is a UUID (the server
    needs one), else a UUID derived from it (the same every time, so a resumed conversation finds its
    thread)."""
    try:
        return str(uuid.UUID(thread_id))
    except ValueError:
        return str(uuid.uuid5(uuid.NAMESPACE_URL, f"langchain-trajectory:{thread_id}"))


def continue_steps(conversation: Trajectory, replies: list[Message]) -> list[Message]:
    """``replies`` with their calls' ``step`` counted over the whole conversation.

    An application numbers the model turns of one call from 0; in the conversation a call's ``step`` is the
    index of its model turn among all of the conversation's, as [`Trajectory.from_messages`][langchain_trajectory.trajectory.Trajectory.from_messages] counts them
    (so ``parallel_calls_unordered`` never merges the steps of different turns). A call without a step belongs
    to its message's first model turn, unless it is synthetic (no model asked for it: it has no step)."""
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


def _one_turn(
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
        replies = read_app_reply(new)
        texts = [m.content for m in replies if m.content.strip()]
        calls = recorded or [c for m in replies for c in m.tool_calls]
        return Message.assistant(texts[-1] if texts else "", calls, metadata={MODEL_TURNS: model_turns})
    for index, message in enumerate(lc):
        if message.type == "human":
            raise ReplyError(f"application output message {index} is a user message; expected AI replies")
    ai = [m for m in lc if isinstance(m, AIMessage)]
    texts = [message_text(m.content) for m in ai]
    content = texts[-1] if texts else ""
    intermediate = [t for t in texts[:-1] if t.strip()]
    replies = read_app_reply(lc)
    if from_thread:
        joined = join_turn_calls(replies, thread_recording)
        calls, model_turns = joined.calls, joined.model_turns
    else:
        calls = recorded or [c for m in replies for c in m.tool_calls]
    metadata: dict[str, Any] = {"intermediate_content": intermediate} if intermediate else {}
    if structured is not None and lc and lc[-1].type == "tool":
        # create_agent with ToolStrategy answered with its structured response: that is the reply
        value = jsonable(structured)
        metadata["structured_response"] = value
        if not content.strip():
            content = compact_json(value)
        answer_id = getattr(lc[-1], "tool_call_id", None)
        calls = [
            c.model_copy(update={"metadata": {**c.metadata, "structured_response": True}})
            if c.id == answer_id and not c.metadata.get("depth")
            else c
            for c in calls
        ]
    if ai and ai[-1].id:
        metadata["id"] = ai[-1].id
    metadata[MODEL_TURNS] = model_turns
    if not from_thread:
        metadata[APP_MESSAGES] = [{"type": m.type, "data": jsonable(m)} for m in lc]
    return Message.assistant(content, calls, metadata=metadata)


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


def as_application(app: Any, *, config: RunnableConfig | None = None) -> Application:
    """Adapt ``app`` to the [`Application`][langchain_trajectory.simulation.Application] protocol.

    A ``RemoteGraph`` becomes a [`RemoteApplication`][langchain_trajectory.simulation.RemoteApplication], a compiled LangGraph graph a
    [`GraphApplication`][langchain_trajectory.simulation.GraphApplication], another ``Runnable`` (a chat model, a chain) a [`RunnableApplication`][langchain_trajectory.simulation.RunnableApplication], a
    callable a [`CallableApplication`][langchain_trajectory.simulation.CallableApplication]; an adapter is returned as it is.

    Args:
        app: The application.
        config: The application's own ``RunnableConfig`` (not for a callable or an adapter, which carry
            their own).

    Raises:
        TypeError: for anything else, or a ``config`` that cannot apply.
    """
    from langchain_core.runnables import Runnable
    from langgraph.pregel import Pregel
    from langgraph.pregel.remote import RemoteGraph

    if isinstance(app, (CallableApplication, RunnableApplication, RemoteApplication)) or (
        not isinstance(app, Runnable) and isinstance(app, Application)
    ):
        if config is not None:
            raise TypeError(
                f"app_config applies to a graph or runnable app; {type(app).__name__} is an adapter: give it "
                "its config=... instead"
            )
        return app
    if isinstance(app, RemoteGraph):
        return RemoteApplication(app, config=config)
    if isinstance(app, Pregel):
        return GraphApplication(app, config=config)
    if isinstance(app, Runnable):
        return RunnableApplication(app, config=config)
    if callable(app):
        if config is not None:
            raise TypeError("app_config applies to a graph or runnable app, not to a plain callable")
        return CallableApplication(app)
    raise TypeError(
        f"app must be a callable (trajectory) -> Message | str | list[Message], a LangChain Runnable or chat "
        f"model, a compiled LangGraph graph or a RemoteGraph; got {type(app).__name__}"
    )
