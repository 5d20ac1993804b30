"""Simulate conversations with a LangGraph app and check the tool calls of every turn.

The app is a compiled graph with a checkpointer (so it remembers the conversation); the simulator runs the
loop as a LangGraph graph of its own and attaches the tool calls of each assistant turn to that turn.
With LCT_MODEL=provider:model set, a persona-driven LLM user plays the customer; otherwise a scripted user.

Run: python cookbook/04_simulate_langgraph_app.py
"""

from __future__ import annotations

import os

from langgraph.checkpoint.memory import InMemorySaver

from langchain_trajectory.demo.agent import build_travel_agent
from langchain_trajectory.evaluators.per_turn import evaluate_by_turn
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.simulation import ConversationSimulator, ScriptedUser, UserPersonas

app = build_travel_agent(checkpointer=InMemorySaver())
if os.environ.get("LCT_MODEL"):
    user = UserPersonas.impatient_user(os.environ["LCT_MODEL"], fixed_responses=["Flights to Rome, quick!"])
    print(f"simulated user: impatient_user played by {os.environ['LCT_MODEL']}")
else:
    user = ScriptedUser(["Flights to Rome, quick!", "Book AZ7", "Thanks, bye"])
    print("simulated user: scripted (set LCT_MODEL=provider:model for an LLM persona)")

simulator = ConversationSimulator(
    user=user,
    app=app,
    max_turns=3,
    scenario="Book the cheapest flight to Rome",
    stopping_condition=lambda t: "goodbye" in (t.last_assistant_message() or t.messages[0]).content.lower(),
)
trajectory = simulator.simulate()
print(trajectory.to_text())
print("ended by:", trajectory.metadata["termination"])

expected_by_turn = [[{"name": "search_flights"}], [{"name": "book_flight"}], []]
if not os.environ.get("LCT_MODEL"):
    per_turn = evaluate_by_turn(
        trajectory, expected_by_turn, ToolTrajectoryEvaluator(mode="strict", argument_matcher="ignore")
    )
    for i, result in enumerate(per_turn.turns, start=1):
        print(f"turn {i}: {result.score:.2f} {result.reason.splitlines()[0]}")
    print(f"all turns: {per_turn.aggregate.score:.2f}")
