"""Reading what a simulated user or an application returned as :class:`Message` objects, with clear errors."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_trajectory.reading import message_text, trajectory_from_messages
from langchain_trajectory.trajectory import Message

STOP_KEY = "stop"
"""Metadata key of a user message that ends the conversation (see :func:`stop_message`)."""


class ReplyError(ValueError):
    """A user or application returned something that is not a usable reply."""


def is_stop(message: Message) -> bool:
    """True when ``message`` is the simulated user's stop signal."""
    return message.metadata.get(STOP_KEY) is True


def is_blank(messages: Sequence[Message]) -> bool:
    """True when ``messages`` carry no text and no tool calls (an empty reply)."""
    return all(not m.content.strip() and not m.tool_calls for m in messages)


def read_user_reply(value: Any) -> Message:
    """Read a simulated user's reply: a ``Message`` with role ``user``, a string, or a LangChain message.

    Raises:
        ReplyError: for None, another role, or an unsupported type.
    """
    from langchain_core.messages import BaseMessage

    if isinstance(value, Message):
        if value.role != "user":
            raise ReplyError(f"simulated user returned a {value.role!r} message; expected role 'user'")
        return value
    if isinstance(value, str):
        return Message.user(value)
    if isinstance(value, BaseMessage):
        return Message.user(message_text(value.content))
    if value is None:
        raise ReplyError("simulated user returned None; return a Message, a string, or stop_message()")
    raise ReplyError(
        f"simulated user returned {type(value).__name__}; expected a Message (role 'user') or a string"
    )


def read_app_reply(value: Any) -> list[Message]:
    """Read an application's reply as assistant messages.

    Accepted: a ``Message`` (role ``assistant``), a string, a LangChain ``AIMessage``, a list of any of
    these (LangChain messages in a list are read together, so ``ToolMessage`` results pair with their calls),
    or a dict holding ``messages``. None and an empty list read as no messages (an empty reply).

    Raises:
        ReplyError: naming the element's index for a user message, a wrong role or an unsupported type.
    """
    from langchain_core.messages import BaseMessage

    if value is None:
        return []
    if isinstance(value, Mapping):
        if "messages" not in value:
            raise ReplyError(
                f"application returned a dict without 'messages' (keys {sorted(map(str, value))})"
            )
        value = value["messages"]
    if isinstance(value, (str, Message, BaseMessage)):
        value = [value]
    if not isinstance(value, Sequence):
        raise ReplyError(
            f"application returned {type(value).__name__}; expected a Message, a string, an AIMessage "
            "or a list of them"
        )
    out: list[Message] = []
    lc_run: list[BaseMessage] = []

    def flush() -> None:
        if lc_run:
            out.extend(trajectory_from_messages(list(lc_run)).messages)
            lc_run.clear()

    for index, item in enumerate(value):
        if isinstance(item, BaseMessage):
            lc_run.append(item)
            continue
        flush()
        if isinstance(item, str):
            out.append(Message.assistant(item))
        elif isinstance(item, Message):
            out.append(item)
        else:
            raise ReplyError(
                f"application reply {index}: expected a Message, a string or a LangChain message, "
                f"got {type(item).__name__}"
            )
    flush()
    for index, message in enumerate(out):
        if message.role != "assistant":
            raise ReplyError(
                f"application reply {index}: got a {message.role!r} message; an application answers with "
                "assistant messages"
            )
    return out
