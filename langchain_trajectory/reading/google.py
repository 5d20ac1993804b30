"""Gemini's server-side code execution, as langchain-google-genai keeps it in a reply's content.

When Gemini runs code itself (the ``code_execution`` tool), its reply holds an ``executableCode`` part (the code
it ran) and a ``codeExecutionResult`` part (the outcome and output). langchain-google-genai keeps them in the
message's content as ``{"type": "executable_code", "executable_code": <code>, "language": <language>, "id":
<an id it makes up>}`` and ``{"type": "code_execution_result", "code_execution_result": <output>, "outcome": 1 |
2, "tool_call_id": ""}`` (1: the code ran; 2: it failed, the output then holding the error). They are read as
LangChain's own ``content_blocks`` translation reads them: a call to ``code_interpreter`` with ``{"code",
"language"}``, marked ``executed_by: "provider"``, and its result (or error). The result names no call, so it
answers the latest provider-executed call before it in the same content (see
`answer_in_order`).

langchain-google-genai leaves out a ``codeExecutionResult`` whose output is empty (such a call has no result),
and an ``executableCode`` without code (its result, answering no call, is then not read).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain_trajectory.reading._calls import PROVIDER_MARK, provider_call
from langchain_trajectory.reading._content import BlockReader, Read, result, tool_result_value

__all__ = ["BLOCKS"]

_CODE_KEYS = frozenset({"type", "id", "executable_code", "language"})
_OK = (1, None, "OUTCOME_OK")
"""Outcomes of code that ran (langchain-google-genai's 1; Gemini's own name; none given)."""


def _plain(value: Any) -> Any:
    """A string as a plain ``str`` (langchain-google-genai keeps the SDK's ``Language`` enum member)."""
    return str.__str__(value) if isinstance(value, str) else value


def _executable_code(block: Mapping[str, Any], where: str) -> Read:
    args = {"code": _plain(block.get("executable_code", "")), "language": _plain(block.get("language"))}
    meta = {"executed_by": PROVIDER_MARK, "server_tool": "executable_code"}
    fields = provider_call(
        block, where, name="code_interpreter", raw_args=args, field="executable_code", call_id=block.get("id"),
        known=_CODE_KEYS, metadata=meta,
    )
    return ("call", fields)


def _code_execution_result(block: Mapping[str, Any], where: str) -> Read:
    call_id = block.get("tool_call_id") or None
    output = tool_result_value(block.get("code_execution_result"), where)
    outcome = block.get("outcome")
    if outcome not in _OK:
        error = output if isinstance(output, str) and output else f"code execution failed (outcome {outcome})"
        answer = result(call_id, None, None, error, where)
    else:
        answer = result(call_id, None, output, None, where)
    return ("result", {**answer, "in_order": True})


BLOCKS: dict[str, BlockReader] = {
    "executable_code": _executable_code,
    "code_execution_result": _code_execution_result,
}
"""langchain-google-genai's own content-block types and their readers."""
