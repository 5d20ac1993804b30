"""LangSmith examples from plain dicts, for ``langsmith.evaluate(target, data=examples([...]))``.

``langsmith.evaluate`` takes a dataset name, or ``Example`` objects; a list of plain dicts fails inside it. Write
the dataset as dicts and turn them into examples here.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping
from typing import Any

from langsmith.schemas import Example

from langchain_trajectory.errors import TrajectoryInputError

__all__ = ["examples"]

_KEYS = {"inputs", "outputs", "reference_outputs", "metadata", "id"}


def examples(rows: Iterable[Mapping[str, Any] | Example], *, dataset_id: Any = None) -> list[Example]:
    """LangSmith ``Example`` objects for ``rows``, ready to pass as ``langsmith.evaluate(data=...)``.

    Args:
        rows: Dicts with ``inputs`` (a dict) and optionally ``outputs`` (the reference outputs an evaluator
            receives; ``reference_outputs`` is accepted as its alias), ``metadata`` and ``id``; an ``Example``
            is kept as it is.
        dataset_id: The dataset id every example carries (default: a fresh one shared by all of them).

    Returns:
        One example per row, in order, each with its own id.

    Raises:
        TrajectoryInputError: naming the row and field when a row is not such a dict.

    Example:
        >>> data = examples([{"inputs": {"q": "Rome?"}, "outputs": {"tool_calls": ["search_flights"]}}])
        >>> evaluate(target, data=data, evaluators=[...], client=OfflineClient())
    """
    shared = uuid.UUID(str(dataset_id)) if dataset_id is not None else uuid.uuid4()
    out: list[Example] = []
    for index, row in enumerate(rows):
        if isinstance(row, Example):
            out.append(row)
            continue
        where = f"example {index}"
        if not isinstance(row, Mapping):
            raise TrajectoryInputError(f"{where}: expected a dict with 'inputs', got {type(row).__name__}")
        unknown = sorted(map(str, set(row) - _KEYS))
        if unknown:
            raise TrajectoryInputError(f"{where}: unknown key(s) {unknown}; use inputs, outputs, metadata, id")
        inputs = row.get("inputs")
        if not isinstance(inputs, Mapping):
            raise TrajectoryInputError(f"{where}: 'inputs' must be a dict, got {type(inputs).__name__}")
        if "outputs" in row and "reference_outputs" in row:
            raise TrajectoryInputError(f"{where}: give 'outputs' or its alias 'reference_outputs', not both")
        outputs = row.get("outputs", row.get("reference_outputs"))
        if outputs is not None and not isinstance(outputs, Mapping):
            # LangSmith keeps outputs as a dict; a bare value is wrapped as the package's readers unwrap it
            outputs = {"output": outputs}
        metadata = row.get("metadata")
        if metadata is not None and not isinstance(metadata, Mapping):
            raise TrajectoryInputError(f"{where}: 'metadata' must be a dict, got {type(metadata).__name__}")
        out.append(
            Example(
                id=uuid.UUID(str(row["id"])) if row.get("id") is not None else uuid.uuid4(),
                dataset_id=shared,
                inputs=dict(inputs),
                outputs=dict(outputs) if outputs is not None else None,
                metadata=dict(metadata) if metadata is not None else None,
            )
        )
    return out
