"""A callback handler that records every tool call of any LangChain / LangGraph run.

Attach one :class:`TrajectoryRecorder` to a run (``agent.invoke(inputs, {"callbacks": [recorder]})``) and read
``recorder.trajectory``. The handler runs inline (``run_inline = True``), does a dict insert or two per event under
one lock, and never raises into the run it observes: a failure inside it is appended to ``recorder.errors``,
logged, and the run goes on.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler

from langchain_trajectory.capture._records import (
    ROOT_SCOPE,
    NodeRecord,
    Options,
    Redactor,
    RootRecord,
    Scope,
    ToolRecord,
    TurnRecord,
    answer_of,
    apply_redact,
    args_of,
    build_trajectory,
    child_scope,
    error_text,
    finish_result,
    interrupt_values,
    is_control_flow,
    is_structured_output_call,
    message_field,
    read_tool_output,
    requested_calls,
    tool_messages,
)
from langchain_trajectory.capture.graph import GraphTrajectory, graph_trajectory_from_records, json_safe
from langchain_trajectory.reading import TrajectoryInputError, message_text
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
    scope: Scope  # the scope of this run's children
    name: str | None
    ns: str | None


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


class TrajectoryRecorder(BaseCallbackHandler):
    """Records the trajectory of every root run it observes: one assistant message per model turn with the tool
    calls that turn requested (in request order), each with its id, args, result or error, step and metadata.

    One recorder may watch many concurrent runs: each root run (a run whose parent the recorder has not seen)
    gets its own trajectory. Nested runs (subgraphs, agents added as nodes, agents called inside tools) belong to
    their root; each call's ``metadata`` says where it ran:

    * ``agent``: the ``lc_agent_name`` of the agent that made it (``create_agent(name=...)``) or the name of the
      enclosing graph; ``path``: enclosing agents and tool calls, outermost first (``["agent:outer",
      "tool:ask_inner", "agent:inner"]``); ``depth``: the number of enclosing tool calls;
    * ``node`` (the LangGraph node), ``run_id``, ``root_run_id``, ``start_time`` / ``end_time`` (epoch seconds),
      ``duration_ms``;
    * ``requested`` (a model turn asked for it) and ``executed`` (a tool run happened).

    Errors: a raised tool error is recorded as ``repr(error)``, whether the run then aborts or ``ToolNode`` /
    middleware turns it into an error message; a tool with ``handle_tool_error`` records its error message; an
    unknown tool name records the error ToolMessage's text (``executed`` False); an invalid tool call (arguments
    the model could not produce as JSON) records ``invalid tool call: ...``. A requested call that never ran and
    was never answered (the run stopped first) is kept with no result and no error.

    ``step`` is the index of the model turn (assistant message) that requested the call. The trajectory starts
    with the system and user messages of the first top-level model call (the newest user messages when the call
    carries history). A run that raised has ``metadata["error"]`` on its trajectory and keeps everything recorded
    up to the error.

    Args:
        nested: Record model turns and tool calls made inside tool calls (agents used as tools) too; when False,
            only top-level ones (``depth == 0``) appear.
        max_result_chars: Truncate results longer than this many characters (non-string results are truncated as
            their compact JSON text); ``metadata["result_truncated"]`` holds the original length.
        redact: ``redact(name, args) -> args`` applied to every call's arguments before they are stored (it gets a
            copy). If it raises, the arguments are stored as ``{}`` with ``metadata["redaction_failed"]`` set.
        include_artifacts: Record a ToolMessage's ``artifact`` as the result when it has one.
        node_updates: Keep a JSON-safe snapshot of each LangGraph node's return value (its state update) for
            :attr:`graph_trajectory` (off by default: it costs a copy of every update).

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
    ) -> None:
        super().__init__()
        self.options = Options(nested, max_result_chars, redact, include_artifacts, node_updates)
        self._lock = threading.Lock()
        self._seq = 0
        self._roots: dict[str, RootRecord] = {}
        self._live: dict[UUID, _Live] = {}
        self._turns: dict[UUID, TurnRecord] = {}
        self._tools: dict[UUID, ToolRecord] = {}
        self._nodes: dict[UUID, NodeRecord] = {}
        self._inner: dict[tuple[int, str], tuple[Scope, Scope]] = {}  # (id(scope), tool) -> (scope, inner)
        self.errors: list[RecorderError] = []

    # -- results ----------------------------------------------------------------------------------------------

    @property
    def trajectories(self) -> dict[str, Trajectory]:
        """One trajectory per root run, keyed by the root run id as a string, in start order."""
        with self._lock:
            roots = list(self._roots.values())
            return {root.run_id: build_trajectory(root, self.options) for root in roots}

    @property
    def trajectory(self) -> Trajectory:
        """The trajectory of the single or latest-started root run.

        Raises:
            TrajectoryInputError: when no run was recorded (usually a recorder that was never attached: pass it
                as ``config={"callbacks": [recorder]}``); an empty trajectory here would let checks pass silently.
        """
        with self._lock:
            if not self._roots:
                raise TrajectoryInputError(
                    "TrajectoryRecorder recorded no run; attach it with config={'callbacks': [recorder]} "
                    "or use record_trajectories()"
                )
            root = next(reversed(self._roots.values()))
            return build_trajectory(root, self.options)

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
        """The tool calls of :attr:`trajectory`, in order."""
        return self.trajectory.tool_calls()

    def clear(self) -> None:
        """Forget every recorded run and error (runs still in flight are forgotten too)."""
        with self._lock:
            self._roots.clear()
            self._inner.clear()
            self._live.clear()
            self._turns.clear()
            self._tools.clear()
            self._nodes.clear()
            self.errors.clear()

    # -- internals --------------------------------------------------------------------------------------------

    def _fail(self, event: str, run_id: Any, error: BaseException) -> None:
        self.errors.append(RecorderError(event, str(run_id) if run_id is not None else None, error))
        logger.warning("TrajectoryRecorder: %s failed for run %s: %r", event, run_id, error, exc_info=error)

    def _next_seq(self) -> int:
        self._seq += 1
        return self._seq

    def _place(
        self, run_id: UUID, parent_run_id: UUID | None, name: str | None, metadata: Mapping[str, Any] | None
    ) -> tuple[RootRecord, Scope]:
        """The root and scope of a starting run (a new root when its parent is unknown)."""
        parent = self._live.get(parent_run_id) if parent_run_id is not None else None
        if parent is None:
            key = str(run_id)
            root = self._roots.get(key)
            if root is None:
                root = self._roots[key] = RootRecord(run_id=key, name=name)
            return root, child_scope(ROOT_SCOPE, None, None, None, run_id, metadata)
        return parent.root, child_scope(parent.scope, parent_run_id, parent.name, parent.ns, run_id, metadata)

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
            ns = metadata.get("langgraph_checkpoint_ns") if metadata else None
            with self._lock:
                parent = self._live.get(parent_run_id) if parent_run_id is not None else None
                root, scope = self._place(run_id, parent_run_id, name, metadata)
                self._live[run_id] = _Live(root, scope, name, ns)
                if ns and metadata and (parent is None or parent.ns != ns) and metadata.get("langgraph_node"):
                    # A node task: LangGraph gives each task its own checkpoint namespace.
                    step = metadata.get("langgraph_step")
                    record = NodeRecord(
                        run_id=run_id,
                        seq=self._next_seq(),
                        name=str(metadata["langgraph_node"]),
                        ns=ns,
                        step=step if isinstance(step, int) else None,
                        start=time.time(),
                    )
                    root.nodes.append(record)
                    self._nodes[run_id] = record
        except Exception as exc:
            self._fail("on_chain_start", run_id, exc)

    def on_chain_end(self, outputs: Any, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            if self._nodes:
                self._end_node(run_id, outputs)
            with self._lock:
                live = self._live.pop(run_id, None)
                if live is None or not live.root.open_ids:
                    return
                root = live.root
                # A call no tool run started for (unknown tool, a node answering it itself): its answer.
                for message in tool_messages(outputs):
                    call_id = message_field(message, "tool_call_id")
                    if call_id in root.open_ids:
                        root.open_ids.discard(call_id)
                        root.answers[call_id] = answer_of(message)
        except Exception as exc:
            self._fail("on_chain_end", run_id, exc)

    def _end_node(self, run_id: UUID, outputs: Any) -> None:
        """A node task ended: its end time, and a snapshot of its update when ``node_updates`` is on."""
        end = time.time()
        with self._lock:
            node = self._nodes.pop(run_id, None)
            if node is None:
                return
            node.end = end
        if self.options.node_updates:
            update = json_safe(outputs)
            with self._lock:
                node.update = update

    def on_chain_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            with self._lock:
                node = self._nodes.pop(run_id, None)
                if node is not None:
                    node.end = time.time()
                    interrupts = interrupt_values(error)
                    if interrupts is not None:
                        node.interrupts = tuple(json_safe(i) for i in interrupts)
                    elif not is_control_flow(error):  # a Command to the parent graph hands over: no error
                        node.error = error_text(error)
                self._end_with_error(self._live.pop(run_id, None), run_id, error)
        except Exception as exc:
            self._fail("on_chain_error", run_id, exc)

    @staticmethod
    def _end_with_error(live: _Live | None, run_id: UUID, error: BaseException) -> None:
        """A run that raised: when it is a root, its trajectory records the error (unless LangGraph raised it
        to pause or hand over, which is not a failure)."""
        if live is not None and live.root.run_id == str(run_id) and not is_control_flow(error):
            live.root.error = error_text(error)

    # Retrievers and other runs only matter as links in the parent chain.
    on_retriever_start = on_chain_start  # type: ignore[assignment]

    def on_retriever_end(self, documents: Any, *, run_id: UUID, **kwargs: Any) -> None:
        with self._lock:
            self._live.pop(run_id, None)

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
        node = metadata.get("langgraph_node") if metadata else None
        start = time.time()
        with self._lock:
            root, scope = self._place(run_id, parent_run_id, _name(serialized, kwargs), metadata)
            if not is_structured_output_call(kwargs.get("options")):
                ns = metadata.get("langgraph_checkpoint_ns") if metadata else None
                self._turns[run_id] = TurnRecord(run_id, self._next_seq(), scope, node, start, ns=ns)
                root.turns.append(self._turns[run_id])
                if root.inputs is None and scope.depth == 0 and inputs is not None:
                    root.inputs = inputs
            # Remember the run (its children are rare, but a parent-less child must not become a new root).
            self._live[run_id] = _Live(
                root, scope, None, metadata.get("langgraph_checkpoint_ns") if metadata else None
            )

    def on_llm_end(self, response: Any, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            end = time.time()
            generations = response.generations
            first = generations[0][0] if generations and generations[0] else None
            message = getattr(first, "message", None)
            with self._lock:
                turn = self._turns.pop(run_id, None)
                live = self._live.pop(run_id, None)
            if turn is None:
                return
            if message is None:
                content, calls, message_id = (getattr(first, "text", "") if first else ""), [], None
            else:
                content = message_text(message.content, "model output")
                message_id = message.id
                calls = requested_calls(message, lambda n, a: self._redact(n, a, run_id)[0])
            with self._lock:
                turn.end = end
                turn.content = content
                turn.message_id = message_id
                turn.calls = calls
                if live is not None:
                    live.root.open_ids.update(c.id for c in calls if c.id and c.error is None)
        except Exception as exc:
            self._fail("on_llm_end", run_id, exc)

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            with self._lock:
                self._turns.pop(run_id, None)
                self._end_with_error(self._live.pop(run_id, None), run_id, error)
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
            call_id = kwargs.get("tool_call_id")
            args, redaction_failed = self._redact(name, args_of(inputs, input_str), run_id)
            ns = metadata.get("langgraph_checkpoint_ns") if metadata else None
            with self._lock:
                root, scope = self._place(run_id, parent_run_id, name, metadata)
                record = ToolRecord(
                    run_id=run_id,
                    parent_run_id=parent_run_id,
                    seq=self._next_seq(),
                    scope=scope,
                    node=metadata.get("langgraph_node") if metadata else None,
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
                cached = self._inner.get((id(scope), name))
                if cached is None or cached[0] is not scope:
                    cached = self._inner[(id(scope), name)] = (scope, scope.inside_tool(name))
                self._live[run_id] = _Live(root, cached[1], name, ns)
        except Exception as exc:
            self._fail("on_tool_start", run_id, exc)

    def on_tool_end(self, output: Any, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            end = time.time()
            with self._lock:
                record = self._tools.pop(run_id, None)
                self._live.pop(run_id, None)
            if record is None:
                return
            result, error, call_id, extra = read_tool_output(output, record.call_id)
            result = finish_result(result, extra, self.options) if error is None else None
            with self._lock:
                record.end = end
                record.result = result
                record.error = error
                record.call_id = call_id
                record.extra.update(extra)
        except Exception as exc:
            self._fail("on_tool_end", run_id, exc)

    def on_tool_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            end = time.time()
            with self._lock:
                record = self._tools.pop(run_id, None)
                self._end_with_error(self._live.pop(run_id, None), run_id, error)
                if record is not None:
                    record.end = end
                    if is_control_flow(error):
                        record.extra["interrupted"] = (
                            True  # paused (interrupt()) or handed over: no result yet
                        )
                    else:
                        record.error = error_text(error)
        except Exception as exc:
            self._fail("on_tool_error", run_id, exc)
