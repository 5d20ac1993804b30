"""Repeated trials with a gate.

[`assert_trials`][langchain_trajectory.trials.assert_trials] runs a test case ``n`` times and fails the test, with the figures (passes, interval,
pass^k, flip rate, mean scores, why each trial failed) in the message, unless the case meets its gate.
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Callable, Sequence
from typing import Any

from langchain_trajectory._asyncio import run_sync
from langchain_trajectory.errors import EvaluatorFailure
from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.trajectory import Trajectory
from langchain_trajectory.trials.gates import Gate, case_line
from langchain_trajectory.trials.model import Outcome, Trial
from langchain_trajectory.trials.stats import CaseSummary, KeySummary, summarize

__all__ = ["TrialGateError", "assert_trials", "run_trials"]


class TrialGateError(AssertionError):
    """A case missed its gate over repeated trials; the message holds the figures.

    Attributes:
        summary: The case's figures.
        trials: The trials, with their results.
    """

    def __init__(self, message: str, summary: CaseSummary, trials: list[Trial]) -> None:
        super().__init__(message)
        self.summary = summary
        self.trials = trials


def _outcomes(value: Any, index: int, trajectories: list[Trajectory]) -> list[Outcome]:
    if isinstance(value, (EvalResult, EvaluatorFailure)):
        return [value]
    if isinstance(value, bool):
        return [EvalResult(key="passed", score=float(value), passed=value)]
    if isinstance(value, Trajectory):
        trajectories.append(value)
        return []
    if isinstance(value, Sequence) and not isinstance(value, str):
        out: list[Outcome] = []
        for item in value:
            out.extend(_outcomes(item, index, trajectories))
        return out
    raise TypeError(
        f"trial {index}: a trial must return an EvalResult, a list of them, or a bool (with, optionally, the "
        f"Trajectory it judged); got {type(value).__name__}"
    )


def run_trials(
    case: Callable[[int], Any], n: int = 10, *, name: str | None = None
) -> tuple[CaseSummary, list[Trial]]:
    """Run ``case(trial)`` for ``trial = 0 .. n-1`` and summarize the outcomes.

    ``case`` returns an [`EvalResult`][langchain_trajectory.evaluators.EvalResult], a list of them, or a bool
    (a coroutine function works too); a trial passes when every result passes. A trial that raises is kept as
    a failed trial with its error (an [`EvaluatorFailure`][langchain_trajectory.errors.EvaluatorFailure]), so one crash
    does not hide the other trials. Pass ``trial`` on to LLM judges as ``repeat=trial`` so each trial gets
    its own verdict rather than a cached one.

    A case that simulates may also return the conversation it judged (``return trajectory, result``): a
    conversation the simulated user spoiled (``metadata["fault"] == "user_simulator"``) makes the trial
    invalid, left out of the figures and counted in ``summary.invalid``; a judge that gave no verdict does too.

    Raises:
        ValueError: when ``n < 1``.
        TypeError: when ``case`` returns something else.
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"n must be an integer >= 1, got {n!r}")
    label = name or _current_test() or getattr(case, "__name__", "case")
    trials = []
    for index in range(n):
        try:
            value = case(index)
            if inspect.isawaitable(value):
                value = run_sync(_awaited(value))
        except Exception as exc:  # kept as the trial's failure: the other trials still run and count
            results: list[Outcome] = [EvaluatorFailure.from_exception("trial", exc, case=label, trial=index)]
            judged: list[Trajectory] = []
        else:
            judged = []
            results = _outcomes(value, index, judged)
        trials.append(Trial(judged[0] if judged else None, results, index))
    return summarize({label: trials}).cases[0], trials


async def _awaited(value: Any) -> Any:
    return await value


def _current_test() -> str | None:
    current = os.environ.get("PYTEST_CURRENT_TEST")
    return current.rsplit(" (", 1)[0].rsplit("::", 1)[-1] if current else None


def _explain(summary: CaseSummary, trials: list[Trial], gate: Gate) -> str:
    lines = [f"case {summary.name!r}: {case_line(summary)}; the gate needs {gate}"]
    for trial in trials:
        if not trial.valid:
            lines.append(
                f"  trial {trial.index} invalid ({trial.fault}): {trial.fault_reason or ''}".rstrip()
            )
    if summary.trials > 1:
        ks = sorted({1, min(5, summary.trials), summary.trials})
        curve = ", ".join(f"k={k} {summary.pass_hat_k(k):.2f}" for k in ks)
        lines.append(f"pass^k: {curve}; flip rate {summary.flip_rate:.2f}")
    lines += [_key_line(key) for key in summary.keys.values()]
    failed = [t for t in trials if not t.passed and t.valid]
    if failed:
        lines.append("failed trials:")
    for trial in failed[:10]:
        lines += [_failed_line(trial.index, r) for r in trial.results if not r.passed]
    if len(failed) > 10:
        lines.append(f"  ... and {len(failed) - 10} more")
    return "\n".join(lines)


def _key_line(key: KeySummary) -> str:
    if key.scores.mean is None:
        return f"{key.key}: no score ({key.errors} errors)"
    spread = f" (sd {key.scores.std:.2f})" if key.scores.count > 1 else ""
    errors = f", {key.errors} errors" if key.errors else ""
    return f"{key.key}: mean {key.scores.mean:.2f}{spread}, {key.passed}/{key.evaluations} passed{errors}"


def _failed_line(index: int, r: Outcome) -> str:
    if isinstance(r, EvaluatorFailure):
        return f"  trial {index}: {r.key} raised {r.error_type}: {r.error}"
    reason_lines = r.reason.splitlines()
    # the line that says what differed, when the reason has one; else its first line
    reason = next(
        (x for x in reason_lines if x.startswith("differences:")),
        reason_lines[0] if reason_lines else "",
    )
    return f"  trial {index}: {r.key} {r.score:.2f} < {r.threshold:g}: {reason}"


def assert_trials(
    case: Callable[[int], Any],
    n: int = 10,
    *,
    min_pass: Gate | str | float = 1.0,
    name: str | None = None,
) -> CaseSummary:
    """Run ``case`` ``n`` times (see [`run_trials`][langchain_trajectory.trials.run_trials]) and assert that it meets ``min_pass``.

    Args:
        case: ``case(trial) -> EvalResult | list[EvalResult] | bool``.
        n: How many trials.
        min_pass: The gate: ``"8/10"`` (at least 8 of the 10 trials), a rate such as ``0.8``, or ``1.0``
            (default: every trial passes).
        name: The case's name in the message (default: the running pytest test).

    Returns:
        The case's figures, when the gate holds.

    Raises:
        TrialGateError: (an ``AssertionError``) when the gate fails, or no trial is valid (every one spoiled
            by the simulated user or the judge), with passes, interval, pass^k, flip rate, mean scores, the
            failing trials' reasons and the invalid trials' evidence in the message. Invalid trials count for
            nothing: ``"8/10"`` with one invalid trial asks for 8/10 of the 9 valid ones.
        ValueError: for an unreadable gate, or a count gate written for another ``n``.
    """
    __tracebackhide__ = True  # pytest shows the test's line, not this helper's
    gate = Gate.parse(min_pass)
    if gate.trials is not None and gate.trials != n:
        raise ValueError(f"gate {gate} is written for {gate.trials} trials but n={n}")
    summary, trials = run_trials(case, n, name=name)
    if not summary.judged or not gate.admits(summary.passed, summary.trials, invalid=summary.invalid):
        raise TrialGateError(_explain(summary, trials, gate), summary, trials)
    return summary
