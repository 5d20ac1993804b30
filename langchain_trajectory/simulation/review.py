"""Answering an application's interrupts: the reviewer of a simulated conversation.

An application that pauses on LangGraph's ``interrupt()`` (LangChain's ``HumanInTheLoopMiddleware`` asking to
approve a tool call, or any ``interrupt(payload)`` of its own) is resumed by the simulator, within the same
turn and on the same thread, with ``Command(resume=...)``. What it is resumed with comes from the
``reviewer``:

- ``"approve"`` / ``"reject"``: approve or reject every action of a ``HumanInTheLoopMiddleware`` request
  (batched ``HITLRequest`` or per-call ``ToolApprovalRequest``); a payload of another form is an error (a
  policy never guesses what an unknown interrupt wants);
- ``"user"``: the simulated user answers in persona ([`LLMSimulatedUser.review`][langchain_trajectory.simulation.LLMSimulatedUser.review]), given the payload as data;
- a callable ``(interrupt, trajectory) -> resume value`` (sync or async); [`per_action`][langchain_trajectory.simulation.per_action] builds one from a
  function deciding each HITL action.

Each answer is recorded on the assistant message of the turn (``metadata["reviews"]``: what was asked, what
was answered). Without a reviewer, an interrupted turn ends the conversation with
``termination="interrupted"`` and the pending request kept in the trajectory's metadata.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, get_args

from langchain_trajectory.simulation._calls import Twin, is_async_callable
from langchain_trajectory.trajectory import Trajectory

__all__ = [
    "HITL_DECISIONS",
    "Interruption",
    "ReviewError",
    "ReviewPolicy",
    "approve_all",
    "hitl_actions",
    "is_hitl_request",
    "per_action",
    "reject_all",
]

ReviewPolicy = Literal["approve", "reject", "user"]
HITL_DECISIONS = ("approve", "edit", "reject", "respond")
"""The decision types of LangChain's ``HumanInTheLoopMiddleware``."""


class ReviewError(RuntimeError):
    """A reviewer could not answer an interrupt (a policy given a payload it cannot read, a callable that
    raised, a model whose answer is not a valid decision)."""


@dataclass(frozen=True)
class Interruption:
    """One pending interrupt of the application, as the reviewer sees it.

    Attributes:
        id: The interrupt's id (what ``Command(resume={id: value})`` answers).
        value: Its payload, JSON-safe (for ``HumanInTheLoopMiddleware``, a ``HITLRequest`` or a
            ``ToolApprovalRequest`` dict).
    """

    id: str
    value: Any

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "value": self.value}


def is_hitl_request(value: Any) -> bool:
    """True for a ``HumanInTheLoopMiddleware`` payload: a batched ``HITLRequest`` (``action_requests``) or a
    per-call ``ToolApprovalRequest`` (``type == "tool_approval"``)."""
    if not isinstance(value, Mapping):
        return False
    if value.get("type") == "tool_approval":
        return True
    return isinstance(value.get("action_requests"), list)


def hitl_actions(value: Any) -> list[dict[str, Any]]:
    """The actions of a HITL payload, each ``{"name", "args", "description", "allowed_decisions"}`` (the
    allowed decisions are None when the request does not say)."""
    if not is_hitl_request(value):
        raise ReviewError(f"not a HumanInTheLoopMiddleware request: {value!r}")
    if value.get("type") == "tool_approval":
        return [
            {
                "name": value.get("name"),
                "args": value.get("args") or {},
                "description": value.get("description", ""),
                "allowed_decisions": None,
            }
        ]
    configs = {c.get("action_name"): c.get("allowed_decisions") for c in value.get("review_configs") or ()}
    return [
        {
            "name": a.get("name"),
            "args": a.get("args") or {},
            "description": a.get("description", ""),
            "allowed_decisions": configs.get(a.get("name")),
        }
        for a in value["action_requests"]
    ]


def hitl_answer(value: Any, decisions: list[dict[str, Any]]) -> Any:
    """The resume value for a HITL payload given one decision per action: ``{"decisions": [...]}`` for a
    batched request, the single decision for a per-call one."""
    if value.get("type") == "tool_approval":
        return decisions[0]
    return {"decisions": decisions}


def check_decision(decision: Any, action: Mapping[str, Any], index: int) -> dict[str, Any]:
    """``decision`` checked against the HITL decision format and the action's allowed decisions.

    Raises:
        ReviewError: naming the action and what is wrong.
    """
    where = f"decision {index} (for {action.get('name')!r})"
    if not isinstance(decision, Mapping):
        raise ReviewError(f"{where}: expected an object with 'type', got {decision!r}")
    kind = decision.get("type")
    if kind not in HITL_DECISIONS:
        raise ReviewError(f"{where}: 'type' must be one of {list(HITL_DECISIONS)}, got {kind!r}")
    allowed = action.get("allowed_decisions")
    if allowed is not None and kind not in allowed:
        raise ReviewError(f"{where}: {kind!r} is not allowed here; allowed: {list(allowed)}")
    if kind == "edit":
        edited = decision.get("edited_action")
        if not isinstance(edited, Mapping) or not isinstance(edited.get("args"), Mapping):
            raise ReviewError(f"{where}: an edit needs 'edited_action': {{'name': ..., 'args': {{...}}}}")
        return {
            "type": "edit",
            "edited_action": {"name": edited.get("name") or action.get("name"), "args": dict(edited["args"])},
        }
    if kind == "respond" and not isinstance(decision.get("message"), str):
        raise ReviewError(f"{where}: a 'respond' decision needs a 'message' string")
    out: dict[str, Any] = {"type": kind}
    if isinstance(decision.get("message"), str):
        out["message"] = decision["message"]
    return out


def _policy(kind: Literal["approve", "reject"]) -> Callable[[Interruption, Trajectory], Any]:
    def answer(interrupt: Interruption, trajectory: Trajectory) -> Any:
        if not is_hitl_request(interrupt.value):
            raise ReviewError(
                f"the {kind!r} reviewer answers HumanInTheLoopMiddleware requests; interrupt {interrupt.id} "
                f"has a payload of another form ({interrupt.value!r}): pass a callable "
                "reviewer (interrupt, trajectory) -> resume value"
            )
        return hitl_answer(interrupt.value, [{"type": kind} for _ in hitl_actions(interrupt.value)])

    answer.__name__ = f"{kind}_all"
    return answer


approve_all = _policy("approve")
"""Reviewer approving every action of a HITL request."""
reject_all = _policy("reject")
"""Reviewer rejecting every action of a HITL request."""


def per_action(
    decide: Callable[[dict[str, Any], Trajectory], Mapping[str, Any]],
) -> Callable[[Interruption, Trajectory], Any]:
    """A reviewer from a function deciding each action of a HITL request.

    ``decide(action, trajectory)`` gets ``{"name", "args", "description", "allowed_decisions"}`` and returns
    a HITL decision: ``{"type": "approve"}``, ``{"type": "edit", "edited_action": {"name": ..., "args":
    {...}}}``, ``{"type": "reject", "message": "..."}`` or ``{"type": "respond", "message": "..."}``. The
    decisions are checked and put in the form the request asks for (batched or per call).
    """
    if not callable(decide):
        raise TypeError("per_action: 'decide' must be a callable (action, trajectory) -> decision")

    def answer(interrupt: Interruption, trajectory: Trajectory) -> Any:
        actions = hitl_actions(interrupt.value)
        decisions = [check_decision(decide(a, trajectory), a, i) for i, a in enumerate(actions)]
        return hitl_answer(interrupt.value, decisions)

    return answer


def reviewer_twin(reviewer: Any, user: Any) -> Twin | None:
    """The reviewer as a `Twin` ``(interrupt, trajectory) -> resume value``, or None for none.

    Raises:
        ValueError: for an unknown policy name, or ``"user"`` with a user that cannot review.
        TypeError: for anything else that is not callable.
    """
    if reviewer is None:
        return None
    if isinstance(reviewer, str):
        if reviewer not in get_args(ReviewPolicy):
            raise ValueError(
                f"ConversationSimulator: 'reviewer' must be one of {get_args(ReviewPolicy)} or a callable "
                f"(interrupt, trajectory) -> resume value, got {reviewer!r}"
            )
        if reviewer == "approve":
            return Twin.of(approve_all)
        if reviewer == "reject":
            return Twin.of(reject_all)
        review = getattr(user, "review", None)
        if not callable(review):
            raise ValueError(
                f"ConversationSimulator: reviewer='user' needs a simulated user with a review() method "
                f"(LLMSimulatedUser has one); {type(user).__name__} has none"
            )
        areview = getattr(user, "areview", None)
        return Twin(review, areview if callable(areview) else None)
    if not callable(reviewer):
        raise TypeError(
            "ConversationSimulator: 'reviewer' must be 'approve', 'reject', 'user' or a callable "
            f"(interrupt, trajectory) -> resume value, got {type(reviewer).__name__}"
        )
    return Twin(async_=reviewer) if is_async_callable(reviewer) else Twin(sync=reviewer)
