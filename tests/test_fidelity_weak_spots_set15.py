"""The fidelity guards on the weak spots blind set 15 found (bench/README.md, "Blind sets 13 to 18"), each mechanism
beside its honest twin: a role marker with a name in brackets ("Customer (Marek):"); a part played in a bracketed
clause as a coordinator; an unknown fee guessed as a percentage; a thing's or another person's name asked for by
that word ("the lead name" does not ask for the boat's name); a street address no known text holds is invented, one
written otherwise is not ("200 W Monroe St" is "200 West Monroe Street")."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Move the houseboat dates and send back a kit",
    known_facts={
        "booking_ref": "HB-62093",
        "lead_name": "Marek Nowak",
        "boat_name": "Kingfisher",
        "child_name": "Lily Nowak",
        "phone": "+44 7911 123456",
        "email": "marek.nowak@poczta.fm",
    },
    unknown_facts=["restocking fee", "change fee: £45"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


ANY = "Anything else?"


def test_a_role_marker_with_a_name_in_brackets_is_one() -> None:
    assert flagged(ANY, "Customer (Marek): the same boat if possible, please.") == {"reply_shape"}


def test_a_customer_in_brackets_within_a_sentence_is_not() -> None:
    assert flagged(ANY, "The customer (that's me): happy with any week in August.") == set()


def test_a_part_played_as_the_coordinator_in_a_bracketed_clause_is_a_stage_direction() -> None:
    said = "(Checking the calendar as the HR coordinator.) The 1-3 slot please, and the instructor."
    assert flagged(ANY, said) == {"reply_shape"}


def test_a_coordinator_mentioned_in_brackets_is_not() -> None:
    assert flagged(ANY, "The 1-3 slot please (our HR coordinator will join).") == set()


def test_an_unknown_fee_guessed_as_a_percentage_states_it() -> None:
    said = "It's HB-62093. I do hope there isn't a restocking fee - someone told me it's 15% on kits."
    assert flagged("Could you give me the booking reference?", said) == {"unknown_fact"}


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        ("There's a 15% restocking fee on opened kits.", "Is the restocking fee 15% on unopened ones too?"),
        (ANY, "Can I get 20% off the next kit? And no restocking fee, please."),  # in another sentence
    ],
)
def test_a_percentage_told_or_not_beside_the_fee_is_not(agent: str, said: str) -> None:
    assert "unknown_fact" not in flagged(agent, said)


DUMP = "HB-62093, Marek Nowak. We're on the Kingfisher; mobile +44 7911 123456, email marek.nowak@poczta.fm."


def test_the_lead_name_does_not_ask_for_the_boats_name() -> None:
    assert flagged("What's your booking reference and the lead name?", DUMP) == {"data_dump"}


@pytest.mark.parametrize(
    "agent",
    [
        "What's your booking reference, the lead name and the boat?",
        "Your booking reference, the lead name and the boat's name?",
    ],
)
def test_naming_the_boat_asks_for_its_name(agent: str) -> None:
    assert flagged(agent, DUMP) == set()


def test_a_pronoun_alone_does_not_ask_for_a_childs_name() -> None:
    said = "HB-62093 - it's for Lily Nowak, and please email marek.nowak@poczta.fm or call +44 7911 123456."
    assert flagged("Is she on the booking? What's the reference?", said) == {"data_dump"}
    assert flagged("What's the reference, and her name?", said) == set()


ADDRESSED = Scenario(
    goal="Get the valve radio repaired",
    known_facts={"phone": "07700 900 512", "postcode": "LS6 2QT", "address": "200 W Monroe St, Suite 1410"},
)


def flagged_with_address(agent: str, said: str) -> set[str]:
    return guards_on_reply(ADDRESSED, agent, said)


def test_a_street_address_no_known_text_holds_is_invented() -> None:
    said = "07700 900 512, LS6 2QT - that's 14 Headingley Mount."
    assert flagged_with_address("Can I take your phone number and postcode?", said) == {"invented_specifics"}


@pytest.mark.parametrize(
    "said",
    [
        "Address: 200 West Monroe Street, Suite 1410",
        "It's 200 W. Monroe St.",
        "200 WEST MONROE STREET please",
        "I'm at 14 headingley mount, near the park.",  # no capitals: not read as an address
        "I have 2 bags on the Road.",  # no house number before the street's name
    ],
)
def test_the_known_address_written_otherwise_or_no_address_is_not(said: str) -> None:
    assert flagged_with_address("What's the installation address?", said) == set()
