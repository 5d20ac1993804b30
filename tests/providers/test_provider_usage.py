"""What a run used, read from real provider replies: token totals equal what the wire reported, exactly.

Every variant of the harness, whole and streamed, runs the ``multi_step`` scenario (three model calls) with a
distinct usage report on each reply, cache reads and reasoning tokens included where the wire has a field for
them. ``Trajectory.usage()`` of every source (the recorder with tracing off, on through ``tracing_context`` and on
through an explicit ``LangChainTracer``; ``from_messages`` of the final state; the run tree) must equal the figures
the server sent, and the sum of the ``usage_metadata`` the integration parsed; ``by_model`` names the model; a
``max_tokens`` budget fails naming the model step that crossed it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from _langsmith_loopback import MODES, LoopbackLangSmith
from langchain.agents import create_agent
from langchain_core.messages import AIMessage

from langchain_trajectory import ToolPolicyEvaluator
from langchain_trajectory.usage import TOKEN_FIELDS
from providers._harness import VARIANTS, ProviderServer, Variant, chat_model
from providers._scenarios import Reply, Usage, client_tools
from providers._sources import run_sources

CELLS = [
    pytest.param(v, stream, id=f"{v}-{'sse' if stream else 'json'}")
    for v in VARIANTS
    for stream in VARIANTS[v].transports
]
USAGES = (
    Usage(1200, 40, cache_read=1000, reasoning=25),
    Usage(1350, 55, cache_read=1100, reasoning=30),
    Usage(1500, 12, cache_read=1300, reasoning=0),
)
"""One report per model call of ``multi_step``: running totals 1,240, then 2,645 (over the budget below), 4,157."""
INPUTS = {"messages": [("user", "go")]}


@pytest.fixture(scope="module")
def server() -> Iterator[ProviderServer]:
    with ProviderServer() as running:
        yield running


@pytest.fixture(scope="module")
def langsmith() -> Iterator[LoopbackLangSmith]:
    with LoopbackLangSmith() as running:
        yield running


def _replies(spec: Variant, stream: bool) -> list[Reply]:
    replies = spec.replies("multi_step", stream)
    assert len(replies) == len(USAGES)
    return [replace(reply, usage=usage) for reply, usage in zip(replies, USAGES, strict=True)]


def _expected(spec: Variant, replies: list[Reply]) -> dict[str, int]:
    """The totals the server sent, in LangChain's terms, for the details this wire can carry."""
    totals = dict.fromkeys(TOKEN_FIELDS, 0)
    for reply in replies:
        u = reply.usage
        totals["input_tokens"] += u.input
        totals["output_tokens"] += u.output
        totals["total_tokens"] += u.input + u.output
        totals["cache_read_tokens"] += u.cache_read if "cache_read" in spec.usage_details else 0
        totals["reasoning_tokens"] += u.reasoning if "reasoning" in spec.usage_details else 0
    return totals


def _parsed(state: dict) -> dict[str, int]:
    """The sum of the ``usage_metadata`` the integration put on the final state's AI messages."""
    totals = dict.fromkeys(TOKEN_FIELDS, 0)
    for message in state["messages"]:
        if isinstance(message, AIMessage):
            meta = message.usage_metadata or {}
            totals["input_tokens"] += meta.get("input_tokens", 0)
            totals["output_tokens"] += meta.get("output_tokens", 0)
            totals["total_tokens"] += meta.get("total_tokens", 0)
            totals["cache_read_tokens"] += (meta.get("input_token_details") or {}).get("cache_read") or 0
            totals["reasoning_tokens"] += (meta.get("output_token_details") or {}).get("reasoning") or 0
    return totals


@pytest.mark.parametrize(("variant", "stream"), CELLS)
def test_token_totals_equal_what_the_provider_reported(server, langsmith, variant, stream):
    spec = VARIANTS[variant]
    replies = _replies(spec, stream)
    key = server.script(replies * len(MODES))
    agent = create_agent(chat_model(variant, server, key, streaming=stream), client_tools())
    expected = _expected(spec, replies)
    first = USAGES[0].input + USAGES[0].output
    budget = ToolPolicyEvaluator(max_tokens=first + 1)
    crossing = f"at model step 1 ({key}), which issued call(s) #1, over max_tokens = {first + 1}"

    for mode in MODES:
        run = run_sources(agent, INPUTS, mode, langsmith)
        assert _parsed(run.state) == expected, f"{mode}: the integration parsed other figures than were sent"
        for source, trajectory in run.sources().items():
            where = f"{mode}/{source}"
            usage = trajectory.usage()
            got = {name: getattr(usage, name) for name in TOKEN_FIELDS}
            assert got == expected, f"{where}: {got} != {expected}"
            assert (usage.model_calls, usage.unreported) == (3, 0), f"{where}: {usage}"
            assert set(usage.by_model) == {key}, f"{where}: by_model {sorted(usage.by_model)}"
            assert usage.by_model[key].total_tokens == expected["total_tokens"], where
            result = budget.evaluate(trajectory)
            assert not result.passed, f"{where}: {result.reason}"
            (violation,) = result.metadata["violations"]
            assert crossing in violation["message"], f"{where}: {violation['message']}"
