"""Application adapters: real create_agent graphs with real tools, runnables and chat models, memory, callbacks."""

from __future__ import annotations

from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph

from langchain_trajectory.simulation import (
    CallableApplication,
    ConversationSimulator,
    GraphApplication,
    RunnableApplication,
    ScriptedUser,
    as_application,
)
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory


@tool
def get_weather(city: str) -> str:
    """Current weather in a city."""
    return f"18C and sunny in {city}"


@tool
def find_hotel(city: str) -> str:
    """Find a hotel in a city."""
    return f"Hotel Le Marais, {city}"


@tool
def book_hotel(hotel: str, nights: int) -> str:
    """Book a hotel."""
    if nights > 30:
        raise ValueError("stays longer than 30 nights need a manager")
    return f"Booked {hotel} for {nights} nights"


TOOLS = [get_weather, find_hotel, book_hotel]
USER_SCRIPT = ["What's the weather in Paris?", "Book me a hotel there for 2 nights.", "Thanks!"]


def travel_brain(messages: list[BaseMessage]) -> AIMessage:
    """The scripted travel agent: decides from the conversation it is sent (safe under concurrency)."""
    last = messages[-1]
    humans = [m for m in messages if isinstance(m, HumanMessage)]
    turn = len(humans)
    if isinstance(last, ToolMessage):
        if last.name == "find_hotel":
            return AIMessage(
                "Found one, booking it.",
                tool_calls=[tool_call("book_hotel", {"hotel": last.content, "nights": 2}, id=f"b{turn}")],
            )
        return AIMessage(f"Done: {last.content}")
    text = str(last.content)
    if "crash" in text:
        raise RuntimeError("model provider error")
    if "weather" in text:
        return AIMessage("", tool_calls=[tool_call("get_weather", {"city": "Paris"}, id=f"w{turn}")])
    if "hotel" in text:
        return AIMessage("", tool_calls=[tool_call("find_hotel", {"city": "Paris"}, id=f"h{turn}")])
    return AIMessage(f"You're welcome! (I have seen {turn} user messages)")


def travel_agent(**kwargs: Any) -> Any:
    return create_agent(ScriptedChatModel(respond=travel_brain), tools=TOOLS, **kwargs)


EXPECTED_BY_TURN = [
    [("get_weather", {"city": "Paris"}, "18C and sunny in Paris")],
    [
        ("find_hotel", {"city": "Paris"}, "Hotel Le Marais, Paris"),
        (
            "book_hotel",
            {"hotel": "Hotel Le Marais, Paris", "nights": 2},
            "Booked Hotel Le Marais, Paris for 2 nights",
        ),
    ],
    [],
]


def by_turn(result: Trajectory) -> list[list[tuple[str, dict[str, Any], Any]]]:
    return [[(c.name, c.args, c.result) for c in calls] for calls in result.tool_calls_by_turn()]


@pytest.mark.parametrize("memory", [False, True], ids=["stateless-agent", "agent-with-checkpointer"])
def test_create_agent_tool_calls_line_up_with_the_turns(memory):
    agent = travel_agent(checkpointer=InMemorySaver() if memory else None)
    sim = ConversationSimulator(user=ScriptedUser(USER_SCRIPT), app=agent, max_turns=5)
    result = sim.simulate()
    assert by_turn(result) == EXPECTED_BY_TURN
    assert [m.role for m in result.messages] == ["user", "assistant"] * 3
    assistant = result.assistant_messages()
    assert assistant[0].content == "Done: 18C and sunny in Paris"
    assert assistant[1].content == "Done: Booked Hotel Le Marais, Paris for 2 nights"
    assert assistant[1].metadata["intermediate_content"] == ["Found one, booking it."]
    assert assistant[2].content.startswith("You're welcome!")
    # The recorder's details ride along: call ids, the model turn, the node.
    weather = result.tool_calls()[0]
    assert weather.id == "w1"
    assert weather.step == 0
    assert weather.metadata["node"] == "tools"
    assert result.metadata["termination"] == "user_stop"


async def test_create_agent_app_on_the_async_path():
    sim = ConversationSimulator(user=ScriptedUser(USER_SCRIPT), app=travel_agent(), max_turns=3)
    result = await sim.asimulate()
    assert by_turn(result) == EXPECTED_BY_TURN
    assert result.metadata["termination"] == "max_turns"


def test_graph_checkpointer_keeps_the_apps_memory_on_its_own_thread():
    checkpointer = InMemorySaver()
    agent = travel_agent(checkpointer=checkpointer)
    sim = ConversationSimulator(user=ScriptedUser(["hi", "hello again", "bye"]), app=agent, max_turns=3)
    first, second = sim.simulate(), sim.simulate()
    # Each reply counts the user messages the agent remembers: its own thread, not the other conversation's.
    for result in (first, second):
        assert [m.content for m in result.assistant_messages()] == [
            f"You're welcome! (I have seen {n} user messages)" for n in (1, 2, 3)
        ]
    assert first.metadata["app_thread_id"] != second.metadata["app_thread_id"]
    stored = agent.get_state({"configurable": {"thread_id": first.metadata["app_thread_id"]}})
    assert [m.content for m in stored.values["messages"] if isinstance(m, HumanMessage)] == [
        "hi",
        "hello again",
        "bye",
    ]


def test_a_fixed_app_thread_id_shares_memory_between_conversations():
    agent = travel_agent(checkpointer=InMemorySaver())
    sim = ConversationSimulator(user=["hi"], app=GraphApplication(agent, thread_id="shared"), max_turns=1)
    sim.simulate()
    second = sim.simulate()
    assert second.assistant_messages()[0].content == "You're welcome! (I have seen 2 user messages)"
    assert second.metadata["app_thread_id"] != "shared"  # the per-conversation id is unused when one is fixed


def test_app_graph_is_not_run_as_a_subgraph_of_a_checkpointed_simulator():
    app_saver, sim_saver = InMemorySaver(), InMemorySaver()
    agent = travel_agent(checkpointer=app_saver)
    sim = ConversationSimulator(user=["hi", "again"], app=agent, max_turns=2, checkpointer=sim_saver)
    result = sim.simulate(app_thread_id="app-thread-1")
    assert result.metadata["app_thread_id"] == "app-thread-1"
    app_state = agent.get_state({"configurable": {"thread_id": "app-thread-1"}})
    assert len([m for m in app_state.values["messages"] if isinstance(m, HumanMessage)]) == 2
    sim_threads = {c.config["configurable"]["thread_id"] for c in sim_saver.list(None)}
    assert sim_threads == {result.metadata["thread_id"]}
    namespaces = {c.config["configurable"].get("checkpoint_ns", "") for c in sim_saver.list(None)}
    assert namespaces == {""}  # nothing of the app was stored in the simulator's checkpointer


def test_app_error_after_a_tool_calling_turn_keeps_that_turns_tool_calls():
    sim = ConversationSimulator(
        user=["What's the weather in Paris?", "now crash please"], app=travel_agent(), max_turns=5
    )
    result = sim.simulate()
    assert by_turn(result) == EXPECTED_BY_TURN[:1]
    assert [m.content for m in result.user_messages()] == ["What's the weather in Paris?", "now crash please"]
    assert result.metadata["termination"] == "error"
    assert result.metadata["error_source"] == "application"
    assert "model provider error" in result.metadata["error"]


def test_a_failing_tool_is_recorded_on_its_call():
    def brain(messages: list[BaseMessage]) -> AIMessage:
        if isinstance(messages[-1], ToolMessage):
            return AIMessage("Sorry, I could not book that.")
        return AIMessage("", tool_calls=[tool_call("book_hotel", {"hotel": "Ritz", "nights": 40}, id="b1")])

    from langchain.agents.middleware import wrap_tool_call

    @wrap_tool_call
    def tool_errors_as_messages(request: Any, handler: Any) -> Any:
        try:
            return handler(request)
        except ValueError as exc:
            return ToolMessage(str(exc), tool_call_id=request.tool_call["id"], status="error")

    agent = create_agent(ScriptedChatModel(respond=brain), tools=TOOLS, middleware=[tool_errors_as_messages])
    result = ConversationSimulator(user=["book the Ritz for 40 nights"], app=agent, max_turns=1).simulate()
    (call,) = result.tool_calls()
    assert call.name == "book_hotel"
    assert "30 nights" in call.error
    assert result.assistant_messages()[0].content == "Sorry, I could not book that."


def test_a_handwritten_state_graph_app():
    def node(state: MessagesState) -> dict[str, Any]:
        return {"messages": [AIMessage(f"seen {len(state['messages'])}")]}

    builder = StateGraph(MessagesState)
    builder.add_node("answer", node)
    builder.add_edge(START, "answer")
    builder.add_edge("answer", END)
    graph = builder.compile()
    result = ConversationSimulator(user=["a", "b"], app=graph, max_turns=2).simulate()
    # No checkpointer: the graph gets the whole conversation each turn.
    assert [m.content for m in result.assistant_messages()] == ["seen 1", "seen 3"]


def test_graph_without_messages_state_is_rejected_when_wrapped():
    from typing_extensions import TypedDict

    class Other(TypedDict):
        text: str

    builder = StateGraph(Other)
    builder.add_node("n", lambda s: {"text": "x"})
    builder.add_edge(START, "n")
    with pytest.raises(ValueError, match="'messages' state key"):
        ConversationSimulator(user=["hi"], app=builder.compile())


def test_chat_model_app_gets_the_conversation_as_messages():
    seen: list[list[BaseMessage]] = []

    def respond(messages: list[BaseMessage]) -> str:
        seen.append(list(messages))
        return f"answer {len(seen)}"

    model = ScriptedChatModel(respond=respond)
    sim = ConversationSimulator(user=["one", "two"], app=model, max_turns=2)
    assert isinstance(sim.app, RunnableApplication)
    result = sim.simulate()
    assert [m.content for m in result.assistant_messages()] == ["answer 1", "answer 2"]
    assert [(type(m).__name__, m.content) for m in seen[1]] == [
        ("HumanMessage", "one"),
        ("AIMessage", "answer 1"),
        ("HumanMessage", "two"),
    ]


def test_chat_model_tool_requests_are_kept_on_the_turn():
    model = ScriptedChatModel(
        replies=[AIMessage("Checking.", tool_calls=[tool_call("get_weather", {"city": "Oslo"}, id="c9")])]
    )
    result = ConversationSimulator(user=["weather in Oslo?"], app=model, max_turns=1).simulate()
    calls = [[(c.name, c.args, c.id, c.result) for c in turn] for turn in result.tool_calls_by_turn()]
    assert calls == [[("get_weather", {"city": "Oslo"}, "c9", None)]]  # requested, never run: no result
    assert result.assistant_messages()[0].content == "Checking."


def test_runnable_chain_app():
    model = ScriptedChatModel(respond=lambda messages: f"system says: {messages[0].content}")
    chain = RunnableLambda(lambda msgs: [SystemMessage("be brief"), *msgs]) | model
    result = ConversationSimulator(user=["hi"], app=chain, max_turns=1).simulate()
    assert result.assistant_messages()[0].content == "system says: be brief"


def test_app_runs_nest_under_the_simulators_callbacks():
    class Seen(BaseCallbackHandler):
        def __init__(self) -> None:
            self.tools: list[str] = []
            self.chains: list[str] = []

        def on_tool_start(self, serialized: Any, input_str: str, **kwargs: Any) -> None:
            self.tools.append(kwargs.get("name") or serialized.get("name"))

        def on_chain_start(self, serialized: Any, inputs: Any, **kwargs: Any) -> None:
            self.chains.append(kwargs.get("name") or "")

    seen = Seen()
    sim = ConversationSimulator(user=ScriptedUser(USER_SCRIPT[:1]), app=travel_agent(), max_turns=1)
    sim.simulate(config={"callbacks": [seen]})
    assert seen.tools == ["get_weather"]
    assert "conversation_simulator" in seen.chains
    assert "application" in seen.chains


def test_callable_returning_langchain_messages_pairs_tool_results():
    def app(trajectory: Trajectory) -> list[BaseMessage]:
        return [
            AIMessage("", tool_calls=[tool_call("get_weather", {"city": "Rome"}, id="r1")]),
            ToolMessage("25C", tool_call_id="r1", name="get_weather"),
            AIMessage("It's 25C in Rome."),
        ]

    result = ConversationSimulator(user=["weather?"], app=app, max_turns=1).simulate()
    # A callable's messages are kept as they are: two assistant messages, the first carrying the call.
    assert [m.content for m in result.assistant_messages()] == ["", "It's 25C in Rome."]
    assert [(c.name, c.result) for c in result.tool_calls()] == [("get_weather", "25C")]


def test_as_application_dispatch():
    agent = travel_agent()
    assert isinstance(as_application(agent), GraphApplication)
    assert isinstance(as_application(ScriptedChatModel(replies=[])), RunnableApplication)
    assert isinstance(as_application(lambda t: "x"), CallableApplication)
    wrapped = GraphApplication(agent)
    assert as_application(wrapped) is wrapped
    with pytest.raises(TypeError, match="app must be"):
        as_application(42)


def test_application_message_objects_are_accepted():
    result = ConversationSimulator(
        user=["hi"], app=lambda t: Message.assistant("hello", [ToolCall.of("greet")]), max_turns=1
    ).simulate()
    assert result.tool_calls_by_turn() == [[ToolCall.of("greet", step=0)]]  # its message is model turn 0


def test_steps_count_model_turns_over_the_whole_conversation() -> None:
    """Each application call numbers its model turns from 0; in the simulated conversation a call's step is
    the index of its model turn among all of them, as Trajectory.from_messages counts them on the app's own
    state (else parallel_calls_unordered would treat calls of different turns as one step)."""
    from langchain_trajectory.demo.agent import build_travel_agent
    from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator

    agent = build_travel_agent(checkpointer=InMemorySaver())
    simulator = ConversationSimulator(
        user=ScriptedUser(["weather in paris", "book az7"]), app=agent, max_turns=2
    )
    simulated = simulator.simulate()
    config = {"configurable": {"thread_id": simulated.metadata["app_thread_id"]}}
    own = Trajectory.from_messages(agent.get_state(config).values)
    assert [(c.name, c.step) for c in simulated.tool_calls()] == [(c.name, c.step) for c in own.tool_calls()]
    assert [c.step for c in simulated.tool_calls()] == [0, 2]
    swapped = ToolTrajectoryEvaluator("strict", parallel_calls_unordered=True)
    assert swapped.evaluate(simulated, ["book_flight", "get_weather"]).score == 0.0


def test_a_runnable_that_fires_no_callbacks_is_simulated_from_its_output() -> None:
    from langchain_core.runnables import Runnable

    class Echo(Runnable):
        def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> AIMessage:
            return AIMessage(content="echo: " + input[-1].content)

    trajectory = ConversationSimulator(user=ScriptedUser(["hi", "there"]), app=Echo(), max_turns=2).simulate()
    assert trajectory.metadata["termination"] == "max_turns"
    assert [m.content for m in trajectory.assistant_messages()] == ["echo: hi", "echo: there"]
