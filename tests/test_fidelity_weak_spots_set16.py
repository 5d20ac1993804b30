"""The fidelity guards on the weak spots blind set 16 found (bench/README.md, "Blind sets 13 to 18"), each mechanism
beside its honest twin: a third party taking over by name ("[Clare here - ...]"); a mason or another trade speaking
on a line of its own; an unknown value that starts with a range said with "to" ("5 to 7 working days"); a short
amount with a currency sign found only as an amount (`£12` is not the "12" of "2025-12-06"); "9-year-old" is a
measure, not an identifier."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Add a seat for your sister and get the lesson refunded",
    known_facts={"order_id": "WM-77120", "workshop_date": "2025-12-06", "sister_name": "Clare Delaney"},
    unknown_facts=["materials fee per seat: £12", "refund processing time: 5-7 working days"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


ANY = "Anything else?"


def test_a_named_third_party_taking_over_in_brackets_is_another_speaker() -> None:
    said = "Yes please! Her name is Clare Delaney.\n[Clare here - thank you so much, I can't wait!]"
    assert flagged("What's her name?", said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said", ["(just here to add a seat, thanks)", "Yes please (Clare is here with me, she says hi)."]
)
def test_here_in_brackets_is_not(said: str) -> None:
    assert flagged(ANY, said) == set()


def test_a_mason_speaking_on_a_line_of_its_own_is_another_speaker() -> None:
    said = "Yes. Go ahead.\nMason: Right you are, proof two will be out to you this afternoon."
    assert flagged(ANY, said) == {"reply_shape"}


def test_an_unknown_range_with_words_after_it_said_with_to_states_it() -> None:
    assert flagged(ANY, "A refund please - I know it takes 5 to 7 working days, that's fine.") == {
        "unknown_fact"
    }


def test_the_range_the_agent_told_is_known() -> None:
    said = "Great, 5 to 7 working days is fine."
    assert flagged("Refunds take 5-7 working days.", said) == set()


def test_a_date_holding_the_figures_of_a_short_amount_is_not_that_amount() -> None:
    assert flagged("Which date is your workshop?", "2025-12-06") == set()


def test_the_short_amount_with_its_currency_still_states_it() -> None:
    assert "unknown_fact" in flagged(ANY, "Is the materials fee still £12 per seat?")


def test_a_childs_age_written_with_hyphens_is_not_an_identifier() -> None:
    assert flagged(ANY, "Is the workshop ok for a 9-year-old?") == set()
