"""JSON Lines, read one way everywhere: the CLI's input files, results files, trace exports.

Lines end at a newline only. JSON strings may hold other line separators (U+2028, U+2029, U+0085), where
``str.splitlines`` would cut a record in two.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.errors import TrajectoryInputError

__all__ = ["json_lines", "loads"]


def loads(text: str, what: str) -> Any:
    """One JSON document.

    Raises:
        json.JSONDecodeError: for text that is not JSON (callers word it their way).
        TrajectoryInputError: naming ``what`` for JSON nested deeper than Python parses, or a number with more
            digits than Python converts.
    """
    try:
        return load_json(text)
    except json.JSONDecodeError:
        raise
    except RecursionError:
        raise TrajectoryInputError(f"{what}: JSON nested too deeply to read") from None
    except ValueError as exc:  # an integer with more digits than int() converts
        raise TrajectoryInputError(f"{what}: a value cannot be read ({exc})") from None


def json_lines(data: str | bytes, where: str) -> Iterator[tuple[int, Any]]:
    """``(line number, value)`` of every non-blank line of ``data``, numbered from 1. A byte-order mark before
    the first line is ignored.

    Raises:
        TrajectoryInputError: ``"<where> line N: ..."`` for a line that is not UTF-8, not JSON, JSON nested too
            deeply for Python to parse, or a number with more digits than Python converts.
    """
    for number, line in _lines(data, where):
        if not line.strip():
            continue
        try:
            yield number, loads(line, f"{where} line {number}")
        except json.JSONDecodeError as exc:
            raise TrajectoryInputError(f"{where} line {number}: not valid JSON ({exc.msg})") from None


def _lines(data: str | bytes, where: str) -> Iterator[tuple[int, str]]:
    if isinstance(data, str):
        yield from enumerate(data.removeprefix("\ufeff").split("\n"), start=1)
        return
    for number, raw in enumerate(data.removeprefix(b"\xef\xbb\xbf").split(b"\n"), start=1):
        try:
            yield number, raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise TrajectoryInputError(
                f"{where} line {number}: not valid UTF-8 ({exc.reason} at byte {exc.start})"
            ) from None
