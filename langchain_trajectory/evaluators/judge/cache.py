"""Caches for judge verdicts.

A judge call is keyed by a SHA-256 of everything the judge sees and everything that shapes its answer: the
rendered prompt (transcript including any tool calls, criterion, instructions), the prompt version, the reply
schema, the model's identity and parameters, and the draw: the ``repeat`` index and ``trial`` index of the
evaluation context and the sample index (``samples=n``), so that repeated trials and samples of the same
evaluation stay independent (``repeat=0`` and ``repeat=1`` never share an entry, nor do two samples). Only
validated verdicts are stored: a judge call that failed stores nothing, while the verdicts the same evaluation
obtained for its other criteria are kept, so running it again asks the judge only what failed.

Each entry holds the judge's reply object and a SHA-256 checksum of it and its key (`cache_entry`). On
every hit the engine checks the checksum (`intact_reply`) and validates the reply again exactly as a fresh
one: an entry that fails either (a
damaged file, a hand-edited score of 5) is discarded and the verdict recomputed. The checksum catches damage
and careless edits, not a determined forger with write access to the file; validation still bounds what such
an entry can say.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
import warnings
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, TypeVar, get_args

from langchain_trajectory.errors import JudgeCacheError

__all__ = ["JudgeCache", "MemoryJudgeCache", "SQLiteJudgeCache", "cache_entry", "intact_reply", "resolve_cache"]

CACHE_FORMAT = 2
"""The version of the entry layout; an entry of another version is discarded."""


def _checksum(key: str, reply: Any) -> str:
    encoded = json.dumps([key, reply], sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(encoded.encode("utf-8")).hexdigest()


def cache_entry(key: str, reply: dict[str, Any]) -> dict[str, Any]:
    """What is cached under ``key`` for the judge's reply object ``reply``: the reply, the entry format and a
    SHA-256 checksum of the key and the reply."""
    return {"format": CACHE_FORMAT, "reply": reply, "sha256": _checksum(key, reply)}


def intact_reply(key: str, entry: Any) -> dict[str, Any] | None:
    """The reply object of ``entry``, read from the cache under ``key``, or None when the entry is damaged: not
    a dict, of another format, without a reply object, or failing its checksum (an entry moved to another key
    fails it too). The reply still has to be validated like a fresh one."""
    if not isinstance(entry, dict) or entry.get("format") != CACHE_FORMAT:
        return None
    reply = entry.get("reply")
    if not isinstance(reply, dict) or entry.get("sha256") != _checksum(key, reply):
        return None
    return reply


class JudgeCache(ABC):
    """Where judge verdicts are kept between calls. Implementations must be thread-safe.

    Entries are JSON-able dicts; the judge engine wraps each verdict with a checksum and validates it again
    on every hit, so an implementation needs no checks of its own.
    """

    @abstractmethod
    def get(self, key: str) -> dict[str, Any] | None:
        """The entry stored under ``key``, or None."""

    @abstractmethod
    def set(self, key: str, verdict: dict[str, Any]) -> None:
        """Store ``verdict`` (a JSON-able dict) under ``key``."""

    @abstractmethod
    def clear(self) -> None:
        """Forget every entry."""

    @abstractmethod
    def __len__(self) -> int:
        """Number of entries."""

    def delete(self, key: str) -> None:  # noqa: B027 - optional: the next set() overwrites the entry anyway
        """Forget the entry under ``key`` (a damaged one). The default does nothing: the recomputed verdict
        overwrites it."""


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

    def delete(self, key: str) -> None:
        with self._lock:
            self._data.pop(key, None)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._data)

    def __repr__(self) -> str:
        return f"MemoryJudgeCache(entries={len(self)})"


OnDamage = Literal["raise", "rebuild"]

_COLUMNS = ["key", "verdict", "created"]
# SQLite's result codes for a file that is not a database or whose pages are corrupt (extended codes such as
# SQLITE_CORRUPT_INDEX start with these). "database is locked" and the like are not damage.
_DAMAGE_CODES = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
_SIDECARS = ("-journal", "-wal", "-shm")

T = TypeVar("T")


class _NotACache(Exception):
    """The file is a SQLite database without the judge cache's table layout."""


class SQLiteJudgeCache(JudgeCache):
    """A cache on disk, in one SQLite file, shared across processes and runs.

    Args:
        path: The database file (created, with its parent directories, when missing).
        on_damage: What a damaged file (not a SQLite database, corrupt pages, or a database without the
            cache's table) does: ``"raise"`` (default) raises `
            JudgeCacheError` naming the file and how to rebuild it; ``"rebuild"`` moves the file aside to
            ``<name>.damaged`` (with a ``RuntimeWarning`` saying so) and starts an empty cache in its place.
            Damage is detected when the file is opened and on every later read or write.

    Raises:
        JudgeCacheError: for a damaged file, when ``on_damage="raise"``.
        ValueError: for an unknown ``on_damage``.
    """

    def __init__(self, path: str | os.PathLike[str], *, on_damage: OnDamage = "raise") -> None:
        if on_damage not in get_args(OnDamage):
            raise ValueError(f"'on_damage' must be one of {list(get_args(OnDamage))}, got {on_damage!r}")
        self.path = Path(path)
        self.on_damage: OnDamage = on_damage
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._run(lambda conn: None)

    # -- the one place SQLite is touched ---------------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(str(self.path), check_same_thread=False, timeout=30)
        try:
            with conn:
                conn.execute(
                    "CREATE TABLE IF NOT EXISTS judge_cache "
                    "(key TEXT PRIMARY KEY, verdict TEXT NOT NULL, created REAL NOT NULL)"
                )
            columns = [row[1] for row in conn.execute("PRAGMA table_info(judge_cache)")]
            if columns != _COLUMNS:
                raise _NotACache(f"its judge_cache table has the columns {columns}, not {_COLUMNS}")
        except BaseException:
            conn.close()
            raise
        return conn

    def _run(self, operation: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``operation`` on the connection (opening it first), handling a damaged file."""
        with self._lock:
            try:
                if self._conn is None:
                    self._conn = self._connect()
                return operation(self._conn)
            except (sqlite3.DatabaseError, _NotACache) as exc:
                if isinstance(exc, sqlite3.DatabaseError) and not str(
                    getattr(exc, "sqlite_errorname", "")
                ).startswith(_DAMAGE_CODES):
                    raise
                if self.on_damage == "raise":
                    raise JudgeCacheError(
                        f"the judge cache file {str(self.path)!r} is damaged or is not a judge cache ({exc}). "
                        "Delete or move the file to rebuild the cache (cached verdicts are recomputed), or "
                        "open it with SQLiteJudgeCache(path, on_damage='rebuild') to do that automatically.",
                        path=str(self.path),
                    ) from exc
                self._rebuild(exc)
                assert self._conn is not None
                return operation(self._conn)

    def _rebuild(self, cause: BaseException) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        aside = self.path.with_name(self.path.name + ".damaged")
        os.replace(self.path, aside)
        for suffix in _SIDECARS:
            sidecar = self.path.with_name(self.path.name + suffix)
            if sidecar.exists():
                os.replace(sidecar, aside.with_name(aside.name + suffix))
        warnings.warn(
            f"the judge cache file {str(self.path)!r} was damaged ({cause}); it was moved to {str(aside)!r} "
            "and an empty cache started in its place",
            RuntimeWarning,
            stacklevel=4,
        )
        self._conn = self._connect()

    # -- JudgeCache ------------------------------------------------------------------------------------------

    def get(self, key: str) -> dict[str, Any] | None:
        row = self._run(
            lambda conn: conn.execute("SELECT verdict FROM judge_cache WHERE key = ?", (key,)).fetchone()
        )
        if row is None:
            return None
        try:
            value = json.loads(row[0])
        except (TypeError, ValueError):
            return {"damaged": True}  # not JSON: the engine discards it and recomputes the verdict
        return value if isinstance(value, dict) else {"damaged": True}

    def set(self, key: str, verdict: dict[str, Any]) -> None:
        raw = json.dumps(verdict, sort_keys=True)

        def write(conn: sqlite3.Connection) -> None:
            with conn:
                conn.execute(
                    "INSERT OR REPLACE INTO judge_cache (key, verdict, created) VALUES (?, ?, ?)",
                    (key, raw, time.time()),
                )

        self._run(write)

    def delete(self, key: str) -> None:
        def remove(conn: sqlite3.Connection) -> None:
            with conn:
                conn.execute("DELETE FROM judge_cache WHERE key = ?", (key,))

        self._run(remove)

    def clear(self) -> None:
        def remove_all(conn: sqlite3.Connection) -> None:
            with conn:
                conn.execute("DELETE FROM judge_cache")

        self._run(remove_all)

    def __len__(self) -> int:
        return int(self._run(lambda conn: conn.execute("SELECT COUNT(*) FROM judge_cache").fetchone()[0]))

    def close(self) -> None:
        """Close the database connection (a later call opens it again)."""
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __repr__(self) -> str:
        return f"SQLiteJudgeCache({str(self.path)!r})"


def resolve_cache(cache: JudgeCache | bool | str | os.PathLike[str] | None) -> JudgeCache | None:
    """The cache an evaluator uses for its ``cache=`` argument.

    ``True`` (the default) gives a fresh [`MemoryJudgeCache`][langchain_trajectory.evaluators.MemoryJudgeCache]; ``False`` or None disables caching; a path
    gives a [`SQLiteJudgeCache`][langchain_trajectory.evaluators.SQLiteJudgeCache] on that file; a [`JudgeCache`][langchain_trajectory.evaluators.judge.JudgeCache] is used as it is (share one between
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
