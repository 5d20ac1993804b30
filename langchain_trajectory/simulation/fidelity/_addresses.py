"""Street addresses as specifics, for the guard ``invented_specifics``: a house number and capitalised words ending
with a street word ("14 Headingley Mount", "88 Winthrop Rd", "200 W Monroe St"), each known by one key however it
is abbreviated (``200 W Monroe St`` is ``200 West Monroe Street``). An address without a house number, or written
in lower case, is not read."""

from __future__ import annotations

import re

__all__ = ["ADDRESS", "address_key"]

_STREETS = (
    "street road lane avenue close mount drive way court place crescent terrace gardens grove hill row square walk park"
    " mews boulevard parade rise green wharf quay circle highway view vale heights meadows fields"
)
_SHORT = (
    "st=street rd=road ln=lane ave=avenue cl=close mt=mount dr=drive ct=court pl=place cres=crescent"
    " terr=terrace gdns=gardens sq=square blvd=boulevard hwy=highway"
)
_POINTS_TEXT = "n=north s=south e=east w=west ne=northeast nw=northwest se=southeast sw=southwest"


def _pairs(text: str) -> dict[str, str]:
    """``{"st": "street", ...}`` from ``"st=street ..."``."""
    return dict(pair.partition("=")[::2] for pair in text.split())


STREET_WORDS = {word: word for word in _STREETS.split()} | _pairs(_SHORT)
"""The last words of a street's name, each with its written-out form (``Rd`` is ``road``)."""
POINTS = _pairs(_POINTS_TEXT)
"""Points of the compass as a street's name abbreviates them (``W Monroe`` is ``West Monroe``)."""
_FORMS = "|".join(
    form for word in sorted(STREET_WORDS, key=len, reverse=True) for form in (word.title(), word.upper())
)
ADDRESS = re.compile(rf"(?<![\w-])(\d{{1,4}}[A-Za-z]?),? ((?:[A-Z][A-Za-z']*\.? ){{1,3}})({_FORMS})\b")
"""A street address, on the text as written: "14 Headingley Mount", "27, Birchwood Close", "88 WINTHROP RD"; not
the end of a code ("CF-2025-0187, Hollins Road Allotment Society")."""


def address_key(match: re.Match[str]) -> str:
    """``addr:<number> <words> <street word>``, lower-cased, abbreviations written out."""
    words = " ".join(POINTS.get(word, word) for word in match[2].lower().replace(".", "").split())
    return f"addr:{match[1].lower()} {words} {STREET_WORDS[match[3].lower()]}"
