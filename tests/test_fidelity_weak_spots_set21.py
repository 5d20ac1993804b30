"""The fidelity guards on the weak spots blind set 21 found (bench/README.md, "Blind sets 19 to 25"), each mechanism
beside its honest twin: someone by their trade or desk speaking on a later line ("Shearer: Right, I'll pencil you
in", "Abbey office: Of course, ..."); a booking reference, an identifier, not asked for by "the name on the
booking"; and two false flags: a phone number written with the digit groups of a known code ("08 123 0045" of
"CPH 08/123/0045"), and the end of a code read as a house number ("CF-2025-0187, Hollins Road Allotment
Society")."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

FARM = Scenario(
    goal="Book a shearer for early June",
    known_facts={
        "holding_number": "CPH 08/123/0045",
        "booking_reference": "GEL-3318",
        "full_name": "Chloe Adeyemi",
        "venue": "Fernhill Barn",
        "phone": "+44 7911 123 456",
        "entry_number": "CF-2025-0187",
    },
    unknown_facts=["price per head"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(FARM, agent, said)


ANY = "Anything else?"


@pytest.mark.parametrize(
    "said",
    [
        "Thursday 6th.\nShearer: Right, I'll pencil you in for the Thursday then.",
        "Could you email it?\nAbbey office: Of course, Mrs Adeyemi, it's on its way.",
        "Thursday.\nBooking desk: we can do 9am, see you then.",
    ],
)
def test_a_trade_or_a_desk_speaking_on_a_later_line_is_another_speaker(said: str) -> None:
    assert flagged(ANY, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "Thursday 6th.\nOrder: I think it's the second one on the list.",  # a label, and the user's own "I think"
        "Thursday.\nShearer: any of them is fine by me.",  # no staff's voice after it
        "Shearer: Right, I'll leave it to you.",  # the first line: the user's own heading
    ],
)
def test_a_label_without_the_staffs_voice_or_on_the_first_line_is_the_user(said: str) -> None:
    assert flagged(ANY, said) == set()


def test_a_booking_reference_is_not_asked_for_by_the_name_on_the_booking() -> None:
    said = "Chloe Adeyemi, at Fernhill Barn.\n- Reference: GEL-3318\n- Mobile: +44 7911 123 456"
    assert flagged("Can I have the name on the booking?", said) == {"data_dump"}


def test_a_booking_reference_asked_for_by_its_name_is() -> None:
    said = "Chloe Adeyemi, reference GEL-3318, mobile +44 7911 123 456."
    assert flagged("Can I have your name, booking reference and mobile?", said) == set()


def test_a_phone_written_with_the_digit_groups_of_a_known_code_is_known() -> None:
    assert flagged("What's your holding number?", "It's Low Gill Farm, CPH 08 123 0045") == set()


def test_other_digits_in_a_phone_shape_are_invented() -> None:
    assert flagged("What's your holding number?", "It's CPH 08 123 0046") == {"invented_specifics"}


def test_the_end_of_a_code_before_a_street_word_is_no_house_number() -> None:
    said = "Entry CF-2025-0187, Hollins Road Allotment Society."
    assert flagged("What's the entry number?", said) == set()


def test_a_house_number_no_known_text_holds_is_still_invented() -> None:
    said = "Entry CF-2025-0187, and it's 14 Hollins Road now."
    assert flagged("What's the entry number?", said) == {"invented_specifics"}
