"""Running asynchronous code from synchronous code: one helper shared by evaluators and simulation."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

__all__ = ["run_sync"]

T = TypeVar("T")

_lock = threading.Lock()
_loop: asyncio.AbstractEventLoop | None = None
_loop_thread: threading.Thread | None = None
# Threads that must never wait on the shared loop: its own thread, and the private-loop workers started from
# code running on it (waiting there would block the loop being waited for, at any depth of nesting).
_marks = threading.local()
# The same mark carried by context: threads that code on the shared loop starts with a copy of its context
# (LangChain's executors, RunnableParallel) must not wait on it either.
_on_shared_loop: contextvars.ContextVar[bool] = contextvars.ContextVar("on_shared_loop", default=False)


def _background_loop() -> asyncio.AbstractEventLoop:
    """The package's one event loop for synchronous callers, running forever on a daemon thread.

    One long-lived loop, not ``asyncio.run`` per call: provider clients (``langchain-openai``'s cached
    ``httpx.AsyncClient``, for one) keep connections tied to the loop that opened them, so a second call on a
    fresh loop fails with "Event loop is closed".
    """
    global _loop, _loop_thread
    with _lock:
        if _loop is None or _loop.is_closed() or _loop_thread is None or not _loop_thread.is_alive():
            loop = asyncio.new_event_loop()

            def serve() -> None:
                _marks.private = True
                loop.run_forever()

            thread = threading.Thread(target=serve, name="langchain-trajectory-loop", daemon=True)
            thread.start()
            _loop, _loop_thread = loop, thread
        return _loop


def _run_private(coro: Coroutine[Any, Any, T], ctx: contextvars.Context) -> T:
    """Run ``coro`` on a fresh loop in a worker thread (marked, so that nested calls from it do the same)."""

    def run() -> T:
        _marks.private = True
        _on_shared_loop.set(True)
        return asyncio.run(coro)

    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(ctx.run, run).result()


def run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """Run ``coro`` to completion from synchronous code, with the caller's context variables (so callbacks
    and tracing follow), whether or not an event loop is already running in this thread.

    Calls run on one long-lived background loop (see `_background_loop`). From that loop's own thread
    (synchronous code inside one of its coroutines), or from a worker started that way, ``coro`` runs on a
    private loop in a new worker thread instead. Whatever ``coro`` raises, ``BaseException``s included, is
    raised here; the shared loop keeps running.

    Raises:
        TypeError: when ``coro`` is not a coroutine.
    """
    if not asyncio.iscoroutine(coro):
        raise TypeError(f"run_sync needs a coroutine, got {type(coro).__name__}")
    ctx = contextvars.copy_context()
    if getattr(_marks, "private", False) or _on_shared_loop.get():
        return _run_private(coro, ctx)
    loop = _background_loop()
    done: concurrent.futures.Future[T] = concurrent.futures.Future()
    tasks: list[asyncio.Task[None]] = []

    async def settle() -> None:
        # Hand every outcome to the caller; never let one escape into the loop (a KeyboardInterrupt or
        # SystemExit raised by a task would stop the shared loop and leave the caller waiting).
        _on_shared_loop.set(True)  # in this task's context (a copy of the caller's), not the caller's
        try:
            result = await coro
        except BaseException as exc:
            done.set_exception(exc)
        else:
            done.set_result(result)

    def start() -> None:
        try:
            tasks.append(loop.create_task(settle(), context=ctx))
        except BaseException as exc:
            coro.close()
            done.set_exception(exc)

    loop.call_soon_threadsafe(start)
    try:
        return done.result()
    except BaseException:
        # Interrupted while waiting (Ctrl-C): do not leave the work running behind the caller's back.
        if not done.done():
            loop.call_soon_threadsafe(lambda: [task.cancel() for task in tasks])
        raise
