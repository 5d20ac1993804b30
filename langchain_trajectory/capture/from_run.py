"""Rebuild a trajectory from a LangSmith run tree (``Run`` or ``RunTree``).

The tree's ``llm`` runs give the model turns (their output ``AIMessage`` holds the text and the requested tool
calls, with ids), its ``tool`` runs give the executions (name, args, the ``tool_call_id`` LangChain stores in
``run.extra``, result or error), and chain outputs give the ToolMessages that answered calls no tool ran for
(unknown tools, rejected reviews) and the ``AIMessage``s graph nodes wrote themselves. The records are the
recorder's, and the trajectory is built by the same code, so a LangSmith evaluator reading a run and a recorder
watching the same run agree. ``langsmith.traceable`` spans in the tree (middleware ``wrap_*`` hooks with tracing
on) are read through: they add no calls.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from langsmith.run_trees import RunTree
from langsmith.schemas import Run

from langchain_trajectory.capture._build import build_trajectory
from langchain_trajectory.capture._events import (
    active_agent_of,
    answer_of,
    apply_redact,
    args_of,
    continues_thread,
    error_from_run,
    finish_result,
    input_messages,
    is_structured_output_call,
    leading_messages,
    message_field,
    message_ids,
    message_type,
    output_messages,
    read_reply,
    read_tool_output,
    readable,
    resume_of,
    structured_response_of,
    tool_messages,
    turn_purpose,
    written_messages,
)
from langchain_trajectory.capture._interrupts import (
    interrupts_from_text,
    is_control_flow,
    is_interrupt,
)
from langchain_trajectory.capture._records import (
    ROOT_SCOPE,
    InterruptRecord,
    Options,
    Redactor,
    RootRecord,
    Scope,
    ToolRecord,
    TurnRecord,
    child_scope,
    message_source,
    replayed_request,
)
from langchain_trajectory.capture._snapshot import normalize_id, snapshot
from langchain_trajectory.reading import TrajectoryInputError
from langchain_trajectory.reading.usage import model_call_record
from langchain_trajectory.trajectory import Trajectory

__all__ = ["trajectory_from_run"]

# LangSmith stores chat-model runs as "llm"; langchain-core's own tracers (its run collector) as "chat_model".
_MODEL_RUNS = ("llm", "chat_model")


def trajectory_from_run(
    run: Any,
    *,
    nested: bool = True,
    max_result_chars: int | None = None,
    redact: Redactor | None = None,
    include_artifacts: bool = False,
) -> Trajectory:
    """The trajectory of a LangSmith run tree, equal to what [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder] records for the same run
    (timings aside: each side measures its own).

    Args:
        run: A ``langsmith.schemas.Run`` or ``langsmith.run_trees.RunTree`` with its ``child_runs`` loaded (what
            a ``langsmith.evaluate`` evaluator receives, or ``client.read_run(id, load_child_runs=True)``).
        nested: Keep model turns and tool calls made inside other tool calls (agents used as tools). Each call's
            ``metadata["path"]`` names its enclosing agents and tools either way.
        max_result_chars: Truncate results longer than this (as text; ``metadata["result_truncated"]`` holds the
            original length).
        redact: ``redact(name, args) -> args`` applied to every call's arguments (it receives a copy).
        include_artifacts: Record a ToolMessage's ``artifact`` as the result when it has one.

    Returns:
        The system and user messages of the first top-level model call, then one assistant message per finished
        model turn (and per ``AIMessage`` a node wrote, ``metadata["source"]`` ``node`` / ``middleware``) with the
        calls it requested (request order), each with its result or error. Calls the model requested that no
        tool ran are kept: with the error ToolMessage's text for an unknown tool, or with no result when the run
        stopped before them (``metadata["executed"]`` is False). A run that paused on ``interrupt()`` has the
        interrupts of its outputs in ``metadata["interrupts"]`` and its paused calls ``review`` ``pending``;
        a run that resumed a thread holds only what ran after the resume (the paused turn is in an earlier
        run: read the thread with ``TrajectoryRecorder.trajectory_for_thread`` or its final state with
        ``Trajectory.from_messages``).

    Raises:
        TrajectoryInputError: when ``run`` is not a LangSmith run.
    """
    if not isinstance(run, (Run, RunTree)):
        raise TrajectoryInputError(f"run: expected a langsmith Run or RunTree, got {type(run).__name__}")
    options = Options(nested, max_result_chars, redact, include_artifacts)
    root = RootRecord(run_id=str(run.id), name=run.name)
    if run.error and not is_control_flow(run.error):
        root.error = error_from_run(run.error)
    given = _graph_input(run)
    root.resumed, root.resume = resume_of(given)
    if continues_thread(given):
        root.prior_ids = set()
    root.active_agent = active_agent_of(_unwrapped(run.outputs)) if run.outputs else None
    if not root.resumed:
        root.input_leading = leading_messages(_first_input_messages(run))
    _Reader(root, options).read(run)
    return build_trajectory((root,), options)


def _timestamp(value: Any) -> float | None:
    if isinstance(value, datetime):
        return value.timestamp()
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
        except ValueError:
            return None
    return None


def _metadata(run: Any) -> Mapping[str, Any]:
    extra = getattr(run, "extra", None) or {}
    meta = extra.get("metadata") if isinstance(extra, Mapping) else None
    return meta if isinstance(meta, Mapping) else {}


class _Reader:
    """Walks a run tree in start order and fills a `RootRecord`."""

    def __init__(self, root: RootRecord, options: Options) -> None:
        self.root = root
        self.options = options
        self.order: list[tuple[float, int, Any]] = []  # (start, visit index, record) for global sequencing
        self.first_inputs: list[tuple[float, int, Any]] = []
        self.answers: list[tuple[float, int, Any]] = []
        self.visits = 0
        self.written: set[str] = set()  # node-written messages already read (by id, or content and calls)
        self.interrupts: list[tuple[float, int, InterruptRecord]] = []  # raised by chain runs (nodes)
        self.structured: dict[Any, Any] = {}  # call id -> the structured response a node's update gave with it
        self.given: list[tuple[float, set[str]]] = []  # a run continuing a thread: (start, ids a node was given)

    def _redact(self, name: str, args: dict[str, Any]) -> dict[str, Any]:
        return apply_redact(self.options.redact, name, args)[0]  # a failure stores {}, as the recorder does

    def read(self, run: Any) -> None:
        self.root.model_ids = _model_ids(run)
        if self.root.prior_ids is not None:
            self.given = sorted(_node_inputs(run), key=lambda item: item[0])
        self._visit(run, None, ROOT_SCOPE, None, None)
        self.order.sort(key=lambda item: (item[0], item[1]))
        for seq, (_, _, record) in enumerate(self.order, start=1):
            record.seq = seq
            if isinstance(record, TurnRecord):
                self.root.turns.append(record)
            else:
                self.root.tools.append(record)
                if record.interrupt is not None:
                    record.interrupt.seq = seq
        if self.first_inputs:
            self.root.leading = leading_messages(
                min(self.first_inputs, key=lambda item: (item[0], item[1]))[2]
            )
        for _, _, message in sorted(self.answers, key=lambda item: (item[0], item[1])):
            call_id = normalize_id(message_field(message, "tool_call_id"))
            if call_id and call_id not in self.root.answers:
                self.root.answers[call_id] = answer_of(message)
        self._read_interrupts(run)
        ran = {t.call_id for t in self.root.tools}
        self.root.structured = {k: v for k, v in self.structured.items() if k and k not in ran}

    def _read_interrupts(self, run: Any) -> None:
        """Interrupts raised outside tool runs (nodes' error texts) and those a paused run returned
        (``outputs["__interrupt__"]``, as a ``traceable`` root such as an evaluation target returns them), each
        once: one naming a call or carrying HITL action requests pauses calls of the run; any other is paired, in
        order, with a tool run that paused on ``interrupt()`` without a readable value."""
        seen = self._place_interrupts()
        outputs = run.outputs if isinstance(run.outputs, Mapping) else {}
        found = outputs.get("__interrupt__")
        if isinstance(found, (list, tuple)):
            self._read_returned_interrupts(found, seen)

    def _place_interrupts(self) -> set[str]:
        """The interrupts raised outside tool runs, each once, placed between the records around them; returns the
        ids of every interrupt seen (those tools paused on included)."""
        keys = [(start, index) for start, index, _ in self.order]
        # A tool that called interrupt() raises it before the nodes around it do (they are not listed again); an
        # interrupt raised inside a tool's own graph (an agent used as a tool) is that graph's node's first.
        paused_at = {
            t.interrupt.id: (t.end if t.end is not None else t.start or 0.0)
            for t in self.root.tools
            if t.interrupt is not None and t.interrupt.id
        }
        seen = set(paused_at)
        chain_seen: set[str] = set()
        for at, index, record in sorted(self.interrupts, key=lambda item: (item[0], item[1])):
            if record.id is not None and (record.id in chain_seen or (record.id in seen and paused_at[record.id] <= at)):
                continue
            record.seq = sum(1 for key in keys if key <= (at, index)) + 0.5
            if record.id is not None:
                seen.add(record.id)
                chain_seen.add(record.id)
            self.root.interrupts.append(record)
        return seen

    def _read_returned_interrupts(self, found: Sequence[Any], seen: set[str]) -> None:
        """The interrupts a paused run returned not seen yet: one naming a call or carrying HITL action requests
        pauses calls of the run; any other is paired, in order, with a tool run that paused on ``interrupt()``
        without a readable value."""
        paused_tools = [t for t in self.root.tools if t.interrupt is not None and t.interrupt.id is None]
        for item in found:
            interrupt_id = normalize_id(message_field(item, "id"))
            if interrupt_id is not None and interrupt_id in seen:
                continue
            value = snapshot(message_field(item, "value"))
            names_a_call = isinstance(value, Mapping) and (
                "tool_call_id" in value or "action_requests" in value
            )
            if not names_a_call and paused_tools:
                paused = paused_tools.pop(0).interrupt
                assert paused is not None
                paused.id, paused.value = interrupt_id, value
            else:
                self.root.interrupts.append(InterruptRecord(len(self.order) + 0.5, interrupt_id, value))

    def _visit(
        self, run: Any, parent: Any, parent_scope: Scope, parent_ns: str | None, parent_inner: Scope | None
    ) -> None:
        metadata = _metadata(run)
        run_id = str(run.id)
        start = _timestamp(run.start_time)
        index = self.visits
        self.visits += 1
        base = parent_inner if parent_inner is not None else parent_scope
        ns = metadata.get("langgraph_checkpoint_ns")
        scope = _scope_of(run_id, metadata, ns, base, parent, parent_ns)
        inner: Scope | None = None
        children = sorted(
            run.child_runs or (), key=lambda c: (_timestamp(c.start_time) or 0.0, c.dotted_order or "")
        )
        chain = run.run_type not in ("tool", *_MODEL_RUNS)
        if run.run_type in _MODEL_RUNS:
            self._read_turn(run, scope, metadata, start, index)
        elif run.run_type == "tool":
            inner = self._read_tool(run, parent, scope, metadata, start, index)
        elif run.outputs:
            self._read_chain_outputs(run, start, index)
        if chain and run.error and is_interrupt(run.error):
            self._read_chain_interrupts(run, metadata, start, index)
        for child in children:
            self._visit(child, run, scope, ns, inner)
        # After the children: a message is the innermost node's that returned it, as the recorder sees it.
        if chain and run.outputs and _is_node_writing(metadata, ns, children):
            self._read_written(run, scope, metadata, _timestamp(run.end_time) or start or 0.0, index)

    def _read_chain_interrupts(self, run: Any, metadata: Mapping[str, Any], start: float | None, index: int) -> None:
        """The interrupts a chain run's recorded error holds (placed later, by `_place_interrupts`)."""
        at = _timestamp(run.end_time) or start or 0.0
        for interrupt_id, value in interrupts_from_text(run.error):
            self.interrupts.append(
                (at, index, InterruptRecord(0, interrupt_id, value, metadata.get("langgraph_node")))
            )

    def _read_chain_outputs(self, run: Any, start: float | None, index: int) -> None:
        """What a chain run returned: the ToolMessages in it (answers), and a structured response answering the
        call of its last ToolMessage (create_agent's ToolStrategy)."""
        sort_key = _timestamp(run.end_time) or start or 0.0
        outputs = _unwrapped(run.outputs)
        for message in tool_messages(outputs):
            self.answers.append((sort_key, index, message))
        structured = structured_response_of(outputs)
        if structured is not None:
            last = output_messages(outputs)[-1:]
            if last and message_type(last[0]) == "tool":
                call_id = normalize_id(message_field(last[0], "tool_call_id"))
                self.structured[call_id] = snapshot(structured, "openai")

    def _read_written(
        self, run: Any, scope: Scope, metadata: Mapping[str, Any], at: float, index: int
    ) -> None:
        """AI messages a node wrote itself (as `TrajectoryRecorder._record_written` reads them)."""
        inputs = run.inputs.get("input", run.inputs) if isinstance(run.inputs, Mapping) else run.inputs
        for written in written_messages(
            output_messages(_unwrapped(run.outputs)), self.root.model_ids, inputs
        ):
            reply = read_reply(readable(written), self._redact)
            message_id = reply.message_id
            key = message_id or repr((reply.content, [c.id for c in reply.calls]))
            if key in self.written:
                continue
            self.written.add(key)
            node = metadata.get("langgraph_node")
            turn = TurnRecord(
                run_id=str(run.id),
                seq=0,
                scope=scope,
                node=node,
                start=at,
                end=at,
                content=reply.content,
                calls=reply.calls,
                reasoning=reply.reasoning,
                ns=metadata.get("langgraph_checkpoint_ns"),
                source=message_source(node),
                name=reply.name,
            )
            tools = [record for _, _, record in self.order if isinstance(record, ToolRecord)]
            place = replayed_request(turn.calls, tools, lambda tool: tool.start) if message_id else None
            if place is not None:  # a model's request from before a resume (as the recorder reads it)
                turn.source, turn.purpose, turn.message_id = "model", "resumed", message_id
                turn.start = turn.end = place
                self.order.append((place, -1, turn))
                continue
            if message_id and any(message_id in ids for start, ids in self.given if start < at):
                continue  # a message from before the resume (a node of this run was given it), returned again
            if turn.content or turn.calls:
                self.order.append((at, index, turn))

    def _read_turn(
        self, run: Any, scope: Scope, metadata: Mapping[str, Any], start: float | None, index: int
    ) -> None:
        extra = getattr(run, "extra", None) or {}
        if is_structured_output_call(extra.get("options") if isinstance(extra, Mapping) else None):
            return  # with_structured_output: not one of the agent's turns (as the recorder sees it too)
        turn = TurnRecord(
            run_id=str(run.id),
            seq=0,
            scope=scope,
            node=metadata.get("langgraph_node"),
            start=start,
            end=_timestamp(run.end_time),
            ns=metadata.get("langgraph_checkpoint_ns"),
            purpose=turn_purpose(metadata),
        )
        message = _output_message(run.outputs)
        if message is not None and not run.error:
            reply = read_reply(message, self._redact)
            turn.content, turn.message_id, turn.calls, turn.reasoning = (
                reply.content,
                reply.message_id,
                reply.calls,
                reply.reasoning,
            )
            output = run.outputs.get("llm_output") if isinstance(run.outputs, Mapping) else None
            turn.model = metadata.get("ls_model_name")
            turn.usage = model_call_record(
                usage_metadata=message_field(message, "usage_metadata"),
                usage=output.get("token_usage") if isinstance(output, Mapping) else None,
                response_metadata=message_field(message, "response_metadata"),
                requested_model=turn.model,
            )
        self.order.append((start or 0.0, index, turn))
        if scope.depth == 0:
            inputs = _input_messages(run.inputs)
            if inputs is not None:
                self.first_inputs.append((start or 0.0, index, inputs))

    def _read_tool(
        self,
        run: Any,
        parent: Any,
        scope: Scope,
        metadata: Mapping[str, Any],
        start: float | None,
        index: int,
    ) -> Scope:
        name = run.name
        extra = run.extra if isinstance(run.extra, Mapping) else {}
        call_id = normalize_id(extra.get("tool_call_id"))
        args, redaction_error = apply_redact(self.options.redact, name, args_of(run.inputs or {}))
        record = ToolRecord(
            run_id=str(run.id),
            parent_run_id=str(parent.id) if parent is not None else None,
            seq=0,
            scope=scope,
            node=metadata.get("langgraph_node"),
            name=name,
            args=args,
            call_id=call_id,
            start=start,
            end=_timestamp(run.end_time),
            ns=metadata.get("langgraph_checkpoint_ns"),
        )
        if redaction_error is not None:
            record.extra["redaction_failed"] = True
        outputs = run.outputs
        if run.error and is_control_flow(run.error):
            record.extra["interrupted"] = True
            if is_interrupt(run.error):
                found = interrupts_from_text(run.error)
                interrupt_id, value = found[0] if found else (None, None)
                record.interrupt = InterruptRecord(0, interrupt_id, value, record.node)
        elif run.error:
            record.error = error_from_run(run.error)
        elif outputs is not None and run.end_time is not None:  # a running tool has no result yet (a RunTree
            # starts with outputs == {}); the result is a snapshot, the run's own dict may still change
            output = outputs.get("output", outputs) if isinstance(outputs, Mapping) else outputs
            result, error, found_id, more = read_tool_output(output, call_id)
            record.call_id = found_id
            record.error = error
            record.result = finish_result(result, more, self.options) if error is None else None
            record.extra.update(more)
        if record.call_id is None:
            record.call_id = _call_id_hint(parent, name)
        self.order.append((start or 0.0, index, record))
        return scope.inside_tool(name, record.call_id)


def _scope_of(
    run_id: str, metadata: Mapping[str, Any], ns: Any, base: Scope, parent: Any, parent_ns: str | None
) -> Scope:
    """The scope of run ``run_id`` under ``parent`` (None for the root), as the recorder's ``child_scope``."""
    if parent is None:
        return child_scope(base, None, None, parent_ns, run_id, metadata, ns, None)
    parent_agent = _metadata(parent).get("lc_agent_name")
    return child_scope(base, str(parent.id), parent.name, parent_ns, run_id, metadata, ns, parent_agent)


def _is_node_writing(metadata: Mapping[str, Any], ns: Any, children: Sequence[Any]) -> bool:
    """Whether a chain run is a LangGraph node whose returned messages are its own writes: a graph run (its
    children are nodes, in namespaces of their own) returns the state, not what it wrote."""
    if metadata.get("langgraph_node") is None:
        return False
    return not any(_metadata(c).get("langgraph_checkpoint_ns") != ns for c in children)


def _node_inputs(run: Any) -> list[tuple[float, set[str]]]:
    """``(start, ids of the messages it was given)`` of every node run in a run tree."""
    out: list[tuple[float, set[str]]] = []
    stack = [run]
    while stack:
        item = stack.pop()
        stack.extend(item.child_runs or ())
        if _metadata(item).get("langgraph_node") is None or item.run_type in ("tool", *_MODEL_RUNS):
            continue
        inputs = item.inputs.get("input", item.inputs) if isinstance(item.inputs, Mapping) else item.inputs
        ids = message_ids(inputs)
        if ids:
            out.append((_timestamp(item.start_time) or 0.0, ids))
    return out


def _graph_input(run: Any) -> Any:
    """The input of the graph run a tree is about: the root's, or, for a wrapper run around one graph run (a
    ``traceable`` target), that run's."""
    given = _input_of(run)
    children: list[Any] = list(run.child_runs or ())
    if given in (None, {}) and len(children) == 1 and _metadata(run).get("langgraph_node") is None:
        return _input_of(children[0])
    return given


def _input_of(run: Any) -> Any:
    """A run's input, without the ``{"input": value}`` wrapper LangChain's tracer puts around a non-dict (a
    ``Command``, ``None``)."""
    inputs = run.inputs
    if isinstance(inputs, Mapping) and len(inputs) == 1 and "input" in inputs:
        return inputs["input"]
    return _unwrapped(inputs) if isinstance(inputs, Mapping) else inputs


def _first_input_messages(run: Any) -> list[Any]:
    """The messages the root run was given: its own input's, or (a ``traceable`` wrapper such as
    ``langsmith.evaluate``'s target, whose input is the example's) those of the first chain under it that got
    messages."""
    queue = [run]
    while queue:
        current = queue.pop(0)
        if current.run_type in ("tool", *_MODEL_RUNS):
            continue
        messages = input_messages(_input_of(current))
        if messages:
            return messages
        queue.extend(
            sorted(
                current.child_runs or (),
                key=lambda c: (_timestamp(c.start_time) or 0.0, c.dotted_order or ""),
            )
        )
    return []


def _unwrapped(outputs: Any) -> Any:
    """A run's outputs without the ``{"output": value}`` wrapper LangChain's tracer puts around a non-dict."""
    if isinstance(outputs, Mapping) and len(outputs) == 1 and "output" in outputs:
        return outputs["output"]
    return outputs


def _model_ids(run: Any) -> set[str]:
    """The ids of every message a model call of the tree produced."""
    ids: set[str] = set()
    stack = [run]
    while stack:
        current = stack.pop()
        if current.run_type in _MODEL_RUNS:
            message = _output_message(current.outputs)
            message_id = normalize_id(message_field(message, "id")) if message is not None else None
            if message_id:
                ids.add(message_id)
        stack.extend(current.child_runs or ())
    return ids


def _output_message(outputs: Any) -> Any:
    """The AI message of an ``llm`` run's outputs (``generations[0][0].message``, or the text of a plain LLM)."""
    if not isinstance(outputs, Mapping):
        return None
    generations = outputs.get("generations")
    if isinstance(generations, Sequence) and generations:
        first = generations[0]
        if isinstance(first, Sequence) and first and not isinstance(first, Mapping):
            first = first[0]
        if isinstance(first, Mapping):
            if first.get("message") is not None:
                return first["message"]
            return {"type": "ai", "content": first.get("text", "")}
        message = getattr(first, "message", None)
        if message is not None:
            return message
        return {"type": "ai", "content": getattr(first, "text", "")}
    if message_type(outputs) == "ai":
        return outputs
    return None


def _input_messages(inputs: Any) -> Any:
    """The message list an ``llm`` run was called with (``messages[0]``), or None."""
    if not isinstance(inputs, Mapping):
        return None
    messages = inputs.get("messages")
    if (
        isinstance(messages, Sequence)
        and messages
        and isinstance(messages[0], Sequence)
        and not isinstance(messages[0], (str, bytes, Mapping))
    ):
        return messages[0]
    if isinstance(messages, Sequence):
        return messages
    prompts = inputs.get("prompts")
    if isinstance(prompts, Sequence) and prompts:
        return [{"type": "human", "content": str(prompts[0])}]
    return None


def _call_id_hint(parent: Any, name: str) -> str | None:
    """The tool-call id in the parent chain's inputs when it holds exactly one call of tool ``name`` (LangGraph's
    ``ToolNode`` under ``create_agent`` runs each call in its own task whose input is that call)."""
    if parent is None or not isinstance(parent.inputs, Mapping):
        return None
    payload = parent.inputs.get("input", parent.inputs.get("tool_call"))
    if isinstance(payload, Mapping):
        payload = [payload]
    if not isinstance(payload, Sequence) or isinstance(payload, (str, bytes)):
        return None
    calls = [
        c
        for c in payload
        if isinstance(c, Mapping) and c.get("type") == "tool_call" and c.get("name") == name
    ]
    if len(calls) == 1 and calls[0].get("id") is not None:
        return normalize_id(calls[0]["id"])
    return None
