"""Caches for judge verdicts.

A judge call is keyed by a SHA-256 of everything the judge sees and everything that shapes its answer: the
rendered prompt (transcript including any tool calls, criterion, instructions), the prompt version, the reply
schema, the model's identity and parameters, and a ``repeat`` index so that repeated trials of the same
evaluation stay independent (``repeat=0`` and ``repeat=1`` never share an entry). Only validated verdicts are
stored: a judge call that failed stores nothing, while the verdicts the same evaluation obtained for its other
criteria are kept, so running it again asks the judge only what failed.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any

__all__ = ["JudgeCache", "MemoryJudgeCache", "SQLiteJudgeCache", "resolve_cache"]


class JudgeCache(ABC):
    """Where judge verdicts are kept between calls. Implementations must be thread-safe."""

    @abstractmethod
    def get(self, key: str) -> dict[str, Any] | None:
        """The verdict stored under ``key``, or None."""

    @abstractmethod
    def set(self, key: str, verdict: dict[str, Any]) -> None:
        """Store ``verdict`` (a JSON-able dict) under ``key``."""

    @abstractmethod
    def clear(self) -> None:
        """Forget every entry."""

    @abstractmethod
    def __len__(self) -> int:
        """Number of entries."""


class MemoryJudgeCache(JudgeCache):
    """An in-process cache (the default): lives as long as the evaluator that owns it."""

    def __init__(self) -> None:
        self._data: dict[str, str] = {}
        self._lock = threading.Lock()

    def get(self, key: str) -> dict[str, Any] | None:
        with self._lock:
            raw = self._data.get(key)
        return None if raw is None else json.loads(raw)

    def set(self, key: str, verdict: dict[str, Any]) -> None:
        raw = json.dumps(verdict, sort_keys=True)
        with self._lock:
            self._data[key] = raw

    def clear(self) -> None:
        with self._lock:
            self._data.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._data)

    def __repr__(self) -> str:
        return f"MemoryJudgeCache(entries={len(self)})"


class SQLiteJudgeCache(JudgeCache):
    """A cache on disk, in one SQLite file, shared across processes and runs.

    Args:
        path: The database file (created, with its parent directories, when missing).
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._conn = sqlite3.connect(str(self.path), check_same_thread=False, timeout=30)
        with self._lock, self._conn:
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS judge_cache "
                "(key TEXT PRIMARY KEY, verdict TEXT NOT NULL, created REAL NOT NULL)"
            )

    def get(self, key: str) -> dict[str, Any] | None:
        with self._lock:
            row = self._conn.execute("SELECT verdict FROM judge_cache WHERE key = ?", (key,)).fetchone()
        return None if row is None else json.loads(row[0])

    def set(self, key: str, verdict: dict[str, Any]) -> None:
        raw = json.dumps(verdict, sort_keys=True)
        with self._lock, self._conn:
            self._conn.execute(
                "INSERT OR REPLACE INTO judge_cache (key, verdict, created) VALUES (?, ?, ?)",
                (key, raw, time.time()),
            )

    def clear(self) -> None:
        with self._lock, self._conn:
            self._conn.execute("DELETE FROM judge_cache")

    def __len__(self) -> int:
        with self._lock:
            return int(self._conn.execute("SELECT COUNT(*) FROM judge_cache").fetchone()[0])

    def close(self) -> None:
        """Close the database connection."""
        with self._lock:
            self._conn.close()

    def __repr__(self) -> str:
        return f"SQLiteJudgeCache({str(self.path)!r})"


def resolve_cache(cache: JudgeCache | bool | str | os.PathLike[str] | None) -> JudgeCache | None:
    """The cache an evaluator uses for its ``cache=`` argument.

    ``True`` (the default) gives a fresh :class:`MemoryJudgeCache`; ``False`` or None disables caching; a path
    gives a :class:`SQLiteJudgeCache` on that file; a :class:`JudgeCache` is used as it is (share one between
    evaluators to share entries).

    Raises:
        TypeError: naming ``cache`` for anything else.
    """
    if cache is True:
        return MemoryJudgeCache()
    if cache is False or cache is None:
        return None
    if isinstance(cache, JudgeCache):
        return cache
    if isinstance(cache, (str, os.PathLike)):
        return SQLiteJudgeCache(cache)
    raise TypeError(
        f"'cache' must be True, False, a JudgeCache or a SQLite file path, got {type(cache).__name__}"
    )
