"""PlanAdherenceEvaluator on real deepagents runs (scripted models, captured by the recorder), and on the plan
semantics alone: completed items need their own supporting call, churn, planning where none was expected."""

from __future__ import annotations

import re
from typing import Any

import pytest
from deepagents import create_deep_agent
from langchain.agents.middleware import TodoListMiddleware
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from langchain_trajectory import TrajectoryRecorder
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators import PlanAdherenceEvaluator
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory


@tool
def search_flights(destination: str) -> str:
    """Search flights to a destination."""
    return f"TP 433 to {destination}, $389"


@tool
def book_flight(flight: str) -> str:
    """Book a flight."""
    return f"booked {flight}: PNR QX7K2L"



def todos(*items: tuple[str, str]) -> dict[str, Any]:
    return {"todos": [{"content": content, "status": status} for content, status in items]}


FIND, BOOK, TELL = "Find flights to Lisbon", "Book the cheapest flight", "Tell the user the price"


def scripted(turns: list[list[dict[str, Any]]], final: str) -> ScriptedChatModel:
    """The main agent: the tool calls of each model turn in order, then a final answer."""

    def respond(messages: list[BaseMessage]) -> AIMessage:
        turn = sum(isinstance(m, AIMessage) for m in messages)
        if turn < len(turns):
            return AIMessage("", tool_calls=turns[turn])
        return AIMessage(final)

    return ScriptedChatModel(respond=respond)


def run(
    turns: list[list[dict[str, Any]]], request: str = "Book me the cheapest flight to Lisbon", **kw: Any
) -> Trajectory:
    # deepagents no longer adds the todo tool by default: LangChain's TodoListMiddleware gives it write_todos.
    agent = create_deep_agent(
        model=scripted(turns, "Done."),
        tools=[search_flights, book_flight],
        middleware=[TodoListMiddleware()],
        name="main",
        **kw,
    )
    recorder = TrajectoryRecorder()
    agent.invoke({"messages": [HumanMessage(request)]}, {"callbacks": [recorder]})
    return recorder.trajectory


HONEST = [
    [tool_call("write_todos", todos((FIND, "in_progress"), (BOOK, "pending")))],
    [tool_call("search_flights", {"destination": "Lisbon"})],
    [tool_call("write_todos", todos((FIND, "completed"), (BOOK, "in_progress")))],
    [tool_call("book_flight", {"flight": "TP 433"})],
    [tool_call("write_todos", todos((FIND, "completed"), (BOOK, "completed")))],
]
# Searches, then marks both items completed: nothing booked the flight.
SKIPPED = [
    [tool_call("write_todos", todos((FIND, "in_progress"), (BOOK, "pending")))],
    [tool_call("search_flights", {"destination": "Lisbon"})],
    [tool_call("write_todos", todos((FIND, "completed"), (BOOK, "completed")))],
]


@pytest.fixture(scope="module")
def honest() -> Trajectory:
    return run(HONEST)


@pytest.fixture(scope="module")
def skipped() -> Trajectory:
    return run(SKIPPED)


def test_an_honest_deepagents_run_passes_with_every_item_supported_by_its_own_call(
    honest: Trajectory,
) -> None:
    result = PlanAdherenceEvaluator().evaluate(honest)
    assert (result.score, result.passed) == (1.0, True)
    (plan,) = result.metadata["plans"]
    assert plan["agent"] == "main" and len(plan["writes"]) == 3
    assert [w["calls_since_previous"] for w in plan["writes"]] == [[], ["search_flights"], ["book_flight"]]
    support = {i["content"]: [c["name"] for c in i["supported_by"]] for i in plan["items"]}
    assert support == {FIND: ["search_flights"], BOOK: ["book_flight"]}
    assert result.metadata["churn"] == 0
    assert "2 todo item(s) over 3 plan update(s): 2 marked completed; churn 0" in result.reason


def test_a_deepagents_run_marking_an_item_completed_without_a_supporting_call_fails(
    skipped: Trajectory, honest: Trajectory
) -> None:
    result = PlanAdherenceEvaluator().evaluate(skipped)
    assert result.score == 0.5 and not result.passed  # two items completed together, one call between
    assert len(result.metadata["unsupported"]) == 1
    assert "marked completed without a supporting call (agent main)" in result.reason
    # Saying which tools do which item names the one that was skipped.
    mapped = PlanAdherenceEvaluator(support={"book": ["book_flight"], "find": ["search_flights"]}).evaluate(
        skipped
    )
    assert mapped.metadata["unsupported"] == [{"agent": "main", "content": BOOK}]
    # The same run with the honest ones: the mapping holds there.
    assert PlanAdherenceEvaluator(support={"book": ["book_flight"]}).evaluate(honest).passed


def test_planning_where_none_was_expected_fails_and_a_plain_answer_passes() -> None:
    planned = run(
        [
            [tool_call("write_todos", todos(("Convert 10 dollars to euros", "in_progress")))],
            [tool_call("write_todos", todos(("Convert 10 dollars to euros", "completed")))],
        ],
        request="What is 10 dollars in euros?",
    )
    result = PlanAdherenceEvaluator(expect_plan=False).evaluate(planned)
    assert result.score == 0.0 and result.metadata["problems"] == [
        "planned where no plan was expected: write_todos called 2 time(s)"
    ]
    plain = run([], request="Say hi")
    assert PlanAdherenceEvaluator(expect_plan=False).evaluate(plain).passed
    missing = PlanAdherenceEvaluator(expect_plan=True).evaluate(plain)
    assert missing.score == 0.0 and "no plan: write_todos was never called successfully" in missing.reason


def test_work_done_by_a_subagent_supports_the_main_agents_item_through_its_task_call() -> None:
    def researcher(messages: list[BaseMessage]) -> AIMessage:
        if not any(isinstance(m, ToolMessage) for m in messages):
            return AIMessage("", tool_calls=[tool_call("search_flights", {"destination": "Lisbon"})])
        return AIMessage("TP 433 is the cheapest at $389")

    subagent = {
        "name": "researcher",
        "description": "Finds flights.",
        "system_prompt": "You find flights.",
        "tools": [search_flights],
        "model": ScriptedChatModel(respond=researcher),
    }
    trajectory = run(
        [
            [tool_call("write_todos", todos((FIND, "in_progress")))],
            [tool_call("task", {"description": "find flights to Lisbon", "subagent_type": "researcher"})],
            [tool_call("write_todos", todos((FIND, "completed")))],
        ],
        subagents=[subagent],
    )
    result = PlanAdherenceEvaluator().evaluate(trajectory)
    assert result.passed
    (plan,) = result.metadata["plans"]  # the subagent never planned
    assert [c["name"] for c in plan["items"][0]["supported_by"]] == ["task"]
    assert any(c.metadata.get("agent") == "researcher" for c in trajectory.tool_calls())


# -- the plan semantics, on written trajectories --------------------------------------------------------------------


def plan_run(*calls: ToolCall) -> Trajectory:
    return Trajectory(messages=(Message.user("do it"), Message.assistant("", tool_calls=calls)))


def write(*items: tuple[str, str], error: str | None = None) -> ToolCall:
    return ToolCall.of("write_todos", todos(*items), result=None if error else "ok", error=error)


def work(name: str = "search_flights", error: str | None = None) -> ToolCall:
    return ToolCall.of(name, {}, result=None if error else "ok", error=error)


def test_churn_counts_items_added_later_dropped_while_open_and_reopened() -> None:
    trajectory = plan_run(
        write(("a", "in_progress"), ("b", "pending")),
        work(),
        write(("a", "completed"), ("c", "pending")),  # c added, b dropped while open
        write(("a", "in_progress"), ("c", "pending")),  # a reopened
        work(),
        write(("a", "completed"), ("c", "completed")),  # one call for two items
    )
    result = PlanAdherenceEvaluator().evaluate(trajectory)
    (plan,) = result.metadata["plans"]
    assert (plan["added_later"], plan["dropped"], plan["reopened"]) == (["c"], ["b"], ["a"])
    assert result.metadata["churn"] == 3
    assert [u["content"] for u in result.metadata["unsupported"]] == ["c"]
    assert PlanAdherenceEvaluator(max_churn=2, share_calls=True).evaluate(trajectory).score == 0.0
    shared = PlanAdherenceEvaluator(share_calls=True).evaluate(trajectory)
    assert shared.metadata["unsupported"] == []


def test_failed_calls_support_nothing_and_a_failed_todo_call_changes_nothing() -> None:
    trajectory = plan_run(
        write(("a", "in_progress")),
        work(error="timeout"),
        write(("a", "completed"), error="parallel write_todos calls"),
        write(("a", "completed")),
    )
    result = PlanAdherenceEvaluator().evaluate(trajectory)
    assert result.metadata["unsupported"] == [{"agent": None, "content": "a"}]
    assert len(result.metadata["plans"][0]["writes"]) == 2


def test_items_needing_no_call_unfinished_items_and_a_custom_support_rule() -> None:
    trajectory = plan_run(
        write(("Search", "in_progress"), ("Summarize the options", "pending"), ("Book", "pending")),
        work(),
        write(("Search", "completed"), ("Summarize the options", "completed"), ("Book", "pending")),
    )
    no_call = PlanAdherenceEvaluator(support={"summar": []})
    assert no_call.evaluate(trajectory).passed  # Book is open: reported, not counted
    strict = PlanAdherenceEvaluator(support={re.compile("^Summ"): []}, require_completion=True)
    result = strict.evaluate(trajectory)
    assert result.score == pytest.approx(2 / 3) and result.metadata["unfinished"][0]["content"] == "Book"
    judged = PlanAdherenceEvaluator(support=lambda item, calls: item == "Search" and bool(calls))
    assert [u["content"] for u in judged.evaluate(trajectory).metadata["unsupported"]] == [
        "Summarize the options"
    ]


def test_another_todo_tool_schema_and_its_errors() -> None:
    trajectory = plan_run(
        ToolCall.of("update_plan", {"steps": [{"step": "a", "state": "done"}]}, result="ok"),
    )
    ev = PlanAdherenceEvaluator(
        todo_tool="update_plan", todos_key="steps", content_key="step", status_key="state", completed=["done"]
    )
    assert ev.evaluate(trajectory).metadata["unsupported"] == [{"agent": None, "content": "a"}]
    with pytest.raises(
        TrajectoryInputError,
        match=r"call 0 \(update_plan, id None\): 'steps'\[0\]\['content'\] must be a string",
    ):
        PlanAdherenceEvaluator(todo_tool="update_plan", todos_key="steps").evaluate(trajectory)
    with pytest.raises(ValueError, match="'support' must be a mapping"):
        PlanAdherenceEvaluator(support=["book"])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"support\['book'\] must be a list of tool names"):
        PlanAdherenceEvaluator(support={"book": "book_flight"})
    with pytest.raises(ValueError, match="'max_churn' must be None or an integer"):
        PlanAdherenceEvaluator(max_churn=-1)
    with pytest.raises(ValueError, match="'completed' must be a status"):
        PlanAdherenceEvaluator(completed=[])
