"""The ``actions`` argument of `ClaimedActionEvaluator` read into each tool's claim words (`_Words`): those
configured, and with ``derive`` the tool's own verb and the table's synonyms; malformed entries raise."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from langchain_trajectory.evaluators._claim_text import Word, compile_trigger
from langchain_trajectory.evaluators._claim_words import (
    derived_words,
    object_nouns,
    shared_bound,
    shared_noun_dropped,
    tool_identity,
)

__all__ = ["_Words", "_read_actions"]


@dataclass(frozen=True)
class _Words:
    """A tool's claim words: configured, its own verb (both strong) and table synonyms (weak)."""

    configured: tuple[tuple[str, re.Pattern[str]], ...]
    own: tuple[tuple[str, re.Pattern[str]], ...] = ()
    synonyms: tuple[tuple[str, re.Pattern[str]], ...] = ()
    nouns: frozenset[str] = frozenset()

    def triggers(self) -> tuple[Word, ...]:
        strong = [Word(p) for _, p in (*self.configured, *self.own)]
        return (*strong, *(Word(p, synonym=True) for _, p in self.synonyms))

    def labels(self) -> dict[str, list[str]]:
        return {
            "configured": [w for w, _ in self.configured],
            "own": [w for w, _ in self.own],
            "synonyms": [w for w, _ in self.synonyms],
        }


_EXAMPLE = "{'refund_invoice': ['refund'], 'book_flight': ['book', 'reserv']} or ['refund_invoice', book_flight_tool]"


def _configured(tool: str, triggers: Any, derive: bool) -> tuple[tuple[str, re.Pattern[str]], ...]:
    if isinstance(triggers, (str, re.Pattern)):
        triggers = [triggers]
    if triggers is None:
        triggers = []
    if not isinstance(triggers, Sequence) or (not triggers and not derive):
        raise ValueError(
            f"actions[{tool!r}] must be a{'' if derive else ' non-empty'} list of words, stems or compiled patterns"
        )
    out = []
    for i, trigger in enumerate(triggers):
        if isinstance(trigger, str) and trigger.strip():
            out.append((trigger.strip(), compile_trigger(trigger.strip())))
        elif isinstance(trigger, re.Pattern):
            out.append((trigger.pattern, trigger))
        else:
            raise ValueError(
                f"actions[{tool!r}][{i}] must be a non-blank word or stem, or a compiled re.Pattern, got {trigger!r}"
            )
    return tuple(out)


def _read_actions(actions: Any, derive: bool) -> dict[str, _Words]:
    """Each tool's words, from a mapping ``{tool: words}`` or a list of tools (names, LangChain tools, tool
    schema dicts); with ``derive``, plus the words derived from each tool's name and description."""
    listed = not isinstance(actions, Mapping)
    out: dict[str, _Words] = {}
    for index, (tool, triggers) in enumerate(_entries(actions)):
        name, words = _tool_words(index, tool, triggers, derive)
        if not _claims_any(name, words, listed):
            continue  # a lookup among an agent's tools: it has no action to claim
        if name in out:
            raise ValueError(f"tool {name!r} is given twice in 'actions'")
        out[name] = words
    _bind_shared(out)
    if not out:
        raise ValueError(
            f"none of the tools in 'actions' names an action (lookups such as get_/search_ are skipped): give their "
            f"words, e.g. {_EXAMPLE}"
        )
    return out


def _entries(actions: Any) -> list[Any]:
    """The ``(tool, words)`` pairs of ``actions`` (words None for a tool listed alone); raises when there are none."""
    if isinstance(actions, Mapping):
        entries = list(actions.items())
    elif isinstance(actions, Sequence) and not isinstance(actions, (str, bytes)):
        # a tool, or (tool, words): a LangChain tool is not hashable, so not a mapping key
        entries = [
            tuple(item) if isinstance(item, tuple) and len(item) == 2 else (item, None) for item in actions
        ]
    else:
        entries = []
    if not entries:
        raise ValueError(
            f"'actions' must be a non-empty mapping of tools to the words that claim them, or a list of tools, e.g. {_EXAMPLE}"
        )
    return entries


def _tool_words(index: int, tool: Any, triggers: Any, derive: bool) -> tuple[str, _Words]:
    """The name of the tool of ``actions``' entry ``index`` and its words: the configured ``triggers``, with
    ``derive`` plus those derived from its name and description; raises for a malformed entry."""
    identity = tool_identity(tool)
    if identity is None:
        raise ValueError(
            f"'actions' entry {index} must be a tool name, a LangChain tool or a tool schema dict with a "
            f"non-blank name, got {tool!r}"
        )
    name, description = identity
    if triggers is None and not derive:
        raise ValueError(f"tool {name!r} has no words and derive=False: give its words, e.g. {_EXAMPLE}")
    words = _Words(_configured(name, triggers, derive))
    if derive:
        own, synonyms = derived_words(name, description)
        words = _Words(words.configured, tuple(own), tuple(synonyms), object_nouns(name, description))
    return name, words


def _claims_any(name: str, words: _Words, listed: bool) -> bool:
    """Whether tool ``name`` has strong words to claim with; one without is skipped in a list (a lookup) and
    raises in a mapping."""
    if words.configured or words.own:
        return True
    if listed:
        return False
    raise ValueError(
        f"no claim words for tool {name!r}: its name names no action (a lookup such as get_/search_ changes "
        f"nothing), so give its words, e.g. {{{name!r}: ['word', ...]}}"
    )


def _bind_shared(out: dict[str, _Words]) -> None:
    """Binds, in ``out``, each tool's own verbs that another tool is configured with (or whose noun another tool
    shares) to its object: they claim this one only near its object."""
    for name, words in out.items():  # a verb another tool is configured with claims this one only near its object
        others = [p for other, w in out.items() if other != name for _, p in w.configured]
        shared = frozenset(n for other, w in out.items() if other != name for n in w.nouns)
        own = shared_noun_dropped(list(words.own), bool(words.configured), shared)
        out[name] = replace(words, own=tuple(shared_bound(own, words.nouns, others)))
