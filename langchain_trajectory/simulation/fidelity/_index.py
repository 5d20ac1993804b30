"""What a conversation makes known so far, indexed once per text and grown in place as the conversation grows.

A `TextIndex` holds an append-only list of texts and, read the first time a turn asks and then only for the
texts added since, the keys that `Knowledge` asks about: every text's letter and digit groups (one string)
and numbers; its emails, dates, phone numbers and amounts and the long digit runs of all of these; its words. A
turn's `Knowledge` is a view of an index at a size (the texts before the turn), so checking a conversation's
turns one after another reads every text at most once, and a turn that states no specific reads none.

One conversation grows an index at a time (the checker holds its lock while it checks a turn). A context that is not
the last of its index (a conversation that goes on from an earlier point) grows a copy of its prefix instead
(`TextIndex.grown`). A view whose index has grown since reads its own texts, as a plain index would.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from decimal import Decimal

from langchain_trajectory.simulation.fidelity._known_keys import (
    cheap_keys,
    dated_keys,
    id_form,
    long_digit_runs,
    rich_keys,
)
from langchain_trajectory.simulation.fidelity._specifics import (
    NUMBER_WORDS,
    TENS_WORDS,
    Specific,
    day_of_a_date,
    long_digits,
    normal_words,
    tails,
)

__all__ = ["Knowledge", "TextIndex"]

_LONG_RUN = re.compile(r"\d{7,}")


@functools.lru_cache(maxsize=1024)
def _spaced(plain: str) -> re.Pattern[str]:
    """A pattern finding, in texts' letter and digit groups (`id_form`), whole groups that spell ``plain`` (an
    identifier's letters and digits) with any of their separators: ``ml44028816`` in ``" ml 4402 8816 "``."""
    return re.compile(" " + " ?".join(map(re.escape, plain)) + " ")


_ARITHMETIC = re.compile(
    r"\b(?:total|all in|altogether|in all|plus|minus|less|after|left|leaves|remaining|remainder|balance"
    r"|owe|difference|sum|combined|together|adds? up|comes? to|works? out|in the end|net"
    r"|(?:more|cheaper|dearer|higher|lower)(?: than)?|so|then|means|if|extra|additional)\b|[+=]"
)
"""Words of a turn that works out a sum or a difference."""

_PAIRED_AMOUNTS = 24
"""Up to this many known amounts, an amount that is the sum or the difference of two of them is worked out."""


class TextIndex:
    """The keys of an append-only list of texts, each text read only when a question needs it.

    A question (`find_cheap`, `find_rich`, `find_runs`) first asks the keys of the texts read so
    far, then reads the others one at a time (the first text, then the newest to the oldest: a user quotes its
    scenario or what it was just told) until one answers. The keys of a text, once read, stay with the index: the
    answer is always that of all the texts, only reached sooner.

    Attributes:
        texts: The texts, in order (only ever appended to: ``texts[:n]`` never changes).
        size: How many texts there are.
        extras: ``(size after, keys)`` of every batch of extra keys (the numbers of tool results), in order.
    """

    __slots__ = (
        "_cheap",
        "_extra_done",
        "_form",
        "_numbers",
        "_rich",
        "_rich_todo",
        "_runs",
        "_runs_todo",
        "_words",
        "_words_done",
        "extras",
        "size",
        "texts",
    )

    def __init__(self, texts: Sequence[str] = (), extras: Sequence[tuple[int, frozenset[str]]] = ()) -> None:
        self.texts: list[str] = list(texts)
        self.size = len(self.texts)
        self.extras: list[tuple[int, frozenset[str]]] = list(extras)
        self._form = ""
        self._numbers: set[str] = set()
        self._rich: set[str] = set()
        self._runs: set[str] = set()
        self._extra_done = 0
        # per kind of key, the texts not read yet (the next one last) and how many texts were queued
        self._cheap: list[int] = [0]
        self._rich_todo: list[int] = [0]
        self._runs_todo: list[int] = [0]
        self._words = ""
        self._words_done = 0

    def _todo(self, todo: list[int]) -> list[int]:
        """``todo`` (its last item: how many texts it has queued) with the texts added since queued: after the
        others, but before the first text when that one is still to read."""
        queued = todo[-1]
        if queued < self.size:
            todo.pop()
            first = queued == 0 or (todo and todo[-1] == 0)
            if first and queued:
                todo.pop()
            todo.extend(range(max(queued, 1), self.size))
            if first:
                todo.append(0)
            todo.append(self.size)
        return todo

    def append(self, texts: Sequence[str], extra: frozenset[str] = frozenset()) -> None:
        """Add ``texts`` and the ``extra`` keys that came with them (read when a question needs them)."""
        self.texts.extend(texts)
        self.size += len(texts)
        if extra:
            self.extras.append((self.size, extra))

    def grown(self, size: int, texts: Sequence[str], extra: frozenset[str] = frozenset()) -> TextIndex:
        """The first ``size`` texts of this index, then ``texts``: this index grown in place when ``size`` is its
        size, else a new one (the conversation goes on from an earlier point)."""
        if not texts and not extra:
            return self
        if size == self.size:
            self.append(texts, extra)
            return self
        branch = TextIndex(self.texts[:size], [(n, keys) for n, keys in self.extras if n <= size])
        branch.append(texts, extra)
        return branch

    def _extras(self) -> None:
        if self._extra_done < len(self.extras):
            for _, keys in self.extras[self._extra_done :]:
                self._rich |= keys
                self._runs |= long_digit_runs(keys)
            self._extra_done = len(self.extras)

    # -- questions ---------------------------------------------------------------------------------------------

    def find_cheap(self, needle: str | None, number: str | None) -> bool:
        """Whether ``needle`` occurs in a text's letter and digit groups (see ``cheap_keys``), or the ``num:``
        key ``number`` is among a text's numbers."""
        if (needle is not None and needle in self._form) or (number is not None and number in self._numbers):
            return True
        todo = self._todo(self._cheap)
        while len(todo) > 1:
            form, numbers = cheap_keys(self.texts[todo.pop(-2)])
            self._form += form
            self._numbers |= numbers
            if (needle is not None and needle in form) or (number is not None and number in numbers):
                return True
        return False

    def find_rich(self, keys: Sequence[str]) -> bool:
        """Whether one of ``keys`` (email, date, phone or ``num:`` amount keys) is among the rich keys of a text
        or the extra keys."""
        self._extras()
        rich = self._rich
        if any(key in rich for key in keys):
            return True
        todo = self._todo(self._rich_todo)
        while len(todo) > 1:
            found = rich_keys(self.texts[todo.pop(-2)])
            rich |= found
            if any(key in found for key in keys):
                return True
        return False

    def find_runs(self, digits: str) -> bool:
        """Whether a phone number or long number (7 digits or more) of a text ends with ``digits``, or ``digits``
        ends with it."""
        self._extras()
        if any(tails(run, digits) for run in self._runs):
            return True
        todo = self._todo(self._runs_todo)
        while len(todo) > 1:
            text = self.texts[todo.pop(-2)]
            runs = long_digit_runs(rich_keys(text)) | frozenset(_LONG_RUN.findall(cheap_keys(text)[0]))
            self._runs |= runs
            if any(tails(run, digits) for run in runs):
                return True
        return False

    # -- everything ------------------------------------------------------------------------------------------

    @property
    def form(self) -> str:
        """Every text's letter and digit groups, each text padded with spaces (in the order they were read)."""
        self.find_cheap(None, None)
        return self._form

    @property
    def numbers(self) -> set[str]:
        """The ``num:`` keys of every text."""
        self.find_cheap(None, None)
        return self._numbers

    @property
    def rich(self) -> set[str]:
        """The email, date, phone and currency-amount keys of every text and the extra keys."""
        self.find_rich(())
        return self._rich

    @property
    def digit_runs(self) -> set[str]:
        """The digits of every phone number and long number (7 digits or more) of the texts."""
        self.find_runs("\0")  # the tail of no run: reads them all
        return self._runs

    @property
    def words(self) -> str:
        """Every text as `normal_words`, one after the other."""
        if self._words_done < self.size:
            self._words = "".join([self._words, *map(normal_words, self.texts[self._words_done : self.size])])
            self._words_done = self.size
        return self._words

    def words_at(self, size: int) -> str:
        """The `words` of the first ``size`` texts."""
        if size == self.size:
            return self.words
        return "".join(map(normal_words, self.texts[:size]))


class Knowledge:
    """What some texts make known, read only as far as a question needs.

    Either texts of its own, or a view of the first texts of a `TextIndex` (`view`: what the checker
    gives a turn), which reads the index's keys while the index has not grown past them and else indexes its own
    texts. Both answer the same.

    The cheap keys (the texts' letter and digit groups, for identifiers; their numbers) answer for identifiers and
    amounts; the rich keys (emails, dates, phone numbers, amounts written with a currency) are read only when a turn
    states an email, a date, a phone number or an amount that is not simply known.

    Args:
        texts: The texts the user may know things from.
        extra: Keys known besides the texts (``amt:`` keys of the numbers in tool results).
    """

    __slots__ = ("_extra", "_index", "_own", "_size", "_texts")

    def __init__(self, texts: tuple[str, ...] = (), extra: frozenset[str] = frozenset()) -> None:
        self._index = TextIndex(texts, [(len(texts), extra)] if extra else ())
        self._size = self._index.size
        self._texts: tuple[str, ...] | None = tuple(texts)
        self._extra: frozenset[str] | None = extra
        self._own: TextIndex | None = None

    @classmethod
    def view(cls, index: TextIndex, size: int) -> Knowledge:
        """The first ``size`` texts of ``index`` (and the extra keys that came with them)."""
        view = cls.__new__(cls)
        view._index, view._size = index, size
        view._texts = view._extra = view._own = None
        return view

    @property
    def texts(self) -> tuple[str, ...]:
        """The texts."""
        if self._texts is None:
            self._texts = tuple(self._index.texts[: self._size])
        return self._texts

    @property
    def extra(self) -> frozenset[str]:
        """The extra keys."""
        if self._extra is None:
            self._extra = frozenset().union(*(keys for n, keys in self._index.extras if n <= self._size))
        return self._extra

    def _keys(self) -> TextIndex:
        """The index at this view's size: the shared one while it has not grown, else one of its own."""
        if self._index.size == self._size:
            return self._index
        if self._own is None:
            self._own = TextIndex(
                self.texts, [(n, keys) for n, keys in self._index.extras if n <= self._size]
            )
        return self._own

    @property
    def form(self) -> str:
        """Every text's letter and digit groups, space-separated (``A-1042`` and ``a1042`` both read
        `` a 1042 ``): an identifier is known when its own groups occur here as whole groups."""
        return self._keys().form

    @property
    def numbers(self) -> frozenset[str]:
        """Every number of the texts (``num:`` keys, canonical: ``1,250.00`` is ``num:1250``)."""
        return frozenset(self._keys().numbers)

    @property
    def rich(self) -> frozenset[str]:
        """Email, date, phone and currency-amount keys of every text, and the extra keys."""
        return frozenset(self._keys().rich)

    @property
    def digit_runs(self) -> frozenset[str]:
        """The digits of every phone number and long number (7 digits or more)."""
        return frozenset(self._keys().digit_runs)

    def knows(self, specific: Specific) -> bool:
        """Whether ``specific`` occurs in the texts: an identifier by its letter and digit groups (a plain
        number also as a number), an amount by its value, an email, date or phone number by its key (a date
        written with its year by that year's date, the day written without a year, or the day in another year
        when the year is a number of the texts: "31 October 2025" after "until 31 October 2024 ... the 2025
        renewal", not "27 February 1952" for a birth date of 1951); a phone
        number (or a long number) also by the same digits however written (``555-010-2020`` is the tail of
        ``+1 555 010 2020`` and of ``5550102020``)."""
        keys = self._keys()
        kind = specific.kind
        if kind == "id":
            if _id_known(keys, specific):
                return True
        elif kind == "amount":
            if _amount_known(keys, specific.keys[0]):
                return True
        elif (dated := dated_keys(specific)) is not None:
            if _date_known(keys, specific, dated):
                return True
        elif keys.find_rich(specific.keys):
            return True
        elif kind == "phone" and keys.find_cheap(f" {id_form(specific.text)} ", None):
            return True  # the digit groups of a known code ("08 123 0045" of "CPH 08/123/0045")
        digits = long_digits(specific)
        return digits is not None and keys.find_runs(digits)

    def derived(self, specific: Specific, text: str = "", told: str = "") -> bool:
        """Whether an amount is worked out from known amounts (ones written with a currency, or numbers in a tool
        result): a small multiple (2 to 10 times), a half, a third or a quarter of one of 10 or more; or the sum
        or the difference of two, when one of them has cents or ``text`` (the turn) says it works something out
        ("in total", "plus", "leaves", "so", ...: `_ARITHMETIC`), as it must for a small multiple of one under
        10 (two tickets at £3.50 "altogether" £7). With counts the turn names (`counts`: "10 weeks", "two
        boxes"), also one known amount times or divided by a count, or two known amounts each times a count
        (ten boxes at $19.50 and two at $18.00: $231), or one known amount times a count less another ("$10" saved
        by $118 against $64 twice) or another less it ("$98" left of $118 after $10 twice); one known amount times
        or divided by a count ``told``
        names too (the agent's last message: "a term is 12 lessons, £264", so "£22 a lesson"). A user that works
        out "2 nights at 120 is 240", or that the $36.67 charged less the $16.95 refunded leaves $19.72, has not
        invented the result; a price "another company quoted me" that happens to be a difference of two round
        amounts is still invented."""
        if specific.kind != "amount":
            return False
        value = Decimal(specific.keys[0][4:])
        if value <= 0:
            return False
        amounts = {Decimal(key[4:]) for key in self._keys().rich if key.startswith("amt:")} - {value}
        said = _ARITHMETIC.search(text.lower()) is not None
        if _scaled(value, amounts, said):
            return True
        pool = {amount for amount in amounts if amount > 0}
        if len(pool) > _PAIRED_AMOUNTS:
            return False  # too many amounts for their sums and differences to say anything
        if _paired(value, pool, said):
            return True
        named = counts(text) if pool else ()
        if _counted(value, pool, (*named, *counts(told)) if pool and told else named):
            return True
        return _counted_less(value, pool, named)


def _id_known(keys: TextIndex, specific: Specific) -> bool:
    """Whether the identifier ``specific`` occurs in ``keys``' texts by its letter and digit groups (a plain number
    also as a number), or, five characters or more, without its separators."""
    plain = specific.keys[0][3:]
    needle = f" {id_form(specific.text.lstrip('#'))} "
    if keys.find_cheap(needle, f"num:{plain}" if plain.isdigit() else None):
        return True
    # the identifier without its separators (ML44028816 for ML-4402-8816)
    return len(plain) >= 5 and _spaced(plain).search(keys.form) is not None


def _amount_known(keys: TextIndex, key: str) -> bool:
    """Whether the amount of ``num:`` ``key`` is a number of ``keys``' texts (one under 1 also in pence: "60p")."""
    return keys.find_cheap(None, key) or (key.startswith("num:0.") and keys.find_rich((key,)))


def _date_known(keys: TextIndex, specific: Specific, dated: Sequence[str]) -> bool:
    """Whether the date ``specific`` is known by its ``dated`` keys, or as the day in another year when its own
    year is a number of ``keys``' texts ("the 2025 renewal")."""
    if keys.find_rich(dated):
        return True
    days = [key for key in specific.keys if "@" not in key]
    return keys.find_rich(days) and any(
        keys.find_cheap(None, f"num:{key.partition('@')[2]}") for key in specific.keys if "@" in key
    )


def _scaled(value: Decimal, amounts: set[Decimal], said: bool) -> bool:
    """Whether ``value`` is 2 to 10 times one of ``amounts``, or a half, a third or a quarter of one of 10 or more
    (one under 10 counts only when ``said`` and it has cents)."""
    for amount in amounts:
        if amount <= 0 or (amount < 10 and not (said and amount != amount.to_integral())):
            continue
        ratio = value / amount
        if ratio == ratio.to_integral() and 2 <= ratio <= 10:
            return True
        inverse = amount / value
        if amount >= 10 and abs(inverse - inverse.to_integral()) < Decimal("0.0001") and 2 <= inverse <= 4:
            return True
    return False


def _paired(value: Decimal, pool: set[Decimal], said: bool) -> bool:
    """Whether ``value`` is the sum or the difference of two amounts of ``pool``, when the turn ``said`` it works
    something out or one of them has cents."""
    for x in pool:
        for y in (value - x, value + x):  # value = x + y, or value = y - x
            if y in pool and y != x and (said or x != x.to_integral() or y != y.to_integral()):
                return True
    return False


def _counted(value: Decimal, pool: set[Decimal], named: Sequence[int]) -> bool:
    """Whether ``value`` is an amount of ``pool`` times or divided by one of the counts ``named``."""
    for k in named:
        for x in pool:
            if x * k == value or abs(x / k - value) < _HALF_CENT:
                return True
    return False


def _counted_less(value: Decimal, pool: set[Decimal], named: Sequence[int]) -> bool:
    """Whether ``value`` is an amount of ``pool`` times a count ``named`` less another, another less it, or two
    amounts each times a count added up."""
    for k in named:
        for x in pool:
            rest = value - k * x
            if rest < 0 and -rest in pool and -rest != x:
                return True  # k x - y ("$10 less than paying $64 twice" for $118)
            if value + k * x in pool and value + k * x != x:
                return True  # y - k x ("$118 less $10 twice")
            if rest <= 0:
                continue
            for j in named:
                if rest / j in pool and rest / j != x:
                    return True
    return False


_COUNT_WORDS = {
    **{word: n for n, word in enumerate((*NUMBER_WORDS, TENS_WORDS[0]), 1) if n >= 2},
    "twice": 2,
    "thrice": 3,
}
"""The counts written as words: two to twenty, twice and thrice."""
_COUNT = re.compile(
    r"(?<![\d.,$€£¥₹:/-])\b(\d{1,2})\b(?![.,:/-]?\d|\s?%)|\b(" + "|".join(_COUNT_WORDS) + r")\b"
)
_HALF_CENT = Decimal("0.005")


def counts(text: str) -> tuple[int, ...]:
    """The counts a text names, 2 to 99, in figures or as words (two to twenty), each once: the numbers of
    things a user multiplies or divides an amount by. A figure in an amount, a date, a time or a percentage is
    not a count, nor the day of a date ("5 April")."""
    found: dict[int, None] = {}
    low = text.lower()
    for match in _COUNT.finditer(low):
        if match[1] and day_of_a_date(low, *match.span(1)):
            continue
        n = int(match[1]) if match[1] else _COUNT_WORDS[match[2]]
        if n >= 2:
            found[n] = None
    return tuple(found)
