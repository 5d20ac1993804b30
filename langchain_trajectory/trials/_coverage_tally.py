"""Counting what trajectories and graph trajectories exercised of an application's surface (for
`coverage`, whose module doc says what counts).

Node runs (``metadata["graph_nodes"]`` of a simulated turn, or a ``GraphTrajectory``'s nodes) are read leniently: a
run that is not an object with a string ``node`` is skipped, and a ``segment`` or ``superstep`` that is not an
integer counts as unknown (segment 0; superstep order by position), so a hand-edited trajectory never breaks the
count.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from langchain_trajectory.graph_trajectory import GraphTrajectory
from langchain_trajectory.simulation._graph_path import GRAPH_NODES
from langchain_trajectory.simulation._schema import walk_values
from langchain_trajectory.simulation.surface import END, START, AppSurface
from langchain_trajectory.trajectory import Trajectory, handoff_target_of
from langchain_trajectory.untrusted import canonical_json

__all__ = ["Tally"]


class Tally:
    """Counts gathered from the trajectories, checked against the surface."""

    def __init__(self, surface: AppSurface) -> None:
        self.surface = surface
        self.ok: Counter[str] = Counter()
        self.failed: Counter[str] = Counter()
        self.given: Counter[tuple[str, str]] = Counter()
        self.values: set[tuple[str, str, Any]] = set()
        self.nodes: Counter[str] = Counter()
        self.edges: Counter[tuple[str, str]] = Counter()
        self.raised: Counter[str] = Counter()
        self.answered: Counter[str] = Counter()
        self.agents: Counter[str] = Counter()
        self.undeclared_tools: Counter[str] = Counter()
        self.undeclared_nodes: set[str] = set()
        self.without_paths = 0
        self.edge_set = {(e.source, e.target) for e in surface.edges}
        self.enum_paths = {
            name: {path: values for path, values in tool.arguments.items() if values}
            for name, tool in surface.tools.items()
        }
        self.prefix_agent = {prefix: agent for agent, prefix in surface.scopes.items() if prefix}

    # -- calls and turns

    def trajectory(self, trajectory: Trajectory) -> None:
        with_paths = False
        for message in trajectory.messages:
            if message.role == "assistant":
                with_paths = self._assistant(message) or with_paths
        interrupts = trajectory.metadata.get("interrupts")
        interrupts = interrupts if isinstance(interrupts, list) else ()
        for item in interrupts:
            pending = item.get(GRAPH_NODES) if isinstance(item, Mapping) else None
            if isinstance(pending, list) and pending:  # the runs of a turn that stopped unanswered
                with_paths = True
                self.node_runs(pending)
        if not with_paths:
            self._interrupt_nodes(interrupts)
        if self.surface.is_graph and not with_paths:
            self.without_paths += 1

    def _assistant(self, message: Any) -> bool:
        """Tally an assistant message: its agent, the node runs it carries (True when it carries some), else its
        node, and its calls."""
        runs = message.metadata.get(GRAPH_NODES)
        agent = message.metadata.get("agent") or message.metadata.get("name")
        if isinstance(agent, str):
            self.agents[agent] += 1
        with_path = isinstance(runs, list) and bool(runs)
        if with_path:
            self.node_runs(runs)
        elif isinstance(message.metadata.get("node"), str):
            self.node(message.metadata["node"], agent if isinstance(agent, str) else None)
        for call in message.tool_calls:
            self.call(call, named_nodes=not with_path)
        return with_path

    def _interrupt_nodes(self, interrupts: Sequence[Any]) -> None:
        """The interrupts raised and answered by node, for a trajectory without node runs."""
        for item in interrupts:
            if isinstance(item, Mapping) and isinstance(item.get("node"), str):
                node = self.surface.qualify(item["node"])
                if node is not None:
                    self.raised[node] += 1
                    self.answered[node] += 1 if item.get("resumed") else 0

    def call(self, call: Any, *, named_nodes: bool) -> None:
        tool = self.surface.tools.get(call.name)
        agent = call.metadata.get("agent")
        if isinstance(agent, str):
            self.agents[agent] += 1
        handoff = call.metadata.get("handoff")
        target = handoff.get("to_agent") if isinstance(handoff, Mapping) else handoff_target_of(call.name)
        if isinstance(target, str) and call.error is None:
            self.agents[target] += 1
        if named_nodes and isinstance(call.metadata.get("node"), str):
            self.node(call.metadata["node"], agent if isinstance(agent, str) else None)
        if tool is None:
            if not isinstance(handoff, Mapping):  # a supervisor's synthetic hand-back is no tool of the app
                self.undeclared_tools[call.name] += 1
            return
        (self.failed if call.error is not None else self.ok)[call.name] += 1
        enums = self.enum_paths[call.name]
        for path, value in walk_values(call.args):
            if path in tool.arguments:
                self.given[(call.name, path)] += 1
                if path in enums and not isinstance(value, (dict, list)):
                    self.values.add((call.name, path, canonical_json(value)))

    def node(self, name: str, agent: str | None) -> None:
        qualified = self.surface.qualify(name, agent)
        if qualified is None:
            if self.surface.is_graph:
                self.undeclared_nodes.add(name)
            return
        self.nodes[qualified] += 1

    # -- node paths

    def graph(self, graph: GraphTrajectory) -> None:
        self.node_runs(
            [
                {
                    "node": n.path,
                    "segment": n.segment,
                    "superstep": n.superstep,
                    "ns": n.checkpoint_ns or "",
                    "interrupted": n.interrupted,
                    "error": n.error is not None,
                }
                for n in graph.nodes
                if not n.is_start
            ]
        )

    def node_runs(self, raw: Sequence[Any]) -> None:
        runs = [_run(r) for r in raw if isinstance(r, Mapping) and isinstance(r.get("node"), str)]
        groups: dict[tuple[int, str], list[tuple[int, dict[str, Any]]]] = {}
        stopped: dict[int, list[str]] = {}
        last_segment = max((r["segment"] for r in runs), default=0)
        for index, run in enumerate(runs):
            node, segment, ns = run["node"], run["segment"], run["ns"]
            scope = ns.rsplit("|", 1)[0] if "|" in ns else ("" if ns else node.rpartition(":")[0])
            groups.setdefault((segment, scope), []).append((index, run))
            qualified = self._count_node(node)
            if run["interrupted"]:
                stopped.setdefault(segment, []).append(ns)
                if qualified is not None:
                    self.raised[qualified] += 1
                    self.answered[qualified] += 1 if segment < last_segment else 0
        self._count_edges(groups, stopped)

    def _count_node(self, node: str) -> str | None:
        """Count a run of ``node`` (and of the agent whose scope it is in); its qualified name, or None when the
        app does not declare it."""
        qualified = self.surface.qualify(node)
        if qualified is None:
            self.undeclared_nodes.add(node)
            return None
        self.nodes[qualified] += 1
        scope_agent = self.prefix_agent.get(qualified.rpartition(":")[0] + ":")
        if scope_agent is not None:
            self.agents[scope_agent] += 1
        return qualified

    def _count_edges(
        self, groups: dict[tuple[int, str], list[tuple[int, dict[str, Any]]]], stopped: dict[int, list[str]]
    ) -> None:
        """Count the declared edges the runs took, invocation by invocation (``groups``: the runs of each graph
        scope in each segment; ``stopped``: the namespaces interrupted in each segment)."""
        unfinished: dict[str, list[str]] = {}  # per scope, the last step of its group in the previous segment
        for (segment, scope), members in sorted(groups.items(), key=lambda g: g[0][0]):
            steps = _steps(members)
            finished = not any(
                ns == scope or ns.startswith(f"{scope}|") or not scope for ns in stopped.get(segment, ())
            ) and not any(run["error"] for _, run in members)
            # a run resumed after an interrupt continues its graph: from where it stopped to what ran next
            pairs = [(a, b) for a in unfinished.pop(scope, ()) for b in steps[0]]
            pairs += _pairs(steps, finished)
            if not finished:
                unfinished[scope] = steps[-1]
            for source, target in pairs:
                if (source, target) in self.edge_set:
                    self.edges[(source, target)] += 1

def _run(raw: Mapping[str, Any]) -> dict[str, Any]:
    """A node run with its fields of the expected types (see the module doc)."""
    segment, superstep, ns = raw.get("segment"), raw.get("superstep"), raw.get("ns")
    return {
        "node": raw["node"],
        "segment": segment if type(segment) is int else 0,
        "superstep": superstep if type(superstep) is int else None,
        "ns": ns if isinstance(ns, str) else "",
        "interrupted": raw.get("interrupted") is True,
        "error": bool(raw.get("error")),
    }


def _steps(members: list[tuple[int, dict[str, Any]]]) -> list[list[str]]:
    """The nodes of one invocation of a graph, grouped by superstep, in order."""
    members.sort(key=lambda m: (m[1].get("superstep") is None, m[1].get("superstep") or 0, m[0]))
    steps: list[list[str]] = []
    last_step: Any = object()
    for index, run in members:
        step = run.get("superstep") if run.get("superstep") is not None else ("none", index)
        if step != last_step:
            steps.append([])
            last_step = step
        steps[-1].append(run["node"])
    return steps


def _pairs(steps: list[list[str]], finished: bool) -> list[tuple[str, str]]:
    """The edges an invocation may have taken: into its first superstep from ``__start__``, from each superstep
    to the next, and from its last to ``__end__`` when it finished."""
    prefix = steps[0][0].rpartition(":")[0]
    start, end = (f"{prefix}:{START}", f"{prefix}:{END}") if prefix else (START, END)
    pairs = [(start, n) for n in steps[0]]
    pairs += [(a, b) for before, after in itertools.pairwise(steps) for a in before for b in after]
    if finished:
        pairs += [(n, end) for n in steps[-1]]
    return pairs
