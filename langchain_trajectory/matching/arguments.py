"""Argument matchers: when do a call's actual arguments satisfy the expected ones?

Every matcher is called as ``matcher(actual_args, expected_args) -> bool``. [`ArgumentMatcher`][langchain_trajectory.matching.ArgumentMatcher] has four
modes; *actual* is the superset in ``superset`` and the subset in ``subset`` (as in LangChain's
agentevals/openevals; Dokimos names the two the other way round):

* ``exact``: the same keys, every value equal;
* ``ignore``: arguments are not compared (tool names only);
* ``superset``: the actual arguments hold every expected key with an equal value; extra actual keys are fine;
* ``subset``: every actual key is expected, with an equal value; expected keys may be omitted.

Values compare with [`values_equal`][langchain_trajectory.matching.values_equal]. ``recursive=True`` applies
the superset/subset rule inside nested dicts (and dicts inside lists, position by position) instead of
requiring nested values to be exactly equal. Per-key matchers ([`AnyValue`][langchain_trajectory.matching.AnyValue], [`Regex`][langchain_trajectory.matching.Regex],
[`Approx`][langchain_trajectory.matching.Approx], [`Equal`][langchain_trajectory.matching.Equal], or any callable ``(actual_value, expected_value) -> bool``) take over the
comparison at a dot-path such as ``"city"`` or ``"items.0.sku"`` (list indices are path segments, ``*`` matches
any key or index).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, Literal, get_args

from langchain_trajectory.matching._key_matchers import (
    AnyValue,
    Approx,
    Equal,
    KeyMatcher,
    Regex,
    _callable_name,  # noqa: F401  (taken from here by tests/test_matching_and_reading_details.py)
    _split_path,
    _to_key_matcher,
)
from langchain_trajectory.matching.values import (
    MISSING,
    canonical_value,
    format_scalar,
    format_value,
    parse_json_container,
    plain_pair,
    too_deep_to_compare,
    values_equal,
)

__all__ = [
    "AnyValue",
    "Approx",
    "ArgumentMatcher",
    "ArgumentMode",
    "ArgumentsPredicate",
    "Equal",
    "KeyMatcher",
    "Regex",
    "as_argument_matcher",
]

ArgumentMode = Literal["exact", "ignore", "superset", "subset"]
ARGUMENT_MODES: tuple[str, ...] = get_args(ArgumentMode)
ArgumentsPredicate = Callable[[Any, Any], bool]
Path = tuple[str, ...]
# Pairs of these types are compared by values_equal alone (JSON text is parsed only against a container).
_SCALARS = frozenset({str, int, float, bool, type(None)})
# Each mode as a comparison of ``actual.items()`` with ``expected.items()``, valid on plain arguments
# (see ``values.is_plain``): exact is equality, superset is containment of expected in actual.
_PLAIN_COMPARISONS: dict[str, Callable[[Any, Any], bool]] = {
    "exact": operator.eq,
    "superset": operator.ge,
    "subset": operator.le,
}


# -- the argument matcher --------------------------------------------------------------------------------------


class ArgumentMatcher:
    """Decides whether actual tool arguments satisfy the expected ones (see the module doc for the modes).

    Args:
        mode: ``exact``, ``ignore``, ``superset`` or ``subset``.
        trim: Ignore surrounding whitespace in string values.
        case_insensitive: Compare string values case-insensitively.
        recursive: Apply superset/subset inside nested dicts instead of requiring exact nested values.
        keys: Per-key matchers by dot-path (``"items.0.sku"``; ``*`` matches any key or index): a
            [`KeyMatcher`][langchain_trajectory.matching.KeyMatcher], ``"any"``, or a callable ``(actual_value, expected_value) -> bool``. A path with
            a matcher is compared by it alone, in every mode (in ``ignore`` mode only such paths are compared).

    Raises:
        ValueError: for an unknown mode, a malformed path or a matcher that is not callable.

    Example:
        >>> m = ArgumentMatcher("superset", keys={"date": Regex(r"\\d{4}-\\d{2}-\\d{2}")})
        >>> m({"city": "Paris", "date": "2024-05-01", "units": "C"}, {"city": "Paris", "date": "?"})
        True
    """

    def __init__(
        self,
        mode: ArgumentMode = "exact",
        *,
        trim: bool = False,
        case_insensitive: bool = False,
        recursive: bool = False,
        keys: Mapping[str, Any] | None = None,
    ) -> None:
        if mode not in ARGUMENT_MODES:
            raise ValueError(f"argument matcher mode must be one of {list(ARGUMENT_MODES)}, got {mode!r}")
        for name, flag in (("trim", trim), ("case_insensitive", case_insensitive), ("recursive", recursive)):
            if not isinstance(flag, bool):
                raise ValueError(f"ArgumentMatcher: {name!r} must be a bool, got {type(flag).__name__}")
        if keys is not None and not isinstance(keys, Mapping):
            raise ValueError(
                f"ArgumentMatcher: 'keys' must be a dict of path -> matcher, got {type(keys).__name__}"
            )
        self.mode: ArgumentMode = mode
        self.trim = trim
        self.case_insensitive = case_insensitive
        self.recursive = recursive
        self.keys: dict[str, KeyMatcher] = {}
        self._exact: dict[Path, KeyMatcher] = {}
        self._wild: list[tuple[Path, KeyMatcher]] = []
        self._prefixes: set[Path] = set()
        for raw, spec in (keys or {}).items():
            path = _split_path(raw)
            matcher = _to_key_matcher(".".join(path), spec)
            self.keys[".".join(path)] = matcher
            if "*" in path:
                self._wild.append((path, matcher))
            else:
                self._exact[path] = matcher
                self._prefixes.update(path[:i] for i in range(len(path)))
        self.plain_comparison: Callable[[Any, Any], bool] | None = (
            None if self.keys or trim or case_insensitive else _PLAIN_COMPARISONS.get(mode)
        )
        """This matcher as one C-level comparison of ``actual.items()`` with ``expected.items()``, with the
        same verdicts when both argument dicts are plain (``values.is_plain``); None when there is none."""

    # -- properties ----------------------------------------------------------------------------------------------

    @property
    def is_equivalence(self) -> bool:
        """True when the matcher is an equivalence relation (``exact`` or ``ignore`` without per-key
        matchers), so calls can be bucketed by [`canonical_key`][langchain_trajectory.matching.ArgumentMatcher.canonical_key] instead of compared pairwise."""
        return self.mode in ("exact", "ignore") and not self.keys

    def canonical_key(self, args: Any) -> Hashable | None:
        """A key equal for two argument dicts iff this (equivalence) matcher accepts them; None when the
        matcher is not an equivalence or the arguments have no canonical key (then compare pairwise)."""
        if not self.is_equivalence:
            return None
        if self.mode == "ignore":
            return ()
        return canonical_value(_as_args(args, "args"), trim=self.trim, case_insensitive=self.case_insensitive)

    # -- matching --------------------------------------------------------------------------------------------------

    def __call__(self, actual_args: Any, expected_args: Any) -> bool:
        """Whether ``actual_args`` satisfy ``expected_args``.

        Raises:
            TrajectoryInputError: when the arguments nest too deeply to compare.
        """
        compare = self.plain_comparison
        if compare is not None and plain_pair(actual_args, expected_args):
            return compare(actual_args.items(), expected_args.items())
        actual = _as_args(actual_args, "actual_args")
        expected = _as_args(expected_args, "expected_args")
        try:
            if not self.keys and not self.recursive:
                return self._fast(actual, expected)
            return self._compare(actual, expected, (), self.mode, None)
        except RecursionError:
            raise too_deep_to_compare() from None

    def differences(self, actual_args: Any, expected_args: Any) -> list[str]:
        """Human-readable differences, empty when the arguments match, e.g.
        ``["expected q='Paris', got q='London'", "missing units (expected 'C')"]``.

        Raises:
            TrajectoryInputError: when the arguments nest too deeply to compare.
        """
        if self.plain_comparison is not None and plain_pair(actual_args, expected_args):
            return _plain_differences(self.mode, actual_args, expected_args)
        diffs: list[str] = []
        try:
            self._compare(
                _as_args(actual_args, "actual_args"),
                _as_args(expected_args, "expected_args"),
                (),
                self.mode,
                diffs,
            )
        except RecursionError:
            raise too_deep_to_compare() from None
        return diffs

    def _fast(self, a: Mapping[str, Any], e: Mapping[str, Any]) -> bool:
        opts = {"trim": self.trim, "case_insensitive": self.case_insensitive}
        if self.mode == "ignore":
            return True
        if self.mode == "exact":
            return values_equal(a, e, **opts)
        if self.mode == "superset":
            return all(k in a and values_equal(a[k], v, **opts) for k, v in e.items())
        return all(k in e and values_equal(v, e[k], **opts) for k, v in a.items())

    # -- the structural comparison ------------------------------------------------------------------------------

    def _key_at(self, path: Path) -> KeyMatcher | None:
        found = self._exact.get(path)
        if found is not None or not self._wild:
            return found
        for pattern, matcher in self._wild:
            if len(pattern) == len(path) and all(p in ("*", s) for p, s in zip(pattern, path, strict=False)):
                return matcher
        return None

    def _has_below(self, path: Path) -> bool:
        if path in self._prefixes:
            return True
        n = len(path)
        return any(
            len(pattern) > n and all(p in ("*", s) for p, s in zip(pattern, path, strict=False))
            for pattern, _ in self._wild
        )

    def _governed(self, path: Path) -> bool:
        return self._key_at(path) is not None or self._has_below(path)

    def _check_key(
        self, km: KeyMatcher, a: Any, e: Any, path: Path, mode: str, diffs: list[str] | None
    ) -> bool:
        """Judge the value at a keyed path. A key the argument mode lets one side leave out stays optional with
        a per-key matcher too: under ``superset`` (and ``ignore``) an expectation may omit a key the actual
        arguments hold, unless the matcher constrains the actual value on its own (``AnyValue``, ``Regex``, an
        ``Approx`` with a fixed value), which then checks it; under ``subset`` the actual arguments may omit an
        expected key."""
        where = ".".join(path)
        if a is MISSING and e is MISSING:
            return True
        if e is MISSING and km.needs_expected and mode in ("superset", "ignore"):
            return True
        if a is MISSING and mode == "subset":
            return True
        if a is MISSING:
            problem = f"missing {where} (expected {format_value(e)})"
        elif e is MISSING and km.needs_expected:
            problem = f"unexpected {where}={format_value(a)} (no expected value for {km!r})"
        else:
            reason = km.check(a, e)
            if reason is None:
                return True
            problem = f"{where}: {reason}"
        if diffs is not None:
            diffs.append(problem)
        return False

    def _compare(self, a: Any, e: Any, path: Path, mode: str, diffs: list[str] | None) -> bool:
        """Compare two present values at ``path``; ``mode`` says how dicts at this level compare (in
        ``ignore`` mode only per-key matchers compare anything)."""
        if mode == "ignore":
            return self._descend(a, e, path, mode, diffs)
        if path and self.keys:
            km = self._key_at(path)
            if km is not None:
                return self._check_key(km, a, e, path, mode, diffs)
        if type(a) in _SCALARS and type(e) in _SCALARS:  # neither a container nor JSON text to parse
            if values_equal(a, e, trim=self.trim, case_insensitive=self.case_insensitive):
                return True
            return self._mismatch(a, e, path, diffs)
        # Containers are compared structurally (same verdict as values_equal in exact mode, but the
        # differences name the nested path, and per-key matchers below this path get their turn).
        a, e = _json_text_read(a, e)
        if isinstance(a, Mapping) and isinstance(e, Mapping):
            return self._compare_dicts(a, e, path, mode, diffs)
        if isinstance(a, (list, tuple)) and isinstance(e, (list, tuple)):
            return self._compare_lists(a, e, path, mode, diffs)
        if values_equal(a, e, trim=self.trim, case_insensitive=self.case_insensitive):
            return True
        return self._mismatch(a, e, path, diffs)

    def _compare_lists(
        self, a: Sequence[Any], e: Sequence[Any], path: Path, mode: str, diffs: list[str] | None
    ) -> bool:
        """Compare two lists position by position (a length difference is one mismatch)."""
        if len(a) != len(e):
            return self._mismatch(a, e, path, diffs, f" (lengths {len(a)} and {len(e)})")
        ok = True
        for i, (av, ev) in enumerate(zip(a, e, strict=False)):
            ok = self._compare(av, ev, (*path, str(i)), mode, diffs) and ok
            if not ok and diffs is None:
                return False
        return ok

    def _descend(self, a: Any, e: Any, path: Path, mode: str, diffs: list[str] | None) -> bool:
        """Compare only the per-key matchers at or below ``path`` (``ignore`` mode, and subtrees one side
        lacks). JSON text is read as the container it holds; a side without a keyed path (absent, or not a
        container on the way) gives [`MISSING`][langchain_trajectory.matching.MISSING] for it, which its matcher judges."""
        km = self._key_at(path) if path else None
        if km is not None:
            return self._check_key(km, a, e, path, mode, diffs)
        a, e = _as_container(a), _as_container(e)
        ok = True
        for segment in self._child_segments(a, e, path):
            child = (*path, segment)
            if not self._governed(child):
                continue
            good = self._descend(_child(a, segment), _child(e, segment), child, mode, diffs)
            ok = ok and good
            if not ok and diffs is None:
                return False
        return ok

    def _child_segments(self, a: Any, e: Any, path: Path) -> list[str]:
        """The path segments below ``path``: keys or indices of either side, and the keyed paths' own."""
        segments: dict[str, None] = {}
        for side in (e, a):
            if isinstance(side, Mapping):
                segments.update(dict.fromkeys(map(str, side)))
            elif isinstance(side, (list, tuple)):
                segments.update(dict.fromkeys(map(str, range(len(side)))))
        n = len(path)
        for keyed in self._exact:
            if len(keyed) > n and keyed[:n] == path:
                segments[keyed[n]] = None
        return list(segments)

    def _mismatch(self, a: Any, e: Any, path: Path, diffs: list[str] | None, note: str = "") -> bool:
        if diffs is not None:
            if path:
                where = ".".join(path)
                diffs.append(f"expected {where}={format_value(e)}, got {where}={format_value(a)}{note}")
            else:
                diffs.append(f"expected {format_value(e)}, got {format_value(a)}{note}")
        return False

    def _compare_dicts(
        self, a: Mapping[str, Any], e: Mapping[str, Any], path: Path, mode: str, diffs: list[str] | None
    ) -> bool:
        """Compare two dicts at ``path`` in ``exact``, ``superset`` or ``subset`` mode (``ignore`` goes through
        `_descend`)."""
        child_mode = mode if self.recursive else "exact"
        ok = True
        for k in self._dict_keys(a, e, path, mode):
            child = (*path, str(k))
            av, ev = a.get(k, MISSING), e.get(k, MISSING)
            km = self._key_at(child) if self.keys else None
            if km is not None:
                good = self._check_key(km, av, ev, child, mode, diffs)
            elif av is MISSING or ev is MISSING:
                good = self._one_sided(av, ev, child, mode, diffs)
            else:
                good = self._compare(av, ev, child, child_mode, diffs)
            ok = ok and good
            if not ok and diffs is None:
                return False
        return ok

    def _dict_keys(self, a: Mapping[str, Any], e: Mapping[str, Any], path: Path, mode: str) -> list[Any]:
        """The keys two dicts compare on: every key in ``exact``; in ``superset`` the expected keys and the actual
        keys a per-key matcher governs; in ``subset`` the reverse."""
        if mode == "exact":
            return [*e, *(k for k in a if k not in e)]
        if mode == "superset":
            return [*e, *(k for k in a if k not in e and self._governed((*path, str(k))))]
        return [*(k for k in e if k in a or self._governed((*path, str(k)))), *(k for k in a if k not in e)]

    def _one_sided(self, av: Any, ev: Any, child: Path, mode: str, diffs: list[str] | None) -> bool:
        """A key only one side holds: allowed when the mode lets that side lack it (and the keyed paths below it
        still hold)."""
        good = mode == ("subset" if av is MISSING else "superset")
        if not good and diffs is not None:
            diffs.append(
                f"missing {'.'.join(child)} (expected {format_value(ev)})"
                if av is MISSING
                else f"unexpected {'.'.join(child)}={format_value(av)}"
            )
        if good and self.keys and self._has_below(child):
            # The mode allows the side to lack this key, but not the keyed paths below it.
            good = self._descend(av, ev, child, mode, diffs)
        return good

    def __repr__(self) -> str:
        opts = [repr(self.mode)]
        opts += [f"{n}=True" for n in ("trim", "case_insensitive", "recursive") if getattr(self, n)]
        if self.keys:
            opts.append(f"keys={self.keys!r}")
        return f"ArgumentMatcher({', '.join(opts)})"


def _plain_differences(mode: str, a: Mapping[Any, Any], e: Mapping[Any, Any]) -> list[str]:
    """`ArgumentMatcher.differences` of two plain argument dicts (``values.is_plain``) under a matcher with a
    ``plain_comparison`` (``exact``, ``superset`` or ``subset``, no per-key matcher, ``trim`` or
    ``case_insensitive``): the same lines, in the same order, as the structural comparison writes, in one pass.
    On plain values ``values_equal`` is ``==``, so a key differs when one side lacks it and the mode does not
    allow that, or when both hold it and the values are unequal."""
    diffs: list[str] = []
    for k, ev in e.items():
        av = a.get(k, MISSING)
        if av is MISSING:
            if mode != "subset":
                diffs.append(f"missing {k} (expected {format_scalar(ev)})")
        elif av != ev:
            diffs.append(f"expected {k}={format_scalar(ev)}, got {k}={format_scalar(av)}")
    if mode != "superset":
        diffs.extend(f"unexpected {k}={format_scalar(av)}" for k, av in a.items() if k not in e)
    return diffs


def _json_text_read(a: Any, e: Any) -> tuple[Any, Any]:
    """``(a, e)`` with a JSON text on one side read as the container it holds when the other side is one."""
    if isinstance(a, str) and isinstance(e, (Mapping, list, tuple)):
        parsed = parse_json_container(a)
        return (a if parsed is MISSING else parsed), e
    if isinstance(e, str) and isinstance(a, (Mapping, list, tuple)):
        parsed = parse_json_container(e)
        return a, (e if parsed is MISSING else parsed)
    return a, e


def _as_container(value: Any) -> Any:
    """``value``, or the dict or list its JSON text holds."""
    if isinstance(value, str):
        parsed = parse_json_container(value)
        if parsed is not MISSING:
            return parsed
    return value


def _child(value: Any, segment: str) -> Any:
    """The value at one path segment below ``value`` (a key, or a list index), or [`MISSING`][langchain_trajectory.matching.MISSING]."""
    if isinstance(value, Mapping):
        return value.get(segment, MISSING)
    if (
        isinstance(value, (list, tuple))
        and segment.isascii()
        and segment.isdigit()
        and int(segment) < len(value)
    ):
        return value[int(segment)]
    return MISSING


def _as_args(value: Any, name: str) -> Mapping[str, Any]:
    if value is None:
        return {}
    if isinstance(value, Mapping):
        return value
    if isinstance(value, str):
        parsed = parse_json_container(value)
        if isinstance(parsed, dict):
            return parsed
        raise ValueError(f"{name}: a string must hold a JSON object, got {value[:60]!r}")
    raise ValueError(f"{name}: expected a dict of arguments, got {type(value).__name__}")


def as_argument_matcher(
    spec: Any, *, where: str = "argument_matcher"
) -> ArgumentMatcher | ArgumentsPredicate:
    """Turn a matcher spec into a matcher.

    Accepts an [`ArgumentMatcher`][langchain_trajectory.matching.ArgumentMatcher]; a mode string (``"exact"``, ``"ignore"``, ``"superset"``,
    ``"subset"``); a list of dot-paths (only those keys are compared, each must be equal: openevals' form); or
    any callable ``(actual_args, expected_args) -> bool``, returned as it is.

    Raises:
        ValueError: for an unknown mode, or a value that is none of the above (``where`` names it).
    """
    if isinstance(spec, ArgumentMatcher):
        return spec
    if isinstance(spec, str):
        if spec not in ARGUMENT_MODES:
            raise ValueError(
                f"{where}: unknown argument mode {spec!r}; expected one of {list(ARGUMENT_MODES)}"
            )
        return ArgumentMatcher(spec)  # type: ignore[arg-type]
    if isinstance(spec, (list, tuple)) and spec and all(isinstance(k, str) for k in spec):
        return ArgumentMatcher("ignore", keys={k: Equal() for k in spec})
    if callable(spec):
        return spec
    raise ValueError(
        f"{where}: expected an ArgumentMatcher, one of {list(ARGUMENT_MODES)}, a list of keys, or a callable "
        f"(actual_args, expected_args) -> bool; got {type(spec).__name__}"
    )
