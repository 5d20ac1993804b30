"""Reading what a simulated user or an application returned as [`Message`][langchain_trajectory.trajectory.Message] objects, with clear errors.

Replies are read by [`langchain_trajectory.reading`][langchain_trajectory.reading], as every other input of the package is: a reply the
evaluators accept (a LangChain message, an OpenAI or Anthropic message dict, a ``Message``) is a reply here too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_core.messages import BaseMessage

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading import is_message, message_text, trajectory_from_messages
from langchain_trajectory.trajectory import EMPTY, Message

__all__ = [
    "STOP_KEY",
    "ReplyError",
    "is_blank",
    "is_stop",
    "message_text",
    "read_app_reply",
    "read_user_reply",
]

STOP_KEY = "stop"
"""Metadata key of a user message that ends the conversation (see :func:`stop_message`)."""


class ReplyError(TrajectoryInputError):
    """A user or application returned something that is not a usable reply."""


def is_stop(message: Message) -> bool:
    """True when ``message`` is the simulated user's stop signal."""
    return message.metadata.get(STOP_KEY) is True


def is_blank(messages: Sequence[Message]) -> bool:
    """True when ``messages`` carry no text and no tool calls (an empty reply)."""
    return all(not m.content.strip() and not m.tool_calls for m in messages)


def read_user_reply(value: Any) -> Message:
    """Read a simulated user's reply: a ``Message`` with role ``user``, a string, or a user message of any form
    the readers accept (a LangChain ``HumanMessage``, ``{"role": "user", "content": ...}``).

    Raises:
        ReplyError: for None, another role, or an unsupported type.
    """
    if isinstance(value, Message):
        if value.role != "user":
            raise ReplyError(f"simulated user returned a {value.role!r} message; expected role 'user'")
        return value
    if isinstance(value, str):
        return Message.user(value)
    if value is None:
        raise ReplyError("simulated user returned None; return a Message, a string, or stop_message()")
    if isinstance(value, BaseMessage) or (isinstance(value, Mapping) and is_message(value)):
        messages = _read([value], "simulated user reply")
        if len(messages) == 1 and messages[0].role == "user":
            return messages[0]
        roles = [m.role for m in messages]
        raise ReplyError(f"simulated user returned a message read as {roles}; expected one with role 'user'")
    raise ReplyError(
        f"simulated user returned {type(value).__name__}; expected a Message (role 'user') or a string"
    )


def read_app_reply(value: Any) -> list[Message]:
    """Read an application's reply as assistant messages.

    Accepted: a string, or a message in any form the readers accept (a ``Message`` with role ``assistant``, a
    LangChain ``AIMessage``, an OpenAI or Anthropic message dict), a list of these (read together, so tool
    results pair with their calls), or a dict holding ``messages``. None and an empty list read as no messages
    (an empty reply).

    Raises:
        ReplyError: naming the element's index for a user message, a wrong role, an unsupported type or a
            malformed message.
    """
    if value is None:
        return []
    if type(value) is str:  # the common reply: one assistant message, as the readers make it of a string
        return [Message(role="assistant", content=value, tool_calls=(), metadata=EMPTY)]
    if isinstance(value, Mapping):
        if is_message(value):
            value = [value]
        elif "messages" in value:
            value = value["messages"]
        else:
            raise ReplyError(
                f"application returned a dict that is neither a message nor holds 'messages' (keys "
                f"{sorted(map(str, value))})"
            )
    if isinstance(value, str | Message | BaseMessage):
        value = [value]
    if not isinstance(value, Sequence) or isinstance(value, bytes):
        raise ReplyError(
            f"application returned {type(value).__name__}; expected a Message, a string, an AIMessage, a message "
            "dict or a list of them"
        )
    items: list[Any] = []
    for index, item in enumerate(value):
        if isinstance(item, str):
            items.append(Message.assistant(item))
        elif is_message(item):
            items.append(item)
        else:
            raise ReplyError(
                f"application reply {index}: expected a Message, a string, a LangChain message or a message dict, "
                f"got {type(item).__name__}"
            )
    out = _read(items, "application reply")
    for index, message in enumerate(out):
        if message.role != "assistant":
            raise ReplyError(
                f"application reply {index}: got a {message.role!r} message; an application answers with "
                "assistant messages"
            )
    return out


def _read(items: list[Any], what: str) -> list[Message]:
    if not items:
        return []
    try:
        return list(trajectory_from_messages(items).messages)
    except ReplyError:
        raise
    except TrajectoryInputError as exc:
        raise ReplyError(f"{what}: {exc}") from None
