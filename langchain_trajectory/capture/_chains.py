"""The recorder's chain callbacks: graph and node runs (and retrievers, which only link runs to their parent).

A chain run places itself in the book of runs (`RunBook`); a
LangGraph node task becomes a `NodeRecord`; when a node ends, the
assistant messages it wrote itself become turns, and the ToolMessages it returned answer calls no tool run
started for.
"""

from __future__ import annotations

import time
from typing import Any
from uuid import UUID

from langchain_core.messages import BaseMessage

from langchain_trajectory.capture._events import (
    active_agent_of,
    answer_of,
    continues_thread,
    error_text,
    message_field,
    message_ids,
    message_type,
    output_messages,
    read_reply,
    readable,
    resume_of,
    structured_response_of,
    written_messages,
)
from langchain_trajectory.capture._interrupts import (
    interrupt_values,
    interrupts_of,
    is_control_flow,
    is_interrupt,
)
from langchain_trajectory.capture._records import (
    InterruptRecord,
    NodeRecord,
    RootRecord,
    TurnRecord,
    message_source,
    replayed_request,
)
from langchain_trajectory.capture._runs import LiveRun, RunBook, run_key, run_name
from langchain_trajectory.capture._snapshot import normalize_id
from langchain_trajectory.capture.graph import json_safe

__all__ = ["ChainCallbacks"]

_NONE: list[Any] = []  # never appended to


class ChainCallbacks(RunBook):
    """The chain callbacks of [`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder]."""

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
            key: Any
            try:
                key = run_id.int  # run_key, inlined
            except AttributeError:
                key = run_id
            name = kwargs.get("name")
            if not name or type(name) is not str:
                name = run_name(serialized, kwargs)
            ns = node = lc_name = None
            if metadata:
                ns = metadata.get("langgraph_checkpoint_ns")
                node = metadata.get("langgraph_node")
                lc_name = metadata.get("lc_agent_name")
            with self._lock:
                root, scope, parent = self._place(run_id, parent_run_id, name, metadata, ns, lc_name)
                is_root = parent is None
                record = None
                if ns and node and (is_root or parent.ns != ns):  # type: ignore[union-attr]
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
                        None,
                        None,
                        None,
                        None,
                        False,
                        scope.depth > 0,
                    )
                    root.nodes.append(record)
                # a node's inputs, to tell what it wrote (on_chain_end); a root's, for a run no model call starts
                keep = inputs if node or is_root else None
                self._live[key] = LiveRun(
                    root, scope, name, ns, node, None, None, keep, False, is_root, lc_name, None, None, record
                )
                if is_root:
                    root.resumed, root.resume = resume_of(inputs)
                    if continues_thread(inputs):
                        root.prior_ids = set()
                elif node and root.prior_ids is not None:
                    root.prior_ids.update(message_ids(inputs))
        except Exception as exc:
            self._fail("on_chain_start", run_id, exc)

    def on_chain_end(self, outputs: Any, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            key: Any
            try:
                key = run_id.int  # run_key, inlined
            except AttributeError:
                key = run_id
            with self._lock:
                live = self._live.pop(key, None)
                if live is None:
                    return
                node = live.task
                if node is not None:
                    node.end = time.time()
                root = live.root
                writes = live.node is not None and not live.graph
                messages = output_messages(outputs) if writes or root.open_ids else _NONE
                if writes and _may_be_written(messages, root.model_ids):
                    self._record_written(live, run_id, messages)
                if root.open_ids:
                    _record_answers(root, messages, outputs)
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

    def _record_written(self, live: LiveRun, run_id: UUID, outputs: list[Any]) -> None:
        """Assistant messages a node wrote itself (no model call made them) become turns of their own."""
        root = live.root
        for written in written_messages(outputs, root.model_ids, live.inputs):
            if id(written) in root.written:
                continue
            root.written[id(written)] = written  # kept alive, so its id() stays its own
            reply = read_reply(readable(written), self._redactor(run_id))
            now = time.time()
            turn = TurnRecord(
                run_id,
                self._next_seq(),
                live.scope,
                live.node,
                now,
                now,
                content=reply.content,
                calls=reply.calls,
                reasoning=reply.reasoning,
                ns=live.ns,
                source=message_source(live.node),
                name=reply.name,
            )
            message_id = reply.message_id
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
            key = run_key(run_id)
            with self._lock:
                live = self._live.pop(key, None)
                node = live.task if live is not None else None
                if node is not None:
                    node.end = time.time()
                    interrupts = interrupt_values(error)
                    if interrupts is not None:
                        node.interrupts = tuple(json_safe(i) for i in interrupts)
                    elif not is_control_flow(error):
                        node.error = error_text(error)
                    else:  # a Command to the parent graph hands over: no error, and no write of its own
                        node.handed_over = True
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

    # Retrievers and other runs only matter as links in the parent chain (the recorder starts them as chains).

    def on_retriever_end(self, documents: Any, *, run_id: UUID, **kwargs: Any) -> None:
        try:
            key = run_key(run_id)
            with self._lock:
                live = self._live.pop(key, None)
                if live is not None:
                    self._finish(live)
        except Exception as exc:
            self._fail("on_retriever_end", run_id, exc)

    def on_retriever_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        self.on_chain_error(error, run_id=run_id)


def _may_be_written(messages: list[Any], known: set[str]) -> bool:
    """Whether a node's output messages may hold one it wrote itself: usually they are the model's own message
    passing through (an ``AIMessage`` whose id a model call gave), which is nothing new."""
    for message in messages:
        if not isinstance(message, BaseMessage) or (message.type == "ai" and message.id not in known):
            return True
    return False


def _record_answers(root: RootRecord, messages: list[Any], outputs: Any) -> None:
    """The answers among a node's output messages to calls no tool run started for (unknown tool, a node
    answering it itself, a rejected review); the last message's call is the agent's answer when the update
    carries a ``structured_response`` (create_agent's ToolStrategy)."""
    for message in messages:
        if message_type(message) != "tool":
            continue
        call_id = normalize_id(message_field(message, "tool_call_id"))
        if call_id in root.open_ids:
            root.open_ids.discard(call_id)
            root.answers[call_id] = answer_of(message)
            if message is messages[-1]:
                structured = structured_response_of(outputs)
                if structured is not None:
                    root.structured[call_id] = json_safe(structured)
