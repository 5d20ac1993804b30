"""Application adapters: how the simulator talks to the application under test.

Three kinds of application are accepted (see :func:`as_application`):

- a callable ``(trajectory) -> Message | str | list[Message]``, sync or async (several assistant messages
  from one turn are kept as they are);
- a LangChain ``Runnable`` or chat model, fed the conversation as LangChain messages
  (:class:`RunnableApplication`);
- a compiled LangGraph graph with a ``messages`` state (:class:`GraphApplication`), invoked with its own
  ``thread_id`` so its checkpointer keeps its memory between turns.

For the last two, a :class:`~langchain_trajectory.capture.TrajectoryRecorder` observes each call, and the
tool calls made while answering (with their results and errors) are attached to the one assistant message of
that turn, so ``trajectory.tool_calls_by_turn()`` lines up with the turns.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.simulation._calls import Twin
from langchain_trajectory.simulation._replies import ReplyError, message_text, read_app_reply
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

if TYPE_CHECKING:
    from langchain_core.callbacks import Callbacks
    from langchain_core.messages import BaseMessage
    from langchain_core.runnables import Runnable, RunnableConfig

__all__ = [
    "AppContext",
    "Application",
    "CallableApplication",
    "GraphApplication",
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
    """

    thread_id: str
    callbacks: Callbacks = None


@runtime_checkable
class Application(Protocol):
    """An application adapter: answers the conversation so far with assistant messages."""

    def respond(self, trajectory: Trajectory, context: AppContext) -> list[Message]: ...

    async def arespond(self, trajectory: Trajectory, context: AppContext) -> list[Message]: ...


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


def _recorder() -> TrajectoryRecorder:
    """A fresh recorder for one application call (so concurrent conversations never share one)."""
    return TrajectoryRecorder()


def _with_handler(callbacks: Callbacks, handler: TrajectoryRecorder) -> Callbacks:
    """``callbacks`` plus ``handler``, without changing the caller's object."""
    if callbacks is None:
        return [handler]
    if isinstance(callbacks, list):
        return [*callbacks, handler]
    manager = callbacks.copy()
    manager.add_handler(handler, inherit=True)
    return manager


class RunnableApplication:
    """A LangChain ``Runnable`` (a chat model, a chain) as an application.

    Each turn the runnable gets the whole conversation as LangChain messages
    (:meth:`Trajectory.to_langchain_messages`, tool calls and results included). Its output (an
    ``AIMessage``, a string, a list of messages or a dict holding ``messages``) becomes **one** assistant
    message: the text of the last AI message, carrying every tool call the recorder saw during the call, in
    request order, with its result or error when the tool ran (a bare chat model's requested calls have
    neither). Text of earlier AI messages of the same call is kept in ``metadata["intermediate_content"]``.

    Args:
        runnable: The runnable.
        config: Extra ``RunnableConfig`` for every call (tags, metadata, recursion_limit, ...).
    """

    _wrap_input: bool = False

    def __init__(self, runnable: Runnable[Any, Any], *, config: RunnableConfig | None = None) -> None:
        from langchain_core.runnables import Runnable

        if not isinstance(runnable, Runnable):
            raise TypeError(f"RunnableApplication needs a LangChain Runnable, got {type(runnable).__name__}")
        self.runnable = runnable
        self.config: RunnableConfig = {**(config or {})}

    # -- one call, split around the invocation so the sync and async paths share everything else --------

    def _messages_in(self, trajectory: Trajectory) -> list[BaseMessage]:
        return trajectory.to_langchain_messages()

    def _thread_id(self, context: AppContext) -> str | None:
        return None

    def _prepare(
        self, trajectory: Trajectory, context: AppContext
    ) -> tuple[Any, RunnableConfig, str, TrajectoryRecorder]:
        messages = self._messages_in(trajectory)
        marker = _mark_last(messages)
        recorder = _recorder()
        config: RunnableConfig = {**self.config, "callbacks": _with_handler(context.callbacks, recorder)}
        thread_id = self._thread_id(context)
        # An explicit ``configurable`` replaces the simulator's own (its checkpointer and thread), so a graph
        # application runs as an independent graph, never as a subgraph of the simulator.
        configurable = dict(self.config.get("configurable") or {})
        if thread_id is not None:
            configurable["thread_id"] = thread_id
        config["configurable"] = configurable
        payload: Any = {"messages": messages} if self._wrap_input else messages
        return payload, config, marker, recorder

    def _finish(self, output: Any, marker: str, recorder: TrajectoryRecorder) -> list[Message]:
        new = self._new_messages(output, marker)
        # A runnable that fires no callbacks (a plain Runnable subclass) leaves the recorder empty: then the
        # output's own messages are all there is.
        runs = list(recorder.trajectories.values())
        recorded = runs[-1] if runs else None
        message = _one_turn(new, recorded.tool_calls() if recorded is not None else [])
        model_turns = (
            sum(1 for m in recorded.assistant_messages() if not m.metadata.get("synthetic"))
            if recorded
            else 0
        )
        # The recorder numbers this call's model turns from 0; the simulator continues the count over the
        # conversation, and needs to know how many turns this one message stands for.
        return [
            message.model_copy(update={"metadata": {**message.metadata, MODEL_TURNS: max(1, model_turns)}})
        ]

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

    def respond(self, trajectory: Trajectory, context: AppContext) -> list[Message]:
        payload, config, marker, recorder = self._prepare(trajectory, context)
        return self._finish(self.runnable.invoke(payload, config), marker, recorder)

    async def arespond(self, trajectory: Trajectory, context: AppContext) -> list[Message]:
        payload, config, marker, recorder = self._prepare(trajectory, context)
        return self._finish(await self.runnable.ainvoke(payload, config), marker, recorder)


class GraphApplication(RunnableApplication):
    """A compiled LangGraph graph with a ``messages`` state (e.g. ``create_agent``) as an application.

    Each conversation gets its own ``thread_id`` (a fresh one per conversation, or ``thread_id`` when given;
    a resumed conversation keeps its own). A graph compiled with a checkpointer is sent only the new user
    message(s), since its checkpointer remembers the rest; a graph without one is sent the whole conversation.
    The messages the graph adds after the user's message make one assistant message (see
    :class:`RunnableApplication`), carrying every tool call the graph made while answering, as the recorder
    saw them (arguments, results, errors, step, node).

    Args:
        graph: The compiled graph.
        thread_id: A fixed thread id for the application (shared by every conversation run with it).
        config: Extra ``RunnableConfig`` for every call.

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

    def _thread_id(self, context: AppContext) -> str | None:
        return self.thread_id or context.thread_id

    def _messages_in(self, trajectory: Trajectory) -> list[BaseMessage]:
        if not self.stateful:
            return trajectory.to_langchain_messages()
        from langchain_core.messages import HumanMessage

        # The graph's checkpointer holds the earlier turns: send the user messages since the last answer.
        pending: list[Message] = []
        for message in reversed(trajectory.messages):
            if message.role == "assistant":
                break
            if message.role == "user":
                pending.append(message)
        out: list[BaseMessage] = []
        for message in reversed(pending):
            msg_id = message.metadata.get("id")
            out.append(HumanMessage(content=message.content, id=msg_id if isinstance(msg_id, str) else None))
        return out

    def _unmarked(self, items: list[Any]) -> list[Any]:
        raise ReplyError(
            "the application graph's 'messages' output does not contain the user message it was sent; "
            "its 'messages' key needs LangGraph's add_messages reducer"
        )


def _mark_last(messages: list[BaseMessage]) -> str:
    """Give the last input message an id (keeping one it has) and return it, to find the reply after it."""
    if messages and messages[-1].id:
        return messages[-1].id
    marker = f"sim-{uuid.uuid4().hex}"
    if messages:
        messages[-1] = messages[-1].model_copy(update={"id": marker})
    return marker


MODEL_TURNS = "model_turns"
"""Metadata key of an assistant message: how many model turns (steps) it stands for (1 when absent)."""


def continue_steps(conversation: Trajectory, replies: list[Message]) -> list[Message]:
    """``replies`` with their calls' ``step`` counted over the whole conversation.

    An application numbers the model turns of one call from 0; in the conversation a call's ``step`` is the
    index of its model turn among all of the conversation's, as :meth:`Trajectory.from_messages` counts them
    (so ``parallel_calls_unordered`` never merges the steps of different turns). A call without a step belongs
    to its message's first model turn."""
    offset = sum(m.metadata.get(MODEL_TURNS, 1) for m in conversation.assistant_messages())
    out = []
    for message in replies:
        if message.role != "assistant":
            out.append(message)
            continue
        if message.tool_calls:
            calls = tuple(c.model_copy(update={"step": offset + (c.step or 0)}) for c in message.tool_calls)
            message = message.model_copy(update={"tool_calls": calls})
        offset += message.metadata.get(MODEL_TURNS, 1)
        out.append(message)
    return out


def _one_turn(new: list[Any], recorded: list[ToolCall]) -> Message:
    """One assistant message from everything an application produced during one call.

    Its tool calls are the recorder's; when the recorder saw none (the output was built without a model or
    tool run, e.g. by a plain function), the ones the output messages carry, so nothing is dropped."""
    from langchain_core.messages import AIMessage, BaseMessage

    lc = [m for m in new if isinstance(m, BaseMessage)]
    if len(lc) != len(new):  # a string or our own Message: nothing to pair, read as it is
        replies = read_app_reply(new)
        texts = [m.content for m in replies if m.content.strip()]
        calls = recorded or [c for m in replies for c in m.tool_calls]
        return Message.assistant(texts[-1] if texts else "", calls)
    for index, message in enumerate(lc):
        if message.type == "human":
            raise ReplyError(f"application output message {index} is a user message; expected AI replies")
    ai = [m for m in lc if isinstance(m, AIMessage)]
    texts = [message_text(m.content) for m in ai]
    content = texts[-1] if texts else ""
    intermediate = [t for t in texts[:-1] if t.strip()]
    calls = recorded or [c for m in read_app_reply(lc) for c in m.tool_calls]
    metadata: dict[str, Any] = {"intermediate_content": intermediate} if intermediate else {}
    if ai and ai[-1].id:
        metadata["id"] = ai[-1].id
    return Message.assistant(content, calls, metadata=metadata)


def as_application(app: Any) -> Application:
    """Adapt ``app`` to the :class:`Application` protocol.

    A compiled LangGraph graph becomes a :class:`GraphApplication`, another ``Runnable`` (a chat model, a
    chain) a :class:`RunnableApplication`, a callable a :class:`CallableApplication`; an adapter is returned
    as it is.

    Raises:
        TypeError: for anything else.
    """
    from langchain_core.runnables import Runnable
    from langgraph.pregel import Pregel

    if isinstance(app, (CallableApplication, RunnableApplication)):
        return app
    if isinstance(app, Pregel):
        return GraphApplication(app)
    if isinstance(app, Runnable):
        return RunnableApplication(app)
    if isinstance(app, Application):
        return app
    if callable(app):
        return CallableApplication(app)
    raise TypeError(
        f"app must be a callable (trajectory) -> Message | str | list[Message], a LangChain Runnable or chat "
        f"model, or a compiled LangGraph graph; got {type(app).__name__}"
    )
