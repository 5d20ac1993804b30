"""Specifics in text: identifiers, emails, phone numbers, amounts and dates, and where they are known from.

A simulated user that states a specific (an order number, an email, a phone number, an amount, a date) must have
got it from somewhere: the scenario, the agent's messages, a tool result, or its own earlier turns. This module
finds the specifics of a user turn (:func:`specifics`) and indexes what the sources say (:class:`Knowledge`), in
normalised forms, so that ``A-1042``, ``a1042`` and ``#A-1042`` are the same identifier, ``$120``, ``120.00 EUR``
and ``"amount": 120`` the same amount, ``2024-05-03`` and ``May 3rd`` the same date, ``+1 (555) 010-2020`` and
``555-010-2020`` the same phone number.

What counts as a specific (the rest of a message is not checked):

* ``email``: ``name@domain.tld``;
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

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

__all__ = ["Knowledge", "Specific", "normal_words", "number_key", "specifics"]

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
_ISO_DATE = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][0-9:.]+Z?)?\b")
_SLASH_DATE = re.compile(r"(?<![\d/])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?(?![\d/])")
_NAMED_DATE = re.compile(
    rf"\b{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}})?"
    rf"|\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\b(?:,?\s+\d{{4}})?",
    re.IGNORECASE,
)
_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_CURRENCY_BEFORE = r"[$€£¥₹]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|JPY|INR)\b"
_CURRENCY_AFTER = (
    r"[$€£¥₹]|(?:usd|eur|euros?|dollars?|bucks|gbp|pounds?|chf|francs?|cad|aud|yen|jpy|inr|rupees?)\b"
)
_AMOUNT = re.compile(
    rf"(?:{_CURRENCY_BEFORE})\s?({_NUMBER})|(?<![\w.,])({_NUMBER})\s?(?:{_CURRENCY_AFTER})", re.IGNORECASE
)
_PHONE = re.compile(r"(?<![\w+])(\+?\(?\d[\d ().-]{5,22}\d)(?![\w])")
_ID_KEYWORD = re.compile(
    r"\b(?:order|booking|reservation|confirmation|reference|ref|ticket|case|account|acct|invoice|tracking"
    r"|customer|member(?:ship)?|policy|claim|flight|loyalty|serial|transaction|pnr|receipt|voucher|coupon"
    r"|promo|locator)\b(?:\s+(?:number|no\.?|num|id|code))?\s*(?:is|was|:|=|#)?\s*#?([A-Z0-9][A-Z0-9-]{2,})\b",
    re.IGNORECASE,
)
_TOKEN = re.compile(r"#?[A-Za-z0-9]+(?:[-_/][A-Za-z0-9]+)*")
_NOT_ID = re.compile(
    r"\d+(?:st|nd|rd|th)"  # ordinals
    r"|\d{1,2}(?:am|pm)"  # times
    r"|\d+(?:\.\d+)?(?:k|m|b|x|p|kg|g|mg|ml|l|gb|mb|tb|kb|km|cm|mm|h|hr|hrs|min|mins|s|sec|secs|in|ft|lb|lbs|oz"
    r"|mph|kmh|hz|ghz|mhz|w|kw|kwh|v|mah|yo|yrs|d|days|nights|pcs)"  # units and quantities
    r"|v?\d+(?:[._]\d+)+"  # versions
    r"|[a-z]\d|\d[a-z]"  # two-character codes (4k, a4, 5g)
    r"|mp3|mp4|b2b|b2c|p2p|h2o|2fa|co2|covid-19|24/7|i18n|a11y|k8s|w2|w-2|1099",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"\d+")
_WORD = re.compile(r"[a-z0-9]+")
_TOKENS = re.compile(r"[A-Za-z0-9]+(?:[-_/.:][A-Za-z0-9]+)*")


@dataclass(frozen=True)
class Specific:
    """One specific found in a text.

    Attributes:
        kind: ``email``, ``phone``, ``date``, ``amount`` or ``id``.
        text: As written.
        keys: Its normalised forms (any one of them known grounds it).
    """

    kind: str
    text: str
    keys: tuple[str, ...]


def number_key(text: str) -> str | None:
    """A number written with or without thousands separators and decimals as one canonical string
    (``"1,250.00"`` -> ``"1250"``), or None when it is not a number."""
    try:
        value = Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None
    if not value.is_finite():
        return None
    normal = value.normalize()
    return format(normal, "f") if normal == normal.to_integral() else str(normal)


def _alnum(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def normal_words(text: str) -> str:
    """``text`` lower-cased, every run of other characters than letters and digits one space, padded with a
    space at both ends (so ``" a-1042 "`` is found as a whole word in ``" order a 1042 shipped "``)."""
    return " " + " ".join(_WORD.findall(text.lower())) + " "


def _date_keys(month: int, day: int) -> tuple[str, ...]:
    if 1 <= month <= 12 and 1 <= day <= 31:
        return (f"date:{month}-{day}",)
    return ()


def _month(name: str) -> int:
    return _MONTHS[name[:3].lower()]


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def _is_year(digits: str) -> bool:
    return len(digits) == 4 and 1900 <= int(digits) <= 2099


def specifics(text: str) -> list[Specific]:
    """The specifics of ``text``, each once, in the order they are found (emails, dates, amounts, phone
    numbers, then identifiers; a span taken by one kind is not read again as another)."""
    found: list[Specific] = []
    rest = text
    for match in _EMAIL.finditer(text):
        found.append(Specific("email", match[0], (f"email:{match[0].lower()}",)))
        rest = _blank(rest, match.start(), match.end())
    for match in _ISO_DATE.finditer(rest):
        found.append(Specific("date", match[0], _date_keys(int(match[2]), int(match[3]))))
        rest = _blank(rest, match.start(), match.end())
    for match in _NAMED_DATE.finditer(rest):
        if match[1]:
            keys = _date_keys(_month(match[1]), int(match[2]))
        else:
            keys = _date_keys(_month(match[4]), int(match[3]))
        if keys:
            found.append(Specific("date", match[0], keys))
            rest = _blank(rest, match.start(), match.end())
    for match in _AMOUNT.finditer(rest):
        key = number_key(match[1] or match[2])
        if key is not None:
            found.append(Specific("amount", match[0].strip(), (f"num:{key}",)))
            rest = _blank(rest, match.start(), match.end())
    for match in _SLASH_DATE.finditer(rest):
        first, second = int(match[1]), int(match[2])
        keys = (*_date_keys(first, second), *_date_keys(second, first))
        if keys and (match[3] or "/" in match[0]) and match[0] != "24/7":
            found.append(Specific("date", match[0], keys))
            rest = _blank(rest, match.start(), match.end())
    for match in _PHONE.finditer(rest):
        digits = "".join(_DIGITS.findall(match[1]))
        separated = any(ch in match[1] for ch in " ().-")
        if 7 <= len(digits) <= 15 and separated and not re.fullmatch(r"[\d.]+", match[1]):
            found.append(Specific("phone", match[1], (f"phone:{digits}",)))
            rest = _blank(rest, match.start(1), match.end(1))
    for match in _ID_KEYWORD.finditer(rest):
        code = match[1]
        coded = any(ch.isdigit() for ch in code) or (code.isupper() and len(code) >= 5)
        if coded and not _NOT_ID.fullmatch(code):
            found.append(Specific("id", code, _id_keys(code)))
            rest = _blank(rest, match.start(1), match.end(1))
    for match in _TOKEN.finditer(rest):
        token = match[0]
        bare = token.lstrip("#")
        if _is_id(bare, hashed=token.startswith("#")):
            found.append(Specific("id", token, _id_keys(bare)))
    return found


def _is_id(token: str, *, hashed: bool) -> bool:
    if _NOT_ID.fullmatch(token):
        return False
    digits = sum(ch.isdigit() for ch in token)
    if not digits:
        return False
    letters = sum(ch.isalpha() for ch in token)
    if letters:
        return len(token) >= 3
    run = token.replace("-", "").replace("_", "").replace("/", "")
    if hashed:
        return len(run) >= 2
    return len(run) >= 4 and not _is_year(run)


def _id_keys(code: str) -> tuple[str, ...]:
    """An identifier's normal form: its letters and digits, lower case (``A-1042`` -> ``a1042``)."""
    return (f"id:{_alnum(code)}",)


@dataclass
class Knowledge:
    """What some texts make known: every normalised form a specific of theirs can take.

    ``add(text)`` indexes a text; ``knows(specific)`` says whether any of the specific's keys is known. A text
    is indexed for every reading at once: each token as an identifier (and its digit runs), each number as
    an amount, each date, email and phone number.
    """

    keys: set[str] = field(default_factory=set)
    digit_runs: set[str] = field(default_factory=set)

    def add(self, text: str) -> Knowledge:
        """Index ``text`` (returns self)."""
        return self.update(known_keys(text))

    def update(self, keys: Iterable[str]) -> Knowledge:
        """Add keys indexed elsewhere (see :func:`known_keys`; returns self)."""
        for key in keys:
            if key not in self.keys:
                self.keys.add(key)
                if key.startswith(("phone:", "id:")):
                    digits = key.partition(":")[2]
                    if len(digits) >= 7 and digits.isdigit():
                        self.digit_runs.add(digits)
        return self

    def knows(self, specific: Specific) -> bool:
        """Whether ``specific`` occurs in what was indexed: one of its keys, or for a phone number the same
        digits however written (``555-010-2020`` is the tail of ``+1 555 010 2020`` and of ``5550102020``);
        an identifier that is a plain number is also known as an amount."""
        if any(key in self.keys for key in specific.keys):
            return True
        if specific.kind == "phone":
            digits = specific.keys[0][6:]
            return any(run.endswith(digits) or digits.endswith(run) for run in self.digit_runs)
        if specific.kind == "id":
            digits = specific.keys[0][3:]
            return digits.isdigit() and f"num:{digits}" in self.keys
        return False


def known_keys(text: str) -> frozenset[str]:
    """Every key under which ``text`` makes a specific known (see :class:`Knowledge`)."""
    keys: set[str] = set()
    for item in specifics(text):
        keys.update(item.keys)
    for match in _TOKENS.finditer(text):
        token = match[0]
        keys.add(f"id:{_alnum(token)}")
        for part in re.split(r"[-_/.:]", token):
            if part:
                keys.add(f"id:{part.lower()}")
        for run in _DIGITS.findall(token):
            keys.add(f"id:{run}")
    for match in re.finditer(_NUMBER, text):
        key = number_key(match[0])
        if key is not None:
            keys.add(f"num:{key}")
    return frozenset(keys)
