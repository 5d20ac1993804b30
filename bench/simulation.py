"""Benchmark: concurrent simulated conversations, against a bare LangGraph loop and openevals.

Workload A (throughput): N conversations x T turns; the user is scripted, the application calls a scripted chat
model that sleeps ``--delay`` seconds per call (20 ms by default). Compared:

- the sequential floor (N x T x delay, computed; ``--measure-sequential`` also runs a sample sequentially);
- ``ConversationSimulator.asimulate_batch(max_concurrency=C)``;
- the same two-node loop written bare in LangGraph (a ``StateGraph`` with a user node and an app node and a
  conditional edge), run with ``abatch(max_concurrency=C)``: the reference our batch must stay within 1.5x of;
- openevals' ``run_multiturn_simulation_async``, all N with ``asyncio.gather`` (as its docs suggest), and the
  same bounded to C with a semaphore.

Workload B (per-turn overhead): a trivial application (returns a constant, no sleep), conversations run one
after another; time per turn for our simulator vs the bare two-node loop (target: within 2x), plus openevals.

Workload C (per-turn overhead, a real app): a ``create_agent`` agent with a checkpointer whose scripted model
makes 5 sequential tool calls per turn (``bench/_sim_apps.py``), conversations one after another; time per turn
for our simulator vs the same agent invoked in a bare loop (one ``invoke`` per user message on its thread; target:
within 1.3x, on the median of the rounds' paired CPU-time ratios and on the ratio of the best runs).

Workload E (per-turn overhead, a supervisor with a checkpointer): the same measurement as C on a langgraph-supervisor
app (``output_mode="last_message"``) whose worker makes 5 sequential tool calls per turn; the simulated turns keep
the worker's calls, which the thread's messages do not show (checked in every run); target: within 1.3x.

Workload D (remote app): 100 conversations at concurrency 16 with the same agent served by a local
``langgraph dev`` (``langgraph_dev_server``, free loopback port, in memory), as ``RemoteGraph``; conversations
per second, and the ratio to the same agent in process.

Run: ``python bench/simulation.py`` (a few minutes on 2 cores; ``--only`` runs one workload). Flags scale it
(``--help``). Nothing touches another host: LANGSMITH_TRACING is forced off and the server runs offline.

Before and after (issue 27): ``python bench/simulation.py --before 8095a0e --rounds 5`` runs workloads A and B
with that commit's package and with the working tree's, side by side (``_sidebyside.py``: one process per side
and round, the sides alternating). Each process times the bare loop and ours alternately, ``--pairs`` times each
after a warm-up run, so every ratio compares two runs made next to each other; the table gives, per side, the
best and the median of the times, the ratio of the best runs and the median of the paired ratios.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import operator
import os
import platform
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, TypedDict

os.environ["LANGSMITH_TRACING"] = "false"
os.environ["LANGSMITH_TEST_TRACKING"] = "false"

from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.pregel.remote import RemoteGraph

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _sidebyside
from _sim_apps import TOOL_CALLS, build_agent, build_supervisor

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.simulation import ConversationSimulator, ScriptedUser
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.testing.devserver import langgraph_dev_server
from langchain_trajectory.trajectory import Trajectory

SIM_APPS = Path(__file__).resolve().parent / "_sim_apps.py"


def script(turns: int) -> list[str]:
    return [f"user message {i + 1}" for i in range(turns)]


def make_model(delay: float) -> ScriptedChatModel:
    return ScriptedChatModel(respond=lambda messages: f"answer to {messages[-1].content}", delay=delay)


# -- ours ---------------------------------------------------------------------------------------------------


def ours(turns: int, app: Callable[[Trajectory], Awaitable[str]]) -> ConversationSimulator:
    return ConversationSimulator(user=ScriptedUser(script(turns)), app=app, max_turns=turns)


def model_app(model: ScriptedChatModel) -> Callable[[Trajectory], Awaitable[str]]:
    async def app(trajectory: Trajectory) -> str:
        reply = await model.ainvoke(trajectory.to_langchain_messages())
        return str(reply.content)

    return app


async def trivial_app(trajectory: Trajectory) -> str:
    return "ok"


# -- the bare two-node LangGraph loop ------------------------------------------------------------------------


class BareState(TypedDict):
    messages: Annotated[list[Any], operator.add]
    turns: int


def bare_loop(turns: int, answer: Callable[[list[Any]], Awaitable[str]]) -> Any:
    lines = script(turns)

    async def user(state: BareState) -> dict[str, Any]:
        return {"messages": [HumanMessage(lines[state["turns"]])]}

    async def app(state: BareState) -> dict[str, Any]:
        return {"messages": [AIMessage(await answer(state["messages"]))], "turns": state["turns"] + 1}

    def route(state: BareState) -> str:
        return END if state["turns"] >= turns else "user"

    builder = StateGraph(BareState)
    builder.add_node("user", user)
    builder.add_node("app", app)
    builder.add_edge(START, "user")
    builder.add_edge("user", "app")
    builder.add_conditional_edges("app", route, ["user", END])
    return builder.compile()


def bare_sync_loop(turns: int) -> Any:
    """The bare loop with sync nodes (the sync path needs them), its app answering "ok"."""
    lines = script(turns)
    builder = StateGraph(BareState)
    builder.add_node("user", lambda s: {"messages": [HumanMessage(lines[s["turns"]])]})
    builder.add_node("app", lambda s: {"messages": [AIMessage("ok")], "turns": s["turns"] + 1})
    builder.add_edge(START, "user")
    builder.add_edge("user", "app")
    builder.add_conditional_edges("app", lambda s: END if s["turns"] >= turns else "user", ["user", END])
    return builder.compile()


def bare_input() -> dict[str, Any]:
    return {"messages": [], "turns": 0}


# -- openevals ----------------------------------------------------------------------------------------------


def openevals_app(answer: Callable[[list[Any]], Awaitable[str]]) -> Callable[[Any], Awaitable[Any]]:
    async def app(message: Any, *, thread_id: str | None = None, **_: Any) -> dict[str, str]:
        return {"role": "assistant", "content": await answer([HumanMessage(message["content"])])}

    return app


async def openevals_run(turns: int, answer: Callable[[list[Any]], Awaitable[str]]) -> Any:
    from openevals.simulators import run_multiturn_simulation_async

    return await run_multiturn_simulation_async(
        app=openevals_app(answer), user=script(turns), max_turns=turns
    )


# -- timing -------------------------------------------------------------------------------------------------


async def best_of(repeats: int, run: Callable[[], Awaitable[Any]]) -> tuple[float, Any]:
    times, last = [], None
    for _ in range(repeats):
        start = time.perf_counter()
        last = await run()
        times.append(time.perf_counter() - start)
    return min(times), last


def check_ours(results: list[Trajectory], n: int, turns: int) -> None:
    assert len(results) == n, len(results)
    for r in results:
        assert r.turn_count() == turns and r.metadata["termination"] == "max_turns", r.metadata


def check_bare(results: list[dict[str, Any]], n: int, turns: int) -> None:
    assert len(results) == n
    for r in results:
        assert len(r["messages"]) == 2 * turns


def check_openevals(results: list[Any], n: int, turns: int) -> None:
    assert len(results) == n
    for r in results:
        assert len(r["trajectory"]) == 2 * turns, len(r["trajectory"])


async def throughput(args: argparse.Namespace) -> list[tuple[str, float, str]]:
    n, turns, conc, delay = args.conversations, args.turns, args.concurrency, args.delay
    model = make_model(delay)

    async def answer(messages: list[Any]) -> str:
        return str((await model.ainvoke(messages)).content)

    sim = ours(turns, model_app(model))
    bare = bare_loop(turns, answer)

    async def run_ours() -> list[Trajectory]:
        return await sim.asimulate_batch(repetitions=n, max_concurrency=conc)

    async def run_bare() -> list[dict[str, Any]]:
        return await bare.abatch([bare_input() for _ in range(n)], {"max_concurrency": conc})

    async def run_openevals_gather() -> list[Any]:
        return await asyncio.gather(*(openevals_run(turns, answer) for _ in range(n)))

    semaphore = asyncio.Semaphore(conc)

    async def bounded() -> Any:
        async with semaphore:
            return await openevals_run(turns, answer)

    async def run_openevals_bounded() -> list[Any]:
        return await asyncio.gather(*(bounded() for _ in range(n)))

    rows: list[tuple[str, float, str]] = []
    floor = n * turns * delay
    rows.append(("sequential floor (N x T x delay, computed)", floor, ""))
    if args.measure_sequential:
        sample = max(1, n // 20)
        start = time.perf_counter()
        for _ in range(sample):
            await sim.asimulate()
        per = (time.perf_counter() - start) / sample
        rows.append((f"ours, one at a time (measured on {sample}, scaled to N)", per * n, ""))
    t_bare, res = await best_of(args.repeats, run_bare)
    check_bare(res, n, turns)
    rows.append((f"bare two-node LangGraph loop, abatch(max_concurrency={conc})", t_bare, "reference"))
    t_ours, res = await best_of(args.repeats, run_ours)
    check_ours(res, n, turns)
    rows.append((f"ours: asimulate_batch(max_concurrency={conc})", t_ours, f"{t_ours / t_bare:.2f}x bare"))
    t_oe, res = await best_of(args.repeats, run_openevals_gather)
    check_openevals(res, n, turns)
    rows.append(
        ("openevals run_multiturn_simulation_async, gather (unbounded)", t_oe, f"{t_oe / t_bare:.2f}x bare")
    )
    t_oeb, res = await best_of(args.repeats, run_openevals_bounded)
    check_openevals(res, n, turns)
    rows.append((f"openevals, gather bounded to {conc}", t_oeb, f"{t_oeb / t_bare:.2f}x bare"))
    return rows


async def overhead(args: argparse.Namespace) -> list[tuple[str, float, str]]:
    k, turns = args.overhead_conversations, args.overhead_turns
    total_turns = k * turns

    async def answer(messages: list[Any]) -> str:
        return "ok"

    sim = ours(turns, trivial_app)
    bare = bare_loop(turns, answer)

    async def run_ours() -> None:
        for _ in range(k):
            await sim.asimulate()

    async def run_bare() -> None:
        for _ in range(k):
            await bare.ainvoke(bare_input())

    async def run_openevals() -> None:
        for _ in range(k):
            await openevals_run(turns, answer)

    # The sync path gets a sync app (an async one would need an event loop per call there).
    sim_sync = ConversationSimulator(user=ScriptedUser(script(turns)), app=lambda t: "ok", max_turns=turns)

    def run_ours_sync() -> None:
        for _ in range(k):
            sim_sync.simulate()

    def run_bare_sync() -> None:
        for _ in range(k):
            bare_sync.invoke(bare_input())

    bare_sync = bare_sync_loop(turns)

    await run_ours()  # warm up imports and caches
    await run_bare()
    t_bare, _ = await best_of(args.repeats, run_bare)
    t_ours, _ = await best_of(args.repeats, run_ours)
    t_oe, _ = await best_of(args.repeats, run_openevals)
    sync_times = {"bare": [], "ours": []}
    for _ in range(args.repeats):
        for name, fn in (("bare", run_bare_sync), ("ours", run_ours_sync)):
            start = time.perf_counter()
            fn()
            sync_times[name].append(time.perf_counter() - start)
    t_bare_s, t_ours_s = min(sync_times["bare"]), min(sync_times["ours"])
    per = 1e6 / total_turns
    return [
        ("bare two-node LangGraph loop, ainvoke", t_bare * per, "reference"),
        ("ours: asimulate", t_ours * per, f"{t_ours / t_bare:.2f}x bare"),
        ("openevals run_multiturn_simulation_async", t_oe * per, f"{t_oe / t_bare:.2f}x bare"),
        ("bare two-node LangGraph loop, invoke (sync)", t_bare_s * per, "reference (sync)"),
        ("ours: simulate (sync)", t_ours_s * per, f"{t_ours_s / t_bare_s:.2f}x bare sync"),
    ]


# -- before and after, side by side (issue 27) -----------------------------------------------------------------


Timed = Callable[[], Awaitable[Any]]


async def paired(pairs: int, runs: dict[str, Timed]) -> dict[str, dict[str, list[float]]]:
    """Each run once to warm up, then ``pairs`` times each, alternating: wall and CPU seconds per run."""
    for run in runs.values():
        await run()
    out: dict[str, dict[str, list[float]]] = {name: {"wall": [], "cpu": []} for name in runs}
    for _ in range(pairs):
        for name, run in runs.items():
            started = (time.perf_counter(), time.process_time())
            await run()
            out[name]["wall"].append(time.perf_counter() - started[0])
            out[name]["cpu"].append(time.process_time() - started[1])
    return out


async def worker(args: argparse.Namespace) -> dict[str, Any]:
    """One side's figures for workloads A (the batch) and B (per turn, async and sync), in this process."""
    n, turns, conc = args.conversations, args.turns, args.concurrency
    model = make_model(args.delay)

    async def answer(messages: list[Any]) -> str:
        return str((await model.ainvoke(messages)).content)

    sim, bare = ours(turns, model_app(model)), bare_loop(turns, answer)

    async def run_ours() -> None:
        check_ours(await sim.asimulate_batch(repetitions=n, max_concurrency=conc), n, turns)

    async def run_bare() -> None:
        check_bare(await bare.abatch([bare_input() for _ in range(n)], {"max_concurrency": conc}), n, turns)

    figures: dict[str, Any] = {"A": await paired(args.pairs, {"bare": run_bare, "ours": run_ours})}
    k, t = args.overhead_conversations, args.overhead_turns

    async def ok(messages: list[Any]) -> str:
        return "ok"

    sim_b, bare_b = ours(t, trivial_app), bare_loop(t, ok)
    sim_sync = ConversationSimulator(user=ScriptedUser(script(t)), app=lambda _: "ok", max_turns=t)
    bare_sync = bare_sync_loop(t)

    async def b_ours() -> None:
        for _ in range(k):
            await sim_b.asimulate()

    async def b_bare() -> None:
        for _ in range(k):
            await bare_b.ainvoke(bare_input())

    async def b_ours_sync() -> None:
        for _ in range(k):
            sim_sync.simulate()

    async def b_bare_sync() -> None:
        for _ in range(k):
            bare_sync.invoke(bare_input())

    runs = {"bare": b_bare, "ours": b_ours, "bare_sync": b_bare_sync, "ours_sync": b_ours_sync}
    figures["B"] = await paired(args.pairs * 3, runs)
    figures["B_turns"] = k * t
    return figures


_SIDE_ROWS = {
    "A": (("ours", "bare", "async: asimulate_batch vs abatch"),),
    "B": (("ours", "bare", "async: asimulate vs ainvoke"), ("ours_sync", "bare_sync", "sync: simulate vs invoke")),
}


def side_by_side(args: argparse.Namespace) -> list[str]:
    """Workloads A and B with ``--before``'s package and the working tree's, ``--rounds`` rounds."""
    sides = _sidebyside.trees(args.before)
    passed = [
        f"--{name}={getattr(args, name.replace('-', '_'))}"
        for name in ("conversations", "turns", "delay", "concurrency", "overhead-conversations", "overhead-turns")
    ]
    runs: dict[str, list[dict[str, Any]]] = {label: [] for label, _ in sides}
    loads = [_sidebyside.load()]
    for r in range(args.rounds):
        for label, tree in sides if r % 2 == 0 else list(reversed(sides)):
            runs[label].append(_sidebyside.run_worker(tree, __file__, [*passed, f"--pairs={args.pairs}"]))
        loads.append(_sidebyside.load())
    lines = [
        f"Side by side: `--before {args.before}` against the working tree, {args.rounds} rounds (one process per "
        f"side and round, alternating); in each process the bare loop and ours alternate, {args.pairs} runs each "
        f"for A and {3 * args.pairs} for B after a warm-up run. Load: {loads[0]} at the start, {loads[-1]} at "
        "the end.",
        "",
    ]
    for workload, unit, scale in (("A", "s", 1.0), ("B", "µs / turn", None)):
        title = (
            f"A: {args.conversations} conversations x {args.turns} turns at concurrency {args.concurrency}, "
            f"model delay {args.delay * 1000:.0f} ms"
            if workload == "A"
            else f"B: per turn, trivial app, {args.overhead_conversations} conversations x {args.overhead_turns} "
            "turns one after another"
        )
        lines += [
            f"{title} (wall {unit}, best / median; CPU in the last column):",
            "",
            "| side | comparison | bare | ours | ours / bare: best over best | ours / bare: median of paired "
            "ratios (wall) | the same in CPU time |",
            "|---|---|---:|---:|---:|---:|---:|",
        ]
        for label, _ in sides:
            for name, reference, what in _SIDE_ROWS[workload]:
                times = {"wall": {name: [], reference: []}, "cpu": {name: [], reference: []}}
                per = scale or 1e6 / runs[label][0]["B_turns"]
                for m in runs[label]:
                    for clock in ("wall", "cpu"):
                        for key in (name, reference):
                            times[clock][key] += [v * per for v in m[workload][key][clock]]
                (bb, bm), (ob, om) = (_sidebyside.best_median(times["wall"][key]) for key in (reference, name))
                ratio = {
                    clock: statistics.median(
                        a / b for a, b in zip(times[clock][name], times[clock][reference], strict=True)
                    )
                    for clock in ("wall", "cpu")
                }
                digits = 3 if workload == "A" else 0
                lines.append(
                    f"| {label} | {what} | {bb:.{digits}f} / {bm:.{digits}f} | {ob:.{digits}f} / {om:.{digits}f} | "
                    f"{ob / bb:.2f}x | {ratio['wall']:.2f}x | {ratio['cpu']:.2f}x |"
                )
        lines.append("")
    return lines


def check_tool_turns(results: list[Trajectory], n: int, turns: int) -> None:
    assert len(results) == n, len(results)
    for r in results:
        assert r.metadata["termination"] == "max_turns", r.metadata
        assert [len(calls) for calls in r.tool_calls_by_turn()] == [TOOL_CALLS] * turns, (
            r.tool_calls_by_turn()
        )
        assert all(c.result is not None for c in r.tool_calls())


def check_supervised_turns(results: list[Trajectory], n: int, turns: int) -> None:
    """Every turn keeps the worker's calls (nested: none of them is in the supervisor's messages)."""
    assert len(results) == n, len(results)
    for r in results:
        assert r.metadata["termination"] == "max_turns", r.metadata
        for calls in r.tool_calls_by_turn():
            own = [c for c in calls if c.name == "lookup"]
            assert len(own) == TOOL_CALLS and all(c.metadata["agent"] == "worker" and c.result for c in own), calls


@dataclass(frozen=True)
class ToolOverhead:
    """Workload C's figures: per variant, the best and the median time per turn (wall and CPU, µs), and per
    comparison the ratios of the rounds (each round runs every variant once, so a ratio compares two runs made
    under the same machine load)."""

    best_wall: dict[str, float]
    best_cpu: dict[str, float]
    median_cpu: dict[str, float]
    paired_cpu: dict[str, list[float]]

    def ratio(self, name: str, reference: str) -> tuple[float, float, float, float]:
        """(best over best, median paired ratio, its lower and upper quartile), CPU time."""
        paired = sorted(self.paired_cpu[name])
        return (
            self.best_cpu[name] / self.best_cpu[reference],
            statistics.median(paired),
            paired[len(paired) // 4],
            paired[(3 * len(paired)) // 4],
        )


_COMPARED = {
    "ours": "bare",
    "ours_sync": "bare_sync",
    "bare_recorded": "bare",
    "bare_recorded_sync": "bare_sync",
}


async def tool_overhead(
    args: argparse.Namespace,
    build: Callable[[Any], Any] = build_agent,
    check: Callable[[list[Trajectory], int, int], None] = check_tool_turns,
    per_turn_messages: int = 1 + 2 * TOOL_CALLS + 1,  # the user's message, each call and its result, the answer
) -> ToolOverhead:
    """Workload C: the agent making 5 tool calls per turn, by our simulator and in a bare loop.

    Every timed run gets a fresh app and checkpointer (a shared one grows with every run, so later variants would
    pay for earlier ones' threads), starts from a collected heap that is then frozen (``gc.freeze``: the garbage
    collector's passes then cost what the run itself allocates, not what the process already holds), and the
    variants' order rotates every round. Runs are short (a few conversations) and many, so that the best and
    the median both settle on a machine whose speed drifts by tens of percent within a minute."""
    k, turns = args.tool_conversations, args.tool_turns
    lines = script(turns)

    def bare_config(recorded: bool) -> dict[str, Any]:
        config: dict[str, Any] = {"configurable": {"thread_id": uuid.uuid4().hex}}
        if recorded:  # what the simulator adds to the app's run to see its tool calls
            config["callbacks"] = [TrajectoryRecorder()]
        return config

    def bare(recorded: bool) -> Callable[[Any], Awaitable[None]]:
        async def run(app: Any) -> None:
            for _ in range(k):
                config = bare_config(recorded)
                for line in lines:
                    state = await app.ainvoke({"messages": [HumanMessage(line)]}, config)
                assert len(state["messages"]) == turns * per_turn_messages

        return run

    def bare_sync(recorded: bool) -> Callable[[Any], None]:
        def run(app: Any) -> None:
            for _ in range(k):
                config = bare_config(recorded)
                for line in lines:
                    state = app.invoke({"messages": [HumanMessage(line)]}, config)
                assert len(state["messages"]) == turns * per_turn_messages

        return run

    def simulator(app: Any) -> ConversationSimulator:
        return ConversationSimulator(user=ScriptedUser(lines), app=app, max_turns=turns)

    async def run_ours(app: Any) -> None:
        sim = simulator(app)
        check([await sim.asimulate() for _ in range(k)], k, turns)

    def run_ours_sync(app: Any) -> None:
        sim = simulator(app)
        check([sim.simulate() for _ in range(k)], k, turns)

    variants: dict[str, tuple[bool, Callable[[Any], Any]]] = {
        "bare": (True, bare(False)),
        "bare_recorded": (True, bare(True)),
        "ours": (True, run_ours),
        "bare_sync": (False, bare_sync(False)),
        "bare_recorded_sync": (False, bare_sync(True)),
        "ours_sync": (False, run_ours_sync),
    }
    wall: dict[str, list[float]] = {name: [] for name in variants}
    cpu: dict[str, list[float]] = {name: [] for name in wall}

    async def once(name: str) -> tuple[float, float]:
        is_async, run = variants[name]
        app = build(InMemorySaver())
        gc.collect()
        gc.freeze()
        try:
            started = (time.perf_counter(), time.process_time())
            if is_async:
                await run(app)
            else:
                run(app)
            return time.perf_counter() - started[0], time.process_time() - started[1]
        finally:
            gc.unfreeze()

    names = list(variants)
    for name in names:  # warm up imports and caches
        await once(name)
    for round_ in range(args.tool_repeats):  # rotating, so every variant sees the same machine load
        for name in names[round_ % len(names) :] + names[: round_ % len(names)]:
            w, c = await once(name)
            wall[name].append(w)
            cpu[name].append(c)
    per = 1e6 / (k * turns)
    return ToolOverhead(
        best_wall={name: min(values) * per for name, values in wall.items()},
        best_cpu={name: min(values) * per for name, values in cpu.items()},
        median_cpu={name: statistics.median(values) * per for name, values in cpu.items()},
        paired_cpu={
            name: [a / b for a, b in zip(cpu[name], cpu[reference], strict=True)]
            for name, reference in _COMPARED.items()
        },
    )


async def remote(args: argparse.Namespace) -> list[tuple[str, float, str]]:
    """Workload D: conversations per second with the agent on a local ``langgraph dev`` and in process."""
    n, conc, turns = args.remote_conversations, args.remote_concurrency, args.remote_turns
    user = ScriptedUser(script(turns))
    local = ConversationSimulator(user=user, app=build_agent(InMemorySaver()), max_turns=turns)
    with tempfile.TemporaryDirectory() as workdir:
        config = Path(workdir) / "langgraph.json"
        config.write_text(json.dumps({"dependencies": ["."], "graphs": {"agent": f"{SIM_APPS}:agent"}}))
        with langgraph_dev_server(config) as server:
            served = ConversationSimulator(
                user=user, app=RemoteGraph("agent", url=server.url), max_turns=turns
            )
            check_tool_turns([await served.asimulate()], 1, turns)  # warm up the server and the clients
            times: dict[str, list[float]] = {"remote": [], "local": []}
            for _ in range(args.remote_repeats):
                for name, sim in (("remote", served), ("local", local)):
                    start = time.perf_counter()
                    results = await sim.asimulate_batch(repetitions=n, max_concurrency=conc)
                    times[name].append(time.perf_counter() - start)
                    check_tool_turns(results, n, turns)
    rate = {name: n / min(values) for name, values in times.items()}
    return [
        (f"same agent in process: asimulate_batch(max_concurrency={conc})", rate["local"], "reference"),
        (
            f"RemoteGraph on langgraph dev: asimulate_batch(max_concurrency={conc})",
            rate["remote"],
            f"{rate['remote'] / rate['local']:.2f}x in process",
        ),
    ]


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"{one:.1f} (1 min) / {five:.1f} (5 min)"


def table(rows: list[tuple[str, float, str]], unit: str) -> str:
    out = [f"| run | {unit} | vs |", "|---|---:|---|"]
    out += [f"| {name} | {value:.3f} | {note} |" for name, value, note in rows]
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--conversations", type=int, default=200)
    parser.add_argument("--turns", type=int, default=5)
    parser.add_argument(
        "--delay", type=float, default=0.02, help="seconds the scripted model sleeps per call"
    )
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--repeats", type=int, default=3, help="best of this many runs")
    parser.add_argument("--overhead-conversations", type=int, default=20)
    parser.add_argument("--overhead-turns", type=int, default=10)
    parser.add_argument("--tool-conversations", type=int, default=2, help="workload C: per timed run")
    parser.add_argument("--tool-turns", type=int, default=5, help="workload C")
    parser.add_argument("--tool-repeats", type=int, default=30, help="workload C: rounds")
    parser.add_argument("--remote-conversations", type=int, default=100, help="workload D")
    parser.add_argument("--remote-concurrency", type=int, default=16, help="workload D")
    parser.add_argument("--remote-turns", type=int, default=3, help="workload D")
    parser.add_argument("--remote-repeats", type=int, default=2, help="workload D: best of this many")
    parser.add_argument(
        "--only", choices=["A", "B", "C", "D", "E"], action="append", help="run only these workloads"
    )
    parser.add_argument("--measure-sequential", action="store_true")
    parser.add_argument("--out", help="also write the markdown to this file")
    parser.add_argument("--before", help="A and B with this commit's package and the working tree's, side by side")
    parser.add_argument("--rounds", type=int, default=5, help="with --before: processes per side")
    parser.add_argument("--pairs", type=int, default=2, help="with --before: runs of each variant per process")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(asyncio.run(worker(args))))
        return
    if args.before:
        text = "\n".join(side_by_side(args))
        print(text)
        if args.out:
            Path(args.out).write_text(text, encoding="utf-8")
        return
    only = set(args.only or "ABCDE")

    started = time.perf_counter()
    loads = [load()]
    lines = [
        "## Simulation",
        "",
        f"Command: `python bench/simulation.py{''.join(' ' + a for a in sys.argv[1:])}`",
        "",
    ]
    body: list[str] = []
    if "A" in only:
        rows_a = asyncio.run(throughput(args))
        t_bare = next(v for name, v, _ in rows_a if name.startswith("bare"))
        t_ours = next(v for name, v, _ in rows_a if name.startswith("ours: asimulate_batch"))
        floor = rows_a[0][1]
        met_a = t_ours <= 1.5 * t_bare and t_ours < floor / 5
        body += [
            f"### A. {args.conversations} conversations x {args.turns} turns, model sleeps "
            f"{args.delay * 1000:.0f} ms per call (seconds)",
            "",
            table(rows_a, "seconds"),
            "",
            f"Target: ours <= 1.5x the bare loop and far below the sequential floor: "
            f"{'MET' if met_a else 'NOT MET'} ({t_ours / t_bare:.2f}x bare, {floor / t_ours:.0f}x faster than the floor).",
            "",
        ]
        loads.append(load())
    if "B" in only:
        rows_b = asyncio.run(overhead(args))
        o_bare, o_ours = rows_b[0][1], rows_b[1][1]
        met_b = o_ours <= 2 * o_bare
        body += [
            f"### B. Per-turn overhead, trivial app, {args.overhead_conversations} conversations x "
            f"{args.overhead_turns} turns one after another (microseconds per turn)",
            "",
            table(rows_b, "µs / turn"),
            "",
            f"Target: ours within 2x the bare loop: {'MET' if met_b else 'NOT MET'} ({o_ours / o_bare:.2f}x).",
            "",
        ]
        loads.append(load())
    for workload in "CE":
        if workload not in only:
            continue
        if workload == "C":
            c = asyncio.run(tool_overhead(args))
            title = f"C. Per-turn overhead, a create_agent app making {TOOL_CALLS} tool calls per turn"
        else:
            c = asyncio.run(tool_overhead(args, build_supervisor, check_supervised_turns, per_turn_messages=7))
            title = (
                f"E. Per-turn overhead, a langgraph-supervisor app with a checkpointer whose worker makes "
                f"{TOOL_CALLS} tool calls per turn (kept in every simulated turn)"
            )
        labels = {
            "bare": "the app invoked in a bare loop, ainvoke per user message",
            "ours": "ours: asimulate",
            "bare_sync": "the app invoked in a bare loop, invoke (sync)",
            "ours_sync": "ours: simulate (sync)",
            "bare_recorded": "(the bare loop with a TrajectoryRecorder on the run, async)",
            "bare_recorded_sync": "(the bare loop with a TrajectoryRecorder on the run, sync)",
        }
        rows = []
        for name, label in labels.items():
            note = "reference"
            if name in _COMPARED:
                best, median, low, high = c.ratio(name, _COMPARED[name])
                note = f"{median:.2f}x (quartiles {low:.2f}-{high:.2f}x); best over best {best:.2f}x"
            rows.append(
                f"| {label} | {c.best_wall[name]:.0f} | {c.best_cpu[name]:.0f} | {c.median_cpu[name]:.0f} | {note} |"
            )
        verdicts = []
        for name in ("ours", "ours_sync"):
            best, median, _, _ = c.ratio(name, _COMPARED[name])
            met = "MET" if max(best, median) <= 1.3 else "NOT MET"
            verdicts.append(
                f"{'async' if name == 'ours' else 'sync'} {met} ({median:.2f}x median, {best:.2f}x best)"
            )
        body += [
            f"### {title}, "
            f"{args.tool_conversations} conversations x {args.tool_turns} turns per timed run, "
            f"{args.tool_repeats} rounds (microseconds per turn)",
            "",
            "| run | best wall µs / turn | best CPU µs / turn | median CPU µs / turn | CPU time vs the bare loop: "
            "median of the rounds' ratios |",
            "|---|---:|---:|---:|---|",
            *rows,
            "",
            "Target: ours within 1.3x the same app in a bare loop, on both the median of the rounds' CPU-time "
            f"ratios and the ratio of the best runs: {'; '.join(verdicts)}.",
            "",
        ]
        loads.append(load())
    if "D" in only:
        rows_d = asyncio.run(remote(args))
        body += [
            f"### D. {args.remote_conversations} conversations x {args.remote_turns} turns ({TOOL_CALLS} tool "
            f"calls per turn) at concurrency {args.remote_concurrency}, the agent on a local langgraph dev "
            "vs in process (conversations per second)",
            "",
            table(rows_d, "conversations / s"),
            "",
            f"Remote / in process: {rows_d[1][1] / rows_d[0][1]:.2f}x the in-process rate (best of "
            f"{args.remote_repeats}).",
            "",
        ]
        loads.append(load())
    lines += [
        f"Machine: {platform.machine()}, {os.cpu_count()} CPUs (shared), Python {platform.python_version()}; "
        f"best of {args.repeats}; total bench time {time.perf_counter() - started:.0f} s; load average at the "
        f"start and after each workload: {', '.join(loads)}.",
        "",
        *body,
    ]
    text = "\n".join(lines)
    print(text)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            handle.write(text)


if __name__ == "__main__":
    main()
