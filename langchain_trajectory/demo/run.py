"""The offline demo: capture, evaluate inside ``langsmith.evaluate``, simulate, and report.

Everything runs locally: a real ``create_agent`` graph with real tools, driven by a scripted policy model;
a real ``langsmith.evaluate`` run with :class:`~langchain_trajectory.OfflineClient`; real LangGraph simulations
with scripted users. The LLM judge runs only when a model is named.
"""

from __future__ import annotations

import sys
import uuid
import warnings
from pathlib import Path
from typing import Any, TextIO

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.demo.agent import TOOLS, build_travel_agent
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult
from langchain_trajectory.evaluators.per_turn import evaluate_by_turn
from langchain_trajectory.evaluators.tool_efficiency import ToolEfficiencyEvaluator
from langchain_trajectory.evaluators.tool_error import ToolErrorEvaluator
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.evaluators.validity import ToolCallValidityEvaluator
from langchain_trajectory.offline import OfflineClient
from langchain_trajectory.reading import to_tool_calls, to_trajectory
from langchain_trajectory.report import CaseReport, Report, render_terminal, write_report
from langchain_trajectory.simulation import ConversationSimulator, ScriptedUser
from langchain_trajectory.trajectory import Trajectory

__all__ = ["DATASET", "PERSONAS", "run_demo"]

DATASET_SECTION = "Dataset through langsmith.evaluate (offline client)"
SIMULATION_SECTION = "Simulated conversations (scripted personas, per-turn checks)"

# (question, expected tool calls). The last case is deliberately failing: the agent searches but never books.
DATASET: list[tuple[str, list[dict[str, Any]]]] = [
    ("Find flights to Paris", [{"name": "search_flights", "args": {"destination": "Paris"}}]),
    (
        "What's the weather in Rome, and are there flights to Rome?",
        [
            {"name": "search_flights", "args": {"destination": "Rome"}},
            {"name": "get_weather", "args": {"city": "Rome"}},
        ],
    ),
    ("Please book flight AF2", [{"name": "book_flight", "args": {"flight": "AF2"}}]),
    (
        "Find flights to Tokyo and book the cheapest one",
        [
            {"name": "search_flights", "args": {"destination": "Tokyo"}},
            {"name": "book_flight", "args": {"flight": "NH7"}},
        ],
    ),
]

# persona -> (scenario, scripted user turns, expected tool names per assistant turn)
PERSONAS: dict[str, tuple[str, list[str], list[list[str]]]] = {
    "decisive traveller": (
        "Book a flight to Paris",
        ["Show me flights to Paris", "Book flight AF2", "Thanks, bye"],
        [["search_flights"], ["book_flight"], []],
    ),
    "weather-first planner": (
        "Plan a weekend in Rome",
        ["What's the weather in Rome?", "Nice. Any flights to Rome?", "Book flight AZ7", "Thank you!"],
        [["get_weather"], ["search_flights"], ["book_flight"], []],
    ),
    "careless typist": (
        "Book a flight that does not exist, then recover",
        ["Book flight ZZ1", "Oops. Flights to Tokyo then?", "Book NH7"],
        [["book_flight"], ["search_flights"], ["book_flight"]],
    ),
}


def _trajectory_evaluators() -> list[BaseEvaluator]:
    return [
        ToolTrajectoryEvaluator(mode="any_order", key="any_order_match"),
        # Calls issued in one model step run in parallel: their order among themselves is not meaningful.
        ToolTrajectoryEvaluator(mode="in_order", parallel_calls_unordered=True, key="in_order"),
        ToolErrorEvaluator(),
        ToolCallValidityEvaluator(tools=TOOLS),
        ToolEfficiencyEvaluator(threshold=0.5),
    ]


def run_dataset(client: OfflineClient) -> list[CaseReport]:
    """Run the dataset through ``langsmith.evaluate`` with the recorder capturing every tool call."""
    agent = build_travel_agent()
    recorder = TrajectoryRecorder()

    def target(inputs: dict[str, Any]) -> dict[str, Any]:
        run_id = uuid.uuid4()
        state = agent.invoke(
            {"messages": [HumanMessage(inputs["question"])]},
            config={"callbacks": [recorder], "run_id": run_id},
        )
        trajectory = recorder.trajectories[str(run_id)]  # one recorder, one trajectory per root run
        return {"trajectory": trajectory.model_dump(mode="json"), "answer": state["messages"][-1].content}

    dataset_id = uuid.uuid4()
    examples = [
        Example(id=uuid.uuid4(), dataset_id=dataset_id, inputs={"question": q}, outputs={"tool_calls": calls})
        for q, calls in DATASET
    ]
    evaluators = _trajectory_evaluators()
    thresholds = {ev.key: ev.threshold for ev in evaluators}
    with warnings.catch_warnings():  # langsmith flags upload_results=False as beta on every call
        warnings.simplefilter("ignore")
        results = evaluate(
            target,
            data=examples,
            evaluators=evaluators,
            client=client,
            upload_results=False,
            max_concurrency=0,
            experiment_prefix="langchain-trajectory-demo",
        )
    cases = []
    for row in results:
        inputs = row["example"].inputs
        assert inputs is not None  # every example above is built with inputs
        question = inputs["question"]
        feedback = []
        for r in row["evaluation_results"]["results"]:
            if r.score is None:  # an evaluator error: show it rather than drop it
                raise RuntimeError(f"evaluator {r.key} failed on {question!r}: {r.comment}")
            threshold = thresholds.get(r.key, 1.0)
            feedback.append(
                EvalResult(
                    key=r.key,
                    score=float(r.score),
                    passed=float(r.score) >= threshold,
                    reason=r.comment or "",
                    metadata=r.metadata or {},
                    threshold=threshold,
                )
            )
        cases.append(
            CaseReport(
                name=question,
                trajectory=to_trajectory(row["run"].outputs),
                results=feedback,
                expected=to_tool_calls(row["example"].outputs),
                section=DATASET_SECTION,
            )
        )
    return cases


def run_simulations() -> list[CaseReport]:
    """Three scripted personas talk to the agent; each turn's tool calls are checked against expectations."""
    cases = []
    for persona, (scenario, turns, expected_names) in PERSONAS.items():
        simulator = ConversationSimulator(
            user=ScriptedUser(turns),
            app=build_travel_agent(checkpointer=InMemorySaver()),
            max_turns=len(turns),
            scenario=scenario,
            stopping_condition=_said_goodbye,
            name=f"demo-{persona.replace(' ', '-')}",
        )
        trajectory = simulator.simulate()
        per_turn = evaluate_by_turn(
            trajectory,
            [[{"name": n} for n in names] for names in expected_names],
            ToolTrajectoryEvaluator(mode="strict", argument_matcher="ignore", key="turn_tools"),
        )
        cases.append(
            CaseReport(
                name=persona,
                trajectory=trajectory,
                results=[
                    per_turn.aggregate.model_copy(update={"key": "all turns"}),
                    ToolErrorEvaluator(key="tool_errors").evaluate(trajectory),
                    *(
                        r.model_copy(update={"key": f"turn {i + 1}"})
                        for i, r in enumerate(per_turn.turns)
                        if isinstance(r, EvalResult)
                    ),
                ],
                section=SIMULATION_SECTION,
            )
        )
    return cases


def _said_goodbye(trajectory: Trajectory) -> bool:
    last = trajectory.last_message()
    return last is not None and last.role == "assistant" and "goodbye" in last.content.lower()


def run_judge(judge: str | BaseChatModel, cases: list[CaseReport]) -> None:
    """Score the simulated conversations with the LLM judge: a chat model, or a ``provider:model`` string (which
    needs the provider package and its API key)."""
    from langchain_trajectory.evaluators.judge import TrajectoryEvaluationCriteria, TrajectoryEvaluator

    evaluator = TrajectoryEvaluator(
        judge=judge,
        criteria=[TrajectoryEvaluationCriteria.goal_completion(), TrajectoryEvaluationCriteria.helpfulness()],
        include_tool_calls=True,
    )
    for case in cases:
        case.results.append(evaluator.evaluate(case.trajectory))


def run_demo(
    *,
    out_dir: str | Path | None = None,
    judge: str | BaseChatModel | None = None,
    stream: TextIO | None = None,
) -> Report:
    """Run the whole demo, print the report to ``stream`` and, with ``out_dir``, write trajectories (JSON),
    results (JSONL) and a self-contained HTML report there. Returns the :class:`Report`."""
    stream = stream or sys.stdout
    report = Report(title="langchain-trajectory demo")
    stream.write(f"{report.title}\n{'=' * len(report.title)}\n\n")
    stream.write(
        f"1. Capture and evaluate: {len(DATASET)} questions to a create_agent travel agent through "
        "langsmith.evaluate (offline client), TrajectoryRecorder capturing every tool call.\n"
    )
    report.cases.extend(run_dataset(OfflineClient()))
    stream.write("\n" + render_terminal(report, sections=[DATASET_SECTION], title=False) + "\n")

    stream.write(
        f"\n2. Simulate: {len(PERSONAS)} scripted users talk to the same agent; each turn's tool calls are checked.\n"
    )
    conversations = run_simulations()
    report.cases.extend(conversations)
    if judge is not None:
        run_judge(judge, conversations)
    else:
        report.notes.append(
            "LLM judge skipped: run `langchain-trajectory demo --judge provider:model` "
            "(for example openai:gpt-4o-mini, with its package and API key) to score the conversations."
        )
    for case in conversations:
        stream.write(f"\n--- {case.name} (ended by {case.trajectory.metadata.get('termination', '?')}) ---\n")
        stream.write(case.trajectory.to_text() + "\n")
    stream.write("\n" + render_terminal(report, sections=[SIMULATION_SECTION], title=False) + "\n")
    if report.notes:
        stream.write("\n" + "\n".join(report.notes) + "\n")
    if out_dir is not None:
        written = write_report(report, Path(out_dir))
        stream.write("\nWrote " + ", ".join(str(p) for p in written) + "\n")
    return report
