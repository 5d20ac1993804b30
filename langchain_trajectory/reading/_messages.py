"""MESSAGE_FORMATS: the open table of message shapes, and the frozen view every message is read into.

Each provider module (`langchain`, `openai`, ...) lists its message formats in a ``MESSAGE_FORMATS``
tuple, which [`langchain_trajectory.reading`][langchain_trajectory.reading] registers in order; another shape plugs in with
[`register_message_format`][langchain_trajectory.reading.register_message_format]. A format says which classes it may read (``of_class``, decided once per class and
cached, so a message costs one dict lookup), which values of those classes are its messages (``sniff``; None: every
one), and how to read one into a [`MessageView`][langchain_trajectory.reading.MessageView]. `read_message` takes the first format of the item's
class whose ``sniff`` accepts it, or whose ``claims_rest`` says it reads whatever of its classes no earlier format
took (the message-dict reader, whose errors then name the wrong field); ``gather`` lets a format read several
consecutive items as one message (streamed chunks).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, NamedTuple, NoReturn

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._calls import fields_of, type_name
from langchain_trajectory.reading._content import Result
from langchain_trajectory.trajectory import Message

__all__ = [
    "MESSAGE_FORMATS",
    "NOT_A_MESSAGE",
    "OURS",
    "MessageFormat",
    "MessageView",
    "is_message",
    "message_format",
    "read_message",
    "register_message_format",
]


class MessageView(NamedTuple):
    """One message as read (immutable; its fields unpack in this order).

    Attributes:
        role: ``user``, ``assistant``, ``system``, or None for a message that only answers calls (a tool message).
        text: The message's text.
        calls: The fields of each tool call it carries (see ``call_fields``), in order.
        results: The tool results it carries, or None.
        metadata: What else the message records (model usage, a reviewer's mark, ...), or None.
    """

    role: str | None
    text: str
    calls: list[dict[str, Any]]
    results: list[Result] | None
    metadata: Mapping[str, Any] | None


new_view: Callable[[tuple[Any, Any, Any, Any, Any]], MessageView] = partial(tuple.__new__, MessageView)
"""``new_view((role, text, calls, results, metadata))``: a :class:`MessageView` built in C (a named tuple's own
constructor is a Python function: one more call per message on the readers' hot path)."""


@dataclass(frozen=True, slots=True)
class MessageFormat:
    """One message shape and how to read it.

    Attributes:
        name: A short name (``langchain_object``, ``message_dict``, ...), used by ``before=`` and in listings.
        of_class: Whether instances of a class may be this format's messages (called once per class).
        read: ``read(item, index) -> MessageView``; raises ``TrajectoryInputError`` naming ``index`` and the field.
        sniff: Whether a value of those classes is one of this format's messages; None when every one is.
        claims_rest: Read every value of its classes no earlier format took (to name what is wrong with it); it
            still counts as a message only when ``sniff`` accepts it.
        requires_key: For a format of dicts: a key each of its messages holds, checked before ``sniff`` (saves
            calling ``sniff`` on every other dict).
        gather: ``gather(items, index) -> (item, next index)``: the message starting at ``items[index]`` when it
            spans several items (streamed chunks added up), and the index after it.
    """

    name: str
    of_class: Callable[[type], bool]
    read: Callable[[Any, int], MessageView]
    sniff: Callable[[Any], bool] | None = None
    claims_rest: bool = False
    requires_key: str | None = None
    gather: Callable[[Sequence[Any], int], tuple[Any, int]] | None = None


MESSAGE_FORMATS: list[MessageFormat] = []
"""The message formats, in the order they are tried."""

_CANDIDATES: dict[type, tuple[MessageFormat, ...]] = {}
"""class -> the formats that may read its instances, in table order (filled on first sight of each class)."""


def register_message_format(fmt: MessageFormat, *, before: str | None = None) -> None:
    """Add ``fmt`` to the table: at the end, or right before the format named ``before``; a format registered again
    under the same name replaces it where it stands.

    Raises:
        ValueError: when no format is named ``before``.
    """
    _CANDIDATES.clear()
    names = [f.name for f in MESSAGE_FORMATS]
    if fmt.name in names:
        MESSAGE_FORMATS[names.index(fmt.name)] = fmt
    elif before is None:
        MESSAGE_FORMATS.append(fmt)
    elif before in names:
        MESSAGE_FORMATS.insert(names.index(before), fmt)
    else:
        raise ValueError(f"no message format named {before!r} (formats: {names})")


def _refuse(item: Any, index: int) -> NoReturn:
    raise TrajectoryInputError(
        f"message {index}: expected a LangChain message, a Message or a message dict, got {type_name(item)}"
    )


NOT_A_MESSAGE = MessageFormat("not_a_message", lambda cls: True, _refuse, sniff=lambda item: False, claims_rest=True)
"""The last candidate of every class: what no format reads is refused, naming its index and type."""


def _candidates(cls: type) -> tuple[MessageFormat, ...]:
    found = _CANDIDATES.get(cls)
    if found is None:
        found = _CANDIDATES[cls] = (*(f for f in MESSAGE_FORMATS if f.of_class(cls)), NOT_A_MESSAGE)
    return found


def message_format(item: Any) -> MessageFormat:
    """The format that reads ``item``: the first of its class whose ``sniff`` accepts it or that claims the rest
    (`NOT_A_MESSAGE`, whose reader refuses it, when no other may read it)."""
    candidates = _CANDIDATES.get(type(item))  # one dict lookup per message once its class was seen
    if candidates is None:
        candidates = _candidates(type(item))
    for fmt in candidates:
        if fmt.requires_key is not None and fmt.requires_key not in item:
            continue
        if fmt.claims_rest or fmt.sniff is None or fmt.sniff(item):
            return fmt
    raise AssertionError("NOT_A_MESSAGE claims every item")  # pragma: no cover


def is_message(item: Any) -> bool:
    """Whether ``item`` is a message of any registered form (a ``Message``, a LangChain message, a message dict, a
    serialized LangChain message, ...)."""
    for fmt in _candidates(type(item)):
        if (fmt.requires_key is None or fmt.requires_key in item) and (fmt.sniff is None or fmt.sniff(item)):
            return True
    return False


def read_message(item: Any, index: int) -> MessageView:
    """Read one message of any registered form.

    Raises:
        TrajectoryInputError: naming ``index`` and the field.
    """
    return message_format(item).read(item, index)


def _read_ours(item: Message, index: int) -> MessageView:
    return MessageView(
        item.role, item.content, [fields_of(c) for c in item.tool_calls], None, item.metadata or None
    )


OURS = MessageFormat("message", lambda cls: issubclass(cls, Message), _read_ours)
"""The package's own :class:`~langchain_trajectory.Message`."""
