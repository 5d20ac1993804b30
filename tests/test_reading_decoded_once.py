"""Argument texts decoded once per evaluation, and the dicts the reader knows to be plain.

Two things the OpenAI fast path of the readers (`openai_call`) does to spare matching work, checked here:

* while an evaluator reads both sides of one evaluation (`BaseEvaluator.context`), an argument text met again
  (the expected call the agent made word for word) is decoded once and its calls share the read-only dict; no
  dict is kept from one evaluation to the next, nor outside an evaluation, and the verdicts and reasons are those
  of reading every text anew;
* a dict of scalars whose text can hold no boolean, NaN or string opening with whitespace or an escape is a
  `PlainFrozenDict`, which `is_plain` trusts without looking at its values: so every dict marked so must be plain
  by its values, and it must behave as a `FrozenDict` in every other way.
"""

from __future__ import annotations

import copy
import json
import os
import pickle
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators import ToolTrajectoryEvaluator
from langchain_trajectory.evaluators.context import EvaluationContext
from langchain_trajectory.matching import ArgumentMatcher, CallMatcher, match_calls
from langchain_trajectory.matching.values import is_plain, plain_pair
from langchain_trajectory.reading._calls import DECODED_TEXTS, openai_call
from langchain_trajectory.reading.steps import read_call_sequence
from langchain_trajectory.trajectory import FrozenDict, PlainFrozenDict, ToolCall, freeze

EXAMPLES = int(os.environ.get("HYPOTHESIS_EXAMPLES", "300"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _call(arguments: str, call_id: str = "c0", name: str = "search") -> dict:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


def _messages(*texts: str) -> list[dict]:
    return [
        {"role": "assistant", "content": "", "tool_calls": [_call(text, f"c{i}")]}
        for i, text in enumerate(texts)
    ]


# -- decoded once per evaluation ---------------------------------------------------------------------------------


def test_a_text_met_on_both_sides_of_an_evaluation_is_decoded_once():
    ev = ToolTrajectoryEvaluator("superset")
    same = '{"q": "paris", "n": 1}'
    actual = _messages(same, '{"q": "rome"}', same)
    expected = _messages(json.loads(json.dumps(same)))  # an equal text, another string object
    ctx = ev.context(actual, expected)
    a, e = ctx.actual_sequence.calls, ctx.expected.calls
    assert a[0].args is e[0].args is a[2].args
    assert a[1].args is not a[0].args
    assert a[0].args == {"q": "paris", "n": 1}


def test_the_general_reader_shares_a_text_met_again_too():
    """A list the one-pass reader leaves to the general one (it holds a tool result) is read in the same scope."""
    ev = ToolTrajectoryEvaluator("superset")
    same = '{"q": "paris"}'
    actual = [*_messages(same), {"role": "tool", "tool_call_id": "c0", "content": "sunny"}]
    ctx = ev.context(actual, _messages(same))
    assert ctx.actual_sequence.calls[0].result == "sunny"
    assert ctx.actual_sequence.calls[0].args is ctx.expected.calls[0].args


def test_nothing_decoded_is_kept_outside_an_evaluation_or_between_two():
    ev = ToolTrajectoryEvaluator("superset")
    text = '{"q": "paris"}'
    assert DECODED_TEXTS.get() is None
    first = read_call_sequence(_messages(text), what="actual").calls[0]
    second = read_call_sequence(_messages(text), what="actual").calls[0]
    assert first.args == second.args and first.args is not second.args
    one = ev.context(_messages(text), _messages(text)).actual_sequence.calls[0]
    two = ev.context(_messages(text), _messages(text)).actual_sequence.calls[0]
    assert one.args is not two.args
    assert DECODED_TEXTS.get() is None


def test_the_scope_ends_when_reading_fails():
    ev = ToolTrajectoryEvaluator("superset")
    with pytest.raises(TrajectoryInputError):
        ev.context(_messages('{"q": 1}'), [{"role": "tool", "content": "an answer to no call"}])
    assert DECODED_TEXTS.get() is None


def test_evaluations_in_other_threads_keep_their_own_texts():
    seen: list[object] = []
    ev = ToolTrajectoryEvaluator("superset")

    def evaluate() -> None:
        ctx = ev.context(_messages('{"q": "x"}'), _messages('{"q": "x"}'))
        seen.append(ctx.actual_sequence.calls[0].args)

    threads = [threading.Thread(target=evaluate) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(seen) == 2 and seen[0] == seen[1] and seen[0] is not seen[1]


argument_texts = st.dictionaries(
    st.sampled_from(["q", "n", "lang"]),
    st.one_of(
        st.sampled_from(["paris", "rome", " x", "{a", "", "NaN"]), st.integers(0, 2), st.none(), st.booleans()
    ),
    max_size=3,
).map(json.dumps)


@given(
    st.lists(st.tuples(st.sampled_from(["search", "fetch"]), argument_texts), max_size=6),
    st.lists(st.tuples(st.sampled_from(["search", "fetch"]), argument_texts), max_size=6),
    st.sampled_from(["strict", "unordered", "superset", "subset"]),
    st.sampled_from(["exact", "superset", "subset", "ignore"]),
)
@SETTINGS
def test_feedback_is_the_same_as_when_every_text_is_decoded_anew(actual, expected, mode, arguments):
    ev = ToolTrajectoryEvaluator(mode, argument_matcher=arguments)  # type: ignore[arg-type]
    to_messages = lambda calls: [  # noqa: E731
        {"role": "assistant", "content": "", "tool_calls": [_call(text, f"c{i}", name)]}
        for i, (name, text) in enumerate(calls)
    ]
    shared = ev(outputs=to_messages(actual), reference_outputs=to_messages(expected))
    # read outside `context`, so each text is decoded where it stands
    anew = ev.measure(EvaluationContext(to_messages(actual), ev.read_expected(to_messages(expected))))
    assert shared == anew.to_dict()


# -- dicts the reader knows to be plain ---------------------------------------------------------------------------

awkward_text = st.one_of(
    st.text(max_size=4),
    st.sampled_from(
        [" a", "\ta", "\na", "\ra", "{a", "[a", "\\a", '"a', "true", "false", "NaN", "a b", "\u00a0a"]
    ),
)
scalar = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**20), 10**20),
    st.floats(allow_nan=True, allow_infinity=True),
    awkward_text,
)


@given(
    st.dictionaries(awkward_text, scalar, max_size=4),
    st.sampled_from([None, (",", ":"), (", ", ": "), (" , ", " : ")]),
    st.booleans(),
    st.sampled_from([None, 1]),
)
@SETTINGS
def test_every_dict_the_reader_marks_plain_is_plain_by_its_values(arguments, separators, ascii_only, indent):
    text = json.dumps(arguments, separators=separators, ensure_ascii=ascii_only, indent=indent)
    fields = openai_call(_call(text))
    assert fields is not None
    args = fields["args"]
    assert args == arguments or any(v != v for v in arguments.values())  # NaN is unequal to itself
    if type(args) is PlainFrozenDict:
        assert is_plain(dict(args))  # the values themselves, as `is_plain` looks at any dict


@pytest.mark.parametrize(
    "text",
    ['{"q": "paris", "n": 1, "x": 0.5, "z": null}', '{"q":"paris","n":-1e400}', "{}", '{"q": "a\\u00e9"}'],
)
def test_usual_arguments_of_scalars_are_marked_plain(text):
    args = openai_call(_call(text))["args"]  # type: ignore[index]
    assert type(args) is PlainFrozenDict
    assert is_plain(args) and plain_pair(args, args)


@pytest.mark.parametrize(
    "text",
    [
        '{"q": true}',
        '{"q": false}',
        '{"n": 1, "q": false}',
        '{"q": NaN}',
        '{"q": " x"}',
        '{"q": "\\tx"}',
        '{"q": "\\u0020x"}',
        '{"q": ["x"]}',
        '{"q": {"a": 1}}',
    ],
)
def test_arguments_that_may_not_be_plain_are_left_to_is_plain(text):
    args = openai_call(_call(text))["args"]  # type: ignore[index]
    assert type(args) is FrozenDict
    assert is_plain(args) is is_plain(dict(args))


@pytest.mark.parametrize(
    ("args", "plain"),
    [
        ({"n": 1, "b": True}, False),  # a boolean after an int
        ({"z": None, "b": False}, False),  # after None
        ({"q": "{a"}, False),  # a string that opens like JSON, longer than its bracket
        ({"q": "[1]"}, False),
        ({"q": " a"}, False),
        ({"x": float("nan")}, False),
        ({"x": [1]}, False),
        ({"q": "a{", "n": 1, "x": 0.5, "z": None, "i": float("inf")}, True),
        ({}, True),
    ],
)
def test_is_plain_looks_at_every_value_of_a_dict_not_marked_plain(args, plain):
    assert is_plain(args) is plain
    assert is_plain(FrozenDict(args)) is plain


def test_a_pair_is_plain_only_when_both_sides_are():
    marked = openai_call(_call('{"a": 1}'))["args"]  # type: ignore[index]
    boolean = FrozenDict({"a": True})
    assert type(marked) is PlainFrozenDict
    assert plain_pair(marked, marked) and plain_pair({"a": 1}, marked) and plain_pair(marked, {"a": 1})
    assert not plain_pair(marked, boolean) and not plain_pair(boolean, marked)
    assert not plain_pair(marked, [("a", 1)]) and not plain_pair(None, marked)


@pytest.mark.parametrize("mode", ["exact", "superset", "subset"])
def test_a_bucket_of_argument_dicts_that_are_not_plain_is_not_compared_by_dict_equality(mode):
    """``True == 1`` for Python, not for argument matching: a tool's calls whose dicts hold booleans (frozen
    dicts, never marked plain) pair only by the matcher's own comparison."""
    actual = [ToolCall.of("f", {"a": True}), ToolCall.of("f", {"a": True})]
    expected = [ToolCall.of("f", {"a": 1}), ToolCall.of("f", {"a": 1})]
    assert match_calls(actual, expected, CallMatcher(mode)) == []  # type: ignore[arg-type]
    nested_a = [ToolCall.of("f", {"a": [True]}), ToolCall.of("f", {"a": [True]})]
    nested_e = [ToolCall.of("f", {"a": [1]}), ToolCall.of("f", {"a": [1]})]  # not plain on either side
    assert match_calls(nested_a, nested_e, CallMatcher(mode)) == []  # type: ignore[arg-type]


@pytest.mark.parametrize("side", ["actual", "expected"])
def test_a_matcher_names_the_side_whose_arguments_are_not_a_dict(side):
    matcher = ArgumentMatcher("exact")
    args = (
        {"actual_args": 5, "expected_args": {}}
        if side == "actual"
        else {"actual_args": {}, "expected_args": 5}
    )
    with pytest.raises(ValueError, match=f"^{side}_args: expected a dict of arguments, got int"):
        matcher(**args)


def test_a_plain_frozen_dict_behaves_as_a_frozen_dict():
    args = openai_call(_call('{"q": "paris", "n": 1}'))["args"]  # type: ignore[index]
    assert type(args) is PlainFrozenDict and isinstance(args, FrozenDict)
    with pytest.raises(TypeError):
        args["q"] = "rome"
    with pytest.raises(TypeError):
        args.update(n=2)
    assert copy.copy(args) is args
    for other in (copy.deepcopy(args), pickle.loads(pickle.dumps(args))):
        assert type(other) is FrozenDict and other == args
    assert freeze(args) is args
    call = ToolCall(name="search", args=args)  # validated as any dict is: a FrozenDict of its own
    assert type(call.args) is FrozenDict and call.args == args
    assert ToolCall.model_validate_json(call.model_dump_json()) == call
    assert repr(args) == repr({"q": "paris", "n": 1}) and json.dumps(args) == '{"q": "paris", "n": 1}'
