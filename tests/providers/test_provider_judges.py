"""The LLM judge on the real integrations, answering from the loopback server: a structured verdict, the text
fallback when ChatAnthropic cannot force the verdict tool (extended thinking on), fenced JSON, a refusal
reported as a refusal with its text, a 429 answered after its ``retry-after``, a 500 and a timeout raised (not
re-asked), and token usage summed from what the wire reported."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from langchain_trajectory.evaluators.judge import EvaluationCriterion, JudgeError, TrajectoryEvaluator
from langchain_trajectory.trajectory import Message, Trajectory
from providers._harness import ProviderServer, chat_model
from providers._scenarios import SECRET_THOUGHT, Call, HttpError, Reply, Usage

TRAJ = Trajectory(messages=(Message.user("Reset my password"), Message.assistant("Done, check your email.")))
CRITERION = EvaluationCriterion("goal", "Was the goal achieved?")
VERDICT = {"score": 0.75, "reason": "the reset was done"}
JUDGES = ("anthropic", "anthropic-v1", "openai-chat", "openai-responses")
ALL_JUDGES = (*JUDGES, "ollama", "gemini", "bedrock")


@pytest.fixture(scope="module")
def server() -> Iterator[ProviderServer]:
    with ProviderServer() as running:
        yield running


def _structured(variant: str, usage: Usage | None = None) -> Reply:
    """A verdict as the integration's structured output asks for it: Anthropic's forced tool call, OpenAI's
    JSON-schema text."""
    usage = usage or Usage()
    if variant.startswith("anthropic") or variant == "bedrock":
        return Reply(calls=(Call("criterion_verdict", VERDICT),), usage=usage)
    return Reply(text=json.dumps(VERDICT), usage=usage)


def _judge(server: ProviderServer, variant: str, answers: list[Any], **kw: Any) -> tuple[TrajectoryEvaluator, str]:
    key = server.script(answers)
    return TrajectoryEvaluator(chat_model(variant, server, key, **kw), [CRITERION], cache=False), key


@pytest.mark.parametrize("variant", ALL_JUDGES)
def test_a_structured_verdict_is_read_and_its_usage_summed(server, variant):
    judge, key = _judge(server, variant, [_structured(variant, Usage(123, 45))])
    result = judge.evaluate(TRAJ)
    assert result.score == 0.75
    assert result.metadata["criterion_scores"]["goal"]["reason"] == "the reset was done"
    assert result.metadata["judge_calls"] == 1 and len(server.received(key)) == 1
    assert result.metadata["token_usage"] == {"input_tokens": 123, "output_tokens": 45, "total_tokens": 168}


@pytest.mark.parametrize("variant", ALL_JUDGES)
def test_a_fenced_json_reply_is_read(server, variant):
    fenced = Reply(text="Here it is:\n```json\n" + json.dumps(VERDICT) + "\n```")
    judge, _ = _judge(server, variant, [fenced])
    assert judge.evaluate(TRAJ).score == 0.75


@pytest.mark.parametrize("variant", ["anthropic", "anthropic-v1"])
def test_claude_with_extended_thinking_is_read_from_its_text(server, variant):
    """langchain-anthropic cannot force the verdict tool with thinking on (it warns, and its parser raises
    inside the runnable): the judge asks for the JSON in text, in one call, and the thinking stays out."""
    reply = Reply(thinking=SECRET_THOUGHT, text=json.dumps(VERDICT), usage=Usage(20, 10))
    judge, key = _judge(server, variant, [reply], thinking={"type": "enabled", "budget_tokens": 1024},
                        max_tokens=2048)
    result = judge.evaluate(TRAJ)
    assert result.score == 0.75 and result.metadata["judge_calls"] == 1
    assert "tool_choice" not in server.received(key)[0]
    assert SECRET_THOUGHT not in json.dumps(result.metadata, default=str)
    assert result.metadata["token_usage"]["total_tokens"] == 30


def test_a_structured_runnable_that_raises_falls_back_to_text(server):
    """A model whose structured-output runnable raises ``OutputParserException`` (no warning to see it coming):
    the judge asks the bare model once more and reads its text."""
    from langchain_anthropic import ChatAnthropic

    class Unforced(ChatAnthropic):
        def with_structured_output(self, schema: Any, **kw: Any) -> Any:  # the parser of the thinking path
            return super().with_structured_output(schema, **kw) | _raise_parser_error

    key = server.script([Reply(text="no tool call here"), Reply(text=json.dumps(VERDICT))])
    model = Unforced(model=key, base_url=server.url, api_key="sk-ant-loopback", max_retries=0)
    result = TrajectoryEvaluator(model, [CRITERION], cache=False).evaluate(TRAJ)
    assert result.score == 0.75 and result.metadata["judge_calls"] == 2
    assert "tools" not in server.received(key)[1]


def _raise_parser_error(_: Any) -> Any:
    from langchain_core.exceptions import OutputParserException

    raise OutputParserException("the verdict tool was not called")


@pytest.mark.parametrize("variant", JUDGES)
def test_a_refusal_is_reported_as_a_refusal_with_its_text(server, variant):
    judge, key = _judge(server, variant, [Reply(refusal="I cannot judge this conversation.")])
    with pytest.raises(JudgeError, match="the judge model refused: I cannot judge this conversation") as info:
        judge.evaluate(TRAJ)
    assert info.value.refusal == "I cannot judge this conversation."
    assert len(server.received(key)) == 1  # never re-asked as "empty"


@pytest.mark.parametrize("variant", JUDGES)
def test_a_429_is_retried_after_its_retry_after(server, variant):
    judge, key = _judge(server, variant, [HttpError(429, "slow down", retry_after=0.4), _structured(variant)],
                        max_retries=2)
    assert judge.evaluate(TRAJ).score == 0.75
    first, second = server.arrivals(key)
    assert second - first >= 0.35


@pytest.mark.parametrize("variant", JUDGES)
def test_a_500_is_raised_not_re_asked(server, variant):
    judge, key = _judge(server, variant, [HttpError(500, "internal")])
    with pytest.raises(Exception, match="internal") as info:
        judge.evaluate(TRAJ)
    assert not isinstance(info.value, JudgeError)
    assert len(server.received(key)) == 1


@pytest.mark.parametrize("variant", JUDGES)
def test_a_timeout_is_raised_not_waited_out(server, variant):
    option = {"default_request_timeout": 0.3} if variant.startswith("anthropic") else {"timeout": 0.3}
    judge, key = _judge(server, variant, [HttpError(500, "late", delay=1.5)], **option)
    with pytest.raises(Exception, match=r"(?i)timed? ?out") as info:
        judge.evaluate(TRAJ)
    assert not isinstance(info.value, JudgeError)
    assert len(server.received(key)) == 1
