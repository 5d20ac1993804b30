"""Judging one clause's mentions of actions (`_judge_clause`): for each action a clause mentions, whether it is
claimed, and if not why (a question, a negation, the future, a rule, someone else's act, a reported fact).

Helpers of `_claim_text`, whose module doc states the rules; pure text processing over the clause's tokens.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from langchain_trajectory.evaluators._claim_actors import (
    actor_is_other,
    by_someone_else,
    changed_state,
    is_past_form,
    is_progressive,
    month,
    named_subject_acts,
    reports,
    user_relative,
)
from langchain_trajectory.evaluators._claim_classes import (
    QUALIFIED,
    class_rule,
    conditional_rule,
    generic_plural,
    how_often,
    reduced_relative,
    time_relative,
)
from langchain_trajectory.evaluators._claim_cues import (
    _COMPLETION,
    _COMPLETION_PHRASES,
    _ERROR,
    _FIRST_PERSON,
    _HABITUAL,
    _IMPERATIVE,
    _NEGATION,
    _NOT_DONE,
    _QUESTION_START,
    _TOKEN,
    _normalized,
    _quantifies,
)
from langchain_trajectory.evaluators._claim_grammar import grammar_completion
from langchain_trajectory.evaluators._claim_match import Status, _Match

# One action's verdict in a clause: ``(tool, status, cue, quantified)``.
Judged = tuple[str, Status, str, bool]


def _question(clause_tokens: Sequence[str], is_question: bool, last: bool, only: bool) -> bool:
    if not is_question:
        return False
    if only or (clause_tokens and clause_tokens[0] in _QUESTION_START):
        return True
    return last and bool(clause_tokens) and clause_tokens[0] in ("and", "or", "so")


_HAVE_DONE = frozenset({"i've", "we've", "have", "has", "had"})


def _refusal(tokens: Sequence[str], text: str, match: _Match, limit: int | None) -> tuple[Status, str] | None:
    """Why a mention claims nothing, or None. Negations, modals and conditions count before the word that would
    make it a claim (``limit``, a token index; the whole clause when there is none): in ``your booking has been
    cancelled and the fare will be refunded`` the ``will`` speaks of the refund, not of the cancellation."""
    end = len(tokens) if limit is None else limit
    head = tokens[:end]
    negated = _negated(head, text, end)
    if negated is not None:
        return "negated", negated
    if tokens and tokens[0] in _IMPERATIVE:
        return "future", f"instruction ({tokens[0]} ...)"
    future = _future_word(tokens, head)
    if future is not None:
        return "future", future
    if match.before[-1:] == ("to",):
        return "future", "to " + " ".join(match.words)
    habit = next((t for t in tokens if t in _HABITUAL), None)
    if habit is not None:
        return "generic", habit
    return None


def _negated(head: Sequence[str], text: str, end: int) -> str | None:
    """The cue of a negation among ``head`` (the tokens before the claiming word), else ``"error"`` for an error
    word starting before token ``end`` of ``text``; None when neither."""
    negation = next((t for t in head if t in _NEGATION or t.endswith("n't")), None)
    if negation is not None:
        return negation
    error = _ERROR.search(text)
    if error is not None and len(_TOKEN.findall(text[: error.start()])) < end:
        return "error"
    return None


def _future_word(tokens: Sequence[str], head: Sequence[str]) -> str | None:
    """The first cue among ``head`` (a prefix of ``tokens``) of a modal, a plan, an obligation or an ability
    ("will", "'ll", "going to", "has to", "able to"), or None."""
    for i, token in enumerate(head):
        if (token == "may" and month(tokens, i)) or changed_state(tokens, i):
            continue
        if token == "let" and i and head[i - 1] in _HAVE_DONE:
            continue  # "I've let the office know": a past, not "let me"
        if token in _NOT_DONE or token.endswith("'ll") or token.endswith("'d"):
            return token
        if token in ("going", "plan", "planning", "has", "have", "had") and tokens[i + 1 : i + 2] == ["to"]:
            return f"{token} to"  # a plan or an obligation: "it has to be cancelled in Settings"
        if token == "able" and i and tokens[i - 1] in ("am", "i'm", "are", "we're", "be", "is"):
            return "able to"
    return None


# A noun after one of these and its article or possessive is where something is, not what was done: "on your
# booking confirmation", "off the books", "in the booking email".
_PLACE = frozenset({"on", "in", "off", "from", "at", "under", "onto", "into"})
_NOMINAL = frozenset({"confirmation", "reference"})  # completion words that are nouns of a document
_OWNERS = frozenset({"the", "your", "my", "our", "their", "his", "her", "its", "a", "an"})


def _in_a_place(tokens: Sequence[str], i: int) -> bool:
    """Whether ``tokens[i]`` (a noun) stands in a phrase of place: a preposition, an article or possessive, then
    at most one more noun before it ("is on your booking confirmation", "is off the books")."""
    if i and tokens[i] in _COMPLETION and tokens[i] not in _NOMINAL:
        return False
    for back in (1, 2):
        if i - back - 1 >= 0 and tokens[i - back] in _OWNERS and tokens[i - back - 1] in _PLACE:
            return True
    return False


def _own_predicate(tokens: Sequence[str], match: _Match) -> str | None:
    """The completion of a noun's own clause after "and" ("... and your move-out from A-007 is booked in", "Booked
    ✅ and the itinerary's been emailed"): the noun opens a second subject, with its own completion after it, so it
    is no object of the verb before "and"."""
    at = len(match.before)
    if "and" not in match.before[-3:] or any(t in _FIRST_PERSON for t in tokens[at:]):
        return None
    rest = tokens[at + len(match.words) :]
    found = next((t for t in rest if t in _COMPLETION), None)
    if found is None:
        grammar = grammar_completion(tokens[at:])
        found = grammar[0] if grammar is not None else None
    return found


def _completion(tokens: Sequence[str], text: str) -> tuple[str, int] | None:
    """The clause's first completion word or phrase (or grammar: `grammar_completion`), and its token index."""
    found: list[tuple[str, int]] = []
    at = next((i for i, t in enumerate(tokens) if t in _COMPLETION and not _in_a_place(tokens, i)), None)
    if at is not None:
        found.append((tokens[at], at))
    phrase = _COMPLETION_PHRASES.search(text)
    if phrase is not None:
        found.append((phrase.group(), len(_TOKEN.findall(text[: phrase.start()]))))
    grammar = grammar_completion(tokens)
    if grammar is not None:
        found.append(grammar)
    return min(found, key=lambda f: f[1]) if found else None


def _judge_clause(
    clause: str,
    matches: list[_Match],
    *,
    is_question: bool,
    last: bool,
    only: bool,
    evidence: Callable[[str], bool],
    continued: Sequence[str] = (),
) -> list[Judged]:
    """``(tool, status, cue, quantified)`` for each action the clause mentions; ``continued`` holds the tokens of
    the clause after it when that one continues it as an adverbial ("... less than 24 hours | before pickup have a
    $50 fee"), where a rule's verb may come."""
    text = _normalized(clause)
    tokens = _TOKEN.findall(text)
    quantified = _quantifies(clause)  # not "all set"
    if _question(tokens, is_question, last, only):
        return [(m.tool, "question", "?", quantified) for m in matches]
    completion = _completion(tokens, text)
    out, verbs, nouns, others_verb = _sorted_matches(tokens, text, matches, completion, quantified)
    by_subject, verbs, nouns = _by_subject(verbs, nouns)
    reading = _Reading(tokens, quantified, continued, completion, evidence)
    out += [reading.claimed(match, word) for match, word in by_subject]
    out += [reading.verb(match, word) for match, word in verbs]
    for match in nouns:
        judged = reading.noun(match, bool(verbs), others_verb)
        if judged is not None:
            out.append(judged)
    return out


def _acting_word(match: _Match, tokens: Sequence[str], limit: int | None) -> tuple[str | None, int | None]:
    """The match's first word that is a past form or the agent's progressive, with its token index; else None and
    ``limit`` (none after an article: "requires an assigned, licensed driver" qualifies a noun)."""
    for i, w in enumerate(match.words):
        if match.before[-1:] in QUALIFIED and not i:
            break  # a participle after an article qualifies a noun: "requires an assigned, licensed driver"
        if is_past_form(w, match.before) or is_progressive(w, match.before, tokens):
            return w, len(match.before) + i
    return None, limit


def _sorted_matches(
    tokens: Sequence[str],
    text: str,
    matches: list[_Match],
    completion: tuple[str, int] | None,
    quantified: bool,
) -> tuple[list[Judged], list[tuple[_Match, str]], list[_Match], bool]:
    """The matches' verdicts decided by themselves (refused, or another subject's verb), the matches by a verb
    (with it) and by a noun, and whether an action's verb has another subject ("The Harbor Inn cancelled your
    booking")."""
    out: list[Judged] = []
    verbs: list[tuple[_Match, str]] = []
    nouns: list[_Match] = []
    others_verb = False
    for match in matches:
        word, limit = _acting_word(match, tokens, completion[1] if completion is not None else None)
        refused = _refusal(tokens, text, match, limit)
        if refused is not None:
            out.append((match.tool, refused[0], refused[1], quantified))
            continue
        following = tokens[len(match.before) + match.words.index(word) + 1 :] if word is not None else ()
        if word is not None and (actor_is_other(match.before) or named_subject_acts(match.before, following)):
            out.append((match.tool, "not_agent", " ".join((*match.before[-2:], word)), quantified))
            others_verb = True
        elif word is not None:
            verbs.append((match, word))
        else:
            nouns.append(match)
    return out, verbs, nouns, others_verb


def _by_subject(
    verbs: list[tuple[_Match, str]], nouns: list[_Match]
) -> tuple[list[tuple[_Match, str]], list[tuple[_Match, str]], list[_Match]]:
    """``(by_subject, verbs, nouns)``: when every verb is a derived synonym's after another action's own word as
    its subject ("your move-out is booked in", book a synonym of reserve_unit's word), the subject's action is the
    one done, with the verb's word; otherwise no such pair and ``verbs`` and ``nouns`` unchanged."""
    subjects = [n for n in nouns if not n.synonym and all(len(n.before) < len(v.before) for v, _ in verbs)]
    if verbs and subjects and all(v.synonym for v, _ in verbs):
        return [(n, verbs[0][1]) for n in subjects], [], [n for n in nouns if n not in subjects]
    return [], verbs, nouns


class _Reading:
    """What a clause says of who acted and whether it reports a fact, for judging each of its mentions."""

    __slots__ = (
        "changed_now",
        "completion",
        "continued",
        "evidence",
        "first_person",
        "quantified",
        "reported_cue",
        "third_party",
        "tokens",
    )

    def __init__(
        self,
        tokens: Sequence[str],
        quantified: bool,
        continued: Sequence[str],
        completion: tuple[str, int] | None,
        evidence: Callable[[str], bool],
    ) -> None:
        self.tokens = tokens
        self.quantified = quantified
        self.continued = continued
        self.completion = completion
        self.evidence = evidence
        self.third_party = by_someone_else(tokens)
        self.first_person = any(t in _FIRST_PERSON for t in tokens)
        # "Section A now shows on your schedule": a thing that now shows somewhere has changed, not a record read out
        self.reported_cue = next((t for i, t in enumerate(tokens) if reports(tokens, i)), None)
        # "It's locked now": a state said to hold now is a change, not the fact a lookup or the user reported before
        self.changed_now = "now" in tokens

    def claimed(self, match: _Match, cue: str) -> Judged:
        """The verdict on a mention the clause says was done: someone else's act, a reported fact, or a claim."""
        if self.third_party and not self.first_person:
            return (match.tool, "not_agent", "by ...", self.quantified)
        if not self.first_person and (
            self.reported_cue is not None or (not self.changed_now and self.evidence(match.tool))
        ):
            return (match.tool, "reported", self.reported_cue or "a tool result says so", self.quantified)
        return (match.tool, "claimed", cue, self.quantified)

    def verb(self, match: _Match, word: str) -> Judged:
        """The verdict on a mention by its verb ``word``: a rule (a relative, a condition, a kind of thing), a habit
        or state reported, else `claimed`."""
        tokens, continued, quantified = self.tokens, self.continued, self.quantified
        after = tokens[len(match.before) + match.words.index(word) + 1 :]
        if reduced_relative(match.before, match.words, [*tokens, *continued]) or time_relative(match.before):
            return (match.tool, "generic", f"{match.before[0]} {word} ...", quantified)
        if conditional_rule(match.before, tokens, continued):
            return (match.tool, "generic", f"{word} ... {continued[0]} ...", quantified)
        if class_rule(tokens[: len(match.before) + match.words.index(word)], tokens, continued):
            return (match.tool, "generic", f"{word} ... (a kind of thing)", quantified)
        if how_often(after or continued) and not self.first_person:
            return (match.tool, "reported", f"{word} {(after or continued)[0]} (how often)", quantified)
        if "still" in match.before[-2:]:  # "Your place is still booked": a state kept, not an act
            return (match.tool, "reported", f"still {word}", quantified)
        return self.claimed(match, word)

    def noun(self, match: _Match, verbs: bool, others_verb: bool) -> Judged | None:
        """The verdict on a mention by a noun, or None when it is the object of another action's verb ("cancelled
        your booking"); ``verbs``: whether the clause claims by a verb, ``others_verb``: another's verb."""
        own = _own_predicate(self.tokens, match) if verbs else None
        if own is not None:  # "B-214 is reserved and your move-out is booked in": a subject with its own verb
            return self.claimed(match, own)
        if verbs or others_verb:
            return None  # the object of another action's verb ("cancelled your booking")
        completion = self.completion
        at = len(match.before)
        if completion is not None and at > completion[1] and not self.first_person and _in_a_place(self.tokens, at):
            return (match.tool, "ambiguous", " ".join(match.words), self.quantified)  # "is off the books": a place
        if generic_plural(match.before, match.words, [*self.tokens, *self.continued]):
            return (match.tool, "generic", " ".join(match.words), self.quantified)
        if completion is None:
            return (match.tool, "ambiguous", " ".join(match.words), self.quantified)
        return self.by_completion(match, completion)

    def by_completion(self, match: _Match, completion: tuple[str, int]) -> Judged:
        """The verdict on a mention by a noun whose clause holds ``completion`` (its word and token index): the
        user's or another's act, a rule, else `claimed`."""
        tokens, continued, quantified = self.tokens, self.continued, self.quantified
        word, at = completion
        if actor_is_other(tokens[:at]) or user_relative(tokens[:at]):
            # "the extension you made in the app went through": the user's act, not the agent's
            return (match.tool, "not_agent", " ".join(tokens[max(0, at - 1) : at + 1]), quantified)
        if conditional_rule(tokens[:at], tokens, continued):
            return (match.tool, "generic", f"{word} ... {continued[0]} ...", quantified)
        if reduced_relative(tokens[:at], word.split()[:1], [*tokens, *continued]):
            return (match.tool, "generic", f"{tokens[0]} {word} ...", quantified)  # "Items sent for rewash are returned ..."
        if class_rule(tokens[:at], tokens, continued):
            return (match.tool, "generic", f"{word} ... (a kind of thing)", quantified)
        return self.claimed(match, word)
