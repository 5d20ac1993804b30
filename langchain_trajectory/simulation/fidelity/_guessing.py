"""An unknown fact stated without its value written as the scenario writes it, for the guard ``unknown_fact``: a
guess at a fact named without a value (a specific of the kind its name says, beside another word of its name), and
an amount said in words ("fifty quid" for ``excess: £50``)."""

from __future__ import annotations

import functools
import re
from decimal import Decimal

from langchain_trajectory.simulation.fidelity._index import Knowledge
from langchain_trajectory.simulation.fidelity._shape import clip
from langchain_trajectory.simulation.fidelity._specifics import NUMBER_WORDS, TENS_WORDS, specifics

__all__ = ["guessable", "guessed", "worded_amounts"]

_NAME_KINDS = {
    **dict.fromkeys(
        (
            "price",
            "fee",
            "cost",
            "amount",
            "refund",
            "total",
            "charge",
            "rate",
            "deposit",
            "rent",
            "premium",
            "fare",
            "balance",
            "bill",
            "fine",
            "surcharge",
        ),
        "amount",
    ),
    **dict.fromkeys(("date", "day", "deadline"), "date"),
    "name": "name",
}
"""The words of an unknown fact's name that say what kind of specific its value is."""
_ROLES = frozenset(
    {
        "captain",
        "host",
        "fitter",
        "stylist",
        "tutor",
        "technician",
        "teacher",
        "driver",
        "instructor",
        "coach",
        "guide",
        "therapist",
        "engineer",
        "surveyor",
        "sommelier",
        "chef",
        "trainer",
        "manager",
        "courier",
        "nurse",
        "doctor",
        "vet",
        "agent",
        "planner",
        "rep",
        "representative",
        "inspector",
        "installer",
        "plumber",
        "electrician",
        "cleaner",
    }
)
"""People by their part: a fact whose name ends with one ("league captain") is a person's name."""
_NOT_CUES = frozenset({"new", "per", "the", "and", "your", "next", "first", "last", "for"})
_CUE_SYNONYMS = {"person": ("each", "apiece", "a head", "per head"), "night": ("a night", "per night")}
_PERSON = re.compile(r"\b[A-Z][a-z]+(?: [A-Z][a-z]+)+\b")
"""Capitalised words in a row: a person's name is the last two ("Will Luis Ortega" names Luis Ortega)."""
_NOT_NAMES = frozenset(
    {
        "I",
        "The",
        "Will",
        "Can",
        "Could",
        "Would",
        "Is",
        "Are",
        "Hi",
        "Hello",
        "Dear",
        "Thanks",
        "Yes",
        "No",
        "Ok",
    }
)


@functools.lru_cache(maxsize=1024)
def _cues(name: str) -> tuple[str, re.Pattern[str]] | None:
    """For an unknown fact named without a value: the kind of its value and a pattern finding the other words of
    its name (of three letters or more; one of five letters or more by its first five: "monthly" in "a month"),
    or None when its name says no single kind or has no other word. A name that ends with a part a person plays
    (``league captain``) is a person's name."""
    words = re.findall(r"[a-z]+", name.lower())
    kinds = {_NAME_KINDS[w] for w in words if w in _NAME_KINDS}
    if words and words[-1] in _ROLES:
        kinds.add("name")
    cues = [w for w in words if w not in _NAME_KINDS and w not in _NOT_CUES and len(w) >= 3]
    if len(kinds) != 1 or not cues:
        return None
    forms = [re.escape(w[:5]) if len(w) >= 5 else re.escape(w) + r"\b" for w in cues]
    forms += [re.escape(s) + r"\b" for w in cues for s in _CUE_SYNONYMS.get(w, ())]
    return kinds.pop(), re.compile(r"\b(?:" + "|".join(forms) + ")")


def guessable(name: str) -> bool:
    """Whether `guessed` can find a guess at the unknown fact named ``name``: its name says one kind and has
    another word."""
    return _cues(name) is not None


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence of ``text`` around ``text[start:end]`` (cut at . ? ! and line ends)."""
    first = max(text.rfind(mark, 0, start) for mark in ".?!\n") + 1
    ends = [i for i in (text.find(mark, end) for mark in ".?!\n") if i != -1]
    return text[first : min(ends, default=len(text))]


def guessed(name: str, text: str, known: Knowledge, told: str = "") -> str | None:
    """The sentence in which a turn gives what ``known`` does not hold, of the kind an unknown fact named without
    a value is (an amount for a price or a fee, a date for a date, a person's name for a name), beside another
    word of the fact's name: "Can you do the pickup on March 5?" for the ``pickup date``, "It's £15 each" for
    the ``price per person``, "with Hannah Lee as her tutor" for the ``tutor's name``; None otherwise. ``told``
    is the agent's last message (see `Knowledge.derived`)."""
    cues = _cues(name)
    if cues is None:
        return None
    kind, pattern = cues
    spans: list[tuple[int, int]] = []
    if kind == "name":
        for match in _PERSON.finditer(text):
            first, last = match[0].split()[-2:]
            if first not in _NOT_NAMES and f" {first.lower()} {last.lower()} " not in f" {known.form} ":
                spans.append((match.end() - len(last) - len(first) - 1, match.end()))
    else:
        for item in specifics(text):
            if item.kind == kind and not known.knows(item) and not known.derived(item, text, told):
                at = text.find(item.text)
                spans.append((at, at + len(item.text)))
    for start, end in spans:
        sentence = _sentence(text, start, end)
        if pattern.search(sentence.lower()):
            return clip(sentence.strip(), 60)
    return None


_UNITS = NUMBER_WORDS[:9]
_TEENS = NUMBER_WORDS[9:]
_TENS = TENS_WORDS
_BELOW_100 = (
    rf"(?:(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_UNITS)}))?|{'|'.join(_TEENS)}|{'|'.join(_UNITS)})"
)
_WORDED = re.compile(
    rf"\b((?:(?:a|{'|'.join(_UNITS)}) hundred(?:(?: and)? {_BELOW_100})?)|{_BELOW_100})"
    r" (?:quid|pounds?|dollars?|bucks|euros?)\b"
)
_VALUES = {
    "a": 1,
    **{w: n for n, w in enumerate(_UNITS, 1)},
    **{w: n for n, w in enumerate(_TEENS, 10)},
    **{w: 10 * n for n, w in enumerate(_TENS, 2)},
}


def worded_amounts(text: str) -> list[tuple[Decimal, str]]:
    """The amounts ``text`` says in words, 1 to 999 with a currency word after them ("fifty quid", "a hundred
    and twenty-five dollars"), with their text, in order."""
    low = text.lower()
    if (
        "quid" not in low
        and "pound" not in low
        and "dollar" not in low
        and "buck" not in low
        and "euro" not in low
    ):
        return []
    found = []
    for match in _WORDED.finditer(low):
        number = match[1]
        total = 0
        for word in number.replace("-", " ").split():
            if word == "hundred":
                total *= 100
            elif word != "and":
                total += _VALUES[word]
        found.append((Decimal(total), match[0]))
    return found
