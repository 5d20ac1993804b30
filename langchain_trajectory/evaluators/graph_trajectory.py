"""GraphTrajectoryEvaluator: the nodes a LangGraph thread went through, against the expected ones.

The graph trajectory ([`GraphTrajectory`][langchain_trajectory.graph_trajectory.GraphTrajectory], from checkpoint history or a
recorder) is read as a sequence of *node calls*: one call per node run, named by its path (``inner:inner_1`` for
a node of subgraph ``inner``), with an ``__interrupt__`` marker after each node that stopped at an interrupt, and
``__start__`` tasks left out unless asked for. Those calls are scored exactly like tool calls: the seven modes of
[`ToolTrajectoryEvaluator`][langchain_trajectory.evaluators.ToolTrajectoryEvaluator] and the expectation model
(nodes as calls; with ``updates=True`` each node's state update is its arguments). Nodes that ran in one superstep
ran in parallel, so by default the ordered modes accept them in any order.

The expected side may be a list of node paths, an expectation (``Expect.steps(...)`` or ``{"steps": ...}``:
steps of unordered nodes), another graph trajectory, or agentevals' form (``{"steps": [[...]], "results":
[...]}``: its ``steps`` are the segments, read in order, with their ``__interrupt__`` markers). agentevals'
``graph_trajectory_strict_match`` is ``GraphTrajectoryEvaluator("strict", include_start=True)``: when both sides
are graph trajectories, ``strict`` also compares where each invocation ends (the segments), as agentevals does
(``[["__start__", "agent"], ["agent"]]`` is not ``[["__start__", "agent", "agent"]]``); ``boundaries=False``
compares the node path alone. An expectation written as a flat list of nodes has no boundaries to compare.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from langchain_trajectory.evaluators.base import EvalResult, EvaluationContext
from langchain_trajectory.evaluators.trajectory_match import ToolTrajectoryEvaluator, TrajectoryMatchMode
from langchain_trajectory.graph_trajectory import is_graph_trajectory, read_graph_trajectory
from langchain_trajectory.matching.expectations import Expectation
from langchain_trajectory.reading.steps import CallSequence
from langchain_trajectory.trajectory import ToolCall

__all__ = ["GraphTrajectoryEvaluator"]


class GraphTrajectoryEvaluator(ToolTrajectoryEvaluator):
    """Deterministic match of a graph trajectory's node path, in one of the seven modes.

    Args:
        mode: As for [`ToolTrajectoryEvaluator`][langchain_trajectory.evaluators.ToolTrajectoryEvaluator].
        updates: Give each node call its state update as arguments, so expected nodes can constrain them
            (``Expect.call("router", args={"route": "billing"})``); otherwise node calls have no arguments.
        include_start: Keep the ``__start__`` tasks (the input) as calls, as agentevals lists them.
        markers: Put an ``__interrupt__`` call after each interrupted node (interrupts are the boundaries
            between a thread's runs).
        parallel_nodes_unordered: In ``strict`` and ``in_order``, nodes of one superstep may appear in any order.
        boundaries: In ``strict``, when the expected side is a graph trajectory too, its segments (one per
            invocation: where the thread stopped) must be the actual ones: the same number, each with the nodes
            at the same positions (agentevals' strict match). False: the node path alone.
        argument_matcher: How a node's update is compared with expected arguments (default ``superset``: the
            update holds the expected keys and values).
        tool_matchers: Per-node overrides ``{node path: matcher spec}``.
        threshold: ``passed`` is ``score >= threshold`` (default 1.0).
        key: Feedback key (default ``graph_trajectory_<mode>``).

    The result is the one of the tool-call evaluator over node calls (same reason and metadata), with
    ``metadata["segments"]`` (the segment count) and ``metadata["source"]`` of the actual graph trajectory.
    """

    def __init__(
        self,
        mode: TrajectoryMatchMode | Literal["unordered"] = "strict",
        *,
        updates: bool = False,
        include_start: bool = False,
        markers: bool = True,
        parallel_nodes_unordered: bool = True,
        boundaries: bool = True,
        argument_matcher: Any = "superset",
        tool_matchers: Mapping[str, Any] | None = None,
        threshold: float | None = None,
        key: str | None = None,
    ) -> None:
        flags = (("updates", updates), ("include_start", include_start), ("markers", markers), ("boundaries", boundaries))
        for name, flag in flags:
            if not isinstance(flag, bool):
                raise ValueError(f"{name} must be a bool, got {type(flag).__name__}")
        super().__init__(
            mode,
            argument_matcher=argument_matcher,
            tool_matchers=tool_matchers,
            threshold=threshold,
            parallel_calls_unordered=parallel_nodes_unordered,
            key=key or f"graph_trajectory_{mode}",
        )
        self.updates = updates
        self.include_start = include_start
        self.markers = markers
        self.boundaries = boundaries

    def _node_calls(self, value: Any, what: str) -> CallSequence:
        graph = read_graph_trajectory(value, what=what)
        calls = graph.node_calls(updates=self.updates, include_start=self.include_start, markers=self.markers)
        return _Segmented(tuple(calls), graph.segment_count)

    def check_actual(self, ctx: EvaluationContext) -> None:
        read_graph_trajectory(ctx.actual_input, what="actual")

    def read_expected(self, value: Any) -> CallSequence | Expectation:
        """Node calls of a graph trajectory (agentevals' form included), else what the tool-call evaluator
        reads: node paths, steps, the expectation model."""
        if is_graph_trajectory(value):
            return self._node_calls(value, "expected")
        return super().read_expected(value)

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        """Score the node path in this evaluator's mode."""
        graph = read_graph_trajectory(ctx.actual_input, what="actual")
        calls = graph.node_calls(updates=self.updates, include_start=self.include_start, markers=self.markers)
        result = super().measure(ctx.replace(actual=CallSequence(tuple(calls))))
        score, reason = result.score, result.reason
        expected = ctx.expected
        if self.mode == "strict" and self.boundaries and isinstance(expected, _Segmented):
            actual_cut = _cuts(calls, graph.segment_count)
            expected_cut = _cuts(expected.calls, expected.segment_count)
            if actual_cut != expected_cut:
                score = 0.0
                reason = (
                    f"segment boundaries differ: actual {_shown(actual_cut)}, expected {_shown(expected_cut)} "
                    f"(nodes per invocation); node path: {reason}"
                )
        return self.result(
            score,
            reason,
            **result.metadata,
            segments=graph.segment_count,
            source=graph.source,
        )

    def __repr__(self) -> str:
        return (
            f"GraphTrajectoryEvaluator(mode={self.requested_mode!r}, key={self.key!r}, updates={self.updates}, "
            f"include_start={self.include_start}, markers={self.markers}, boundaries={self.boundaries})"
        )


class _Segmented(CallSequence):
    """Node calls of a graph trajectory, with its segment count (empty segments included)."""

    __slots__ = ("segment_count",)

    def __init__(self, calls: tuple[ToolCall, ...], segment_count: int) -> None:
        super().__init__(calls)
        self.segment_count = segment_count


def _cuts(calls: tuple[ToolCall, ...] | list[ToolCall], count: int) -> list[int]:
    """How many node calls each segment holds."""
    sizes = [0] * count
    for call in calls:
        segment = call.metadata.get("segment")
        if isinstance(segment, int) and 0 <= segment < count:
            sizes[segment] += 1
    return sizes


def _shown(sizes: list[int]) -> str:
    return f"{len(sizes)} segment(s) of {sizes}"
