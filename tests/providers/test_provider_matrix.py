"""Every source reads what the real provider integrations parse from their wire replies.

One cell per variant × transport × scenario: the real ``ChatAnthropic`` / ``ChatOpenAI`` (and the others the
harness speaks) answers from the loopback server; a ``create_agent`` app runs the scenario with tracing off, again
with LangSmith tracing on (loopback) through ``tracing_context``, for one variant of each API family once more
with an explicit ``LangChainTracer`` among the callbacks, and once under the ``ConversationSimulator``. Each source (the recorder,
a redacting recorder, ``from_messages`` of the final state, the run tree, ``ToolTrajectoryEvaluator`` on the final
state, the simulator's turn, the judge's transcript, ``to_text`` / ``to_json``) is compared with what the server
sent.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from _langsmith_loopback import LoopbackLangSmith
from langchain.agents import create_agent

from langchain_trajectory import ConversationSimulator, ToolTrajectoryEvaluator, Trajectory
from langchain_trajectory.evaluators.judge._render import render_transcript
from providers import _wire_anthropic as wa
from providers import _wire_openai as wo
from providers import _wire_others as wx
from providers._harness import VARIANTS, ProviderServer, chat_model, ground_truth
from providers._scenarios import SECRET_THOUGHT, client_tools
from providers._sources import HIDDEN, assert_read, run_sources

MATRIX = ("anthropic", "anthropic-v1", "openai-chat", "openai-responses", "openai-responses-v1",
          "openai-responses-lc-v1", "ollama", "ollama-reasoning", "gemini", "bedrock")
TRACER = ("anthropic", "openai-chat", "openai-responses", "ollama", "gemini", "bedrock")
"""One variant per API family also runs with tracing on through an explicit ``LangChainTracer``."""
CELLS = [
    pytest.param(v, stream, s, id=f"{v}-{'sse' if stream else 'json'}-{s}")
    for v in MATRIX
    for stream in VARIANTS[v].transports
    for s in VARIANTS[v].scenarios(stream)
]
SECRETS = (SECRET_THOUGHT, wa.SIGNATURE, wa.ENCRYPTED, wo.ENCRYPTED, wx.SIGNATURE)
INPUTS = {"messages": [("user", "go")]}


@pytest.fixture(scope="module")
def server() -> Iterator[ProviderServer]:
    with ProviderServer() as running:
        yield running


@pytest.fixture(scope="module")
def langsmith() -> Iterator[LoopbackLangSmith]:
    with LoopbackLangSmith() as running:
        yield running


def _without_reasoning(trajectory: Trajectory) -> Trajectory:
    """The trajectory without the reasoning its messages keep in metadata (the one place it may be)."""
    messages = [
        m.model_copy(update={"metadata": {k: v for k, v in m.metadata.items() if k != "reasoning"}})
        for m in trajectory.messages
    ]
    return trajectory.model_copy(update={"messages": tuple(messages)})


def _no_secrets(where: str, text: str) -> None:
    for secret in SECRETS:
        assert secret not in text, f"{where} shows {secret!r}"
    assert '"type": "tool_use"' not in text and '"type":"tool_use"' not in text, f"{where} shows raw blocks"


@pytest.mark.parametrize(("variant", "stream", "scenario"), CELLS)
def test_every_source_reads_what_the_server_sent(server, langsmith, variant, stream, scenario):
    spec = VARIANTS[variant]
    replies = spec.replies(scenario, stream)
    modes = ("off", "context", "tracer") if variant in TRACER else ("off", "context")
    key = server.script(replies * (len(modes) + 1))
    agent = create_agent(chat_model(variant, server, key, streaming=stream), client_tools())
    per_run = len(replies)

    for number, mode in enumerate(modes):
        before = langsmith.ingested()
        run = run_sources(agent, INPUTS, mode, langsmith)
        sent = server.sent(key)[number * per_run : (number + 1) * per_run]
        assert [item.stream for item in sent] == [stream] * per_run, "the integration did not stream as asked"
        expected = ground_truth(spec, sent)
        ids = {name: [c.id for c in t.tool_calls()] for name, t in run.sources().items()}
        assert len({tuple(v) for v in ids.values()}) == 1, f"sources disagree on ids: {ids}"
        for source, trajectory in run.sources().items():
            assert_read(f"{mode}/{source}", trajectory.tool_calls(), expected)
            final = trajectory.messages[-1]
            assert final.role == "assistant" and final.content == replies[-1].text, f"{mode}/{source}: {final}"
            _no_secrets(f"{mode}/{source} to_text", trajectory.to_text())
            _no_secrets(f"{mode}/{source} to_json", _without_reasoning(trajectory).to_json())
            reasoning = [m.metadata.get("reasoning") for m in trajectory.assistant_messages()]
            if scenario == "thinking" and spec.shows_reasoning:
                assert reasoning == [SECRET_THOUGHT] * len(reasoning), f"{mode}/{source}: reasoning {reasoning}"
            else:
                assert reasoning == [None] * len(reasoning), f"{mode}/{source}: reasoning {reasoning}"
            _no_secrets(f"{mode}/{source} transcript", render_transcript(trajectory, "results"))
            assert Trajectory.from_json(trajectory.to_json()) == trajectory
        if mode != "off":
            assert langsmith.ingested() > before, f"tracing on ({mode}) sent nothing"
        # redact holds wherever an argument can appear
        redacted = run.redacted
        for call in redacted.tool_calls():
            assert all(value == HIDDEN for value in call.args.values()), call
        # (a result or a tool's own error may quote its input; an invalid call's error is the reading's, and hides it)
        shown = json.dumps(
            [c.model_dump(exclude={"result"} if c.error and "invalid tool call" in c.error else {"result", "error"})
             for c in redacted.tool_calls()],
            default=str,
        )
        for want in expected:
            for value in want.args.values():
                assert str(value) not in shown or str(value) == "search", f"redact let {value!r} through"
        assert "marseil" not in shown, "redact let a malformed call's argument text through"
        # ToolTrajectoryEvaluator on the final state
        result = ToolTrajectoryEvaluator(mode="strict").evaluate(
            run.state, [{"name": e.name, "args": e.args} for e in expected]
        )
        assert result.score == 1.0, result.reason

    # the simulator's turn
    simulated = ConversationSimulator(user=["go"], app=agent, max_turns=1).simulate()
    assert simulated.metadata.get("termination") != "error", simulated.metadata
    done = len(modes) * per_run
    expected = ground_truth(spec, server.sent(key)[done : done + per_run])
    (turn,) = simulated.tool_calls_by_turn()
    assert_read("simulator", turn, expected)
    _no_secrets("simulator to_text", simulated.to_text())
    _no_secrets("simulator transcript", render_transcript(simulated, "results"))
