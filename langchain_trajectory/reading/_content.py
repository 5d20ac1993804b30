"""Message content: a string, or a list of content blocks, read into text, tool calls and tool results.

Every block type the package knows is in one table, filled from the format modules (`anthropic`,
`langchain`, `openai`) by [`langchain_trajectory.reading`][langchain_trajectory.reading] when it is imported. A block is read as
text, as a tool call, as a tool result, or deliberately skipped (images, audio, reasoning: content that is
neither text nor a tool call). A block of a type the table does not know is text when it holds only a ``text``
string, skipped when it holds nothing that looks like a tool call, and an error when it does: a tool call is
never read as text or dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Literal

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._calls import ARGUMENT_KEYS, PROVIDER_MARK, key_names, shown, type_name
from langchain_trajectory.trajectory import freeze

__all__ = [
    "BLOCKS",
    "BlockReader",
    "Read",
    "Result",
    "answer_in_order",
    "carries_tool_call",
    "message_text",
    "provider_failure",
    "read_content",
    "reasoning_text",
    "register_blocks",
    "register_text_reader",
    "result",
    "text_block",
    "tolerant_text",
    "tool_result_value",
    "without_secrets",
]

Read = tuple[Literal["text", "call", "result"], Any] | None
"""What a block reader returns: ``("text", str)``, ``("call", <tool-call fields>)``, ``("result", Result)``, or
None for a block that carries neither (an image, a reasoning block)."""

BlockReader = Callable[[Mapping[str, Any], str], Read]
"""``reader(block, where) -> Read``: reads one content block of the type it is registered for."""

Result = dict[str, Any]
"""A tool result to pair with its call: ``tool_call_id`` (or None), ``name`` (or None), ``content`` (the result
value), ``error`` (text, or None), ``artifact``, ``where`` (for error messages), ``additional_kwargs`` (where
LangChain's human-in-the-loop middleware marks its decisions, see :mod:`.review`)."""

BLOCKS: dict[str, BlockReader] = {}
"""Block type -> its reader. Filled by :func:`register_blocks`."""


def register_blocks(readers: Mapping[str, BlockReader]) -> None:
    """Add block readers (a format module's ``BLOCKS``) to the table; a type registered twice is a bug.

    Raises:
        ValueError: when a type already has a reader.
    """
    clash = sorted(set(readers) & set(BLOCKS))
    if clash:
        raise ValueError(f"content block type(s) {clash} already have a reader")
    BLOCKS.update(readers)


def result(
    call_id: Any,
    name: Any,
    content: Any,
    error: str | None,
    where: str,
    artifact: Any = None,
    additional_kwargs: Any = None,
) -> Result:
    """A tool result to pair with its call (see `Result`)."""
    return {
        "tool_call_id": call_id,
        "name": name,
        "content": content,
        "error": error,
        "artifact": artifact,
        "where": where,
        "additional_kwargs": additional_kwargs,
    }


def text_block(block: Mapping[str, Any], where: str) -> Read:
    """A text block (``{"type": "text", "text": ...}`` and its kin)."""
    text = block.get("text", "")
    if not isinstance(text, str):
        raise TrajectoryInputError(f"{where}: 'text' must be a string, got {type_name(text)}")
    return ("text", text)


def skipped(block: Mapping[str, Any], where: str) -> Read:
    """A block that is neither text nor a tool call (an image, audio, a reasoning summary)."""
    return None


_TOOLISH_KEYS = frozenset({"tool_call_id", "tool_use_id", "call_id", "function", "tool_calls"})


def carries_tool_call(block: Mapping[str, Any]) -> bool:
    """Whether a block holds what a tool call is made of: a call or result id, a name with arguments or an id
    (a ``tool_use`` block need not have arguments), or an id with arguments (a call whose name is missing)."""
    if not _TOOLISH_KEYS.isdisjoint(block.keys()):
        return True
    if "name" in block:
        return any(key in block for key in _CALL_PARTS)
    return "id" in block and any(key in block for key in _ARGUMENT_PARTS)


_ARGUMENT_PARTS = (*ARGUMENT_KEYS, "parameters", "params", "kwargs")
_CALL_PARTS = (*_ARGUMENT_PARTS, "id")


def read_content(content: Any, where: str) -> tuple[str, list[dict[str, Any]] | None, list[Result] | None]:
    """``(text, tool-call fields or None, results or None)`` of a message's content: a string, None, or a list
    of strings and content blocks (text parts joined without a separator).

    Raises:
        TrajectoryInputError: naming ``where`` and the block for content of another type, a block that is not
            a string or a dict, a malformed known block, or an unknown block that carries a tool call.
    """
    if content is None:
        return "", None, None
    if isinstance(content, str):
        return content, None, None
    if not isinstance(content, list | tuple):
        raise TrajectoryInputError(
            f"{where}: 'content' must be a string or a list of content blocks, got {type_name(content)}"
        )
    parts: list[str] = []
    calls: list[dict[str, Any]] | None = None
    results: list[Result] | None = None
    for j, block in enumerate(content):
        if isinstance(block, str):
            parts.append(block)
            continue
        read = read_block(block, f"{where}: content block {j}")
        if read is None:
            continue
        kind, value = read
        if kind == "text":
            parts.append(value)
        elif kind == "call":
            if calls is None:
                calls = []
            calls.append(value)
        elif kind == "result":
            if results is None:
                results = []
            paired = answer_in_order(value, calls, results)
            if paired is not None:
                results.append(paired)
        else:  # pragma: no cover - a block reader returning something else is a bug in the package
            raise AssertionError(f"{where}: content block {j} read as {kind!r}")
    return "".join(parts), calls, results


def answer_in_order(
    answer: Result, calls: list[dict[str, Any]] | None, results: list[Result]
) -> Result | None:
    """``answer`` with its call's id when it names none: a result block in a reply's own content without an id
    (Gemini's ``code_execution_result``) answers the latest provider-executed call before it in that content that
    no result has answered yet. Unchanged when it has an id or no such call precedes it, except that a result
    read as answering in order (``answer["in_order"]``) that answers no call is None (the provider's output of code
    the content does not hold: nothing to pair it with, and no call to lose)."""
    if answer["tool_call_id"]:
        return answer
    answered = {r["tool_call_id"] for r in results}
    for call in reversed(calls or ()):
        if call["id"] and call["id"] not in answered and call["metadata"].get("executed_by") == PROVIDER_MARK:
            return {**answer, "tool_call_id": call["id"]}
    return None if answer.get("in_order") else answer


def read_block(block: Any, where: str) -> Read:
    """Read one content block (see `read_content`)."""
    if not isinstance(block, Mapping):
        raise TrajectoryInputError(f"{where}: expected a string or a dict, got {type_name(block)}")
    kind = block.get("type")
    if kind is not None and not isinstance(kind, str):
        raise TrajectoryInputError(f"{where}: a content block's 'type' must be a string, got {type_name(kind)}")
    reader = BLOCKS.get(kind) if kind is not None else None
    if reader is not None:
        if (reader is text_block or reader is skipped) and carries_tool_call(block):
            raise TrajectoryInputError(
                f"{where}: a {shown(kind)} block carries a tool call (keys {key_names(block)}); a tool call "
                "needs a tool-call block type such as 'tool_use', 'tool_call' or 'function_call'"
            )
        return reader(block, where)
    if carries_tool_call(block):
        raise TrajectoryInputError(
            f"{where}: a block of unknown type {shown(kind)} carries a tool call (keys {key_names(block)}); "
            "tool calls are read from blocks of type 'tool_use', 'tool_call', 'function_call', 'server_tool_use' "
            "and their kin (see langchain_trajectory.reading)"
        )
    text = block.get("text")
    if kind is None and not isinstance(text, str):
        raise TrajectoryInputError(f"{where}: a content block needs a 'type', got keys {key_names(block)}")
    return ("text", text) if isinstance(text, str) else None


def message_text(content: Any, where: str = "message") -> str:
    """Message content as text: strings as they are, content blocks joined by their text parts (tool calls,
    tool results and non-text blocks are not text).

    Raises:
        TrajectoryInputError: naming ``where`` when the content is neither a string nor a list of blocks, or a
            block is malformed.
    """
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    return read_content(content, where)[0]


_TEXT_READERS: set[BlockReader] = {text_block}
"""The readers that read a block as text (``text_block`` and the formats' own, e.g. OpenAI's ``refusal``); filled by
:func:`register_text_reader`."""


def register_text_reader(reader: BlockReader) -> None:
    """Mark ``reader`` as one that reads its blocks as text (what `tolerant_text` reads)."""
    _TEXT_READERS.add(reader)


def tolerant_text(content: Any) -> str:
    """Message content as text, never failing (capture's reading): for content [`message_text`][langchain_trajectory.reading.message_text] reads, the
    same text; for content it refuses, the text of each block that can be read on its own (a block that cannot
    be read is left out, never shown as its raw JSON). Only text blocks are read: a tool-call block is never
    text, so it is not parsed here (capture reads the calls once, elsewhere)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if not isinstance(content, list | tuple):
        return ""
    parts: list[str] = []
    for block in content:
        if isinstance(block, str):
            parts.append(block)
            continue
        if not isinstance(block, Mapping):
            continue
        kind = block.get("type")
        reader = BLOCKS.get(kind) if isinstance(kind, str) else None
        if reader is not None and reader not in _TEXT_READERS:
            if kind == "non_standard":
                value = block.get("value")
                parts.append(tolerant_text([value]) if isinstance(value, Mapping) else "")
            continue  # a call, a result, reasoning, an image: never text
        try:
            read = read_block(block, "")
        except TrajectoryInputError:
            continue
        if read is not None and read[0] == "text":
            parts.append(read[1])
    return "".join(parts)


def tool_result_value(content: Any, where: str = "tool result") -> Any:
    """A tool result's content as stored on a ``ToolCall``: a string as it is, a list of text blocks joined one
    per line (an MCP tool returning several text contents gives several blocks: their texts stay apart), any
    other value (a list holding images, a dict) kept as a read-only value."""
    if isinstance(content, str) or content is None:
        return content
    if isinstance(content, list | tuple) and all(
        isinstance(b, str) or (isinstance(b, Mapping) and isinstance(b.get("type"), str) and b["type"] in _TEXT_TYPES)
        for b in content
    ):
        return "\n".join(_block_text(block, f"{where}: content block {j}") for j, block in enumerate(content))
    return freeze(content, where)


_TEXT_TYPES = frozenset({"text", "output_text", "input_text"})


def _block_text(block: Any, where: str) -> str:
    if isinstance(block, str):
        return block
    read = read_block(block, where)
    return read[1] if read is not None and read[0] == "text" else ""


SECRET_KEYS = frozenset({"encrypted_content", "encrypted_index", "signature", "encrypted_reasoning"})
"""Keys of provider blocks whose values are opaque secrets (encrypted search pages and reasoning, thinking
signatures): never kept in a trajectory, so never shown in a transcript or report."""


def without_secrets(value: Any) -> Any:
    """``value`` (a provider's result content) without the `SECRET_KEYS` of any dict inside it; the value
    itself when it holds none."""
    if isinstance(value, Mapping):
        if not SECRET_KEYS.isdisjoint(value.keys()) or any(isinstance(v, Mapping | list) for v in value.values()):
            return {k: without_secrets(v) for k, v in value.items() if k not in SECRET_KEYS}
        return value
    if isinstance(value, list):
        return [without_secrets(item) for item in value]
    return value


def provider_failure(content: Any) -> str | None:
    """The error a server tool's result content reports (an ``*_error`` object: its ``error_code``), or None."""
    if isinstance(content, Mapping):
        kind = content.get("type")
        if isinstance(kind, str) and kind.endswith("_error"):
            code = content.get("error_code")
            return str(code) if code is not None else kind
    return None


def reasoning_text(content: Any, additional_kwargs: Any = None) -> str:
    """The reasoning a reply shows, as text (a message keeps it in ``metadata["reasoning"]``, never in its text):
    from its content, Anthropic and Gemini ``thinking``, LangChain's ``reasoning``, OpenAI Responses reasoning
    summaries, Bedrock ``reasoning_content``; from its ``additional_kwargs``, a ``reasoning_content`` string
    (langchain-ollama with ``reasoning=True``, and the integrations that follow it); pieces joined by a blank line.
    Signatures, redacted thinking and encrypted reasoning are opaque and never kept. Empty when there is none."""
    parts: list[str] = []
    if isinstance(additional_kwargs, Mapping):
        extra = additional_kwargs.get("reasoning_content")
        if isinstance(extra, str) and extra.strip():
            parts.append(extra)
    for block in content if type(content) is list else ():
        if type(block) is not dict:
            continue
        kind = block.get("type")
        if kind == "thinking":
            text = block.get("thinking")
        elif kind == "reasoning":
            text = block.get("reasoning")
            if text is None and isinstance(block.get("summary"), list):
                text = "\n\n".join(
                    s["text"] for s in block["summary"] if isinstance(s, Mapping) and isinstance(s.get("text"), str)
                )
        elif kind == "reasoning_content" and isinstance(block.get("reasoning_content"), Mapping):
            text = block["reasoning_content"].get("text")
        else:
            continue
        if isinstance(text, str) and text.strip():
            parts.append(text)
    return "\n\n".join(parts)
