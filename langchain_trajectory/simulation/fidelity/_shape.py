"""The shape of a simulated user's turn, for the guard ``reply_shape``: one user speaking, in its own voice, once.

A turn fails when it holds a reasoning block or a note to itself, a role marker or another speaker, the assistant's
voice, the stop signal inside the text, a stop that still asks something, an answer to its own question, an action
or a stage direction written as in a play. Every pattern runs on the lower-cased text but ``_SYSTEM``; each is
searched for only when the text holds a character or word it needs.
"""

from __future__ import annotations

import re

__all__ = ["clip", "self_addressed", "self_thanked", "shape_problem"]


def clip(text: str, limit: int = 80) -> str:
    """``text`` on one line, cut to ``limit`` characters (with an ellipsis): how evidence quotes a turn."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


# The patterns below but _SYSTEM run on the lower-cased text (IGNORECASE makes Python's re slow).
_REASONING = re.compile(
    r"<\s*/?\s*(think|thinking|thought|reasoning|scratchpad|reflection|analysis|inner[_ ]?monologue)\b[^>]*>"
    r"|^\s*[\[(*_]*(thought process|thought|thoughts|thinking|reasoning|scratchpad|internal(?: note)?|inner monologue"
    r"|note to self)"
    r"\s*[\])*_]*\s*:",
    re.MULTILINE,
)
_ROLE = re.compile(
    r"^[\s>*_#\[(]*(assistant|user|human|ai|agent|bot|chatbot|customer|support agent)[\s*_\])]*"
    r"(?: \([^)\n]{1,30}\))?:"  # "Customer (Marek): ..."
    r"|<\|\s*(system|user|assistant)\s*\|>"
    r"|\[/?(inst|sys)\]"
    r"|\"role\"\s*:\s*\"(?:system|user|assistant|human|ai)\""  # a message written as JSON
    # a member of staff speaking on a line of its own ("Mover: Great, I'll pencil that in.")
    r"|^[\s>*_#\[(]*(?:[a-z]+ ){0,2}(?:rep|representative|operator|advisor|adviser|clerk|staff|receptionist"
    r"|technician|engineer|mover|driver|cashier|teller|banker|pharmacist|nurse|doctor|vet|concierge|host|narrator"
    r"|specialist|consultant|office|desk|reception|barber|stylist|groomer|instructor|trainer|florist|baker|chef"
    r"|manager|fitter|therapist|planner|coordinator|team|mason|plumber|electrician|builder|gardener|cleaner|tutor"
    r"|teacher|coach|guide|captain|pilot|warden|ranger|librarian|curator|decorator|joiner|carpenter|locksmith"
    r"|roofer|painter|mechanic|courier|porter|steward|attendant|waiter|waitress|photographer|milliner|tailor"
    r"|jewell?er|glazier|upholsterer|framer|engraver|potter|weaver|brewer|roaster|farrier|musher|skipper"
    r"|[a-z]*maker|[a-z]*smith)"  # "Sailmaker: ...", "Blacksmith: ..."
    r"[\s*_\])]*:"
    r"(?=[^\n]*(?:\bi\b|\bi'|\?|\byou\b))"
    # a business speaking on a later line ("Bled Pedalo Rentals: Thank you, we will refund ...")
    r"|\n[\s>*_#]*(?:[a-z]+ ){0,3}(?:rentals?|hire|shop|studio|salon|club|centre|center|ltd|inc|services?|store"
    r"|clinic|garage|bakery|company|agency)[\s*_\])]*:(?=[^\n]*\b(?:we|we'll|we've|our|i|i'll|you)\b)"
    # support or staff speaking on a later line, whatever it says ("...\n\nSupport: No problem, processing that now!")
    r"|\n[\s>*_#]*(?:support|staff)[\s*_\])]*:[ \t]*[a-z]"
    # someone by their trade or desk speaking on a later line, as staff do ("Shearer: Right, I'll pencil you in",
    # "Abbey office: Of course, Mrs Ellison, it's on its way")
    r"|\n[\s>*_#]*(?:[a-z]+ ){0,2}(?:[a-z]{2,}(?:er|or|ist|ian)|office|desk|team|reception|shop|bookings|enquiries"
    r"|sales|admin)[\s*_\])]*:[ \t]*"
    r"(?:(?:of course|sure|certainly|no problem|right|ok(?:ay)?|yes|great|lovely|perfect|absolutely|will do|noted)\b"
    r"|[^\n]*\b(?:i'll|i will|we'll|we will|i can|we can|let me|i've|we've)\b)"
    r"|^[\s>*_#\[(]*(?:[a-z]+ support|(?:customer|guest|client) (?:service|care))[\s*_\])]*:"
    r"(?=[^\n]*(?:\bi\b|\bi'|\?|\byou\b))"  # "Greenleaf Support: ..."
    r"|^[\s>*_#]*(?:mr|mrs|ms|dr)\.? [a-z]+(?: \([^)\n]{1,30}\))?:"  # a named speaker ("Mr. Daniels (co-teacher):")
    # a third party taking over ("[Her partner here", "[Her partner Joost here", "[Clare here - ...")
    r"|[\[(]\s*(?:her|his|my|their|the) (?:partner|husband|wife|son|daughter|friend|colleague|boss|mom|mum|dad"
    r"|mother|father|sister|brother|assistant|neighbou?r)(?: [a-z]+)? here\b"
    r"|[\[(]\s*(?!just |only |still |also |not |me |you |we |i )[a-z]+(?:-[a-z]+)? here\s*[-–—:,]",
    re.MULTILINE,
)
_SYSTEM = re.compile(
    r"^[\s>*_#\[(]*SYSTEM[\s*_\])]*:", re.MULTILINE
)  # upper case: "System: Windows 11" is a user's
_ASSISTANT_VOICE = re.compile(
    r"\bhow (?:can|may|could) i (?:help|assist) you\b"
    r"|\bis there anything else (?:i|we) can (?:help|do|assist)\b"
    r"|\bi(?:'d| would) be (?:happy|glad) to (?:help|assist)\b"
    r"|\bi can (?:certainly )?help you with that\b"
    r"|\blet me (?:look|check) (?:that|this|into that|into this)(?: up)? for you\b"
    r"|\bas an ai\b"
    r"|\bi(?:'ve| have) (?:now )?(?:processed|issued|booked|cancell?ed|updated|refunded|reset|escalated) your\b"
    r"|\bthank you for (?:contacting|reaching out to) (?:us|our)\b"
    r"|\bthanks for reaching out\b"
    r"|\bi apologi[sz]e for the inconvenience\b"
    r"|\bhere (?:is|are) (?:your|the) (?:summary|confirmation|options)\b"
    r"|\byour (?:request|refund|booking|order) has been (?:processed|issued|confirmed|completed)\b"
    r"|\bi (?:completely |totally |fully )?understand your (?:frustration|concern)"
    r"|\bi(?:'ll| will) (?:look into|check on|look up|take care of)\b[^.?!\n]{0,60}\bfor you\b"
    r"|\bthank you for your patience (?:while|as|during)\b|\bwhile i process\b|\bthanks? (?:you )?for choosing us\b"
    r"|\bthanks? (?:you )?for (?:booking|shopping|ordering|staying|dining|flying|banking) with us\b"
    r"|\bwe look forward to (?:welcoming|seeing|serving|hosting) you\b|\bi'?m here to help (?:you|with any)\b"
    r"|\bany other questions you may have\b|\bconfirm your (?:order|booking|reservation)\b"
    r"|\bi(?:'ve| have) booked you\b|\byou(?:'ll| will) receive (?:a|your) confirmation\b"
    r"|\banything else (?:i|we) can (?:do|help) (?:for|with) you\b|\bmy (?:reply|response|answer) as (?:the|a)\b"
    r"|\byour (?:fitting|appointment|booking|order|reservation|visit|delivery) is (?:now )?(?:confirmed|booked|scheduled)\b"
    r"|\bwould you like to add\b"
    r"|\bwould you like me to\b[^.?!\n]{0,40}\byour (?:booking|order|reservation|account|appointment)\b"
    r"|\bour (?:most popular|best[- ]selling)\b|\bworks? best for your (?:family|needs|business)\b"
)
_STOP_TOKEN = re.compile(r"#{2,}\s*stop\s*#*|\[\s*stop\s*\]|<\s*stop\s*/?>|\bstop_signal\b")
_SELF_ANSWER = re.compile(
    r"\?\s*(?:yes|no|sure|certainly|of course|absolutely|great question|good question|indeed)\s*[,.!:]\s*"
    r"(?:i|we|it|that|this|the|your|you|there|here|let|our|a|an|they|he|she|my|his|her|its)\b"
)


_HEDGED_ANSWER = re.compile(  # the sentence after a question, answering it: "Probably yes", "I think so"
    r"(?:probably|most likely|presumably|i (?:think|guess|believe|suppose|bet|expect|imagine|assume) (?:so|not)|i (?:suppose|expect|imagine|assume) (?:they|it|you|that)|i'?d (?:expect|imagine|assume) (?:so|not|they|it))\b"
)
_HABIT_ANSWER = re.compile(  # "It usually takes ...": a pronoun, a word of habit, and a verb
    r"(?:it|they|that|this|he|she)\s+(?:usually|normally|typically|generally|always|often|probably)\s+([a-z]+)"
)
_ACTION = re.compile(  # an action written as in a play: "*sighs*", "(Lukas checks his calendar)", "(The customer waits)"
    # "*rummages through the paperwork*": a verb ending in s, then more words, in asterisks (not "*always* ...")
    r"(?:^|(?<=[\s.!?]))\*(?!(?:always|thanks|perhaps|yes|does|this|has|was)\b)[a-z]{2,}[a-hj-rt-z]s [a-z]"
    r"[^*\n]{0,60}\*"
    # "(Margaret opens her diary ...)" opening the message or a sentence: someone doing something to their own
    r"|(?:^|(?<=[.!?]\s))\(\s*(?:the )?[a-z]+ [a-z]+s (?:her|his|their)\b"
    r"|\*\s*(?:sighs|smiles|laughs|waits|nods|checks|looks|types|pauses|shrugs|grins|frowns|groans|scrolls|reads|thinks|glances|leans|winks|chuckles)\b[^*\n]{0,60}\*|\(\s*(?:the )?[a-z]+ (?:sighs|smiles|laughs|waits|nods|checks|looks|types|pauses|shrugs|grins|frowns|groans|scrolls|reads|thinks|glances|leans|winks|chuckles)\b"
)
_QUESTION_START = re.compile(r"[.!?\n]\s*")
_ECHO_ANSWER = re.compile(r"(?:yes|no)\s*,\s*([a-z]{4,})")  # "yes, fitting ...": a word of the question again
_STAGE = re.compile(  # a note in brackets about the part being played or about the conversation
    r"[(\[]\s*(?:as the (?:customer|user|caller|client)\b|as the [a-z]+(?: [a-z]+)?,|(?:in|out of) character\b"
    r"|ooc\b|stage direction"
    r"|playing (?:the |a )?(?:customer|user|caller|role)\b|role[- ]?play|note to self\b"
    r"|simulated (?:user|customer|caller)\b|(?:staying |stay |stays )?in persona\b"
    r"|[^)\]\n]{0,80}\b(?:staying in character|break(?:ing|s)? character\b|(?:i'?m|i am) (?:only |just )?playing"
    r" (?:the|a) (?:customer|user|caller|role)\b|my (?:facts|persona|scenario|instructions)\b)"
    r"|note\s*:[^)\]\n]*\b(?:the|this) (?:conversation|chat|customer|user|caller|agent|assistant|parent|guest|client|patient"
    r"|member|tenant|homeowner|owner|buyer|passenger|student|traveller|traveler|shopper)\b"
    # a part played, told in a clause of its own: "(Checking the budget as the office manager.)"
    r"|[a-z]+ing\b[^)\]\n]{0,60}?\bas (?:the|a|an) (?:[a-z]+ )?(?:customer|user|caller|client|manager|parent"
    r"|guest|patient|member|tenant|homeowner|owner|buyer|passenger|student|shopper|account holder|coordinator"
    r"|organi[sz]er|secretary|administrator|planner|contact)\b)"
)


_ASKING = frozenset(
    {"is", "are", "am", "was", "were", "do", "does", "did", "can", "could", "will", "would"}
    | {"should", "shall", "may", "might", "must", "has", "have", "had", "how", "what", "when"}
    | {"where", "why", "which", "who", "whose"}
)
"""The words a question opens with."""


def _own_answer(low: str) -> re.Match[str] | None:
    """A question answered right after it ("Is it free? Yes, it is ..."), else None. A few words said back as a
    question ("Friday the 10th? Yes, that suits me") check what the agent offered: the yes answers the agent."""
    for match in _SELF_ANSWER.finditer(low):
        starts = [m.end() for m in _QUESTION_START.finditer(low, 0, match.start())]
        asked = re.findall(r"[a-z0-9']+", low[starts[-1] if starts else 0 : match.start()])
        if len(asked) > 4 or (asked and asked[0] in _ASKING):
            return match
    return None


def _self_answer(low: str) -> str | None:
    """The sentence right after a question that answers it, in a hedge ("Will they call? Probably yes"), with
    the question's own verb and a word of habit ("How long does it take? It usually takes 3 days"), or with yes or
    no and a word of a question of three words or more ("Is fitting included? Yes, fitting is ..."), else None."""
    question_end = -1
    while (question_end := low.find("?", question_end + 1)) != -1:
        after = low[question_end + 1 :].lstrip()
        answer = re.split(r"[.!?\n]", after, maxsplit=1)[0]
        if not answer:
            continue
        if _HEDGED_ANSWER.match(answer):
            return answer
        habit = _HABIT_ANSWER.match(answer)
        echo = _ECHO_ANSWER.match(answer) if habit is None else None
        if habit is not None or echo is not None:
            starts = [m.end() for m in _QUESTION_START.finditer(low, 0, question_end)]
            question = low[starts[-1] if starts else 0 : question_end]
            asked = re.findall(r"[a-z]+", question)
            if echo is not None:  # "Is fitting included? Yes, fitting is always included"
                if len(asked) >= 3 and echo[1] in asked:
                    return answer
                continue
            verb = habit[1]  # type: ignore[index]  # habit is not None here
            if verb in asked or verb.removesuffix("s") in asked or verb.removesuffix("es") in asked:
                return answer
    return None


_NAMED_PART = re.compile(r"\b[Mm]y (?:reply|response|answer) as [A-Z][a-z]+:")
"""A reply framed as a part named in capitals, on the text as written: "Here's my reply as Gareth:"."""
_VOICE_HINT = re.compile(  # a word of every phrase of _ASSISTANT_VOICE and _STOP_TOKEN without a mark
    r"help|assist|anything else|let me|as an ai|processed|issued|booked|cancel|updated|refunded|reset|escalated"
    r"|contacting|reaching out|apologi|here is|here are|has been|stop|understand your|for you|patience|process"
    r"|would you like|most popular|best.selling|works? best|choosing us|with us|look forward|here to help"
    r"|questions you may have|confirm|scheduled|booked you|anything else|as the|as a|reply as|response as|answer as"
)
_MARKS = frozenset(":<[#?(*")


def _marker(text: str, low: str) -> str | None:
    """A reasoning block or a role marker in the text (``low``: lower-cased), else None."""
    marked = ":" in low or "<" in low or "[" in low or "(" in low
    if marked and (match := _REASONING.search(low)):
        return f"a reasoning block ({clip(text[match.start() : match.end()], 30)}) in the message"
    role = _ROLE.search(low) if marked else None
    if match := role or (_SYSTEM.search(text) if "SYSTEM" in text else None):
        shown = text[match.start() : match.end()].strip()
        return f"a role marker {shown!r}: the message speaks for another party or holds several turns"
    return None


def shape_problem(text: str, *, stop: bool = False, stop_mixed: bool = False) -> str | None:
    """What makes a user turn ``text`` more than one user speaking (see the guard ``reply_shape``), or None.

    Args:
        text: The turn's text.
        stop: Whether the turn is the user's stop.
        stop_mixed: Whether the stop signal came in the middle of the text (the simulated user's metadata).
    """
    if not text.strip():
        return None
    low = text.lower()
    if len(low) != len(text):
        text = low  # a character whose lower case is longer: quote the lower-cased text
    voice = _VOICE_HINT.search(low)
    if _MARKS.isdisjoint(low) and not voice and not stop_mixed:
        return None  # a plain turn: none of the patterns below can match
    # each pattern below is searched for only when the text holds a character or word it needs
    marker = _marker(text, low)
    if marker is not None:
        return marker
    problem = _voiced(text, low, voice=voice is not None, stop=stop, stop_mixed=stop_mixed)
    if problem is not None:
        return problem
    return _narrated(text, low)


def _voiced(text: str, low: str, *, voice: bool, stop: bool, stop_mixed: bool) -> str | None:
    """The assistant's voice, or a stop signal out of place, in the turn ``text`` (``low``: lower-cased), else
    None (``voice``: whether a word of the assistant's voice is in it)."""
    if voice and (match := _ASSISTANT_VOICE.search(low) or _NAMED_PART.search(text)):
        return f"the assistant's voice ({text[match.start() : match.end()]!r}): the user answers as the assistant"
    if "stop" in low and (match := _STOP_TOKEN.search(low)):
        return f"the stop signal {text[match.start() : match.end()]!r} inside the message text"
    if stop_mixed:
        return "the stop signal in the middle of the message: the user stops and goes on talking"
    if stop and "?" in text:
        return f"the user stops while still asking something ({clip(text)!r})"
    return None


def _narrated(text: str, low: str) -> str | None:
    """An answer to the turn's own question, or an action or a stage direction written as in a play, in ``text``
    (``low``: lower-cased), else None."""
    if "?" in low and (match := _own_answer(low)):
        return f"an answer to its own question ({clip(text[match.start() : match.end()], 50)!r})"
    if "?" in low and (answer := _self_answer(low)) is not None:
        return f"an answer to its own question ({clip(answer, 50)!r})"
    if ("*" in low or "(" in low) and (match := _ACTION.search(low)):
        return f"an action written as in a play ({clip(text[match.start() :], 40)!r}): the message narrates the user"
    if ("(" in low or "[" in low) and (match := _STAGE.search(low)):
        return f"a stage direction ({clip(text[match.start() :], 40)!r}): the message speaks about the part it plays"
    return None


def self_addressed(text: str, low: str, first: str, agent: str) -> str | None:
    """The user thanking or greeting themselves by their own first name ("Thank you for the details, Amara!",
    "Thank you, Priya, let me check"):
    the assistant's voice; None otherwise, and when the agent called itself by that name (``agent``: its words,
    lower-cased)."""
    if first not in low:
        return None
    match = re.search(
        rf"(?:\b(?:thank you|thanks)\b[^.!?\n]{{0,40}}?,? {re.escape(first)}[!,.]|^\W*(?:hi|hello|hey|dear),? {re.escape(first)}\b)",
        low,
    )
    if match is None or re.search(rf"\b(?:i m|i am|this is|my name is|name s) {re.escape(first)}\b", agent):
        return None
    return f"the user's own name said to someone else ({clip(text[match.start() : match.end()], 40)!r}): the user answers as the assistant"


_THANKED = re.compile(r"\bthanks? (?:you )?(?:so much |very much )?for (confirming|verifying)\b")
_ASKED_TO = {
    "confirming": re.compile(r"\b(?:you (?:please )?|please )confirm\b"),
    "verifying": re.compile(r"\b(?:you (?:please )?|please )verify\b"),
}
"""The agent asking the user to confirm or verify something ("can you confirm the entry number")."""


def self_thanked(text: str, low: str, agent: str) -> str | None:
    """The user thanking someone for confirming or verifying what the agent's last message (``agent``,
    lower-cased) asked the user to confirm or verify ("Thank you for confirming! Who would you like to transfer the
    entry to?"): the assistant's voice; None otherwise (the user thanking the agent for its own confirmation)."""
    if "for confirming" not in low and "for verifying" not in low:
        return None
    match = _THANKED.search(low)
    if match is None or _ASKED_TO[match[1]].search(agent) is None:
        return None
    return f"the user thanks itself ({clip(text[match.start() : match.end()], 40)!r}): the user answers as the assistant"
