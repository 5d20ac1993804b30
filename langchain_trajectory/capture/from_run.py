"""Rebuild a trajectory from a LangSmith run tree (``Run`` or ``RunTree``).

The tree's ``llm`` runs give the model turns (their output ``AIMessage`` holds the text and the requested tool
calls, with ids), its ``tool`` runs give the executions (name, args, result or error), and chain outputs give the
ToolMessages that answered calls no tool ran for (unknown tools). The records are the recorder's, and the
trajectory is built by the same code, so a LangSmith evaluator reading a run and a recorder watching the same run
agree.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from langchain_trajectory.capture._records import (
    ROOT_SCOPE,
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
    error_from_run,
    finish_result,
    is_control_flow,
    is_structured_output_call,
    message_field,
    message_type,
    read_tool_output,
    requested_calls,
    tool_messages,
)
from langchain_trajectory.reading import TrajectoryInputError, message_text
from langchain_trajectory.trajectory import Trajectory

__all__ = ["trajectory_from_run"]


def trajectory_from_run(
    run: Any,
    *,
    nested: bool = True,
    max_result_chars: int | None = None,
    redact: Redactor | None = None,
    include_artifacts: bool = False,
) -> Trajectory:
    """The trajectory of a LangSmith run tree, equal to what :class:`TrajectoryRecorder` records for the same run
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
        model turn with the calls it requested (request order), each with its result or error. Calls the model
        requested that no tool ran are kept: with the error ToolMessage's text for an unknown tool, or with no
        result when the run stopped before them (``metadata["executed"]`` is False).

    Raises:
        TrajectoryInputError: when ``run`` is not a LangSmith run.
    """
    from langsmith.run_trees import RunTree
    from langsmith.schemas import Run

    if not isinstance(run, (Run, RunTree)):
        raise TrajectoryInputError(f"run: expected a langsmith Run or RunTree, got {type(run).__name__}")
    options = Options(nested, max_result_chars, redact, include_artifacts)
    root = RootRecord(run_id=str(run.id), name=run.name)
    if run.error and not is_control_flow(run.error):
        root.error = error_from_run(run.error)
    _Reader(root, options).read(run)
    return build_trajectory(root, options)


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
    """Walks a run tree in start order and fills a :class:`RootRecord`."""

    def __init__(self, root: RootRecord, options: Options) -> None:
        self.root = root
        self.options = options
        self.order: list[tuple[float, int, Any]] = []  # (start, visit index, record) for global sequencing
        self.first_inputs: list[tuple[float, int, Any]] = []
        self.answers: list[tuple[float, int, Any]] = []
        self.visits = 0

    def _redact(self, name: str, args: dict[str, Any]) -> dict[str, Any]:
        return apply_redact(self.options.redact, name, args)[0]  # a failure stores {}, as the recorder does

    def read(self, run: Any) -> None:
        self._visit(run, None, ROOT_SCOPE, None, None)
        self.order.sort(key=lambda item: (item[0], item[1]))
        for seq, (_, _, record) in enumerate(self.order):
            record.seq = seq
            if isinstance(record, TurnRecord):
                self.root.turns.append(record)
            else:
                self.root.tools.append(record)
        if self.first_inputs:
            self.root.inputs = min(self.first_inputs, key=lambda item: (item[0], item[1]))[2]
        for _, _, message in sorted(self.answers, key=lambda item: (item[0], item[1])):
            call_id = message_field(message, "tool_call_id")
            if call_id and call_id not in self.root.answers:
                self.root.answers[call_id] = answer_of(message)

    def _visit(
        self, run: Any, parent: Any, parent_scope: Scope, parent_ns: str | None, parent_inner: Scope | None
    ) -> None:
        metadata = _metadata(run)
        run_id = str(run.id)
        start = _timestamp(run.start_time)
        index = self.visits
        self.visits += 1
        base = parent_inner if parent_inner is not None else parent_scope
        scope = child_scope(
            base,
            str(parent.id) if parent is not None else None,
            parent.name if parent is not None else None,
            parent_ns,
            run_id,
            metadata,
        )
        inner: Scope | None = None
        if run.run_type == "llm":
            self._read_turn(run, scope, metadata, start, index)
        elif run.run_type == "tool":
            inner = self._read_tool(run, parent, scope, metadata, start, index)
        elif run.outputs:
            sort_key = _timestamp(run.end_time) or start or 0.0
            for message in tool_messages(run.outputs):
                self.answers.append((sort_key, index, message))
        ns = metadata.get("langgraph_checkpoint_ns")
        children = sorted(
            run.child_runs or (), key=lambda c: (_timestamp(c.start_time) or 0.0, c.dotted_order or "")
        )
        for child in children:
            self._visit(child, run, scope, ns, inner)

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
        )
        message = _output_message(run.outputs)
        if message is not None and not run.error:
            turn.content = message_text(message_field(message, "content"), "llm output")
            turn.message_id = message_field(message, "id")
            turn.calls = requested_calls(message, self._redact)
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
        inputs = run.inputs or {}
        args, redaction_error = apply_redact(self.options.redact, name, args_of(inputs))
        record = ToolRecord(
            run_id=str(run.id),
            parent_run_id=str(parent.id) if parent is not None else None,
            seq=0,
            scope=scope,
            node=metadata.get("langgraph_node"),
            name=name,
            args=args,
            call_id=None,
            start=start,
            end=_timestamp(run.end_time),
            ns=metadata.get("langgraph_checkpoint_ns"),
        )
        if redaction_error is not None:
            record.extra["redaction_failed"] = True
        outputs = run.outputs
        if run.error and is_control_flow(run.error):
            record.extra["interrupted"] = True
        elif run.error:
            record.error = error_from_run(run.error)
        elif outputs is not None and run.end_time is not None:  # a running tool has no result yet (a RunTree
            # starts with outputs == {}); the result is copied, the run's own dict may still change
            output = outputs.get("output", outputs) if isinstance(outputs, Mapping) else outputs
            result, error, call_id, extra = read_tool_output(copy.deepcopy(output), None)
            record.call_id = call_id
            record.error = error
            record.result = finish_result(result, extra, self.options) if error is None else None
            record.extra.update(extra)
        if record.call_id is None:
            record.call_id = _call_id_hint(parent, name)
        self.order.append((start or 0.0, index, record))
        return scope.inside_tool(name)


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
    if len(calls) == 1 and isinstance(calls[0].get("id"), str):
        return calls[0]["id"]
    return None
