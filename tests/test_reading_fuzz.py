"""Fuzzing every public entry point that reads input.

Two properties, over arbitrary JSON-like values and over valid conversations whose tool calls are then mutated:

* bad input raises :class:`TrajectoryInputError` (a ``ValueError``) and nothing else: never a ``KeyError``,
  ``TypeError``, ``RecursionError`` or pydantic's ``ValidationError`` from inside;
* an input that holds a tool call, in any shape the package reads, never reads as "no calls": either the call is
  read or the input is refused.
"""

from __future__ import annotations

import json
import os
import string
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st
from langchain_core.load import dumpd
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from langchain_trajectory import (
    ToolErrorEvaluator,
    ToolTrajectoryEvaluator,
    Trajectory,
    TrajectoryEvaluator,
    TrajectoryInputError,
    evaluate_by_turn,
    to_trajectory,
)
from langchain_trajectory.cli import main
from langchain_trajectory.evaluators import (
    CycleEfficiency,
    PathCorrectness,
    StepEfficiency,
    TaskCompletionEvaluator,
    ToolArgumentHallucinationEvaluator,
    ToolCallCorrectness,
    ToolCallValidityEvaluator,
    ToolCorrectnessEvaluator,
    ToolEfficiencyEvaluator,
    ToolUsageAccuracy,
)
from langchain_trajectory.evaluators.judge import TrajectoryEvaluationCriteria
from langchain_trajectory.reading import to_tool_calls
from langchain_trajectory.testing import ScriptedChatModel

# HYPOTHESIS_EXAMPLES lowers the count where the suite runs many times over (mutation testing, CONTRIBUTING.md).
EXAMPLES = int(os.environ.get("HYPOTHESIS_EXAMPLES", "250"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# -- arbitrary JSON-like values ---------------------------------------------------------------------------------

KEYS = st.sampled_from(
    [
        "role",
        "type",
        "content",
        "name",
        "args",
        "arguments",
        "input",
        "id",
        "tool_calls",
        "tool_call_id",
        "function",
        "function_call",
        "messages",
        "trajectory",
        "output",
        "outputs",
        "result",
        "error",
        "step",
        "metadata",
        "text",
        "tool_use_id",
        "is_error",
        "status",
        "parameters",
        "kwargs",
        "scenario",
        "steps",
        "lc",
        "kwargs",
        "invalid_tool_calls",
        "call_id",
    ]
) | st.text(max_size=6)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(
        [
            "user",
            "assistant",
            "ai",
            "tool",
            "function",
            "tool_use",
            "tool_call",
            "tool_result",
            "text",
            "{",
            "{}",
            '{"a": 1}',
            "[1]",
            "",
            " ",
            "\u2028",
        ]
    ),
)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=5),
    max_leaves=25,
)


def deep(levels: int) -> Any:
    value: Any = 1
    for _ in range(levels):
        value = [value]
    return value


def _readers() -> list[Any]:
    return [
        to_trajectory,
        to_tool_calls,
        Trajectory.from_messages,
        lambda v: Trajectory.from_json(json.dumps(v, allow_nan=True)),
    ]


EVALUATORS = [
    ToolTrajectoryEvaluator("strict"),
    ToolTrajectoryEvaluator("any_order", argument_matcher="superset"),
    ToolTrajectoryEvaluator("in_order", parallel_calls_unordered=True),
    ToolCorrectnessEvaluator(),
    ToolUsageAccuracy(),
    PathCorrectness(),
    ToolCallCorrectness(),
    StepEfficiency(),
    CycleEfficiency(),
    ToolEfficiencyEvaluator(),
    ToolErrorEvaluator(),
    ToolCallValidityEvaluator([{"name": "search", "parameters": {"type": "object"}}]),
    TrajectoryEvaluator(
        ScriptedChatModel(respond=lambda messages: '{"score": 1, "reason": "ok"}'),
        [TrajectoryEvaluationCriteria.clarity()],
        cache=False,
    ),
    ToolArgumentHallucinationEvaluator(
        ScriptedChatModel(respond=lambda m: '{"grounded": true, "ungrounded_arguments": [], "reason": "ok"}'),
        cache=False,
    ),
    TaskCompletionEvaluator(
        ScriptedChatModel(respond=lambda m: '{"completed": true, "score": 1, "reason": "ok"}'),
        ["find x"],
        cache=False,
    ),
]
VALID = [{"name": "search", "args": {"q": "x"}}]


def _only_input_errors(fn: Any, *args: Any, **kwargs: Any) -> Any:
    try:
        return fn(*args, **kwargs)
    except TrajectoryInputError:
        return None
    # any other exception propagates and fails the test, naming the input hypothesis found


@given(JSON)
@SETTINGS
def test_readers_raise_only_trajectory_input_errors(value):
    for read in _readers():
        _only_input_errors(read, value)


@given(st.lists(JSON | st.text(max_size=5), max_size=4), st.sampled_from([AIMessage, HumanMessage]), JSON)
@SETTINGS
def test_langchain_messages_with_arbitrary_content_blocks(blocks, cls, tool_calls):
    try:
        message = cls(content=blocks)
    except ValueError:  # LangChain refuses it itself
        return
    for read in _readers()[:3]:
        _only_input_errors(read, [message])
    if isinstance(tool_calls, dict | list):
        try:
            ai = AIMessage(content="", additional_kwargs={"function_call": tool_calls})
        except ValueError:
            return
        _only_input_errors(to_tool_calls, [ai])


@given(JSON, st.sampled_from(EVALUATORS), st.booleans())
@SETTINGS
def test_evaluators_raise_only_trajectory_input_errors(value, evaluator, as_expected):
    actual, expected = (VALID, value) if as_expected else (value, VALID)
    _only_input_errors(evaluator.evaluate, actual, expected)
    _only_input_errors(evaluator, outputs=actual, reference_outputs=expected)
    by_turn = _only_input_errors(evaluate_by_turn, actual, [expected], evaluator)
    if by_turn is not None:  # a turn that raised is kept as a failure: it too must be an input error
        assert {f.error_type for f in by_turn.failures} <= {"TrajectoryInputError"}, by_turn.failures


@given(st.binary(max_size=60) | JSON.map(lambda v: json.dumps(v).encode()))
@settings(max_examples=EXAMPLES // 4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_the_cli_reports_bad_input_as_a_usage_error(tmp_path_factory, line):
    folder = tmp_path_factory.mktemp("cli")
    results, expected = folder / "r.jsonl", folder / "e.jsonl"
    results.write_bytes(line + b"\n")
    expected.write_text(json.dumps({"tool_calls": VALID}) + "\n")
    try:
        value = json.loads(line)
        readable = not (isinstance(value, dict) and "trial" in value)  # a trial needs an id: a usage error
        to_trajectory({k: v for k, v in value.items() if k != "id"} if isinstance(value, dict) else value)
    except (ValueError, RecursionError):  # not JSON, or not a trajectory: an input error
        readable = False
    code = main(["evaluate", str(results), "--expected", str(expected)])
    assert code == (2 if not readable else code) and code in (0, 1, 2), (line, code)


def test_integers_too_long_for_text_are_refused_clearly_everywhere():
    # More digits than Python turns into text: as JSON text the decoder refuses them, as Python values the model.
    for shape in (
        [{"name": "f", "args": {"n": 10**5000}}],
        [{"name": "f", "arguments": '{"n": ' + "9" * 5000 + "}"}],
    ):
        for read in (to_trajectory, to_tool_calls):
            try:
                read(shape)
            except TrajectoryInputError as exc:
                assert "digits" in str(exc) or "cannot be decoded" in str(exc)
            else:
                raise AssertionError("an integer too long for text was accepted")
        for evaluator in EVALUATORS:
            _only_input_errors(evaluator.evaluate, shape, VALID)


def test_values_whose_repr_fails_do_not_break_the_error_messages():
    huge = 10**5000  # repr() refuses it
    for shape in (
        [{"role": huge}],
        [{"name": huge}],
        [{"role": "assistant", "content": [{"type": huge, "name": "f", "args": {}}]}],
        [{"role": "assistant", "tool_calls": [{"name": "f", "args": {huge: 1}}]}],
        {huge: 1},
        [{"role": "tool", "tool_call_id": huge, "content": "x"}],
    ):
        for read in _readers()[:3]:
            _only_input_errors(read, shape)


def test_deep_values_are_refused_clearly_everywhere():
    for levels in (150, 300, 2000):
        args = {"a": deep(levels)}
        text = '{"a": ' + "[" * levels + "1" + "]" * levels + "}"
        for shape in ([{"name": "f", "args": args}], [{"name": "f", "arguments": text}]):
            for read in (to_trajectory, to_tool_calls, Trajectory.from_messages):
                _only_input_errors(read, shape)
            for evaluator in EVALUATORS:
                _only_input_errors(evaluator.evaluate, shape, shape)
        document = (
            '{"messages": [{"role": "assistant", "tool_calls": [{"name": "f", "args": ' + text + "}]}]}"
        )
        _only_input_errors(Trajectory.from_json, document)


# -- tool calls in every shape, then mutated ---------------------------------------------------------------------

NAMES = st.text(string.ascii_lowercase + "_", min_size=1, max_size=8)
ARGS = st.dictionaries(st.text(string.ascii_lowercase, min_size=1, max_size=5), SCALARS, max_size=3)


def _shape(kind: str, name: str, args: dict[str, Any], call_id: str) -> list[Any]:
    """A conversation holding one call of ``name`` in the format ``kind``."""
    user = {"role": "user", "content": "go"}
    arguments = json.dumps(args, allow_nan=True)
    if kind == "openai":
        call = {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}
        return [user, {"role": "assistant", "content": "", "tool_calls": [call]}]
    if kind == "openai_no_id":
        return [
            user,
            {"role": "assistant", "tool_calls": [{"function": {"name": name, "arguments": arguments}}]},
            {"role": "tool", "content": "done"},
        ]
    if kind == "legacy":
        return [
            user,
            {"role": "assistant", "content": None, "function_call": {"name": name, "arguments": arguments}},
        ]
    if kind == "anthropic":
        block = {"type": "tool_use", "id": call_id, "name": name, "input": args}
        return [user, {"role": "assistant", "content": [{"type": "text", "text": "ok"}, block]}]
    if kind == "standard_block":
        return [
            HumanMessage("go"),
            AIMessage(content=[{"type": "tool_call", "id": call_id, "name": name, "args": args}]),
        ]
    if kind == "responses_block":
        block = {"type": "function_call", "call_id": call_id, "name": name, "arguments": arguments}
        return [HumanMessage("go"), AIMessage(content=[block])]
    if kind == "langchain":
        message = AIMessage("", tool_calls=[{"name": name, "args": args, "id": call_id}])
        return [HumanMessage("go"), message, ToolMessage("done", tool_call_id=call_id)]
    if kind == "serialized":
        return [dumpd(m) for m in _shape("langchain", name, args, call_id)]
    if kind == "ours":
        return [{"name": name, "args": args, "id": call_id}]
    raise AssertionError(kind)


KINDS = [
    "openai",
    "openai_no_id",
    "legacy",
    "anthropic",
    "standard_block",
    "responses_block",
    "langchain",
    "serialized",
    "ours",
]
WRAPS = st.sampled_from(["bare", "state", "output", "trajectory"])


def _wrap(how: str, shape: list[Any]) -> Any:
    return {
        "bare": shape,
        "state": {"messages": shape},
        "output": {"output": shape},
        "trajectory": {"trajectory": shape},
    }[how]


# Valid messages that may surround the call.
NOISE = st.lists(
    st.sampled_from(
        [
            {"role": "system", "content": "be brief"},
            {"role": "user", "content": "and then?"},
            {"role": "assistant", "content": "thinking"},
        ]
    ),
    max_size=2,
)


@given(st.sampled_from(KINDS), NAMES, ARGS, WRAPS, NOISE)
@SETTINGS
def test_a_call_in_any_shape_is_read(kind, name, args, how, noise):
    assume(all(not isinstance(v, float) or v == v for v in args.values()) or kind in ("ours", "langchain"))
    shape = _shape(kind, name, args, "c1")
    if kind != "ours":
        shape = [*noise, *shape]
    calls = to_tool_calls(_wrap(how, shape))
    assert [c.name for c in calls] == [name]
    assert to_trajectory(_wrap(how, shape)).tool_calls() == calls


def _dicts_in(value: Any) -> list[dict[str, Any]]:
    """Every dict inside ``value`` (its tool calls, blocks, functions), outermost first."""
    found = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            found.append(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


MUTATIONS = st.sampled_from(["drop", "replace", "add", "rename", "retype", "calls_container"])


@given(
    st.sampled_from([k for k in KINDS if k not in ("standard_block", "responses_block", "langchain")]),
    NAMES,
    ARGS,
    st.data(),
    MUTATIONS,
    JSON,
    KEYS,
)
@SETTINGS
def test_a_mutated_call_is_read_or_refused_never_dropped(kind, name, args, data, mutation, junk, key):
    """Mutate the part of a conversation that holds the call (a key of the call, its function or block dropped,
    replaced, added or renamed; a block's type changed; the ``tool_calls`` list replaced): reading it either finds
    a call or raises TrajectoryInputError, it never quietly finds none."""
    shape = _shape(kind, name, args, "c1")
    holder = shape[0] if kind == "ours" else shape[1]  # the call itself, or the assistant message holding it
    if kind == "serialized":
        holder = holder["kwargs"]
    targets = [d for d in _dicts_in(holder) if d is not holder or kind == "ours"]
    if kind == "legacy":
        targets = [holder["function_call"]]
    target = data.draw(st.sampled_from(targets))
    keys = sorted(target)
    if mutation == "drop" and keys:
        del target[data.draw(st.sampled_from(keys))]
    elif mutation == "replace" and keys:
        target[data.draw(st.sampled_from(keys))] = junk
    elif mutation == "add":
        target[key] = junk
    elif mutation == "rename" and keys:
        old = data.draw(st.sampled_from(keys))
        target[key if key != old else key + "_"] = target.pop(old)
    elif mutation == "retype" and "type" in target:
        target["type"] = data.draw(st.text(max_size=12))
    elif mutation == "calls_container" and "tool_calls" in holder:
        # None and [] say "no calls" and are read so; anything else that is not a list is refused
        holder["tool_calls"] = data.draw(
            st.sampled_from(["", 0, False, {}, "[]", junk if junk not in (None, []) else 0])
        )
    try:
        calls = to_tool_calls(shape)
    except TrajectoryInputError:
        event("refused")
        return
    event("read")
    assert calls, f"a {kind} call read as no calls after {mutation}: {shape!r}"


# -- provider blocks with keys added: forward compatibility --------------------------------------------------------

# One valid block of every known type, in the message form that carries it (an assistant message's content, or a
# user message's for a tool result); ``calls`` is what it holds: [(name, id)].
KNOWN_BLOCKS: list[tuple[str, dict[str, Any], list[tuple[str, str]]]] = [
    ("assistant", {"type": "text", "text": "hi"}, []),
    ("assistant", {"type": "output_text", "text": "hi", "annotations": []}, []),
    ("assistant", {"type": "refusal", "refusal": "no"}, []),
    ("assistant", {"type": "thinking", "thinking": "t", "signature": "s"}, []),
    ("assistant", {"type": "redacted_thinking", "data": "d"}, []),
    ("assistant", {"type": "reasoning", "id": "rs_1", "summary": [{"type": "summary_text", "text": "t"}]}, []),
    ("assistant", {"type": "reasoning", "reasoning": "t", "extras": {"signature": "s"}}, []),
    ("assistant", {"type": "reasoning_content", "reasoning_content": {"text": "t", "signature": "s"}}, []),
    ("assistant", {"type": "tool_use", "id": "toolu_1", "name": "f", "input": {"a": 1}}, [("f", "toolu_1")]),
    ("assistant", {"type": "server_tool_use", "id": "srv_1", "name": "web_search", "input": {"query": "q"}},
     [("web_search", "srv_1")]),
    ("assistant", {"type": "mcp_tool_use", "id": "mcp_1", "name": "m", "server_name": "s", "input": {}},
     [("m", "mcp_1")]),
    ("assistant", {"type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "f", "arguments": "{}"},
     [("f", "call_1")]),
    ("assistant", {"type": "function_call", "call_id": "call_2", "name": "f", "arguments": '{"a": "b'},
     [("f", "call_2")]),
    ("assistant", {"type": "tool_call", "id": "c1", "name": "f", "args": {"a": 1}}, [("f", "c1")]),
    ("assistant", {"type": "tool_call_chunk", "id": "c2", "name": "f", "args": '{"a"', "index": 0}, [("f", "c2")]),
    ("assistant", {"type": "server_tool_call", "id": "s1", "name": "web_search", "args": {"q": 1}},
     [("web_search", "s1")]),
    ("assistant", {"type": "invalid_tool_call", "id": "i1", "name": "f", "args": "{", "error": "bad"},
     [("f", "i1")]),
    ("assistant", {"type": "web_search_call", "id": "ws_1", "status": "completed",
                   "action": {"type": "search", "query": "q"}}, [("web_search", "ws_1")]),
    ("assistant", {"type": "file_search_call", "id": "fs_1", "status": "completed", "queries": ["q"]},
     [("file_search", "fs_1")]),
    ("assistant", {"type": "code_interpreter_call", "id": "ci_1", "status": "completed", "code": "1",
                   "container_id": "c", "outputs": []}, [("code_interpreter", "ci_1")]),
    ("assistant", {"type": "mcp_call", "id": "mc_1", "name": "m", "arguments": "{}", "server_label": "s"},
     [("m", "mc_1")]),
    ("assistant", {"type": "executable_code", "executable_code": "print(1)", "language": "PYTHON", "id": "g1"},
     [("code_interpreter", "g1")]),
    ("assistant", {"type": "code_execution_result", "code_execution_result": "1", "outcome": 1, "tool_call_id": ""},
     []),
]
# Keys providers and LangChain have added to blocks over time, and keys that may come next.
NEW_KEYS = st.sampled_from(
    ["toolset_name", "caller", "citations", "namespace", "async", "phase", "logprobs", "provider_metadata",
     "cache_control", "index", "partial_json", "status", "encrypted_content", "annotations", "extras"]
) | st.text(string.ascii_lowercase, min_size=1, max_size=8).map(lambda k: f"x_{k}")
NEW_VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
    st.text(string.ascii_lowercase, max_size=5), inner, max_size=3), max_leaves=8)


@given(st.sampled_from(range(len(KNOWN_BLOCKS))), st.dictionaries(NEW_KEYS, NEW_VALUES, min_size=1, max_size=4),
       st.sampled_from(["object", "dict", "serialized"]))
@SETTINGS
def test_a_known_block_with_keys_added_is_read_and_keeps_its_calls(index, added, form):
    """Keys a provider or LangChain adds to a known block (its own keys left as they are) are never an error,
    and the block's calls are read as they were: same names, same ids."""
    role, block, calls = KNOWN_BLOCKS[index]
    extended = {**{k: v for k, v in added.items() if k not in block}, **block}
    if extended.get("partial_json") is not None and block["type"] in ("tool_use", "server_tool_use"):
        extended["partial_json"] = json.dumps(block["input"])  # a stream's raw text is the arguments' JSON
    message: Any = AIMessage(content=[extended])
    if form == "dict":
        message = {"role": role, "content": [extended]}
    elif form == "serialized":
        message = dumpd(AIMessage(content=[extended]))
    read = to_tool_calls([HumanMessage("go"), message])
    assert [(c.name, c.id) for c in read] == calls
    assert Trajectory.from_messages([HumanMessage("go"), message]).tool_calls() == read


# -- objects built without validation, deep wrappers, odd keys and values ---------------------------------------

LISTISH = st.one_of(st.none(), st.text(max_size=5), st.integers(), JSON, st.lists(JSON | st.none(), max_size=3))


@st.composite
def constructed_messages(draw: Any) -> Any:
    """LangChain messages made with ``model_construct`` (no validation): what a user's code or another library
    may hand over, with ``tool_calls`` None, a string, or anything."""
    kind = draw(st.sampled_from(["ai", "ai", "tool", "human"]))
    content = draw(st.one_of(st.none(), st.text(max_size=8), st.lists(JSON | st.text(max_size=5), max_size=3)))
    if kind == "ai":
        return AIMessage.model_construct(
            content=content,
            tool_calls=draw(LISTISH),
            invalid_tool_calls=draw(LISTISH),
            additional_kwargs=draw(st.one_of(st.none(), JSON)),
        )
    if kind == "tool":
        return ToolMessage.model_construct(
            content=content, tool_call_id=draw(st.one_of(st.none(), st.text(max_size=3), st.integers())),
            status=draw(st.sampled_from(["success", "error", None, 3])),
        )
    return HumanMessage.model_construct(content=content)


@given(st.lists(constructed_messages(), min_size=1, max_size=3), st.sampled_from(EVALUATORS), st.booleans())
@SETTINGS
def test_messages_built_without_validation_are_read_or_refused(messages, evaluator, as_expected):
    for read in _readers()[:3]:
        _only_input_errors(read, messages)
    actual, expected = (VALID, messages) if as_expected else (messages, VALID)
    _only_input_errors(evaluator.evaluate, actual, expected)


def test_an_unvalidated_message_with_tool_calls_none_or_a_string_is_read_or_named():
    assert to_tool_calls([AIMessage.model_construct(content="hi", tool_calls=None)]) == []
    for bad in ("search", 3, {"name": "search"}, ["search"]):
        try:
            to_tool_calls([AIMessage.model_construct(content="", tool_calls=bad)])
        except TrajectoryInputError as exc:
            assert "message 0" in str(exc) and "tool" in str(exc)
        else:
            raise AssertionError(f"tool_calls={bad!r} was read as if it were fine")


@pytest.mark.parametrize("key", ["output", "outputs", "tool_calls", "trajectory", "messages"])
def test_wrappers_nested_hundreds_deep_are_refused_clearly(key):
    value: Any = VALID
    for _ in range(500):
        value = {key: value}
    for read in (to_trajectory, to_tool_calls):
        with pytest.raises(TrajectoryInputError, match="nested more than"):
            read(value)
    with pytest.raises(TrajectoryInputError):
        Trajectory.from_messages(value)
    for evaluator in EVALUATORS:
        _only_input_errors(evaluator.evaluate, value, VALID)
        _only_input_errors(evaluator.evaluate, VALID, value)
    few: Any = VALID
    for _ in range(3):
        few = {key: few} if key != "messages" else {"output": few}
    assert [c.name for c in to_tool_calls(few)] == ["search"]


ODD_KEYS = st.one_of(KEYS, st.tuples(st.integers(), st.integers()), st.integers(), st.none(), st.booleans())
ODD = st.recursive(
    SCALARS | st.integers(min_value=10**300, max_value=10**400),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(ODD_KEYS, inner, max_size=4),
    max_leaves=15,
)


@given(ODD, st.sampled_from(EVALUATORS), st.booleans())
@SETTINGS
def test_tuple_keys_and_huge_integers_are_read_or_refused(value, evaluator, as_expected):
    for read in _readers()[:3]:
        _only_input_errors(read, value)
    calls = [{"name": "search", "args": {"q": value}}]
    actual, expected = (VALID, value) if as_expected else (value, calls)
    _only_input_errors(evaluator.evaluate, actual, expected)


class _RaisingEquality:
    """An argument value whose comparison raises, as some user objects' ``__eq__`` does."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("cannot compare")

    __hash__ = object.__hash__


@pytest.mark.parametrize("evaluator", EVALUATORS, ids=lambda e: e.key)
def test_an_argument_whose_equality_raises_is_compared_or_refused(evaluator):
    odd = [{"name": "search", "args": {"q": _RaisingEquality()}}]
    for actual, expected in ((odd, VALID), (VALID, odd), (odd, odd)):
        _only_input_errors(evaluator.evaluate, actual, expected)
    for read in _readers()[:3]:
        _only_input_errors(read, odd)


def test_step_counts_beyond_a_float_score_as_their_ratio_says():
    assert StepEfficiency().evaluate(["a"], {"steps": 10**400}).score == 1.0
    assert StepEfficiency().evaluate({"steps": 10**400}, {"steps": 3}).score == 0.0
    assert StepEfficiency().evaluate({"steps": 10**400}, {"steps": 10**400}).score == 1.0
