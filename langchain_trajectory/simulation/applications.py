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

import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.simulation._app_runs import (
    APP_MESSAGES,
    interruptions,
    mark_last,
    model_turns_of,
    one_turn,
    own_budget,
    own_history,
    pending_user_messages,
    recorded_calls,
    reported_usage,
    thread_recording,
    with_handler,
)
from langchain_trajectory.simulation._app_runs import (
    MODEL_TURNS as MODEL_TURNS,  # re-exported: its public home stays here
)
from langchain_trajectory.simulation._app_runs import (
    app_error_text as app_error_text,
)
from langchain_trajectory.simulation._app_runs import (
    continue_steps as continue_steps,
)
from langchain_trajectory.simulation._calls import Twin
from langchain_trajectory.simulation._graph_path import with_graph_nodes, with_pending_nodes
from langchain_trajectory.simulation._jsonable import StateSnapshots, jsonable
from langchain_trajectory.simulation._replies import ReplyError, read_app_reply
from langchain_trajectory.simulation._threads import (
    IdleThreads,
    ThreadState,
    ThreadTurn,
    adrive,
    drive,
    thread_turn,
)
from langchain_trajectory.simulation._usage import app_usage, with_usage
from langchain_trajectory.trajectory import Message, Trajectory

if TYPE_CHECKING:
    from langchain_core.callbacks import Callbacks
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
        callbacks = with_handler(context.callbacks, recorder, self.config.get("callbacks"))
        config: RunnableConfig = {**self.config, "callbacks": callbacks}
        # An explicit ``configurable`` replaces the simulator's own (its checkpointer and thread), so a graph
        # application runs as an independent graph, never as a subgraph of the simulator.
        config["configurable"] = dict(self.config.get("configurable") or {})
        return config

    def _prepare(
        self, trajectory: Trajectory, context: AppContext
    ) -> tuple[Any, RunnableConfig, str, TrajectoryRecorder]:
        messages = own_history(trajectory)
        marker = mark_last(messages)
        recorder = TrajectoryRecorder()
        payload: Any = {"messages": messages} if self._wrap_input else messages
        return payload, self._config(context, recorder), marker, recorder

    def _finish(self, output: Any, marker: str, recorder: TrajectoryRecorder, sent: Trajectory) -> AppTurn:
        new = self._new_messages(output, marker)
        # Calls of earlier turns (in the history the app was sent) are not this turn's, whatever the recorder
        # makes of the input. A runnable that fires no callbacks (a plain Runnable subclass) leaves the
        # recorder empty: then the output's own messages are all there is.
        recorded = recorded_calls(recorder, sent)
        structured = output.get("structured_response") if isinstance(output, Mapping) else None
        message = one_turn(new, recorded, max(1, model_turns_of(recorder)), structured=structured)
        message = with_graph_nodes(message, recorder)
        message = with_usage(message, app_usage(recorder) or reported_usage(new))
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
        with own_budget():
            output = self.runnable.invoke(payload, config)
        return self._finish(output, marker, recorder, trajectory)

    async def arespond(self, trajectory: Trajectory, context: AppContext) -> list[Message] | AppTurn:
        payload, config, marker, recorder = self._prepare(trajectory, context)
        with own_budget():
            output = await self.runnable.ainvoke(payload, config)
        return self._finish(output, marker, recorder, trajectory)


def _partial(conversation: Trajectory, turn: list[Any]) -> Trajectory:
    """What a reviewer is shown: the conversation and, when the turn said anything yet, its progress as one
    assistant message (tool calls awaiting review have no result)."""
    if not turn:
        return conversation
    return conversation.with_message(one_turn(turn, [], 1))


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
        new = pending_user_messages(trajectory)
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
        recorded = thread_recording(recorder, context.thread_id if self._own_thread() else self._fixed_thread())
        state = result.raw if result.raw is not None else self._states.snapshot(result.values)
        message = one_turn(
            result.messages,
            [],
            1,
            from_thread=True,
            thread_recording=recorded,
            structured=result.values.get("structured_response"),
        )
        message = with_usage(message, app_usage(recorder) or reported_usage(result.messages))
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
        with own_budget():
            result = drive(turn, backend, context.reviewer)
        return self._thread_finish(result, recorder, context)

    async def arespond(self, trajectory: Trajectory, context: AppContext) -> list[Message] | AppTurn:
        turn, recorder, backend = self._setup(trajectory, context)
        with own_budget():
            result = await adrive(turn, backend, context.reviewer)
        return self._thread_finish(result, recorder, context)


class _LocalThread:
    """A compiled graph's thread in this process."""

    def __init__(self, graph: Any, config: RunnableConfig, durability: str | None) -> None:
        self.graph = graph
        self.config = config
        self.kwargs: dict[str, Any] = {"durability": durability} if durability else {}

    def _state(self, snapshot: Any) -> ThreadState:
        values = snapshot.values if isinstance(snapshot.values, dict) else {}
        return ThreadState(dict(values), tuple(snapshot.next), interruptions(snapshot.interrupts))

    def _output(self, output: Any) -> ThreadState:
        values = output.value if isinstance(output.value, dict) else {}
        return ThreadState(dict(values), (), interruptions(output.interrupts))

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
        return ThreadState(values, tuple(snapshot.next), interruptions(snapshot.interrupts), jsonable(raw))

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
