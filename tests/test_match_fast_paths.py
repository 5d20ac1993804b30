"""The fast paths of trajectory matching and its explanations give what the general paths give.

Plain argument dicts (``values.is_plain``) have their differences written in one pass, ``compact_json`` encodes
with one reusable C encoder, a trajectory-match reason encodes only the signatures it shows, a name group of plain
argument dicts is matched by the dicts' own comparisons, and Hopcroft–Karp may stop after its greedy pass: each is
checked here against the general path it stands for, on random inputs.
"""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from langchain_trajectory.evaluators import ToolTrajectoryEvaluator
from langchain_trajectory.evaluators._reasons import summary_line
from langchain_trajectory.matching import ArgumentMatcher, CallMatcher, algorithms, lcs_calls, match_calls
from langchain_trajectory.matching import calls as match_module
from langchain_trajectory.matching.algorithms import hopcroft_karp
from langchain_trajectory.matching.calls import AnyArgsCall
from langchain_trajectory.matching.keyed import KeyedPredicate
from langchain_trajectory.reading._calls import call_fields, openai_call
from langchain_trajectory.trajectory import FrozenDict, PlainFrozenDict, ToolCall, compact_json, freeze

plain_values = st.one_of(
    st.integers(-2, 2),
    st.sampled_from([1.0, 0.0, -0.0, 2.5, math.inf]),
    st.sampled_from(["a", "b", "", "a b", "x{"]),
    st.none(),
)
other_values = st.one_of(
    st.booleans(),
    st.just(math.nan),
    st.sampled_from([" a", '{"k": 1}', "[1]", "A"]),
    st.just({"k": 1}),
    st.just([1, 2]),
)
keys = st.sampled_from(["x", "y", "z", "w"])
plain_args = st.dictionaries(keys, plain_values, max_size=4)
any_args = st.dictionaries(keys, st.one_of(plain_values, other_values), max_size=4)
argument_modes = st.sampled_from(["exact", "superset", "subset", "ignore"])


def structural_differences(matcher: ArgumentMatcher, actual: dict, expected: dict) -> list[str]:
    """The differences as the structural comparison writes them (the general path, no fast path)."""
    diffs: list[str] = []
    matcher._compare(actual, expected, (), matcher.mode, diffs)
    return diffs


@given(plain_args, plain_args, argument_modes, st.booleans(), st.booleans())
@settings(max_examples=500, deadline=None)
def test_plain_argument_differences_are_the_structural_comparisons_lines(a, e, mode, recursive, frozen):
    matcher = ArgumentMatcher(mode, recursive=recursive)
    actual, expected = (FrozenDict(a), FrozenDict(e)) if frozen else (a, e)
    assert matcher.differences(actual, expected) == structural_differences(matcher, a, e)


@given(any_args, any_args, argument_modes)
@settings(max_examples=400, deadline=None)
def test_differences_of_any_arguments_are_the_structural_comparisons_lines(a, e, mode):
    matcher = ArgumentMatcher(mode)
    assert matcher.differences(a, e) == structural_differences(matcher, a, e)


json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-3, 3),
        st.sampled_from([0.5, -0.0, math.inf, -math.inf, math.nan, 1e300]),
        st.text(max_size=4),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(st.text(max_size=3), inner, max_size=3),
    ),
    max_leaves=8,
)


@given(json_values)
@settings(max_examples=400, deadline=None)
def test_compact_json_is_the_json_modules_sorted_compact_text(value):
    expected = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    assert compact_json(value) == expected
    assert compact_json(freeze(value)) == expected


def test_compact_json_writes_keys_json_cannot_sort_or_hold_as_text():
    assert compact_json({(1, 2): 1}) == '{"(1, 2)":1}'
    assert compact_json({1: 2, "a": 3}) == '{"1":2,"a":3}'
    assert compact_json({"b": object}) == '{"b":"<class \'object\'>"}'


def test_compact_json_names_a_cycle_as_the_json_module_does():
    cycle: list = []
    cycle.append(cycle)
    try:
        compact_json(cycle)
    except ValueError as exc:
        assert "Circular reference" in str(exc)
    else:
        raise AssertionError("a cycle was encoded")


def test_a_signature_is_the_name_and_the_compact_json_of_the_arguments():
    call = ToolCall.of("search", {"q": "paris", "n": 2, "lang": None})
    assert call.signature() == 'search({"lang":null,"n":2,"q":"paris"})'


calls = st.lists(
    st.builds(ToolCall.of, st.sampled_from(["f", "g", "h"]), plain_args),
    max_size=30,
)
trajectory_modes = st.sampled_from(["strict", "in_order", "any_order", "superset", "subset", "unordered"])


@given(calls, calls, trajectory_modes, st.sampled_from(["exact", "superset", "subset"]))
@settings(max_examples=300, deadline=None)
def test_a_reason_shows_the_signatures_every_call_would_give(actual, expected, mode, argument_mode):
    """The reason encodes only the signatures it shows: its summary line and its lists of missing and extra
    calls are what the signatures of every unmatched call, all encoded, give."""
    result = ToolTrajectoryEvaluator(mode, argument_matcher=argument_mode).evaluate(actual, expected)
    md = result.metadata
    near_a = {n["actual"] for n in md["near_misses"]}
    near_e = {n["expected"] for n in md["near_misses"]}
    lines = result.reason.splitlines()
    assert lines[0] == summary_line(
        matched=md["matched_count"],
        expected=len(expected),
        actual=len(actual),
        near=[(expected[n["expected"]].name, n["differences"]) for n in md["near_misses"]],
        missing=[expected[j].signature() for j in md["missing"] if j not in near_e],
        extra=[actual[i].signature() for i in md["extra"] if i not in near_a],
    )
    listed = {line.split(": ", 1)[0]: line.split(": ", 1)[1] for line in lines[2:] if ": " in line}
    for label, side, indices in (
        ("missing (expected, unmatched)", expected, md["missing"]),
        ("extra (actual, unmatched)", actual, md["extra"]),
    ):
        if indices:
            shown = ", ".join(f"#{k} {side[k].signature()}" for k in indices[:20])
            assert listed[label].startswith(shown)
        else:
            assert label not in listed


def _shape(value):
    """The value's container types all the way down (what `freeze` decides), beside its scalars."""
    if isinstance(value, dict):
        return (type(value), [(k, _shape(v)) for k, v in value.items()])
    if isinstance(value, list):
        return (type(value), [_shape(v) for v in value])
    return (type(value), value if value == value else "nan")


@given(st.dictionaries(st.text(max_size=3), json_values, max_size=4), st.booleans())
@settings(max_examples=400, deadline=None)
def test_the_openai_fast_path_reads_arguments_as_the_general_reading_does(arguments, compact):
    """A usual OpenAI call's arguments (read in one go, objects of scalars decoded as plain dicts and made
    read-only with one copy) are what the general reading of the same call gives, read-only all the way down."""
    raw = json.dumps(arguments, separators=(",", ":") if compact else None)
    call = {"id": "c1", "type": "function", "function": {"name": "f", "arguments": raw}}
    fast = openai_call(call, 0)
    general = call_fields({**call, "status": "completed"}, "call")  # a key the fast path leaves to the general one
    assert fast is not None
    # a dict of scalars the text shows to be plain is a PlainFrozenDict (a FrozenDict matching trusts as plain)
    assert type(fast["args"]) in (FrozenDict, PlainFrozenDict)
    assert _shape(FrozenDict(fast["args"])) == _shape(general["args"])
    # every other field as the general reading gives it (the step is the one the fast path was given)
    assert list(fast) == list(general) and {**fast, "args": None, "step": None} == {**general, "args": None}
    assert fast["step"] == 0
    assert all(type(v) not in (dict, list) for v in fast["args"].values())


# -- matching: the plain buckets and the greedy pass --------------------------------------------------------------

mixed_calls = st.lists(
    st.builds(ToolCall.of, st.sampled_from(["f", "g"]), st.one_of(plain_args, plain_args, any_args)),
    max_size=24,
)
small_plain_args = st.dictionaries(st.sampled_from(["x", "y"]), st.sampled_from([1, 2, 1.0, "a"]), max_size=2)
repeating_calls = st.lists(st.builds(ToolCall.of, st.sampled_from(["f", "g"]), small_plain_args), max_size=24)


def _general_only(monkeypatch):
    """Every bucket through the general path (canonical keys, or adjacency rows and Hopcroft–Karp)."""
    monkeypatch.setattr(match_module, "_plain_bucket", lambda *args: None)
    monkeypatch.setattr(match_module, "_lone_pair", lambda *args: None)


@given(
    st.one_of(mixed_calls, repeating_calls),
    st.one_of(mixed_calls, repeating_calls),
    st.sampled_from(["exact", "superset", "subset", "ignore"]),
    st.lists(st.booleans(), max_size=24),
)
@settings(max_examples=400, deadline=None)
def test_plain_buckets_pair_and_align_calls_as_the_general_path_does(actual, expected, argument_mode, open_marks):
    """A bucket of plain argument dicts (compared by the interpreter, equal ones paired by the list's own
    search) gives the very pairs, ties included, and the very alignment the general path gives; expected calls
    that accept any arguments and arguments that are not plain take the general path."""
    marks = [*open_marks, *[False] * len(expected)]
    expected = [AnyArgsCall.named(c) if marks[k] else c for k, c in enumerate(expected)]
    matcher = CallMatcher(argument_mode)
    fast = (match_calls(actual, expected, matcher), lcs_calls(actual, expected, matcher))
    with pytest.MonkeyPatch.context() as monkeypatch:
        _general_only(monkeypatch)
        general = (match_calls(actual, expected, matcher), lcs_calls(actual, expected, matcher))
    assert fast == general


@given(st.lists(st.lists(st.integers(0, 7), max_size=5, unique=True), max_size=8))
@settings(max_examples=400, deadline=None)
def test_hopcroft_karp_stops_after_the_greedy_pass_only_when_nothing_can_augment(adjacency):
    """The greedy pass ends the search when no left or no right vertex is left free; the matching is then the
    one the augmenting phases would have returned."""
    full = hopcroft_karp(adjacency, 8)
    with pytest.MonkeyPatch.context() as monkeypatch:
        greedy = algorithms._greedy

        def always_search(adjacency, match_left, match_right):
            greedy(adjacency, match_left, match_right)
            return True

        monkeypatch.setattr(algorithms, "_greedy", always_search)
        searched = hopcroft_karp(adjacency, 8)
    assert full == searched


def test_a_plain_bucket_compares_with_its_tools_own_matcher_in_order_too():
    """A tool's own matcher decides its plain bucket in the ordered alignment as in the matching (not the default
    matcher)."""
    actual = [ToolCall.of("f", {"a": 1, "b": 2}), ToolCall.of("g", {"a": 1, "b": 2})]
    expected = [ToolCall.of("f", {"a": 1}), ToolCall.of("g", {"a": 1})]
    matcher = CallMatcher("exact", tool_matchers={"f": "superset"})
    assert lcs_calls(actual, expected, matcher) == [(0, 0)]
    assert match_calls(actual, expected, matcher) == [(0, 0)]
    # two calls of each tool on each side: groups the plain path decides, not lone pairs
    actual, expected = actual * 2, expected * 2
    assert lcs_calls(actual, expected, matcher) == [(0, 0), (2, 2)]
    assert match_calls(actual, expected, matcher) == [(0, 0), (2, 2)]


def _fewer_keys(actual_args, expected_args):
    return len(actual_args) <= len(expected_args)


tool_matchers = st.sampled_from(
    [
        None,
        {"f": "superset"},
        {"f": _fewer_keys},
        {"g": KeyedPredicate(_fewer_keys, keys=["x"])},
        {"f": ["x"], "g": "subset"},
    ]
)
short_calls = st.lists(
    st.builds(ToolCall.of, st.sampled_from(["f", "g", "h"]), st.one_of(small_plain_args, any_args)), max_size=6
)


@given(short_calls, short_calls, st.sampled_from(["exact", "superset", "subset", "ignore"]), tool_matchers, st.data())
@settings(max_examples=400, deadline=None)
def test_a_lone_call_of_a_tool_on_each_side_pairs_as_the_general_path_pairs_it(
    actual, expected, argument_mode, overrides, data
):
    """A name bucket of one call on each side is decided by the call matcher alone: the pairs and the alignment
    are the general path's, under every kind of argument matcher (modes, key lists, callables, keyed predicates)
    and with expected calls that accept any arguments."""
    marks = data.draw(st.lists(st.booleans(), min_size=len(expected), max_size=len(expected)))
    expected = [AnyArgsCall.named(c) if mark else c for c, mark in zip(expected, marks, strict=True)]
    matcher = CallMatcher(argument_mode, tool_matchers=overrides)
    fast = (match_calls(actual, expected, matcher), lcs_calls(actual, expected, matcher))
    with pytest.MonkeyPatch.context() as monkeypatch:
        _general_only(monkeypatch)
        general = (match_calls(actual, expected, matcher), lcs_calls(actual, expected, matcher))
    assert fast == general


def test_a_lone_pair_is_only_a_bucket_of_one_call_on_each_side():
    matcher = CallMatcher("exact")
    one, other = ToolCall.of("f", {"x": 1}), ToolCall.of("f", {"x": 2})
    assert match_module._lone_pair(matcher, [one], [one], [0], [0]) is True
    assert match_module._lone_pair(matcher, [one], [other], [0], [0]) is False
    assert match_module._lone_pair(matcher, [one, one], [one], [0, 1], [0]) is None
    assert match_module._lone_pair(matcher, [one], [other, one], [0], [0, 1]) is None
    # the second expected call of the tool is the one that matches: a bucket of two is not decided by the first
    assert match_calls([one], [other, one], matcher) == [(0, 1)]
    assert lcs_calls([one], [other, one], matcher) == [(0, 1)]
    assert match_calls([other, one], [one], matcher) == [(1, 0)]


def test_a_plain_callable_of_two_calls_is_tested_on_every_pair():
    """A callable ``(actual_call, expected_call) -> bool`` (not a CallMatcher) is asked about every pair, of any
    names: no grouping by name applies to it."""
    actual = [ToolCall.of("f", {"x": 1}), ToolCall.of("f", {"x": 2}), ToolCall.of("g")]
    expected = [ToolCall.of("h"), ToolCall.of("f", {"x": 2}), ToolCall.of("f", {"x": 1})]

    def any_pair(actual_call, expected_call):
        return True

    assert lcs_calls(actual, expected, any_pair) == [(0, 0), (1, 1), (2, 2)]
    assert match_calls(actual, expected, any_pair) == [(0, 0), (1, 1), (2, 2)]

    def same_name(actual_call, expected_call):
        return actual_call.name == expected_call.name

    assert lcs_calls(actual, expected, same_name) == [(0, 1), (1, 2)]
    assert match_calls(actual, expected, same_name) == [(0, 1), (1, 2)]


# -- reading: the function dict's keys, the shared set of given fields ----------------------------------------------


@pytest.mark.parametrize(
    "function",
    [
        {"name": "f"},  # one key: no arguments
        {"arguments": "{}"},  # one key: no name
        {"name": "f", "args": "{}"},  # two keys, one of them unknown
        {"name": "f", "arguments": "{}", "strict": True},  # three keys
        {},
    ],
)
def test_the_openai_fast_path_takes_only_a_function_of_exactly_name_and_arguments(function):
    """A function dict other than ``{name, arguments}`` is left to the general reading, which reads or reports it."""
    assert openai_call({"id": "c1", "type": "function", "function": function}, 0) is None


def test_the_openai_fast_path_takes_a_function_of_name_and_arguments_in_either_order():
    call = {"id": "c1", "type": "function", "function": {"arguments": '{"q":1}', "name": "f"}}
    assert openai_call(call, 0) == {**call_fields(call, "call"), "step": 0}


def test_calls_read_fast_share_one_read_only_set_of_given_fields_that_copies_into_a_plain_set():
    """Every call built by a reader shares one set of given fields (one allocation less per call): it cannot be
    changed, and what pydantic and the copy and pickle modules make of it is a plain set of its own."""
    import copy
    import pickle

    from langchain_trajectory.reading._assemble import plain_conversation_calls

    messages = [
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {"id": f"c{i}", "type": "function", "function": {"name": "f", "arguments": f'{{"i":{i}}}'}}
            ],
        }
        for i in range(2)
    ]
    first, second = plain_conversation_calls(messages)
    assert first.model_fields_set is second.model_fields_set
    assert (
        first.model_fields_set
        == set(ToolCall.model_fields)
        == ToolCall(name="f").model_fields_set | {"args", "id", "result", "error", "step", "metadata"}
    )
    for change in (
        lambda s: s.add("x"),
        lambda s: s.discard("name"),
        lambda s: s.update({"x"}),
        lambda s: s.clear(),
        lambda s: s.pop(),
    ):
        with pytest.raises(TypeError, match="read-only"):
            change(first.model_fields_set)
    shared = first.model_fields_set
    with pytest.raises(TypeError, match="read-only"):
        shared |= {"x"}
    assert first.model_fields_set == set(ToolCall.model_fields)
    moved = first.model_copy(update={"step": 7})
    assert moved.step == 7 and type(moved.model_fields_set) is set and first.step == 0
    for made in (copy.copy(first), copy.deepcopy(first), pickle.loads(pickle.dumps(first))):
        assert made == first
        assert type(made.model_fields_set) is set
        made.model_fields_set.add("x")  # its own
    assert "x" not in first.model_fields_set
    assert first.model_dump(exclude_unset=True) == first.model_dump()


# -- near misses: the closest candidate ---------------------------------------------------------------------------


@given(any_args, st.lists(any_args, min_size=1, max_size=6))
@settings(max_examples=400, deadline=None)
def test_the_closest_candidate_is_the_first_with_the_fewest_items_not_shared(expected, candidates):
    """`_closest` picks the first candidate whose arguments and the expected ones have the fewest items that only
    one side holds (the size of the symmetric difference of their item sets, counted here in full; item by item
    when a value cannot be hashed)."""
    from langchain_trajectory.evaluators.trajectory_match import _closest, _distance

    calls = [ToolCall.of("f", args) for args in candidates]
    expected_args = ToolCall.of("f", expected).args

    def not_shared(actual) -> int:
        try:
            return len(set(actual.items()) ^ set(expected_args.items()))
        except TypeError:
            return -1

    if any(not_shared(call.args) < 0 for call in calls):
        brute = min(range(len(calls)), key=lambda i: (_distance(calls[i].args, expected_args), i))
    else:
        brute = min(range(len(calls)), key=lambda i: (not_shared(calls[i].args), i))
    assert _closest(calls, expected_args, list(range(len(calls)))) == brute
