"""The keys of what a conversation's sources say (the scenario, the agent's messages, tool results, the user's own
turns), for the index of what the user may know (`_index`): a text's letter and digit groups and numbers
(`cheap_keys`), its email, date, phone and amount keys (`rich_keys`), the amounts in a tool result (`amount_keys`)
and the digit runs of phone numbers and long numbers (`long_digit_runs`). Pure functions, no LangChain."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping
from typing import Any

from langchain_trajectory.simulation.fidelity._specifics import (
    NUMBER_PATTERN,
    Specific,
    number_key,
    specifics_but_ids,
)

__all__ = ["amount_keys", "cheap_keys", "dated_keys", "id_form", "long_digit_runs", "rich_keys"]


def amount_keys(value: Any) -> frozenset[str]:
    """``amt:`` keys for every number in a JSON-like value (a tool result's prices and totals)."""
    if isinstance(value, bool):
        return frozenset()
    if isinstance(value, int | float):
        key = number_key(repr(value))
        return frozenset({f"amt:{key}"}) if key is not None else frozenset()
    if isinstance(value, Mapping):
        return frozenset().union(*(amount_keys(item) for item in value.values()))
    if isinstance(value, list | tuple):
        return frozenset().union(*(amount_keys(item) for item in value))
    return frozenset()


def long_digit_runs(keys: Iterable[str]) -> frozenset[str]:
    """The digits of every phone number and long number (7 digits or more) among ``keys``."""
    out = set()
    for key in keys:
        if key.startswith(("phone:", "id:")):
            digits = key.partition(":")[2]
            if len(digits) >= 7 and digits.isdigit():
                out.add(digits)
    return frozenset(out)


_GROUPS = re.compile(r"[a-z]+|\d+")
_NUMBERS = re.compile(NUMBER_PATTERN)


def id_form(text: str) -> str:
    """``text``'s letter and digit groups, lower case, space-separated: ``A-1042``, ``a1042`` and ``#A 1042``
    all read ``a 1042``."""
    return " ".join(_GROUPS.findall(text.lower()))


@functools.lru_cache(maxsize=4096)
def cheap_keys(text: str) -> tuple[str, frozenset[str]]:
    """``(form, numbers)`` of ``text``: its letter and digit groups (`id_form`, padded with spaces) and
    the ``num:`` key of each of its numbers."""
    numbers = set()
    for number in _NUMBERS.findall(text):
        key = number_key(number)
        if key is not None:
            numbers.add(f"num:{key}")
    return f" {id_form(text)} ", frozenset(numbers)


@functools.lru_cache(maxsize=4096)
def rich_keys(text: str) -> frozenset[str]:
    """The email, date, phone-number and currency-amount (``amt:``) keys of ``text``; a date written without a
    year also as ``date:<month>-<day>@`` (any year's date of that day is known by it, see `dated_keys`)."""
    keys: set[str] = set()
    for item in specifics_but_ids(text):
        keys.update(item.keys)
        if item.kind == "amount":
            keys.add(f"amt:{item.keys[0][4:]}")
        elif item.kind == "date" and not any("@" in key for key in item.keys):
            keys.update(f"{key}@" for key in item.keys)
    return frozenset(keys)


def dated_keys(specific: Specific) -> tuple[str, ...] | None:
    """For a date written with its year, the keys that make it known: that year's date, or the day written
    without a year (``date:<month>-<day>@``); None for any other specific (any of its keys makes it known).
    "27 February 1952" is not the ``1951-02-27`` of a scenario, though "27 February" would be."""
    if specific.kind != "date" or not any("@" in key for key in specific.keys):
        return None
    return tuple(key if "@" in key else f"{key}@" for key in specific.keys)
