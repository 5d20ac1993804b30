"""An unknown fact stated without its value written as the scenario writes it, for the guard ``unknown_fact``: a
guess at a fact named without a value (a specific of the kind its name says, beside another word of its name), and
an amount said in words ("fifty quid" for ``excess: £50``)."""

from __future__ import annotations

import functools
import re
from decimal import Decimal

from langchain_trajectory.simulation.fidelity._index import Knowledge
from langchain_trajectory.simulation.fidelity._shape import clip
from langchain_trajectory.simulation.fidelity._specifics import (
    NUMBER_WORDS,
    TENS_WORDS,
    Specific,
    month_number,
    number_key,
    said_as,
    specifics,
)

__all__ = ["guessable", "guessed", "month_of", "worded_amounts"]

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
    **dict.fromkeys(("number", "numbers"), "number"),
    **dict.fromkeys(("period", "duration"), "duration"),
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
_PERCENTAGE = re.compile(r"\b(\d{1,3})\s?(?:%|percent\b)")
"""A whole percentage: "15%", "15 percent"."""
_APPOSITIVE = re.compile(
    r"\b([A-Za-z]+),\s?((?:[A-Z][a-z]{2,}[A-Za-z]*|[A-Z]{2,5})(?: (?:[A-Z][a-z]+[A-Za-z]*|[A-Z]{2,5})){0,2}),"
)
"""A word, then a name of one to three capitalised words between commas: "The courier, DHL, left the box", "The
courier, ColdChain Express, left it"."""
_NUMBERED = re.compile(
    r"\b([A-Za-z]+) (?:no\.? |number |#)?(\d{1,4}[A-Za-z]?(?:(?:,| and| &) \d{1,4}[A-Za-z]?)*)\b"
)
"""A word, then a number or several: "lanes 3 and 4", "pitch #7", "room 12B"."""
_DURATION = re.compile(
    rf"\b(\d{{1,3}}|{'|'.join(NUMBER_WORDS)})[- ](?:working |business )?(year|month|week|day|hour)s?\b(?! ago| old)"
)
"""A length of time: "2-year", "five working days" (not "2 years ago", "a 9-year-old")."""
_LONE_NAME = re.compile(r"\b(?:is|was|called|named|with) ([A-Z][a-z]{2,})\b(?! [A-Z])")
"""A first name alone, said as who someone is: "the fitter there is Gareth"."""
_CALENDAR = frozenset(
    {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"}
    | {"Sep", "Oct", "Nov", "Dec"}
)
"""The first three letters of weekdays and months, which are not names."""
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
    its name (of three letters or more; one of five letters or more by its first five: "monthly" in "a month";
    a shorter one also with an ``s``: "lane" in "lanes"),
    or None when its name says no single kind or has no other word. A name made only of words of a kind
    (``deposit amount``) is found by the words before its last ("deposit"). A name that ends with a part a person plays
    (``league captain``) is a person's name."""
    words = re.findall(r"[a-z]+", name.lower())
    kinds = {_NAME_KINDS[w] for w in words if w in _NAME_KINDS}
    if words and words[-1] in _ROLES:
        kinds.add("name")
    cues = [w for w in words if w not in _NAME_KINDS and w not in _NOT_CUES and len(w) >= 3]
    if not cues and len(words) > 1:  # "deposit amount": the words before the last say which amount
        cues = [w for w in words[:-1] if w not in _NOT_CUES and len(w) >= 3]
    if len(kinds) != 1 or not cues:
        return None
    forms = [re.escape(w[:5]) if len(w) >= 5 else re.escape(w) + r"s?\b" for w in cues]
    forms += [re.escape(s) + r"\b" for w in cues for s in _CUE_SYNONYMS.get(w, ())]
    return kinds.pop(), re.compile(r"\b(?:" + "|".join(forms) + ")")


def guessable(name: str, text: str) -> bool:
    """Whether `guessed` can find a guess at the unknown fact named ``name`` in ``text``: its name says one kind
    and has another word, and the text holds one of those words (cheap: no specific is read)."""
    cues = _cues(name)
    return cues is not None and cues[1].search(text.lower()) is not None


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence of ``text`` around ``text[start:end]`` (cut at . ? ! and line ends)."""
    first = max(text.rfind(mark, 0, start) for mark in ".?!\n") + 1
    ends = [i for i in (text.find(mark, end) for mark in ".?!\n") if i != -1]
    return text[first : min(ends, default=len(text))]


def guessed(name: str, text: str, known: Knowledge, told: str = "") -> str | None:
    """The sentence in which a turn gives what ``known`` does not hold, of the kind an unknown fact named without
    a value is (an amount for a price or a fee, a date for a date, a person's name for a name, numbers after a word
    of the name or an identifier for numbers, a length of time for a period), beside another word of the fact's
    name: "Can you do the pickup on March 5?" for the ``pickup date``, "It's £15 each" for the ``price per
    person``, "with Hannah Lee as her tutor" for the ``tutor's name``, "put us in lanes 3 and 4" for the ``lane
    numbers``, "inside the 2-year warranty" for the ``warranty period``; None otherwise. ``told``
    is the agent's last message (see `Knowledge.derived`)."""
    cues = _cues(name)
    if cues is None:
        return None
    kind, pattern = cues
    if pattern.search(text.lower()) is None:
        return None  # no word of its name anywhere, so in no sentence
    if kind == "name":
        spans = _name_spans(text, pattern, known)
    elif kind == "duration":  # "warranty period": "inside the 2-year warranty"
        spans = _duration_spans(text, known)
    elif kind == "number":  # "lane numbers": "lanes 3 and 4" after a word of the name, or an identifier
        spans = _number_spans(text, pattern, known)
    else:
        spans = _specific_spans(text, kind, known, told)
    for start, end in spans:
        sentence = _sentence(text, start, end)
        if pattern.search(sentence.lower()):
            return clip(sentence.strip(), 60)
    return None


def _unknown_name(name: str, known: Knowledge) -> bool:
    """Whether ``name`` (one word or several) may be a person's name: not a greeting or a weekday or month, and
    not among the words ``known`` holds."""
    return (
        name not in _NOT_NAMES and name[:3] not in _CALENDAR and f" {name.lower()} " not in f" {known.form} "
    )


def _name_spans(text: str, pattern: re.Pattern[str], known: Knowledge) -> list[tuple[int, int]]:
    """The spans of the people's names ``text`` gives that ``known`` does not hold: two capitalised words, a name
    between commas after a word of the fact's name (``pattern``), or a first name said alone."""
    spans: list[tuple[int, int]] = []
    for match in _PERSON.finditer(text):
        first, last = match[0].split()[-2:]
        if first not in _NOT_NAMES and f" {first.lower()} {last.lower()} " not in f" {known.form} ":
            spans.append((match.end() - len(last) - len(first) - 1, match.end()))
    # "The courier, DHL, left the box ...": a name between commas right after a word of the fact's name
    for match in _APPOSITIVE.finditer(text):
        if pattern.match(match[1].lower() + " ") is not None and _unknown_name(match[2], known):
            spans.append((match.start(2), match.end(2)))
    for match in _LONE_NAME.finditer(text):
        if _unknown_name(match[1], known):
            spans.append((match.start(1), match.end(1)))
    return spans


def _duration_spans(text: str, known: Knowledge) -> list[tuple[int, int]]:
    """The spans of the lengths of time ``text`` gives ("2-year") that ``known`` does not hold in any writing."""
    spans: list[tuple[int, int]] = []
    form = f" {known.form} "
    for match in _DURATION.finditer(text.lower()):
        number = match[1] if match[1].isdigit() else str(NUMBER_WORDS.index(match[1]) + 1)
        forms = [f" {n} {match[2]}{plural} " for n in said_as(number) for plural in ("", "s")]
        if not any(written in form for written in forms):
            spans.append(match.span())
    return spans


def _number_spans(text: str, pattern: re.Pattern[str], known: Knowledge) -> list[tuple[int, int]]:
    """The spans of the numbers ``text`` gives after a word of the fact's name (``pattern``), then of its
    identifiers and phone numbers, that ``known`` does not hold."""
    spans: list[tuple[int, int]] = []
    for match in _NUMBERED.finditer(text):
        said = " ".join(re.findall(r"[a-z0-9]+", match[0].lower()))
        if pattern.match(match[1].lower()) is not None and f" {said} " not in f" {known.form} ":
            spans.append(match.span(2))
    for item in specifics(text):
        if item.kind in ("id", "phone") and not known.knows(item):
            at = text.find(item.text)
            spans.append((at, at + len(item.text)))
    return spans


def _specific_spans(text: str, kind: str, known: Knowledge, told: str) -> list[tuple[int, int]]:
    """The spans of the specifics of ``kind`` ``text`` gives that ``known`` neither holds nor works out; for an
    amount, then also of the amounts said in words and the percentages it does not hold."""
    spans: list[tuple[int, int]] = []
    for item in specifics(text):
        if item.kind == kind and not known.knows(item) and not known.derived(item, text, told):
            at = text.find(item.text)
            spans.append((at, at + len(item.text)))
    if kind == "amount":  # "the tuning fee was ninety pounds" for the tuning fee
        spans += _worded_spans(text, known)
        if "%" in text or "percent" in text:  # "it's 15% on kits" for a restocking fee
            spans += _percentage_spans(text, known)
    return spans


def _worded_spans(text: str, known: Knowledge) -> list[tuple[int, int]]:
    """The spans of the amounts ``text`` says in words ("ninety pounds") that ``known`` does not hold."""
    spans: list[tuple[int, int]] = []
    low = text.lower()
    for value, written in worded_amounts(text):
        key = number_key(str(value))
        if key is not None and not known.knows(Specific("amount", written, (f"num:{key}",))):
            at = low.find(written)
            spans.append((at, at + len(written)))
    return spans


def _percentage_spans(text: str, known: Knowledge) -> list[tuple[int, int]]:
    """The spans of the whole percentages ``text`` gives ("15%") whose number ``known`` does not hold."""
    return [match.span() for match in _PERCENTAGE.finditer(text) if f" {match[1]} " not in f" {known.form} "]


_UNITS = NUMBER_WORDS[:9]
_TEENS = NUMBER_WORDS[9:]
_TENS = TENS_WORDS
_BELOW_100 = (
    rf"(?:(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_UNITS)}))?|{'|'.join(_TEENS)}|{'|'.join(_UNITS)})"
)
_WORDED = re.compile(
    rf"\b((?:(?:a|{'|'.join(_UNITS)}) hundred(?:(?: and)? {_BELOW_100})?)|{_BELOW_100})"
    r" (?:quid|pounds?|dollars?|bucks|euros?)\b"
    rf"(?:(?: and)? ({_BELOW_100})\b(?! hundred)(?: pence| p\b| cents?)?)?"  # "ten pounds fifty": 10.50
)
_VALUES = {
    "a": 1,
    **{w: n for n, w in enumerate(_UNITS, 1)},
    **{w: n for n, w in enumerate(_TEENS, 10)},
    **{w: 10 * n for n, w in enumerate(_TENS, 2)},
}


def worded_amounts(text: str) -> list[tuple[Decimal, str]]:
    """The amounts ``text`` says in words, 1 to 999 with a currency word after them ("fifty quid", "a hundred
    and twenty-five dollars"), with their text, in order. Words for pence or cents after the currency word ("ten
    pounds fifty") give the amount with them (10.50) and, as the words after may be something else ("fifty quid
    two weeks ago"), the whole units too (10)."""
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
        if not match[2]:
            found.append((Decimal(total), match[0]))
            continue
        found.append((Decimal(total) + Decimal(_below_100(match[2])) / 100, match[0]))
        units = low[match.start() : match.start(2)].rstrip()
        found.append((Decimal(total), units.removesuffix(" and")))
    return found


def _below_100(words: str) -> int:
    """The number 1 to 99 written in ``words`` ("twenty-five")."""
    return sum(_VALUES[word] for word in words.replace("-", " ").split())


_MONTH_YEAR = re.compile(
    r"\b(January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?,? (\d{4})\b"
)
"""A month named in capitals and a year: "March 2025"."""


def month_of(value: str, text: str, known: Knowledge) -> str | None:
    """The month and year ``text`` gives ("until March 2025") of a date ``value`` holds (``2025-03-18``), when
    nothing ``known`` holds has a date in that month of that year; None otherwise."""
    if not _MONTH_YEAR.search(text):
        return None
    dated = _months(value)
    for match in _MONTH_YEAR.finditer(text):
        month_year = f"{match[2]}-{month_number(match[1])}"
        if month_year in dated and not _dated_in(known, match[2], month_year):
            return match[0]
    return None


def _dated_in(known: Knowledge, year: str, month_year: str) -> bool:
    """Whether a text ``known`` holds names a date, or the month, of ``month_year`` (``2025-3``)."""
    for text in known.texts:
        if year not in text:
            continue
        for match in _MONTH_YEAR.finditer(text):
            if f"{match[2]}-{month_number(match[1])}" == month_year:
                return True
        if month_year in _months(text):
            return True
    return False


def _months(text: str) -> set[str]:
    """The ``<year>-<month>`` of every date written with its year in ``text`` (``date:3-18@2025`` is
    ``2025-3``)."""
    return {
        key.rpartition("@")[2] + "-" + key[5:].partition("-")[0]
        for item in specifics(text)
        if item.kind == "date"
        for key in item.keys
        if "@" in key
    }
