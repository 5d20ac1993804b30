"""Real producers of trace files around one real ``create_agent`` run, shared by the trace-format tests.

Each producer runs the same scripted agent with a :class:`TrajectoryRecorder` attached and returns the recorder's
trajectory beside what the producer wrote: OpenInference's LangChain instrumentor and OpenLLMetry's GenAI
instrumentor (``opentelemetry-sdk`` in-memory exporter), LangSmith's own OpenTelemetry export
(``tracing_mode="otel"``), and LangSmith run trees / traced runs (``langsmith.evaluate`` with the offline client).
"""

from __future__ import annotations

import base64
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from _capture_agents import add, careful, explode, scripted, tool_call
from google.protobuf.json_format import MessageToDict
from langchain.agents import create_agent
from langchain_core.tracers import LangChainTracer
from opentelemetry import context as otel_context
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.trajectory import Trajectory

# Two turns: a success, a handled error, an unknown tool, then a tool that raises and aborts the run.
TURNS = [
    [
        tool_call("add", {"a": 2, "b": 3}, "c1"),
        tool_call("careful", {"reason": "r"}, "c2"),
        tool_call("nope", {}, "c3"),
    ],
    [tool_call("explode", {"reason": "x"}, "c4")],
]
# A run that ends well: two calls, then the final answer.
CALM_TURNS = [[tool_call("add", {"a": 1, "b": 2}, "k1")], [tool_call("add", {"a": 3, "b": 4}, "k2")]]


def agent(turns: list[Any] = TURNS) -> Any:
    return create_agent(scripted(turns), [add, careful, explode], system_prompt="sys", name="calc")


def run_agent(app: Any, callbacks: list[Any], thread: str = "t-1", question: str = "hi") -> None:
    """Invoke ``app``; the scripted run may end with the tool error on purpose."""
    try:
        app.invoke(
            {"messages": [("user", question)]},
            {"callbacks": callbacks, "configurable": {"thread_id": thread}},
        )
    except ValueError as exc:
        assert "exploded" in str(exc)


def calls(trajectory: Trajectory, *, scope: bool = True) -> list[tuple[Any, ...]]:
    """(name, args, id, result, error, step[, agent, node]) of every call, in order."""
    return [
        (c.name, c.args, c.id, c.result, c.error, c.step)
        + ((c.metadata.get("agent"), c.metadata.get("node")) if scope else ())
        for c in trajectory.tool_calls()
    ]


def conversation(trajectory: Trajectory) -> list[tuple[Any, ...]]:
    """(role, content, calls) of every message."""
    return [
        (m.role, m.content, [(c.name, c.args, c.id, c.result, c.error, c.step) for c in m.tool_calls])
        for m in trajectory.messages
    ]


def memory_provider() -> tuple[TracerProvider, InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider, exporter


def otlp_json(spans: Any, *, hex_ids: bool = True) -> dict[str, Any]:
    """SDK spans as OTLP JSON through the SDK's own protobuf encoder: ids base64 as protobuf's JSON mapping writes
    them, or hex as the OTLP/JSON encoding (and the Collector's file exporter) writes them."""
    document = MessageToDict(encode_spans(list(spans)))
    if hex_ids:
        for resource in document["resourceSpans"]:
            for scope in resource["scopeSpans"]:
                for span in scope["spans"]:
                    for key in ("traceId", "spanId", "parentSpanId"):
                        if key in span:
                            span[key] = base64.b64decode(span[key]).hex()
    return document


@contextmanager
def openinference(provider: TracerProvider) -> Iterator[None]:
    from openinference.instrumentation.langchain import LangChainInstrumentor

    instrumentor = LangChainInstrumentor()
    instrumentor.instrument(tracer_provider=provider)
    try:
        yield
    finally:
        instrumentor.uninstrument()


@contextmanager
def openllmetry(provider: TracerProvider) -> Iterator[None]:
    from opentelemetry.instrumentation.langchain import LangchainInstrumentor

    instrumentor = LangchainInstrumentor()
    instrumentor.instrument(tracer_provider=provider)
    try:
        yield
    finally:
        instrumentor.uninstrument()


def _runs(turns: list[Any], runs: int) -> list[Trajectory]:
    recorder = TrajectoryRecorder()
    for i in range(runs):
        # Each run starts from an empty OpenTelemetry context, as a request handler would.
        token = otel_context.attach(otel_context.Context())
        try:
            run_agent(agent(turns), [recorder], thread=f"t-{i}", question=f"q{i}")
        finally:
            otel_context.detach(token)
    return list(recorder.trajectories.values())


def instrumented_run(
    kind: str, turns: list[Any] = TURNS, runs: int = 1
) -> tuple[list[Trajectory], tuple[ReadableSpan, ...]]:
    """Run the agent ``runs`` times (threads ``t-0``, ``t-1``, ...) under an instrumentor; the recorder's
    trajectories (in run order) and the finished spans."""
    provider, exporter = memory_provider()
    instrument = openinference if kind == "openinference" else openllmetry
    with instrument(provider):
        recorded = _runs(turns, runs)
    return recorded, exporter.get_finished_spans()


def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def langsmith_otel_run(turns: list[Any] = TURNS) -> tuple[Trajectory, tuple[ReadableSpan, ...]]:
    """The agent traced by LangSmith in ``tracing_mode="otel"`` (spans to an in-memory exporter; the API URL is
    a closed loopback port, and nothing is sent there in this mode)."""
    from langsmith import Client

    provider, exporter = memory_provider()
    client = Client(
        api_url=f"http://127.0.0.1:{closed_port()}",
        api_key="test",
        tracing_mode="otel",
        otel_tracer_provider=provider,
    )
    recorder = TrajectoryRecorder()
    tracer = LangChainTracer(client=client, project_name="trace-formats")
    run_agent(agent(turns), [recorder, tracer])
    tracer.wait_for_futures()
    client.flush()
    provider.force_flush()
    return recorder.trajectory, exporter.get_finished_spans()


# -- OpenLLMetry in a process of its own --------------------------------------------------------------------
# OpenLLMetry's instrumentor cannot be instrumented twice in one process (its wrappers keep the first tracer) and
# its callback handler leaves its span attached to the thread's context, so it runs in a child process that writes
# what it produced: per scenario, the recorder's trajectories and the spans as OTLP JSON and as span JSON lines.

SCENARIOS = {"single": (TURNS, 1), "three": (CALM_TURNS, 3)}


def _produce_openllmetry(out_dir: str) -> None:
    import json
    from pathlib import Path

    results = {}
    provider, exporter = memory_provider()
    with openllmetry(provider):  # once: it cannot be instrumented again in the same process
        produced = {}
        for name, (turns, runs) in SCENARIOS.items():
            exporter.clear()
            produced[name] = (_runs(turns, runs), exporter.get_finished_spans())
    for name, (recorded, spans) in produced.items():
        results[name] = {
            "recorded": [t.to_json(indent=None) for t in recorded],
            "otlp": otlp_json(spans),
            "span_json": [json.loads(s.to_json()) for s in spans],
        }
    Path(out_dir, "openllmetry.json").write_text(json.dumps(results))


def openllmetry_exports(out_dir: Any) -> dict[str, Any]:
    """Run the OpenLLMetry scenarios in a child process; per scenario ``(recorded trajectories, OTLP JSON, span
    JSON objects)``."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {**os.environ, "LANGSMITH_TRACING": "false", "LANGSMITH_TEST_TRACKING": "false"}
    here = Path(__file__).parent
    subprocess.run(
        [sys.executable, str(here / "_trace_producers.py"), str(out_dir)],
        check=True,
        cwd=here,
        env=env,
        timeout=300,
    )
    raw = json.loads(Path(out_dir, "openllmetry.json").read_text())
    return {
        name: ([Trajectory.from_json(t) for t in item["recorded"]], item["otlp"], item["span_json"])
        for name, item in raw.items()
    }


if __name__ == "__main__":
    import sys

    _produce_openllmetry(sys.argv[1])
