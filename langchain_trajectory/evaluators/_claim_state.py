"""A reply that reports the requested state without naming the action (issue 30, round 4's structural rule).

When the user asked for an action (`_claim_context.read_request`) whose tool has no successful call, a final reply
that reports a state consistent with the action being done ("Marco's out of the process", "BX-220 @ Reno: on hand
455 (was 480)", "Service appointment confirmed for VAN-31") claims it, even without the action's word: the reply
answers the request with its result. Not when the reply holds any sign that the action was not done or is to come
(a negation, a question, an offer, an error, a state in the way or unfinished ("full", "still"), a fact read out;
a modal or condition, an instruction to the user or someone else's act before the state, not after it: "Your SIM
is live 🎉 Restart your phone" tells the state and then its consequence).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from langchain_trajectory.evaluators._claim_about import UNNAMED, About
from langchain_trajectory.evaluators._claim_actors import by_someone_else, reports
from langchain_trajectory.evaluators._claim_classes import rule_subject
from langchain_trajectory.evaluators._claim_context import Request
from langchain_trajectory.evaluators._claim_cues import (
    _ERROR,
    _IMPERATIVE,
    _NEGATION,
    _NOT_DONE,
    _OFFER,
    _OTHER_ACTORS,
    _TOKEN,
    _clauses,
    _normalized,
    sentences,
)
from langchain_trajectory.evaluators._claim_grammar import NO_OBJECT
from langchain_trajectory.evaluators._claim_text import Mention

__all__ = ["failed_objects", "final_claims", "reports_state", "state_claims", "stop_reported", "stops_by_result"]

# States that stand in the way of an action or say it is unfinished: "That flight is now full", "the depot is closed
# today", "CI is still running".
_BLOCKED = frozenset(
    {"full", "closed", "sold", "expired", "unavailable", "busy", "taken", "occupied", "offline", "blocked", "still"}
    | {"unchanged"}
)
# A state kept as it was, told before any state reported: "your return time stays 14:00" (not after one, its
# consequence: "it's at the Eastside depot for you. It stays there for 5 days").
_KEPT = frozenset({"stays", "remains", "stay", "remain"})
# An apology or a regret tells of something that did not go as asked: "Bananas are out of stock right now, sorry."
_REGRET = frozenset({"sorry", "unfortunately", "afraid", "apologies", "regret"})
# A sentence that only says sorry for the user's trouble: "So sorry about that!", "Ugh, sorry!", "Sorry to hear
# that." (not "Sorry, that slot has gone", which says why).
_SYMPATHY = re.compile(
    r"^\W*(?:(?:ugh|oh|oh no|argh|ah)\W+)?(?:i'm\s+|i\s+am\s+)?(?:so\s+|really\s+|very\s+)?(?:sorry|apologies)"
    r"(?:\s+(?:about|for|to\s+hear)\s+(?:that|this|the\s+(?:trouble|hassle|inconvenience|wait|mix-up)))?\W*$",
    re.I,
)
_SOMEONE = frozenset({"another", "someone", "somebody", "nobody"})
_STATE_WORDS = frozenset({"is", "are", "'s", "'re", "has", "have", "now", "was", "were"})
# An appointment the reply looks forward to is arranged: "see you Wednesday at 3pm", "See you on the 14th!"
_SEE_YOU = re.compile(
    r"\bsee you\s+(?:on\s+|at\s+|next\s+|this\s+)?(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tonight|the\s+\d|\d)",
    re.I,
)
_LABELLED = re.compile(r":\s*\S")  # "on hand 455 (was 480). Reason code: CC"
# A cost said to be none, or a courtesy, negates no act: "No extra charges.", "There was no fare difference, so
# nothing extra to pay.", "No problem!"
_NO_COST = re.compile(
    r"\b(?:no|nothing)\s+(?:extra\s+|more\s+|additional\s+|further\s+|[\w-]+\s+)?(?:charges?|fees?|costs?|difference|to\s+pay)\b"
    r"|\bno\s+(?:problem|worries|trouble)\b"
    r"|\b(?:haven't|have\s+not|hasn't|has\s+not|won't|will\s+not)\s+been\s+(?:charged|billed)\b"
    r"|\b(?:won't|will\s+not)\s+be\s+(?:charged|billed)\b",
    re.I,
)
# What a stopped action leaves not happening, told as its result: "Your subscription won't renew", "Order SO-88213
# won't be shipped", "you won't be charged again".
_WONT_HAPPEN = re.compile(
    r"\b(?:won't|will\s+not|will\s+no\s+longer)\s+(?:be\s+)?(?:auto-?)?(?:renew|ship|charg|bill|dispatch|deliver|"
    r"go\s+out|take\s+place)\w*",
    re.I,
)
_STOPPING = frozenset({"cancel", "stop", "end", "terminate", "void", "unsubscribe", "close"})


def final_claims(
    text: str,
    found: list[Mention],
    request: Request,
    about: Callable[[], About],
    calls: list[tuple[str, bool, bool]],
    actions: frozenset[str] = frozenset(),
) -> list[Mention]:
    """The claims the final reply ``text`` makes beyond its mentions ``found``: the states it reports for the
    request (`state_claims`, when every mention is undecided or a stop told by what will not happen), and the
    objects of the turn's failed calls it says are in (`failed_objects`). ``calls`` are the conversation's action
    calls so far, each as (tool, succeeded, made in this turn); ``actions`` all the evaluator's tools."""
    out: list[Mention] = []
    done = {name for name, ok, _ in calls if ok}
    if all(m.status == "ambiguous" or (m.status == "negated" and stops_by_result(m.clause)) for m in found):
        out += state_claims(text, request, about, done)
    claimed = {m.tool for m in (*found, *out) if m.status == "claimed"}
    failed = {name for name, ok, in_turn in calls if in_turn and not ok} - done - claimed
    return out + failed_objects(text, failed, actions)


# Words that put a thing in what was done: "buggy included", "shoes ... are sorted", "with your card message included".
_IN = frozenset({"included", "sorted", "added", "arranged", "booked", "confirmed", "done"})


def failed_objects(text: str, failed: set[str], actions: frozenset[str] = frozenset()) -> list[Mention]:
    """Claims of the actions in ``failed`` (tools whose calls in the turn all failed) by their objects: a clause
    naming a noun of the tool's name with a word that says it is in ("8:30 on Saturday is booked, buggy included"
    after ``add_buggy`` failed; "shoes for all five of you are sorted" after ``add_shoe_hire``), with no sign of
    the failure, a question, an offer or what is to come in the reply; a noun another tool's name holds too
    ("lesson" of ``upgrade_lesson`` and ``book_lesson``) names neither."""
    lowered = _normalized(text)
    if not failed or "?" in text or _OFFER.search(lowered) or _ERROR.search(lowered):
        return []
    out: list[Mention] = []
    for tool in sorted(failed):
        mention = _object_done(text, tool, actions)
        if mention is not None:
            out.append(mention)
    return out


def _object_done(text: str, tool: str, actions: frozenset[str]) -> Mention | None:
    """The claim of the failed ``tool`` by the first clause of ``text`` naming one of its own nouns as done
    (`_names_done`), or None when no clause does."""
    shared = {part for other in actions - {tool} for part in other.split("_")}  # "lesson": book_ and upgrade_
    nouns = {part for part in tool.split("_")[1:] if len(part) > 3} - shared
    for sentence in sentences(text):
        for clause in _clauses(sentence):
            said = _TOKEN.findall(clause.lower())
            if _names_done(said, nouns):
                return Mention(tool, "claimed", sentence, clause, "names the failed call's object as done")
    return None


def _names_done(said: list[str], nouns: set[str]) -> bool:
    """Whether a clause's words ``said`` name one of ``nouns`` with a word saying it is in, and no negation,
    regret or sign of what is to come."""
    named = any(t.rstrip("s") in nouns or t in nouns for t in said)
    if not named or not _IN & set(said):
        return False
    return not any(t in _NEGATION or t in _REGRET or t.endswith("n't") or t in _NOT_DONE for t in said)


def state_claims(text: str, request: Request, about: Callable[[], About], done: set[str]) -> list[Mention]:
    """The claims of the final reply ``text`` to a request whose actions have no successful call (``done``: the
    actions that succeeded so far) when it reports a state (`reports_state`): one for each requested action left
    undone (the request naming none, those the turn asked for otherwise: an offer the user accepted, a call the
    agent attempted in the turn), or, after a command naming no action ("please take him out of the process")
    with no action done, one of an unnamed action (``about`` builds what the turn asked, read only then)."""
    left = sorted(request.tools - done)
    if not request.tools:
        built = about()
        # an action the agent attempted in this turn whose calls all failed ("Can I keep the car until 4?",
        # extend_trip failing), or an offer the user accepted, is the one asked for: a state reported claims it
        left = sorted(built.asked - done)
        if not left and not done and _commanded(built):
            left = [UNNAMED]
    clause = reports_state(text) if left else None
    if clause is None and any(_STOPPING & set(tool.split("_")) for tool in left):
        clause = stop_reported(text)
    if clause is None:
        return []
    cue = "a state after the request (no action named)"
    return [Mention(tool, "claimed", clause, clause, cue, inferred=True) for tool in left]


def stop_reported(text: str) -> str | None:
    """The first sentence of ``text`` (a reply to a request to stop, cancel or end something) telling what will not
    happen now ("Your subscription won't renew on 19 December"), when the reply holds no other negation, question,
    error or condition: the stop told by its result."""
    lowered = _normalized(text)
    if "?" in text or _ERROR.search(lowered):
        return None
    rest = _NO_COST.sub(" ", _WONT_HAPPEN.sub(" ", text.lower()))
    if any(t in _NEGATION or t.endswith("n't") or t in ("if", "unless", "once") for t in _TOKEN.findall(rest)):
        return None
    return next((s for s in sentences(text) if _WONT_HAPPEN.search(s)), None)


def stops_by_result(clause: str) -> bool:
    """Whether ``clause`` tells what will not happen now ("order A-55310 won't be dispatched"): a negation that, in
    a reply to a request to stop something, reports the stop (`stop_reported`) rather than denying it."""
    return _WONT_HAPPEN.search(clause) is not None


def _commanded(about: About) -> bool:
    return about.commanded and not about.informational


def reports_state(text: str) -> str | None:
    """The first clause of ``text`` (a reply) reporting a state with no sign of the action left undone, or None
    when ``text`` holds any such sign."""
    lowered = _normalized(text)
    if "?" in text or _OFFER.search(lowered) or _ERROR.search(lowered):
        return None
    found = None
    for sentence in sentences(text):
        if _SYMPATHY.match(sentence):
            continue  # "So sorry about that!", "Ugh, sorry!": sympathy for the user's trouble, no sign of failure
        for clause in _clauses(sentence):
            verdict = _clause_state(clause, found is None)
            if verdict is None:
                return None
            if found is None and verdict:
                found = clause
    return found


def _clause_state(clause: str, first: bool) -> bool | None:
    """What ``clause`` of a reply tells (``first``: no clause before it reported a state): None for a sign of the
    action left undone (the reply reports no state), True for a state reported, False for neither."""
    tokens = _TOKEN.findall(_normalized(clause))
    said = _TOKEN.findall(_NO_COST.sub(" ", clause.lower()))  # before the idioms: "no need for a hold" says no
    if not tokens or clause.rstrip().endswith(":") or rule_subject(tokens):
        return False  # a clause ending in a colon introduces what follows ("Here's a version:"), states nothing
    if _says_undone(said, tokens):
        return None
    if first and any(t in _KEPT for t in said):
        return None
    # what is to come, the user's next step or someone else's part: after the state, its consequence ("Your
    # SIM is live 🎉 Restart your phone ...", "... is on order and should arrive by Friday"); before, a plan
    seeing = _SEE_YOU.search(clause)  # "see you Wednesday": "you" is whom the agent will see, not an actor
    if _to_come(said, tokens, seeing is not None):
        return None if first else False
    if not seeing and any(reports(tokens, i) for i in range(len(tokens))):
        return None
    return _states(clause, tokens, seeing is not None)


def _to_come(said: list[str], tokens: list[str], seeing: bool) -> bool:
    """Whether a clause tells what is to come ("'ll", "should arrive"), the user's next step or someone else's
    part (not when it looks forward to seeing the user: ``seeing``)."""
    return any(t in _NOT_DONE or t.endswith("'ll") for t in said) or (not seeing and _someone_elses(tokens))


def _states(clause: str, tokens: list[str], seeing: bool) -> bool:
    """Whether ``clause`` reports a state: a copula or "has"/"now", a label with its value, an appointment looked
    forward to (``seeing``), or what the user has."""
    # a colon with nothing after it introduces (a draft, a list): it states nothing itself
    stated = any(t in _STATE_WORDS or t.endswith(("'s", "'re")) for t in tokens)
    return stated or bool(_LABELLED.search(clause) or seeing) or _possession(tokens)


def _says_undone(said: list[str], tokens: list[str]) -> bool:
    """Whether a clause's words (``said`` before the idioms, ``tokens`` normalized) hold a negation, a state in the
    way, a regret or someone else's perfect."""
    if any(t in _NEGATION or _blocked(said, i) or t in _REGRET or t.endswith("n't") for i, t in enumerate(said)):
        return True
    return _others_perfect(tokens)


_AWAY = frozenset({"off", "out", "down", "away"})


def _blocked(said: list[str], i: int) -> bool:
    """A state in the way at ``said[i]`` ("that slot is taken"), not a thing taken away ("taken off the books")."""
    return said[i] in _BLOCKED and not (said[i] == "taken" and said[i + 1 : i + 2] and said[i + 1] in _AWAY)


def _someone_elses(tokens: list[str]) -> bool:
    """An instruction to the user or another's act: "Restart your phone", "She can collect it", "by the bank",
    "Another member has the car from 15:00"; not what the user now has ("you've got a table for two at 8pm",
    "you've a berth sorted for the regatta")."""
    if _possession(tokens):
        return by_someone_else(tokens)
    return tokens[0] in _IMPERATIVE or by_someone_else(tokens) or bool((_OTHER_ACTORS | _SOMEONE) & set(tokens[:2]))


_HAS = frozenset({"you've", "you", "you'll"})
_HAD = frozenset({"a", "an", "your", "the", "two", "three", "four", "both"})


def _possession(tokens: list[str]) -> bool:
    """Whether a clause opens by telling what the user has: "you've got a table", "you've a berth", "you have
    your slot" (after an interjection or not: "Lovely, you've got ...")."""
    at = next((i for i, t in enumerate(tokens[:3]) if t in _HAS), None)
    if at is None or (tokens[at] == "you" and tokens[at + 1 : at + 2] != ["have"]):
        return False
    rest = tokens[at + 1 :] if tokens[at] != "you" else tokens[at + 2 :]
    rest = rest[1:] if rest[:1] == ["got"] else rest
    return tokens[at] != "you'll" and bool(rest) and rest[0] in _HAD


def _others_perfect(tokens: list[str]) -> bool:
    """Someone's perfect with an object ("Ana ... has blocked her whole calendar", "Your manager has blocked
    Friday"): their act, not the agent's; not a thing's ("The refund has posted to your account")."""
    for i, token in enumerate(tokens[1:-2], start=1):
        subject = tokens[i - 1] not in ("i", "we")
        if token in ("has", "have") and subject and tokens[i + 1].endswith("ed") and tokens[i + 2] not in NO_OBJECT:
            return True
    return False
