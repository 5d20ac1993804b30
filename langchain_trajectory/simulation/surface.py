"""What an application declares: its tools (with their argument schemas), graph nodes, edges, interrupt points and
subagents, read from the application itself.

`read_surface` takes a compiled LangGraph graph (``StateGraph(...).compile()``, a ``create_agent`` agent, a
langgraph-supervisor or swarm graph), a list of LangChain tools (or functions, or OpenAI / Anthropic tool dicts),
or an `AppSurface` (returned as it is). Scenario generation checks proposals against it, and coverage
counts what a suite exercised of it.

How a graph is read, level by level (the root graph, then each subgraph ``graph.get_subgraphs()`` finds, with its
node names qualified by the path of subgraph nodes above it: ``supervisor:tools``):

=====================  =========================================================================================
what                   where it comes from
=====================  =========================================================================================
tools                  every ``ToolNode`` among the level's nodes (``create_agent``'s ``tools`` node included);
                       a tool's argument schema is ``tool.tool_call_schema`` (injected arguments left out)
nodes                  the level's ``get_graph()`` nodes, less ``__start__`` / ``__end__``
edges                  the level's ``get_graph()`` edges, with LangGraph's ``conditional`` flag; an edge of a
                       subgraph runs between ``<subgraph>:__start__`` / ``<subgraph>:__end__`` and its nodes
interrupt points       ``interrupt_before`` / ``interrupt_after`` of the compiled level, and nodes (or tools of a
                       ``ToolNode``) whose function calls LangGraph's ``interrupt()`` (directly, or through a
                       function of the same module it calls by name, three calls deep; what
                       ``HumanInTheLoopMiddleware`` does, with the tools its ``interrupt_on`` names)
subagents              subgraph nodes that are agents (a ``messages`` state), and the targets of handoff tools
                       (``transfer_to_<agent>``)
=====================  =========================================================================================

What cannot be seen: tools a node function binds to a model itself (``model.bind_tools([...])`` inside a plain
function node) and a graph it invokes that ``get_subgraphs()`` does not find; an ``interrupt()`` reached through
an object's method, another module's helper, or ``getattr``; edges a node creates at run time with
``Command(goto=...)`` without declaring its destinations. Whatever could not be read is listed in
`AppSurface.notes`.
"""

from __future__ import annotations

import inspect
import types
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.tools import BaseTool
from langchain_core.tools import tool as as_tool
from langgraph.pregel import Pregel
from langgraph.types import interrupt as _interrupt

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.simulation._schema import declared_arguments
from langchain_trajectory.trajectory import handoff_target_of

__all__ = ["END", "START", "AppSurface", "Edge", "InterruptPoint", "ToolInfo", "read_surface"]

START = "__start__"
END = "__end__"
_DEFAULT_GRAPH_NAME = "LangGraph"


@dataclass(frozen=True)
class ToolInfo:
    """One tool the application can call.

    Attributes:
        name: The tool's name.
        description: Its description (text the application's author, or an MCP server, wrote: untrusted).
        schema: The JSON Schema of its arguments.
        arguments: Every argument path the schema declares (``passenger.name``, ``items[].sku``) with its enum
            values (empty for an argument that is not an enum).
        nodes: The qualified graph nodes that run it (empty for a list of tools).
        agents: The named agents that have it.
        interrupts: Whether its function calls LangGraph's ``interrupt()``.
    """

    name: str
    description: str
    schema: Mapping[str, Any]
    arguments: Mapping[str, tuple[Any, ...]]
    nodes: tuple[str, ...] = ()
    agents: tuple[str, ...] = ()
    interrupts: bool = False

    def describe(self) -> dict[str, Any]:
        """The tool as JSON data for a prompt: name, description and argument schema."""
        return {"name": self.name, "description": self.description, "parameters": dict(self.schema)}


@dataclass(frozen=True)
class Edge:
    """An edge of the application's graph, between qualified node names (``__start__`` / ``__end__`` of the root,
    ``<subgraph>:__start__`` / ``<subgraph>:__end__`` of a subgraph).

    Attributes:
        source: Where it starts.
        target: Where it goes.
        conditional: Whether a routing function decides it (``add_conditional_edges``, a ``Command`` with
            declared destinations) rather than always taking it.
    """

    source: str
    target: str
    conditional: bool = False

    @property
    def key(self) -> str:
        """``source -> target``."""
        return f"{self.source} -> {self.target}"


@dataclass(frozen=True)
class InterruptPoint:
    """A node where the application can stop for a human (or a reviewer) to answer.

    Attributes:
        node: The qualified node.
        kinds: ``before`` / ``after`` (static ``interrupt_before`` / ``interrupt_after``), ``inside`` (the node,
            or a tool it runs, calls ``interrupt()``).
        tools: For a ``ToolNode`` or a human-in-the-loop middleware node, the tools whose calls stop there.
    """

    node: str
    kinds: tuple[str, ...]
    tools: tuple[str, ...] = ()


@dataclass(frozen=True)
class AppSurface:
    """Everything the application declares that scenarios can name and a suite can cover (see the module doc).

    Attributes:
        tools: The tools, by name.
        nodes: The qualified graph nodes, in graph order (empty for a list of tools).
        edges: The graph's edges.
        interrupts: The interrupt points, by qualified node.
        subagents: The named agents inside the application, in order.
        scopes: Per agent name, the qualified prefix of its graph's nodes (``{"math_expert": "math_expert:"}``);
            the root agent's prefix is ``""``.
        is_graph: Whether the application is a graph (else a list of tools).
        notes: What could not be read, in words.
    """

    tools: Mapping[str, ToolInfo]
    nodes: tuple[str, ...] = ()
    edges: tuple[Edge, ...] = ()
    interrupts: Mapping[str, InterruptPoint] = field(default_factory=dict)
    subagents: tuple[str, ...] = ()
    scopes: Mapping[str, str] = field(default_factory=dict)
    is_graph: bool = False
    notes: tuple[str, ...] = ()

    @property
    def conditional_edges(self) -> tuple[Edge, ...]:
        """The edges a routing function decides."""
        return tuple(e for e in self.edges if e.conditional)

    def qualify(self, node: str, agent: str | None = None) -> str | None:
        """The qualified node a recorded node name stands for: the name itself when it is one, else the node of
        that name in ``agent``'s graph, else the one node of that name at any depth; None when unknown or
        ambiguous."""
        if node in self._node_set:
            return node
        if agent is not None and agent in self.scopes and f"{self.scopes[agent]}{node}" in self._node_set:
            return f"{self.scopes[agent]}{node}"
        found = self._by_leaf.get(node, ())
        return found[0] if len(found) == 1 else None

    @property
    def _node_set(self) -> frozenset[str]:
        return _cached(self, "_nodes_cache", lambda: frozenset(self.nodes))

    @property
    def _by_leaf(self) -> Mapping[str, tuple[str, ...]]:
        def build() -> dict[str, tuple[str, ...]]:
            out: dict[str, list[str]] = {}
            for node in self.nodes:
                out.setdefault(node.rsplit(":", 1)[-1], []).append(node)
            return {k: tuple(v) for k, v in out.items()}

        return _cached(self, "_leaf_cache", build)

    def describe(self) -> dict[str, Any]:
        """The surface as JSON data for a prompt: tools with their schemas, nodes, conditional edges, interrupt
        points and subagents."""
        out: dict[str, Any] = {"tools": [t.describe() for t in self.tools.values()]}
        if self.is_graph:
            out["graph_nodes"] = list(self.nodes)
            out["conditional_edges"] = [e.key for e in self.conditional_edges]
            out["interrupt_points"] = [
                {"node": p.node, "kinds": list(p.kinds), "tools": list(p.tools)}
                for p in self.interrupts.values()
            ]
        if self.subagents:
            out["subagents"] = list(self.subagents)
        return out


def _cached(surface: AppSurface, name: str, build: Callable[[], Any]) -> Any:
    value = surface.__dict__.get(name)
    if value is None:
        value = build()
        object.__setattr__(surface, name, value)
    return value


# -- reading ---------------------------------------------------------------------------------------------------


def read_surface(app: Any) -> AppSurface:
    """The surface of ``app``: a compiled LangGraph graph, a list of tools, or an `AppSurface`.

    Raises:
        TrajectoryInputError: for anything else, naming what was given; for a tool list element that is not a
            tool (naming its index).
    """
    if isinstance(app, AppSurface):
        return app
    if isinstance(app, Pregel):
        return _GraphReader().read(app)
    if isinstance(app, Iterable) and not isinstance(app, (str, bytes, Mapping)):
        reader = _GraphReader()
        for index, item in enumerate(app):
            reader.add_tool(_tool(item, f"app[{index}]"), node=None, agent=None)
        if not reader.tools:
            raise TrajectoryInputError("app: the list of tools is empty")
        return AppSurface(tools=reader.tools, notes=tuple(reader.notes))
    raise TrajectoryInputError(
        "app: expected a compiled LangGraph graph (StateGraph.compile(), create_agent(...)), a list of LangChain "
        f"tools, or an AppSurface; got {type(app).__name__}"
    )


def _tool(item: Any, where: str) -> Any:
    if isinstance(item, BaseTool):
        return item
    if isinstance(item, Mapping):
        return item
    if callable(item):
        try:
            return as_tool(item)
        except Exception as exc:
            raise TrajectoryInputError(f"{where}: cannot read a tool from {item!r}: {exc}") from None
    raise TrajectoryInputError(
        f"{where}: expected a LangChain tool, a function or a tool dict, got {type(item).__name__}"
    )


def _schema_of(tool: Any, where: str) -> tuple[str, str, dict[str, Any]]:
    """``(name, description, JSON schema)`` of a LangChain tool or a tool dict (OpenAI, Anthropic, bare)."""
    if isinstance(tool, BaseTool):
        schema = tool.tool_call_schema
        if isinstance(schema, Mapping):
            data = dict(schema)
        elif hasattr(schema, "model_json_schema"):
            data = schema.model_json_schema()
        else:
            data = {"type": "object", "properties": {}}
        return tool.name, tool.description or "", data
    data = tool.get("function") if isinstance(tool.get("function"), Mapping) else tool
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise TrajectoryInputError(f"{where}: 'name' must be a non-blank string, got {name!r}")
    for key in ("parameters", "input_schema", "inputSchema"):
        if isinstance(data.get(key), Mapping):
            return name, str(data.get("description") or ""), dict(data[key])
    return name, str(data.get("description") or ""), {"type": "object", "properties": {}}


class _GraphReader:
    """Walks a graph level by level, collecting tools, nodes, edges, interrupt points and subagents."""

    def __init__(self) -> None:
        self.tools: dict[str, ToolInfo] = {}
        self.nodes: list[str] = []
        self.edges: list[Edge] = []
        self.interrupts: dict[str, InterruptPoint] = {}
        self.subagents: list[str] = []
        self.scopes: dict[str, str] = {}
        self.notes: list[str] = []

    def read(self, graph: Any) -> AppSurface:
        self.level(graph, "", _agent_name(graph))
        for tool in list(self.tools):
            target = handoff_target_of(tool)
            if target is not None and target not in self.subagents and self.scopes.get(target) != "":
                self.subagents.append(target)
        return AppSurface(
            tools=self.tools,
            nodes=tuple(self.nodes),
            edges=tuple(self.edges),
            interrupts=self.interrupts,
            subagents=tuple(self.subagents),
            scopes=self.scopes,
            is_graph=True,
            notes=tuple(self.notes),
        )

    def add_tool(self, tool: Any, *, node: str | None, agent: str | None, interrupts: bool = False) -> None:
        name, description, schema = _schema_of(tool, f"tool {getattr(tool, 'name', tool)!r}")
        known = self.tools.get(name)
        if known is not None:
            if dict(known.schema) != schema:
                self.notes.append(
                    f"tool {name!r} is declared twice with different schemas; the first is used"
                )
            self.tools[name] = ToolInfo(
                name,
                known.description,
                known.schema,
                known.arguments,
                _plus(known.nodes, node),
                _plus(known.agents, agent),
                known.interrupts or interrupts,
            )
            return
        self.tools[name] = ToolInfo(
            name,
            description,
            schema,
            declared_arguments(schema),
            (node,) if node else (),
            (agent,) if agent else (),
            interrupts,
        )

    def level(self, graph: Any, prefix: str, agent: str | None) -> None:
        if agent is not None:
            self.scopes.setdefault(agent, prefix)
        try:
            subgraphs = dict(graph.get_subgraphs())
        except Exception as exc:  # a graph that cannot list them: its tools and nodes are still read
            subgraphs = {}
            self.notes.append(f"{prefix or 'the root graph'}: subgraphs could not be listed ({exc})")
        for name, node in graph.nodes.items():
            if name == START:
                continue
            self.node_tools(node, f"{prefix}{name}", agent)
        self.structure(graph, prefix)
        self.static_interrupts(graph, prefix)
        for name, subgraph in subgraphs.items():
            sub_agent = _agent_name(subgraph) or (name if "messages" in (subgraph.channels or {}) else None)
            if sub_agent is not None and sub_agent not in self.subagents:
                self.subagents.append(sub_agent)
            self.level(subgraph, f"{prefix}{name}:", sub_agent or agent)

    def node_tools(self, node: Any, qualified: str, agent: str | None) -> None:
        bound = getattr(node, "bound", node)
        tools_by_name = getattr(bound, "tools_by_name", None) or getattr(bound, "_tools_by_name", None)
        if isinstance(tools_by_name, Mapping):
            interrupting = []
            for tool in tools_by_name.values():
                calls = any(_calls_interrupt(f) for f in _tool_functions(tool))
                if calls:
                    interrupting.append(tool.name)
                self.add_tool(tool, node=qualified, agent=agent, interrupts=calls)
            if interrupting:
                self.add_interrupt(qualified, "inside", tuple(interrupting))
            return
        functions = [
            f for f in (getattr(bound, "func", None), getattr(bound, "afunc", None)) if f is not None
        ]
        if any(_calls_interrupt(f) for f in functions):
            owner = getattr(functions[0], "__self__", None)
            self.add_interrupt(qualified, "inside", _interrupt_on(owner))

    def structure(self, graph: Any, prefix: str) -> None:
        try:
            drawable = graph.get_graph()
        except Exception as exc:
            self.notes.append(f"{prefix or 'the root graph'}: its edges could not be read ({exc})")
            self.nodes.extend(f"{prefix}{n}" for n in graph.nodes if n not in (START, END))
            return
        self.nodes.extend(f"{prefix}{n}" for n in drawable.nodes if n not in (START, END))
        for edge in drawable.edges:
            self.edges.append(
                Edge(f"{prefix}{edge.source}", f"{prefix}{edge.target}", bool(edge.conditional))
            )

    def static_interrupts(self, graph: Any, prefix: str) -> None:
        nodes = [n for n in graph.nodes if n not in (START, END)]
        for kind, chosen in (
            ("before", graph.interrupt_before_nodes),
            ("after", graph.interrupt_after_nodes),
        ):
            targets = nodes if chosen == "*" else list(chosen or ())
            for node in targets:
                self.add_interrupt(f"{prefix}{node}", kind, ())

    def add_interrupt(self, node: str, kind: str, tools: tuple[str, ...]) -> None:
        known = self.interrupts.get(node)
        if known is None:
            self.interrupts[node] = InterruptPoint(node, (kind,), tools)
        else:
            kinds = known.kinds if kind in known.kinds else (*known.kinds, kind)
            self.interrupts[node] = InterruptPoint(node, kinds, tuple(dict.fromkeys((*known.tools, *tools))))


def _plus(items: tuple[str, ...], item: str | None) -> tuple[str, ...]:
    return items if item is None or item in items else (*items, item)


def _agent_name(graph: Any) -> str | None:
    name = getattr(graph, "name", None)
    return name if isinstance(name, str) and name and name != _DEFAULT_GRAPH_NAME else None


def _interrupt_on(owner: Any) -> tuple[str, ...]:
    """The tools a human-in-the-loop middleware stops for (its ``interrupt_on`` entries that are not off)."""
    config = getattr(owner, "interrupt_on", None)
    if not isinstance(config, Mapping):
        return ()
    return tuple(str(name) for name, value in config.items() if value)


def _tool_functions(tool: Any) -> list[Any]:
    return [f for f in (getattr(tool, "func", None), getattr(tool, "coroutine", None)) if f is not None]


def _calls_interrupt(function: Any, depth: int = 0, seen: set[int] | None = None) -> bool:
    """Whether ``function`` calls LangGraph's ``interrupt()`` by a global name (or through a function of its
    module it calls by name, ``depth`` < 3 levels down)."""
    seen = set() if seen is None else seen
    function = inspect.unwrap(getattr(function, "__func__", function))
    code = getattr(function, "__code__", None)
    scope = getattr(function, "__globals__", None)
    if code is None or not isinstance(scope, Mapping) or id(code) in seen or depth > 3:
        return False
    seen.add(id(code))
    target = _interrupt
    for name in _names(code):
        value = scope.get(name)
        if value is target:
            return True
        if isinstance(value, types.ModuleType) and getattr(value, "interrupt", None) is target:
            return True
        if (
            isinstance(value, types.FunctionType)
            and value.__module__ == function.__module__
            and _calls_interrupt(value, depth + 1, seen)
        ):
            return True
    return False


def _names(code: types.CodeType) -> Sequence[str]:
    """The global and attribute names ``code`` and the functions nested in it use."""
    names = list(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names.extend(_names(const))
    return names
