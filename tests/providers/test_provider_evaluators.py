"""Evaluators judge what real integrations parse: provider-executed calls beside client calls.

ChatAnthropic (default and ``output_version="v1"``) and ChatOpenAI on the Responses API (every output version)
answer a ``create_agent`` app from the loopback server with a web search the provider ran, beside (or instead of)
a client call. Every source (recorder, ``from_messages``, run tree) then gives the same verdicts:
``ToolErrorEvaluator`` sees a successful search succeed and a failed one fail, ``ToolCallValidityEvaluator``
accepts a provider call when the provider tool is bound (also read from the bound model) and says why when it is
not, and a policy counts the provider's call as a call of the agent.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from _langsmith_loopback import LoopbackLangSmith
from langchain.agents import create_agent

from langchain_trajectory import ToolErrorEvaluator, ToolPolicyEvaluator
from langchain_trajectory.evaluators import ToolCallValidityEvaluator
from langchain_trajectory.report import render_html, report
from providers import _wire_anthropic as wa
from providers import _wire_openai as wo
from providers._harness import VARIANTS, ProviderServer, chat_model
from providers._scenarios import SECRET_THOUGHT, Call, Reply, client_tools
from providers._sources import run_sources

PROVIDER_TOOL = {
    "anthropic": {"type": "web_search_20250305", "name": "web_search", "max_uses": 3},
    "openai": {"type": "web_search"},
}
VARIANT_NAMES = ("anthropic", "anthropic-v1", "openai-responses", "openai-responses-v1", "openai-responses-lc-v1")


@pytest.fixture(scope="module")
def server() -> Iterator[ProviderServer]:
    with ProviderServer() as running:
        yield running


@pytest.fixture(scope="module")
def langsmith() -> Iterator[LoopbackLangSmith]:
    with LoopbackLangSmith() as running:
        yield running


def _provider_tool(variant: str) -> dict:
    return PROVIDER_TOOL["anthropic" if variant.startswith("anthropic") else "openai"]


def _sources(server, langsmith, variant, replies, stream=False):
    key = server.script(replies)
    agent = create_agent(chat_model(variant, server, key, streaming=stream), client_tools())
    return run_sources(agent, {"messages": [("user", "go")]}, "off", langsmith).sources()


SEARCH = Call("web_search", {"query": "weather"}, server=True, result=({"title": "T", "url": "https://t.test/"},))
FAILED = Call("web_search", {"query": "outage"}, server=True, error="unavailable")


@pytest.mark.parametrize("stream", [False, True], ids=["json", "sse"])
@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_a_provider_search_beside_a_client_call_is_judged_like_any_call(server, langsmith, variant, stream):
    replies = [Reply(calls=(SEARCH, Call("lookup", {"query": "q"}))), Reply(text="done")]
    bound = chat_model(variant, server, "unused").bind_tools([*client_tools(), _provider_tool(variant)])
    for source, trajectory in _sources(server, langsmith, variant, replies, stream).items():
        errors = ToolErrorEvaluator().evaluate(trajectory)
        assert errors.score == 1.0, f"{source}: {errors.reason}"
        for tools in ([*client_tools(), _provider_tool(variant)], bound):
            valid = ToolCallValidityEvaluator(tools=tools).evaluate(trajectory)
            assert valid.score == 1.0, f"{source}: {valid.reason}"
        unbound = ToolCallValidityEvaluator(tools=client_tools()).evaluate(trajectory)
        assert unbound.score == 0.5 and "provider-executed tool 'web_search' is not among the provider tools" in (
            unbound.reason
        ), f"{source}: {unbound.reason}"
        denied = ToolPolicyEvaluator(deny=["web_search"]).evaluate(trajectory)
        assert denied.score == 0.0 and denied.metadata["violations"][0]["calls"] == [0], f"{source}: {denied.reason}"
        allowed = ToolPolicyEvaluator(allow=["lookup", "web_search"], max_calls_per_step=2).evaluate(trajectory)
        assert allowed.score == 1.0, f"{source}: {allowed.reason}"


@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_a_failed_provider_search_is_a_failed_call(server, langsmith, variant):
    for source, trajectory in _sources(server, langsmith, variant, [Reply(text="none", calls=(FAILED,))]).items():
        result = ToolErrorEvaluator().evaluate(trajectory)
        assert result.score == 0.0, f"{source}: {result.reason}"
        code = "unavailable" if variant.startswith("anthropic") else "failed"
        assert f"call 0 web_search: error: {code}" in result.reason, f"{source}: {result.reason}"


@pytest.mark.parametrize("variant", [v for v in VARIANT_NAMES if v.startswith("openai")])
def test_an_openai_search_without_sources_succeeded(server, langsmith, variant):
    """OpenAI sends a web search's sources only when asked (``include``): the call completed, with no result."""
    quiet = Call("web_search", {"query": "weather"}, server=True, result=())
    for source, trajectory in _sources(server, langsmith, variant, [Reply(text="ok", calls=(quiet,))]).items():
        (call,) = trajectory.tool_calls()
        assert (call.result, call.error, call.metadata["executed_by"]) == (None, None, "provider"), source
        assert ToolErrorEvaluator().evaluate(trajectory).score == 1.0, source
        assert VARIANTS[variant].wire == "responses"


@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_the_html_report_shows_provider_calls_and_no_secrets(server, langsmith, variant):
    """The report of a run with thinking and a provider search beside a client call shows both calls and their
    verdicts, and none of the reasoning, signatures or encrypted content the replies carried."""
    replies = [
        Reply(thinking=SECRET_THOUGHT, calls=(SEARCH, Call("lookup", {"query": "q"}))),
        Reply(thinking=SECRET_THOUGHT, text="done"),
    ]
    trajectories = list(_sources(server, langsmith, variant, replies).values())
    page = render_html(report(trajectories, evaluators=[ToolErrorEvaluator()]))
    assert "web_search" in page and "lookup" in page
    for secret in (SECRET_THOUGHT, wa.SIGNATURE, wa.ENCRYPTED, wo.ENCRYPTED):
        assert secret not in page, secret


CODE = Call("code_interpreter", {"code": "print(6 * 7)", "language": "PYTHON"}, server=True, result="42\n")


@pytest.mark.parametrize("stream", [False, True], ids=["json", "sse"])
def test_code_gemini_ran_is_judged_like_any_call(server, langsmith, stream):
    """Gemini's server-side code execution beside a client call: a provider-executed ``code_interpreter`` call
    with its output; valid when Gemini's ``{"code_execution": {}}`` tool is among the tools, an unknown provider tool
    otherwise; code that failed is a failed call carrying its error."""
    replies = [Reply(text="Computed.", calls=(Call("lookup", {"query": "q"}), CODE)), Reply(text="done")]
    tools = [*client_tools(), {"code_execution": {}}]
    for source, trajectory in _sources(server, langsmith, "gemini", replies, stream).items():
        assert ToolErrorEvaluator().evaluate(trajectory).score == 1.0, source
        valid = ToolCallValidityEvaluator(tools=tools).evaluate(trajectory)
        assert valid.score == 1.0, f"{source}: {valid.reason}"
        unbound = ToolCallValidityEvaluator(tools=client_tools()).evaluate(trajectory)
        assert unbound.score == 0.5 and "provider-executed tool 'code_interpreter' is not among" in unbound.reason
    failed = replace(CODE, result=None, error="ZeroDivisionError: division by zero")
    for source, trajectory in _sources(server, langsmith, "gemini", [Reply(text="no", calls=(failed,))], stream).items():
        result = ToolErrorEvaluator().evaluate(trajectory)
        assert result.score == 0.0, f"{source}: {result.reason}"
        assert "call 0 code_interpreter: error: ZeroDivisionError: division by zero" in result.reason, source


def test_code_gemini_ran_without_output_has_no_result(server, langsmith):
    """langchain-google-genai leaves out a ``codeExecutionResult`` whose output is empty: the code's call is read,
    with no result and no error (so it does not count as failed)."""
    quiet = replace(CODE, result="")
    for source, trajectory in _sources(server, langsmith, "gemini", [Reply(text="ok", calls=(quiet,))]).items():
        (call,) = trajectory.tool_calls()
        assert (call.name, call.result, call.error, call.metadata["executed_by"]) == (
            "code_interpreter", None, None, "provider"
        ), source
        assert ToolErrorEvaluator().evaluate(trajectory).score == 1.0, source
