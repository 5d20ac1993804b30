"""The report as one self-contained HTML page: inline CSS, one inline script (the filters and the trials'
renderer, with the trials as one compact data blob) and an inline SVG chart; it loads nothing from anywhere.

The page opens with the summary (cases, pass rate with its interval, cases passing every trial, flaky cases,
errors, the gates, per-evaluator means and spread, the pass^k curve) and, with a baseline, the comparison.
Filters (all, failing, flaky, regressed) show and hide cases; the case index links to each case. A case shows
its figures, one mark per trial, and each trial's conversation (each tool call with its node, agent, duration,
result or error), the expected-vs-actual alignment with an argument-level diff for near misses, and every
result with its reason and per-criterion judge reasons.

A case's trials are rendered in the browser when the case is opened (scrolled near, or reached through a link or
the address), not all at load: a report of 1,000 cases x 10 trials stays a few megabytes and answers at once
(``_lazy.py``; what a trial shows is decided in ``_trial_data.py``). The browser's find-in-page therefore sees
only the cases opened so far. Every text from a run is escaped (HTML here; in the data blob, JSON with ``<``,
``>`` and ``&`` escaped, put into the page as text nodes).
"""

from __future__ import annotations

import html
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from langchain_trajectory.report._faults import faults_html
from langchain_trajectory.report._lazy import JS, Table, script_data
from langchain_trajectory.report._trial_data import case_data, dots_data
from langchain_trajectory.report.coverage_html import coverage_section
from langchain_trajectory.trials.baseline import CaseChange, Comparison
from langchain_trajectory.trials.gates import GateReport
from langchain_trajectory.trials.model import CaseReport, Report
from langchain_trajectory.trials.stats import CaseSummary, Summary
from langchain_trajectory.trials.usage import usage_line, usage_text

__all__ = ["render_html", "write_html"]

_CSS = """
:root{--fg:#1d2430;--muted:#5d6b7a;--line:#dde3ea;--soft:#f5f7fa;--pass:#17803a;--fail:#c0302a;--flaky:#b7791f;
--pass-bg:#e8f5ec;--fail-bg:#fdecea;--flaky-bg:#fdf5e6;--accent:#2f5fd0}
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:var(--fg);background:#fff;line-height:1.45}
main{max-width:76rem;margin:0 auto;padding:1.5rem 1.25rem 4rem}
h1{font-size:1.55rem;margin:.2rem 0 1rem}h2{font-size:1.2rem;margin:2rem 0 .6rem;padding-bottom:.3rem;border-bottom:2px solid var(--line)}
h3{font-size:1.05rem;margin:0;display:flex;gap:.5rem;align-items:baseline;flex-wrap:wrap}
h4{font-size:.9rem;margin:1rem 0 .4rem;color:var(--muted);text-transform:uppercase;letter-spacing:.03em}
a{color:var(--accent);text-decoration:none}a:hover{text-decoration:underline}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.84rem}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(10.5rem,1fr));gap:.7rem;margin-bottom:1rem}
.card{border:1px solid var(--line);border-radius:10px;padding:.7rem .9rem;background:var(--soft)}
.card .big{font-size:1.6rem;font-weight:650}.card .label{color:var(--muted);font-size:.85rem}
.card.pass{background:var(--pass-bg);border-color:#b9dfc5}.card.fail{background:var(--fail-bg);border-color:#f3c2bd}
.panels{display:grid;grid-template-columns:minmax(0,1.4fr) minmax(0,1fr);gap:1rem;align-items:start}
@media (max-width:56rem){.panels{grid-template-columns:1fr}}
.panel{border:1px solid var(--line);border-radius:10px;padding:.7rem .9rem}
.panel h4{margin-top:0}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
th{font-size:.8rem;color:var(--muted);font-weight:600;background:var(--soft)}
td{overflow-wrap:anywhere}
.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.badge{display:inline-block;border-radius:999px;padding:.05rem .55rem;font-size:.75rem;font-weight:650;letter-spacing:.02em}
.badge.pass{background:var(--pass-bg);color:var(--pass)}.badge.fail{background:var(--fail-bg);color:var(--fail)}
.badge.flaky{background:var(--flaky-bg);color:var(--flaky)}.badge.info{background:#e8eefc;color:var(--accent)}
.pass-t{color:var(--pass);font-weight:600}.fail-t{color:var(--fail);font-weight:600}.muted{color:var(--muted)}
.filters{position:sticky;top:0;background:rgba(255,255,255,.96);padding:.6rem 0;border-bottom:1px solid var(--line);z-index:2;
display:flex;gap:.5rem;flex-wrap:wrap;align-items:center}
.filters button{border:1px solid var(--line);background:#fff;border-radius:999px;padding:.3rem .8rem;cursor:pointer;font:inherit;font-size:.85rem}
.filters button[aria-pressed=true]{background:var(--fg);color:#fff;border-color:var(--fg)}
.filters .shown{margin-left:auto;color:var(--muted);font-size:.85rem}
.index td:nth-child(2),.results td:nth-child(1),.results td:nth-child(3){white-space:nowrap}
.dots{display:inline-flex;gap:3px;flex-wrap:wrap;vertical-align:middle}
.dot{display:inline-block;width:.8rem;height:.8rem;border-radius:3px}
.dot.pass{background:var(--pass)}.dot.fail{background:var(--fail)}.dot.invalid{background:#b8c0cc}
a.dot:hover{outline:2px solid var(--accent)}
.case{border:1px solid var(--line);border-radius:10px;padding:.9rem 1rem;margin:1rem 0;scroll-margin-top:3.5rem}
.case:target{box-shadow:0 0 0 3px #c9d8fb}
.stats{color:var(--muted);font-size:.88rem;margin:.35rem 0}
.trial{border-top:1px solid var(--line);margin-top:.6rem;padding-top:.4rem}
.trial>summary{cursor:pointer;font-weight:600;font-size:.92rem;padding:.2rem 0}
.msg{margin:.45rem 0;padding:.5rem .7rem;border-radius:8px;border:1px solid transparent}
.msg .role{font-size:.72rem;font-weight:700;color:var(--muted);letter-spacing:.05em}
.msg .text{white-space:pre-wrap;overflow-wrap:anywhere}
.user{background:#eef4ff}.assistant{background:var(--soft)}.system{background:#fff7e0}
.call{margin:.4rem 0 .1rem;border:1px solid var(--line);border-left:3px solid var(--accent);border-radius:6px;background:#fff;padding:.35rem .55rem;min-width:0}
.call.error{border-left-color:var(--fail)}
.call .sig{white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word;display:block}
.call .meta{display:flex;gap:.35rem;flex-wrap:wrap;margin-top:.2rem}
.call .meta span{font-size:.72rem;background:var(--soft);border-radius:4px;padding:0 .35rem;color:var(--muted)}
.call .out{white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word;color:#334;margin-top:.2rem}
.call .out.err{color:var(--fail)}
.align td.status{white-space:nowrap;font-weight:600}
.st-matched{color:var(--pass)}.st-near{color:var(--flaky)}.st-missing,.st-extra{color:var(--fail)}
.argdiff{margin:.35rem 0 .2rem;width:auto;min-width:60%}.argdiff td,.argdiff th{padding:.15rem .45rem;font-size:.82rem}
.argdiff tr.differs td{background:var(--fail-bg)}.argdiff tr.absent td{background:var(--flaky-bg)}
.reason{white-space:pre-wrap;overflow-wrap:anywhere;font-family:ui-monospace,monospace;font-size:.8rem;margin:0}
.criteria{margin:.3rem 0 0;padding-left:1.1rem;font-size:.85rem}
.errorbox{background:var(--fail-bg);color:var(--fail);border-radius:6px;padding:.4rem .6rem;white-space:pre-wrap;overflow-wrap:anywhere}
svg text{font-size:11px;fill:var(--muted)}
.legend{font-size:.8rem;color:var(--muted);display:flex;gap:1rem}
.legend i{display:inline-block;width:1.2rem;height:0;border-top:2px solid var(--accent);vertical-align:middle;margin-right:.3rem}
.legend i.at{border-top:2px dashed var(--pass)}
#gate-failures{margin:.8rem 0}
[hidden]{display:none!important}
"""

def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _pct(value: float) -> str:
    return f"{value:.1%}"


def _badge(text: str, kind: str) -> str:
    return f'<span class="badge {kind}">{_e(text)}</span>'


# -- summary -------------------------------------------------------------------------------------------------


def _card(big: str, label: str, sub: str = "", kind: str = "") -> str:
    sub_html = f'<div class="label">{sub}</div>' if sub else ""
    return f'<div class="card {kind}"><div class="big">{big}</div><div class="label">{label}</div>{sub_html}</div>'


def _cards(summary: Summary, gates: GateReport, comparison: Comparison | None) -> str:
    low, high = summary.interval
    level = round(summary.confidence * 100)
    cards = [
        _card(str(len(summary.cases)), "cases", f"{summary.trials} trials"),
        _card(
            _pct(summary.pass_rate),
            "pass rate",
            f"{level}% CI {_pct(low)} – {_pct(high)} · {summary.passed}/{summary.trials} trials",
            "pass" if summary.passed == summary.trials else "",
        ),
        _card(f"{summary.cases_passed}/{len(summary.cases)}", "cases passing every trial"),
        _card(str(len(summary.flaky_cases)), "flaky cases", "passed some trials, failed others"),
        _card(str(summary.errors), "trials with errors", "an evaluator raised or the run failed"),
    ]
    if summary.invalid:
        cards.append(
            _card(
                str(summary.invalid),
                "invalid trials",
                '<a href="#simulator-faults">spoiled by the simulated user or the judge</a>; left out',
                "fail",
            )
        )
    gate_text = f"per case {gates.case_gate}" + (
        f", overall ≥ {gates.overall_gate}" if gates.overall_gate is not None else ""
    )
    cards.append(
        _card(
            "passed" if gates.passed else "failed", "gates", _e(gate_text), "pass" if gates.passed else "fail"
        )
    )
    if comparison is not None:
        verdict = "regressed" if comparison.significant_regression else "no significant regression"
        cards.append(
            _card(
                f"{len(comparison.by_status('regressed', 'worse'))}",
                "cases worse than the baseline",
                _e(verdict),
                "fail" if comparison.significant_regression else "",
            )
        )
    return f'<div class="cards" id="summary">{"".join(cards)}</div>'


def _keys_table(summary: Summary, baseline: Summary | None) -> str:
    head = "<tr><th>evaluator</th><th class=num>mean</th><th class=num>sd</th><th class=num>min–max</th>"
    head += "<th class=num>passed</th><th class=num>errors</th>"
    if baseline is not None:
        head += "<th class=num>baseline</th><th class=num>change</th>"
    rows = []
    for k in summary.keys.values():
        s = k.scores
        mean = f"{s.mean:.3f}" if s.mean is not None else "–"
        sd = f"{s.std:.3f}" if s.std is not None else "–"
        span = f"{s.min:.2f}–{s.max:.2f}" if s.min is not None and s.max is not None else "–"
        cells = (
            f"<td>{_e(k.key)}</td><td class=num>{mean}</td><td class=num>{sd}</td><td class=num>{span}</td>"
            f"<td class=num>{k.passed}/{k.evaluations}</td><td class=num>{k.errors}</td>"
        )
        if baseline is not None:
            old = baseline.keys.get(k.key)
            old_mean = old.scores.mean if old is not None else None
            cells += f"<td class=num>{f'{old_mean:.3f}' if old_mean is not None else '–'}</td>"
            if old_mean is not None and s.mean is not None:
                delta = s.mean - old_mean
                kind = "fail-t" if delta < -1e-9 else "pass-t" if delta > 1e-9 else "muted"
                cells += f'<td class="num {kind}">{delta:+.3f}</td>'
            else:
                cells += "<td class=num>–</td>"
        rows.append(f"<tr>{cells}</tr>")
    return f'<table class="keys">{head}</tr>{"".join(rows)}</table>'


def _curve(summary: Summary) -> str:
    """pass^k and pass@k against k as an inline SVG line chart."""
    hat, at = summary.pass_hat_curve(), summary.pass_at_curve()
    width, height, left, right, top, bottom = 420, 200, 36, 12, 10, 28
    kmax = max(len(hat), 2)

    def x(k: int) -> float:
        return left + (k - 1) * (width - left - right) / (kmax - 1)

    def y(v: float) -> float:
        return top + (1 - v) * (height - top - bottom)

    parts = [f'<svg viewBox="0 0 {width} {height}" width="100%" role="img" aria-label="pass^k curve">']
    for v in (0, 0.25, 0.5, 0.75, 1):
        parts.append(
            f'<line x1="{left}" x2="{width - right}" y1="{y(v):.1f}" y2="{y(v):.1f}" stroke="#e5e9ef"/>'
            f'<text x="{left - 6}" y="{y(v) + 4:.1f}" text-anchor="end">{v:g}</text>'
        )
    step = max(1, len(hat) // 10)
    for k, _ in hat[::step]:
        parts.append(f'<text x="{x(k):.1f}" y="{height - 10}" text-anchor="middle">{k}</text>')
    for points, style, name in (
        (at, 'stroke="#17803a" stroke-dasharray="5 4"', "pass@k"),
        (hat, 'stroke="#2f5fd0"', "pass^k"),
    ):
        coords = " ".join(f"{x(k):.1f},{y(v):.1f}" for k, v in points)
        parts.append(f'<polyline fill="none" stroke-width="2" {style} points="{coords}"/>')
        color = "#17803a" if name == "pass@k" else "#2f5fd0"
        parts.extend(
            f'<circle cx="{x(k):.1f}" cy="{y(v):.1f}" r="3" fill="{color}"><title>{name} k={k}: {v:.3f}</title></circle>'
            for k, v in points
        )
    parts.append("</svg>")
    note = (
        ""
        if len(hat) > 1
        else '<p class="muted">One trial per case: run cases several times (<code>num_repetitions</code>, '
        "<code>--trials</code>, <code>repetitions=</code>) to see how reliability falls with k.</p>"
    )
    legend = '<div class="legend"><span><i></i>pass^k: all k trials pass</span><span><i class="at"></i>pass@k: at least one passes</span></div>'
    return "".join(parts) + legend + note


def _comparison_panel(comparison: Comparison, baseline_title: str) -> str:
    v = comparison.verdicts
    rows = [
        f"<tr><td>case verdicts (exact McNemar)</td><td class=num>{v.regressions} regressed, {v.improvements} improved</td>"
        f"<td class=num>{v.p_worse:.4g}</td></tr>"
    ]
    for key, b in comparison.scores.items():
        kind = "fail-t" if key in comparison.regressed_keys else ""
        rows.append(
            f"<tr><td>{_e(key)} (paired bootstrap, {b.pairs} cases)</td>"
            f'<td class="num {kind}">{b.mean_diff:+.3f} [{b.low:+.3f}, {b.high:+.3f}]</td><td class=num>{b.p_worse:.4g}</td></tr>'
        )
    verdict = (
        _badge("significant regression", "fail")
        if comparison.significant_regression
        else _badge("no significant regression", "pass")
    )
    return (
        f'<div class="panel" id="comparison"><h4>Against the baseline: {_e(baseline_title)}</h4>'
        f"<p>{verdict} <span class=muted>alpha {comparison.alpha:g} over {comparison.tests} tests, each at "
        f"{comparison.level:.3g} (Bonferroni)</span></p>"
        f"<table><tr><th>test</th><th class=num>change</th><th class=num>p (worse)</th></tr>{''.join(rows)}</table></div>"
    )


# -- cases ---------------------------------------------------------------------------------------------------


def _flags(figures: CaseSummary, change: CaseChange | None, failing: set[str]) -> dict[str, str]:
    return {
        "failing": "1" if figures.name in failing else "0",
        "flaky": "1" if figures.flaky else "0",
        "regressed": "1" if change is not None and change.got_worse else "0",
    }


def _attrs(flags: Mapping[str, str]) -> str:
    return "data-case " + " ".join(f'data-{k}="{v}"' for k, v in flags.items())


def _dots(number: int) -> str:
    """The trial marks' place; the script fills it from the case's data (one mark per trial, linking to it)."""
    return f'<span class="dots" data-dots="{number}"></span>'


def _baseline_text(change: CaseChange | None) -> str:
    if change is None:
        return ""
    if change.baseline is None:
        return _badge("new", "info")
    kind = {"regressed": "fail", "worse": "fail", "improved": "pass", "better": "pass"}.get(
        change.status, "info"
    )
    delta = change.pass_rate_delta
    shown = f" {delta:+.0%}" if delta else ""
    return f"{change.baseline.passed}/{change.baseline.trials} → {_badge(change.status + shown, kind)}"


def _index(
    cases: Sequence[tuple[int, CaseReport, CaseSummary, CaseChange | None]],
    keys: list[str],
    failing: set[str],
    with_baseline: bool,
) -> str:
    head = "<tr><th>case</th><th>trials</th><th class=num>pass rate</th>"
    head += "".join(f"<th class=num>{_e(k)}</th>" for k in keys)
    head += "<th>baseline</th>" if with_baseline else ""
    head += "<th>verdict</th></tr>"
    rows = []
    for number, case, figures, change in cases:
        anchor = f"case-{number}"
        cells = [
            f'<td><a href="#{anchor}">{_e(case.name)}</a></td>',
            f"<td>{_dots(number)} <span class=muted>{figures.passed}/{figures.trials}</span></td>",
            f"<td class=num>{figures.pass_rate:.0%}</td>",
        ]
        for k in keys:
            stats = figures.keys.get(k)
            if stats is None:
                cells.append("<td class=num>–</td>")
            elif stats.scores.mean is None:
                cells.append('<td class="num fail-t">error</td>')
            else:
                kind = "" if stats.passed == stats.evaluations else "fail-t"
                cells.append(f'<td class="num {kind}">{stats.scores.mean:.2f}</td>')
        if with_baseline:
            cells.append(f"<td>{_baseline_text(change)}</td>")
        verdict = _verdict(figures, failing)
        if figures.flaky:
            verdict += " " + _badge("flaky", "flaky")
        cells.append(f"<td>{verdict}</td>")
        rows.append(f"<tr {_attrs(_flags(figures, change, failing))}>{''.join(cells)}</tr>")
    return f'<table class="index">{head}{"".join(rows)}</table>'


def _verdict(figures: CaseSummary, failing: set[str]) -> str:
    if not figures.judged:
        return _badge("NO VERDICT", "flaky")
    return _badge("FAIL", "fail") if figures.name in failing else _badge("PASS", "pass")


def _case_html(
    number: int,
    case: CaseReport,
    figures: CaseSummary,
    change: CaseChange | None,
    failing: set[str],
    usage: str = "",
) -> str:
    anchor = f"case-{number}"
    badges = _verdict(figures, failing)
    if figures.flaky:
        badges += " " + _badge("flaky", "flaky")
    low, high = figures.interval
    stats = [
        f"{figures.passed}/{figures.trials} trials passed ({figures.pass_rate:.0%}, CI {low:.0%}–{high:.0%})"
        if figures.judged
        else "no valid trial"
    ]
    if figures.invalid:
        stats.append(f'<a href="#simulator-faults">{figures.invalid} invalid</a>')
    if figures.trials > 1:
        stats.append(f"pass^{figures.trials} {figures.pass_hat_k(figures.trials):.2f}")
        stats.append(f"flip rate {figures.flip_rate:.2f}")
    if change is not None:
        stats.append("baseline " + _baseline_text(change))
    if usage:
        stats.append(_e(usage))
    shown = f"{len(case.trials)} trials" if len(case.trials) > 1 else "the conversation"
    return (
        f'<article class="case" id="{anchor}" {_attrs(_flags(figures, change, failing))}>'
        f'<h3><a href="#{anchor}">{_e(case.name)}</a> {badges}</h3>'
        f'<p class="stats">{" · ".join(stats)} {_dots(number)}</p>'
        f'<div class="trials"><p class="muted">Opening {shown}…</p></div></article>'
    )


# -- the page ------------------------------------------------------------------------------------------------


def render_html(report: Report) -> str:
    """The report as one self-contained HTML page (inline CSS, JavaScript and SVG; no external resources).

    Raises:
        ValueError: when the report has no case, or two cases share a name in one section.
    """
    return "\n".join(_page(report))


def write_html(report: Report, path: str | Path) -> Path:
    """Write [`render_html`][langchain_trajectory.report.render_html]'s page to ``path`` (creating its folder) a case at a time, so a large report's
    markup is never held whole in memory (the trials' data, a fraction of it, is written last). Returns the path.

    Raises:
        ValueError: as [`render_html`][langchain_trajectory.report.render_html]; nothing is written then.
    """
    out = Path(path)
    parts = _page(report)
    first = next(parts)  # the figures are computed (and bad input raises) before the file is opened
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as handle:
        handle.write(first)
        for part in parts:
            handle.write("\n")
            handle.write(part)
    return out


_GATE_LINES = 10  # gate messages shown above the filters; a long run's failing cases are behind the filter


def _page(report: Report) -> Iterator[str]:
    """The page's pieces, in order."""
    summary = report.summary()
    gates = report.gates(summary)
    comparison = report.comparison(summary)
    baseline = report.baseline.summary() if report.baseline is not None else None
    changes = {c.name: c for c in comparison.cases} if comparison is not None else {}
    ids = report.case_ids()
    figures = {f.name: f for f in summary.cases}
    usage = report.usage()
    before = report.baseline.usage() if report.baseline is not None else {}
    overall = usage_line(list(usage.values()))

    yield from [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(report.title)}</title><style>{_CSS}</style></head><body><main>",
        f"<h1>{_e(report.title)}</h1>",
        _cards(summary, gates, comparison),
        f'<p class="stats" id="usage">{_e(overall)}</p>' if overall else "",
        '<div class="panels">',
        f'<div class="panel"><h4>Evaluators</h4>{_keys_table(summary, baseline)}</div>',
        f'<div class="panel"><h4>Reliability over k trials</h4>{_curve(summary)}</div>',
        "</div>",
    ]
    if not gates.passed:
        yield _gate_box(gates)
    if comparison is not None and report.baseline is not None:
        yield (_comparison_panel(comparison, report.baseline.title))
    faults = faults_html(list(enumerate(report.cases, start=1)))
    if faults:
        yield faults
    if report.coverage is not None:
        yield coverage_section(report.coverage)
    failing = {c.name for c in gates.failing_cases}
    yield _filters(summary, failing, comparison)
    numbered = list(enumerate(report.cases, start=1))
    table = Table()
    data = [0] * len(numbered)  # per case number - 1: its [dots, trials] in the table
    position = {id(case): i for i, case in enumerate(report.cases)}
    for section, _cases in report.sections().items():
        entries = []
        for number, case in numbered:
            if case.section != section:
                continue
            case_id = ids[position[id(case)]]
            entries.append((number, case, figures[case_id], changes.get(case_id)))
        keys = list(dict.fromkeys(k for _, _, f, _ in entries for k in f.keys))
        yield (f'<section class="group"><h2>{_e(section)}</h2>')
        yield (_index(entries, keys, failing, comparison is not None))
        for n, c, f, ch in entries:
            data[n - 1] = table.add([dots_data(c), case_data(c)])
            yield _case_html(n, c, f, ch, failing, usage_text(usage.get(f.name), before.get(f.name)))
        yield ("</section>")
    yield from _tail(report, comparison)
    yield f"</main><script>var DATA={script_data(table, data)};{JS}</script></body></html>"


def _gate_box(gates: GateReport) -> str:
    """The failed gates, the first few of them (the Failing filter lists every failing case)."""
    shown = gates.messages[:_GATE_LINES]
    more = len(gates.messages) - len(shown)
    tail = [f"... and {more} more: the Failing filter below lists every failing case"] if more > 0 else []
    return '<div class="errorbox" id="gate-failures">' + "<br>".join(_e(m) for m in [*shown, *tail]) + "</div>"


def _filters(summary: Summary, failing: set[str], comparison: Comparison | None) -> str:
    """The buttons that filter the cases, each with how many cases it shows."""
    filters = [
        ("all", f"All ({len(summary.cases)})"),
        ("failing", f"Failing ({len(failing)})"),
        ("flaky", f"Flaky ({len(summary.flaky_cases)})"),
    ]
    if comparison is not None:
        filters.append(("regressed", f"Regressed ({len(comparison.by_status('regressed', 'worse'))})"))
    return (
        '<nav class="filters" aria-label="filter cases">'
        + "".join(
            f'<button type="button" data-filter="{key}" aria-pressed="{str(key == "all").lower()}">{_e(label)}</button>'
            for key, label in filters
        )
        + f'<span class="shown" id="shown">{len(summary.cases)} shown</span></nav>'
    )


def _tail(report: Report, comparison: Comparison | None) -> Iterator[str]:
    """After the cases: those only in the baseline, and the report's notes."""
    if comparison is not None:
        removed = comparison.by_status("removed")
        if removed:
            yield (
                "<h2>Cases only in the baseline</h2><ul>"
                + "".join(f"<li>{_e(c.name)}</li>" for c in removed)
                + "</ul>"
            )
    if report.notes:
        yield ("<h2>Notes</h2><ul>" + "".join(f"<li>{_e(n)}</li>" for n in report.notes) + "</ul>")
