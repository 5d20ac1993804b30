"""One assistant turn of an application that keeps its conversation on a thread (a compiled graph with a
checkpointer, or a graph deployed on LangGraph Server).

The turn is written once, as a generator (`thread_turn`) that yields what it needs done (read the
thread, invoke the graph, ask the reviewer) and receives the answers; `drive` and `adrive` carry
those requests out synchronously or asynchronously against a `ThreadBackend`.

The rules:

- The user's message is sent with its id. If the thread already holds that id, the turn was started before
  (the simulation was killed and resumed): the thread is continued from its checkpoint (``invoke(None)``, or
  the reviewer's answer to its pending interrupts) instead of starting a new turn, so no tool call of the turn
  is lost and no call is left unanswered.
- While the thread is paused on interrupts and a reviewer is set, each interrupt is answered and the graph
  resumed with ``Command(resume={interrupt_id: answer, ...})`` on the same thread, within the same turn.
- The turn's messages are the thread's messages after the user's message: what the application said,
  tool messages included, as it stored them.
- A thread this process left idle at the end of a turn it completed (`IdleThreads`) is not read
  before the next turn: the new user message cannot be on it yet and nothing is pending on it. Any other
  thread (a resumed simulation's, one whose last turn failed) is read first.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from langgraph.types import Command

from langchain_trajectory.simulation._bounded import Bounded
from langchain_trajectory.simulation._calls import Twin
from langchain_trajectory.simulation._jsonable import jsonable
from langchain_trajectory.simulation.review import Interruption, ReviewError
from langchain_trajectory.trajectory import Trajectory

__all__ = ["MAX_REVIEW_ROUNDS", "IdleThreads", "ThreadBackend", "ThreadTurn", "adrive", "drive", "thread_turn"]

MAX_REVIEW_ROUNDS = 50
"""The most times one turn may be resumed after interrupts before the simulator gives up on it."""


@dataclass(frozen=True)
class ThreadState:
    """What a read of the thread returns: its values (``messages`` as LangChain messages), the nodes still to
    run, and its pending interrupts."""

    values: dict[str, Any]
    next: tuple[str, ...] = ()
    interrupts: tuple[Interruption, ...] = ()
    raw: dict[str, Any] | None = None
    """The values as the thread stores them, when they are already JSON (a server thread's)."""


@dataclass
class ThreadTurn:
    """The outcome of one turn on a thread.

    Attributes:
        messages: The LangChain messages the application added after the user's message.
        values: The thread's values after the turn (LangChain messages as they are).
        interrupts: Interrupts still pending (no reviewer, or the turn stopped on them).
        reviews: What each interrupt asked and what the reviewer answered, in order.
    """

    messages: list[Any]
    values: dict[str, Any]
    interrupts: tuple[Interruption, ...] = ()
    reviews: list[dict[str, Any]] = field(default_factory=list)
    raw: dict[str, Any] | None = None


@dataclass(frozen=True)
class _Read:
    pass


@dataclass(frozen=True)
class _Invoke:
    payload: Any


@dataclass(frozen=True)
class _Review:
    interrupt: Interruption
    trajectory: Trajectory


_Op = _Read | _Invoke | _Review


class ThreadBackend(Protocol):
    """Reads and runs one thread of a graph (local or remote)."""

    def read(self) -> ThreadState: ...

    async def aread(self) -> ThreadState: ...

    def invoke(self, payload: Any) -> ThreadState:
        """Run the graph with ``payload`` (input, ``None`` to continue, or a ``Command``) and return the
        thread's state after it (``next`` may be left empty)."""
        ...

    async def ainvoke(self, payload: Any) -> ThreadState: ...


class IdleThreads:
    """The threads this process left idle at the end of a turn it completed, each with its messages' ids.

    A turn takes its thread's entry when it starts, so a turn that fails (or is killed) leaves none and the
    next attempt reads the thread; a turn that completes without pending interrupts puts it back. At most
    ``size`` threads are remembered (the oldest are forgotten, which costs only a read). Thread-safe.
    """

    def __init__(self, size: int = 4096) -> None:
        self._ids: Bounded[str, frozenset[Any]] = Bounded(size)

    def take(self, thread_id: str) -> frozenset[Any] | None:
        """The ids of ``thread_id``'s messages when it was left idle, or None; the entry is removed."""
        return self._ids.pop(thread_id)

    def put(self, thread_id: str, messages: Sequence[Any]) -> None:
        """Remember ``thread_id`` as idle, holding ``messages``."""
        self._ids.put(thread_id, frozenset(_ids(messages)))


def _ids(messages: Sequence[Any]) -> list[Any]:
    return [getattr(m, "id", None) for m in messages]


def _after(messages: Sequence[Any], marker: str) -> list[Any]:
    ids = _ids(messages)
    return list(messages[ids.index(marker) + 1 :]) if marker in ids else []


def thread_turn(
    new_messages: list[Any],
    marker: str,
    conversation: Trajectory,
    *,
    can_review: bool,
    partial: Any,
    idle: frozenset[Any] | None = None,
) -> Generator[_Op, Any, ThreadTurn]:
    """The turn answering ``new_messages`` (the last of which has id ``marker``).

    Args:
        new_messages: The user message(s) to send (LangChain messages with ids).
        marker: The id of the last of them.
        conversation: The conversation so far (given to the reviewer, with the turn's progress).
        can_review: Whether a reviewer answers interrupts (else the turn stops on them).
        partial: ``(conversation, turn_messages) -> Trajectory``: what the reviewer is shown.
        idle: The ids of the thread's messages when this process left it idle (`IdleThreads.take`), or
            None to read the thread first.
    """
    state: ThreadState
    if idle is not None and marker not in idle:
        state = yield _Invoke({"messages": new_messages})
    else:
        state = yield _Read()
        if marker not in _ids(state.values.get("messages") or ()):
            state = yield _Invoke({"messages": new_messages})
        elif not state.interrupts and state.next:
            state = yield _Invoke(None)  # the turn was cut short: continue it from its last checkpoint
    reviews: list[dict[str, Any]] = []
    rounds = 0
    while state.interrupts and can_review:
        rounds += 1
        if rounds > MAX_REVIEW_ROUNDS:
            raise ReviewError(
                f"the application interrupted {MAX_REVIEW_ROUNDS} times in one turn without finishing it"
            )
        shown = partial(conversation, _after(state.values.get("messages") or (), marker))
        answers: dict[str, Any] = {}
        for interrupt in state.interrupts:
            answer = yield _Review(interrupt, shown)
            reviews.append({"id": interrupt.id, "request": interrupt.value, "response": jsonable(answer)})
            answers[interrupt.id] = answer
        state = yield _Invoke(Command(resume=answers))
    turn = _after(state.values.get("messages") or (), marker)
    return ThreadTurn(turn, state.values, tuple(state.interrupts), reviews, state.raw)


def _review(reviewer: Twin | None, op: _Review) -> Any:
    assert reviewer is not None
    try:
        return reviewer.call(op.interrupt, op.trajectory)
    except ReviewError:
        raise
    except Exception as exc:
        raise ReviewError(f"the reviewer raised {type(exc).__name__}: {exc}") from exc


async def _areview(reviewer: Twin | None, op: _Review) -> Any:
    assert reviewer is not None
    try:
        return await reviewer.acall(op.interrupt, op.trajectory)
    except ReviewError:
        raise
    except Exception as exc:
        raise ReviewError(f"the reviewer raised {type(exc).__name__}: {exc}") from exc


def drive(turn: Generator[_Op, Any, ThreadTurn], backend: ThreadBackend, reviewer: Twin | None) -> ThreadTurn:
    """Run ``turn`` synchronously."""
    answer: Any = None
    try:
        while True:
            op = turn.send(answer)
            if isinstance(op, _Read):
                answer = backend.read()
            elif isinstance(op, _Invoke):
                answer = backend.invoke(op.payload)
            else:
                answer = _review(reviewer, op)
    except StopIteration as stop:
        return stop.value


async def adrive(
    turn: Generator[_Op, Any, ThreadTurn], backend: ThreadBackend, reviewer: Twin | None
) -> ThreadTurn:
    """Run ``turn`` asynchronously."""
    answer: Any = None
    try:
        while True:
            op = turn.send(answer)
            if isinstance(op, _Read):
                answer = await backend.aread()
            elif isinstance(op, _Invoke):
                answer = await backend.ainvoke(op.payload)
            else:
                answer = await _areview(reviewer, op)
    except StopIteration as stop:
        return stop.value
