"""Running one conversation or many: what each is (a spec), how to run it (a plan), and a batch's bookkeeping."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from langchain_core.runnables import RunnableConfig

from langchain_trajectory.simulation._progress import Progress
from langchain_trajectory.simulation.scenarios import Scenario
from langchain_trajectory.simulation.users import INITIAL_MESSAGE_SOURCE
from langchain_trajectory.trajectory import Message, Trajectory

__all__ = [
    "SPEC_KEYS",
    "Batch",
    "Plan",
    "Result",
    "Spec",
    "arun_batch",
    "batch_setup",
    "check_max_concurrency",
    "gather_or_cancel",
    "initial_message_of",
    "numbered",
    "resume_plan",
    "run_batch",
    "spec_of",
    "specs_of",
]

SPEC_KEYS = ("scenario", "initial_message", "thread_id", "app_thread_id")


@dataclass(frozen=True)
class Spec:
    """One conversation to run: its variant of the simulator's defaults and its ids."""

    scenario: Scenario
    initial_message: Message | None
    thread_id: str | None
    app_thread_id: str | None


@dataclass(frozen=True)
class Plan:
    """How to run one conversation: a fresh input, ``None`` to resume, or already finished."""

    input: dict[str, Any] | None
    config: RunnableConfig
    thread_id: str
    finished: dict[str, Any] | None = None


def resume_plan(snapshot: Any, run_config: RunnableConfig, thread_id: str) -> Plan | None:
    """The plan for a thread the simulator's checkpointer already holds (``snapshot``: its state), else None
    (a fresh conversation)."""
    if snapshot is None or not snapshot.values:
        return None
    # Every way to the end records a termination, so a thread without one was interrupted (even when
    # its last step's writes were saved and the next checkpoint was not, which leaves ``next`` empty):
    # resume it from its last checkpoint, whose pending writes LangGraph applies first.
    if snapshot.values.get("termination"):
        return Plan(None, run_config, thread_id, finished=dict(snapshot.values))
    return Plan(None, run_config, thread_id)


def spec_of(
    entry: str | Scenario | Mapping[str, Any], index: int, scenario: Scenario, initial_message: Message | None
) -> Spec:
    """One conversation of a batch (``entry``, the ``index``-th), its omitted parts from the simulator's
    defaults (``scenario``, ``initial_message``).

    Raises:
        ValueError: for a malformed entry, naming its index and key.
    """
    if isinstance(entry, str | Scenario):
        entry = {"scenario": entry}
    if not isinstance(entry, Mapping):
        raise ValueError(
            f"conversation {index}: expected a scenario string or a dict with {list(SPEC_KEYS)}, "
            f"got {type(entry).__name__}"
        )
    unknown = sorted(set(map(str, entry)) - set(SPEC_KEYS))
    if unknown:
        raise ValueError(f"conversation {index}: unknown key(s) {unknown}; allowed: {list(SPEC_KEYS)}")
    entry_scenario = entry.get("scenario")
    if entry_scenario is not None and not isinstance(entry_scenario, str | Scenario | Mapping):
        raise ValueError(
            f"conversation {index}: 'scenario' must be a string, a Scenario or a dict of its fields, got "
            f"{type(entry_scenario).__name__}"
        )
    if entry_scenario is not None:
        entry_scenario = Scenario.of(entry_scenario, what=f"conversation {index}: 'scenario'")
    ids = {}
    for key in ("thread_id", "app_thread_id"):
        value = entry.get(key)
        if value is not None and (not isinstance(value, str) or not value.strip()):
            raise ValueError(f"conversation {index}: {key!r} must be a non-blank string, got {value!r}")
        ids[key] = value
    initial = initial_message_of(entry.get("initial_message"), f"conversation {index}: 'initial_message'")
    return Spec(
        scenario=scenario if entry_scenario is None else entry_scenario,
        initial_message=initial or initial_message,
        thread_id=ids["thread_id"],
        app_thread_id=ids["app_thread_id"],
    )


def specs_of(
    conversations: Iterable[str | Mapping[str, Any]] | None,
    repetitions: int,
    scenario: Scenario,
    initial_message: Message | None,
) -> list[Spec]:
    """The conversations of a batch, each repeated ``repetitions`` times (consecutively)."""
    if isinstance(repetitions, bool) or not isinstance(repetitions, int) or repetitions < 1:
        raise ValueError(f"'repetitions' must be an int >= 1, got {repetitions!r}")
    if isinstance(conversations, (str, Mapping, Scenario)):
        raise ValueError("'conversations' must be a list of scenarios or dicts, not a single one")
    entries = [{}] if conversations is None else list(conversations)
    specs = [spec_of(entry, i, scenario, initial_message) for i, entry in enumerate(entries)]
    out = [spec for spec in specs for _ in range(repetitions)]
    if repetitions > 1:
        for spec in out:
            if spec.thread_id is not None:
                raise ValueError("a conversation with a fixed 'thread_id' cannot be repeated")
            if spec.app_thread_id is not None:
                # The repetitions would share the application's memory (its checkpointer thread).
                raise ValueError("a conversation with a fixed 'app_thread_id' cannot be repeated")
    return out


def initial_message_of(value: str | Message | None, where: str) -> Message | None:
    if value is None:
        return None
    if isinstance(value, str):
        value = Message.user(value)
    if not isinstance(value, Message) or value.role != "user":
        raise ValueError(f"{where} must be a string or a user Message, got {value!r}")
    if not value.content.strip():
        raise ValueError(f"{where} must not be blank")
    return value.model_copy(update={"metadata": {**value.metadata, "source": INITIAL_MESSAGE_SOURCE}})


def check_max_concurrency(max_concurrency: int | None) -> None:
    """Raises ValueError unless ``max_concurrency`` is an int >= 1 or None."""
    if max_concurrency is not None and (
        isinstance(max_concurrency, bool) or not isinstance(max_concurrency, int) or max_concurrency < 1
    ):
        raise ValueError(f"'max_concurrency' must be an int >= 1 or None, got {max_concurrency!r}")


async def gather_or_cancel(tasks: Sequence[asyncio.Future[Any]]) -> None:
    """Wait for every task; when one raises, cancel the others (and wait for them) before raising."""
    try:
        await asyncio.gather(*tasks)
    except BaseException:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        raise


def numbered(results: list[Trajectory | None], repetitions: int) -> list[Trajectory]:
    """The batch's trajectories in input order, each marked with the entry it ran (``conversation``, from 0)
    and which repetition of it (``repetition``, from 0): the trials of one case, for reports."""
    return [
        r.with_metadata(conversation=i // repetitions, repetition=i % repetitions)
        for i, r in enumerate(results)
        if r is not None
    ]


Result = Callable[[Mapping[str, Any], Plan], Trajectory]
"""The trajectory of a conversation from its final graph state and its plan."""


Batch = tuple[list[int], list[Trajectory | None], list[RunnableConfig]]
"""A batch ready to run: the indexes of the plans still to run, the results so far (the finished ones'), and
the configs of those to run (in the order of the indexes)."""


def batch_setup(plans: list[Plan], max_concurrency: int | None, result: Result) -> Batch:
    """Set a batch up: the finished plans' results (``result(values, plan)``), the others to run.

    Raises:
        ValueError: unless ``max_concurrency`` is an int >= 1 or None.
    """
    check_max_concurrency(max_concurrency)
    results: list[Trajectory | None] = [
        result(p.finished, p) if p.finished is not None else None for p in plans
    ]
    todo = [i for i, p in enumerate(plans) if p.finished is None]
    configs: list[RunnableConfig] = [
        {**plans[i].config, "max_concurrency": max_concurrency} for i in todo
    ]
    return todo, results, configs


def run_batch(graph: Any, plans: list[Plan], batch: Batch, result: Result, progress: bool, **kwargs: Any) -> None:
    """Run a batch's plans still to run on the simulator ``graph`` (in threads, ``batch_as_completed``), each
    result into ``batch``'s results as it completes; ``kwargs`` go to the graph's run."""
    todo, results, configs = batch
    with Progress(len(plans), enabled=progress, initial=len(plans) - len(todo)) as bar:
        runs = graph.batch_as_completed([plans[i].input for i in todo], configs, **kwargs)
        for j, values in runs:
            results[todo[j]] = result(values, plans[todo[j]])
            bar.update()


async def arun_batch(
    graph: Any,
    plans: list[Plan],
    batch: Batch,
    result: Result,
    max_concurrency: int | None,
    progress: bool,
    **kwargs: Any,
) -> None:
    """Async form of `run_batch`, concurrent on the event loop, at most ``max_concurrency`` at once (None:
    no bound). When one raises, the others still in flight are cancelled before the exception propagates."""
    todo, results, configs = batch
    semaphore = asyncio.Semaphore(max_concurrency) if max_concurrency else None

    with Progress(len(plans), enabled=progress, initial=len(plans) - len(todo)) as bar:

        async def run(j: int) -> None:
            async with semaphore or contextlib.nullcontext():
                values = await graph.ainvoke(plans[todo[j]].input, configs[j], **kwargs)
            results[todo[j]] = result(values, plans[todo[j]])
            bar.update()

        tasks = [asyncio.ensure_future(run(j)) for j in range(len(todo))]
        await gather_or_cancel(tasks)
