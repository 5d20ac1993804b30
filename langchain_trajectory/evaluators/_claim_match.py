"""Triggers and their matches in a clause: an action's words compiled as patterns (`compile_trigger`), the
`Mention` a reader reports, and which tool's trigger takes which words when several match (`_matches`: a synonym
yields to another tool's own word, a noun after "for" is a purpose). Used by `_claim_text`, whose rules decide what a
match says."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from langchain_trajectory.evaluators._claim_actors import is_past_form
from langchain_trajectory.evaluators._claim_cues import _TOKEN, _WORD_TAIL, _normalized

__all__ = ["Mention", "Status", "Trigger", "Word", "compile_trigger"]

Trigger = str | re.Pattern[str]
Status = Literal["claimed", "ambiguous", "reported", "negated", "future", "question", "generic", "not_agent"]



def compile_trigger(trigger: Trigger) -> re.Pattern[str]:
    """A trigger as a pattern: a string is a word or stem matched at the start of a word, case-insensitively
    (``"refund"`` matches ``refund``, ``refunded``, ``refunds``; a word of three letters or fewer only its own
    forms: `_stem`); in a phrase each word is a stem and spaces match any whitespace (``"roll back"`` matches ``rolled back``, ``rolling back``); a compiled pattern is used as
    given."""
    if isinstance(trigger, re.Pattern):
        return trigger
    words = r"\s+".join(_stem(w) for w in trigger.split())
    return re.compile(rf"(?<![A-Za-z0-9]){words}", re.I)


# The endings a short word takes as itself (its inflections and a few derivations), its last letter doubled or not.
_SHORT_ENDINGS = "s|es|ed|d|ing|er|ers|ition|itions|itional|ment|ments|able"


def _stem(word: str) -> str:
    """A trigger word as a pattern: a stem, any word it begins; a word of three letters or fewer only as its own
    forms ("add" matches ``added``, ``adding``, ``addition``, not ``address``; "arm" not ``army``)."""
    if len(word) > 3 or not word.isalpha():
        return re.escape(word) + r"[\w'-]*"
    return rf"{re.escape(word)}(?:{re.escape(word[-1])}?(?:{_SHORT_ENDINGS}))?(?![\w'-])"


@dataclass(frozen=True)
class Word:
    """A compiled trigger and whether it is a synonym (derived from the table, weaker than a configured word or
    the tool's own verb: where it and another tool's stronger word match the same words, only the other claims)."""

    pattern: re.Pattern[str]
    synonym: bool = False


def _word(trigger: re.Pattern[str] | Word) -> Word:
    return trigger if isinstance(trigger, Word) else Word(trigger)


@dataclass(frozen=True)
class Mention:
    """One mention of an action in an assistant's text.

    Attributes:
        tool: The tool whose trigger matched.
        status: ``claimed`` (says the action was done or is under way), ``ambiguous`` (no cue either way),
            ``reported`` (a passive statement the conversation's evidence may support as a fact), or why it is not
            a claim: ``negated``, ``future`` (future, possibility, offer, condition or attempt), ``question``,
            ``generic`` (a rule or habit), ``not_agent`` (someone else did it).
        sentence: The sentence, as written.
        clause: The clause that decided.
        cue: The words that decided.
        quantified: The clause speaks of all / both / every / each.
        inferred: The clause holds none of the tool's words: the action was inferred from what its sentence is
            about (`find_mentions`' ``about``).
        by_noun: The tool's words in the clause are no verb of it (a noun: "the drop deadline has passed"), the
            completion read from elsewhere in the clause.
        how: For an inferred mention, how its action was told (`_claim_about.About`: "answering the request",
            "naming its object", "the other action asked for", ...); empty otherwise.
    """

    tool: str
    status: Status
    sentence: str
    clause: str
    cue: str
    quantified: bool = False
    inferred: bool = False
    by_noun: bool = False
    how: str = ""


@dataclass(frozen=True)
class _Match:
    tool: str
    words: tuple[str, ...]
    before: tuple[str, ...]
    span: tuple[int, int] = (0, 0)
    synonym: bool = False
    how: str = ""  # how an action was inferred for a clause holding none of its words


def _matches(clause: str, triggers: Mapping[str, Sequence[re.Pattern[str] | Word]]) -> list[_Match]:
    """Each tool's first matching trigger in the clause; a synonym whose words another tool's configured word or
    own verb also matches is dropped (that tool claims them), whichever of that tool's words matched first: in
    "I've booked your test drive" the "booked" of ``book_test_drive: ["test drive", "book"]`` is its own, not
    ``reserve_vehicle``'s synonym."""
    out: list[_Match] = []
    later: list[tuple[str, Word]] = []  # the strong words after each tool's first match, read only against a synonym
    for tool, patterns in triggers.items():
        for n, trigger in enumerate(patterns):
            match = _match(clause, tool, _word(trigger))
            if match is not None:
                out.append(match)
                later += [(tool, w) for w in map(_word, patterns[n + 1 :]) if not w.synonym]
                break
    rivals = list(out)
    if any(m.synonym for m in out):
        rivals += [m for tool, w in later if (m := _match(clause, tool, w)) is not None]
    return [
        m
        for m in out
        if not _purpose(m)
        and not _on_record(m)
        and not _names_a_thing(m, clause)
        and not _destination(m)
        and not any(_outranks(o, m) for o in rivals if o.tool != m.tool)
    ]


# Things an action's noun may name the kind of: "the booking system was being slow", "our refund policy", "the
# cancellation form", "the transfer page".
_OF_A_THING = frozenset(
    {"system", "systems", "page", "portal", "site", "website", "app", "engine", "platform", "software", "tool", "form",
     "desk", "team", "line", "queue", "server", "process", "department", "policy", "terms", "rules", "link", "button"}
)


_TO = frozenset({"to", "into", "onto"})
_WHOSE = frozenset({"your", "the", "this", "that", "their", "his", "her", "our"})


def _destination(match: _Match) -> bool:
    """A noun of an action where another act put something ("has been added to your booking", "went into the
    order"): the place, not the action (not a verb of it: "added to the booked slot" is no noun)."""
    word = match.words[0] if match.words else ""
    before = match.before
    if len(before) < 3 or before[-2] not in _TO or before[-1] not in _WHOSE or is_past_form(word, before):
        return False
    return any(is_past_form(t, before[:i]) for i, t in enumerate(before[:-2]))


def _names_a_thing(match: _Match, clause: str) -> bool:
    """A noun of an action before a noun it qualifies (``booking system``, ``refund policy``): the thing named, not
    the action (a past form stays the action: "the booked system" is no such compound)."""
    word = match.words[-1] if match.words else ""
    if not word or is_past_form(word, match.before):
        return False
    end = match.span[1] + len(_WORD_TAIL.match(clause, match.span[1]).group())  # type: ignore[union-attr]
    following = _TOKEN.findall(clause[end:].lower())[:1]
    return following[:1] != [] and following[0] in _OF_A_THING


def _on_record(match: _Match) -> bool:
    """A trigger that is the noun of "on file" / "on record" (stored: "She'll call you on the number on file"), not
    the action of filing or recording."""
    return match.before[-1:] == ("on",) and match.words in (("file",), ("record",))


def _match(clause: str, tool: str, word: Word) -> _Match | None:
    found = word.pattern.search(clause)
    if found is None:
        return None
    start, end = found.span()
    end += len(_WORD_TAIL.match(clause, end).group())  # type: ignore[union-attr]  # "port" in "ported"
    return _Match(
        tool,
        tuple(_TOKEN.findall(clause[start:end].lower())),
        tuple(_TOKEN.findall(_normalized(clause[:start]))),
        found.span(),
        word.synonym,
    )


def _purpose(match: _Match) -> bool:
    """A noun of an action after "for", the thing sent to someone, out or left with someone, is what they are to do
    with it, not that action done: "has gone to your manager for approval", "is out for signature", "it's with
    legal for review" (the clause's act is the sending,
    told by its own words or inferred); "is scheduled for deletion" stays the deletion under way."""
    word = match.words[0] if match.words else ""
    if match.before[-1:] != ("for",) or is_past_form(word, match.before) or word.endswith("ing"):
        return False
    return bool({"to", "with"} & set(match.before[-6:-1])) or match.before[-2:-1] == ("out",)


def _names_object(tool: str, words: set[str]) -> bool:
    """Whether ``words`` hold a noun of ``tool``'s name, singular or plural ("session" of ``book_session``)."""
    nouns = {part for part in tool.lower().split("_") if len(part) > 3}
    return any(w.rstrip("s") in nouns or w in nouns for w in words)


def _outranks(a: _Match, b: _Match) -> bool:
    """Whether match ``a`` takes the words of match ``b`` (another tool's): where they overlap, a longer synonym
    that contains ``b`` ("sent $2,000" over "sent"), else a configured word or own verb over a synonym; two
    configured words on the same words both claim."""
    if not (a.span[0] < b.span[1] and b.span[0] < a.span[1]):
        return False
    if a.synonym or b.synonym:
        longer = a.span[0] <= b.span[0] and b.span[1] <= a.span[1] and a.span != b.span
        if longer:  # not by the other tool's own object: "session ... booked" is book_session's, not a reschedule
            return not (a.synonym and not b.synonym and _names_object(b.tool, set(a.words) - set(b.words)))
        contained = b.span[0] <= a.span[0] and a.span[1] <= b.span[1] and a.span != b.span
        if contained and b.synonym and not a.synonym:  # ... and then a's word takes the words back
            return _names_object(a.tool, set(b.words) - set(a.words))
        return not contained and b.synonym and not a.synonym
    return False
