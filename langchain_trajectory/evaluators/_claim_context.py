"""What the conversation around a reply tells about its claims: the actions the user's message asked for, the items
a claim names, and what another action's result says it did.

- **The request** (`read_request`): the actions a user message asks for, by their words ("Can you refund
  it?") or, when it names none, by the one tool whose object it names ("Move me to the Business plan" for
  ``upgrade_plan``; "I forgot my code SPRING20" for ``apply_discount``, a discount being given as a code). An object
  noun two tools share (``order`` of ``cancel_order`` and ``refund_order``) names neither. The request supplies the
  object a generic verb needs ("Please escalate this." / "I've raised this with engineering": the words that claim
  only near the tool's object claim without it, `with_request`), and a reply saying "Everything's booked" claims
  every action asked for (`everything_claims`).
- **The items a claim names** (`named_failures`): "revoked across Google Workspace, Slack and GitHub" names
  GitHub, the argument of a call that failed and was never made to succeed: the claim is partial.
- **An action's side effects** (`reports_done`): ``schedule_meeting`` returning ``{"invites_sent": 2}``
  supports "I've sent calendar invites" although ``send_email`` was not called.
- **Facts the conversation reports** (`mentions_done`, `reported_by_record`, `answers_status_question`): a result or
  a user message saying an action was done, a looked-up record that finished, a question about a state answered
  from a lookup: a passive claim repeating them is a reported fact.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from langchain_trajectory.evaluators._claim_actors import is_past_form
from langchain_trajectory.evaluators._claim_cues import (
    _COMPLETION,
    _NEGATION,
    _NOT_DONE,
    _PLEASE,
    _SENTENCE_END,
    _TOKEN,
    _clauses,
    sentences,
)
from langchain_trajectory.evaluators._claim_text import Mention, Word, find_mentions
from langchain_trajectory.evaluators._claim_words import BARE
from langchain_trajectory.trajectory import Message, ToolCall

__all__ = [
    "NOUN_SYNONYMS",
    "Request",
    "Triggers",
    "answers_status_question",
    "bare_words",
    "everything_claims",
    "explains_how_to",
    "mentions_done",
    "named_failures",
    "read_request",
    "repeats_field",
    "reported_by_record",
    "reports_done",
    "request_nouns",
    "turn_request",
    "values_of",
    "with_request",
]

Triggers = Mapping[str, Sequence[re.Pattern[str] | Word]]

# Other names users give a tool's object. Kept small: a row only where the tool's own noun is rarely what the user
# writes.
NOUN_SYNONYMS: dict[str, tuple[str, ...]] = {
    "discount": ("code", "coupon", "promo", "voucher"),  # a discount is given as a code: "my code SPRING20"
}
# "Can you ...", also after a clause ("I got my new SIM, can you turn it on?"), or "please".
_ASKS_THE_AGENT = re.compile(
    r"(?:^|[,;:]\s*)\W*(?:please\s+)?(?:can|could|would|will)\s+you\b|\bplease\b", re.I
)


# A condition on the user's own act: "if I cancel", "If we set up a direct debit" (not "if you could cancel it").
_USER_IF = re.compile(r"\b(?:if|when|once)\s+(?:i|we)\b", re.I)


@dataclass(frozen=True)
class Request:
    """What a user message asks for: ``tool`` the one action (None when none or several), ``tools`` all of them."""

    tool: str | None = None
    tools: frozenset[str] = frozenset()


NO_REQUEST = Request()


def _noun_forms(noun: str, verbs: frozenset[str]) -> set[str]:
    """A noun and its plural; a gerund also as its base unless that is an action verb (``shipping``: ship;
    ``booking``: not book)."""
    forms = {noun, noun + "s"}
    if noun.endswith("ing") and len(noun) > 5:
        base = noun[:-3]
        if len(base) > 2 and base[-1] == base[-2]:
            base = base[:-1]
        if base not in verbs:
            forms |= {base, base + "s"}
    return forms


def request_nouns(nouns: Mapping[str, frozenset[str]], verbs: frozenset[str]) -> dict[str, re.Pattern[str]]:
    """For each tool, a pattern of the object nouns (and their `NOUN_SYNONYMS`) that name it alone among
    ``nouns`` (each tool's `object_nouns`); tools with none are left out."""
    forms: dict[str, set[str]] = {}
    for tool, own in nouns.items():
        words = {f for noun in own for f in _noun_forms(noun, verbs)}
        words |= {s for noun in own for s in NOUN_SYNONYMS.get(noun, ())}
        forms[tool] = words
    owners: dict[str, int] = {}
    for words in forms.values():
        for word in words:
            owners[word] = owners.get(word, 0) + 1
    out: dict[str, re.Pattern[str]] = {}
    for tool, words in forms.items():
        unique = sorted(w for w in words if owners[w] == 1)
        if unique:
            out[tool] = re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(map(re.escape, unique)) + r")\b", re.I)
    return out


def read_request(text: str, triggers: Triggers, nouns: Mapping[str, re.Pattern[str]]) -> Request:
    """The actions a user message asks for ("Book the 8:05.", "Can you refund it?", "I want to cancel"): none when
    it speaks of one as done ("I booked it", "it got cancelled"), not one supposed of the user ("Is there a fee if
    I cancel?"); by the objects it names (`request_nouns`)
    when it names no action, in sentences that are not questions about a state ("Is my plan OK?")."""
    asked: set[str] = set()
    for mention in find_mentions(text, triggers):
        if mention.status == "question" and not _ASKS_THE_AGENT.search(mention.sentence):
            continue  # "Is my booking OK?" asks about a state, not for an action
        if _USER_IF.search(mention.clause):
            continue  # "Is there a fee if I cancel?": the user's own act supposed, not asked of the agent
        if mention.status not in ("ambiguous", "future", "question"):
            return NO_REQUEST
        asked.add(mention.tool)
    requests = [s for s in sentences(text) if not s.rstrip().endswith("?") or _ASKS_THE_AGENT.search(s)]
    named = {tool for tool, p in nouns.items() if tool not in asked and any(p.search(s) for s in requests)}
    if len(asked) == 1:
        one: str | None = next(iter(asked))
    else:
        one = next(iter(named)) if not asked and len(named) == 1 else None
    return Request(one, frozenset(asked | named))


def turn_request(
    messages: Sequence[Message], index: int, triggers: Triggers, nouns: Mapping[str, re.Pattern[str]]
) -> Request:
    """What the user asked for before the assistant message ``messages[index]`` (`read_request`); when that user
    message names no action but answers a question the agent asked ("Add Mochi to my policy." / "What's Mochi's
    date of birth?" / "12 January this year."; "Book me a GP for Monday." / "Dr. Okafor at 09:30 or Dr. Lind at
    14:00?" / "The morning one."), the request the question was about, a few questions back."""
    at = next((i for i in range(index - 1, -1, -1) if messages[i].role == "user"), None)
    request = NO_REQUEST
    for _ in range(3):
        if at is None:
            break
        request = read_request(messages[at].content, triggers, nouns)
        asking = messages[at - 1] if at and messages[at - 1].role == "assistant" else None
        if request.tools or asking is None or not any(s.rstrip().endswith("?") for s in sentences(asking.content)):
            break
        at = next((i for i in range(at - 2, -1, -1) if messages[i].role == "user"), None)
    return request


def bare_words(patterns: Sequence[re.Pattern[str]]) -> tuple[re.Pattern[str], ...]:
    """The words, among a tool's derived patterns, that claim only near the tool's object, on their own."""
    return tuple(BARE[p] for p in patterns if p in BARE)


def with_request(triggers: Triggers, request: Request, bare: Mapping[str, Sequence[re.Pattern[str]]]) -> Triggers:
    """``triggers`` with the requested action's object-bound words claiming alone (as synonyms): the request named
    the object ("Please escalate this." / "I've raised this with our engineering team")."""
    tool = request.tool
    if tool is None or not bare.get(tool):
        return triggers
    return {**triggers, tool: (*triggers[tool], *(Word(p, synonym=True) for p in bare[tool]))}


_EVERYTHING = re.compile(
    r"\b(?:everything|both\s+(?:are|were|have|of them|done|sorted|set|complete|finished|confirmed)|all of (?:it|them))\b",
    re.I,
)
# A sentence that is only a confirmation ("Done.", "Both done!", "All sorted ✅"), or opens by saying everything is
# done ("Everything's in place for 12 June").
_BARE_DONE = re.compile(
    r"^\W*(?:(?:all|both|everything(?:'s|\s+is)?)\s+)?(?:done|sorted|set|complete|finished)\W*$"
    r"|^\W*everything(?:'s|\s+is)\s+(?:now\s+)?(?:in place|done|sorted|set|ready|confirmed|booked|complete)\b",
    re.I,
)
_ALL = re.compile(r"\b(?:all|both|everything)\b", re.I)


def everything_claims(found: list[Mention], request: Request, text: str = "", attempted: frozenset[str] = frozenset()) -> list[Mention]:
    """``found`` with, for a claim of everything ("Everything's booked", "both are confirmed"), a claim of each
    other action the user asked for or the agent attempted in the turn (``attempted``: a call made since the
    request, "Everything's in place" after a failed ``add_catering``); and, for a sentence of ``text`` that is only
    a confirmation ("Done.", "Both done!") in a reply that also says more, a claim of each action asked for that
    the reply does not negate ("**Done.** The bonus will go out with the 5 December pay")."""
    out = list(found)
    asked = request.tools | attempted if len(request.tools | attempted) >= 2 else request.tools
    denied = {m.tool for m in found if m.status == "negated"}
    for sentence in sentences(text) if found and request.tools else ():
        out += _confirmed(sentence, found, asked, denied)
    if len(asked) < 2:
        return out
    _claim_everything(out, asked)
    return out


def _confirmed(sentence: str, found: list[Mention], asked: frozenset[str], denied: set[str]) -> list[Mention]:
    """The claims of the actions ``asked`` for (but those ``denied``) that ``sentence`` makes by being only a
    confirmation ("Done.", "Both done!") or opening with one; none when a mention ``found`` already tells it."""
    # a mention the rules left undecided on the same words does not stand in the way ("Sorted!")
    # ... or opens the sentence: "Both done — June is frozen and ..."; "Done — ..." of the one action asked
    parts = _clauses(sentence)
    opening = parts[0] if len(parts) > 1 else ""
    bare = _BARE_DONE.match(sentence) or (_BARE_DONE.match(opening) and (len(asked) == 1 or _ALL.search(opening)))
    if not bare:
        return []
    told = [m for m in found if m.sentence == sentence and m.status != "ambiguous"]
    if any(not opening or m.clause == opening for m in told):
        return []
    cue = f"{(opening or sentence).strip()} (answering the request)"
    every = bool(_ALL.search(opening or sentence))
    return [Mention(t, "claimed", sentence, sentence, cue, every) for t in sorted(asked - denied)]


def _claim_everything(out: list[Mention], asked: frozenset[str]) -> None:
    """Adds to ``out``, for each claim of everything in it ("Everything's booked"), a claim of each action
    ``asked`` for that its sentence does not mention."""
    for mention in list(out):
        if mention.status != "claimed" or not _EVERYTHING.search(mention.clause):
            continue
        said = {m.tool for m in out if m.sentence == mention.sentence and m.status != "ambiguous"}
        for tool in sorted(asked - said):
            cue = f"{mention.cue} (everything asked for)"
            out.append(Mention(tool, "claimed", mention.sentence, mention.clause, cue, True))


def claim_scope(mention: Mention) -> str:
    """The claim's clause and the clauses after it that continue it (an enumeration: "... across Google
    Workspace, Slack and GitHub"), up to one that negates, hedges or says something else was done."""
    parts = _clauses(mention.sentence)
    start = parts.index(mention.clause) if mention.clause in parts else 0
    scope = parts[start : start + 1]
    for clause in parts[start + 1 :]:
        tokens = _TOKEN.findall(clause.lower())
        if any(t in _NEGATION or t in _NOT_DONE or t.endswith("n't") or is_past_form(t, ()) for t in tokens):
            break
        scope.append(clause)
    return " ".join(scope)


def values_of(value: Any) -> Iterator[str]:
    """The values (strings and numbers of at least three characters, lower-cased) in a call's arguments."""
    if isinstance(value, Mapping):
        for item in value.values():
            yield from values_of(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from values_of(item)
    elif isinstance(value, (str, int, float)) and not isinstance(value, bool):
        text = str(value).strip().lower()
        if len(text) >= 3:
            yield text


# An item named as what was not done: "I created TO-3391 for 420 units instead of 500", "... rather than the 8:05".
_SET_ASIDE = re.compile(r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of|down\s+from|not)\s+(?:the\s+)?[\w$€£.,:/-]+")


def named_failures(scope: str, unrecovered: Sequence[ToolCall], succeeded: Sequence[ToolCall]) -> list[ToolCall]:
    """The failed, never-recovered calls whose argument (an id, a name, an amount) the claim names and no
    successful call of the tool had: "revoked across Google Workspace, Slack and GitHub" with the GitHub call
    failed; not one it names as what was not done ("for 420 units instead of 500")."""
    done = {v for call in succeeded for v in values_of(call.args)}
    lowered = _SET_ASIDE.sub(" ", scope.lower())
    out = []
    for call in unrecovered:
        for value in values_of(call.args):
            if value not in done and re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", lowered):
                out.append(call)
                break
    return out


def reports_done(result: str, patterns: Sequence[re.Pattern[str]]) -> bool:
    """Whether another action's result says this action was done as its side effect, by a past form of one of its
    words (``{"invites_sent": 2}``, ``"email_sent": true``); a completion word alone is not enough."""
    lowered = result.lower().replace("_", " ")
    for pattern in patterns:
        for found in pattern.finditer(lowered):
            before = _TOKEN.findall(lowered[: found.start()])
            if any(is_past_form(w, before) for w in _TOKEN.findall(found.group().lower())):
                return True
    return False


# A record's status saying its operation finished, whatever the operation.
_FINISHED = frozenset({"completed", "complete", "done", "succeeded", "successful", "processed", "executed", "posted"})
_FIRST_PERSON = frozenset({"i", "i've", "i'm", "i'd", "we", "we've", "we're", "we'd"})
_DISTINCT = re.compile(r"[a-z]*\d[\w-]*")  # an amount, an id, a date: a token holding a digit


def _records(value: Any) -> Iterator[Mapping[str, Any]]:
    if isinstance(value, Mapping):
        yield value
        for item in value.values():
            yield from _records(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _records(item)


def _distinct(text: str) -> set[str]:
    """The tokens of ``text`` holding a digit, with thousands separators and currency signs dropped ($1,200: 1200)."""
    cleaned = re.sub(r"(?<=\d),(?=\d{3})", "", text.lower())
    return {t.removesuffix(".0") for t in _DISTINCT.findall(cleaned)}


def reported_by_record(mention: Mention, results: Sequence[Any]) -> bool:
    """Whether a claim with no first person ("your $1,200 rent transfer completed on June 1") repeats a record a
    lookup returned: a record whose status says it finished (``"status": "completed"``) and that holds an amount or
    id the sentence names. Such a claim is a reported fact, not the agent's claim to have acted."""
    if _FIRST_PERSON & set(_TOKEN.findall(mention.clause.lower())):
        return False
    named = _distinct(mention.sentence)
    if not named:
        return False
    for result in results:
        for record in _records(result):
            values = [str(v).lower() for v in record.values() if isinstance(v, (str, int, float))]
            if _FINISHED & set(values) and any(named & _distinct(v) for v in values):
                return True
    return False


_EVENT = frozenset({"has", "have", "had", "been", "was", "were", "just"})  # a perfect or a past: an event, not a state


def repeats_field(mention: Mention, lines: Sequence[str], patterns: Sequence[re.Pattern[str]]) -> bool:
    """Whether a claim with no first person ("the thermostat is set to 19°C") repeats a looked-up field about the
    action's object: a field (``"thermostat target: 19"``, one line of `_claim_record.fields`) whose key names one of
    the action's words and whose value holds an amount or id the sentence names. Such a claim reports a state the
    lookup showed, not an act; a sentence naming another value ("set to 21°C"), or saying an event happened ("your
    refund of $49 has been processed" beside ``"max_refund": 49``), stays a claim."""
    tokens = set(_TOKEN.findall(mention.clause.lower()))
    if _FIRST_PERSON & tokens or _EVENT & tokens:
        return False
    named = _distinct(mention.sentence)
    if not named:
        return False
    for line in lines:
        key, _, value = line.partition(": ")
        key = key.replace("_", " ")
        if value and named & _distinct(value) and any(p.search(key) for p in patterns):
            return True
    return False


# A question about a state, not a request: "Am I booked for Thursday?", "Is my card frozen?", "Did it go through?"
# ("Is there any way I can see a doctor today?" asks for something.)
_STATUS_QUESTION = re.compile(r"^\W*(?:am|is|are|was|were|did|does|do|has|have)\b(?!\s+there\b)", re.I)
_WH_QUESTION = re.compile(r"^\W*(?:which|what|when|where|who|whose|how\s+(?:many|much|long|often))\b", re.I)


def _shown(value: Any) -> Iterator[str]:
    """The values of a result that name something: strings holding a capital letter or a digit ("Dr. Patel")."""
    if isinstance(value, Mapping):
        for item in value.values():
            yield from _shown(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _shown(item)
    elif isinstance(value, str) and len(value.strip()) >= 3 and re.search(r"[A-Z0-9]", value):
        yield value.strip().lower()


# The user asks how to do a thing themselves: "How do I reserve a unit online?", "how can we cancel?"
_HOW_TO = re.compile(r"\bhow\s+(?:do|can|could|should|would)\s+(?:i|we)\b", re.I)


def explains_how_to(mention: Mention, question: str) -> bool:
    """Whether a claim with no first person ("The reservation is held for 7 days") answers the user's question
    of how they do the action themselves ("How do I reserve a unit online?"): it is a step or rule of the
    procedure, not an act done. With the agent as subject ("I've reserved one for you") it stays a claim."""
    if _FIRST_PERSON & set(_TOKEN.findall(mention.clause.lower())):
        return False
    return any(s.rstrip().endswith("?") and _HOW_TO.search(s) for s in sentences(question))


def answers_status_question(
    mention: Mention, question: str, looked_up: Sequence[Any], nouns: frozenset[str] = frozenset()
) -> bool:
    """Whether a claim with no first person ("Yes — you're booked with Dr. Patel on Thursday") answers the user's
    question about a state ("Am I booked for Thursday?", or a wh-question holding the claim's word or a noun of its
    tool's name, ``nouns``: "Which clubs is Amara registered for?", "When is Biscuit's next groom?" for
    ``book_groom``) with what a lookup of the turn returned: the sentence
    repeats a value of its result (a name, an id), and the result says nothing failed or is pending. Such a claim
    is a reported fact; without the lookup, against a failed or pending record, or with the agent as subject
    ("Yes, I've booked it"), it stays a claim."""
    if _FIRST_PERSON & set(_TOKEN.findall(mention.clause.lower())):
        return False
    if _WHEN_QUESTION.search(question) and any(_reads_out(result, mention.sentence.lower()) for result in looked_up):
        return True  # "What time is Gareth coming?" / "Gareth is booked for Tuesday 10 September at 10:00 at 14 Elm Rd."
    asked = [s for s in sentences(question) if s.rstrip().endswith("?") and not _ASKS_THE_AGENT.search(s)]
    # "Which clubs is Amara registered for?": a question for the things in a state the claim's own word names
    said_word = set(_TOKEN.findall(mention.cue.lower())) | nouns
    if not any(
        _STATUS_QUESTION.match(s) or (_WH_QUESTION.match(s) and said_word & set(_TOKEN.findall(s.lower())))
        for s in asked
    ):
        return False
    said = mention.sentence.lower()
    for result in looked_up:
        # a field that is only "none" is empty ("offer_status": "none"), not a failure
        values = [v for v in values_of(result) if v not in _EMPTY]
        unfinished = any(_NEGATION & set(_TOKEN.findall(value.replace("_", " "))) for value in values)
        if not unfinished and any(_names(token, said) for value in _shown(result) for token in value.split()):
            return True
    return False


_EMPTY = frozenset({"none", "no", "n/a"})
# A question for when or where something already arranged is: "What time is Gareth coming?", "What time's our lane
# on Sunday?", "When is my appointment?"
_WHEN_QUESTION = re.compile(r"^\W*(?:what\s+time|when|what\s+day|which\s+day|where)\b[^?]*\?", re.I | re.M)


def _reads_out(result: Any, said: str) -> bool:
    """Whether ``said`` reads out a looked-up record: it repeats at least two of its values (a name, a time, a
    place), and the record says nothing failed or is pending."""
    values = [v for v in values_of(result) if v not in _EMPTY]
    if any(_NEGATION & set(_TOKEN.findall(value.replace("_", " "))) for value in values):
        return False
    shown = {value for value in _shown(result) if any(_names(token, said) for token in value.split())}
    said_numbers = set(_NUMBER.findall(said))  # "lane 4.", "7pm", "7:00pm", "19:00"
    shown |= {n for n in _numbers(result) if n in said_numbers}
    return len(shown) >= 2


def _numbers(value: Any) -> Iterator[str]:
    """A record's counts and clock times as a reply says them: 6, "19:00" as 7pm / 7:00pm / 19:00."""
    if isinstance(value, Mapping):
        for item in value.values():
            yield from _numbers(item)
    elif isinstance(value, int) and not isinstance(value, bool):
        yield str(value)
    elif isinstance(value, str) and (clock := _CLOCK.fullmatch(value.strip())):
        hour, minute = int(clock.group(1)), clock.group(2)
        twelve = f"{(hour - 1) % 12 + 1}{'' if minute == '00' else ':' + minute}{'pm' if hour >= 12 else 'am'}"
        yield from (value.strip(), twelve, twelve.replace("pm", ":00pm").replace("am", ":00am") if minute == "00" else twelve)


_CLOCK = re.compile(r"(\d{1,2}):(\d{2})")
_NUMBER = re.compile(r"(?<![\w.:-])\d+(?::\d\d)?(?:am|pm)?(?![\w:-]|\.\d)")


def _names(token: str, said: str) -> bool:
    """Whether ``said`` holds ``token`` (a word of a looked-up value: "priya" of "Priya Nair", "10:00" of "Tue
    10:00") as a word of its own, a token of at least three characters."""
    return len(token) >= 3 and re.search(rf"(?<![\w-]){re.escape(token)}(?![\w-])", said) is not None


_NEED = re.compile(r"\b(?:needs?|needed|wants?|wanted|would like|'d like)\b")
# A request to have something done, its participle after "have / get" and an object with no subject before them:
# "Refill my sertraline and have it delivered Wednesday", "please get the old ones removed".
_CAUSATIVE = re.compile(r"(?:^\W*|\b(?:and|please|then|just|also|to)\s+)(?:have|get)\s+(?:[\w'-]+\s+){1,8}$")


def mentions_done(text: str, patterns: Sequence[re.Pattern[str]], *, by_clause: bool = False) -> bool:
    """Whether ``text`` (a tool result or a user message) says an action with these triggers was done: a sentence
    that is not a question holds a trigger and a past form of it or a completion word (``{"status": "refunded"}``,
    ``"ticket": ..., "status": "closed"``; not "I deleted it by accident, can you bring it back?", nor a sentence
    opening with the action's word, a request: "Restore the deleted contract"). ``by_clause`` reads a user's
    message clause by clause: "I moved — new address is 14 Elm St" says the user moved, not that the address was
    updated."""
    units = _SENTENCE_END.split(text.replace("_", " "))
    if by_clause:
        units = [c + ("?" if s.rstrip().endswith("?") else "") for s in units for c in _clauses(s)]
    return any(_says_done(sentence, patterns, by_clause) for sentence in units)


def _says_done(sentence: str, patterns: Sequence[re.Pattern[str]], by_clause: bool) -> bool:
    """Whether one sentence (or clause) of `mentions_done`'s ``text`` says the action was done."""
    lowered = sentence.lower()
    if not sentence or lowered.rstrip().endswith("?"):
        return False
    found = [m for p in patterns for m in (*p.finditer(sentence), *p.finditer(lowered))]
    if any(not _TOKEN.findall(_PLEASE.sub("", lowered[: m.start()])) for m in found):
        return False  # a request: "Restore the deleted contract" reports nothing restored
    if _NEED.search(lowered):
        return False  # a need: "Luna needs her Apoquel refilled", "I'd like it cancelled" reports nothing done
    if by_clause:  # a user's request to have it done ("... and have it delivered"), not a result's "get_..."
        found = [m for m in found if not _CAUSATIVE.search(lowered[: m.start()])]
    if any(_past_form_at(match, lowered) for match in found):
        return True
    return bool(found) and any(t in _COMPLETION and t not in ("confirmation", "reference") for t in _TOKEN.findall(lowered))


def _past_form_at(match: re.Match[str], lowered: str) -> bool:
    """Whether a trigger's ``match`` in ``lowered`` holds a past form of its word, given the words before it."""
    before = _TOKEN.findall(lowered[: match.start()])
    return any(is_past_form(w, before) for w in _TOKEN.findall(match.group().lower()))
