"""Tool stubs and replay: fixed results, functions of the arguments, and a cassette recorded from real runs,
for create_agent apps (middleware) and apps built from a tools list (stub tools), tracing off and on."""

from __future__ import annotations

import json
from typing import Any

import pytest
from _tracing import tracing_mode
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition

from langchain_trajectory.simulation import ConversationSimulator, ToolCassette, ToolStubs, UnstubbedToolCall
from langchain_trajectory.testing import ScriptedChatModel, tool_call

RUNS: list[tuple[str, dict[str, Any]]] = []


@tool
def get_price(city: str, nights: int) -> str:
    """The price of a stay."""
    RUNS.append(("get_price", {"city": city, "nights": nights}))
    return f"{120 * nights} EUR in {city}"


@tool
def get_weather(city: str) -> str:
    """Current weather."""
    RUNS.append(("get_weather", {"city": city}))
    return f"sunny in {city}"


TOOLS = [get_price, get_weather]


def brain(messages: list[BaseMessage]) -> AIMessage:
    last = messages[-1]
    if isinstance(last, ToolMessage):
        return AIMessage(f"answer: {last.content}")
    words = str(last.content).split()
    if words[0] == "price":
        return AIMessage("", tool_calls=[tool_call("get_price", {"city": words[1], "nights": int(words[2])})])
    return AIMessage("", tool_calls=[tool_call("get_weather", {"city": words[1]})])


def agent_app(stubs: ToolStubs | None) -> Any:
    middleware = [stubs.middleware()] if stubs is not None else []
    return create_agent(ScriptedChatModel(respond=brain), tools=TOOLS, middleware=middleware)


def tools_list_app(stubs: ToolStubs | None) -> Any:
    tools = stubs.tools(TOOLS) if stubs is not None else TOOLS
    model = ScriptedChatModel(respond=brain)
    builder = StateGraph(MessagesState)
    builder.add_node("agent", lambda state: {"messages": [model.invoke(state["messages"])]})
    builder.add_node("tools", ToolNode(tools))
    builder.add_edge(START, "agent")
    builder.add_conditional_edges("agent", tools_condition)
    builder.add_edge("tools", "agent")
    return builder.compile()


SCRIPT = ["price Paris 2", "weather Oslo", "price Rome 3"]


def results(trajectory: Any) -> list[tuple[str, dict[str, Any], Any, Any]]:
    return [(c.name, c.args, c.result, c.error) for c in trajectory.tool_calls()]


@pytest.fixture(autouse=True)
def _clear_runs() -> None:
    RUNS.clear()


@pytest.mark.parametrize("build", [agent_app, tools_list_app], ids=["create-agent", "tools-list"])
@pytest.mark.parametrize("mode", ["off", "on"], ids=["tracing-off", "tracing-on"])
async def test_record_then_replay_a_cassette(build: Any, mode: str, tmp_path: Any) -> None:
    with tracing_mode(mode):
        real = ConversationSimulator(user=SCRIPT, app=build(None), max_turns=3).simulate()
        assert len(RUNS) == 3
        RUNS.clear()
        recording = ToolStubs(cassette=tmp_path / "tools.json", record=True)
        recorded = ConversationSimulator(user=SCRIPT, app=build(recording), max_turns=3).simulate()
        assert len(RUNS) == 3  # recording runs the real tools
        path = recording.cassette.save(tmp_path / "tools.json")
        RUNS.clear()
        replay = ToolStubs(cassette=path)
        sim = ConversationSimulator(user=SCRIPT, app=build(replay), max_turns=3)
        for replayed in (sim.simulate(), await sim.asimulate()):
            assert RUNS == []  # nothing real ran
            assert results(replayed) == results(real) == results(recorded)
            assert [m.content for m in replayed.assistant_messages()] == [
                m.content for m in real.assistant_messages()
            ]
    saved = json.loads(path.read_text())
    assert {(e["tool"], json.dumps(e["args"], sort_keys=True)) for e in saved["entries"]} == {
        ("get_price", '{"city": "Paris", "nights": 2}'),
        ("get_weather", '{"city": "Oslo"}'),
        ("get_price", '{"city": "Rome", "nights": 3}'),
    }


@pytest.mark.parametrize("build", [agent_app, tools_list_app], ids=["create-agent", "tools-list"])
def test_unrecorded_arguments_error_or_fall_through(build: Any) -> None:
    cassette = ToolCassette(
        [{"tool": "get_price", "args": {"city": "Paris", "nights": 2}, "result": "99 EUR"}]
    )
    strict = ConversationSimulator(
        user=["price Paris 2", "price Paris 5"], app=build(ToolStubs(cassette=cassette)), max_turns=2
    )
    result = strict.simulate()
    assert result.tool_calls()[0].result == "99 EUR"
    # Nothing answers the second call: the run fails, and the error names the tool and the arguments.
    assert result.metadata["termination"] == "error"
    assert "'get_price' was called with arguments" in result.metadata["error"]
    assert '"nights":5' in result.metadata["error"]
    assert RUNS == []
    through = ConversationSimulator(
        user=["price Paris 2", "price Paris 5"],
        app=build(ToolStubs(cassette=cassette, on_missing="call")),
        max_turns=2,
    ).simulate()
    assert [c.result for c in through.tool_calls()] == ["99 EUR", "600 EUR in Paris"]
    assert RUNS == [("get_price", {"city": "Paris", "nights": 5})]


@pytest.mark.parametrize("build", [agent_app, tools_list_app], ids=["create-agent", "tools-list"])
def test_fixed_results_and_functions_of_the_arguments(build: Any) -> None:
    def price(args: dict[str, Any]) -> str:
        if args["nights"] > 2:
            raise ValueError("no availability")
        return f"{args['nights']} nights: 1 EUR"

    stubs = ToolStubs({"get_weather": "grey", "get_price": price})
    result = ConversationSimulator(user=SCRIPT, app=build(stubs), max_turns=3).simulate()
    assert results(result) == [
        ("get_price", {"city": "Paris", "nights": 2}, "2 nights: 1 EUR", None),
        ("get_weather", {"city": "Oslo"}, "grey", None),
        ("get_price", {"city": "Rome", "nights": 3}, None, "ValueError: no availability"),
    ]
    assert RUNS == []


def test_stub_tools_keep_name_description_and_schema() -> None:
    for real, stub in zip(TOOLS, ToolStubs().tools(TOOLS), strict=True):
        assert (stub.name, stub.description) == (real.name, real.description)
        assert stub.tool_call_schema.model_json_schema() == real.tool_call_schema.model_json_schema()
        assert stub.args == real.args


def test_bad_cassettes_and_options() -> None:
    with pytest.raises(ValueError, match="on_missing"):
        ToolStubs(on_missing="maybe")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="cassette entry 0"):
        ToolCassette([{"args": {}}])
    with pytest.raises(UnstubbedToolCall, match="'x' was called"):
        ToolStubs().answer("x", {"a": 1})


def test_a_bad_cassette_file(tmp_path: Any) -> None:
    path = tmp_path / "bad.json"
    path.write_text("[1, 2]")
    with pytest.raises(ValueError, match="not a tool cassette"):
        ToolCassette.load(path)
    path.write_text("{not json")
    with pytest.raises(ValueError, match="invalid JSON"):
        ToolStubs(cassette=path)
