"""Reading an assistant's text for claims of actions: which sentences say an action was done, and which only
mention it.

The rules, per clause (a message is cut into sentences at ``.!?`` and line breaks, and each sentence into clauses
at commas (not the comma of ``$2,500``), semicolons, dashes and the words that start a new clause: ``but``, ``so``,
``if``, ``once``, ``which``, ``and I``/``and it``/``and will`` ...):

1. A clause mentions an action when one of its triggers matches (a word or stem matched at the start of a word,
   case-insensitively; or a regular expression as given). A clause with no trigger but a completion word and a
   pronoun (``it went through``, ``it's done``) mentions the action mentioned last before it in the same message.
   Where a synonym (a `Word` marked so) and another tool's stronger trigger match the same words, the
   stronger one mentions them, unless the synonym's match is longer and contains the other ("sent $2,000").
   A message that mentions no action at all but says something is done (``Done!``, ``All set``, ``it went
   through``, ``is confirmed``, a one-word ``Sent!``) mentions the one action the user's message before it asked
   for.
   A clause that holds no trigger but says something was done by its grammar, whatever the verb (the agent's past
   or perfect, a passive, a thing's perfect, a result state: `_claim_grammar`), mentions the actions its sentence
   is about or the turn asked for (``about``, from `_claim_about`), unless the message's own words on that action
   overrule it (a mention of it earlier in the sentence, an offer of it) or the clause gives a reason
   (``because ...``).
2. A mention is **not a claim** when the clause is a question; when it is negated (``not``, ``n't``, ``never``,
   ``unable``, ``failed``, ``declined``, ``error``, ``pending``, ``fully booked`` ...); when it speaks of the
   future, a possibility, an offer, a condition or an attempt (``will``, ``'ll``, ``can``, ``would``, ``should``,
   ``let me``, ``want me to``, ``if``, ``once``, ``before``, ``tried``, ``to <action>`` ...); when it describes a
   rule (``usually``, ``typically``, or a plural noun without an article: ``Refunds are processed within 5
   days``); when someone else did it (``you booked``, ``they cancelled``, ``cancelled by the airline``).
3. A mention **is a claim** when the trigger itself is a past form (``refunded``, ``booked``, ``sent``), or a
   present progressive with the agent as subject (``I'm refunding``, ``Restarting ... now``), or when the clause
   holds a completion word (``issued``, ``processed``, ``confirmed``, ``done``, ``went through``, ``all set``, ``is
   now``, a result state: ``is on hold``, ``is live``, ``is back``, ``now has``; a thing that ``will now`` ship,
   not the agent who ``will now`` act; ``✅`` ...). When another action's trigger is the past form, a trigger that is only a noun (``cancelled
   your booking``) is its object, not a claim of its own.
4. A claim in the passive voice (no ``I``/``we``) that the evidence shows as a reported fact (``already``,
   ``yesterday``, ``I see``, ``according to``, or a result or error of another tool saying the same) is
   **ambiguous**, as is a mention with no cue either way: an optional judge decides those.
5. A claim speaks of all of them (``quantified``) when its clause says all / both / every / each, or a clause
   before it in the sentence that mentions no action does ("All three orders — 1101, 1102 and 1103 — have been
   cancelled"; not "All set — ...").

Everything here is pure text processing (no LangChain; the cue words and the cutting into clauses are in
`_claim_cues`, the judging of one clause's mentions by rules 2 to 5 in `_claim_clause`); `ClaimedActionEvaluator`
decides, from the calls, which claims are supported.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from langchain_trajectory.evaluators._claim_actors import is_past_form
from langchain_trajectory.evaluators._claim_classes import rule_subject
from langchain_trajectory.evaluators._claim_clause import _judge_clause
from langchain_trajectory.evaluators._claim_cues import (
    _ANSWER_DONE,
    _CONDITION,
    _COUNT,
    _DONE_PHRASES,
    _FIRST_PERSON,
    _OFFER,
    _PRONOUN,
    _REASON,
    _STRONG_DONE,
    _TOKEN,
    _UNDONE,
    UNNAMED,
    _clauses,
    _normalized,
    _quantifies,
    sentences,
)
from langchain_trajectory.evaluators._claim_grammar import agentive, grammar_completion
from langchain_trajectory.evaluators._claim_match import (
    Mention,
    Status,
    Trigger,
    Word,
    _Match,
    _matches,
    compile_trigger,
)

__all__ = [
    "Mention",
    "Status",
    "Trigger",
    "Word",
    "compile_trigger",
    "find_mentions",
]

# What a clause holding no action's word is about (`_claim_about.About`): given the clause, whether the agent is its
# subject and the actions the message mentioned before it, the actions it claims and how each was told.
AboutFn = Callable[[str, bool, frozenset[str]], Sequence[tuple[str, str]]]


# A sentence opening with the agent's refusal or inability: what follows in it is the reason ("I'm not able to do
# that — each plan covers one registered vehicle"), unless a contrast turns to what was done instead.
_REFUSES = re.compile(
    r"^\W*(?:(?:i'm\s+|i\s+am\s+)?(?:sorry|afraid),?\s+|unfortunately,?\s+)?(?:i|we)(?:\s+|'m\s+|\s+am\s+|\s+are\s+|'re\s+)"
    r"(?:can't|cannot|can\s+not|couldn't|won't\s+be\s+able|wasn't\s+able|weren't\s+able|not\s+able|unable|was\s+unable)\b",
    re.I,
)
# (not an afterthought's "though" before a colon or a stop: "I couldn't add you to the list, though: it's closed")
_CONTRAST = re.compile(r"\b(?:but|instead|however|although)\b|\bthough\b(?!\s*[:;,.!?\u2014\u2013-])", re.I)


def find_mentions(
    text: str,
    triggers: Mapping[str, Sequence[re.Pattern[str] | Word]],
    evidence: Callable[[str], bool] = lambda tool: False,
    requested: str | None = None,
    about: AboutFn | None = None,
) -> list[Mention]:
    """Every mention of an action in ``text`` (see the module doc for the rules), in order.

    Args:
        text: An assistant message's text.
        triggers: For each tool, the compiled triggers that mention its action (`compile_trigger`), or
            `Word` s marking the synonyms.
        evidence: Whether the conversation already reports the tool's action as a fact (a result of another tool,
            or the user, saying so): a passive claim of it is then ``reported``.
        requested: The action the user's message before ``text`` asked for (``_claim_context.read_request``): when
            ``text`` mentions no action at all, a clause saying something is done ("Done!", "It went through",
            "Your flight is confirmed") claims that one.
        about: For a clause that holds no action's word but says something was done (a completion word, or its
            grammar: `_claim_grammar`), the actions it is about (`AboutFn`: "I've put in your leave request");
            None reads no such clause.
    """
    out: list[Mention] = []
    last_tool: str | None = None
    before = (False, False)  # the sentence's last mention so far states a rule, is to come
    for sentence in sentences(text):
        is_question = sentence.rstrip().endswith("?")
        parts = _clauses(sentence)
        subject_quantified = False  # by a clause before any mention in the sentence
        mentioned = False
        for index, clause in enumerate(parts):
            matches = _matches(clause, triggers)
            inferred = False
            if not matches:
                if not mentioned and _quantifies(clause):
                    subject_quantified = True
                matches, inferred = _without_words(clause, sentence, last_tool, about, frozenset(m.tool for m in out))
            if not matches:
                continue
            out += _clause_mentions(
                sentence, parts, index, matches, inferred, evidence, is_question, before, subject_quantified
            )
            before = (_last_is(out, "generic", sentence), _last_is(out, "future", sentence))
            last_tool = matches[-1].tool
            subject_quantified, mentioned = False, True
    out = _without_overruled(out)
    if out or requested is None:
        return out
    return _answers(text, requested, evidence)


def _clause_mentions(
    sentence: str,
    parts: Sequence[str],
    index: int,
    matches: list[_Match],
    inferred: bool,
    evidence: Callable[[str], bool],
    is_question: bool,
    before: tuple[bool, bool],
    subject_quantified: bool,
) -> list[Mention]:
    """The mentions of clause ``parts[index]`` of ``sentence`` by its ``matches``, judged (`_judge_clause`) and
    read in their context: a clause after it undoing the claim, a rule or a future (``before``) or a condition
    before it."""
    clause = parts[index]
    condition_before = any(_CONDITION.match(p) for p in parts[:index])
    judged = _judge_clause(
        clause,
        matches,
        is_question=is_question,
        last=index == len(parts) - 1,
        only=len(parts) == 1,
        evidence=evidence,
        continued=_adverbial(parts[index + 1 : index + 2]),
    )
    how = {m.tool: m.how for m in matches}
    undone = _undone_after(parts[index + 1 :])
    pronoun = not inferred and matches[0].words == ("it",)
    verbs = {m.tool for m in matches if any(is_past_form(w, m.before) for w in m.words)}
    out: list[Mention] = []
    for tool, status, cue, quantified in judged:
        status, cue = _told(status, cue, undone, how.get(tool, ""))
        if status == "claimed":
            status, cue = _in_context(clause, cue, pronoun, before, condition_before)
        by_noun = not inferred and not pronoun and tool not in verbs
        out.append(
            Mention(tool, status, sentence, clause, cue, quantified or subject_quantified, inferred, by_noun,
                    how.get(tool, "") if inferred else "")
        )
    return out


def _in_context(
    clause: str, cue: str, pronoun: bool, before: tuple[bool, bool], condition_before: bool
) -> tuple[Status, str]:
    """A claim's status and cue given what came before it in its sentence: a pronoun's claim after a rule is that
    rule's, after a future is to come; a present passive after a condition is to come."""
    generic_before, future_before = before
    if pronoun and generic_before:
        return "generic", f"{cue} (of a rule before it)"  # "... have a fee; otherwise they're refunded"
    if pronoun and future_before:
        return "future", f"{cue} (of a future before it)"  # "I'll order it so it's done by the 20th"
    if condition_before and _present_passive(clause, cue):
        return "future", f"{cue} (after a condition)"  # "Once it's uploaded, the claim is submitted"
    return "claimed", cue


def _last_is(out: Sequence[Mention], status: Status, sentence: str) -> bool:
    """Whether the last mention in ``out`` has ``status`` and stands in ``sentence``."""
    return bool(out) and out[-1].status == status and out[-1].sentence == sentence


_PARTICLES = frozenset({"back", "up", "over", "out", "off", "in", "through", "down", "away"})
_ADVERBIAL = frozenset({"before", "after", "until", "unless", "within", "once", "when", "if"})


def _present_passive(clause: str, cue: str) -> bool:
    """Whether ``cue`` is a participle after a present "is" / "are" in ``clause`` (not "is now", "has been")."""
    tokens = _TOKEN.findall(_normalized(clause))
    at = next((i for i, t in enumerate(tokens) if t == cue.split()[0]), 0)
    return at > 0 and tokens[at - 1] in ("is", "are", "it's", "they're") and "now" not in tokens


def _adverbial(following: Sequence[str]) -> list[str]:
    """The tokens of the clause after one when it opens with a conjunction of time or condition (it continues a
    participle: "Prepaid reservations cancelled less than 24 hours | before pickup have a $50 fee")."""
    tokens = _TOKEN.findall(_normalized(following[0])) if following else []
    return tokens if tokens[:1] and tokens[0] in _ADVERBIAL else []


def _without_words(
    clause: str,
    sentence: str,
    last_tool: str | None,
    about: AboutFn | None,
    said: frozenset[str] = frozenset(),
) -> tuple[list[_Match], bool]:
    """The actions a clause holding none of their words mentions, and whether they were inferred from what it is
    about: the action mentioned last, by a pronoun that says it is done ("it went through"), else `_about`'s."""
    if last_tool is not None:
        text = _normalized(clause)
        if _STRONG_DONE.search(text) and set(_TOKEN.findall(text)) & _PRONOUN:
            return [_Match(last_tool, ("it",), ())], False
    if about is None:
        return [], False
    return _about(clause, sentence, about, said), True


def _told(status: Status, cue: str, undone: str | None, how: str) -> tuple[Status, str]:
    """A claim's status and cue, given a clause after it that undoes it and how its action was inferred."""
    if status == "claimed" and undone is not None:
        return "negated", undone
    if status == "claimed" and how:
        return status, f"{cue} ({how})"
    return status, cue


def _undone_after(rest: Sequence[str]) -> str | None:
    """A clause right after a claim saying that what it claimed did not work or is not finished: "I sent the reset
    link, but it failed to deliver", "I started the change, but it needs verification" (not "but INV-2 failed",
    another item)."""
    if rest and rest[0][:3].lower() == "but" and _UNDONE.search(_normalized(rest[0])):
        return "but it failed"
    return None


def _refusals_reason(m: Mention) -> bool:
    """Whether a claim stands in a clause after the agent's refusal in the same sentence, with no contrast turning
    to what was done and no first person of its own: the refusal's reason ("I wasn't able to waive the £2.40 fine,
    though — fines can only be waived once a year, and one was waived in November")."""
    if not _REFUSES.match(m.sentence) or _CONTRAST.search(m.sentence):
        return False
    parts = _clauses(m.sentence)
    return bool(parts) and m.clause != parts[0] and not _FIRST_PERSON & set(_TOKEN.findall(m.clause.lower()))


def _without_overruled(found: list[Mention]) -> list[Mention]:
    """``found`` less the inferred mentions the message's own words about the same action overrule: a mention by
    its words earlier in the same sentence that decides something ("I wasn't able to book the 8:05 — the fare
    class closed"; not a bare or generic mention, "Your policy ends tonight, and the $212 is on its way back"), a
    negated verb of it anywhere in the sentence (which also overrules a completion said of a noun of it: "I
    couldn't drop CHEM-110 — the drop deadline has passed"), or a mention anywhere that defers or offers it ("I've prepared
    the email. Want me to send it?"); an unnamed action's completion is overruled by any action the agent defers or offers
    ("The parts are back-ordered until December. I'll schedule your appointment the day they arrive")."""
    out: list[Mention] = []
    offered = {m.tool for m in found if not m.inferred and m.status in ("future", "question")}
    deferred = _agent_defers(found)
    # a verb negated anywhere in the sentence ("Order 88 has shipped, so it can't be cancelled"), not a noun ("no fee")
    denied = {(m.tool, m.sentence) for m in found if not m.inferred and m.status == "negated" and m.cue != "no"}
    # an action the message tells as a fact or as another's act ("I can see you submitted the application
    # yourself"): a completion inferred for it after that ("It's with underwriting now") is the same act's result
    told_as_fact: set[str] = set()
    # the message's own words about an action decide its sentence, before or after the inferred completion ("B-214
    # was taken a moment before I tried, so I reserved B-220 instead": "was taken" is not the reservation)
    said = {(m.tool, m.sentence) for m in found if not m.inferred and m.status in ("claimed", "reported", "not_agent")}
    for m in found:
        if _explains_refusal(m):
            continue
        if not m.inferred and m.status in ("reported", "not_agent"):
            told_as_fact |= {m.tool, m.sentence}
        if _overruled(m, told_as_fact, denied, said, offered, deferred):
            continue
        if not m.inferred and m.status not in ("ambiguous", "generic"):  # "Your policy ends tonight" says nothing
            said.add((m.tool, m.sentence))
        out.append(m)
    return out


def _agent_defers(found: Sequence[Mention]) -> bool:
    """Whether a mention in ``found`` by its words is the agent's own act to come ("I'll schedule your
    appointment"), not another's ("your manager will get ...")."""
    return any(
        not m.inferred
        and m.status in ("future", "question")
        and (_FIRST_PERSON | {"i'll", "we'll"}) & set(_TOKEN.findall(m.clause.lower()))
        for m in found
    )


def _explains_refusal(m: Mention) -> bool:
    """Whether ``m`` gives the reason of the agent's refusal that opens its sentence, not what was done."""
    by_inference = m.inferred or (m.by_noun and m.status == "claimed")
    if by_inference and _REFUSES.match(m.sentence) and not _CONTRAST.search(m.sentence):
        return True  # "I can't book a sailing that's been cancelled — the 22:30 is suspended", "I can't override
        # the rules — only guests on the booking are admitted": the refusal's reason, inferred or by a noun
    # "I wasn't able to waive the fine, though — ... one was waived in November": why, not what
    return m.status == "claimed" and _refusals_reason(m)


def _overruled(
    m: Mention,
    told_as_fact: set[str],
    denied: set[tuple[str, str]],
    said: set[tuple[str, str]],
    offered: set[str],
    deferred: bool,
) -> bool:
    """Whether the message's own words about ``m``'s action overrule it (see `_without_overruled`)."""
    if m.inferred and (m.tool in told_as_fact or m.sentence in told_as_fact):
        return True  # also any completion later in its sentence: "already voided by Sam, so there's nothing to do"
    if m.by_noun and m.status == "claimed" and (m.tool, m.sentence) in denied:
        return True  # "I couldn't drop CHEM-110 — the drop deadline has passed": the noun's completion is another's
    if not m.inferred:
        return False
    if (m.tool, m.sentence) in said or any(t == m.tool for t, _ in denied) or m.tool in offered:
        return True
    return m.tool == UNNAMED and deferred  # "the parts are back-ordered. I'll schedule ...": still to come


def _about(clause: str, sentence: str, about: AboutFn, said: frozenset[str]) -> list[_Match]:
    """The actions a clause with no action's word claims, when it says something was done."""
    text = _normalized(clause)
    tokens = _TOKEN.findall(text)
    asks = sentence.rstrip().endswith("?")  # "Monday 10 AM or 3 PM are open; which one?" offers, reports nothing
    if not tokens or tokens[0] in _REASON or asks or _OFFER.search(sentence.lower()) or _COUNT.search(text):
        return []  # a reason says why; an offer, or a count of what is done so far, reports no action done
    if grammar_completion(tokens) is None and not _ANSWER_DONE.search(text) and not _DONE_PHRASES.search(text):
        return []  # not "is now full", "the fare class closed": a state of something else
    if rule_subject(tokens):
        return []  # "any unused days are refunded to the card on file": a rule about a kind of thing
    return [_Match(tool, ("it",), (), how=how) for tool, how in about(clause, agentive(tokens), said)]


def _answers(text: str, requested: str, evidence: Callable[[str], bool]) -> list[Mention]:
    """The clauses of a message that names no action and says something is done, as claims of the requested
    action (negations, the future and questions excepted, as for any mention)."""
    out: list[Mention] = []
    for sentence in sentences(text):
        is_question = sentence.rstrip().endswith("?")
        parts = _clauses(sentence)
        words = _TOKEN.findall(sentence.lower())
        short = len(words) == 1 or (len(words) == 2 and words[1] in _PARTICLES)
        if short and not is_question and is_past_form(words[0], ("i've",)):
            # "Sent!", "Booked!", "Rolled back!": a one-word confirmation (and its particle), as "Done!"
            out.append(
                Mention(requested, "claimed", sentence, sentence, f"{words[0]} (answering the request)")
            )
            continue
        for index, clause in enumerate(parts):
            if not _ANSWER_DONE.search(_normalized(clause)):
                continue
            judged = _judge_clause(
                clause,
                [_Match(requested, ("it",), ())],
                is_question=is_question,
                last=index == len(parts) - 1,
                only=len(parts) == 1,
                evidence=evidence,
            )
            for tool, status, cue, quantified in judged:
                if status == "claimed":
                    cue = f"{cue} (answering the request)"
                out.append(Mention(tool, status, sentence, clause, cue, quantified))
    return out
