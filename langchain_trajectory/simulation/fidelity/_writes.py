"""What the premature-stop guard reads: whether a tool changes something (``is_write``), the expected calls a
user waits for, and whether an assistant message says it could not do what was asked."""

from __future__ import annotations

import re
from collections.abc import Collection

from langchain_trajectory.matching.expectations import Expectation, ExpectedCall
from langchain_trajectory.trajectory import Message

__all__ = ["agent_failed", "is_write", "says_failed", "writes_of"]

_READ_VERBS = frozenset(
    {
        *(
            "get",
            "search",
            "find",
            "list",
            "lookup",
            "look",
            "check",
            "read",
            "fetch",
            "view",
            "show",
            "query",
        ),
        *("describe", "retrieve", "verify", "validate", "track", "status", "count", "compare", "calculate"),
        *("estimate", "quote", "browse", "inspect", "explain", "preview"),
    }
)
_FAILED = re.compile(
    r"\b(?:unfortunately|(?:i|we)(?:'m| am| are)? (?:can ?not|can't|cannot|unable|not able)|i'm afraid"
    r"|(?:couldn't|could not|won't be able|wasn't able|were not able)|isn't possible"
    r"|not possible|(?:has|have|had) failed|failed to|went wrong|an error (?:occurred|happened)|(?:was|is) declined"
    r"|(?:was|is|been) denied|not allowed|not permitted|not eligible|ineligible|against (?:our|the) policy"
    r"|no longer (?:available|possible)|(?:have|has) to refuse|must refuse)\b"
)


def is_write(name: str, write_tools: Collection[str] | None = None) -> bool:
    """Whether a tool called ``name`` changes something: one of ``write_tools`` when given, else a name whose
    first word is not a reading verb (``get_order``, ``search_flights``, ``check_status`` read;
    ``refund_order``, ``book_flight`` write)."""
    if write_tools is not None:
        return name in write_tools
    first = re.split(r"[_\-\s.]|(?<=[a-z])(?=[A-Z])", name, maxsplit=1)[0].lower()
    return first not in _READ_VERBS


def writes_of(expected: Expectation, write_tools: Collection[str] | None) -> list[ExpectedCall]:
    """The items of ``expected`` a user waits for: required, and naming a tool that changes something."""
    out = []
    for _, item in expected.items:
        if item.is_optional:
            continue
        names = [n for p in item.alternatives for n in ((p.name,) if p.name else (p.names or ()))]
        if not names or any(is_write(n, write_tools) for n in names):
            out.append(item)
    return out


_FAILED_HINT = re.compile(
    r"unfortunately|can't|cannot|can not|unable|not able|afraid|couldn|could not|won't|wasn|were not|possible"
    r"|fail|wrong|error|declined|denied|allowed|permitted|eligible|policy|no longer|refuse"
)


def agent_failed(message: Message) -> bool:
    """Whether an assistant message says it could not or would not do something, or holds a failed call."""
    return any(c.error is not None for c in message.tool_calls) or says_failed(message.content)


def says_failed(text: str) -> bool:
    """Whether an assistant's text says it could not or would not do something."""
    low = text.lower()  # the patterns are lower case: IGNORECASE makes Python's re slow
    return bool(_FAILED_HINT.search(low)) and bool(_FAILED.search(low))
