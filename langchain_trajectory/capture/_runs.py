"""The recorder's book of runs: what it keeps about the runs it observes, and the bookkeeping of their start and
end (where a starting run sits, new roots and their threads, finishing a run or a root, ``max_runs``).

`RunBook` is the base of [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder]: the callbacks
(`_chains` and the recorder's own) fill the records it keeps, under its lock.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from langsmith.run_helpers import get_current_run_tree

from langchain_trajectory.capture._events import (
    apply_redact,
    error_text,
    input_messages,
    leading_messages,
)
from langchain_trajectory.capture._interrupts import (
    is_control_flow,
)
from langchain_trajectory.capture._records import (
    ROOT_SCOPE,
    NodeRecord,
    Options,
    RootRecord,
    Scope,
    ToolRecord,
    TurnRecord,
    child_scope,
)

__all__ = ["LiveRun", "RecorderError", "RunBook", "agent_name_of", "run_key", "run_name"]

logger = logging.getLogger("langchain_trajectory.capture.recorder")


@dataclass(frozen=True)
class RecorderError:
    """A failure inside the recorder (it never reaches the observed run).

    Attributes:
        event: The callback that failed (``on_tool_end``, ``redact``, ...).
        run_id: The run the event was about.
        error: The exception.
    """

    event: str
    run_id: str | None
    error: BaseException


@dataclass(slots=True, eq=False)
class LiveRun:
    """A run that has started and not ended: where its children belong."""

    root: RootRecord
    scope: Scope  # the scope of this run
    name: str | None
    ns: str | None
    node: str | None = None
    tool: ToolRecord | None = None  # set for a tool run: its children run inside the call
    inner: Scope | None = None  # the scope of a tool run's children, made when the first one starts
    inputs: Any = None  # a chain's inputs (a reference, read only when it writes a message, see on_chain_end)
    graph: bool = False  # a graph run: its children are nodes (their checkpoint namespace differs)
    is_root: bool = False
    lc_name: Any = None  # the ``lc_agent_name`` in its metadata (inherited by its children's)
    opened: Scope | None = None  # a graph run: the scope it opened for its nodes (see ``child_scope``)
    turn: TurnRecord | None = None  # a model call's turn, filled when it ends
    task: NodeRecord | None = None  # a LangGraph node task's record


def run_name(serialized: Any, kwargs: Mapping[str, Any]) -> str | None:
    name = kwargs.get("name")
    if name:
        return str(name)
    if isinstance(serialized, dict):
        if serialized.get("name"):
            return str(serialized["name"])
        ids = serialized.get("id")
        if isinstance(ids, list) and ids:
            return str(ids[-1])
    return None


def agent_name_of(metadata: Mapping[str, Any] | None) -> Any:
    return metadata.get("lc_agent_name") if metadata else None


def run_key(run_id: Any) -> Any:
    """The key the book keeps a run under: a ``UUID``'s 128-bit ``int`` (hashed in C, where ``UUID.__hash__`` is
    Python code, run about twenty times per tool call), any other id (one with no ``int``: a string, None) as it
    is. The callbacks inline it on their hot path (``try: key = run_id.int``, three bytecodes for a UUID)."""
    try:
        return run_id.int
    except AttributeError:
        return run_id


def _ancestors(dotted_order: str) -> Iterator[int]:
    """The keys (`run_key`) of the run ids in a LangSmith ``dotted_order``
    (``<time>Z<uuid>.<time>Z<uuid>...``), nearest first; a segment that ends in no hexadecimal id is skipped."""
    for segment in reversed(dotted_order.split(".")):
        try:
            yield int(segment[-36:].replace("-", ""), 16)
        except ValueError:
            continue


class RunBook:
    """The runs a recorder observes: the root runs it keeps (in start order, and the finished ones in finish
    order), each thread's roots, the runs that have started and not ended, and the failures inside the recorder
    (`errors`). Every method is called under `_lock` except `_fail`, `_redact` and
    `_task_done` (which takes it)."""

    def __init__(self, options: Options, max_runs: int | None) -> None:
        super().__init__()
        self.options = options
        self.max_runs = max_runs
        self._lock = threading.Lock()
        self._seq = 0
        self._roots: dict[str, RootRecord] = {}  # in start order
        self._finished: OrderedDict[str, None] = OrderedDict()  # in finish order
        self._threads: dict[str, list[str]] = {}  # thread id -> its root run ids, in start order
        # thread id -> ids of the model messages its finished runs produced: a resumed run re-emits them (a
        # subgraph node returns its whole state), and they are no message a node wrote
        self._thread_model_ids: dict[str, set[str]] = {}
        # Runs in flight (each with its turn, tool or node record) and links are kept by `run_key`.
        self._live: dict[Any, LiveRun] = {}
        # a span the recorder never saw -> (the key, the id) of the recorded run it sits under
        self._links: dict[Any, tuple[Any, UUID]] = {}
        self.errors: list[RecorderError] = []

    @property
    def _turns(self) -> dict[Any, TurnRecord]:
        """The turns of the model calls in flight, by `run_key` (a view of the runs in flight)."""
        return {key: live.turn for key, live in self._live.items() if live.turn is not None}

    @property
    def _tools(self) -> dict[Any, ToolRecord]:
        """The records of the tool runs in flight, by `run_key` (a view of the runs in flight)."""
        return {key: live.tool for key, live in self._live.items() if live.tool is not None}

    @property
    def _nodes(self) -> dict[Any, NodeRecord]:
        """The node tasks in flight, by `run_key` (a view of the runs in flight)."""
        return {key: live.task for key, live in self._live.items() if live.task is not None}

    def _fail(self, event: str, run_id: Any, error: BaseException) -> None:
        self.errors.append(RecorderError(event, str(run_id) if run_id is not None else None, error))
        logger.warning("TrajectoryRecorder: %s failed for run %s: %r", event, run_id, error, exc_info=error)

    def _next_seq(self) -> int:
        self._seq += 1
        return self._seq

    def _linked(self, parent_run_id: UUID, parent_key: Any) -> tuple[UUID, LiveRun | None]:
        """The nearest recorded ancestor of a parent the recorder never saw (a ``traceable`` span; ``parent_key``
        its `run_key`), found in LangSmith's current run tree, which is that span or one of its descendants."""
        known = self._links.get(parent_key)
        if known is not None:
            live = self._live.get(known[0])
            if live is not None:
                return known[1], live
        tree = get_current_run_tree()
        if tree is None:
            return parent_run_id, None
        tree_id = getattr(tree, "id", None)
        # the usual case: the span is the current run tree (UUIDs compared by their int: UUID's == is Python code)
        if tree_id.int == parent_key if type(tree_id) is UUID else tree_id == parent_run_id:
            up = getattr(tree, "parent_run_id", None)
            if isinstance(up, UUID):
                up_key = up.int
                live = self._live.get(up_key)
                if live is not None:
                    return self._link(parent_key, up_key, up, live)
        order = getattr(tree, "dotted_order", None)
        if not isinstance(order, str) or str(parent_run_id) not in order:
            return parent_run_id, None
        for ancestor in _ancestors(order):
            live = self._live.get(ancestor)
            if live is not None:
                return self._link(parent_key, ancestor, UUID(int=ancestor), live)
        return parent_run_id, None

    def _link(self, span_key: Any, key: Any, run_id: UUID, live: LiveRun) -> tuple[UUID, LiveRun]:
        """Remember that the span kept as ``span_key`` sits under the recorded run ``run_id`` (kept as ``key``)."""
        self._links[span_key] = (key, run_id)
        live.root.links.append(span_key)  # forgotten with the root
        return run_id, live

    def _place(
        self,
        run_id: UUID,
        parent_run_id: UUID | None,
        name: str | None,
        metadata: Mapping[str, Any] | None,
        ns: str | None,
        lc_name: Any,
    ) -> tuple[RootRecord, Scope, LiveRun | None]:
        """The root and scope of a starting run (``ns``: its checkpoint namespace, ``lc_name``: the
        ``lc_agent_name`` of its metadata), and the run it sits under (the nearest recorded ancestor, through
        LangSmith's run tree if need be), None when it is a root."""
        parent = None
        if parent_run_id is not None:
            parent_key: Any
            try:
                parent_key = parent_run_id.int
            except AttributeError:
                parent_key = parent_run_id
            parent = self._live.get(parent_key)
            if parent is None:
                parent_run_id, parent = self._linked(parent_run_id, parent_key)
        if parent is None:
            root = self._roots.get(str(run_id))
            if root is None:
                root = self._new_root(str(run_id), name, metadata)
            root.live += 1
            return root, child_scope(ROOT_SCOPE, None, None, None, run_id, metadata, ns), None
        base = parent.scope
        if parent.tool is not None:
            if parent.inner is None:
                parent.inner = parent.scope.inside_tool(parent.tool.name, parent.tool.call_id)
            base = parent.inner
        parent.root.live += 1
        if ns is None or ns == parent.ns:
            if not lc_name:
                return parent.root, base, parent  # no new agent, not a node: child_scope gives ``base``
        else:
            parent.graph = True
            opened = parent.opened
            if opened is not None and metadata and (not lc_name or lc_name == base.agent or lc_name == parent.lc_name):
                return parent.root, opened, parent  # another node of the graph that opened it: what child_scope gives
        scope = child_scope(
            base, parent_run_id, parent.name, parent.ns, run_id, metadata, ns, parent.lc_name, parent.opened
        )
        if scope.graph_run is parent_run_id and scope is not base:  # the agent this graph opened, named after it
            parent.opened = scope
        return parent.root, scope, parent

    def _new_root(self, key: str, name: str | None, metadata: Mapping[str, Any] | None) -> RootRecord:
        root = self._roots[key] = RootRecord(run_id=key, name=name, seq=self._next_seq())
        self._watch(root)
        thread = metadata.get("thread_id") if metadata else None
        if thread is not None:
            root.thread_id = str(thread)
            runs = self._threads.setdefault(root.thread_id, [])
            previous = next((self._roots[r] for r in reversed(runs) if r in self._roots), None)
            if previous is not None:  # calls still waiting for an answer (paused for review) may get it here
                root.open_ids.update(previous.open_ids)
            known = self._thread_model_ids.get(root.thread_id)
            if known:
                root.earlier_model_ids = frozenset(known)
            runs.append(key)
        return root

    def _watch(self, root: RootRecord) -> None:
        """A root run started in an asyncio task: when the task ends and the run never reported its end (a bare
        chat model cancelled by ``asyncio.wait_for`` fires no callback), the run is closed as cancelled."""
        try:
            task = asyncio.current_task()
        except RuntimeError:  # no running loop in this thread: a sync run
            return
        if task is None:
            return
        callback = functools.partial(self._task_done, root.run_id)
        task.add_done_callback(callback)
        root.watch = (task, callback)

    def _task_done(self, run_id: str, task: asyncio.Task[Any]) -> None:
        try:
            with self._lock:
                root = self._roots.get(run_id)
                if root is None or root.finished:
                    return
                root.watch = None
                key = next((k for k, other in self._live.items() if other.root is root and other.is_root), None)
                if key is None:
                    return
                live = self._live.pop(key)
                record = live.tool
                if record is not None and record.end is None:
                    record.end = time.time()
                    record.extra["unfinished"] = True
                error: BaseException = asyncio.CancelledError() if task.cancelled() else RuntimeError(
                    "the task running it ended before the run did"
                )
                self._end_with_error(live, None, error)
        except Exception as exc:
            self._fail("task_done", run_id, exc)

    def _finish(self, live: LiveRun) -> None:
        """Bookkeeping when a run ends (see `_finish_root`)."""
        live.root.live -= 1
        if live.is_root:
            self._finish_root(live)

    def _finish_root(self, live: LiveRun) -> None:
        """A root run ended: runs under it that never ended (cancelled) are closed, and ``max_runs`` applies."""
        root = live.root
        root.finished = True
        if root.watch is not None:
            task, callback = root.watch
            root.watch = None
            task.remove_done_callback(callback)
        if root.leading is None and not root.resumed:  # no model call: the conversation is the run's input
            root.input_leading = leading_messages(input_messages(live.inputs))
        if root.thread_id is not None and root.model_ids:
            self._thread_model_ids.setdefault(root.thread_id, set()).update(root.model_ids)
        root.model_ids.clear()  # only needed while the run wrote messages
        root.written.clear()
        for span in root.links:
            self._links.pop(span, None)
        root.links.clear()
        if root.live > 0:  # runs that never ended (the root was cancelled): close them
            end = time.time()
            for orphan in [key for key, other in self._live.items() if other.root is root]:
                node, record = self._live[orphan].task, self._live[orphan].tool
                del self._live[orphan]
                if node is not None and node.end is None:
                    node.end = end
                if record is not None and record.end is None:
                    record.end = end
                    record.extra["unfinished"] = True
            root.live = 0
        if self._roots.get(root.run_id) is not root:
            return  # popped while it ran
        self._finished[root.run_id] = None
        if self.max_runs is not None:
            while len(self._roots) > self.max_runs and self._finished:
                oldest, _ = self._finished.popitem(last=False)
                self._drop(oldest)

    def _drop(self, key: str) -> None:
        root = self._roots.pop(key, None)
        self._finished.pop(key, None)
        if root is not None and root.thread_id is not None:
            runs = self._threads.get(root.thread_id)
            if runs is not None:
                runs.remove(key)
                if not runs:
                    del self._threads[root.thread_id]
                    self._thread_model_ids.pop(root.thread_id, None)

    def _redactor(self, run_id: Any) -> Callable[[str, dict[str, Any]], dict[str, Any]] | None:
        """``redact`` for the calls a message requested (None when no redactor is set)."""
        if self.options.redact is None:
            return None
        return lambda name, args: self._redact(name, args, run_id)[0]

    def _redact(self, name: str, args: dict[str, Any], run_id: Any = None) -> tuple[dict[str, Any], bool]:
        """``(redacted args, failed)``: a failing ``redact`` is recorded and its call stored with ``{}``."""
        stored, error = apply_redact(self.options.redact, name, args)
        if error is not None:
            self._fail("redact", run_id, error)
        return stored, error is not None

    def _end_with_error(self, live: LiveRun, run_id: UUID | None, error: BaseException) -> None:
        """A run that raised: when it is a root, its trajectory records the error (unless LangGraph raised it
        to pause or hand over, which is not a failure)."""
        if live.is_root and not is_control_flow(error):
            live.root.error = error_text(error)
        self._finish(live)
