"""examples(): plain dicts become LangSmith examples that langsmith.evaluate accepts."""

from __future__ import annotations

import uuid

import pytest
from langsmith import evaluate
from langsmith.schemas import Example

from langchain_trajectory import OfflineClient, ToolTrajectoryEvaluator, TrajectoryInputError, examples


def test_dicts_become_examples_sharing_one_dataset() -> None:
    rows = [
        {"inputs": {"q": "Rome?"}, "outputs": {"tool_calls": ["search"]}},
        {"inputs": {"q": "Paris?"}, "reference_outputs": ["search", "book"], "metadata": {"tag": "b"}},
    ]
    first, second = examples(rows)
    assert first.inputs == {"q": "Rome?"} and first.outputs == {"tool_calls": ["search"]}
    assert second.outputs == {"output": ["search", "book"]} and second.metadata == {"tag": "b"}
    assert first.dataset_id == second.dataset_id and first.id != second.id
    kept = Example(id=uuid.uuid4(), inputs={"q": 1})
    assert examples([kept])[0] is kept


def test_examples_run_through_langsmith_evaluate_offline() -> None:
    data = examples(
        [
            {"inputs": {"q": "x"}, "outputs": {"tool_calls": ["search"]}},
            {"inputs": {"q": "y"}, "outputs": {"tool_calls": ["book"]}},
        ]
    )
    rows = list(
        evaluate(
            lambda inputs: ["search"],
            data=data,
            evaluators=[ToolTrajectoryEvaluator("strict")],
            client=OfflineClient(),
            upload_results=False,
        )
    )
    assert sorted(r["evaluation_results"]["results"][0].score for r in rows) == [0.0, 1.0]


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("q", "example 0: expected a dict with 'inputs', got str"),
        ({"outputs": {}}, "example 0: 'inputs' must be a dict, got NoneType"),
        ({"inputs": {}, "expected": []}, r"example 0: unknown key\(s\) \['expected'\]"),
        ({"inputs": {}, "outputs": {}, "reference_outputs": {}}, "not both"),
        ({"inputs": {}, "metadata": "x"}, "'metadata' must be a dict"),
    ],
)
def test_bad_rows_name_the_row_and_field(row: object, message: str) -> None:
    with pytest.raises(TrajectoryInputError, match=message):
        examples([row])  # type: ignore[list-item]
