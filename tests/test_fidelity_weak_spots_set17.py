"""The fidelity guards on the weak spots blind set 17 found (bench/README.md, "Blind sets 13 to 18"), each mechanism
beside its honest twin: "Thought process:" as a reasoning label; a reply framed as a named part ("Here's my reply as
Gareth:"); a named partner taking over ("[Her partner Joost here - ...]"); a milliner speaking on a line of its own;
a street address on a "Park"; a known day that is also the day of an unknown date ("July 19th last year")."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Get the kiln element replaced under warranty",
    known_facts={"order_number": "EL-300582", "purchase_date": "2024-07-19", "full_name": "Marguerite Osei"},
    unknown_facts=["warranty end date: 2026-07-19", "shipping carrier"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


ANY = "Anything else?"


@pytest.mark.parametrize(
    "said",
    [
        "Thought process: the agent needs my order, so I'll give it.\n\nEL-300582",
        "Here's my reply as Marguerite:\n\nEL-300582, please.",
        "[Her partner Joost here - the 13th at 09:30 is perfect for us both!]",
        "57 cm please\nMilliner: Lovely, I'll write 57 on the ticket before blocking.",
    ],
)
def test_a_reasoning_label_a_named_part_a_partner_or_a_trade_is_not_one_user(said: str) -> None:
    assert flagged(ANY, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "My thought process was that the kiln is too new to fail.",  # not a label
        "My reply as promised: EL-300582.",  # not framed as a part
        "Her partner will be here at 09:30.",  # no one taking over
    ],
)
def test_the_same_words_in_a_plain_sentence_are_not(said: str) -> None:
    assert flagged(ANY, said) == set()


def test_a_street_address_on_a_park_no_known_text_holds_is_invented() -> None:
    said = "Please post the receipt to 27 Glenageary Park, Dun Laoghaire."
    assert flagged(ANY, said) == {"invented_specifics"}


def test_a_known_day_that_is_also_the_day_of_an_unknown_date_is_not_that_date() -> None:
    assert flagged("When did you buy it?", "July 19th last year.") == set()


def test_the_unknown_date_with_its_year_still_states_it() -> None:
    assert "unknown_fact" in flagged(ANY, "It's under warranty until 19 July 2026, isn't it?")
