"""``langchain-trajectory evaluate`` reads JSONL as bytes split at newlines, and every unreadable line is a
``line N: ...`` usage error (exit code 2), distinct from a case that failed (exit code 1)."""

from __future__ import annotations

import json

import pytest

from langchain_trajectory.cli import main

GOOD = {"tool_calls": [{"name": "search", "args": {"q": "Paris"}}]}


def _write(path, lines: list[bytes]) -> str:
    path.write_bytes(b"\n".join(lines) + b"\n")
    return str(path)


def _line(value) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


def _evaluate(tmp_path, results: list[bytes], expected: list[bytes], *extra: str) -> int:
    r = _write(tmp_path / "results.jsonl", results)
    e = _write(tmp_path / "expected.jsonl", expected)
    return main(["evaluate", r, "--expected", e, "--mode", "superset", *extra])


def test_line_separators_inside_json_strings_do_not_split_a_record(tmp_path, capsys):
    # U+2028, U+2029 and U+0085 are line breaks to str.splitlines but plain characters in JSON strings.
    value = {"tool_calls": [{"name": "search", "args": {"q": "a\u2028b\u2029c\u0085d"}}]}
    assert _evaluate(tmp_path, [_line(value)], [_line(value)]) == 0
    out = capsys.readouterr().out
    assert "1 cases, 1 trials: 1 passed" in out and "line 2" not in out


def test_windows_line_endings_and_a_byte_order_mark_are_read(tmp_path, capsys):
    results = tmp_path / "results.jsonl"
    results.write_bytes(b"\xef\xbb\xbf" + _line(GOOD) + b"\r\n" + _line(GOOD) + b"\r\n")
    expected = _write(tmp_path / "expected.jsonl", [_line(GOOD), _line(GOOD)])
    assert main(["evaluate", str(results), "--expected", expected]) == 0


@pytest.mark.parametrize(
    ("bad_line", "fragment"),
    [
        (b'{"tool_calls": [{"name": "s", "args": {"q": "\xff\xfe"}}]}', "line 2: not valid UTF-8"),
        (b"{not json", "line 2: not valid JSON"),
        (b"[" * 5000 + b"]" * 5000, "line 2: JSON nested too deeply to read"),
        (
            b'{"tool_calls": [{"name": "s", "args": {"n": ' + b"7" * 5000 + b"}}]}",
            "line 2: a value cannot be read",
        ),
        (
            _line({"tool_calls": [{"name": "s", "args": {"q": json.loads("[" * 400 + "]" * 400)}}]}),
            "line 2: tool call 0: 'args' nests dicts or lists more than 100 levels deep",
        ),
        (
            _line({"tool_calls": [{"name": "s", "parameters": {"q": 1}}]}),
            "line 2: tool call 0: arguments go under",
        ),
    ],
)
def test_an_unreadable_line_is_a_usage_error_naming_the_line(tmp_path, capsys, bad_line, fragment):
    code = _evaluate(tmp_path, [_line(GOOD), bad_line], [_line(GOOD), _line(GOOD)])
    err = capsys.readouterr().err
    assert code == 2, err
    assert fragment in err
    assert "Traceback" not in err and err.count("\n") == 1  # one line, no traceback


def test_a_failed_case_is_exit_code_1_not_2(tmp_path, capsys):
    other = {"tool_calls": [{"name": "book", "args": {}}]}
    assert _evaluate(tmp_path, [_line(other)], [_line(GOOD)]) == 1
    assert capsys.readouterr().err == ""


def test_a_record_with_an_id_names_its_line_and_its_id(tmp_path, capsys):
    bad = {"id": "case-7", "tool_calls": [{"name": "s", "args": {"q": "x"}, "kwargs": {}}]}
    code = _evaluate(tmp_path, [_line(bad)], [_line({"id": "case-7", **GOOD})])
    assert code == 2
    assert "results.jsonl line 1 (case-7): tool call 0: arguments go under" in capsys.readouterr().err
