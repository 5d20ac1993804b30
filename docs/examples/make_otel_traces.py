"""Regenerate ``otel-traces.json``: a week of a travel agent's production traces as an OTLP JSON export.

Three conversations of a real ``create_agent`` agent (scripted model, real tools) are recorded with
``OTelTrajectoryRecorder`` through ``opentelemetry-sdk`` and encoded by the SDK's own OTLP encoder, with hex ids as
the OpenTelemetry Collector's file exporter writes them. Run from the repository root:
``python docs/examples/make_otel_traces.py``.
"""

from __future__ import annotations

import base64
import contextlib
import json
from pathlib import Path

from google.protobuf.json_format import MessageToDict
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.tools import tool
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from langchain_trajectory.capture.otel import OTelTrajectoryRecorder
from langchain_trajectory.testing import ScriptedChatModel, tool_call


@tool
def search_flights(destination: str) -> str:
    """Search flights to a destination."""
    return f"AZ7 and FR12 to {destination}"


@tool
def book_flight(flight: str) -> str:
    """Book a flight."""
    if flight == "FR12":
        raise ValueError("FR12 is sold out")
    return f"booked {flight}"


CONVERSATIONS = {
    "monday-17": (
        "Fly me to Rome",
        [("search_flights", {"destination": "Rome"}), ("book_flight", {"flight": "AZ7"})],
    ),
    "wednesday-03": ("Any flights to Oslo?", [("search_flights", {"destination": "Oslo"})]),
    "friday-42": ("Book FR12 to Paris", [("book_flight", {"flight": "FR12"})]),
}


def agent(plan: list[tuple[str, dict[str, str]]]) -> object:
    def respond(messages: list[BaseMessage]) -> AIMessage | str:
        done = sum(1 for m in messages if m.type == "tool")
        if done >= len(plan):
            return "Done."
        name, args = plan[done]
        return AIMessage(content="", tool_calls=[tool_call(name, args, f"call_{name}_{done}")])

    return create_agent(
        ScriptedChatModel(respond=respond), [search_flights, book_flight], name="travel_agent"
    )


def main() -> None:
    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=Resource.create({"service.name": "travel-agent"}))
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    recorder = OTelTrajectoryRecorder(tracer_provider=provider)
    for thread, (question, plan) in CONVERSATIONS.items():
        config = {"callbacks": [recorder], "configurable": {"thread_id": thread}}
        with contextlib.suppress(ValueError):  # friday's booking fails on purpose
            agent(plan).invoke({"messages": [("user", question)]}, config)
    for trajectory, thread in zip(recorder.trajectories.values(), CONVERSATIONS, strict=True):
        assert trajectory.tool_calls(), thread
    document = MessageToDict(encode_spans(exporter.get_finished_spans()))
    for resource in document["resourceSpans"]:
        for scope in resource["scopeSpans"]:
            for span in scope["spans"]:
                for key in ("traceId", "spanId", "parentSpanId"):
                    if key in span:
                        span[key] = base64.b64decode(span[key]).hex()
    Path(__file__).with_name("otel-traces.json").write_text(json.dumps(document, indent=1) + "\n")


if __name__ == "__main__":
    main()
