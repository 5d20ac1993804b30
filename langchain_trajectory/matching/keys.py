"""User-written configuration is strict: an unknown key names itself and the nearest known key.

Expectations, policies, call items and the CLI's ``--expected`` lines are written by the user, so a key the
package does not know is a typo until shown otherwise: ``{"forbiden": [...]}`` must never be accepted and ignored
(that would pass the very run it was written to fail). Payloads from agents and providers are another matter:
their unknown fields are read leniently (see DESIGN.md, "Reading real traffic").

One exception keeps LangSmith datasets usable: the top level of an example's reference outputs may hold keys meant
for other evaluators (``{"tool_calls": [...], "answer": "Paris"}``). There, a key is refused only when it is close to
a key the package knows (`nearest_key`), which catches every misspelling of one; everywhere below the top
level, and in a ``--expected`` line, every unknown key is refused.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from typing import Any

__all__ = ["check_keys", "close_key", "nearest_key", "unknown_key_message"]


def _damerau_at_most_one(a: str, b: str) -> bool:
    """Whether ``a`` becomes ``b`` by at most one insertion, deletion, substitution or swap of neighbours."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    i = 0
    while i < min(la, lb) and a[i] == b[i]:
        i += 1
    if la == lb:
        if a[i + 1 :] == b[i + 1 :]:
            return True  # one substitution
        return i + 1 < la and a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2 :] == b[i + 2 :]
    if la > lb:
        return a[i + 1 :] == b[i:]
    return a[i:] == b[i + 1 :]


def close_key(key: str, known: Iterable[str]) -> str | None:
    """A known key ``key`` is probably a misspelling of: one edit away (case ignored), or similar by difflib's
    ratio (0.8 or more); None when none is close."""
    known = sorted(known)
    lowered = key.lower()
    for candidate in known:
        if _damerau_at_most_one(lowered, candidate.lower()):
            return candidate
    found = difflib.get_close_matches(lowered, known, n=1, cutoff=0.8)
    return found[0] if found else None


def nearest_key(key: str, known: Iterable[str]) -> str | None:
    """The known key most like ``key`` (for a "did you mean" hint), or None when none is even remotely alike."""
    known = sorted(known)
    return close_key(key, known) or next(iter(difflib.get_close_matches(key.lower(), known, n=1, cutoff=0.5)), None)


def unknown_key_message(key: Any, known: Iterable[str], where: str) -> str:
    """``unknown key 'forbiden' in a policy; did you mean 'forbidden'? (known keys: ...)``."""
    known = sorted(known)
    hint = nearest_key(key, known) if isinstance(key, str) else None
    did_you_mean = f"; did you mean {hint!r}?" if hint else ""
    return f"unknown key {key!r} in {where}{did_you_mean} (known keys: {', '.join(known)})"


def check_keys(value: Mapping[Any, Any], known: Iterable[str], where: str, *, close_only: bool = False) -> None:
    """Raise ``ValueError`` for the first key of ``value`` that is not ``known`` (with ``close_only``: the first
    that is not known but close to a known key).

    Raises:
        ValueError: naming the key, the nearest known key and ``where``.
    """
    known = frozenset(known)
    for key in value:
        if key in known:
            continue
        if close_only and not (isinstance(key, str) and close_key(key, known)):
            continue
        raise ValueError(unknown_key_message(key, known, where))
