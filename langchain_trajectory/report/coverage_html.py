"""The coverage section of the HTML report: what the suite exercised of the application's tools, arguments, enum
values, graph nodes, conditional edges, interrupt points and subagents, and the coverage gates.

It renders a [`CoverageReport`][langchain_trajectory.trials.CoverageReport] (set as ``Report.coverage``), read through its
public attributes only (this module imports nothing from ``trials``). Every name is escaped: tool, node and
argument names come from the application, which may have them from an MCP server.
"""

from __future__ import annotations

import html
import json
from typing import Any

__all__ = ["coverage_section"]

_STATUS = {"called": ("called", "pass"), "failed": ("only failed", "fail"), "never": ("never called", "fail")}


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _ratio(covered: int, total: int) -> str:
    return f"{covered / total:.1%}" if total else "–"


def _kinds(coverage: Any) -> str:
    rows = []
    for kind in coverage.kinds:
        covered, total = coverage.counts(kind)
        if not total:
            continue
        kind_class = "pass" if covered == total else "fail"
        rows.append(
            f'<tr data-kind="{_e(kind)}"><td>{_e(kind)}</td><td class="num">{covered}/{total}</td>'
            f'<td class="num {kind_class}-t">{_ratio(covered, total)}</td></tr>'
        )
    return (
        '<table class="coverage-kinds"><thead><tr><th>kind</th><th class="num">covered</th>'
        f'<th class="num">ratio</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
    )


def _tools(coverage: Any) -> str:
    rows = []
    for tool in coverage.tools:
        label, kind = _STATUS[tool.status]
        missing = [a.path for a in tool.arguments if not a.given]
        unseen = [f"{a.path}={json.dumps(v)}" for a in tool.arguments for v, seen in a.enum if not seen]
        gaps = "; ".join(
            part
            for part in (
                f"arguments never given: {', '.join(missing)}" if missing else "",
                f"enum values never given: {', '.join(unseen)}" if unseen else "",
            )
            if part
        )
        rows.append(
            f'<tr data-tool="{_e(tool.name)}"><td><code>{_e(tool.name)}</code></td>'
            f'<td><span class="badge {kind}">{_e(label)}</span></td><td class="num">{tool.calls}</td>'
            f'<td class="num">{tool.failed}</td><td>{_e(gaps) or "–"}</td></tr>'
        )
    return (
        '<table class="coverage-tools"><thead><tr><th>tool</th><th>status</th><th class="num">calls</th>'
        f'<th class="num">failed</th><th>gaps</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
    )


def _graph(coverage: Any) -> str:
    parts = []
    if coverage.nodes:
        nodes = "".join(
            f'<span class="badge {"pass" if runs else "fail"}" title="{runs} runs">{_e(node)}</span> '
            for node, runs in coverage.nodes.items()
        )
        parts.append(f'<h4>Graph nodes</h4><p class="coverage-nodes">{nodes}</p>')
    edges = [e for e in coverage.edges if e.conditional]
    if edges:
        rows = "".join(
            f'<tr><td><code>{_e(e.key)}</code></td><td class="num {"pass" if e.taken else "fail"}-t">{e.taken}</td></tr>'
            for e in edges
        )
        parts.append(
            '<h4>Conditional edges</h4><table class="coverage-edges"><thead><tr><th>edge</th>'
            f'<th class="num">taken</th></tr></thead><tbody>{rows}</tbody></table>'
        )
    if coverage.interrupts:
        rows = "".join(
            f"<tr><td><code>{_e(i.node)}</code></td><td>{_e(', '.join(i.kinds))}</td>"
            f'<td>{_e(", ".join(i.tools)) or "–"}</td><td class="num">{i.raised}</td>'
            f'<td class="num {"pass" if i.answered else "fail"}-t">{i.answered}</td></tr>'
            for i in coverage.interrupts
        )
        parts.append(
            '<h4>Interrupt points</h4><table class="coverage-interrupts"><thead><tr><th>node</th><th>kind</th>'
            f'<th>tools</th><th class="num">raised</th><th class="num">answered</th></tr></thead><tbody>{rows}</tbody></table>'
        )
    if coverage.subagents:
        agents = "".join(
            f'<span class="badge {"pass" if n else "fail"}">{_e(name)}</span> '
            for name, n in coverage.subagents.items()
        )
        parts.append(f"<h4>Subagents</h4><p>{agents}</p>")
    return "".join(parts)


def coverage_section(coverage: Any) -> str:
    """The coverage section (an ``<section id="coverage">``) of the report page."""
    gates = "".join(
        f'<li class="{"pass" if g.passed else "fail"}-t">{_e(g.message)}</li>' for g in coverage.gates
    )
    notes = "".join(f"<li>{_e(n)}</li>" for n in coverage.notes)
    undeclared = (
        f"<p>Called but not declared by the application: {_e(', '.join(sorted(coverage.undeclared_tools)))}</p>"
        if coverage.undeclared_tools
        else ""
    )
    return (
        '<section id="coverage"><h2>Coverage</h2>'
        f'<p class="muted">{coverage.trajectories} trajectories from {coverage.results} results</p>'
        f'<div class="panels"><div class="panel"><h4>By kind</h4>{_kinds(coverage)}'
        + (f"<h4>Gates</h4><ul>{gates}</ul>" if gates else "")
        + f'</div><div class="panel">{_graph(coverage) or "<p class=muted>No graph: a list of tools.</p>"}</div></div>'
        f"<h4>Tools</h4>{_tools(coverage)}{undeclared}"
        + (f"<h4>Notes</h4><ul>{notes}</ul>" if notes else "")
        + "</section>"
    )
