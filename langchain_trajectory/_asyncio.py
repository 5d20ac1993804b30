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


def _background_loop() -> tuple[asyncio.AbstractEventLoop, threading.Thread]:
    """The package's one event loop for synchronous callers, running forever on a daemon thread.

    One long-lived loop, not ``asyncio.run`` per call: provider clients (``langchain-openai``'s cached
    ``httpx.AsyncClient``, for one) keep connections tied to the loop that opened them, so a second call on a
    fresh loop fails with "Event loop is closed".
    """
    global _loop, _loop_thread
    with _lock:
        if _loop is None or _loop.is_closed() or _loop_thread is None or not _loop_thread.is_alive():
            loop = asyncio.new_event_loop()
            thread = threading.Thread(target=loop.run_forever, name="langchain-trajectory-loop", daemon=True)
            thread.start()
            _loop, _loop_thread = loop, thread
        return _loop, _loop_thread


def run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """Run ``coro`` to completion from synchronous code, with the caller's context variables (so callbacks
    and tracing follow), whether or not an event loop is already running in this thread.

    Every call runs on one long-lived background loop (see :func:`_background_loop`). Called from that
    loop's own thread (synchronous code inside one of its coroutines), it runs ``coro`` on a private loop in
    a worker thread instead, since waiting there would block the loop it waits for.
    """
    ctx = contextvars.copy_context()
    loop, thread = _background_loop()
    if threading.current_thread() is thread:
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            return pool.submit(ctx.run, asyncio.run, coro).result()

    done: concurrent.futures.Future[T] = concurrent.futures.Future()
    task: asyncio.Task[T] | None = None

    def finish(finished: asyncio.Task[T]) -> None:
        if finished.cancelled():
            done.cancel()
        elif (error := finished.exception()) is not None:
            done.set_exception(error)
        else:
            done.set_result(finished.result())

    def start() -> None:
        nonlocal task
        task = loop.create_task(coro, context=ctx)
        task.add_done_callback(finish)

    loop.call_soon_threadsafe(start)
    try:
        return done.result()
    except BaseException:
        # Interrupted while waiting (Ctrl-C): do not leave the work running behind the caller's back.
        if not done.done():
            loop.call_soon_threadsafe(lambda: task.cancel() if task is not None else None)
        raise
