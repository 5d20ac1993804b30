"""run_sync: synchronous entry points (judges, simulated async apps) driving asynchronous code."""

from __future__ import annotations

import asyncio
import contextvars
from typing import Any

import pytest
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from langchain_trajectory._asyncio import run_sync
from langchain_trajectory.evaluators.judge import TrajectoryEvaluationCriteria, TrajectoryEvaluator
from langchain_trajectory.trajectory import Message, Trajectory

WHO = contextvars.ContextVar("who", default="nobody")


async def running_loop() -> asyncio.AbstractEventLoop:
    await asyncio.sleep(0)
    return asyncio.get_running_loop()


def test_sequential_calls_share_one_open_loop() -> None:
    first, second = run_sync(running_loop()), run_sync(running_loop())
    assert first is second and not first.is_closed() and first.is_running()


def test_context_variables_and_errors_reach_the_caller() -> None:
    async def read() -> str:
        return WHO.get()

    async def fail() -> None:
        raise KeyError("inside")

    token = WHO.set("caller")
    try:
        assert run_sync(read()) == "caller"
    finally:
        WHO.reset(token)
    with pytest.raises(KeyError, match="inside"):
        run_sync(fail())


def test_works_inside_a_running_loop_and_nested_on_its_own_loop() -> None:
    async def nested() -> int:
        return run_sync(asyncio.sleep(0, result=7))  # sync code on the background loop itself

    async def outer() -> int:
        return run_sync(nested())  # a running loop in this thread too

    assert asyncio.run(outer()) == 7


class LoopBoundModel(BaseChatModel):
    """A chat model whose async client binds to the first event loop that uses it, as provider SDKs do (a
    pooled httpx.AsyncClient): a later call on another loop fails like a real one."""

    loop: Any = None

    @property
    def _llm_type(self) -> str:
        return "loop-bound"

    def _generate(self, messages: list[BaseMessage], stop: Any = None, **kwargs: Any) -> ChatResult:
        raise NotImplementedError("async only")

    async def _agenerate(self, messages: list[BaseMessage], stop: Any = None, **kwargs: Any) -> ChatResult:
        running = asyncio.get_running_loop()
        if self.loop is None:
            self.loop = running
        elif self.loop is not running:
            raise RuntimeError("Event loop is closed")
        reply = AIMessage(content='{"score": 0.8, "reason": "clear"}')
        return ChatResult(generations=[ChatGeneration(message=reply)])


def test_a_judge_whose_client_binds_to_a_loop_works_call_after_call() -> None:
    judge = TrajectoryEvaluator(LoopBoundModel(), [TrajectoryEvaluationCriteria.clarity()], cache=False)
    trajectory = Trajectory(messages=(Message.user("Weather?"), Message.assistant("18C and sunny.")))
    assert [judge.evaluate(trajectory).score for _ in range(3)] == [0.8, 0.8, 0.8]


@pytest.mark.parametrize("error", [KeyboardInterrupt(), SystemExit(3), asyncio.CancelledError()])
def test_base_exceptions_reach_the_caller_and_the_shared_loop_survives(error: BaseException) -> None:
    async def fail() -> None:
        raise error

    with pytest.raises(type(error)):
        run_sync(fail())
    assert run_sync(asyncio.sleep(0, result="still serving")) == "still serving"


def test_a_non_coroutine_is_an_error_not_a_hang() -> None:
    with pytest.raises(TypeError, match="needs a coroutine"):
        run_sync(None)  # type: ignore[arg-type]


def test_any_depth_of_sync_inside_async_nesting_completes() -> None:
    async def level(n: int) -> int:
        return n if n == 0 else run_sync(level(n - 1)) + 1

    assert run_sync(level(4)) == 4


def test_threads_started_from_the_shared_loop_do_not_wait_on_it() -> None:
    """Synchronous code on the shared loop that fans out to threads (RunnableParallel, LangChain's executors
    copy the context) whose work calls run_sync again must not deadlock."""
    from langchain_core.runnables import RunnableLambda, RunnableParallel

    fan_out = RunnableParallel(
        a=RunnableLambda(lambda x: run_sync(asyncio.sleep(0, result=x + 1))),
        b=RunnableLambda(lambda x: run_sync(asyncio.sleep(0, result=x + 2))),
    )

    async def on_the_loop() -> dict:
        return fan_out.invoke(1)

    assert run_sync(on_the_loop()) == {"a": 2, "b": 3}
