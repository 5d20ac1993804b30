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
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory.capture import TrajectoryRecorder
from langchain_trajectory.demo.agent import TOOLS, build_travel_agent, travel_policy
from langchain_trajectory.evaluators.base import BaseEvaluator
from langchain_trajectory.evaluators.judge import TrajectoryEvaluationCriteria, TrajectoryEvaluator
from langchain_trajectory.evaluators.per_turn import evaluate_by_turn
from langchain_trajectory.evaluators.tool_efficiency import ToolEfficiencyEvaluator
from langchain_trajectory.evaluators.tool_error import ToolErrorEvaluator
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator
from langchain_trajectory.evaluators.validity import ToolCallValidityEvaluator
from langchain_trajectory.offline import OfflineClient
from langchain_trajectory.report import (
    CaseReport,
    Outcome,
    Report,
    Trial,
    from_experiment,
    render_summary,
    render_terminal,
    write_report,
)
from langchain_trajectory.simulation import ConversationSimulator, ScriptedUser
from langchain_trajectory.trajectory import Trajectory

__all__ = ["DATASET", "PERSONAS", "run_demo"]

DATASET_SECTION = "Dataset through langsmith.evaluate (offline client, 3 trials per question)"
TRIALS = 3
SIMULATION_SECTION = "Simulated conversations (scripted personas, per-turn checks, 3 trials each)"

# (question, expected tool calls). The last case fails on purpose (the agent searches but never books); the
# second is flaky (every third search to Rome asks for "Roma").
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


class SometimesMisspelled:
    """The demo's stand-in for a real model's randomness: :func:`travel_policy`, except that every third
    flight search to Rome asks for "Roma" (a near miss the report shows as an argument diff). Deterministic
    because the demo runs its trials one after another."""

    def __init__(self) -> None:
        self.searches = 0

    def __call__(self, messages: list[BaseMessage]) -> AIMessage:
        reply = travel_policy(messages)
        calls = []
        for call in reply.tool_calls:
            if call["name"] == "search_flights" and call["args"].get("destination") == "Rome":
                self.searches += 1
                if self.searches % 3 == 0:
                    call = {**call, "args": {**call["args"], "destination": "Roma"}}
            calls.append(call)
        return reply.model_copy(update={"tool_calls": calls}) if calls else reply


def run_dataset(client: OfflineClient, trials: int = TRIALS) -> list[CaseReport]:
    """Run the dataset through ``langsmith.evaluate`` (each question ``trials`` times) with the recorder
    capturing every tool call; one case per question, one trial per run."""
    agent = build_travel_agent(policy=SometimesMisspelled())
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
    with warnings.catch_warnings():  # langsmith flags upload_results=False as beta on every call
        warnings.simplefilter("ignore")
        results = evaluate(
            target,
            data=examples,
            evaluators=evaluators,
            client=client,
            upload_results=False,
            max_concurrency=0,
            num_repetitions=trials,
            experiment_prefix="langchain-trajectory-demo",
        )
    return from_experiment(results, evaluators=evaluators, section=DATASET_SECTION).cases


def run_simulations(trials: int = TRIALS) -> list[CaseReport]:
    """Three scripted personas talk to the agent, each conversation ``trials`` times (``simulate_batch``
    repetitions, each with its own threads); each turn's tool calls are checked against expectations."""
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
        runs = simulator.simulate_batch(repetitions=trials, max_concurrency=1)
        case_trials = []
        for trajectory in runs:
            per_turn = evaluate_by_turn(
                trajectory,
                [[{"name": n} for n in names] for names in expected_names],
                ToolTrajectoryEvaluator(mode="strict", argument_matcher="ignore", key="turn_tools"),
            )
            results: list[Outcome] = [
                per_turn.aggregate.model_copy(update={"key": "all turns"}),
                ToolErrorEvaluator(key="tool_errors").evaluate(trajectory),
                *(r.model_copy(update={"key": f"turn {i + 1}"}) for i, r in enumerate(per_turn.turns)),
            ]
            case_trials.append(Trial(trajectory, results, trajectory.metadata["repetition"]))
        cases.append(CaseReport(persona, section=SIMULATION_SECTION, trials=case_trials))
    return cases


def _said_goodbye(trajectory: Trajectory) -> bool:
    last = trajectory.last_message()
    return last is not None and last.role == "assistant" and "goodbye" in last.content.lower()


def run_judge(judge: str | BaseChatModel, cases: list[CaseReport]) -> None:
    """Score the simulated conversations with the LLM judge: a chat model, or a ``provider:model`` string (which
    needs the provider package and its API key)."""
    evaluator = TrajectoryEvaluator(
        judge=judge,
        criteria=[TrajectoryEvaluationCriteria.goal_completion(), TrajectoryEvaluationCriteria.helpfulness()],
        include_tool_calls=True,
    )
    for case in cases:
        for trial in case.trials:
            if trial.trajectory is not None:
                trial.results.append(evaluator.evaluate(trial.trajectory, repeat=trial.index))


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
        f"1. Capture and evaluate: {len(DATASET)} questions, {TRIALS} trials each, to a create_agent travel agent "
        "through langsmith.evaluate (offline client, num_repetitions), TrajectoryRecorder capturing every tool "
        "call.\n"
    )
    report.cases.extend(run_dataset(OfflineClient()))
    stream.write("\n" + render_terminal(report, sections=[DATASET_SECTION], title=False) + "\n")

    stream.write(
        f"\n2. Simulate: {len(PERSONAS)} scripted users talk to the same agent, {TRIALS} times each "
        "(simulate_batch repetitions); each turn's tool calls are checked.\n"
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
        trajectory = case.trials[0].trajectory
        assert trajectory is not None  # every simulation case is built with its trajectory
        stream.write(f"\n--- {case.name} (ended by {trajectory.metadata.get('termination', '?')}) ---\n")
        stream.write(trajectory.to_text() + "\n")
    stream.write("\n" + render_terminal(report, sections=[SIMULATION_SECTION], title=False) + "\n")
    summary = report.summary()
    stream.write(
        "\n3. Figures over every case and trial:\n" + render_summary(summary, report.gates(summary)) + "\n"
    )
    if report.notes:
        stream.write("\n" + "\n".join(report.notes) + "\n")
    if out_dir is not None:
        written = write_report(report, Path(out_dir))
        stream.write("\nWrote " + ", ".join(str(p) for p in written) + "\n")
    return report
