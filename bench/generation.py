"""Benchmark: scenario generation throughput with a slow model, and coverage of 10,000 results.

Generation: ``generate_scenarios`` on a ``create_agent`` app with six tools (enums, a nested object), the writer a
``ScriptedChatModel`` that sleeps ``--delay`` seconds (100 ms) per reply and writes ``--batch`` scenarios per round
(valid ones, made from the tools' schemas, plus one the argument gate refuses), ``--n`` scenarios kept. Timed at
concurrency 1 and 8: scenarios kept per second, and the time the gates take (``validate_scenarios`` on the same
proposals, no model) per scenario.

Coverage: ``--results`` trajectories (10,000) made from simulated conversations of the same app (the simulator's
node paths included), varied in their arguments; timed from the trajectories in memory, and from a results folder
(``write_report``'s ``trajectories.json`` + ``results.jsonl``, read back as ``coverage`` reads it).

Each figure is the best and the median of ``--repeat`` rounds. Run: ``python bench/generation.py`` (about a
minute); ``--out FILE`` writes the markdown section.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

os.environ["LANGSMITH_TRACING"] = "false"
os.environ["LANGSMITH_TEST_TRACKING"] = "false"

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from pydantic import BaseModel

from langchain_trajectory import ConversationSimulator, ScriptedChatModel
from langchain_trajectory.report import from_trajectories, write_report
from langchain_trajectory.simulation import generate_scenarios, validate_scenarios
from langchain_trajectory.testing import tool_call
from langchain_trajectory.trajectory import Trajectory
from langchain_trajectory.trials import coverage


class Traveller(BaseModel):
    name: str
    age: int


@tool
def search_flights(origin: str, destination: str, cabin: Literal["economy", "business"] = "economy") -> str:
    """Search flights."""
    return "FL-1"


@tool
def book_flight(flight_id: str, traveller: Traveller) -> str:
    """Book a flight."""
    return "booked"


@tool
def get_weather(city: str, unit: Literal["celsius", "fahrenheit"] = "celsius") -> str:
    """The weather."""
    return "sunny"


@tool
def book_hotel(city: str, nights: int) -> str:
    """Book a hotel."""
    return "booked"


@tool
def cancel_booking(booking_id: str, reason: Literal["schedule", "price", "other"]) -> str:
    """Cancel a booking."""
    return "cancelled"


@tool
def send_email(to: str, subject: str) -> str:
    """Send an email."""
    return "sent"


TOOLS = [search_flights, book_flight, get_weather, book_hotel, cancel_booking, send_email]


def _directive(messages: list[BaseMessage]) -> AIMessage:
    if isinstance(messages[-1], ToolMessage):
        return AIMessage("done")
    name, _, args = str(messages[-1].content).partition(" ")
    return AIMessage("", tool_calls=[tool_call(name, json.loads(args))])


APP = create_agent(ScriptedChatModel(respond=_directive), TOOLS, checkpointer=InMemorySaver())


def _value(schema: dict[str, Any], root: dict[str, Any], k: int) -> Any:
    if "$ref" in schema:
        schema = root["$defs"][schema["$ref"].rsplit("/", 1)[1]]
    if "enum" in schema:
        return schema["enum"][k % len(schema["enum"])]
    if schema.get("type") == "object":
        return {p: _value(s, root, k) for p, s in schema["properties"].items()}
    return {"integer": 1 + k, "number": 1.5, "boolean": True}.get(schema.get("type", ""), f"v{k}")


def writer(messages: list[BaseMessage]) -> str:
    """Valid scenarios from the tools' schemas (round and index vary the values), and one with a made-up
    argument."""
    prompt = str(messages[1].content)
    app = json.loads(prompt.split("<<<BEGIN APP ", 1)[1].split(">>>\n", 1)[1].rsplit("\n<<<END APP", 1)[0])
    count = int(prompt.split("Write ", 1)[1].split(" ", 1)[0])
    round_ = int(prompt.split("round ", 1)[1].split(".", 1)[0])
    tools = app["tools"]
    out = []
    for i in range(count):
        k = round_ * count + i
        spec = tools[k % len(tools)]
        args = {p: _value(s, spec["parameters"], k) for p, s in spec["parameters"]["properties"].items()}
        if i == count - 1:
            args["made_up"] = 1
        out.append(
            {
                "goal": f"case {k} with {spec['name']}",
                "opener": f"{spec['name']} {json.dumps(args)}",
                "expected": {"steps": [[{"name": spec["name"], "args": args}]], "max_calls": 3},
            }
        )
    return json.dumps({"scenarios": out})


def _timed(fn: Callable[[], Any], repeat: int) -> tuple[list[float], Any]:
    times, value = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        value = fn()
        times.append(time.perf_counter() - start)
    return times, value


def generation(n: int, batch: int, delay: float, repeat: int) -> list[str]:
    lines = []
    for concurrency in (1, 8):

        def run(c: int = concurrency) -> Any:
            model = ScriptedChatModel(respond=writer, delay=delay)
            return generate_scenarios(APP, model=model, n=n, batch_size=batch, concurrency=c)

        times, result = _timed(run, repeat)
        rates = sorted(len(result) / t for t in times)
        lines.append(
            f"| generation, {delay * 1000:.0f} ms model, concurrency {concurrency} | {len(result)} kept of "
            f"{result.proposed} proposed in {result.rounds} rounds | {max(rates):.1f} scenarios/s best, "
            f"{statistics.median(rates):.1f} median ({min(times):.2f} s best) |"
        )
    proposals = [
        p for r in range(n // batch) for p in json.loads(writer([None, _Prompt(r, batch)]))["scenarios"]  # type: ignore[list-item]
    ]
    times, report = _timed(lambda: validate_scenarios(APP, proposals), repeat)
    lines.append(
        f"| the gates alone (`validate_scenarios`, no model) | {len(proposals)} proposals, {len(report.kept)} kept | "
        f"{min(times) / len(proposals) * 1e6:.0f} µs per scenario best, "
        f"{statistics.median(times) / len(proposals) * 1e6:.0f} median |"
    )
    return lines


class _Prompt:
    """A stand-in message holding the prompt of round ``r`` (for timing the gates without a model)."""

    def __init__(self, r: int, count: int) -> None:
        app = json.dumps({"tools": [{"name": t.name, "parameters": t.tool_call_schema.model_json_schema()} for t in TOOLS]})
        self.content = f"Write {count} new test scenarios.\nVariation: seed 0, round {r}.\n<<<BEGIN APP x>>>\n{app}\n<<<END APP x>>>"


def corpus(results: int) -> list[Trajectory]:
    simulator = ConversationSimulator(user=["thanks"], app=APP, max_turns=1)
    base = []
    for k in range(12):
        spec = TOOLS[k % len(TOOLS)]
        schema = spec.tool_call_schema.model_json_schema()
        args = {p: _value(s, schema, k) for p, s in schema["properties"].items()}
        base.append(simulator.simulate(scenario=f"case {k}", initial_message=f"{spec.name} {json.dumps(args)}"))
    out = []
    for i in range(results):
        t = base[i % len(base)]
        out.append(t.model_copy(update={"scenario": f"case {i}"}))
    return out


def coverage_timing(results: int, repeat: int) -> list[str]:
    trajectories = corpus(results)
    times, report = _timed(lambda: coverage(trajectories, APP, min_tool_coverage=1.0), repeat)
    lines = [
        f"| coverage of {results:,} simulated trajectories (in memory) | tools {report.counts('tool')[0]}/"
        f"{report.counts('tool')[1]}, edges {report.counts('edge')[0]}/{report.counts('edge')[1]} | "
        f"{min(times):.2f} s best, {statistics.median(times):.2f} s median |"
    ]
    with tempfile.TemporaryDirectory() as folder:
        write_report(from_trajectories(trajectories), folder)
        times, _ = _timed(lambda: coverage(Path(folder), APP), repeat)
    lines.append(
        f"| coverage of the same {results:,} read from a results folder | `write_report`'s files | "
        f"{min(times):.2f} s best, {statistics.median(times):.2f} s median |"
    )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--n", type=int, default=200)
    parser.add_argument("--batch", type=int, default=5)
    parser.add_argument("--delay", type=float, default=0.1)
    parser.add_argument("--results", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--out", help="write the markdown section here")
    args = parser.parse_args()
    load = os.getloadavg()[0]
    lines = [
        "| what | workload | measured |",
        "|---|---|---|",
        *generation(args.n, args.batch, args.delay, args.repeat),
        *coverage_timing(args.results, args.repeat),
    ]
    lines.append("")
    lines.append(
        f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores, load {load:.1f} at "
        f"the start; best and median of {args.repeat} rounds."
    )
    text = "\n".join(lines)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
