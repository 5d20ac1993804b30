"""Mentions that state a rule about a class of things, not an act: "Refunds are processed within 5 days",
"Appointments cancelled less than 24 hours ahead are charged a fee".

A plural noun of an action without an article, or a participle after a bare plural subject whose verb comes later,
speaks of every such thing, as a policy does; `_claim_text` reads such a mention as ``generic``. Each function takes
the words before the action's match, the match's words and the clause's tokens (lower-cased).
"""

from __future__ import annotations

from collections.abc import Sequence

from langchain_trajectory.evaluators._claim_actors import SINGULAR_ENDINGS, headline_participle, plural_noun
from langchain_trajectory.evaluators._claim_cues import _DETERMINERS, _FINITE_AFTER, _FIRST_PERSON, _HOLDS
from langchain_trajectory.evaluators._claim_cues import _HABITUAL as _HABITUAL_WORDS

__all__ = [
    "QUALIFIED",
    "class_rule",
    "conditional_rule",
    "generic_plural",
    "how_often",
    "reduced_relative",
    "rule_subject",
    "time_relative",
]


def generic_plural(before: Sequence[str], words: Sequence[str], tokens: Sequence[str]) -> bool:
    """``Refunds are processed within 5 days``: a plural noun trigger without an article, and no person acting; or
    a trigger naming the kind of a bare plural subject of a present verb (``Direct Debit payments are taken on the
    day you choose``: a rule about payments, not "Your direct debit payment is set up"); not after a determiner or a
    possessive ("Cloudflare's nameservers"), nor a headline's participle after it ("Nameservers updated to
    Cloudflare")."""
    word = words[-1] if words else ""
    after = tokens[len(before) + len(words) :]
    plural = word.endswith("s") and not word.endswith(SINGULAR_ENDINGS)  # not "bonus", "status", "analysis"
    said = tuple(tokens[len(before) : len(before) + len(words)]) == tuple(words)  # not a pronoun
    if not plural and not (said and after[:1] and plural_noun(after[0]) and after[1:2] and after[1] in _FINITE_AFTER):
        return False
    if before[-1:] and (before[-1] in _DETERMINERS or before[-1].endswith("'s")):
        return False  # "the refunds", "Cloudflare's nameservers": no bare plural
    if plural and headline_participle(after):
        return False  # "Nameservers updated to Cloudflare", not "Cancellations made less than 24 hours before ..."
    return not any(t in _FIRST_PERSON for t in tokens)


# Words that are no adjective of a subject: a verb or a determiner before a plural noun makes it no bare subject.
_NOT_MODIFIERS = frozenset(
    {"the", "a", "an", "this", "that", "these", "those", "your", "my", "our", "their", "his", "her", "its", "is",
     "are", "was", "were", "be", "been", "you", "you've", "you're", "they", "it", "and", "or", "to", "for", "of"}
)


def reduced_relative(before: Sequence[str], words: Sequence[str], tokens: Sequence[str]) -> bool:
    """``Appointments cancelled less than 24 hours ahead are charged a fee``: a past participle after a bare plural
    subject, the clause's verb coming later, describes a class of things (a rule), not an act; so does one after a
    plural object of a verb of having ("The folder has 3 files shared with outside people")."""
    while before and before[0] in _OPENERS:  # "..., and pickups cancelled less than two hours before ... are"
        before = before[1:]
    if not before or not plural_noun(before[-1]):
        return False
    modifiers = before[:-1]
    if any(t in _HOLDS for t in modifiers):  # the object of a verb before it: "The folder has 3 files shared with ..."
        return not _FIRST_PERSON & set(before)
    if len(modifiers) > 2 or any(t in _NOT_MODIFIERS or t in _FIRST_PERSON for t in modifiers):
        return False  # not a subject with its adjectives ("Prepaid reservations cancelled late have a fee")
    after = tokens[len(before) + len(words) :]
    return any(t in _FINITE_AFTER or t == "have" for t in after)  # "... have a $50 fee"


_CONDITIONS = frozenset({"unless", "if", "when", "once"})
_ADDRESSEE = frozenset({"you", "you're", "you've", "they", "the", "an", "a"})


def conditional_rule(before: Sequence[str], tokens: Sequence[str], continued: Sequence[str]) -> bool:
    """``the bonus is paid with the next regular run unless you process it off-cycle``: a present passive (``is`` /
    ``are`` right before the participle, no ``now``) that a condition on the user or a thing right after it
    qualifies states what happens by default, a rule, not an act done ("Your refund has been issued unless ..." is
    a perfect, and stays a claim)."""
    if not before or before[-1] not in ("is", "are") or "now" in tokens or _FIRST_PERSON & set(tokens):
        return False
    return bool(continued[:1]) and continued[0] in _CONDITIONS and bool(_ADDRESSEE & set(continued[1:3]))


_TIMES = frozenset({"once", "twice", "thrice"})


def how_often(after: Sequence[str]) -> bool:
    """``Piranesi — due 4 Dec (renewed once)``, ``renewed 3 times``, ``It's been extended once already``: a participle with how often it happened tells
    a record's history, not an act just done."""
    if after[:1] and after[0] in _TIMES:  # not "once you pay"; "extended once already" is how often
        return after[0] != "once" or len(after) == 1 or after[1] in ("already", "before", "previously")
    return len(after) >= 2 and (after[0].isdigit() or after[0] in _NUMBERS) and after[1] == "times"


_NUMBERS = frozenset({"two", "three", "four", "five", "six", "several", "many"})


# A rule's subject is a kind of thing: a participle opening it ("Retired devices are wiped ...", "frozen memberships
# can't be cancelled"), or a bare plural of a present passive said to happen habitually ("Crews are dispatched to
# vulnerable customers first"). The clause openers a subject may follow, the verbs after it, and the habitual words.
_OPENERS = frozenset({"and", "but", "so", "or", "while", "also", "then", "otherwise"})
_SUBJECT_VERBS = _FINITE_AFTER | frozenset(
    {"is", "can't", "cannot", "won't", "don't", "aren't", "stay", "remain", "expire", "should", "have", "need"}
)
# A participle right after these qualifies a noun: "requires an assigned driver", "to every subscribed customer".
QUALIFIED = frozenset(
    {("a",), ("an",), ("the",), ("every",), ("each",), ("any",), ("next",), ("upcoming",), ("one",), ("usual",)}
)
_ONE_OF_A_KIND = frozenset({"a", "an", "any", "every", "each"})
_HABITUAL = _HABITUAL_WORDS | frozenset(
    {"first", "automatically", "routinely", "every", "each", "daily", "weekly", "monthly", "annually", "yearly",
     "never", "whenever", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
     "weekends", "weekdays"}
)


def class_rule(before: Sequence[str], tokens: Sequence[str], continued: Sequence[str]) -> bool:
    """Whether the participle after ``before`` in ``tokens`` speaks of a kind of thing, as a policy does, not of an
    act: it opens a bare plural subject whose verb follows (``approved proofs are final``, ``Retired devices are
    wiped and recycled``) or a singular one of any of a kind (``A proof approved before noon is printed ...``), or
    it is the present passive of a bare plural subject with a word saying how often or in
    what order it happens (``Crews are dispatched to vulnerable customers first``, ``Invoices are sent
    automatically``). Not with the agent acting, nor "now" ("Your devices are now wiped" is a claim)."""
    if _FIRST_PERSON & set(tokens) or "now" in tokens:
        return False
    after = tokens[len(before) + 1 :]
    if (not before or before[-1] in _OPENERS) and after[:1] and plural_noun(after[0]):
        return any(t in _SUBJECT_VERBS for t in after[1:3])
    if _one_of_a_kind(before):
        return any(t in _SUBJECT_VERBS for t in (*after, *continued))  # "A proof approved before noon is printed ..."
    return _habitual_passive(before, tokens, continued)


def _one_of_a_kind(before: Sequence[str]) -> bool:
    """Whether the participle after ``before`` follows a singular noun of any of a kind opening the clause ("A proof
    approved ...", "..., and any order placed ...")."""
    return len(before) >= 2 and before[-2] in _ONE_OF_A_KIND and (len(before) == 2 or before[-3] in _OPENERS)


def _habitual_passive(before: Sequence[str], tokens: Sequence[str], continued: Sequence[str]) -> bool:
    """Whether the participle after ``before`` is the present passive of a bare plural subject of at most three
    words with a word saying how often or in what order it happens ("Invoices are sent automatically")."""
    subject = before[:-1]
    if not subject or before[-1] not in ("is", "are") or not plural_noun(subject[-1]) or len(subject) > 3:
        return False
    if any(t in _DETERMINERS or t.endswith("'s") or t in _OPENERS for t in subject):
        return False  # "the crews are dispatched ...", "your invoices are sent ...": those things, not a kind
    return bool(_HABITUAL & {*tokens, *continued})


# A time a relative clause tells of: "valid for 24 months from the date they're sent", "within 14 days of the day
# it was booked" says when, for any such thing, not that one was done.
_TIME_NOUNS = frozenset({"date", "day", "time", "moment", "week", "month", "year", "hour"})
_RELATIVE_SUBJECTS = frozenset({"they", "they're", "it", "it's", "its", "that", "which", "you", "you're", "one"})
_PASSIVE = frozenset({"is", "are", "was", "were", "been", "be", "get", "gets", "got"})


def time_relative(before: Sequence[str]) -> bool:
    """Whether the participle after ``before`` stands in a relative clause of a time named by "the" ("from the
    date they're sent", "the day it was booked"): no first person, at most a subject and a copula between."""
    for back in range(2, 5):
        if len(before) < back + 1:
            return False
        noun, between = before[-back], before[-back + 1 :]
        if noun in _TIME_NOUNS and before[-back - 1] == "the":
            return all(t in _RELATIVE_SUBJECTS or t in _PASSIVE for t in between) and between[0] in _RELATIVE_SUBJECTS
    return False


def rule_subject(tokens: Sequence[str]) -> bool:
    """Whether a clause's present passive or state is said of any thing of a kind, a rule: its subject, after a
    clause opener, opens with "any" ("and any unused days in that month are refunded to the card on file"); not
    with "now" or the agent ("Any open orders are now cancelled" is a claim)."""
    if "now" in tokens or _FIRST_PERSON & set(tokens):
        return False
    at = next((i for i, t in enumerate(tokens) if t in ("is", "are")), None)
    if at is None:
        return False
    start = 0
    while start < at and tokens[start] in _OPENERS:
        start += 1
    return start < at and tokens[start] == "any"
