"""Messages of any form -> one conversation: each tool result paired with its call, each call's step numbered.

Each message is read by its format's reader into a view (see `View`):
role, text, tool calls, tool results. Results arrive after their calls and the models are frozen, so calls are
kept as fields until every message is read:

* a result with an id answers the oldest unanswered call with that id in the latest message that issued one
  (ids may repeat across turns; a result answers the turn before it);
* a result without an id (``{"role": "tool", "content": ...}``, a legacy ``function`` message) answers the oldest
  unanswered call of the latest assistant message, the oldest of its ``name`` when it gives one;
* a result with an id no message issued, which names its tool (``ToolMessage.name``), is a call of its own whose
  request the messages do not hold (a ``Command.PARENT`` handoff leaves only its tool's reply in the state):
  no arguments (``metadata["args_unknown"]``), no step, on an assistant message of its own (``synthetic``);
* any other result that answers nothing is an error naming its index;
* each assistant message's calls get ``step`` = the index of that message among the assistant messages (a call
  read with a step of its own keeps it); a message a node wrote (langgraph-supervisor's hand-back, marked in its
  ``response_metadata``) is no step: its calls have none and are marked ``synthetic``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from langchain_core.messages import AIMessageChunk, BaseMessage

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._calls import fields_of, key_names, shown, type_name
from langchain_trajectory.reading._content import Result
from langchain_trajectory.reading.langchain import (
    is_serialized_message,
    merge_chunks,
    read_message_object,
    read_serialized,
)
from langchain_trajectory.reading.openai import View, chat_calls, is_message_dict, read_message_dict
from langchain_trajectory.reading.review import read_review
from langchain_trajectory.trajectory import EMPTY, Message, freeze

__all__ = ["Entry", "is_message", "read_conversation", "read_conversation_calls", "read_message"]

Entry = tuple[str, str, list[dict[str, Any]], Mapping[str, Any] | None]
"""One message of the conversation: ``(role, text, tool-call fields, metadata)``."""

ItemKind = Literal["ours", "langchain", "chunk", "mapping", "other"]
_KINDS: dict[type, ItemKind] = {}  # class -> kind: one dict lookup per message


def item_kind(item: Any) -> ItemKind:
    cls = type(item)
    kind = _KINDS.get(cls)
    if kind is None:
        if issubclass(cls, Message):
            kind = "ours"
        elif issubclass(cls, AIMessageChunk):
            kind = "chunk"
        elif issubclass(cls, BaseMessage):
            kind = "langchain"
        elif issubclass(cls, Mapping):
            kind = "mapping"
        else:
            kind = "other"
        _KINDS[cls] = kind
    return kind


def is_message(item: Any) -> bool:
    """Whether ``item`` is a message of any form (a ``Message``, a LangChain message, a message dict, a
    serialized LangChain message)."""
    kind = item_kind(item)
    if kind == "mapping":
        return is_message_dict(item) or is_serialized_message(item)
    return kind != "other"


def read_message(item: Any, index: int) -> View:
    """Read one message of any form.

    Raises:
        TrajectoryInputError: naming ``index`` and the field.
    """
    if type(item) is dict:
        if "lc" in item and is_serialized_message(item):
            return read_serialized(item, index)
        return read_message_dict(item, index)
    kind = item_kind(item)
    if kind == "langchain" or kind == "chunk":
        return read_message_object(item, index)
    if kind == "ours":
        return item.role, item.content, [fields_of(c) for c in item.tool_calls], None, item.metadata or None
    if kind == "mapping":
        if is_serialized_message(item):
            return read_serialized(item, index)
        return read_message_dict(item, index)
    raise TrajectoryInputError(
        f"message {index}: expected a LangChain message, a Message or a message dict, got {type_name(item)}"
    )


def read_conversation(messages: Any) -> list[Entry]:
    """Read every message once into entries (tool results attached to their calls, steps numbered).

    Raises:
        TrajectoryInputError: for a malformed message (naming its index and field) or a result that answers no
            call.
    """
    entries: list[Entry] = []
    _read(messages, entries)
    return entries


def read_conversation_calls(messages: Any) -> list[dict[str, Any]]:
    """The fields of every call of the conversation, in order, read as `read_conversation` reads them
    (results attached, steps numbered), without keeping the messages.

    Raises:
        TrajectoryInputError: for a malformed message (naming its index and field) or a result that answers no
            call.
    """
    return _read(messages, None)


def _read(messages: Any, entries: list[Entry] | None) -> list[dict[str, Any]]:
    """Read the conversation; append its messages to ``entries`` (unless None); return every call's fields."""
    structured: Any = None
    if type(messages) is not list:
        if isinstance(messages, Mapping):
            if "messages" not in messages:
                raise TrajectoryInputError(
                    f"messages: a dict must hold 'messages'; got keys {key_names(messages)}"
                )
            structured = messages.get("structured_response")
            messages = messages["messages"]
        if isinstance(messages, str | bytes | Mapping) or not isinstance(messages, Sequence):
            raise TrajectoryInputError(f"messages: expected a list of messages, got {type_name(messages)}")
    items: Sequence[Any] = messages
    issued: list[dict[str, Any]] = []  # every call, in order (indexed by id only once a result needs it)
    pairing: _Pairing | None = None
    turn: list[dict[str, Any]] = []  # the calls of the latest assistant message
    step = 0
    resume = 0  # the index after the streamed chunks already added up into one message
    last_answered: dict[str, Any] | None = None  # the call the latest result answered, and that result's index
    answered_at = -1
    for index, item in enumerate(items):
        if index < resume:
            continue
        if type(item) is dict:
            if item.get("role") == "assistant":  # the usual message, read in one go when it is plain
                calls = chat_calls(item, step)
                if calls is not None:
                    issued.extend(calls)
                    turn = calls
                    step += 1
                    if entries is not None:
                        entries.append(("assistant", item.get("content") or "", calls, None))
                    continue
            if "lc" in item and is_serialized_message(item):
                view = read_serialized(item, index)
            else:
                view = read_message_dict(item, index)
        elif item_kind(item) == "chunk":
            merged, resume = merge_chunks(items, index)
            view = read_message_object(merged, index)
        else:
            view = read_message(item, index)
        role, content, calls, results, extra = view
        if results and role == "user" and not content:
            role = None  # an Anthropic user message that only carries tool results is not a user turn
        if role == "assistant":
            if extra is not None and extra.get("synthetic"):
                # written by a node, asked for by no model: not a step; its calls are marked synthetic
                for fields in calls:
                    fields["metadata"] = freeze({**(fields["metadata"] or EMPTY), "synthetic": True})
            else:
                for fields in calls:
                    if fields["step"] is None:
                        fields["step"] = step
                step += 1
            issued.extend(calls)
            turn = calls
        if results:
            if pairing is None:
                pairing = _Pairing(issued)
            for answer in results:
                orphan = pairing.orphan_call(answer)
                if orphan is not None:
                    # The result of a call whose request the messages do not hold (a Command.PARENT handoff
                    # carries only its tool's reply): the call, on an assistant message of its own.
                    issued.append(orphan)
                    turn = [orphan]
                    if entries is not None:
                        entries.append(("assistant", "", turn, _ORPHAN))
                last_answered, answered_at = pairing.attach(answer, turn), index
        if role is not None and entries is not None:
            entries.append((role, content, calls, extra))
    if structured is not None and last_answered is not None and answered_at == len(items) - 1:
        _mark_structured(last_answered, structured, entries)
    return issued


def _mark_structured(call: dict[str, Any], structured: Any, entries: list[Entry] | None) -> None:
    """A LangGraph state with ``structured_response`` whose last message answers a call (``create_agent`` with
    ``ToolStrategy`` ends so): that call is the agent's answer, and its message carries the response."""
    call["metadata"] = freeze({**(call["metadata"] or EMPTY), "structured_response": True})
    if entries is None:
        return
    dump = getattr(structured, "model_dump", None)
    value = dump(mode="json") if callable(dump) else structured
    for k, (role, content, calls, extra) in enumerate(entries):
        if any(c is call for c in calls):
            entries[k] = (role, content, calls, freeze({**(extra or EMPTY), "structured_response": value}))
            return


_ORPHAN = freeze({"synthetic": True, "source": "unknown"})
"""Metadata of the assistant message holding a call only its result shows."""
_ORPHAN_CALL = freeze({"requested": False, "args_unknown": True})
"""Metadata of such a call: no message in the list requested it, and its arguments are not known."""


class _Pairing:
    """Pairs results with the calls issued so far (see the module doc)."""

    __slots__ = ("answered", "by_id", "indexed", "issued")

    def __init__(self, issued: list[dict[str, Any]]) -> None:
        self.issued = issued
        self.by_id: dict[str, list[dict[str, Any]]] = {}  # ids may repeat: every call with each id, oldest first
        self.indexed = 0  # how many of ``issued`` are in ``by_id``
        self.answered: set[int] = set()  # id() of the fields already given a result

    def orphan_call(self, answer: Result) -> dict[str, Any] | None:
        """The fields of the call a result with an id and a tool ``name`` answers when no message issued it,
        with no arguments (they are unknown) and no step; None when the result answers an issued call, or
        has no id or name (then `attach` says what is wrong)."""
        call_id, name = answer["tool_call_id"], answer["name"]
        if not call_id or not isinstance(call_id, str) or not isinstance(name, str) or not name.strip():
            return None
        self._index()
        if call_id in self.by_id:
            return None
        return {
            "name": name,
            "args": {},
            "id": call_id,
            "result": None,
            "error": None,
            "step": None,
            "metadata": _ORPHAN_CALL,
        }

    def _index(self) -> None:
        for fields in self.issued[self.indexed :]:
            if fields["id"]:
                self.by_id.setdefault(fields["id"], []).append(fields)
        self.indexed = len(self.issued)

    def attach(self, answer: Result, turn: list[dict[str, Any]]) -> dict[str, Any]:
        """Put ``answer`` on the call it answers; returns that call's fields.

        Raises:
            TrajectoryInputError: naming the result's place when it answers no call.
        """
        call_id = answer["tool_call_id"]
        where = answer["where"]
        if call_id is not None and not isinstance(call_id, str):
            raise TrajectoryInputError(f"{where}: 'tool_call_id' must be a string, got {type_name(call_id)}")
        answered = self.answered
        target: dict[str, Any] | None
        if call_id:
            self._index()
            same_id = self.by_id.get(call_id)
            if not same_id:
                raise TrajectoryInputError(
                    f"{where}: tool result 'tool_call_id' {shown(call_id)} matches no earlier tool call"
                )
            # The oldest unanswered call with this id in the latest message that has one (a result answers the
            # message before it; an id reused across messages belongs to the newest); else the last call.
            open_calls = [c for c in same_id if id(c) not in answered]
            target = same_id[-1]
            if open_calls:
                latest = open_calls[-1]["step"]
                target = next(c for c in open_calls if c["step"] == latest)
        else:
            name = answer["name"]
            open_calls = [c for c in turn if id(c) not in answered]
            if name:
                target = next((c for c in open_calls if c["name"] == name), None)
            else:
                target = open_calls[0] if open_calls else None
            if target is None:
                named = f" for {shown(name)}" if name else ""
                raise TrajectoryInputError(
                    f"{where}: a tool result without 'tool_call_id'{named} answers no unanswered call of the "
                    "assistant message before it"
                )
        answered.add(id(target))
        content = answer["content"]
        if answer["additional_kwargs"] is not None or (answer["error"] is None and type(content) is str):
            # a human reviewer's decision, where LangChain's HITL middleware marks it (see .review)
            given = content
            review, content = read_review(answer["additional_kwargs"], content, answer["error"])
            if review is not None and review.get("executed_name", target["name"]) != target["name"]:
                # an edit never switches tools: another call's edit notice quoted in this result (an agent
                # used as a tool repeating what its own tool said) is part of the result, not its review
                review, content = None, given
            if review is not None:
                review.pop("executed_name", None)
                target["metadata"] = freeze({**target["metadata"], "review": review}, f"{where}: review")
        if answer["error"] is not None:
            target["error"] = answer["error"]
            target["result"] = None
        else:
            target["result"] = content
        if answer["artifact"] is not None:
            metadata = target["metadata"] or EMPTY
            target["metadata"] = freeze({**metadata, "artifact": answer["artifact"]}, f"{where}: 'artifact'")
        return target
