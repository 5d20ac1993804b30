"""A straightforward reference implementation of the fidelity guards, the oracle of
``tests/test_fidelity_equivalence.py``.

It says what the guards mean, written the plain way: every turn's context is rebuilt from the scenario and every
earlier message; every text is scanned in full, kind after kind, with no screening search and no index kept between
turns (the two caches, each a function of one text alone and kept by the text: its scan, and what it makes known;
they change no result and only spare the tests repeating them); every guard runs on every checked turn. The package's guards
(``langchain_trajectory/simulation/fidelity``) must give exactly the same violations (guard, turn, evidence,
message) on any conversation, however they are made fast. The regular expressions are the guards' definitions and
are written out here again on purpose: a change to what a guard means has to be made in both places.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from decimal import Decimal, InvalidOperation
from typing import Any, NamedTuple

from langchain_trajectory.matching.expectations import Expectation, ExpectedCall
from langchain_trajectory.simulation import Scenario, scenario_of
from langchain_trajectory.simulation.fidelity import GuardOptions, is_write
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory, compact_json

# -- specifics ---------------------------------------------------------------------------------------------------

MONTHS = {
    m: i
    for i, m in enumerate(
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1
    )
}
MONTH_NAMES = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MONTH = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
ISO_DATE = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt ][0-9:.]+[Zz]?)?\b")  # lower-cased "t" too
SLASH_DATE = re.compile(r"(?<![\d/])(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?(?![\d/])")
NAMED_DATE = re.compile(
    rf"\b{MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}})?"
    rf"|\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH}\b(?:,?\s+\d{{4}})?"
)
NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")
CURRENCY_BEFORE = re.compile(r"(?:[$€£¥₹]|(?<![a-z0-9])(?:usd|eur|gbp|chf|cad|aud|jpy|inr))\s?$")
CURRENCY_AFTER = re.compile(
    r"\s?(?:[$€£¥₹]|(?:usd|eur|euros?|dollars?|bucks|quid|gbp|pounds?|chf|francs?|cad|aud|yen|jpy|inr|rupees?)\b)"
)
PHONE = re.compile(r"(?<![\w+])(\+?\(?\d[\d ().-]{5,22}\d)(?![\w])")
ID_WORDS = [
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
ID_KEYWORD = re.compile(
    rf"\b(?:{'|'.join(sorted(ID_WORDS))})\b(?:\s+(?:number|no\.?|num|id|code))?\s*(?:is|was|:|=|#)?\s*#?"
    r"([a-z0-9][a-z0-9-]{2,})\b"
)
TOKEN = re.compile(r"#?(?=[A-Za-z0-9_/-]*\d)[A-Za-z0-9]+(?:[-_/][A-Za-z0-9]+)*")
NOT_ID = re.compile(
    r"\d+(?:st|nd|rd|th)"
    r"|\d{1,2}(?:am|pm)"
    r"|\d{1,2}(?:am|pm)?-\d{1,2}(?:am|pm)"
    r"|\d{1,2}(?:st|nd|rd|th)?-\d{1,2}(?:st|nd|rd|th)"  # ranges of days (8th-12th)
    r"|\d{1,2}-\d{1,2}"  # two numbers of one or two figures: a range (14-16), not an identifier
    r"|\d+ish"  # an approximate number
    r"|\d+-(?:day|week|month|year|hour|minute|night)s?"
    r"|\d+(?:\.\d+)?(?:k|m|b|x|p|kg|g|mg|ml|l|gb|mb|tb|kb|km|cm|mm|h|hr|hrs|min|mins|s|sec|secs|in|ft|lb|lbs|oz"
    r"|mph|kmh|hz|ghz|mhz|w|kw|kwh|v|mah|yo|yrs|d|days|nights|pcs)"
    r"|v?\d+(?:[._]\d+)+"
    r"|[a-z]\d|\d[a-z]"
    r"|mp3|mp4|b2b|b2c|p2p|h2o|2fa|co2|covid-19|24/7|i18n|a11y|k8s|w2|w-2|1099",
    re.IGNORECASE,
)


class Spec(NamedTuple):
    kind: str
    text: str
    keys: tuple[str, ...]


def number_key(text: str) -> str | None:
    try:
        value = Decimal(text.replace(",", ""))
    except InvalidOperation:
        return None
    if not value.is_finite():
        return None
    normal = value.normalize()
    return format(normal, "f") if normal == normal.to_integral() else str(normal)


def date_keys(month: int, day: int, year: str | None = None) -> tuple[str, ...]:
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return ()
    if year is not None and len(year) == 2 and year.isdigit():  # both centuries
        return (f"date:{month}-{day}", f"date:{month}-{day}@19{year}", f"date:{month}-{day}@20{year}")
    if year is not None and (len(year) != 4 or not year.isdigit()):
        year = None
    return (f"date:{month}-{day}", f"date:{month}-{day}@{year}") if year else (f"date:{month}-{day}",)


def id_form(text: str) -> str:
    return " ".join(re.findall(r"[a-z]+|\d+", text.lower()))


def id_keys(code: str) -> tuple[str, ...]:
    return (f"id:{re.sub(r'[^0-9a-z]+', '', code.lower())}",)


def is_id(token: str, hashed: bool) -> bool:
    if NOT_ID.fullmatch(token):
        return False
    if not any(ch.isdigit() for ch in token):
        return False
    if any(ch.isalpha() for ch in token):
        return len(token) >= 3
    run = token.replace("-", "").replace("_", "").replace("/", "")
    if hashed:
        return len(run) >= 2
    return len(run) >= 4 and not (len(run) == 4 and 1900 <= int(run) <= 2099)


STREETS = [(w, w) for w in ["street", "road", "lane", "avenue", "close", "mount", "drive", "way", "court", "place", "crescent", "terrace"]]
STREETS += [(w, w) for w in ["gardens", "grove", "hill", "row", "square", "walk", "mews", "boulevard", "parade", "rise", "green", "wharf", "park"]]
STREETS += [("quay", "quay"), ("circle", "circle"), ("highway", "highway"), ("st", "street"), ("rd", "road")]
STREETS += [(w, w) for w in ["view", "vale", "heights", "meadows", "fields"]]
STREETS += [("ln", "lane"), ("ave", "avenue"), ("cl", "close"), ("mt", "mount"), ("dr", "drive"), ("ct", "court")]
STREETS += [("pl", "place"), ("cres", "crescent"), ("terr", "terrace"), ("gdns", "gardens"), ("sq", "square")]
STREETS += [("blvd", "boulevard"), ("hwy", "highway")]


def scan(text: str, ids: bool = True) -> list[Spec]:
    """Every specific of ``text``: each kind in turn over what earlier kinds left (their spans blanked). A text's
    specifics depend on nothing else, and the checks read the same texts many times: each is worked out once
    (`_scan`) and kept."""
    return list(_scanned(text, ids))


@functools.lru_cache(maxsize=1 << 16)
def _scanned(text: str, ids: bool) -> tuple[Spec, ...]:
    return tuple(_scan(text, ids))


def _scan(text: str, ids: bool) -> list[Spec]:
    low = text.lower()
    if len(low) != len(text):
        text = low
    found: list[Spec] = []
    rest = low

    def take(kind: str, start: int, end: int, keys: tuple[str, ...]) -> None:
        nonlocal rest
        found.append(Spec(kind, text[start:end], keys))
        rest = rest[:start] + " " * (end - start) + rest[end:]

    for m in list(EMAIL.finditer(rest)):
        take("email", *m.span(), (f"email:{m[0]}",))
    # a street address, on the text as written: a house number (and a letter), an optional comma, one to three
    # words starting with a capital (an optional dot after each), a street word in title case or capitals
    streets = dict(STREETS)
    forms = "|".join(f for w in sorted(streets, key=len, reverse=True) for f in (w.title(), w.upper()))
    # not the end of a code: no letter, digit, underscore or hyphen right before the house number
    for m in list(re.finditer(rf"(?<![\w-])(\d{{1,4}}[A-Za-z]?),? ((?:[A-Z][A-Za-z']*\.? ){{1,3}})({forms})\b", text)):
        if rest[m.start() : m.end()] != text[m.start() : m.end()].lower():
            continue
        points = {"n": "north", "s": "south", "e": "east", "w": "west", "ne": "northeast", "nw": "northwest"}
        points |= {"se": "southeast", "sw": "southwest"}
        named = [points.get(w, w) for w in m[2].lower().replace(".", "").split()]
        take("address", *m.span(), (f"addr:{m[1].lower()} {' '.join(named)} {streets[m[3].lower()]}",))
    for m in list(ISO_DATE.finditer(rest)):
        take("date", *m.span(), date_keys(int(m[2]), int(m[3]), m[1]))
    for m in list(NAMED_DATE.finditer(rest)):
        year = re.search(r"(\d{4})$", m[0])
        y = year[1] if year else None
        keys = (
            date_keys(MONTHS[m[1][:3]], int(m[2]), y) if m[1] else date_keys(MONTHS[m[4][:3]], int(m[3]), y)
        )
        if not keys:
            continue
        take("date", *m.span(), keys)
        month = MONTHS[(m[1] or m[4])[:3]]
        to = r"\s{0,3}(?:-|–|to|until|till|through|thru)\s{0,3}"
        if m[1]:  # "aug 3-10": a day after, unless a month or a time follows it
            other = re.match(to + r"(\d{1,2})(?:st|nd|rd|th)?\b", rest[m.end() :])
            after = rest[m.end() + other.end() :] if other else ""
            if other and re.match(
                r"[:.]\d|\s*(?:am|pm)\b|\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)",
                after,
            ):
                other = None
            span = (m.end() + other.start(1), m.end() + other.end(1)) if other else None
        else:  # "3 to 10 august": a day before
            other = re.search(r"(?<![\w.,:/])(\d{1,2})(?:st|nd|rd|th)?" + to + "$", rest[: m.start()])
            span = other.span(1) if other else None
            # or days listed before it, up to six, within 40 characters: "18, 19 or 20 september"
            joints = r"(?:, | or | and | & |, or |, and )"
            listed = re.search(
                r"(?<![\w.,:/])((?:\d{1,2}(?:st|nd|rd|th)?" + joints + r"){1,6})$", rest[max(0, m.start() - 40) : m.start()]
            )
            if other is None and listed:
                offset = max(0, m.start() - 40)
                for day in re.finditer(r"\d{1,2}", listed[1]):
                    if keys := date_keys(month, int(day[0]), y):
                        at = offset + listed.start(1) + day.start()
                        take("date", at, at + len(day[0]), keys)
        if other and span and (keys := date_keys(month, int(other[1]), y)):
            take("date", *span, keys)
    weekday = (
        r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?\.?\s+(?:the\s+)?"
        r"(\d{1,2})(?:st|nd|rd|th)\b"
    )
    named = r"\b(January|February|March|April|June|July|August|September|October|November|December"
    named += r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b"
    for m in list(re.finditer(weekday, rest)):  # "Sunday 15th": of the month named last before it (not "May")
        months = re.findall(named, text[: m.start()])
        keys = date_keys(MONTHS[months[-1][:3].lower()], int(m[1])) if months else ()
        if keys:
            take("date", *m.span(1), keys)
    for m in list(NUMBER.finditer(rest)):
        start, end = m.span()
        before = CURRENCY_BEFORE.search(rest, max(0, start - 5), start)
        if before is not None:
            span: tuple[int, int] | None = (before.start(), end)
        elif start and (rest[start - 1].isalnum() or rest[start - 1] in ".,"):
            span = None
        else:
            after = CURRENCY_AFTER.match(rest, end)
            span = (start, after.end()) if after is not None else None
        key = number_key(m[0]) if span is not None else None
        if span is not None and key is not None:
            take("amount", *span, (f"num:{key}",))
    for m in list(re.finditer(r"(?<![\w.,£$€¥₹])(\d{1,2})p\b", rest)):  # pence: "60p" is 0.60
        take("amount", *m.span(), (f"num:{number_key('0.' + m[1].zfill(2))}",))
    for m in list(re.finditer(r"(?<![\d.,])(\d{2})\.(\d{2})\s?[-–]\s?(\d{2})\.(\d{2})(?!\d|[.,]\d)", rest)):
        first, last = date_keys(int(m[2]), int(m[1])), date_keys(int(m[4]), int(m[3]))
        if first and last:  # two days, day.month: "20.07-10.08"
            take("date", m.start(1), m.end(2), first)
            take("date", m.start(3), m.end(4), last)
    for m in list(SLASH_DATE.finditer(rest)):
        a, b = int(m[1]), int(m[2])
        keys = (*date_keys(a, b, m[3]), *date_keys(b, a, m[3]))
        if keys and (m[3] or "/" in m[0]) and m[0] != "24/7":
            take("date", *m.span(), keys)
    for m in list(PHONE.finditer(rest)):
        # an S10 tracking number written in groups, its letters two or three characters before the digits a
        # phone number would start with ("RM 4471 0932 6GB"), is an identifier
        s10 = r"(?<!\w)[a-z]{2}[ -]?(?:\d[ -]?){8}\d[ -]?[a-z]{2}(?!\w)"
        tracking = None
        for back in (3, 2):
            tracking = tracking or re.compile(s10).match(rest, max(0, m.start(1) - back))
        if tracking:
            take("id", *tracking.span(), id_keys(tracking[0]))
            continue
        if re.match(r" \d+[a-z]", rest[m.end() :]) and not re.match(r" \d+[ap]m\b", rest[m.end() :]):
            continue  # digits of a grouped code ("... 0932 6gb"): no phone
        at = m.start(1)
        for piece in m[1].split(" - "):  # a dash between words ("QY-40317 - 12 tonnes") is in no phone number
            digits = "".join(re.findall(r"\d+", piece.replace("(0)", "")))
            separated = any(ch in piece for ch in " ().-")
            if 7 <= len(digits) <= 15 and separated and not re.fullmatch(r"[\d.]+", piece):
                take("phone", at, at + len(piece), (f"phone:{digits}",))
            at += len(piece) + 3
    if not ids:
        return found
    rest = re.sub(r"\b\d{1,2}:\d{2}(?::\d{2})?\b", lambda m: " " * len(m[0]), rest)
    for m in list(ID_KEYWORD.finditer(rest)):
        code = text[m.start(1) : m.end(1)]
        coded = any(ch.isdigit() for ch in code) or (code.isupper() and len(code) >= 5)
        if coded and not NOT_ID.fullmatch(code):
            take("id", *m.span(1), id_keys(code))
    for m in TOKEN.finditer(rest):
        bare = m[0].lstrip("#")
        measure = re.fullmatch(r"\d{1,3}-[a-z]{4,}(?:-[a-z]+)*", text[m.start() : m.end()])  # "10-session", "9-year-old"
        if is_id(bare, hashed=m[0].startswith("#")) and not measure:
            found.append(Spec("id", text[m.start() : m.end()], id_keys(bare)))
    return found


def long_digits(s: Spec) -> str | None:
    key = s.keys[0].partition(":")[2] if s.keys else ""
    return key if s.kind in ("phone", "id") and len(key) >= 7 and key.isdigit() else None


def tails(a: str, b: str) -> bool:
    if a.endswith(b) or b.endswith(a):
        return True

    def national(x: str) -> bool:
        return x.startswith("0") and not x.startswith("00")

    if national(a) == national(b):
        return False
    x, y = (a[1:], b) if national(a) else (a, b[1:])
    return min(len(x), len(y)) >= 7 and (x.endswith(y) or y.endswith(x))


def digits_core(s: Spec) -> str | None:
    if s.kind != "id":
        return None
    m = re.fullmatch(r"([a-z]{0,3})(\d{3,})", s.keys[0][3:])
    return m[2] if m else None


def same(a: Spec, b: Spec) -> bool:
    shared = set(a.keys) & set(b.keys)
    a_year = [k for k in a.keys if "@" in k]
    b_year = [k for k in b.keys if "@" in k]
    if shared and (not a_year or not b_year or set(a_year) & set(b_year)):
        return True
    da, db = long_digits(a), long_digits(b)
    if da is not None and db is not None and tails(da, db):
        return True
    ca, cb = digits_core(a), digits_core(b)
    return ca is not None and ca == cb


def words(text: str) -> str:
    return " " + " ".join(re.findall(r"[a-z0-9]+", text.lower())) + " "


def amount_keys(value: Any) -> set[str]:
    if isinstance(value, bool):
        return set()
    if isinstance(value, int | float):
        key = number_key(repr(value))
        return {f"amt:{key}"} if key is not None else set()
    if isinstance(value, Mapping):
        return set().union(*(amount_keys(v) for v in value.values()))
    if isinstance(value, list | tuple):
        return set().union(*(amount_keys(v) for v in value))
    return set()


class Known:
    """What some texts make known, computed in full from each text's share (`_made_known`, kept per text)."""

    def __init__(self, texts: list[str], extra: set[str]) -> None:
        self.texts = list(texts)
        made = [_made_known(t) for t in texts]
        self.form = "".join(form for form, _, _ in made)
        self.numbers = set().union(*(numbers for _, numbers, _ in made))
        self.rich = set(extra).union(*(rich for _, _, rich in made))
        self.runs = {
            k.partition(":")[2]
            for k in self.rich
            if k.startswith(("phone:", "id:"))
            and len(k.partition(":")[2]) >= 7
            and k.partition(":")[2].isdigit()
        } | set(re.findall(r"\d{7,}", self.form))

    def knows(self, s: Spec) -> bool:
        if s.kind == "id":
            if f" {id_form(s.text.lstrip('#'))} " in self.form:
                return True
            plain = s.keys[0][3:]
            if plain.isdigit() and f"num:{plain}" in self.numbers:
                return True
            if len(plain) >= 5 and re.search(" " + " ?".join(re.escape(c) for c in plain) + " ", self.form):
                return True
        elif s.kind == "amount":
            if s.keys[0] in self.numbers or (s.keys[0].startswith("num:0.") and s.keys[0] in self.rich):
                return True
        elif s.kind == "date" and any("@" in k for k in s.keys):
            # a date with its year: that year's date, or the day written without a year
            if any(k in self.rich for k in s.keys if "@" in k) or any(
                f"{k}@" in self.rich for k in s.keys if "@" not in k
            ):
                return True
            years = [k.split("@")[1] for k in s.keys if "@" in k]
            if any(k in self.rich for k in s.keys if "@" not in k) and any(
                f"num:{y}" in self.numbers for y in years
            ):
                return True
        elif any(k in self.rich for k in s.keys):
            return True
        elif s.kind == "phone" and f" {id_form(s.text)} " in self.form:
            return True  # a phone number written with the digit groups of a known code
        digits = long_digits(s)
        return digits is not None and any(tails(run, digits) for run in self.runs)

    def derived(self, s: Spec, text: str = "", told: str = "") -> bool:
        if s.kind != "amount":
            return False
        value = Decimal(s.keys[0][4:])
        if value <= 0:
            return False
        amounts = {Decimal(key[4:]) for key in self.rich if key.startswith("amt:")} - {value}
        said = re.search(
            r"\b(?:total|all in|altogether|in all|plus|minus|less|after|left|leaves|remaining|remainder|balance"
            r"|owe|difference|sum|combined|together|adds? up|comes? to|works? out|in the end|net"
            r"|(?:more|cheaper|dearer|higher|lower)(?: than)?|so|then|means|if|extra|additional)\b|[+=]",
            text.lower(),
        )
        for known in amounts:
            if known <= 0 or (known < 10 and not (said and known != int(known))):
                continue
            if any(known * k == value for k in range(2, 11)):
                return True
            inverse = known / value
            if known >= 10 and abs(inverse - inverse.to_integral()) < Decimal("0.0001") and 2 <= inverse <= 4:
                return True
        pool = [known for known in amounts if known > 0]
        if len(pool) > 24:
            return False
        for x in pool:
            for y in pool:
                if x != y and (x + y == value or y - x == value) and (said or x != int(x) or y != int(y)):
                    return True
        named = count_words(text)
        for k in named | count_words(told):
            for x in pool:
                if x * k == value or abs(x / k - value) < Decimal("0.005"):
                    return True
        for k in named:
            for j in named:
                for x in pool:
                    for y in pool:
                        if x != y and k * x + j * y == value:
                            return True
        for k in named:  # a count times one amount, less another ($64 twice less $118), or another less it
            for x in pool:
                for y in pool:
                    if x != y and (k * x - y == value or y - k * x == value):
                        return True
        return False


NUMBER_WORDS = [
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
]
NUMBER_WORDS += ["seventeen", "eighteen", "nineteen", "twenty"]


@functools.lru_cache(maxsize=1 << 16)
def _made_known(text: str) -> tuple[str, frozenset[str], frozenset[str]]:
    """What one text adds to `Known`: its id form (spaced), its number keys and the keys of its specifics. A
    function of the text alone, and every turn reads all the earlier texts again: each is worked out once."""
    numbers = frozenset(f"num:{k}" for n in NUMBER.findall(text) if (k := number_key(n)) is not None)
    rich: set[str] = set()
    for s in scan(text, ids=False):
        rich.update(s.keys)
        if s.kind == "amount":
            rich.add(f"amt:{s.keys[0][4:]}")
        if s.kind == "date" and not any("@" in k for k in s.keys):  # written without a year
            rich.update(f"{k}@" for k in s.keys)
    return f" {id_form(text)} ", numbers, frozenset(rich)


def count_words(text: str) -> set[int]:
    """Counts a text names: a whole number of one or two figures that no digit, point, comma, currency sign,
    colon, slash or dash touches (nor a % after it), 2 or more; or a number word from two to twenty."""
    low = text.lower()
    found = set()
    for m in re.finditer(r"\d+", low):
        before = low[m.start() - 1] if m.start() else " "
        after = low[m.end() :]
        if len(m[0]) > 2 or before in ".,$€£¥₹:/-" or before.isalnum() or before == "_":
            continue
        if after[:1].isalnum() or after[:1] == "_" or re.match(r"[.,:/-]?\d|\s?%", after):
            continue
        month = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
        month += r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
        if re.match(rf"(?:st|nd|rd|th)?\s+(?:of\s+)?{month}\b", after) or re.search(
            rf"\b{month}\s+$", low[max(0, m.start() - 12) : m.start()]
        ):
            continue  # the day of a date: "5 April", "April 5"
        if int(m[0]) >= 2:
            found.add(int(m[0]))
    for n, word in enumerate(NUMBER_WORDS, start=2):
        if re.search(rf"\b{word}\b", low):
            found.add(n)
    for n, word in ((2, "twice"), (3, "thrice")):
        if re.search(rf"\b{word}\b", low):
            found.add(n)
    return found


# -- the guards --------------------------------------------------------------------------------------------------

REASONING = re.compile(
    r"<\s*/?\s*(think|thinking|thought|reasoning|scratchpad|reflection|analysis|inner[_ ]?monologue)\b[^>]*>"
    r"|^\s*[\[(*_]*(thought process|thought|thoughts|thinking|reasoning|scratchpad|internal(?: note)?|inner monologue"
    r"|note to self)"
    r"\s*[\])*_]*\s*:",
    re.MULTILINE,
)
ROLE = re.compile(
    r"^[\s>*_#\[(]*(assistant|user|human|ai|agent|bot|chatbot|customer|support agent)[\s*_\])]*"
    r"(?: \([^)\n]{1,30}\))?:"  # "Customer (Marek): ..."
    r"|<\|\s*(system|user|assistant)\s*\|>"
    r"|\[/?(inst|sys)\]"
    r"|\"role\"\s*:\s*\"(?:system|user|assistant|human|ai)\""
    r"|^[\s>*_#\[(]*(?:[a-z]+ ){0,2}(?:rep|representative|operator|advisor|adviser|clerk|staff|receptionist"
    r"|technician|engineer|mover|driver|cashier|teller|banker|pharmacist|nurse|doctor|vet|concierge|host|narrator"
    r"|specialist|consultant|office|desk|reception|barber|stylist|groomer|instructor|trainer|florist|baker|chef"
    r"|manager|fitter|therapist|planner|coordinator|team|mason|plumber|electrician|builder|gardener|cleaner|tutor"
    r"|teacher|coach|guide|captain|pilot|warden|ranger|librarian|curator|decorator|joiner|carpenter|locksmith"
    r"|roofer|painter|mechanic|courier|porter|steward|attendant|waiter|waitress|photographer|milliner|tailor"
    r"|jewell?er|glazier|upholsterer|framer|engraver|potter|weaver|brewer|roaster|farrier|musher|skipper"
    r"|[a-z]*maker|[a-z]*smith)"  # any maker or smith
    r"[\s*_\])]*:"
    r"(?=[^\n]*(?:\bi\b|\bi'|\?|\byou\b))"
    # a business speaking on a later line ("Bled Pedalo Rentals: Thank you, we will refund ...")
    r"|\n[\s>*_#]*(?:[a-z]+ ){0,3}(?:rentals?|hire|shop|studio|salon|club|centre|center|ltd|inc|services?|store"
    r"|clinic|garage|bakery|company|agency)[\s*_\])]*:(?=[^\n]*\b(?:we|we'll|we've|our|i|i'll|you)\b)"
    r"|\n[\s>*_#]*(?:support|staff)[\s*_\])]*:[ \t]*[a-z]"  # support or staff speaking on a later line
    # on a later line, up to two words and a trade (-er, -or, -ist, -ian) or a desk, a colon, then an interjection
    # or the staff's "I'll", "we can", "let me" ... on that line
    r"|\n[\s>*_#]*(?:[a-z]+ ){0,2}(?:[a-z]{2,}(?:er|or|ist|ian)|office|desk|team|reception|shop|bookings|enquiries"
    r"|sales|admin)[\s*_\])]*:[ \t]*"
    r"(?:(?:of course|sure|certainly|no problem|right|ok(?:ay)?|yes|great|lovely|perfect|absolutely|will do|noted)\b"
    r"|[^\n]*\b(?:i'll|i will|we'll|we will|i can|we can|let me|i've|we've)\b)"
    r"|^[\s>*_#\[(]*(?:[a-z]+ support|(?:customer|guest|client) (?:service|care))[\s*_\])]*:"
    r"(?=[^\n]*(?:\bi\b|\bi'|\?|\byou\b))"  # "Greenleaf Support: ..."
    r"|^[\s>*_#]*(?:mr|mrs|ms|dr)\.? [a-z]+(?: \([^)\n]{1,30}\))?:"
    r"|[\[(]\s*(?:her|his|my|their|the) (?:partner|husband|wife|son|daughter|friend|colleague|boss|mom|mum|dad"
    r"|mother|father|sister|brother|assistant|neighbou?r)(?: [a-z]+)? here\b"
    r"|[\[(]\s*(?!just |only |still |also |not |me |you |we |i )[a-z]+(?:-[a-z]+)? here\s*[-–—:,]",  # "[Clare here -"
    re.MULTILINE,
)
SYSTEM = re.compile(r"^[\s>*_#\[(]*SYSTEM[\s*_\])]*:", re.MULTILINE)
VOICE = re.compile(
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
STOP_TOKEN = re.compile(r"#{2,}\s*stop\s*#*|\[\s*stop\s*\]|<\s*stop\s*/?>|\bstop_signal\b")
SELF_ANSWER = re.compile(
    r"\?\s*(?:yes|no|sure|certainly|of course|absolutely|great question|good question|indeed)\s*[,.!:]\s*"
    r"(?:i|we|it|that|this|the|your|you|there|here|let|our|a|an|they|he|she|my|his|her|its)\b"
)


STAGE = re.compile(
    r"[(\[]\s*(?:as the (?:customer|user|caller|client)\b|(?:in|out of) character\b|ooc\b|stage direction"
    r"|as the [a-z]+(?: [a-z]+)?,"  # "(As the videographer, I'm anxious ...)": the part, named
    r"|playing (?:the |a )?(?:customer|user|caller|role)\b|role[- ]?play|note to self\b"
    r"|simulated (?:user|customer|caller)\b|(?:staying |stay |stays )?in persona\b"
    r"|[^)\]\n]{0,80}\b(?:staying in character|my (?:facts|persona|scenario|instructions)\b)"
    r"|[^)\]\n]{0,80}\bbreak(?:ing|s)? character\b"  # "(Breaking character for a moment: ...)"
    r"|[^)\]\n]{0,80}\b(?:i'?m|i am) (?:only |just )?playing (?:the|a) (?:customer|user|caller|role)\b"
    r"|note\s*:[^)\]\n]*\b(?:the|this) (?:conversation|chat|customer|user|caller|agent|assistant|parent|guest"
    r"|client|patient|member|tenant|homeowner|owner|buyer|passenger|student|traveller|traveler|shopper)\b"
    # a part played, told in a clause of its own: "(Checking the budget as the office manager.)"
    r"|[a-z]+ing\b[^)\]\n]{0,60}?\bas (?:the|a|an) (?:[a-z]+ )?(?:customer|user|caller|client|manager|parent"
    r"|guest|patient|member|tenant|homeowner|owner|buyer|passenger|student|shopper|account holder|coordinator"
    r"|organi[sz]er|secretary|administrator|planner|contact)\b)"
)


ACTION = re.compile(
    # a word of four letters or more ending in s but not in ss, is or us, not one of always, thanks, perhaps, yes,
    # does, this, has, was, right after an asterisk that starts the text or follows a space or a sentence's end,
    # then a space, a word and at most 60 more characters before the closing asterisk, on one line
    r"(?:^|(?<=[\s.!?]))\*(?!always\b|thanks\b|perhaps\b|yes\b|does\b|this\b|has\b|was\b)"
    r"[a-z]*[a-z][a-z][a-rt-z]s (?<=[a-hj-rt-z]s )[a-z][^*\n]{0,60}\*"
    r"|(?:^|(?<=[.!?]\s))\(\s*(?:the )?[a-z]+ [a-z]+s (?:her|his|their)\b"  # "(Margaret opens her diary"
    r"|\*\s*(?:sighs|smiles|laughs|waits|nods|checks|looks|types|pauses|shrugs|grins|frowns|groans|scrolls|reads|thinks|glances|leans|winks|chuckles)\b[^*\n]{0,60}\*|\(\s*(?:the )?[a-z]+ (?:sighs|smiles|laughs|waits|nods|checks|looks|types|pauses|shrugs|grins|frowns|groans|scrolls|reads|thinks|glances|leans|winks|chuckles)\b"
)


def self_answer(low: str) -> str | None:
    """The sentence after a question when it answers the question: a hedge; a pronoun, a word of habit and
    a verb the question used (itself, or with -s or -es); or yes or no, a comma and a word of four letters or more
    the question used, when the question has three words or more."""
    for k, ch in enumerate(low):
        if ch != "?":
            continue
        answer = re.split(r"[.!?\n]", low[k + 1 :].lstrip(), maxsplit=1)[0]
        if re.match(
            r"(?:probably|most likely|presumably|i (?:think|guess|believe|suppose|bet|expect|imagine|assume) (?:so|not)|i (?:suppose|expect|imagine|assume) (?:they|it|you|that)|i'?d (?:expect|imagine|assume) (?:so|not|they|it))\b",
            answer,
        ):
            return answer
        echo = re.match(r"(?:yes|no)\s*,\s*([a-z]+)", answer)
        if echo and len(echo[1]) >= 4:
            question = re.split(r"[.!?\n]", low[:k])[-1]
            words = re.findall(r"[a-z]+", question)
            if len(words) >= 3 and echo[1] in words:
                return answer
        m = re.match(
            r"(?:it|they|that|this|he|she)\s+(?:usually|normally|typically|generally|always|often|probably)\s+([a-z]+)",
            answer,
        )
        if m:
            question = re.split(r"[.!?\n]", low[:k])[-1]
            asked = set(re.findall(r"[a-z]+", question))
            if any(
                form in asked
                for form in (
                    m[1],
                    m[1][:-1] if m[1].endswith("s") else None,
                    m[1][:-2] if m[1].endswith("es") else None,
                )
            ):
                return answer
    return None


def clip(text: str, limit: int = 80) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


class Turn(NamedTuple):
    message: Message
    index: int
    before: Sequence[Message]
    scenario: Scenario
    stop: bool
    known: Known
    revealed: Known
    agent_words: str
    said_words: str
    agent_failed: bool
    calls: list[ToolCall]
    options: GuardOptions


def opener(t: Turn) -> str | None:
    expected = t.scenario.opener
    if t.index != 0 or expected is None or (t.stop and not t.message.content.strip()):
        return None
    if " ".join(t.message.content.split()) == " ".join(expected.split()):
        return None
    return (
        f"the first message must be the scenario's opener {clip(expected)!r}, got {clip(t.message.content)!r}"
    )


def reply_shape(t: Turn) -> str | None:
    text = t.message.content
    if not text.strip():
        return None
    low = text.lower()
    if len(low) != len(text):
        text = low
    if m := REASONING.search(low):
        return f"a reasoning block ({clip(text[m.start() : m.end()], 30)}) in the message"
    if m := ROLE.search(low) or SYSTEM.search(text):
        shown = text[m.start() : m.end()].strip()
        return f"a role marker {shown!r}: the message speaks for another party or holds several turns"
    # the assistant's voice, or a reply framed as a part named in capitals ("my reply as Gareth:", as written)
    if m := VOICE.search(low) or re.search(r"\b[Mm]y (?:reply|response|answer) as [A-Z][a-z]+:", text):
        return f"the assistant's voice ({text[m.start() : m.end()]!r}): the user answers as the assistant"
    if m := STOP_TOKEN.search(low):
        return f"the stop signal {text[m.start() : m.end()]!r} inside the message text"
    if t.message.metadata.get("stop_mixed"):
        return "the stop signal in the middle of the message: the user stops and goes on talking"
    if t.stop and "?" in text:
        return f"the user stops while still asking something ({clip(text)!r})"
    for m in SELF_ANSWER.finditer(low):
        # the question: from the last sentence end (or line end) before it; a few words that are not a question's
        # opening ("Friday the 10th?") say back what the agent offered, and the yes answers the agent
        opening = max(low.rfind(ch, 0, m.start()) for ch in ".!?\n") + 1
        asked = re.findall(r"[a-z0-9']+", low[opening : m.start()])
        openers = "is are am was were do does did can could will would should shall may might must has have had"
        openers += " how what when where why which who whose"
        if len(asked) > 4 or (asked and asked[0] in openers.split()):
            return f"an answer to its own question ({clip(text[m.start() : m.end()], 50)!r})"
    if (answer := self_answer(low)) is not None:
        return f"an answer to its own question ({clip(answer, 50)!r})"
    if m := ACTION.search(low):
        return (
            f"an action written as in a play ({clip(text[m.start() :], 40)!r}): the message narrates the user"
        )
    if m := STAGE.search(low):
        return (
            f"a stage direction ({clip(text[m.start() :], 40)!r}): the message speaks about the part it plays"
        )
    first = own_first_name(t.scenario.known_facts)
    if t.before and first is not None and first in low:
        # thanking or greeting someone by the user's own first name, unless the agent calls itself so
        m = re.search(rf"\b(?:thank you|thanks)\b[^.!?\n]{{0,40}}?,? {first}[!,.]", low) or re.match(
            rf"\W*(?:hi|hello|hey|dear),? {first}\b", low
        )
        if m and not re.search(rf"\b(?:i m|i am|this is|my name is|name s) {first}\b", t.agent_words):
            shown = clip(text[m.start() : m.end()], 40)
            return f"the user's own name said to someone else ({shown!r}): the user answers as the assistant"
    if t.before:
        # thanking someone "for confirming" (or verifying) what the agent's last message asked the user to
        m = re.search(r"\bthanks? (?:you )?(?:so much |very much )?for (confirming|verifying)\b", low)
        asked_to = {"confirming": "confirm", "verifying": "verify"}
        agent = last_agent(t).lower()
        if m and re.search(rf"\b(?:you (?:please )?|please ){asked_to[m[1]]}\b", agent):
            shown = clip(text[m.start() : m.end()], 40)
            return f"the user thanks itself ({shown!r}): the user answers as the assistant"
    return None


def own_first_name(facts: dict[str, Any]) -> str | None:
    """The first word of the first known fact that is the user's full name: two words or more, its key only of
    name, full, customer, your, my, account, holder, member, first, last, with name or holder."""
    allowed = {"name", "full", "customer", "your", "my", "account", "holder", "member", "first", "last"}
    for key, value in facts.items():
        keys = set(re.findall(r"[a-z]+", key.lower()))
        parts = str(value).split() if value else []
        if keys <= allowed and keys & {"name", "holder"} and len(parts) >= 2 and parts[0].isalpha():
            return parts[0].lower()
    return None


def last_agent(t: Turn) -> str:
    agent = [m.content for m in t.before if m.role == "assistant"]
    return agent[-1] if agent else ""


def invented_specifics(t: Turn) -> str | None:
    invented = [
        s
        for s in scan(t.message.content)
        if not t.known.knows(s) and not t.known.derived(s, t.message.content, last_agent(t))
    ]
    if not invented:
        return None
    shown = ", ".join(f"{s.kind} {s.text!r}" for s in invented[:5])
    return f"invented {shown}: in neither the scenario's known facts nor an earlier message or tool result"


def fact_parts(fact: str) -> tuple[str, str | None]:
    lead = re.compile(r"^(?:the|a|an|my|your|our)\s+", re.IGNORECASE)
    parts = re.split(r"\s*[:=]\s*", fact.strip(), maxsplit=1)
    if len(parts) == 2 and parts[0].strip() and parts[1].strip():
        return lead.sub("", parts[0].strip()), parts[1].strip()
    return lead.sub("", fact.strip()), None


def value_in(value: str, text_words: str, found: list[Spec], name: str = "") -> bool:
    ends = re.fullmatch(r"\s*([A-Za-z]*\d+)\s*[-–]\s*([A-Za-z]*\d+)\b(.*)", value)
    if ends:  # a value starting with a range ("G12-G15", "5-7 working days") said with a word between its ends
        low, high, tail = ends[1].lower(), ends[2].lower(), words(ends[3]).strip()
        for w in ("to", "through", "thru", "until", "till", "and"):
            if f" {low} {w} {high} " + (tail + " " if tail else "") in text_words:
                return True
    normal = words(value)
    core = normal.strip()
    if core.isdigit() and len(core) <= 3 and re.search(r"[$€£¥₹]", value):
        pass  # a short amount with a currency sign is found only as an amount
    elif len(core) >= 3 or (len(core) == 2 and any(ch.isdigit() for ch in core)):
        if normal in text_words:
            return True
        if (
            len(core) >= 4
            and core.endswith("s")
            and not core.endswith("ss")
            and normal[:-2] + " " in text_words
        ):
            return True
        if (
            len(core) >= 4
            and not core.endswith("s")
            and core[-1].isalpha()
            and normal[:-1] + "s " in text_words
        ):
            return True  # "Friday" said "on Fridays"
        count = re.fullmatch(r"(\d{1,2}) ([a-z]{3,}?)s?", core)
        if count and 1 <= int(count[1]) <= 19:  # "10 years" said "a ten-year warranty"
            word = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
            word = (word + " sixteen seventeen eighteen nineteen").split()[int(count[1]) - 1]
            if f" {word} {count[2]} " in text_words or f" {word} {count[2]}s " in text_words:
                return True
        spelled = text_words.replace(" dot ", " ").replace(" at ", " ")
        if "@" in value and " dot " in text_words and normal in spelled:
            return True  # an email spelled out
    elif core.isdigit():  # "2 passengers" / "two passengers": the value before a word of the fact's name
        name_words = [w for w in re.findall(r"[a-z]+", name.lower()) if len(w) >= 3]
        spelled = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"]
        spelled += ["twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
        said_as = [core] + ([spelled[int(core) - 1]] if 1 <= int(core) <= 19 else [])
        if any(f" {n} {w} " in text_words for n in said_as for w in name_words):
            return True
        if any(f" {w} {core} " in text_words for w in name_words):
            return True  # after a word of the name, in figures: "Lanes: 2"
        heads = {"party", "group", "people", "guests", "adults", "persons", "pax", "travellers", "travelers"}
        if set(name_words) & (heads | {"passengers"}) and any(
            f" {n} of us " in text_words or f" party of {n} " in text_words for n in said_as
        ):
            return True  # a head count: "four of us", "a party of 4"
    return any(same(a, b) for a in scan(value) for b in found)


ASSERT = re.compile(
    r"^\s*[:=-]?\s*(?:is|was|would be|will be|should be|it's|its|it is|reads|says|of)?\s*[:=-]?\s*",
    re.IGNORECASE,
)


def stated(name: str, text: str, t: Turn) -> str | None:
    parts = [re.escape(w) for w in re.findall(r"[a-z0-9]+", name.lower())]
    if not parts:
        return None
    for m in re.finditer(r"\b" + r"\W+".join(parts) + r"\b", text, re.IGNORECASE):
        before = re.search(
            r"(?:[$€£¥₹]\s?)?(\d[\d,]*(?:\.\d+)?)\s?(?:[$€£¥₹%]|usd|eur|gbp|dollars?|euros?|pounds?|percent)?\s+$",
            text[max(0, m.start() - 24) : m.start()],
            re.IGNORECASE,
        )
        if before is not None and words(before[1]) not in t.agent_words:
            return clip(text[max(0, m.start() - 24) + before.start() : m.end()], 60)
        tail = re.split(r"[.?!\n]", text[m.end() : m.end() + 80], maxsplit=1)[0]
        rest = tail[ASSERT.match(tail).end() :]  # type: ignore[union-attr]
        percent = re.match(r"(\d+(?:\.\d+)?)\s?(?:%|percent\b)", rest)
        if percent is not None and words(percent[1]) not in t.agent_words:
            return clip(m[0] + tail, 60)
        items = scan(rest)
        if items and rest.find(items[0].text) <= 3 and not t.revealed.knows(items[0]):
            return clip(m[0] + tail, 60)
    return None


def unknown_fact(t: Turn) -> str | None:
    text = t.message.content
    found = scan(text)
    for fact in t.scenario.unknown_facts:
        name, value = fact_parts(fact)
        if value is not None and value_in(value, words(text), found, name):
            told = scan(value)
            revealed = (told and all(t.revealed.knows(s) for s in told)) or value_in(
                value, t.agent_words, [], name
            )
            # a value with no specific ("11:42"), its letter and digit groups among the agent's side's (tool results
            # included)
            groups = " ".join(re.findall(r"[a-z0-9]+", value.lower()))
            revealed = revealed or (not told and len(groups) >= 2 and f" {groups} " in t.revealed.form)
            # a date said only as a day the user knows from elsewhere (the same day of a known date) is not it
            days = [s for s in found if s.kind == "date" and any(same(s, v) for v in scan(value))]
            known_day = (
                bool(told) and any(s.kind == "date" for s in told) and not value_in(value, words(text), [], name)
                and bool(days) and all(t.known.knows(s) for s in days)
            )
            if not revealed and not known_day:
                return f"states the unknown fact {name!r} ({clip(value)!r}), which the agent has not told"
        said = stated(name, text, t)
        if said is None:
            said = guessed(name, text, t) if value is None else in_words(value, text, t) or month_of(value, text, t)
        if said is not None:
            return f"states the unknown fact {name!r} ({said!r}), which the agent has not told"
    return None


AMOUNT_NAMES = (
    "price fee cost amount refund total charge rate deposit rent premium fare balance bill fine surcharge"
)
DATE_NAMES = "date day deadline"
ROLES = (
    "captain host fitter stylist tutor technician teacher driver instructor coach guide therapist engineer surveyor "
    "sommelier chef trainer manager courier nurse doctor vet agent planner rep representative inspector installer "
    "plumber electrician cleaner"
)
CALENDAR = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Jan", "Feb", "Mar", "Apr", "May", "Jun"]
CALENDAR += ["Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
NOT_CUES = ["new", "per", "the", "and", "your", "next", "first", "last", "for"]
NOT_NAMES = [
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
]
NOT_NAMES += ["Ok"]


def guessed(name: str, text: str, t: Turn) -> str | None:
    """An unknown fact named without a value, whose name says its kind (one of amount, date or a person's
    name) and has another word of three letters or more (a cue): the first sentence holding, of that kind, an
    invented specific or a person's name (the last two of capitalised words in a row, the first of the two not
    a word like "Will" or "Hi") that no known text holds, and a cue (a word of five letters or more by its first
    five, a shorter one whole; "person" also as each, apiece, a head, per head; "night" as a night, per night)."""
    found = re.findall(r"[a-z]+", name.lower())
    kinds = {"amount" for w in found if w in AMOUNT_NAMES.split()}
    kinds |= {"date" for w in found if w in DATE_NAMES.split()}
    kinds |= {"name" for w in found if w == "name"}
    kinds |= {"number" for w in found if w in ("number", "numbers")}
    kinds |= {"duration" for w in found if w in ("period", "duration")}
    if found and found[-1] in ROLES.split():  # "league captain": a person, named
        kinds.add("name")
    cues = [
        w
        for w in found
        if w not in [*AMOUNT_NAMES.split(), *DATE_NAMES.split(), "name", "number", "numbers", "period", "duration"]
        and w not in NOT_CUES
        and len(w) >= 3
    ]
    if not cues and len(found) > 1:  # "deposit amount": the words before the last
        cues = [w for w in found[:-1] if w not in NOT_CUES and len(w) >= 3]
    if len(kinds) != 1 or not cues:
        return None
    (kind,) = kinds
    spans = []
    if kind == "name":
        for m in re.finditer(r"\b[A-Z][a-z]+(?: [A-Z][a-z]+)+\b", text):
            first, last = m[0].split()[-2:]
            if first not in NOT_NAMES and f" {first.lower()} {last.lower()} " not in f" {t.known.form} ":
                spans.append((m.end() - len(first) - len(last) - 1, m.end()))
        # a word of the cues, a comma, a name (capitalised, or two to five capitals), a comma: "The courier, DHL,"
        # (one to three such words: "The courier, ColdChain Express,")
        one = r"(?:[A-Z][a-z]{2,}[A-Za-z]*|[A-Z]{2,5})"
        for m in re.finditer(rf"\b([A-Za-z]+),\s?({one}(?: (?:[A-Z][a-z]+[A-Za-z]*|[A-Z]{{2,5}})){{0,2}}),", text):
            word, lone = m[1].lower(), m[2]
            is_cue = any(
                (len(c) >= 5 and word.startswith(c[:5]))
                or word in (c, c + "s")
                or word in {"person": ("each", "apiece")}.get(c, ())
                for c in cues
            )
            unknown = f" {lone.lower()} " not in f" {t.known.form} "
            if is_cue and lone not in NOT_NAMES and lone[:3] not in CALENDAR and unknown:
                spans.append((m.start(2), m.end(2)))
        # a first name alone after is, was, called, named or with, not a weekday's or month's first letters
        for m in re.finditer(r"\b(?:is|was|called|named|with) ([A-Z][a-z]{2,})\b(?! [A-Z])", text):
            lone = m[1]
            if lone not in NOT_NAMES and lone[:3] not in CALENDAR and f" {lone.lower()} " not in f" {t.known.form} ":
                spans.append((m.start(1), m.end(1)))
    elif kind == "duration":
        # a length of time in figures or words up to nineteen ("2-year", "five working days"), not "... ago" or
        # "... old", that no known text holds in figures or in words
        units = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"
        units = (units + " seventeen eighteen nineteen").split()
        for m in re.finditer(
            r"\b(\d{1,3}|[a-z]+)[- ](?:working |business )?(year|month|week|day|hour)s?\b(?! ago| old)", text.lower()
        ):
            if not (m[1].isdigit() or m[1] in units):
                continue
            n = int(m[1]) if m[1].isdigit() else units.index(m[1]) + 1
            forms = [str(n)] + ([units[n - 1]] if 1 <= n <= 19 else [])
            if not any(f" {f} {m[2]}{p} " in f" {t.known.form} " for f in forms for p in ("", "s")):
                spans.append(m.span())
    elif kind == "number":
        # a cue word, maybe "no", "number" or "#", then numbers ("lanes 3 and 4") said in no known text; or an
        # identifier or a phone number no known text holds
        for m in re.finditer(r"\b([A-Za-z]+) (?:no\.? |number |#)?(\d{1,4}[A-Za-z]?(?:(?:,| and| &) \d{1,4}[A-Za-z]?)*)\b", text):
            word = m[1].lower()
            is_cue = any((len(c) >= 5 and word.startswith(c[:5])) or word in (c, c + "s") for c in cues)
            said = " ".join(re.findall(r"[a-z0-9]+", m[0].lower()))
            if is_cue and f" {said} " not in f" {t.known.form} ":
                spans.append(m.span(2))
        for s in scan(text):
            if s.kind in ("id", "phone") and not t.known.knows(s):
                at = text.find(s.text)
                spans.append((at, at + len(s.text)))
    else:
        for s in scan(text):
            if s.kind == kind and not t.known.knows(s) and not t.known.derived(s, text, last_agent(t)):
                at = text.find(s.text)
                spans.append((at, at + len(s.text)))
        if kind == "amount":  # an amount in words ("ninety pounds") no known text holds
            for n, written in worded(text):
                if f"num:{number_key(str(n))}" not in t.known.numbers:
                    at = text.lower().find(written)
                    spans.append((at, at + len(written)))
        if kind == "amount":  # a whole percentage of one to three figures no known text holds as a number
            for m in re.finditer(r"\b(\d{1,3})\s?(?:%|percent\b)", text):
                if f" {m[1]} " not in f" {t.known.form} ":
                    spans.append(m.span())
    for start, end in spans:
        begin = max(text.rfind(ch, 0, start) for ch in ".?!\n") + 1
        ends = [i for i in (text.find(ch, end) for ch in ".?!\n") if i != -1]
        sentence = text[begin : min(ends, default=len(text))]
        low = sentence.lower()
        for cue in cues:
            if len(cue) >= 5 and re.search(r"\b" + re.escape(cue[:5]), low):
                return clip(sentence.strip(), 60)
            if len(cue) < 5 and re.search(r"\b" + re.escape(cue) + r"s?\b", low):  # "lane" in "lanes"
                return clip(sentence.strip(), 60)
            synonyms = {"person": ("each", "apiece", "a head", "per head"), "night": ("a night", "per night")}
            if any(re.search(r"\b" + re.escape(x) + r"\b", low) for x in synonyms.get(cue, ())):
                return clip(sentence.strip(), 60)
    return None


def spelled(n: int) -> list[str]:
    """Every way ``worded`` reads ``n`` (1 to 999) in words."""
    units = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    teens = [
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
    ]
    tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    def below(k: int) -> list[str]:
        if k < 10:
            return [units[k - 1]]
        if k < 20:
            return [teens[k - 10]]
        if k % 10 == 0:
            return [tens[k // 10 - 2]]
        return [f"{tens[k // 10 - 2]}{sep}{units[k % 10 - 1]}" for sep in ("-", " ")]

    if n < 100:
        return below(n)
    heads = ["a hundred"] if n // 100 == 1 else []
    heads.append(f"{units[n // 100 - 1]} hundred")
    if n % 100 == 0:
        return heads
    return [f"{h}{sep}{b}" for h in heads for sep in (" and ", " ") for b in below(n % 100)]


def worded(text: str) -> list[tuple[int, str]]:
    """The amounts said in words with a currency word after them, from the left: before each currency word
    (one space before it, a word's end after it), the longest number in words that ends there and starts a
    word, not inside the amount found before."""
    low = text.lower()
    found = []
    position = 0
    for m in re.finditer(r" (?:quid|pounds?|dollars?|bucks|euros?)\b", low):
        if m.start() < position:
            continue
        best = None
        for form, n in SPELLED.items():
            start = m.start() - len(form)
            if start < position or not low[: m.start()].endswith(form):
                continue
            if start > 0 and re.match(r"\w", low[start - 1]):
                continue
            if best is None or len(form) > len(best[1]):
                best = (n, form)
        if best is not None:
            # then pence or cents in words, maybe after "and" ("ten pounds fifty", "ten pounds and fifty pence"):
            # the amount with them, and the whole units alone (the words may be something else)
            cents = None
            for form, n in SPELLED.items():
                if n >= 100:
                    continue
                for joint in (" ", " and "):
                    after = m.end() + len(joint) + len(form)
                    ends = low.startswith(joint + form, m.end()) and not re.match(r"\w", low[after : after + 1])
                    if ends and not low.startswith(" hundred", after) and (cents is None or after > cents[2]):
                        cents = (n, form, after)
            if cents is not None:
                tail = re.match(r" pence| p\b| cents?", low[cents[2] :])
                end = cents[2] + (tail.end() if tail else 0)
                found.append((Decimal(best[0]) + Decimal(cents[0]) / 100, low[m.start() - len(best[1]) : end]))
            found.append((best[0], best[1] + m[0]))
            position = cents[2] if cents is not None else m.end()
    return found


SPELLED = {form: n for n in range(1, 1000) for form in spelled(n)}


def in_words(value: str, text: str, t: Turn) -> str | None:
    for n, written in worded(text):
        for s in scan(value):
            if s.kind == "amount" and Decimal(s.keys[0][4:]) == n and not t.revealed.knows(s):
                return written
    return None


MONTH_YEAR = (
    r"\b(January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?,? (\d{4})\b"
)


def month_year_of(s: Spec) -> set[str]:
    return {f"{k.split('@')[1]}-{k[5:].split('-')[0]}" for k in s.keys if "@" in k} if s.kind == "date" else set()


def month_of(value: str, text: str, t: Turn) -> str | None:
    """A month and year in capitals ("March 2025") that is the month of a date the value holds, when no known
    text names a date in that month and year, or the month and year themselves."""
    dated = set().union(*(month_year_of(s) for s in scan(value)))
    for m in re.finditer(MONTH_YEAR, text):
        key = f"{m[2]}-{MONTHS[m[1][:3].lower()]}"
        if key not in dated:
            continue
        if any(
            any(f"{k[2]}-{MONTHS[k[1][:3].lower()]}" == key for k in re.finditer(MONTH_YEAR, known))
            or any(key in month_year_of(s) for s in scan(known))
            for known in t.known.texts
        ):
            continue
        return m[0]
    return None


GENERIC = {"id", "number", "no", "num", "code", "the", "of", "my", "your", "a", "an", "and", "or", "info"}
SYNONYMS = {
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
GENERIC_ASK = re.compile(
    r"\b(?:your (?:details|information|info|personal data|account details)|verify (?:you|your identity|the "
    r"(?:information|details))|confirm (?:who you are|your identity|your details)|identify you)\b",
    re.IGNORECASE,
)


MEASURES = {
    "size": "size big large area square|how much",
    "area": "area size big large square",
    "weight": "weight weigh heavy",
    "height": "height tall high",
    "length": "length long",
    "width": "width wide",
    "age": "age old",
    "count": "count how|many number",
    "date": "date when day",
}
# an amount of a thing (order_total, amount_paid): asked for by a whole word for an amount
AMOUNT_WORDS = ["total", "amount", "price", "cost", "fee", "fees", "paid", "pay", "how much", "charged", "spent"]


def asked(key: str, agent_words: str) -> bool:
    found = re.findall(r"[a-z]+[0-9]*|[0-9]+", re.sub(r"([a-z])([A-Z])", r"\1 \2", key).lower())
    others = ["partner", "spouse", "wife", "husband", "child", "son", "daughter", "friend", "guest", "companion"]
    others += ["emergency"]
    third = r" (?:he|him|his|she|her|they|them|their|both|each) "
    named = len(found) > 1 and found[0] in others and not re.search(" " + found[0], agent_words)
    if named and not re.search(third, agent_words):
        return False  # another person's fact, asked for only by naming that person or a third person
    own = "full first last lead customer contact your my account holder member given family sur user client"
    own += " booking parent owner organiser organizer patient"
    if len(found) == 2 and found[1] == "name" and found[0] not in own.split():
        # a thing's or another person's name: asked for by naming it or by "his", "her" or "their" (word) "name", and
        # only by a question holding "name" or "called"
        if not re.search(" (?:name|called)", agent_words):
            return False
        return bool(re.search(" " + found[0], agent_words) or re.search(" (?:his|her|their) (?:[a-z]+ )?name", agent_words))
    if len(found) > 1 and found[-1] in ("total", "amount", "price", "cost", "fee", "paid") and "birth" not in found:
        return any(f" {w} " in agent_words for w in AMOUNT_WORDS)
    if len(found) > 1 and found[-1] in MEASURES and "birth" not in found:  # asked for by the measure
        for w in MEASURES[found[-1]].split():
            w = w.replace("|", " ")
            if len(re.findall(" " + re.escape(w), agent_words)) > len(re.findall(f" {re.escape(w)} of birth ", agent_words)):
                return True
        return False
    meaningful = [w for w in found if w not in GENERIC] or found
    qualified = {
        "name": ["s"],
        "address": ["email", "mail", "ip", "web"],
    }
    followed = {"phone": ["model", "screen", "case", "repair", "type"], "date": ["of birth"]}
    # an identifier (not a phone number) is asked for by a word of its name followed by a word for one
    identifier = any(w in ("id", "number", "no", "num", "code", "ticket", "reference", "ref") for w in found) and not any(
        w in ("phone", "mobile", "cell", "telephone", "tel", "contact", "fax") for w in found
    )
    for w in meaningful:
        for s in SYNONYMS.get(w, (w,)):
            n = len(re.findall(" " + re.escape(s), agent_words))
            if s == "number":  # a phone's "number": alone, or after a word that names nothing else ("your number")
                before = "your a the best contact phone mobile cell telephone tel callback daytime evening home work"
                before += " landline that this good which what same another different new direct"
                n = len(re.findall(r"^ number|(?: (?:" + "|".join(before.split()) + ")) number", agent_words))
            other = sum(len(re.findall(f" {q} {re.escape(s)}", agent_words)) for q in qualified.get(s, []))
            other += sum(len(re.findall(f" {re.escape(s)} {q} ", agent_words)) for q in followed.get(s, []))
            if not identifier and n > other:
                return True
            named = re.search(
                " " + re.escape(s) + "[a-z]* (?:number|no|id|num|code|ref|reference|nr) ", agent_words
            )
            if identifier and (
                named or (s in ("reference", "ref", "confirmation", "pnr", "iban", "ticket") and n > other)
            ):
                return True
    return False


def data_dump(t: Turn) -> str | None:
    text = t.message.content
    found = scan(text)
    given = [(n, v) for n, v in t.scenario.known_facts.items() if value_in(v, words(text), found, n)]
    last = next((m for m in reversed(t.before) if m.role == "assistant"), None)
    if len(given) <= t.options.max_unasked_facts or (last is not None and GENERIC_ASK.search(last.content)):
        return None
    volunteered = [
        n for n, v in given if not value_in(v, t.said_words, [], n) and not asked(n, t.agent_words)
    ]
    if len(volunteered) <= t.options.max_unasked_facts:
        return None
    return (
        f"volunteers {len(volunteered)} known facts the agent has not asked for ({', '.join(volunteered)}); "
        f"at most {t.options.max_unasked_facts} are allowed in one turn"
    )


FAILED = re.compile(
    r"\b(?:unfortunately|(?:i|we)(?:'m| am| are)? (?:can ?not|can't|cannot|unable|not able)|i'm afraid"
    r"|(?:couldn't|could not|won't be able|wasn't able|were not able)|isn't possible"
    r"|not possible|(?:has|have|had) failed|failed to|went wrong|an error (?:occurred|happened)|(?:was|is) declined"
    r"|(?:was|is|been) denied|not allowed|not permitted|not eligible|ineligible|against (?:our|the) policy"
    r"|no longer (?:available|possible)|(?:have|has) to refuse|must refuse)\b"
)


def writes(expected: Expectation, write_tools: Any) -> list[ExpectedCall]:
    out = []
    for _, item in expected.items:
        if item.is_optional:
            continue
        names = [n for p in item.alternatives for n in ((p.name,) if p.name else (p.names or ()))]
        if not names or any(is_write(n, write_tools) for n in names):
            out.append(item)
    return out


def premature_stop(t: Turn) -> str | None:
    expected = t.scenario.expected
    if not t.stop or expected is None or t.agent_failed:
        return None
    missing = [
        item.describe()
        for item in writes(expected, t.options.write_tools)
        if not any(c.succeeded and any(p.name_matches(c.name) for p in item.alternatives) for c in t.calls)
    ]
    if not missing:
        return None
    return f"the user stops before {', '.join(missing)} ran, and the agent has neither failed nor refused"


def persona_sent(t: Turn) -> str | None:
    missing = t.message.metadata.get("prompt_missing")
    return (
        f"the simulated user's prompt lacked the scenario's {', '.join(map(str, missing))}"
        if missing
        else None
    )


GUARDS = {
    "opener": opener,
    "reply_shape": reply_shape,
    "invented_specifics": invented_specifics,
    "unknown_fact": unknown_fact,
    "data_dump": data_dump,
    "premature_stop": premature_stop,
    "persona_sent": persona_sent,
}

# -- running them ------------------------------------------------------------------------------------------------


def authored(m: Message) -> bool:
    return (
        m.metadata.get("source") == "initial_message"
        or "fixed_response" in m.metadata
        or m.metadata.get("authored") is True
    )


def is_stop(m: Message) -> bool:
    return m.metadata.get("stop") is True


def outcome(call: ToolCall) -> str:
    parts = []
    if call.result is not None:
        parts.append(call.result if isinstance(call.result, str) else compact_json(call.result))
    if call.error is not None:
        parts.append(call.error)
    return "\n".join(parts)


def failed(m: Message) -> bool:
    return any(c.error is not None for c in m.tool_calls) or bool(FAILED.search(m.content.lower()))


def turn(
    before: Sequence[Message],
    message: Message,
    scenario: Scenario,
    options: GuardOptions,
    stop: bool,
    persona: str = "",
) -> Turn:
    """A turn's context, from the scenario and every earlier message."""
    facts = [f"{name}: {value}" for name, value in scenario.known_facts.items()]
    known = ["\n".join([scenario.goal, scenario.persona or persona, scenario.opener or "", *facts])]
    revealed: list[str] = []
    extra: set[str] = set()
    agent_words = ""
    said_words = words(f"{scenario.goal} {scenario.opener or ''}")
    calls: list[ToolCall] = []
    for m in before:
        said_words += words(m.content)
        if m.role == "assistant":
            texts = [m.content, *(outcome(c) for c in m.tool_calls)]
            known += texts
            revealed += texts
            for c in m.tool_calls:
                extra |= amount_keys(c.result)
            agent_words += words(m.content)
            calls += m.tool_calls
        elif not (m.role == "user" and isinstance(m.metadata.get("fidelity"), Mapping)):
            known.append(m.content)
    return Turn(
        message=message,
        index=sum(m.role == "user" for m in before),
        before=before,
        scenario=scenario,
        stop=stop,
        known=Known(known, extra),
        revealed=Known(revealed, extra),
        agent_words=agent_words,
        said_words=said_words,
        agent_failed=any(failed(m) for m in before if m.role == "assistant"),
        calls=calls,
        options=options,
    )


def check_turn(
    before: Sequence[Message],
    message: Message,
    scenario: Scenario,
    options: GuardOptions,
    stop: bool,
    persona: str = "",
    position: int | None = None,
) -> list[tuple[str, int, str, int | None]]:
    """``(guard, turn, evidence, message)`` of every guard of ``options`` that fails."""
    t = turn(before, message, scenario, options, stop, persona)
    out = []
    for name in GUARDS:
        if name in options.guards:
            evidence = GUARDS[name](t)
            if evidence is not None:
                out.append((name, t.index, evidence, position))
    return out


def check(
    trajectory: Trajectory, scenario: Scenario | None = None, options: GuardOptions | None = None
) -> list[tuple[str, int, str, int | None]]:
    """What :func:`~langchain_trajectory.simulation.check_fidelity` must report on ``trajectory``."""
    scenario = scenario_of(trajectory) if scenario is None else scenario
    options = options or GuardOptions()
    simulator = trajectory.metadata.get("user_simulator")
    persona = simulator.get("persona") if isinstance(simulator, Mapping) else None
    persona = persona if isinstance(persona, str) else ""
    messages = trajectory.messages
    out = []
    stopped = False
    for i, m in enumerate(messages):
        if m.role != "user" or authored(m):
            continue
        stopped = stopped or is_stop(m)
        out += check_turn(messages[:i], m, scenario, options, is_stop(m), persona, i)
    scripted = isinstance(simulator, Mapping) and simulator.get("kind") == "scripted"
    if (
        trajectory.metadata.get("termination") == "user_stop"
        and not stopped
        and not scripted
        and not (messages and messages[-1].role == "user" and authored(messages[-1]))
    ):
        out += check_turn(messages, Message.user(""), scenario, options, True, persona)
    return out
