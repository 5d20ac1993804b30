"""The fidelity guards on the weak spots blind set 20 found (bench/README.md, "Blind sets 19 to 25"), each mechanism
beside its honest twin: breaking character in brackets; an unknown name of two capitalised words between commas
("The courier, ColdChain Express,"); an unknown count of a unit said in words ("a ten-year warranty"); numbers
guessed after a word of an unknown fact named as numbers ("lanes 3 and 4"); a small known count after its name
("Lanes: 2"); "your club number", which does not ask for the phone number; and, a false flag, an identifier, a
dash and a count ("QY-40317 - 12 tonnes"), which hold no phone number."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

NETS = Scenario(
    goal="Move the club's nets session from Saturday to Sunday",
    known_facts={
        "booking_id": "CN-18834",
        "club_name": "Hollingworth CC",
        "email": "raj.iyer@outlook.com",
        "lanes": "2",
        "phone": "01873 555 204",
    },
    unknown_facts=["lane numbers", "courier", "liner warranty: 10 years"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(NETS, agent, said)


ANY = "Anything else?"


def test_breaking_character_in_brackets_is_not_the_user() -> None:
    said = "(Breaking character for a moment: I'm only playing the customer here.) Will I get an email?"
    assert flagged(ANY, said) == {"reply_shape"}


def test_a_character_spoken_of_is() -> None:
    assert flagged(ANY, "The character on the club's banner is misspelt, by the way.") == set()


def test_a_name_of_two_words_between_commas_after_the_fact_is_stated() -> None:
    said = "The courier, ColdChain Express, left the kit outside for hours."
    assert flagged(ANY, said) == {"unknown_fact"}


def test_the_same_name_after_the_agent_said_it_is_not() -> None:
    said = "The courier, ColdChain Express, left the kit outside for hours."
    assert flagged("It went with ColdChain Express on Monday.", said) == set()


def test_an_unknown_count_of_years_said_in_words_is_stated() -> None:
    assert flagged(ANY, "The liner has a ten-year warranty, so I assume it's covered.") == {"unknown_fact"}


def test_the_same_count_after_the_agent_told_it_is_not() -> None:
    said = "Good, a ten-year warranty then."
    assert flagged("The liner has a 10-year warranty, so a leak is covered.", said) == set()


def test_numbers_after_a_word_of_an_unknown_numbers_fact_are_a_guess() -> None:
    said = "11:00 please, and put us in lanes 3 and 4 like last time."
    assert flagged(ANY, said) == {"unknown_fact"}


def test_the_numbers_the_agent_gave_are_not() -> None:
    said = "Lanes 3 and 4, got it. Thanks!"
    assert flagged("Done: Sunday 11:00-13:00, lanes 3 and 4.", said) == set()


def test_a_known_count_after_its_name_is_a_volunteered_fact() -> None:
    said = "raj.iyer@outlook.com\nBooking: CN-18834\nLanes: 2\nPhone: 01873 555 204"
    assert flagged("Which email address is the booking under?", said) == {"data_dump"}


def test_the_count_asked_for_is_not() -> None:
    said = "raj.iyer@outlook.com, booking CN-18834, lanes: 2"
    assert flagged("Which email is the booking under, and how many lanes?", said) == set()


def test_a_club_number_does_not_ask_for_the_phone_number() -> None:
    said = "CN-18834. Club Hollingworth CC, email raj.iyer@outlook.com, phone 01873 555 204."
    assert flagged("What's your club number?", said) == {"data_dump"}


def test_a_contact_number_does() -> None:
    said = "CN-18834, and my number is 01873 555 204."
    assert flagged("What's your booking number, and a contact number?", said) == set()


@pytest.mark.parametrize("said", ["It's CN-18834 - 12 of us this time.", "CN-18834 - 2 lanes, as usual."])
def test_an_identifier_a_dash_and_a_count_hold_no_phone_number(said: str) -> None:
    assert "invented_specifics" not in flagged("What's the booking ID?", said)
