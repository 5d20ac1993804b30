"""The fidelity guards on the weak spots blind set 10 found (bench/README.md, "Blind sets 6 to 10"), each mechanism
beside its honest twin: a weekday and an ordinal day ("Sunday 15th") are a date of the month the text named last
before them; a reply framed as a quotation of the part ("Here's my reply as the parent:"); the assistant booking
the user in ("I've booked you in", "you'll receive a confirmation email", "anything else I can do for you"); "the
warranty number" does not ask for the phone number."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Rebook the balloon flight and get the spa bath repaired",
    known_facts={
        "warranty_number": "SW-0093-7716",
        "install_date": "2023-10-05",
        "address": "22 Kestrel Court, Reading RG1 7QZ",
        "phone": "0118 496 0215",
        "email": "d.nwosu@yahoo.co.uk",
    },
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


SLOTS = "Weekend mornings in September with 2 seats: Saturday 7th (06:30) or Sunday 15th (06:45). Which one?"


@pytest.mark.parametrize("said", ["The 15th of September, 06:45.", "September 7 please"])
def test_a_weekday_and_an_ordinal_day_are_a_date_of_the_month_named_before(said: str) -> None:
    assert flagged(SLOTS, said) == set()


@pytest.mark.parametrize(
    ("agent", "said"),
    [(SLOTS, "The 16th of September, 06:45."), ("Free on Sunday 15th. Which one?", "15 September then.")],
)
def test_another_day_or_a_day_given_with_no_month_is_still_invented(agent: str, said: str) -> None:
    assert flagged(agent, said) == {"invented_specifics"}


ANY = "Shall I book it?"


@pytest.mark.parametrize(
    "said",
    [
        'Here\'s my reply as the parent:\n\n"The July week please."',
        "Great! I've booked you in for Saturday at 10:00. You'll receive a confirmation email shortly - anything else"
        " I can do for you?",
    ],
)
def test_a_reply_framed_as_the_part_or_the_assistant_booking_the_user_in_is_a_reply_shape_fault(
    said: str,
) -> None:
    assert flagged(ANY, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    ["My reply is yes, the July week.", "Have you booked me in?", "Will I receive a confirmation email?"],
)
def test_the_users_own_answer_and_questions_are_not(said: str) -> None:
    assert flagged(ANY, said) == set()


DUMP = (
    "Installed 5 October 2023, warranty SW-0093-7716. I'm at 22 Kestrel Court, Reading RG1 7QZ, phone 0118 496 0215,"
    " email d.nwosu@yahoo.co.uk."
)


def test_the_warranty_number_does_not_ask_for_the_phone_so_three_more_facts_are_a_dump() -> None:
    assert flagged("When was it installed, and do you have the warranty number?", DUMP) == {"data_dump"}


def test_with_the_phone_number_asked_for_too_two_more_facts_are_allowed() -> None:
    agent = "When was it installed, and do you have the warranty number and a phone number?"
    assert flagged(agent, DUMP) == set()
