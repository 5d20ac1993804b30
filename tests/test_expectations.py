"""The expectation model: building, reading (JSON, YAML, LangSmith reference outputs, the CLI's files), scoring
in ToolTrajectoryEvaluator, forbidden calls, budgets, allow/deny lists, and the reasons."""

from __future__ import annotations

import json
import uuid

import pytest
import yaml
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langsmith import evaluate as ls_evaluate
from langsmith.schemas import Example

from langchain_trajectory import Expect, OfflineClient, ToolTrajectoryEvaluator, TrajectoryInputError
from langchain_trajectory.matching import (
    AnyValue,
    Approx,
    CallPattern,
    Expectation,
    ExpectedCall,
    KeyMatcher,
    Regex,
    check_policy,
    score_expectation,
)
from langchain_trajectory.trajectory import ToolCall

T = ToolCall.of
MODES = ["strict", "in_order", "any_order", "superset", "subset", "precision", "recall"]


def score(mode, actual, expected, **kw):
    return ToolTrajectoryEvaluator(mode, **kw).evaluate(actual, expected)


# -- the worked example of the README ------------------------------------------------------------------------

BOOKING = Expect.steps(
    Expect.call("search_flights", args={"to": "Paris", "date": Regex(r"\d{4}-\d{2}-\d{2}")}),
    [Expect.call("get_weather"), Expect.call("get_news").optional()],
    Expect.call("book_flight").at_least(1),
    forbidden=[Expect.call("cancel_booking")],
    max_calls=5,
)
GOOD_RUN = [
    T("search_flights", {"to": "Paris", "date": "2025-06-01"}),
    T("get_news", {"city": "Paris"}),
    T("get_weather", {"city": "Paris"}),
    T("book_flight", {"flight": "AF12"}),
]


def test_worked_example_scores_and_explains():
    result = score("strict", GOOD_RUN, BOOKING, argument_matcher="superset")
    assert result.score == 1.0
    md = result.metadata
    assert (md["required_units"], md["required_met"], md["taken"], md["beyond_required"]) == (3, 3, 4, 1)
    assert [item["calls"] for item in md["items"]] == [[0], [2], [1], [3]]
    # The same run with a forbidden call and one call too many fails with its own reasons.
    bad = [*GOOD_RUN, T("cancel_booking", {"id": 1}), T("book_flight", {"flight": "AF13"})]
    result = score("in_order", bad, BOOKING, argument_matcher="superset")
    assert result.score == 0.0 and not result.passed
    assert result.metadata["match_score"] == 1.0
    assert [v["kind"] for v in result.metadata["violations"]] == ["forbidden", "max_calls"]
    assert "forbidden call cancel_booking(any args): #4" in result.reason
    assert "6 tool calls, more than max_calls = 5" in result.reason


@pytest.mark.parametrize("mode", MODES)
def test_every_mode_is_reproducible_from_the_metadata(mode):
    run = [T("search_flights", {"to": "Rome", "date": "2025-06-01"}), T("get_weather"), T("spam"), T("get_news")]
    result = score(mode, run, BOOKING, argument_matcher="superset")
    md = result.metadata
    n, r, m, u, o = md["actual_count"], md["required_units"], md["required_met"], md["taken"], md["beyond_required"]
    assert (n, r, m, u, o) == (4, 3, 1, 2, 1)
    recomputed = {
        "strict": 0.0,
        "in_order": m / r,
        "any_order": m / max(n - o, r),
        "superset": float(m == r),
        "subset": float(u == n),
        "precision": u / n,
        "recall": m / r,
    }[mode]
    assert result.score == pytest.approx(recomputed)
    assert f"M_req = {m}" in result.reason or mode in ("subset", "precision")
    assert "search_flights" in result.reason and "[missing: 0 of 1]" in result.reason
    assert "differences: search_flights" in result.reason and "expected to='Paris', got to='Rome'" in result.reason


# -- a plain list is the special case; steps are never flattened ---------------------------------------------


def test_the_issue_example_steps_score_as_steps_in_every_mode():
    expected = [["lookup"], ["fetch_a", "fetch_b"]]
    correct = ["lookup", "fetch_b", "fetch_a"]
    for mode in MODES:
        assert score(mode, correct, expected).score == 1.0, mode
        assert score(mode, correct, {"steps": expected}).score == 1.0, mode
    # Order between steps still counts in the ordered modes.
    assert score("strict", ["fetch_b", "lookup", "fetch_a"], expected).score == 0.0
    assert score("in_order", ["fetch_b", "lookup", "fetch_a"], expected).score == pytest.approx(2 / 3)
    assert score("any_order", ["fetch_b", "lookup", "fetch_a"], expected).score == 1.0


def test_a_name_alone_in_a_step_accepts_any_arguments_and_a_call_dict_keeps_its_own():
    # A name alone (or a dict without args) says nothing about arguments, as in a plain list and Expect.call.
    actual = [T("lookup", {"q": 1})]
    assert score("strict", actual, [["lookup"]]).score == 1.0
    assert score("strict", actual, [[{"name": "lookup"}]]).score == 1.0
    # A call dict that shows its arguments is compared by the evaluator's matcher.
    assert score("strict", actual, [[{"name": "lookup", "args": {}}]]).score == 0.0
    assert score("strict", actual, [[{"name": "lookup", "args": {}}]], argument_matcher="superset").score == 1.0
    assert score("strict", actual, [[{"name": "lookup", "arguments": '{"q": 1}'}]]).score == 1.0
    assert score("strict", actual, [[{"type": "function", "function": {"name": "lookup", "arguments": {"q": 1}}}]]).score == 1.0
    # Expect.call without args accepts any arguments.
    assert score("strict", actual, Expect.steps(Expect.call("lookup"))).score == 1.0


def test_plain_lists_still_take_the_list_path_with_the_list_metadata():
    result = score("recall", ["a", "b"], ["a", "c"])
    assert result.metadata["matched_count"] == 1 and "required_units" not in result.metadata


# -- items: optional, bounds, alternatives, patterns ---------------------------------------------------------


def test_optional_items_never_count_and_never_lower_a_score():
    expected = Expect.steps(Expect.call("a"), Expect.call("b").optional())
    for mode in MODES:
        assert score(mode, ["a"], expected).score == 1.0, mode
        assert score(mode, ["a", "b"], expected).score == 1.0, mode
    # An optional call in the wrong place is an extra, like any call nothing expects there.
    assert score("strict", ["b", "a"], expected).score == 0.0
    assert score("precision", ["b", "a"], expected).score == 1.0


def test_repetition_bounds():
    expected = Expect.steps(Expect.call("poll").at_least(2), Expect.call("done"))
    assert score("strict", ["poll", "poll", "poll", "done"], expected).score == 1.0
    once = score("recall", ["poll", "done"], expected)
    assert once.score == pytest.approx(2 / 3)  # R = 3 (two required polls + done), M_req = 2
    assert "poll(any args) (at least 2) <- #0 [missing: 1 of 2]" in once.reason
    capped = Expect.steps(Expect.call("retry").between(1, 2))
    assert score("subset", ["retry", "retry", "retry"], capped).score == 0.0  # the third is an extra
    assert score("precision", ["retry", "retry", "retry"], capped).score == pytest.approx(2 / 3)
    assert score("strict", ["retry", "retry"], Expect.steps(Expect.call("retry").times(2))).score == 1.0


def test_alternatives_names_and_regex():
    either = Expect.steps(Expect.any_of("search_web", Expect.call("search_docs", args={"q": "x"})))
    assert score("strict", [T("search_web", {"q": 1})], either, argument_matcher="ignore").score == 1.0
    assert score("strict", [T("search_docs", {"q": "x"})], either).score == 1.0
    assert score("strict", [T("search_docs", {"q": "y"})], either).score == 0.0
    names = Expect.steps(Expect.call(["get_a", "get_b"]).at_least(2))
    assert score("strict", ["get_b", "get_a"], names).score == 1.0
    regex = Expect.steps(Expect.call(regex=r"get_.*").at_least(1))
    assert score("strict", ["get_x", "get_y"], regex).score == 1.0
    assert score("strict", ["put_x"], regex).score == 0.0


def test_per_key_matchers_and_argument_modes_in_patterns():
    expected = Expect.steps(
        Expect.call("pay", args={"amount": Approx(value=10.0, abs=0.01), "ref": AnyValue()}, match="exact")
    )
    assert score("strict", [T("pay", {"amount": 10.004, "ref": "r-1"})], expected).score == 1.0
    assert score("strict", [T("pay", {"amount": 10.5, "ref": "r-1"})], expected).score == 0.0
    assert score("strict", [T("pay", {"amount": 10.0})], expected).score == 0.0  # ref must be present
    # Without match=, per-key matchers join the evaluator's argument matcher.
    loose = Expect.steps(Expect.call("pay", args={"ref": Regex(r"r-\d")}))
    assert score("strict", [T("pay", {"amount": 3, "ref": "r-1"})], loose, argument_matcher="superset").score == 1.0
    assert score("strict", [T("pay", {"amount": 3, "ref": "r-1"})], loose).score == 0.0  # exact: amount unexpected


def test_a_callable_argument_matcher_with_per_key_matchers_needs_a_mode():
    expected = Expect.steps(Expect.call("pay", args={"ref": Regex("r")}))
    with pytest.raises(ValueError, match=r"per-key matchers in args need match="):
        score("strict", [T("pay", {"ref": "r"})], expected, argument_matcher=lambda a, e: True)


# -- forbidden calls, allow / deny, budgets -------------------------------------------------------------------


def test_forbidden_patterns_fail_whatever_the_score():
    expectation = Expect.steps(
        "search", forbidden=["drop_table", Expect.call("delete", args={"force": True})]
    )
    ok = [T("search"), T("delete", {"force": False, "id": 1})]
    assert score("superset", ok, expectation).score == 1.0
    for bad_call in (T("drop_table", {"name": "users"}), T("delete", {"force": True, "id": 1})):
        result = score("superset", [*ok, bad_call], expectation)
        assert result.score == 0.0
        (violation,) = result.metadata["violations"]
        assert violation == {"kind": "forbidden", "message": violation["message"], "calls": [2]}


def test_allow_and_deny_lists():
    calls = [T("search"), T("shell", {"cmd": "ls"}), T("search")]
    (denied,) = check_policy(Expect.policy(deny=["shell"]), calls)
    assert denied.kind == "denied" and denied.calls == (1,)
    (outside,) = check_policy(Expect.policy(allow=["search"]), calls)
    assert outside.kind == "not_allowed" and outside.calls == (1,)
    assert check_policy(Expect.policy(allow=["search", "shell"], deny=["rm"]), calls) == []


def test_budgets_total_per_tool_per_step_and_model_steps():
    messages = [
        HumanMessage("go"),
        AIMessage("", tool_calls=[{"name": "s", "args": {}, "id": "1"}, {"name": "s", "args": {}, "id": "2"}]),
        ToolMessage("r", tool_call_id="1"),
        ToolMessage("r", tool_call_id="2"),
        AIMessage("", tool_calls=[{"name": "t", "args": {}, "id": "3"}]),
        ToolMessage("r", tool_call_id="3"),
        AIMessage("done"),
    ]
    expectation = Expect.steps(
        ["s", "s"], "t", max_calls=3, max_calls_per_tool={"s": 2, "t": 1}, max_calls_per_step=2, max_model_steps=3
    )
    assert score("strict", messages, expectation).score == 1.0
    tighter = {
        "max_calls": (2, "3 tool calls, more than max_calls = 2"),
        "max_calls_per_tool": ({"s": 1}, "'s' called 2 times, more than max_calls_per_tool['s'] = 1"),
        "max_calls_per_step": (1, "model step 0 issued 2 tool calls, more than max_calls_per_step = 1"),
        "max_model_steps": (2, "3 model steps, more than max_model_steps = 2"),
    }
    for field, (limit, message) in tighter.items():
        budget = expectation.model_copy(update={field: limit})
        result = score("strict", messages, budget)
        assert result.score == 0.0 and result.metadata["match_score"] == 1.0, field
        assert [v["kind"] for v in result.metadata["violations"]] == [field]
        assert message in result.reason


def test_a_bare_list_of_calls_is_one_model_step():
    (violation,) = check_policy(Expect.policy(max_calls_per_step=1), [T("a"), T("b")])
    assert violation.kind == "max_calls_per_step"
    assert check_policy(Expect.policy(max_model_steps=1), [T("a"), T("b")]) == []


# -- serialization and input shapes --------------------------------------------------------------------------


def test_json_and_yaml_round_trips():
    dumped = BOOKING.model_dump(mode="json", exclude_defaults=True)
    assert dumped["steps"][0][0]["args"]["date"] == {"$regex": r"\d{4}-\d{2}-\d{2}"}
    assert dumped["forbidden"] == [{"name": "cancel_booking", "args": None}]
    for text in (json.dumps(dumped), yaml.safe_dump(dumped)):
        loaded = json.loads(text) if text.startswith("{") else yaml.safe_load(text)
        again = Expectation.model_validate(loaded)
        assert again.model_dump(mode="json", exclude_defaults=True) == dumped
        assert score("strict", GOOD_RUN, again, argument_matcher="superset").score == 1.0
    approx = ExpectedCall(name="f", args={"x": Approx(value=1.5, rel=0.1)})
    assert ExpectedCall.model_validate(approx.model_dump(mode="json")).model_dump() == approx.model_dump()


def test_yaml_written_by_hand():
    text = """
steps:
  - [lookup]
  - - {name: fetch, args: {id: {$regex: "A-\\\\d+"}}, match: superset, min: 2, max: null}
    - {name: cache, optional: true}
forbidden: [delete]
max_calls_per_tool: {fetch: 3}
"""
    expectation = Expectation.model_validate(yaml.safe_load(text))
    run = [T("lookup"), T("fetch", {"id": "A-1", "x": 0}), T("fetch", {"id": "A-2"})]
    assert score("strict", run, expectation).score == 1.0
    assert score("strict", [*run, T("fetch", {"id": "A-3"}), T("fetch", {"id": "A-4"})], expectation).score == 0.0


def test_reference_outputs_and_wrappers():
    ev = ToolTrajectoryEvaluator("strict")
    wrapped = {"expectation": {"steps": [["a"], ["b"]], "forbidden": ["x"]}, "answer": "42"}
    assert ev(outputs=["a", "b"], reference_outputs=wrapped)["score"] == 1.0
    assert ev(outputs=["a", "b", "x"], reference_outputs=wrapped)["score"] == 0.0
    # Policy fields beside plain expected calls: each call its own step.
    beside = {"tool_calls": ["a", "b"], "max_calls": 2}
    assert ev(outputs=["a", "b"], reference_outputs=beside)["score"] == 1.0
    assert ev(outputs=["a", "b", "b"], reference_outputs=beside)["score"] == 0.0
    # Items in a list make it an expectation, each element one step.
    assert ev.evaluate(["a", "b", "b"], ["a", Expect.call("b").at_least(1)]).score == 1.0


def test_langsmith_evaluate_reads_expectations_from_reference_outputs():
    reference = {"steps": [["search"], ["book"]], "forbidden": ["cancel"]}
    examples = [Example(id=uuid.uuid4(), inputs={"q": q}, outputs=reference) for q in ("ok", "bad")]

    def target(inputs):
        calls = ["search", "book"] if inputs["q"] == "ok" else ["search", "cancel", "book"]
        return {"tool_calls": [{"name": c, "args": {}} for c in calls]}

    rows = list(
        ls_evaluate(
            target,
            data=examples,
            evaluators=[ToolTrajectoryEvaluator("in_order")],
            client=OfflineClient(),
            upload_results=False,
        )
    )
    scores = {row["example"].inputs["q"]: row["evaluation_results"]["results"][0] for row in rows}
    assert scores["ok"].score == 1.0
    assert scores["bad"].score == 0.0 and "forbidden call cancel(any args): #1" in scores["bad"].comment


def test_bad_expectations_are_clear_errors_naming_the_element():
    ev = ToolTrajectoryEvaluator("strict")
    cases = [
        ({"steps": [["a"], [{"name": "b", "min": -1}]]}, r"steps\.1\.0\.min"),
        ({"steps": [[{"name": "b", "min": 3, "max": 2}]]}, r"'max' must be at least"),
        ({"steps": [["a"]], "max_calls": -2}, r"'max_calls' must be a non-negative"),
        ({"steps": [[{"name_regex": "("}]]}, r"does not compile"),
        ({"steps": [[{"name": "a", "names": ["b"]}]]}, r"exactly one of 'name', 'names' or 'name_regex'"),
        ({"steps": [[{"name": "a", "args": {"x": {"$regexp": "x"}}}]]}, r"unknown matcher"),
        ({"steps": [[{"name": "a", "optional": "yes"}]]}, r"'optional' must be true or false"),
        ({"steps": [["a"], [42]]}, r"expected step 1: tool call 0"),
        ({"steps": "a"}, r"'steps' must be a list"),
        ({"expectation": 3}, r"'expectation' must be an object"),
        ({"steps": [[{"any_of": []}]]}, r"'any_of' needs at least one alternative"),
            ({"steps": [["a"]], "forbidden": [{"name": "x", "extra": 1}]}, r"forbidden\.0: unknown key 'extra'"),
            ({"steps": [["a"]], "colour": "red"}, r"unknown key 'colour' in an expectation"),
    ]
    for expectation, message in cases:
        with pytest.raises(TrajectoryInputError, match=message):
            ev.evaluate(["a"], expectation)
    with pytest.raises(ValueError, match="Approx inside args needs value"):
        Expect.call("f", args={"x": Approx(abs=1)})
    with pytest.raises(ValueError, match="bounds and nesting go on the any_of item"):
        Expect.any_of(Expect.call("a").optional())
    with pytest.raises(ValueError, match=r"forbidden\[0\]: .* has bounds or alternatives"):
        Expect.steps("a", forbidden=[Expect.call("x").at_least(2)])
    with pytest.raises(ValueError, match=r"any_of\[1\]: .* has bounds or alternatives"):
        ExpectedCall(any_of=(CallPattern(name="a"), Expect.call("b").optional()))
    custom = ExpectedCall(name="f", args={"x": _Even()})
    assert score("strict", [T("f", {"x": 4})], Expectation(steps=((custom,),))).score == 1.0
    with pytest.raises(ValueError, match="has no JSON form"):
        custom.model_dump(mode="json")


class _Even(KeyMatcher):
    """A custom per-key matcher: usable in Python, with no JSON form."""

    needs_expected = False

    def check(self, actual, expected):
        return None if isinstance(actual, int) and actual % 2 == 0 else f"{actual!r} is not even"


def test_score_expectation_without_an_evaluator():
    outcome = score_expectation([T("a", {"k": 1})], Expect.steps(CallPattern(name="a", args={})), "strict")
    assert outcome.score == 0.0  # args {} written out, with the default exact matcher
    outcome = score_expectation([T("a", {"k": 1})], Expect.steps(CallPattern(name="a")), "strict")
    assert outcome.score == 1.0  # no args given: any arguments
    outcome = score_expectation([T("a", {"k": 1})], Expect.steps(Expect.call("a")), "strict")
    assert outcome.score == 1.0 and outcome.items[0].calls == (0,)
    with pytest.raises(ValueError, match="mode must be one of"):
        score_expectation([], Expectation(), "fuzzy")  # type: ignore[arg-type]
