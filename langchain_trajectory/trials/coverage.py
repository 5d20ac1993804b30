"""What a suite exercised of what the application declares: tools, arguments, enum values, graph nodes, edges,
interrupt points and subagents.

`coverage` reads results (a results file or folder, ``langsmith.evaluate`` results, simulated or recorded
trajectories, graph trajectories; see `_coverage_sources`) against the
application's surface (`read_surface`) and reports, per kind:

==============  ==========================================================  =======================================
kind            an item is covered when                                     read from
==============  ==========================================================  =======================================
``tool``        it was called at least once without an error (``failed``:   every tool call
                only ever failed; ``never``: never called)
``argument``    a call of its tool gave it (a nested path counts when the   the calls' arguments
                nested key was given)
``enum``        a call gave the argument that value                         the calls' arguments
``node``        it ran                                                      node paths (see below), else the
                                                                            ``node`` of each call and model turn
``edge``        the run went from its source to its target (the gate and    node paths only
                the ratio count conditional edges)
``interrupt``   the application stopped there and was resumed               node paths; a trajectory's
                                                                            ``metadata["interrupts"]``
``subagent``    it made a call or a model turn, or a handoff reached it     calls, turns, handoffs, node paths
==============  ==========================================================  =======================================

Node paths are what the simulator keeps for a graph application run in process (``metadata["graph_nodes"]`` of
each assistant message; `_graph_path`) and what a ``GraphTrajectory``
holds (``graph_trajectory_from_thread``, ``TrajectoryRecorder.graph_trajectory``). An edge is taken when its
target ran in the superstep after its source, in the same invocation of their graph (``__start__`` before the
first superstep; ``__end__`` after the last, when the invocation finished without an interrupt; a run resumed
after an interrupt continues from the node that stopped). An interrupt point is answered when the run that stopped
there was resumed; a static ``interrupt_before`` / ``interrupt_after`` marks no node run, so such a point is never
counted (the report's notes say so). Two nodes of one
superstep that both have an edge to a node of the next are both counted (a join; a conditional edge from one of
them that did not fire is then counted too). Trajectories without node paths (a remote application, LangSmith
runs, a recorder's trajectory) give nodes from the node names on calls and model turns (qualified through the
agent that made them when a name is in several graphs) and no edges; [`CoverageReport.notes`][langchain_trajectory.trials.CoverageReport.notes] says how many.

A ratio is ``covered / declared``; a kind the application declares nothing of (no graph, no interrupt point) has
no ratio (None), and a gate on it is an error, not a pass.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.graph_trajectory import GraphTrajectory
from langchain_trajectory.simulation.surface import AppSurface, read_surface
from langchain_trajectory.trials._coverage_sources import Observable, read_results
from langchain_trajectory.trials._coverage_tally import Tally
from langchain_trajectory.untrusted import canonical_json

__all__ = [
    "KINDS",
    "ArgumentCoverage",
    "CoverageError",
    "CoverageGate",
    "CoverageKind",
    "CoverageReport",
    "EdgeCoverage",
    "InterruptCoverage",
    "ToolCoverage",
    "assert_coverage",
    "coverage",
]

CoverageKind = Literal["tool", "argument", "enum", "node", "edge", "interrupt", "subagent"]
KINDS: tuple[str, ...] = get_args(CoverageKind)
"""The kinds of coverage, in report order."""

ToolStatus = Literal["called", "failed", "never"]


class CoverageError(AssertionError):
    """A coverage gate failed ([`assert_coverage`][langchain_trajectory.trials.assert_coverage]); the message lists every failing gate and the gaps.

    Attributes:
        report: The coverage report.
    """

    def __init__(self, message: str, report: CoverageReport) -> None:
        super().__init__(message)
        self.report = report


@dataclass(frozen=True)
class ArgumentCoverage:
    """One argument path of a tool: whether a call gave it, and which of its enum values were given.

    Attributes:
        path: The argument path (``cabin``, ``passenger.name``, ``items[].sku``).
        given: How many calls gave it.
        enum: Per enum value (in schema order), whether a call gave it; empty for an argument that is not an enum.
    """

    path: str
    given: int
    enum: tuple[tuple[Any, bool], ...] = ()


@dataclass(frozen=True)
class ToolCoverage:
    """One tool: its calls and arguments.

    Attributes:
        name: The tool.
        calls: Calls without an error.
        failed: Calls that failed.
        arguments: Its argument paths.
    """

    name: str
    calls: int
    failed: int
    arguments: tuple[ArgumentCoverage, ...]

    @property
    def status(self) -> ToolStatus:
        """``called`` (at least once without an error), ``failed`` (only ever failed) or ``never``."""
        return "called" if self.calls else "failed" if self.failed else "never"


@dataclass(frozen=True)
class EdgeCoverage:
    """One edge and how often it was taken (0 when never, or when no node path was known)."""

    source: str
    target: str
    conditional: bool
    taken: int

    @property
    def key(self) -> str:
        return f"{self.source} -> {self.target}"


@dataclass(frozen=True)
class InterruptCoverage:
    """One interrupt point: how often the application stopped there, and how often it was resumed."""

    node: str
    kinds: tuple[str, ...]
    tools: tuple[str, ...]
    raised: int
    answered: int


@dataclass(frozen=True)
class CoverageGate:
    """One gate: the least ratio of a kind, and whether the coverage met it."""

    kind: str
    minimum: float
    value: float
    covered: int
    total: int

    @property
    def passed(self) -> bool:
        return self.value >= self.minimum

    @property
    def message(self) -> str:
        verdict = "met" if self.passed else "FAILED"
        return (
            f"{self.kind} coverage {self.value:.1%} ({self.covered}/{self.total}) {verdict}: the gate needs "
            f"{self.minimum:.1%}"
        )


@dataclass
class CoverageReport:
    """What the results exercised of the application's surface (see the module doc for what counts).

    Attributes:
        tools: Per tool, in declaration order.
        nodes: Per qualified node, how many runs were seen.
        edges: Per edge.
        interrupts: Per interrupt point.
        subagents: Per subagent, how many calls, turns or handoffs reached it.
        results: How many results were read.
        trajectories: How many trajectories (and graph trajectories) they held.
        undeclared_tools: Tools called that the application does not declare, with their call counts (handoffs
            the application's framework made up, such as langgraph-supervisor's ``transfer_back_to_<agent>``,
            are left out).
        undeclared_nodes: Node names seen that the application does not declare.
        gates: The gates applied, in [`KINDS`][langchain_trajectory.trials.KINDS] order.
        notes: What the figures cannot show (surface parts that could not be read, trajectories without node
            paths).
    """

    tools: list[ToolCoverage]
    nodes: dict[str, int]
    edges: list[EdgeCoverage]
    interrupts: list[InterruptCoverage]
    subagents: dict[str, int]
    results: int = 0
    trajectories: int = 0
    undeclared_tools: dict[str, int] = field(default_factory=dict)
    undeclared_nodes: list[str] = field(default_factory=list)
    gates: list[CoverageGate] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    # -- figures ----------------------------------------------------------------------------------------------

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kinds of coverage, in report order ([`KINDS`][langchain_trajectory.trials.KINDS])."""
        return KINDS

    def counts(self, kind: str) -> tuple[int, int]:
        """``(covered, declared)`` for a kind of [`KINDS`][langchain_trajectory.trials.KINDS].

        Raises:
            ValueError: for an unknown kind.
        """
        count = _COUNTS.get(kind)
        if count is None:
            raise ValueError(f"unknown coverage kind {kind!r}; expected one of {list(KINDS)}")
        return count(self)

    def ratio(self, kind: str) -> float | None:
        """``covered / declared`` for a kind, or None when the application declares none of it."""
        covered, total = self.counts(kind)
        return covered / total if total else None

    @property
    def passed(self) -> bool:
        """True when every gate holds (no gate: True)."""
        return all(g.passed for g in self.gates)

    def gaps(self) -> dict[str, list[str]]:
        """What is not covered, by kind: ``tools`` (never called, or only failed), ``arguments``
        (``tool.path``), ``enum_values`` (``tool.path=value``), ``nodes``, ``edges`` (conditional ones,
        ``source -> target``), ``interrupts`` (nodes) and ``subagents``. Scenario generation takes it as
        ``focus=``."""
        return {
            "tools": [t.name for t in self.tools if t.status != "called"],
            "arguments": [f"{t.name}.{a.path}" for t in self.tools for a in t.arguments if not a.given],
            "enum_values": [
                f"{t.name}.{a.path}={json.dumps(v)}"
                for t in self.tools
                for a in t.arguments
                for v, s in a.enum
                if not s
            ],
            "nodes": [n for n, runs in self.nodes.items() if not runs],
            "edges": [e.key for e in self.edges if e.conditional and not e.taken],
            "interrupts": [i.node for i in self.interrupts if not i.answered],
            "subagents": [s for s, n in self.subagents.items() if not n],
        }

    def to_dict(self) -> dict[str, Any]:
        """The report as JSON data (what ``langchain-trajectory coverage --json`` writes)."""
        return {
            "results": self.results,
            "trajectories": self.trajectories,
            "ratios": {k: self.ratio(k) for k in KINDS},
            "counts": {k: list(self.counts(k)) for k in KINDS},
            "tools": [
                {
                    "name": t.name,
                    "status": t.status,
                    "calls": t.calls,
                    "failed": t.failed,
                    "arguments": [
                        {"path": a.path, "given": a.given, "enum": [[v, s] for v, s in a.enum]}
                        for a in t.arguments
                    ],
                }
                for t in self.tools
            ],
            "nodes": dict(self.nodes),
            "edges": [
                {"source": e.source, "target": e.target, "conditional": e.conditional, "taken": e.taken}
                for e in self.edges
            ],
            "interrupts": [
                {
                    "node": i.node,
                    "kinds": list(i.kinds),
                    "tools": list(i.tools),
                    "raised": i.raised,
                    "answered": i.answered,
                }
                for i in self.interrupts
            ],
            "subagents": dict(self.subagents),
            "undeclared_tools": dict(self.undeclared_tools),
            "undeclared_nodes": list(self.undeclared_nodes),
            "gates": [
                {"kind": g.kind, "minimum": g.minimum, "value": g.value, "passed": g.passed}
                for g in self.gates
            ],
            "gaps": self.gaps(),
            "notes": list(self.notes),
        }

    def to_text(self) -> str:
        """The report for a terminal: one line per kind, then the gaps and the gates."""
        lines = [f"Coverage of {self.trajectories} trajectories ({self.results} results):"]
        for kind in KINDS:
            covered, total = self.counts(kind)
            if total:
                lines.append(f"  {kind:<10} {covered / total:7.1%}  ({covered}/{total})")
        for tool in self.tools:
            if tool.status != "called":
                what = "only ever failed" if tool.status == "failed" else "never called"
                lines.append(f"  tool {tool.name}: {what}")
        for kind, items in self.gaps().items():
            if items and kind != "tools":
                shown = ", ".join(items[:12]) + (
                    f", ... and {len(items) - 12} more" if len(items) > 12 else ""
                )
                lines.append(f"  uncovered {kind.replace('_', ' ')}: {shown}")
        if self.undeclared_tools:
            lines.append("  called but not declared: " + ", ".join(sorted(self.undeclared_tools)))
        lines.extend(f"  note: {n}" for n in self.notes)
        lines.extend(f"  gate: {g.message}" for g in self.gates)
        return "\n".join(lines)


# -- computing ----------------------------------------------------------------------------------------------------


def _tool_counts(report: CoverageReport) -> tuple[int, int]:
    return sum(1 for t in report.tools if t.status == "called"), len(report.tools)


def _argument_counts(report: CoverageReport) -> tuple[int, int]:
    args = [a for t in report.tools for a in t.arguments]
    return sum(1 for a in args if a.given), len(args)


def _enum_counts(report: CoverageReport) -> tuple[int, int]:
    values = [seen for t in report.tools for a in t.arguments for _, seen in a.enum]
    return sum(values), len(values)


def _node_counts(report: CoverageReport) -> tuple[int, int]:
    return sum(1 for n in report.nodes.values() if n), len(report.nodes)


def _edge_counts(report: CoverageReport) -> tuple[int, int]:
    conditional = [e for e in report.edges if e.conditional]
    return sum(1 for e in conditional if e.taken), len(conditional)


def _interrupt_counts(report: CoverageReport) -> tuple[int, int]:
    return sum(1 for i in report.interrupts if i.answered), len(report.interrupts)


def _subagent_counts(report: CoverageReport) -> tuple[int, int]:
    return sum(1 for n in report.subagents.values() if n), len(report.subagents)


_COUNTS: dict[str, Callable[[CoverageReport], tuple[int, int]]] = {
    "tool": _tool_counts,
    "argument": _argument_counts,
    "enum": _enum_counts,
    "node": _node_counts,
    "edge": _edge_counts,
    "interrupt": _interrupt_counts,
    "subagent": _subagent_counts,
}
"""``(covered, declared)`` of a report, per kind of :data:`KINDS`."""


def _gates(report: CoverageReport, minimums: Mapping[str, float | None]) -> list[CoverageGate]:
    gates = []
    for kind in KINDS:
        minimum = minimums.get(kind)
        if minimum is None:
            continue
        covered, total = report.counts(kind)
        if not total:
            raise TrajectoryInputError(
                f"min_{kind}_coverage: the application declares no {kind}s, so there is nothing to cover; "
                "drop the gate"
            )
        gates.append(CoverageGate(kind, float(minimum), covered / total, covered, total))
    return gates


def _minimums(values: Mapping[str, Any]) -> dict[str, float | None]:
    out: dict[str, float | None] = {}
    for kind, value in values.items():
        if value is not None and (
            isinstance(value, bool)
            or not isinstance(value, (int, float))
            or not 0 <= value <= 1
            or math.isnan(value)
        ):
            raise TrajectoryInputError(f"min_{kind}_coverage must be a number in [0, 1], got {value!r}")
        out[kind] = value
    return out


def coverage(
    results: Any,
    app: Any,
    *,
    min_tool_coverage: float | None = None,
    min_argument_coverage: float | None = None,
    min_enum_coverage: float | None = None,
    min_node_coverage: float | None = None,
    min_edge_coverage: float | None = None,
    min_interrupt_coverage: float | None = None,
    min_subagent_coverage: float | None = None,
) -> CoverageReport:
    """What ``results`` exercised of ``app`` (see the module doc), with optional gates for CI.

    Args:
        results: A results file or folder, a [`Report`][langchain_trajectory.report.Report], ``langsmith.evaluate``
            results, trajectories (a simulation batch), graph trajectories, or a JSONL file of trajectories.
        app: The application: a compiled LangGraph graph, a list of tools, or an
            `AppSurface`.
        min_tool_coverage: The least share of tools called without an error (0..1), or None for no gate.
        min_argument_coverage: The least share of argument paths given.
        min_enum_coverage: The least share of enum values given.
        min_node_coverage: The least share of graph nodes run.
        min_edge_coverage: The least share of conditional edges taken.
        min_interrupt_coverage: The least share of interrupt points answered.
        min_subagent_coverage: The least share of subagents reached.

    Returns:
        The report; ``report.passed`` says whether every gate holds, ``report.gaps()`` what is uncovered.

    Raises:
        TrajectoryInputError: for unreadable results or app, a minimum outside [0, 1], or a gate on a kind the
            application declares nothing of.
    """
    minimums = _minimums(
        {
            "tool": min_tool_coverage,
            "argument": min_argument_coverage,
            "enum": min_enum_coverage,
            "node": min_node_coverage,
            "edge": min_edge_coverage,
            "interrupt": min_interrupt_coverage,
            "subagent": min_subagent_coverage,
        }
    )
    surface = read_surface(app)
    items, count = read_results(results)
    tally = Tally(surface)
    for item in items:
        if isinstance(item, GraphTrajectory):
            tally.graph(item)
        else:
            tally.trajectory(item)
    report = _report(surface, tally, count, items)
    report.gates = _gates(report, minimums)
    return report


def _report(surface: AppSurface, tally: Tally, count: int, items: Iterable[Observable]) -> CoverageReport:
    tools = []
    for name, tool in surface.tools.items():
        arguments = tuple(
            ArgumentCoverage(
                path,
                tally.given[(name, path)],
                tuple((v, (name, path, canonical_json(v)) in tally.values) for v in values),
            )
            for path, values in tool.arguments.items()
        )
        tools.append(ToolCoverage(name, tally.ok[name], tally.failed[name], arguments))
    notes = list(surface.notes)
    static = [p.node for p in surface.interrupts.values() if set(p.kinds) - {"inside"}]
    if static:
        notes.append(
            f"interrupt_before / interrupt_after on {', '.join(static)}: a static interrupt marks no node run (nor "
            "checkpoint history), so it is counted only where the node also calls interrupt()"
        )
    total = len(list(items))
    if tally.without_paths:
        notes.append(
            f"{tally.without_paths} of {total} trajectories carry no graph node path (not simulated in process by "
            "this package): their nodes come from the node names of calls and model turns, and no edge or "
            "interrupt is counted from them"
        )
    return CoverageReport(
        tools=tools,
        nodes={n: tally.nodes[n] for n in surface.nodes},
        edges=[
            EdgeCoverage(e.source, e.target, e.conditional, tally.edges[(e.source, e.target)])
            for e in surface.edges
        ],
        interrupts=[
            InterruptCoverage(p.node, p.kinds, p.tools, tally.raised[p.node], tally.answered[p.node])
            for p in surface.interrupts.values()
        ],
        subagents={s: tally.agents[s] for s in surface.subagents},
        results=count,
        trajectories=total,
        undeclared_tools=dict(tally.undeclared_tools),
        undeclared_nodes=sorted(tally.undeclared_nodes),
        notes=notes,
    )


def assert_coverage(results: Any, app: Any, **minimums: float | None) -> CoverageReport:
    """`coverage` with its gates, raising when one fails (for a test or a CI step).

    Raises:
        CoverageError: (an ``AssertionError``) naming every failing gate and what is uncovered.
        TrajectoryInputError: as `coverage`; TypeError for an unknown keyword.
    """
    __tracebackhide__ = True
    report = coverage(results, app, **minimums)
    if not report.passed:
        raise CoverageError(report.to_text(), report)
    return report
