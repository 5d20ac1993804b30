"""Readable reports of evaluated trajectories: a terminal table and a self-contained HTML page.

A :class:`Report` holds :class:`CaseReport` entries (one trajectory, its expected calls when there are any, and
the evaluation results about it). :func:`render_terminal` prints scores as a table with the failing cases'
reasons underneath; :func:`render_html` writes one HTML file with inline CSS and no external requests:
transcripts with their tool calls, scores, per-criterion reasons and an expected-vs-actual alignment.
"""

from __future__ import annotations

import html
import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic_core import PydanticSerializationError

from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.trajectory import ToolCall, Trajectory, compact_json

__all__ = [
    "CaseReport",
    "Report",
    "alignment_rows",
    "render_html",
    "render_table",
    "render_terminal",
    "write_report",
]


@dataclass
class CaseReport:
    """One evaluated trajectory.

    Attributes:
        name: A short label (dataset example, persona, ...).
        trajectory: What the agent did.
        results: The evaluation results about it.
        expected: The expected tool calls, when the case has them (for the alignment view).
        section: Which part of the report the case belongs to.
    """

    name: str
    trajectory: Trajectory
    results: list[EvalResult] = field(default_factory=list)
    expected: list[ToolCall] | None = None
    section: str = "Cases"

    @property
    def passed(self) -> bool:
        """True when every result passed and the conversation did not end in an error (a simulation whose
        user or application failed never passes, whatever its results)."""
        if self.trajectory.metadata.get("termination") == "error":
            return False
        return all(r.passed for r in self.results)


@dataclass
class Report:
    """A titled collection of cases plus free-text notes."""

    title: str
    cases: list[CaseReport] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def sections(self) -> dict[str, list[CaseReport]]:
        """Cases grouped by section, in first-seen order."""
        grouped: dict[str, list[CaseReport]] = {}
        for case in self.cases:
            grouped.setdefault(case.section, []).append(case)
        return grouped

    def to_jsonl(self) -> str:
        """One JSON object per case and result: ``{section, case, key, score, passed, reason, metadata}``."""
        lines = []
        for case in self.cases:
            for r in case.results:
                record = _jsonable({"section": case.section, "case": case.name, **r.model_dump()})
                lines.append(json.dumps(record, sort_keys=True))
        return "\n".join(lines) + ("\n" if lines else "")


# -- terminal ------------------------------------------------------------------------------------------------


def render_table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    """A plain-text table with a header rule; cells are ``str()``-ed and left-aligned."""
    body = [[str(cell) for cell in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in body)) if body else len(h) for i, h in enumerate(headers)]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True))
    rule = "  ".join("-" * w for w in widths)
    out = [line, rule]
    out.extend("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in body)
    return "\n".join(line.rstrip() for line in out)


def render_terminal(report: Report, *, sections: Sequence[str] | None = None, title: bool = True) -> str:
    """The report as terminal text: a score table per section, then the reasons of every failed result.

    Args:
        report: The report.
        sections: Only these sections (default: all), e.g. to interleave them with other output.
        title: Start with the report's title; the notes close the text when every section is shown.
    """
    out = [report.title, "=" * len(report.title)] if title else []
    for section, cases in report.sections().items():
        if sections is not None and section not in sections:
            continue
        keys = list(dict.fromkeys(r.key for c in cases for r in c.results))
        rows = []
        for case in cases:
            by_key = _worst_by_key(case.results)
            cells = [_score_cell(by_key.get(k)) for k in keys]
            rows.append([case.name, *cells, "PASS" if case.passed else "FAIL"])
        out += ["", section, render_table(["case", *keys, "verdict"], rows)]
        for case in cases:
            ended_in_error = _error_ending(case)
            if ended_in_error:
                out += [
                    "",
                    f"FAILED {case.name} (the conversation ended in an error):",
                    f"  {ended_in_error}",
                ]
            for r in case.results:
                if not r.passed:
                    out += ["", f"FAILED {case.name} / {r.key} (score {_score_text(r)} < {r.threshold:.2f}):"]
                    out += [f"  {line}" for line in r.reason.splitlines()]
    if report.notes and sections is None:
        out += ["", *report.notes]
    return "\n".join(out).lstrip("\n")


def _score_cell(result: EvalResult | None) -> str:
    if result is None:
        return "-"
    return f"{_score_text(result)}{'' if result.passed else ' x'}"


def _score_text(result: EvalResult) -> str:
    """Two decimals, or as many as it takes for a failed score to read below its threshold (0.999 < 1)."""
    text = f"{result.score:.2f}"
    if not result.passed and float(text) >= result.threshold:
        text = f"{result.score:.6g}"
    return text


def _worst_by_key(results: Sequence[EvalResult]) -> dict[str, EvalResult]:
    """One result per key for a table cell: the failing (then lowest) one when a key repeats."""
    by_key: dict[str, EvalResult] = {}
    for r in results:
        kept = by_key.get(r.key)
        if kept is None or (r.passed, r.score) < (kept.passed, kept.score):
            by_key[r.key] = r
    return by_key


def _error_ending(case: CaseReport) -> str:
    """``source: error`` when the case's conversation ended in an error, else ``""``."""
    metadata = case.trajectory.metadata
    if metadata.get("termination") != "error":
        return ""
    return f"{metadata.get('error_source', 'unknown source')}: {metadata.get('error', 'no error message')}"


# -- alignment -----------------------------------------------------------------------------------------------


def alignment_rows(case: CaseReport) -> list[tuple[str, str, str]]:
    """(expected call, actual call, status) rows for a case, from the first result that reports ``pairs``.

    Matched pairs come first in expected order, then missing expected calls, then extra actual calls.
    """
    if case.expected is None:
        return []
    actual = case.trajectory.tool_calls()
    pairs: list[tuple[int, int]] = []
    for r in case.results:
        if "pairs" in r.metadata:
            pairs = [(int(a), int(e)) for a, e in r.metadata["pairs"]]
            break
    matched_actual = {a for a, _ in pairs}
    matched_expected = {e: a for a, e in pairs}
    rows: list[tuple[str, str, str]] = []
    for j, expected_call in enumerate(case.expected):
        if j in matched_expected:
            rows.append((expected_call.signature(), actual[matched_expected[j]].signature(), "matched"))
        else:
            rows.append((expected_call.signature(), "", "missing"))
    rows.extend(("", call.signature(), "extra") for i, call in enumerate(actual) if i not in matched_actual)
    return rows


# -- HTML ----------------------------------------------------------------------------------------------------

_CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;margin:2rem auto;max-width:70rem;color:#1d2430;padding:0 1rem}
h1{font-size:1.6rem}h2{margin-top:2.2rem;border-bottom:2px solid #dde3ea;padding-bottom:.3rem}
table{border-collapse:collapse;margin:.6rem 0}td,th{border:1px solid #dde3ea;padding:.3rem .6rem;text-align:left;vertical-align:top}
th{background:#f3f6f9}.pass{color:#176c2f;font-weight:600}.fail{color:#b3261e;font-weight:600}
.case{border:1px solid #dde3ea;border-radius:8px;padding:.8rem 1rem;margin:1rem 0}
.msg{margin:.35rem 0;padding:.4rem .6rem;border-radius:6px;white-space:pre-wrap}
.user{background:#eef4ff}.assistant{background:#f4f4f4}.system{background:#fff7e0}
.tool{font-family:ui-monospace,monospace;font-size:.85rem;margin:.2rem 0 .2rem 1.2rem;color:#334}
.err{color:#b3261e}.reason{white-space:pre-wrap;font-family:ui-monospace,monospace;font-size:.85rem}
.matched{color:#176c2f}.missing,.extra{color:#b3261e}
"""


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def render_html(report: Report) -> str:
    """The report as one self-contained HTML page (inline CSS, no scripts, no external resources)."""
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{_e(report.title)}</title><style>{_CSS}</style></head><body>",
        f"<h1>{_e(report.title)}</h1>",
    ]
    for section, cases in report.sections().items():
        parts.append(f"<h2>{_e(section)}</h2>")
        parts.append(_summary_table(cases))
        parts.extend(_case_html(case) for case in cases)
    if report.notes:
        parts.append("<h2>Notes</h2><ul>" + "".join(f"<li>{_e(n)}</li>" for n in report.notes) + "</ul>")
    parts.append("</body></html>")
    return "\n".join(parts)


def _summary_table(cases: list[CaseReport]) -> str:
    keys = list(dict.fromkeys(r.key for c in cases for r in c.results))
    head = "".join(f"<th>{_e(k)}</th>" for k in ["case", *keys, "verdict"])
    rows = []
    for case in cases:
        by_key = _worst_by_key(case.results)
        cells = []
        for k in keys:
            r = by_key.get(k)
            cells.append("<td>-</td>" if r is None else f'<td class="{_cls(r.passed)}">{_score_text(r)}</td>')
        verdict = "PASS" if case.passed else "FAIL"
        rows.append(
            f"<tr><td>{_e(case.name)}</td>{''.join(cells)}<td class='{_cls(case.passed)}'>{verdict}</td></tr>"
        )
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


def _cls(passed: bool) -> str:
    return "pass" if passed else "fail"


def _case_html(case: CaseReport) -> str:
    out = [
        f'<div class="case"><h3>{_e(case.name)} <span class="{_cls(case.passed)}">'
        f"{'PASS' if case.passed else 'FAIL'}</span></h3>"
    ]
    if case.trajectory.scenario:
        out.append(f"<p><b>Scenario:</b> {_e(case.trajectory.scenario)}</p>")
    for message in case.trajectory.messages:
        out.append(f'<div class="msg {message.role}"><b>{message.role.upper()}:</b> {_e(message.content)}')
        for call in message.tool_calls:
            outcome = (
                f'<span class="err"> → error: {_e(call.error)}</span>'
                if call.error is not None
                else f" → {_e(_short(call.result))}"
            )
            out.append(
                f'<div class="tool">[tool: {_e(call.name)}({_e(compact_json(call.args))})]{outcome}</div>'
            )
        out.append("</div>")
    if case.trajectory.metadata.get("termination"):
        out.append(f"<p><b>Ended by:</b> {_e(case.trajectory.metadata['termination'])}</p>")
    if _error_ending(case):
        out.append(f'<p class="err"><b>Error:</b> {_e(_error_ending(case))}</p>')
    rows = alignment_rows(case)
    if rows:
        out.append("<h4>Expected vs actual</h4><table><tr><th>expected</th><th>actual</th><th></th></tr>")
        out.extend(f"<tr><td>{_e(e)}</td><td>{_e(a)}</td><td class='{s}'>{s}</td></tr>" for e, a, s in rows)
        out.append("</table>")
    if case.results:
        out.append("<h4>Results</h4><table><tr><th>key</th><th>score</th><th>reason</th></tr>")
        for r in case.results:
            out.append(
                f"<tr><td>{_e(r.key)}</td><td class='{_cls(r.passed)}'>{_score_text(r)}</td>"
                f"<td class='reason'>{_e(r.reason)}{_criteria_html(r)}</td></tr>"
            )
        out.append("</table>")
    out.append("</div>")
    return "".join(out)  # no stray newlines: message blocks are white-space: pre-wrap


def _criteria_html(result: EvalResult) -> str:
    scores = result.metadata.get("criterion_scores")
    if not isinstance(scores, dict) or not scores:
        return ""
    items = "".join(
        f"<li><b>{_e(name)}</b> {_e(_fmt(d.get('score')))}: {_e(d.get('reason', ''))}</li>"
        for name, d in scores.items()
    )
    return f"<ul>{items}</ul>"


def _fmt(score: Any) -> str:
    return f"{score:.2f}" if isinstance(score, (int, float)) else str(score)


def _short(value: Any, limit: int = 160) -> str:
    text = value if isinstance(value, str) else compact_json(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _trajectory_json(trajectory: Trajectory) -> Any:
    """The trajectory as JSON data; values JSON cannot hold (a tool artifact that is a chart object, say) are
    written as their ``str`` rather than failing the whole report."""
    try:
        data = trajectory.model_dump(mode="json")
    except PydanticSerializationError:
        data = trajectory.model_dump()
    return _jsonable(data)  # strict JSON for other tools: NaN and infinities become null


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return None  # as pydantic's JSON mode writes NaN and infinities
    if value is None or isinstance(value, (str, int, float)):
        return value
    return str(value)


def write_report(report: Report, out_dir: str | Path) -> list[Path]:
    """Write ``trajectories.json`` (every case's trajectory), ``results.jsonl`` (every result) and
    ``report.html`` (the self-contained page) into ``out_dir``, creating it; returns the paths written."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    trajectories = [
        {"section": c.section, "case": c.name, "trajectory": _trajectory_json(c.trajectory)}
        for c in report.cases
    ]
    paths = [out / "trajectories.json", out / "results.jsonl", out / "report.html"]
    paths[0].write_text(json.dumps(trajectories, indent=2), encoding="utf-8")
    paths[1].write_text(report.to_jsonl(), encoding="utf-8")
    paths[2].write_text(render_html(report), encoding="utf-8")
    return paths
