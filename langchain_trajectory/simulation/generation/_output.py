"""Scenarios written out: a JSONL file, and LangSmith examples.

The file holds one scenario per line, its JSON form ([`Scenario`][langchain_trajectory.simulation.Scenario]'s
``model_dump(mode="json")``) with sorted keys and no spaces, UTF-8, each line ending with a newline: the same
scenarios always give the same bytes. [`read_scenarios`][langchain_trajectory.simulation.read_scenarios] reads it back (and any JSONL of scenario objects or
goal strings).

As LangSmith examples ([`scenario_examples`][langchain_trajectory.simulation.generation.scenario_examples], [`upload_scenarios`][langchain_trajectory.simulation.generation.upload_scenarios]), a scenario's ``inputs`` are its fields
but ``expected`` (``Scenario.of(example.inputs)`` rebuilds it), its ``outputs`` are ``{"expectation": ...}``
(what every evaluator of the package reads as the reference), its ``metadata`` names the scenario and its flavour,
and its id is derived from the scenario's id (a UUID5), so uploading the same scenarios twice names the same
examples.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from langsmith.schemas import Example

from langchain_trajectory.datasets import examples
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.reading._jsonl import json_lines
from langchain_trajectory.simulation.scenarios import Scenario

__all__ = ["dumps_scenarios", "read_scenarios", "scenario_examples", "upload_scenarios", "write_scenarios"]

_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://github.com/langchain-trajectory/scenarios")


def dumps_scenarios(scenarios: Iterable[Any]) -> str:
    """The JSONL text of ``scenarios`` (see the module doc)."""
    lines = [
        json.dumps(
            Scenario.of(s, what=f"scenarios[{i}]").model_dump(mode="json"),
            sort_keys=True,
            ensure_ascii=False,
            separators=(",", ":"),
        )
        for i, s in enumerate(scenarios)
    ]
    return "".join(line + "\n" for line in lines)


def write_scenarios(scenarios: Iterable[Any], path: str | os.PathLike[str]) -> Path:
    """Write ``scenarios`` as JSONL (creating the folder); returns the path."""
    out = Path(path)
    text = dumps_scenarios(scenarios)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(text.encode("utf-8"))
    return out


def read_scenarios(path: str | os.PathLike[str]) -> list[Scenario]:
    """The scenarios of a JSONL file: one scenario object (or goal string) per line.

    Raises:
        TrajectoryInputError: naming the file and line of anything that is not a scenario.
    """
    source = Path(path)
    try:
        data = source.read_bytes()
    except OSError as exc:
        raise TrajectoryInputError(f"cannot read {source}: {exc.strerror}") from None
    scenarios = [
        Scenario.of(value, what=f"{source} line {number}") for number, value in json_lines(data, str(source))
    ]
    if not scenarios:
        raise TrajectoryInputError(f"{source} holds no scenarios")
    return scenarios


def _row(scenario: Scenario, index: int) -> dict[str, Any]:
    inputs = scenario.model_dump(mode="json", exclude={"expected"})
    outputs = (
        {"expectation": scenario.model_dump(mode="json")["expected"]}
        if scenario.expected is not None
        else None
    )
    key = scenario.id or json.dumps(inputs, sort_keys=True, ensure_ascii=False)
    row: dict[str, Any] = {
        "inputs": inputs,
        "metadata": {
            "scenario_id": scenario.id,
            "flavour": scenario.metadata.get("flavour", "standard"),
            "index": index,
        },
        "id": str(uuid.uuid5(_NAMESPACE, key)),
    }
    if outputs is not None:
        row["outputs"] = outputs
    return row


def scenario_examples(scenarios: Iterable[Any], *, dataset_id: Any = None) -> list[Example]:
    """LangSmith ``Example`` objects for ``scenarios`` (see the module doc), for
    ``langsmith.evaluate(target, data=...)``.

    Raises:
        TrajectoryInputError: for something that is not a scenario (naming its index).
    """
    read = [Scenario.of(s, what=f"scenarios[{i}]") for i, s in enumerate(scenarios)]
    return examples([_row(s, i) for i, s in enumerate(read)], dataset_id=dataset_id)


def upload_scenarios(
    scenarios: Iterable[Any], *, client: Any, dataset_name: str, description: str | None = None
) -> Any:
    """Add ``scenarios`` to the LangSmith dataset ``dataset_name`` (created when missing) as examples (see the
    module doc); returns the dataset. Works with the package's ``OfflineClient`` as with a real client.

    Raises:
        TrajectoryInputError: for something that is not a scenario.
    """
    rows = [_row(Scenario.of(s, what=f"scenarios[{i}]"), i) for i, s in enumerate(scenarios)]
    if client.has_dataset(dataset_name=dataset_name):
        dataset = client.read_dataset(dataset_name=dataset_name)
    else:
        dataset = client.create_dataset(
            dataset_name, description=description or "Scenarios generated by langchain-trajectory"
        )
    client.create_examples(dataset_id=dataset.id, examples=rows)
    return dataset
