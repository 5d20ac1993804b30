"""Read-only values of the model: what a trajectory stores for arguments, results and metadata is frozen when it
is built ([`freeze`][langchain_trajectory.trajectory.freeze]: [`FrozenDict`][langchain_trajectory.trajectory.FrozenDict], [`FrozenList`][langchain_trajectory.trajectory.FrozenList]), and thawed back into plain containers by
[`thaw`][langchain_trajectory.trajectory.thaw]; [`compact_json`][langchain_trajectory.trajectory.compact_json] is the canonical JSON text of a value. The names are taken from
[`langchain_trajectory.trajectory`][langchain_trajectory.trajectory], which re-exports them.

This module imports nothing of the package but [`langchain_trajectory.errors`][langchain_trajectory.errors].
"""

from __future__ import annotations

import copy
import json
import math
import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn

from pydantic import BaseModel

from langchain_trajectory.errors import TrajectoryInputError

if TYPE_CHECKING:
    from typing import Self

__all__ = ["MAX_DEPTH", "FrozenDict", "FrozenList", "compact_json", "freeze", "thaw"]

_COMPACT_JSON = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
# The same encoding by json's C encoder, made once (``JSONEncoder.encode`` makes one per call, with a dict of the
# containers it is inside to detect cycles; this one keeps no such state, so a cycle ends in RecursionError,
# and is then encoded again the usual way, which names it). None when json has no C encoder.
_c_make_encoder = getattr(json.encoder, "c_make_encoder", None)
_C_COMPACT_JSON = (
    _c_make_encoder(None, str, json.encoder.encode_basestring, None, ":", ",", True, False, True)
    if _c_make_encoder is not None
    else None
)


def compact_json(value: Any) -> str:
    """Render ``value`` as compact JSON with sorted keys (the canonical form of transcripts and reasons). Keys
    JSON cannot sort or hold (a tuple, ``None`` beside strings) are written as their ``str``."""
    if _C_COMPACT_JSON is not None:
        try:
            return "".join(_C_COMPACT_JSON(value, 0))
        except (TypeError, ValueError, RecursionError):
            pass  # unsortable or non-text keys, a cycle, or too deep: as json.JSONEncoder says (below)
    try:
        return _COMPACT_JSON.encode(value)
    except TypeError:
        return _COMPACT_JSON.encode(_text_keys(value))


def _text_keys(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _text_keys(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_text_keys(v) for v in value]
    return value


# -- read-only values ---------------------------------------------------------------------------------------

MAX_DEPTH = 100
"""How deeply the values a trajectory stores (arguments, results, metadata) may nest: a dict or list inside
``MAX_DEPTH`` others is the deepest allowed. Deeper input is refused with a :class:`TrajectoryInputError` naming
this limit when it is read, so that comparing, rendering and serializing stored values never runs out of stack."""

_READ_ONLY = (
    "a trajectory's values are read-only; copy them to change them (dict(call.args), list(...)) or build a new "
    "object (call.model_copy(update={...}))"
)


def _read_only(self: Any, *args: Any, **kwargs: Any) -> NoReturn:
    raise TypeError(_READ_ONLY)


def _refuse_changes(cls: type, *methods: str) -> None:
    """Make each of ``cls``'s ``methods`` (those that would change it in place) raise ``TypeError``."""
    for name in methods:
        setattr(cls, name, _read_only)


class FrozenDict(dict[str, Any]):
    """A ``dict`` that cannot be changed: what a trajectory stores for arguments, results and metadata.

    It is a real ``dict`` (``isinstance(value, dict)``, ``==`` with plain dicts, ``json.dumps``, pydantic and
    pickling all work); every method that would change it raises ``TypeError``. ``dict(value)`` or
    ``value | {...}`` give a plain, changeable copy.
    """

    __slots__ = ()

    def __copy__(self) -> FrozenDict:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FrozenDict:
        return FrozenDict({key: copy.deepcopy(value, memo) for key, value in self.items()})

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenDict, (dict(self),))


_refuse_changes(
    FrozenDict, "__setitem__", "__delitem__", "__ior__", "clear", "pop", "popitem", "setdefault", "update"
)


class PlainFrozenDict(FrozenDict):
    """A [`FrozenDict`][langchain_trajectory.trajectory.FrozenDict] of arguments that the reader, decoding their
    JSON text, already knows to be plain (``matching.values.is_plain``: every value a string that opens with
    neither a JSON bracket nor whitespace, an int, a float other than NaN, or None), so that matching need not
    look at its values again. In every other respect a ``FrozenDict`` (copies and pickles are ``FrozenDict``)."""

    __slots__ = ()


class FrozenList(list[Any]):
    """A ``list`` that cannot be changed (see [`FrozenDict`][langchain_trajectory.trajectory.FrozenDict]); it equals the plain list of its items."""

    __slots__ = ()

    def __copy__(self) -> FrozenList:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FrozenList:
        return FrozenList([copy.deepcopy(value, memo) for value in self])

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenList, (list(self),))


_refuse_changes(
    FrozenList,
    "__setitem__",
    "__delitem__",
    "__iadd__",
    "__imul__",
    "append",
    "clear",
    "extend",
    "insert",
    "pop",
    "remove",
    "reverse",
    "sort",
)

EMPTY: FrozenDict = FrozenDict()
"""The empty read-only dict (shared: it cannot change)."""

_SCALARS = frozenset({str, int, float, bool, type(None)})
_KEPT = _SCALARS - {int}  # scalars kept without a call (an int's size is checked)


def freeze(value: Any, what: str = "value") -> Any:
    """``value`` with every dict, list and tuple in it replaced by a read-only copy ([`FrozenDict`][langchain_trajectory.trajectory.FrozenDict],
    [`FrozenList`][langchain_trajectory.trajectory.FrozenList], a tuple of frozen items; sets become ``frozenset``). Other objects are kept as they are.
    A value that is already frozen throughout is returned as it is.

    Raises:
        TrajectoryInputError: naming ``what`` when the value nests deeper than [`MAX_DEPTH`][langchain_trajectory.trajectory.MAX_DEPTH], or holds an
            integer with more digits than Python will turn into text (``sys.get_int_max_str_digits()``; such a
            value could be stored but never shown in a reason, a transcript or JSON).
    """
    kind = type(value)
    if kind in _SCALARS:
        if kind is int and not -_INT_TEXT_LIMIT < value < _INT_TEXT_LIMIT:
            raise _too_long(what)
        return value
    return _frozen(value, what, 0)


def _frozen(value: Any, what: str, depth: int) -> Any:
    kind = type(value)
    if kind in _SCALARS:  # most values met in a walk: no container checks
        if kind is int and not -_INT_TEXT_LIMIT < value < _INT_TEXT_LIMIT:
            raise _too_long(what)
        return value
    if kind is dict or kind is FrozenDict:
        return _frozen_mapping(value, kind, what, depth)
    if kind is list or kind is FrozenList or kind is tuple:
        return _frozen_items(value, kind, what, depth)
    if isinstance(value, Mapping):
        return _frozen_mapping(value, kind, what, depth)
    if isinstance(value, (list, tuple)):
        return _frozen_items(value, kind, what, depth)
    if isinstance(value, (set, frozenset)):
        return value if kind is frozenset else frozenset(value)
    return value


def _frozen_mapping(value: Mapping[Any, Any], kind: type, what: str, depth: int) -> FrozenDict:
    if depth >= MAX_DEPTH:
        raise _too_deep(what)
    for item in value.values():
        item_kind = type(item)
        if item_kind not in _SCALARS:
            break
        if item_kind is int and not -_INT_TEXT_LIMIT < item < _INT_TEXT_LIMIT:
            raise _too_long(what)
    else:  # flat (the usual arguments): one C-level copy, or none when it is frozen already
        return value if kind is FrozenDict or kind is PlainFrozenDict else FrozenDict(value)  # type: ignore[return-value]
    return FrozenDict(
        {key: item if type(item) in _KEPT else _frozen(item, what, depth + 1) for key, item in value.items()}
    )


def _frozen_items(value: Any, kind: type, what: str, depth: int) -> Any:
    if depth >= MAX_DEPTH:
        raise _too_deep(what)
    if kind is tuple:
        return tuple(_frozen(item, what, depth + 1) for item in value)
    for item in value:
        item_kind = type(item)
        if item_kind not in _SCALARS:
            break
        if item_kind is int and not -_INT_TEXT_LIMIT < item < _INT_TEXT_LIMIT:
            raise _too_long(what)
    else:
        return value if kind is FrozenList else FrozenList(value)
    return FrozenList([item if type(item) in _KEPT else _frozen(item, what, depth + 1) for item in value])


# Python refuses to turn longer integers into text (sys.get_int_max_str_digits(), 4300 by default): no reason,
# transcript or JSON could show them.
_INT_DIGITS = sys.get_int_max_str_digits()
_INT_TEXT_LIMIT: float = 10**_INT_DIGITS if _INT_DIGITS else math.inf


def _too_long(what: str) -> TrajectoryInputError:
    return TrajectoryInputError(
        f"{what} holds an integer with more than {_INT_DIGITS} digits, more than Python turns into text; "
        "store it as a string"
    )


def thaw(value: Any) -> Any:
    """A plain, changeable deep copy of ``value``'s dicts and lists (the inverse of [`freeze`][langchain_trajectory.trajectory.freeze]): what to hand
    code that edits a value in place (a redactor, a user's own post-processing)."""
    if type(value) in _SCALARS:
        return value
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, list):
        return [thaw(item) for item in value]
    if isinstance(value, tuple):
        return tuple(thaw(item) for item in value)
    return value


def _too_deep(what: str) -> TrajectoryInputError:
    return TrajectoryInputError(
        f"{what} nests dicts or lists more than {MAX_DEPTH} levels deep (the limit, MAX_DEPTH); "
        "store such a value as text"
    )


# What building a model without validation takes (the readers' ``_checked_tool_call`` builds one ``ToolCall`` per
# call read): a new instance, and the setters of BaseModel's four slots, taken from its descriptors (the same
# stores as ``object.__setattr__(model, name, value)``, without looking the name up on the type each time).
_new_object = object.__new__
_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


class _SharedFieldSet(set[str]):
    """The set of fields given, shared by every model of a class that an unvalidated build fills (one
    ``ToolCall`` per call read has them all): a set that cannot be changed, so that one set serves them all
    without one allocation each. pydantic never changes the set of a frozen model in place; ``model_copy``
    copies it first, and a copy (shallow or deep) or a pickled one is a plain, changeable ``set``."""

    __slots__ = ()

    def __copy__(self) -> set[str]:
        return set(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> set[str]:
        return set(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (set, (list(self),))


_refuse_changes(
    _SharedFieldSet,
    "__iand__",
    "__ior__",
    "__isub__",
    "__ixor__",
    "add",
    "clear",
    "difference_update",
    "discard",
    "intersection_update",
    "pop",
    "remove",
    "symmetric_difference_update",
    "update",
)


class _FrozenModel(BaseModel):
    """A frozen model whose container fields are frozen too, also when replaced through ``model_copy``."""

    _frozen_fields: ClassVar[tuple[str, ...]] = ()

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy with ``update`` applied (its dicts and lists frozen, as construction freezes them)."""
        if update:
            update = {
                key: freeze(value, key) if key in self._frozen_fields else value
                for key, value in update.items()
            }
        return super().model_copy(update=update, deep=deep)
