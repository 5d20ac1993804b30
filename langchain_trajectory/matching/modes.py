"""The match modes: one table, read by the list path and the expectation path.

A mode is one row (`MatchMode`): its name, whether calls are aligned in order, whether it asks for the exact
ordered split (``strict``), its formula, and its score and numbers from the `Counts` of a match. The list
path ([`ToolTrajectoryEvaluator`][langchain_trajectory.evaluators.ToolTrajectoryEvaluator] over a plain expected list)
and the expectation path ([`score_expectation`][langchain_trajectory.matching.score_expectation]) both align the calls as
the row says (a longest common subsequence or ordered windows when ``ordered``, a maximum matching otherwise),
count, and ask the row for the score. The named evaluators that are modes in disguise
(`langchain_trajectory.evaluators.presets`) ask the same rows.

Counts (a plain list is the special case ``R = |E|``, ``M_req = U = M``, ``O = 0``):

* ``|A|``: actual calls; ``R``: required units (``|E|`` for a plain list);
* ``M_req``: required units met (``M``, or ``L`` in an ordered mode, for a plain list);
* ``U``: actual calls taken by an item (``M`` for a plain list); ``O = U - M_req``.

=============  =====================================  ===================================================
mode           plain list                             expectation (units)
=============  =====================================  ===================================================
``strict``     1 iff |A| = |E| and every position     1 iff an ordered assignment takes every call and
               matches                                meets every required unit
``in_order``   ``L / |E|``                            ``M_req / R`` (ordered; ``R = 0``: 1.0)
``any_order``  ``M / max(|A|, |E|)``                  ``M_req / max(|A| - O, R)`` (both 0: 1.0)
``superset``   1 iff ``M = |E|``                      1 iff ``M_req = R``
``subset``     1 iff ``M = |A|``                      1 iff ``U = |A|``
``precision``  ``M / |A|``                            ``U / |A|`` (``|A| = 0``: 1.0 iff ``R = 0``)
``recall``     ``M / |E|``                            ``M_req / R`` (``R = 0``: 1.0 iff ``U = |A|``)
=============  =====================================  ===================================================

Adding a mode is one `register_mode` call (or one row below): the evaluators, the expectation model, the
step judge and the command line take it by name from then on. Its score must be non-decreasing in ``M_req`` and
``U`` (the alignment maximises both), and both sides empty always scores 1.0 on the list path.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "BUILTIN_MODES",
    "FORMULAS",
    "MODES",
    "MODE_ALIASES",
    "Counts",
    "MatchMode",
    "ModeName",
    "get_mode",
    "mode_names",
    "register_mode",
]

ModeName = Literal["strict", "in_order", "any_order", "superset", "subset", "precision", "recall"]
"""The built-in modes' names (a registered mode is any other string)."""


@dataclass(frozen=True, slots=True)
class Counts:
    """What an alignment counted: everything a mode's score may depend on.

    Attributes:
        actual: ``|A|``, the actual calls.
        required: ``R``, the required units (``|E|`` for a plain list).
        met: ``M_req``, the required units met (``M``, or ``L`` in an ordered mode, for a plain list).
        taken: ``U``, the actual calls taken by an item (``M`` for a plain list).
        feasible: For a mode with ``exact``: whether an ordered split takes every call and meets every required
            unit (a plain list: ``|A| = |E|`` and every position matches). None otherwise.
        plain: Whether the counts come from a plain expected list (the numbers are written in its symbols).
    """

    actual: int
    required: int
    met: int
    taken: int
    feasible: bool | None = None
    plain: bool = False

    @property
    def beyond(self) -> int:
        """``O = U - M_req``: calls taken beyond the required units (0 for a plain list)."""
        return self.taken - self.met

    @classmethod
    def of_lists(cls, n_actual: int, n_expected: int, matched: int, *, exact: bool = False) -> Counts:
        """The counts of a plain list: ``R = |E|``, ``M_req = U = matched``; with ``exact``, ``feasible`` is
        ``|A| = |E| = matched``."""
        feasible = (n_actual == n_expected == matched) if exact else None
        return cls(n_actual, n_expected, matched, matched, feasible, plain=True)


def _all_numbers(c: Counts) -> str:
    if c.plain:
        return f"M = {c.met}, |A| = {c.actual}, |E| = {c.required}"
    return f"M_req = {c.met}, U = {c.taken}, |A| = {c.actual}, O = {c.beyond}, R = {c.required}"


@dataclass(frozen=True)
class MatchMode:
    """One row of the modes table.

    Attributes:
        name: The name evaluators, expectations and the command line take.
        formula: The formula over units, as a reason shows it.
        score: The score from the counts, in ``[0, 1]``; non-decreasing in ``met`` and ``taken``.
        ordered: Whether calls align in order (a longest common subsequence over a plain list, ordered windows
            over steps); otherwise a maximum one-to-one matching, order ignored.
        exact: Whether the score asks for the exact ordered split (``Counts.feasible``); implies ``ordered``.
        list_formula: The formula as read over a plain list (default: ``formula``).
        numbers: The formula's numbers as a reason shows them (default: every count).
    """

    name: str
    formula: str
    score: Callable[[Counts], float]
    ordered: bool = False
    exact: bool = False
    list_formula: str | None = None
    numbers: Callable[[Counts], str] = _all_numbers

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.isidentifier():
            raise ValueError(f"a mode's name must be an identifier, got {self.name!r}")
        if self.exact and not self.ordered:
            raise ValueError(f"mode {self.name!r}: an exact mode is ordered")
        if not callable(self.score) or not callable(self.numbers):
            raise ValueError(f"mode {self.name!r}: score and numbers must be callables of Counts")

    @property
    def plain_formula(self) -> str:
        """The formula as a reason over a plain list shows it."""
        return self.list_formula or self.formula


# -- the built-in rows -------------------------------------------------------------------------------------------


def _strict_numbers(c: Counts) -> str:
    if c.plain:
        if c.actual == c.required:
            return f"|A| = {c.actual}, |E| = {c.required}, {c.met} of {c.required} positions match"
        return f"|A| = {c.actual}, |E| = {c.required} (lengths differ)"
    return (
        f"|A| = {c.actual}, R = {c.required}: an ordered split taking every call and meeting every required unit "
        + ("exists" if c.feasible else f"does not exist (best ordered alignment: M_req = {c.met}, U = {c.taken})")
    )


def _in_order_numbers(c: Counts) -> str:
    return f"L = {c.met}, |E| = {c.required}" if c.plain else f"M_req = {c.met}, R = {c.required}"


def _any_order_score(c: Counts) -> float:
    denominator = max(c.actual - c.beyond, c.required)
    return c.met / denominator if denominator else 1.0


def _any_order_numbers(c: Counts) -> str:
    if c.plain:
        return f"M = {c.met}, |A| = {c.actual}, |E| = {c.required}"
    return f"M_req = {c.met}, |A| = {c.actual}, O = {c.beyond}, R = {c.required}"


def _superset_numbers(c: Counts) -> str:
    return f"M = {c.met}, |E| = {c.required}" if c.plain else f"M_req = {c.met}, R = {c.required}"


def _subset_numbers(c: Counts) -> str:
    return f"{'M' if c.plain else 'U'} = {c.taken}, |A| = {c.actual}"


def _precision_score(c: Counts) -> float:
    if c.actual:
        return c.taken / c.actual
    return 1.0 if not c.required else 0.0


def _precision_numbers(c: Counts) -> str:
    if c.plain:
        return f"M = {c.taken}, |A| = {c.actual}" + ("" if c.actual else f" (A empty, |E| = {c.required})")
    return f"U = {c.taken}, |A| = {c.actual}" if c.actual else f"U = 0, |A| = 0 (R = {c.required})"


def _recall_score(c: Counts) -> float:
    if c.required:
        return c.met / c.required
    return 1.0 if c.taken == c.actual else 0.0


def _recall_numbers(c: Counts) -> str:
    if c.plain:
        return f"M = {c.met}, |E| = {c.required}" + ("" if c.required else f" (E empty, |A| = {c.actual})")
    if c.required:
        return f"M_req = {c.met}, R = {c.required}"
    return f"M_req = 0, R = 0 (U = {c.taken}, |A| = {c.actual})"


_BUILTIN_ROWS = (
    MatchMode(
        "strict",
        "1 iff an ordered assignment takes every call and meets every required unit",
        lambda c: 1.0 if c.feasible else 0.0,
        ordered=True,
        exact=True,
        list_formula="1 iff |A| = |E| and every position matches",
        numbers=_strict_numbers,
    ),
    MatchMode(
        "in_order",
        "M_req / R (ordered)",
        lambda c: c.met / c.required if c.required else 1.0,
        ordered=True,
        list_formula="L / |E|",
        numbers=_in_order_numbers,
    ),
    MatchMode(
        "any_order",
        "M_req / max(|A| - O, R)",
        _any_order_score,
        list_formula="M / max(|A|, |E|)",
        numbers=_any_order_numbers,
    ),
    MatchMode(
        "superset",
        "1 iff M_req = R",
        lambda c: 1.0 if c.met == c.required else 0.0,
        list_formula="1 iff M = |E|",
        numbers=_superset_numbers,
    ),
    MatchMode(
        "subset",
        "1 iff U = |A|",
        lambda c: 1.0 if c.taken == c.actual else 0.0,
        list_formula="1 iff M = |A|",
        numbers=_subset_numbers,
    ),
    MatchMode("precision", "U / |A|", _precision_score, list_formula="M / |A|", numbers=_precision_numbers),
    MatchMode("recall", "M_req / R", _recall_score, list_formula="M / |E|", numbers=_recall_numbers),
)

MODES: dict[str, MatchMode] = {row.name: row for row in _BUILTIN_ROWS}
"""Every mode by name, in the order the evaluators list them. Add to it with :func:`register_mode`."""

BUILTIN_MODES: tuple[str, ...] = tuple(MODES)
"""The built-in modes' names (the values of :data:`ModeName`)."""

MODE_ALIASES: dict[str, str] = {"unordered": "any_order"}
"""agentevals/openevals mode names that differ from ours (their strict/subset/superset coincide with ours);
``unordered`` is ``any_order`` with threshold 1.0."""


class _Formulas(Mapping[str, str]):
    """A live read-only view: mode name -> formula over units."""

    def __getitem__(self, name: str) -> str:
        return MODES[name].formula

    def __iter__(self) -> Iterator[str]:
        return iter(MODES)

    def __len__(self) -> int:
        return len(MODES)

    def __repr__(self) -> str:
        return f"FORMULAS({dict(self)!r})"


FORMULAS: Mapping[str, str] = _Formulas()
"""Mode name -> its formula over units, as the reasons show it (a view of :data:`MODES`)."""


def mode_names() -> tuple[str, ...]:
    """Every mode's name, the registered ones after the built-in ones."""
    return tuple(MODES)


def get_mode(name: str) -> MatchMode:
    """The row of the mode called ``name`` (aliases not resolved).

    Raises:
        ValueError: naming the known modes, for an unknown name.
    """
    try:
        return MODES[name]
    except (KeyError, TypeError):
        raise ValueError(f"mode must be one of {list(MODES)}, got {name!r}") from None


def register_mode(mode: MatchMode, *, replace: bool = False) -> MatchMode:
    """Add ``mode`` to the table, so every evaluator, expectation and the command line take it by name.

    Args:
        mode: The row.
        replace: Allow replacing a registered mode of the same name (never a built-in one).

    Returns:
        The row.

    Raises:
        ValueError: for a name already taken (a built-in mode, an alias, or a registered mode without
            ``replace``), or a row that is not a `MatchMode`.
    """
    if not isinstance(mode, MatchMode):
        raise ValueError(f"register_mode takes a MatchMode, got {type(mode).__name__}")
    if mode.name in BUILTIN_MODES or mode.name in MODE_ALIASES:
        raise ValueError(f"mode {mode.name!r} is built in; register it under another name")
    if mode.name in MODES and not replace:
        raise ValueError(f"mode {mode.name!r} is already registered; pass replace=True to replace it")
    MODES[mode.name] = mode
    return mode
