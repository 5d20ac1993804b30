"""Run a dataset through langsmith.evaluate with langchain-trajectory evaluators, offline.

OfflineClient is a langsmith.Client that sends nothing. To log to your LangSmith project instead, drop
`client=` and `upload_results=False` and set LANGSMITH_API_KEY.

Run: python cookbook/02_langsmith_evaluate.py
"""

from __future__ import annotations

import uuid
import warnings

from langchain_core.messages import HumanMessage
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory import OfflineClient
from langchain_trajectory.demo.agent import build_travel_agent
from langchain_trajectory.evaluators.tool_correctness import ToolCorrectnessEvaluator
from langchain_trajectory.evaluators.tool_error import ToolErrorEvaluator
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator

agent = build_travel_agent()  # a real create_agent graph driven by a scripted policy model


def target(inputs: dict) -> dict:
    # Return the agent's messages: the evaluators read the tool calls from them. A target that returns only
    # a final string works too: the evaluators then read the run's child tool runs.
    return {"messages": agent.invoke({"messages": [HumanMessage(inputs["question"])]})["messages"]}


dataset_id = uuid.uuid4()
examples = [
    Example(
        id=uuid.uuid4(),
        dataset_id=dataset_id,
        inputs={"question": "Flights to Paris, and the weather in Paris?"},
        outputs={
            "tool_calls": [
                {"name": "get_weather", "args": {"city": "Paris"}},
                {"name": "search_flights", "args": {"destination": "Paris"}},
            ]
        },
    ),
    Example(
        id=uuid.uuid4(),
        dataset_id=dataset_id,
        inputs={"question": "Book flight AZ7"},
        outputs={"tool_calls": [{"name": "book_flight", "args": {"flight": "AZ7"}}]},
    ),
]

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # upload_results=False is flagged as beta
    results = evaluate(
        target,
        data=examples,
        evaluators=[
            ToolTrajectoryEvaluator(mode="any_order"),
            ToolCorrectnessEvaluator(mode="names_and_args"),
            ToolErrorEvaluator(),
        ],
        client=OfflineClient(),
        upload_results=False,
    )

for row in results:
    print(row["example"].inputs["question"])
    for r in row["evaluation_results"]["results"]:
        print(f"  {r.key}: {r.score}")
