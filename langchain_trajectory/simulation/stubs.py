"""Tool stubs and replay: run an application with its tools answered by fixed results, functions of the
arguments, or a cassette recorded from real runs, for cheap reproducible simulations.

A [`ToolStubs`][langchain_trajectory.simulation.ToolStubs] decides every tool call the same way, in this order:

1. a stub for the tool's name: a fixed result, or a callable ``(args) -> result`` (raising makes the call
   fail as a tool error);
2. the cassette's recorded answer for the same tool and the same arguments (compared as canonical JSON);
3. otherwise, with ``record=True``, the real tool runs and its answer is added to the cassette; with
   ``on_missing="call"`` the real tool runs (nothing recorded); with ``on_missing="error"`` (default) the call
   raises [`UnstubbedToolCall`][langchain_trajectory.simulation.UnstubbedToolCall], naming the tool and arguments, so a replay never silently does real work.

It reaches the application in one of two ways, neither of which changes the application's code:

- [`ToolStubs.middleware`][langchain_trajectory.simulation.ToolStubs.middleware] for ``create_agent`` apps (``create_agent(model, tools, middleware=[stubs.middleware()])``):
  a ``wrap_tool_call`` middleware that answers the call before the tool runs;
- [`ToolStubs.tools`][langchain_trajectory.simulation.ToolStubs.tools] for apps built from a tools list (``ToolNode(stubs.tools(tools))``): stub tools
  keeping each tool's name, description and argument schema, so the model sees the same tools.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, get_args

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.errors import error_text
from langchain_trajectory.reading import message_text
from langchain_trajectory.simulation._jsonable import jsonable
from langchain_trajectory.trajectory import compact_json

if TYPE_CHECKING:
    from langchain_core.messages import ToolMessage
    from langchain_core.tools import BaseTool

__all__ = ["AnsweredToolError", "OnMissing", "RecordedToolError", "ToolCassette", "ToolStubs", "UnstubbedToolCall"]

OnMissing = Literal["error", "call"]
_CASSETTE_VERSION = 1


class UnstubbedToolCall(RuntimeError):
    """A tool call that no stub and no cassette entry answers, with ``on_missing="error"``."""


def _key(name: str, args: Mapping[str, Any]) -> tuple[str, str]:
    return name, compact_json(jsonable(dict(args)))


class ToolCassette:
    """Recorded tool answers: for each tool name and arguments, the result (or the error) it gave.

    Thread-safe; saved as JSON ([`save`][langchain_trajectory.simulation.ToolCassette.save] / [`load`][langchain_trajectory.simulation.ToolCassette.load]), one entry per distinct call:
    ``{"tool", "args", "result", "error"}``, and ``"raised": true`` for an error the tool raised rather than
    answered with (its ``repr``; replayed as an exception with that ``repr``, so the app fails, or its
    ``ToolNode`` reports it, exactly as it did). ``args`` are the model's arguments only: what LangGraph injects
    (``ToolRuntime``, ``InjectedState``, ``InjectedStore``, the config, the call id) is never part of the key.
    Recording the same call again keeps the first answer.

    Args:
        entries: Initial entries (dicts with ``tool``, ``args`` and ``result`` or ``error``).
    """

    def __init__(self, entries: Iterable[Mapping[str, Any]] = ()) -> None:
        self._lock = threading.Lock()
        self._entries: dict[tuple[str, str], dict[str, Any]] = {}
        for index, entry in enumerate(entries):
            if not isinstance(entry, Mapping) or not isinstance(entry.get("tool"), str):
                raise ValueError(f"cassette entry {index}: expected a dict with a 'tool' name, got {entry!r}")
            if not isinstance(entry.get("args", {}), Mapping):
                raise ValueError(f"cassette entry {index}: 'args' must be a dict")
            self.record(
                entry["tool"],
                entry.get("args") or {},
                entry.get("result"),
                entry.get("error"),
                raised=bool(entry.get("raised")),
            )

    def get(self, name: str, args: Mapping[str, Any]) -> dict[str, Any] | None:
        """The recorded entry for this call, or None."""
        with self._lock:
            return self._entries.get(_key(name, args))

    def record(
        self,
        name: str,
        args: Mapping[str, Any],
        result: Any = None,
        error: str | None = None,
        *,
        raised: bool = False,
    ) -> None:
        """Record one answer (the first one recorded for a call is kept); ``raised`` for an error the tool
        raised (see the class doc)."""
        key = _key(name, args)
        entry = {"tool": name, "args": json.loads(key[1]), "result": jsonable(result), "error": error}
        if raised and error is not None:
            entry["raised"] = True
        with self._lock:
            self._entries.setdefault(key, entry)

    @property
    def entries(self) -> list[dict[str, Any]]:
        """Every entry, in recording order."""
        with self._lock:
            return [dict(e) for e in self._entries.values()]

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)

    def save(self, path: str | Path) -> Path:
        """Write the cassette as JSON; returns the path."""
        target = Path(path)
        payload = {"version": _CASSETTE_VERSION, "entries": self.entries}
        target.write_text(
            json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        return target

    @classmethod
    def load(cls, path: str | Path) -> ToolCassette:
        """Read a cassette written by [`save`][langchain_trajectory.simulation.ToolCassette.save].

        Raises:
            ValueError: naming the file, for text that is not a cassette.
        """
        try:
            data = load_json(Path(path).read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path}: not a tool cassette (invalid JSON: {exc.msg})") from None
        except RecursionError:
            raise ValueError(f"{path}: not a tool cassette (JSON nested too deeply to read)") from None
        if not isinstance(data, Mapping) or not isinstance(data.get("entries"), list):
            raise ValueError(f"{path}: not a tool cassette (expected {{'version', 'entries': [...]}})")
        try:
            return cls(data["entries"])
        except ValueError as exc:
            raise ValueError(f"{path}: {exc}") from None

    def __repr__(self) -> str:
        return f"ToolCassette({len(self)} entries)"


_HIT = "hit"


class ToolStubs:
    """Answers an application's tool calls from stubs and a cassette (see the module docs for the order).

    Args:
        results: Per tool name, a fixed result or a callable ``(args: dict) -> result``.
        cassette: A [`ToolCassette`][langchain_trajectory.simulation.ToolCassette], or the path of one saved with [`ToolCassette.save`][langchain_trajectory.simulation.ToolCassette.save] (loaded
            now; with ``record=True`` a missing file starts an empty cassette).
        record: Run the real tool for calls nothing answers and record its answer in the cassette (save it
            with ``stubs.cassette.save(path)``).
        on_missing: For calls nothing answers and ``record`` is False: ``"error"`` raises
            [`UnstubbedToolCall`][langchain_trajectory.simulation.UnstubbedToolCall], ``"call"`` runs the real tool.

    Raises:
        ValueError: for an unknown ``on_missing``; TypeError: for ``results`` that is not a dict.
    """

    def __init__(
        self,
        results: Mapping[str, Any] | None = None,
        *,
        cassette: ToolCassette | str | Path | None = None,
        record: bool = False,
        on_missing: OnMissing = "error",
    ) -> None:
        if on_missing not in get_args(OnMissing):
            raise ValueError(
                f"ToolStubs: 'on_missing' must be one of {get_args(OnMissing)}, got {on_missing!r}"
            )
        if results is not None and not isinstance(results, Mapping):
            raise TypeError(
                f"ToolStubs: 'results' must be a dict of tool name -> result, got {type(results).__name__}"
            )
        if not isinstance(record, bool):
            raise TypeError("ToolStubs: 'record' must be a bool")
        self.results: dict[str, Any] = dict(results or {})
        if isinstance(cassette, (str, Path)):
            path = Path(cassette)
            cassette = ToolCassette() if record and not path.exists() else ToolCassette.load(path)
        self.cassette = cassette if cassette is not None else ToolCassette()
        self.record = record
        self.on_missing: OnMissing = on_missing

    # -- deciding ---------------------------------------------------------------------------------------------

    def answer(self, name: str, args: Mapping[str, Any]) -> tuple[str, Any, str | None]:
        """``("hit", result, error)`` when a stub or the cassette answers the call, else ``("run", None,
        None)`` (the real tool should run). ``args`` are the model's arguments.

        Raises:
            UnstubbedToolCall: when nothing answers, ``record`` is False and ``on_missing="error"``.
            Exception: an error the cassette recorded as raised by the tool, raised again (its ``repr`` is the
                recorded text).
        """
        if name in self.results:
            stub = self.results[name]
            if callable(stub):
                try:
                    return _HIT, stub(dict(args)), None
                except Exception as exc:
                    return _HIT, None, error_text(exc)
            return _HIT, stub, None
        entry = self.cassette.get(name, args)
        if entry is not None:
            if entry.get("raised") and entry["error"] is not None:
                raise RecordedToolError(entry["error"])
            return _HIT, entry["result"], entry["error"]
        if self.record or self.on_missing == "call":
            return "run", None, None
        raise UnstubbedToolCall(
            f"tool {name!r} was called with arguments {compact_json(jsonable(dict(args)))}, which no stub and no "
            f"cassette entry answers ({len(self.cassette)} recorded); record it (ToolStubs(record=True)), add a "
            "stub, or pass on_missing='call' to run the real tool"
        )

    def remember(
        self, name: str, args: Mapping[str, Any], result: Any, error: str | None, *, raised: bool = False
    ) -> None:
        """Record a real tool's answer (when recording)."""
        if self.record:
            self.cassette.record(name, args, result, error, raised=raised)

    # -- create_agent middleware ------------------------------------------------------------------------------

    def middleware(self) -> Any:
        """A ``create_agent`` middleware (``wrap_tool_call``) answering tool calls from these stubs."""
        return _middleware_class()(self)

    def _message(self, call: Mapping[str, Any], result: Any, error: str | None) -> ToolMessage:
        from langchain_core.messages import ToolMessage

        if error is not None:
            return ToolMessage(
                content=error, tool_call_id=call.get("id") or "", name=call["name"], status="error"
            )
        content = result if isinstance(result, str) else compact_json(result)
        return ToolMessage(content=content, tool_call_id=call.get("id") or "", name=call["name"])

    def _raised(self, call: Mapping[str, Any], error: Exception) -> None:
        """A real tool (run by the middleware's handler) raised: recorded as raised, before it propagates."""
        if not isinstance(error, (UnstubbedToolCall, RecordedToolError)):
            self.remember(call["name"], call.get("args") or {}, None, error_text(error), raised=True)

    def _after(self, call: Mapping[str, Any], output: Any) -> Any:
        from langchain_core.messages import ToolMessage

        if isinstance(output, ToolMessage):
            error = message_text(output.content) if output.status == "error" else None
            self.remember(
                call["name"],
                call.get("args") or {},
                message_text(output.content) if error is None else None,
                error,
            )
        return output

    # -- stub tools -------------------------------------------------------------------------------------------

    def tools(self, tools: Sequence[BaseTool | Callable[..., Any]]) -> list[BaseTool]:
        """Stub tools for an app built from a tools list: each keeps the tool's name, description, argument
        schema (injected arguments included, so LangGraph injects them as it would), ``return_direct``,
        ``response_format``, metadata, tags, extras and validation-error handling, and answers from these stubs
        (running the real tool when they say so). A call is looked up by the model's arguments only. An error is
        an error: one the real tool answered with (its ``handle_tool_error``) is recorded and replayed as such;
        one it raised is recorded with ``raised`` and raised again, so the app sees the same failure."""
        from langchain_core.tools import BaseTool, StructuredTool
        from langchain_core.tools import tool as as_tool

        out: list[BaseTool] = []
        for item in tools:
            real = item if isinstance(item, BaseTool) else as_tool(item)
            run, arun = self._bodies(real)
            out.append(
                StructuredTool(
                    name=real.name,
                    description=real.description,
                    args_schema=real.args_schema if real.args_schema is not None else real.get_input_schema(),
                    func=run,
                    coroutine=arun,
                    return_direct=real.return_direct,
                    response_format=real.response_format,
                    metadata=real.metadata,
                    tags=real.tags,
                    extras=real.extras,
                    verbose=real.verbose,
                    handle_validation_error=real.handle_validation_error,
                    handle_tool_error=_answered_error,
                )
            )
        return out

    def _bodies(self, real: Any) -> tuple[Any, Any]:
        """The sync and async bodies of the stub tool standing for ``real``."""
        visible = _model_argument_names(real)
        quiet = _without_error_handling(real)

        def decide(kwargs: dict[str, Any]) -> tuple[bool, Any, dict[str, Any]]:
            args = {k: v for k, v in kwargs.items() if visible is None or k in visible}
            status, result, error = self.answer(real.name, args)
            if status != _HIT:
                return False, None, args
            if error is not None:
                raise AnsweredToolError(error)
            return True, result, args

        # The real tool runs as the stub's body, not as a tool run of its own (the stub's run is the call).
        def run(**kwargs: Any) -> Any:
            hit, result, args = decide(kwargs)
            if hit:
                return result
            try:
                value = quiet.run(kwargs, callbacks=None)
            except Exception as exc:
                raise self._failed(real, args, exc) from None
            return self._ran(real, args, value)

        async def arun(**kwargs: Any) -> Any:
            hit, result, args = decide(kwargs)
            if hit:
                return result
            try:
                value = await quiet.arun(kwargs, callbacks=None)
            except Exception as exc:
                raise self._failed(real, args, exc) from None
            return self._ran(real, args, value)

        return run, arun

    def _failed(self, real: Any, args: dict[str, Any], error: Exception) -> Exception:
        """What the stub raises when the real tool failed: the tool's own answer to the error (its
        ``handle_tool_error``), recorded as an answered error, or the error itself, recorded as raised."""
        from langchain_core.tools import ToolException

        handler = real.handle_tool_error
        if isinstance(error, ToolException) and handler:
            from langchain_core.tools.base import _handle_tool_error

            text = message_text(_handle_tool_error(error, flag=handler))
            self.remember(real.name, args, None, text)
            return AnsweredToolError(text)
        self.remember(real.name, args, None, error_text(error), raised=True)
        return error

    def _ran(self, real: Any, args: dict[str, Any], value: Any) -> Any:
        self.remember(real.name, args, value, None)
        return value

    def __repr__(self) -> str:
        return (
            f"ToolStubs(stubs={sorted(self.results)}, cassette={self.cassette!r}, record={self.record}, "
            f"on_missing={self.on_missing!r})"
        )


class RecordedToolError(Exception):
    """An error a cassette recorded as raised by a tool, raised again on replay: its ``repr`` (and ``str``) is
    the recorded text, so a ``ToolNode`` that reports errors shows the model what the real error showed."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text

    def __repr__(self) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text


def _tool_exception() -> type[Exception]:
    from langchain_core.tools import ToolException

    return ToolException


class AnsweredToolError(_tool_exception()):  # type: ignore[misc]
    """An error a tool answered with (its ``handle_tool_error`` turned it into the call's error message): the
    stub tool raises it and answers with its text, as an error."""


def _answered_error(error: Exception) -> str:
    """The stub tools' ``handle_tool_error``: the text of an `AnsweredToolError`; any other error
    propagates, as it would from the real tool."""
    if isinstance(error, AnsweredToolError):
        return str(error.args[0]) if error.args else ""
    raise error


def _model_argument_names(real: Any) -> set[str] | None:
    """The arguments the model gives a tool (its ``tool_call_schema``: injected ones left out), or None when
    the schema does not say."""
    try:
        schema = real.tool_call_schema
    except Exception:
        return None
    if isinstance(schema, Mapping):
        properties = schema.get("properties")
        return set(properties) if isinstance(properties, Mapping) else None
    fields = getattr(schema, "model_fields", None)
    return set(fields) if isinstance(fields, Mapping) else None


def _without_error_handling(real: Any) -> Any:
    """``real`` with its own error handling off, so the stub sees what it raised (and applies the same handling
    itself); ``real`` itself when it cannot be copied."""
    try:
        return real.model_copy(update={"handle_tool_error": False})
    except Exception:
        return real


def _raising(request: Any, error: RecordedToolError) -> Any:
    """``request`` with its tool replaced by one of the same name and schema that raises ``error``; the request
    as it is when it has no tool to replace (then the error is raised before any tool runs)."""
    from langchain_core.tools import StructuredTool

    real = request.tool
    if real is None:
        raise error

    def fail(**kwargs: Any) -> Any:
        raise error

    raiser = StructuredTool(
        name=real.name,
        description=real.description,
        args_schema=real.args_schema if real.args_schema is not None else real.get_input_schema(),
        func=fail,
        metadata=real.metadata,
        tags=real.tags,
    )
    return request.override(tool=raiser)


_MIDDLEWARE: list[type] = []


def _middleware_class() -> type:
    """The ``AgentMiddleware`` subclass behind [`ToolStubs.middleware`][langchain_trajectory.simulation.ToolStubs.middleware] (built on first use: LangChain's
    agents package is an optional dependency)."""
    if _MIDDLEWARE:
        return _MIDDLEWARE[0]
    from langchain.agents.middleware import AgentMiddleware

    class ToolStubMiddleware(AgentMiddleware):
        """Answers tool calls from [`ToolStubs`][langchain_trajectory.simulation.ToolStubs] before the tool runs (``wrap_tool_call``)."""

        def __init__(self, stubs: ToolStubs) -> None:
            super().__init__()
            self.stubs = stubs

        def _hit(self, request: Any) -> tuple[Any, Any]:
            """(the stubs' answer as a ToolMessage, or None; the request to hand on)."""
            call = request.tool_call
            try:
                status, result, error = self.stubs.answer(call["name"], call.get("args") or {})
            except RecordedToolError as exc:
                # raised again as the tool's own run, so the app (and any observer) sees the tool fail
                return None, _raising(request, exc)
            return (self.stubs._message(call, result, error) if status == _HIT else None), request

        def wrap_tool_call(self, request: Any, handler: Callable[[Any], Any]) -> Any:
            hit, request = self._hit(request)
            if hit is not None:
                return hit
            try:
                output = handler(request)
            except Exception as exc:
                self.stubs._raised(request.tool_call, exc)
                raise
            return self.stubs._after(request.tool_call, output)

        async def awrap_tool_call(self, request: Any, handler: Callable[[Any], Any]) -> Any:
            hit, request = self._hit(request)
            if hit is not None:
                return hit
            try:
                output = await handler(request)
            except Exception as exc:
                self.stubs._raised(request.tool_call, exc)
                raise
            return self.stubs._after(request.tool_call, output)

    _MIDDLEWARE.append(ToolStubMiddleware)
    return ToolStubMiddleware
