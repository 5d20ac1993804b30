"""Details of matching (``matching/``) and reading (``reading/``) that no broader test pins: each test names the
behaviour it pins (found by mutation testing, see CONTRIBUTING.md)."""

from __future__ import annotations

import math
import random
import re

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from langchain_trajectory import ToolCall, to_trajectory
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.matching import (
    AnyValue,
    Approx,
    ArgumentMatcher,
    CallMatcher,
    Equal,
    Regex,
    canonical_value,
    format_value,
    match_calls,
    values_equal,
)
from langchain_trajectory.matching.arguments import _callable_name
from langchain_trajectory.matching.values import MISSING, format_scalar
from langchain_trajectory.reading.steps import read_call_sequence

# -- per-key matchers: every verdict and every reason ------------------------------------------------------------


def test_equal_defaults_are_strict_and_its_options_relax_strings():
    assert Equal().check(" Paris", "paris") == "expected 'paris', got ' Paris'"
    assert Equal(trim=True).check(" paris ", "paris") is None
    assert Equal(trim=True).check(" Paris ", "paris") == "expected 'paris', got ' Paris '"
    assert Equal(case_insensitive=True).check("PARIS", "paris") is None
    assert Equal(case_insensitive=True).check(" PARIS", "paris") is not None
    assert Equal(trim=True, case_insensitive=True).check(" PARIS ", "paris") is None
    assert repr(Equal(trim=True)) == "Equal(trim=True, case_insensitive=False)"


def test_regex_reasons_and_compiled_patterns():
    assert Regex(r"\d+").check(True, None) == "True is not a string to match /\\d+/"
    assert Regex(r"\d+").check(["1"], None) == '["1"] is not a string to match /\\d+/'
    assert (
        Regex(r"\d+").check(12, None) is None
        and Regex(r"\d+").check(1.5, None) == "1.5 does not match /\\d+/"
    )
    assert Regex(r"\d+").check("a1", None) == "'a1' does not match /\\d+/"
    assert Regex(r"\d+", full=False).check("a1", None) is None
    compiled = re.compile("paris", re.IGNORECASE)
    assert Regex(compiled).pattern is compiled and Regex(compiled).check("PARIS", None) is None
    assert Regex("paris", flags=re.IGNORECASE).check("PARIS", None) is None
    assert repr(Regex("a+", full=False)) == "Regex('a+', full=False)"
    with pytest.raises(ValueError, match="Regex: invalid pattern '\\(': "):
        Regex("(")


def test_approx_tolerances_and_their_defaults():
    default = Approx()
    assert (default.abs, default.rel) == (1e-12, 1e-6)
    assert default.check(1.0 + 5e-7, 1.0) is None and default.check(1.0 + 2e-6, 1.0) is not None
    assert default.check(1e-13, 0.0) is None and default.check(1e-11, 0.0) is not None
    assert Approx(abs=0.5).rel == 0.0 and Approx(rel=0.1).abs == 0.0
    assert Approx(abs=0.5).check(1.5, 1.0) is None  # the bound itself is inside
    assert Approx(abs=0.5).check(1.6, 1.0) == "expected 1.0 ± abs=0.5, got 1.6"
    assert Approx(rel=0.1).check(12.0, 10.0) == "expected 10.0 ± rel=0.1, got 12.0"
    assert Approx(abs=0.1, rel=0.1).check(12.0, 10.0) == "expected 10.0 ± abs=0.1, rel=0.1, got 12.0"
    assert Approx(abs=0).check(1.1, 1.0) == "expected 1.0 ± 0, got 1.1"
    assert Approx(abs=0, rel=0).check(1.0, 1.0) is None
    assert Approx(value=3).check(3.0, "ignored") is None and Approx(value=3).needs_expected is False
    assert Approx().needs_expected is True
    assert repr(Approx(abs=0.5)) == "Approx(abs=0.5, rel=0, value=None)"


@pytest.mark.parametrize(
    ("actual", "target", "ok"),
    [
        (math.nan, math.nan, True),
        (math.nan, 1.0, False),
        (1.0, math.nan, False),
        (math.inf, math.inf, True),
        (math.inf, -math.inf, False),
        (math.inf, 1e308, False),
        (1e308, math.inf, False),
        (True, 1, False),
        (1, True, False),
        ("1", 1, False),
        (2, 2.0, True),
    ],
)
def test_approx_special_values(actual, target, ok):
    assert (Approx(abs=1e300).check(actual, target) is None) is ok


def test_approx_reason_for_a_non_number_names_both_values():
    assert Approx().check("x", 2) == "expected a number near 2, got 'x'"
    assert Approx(value=2).check(None, 99) == "expected a number near 2, got None"


@pytest.mark.parametrize("bad", [-1, -0.001, True, "1", None.__class__])
def test_approx_rejects_bad_tolerances(bad):
    for name in ("abs", "rel"):
        with pytest.raises(ValueError, match=f"Approx: '{name}' must be a non-negative number"):
            Approx(**{name: bad})


def test_approx_accepts_a_zero_tolerance():
    assert Approx(abs=0.0).abs == 0.0 and Approx(rel=0).rel == 0.0


def test_callable_key_matchers_explain_a_rejection_with_the_callable_name():
    def near(actual, expected):
        return abs(actual - expected) < 1

    m = ArgumentMatcher("exact", keys={"n": near})
    assert m.differences({"n": 5}, {"n": 1}) == [
        "n: 5 rejected by test_callable_key_matchers_explain_a_rejection_with_the_callable_name.<locals>.near (expected 1)"
    ]
    assert _callable_name(near).endswith("<locals>.near")

    class Checker:
        def __call__(self, a, e):
            return True

        def __repr__(self):
            return "<Checker>"

    checker = Checker()
    assert _callable_name(checker) == "<Checker>"  # no __qualname__ or __name__ on the instance
    named = type("Named", (), {"__call__": lambda self, a, e: True, "__name__": "by_name"})()
    assert _callable_name(named) == "by_name"


def test_key_matcher_specs_are_checked():
    assert isinstance(ArgumentMatcher(keys={"a": "any"}).keys["a"], AnyValue)
    with pytest.raises(ValueError, match=r"keys\['a'\]: expected a KeyMatcher .* got int"):
        ArgumentMatcher(keys={"a": 3})


def test_a_keyed_path_the_expectation_omits_in_ignore_mode():
    # ignore mode: an expectation may omit a key a matcher needs an expected value for
    m = ArgumentMatcher("ignore", keys={"a": Equal()})
    assert m({"a": 1}, {}) is True
    exact = ArgumentMatcher("exact", keys={"a": Equal()})
    assert exact.differences({"a": 1}, {}) == [
        "unexpected a=1 (no expected value for Equal(trim=False, case_insensitive=False))"
    ]
    # a value the actual arguments hold as None is not a missing value
    assert (
        ArgumentMatcher("exact", keys={"a.b": AnyValue()}).differences({"a": {"c": 1}}, {"a": {"c": 1}}) == []
    )
    assert ArgumentMatcher("exact", keys={"a.b": Equal()})({"a": {"b": None}}, {"a": {"b": None}}) is True
    assert ArgumentMatcher("exact", keys={"a.b": Equal()})({"a": {}}, {"a": {"b": None}}) is False


def test_call_matcher_knows_when_a_tool_is_matched_by_equivalence():
    cm = CallMatcher("exact", {"loose": "superset", "custom": lambda a, e: True})
    assert cm.is_equivalence_for("strict_tool") is True
    assert cm.is_equivalence_for("loose") is False
    assert cm.is_equivalence_for("custom") is False


# -- provider blocks: every field they carry ---------------------------------------------------------------------


USER = {"role": "user", "content": "go"}


def _calls(messages):
    return to_trajectory(messages).tool_calls()


def test_langchain_server_tool_calls_their_results_and_extras():
    content = [
        {
            "type": "server_tool_call",
            "id": "s1",
            "name": "web_search",
            "args": {"q": "x"},
            "extras": {"a": 1},
        },
        {"type": "server_tool_result", "tool_call_id": "s1", "status": "success", "output": {"hits": [1]}},
        {"type": "server_tool_call", "id": "s2", "name": "code", "args": {}},
        {"type": "server_tool_result", "tool_call_id": "s2", "status": "error", "output": "exit 1"},
        {"type": "server_tool_call", "id": "s3", "name": "code", "args": {}},
        {"type": "server_tool_result", "tool_call_id": "s3", "status": "error"},
        {"type": "tool_call", "id": "c1", "name": "plain", "args": {}, "extras": {"b": 2}},
        {"type": "tool_call", "id": "c2", "name": "bare", "args": {}},
    ]
    search, failed, silent, plain, bare = _calls([HumanMessage("go"), AIMessage(content=content)])
    assert (search.result, search.error) == ({"hits": [1]}, None)
    assert search.metadata == {"executed_by": "provider", "server_tool": "server_tool_call", "extras": {"a": 1}}
    assert (failed.result, failed.error, failed.metadata) == (
        None,
        "exit 1",
        {"executed_by": "provider", "server_tool": "server_tool_call"},
    )
    assert silent.error == "failed"
    assert plain.metadata == {"extras": {"b": 2}} and bare.metadata == {}
    with pytest.raises(TypeError):
        search.result["hits"].append(2)


def test_a_server_tool_result_without_a_string_id_is_refused():
    # ("" is LangChain's "answers the call before it", read in order: see tests/providers/test_provider_paths.py)
    for call_id in (None, 3):
        content = [
            {"type": "server_tool_result", "tool_call_id": call_id, "status": "success", "output": "x"}
        ]
        with pytest.raises(Exception, match="'server_tool_result' block needs a 'tool_call_id' string"):
            _calls([HumanMessage("go"), AIMessage(content=content)])


def test_anthropic_server_tools_their_results_and_mcp_servers():
    content = [
        {"type": "server_tool_use", "id": "s1", "name": "web_search", "input": {"query": "x"}},
        {
            "type": "web_search_tool_result",
            "tool_use_id": "s1",
            "content": [{"type": "web_search_result", "url": "u"}],
        },
        {"type": "mcp_tool_use", "id": "m1", "name": "fetch", "server_name": "docs", "input": {"p": 1}},
        {"type": "mcp_tool_result", "tool_use_id": "m1"},
        {"type": "server_tool_use", "id": "s2", "name": "code_execution", "input": {}},
        {
            "type": "code_execution_tool_result",
            "tool_use_id": "s2",
            "content": {"type": "code_execution_tool_result_error"},
        },
        {"type": "server_tool_use", "id": "s3", "name": "code_execution", "input": {}},
        {
            "type": "code_execution_tool_result",
            "tool_use_id": "s3",
            "content": {"type": "code_execution_result", "stdout": "ok"},
        },
    ]
    search, mcp, failed, ran = _calls([USER, {"role": "assistant", "content": content}])
    assert search.result == [{"type": "web_search_result", "url": "u"}] and search.error is None
    assert search.metadata == {"executed_by": "provider", "server_tool": "server_tool_use"} and search.args == {"query": "x"}
    assert mcp.metadata == {"executed_by": "provider", "server_tool": "mcp_tool_use", "server_name": "docs"} and mcp.result == {}
    assert (failed.result, failed.error) == (None, "code_execution_tool_result_error")
    assert (ran.result, ran.error) == ({"type": "code_execution_result", "stdout": "ok"}, None)


def test_anthropic_error_results_keep_their_text():
    def answer(content):
        messages = [
            USER,
            {"role": "assistant", "content": [{"type": "tool_use", "id": "t", "name": "f", "input": {}}]},
            {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": "t", "is_error": True, "content": content}
                ],
            },
        ]
        (call,) = _calls(messages)
        return call.result, call.error

    assert answer("boom") == (None, "boom")
    # a tool result's text blocks are kept one per line (several texts never run together)
    assert answer([{"type": "text", "text": "bo"}, {"type": "text", "text": "om"}]) == (None, "bo\nom")
    assert answer([{"type": "image", "url": "u"}]) == (None, "[{'type': 'image', 'url': 'u'}]")
    ok = [
        USER,
        {"role": "assistant", "content": [{"type": "tool_use", "id": "t", "name": "f", "input": {}}]},
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "t", "content": [{"type": "image", "url": "u"}]}
            ],
        },
    ]
    assert _calls(ok)[0].result == [{"type": "image", "url": "u"}]


# -- matching: the index paths for large buckets, canonical keys, value rendering -------------------------------


def _kuhn(actual, expected, accepts):
    owner: dict[int, int] = {}

    def augment(i, seen):
        for j in range(len(expected)):
            if j not in seen and accepts(actual[i], expected[j]):
                seen.add(j)
                if j not in owner or augment(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    return sum(augment(i, set()) for i in range(len(actual)))


@pytest.mark.parametrize("mode", ["superset", "subset"])
@pytest.mark.parametrize("seed", range(4))
def test_large_buckets_use_the_index_and_still_find_a_maximum_matching(mode, seed):
    """Over 4,096 pairs of one tool name: the (key, value) index replaces pairwise tests; the matching must be
    the maximum one a plain augmenting-path search finds."""
    rng = random.Random(seed)
    keys = ["a", "b", "c"]

    def args():
        return {k: rng.choice([1, 2, "x", 2.0]) for k in rng.sample(keys, rng.randint(0, 3))}

    def weird():  # values with no canonical key go through the pairwise check
        return {"a": rng.choice(['{"k": 1}', [1, 2], {"n": 1}, float("nan")])}

    actual = [ToolCall.of("t", args() if rng.random() > 0.1 else weird()) for _ in range(80)]
    expected = [ToolCall.of("t", args() if rng.random() > 0.1 else weird()) for _ in range(70)]
    matcher = ArgumentMatcher(mode)
    pairs = match_calls(actual, expected, CallMatcher(matcher))
    assert len({i for i, _ in pairs}) == len({j for _, j in pairs}) == len(pairs)
    assert all(matcher(actual[i].args, expected[j].args) for i, j in pairs)
    assert len(pairs) == _kuhn(actual, expected, lambda a, e: matcher(a.args, e.args))


@pytest.mark.parametrize("text", [' {"a": 1}', "\t[1]", '\n{"a": 1}', "\r[1, 2]"])
def test_json_text_after_whitespace_has_no_canonical_key(text):
    # it equals the parsed container, which no string key could say
    assert canonical_value(text) is None
    assert values_equal(text, json_loads(text)) and canonical_value(" plain") == ("s", " plain")


def json_loads(text):
    import json

    return json.loads(text)


def test_canonical_keys_agree_with_equality():
    assert canonical_value({"a": 1, "b": [1, 2.0]}) == canonical_value({"b": [1.0, 2], "a": 1.0}) is not None
    assert canonical_value({"a": True}) != canonical_value({"a": 1})
    assert canonical_value([None]) == canonical_value([None]) != canonical_value([0])
    assert canonical_value(float("nan")) == canonical_value(float("nan"))
    assert canonical_value(" A ", trim=True, case_insensitive=True) == canonical_value("a")
    assert canonical_value([" A "], trim=True) == canonical_value(["A"]) != canonical_value([" A "])
    assert canonical_value({"k": " A "}, case_insensitive=True) == canonical_value({"k": " a "})
    assert canonical_value({"a": object()}) is None and canonical_value([object()]) is None
    assert canonical_value({"a": '{"x": 1}'}) is None


def test_format_value_renders_short_and_cuts_long_values():
    assert format_value(MISSING) == "<missing>"
    assert format_value("ab") == "'ab'" and format_value({"a": [1]}) == '{"a":[1]}'
    long = "x" * 100
    assert format_value(long) == "'" + "x" * 76 + "..." and len(format_value(long)) == 80
    assert format_value("x" * 78) == "'" + "x" * 78 + "'"  # 80 characters: kept whole
    assert format_value([1] * 50, limit=10) == "[1,1,1,..."
    assert format_value({1, 2}) == "{1, 2}"  # not JSON: its repr


def test_parse_json_container_reads_only_objects_and_arrays():
    from langchain_trajectory.matching.values import parse_json_container

    assert parse_json_container('  {"a": 1}') == {"a": 1} and parse_json_container("[1]") == [1]
    assert parse_json_container('{"a": 1}  ') == {"a": 1}
    for text in ("", "   ", "1", '"s"', "{bad", "[" * 5000):
        assert parse_json_container(text) is MISSING


def test_json_text_arguments_compare_with_containers_under_keys_and_recursion():
    nested = ArgumentMatcher("superset", recursive=True)
    assert nested({"q": '{"a": 1, "b": 2}'}, {"q": {"a": 1}})
    assert nested({"q": {"a": 1, "b": 2}}, {"q": '{"a": 1}'})
    assert not nested({"q": '{"a": 2}'}, {"q": {"a": 1}})
    assert nested.differences({"q": "not json"}, {"q": {"a": 1}}) == [
        "expected q={\"a\":1}, got q='not json'"
    ]
    keyed = ArgumentMatcher("exact", keys={"q.a": Equal()})
    assert keyed({"q": '{"a": 1}'}, {"q": {"a": 1}}) and not keyed({"q": '{"a": 2}'}, {"q": {"a": 1}})


def test_case_insensitive_and_trimmed_arguments_through_every_unordered_mode():
    from langchain_trajectory import ToolTrajectoryEvaluator

    actual = [{"name": "s", "args": {"city": " PARIS "}}, {"name": "s", "args": {"city": "rome"}}]
    expected = [{"name": "s", "args": {"city": "Rome"}}, {"name": "s", "args": {"city": "paris"}}]
    loose = ArgumentMatcher("exact", trim=True, case_insensitive=True)
    for mode in ("any_order", "superset", "subset", "precision", "recall"):
        assert (
            ToolTrajectoryEvaluator(mode, argument_matcher=loose).evaluate(actual, expected).score == 1.0
        ), mode
        assert ToolTrajectoryEvaluator(mode).evaluate(actual, expected).score < 1.0, mode
    only_case = ArgumentMatcher("superset", case_insensitive=True)
    assert (
        ToolTrajectoryEvaluator("any_order", argument_matcher=only_case).evaluate(actual, expected).score
        == 0.5
    )


def test_argument_errors_name_the_side():
    with pytest.raises(ValueError, match="actual_args"):
        ArgumentMatcher().differences(3, {})
    with pytest.raises(ValueError, match="expected_args"):
        ArgumentMatcher().differences({}, [1])
    with pytest.raises(ValueError, match="actual_args"):
        ArgumentMatcher()(3, {})
    with pytest.raises(ValueError, match=r"^args: expected a dict of arguments, got int"):
        ArgumentMatcher().canonical_key(3)


def test_differences_name_nested_paths():
    nested = ArgumentMatcher("superset", recursive=True)
    assert nested.differences({"a": {}}, {"a": {"b": 1}}) == ["missing a.b (expected 1)"]
    assert ArgumentMatcher("subset", recursive=True).differences({"a": {"b": 1}}, {"a": {}}) == [
        "unexpected a.b=1"
    ]
    exact = ArgumentMatcher("exact")
    assert exact.differences({"a": {"b": 1}}, {"a": {"b": 2}}) == ["expected a.b=2, got a.b=1"]
    assert exact.differences({"a": [1, 2]}, {"a": [1]}) == ["expected a=[1], got a=[1,2] (lengths 2 and 1)"]
    # without recursion a nested dict is compared exactly, whatever the mode
    assert ArgumentMatcher("superset").differences({"a": {"b": 1, "c": 2}}, {"a": {"b": 1}}) != []
    assert (
        ArgumentMatcher("superset", recursive=True).differences({"a": {"b": 1, "c": 2}}, {"a": {"b": 1}})
        == []
    )


def test_wildcard_and_nested_key_paths():
    m = ArgumentMatcher("exact", keys={"items.*.sku": AnyValue(), "meta.when": Regex(r"\d+")})
    assert m(
        {"items": [{"sku": "x", "n": 1}], "meta": {"when": "12"}},
        {"items": [{"sku": "y", "n": 1}], "meta": {"when": "?"}},
    )
    assert not m(
        {"items": [{"sku": "x", "n": 2}], "meta": {"when": "12"}},
        {"items": [{"sku": "y", "n": 1}], "meta": {"when": "?"}},
    )
    assert m.differences(
        {"items": [{"n": 1}], "meta": {"when": "x"}}, {"items": [{"sku": "y", "n": 1}], "meta": {"when": "1"}}
    ) == [
        "missing items.0.sku (expected 'y')",
        "meta.when: 'x' does not match /\\d+/",
    ]
    deep = ArgumentMatcher("ignore", keys={"a.*.b.*": Equal()})
    assert deep({"a": [{"b": [1]}]}, {"a": [{"b": [1]}]}) and not deep(
        {"a": [{"b": [1]}]}, {"a": [{"b": [2]}]}
    )
    assert deep({"a": [{"b": [1], "z": 1}]}, {"a": [{"b": [1], "z": 2}]})  # only the keyed paths count


def test_lcs_with_a_plain_callable_call_matcher():
    from langchain_trajectory.matching import lcs_calls

    actual = [ToolCall.of("a"), ToolCall.of("b"), ToolCall.of("c")]
    expected = [ToolCall.of("b"), ToolCall.of("c")]

    def same_name(x, y):
        return x.name == y.name

    assert lcs_calls(actual, expected, same_name) == [(1, 0), (2, 1)]
    assert match_calls(actual, expected, same_name) == [(1, 0), (2, 1)]



def test_differences_name_the_side_whose_arguments_are_not_a_json_object():
    matcher = ArgumentMatcher("exact")
    with pytest.raises(ValueError, match=r"^actual_args: a string must hold a JSON object"):
        matcher.differences("not json", {})
    with pytest.raises(ValueError, match=r"^expected_args: a string must hold a JSON object"):
        matcher.differences({}, "not json")


def test_values_in_a_reason_are_cut_at_the_limit_they_are_given():
    assert format_value("abcdefghijklmnop", limit=10) == "'abcdef..."
    assert format_value("abcdefgh", limit=10) == "'abcdefgh'"  # exactly the limit: kept whole
    assert format_value([1, 2, 3, 4], limit=9) == "[1,2,3,4]"  # a container's compact JSON, exactly the limit
    assert format_value([1, 2, 3, 45], limit=9) == "[1,2,3..."
    assert format_scalar("x" * 78) == repr("x" * 78)  # 80 characters with the quotes: the default limit
    assert format_scalar("x" * 79) == repr("x" * 79)[:77] + "..."


def test_a_malformed_trace_document_given_as_a_list_is_named_as_the_side_it_was_given_for():
    runs = [{"run_type": "chain", "name": "agent", "id": "not-a-uuid"}]  # LangSmith runs as a list of dicts
    with pytest.raises(TrajectoryInputError, match=r"^expected \(langsmith trace document\): "):
        read_call_sequence(runs, what="expected")
