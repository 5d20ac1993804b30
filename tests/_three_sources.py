"""One run of an application read three ways: the recorder, ``Trajectory.from_messages`` of the final state, and
``trajectory_from_run`` of the LangSmith run tree, with tracing off or on (see ``_langsmith_loopback``)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from _langsmith_loopback import LoopbackLangSmith, tracing
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.tracers.run_collector import RunCollectorCallbackHandler
from langsmith.run_helpers import traceable

from langchain_trajectory.capture import TrajectoryRecorder, trajectory_from_run
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import ToolCall, Trajectory


@dataclass
class Sources:
    """What one run gave: the final state and the three trajectories (``run_tree`` is None in ``tracer`` mode,
    where the tree lives in the tracer's client only)."""

    state: Any
    recorder: TrajectoryRecorder
    recorded: Trajectory
    messages: Trajectory
    run_tree: Trajectory | None

    def read(self) -> dict[str, Trajectory]:
        """The trajectories the run gave, by source (``run tree`` only when there is one)."""
        found = {"recorder": self.recorded, "messages": self.messages, "run tree": self.run_tree}
        return {name: t for name, t in found.items() if t is not None}


def run_three_ways(
    app: Any, inputs: Any, mode: str, server: LoopbackLangSmith, config: dict[str, Any] | None = None
) -> Sources:
    """Invoke ``app`` once under tracing ``mode`` with a recorder attached and read it three ways.

    The run tree: with tracing off, langchain-core's run collector (in the schema LangChain's LangSmith tracer
    writes, chat messages as messages); with ``context`` tracing, the ``RunTree`` of a ``traceable`` root the run
    is made under (what a ``langsmith.evaluate`` evaluator receives)."""
    recorder = TrajectoryRecorder()
    config = dict(config or {})
    with tracing(mode, server) as extra:
        callbacks: list[Any] = [recorder, *extra]
        if mode == "off":
            collector = RunCollectorCallbackHandler(_schema_format="original+chat")
            state = app.invoke(inputs, {**config, "callbacks": [*callbacks, collector]})
            (tree,) = collector.traced_runs
        else:
            holder: list[Any] = []

            @traceable(name="case")
            def go(run_tree: Any = None) -> Any:
                holder.append(run_tree)
                return app.invoke(inputs, {**config, "callbacks": callbacks})

            state = go()
            tree = holder[0] if mode == "context" else None
    assert recorder.errors == [], recorder.errors
    assert len(recorder.trajectories) == 1, f"{mode}: one run split into {len(recorder.trajectories)} roots"
    return Sources(
        state=state,
        recorder=recorder,
        recorded=recorder.trajectory,
        messages=Trajectory.from_messages(state),
        run_tree=trajectory_from_run(tree) if tree is not None else None,
    )


def facts(calls: list[ToolCall], *, agent: bool = True) -> list[tuple[Any, ...]]:
    """(agent, name, args, id, result, error) of each call; ``agent=False`` leaves the agent out (a message list
    names the agent of a message only when it has a ``name``)."""
    return [
        ((c.metadata.get("agent"),) if agent else ()) + (c.name, c.args, c.id, c.result, c.error)
        for c in calls
    ]


def fresh_call(name: str, args: dict[str, Any] | None = None) -> dict[str, Any]:
    """A tool-call dict without an id: :func:`per_agent_model` gives it a new one in every reply (as a real model
    does), so repeated runs of one scripted agent never share call ids."""
    return {"name": name, "args": dict(args or {}), "id": None, "type": "tool_call"}


def per_agent_model(name: str, turns: list[Any], final: str | None = None) -> ScriptedChatModel:
    """A model for agent ``name`` answering its k-th turn since the last user message with ``turns[k]`` (a list
    of tool-call dicts, an ``AIMessage`` or a string), then ``final`` (default ``"<name> done"``). Turns are
    counted from the agent's own messages (``AIMessage.name``), so agents sharing a history (supervisor, swarm)
    each follow their own script. A call whose id is None gets a fresh one (see :func:`fresh_call`)."""

    def respond(messages: list[BaseMessage]) -> AIMessage | str:
        last_human = max((i for i, m in enumerate(messages) if m.type == "human"), default=-1)
        k = sum(
            1
            for m in messages[last_human + 1 :]
            if m.type == "ai"
            and (m.name == name or m.name is None)
            and not m.response_metadata.get("__is_handoff_back")
        )
        if k >= len(turns):
            return final if final is not None else f"{name} done"
        reply = turns[k]
        if isinstance(reply, (AIMessage, str)):
            return reply
        calls = [
            c if c.get("id") is not None else {**c, "id": f"call_{uuid.uuid4().hex[:12]}"} for c in reply
        ]
        return AIMessage(content=f"{name} step {k}", tool_calls=calls)

    return ScriptedChatModel(respond=respond)
