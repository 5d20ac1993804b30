"""Coverage of what an app declares by what a suite exercised: on the three reference apps, simulated conversations
whose calls and routes the test fixes, every tool, argument, enum value, node, conditional edge, interrupt point and
subagent is reported exactly; the gates (and the CLI's exit codes) flip when an untested tool is added; results are
read from every source (results folders, JSONL of trajectories, langsmith.evaluate, graph trajectories)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from _reference_apps import (
    DESK_TOOLS,
    TRAVEL_TOOLS,
    built,
    directive,
    following,
    research_team,
    support_desk,
    travel_agent,
)
from _tracing import tracing_mode
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.types import Command
from langsmith import evaluate

from langchain_trajectory import OfflineClient, ToolTrajectoryEvaluator, TrajectoryRecorder, examples
from langchain_trajectory.capture import graph_trajectory_from_thread
from langchain_trajectory.cli import main
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.report import from_trajectories, load_results, render_html, write_report
from langchain_trajectory.simulation import ConversationSimulator, ScriptedUser
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory
from langchain_trajectory.trials import CoverageError, assert_coverage, coverage

TRAVEL_CALLS = [
    [("search_flights", {"origin": "Rome", "destination": "Oslo", "cabin": "business"})],
    [("book_flight", {"flight_id": "F1", "passenger": {"name": "Ada", "age": 36, "meal": "vegetarian"}})],
    [("get_weather", {"city": "Oslo"}), ("cancel_booking", {"booking_id": "B1", "reason": "price"})],
    [("send_itinerary", {"email": "a@b"})],  # fails: booking_ids and delivery missing
]
DESK_OPENERS = [directive([("get_order", {"order_id": "A1"})]), "I want a refund", "hello"]


def _simulate(app: Any, openers: list[str], reviewer: Callable[..., Any] | None = None) -> list[Trajectory]:
    simulator = ConversationSimulator(user=ScriptedUser(["thanks"]), app=app, max_turns=1, reviewer=reviewer)
    return simulator.simulate_batch([{"scenario": o, "initial_message": o} for o in openers])


@pytest.fixture(scope="module", params=["off", "on"])
def runs(request: pytest.FixtureRequest) -> dict[str, list[Trajectory]]:
    """The reference apps' conversations, simulated with tracing off and on (loopback LangSmith)."""
    with tracing_mode(request.param):
        return {
            "travel_agent": _simulate(
                travel_agent(checkpointer=InMemorySaver()), [directive(c) for c in TRAVEL_CALLS]
            ),
            "support_desk": _simulate(
                support_desk(), DESK_OPENERS, reviewer=lambda interruption, t: "approve"
            ),
            "research_team": _simulate(research_team(), [directive([("add", {"a": 1, "b": 2})])]),
        }


def _given(report: Any) -> dict[str, set[str]]:
    return {t.name: {a.path for a in t.arguments if a.given} for t in report.tools}


def _enums(report: Any) -> set[str]:
    return {f"{t.name}.{a.path}={v}" for t in report.tools for a in t.arguments for v, seen in a.enum if seen}


def _taken(report: Any) -> set[str]:
    return {e.key for e in report.edges if e.taken}


def test_the_create_agent_coverage_is_exact(runs: dict[str, list[Trajectory]]) -> None:
    report = coverage(runs["travel_agent"], built()["travel_agent"])
    assert {t.name: t.status for t in report.tools} == {
        "search_flights": "called",
        "book_flight": "called",
        "cancel_booking": "called",
        "get_weather": "called",
        "send_itinerary": "failed",
        "delete_account": "never",
    }
    assert [(t.calls, t.failed) for t in report.tools] == [(1, 0), (1, 0), (1, 0), (1, 0), (0, 1), (0, 0)]
    assert _given(report) == {
        "search_flights": {"origin", "destination", "cabin"},
        "book_flight": {"flight_id", "passenger", "passenger.name", "passenger.age", "passenger.meal"},
        "cancel_booking": {"booking_id", "reason"},
        "get_weather": {"city"},
        "send_itinerary": {"email"},
        "delete_account": set(),
    }
    assert _enums(report) == {
        "search_flights.cabin=business",
        "book_flight.passenger.meal=vegetarian",
        "cancel_booking.reason=price",
    }
    assert report.nodes == {"model": 8, "tools": 5}  # two tools tasks for the two calls of one step
    assert _taken(report) == {"__start__ -> model", "model -> tools", "tools -> model", "model -> __end__"}
    assert [report.counts(k) for k in report.kinds] == [
        (4, 6),
        (12, 19),
        (3, 11),
        (2, 2),
        (3, 3),
        (0, 0),
        (0, 0),
    ]
    assert report.ratio("interrupt") is None and report.notes == [] and report.undeclared_tools == {}


def test_the_state_graph_coverage_is_exact_with_its_interrupt_answered(
    runs: dict[str, list[Trajectory]],
) -> None:
    report = coverage(runs["support_desk"], built()["support_desk"])
    assert {t.name: t.status for t in report.tools} == {"get_order": "called", "update_address": "never"}
    assert report.nodes == {
        "classify": 3,
        "agent": 2,
        "tools": 1,
        "escalate": 2,
        "refund_desk": 1,
        "smalltalk": 1,
    }
    assert _taken(report) == {
        "__start__ -> classify",
        "classify -> agent",
        "classify -> escalate",
        "classify -> smalltalk",
        "agent -> tools",
        "tools -> agent",
        "agent -> __end__",
        "escalate -> refund_desk",
        "refund_desk -> __end__",
        "smalltalk -> __end__",
    }
    assert report.gaps()["edges"] == ["escalate -> __end__"]
    assert [(i.node, i.raised, i.answered) for i in report.interrupts] == [("escalate", 1, 1)]
    assert report.counts("edge") == (6, 7) and report.counts("interrupt") == (1, 1)


def test_the_supervisor_coverage_is_exact_across_its_workers_graphs(
    runs: dict[str, list[Trajectory]],
) -> None:
    report = coverage(runs["research_team"], built()["research_team"])
    assert {t.name for t in report.tools if t.status == "called"} == {"transfer_to_math_expert", "add"}
    assert {name: bool(n) for name, n in report.subagents.items()} == {
        "supervisor": True,
        "math_expert": True,
        "research_expert": False,
    }
    assert {n for n, runs_ in report.nodes.items() if runs_} == {
        "supervisor",
        "supervisor:agent",
        "supervisor:tools",
        "math_expert",
        "math_expert:model",
        "math_expert:tools",
    }
    assert {e.key for e in report.edges if e.taken and e.conditional} == {
        "supervisor -> math_expert",
        "supervisor -> __end__",
        "supervisor:agent -> supervisor:tools",
        "supervisor:agent -> supervisor:__end__",
        "math_expert:model -> math_expert:tools",
        "math_expert:tools -> math_expert:model",
        "math_expert:model -> math_expert:__end__",
    }
    assert report.undeclared_tools == {}  # langgraph-supervisor's synthetic hand-back is not the app's tool
    assert report.gaps()["subagents"] == ["research_expert"]


def test_an_unanswered_interrupt_is_raised_but_not_covered() -> None:
    trajectories = _simulate(support_desk(), ["I want a refund"])  # no reviewer: the conversation stops there
    assert trajectories[0].metadata["termination"] == "interrupted"
    report = coverage(trajectories, built()["support_desk"])
    assert [(i.node, i.raised, i.answered) for i in report.interrupts] == [("escalate", 1, 0)]
    assert "escalate -> __end__" not in _taken(report) and report.gaps()["interrupts"] == ["escalate"]


def test_an_untested_tool_added_to_the_app_flips_the_tool_gate(runs: dict[str, list[Trajectory]]) -> None:
    tested = runs["travel_agent"] + _simulate(
        travel_agent(checkpointer=InMemorySaver()),
        [
            directive(
                [("send_itinerary", {"email": "a@b", "booking_ids": ["B1"], "delivery": {"format": "pdf"}})]
            ),
            directive([("delete_account", {"customer_id": "C1"})]),
        ],
    )
    assert coverage(tested, TRAVEL_TOOLS, min_tool_coverage=1.0).passed

    @tool
    def rebook(booking_id: str) -> str:
        """Rebook a cancelled booking."""
        return booking_id

    report = coverage(
        tested, travel_agent(tools=[*TRAVEL_TOOLS, rebook]), min_tool_coverage=1.0, min_node_coverage=1.0
    )
    assert not report.passed
    assert [(g.kind, g.passed, g.covered, g.total) for g in report.gates] == [
        ("tool", False, 6, 7),
        ("node", True, 2, 2),
    ]
    with pytest.raises(CoverageError, match=r"tool coverage 85.7% \(6/7\) FAILED"):
        assert_coverage(tested, travel_agent(tools=[*TRAVEL_TOOLS, rebook]), min_tool_coverage=1.0)


@pytest.mark.parametrize(
    ("minimums", "message"),
    [
        ({"min_tool_coverage": 1.5}, "min_tool_coverage must be a number in"),
        ({"min_node_coverage": True}, "min_node_coverage must be a number"),
        ({"min_interrupt_coverage": 0.5}, "declares no interrupts"),
    ],
)
def test_a_gate_out_of_range_or_on_nothing_is_an_error_not_a_pass(
    runs: dict[str, list[Trajectory]], minimums: dict[str, Any], message: str
) -> None:
    with pytest.raises(TrajectoryInputError, match=message):
        coverage(runs["travel_agent"], built()["travel_agent"], **minimums)


def test_results_folders_results_files_and_jsonl_of_trajectories_read_as_the_trajectories(
    runs: dict[str, list[Trajectory]], tmp_path: Path
) -> None:
    trajectories = runs["support_desk"]
    expected = coverage(trajectories, built()["support_desk"]).to_dict()
    folder = tmp_path / "out"
    write_report(from_trajectories(trajectories), folder)
    lines = tmp_path / "conversations.jsonl"
    lines.write_text(
        "".join(
            json.dumps({"id": f"c{i}", "trial": 0, **json.loads(t.to_json())}) + "\n"
            for i, t in enumerate(trajectories)
        ),
        encoding="utf-8",
    )
    for source in (folder, str(folder), lines, load_results(folder)):
        assert coverage(source, built()["support_desk"]).to_dict() == {**expected}
    with pytest.raises(TrajectoryInputError, match="none of the 3 results holds a trajectory"):
        coverage(folder / "results.jsonl", built()["support_desk"])
    (tmp_path / "junk.jsonl").write_text("[1, 2]\n", encoding="utf-8")
    with pytest.raises(TrajectoryInputError, match="neither a results file"):
        coverage(tmp_path / "junk.jsonl", TRAVEL_TOOLS)
    with pytest.raises(TrajectoryInputError, match="does not exist"):
        coverage(tmp_path / "missing.jsonl", TRAVEL_TOOLS)
    with pytest.raises(TrajectoryInputError, match="results: expected a Report"):
        coverage(3.5, TRAVEL_TOOLS)


def test_langsmith_evaluate_results_are_read_from_each_runs_trajectory() -> None:
    app = travel_agent(checkpointer=InMemorySaver())
    simulator = ConversationSimulator(user=ScriptedUser(["thanks"]), app=app, max_turns=1)

    def target(inputs: dict[str, Any]) -> dict[str, Any]:
        trajectory = simulator.simulate(scenario="x", initial_message=inputs["opener"])
        return {"trajectory": json.loads(trajectory.to_json())}

    data = examples(
        [
            {"inputs": {"opener": directive(calls)}, "outputs": {"tool_calls": [n for n, _ in calls]}}
            for calls in TRAVEL_CALLS[:2]
        ]
    )
    results = evaluate(
        target,
        data=data,
        evaluators=[ToolTrajectoryEvaluator("superset", argument_matcher="ignore")],
        client=OfflineClient(),
        upload_results=False,
    )
    report = coverage(results, built()["travel_agent"])
    assert report.results == 2 and {t.name for t in report.tools if t.calls} == {
        "search_flights",
        "book_flight",
    }
    assert _taken(report) >= {"model -> tools", "tools -> model"}


def test_graph_trajectories_from_a_thread_or_a_recorder_give_nodes_edges_and_interrupts() -> None:
    graph = support_desk()
    config = {"configurable": {"thread_id": "t1"}}
    recorder = TrajectoryRecorder()
    graph.invoke({"messages": [("user", "I want a refund")]}, {**config, "callbacks": [recorder]})
    graph.invoke(Command(resume="approve"), {**config, "callbacks": [recorder]})
    for source in (graph_trajectory_from_thread(graph, config), recorder.graph_trajectory):
        report = coverage([source], built()["support_desk"])
        assert {n for n, r in report.nodes.items() if r} == {"classify", "escalate", "refund_desk"}
        assert _taken(report) == {
            "__start__ -> classify",
            "classify -> escalate",
            "escalate -> refund_desk",
            "refund_desk -> __end__",
        }
        assert [(i.raised, i.answered) for i in report.interrupts] == [(1, 1)]


def test_trajectories_without_node_paths_give_nodes_from_call_names_and_say_so() -> None:
    recorder = TrajectoryRecorder()
    research_team().invoke(
        {"messages": [("user", directive([("web_search", {"query": "q", "recency": "day"})]))]},
        {"callbacks": [recorder]},
    )
    report = coverage([recorder.trajectory], built()["research_team"])
    assert report.nodes["research_expert:tools"] == 1 and report.nodes["supervisor:tools"] == 1
    assert report.counts("edge")[0] == 0
    assert report.notes == [
        "1 of 1 trajectories carry no graph node path (not simulated in process by this package): their nodes "
        "come from the node names of calls and model turns, and no edge or interrupt is counted from them"
    ]
    assert _enums(report) == {"web_search.recency=day"} and report.subagents["research_expert"] > 0


def test_the_html_report_has_a_coverage_section_with_every_name_escaped(
    runs: dict[str, list[Trajectory]],
) -> None:
    @tool("<img src=x onerror=alert(1)>")
    def evil(q: str) -> str:
        """A tool whose name is markup."""
        return q

    report = from_trajectories(runs["support_desk"])
    report.coverage = coverage(runs["support_desk"], [*DESK_TOOLS, evil], min_tool_coverage=0.9)
    page = render_html(report)
    section = page[page.index('<section id="coverage">') :]
    assert "<img src=x" not in page and "&lt;img src=x onerror=alert(1)&gt;" in section
    assert 'data-tool="get_order"' in section and "never called" in section
    assert "tool coverage 33.3% (1/3) FAILED" in section


def _cli(*args: str) -> int:
    return main(["coverage", *args])


def test_the_cli_exits_0_when_gates_hold_1_when_one_fails_and_2_on_bad_input(
    runs: dict[str, list[Trajectory]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "out"
    write_report(from_trajectories(runs["support_desk"]), folder)
    app = "_reference_apps:SUPPORT_DESK"
    assert (
        _cli(str(folder), "--app", app, "--min-node-coverage", "1", "--json", str(tmp_path / "c.json")) == 0
    )
    out = capsys.readouterr().out
    assert "node        100.0%  (6/6)" in out and "gate: node coverage 100.0% (6/6) met" in out
    assert json.loads((tmp_path / "c.json").read_text())["gaps"]["edges"] == ["escalate -> __end__"]
    assert (
        _cli(str(folder), "--app", app, "--min-tool-coverage", "1", "--report", str(tmp_path / "r.html")) == 1
    )
    assert "tool coverage 50.0% (1/2) FAILED" in capsys.readouterr().out
    assert '<section id="coverage">' in (tmp_path / "r.html").read_text(encoding="utf-8")
    for bad in (
        [str(tmp_path / "missing"), "--app", app],
        [str(folder), "--app", "_reference_apps:nothing_here"],
        [str(folder), "--app", app, "--min-edge-coverage", "2"],
        [str(folder), "--app", "_reference_apps:TRAVEL_TOOLS", "--min-node-coverage", "0.5"],
    ):
        assert _cli(*bad) == 2
        assert "langchain-trajectory coverage: error:" in capsys.readouterr().err


_call = st.one_of(
    st.builds(
        lambda city, unit: ("get_weather", {"city": city, **({"unit": unit} if unit else {})}),
        st.sampled_from(["Oslo", "Rome"]),
        st.sampled_from([None, "celsius", "fahrenheit"]),
    ),
    st.builds(
        lambda reason, extra: ("cancel_booking", {"booking_id": "B", "reason": reason, **extra}),
        st.sampled_from(["schedule", "price", "other", "bogus"]),
        st.sampled_from([{}, {"note": "x"}]),
    ),
    st.builds(lambda ok: ("delete_account", {"customer_id": "C"}), st.booleans()),
    st.just(("teleport", {"to": "Mars"})),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.tuples(_call, st.booleans()), max_size=4), max_size=4))
def test_tool_argument_and_enum_coverage_equal_a_brute_force_count(conversations: list[list[Any]]) -> None:
    trajectories = [
        Trajectory(
            messages=(
                Message.user("go"),
                Message.assistant(
                    "", [ToolCall.of(n, a, error=None if ok else "boom") for (n, a), ok in calls]
                ),
            )
        )
        for calls in conversations
    ]
    if not trajectories:
        return
    report = coverage(trajectories, TRAVEL_TOOLS)
    calls = [(n, a, ok) for c in conversations for (n, a), ok in c]
    for tool_report in report.tools:
        mine = [(a, ok) for n, a, ok in calls if n == tool_report.name]
        assert tool_report.calls == sum(ok for _, ok in mine) and tool_report.failed == sum(
            not ok for _, ok in mine
        )
        for argument in tool_report.arguments:
            assert argument.given == sum(argument.path in a for a, _ in mine)
            for value, seen in argument.enum:
                assert seen == any(a.get(argument.path) == value for a, _ in mine)
    assert report.undeclared_tools == (
        {"teleport": sum(n == "teleport" for n, _, _ in calls)}
        if any(n == "teleport" for n, _, _ in calls)
        else {}
    )


_junk = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
_run = st.fixed_dictionaries(
    {"node": st.sampled_from(["classify", "agent", "tools", "escalate", "nowhere", "a:b"])},
    optional={
        "segment": st.one_of(st.integers(0, 2), _junk),
        "superstep": st.one_of(st.integers(0, 4), _junk),
        "ns": st.one_of(st.sampled_from(["", "agent:1", "agent:1|tools:2"]), _junk),
        "interrupted": _junk,
        "error": _junk,
    },
)


@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.one_of(_run, _junk), max_size=6),
    st.dictionaries(st.sampled_from(["node", "agent", "name", "graph_nodes"]), _junk, max_size=2),
    st.one_of(
        _junk,
        st.lists(
            st.one_of(
                _junk,
                st.fixed_dictionaries(
                    {"node": _junk, "resumed": _junk, "graph_nodes": st.lists(_run, max_size=3)}
                ),
            ),
            max_size=2,
        ),
    ),
)
def test_any_node_runs_and_metadata_on_a_trajectory_are_counted_or_skipped_never_raising(
    runs: list[Any], extra: dict[str, Any], interrupts: Any
) -> None:
    message = Message.assistant(
        "",
        [ToolCall.of("get_order", {"order_id": "A"}, metadata=extra)],
        metadata={**extra, "graph_nodes": runs},
    )
    trajectory = Trajectory(messages=(Message.user("hi"), message), metadata={"interrupts": interrupts})
    report = coverage([trajectory], built()["support_desk"])
    assert report.counts("tool") == (1, 2)
    assert all(n >= 0 for n in report.nodes.values())


def test_a_static_interrupt_point_is_declared_and_the_report_says_it_cannot_be_counted() -> None:
    builder = StateGraph(MessagesState)
    builder.add_node("plan", lambda state: {})
    builder.add_node("act", lambda state: {"messages": [AIMessage("acted")]})
    builder.add_edge(START, "plan")
    builder.add_edge("plan", "act")
    builder.add_edge("act", END)
    graph = builder.compile(checkpointer=InMemorySaver(), interrupt_before=["act"])
    recorder = TrajectoryRecorder()
    config = {"configurable": {"thread_id": "t"}, "callbacks": [recorder]}
    graph.invoke({"messages": [("user", "go")]}, config)
    graph.invoke(None, config)
    report = coverage([recorder.graph_trajectory], graph)
    assert [(i.node, i.kinds, i.answered) for i in report.interrupts] == [("act", ("before",), 0)]
    assert report.nodes == {"plan": 1, "act": 1}
    assert any("a static interrupt marks no node run" in n for n in report.notes)


def test_a_human_in_the_loop_review_answered_by_the_simulators_reviewer_covers_its_interrupt_point() -> None:
    agent = create_agent(
        ScriptedChatModel(respond=following()),
        TRAVEL_TOOLS,
        middleware=[HumanInTheLoopMiddleware(interrupt_on={"delete_account": True})],
        checkpointer=InMemorySaver(),
    )
    simulator = ConversationSimulator(
        user=ScriptedUser(["thanks"]), app=agent, max_turns=1, reviewer="approve"
    )
    opener = directive([("delete_account", {"customer_id": "C1"})])
    report = coverage(simulator.simulate_batch([{"scenario": "delete", "initial_message": opener}]), agent)
    assert [(i.node, i.tools, i.raised, i.answered) for i in report.interrupts] == [
        ("HumanInTheLoopMiddleware.after_model", ("delete_account",), 1, 1)
    ]
    assert report.gaps()["edges"] == ["HumanInTheLoopMiddleware.after_model -> model"]
