"""The words and patterns the readers of claims cue on (negations, modals, completion words, idioms ...), and cutting
a message into sentences and clauses; used by `_claim_text` (the rules are described there) and `_claim_context`.

Pure text processing (no LangChain).
"""

from __future__ import annotations

import re
from functools import lru_cache

# The action a completion claims when it can be told of no tool (`_claim_about`).
UNNAMED = "<unnamed action>"

# -- cutting text into clauses ---------------------------------------------------------------------------------

_MARKDOWN = re.compile(r"[*_`#>|]+")
# Not after a title or a common abbreviation ("Dr. Patel", "Market St. now", "e.g. this").
_ABBREVIATIONS = "".join(
    rf"(?<!\b{re.escape(a)})" for a in ("Dr.", "Mr.", "Ms.", "Mrs.", "St.", "Prof.", "No.", "vs.", "e.g.", "i.e.", "approx.")
)
# An emoji closing a sentence before a capital ("It's locked now 🔒 The back door was already locked") ends it too.
_SENTENCE_END = re.compile(
    rf"(?<=[.!?]){_ABBREVIATIONS}\s+|\n+|\.{{3}}|…|(?<=[\U0001F300-\U0001FAFF\u2600-\u27BF])\s+(?=[A-Z])"
)
_CLAUSE_BREAK = re.compile(
    r"\s*(?:[;()]|(?<!\d),|,(?!\d))\s*|\s*—\s*|\s+[–-]+\s+"  # not the comma of $2,500
    r"|\s+(?=(?:but|however|although|though|whereas|while|so|because|since|unless|until|once|if|when|after|"
    r"before|which|otherwise|as soon as|except|as long as|so long as|provided that|providing that)\b)"
    r"|\s+and\s+(?=(?:i|i'm|i've|i'll|i'd|we|we've|we'll|we're|you|you'll|you've|you're|it|it's|they|he|she|"
    r"that|this|there|will|should|may|might|can|could|would|then|so|also|now)\b)"
    # "and" before a new subject with its own verb: "Old NDA voided | and the new one is on its way to Jordan"
    r"|\s+and\s+(?=(?:the|your|my|our|his|her|their|its|[\w-]+'s)\s+(?:[\w#/.-]+\s+){0,4}?"
    r"(?:is|are|was|were|has|have|got)\b)"
    r"|\s+and\s+(?=(?:(?!all\b|both\b|only\b|just\b)[a-z]+\s+)?#?[a-z]*-?\d[\w/-]*\s+(?:is|are|was|were|has|have|got)\b)",  # "... and PJ-40917 is printing"
    re.I,
)
# Text the assistant writes for the user to send (a draft, a template, a quotation) is not the assistant's claim:
# a line announcing one ("Here's a draft you can send:") ends what is read; quoted lines ("> ...") are skipped.
_DRAFT_INTRO = re.compile(
    r"^[^\n]*\b(?:draft|template|suggested (?:reply|response|message|wording)|sample (?:reply|response|message|"
    r"email)|you (?:can|could|might) (?:send|write|say|use|reply))\b[^\n]*:[ \t]*$",
    re.I | re.M,
)
_QUOTED_LINE = re.compile(r"^[ \t]*>[^\n]*$", re.M)
# A quotation of more than one sentence ('Here you go: "Hey Jess! I just sent you my ticket."') is a text written
# for someone else to send, whatever introduces it; a short quotation inside a sentence is read with it.
_QUOTED_PASSAGE = re.compile(r"[\"“][^\"”]*?[.!?][ \t\n]+[^\"”]*[\"”]")
# A line wholly in quotes (the whole reply, or a paragraph of it: '"Hi team, I've cancelled our subscription ..."'),
# or a quotation after a noun of a written text ('You could send them a message like "I've cancelled it"', "Here's
# a note for the group — "I bought ...""), is a text written for the user to send, whatever introduces it.
_QUOTED_WHOLE = re.compile(r"^[ \t]*[\"“][^\"”\n]+[\"”][ \t]*$", re.M)
_QUOTED_TEXT = re.compile(
    r"(\b(?:draft|template|message|note|e-?mail|text|reply|response|wording|script|version|post|announcement)s?"
    r"\b[^\"“\n.!?]{0,80}?\s)[\"“][^\"”\n]+[\"”]",
    re.I,
)
# A text set apart after a line or phrase ending in a colon is one written for the user to send or say ('How about:
# "We've booked the Glasshouse"', "Here's one:" then an italic line "*Dear Mr. Patel, I've reported ...*"): a
# quotation running from the colon to the end of its line, or a line wholly in italics or quotes after such a line.
_INTRODUCED = re.compile(
    r":[ \t]*[\"“][^\"”\n]+[\"”][ \t]*$"
    r"|:[ \t]*\n(?:[ \t]*\n)*[ \t]*(?:\*(?!\*)[^*\n]+\*|_(?!_)[^_\n]+_|[\"“][^\"”\n]+[\"”])[ \t]*$",
    re.M,
)
# A colon after a result state ends its sentence: "The pay run is in: 42 employees" ("is in", then the details).
_STATE_COLON = re.compile(r"\b((?:is|are|'s|'re)\s+(?:now\s+)?(?:in|out|live|back|up|ready|through|done))\s*:\s+", re.I)
# "Check your inbox — the itinerary is there": the "there" a sentence sends the user to check is the user's place.
_CHECK_YOUR = re.compile(r"\bcheck your (?:inbox|email|e-mail|mail|phone|messages|texts|spam folder)\b", re.I)
_THERE = re.compile(r"\b(is|are|'s|'re|should\s+be)\s+there\b(?!\s+(?:a|an|any|no)\b)", re.I)
_WORD_TAIL = re.compile(r"[a-z]*", re.I)  # the rest of a word a trigger matched the start of
_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?|[✅✔☑❌]")

# Phrases read before the cue words, so that a negation or a modal inside an idiom is not taken for one.
_IDIOMS = [
    (re.compile(r"\bno (?:problem|worries|further|need|action|additional|extra|charge|fees?|hassle)\b"), " "),
    (re.compile(r"\bnot only\b"), " "),
    (re.compile(r"\bno longer\b"), " is now "),
    (re.compile(r"\bwithout (?:any )?(?:issues?|problems?|fees?|delay)\b"), " "),
    (
        re.compile(
            r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:can\s+|could\s+|just\s+)?(?:see|notice|noticed|found|checked|"
            r"looked (?:into|at|up)|reviewed|gone through|went through|pulled up)\b"
        ),
        " see ",
    ),
    (re.compile(r"\b(?:can|could)\s+(?:confirm|see|tell|report)\b"), " see "),
    (
        re.compile(
            r"\b(?:happy|glad|pleased|delighted) to (?:report|confirm|say|tell|inform|let you know)\b"
        ),
        " ",
    ),
    (re.compile(r"\b(?:fully|over)\s*booked\b|\bsold out\b|\bout of stock\b"), " unavailable "),
    (re.compile(r"\bbounced back\b|\btimed out\b"), " failed "),  # a payment returned unpaid, a call timed out
    (re.compile(r"\b(?:held|hold|holding)\s+off\b"), " will wait "),  # "I've held off on the deploy": not done
    (re.compile(r"\b(?:was|were) able to\b"), " "),
    # A condition in other words than "if" is one: "..., as long as nobody has the car booked after you",
    # "provided (that) the slot is still free", "assuming the refund was approved", "on condition that ..."
    (re.compile(r"\b(?:as|so) long as\b|^(?:provided|providing|assuming)\b(?:\s+that\b)?|\bon (?:the )?condition that\b"), " if "),
    # What "should be" somewhere "now" is there: "the itinerary should be in your inbox now" (not "should be ready
    # by Friday", "should now be cancelled": a "now" before the state is still to come)
    (re.compile(r"\bshould\s+be\s+(?=(?:[\w'-]+\s+){0,4}now\b)"), " is "),
    # A compound opening with a state's word is one word, not that state: "back-ordered", "out-of-stock", "up-to-date"
    (re.compile(r"\b(back|out|up|off|live|in|on)-(?=[a-z])"), r"\1"),
    # An attempt that went through is a success, not an attempt: "the second attempt went through".
    (re.compile(r"\b(?:attempt|try|retry)\s+(?:went through|succeeded|worked)\b"), " went through "),
]

# -- cue words ---------------------------------------------------------------------------------------------------


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# A state that says an action did not happen, its participle negated by "un-": "your booking is unchanged" (not a
# reversal verb's participle: "unlocked", "unfrozen", "unsubscribed" are acts).
_UNDONE_STATES = _words(
    "unchanged untouched unaffected unaltered unmodified unprocessed unpaid unsent unsubmitted unresolved "
    "unconfirmed unanswered unfulfilled unbooked unscheduled unapproved unshipped unclaimed"
)
_NEGATION = _UNDONE_STATES | _words(
    "not no never cannot unable failed fail fails failing failure unsuccessful unsuccessfully declined "
    "rejected denied refused nor neither nothing none impossible pending awaiting yet unavailable errored "
    "❌"
)
_NOT_DONE = _words(
    "will shall gonna can could would may might should must need needs want wants let let's intend "
    "intends ready willing try trying tried attempt attempted attempting please if once when whenever "
    "unless until before whether eligible option options possible prefer"
)
_HABITUAL = frozenset(
    {"usually", "typically", "normally", "generally", "always", "often", "sometimes", "tend", "tends"}
)
_COMPLETION = _words(
    "issued processed completed complete confirmed done finished submitted placed initiated made created "
    "opened filed logged sent applied credited executed approved finalized finalised handled succeeded "
    "successful successfully secured arranged posted registered activated deactivated terminated closed "
    "resolved paid reversed voided booked reserved cancelled canceled refunded scheduled updated changed "
    "deleted removed transferred generated recorded saved added restarted deployed shared frozen locked "
    "escalated emailed moved confirmation reference ✅ ✔ ☑"
)
_COMPLETION_PHRASES = re.compile(
    r"\b(?:all set|all sorted|you(?:'re| are) (?:all )?good|good to go|went through|gone through|on (?:its|the) way|taken care of|took care of|in progress|"
    r"under ?way|(?:is|are|was|were) being|(?:is|are|'s|has|have|'ve|'re) now|"
    r"now (?:has|have)|(?:is|are|'s|'re|been) (?:now )?(?:on hold|off|live|back)|went live|(?<!\bi )(?<!\bwe )will now|"
    r"(?:i'm|i am|we're|we are)\s+(?:now\s+)?(?:processing|issuing|submitting|placing|initiating|sending|"
    r"arranging|putting through))\b"
)
# An error the action ran into (not "error rates", "error logs").
_ERROR = re.compile(
    r"\b(?:an|the|with|returned|got|hit|threw|gave|encountered|due to)\s+(?:\w+\s+)?errors?\b|\berrors?\s+"
    r"(?:occurred|happened|came back)\b"
)
# Instructions to the user: a clause that starts with an imperative.
_IMPERATIVE = _words(
    "go click tap open select visit enter contact call reply follow use choose sign log type press "
    "navigate head"
)
_STRONG_DONE = re.compile(
    r"\b(?:went through|gone through|worked|succeeded|(?:it's|it is|that's|all) (?:done|set|complete)|"
    r"is (?:done|complete|completed|confirmed)|done)\b|✅"
)
_PRONOUN = frozenset({"it", "it's", "that", "that's", "this", "again", "retry", "retried", "second"})
# A reply that names no action but says it is done answers the user's request: "Done!", "All set", "It went
# through", "Your flight is confirmed".
_ANSWER_DONE = re.compile(
    r"^(?:all\s+)?(?:done|set|sorted|finished)\b|\b(?:it's|it is|that's|all|you're|you are) (?:all )?(?:done|set)\b"
    r"|\b(?:went|gone) through\b|\bwill now\b|\b(?:is|are|you're|you are) (?:now )?(?:done|complete|completed|confirmed)\b|✅"
    r"|\b(?:you're|you are) (?:all )?good\b|^all good\b|\bgood to go\b"  # "You're good until Sunday 6 PM"
)
_FIRST_PERSON = frozenset({"i", "i've", "i'm", "i'd", "we", "we've", "we're", "we'd", "me", "us"})
_OTHER_ACTORS = frozenset(
    {"you", "you've", "they", "they've", "he", "she", "he's", "she's", "customer", "airline", "bank"}
)
_PASSIVE_MARKERS = frozenset({"been", "are", "were", "is", "was", "'re", "you're", "got", "get", "being"})
_REPORTED = _words(
    "already previously earlier ago yesterday last see sees shows showing according records record looks "
    "appears seems indicates"
)
_BY_NOT_AN_ACTOR = _words(
    "me us email phone mail sms text card check cheque wire post tracked recorded registered express courier "
    "tomorrow today tonight then now end noon "
    "midnight monday tuesday wednesday thursday friday saturday sunday"
)
_QUANTIFIERS = frozenset({"all", "both", "every", "each", "everything"})
_NOT_A_QUANTIFIER = re.compile(
    r"\b(?:all (?:set|good|done|right|the best)|at all|that's all|first of all|after all|all of a sudden)\b"
)


def _quantifies(clause: str) -> bool:
    """Whether a clause that mentions no action is the quantified subject of the next one: "All three orders — 1101,
    1102 and 1103 — have been cancelled" (not "All set — ...")."""
    return any(t in _QUANTIFIERS for t in _TOKEN.findall(_NOT_A_QUANTIFIER.sub(" ", _normalized(clause))))


_QUESTION_START = _words(
    "would could can shall should do does did is are was were will want may have has what which when "
    "where who how why any anything"
)
_DETERMINERS = _words(
    "your the this that these those my our his her their both all a an one two three four five"
)
_SAME_AS_BASE = frozenset({"reset", "set", "put", "cut", "shut"})  # past forms spelled like the present
_IRREGULAR_PAST = _words(
    "sent made done paid sold bought got gave given taken took wrote written kept held left built brought shot "
    "frozen froze spent withdrawn drawn"
)
_AGENT_BEFORE = _words("i we i've we've have has had been was were is are 's just already successfully got")
# Words that end no noun phrase: before a past form, none of them is its subject ("and then transferred ...").
_NOT_A_SUBJECT = _words(
    "and or but then so that which who it to not also just already now successfully all both this there here "
    "have has had i've we've"
)
_HAVE = _words("has have had")


def sentences(text: str) -> list[str]:
    """``text`` cut into sentences (at ``.!?`` followed by a space, ellipses and line breaks), with markdown marks,
    quoted lines, quotations of more than one sentence, a text set apart after a colon (`_INTRODUCED`) and anything
    from a line announcing a draft on removed."""
    return list(_sentences(text))


# Small caches: the same message and clauses are read by several readers within one conversation's evaluation; too
# small to hold a batch of conversations read again.
@lru_cache(maxsize=64)
def _sentences(text: str) -> tuple[str, ...]:
    text = text.replace("’", "'").replace("‘", "'")
    draft = _DRAFT_INTRO.search(text)
    if draft is not None:
        text = text[: draft.start()]
    if ":" in text:
        text = _STATE_COLON.sub(r"\1. ", _INTRODUCED.sub(":", text))
    if '"' in text or "“" in text:
        text = _QUOTED_TEXT.sub(r"\1 ", _QUOTED_WHOLE.sub("", text))
    text = _MARKDOWN.sub(" ", _QUOTED_LINE.sub("", _QUOTED_PASSAGE.sub(" ", text)))
    out = [s.strip(" -•\t") for s in _SENTENCE_END.split(text) if s and s.strip(" -•\t")]
    if not _CHECK_YOUR.search(text):
        return tuple(out)
    return tuple(_THERE.sub(r"\1 in your inbox", s) if _CHECK_YOUR.search(s) else s for s in out)


# A clause opening with a condition of time ("as soon as the invoice is uploaded I'll submit the claim"): its main
# clause starts at the agent's subject after it, cut off so that the condition's own verb claims nothing.
_CONDITION = re.compile(
    r"^(?:once|when|whenever|after|as soon as|the (?:moment|minute|second|day)|if|until|(?:as|so) long as|provided|"
    r"providing|assuming|on (?:the )?condition that)\s",
    re.I,
)
_MAIN_SUBJECT = re.compile(r"\s(?=(?:I|I'll|I've|I'm|I'd|[Ww]e|[Ww]e'll|[Ww]e've|[Ww]e're|[Ww]e'd)\b)")


def _clauses(sentence: str) -> list[str]:
    out: list[str] = []
    for part in _CLAUSE_BREAK.split(sentence):
        part = part.strip() if part else ""
        if not part:
            continue
        cut = [m.start() for m in _MAIN_SUBJECT.finditer(part)] if _CONDITION.match(part) else []
        if cut and len(part[: cut[-1]].split()) >= 3:  # "once I've filed it | I'll send ...", not "if | I can"
            out += [part[: cut[-1]], part[cut[-1] + 1 :]]
        else:
            out.append(part)
    return out


@lru_cache(maxsize=256)
def _normalized(clause: str) -> str:
    lowered = clause.lower()
    for pattern, replacement in _IDIOMS:
        lowered = pattern.sub(replacement, lowered)
    return lowered


# -- cues of the inferred claims and their guards (`_claim_text`) -----------------------------------------------

# A participle after a bare plural, a verb after it, is a rule ("Appointments cancelled late are charged a fee"):
# words ending in s that are no plural nouns, the verbs that follow, and the verbs of having before an object.
_PLURAL_NOT_NOUN = _words("its this his was is has does yes us thus always perhaps ours yours theirs hers")
_FINITE_AFTER = _words("are get will can may must incur cost need pay count go take aren't won't can't cannot don't")
_HOLDS = _words("has have had contains contain holds hold includes include with there")

# A clause right after a claim saying it did not work or is not finished: "but it failed to deliver".
_UNDONE = re.compile(
    r"^but\s+(?:it|that|this|they)\b.*?\b(?:failed|didn't|did not|wasn't|was not|couldn't|bounced|needs|requires|"
    r"is pending|is waiting|still)\b"
)

# Phrases that say something was done whatever it was (in a clause holding no action's word).
_DONE_PHRASES = re.compile(
    r"\b(?:all (?:set|sorted)|on (?:its|the|their) way|taken care of|took care of|under ?way|in progress)\b|✅"
    r"|\b(?:confirmation|reference)(?:\s+(?:code|number|no|#))?\s*(?:is\s+)?:?\s*#?[a-z0-9-]*\d"  # a code given
)
# A sentence offering or asking to do something reports nothing done.
_OFFER = re.compile(
    r"\b(?:want me to|shall i|should i|would you like me to|like me to|do you want me to|can i|may i)\b"
)
_COUNT = re.compile(r"\b\d+\s+(?:of|out of)\s+\d+\b")  # "3 of 7 checks done": progress, not an action done
# A clause giving a reason says why, not what was done: "because the card on file has expired"; a relative clause
# describes a noun: "a verification code, which I've just texted to you"; a time clause says when ("refills
# requested after 5 PM are ready the next day").
_REASON = frozenset({"because", "since", "as", "cause", "due", "which", "who", "whom", "whose", "after", "while"})

# Words before an action's word in a request: "Please restore the contract", "Can you restore it".
_PLEASE = re.compile(r"\b(?:please|pls|kindly|can you|could you|now)\b")
