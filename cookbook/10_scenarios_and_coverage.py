"""Generate test scenarios from what an agent declares, simulate them, read what they cover, and generate for the
gaps until every tool is exercised.

Install: pip install -e '.[demo]'   (from a clone; the argument checks need jsonschema, which the extra brings)
Run:     python cookbook/10_scenarios_and_coverage.py   (offline: the agent's and the writer's models are scripted)

The app is a `create_agent` travel desk with six tools. Scenarios are written by a model (here a scripted stand-in
that, like an LLM, writes about what the product docs mention, and now and then names a tool or an argument the app
does not have); `generate_scenarios` keeps only those that pass the gates, in a file that is the same byte for
byte when the same seed meets the same (cached) replies. The simulated users open with each scenario's opener;
`coverage` says which tools, arguments, nodes and edges the suite exercised; `generate_scenarios(focus=...)` asks
for the gaps. With a real model, pass `model="provider:model"` (or set LCT_MODEL).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any, Literal

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from langchain_trajectory import ConversationSimulator, ScriptedChatModel
from langchain_trajectory.simulation import generate_scenarios, write_scenarios
from langchain_trajectory.trials import coverage

# -- the app: a travel desk with six tools ---------------------------------------------------------------------


@tool
def get_weather(city: str, unit: Literal["celsius", "fahrenheit"] = "celsius") -> str:
    """The weather in a city."""
    return f"sunny in {city}"


@tool
def search_flights(origin: str, destination: str) -> str:
    """Search flights between two cities."""
    return f"FL-{origin[:3].upper()}{destination[:3].upper()}"


@tool
def book_hotel(city: str, nights: int) -> str:
    """Book a hotel."""
    return f"booked {nights} nights in {city}"


@tool
def cancel_booking(booking_id: str) -> str:
    """Cancel a booking."""
    return f"cancelled {booking_id}"


@tool
def request_refund(booking_id: str, reason: Literal["illness", "weather", "other"]) -> str:
    """Ask for a refund of a cancelled booking."""
    return f"refund requested for {booking_id} ({reason})"


@tool
def update_profile(email: str) -> str:
    """Change the customer's email address."""
    return f"email is now {email}"


TOOLS = [get_weather, search_flights, book_hotel, cancel_booking, request_refund, update_profile]

REQUESTS = {  # how a traveller asks for each tool, and how the app's scripted model reads it back
    "get_weather": ("What's the weather in {city}?", r"weather in (?P<city>\w+)"),
    "search_flights": (
        "Find me flights from {origin} to {destination}",
        r"from (?P<origin>\w+) to (?P<destination>\w+)",
    ),
    "book_hotel": ("Book {nights} nights in {city}", r"Book (?P<nights>\d+) nights in (?P<city>\w+)"),
    "cancel_booking": ("Cancel booking {booking_id}", r"Cancel booking (?P<booking_id>[\w-]+)"),
    "request_refund": (
        "Refund {booking_id}, reason: {reason}",
        r"Refund (?P<booking_id>[\w-]+), reason: (?P<reason>\w+)",
    ),
    "update_profile": ("Change my email to {email}", r"email to (?P<email>\S+)"),
}


def desk_model(messages: list[BaseMessage]) -> AIMessage:
    """The app's scripted model: one call for the request it recognises, then the answer."""
    if isinstance(messages[-1], ToolMessage):
        return AIMessage(f"Done: {messages[-1].content}")
    text = str(messages[-1].content)
    for name, (_, pattern) in REQUESTS.items():
        found = re.search(pattern, text)
        if found:
            args: dict[str, Any] = {k: int(v) if v.isdigit() else v for k, v in found.groupdict().items()}
            return AIMessage(
                "", tool_calls=[{"name": name, "args": args, "id": f"call-{name}", "type": "tool_call"}]
            )
    return AIMessage("Sorry, I can't help with that.")


app = create_agent(ScriptedChatModel(respond=desk_model), TOOLS, checkpointer=InMemorySaver())

# -- the scenario writer ---------------------------------------------------------------------------------------

CITIES = ["Oslo", "Rome", "Lima", "Kyoto", "Cairo", "Quito", "Hanoi", "Accra", "Perth", "Riga", "Bern"]
DOCS = "Our travel desk helps travellers check the weather, search flights and book hotels."


def _block(prompt: str, label: str) -> str | None:
    found = re.search(rf"<<<BEGIN {label} (\w+)>>>\n(.*?)\n<<<END {label} \1>>>", prompt, re.S)
    return found.group(2) if found else None


def _args(name: str, k: int) -> dict[str, Any]:
    city, other = CITIES[k % len(CITIES)], CITIES[(k + 3) % len(CITIES)]
    return {
        "get_weather": {"city": city},
        "search_flights": {"origin": city, "destination": other},
        "book_hotel": {"city": city, "nights": 1 + k % 5},
        "cancel_booking": {"booking_id": f"B-{k}"},
        "request_refund": {"booking_id": f"B-{k}", "reason": ["illness", "weather", "other"][k % 3]},
        "update_profile": {"email": f"traveller{k}@example.com"},
    }[name]


def writer(messages: list[BaseMessage]) -> str:
    """A scripted stand-in for the LLM that writes scenarios: about the tools the docs mention, or the gaps it is
    shown; one in five names an argument the app lacks (the gates refuse those)."""
    prompt = str(next(m for m in messages if isinstance(m, HumanMessage)).content)
    tools = [t["name"] for t in json.loads(_block(prompt, "APP") or "{}")["tools"]]
    gaps = _block(prompt, "GAPS")
    if gaps:
        wanted = json.loads(gaps).get("tools", [])
    else:
        docs = (_block(prompt, "DOCS") or "").lower()
        wanted = [t for t in tools if any(word.rstrip("s") in docs for word in t.split("_")[1:])]
    count = int(re.search(r"Write (\d+) new", prompt).group(1))  # type: ignore[union-attr]
    round_ = int(re.search(r"round (\d+)", prompt).group(1))  # type: ignore[union-attr]
    scenarios = []
    for i in range(count):
        k = round_ * count + i
        name = wanted[k % len(wanted)]
        args = _args(name, k)
        expected_args = {**args, "seats": 2} if k % 5 == 4 else args  # a made-up argument
        scenarios.append(
            {
                "goal": f"{name.replace('_', ' ')} for case {k}",
                "persona": "a traveller",
                "known_facts": {key: str(value) for key, value in args.items()},
                "opener": REQUESTS[name][0].format(**args),
                "expected": {"steps": [[{"name": name, "args": expected_args}]], "max_calls": 3},
            }
        )
    return json.dumps({"scenarios": scenarios})


def writer_model() -> Any:
    return os.environ.get("LCT_MODEL") or ScriptedChatModel(respond=writer)


def simulate(scenarios: list[Any]) -> list[Any]:
    simulator = ConversationSimulator(user=["Thanks!"], app=app, max_turns=1)
    return simulator.simulate_batch([{"scenario": s.goal, "initial_message": s.opener} for s in scenarios])


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="scenarios-"))
    cache = folder / "replies.json"
    first = generate_scenarios(app, model=writer_model(), n=20, docs=DOCS, seed=7, cache=str(cache))
    print(
        f"generated {len(first)} scenarios in {first.rounds} rounds; refused: {dict((g, n) for g, n in first.counts.items() if n)}"
    )
    print(f"e.g. {first.rejected[0].gate}: {first.rejected[0].reason}")
    path = write_scenarios(first, folder / "scenarios.jsonl")
    again = generate_scenarios(
        app, model=ScriptedChatModel(replies=[]), n=20, docs=DOCS, seed=7, cache=str(cache)
    )
    print(
        f"same seed, cached replies, no model call: same file: {write_scenarios(again, folder / 'again.jsonl').read_bytes() == path.read_bytes()}"
    )

    runs = simulate(first)
    report = coverage(runs, app, min_tool_coverage=1.0)
    print(report.to_text())

    gaps = generate_scenarios(
        app, model=writer_model(), n=6, focus=report, existing=first, seed=7, cache=str(cache)
    )
    print(f"for the gaps: {sorted({s.expected.steps[0][0].name for s in gaps})}")
    runs += simulate(gaps)
    final = coverage(runs, app, min_tool_coverage=1.0)
    print(f"tools covered: {final.counts('tool')[0]}/{final.counts('tool')[1]}; gate passed: {final.passed}")


if __name__ == "__main__":
    main()
