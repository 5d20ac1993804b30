"""The simulator's loop semantics: turns, initial message, stopping condition, user stop, errors, the graph."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from langgraph.graph.state import CompiledStateGraph

from langchain_trajectory.simulation import ConversationSimulator, ScriptedUser, stop_message
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory


def echo_app(trajectory: Trajectory) -> str:
    return f"reply to {trajectory.last_user_message().content}"


def numbered_user(trajectory: Trajectory) -> str:
    return f"user {len(trajectory.user_messages()) + 1}"


# -- turns ------------------------------------------------------------------------------------------------


def test_max_turns_three_gives_six_alternating_messages():
    sim = ConversationSimulator(user=numbered_user, app=echo_app, max_turns=3)
    result = sim.simulate()
    assert len(result.messages) == 6
    assert result.turn_count() == 3
    assert [m.role for m in result.messages] == ["user", "assistant"] * 3
    assert [m.content for m in result.messages] == [
        "user 1",
        "reply to user 1",
        "user 2",
        "reply to user 2",
        "user 3",
        "reply to user 3",
    ]
    assert result.metadata["termination"] == "max_turns"
    assert result.metadata["turns"] == 3
    assert "error" not in result.metadata


async def test_async_path_gives_the_same_conversation():
    async def auser(trajectory: Trajectory) -> str:
        return numbered_user(trajectory)

    async def aapp(trajectory: Trajectory) -> Message:
        return Message.assistant(echo_app(trajectory))

    sync = ConversationSimulator(user=numbered_user, app=echo_app, max_turns=3).simulate()
    both_async = await ConversationSimulator(user=auser, app=aapp, max_turns=3).asimulate()
    sync_fns_on_async_path = await ConversationSimulator(
        user=numbered_user, app=echo_app, max_turns=3
    ).asimulate()
    expected = [(m.role, m.content) for m in sync.messages]
    assert [(m.role, m.content) for m in both_async.messages] == expected
    assert [(m.role, m.content) for m in sync_fns_on_async_path.messages] == expected


def test_async_callables_work_on_the_sync_path():
    async def auser(trajectory: Trajectory) -> str:
        return "hello"

    async def aapp(trajectory: Trajectory) -> str:
        return "hi there"

    result = ConversationSimulator(user=auser, app=aapp, max_turns=2).simulate()
    assert [m.content for m in result.messages] == ["hello", "hi there", "hello", "hi there"]


def test_initial_message_comes_first_and_does_not_consume_a_scripted_message():
    sim = ConversationSimulator(
        user=ScriptedUser(["second", "third"]), app=echo_app, max_turns=3, initial_message="first"
    )
    result = sim.simulate()
    assert [m.content for m in result.user_messages()] == ["first", "second", "third"]
    assert result.messages[0].metadata["source"] == "initial_message"
    assert result.messages[2].metadata["source"] == "simulated_user"
    assert result.metadata["termination"] == "max_turns"


def test_per_call_initial_message_and_scenario_override_the_defaults():
    seen: list[str] = []

    def app(trajectory: Trajectory) -> str:
        seen.append(trajectory.scenario)
        return "ok"

    sim = ConversationSimulator(user=["x"], app=app, scenario="default", initial_message="hello", max_turns=1)
    result = sim.simulate(scenario="refund", initial_message="I want a refund")
    assert result.scenario == "refund"
    assert result.messages[0].content == "I want a refund"
    assert seen == ["refund"]


def test_long_conversations_do_not_hit_the_default_recursion_limit():
    sim = ConversationSimulator(user=numbered_user, app=echo_app, max_turns=30)
    assert sim.recursion_limit > 2 * 30
    result = sim.simulate()
    assert result.turn_count() == 30
    assert result.metadata["termination"] == "max_turns"


# -- stopping ---------------------------------------------------------------------------------------------


def test_stopping_condition_ends_after_the_message_containing_goodbye():
    replies = iter(["Hello, how can I help?", "Done. Goodbye!", "never sent"])

    def app(trajectory: Trajectory) -> str:
        return next(replies)

    sim = ConversationSimulator(
        user=numbered_user,
        app=app,
        max_turns=5,
        stopping_condition=lambda t: "Goodbye" in (t.last_message().content if t.last_message() else ""),
    )
    result = sim.simulate()
    assert result.last_message().content == "Done. Goodbye!"
    assert len(result.messages) == 4
    assert result.metadata["termination"] == "stopping_condition"


def test_stopping_condition_is_checked_after_user_messages_too():
    app_calls: list[int] = []

    def app(trajectory: Trajectory) -> str:
        app_calls.append(1)
        return "ok"

    sim = ConversationSimulator(
        user=ScriptedUser(["hi", "Goodbye then", "unused"]),
        app=app,
        max_turns=5,
        stopping_condition=lambda t: "Goodbye" in t.last_message().content,
    )
    result = sim.simulate()
    assert [m.content for m in result.messages] == ["hi", "ok", "Goodbye then"]
    assert len(app_calls) == 1
    assert result.metadata["termination"] == "stopping_condition"
    assert result.turn_count() == 1


def test_stopping_condition_sees_each_of_several_assistant_messages_and_all_are_kept():
    def app(trajectory: Trajectory) -> list[Message]:
        return [Message.assistant("Goodbye part one"), Message.assistant("part two")]

    checked: list[str] = []

    def condition(trajectory: Trajectory) -> bool:
        checked.append(trajectory.last_message().content)
        return trajectory.last_message().content.startswith("Goodbye")

    result = ConversationSimulator(user=["hi"], app=app, max_turns=3, stopping_condition=condition).simulate()
    assert [m.content for m in result.messages] == ["hi", "Goodbye part one", "part two"]
    assert checked == ["hi", "Goodbye part one"]
    assert result.metadata["termination"] == "stopping_condition"


def test_user_stop_message_ends_the_conversation_with_user_stop():
    def user(trajectory: Trajectory) -> Message:
        if len(trajectory.user_messages()) == 2:
            return stop_message("Thanks, that's all")
        return Message.user("question")

    result = ConversationSimulator(user=user, app=echo_app, max_turns=10).simulate()
    assert [m.content for m in result.messages] == [
        "question",
        "reply to question",
        "question",
        "reply to question",
        "Thanks, that's all",
    ]
    assert result.metadata["termination"] == "user_stop"


def test_blank_stop_message_adds_nothing():
    result = ConversationSimulator(user=ScriptedUser(["only one"]), app=echo_app, max_turns=10).simulate()
    assert [m.content for m in result.messages] == ["only one", "reply to only one"]
    assert result.metadata["termination"] == "user_stop"


def test_scripted_user_running_out_in_error_mode_records_a_user_error():
    user = ScriptedUser(["a"], on_exhausted="error")
    result = ConversationSimulator(user=user, app=echo_app, max_turns=3).simulate()
    assert len(result.messages) == 2
    assert result.metadata["termination"] == "error"
    assert result.metadata["error_source"] == "simulated_user"
    assert "all were sent" in result.metadata["error"]


# -- errors -----------------------------------------------------------------------------------------------


def test_user_error_on_the_second_call_keeps_one_full_turn():
    calls = {"n": 0}

    def user(trajectory: Trajectory) -> str:
        calls["n"] += 1
        if calls["n"] == 2:
            raise ConnectionError("user model unreachable")
        return "hello"

    result = ConversationSimulator(user=user, app=echo_app, max_turns=5).simulate()
    assert [m.content for m in result.messages] == ["hello", "reply to hello"]
    assert result.turn_count() == 1
    assert result.metadata["termination"] == "error"
    assert result.metadata["error_source"] == "simulated_user"
    assert result.metadata["error"] == "ConnectionError('user model unreachable')"


async def test_app_error_after_a_tool_calling_turn_keeps_that_turns_tool_calls():
    weather = ToolCall.of("get_weather", {"city": "Paris"}, result="18C", id="c1")

    async def app(trajectory: Trajectory) -> Message:
        if len(trajectory.assistant_messages()) == 1:
            raise RuntimeError("backend down")
        return Message.assistant("It is 18C in Paris.", [weather])

    result = await ConversationSimulator(user=["weather?", "and tomorrow?"], app=app, max_turns=5).asimulate()
    assert [m.content for m in result.messages] == ["weather?", "It is 18C in Paris.", "and tomorrow?"]
    assert result.tool_calls_by_turn() == [[weather.model_copy(update={"step": 0})]]  # its model turn
    assert result.metadata["termination"] == "error"
    assert result.metadata["error_source"] == "application"
    assert result.metadata["error"] == "RuntimeError('backend down')"


@pytest.mark.parametrize("reply", ["", "   ", None, [], [Message.assistant("")]])
def test_an_empty_application_reply_is_an_application_error(reply):
    result = ConversationSimulator(user=["hi"], app=lambda t: reply, max_turns=3).simulate()
    assert [m.content for m in result.messages] == ["hi"]
    assert result.metadata["termination"] == "error"
    assert result.metadata["error_source"] == "application"
    assert "empty reply" in result.metadata["error"]


@pytest.mark.parametrize(
    ("reply", "needle"),
    [
        ("", "empty message"),
        (None, "returned None"),
        (Message.assistant("x"), "'assistant' message"),
        (3, "int"),
    ],
)
def test_a_bad_user_reply_is_a_user_error(reply, needle):
    result = ConversationSimulator(user=lambda t: reply, app=echo_app, max_turns=3).simulate()
    assert result.messages == ()
    assert result.metadata["error_source"] == "simulated_user"
    assert needle in result.metadata["error"]


def test_an_app_answering_with_a_user_message_is_an_application_error():
    result = ConversationSimulator(user=["hi"], app=lambda t: Message.user("me?"), max_turns=3).simulate()
    assert result.metadata["error_source"] == "application"
    assert "'user' message" in result.metadata["error"]


def test_a_failing_stopping_condition_is_recorded_with_its_source():
    def condition(trajectory: Trajectory) -> bool:
        raise KeyError("oops")

    result = ConversationSimulator(user=["hi"], app=echo_app, stopping_condition=condition).simulate()
    assert [m.content for m in result.messages] == ["hi"]
    assert result.metadata["termination"] == "error"
    assert result.metadata["error_source"] == "stopping_condition"


def test_several_assistant_messages_from_one_call_are_one_turn():
    def app(trajectory: Trajectory) -> list[Message]:
        return [Message.assistant("Let me check."), Message.assistant("Found it.")]

    result = ConversationSimulator(user=["a", "b"], app=app, max_turns=2).simulate()
    assert [m.role for m in result.messages] == ["user", "assistant", "assistant"] * 2
    assert result.metadata["turns"] == 2
    assert result.metadata["termination"] == "max_turns"


# -- configuration errors ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "exc", "needle"),
    [
        ({"max_turns": 0}, ValueError, "max_turns"),
        ({"max_turns": True}, ValueError, "max_turns"),
        ({"durability": "eventually"}, ValueError, "durability"),
        ({"initial_message": "  "}, ValueError, "initial_message"),
        ({"initial_message": Message.assistant("x")}, ValueError, "initial_message"),
        ({"stopping_condition": 3}, TypeError, "stopping_condition"),
        ({"user": 42}, TypeError, "user"),
        ({"app": 42}, TypeError, "app"),
    ],
)
def test_bad_configuration_fails_when_the_simulator_is_built(kwargs, exc, needle):
    args = {"user": ["hi"], "app": echo_app, **kwargs}
    with pytest.raises(exc, match=needle):
        ConversationSimulator(**args)


def test_scripted_user_rejects_bad_scripts():
    with pytest.raises(TypeError, match="single string"):
        ScriptedUser("hello")
    with pytest.raises(ValueError, match="message 1 is blank"):
        ScriptedUser(["a", " "])
    with pytest.raises(ValueError, match="on_exhausted"):
        ScriptedUser(["a"], on_exhausted="loop")  # type: ignore[arg-type]


# -- the graph --------------------------------------------------------------------------------------------


def test_graph_is_a_compiled_langgraph_graph_that_streams():
    sim = ConversationSimulator(user=numbered_user, app=echo_app, max_turns=2)
    assert isinstance(sim.graph, CompiledStateGraph)
    assert {"simulated_user", "application"} <= set(sim.graph.get_graph().nodes)
    updates = list(sim.graph.stream(sim.initial_state(), sim.config(), stream_mode="updates"))
    assert [next(iter(u)) for u in updates] == ["simulated_user", "application"] * 2
    assert updates[1]["application"]["messages"][0]["content"] == "reply to user 1"
    assert updates[-1]["application"]["termination"] == "max_turns"


async def test_graph_streams_asynchronously_with_values_mode():
    sim = ConversationSimulator(user=numbered_user, app=echo_app, max_turns=2)
    sizes = [
        len(s["messages"])
        async for s in sim.graph.astream(sim.initial_state(), sim.config(), stream_mode="values")
    ]
    assert sizes == [0, 1, 2, 3, 4]


# -- a reference loop, compared on random scripts ---------------------------------------------------------


def reference_loop(plan: list[str], max_turns: int, stop_at: int | None) -> tuple[list[str], str, str | None]:
    """A plain while-loop of the documented semantics. ``plan`` holds one outcome per user/app call:
    ``ok``, ``stop`` (user stop), ``err`` (exception), ``empty``."""
    messages: list[str] = []
    turns = 0
    calls = iter(plan)
    while True:
        outcome = next(calls, "ok")
        if outcome == "err":
            return messages, "error", "simulated_user"
        if outcome == "empty":
            return messages, "error", "simulated_user"
        if outcome == "stop":
            return messages, "user_stop", None
        messages.append("user")
        if stop_at is not None and len(messages) == stop_at:
            return messages, "stopping_condition", None
        outcome = next(calls, "ok")
        if outcome in ("err", "empty"):
            return messages, "error", "application"
        if outcome == "stop":  # an app cannot stop: treated as a normal reply
            outcome = "ok"
        messages.append("assistant")
        turns += 1
        if stop_at is not None and len(messages) == stop_at:
            return messages, "stopping_condition", None
        if turns >= max_turns:
            return messages, "max_turns", None


@settings(max_examples=60, deadline=None)
@given(
    plan=st.lists(st.sampled_from(["ok", "ok", "ok", "stop", "err", "empty"]), max_size=12),
    max_turns=st.integers(1, 5),
    stop_at=st.one_of(st.none(), st.integers(1, 10)),
)
def test_simulator_matches_a_reference_loop(plan, max_turns, stop_at):
    def outcome(trajectory: Trajectory) -> str:
        index = len(trajectory.messages)
        return plan[index] if index < len(plan) else "ok"

    def user(trajectory: Trajectory) -> Message:
        kind = outcome(trajectory)
        if kind == "err":
            raise ValueError("user failed")
        return {"stop": stop_message(), "empty": Message.user("")}.get(kind, Message.user("u"))

    def app(trajectory: Trajectory) -> str:
        kind = outcome(trajectory)
        if kind == "err":
            raise ValueError("app failed")
        return "" if kind == "empty" else "a"

    sim = ConversationSimulator(
        user=user,
        app=app,
        max_turns=max_turns,
        stopping_condition=None if stop_at is None else (lambda t: len(t.messages) == stop_at),
    )
    result = sim.simulate()
    roles, termination, source = reference_loop(plan, max_turns, stop_at)
    assert [m.role for m in result.messages] == roles
    assert result.metadata["termination"] == termination
    assert result.metadata.get("error_source") == source
    assert result.turn_count() == roles.count("assistant")
