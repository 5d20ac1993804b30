"""Captured values are JSON-safe snapshots taken when recorded: hostile arguments and results (objects, bytes,
cycles, generators, huge and deeply nested values, integer ids, exceptions whose ``repr`` raises, a ``Command``
with no update) leave the agent's outcome unchanged, every trajectory round-trips through JSON, and mutating the
originals afterwards changes nothing."""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain.agents import create_agent
from langchain.agents.middleware import ToolErrorMiddleware
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.types import Command, Send
from pydantic import BaseModel

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.capture._events import TRUNCATION_MARK
from langchain_trajectory.capture._snapshot import MAX_DEPTH, MAX_ITEMS, MAX_STRING, snapshot
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import Trajectory


class Opaque:
    """An object with no JSON form."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __repr__(self) -> str:
        return f"Opaque({self.value})"


class BadRepr(Exception):
    """An exception whose repr raises."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr for you")


class Point(BaseModel):
    x: int
    y: int


@dataclass
class Box:
    items: list[Any]


def deep(levels: int) -> dict[str, Any]:
    value: dict[str, Any] = {"leaf": True}
    for _ in range(levels):
        value = {"down": value}
    return value


def cyclic() -> dict[str, Any]:
    value: dict[str, Any] = {"name": "loop", "items": [1, 2]}
    value["self"] = value
    value["items"].append(value["items"])
    return value


def numbers() -> Iterator[int]:
    yield from range(3)


@tool(response_format="content_and_artifact")
def hold(payload: Any) -> tuple[str, Any]:
    """Hold a payload; the artifact is a hostile value built from it."""
    kind = payload.get("kind") if isinstance(payload, dict) else None
    if kind == "generator":
        consumed = list(payload["items"])  # the tool consumes its generator argument itself
        return f"consumed {consumed}", numbers()
    if kind == "cycle":
        return "cycle", cyclic()
    if kind == "bytes":
        return "bytes", b"\x00\xffraw" * 3
    if kind == "huge":
        return "huge", "x" * (MAX_STRING + 10)
    if kind == "deep":
        return "deep", deep(MAX_DEPTH + 50)
    if kind == "objects":
        return "objects", {
            "opaque": Opaque(1),
            "point": Point(x=1, y=2),
            "box": Box([Opaque(2)]),
            "set": {3, 1, 2},
        }
    return "plain", payload


@tool
def fan_out(n: int) -> Command[Any]:
    """Returns a Command with no update (a parallel handoff's shape: only Sends)."""
    return Command(goto=[Send("elsewhere", {"n": n})])


@tool
def explode_badly(reason: str) -> str:
    """Raises an exception whose repr raises."""
    raise BadRepr(reason)


def build(args_log: list[dict[str, Any]]) -> Any:
    """An agent whose one model turn sends every hostile argument (fresh objects each run, logged so the test
    can mutate them afterwards), then answers."""

    def respond(messages: list[Any]) -> AIMessage | str:
        if any(m.type == "tool" for m in messages):
            return "done"
        calls = [
            {"kind": "objects", "blob": Opaque(7), "raw": b"\x01\x02", "point": Point(x=3, y=4)},
            {"kind": "generator", "items": [0, 1, 2]},
            {"kind": "cycle"},
            {"kind": "bytes"},
            {"kind": "huge", "text": "y" * 1000},
            {"kind": "deep", "nested": deep(20)},
        ]
        args_log.extend(calls)
        tool_calls = [
            {"name": "hold", "args": {"payload": payload}, "id": f"h{i}", "type": "tool_call"}
            for i, payload in enumerate(calls)
        ]
        tool_calls.append(
            {"name": "explode_badly", "args": {"reason": "r"}, "id": "bad", "type": "tool_call"}
        )
        return AIMessage(content="hostile", tool_calls=tool_calls)

    return create_agent(
        ScriptedChatModel(respond=respond),
        [hold, explode_badly],
        middleware=[ToolErrorMiddleware(lambda exc, request: f"{request.tool_call['name']} failed")],
    )


def outcome(state: dict[str, Any]) -> list[tuple[str, str]]:
    return [(m.type, str(m.content)) for m in state["messages"]]


@pytest.mark.parametrize("include_artifacts", [False, True])
def test_hostile_values_leave_the_agent_alone_and_the_trajectory_json_safe(include_artifacts: bool) -> None:
    baseline_args: list[dict[str, Any]] = []
    baseline = outcome(build(baseline_args).invoke({"messages": [("user", "go")]}))

    sent: list[dict[str, Any]] = []
    recorder = TrajectoryRecorder(include_artifacts=include_artifacts, max_result_chars=None)
    state = build(sent).invoke({"messages": [("user", "go")]}, {"callbacks": [recorder]})
    assert outcome(state) == baseline  # the agent's outcome is unchanged
    assert recorder.errors == []

    trajectory = recorder.trajectory
    text = trajectory.to_json()
    assert Trajectory.from_json(text) == trajectory
    json.loads(text)
    trajectory.to_text()

    calls = {c.id: c for c in trajectory.tool_calls()}
    objects = calls["h0"].args["payload"]
    assert objects["blob"] == "Opaque(7)"
    assert objects["raw"] == {"__type__": "bytes", "length": 2, "base64": "AQI="}
    assert objects["point"] == {"__type__": "Point", "x": 3, "y": 4}
    assert calls["h1"].result == (
        "consumed [0, 1, 2]" if not include_artifacts else "<generator object numbers>"
    )
    assert calls["bad"].error == "BadRepr(<repr failed>)"
    if include_artifacts:
        loop = calls["h2"].result
        assert loop["self"] == "<cycle>" and loop["items"] == [1, 2, "<cycle>"]
        assert calls["h3"].result["length"] == 15
        assert calls["h4"].result.endswith(f"... [truncated: {MAX_STRING + 10} chars]")
        depth, node = 0, calls["h5"].result
        while isinstance(node, dict) and "down" in node:
            node, depth = node["down"], depth + 1
        assert node == "<nested too deep>" and depth == MAX_DEPTH
        assert calls["h0"].result["set"] == [1, 2, 3]
        assert calls["h0"].result["box"] == {"__type__": "Box", "items": ["Opaque(2)"]}

    # Mutating what the run used afterwards changes nothing.
    for payload in sent:
        payload["kind"] = "mutated"
        payload.setdefault("nested", {})["extra"] = 1
    for message in state["messages"]:
        if isinstance(message, ToolMessage) and isinstance(message.artifact, dict):
            message.artifact["mutated"] = True
    assert recorder.trajectory.to_json() == text


def test_integer_tool_call_ids_are_strings_and_never_break_the_recorder() -> None:
    recorder = TrajectoryRecorder()
    hold.invoke(
        {"name": "hold", "args": {"payload": 1}, "id": 7, "type": "tool_call"}, {"callbacks": [recorder]}
    )
    hold.invoke(
        {"name": "hold", "args": {"payload": 2}, "id": "x", "type": "tool_call"}, {"callbacks": [recorder]}
    )
    assert [t.tool_calls()[0].id for t in recorder.trajectories.values()] == ["7", "x"]
    assert recorder.last.tool_calls()[0].id == "x"


def test_a_generator_argument_is_never_advanced() -> None:
    """The tool consumes its generator itself: the recorder's copy must not have taken any item."""
    recorder = TrajectoryRecorder()
    out = hold.invoke({"payload": {"kind": "generator", "items": numbers()}}, {"callbacks": [recorder]})
    assert out == "consumed [0, 1, 2]"
    (call,) = recorder.trajectory.tool_calls()
    assert call.args["payload"]["items"] == "<generator object numbers>"
    Trajectory.from_json(recorder.trajectory.to_json())


def test_a_command_with_no_update_returned_by_a_tool_is_json_safe() -> None:
    recorder = TrajectoryRecorder()
    out = fan_out.invoke(
        {"name": "fan_out", "args": {"n": 1}, "id": "f1", "type": "tool_call"}, {"callbacks": [recorder]}
    )
    assert isinstance(out, Command)
    (call,) = recorder.trajectory.tool_calls()
    assert call.result == {
        "__type__": "Command",
        "goto": [{"__type__": "Send", "node": "elsewhere", "arg": {"n": 1}}],
    }
    assert call.metadata["command"] is True
    out.goto[0].arg["n"] = 2  # the original changes; the trajectory does not
    assert call.result["goto"][0]["arg"] == {"n": 1}
    assert recorder.trajectory.tool_calls()[0].result["goto"][0]["arg"] == {"n": 1}
    Trajectory.from_json(recorder.trajectory.to_json())


def test_an_exception_whose_repr_raises_is_still_an_error() -> None:
    recorder = TrajectoryRecorder()
    with pytest.raises(BadRepr):
        explode_badly.invoke({"reason": "x"}, {"callbacks": [recorder]})
    (call,) = recorder.trajectory.tool_calls()
    assert (call.result, call.error) == (None, "BadRepr(<repr failed>)")
    assert recorder.trajectory.metadata["error"] == "BadRepr(<repr failed>)"
    assert recorder.errors == []


@pytest.mark.parametrize("limit", [0, 3, 10])
def test_max_result_chars_keeps_a_marked_prefix(limit: int) -> None:
    recorder = TrajectoryRecorder(max_result_chars=limit, include_artifacts=True)
    hold.invoke(
        {"name": "hold", "args": {"payload": {"kind": "cycle"}}, "id": "c", "type": "tool_call"},
        {"callbacks": [recorder]},
    )
    (call,) = recorder.trajectory.tool_calls()
    full = json.dumps(snapshot(cyclic()), sort_keys=True, separators=(",", ":"))
    assert call.result == full[:limit] + TRUNCATION_MARK.format(len(full))
    assert call.metadata["result_truncated"] == len(full)


# -- the snapshot rule itself ------------------------------------------------------------------------------------


def test_snapshot_rule() -> None:
    assert snapshot({1: "a", None: "b", False: "c", 2.5: "d"}) == {
        "1": "a",
        "null": "b",
        "false": "c",
        "2.5": "d",
    }
    assert snapshot(("a", ["b"])) == ["a", ["b"]]
    assert snapshot(frozenset({"b", "a"})) == ["a", "b"]
    assert math.isnan(snapshot(float("nan")))
    assert snapshot(bytearray(b"ab")) == {"__type__": "bytes", "length": 2, "base64": "YWI="}
    big = snapshot(list(range(MAX_ITEMS + 5)))
    assert len(big) == MAX_ITEMS + 1 and big[-1] == "<5 more items>"
    assert snapshot(AIMessage(content="hi", id="m1")) == {
        "__type__": "AIMessage",
        "content": "hi",
        "id": "m1",
    }
    assert snapshot(Send("n", [1])) == {"__type__": "Send", "node": "n", "arg": [1]}
    assert snapshot(BadRepr()) == "<BadRepr>"
    assert snapshot({"error": BadRepr()}) == {"error": "<BadRepr>"}


def test_snapshot_copies() -> None:
    original = {"a": [1, {"b": 2}], "c": "d"}
    copy = snapshot(original)
    original["a"][1]["b"] = 3  # type: ignore[index]
    original["c"] = "e"
    assert copy == {"a": [1, {"b": 2}], "c": "d"}
    flat = {"x": 1}
    assert snapshot(flat) == flat and snapshot(flat) is not flat


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(), children, max_size=4),
    max_leaves=30,
)


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_snapshot_of_json_is_the_same_json(value: Any) -> None:
    assert snapshot(value) == value


hostile = st.recursive(
    st.none()
    | st.integers()
    | st.binary(max_size=8)
    | st.sampled_from([Opaque(1), Point(x=1, y=1), numbers, object()])
    | st.text(max_size=5),
    lambda children: (
        st.lists(children, max_size=3)
        | st.tuples(children, children)
        | st.frozensets(st.integers(), max_size=3)
        | st.dictionaries(st.integers() | st.text(max_size=3) | st.none(), children, max_size=3)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(hostile)
def test_snapshot_of_anything_is_json(value: Any) -> None:
    out = snapshot(value)
    assert json.loads(json.dumps(out)) == out


def test_the_three_snapshot_styles_share_the_walk_and_its_guards() -> None:
    import dataclasses
    import math

    from langchain_core.messages import AIMessage
    from langgraph.types import Interrupt

    from langchain_trajectory.capture._snapshot import snapshot

    @dataclasses.dataclass
    class Order:
        isbn: str
        quantity: int

    cyclic: list = []
    cyclic.append(cyclic)
    message = AIMessage("hi", id="m1")
    value = {"order": Order("123", 2), "message": message, "nan": math.nan, "cycle": cyclic, "tags": {"b", "a"}}
    captured = snapshot(value)
    assert captured["order"] == {"__type__": "Order", "isbn": "123", "quantity": 2}
    assert captured["message"]["__type__"] == "AIMessage" and math.isnan(captured["nan"])
    state = snapshot(value, "state")
    assert state["order"] == {"isbn": "123", "quantity": 2}
    assert state["message"] == message.model_dump(mode="json") and state["nan"] is None
    openai = snapshot({**value, "pause": Interrupt(value={"ask": "ok?"})}, "openai")
    assert openai["message"]["role"] == "assistant" and openai["message"]["content"] == "hi"
    assert openai["pause"] == {"ask": "ok?"}
    for style in (captured, state, openai):
        assert style["cycle"] == ["<cycle>"] and style["tags"] == ["a", "b"]
