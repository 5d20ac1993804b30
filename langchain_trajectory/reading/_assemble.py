"""Messages of any form -> one conversation: each tool result paired with its call, each call's step numbered.

Each message is read by its format's reader ([`MESSAGE_FORMATS`][langchain_trajectory.reading.MESSAGE_FORMATS])
into a [`MessageView`][langchain_trajectory.reading.MessageView]:
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
from typing import Any

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._calls import (
    DECODED_TEXTS,
    OPENAI_CALL_KEYS,
    key_names,
    openai_call,
    shown,
    type_name,
)
from langchain_trajectory.reading._content import Result
from langchain_trajectory.reading._messages import is_message, message_format, read_message
from langchain_trajectory.reading.openai import CHAT_KEYS, chat_calls
from langchain_trajectory.reading.review import read_review
from langchain_trajectory.trajectory import EMPTY, ToolCall, _checked_tool_call, freeze

__all__ = [
    "Entry",
    "is_message",
    "plain_conversation_calls",
    "read_conversation",
    "read_conversation_calls",
    "read_message",
]

Entry = tuple[str, str, list[dict[str, Any]], Mapping[str, Any] | None]
"""One message of the conversation: ``(role, text, tool-call fields, metadata)``."""


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


_TEXT_KEYS = frozenset({"role", "content"})
_TEXT_ROLES = frozenset({"user", "system", "assistant"})


def plain_conversation_calls(messages: list[Any]) -> list[ToolCall] | None:
    """The calls of a list of plain OpenAI chat message dicts, built in one pass: assistant messages in the
    form `chat_calls` reads, and ``{"role": "user" | "system" | "assistant", "content": <str>}`` messages,
    which carry no call (an assistant's still counts as a step). None at the first message of any other kind
    (a tool result, content blocks, metadata, ...): `read_conversation_calls` then reads the list, and
    reports what is wrong, as it reads every list. The hot path of the trajectory-match evaluators on
    OpenAI-style inputs; the tests compare it with the general reading."""
    out: list[ToolCall] = []
    step = 0
    decoded = DECODED_TEXTS.get()
    for item in messages:
        if type(item) is not dict:
            return None
        role = item.get("role")
        if role == "assistant":
            # `chat_calls`, written out here: this loop runs once per message of every OpenAI-style input
            raw_calls = item.get("tool_calls")
            content = item.get("content")
            if type(raw_calls) is list and (content is None or type(content) is str) and item.keys() <= CHAT_KEYS:
                for raw in raw_calls:
                    fields = (
                        openai_call(raw, step, decoded)
                        if type(raw) is dict and raw.keys() <= OPENAI_CALL_KEYS
                        else None
                    )
                    if fields is None:
                        return None
                    out.append(_checked_tool_call(fields))
                step += 1
                continue
        if type(role) is not str or role not in _TEXT_ROLES:
            return None
        if type(item.get("content")) is not str or not item.keys() <= _TEXT_KEYS:
            return None
        if role == "assistant":
            step += 1  # a reply without calls is a model turn too
    return out


def _read(messages: Any, entries: list[Entry] | None) -> list[dict[str, Any]]:
    """Read the conversation; append its messages to ``entries`` (unless None); return every call's fields."""
    items, structured = _items(messages)
    issued: list[dict[str, Any]] = []  # every call, in order (indexed by id only once a result needs it)
    pairing: _Pairing | None = None
    turn: list[dict[str, Any]] = []  # the calls of the latest assistant message
    step = 0
    resume = 0  # the index after the streamed chunks already added up into one message
    last_answered: dict[str, Any] | None = None  # the call the latest result answered, and that result's index
    answered_at = -1
    decoded = DECODED_TEXTS.get()
    for index, item in enumerate(items):
        if index < resume:
            continue
        if type(item) is dict and item.get("role") == "assistant":
            calls = chat_calls(item, step, decoded)  # the usual message dict, read in one go when it is plain
            if calls is not None:
                issued.extend(calls)
                turn = calls
                step += 1
                if entries is not None:
                    entries.append(("assistant", item.get("content") or "", calls, None))
                continue
        fmt = message_format(item)
        if fmt.gather is not None:  # a message spread over several items (streamed chunks)
            item, resume = fmt.gather(items, index)
        role, content, calls, results, extra = fmt.read(item, index)
        if results and role == "user" and not content:
            role = None  # an Anthropic user message that only carries tool results is not a user turn
        if role == "assistant":
            step = _number_steps(calls, extra, step)
            issued.extend(calls)
            turn = calls
        if results:
            if pairing is None:
                pairing = _Pairing(issued)
            turn, last_answered = pairing.answer(results, turn, entries)
            answered_at = index
        if role is not None and entries is not None:
            entries.append((role, content, calls, extra))
    if structured is not None and answered_at == len(items) - 1:
        _mark_structured(last_answered, structured, entries)
    return issued


def _items(messages: Any) -> tuple[Sequence[Any], Any]:
    """The message list (a LangGraph state's ``messages``) and the state's ``structured_response`` (or None).

    Raises:
        TrajectoryInputError: for a dict without ``messages``, or messages that are not a list.
    """
    if type(messages) is list:
        return messages, None
    structured: Any = None
    if isinstance(messages, Mapping):
        if "messages" not in messages:
            raise TrajectoryInputError(f"messages: a dict must hold 'messages'; got keys {key_names(messages)}")
        structured = messages.get("structured_response")
        messages = messages["messages"]
    if isinstance(messages, str | bytes | Mapping) or not isinstance(messages, Sequence):
        raise TrajectoryInputError(f"messages: expected a list of messages, got {type_name(messages)}")
    return messages, structured


def _number_steps(calls: list[dict[str, Any]], extra: Mapping[str, Any] | None, step: int) -> int:
    """Give an assistant message's calls their step; returns the next step. A message a node wrote (asked for by
    no model) is no step: its calls are marked synthetic instead."""
    if extra is not None and extra.get("synthetic"):
        for fields in calls:
            fields["metadata"] = freeze({**(fields["metadata"] or EMPTY), "synthetic": True})
        return step
    for fields in calls:
        if fields["step"] is None:
            fields["step"] = step
    return step + 1


def _mark_structured(call: dict[str, Any] | None, structured: Any, entries: list[Entry] | None) -> None:
    """A LangGraph state with ``structured_response`` whose last message answers a call (``create_agent`` with
    ``ToolStrategy`` ends so): that call is the agent's answer, and its message carries the response."""
    if call is None:
        return
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

    def answer(
        self, results: list[Result], turn: list[dict[str, Any]], entries: list[Entry] | None
    ) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        """Put each of a message's results on its call; returns the latest assistant message's calls (a call only
        its result shows is a message of its own) and the call the last result answered."""
        answered: dict[str, Any] = {}
        for result in results:
            orphan = self.orphan_call(result)
            if orphan is not None:
                # The result of a call whose request the messages do not hold (a Command.PARENT handoff carries
                # only its tool's reply): the call, on an assistant message of its own.
                self.issued.append(orphan)
                turn = [orphan]
                if entries is not None:
                    entries.append(("assistant", "", turn, _ORPHAN))
            answered = self.attach(result, turn)
        return turn, answered

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
        if call_id is not None and not isinstance(call_id, str):
            raise TrajectoryInputError(
                f"{answer['where']}: 'tool_call_id' must be a string, got {type_name(call_id)}"
            )
        target = self._by_id(call_id, answer["where"]) if call_id else self._in_turn(answer, turn)
        self.answered.add(id(target))
        content = answer["content"]
        if answer["additional_kwargs"] is not None or (answer["error"] is None and type(content) is str):
            content = _reviewed(target, answer, content)
        if answer["error"] is not None:
            target["error"] = answer["error"]
            target["result"] = None
        else:
            target["result"] = content
        if answer["artifact"] is not None:
            metadata = target["metadata"] or EMPTY
            target["metadata"] = freeze(
                {**metadata, "artifact": answer["artifact"]}, f"{answer['where']}: 'artifact'"
            )
        return target

    def _by_id(self, call_id: str, where: str) -> dict[str, Any]:
        """The call a result with an id answers: the oldest unanswered call with this id in the latest message
        that has one (a result answers the message before it; an id reused across messages belongs to the
        newest); else the last call with the id."""
        self._index()
        same_id = self.by_id.get(call_id)
        if not same_id:
            raise TrajectoryInputError(
                f"{where}: tool result 'tool_call_id' {shown(call_id)} matches no earlier tool call"
            )
        open_calls = [c for c in same_id if id(c) not in self.answered]
        if not open_calls:
            return same_id[-1]
        latest = open_calls[-1]["step"]
        return next(c for c in open_calls if c["step"] == latest)

    def _in_turn(self, answer: Result, turn: list[dict[str, Any]]) -> dict[str, Any]:
        """The call a result without an id answers: the oldest unanswered call of the latest assistant message,
        the oldest of its ``name`` when the result gives one."""
        name = answer["name"]
        open_calls = [c for c in turn if id(c) not in self.answered]
        if name:
            target = next((c for c in open_calls if c["name"] == name), None)
        else:
            target = open_calls[0] if open_calls else None
        if target is None:
            named = f" for {shown(name)}" if name else ""
            raise TrajectoryInputError(
                f"{answer['where']}: a tool result without 'tool_call_id'{named} answers no unanswered call of "
                "the assistant message before it"
            )
        return target


def _reviewed(target: dict[str, Any], answer: Result, content: Any) -> Any:
    """The result's content without a human reviewer's decision, which goes on the call's metadata (where
    LangChain's HITL middleware marks it, see `review`). An edit never switches tools: another call's edit
    notice quoted in this result (an agent used as a tool repeating what its own tool said) is part of the
    result, not its review."""
    review, reviewed = read_review(answer["additional_kwargs"], content, answer["error"])
    if review is None or review.get("executed_name", target["name"]) != target["name"]:
        return content
    review.pop("executed_name", None)
    target["metadata"] = freeze({**target["metadata"], "review": review}, f"{answer['where']}: review")
    return reviewed
