"""The generator model's replies, kept by prompt, so the same seed gives the same scenarios byte for byte.

A reply is stored under the SHA-256 of the model's identity (its class and identifying parameters) and the
prompt's messages; asking again with the same prompt returns the stored reply and calls no model.

The cache file (``cache="replies.json"``) is one JSON object, written with sorted keys and one-space indent::

    {
     "format": 1,
     "replies": {
      "<sha256 hex of the key>": {"model": "<model identity>", "prompt_sha256": "<sha256 of the prompt>",
                                  "reply": "<the reply's text>"}
     }
    }

It is read when the cache is made and written (atomically: a temporary file, then a rename) after every round of
generation that added a reply. A file of another ``format``, or entries that are not of this shape, are an error
naming the file, never silently ignored.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.errors import TrajectoryInputError

__all__ = ["CACHE_FORMAT", "ReplyCache", "model_identity", "prompt_key"]

CACHE_FORMAT = 1


def model_identity(model: Any) -> str:
    """The model's class and identifying parameters, as compact JSON (a string model spec as it is)."""
    if isinstance(model, str):
        return model
    params = getattr(model, "_identifying_params", None)
    params = dict(params) if isinstance(params, Mapping) else {}
    return json.dumps(
        {"class": f"{type(model).__module__}.{type(model).__qualname__}", "params": params},
        sort_keys=True,
        default=str,
        separators=(",", ":"),
    )


def prompt_key(identity: str, messages: Sequence[tuple[str, str]]) -> str:
    """The cache key of a prompt: SHA-256 hex of the model identity and the ``(role, text)`` messages."""
    payload = json.dumps([identity, [list(m) for m in messages]], ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class ReplyCache:
    """Replies by prompt key, in memory and optionally in a file (see the module doc). Thread-safe.

    Args:
        path: The cache file; read now when it exists, written by [`save`][langchain_trajectory.simulation.generation.ReplyCache.save]. None keeps replies in memory.

    Raises:
        TrajectoryInputError: for a file that is not a reply cache (naming it and what is wrong).
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self._lock = threading.Lock()
        self._entries: dict[str, dict[str, str]] = {}
        self._dirty = False
        if self.path is not None and self.path.exists():
            self._entries = _load(self.path)

    def get(self, key: str) -> str | None:
        """The reply stored under ``key``, or None."""
        with self._lock:
            entry = self._entries.get(key)
        return entry["reply"] if entry is not None else None

    def put(self, key: str, identity: str, prompt: str, reply: str) -> None:
        """Store ``reply`` under ``key`` (a reply already stored there is kept)."""
        entry = {
            "model": identity,
            "prompt_sha256": hashlib.sha256(prompt.encode("utf-8")).hexdigest(),
            "reply": reply,
        }
        with self._lock:
            if key not in self._entries:
                self._entries[key] = entry
                self._dirty = True

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)

    def save(self) -> Path | None:
        """Write the file when replies were added since it was read or last written; returns its path (None for
        a cache in memory)."""
        if self.path is None:
            return None
        with self._lock:
            if not self._dirty:
                return self.path
            payload = {"format": CACHE_FORMAT, "replies": dict(self._entries)}
            self._dirty = False
        text = json.dumps(payload, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_name(self.path.name + ".tmp")
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, self.path)
        return self.path

    def __repr__(self) -> str:
        return f"ReplyCache({str(self.path) if self.path else 'in memory'}, {len(self)} replies)"


def _load(path: Path) -> dict[str, dict[str, str]]:
    try:
        data = load_json(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise TrajectoryInputError(f"{path}: not a reply cache ({exc})") from None
    if (
        not isinstance(data, dict)
        or data.get("format") != CACHE_FORMAT
        or not isinstance(data.get("replies"), dict)
    ):
        raise TrajectoryInputError(
            f"{path}: not a reply cache of format {CACHE_FORMAT} ({{'format', 'replies'}})"
        )
    entries = {}
    for key, entry in data["replies"].items():
        if not isinstance(entry, dict) or not all(isinstance(entry.get(f), str) for f in ("model", "reply")):
            raise TrajectoryInputError(f"{path}: reply {key!r} is not {{'model', 'prompt_sha256', 'reply'}}")
        entries[str(key)] = {k: str(v) for k, v in entry.items()}
    return entries
