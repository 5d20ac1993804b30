"""Readers of the standard trace formats on data written by the real producers: the trajectory read from each
equals the one TrajectoryRecorder captured from the same run (ids, order, args, results, errors, agent, node)."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime
from typing import Any

import atif
import pytest
from _capture_agents import add, scripted, tool_call
from _trace_producers import (
    CALM_TURNS,
    agent,
    calls,
    conversation,
    instrumented_run,
    langsmith_otel_run,
    memory_provider,
    openinference,
    openllmetry_exports,
    otlp_json,
    run_agent,
)
from langchain.agents import create_agent
from langchain_core.tools import tool
from langchain_core.tracers import LangChainTracer
from langsmith import evaluate
from langsmith._internal._serde import dumps_json  # the SDK's own run serializer
from langsmith.schemas import Example

from langchain_trajectory import read_traces
from langchain_trajectory.capture import TrajectoryRecorder, runs_from_langsmith, trajectories_from_langsmith
from langchain_trajectory.export import to_atif
from langchain_trajectory.reading import (
    detect_format,
    trajectories_from_atif,
    trajectories_from_openinference,
    trajectories_from_otel,
)
from langchain_trajectory.testing.offline import OfflineClient

EXPECTED = [
    ("add", {"a": 2, "b": 3}, "c1", "5", None, 0, "calc", "tools"),
    ("careful", {"reason": "r"}, "c2", None, "handled: r", 0, "calc", "tools"),
    (
        "nope",
        {},
        "c3",
        None,
        "Error: nope is not a valid tool, try one of [add, careful, explode].",
        0,
        "calc",
        None,
    ),
    ("explode", {"reason": "x"}, "c4", None, "ValueError('exploded: x')", 1, "calc", "tools"),
]


def assert_matches_recorder(read: Any, recorded: Any) -> None:
    assert calls(read) == calls(recorded) == EXPECTED
    assert [(m.role, m.content) for m in read.messages] == [(m.role, m.content) for m in recorded.messages]
    assert read.metadata["error"] == recorded.metadata["error"] == "ValueError('exploded: x')"


@pytest.fixture(scope="module")
def openllmetry(tmp_path_factory) -> dict[str, Any]:
    return openllmetry_exports(tmp_path_factory.mktemp("openllmetry"))


def test_openinference_spans_equal_recorder(tmp_path) -> None:
    (recorded,), spans = instrumented_run("openinference")
    (from_sdk,) = trajectories_from_openinference(spans)
    assert_matches_recorder(from_sdk, recorded)
    assert from_sdk.metadata["session_id"] == "t-0"
    # The same spans as an OTLP JSON file (hex ids as the Collector writes them; base64 as protobuf's JSON mapping
    # does), found by content, and as span JSON lines (ReadableSpan.to_json, the console exporter's form).
    for hex_ids in (True, False):
        path = tmp_path / f"spans-{hex_ids}.json"
        path.write_text(json.dumps(otlp_json(spans, hex_ids=hex_ids)))
        assert detect_format(path.read_text()) == "openinference"
        (from_file,) = read_traces(path)
        assert conversation(from_file) == conversation(from_sdk)
        assert from_file.metadata["trace_id"] == from_sdk.metadata["trace_id"]
    lines = tmp_path / "spans.jsonl"
    lines.write_text("".join(json.dumps(json.loads(s.to_json())) + "\n" for s in spans))
    (from_lines,) = read_traces(lines)
    assert calls(from_lines) == EXPECTED


def test_openllmetry_genai_spans_equal_recorder(openllmetry, tmp_path) -> None:
    (recorded,), document, span_json = openllmetry["single"]
    path = tmp_path / "genai.json"
    path.write_text(json.dumps(document))
    assert detect_format(path.read_text()) == "otlp"
    (read,) = read_traces(path)
    assert_matches_recorder(read, recorded)
    assert read.metadata["session_id"] == "t-0"
    assert [conversation(t) for t in trajectories_from_otel(span_json)] == [conversation(read)]


def test_openinference_conversations_split_by_trace_and_session() -> None:
    recorded, spans = instrumented_run("openinference", CALM_TURNS, runs=3)
    read = trajectories_from_openinference(spans)
    assert [calls(t) for t in read] == [calls(t) for t in recorded]
    assert [t.metadata["session_id"] for t in read] == ["t-0", "t-1", "t-2"]
    assert [m.content for t in read for m in t.messages if m.role == "user"] == ["q0", "q1", "q2"]
    assert len({t.metadata["trace_id"] for t in read}) == 3
    # Two runs on one thread (two traces) are one conversation when split by session.
    _, first = instrumented_run("openinference", CALM_TURNS, runs=1)
    _, second = instrumented_run("openinference", CALM_TURNS, runs=1)
    (joined,) = trajectories_from_openinference([*first, *second], split="session")
    assert [c.step for c in joined.tool_calls()] == [0, 1, 3, 4]
    by_trace = trajectories_from_openinference([*first, *second])
    assert joined.metadata["traces"] == [t.metadata["trace_id"] for t in by_trace]
    assert [m.content for m in joined.messages if m.role == "user"] == ["q0", "q0"]


def test_openllmetry_conversations_split_by_trace(openllmetry) -> None:
    recorded, document, _ = openllmetry["three"]
    read = trajectories_from_otel(document)
    assert [calls(t) for t in read] == [calls(t) for t in recorded]
    assert [t.metadata["session_id"] for t in read] == ["t-0", "t-1", "t-2"]


def test_langsmith_otel_export_equals_recorder(tmp_path) -> None:
    recorded, spans = langsmith_otel_run()
    assert detect_format(list(spans)) == "langsmith"
    (read,) = trajectories_from_langsmith(list(spans))
    assert_matches_recorder(read, recorded)
    assert read.metadata["session_id"] == "t-1"
    path = tmp_path / "langsmith-otel.json"
    path.write_text(json.dumps(otlp_json(spans)))
    (from_file,) = read_traces(path)
    assert calls(from_file) == EXPECTED


def example() -> Example:
    return Example(
        id=uuid.uuid4(), inputs={"q": "hi"}, outputs={}, dataset_id=uuid.uuid4(), created_at=datetime.now(UTC)
    )


def test_langsmith_run_tree_json_equals_recorder(tmp_path) -> None:
    recorder = TrajectoryRecorder()
    seen: list[Any] = []

    def target(inputs: dict[str, Any]) -> dict[str, Any]:
        run_agent(agent(CALM_TURNS), [recorder])
        return {"done": True}

    def grab(run: Any, example: Any) -> dict[str, Any]:
        seen.append(run)
        return {"key": "seen", "score": 1}

    evaluate(target, data=[example()], evaluators=[grab], client=OfflineClient(), upload_results=False)
    (run,) = seen
    path = tmp_path / "run.json"
    # The tree's runs dumped through the SDK's serializer (a RunTree leaves its children out of its own dump)
    tree, stack = [], [run]
    while stack:
        node = stack.pop()
        tree.append(json.loads(dumps_json(node)))
        stack.extend(node.child_runs)
    path.write_text(json.dumps(tree))
    assert detect_format(path.read_text()) == "langsmith"
    (read,) = read_traces(path)
    assert calls(read) == calls(recorder.trajectory)
    assert [c[:3] for c in calls(read)] == [("add", {"a": 1, "b": 2}, "k1"), ("add", {"a": 3, "b": 4}, "k2")]


def test_langsmith_project_export_jsonl_equals_recorder(tmp_path) -> None:
    client = OfflineClient()
    recorder = TrajectoryRecorder()
    tracer = LangChainTracer(client=client, project_name="exported")
    for thread in ("a", "b"):
        run_agent(agent(CALM_TURNS), [recorder, tracer], thread=thread)
    tracer.wait_for_futures()
    path = tmp_path / "project.jsonl"
    # The runs as LangSmith serializes them, one per line (a project export)
    path.write_bytes(b"".join(dumps_json(run) + b"\n" for run in client.recorded_runs.values()))
    roots = runs_from_langsmith(path.read_text())
    assert len(roots) == 2
    read = read_traces(path)
    assert [calls(t) for t in read] == [calls(t) for t in recorder.trajectories.values()]
    assert [t.metadata["session_id"] for t in read] == ["a", "b"]
    # A langsmith.schemas.Run tree (what client.read_run(..., load_child_runs=True) returns) dumped nested
    (nested,) = trajectories_from_langsmith(dumps_json(roots[1]))
    assert calls(nested) == calls(read[1])


def test_atif_documents_validate_and_read_back_as_recorded() -> None:
    (recorded,), _ = instrumented_run("openinference")
    (document,) = to_atif(recorded, agent_version="1.0")
    model = atif.Trajectory.model_validate(document)  # the published ATIF models accept it
    assert model.steps[2].tool_calls[0].function_name == "add"
    (read,) = trajectories_from_atif(model)  # the model object, its dump and its JSON all read the same
    assert calls(read) == calls(recorded) == EXPECTED
    assert [conversation(t) for t in trajectories_from_atif(model.model_dump_json())] == [conversation(read)]
    assert conversation(read) == conversation(recorded)


def test_atif_read_leniently_across_versions() -> None:
    """A document built with the published models (v1.8 features: content parts, subagents), then aged to an
    older version with unknown fields: read leniently."""
    sub = atif.Trajectory(
        schema_version="ATIF-v1.8",
        trajectory_id="helper-1",
        agent=atif.Agent(name="helper", version="1"),
        steps=[
            atif.Step(step_id=1, source="user", message="look it up"),
            atif.Step(
                step_id=2,
                source="agent",
                message="",
                tool_calls=[atif.ToolCall(tool_call_id="s1", function_name="lookup", arguments={"q": "x"})],
                observation=atif.Observation(
                    results=[atif.ObservationResult(source_call_id="s1", content="found")]
                ),
            ),
        ],
    )
    main = atif.Trajectory(
        schema_version="ATIF-v1.8",
        session_id="sess",
        agent=atif.Agent(name="main", version="2"),
        steps=[
            atif.Step(step_id=1, source="system", message="be brief"),
            atif.Step(step_id=2, source="user", message=[atif.ContentPart(type="text", text="find x")]),
            atif.Step(
                step_id=3,
                source="agent",
                message="delegating",
                tool_calls=[
                    atif.ToolCall(tool_call_id="m1", function_name="delegate", arguments={"task": "x"}),
                    atif.ToolCall(tool_call_id="m2", function_name="fail", arguments={}),
                ],
                observation=atif.Observation(
                    results=[
                        atif.ObservationResult(
                            source_call_id="m1",
                            content="x is found",
                            subagent_trajectory_ref=[atif.SubagentTrajectoryRef(trajectory_id="helper-1")],
                        ),
                        atif.ObservationResult(source_call_id="m2", content="boom", extra={"is_error": True}),
                        atif.ObservationResult(content="context compacted"),
                    ]
                ),
            ),
            atif.Step(step_id=4, source="agent", message="x is found"),
        ],
        subagent_trajectories=[sub],
    )
    document = main.to_json_dict()
    document["schema_version"] = "ATIF-v1.2"
    document["future_field"] = {"anything": 1}
    document["steps"][2]["tool_calls"][0]["arguments"] = json.dumps({"task": "x"})  # older writers used text
    (read,) = trajectories_from_atif(document)
    assert [
        (c.name, c.args, c.id, c.result, c.error, c.step, c.metadata["path"]) for c in read.tool_calls()
    ] == [
        ("delegate", {"task": "x"}, "m1", "x is found", None, 0, []),
        ("fail", {}, "m2", None, "boom", 0, []),
        ("lookup", {"q": "x"}, "s1", "found", None, 1, ["tool:delegate", "agent:helper"]),
    ]
    assert [m.role for m in read.messages] == [
        "system",
        "user",
        "assistant",
        "user",
        "assistant",
        "assistant",
    ]
    assert read.messages[1].content == "find x"
    assert read.messages[2].metadata["observations"] == [{"content": "context compacted"}]
    assert read.metadata["session_id"] == "sess"
    assert read.tool_calls()[2].metadata["agent"] == "helper"


def test_agent_used_as_a_tool_keeps_its_scope_through_openinference() -> None:
    inner = create_agent(scripted([[tool_call("add", {"a": 1, "b": 1}, "in1")]]), [add], name="inner")

    @tool
    def delegate(task: str) -> str:
        """Ask the inner agent."""
        return inner.invoke({"messages": [("user", task)]})["messages"][-1].content

    outer = create_agent(
        scripted([[tool_call("delegate", {"task": "sum"}, "out1")]]), [delegate], name="outer"
    )
    provider, exporter = memory_provider()
    recorder = TrajectoryRecorder()
    with openinference(provider):
        outer.invoke({"messages": [("user", "go")]}, {"callbacks": [recorder]})
    (read,) = trajectories_from_openinference(exporter.get_finished_spans())

    def scoped(t: Any) -> list[tuple[Any, ...]]:
        return [
            (*c, m.metadata["path"], m.metadata["depth"])
            for c, m in zip(calls(t), t.tool_calls(), strict=True)
        ]

    assert scoped(read) == scoped(recorder.trajectory)
    assert scoped(read) == [
        ("delegate", {"task": "sum"}, "out1", "final answer", None, 0, "outer", "tools", ["agent:outer"], 0),
        (
            "add",
            {"a": 1, "b": 1},
            "in1",
            "2",
            None,
            1,
            "inner",
            "tools",
            ["agent:outer", "tool:delegate", "agent:inner"],
            1,
        ),
    ]
