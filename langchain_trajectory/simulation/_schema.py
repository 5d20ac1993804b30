"""Walking a tool's JSON Schema: the argument paths it declares, their enum values, and keys it does not declare.

Paths name an argument inside the arguments object: ``cabin``, ``passenger.name`` (a field of a nested object),
``items[].sku`` (a field of each element of an array). Local ``$ref`` pointers (``#/$defs/...``, what pydantic
writes for nested models and enums) are followed; ``anyOf`` / ``oneOf`` / ``allOf`` branches all count (an
``Optional[Literal[...]]`` is an ``anyOf`` of the enum and ``null``). The walk stops at `MAX_DEPTH` levels,
so a recursive model (a tree of nodes) declares its first levels only.

Nothing here needs ``jsonschema``: coverage reads paths and enum values without it. Type validation
(`type_errors`) imports it when called.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

__all__ = [
    "MAX_DEPTH",
    "declared_arguments",
    "jsonschema_module",
    "type_errors",
    "undeclared_keys",
    "walk_values",
]

MAX_DEPTH = 6
"""How many levels of nested objects and arrays are walked."""

_INSTALL_HINT = (
    "validating scenario arguments needs the 'jsonschema' package; install it with "
    "pip install 'langchain-trajectory[schema]'"
)


def jsonschema_module() -> Any:
    """The ``jsonschema`` package, or an ``ImportError`` saying how to install it."""
    try:
        import jsonschema
    except ImportError as exc:  # pragma: no cover - exercised by monkeypatching sys.modules
        raise ImportError(_INSTALL_HINT) from exc
    return jsonschema


def _resolve(schema: Any, root: Mapping[str, Any]) -> Any:
    """``schema`` with local ``$ref`` pointers followed (a chain of at most 16, against loops)."""
    for _ in range(16):
        if not isinstance(schema, Mapping):
            return {}
        ref = schema.get("$ref")
        if not isinstance(ref, str) or not ref.startswith("#"):
            return schema
        target: Any = root
        for part in ref[1:].split("/"):
            if part:
                part = part.replace("~1", "/").replace("~0", "~")
                target = target.get(part, {}) if isinstance(target, Mapping) else {}
        schema = target
    return {}


def _branches(schema: Any, root: Mapping[str, Any], depth: int = 0) -> Iterator[Mapping[str, Any]]:
    """``schema`` and every ``anyOf`` / ``oneOf`` / ``allOf`` branch inside it, resolved."""
    resolved = _resolve(schema, root)
    if not isinstance(resolved, Mapping) or depth > 8:
        return
    yield resolved
    for keyword in ("anyOf", "oneOf", "allOf"):
        for branch in resolved.get(keyword) or ():
            yield from _branches(branch, root, depth + 1)


def _enum_values(branches: list[Mapping[str, Any]]) -> tuple[Any, ...]:
    values: list[Any] = []
    for branch in branches:
        if isinstance(branch.get("enum"), list):
            values.extend(branch["enum"])
        if "const" in branch:
            values.append(branch["const"])
    unique: list[Any] = []
    for value in values:
        if value is not None and not any(value == v and type(value) is type(v) for v in unique):
            unique.append(value)
    return tuple(unique)


def declared_arguments(schema: Mapping[str, Any]) -> dict[str, tuple[Any, ...]]:
    """Every argument path ``schema`` declares, in schema order, with its enum values (an empty tuple for an
    argument that is not an enum; ``null`` is never an enum value here)."""
    out: dict[str, tuple[Any, ...]] = {}
    _declare(schema, schema, "", out, 0)
    return out


def _declare(
    schema: Any, root: Mapping[str, Any], prefix: str, out: dict[str, tuple[Any, ...]], depth: int
) -> None:
    if depth > MAX_DEPTH:
        return
    branches = list(_branches(schema, root))
    for branch in branches:
        properties = branch.get("properties")
        if isinstance(properties, Mapping):
            for name, sub in properties.items():
                path = f"{prefix}.{name}" if prefix else str(name)
                sub_branches = list(_branches(sub, root))
                out.setdefault(path, _enum_values(sub_branches))
                _declare(sub, root, path, out, depth + 1)
        items = branch.get("items")
        if isinstance(items, Mapping) and prefix:
            _declare(items, root, f"{prefix}[]", out, depth + 1)


def _allows_any_key(branch: Mapping[str, Any]) -> bool:
    additional = branch.get("additionalProperties")
    return additional is True or isinstance(additional, Mapping)


def undeclared_keys(value: Any, schema: Mapping[str, Any]) -> list[str]:
    """The paths of keys in ``value`` (arguments) that ``schema`` does not declare, at every level.

    A key is undeclared where some branch of the schema at that level lists ``properties`` and none lists the
    key, matches it with ``patternProperties`` or allows any key with an ``additionalProperties`` schema (or
    ``true``). Unlike JSON Schema's default, an object with declared properties does not take others: a model
    that names an argument its tool lacks is exactly what this finds.
    """
    out: list[str] = []
    _undeclared(value, schema, schema, "", out, 0)
    return out


def _object_keys(
    branches: list[Mapping[str, Any]],
) -> tuple[dict[str, Any], list[re.Pattern[str]], bool, bool]:
    """What the branches of an object schema declare: its properties (name -> schema), its key patterns,
    whether any lists properties, and whether it admits any key (a pattern that does not compile counts so)."""
    declared: dict[str, Any] = {}
    patterns: list[re.Pattern[str]] = []
    lists_properties = False
    open_object = False
    for branch in branches:
        properties = branch.get("properties")
        if isinstance(properties, Mapping):
            lists_properties = True
            for name, sub in properties.items():
                declared.setdefault(str(name), sub)
        for pattern in branch.get("patternProperties") or {}:
            try:
                patterns.append(re.compile(pattern))
            except re.error:
                open_object = True
        open_object = open_object or _allows_any_key(branch)
    return declared, patterns, lists_properties, open_object


def _undeclared(
    value: Any, schema: Any, root: Mapping[str, Any], prefix: str, out: list[str], depth: int
) -> None:
    if depth > MAX_DEPTH:
        return
    branches = list(_branches(schema, root))
    if isinstance(value, Mapping):
        declared, patterns, lists_properties, open_object = _object_keys(branches)
        for key, item in value.items():
            path = f"{prefix}.{key}" if prefix else str(key)
            if key in declared:
                _undeclared(item, declared[key], root, path, out, depth + 1)
            elif lists_properties and not open_object and not any(p.search(str(key)) for p in patterns):
                out.append(path)
    elif isinstance(value, list):
        items = [b["items"] for b in branches if isinstance(b.get("items"), Mapping)]
        for element in value:
            for item_schema in items[:1]:
                _undeclared(element, item_schema, root, f"{prefix}[]", out, depth + 1)


def walk_values(value: Any, prefix: str = "", depth: int = 0) -> Iterator[tuple[str, Any]]:
    """``(path, value)`` for every key of ``value`` (arguments) at every level, in the path notation of
    `declared_arguments` (list elements share the path ``name[]``)."""
    if depth > MAX_DEPTH:
        return
    if isinstance(value, Mapping):
        for key, item in value.items():
            path = f"{prefix}.{key}" if prefix else str(key)
            yield path, item
            yield from walk_values(item, path, depth + 1)
    elif isinstance(value, list) and prefix:
        for element in value:
            yield from walk_values(element, f"{prefix}[]", depth + 1)


def type_errors(
    value: Any, schema: Mapping[str, Any], *, partial: bool, skip: frozenset[str] = frozenset()
) -> list[str]:
    """What is wrong with ``value`` (arguments) against ``schema`` (JSON Schema, every keyword): one message
    per error, naming the argument path. With ``partial``, missing required arguments are not errors; required
    arguments named in ``skip`` (left out of ``value`` because a matcher stands for them) never are.

    Raises:
        ImportError: when ``jsonschema`` is not installed.
    """
    jsonschema = jsonschema_module()
    cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    messages: list[str] = []
    for error in cls(schema).iter_errors(value):
        path = ".".join(str(p) for p in error.absolute_path)
        if error.validator == "required":
            instance = error.instance if isinstance(error.instance, Mapping) else {}
            missing = [n for n in (error.validator_value or ()) if n not in instance]
            missing = [n for n in missing if (f"{path}.{n}" if path else str(n)) not in skip]
            if partial or not missing:
                continue
            messages.extend(f"{f'{path}.{n}' if path else n}: missing required argument" for n in missing)
            continue
        messages.append(f"{path or '<arguments>'}: {error.message}")
    return sorted(set(messages))
