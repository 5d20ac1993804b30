"""ToolCallValidityEvaluator: every definition shape, every kind of schema error, each with its path."""

from __future__ import annotations

import sys
from typing import Literal

import pytest
from langchain_core.tools import StructuredTool, tool
from pydantic import BaseModel, ConfigDict, Field

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators.validity import ToolCallValidityEvaluator, read_tool_definitions
from langchain_trajectory.trajectory import ToolCall


class Address(BaseModel):
    model_config = ConfigDict(extra="forbid")
    city: str
    zip: int


class BookingArgs(BaseModel):
    guests: int = Field(description="Number of guests")
    room: Literal["single", "double"] = "single"
    address: Address | None = None
    items: list[Address] = Field(default_factory=list)


@tool(args_schema=BookingArgs)
def book_hotel(
    guests: int, room: str = "single", address: dict | None = None, items: list | None = None
) -> str:
    """Book a hotel room."""
    return "booked"


WEATHER_SCHEMA = {
    "type": "object",
    "properties": {
        "city": {"type": "string"},
        "days": {"type": "integer", "minimum": 1},
        "unit": {"type": "string", "enum": ["c", "f"]},
    },
    "required": ["city"],
    "additionalProperties": False,
}


def _errors(result, index: int = 0) -> list[dict]:  # type: ignore[no-untyped-def]
    return result.metadata["validation_results"][index]["errors"]


def test_base_tool_with_pydantic_schema_reports_type_enum_and_missing() -> None:
    ev = ToolCallValidityEvaluator([book_hotel])
    result = ev.evaluate(
        [
            ToolCall.of("book_hotel", {"guests": 2, "room": "double"}),
            ToolCall.of("book_hotel", {"guests": "three", "room": "suite"}),
            ToolCall.of("book_hotel", {"room": "single"}),
        ]
    )
    assert result.score == pytest.approx(1 / 3)
    assert not result.passed
    kinds = {(e["path"], e["kind"]) for e in _errors(result, 1)}
    assert kinds == {("guests", "type"), ("room", "enum")}
    assert _errors(result, 2) == [
        {"path": "guests", "kind": "required", "message": "guests: missing required argument"}
    ]
    assert "1/3" in result.reason and "'three' is not of type 'integer'" in result.reason


def test_nested_object_errors_carry_their_path_through_optional_and_lists() -> None:
    ev = ToolCallValidityEvaluator([book_hotel])
    result = ev.evaluate(
        [
            ToolCall.of(
                "book_hotel",
                {
                    "guests": 1,
                    "address": {"city": "Paris", "zip": "75001", "floor": 3},
                    "items": [{"city": "a", "zip": 1}, {"city": "b"}],
                },
            )
        ]
    )
    paths = {(e["path"], e["kind"]) for e in _errors(result)}
    assert paths == {
        ("address.zip", "type"),
        ("address.floor", "additional_property"),
        ("items.1.zip", "required"),
    }


def test_json_schema_dict_with_additional_properties_false() -> None:
    definition = {"name": "weather", "description": "Weather", "input_schema": WEATHER_SCHEMA}
    ev = ToolCallValidityEvaluator([definition])
    result = ev.evaluate(
        [
            ToolCall.of("weather", {"city": "Paris", "days": 3}),
            ToolCall.of("weather", {"city": "Paris", "days": "three", "unit": "k", "lang": "fr"}),
            ToolCall.of("weather", {"city": "Paris", "days": 0}),
        ]
    )
    assert result.score == pytest.approx(1 / 3)
    assert {(e["path"], e["kind"]) for e in _errors(result, 1)} == {
        ("days", "type"),
        ("unit", "enum"),
        ("lang", "additional_property"),
    }
    assert [e["kind"] for e in _errors(result, 2)] == ["minimum"]


def test_openai_tool_dicts_in_both_forms() -> None:
    wrapped = {"type": "function", "function": {"name": "weather", "parameters": WEATHER_SCHEMA}}
    bare = {"name": "news", "parameters": {"type": "object", "properties": {"topic": {"type": "string"}}}}
    ev = ToolCallValidityEvaluator([wrapped, bare])
    result = ev.evaluate([ToolCall.of("weather", {"city": "Oslo"}), ToolCall.of("news", {"topic": 3})])
    assert result.score == 0.5
    assert _errors(result, 1)[0]["path"] == "topic"


def test_unknown_tool_is_invalid_and_listed() -> None:
    ev = ToolCallValidityEvaluator([book_hotel])
    result = ev.evaluate([ToolCall.of("fly", {})])
    assert result.score == 0.0
    assert result.metadata["unknown_tools"] == ["fly"]
    assert "unknown tool 'fly'" in result.reason


def test_strict_rejects_undeclared_top_level_arguments() -> None:
    open_schema = {"name": "f", "input_schema": {"type": "object", "properties": {"a": {"type": "integer"}}}}
    call = [ToolCall.of("f", {"a": 1, "b": 2})]
    assert ToolCallValidityEvaluator([open_schema]).evaluate(call).score == 1.0
    strict = ToolCallValidityEvaluator([open_schema], strict=True).evaluate(call)
    assert strict.score == 0.0
    assert _errors(strict) == [
        {
            "path": "b",
            "kind": "additional_property",
            "message": "b: unexpected argument (additional properties are not allowed)",
        }
    ]


def test_empty_call_list_scores_one_and_needs_no_expectation() -> None:
    assert ToolCallValidityEvaluator.requires_expected is False
    assert ToolCallValidityEvaluator([book_hotel]).evaluate([]).score == 1.0


def test_tools_may_come_per_evaluation_and_are_required() -> None:
    ev = ToolCallValidityEvaluator()
    assert ev.evaluate([ToolCall.of("book_hotel", {"guests": 1})], tools=[book_hotel]).score == 1.0
    out = ev(outputs={"tool_calls": [{"name": "book_hotel", "args": {}}]}, tools=[book_hotel])
    assert out["score"] == 0.0
    with pytest.raises(TrajectoryInputError, match="no tool definitions"):
        ev.evaluate([ToolCall.of("book_hotel", {"guests": 1})])


def test_structured_tool_from_function_and_pydantic_class_definitions() -> None:
    def add(a: int, b: int) -> int:
        """Add two integers."""
        return a + b

    specs = read_tool_definitions([StructuredTool.from_function(add), BookingArgs])
    assert [s.name for s in specs] == ["add", "BookingArgs"]
    ev = ToolCallValidityEvaluator([StructuredTool.from_function(add)])
    assert ev.evaluate([ToolCall.of("add", {"a": 1, "b": "2"})]).score == 0.0


@pytest.mark.parametrize(
    ("tools", "match"),
    [
        ([{"description": "no name"}], r"tools\[0\]: 'name'"),
        ([{"name": "f"}], r"tools\[0\] \('f'\): no schema"),
        ([{"name": "f", "input_schema": {}}, {"name": "f", "input_schema": {}}], r"tools\[1\]: duplicate"),
        ([42], r"tools\[0\]: expected a LangChain tool"),
        ({"name": "f"}, "expected a list"),
    ],
)
def test_bad_definitions_fail_when_built_naming_the_index(tools: object, match: str) -> None:
    with pytest.raises(TrajectoryInputError, match=match):
        ToolCallValidityEvaluator(tools)  # type: ignore[arg-type]


def test_invalid_json_schema_fails_when_built() -> None:
    with pytest.raises(ValueError, match=r"tools\[0\] \('f'\): invalid JSON Schema"):
        ToolCallValidityEvaluator([{"name": "f", "input_schema": {"type": "nonsense"}}])


def test_missing_jsonschema_gives_an_install_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "jsonschema", None)
    with pytest.raises(ImportError, match=r"langchain-trajectory\[schema\]"):
        ToolCallValidityEvaluator([book_hotel])


def test_strict_counts_names_declared_behind_ref_and_in_branches() -> None:
    branches = {
        "name": "lookup",
        "input_schema": {
            "type": "object",
            "oneOf": [
                {"properties": {"id": {"type": "integer"}}, "required": ["id"]},
                {"properties": {"email": {"type": "string"}}, "required": ["email"]},
            ],
        },
    }
    referenced = {
        "name": "tree",
        "input_schema": {
            "$defs": {"Node": {"type": "object", "properties": {"value": {"type": "integer"}}}},
            "$ref": "#/$defs/Node",
        },
    }
    strict = ToolCallValidityEvaluator([branches, referenced], strict=True)
    assert strict.evaluate([ToolCall.of("lookup", {"id": 3}), ToolCall.of("tree", {"value": 1})]).score == 1.0
    result = strict.evaluate([ToolCall.of("lookup", {"id": 3, "x": 1})])
    assert [e["path"] for e in _errors(result)] == ["x"]


def test_openai_function_without_parameters_takes_no_arguments() -> None:
    ping = {"type": "function", "function": {"name": "ping", "description": "no args"}}
    assert ToolCallValidityEvaluator([ping]).evaluate([ToolCall.of("ping")]).score == 1.0


def test_a_missing_argument_with_a_quote_in_its_name_is_named() -> None:
    tool = {
        "name": "r",
        "parameters": {"type": "object", "properties": {"it's": {"type": "string"}}, "required": ["it's"]},
    }
    assert [e["path"] for e in _errors(ToolCallValidityEvaluator([tool]).evaluate([ToolCall.of("r")]))] == [
        "it's"
    ]


def test_strict_with_pattern_properties_still_flags_other_names() -> None:
    env = {
        "name": "env",
        "input_schema": {
            "type": "object",
            "properties": {"name": {"type": "string"}},
            "patternProperties": {"^x_": {"type": "string"}},
        },
    }
    result = ToolCallValidityEvaluator([env], strict=True).evaluate(
        [ToolCall.of("env", {"name": "a", "x_k": "v", "typo_nmae": "b"})]
    )
    assert [e["path"] for e in _errors(result)] == ["typo_nmae"]
