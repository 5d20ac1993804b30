"""Human review, as far as a message list carries it.

LangChain's ``HumanInTheLoopMiddleware`` leaves two marks in the messages: a rejected (or answered) call's
``ToolMessage`` has ``additional_kwargs["lc_source"] == "hitl_interrupt_decision"`` with the decision in
``additional_kwargs["lc_data"]["decision"]``; an edited call's result starts with the middleware's edit notice,
which names the call that ran (``Executed instead: <tool> with arguments <JSON>.``), followed by
``Tool response:`` and the tool's own result. `read_review` turns those marks into the same
``metadata["review"]`` capture records (``status`` ``rejected`` / ``responded`` with ``message``, or ``edited``
with ``executed_args``) and gives back the tool's own result. A message list does not say that a call was
approved, or paused and then resumed: those leave no mark.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from langchain_trajectory._json import raw_decode

__all__ = ["read_review"]

_HITL_SOURCE = "hitl_interrupt_decision"
_STATUS = {"reject": "rejected", "respond": "responded"}
_EXECUTED = " Executed instead: "
_WITH_ARGUMENTS = " with arguments "
_RESPONSE = "\n\nTool response:"
_REASON = " with reason: "
_DECODER = json.JSONDecoder()


def read_review(additional_kwargs: Any, content: Any, error: str | None) -> tuple[dict[str, Any] | None, Any]:
    """``(review or None, the call's result)`` for a ``ToolMessage`` with these ``additional_kwargs``, result
    ``content`` and ``error`` text (None unless its status is ``error``)."""
    if isinstance(additional_kwargs, Mapping) and additional_kwargs.get("lc_source") == _HITL_SOURCE:
        data = additional_kwargs.get("lc_data")
        decision = data.get("decision") if isinstance(data, Mapping) else None
        status = _STATUS.get(decision) if isinstance(decision, str) else None
        if status is not None:
            text = error if error is not None else (content if isinstance(content, str) else "")
            message = text.split(_REASON, 1)[1] if status == "rejected" and _REASON in text else text
            return {"status": status, "message": message}, content
    if error is None and isinstance(content, str):
        return _edited(content)
    return None, content


def _edited(content: str) -> tuple[dict[str, Any] | None, Any]:
    """The review and result of a result that starts with the edit notice, else ``(None, content)``."""
    head = content.split(_RESPONSE, 1)[0]
    start = head.find(_EXECUTED)
    if start < 0:
        return None, content
    rest = head[start + len(_EXECUTED) :]
    name, found, after = rest.partition(_WITH_ARGUMENTS)
    if not found or not name or " " in name:
        return None, content
    try:
        args, end = raw_decode(_DECODER, after)
    except (ValueError, RecursionError):
        return None, content
    if not isinstance(args, dict) or after[end:] != ".":
        return None, content
    result = content[len(head) + len(_RESPONSE) :].removeprefix("\n") if _RESPONSE in content else ""
    return {"status": "edited", "executed_name": name, "executed_args": args}, result
