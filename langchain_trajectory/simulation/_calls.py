"""Calling user code that may be sync or async, from sync or async code, without writing anything twice."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

from langchain_core.runnables.config import run_in_executor

from langchain_trajectory._asyncio import run_sync

T = TypeVar("T")

__all__ = ["Twin", "acapture", "capture", "is_async_callable", "run_sync"]


def is_async_callable(fn: Any) -> bool:
    """True for coroutine functions, partials of them, and objects whose ``__call__`` is one."""
    while isinstance(fn, functools.partial):
        fn = fn.func
    return inspect.iscoroutinefunction(fn) or inspect.iscoroutinefunction(getattr(fn, "__call__", None))  # noqa: B004


class Twin:
    """A callable available as ``call`` (sync) and ``acall`` (async), built from a sync and/or async function.

    A missing sync function runs the async one on a private loop; a missing async function runs the sync
    one in the default executor (with the caller's context, so callbacks and tracing follow), which keeps a
    blocking function from stalling other conversations.
    """

    __slots__ = ("_async", "_sync")

    def __init__(
        self,
        sync: Callable[..., Any] | None = None,
        async_: Callable[..., Coroutine[Any, Any, Any]] | None = None,
    ) -> None:
        if sync is None and async_ is None:
            raise ValueError("Twin needs a sync or an async function")
        self._sync = sync
        self._async = async_

    @classmethod
    def of(cls, fn: Callable[..., Any]) -> Twin:
        """Wrap one function, sync or async."""
        return cls(async_=fn) if is_async_callable(fn) else cls(sync=fn)

    def call(self, *args: Any) -> Any:
        if self._sync is None:
            assert self._async is not None
            return run_sync(self._async(*args))
        result = self._sync(*args)
        if inspect.isawaitable(result):
            return run_sync(_await(result))
        return result

    async def acall(self, *args: Any) -> Any:
        if self._async is not None:
            return await self._async(*args)
        assert self._sync is not None
        result = await run_in_executor(None, self._sync, *args)
        if inspect.isawaitable(result):
            result = await result
        return result


async def _await(awaitable: Awaitable[T]) -> T:
    return await awaitable


def capture(twin: Twin, *args: Any) -> tuple[Any, Exception | None]:
    """``(result, None)``, or ``(None, exception)`` when the call raised an ``Exception``."""
    try:
        return twin.call(*args), None
    except Exception as exc:
        return None, exc


async def acapture(twin: Twin, *args: Any) -> tuple[Any, Exception | None]:
    """Async form of `capture`."""
    try:
        return await twin.acall(*args), None
    except Exception as exc:
        return None, exc
