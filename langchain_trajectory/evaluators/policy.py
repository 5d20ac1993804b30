"""ToolPolicyEvaluator: did the agent stay inside its tool policy? No reference needed.

A [`Policy`][langchain_trajectory.matching.Policy] lists what must never happen: forbidden call
patterns, an allow list and a deny list of tool names, and budgets (calls in total, per tool, per model step;
model steps). The score is 1.0 when nothing is violated and 0.0 otherwise; the reason names every violation and
the calls involved.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar

from pydantic import ValidationError

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators._expectations import is_model_step, needs_turns, turns_of
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.matching.budgets import has_budgets
from langchain_trajectory.matching.expectations import Policy
from langchain_trajectory.matching.policy import check_policy
from langchain_trajectory.trajectory import ToolCall, Trajectory
from langchain_trajectory.usage import summarize

__all__ = ["ToolPolicyEvaluator"]


def _agent_turns(trajectory: Trajectory, agent: str) -> tuple[list[ToolCall], list[list[int]]]:
    """The calls of one agent (``metadata["agent"]``, as the recorder sets it) and its model steps: the
    assistant messages a chat model wrote for it (`is_model_step`). Synthetic calls (a supervisor's
    hand-back, written by its node: no model asked for them) are no agent's own."""
    calls: list[ToolCall] = []
    turns: list[list[int]] = []
    for message in trajectory.assistant_messages():
        own = [
            c for c in message.tool_calls if c.metadata.get("agent") == agent and not c.metadata.get("synthetic")
        ]
        if (own or message.metadata.get("agent") == agent) and is_model_step(message):
            start = len(calls)
            calls.extend(own)
            turns.append(list(range(start, len(calls))))
    return calls, turns


def _agents_in(trajectory: Trajectory) -> list[str]:
    names = {c.metadata.get("agent") for c in trajectory.tool_calls()}
    names |= {m.metadata.get("agent") for m in trajectory.assistant_messages()}
    return sorted(str(n) for n in names if n)


class ToolPolicyEvaluator(BaseEvaluator):
    """Checks a trajectory (or one agent's part of it) against a tool policy, without a reference.

    Args:
        policy: A [`Policy`][langchain_trajectory.matching.Policy] (``Expect.policy(...)``), its dict
            form, or None to give the fields below as keywords.
        agent: Check only the calls of this agent (calls whose ``metadata["agent"]`` is this name, as the
            recorder records them for ``create_agent(name=...)`` agents, supervisors and swarms) and the model
            steps it took. None: the whole trajectory.
        key: Feedback key (default ``tool_policy``, or ``tool_policy_<agent>``).
        **fields: The policy's fields when ``policy`` is None: ``forbidden`` (call patterns; a bare name forbids
            every call of that tool), ``allow`` / ``deny`` (tool names), ``max_calls``, ``max_calls_per_tool``
            (``{name: n}``), ``max_calls_per_step`` (calls one model step may issue: a call's ``step`` when
            given, else its assistant message), ``max_model_steps`` (model steps: chat-model calls; messages a graph
            node or middleware wrote, such as a supervisor's hand-back, are none), and budgets on what the run used:
            ``max_tokens``, ``max_cost`` (with ``prices={model: (input_per_1k, output_per_1k)}``),
            ``max_latency_s``, ``max_model_calls``, each failing with the model step (or tool call) that crossed it.

    The score is 1.0 when the policy holds and 0.0 when anything is violated (threshold 1.0). ``metadata`` holds
    ``violations`` (``kind``, ``message``, ``calls``), ``call_count``, ``calls_per_tool``, ``model_steps``,
    ``agent``, ``agents`` (every agent name in the trajectory) and the ``policy``; with budgets, ``usage``
    (``total_tokens``, ``model_calls``, ``cost``, ``latency_s`` of the calls checked). A bare list of calls is one
    model step (and, having no usage, fails any budget on tokens or cost).

    Raises:
        TrajectoryInputError: for an invalid policy or an unknown field (naming it and the nearest known one),
            when the evaluator is built.
        ValueError: for both ``policy`` and keyword fields.
    """

    requires_expected: ClassVar[bool] = False

    def __init__(
        self,
        policy: Policy | Mapping[str, Any] | None = None,
        *,
        agent: str | None = None,
        key: str | None = None,
        **fields: Any,
    ) -> None:
        if policy is not None and fields:
            raise ValueError(f"give a policy or its fields {sorted(fields)} as keywords, not both")
        if agent is not None and (not isinstance(agent, str) or not agent.strip()):
            raise ValueError(f"agent must be a non-blank agent name, got {agent!r}")
        try:
            if isinstance(policy, Policy):
                self.policy = policy.policy()
            else:
                self.policy = Policy.model_validate(dict(policy) if policy is not None else fields)
        except ValidationError as exc:
            problems = "; ".join(str(e["msg"]).removeprefix("Value error, ") for e in exc.errors()[:5])
            raise TrajectoryInputError(f"invalid tool policy: {problems}") from None
        super().__init__(key=key or (f"tool_policy_{agent}" if agent else "tool_policy"), threshold=1.0)
        self.agent = agent

    def check_actual(self, ctx: EvaluationContext) -> None:
        if self.agent is not None or needs_turns(self.policy) or has_budgets(self.policy):
            ctx.actual  # noqa: B018 -- the agent filter and the step and usage budgets need the messages
        else:
            ctx.actual_sequence  # noqa: B018

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        """1.0 when the policy holds, else 0.0 with every violation in the reason."""
        agents: list[str] | None = None
        if self.agent is not None:
            trajectory = ctx.actual
            calls, turns = _agent_turns(trajectory, self.agent)
            agents = _agents_in(trajectory)
        elif needs_turns(self.policy):
            calls, turns = turns_of(ctx.actual)
        else:
            calls, turns = list(ctx.actual_calls), None
        model_calls = None
        if has_budgets(self.policy):
            model_calls = [
                r for r in ctx.actual.model_calls() if self.agent is None or r.get("agent") == self.agent
            ]
        violations = check_policy(self.policy, calls, turns, model_calls)
        score = 0.0 if violations else 1.0
        scope = f"agent {self.agent!r}" if self.agent is not None else "trajectory"
        steps = len(turns) if turns is not None else None
        counted = f"{len(calls)} tool calls" + (f" in {steps} model steps" if steps is not None else "")
        if violations:
            lines = [f"policy violated ({scope}, {counted}):"]
            lines += [f"  - {v.message}" for v in violations]
        else:
            lines = [f"policy holds ({scope}, {counted})"]
        if self.agent is not None and agents is not None and self.agent not in agents:
            lines.append(f"note: no call or message of agent {self.agent!r}; agents in the trajectory: {agents}")
        return self.result(
            score,
            "\n".join(lines),
            violations=[v.to_dict() for v in violations],
            call_count=len(calls),
            calls_per_tool=dict(Counter(c.name for c in calls)),
            model_steps=steps,
            agent=self.agent,
            agents=agents,
            policy=self._policy_json(),
            **({"usage": _usage_summary(ctx, self.policy, model_calls)} if model_calls is not None else {}),
        )

    def _policy_json(self) -> Any:
        try:
            return self.policy.model_dump(mode="json", exclude_defaults=True)
        except (ValueError, TypeError):  # per-key matchers with no JSON form
            return None

    def __repr__(self) -> str:
        return f"ToolPolicyEvaluator(key={self.key!r}, agent={self.agent!r}, policy={self._policy_json()!r})"


def _usage_summary(ctx: EvaluationContext, policy: Policy, records: list[dict[str, Any]]) -> dict[str, Any]:
    tools = [(c.metadata.get("start_time"), c.metadata.get("end_time")) for c in ctx.actual.tool_calls()]
    usage = summarize(records, policy.prices, tool_spans=tools)
    return {k: getattr(usage, k) for k in ("total_tokens", "model_calls", "unreported", "cost", "latency_s")}
