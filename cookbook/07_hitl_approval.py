"""Simulate a human-in-the-loop approval: an agent that asks before it refunds, answered by the simulated user.

Install: pip install -e '.[demo]'   (from a clone of the repository)
Run:     python cookbook/07_hitl_approval.py   (offline: every model is scripted)
         LCT_MODEL=openai:gpt-4o-mini python cookbook/07_hitl_approval.py   (an LLM plays the customer and
         reviews the refund; needs langchain-openai and OPENAI_API_KEY)

The app is a `create_agent` support agent with LangChain's `HumanInTheLoopMiddleware` on its `issue_refund`
tool: before a refund runs, the agent pauses on `interrupt()` with a review request (the tool's name and
arguments) and waits for a decision: approve, edit (run it with other arguments) or reject. It needs a
checkpointer, since the paused run is resumed on its thread.

The simulator answers the pause within the same turn, with the `reviewer` you give it, and resumes the agent
with `Command(resume=...)`; every review is kept on the turn's message (`metadata["reviews"]`: what was asked,
what was answered):

- `reviewer="approve"` / `"reject"`: a fixed policy for every request;
- `per_action(decide)`: your function decides each action (here: refunds above 100 EUR are cut to 100);
- `reviewer="user"`: the simulated user decides, in persona, given the request as data. Here the user is an
  `LLMSimulatedUser` whose model is a ScriptedChatModel that reads the request and approves only the refund it
  expects (set LCT_MODEL=provider:model to have an LLM play the customer);
- no reviewer: the conversation ends with `termination="interrupted"`, the pending request kept.

`checks=[ToolErrorEvaluator()]` runs after every assistant turn: a rejected call comes back to the agent as an
error `ToolMessage`, so the check fails on the rejected refund (which is how you would spot it in a report).
"""

from __future__ import annotations

import json
import os
import re

from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_core.messages import AIMessage, AnyMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from langchain_trajectory import (
    ConversationSimulator,
    LLMSimulatedUser,
    ScriptedChatModel,
    ToolErrorEvaluator,
    Trajectory,
)
from langchain_trajectory.simulation import per_action

ORDERS = {"A-1": 120, "B-7": 35}


@tool
def lookup_order(order_id: str) -> dict[str, object]:
    """An order's total (EUR) and status."""
    return {"order_id": order_id, "total": ORDERS[order_id], "status": "delivered"}


@tool
def issue_refund(order_id: str, amount: int) -> str:
    """Refund an amount (EUR) on an order. Needs a human's approval."""
    return f"Refunded {amount} EUR on order {order_id}"


def support_policy(messages: list[AnyMessage]) -> AIMessage:
    """The agent's scripted model: look the order up, refund its total, then say what happened."""
    last = messages[-1]
    if isinstance(last, ToolMessage) and last.name == "lookup_order":
        order = json.loads(str(last.content).replace("'", '"'))
        args = {"order_id": order["order_id"], "amount": order["total"]}
        return AIMessage("", tool_calls=[{"name": "issue_refund", "args": args, "id": "refund"}])
    if isinstance(last, ToolMessage):
        if last.status == "error":
            return AIMessage(f"I could not refund it: {last.content}")
        return AIMessage(f"Done. {str(last.content).splitlines()[-1]}.")  # an edit's result follows a notice
    if match := re.search(r"\b([A-Z]-\d+)\b", str(last.content)):
        return AIMessage(
            "", tool_calls=[{"name": "lookup_order", "args": {"order_id": match[1]}, "id": "look"}]
        )
    return AIMessage("Glad I could help. Goodbye!")


def support_agent() -> object:
    return create_agent(
        ScriptedChatModel(respond=support_policy),  # swap in init_chat_model("openai:gpt-4o-mini")
        tools=[lookup_order, issue_refund],
        middleware=[
            HumanInTheLoopMiddleware(
                interrupt_on={"issue_refund": {"allowed_decisions": ["approve", "edit", "reject"]}}
            )
        ],
        checkpointer=InMemorySaver(),  # a paused run is resumed on its thread
    )


def cap_refunds(action: dict, trajectory: Trajectory) -> dict:
    """A reviewer's rule: refunds above 100 EUR are cut to 100, the others approved."""
    if action["name"] == "issue_refund" and action["args"]["amount"] > 100:
        return {
            "type": "edit",
            "edited_action": {"name": "issue_refund", "args": {**action["args"], "amount": 100}},
        }
    return {"type": "approve"}


def customer(order: str, paid: int) -> ScriptedChatModel:
    """The customer's scripted model. In the conversation it is sent the persona's prompt and the agent's
    answers (as HumanMessage); when the agent pauses, the last message is the review request, its actions as
    JSON lines fenced as data. It approves a refund of what it paid, and rejects any other amount."""

    def reply(messages: list[AnyMessage]) -> str:
        last = str(messages[-1].content)
        if "review" in last and "action 0:" in last:
            amount = int(re.search(r'"amount":\s*(\d+)', last)[1])
            if amount == paid:
                return json.dumps({"decisions": [{"type": "approve"}]})
            return json.dumps(
                {"decisions": [{"type": "reject", "message": f"I paid {paid} EUR, not {amount}."}]}
            )
        if "Refunded" in last or "could not" in last:
            return "OK. ###STOP###"
        return f"My order {order} arrived broken. I want my {paid} EUR back."

    return ScriptedChatModel(respond=reply)


def show(label: str, trajectory: Trajectory) -> None:
    print(f"\n=== {label} ===")
    print(trajectory.to_text())
    for turn, message in enumerate(trajectory.assistant_messages(), start=1):
        for review in message.metadata.get("reviews", []):
            (action,) = review["request"]["action_requests"]
            decisions = review["response"]["decisions"]
            print(
                f"turn {turn} review: {action['name']}({json.dumps(action['args'])}) -> {json.dumps(decisions)}"
            )
        for check in message.metadata.get("checks", []):
            print(f"turn {turn} check {check['key']}: passed={check['passed']}")
    for call in trajectory.tool_calls():
        if call.name == "issue_refund":
            ran = call.result if call.error is None else f"not run ({call.error.split(' with ')[0]})"
            # args are what the model asked for; a reviewer's edit is what ran
            executed = (call.metadata.get("review") or {}).get("executed_args", call.args)
            print(f"issue_refund{json.dumps(executed)} -> {ran}")
    print("ended by:", trajectory.metadata["termination"])


asking = ["Please refund order A-1", "Thanks, bye"]
for label, reviewer in [
    ("reviewer=approve", "approve"),
    ("reviewer=reject", "reject"),
    ("reviewer=per_action(cap_refunds)", per_action(cap_refunds)),
]:
    simulator = ConversationSimulator(
        user=asking, app=support_agent(), max_turns=2, reviewer=reviewer, checks=[ToolErrorEvaluator()]
    )
    show(label, simulator.simulate())

# The simulated user reviews the refund itself, in persona, from what the request says.
played_by = os.environ.get("LCT_MODEL")
print(f"\nthe customers are played by: {played_by or 'a scripted model (set LCT_MODEL for an LLM)'}")
for order, paid in [("A-1", 120), ("B-7", 50)]:
    user = LLMSimulatedUser(
        played_by or customer(order, paid),
        persona=f"a customer who paid {paid} EUR for order {order}, broken",
    )
    simulator = ConversationSimulator(user=user, app=support_agent(), max_turns=3, reviewer="user")
    show(f'reviewer="user": the customer of {order}, who paid {paid} EUR, decides', simulator.simulate())

# No reviewer: the conversation stops at the pause, with the request kept.
paused = ConversationSimulator(user=asking, app=support_agent(), max_turns=2).simulate()
(pending,) = paused.metadata["interrupts"]
print("\n=== no reviewer ===")
print("ended by:", paused.metadata["termination"])
print("pending:", [a["name"] for a in pending["value"]["action_requests"]])
