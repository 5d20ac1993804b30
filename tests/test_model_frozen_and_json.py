"""The data model is frozen all the way down, and its JSON form follows the multi-turn format: a ``tool_calls``
array only on turns that made calls."""

from __future__ import annotations

import copy
import json
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from langchain_trajectory import (
    Message,
    ToolCall,
    ToolTrajectoryEvaluator,
    Trajectory,
    TrajectoryInputError,
    to_trajectory,
)
from langchain_trajectory.reading import to_tool_calls
from langchain_trajectory.trajectory import (
    MAX_DEPTH,
    FrozenDict,
    FrozenList,
    _checked_message,
    _checked_tool_call,
    _checked_trajectory,
    freeze,
    thaw,
)

# -- frozen means frozen ----------------------------------------------------------------------------------------


def _mutations(value):
    """Every way of changing a dict or list in place."""
    if isinstance(value, dict):
        return [
            lambda: value.__setitem__("x", 1),
            lambda: value.__delitem__(next(iter(value))),
            lambda: value.update(x=1),
            lambda: value.pop(next(iter(value))),
            value.popitem,
            value.clear,
            lambda: value.setdefault("x", 1),
            lambda: value.__ior__({"x": 1}),
        ]
    return [
        lambda: value.__setitem__(0, 1),
        lambda: value.__delitem__(0),
        lambda: value.append(1),
        lambda: value.extend([1]),
        lambda: value.insert(0, 1),
        value.pop,
        lambda: value.remove(value[0]),
        value.clear,
        value.sort,
        value.reverse,
        lambda: value.__iadd__([1]),
        lambda: value.__imul__(2),
    ]


def _call() -> ToolCall:
    return ToolCall.of(
        "search",
        {"q": "Paris", "filters": {"tags": ["a", "b"]}},
        result={"hits": [{"id": 1}]},
        metadata={"node": "tools", "path": ["agent:main"]},
    )


@pytest.mark.parametrize(
    "reach",
    [
        lambda c, m, t: c.args,
        lambda c, m, t: c.args["filters"],
        lambda c, m, t: c.args["filters"]["tags"],
        lambda c, m, t: c.result,
        lambda c, m, t: c.result["hits"],
        lambda c, m, t: c.result["hits"][0],
        lambda c, m, t: c.metadata,
        lambda c, m, t: c.metadata["path"],
        lambda c, m, t: m.metadata,
        lambda c, m, t: t.metadata,
        lambda c, m, t: t.metadata["termination"],
    ],
)
def test_nothing_stored_in_the_model_changes_in_place(reach):
    call = _call()
    message = Message.assistant("", [call], metadata={"id": "m1"})
    trajectory = Trajectory(messages=(message,), metadata={"termination": ["max_turns"], "x": 1})
    value = reach(call, message, trajectory)
    before = copy.deepcopy(trajectory.model_dump())
    for mutate in _mutations(value):
        with pytest.raises(TypeError, match="read-only"):
            mutate()
    assert trajectory.model_dump() == before


def test_what_the_caller_passed_in_is_copied_not_kept():
    args = {"q": ["Paris"]}
    meta = {"node": {"name": "tools"}}
    call = ToolCall(name="search", args=args, metadata=meta)
    args["q"].append("Rome")
    meta["node"]["name"] = "changed"
    assert call.args == {"q": ["Paris"]} and call.metadata == {"node": {"name": "tools"}}
    message = {"role": "assistant", "content": "", "tool_calls": [{"name": "search", "args": args}]}
    read = to_tool_calls([message])[0]
    args["q"].clear()
    assert read.args == {"q": ["Paris", "Rome"]}


def test_a_score_cannot_change_after_the_fact():
    actual = to_tool_calls([{"name": "search", "args": {"q": "Paris"}}])
    ev = ToolTrajectoryEvaluator("strict")
    result = ev.evaluate(actual, [{"name": "search", "args": {"q": "Paris"}}])
    assert result.score == 1.0
    with pytest.raises(TypeError):
        actual[0].args["q"] = "London"
    with pytest.raises(ValidationError):
        result.score = 0.0  # type: ignore[misc]
    assert ev.evaluate(actual, [{"name": "search", "args": {"q": "Paris"}}]).score == 1.0


def test_frozen_values_behave_as_dicts_and_lists_everywhere_else():
    call = _call()
    assert isinstance(call.args, dict) and isinstance(call.args["filters"]["tags"], list)
    assert call.args == {"q": "Paris", "filters": {"tags": ["a", "b"]}}
    assert json.loads(json.dumps(call.args)) == call.args
    plain = dict(call.args)
    plain["q"] = "Rome"  # a copy changes freely
    assert call.args["q"] == "Paris" and (call.args | {"q": "Rome"})["q"] == "Rome"
    editable = thaw(call.args)
    editable["filters"]["tags"].append("c")
    assert type(editable["filters"]) is dict and call.args["filters"]["tags"] == ["a", "b"]
    for copied in (copy.copy(call), copy.deepcopy(call), pickle.loads(pickle.dumps(call))):
        assert copied == call and isinstance(copied.args, FrozenDict)
        assert isinstance(copied.args["filters"]["tags"], FrozenList)
    assert copy.deepcopy(call.args) == call.args


def test_model_copy_freezes_what_it_is_given():
    call = _call().model_copy(update={"args": {"q": ["x"]}, "metadata": {"k": {"v": 1}}})
    with pytest.raises(TypeError):
        call.args["q"].append("y")
    with pytest.raises(TypeError):
        call.metadata["k"]["v"] = 2
    trajectory = Trajectory().with_metadata(run={"id": 1})
    with pytest.raises(TypeError):
        trajectory.metadata["run"]["id"] = 2


def test_unvalidated_construction_builds_what_validation_builds():
    fields = {
        "name": "f",
        "args": freeze({"a": [1]}),
        "id": None,
        "result": None,
        "error": None,
        "step": 0,
        "metadata": freeze({}),
    }
    assert _checked_tool_call(dict(fields)) == ToolCall(**fields)


def test_unvalidated_messages_are_the_messages_validation_builds():
    call = ToolCall.of("f", {"a": 1})
    meta = {"path": ["agent:a"], "span_id": "s", "nested": {"k": [1, {"v": 2}]}}
    built = _checked_message("assistant", "text", (call,), dict(meta))
    validated = Message.assistant("text", [call], metadata=dict(meta))
    assert built == validated and built.model_dump_json() == validated.model_dump_json()
    assert built.model_fields_set == validated.model_fields_set
    with pytest.raises(TypeError):
        built.metadata["nested"]["k"].append(3)  # frozen as validation freezes it
    assert _checked_message("assistant", "") == Message.assistant("")
    assert _checked_message("assistant", "", ()).metadata == {}


def test_unvalidated_trajectories_are_the_trajectories_construction_builds():
    messages = (Message.user("hi", metadata={"id": "u1"}), Message.assistant("done", [ToolCall.of("f", {"a": 1})]))
    metadata = freeze({"scenario": {"goal": "g"}, "state": {"messages": [{"id": "m"}]}})
    built = _checked_trajectory(messages, "g", metadata)
    constructed = Trajectory.model_construct(messages=messages, scenario="g", metadata=metadata)
    validated = Trajectory(messages=messages, scenario="g", metadata=metadata)
    assert built == constructed == validated
    assert built.model_dump_json() == validated.model_dump_json()
    assert built.model_fields_set == constructed.model_fields_set == validated.model_fields_set
    assert built.with_message(Message.user("more")) == validated.with_message(Message.user("more"))
    assert _checked_trajectory((), "", freeze({})) == Trajectory()


def test_depth_limit_names_itself():
    value = {"a": 1}
    for _ in range(MAX_DEPTH):
        value = {"a": value}
    with pytest.raises(TrajectoryInputError, match=f"more than {MAX_DEPTH} levels deep"):
        freeze(value, "the value")
    with pytest.raises(ValidationError, match="MAX_DEPTH"):
        ToolCall(name="f", args=value)
    assert freeze(value["a"], "ok")  # one level less is fine


# -- the JSON form -----------------------------------------------------------------------------------------------

TOOL_FREE = Trajectory(
    messages=(Message.user("I need help"), Message.assistant("How can I assist you?")), scenario="support"
)


def test_a_tool_free_conversation_renders_as_a_format_without_tools():
    data = json.loads(TOOL_FREE.to_json())
    assert data == {
        "messages": [
            {"role": "user", "content": "I need help", "metadata": {}},
            {"role": "assistant", "content": "How can I assist you?", "metadata": {}},
        ],
        "scenario": "support",
        "metadata": {},
    }
    # byte-identical to the same conversation written without any notion of tool calls
    without_tools = json.dumps(data, indent=2, ensure_ascii=False)
    assert TOOL_FREE.to_json() == without_tools


def test_only_the_json_forms_leave_out_empty_tool_calls():
    message = TOOL_FREE.messages[0]
    assert message.model_dump() == {"role": "user", "content": "I need help", "tool_calls": (), "metadata": {}}
    assert message.model_dump(mode="json") == {"role": "user", "content": "I need help", "metadata": {}}
    assert json.loads(message.model_dump_json()) == message.model_dump(mode="json")
    assert TOOL_FREE.model_dump()["messages"][1]["tool_calls"] == ()
    assert "tool_calls" not in TOOL_FREE.model_dump(mode="json")["messages"][1]


def test_only_turns_with_calls_carry_a_tool_call_array():
    t = TOOL_FREE.with_message(Message.assistant("Booked.", [ToolCall.of("book", {"id": 7})]))
    messages = json.loads(t.to_json())["messages"]
    assert ["tool_calls" in m for m in messages] == [False, False, True]
    # the other turns render exactly as before
    assert messages[:2] == json.loads(TOOL_FREE.to_json())["messages"]


@pytest.mark.parametrize("with_empty_arrays", [False, True])
def test_from_json_reads_both_forms(with_empty_arrays):
    t = TOOL_FREE.with_message(Message.assistant("Booked.", [ToolCall.of("book", {"id": 7})]))
    data = json.loads(t.to_json())
    if with_empty_arrays:  # the earlier form: every message has an array
        for m in data["messages"]:
            m.setdefault("tool_calls", [])
    assert Trajectory.from_json(json.dumps(data)) == t
    assert to_trajectory(json.dumps(data)) == t


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("{not json", "trajectory JSON: Invalid JSON"),
        ('{"messages": [{"role": "robot"}]}', "messages.0.role"),
        (
            '{"messages": [{"role": "assistant", "tool_calls": [{"args": {}}]}]}',
            "messages.0.tool_calls.0.name",
        ),
        ('{"messages": [], "extra": 1}', "extra"),
        (b'{"messages": [{"role": "user", "content": "\xff"}]}', "trajectory JSON"),
        ('{"messages": ' + "[" * 300 + "]" * 300 + "}", "nested too deeply"),
        (
            '{"messages": [{"role": "assistant", "tool_calls": [{"name": "f", "args": {"a": '
            + "[" * 150
            + "]" * 150
            + "}}]}]}",
            "MAX_DEPTH",
        ),
    ],
)
def test_from_json_raises_trajectory_input_error(text, fragment):
    with pytest.raises(TrajectoryInputError) as info:
        Trajectory.from_json(text)
    assert fragment in str(info.value)
    assert not isinstance(info.value, ValidationError)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=10,
)


@given(
    st.lists(
        st.tuples(
            st.sampled_from(["user", "assistant", "system"]),
            st.text(max_size=10),
            st.lists(st.tuples(st.text(min_size=1, max_size=4).filter(str.strip), json_values), max_size=2),
        ),
        max_size=4,
    ),
    st.dictionaries(st.text(max_size=3), json_values, max_size=2),
)
@settings(max_examples=200, deadline=None)
def test_json_round_trips(messages, metadata):
    t = Trajectory(
        messages=tuple(
            Message(
                role=role,
                content=text,
                tool_calls=[ToolCall(name=n, result=r) for n, r in calls] if role == "assistant" else [],
            )
            for role, text, calls in messages
        ),
        metadata=metadata,
    )
    for indent in (None, 2):
        again = Trajectory.from_json(t.to_json(indent=indent))
        assert again == t and again.to_json(indent=indent) == t.to_json(indent=indent)
        rendered = json.loads(t.to_json(indent=indent))["messages"]
        assert [("tool_calls" in m) for m in rendered] == [bool(m.tool_calls) for m in t.messages]


_HUGE = 10**5000  # more digits than Python turns into text by default


@pytest.mark.parametrize(
    "value",
    [_HUGE, [_HUGE], {"a": -_HUGE}, [[1], _HUGE], {"a": [1], "b": _HUGE}, {"a": {"b": [_HUGE]}}, (_HUGE,)],
    ids=["alone", "in a list", "in a dict", "beside a list", "beside a list in a dict", "deep", "in a tuple"],
)
def test_an_integer_too_long_to_show_is_refused_wherever_it_is_nested(value):
    with pytest.raises(TrajectoryInputError, match="args holds an integer with more than"):
        freeze(value, "args")


@pytest.mark.parametrize("value", [{"a": [1], "b": "text", "c": 1.5, "d": None, "e": True, "f": 7}, [[1], "x", 2]])
def test_scalars_beside_containers_are_kept_as_they_are(value):
    frozen = freeze(value, "args")
    assert frozen == value
    assert all(a is b for a, b in zip(_scalars(frozen), _scalars(value), strict=True))


def _scalars(value):
    items = value.values() if isinstance(value, dict) else value
    return [item for item in items if not isinstance(item, (dict, list))]
