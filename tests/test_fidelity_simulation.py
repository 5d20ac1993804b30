"""The guards inside the simulator: a simulated user turn that fails a guard is written again with the evidence,
and a user that keeps failing ends the conversation ``user_simulator_fault``; every trajectory carries its
scenario, its fault and the simulated user's stamp. Through ``simulate``, ``asimulate``, ``simulate_batch`` and
``asimulate_batch``, with an LLM user played by a scripted chat model and real LangGraph applications."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from _sim_apps import since_last_user
from _tracing import tracing_mode
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from langchain_trajectory.simulation import (
    ConversationSimulator,
    LLMSimulatedUser,
    Scenario,
    ToolStubs,
    check_fidelity,
    scenario_of,
)
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.trajectory import Trajectory

SCENARIO = Scenario(
    goal="Get a refund for order A-1042",
    persona="a terse customer",
    known_facts={"order_id": "A-1042", "email": "ann@example.com"},
    unknown_facts=["tracking number: 1Z999AA10123456784"],
)


def shop(trajectory: Trajectory) -> str:
    """The application: asks for the order, then for the email, then refunds."""
    asked = len(trajectory.assistant_messages())
    return ["Which order is it?", "Thanks. What email is on the account?", "Refunded 120 EUR on A-1042."][
        min(asked, 2)
    ]


def feedback(messages: list[BaseMessage]) -> str | None:
    """The simulation's note after a rejected draft, when the prompt ends with one."""
    last = messages[-1]
    text = str(last.content)
    return text if isinstance(last, HumanMessage) and "was not sent" in text else None


class Player:
    """A user model: answers the application in order, inventing an order number on its second turn until it
    has been told ``fixes`` times (never, with ``fixes=None``)."""

    def __init__(self, fixes: int | None) -> None:
        self.fixes = fixes
        self.prompts: list[list[BaseMessage]] = []

    def __call__(self, messages: list[BaseMessage]) -> str:
        self.prompts.append(messages)
        told = sum(1 for p in self.prompts if feedback(p)) if self.fixes is not None else 0
        spoken = sum(isinstance(m, AIMessage) for m in messages)
        if feedback(messages):
            spoken -= 1  # the rejected draft is shown back as the model's own turn
        if spoken == 0:
            return "I need a refund, please."
        if spoken == 1:
            if self.fixes is not None and told >= 1 and told > self.fixes - 1:
                return "It's A-1042."
            return "It's order B-7777."  # invented: the scenario knows A-1042 only
        if spoken == 2:
            return "ann@example.com"
        return "Thanks! ###STOP###"


def simulator(player: Player, **options: Any) -> ConversationSimulator:
    user = LLMSimulatedUser(ScriptedChatModel(respond=player))
    return ConversationSimulator(user=user, app=shop, max_turns=5, **{"scenario": SCENARIO, **options})


def run(sim: ConversationSimulator, how: str) -> Trajectory:
    if how == "simulate":
        return sim.simulate()
    if how == "asimulate":
        return asyncio.run(sim.asimulate())
    if how == "simulate_batch":
        (result,) = sim.simulate_batch([SCENARIO])
        return result
    (result,) = asyncio.run(sim.asimulate_batch([SCENARIO]))
    return result


PATHS = ["simulate", "asimulate", "simulate_batch", "asimulate_batch"]


@pytest.mark.parametrize("how", PATHS)
def test_a_user_that_fails_a_guard_once_and_then_behaves_gives_a_valid_conversation(how):
    player = Player(fixes=1)
    result = run(simulator(player), how)
    assert [m.content for m in result.user_messages()] == [
        "I need a refund, please.",
        "It's A-1042.",
        "ann@example.com",
        "Thanks!",
    ]
    assert result.metadata["termination"] == "user_stop"
    assert result.metadata["fault"] is None
    fidelity = result.metadata["fidelity"]
    assert (fidelity["regenerations"], fidelity["violations"], fidelity["checked_turns"]) == (1, [], 4)
    second = result.user_messages()[1].metadata["fidelity"]
    assert second["regenerations"] == 1
    assert [r["guard"] for r in second["rejected"]] == ["invented_specifics"]
    assert "B-7777" in second["rejected"][0]["evidence"]
    assert "B-7777" not in result.to_text()  # the rejected draft never reaches the conversation
    # the model was asked again with its draft and the evidence, fenced
    retry = next(p for p in player.prompts if feedback(p))
    assert retry[-2].content == "It's order B-7777." and isinstance(retry[-2], AIMessage)
    note = str(retry[-1].content)
    assert "<<<BEGIN PROBLEMS" in note and "B-7777" in note and "Do not make up identifiers" in note


@pytest.mark.parametrize("how", PATHS)
def test_a_user_that_always_fails_ends_the_conversation_after_k_regenerations(how):
    player = Player(fixes=None)
    result = run(simulator(player, regenerate=3), how)
    assert result.metadata["termination"] == "user_simulator_fault"
    assert result.metadata["fault"] == "user_simulator"
    assert [m.content for m in result.user_messages()] == ["I need a refund, please."]
    assert len(player.prompts) == 1 + 4  # the opening turn, then the second turn written 1 + 3 times
    fidelity = result.metadata["fidelity"]
    assert fidelity["regenerations"] == 3
    (violation,) = fidelity["violations"]
    assert (violation["guard"], violation["turn"]) == ("invented_specifics", 1)


def test_without_regeneration_the_first_failure_ends_it():
    player = Player(fixes=None)
    result = simulator(player, regenerate=0).simulate()
    assert result.metadata["termination"] == "user_simulator_fault"
    assert len(player.prompts) == 2


def test_a_custom_prompt_without_the_scenario_is_a_simulator_fault_at_once():
    player = Player(fixes=0)
    user = LLMSimulatedUser(
        ScriptedChatModel(respond=player), system_prompt="You are a customer. Say {stop_signal} when done."
    )
    result = ConversationSimulator(user=user, app=shop, scenario=SCENARIO).simulate()
    assert result.metadata["termination"] == "user_simulator_fault"
    (violation,) = result.metadata["fidelity"]["violations"]
    assert violation["guard"] == "persona_sent"
    assert "goal" in violation["evidence"] and "known_facts.order_id" in violation["evidence"]
    assert len(player.prompts) == 1  # writing it again cannot put the scenario in the prompt


def test_the_scenario_reaches_the_prompt_fenced_and_is_stored_on_the_trajectory():
    player = Player(fixes=1)
    opener = SCENARIO.model_copy(update={"opener": "I need a refund, please."})
    result = simulator(player, scenario=opener).simulate()
    system = player.prompts[0][0]
    assert isinstance(system, SystemMessage)
    text = str(system.content)
    assert "<<<BEGIN SCENARIO" in text and "<<<END SCENARIO" in text
    for needle in ("Goal: Get a refund for order A-1042", "- order_id: A-1042", "a terse customer"):
        assert needle in text
    assert "Your first message, word for word: I need a refund, please." in text
    assert "1Z999AA10123456784" in text  # the user is told what it does not know (never to state it)
    later = str(player.prompts[1][0].content)
    assert "word for word" not in later  # the opener is said once
    assert result.scenario == SCENARIO.goal
    assert scenario_of(result) == opener
    assert Trajectory.model_validate_json(result.to_json()).metadata["scenario"]["known_facts"] == {
        "order_id": "A-1042",
        "email": "ann@example.com",
    }


def test_a_scenario_string_stays_the_goal_and_renders_as_before():
    player = Player(fixes=1)
    sim = simulator(player, scenario="Get a refund for order A-1042")
    result = sim.simulate()
    assert "Scenario (what you want to achieve): Get a refund for order A-1042" in str(
        player.prompts[0][0].content
    )
    assert result.scenario == "Get a refund for order A-1042"
    assert result.metadata["scenario"]["goal"] == "Get a refund for order A-1042"
    assert sim.scenario == Scenario(goal="Get a refund for order A-1042")
    # a batch entry may be a string, a Scenario, or a dict holding either
    results = sim.simulate_batch(["Refund order A-1042", SCENARIO, {"scenario": SCENARIO.model_dump()}])
    assert [r.scenario for r in results] == ["Refund order A-1042", SCENARIO.goal, SCENARIO.goal]
    with pytest.raises(ValueError, match="conversation 0: 'scenario'"):
        sim.simulate_batch([{"scenario": 3}])
    with pytest.raises(TypeError, match="scenario"):
        ConversationSimulator(user=["hi"], app=shop, scenario=3)


def test_every_result_is_stamped_with_the_simulated_user():
    llm = simulator(Player(fixes=1)).simulate().metadata["user_simulator"]
    assert llm["kind"] == "llm" and llm["model"] == "scripted" and len(llm["prompt_hash"]) == 16
    other = LLMSimulatedUser(ScriptedChatModel(respond=Player(fixes=1)), persona="someone else")
    assert other.identity()["prompt_hash"] != llm["prompt_hash"]
    named = LLMSimulatedUser("openai:gpt-4o-mini").identity()
    assert named["model"] == "openai:gpt-4o-mini"
    scripted = ConversationSimulator(user=["hi", "bye"], app=shop).simulate().metadata["user_simulator"]
    assert scripted["kind"] == "scripted" and scripted["model"] is None and scripted["prompt_hash"]

    def someone(trajectory: Trajectory) -> str:
        return "hi"

    called = ConversationSimulator(user=someone, app=shop, max_turns=1).simulate().metadata["user_simulator"]
    assert called == {
        "kind": "callable",
        "model": "test_every_result_is_stamped_with_the_simulated_user.<locals>.someone",
        "prompt_hash": None,
    }


def test_scripted_turns_are_the_authors_and_not_checked():
    result = ConversationSimulator(
        user=["Order Z-9999 please", "bye"], app=shop, scenario=SCENARIO
    ).simulate()
    assert result.metadata["termination"] == "user_stop"
    assert all(m.metadata["authored"] for m in result.user_messages())
    assert result.metadata["fidelity"]["checked_turns"] == 0


def test_a_callable_user_is_checked_and_can_read_the_feedback():
    seen: list[Any] = []

    def user(trajectory: Trajectory) -> str:
        seen.append(trajectory.metadata.get("user_feedback"))
        if trajectory.metadata.get("user_feedback"):
            return "Sorry: A-1042."
        return "It's order Q-1234." if trajectory.messages else "Refund my order."

    result = ConversationSimulator(user=user, app=shop, max_turns=2, scenario=SCENARIO).simulate()
    assert [m.content for m in result.user_messages()] == ["Refund my order.", "Sorry: A-1042."]
    assert seen[1] is None and seen[2][0]["guard"] == "invented_specifics"
    assert seen[2][0]["draft"] == "It's order Q-1234."


def test_guards_off_and_unknown_guards():
    result = simulator(Player(fixes=None), guards=False).simulate()
    assert "It's order B-7777." in [m.content for m in result.user_messages()]
    assert result.metadata["fault"] is None and result.metadata["fidelity"]["guards"] == []
    with pytest.raises(ValueError, match="unknown guard"):
        simulator(Player(fixes=None), guards=["invented"])
    with pytest.raises(ValueError, match="regenerate"):
        simulator(Player(fixes=None), regenerate=-1)


@tool
def book_hotel(hotel: str, nights: int) -> str:
    """Book a hotel for some nights."""
    return f"Booked {hotel} for {nights} nights"


@tool
def get_weather(city: str) -> str:
    """Current weather in a city."""
    return f"18C in {city}"


def travel_brain(messages: list[BaseMessage]) -> AIMessage:
    """Books or checks the weather as asked, then reports the tool's answer."""
    turn = since_last_user(messages)
    if turn and isinstance(turn[-1], ToolMessage):
        return AIMessage(f"Done: {turn[-1].content}")
    text = str([m for m in messages if isinstance(m, HumanMessage)][-1].content).lower()
    n = sum(1 for m in messages if isinstance(m, HumanMessage))
    if "book" in text:
        return AIMessage(
            "", tool_calls=[tool_call("book_hotel", {"hotel": "Hotel Roma", "nights": 2}, id=f"b{n}")]
        )
    if "weather" in text:
        return AIMessage("", tool_calls=[tool_call("get_weather", {"city": "Rome"}, id=f"w{n}")])
    return AIMessage("Anything else?")


def travel_agent(**options: Any) -> Any:
    return create_agent(ScriptedChatModel(respond=travel_brain), tools=[book_hotel, get_weather], **options)


# -- faults from how a conversation ended -------------------------------------------------------------------------


def test_the_fault_says_who_spoiled_the_conversation():
    def broken(trajectory: Trajectory) -> str:
        raise RuntimeError("boom")

    assert ConversationSimulator(user=["hi"], app=broken).simulate().metadata["fault"] == "agent"

    def silent(trajectory: Trajectory) -> str:
        raise ConnectionError("user model down")

    assert ConversationSimulator(user=silent, app=shop).simulate().metadata["fault"] == "user_simulator"
    fine = ConversationSimulator(user=["hi"], app=shop).simulate()
    assert fine.metadata["fault"] is None


def test_an_unstubbed_tool_call_is_the_stubs_fault():
    stubs = ToolStubs({"get_weather": "18C"})
    app = travel_agent(middleware=[stubs.middleware()])
    result = ConversationSimulator(user=["Book Hotel Roma for 2 nights"], app=app, max_turns=1).simulate()
    assert result.metadata["fault"] == "tool_stub", result.metadata


# -- a real app: tool results are what the user may quote -------------------------------------------------------


@pytest.mark.parametrize("mode", ["off", "on"])
def test_with_a_real_agent_the_user_may_quote_tool_results_but_not_invent_them(mode):
    """A create_agent app with memory, tracing off and on (to a loopback LangSmith): the same conversation."""
    scenario = Scenario(goal="Book Hotel Roma for 2 nights, then check the weather in Rome")

    def traveller(messages: list[BaseMessage]) -> str:
        said = [str(m.content) for m in messages if isinstance(m, HumanMessage)]
        if len([m for m in messages if isinstance(m, AIMessage)]) == 0:
            return "Book Hotel Roma for 2 nights please."
        if feedback(messages):
            return "Great. What's the weather in Rome?"
        if any("Booked Hotel Roma" in s for s in said) and not any("18C" in s for s in said):
            return "Great, booking BK-4411 noted. What's the weather in Rome?"  # BK-4411: invented
        return "18C, lovely. Thanks! ###STOP###"  # 18C comes from the weather tool's result

    user = LLMSimulatedUser(ScriptedChatModel(respond=traveller))
    app = travel_agent(checkpointer=InMemorySaver())
    with tracing_mode(mode) as requests:
        result = ConversationSimulator(user=user, app=app, max_turns=4, scenario=scenario).simulate()
    assert bool(requests) == (mode == "on")
    assert result.metadata["termination"] == "user_stop", result.metadata
    assert result.metadata["fault"] is None
    texts = [m.content for m in result.user_messages()]
    assert texts[1] == "Great. What's the weather in Rome?" and "BK-4411" not in result.to_text()
    assert texts[-1] == "18C, lovely. Thanks!"
    assert result.metadata["fidelity"]["regenerations"] == 1


def test_a_finished_checkpointed_conversation_keeps_its_scenario_and_fault():
    saver = InMemorySaver()
    sim = simulator(Player(fixes=None), checkpointer=saver)
    first = sim.simulate(thread_id="t1")
    again = sim.simulate(thread_id="t1")
    assert first.metadata["termination"] == again.metadata["termination"] == "user_simulator_fault"
    assert again.metadata["scenario"] == first.metadata["scenario"]
    assert again.metadata["fidelity"]["violations"] == first.metadata["fidelity"]["violations"]


def test_what_the_users_own_persona_says_is_known_to_it():
    """A user told about itself in its persona (no scenario facts) may quote it, in the run and after it."""
    replies = iter(["My order A-1 arrived broken. I want my 120 EUR back.", "OK. ###STOP###"])
    user = LLMSimulatedUser(
        ScriptedChatModel(respond=lambda messages: next(replies)),
        persona="a customer who paid 120 EUR for order A-1",
    )
    result = ConversationSimulator(user=user, app=shop, max_turns=3).simulate()
    assert (result.metadata["termination"], result.metadata["fault"]) == ("user_stop", None)
    assert result.metadata["user_simulator"]["persona"] == "a customer who paid 120 EUR for order A-1"
    assert check_fidelity(result).ok
    assert not check_fidelity(result.with_metadata(user_simulator={})).ok  # without it, A-1 would be invented


@pytest.mark.parametrize(("fixes", "calls"), [(1, 5), (None, 5)])
def test_the_model_calls_of_rejected_drafts_count_as_the_users(fixes, calls):
    """Once fixed: opening, rejected draft, accepted turn, email, stop. Never fixed (regenerate=3): opening and
    four rejected drafts, kept on the trajectory since no message keeps them."""
    user = LLMSimulatedUser(ScriptedChatModel(respond=Player(fixes=fixes), usage=True))
    sim = ConversationSimulator(user=user, app=shop, max_turns=5, scenario=SCENARIO, regenerate=3)
    result = sim.simulate()
    assert result.usage().by_source["user"].model_calls == calls
