"""Capture on real agent architectures (langgraph-supervisor, langgraph-swarm, deepagents, ``create_agent`` with
LangChain's middleware, plain LangGraph), each with tracing off and on, against the ground truth its script
implies, and the three sources (recorder, ``Trajectory.from_messages`` of the final state, ``trajectory_from_run``
of the run tree) against each other.

What the sources agree on, and where one cannot know something (pinned here and stated in the README):

* the recorder and the run tree agree on everything but timings, with tracing off or on;
* ``from_messages`` agrees with them on every call that reaches the final state's messages (names, arguments,
  ids, results, errors, order). Calls that never reach it: a supervisor worker's own calls with
  ``output_mode="last_message"``, a deepagents subagent's calls, a handoff that lost a parallel race, calls a
  summarizer removed; a middleware that rewrites an error message (``ToolErrorMiddleware``) shows its text
  there, the raised error in the other two. Steps agree only when every model turn's message reaches the state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from _architectures import BUILDERS, Case
from _capture_agents import TIMING_KEYS
from _langsmith_loopback import MODES, LoopbackLangSmith
from _three_sources import run_three_ways

from langchain_trajectory.trajectory import Trajectory

CASES: dict[str, Case] = {}


def case_named(name: str) -> Case:
    if name not in CASES:
        CASES[name] = BUILDERS[name]()
    return CASES[name]


@pytest.fixture(scope="module")
def server() -> Iterator[LoopbackLangSmith]:
    with LoopbackLangSmith() as srv:
        yield srv


def calls_truth(trajectory: Trajectory) -> list[tuple[Any, ...]]:
    return [
        (c.metadata.get("agent"), c.name, c.args, c.result, c.error, c.step) for c in trajectory.tool_calls()
    ]


def same(left: list[tuple[Any, ...]], right: list[tuple[Any, ...]], unordered: bool) -> bool:
    if not unordered:
        return left == right
    return Counter(map(repr, left)) == Counter(map(repr, right))


def comparable(trajectory: Trajectory) -> list[Any]:
    """Everything but what each observer measures itself (timings) and the trajectory's root run."""
    out = []
    for m in trajectory.messages:
        meta = {k: v for k, v in m.metadata.items() if k not in TIMING_KEYS}
        calls = [
            (
                c.name,
                c.args,
                c.id,
                c.result,
                c.error,
                c.step,
                {k: v for k, v in c.metadata.items() if k not in TIMING_KEYS | {"root_run_id"}},
            )
            for c in m.tool_calls
        ]
        out.append((m.role, m.content, calls, meta))
    return out


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", list(BUILDERS))
def test_architecture_against_ground_truth_and_across_sources(
    name: str, mode: str, server: LoopbackLangSmith
) -> None:
    case = case_named(name)
    sources = run_three_ways(case.app, case.inputs, mode, server, case.config)
    truth = case.truth(sources.state)
    recorded = sources.recorded

    # 1. The recorder against the ground truth.
    got = calls_truth(recorded)
    if case.unordered:
        truth_cmp = [t[:5] for t in truth]
        assert same([c[:5] for c in got], truth_cmp, True), got
    else:
        assert got == truth

    # 2. The run tree against the recorder: the same trajectory, timings aside.
    if sources.run_tree is not None:
        if case.unordered:
            assert same(calls_truth(sources.run_tree), calls_truth(recorded), True)
        else:
            assert comparable(sources.run_tree)[1:] == comparable(recorded)[1:]
            assert [m.content for m in sources.run_tree.messages if m.role == "user"] == ["go"]

    # 3. The final state's messages: every call that reaches them, with the same facts.
    expected_in_messages = [c for c in recorded.tool_calls() if case.in_messages(c, sources.state)]
    from_state = sources.messages.tool_calls()
    pick = (
        (lambda c: (c.name, c.args, c.id, c.result))
        if name == "tool_errors_and_context_editing"
        else (lambda c: (c.name, c.args, c.id, c.result, c.error))
    )
    assert same([pick(c) for c in from_state], [pick(c) for c in expected_in_messages], case.unordered)
    if case.same_steps and not case.unordered:
        assert [c.step for c in from_state] == [c.step for c in expected_in_messages]

    # 4. Every call carries its agent; one agent's view has exactly its calls.
    agents = {c.metadata.get("agent") for c in recorded.tool_calls()}
    assert None not in agents
    for agent in agents:
        own = recorded.for_agent(agent).tool_calls()
        assert [c.id for c in own] == [c.id for c in recorded.tool_calls() if c.metadata["agent"] == agent]

    # 5. Handoffs as events.
    if case.handoffs is not None:
        assert [(h.from_agent, h.to_agent) for h in recorded.handoffs()] == case.handoffs
        if sources.run_tree is not None:
            assert sources.run_tree.handoffs() == recorded.handoffs()
        in_state = [(h.from_agent, h.to_agent) for h in sources.messages.handoffs()]
        assert in_state == [
            h for h in case.handoffs if h in in_state
        ]  # the same events, those that reached it

    # 6. The answer the user saw is the last assistant message in every source.
    if case.final_answer is not None:
        for trajectory in (recorded, sources.messages, sources.run_tree):
            if trajectory is not None:
                last = trajectory.last_assistant_message()
                assert last is not None and last.content == case.final_answer

    # 7. Every trajectory is JSON-safe.
    for trajectory in (recorded, sources.messages, sources.run_tree):
        if trajectory is not None:
            assert Trajectory.from_json(trajectory.to_json()) == trajectory

    if case.check is not None:
        case.check(sources, case)
