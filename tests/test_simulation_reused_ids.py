"""A model that reuses tool-call ids (across turns, and across the steps of one turn, as scripted models and some
providers do) loses no call in a simulation: every turn keeps exactly the calls its tools ran, with their
arguments, results and steps, for a plain StateGraph and a create_agent app, with and without a checkpointer,
sync and async, tracing off and on."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from _langsmith_loopback import MODES, LoopbackLangSmith
from _three_sources import run_three_ways
from _tracing import tracing_mode
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition

from langchain_trajectory import ConversationSimulator, ScriptedChatModel, ScriptedUser

RECIPES = {"eggs": ["omelette"], "flour": ["pancakes"]}
NEEDS = {"omelette": ["eggs", "butter"], "pancakes": ["flour", "milk", "eggs"]}
PANTRY = {"eggs": 6, "butter": 0, "flour": 1, "milk": 0}


@tool
def find_recipes(ingredient: str) -> str:
    """Recipes that use an ingredient."""
    return ", ".join(RECIPES[ingredient])


@tool
def check_pantry(item: str) -> int:
    """Units of an item in the pantry."""
    return PANTRY[item]


TOOLS = [find_recipes, check_pantry]


def chef(messages: list[BaseMessage]) -> AIMessage:
    """Every call's id is ``call_1``, ``call_2``, ... counted from 1 in each step: the same ids every turn."""
    asked = max(i for i, m in enumerate(messages) if isinstance(m, HumanMessage))
    ingredient = str(messages[asked].content).rstrip("?")
    steps = sum(1 for m in messages[asked + 1 :] if isinstance(m, AIMessage))
    if steps == 0:
        return AIMessage(
            "", tool_calls=[{"name": "find_recipes", "args": {"ingredient": ingredient}, "id": "call_1"}]
        )
    if steps == 1:
        needs = NEEDS[RECIPES[ingredient][0]]
        calls = [
            {"name": "check_pantry", "args": {"item": n}, "id": f"call_{k}"} for k, n in enumerate(needs, 1)
        ]
        return AIMessage("", tool_calls=calls)
    counts = [m.content for m in messages[asked + 1 :] if isinstance(m, ToolMessage)][1:]
    return AIMessage(f"You have {', '.join(counts)}.")


def truth(ingredient: str, first_step: int) -> list[tuple[str, dict, str, int]]:
    """(name, args, result, step) of every call one turn about ``ingredient`` makes."""
    recipe = RECIPES[ingredient][0]
    return [("find_recipes", {"ingredient": ingredient}, recipe, first_step)] + [
        ("check_pantry", {"item": n}, str(PANTRY[n]), first_step + 1) for n in NEEDS[recipe]
    ]


def state_graph(checkpointer):
    model = ScriptedChatModel(respond=chef).bind_tools(TOOLS)
    builder = StateGraph(MessagesState)
    builder.add_node("model", lambda state: {"messages": [model.invoke(state["messages"])]})
    builder.add_node("tools", ToolNode(TOOLS))
    builder.add_edge(START, "model")
    builder.add_conditional_edges("model", tools_condition)
    builder.add_edge("tools", "model")
    return builder.compile(checkpointer=checkpointer)


def agent(checkpointer):
    return create_agent(ScriptedChatModel(respond=chef), tools=TOOLS, checkpointer=checkpointer)


@pytest.mark.parametrize("mode", ["off", "on"])
@pytest.mark.parametrize("run", ["sync", "async"])
@pytest.mark.parametrize("memory", [False, True], ids=["stateless", "checkpointer"])
@pytest.mark.parametrize("build", [state_graph, agent], ids=["StateGraph", "create_agent"])
def test_reused_ids_keep_every_call_of_every_turn(build, memory, run, mode):
    app = build(InMemorySaver() if memory else None)
    order = ["eggs?", "flour?", "eggs?"]
    simulator = ConversationSimulator(user=ScriptedUser(order), app=app, max_turns=3)
    with tracing_mode(mode):
        conversation = simulator.simulate() if run == "sync" else asyncio.run(simulator.asimulate())
    expected, step = [], 0
    for question in order:
        expected.append(truth(question.rstrip("?"), step))
        step += 3  # find, check, answer
    got = [
        [(c.name, dict(c.args), c.result, c.step) for c in calls]
        for calls in conversation.tool_calls_by_exchange()
    ]
    assert got == expected
    assert all(c.error is None for c in conversation.tool_calls())


@pytest.fixture(scope="module")
def server() -> Iterator[LoopbackLangSmith]:
    with LoopbackLangSmith() as srv:
        yield srv


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("build", [state_graph, agent], ids=["StateGraph", "create_agent"])
def test_reused_ids_in_one_run_read_alike_by_the_three_sources(build, mode, server):
    """Within one run, ids repeated across the model's steps still pair each tool run with its own request."""
    sources = run_three_ways(build(None), {"messages": [HumanMessage("flour?")]}, mode, server)
    for name, trajectory in sources.read().items():
        got = [(c.name, dict(c.args), c.result, c.step) for c in trajectory.tool_calls()]
        assert got == truth("flour", 0), name
