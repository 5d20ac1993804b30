"""The judge caches on their own: entries and their checksum, the in-memory and SQLite caches, damage handling.

What an evaluator does with a cache (hits, tampered entries recomputed, keys per draw) is in
test_judge_samples_cache.py and test_judge_concurrency_cache.py; this file checks the caches' own contract.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import warnings

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from langchain_trajectory.errors import JudgeCacheError
from langchain_trajectory.evaluators.judge import (
    EvaluationCriterion,
    JudgeCache,
    MemoryJudgeCache,
    SQLiteJudgeCache,
    TrajectoryEvaluator,
)
from langchain_trajectory.evaluators.judge._engine import Draw
from langchain_trajectory.evaluators.judge.cache import CACHE_FORMAT, cache_entry, intact_reply, resolve_cache
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import Message, Trajectory

# Under mutation testing every function of the package runs through mutmut's trampolines, which add frames:
# no stack level can name the caller there.
MUTATION_RUN = "mutmut" in sys.modules

TRAJ = Trajectory(messages=(Message.user("Cancel my order."), Message.assistant("Cancelled.")))
GOAL = EvaluationCriterion("goal", "Was the goal achieved?")

# -- entries and their checksum -------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
replies = st.dictionaries(st.text(max_size=8), json_values, max_size=4)


@settings(max_examples=200, deadline=None)
@given(st.text(), replies)
def test_an_entry_is_intact_under_its_own_key_after_a_trip_through_json(key, reply):
    entry = cache_entry(key, reply)
    assert entry["format"] == CACHE_FORMAT and entry["reply"] == reply
    stored = json.loads(json.dumps(entry, sort_keys=True))  # what either cache keeps is JSON text
    assert intact_reply(key, stored) == reply
    assert intact_reply(key + "x", stored) is None  # an entry copied under another key fails its checksum


@pytest.mark.parametrize(
    "damage",
    [
        lambda e: {**e, "reply": {**e["reply"], "score": 1.0}},
        lambda e: {**e, "sha256": "0" * 64},
        lambda e: {k: v for k, v in e.items() if k != "sha256"},
        lambda e: {**e, "format": CACHE_FORMAT - 1},
        lambda e: {k: v for k, v in e.items() if k != "format"},
        lambda e: {**e, "reply": [e["reply"]]},
        lambda e: {k: v for k, v in e.items() if k != "reply"},
        lambda e: e["reply"],
        lambda e: [e],
        lambda e: None,
    ],
)
def test_a_damaged_entry_has_no_reply(damage):
    entry = cache_entry("k", {"score": 0.25, "reason": "kept"})
    assert intact_reply("k", entry) == {"score": 0.25, "reason": "kept"}
    assert intact_reply("k", damage(entry)) is None


# -- the in-memory cache --------------------------------------------------------------------------------------


@pytest.mark.parametrize("make", [lambda tmp: MemoryJudgeCache(), lambda tmp: SQLiteJudgeCache(tmp / "c.sqlite")])
def test_a_cache_keeps_forgets_and_counts_entries(make, tmp_path):
    cache: JudgeCache = make(tmp_path)
    cache.set("a", {"x": 1})
    cache.set("b", {"y": [1, "z"]})
    cache.set("a", {"x": 2})
    assert (cache.get("a"), cache.get("b"), cache.get("c"), len(cache)) == ({"x": 2}, {"y": [1, "z"]}, None, 2)
    cache.delete("a")
    cache.delete("never there")  # forgetting a missing entry is no error
    assert (cache.get("a"), cache.get("b"), len(cache)) == (None, {"y": [1, "z"]}, 1)
    cache.clear()
    assert (cache.get("b"), len(cache)) == (None, 0)


def test_a_memory_cache_stores_a_snapshot_and_says_how_many_entries_it_has():
    cache = MemoryJudgeCache()
    verdict = {"reply": {"score": 0.5}}
    cache.set("k", verdict)
    verdict["reply"]["score"] = 1.0  # a later change to the caller's dict does not reach the cache
    assert cache.get("k") == {"reply": {"score": 0.5}}
    assert repr(cache) == "MemoryJudgeCache(entries=1)"


# -- the SQLite cache -----------------------------------------------------------------------------------------


def test_the_sqlite_cache_creates_its_directories_and_names_its_file(tmp_path):
    path = tmp_path / "deep" / "er" / "judge.sqlite"
    cache = SQLiteJudgeCache(path)
    assert path.exists() and repr(cache) == f"SQLiteJudgeCache({str(path)!r})"
    cache.close()


def _open_descriptors(path) -> int:
    fds = "/proc/self/fd"
    return sum(1 for fd in os.listdir(fds) if os.path.realpath(os.path.join(fds, fd)) == str(path.resolve()))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/fd")
def test_close_releases_the_file_and_the_next_call_opens_it_again(tmp_path):
    path = tmp_path / "judge.sqlite"
    cache = SQLiteJudgeCache(path)
    cache.set("k", {"v": 1})
    assert _open_descriptors(path) >= 1
    cache.close()
    assert _open_descriptors(path) == 0
    cache.close()  # closing twice is fine
    assert cache.get("k") == {"v": 1} and len(cache) == 1  # reopened
    cache.close()


def test_on_damage_names_its_choices():
    with pytest.raises(ValueError) as info:
        SQLiteJudgeCache("unused.sqlite", on_damage="ignore")
    assert str(info.value) == "'on_damage' must be one of ['raise', 'rebuild'], got 'ignore'"


def test_a_damaged_file_raises_naming_it_the_cause_and_both_fixes(tmp_path):
    path = tmp_path / "judge.sqlite"
    path.write_bytes(b"not a database " * 100)
    with pytest.raises(JudgeCacheError) as info:
        SQLiteJudgeCache(path)
    assert str(info.value) == (
        f"the judge cache file {str(path)!r} is damaged or is not a judge cache (file is not a database). Delete "
        "or move the file to rebuild the cache (cached verdicts are recomputed), or open it with "
        "SQLiteJudgeCache(path, on_damage='rebuild') to do that automatically."
    )


def test_a_database_without_the_cache_table_says_what_it_has(tmp_path):
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE judge_cache (id INTEGER, payload BLOB)")
    conn.close()
    with pytest.raises(JudgeCacheError) as info:
        SQLiteJudgeCache(path)
    assert "(its judge_cache table has the columns ['id', 'payload'], not ['key', 'verdict', 'created'])" in str(
        info.value
    )


def test_rebuilding_moves_the_file_aside_and_warns_the_caller(tmp_path):
    path = tmp_path / "judge.sqlite"
    path.write_bytes(b"\x00garbage" * 512)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cache = SQLiteJudgeCache(path, on_damage="rebuild")
    (warning,) = [w for w in caught if issubclass(w.category, RuntimeWarning)]
    aside = tmp_path / "judge.sqlite.damaged"
    assert str(warning.message) == (
        f"the judge cache file {str(path)!r} was damaged (file is not a database); it was moved to "
        f"{str(aside)!r} and an empty cache started in its place"
    )
    if not MUTATION_RUN:
        assert warning.filename == __file__  # the warning points at the line that opened the cache
    assert aside.read_bytes() == b"\x00garbage" * 512
    assert len(cache) == 0
    cache.set("k", {"v": 1})
    assert cache.get("k") == {"v": 1}
    cache.close()


def test_damage_found_on_a_read_moves_the_write_ahead_log_aside_with_the_file(tmp_path):
    """A cache file shared in WAL mode (another connection keeps its -wal and -shm files) whose pages are
    corrupt: the read that finds it moves all three aside, so the fresh cache does not replay the old log."""
    path = tmp_path / "judge.sqlite"
    SQLiteJudgeCache(path).close()
    holder = sqlite3.connect(path)
    holder.execute("PRAGMA journal_mode=WAL")
    holder.executemany(
        "INSERT INTO judge_cache (key, verdict, created) VALUES (?, ?, 0)",
        [(f"key-{i}", json.dumps({"v": "x" * 200})) for i in range(300)],
    )
    holder.commit()
    holder.execute("PRAGMA wal_checkpoint(PASSIVE)")
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big") or 65536
    data[page:] = b"\xa5" * (len(data) - page)  # every page after the first: corrupt
    path.write_bytes(bytes(data))
    wal, shm = (tmp_path / "judge.sqlite-wal").read_bytes(), (tmp_path / "judge.sqlite-shm").read_bytes()
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            cache = SQLiteJudgeCache(path, on_damage="rebuild")
            assert cache.get("key-7") is None
        (warning,) = [w for w in caught if issubclass(w.category, RuntimeWarning)]
        assert "was damaged (database disk image is malformed)" in str(warning.message)
        if not MUTATION_RUN:
            assert warning.filename == __file__  # ... or read it
        assert (tmp_path / "judge.sqlite.damaged-wal").read_bytes() == wal
        assert (tmp_path / "judge.sqlite.damaged-shm").read_bytes() == shm
        assert len(cache) == 0
        cache.close()
    finally:
        holder.close()


@pytest.mark.parametrize("stored", ["garbage{", "[1, 2]", '"a string"', "null"])
def test_a_stored_verdict_that_is_no_json_object_is_recomputed(tmp_path, stored):
    path = tmp_path / "judge.sqlite"
    replies = iter(['{"score": 0.4, "reason": "first"}', '{"score": 0.6, "reason": "second"}'])
    ev = TrajectoryEvaluator(ScriptedChatModel(respond=lambda m: next(replies)), [GOAL], cache=str(path))
    assert ev.evaluate(TRAJ).score == 0.4
    (request,) = ev.requests(TRAJ)
    key = ev._engine.cache_key(request, Draw())
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE judge_cache SET verdict = ? WHERE key = ?", (stored, key))
    conn.close()
    again = ev.evaluate(TRAJ)
    assert again.score == 0.6 and again.metadata["cache_discarded"] == 1
    assert ev.evaluate(TRAJ).metadata["cache_hits"] == 1


def test_resolve_cache_names_what_it_cannot_use(tmp_path):
    assert isinstance(resolve_cache(True), MemoryJudgeCache) and resolve_cache(False) is None
    assert resolve_cache(None) is None
    shared = MemoryJudgeCache()
    assert resolve_cache(shared) is shared
    on_disk = resolve_cache(tmp_path / "c.sqlite")
    assert isinstance(on_disk, SQLiteJudgeCache) and on_disk.path == tmp_path / "c.sqlite"
    on_disk.close()
    with pytest.raises(TypeError) as info:
        resolve_cache(5)
    assert str(info.value) == "'cache' must be True, False, a JudgeCache or a SQLite file path, got int"


def test_a_rebuild_that_fails_leaves_the_cache_to_try_again(tmp_path, monkeypatch):
    """Damage found on a read, and the file cannot be moved aside this time (a read-only directory, say): the
    error reaches the caller, and the next call tries again rather than failing on a half-closed cache."""
    path = tmp_path / "judge.sqlite"
    SQLiteJudgeCache(path).close()
    with sqlite3.connect(path) as conn:
        conn.executemany(
            "INSERT INTO judge_cache (key, verdict, created) VALUES (?, ?, 0)",
            [(f"key-{i}", json.dumps({"v": "x" * 200})) for i in range(300)],
        )
    conn.close()
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big") or 65536
    data[page:] = b"\xa5" * (len(data) - page)
    path.write_bytes(bytes(data))
    cache = SQLiteJudgeCache(path, on_damage="rebuild")
    real_replace, attempts = os.replace, []

    def replace_failing_once(src, dst):
        attempts.append(src)
        if len(attempts) == 1:
            raise PermissionError(f"cannot move {src}")
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace_failing_once)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        with pytest.raises(PermissionError):
            cache.get("key-7")
        assert cache.get("key-7") is None  # the second read rebuilt the cache: a miss
    assert (tmp_path / "judge.sqlite.damaged").exists() and len(cache) == 0
    cache.close()
