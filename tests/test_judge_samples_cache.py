"""samples=n (mean and spread, one cache entry per sample), trial indices in the cache key, and a cache that
cannot be trusted blindly: damaged SQLite files, tampered and out-of-range entries."""

from __future__ import annotations

import json
import sqlite3
import statistics
import threading
import warnings

import pytest
from langchain_core.messages import BaseMessage

from langchain_trajectory.errors import JudgeCacheError
from langchain_trajectory.evaluators.judge import (
    EvaluationCriterion,
    MemoryJudgeCache,
    SQLiteJudgeCache,
    TaskCompletionEvaluator,
    ToolArgumentHallucinationEvaluator,
    TrajectoryAccuracyEvaluator,
    TrajectoryEvaluator,
)
from langchain_trajectory.evaluators.judge._engine import Draw
from langchain_trajectory.evaluators.judge.cache import cache_entry
from langchain_trajectory.testing import ScriptedChatModel
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

TRAJ = Trajectory(
    messages=(
        Message.user("Book a table for two at 8pm."),
        Message.assistant(
            "Booked for 8pm.", [ToolCall.of("book", {"people": 2, "time": "20:00"}, result="ok")]
        ),
    )
)
A = EvaluationCriterion("a", "Criterion a.")
B = EvaluationCriterion("b", "Criterion b.")


class Sequenced:
    """A judge whose n-th call (per criterion) returns the n-th prepared score; counts its calls."""

    def __init__(self, scores: dict[str, list[float]]) -> None:
        self.scores = scores
        self.seen: dict[str, int] = {}
        self.lock = threading.Lock()
        self.model = ScriptedChatModel(respond=self.respond)

    @property
    def calls(self) -> int:
        return sum(self.seen.values())

    def respond(self, messages: list[BaseMessage]) -> str:
        system = str(messages[0].content)
        name = system.split("Criterion: ", 1)[1].split("\n", 1)[0] if "Criterion: " in system else "_"
        with self.lock:
            i = self.seen.get(name, 0)
            self.seen[name] = i + 1
        return json.dumps({"score": self.scores[name][i], "rationale": f"{name} call {i}"})


# -- samples ---------------------------------------------------------------------------------------------------


def test_three_samples_report_their_mean_and_spread():
    judge = Sequenced({"a": [0.6, 0.8, 1.0], "b": [0.2, 0.2, 0.5]})
    result = TrajectoryEvaluator(judge.model, [A, B], samples=3).evaluate(TRAJ)
    sample_scores = [(0.6 + 0.2) / 2, (0.8 + 0.2) / 2, (1.0 + 0.5) / 2]  # each sample aggregated (mean)
    spread = result.metadata["samples"]
    assert spread["n"] == 3 and spread["scores"] == pytest.approx(sample_scores)
    assert spread["mean"] == pytest.approx(statistics.fmean(sample_scores)) == result.score
    assert spread["stdev"] == pytest.approx(statistics.stdev(sample_scores))
    assert (spread["min"], spread["max"]) == (pytest.approx(0.4), pytest.approx(0.75))
    a = result.metadata["criterion_scores"]["a"]
    assert a["score"] == pytest.approx(0.8) and a["samples"] == [0.6, 0.8, 1.0]
    assert a["stdev"] == pytest.approx(0.2) and a["reason"] == "a call 0"  # read from 'rationale'
    assert result.metadata["judge_calls"] == 6 and judge.calls == 6
    assert len(result.metadata["sample_metadata"]) == 3 and result.metadata["aggregation"] == "mean"
    assert result.reason.startswith(
        "Mean of 3 samples: 0.550 (stdev 0.180, range 0.40-0.75; samples 0.40, 0.50, 0.75;"
    )
    # Per-criterion LangSmith feedback carries the criterion means.
    assert {r.key: r.score for r in TrajectoryEvaluator(judge.model, [A, B]).extra_feedback(result)} == {
        "trajectory_quality.a": pytest.approx(0.8),
        "trajectory_quality.b": pytest.approx(0.3),
    }


def test_every_sample_is_its_own_cache_entry_and_sample_zero_is_the_plain_verdict():
    judge = Sequenced({"a": [0.1, 0.5, 0.9, 0.3]})
    cache = MemoryJudgeCache()
    plain = TrajectoryEvaluator(judge.model, [A], cache=cache).evaluate(TRAJ)
    assert plain.score == 0.1 and judge.calls == 1
    sampled = TrajectoryEvaluator(judge.model, [A], cache=cache, samples=3).evaluate(TRAJ)
    assert judge.calls == 3 and sampled.metadata["cache_hits"] == 1  # sample 0 came from the plain run
    assert sampled.metadata["samples"]["scores"] == [0.1, 0.5, 0.9] and len(cache) == 3
    again = TrajectoryEvaluator(judge.model, [A], cache=cache, samples=3).evaluate(TRAJ)
    assert judge.calls == 3 and again.metadata["cache_hits"] == 3 and again.score == sampled.score


def test_samples_on_the_task_grounding_and_accuracy_judges():
    votes = iter([True, False, True])
    task = TaskCompletionEvaluator(
        ScriptedChatModel(respond=lambda m: json.dumps({"completed": next(votes), "comment": "c"})),
        ["Book the table"],
        samples=3,
    ).evaluate(TRAJ)
    assert task.score == pytest.approx(2 / 3) and task.metadata["samples"]["scores"] == [1.0, 0.0, 1.0]
    assert [m["tasks_completed"] for m in task.metadata["sample_metadata"]] == [1, 0, 1]
    assert task.metadata["task_count"] == 1  # the same in every sample: kept at the top

    grounded = iter([True, True, False, True])

    def ground(messages: list[BaseMessage]) -> str:
        ok = next(grounded)
        return json.dumps({"grounded": ok, "ungrounded_arguments": [] if ok else ["time"], "reason": "r"})

    calls = ToolArgumentHallucinationEvaluator(ScriptedChatModel(respond=ground), samples=4).evaluate(TRAJ)
    assert calls.metadata["samples"]["scores"] == [1.0, 1.0, 0.0, 1.0] and calls.score == 0.75

    accuracy = Sequenced({"_": [0.5, 0.7]})
    acc = TrajectoryAccuracyEvaluator(accuracy.model, samples=2).evaluate(TRAJ)
    assert acc.score == pytest.approx(0.6) and acc.metadata["reference"] is None
    assert acc.metadata["samples"]["stdev"] == pytest.approx(statistics.stdev([0.5, 0.7]))


def test_samples_must_be_a_positive_integer():
    for bad in (0, -1, 1.5, True, "3"):
        with pytest.raises(ValueError, match="'samples' must be an integer >= 1"):
            TrajectoryEvaluator(ScriptedChatModel(replies=[]), [A], samples=bad)


# -- trials and repeats ------------------------------------------------------------------------------------------


def test_a_trial_index_keeps_trials_independent_and_repeat_still_works():
    judge = Sequenced({"a": [0.1, 0.2, 0.3, 0.4, 0.5]})
    ev = TrajectoryEvaluator(judge.model, [A])
    assert ev.evaluate(TRAJ).score == 0.1
    assert ev.evaluate(TRAJ, trial=0).score == 0.2  # a trial is a draw of its own, even the first one
    assert ev.evaluate(TRAJ, trial=1).score == 0.3
    assert ev.evaluate(TRAJ, trial=1).score == 0.3 and judge.calls == 3  # cached under its trial index
    assert ev.evaluate(TRAJ, trial=1, repeat=1).score == 0.4  # both indices count
    assert ev.evaluate(TRAJ, repeat=1).score == 0.5
    assert ev.evaluate(TRAJ).score == 0.1 and judge.calls == 5
    with pytest.raises(ValueError, match="'trial' must be None or an integer >= 0"):
        ev.evaluate(TRAJ, trial=-2)
    with pytest.raises(ValueError, match="'trial' must be None or an integer >= 0"):
        ev.evaluate(TRAJ, trial="first")


def test_the_cache_key_separates_repeat_trial_and_sample():
    ev = TrajectoryEvaluator(ScriptedChatModel(replies=[]), [A])
    (request,) = ev.requests(TRAJ)
    keys = {
        ev._engine.cache_key(request, d)
        for d in (
            Draw(),
            Draw(repeat=1),
            Draw(trial=0),
            Draw(trial=1),
            Draw(sample=1),
            Draw(repeat=1, trial=1),
        )
    }
    assert len(keys) == 6


# -- a cache that is checked, not trusted -------------------------------------------------------------------------


def test_a_tampered_out_of_range_score_is_discarded_and_recomputed(tmp_path):
    path = tmp_path / "judge.sqlite"
    judge = Sequenced({"a": [0.4, 0.6]})
    ev = TrajectoryEvaluator(judge.model, [A], cache=str(path))
    assert ev.evaluate(TRAJ).score == 0.4
    (request,) = ev.requests(TRAJ)
    key = ev._engine.cache_key(request, Draw())
    # A score of 5 with a checksum that matches it: the checksum alone would accept it, validation does not.
    with sqlite3.connect(path) as conn:
        conn.execute(
            "UPDATE judge_cache SET verdict = ? WHERE key = ?",
            (json.dumps(cache_entry(key, {"score": 5, "reason": "tampered"})), key),
        )
    again = ev.evaluate(TRAJ)
    assert (
        again.score == 0.6 and again.metadata["cache_discarded"] == 1 and again.metadata["judge_calls"] == 1
    )
    assert ev.evaluate(TRAJ).metadata["cache_hits"] == 1  # the recomputed verdict replaced it


@pytest.mark.parametrize(
    "tamper",
    [
        lambda entry: {**entry, "reply": {"score": 1.0, "reason": "edited"}},  # checksum no longer matches
        lambda entry: {**entry, "format": 1},
        lambda entry: {"score": 1.0, "reason": "an entry of the earlier format"},
        lambda entry: {**entry, "reply": "not an object"},
    ],
)
def test_an_entry_failing_its_checksum_or_format_is_discarded(tamper):
    judge = Sequenced({"a": [0.4, 0.6]})
    cache = MemoryJudgeCache()
    ev = TrajectoryEvaluator(judge.model, [A], cache=cache)
    ev.evaluate(TRAJ)
    (request,) = ev.requests(TRAJ)
    key = ev._engine.cache_key(request, Draw())
    cache.set(key, tamper(cache.get(key)))
    result = ev.evaluate(TRAJ)
    assert result.score == 0.6 and result.metadata["cache_discarded"] == 1


def test_a_cached_entry_that_is_not_json_is_recomputed(tmp_path):
    path = tmp_path / "judge.sqlite"
    judge = Sequenced({"a": [0.4, 0.6]})
    ev = TrajectoryEvaluator(judge.model, [A], cache=str(path))
    ev.evaluate(TRAJ)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE judge_cache SET verdict = 'garbage{'")
    assert ev.evaluate(TRAJ).score == 0.6


def test_a_file_that_is_not_a_database_raises_an_error_naming_it_and_the_fix(tmp_path):
    path = tmp_path / "judge.sqlite"
    path.write_bytes(b"this is not a database, just some bytes " * 100)
    with pytest.raises(JudgeCacheError) as info:
        TrajectoryEvaluator(ScriptedChatModel(replies=[]), [A], cache=str(path))
    message = str(info.value)
    assert str(path) in message and "Delete or move the file" in message and "on_damage='rebuild'" in message
    assert info.value.path == str(path)


def test_a_database_of_something_else_is_not_a_judge_cache(tmp_path):
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE judge_cache (id INTEGER, payload BLOB)")
    with pytest.raises(JudgeCacheError, match="not a judge cache"):
        SQLiteJudgeCache(path)


def test_rebuild_moves_the_damaged_file_aside_and_starts_empty(tmp_path):
    path = tmp_path / "judge.sqlite"
    path.write_bytes(b"\x00garbage" * 512)
    with pytest.warns(RuntimeWarning, match="moved to"):
        cache = SQLiteJudgeCache(path, on_damage="rebuild")
    assert (tmp_path / "judge.sqlite.damaged").read_bytes() == b"\x00garbage" * 512
    judge = Sequenced({"a": [0.4]})
    assert TrajectoryEvaluator(judge.model, [A], cache=cache).evaluate(TRAJ).score == 0.4
    assert len(cache) == 1
    cache.close()


def _corrupt_pages(path) -> None:
    """Overwrite the database's pages after the first (the header stays valid)."""
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big") or 65536
    for i in range(page, len(data)):
        data[i] = 0xA5
    path.write_bytes(bytes(data))


def _filled(path, n: int = 300) -> None:
    SQLiteJudgeCache(path).close()  # the cache's own table
    with sqlite3.connect(path) as conn:  # then many pages of entries, in one transaction
        conn.executemany(
            "INSERT INTO judge_cache (key, verdict, created) VALUES (?, ?, 0)",
            [(f"key-{i}", json.dumps({"verdict": "x" * 200, "i": i})) for i in range(n)],
        )


def test_damage_found_on_a_later_read_names_the_file(tmp_path):
    path = tmp_path / "judge.sqlite"
    _filled(path)
    cache = SQLiteJudgeCache(path)
    cache.close()
    _corrupt_pages(path)
    with pytest.raises(JudgeCacheError, match="is damaged"):
        reopened = SQLiteJudgeCache(path)
        reopened.get("key-7")
        len(reopened)


def test_damage_found_on_a_later_read_is_rebuilt_when_asked(tmp_path):
    path = tmp_path / "judge.sqlite"
    _filled(path)
    _corrupt_pages(path)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cache = SQLiteJudgeCache(path, on_damage="rebuild")
        assert cache.get("key-7") is None  # the damaged file was moved aside: a miss, not an error
        cache.set("fresh", {"ok": True})
        assert len(cache) == 1 and cache.get("fresh") == {"ok": True}
    assert any("was damaged" in str(w.message) for w in caught)
    assert (tmp_path / "judge.sqlite.damaged").exists()
    cache.close()


def test_on_damage_must_be_known():
    with pytest.raises(ValueError, match="'on_damage' must be one of"):
        SQLiteJudgeCache("x.sqlite", on_damage="ignore")
