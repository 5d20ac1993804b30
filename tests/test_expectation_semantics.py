"""What an expectation means, whichever way it is written: the table of docs/guides/expectations-and-policies.md, every row run; round trips
through JSON and YAML over the whole grammar; strict user configuration; step budgets; results as the tool
meant them; a judge that never grades nothing."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from langchain_trajectory import (
    Expect,
    ToolCall,
    ToolPolicyEvaluator,
    ToolTrajectoryEvaluator,
    TrajectoryInputError,
    evaluate_by_turn,
)
from langchain_trajectory.cli import main
from langchain_trajectory.evaluators import GraphTrajectoryEvaluator, ToolCallCorrectness
from langchain_trajectory.matching import AnyValue, Approx, Expectation, Regex
from langchain_trajectory.trajectory import Message, Trajectory

ROOT = Path(__file__).resolve().parent.parent
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml when present: the same YAML, faster
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _yaml_round_trip(value: Any) -> Any:
    return yaml.load(yaml.dump(value, Dumper=_DUMPER), Loader=_LOADER)

MATCHERS = ("exact", "ignore", "superset", "subset")
ACTUALS = {'x()': {}, 'x(q="a")': {"q": "a"}, 'x(q="a", n=1)': {"q": "a", "n": 1}}

# -- the guide's table: each way to write an expected call x matcher -> what it accepts --------------------------


def _table() -> list[tuple[list[str], dict[str, set[str]]]]:
    """(the row's written forms, {matcher: the actual calls it accepts}) for every row of the guide's table."""
    text = (ROOT / "docs" / "guides" / "expectations-and-policies.md").read_text(encoding="utf-8")
    start = text.index("| written as | `exact` (default) |")
    rows = []
    for line in text[start:].splitlines()[2:]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip("|").split(" | ")]
        forms = re.findall(r"`([^`]+)`", cells[0])
        accepted = {}
        for matcher, cell in zip(MATCHERS, cells[1:], strict=True):
            accepted[matcher] = set(ACTUALS) if cell == "all three" else set(re.findall(r"`([^`]+)`", cell))
            assert accepted[matcher] <= set(ACTUALS), cell
        rows.append((forms, accepted))
    return rows


TABLE = _table()
NAMESPACE = {"Expect": Expect, "ToolCall": ToolCall}


def _ways_to_feed(written: Any) -> list[tuple[str, Any]]:
    """``written`` (one expected call) fed as every form an evaluator reads: plain list, steps, the expectation
    model, its JSON and YAML dumps, a policy beside it, a LangSmith reference-outputs dict."""
    expectation = Expect.steps(written)
    dumped = expectation.model_dump(mode="json")
    ways = [
        ("Expect.steps", expectation),
        ("dump", dumped),
        ("yaml", _yaml_round_trip(dumped)),
        ("wrapped dump", {"expectation": dumped, "answer": "for another evaluator"}),
    ]
    if not hasattr(written, "min"):  # calls written as data (not Expect items)
        ways += [
            ("plain list", [written]),
            ("steps", [[written]]),
            ("tool_calls beside a policy", {"tool_calls": [written], "max_calls": 5}),
            ("tool_calls and another evaluator's key", {"tool_calls": [written], "answer": "Paris"}),
        ]
    return ways


@pytest.mark.parametrize("row", range(len(TABLE)), ids=lambda r: " / ".join(TABLE[r][0])[:60])
def test_every_row_of_the_expected_call_table_accepts_what_it_says(row):
    forms, accepted = TABLE[row]
    assert forms
    for form in forms:
        written = eval(form, dict(NAMESPACE))  # the guide's own text
        for matcher in MATCHERS:
            ev = ToolTrajectoryEvaluator("strict", argument_matcher=matcher)
            for how, expected in _ways_to_feed(written):
                got = {shown for shown, args in ACTUALS.items() if ev.evaluate([ToolCall.of("x", args)], expected).score == 1.0}
                assert got == accepted[matcher], (form, matcher, how)


def test_a_bare_name_means_the_same_in_any_of_forbidden_the_cli_and_every_evaluator(tmp_path):
    call = [{"name": "search_web", "args": {"q": "x"}}]
    ev = ToolTrajectoryEvaluator("strict")
    for expected in (
        ["search_web"],
        Expect.steps(Expect.call("search_web")),
        Expect.steps(Expect.call(["search_web", "search_docs"])),
        Expect.steps(Expect.any_of("search_web", "search_docs")),
        Expect.steps(Expect.any_of("search_web", "search_docs")).model_dump(mode="json"),
    ):
        assert ev.evaluate(call, expected).score == 1.0, expected
    assert ToolCallCorrectness().evaluate(call, ["search_web"]).score == 1.0
    assert evaluate_by_turn([Message.user("q"), Message.assistant(tool_calls=[ToolCall.of("search_web", {"q": 1})])],
                            [["search_web"]], ev).score == 1.0
    assert ToolPolicyEvaluator(forbidden=["search_web"]).evaluate(call).score == 0.0
    graph = GraphTrajectoryEvaluator("strict", updates=True)
    assert graph.evaluate({"steps": [["a"]], "results": [{"a": {"x": 1}}]}, ["a"]).score == 1.0
    results, expected_file = tmp_path / "r.jsonl", tmp_path / "e.jsonl"
    results.write_text(json.dumps(call) + "\n")
    expected_file.write_text(json.dumps(["search_web"]) + "\n")
    assert main(["evaluate", str(results), "--expected", str(expected_file)]) == 0


def test_expectations_print_as_written():
    assert Expect.call("open_ticket").describe() == "open_ticket(any args)"
    assert Expect.call("open_ticket", args={}).describe() == "open_ticket({})"
    assert Expect.any_of("a", "b").describe() == "any of [a(any args), b(any args)]"
    result = ToolTrajectoryEvaluator("strict").evaluate([], ["open_ticket"])
    assert "open_ticket(any args)" in result.reason and "open_ticket({})" not in result.reason


# -- round trips over the whole grammar ------------------------------------------------------------------------

NAMES = ("a", "b", "c")
VALUES = st.sampled_from([1, 2, "x", "y", True, None, 1.5])
ARGS_PLAIN = st.dictionaries(st.sampled_from(["k", "m"]), VALUES, max_size=2)
KEY_MATCHERS = st.sampled_from(
    [Regex(r"x|y"), Regex("x", full=False), Regex("X", flags=re.IGNORECASE), Approx(value=1.0, abs=0.6), AnyValue()]
)
ARGS = st.one_of(
    st.none(),
    ARGS_PLAIN,
    st.dictionaries(st.sampled_from(["k", "m"]), st.one_of(VALUES, KEY_MATCHERS), max_size=2),
)
MATCH = st.sampled_from([None, "exact", "ignore", "superset", "subset"])


NAME = st.sampled_from(NAMES)
NAME_LISTS = st.lists(NAME, min_size=1, max_size=2, unique=True)
NAME_REGEXES = st.sampled_from(["a|b", "c", ".*"])
NAME_KINDS = st.sampled_from(["name", "names", "name_regex"])
SHAPES = st.sampled_from(["dict", "call", "bare"])
LOW = st.integers(0, 2)
HIGHS = {low: st.one_of(st.none(), st.integers(max(low, 1), 3)) for low in range(3)}
BUDGET = st.integers(0, 4)
POLICY_PARTS = {
    "forbidden": None,  # drawn with patterns()
    "allow": st.lists(NAME, max_size=3, unique=True),
    "deny": st.lists(NAME, max_size=2, unique=True),
    "max_calls": BUDGET,
    "max_calls_per_step": BUDGET,
    "max_model_steps": BUDGET,
    "max_calls_per_tool": st.dictionaries(NAME, st.integers(0, 3), max_size=2),
}


@st.composite
def patterns(draw: Any) -> dict[str, Any]:
    kind = draw(NAME_KINDS)
    strategy = {"name": NAME, "names": NAME_LISTS, "name_regex": NAME_REGEXES}[kind]
    out = {kind: draw(strategy)}
    args = draw(ARGS)
    if args is not None or draw(st.booleans()):
        out["args"] = args
    match = draw(MATCH)
    if match is not None:
        out["match"] = match
    return out


@st.composite
def items(draw: Any) -> Any:
    low = draw(LOW)
    high = draw(HIGHS[low])
    if draw(st.booleans()):
        item = Expect.any_of(*[draw(patterns()) for _ in range(draw(st.integers(1, 2)))])
    else:
        pattern = draw(patterns())
        shape = draw(SHAPES)
        if shape == "bare" and "name" in pattern:
            return pattern["name"]
        if shape == "call":
            item = Expect.call(
                pattern.get("name") or pattern.get("names"),
                args=pattern.get("args"),
                regex=pattern.get("name_regex"),
                match=pattern.get("match"),
            )
        else:
            if (low, high) != (1, 1):
                return {**pattern, "min": low, "max": high}
            return pattern
    return item.between(low, high) if (low, high) != (1, 1) else item


STEPS = st.lists(st.lists(items(), min_size=1, max_size=3), max_size=3)
FORBIDDEN = st.lists(patterns(), max_size=2)


@st.composite
def expectations(draw: Any) -> Expectation:
    steps = draw(STEPS)
    policy: dict[str, Any] = {}
    for field, strategy in POLICY_PARTS.items():
        if draw(st.booleans()):
            policy[field] = draw(FORBIDDEN if strategy is None else strategy)
    return Expect.steps(*steps, **policy)


ACTUAL_CALLS = st.lists(st.tuples(NAME, ARGS_PLAIN, st.integers(0, 2)), max_size=5)


@st.composite
def actual_runs(draw: Any) -> list[dict[str, Any]]:
    return [{"name": n, "args": a, "step": s} for n, a, s in draw(ACTUAL_CALLS)]


ROUND_TRIP_EXAMPLES = int(os.environ.get("HYPOTHESIS_EXAMPLES", "1000"))


@settings(max_examples=ROUND_TRIP_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    expectation=expectations(),
    actual=actual_runs(),
    mode=st.sampled_from(["strict", "in_order", "any_order", "superset", "subset", "precision", "recall"]),
    matcher=st.sampled_from(MATCHERS),
)
def test_every_expectation_scores_the_same_from_its_json_and_yaml_dumps(expectation, actual, mode, matcher):
    ev = ToolTrajectoryEvaluator(mode, argument_matcher=matcher)
    want = ev.evaluate(actual, expectation)
    dumped = expectation.model_dump(mode="json")
    for how, form in (
        ("json", json.loads(json.dumps(dumped))),
        ("yaml", _yaml_round_trip(dumped)),
        ("wrapped", {"expectation": dumped}),
        ("short, as in the result's metadata", want.metadata["expectation"]),
    ):
        got = ev.evaluate(actual, form)
        assert (got.score, got.metadata["violations"]) == (want.score, want.metadata["violations"]), how
        assert [i["item"] for i in got.metadata["items"]] == [i["item"] for i in want.metadata["items"]], how
    # as LangSmith reference outputs, through the openevals calling style
    assert ev(outputs={"tool_calls": actual}, reference_outputs=dumped)["score"] == want.score
    policy = expectation.policy()
    if not policy.is_empty:
        assert ToolPolicyEvaluator(policy.model_dump(mode="json")).evaluate(actual).score == (
            ToolPolicyEvaluator(policy).evaluate(actual).score
        )


# -- strict user configuration ----------------------------------------------------------------------------------

CALLS = [{"name": "lookup", "args": {"id": 1}}, {"name": "delete_account", "args": {}}]


@pytest.mark.parametrize(
    ("expected", "key", "nearest"),
    [
        ({"tool_calls": ["lookup"], "forbiden": ["delete_account"]}, "forbiden", "forbidden"),
        ({"tool_calls": ["lookup"], "policy": {"forbiden": ["delete_account"]}}, "forbiden", "forbidden"),
        ({"tool_calls": ["lookup"], "max_tokns": 5, "max_calls": 9}, "max_tokns", "max_tokens"),
        ({"steps": [["lookup"]], "max_cals": 1}, "max_cals", "max_calls"),
        ({"steps": [[{"name": "lookup", "mni": 0}]]}, "mni", "min"),
        ({"steps": [[{"name": "lookup", "optional": True, "arsg": {}}]]}, "arsg", "args"),
        ({"expectation": {"steps": [["lookup"]], "dney": ["x"]}}, "dney", "deny"),
        ([{"name": "lookup", "agrs": {"id": 1}}], "agrs", "args"),
        ({"steps": [[{"any_of": ["lookup", {"name": "x", "mtach": "ignore"}]}]]}, "mtach", "match"),
        ({"steps": [["lookup"]], "forbidden": [{"name": "x", "nmae_regex": "y"}]}, "nmae_regex", "name_regex"),
    ],
)
def test_an_unknown_key_in_an_expectation_names_itself_and_the_nearest_known_key(expected, key, nearest):
    with pytest.raises(TrajectoryInputError, match=re.escape(repr(key))) as caught:
        ToolTrajectoryEvaluator("superset").evaluate(CALLS, expected)
    if nearest is not None:
        assert f"did you mean {nearest!r}" in str(caught.value)


def test_builders_and_the_policy_evaluator_refuse_misspelt_fields():
    with pytest.raises(TrajectoryInputError, match="did you mean 'forbidden'"):
        Expect.policy(forbiden=["x"])
    with pytest.raises(TrajectoryInputError, match="'max_tokns'"):
        Expect.steps("a", max_tokns=3)
    with pytest.raises(TrajectoryInputError, match="did you mean 'deny'"):
        ToolPolicyEvaluator({"dny": ["x"]})


def test_reference_outputs_may_keep_other_evaluators_keys_beside_calls_or_a_wrapped_expectation():
    ev = ToolTrajectoryEvaluator("superset")
    assert ev.evaluate(CALLS, {"tool_calls": ["lookup"], "answer": "done"}).score == 1.0
    wrapped = {"expectation": {"steps": [["lookup"]], "forbidden": ["delete_account"]}, "answer": "done"}
    assert ev.evaluate(CALLS, wrapped).score == 0.0


def _misspellings(key: str) -> list[str]:
    out = {key[:i] + key[i + 1 :] for i in range(len(key))}  # deletions
    out |= {key[:i] + key[i + 1] + key[i] + key[i + 2 :] for i in range(len(key) - 1)}  # swaps
    out |= {key[:i] + "z" + key[i:] for i in range(len(key) + 1)}  # insertions
    out |= {key[:i] + ("q" if key[i] != "q" else "w") + key[i + 1 :] for i in range(len(key))}  # substitutions
    return sorted(out - {key})


POLICY_KEYS = ("forbidden", "allow", "deny", "max_calls", "max_calls_per_tool", "max_calls_per_step", "max_model_steps")
ITEM_KEYS = ("name", "args", "min", "max", "match", "optional", "any_of", "names", "name_regex")
KNOWN = set(POLICY_KEYS) | set(ITEM_KEYS) | {
    "steps", "policy", "expectation", "tool_calls", "trajectory", "messages", "output", "outputs", "arguments",
    "input", "type", "id", "step", "result", "error", "metadata", "function", "index", "status",
}


@settings(max_examples=300, deadline=None)
@given(data=st.data(), level=st.sampled_from(["top", "expectation", "policy", "item", "any_of", "forbidden", "list"]))
def test_no_misspelt_key_passes_silently_at_any_level(data, level):
    key = data.draw(st.sampled_from((*POLICY_KEYS, "steps") if level in ("top", "expectation", "policy") else ITEM_KEYS))
    if level == "policy":
        key = data.draw(st.sampled_from(POLICY_KEYS))
    typo = data.draw(st.sampled_from([t for t in _misspellings(key) if t not in KNOWN and t.isidentifier()]))
    value = [1]
    shapes = {
        "top": {"tool_calls": ["lookup"], typo: value},
        "expectation": {"expectation": {"steps": [["lookup"]], typo: value}},
        "policy": {"tool_calls": ["lookup"], "policy": {typo: value}},
        "item": {"steps": [[{"name": "lookup", "min": 1, typo: value}]]},
        "any_of": {"steps": [[{"any_of": [{"name": "lookup", typo: value}]}]]},
        "forbidden": {"steps": [["lookup"]], "forbidden": [{"name": "x", typo: value}]},
        "list": [{"name": "lookup", typo: value}],
    }
    with pytest.raises(TrajectoryInputError, match=re.escape(repr(typo))):
        ToolTrajectoryEvaluator("superset").evaluate(CALLS, shapes[level])


def test_an_expected_line_with_an_unknown_key_is_a_usage_error(tmp_path, capsys):
    results, expected = tmp_path / "r.jsonl", tmp_path / "e.jsonl"
    results.write_text(json.dumps(CALLS) + "\n")
    expected.write_text(json.dumps({"tool_calls": ["lookup"], "forbiden": ["delete_account"]}) + "\n")
    assert main(["evaluate", str(results), "--expected", str(expected)]) == 2
    assert "did you mean 'forbidden'" in capsys.readouterr().err
    expected.write_text(json.dumps({"tool_calls": ["lookup"], "colour": "red"}) + "\n")
    assert main(["evaluate", str(results), "--expected", str(expected)]) == 2
    assert "'colour'" in capsys.readouterr().err


# -- budgets read the step wherever it is given -----------------------------------------------------------------


def test_step_budgets_read_the_step_field_of_tool_call_dicts_and_tool_calls():
    two_steps = [{"name": "a", "step": 0}, {"name": "a", "step": 1}]
    assert ToolPolicyEvaluator(max_calls_per_step=1).evaluate(two_steps).score == 1.0
    assert ToolPolicyEvaluator(max_model_steps=1).evaluate(two_steps).score == 0.0
    assert ToolPolicyEvaluator(max_model_steps=2).evaluate(two_steps).score == 1.0
    calls = [ToolCall.of("a", step=0), ToolCall.of("b", step=0), ToolCall.of("c", step=1)]
    assert ToolPolicyEvaluator(max_calls_per_step=1).evaluate(calls).score == 0.0
    assert ToolPolicyEvaluator(max_calls_per_step=2, max_model_steps=2).evaluate(calls).score == 1.0
    expected = {"tool_calls": ["a"], "max_calls_per_step": 1}
    assert ToolTrajectoryEvaluator("superset").evaluate(two_steps, expected).score == 1.0
    # messages still count: two assistant messages are two steps, whatever their calls say
    messages = Trajectory(messages=[Message.assistant(tool_calls=[ToolCall.of("a")]), Message.assistant("done")])
    assert ToolPolicyEvaluator(max_model_steps=1).evaluate(messages).score == 0.0
