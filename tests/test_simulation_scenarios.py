"""The Scenario type: what a simulated user knows, coerced from a string or a dict, and round-tripped as JSON."""

from __future__ import annotations

import pytest

from langchain_trajectory import Expect, TrajectoryInputError
from langchain_trajectory.simulation import Scenario


def test_a_string_is_the_goal_of_a_scenario_with_nothing_else_known():
    scenario = Scenario.of("Refund order A-1")
    assert scenario == Scenario(goal="Refund order A-1")
    assert (scenario.persona, scenario.known_facts, scenario.unknown_facts, scenario.opener) == (None, {}, (), None)
    assert str(scenario) == "Refund order A-1"


def test_a_scenario_round_trips_through_its_json_dump():
    scenario = Scenario(
        goal="Get a refund",
        persona="a terse customer",
        known_facts={"order_id": "A-1042", "email": "ann@example.com"},
        unknown_facts=["tracking number"],
        opener="Hi, I want my money back.",
        expected=Expect.steps(Expect.call("refund", {"order_id": "A-1042"}), forbidden=["delete_account"], max_calls=4),
        id="refund-1",
        metadata={"flavour": "plain"},
    )
    assert Scenario.model_validate(scenario.model_dump(mode="json")) == scenario
    assert Scenario.of(scenario.model_dump(mode="json")) == scenario


def test_expected_calls_written_as_a_list_become_one_step_each():
    scenario = Scenario.of({"goal": "g", "expected": ["lookup", {"name": "refund", "args": {"id": 1}}]})
    assert scenario.expected is not None
    assert [[item.name for item in step] for step in scenario.expected.steps] == [["lookup"], ["refund"]]


@pytest.mark.parametrize(
    ("value", "names"),
    [
        ({"goal": "g", "knwon_facts": {}}, "knwon_facts"),
        ({"persona": "p"}, "goal"),
        ({"goal": "g", "known_facts": {"a": 1}}, "known_facts.a"),
        (3, "int"),
    ],
)
def test_a_malformed_scenario_is_refused_naming_the_field(value, names):
    with pytest.raises(TrajectoryInputError, match=names):
        Scenario.of(value)
