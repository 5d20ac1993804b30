"""ToolCallValidityEvaluator: is every tool call valid against its tool's JSON Schema?

Definitions may be LangChain tools (``BaseTool``: the schema is ``tool.tool_call_schema``, the arguments the
model is asked for), OpenAI tool dicts (``{"type": "function", "function": {name, description, parameters}}``
or the bare ``{name, description, parameters}`` function form), ``{name, description, input_schema}`` dicts
(Anthropic, Dokimos), or anything LangChain's ``convert_to_openai_tool`` accepts (a pydantic model class, a
typed function). A model with tools bound (``model.bind_tools([...])``) gives the tools it was bound with.

Tools the provider runs itself are definitions too: Anthropic's server tools (``{"type": "web_search_20250305",
"name": "web_search", ...}``, code execution, web fetch, ...) and OpenAI's built-in tools (``{"type":
"web_search"}``, ``file_search``, ``code_interpreter``, ``image_generation``, ``{"type": "mcp", "server_label"}``)
and Gemini's code execution (``{"code_execution": {}}``, whose calls are read as ``code_interpreter``).
A provider-executed call (``metadata["executed_by"] == "provider"``) is valid when a provider tool of its name is
bound (a remote MCP call: when an MCP server is); its arguments are the provider's, so no schema is checked. It is
never judged against a client tool's schema, and a client call is never valid by a provider tool's name. Validation is full JSON Schema through the ``jsonschema`` package (install
``langchain-trajectory[schema]``), imported only when a validity evaluator is used.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators._reasons import fraction
from langchain_trajectory.evaluators.base import BaseEvaluator, EvalResult, EvaluationContext
from langchain_trajectory.trajectory import ToolCall

__all__ = ["ToolCallValidityEvaluator", "ToolSchema", "read_tool_definitions"]

_INSTALL_HINT = (
    "ToolCallValidityEvaluator needs the 'jsonschema' package; install it with "
    "pip install 'langchain-trajectory[schema]'"
)


def _jsonschema() -> Any:
    try:
        import jsonschema
    except ImportError as exc:  # pragma: no cover - exercised by monkeypatching sys.modules
        raise ImportError(_INSTALL_HINT) from exc
    return jsonschema


@dataclass(frozen=True)
class ToolSchema:
    """One tool definition, normalised: its name and the JSON Schema of its arguments.

    Attributes:
        name: The tool's name (for an OpenAI MCP tool, ``mcp:<server_label>``).
        schema: The JSON Schema the call's arguments must satisfy.
        description: The tool's description (informational).
        provider: A tool the provider runs itself (a server-side tool).
    """

    name: str
    schema: Mapping[str, Any]
    description: str = ""
    provider: bool = False


def read_tool_definitions(tools: Iterable[Any]) -> list[ToolSchema]:
    """Read tool definitions of any supported shape (see the module docstring).

    Raises:
        TrajectoryInputError: for an unsupported definition, one without a name or schema, or a duplicate
            name, naming the definition's index (``tools[2]``).
        ValueError: for a schema that is not valid JSON Schema (``jsonschema``'s ``SchemaError`` text).
    """
    bound = getattr(tools, "kwargs", None)  # a model with tools bound (a RunnableBinding)
    if isinstance(bound, Mapping) and isinstance(bound.get("tools"), list | tuple):
        tools = bound["tools"]
    if isinstance(tools, (str, bytes, Mapping)) or not isinstance(tools, Iterable):
        raise TrajectoryInputError(f"tools: expected a list of tool definitions, got {type(tools).__name__}")
    out: list[ToolSchema] = []
    seen: dict[str, int] = {}
    for index, item in enumerate(tools):
        spec = _read_definition(item, f"tools[{index}]")
        if spec.provider:
            out.append(spec)
            continue
        if spec.name in seen:
            raise TrajectoryInputError(
                f"tools[{index}]: duplicate tool name {spec.name!r} (also tools[{seen[spec.name]}])"
            )
        seen[spec.name] = index
        _check_schema(spec, f"tools[{index}]")
        out.append(spec)
    return out


def _read_definition(item: Any, where: str) -> ToolSchema:
    if isinstance(item, ToolSchema):
        return item
    from langchain_core.tools import BaseTool

    if isinstance(item, BaseTool):
        return ToolSchema(item.name, _model_schema(item.tool_call_schema, where), item.description or "")
    if isinstance(item, Mapping):
        provided = _provider_definition(item)
        if provided is not None:
            return provided
        data: Mapping[str, Any] = item
        if isinstance(data.get("function"), Mapping):
            data = data["function"]
        name = data.get("name")
        if not isinstance(name, str) or not name.strip():
            raise TrajectoryInputError(f"{where}: 'name' must be a non-blank string, got {name!r}")
        for field in ("parameters", "input_schema", "inputSchema", "args_schema"):
            if field in data:
                schema = data[field]
                break
        else:
            if isinstance(item.get("function"), Mapping) or item.get("type") == "function":
                # OpenAI makes 'parameters' optional: a function without it takes no arguments.
                return ToolSchema(
                    name, {"type": "object", "properties": {}}, str(data.get("description") or "")
                )
            raise TrajectoryInputError(
                f"{where} ({name!r}): no schema; expected 'parameters' (OpenAI) or 'input_schema'"
            )
        if schema is None:
            schema = {"type": "object"}
        if not isinstance(schema, Mapping):
            raise TrajectoryInputError(
                f"{where} ({name!r}): the schema must be a dict, got {type(schema).__name__}"
            )
        return ToolSchema(name, dict(schema), str(data.get("description") or ""))
    try:
        from langchain_core.utils.function_calling import convert_to_openai_tool

        converted = convert_to_openai_tool(item)
    except Exception as exc:
        raise TrajectoryInputError(
            f"{where}: expected a LangChain tool, an OpenAI tool dict or a {{name, input_schema}} dict, "
            f"got {type(item).__name__} ({exc})"
        ) from None
    return _read_definition(converted, where)


_OPENAI_BUILT_INS = {
    "web_search": "web_search",
    "web_search_preview": "web_search",
    "web_search_preview_2025_03_11": "web_search",
    "web_search_2025_08_26": "web_search",
    "file_search": "file_search",
    "code_interpreter": "code_interpreter",
    "image_generation": "image_generation",
    "local_shell": "local_shell",
    "computer_use_preview": "computer_use",
}
"""OpenAI's built-in tool types -> the name their calls are read under (see ``reading/openai.py``)."""

_SCHEMA_FIELDS = ("function", "parameters", "input_schema", "inputSchema", "args_schema")


_GEMINI_BUILT_INS = {"code_execution": "code_interpreter"}
"""Gemini's built-in tools (a dict of one key, ``{"code_execution": {}}``) -> the name their calls are read under
(see ``reading/google.py``)."""


def _provider_definition(data: Mapping[str, Any]) -> ToolSchema | None:
    """A tool the provider runs itself, or None: an OpenAI built-in (by its ``type``), an OpenAI ``mcp`` server,
    an Anthropic server tool (a versioned ``type`` other than ``custom`` with a ``name`` and no schema), or a
    Gemini built-in (``{"code_execution": {}}``)."""
    if len(data) == 1:
        (only,) = data
        if only in _GEMINI_BUILT_INS:
            return ToolSchema(_GEMINI_BUILT_INS[only], {"type": "object"}, provider=True)
    kind = data.get("type")
    if not isinstance(kind, str) or kind in ("function", "custom") or any(f in data for f in _SCHEMA_FIELDS):
        return None
    if kind == "mcp":
        return ToolSchema(f"mcp:{data.get('server_label') or ''}", {"type": "object"}, provider=True)
    name = _OPENAI_BUILT_INS.get(kind)
    if name is None:
        name = data.get("name")
        if not isinstance(name, str) or not name.strip():
            return None
    return ToolSchema(name, {"type": "object"}, str(data.get("description") or ""), provider=True)


def _model_schema(schema: Any, where: str) -> dict[str, Any]:
    if schema is None:
        return {"type": "object"}
    if isinstance(schema, Mapping):
        return dict(schema)
    if hasattr(schema, "model_json_schema"):
        return schema.model_json_schema()
    if hasattr(schema, "schema"):  # pydantic v1 models
        return schema.schema()
    raise TrajectoryInputError(f"{where}: cannot read a JSON schema from {schema!r}")


def _check_schema(spec: ToolSchema, where: str) -> None:
    jsonschema = _jsonschema()
    cls = jsonschema.validators.validator_for(spec.schema, default=jsonschema.Draft202012Validator)
    try:
        cls.check_schema(spec.schema)
    except jsonschema.SchemaError as exc:
        raise ValueError(f"{where} ({spec.name!r}): invalid JSON Schema: {exc.message}") from None


class _Validators:
    """Compiled validators by tool name."""

    def __init__(self, specs: Sequence[ToolSchema], strict: bool) -> None:
        jsonschema = _jsonschema()
        self.validators: dict[str, Any] = {}
        self.provider = {spec.name for spec in specs if spec.provider}
        specs = [spec for spec in specs if not spec.provider]
        # strict: the top-level argument names (and name patterns) each schema declares.
        self.declared: dict[str, tuple[set[str], list[re.Pattern[str]]]] = {}
        for spec in specs:
            cls = jsonschema.validators.validator_for(spec.schema, default=jsonschema.Draft202012Validator)
            self.validators[spec.name] = cls(spec.schema)
            if strict:
                self.declared[spec.name] = _declared_names(spec.schema, spec.schema)


def _declared_names(
    schema: Any, root: Mapping[str, Any], depth: int = 0
) -> tuple[set[str], list[re.Pattern[str]]]:
    """The argument names a schema declares at its top level, and its name patterns: its ``properties`` and
    ``patternProperties``, those of a local ``$ref`` it points to, and those of every ``allOf`` / ``anyOf`` /
    ``oneOf`` branch (what any branch declares is declared)."""
    names: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    if not isinstance(schema, Mapping) or depth > 8:
        return names, patterns
    names.update(schema.get("properties", {}))
    patterns.extend(re.compile(p) for p in schema.get("patternProperties", {}))
    branches = [b for keyword in ("allOf", "anyOf", "oneOf") for b in schema.get(keyword, ())]
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/"):
        target: Any = root
        for part in ref[2:].split("/"):
            target = target.get(part, {}) if isinstance(target, Mapping) else {}
        branches.append(target)
    for branch in branches:
        more_names, more_patterns = _declared_names(branch, root, depth + 1)
        names |= more_names
        patterns.extend(more_patterns)
    return names, patterns


class ToolCallValidityEvaluator(BaseEvaluator):
    """The share of tool calls that are valid against their tool definitions (Dokimos'
    ``ToolCallValidityEvaluator``, with full JSON Schema). Needs no expectation.

    A call is invalid when its tool is unknown or its arguments break the tool's schema: a missing required
    argument, a wrong type (``"three"`` for an integer), an enum violation, an unexpected key where
    ``additionalProperties`` is false (or anywhere at the top level with ``strict=True``), and every other JSON
    Schema keyword (nested objects, arrays, formats of length, ranges...). Each error names its argument path
    (``address.zip``, ``items.0.sku``).

    Score: ``valid calls / total calls``; an empty call list scores 1.0 (nothing was invalid).

    Args:
        tools: Tool definitions (LangChain tools, OpenAI tool dicts, ``{name, description, input_schema}``
            dicts). May instead be passed per evaluation as ``tools=...`` (which then takes precedence).
        strict: Reject top-level arguments that the schema does not declare, even when the schema allows
            additional properties.
        key: Feedback key (default ``tool_call_validity``).
        threshold: Pass mark (default 1.0: every call must be valid).

    Raises:
        ImportError: when ``jsonschema`` is not installed (install ``langchain-trajectory[schema]``).
        TrajectoryInputError: for a malformed tool definition (naming its index).
        ValueError: for a schema that is not valid JSON Schema.
    """

    requires_expected: ClassVar[bool] = False

    def __init__(
        self,
        tools: Iterable[Any] | None = None,
        *,
        strict: bool = False,
        key: str | None = None,
        threshold: float = 1.0,
    ) -> None:
        super().__init__(key=key, threshold=threshold)
        _jsonschema()
        self.strict = bool(strict)
        self.tools = read_tool_definitions(tools) if tools is not None else None
        self._validators = _Validators(self.tools, self.strict) if self.tools is not None else None

    def measure(self, ctx: EvaluationContext) -> EvalResult:
        validators = self._validators_for(ctx.get("tools"))
        calls = ctx.actual_calls
        if not calls:
            return self.result(
                1.0, "no tool calls to validate: score 1.0", valid=0, total=0, validation_results=[]
            )
        results: list[dict[str, Any]] = []
        problems: list[str] = []
        for i, call in enumerate(calls):
            errors = _validate(call, validators)
            results.append({"index": i, "tool": call.name, "valid": not errors, "errors": errors})
            if errors:
                problems.append(f"call {i} {call.name}: " + "; ".join(e["message"] for e in errors))
        valid = sum(1 for r in results if r["valid"])
        score = valid / len(calls)
        reason = f"{valid} of {len(calls)} tool calls valid: {fraction(valid, len(calls), score)}"
        if problems:
            reason += "; invalid: " + " | ".join(problems)
        unknown = sorted(
            {r["tool"] for r in results if any(e["kind"] == "unknown_tool" for e in r["errors"])}
        )
        return self.result(
            score,
            reason,
            valid=valid,
            total=len(calls),
            strict=self.strict,
            unknown_tools=unknown,
            validation_results=results,
        )

    def _validators_for(self, tools: Any) -> _Validators:
        if tools is not None:
            return _Validators(read_tool_definitions(tools), self.strict)
        if self._validators is None:
            raise TrajectoryInputError(
                f"{self.key}: no tool definitions; pass tools=[...] to the evaluator or to evaluate()"
            )
        return self._validators


def _validate(call: ToolCall, validators: _Validators) -> list[dict[str, str]]:
    if call.metadata.get("executed_by") == "provider":
        return _validate_provider_call(call, validators)
    validator = validators.validators.get(call.name)
    if validator is None:
        known = sorted(validators.validators)
        return [
            {
                "path": "",
                "kind": "unknown_tool",
                "message": f"unknown tool {call.name!r} (known: {', '.join(known) or 'none'})",
            }
        ]
    errors = []
    for error in validator.iter_errors(call.args):
        for leaf in _expand(error):
            errors.extend(_describe(leaf))
    declared = validators.declared.get(call.name)
    if declared is not None:  # strict
        names, patterns = declared
        reported = {e["path"] for e in errors if e["kind"] == "additional_property"}
        errors.extend(
            {
                "path": _path([k]),
                "kind": "additional_property",
                "message": f"{_path([k])}: unexpected argument (additional properties are not allowed)",
            }
            for k in call.args
            if k not in names and not any(p.search(k) for p in patterns) and _path([k]) not in reported
        )
    errors.sort(key=lambda e: (e["path"], e["kind"], e["message"]))
    return errors


_MCP_KINDS = frozenset({"mcp_call", "mcp_tool_use"})


def _validate_provider_call(call: ToolCall, validators: _Validators) -> list[dict[str, str]]:
    """A provider-executed call is valid when a provider tool of its name (a remote MCP call: an MCP server) is
    bound."""
    bound = validators.provider
    extras = call.metadata.get("extras")
    mcp = (
        call.metadata.get("server_tool") in _MCP_KINDS
        or "server_name" in call.metadata
        or (isinstance(extras, Mapping) and "server_label" in extras)
    )
    if call.name in bound or (mcp and any(name.startswith("mcp:") for name in bound)):
        return []
    return [
        {
            "path": "",
            "kind": "unknown_tool",
            "message": f"provider-executed tool {call.name!r} is not among the provider tools bound "
            f"(bound: {', '.join(sorted(bound)) or 'none'})",
        }
    ]


def _expand(error: Any) -> list[Any]:
    """The errors that explain ``error``. An ``anyOf`` / ``oneOf`` failure is replaced by the errors of the one
    branch whose type fits the value (so an optional nested object reports its own fields' paths); when no
    single branch fits, the failure is reported as it is."""
    if error.validator not in ("anyOf", "oneOf") or not error.context:
        return [error]
    branches: dict[Any, list[Any]] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    fitting = [
        errs
        for errs in branches.values()
        if not any(e.validator == "type" and not e.relative_path for e in errs)
    ]
    if len(fitting) != 1:
        return [error]
    return [leaf for sub in fitting[0] for leaf in _expand(sub)]


def _path(parts: Iterable[Any]) -> str:
    return ".".join(str(p) for p in parts)


def _missing_name(error: Any) -> str:
    """The required argument a ``required`` error is about: the required name the instance lacks (jsonschema's
    message quotes it with ``repr``, which may use either quote)."""
    instance = error.instance if isinstance(error.instance, Mapping) else {}
    missing = [n for n in (error.validator_value or ()) if n not in instance]
    for name in missing:
        if repr(name) in error.message:
            return str(name)
    return str(missing[0]) if missing else "?"


def _describe(error: Any) -> list[dict[str, str]]:
    base = list(error.absolute_path)
    kind = str(error.validator)
    if kind == "required":
        name = _missing_name(error)
        path = _path([*base, name])
        return [{"path": path, "kind": "required", "message": f"{path}: missing required argument"}]
    if kind == "additionalProperties" and isinstance(error.instance, Mapping):
        schema = error.schema if isinstance(error.schema, Mapping) else {}
        declared = set(schema.get("properties", {}))
        patterns = [re.compile(p) for p in schema.get("patternProperties", {})]
        extras = [
            k for k in error.instance if k not in declared and not any(p.search(str(k)) for p in patterns)
        ]
        return [
            {
                "path": _path([*base, k]),
                "kind": "additional_property",
                "message": f"{_path([*base, k])}: unexpected argument (additional properties are not allowed)",
            }
            for k in extras
        ]
    path = _path(base)
    return [{"path": path, "kind": kind, "message": f"{path or '<arguments>'}: {error.message}"}]
