"""What the HTML report shows of one trial, as plain data for the page's renderer (see ``_lazy.py``).

The page does not hold every trial's markup: each case's trials are rendered in the browser when the case is
opened (scrolled to, or reached through a link). This module decides *what* is shown (which texts, in which
order, formatted how: truncation, numbers, signatures, the alignment and its argument diffs); the renderer only
lays those texts out, as text nodes, never as markup.

Every function returns nested lists of ``str`` and ``int`` in a fixed order (documented per function), which the
renderer in ``_lazy.py`` reads position by position. Keep the two in step.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

from langchain_trajectory.errors import EvaluatorFailure
from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.report._faults import simulator_text
from langchain_trajectory.report.terminal import score_text
from langchain_trajectory.trajectory import ToolCall, compact_json
from langchain_trajectory.trials.model import CaseReport, Trial

__all__ = ["dots_data", "trial_data"]

Data = list[Any]
"""Nested lists of ``str`` and ``int``."""

_RESULT_SHOWN = 600  # characters of a tool result shown before it is cut


def _badge(text: str, kind: str) -> Data:
    return [text, kind]


def duration(call: ToolCall) -> float | None:
    """The call's recorded duration in milliseconds, if any."""
    value = call.metadata.get("duration_ms")
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def dots_data(case: CaseReport) -> Data:
    """One mark per trial: ``[kind, title]`` (an invalid trial's says its fault)."""
    marks = []
    for t in case.trials:
        if not t.valid:
            marks.append(["invalid", f"trial {t.index + 1}: invalid ({t.fault})"])
        else:
            marks.append(["pass" if t.passed else "fail", f"trial {t.index + 1}: {'passed' if t.passed else 'failed'}"])
    return marks


def _call(call: ToolCall, verdicts: Sequence[tuple[str, float, bool, str]] = ()) -> Data:
    """``[signature, [meta texts], output, is_error (0/1), [[badge text, badge kind, title]]]``."""
    meta = []
    for label in ("node", "agent"):
        value = call.metadata.get(label)
        if value:
            meta.append(f"{label}: {value}")
    took = duration(call)
    if took is not None:
        meta.append(f"{took:.1f} ms")
    if call.step is not None:
        meta.append(f"step {call.step}")
    attempts = call.metadata.get("attempts")
    if isinstance(attempts, int) and attempts > 1:
        meta.append(f"{attempts} attempts")
    if call.error is not None:
        out, is_error = f"error: {call.error}", 1
    else:
        result = call.result if isinstance(call.result, str) else compact_json(call.result)
        shown = result if len(result) <= _RESULT_SHOWN else result[: _RESULT_SHOWN - 1] + "…"
        out, is_error = f"→ {shown}", 0
    marks = [  # a step judge's verdict on this call
        [f"{key} {score:.2f}", "pass" if passed else "fail", reason]
        for key, score, passed, reason in verdicts
    ]
    return [call.signature(), meta, out, is_error, marks]


def _step_verdicts(trial: Trial) -> dict[int, list[tuple[str, float, bool, str]]]:
    """Verdicts results attach to single calls (``metadata["step_verdicts"]``, as ``StepJudge`` gives them), by
    the call's index in ``Trajectory.tool_calls()``."""
    out: dict[int, list[tuple[str, float, bool, str]]] = {}
    for result in trial.results:
        rows = result.metadata.get("step_verdicts") if isinstance(result, EvalResult) else None
        for row in rows if isinstance(rows, list) else ():
            if (
                isinstance(row, Mapping)
                and isinstance(row.get("index"), int)
                and isinstance(row.get("score"), float | int)
            ):
                out.setdefault(row["index"], []).append(
                    (result.key, float(row["score"]), bool(row.get("passed")), str(row.get("reason", "")))
                )
    return out


def _conversation(trial: Trial) -> Data:
    """``[scenario, [[role, text, [call]]], ended by]``, or ``[]`` when no trajectory was recorded."""
    trajectory = trial.trajectory
    if trajectory is None:
        return []
    verdicts = _step_verdicts(trial)
    flat = itertools.count()
    messages = [
        [
            message.role,
            message.content or "",
            [_call(c, verdicts.get(next(flat), ())) for c in message.tool_calls],
        ]
        for message in trajectory.messages
    ]
    termination = trajectory.metadata.get("termination")
    return [trajectory.scenario or "", messages, str(termination) if termination else ""]


def _alignment_source(trial: Trial) -> EvalResult | None:
    """The result whose pairs the alignment shows: the first failing one that has them, else the first."""
    with_pairs = [r for r in trial.results if isinstance(r, EvalResult) and "pairs" in r.metadata]
    failing = [r for r in with_pairs if not r.passed]
    chosen = failing or with_pairs
    return chosen[0] if chosen else None


_ABSENT = object()


def _argdiff(actual: ToolCall, expected: ToolCall) -> Data:
    """``[[argument, expected, actual, row kind, note]]`` (``–`` for an absent side)."""
    rows = []
    for key in dict.fromkeys([*expected.args, *actual.args]):
        e = expected.args.get(key, _ABSENT)
        a = actual.args.get(key, _ABSENT)
        if e is _ABSENT or a is _ABSENT:
            kind, note = "absent", "only actual" if e is _ABSENT else "missing"
        elif compact_json(a) != compact_json(e):
            kind, note = "differs", "differs"
        else:
            kind, note = "", "same"
        rows.append(
            [
                str(key),
                "–" if e is _ABSENT else compact_json(e),
                "–" if a is _ABSENT else compact_json(a),
                kind,
                note,
            ]
        )
    return rows


def _pairs_and_near_misses(
    source: EvalResult,
) -> tuple[list[tuple[int, int]], list[tuple[int, int, list[str]]]] | None:
    """The result's ``(actual, expected)`` pairs and ``(actual, expected, differences)`` near misses, or None
    when its metadata does not hold them in that form."""
    try:
        pairs = [(int(a), int(e)) for a, e in source.metadata["pairs"]]
        near = [
            (int(n["actual"]), int(n["expected"]), [str(d) for d in n.get("differences", [])])
            for n in source.metadata.get("near_misses", [])
        ]
    except (TypeError, ValueError, KeyError):
        return None
    return pairs, near


def _alignment(case: CaseReport, trial: Trial) -> Data:
    """``[result key, rows]`` or ``[]``; a row is ``[0, j, expected, actual]`` (matched), ``[1, j, name, note,
    argdiff, [differences]]`` (near miss), ``[2, j, expected]`` (missing) or ``[3, actual]`` (extra)."""
    source = _alignment_source(trial)
    if case.expected is None or source is None or trial.trajectory is None:
        return []
    actual = trial.trajectory.tool_calls()
    expected = case.expected
    read = _pairs_and_near_misses(source)
    if read is None:
        return []
    pairs, near = read
    valid = all(0 <= a < len(actual) and 0 <= e < len(expected) for a, e in pairs) and all(
        0 <= a < len(actual) and 0 <= e < len(expected) for a, e, _ in near
    )
    if not valid:
        return []  # the result was computed on other calls than those shown: no alignment rather than a wrong one
    matched = {e: a for a, e in pairs}
    near_by_expected = {e: (a, d) for a, e, d in near}
    used = {a for a, _ in pairs} | {a for a, _, _ in near}
    rows: Data = []
    for j, call in enumerate(expected):
        if j in matched:
            rows.append([0, str(j), call.signature(), actual[matched[j]].signature()])
        elif j in near_by_expected:
            i, diffs = near_by_expected[j]
            rows.append(
                [1, str(j), call.name, f"expected #{j} vs actual #{i}", _argdiff(actual[i], call), diffs]
            )
        else:
            rows.append([2, str(j), call.signature()])
    rows.extend([3, c.signature()] for i, c in enumerate(actual) if i not in used)
    return [source.key, rows]


def _criteria(result: EvalResult) -> Data:
    """``[[criterion, score text, reason]]``."""
    scores = result.metadata.get("criterion_scores")
    if not isinstance(scores, dict) or not scores:
        return []
    items = []
    for name, detail in scores.items():
        detail = detail if isinstance(detail, dict) else {}
        score = detail.get("score")
        shown = f"{score:.2f}" if isinstance(score, (int, float)) else "–"
        items.append([str(name), shown, str(detail.get("reason", ""))])
    return items


def _results(trial: Trial) -> Data:
    """``[[key, score text, verdict badge, threshold text, reason, [criteria], error text]]``."""
    rows: Data = []
    for r in trial.results:
        if isinstance(r, EvaluatorFailure):
            rows.append([r.key, "–", _badge("ERROR", "fail"), "", "", [], f"{r.error_type}: {r.error}"])
            continue
        verdict = _badge("pass", "pass") if r.passed else _badge("fail", "fail")
        rows.append([r.key, score_text(r), verdict, f"≥ {r.threshold:g}", r.reason, _criteria(r), ""])
    return rows


def trial_data(case: CaseReport, trial: Trial, open_: bool) -> Data:
    """``[number, open (0/1), label, verdict badge, [facts], [error boxes], conversation, alignment, results]``."""
    calls = trial.trajectory.tool_calls() if trial.trajectory is not None else []
    durations = [d for d in (duration(c) for c in calls) if d is not None]
    facts = [f"{len(calls)} tool calls"]
    if durations:
        facts.append(f"{sum(durations):.1f} ms in tools")
    verdict = _badge("PASS", "pass") if trial.passed else _badge("FAIL", "fail")
    boxes = [f"The run ended in an error: {trial.error}"] if trial.error else []
    if not trial.valid:
        verdict = _badge(f"INVALID: {trial.fault}", "flaky")
        boxes.append(f"Left out of every figure ({trial.fault}): {trial.fault_reason or 'no evidence recorded'}")
    stamp = simulator_text(trial.trajectory.metadata.get("user_simulator")) if trial.trajectory else ""
    if stamp:
        facts.append(f"simulated user: {stamp}")
    label = f"Trial {trial.index + 1}" if len(case.trials) > 1 else "Conversation"
    return [
        trial.index + 1,
        1 if open_ else 0,
        label,
        verdict,
        facts,
        boxes,
        _conversation(trial),
        _alignment(case, trial),
        _results(trial),
    ]


def case_data(case: CaseReport) -> Data:
    """``[[trial]]``: every trial of the case; the first failing one (else the first) opens."""
    first_failing = next((t for t in case.trials if not t.passed), None)
    opened = first_failing or case.trials[0]
    return [trial_data(case, t, t is opened) for t in case.trials]
