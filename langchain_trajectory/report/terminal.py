"""The report as terminal text: a table per section, why each failing case failed, and the trial figures."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from langchain_trajectory.errors import EvaluatorFailure
from langchain_trajectory.evaluators.base import EvalResult
from langchain_trajectory.report._faults import faults_lines, invalid_note
from langchain_trajectory.trials.baseline import Comparison
from langchain_trajectory.trials.gates import GateReport, case_line
from langchain_trajectory.trials.model import CaseReport, Outcome, Report
from langchain_trajectory.trials.stats import Summary
from langchain_trajectory.trials.usage import CaseUsage, usage_line

__all__ = [
    "render_comparison",
    "render_summary",
    "render_table",
    "render_terminal",
    "render_usage_changes",
    "score_text",
]


def render_table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    """A plain-text table with a header rule; cells are ``str()``-ed and left-aligned."""
    body = [[str(cell) for cell in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in body)) if body else len(h) for i, h in enumerate(headers)]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True))
    rule = "  ".join("-" * w for w in widths)
    out = [line, rule]
    out.extend("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in body)
    return "\n".join(line.rstrip() for line in out)


def score_text(result: EvalResult) -> str:
    """Two decimals, or as many as it takes for a failed score to read below its threshold (0.999 < 1)."""
    text = f"{result.score:.2f}"
    if not result.passed and float(text) >= result.threshold:
        text = f"{result.score:.6g}"
    return text


def _by_key(case: CaseReport) -> dict[str, list[Outcome]]:
    grouped: dict[str, list[Outcome]] = {}
    for trial in case.trials:
        if not trial.valid:
            continue
        for r in trial.results:
            grouped.setdefault(r.key, []).append(r)
    return grouped


def _cell(outcomes: list[Outcome] | None, trials: int) -> str:
    """One key of one case: for a case run once, its worst result (the failing one when the key repeats, as
    per-turn results do); over several trials, the mean score. ``x`` marks a failed result, ``(n error)``
    evaluations that raised."""
    if not outcomes:
        return "-"
    results = [r for r in outcomes if isinstance(r, EvalResult)]
    errors = len(outcomes) - len(results)
    failed = bool(errors) or any(not r.passed for r in results)
    if not results:
        text = "error"
    elif trials == 1:
        text = score_text(min(results, key=lambda r: (r.passed, r.score)))
    else:
        text = f"{sum(r.score for r in results) / len(results):.2f}"
    return f"{text}{' x' if failed and results else ''}{f' ({errors} error)' if errors else ''}"


def _failure_lines(case: CaseReport) -> list[str]:
    out: list[str] = []
    many = len(case.trials) > 1
    crashed = [t for t in case.trials if t.error and t.valid]
    for trial in crashed:
        where = f" [trial {trial.index}]" if many else ""
        out += ["", f"FAILED {case.name}{where} (the conversation ended in an error):", f"  {trial.error}"]
    for key, entries in _failing(case).items():
        results = [(i, r) for i, r in entries if isinstance(r, EvalResult)]
        errors = [(i, r) for i, r in entries if isinstance(r, EvaluatorFailure)]
        if results:
            out += ["", _failed_head(case, key, results)]
            for reason in dict.fromkeys(r.reason for _, r in results):
                out += [f"  {line}" for line in reason.splitlines()]
        for i, failure in errors:
            where = f" [trial {i}]" if many else ""
            assert isinstance(failure, EvaluatorFailure)
            out += ["", f"ERROR {case.name}{where} / {key}: {failure.error_type}: {failure.error}"]
    return out + faults_lines(case)


def _failing(case: CaseReport) -> dict[str, list[tuple[int, Outcome]]]:
    """The failed evaluations of the case's valid trials, by key, with their trial's index."""
    failing: dict[str, list[tuple[int, Outcome]]] = {}
    for trial in case.trials:
        if not trial.valid:
            continue
        for r in trial.results:
            if not r.passed:
                failing.setdefault(r.key, []).append((trial.index, r))
    return failing


def _failed_head(case: CaseReport, key: str, results: list[tuple[int, EvalResult]]) -> str:
    if len(case.trials) > 1:
        trials = ", ".join(str(i) for i, _ in results)  # numbered as in results.jsonl
        scores = ", ".join(score_text(r) for _, r in results)
        return (
            f"FAILED {case.name} / {key} in {len(results)} of {len(case.trials)} trials "
            f"(trials {trials}; scores {scores} < {results[0][1].threshold:.2f}):"
        )
    r = results[0][1]
    return f"FAILED {case.name} / {key} (score {score_text(r)} < {r.threshold:.2f}):"


def render_summary(
    summary: Summary, gates: GateReport | None = None, cases: Sequence[CaseReport] = ()
) -> str:
    """The overall figures as a few lines: cases, pass rate with its interval, pass^k, flakiness, invalid
    trials (by fault, when the report's ``cases`` are given), gates."""
    low, high = summary.interval
    level = round(summary.confidence * 100)
    valid = " valid" if summary.invalid else ""
    lines = [
        f"{len(summary.cases)} cases, {summary.trials}{valid} trials: {summary.passed} passed "
        f"({summary.pass_rate:.1%}, {level}% CI {low:.1%}-{high:.1%}); "
        f"{summary.cases_passed} of {len(summary.cases)} cases passed every trial"
    ]
    if summary.invalid:
        note = invalid_note(cases) if cases else None
        lines.append(note or f"invalid: {summary.invalid} trials left out of every figure")
    if summary.max_k > 1:
        lines += _repeat_lines(summary)
    if summary.errors:
        lines.append(f"errors: {summary.errors} trials hold an evaluator error or a failed run")
    means = _means(summary)
    if means:
        lines.append(f"mean scores: {means}")
    if gates is not None:
        lines += _gate_lines(gates)
    return "\n".join(lines)


def _repeat_lines(summary: Summary) -> list[str]:
    """pass^k and the flaky cases, for trials run more than once."""
    curve = ", ".join(f"k={k} {v:.2f}" for k, v in summary.pass_hat_curve())
    lines = [f"pass^k (all k trials pass, mean over cases): {curve}"]
    flaky = summary.flaky_cases
    if flaky:
        shown = "; ".join(f"{c.name} {c.passed}/{c.trials}" for c in flaky[:10])
        more = f"; ... and {len(flaky) - 10} more" if len(flaky) > 10 else ""
        lines.append(f"flaky: {len(flaky)} case{'s' if len(flaky) > 1 else ''} ({shown}{more})")
    return lines


def _means(summary: Summary) -> str:
    return ", ".join(
        f"{k.key} {k.scores.mean:.2f}"
        + (f" (sd {k.scores.std:.2f})" if summary.max_k > 1 and k.scores.std else "")
        for k in summary.keys.values()
        if k.scores.mean is not None
    )


def _gate_lines(gates: GateReport) -> list[str]:
    if gates.passed:
        overall = f", overall >= {gates.overall_gate}" if gates.overall_gate is not None else ""
        return [f"gates passed (per case {gates.case_gate}{overall})"]
    return [f"GATE FAILED {m}" for m in gates.messages]


def render_comparison(comparison: Comparison) -> str:
    """The baseline comparison as terminal text: changed cases, then the tests and the verdict."""
    rows = []
    for change in comparison.cases:
        if change.status == "unchanged":
            continue
        before = case_line(change.baseline).split(" (")[0] if change.baseline else "-"
        after = case_line(change.current).split(" (")[0] if change.current else "-"
        deltas = ", ".join(f"{k} {d:+.2f}" for k, d in change.score_deltas.items() if abs(d) > 1e-9)
        rows.append([change.name, change.status, before, after, deltas or "-"])
    out = []
    if rows:
        out.append(render_table(["case", "status", "baseline", "current", "score changes"], rows))
    else:
        out.append("no case changed")
    v = comparison.verdicts
    out.append(
        f"\nverdicts: {v.regressions} regressed, {v.improvements} improved; exact McNemar p(worse) = "
        f"{v.p_worse:.4g} (two-sided {v.p_value:.4g})"
    )
    for key, b in comparison.scores.items():
        out.append(
            f"{key}: mean change {b.mean_diff:+.3f} (95% CI {b.low:+.3f} to {b.high:+.3f}), "
            f"paired bootstrap p(worse) = {b.p_worse:.4g} over {b.pairs} cases"
        )
    level = f"alpha {comparison.alpha:g} over {comparison.tests} tests: each at {comparison.level:.4g}"
    if comparison.significant_regression:
        what = (["case verdicts"] if comparison.verdicts_regressed else []) + comparison.regressed_keys
        out.append(f"SIGNIFICANT REGRESSION in {', '.join(what)} ({level})")
    else:
        out.append(f"no significant regression ({level})")
    return "\n".join(out)


def render_terminal(report: Report, *, sections: Sequence[str] | None = None, title: bool = True) -> str:
    """The report as terminal text: a score table per section, then why every failing case failed, then
    (when every section is shown) the trial figures, the gates, the baseline comparison and the notes.

    Args:
        report: The report.
        sections: Only these sections (default: all), e.g. to interleave them with other output.
        title: Start with the report's title.
    """
    out = [report.title, "=" * len(report.title)] if title else []
    many = any(len(c.trials) > 1 for c in report.cases)
    usage = report.usage() if report.cases else {}
    ids = dict(zip(map(id, report.cases), report.case_ids(), strict=True)) if usage else {}
    usage_headers = _usage_headers(usage.values())
    for section, cases in report.sections().items():
        if sections is not None and section not in sections:
            continue
        keys = list(dict.fromkeys(r.key for c in cases for t in c.trials for r in t.results))
        rows = [
            _case_row(case, keys, many, _usage_cells(usage.get(ids.get(id(case), "")), usage_headers))
            for case in cases
        ]
        headers = ["case", *keys, *(["trials"] if many else []), *usage_headers, "verdict"]
        out += ["", section, render_table(headers, rows)]
        for case in cases:
            out += _failure_lines(case)
    if sections is None and report.cases:
        out += _figures_lines(report, usage)
    if report.notes and sections is None:
        out += ["", *report.notes]
    return "\n".join(out).lstrip("\n")


def _case_row(case: CaseReport, keys: list[str], many: bool, usage_cells: list[str]) -> list[str]:
    """A case's row of the score table: its name, a cell per key, its trials (when any case has several),
    its usage cells and its verdict."""
    by_key = _by_key(case)
    valid = [t for t in case.trials if t.valid]
    spoiled = len(case.trials) - len(valid)
    trials = (
        [f"{sum(t.passed for t in valid)}/{len(valid)}" + (f" +{spoiled} invalid" if spoiled else "")]
        if many
        else []
    )
    verdict = "INVALID" if not valid else "PASS" if case.passed else "FAIL"
    return [case.name, *(_cell(by_key.get(k), len(valid)) for k in keys), *trials, *usage_cells, verdict]


def _figures_lines(report: Report, usage: Mapping[str, CaseUsage]) -> list[str]:
    """What follows the tables when every section is shown: the trial figures, the gates, the usage, and the
    comparison with the baseline."""
    summary = report.summary()
    out = ["", render_summary(summary, report.gates(summary), report.cases)]
    line = usage_line(list(usage.values()))
    if line is not None:
        out.append(line)
    comparison = report.comparison(summary)
    if comparison is not None:
        baseline = report.baseline.title if report.baseline is not None else "the baseline"
        out += ["", f"Compared with {baseline}", render_comparison(comparison)]
        changes = render_usage_changes(report)
        if changes is not None:
            out += ["", changes]
    return out


# -- usage: tokens, cost and latency -------------------------------------------------------------------------------


def _usage_headers(figures: Iterable[CaseUsage]) -> list[str]:
    """The usage columns that have a figure for some case."""
    known = list(figures)
    headers = []
    if any(f.tokens is not None for f in known):
        headers += ["tokens", "tokens/pass"]
    if any(f.cost is not None for f in known):
        headers += ["cost", "cost/pass"]
    if any(f.latency_s is not None for f in known):
        headers.append("latency")
    return headers


def _figure(value: float | None, kind: str) -> str:
    if value is None:
        return "-"
    if kind == "tokens":
        return f"{value:,.0f}"
    if kind == "latency":
        return f"{value:.2f}s"
    return f"{value:.4g}"


def _usage_cells(figures: CaseUsage | None, headers: Sequence[str]) -> list[str]:
    """One case's usage cells: mean tokens, cost and latency per trial, and tokens and cost per passed trial."""
    if figures is None:
        return ["-"] * len(headers)
    values = {
        "tokens": (figures.tokens, "tokens"),
        "tokens/pass": (figures.tokens_per_pass, "tokens"),
        "cost": (figures.cost, "cost"),
        "cost/pass": (figures.cost_per_pass, "cost"),
        "latency": (figures.latency_s, "latency"),
    }
    return [_figure(*values[h]) for h in headers]


def _delta(before: float | None, after: float | None, kind: str) -> str:
    if before is None or after is None:
        return "-"
    change = after - before
    relative = f" ({change / before:+.0%})" if before else ""
    if kind == "tokens":
        return f"{change:+,.0f}{relative}"
    if kind == "latency":
        return f"{change:+.2f}s{relative}"
    return f"{change:+.4g}{relative}"


def render_usage_changes(report: Report) -> str | None:
    """Tokens, cost and latency per trial against the baseline's, per case present on both sides with figures,
    and over all of them; None when there is nothing to compare."""
    if report.baseline is None:
        return None
    now, before = report.usage(), report.baseline.usage()
    both = [name for name in now if name in before]
    if not both:
        return None
    rows = []
    for name in both:
        b, c = before[name], now[name]
        rows.append(
            [
                name,
                f"{_figure(b.tokens, 'tokens')} -> {_figure(c.tokens, 'tokens')}",
                _delta(b.tokens, c.tokens, "tokens"),
                _delta(b.cost, c.cost, "cost"),
                _delta(b.latency_s, c.latency_s, "latency"),
            ]
        )

    def mean(figures: dict[str, CaseUsage], attribute: str) -> float | None:
        values = [getattr(figures[n], attribute) for n in both]
        return None if None in values else sum(values) / len(values)

    rows.append(
        [
            "(mean over these cases)",
            f"{_figure(mean(before, 'tokens'), 'tokens')} -> {_figure(mean(now, 'tokens'), 'tokens')}",
            _delta(mean(before, "tokens"), mean(now, "tokens"), "tokens"),
            _delta(mean(before, "cost"), mean(now, "cost"), "cost"),
            _delta(mean(before, "latency_s"), mean(now, "latency_s"), "latency"),
        ]
    )
    table = render_table(["case", "tokens per trial", "change", "cost change", "latency change"], rows)
    return "usage against the baseline (per trial):\n" + table
