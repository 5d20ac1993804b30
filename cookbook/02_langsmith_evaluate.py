"""Run a dataset through langsmith.evaluate with langchain-trajectory evaluators, offline.

Install: pip install -e '.[demo]'   (from a clone of the repository)
Run:     python cookbook/02_langsmith_evaluate.py   (offline: scripted model, OfflineClient)

The app is a LangGraph `StateGraph`: a model node and a `ToolNode` with three bookshop tools. Its model is a
ScriptedChatModel whose replies a small policy computes from the conversation (calls for the user's request,
then a summary of the results). OfflineClient is a `langsmith.Client` that sends nothing; to log the
experiment to your LangSmith workspace, drop `client=` and `upload_results=False` and set LANGSMITH_API_KEY.
"""

from __future__ import annotations

import re
import uuid
import warnings

from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory import OfflineClient, ScriptedChatModel, ToolErrorEvaluator, ToolTrajectoryEvaluator
from langchain_trajectory.evaluators import ToolCorrectnessEvaluator

BOOKS = {"le guin": ["A Wizard of Earthsea", "The Dispossessed"], "calvino": ["Invisible Cities"]}
STOCK = {"A Wizard of Earthsea": 3, "The Dispossessed": 0, "Invisible Cities": 5}


@tool
def search_books(author: str) -> list[str]:
    """The titles the shop has by an author."""
    return BOOKS.get(author.lower(), [])


@tool
def check_stock(title: str) -> int:
    """How many copies of a title are in stock."""
    return STOCK.get(title, 0)


@tool
def place_order(title: str, quantity: int = 1) -> str:
    """Order copies of a title."""
    return f"Ordered {quantity} x {title}"


TOOLS = [search_books, check_stock, place_order]


def bookshop_policy(messages: list[AnyMessage]) -> AIMessage:
    """What the scripted model says next: a tool call per request in the user's message, or a summary of
    the tool results that just came back."""
    if isinstance(messages[-1], ToolMessage):
        return AIMessage("Done: " + "; ".join(str(m.content) for m in messages if isinstance(m, ToolMessage)))
    text = str(messages[-1].content)
    calls = [("search_books", {"author": a}) for a in re.findall(r"books by ([A-Za-z ]+?)(?:[?,.]|$)", text)]
    calls += [("check_stock", {"title": t}) for t in re.findall(r'stock of "([^"]+)"', text)]
    calls += [("place_order", {"title": t}) for t in re.findall(r'order "([^"]+)"', text)]
    return AIMessage(
        "", tool_calls=[{"name": n, "args": a, "id": f"call_{i}"} for i, (n, a) in enumerate(calls)]
    )


model = ScriptedChatModel(respond=bookshop_policy)  # swap in init_chat_model("openai:gpt-4o-mini")


def call_model(state: MessagesState) -> dict:
    return {"messages": [model.bind_tools(TOOLS).invoke(state["messages"])]}


graph = StateGraph(MessagesState)
graph.add_node("model", call_model)
graph.add_node("tools", ToolNode(TOOLS))
graph.add_edge(START, "model")
graph.add_conditional_edges("model", tools_condition)  # to "tools" when the model asked for tools, else end
graph.add_edge("tools", "model")
app = graph.compile()


def target(inputs: dict) -> dict:
    # Return the app's messages: the evaluators read the tool calls from them. A target that returns only
    # a final string works too: the evaluators then read the run's child tool runs.
    return {"messages": app.invoke({"messages": [HumanMessage(inputs["question"])]})["messages"]}


dataset_id = uuid.uuid4()
examples = [
    Example(
        id=uuid.uuid4(),
        dataset_id=dataset_id,
        inputs={"question": 'Any books by Le Guin? And the stock of "A Wizard of Earthsea"?'},
        outputs={
            "tool_calls": [
                {"name": "search_books", "args": {"author": "Le Guin"}},
                {"name": "check_stock", "args": {"title": "A Wizard of Earthsea"}},
            ]
        },
    ),
    Example(
        id=uuid.uuid4(),
        dataset_id=dataset_id,
        inputs={"question": 'Please order "Invisible Cities".'},
        outputs={"tool_calls": [{"name": "place_order", "args": {"title": "Invisible Cities"}}]},
    ),
]

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # langsmith flags upload_results=False as beta
    results = evaluate(
        target,
        data=examples,
        evaluators=[
            ToolTrajectoryEvaluator(mode="any_order", argument_matcher="superset"),
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
