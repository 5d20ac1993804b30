"""The data model shared by capture, evaluation and simulation.

A [`Trajectory`][langchain_trajectory.trajectory.Trajectory] is a conversation: an ordered list of [`Message`][langchain_trajectory.trajectory.Message] objects, each assistant message
carrying the [`ToolCall`][langchain_trajectory.trajectory.ToolCall] objects the agent made while producing it. Every model here is an immutable
(frozen) pydantic model that round-trips through JSON, and frozen all the way down: the dicts and lists it
stores (arguments, results, metadata) are read-only copies ([`FrozenDict`][langchain_trajectory.trajectory.FrozenDict], [`FrozenList`][langchain_trajectory.trajectory.FrozenList]) made when
the model is built, so nothing can change a trajectory, or a score computed from it, after the fact.

This module imports nothing of the package but [`langchain_trajectory.errors`][langchain_trajectory.errors] and
[`langchain_trajectory.usage`][langchain_trajectory.usage] (which imports nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import (
    ConfigDict,
    Field,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    ValidationError,
    field_validator,
    model_serializer,
)

# EMPTY is re-exported for the readers (the empty read-only dict they share).
from langchain_trajectory._agents import Handoff, agents_of, handoff_target_of, handoffs_of, messages_of_agent
from langchain_trajectory._frozen import EMPTY as EMPTY
from langchain_trajectory._frozen import (
    MAX_DEPTH,
    FrozenDict,
    FrozenList,
    _FrozenModel,
    _new_object,
    _set_dict,
    _set_extra,
    _set_fields_set,
    _set_private,
    _SharedFieldSet,
    compact_json,
    freeze,
    thaw,
)

# PlainFrozenDict is re-exported for the readers, which make it, and for matching, which trusts it.
from langchain_trajectory._frozen import PlainFrozenDict as PlainFrozenDict
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.usage import MODEL_CALLS, Prices, Usage, summarize

if TYPE_CHECKING:
    from langchain_core.messages import BaseMessage

__all__ = [
    "MAX_DEPTH",
    "ConversationTrajectory",
    "FrozenDict",
    "FrozenList",
    "Handoff",
    "Message",
    "Role",
    "ToolCall",
    "Trajectory",
    "compact_json",
    "freeze",
    "handoff_target_of",
    "register_message_reader",
    "thaw",
]

_message_reader: Callable[..., Trajectory] | None = None


def register_message_reader(reader: Callable[..., Trajectory]) -> None:
    """Install the function behind [`Trajectory.from_messages`][langchain_trajectory.trajectory.Trajectory.from_messages].

    [`langchain_trajectory.reading`][langchain_trajectory.reading] installs its reader when it is imported (importing any part of the
    package imports it), so the model needs no import of the readers.
    """
    global _message_reader
    _message_reader = reader


Role = Literal["user", "assistant", "system"]

ToolCallRendering = Literal["args", "names", "none"]
_TOOL_CALL_RENDERINGS: tuple[str, ...] = ("args", "names", "none")


def _check_rendering(tool_calls: Any) -> None:
    # ``True``/``False`` read as "with/without arguments" elsewhere; here only the three names are meant
    if type(tool_calls) is not str or tool_calls not in _TOOL_CALL_RENDERINGS:
        raise ValueError(f"tool_calls must be one of {list(_TOOL_CALL_RENDERINGS)}, got {tool_calls!r}")


def _indent_continuations(text: str) -> str:
    """``text`` with every line after the first indented by four spaces (any line break counts, as
    ``str.splitlines`` sees them: a reader may break lines there too)."""
    lines = text.splitlines()
    return "\n    ".join(lines) if len(lines) > 1 else text


class ToolCall(_FrozenModel):
    """One tool call made by an agent.

    Attributes:
        name: The tool's name.
        args: The arguments the model passed, as a read-only dict ([`FrozenDict`][langchain_trajectory.trajectory.FrozenDict]).
        id: The model's ``tool_call_id``, or None when the call had none (e.g. a direct ``tool.invoke``).
        result: What the tool returned (any JSON-able value; dicts and lists read-only), or None when it failed
            or was not recorded.
        error: The error text when the call failed (raised, handled, unknown tool, invalid call), else None. A
            raised exception is recorded as its ``repr`` (see [`langchain_trajectory.errors.error_text`][langchain_trajectory.errors.error_text]).
        step: Index of the model turn that issued the call, or None when unknown.
        metadata: Free-form extras (read-only): graph node, run ids, timings, agent path.
    """

    # Infinity and NaN are written as JSON's common extension (as json.dumps does), so to_json() round-trips them.
    model_config = ConfigDict(frozen=True, extra="forbid", ser_json_inf_nan="constants")
    _frozen_fields: ClassVar[tuple[str, ...]] = ("args", "result", "metadata")

    name: str
    args: dict[str, Any] = Field(default_factory=FrozenDict)
    id: str | None = None
    result: Any = None
    error: str | None = None
    step: int | None = None
    metadata: dict[str, Any] = Field(default_factory=FrozenDict)

    @field_validator("name")
    @classmethod
    def _name_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("tool call 'name' must be a non-blank string")
        return value

    @field_validator("args", "result", "metadata")
    @classmethod
    def _read_only(cls, value: Any, info: Any) -> Any:
        return freeze(value, f"tool call {info.field_name!r}")

    @classmethod
    def of(cls, name: str, args: dict[str, Any] | None = None, **fields: Any) -> ToolCall:
        """Shorthand: ``ToolCall.of("search", {"q": "Paris"})``."""
        return cls(name=name, args=dict(args or {}), **fields)

    @property
    def succeeded(self) -> bool:
        """True when the call recorded no error."""
        return self.error is None

    def signature(self) -> str:
        """``name(<args as compact JSON>)``: the form used in transcripts and reasons."""
        return f"{self.name}({compact_json(self.args)})"


_TOOL_CALL_FIELDS = tuple(ToolCall.model_fields)
_ALL_FIELDS_SET = _SharedFieldSet(_TOOL_CALL_FIELDS)


def _checked_tool_call(fields: dict[str, Any]) -> ToolCall:
    """A ``ToolCall`` whose fields the caller has already checked against its schema.

    Reading inputs ([`langchain_trajectory.reading`][langchain_trajectory.reading]) checks every field anyway, to name the element and field in its errors, so
    validating them again would double the cost of the package's hottest path. ``fields`` becomes the model's
    field dict, as in pydantic's ``model_construct`` but without its per-field Python work, so it must hold
    exactly the seven fields in declaration order: ``name`` a non-blank ``str``; ``args`` and ``metadata``
    dicts with ``str`` keys that nothing else holds (or read-only ones that only other calls hold: the readers
    give the calls of one argument text one dict); ``id`` and ``error`` a ``str`` or None; ``step`` an
    ``int`` or None; ``result`` anything; ``args``, ``result`` and ``metadata`` already passed through
    [`freeze`][langchain_trajectory.trajectory.freeze]. The tests check it builds what ``ToolCall(**fields)`` builds.
    """
    call = _new_object(ToolCall)
    _set_dict(call, fields)
    _set_fields_set(call, _ALL_FIELDS_SET)  # one set for all: it cannot change, and model_copy copies it
    _set_extra(call, None)
    _set_private(call, None)
    return call


def _checked_message(
    role: Role, content: str, tool_calls: tuple[ToolCall, ...] = (), metadata: dict[str, Any] | None = None
) -> Message:
    """A ``Message`` of fields the caller has already checked (as `_checked_tool_call`): ``role`` one of
    the roles, ``content`` a ``str``, ``tool_calls`` a tuple of ``ToolCall``; ``metadata`` (``str`` keys) is
    frozen here. Builds what ``Message(role=..., content=..., tool_calls=..., metadata=...)`` builds (the tests
    check it), at a third of the cost: trace reading builds one per model turn."""
    message = _new_object(Message)
    fields_set = {"role", "content"}
    if tool_calls:
        fields_set.add("tool_calls")
    if metadata is None:
        metadata = FrozenDict()
    else:
        fields_set.add("metadata")
        metadata = freeze(metadata, "message 'metadata'")
    _set_dict(message, {"role": role, "content": content, "tool_calls": tool_calls, "metadata": metadata})
    _set_fields_set(message, fields_set)
    _set_extra(message, None)
    _set_private(message, None)
    return message


def _checked_trajectory(messages: tuple[Message, ...], scenario: str, metadata: dict[str, Any]) -> Trajectory:
    """A ``Trajectory`` of parts the caller has already read: ``messages`` a tuple of ``Message``, ``scenario`` a
    ``str``, ``metadata`` a ``FrozenDict`` (not frozen again). Builds what ``Trajectory.model_construct`` builds of
    them (the tests check it), at a third of the cost: the simulator assembles one at every node."""
    trajectory = _new_object(Trajectory)
    _set_dict(trajectory, {"messages": messages, "scenario": scenario, "metadata": metadata})
    _set_fields_set(trajectory, {"messages", "scenario", "metadata"})
    _set_extra(trajectory, None)
    _set_private(trajectory, None)
    return trajectory


class Message(_FrozenModel):
    """One message of a conversation.

    Attributes:
        role: ``user``, ``assistant`` or ``system``.
        content: The message text.
        tool_calls: The tool calls an assistant made while producing this message (empty otherwise).
        metadata: Free-form extras (read-only).

    In JSON ([`Trajectory.to_json`][langchain_trajectory.trajectory.Trajectory.to_json]) a message has a ``tool_calls`` array only when it made calls, so a
    conversation without tools reads exactly as it would in a format that knows nothing of tools.
    """

    # Infinity and NaN are written as JSON's common extension (as json.dumps does), so to_json() round-trips them.
    model_config = ConfigDict(frozen=True, extra="forbid", ser_json_inf_nan="constants")
    _frozen_fields: ClassVar[tuple[str, ...]] = ("metadata",)

    role: Role
    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    metadata: dict[str, Any] = Field(default_factory=FrozenDict)

    @field_validator("metadata")
    @classmethod
    def _read_only(cls, value: Any) -> Any:
        return freeze(value, "message 'metadata'")

    # JSON only: a Python-mode dump keeps ``tool_calls`` anyway, and skipping this wrapper there makes
    # ``model_dump()`` (the simulator's state holds one per message) about a third cheaper.
    @model_serializer(mode="wrap", when_used="json")
    def _without_empty_calls(
        self, handler: SerializerFunctionWrapHandler, info: SerializationInfo
    ) -> dict[str, Any]:
        data: dict[str, Any] = handler(self)
        if not self.tool_calls and info.mode_is_json():
            data.pop("tool_calls", None)
        return data

    @classmethod
    def user(cls, content: str, **fields: Any) -> Message:
        """A user message."""
        return cls(role="user", content=content, **fields)

    @classmethod
    def assistant(
        cls, content: str = "", tool_calls: Iterable[ToolCall] | None = None, **fields: Any
    ) -> Message:
        """An assistant message, optionally carrying the tool calls made while producing it."""
        return cls(role="assistant", content=content, tool_calls=tuple(tool_calls or ()), **fields)

    @classmethod
    def system(cls, content: str, **fields: Any) -> Message:
        """A system message."""
        return cls(role="system", content=content, **fields)

    def to_text(self, tool_calls: ToolCallRendering = "args", *, indent_continuations: bool = False) -> str:
        """``ROLE: content``, then one ``  [tool: ...]`` line per tool call.

        Args:
            tool_calls: ``args`` renders ``name(<compact JSON args>)``, ``names`` renders the name only,
                ``none`` omits tool calls.
            indent_continuations: Indent the content's second and later lines by four spaces, so that only real
                role labels and tool lines start a line (content saying ``"\n\nASSISTANT: done"`` cannot pass
                for a turn). Judges read transcripts this way.

        Raises:
            ValueError: for ``tool_calls`` other than ``"args"``, ``"names"`` or ``"none"``.
        """
        _check_rendering(tool_calls)
        content = _indent_continuations(self.content) if indent_continuations else self.content
        lines = [f"{self.role.upper()}: {content}"]
        if tool_calls != "none":
            for call in self.tool_calls:
                shown = call.signature() if tool_calls == "args" else call.name
                lines.append(f"  [tool: {shown}]")
        return "\n".join(lines)


class Trajectory(_FrozenModel):
    """A conversation with the tool calls made on every assistant turn.

    Attributes:
        messages: The messages in order.
        scenario: What the conversation is about (shown first in transcripts when set).
        metadata: Free-form extras, read-only (simulators record ``termination``, ``error`` and
            ``error_source`` here).
    """

    # Infinity and NaN are written as JSON's common extension (as json.dumps does), so to_json() round-trips them.
    model_config = ConfigDict(frozen=True, extra="forbid", ser_json_inf_nan="constants")
    _frozen_fields: ClassVar[tuple[str, ...]] = ("metadata",)

    messages: tuple[Message, ...] = ()
    scenario: str = ""
    metadata: dict[str, Any] = Field(default_factory=FrozenDict)

    @field_validator("metadata")
    @classmethod
    def _read_only(cls, value: Any) -> Any:
        return freeze(value, "trajectory 'metadata'")

    # -- construction -------------------------------------------------------------------------------------

    @classmethod
    def from_messages(
        cls, messages: Any, *, scenario: str = "", metadata: dict[str, Any] | None = None
    ) -> Trajectory:
        """Build a trajectory from LangChain messages, OpenAI-style message dicts, or a state dict.

        Tool results (``ToolMessage``) are paired back onto the call that requested them by ``tool_call_id``;
        a ``status="error"`` result becomes the call's ``error``; ``invalid_tool_calls`` are kept as calls
        with an ``error``. A LangGraph state dict holding ``messages`` is accepted too.

        Raises:
            TrajectoryInputError: when an element is malformed (the message names its index and field).
        """
        if _message_reader is None:  # pragma: no cover - importing the package installs it
            raise RuntimeError("import langchain_trajectory to read messages")
        return _message_reader(messages, scenario=scenario, metadata=metadata)

    @classmethod
    def from_json(cls, data: str | bytes) -> Trajectory:
        """Parse the output of [`to_json`][langchain_trajectory.trajectory.Trajectory.to_json] (messages with or without a ``tool_calls`` array).

        Raises:
            TrajectoryInputError: when ``data`` is not JSON text of a trajectory (invalid JSON or UTF-8, a
                missing or mistyped field, values nested deeper than [`MAX_DEPTH`][langchain_trajectory.trajectory.MAX_DEPTH]); the message names the
                place, e.g. ``messages.1.tool_calls.0.name``.
        """
        if not isinstance(data, (str, bytes, bytearray)):
            raise TrajectoryInputError(f"trajectory JSON: expected str or bytes, got {type(data).__name__}")
        try:
            return cls.model_validate_json(data)
        except ValidationError as exc:
            raise TrajectoryInputError(f"trajectory JSON: {_validation_problem(exc)}") from None

    def with_message(self, message: Message) -> Trajectory:
        """A new trajectory with ``message`` appended (trajectories are immutable)."""
        return self.model_copy(update={"messages": (*self.messages, message)})

    def with_metadata(self, **metadata: Any) -> Trajectory:
        """A new trajectory whose metadata is updated with ``metadata``."""
        return self.model_copy(update={"metadata": {**self.metadata, **metadata}})

    # -- queries ------------------------------------------------------------------------------------------

    def user_messages(self) -> list[Message]:
        """All user messages, in order."""
        return [m for m in self.messages if m.role == "user"]

    def assistant_messages(self) -> list[Message]:
        """All assistant messages, in order."""
        return [m for m in self.messages if m.role == "assistant"]

    def turn_count(self) -> int:
        """Number of complete turns: ``min(#user messages, #assistant messages)``."""
        return min(len(self.user_messages()), len(self.assistant_messages()))

    def last_message(self) -> Message | None:
        """The most recent message, or None for an empty trajectory."""
        return self.messages[-1] if self.messages else None

    def last_user_message(self) -> Message | None:
        """The most recent user message, or None."""
        return next((m for m in reversed(self.messages) if m.role == "user"), None)

    def last_assistant_message(self) -> Message | None:
        """The most recent assistant message, or None."""
        return next((m for m in reversed(self.messages) if m.role == "assistant"), None)

    def tool_calls(self) -> list[ToolCall]:
        """Every tool call of every message, flattened in order."""
        return [call for m in self.messages for call in m.tool_calls]

    def tool_calls_by_turn(self) -> list[list[ToolCall]]:
        """One list of tool calls per assistant message (empty lists included), aligned with
        [`assistant_messages`][langchain_trajectory.trajectory.Trajectory.assistant_messages].

        What an assistant message is depends on the source: a captured run ([`TrajectoryRecorder`][langchain_trajectory.capture.TrajectoryRecorder],
        [`from_messages`][langchain_trajectory.trajectory.Trajectory.from_messages]) has one per model step, so a single user request answered after two tool rounds
        gives three entries; a simulated conversation has one per reply. To group by user request whatever the
        source, use [`tool_calls_by_exchange`][langchain_trajectory.trajectory.Trajectory.tool_calls_by_exchange].
        """
        return [list(m.tool_calls) for m in self.assistant_messages()]

    # -- usage --------------------------------------------------------------------------------------------

    def model_calls(self) -> list[dict[str, Any]]:
        """Every model-call record of the conversation, in order (see [`langchain_trajectory.usage`][langchain_trajectory.usage]): what each
        chat-model call used, with ``message`` (the index of its message) and ``step`` (the index of its assistant
        message among the assistant messages, as a tool call's ``step``; None on a user's message) added, and
        ``agent``, ``source``, ``start_time`` and ``end_time`` filled from the message when the record has none
        (``app`` on an assistant message, ``user`` on a user's). An assistant message that records none stands for one model call (or its
        ``model_turns``) whose usage was not reported, unless a graph node or middleware wrote it
        (``metadata["source"]``) or it is synthetic. Records in the trajectory's own ``metadata["model_calls"]``
        (model calls no message keeps, e.g. a simulated user's stop signal without text) come first, with
        ``message`` and ``step`` None."""
        out: list[dict[str, Any]] = []
        for record in self.metadata.get(MODEL_CALLS) or ():  # calls no message keeps (a silent stop signal)
            if isinstance(record, Mapping):
                out.append({"source": "app", **record, "message": None, "step": None})
        step = -1
        for index, message in enumerate(self.messages):
            own = message.role == "assistant"
            if own:
                step += 1
            records = _model_call_records(message, own)
            if not records:
                continue
            agent = message.metadata.get("agent") or message.metadata.get("name")
            defaults = {
                "agent": agent if isinstance(agent, str) else None,
                "source": "app" if own else "user",
                **{k: message.metadata.get(k) for k in ("start_time", "end_time")},
            }
            for record in records:
                if isinstance(record, Mapping):
                    filled = dict(defaults)
                    filled.update({k: v for k, v in record.items() if v is not None or k not in filled})
                    out.append({**filled, "message": index, "step": step if own else None})
        return out

    def usage(self, prices: Prices | None = None) -> Usage:
        """What the run used: token totals (``input_tokens``, ``output_tokens``, ``total_tokens``,
        ``cache_read_tokens``, ``reasoning_tokens``), ``model_calls``, the same figures ``by_model``, ``by_agent``
        and ``by_source`` (app, simulated user, judge), latency and tool time, and with ``prices``
        (``{"model": (input_per_1k, output_per_1k)}``; none are built in) the cost.

        The tokens are the sums of the models' own reports (LangChain's ``usage_metadata``), exactly; a model call
        that reported none counts in ``unreported``. ``latency_s`` spans the first model or tool call's start to
        the last one's end (None when nothing was timed, e.g. a trajectory read from messages).

        Raises:
            ValueError: for a malformed price table (naming the model).
        """
        tools = [(c.metadata.get("start_time"), c.metadata.get("end_time")) for c in self.tool_calls()]
        return summarize(self.model_calls(), prices, tool_spans=tools)

    # -- agents -------------------------------------------------------------------------------------------

    def for_agent(self, name: str) -> Trajectory:
        """The trajectory seen from one agent of a multi-agent run: the user and system messages, and the
        assistant messages carrying calls that agent made (only those calls), or written by it.

        A call's agent is its ``metadata["agent"]`` (what capture records for every call), else its message's
        ``metadata["agent"]`` or ``metadata["name"]`` (``Trajectory.from_messages`` keeps a LangChain message's
        ``name``, which ``create_agent(name=...)`` and langgraph-supervisor set). Calls keep their ``step``
        (counted over the whole run). ``metadata["agent"]`` of the result is ``name``; an agent that did nothing
        gives the user and system messages only."""
        kept = messages_of_agent(self.messages, name)
        return self.model_copy(update={"messages": tuple(kept), "metadata": {**self.metadata, "agent": name}})

    def agents(self) -> list[str]:
        """The agents that made calls or wrote assistant messages, in order of first appearance."""
        return agents_of(self.assistant_messages())

    def handoffs(self) -> list[Handoff]:
        """Every handoff between agents, in order: a call whose ``metadata["handoff"]`` capture set (its tool
        returned ``Command(goto=..., graph=Command.PARENT)``, or is a ``transfer_to_*`` tool), or, in a
        trajectory read from messages, a call of a ``transfer_to_<agent>`` / ``transfer_back_to_<agent>``
        tool. ``from_agent`` is the calling agent (see [`for_agent`][langchain_trajectory.trajectory.Trajectory.for_agent])."""
        return handoffs_of(self.messages)

    def exchanges(self) -> list[list[Message]]:
        """The conversation cut into user→assistant exchanges: the user's message (or consecutive messages) with
        the messages that answer it, up to the user's next message. A user message nothing answered is not an
        exchange (the conversation ended first). Assistant messages before the first user message form an exchange of their own (a
        conversation the assistant opened, or tool calls given without a conversation); system messages before
        the first user message are kept with the first exchange."""
        groups: list[list[Message]] = [[]]
        for message in self.messages:
            if message.role == "user" and _has_assistant(groups[-1]):
                groups.append([message])
            else:
                groups[-1].append(message)
        return [group for group in groups if _has_assistant(group)]

    def tool_calls_by_exchange(self) -> list[list[ToolCall]]:
        """One list of tool calls per exchange (see [`exchanges`][langchain_trajectory.trajectory.Trajectory.exchanges]): every call made while answering one
        user message, across all the model steps of that answer. A captured run of one request and a simulated
        conversation of one turn both give one entry."""
        return [[c for m in exchange for c in m.tool_calls] for exchange in self.exchanges()]

    # -- rendering ----------------------------------------------------------------------------------------

    def to_text(self, tool_calls: ToolCallRendering = "args", *, indent_continuations: bool = False) -> str:
        """A plain-text transcript.

        ``Scenario: <scenario>`` first when a scenario is set, then one ``ROLE: content`` block per message,
        blocks separated by a blank line. Each tool call adds ``  [tool: name(<compact JSON args, sorted
        keys>)]`` under its message (``tool_calls="names"`` shows names only, ``"none"`` omits them), so a
        tool-free conversation renders exactly as it would without tool support. ``indent_continuations``
        indents the later lines of multi-line content and scenario (see [`Message.to_text`][langchain_trajectory.trajectory.Message.to_text]).

        Raises:
            ValueError: for ``tool_calls`` other than ``"args"``, ``"names"`` or ``"none"`` (``True`` is refused
                rather than guessed).
        """
        _check_rendering(tool_calls)
        scenario = _indent_continuations(self.scenario) if indent_continuations else self.scenario
        blocks = [f"Scenario: {scenario}"] if self.scenario else []
        blocks.extend(m.to_text(tool_calls, indent_continuations=indent_continuations) for m in self.messages)
        return "\n\n".join(blocks)

    def to_json(self, indent: int | None = 2) -> str:
        """JSON text that [`from_json`][langchain_trajectory.trajectory.Trajectory.from_json] reads back into an equal trajectory.

        A message carries a ``tool_calls`` array only when it made calls, so a tool-free conversation renders
        byte-identically to the same conversation in a format without tool calls.
        """
        return self.model_dump_json(indent=indent)

    def to_langchain_messages(self) -> list[BaseMessage]:
        """LangChain messages for this conversation, ready to send to a chat model.

        Each assistant message with tool calls becomes an ``AIMessage`` with ``tool_calls`` followed by one
        ``ToolMessage`` per call (the error text with ``status="error"`` for failed calls), because chat
        models reject a tool call that has no answer. Calls without an id get a stable synthetic one.
        """
        # LangChain is imported here, not at the top: the model (and matching, which uses it) stays importable
        # without LangChain.
        from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

        out: list[BaseMessage] = []
        for i, message in enumerate(self.messages):
            if message.role == "user":
                out.append(HumanMessage(content=message.content))
            elif message.role == "system":
                out.append(SystemMessage(content=message.content))
            else:
                ids = [call.id or f"call_{i}_{j}" for j, call in enumerate(message.tool_calls)]
                out.append(
                    AIMessage(
                        content=message.content,
                        tool_calls=[
                            {"name": c.name, "args": dict(c.args), "id": cid, "type": "tool_call"}
                            for c, cid in zip(message.tool_calls, ids, strict=True)
                        ],
                    )
                )
                for call, cid in zip(message.tool_calls, ids, strict=True):
                    if call.error is not None:
                        out.append(
                            ToolMessage(content=call.error, tool_call_id=cid, name=call.name, status="error")
                        )
                    else:
                        content = call.result if isinstance(call.result, str) else compact_json(call.result)
                        out.append(ToolMessage(content=content, tool_call_id=cid, name=call.name))
        return out


def _model_call_records(message: Message, own: bool) -> list[Any]:
    """The model-call records a message keeps (``metadata["model_calls"]``), or for a model's reply that recorded
    none (a message list without usage_metadata) one record of its model calls (``model_turns``, else 1) whose
    tokens are unknown; none for a message a graph node or middleware wrote, a synthetic one or a user's."""
    records = message.metadata.get(MODEL_CALLS)
    if isinstance(records, list):
        return records
    if not own or message.metadata.get("synthetic") or message.metadata.get("source", "model") != "model":
        return []
    turns = message.metadata.get("model_turns", 1)
    return [{"calls": turns if isinstance(turns, int) and not isinstance(turns, bool) else 1}]


def _has_assistant(messages: list[Message]) -> bool:
    return any(m.role == "assistant" for m in messages)


ConversationTrajectory = Trajectory


def _validation_problem(exc: ValidationError) -> str:
    """The first problem pydantic found, with its location, in the package's words."""
    errors = exc.errors(include_url=False, include_input=False)
    if not errors:  # pragma: no cover - pydantic always reports one
        return str(exc)
    first = errors[0]
    where = ".".join(str(part) for part in first.get("loc", ()))
    message = str(first.get("msg", ""))
    if "recursion limit" in message:
        message = f"nested too deeply to parse (values may nest at most {MAX_DEPTH} levels, MAX_DEPTH)"
    message = message.removeprefix("Value error, ")
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return f"{where}: {message}{more}" if where else f"{message}{more}"
