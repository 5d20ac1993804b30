"""What an application declares, read from the application itself: tools and their argument schemas, graph nodes,
edges, interrupt points and subagents (langchain_trajectory.simulation.surface)."""

from __future__ import annotations

from typing import Any

import pytest
from _reference_apps import TRAVEL_TOOLS, built, get_order, search_flights
from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode
from langgraph.types import interrupt

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.simulation.surface import AppSurface, Edge, InterruptPoint, read_surface
from langchain_trajectory.testing import ScriptedChatModel


def test_a_create_agent_declares_its_six_tools_with_nested_and_enum_arguments() -> None:
    surface = read_surface(built()["travel_agent"])
    assert list(surface.tools) == [t.name for t in TRAVEL_TOOLS]
    book = surface.tools["book_flight"]
    assert dict(book.arguments) == {
        "flight_id": (),
        "passenger": (),
        "passenger.name": (),
        "passenger.age": (),
        "passenger.meal": ("vegetarian", "standard"),
        "seats": (),
    }
    assert surface.tools["send_itinerary"].arguments["delivery.format"] == ("pdf", "html")
    assert "booking_ids" in surface.tools["send_itinerary"].arguments
    assert surface.tools["cancel_booking"].arguments["reason"] == ("schedule", "price", "other")
    assert book.nodes == ("tools",) and book.agents == ("travel_agent",)
    assert surface.nodes == ("model", "tools")
    assert {e.key for e in surface.conditional_edges} == {
        "model -> tools",
        "model -> __end__",
        "tools -> model",
    }
    assert surface.interrupts == {} and surface.subagents == () and surface.scopes == {"travel_agent": ""}


def test_a_state_graph_declares_its_nodes_conditional_edges_and_the_node_that_calls_interrupt() -> None:
    surface = read_surface(built()["support_desk"])
    assert set(surface.tools) == {"get_order", "update_address"}
    assert surface.nodes == ("classify", "agent", "tools", "escalate", "refund_desk", "smalltalk")
    assert {e.key for e in surface.conditional_edges} == {
        "classify -> agent",
        "classify -> escalate",
        "classify -> smalltalk",
        "agent -> tools",
        "agent -> __end__",
        "escalate -> refund_desk",
        "escalate -> __end__",
    }
    assert Edge("tools", "agent", False) in surface.edges
    assert surface.interrupts == {"escalate": InterruptPoint("escalate", ("inside",), ())}


def test_a_supervisor_declares_its_workers_tools_under_their_qualified_nodes_and_the_workers_as_subagents() -> (
    None
):
    surface = read_surface(built()["research_team"])
    assert set(surface.tools) == {
        "transfer_to_math_expert",
        "transfer_to_research_expert",
        "add",
        "multiply",
        "web_search",
    }
    assert surface.tools["web_search"].nodes == ("research_expert:tools",)
    assert surface.tools["web_search"].arguments["recency"] == ("day", "week", "any")
    assert set(surface.subagents) == {"supervisor", "math_expert", "research_expert"}
    assert {
        "supervisor",
        "math_expert",
        "supervisor:agent",
        "math_expert:model",
        "research_expert:tools",
    } <= set(surface.nodes)
    assert Edge("supervisor", "math_expert", True) in surface.edges
    assert Edge("math_expert:model", "math_expert:tools", True) in surface.edges
    assert surface.qualify("tools", "math_expert") == "math_expert:tools"
    assert surface.qualify("tools") is None  # three graphs have a 'tools' node
    assert surface.qualify("agent") == "supervisor:agent"


def test_a_human_in_the_loop_middleware_is_an_interrupt_point_naming_the_tools_it_stops_for() -> None:
    agent = create_agent(
        ScriptedChatModel(replies=[]),
        TRAVEL_TOOLS[:2],
        middleware=[HumanInTheLoopMiddleware(interrupt_on={"book_flight": True, "search_flights": False})],
        checkpointer=InMemorySaver(),
    )
    surface = read_surface(agent)
    assert surface.interrupts == {
        "HumanInTheLoopMiddleware.after_model": InterruptPoint(
            "HumanInTheLoopMiddleware.after_model", ("inside",), ("book_flight",)
        )
    }


def _helper_that_interrupts() -> Any:
    return interrupt("ok?")


@tool
def approve_payment(amount: int) -> str:
    """Ask a human to approve a payment."""
    return str(_helper_that_interrupts())


def test_static_interrupts_and_tools_calling_interrupt_through_a_helper_are_interrupt_points() -> None:
    builder = StateGraph(MessagesState)
    builder.add_node("plan", lambda state: {})
    builder.add_node("tools", ToolNode([approve_payment, get_order]))
    builder.add_edge(START, "plan")
    builder.add_edge("plan", "tools")
    builder.add_edge("tools", END)
    graph = builder.compile(checkpointer=InMemorySaver(), interrupt_before=["plan"], interrupt_after=["plan"])
    surface = read_surface(graph)
    assert surface.interrupts == {
        "tools": InterruptPoint("tools", ("inside",), ("approve_payment",)),
        "plan": InterruptPoint("plan", ("before", "after"), ()),
    }
    assert surface.tools["approve_payment"].interrupts and not surface.tools["get_order"].interrupts


def test_a_list_of_tools_functions_and_tool_dicts_is_a_surface_without_a_graph() -> None:
    def lookup(key: int) -> str:
        """Look a key up."""
        return str(key)

    openai_tool = {
        "type": "function",
        "function": {
            "name": "refund",
            "description": "Refund.",
            "parameters": {
                "type": "object",
                "properties": {"mode": {"enum": ["full", "partial"]}},
                "required": ["mode"],
            },
        },
    }
    surface = read_surface(
        [search_flights, lookup, openai_tool, {"name": "ping", "input_schema": {"type": "object"}}]
    )
    assert list(surface.tools) == ["search_flights", "lookup", "refund", "ping"]
    assert surface.tools["refund"].arguments == {"mode": ("full", "partial")}
    assert surface.tools["lookup"].arguments == {"key": ()}
    assert not surface.is_graph and surface.nodes == () and surface.edges == ()
    assert read_surface(surface) is surface


@pytest.mark.parametrize(
    ("app", "message"),
    [
        (42, "app: expected a compiled LangGraph graph"),
        ("search", "app: expected a compiled LangGraph graph"),
        ([], "app: the list of tools is empty"),
        ([search_flights, 3], "app[1]: expected a LangChain tool"),
        ([{"description": "no name"}], "'name' must be a non-blank string"),
    ],
)
def test_an_app_that_is_not_one_is_refused_naming_what_was_given(app: Any, message: str) -> None:
    with pytest.raises(TrajectoryInputError, match=message.replace("[", r"\[").replace("]", r"\]")):
        read_surface(app)


def test_the_surface_describes_itself_as_json_for_a_prompt() -> None:
    described = read_surface(built()["support_desk"]).describe()
    assert [t["name"] for t in described["tools"]] == ["get_order", "update_address"]
    assert described["tools"][0]["parameters"]["required"] == ["order_id"]
    assert "classify -> escalate" in described["conditional_edges"]
    assert described["interrupt_points"] == [{"node": "escalate", "kinds": ["inside"], "tools": []}]
    assert "graph_nodes" not in AppSurface(tools={}).describe()
