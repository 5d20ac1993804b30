"""A scenario's facts as the guards compare turns with them, read once per scenario (`facts_of`).

``unknown_fact`` and ``data_dump`` look for every fact's value in each turn, and ``unknown_fact`` for every
unknown fact's name; the value's whole-word form, its specifics and the name's pattern are the same at every turn,
so they are worked out once, when a scenario is first checked, and remembered by its identity (scenarios are
frozen).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from langchain_trajectory.simulation._bounded import Bounded
from langchain_trajectory.simulation.fidelity._specifics import (
    Specific,
    dated,
    digits_core,
    long_digits,
    normal_words,
    said_as,
    specifics,
    tails,
)
from langchain_trajectory.simulation.scenarios import Scenario

__all__ = ["Fact", "Profile", "ScenarioFacts", "fact_parts", "facts_of", "profile", "value_in"]

_SEPARATOR = re.compile(r"\s*[:=]\s*")
_LEADING = re.compile(r"^(?:the|a|an|my|your|our)\s+", re.IGNORECASE)


@functools.lru_cache(maxsize=1024)
def fact_parts(fact: str) -> tuple[str, str | None]:
    """An unknown fact as ``(name, value)``: ``"tracking number: 1Z999"`` -> ``("tracking number",
    "1Z999")``; a fact without ``:`` or ``=`` is a name alone."""
    parts = _SEPARATOR.split(fact.strip(), maxsplit=1)
    if len(parts) == 2 and parts[0].strip() and parts[1].strip():
        return _LEADING.sub("", parts[0].strip()), parts[1].strip()
    return _LEADING.sub("", fact.strip()), None


@functools.lru_cache(maxsize=1024)
def _name_pattern(name: str) -> re.Pattern[str] | None:
    words = [re.escape(w) for w in re.findall(r"[a-z0-9]+", name.lower())]
    return re.compile(r"\b" + r"\W+".join(words) + r"\b", re.IGNORECASE) if words else None


class Profile(NamedTuple):
    """What some specifics are matched by (see `same`): their keys, the digits of those that are phone
    numbers or long numbers, the numbers of identifiers made of a short prefix and a number, and the keys of the
    dates written without a year (any year's date of that day matches them)."""

    keys: frozenset[str]
    runs: tuple[str, ...]
    cores: frozenset[str]
    undated: frozenset[str]

    @classmethod
    def of(cls, found: Sequence[Specific]) -> Profile:
        runs = tuple(d for d in map(long_digits, found) if d is not None)
        cores = frozenset(c for c in map(digits_core, found) if c is not None)
        undated = frozenset(k for s in found if s.kind == "date" and not dated(s) for k in s.keys)
        return cls(frozenset(k for s in found for k in s.keys), runs, cores, undated)

    def meets(self, other: Profile) -> bool:
        """Whether a specific of these is `same` as one of ``other``'s (two dates of one day written with
        different years are not)."""
        common = self.keys & other.keys
        return (
            any(
                not k.startswith("date:") or "@" in k or k in self.undated or k in other.undated
                for k in common
            )
            or (bool(self.runs) and any(tails(a, b) for a in self.runs for b in other.runs))
            or not self.cores.isdisjoint(other.cores)
        )


_NONE = Profile(frozenset(), (), frozenset(), frozenset())


@functools.lru_cache(maxsize=4096)
def profile(text: str) -> Profile:
    """The `Profile` of a text's specifics (the same empty one for a text without any)."""
    found = specifics(text)
    return Profile.of(found) if found else _NONE


class Fact:
    """One fact of a scenario, ready to be looked for in a turn.

    Attributes:
        name: Its name (a known fact's key; an unknown fact's name, see `fact_parts`).
        value: Its value, or None for an unknown fact given as a name alone.
        singular: ``normal`` with its last word's plural ``s`` dropped (``90 days`` is said ``90-day``), or None.
        plural: ``normal`` with an ``s`` added to its last word (``Friday`` is said ``on Fridays``), or None.
        email: Whether the value is an email (it may be spelled out: "alan dot whitcombe at icloud dot com").
        counted: For a value of one or two figures, its forms before a word of the name (`` 2 passengers ``).
        ranged: For a value that starts with a range (``G12-G15``, ``5-7 working days``), its forms with a word
            between the range's ends (`` g12 to g15 ``, `` 5 to 7 working days ``).
        normal: The value's whole-word form (`normal_words`), or None when too short to look for safely
            (under 3 characters, or 2 without a digit; an amount of three figures or fewer with a currency sign,
            ``£12``, is found as an amount instead).
        pattern: The name as whole words, or None when it has none.

    The value's specifics (`specifics`) are found the first time a turn holds a specific that could be one
    of them (`meets`).
    """

    __slots__ = (
        "_dated",
        "_digits",
        "_profile",
        "_specifics",
        "counted",
        "email",
        "name",
        "normal",
        "pattern",
        "plural",
        "ranged",
        "singular",
        "value",
    )

    def __init__(self, name: str, value: str | None, *, named: bool = False) -> None:
        self.name = name
        self.value = value
        self.email = value is not None and "@" in value
        self.ranged: tuple[str, ...] = _ranged(value) if value is not None else ()
        self.normal: str | None
        self.singular: str | None
        self.plural: str | None
        self.counted: tuple[str, ...]
        if value is not None:
            self.normal, self.singular, self.plural, self.counted = _forms(value, name)
        else:
            self.normal, self.singular, self.plural, self.counted = None, None, None, ()
        self.pattern = _name_pattern(name) if named else None
        self._specifics: tuple[Specific, ...] | None = None if value is not None else ()
        self._profile: Profile | None = None if value is not None else _NONE
        self._digits: tuple[str, str, str] | None = None
        self._dated: bool | None = None

    @property
    def specifics(self) -> tuple[Specific, ...]:
        """The value's specifics."""
        if self._specifics is None:
            self._specifics = specifics(self.value or "")
        return self._specifics

    @property
    def dated(self) -> bool:
        """Whether the value holds a date (so that its month and year may be said: see `month_of`)."""
        if self._dated is None:
            self._dated = any(item.kind == "date" for item in self.specifics)
        return self._dated

    @property
    def profile(self) -> Profile:
        """What the value's specifics are matched by."""
        if self._profile is None:
            self._profile = Profile.of(self.specifics) if self.specifics else _NONE
        return self._profile

    def meets(self, found: Profile) -> bool:
        """Whether one of the value's specifics is `same` as one of ``found``'s."""
        if self._profile is None and not self._may_meet(found):
            return False
        return self.profile.meets(found)

    def _may_meet(self, found: Profile) -> bool:
        """False when no specific of the value can be the same as one of ``found``'s: each key, digit run and
        number of ``found`` must occur in the value (its lower case, its digits or its letters and digits) for
        one to. Dates are not ruled out this way."""
        if self._digits is None:
            low = (self.value or "").lower()
            self._digits = (low, "".join(_DIGITS.findall(low)), _NON_ALNUM.sub("", low))
        low, digits, alnum = self._digits
        for key in found.keys:
            kind, _, payload = key.partition(":")
            if kind == "email":
                here = payload in low
            elif kind == "phone":
                here = payload in digits
            elif kind == "num":
                here = payload.replace(".", "") in digits
            elif kind == "id":
                here = payload in alnum
            else:
                return True
            if here:
                return True
        return any(run[-7:] in digits for run in found.runs) or any(core in digits for core in found.cores)


_DIGITS = re.compile(r"\d+")
_QUANTITY = re.compile(r"(\d{1,2}) ([a-z]{3,}?)s?")
"""A value that is a count of a unit ("10 years", "3 days"): also said in words ("a ten-year warranty")."""
_HEADCOUNT = frozenset(
    {"party", "group", "people", "guests", "adults", "persons", "pax", "passengers"}
    | {"travellers", "travelers"}
)
"""Words of a fact's name that make its small number a head count, said as "four of us" or "a party of 4"."""


def _counted(core: str, name: str) -> tuple[str, ...]:
    """The forms of a value of one or two figures that say it (`Fact.counted`): before a word of the fact's
    name, in figures or in words ("2 passengers", "two passengers"), and for a head count (`_HEADCOUNT`) also
    "four of us" and "a party of four"; after a word of the name in figures ("Lanes: 2")."""
    forms = said_as(core)
    words = [w for w in re.findall(r"[a-z]+", name.lower()) if len(w) >= 3]
    counted = [f" {form} {w} " for form in forms for w in words] + [f" {w} {core} " for w in words]
    if _HEADCOUNT.intersection(words):
        counted += [f" {form} of us " for form in forms] + [f" party of {form} " for form in forms]
    return tuple(counted)


_RANGE = re.compile(r"\s*([A-Za-z]*\d+)\s*[-–]\s*([A-Za-z]*\d+)\b(.*)")
"""A value that starts with a range of two codes or numbers: "G12-G15", "5-7 working days"."""
_CURRENCY = re.compile(r"[$€£¥₹]")
_RANGE_WORDS = ("to", "through", "thru", "until", "till", "and")
_NON_ALNUM = re.compile(r"[^0-9a-z]+")


def _ranged(value: str) -> tuple[str, ...]:
    """The forms of a value that starts with a range with a word between the range's ends (`Fact.ranged`), or
    none."""
    if (ends := _RANGE.fullmatch(value)) is None:
        return ()
    low, high, tail = ends[1].lower(), ends[2].lower(), normal_words(ends[3])[1:]
    return tuple(f" {low} {word} {high} {tail}".replace("  ", " ") for word in _RANGE_WORDS)


def _forms(value: str, name: str) -> tuple[str | None, str | None, str | None, tuple[str, ...]]:
    """A value's ``(normal, singular, plural, counted)`` forms (see `Fact`) for the fact named ``name``."""
    words = normal_words(value)
    core = words.strip()
    if core.isdigit() and len(core) <= 3 and _CURRENCY.search(value):
        # "£12": found as an amount (its specifics), not as any "12" (of "2025-12-06")
        return None, None, None, ()
    if len(core) >= 3 or (len(core) == 2 and any(ch.isdigit() for ch in core)):
        singular: str | None = None
        plural: str | None = None
        if len(core) >= 4 and words.endswith("s ") and not words.endswith("ss "):
            singular = words[:-2] + " "
        elif len(core) >= 4 and core[-1].isalpha() and not core.endswith("s"):
            plural = words[:-1] + "s "
        return words, singular, plural, _said_counted(core)
    if core.isdigit():  # "2": too short alone, but not beside a word of its name ("2 passengers")
        return None, None, None, _counted(core, name)
    return None, None, None, ()


def _said_counted(core: str) -> tuple[str, ...]:
    """For a value that is a count of a unit ("10 years"), its forms in words ("ten-year"); else none."""
    if (quantity := _QUANTITY.fullmatch(core)) and len(ways := said_as(quantity[1])) > 1:
        said = f" {ways[1]} {quantity[2]}"  # "10 years": "ten-year"
        return (f"{said}s ", f"{said} ")
    return ()


def value_in(fact: Fact, words: str, found: Profile = _NONE) -> bool:
    """Whether the fact's value occurs in a text (``words`` its normal words, ``found`` the `Profile` of
    its specifics): as whole words (also with its last word's plural ``s`` dropped or added, and an email spelled
    out with "dot" and "at"), a value of one or two figures before a word of the fact's name ("2 passengers"), a
    range of two codes with a word between its ends ("G12 to G15"),
    or as the same specific written otherwise."""
    normal = fact.normal
    if normal is not None and (
        normal in words
        or (fact.singular is not None and fact.singular in words)
        or (fact.plural is not None and fact.plural in words)
        or (fact.email and " dot " in words and normal in words.replace(" dot ", " ").replace(" at ", " "))
    ):
        return True
    if fact.counted and any(form in words for form in fact.counted):
        return True
    if fact.ranged and any(form in words for form in fact.ranged):
        return True
    return found is not _NONE and fact.meets(found)


@dataclass(frozen=True)
class ScenarioFacts:
    """A scenario's known and unknown facts (`Fact`), and one pattern that finds any unknown fact's
    name (None when none has one)."""

    known: tuple[Fact, ...]
    unknown: tuple[Fact, ...]
    names: re.Pattern[str] | None
    first_name: str | None = None
    """The user's first name, lower-cased (`own_first_name`), or None."""

    @classmethod
    def of(cls, scenario: Scenario) -> ScenarioFacts:
        known = tuple(Fact(name, value) for name, value in scenario.known_facts.items())
        unknown = tuple(Fact(*fact_parts(fact), named=True) for fact in scenario.unknown_facts)
        return cls(
            known,
            unknown,
            _any_name(tuple(f.pattern.pattern for f in unknown if f.pattern is not None)),
            own_first_name(scenario.known_facts),
        )


_OWN_NAME_KEY = frozenset(
    {"name", "full", "customer", "your", "my", "account", "holder", "member", "first", "last"}
)
"""The words of a known fact's name that make it the user's own name (``full_name``, ``account_holder``), not a
pet's or a child's (``dog_name``, ``student_name``)."""


def own_first_name(facts: Mapping[str, str]) -> str | None:
    """The user's first name, lower-cased: the first word of a known fact that is their full name (two words or
    more, under a key of `_OWN_NAME_KEY` words with "name" or "holder"), else None."""
    for key, value in facts.items():
        words = set(re.findall(r"[a-z]+", key.lower()))
        if value and words <= _OWN_NAME_KEY and words & {"name", "holder"}:
            parts = value.split()
            if len(parts) >= 2 and parts[0].isalpha():
                return parts[0].lower()
    return None


@functools.lru_cache(maxsize=256)
def _any_name(patterns: tuple[str, ...]) -> re.Pattern[str] | None:
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE) if patterns else None


_FACTS: Bounded[int, tuple[Scenario, ScenarioFacts]] = Bounded(256)
_last: tuple[Scenario | None, ScenarioFacts | None] = (None, None)  # the scenario asked about last


def facts_of(scenario: Scenario) -> ScenarioFacts:
    """The facts of ``scenario``, read the first time it is checked."""
    global _last
    last, facts = _last
    if last is scenario and facts is not None:
        return facts
    hit = _FACTS.get(id(scenario))
    if hit is not None and hit[0] is scenario:
        facts = hit[1]
    else:
        facts = ScenarioFacts.of(scenario)
        _FACTS.put(id(scenario), (scenario, facts))
    _last = (scenario, facts)
    return facts
