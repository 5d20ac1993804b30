"""``Trajectory.for_agent``, ``agents`` and ``handoffs`` on hand-built trajectories (capture-made and
message-made shapes), and the ``transfer_to_*`` naming convention."""

from __future__ import annotations

import pytest

from langchain_trajectory.trajectory import Handoff, Message, ToolCall, Trajectory, handoff_target_of


def call(name: str, agent: str | None = None, **meta: object) -> ToolCall:
    metadata = dict(meta)
    if agent is not None:
        metadata["agent"] = agent
    return ToolCall(name=name, id=f"id-{name}", metadata=metadata, step=0)


CAPTURED = Trajectory(
    messages=(
        Message.user("plan a trip"),
        Message.assistant(
            "",
            [
                call("transfer_to_research", "boss", handoff={"from_agent": "boss", "to_agent": "research"}),
                call("search", "research"),
            ],
            metadata={"agent": "boss"},
        ),
        Message.assistant("found it", metadata={"agent": "research"}),
        Message.assistant("", [call("book", "booker")], metadata={"agent": "booker"}),
    ),
    metadata={"root_run_id": "r"},
)


def test_for_agent_keeps_that_agents_calls_and_messages() -> None:
    research = CAPTURED.for_agent("research")
    assert [m.role for m in research.messages] == ["user", "assistant", "assistant"]
    assert [c.name for c in research.tool_calls()] == ["search"]
    assert research.messages[2].content == "found it"
    assert research.metadata == {"root_run_id": "r", "agent": "research"}
    assert [c.name for c in CAPTURED.for_agent("boss").tool_calls()] == ["transfer_to_research"]
    assert CAPTURED.for_agent("nobody").messages == (Message.user("plan a trip"),)


def test_agents_in_order_of_appearance() -> None:
    assert CAPTURED.agents() == ["boss", "research", "booker"]


def test_handoffs_from_capture_metadata() -> None:
    assert CAPTURED.handoffs() == [
        Handoff(
            from_agent="boss",
            to_agent="research",
            tool="transfer_to_research",
            call_id="id-transfer_to_research",
            step=0,
        )
    ]


def test_handoffs_and_agents_of_a_message_made_trajectory() -> None:
    """``from_messages`` keeps an AIMessage's ``name``: calls without an agent of their own take their
    message's, and handoffs follow the ``transfer_to_*`` naming."""
    messages = [
        {"role": "user", "content": "hi"},
        {
            "role": "assistant",
            "content": "",
            "name": "supervisor",
            "tool_calls": [{"name": "transfer_to_math_expert", "args": {}, "id": "s1"}],
        },
        {"role": "tool", "content": "Successfully transferred", "tool_call_id": "s1"},
        {
            "role": "assistant",
            "content": "back",
            "name": "math_expert",
            "tool_calls": [{"name": "transfer_back_to_supervisor", "args": {}, "id": "b1"}],
        },
        {"role": "tool", "content": "ok", "tool_call_id": "b1"},
    ]
    from langchain_core.messages import convert_to_messages

    trajectory = Trajectory.from_messages(convert_to_messages(messages))
    assert [(h.from_agent, h.to_agent, h.call_id) for h in trajectory.handoffs()] == [
        ("supervisor", "math_expert", "s1"),
        ("math_expert", "supervisor", "b1"),
    ]
    assert [c.name for c in trajectory.for_agent("math_expert").tool_calls()] == [
        "transfer_back_to_supervisor"
    ]
    assert trajectory.agents() == ["supervisor", "math_expert"]


@pytest.mark.parametrize(
    ("name", "target"),
    [
        ("transfer_to_bob", "bob"),
        ("transfer_back_to_supervisor", "supervisor"),
        ("transfer_to_", None),
        ("search", None),
        ("transfer_tobob", None),
    ],
)
def test_handoff_target_of(name: str, target: str | None) -> None:
    assert handoff_target_of(name) == target
