"""What a model does, written once and provider-neutral: the replies of one conversation turn by turn.

A :class:`Scenario` is a list of :class:`Reply`; each provider renderer (``_wire_anthropic``, ``_wire_openai``,
``_wire_others``) turns a reply into that provider's wire body (JSON, or its streamed events). Ids are not written
here: the renderer gives each call a fresh id in the provider's style when it sends the reply, and the server
logs what it sent (:class:`Sent`), which is the ground truth every source is compared with.

Tools the scenarios use (built by :func:`client_tools`): ``lookup(query)`` returns ``"found <query>"``,
``fetch(url)`` returns ``"page <url>"``, ``explode(reason)`` fails with a tool error ``"boom: <reason>"``.
Server-side (provider-executed) calls are ``web_search`` (and ``code_interpreter``, code Gemini runs itself); their
result or error is part of the reply.

``usage`` on a reply is what the wire reply reports, in LangChain's terms (:class:`Usage`); each renderer writes it
in its provider's own terms, so usage checks can compare what a real integration parsed with what was sent.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.tools import BaseTool, ToolException, tool

__all__ = [
    "SCENARIOS",
    "Call",
    "HttpError",
    "Reply",
    "Scenario",
    "Sent",
    "Usage",
    "client_tools",
    "tool_result",
]


@dataclass(frozen=True)
class Usage:
    """Token figures a reply reports, as LangChain's ``usage_metadata`` counts them: ``input`` all input tokens
    (``cache_read`` of them read from the prompt cache), ``output`` all output tokens (``reasoning`` of them spent
    reasoning). Each wire renders them in its own terms (Anthropic's and Bedrock's ``input_tokens`` leave the
    cached ones out; Gemini's ``candidatesTokenCount`` leaves the thoughts out); a wire without a field for cache
    reads or reasoning tokens (Ollama; Bedrock's reasoning) does not send them (see ``Variant.usage_details``)."""

    input: int = 11
    output: int = 7
    cache_read: int = 0
    reasoning: int = 0


@dataclass(frozen=True)
class Call:
    """One call the model makes. ``raw`` is the argument text as sent when it is not the JSON of ``args``
    (malformed JSON). ``server`` marks a provider-executed call (``web_search``), whose ``result`` (or
    ``error``, an error code) the provider reports in the same reply."""

    name: str
    args: dict[str, Any] = field(default_factory=dict)
    raw: str | None = None
    server: bool = False
    result: Any = None
    error: str | None = None


@dataclass(frozen=True)
class Reply:
    """One model reply: private reasoning (``thinking``), text, calls, a refusal, the usage it reports."""

    text: str = ""
    calls: tuple[Call, ...] = ()
    thinking: str | None = None
    refusal: str | None = None
    usage: Usage = Usage()


@dataclass(frozen=True)
class HttpError:
    """An HTTP error instead of a reply (``retry_after`` seconds in the header when set); ``delay`` holds the
    answer back that long (a timeout)."""

    status: int
    message: str = "error"
    retry_after: float | None = None
    delay: float = 0.0


Answer = Reply | HttpError


@dataclass
class Sent:
    """What the server sent for one request: the reply, the ids it gave each call (in ``reply.calls`` order),
    the provider kind and whether it streamed."""

    key: str
    number: int
    provider: str
    reply: Answer
    ids: list[str]
    stream: bool
    body: Any = None


@dataclass(frozen=True)
class Scenario:
    """A named conversation turn: the replies in order, the features it needs (``server_tools``, ``thinking``,
    ``malformed``) so providers without them skip it, and how many tool-run rounds it takes."""

    name: str
    replies: tuple[Reply, ...]
    needs: frozenset[str] = frozenset()

    def calls(self) -> list[Call]:
        return [c for r in self.replies for c in r.calls]


SECRET_THOUGHT = "private chain of thought 7f3a"
"""Reasoning text the scenarios put in a reply: it must never reach a transcript, ``to_text()`` or a report."""

_final = Reply(text="All done.")
_PAGES = ({"title": "News", "url": "https://news.test/1"}, {"title": "More", "url": "https://news.test/2"})
"""A web search's results (title and url of each page), as every provider reports them in its own shape."""

SCENARIOS: dict[str, Scenario] = {
    s.name: s
    for s in (
        Scenario("one_call", (Reply(text="Looking.", calls=(Call("lookup", {"query": "paris"}),)), _final)),
        Scenario(
            "parallel",
            (
                Reply(calls=(Call("lookup", {"query": "alpha"}), Call("fetch", {"url": "https://x.test/beta"}))),
                _final,
            ),
        ),
        Scenario(
            "multi_step",
            (
                Reply(calls=(Call("lookup", {"query": "first"}),)),
                Reply(text="Next.", calls=(Call("fetch", {"url": "https://x.test/2"}),)),
                _final,
            ),
        ),
        Scenario("tool_error", (Reply(calls=(Call("explode", {"reason": "disk"}),)), _final)),
        Scenario(
            "malformed",
            (Reply(calls=(Call("lookup", raw='{"query": "marseil'),)), _final),
            needs=frozenset({"malformed"}),
        ),
        Scenario(
            "thinking",
            (
                Reply(thinking=SECRET_THOUGHT, calls=(Call("lookup", {"query": "why"}),)),
                Reply(thinking=SECRET_THOUGHT, text="Because."),
            ),
            needs=frozenset({"thinking"}),
        ),
        Scenario(
            "server_tool",
            (
                Reply(
                    text="Searched.",
                    calls=(Call("web_search", {"query": "news"}, server=True, result=_PAGES),),
                ),
            ),
            needs=frozenset({"server_tools"}),
        ),
        Scenario(
            "server_and_client",
            (
                Reply(
                    calls=(
                        Call("web_search", {"query": "weather"}, server=True, result=_PAGES),
                        Call("lookup", {"query": "forecast"}),
                    )
                ),
                _final,
            ),
            needs=frozenset({"server_tools"}),
        ),
        Scenario(
            "server_tool_failed",
            (
                Reply(
                    text="No search.",
                    calls=(Call("web_search", {"query": "outage"}, server=True, error="unavailable"),),
                ),
            ),
            needs=frozenset({"server_tools"}),
        ),
        Scenario(
            "code_execution",
            (
                Reply(
                    text="Computed.",
                    # Gemini sends the code it ran before the call it asks for; a reader lists the calls LangChain
                    # parsed (tool_calls) first, the code (only in the content) after: the order the readers give
                    calls=(
                        Call("lookup", {"query": "the answer"}),
                        Call("code_interpreter", {"code": "print(6 * 7)", "language": "PYTHON"}, server=True,
                             result="42\n"),
                    ),
                ),
                _final,
            ),
            needs=frozenset({"code_execution"}),
        ),
        Scenario(
            "code_execution_failed",
            (
                Reply(
                    text="It failed.",
                    calls=(
                        Call("code_interpreter", {"code": "print(1 / 0)", "language": "PYTHON"}, server=True,
                             error="ZeroDivisionError: division by zero"),
                    ),
                ),
            ),
            needs=frozenset({"code_execution"}),
        ),
    )
}
"""Every scenario, by name."""


@tool
def lookup(query: str) -> str:
    """Look something up."""
    return f"found {query}"


@tool
def fetch(url: str) -> str:
    """Fetch a page."""
    return f"page {url}"


@tool
def explode(reason: str) -> str:
    """A tool that fails."""
    raise ToolException(f"boom: {reason}")


explode.handle_tool_error = True


def client_tools() -> list[BaseTool]:
    """The tools the scenarios' client calls use."""
    return [lookup, fetch, explode]


def tool_result(call: Call) -> tuple[Any, str | None]:
    """``(result, error)`` a call ends with: a server call's reported result or error, a client tool's output,
    or the error a malformed call carries (None here: its text is the integration's)."""
    if call.server:
        return call.result, call.error
    if call.raw is not None:
        return None, None
    if call.name == "explode":
        return None, f"boom: {call.args['reason']}"
    value = next(iter(call.args.values()))
    return (f"found {value}" if call.name == "lookup" else f"page {value}"), None


def scenario_names(features: Sequence[str]) -> list[str]:
    """The scenarios a provider with ``features`` can serve."""
    return [name for name, s in SCENARIOS.items() if s.needs <= set(features)]
