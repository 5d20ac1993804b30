"""Invalid trials in a report: the runs the simulated user or the judge spoiled, counted apart and listed with
their evidence (terminal lines and the HTML page's "Simulator faults" section)."""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from langchain_trajectory.trials.model import CaseReport, Trial

__all__ = ["fault_counts", "faults_html", "faults_lines", "invalid_note", "simulator_text"]


def fault_counts(cases: Iterable[CaseReport]) -> Counter[str]:
    """How many invalid trials each fault caused."""
    return Counter(str(t.fault) for c in cases for t in c.trials if not t.valid)


def invalid_note(cases: Sequence[CaseReport]) -> str | None:
    """``invalid: 3 trials left out of every figure (user_simulator 2, judge 1)``, or None when every trial
    is valid."""
    counts = fault_counts(cases)
    if not counts:
        return None
    total = sum(counts.values())
    shown = ", ".join(f"{fault} {n}" for fault, n in counts.most_common())
    unjudged = [c.name for c in cases if not any(t.valid for t in c.trials)]
    note = f"invalid: {total} trial{'s' if total > 1 else ''} left out of every figure ({shown})"
    if unjudged:
        listed = "; ".join(unjudged[:5]) + (
            f"; ... and {len(unjudged) - 5} more" if len(unjudged) > 5 else ""
        )
        note += f"; no valid trial, so no verdict, for {listed}"
    return note


def simulator_text(simulator: Any) -> str:
    """The simulated user's stamp as one line: ``llm gpt-4o-mini, prompt 1a2b3c4d5e6f7a8b``."""
    if not isinstance(simulator, Mapping):
        return ""
    parts = [str(simulator.get("kind") or "user")]
    if simulator.get("model"):
        parts.append(str(simulator["model"]))
    text = " ".join(parts)
    if simulator.get("prompt_hash"):
        text += f", prompt {simulator['prompt_hash']}"
    return text


def _simulator(trial: Trial) -> Any:
    return trial.trajectory.metadata.get("user_simulator") if trial.trajectory is not None else None


def faults_lines(case: CaseReport) -> list[str]:
    """One block per invalid trial of ``case``: ``INVALID case [trial 2] (user_simulator): evidence``."""
    out: list[str] = []
    many = len(case.trials) > 1
    for trial in case.trials:
        if trial.valid:
            continue
        where = f" [trial {trial.index + 1}]" if many else ""
        stamp = simulator_text(_simulator(trial))
        by = f"; simulated user: {stamp}" if stamp else ""
        out += ["", f"INVALID {case.name}{where} ({trial.fault}{by}), left out of the figures:"]
        out += [f"  {line}" for line in (trial.fault_reason or "no evidence recorded").split("; ")]
    return out


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def faults_html(cases: Sequence[tuple[int, CaseReport]]) -> str:
    """The HTML page's "Simulator faults" section: every invalid trial, linked to its case, with its fault,
    the simulated user's stamp and the evidence; empty when every trial is valid."""
    rows = []
    for number, case in cases:
        for trial in case.trials:
            if trial.valid:
                continue
            anchor = f"case-{number}-t{trial.index + 1}"
            evidence = "".join(f"<li>{_e(part)}</li>" for part in (trial.fault_reason or "–").split("; "))
            rows.append(
                f'<tr><td><a href="#{anchor}">{_e(case.name)}</a></td><td class=num>{trial.index + 1}</td>'
                f"<td>{_e(trial.fault)}</td><td>{_e(simulator_text(_simulator(trial)) or '–')}</td>"
                f'<td><ul class="criteria">{evidence}</ul></td></tr>'
            )
    if not rows:
        return ""
    return (
        '<section id="simulator-faults"><h2>Simulator faults</h2>'
        f'<p class="muted">{len(rows)} trial{"s" if len(rows) > 1 else ""} spoiled by the simulated user or the '
        "judge, left out of pass rates, pass^k, gates and the baseline comparison.</p>"
        '<table class="faults"><tr><th>case</th><th class=num>trial</th><th>fault</th><th>simulated user</th>'
        "<th>evidence</th></tr>" + "".join(rows) + "</table></section>"
    )
