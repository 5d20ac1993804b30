"""One conversation written in every message format the package reads, fed to every reader user.

The same conversation (a user request; an assistant turn calling ``get_weather`` and ``get_time`` in parallel;
one calling ``book_hotel``; a final answer) is written as LangChain messages, streamed chunks, standard content
blocks, Anthropic blocks inside LangChain messages, the real ChatAnthropic's reply (``tool_calls`` and ``tool_use``
blocks both) and the real ChatOpenAI's on the Responses API (both parsed from wire replies of a loopback server), serialized messages and ``model_dump`` dicts, OpenAI chat dicts with and without ids, legacy OpenAI
``function_call``, OpenAI Responses blocks, Anthropic Messages API dicts, a LangGraph state and LangSmith's output
wrapper. Every entry point must read the same tool calls from each: the readers, every deterministic evaluator,
the judges' transcripts and the simulator's reply reading.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from langchain_core.load import dumpd
from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    BaseMessage,
    HumanMessage,
    ToolMessage,
    convert_to_messages,
)
from providers._harness import provider_conversation
from providers._scenarios import Call, Reply

from langchain_trajectory import (
    ConversationSimulator,
    ScriptedUser,
    ToolErrorEvaluator,
    ToolTrajectoryEvaluator,
    Trajectory,
    TrajectoryEvaluationCriteria,
    TrajectoryEvaluator,
    to_trajectory,
)
from langchain_trajectory.evaluators import (
    CycleEfficiency,
    PathCorrectness,
    StepEfficiency,
    ToolArgumentHallucinationEvaluator,
    ToolCallCorrectness,
    ToolCallValidityEvaluator,
    ToolCorrectnessEvaluator,
    ToolEfficiencyEvaluator,
    ToolUsageAccuracy,
)
from langchain_trajectory.reading import to_tool_calls
from langchain_trajectory.simulation._replies import read_app_reply
from langchain_trajectory.testing import ScriptedChatModel

USER = "Weather and time in Paris, then book a hotel for two nights."
WEATHER = ("get_weather", {"city": "Paris"}, "18C")
TIME = ("get_time", {"tz": "CET"}, "09:00")
BOOK = ("book_hotel", {"city": "Paris", "nights": 2}, "booked")
CALLS = [WEATHER, TIME, BOOK]
STEPS = [0, 0, 1]  # the first two calls are one model turn
FINAL = "Sunny, 9 am, and your hotel is booked."


def _lc(name: str, args: dict[str, Any], call_id: str) -> dict[str, Any]:
    return {"name": name, "args": args, "id": call_id, "type": "tool_call"}


def _oa(name: str, args: dict[str, Any], call_id: str | None) -> dict[str, Any]:
    call: dict[str, Any] = {"type": "function", "function": {"name": name, "arguments": json.dumps(args)}}
    if call_id is not None:
        call["id"] = call_id
    return call


def langchain_messages() -> list[BaseMessage]:
    return [
        HumanMessage(USER),
        AIMessage("", tool_calls=[_lc(*WEATHER[:2], "w"), _lc(*TIME[:2], "t")]),
        ToolMessage(WEATHER[2], tool_call_id="w"),
        ToolMessage(TIME[2], tool_call_id="t"),
        AIMessage("", tool_calls=[_lc(*BOOK[:2], "b")]),
        ToolMessage(BOOK[2], tool_call_id="b"),
        AIMessage(FINAL),
    ]


def langchain_chunks() -> list[BaseMessage]:
    """The two tool-calling turns as a model streams them: several chunks each, arguments in pieces."""

    def chunk(run: str, index: int, name: str | None, args: str, call_id: str | None) -> AIMessageChunk:
        return AIMessageChunk(
            content="", id=run, tool_call_chunks=[{"name": name, "args": args, "id": call_id, "index": index}]
        )

    return [
        HumanMessage(USER),
        chunk("run-1", 0, "get_weather", '{"city": ', "w"),
        chunk("run-1", 0, None, '"Paris"}', None),
        chunk("run-1", 1, "get_time", '{"tz": "CET"}', "t"),
        ToolMessage(WEATHER[2], tool_call_id="w"),
        ToolMessage(TIME[2], tool_call_id="t"),
        chunk("run-2", 0, "book_hotel", '{"city": "Paris", ', "b"),
        chunk("run-2", 0, None, '"nights": 2}', None),
        ToolMessage(BOOK[2], tool_call_id="b"),
        AIMessageChunk(content=FINAL, id="run-3"),
    ]


def langchain_standard_blocks() -> list[BaseMessage]:
    """LangChain's v1 standard ``tool_call`` content blocks, with ``tool_calls`` left empty."""
    return [
        HumanMessage(USER),
        AIMessage(content=[_lc(*WEATHER[:2], "w"), _lc(*TIME[:2], "t")]),
        ToolMessage(WEATHER[2], tool_call_id="w"),
        ToolMessage(TIME[2], tool_call_id="t"),
        AIMessage(content=[{"type": "text", "text": "Booking."}, _lc(*BOOK[:2], "b")]),
        ToolMessage(BOOK[2], tool_call_id="b"),
        AIMessage(FINAL),
    ]


def anthropic_api() -> list[dict[str, Any]]:
    """Anthropic Messages API dicts: ``tool_use`` blocks answered by ``tool_result`` blocks in user messages."""

    def use(name: str, args: dict[str, Any], call_id: str) -> dict[str, Any]:
        return {"type": "tool_use", "id": call_id, "name": name, "input": args}

    def answer(call_id: str, text: str) -> dict[str, Any]:
        return {"type": "tool_result", "tool_use_id": call_id, "content": [{"type": "text", "text": text}]}

    return [
        {"role": "user", "content": USER},
        {
            "role": "assistant",
            "content": [{"type": "text", "text": "Looking."}, use(*WEATHER[:2], "w"), use(*TIME[:2], "t")],
        },
        {"role": "user", "content": [answer("w", WEATHER[2]), answer("t", TIME[2])]},
        {"role": "assistant", "content": [use(*BOOK[:2], "b")]},
        {"role": "user", "content": [answer("b", BOOK[2])]},
        {"role": "assistant", "content": [{"type": "text", "text": FINAL}]},
    ]


def langchain_anthropic_blocks() -> list[BaseMessage]:
    """What ``convert_to_messages`` makes of Anthropic dicts: the blocks stay in ``content``, ``tool_calls`` empty."""
    messages = convert_to_messages(anthropic_api())
    assert not any(getattr(m, "tool_calls", None) for m in messages)  # LangChain parses none of them
    return messages


def _provider(variant: str, **model_kw: Any) -> list[BaseMessage]:
    """The conversation as the real integration parses it from its provider's wire replies (see
    ``tests/providers/_harness.py``): made once, copied for every use."""
    if variant not in _PROVIDER:
        replies = [
            Reply(text="Looking.", calls=(Call(*WEATHER[:2]), Call(*TIME[:2]))),
            Reply(calls=(Call(*BOOK[:2]),)),
            Reply(text=FINAL),
        ]
        results = {name: result for name, _, result in CALLS}
        _PROVIDER[variant] = provider_conversation(variant, USER, replies, results, **model_kw)
    return [m.model_copy(deep=True) for m in _PROVIDER[variant]]


_PROVIDER: dict[str, list[BaseMessage]] = {}


def chat_anthropic_reply() -> list[BaseMessage]:
    """A ``ChatAnthropic`` reply carries each call twice: in ``tool_calls`` and as a ``tool_use`` block (with the
    keys the SDK adds: ``caller``, ``toolset_name``)."""
    return _provider("anthropic")


def openai_responses_blocks() -> list[BaseMessage]:
    """``ChatOpenAI`` on the Responses API keeps ``function_call`` items as content blocks (``call_id``)."""
    return _provider("openai-responses")


def openai_dicts(ids: bool = True) -> list[dict[str, Any]]:
    def call(spec: tuple[str, dict[str, Any], str], call_id: str) -> dict[str, Any]:
        return _oa(spec[0], spec[1], call_id if ids else None)

    def answer(call_id: str, text: str) -> dict[str, Any]:
        return (
            {"role": "tool", "tool_call_id": call_id, "content": text}
            if ids
            else {"role": "tool", "content": text}
        )

    return [
        {"role": "user", "content": USER},
        {"role": "assistant", "content": "", "tool_calls": [call(WEATHER, "w"), call(TIME, "t")]},
        answer("w", WEATHER[2]),
        answer("t", TIME[2]),
        {"role": "assistant", "content": None, "tool_calls": [call(BOOK, "b")]},
        answer("b", BOOK[2]),
        {"role": "assistant", "content": FINAL},
    ]


def openai_legacy() -> list[dict[str, Any]]:
    """Legacy ``function_call``: one call per assistant message, answered by ``role: "function"``."""
    out: list[dict[str, Any]] = [{"role": "user", "content": USER}]
    for name, args, result in CALLS:
        out.append(
            {
                "role": "assistant",
                "content": None,
                "function_call": {"name": name, "arguments": json.dumps(args)},
            }
        )
        out.append({"role": "function", "name": name, "content": result})
    out.append({"role": "assistant", "content": FINAL})
    return out


SHAPES = {
    "langchain messages": langchain_messages,
    "langchain chunks": langchain_chunks,
    "langchain standard tool_call blocks": langchain_standard_blocks,
    "anthropic blocks in langchain messages": langchain_anthropic_blocks,
    "chat_anthropic reply (tool_calls and tool_use)": chat_anthropic_reply,
    "openai responses function_call blocks": openai_responses_blocks,
    "langchain serialized (dumpd)": lambda: [dumpd(m) for m in langchain_messages()],
    "langchain model_dump": lambda: [m.model_dump() for m in langchain_messages()],
    "openai dicts": openai_dicts,
    "openai dicts without ids": lambda: openai_dicts(ids=False),
    "openai legacy function_call": openai_legacy,
    "anthropic api dicts": anthropic_api,
    "langgraph state": lambda: {"messages": langchain_messages(), "remaining_steps": 3},
    "langsmith output wrapper": lambda: {"output": openai_dicts()},
}
# Shapes the real integrations parse from their providers' wire replies: their ids are the server's.
FROM_WIRE = {"chat_anthropic reply (tool_calls and tool_use)", "openai responses function_call blocks"}
# Legacy function calling makes one call per message, so its calls are three model turns, not two.
SEQUENTIAL = {"openai legacy function_call"}
# The assistant's part of each conversation (no user request): what an application replies with.
NO_USER = {name: (lambda f=f: _without_user(f())) for name, f in SHAPES.items()}


def _without_user(shape: Any) -> Any:
    if isinstance(shape, dict):
        key = "messages" if "messages" in shape else "output"
        return {**shape, key: _without_user(shape[key])}
    return shape[1:]


def _steps(name: str) -> list[int]:
    return [0, 1, 2] if name in SEQUENTIAL else STEPS


def _summary(calls: Any) -> list[tuple[str, dict[str, Any], Any, Any]]:
    return [(c.name, dict(c.args), c.result, c.error) for c in calls]


EXPECTED = [(name, args, result, None) for name, args, result in CALLS]
CANONICAL = to_trajectory(langchain_messages())


@pytest.mark.parametrize("name", SHAPES)
def test_every_reader_reads_the_same_calls(name):
    shape = SHAPES[name]()
    calls = to_tool_calls(shape)
    assert _summary(calls) == EXPECTED
    assert [c.step for c in calls] == _steps(name)
    trajectory = to_trajectory(SHAPES[name]())
    assert _summary(trajectory.tool_calls()) == EXPECTED
    assert trajectory.messages[0].role == "user" and trajectory.messages[-1].content == FINAL
    assert trajectory.turn_count() == 1  # the tool results of the Anthropic format are not user turns
    if not isinstance(shape, dict):
        assert Trajectory.from_messages(SHAPES[name]()).tool_calls() == trajectory.tool_calls()


def _validity() -> ToolCallValidityEvaluator:
    schemas = [
        {
            "name": "get_weather",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}},
                "required": ["city"],
            },
        },
        {"name": "get_time", "parameters": {"type": "object", "properties": {"tz": {"type": "string"}}}},
        {
            "name": "book_hotel",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string"}, "nights": {"type": "integer"}},
            },
        },
    ]
    return ToolCallValidityEvaluator(schemas)


EXPECTED_CALLS = [{"name": name, "args": args} for name, args, _ in CALLS]
EXPECTED_NAMES = [name for name, _, _ in CALLS]
# (evaluator, the expectation it passes with, one it fails with): each one of the package's deterministic
# evaluators, the expectation in the form its docs give.
EVALUATORS = [
    *(
        (ToolTrajectoryEvaluator(mode), EXPECTED_CALLS, [*EXPECTED_CALLS[:1], {"name": "cancel", "args": {}}])
        for mode in ("strict", "in_order", "any_order", "superset", "subset", "precision", "recall")
    ),
    (
        ToolTrajectoryEvaluator("strict", parallel_calls_unordered=True),
        [EXPECTED_CALLS[1], EXPECTED_CALLS[0], EXPECTED_CALLS[2]],
        EXPECTED_CALLS[::-1],
    ),
    (ToolCorrectnessEvaluator(), EXPECTED_NAMES, ["cancel"]),
    (ToolUsageAccuracy(), EXPECTED_NAMES, ["cancel", "refund"]),
    (PathCorrectness(), EXPECTED_NAMES, EXPECTED_NAMES[::-1]),
    (ToolCallCorrectness(), EXPECTED_CALLS, [{"name": "get_weather", "args": {"city": "Rome"}}]),
    (StepEfficiency(), 3, 1),
    (CycleEfficiency(), None, None),
    (ToolEfficiencyEvaluator(), None, None),
    (ToolErrorEvaluator(), None, None),
    (_validity(), None, None),
]


@pytest.mark.parametrize(("evaluator", "passing", "failing"), EVALUATORS, ids=lambda v: type(v).__name__)
def test_every_deterministic_evaluator_scores_every_shape_alike(evaluator, passing, failing):
    canonical = evaluator.evaluate(CANONICAL, passing)
    assert canonical.score == 1.0 and canonical.passed, canonical.reason
    if failing is not None:
        assert evaluator.evaluate(CANONICAL, failing).score < 1.0  # the calls are read, not ignored
    for name, make in SHAPES.items():
        result = evaluator.evaluate(make(), passing)
        sequential = name in SEQUENTIAL and getattr(evaluator, "parallel_calls_unordered", False)
        if not sequential:
            assert (result.score, result.passed) == (canonical.score, canonical.passed), (name, result.reason)
        if name not in SEQUENTIAL:
            assert result.reason == canonical.reason, name
        if failing is not None:
            assert (
                evaluator.evaluate(make(), failing).score == evaluator.evaluate(CANONICAL, failing).score
            ), name
        # the openevals calling style reads the same
        assert evaluator(outputs=make(), reference_outputs=passing)["score"] == result.score, name


def _recording_judge(prompts: list[str]) -> ScriptedChatModel:
    """A judge that answers every criterion 1.0 and every grounding question "grounded", keeping the prompts."""

    def respond(messages: list[BaseMessage]) -> str:
        text = "\n".join(str(m.content) for m in messages)
        prompts.append(text)
        if "grounded" in text.lower() and "ungrounded_arguments" in text:
            return json.dumps({"grounded": True, "ungrounded_arguments": [], "reason": "stated by the user"})
        return json.dumps({"score": 1.0, "reason": "fine"})

    return ScriptedChatModel(respond=respond)


def _tool_lines(prompt: str) -> list[str]:
    return re.findall(r"^\s*\[tool: .*\]$", prompt, flags=re.MULTILINE)


@pytest.mark.parametrize("name", SHAPES)
def test_the_judges_see_the_same_calls(name):
    prompts: list[str] = []
    criteria = [TrajectoryEvaluationCriteria.goal_completion()]
    judge = TrajectoryEvaluator(_recording_judge(prompts), criteria, include_tool_calls=True, cache=False)
    assert judge.evaluate(SHAPES[name]()).score == 1.0
    (prompt,) = prompts
    assert _tool_lines(prompt) == [
        '  [tool: get_weather({"city":"Paris"})]',
        '  [tool: get_time({"tz":"CET"})]',
        '  [tool: book_hotel({"city":"Paris","nights":2})]',
    ]
    prompts.clear()
    grounding = ToolArgumentHallucinationEvaluator(_recording_judge(prompts), cache=False)
    result = grounding.evaluate(SHAPES[name]())
    assert [(v["name"], v["args"]) for v in result.metadata["call_verdicts"]] == [c[:2] for c in CALLS]
    assert len(prompts) == 3 and result.score == 1.0


# An application returns messages or its state; LangSmith's {"output": ...} wraps what a run returned.
APP_REPLIES = [name for name in SHAPES if name != "langsmith output wrapper"]


@pytest.mark.parametrize("name", APP_REPLIES)
def test_the_simulator_reads_the_same_calls_from_an_application_reply(name):
    replies = read_app_reply(NO_USER[name]())
    assert all(m.role == "assistant" for m in replies)
    assert _summary(c for m in replies for c in m.tool_calls) == EXPECTED
    assert replies[-1].content == FINAL

    def app(trajectory: Trajectory) -> Any:
        return NO_USER[name]()

    simulated = ConversationSimulator(user=ScriptedUser([USER]), app=app, max_turns=1).simulate()
    assert _summary(simulated.tool_calls()) == EXPECTED
    assert simulated.metadata.get("termination") != "error", simulated.metadata


IDS = {"w", "t", "b"}
IDLESS = {"openai dicts without ids", "openai legacy function_call"}


@pytest.mark.parametrize("name", SHAPES)
def test_what_is_read_is_the_model_validation_would_build(name):
    """Reading builds models without validating them again: each must be the very model validation builds
    (fields in order, same dump and JSON), read-only, with the ids the shape gave."""
    trajectory = to_trajectory(SHAPES[name]())
    for call in trajectory.tool_calls():
        assert list(call.__dict__) == list(type(call).model_fields)
        validated = type(call).model_validate(call.model_dump())
        assert validated == call and validated.model_dump_json() == call.model_dump_json()
        assert call.model_fields_set == validated.model_fields_set
        with pytest.raises(TypeError):
            call.args["x"] = 1  # type: ignore[index]
    ids = [c.id for c in trajectory.tool_calls()]
    if name in FROM_WIRE:  # the ids its provider's server gave
        given = [c["id"] for m in SHAPES[name]() if isinstance(m, AIMessage) for c in m.tool_calls]
        assert ids == given and len(set(ids)) == 3
    else:
        assert ids == [None, None, None] if name in IDLESS else set(ids) == IDS
    again = Trajectory.model_validate(trajectory.model_dump())
    assert again == trajectory and again.to_json() == trajectory.to_json()
