"""Is every tool-call argument grounded in the user's input or earlier tool results? One verdict per call."""

from __future__ import annotations

import json
from typing import Any, Unpack

from langchain_core.language_models import BaseChatModel

from langchain_trajectory.evaluators.base import EvaluationContext
from langchain_trajectory.evaluators.judge import _prompts as prompts
from langchain_trajectory.evaluators.judge._base import JudgeEvaluator, JudgeOptions, Outcome
from langchain_trajectory.evaluators.judge._engine import JudgeRequest
from langchain_trajectory.evaluators.judge._parse import Quoted
from langchain_trajectory.evaluators.judge._render import (
    ResultBudget,
    allocate,
    call_text,
    elide,
    message_line,
    outcome_text,
    untrusted_texts,
)
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory, compact_json
from langchain_trajectory.untrusted import fence_all, plain_name

__all__ = ["ToolArgumentHallucinationEvaluator", "grounding_context"]


def grounding_context(
    messages: tuple[Message, ...], message_index: int, call_index: int, budget: ResultBudget | None = None
) -> str:
    """What the judge may ground call ``call_index`` of message ``message_index`` in, as text (to be fenced).

    Every message before that one, with each earlier tool call shown by name with its result or error (never
    with its arguments, which are themselves claims, not evidence), then the calls the same message made in
    an earlier model turn (a smaller ``step``, or any earlier call when steps are unknown). Calls of the call's
    own turn are left out, as is the message's text: they were produced together with the call, so the model
    could not have read them. Untrusted text is escaped as in every judge transcript (see `_render`);
    results and errors are elided under ``budget`` (default [`ResultBudget`][langchain_trajectory.evaluators.ResultBudget]).
    """
    calls = messages[message_index].tool_calls
    step = calls[call_index].step
    # Without steps (a hand-written trajectory) the message's earlier calls count as earlier turns.
    earlier = [c for c in calls[:call_index] if step is None or c.step is None or c.step < step]
    shown = [c for message in messages[:message_index] for c in message.tool_calls] + earlier
    budget = budget or ResultBudget()
    outcomes = [outcome_text(c) for c in shown]
    limits = allocate([len(o) for o in outcomes], budget.per_result, budget.total)
    lines_of = iter(
        f"  [tool: {plain_name(c.name)} -> {elide(o, limit)}]"
        for c, o, limit in zip(shown, outcomes, limits, strict=True)
    )
    blocks: list[str] = []
    for message in messages[:message_index]:
        blocks.append("\n".join([message_line(message), *(next(lines_of) for _ in message.tool_calls)]))
    if earlier:
        lines = ["ASSISTANT (tool calls made before the call being judged):"]
        lines += [next(lines_of) for _ in earlier]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) if blocks else "(nothing: the call was made before any message)"


class ToolArgumentHallucinationEvaluator(JudgeEvaluator):
    """Asks the judge, for every tool call with arguments, whether each argument value is grounded: stated in
    or derivable from the user's messages, the system instructions, or the results of earlier tool calls.

    The score is the share of calls with arguments whose arguments are all grounded. Calls without arguments
    cannot hallucinate one: they count as grounded and cost no judge call (``judged: false``). A trajectory
    with no call that has arguments scores 1.0 and says so. Calls are judged concurrently and cached.

    Args:
        judge: A chat model or a ``"provider:model"`` string (resolved on first use).
        threshold: Pass mark (default 1.0: no hallucinated argument).
        result_budget: The character budget for the earlier tool results shown as evidence (default
            [`ResultBudget`][langchain_trajectory.evaluators.ResultBudget]: 2000 per result, 20000 in all; longer ones are elided with a marker).
        key: The feedback key (default ``tool_argument_hallucination``).
        **options: ``cache``, ``max_retries``, ``structured_output``, ``max_concurrency``, ``samples``,
            ``judge_kwargs`` (see [`JudgeEvaluator`][langchain_trajectory.evaluators.judge.JudgeEvaluator]).

    Result metadata: ``call_verdicts``, one per tool call of the trajectory in order (aligned with
    ``Trajectory.tool_calls()``): ``{index, name, args, grounded, ungrounded_arguments, reason, judged}``;
    plus ``calls_judged``, ``calls_grounded``, ``judge_calls``, ``cache_hits``, ``retries``,
    ``token_usage``.

    Raises:
        TrajectoryInputError: at evaluation for an empty trajectory.
        JudgeError: when the judge gives no usable verdict after its retries.
    """

    def __init__(
        self,
        judge: BaseChatModel | str,
        *,
        threshold: float = 1.0,
        result_budget: ResultBudget | None = None,
        key: str | None = None,
        **options: Unpack[JudgeOptions],
    ) -> None:
        super().__init__(
            judge=judge,
            key=key or "tool_argument_hallucination",
            threshold=threshold,
            **options,
        )
        self.result_budget = result_budget or ResultBudget()

    def requests(self, trajectory: Trajectory) -> list[tuple[int, ToolCall, JudgeRequest | None]]:
        """(flat call index, call, request or None for calls without arguments), in call order."""
        out: list[tuple[int, ToolCall, JudgeRequest | None]] = []
        quoted = Quoted(untrusted_texts(trajectory))
        flat = 0
        for m, message in enumerate(trajectory.messages):
            for c, call in enumerate(message.tool_calls):
                request = None
                if call.args:
                    context, shown_call = fence_all(
                        [
                            (
                                grounding_context(trajectory.messages, m, c, self.result_budget),
                                "CONTEXT",
                                "conversation before the call",
                            ),
                            (call_text(call), "TOOL CALL", "tool call to judge"),
                        ]
                    )
                    request = JudgeRequest(
                        subject=f"tool call {flat} ({call.name!r})",
                        system=prompts.grounding_system(),
                        user=prompts.grounding_user(context, shown_call),
                        schema=prompts.grounding_schema(),
                        reply_format=prompts.GROUNDING_FORMAT,
                        validate=prompts.grounding_validator(sorted(call.args)),
                        quoted=quoted,
                    )
                out.append((flat, call, request))
                flat += 1
        return out

    def requests_for(self, ctx: EvaluationContext) -> list[JudgeRequest]:
        return [r for _, _, r in self.requests(ctx.actual) if r is not None]

    def summarize(self, ctx: EvaluationContext, verdicts: list[dict[str, Any]]) -> Outcome:
        found = iter(verdicts)
        call_verdicts: list[dict[str, Any]] = []
        for index, call in enumerate(ctx.actual.tool_calls()):
            if not call.args:
                verdict = {
                    "grounded": True,
                    "ungrounded_arguments": [],
                    "reason": "no arguments",
                    "judged": False,
                }
            else:
                verdict = {**next(found), "judged": True}
            # Metadata goes to LangSmith as JSON: arguments holding dates or other objects are kept as text.
            args = json.loads(compact_json(call.args))
            call_verdicts.append({"index": index, "name": call.name, "args": args, **verdict})
        judged = [v for v in call_verdicts if v["judged"]]
        grounded = sum(1 for v in judged if v["grounded"])
        score = grounded / len(judged) if judged else 1.0
        if not judged:
            reason = (
                f"No tool call with arguments to check ({len(call_verdicts)} call(s) in total); score 1.0."
            )
        else:
            lines = [f"{grounded}/{len(judged)} tool calls with arguments are fully grounded."]
            lines += [
                f"- call {v['index']} {v['name']}: ungrounded {v['ungrounded_arguments']} ({v['reason']})"
                for v in judged
                if not v["grounded"]
            ]
            reason = "\n".join(lines)
        return Outcome(
            score,
            reason,
            {
                "call_verdicts": call_verdicts,
                "calls_judged": len(judged),
                "calls_grounded": grounded,
                "turn_count": ctx.actual.turn_count(),
            },
        )
