"""JSON text from input nests at most MAX_JSON_DEPTH levels on every Python: Python 3.11's json refuses about
1,000 levels, 3.12's about 1,500 and 3.13's reads 5,000, so the package measures the nesting itself before it
decodes, and every entry point that parses JSON text reads or refuses a document alike on each of them."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from langchain_trajectory import to_trajectory
from langchain_trajectory._cli.common import CommandError
from langchain_trajectory._cli.simulate import _policy, _scenario
from langchain_trajectory._json import (
    MAX_JSON_DEPTH,
    JSONTooDeep,
    _many_brackets,
    json_depth,
    loads,
    raw_decode,
    value_depth,
)
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.tool_error import _top_level_error
from langchain_trajectory.matching import Expectation
from langchain_trajectory.matching.values import MISSING, parse_json_container
from langchain_trajectory.reading._jsonl import json_lines
from langchain_trajectory.report import ResultsFileError, load_results
from langchain_trajectory.simulation.generation._cache import ReplyCache
from langchain_trajectory.simulation.stubs import ToolCassette
from langchain_trajectory.trajectory import FrozenList
from langchain_trajectory.untrusted import decode_at, reply_objects

LIMIT = MAX_JSON_DEPTH


def nested(levels: int, inner: str = "1") -> str:
    """``levels`` arrays, each inside the last, holding ``inner``."""
    return "[" * levels + inner + "]" * levels


def reference_depth(value: object) -> int:
    """How deeply a decoded value nests lists and dicts, walked without recursion."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            depth += 1
            stack.extend((child, depth) for child in (item.values() if isinstance(item, dict) else item))
        deepest = max(deepest, depth)
    return deepest


# Strings full of what the measure must not count: brackets, quotes, escapes, line breaks.
tricky_text = st.text(alphabet='[]{}"\\/\n\t ab\u2028', max_size=8)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | tricky_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(tricky_text, inner, max_size=4),
    max_leaves=40,
)


@given(json_values, st.sampled_from([None, 2]))
def test_the_measured_depth_is_the_depth_of_the_decoded_value(value, indent):
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    assert json_depth(text) == reference_depth(value) == value_depth(json.loads(text))


@given(st.integers(min_value=0, max_value=12), st.integers(min_value=0, max_value=12))
def test_the_walk_of_a_value_stops_one_level_past_its_limit(levels, limit):
    assert value_depth(json.loads(nested(levels)), limit) == min(levels, limit + 1)


@given(json_values, st.text(alphabet='[{"} ]x', max_size=10))
def test_a_value_is_measured_alone_whatever_follows_it(value, after):
    assert json_depth(json.dumps(value) + after) == reference_depth(value)


@pytest.mark.parametrize("inner", ["1", "{}", '"]]]"'])
def test_the_limit_is_the_same_on_every_python(inner):
    extra = 1 if inner == "{}" else 0
    assert reference_depth(loads(nested(LIMIT - extra, inner))) == LIMIT
    with pytest.raises(JSONTooDeep, match=f"more than {LIMIT} levels"):
        loads(nested(LIMIT + 1 - extra, inner))
    with pytest.raises(RecursionError):  # what callers already catch for json's own stack overflow
        loads(nested(5000, inner).encode())


def test_brackets_inside_strings_do_not_count():
    text = json.dumps({"pattern": "[" * 5000, "quoted": '\\"' + "{" * 3000})
    assert loads(text) == json.loads(text)
    assert raw_decode(json.JSONDecoder(), "x = " + text, 4)[0] == json.loads(text)


@pytest.mark.parametrize("tail", ["", "x", "]" * (LIMIT + 1)])
def test_a_value_too_deep_to_decode_is_too_deep_even_when_it_is_also_broken(tail):
    for text in (nested(LIMIT + 1, tail), nested(5000, tail)):
        for decode in (loads, lambda text: raw_decode(json.JSONDecoder(), text)):
            with pytest.raises(RecursionError):
                decode(text)


def test_a_shallow_value_before_deep_text_still_decodes():
    text = '{"ok": true} and then ' + nested(5000)
    assert decode_at(text, 0) == ({"ok": True}, len('{"ok": true}'))
    assert decode_at(text, text.index("[")) is None
    assert reply_objects('noise {"a": 1} ' + "{" * 5000 + '"x"' + "}" * 5000) == [{"a": 1}]


# -- every entry point, read or refused alike ---------------------------------------------------------------


def _arguments_error(levels: int) -> str:
    text = '{"a": ' + nested(levels) + "}"
    with pytest.raises(TrajectoryInputError) as info:
        to_trajectory([{"name": "f", "arguments": text}])
    return str(info.value)


@pytest.mark.parametrize("levels", [LIMIT + 1, 1200, 5000, 50_000])
def test_arguments_nested_past_the_limit_are_too_deep_to_parse(levels):
    assert _arguments_error(levels) == "tool call 0: 'arguments' is nested too deeply to parse"


@pytest.mark.parametrize("levels", [150, LIMIT - 1])
def test_arguments_within_the_limit_parse_and_meet_the_model_limit(levels):
    assert "nests dicts or lists more than 100 levels deep" in _arguments_error(levels)


@pytest.mark.parametrize("levels", [LIMIT + 1, 5000])
def test_a_deep_json_line_is_refused_naming_the_line(levels):
    with pytest.raises(TrajectoryInputError, match=r"^f line 2: JSON nested too deeply to read$"):
        list(json_lines("[]\n" + nested(levels), "f"))


def test_a_deep_json_string_compares_as_text_and_a_deep_tool_result_is_no_error_object():
    assert parse_json_container(nested(LIMIT)) == json.loads(nested(LIMIT))
    assert parse_json_container(nested(LIMIT + 1)) is MISSING
    assert _top_level_error('{"error": ' + nested(LIMIT + 1) + "}") is None
    assert _top_level_error('{"error": "boom"}') == "boom"


DEEP_OBJECT = '{"a": ' + nested(LIMIT) + "}"  # one level past the limit


def _file(tmp_path, name: str):
    path = tmp_path / name
    path.write_text(DEEP_OBJECT, encoding="utf-8")
    return path


def _report_folder(tmp_path):
    _file(tmp_path, "trajectories.json")
    return load_results(tmp_path)


LOADERS = {
    "expectation args": (
        lambda _: Expectation.model_validate({"steps": [{"name": "f", "args": DEEP_OBJECT}]}),
        ValueError,
        "'args' is a JSON string nested too deeply to read",
    ),
    "cli policy": (lambda _: _policy(DEEP_OBJECT, "--check"), CommandError, "the policy is JSON nested too deeply"),
    "cli scenario": (lambda _: _scenario(DEEP_OBJECT), CommandError, "--scenario: a JSON object nested too deeply"),
    "tool cassette": (
        lambda tmp: ToolCassette.load(_file(tmp, "c.json")),
        ValueError,
        "not a tool cassette (JSON nested too deeply to read)",
    ),
    "reply cache": (lambda tmp: ReplyCache(_file(tmp, "r.json")), TrajectoryInputError, "not a reply cache"),
    "report folder": (_report_folder, ResultsFileError, "trajectories.json: JSON nests arrays and objects"),
}


@pytest.mark.parametrize("name", LOADERS)
def test_every_json_file_or_argument_past_the_limit_is_refused_clearly(tmp_path, name):
    load, error, fragment = LOADERS[name]
    with pytest.raises(error, match=re.escape(fragment)):
        load(tmp_path)


def _read(load, text):
    """What ``load`` makes of ``text``: its value, or the message and position of its JSON error."""
    try:
        return "value", load(text)
    except json.JSONDecodeError as exc:
        return "error", exc.msg, exc.pos


@given(json_values, st.text(alphabet="\ufeff \n[{x1", max_size=2), st.text(alphabet=' \n]}"x1,', max_size=2))
def test_text_is_read_or_refused_as_json_loads_reads_or_refuses_it(value, before, after):
    text = before + json.dumps(value, ensure_ascii=False) + after
    assert _read(loads, text) == _read(json.loads, text)
    # bytes: the same value, or refused too (a second byte-order mark is worded as one, json says "Expecting value")
    ours, theirs = _read(loads, text.encode()), _read(json.loads, text.encode())
    assert ours == theirs if theirs[0] == "value" else ours[0] == "error"


class _Tagged(dict):  # a dict subclass with an instance dict of its own: not part of the value's nesting
    pass


def _subclassed(value, flip):
    """``value`` with its dicts and lists swapped for subclasses where ``flip`` says so (in walk order)."""
    if isinstance(value, dict):
        items = {k: _subclassed(v, flip) for k, v in value.items()}
        if flip.pop() if flip else False:
            tagged = _Tagged(items)
            tagged.note = [[["not counted"]]]
            return tagged
        return items
    if isinstance(value, list):
        items = [_subclassed(v, flip) for v in value]
        return FrozenList(items) if (flip.pop() if flip else False) else items
    return value


@given(json_values, st.lists(st.booleans(), max_size=20))
def test_dict_and_list_subclasses_nest_as_their_items_do(value, flip):
    mixed = _subclassed(value, flip)
    assert value_depth(mixed) == reference_depth(mixed) == reference_depth(value)


@given(st.integers(0, 3 * LIMIT), st.integers(0, 3), st.integers(0, 200_000))
@example(LIMIT, 1, 10)  # exactly the limit, in a text longer than it: not past it
@example(LIMIT + 2, 1, 70_000)  # past it only with the second window's brackets
def test_a_long_text_is_measured_when_its_brackets_could_nest_past_the_limit(brackets, windows, padding):
    # the brackets spread over windows of text: the decision is the count's, wherever they sit
    text = ("x" * padding).join(["[" * (brackets // (windows + 1))] * (windows + 1))
    expected = text.count("[") > LIMIT
    assert _many_brackets(text, 0, len(text)) is expected
