"""The offline demo: capture, evaluate inside ``langsmith.evaluate``, simulate with scripted and LLM-persona
users, judge with an LLM judge, and report.

Everything runs locally: a real ``create_agent`` graph with real tools; a real ``langsmith.evaluate`` run with
[`OfflineClient`][langchain_trajectory.testing.OfflineClient]; real LangGraph simulations. Every LLM is a scripted model
([`ScriptedChatModel`][langchain_trajectory.testing.ScriptedChatModel], rules over the conversation) and is labelled as such:
the agent's model, the model playing the LLM persona and, unless a real one is named, the judge.

The demo knows which verdicts it should give (`EXPECTED_FAILURES`, which the README announces) and says so
next to each FAIL; a FAIL it did not expect is flagged as such.
"""

from __future__ import annotations

import sys
import uuid
import warnings
from pathlib import Path
from typing import Any, NamedTuple, TextIO

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory import (
    ConversationSimulator,
    EvalResult,
    OfflineClient,
    ScriptedChatModel,
    ScriptedUser,
    ToolErrorEvaluator,
    ToolTrajectoryEvaluator,
    Trajectory,
    TrajectoryEvaluationCriteria,
    TrajectoryEvaluator,
    TrajectoryRecorder,
    UserPersonas,
    evaluate_by_turn,
)
from langchain_trajectory.demo.agent import TOOLS, build_travel_agent, travel_policy
from langchain_trajectory.demo.models import JUDGE_RULES, PERSONA_RULES, scripted_judge, scripted_traveller
from langchain_trajectory.errors import EvaluatorFailure
from langchain_trajectory.evaluators import BaseEvaluator, ToolCallValidityEvaluator, ToolEfficiencyEvaluator
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

__all__ = [
    "DATASET",
    "DATASET_SECTION",
    "EXPECTED_FAILURES",
    "JUDGE_KEY",
    "JUDGE_SECTION",
    "LLM_PERSONA",
    "LLM_PERSONA_NAME",
    "PERSONAS",
    "PERSONA_SECTION",
    "SIMULATION_SECTION",
    "TRIALS",
    "Conversation",
    "run_demo",
]

TRIALS = 3
"""How many times each question and each scripted conversation runs (trials)."""
DATASET_SECTION = f"Dataset through langsmith.evaluate (offline client, {TRIALS} trials per question)"
SIMULATION_SECTION = f"Simulated conversations (scripted users, per-turn checks, {TRIALS} trials each)"
PERSONA_SECTION = "LLM persona (UserPersonas.impatient_user played by a scripted model)"
JUDGE_KEY = "trajectory_quality"
"""The feedback key of the demo's LLM judge."""
JUDGE_SECTION = "LLM judge: goal_completion and helpfulness (judge: {judge})"
"""The judge's section; ``{judge}`` is "scripted model" or the real judge's name."""

# (question, expected tool calls). The last case fails on purpose (the agent searches but never books); the
# second is flaky on purpose (every third flight search to Rome asks for "Roma").
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


class Conversation(NamedTuple):
    """One simulated conversation: what the user wants, and what the checks expect.

    Attributes:
        scenario: The user's goal (the simulator's ``scenario``).
        messages: The scripted user's messages (empty for the LLM persona, whose model writes them).
        expected_tools: The tool names expected on each exchange (one list per user message).
        expected_tool_errors: How many tool calls are expected to fail (the tool-error check allows that many).
        why_errors: Why those calls fail, printed next to the check.
    """

    scenario: str
    messages: list[str]
    expected_tools: list[list[str]]
    expected_tool_errors: int = 0
    why_errors: str = ""


PERSONAS: dict[str, Conversation] = {
    "decisive traveller": Conversation(
        "Book a flight to Paris",
        ["Show me flights to Paris", "Book flight AF2", "Thanks, bye"],
        [["search_flights"], ["book_flight"], []],
    ),
    "weather-first planner": Conversation(
        "Plan a weekend in Rome",
        ["What's the weather in Rome?", "Nice. Any flights to Rome?", "Book flight AZ7", "Thank you!"],
        [["get_weather"], ["search_flights"], ["book_flight"], []],
    ),
    "careless typist": Conversation(
        "Book a flight that does not exist, then recover",
        ["Book flight ZZ1", "Oops. Flights to Tokyo then?", "Book NH7"],
        [["book_flight"], ["search_flights"], ["book_flight"]],
        expected_tool_errors=1,
        why_errors="flight ZZ1 does not exist, so booking it fails; the agent says so and the next turns succeed",
    ),
}

# The LLM persona: its model writes the user's messages (search, book the cheapest, then the stop signal, whose
# message is kept as the last user message, unanswered, so it opens no exchange).
LLM_PERSONA_NAME = "impatient traveller (LLM persona, scripted model)"
LLM_PERSONA = Conversation(
    "Book the cheapest flight to Tokyo, fast",
    [],
    [["search_flights"], ["book_flight"]],
)

# The verdicts the demo gives on purpose (the README announces them): (section, case name) -> why, in one line.
EXPECTED_FAILURES: dict[tuple[str, str], str] = {
    (DATASET_SECTION, "What's the weather in Rome, and are there flights to Rome?"): (
        "Flaky: every third flight search asks for \"Roma\" (the demo's stand-in for a model's randomness), "
        "so 2 of 3 trials pass and the report's Flaky filter shows it"
    ),
    (DATASET_SECTION, "Find flights to Tokyo and book the cheapest one"): (
        "The agent searches Tokyo flights but never books one: its scripted policy books only a flight "
        "number the user names"
    ),
}

_SCRIPTED_LABEL = "scripted model (ScriptedChatModel: rules over the conversation, not an LLM)"


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
    """The demo's stand-in for a real model's randomness: `travel_policy`, except that every third
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
    """Run the dataset through ``langsmith.evaluate`` (each question ``trials`` times, ``num_repetitions``) with
    the recorder capturing every tool call; one case per question, one trial per run."""
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


def _said_goodbye(trajectory: Trajectory) -> bool:
    last = trajectory.last_message()
    return last is not None and last.role == "assistant" and "goodbye" in last.content.lower()


def _checks(trajectory: Trajectory, conversation: Conversation) -> list[Outcome]:
    """A conversation's checks: the per-exchange tool checks, their aggregate, and the tool-error check (which
    allows the conversation's expected failures)."""
    per_turn = evaluate_by_turn(
        trajectory,
        [[{"name": n} for n in names] for names in conversation.expected_tools],
        ToolTrajectoryEvaluator(mode="strict", argument_matcher="ignore", key="turn_tools"),
    )
    allowed = conversation.expected_tool_errors
    expected_calls = sum(len(names) for names in conversation.expected_tools)
    # e.g. 1 of 3 calls may fail: 2/3, computed as the check computes its score (succeeded / total)
    threshold = (expected_calls - allowed) / expected_calls if allowed else 1.0
    tool_errors = ToolErrorEvaluator(key="tool_errors", threshold=threshold)
    return [
        per_turn.aggregate.model_copy(update={"key": "all turns"}),
        tool_errors.evaluate(trajectory),
        *(
            r.model_copy(update={"key": f"turn {i + 1}"}) if isinstance(r, EvalResult) else r
            for i, r in enumerate(per_turn.turns)
        ),
    ]


def run_simulations(trials: int = TRIALS) -> list[CaseReport]:
    """Three scripted users talk to the agent, each conversation ``trials`` times (``simulate_batch``
    repetitions, each with its own threads); each exchange's tool calls are checked against expectations."""
    cases = []
    for persona, conversation in PERSONAS.items():
        simulator = ConversationSimulator(
            user=ScriptedUser(conversation.messages),
            app=build_travel_agent(checkpointer=InMemorySaver()),
            max_turns=len(conversation.messages),
            scenario=conversation.scenario,
            stopping_condition=_said_goodbye,
            name=f"demo-{persona.replace(' ', '-')}",
        )
        runs = simulator.simulate_batch(repetitions=trials, max_concurrency=1)
        case_trials = [
            Trial(trajectory, _checks(trajectory, conversation), trajectory.metadata["repetition"])
            for trajectory in runs
        ]
        cases.append(CaseReport(persona, section=SIMULATION_SECTION, trials=case_trials))
    return cases


def run_llm_persona(model: BaseChatModel | None = None) -> CaseReport:
    """[`UserPersonas.impatient_user`][langchain_trajectory.simulation.UserPersonas.impatient_user] talks to the agent: its messages come from ``model`` (default the
    demo's scripted traveller), through the persona's real prompt; it ends the conversation with the stop
    signal once the booking is confirmed."""
    user = UserPersonas.impatient_user(model or scripted_traveller())
    simulator = ConversationSimulator(
        user=user,
        app=build_travel_agent(checkpointer=InMemorySaver()),
        max_turns=5,
        scenario=LLM_PERSONA.scenario,
        name="demo-llm-persona",
    )
    trajectory = simulator.simulate()
    return CaseReport(
        LLM_PERSONA_NAME, trajectory, _checks(trajectory, LLM_PERSONA), section=PERSONA_SECTION
    )


def run_judge(judge: str | BaseChatModel, conversations: list[CaseReport]) -> list[CaseReport]:
    """Score the conversations with the LLM judge (a chat model, or a ``provider:model`` string, which needs
    the provider package and its API key): one case per conversation in the judge's section, one trial per
    trial of the conversation (each its own judge cache entry). A verdict the judge could not give (its model
    raised, or its replies could not be read) is kept as an [`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure] on that trial, so the
    other verdicts and every conversation stay in the report."""
    section = JUDGE_SECTION.format(judge=_short_judge_label(judge))
    evaluator = TrajectoryEvaluator(
        judge=judge,
        criteria=[TrajectoryEvaluationCriteria.goal_completion(), TrajectoryEvaluationCriteria.helpfulness()],
        include_tool_calls=True,
        key=JUDGE_KEY,
    )
    cases = []
    for case in conversations:
        judged = []
        for trial in case.trials:
            if trial.trajectory is None:
                continue
            outcome: Outcome
            try:
                outcome = evaluator.evaluate(trial.trajectory, trial=trial.index)
            except Exception as exc:  # kept on the trial: one failed verdict does not erase the others
                outcome = EvaluatorFailure.from_exception(JUDGE_KEY, exc, case=case.name, trial=trial.index)
            judged.append(Trial(trial.trajectory, [outcome], trial.index))
        cases.append(CaseReport(case.name, section=section, trials=judged))
    return cases


def _short_judge_label(judge: str | BaseChatModel | None) -> str:
    if judge is None or isinstance(judge, ScriptedChatModel):
        return "scripted model"
    return judge if isinstance(judge, str) else type(judge).__name__


def _judge_label(judge: str | BaseChatModel | None) -> str:
    short = _short_judge_label(judge)
    return _SCRIPTED_LABEL if short == "scripted model" else short


def _on_purpose(case: CaseReport) -> str | None:
    """Why ``case`` fails on purpose (`EXPECTED_FAILURES`), or None when the demo does not expect it to."""
    return EXPECTED_FAILURES.get((case.section, case.name))


def _verdict_lines(cases: list[CaseReport]) -> list[str]:
    """One line per FAIL saying why it fails on purpose, or that the demo did not expect it."""
    lines = []
    for case in cases:
        if case.passed:
            continue
        why = _on_purpose(case)
        if why is not None:
            lines.append(f"FAIL {case.name}: on purpose. {why}.")
        else:
            lines.append(
                f"FAIL {case.name}: NOT expected by the demo; the reasons above say what went wrong."
            )
    return lines


def _allowance_lines(cases: list[CaseReport]) -> list[str]:
    """One line per conversation whose tool-error check allows expected failures, saying why."""
    lines = []
    for case in cases:
        conversation = PERSONAS.get(case.name)
        if conversation is None or not conversation.expected_tool_errors:
            continue
        (check,) = [r for r in case.results if isinstance(r, EvalResult) and r.key == "tool_errors"]
        lines.append(
            f"{case.name}: tool_errors {check.score:.2f} {'passes' if check.passed else 'fails'} "
            f"(threshold {check.threshold:.2f}): {conversation.expected_tool_errors} failed call is expected: "
            f"{conversation.why_errors}."
        )
    return lines


def _criteria_lines(cases: list[CaseReport]) -> list[str]:
    """Each judged conversation's score, then one line per criterion with the judge's reason (its first
    trial's)."""
    lines = []
    for case in cases:
        (result,) = case.results
        if not isinstance(result, EvalResult):
            continue  # the table's ERROR lines show every verdict the judge could not give
        scores = result.metadata.get("criterion_scores") or {}
        lines.append(f"{case.name}: {result.score:.2f}")
        lines.extend(f"  {name} {detail['score']:.2f}: {detail['reason']}" for name, detail in scores.items())
    return lines


def _section(stream: TextIO, report: Report, section: str, cases: list[CaseReport], *extra: str) -> None:
    """Print a section's table with its failures' reasons, then the lines explaining its verdicts."""
    stream.write("\n" + render_terminal(report, sections=[section], title=False) + "\n")
    lines = [*extra, *_verdict_lines(cases)]
    if lines:
        stream.write("\n" + "\n".join(lines) + "\n")


def _transcripts(stream: TextIO, cases: list[CaseReport]) -> None:
    for case in cases:
        trajectory = case.trajectory  # the first trial's
        if trajectory is None:
            continue
        ended_by = trajectory.metadata.get("termination", "?")
        stream.write(f"\n--- {case.name} (ended by {ended_by}) ---\n{trajectory.to_text()}\n")


def run_demo(
    *,
    out_dir: str | Path | None = None,
    judge: str | BaseChatModel | None = None,
    stream: TextIO | None = None,
) -> Report:
    """Run the whole demo, print it to ``stream`` and, with ``out_dir``, write trajectories (JSON), results
    (JSONL) and a self-contained HTML report there. Returns the [`Report`][langchain_trajectory.report.Report].

    Args:
        out_dir: Where to write the report files (none written without it).
        judge: The LLM judge: a chat model or a ``provider:model`` string; default the demo's scripted judge.
        stream: Where to print (default standard output).
    """
    out = stream or sys.stdout
    report = Report(title="langchain-trajectory demo")
    judge_label = _judge_label(judge)
    scripted_judging = judge_label == _SCRIPTED_LABEL
    labels = [
        f"The model playing the LLM persona is a {_SCRIPTED_LABEL}; give UserPersonas.impatient_user a real chat "
        "model or a provider:model string to have an LLM play it.",
        f"The LLM judge is a {_SCRIPTED_LABEL}: run `langchain-trajectory demo --judge provider:model` (for "
        "example openai:gpt-4o-mini, with its package and API key) for a real one."
        if scripted_judging
        else f"The LLM judge is {judge_label}.",
    ]
    out.write(f"{report.title}\n{'=' * len(report.title)}\n\n")
    out.write(
        "Offline: the travel agent's model, the model playing the LLM persona"
        + (" and the LLM judge are" if scripted_judging else " are")
        + " scripted models (ScriptedChatModel: rules over the conversation, no key, no network).\n"
    )

    out.write(
        f"\n1. Capture and evaluate: {len(DATASET)} questions, {TRIALS} trials each, to a create_agent travel "
        "agent through langsmith.evaluate (offline client, num_repetitions), TrajectoryRecorder capturing every "
        "tool call.\n"
    )
    dataset = run_dataset(OfflineClient())
    report.cases.extend(dataset)
    _section(out, report, DATASET_SECTION, dataset)

    out.write(
        f"\n2. Simulate: {len(PERSONAS)} scripted users (ScriptedUser) talk to the same agent, {TRIALS} times "
        "each (simulate_batch repetitions); the tool calls of every exchange are checked, and tool errors are "
        "counted.\n"
    )
    scripted = run_simulations()
    report.cases.extend(scripted)
    _transcripts(out, scripted)
    _section(out, report, SIMULATION_SECTION, scripted, *_allowance_lines(scripted))

    out.write(
        "\n3. LLM persona: UserPersonas.impatient_user writes the user's messages with a chat model, here a "
        f"{_SCRIPTED_LABEL} that {PERSONA_RULES}.\n"
    )
    persona = run_llm_persona()
    report.cases.append(persona)
    _transcripts(out, [persona])
    _section(out, report, PERSONA_SECTION, [persona])

    conversations = [*scripted, persona]
    out.write(
        f"\n4. LLM judge: TrajectoryEvaluator scores the {len(conversations)} conversations on goal_completion "
        f"and helpfulness (pass mark 0.7); judge: {judge_label}"
        + (f" that {JUDGE_RULES}" if scripted_judging else "")
        + ".\n"
    )
    judged = run_judge(judge if judge is not None else scripted_judge(), conversations)
    report.cases.extend(judged)
    _section(out, report, judged[0].section, judged, *_criteria_lines(judged))

    summary_figures = report.summary()
    out.write(
        "\n5. Figures over every case and trial:\n"
        + render_summary(summary_figures, report.gates(summary_figures))
        + "\n"
    )

    failed = [c for c in report.cases if not c.passed]
    report.notes.extend([*labels, *_verdict_lines(failed), *_allowance_lines(scripted)])
    on_purpose = [c.name for c in failed if _on_purpose(c) is not None]
    unexpected = [c.name for c in failed if _on_purpose(c) is None]
    summary = [f"on purpose: {'; '.join(on_purpose)}"] if on_purpose else []
    summary += [f"NOT expected: {'; '.join(unexpected)}"] if unexpected else []
    out.write(
        f"\nVerdicts: {len(report.cases) - len(failed)} PASS, {len(failed)} FAIL"
        + (f" ({'; '.join(summary)})" if summary else "")
        + ".\n"
        + "\n".join(labels)
        + "\n"
    )
    if out_dir is not None:
        written = write_report(report, Path(out_dir))
        out.write("\nWrote " + ", ".join(str(p) for p in written) + "\n")
    return report
