"""One conversation written in every trace format, fed to every entry point that reads a trajectory.

One real ``create_agent`` run (three parallel calls in its first turn, one of them to an unknown tool and one
handled error; a tool that raises in the second turn) is recorded by :class:`TrajectoryRecorder` and, at the same
time, traced by OpenInference's LangChain instrumentor and a ``LangChainTracer`` (runs kept by the offline client);
a second run of the same agent is traced by LangSmith in ``tracing_mode="otel"``. The rows below are those
documents, plus the same trajectory written as OTLP GenAI spans and as ATIF by the package's writers. Each row is
fed to ``read_traces``, ``to_trajectory``, ``to_tool_calls`` and every evaluator: all read the calls the recorder
captured, and every evaluator scores the row as it scores the recorded trajectory.

The last test registers a made-up trace format from the test (one format row, one conformance row) and shows it
accepted by the same entry points: a format is one module plus one row of this table.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

import pytest
from _trace_producers import (
    TURNS,
    agent,
    langsmith_otel_run,
    memory_provider,
    openinference,
    otlp_json,
    run_agent,
)
from langchain_core.messages import BaseMessage
from langchain_core.tracers import LangChainTracer
from langsmith._internal._serde import dumps_json  # the SDK's own run serializer

from langchain_trajectory import ToolCall, Trajectory, TrajectoryInputError
from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.evaluators import (
    CycleEfficiency,
    PathCorrectness,
    StepEfficiency,
    ToolCallCorrectness,
    ToolCallValidityEvaluator,
    ToolCorrectnessEvaluator,
    ToolEfficiencyEvaluator,
    ToolErrorEvaluator,
    ToolTrajectoryEvaluator,
    ToolUsageAccuracy,
    TrajectoryEvaluationCriteria,
    TrajectoryEvaluator,
)
from langchain_trajectory.export import to_atif, to_otlp_json
from langchain_trajectory.reading import (
    FORMATS,
    Format,
    detect_format,
    read_traces,
    register_format,
    to_tool_calls,
    to_trajectory,
)
from langchain_trajectory.testing import OfflineClient, ScriptedChatModel
from langchain_trajectory.trajectory import FrozenDict, FrozenList


def _calls(trajectory: Trajectory) -> list[tuple[Any, ...]]:
    return [(c.name, c.args, c.id, c.result, c.error, c.step) for c in trajectory.tool_calls()]


def _produce() -> tuple[Trajectory, dict[str, tuple[str, Any]]]:
    """The recorded trajectory and, per row, (the format it is detected as, the document)."""
    provider, exporter = memory_provider()
    client = OfflineClient()
    recorder = TrajectoryRecorder()
    tracer = LangChainTracer(client=client, project_name="conformance")
    with openinference(provider):
        run_agent(agent(TURNS), [recorder, tracer])
    tracer.wait_for_futures()
    recorded = recorder.trajectory
    spans = exporter.get_finished_spans()
    _, langsmith_spans = langsmith_otel_run(TURNS)
    runs = [json.loads(dumps_json(run)) for run in client.recorded_runs.values()]
    return recorded, {
        "otlp GenAI spans (OTLP JSON)": ("otlp", to_otlp_json([recorded], conventions="genai")),
        "openinference SDK spans": ("openinference", spans),
        "openinference spans (OTLP JSON)": ("openinference", otlp_json(spans)),
        "atif document": ("atif", to_atif([recorded])[0]),
        "langsmith project export (runs)": ("langsmith", runs),
        "langsmith otel spans (OTLP JSON)": ("langsmith", otlp_json(langsmith_spans)),
    }


RECORDED, ROWS = _produce()
EXPECTED_CALLS = [{"name": c.name, "args": dict(c.args)} for c in RECORDED.tool_calls()]
EXPECTED_NAMES = [c.name for c in RECORDED.tool_calls()]


def _evaluators() -> list[tuple[Any, Any]]:
    """(evaluator, the expectation it is given): every deterministic evaluator of the package."""
    schemas = [
        {"name": "add", "parameters": {"type": "object", "properties": {"a": {}, "b": {}}, "required": ["a"]}},
        {"name": "careful", "parameters": {"type": "object", "properties": {"reason": {"type": "string"}}}},
        {"name": "explode", "parameters": {"type": "object", "properties": {"reason": {"type": "string"}}}},
    ]
    modes = ("strict", "in_order", "any_order", "superset", "subset", "precision", "recall")
    return [
        *((ToolTrajectoryEvaluator(mode), EXPECTED_CALLS) for mode in modes),
        (ToolTrajectoryEvaluator("strict", parallel_calls_unordered=True), EXPECTED_CALLS[::-1]),
        (ToolCorrectnessEvaluator(), EXPECTED_NAMES),
        (ToolUsageAccuracy(), EXPECTED_NAMES),
        (PathCorrectness(), EXPECTED_NAMES),
        (ToolCallCorrectness(), EXPECTED_CALLS),
        (StepEfficiency(), 2),
        (CycleEfficiency(), None),
        (ToolEfficiencyEvaluator(), None),
        (ToolErrorEvaluator(), None),
        (ToolCallValidityEvaluator(schemas), None),
    ]


EVALUATORS = _evaluators()


def test_the_recorded_run_is_the_conversation_the_rows_hold():
    assert [c[0] for c in _calls(RECORDED)] == ["add", "careful", "nope", "explode"]
    assert [c[5] for c in _calls(RECORDED)] == [0, 0, 0, 1]


@pytest.mark.parametrize("row", ROWS)
def test_every_reader_reads_the_recorded_calls_from_every_trace_format(row):
    kind, document = ROWS[row]
    assert detect_format(document) == kind
    (read,) = read_traces(document)
    assert _calls(read) == _calls(RECORDED)
    assert _calls(to_trajectory(document)) == _calls(RECORDED)
    assert [(c.name, c.args, c.id, c.result, c.error, c.step) for c in to_tool_calls(document)] == _calls(RECORDED)
    if not isinstance(document, tuple):  # the document's JSON text reads the same (SDK spans have no JSON form)
        assert _calls(to_trajectory(json.dumps(document))) == _calls(RECORDED)


@pytest.mark.parametrize("row", ROWS)
@pytest.mark.parametrize(("evaluator", "expected"), EVALUATORS, ids=lambda v: type(v).__name__)
def test_every_evaluator_scores_every_trace_format_as_the_recorded_trajectory(row, evaluator, expected):
    _, document = ROWS[row]
    recorded = evaluator.evaluate(RECORDED, expected)
    result = evaluator.evaluate(document, expected)
    assert (result.score, result.passed, result.reason) == (recorded.score, recorded.passed, recorded.reason)
    # the openevals calling style reads the same
    assert evaluator(outputs=document, reference_outputs=expected)["score"] == recorded.score


def _judge(prompts: list[str]) -> TrajectoryEvaluator:
    def respond(messages: list[BaseMessage]) -> str:
        prompts.append("\n".join(str(m.content) for m in messages))
        return json.dumps({"score": 1.0, "reason": "fine"})

    criteria = [TrajectoryEvaluationCriteria.goal_completion()]
    return TrajectoryEvaluator(ScriptedChatModel(respond=respond), criteria, include_tool_calls=True, cache=False)


def _tool_lines(prompt: str) -> list[str]:
    return re.findall(r"^\s*\[tool: .*\]$", prompt, flags=re.MULTILINE)


@pytest.mark.parametrize("row", ROWS)
def test_the_judge_sees_the_recorded_calls_in_every_trace_format(row):
    recorded: list[str] = []
    _judge(recorded).evaluate(RECORDED)
    seen: list[str] = []
    _judge(seen).evaluate(ROWS[row][1])
    assert _tool_lines(seen[0]) == _tool_lines(recorded[0]) != []


def test_a_trace_document_of_several_conversations_is_refused_where_one_trajectory_is_expected():
    two = to_otlp_json([RECORDED, RECORDED.model_copy(update={"metadata": {"session_id": "other"}})])
    assert len(read_traces(two)) == 2
    with pytest.raises(TrajectoryInputError, match="holds 2 conversations"):
        to_trajectory(two, what="actual")
    with pytest.raises(TrajectoryInputError, match="actual"):
        ToolTrajectoryEvaluator("strict").evaluate(two, EXPECTED_CALLS)


# -- a format registered from a test ----------------------------------------------------------------------------
# A made-up trace format: {"made_up_trace": 1, "events": [{"tool", "input", "output", "turn"}, ...]}, as a module
# of reading/traces/ would define it (a sniff and a reader), registered with one call, plus its conformance row.


def _is_made_up(data: Any) -> bool:
    first = data[0] if isinstance(data, list) and data else data
    return isinstance(first, dict) and first.get("made_up_trace") == 1


def _read_made_up(data: Any, *, split: str = "trace") -> list[Trajectory]:
    documents = data if isinstance(data, list) else [data]
    out = []
    for document in documents:
        calls = [
            {"name": e["tool"], "args": e["input"], "id": e["id"], "result": e["output"], "step": e["turn"]}
            for e in document["events"]
        ]
        out.append(to_trajectory(calls))
    return out


MADE_UP = Format("made_up", _is_made_up, read_traces=_read_made_up)


def _made_up_row(trajectory: Trajectory) -> dict[str, Any]:
    events = [
        {"tool": c.name, "input": dict(c.args), "id": c.id, "output": c.result, "turn": c.step}
        for c in trajectory.tool_calls()
        if c.error is None
    ]
    return {"made_up_trace": 1, "events": events}


@pytest.fixture
def made_up_format() -> Any:
    register_format(MADE_UP, before="tool_call")
    yield MADE_UP
    FORMATS.remove(MADE_UP)


def test_a_trace_format_registered_from_a_test_is_accepted_everywhere(made_up_format):
    document = _made_up_row(RECORDED)
    wanted = [c for c in _calls(RECORDED) if c[4] is None]  # the made-up format keeps no errors
    assert detect_format(document) == "made_up"
    (read,) = read_traces(document)
    assert read_traces(document, format="made_up") == [read]
    assert _calls(read) == wanted
    assert _calls(to_trajectory(document)) == wanted
    assert _calls(to_trajectory(json.dumps(document))) == wanted
    assert [c.name for c in to_tool_calls(document)] == [c[0] for c in wanted]
    expected = [{"name": c[0], "args": c[1]} for c in wanted]
    checks = [(ToolTrajectoryEvaluator(mode), expected) for mode in ("strict", "in_order", "any_order")]
    checks += [(e, x) for e, x in EVALUATORS if not isinstance(e, ToolTrajectoryEvaluator)]
    for evaluator, expectation in checks:
        on_document = evaluator.evaluate(document, expectation)
        assert on_document.model_dump() == evaluator.evaluate(read, expectation).model_dump(), evaluator
        assert on_document.score == 1.0 or not isinstance(evaluator, ToolTrajectoryEvaluator)


def test_without_its_row_the_made_up_format_is_no_trace_document():
    with pytest.raises(TrajectoryInputError, match="not a known trace format"):
        read_traces(_made_up_row(RECORDED))



def _mutable_parts(value: Any, where: str) -> list[str]:
    """Where ``value`` holds a dict, list or set that can still be changed."""
    if isinstance(value, (dict, list, set)) and type(value) not in (FrozenDict, FrozenList):
        return [where]
    if isinstance(value, Mapping):
        return [p for key, item in value.items() for p in _mutable_parts(item, f"{where}[{key!r}]")]
    if isinstance(value, (tuple, FrozenList)):
        return [p for index, item in enumerate(value) for p in _mutable_parts(item, f"{where}[{index}]")]
    return []


@pytest.mark.parametrize("row", ROWS)
def test_calls_read_from_every_trace_format_are_read_only_throughout_as_validation_makes_them(row):
    _, document = ROWS[row]
    (read,) = read_traces(document)
    for call in read.tool_calls():
        assert call == ToolCall(**call.model_dump())
        for field in ("args", "result", "metadata"):
            assert _mutable_parts(getattr(call, field), f"{call.name}.{field}") == []
