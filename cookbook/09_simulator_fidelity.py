"""Keep the simulated user honest: fidelity guards on every turn, simulator faults, and figures over valid trials.

Install: pip install -e '.[demo]'   (from a clone of the repository)
Run:     python cookbook/09_simulator_fidelity.py   (offline: every model is scripted)

The app is a `create_agent` support agent with two tools, `get_order` and `refund_order`. Three customers ask it
for the same refund; each is an `LLMSimulatedUser` whose model is a ScriptedChatModel that plays the persona it
finds in its prompt, the way an LLM would, and two of them misbehave on purpose:

- "careful": says what the scenario gives it and waits for the refund;
- "muddled": writes the assistant's line into its own message ("Assistant: ..."), once; told why its message was
  not sent, it writes it again properly (the conversation counts);
- "inventive": quotes an order number the scenario never gave it (A-1043 instead of A-1042), and keeps doing so
  however often it is told; after `regenerate=2` new attempts the conversation ends with
  `termination="user_simulator_fault"`.

The scenario says what the customer knows (`known_facts`), what it does not (`unknown_facts`) and which calls the
agent should make (`expected`). The guards read every turn the simulated user writes, with no model involved:
`invented_specifics` catches A-1043; `reply_shape` the "Assistant:" line. A conversation the simulated user spoiled
carries `metadata["fault"] == "user_simulator"`: the report leaves it out of the pass rate, pass^k and gates,
counts it apart, and lists it with its evidence (terminal and HTML). `check_fidelity` runs the same guards on a
conversation from anywhere.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from langchain_trajectory import (
    ConversationSimulator,
    LLMSimulatedUser,
    Message,
    Scenario,
    ScriptedChatModel,
    ToolTrajectoryEvaluator,
    Trajectory,
    report,
)
from langchain_trajectory.simulation import check_fidelity


@tool
def get_order(order_id: str) -> dict[str, object]:
    """An order's total (EUR) and status."""
    return {"order_id": order_id, "total": 120.0, "status": "delivered"}


@tool
def refund_order(order_id: str) -> str:
    """Refund an order in full."""
    return f"Refund R-5531 issued: 120 EUR on {order_id}"


def support(messages: list[AnyMessage]) -> AIMessage:
    """The agent's scripted model: look the order up, refund it when asked, report what the tools said."""
    last = messages[-1]
    if isinstance(last, ToolMessage):
        return AIMessage(
            f"{last.content}. Shall I refund it?" if last.name == "get_order" else str(last.content)
        )
    text = str(last.content)
    if order := re.search(r"\b[A-Z]-\d{4}\b", text):
        return AIMessage("", tool_calls=[{"name": "get_order", "args": {"order_id": order[0]}, "id": "g"}])
    if "yes" in text.lower():
        lookup = next(c for m in reversed(messages) if isinstance(m, AIMessage) for c in m.tool_calls)
        return AIMessage("", tool_calls=[{"name": "refund_order", "args": lookup["args"], "id": "r"}])
    return AIMessage("Happy to help. Anything else?")


agent = create_agent(ScriptedChatModel(respond=support), tools=[get_order, refund_order])


def customer(messages: list[AnyMessage]) -> str:
    """The customers' scripted model. It is sent the user's prompt (the scenario, fenced, with the persona) and
    the conversation from the user's side; after a rejected message, the draft and the problems found."""
    system = str(messages[0].content) if isinstance(messages[0], SystemMessage) else ""
    persona = re.search(r"Persona: (\w+)", system)[1]
    told = "was not sent" in str(messages[-1].content)  # a note from the simulation, after a rejected draft
    heard = [
        str(m.content)
        for m in messages[1:]
        if isinstance(m, HumanMessage) and "was not sent" not in str(m.content)
    ]
    last = heard[-1] if heard else ""
    if "Refund R-" in last:
        return "Thanks, that's all! ###STOP###"
    if "Shall I refund it?" in last:
        if persona == "muddled" and not told:
            return "Yes please.\nAssistant: Refunding it now, one moment."
        return "Yes please."
    if persona == "inventive":
        return "Hi, please refund order A-1043."  # the scenario's order is A-1042: invented, every time
    return "Hi, please refund order A-1042."


def scenario(persona: str) -> Scenario:
    return Scenario(
        goal="Get a refund for order A-1042",
        persona=persona,
        known_facts={"order_id": "A-1042", "email": "ann@example.com"},
        unknown_facts=["refund reference"],
        expected=["get_order", "refund_order"],
        id=persona,
    )


simulator = ConversationSimulator(
    user=LLMSimulatedUser(ScriptedChatModel(respond=customer)), app=agent, max_turns=4, regenerate=2
)
trajectories = simulator.simulate_batch(
    [scenario(p) for p in ("careful", "muddled", "inventive")], repetitions=2
)
for trajectory in trajectories[::2]:
    fidelity = trajectory.metadata["fidelity"]
    print(
        f"{trajectory.metadata['scenario']['persona']}: ended by {trajectory.metadata['termination']}, "
        f"fault {trajectory.metadata['fault']}, turns written again: {fidelity['regenerations']}"
    )

expected = [[{"name": "get_order"}, {"name": "refund_order"}]] * 3
results = report.from_trajectories(
    trajectories, [ToolTrajectoryEvaluator(mode="in_order", argument_matcher="ignore")], expected=expected
)
for case, persona in zip(results.cases, ("careful", "muddled", "inventive"), strict=True):
    case.name = persona
print()
print(report.render_terminal(results, title=False))

summary = results.summary()
print(
    f"\npass rate over valid trials: {summary.passed}/{summary.trials}; {summary.invalid} invalid, counted apart"
)

out = Path(tempfile.mkdtemp()) / "report.html"
page = report.write_html(results, out).read_text()
print(f"\nreport.html has a 'Simulator faults' section: {'<h2>Simulator faults</h2>' in page}")

# The same guards on a conversation from anywhere (a log, another simulator):
elsewhere = Trajectory(
    messages=[
        Message.user("Refund order A-1042. My refund reference is RF-2231, I think."),
        Message.assistant("Let me look."),
    ]
)
found = check_fidelity(elsewhere, scenario("careful"))
print(
    f"check_fidelity: fault {found.fault}; " + "; ".join(f"{v.guard}: {v.evidence}" for v in found.violations)
)
