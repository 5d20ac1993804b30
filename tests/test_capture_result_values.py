"""What a tool returns is recorded as the model is shown it, alike by the three sources (recorder, messages, run
tree), tracing off and on: a string as it is; a list of strings, a number, a dict or a list of dicts as the JSON
text LangGraph's ToolNode turns them into; content blocks as their text."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from _langsmith_loopback import MODES, LoopbackLangSmith
from _three_sources import run_three_ways
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from langchain_trajectory import ScriptedChatModel

RETURNS: dict[str, Any] = {
    "text": "omelette",
    "strings": ["omelette", "shakshuka"],
    "number": 6,
    "mapping": {"eggs": 6, "note": "ünïcode"},
    "records": [{"name": "omelette"}, {"name": "shakshuka"}],
    "blocks": [{"type": "text", "text": "omelette"}, {"type": "text", "text": " and shakshuka"}],
}
SHOWN = {
    "text": "omelette",
    "strings": json.dumps(RETURNS["strings"], ensure_ascii=False),
    "number": "6",
    "mapping": json.dumps(RETURNS["mapping"], ensure_ascii=False),
    "records": json.dumps(RETURNS["records"], ensure_ascii=False),
    "blocks": "omelette\n and shakshuka",  # one line per text block
}


@tool
def lookup(kind: str) -> Any:
    """Return a value of the given kind."""
    return RETURNS[kind]


def brain(messages: list[Any]) -> AIMessage:
    if isinstance(messages[-1], ToolMessage):
        return AIMessage("done")
    calls = [{"name": "lookup", "args": {"kind": k}, "id": f"c-{k}"} for k in RETURNS]
    return AIMessage("", tool_calls=calls)


@pytest.fixture(scope="module")
def server() -> Iterator[LoopbackLangSmith]:
    with LoopbackLangSmith() as srv:
        yield srv


@pytest.mark.parametrize("mode", MODES)
def test_every_return_type_reads_alike_from_the_three_sources(mode: str, server: LoopbackLangSmith) -> None:
    app = create_agent(ScriptedChatModel(respond=brain), tools=[lookup])
    sources = run_three_ways(app, {"messages": [HumanMessage("look everything up")]}, mode, server)
    shown_to_model = {
        m.tool_call_id: m.content for m in sources.state["messages"] if isinstance(m, ToolMessage)
    }
    expected = [("lookup", {"kind": k}, f"c-{k}", SHOWN[k]) for k in RETURNS]
    for name, trajectory in sources.read().items():
        got = [(c.name, dict(c.args), c.id, c.result) for c in trajectory.tool_calls()]
        assert got == expected, name
    # the text blocks aside (the model is shown the blocks themselves), each result is the model's text
    assert {k: shown_to_model[f"c-{k}"] for k in RETURNS if k != "blocks"} == {
        k: v for k, v in SHOWN.items() if k != "blocks"
    }
