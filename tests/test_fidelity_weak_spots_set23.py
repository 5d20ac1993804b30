"""The fidelity guards on the weak spots blind set 23 found (bench/README.md, "Blind sets 19 to 25"), each mechanism
beside its honest twin: a part named in brackets ("(As the videographer, ...)"); an unknown fee guessed in words
("ninety pounds"); an address on a "View"; and three false flags: a date in a tool result's ISO date-time
("2025-09-19T14:00"), days listed before a month ("18, 19 or 20 September"), a value with no specific that a tool
result held ("low_tide": "11:42"); and a miss behind a false derivation, the day of a date read as a count ("5
April" times 3 places made the invented €15)."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario
from langchain_trajectory.trajectory import ToolCall

SCENARIO = Scenario(
    goal="Book a harpsichord tuning before the concert",
    known_facts={"customer_number": "HC-2291", "full_name": "Isabelle Fournier", "postcode": "NR3 1HG"},
    unknown_facts=["tuning fee", "low tide time: 11:42", "materials surcharge: €12"],
)


def flagged(agent: str, said: str, *calls: ToolCall) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent`` (with ``calls``)."""
    return guards_on_reply(SCENARIO, agent, said, *calls)


ANY = "Anything else?"
SLOTS = ToolCall(
    name="tuner_slots",
    args={"postcode": "NR3 1HG"},
    result={"slots": ["2025-09-18T10:00", "2025-09-19T14:00"], "low_tide": "11:42"},
)


def test_a_part_named_in_brackets_is_a_stage_direction() -> None:
    said = "Yes please.\n\n(As the videographer, I'm anxious about getting it back in time.)"
    assert flagged(ANY, said) == {"reply_shape"}


def test_a_part_said_plainly_is_the_user() -> None:
    assert flagged(ANY, "Yes please. (As a videographer I need it back soon.)") == set()


def test_an_unknown_fee_guessed_in_words_is_stated() -> None:
    said = "Isabelle Fournier, NR3 1HG. The tuning fee was ninety pounds last time, I believe."
    assert flagged("May I have your name and postcode?", said) == {"unknown_fact"}


def test_the_fee_in_words_after_the_agent_told_it_is_not() -> None:
    assert flagged("The tuning fee is £90.", "Ninety pounds is fine.") == set()


def test_an_address_on_a_view_no_known_text_holds_is_invented() -> None:
    assert flagged(ANY, "We're staying at 14 Harbour View, Wembury.") == {"invented_specifics"}


def test_a_date_of_a_tool_results_iso_date_time_is_known() -> None:
    said = "Friday 19/09 in the afternoon, please."
    assert flagged("He can come on the 18th or the 19th.", said, SLOTS) == set()


@pytest.mark.parametrize("said", ["19 September, please.", "The 19th of September works."])
def test_days_listed_before_a_month_are_each_that_month(said: str) -> None:
    assert flagged("Oskar can come on 18, 19 or 20 September.", said) == set()


TIDE = "Low tide at 11:42, so we'll be right on time!"


def test_a_value_a_tool_result_held_is_told() -> None:
    assert flagged("The 10:30 walk has places.", TIDE, SLOTS) == set()


def test_the_same_value_no_tool_result_held_is_stated() -> None:
    assert flagged("The 10:30 walk has places.", TIDE) == {"unknown_fact"}


def test_the_day_of_a_date_is_no_count_to_work_an_amount_out_with() -> None:
    places = ToolCall(name="list_workshops", args={}, result=[{"date": "2025-04-05", "spaces": 3}])
    agent = "I can move you to the next workshop on 5 April. There is a €12 materials surcharge."
    assert flagged(agent, "Yes please. I am happy to pay the €15.", places) == {"invented_specifics"}
