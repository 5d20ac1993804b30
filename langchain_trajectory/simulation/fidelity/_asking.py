"""What counts as the agent asking for a known fact, for ``data_dump``: a word of the fact's name (or a synonym)
in the agent's earlier messages, unless a word beside it makes it another thing ("your email address" does not ask
where you live), followed by a word for an identifier when the fact is one ("to find your order" does not ask for
the order number), or a request for the user's details in general ("please verify your identity")."""

from __future__ import annotations

import functools
import re
from collections.abc import Collection, Mapping, Sequence

from langchain_trajectory.trajectory import Message

__all__ = ["asked", "asked_everything", "last_agent"]

_GENERIC = frozenset(
    {"id", "number", "no", "num", "code", "the", "of", "my", "your", "a", "an", "and", "or", "info"}
)
_SYNONYMS: Mapping[str, tuple[str, ...]] = {
    "email": ("email", "e mail", "mail"),
    "phone": ("phone", "mobile", "cell", "number", "contact"),
    "dob": ("birth", "dob", "birthday"),
    "birth": ("birth", "dob", "birthday"),
    "zip": ("zip", "postal", "postcode"),
    "postcode": ("postal", "zip", "postcode"),
    "booking": ("booking", "reservation", "confirmation", "reference"),
    "reservation": ("reservation", "booking", "confirmation", "reference"),
    "pnr": ("pnr", "booking", "reservation", "confirmation", "reference"),
    "confirmation": ("confirmation", "booking", "reservation", "reference"),
    "ticket": ("ticket", "case", "reference"),
    "card": ("card", "payment"),
    "last4": ("card", "last", "digits"),
    "iban": ("iban", "account", "bank"),
    "name": ("name", "who"),
    "address": ("address", "ship", "deliver", "where"),
    "amount": ("amount", "how much", "price", "cost", "total", "sum"),
    "date": ("date", "when", "day"),
}


def _key_words(key: str) -> list[str]:
    return re.findall(r"[a-z]+[0-9]*|[0-9]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", key).lower())


def _name_words(key: str) -> tuple[str, ...]:
    words = _key_words(key)
    meaningful = [w for w in words if w not in _GENERIC] or words
    out: list[str] = []
    for word in meaningful:
        out.extend(_SYNONYMS.get(word, (word,)))
    return tuple(dict.fromkeys(out))


_GENERIC_ASK = re.compile(
    r"\b(?:your (?:details|information|info|personal data|account details)|verify (?:you|your identity|the "
    r"(?:information|details))|confirm (?:who you are|your identity|your details)|identify you)\b",
    re.IGNORECASE,
)


_AMOUNT_WORDS: tuple[str, ...] = ("total ", "amount ", "price ", "cost ", "fee ", "fees ", "paid ")
_AMOUNT_WORDS += ("pay ", "charged ", "spent ", "how much ")
"""Whole words for an amount ("fee" is not in "feels")."""
_MEASURES: Mapping[str, tuple[str, ...]] = {
    "size": ("size", "big", "large", "area", "square", "how much"),
    "area": ("area", "size", "big", "large", "square"),
    "weight": ("weight", "weigh", "heavy"),
    "height": ("height", "tall", "high"),
    "length": ("length", "long"),
    "width": ("width", "wide"),
    "age": ("age", "old"),
    "count": ("count", "how many", "number"),
    **dict.fromkeys(("total", "amount", "price", "cost", "fee", "paid"), _AMOUNT_WORDS),
    "date": ("date", "when", "day"),
}
"""A fact named for a measure, an amount or the date of a thing (``lawn_size``, ``order_total``, ``order_date``) is
asked for by the measure, a word for an amount or a word for a date, not by the thing ("What's the order number?"
does not ask when you ordered, nor what you paid), nor by a date of birth (unless the fact is one:
``birth_date``)."""

_OTHERS = frozenset(
    {
        "partner",
        "spouse",
        "wife",
        "husband",
        "child",
        "son",
        "daughter",
        "friend",
        "guest",
        "companion",
        "emergency",
    }
)
"""A fact whose name starts with one of these is another person's (``partner_membership``): asked for only by a
question that names that person or speaks of a third person (`_THIRD_PERSON`)."""
_OWN_NAME = frozenset(
    {
        "full",
        "first",
        "last",
        "lead",
        "customer",
        "contact",
        "your",
        "my",
        "account",
        "holder",
        "member",
        "given",
    }
    | {"family", "sur", "user", "client", "booking", "parent", "owner", "organiser", "organizer", "patient"}
)
"""The first words of a ``<word>_name`` fact that is the user's own name; any other names a thing or another
person (``boat_name``, ``child_name``), asked for by that word or a third person's name (`_THEIR_NAME`)."""
_THEIR_NAME = re.compile(r" (?:his|her|their) (?:[a-z]+ )?name")
"""A question for a third person's name: "his name", "her full name"."""
_THIRD_PERSON = ("he", "him", "his", "she", "her", "they", "them", "their", "both", "each")

_ID_KEY = frozenset({"id", "number", "no", "num", "code", "ticket", "reference", "ref"})
"""A fact whose name holds one of these is an identifier (``order_number``, ``member_id``)..."""
_NOT_ID_KEY = frozenset({"phone", "mobile", "cell", "telephone", "tel", "contact", "fax"})
"""... unless it is a phone number."""
_ID_ITSELF = frozenset({"reference", "ref", "confirmation", "pnr", "iban", "ticket"})
"""Words that ask for an identifier by themselves ("your booking reference")."""


@functools.lru_cache(maxsize=512)
def _id_asked(word: str) -> re.Pattern[str]:
    """``word`` (or a longer word it starts) followed by a word for an identifier: "membership number"."""
    return re.compile(f" {re.escape(word)}[a-z]* (?:number|no|id|num|code|ref|reference|nr) ")


def asked(key: str, agent_words: str) -> bool:
    """Whether the agent's words (`normal_words`) ask for the fact named ``key``: a word of its name or a
    synonym (`_mentions`); for a measure of a thing (``lawn_size``), a word for the measure ("how big");
    for an identifier, that word followed by a word for an identifier ("order number",
    "membership no"), or a word that is one ("reference"): "to find your order" does not ask for the order
    number."""
    words = _key_words(key)
    if _someone_elses(words, agent_words):
        return False  # "your membership number" does not ask for your partner's ("his", "both" would)
    if len(words) == 2 and words[1] == "name" and words[0] not in _OWN_NAME:
        return _their_name_asked(words[0], agent_words)
    measure = _MEASURES.get(words[-1]) if len(words) > 1 and "birth" not in words else None
    if measure is not None:  # "lawn_size": the lawn's address does not ask how big it is
        return any(
            agent_words.count(f" {word}") > agent_words.count(f" {word} of birth ") for word in measure
        )
    if _ID_KEY.isdisjoint(words) or not _NOT_ID_KEY.isdisjoint(words):
        return any(_mentions(word, agent_words) for word in _name_words(key))
    return any(
        _id_asked(word).search(agent_words) is not None
        or (word in _ID_ITSELF and _mentions(word, agent_words))
        for word in _name_words(key)
    )


def _someone_elses(words: list[str], agent_words: str) -> bool:
    """Whether the fact named by ``words`` is another person's (``partner_membership``) and the agent's words
    neither name that person nor speak of a third person."""
    return (
        len(words) > 1
        and words[0] in _OTHERS
        and f" {words[0]}" not in agent_words
        and not any(f" {word} " in agent_words for word in _THIRD_PERSON)
    )


def _their_name_asked(whose: str, agent_words: str) -> bool:
    """Whether the agent's words ask for the name of a thing or another person (``whose``: ``boat`` of
    ``boat_name``): "the boat's name", "what is your child called" and "his name" do; "the lead name" does not,
    nor "how old is your child"."""
    named = " name" in agent_words or " called" in agent_words
    return named and (f" {whose}" in agent_words or _THEIR_NAME.search(agent_words) is not None)


_QUALIFIED: Mapping[str, Collection[str]] = {
    "address": ("email", "mail", "ip", "web"),
    "name": ("s",),  # someone's or something's name: "the boat's name" does not ask for yours
}
"""Words that, after one of these, name another thing: "your email address" does not ask where you live, nor
"your account number" for your phone number, nor "the boat's name" for yours."""
_FOLLOWED: Mapping[str, Collection[str]] = {
    "phone": ("model", "screen", "case", "repair", "type"),
    "date": ("of birth",),
}
"""Words that, before one of these, name another thing: "which phone model" does not ask for your number, nor
"your date of birth" for the date you travel."""


_PHONE_NUMBER = re.compile(
    r"^ number| (?:your|a|the|best|contact|phone|mobile|cell|telephone|tel|callback|daytime|evening|home|work"
    r"|landline|that|this|good|which|what|same|another|different|new|direct) number"
)
""""number" asking for a phone number: alone, or after a word that names no other thing ("your number", "a contact
number"); "your club number" asks for the club's."""


def _mentions(word: str, agent_words: str) -> bool:
    """Whether ``word`` starts a word of ``agent_words`` other than beside a word that makes it another thing
    (`_QUALIFIED`, `_FOLLOWED`); "number" only as `_PHONE_NUMBER` says."""
    if word == "number":
        return _PHONE_NUMBER.search(agent_words) is not None
    found = agent_words.count(f" {word}")
    if not found:
        return False
    other = sum(agent_words.count(f" {q} {word}") for q in _QUALIFIED.get(word, ()))
    other += sum(agent_words.count(f" {word} {q} ") for q in _FOLLOWED.get(word, ()))
    return found > other


def asked_everything(before: Sequence[Message]) -> bool:
    """Whether the agent's last message asks for the user's details in general ("please verify your
    identity"): then every known fact the user gives is asked for."""
    return _GENERIC_ASK.search(last_agent(before)) is not None


def last_agent(before: Sequence[Message]) -> str:
    """The agent's last message before a turn ("" when it has said nothing yet)."""
    return next((m.content for m in reversed(before) if m.role == "assistant"), "")
