"""The data model: every Trajectory method, rendering, immutability and JSON round trips."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from pydantic import ValidationError

from langchain_trajectory import Message, ToolCall, Trajectory
from langchain_trajectory.trajectory import ConversationTrajectory

U = Message.user
A = Message.assistant


def traj(*messages: Message, scenario: str = "") -> Trajectory:
    return Trajectory(messages=messages, scenario=scenario)


@pytest.mark.parametrize(
    ("messages", "expected"),
    [
        ([U("q"), A("a"), U("q2")], 1),
        ([U("q"), A("a"), U("q2"), A("a2")], 2),
        ([A("hello"), U("q")], 1),
        ([], 0),
        ([Message.system("s"), U("q")], 0),
    ],
)
def test_turn_count_is_min_of_user_and_assistant_messages(messages, expected):
    assert traj(*messages).turn_count() == expected


def test_tool_calls_by_turn_has_one_list_per_assistant_message_including_empty_ones():
    greet, weather, log = ToolCall.of("greet"), ToolCall.of("weather", {"city": "Paris"}), ToolCall.of("log")
    t = traj(A("hi", [greet]), U("q"), A("thinking"), A("sunny", [weather]), A("done", [log, log]))
    assert t.tool_calls_by_turn() == [[greet], [], [weather], [log, log]]
    assert t.tool_calls() == [greet, weather, log, log]
    assert len(t.tool_calls_by_turn()) == len(t.assistant_messages())


def test_message_queries():
    system, u1, a1, u2 = Message.system("be nice"), U("one"), A("two"), U("three")
    t = traj(system, u1, a1, u2)
    assert t.user_messages() == [u1, u2]
    assert t.assistant_messages() == [a1]
    assert t.last_message() == u2
    assert t.last_user_message() == u2
    assert t.last_assistant_message() == a1
    empty = traj()
    assert empty.last_message() is None
    assert empty.last_user_message() is None
    assert empty.last_assistant_message() is None
    assert empty.tool_calls() == []
    assert empty.tool_calls_by_turn() == []


def test_to_text_matches_the_seed_format_exactly():
    t = traj(U("Hello"), A("Hi there"), scenario="Test scenario")
    assert t.to_text() == "Scenario: Test scenario\n\nUSER: Hello\n\nASSISTANT: Hi there"
    assert traj(U("Hello")).to_text() == "USER: Hello"


def test_to_text_renders_tool_lines_with_compact_sorted_json():
    call = ToolCall.of("search_flights", {"to": "Paris", "from": "Berlin", "n": 2})
    t = traj(U("Find flights"), A("Found two.", [call]))
    assert t.to_text() == (
        'USER: Find flights\n\nASSISTANT: Found two.\n  [tool: search_flights({"from":"Berlin","n":2,"to":"Paris"})]'
    )
    assert (
        t.to_text(tool_calls="names")
        == "USER: Find flights\n\nASSISTANT: Found two.\n  [tool: search_flights]"
    )
    assert t.to_text(tool_calls="none") == "USER: Find flights\n\nASSISTANT: Found two."


@pytest.mark.parametrize("rendering", [True, False, None, "results", "ARGS", 1])
def test_to_text_refuses_a_tool_call_rendering_it_does_not_know(rendering):
    t = traj(U("Find flights"), A("Found two.", [ToolCall.of("search_flights", {"to": "Paris"})]))
    with pytest.raises(ValueError, match=r"tool_calls must be one of \['args', 'names', 'none'\]"):
        t.to_text(tool_calls=rendering)
    with pytest.raises(ValueError, match="tool_calls must be one of"):
        t.messages[1].to_text(rendering)


def test_tool_free_transcript_is_unchanged_by_tool_support():
    plain = traj(U("a"), A("b"), U("c"), A("d"))
    with_tools = traj(U("a"), A("b"), U("c"), A("d", [ToolCall.of("x")]))
    assert with_tools.to_text().startswith(plain.to_text())
    assert plain.to_text() == plain.to_text(tool_calls="none")


def test_models_are_immutable():
    t = traj(U("a"))
    with pytest.raises(ValidationError):
        t.scenario = "changed"  # type: ignore[misc]
    with pytest.raises(ValidationError):
        t.messages[0].content = "changed"  # type: ignore[misc]
    with pytest.raises(ValidationError):
        ToolCall.of("x").name = "y"  # type: ignore[misc]
    appended = t.with_message(A("b"))
    assert len(t.messages) == 1 and len(appended.messages) == 2


def test_alias_and_factories():
    assert ConversationTrajectory is Trajectory
    assert Message.system("s").role == "system"
    assert Message.assistant("x").tool_calls == ()
    assert ToolCall.of("t", {"a": 1}) == ToolCall(name="t", args={"a": 1})
    with pytest.raises(ValidationError):
        ToolCall(name="  ")


def test_to_langchain_messages_pairs_every_tool_call_with_an_answer():
    ok = ToolCall(name="search", args={"q": "x"}, id="c1", result={"hits": 2})
    bad = ToolCall(name="book", args={}, error="sold out")
    t = traj(Message.system("sys"), U("go"), A("", [ok, bad]), A("done"))
    out = t.to_langchain_messages()
    assert [type(m) for m in out] == [
        SystemMessage,
        HumanMessage,
        AIMessage,
        ToolMessage,
        ToolMessage,
        AIMessage,
    ]
    assert [tc["name"] for tc in out[2].tool_calls] == ["search", "book"]
    assert out[3].tool_call_id == "c1" and json.loads(out[3].content) == {"hits": 2}
    assert out[4].status == "error" and out[4].content == "sold out"
    assert out[4].tool_call_id == out[2].tool_calls[1]["id"]
    # And back: the round trip keeps names, args, ids, results and errors.
    back = Trajectory.from_messages(out)
    assert [(c.name, c.args, c.error) for c in back.tool_calls()] == [
        ("search", {"q": "x"}, None),
        ("book", {}, "sold out"),
    ]


# -- JSON round trips (hypothesis) -----------------------------------------------------------------------------

json_scalars = st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=8)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
tool_calls = st.builds(
    ToolCall,
    name=st.text(min_size=1, max_size=10).filter(str.strip),
    args=st.dictionaries(st.text(max_size=6), json_values, max_size=3),
    id=st.none() | st.text(min_size=1, max_size=6),
    result=json_values,
    error=st.none() | st.text(max_size=10),
    step=st.none() | st.integers(0, 50),
    metadata=st.dictionaries(st.text(max_size=5), json_values, max_size=2),
)
messages = st.one_of(
    st.builds(Message.user, st.text(max_size=20)),
    st.builds(Message.system, st.text(max_size=20)),
    st.builds(Message.assistant, st.text(max_size=20), st.lists(tool_calls, max_size=3)),
)
trajectories = st.builds(
    Trajectory,
    messages=st.lists(messages, max_size=6).map(tuple),
    scenario=st.text(max_size=20),
    metadata=st.dictionaries(st.text(max_size=5), json_values, max_size=2),
)


@settings(max_examples=150, deadline=None)
@given(trajectories)
def test_json_round_trip(t):
    assert Trajectory.from_json(t.to_json()) == t
    assert Trajectory.from_json(t.to_json(indent=None)) == t


@settings(max_examples=100, deadline=None)
@given(trajectories)
def test_to_text_is_deterministic_and_has_one_tool_line_per_call(t):
    text = t.to_text()
    assert text == Trajectory.from_json(t.to_json()).to_text()
    assert sum(line.startswith("  [tool: ") for line in text.split("\n")) >= len(t.tool_calls())
    assert t.turn_count() == min(len(t.user_messages()), len(t.assistant_messages()))
    assert sum(map(len, t.tool_calls_by_turn())) == len(t.tool_calls())


def test_json_round_trip_keeps_infinities_and_nan():
    import math

    t = Trajectory(
        messages=(Message.assistant("", [ToolCall.of("t", {"k": math.inf, "m": -math.inf, "n": math.nan})]),)
    )
    args = Trajectory.from_json(t.to_json()).tool_calls()[0].args
    assert args["k"] == math.inf and args["m"] == -math.inf and math.isnan(args["n"])


def _calls(*names: str) -> Message:
    return Message.assistant("", [ToolCall.of(n) for n in names])


@pytest.mark.parametrize(
    ("messages", "by_exchange", "exchange_roles"),
    [
        # one request answered in three model steps (a captured run): one exchange, three assistant messages
        (
            [
                Message.system("s"),
                Message.user("u"),
                _calls("x"),
                _calls("y", "z"),
                Message.assistant("done"),
            ],
            [["x", "y", "z"]],
            [["system", "user", "assistant", "assistant", "assistant"]],
        ),
        # tool calls given without a conversation
        ([_calls("x")], [["x"]], [["assistant"]]),
        # the assistant opens; the user's last message is never answered
        (
            [
                Message.assistant("hi"),
                Message.user("u"),
                _calls("q"),
                Message.user("v"),
                _calls("r"),
                Message.user("bye"),
            ],
            [[], ["q"], ["r"]],
            [["assistant"], ["user", "assistant"], ["user", "assistant"]],
        ),
        ([Message.user("hi")], [], []),
        ([Message.user("a"), Message.user("b"), _calls("x")], [["x"]], [["user", "user", "assistant"]]),
        ([], [], []),
    ],
)
def test_exchanges_group_by_user_request(
    messages: list[Message], by_exchange: list[list[str]], exchange_roles: list[list[str]]
) -> None:
    t = Trajectory(messages=tuple(messages))
    assert [[c.name for c in group] for group in t.tool_calls_by_exchange()] == by_exchange
    assert [[m.role for m in e] for e in t.exchanges()] == exchange_roles
    assert [c.name for group in t.tool_calls_by_exchange() for c in group] == [c.name for c in t.tool_calls()]
