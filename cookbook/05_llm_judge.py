"""Score a conversation with the LLM judge: criteria, weights, aggregation, per-criterion reasons.

Uses the model named by LCT_MODEL (e.g. LCT_MODEL=openai:gpt-4o-mini, with langchain-openai installed and
OPENAI_API_KEY set). Without it, a scripted judge model answers, so the script runs offline.

Run: python cookbook/05_llm_judge.py
"""

from __future__ import annotations

import json
import os

from langchain_trajectory import Message, ToolCall, Trajectory
from langchain_trajectory.evaluators.judge import (
    EvaluationCriterion,
    TrajectoryEvaluationCriteria,
    TrajectoryEvaluator,
)
from langchain_trajectory.testing import ScriptedChatModel

trajectory = Trajectory(
    scenario="Customer wants to return a damaged blender",
    messages=[
        Message.user("My blender arrived cracked. I want my money back."),
        Message.assistant(
            "I'm sorry about that. I've started a refund for order 1182; you'll get a return label by email.",
            [
                ToolCall.of(
                    "create_refund", {"order_id": "1182", "reason": "damaged"}, result="refund R-77 created"
                )
            ],
        ),
        Message.user("Thanks, that was quick."),
        Message.assistant("Glad to help. Anything else?"),
    ],
)

if os.environ.get("LCT_MODEL"):
    judge = os.environ["LCT_MODEL"]
    print(f"judge: {judge}")
else:
    print("judge: scripted model (set LCT_MODEL=provider:model to use a real one)")

    def scripted_verdict(messages):
        prompt = str(messages[-1].content)
        if "problem_resolution" in prompt:
            return json.dumps({"score": 1.0, "reason": "A refund was created and a return label promised."})
        if "professional_tone" in prompt:
            return json.dumps({"score": 0.9, "reason": "Apologetic, clear and courteous."})
        return json.dumps({"score": 0.6, "reason": "Refunded, but did not check the policy's 30-day window."})

    judge = ScriptedChatModel(respond=scripted_verdict)

evaluator = TrajectoryEvaluator(
    judge=judge,
    criteria=[
        TrajectoryEvaluationCriteria.problem_resolution(weight=2.0),
        TrajectoryEvaluationCriteria.professional_tone(),
        EvaluationCriterion(
            "Refund Policy", "Did the assistant follow the refund policy: refund damaged items?"
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
