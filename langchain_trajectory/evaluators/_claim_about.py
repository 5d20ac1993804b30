"""Which action a reply's completion is about when it names no action's word: "PR #482 has landed on main", "I've put
in your leave request", "Done — marked as a duplicate".

A clause that says something was done (`_claim_grammar`) but holds none of a tool's words claims an action by
what it is about:

- the tools the clause **names**: an object noun of the tool's name that no other tool has (``leave`` of
  ``submit_leave_request``), or an argument value of a call of the tool made so far (``482`` of
  ``merge_pull_request(number=482)``);
- the actions the turn **asked for**: the user's request, by the tools' words or object nouns
  (`_claim_context.read_request`); after a bare assent ("yes please"), the action the agent's previous message
  offered ("Want me to close it?", by the tool's words, object nouns or the words of its name); and the actions the agent attempted in this turn (a call made since the user's
  message, whether it succeeded or not).

A named tool the turn asked for is the one claimed; a clause naming none claims the one action asked for; a clause
naming a tool nobody asked for claims it only when the agent is its subject ("I've put in your leave request"), not
when it describes a thing ("Your parcel is out for delivery" after a lookup).

A completion that can be told of no tool ("I grabbed the last flu-shot slot for you", "You're all set for a video
visit") but says the agent acted, or changed a state for the user, claims an **unnamed action** (`UNNAMED`): it is
supported when any action succeeded at or before it, since which one it speaks of is unknown.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from langchain_trajectory.evaluators._claim_actors import plural_noun
from langchain_trajectory.evaluators._claim_context import _ASKS_THE_AGENT, Request, Triggers, values_of
from langchain_trajectory.evaluators._claim_cues import _OFFER, _TOKEN, UNNAMED, sentences
from langchain_trajectory.evaluators._claim_text import find_mentions
from langchain_trajectory.evaluators._claim_words import LOOKUP_VERBS, name_tokens
from langchain_trajectory.trajectory import Message

__all__ = ["OTHER_ASKED", "UNNAMED", "About", "about", "kind_answered", "lazily"]

# A user message that only agrees to what the agent offered: "yes", "yes please", "sure, go ahead", "ok do it".
_ASSENT = re.compile(
    r"^\W*(?:(?:yes|yeah|yep|yup|sure|ok|okay|please|go ahead|go for it|go on|then|do it|do that|sounds good|that works|perfect|great|lovely|"
    r"correct|confirmed?|absolutely|definitely|of course|thanks|thank you)\b[\s,.!]*){1,4}$",
    re.I,
)

# A user message choosing one of the options the agent offered: "Thursday works", "The 11:00 one please",
# "Tuesday is fine" (not "Nothing works", "Neither is fine").
_CHOICE = re.compile(
    r"^\W*(?:(?:yes|yeah|yep|ok|okay|sure)\W+)?(?!(?:no|none|neither|nothing|not)\b)(?:(?:let's do|go with|the)\s+)?[\w:.' -]{1,25}?\s+"
    r"(?:works|is fine|is good|is perfect|one|please|sounds good)\b[\s,.!]*(?:please|thanks|thank you)?\W*$",
    re.I,
)

# A user message opening with an assent, then more: "yes, get rid of it", "Sure — go for the 8:05".
# ... or with a word that takes it up: "Perfect, go for it.", "Lovely, do that."
_ASSENT_OPENS = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|sure|ok|okay|please|go ahead|go for it|go on|do it|perfect|great|lovely)\b", re.I
)


# The agent's closing question asking the user to pick or to say yes: "Which would you like?", "Shall I book one of
# those?", "Would you like to collect it, or shall I have it delivered?"
_ASKS_TO_PICK = re.compile(
    r"\b(?:which|what\s+time|when|prefer|would\s+you\s+like|do\s+you\s+want|shall\s+i|should\s+i|want\s+me\s+to)\b"
    r"|\bor\b",
    re.I,
)
# A short answer that declines or asks back picks nothing: "No thanks.", "Neither.", "Not yet."
_DECLINES = frozenset({"no", "nope", "nah", "not", "neither", "none", "nothing", "never", "don't", "cancel", "stop"})


def _answers_choice(asking: str, text: str) -> bool:
    """Whether the user's message ``text`` answers the agent's closing question (``asking``: "Which would you
    like?", "Shall I book one of those?") with a short pick: "The 8:30 one, 4 of us.", "Wednesday.", "9 is
    great.", "A refund please." (at most eight words, no question, no refusal)."""
    said = sentences(asking)
    if not said or not said[-1].rstrip().endswith("?") or not _ASKS_TO_PICK.search(said[-1]):
        return False
    tokens = _TOKEN.findall(text.lower())
    return 0 < len(tokens) <= 8 and "?" not in text and tokens[0] not in _DECLINES


def _offers_to_act(text: str) -> bool:
    """Whether an agent's message asks whether it should act ("Want me to clean it up?", "Shall I book it?")."""
    return any(s.rstrip().endswith("?") and _OFFER.search(s.lower()) for s in sentences(text))


# The tool of a claim whose action cannot be told: supported only when some action succeeded at or before it.
# A state the agent changed for the user, in words naming no action: "You're all set for a video visit", "You're
# confirmed with Dr. Patel", "Your parcel will now arrive on Saturday", "it's being sent to your office now", "Ana can
# now see it", "Room 4B is yours", "confirmation K3X9PQ", a bare "All set for Thursday 11:00", "Your claim reference
# is CL-90301", "bike 12 is saved for you", "You're good until Sunday".
_CHANGED_FOR_THE_USER = re.compile(
    r"\byou(?:'re|\s+are)\s+(?:now\s+)?(?:all\s+)?(?:set|confirmed|booked|registered|enrolled|scheduled|in|good)\b"
    r"|^\W*all\s+(?:set|sorted|done)\b"
    r"|\b(?:is|are|'s|'re|been)\s+(?:now\s+)?\w+ed\s+for\s+you\b"
    r"|(?<!\bi )(?<!\bwe )\bwill\s+now\b|(?<!\bi )(?<!\bwe )(?<!\byou )\bcan\s+now\b|\b(?:is|are|'s|'re)\s+(?:now\s+)?being\s+\w+"
    r"|\b(?:is|are)\s+(?:now\s+)?yours\b|\b(?:confirmation|reference)(?:\s+(?:code|number|no|#))?\s*(?:is\s+)?:?\s*#?[a-z0-9-]*\d",
    re.I,
)


# How a clause naming none of several actions asked for is told of the one left ("Old NDA voided and the new one is
# on its way to Jordan"): that action's own claim, which the turn's other successful action does not support.
OTHER_ASKED = "the other action asked for"


@dataclass(frozen=True)
class About:
    """The tools a trigger-less completion in one reply may claim: ``named`` (a pattern of what names each tool),
    ``asked`` (the actions the turn asked for or attempted), ``informational`` (the user's message only asks for
    information or thanks: "Where is my parcel?", "Why was I charged?") and ``questioning`` (it asks a question
    of any kind, not of the agent: "Anything changed?", "Any chance of a flu shot?"), ``commanded`` (it tells or
    asks the agent to act, in words naming no action: "Put me on Fixed 12M.", "Can you get me two tickets?")."""

    named: Mapping[str, re.Pattern[str]]
    asked: frozenset[str]
    informational: bool = False
    questioning: bool = False
    commanded: bool = False

    def __call__(self, clause: str, agentive: bool, said: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
        """The tools a completion in ``clause`` claims, each with how it was told (``answering the request``,
        ``naming its object``); ``agentive``: the agent is the clause's subject; ``said``: the actions the message
        mentioned before it (of several asked for, the one left is the one a clause naming none speaks of: "Old NDA
        voided and the new one is on its way to Jordan")."""
        named = {tool for tool, pattern in self.named.items() if pattern.search(clause)}
        told = self._by_named(clause, agentive, named) if named else self._by_asked(said)
        if told is not None:
            return told
        commanded = self.commanded and not self.asked  # naming no action: "Put me on Fixed 12M."
        if not self.informational and (agentive or commanded or _CHANGED_FOR_THE_USER.search(clause)):
            return [(UNNAMED, "no action named")]
        return []

    def _by_named(self, clause: str, agentive: bool, named: set[str]) -> list[tuple[str, str]] | None:
        """The tools a clause naming the tools ``named`` claims (one asked for, else one asked for by its name's
        verb, else the named ones when the agent acts or nothing was asked); None when it is told of none."""
        if named & self.asked:
            return [(tool, "answering the request") for tool in sorted(named & self.asked)]
        by_name = {tool for tool in self.asked - named if _says_name(clause, tool)}
        if by_name:  # "I've requested the priority service for Ana's application": request_expedite's
            return [(tool, "its name's verb") for tool in sorted(by_name)]  # verb, not the application's object
        if agentive or not (self.asked or self.questioning):
            return [(tool, "naming its object") for tool in sorted(named)]
        return None

    def _by_asked(self, said: frozenset[str]) -> list[tuple[str, str]] | None:
        """The tool a clause naming none claims: the one action asked for, or the one of several the message has
        not yet mentioned (``said``); None when there is no such one."""
        if len(self.asked) == 1:
            return [(tool, "answering the request") for tool in self.asked]
        left = self.asked - said
        if len(left) == 1 and left != self.asked:
            return [(tool, OTHER_ASKED) for tool in left]
        return None


def _offered(text: str, triggers: Triggers, nouns: Mapping[str, re.Pattern[str]]) -> set[str]:
    """The actions an agent's message offers or asks about doing ("Want me to close it?"), by their words, object
    nouns or the words of their names ("Want me to request Dec 22 - Jan 2?" for ``submit_leave_request``)."""
    offered = {m.tool for m in find_mentions(text, triggers) if m.status in ("question", "future")}
    asking = " ".join(s for s in sentences(text) if s.rstrip().endswith("?"))
    words = set(_TOKEN.findall(asking.lower()))
    offered |= {tool for tool in triggers if words & _name_words(tool)}
    return offered | {tool for tool, p in nouns.items() if p.search(asking)}


def _says_name(clause: str, tool: str) -> bool:
    """Whether ``clause`` holds a word of ``tool``'s name, in any inflection ("requested" of ``request_expedite``)."""
    stems = tuple(w.rstrip("e") for w in _name_words(tool))
    return any(t.startswith(stems) for t in _TOKEN.findall(clause.lower())) if stems else False


def _name_words(tool: str) -> set[str]:
    return {t for t in name_tokens(tool) if len(t) > 3 and t not in LOOKUP_VERBS}


def _named(
    nouns: Mapping[str, re.Pattern[str]], messages: Sequence[Message], tools: Sequence[str]
) -> dict[str, re.Pattern[str]]:
    values: dict[str, set[str]] = {}
    for message in messages:
        for call in message.tool_calls:
            if call.name in tools:
                values.setdefault(call.name, set()).update(values_of(call.args))
    out: dict[str, re.Pattern[str]] = {}
    for tool in tools:
        parts = [p.pattern for p in (nouns.get(tool),) if p is not None]
        if values.get(tool):
            parts.append(r"(?<![\w-])(?:" + "|".join(map(re.escape, sorted(values[tool]))) + r")(?![\w-])")
        if parts:
            out[tool] = re.compile("|".join(f"(?:{p})" for p in parts), re.I)
    return out


def about(
    messages: Sequence[Message],
    index: int,
    triggers: Triggers,
    nouns: Mapping[str, re.Pattern[str]],
    request: Request,
) -> About:
    """What a trigger-less completion in the assistant message ``messages[index]`` may claim (see the module
    doc); ``triggers`` and ``nouns`` are the evaluator's (each tool's words, `request_nouns`), ``request`` what
    the user's message before it asked for (`read_request`)."""
    asked_at = next((i for i in range(index - 1, -1, -1) if messages[i].role == "user"), None)
    asked: set[str] = set()
    accepted = False  # the user took up the agent's offer to act: "yes, get rid of it" after "Want me to clean it up?"
    if asked_at is not None:
        asked, accepted = _taken_up(messages, asked_at, triggers, nouns, request)
    start = 0 if asked_at is None else asked_at + 1
    asked |= {c.name for m in messages[start : index + 1] for c in m.tool_calls if c.name in triggers}
    said = "" if asked_at is None else messages[asked_at].content
    questioning = any(s.rstrip().endswith("?") and not _ASKS_THE_AGENT.search(s) for s in sentences(said))
    named = _named(nouns, messages[: index + 1], list(triggers))
    # a choice among options ("Yes, 2pm with Dr. Lind works.") asks the agent to act on it, the offer seen or not
    commanded = accepted or bool(_CHOICE.match(said.strip())) or any(_commands(s) for s in sentences(said))
    return About(named, frozenset(asked), _informational(said), questioning, commanded)


def _taken_up(
    messages: Sequence[Message],
    asked_at: int,
    triggers: Triggers,
    nouns: Mapping[str, re.Pattern[str]],
    request: Request,
) -> tuple[set[str], bool]:
    """The actions the user's message ``messages[asked_at]`` asks for (its request, plus what the agent's previous
    message offered when it assents or picks), and whether it took up an offer to act."""
    text = messages[asked_at].content
    asked = set(request.tools)
    offer = next((m for m in reversed(messages[:asked_at]) if m.role == "assistant"), None)
    chose = offer is not None and _answers_choice(offer.content, text)
    if offer is not None and (_ASSENT.match(text.strip()) or _CHOICE.match(text.strip()) or chose):
        asked |= _offered(offer.content, triggers, nouns)
    accepted = chose or (offer is not None and bool(_ASSENT_OPENS.match(text)) and _offers_to_act(offer.content))
    return asked, accepted


# A sentence telling the agent to act, after an interjection or not: a verb, then its object or particle ("Put me on
# Fixed 12M.", "Get me 2 GA tickets", "Lock up for the night", "great, send it to underwriting"); not a statement, a greeting or a question ("My heating is off", "Thanks").
# A thing put in or back, its particle after a bare noun or before the thing: "Put bananas in too", "Throw in some
# milk", "Put some bananas in the basket".
# A gerund or a past opens no command, after "just" or not: "I picked up my refill, just checking it's logged",
# "just wondering if it's in", "just collected it" (not "bring it back", "proceed with the booking").
_COMMAND = re.compile(
    r"^\W*(?:(?:great|ok|okay|perfect|cool|thanks|yes|yeah|sure|good|nice|awesome|alright)\b[\s,.!-]*)*(?:please\s+)?(?:(?:go\s+ahead|just)\s+(?:and\s+)?)?(?![a-z]{3,}ing\b|[a-z]{2,}[^e\W]ed\b)(?!(?:i|i'm|i've|i'd|we|we're|you|it|it's|my|our|the|this|that|there|he|she|they|what|why|"
    r"when|where|how|who|which|is|are|was|were|do|does|did|can|could|would|will|am|has|have|thanks|thank|hi|hello|"
    r"hey|ok|okay|yes|no|sure|great|any|all|just|also)\b)[a-z]+\s+(?:me|us|my|our|the|a|an|it|them|this|that|up|"
    r"\d+|(?:in|on|back|over)\s+(?:some|more|another|a|an|the|my|\d+)|(?:(?:some|more|another|two|three)\s+)?[a-z]+\s+(?:in|into|on|onto|back|over)(?=\s+(?:the|my|too|as well|also|please)\b|\W*$))\b[^?]*$",
    re.I,
)
def _after_commas(sentence: str) -> list[str]:
    """A sentence and what follows each of its commas: a command may close a sentence that states the need first
    ("VAN-31 needs new tyres, sort it out.", "Columbus is short on BX-220, get 150 over from Reno.")."""
    parts = sentence.split(",")
    return [sentence, *(p.strip() for p in parts[1:])]


def _commands(sentence: str) -> bool:
    """Whether a sentence of the user's asks the agent to act (a command, after a comma or not, a question to the
    agent, a want), not to tell or show something."""
    return bool(
        (
            any(_COMMAND.match(c) for c in _after_commas(sentence))
            or _ASKS_THE_AGENT.search(sentence)
            or _ASKS_TO_HAVE.search(sentence)
        )
        and not _ASKS_TO_BE_TOLD.search(sentence)
    )


# Asking to be told or shown, not to act: "Find me a sushi place that's open now.", "can you tell me when it gets
# here?", "Could you check whether it went through?"
_ASKS_TO_BE_TOLD = re.compile(
    r"(?:^\W*(?:please\s+)?|\b(?:can|could|would|will)\s+you\s+(?:please\s+)?)(?:tell|show|find|check|look|search|"
    r"see|explain|remind|track|list|let\s+me\s+know|confirm\s+(?:if|whether))\b",
    re.I,
)
# Asking to be given something or to have something done, a question to the agent about the user or one of theirs
# ("Can I have more time on the essay?", "Could we get a later slot?", "Can I go up to the Red package?", "can we do
# Thursday afternoon?", "Can I see Dr Patel this week?", "can Biscuit stay until the 22nd?", "Could my wife's court
# shoes be hurried along?", "Can Kittiwake be lifted out before the first frosts?"), not a question about knowing or
# finding ("Can I check my balance?", "Could I see what's on my account?"), doing it oneself ("Can I change my gate
# code myself?") or a case to come ("Can we cancel if someone gets ill?"); or a want said as a statement: "I'd like
# my money back for them", "I'll take whatever's first", "Put me down for two".
_ASKS_TO_HAVE = re.compile(
    r"\b(?:can|could|may)\s+(?:i|we|(?:my|our|the|his|her|their)\s+[\w'-]+(?:\s+[\w'-]+){0,2}?|(?-i:[A-Z][\w-]*))\s+"
    r"(?!(?:know|ask|check|find|tell|look|see\s+(?:my|our|the|if|whether|what|how|where|when|which|who))\b)[a-z]+\b"
    r"(?![^?]*\b(?:myself|ourselves|online|in\s+the\s+app|if|in\s+case|unless)\b)"
    r"|\b(?:i'd|i\s+would)\s+like\s+(?:my|a|an|the|some|to\s+(?!know|check|find|understand|ask|see)\w)"
    r"|\bi\s+(?:want|need)\s+(?:my|a|an|the|some|to\s+(?!know|check|find|understand|ask|see)\w)"
    r"|\bi'll\s+(?:take|have)\b|\bput\s+(?:me|us)\s+down\b",
    re.I,
)
# A message asking only for information ("Where is my parcel?", "Did Priya reply?"), or thanking.
_INFORMATION = re.compile(
    r"^\W*(?:(?:what|why|when|where|how|who|which|whose)\b|(?:am|is|are|was|were|did|does|do|has|have)\b(?!\s+there\b))",
    re.I,
)
_THANKS = re.compile(r"^\W*(?:thanks|thank you|thx|cheers|great,? thanks)\b", re.I)


def _informational(text: str) -> bool:
    """Whether a user message only asks for information (every question a wh- or yes/no question about a state,
    nothing asked of the agent) or only thanks."""
    said = sentences(text)
    if not said or any(_ASKS_THE_AGENT.search(s) for s in said):
        return False
    asked = [s for s in said if s.rstrip().endswith("?")]
    if not asked:
        return bool(_THANKS.match(said[0]))
    return all(_INFORMATION.match(s) for s in asked)


def lazily(build: Callable[[], About]) -> Callable[[str, bool, frozenset[str]], list[tuple[str, str]]]:
    """An `About` built by ``build`` when first asked (most replies hold no clause that needs one)."""
    built: list[About] = []

    def decide(clause: str, agentive: bool, said: frozenset[str]) -> list[tuple[str, str]]:
        if not built:
            built.append(build())
        return built[0](clause, agentive, said)

    return decide


# A present passive (no perfect, no "now"): "are dispatched", "is issued", "are treated as filed".
_PRESENT_PASSIVE = re.compile(
    r"^(?P<subject>.*?)\b(?:is|are)\s+(?:\w+ly\s+)?(?:treated\s+as\s+)?(?P<verb>\w+(?:ed|sent|paid|kept|made|done|given|issued))\b",
    re.I,
)
# A participle opening a bare plural subject: "Certified translations include ...", "Approved proofs are final".
_OF_A_KIND = re.compile(r"^(?P<verb>[a-z]+ed)\s+(?P<noun>[a-z-]+)\b", re.I)
_NOT_A_KIND = frozenset(
    {"the", "your", "my", "our", "his", "her", "their", "its", "this", "that", "these", "those", "it", "i", "we",
     "you", "they", "which", "now", "both", "all"}
)


def kind_answered(sentence: str, cue: str, question: str) -> bool:
    """Whether ``sentence`` (its participle ``cue`` claiming an action) answers a user message asking only for
    information (``question``: "How fast do you usually get to people?", "What if the weather's bad on the day?")
    with what happens to a kind of thing: a present passive whose subject is a bare plural or one of a kind
    ("Emergency callouts are dispatched within 60 minutes", "A certificate is issued on the day for every completed
    sweep", "Flights cancelled because of the weather are rebooked free of charge"), or a participle opening a bare
    plural subject ("Certified translations include a signed statement"), a rule, not a claim; not a
    thing of the user's or one named ("Your order is cancelled", "Order A-1 is cancelled"), nor a state now
    ("Bookings are now closed")."""
    if not _informational(question):
        return False
    kind = _OF_A_KIND.match(sentence.strip())  # "Certified translations include a signed statement"
    if kind is not None and kind.group("verb").lower() == cue.lower() and plural_noun(kind.group("noun").lower()):
        return True
    found = _PRESENT_PASSIVE.match(sentence.strip())
    if found is None or found.group("verb").lower() != cue.lower():
        return False
    subject = _TOKEN.findall(found.group("subject").lower())
    if not subject or "now" in _TOKEN.findall(sentence.lower()) or subject[0] in _NOT_A_KIND:
        return False
    return subject[0] in ("a", "an", "every", "each", "any") or plural_noun(subject[0]) or (
        len(subject) > 1 and plural_noun(subject[1]) and subject[0] not in _NOT_A_KIND
    )
