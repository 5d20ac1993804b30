"""The simulator graph's parts: its node runnable (which also routes to the next node), the simulated user's call,
and the checks of the simulator's options."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any, get_args

from langchain_core.runnables import Runnable, RunnableConfig
from langchain_core.runnables.config import ensure_config
from langgraph.types import Command

from langchain_trajectory.simulation._calls import Twin, is_async_callable
from langchain_trajectory.simulation._state import Durability, SimulationState
from langchain_trajectory.simulation.scenarios import Scenario
from langchain_trajectory.simulation.users import LLMSimulatedUser

__all__ = ["SimulatorNode", "check_options", "check_user_model", "user_twin"]


class SimulatorNode(Runnable[SimulationState, Any]):
    """A graph node with a sync and an async body, which also decides where the conversation goes next: to
    ``next_node``, or to the end once a termination is recorded (in the node's update, or already in the state).

    The decision rides on the node's own result (a ``Command`` whose ``goto`` is ``next_node``; a plain update
    when the conversation ends), not on a conditional edge: LangGraph gives a conditional edge a fresh copy of
    every channel of the state to read, once per step, and all it needs is ``termination``. LangGraph already
    wraps each node in its own traced run (with the node's config in context), so this runnable adds no run of
    its own, like a plain function node; that run's output is the ``Command`` (or the final update)."""

    def __init__(
        self,
        name: str,
        next_node: str,
        func: Callable[[SimulationState, RunnableConfig], dict[str, Any]],
        afunc: Callable[[SimulationState, RunnableConfig], Awaitable[dict[str, Any]]],
    ) -> None:
        self.name = name
        self.next_node = next_node
        self._func = func
        self._afunc = afunc

    def invoke(self, input: SimulationState, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        return self._route(input, self._func(input, _config(config)))

    async def ainvoke(self, input: SimulationState, config: RunnableConfig | None = None, **kwargs: Any) -> Any:
        return self._route(input, await self._afunc(input, _config(config)))

    def _route(self, state: SimulationState, update: dict[str, Any]) -> dict[str, Any] | Command[str]:
        """``update`` as the node's result: with a step to ``next_node`` unless the conversation has ended (a
        termination in ``update``, else in ``state``: what the state holds once ``update`` is applied)."""
        ended = update["termination"] if "termination" in update else state.get("termination")
        return update if ended else Command(update=update, goto=self.next_node)


def _config(config: RunnableConfig | None) -> RunnableConfig:
    """The node's config: the one LangGraph hands each node (complete already: its callbacks, its run's
    configurable), else the context's (``ensure_config``)."""
    return config if config is not None else ensure_config()


def check_user_model(user: Any) -> None:
    """Build an LLM user's model now (it may be a ``"provider:model"`` string resolved on first use), so that a
    model that cannot be built (a missing provider package or API key) fails here, with what to do, instead of
    ending every conversation in an error."""
    if not isinstance(user, LLMSimulatedUser):
        return
    try:
        user.model  # noqa: B018 -- resolves and caches the model
    except ImportError as exc:
        raise ValueError(
            f"ConversationSimulator: the simulated user's model cannot be built: {exc} (install the provider "
            "package, e.g. pip install langchain-openai)"
        ) from exc
    except Exception as exc:
        raise ValueError(
            f"ConversationSimulator: the simulated user's model cannot be built: {type(exc).__name__}: {exc}"
        ) from exc


def user_twin(user: Any) -> Twin:
    generate = getattr(user, "generate_message", None)
    if callable(generate):
        agenerate = getattr(user, "agenerate_message", None)
        return Twin(generate, agenerate if callable(agenerate) else None)
    if callable(user):
        return Twin.of(user)
    raise TypeError(
        f"user must be a SimulatedUser (with generate_message), a callable (trajectory) -> Message | str, or a "
        f"list of strings; got {type(user).__name__}"
    )


def check_options(
    max_turns: Any, regenerate: Any, scenario: Any, durability: Any, stopping_condition: Any, fail_fast: Any
) -> None:
    """Refuse a ``ConversationSimulator`` option of the wrong type or out of range (ValueError, TypeError)."""
    if isinstance(max_turns, bool) or not isinstance(max_turns, int) or max_turns < 1:
        raise ValueError(f"ConversationSimulator: 'max_turns' must be an int >= 1, got {max_turns!r}")
    if isinstance(regenerate, bool) or not isinstance(regenerate, int) or regenerate < 0:
        raise ValueError(f"ConversationSimulator: 'regenerate' must be an int >= 0, got {regenerate!r}")
    if not isinstance(scenario, str | Scenario | Mapping):
        raise TypeError(
            "ConversationSimulator: 'scenario' must be a string, a Scenario or a dict of its fields, got "
            f"{type(scenario).__name__}"
        )
    if durability not in get_args(Durability):
        raise ValueError(
            f"ConversationSimulator: 'durability' must be one of {get_args(Durability)}, got {durability!r}"
        )
    if stopping_condition is not None:
        if not callable(stopping_condition):
            raise TypeError(
                "ConversationSimulator: 'stopping_condition' must be a callable (trajectory) -> bool"
            )
        if is_async_callable(stopping_condition):
            raise TypeError("ConversationSimulator: 'stopping_condition' must be synchronous")
    if not isinstance(fail_fast, bool):
        raise TypeError(
            f"ConversationSimulator: 'fail_fast' must be a bool, got {type(fail_fast).__name__}"
        )
