"""Completion assertions read from a clause's grammar, whatever its verb: "I've put in your leave request", "PR #482
has landed on main", "release/2.4 is cut", "Your line is now paused", "the invite's out".

A table of action words misses every wording it does not hold; the grammar of a completion does not depend on the
verb. A clause asserts that something was done when it holds:

- **the agent's past or perfect** of a verb that acts (not one that looks or speaks: "I checked", "I told"): "I've
  put in", "we grabbed", "I bounced", "I've gone ahead and moved"; or a past form opening the clause before its
  object ("Booked your day off", "Revoked Sam's access");
- **a passive** of any participle after a copula: "is cut", "has been cut off", "are approved", "got moved", "is
  being sent"; participles that describe a standing state ("is based", "is required", "is delayed") do not count;
- **a thing's perfect**: "has landed", "has started", "have gone through";
- **a headline passive**: "Delivery moved to Tuesday", "Metformin refill requested";
- **a result state**: "is live", "is now <anything>", "is back", "is out", "is off your calendar", "is in", "is
  ready", "is yours", "on its way", "is waiting for you", "now points to", "can now see", "will stay held", "all
  sorted".

Whether the assertion is the agent's claim (not negated, not future, not a question, not someone else's act, not a
reported fact) is decided by the same rules as for a clause holding an action's word (`_claim_text`); which action
it claims, by what the sentence is about (`_claim_context.Attribution`).
"""

from __future__ import annotations

from collections.abc import Sequence

from langchain_trajectory.evaluators._claim_cues import _UNDONE_STATES, _words

__all__ = ["NO_OBJECT", "agentive", "grammar_completion"]


# Past forms that are not -ed, and the present forms spelled like their past (after "have" or a copula).
_IRREGULAR = _words(
    "sent made done paid sold bought got gotten gave given taken took wrote written kept held left built brought "
    "shot frozen froze spent withdrawn drawn gone began begun put cut set reset shut won split lent dealt "
    "struck stuck sped told"
)
_SAME_AS_BASE = _words("put cut set reset shut split")
# Verbs whose past says the agent looked, thought or spoke, not that it acted.
_NOT_ACTING = _words(
    "checked looked found saw seen noticed reviewed read verified searched located pulled asked told said "
    "mentioned explained noted understood received heard tried attempted wanted needed hoped thought wondered "
    "confirmed rechecked investigated examined inspected went came got gotten left "
    "replied responded answered considered suggested recommended included attached copied "
    "let kept drafted prepared composed outlined gone been had listed summarized summarised highlighted compared "
    "calculated estimated described walked learned realized realised spotted identified traced reproduced tested "
    "enjoyed loved liked appreciated apologized apologised forgot assumed misread missed dug gathered compiled "
    "ran pinged contacted consulted reached"
)
# Participles after a copula that describe a standing state or what happened to the user, not an action done.
_STATE_PARTICIPLES = _words(
    "based located required supposed expected allowed needed interested concerned related limited used tied "
    "attached included covered involved entitled designed intended delayed damaged lost stuck charged married "
    "qualified pleased glad excited sorry worried disappointed frustrated confused prepared prohibited "
    "restricted subject affected impacted listed shown displayed titled named called known sized "
    "priced rated valued halted aborted interrupted stalled failed declined rejected denied refused blocked "
    "cancelled canceled"
)
_COPULA = _words("is are was were 's 're been be being got gets get")
_FIRST = _words("i we")
_FIRST_PERFECT = _words("i've we've")
_ADVERBS = _words("now all just already also successfully officially fully finally both then quickly")
_OBJECTS = _words("your the a an this that these those it them you him her his their my our both all")
# Result states after a copula ("is live", "'s out", "is off your calendar", "is in place", "is in your inbox").
_STATES = _words("live back out off in ready active through gone open up underway sorted yours")
_STATE_PHRASES = (
    ("on", "hold"),
    ("on", "pause"),
    ("on", "its", "way"),
    ("on", "the", "way"),
    ("on", "their", "way"),
    ("all", "set"),
    ("all", "sorted"),
    ("waiting", "for", "you"),
    ("in", "place"),
    ("in", "your"),
)


def _past(word: str, after_have: bool) -> bool:
    if word in _SAME_AS_BASE:
        return after_have
    return word in _IRREGULAR or (len(word) > 4 and word.endswith("ed"))


def _skip(tokens: Sequence[str], i: int) -> int:
    """The index after the adverbs (and "gone ahead and") from ``i``."""
    while i < len(tokens):
        if tokens[i] in _ADVERBS:
            i += 1
        elif tokens[i : i + 3] == ["gone", "ahead", "and"] or tokens[i : i + 3] == ["went", "ahead", "and"]:
            i += 3
        else:
            break
    return i


def _agent_past(tokens: Sequence[str]) -> tuple[str, int] | None:
    """The agent's past or perfect of an acting verb: "I've put in", "we bounced", "Booked your day off"."""
    for i, token in enumerate(tokens):
        perfect = token in _FIRST_PERFECT or (token in _FIRST and tokens[i + 1 : i + 2] == ["have"])
        if token not in _FIRST and not perfect:
            continue
        found = _subject_past(tokens, i, perfect)
        if found is not None:
            return found
    return _opening_past(tokens)


def _subject_past(tokens: Sequence[str], i: int, perfect: bool) -> tuple[str, int] | None:
    """The acting past after the first person at ``i`` ("I've put in", "we bounced"; ``perfect``: after "I've" or
    "I have"), or one coordinated with a past that does not act ("I've let the office know and marked ...")."""
    token = tokens[i]
    start = i + (2 if token in _FIRST and perfect else 1)
    j = _skip(tokens, start)
    # "I went ahead and put the order in": a verb spelled like its present, coordinated with a past
    went = tokens[j - 3 : j] == ["went", "ahead", "and"] and j - 3 >= start
    if j < len(tokens) and _past(tokens[j], perfect or went) and tokens[j] not in _NOT_ACTING:
        return f"{token} ... {tokens[j]}", j
    if j < len(tokens) and tokens[j] in _NOT_ACTING:
        return _second_past(tokens, token, j, perfect)
    return None


# A second past of the same subject that acts: not one that looks or speaks, nor one spelled like its present.
_NOT_ACTING_OR_BASE = _NOT_ACTING | _SAME_AS_BASE


def _second_past(tokens: Sequence[str], token: str, j: int, perfect: bool) -> tuple[str, int] | None:
    """An acting past after the "and" following the non-acting past at ``j`` of the subject ``token``: "I've let
    the office know and marked the absence"."""
    k = next((k for k in range(j + 1, len(tokens)) if tokens[k] == "and"), len(tokens))
    m = _skip(tokens, k + 1)
    if m < len(tokens) and _past(tokens[m], perfect) and tokens[m] not in _NOT_ACTING_OR_BASE:
        return f"{token} ... and {tokens[m]}", m
    return None


def _opening_past(tokens: Sequence[str]) -> tuple[str, int] | None:
    """An acting past form opening the clause before its object: "Booked your day off", "Revoked Sam's access"."""
    if (
        len(tokens) > 1
        and _past(tokens[0], False)
        and tokens[0] not in _NOT_ACTING
        and tokens[0] not in _STATE_PARTICIPLES
        and (tokens[1] in _OBJECTS or tokens[1].endswith("'s"))
    ):
        return tokens[0], 0
    return None


Found = tuple[str, int] | None


def _state_phrase(tokens: Sequence[str], i: int, j: int) -> Found:
    """A state phrase at ``j`` ("on its way", "all set"), cued from ``i``; or a thing entered in a record ("is on
    his payslip", "that's in the diary", "You're on the list", "You're on BA 2490")."""
    if tuple(tokens[j : j + 3]) in _STATE_PHRASES or tuple(tokens[j : j + 2]) in _STATE_PHRASES:
        return " ".join(tokens[i : j + 3]), j
    if j < len(tokens) and tokens[j] in ("on", "in") and "still" not in tokens:
        k = j + 1 + (tokens[j + 1 : j + 2] != [] and tokens[j + 1] in _OBJECTS)
        k += k < len(tokens) and any(c.isdigit() for c in tokens[k]) and tokens[k + 1 : k + 2] != []
        listed = k < len(tokens) and tokens[k] in _RECORDS
        coded = tokens[i] in ("you're", "'re") and any(c.isdigit() for t in tokens[j + 1 : j + 3] for c in t)
        if listed or coded:
            return " ".join(tokens[i : k + 1]), j
    return None


# Records a thing is entered in when an action is done: "is on his payslip", "in the diary", "on the list".
_RECORDS = _words("list waitlist payslip diary calendar rota roster register queue books system schedule")


def _is_copula(token: str) -> bool:
    """"is", "'re", "got" ..., or a contraction holding one ("Emma's", "you're"; not "what's", "let's")."""
    if token in _COPULA or token.endswith("'re"):
        return True
    return token.endswith("'s") and token not in ("it's", "that's", "what's", "let's")


# -ing words after a copula that are states, not a thing under way
_NOT_UNDER_WAY = _words(
    "being waiting missing pending outstanding remaining existing upcoming interesting working failing "
    "throwing returning showing running using having getting trying asking looking"
)


# A state a thing "is now" in by its -ing: it was changed to run, use or point to something else.
_NOW_RUNNING = _words("running using pointing serving routing forwarding redirecting hosting billing charging")


def _under_way(tokens: Sequence[str], j: int) -> bool:
    """A thing's progressive: under way ("Your transcript is heading to Ohio State", "A technician is coming
    Friday", "The house is warming up"), not a standing state ("is still failing", "is missing")."""
    word = tokens[j]
    return word.endswith("ing") and len(word) > 5 and word not in _NOT_UNDER_WAY and "still" not in tokens


_AFTER_NOW = _words("as for with at on in from")
_PLACES = _words("on in at with under onto into")


def _now_after(tokens: Sequence[str], j: int) -> bool:
    """A place or membership said to hold now: "You're now on the 7:05 flight", "Emma's on your policy now as a
    named driver", "You're on Team now" (not "he's due now", "is now available": not a place)."""
    if "still" in tokens or tokens[j] not in _PLACES:
        return False
    if "now" in tokens[max(j - 2, 0) : j]:
        return True
    for k in range(j + 1, min(j + 5, len(tokens))):
        if tokens[k] == "now":
            return k + 1 == len(tokens) or tokens[k + 1] in _AFTER_NOW
    return False


def _state_done(tokens: Sequence[str], j: int) -> bool:
    """A result state, not a place or an availability: "that's in", "the fix is in main now" (not "it's in
    Fiction"); "Ticket #5521 is open", "is now open" (not "Monday 3 PM is open")."""
    if tokens[j] == "in":  # "your reading is in and your bill will use it"
        return j + 1 == len(tokens) or "now" in tokens[j + 1 : j + 3] or tokens[j + 1] == "and"
    if tokens[j] == "open":
        return "now" in tokens[max(j - 2, 0) : j] or not _TIMES & set(tokens)
    return True


# Words of a time or a place to book: "open" of them is availability ("Monday 10 AM or 3 PM are open").
_TIMES = _words(
    "am pm slot slots seat seats spot spots time times monday tuesday wednesday thursday friday saturday sunday "
    "today tomorrow morning afternoon evening"
)


def _after_copula(tokens: Sequence[str], i: int) -> Found:
    """A passive ("is cut", "got moved") or a result state ("is live", not "is out of office") after the copula at
    ``i``, or after "it's" / "that's"."""
    j = _skip(tokens, i + 1)
    if j < len(tokens):
        word = tokens[j]
        if word in _UNDONE_STATES:
            return None  # "your booking is unchanged": nothing was done
        if _past(word, True) and word not in _STATE_PARTICIPLES and word not in ("been", "being"):
            return f"{tokens[i]} {word}", j
        if tokens[i] not in ("was", "were") and _under_way(tokens, j):  # not "while I was booking it"
            return f"{tokens[i]} {word}", j
        if tokens[i + 1 : i + 2] == ["now"] and word in _NOW_RUNNING:  # "The site is now running the snapshot"
            return f"{tokens[i]} now {word}", j
        if _now_after(tokens, j):
            return f"{tokens[i]} ... now", j
        if word in _STATES and tokens[j + 1 : j + 2] != ["of"] and _state_done(tokens, j):
            return f"{tokens[i]} {word}", j
        if tokens[i + 1 : i + 2] == ["now"] and _changed_to(tokens, j):
            return f"{tokens[i]} now {word}", j
    return _state_phrase(tokens, i, j)


# States "now" tells that a thing is in without anyone acting: availability, hours, what a lookup shows.
_STANDING = _words(
    "available unavailable open closed free full busy due late early overdue expired low high empty here there "
    "the a an in on at with from for to of and or but so more less about over under"
)


def _changed_to(tokens: Sequence[str], j: int) -> bool:
    """A state a thing "is now" in, the word ending the clause or before "and" ("Carlos's fuel card is now
    inactive"): a change, not a standing state ("The store is now closed", "Tuesday is now available")."""
    word = tokens[j]
    return word.isalpha() and word not in _STANDING and tokens[j + 1 : j + 2] in ([], ["and"])


# Words after a perfect's participle that start no object: "has landed on main", "has posted to your account".
NO_OBJECT = _words(
    "to in on at from for with into onto by and or but now today tonight yesterday already just up out off back "
    "over through successfully as via across within overnight"
)


def _perfect(tokens: Sequence[str], i: int) -> Found:
    """A thing's perfect, without an object: "has landed on main", not "Ana has blocked her calendar"."""
    j = _skip(tokens, i + 1)
    if j < len(tokens):
        word = tokens[j]
        transitive = j + 1 < len(tokens) and tokens[j + 1] not in NO_OBJECT  # "Ana has blocked Friday"
        if _past(word, True) and word not in _NOT_ACTING and word != "been" and not transitive:
            return f"{tokens[i]} {word}", j
        if word == "gone" and _gone_on(tokens[j + 1 : j + 3]):
            return f"{tokens[i]} gone {tokens[j + 1]}", j
    return _state_phrase(tokens, i, j)


def _gone_on(after: Sequence[str]) -> bool:
    """Whether the words after a thing's "has gone" or "went" say it left for its destination: a result state
    ("has gone out", "has gone live") or a recipient ("has gone to your manager"), not "has gone up" or "quiet"."""
    if not after or after[0] == "up":
        return False
    return after[0] in _STATES or (after[0] == "to" and after[1:2] != [] and after[1] in _DETERMINERS)


def _gerund_subject(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is a gerund opening the clause (or after "so", "and" ...): "so cancelling now
    forfeits", not "fix/billing-rounding now exists"."""
    return tokens[k].endswith("ing") and (k == 0 or tokens[k - 1] in ("so", "and", "but", "then", "that", "because"))


def _now_or_stays(tokens: Sequence[str], i: int) -> Found:
    """"now" and a present verb ("your deposit now points to Chase"), a thing given ("Carlos now has VAN-14"), an
    ability given ("Ana can now see it"), or a state that stays ("it'll stay held")."""
    token = tokens[i]  # each cue word below is none of the others: the first that matches decides
    if token == "now":
        return _now_present(tokens, i)
    if token in ("has", "have"):
        return _has_now(tokens, i)
    if _is_copula(token):
        return _is_theirs_now(tokens, i)
    if token == "can":
        return _can_now(tokens, i)
    if token == "will" or token.endswith("'ll"):
        return _will_stay(tokens, i)
    return None


def _now_present(tokens: Sequence[str], i: int) -> Found:
    """A present verb after the "now" at ``i`` ("your deposit now points to Chase"), or a thing given ("Carlos now
    has VAN-14", not "now has to be renewed"); not a gerund's verb ("cancelling now forfeits the 5 months left")."""
    if not i or i + 1 >= len(tokens) or _gerund_subject(tokens, i - 1):
        return None
    word = tokens[i + 1]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3 and word not in _OBJECTS:
        return f"now {word}", i + 1
    if word in ("has", "have") and tokens[i - 1] not in _FIRST and tokens[i + 2 : i + 3] not in ([], ["to"]):
        return f"now {word}", i + 1
    return None


def _has_now(tokens: Sequence[str], i: int) -> Found:
    """A thing given, "has" at ``i`` and "now" ending the clause: "Jo has your itinerary in her inbox now"."""
    if i and tokens[i - 1] not in _FIRST and tokens[-1:] == ["now"] and len(tokens) > i + 2:
        return f"{tokens[i]} ... now", i
    return None


def _is_theirs_now(tokens: Sequence[str], i: int) -> Found:
    """A thing given, the copula at ``i`` before a possessive and "now" ending the clause: "LT-04417 is Priya's
    now"."""
    if len(tokens) == i + 3 and tokens[i + 1].endswith("'s") and tokens[i + 2] == "now":
        return f"{tokens[i]} {tokens[i + 1]} now", i
    return None


def _can_now(tokens: Sequence[str], i: int) -> Found:
    """An ability given to someone other than the agent or the user, "can" at ``i``: "Ana can now see the Q3 deck"."""
    if tokens[i + 1 : i + 2] == ["now"] and i and not {"i", "we", "you"} & set(tokens[:i]):
        return "can now", i
    return None


def _will_stay(tokens: Sequence[str], i: int) -> Found:
    """A state that stays, "will" or "'ll" at ``i``: "it'll stay held", "will remain active"."""
    if tokens[i + 1 : i + 2] in (["stay"], ["remain"]) and i + 2 < len(tokens):
        return f"{tokens[i]} {tokens[i + 1]} {tokens[i + 2]}", i + 1
    return None


def _passive_or_state(tokens: Sequence[str]) -> Found:
    """The first passive, thing's perfect or result state of the clause."""
    for i, token in enumerate(tokens):
        found = None
        if _is_copula(token) or token in ("it's", "that's"):
            found = _after_copula(tokens, i)
        elif token in ("has", "have") and i:
            found = _perfect(tokens, i)
        elif token == "went" and i and tokens[i - 1] not in _FIRST and _gone_on(tokens[i + 1 : i + 3]):
            found = f"went {tokens[i + 1]}", i  # a thing's past: "Your leave request went to your manager"
        found = found or _now_or_stays(tokens, i)
        if found is not None:
            return found
    return None


_NOT_A_NOUN = _words(
    "i you we they he she it that this there what which who is are was were will can may must so and but then "
    "because since as if when once though although or"
)
_DETERMINERS = _words("the a an this that these those my your his her its our their")
_NOT_FINITE_AFTER = _words("is are was were will can may must would should could")


_DONE = _words("complete done")  # adjectives a headline uses as participles: "Registration complete for DATA-201"


def _headline(tokens: Sequence[str]) -> tuple[str, int] | None:
    """A passive without its copula, as a headline: "Delivery moved to Tuesday", "Metformin refill requested",
    "Registration complete for DATA-201", "Direct Debit set up for account EN-40117" (a verb spelled like its
    present read as a participle only before its particle)
    (a noun phrase of up to four words without an article, as headlines go, then a participle, and no verb of its
    own after it; "The add/drop deadline passed on Friday" is a sentence in the past, and "Jess accepted the
    transfer", the participle taking an object, someone's act)."""
    if tokens and tokens[0] in _DETERMINERS:
        return None
    for j in range(1, min(len(tokens), 5)):
        word = tokens[j]
        if tokens[j - 1] in _NOT_A_NOUN or _past(tokens[j - 1], False):
            return None
        done = word in _DONE and tokens[j + 1 : j + 2] != ["by"]  # "Registration complete", not "complete by Friday"
        done = done or (word in _SAME_AS_BASE and tokens[j + 1 : j + 2] in (["up"], ["off"], ["down"]))  # "set up"
        if (done or _past(word, False)) and word not in _STATE_PARTICIPLES and word not in _NOT_ACTING:
            if any(t in _NOT_FINITE_AFTER for t in tokens[j + 1 :]):
                return None
            if tokens[j + 1 : j + 2] and (tokens[j + 1] in _DETERMINERS or tokens[j + 1] in ("it", "them")):
                return None  # an object follows: an active past of the words before it ("Jess accepted the transfer")
            return f"{' '.join(tokens[:j])} {word}", j
    return None


def grammar_completion(tokens: Sequence[str]) -> tuple[str, int] | None:
    """The first words of ``tokens`` (a clause, lower-cased, cut into words) that assert something was done, and
    their token index; None when there are none."""
    found = [f for f in (_agent_past(tokens), _passive_or_state(tokens), _headline(tokens)) if f is not None]
    return min(found, key=lambda f: f[1]) if found else None


def agentive(tokens: Sequence[str]) -> bool:
    """Whether the clause's completion is the agent's own act (its past or perfect, or a past form opening it)."""
    return _agent_past(tokens) is not None
