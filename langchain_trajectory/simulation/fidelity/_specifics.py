"""Specifics in text: identifiers, emails, phone numbers, amounts and dates, and where they are known from.

A simulated user that states a specific (an order number, an email, a phone number, an amount, a date) must have
got it from somewhere: the scenario, the agent's messages, a tool result, or its own earlier turns. This module
finds the specifics of a user turn (`specifics`) in normalised forms (`_known_keys` reads the keys of what the
sources say, for `_index`), so that ``A-1042``, ``a1042`` and ``#A-1042`` are the same identifier, ``$120``, ``120.00 EUR``
and ``"amount": 120`` the same amount, ``2024-05-03`` and ``May 3rd`` the same date, ``+1 (555) 010-2020`` and
``555-010-2020`` the same phone number.

What counts as a specific (the rest of a message is not checked):

* ``email``: ``name@domain.tld``;
* ``address``: a house number and capitalised words ending with a street word (``14 Headingley Mount``,
  ``200 W Monroe St``: see `_addresses`);
* ``phone``: 7 to 15 digits written with separators (``555-010-2020``, ``+44 20 7946 0958``);
* ``date``: ``2024-05-03``, ``05/03`` (either reading), ``May 3``, ``3rd of May``; a bare year is not one;
* ``amount``: a number with a currency (``$120``, ``120 EUR``, ``€19.99``, ``45 dollars``);
* ``id``: a token mixing letters and digits (``A-1042``, ``ZX81Q``), a number of 4 digits or more that is not a
  year (``99812``), a number after ``#`` (``#42``), or a code after a word such as *order*, *booking*,
  *confirmation*, *reference* (``booking reference QWERTZ``). Ordinals (``2nd``), times (``3pm``), units
  (``16GB``, ``5kg``) and versions (``v2.1``) are not identifiers.

Small numbers alone (``2 nights``, ``3 items``) are quantities, not specifics. Pure functions, no LangChain.
"""

from __future__ import annotations

import functools
import re
from decimal import Decimal, InvalidOperation
from typing import NamedTuple

from langchain_trajectory.simulation.fidelity._addresses import ADDRESS, address_key

__all__ = [
    "ID_WORDS",
    "NUMBER_PATTERN",
    "Specific",
    "dated",
    "day_of_a_date",
    "digits_core",
    "long_digits",
    "month_number",
    "normal_words",
    "number_key",
    "said_as",
    "same",
    "specifics",
    "specifics_but_ids",
    "tails",
]

_MONTHS = {
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "may": 5,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}
_MONTH = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
_ISO_DATE = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt ][0-9:.]+[Zz]?)?\b")  # "2025-09-19t14:00" too
_PENCE = re.compile(r"(?<![\w.,£$€¥₹])(\d{1,2})p\b")
"""An amount in pence: "60p" is 0.60."""
_DAY_RANGE = re.compile(r"(?<![\d.,])(\d{2})\.(\d{2})\s?[-–]\s?(\d{2})\.(\d{2})(?!\d|[.,]\d)")
"""A range of two days written day.month: "20.07-10.08"."""
_SLASH_DATE = re.compile(r"(?<![\d/])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?(?![\d/])")
_NAMED_DATE = re.compile(  # on lower-cased text, as the other patterns below (IGNORECASE is slow)
    rf"\b{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}})?"
    rf"|\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\b(?:,?\s+\d{{4}})?"
)
_RANGE_TO = r"\s{0,3}(?:-|–|to|until|till|through|thru)\s{0,3}"
_RANGE_START = re.compile(rf"(?<![\w.,:/])(\d{{1,2}})(?:st|nd|rd|th)?{_RANGE_TO}$")
"""The first day of a range before a named date ("3 to" of "3 to 10 august")."""
_LIST_START = re.compile(
    r"(?<![\w.,:/])((?:\d{1,2}(?:st|nd|rd|th)?(?:, | or | and | & |, or |, and )){1,6})$"
)
"""The days listed before a named date ("18, 19 or" of "18, 19 or 20 september")."""
_DAY = re.compile(r"\d{1,2}")
_MONTH_AFTER = re.compile(rf"(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\b")
_MONTH_BEFORE = re.compile(rf"\b{_MONTH}\s+$")


def day_of_a_date(low: str, start: int, end: int) -> bool:
    """Whether the number at ``low[start:end]`` (lower-cased text) is the day of a date: a month named right after
    it ("5 April", "5th of April") or right before it ("April 5")."""
    return (
        _MONTH_AFTER.match(low, end) is not None
        or _MONTH_BEFORE.search(low, max(0, start - 12), start) is not None
    )


_RANGE_END = re.compile(
    rf"{_RANGE_TO}(\d{{1,2}})(?:st|nd|rd|th)?\b(?![:.]\d|\s*(?:am|pm)\b|\s*(?:of\s+)?{_MONTH})"
)
"""The last day of a range after a named date ("-10" of "aug 3-10"), unless a month or a time follows."""
_WEEKDAY_DAY = re.compile(
    r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?\.?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b"
)
"""A weekday and an ordinal day ("Sunday 15th"): a date of the month the text named last before it."""
_MONTH_NAME = re.compile(
    r"\b(January|February|March|April|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b"
)
"""A month named in capitals, not "May" (a verb as often)."""
NUMBER_WORDS = (
    *("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"),
    *("thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"),
)
"""The numbers 1 to 19 in words, in order."""


def said_as(number: str) -> tuple[str, ...]:
    """The ways to write ``number`` (digits) the guards read: its digits, and its word when it is 1 to 19
    (``"2"``: ``("2", "two")``)."""
    n = int(number)
    return (number, NUMBER_WORDS[n - 1]) if 1 <= n <= len(NUMBER_WORDS) else (number,)


TENS_WORDS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
"""20 to 90 in words, in order."""
_MONTH_HINT = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)")
NUMBER_PATTERN = _NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
"""A number as written: ``1,250.00``, ``19.99``, ``7``."""
_NUMBER_AT = re.compile(_NUMBER)
_CURRENCY_BEFORE = re.compile(r"(?:[$€£¥₹]|(?<![a-z0-9])(?:usd|eur|gbp|chf|cad|aud|jpy|inr))\s?$")
_CURRENCY_HINT = re.compile(r"[$€£¥₹]|usd|eur|dollar|buck|quid|gbp|pound|chf|franc|cad|aud|yen|jpy|inr|rupee")
_CURRENCY_AFTER = re.compile(
    r"\s?(?:[$€£¥₹]|(?:usd|eur|euros?|dollars?|bucks|quid|gbp|pounds?|chf|francs?|cad|aud|yen|jpy|inr|rupees?)\b)"
)
_PHONE = re.compile(r"(?<![\w+])(\+?\(?\d[\d ().-]{5,22}\d)(?![\w])")
_CODE_AFTER = re.compile(r" \d+(?!am\b|pm\b)[a-z]")
"""Digits and letters right after a phone's digits: they are a code's, written in groups ("... 0932 6gb")."""
_DASH = re.compile(r" - ")
"""A dash between words, which no phone number is written with: "QY-40317 - 12 tonnes" holds no phone number."""
ID_WORDS = frozenset(
    [
        "order",
        "booking",
        "reservation",
        "confirmation",
        "reference",
        "ref",
        "ticket",
        "case",
        "account",
        "acct",
        "invoice",
        "tracking",
        "customer",
        "member",
        "membership",
        "policy",
        "claim",
        "flight",
        "loyalty",
        "serial",
        "transaction",
        "pnr",
        "receipt",
        "voucher",
        "coupon",
        "promo",
        "locator",
    ]
)
_ID_KEYWORD = re.compile(
    rf"\b(?:{'|'.join(sorted(ID_WORDS))})\b(?:\s+(?:number|no\.?|num|id|code))?\s*(?:is|was|:|=|#)?\s*#?"
    r"([a-z0-9][a-z0-9-]{2,})\b"
)
_TOKEN = re.compile(r"#?(?=[A-Za-z0-9_/-]*\d)[A-Za-z0-9]+(?:[-_/][A-Za-z0-9]+)*")  # tokens holding a digit
_NOT_ID = re.compile(
    r"\d+(?:st|nd|rd|th)"  # ordinals
    r"|\d{1,2}(?:am|pm)"  # times
    r"|\d{1,2}(?:am|pm)?-\d{1,2}(?:am|pm)"  # time ranges (8-10am)
    r"|\d{1,2}(?:st|nd|rd|th)?-\d{1,2}(?:st|nd|rd|th)"  # ranges of days (8th-12th)
    r"|\d{1,2}-\d{1,2}"  # ranges of hours, ages or days (14-16, 18-20)
    r"|\d+ish"  # about a number (80ish)
    r"|\d+-(?:day|week|month|year|hour|minute|night)s?"  # durations (90-day)
    r"|\d+(?:\.\d+)?(?:k|m|b|x|p|kg|g|mg|ml|l|gb|mb|tb|kb|km|cm|mm|h|hr|hrs|min|mins|s|sec|secs|in|ft|lb|lbs|oz"
    r"|mph|kmh|hz|ghz|mhz|w|kw|kwh|v|mah|yo|yrs|d|days|nights|pcs)"  # units and quantities
    r"|v?\d+(?:[._]\d+)+"  # versions
    r"|[a-z]\d|\d[a-z]"  # two-character codes (4k, a4, 5g)
    r"|mp3|mp4|b2b|b2c|p2p|h2o|2fa|co2|covid-19|24/7|i18n|a11y|k8s|w2|w-2|1099",
    re.IGNORECASE,
)
_NUMBER_THEN_CAPITAL = re.compile(r"\d[A-Za-z]?,? [A-Z]")
_MEASURE = re.compile(r"\d{1,3}-[a-z]{4,}(?:-[a-z]+)*")
"""A count and a word in lower case, as written: a measure ("a 10-session package", "2-bedroom"), not an
identifier (those are written in capitals: ``10-ABCD``)."""
_NOT_ID_LOW = re.compile(_NOT_ID.pattern)  # the same, for lower-cased text (IGNORECASE is slow)
_ANY_LETTER = re.compile(r"[a-z]")
_ID_WORD = re.compile(rf"(?<![a-z0-9])(?:{'|'.join(sorted(ID_WORDS, key=len, reverse=True))})(?![a-z0-9])")
_DIGITS = re.compile(r"\d+")
_SEVEN_DIGITS = re.compile(r"\d(?:\D*\d){6}")
_SEPARATOR = re.compile(r"[ ().-]")
_DIGITS_DOTS = re.compile(r"[\d.]+")
_DOTTED = re.compile(r"\d\.\d{1,2}\.\d")
_WORD = re.compile(r"[a-z0-9]+")
_NON_ALNUM = re.compile(r"[^0-9a-z]+")
_ANY_DIGIT = re.compile(r"\d")
_CAPS = re.compile(r"[A-Z]{5}")
_CLOCK = re.compile(r"\b\d{1,2}:\d{2}(?::\d{2})?\b")


class Specific(NamedTuple):
    """One specific found in a text.

    Attributes:
        kind: ``email``, ``address``, ``phone``, ``date``, ``amount`` or ``id``.
        text: As written.
        keys: Its normalised forms (any one of them known grounds it).
    """

    kind: str
    text: str
    keys: tuple[str, ...]


def long_digits(specific: Specific) -> str | None:
    """The digits of a phone number, or of an identifier that is a number of 7 digits or more."""
    key = specific.keys[0].partition(":")[2] if specific.keys else ""
    if specific.kind in ("phone", "id") and len(key) >= 7 and key.isdigit():
        return key
    return None


def tails(a: str, b: str) -> bool:
    """Whether two digit runs are the same number written with and without its country code: one ends with the
    other (``4155550134`` and ``14155550134``), also once a national number's trunk ``0`` is dropped
    (``07700900123``, the UK way of writing ``+44 7700 900123``), when 7 digits or more are left to compare."""
    if a.endswith(b) or b.endswith(a):
        return True
    national_a = a[:1] == "0" and a[1:2] != "0"  # one 0, not the international 00
    if national_a == (b[:1] == "0" and b[1:2] != "0"):
        return False  # both national numbers (compared as they are), or neither
    if national_a:
        a = a[1:]
    else:
        b = b[1:]
    return min(len(a), len(b)) >= 7 and (a.endswith(b) or b.endswith(a))


_PREFIXED = re.compile(r"([a-z]{0,3})(\d{3,})")


def digits_core(specific: Specific) -> str | None:
    """The digits of an identifier made of a short letter prefix and a number (``E-82356`` -> ``82356``),
    which a user quoting it without the prefix still means."""
    if specific.kind != "id":
        return None
    match = _PREFIXED.fullmatch(specific.keys[0][3:])
    return match[2] if match else None


def dated(specific: Specific) -> bool:
    """Whether a date was written with its year (its keys then hold ``date:<month>-<day>@<year>`` too)."""
    return any("@" in key for key in specific.keys)


def same(a: Specific, b: Specific) -> bool:
    """Whether two specifics are the same one written two ways: a shared key (two dates the same day of the
    same month, unless both give a year and the years differ), the same phone digits with or without a country
    code (``+1 555 010 2020`` and ``5550102020``), or the same number with or without a short prefix (``E-82356``
    and ``82356``)."""
    shared = set(a.keys) & set(b.keys)
    if shared and (not (dated(a) and dated(b)) or any("@" in key for key in shared)):
        return True
    da, db = long_digits(a), long_digits(b)
    if da is not None and db is not None and tails(da, db):
        return True
    ca, cb = digits_core(a), digits_core(b)
    return ca is not None and ca == cb


def number_key(text: str) -> str | None:
    """A number written with or without thousands separators and decimals as one canonical string
    (``"1,250.00"`` -> ``"1250"``), or None when it is not a number."""
    if text.isdigit():
        return text.lstrip("0") or "0"
    whole, dot, fraction = text.partition(".")
    if dot and whole.isdigit() and fraction.isdigit():  # 741.20 -> 741.2, 120.00 -> 120, without Decimal
        fraction = fraction.rstrip("0")
        whole = whole.lstrip("0") or "0"
        return f"{whole}.{fraction}" if fraction else whole
    try:
        value = Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None
    if not value.is_finite():
        return None
    normal = value.normalize()
    return format(normal, "f") if normal == normal.to_integral() else str(normal)


def _alnum(text: str) -> str:
    return _NON_ALNUM.sub("", text.lower())


@functools.lru_cache(maxsize=8192)
def normal_words(text: str) -> str:
    """``text`` lower-cased, every run of other characters than letters and digits one space, padded with a
    space at both ends (so ``" a-1042 "`` is found as a whole word in ``" order a 1042 shipped "``)."""
    return " " + " ".join(_WORD.findall(text.lower())) + " "


def _date_keys(month: int, day: int, year: str | None = None) -> tuple[str, ...]:
    """``date:<month>-<day>`` (and ``date:<month>-<day>@<year>`` when the year is written: a year in two figures
    as both centuries, ``80`` as 1980 and 2080, a birth year and a booking year alike), or none for a day no
    month has."""
    if 1 <= month <= 12 and 1 <= day <= 31:
        key = f"date:{month}-{day}"
        if not year:
            return (key,)
        if len(year) == 2:
            return (key, f"{key}@19{year}", f"{key}@20{year}")
        return (key, f"{key}@{year}")
    return ()


def _year(text: str | None) -> str | None:
    """A date's written year, in two figures or four, or None."""
    if text is None or len(text) not in (2, 4) or not text.isdigit():
        return None
    return text


def month_number(name: str) -> int:
    """The number of the month ``name`` names ("March", "mar", "Sept": its first three letters)."""
    return _MONTHS[name[:3].lower()]


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def _is_year(digits: str) -> bool:
    return len(digits) == 4 and 1900 <= int(digits) <= 2099


@functools.lru_cache(maxsize=8192)
def specifics(text: str) -> tuple[Specific, ...]:
    """The specifics of ``text``, in the order they are found (emails, dates, amounts, phone numbers, then
    identifiers; a span taken by one kind is not read again as another). Remembered for the texts seen last
    (a scenario's facts are read at every turn)."""
    return _specifics(text, ids=True)


def specifics_but_ids(text: str) -> tuple[Specific, ...]:
    """The specifics of ``text`` but identifiers: its emails, addresses, dates, amounts and phone numbers."""
    return _specifics(text, ids=False)


def _specifics(text: str, *, ids: bool) -> tuple[Specific, ...]:
    low = text.lower()
    if len(low) != len(text):  # a character whose lower case is longer: read the lower-cased text throughout
        text = low
    if not _ANY_DIGIT.search(text) and "@" not in text and not (ids and _CAPS.search(text)):
        return ()  # no digit, no email, no code in capitals: nothing to find
    scan = _Scan(text, low)
    for find in _FINDERS if not ids else (*_FINDERS, *_ID_FINDERS):
        find(scan)
    return tuple(scan.found)


class _Scan:
    """A text being read for specifics: what was found so far, and the lower-cased text with every found span
    blanked (``rest``), so that the finders after one do not read its span again."""

    __slots__ = ("found", "rest", "text")

    def __init__(self, text: str, low: str) -> None:
        self.text = text
        self.rest = low
        self.found: list[Specific] = []

    def take(self, kind: str, start: int, end: int, keys: tuple[str, ...]) -> None:
        self.found.append(Specific(kind, self.text[start:end], keys))
        self.rest = _blank(self.rest, start, end)


def _skip_clock_times(scan: _Scan) -> None:
    """Blank the clock times (``14:00``, ``8:30:15``), which are no specific, so that no identifier is read in
    them (``00-16`` in ``14:00-16:00``)."""
    if ":" in scan.rest:
        scan.rest = _CLOCK.sub(lambda match: " " * len(match[0]), scan.rest)


def _find_emails(scan: _Scan) -> None:
    if "@" in scan.rest:
        for match in _EMAIL.finditer(scan.rest):
            scan.take("email", *match.span(), (f"email:{match[0]}",))


def _find_iso_dates(scan: _Scan) -> None:
    if "-" in scan.rest:
        for match in _ISO_DATE.finditer(scan.rest):
            scan.take("date", *match.span(), _date_keys(int(match[2]), int(match[3]), match[1]))


def _find_named_dates(scan: _Scan) -> None:
    if _MONTH_HINT.search(scan.rest):
        for match in _NAMED_DATE.finditer(scan.rest):
            year = _year(match[0][-4:])  # "may 3, 2024"
            month = month_number(match[1] or match[4])
            keys = _date_keys(month, int(match[2] or match[3]), year)
            if not keys:
                continue
            scan.take("date", *match.span(), keys)
            # the other end of a range of days: "3 to 10 august", "aug 3-10"
            if match[1]:
                other = _RANGE_END.match(scan.rest, match.end())
            else:
                other = _RANGE_START.search(scan.rest, max(0, match.start() - 20), match.start())
                listed = _LIST_START.search(scan.rest, max(0, match.start() - 40), match.start())
                for day in _DAY.finditer(scan.rest, *listed.span(1)) if other is None and listed else ():
                    if keys := _date_keys(month, int(day[0]), year):  # "18, 19 or 20 september"
                        scan.take("date", *day.span(), keys)
            if other is not None and (keys := _date_keys(month, int(other[1]), year)):
                scan.take("date", *other.span(1), keys)


def _find_weekday_days(scan: _Scan) -> None:
    if _WEEKDAY_DAY.search(scan.rest):
        for match in _WEEKDAY_DAY.finditer(scan.rest):
            months = _MONTH_NAME.findall(scan.text, 0, match.start())
            keys = _date_keys(month_number(months[-1]), int(match[1])) if months else ()
            if keys:  # "Sunday 15th" in "Weekend mornings in September: ... Sunday 15th"
                scan.take("date", *match.span(1), keys)


def _find_amounts(scan: _Scan) -> None:
    if _CURRENCY_HINT.search(scan.rest):
        for match in _NUMBER_AT.finditer(scan.rest):
            # the span in the text as blanked so far (without the amounts taken before this one)
            span = _amount_span(scan.rest, match)
            key = number_key(match[0]) if span is not None else None
            if span is not None and key is not None:
                scan.take("amount", *span, (f"num:{key}",))


def _find_pence(scan: _Scan) -> None:
    if "p" in scan.rest:
        for match in _PENCE.finditer(scan.rest):
            scan.take("amount", *match.span(), (f"num:{number_key('0.' + match[1].zfill(2))}",))


def _find_day_ranges(scan: _Scan) -> None:
    if "." in scan.rest:
        for match in _DAY_RANGE.finditer(scan.rest):
            first = _date_keys(int(match[2]), int(match[1]))
            last = _date_keys(int(match[4]), int(match[3]))
            if first and last:  # "20.07-10.08": the 20th of July to the 10th of August
                scan.take("date", match.start(1), match.end(2), first)
                scan.take("date", match.start(3), match.end(4), last)


def _find_slash_dates(scan: _Scan) -> None:
    if "/" in scan.rest or _DOTTED.search(scan.rest):
        for match in _SLASH_DATE.finditer(scan.rest):
            first, second = int(match[1]), int(match[2])
            year = _year(match[3])
            keys = (*_date_keys(first, second, year), *_date_keys(second, first, year))
            if keys and (match[3] or "/" in match[0]) and match[0] != "24/7":
                scan.take("date", *match.span(), keys)


_GROUPED_S10 = re.compile(r"(?<!\w)[a-z]{2}[ -]?(?:\d[ -]?){8}\d[ -]?[a-z]{2}(?!\w)")
"""A postal tracking number of the UPU S10 form (2 letters, 9 digits, 2 letters) written in groups:
``RM 4471 0932 6GB`` is ``RM447109326GB``, not a phone number."""


def _find_phones(scan: _Scan) -> None:
    """Phone numbers; and, where one would start, a postal tracking number written in groups around it
    (`_GROUPED_S10`), taken as an identifier; none in a code written in groups (`_CODE_AFTER`)."""
    if _SEVEN_DIGITS.search(scan.rest):  # a phone number has 7 digits or more
        for match in _PHONE.finditer(scan.rest):
            start, end = match.span(1)
            rest = scan.rest
            tracking = _GROUPED_S10.match(rest, max(0, start - 3)) or _GROUPED_S10.match(rest, start - 2)
            if tracking is not None:
                scan.take("id", *tracking.span(), _id_keys(tracking[0]))
                continue
            if _CODE_AFTER.match(rest, end):
                continue
            for part in _DASH.split(match[1]) if " - " in match[1] else (match[1],):
                _take_phone(scan, part, start)
                start += len(part) + 3


def _take_phone(scan: _Scan, text: str, start: int) -> None:
    """Take ``text`` (at ``start``) as a phone number when it is one: 7 to 15 digits, written with separators."""
    # "+44 (0)20 7946 0958": the bracketed trunk 0 is not dialled after the country code
    digits = "".join(_DIGITS.findall(text.replace("(0)", "")))
    separated = _SEPARATOR.search(text) is not None
    if 7 <= len(digits) <= 15 and separated and not _DIGITS_DOTS.fullmatch(text):
        scan.take("phone", start, start + len(text), (f"phone:{digits}",))


def _find_keyword_ids(scan: _Scan) -> None:
    if _ID_WORD.search(scan.rest):
        for match in _ID_KEYWORD.finditer(scan.rest):
            code = scan.text[match.start(1) : match.end(1)]
            coded = any(ch.isdigit() for ch in code) or (code.isupper() and len(code) >= 5)
            if coded and not _NOT_ID.fullmatch(code):
                scan.take("id", *match.span(1), _id_keys(code))


def _find_token_ids(scan: _Scan) -> None:
    for match in _TOKEN.finditer(scan.rest):
        token = match[0]
        bare = token.lstrip("#")
        if _is_id(bare, hashed=token[0] == "#") and not _MEASURE.fullmatch(scan.text, *match.span()):
            # the token's letters and digits (see _id_keys): it holds no other characters than - _ /
            key = bare.replace("-", "").replace("_", "").replace("/", "")
            scan.found.append(Specific("id", scan.text[match.start() : match.end()], (f"id:{key}",)))


def _find_addresses(scan: _Scan) -> None:
    """Street addresses (`ADDRESS`: "14 Headingley Mount", "88 Winthrop Rd"), keyed by `address_key`."""
    if _NUMBER_THEN_CAPITAL.search(scan.text) is None:
        return  # no house number before a capitalised word: no address
    for match in ADDRESS.finditer(scan.text):
        start, end = match.span()
        if scan.rest[start:end] == scan.text[start:end].lower():  # not read by an earlier finder
            scan.take("address", start, end, (address_key(match),))


_FINDERS = (
    _find_emails,
    _find_addresses,
    _find_iso_dates,
    _find_named_dates,
    _find_weekday_days,
    _find_amounts,
    _find_pence,
    _find_day_ranges,
    _find_slash_dates,
    _find_phones,
)
"""What a text's specifics are found by, in order: each blanks what it takes, so a later one never reads it."""
_ID_FINDERS = (_skip_clock_times, _find_keyword_ids, _find_token_ids)
"""The finders of identifiers, after the others, when identifiers are read too."""


def _amount_span(rest: str, match: re.Match[str]) -> tuple[int, int] | None:
    """The span of the amount a number belongs to (with its currency sign, code or word), or None when the
    number has no currency next to it."""
    start, end = match.span()
    before = _CURRENCY_BEFORE.search(rest, max(0, start - 5), start)
    if before is not None:
        return before.start(), end
    if start and (rest[start - 1].isalnum() or rest[start - 1] in ".,"):
        return None
    after = _CURRENCY_AFTER.match(rest, end)
    return (start, after.end()) if after is not None else None


def _is_id(token: str, *, hashed: bool) -> bool:
    """Whether a token of the lower-cased text (letters, digits, ``-``, ``_``, ``/``) is an identifier."""
    if not _ANY_DIGIT.search(token) or _NOT_ID_LOW.fullmatch(token):
        return False
    if _ANY_LETTER.search(token):
        return len(token) >= 3
    run = token.replace("-", "").replace("_", "").replace("/", "")
    if hashed:
        return len(run) >= 2
    return len(run) >= 4 and not _is_year(run)


def _id_keys(code: str) -> tuple[str, ...]:
    """An identifier's normal form: its letters and digits, lower case (``A-1042`` -> ``a1042``)."""
    return (f"id:{_alnum(code)}",)
