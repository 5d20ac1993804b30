"""A callback handler that records every tool call of any LangChain / LangGraph run.

Attach one [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder] to a run (``agent.invoke(inputs, {"callbacks": [recorder]})``) and read
``recorder.trajectory``. The handler runs inline (``run_inline = True``), does a few dict operations per event
under one lock, and never raises into the run it observes: a failure inside it is appended to
``recorder.errors``, logged, and the run goes on.

With LangSmith tracing on, ``langsmith.traceable`` spans (``create_agent`` wraps every middleware ``wrap_*``
hook in one) sit between LangChain runs without firing callbacks, so a run's parent can be a span the recorder
never saw. Such a run is linked through LangSmith's current run tree (its ``dotted_order`` lists every
ancestor) to the nearest run the recorder did see, so tracing on or off gives the same trajectory.

Where the parts live: the runs the recorder keeps and their bookkeeping in
`_runs`, the chain callbacks in `_chains`,
reading callback payloads in `_events`, the records in
`_records`; this module keeps the public API and the model and tool callbacks.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler

from langchain_trajectory.capture._build import build_trajectory
from langchain_trajectory.capture._chains import ChainCallbacks
from langchain_trajectory.capture._events import (
    args_of,
    error_text,
    finish_result,
    is_structured_output_call,
    leading_messages,
    read_reply,
    read_tool_output,
    turn_purpose,
)
from langchain_trajectory.capture._graph_records import graph_trajectory_from_records
from langchain_trajectory.capture._interrupts import (
    interrupts_of,
    is_control_flow,
)
from langchain_trajectory.capture._records import (
    InterruptRecord,
    Options,
    Redactor,
    RequestedCall,
    ToolRecord,
    TurnRecord,
)
from langchain_trajectory.capture._runs import LiveRun, RecorderError, run_key, run_name
from langchain_trajectory.capture._snapshot import normalize_id
from langchain_trajectory.graph_trajectory import GraphTrajectory
from langchain_trajectory.reading import TrajectoryInputError
from langchain_trajectory.reading.usage import model_call_record
from langchain_trajectory.trajectory import ToolCall, Trajectory

__all__ = ["RecorderError", "TrajectoryRecorder"]


class TrajectoryRecorder(ChainCallbacks, BaseCallbackHandler):
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
    A bare chat model (not inside a graph or chain) reports nothing when cancelled; the recorder closes its run when
    the asyncio task running it ends. From Python 3.12, ``asyncio.wait_for(coroutine, ...)`` runs the coroutine in
    the caller's own task, so such a run stays open until that task ends: give ``wait_for`` a task
    (``asyncio.ensure_future(model.ainvoke(...))``) to have it closed at once.

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
    # langchain-core reads one of these per event for every handler: class attributes instead of the base
    # class's properties (a Python call each); the recorder has no on_retry or on_custom_event to call.
    ignore_llm = False
    ignore_chain = False
    ignore_agent = False  # also governs on_tool_end and on_tool_error
    ignore_retriever = False
    ignore_chat_model = False
    ignore_retry = True
    ignore_custom_event = True

    # Retrievers and other runs only matter as links in the parent chain.
    on_retriever_start = ChainCallbacks.on_chain_start  # type: ignore[assignment]

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
        options = Options(nested, max_result_chars, redact, include_artifacts, node_updates)
        if max_runs is not None and (
            not isinstance(max_runs, int) or isinstance(max_runs, bool) or max_runs < 1
        ):
            raise ValueError(f"max_runs must be a positive int or None, got {max_runs!r}")
        super().__init__(options, max_runs)

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
            self._links.clear()
            self.errors.clear()

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
        node = ns = model = lc_name = purpose = None
        if metadata:
            node = metadata.get("langgraph_node")
            ns = metadata.get("langgraph_checkpoint_ns")
            model = metadata.get("ls_model_name")
            lc_name = metadata.get("lc_agent_name")
            purpose = turn_purpose(metadata)
        start = time.time()
        key: Any
        try:
            key = run_id.int  # run_key, inlined
        except AttributeError:
            key = run_id
        name = kwargs.get("name") or (serialized.get("name") if type(serialized) is dict else None)
        if not name or type(name) is not str:
            name = run_name(serialized, kwargs)  # the usual cases above, inlined
        options = kwargs.get("options")
        structured = options is not None and is_structured_output_call(options)
        with self._lock:
            root, scope, parent = self._place(run_id, parent_run_id, name, metadata, ns, lc_name)
            turn = None
            if not structured:
                self._seq += 1
                turn = TurnRecord(run_id, self._seq, scope, node, start, ns=ns, model=model, purpose=purpose)
                root.turns.append(turn)
                if root.leading is None and scope.depth == 0 and inputs is not None:
                    root.leading = leading_messages(inputs)
            # Remember the run (its children are rare, but a parent-less child must not become a new root).
            self._live[key] = LiveRun(
                root, scope, None, ns, node, None, None, None, False, parent is None, lc_name, None, turn
            )

    def on_llm_end(self, response: Any, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            end = time.time()
            key: Any
            try:
                key = run_id.int  # run_key, inlined
            except AttributeError:
                key = run_id
            live = self._live.get(key)  # read without the lock: only this run's end (below) or its root's takes it
            turn = live.turn if live is not None else None
            if turn is not None:
                try:
                    content, message_id, calls, reasoning, usage = self._read_response(response, turn.model, run_id)
                except Exception:
                    with self._lock:  # the run is forgotten, as before the response was read
                        self._live.pop(key, None)
                    raise
            with self._lock:
                if live is None or self._live.pop(key, None) is not live:
                    return  # unknown, or closed with its root meanwhile
                root = live.root
                if turn is not None:
                    turn.end = end
                    turn.content = content
                    turn.message_id = message_id
                    turn.calls = calls
                    turn.reasoning = reasoning
                    turn.usage = usage
                    for call in calls:
                        if call.id and call.error is None:
                            root.open_ids.add(call.id)
                    if message_id:
                        root.model_ids.add(message_id)
                root.live -= 1
                if live.is_root:
                    self._finish_root(live)
        except Exception as exc:
            self._fail("on_llm_end", run_id, exc)

    def _read_response(
        self, response: Any, model: str | None, run_id: UUID
    ) -> tuple[str, str | None, list[RequestedCall], str, dict[str, Any]]:
        """``(content, message id, calls, reasoning, usage)`` of a model call's response."""
        generations = response.generations
        first = generations[0][0] if generations and generations[0] else None
        message = getattr(first, "message", None)
        if message is None:
            output = getattr(response, "llm_output", None)
            usage = model_call_record(
                usage=output.get("token_usage") if isinstance(output, dict) else None, requested_model=model
            )
            return (getattr(first, "text", "") if first else ""), None, [], "", usage
        reply = read_reply(message, self._redactor(run_id))
        usage = model_call_record(
            usage_metadata=getattr(message, "usage_metadata", None),
            response_metadata=getattr(message, "response_metadata", None),
            requested_model=model,
        )
        return reply.content, reply.message_id, reply.calls, reply.reasoning, usage

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            key = run_key(run_id)
            with self._lock:
                live = self._live.pop(key, None)
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
            key: Any
            try:
                key = run_id.int  # run_key, inlined
            except AttributeError:
                key = run_id
            name = kwargs.get("name") or (serialized.get("name") if type(serialized) is dict else None)
            if not name or type(name) is not str:
                name = run_name(serialized, kwargs) or "<unnamed tool>"  # the usual cases above, inlined
            call_id = kwargs.get("tool_call_id")
            if call_id is not None and type(call_id) is not str:
                call_id = normalize_id(call_id)
            args, redaction_failed = args_of(inputs, input_str), False
            if self.options.redact is not None:
                args, redaction_failed = self._redact(name, args, run_id)
            ns = node = lc_name = None
            if metadata:
                ns = metadata.get("langgraph_checkpoint_ns")
                node = metadata.get("langgraph_node")
                lc_name = metadata.get("lc_agent_name")
            with self._lock:
                root, scope, parent = self._place(run_id, parent_run_id, name, metadata, ns, lc_name)
                self._seq += 1
                record = ToolRecord(run_id, parent_run_id, self._seq, scope, node, name, args, call_id, start, ns=ns)
                if redaction_failed:
                    record.extra["redaction_failed"] = True
                root.tools.append(record)
                if call_id:
                    root.open_ids.discard(call_id)
                self._live[key] = LiveRun(root, scope, name, ns, node, record, None, None, False, parent is None, lc_name)
        except Exception as exc:
            self._fail("on_tool_start", run_id, exc)

    def on_tool_end(self, output: Any, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            end = time.time()
            key: Any
            try:
                key = run_id.int  # run_key, inlined
            except AttributeError:
                key = run_id
            live = self._live.get(key)  # read without the lock: only this run's end or its root's takes it
            record = live.tool if live is not None else None
            if record is not None:
                try:
                    result, error, call_id, extra = read_tool_output(output, record.call_id)
                    if error is not None:
                        result = None
                    elif extra or self.options.max_result_chars is not None:
                        result = finish_result(result, extra, self.options)
                except Exception:
                    with self._lock:  # the run is forgotten, as before its output was read
                        self._live.pop(key, None)
                    raise
            with self._lock:
                if live is None or self._live.pop(key, None) is not live:
                    return  # unknown, or closed with its root meanwhile
                if record is not None:
                    record.end = end
                    record.result = result
                    record.error = error
                    record.call_id = call_id
                    if extra:
                        record.extra.update(extra)
                live.root.live -= 1
                if live.is_root:
                    self._finish_root(live)
        except Exception as exc:
            self._fail("on_tool_end", run_id, exc)

    def on_tool_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            end = time.time()
            key = run_key(run_id)
            with self._lock:
                live = self._live.pop(key, None)
                record = live.tool if live is not None else None
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
