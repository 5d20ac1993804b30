"""A callback handler that records every tool call of any LangChain / LangGraph run.

Attach one [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder] to a run (``agent.invoke(inputs, {"callbacks": [recorder]})``) and read
``recorder.trajectory``. The handler runs inline (``run_inline = True``), does a few dict operations per event
under one lock, and never raises into the run it observes: a failure inside it is appended to
``recorder.errors``, logged, and the run goes on.

With LangSmith tracing on, ``langsmith.traceable`` spans (``create_agent`` wraps every middleware ``wrap_*``
hook in one) sit between LangChain runs without firing callbacks, so a run's parent can be a span the recorder
never saw. Such a run is linked through LangSmith's current run tree (its ``dotted_order`` lists every
ancestor) to the nearest run the recorder did see, so tracing on or off gives the same trajectory.
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

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import BaseMessage
from langsmith.run_helpers import get_current_run_tree

from langchain_trajectory.capture._build import build_trajectory
from langchain_trajectory.capture._graph_records import graph_trajectory_from_records
from langchain_trajectory.capture._records import (
    ROOT_SCOPE,
    InterruptRecord,
    NodeRecord,
    Options,
    Redactor,
    RootRecord,
    Scope,
    ToolRecord,
    TurnRecord,
    active_agent_of,
    answer_of,
    apply_redact,
    args_of,
    child_scope,
    content_text,
    continues_thread,
    error_text,
    finish_result,
    input_messages,
    interrupt_values,
    interrupts_of,
    is_control_flow,
    is_interrupt,
    is_structured_output_call,
    leading_messages,
    message_field,
    message_ids,
    message_source,
    message_type,
    output_messages,
    read_tool_output,
    readable,
    reasoning_of,
    replayed_request,
    requested_calls,
    resume_of,
    structured_response_of,
    turn_purpose,
    written_messages,
)
from langchain_trajectory.capture._snapshot import normalize_id
from langchain_trajectory.capture.graph import GraphTrajectory, json_safe
from langchain_trajectory.reading import TrajectoryInputError
from langchain_trajectory.reading.usage import model_call_record
from langchain_trajectory.trajectory import ToolCall, Trajectory

__all__ = ["RecorderError", "TrajectoryRecorder"]

logger = logging.getLogger(__name__)


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
class _Live:
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


_NONE: list[Any] = []  # never appended to


def _name(serialized: Any, kwargs: Mapping[str, Any]) -> str | None:
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


def _lc_name(metadata: Mapping[str, Any] | None) -> Any:
    return metadata.get("lc_agent_name") if metadata else None


def _ancestors(dotted_order: str) -> Iterator[UUID]:
    """The run ids in a LangSmith ``dotted_order`` (``<time>Z<uuid>.<time>Z<uuid>...``), nearest first."""
    for segment in reversed(dotted_order.split(".")):
        try:
            yield UUID(segment[-36:])
        except ValueError:
            continue


class TrajectoryRecorder(BaseCallbackHandler):
    """Records the trajectory of every root run it observes: one assistant message per model turn (and per
    ``AIMessage`` a graph node wrote itself) with the tool calls it requested (in request order), each with
    its id, args, result or error, step and metadata.

    One recorder may watch many concurrent runs: each root run (a run whose parent the recorder has not seen,
    directly or through LangSmith's run tree) gets its own trajectory. Nested runs (subgraphs, agents added as
    nodes, agents called inside tools, deepagents subagents) belong to their root; each call's ``metadata``
    says where it ran:

    * ``agent``: the ``lc_agent_name`` of the agent that made it (``create_agent(name=...)``) or the name of the
      enclosing graph; ``path``: enclosing agents and tool calls, outermost first (``["agent:outer",
      "tool:ask_inner", "agent:inner"]``); ``depth``: the number of enclosing tool calls; ``parent_call_id``: the
      id of the innermost enclosing tool call (the deepagents ``task`` call that started a subagent);
    * ``handoff``: ``{"from_agent", "to_agent"}`` when the call handed control to another agent (its tool returned
      ``Command(goto=..., graph=Command.PARENT)``, or a ``transfer_to_*`` / ``transfer_back_to_*`` tool);
    * ``review``: for a call an ``interrupt()`` paused (human review): ``status`` is ``pending``, then
      ``approved``, ``edited`` (``executed_args``: what ran; ``args`` stay the model's), ``rejected`` /
      ``responded`` (``message``: the reviewer's), or ``resumed`` (``resume``: any other resume value);
      ``interrupt_id`` and ``request`` (the interrupt's value, or its HITL action request);
    * ``node`` (the LangGraph node), ``run_id``, ``root_run_id``, ``start_time`` / ``end_time`` (epoch seconds),
      ``duration_ms``;
    * ``requested`` (an assistant message asked for it) and ``executed`` (a tool run happened).

    Each assistant message's ``metadata["source"]`` says where it came from: ``model`` (a chat-model call),
    ``node`` (a graph node wrote the ``AIMessage`` itself, e.g. a supervisor's "transferring back" message) or
    ``middleware`` (a ``create_agent`` middleware hook wrote it, e.g. ``ModelCallLimitMiddleware``'s closing
    message); ``agent`` is the message's ``name`` when it has one. A node-written message has no ``id`` in its
    metadata: the state's reducer gives it one after the node ran.

    Errors: a raised tool error is recorded as ``repr(error)`` (``ClassName(<repr failed>)`` when that raises),
    whether the run then aborts or ``ToolNode`` / middleware turns it into an error message; a tool with
    ``handle_tool_error`` records its error message; an unknown tool name records the error ToolMessage's text
    (``executed`` False); an invalid tool call (arguments the model could not produce as JSON) records ``invalid
    tool call: ...``. A requested call that never ran and was never answered (the run stopped first) is kept
    with no result and no error. Arguments, results and artifacts are JSON-safe snapshots taken when recorded
    (the rule: `langchain_trajectory.capture._snapshot`); tool-call ids are strings.

    ``step`` is the index of the chat-model call that requested the call (a message a node wrote is no step: its
    calls have none and are marked ``synthetic``). The trajectory starts with the system and user messages of the first top-level model call (the
    newest user messages when the call carries history). A run that raised has ``metadata["error"]`` on its
    trajectory and keeps everything recorded up to the error; a run cancelled (``asyncio.wait_for``) ends with
    ``metadata["error"] == "CancelledError()"`` and its unfinished tool runs marked ``metadata["unfinished"]``.

    A LangGraph thread paused on ``interrupt()`` and resumed with ``Command(resume=...)`` is several root runs
    with one ``thread_id``: [`trajectory_for_thread`][langchain_trajectory.capture.TrajectoryRecorder.trajectory_for_thread] gives them as one trajectory with continuous steps and
    each paused call's review.

    Memory: every root run is kept until [`pop`][langchain_trajectory.capture.TrajectoryRecorder.pop], [`drain`][langchain_trajectory.capture.TrajectoryRecorder.drain] or [`clear`][langchain_trajectory.capture.TrajectoryRecorder.clear], or, with ``max_runs``,
    until more than ``max_runs`` runs are kept: then the run that finished first is dropped (runs still in
    flight are never dropped, so more than ``max_runs`` may be kept while that many are running).

    Args:
        nested: Record model turns and tool calls made inside tool calls (agents used as tools) too; when False,
            only top-level ones (``depth == 0``) appear.
        max_result_chars: Cut results longer than this many characters (non-string results as their compact
            JSON text) to their first ``max_result_chars`` characters followed by ``"... [truncated: N chars]"``;
            ``metadata["result_truncated"]`` holds the original length N.
        redact: ``redact(name, args) -> args`` applied to every call's arguments before they are stored (it gets a
            copy). If it raises, the arguments are stored as ``{}`` with ``metadata["redaction_failed"]`` set.
        include_artifacts: Record a ToolMessage's ``artifact`` as the result when it has one.
        node_updates: Keep a JSON-safe snapshot of each LangGraph node's return value (its state update) for
            [`graph_trajectory`][langchain_trajectory.capture.TrajectoryRecorder.graph_trajectory] (off by default: it costs a copy of every update).
        max_runs: Keep at most this many finished root runs (the oldest finished are dropped first); None keeps
            every run.

    Raises:
        TypeError / ValueError: for an option of the wrong type or value.

    Example:
        >>> recorder = TrajectoryRecorder()
        >>> agent.invoke({"messages": [("user", "hi")]}, {"callbacks": [recorder]})
        >>> recorder.trajectory.tool_calls()
    """

    run_inline = True
    raise_error = False

    def __init__(
        self,
        *,
        nested: bool = True,
        max_result_chars: int | None = None,
        redact: Redactor | None = None,
        include_artifacts: bool = False,
        node_updates: bool = False,
        max_runs: int | None = None,
    ) -> None:
        super().__init__()
        self.options = Options(nested, max_result_chars, redact, include_artifacts, node_updates)
        if max_runs is not None and (
            not isinstance(max_runs, int) or isinstance(max_runs, bool) or max_runs < 1
        ):
            raise ValueError(f"max_runs must be a positive int or None, got {max_runs!r}")
        self.max_runs = max_runs
        self._lock = threading.Lock()
        self._seq = 0
        self._roots: dict[str, RootRecord] = {}  # in start order
        self._finished: OrderedDict[str, None] = OrderedDict()  # in finish order
        self._threads: dict[str, list[str]] = {}  # thread id -> its root run ids, in start order
        # thread id -> ids of the model messages its finished runs produced: a resumed run re-emits them (a
        # subgraph node returns its whole state), and they are no message a node wrote
        self._thread_model_ids: dict[str, set[str]] = {}
        self._live: dict[UUID, _Live] = {}
        self._turns: dict[UUID, TurnRecord] = {}
        self._tools: dict[UUID, ToolRecord] = {}
        self._nodes: dict[UUID, NodeRecord] = {}  # node tasks that have started and not ended
        self._links: dict[UUID, UUID] = {}  # a span the recorder never saw -> the recorded run it sits under
        self.errors: list[RecorderError] = []

    # -- results ----------------------------------------------------------------------------------------------

    @property
    def trajectories(self) -> dict[str, Trajectory]:
        """One trajectory per root run, keyed by the root run id as a string, in start order."""
        with self._lock:
            roots = list(self._roots.values())
            return {root.run_id: build_trajectory((root,), self.options) for root in roots}

    @property
    def trajectory(self) -> Trajectory:
        """The trajectory of the one root run the recorder saw.

        Raises:
            TrajectoryInputError: when no run was recorded (usually a recorder that was never attached: pass it
                as ``config={"callbacks": [recorder]}``; an empty trajectory here would let checks pass
                silently), or when several were (the error names them: read [`last`][langchain_trajectory.capture.TrajectoryRecorder.last], [`get`][langchain_trajectory.capture.TrajectoryRecorder.get], or
                [`trajectories`][langchain_trajectory.capture.TrajectoryRecorder.trajectories], rather than a silently chosen one).
        """
        with self._lock:
            self._require_runs()
            if len(self._roots) > 1:
                runs = ", ".join(f"{r.run_id} ({r.name or 'unnamed'})" for r in list(self._roots.values())[-5:])
                more = f"{len(self._roots) - 5} earlier and " if len(self._roots) > 5 else ""
                raise TrajectoryInputError(
                    f"TrajectoryRecorder recorded {len(self._roots)} runs ({more}{runs}); say which: "
                    "recorder.last (the latest started), recorder.get(run_id), or recorder.trajectories (all, by "
                    "run id)"
                )
            root = next(iter(self._roots.values()))
            return build_trajectory((root,), self.options)

    @property
    def last(self) -> Trajectory:
        """The trajectory of the latest-started root run.

        Raises:
            TrajectoryInputError: when no run was recorded.
        """
        with self._lock:
            self._require_runs()
            root = next(reversed(self._roots.values()))
            return build_trajectory((root,), self.options)

    def _require_runs(self) -> None:
        if not self._roots:
            raise TrajectoryInputError(
                "TrajectoryRecorder recorded no run; attach it with config={'callbacks': [recorder]} "
                "or use record_trajectories()"
            )

    @property
    def graph_trajectory(self) -> GraphTrajectory:
        """The LangGraph nodes the recorded runs went through: one segment per root run that ran graph nodes, in
        start order (attach one recorder to the runs of one thread: the first invocation and its resumes).

        Each node has its subgraph namespace, superstep and timings, ``interrupted`` when it stopped at an
        interrupt (``interrupt()`` or a static ``interrupt_before`` / ``interrupt_after``: the innermost node that
        stopped), ``error`` when it raised, and its state update when built with ``node_updates=True``. A node
        resumed after an interrupt runs again in the next segment, as LangGraph runs it.

        Raises:
            TrajectoryInputError: when no graph node was recorded.
        """
        with self._lock:
            roots = [root for root in self._roots.values() if root.nodes]
            if not roots:
                raise TrajectoryInputError(
                    "TrajectoryRecorder recorded no LangGraph node; attach it to a compiled graph's run with "
                    "config={'callbacks': [recorder]}"
                )
            return graph_trajectory_from_records(roots)

    @property
    def tool_calls(self) -> list[ToolCall]:
        """The tool calls of [`trajectory`][langchain_trajectory.capture.TrajectoryRecorder.trajectory], in order."""
        return self.trajectory.tool_calls()

    def trajectory_for_thread(self, thread_id: str) -> Trajectory:
        """Every recorded root run of one LangGraph thread (``config["configurable"]["thread_id"]``) as one
        trajectory: a run paused on ``interrupt()`` and the runs that resumed it, or the turns of a chat kept
        on one thread. Steps continue across the runs; the first run's system and user messages lead, each later
        run adds its new user messages before its first turn; a call paused for review carries
        ``metadata["review"]`` with the decision the resuming run brought. ``metadata`` has ``thread_id``,
        ``root_run_ids``, ``interrupts`` (every interrupt: ``id``, ``value``, ``node``, ``call_ids``,
        ``resumed``) and ``paused`` (True while an interrupt waits for its answer); ``error`` is the latest
        run's. A resumed run runs the paused task again and a subgraph node returns its earlier messages: each call
        is listed once, where it was requested.

        Raises:
            TrajectoryInputError: when no run of that thread was recorded (or all were dropped).
        """
        with self._lock:
            roots = [self._roots[rid] for rid in self._threads.get(str(thread_id), ()) if rid in self._roots]
            if not roots:
                raise TrajectoryInputError(f"TrajectoryRecorder recorded no run of thread {thread_id!r}")
            return build_trajectory(roots, self.options, thread_id=str(thread_id))

    def get(self, run_id: Any) -> Trajectory | None:
        """The trajectory of root run ``run_id`` (a ``UUID`` or its string), or None when no such run is kept;
        builds that one trajectory only (``trajectories`` builds them all)."""
        with self._lock:
            root = self._roots.get(str(run_id))
            return build_trajectory((root,), self.options) if root is not None else None

    def pop(self, run_id: Any) -> Trajectory:
        """The trajectory of root run ``run_id`` (a ``UUID`` or its string), which the recorder then forgets.

        Raises:
            KeyError: when no root run with that id is kept.
        """
        key = str(run_id)
        with self._lock:
            root = self._roots.get(key)
            if root is None:
                raise KeyError(f"TrajectoryRecorder keeps no root run {key!r}")
            trajectory = build_trajectory((root,), self.options)
            self._drop(key)
            return trajectory

    def drain(self) -> dict[str, Trajectory]:
        """The trajectories of every finished root run (keyed by run id, in start order), which the recorder
        then forgets; runs still in flight stay. For streaming consumers: call it after each batch."""
        with self._lock:
            done = [root for root in self._roots.values() if root.finished]
            out = {root.run_id: build_trajectory((root,), self.options) for root in done}
            for root in done:
                self._drop(root.run_id)
            return out

    def clear(self) -> None:
        """Forget every recorded run and error (runs still in flight are forgotten too)."""
        with self._lock:
            self._roots.clear()
            self._finished.clear()
            self._threads.clear()
            self._thread_model_ids.clear()
            self._live.clear()
            self._turns.clear()
            self._tools.clear()
            self._nodes.clear()
            self._links.clear()
            self.errors.clear()

    # -- internals --------------------------------------------------------------------------------------------

    def _fail(self, event: str, run_id: Any, error: BaseException) -> None:
        self.errors.append(RecorderError(event, str(run_id) if run_id is not None else None, error))
        logger.warning("TrajectoryRecorder: %s failed for run %s: %r", event, run_id, error, exc_info=error)

    def _next_seq(self) -> int:
        self._seq += 1
        return self._seq

    def _linked(self, parent_run_id: UUID) -> tuple[UUID, _Live | None]:
        """The nearest recorded ancestor of a parent the recorder never saw (a ``traceable`` span), found in
        LangSmith's current run tree, which is that span or one of its descendants."""
        known = self._links.get(parent_run_id)
        if known is not None:
            live = self._live.get(known)
            if live is not None:
                return known, live
        tree = get_current_run_tree()
        order = getattr(tree, "dotted_order", None) if tree is not None else None
        if not isinstance(order, str) or str(parent_run_id) not in order:
            return parent_run_id, None
        for ancestor in _ancestors(order):
            live = self._live.get(ancestor)
            if live is not None:
                self._links[parent_run_id] = ancestor
                live.root.links.append(parent_run_id)  # forgotten with the root
                return ancestor, live
        return parent_run_id, None

    def _place(
        self,
        run_id: UUID,
        parent_run_id: UUID | None,
        name: str | None,
        metadata: Mapping[str, Any] | None,
        ns: str | None,
    ) -> tuple[RootRecord, Scope, _Live | None]:
        """The root and scope of a starting run (``ns``: its checkpoint namespace), and the run it sits under
        (the nearest recorded ancestor, through LangSmith's run tree if need be), None when it is a root."""
        parent = self._live.get(parent_run_id) if parent_run_id is not None else None
        if parent is None and parent_run_id is not None:
            parent_run_id, parent = self._linked(parent_run_id)
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
        if ns is not None and ns != parent.ns:
            parent.graph = True
        parent.root.live += 1
        scope = child_scope(base, parent_run_id, parent.name, parent.ns, run_id, metadata, ns, parent.lc_name)
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
                self._turns.pop(key, None)
                self._nodes.pop(key, None)
                record = self._tools.pop(key, None)
                if record is not None and record.end is None:
                    record.end = time.time()
                    record.extra["unfinished"] = True
                error: BaseException = asyncio.CancelledError() if task.cancelled() else RuntimeError(
                    "the task running it ended before the run did"
                )
                self._end_with_error(live, None, error)
        except Exception as exc:
            self._fail("task_done", run_id, exc)

    def _finish(self, live: _Live) -> None:
        """Bookkeeping when a run ends (see `_finish_root`)."""
        live.root.live -= 1
        if live.is_root:
            self._finish_root(live)

    def _finish_root(self, live: _Live) -> None:
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
                del self._live[orphan]
                self._turns.pop(orphan, None)
                node = self._nodes.pop(orphan, None)
                if node is not None and node.end is None:
                    node.end = end
                record = self._tools.pop(orphan, None)
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

    # -- chains -----------------------------------------------------------------------------------------------

    def on_chain_start(
        self,
        serialized: dict[str, Any] | None,
        inputs: Any,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        tags: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        try:
            name = _name(serialized, kwargs)
            ns = node = None
            if metadata:
                ns = metadata.get("langgraph_checkpoint_ns")
                node = metadata.get("langgraph_node")
            with self._lock:
                root, scope, parent = self._place(run_id, parent_run_id, name, metadata, ns)
                is_root = parent is None
                # a node's inputs, to tell what it wrote (on_chain_end); a root's, for a run no model call starts
                keep = inputs if node or is_root else None
                self._live[run_id] = _Live(
                    root, scope, name, ns, node, None, None, keep, False, is_root, _lc_name(metadata)
                )
                if is_root:
                    root.resumed, root.resume = resume_of(inputs)
                    if continues_thread(inputs):
                        root.prior_ids = set()
                elif node and root.prior_ids is not None:
                    root.prior_ids.update(message_ids(inputs))
                if ns and node and (parent is None or parent.ns != ns):
                    # A node task: LangGraph gives each task its own checkpoint namespace.
                    step = metadata.get("langgraph_step") if metadata else None
                    self._seq += 1
                    record = NodeRecord(
                        run_id,
                        self._seq,
                        node if type(node) is str else str(node),
                        ns,
                        step if type(step) is int else None,
                        time.time(),
                        inside_tool=scope.depth > 0,
                    )
                    root.nodes.append(record)
                    self._nodes[run_id] = record
        except Exception as exc:
            self._fail("on_chain_start", run_id, exc)

    def on_chain_end(self, outputs: Any, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            with self._lock:
                node = self._nodes.pop(run_id, None) if self._nodes else None
                if node is not None:
                    node.end = time.time()
                live = self._live.pop(run_id, None)
                if live is None:
                    return
                root = live.root
                writes = live.node is not None and not live.graph
                messages = output_messages(outputs) if writes or root.open_ids else _NONE
                if writes:
                    known = root.model_ids
                    for message in messages:  # usually the model's own message passing through: nothing new
                        if not isinstance(message, BaseMessage) or (message.type == "ai" and message.id not in known):
                            self._record_written(live, run_id, messages)
                            break
                if root.open_ids:
                    # A call no tool run started for (unknown tool, a node answering it itself, a rejected
                    # review): its answer.
                    for message in messages:
                        if message_type(message) != "tool":
                            continue
                        call_id = normalize_id(message_field(message, "tool_call_id"))
                        if call_id in root.open_ids:
                            root.open_ids.discard(call_id)
                            root.answers[call_id] = answer_of(message)
                            if message is messages[-1]:
                                structured = structured_response_of(outputs)
                                if structured is not None:  # create_agent's ToolStrategy: the call is the answer
                                    root.structured[call_id] = json_safe(structured)
                root.live -= 1
                if live.is_root:
                    root.active_agent = active_agent_of(outputs)
                    self._finish_root(live)
            if node is not None and self.options.node_updates:
                update = json_safe(outputs)  # a copy of the whole update: outside the lock
                with self._lock:
                    node.update = update
        except Exception as exc:
            self._fail("on_chain_end", run_id, exc)

    def _record_written(self, live: _Live, run_id: UUID, outputs: list[Any]) -> None:
        """Assistant messages a node wrote itself (no model call made them) become turns of their own."""
        root = live.root
        for written in written_messages(outputs, root.model_ids, live.inputs):
            if id(written) in root.written:
                continue
            root.written[id(written)] = written  # kept alive, so its id() stays its own
            message = readable(written)
            now = time.time()
            name = message_field(message, "name")
            turn = TurnRecord(
                run_id,
                self._next_seq(),
                live.scope,
                live.node,
                now,
                now,
                content=content_text(message_field(message, "content")),
                calls=requested_calls(message, self._redactor(run_id)),
                reasoning=reasoning_of(message),
                ns=live.ns,
                source=message_source(live.node),
                name=name if isinstance(name, str) and name else None,
            )
            message_id = normalize_id(message_field(message, "id"))
            place = replayed_request(turn.calls, root.tools) if message_id else None
            if place is not None and message_id:  # a model's request from before a resume: no message a node wrote
                turn.seq, turn.source, turn.purpose, turn.message_id = place, "model", "resumed", message_id
                root.model_ids.add(message_id)
                root.turns.append(turn)
                continue
            if message_id in root.earlier_model_ids or (root.prior_ids and message_id in root.prior_ids):
                continue  # a message from before the resume (a node of this run was given it), returned again
            if turn.content or turn.calls:
                root.turns.append(turn)
                root.open_ids.update(c.id for c in turn.calls or () if c.id and c.error is None)

    def on_chain_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            with self._lock:
                node = self._nodes.pop(run_id, None)
                if node is not None:
                    node.end = time.time()
                    interrupts = interrupt_values(error)
                    if interrupts is not None:
                        node.interrupts = tuple(json_safe(i) for i in interrupts)
                    elif not is_control_flow(error):
                        node.error = error_text(error)
                    else:  # a Command to the parent graph hands over: no error, and no write of its own
                        node.handed_over = True
                live = self._live.pop(run_id, None)
                if live is None:
                    return
                if is_interrupt(error):
                    root = live.root
                    for interrupt_id, value in interrupts_of(error):
                        if interrupt_id is None or interrupt_id not in root.interrupt_ids:
                            if interrupt_id is not None:
                                root.interrupt_ids.add(interrupt_id)
                            root.interrupts.append(
                                InterruptRecord(self._next_seq(), interrupt_id, value, live.node)
                            )
                self._end_with_error(live, run_id, error)
        except Exception as exc:
            self._fail("on_chain_error", run_id, exc)

    def _end_with_error(self, live: _Live, run_id: UUID | None, error: BaseException) -> None:
        """A run that raised: when it is a root, its trajectory records the error (unless LangGraph raised it
        to pause or hand over, which is not a failure)."""
        if live.is_root and not is_control_flow(error):
            live.root.error = error_text(error)
        self._finish(live)

    # Retrievers and other runs only matter as links in the parent chain.
    on_retriever_start = on_chain_start  # type: ignore[assignment]

    def on_retriever_end(self, documents: Any, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            with self._lock:
                live = self._live.pop(run_id, None)
                if live is not None:
                    self._finish(live)
        except Exception as exc:
            self._fail("on_retriever_end", run_id, exc)

    def on_retriever_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self.on_chain_error(error, run_id=run_id)

    # -- model turns ------------------------------------------------------------------------------------------

    def on_chat_model_start(
        self,
        serialized: dict[str, Any] | None,
        messages: list[list[Any]],
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        tags: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        try:
            self._start_turn(
                serialized, messages[0] if messages else None, run_id, parent_run_id, metadata, kwargs
            )
        except Exception as exc:
            self._fail("on_chat_model_start", run_id, exc)

    def on_llm_start(
        self,
        serialized: dict[str, Any] | None,
        prompts: list[str],
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        tags: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        try:
            inputs = [{"type": "human", "content": prompts[0]}] if prompts else None
            self._start_turn(serialized, inputs, run_id, parent_run_id, metadata, kwargs)
        except Exception as exc:
            self._fail("on_llm_start", run_id, exc)

    def _start_turn(
        self,
        serialized: Any,
        inputs: Any,
        run_id: UUID,
        parent_run_id: UUID | None,
        metadata: dict[str, Any] | None,
        kwargs: Mapping[str, Any],
    ) -> None:
        node = ns = model = None
        if metadata:
            node = metadata.get("langgraph_node")
            ns = metadata.get("langgraph_checkpoint_ns")
            model = metadata.get("ls_model_name")
        start = time.time()
        with self._lock:
            root, scope, parent = self._place(run_id, parent_run_id, _name(serialized, kwargs), metadata, ns)
            is_root = parent is None
            if not is_structured_output_call(kwargs.get("options")):
                turn = self._turns[run_id] = TurnRecord(
                    run_id, self._next_seq(), scope, node, start, ns=ns, model=model, purpose=turn_purpose(metadata)
                )
                root.turns.append(turn)
                if root.leading is None and scope.depth == 0 and inputs is not None:
                    root.leading = leading_messages(inputs)
            # Remember the run (its children are rare, but a parent-less child must not become a new root).
            self._live[run_id] = _Live(root, scope, None, ns, node, is_root=is_root, lc_name=_lc_name(metadata))

    def on_llm_end(self, response: Any, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            end = time.time()
            generations = response.generations
            first = generations[0][0] if generations and generations[0] else None
            message = getattr(first, "message", None)
            with self._lock:
                turn = self._turns.pop(run_id, None)
                live = self._live.pop(run_id, None)
            if turn is not None:
                if message is None:
                    content, calls, message_id = (getattr(first, "text", "") if first else ""), [], None
                    output = getattr(response, "llm_output", None)
                    usage = model_call_record(
                        usage=output.get("token_usage") if isinstance(output, dict) else None,
                        requested_model=turn.model,
                    )
                else:
                    content = content_text(message.content)
                    message_id = normalize_id(message.id)
                    calls = requested_calls(message, self._redactor(run_id))
                    usage = model_call_record(
                        usage_metadata=getattr(message, "usage_metadata", None),
                        response_metadata=getattr(message, "response_metadata", None),
                        requested_model=turn.model,
                    )
            with self._lock:
                if turn is not None:
                    turn.end = end
                    turn.content = content
                    turn.message_id = message_id
                    turn.calls = calls
                    turn.reasoning = reasoning_of(message) if message is not None else ""
                    turn.usage = usage
                if live is not None:
                    if turn is not None:
                        live.root.open_ids.update(c.id for c in calls if c.id and c.error is None)
                        if message_id:
                            live.root.model_ids.add(message_id)
                    self._finish(live)
        except Exception as exc:
            self._fail("on_llm_end", run_id, exc)

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            with self._lock:
                self._turns.pop(run_id, None)
                live = self._live.pop(run_id, None)
                if live is not None:
                    self._end_with_error(live, run_id, error)
        except Exception as exc:
            self._fail("on_llm_error", run_id, exc)

    # -- tools ------------------------------------------------------------------------------------------------

    def on_tool_start(
        self,
        serialized: dict[str, Any] | None,
        input_str: str,
        *,
        run_id: UUID,
        parent_run_id: UUID | None = None,
        tags: list[str] | None = None,
        metadata: dict[str, Any] | None = None,
        inputs: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        try:
            start = time.time()
            name = _name(serialized, kwargs) or "<unnamed tool>"
            call_id = normalize_id(kwargs.get("tool_call_id"))
            args, redaction_failed = self._redact(name, args_of(inputs, input_str), run_id)
            ns = node = None
            if metadata:
                ns = metadata.get("langgraph_checkpoint_ns")
                node = metadata.get("langgraph_node")
            with self._lock:
                root, scope, parent = self._place(run_id, parent_run_id, name, metadata, ns)
                is_root = parent is None
                record = ToolRecord(
                    run_id=run_id,
                    parent_run_id=parent_run_id,
                    seq=self._next_seq(),
                    scope=scope,
                    node=node,
                    name=name,
                    args=args,
                    call_id=call_id,
                    start=start,
                    ns=ns,
                )
                if redaction_failed:
                    record.extra["redaction_failed"] = True
                root.tools.append(record)
                if call_id:
                    root.open_ids.discard(call_id)
                self._tools[run_id] = record
                self._live[run_id] = _Live(
                    root, scope, name, ns, node, tool=record, is_root=is_root, lc_name=_lc_name(metadata)
                )
        except Exception as exc:
            self._fail("on_tool_start", run_id, exc)

    def on_tool_end(self, output: Any, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            end = time.time()
            with self._lock:
                record = self._tools.pop(run_id, None)
                live = self._live.pop(run_id, None)
            if record is not None:
                result, error, call_id, extra = read_tool_output(output, record.call_id)
                result = finish_result(result, extra, self.options) if error is None else None
            with self._lock:
                if record is not None:
                    record.end = end
                    record.result = result
                    record.error = error
                    record.call_id = call_id
                    record.extra.update(extra)
                if live is not None:
                    self._finish(live)
        except Exception as exc:
            self._fail("on_tool_end", run_id, exc)

    def on_tool_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            end = time.time()
            with self._lock:
                record = self._tools.pop(run_id, None)
                live = self._live.pop(run_id, None)
                if record is not None:
                    record.end = end
                    if is_control_flow(error):
                        record.extra["interrupted"] = (
                            True  # paused (interrupt()) or handed over: no result yet
                        )
                        found = interrupts_of(error)
                        if found and live is not None:
                            interrupt_id, value = found[0]
                            record.interrupt = InterruptRecord(
                                self._next_seq(), interrupt_id, value, record.node
                            )
                            live.root.interrupt_ids.update(i for i, _ in found if i is not None)
                    else:
                        record.error = error_text(error)
                if live is not None:
                    self._end_with_error(live, run_id, error)
        except Exception as exc:
            self._fail("on_tool_error", run_id, exc)
