"""Trajectory.from_messages on real agent states, error results, invalid calls and OpenAI dicts."""

from __future__ import annotations

import json

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import ToolException, tool

from langchain_trajectory import Trajectory
from langchain_trajectory.testing import ScriptedChatModel, tool_call

FLIGHTS = {"PAR": ["AF1", "AF2"], "ROM": ["AZ7"]}


@tool
def search_flights(destination: str) -> str:
    """Find flights to a destination airport code."""
    return json.dumps(FLIGHTS.get(destination, []))


@tool
def book_flight(flight: str) -> str:
    """Book a flight by number."""
    if not any(flight in flights for flights in FLIGHTS.values()):
        raise ToolException(f"unknown flight {flight}")
    return f"booked {flight}"


def test_create_agent_final_state_with_two_parallel_calls_in_request_order():
    model = ScriptedChatModel(
        replies=[
            AIMessage(
                "",
                tool_calls=[
                    tool_call("search_flights", {"destination": "ROM"}, "call_rom"),
                    tool_call("search_flights", {"destination": "PAR"}, "call_par"),
                ],
            ),
            "Rome has AZ7; Paris has AF1 and AF2.",
        ]
    )
    agent = create_agent(model, tools=[search_flights, book_flight])
    state = agent.invoke({"messages": [HumanMessage("Flights to Rome and Paris?")]})

    t = Trajectory.from_messages(state)  # the state dict itself
    calls = t.tool_calls()
    assert [(c.name, c.args, c.id) for c in calls] == [
        ("search_flights", {"destination": "ROM"}, "call_rom"),
        ("search_flights", {"destination": "PAR"}, "call_par"),
    ]
    assert [json.loads(c.result) for c in calls] == [["AZ7"], ["AF1", "AF2"]]
    assert all(c.error is None and c.step == 0 for c in calls)
    assert [m.role for m in t.messages] == ["user", "assistant", "assistant"]
    assert t.last_assistant_message().content == "Rome has AZ7; Paris has AF1 and AF2."
    assert Trajectory.from_messages(state["messages"]) == t


def test_error_tool_message_from_a_handled_tool_error_becomes_error():
    model = ScriptedChatModel(
        replies=[
            AIMessage("", tool_calls=[tool_call("book_flight", {"flight": "XX9"}, "c1")]),
            AIMessage("", tool_calls=[tool_call("book_flight", {"flight": "AF1"}, "c2")]),
            "Booked AF1.",
        ]
    )
    safe_booking = book_flight.model_copy(update={"handle_tool_error": True})
    agent = create_agent(model, tools=[search_flights, safe_booking])
    state = agent.invoke({"messages": [HumanMessage("Book XX9, else AF1")]})
    failed, booked = Trajectory.from_messages(state).tool_calls()
    assert failed.name == "book_flight" and failed.result is None
    assert "unknown flight XX9" in failed.error
    assert (booked.error, booked.result, booked.step) == (None, "booked AF1", 1)


def test_invalid_tool_calls_are_kept_as_errors():
    ai = AIMessage(
        "",
        tool_calls=[tool_call("search_flights", {"destination": "PAR"}, "ok")],
        invalid_tool_calls=[
            {"name": "book_flight", "args": "{bad json", "id": "bad", "error": "Malformed args"}
        ],
    )
    calls = Trajectory.from_messages(
        [HumanMessage("x"), ai, ToolMessage("[]", tool_call_id="ok")]
    ).tool_calls()
    assert [(c.name, c.error) for c in calls] == [
        ("search_flights", None),
        ("book_flight", "invalid tool call: Malformed args"),
    ]
    assert calls[1].metadata["raw_args"] == "{bad json"


def test_openai_message_dicts():
    messages = [
        {"role": "system", "content": "You book travel."},
        {"role": "user", "content": "Weather in Paris?"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "w1",
                    "type": "function",
                    "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "w1", "content": "18C"},
        {"role": "assistant", "content": "It is 18C."},
    ]
    t = Trajectory.from_messages(messages, scenario="weather")
    assert [m.role for m in t.messages] == ["system", "user", "assistant", "assistant"]
    (call,) = t.tool_calls()
    assert (call.name, call.args, call.id, call.result) == ("get_weather", {"city": "Paris"}, "w1", "18C")
    assert t.scenario == "weather"
    assert t.tool_calls_by_turn() == [[call], []]


def test_content_blocks_are_joined_as_text():
    t = Trajectory.from_messages(
        [SystemMessage("s"), HumanMessage([{"type": "text", "text": "a"}, {"type": "text", "text": "b"}])]
    )
    assert t.messages[1].content == "ab"


def test_repeated_tool_call_ids_get_their_results_in_order():
    from langchain_core.messages import AIMessage, ToolMessage

    from langchain_trajectory import Trajectory

    calls = [{"name": "a", "args": {}, "id": "x"}, {"name": "b", "args": {}, "id": "x"}]
    t = Trajectory.from_messages(
        [
            AIMessage("", tool_calls=calls),
            ToolMessage("r1", tool_call_id="x"),
            ToolMessage("r2", tool_call_id="x"),
        ]
    )
    assert [(c.name, c.result) for c in t.tool_calls()] == [("a", "r1"), ("b", "r2")]


def test_chunks_dumps_and_anthropic_calls_read_like_their_message_objects():
    from langchain_core.messages import AIMessage, HumanMessageChunk, SystemMessageChunk, ToolMessage

    from langchain_trajectory import Trajectory
    from langchain_trajectory.reading import to_tool_calls

    t = Trajectory.from_messages([SystemMessageChunk(content="s"), HumanMessageChunk(content="hi")])
    assert [m.role for m in t.messages] == ["system", "user"]
    invalid = AIMessage("", invalid_tool_calls=[{"name": "b", "args": "{bad", "id": "c2", "error": "parse"}])
    answered = [invalid, ToolMessage("Error: bad arguments", tool_call_id="c2", status="error")]
    from_objects = Trajectory.from_messages(answered)
    assert (
        Trajectory.from_messages([m.model_dump() for m in answered]).tool_calls() == from_objects.tool_calls()
    )
    assert from_objects.tool_calls()[0].error == "Error: bad arguments"
    assert to_tool_calls([{"type": "tool_use", "id": "t1", "name": "s", "input": {"q": 1}}])[0].args == {
        "q": 1
    }


def test_a_result_answers_the_latest_message_that_used_its_id():
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    from langchain_trajectory import Trajectory

    invalid = {"name": "search", "args": "{bad", "id": "call_0", "error": None, "type": "invalid_tool_call"}
    t = Trajectory.from_messages(
        [
            HumanMessage("hi"),
            AIMessage("", invalid_tool_calls=[invalid]),
            AIMessage("", tool_calls=[{"name": "search", "args": {"q": "x"}, "id": "call_0"}]),
            ToolMessage("found", tool_call_id="call_0"),
        ]
    )
    assert [(c.step, c.result) for c in t.tool_calls()] == [(0, None), (1, "found")]
