"""What a message list says of human review (LangChain's HumanInTheLoopMiddleware marks)."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from langchain_trajectory.reading.review import read_review
from langchain_trajectory.trajectory import Trajectory

NOTICE = (
    "Note: a human reviewer replaced this tool call before it ran. Executed instead: add with arguments "
    '{"a": 10, "b": 20}.'
)
HITL = {"lc_source": "hitl_interrupt_decision", "lc_data": {"decision": "reject"}}


@pytest.mark.parametrize(
    ("kwargs", "content", "error", "review", "result"),
    [
        (
            {},
            NOTICE + "\n\nTool response:\n30",
            None,
            {"status": "edited", "executed_name": "add", "executed_args": {"a": 10, "b": 20}},
            "30",
        ),
        (
            {},
            NOTICE,
            None,
            {"status": "edited", "executed_name": "add", "executed_args": {"a": 10, "b": 20}},
            "",
        ),
        (
            HITL,
            None,
            "User rejected the tool call for `add` with reason: too risky",
            {"status": "rejected", "message": "too risky"},
            None,
        ),
        (
            HITL,
            None,
            "User rejected the tool call for `add` with id c2.",
            {"status": "rejected", "message": "User rejected the tool call for `add` with id c2."},
            None,
        ),
        (
            {"lc_source": "hitl_interrupt_decision", "lc_data": {"decision": "respond"}},
            "42",
            None,
            {"status": "responded", "message": "42"},
            "42",
        ),
        ({}, "plain result", None, None, "plain result"),
        (
            {},
            "Executed instead: add with arguments {not json}.",
            None,
            None,
            "Executed instead: add with arguments {not json}.",
        ),
        ({}, NOTICE, "a real error", None, NOTICE),  # an error result is never read as an edit
        ({"lc_source": "other"}, "x", None, None, "x"),
        ({}, ["blocks"], None, None, ["blocks"]),
    ],
)
def test_read_review(
    kwargs: dict[str, Any], content: Any, error: str | None, review: Any, result: Any
) -> None:
    assert read_review(kwargs, content, error) == (review, result)


def test_from_messages_marks_edited_and_rejected_calls() -> None:
    messages = [
        HumanMessage("go"),
        AIMessage(
            "",
            tool_calls=[
                {"name": "add", "args": {"a": 1, "b": 2}, "id": "c1"},
                {"name": "add", "args": {"a": 3, "b": 3}, "id": "c2"},
            ],
        ),
        ToolMessage(NOTICE + "\n\nTool response:\n30", tool_call_id="c1"),
        ToolMessage(
            "User rejected the tool call for `add` with reason: no",
            tool_call_id="c2",
            status="error",
            additional_kwargs=HITL,
        ),
    ]
    edited, rejected = Trajectory.from_messages(messages).tool_calls()
    assert (edited.args, edited.result, edited.metadata["review"]) == (
        {"a": 1, "b": 2},
        "30",
        {"status": "edited", "executed_args": {"a": 10, "b": 20}},
    )
    assert (rejected.error, rejected.metadata["review"]) == (
        "User rejected the tool call for `add` with reason: no",
        {"status": "rejected", "message": "no"},
    )
    dicts = Trajectory.from_messages([m.model_dump() for m in messages]).tool_calls()
    assert [c.metadata.get("review") for c in dicts] == [
        edited.metadata["review"],
        rejected.metadata["review"],
    ]
