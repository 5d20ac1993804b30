"""The composition matrix: architecture x memory x tracing x flow, every cell run once and read from every source,
each compared with the ground truth the tools logged and with the others.

Architectures (``tests/_composed_apps.py``): langgraph-supervisor, langgraph-swarm, deepagents, ``create_agent`` as
a node / through ``.as_tool()`` / inside a tool, MCP tools on a real MCP server over stdio and streamable HTTP, a
plain ``StateGraph``. Memory: none, ``InMemorySaver``, ``SqliteSaver`` (``AsyncSqliteSaver`` for the async runs).
Tracing: off, on (traces sent to a loopback LangSmith). Flows: one turn; two turns; a review turn answered by the
simulator's reviewer (approve, edit, reject) then a normal turn; a turn killed in a tool (the process dying) and
the conversation resumed by a fresh simulator. Tracing off runs the sync API, tracing on the async one (MCP tools are
async only: always async).

Sources, from one run of the cell:

* the simulator's turns (``tool_calls_by_exchange``);
* the recorder (attached through the app's config): ``trajectory_for_thread`` of the app's thread with memory, its
  runs in order without;
* the run tree of every app invocation (tracing off: LangChain's run collector; on: the LangSmith ``RunTree`` of a
  ``trace`` around the invocation), each against the recorder's trajectory of the same run;
* ``Trajectory.from_messages`` of the app's final state;
* the graph trajectory from checkpoint history and from the recorder.

What is checked in every cell: each source's calls of the worker's tools, turn by turn, are exactly what the tools
logged (arguments as they ran, results), each once (nothing repeated by a resume), owned by the worker agent; a
reviewed call is ``approved`` / ``edited`` (the model's arguments kept, ``executed_args`` what ran) / ``rejected``
in the simulator and the recorder; the run trees equal the recorder's runs (timings aside); every call the final
state's messages hold is the recorder's call with the same id, name, arguments and result, and the worker's calls
are among them exactly where the architecture lets them reach the state (what a message list cannot know,
README "What each source knows"); the two graph trajectories list the same node path.

Skipped cells: a review or a resume without a checkpointer (LangGraph pauses and resumes a thread only from its
checkpoints).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
import sys
import tempfile
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiosqlite
import pytest
import pytest_asyncio
from _composed_apps import ARCHITECTURES, LOG, MCP, OWN_TOOLS, App, Killed, build
from _tracing import tracing_mode
from langchain.agents.middleware import AgentMiddleware
from langchain_core.tracers.run_collector import RunCollectorCallbackHandler
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langsmith.run_helpers import trace

from langchain_trajectory import ConversationSimulator, Trajectory, TrajectoryRecorder
from langchain_trajectory.capture import graph_trajectory_from_thread, trajectory_from_run
from langchain_trajectory.simulation import per_action
from langchain_trajectory.simulation.applications import GraphApplication

MEMORY = ("none", "memory", "sqlite")
TRACING = ("off", "on")
FLOWS = ("one_turn", "multi_turn", "approve", "edit", "reject", "kill_resume")
SCRIPTS = {
    "one_turn": ["find x"],
    "multi_turn": ["find x", "find y"],
    "approve": ["mail bob", "find z"],
    "edit": ["mail bob", "find z"],
    "reject": ["mail bob", "find z"],
    "kill_resume": ["find x", "find y"],
}
DECISIONS = {
    "approve": {"type": "approve"},
    "edit": {"type": "edit", "edited_action": {"name": "send_email", "args": {"to": "eve"}}},
    "reject": {"type": "reject", "message": "not now"},
}
STATUS = {"approve": "approved", "edit": "edited", "reject": "rejected"}
TIMING = {"start_time", "end_time", "duration_ms", "root_run_id", "run_id"}
NO_SYNC = "PRAGMA synchronous=NORMAL"

pytestmark = pytest.mark.asyncio(loop_scope="module")


# -- module resources: checkpointers, MCP sessions, graphs built once ---------------------------------------------


class Resources:
    """What the cells of this module share: checkpointers, MCP tools, and every graph, each built once."""

    def __init__(self, stack: contextlib.AsyncExitStack, folder: Path) -> None:
        self.stack = stack
        self.folder = folder
        self.savers: dict[tuple[str, bool], Any] = {}
        self.mcp: dict[str, list[Any]] = {}
        self.mcp_log = folder / "mcp-stdio.jsonl"
        self.graphs: dict[tuple[str, bool, str, bool], App] = {}
        self.closers: list[tuple[asyncio.Event, asyncio.Future[None]]] = []
        self.mcp_read = 0  # lines of the stdio server's log read so far

    async def saver(self, memory: str, run_async: bool) -> Any:
        if memory == "none":
            return None
        if memory == "memory":
            return self.savers.setdefault(("memory", False), InMemorySaver())
        key = ("sqlite", run_async)
        if key not in self.savers:
            path = str(self.folder / f"app-{int(run_async)}.sqlite")
            # The savers' own WAL journal, without a disk sync at every commit (SQLite's advice for WAL: a process
            # that dies loses nothing; only a power cut could): the cells never test durability on disk.
            if run_async:
                connection = await self.stack.enter_async_context(aiosqlite.connect(path))
                await connection.execute(NO_SYNC)
                self.savers[key] = AsyncSqliteSaver(connection)
            else:
                connection = sqlite3.connect(path, check_same_thread=False)
                self.stack.callback(connection.close)
                connection.execute(NO_SYNC)
                self.savers[key] = SqliteSaver(connection)
        return self.savers[key]

    async def mcp_tools(self, architecture: str) -> list[Any]:
        if architecture not in self.mcp:
            from langchain_mcp_adapters.client import MultiServerMCPClient
            from langchain_mcp_adapters.tools import load_mcp_tools

            if architecture == "mcp_stdio":
                script = str(Path(__file__).parent / "_mcp_server.py")
                connection: dict[str, Any] = {
                    "command": sys.executable,
                    "args": [script, str(self.mcp_log)],
                    "transport": "stdio",
                }
            else:
                from _mcp_server import serve_http

                url = self.stack.enter_context(serve_http(LOG.log))
                connection = {"url": url, "transport": "streamable_http"}
            client = MultiServerMCPClient({"tools": connection})  # type: ignore[dict-item]
            # One session for the module, opened and closed in a task of its own (anyio needs both in one task).
            ready: asyncio.Future[list[Any]] = asyncio.get_running_loop().create_future()
            done = asyncio.Event()

            async def hold() -> None:
                async with client.session("tools") as session:
                    ready.set_result(await load_mcp_tools(session))
                    await done.wait()

            task = asyncio.ensure_future(hold())
            self.closers.append((done, task))
            self.mcp[architecture] = await ready
        return self.mcp[architecture]

    async def close(self) -> None:
        for done, task in self.closers:
            done.set()
            await task

    async def app(self, architecture: str, review: bool, memory: str, run_async: bool) -> App:
        key = (architecture, review, memory, run_async)
        if key not in self.graphs:
            tools = await self.mcp_tools(architecture) if architecture in MCP else None
            saver = await self.saver(memory, run_async)
            # an MCP tool runs in the server: the kill switch sits in front of it
            extra = [KillSwitch()] if architecture in MCP else None
            self.graphs[key] = build(
                architecture, review=review, checkpointer=saver, mcp_tools=tools, extra_middleware=extra
            )
        return self.graphs[key]

    def pull_mcp_log(self) -> None:
        """The stdio server's log lines not read yet, into the ground truth."""
        if not self.mcp_log.exists():
            return
        lines = self.mcp_log.read_text(encoding="utf-8").splitlines()
        for line in lines[self.mcp_read :]:
            entry = json.loads(line)
            LOG.log(entry["name"], entry["args"], entry["result"])
        self.mcp_read = len(lines)


class KillSwitch(AgentMiddleware):
    """Dies (``Killed``) where the ground truth is armed, before an MCP tool runs."""

    def wrap_tool_call(self, request: Any, handler: Any) -> Any:
        LOG.check_kill(request.tool_call["name"])
        return handler(request)

    async def awrap_tool_call(self, request: Any, handler: Any) -> Any:
        LOG.check_kill(request.tool_call["name"])
        return await handler(request)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def resources() -> AsyncIterator[Resources]:
    with tempfile.TemporaryDirectory() as folder:
        async with contextlib.AsyncExitStack() as stack:
            held = Resources(stack, Path(folder))
            yield held
            await held.close()


# -- one cell --------------------------------------------------------------------------------------------------


class AppRuns(RunCollectorCallbackHandler):
    """LangChain's run collector, keeping each app invocation (whose parent, a simulator node, it never saw) as
    a root run tree."""


class TracedGraph:
    """The app's graph, each invocation inside a LangSmith ``trace`` whose ``RunTree`` is kept (tracing on)."""

    def __init__(self, graph: Any, trees: list[Any]) -> None:
        self._graph = graph
        self._trees = trees

    def __getattr__(self, name: str) -> Any:
        return getattr(self._graph, name)

    def invoke(self, payload: Any, *args: Any, **kwargs: Any) -> Any:
        with trace("app", run_type="chain", inputs={"input": payload}) as tree:
            self._trees.append(tree)
            return self._graph.invoke(payload, *args, **kwargs)

    async def ainvoke(self, payload: Any, *args: Any, **kwargs: Any) -> Any:
        with trace("app", run_type="chain", inputs={"input": payload}) as tree:
            self._trees.append(tree)
            return await self._graph.ainvoke(payload, *args, **kwargs)


class Cell:
    """One run of a cell: the conversation, and what each source saw."""

    def __init__(self, app: App, flow: str, tracing: str, run_async: bool, resources: Resources) -> None:
        self.app = app
        self.resources = resources
        self.flow = flow
        self.tracing = tracing
        self.run_async = run_async
        self.thread = f"conversation-{uuid.uuid4().hex}"  # each cell's own threads (checkpointers are shared)
        self.app_thread = f"app-{self.thread}"
        self.marks: list[int] = []  # the ground truth's length when each user turn began
        self.recorders: list[TrajectoryRecorder] = []
        self.collectors: list[AppRuns] = []
        self.trees: list[Any] = []

    def user(self, trajectory: Trajectory) -> str:
        self.pull()
        self.marks.append(len(LOG.calls))
        return SCRIPTS[self.flow][len(trajectory.user_messages())]

    def pull(self) -> None:
        if self.app.architecture == "mcp_stdio":
            self.resources.pull_mcp_log()

    def reviewer(self, interruption: Any, trajectory: Trajectory) -> Any:
        decision = DECISIONS[self.flow]
        if isinstance(interruption.value, dict) and interruption.value.get("action") == "send_email":
            return decision  # the plain graph's own interrupt() asks for a decision as it is
        return per_action(lambda action, t: decision)(interruption, trajectory)

    def simulator(self, saver: Any) -> ConversationSimulator:
        """A fresh simulator (a fresh process, after a kill): its own recorder and run collector."""
        recorder = TrajectoryRecorder()
        self.recorders.append(recorder)
        callbacks: list[Any] = [recorder]
        graph = self.app.graph
        if self.tracing == "off":
            collector = AppRuns(_schema_format="original+chat")  # chat models' inputs as messages
            self.collectors.append(collector)
            callbacks.append(collector)
        else:
            graph = TracedGraph(graph, self.trees)
        application = GraphApplication(self.app.graph, config={"callbacks": callbacks})
        application.runnable = graph
        review = self.flow in DECISIONS
        return ConversationSimulator(
            user=self.user,
            app=application,
            max_turns=len(SCRIPTS[self.flow]),
            reviewer=self.reviewer if review else None,
            checkpointer=saver,
        )

    async def run(self) -> Trajectory:
        thread = self.thread
        saver = InMemorySaver() if self.flow == "kill_resume" else None
        if self.flow == "kill_resume":
            LOG.kill_at = "lookup"
            with pytest.raises(Killed):
                await self._simulate(self.simulator(saver), thread)
        result = await self._simulate(self.simulator(saver), thread)
        self.pull()
        return result

    async def _simulate(self, sim: ConversationSimulator, thread: str) -> Trajectory:
        with tracing_mode(self.tracing) as requests:
            if self.run_async:
                result = await sim.asimulate(thread_id=thread, app_thread_id=self.app_thread)
            else:
                result = await asyncio.to_thread(sim.simulate, thread_id=thread, app_thread_id=self.app_thread)
        if self.tracing == "on":
            assert any(path.startswith("/runs") for _, path in requests), "tracing was on but nothing was sent"
        return result

    def truth(self, turns: int) -> list[list[tuple[str, dict[str, Any], Any]]]:
        cuts = [*self.marks[1:turns], len(LOG.calls)]
        return [LOG.calls[a:b] for a, b in zip([0, *cuts[:-1]], cuts, strict=True)]


def ran(calls: list[Any]) -> list[tuple[str, dict[str, Any], Any]]:
    """The worker's tools' calls that ran, as the ground truth logs them: the arguments they ran with."""
    out = []
    for call in calls:
        if call.name not in OWN_TOOLS or not call.metadata.get("executed", True):
            continue
        review = call.metadata.get("review") or {}
        if review.get("status") == "rejected":
            continue
        out.append((call.name, dict(review.get("executed_args") or call.args), call.result))
    return out


def comparable(trajectory: Trajectory) -> list[Any]:
    """A trajectory's messages and calls without what each observer measures itself."""
    out = []
    for message in trajectory.messages:
        calls = [
            (c.name, c.args, c.id, c.result, c.error, c.step, {k: v for k, v in c.metadata.items() if k not in TIMING})
            for c in message.tool_calls
        ]
        meta = {k: v for k, v in message.metadata.items() if k not in TIMING}
        out.append((message.role, message.content, calls, meta))
    return out


def skip_reason(architecture: str, memory: str, flow: str) -> str | None:
    if memory == "none" and flow in DECISIONS:
        return "interrupt() needs a checkpointer: LangGraph refuses to pause a graph compiled without one"
    if memory == "none" and flow == "kill_resume":
        return "resuming a killed turn needs a checkpointer: LangGraph continues a thread only from its checkpoints"
    return None


@pytest.mark.parametrize("flow", FLOWS)
@pytest.mark.parametrize("tracing", TRACING)
@pytest.mark.parametrize("memory", MEMORY)
@pytest.mark.parametrize("architecture", ARCHITECTURES)
async def test_every_source_gives_the_calls_the_tools_made(
    architecture: str, memory: str, tracing: str, flow: str, resources: Resources
) -> None:
    reason = skip_reason(architecture, memory, flow)
    if reason is not None:
        pytest.skip(reason)
    resources.pull_mcp_log()  # what earlier cells logged is not this cell's
    LOG.reset()
    run_async = tracing == "on" or architecture in MCP
    app = await resources.app(architecture, flow in DECISIONS, memory, run_async)
    cell = Cell(app, flow, tracing, run_async, resources)
    result = await cell.run()
    turns = len(SCRIPTS[flow])
    assert result.metadata["termination"] == "max_turns", result.metadata.get("error")
    truth = cell.truth(turns)
    assert truth == expected_truth(architecture, flow)  # the tools really ran so (the cell's own premise)

    # 1. The simulator's turns: every call the tools made, once, with its result, owned by the worker.
    by_turn = result.tool_calls_by_exchange()
    assert [ran(turn) for turn in by_turn] == truth
    check_owned_and_reviewed(by_turn, flow, architecture)

    # 2. The recorder: the app's thread (with memory), or its runs in order (without).
    recorder = cell.recorders[-1]
    if memory != "none":
        view = recorder.trajectory_for_thread(cell.app_thread)
        view_turns = view.tool_calls_by_exchange()
        if flow == "kill_resume":  # this process saw the first turn from the resume on, then the second
            assert [ran(t) for t in view_turns] == truth, [[c.name for c in t] for t in view_turns]
        else:
            assert [ran(t) for t in view_turns] == truth
            check_owned_and_reviewed(view_turns, flow, architecture)
    else:
        runs = list(recorder.trajectories.values())
        assert [ran(t.tool_calls()) for t in runs] == truth

    # 3. Run trees: each app invocation's tree equals what the recorder recorded of that run.
    check_run_trees(cell)

    # 4. The final state's messages: the recorder's calls where they reach the state.
    state = final_state(app, memory, result, cell)
    from_state = Trajectory.from_messages(state)
    views = [view] if memory != "none" else list(recorder.trajectories.values())
    recorded = {c.id: c for t in views for c in t.tool_calls() if c.metadata.get("requested")}
    for call in from_state.tool_calls():
        if call.metadata.get("args_unknown"):
            continue
        seen = recorded.get(call.id)
        if seen is None:  # a turn the resumed process did not run: the thread alone knows it
            assert flow == "kill_resume"
            continue
        assert (call.name, call.args) == (seen.name, seen.args)
        if (call.metadata.get("review") or {}).get("status") != "rejected" and seen.result is not None:
            assert call.result == seen.result, (call, seen)
    in_state = ran(from_state.tool_calls())
    flat_truth = [c for t in truth for c in t]
    if not app.worker_calls_in_messages:
        assert in_state == []
    elif architecture == "plain_graph" and flow in DECISIONS:
        # interrupt() in a tool leaves no mark in the messages: they show the call and what the tool returned,
        # not the decision (the recorder and the simulator know it from the resume value)
        assert [c.name for c in from_state.tool_calls() if c.name in OWN_TOOLS] == ["send_email", "lookup"]
    elif memory == "none":  # the last turn's state: its own turn, after the history it was sent
        assert in_state == flat_truth[-len(in_state):]
    else:
        assert in_state == flat_truth

    # 5. Graph trajectories: checkpoint history and the recorder list the same node path.
    if memory != "none" and flow != "kill_resume":
        config = {"configurable": {"thread_id": cell.app_thread}}
        history = graph_trajectory_from_thread(app.graph, config) if not run_async else None
        if history is not None:
            recorded_graph = recorder.graph_trajectory
            assert plain_path(history) == plain_path(recorded_graph)


def expected_truth(architecture: str, flow: str) -> list[list[tuple[str, dict[str, Any], Any]]]:
    """What the tools log, turn by turn (the plain graph's ``send_email`` asks for review itself, with
    ``interrupt()``, and follows the decision it is given as the middleware does)."""
    find = {"x": ("lookup", {"q": "x"}, "found x"), "y": ("lookup", {"q": "y"}, "found y")}
    after = [("lookup", {"q": "z"}, "found z")]
    return {
        "one_turn": [[find["x"]]],
        "multi_turn": [[find["x"]], [find["y"]]],
        "kill_resume": [[find["x"]], [find["y"]]],
        "approve": [[("send_email", {"to": "bob"}, "sent to bob")], after],
        "edit": [[("send_email", {"to": "eve"}, "sent to eve")], after],
        "reject": [[], after],
    }[flow]


def check_owned_and_reviewed(turns: list[list[Any]], flow: str, architecture: str) -> None:
    for turn in turns:
        for call in turn:
            if call.name in OWN_TOOLS:
                assert call.metadata.get("agent") == "worker", call
        assert sum(1 for c in turn if c.name in OWN_TOOLS) == 1, turn  # requested once, never repeated
    if flow in DECISIONS:
        (mail,) = [c for c in turns[0] if c.name == "send_email"]
        review = mail.metadata["review"]
        assert mail.args == {"to": "bob"}  # the model's request
        # interrupt() in the plain graph's tool, answered with a decision: read as the middleware's
        assert review["status"] == STATUS[flow]
        if flow == "edit":
            assert review["executed_args"] == {"to": "eve"}


def check_run_trees(cell: Cell) -> None:
    trees: list[Any] = []
    for collector in cell.collectors:
        trees.extend(collector.traced_runs)
    trees.extend(cell.trees)
    assert trees, "no run tree was collected"
    by_id = {}
    for recorder in cell.recorders:
        for run_id in recorder.trajectories:
            by_id[run_id] = recorder
    for tree in trees:
        from_tree = trajectory_from_run(tree)
        runs = tree.child_runs if cell.tracing == "on" else [tree]
        recorded = [by_id[str(r.id)].get(r.id) for r in runs if str(r.id) in by_id]
        assert recorded, f"the recorder saw no run of tree {tree.id}"
        assert comparable(from_tree) == comparable(recorded[0])


def final_state(app: App, memory: str, result: Trajectory, cell: Cell) -> Any:
    if memory != "none" and not cell.run_async:
        config = {"configurable": {"thread_id": cell.app_thread}}
        return app.graph.get_state(config).values
    return result.metadata["state"]


def plain_path(graph: Any) -> list[list[str]]:
    """The node path without ``__start__`` tasks (no run of their own: the recorder cannot see them), nodes that
    handed over to their parent graph and nodes of graphs run inside a tool (history does not lead to them: only
    the recorder sees them)."""
    hidden = ("handed_over", "inside_tool")
    kept = graph.model_copy(
        update={
            "nodes": tuple(
                n for n in graph.nodes if n.name != "__start__" and not any(n.metadata.get(k) for k in hidden)
            )
        }
    )
    return kept.steps()
