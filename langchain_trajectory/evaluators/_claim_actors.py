"""Who acts in a clause of an assistant's text, and what kind of clause it is: a past form and whose act it is
(the agent's, the user's, a named third party's, a system's), a fact read out of records, a changed state, a month
named ``May``, a headline's participle after a plural. Helpers of `_claim_text`'s reading of a clause."""

from __future__ import annotations

from collections.abc import Sequence

from langchain_trajectory.evaluators._claim_cues import (
    _AGENT_BEFORE,
    _BY_NOT_AN_ACTOR,
    _DETERMINERS,
    _FINITE_AFTER,
    _FIRST_PERSON,
    _HAVE,
    _IRREGULAR_PAST,
    _NOT_A_SUBJECT,
    _NOT_DONE,
    _OTHER_ACTORS,
    _PASSIVE_MARKERS,
    _PLURAL_NOT_NOUN,
    _REPORTED,
    _SAME_AS_BASE,
    _words,
)

__all__ = [
    "DOERS",
    "SINGULAR_ENDINGS",
    "actor_is_other",
    "by_someone_else",
    "changed_state",
    "headline_participle",
    "is_past_form",
    "is_progressive",
    "month",
    "named_subject_acts",
    "plural_noun",
    "reports",
    "user_relative",
]


def is_past_form(word: str, before: Sequence[str]) -> bool:
    """Whether ``word`` is a past form; one spelled like its present (``reset``) after the agent (``I've reset``),
    or coordinated with a past form before it ("Revoked Sam's access and reset his MFA")."""
    if word in _IRREGULAR_PAST or (len(word) > 4 and word.endswith("ed")):
        return True
    if word not in _SAME_AS_BASE:
        return False
    if any(t in _AGENT_BEFORE for t in before[-2:]):
        return True
    return before[-1:] == ("and",) and any(is_past_form(t, ()) for t in before[:-1])


def is_progressive(word: str, before: Sequence[str], clause_tokens: Sequence[str]) -> bool:
    if not word.endswith("ing"):
        return False
    if any(t in ("i'm", "we're", "am", "currently") for t in before[-3:]):
        return True
    # "Restarting the pods now" (not "Cancelling now would cost $50": a gerund as the subject of a modal)
    return not before and "now" in clause_tokens and not any(t in _NOT_DONE for t in clause_tokens)


def actor_is_other(before: Sequence[str]) -> bool:
    """Whether the words before a past form make someone other than the agent its subject (``you booked``); not
    what the user has, the thing between ("you've a berth sorted", "you've got the slot booked")."""
    tail = before[-3:]
    for k in range(len(tail) - 1, -1, -1):
        token = tail[k]
        if token in _PASSIVE_MARKERS:
            return False
        if token in _OTHER_ACTORS:
            return not (token == "you've" and tail[k + 1 : k + 2] and tail[k + 1] in _HAD)
    return False


_HAD = frozenset({"a", "an", "the", "your", "two", "three", "both"})


# Verbs of asking or choosing: "the table you asked for is booked" is the agent's act on the user's request.
_ASKING = _words("asked requested wanted chose picked selected mentioned said liked needed meant wanted preferred")
_USER = frozenset({"you", "you've"})


def user_relative(before: Sequence[str]) -> bool:
    """Whether the words before a completion hold a relative clause of the user's own act on its subject: a noun,
    then "you" and a past form ("the subscription you took out just now is active", "the order you placed this
    morning is confirmed"), not a verb of asking ("the table you asked for is booked")."""
    for i in range(1, len(before) - 1):
        if before[i] in _USER and before[i - 1].isalpha() and before[i - 1] not in _NOT_A_SUBJECT | _DETERMINERS:
            verb = before[i + 1]
            if verb not in _ASKING and is_past_form(verb, ()):
                return True
    return False


def named_subject_acts(before: Sequence[str], following: Sequence[str]) -> bool:
    """Whether a past form is the active verb of a named subject other than the agent: a noun just before it (or
    before its "has"; without "has" an article in its last three words, as a headline has none), no first person
    before that, and an object after it ("Your spouse transferred 10,000 miles", "Bangkok Garden has stopped taking
    orders"; not "Your refund processed", "Appointments cancelled: your 2 PM", "I then transferred $50")."""
    words = list(before)
    has = bool(words[-1:]) and words[-1] in _HAVE
    if has:
        words.pop()
    if not words or any(t in _FIRST_PERSON for t in words):
        return False
    if relative_acts(words):
        return True  # "Your mum called on Tuesday and moved the final fitting": a person of the user's acted
    # a headline's noun phrase has no article ("Appointments cancelled: your 2 PM and 4 PM"); a name after an
    # answer's opening word is a person ("Yes, Sam transferred £300 to your account")
    if not has and not any(t in _DETERMINERS for t in words[-3:]) and not (len(words) == 2 and words[0] in _ANSWER_OPENERS):
        return False
    last = words[-1]
    if not last.isalpha() or last in _NOT_A_SUBJECT or last in _PASSIVE_MARKERS or last.endswith("ly"):
        return False
    if not following:
        return False
    head = following[0]
    return head in _DETERMINERS or head[0].isdigit() or head in ("it", "them") or head.endswith("ing")


_ANSWER_OPENERS = frozenset({"yes", "yeah", "yep", "no", "ok", "okay", "so", "well", "actually"})
# People of the user's who act for themselves: "your mum", "her manager", "their landlord".
_RELATIVES = frozenset(
    {"mum", "mom", "dad", "mother", "father", "wife", "husband", "partner", "son", "daughter", "brother", "sister",
     "colleague", "manager", "boss", "assistant", "friend", "landlord", "employer", "accountant", "spouse", "team"}
)


def relative_acts(words: Sequence[str]) -> bool:
    """Whether the words before a past form open with a person of the user's as the subject ("your mum called on
    Tuesday and", "Your manager has"), before any first person."""
    return len(words) >= 2 and words[0] in ("your", "his", "her", "their") and words[1] in _RELATIVES


_RECORD = frozenset({"record", "records"})


_OF_RECORDS = frozenset({"our", "on", "per", "to", "in", "from"})  # "our records", "on record", "according to records"


_SHOW = frozenset({"show", "shows", "say", "says", "indicate", "indicates", "list", "lists"})


def reports(tokens: Sequence[str], i: int) -> bool:
    """Whether ``tokens[i]`` marks a fact read out ("already", "records show"): not after "now" ("now shows"
    says a change), and "record" only of records kept ("our records", "on record", "records show"), not a thing
    named a record ("The old TXT record is deleted")."""
    token = tokens[i]
    if token not in _REPORTED or tokens[i - 1 : i] == ["now"]:
        return False
    before = tokens[i - 1] if i else ""
    after = tokens[i + 1] if i + 1 < len(tokens) else ""
    return token not in _RECORD or before in _OF_RECORDS or after in _SHOW


def by_someone_else(tokens: Sequence[str]) -> bool:
    """A passive clause naming its actor: ``by the airline`` (but not ``by email``, ``by Monday``, ``by me``), or
    done ``automatically`` (by a system, not the agent)."""
    if "automatically" in tokens:
        return True
    for i, token in enumerate(tokens[:-1]):
        if token == "by":
            following = tokens[i + 1]
            if following not in _BY_NOT_AN_ACTOR and not following.isdigit() and not _measure(tokens[i + 1 : i + 5]):
                return True
    return False


# "by" and an amount is how much, not who: "extended by an hour", "moved back by two days", "cut by half".
_AMOUNT = _words(
    "a an another one two three four five six ten fifteen twenty thirty forty half few couple extra further "
    "additional full whole"
)
_UNITS = _words("minute minutes min mins hour hours hr hrs day days night nights week weeks month months year years percent half")


def _measure(following: Sequence[str]) -> bool:
    """Whether the words after "by" give an amount (a run of amount words, then a unit): "an hour", "another 30
    minutes", "a few days", "half an hour" (not "a colleague", "another member")."""
    k = 0
    while k < len(following) and (following[k] in _AMOUNT or following[k].isdigit()):
        k += 1
    return (0 < k < len(following) and following[k] in _UNITS) or following[:1] == ["half"]


def month(tokens: Sequence[str], i: int) -> bool:
    """``May`` the month (``on May 3``, ``May 2025``, ``on 12 May``), not the modal."""
    following = tokens[i + 1] if i + 1 < len(tokens) else ""
    previous = tokens[i - 1] if i else ""
    return following[:1].isdigit() or previous.rstrip("stndrh").isdigit() or previous in (
        "on",
        "in",
        "since",
        "of",
        "until",
        "early",
        "late",
        "mid",
        "by",
    )


DOERS = _FIRST_PERSON | {"you", "you'll", "you've"}


def changed_state(tokens: Sequence[str], i: int) -> bool:
    """``will now`` / ``can now`` of a thing or someone, not of the agent: a state changed for good ("Your order
    will now ship to ...", "Ana can now see the deck"), and a state that stays ("it'll stay held at the depot")."""
    if tokens[i + 1 : i + 2] in (["stay"], ["remain"]) and (tokens[i] == "will" or tokens[i].endswith("'ll")):
        return not _FIRST_PERSON & set(tokens[: i + 1]) and tokens[i] not in ("i'll", "we'll")
    if tokens[i + 1 : i + 2] != ["now"]:
        return False
    before = set(tokens[:i])
    # "You can now cancel it in Settings" is an instruction
    return (tokens[i] == "will" and not _FIRST_PERSON & before) or (tokens[i] == "can" and not DOERS & before)


def plural_noun(word: str) -> bool:
    """Whether ``word`` reads as a plural noun: it ends in s, but not as the singulars in -ss, -us, -is do
    ("address", "bonus", "status", "analysis"), nor a possessive."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(SINGULAR_ENDINGS) and word not in _PLURAL_NOT_NOUN


SINGULAR_ENDINGS = ("ss", "'s", "us", "is")


_HEADLINE_AFTER = frozenset({"to", "for", "from", "on", "in", "and"})


def headline_participle(after: Sequence[str]) -> bool:
    """Whether the words after a plural are a headline's participle ending the clause or followed by where or for
    whom it was done, with no verb after it ("updated to Cloudflare", "removed"; not "made less than 24 hours
    before departure", "processed within 5 days", "made on weekdays are free")."""
    if not after or not is_past_form(after[0], ()):
        return False
    if any(t in _FINITE_AFTER or t == "have" for t in after):
        return False
    return len(after) == 1 or after[1] in _HEADLINE_AFTER
