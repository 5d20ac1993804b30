"""Score a conversation with the LLM judge: criteria, weights, aggregation, per-criterion reasons.

Install: pip install -e '.[demo]'   (from a clone of the repository)
Run:     python cookbook/05_llm_judge.py   (offline: the app's model and the judge are scripted)
         LCT_MODEL=openai:gpt-4o-mini python cookbook/05_llm_judge.py   (a real judge; needs langchain-openai
         and OPENAI_API_KEY)

The app is a `create_agent` support agent with two tools; a ScriptedUser talks to it for two turns. The judge
reads the transcript (with the tool calls, `include_tool_calls=True`) and scores each criterion from 0 to 1;
`weighted_mean` combines them by weight. Without LCT_MODEL the judge is a ScriptedChatModel that answers the
judge's prompts with fixed verdicts per criterion, so the script shows the whole path offline.
"""

from __future__ import annotations

import json
import os

from langchain.agents import create_agent
from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from langchain_trajectory import (
    ConversationSimulator,
    ScriptedChatModel,
    ScriptedUser,
    TrajectoryEvaluationCriteria,
    TrajectoryEvaluator,
)
from langchain_trajectory.evaluators import EvaluationCriterion


@tool
def lookup_order(order_id: str) -> str:
    """An order's item and status."""
    return json.dumps({"order_id": order_id, "item": "blender", "status": "delivered, damaged"})


@tool
def create_refund(order_id: str, reason: str) -> str:
    """Refund an order."""
    return f"refund R-77 created for order {order_id} ({reason})"


def support_policy(messages: list[AnyMessage]) -> AIMessage:
    """The app's scripted model: look the order up, refund it, then answer."""
    last = messages[-1]
    if isinstance(last, HumanMessage) and "1182" in str(last.content):
        return AIMessage("", tool_calls=[{"name": "lookup_order", "args": {"order_id": "1182"}, "id": "l1"}])
    if isinstance(last, ToolMessage) and last.name == "lookup_order":
        args = {"order_id": "1182", "reason": "damaged"}
        return AIMessage("", tool_calls=[{"name": "create_refund", "args": args, "id": "r1"}])
    if isinstance(last, ToolMessage):
        return AIMessage(
            "I'm sorry about the blender. Refund R-77 is on its way; a return label follows by email."
        )
    return AIMessage("Glad to help. Anything else?")


agent = create_agent(
    ScriptedChatModel(respond=support_policy),
    tools=[lookup_order, create_refund],
    checkpointer=InMemorySaver(),
)
simulator = ConversationSimulator(
    user=ScriptedUser(
        ["My blender from order 1182 arrived cracked. I want my money back.", "Thanks, quick!"]
    ),
    app=agent,
    scenario="Customer wants a refund for a damaged blender",
)
trajectory = simulator.simulate()
print(trajectory.to_text())


def scripted_verdict(messages: list[AnyMessage]) -> str:
    """The scripted judge: a fixed verdict per criterion, found by the criterion's name in the prompt."""
    prompt = "\n".join(str(m.content) for m in messages)
    if "problem_resolution" in prompt:
        return json.dumps({"score": 1.0, "reason": "A refund was created and a return label promised."})
    if "professional_tone" in prompt:
        return json.dumps({"score": 0.9, "reason": "Apologetic, clear and courteous."})
    return json.dumps({"score": 0.6, "reason": "Refunded without checking the policy's 30-day window."})


if os.environ.get("LCT_MODEL"):
    judge = os.environ["LCT_MODEL"]
    print(f"\njudge: {judge}")
else:
    judge = ScriptedChatModel(respond=scripted_verdict)
    print("\njudge: scripted model (set LCT_MODEL=provider:model to use a real one)")

evaluator = TrajectoryEvaluator(
    judge=judge,
    criteria=[
        TrajectoryEvaluationCriteria.problem_resolution(weight=2.0),
        TrajectoryEvaluationCriteria.professional_tone(),
        EvaluationCriterion(
            "Refund Policy",
            "Did the assistant follow the refund policy: refund damaged items within 30 days?",
        ),
    ],
    aggregation="weighted_mean",
    include_tool_calls=True,
    name="support_quality",
)
result = evaluator.evaluate(trajectory)
print(f"score={result.score:.3f} passed={result.passed}")
print(result.reason)
for name, detail in result.metadata["criterion_scores"].items():
    print(f"  {name}: {detail['score']:.2f} - {detail['reason']}")
