"""What every subcommand shares: the user-facing error, importing ``MODULE:ATTR``, resolving models, JSONL."""

from __future__ import annotations

import importlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["CommandError", "Record", "load_object", "read_jsonl", "resolve_model"]


class CommandError(Exception):
    """A user-facing error of a subcommand (bad argument, missing file or package)."""


# -- shared helpers ------------------------------------------------------------------------------------------


def load_object(spec: str) -> Any:
    """Import ``MODULE:ATTR`` (``ATTR`` may be dotted) and return the object.

    Raises:
        CommandError: when the spec is malformed, the module cannot be imported, or the attribute is missing.
    """
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise CommandError(f"expected MODULE:ATTR (e.g. my_app.graph:app), got {spec!r}")
    if str(Path.cwd()) not in sys.path:
        sys.path.insert(0, str(Path.cwd()))  # like `python -m`, let users name modules of the current folder
    try:
        obj: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise CommandError(f"cannot import module {module_name!r} from {spec!r}: {exc}") from None
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise CommandError(f"module {module_name!r} has no attribute {attr!r}") from None
    return obj


def resolve_model(spec: str, what: str) -> Any:
    """Build the chat model named ``provider:model`` now, so a missing provider package fails with a clear
    message before any conversation starts."""
    if ":" not in spec:
        raise CommandError(f"--{what} must look like provider:model (e.g. openai:gpt-4o-mini), got {spec!r}")
    try:
        from langchain.chat_models import init_chat_model
    except ImportError:
        raise CommandError(f"--{what} needs the 'langchain' package: pip install langchain") from None
    try:
        return init_chat_model(spec)
    except ImportError as exc:
        raise CommandError(f"--{what} {spec!r}: the model provider package is missing ({exc})") from None
    except Exception as exc:
        raise CommandError(f"--{what} {spec!r}: cannot create the model: {exc}") from None


@dataclass(frozen=True)
class Record:
    """One line of a JSONL file: its number, its ``id`` (when the line is an object holding one), its value."""

    line: int
    id: str | None
    value: Any


def read_jsonl(path: str) -> list[Record]:
    """The records of a JSONL file: any JSON value per line; an object's ``id`` key names the record."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise CommandError(f"cannot read {path}: {exc.strerror}") from None
    records = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as exc:
            raise CommandError(f"{path} line {number}: not valid JSON ({exc.msg})") from None
        record_id = None
        if isinstance(value, dict) and "id" in value:
            record_id = str(value["id"])
            value = {k: v for k, v in value.items() if k != "id"}
        records.append(Record(number, record_id, value))
    if not records:
        raise CommandError(f"{path} holds no records")
    ids = [r.id for r in records if r.id is not None]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise CommandError(f"{path}: duplicate id(s) {', '.join(duplicates)}")
    return records
