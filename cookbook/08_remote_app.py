"""Simulate conversations with an app served by LangGraph Server, and serve the simulator graph itself.

Install: pip install -e '.[demo,server]'   (from a clone; `server` brings langgraph-cli[inmem])
Run:     python cookbook/08_remote_app.py   (offline: starts `langgraph dev` on a free local port, stops it at
         the end)

The app is a `create_agent` library assistant (a ScriptedChatModel and two tools) defined in this file, and
`cookbook/langgraph.json` serves it as the graph `library_agent`, next to `simulator`: a ConversationSimulator's
own graph. To serve them by hand:

    cd cookbook && langgraph dev      # http://127.0.0.1:2024 unless you pass --port

and point `RemoteGraph("library_agent", url="http://127.0.0.1:2024")` at it. This script does the same on a
port the system picks: `langgraph_dev_server(config)` starts `langgraph dev` on a free loopback port with
analytics, version checks and LangSmith tracing off, and stops it (with every process it started) when the
block ends. The server keeps its in-memory state in `.langgraph_api/` of the folder it runs in, so the script
runs it in a temporary folder, from a copy of `langgraph.json` whose paths point back here: every run starts
empty and the repository stays clean.

- `ConversationSimulator(app=RemoteGraph(...))` (or `RemoteApplication(url=..., assistant_id=...)`): each
  conversation runs on a server thread of its own; each turn is a server run, and its tool calls and the final
  state are read from the thread (the server's checkpointer keeps the agent's memory between turns).
- The simulator graph served: each server run of `simulator` is one whole simulated conversation, its input
  `ConversationSimulator.initial_state(...)`; `RemoteGraph("simulator", ...).batch(inputs)` runs a batch of
  them as server runs.
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, AnyMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.pregel.remote import RemoteGraph

from langchain_trajectory import ConversationSimulator, ScriptedChatModel, ScriptedUser, ToolErrorEvaluator
from langchain_trajectory.simulation import RemoteApplication
from langchain_trajectory.testing import langgraph_dev_server

CATALOG = {"B12": "Dune", "B31": "Emma"}


@tool
def search_catalog(title: str) -> list[dict[str, str]]:
    """Books of the library whose title matches."""
    return [{"id": book, "title": name} for book, name in CATALOG.items() if title.lower() in name.lower()]


@tool
def reserve_book(book_id: str) -> str:
    """Reserve a book for the user."""
    return f"Reserved {CATALOG[book_id]} ({book_id}) until Friday"


def librarian(messages: list[AnyMessage]) -> AIMessage:
    """The agent's scripted model: search, reserve, or say goodbye."""
    last = messages[-1]
    if isinstance(last, ToolMessage):
        return AIMessage(f"Here you are: {last.content}")
    text = str(last.content)
    if match := re.search(r"\bB\d+\b", text):
        return AIMessage("", tool_calls=[{"name": "reserve_book", "args": {"book_id": match[0]}, "id": "r"}])
    if match := re.search(r"\bhave (\w+)", text):
        return AIMessage("", tool_calls=[{"name": "search_catalog", "args": {"title": match[1]}, "id": "s"}])
    return AIMessage("Enjoy your book!")


# What the server serves (cookbook/langgraph.json). The server adds its own checkpointer and threads.
agent = create_agent(ScriptedChatModel(respond=librarian), tools=[search_catalog, reserve_book])
SCRIPT = ["Do you have Dune?", "Reserve B12, please", "Thanks!"]
conversation = ConversationSimulator(user=ScriptedUser(SCRIPT), app=agent, max_turns=3)
simulator = conversation.graph  # served: one server run = one conversation with the agent in the server


def main() -> None:
    cookbook = Path(__file__).resolve().parent
    config = json.loads((cookbook / "langgraph.json").read_text())
    config["graphs"] = {
        name: str(cookbook / spec.removeprefix("./")) for name, spec in config["graphs"].items()
    }
    with tempfile.TemporaryDirectory() as workdir:
        (Path(workdir) / "langgraph.json").write_text(json.dumps(config))
        with langgraph_dev_server(Path(workdir) / "langgraph.json") as server:
            print(f"langgraph dev is serving {', '.join(config['graphs'])} on a free local port")

            # 1. The app on the server: one server thread per conversation.
            remote = ConversationSimulator(
                user=SCRIPT,
                app=RemoteGraph("library_agent", url=server.url),
                max_turns=3,
                checks=[ToolErrorEvaluator()],
            )
            runs = remote.simulate_batch(repetitions=2, max_concurrency=2)
            threads = set()
            for number, trajectory in enumerate(runs, start=1):
                turns = [[c.name for c in turn] for turn in trajectory.tool_calls_by_turn()]
                checks = [m.metadata["checks"][0]["passed"] for m in trajectory.assistant_messages()]
                state = trajectory.metadata["state"]
                threads.add(trajectory.metadata["app_thread_id"])
                print(f"\n=== remote conversation {number} ({trajectory.metadata['termination']}) ===")
                print(trajectory.to_text())
                print(f"tool calls by turn: {json.dumps(turns)}; tool_error check per turn: {checks}")
                print(f"final state on the server thread: {len(state['messages'])} messages")
            print(f"\n{len(runs)} conversations, {len(threads)} server threads")

            same = RemoteApplication(url=server.url, assistant_id="library_agent")
            (call,) = (
                ConversationSimulator(user=["Reserve B31"], app=same, max_turns=1).simulate().tool_calls()
            )
            print(
                f"RemoteApplication(url=..., assistant_id=...): {call.name}({json.dumps(call.args)}) -> {call.result}"
            )

            # 2. The simulator graph served: each server run is a whole simulated conversation.
            served = RemoteGraph("simulator", url=server.url)
            inputs = [dict(conversation.initial_state(scenario=f"reader {i}")) for i in (1, 2, 3)]
            for output in served.batch(inputs):
                turns = [
                    [c["name"] for c in m["tool_calls"]]
                    for m in output["messages"]
                    if m["role"] == "assistant"
                ]
                print(
                    f"served simulator, {output['scenario']}: {output['termination']} after {output['turns']} turns, tool calls {json.dumps(turns)}"
                )
    print("\nlanggraph dev stopped")


if __name__ == "__main__":
    main()
