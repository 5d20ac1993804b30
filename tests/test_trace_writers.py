"""Writers of the standard trace formats: every writer's output reads back into the same conversation (calls,
order, ids, args, results, errors); the recorder sink emits real SDK spans; malformed files are rejected naming
the span or step; mutated documents raise nothing but TrajectoryInputError."""

from __future__ import annotations

import copy
import json
from typing import Any

import atif
import pytest
from _trace_producers import (
    CALM_TURNS,
    TURNS,
    agent,
    calls,
    conversation,
    memory_provider,
    otlp_json,
    run_agent,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from langsmith.run_helpers import tracing_context

from langchain_trajectory import Message, ToolCall, Trajectory, TrajectoryInputError, read_traces
from langchain_trajectory.capture import TrajectoryRecorder, trajectories_from_langsmith
from langchain_trajectory.capture.otel import OTelTrajectoryRecorder
from langchain_trajectory.cli import main
from langchain_trajectory.export import to_atif, to_otlp_json
from langchain_trajectory.export.sdk import emit_spans
from langchain_trajectory.interchange import write_traces
from langchain_trajectory.reading import (
    trajectories_from_atif,
    trajectories_from_openinference,
    trajectories_from_otel,
)
from langchain_trajectory.testing.offline import OfflineClient

READERS = {
    "otlp": trajectories_from_otel,
    "openinference": trajectories_from_openinference,
    "atif": trajectories_from_atif,
}

# -- round trips ----------------------------------------------------------------------------------------------

text = st.text(st.characters(exclude_categories=("Cs",)), max_size=12)
json_scalar = st.one_of(st.none(), st.booleans(), st.integers(-10_000, 10_000), text)
json_value = st.recursive(
    json_scalar,
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(text, inner, max_size=3)),
    max_leaves=6,
)
args = st.dictionaries(text, json_value, max_size=3)
call_ids = st.one_of(st.none(), st.sampled_from(["c1", "c2", "c3"]), text.map(lambda t: f"id-{t}"))


@st.composite
def tool_calls(draw: Any, step: int) -> ToolCall:
    failed = draw(st.booleans())
    return ToolCall(
        name=draw(st.text(st.characters(exclude_categories=("Cs", "Zs", "Cc")), min_size=1, max_size=8)),
        args=draw(args),
        id=draw(call_ids),
        result=None if failed else draw(json_value),
        error=draw(text.filter(bool)) if failed else None,
        step=step,
    )


@st.composite
def trajectories(draw: Any) -> Trajectory:
    messages: list[Message] = []
    turn = 0
    for kind in draw(st.lists(st.sampled_from(["user", "system", "assistant"]), max_size=7)):
        if kind == "assistant":
            made = draw(st.lists(tool_calls(turn), max_size=3))
            messages.append(Message.assistant(draw(text), made))
            turn += 1
        else:
            messages.append(Message(role=kind, content=draw(text)))  # type: ignore[arg-type]
    return Trajectory(messages=tuple(messages), scenario=draw(text))


def written_and_read(trajectory: Trajectory, fmt: str) -> Trajectory:
    if fmt == "atif":
        (document,) = to_atif(trajectory)
        atif.Trajectory.model_validate(document)  # valid ATIF, by the published models
        data: Any = json.loads(json.dumps(document))
    else:
        data = json.loads(json.dumps(to_otlp_json(trajectory, conventions="genai" if fmt == "otlp" else fmt)))
    (back,) = READERS[fmt](data)
    return back


@pytest.mark.parametrize("fmt", ["otlp", "openinference", "atif"])
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trajectory=trajectories())
def test_every_writer_round_trips(fmt, trajectory) -> None:
    back = written_and_read(trajectory, fmt)
    assert conversation(back) == conversation(trajectory)
    assert back.scenario == trajectory.scenario


@pytest.mark.parametrize("fmt", ["otlp", "openinference", "atif", "jsonl"])
def test_captured_trajectory_round_trips_through_files(fmt, tmp_path) -> None:
    recorder = TrajectoryRecorder()
    run_agent(agent(TURNS), [recorder])
    recorded = recorder.trajectory
    path = tmp_path / f"out.{fmt}"
    path.write_text(write_traces([recorded, recorded], fmt))  # type: ignore[arg-type]
    if fmt == "jsonl":
        back = [Trajectory.from_json(line) for line in path.read_text().splitlines()]
    else:
        back = read_traces(path)
    assert [conversation(t) for t in back] == [conversation(recorded)] * 2
    assert [calls(t) for t in back] == [calls(recorded)] * 2  # agent and node kept too
    if fmt != "jsonl":
        assert back[0].metadata["error"] == "ValueError('exploded: x')"


def test_written_otlp_is_what_the_sdk_would_export() -> None:
    """Our OTLP JSON and the SDK's own encoding of the spans emit_spans makes read back the same."""
    recorder = TrajectoryRecorder()
    run_agent(agent(TURNS), [recorder])
    provider, exporter = memory_provider()
    emitted = emit_spans(recorder.trajectory, tracer_provider=provider)
    spans = exporter.get_finished_spans()
    assert emitted == len(spans) == 1 + 2 + 4  # agent, two turns, four calls
    (from_sdk,) = trajectories_from_otel(otlp_json(spans))
    (from_ours,) = trajectories_from_otel(to_otlp_json(recorder.trajectory))
    assert conversation(from_sdk) == conversation(from_ours) == conversation(recorder.trajectory)
    names = sorted(s.name for s in spans)
    assert names[:2] == ["chat", "chat"] and "invoke_agent calc" in names
    assert {s.attributes["gen_ai.tool.name"] for s in spans if s.name.startswith("execute_tool")} == {
        "add",
        "careful",
        "nope",
        "explode",
    }


# -- the recorder sink -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("tracing", [False, True])
@pytest.mark.parametrize("conventions", ["genai", "openinference"])
def test_otel_recorder_emits_each_run_as_it_ends(tracing, conventions) -> None:
    provider, exporter = memory_provider()
    recorder = OTelTrajectoryRecorder(tracer_provider=provider, conventions=conventions)
    with tracing_context(enabled=tracing, client=OfflineClient()):
        run_agent(agent(TURNS), [recorder], thread="a")
        first = len(exporter.get_finished_spans())
        assert first == 7  # emitted when the first run ended, before the second started
        run_agent(agent(CALM_TURNS), [recorder], thread="b")
    reader = trajectories_from_otel if conventions == "genai" else trajectories_from_openinference
    read = reader(exporter.get_finished_spans())
    assert [conversation(t) for t in read] == [conversation(t) for t in recorder.trajectories.values()]
    assert [calls(t) for t in read] == [calls(t) for t in recorder.trajectories.values()]
    assert recorder.errors == []
    assert recorder.emitted == len(exporter.get_finished_spans())


@pytest.mark.parametrize("tracing", [False, True])
def test_otel_recorder_emits_runs_started_under_a_traced_parent(tracing) -> None:
    """Inside a LangSmith-traced function (as a ``langsmith.evaluate`` target runs), the agent's run has a parent
    the recorder never saw: it is still one of the recorder's roots, and is emitted when it ends."""
    from langsmith import traceable

    provider, exporter = memory_provider()
    recorder = OTelTrajectoryRecorder(tracer_provider=provider)

    @traceable(name="target")
    def target() -> None:
        run_agent(agent(CALM_TURNS), [recorder], thread="traced")

    with tracing_context(enabled=tracing, client=OfflineClient()):
        target()
    assert len(recorder.trajectories) == 1
    (read,) = trajectories_from_otel(exporter.get_finished_spans())
    (captured,) = recorder.trajectories.values()
    assert calls(read) == calls(captured)
    assert read.metadata.get("session_id") == "traced"
    assert recorder.emitted == len(exporter.get_finished_spans()) > 0 and recorder.errors == []


def test_otel_recorder_never_breaks_the_run() -> None:
    class Broken:
        def get_tracer(self, *args: Any, **kwargs: Any) -> Any:
            raise RuntimeError("exporter down")

    recorder = OTelTrajectoryRecorder(tracer_provider=Broken())
    run_agent(agent(CALM_TURNS), [recorder])
    assert [c[:3] for c in calls(recorder.trajectory)] == [
        ("add", {"a": 1, "b": 2}, "k1"),
        ("add", {"a": 3, "b": 4}, "k2"),
    ]
    (failure,) = recorder.errors
    assert failure.event == "emit_spans" and "exporter down" in str(failure.error)
    with pytest.raises(ValueError, match="conventions"):
        OTelTrajectoryRecorder(conventions="zipkin")  # type: ignore[arg-type]


# -- malformed input ---------------------------------------------------------------------------------------------


def genai_document() -> dict[str, Any]:
    recorder = TrajectoryRecorder()
    run_agent(agent(TURNS), [recorder])
    return to_otlp_json(recorder.trajectory)


def spans_of(document: dict[str, Any]) -> list[dict[str, Any]]:
    return document["resourceSpans"][0]["scopeSpans"][0]["spans"]


def attribute(span: dict[str, Any], key: str) -> dict[str, Any]:
    return next(a for a in span["attributes"] if a["key"] == key)


def test_malformed_spans_name_the_span() -> None:
    base = genai_document()
    cases = []

    doc = copy.deepcopy(base)  # a tool span without its tool name
    tool = next(s for s in spans_of(doc) if s["name"] == "execute_tool add")
    tool["attributes"].remove(attribute(tool, "gen_ai.tool.name"))
    cases.append((doc, "'execute_tool add'", "gen_ai.tool.name"))

    doc = copy.deepcopy(base)  # parents forming a cycle
    root, child = spans_of(doc)[0], spans_of(doc)[1]
    root["parentSpanId"] = child["spanId"]
    cases.append((doc, "span", "cycle"))

    doc = copy.deepcopy(base)  # two spans with one id
    spans_of(doc)[2]["spanId"] = spans_of(doc)[1]["spanId"]
    cases.append((doc, "'chat'", "span id repeats"))

    doc = copy.deepcopy(base)  # an id that is neither hex nor base64
    spans_of(doc)[1]["traceId"] = "not-an-id"
    cases.append((doc, "span 1 'chat'", "traceId"))

    doc = copy.deepcopy(base)  # broken messages JSON
    chat = spans_of(doc)[1]
    attribute(chat, "gen_ai.output.messages")["value"] = {"stringValue": "[{"}
    cases.append((doc, "span 1 'chat'", "gen_ai.output.messages"))

    doc = copy.deepcopy(base)  # a tool call part without a name
    attribute(chat := spans_of(doc)[1], "gen_ai.output.messages")["value"] = {
        "stringValue": json.dumps([{"role": "assistant", "parts": [{"type": "tool_call", "id": "x"}]}])
    }
    cases.append((doc, "span 1 'chat'", "parts[0].name"))

    doc = copy.deepcopy(base)  # a typed value of the wrong type
    attribute(spans_of(doc)[0], "gen_ai.operation.name")["value"] = {"intValue": "many"}
    cases.append((doc, "span 0", "intValue"))

    for document, where, what in cases:
        with pytest.raises(TrajectoryInputError) as caught:
            trajectories_from_otel(document)
        assert where in str(caught.value) and what in str(caught.value), str(caught.value)


def test_a_span_whose_parent_is_not_in_the_export_is_read_as_a_top_level_span() -> None:
    whole = genai_document()
    (expected,) = trajectories_from_otel(whole)
    partial = copy.deepcopy(whole)
    spans_of(partial).pop(0)  # the root span went to another file (or another service's exporter)
    (trajectory,) = trajectories_from_otel(partial)
    assert [c.name for c in trajectory.tool_calls()] == [c.name for c in expected.tool_calls()]
    assert [c.args for c in trajectory.tool_calls()] == [c.args for c in expected.tool_calls()]
    assert trajectory.metadata["spans_without_parent"]


def test_malformed_files_of_every_format(tmp_path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"resourceSpans": [')
    with pytest.raises(TrajectoryInputError, match="not valid JSON"):
        read_traces(broken)
    lines = tmp_path / "lines.jsonl"
    lines.write_text('{"schema_version": "ATIF-v1.4", "steps": []}\n{oops\n')
    with pytest.raises(TrajectoryInputError, match="line 2: not valid JSON"):
        read_traces(lines)
    with pytest.raises(TrajectoryInputError, match="cannot read"):
        read_traces(tmp_path / "missing.json")
    with pytest.raises(TrajectoryInputError, match="not a known trace format"):
        read_traces({"hello": "world"})

    (document,) = to_atif(Trajectory(messages=(Message.assistant("x", [ToolCall.of("a")]),)))
    bad = copy.deepcopy(document)
    del bad["steps"][0]["tool_calls"][0]["function_name"]
    with pytest.raises(TrajectoryInputError, match=r"step 0: tool_calls\[0\]\.function_name"):
        trajectories_from_atif(bad)
    bad = copy.deepcopy(document)
    bad["steps"][0]["source"] = "robot"
    with pytest.raises(TrajectoryInputError, match="step 0: 'source'"):
        trajectories_from_atif(bad)
    bad = copy.deepcopy(document)
    bad["steps"][0]["observation"] = {"results": [{"source_call_id": "ghost", "content": "?"}]}
    with pytest.raises(TrajectoryInputError, match=r"step 0: .*'ghost' matches no tool call"):
        trajectories_from_atif(bad)
    with pytest.raises(TrajectoryInputError, match="unsupported ATIF major version"):
        trajectories_from_atif({**document, "schema_version": "ATIF-v2.0"})

    runs = [
        {"id": "00000000-0000-0000-0000-000000000001", "name": "root", "run_type": "chain",
         "start_time": "2026-01-01T00:00:00", "trace_id": "00000000-0000-0000-0000-000000000001"},
        {"id": "00000000-0000-0000-0000-000000000002", "name": "child", "run_type": "tool",
         "start_time": "2026-01-01T00:00:01", "parent_run_id": "00000000-0000-0000-0000-000000000009",
         "trace_id": "00000000-0000-0000-0000-000000000001"},
    ]  # fmt: skip
    with pytest.raises(TrajectoryInputError, match=r"run 1 'child'.*parent run .* is not in the export"):
        trajectories_from_langsmith(runs)
    with pytest.raises(TrajectoryInputError, match=r"run 0 'root'.*'start_time'"):
        trajectories_from_langsmith([{**runs[0], "start_time": "yesterday"}])


# -- fuzz ----------------------------------------------------------------------------------------------------------


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*prefix, key)))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out.extend(_paths(item, (*prefix, i)))
    return out


def _mutate(document: Any, path: tuple[Any, ...], action: str, replacement: Any) -> Any:
    if not path:
        return replacement
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    if action == "delete":
        del parent[key]
    elif action == "stringify" and isinstance(parent[key], (dict, list)):
        parent[key] = json.dumps(parent[key])[: len(json.dumps(parent[key])) // 2]
    else:
        parent[key] = replacement
    return document


def _seed_documents() -> dict[str, Any]:
    recorder = TrajectoryRecorder()
    run_agent(agent(TURNS), [recorder])
    trajectory = recorder.trajectory
    langsmith_runs = [
        {"id": "00000000-0000-0000-0000-000000000001", "name": "calc", "run_type": "chain",
         "start_time": "2026-01-01T00:00:00", "inputs": {"messages": [["user", "hi"]]}},
        {"id": "00000000-0000-0000-0000-000000000002", "name": "add", "run_type": "tool",
         "start_time": "2026-01-01T00:00:01", "end_time": "2026-01-01T00:00:02",
         "parent_run_id": "00000000-0000-0000-0000-000000000001", "inputs": {"a": 1},
         "outputs": {"output": {"type": "tool", "content": "3", "tool_call_id": "k"}}},
    ]  # fmt: skip
    return {
        "otlp": to_otlp_json(trajectory),
        "openinference": to_otlp_json(trajectory, conventions="openinference"),
        "atif": to_atif(trajectory)[0],
        "langsmith": langsmith_runs,
    }


SEEDS = _seed_documents()
replacements = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.text(max_size=5),
    st.just([]),
    st.just({}),
    st.just({"stringValue": "{"}),
    st.just([{"key": 1}]),
    st.just("0x12"),
)


@pytest.mark.parametrize("fmt", ["otlp", "openinference", "atif", "langsmith"])
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzed_documents_raise_only_input_errors(fmt, data) -> None:
    document = copy.deepcopy(SEEDS[fmt])
    for _ in range(data.draw(st.integers(1, 3))):
        paths = _paths(document)
        path = data.draw(st.sampled_from(paths))
        action = data.draw(st.sampled_from(["delete", "replace", "stringify"]))
        if action == "delete" and not path:
            continue
        document = _mutate(document, path, action, copy.deepcopy(data.draw(replacements)))
    for reader in (lambda d: read_traces(d, format=fmt), read_traces):
        try:
            result = reader(document)
        except TrajectoryInputError:
            continue
        assert all(isinstance(t, Trajectory) for t in result)


# -- the command line ------------------------------------------------------------------------------------------------


def test_cli_convert_between_formats(tmp_path, capsys) -> None:
    recorder = TrajectoryRecorder()
    run_agent(agent(TURNS), [recorder])
    source = tmp_path / "trace.json"
    source.write_text(write_traces(recorder.trajectory, "otlp"))
    atif_path = tmp_path / "trace.atif.json"
    assert main(["convert", str(source), "--to", "atif", "--out", str(atif_path)]) == 0
    assert "Wrote 1 trajectories" in capsys.readouterr().err
    atif.Trajectory.model_validate_json(atif_path.read_text())
    assert main(["convert", str(atif_path), "--to", "openinference"]) == 0
    (back,) = trajectories_from_openinference(capsys.readouterr().out)
    assert conversation(back) == conversation(recorder.trajectory)
    assert main(["convert", str(tmp_path / "nope.json"), "--to", "atif"]) == 2
    assert "cannot read" in capsys.readouterr().err
    (tmp_path / "junk.json").write_text('{"a": 1}')
    assert main(["convert", str(tmp_path / "junk.json"), "--to", "atif"]) == 2
    assert "not a known trace format" in capsys.readouterr().err


def test_cli_evaluate_pairs_traces_with_expectations_by_trace_or_session_id(tmp_path, capsys) -> None:
    provider, exporter = memory_provider()
    recorder = OTelTrajectoryRecorder(tracer_provider=provider)
    run_agent(agent(CALM_TURNS), [recorder], thread="alice")
    run_agent(agent(TURNS), [recorder], thread="bob")
    trace_file = tmp_path / "prod.json"
    trace_file.write_text(json.dumps(otlp_json(exporter.get_finished_spans())))
    # The recorder's trajectories carry no session id of their own; the exported ones are keyed by trace id.
    trace_ids = [t.metadata["trace_id"] for t in read_traces(trace_file)]
    expected = tmp_path / "expected.jsonl"
    expected.write_text(
        json.dumps({"id": trace_ids[1], "tool_calls": ["add", "careful", "nope", "explode"]})
        + "\n"
        + json.dumps({"id": trace_ids[0], "tool_calls": ["add", "add"]})
        + "\n"
    )
    assert (
        main(["evaluate", str(trace_file), "--expected", str(expected), "--argument-matcher", "ignore"]) == 0
    )
    out = capsys.readouterr().out
    assert trace_ids[0] in out and trace_ids[1] in out
    wrong = tmp_path / "wrong.jsonl"
    wrong.write_text(json.dumps({"id": trace_ids[0], "tool_calls": ["add"]}) + "\n")
    assert main(["evaluate", str(trace_file), "--expected", str(wrong), "--format", "otlp"]) == 2
    assert "has no expectation for id(s)" in capsys.readouterr().err


def test_cli_evaluate_pairs_by_session_id(tmp_path, capsys) -> None:
    trajectories = [
        Trajectory(
            messages=(
                Message.user("q"),
                Message.assistant("", [ToolCall(name=n, id="x", result="ok", step=0)]),
            ),
            metadata={"session_id": session},
        )
        for session, n in (("s-1", "search"), ("s-2", "book"))
    ]
    trace_file = tmp_path / "sessions.json"
    trace_file.write_text(write_traces(trajectories, "openinference"))
    expected = tmp_path / "expected.jsonl"
    expected.write_text(
        json.dumps({"id": "s-2", "tool_calls": ["book"]})
        + "\n"
        + json.dumps({"id": "s-1", "tool_calls": ["x"]})
        + "\n"
    )
    command = ["evaluate", str(trace_file), "--expected", str(expected), "--split", "session"]
    assert main([*command, "--argument-matcher", "ignore"]) == 1  # s-1 expected "x", got "search"
    out = capsys.readouterr().out
    assert "s-1" in out and "s-2" in out
