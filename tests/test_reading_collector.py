"""Reading a trace file pauses Python's cyclic garbage collector and leaves it as it found it: on again if it was
on, off if the application had turned it off, and objects the application froze still frozen."""

from __future__ import annotations

import gc
import threading

import pytest

from langchain_trajectory import Message, ToolCall, Trajectory, read_traces
from langchain_trajectory.interchange import write_traces
from langchain_trajectory.reading import _collection

TEXT = write_traces(
    [
        Trajectory(
            messages=(Message.user("hi"), Message.assistant("", [ToolCall.of("f", {"a": 1}, result="ok")]))
        )
    ],
    "otlp",
)


def test_the_collector_is_paused_while_reading_and_on_again_after():
    seen: list[bool] = []
    original = _collection.gc.disable

    def spy() -> None:
        original()
        seen.append(gc.isenabled())

    assert gc.isenabled()
    _collection.gc.disable = spy  # type: ignore[assignment]
    try:
        trajectories = read_traces(TEXT)
    finally:
        _collection.gc.disable = original  # type: ignore[assignment]
    assert seen == [False] and gc.isenabled()
    assert [c.name for c in trajectories[0].tool_calls()] == ["f"]


def test_a_collector_the_application_turned_off_stays_off():
    gc.disable()
    try:
        read_traces(TEXT)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_objects_the_application_froze_stay_frozen():
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        read_traces(TEXT)
        # A reader that unfroze would leave nothing frozen. Another thread of the process (pytest-xdist's own) may
        # free a few frozen objects meanwhile, so the count is compared with a margin, not for equality.
        assert frozen - gc.get_freeze_count() < 1000 and gc.isenabled()
    finally:
        gc.unfreeze()


def test_readers_in_several_threads_leave_the_collector_on():
    errors: list[BaseException] = []

    def read() -> None:
        try:
            for _ in range(5):
                read_traces(TEXT)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=read) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and gc.isenabled()


def test_an_error_while_reading_still_turns_the_collector_back_on():
    with pytest.raises(Exception, match="trace"):
        read_traces('{"resourceSpans": "not a list"}')
    assert gc.isenabled()
