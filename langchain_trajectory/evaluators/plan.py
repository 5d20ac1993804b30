"""PlanAdherenceEvaluator: did the agent do what its todo list says it did?

Agents with a todo tool (deepagents' ``write_todos``, LangChain's ``TodoListMiddleware``) make their plan an explicit
tool call: each call replaces the list, every item with a status. Whether the agent did what it planned, marked
done what it did not do, or planned when it should not have, can then be computed from the calls alone, without an
LLM.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.matching.algorithms import maximum_bipartite_matching
from langchain_trajectory.trajectory import ToolCall

__all__ = ["PlanAdherenceEvaluator", "TodoReader"]

TodoReader = Callable[[ToolCall], Sequence[tuple[str, str]]]
"""Reads one successful todo call into its items, ``(content, status)`` in order."""
SupportRule = Mapping[str | re.Pattern[str], Sequence[str]] | Callable[[str, Sequence[ToolCall]], bool]


@dataclass
class _Item:
    """One todo item, followed through the plan's versions (by its text, case and spacing aside)."""

    content: str
    created_at: int  # index of the todo call that first listed it
    status: str = ""
    open_since: int = -1  # position (in the agent's calls) of the todo call that opened it
    completed_at: int | None = None  # index of the todo call that marked it completed
    support: list[ToolCall] = field(default_factory=list)
    unsupported: bool = False
    dropped_at: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "status": self.status,
            "created_at": self.created_at,
            "completed_at": self.completed_at,
            "dropped_at": self.dropped_at,
            "supported_by": [{"name": c.name, "id": c.id} for c in self.support],
            "unsupported": self.unsupported,
        }


@dataclass
class _Plan:
    """The todo list of one agent, as its calls changed it."""

    agent: str | None
    writes: list[dict[str, Any]] = field(default_factory=list)
    items: dict[str, _Item] = field(default_factory=dict)
    current: list[str] = field(default_factory=list)
    added_later: list[str] = field(default_factory=list)
    regressions: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)

    @property
    def churn(self) -> int:
        return len(self.added_later) + len(self.regressions) + len(self.dropped)


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


class PlanAdherenceEvaluator(BaseEvaluator):
    """Checks an agent's todo list against what it did: items marked completed that no call supports, plan churn,
    unfinished items, and whether it planned at all.

    Each successful call of ``todo_tool`` replaces the agent's list (a failed one changed nothing). An item is
    followed by its text (case and spacing aside): created by the first list holding it, **completed** by the first
    list that gives it a completed status. An item marked completed needs a **supporting call**: a successful call
    of another tool by the same agent, made after the list that opened the item (for an item listed as completed
    from the start, after the previous list; for a reopened one, after the list that reopened it) and before the
    list that marks it completed. Each call supports one item, the items completed together sharing their calls by a
    maximum matching (``share_calls=True`` lets one call support several); ``support`` narrows which tools count.
    In deepagents, work a subagent did is supported by the main agent's ``task`` call.

    **Churn** counts items added after the first list, items dropped while still open, and completed items reopened.

    Score: 0.0 when the plan itself is wrong (``expect_plan=True`` and no todo call; ``expect_plan=False`` and a
    todo call: planning where it should not happen; churn above ``max_churn``); otherwise the share of items without
    a problem (an item marked completed without support; with ``require_completion``, an item left open); 1.0 when
    there is nothing to check. ``passed`` at ``threshold`` (default 1.0).

    Args:
        todo_tool: The todo tool's name (default ``write_todos``).
        todos_key: The argument holding the list (default ``todos``).
        content_key / status_key: Each item's text and status fields (defaults ``content`` / ``status``).
        completed: The status value(s) meaning done (default ``completed``).
        read_todos: Instead of the keys: a function reading a call into ``[(content, status), ...]``.
        support: Which calls may support an item: ``{pattern: [tool names]}`` (a string pattern is a
            case-insensitive substring of the item's text, a compiled one is searched; the first that matches
            decides; an empty list means the item needs no call), or a function ``(item text, calls in its window)
            -> bool``. Default: any successful call of another tool.
        share_calls: Let one call support several items (default False).
        expect_plan: True: the agent must plan; False: it must not (a todo call fails it); None (default): either.
        require_completion: Items still open at the end are problems (default False: reported only).
        max_churn: The most churn allowed (None: reported only).
        agent: Check only this agent's plan (calls whose ``metadata["agent"]`` is this name). Default: every agent
            that planned, each against its own calls.
        key: Feedback key (default ``plan_adherence``).
        threshold: Pass mark (default 1.0).

    Result metadata: ``planned`` (bool), ``plans`` (per agent: ``agent``, ``writes`` (each todo call's ``call_id``
    and the tools called since the previous one), ``items`` (``content``, final ``status``, ``created_at``,
    ``completed_at``, ``dropped_at``, ``supported_by``, ``unsupported``), ``added_later``, ``dropped``,
    ``reopened``, ``churn``), ``unsupported``, ``unfinished``, ``churn``, ``problems``.

    Raises:
        ValueError: at construction for an invalid option.
        TrajectoryInputError: at evaluation when a successful todo call cannot be read with the configured keys
            (naming the call and the field).
    """

    requires_expected: ClassVar[bool] = False
    reads_conversation: ClassVar[bool] = True

    def __init__(
        self,
        *,
        todo_tool: str = "write_todos",
        todos_key: str = "todos",
        content_key: str = "content",
        status_key: str = "status",
        completed: str | Sequence[str] = "completed",
        read_todos: TodoReader | None = None,
        support: SupportRule | None = None,
        share_calls: bool = False,
        expect_plan: bool | None = None,
        require_completion: bool = False,
        max_churn: int | None = None,
        agent: str | None = None,
        key: str | None = None,
        threshold: float = 1.0,
    ) -> None:
        _check_names(todo_tool=todo_tool, todos_key=todos_key, content_key=content_key, status_key=status_key)
        done = _completed_statuses(completed)
        _check_readers(read_todos, support)
        _check_limits(expect_plan, max_churn, agent)
        super().__init__(key=key or "plan_adherence", threshold=threshold)
        self.todo_tool = todo_tool
        self.todos_key, self.content_key, self.status_key = todos_key, content_key, status_key
        self.completed = frozenset(done)
        self.read_todos = read_todos or self._read_todos
        self.support = support
        self.share_calls = bool(share_calls)
        self.expect_plan = expect_plan
        self.require_completion = bool(require_completion)
        self.max_churn = max_churn
        self.agent = agent

    # -- reading todo calls ----------------------------------------------------------------------------------------

    def _read_todos(self, call: ToolCall) -> list[tuple[str, str]]:
        todos = call.args.get(self.todos_key)
        if not isinstance(todos, list):
            raise TrajectoryInputError(f"'{self.todos_key}' must be a list, got {type(todos).__name__}")
        out = []
        for i, item in enumerate(todos):
            if not isinstance(item, Mapping):
                raise TrajectoryInputError(
                    f"'{self.todos_key}'[{i}] must be an object, got {type(item).__name__}"
                )
            fields: list[str] = []
            for name in (self.content_key, self.status_key):
                value = item.get(name)
                if not isinstance(value, str):
                    raise TrajectoryInputError(
                        f"'{self.todos_key}'[{i}]['{name}'] must be a string, got {value!r}"
                    )
                fields.append(value)
            out.append((fields[0], fields[1]))
        return out

    def _todos(self, call: ToolCall, index: int) -> list[tuple[str, str]]:
        try:
            return list(self.read_todos(call))
        except TrajectoryInputError as exc:
            raise TrajectoryInputError(
                f"{self.key}: call {index} ({call.name}, id {call.id}): {exc}"
            ) from None

    # -- following the plan ----------------------------------------------------------------------------------------

    def plans(self, calls: Sequence[ToolCall]) -> list[_Plan]:
        """Every agent's plan, followed through ``calls`` (the trajectory's calls, in order)."""
        by_agent: dict[str | None, list[tuple[int, ToolCall]]] = {}
        for index, call in enumerate(calls):
            agent = call.metadata.get("agent")
            agent = agent if isinstance(agent, str) else None
            if self.agent is None or agent == self.agent:
                by_agent.setdefault(agent, []).append((index, call))
        out = []
        for agent, own in by_agent.items():
            if any(c.name == self.todo_tool for _, c in own):
                out.append(self._follow(agent, own))
        return out

    def _follow(self, agent: str | None, own: list[tuple[int, ToolCall]]) -> _Plan:
        plan = _Plan(agent)
        used: set[int] = set()
        previous_write = -1
        since: list[str] = []
        for position, (index, call) in enumerate(own):
            if call.name != self.todo_tool:
                if call.error is None:
                    since.append(call.name)
                continue
            if call.error is not None:
                continue  # a failed todo call changed nothing
            write = len(plan.writes)
            plan.writes.append({"call_id": call.id, "call_index": index, "calls_since_previous": since})
            since = []
            listed = self._todos(call, index)
            completed_now: list[_Item] = []
            seen: list[str] = []
            for content, status in listed:
                norm = _norm(content)
                seen.append(norm)
                done = status in self.completed
                item = plan.items.get(norm)
                if item is None:
                    # Work for an item counts from the list that opened it; one listed as completed from the start
                    # needs its work since the previous list.
                    item = plan.items[norm] = _Item(
                        content, write, open_since=previous_write if done else position
                    )
                    if write > 0:
                        plan.added_later.append(content)
                was_done = item.completed_at is not None
                item.dropped_at = None
                item.status = status
                if done and not was_done:
                    item.completed_at = write
                    completed_now.append(item)
                elif not done and was_done:
                    plan.regressions.append(
                        content
                    )  # reopened: new work is needed before it is completed again
                    item.completed_at = None
                    item.open_since = position
            for norm in plan.current:
                if norm not in seen:
                    item = plan.items[norm]
                    item.dropped_at = write
                    if item.completed_at is None:
                        plan.dropped.append(item.content)
            plan.current = seen
            self._support(completed_now, own, position, used)
            previous_write = position
        return plan

    def _support(
        self, items: list[_Item], own: list[tuple[int, ToolCall]], position: int, used: set[int]
    ) -> None:
        """Give each item completed by the todo call at ``position`` its supporting calls (a maximum matching of
        items to calls when a call supports one item only)."""
        if not items:
            return
        if callable(self.support):
            for item in items:
                calls = [own[p][1] for p in self._window(item, own, position)]
                item.unsupported = not self.support(item.content, calls)
                if not item.unsupported:
                    item.support = calls
            return
        candidates = [self._candidates(item, own, position, used) for item in items]
        if self.share_calls:
            for item, found in zip(items, candidates, strict=True):
                self._settle(item, [own[p][1] for p in found], needs_call=self._needs_call(item))
            return
        adjacency = [list(found) for found in candidates]
        pairs = dict(maximum_bipartite_matching(adjacency, len(own)))
        for k, item in enumerate(items):
            match = pairs.get(k)
            if match is not None:
                used.add(match)
            self._settle(
                item, [own[match][1]] if match is not None else [], needs_call=self._needs_call(item)
            )

    def _window(self, item: _Item, own: list[tuple[int, ToolCall]], position: int) -> list[int]:
        """The successful calls (other than todo calls) made while ``item`` was open, up to ``position``."""
        return [
            p
            for p in range(item.open_since + 1, position)
            if own[p][1].name != self.todo_tool and own[p][1].error is None
        ]

    def _candidates(
        self, item: _Item, own: list[tuple[int, ToolCall]], position: int, used: set[int]
    ) -> list[int]:
        """The calls that may support ``item`` under a support mapping (none when it needs no call)."""
        tools = self._tools_for(item.content)
        if tools is not None and not tools:
            return []  # needs no call
        return [
            p
            for p in self._window(item, own, position)
            if (tools is None or own[p][1].name in tools) and (self.share_calls or p not in used)
        ]

    def _needs_call(self, item: _Item) -> bool:
        tools = self._tools_for(item.content)
        return tools is None or bool(tools)

    @staticmethod
    def _settle(item: _Item, calls: list[ToolCall], *, needs_call: bool) -> None:
        item.support = calls
        item.unsupported = needs_call and not calls

    def _tools_for(self, content: str) -> frozenset[str] | None:
        """The tools that may support an item (empty: none needed), or None for any tool."""
        if not isinstance(self.support, Mapping):
            return None
        for pattern, tools in self.support.items():
            found = (
                pattern.search(content)
                if isinstance(pattern, re.Pattern)
                else pattern.casefold() in content.casefold()
            )
            if found:
                return frozenset(tools)
        return None

    # -- the evaluation ----------------------------------------------------------------------------------------

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        """Score the plan (see the class doc)."""
        plans = self.plans(ctx.actual.tool_calls())
        planned = bool(plans)
        churn = sum(p.churn for p in plans)
        problems = self._problems(plans, churn)
        items = [(p, item) for p in plans for item in p.items.values()]
        unsupported = [(p, i) for p, i in items if i.unsupported]
        unfinished = [(p, i) for p, i in items if i.completed_at is None and i.dropped_at is None]
        bad = {id(i) for _, i in unsupported}
        if self.require_completion:
            bad |= {id(i) for _, i in unfinished}
        share = (len(items) - len(bad)) / len(items) if items else 1.0
        score = 0.0 if problems else share
        lines = [self._summary(plans, items, churn), *(f"- {p}" for p in problems)]
        lines += self._item_lines(unsupported, unfinished)
        return self.result(
            score,
            "\n".join(lines),
            planned=planned,
            plans=[_plan_dict(p) for p in plans],
            unsupported=[{"agent": p.agent, "content": i.content} for p, i in unsupported],
            unfinished=[{"agent": p.agent, "content": i.content} for p, i in unfinished],
            churn=churn,
            problems=problems,
        )

    def _problems(self, plans: list[_Plan], churn: int) -> list[str]:
        """What fails the plan whatever its items: planning when none was expected, or the reverse; churn."""
        problems: list[str] = []
        if self.expect_plan is True and not plans:
            problems.append(f"no plan: {self.todo_tool} was never called successfully, and planning was expected")
        if self.expect_plan is False and plans:
            writes = sum(len(p.writes) for p in plans)
            problems.append(f"planned where no plan was expected: {self.todo_tool} called {writes} time(s)")
        if self.max_churn is not None and churn > self.max_churn:
            problems.append(f"plan churn {churn} exceeds max_churn = {self.max_churn}")
        return problems

    def _item_lines(
        self, unsupported: list[tuple[_Plan, _Item]], unfinished: list[tuple[_Plan, _Item]]
    ) -> list[str]:
        """The reason's lines on items marked completed without support, and on items left open."""
        lines = [
            f"- marked completed without a supporting call{_of(p)}: {i.content!r} (todo call {i.completed_at})"
            for p, i in unsupported
        ]
        if unfinished:
            label = "left unfinished" if self.require_completion else "still open at the end (not counted)"
            lines.append(f"- {label}: " + ", ".join(repr(i.content) for _, i in unfinished))
        return lines

    def _summary(self, plans: list[_Plan], items: list[tuple[_Plan, _Item]], churn: int) -> str:
        if not plans:
            return f"no plan ({self.todo_tool} never called successfully)"
        done = sum(1 for _, i in items if i.completed_at is not None)
        writes = sum(len(p.writes) for p in plans)
        return (
            f"{len(items)} todo item(s) over {writes} plan update(s): {done} marked completed; churn {churn}"
        )

    def __repr__(self) -> str:
        return f"PlanAdherenceEvaluator(key={self.key!r}, todo_tool={self.todo_tool!r}, expect_plan={self.expect_plan!r})"


def _of(plan: _Plan) -> str:
    return f" (agent {plan.agent})" if plan.agent else ""


def _plan_dict(plan: _Plan) -> dict[str, Any]:
    return {
        "agent": plan.agent,
        "writes": plan.writes,
        "items": [i.to_dict() for i in plan.items.values()],
        "added_later": plan.added_later,
        "dropped": plan.dropped,
        "reopened": plan.regressions,
        "churn": plan.churn,
    }


def _check_names(**names: Any) -> None:
    for name, value in names.items():
        if not isinstance(value, str) or not value.strip():
            raise ValueError(f"'{name}' must be a non-blank string, got {value!r}")


def _completed_statuses(completed: str | Sequence[str]) -> tuple[str, ...]:
    done = (completed,) if isinstance(completed, str) else tuple(completed)
    if not done or not all(isinstance(s, str) and s for s in done):
        raise ValueError(f"'completed' must be a status or a non-empty list of statuses, got {completed!r}")
    return done


def _check_readers(read_todos: Any, support: Any) -> None:
    if read_todos is not None and not callable(read_todos):
        raise ValueError(f"'read_todos' must be a callable (ToolCall) -> [(content, status)], got {read_todos!r}")
    if support is not None and not callable(support):
        _check_support(support)


def _check_limits(expect_plan: Any, max_churn: Any, agent: Any) -> None:
    if expect_plan is not None and not isinstance(expect_plan, bool):
        raise ValueError(f"'expect_plan' must be True, False or None, got {expect_plan!r}")
    if max_churn is not None and (isinstance(max_churn, bool) or not isinstance(max_churn, int) or max_churn < 0):
        raise ValueError(f"'max_churn' must be None or an integer >= 0, got {max_churn!r}")
    if agent is not None and (not isinstance(agent, str) or not agent.strip()):
        raise ValueError(f"'agent' must be a non-blank agent name, got {agent!r}")


def _check_support(support: Any) -> None:
    if not isinstance(support, Mapping):
        raise ValueError(
            f"'support' must be a mapping {{pattern: [tool names]}} or a callable, got {support!r}"
        )
    for pattern, tools in support.items():
        if not isinstance(pattern, (str, re.Pattern)) or (isinstance(pattern, str) and not pattern.strip()):
            raise ValueError(
                f"'support' keys must be non-blank strings or compiled patterns, got {pattern!r}"
            )
        if (
            isinstance(tools, str)
            or not isinstance(tools, Sequence)
            or not all(isinstance(t, str) for t in tools)
        ):
            raise ValueError(f"support[{pattern!r}] must be a list of tool names, got {tools!r}")
