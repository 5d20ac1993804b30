"""Reports from the three places results come from: ``langsmith.evaluate``, simulations, and results files.

* [`from_experiment`][langchain_trajectory.report.from_experiment]: the rows of ``langsmith.evaluate`` / ``aevaluate`` (an ``ExperimentResults``, or a
  list of its rows), one case per dataset example; with ``num_repetitions=n`` each example's ``n`` runs
  become its trials;
* [`from_trajectories`][langchain_trajectory.report.from_trajectories]: trajectories (e.g. ``ConversationSimulator.simulate_batch(repetitions=n)``)
  evaluated here, the repetitions of one conversation becoming the trials of one case;
* [`load_results`][langchain_trajectory.report.load_results]: a results file (or an output folder) written by this package;
* [`save_results`][langchain_trajectory.report.save_results]: an experiment's rows as a results file, for [`load_results`][langchain_trajectory.report.load_results] and
  ``langchain-trajectory compare``;
* [`as_report`][langchain_trajectory.report.as_report]: any of the above, by what it is given.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from langsmith.evaluation import EvaluationResult

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.capture import trajectory_from_run
from langchain_trajectory.errors import EvaluatorFailure, TrajectoryInputError
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult
from langchain_trajectory.evaluators.judge import JudgeEvaluator
from langchain_trajectory.matching.calls import AnyArgsCall
from langchain_trajectory.reading import to_tool_calls, to_trajectory
from langchain_trajectory.reading._jsonl import json_lines
from langchain_trajectory.trajectory import ToolCall, Trajectory, compact_json
from langchain_trajectory.trials.model import CaseReport, Outcome, Report, Trial
from langchain_trajectory.trials.records import dumps_trials
from langchain_trajectory.trials.usage import read_usage

__all__ = [
    "ResultsFileError",
    "as_report",
    "from_experiment",
    "from_trajectories",
    "load_results",
    "save_results",
]

PathLike = str | os.PathLike[str]


class ResultsFileError(ValueError):
    """A results file could not be read; the message names the file, the line and the field."""


# -- langsmith.evaluate --------------------------------------------------------------------------------------


def _thresholds(evaluators: Iterable[Any], thresholds: Mapping[str, float] | None) -> dict[str, float]:
    marks: dict[str, float] = {}
    for ev in evaluators:
        threshold = getattr(ev, "threshold", None)
        if threshold is None:
            continue
        for key in getattr(ev, "feedback_keys", None) or [ev.key]:
            marks[key] = float(threshold)
    marks.update({k: float(v) for k, v in (thresholds or {}).items()})
    return marks


_REPR = re.compile(r"^(\w+)\((.*)\)$", re.DOTALL)


def _judge_keys(evaluators: Iterable[Any]) -> set[str]:
    """The feedback keys of the LLM judges among ``evaluators`` (a judge that raised gave no verdict)."""
    return {
        key
        for ev in evaluators
        if isinstance(ev, JudgeEvaluator)
        for key in (getattr(ev, "feedback_keys", None) or [ev.key])
    }


def _outcome(
    feedback: EvaluationResult, marks: Mapping[str, float], where: str, judges: Collection[str] = ()
) -> Outcome | str:
    """A LangSmith feedback entry as a result, a failure, or (a ``str``) the key that lacks a pass mark."""
    if feedback.score is None:
        if (feedback.extra or {}).get("error"):
            comment = feedback.comment or "the evaluator raised"
            match = _REPR.match(comment)
            judge: dict[str, Any] = {"judge": True} if feedback.key in judges else {}
            return EvaluatorFailure(
                key=feedback.key,
                error_type=match.group(1) if match else "Error",
                error=comment,
                metadata={"case": where, **judge},
            )
        raise ValueError(
            f"{where}: feedback {feedback.key!r} has no score (value {feedback.value!r}); trial statistics "
            "need numeric scores in [0, 1]"
        )
    score = float(feedback.score)
    if not 0.0 <= score <= 1.0:
        raise ValueError(f"{where}: feedback {feedback.key!r} scored {feedback.score!r}, outside [0, 1]")
    if feedback.key not in marks:
        return feedback.key
    threshold = marks[feedback.key]
    return EvalResult(
        key=feedback.key,
        score=score,
        passed=score >= threshold,
        reason=feedback.comment or "",
        metadata=dict(feedback.metadata or {}),
        threshold=threshold,
    )


_NAME_KEYS = ("name", "case", "case_name", "title")
_QUESTION_KEYS = ("question", "input", "query", "prompt", "message", "task", "request")


def _first_user_text(messages: Any) -> str | None:
    if not isinstance(messages, Sequence) or isinstance(messages, str):
        return None
    for message in messages:
        role = message.get("role") if isinstance(message, Mapping) else getattr(message, "type", None)
        if isinstance(message, (tuple, list)) and len(message) == 2:
            role, content = message
        else:
            content = message.get("content") if isinstance(message, Mapping) else getattr(message, "content", None)
        if role in ("user", "human") and isinstance(content, str) and content.strip():
            return content
    return None


def _case_name(example: Any) -> str:
    """What a person calls the example: its metadata's ``name`` (or ``case``, ``title``), else the question it
    asks (a ``question`` / ``input`` / ``query`` / ``prompt`` input, its only text, or the first user message of
    its ``messages``), else its inputs as short JSON."""
    metadata = getattr(example, "metadata", None) or {}
    if isinstance(metadata, Mapping):
        for key in _NAME_KEYS:
            if isinstance(metadata.get(key), str) and metadata[key].strip():
                return str(metadata[key])
    inputs = getattr(example, "inputs", None) or {}
    if isinstance(inputs, Mapping):
        for key in _QUESTION_KEYS:
            if isinstance(inputs.get(key), str) and inputs[key].strip():
                return str(inputs[key])
        asked = _first_user_text(inputs.get("messages"))
        if asked is not None:
            return asked
    texts = (
        [v for v in inputs.values() if isinstance(v, str) and v.strip()]
        if isinstance(inputs, Mapping)
        else []
    )
    if len(texts) == 1:
        return texts[0]
    if inputs:
        text = compact_json(inputs)
        return text if len(text) <= 80 else text[:79] + "…"
    return f"example {example.id}"


def _run_trajectory(run: Any) -> Trajectory | None:
    """The trajectory of a target run: from its child runs when they hold its tool calls (they know each call's
    node, agent and timings), else from its outputs, else None (a target that returned only an answer and left
    no child runs: its results are still shown)."""
    if run.child_runs:
        try:
            traced = trajectory_from_run(run)
        except TrajectoryInputError:
            traced = None
        if traced is not None and traced.tool_calls():
            return traced
    if run.outputs:
        try:
            return to_trajectory(run.outputs, what="run outputs")
        except TrajectoryInputError:
            pass
    if run.child_runs:
        return trajectory_from_run(run)
    return None


def _expected_calls(example: Any) -> list[ToolCall] | None:
    outputs = getattr(example, "outputs", None)
    if not outputs:
        return None
    try:
        return to_tool_calls(outputs, what="example outputs")
    except TrajectoryInputError:
        return None  # reference outputs that hold no tool calls (an answer, tasks): nothing to align


@dataclass
class _Build:
    """A case being read: its name, expected calls and trials so far."""

    name: str
    expected: list[ToolCall] | None
    trials: list[Trial] = field(default_factory=list)


def _unique(name: str, seen: dict[str, int]) -> str:
    """``name``, or ``name (#2)`` and so on when an earlier case took it."""
    seen[name] = seen.get(name, 0) + 1
    return name if seen[name] == 1 else f"{name} (#{seen[name]})"


def from_experiment(
    results: Iterable[Mapping[str, Any]],
    *,
    evaluators: Iterable[Any] = (),
    thresholds: Mapping[str, float] | None = None,
    title: str | None = None,
    section: str = "Cases",
) -> Report:
    """A report of ``langsmith.evaluate`` results: one case per example, one trial per run of it.

    ``passed`` is not part of LangSmith feedback, so the pass mark of each feedback key comes from the
    ``evaluators`` given to ``langsmith.evaluate`` (their ``threshold``, for every key in their
    ``feedback_keys``) or from ``thresholds`` ({key: pass mark}, which wins). An evaluator that raised inside
    ``langsmith.evaluate`` (feedback with no score, flagged as an error) becomes an
    [`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure]; a target that raised makes its trial fail with
    the run's error.

    Args:
        results: An ``ExperimentResults`` or a list of its rows (``{"run", "example", "evaluation_results"}``).
        evaluators: The evaluators given to ``langsmith.evaluate`` (for their thresholds).
        thresholds: Pass marks per feedback key, for evaluators that are not this package's.
        title: The report's title (default: the experiment's name).
        section: The section the cases go in.

    Raises:
        ValueError: when a feedback key has no pass mark, or a score is missing or outside [0, 1].
    """
    evaluators = list(evaluators)
    marks = _thresholds(evaluators, thresholds)
    judges = _judge_keys(evaluators)
    builds: dict[str, _Build] = {}
    names: dict[str, int] = {}
    unmarked: list[str] = []
    for row in results:
        run, example = row["run"], row["example"]
        build = builds.get(str(example.id))
        if build is None:
            build = builds[str(example.id)] = _Build(
                _unique(_case_name(example), names), _expected_calls(example)
            )
        index = len(build.trials)
        where = f"{build.name!r} trial {index}"
        outcomes: list[Outcome] = []
        for feedback in row["evaluation_results"]["results"]:
            outcome = _outcome(feedback, marks, where, judges)
            if isinstance(outcome, str):
                unmarked.append(outcome)
            else:
                outcomes.append(outcome)
        error = f"target: {run.error}" if getattr(run, "error", None) else None
        build.trials.append(Trial(_run_trajectory(run), outcomes, index, error))
    if unmarked:
        keys = ", ".join(repr(k) for k in dict.fromkeys(unmarked))
        raise ValueError(
            f"no pass mark for feedback {keys}: pass evaluators=[...] (those given to langsmith.evaluate) "
            "or thresholds={key: pass mark}"
        )
    cases = [
        CaseReport(b.name, expected=b.expected, section=section, trials=b.trials) for b in builds.values()
    ]
    experiment = getattr(results, "experiment_name", None)
    return Report(title=title or (f"Experiment {experiment}" if experiment else "Experiment"), cases=cases)


def save_results(
    results: Iterable[Mapping[str, Any]],
    path: PathLike,
    *,
    evaluators: Iterable[Any] = (),
    thresholds: Mapping[str, float] | None = None,
) -> Path:
    """Write ``langsmith.evaluate`` results as a results file (trajectories and expected calls included), to
    read back with [`load_results`][langchain_trajectory.report.load_results] or compare with ``langchain-trajectory compare``. Returns the path.

    Raises:
        ValueError: as [`from_experiment`][langchain_trajectory.report.from_experiment].
    """
    report = from_experiment(results, evaluators=evaluators, thresholds=thresholds)
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(dumps_trials(report.cases, full=True), encoding="utf-8")
    return out


# -- trajectories --------------------------------------------------------------------------------------------


def _evaluate(
    evaluator: BaseEvaluator, trajectory: Trajectory, expected: Any, trial: int, case: str
) -> Outcome:
    judge = isinstance(evaluator, JudgeEvaluator)
    context: dict[str, Any] = {"repeat": trial} if judge else {}
    try:
        return evaluator.evaluate(trajectory, expected, **context)
    except Exception as exc:  # kept beside the other results: one failure does not erase them
        # a judge that gave no verdict is the judge's fault, not the application's (the trial is invalid)
        marks: dict[str, Any] = {"judge": True} if judge else {}
        return EvaluatorFailure.from_exception(evaluator.key, exc, case=case, trial=trial, **marks)


def from_trajectories(
    trajectories: Iterable[Trajectory],
    evaluators: Sequence[BaseEvaluator] = (),
    *,
    expected: Sequence[Any] | None = None,
    title: str = "Simulated conversations",
    section: str = "Cases",
) -> Report:
    """Evaluate trajectories and report them; the repetitions of one conversation become one case's trials.

    Trajectories from ``simulate_batch`` carry ``metadata["conversation"]`` (which entry) and
    ``metadata["repetition"]``; they are grouped by the first. Other trajectories are one case each. Each
    trial is evaluated on its own (an LLM judge gets ``repeat=<trial>``, so every trial has its own cache
    entry); an evaluator that raises leaves an [`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure].

    Args:
        trajectories: The trajectories, e.g. a simulation batch.
        evaluators: Evaluators applied to every trial.
        expected: One expectation per case (in case order) for evaluators that need one, or None.
        title: The report's title.
        section: The section the cases go in.

    Raises:
        ValueError: when ``expected`` does not have one entry per case.
    """
    groups: dict[Any, list[Trajectory]] = {}
    for position, trajectory in enumerate(trajectories):
        conversation = trajectory.metadata.get("conversation")
        groups.setdefault(
            ("conversation", conversation) if conversation is not None else ("at", position), []
        ).append(trajectory)
    if expected is not None and len(expected) != len(groups):
        raise ValueError(f"expected has {len(expected)} entries but there are {len(groups)} cases")
    cases = []
    names: dict[str, int] = {}
    for number, members in enumerate(groups.values()):
        name = _unique(members[0].scenario or f"conversation {number + 1}", names)
        reference = expected[number] if expected is not None else None
        trials = [
            Trial(t, [_evaluate(ev, t, reference, i, name) for ev in evaluators], i)
            for i, t in enumerate(members)
        ]
        calls = None
        if reference is not None:
            try:
                calls = to_tool_calls(reference, what="expected")
            except TrajectoryInputError:
                calls = None
        cases.append(CaseReport(name, expected=calls, section=section, trials=trials))
    return Report(title=title, cases=cases)


# -- results files -------------------------------------------------------------------------------------------


def _read_outcome(data: Any, where: str) -> Outcome:
    if not isinstance(data, Mapping) or not isinstance(data.get("key"), str):
        raise ResultsFileError(f"{where}: each result must be an object with a string 'key'")
    if data.get("score") is None:
        return EvaluatorFailure(
            key=data["key"],
            error_type=str(data.get("error_type") or "Error"),
            error=str(data.get("error") or ""),
            metadata=dict(data.get("metadata") or {}),
        )
    try:
        return EvalResult(
            key=data["key"],
            score=data["score"],
            passed=data["passed"],
            reason=data.get("reason") or "",
            metadata=dict(data.get("metadata") or {}),
            threshold=data.get("threshold", 1.0),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ResultsFileError(f"{where}: result {data['key']!r}: {exc}") from None


def _read_lines(path: Path) -> list[tuple[int, dict[str, Any]]]:
    """The JSON objects of a results file with their line numbers (lines end at a newline only, as in every
    JSON Lines file the package reads)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ResultsFileError(f"cannot read {path}: {exc.strerror}") from None
    try:
        lines = list(json_lines(data, str(path)))  # a line that is not JSON is named before any shape
    except TrajectoryInputError as exc:
        raise ResultsFileError(str(exc)) from None
    out = []
    try:
        for number, value in lines:
            if not isinstance(value, dict) or ("results" not in value and "case" not in value):
                got = "a JSON object without 'case' and 'results'" if isinstance(value, dict) else type(value).__name__
                raise ResultsFileError(
                    f"{path} line {number}: expected a results record ({{'case', 'trial', 'results', ...}}), got "
                    f"{got}. This looks like {_what_it_looks_like(value)}; compare and load_results read results "
                    "files: the results.jsonl (or the folder) that `evaluate --out`, `simulate --out` and "
                    "`demo --out` write, or report.save_results(...). Score trajectories first with "
                    "`langchain-trajectory evaluate TRAJECTORIES.jsonl --expected EXPECTED.jsonl --out DIR`."
                )
            out.append((number, value))
    except TrajectoryInputError as exc:
        raise ResultsFileError(str(exc)) from None
    if not out:
        raise ResultsFileError(f"{path} holds no results")
    return out


def _expected_call(data: Any) -> ToolCall:
    """An expected call of a results file (``"args": null``: written without arguments, any accepted)."""
    if isinstance(data, Mapping) and "args" in data and data["args"] is None:
        return AnyArgsCall.named(ToolCall.model_validate({**data, "args": {}}))
    return ToolCall.model_validate(data)


def _what_it_looks_like(value: Any) -> str:
    if isinstance(value, list) or (
        isinstance(value, dict) and any(k in value for k in ("messages", "tool_calls", "trajectory", "steps"))
    ):
        return "a trajectory (or expectation) file, one per line"
    return "something other than results"


def _stored_trajectories(stored: Path) -> dict[tuple[str, str, int], Any]:
    """The trajectories a results folder keeps beside its results (``trajectories.json``), by section, case
    and trial; none when the file is not there."""
    trajectories: dict[tuple[str, str, int], Any] = {}
    if not stored.exists():
        return trajectories
    try:
        entries = load_json(stored.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError, RecursionError) as exc:
        raise ResultsFileError(f"cannot read {stored}: {exc}") from None
    for entry in entries:
        key = (str(entry.get("section")), str(entry.get("case")), int(entry.get("trial", 0)))
        trajectories[key] = entry.get("trajectory")
    return trajectories


def _read_trial(
    record: dict[str, Any], where: str, trajectories: dict[tuple[str, str, int], Any]
) -> tuple[str, str, list[Any] | None, Trial]:
    """One line of a results file: its section, case name, expected calls and trial."""
    section, name, index = record.get("section", "Cases"), record.get("case"), record.get("trial", 0)
    if not isinstance(name, str) or not isinstance(section, str):
        raise ResultsFileError(f"{where}: 'case' and 'section' must be strings")
    if isinstance(index, bool) or not isinstance(index, int) or index < 0:
        raise ResultsFileError(f"{where}: 'trial' must be an integer >= 0, got {index!r}")
    results = record.get("results")
    if not isinstance(results, list):
        raise ResultsFileError(f"{where}: 'results' must be a list")
    outcomes = [_read_outcome(r, f"{where}, results[{i}]") for i, r in enumerate(results)]
    raw = record.get("trajectory", trajectories.get((section, name, index)))
    try:
        trajectory = Trajectory.model_validate(raw) if raw is not None else None
        expected = record.get("expected")
        calls = [_expected_call(c) for c in expected] if isinstance(expected, list) else None
    except ValueError as exc:
        raise ResultsFileError(f"{where}: 'trajectory' or 'expected' is not valid: {exc}") from None
    error = record.get("error")
    fault, reason = record.get("fault"), record.get("fault_reason")
    if not isinstance(fault, str | None) or not isinstance(reason, str | None):
        raise ResultsFileError(f"{where}: 'fault' and 'fault_reason' must be strings or null")
    try:
        used = read_usage(record["usage"], where) if record.get("usage") is not None else None
    except ValueError as exc:
        raise ResultsFileError(str(exc)) from None
    trial = Trial(trajectory, outcomes, index, str(error) if error else None, fault, reason, usage=used)
    if bool(record.get("passed", trial.passed)) != trial.passed:
        raise ResultsFileError(f"{where}: 'passed' contradicts the trial's results and error")
    return section, name, calls, trial


def load_results(path: PathLike, *, title: str | None = None) -> Report:
    """Read a results file back into a report.

    ``path`` is a results file (``results.jsonl`` from [`write_report`][langchain_trajectory.report.write_report] or
    the CLI's ``--out``, or a file from [`save_results`][langchain_trajectory.report.save_results]), or the folder holding ``results.jsonl`` (its
    ``trajectories.json``, when there, supplies the trajectories).

    Raises:
        ResultsFileError: naming the file, line and field of anything it cannot read.
    """
    source = Path(path)
    trajectories: dict[tuple[str, str, int], Any] = {}
    if source.is_dir():
        folder, source = source, source / "results.jsonl"
        trajectories = _stored_trajectories(folder / "trajectories.json")
    builds: dict[tuple[str, str], _Build] = {}
    for number, record in _read_lines(source):
        where = f"{source} line {number}"
        section, name, calls, trial = _read_trial(record, where, trajectories)
        build = builds.get((section, name))
        if build is None:
            build = builds[(section, name)] = _Build(name, calls)
        if any(t.index == trial.index for t in build.trials):
            raise ResultsFileError(f"{where}: case {name!r} has trial {trial.index} twice")
        build.trials.append(trial)
    cases = [
        CaseReport(b.name, expected=b.expected, section=section, trials=b.trials)
        for (section, _), b in builds.items()
    ]
    return Report(title=title or str(path), cases=cases)


# -- any of them ---------------------------------------------------------------------------------------------


def as_report(
    results: Any,
    *,
    evaluators: Sequence[Any] = (),
    thresholds: Mapping[str, float] | None = None,
    title: str | None = None,
) -> Report:
    """A [`Report`][langchain_trajectory.report.Report] from whatever ``results`` is: a report (returned as it is), a results file or
    folder ([`load_results`][langchain_trajectory.report.load_results]), ``langsmith.evaluate`` results ([`from_experiment`][langchain_trajectory.report.from_experiment], pass marks from
    ``evaluators`` or ``thresholds``), or trajectories ([`from_trajectories`][langchain_trajectory.report.from_trajectories], evaluated with
    ``evaluators``).

    Raises:
        TypeError: for anything else.
    """
    if isinstance(results, Report):
        return results
    if isinstance(results, (str, os.PathLike)):
        return load_results(results, title=title)
    if hasattr(results, "experiment_name"):
        return from_experiment(results, evaluators=evaluators, thresholds=thresholds, title=title)
    items = list(results) if isinstance(results, Iterable) else None
    if items and all(isinstance(r, Mapping) and "run" in r and "example" in r for r in items):
        return from_experiment(items, evaluators=evaluators, thresholds=thresholds, title=title)
    if items and all(isinstance(r, Trajectory) for r in items):
        return from_trajectories(items, evaluators, title=title or "Simulated conversations")
    raise TypeError(
        "report() takes a Report, a results file or folder, langsmith.evaluate results, or a list of "
        f"Trajectory objects; got {type(results).__name__}"
    )
