"""The results file: one JSON object per trial, written here and read by
[`langchain_trajectory.report.load_results`][langchain_trajectory.report.load_results].

Each line::

    {"section": "Cases", "case": "Find flights to Paris", "trial": 0, "passed": true, "error": null,
     "results": [{"key": "in_order", "score": 1.0, "passed": true, "threshold": 1.0, "reason": "...",
                  "metadata": {...}},
                 {"key": "judge", "score": null, "passed": false, "error_type": "JudgeError",
                  "error": "...", "metadata": {...}}]}

``error`` is the run's own error (a crashed conversation), a result with ``"score": null`` is an evaluator
that raised; ``usage`` (when known) is what the trial used: ``{"tokens", "cost", "latency_s", "model_calls",
"by_source"}`` (see `langchain_trajectory.trials.usage`). ``fault`` says who spoiled the run
(``"user_simulator"`` and ``"judge"`` make the trial invalid: left out of every figure), with its evidence in
``fault_reason``; ``simulator`` stamps the simulated user (``kind``, ``model``, ``prompt_hash``, ``persona``) when
the trial is a simulated conversation. A record without ``fault`` (written before faults existed) is a valid
trial. Every line carries the case's ``expected`` calls when the case has them (so a report read back aligns
expected with actual, as the one written did; a call written without arguments has ``"args": null``); files
written by [`save_results`][langchain_trajectory.report.save_results] also carry each trial's ``trajectory``, so a report
can be rebuilt from the file alone; the ``results.jsonl`` that [`write_report`][langchain_trajectory.report.write_report]
writes leaves the trajectories to the ``trajectories.json`` beside it. Values JSON cannot hold are written as
their ``str``; NaN and infinities as
null (strict JSON).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from typing import Any

from pydantic_core import PydanticSerializationError

from langchain_trajectory.errors import EvaluatorFailure
from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.matching.calls import AnyArgsCall
from langchain_trajectory.trajectory import ToolCall, Trajectory
from langchain_trajectory.trials.usage import trial_usage
from langchain_trajectory.usage import Prices

__all__ = ["dumps_trials", "jsonable", "outcome_record", "trajectory_json", "trial_record"]


def jsonable(value: Any) -> Any:
    """``value`` as strict JSON data: dict keys as strings, tuples as lists, NaN and infinities as None,
    anything else JSON cannot hold as its ``str``."""
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return None  # as pydantic's JSON mode writes NaN and infinities
    if value is None or isinstance(value, (str, int, float)):
        return value
    return str(value)


def trajectory_json(model: Trajectory | ToolCall) -> Any:
    """A trajectory (or tool call) as JSON data; values JSON cannot hold (a tool artifact that is a chart
    object, say) are written as their ``str`` rather than failing the whole file."""
    try:
        data = model.model_dump(mode="json")
    except PydanticSerializationError:
        data = model.model_dump()
    return jsonable(data)


def outcome_record(outcome: EvalResult | EvaluatorFailure) -> dict[str, Any]:
    """One evaluation as a record of the results file."""
    if isinstance(outcome, EvaluatorFailure):
        return {
            "key": outcome.key,
            "score": None,
            "passed": False,
            "error_type": outcome.error_type,
            "error": outcome.error,
            "metadata": jsonable(outcome.metadata),
        }
    return {
        "key": outcome.key,
        "score": outcome.score,
        "passed": outcome.passed,
        "threshold": outcome.threshold,
        "reason": outcome.reason,
        "metadata": jsonable(outcome.metadata),
    }


def trial_record(case: Any, trial: Any, *, full: bool = False, prices: Prices | None = None) -> dict[str, Any]:
    """One trial of ``case`` (a [`CaseReport`][langchain_trajectory.report.CaseReport]) as a line of the results
    file; ``full`` adds the trajectory and the expected calls; ``usage`` is what the trial used, when known
    (costs under ``prices``)."""
    record: dict[str, Any] = {
        "section": case.section,
        "case": case.name,
        "trial": trial.index,
        "passed": trial.passed,
        "error": trial.error,
        "fault": trial.fault,
        "results": [outcome_record(r) for r in trial.results],
    }
    if trial.fault_reason:
        record["fault_reason"] = trial.fault_reason
    simulator = trial.trajectory.metadata.get("user_simulator") if trial.trajectory is not None else None
    if simulator is not None:
        record["simulator"] = jsonable(simulator)
    if case.expected is not None:  # always: a report read back from the file aligns expected with actual
        record["expected"] = [_expected_json(c) for c in case.expected]
    used = trial_usage(trial, prices)
    if used is not None:
        record["usage"] = jsonable(used.to_dict())
    if full:
        record["trajectory"] = trajectory_json(trial.trajectory) if trial.trajectory is not None else None
        record.setdefault("expected", None)
    return record


def _expected_json(call: ToolCall) -> Any:
    """An expected call; one written without arguments (any accepted) keeps ``"args": null``."""
    data = trajectory_json(call)
    if isinstance(call, AnyArgsCall):
        data["args"] = None
    return data


def dumps_trials(cases: Iterable[Any], *, full: bool = False, prices: Prices | None = None) -> str:
    """Every trial of ``cases`` as JSON lines (see the module docstring)."""
    lines = [
        json.dumps(trial_record(case, trial, full=full, prices=prices), sort_keys=True, ensure_ascii=False)
        for case in cases
        for trial in case.trials
    ]
    return "\n".join(lines) + ("\n" if lines else "")
