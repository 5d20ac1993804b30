"""The fidelity guards on the weak spots blind set 14 found (bench/README.md, "Blind sets 13 to 18"), each mechanism
beside its honest twin: the user thanking itself by its own first name without a comma; a barber or a business
speaking on a line of its own; a name between commas after a word of an unknown name fact ("The courier, DHL,");
a date fact asked for only by a word for a date ("the order number" does not ask when you ordered); another
person's facts asked for only by a question about that person."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Enter the Spring Pairs with your partner and sort out a damaged parcel",
    known_facts={
        "full_name": "Rosalind Achebe",
        "membership_number": "BC-2047",
        "partner_name": "Harold Finch",
        "partner_membership": "BC-1983",
        "phone": "0161 496 0732",
        "order_number": "QS-104558",
        "order_date": "2025-01-28",
    },
    unknown_facts=["courier", "entry fee per pair: £24"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


ANY = "Anything else?"


def test_thanking_itself_by_its_first_name_without_a_comma_is_the_assistants_voice() -> None:
    assert flagged("Your booking reference is LL-5517-014.", "Wonderful, thank you Rosalind! Noted.") == {
        "reply_shape"
    }


def test_thanking_someone_else_by_name_is_not() -> None:
    assert flagged("I'm Priya, and that's all booked.", "Wonderful, thank you Priya!") == set()


@pytest.mark.parametrize(
    "said",
    [
        "9:45 please\n\nBarber: sweet, I'll lock that in for you.",
        "My member number is BC-2047.\nBled Pedalo Rentals: Thank you, we will refund the deposit now.",
    ],
)
def test_a_barber_or_a_business_speaking_on_a_line_of_its_own_is_another_speaker(said: str) -> None:
    assert flagged(ANY, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "Barber: any of them is fine with me.",  # one line: a label the user writes, not a speaker
        "Thanks.\nThe rental shop: it was the one by the lake.",  # no one speaking to the user
    ],
)
def test_a_label_with_a_colon_is_not(said: str) -> None:
    assert flagged(ANY, said) == set()


def test_a_name_between_commas_after_the_facts_word_states_it() -> None:
    said = "The main branch snapped. The courier, DHL, left the box upside down on the porch."
    assert flagged(ANY, said) == {"unknown_fact"}


@pytest.mark.parametrize(
    "said",
    [
        "The courier, however, left the box upside down.",  # a word, not a name
        "Yes, Tuesday, please. The courier was fine.",  # a day, not a name; no name beside the courier
    ],
)
def test_no_name_beside_the_facts_word_is_not(said: str) -> None:
    assert "unknown_fact" not in flagged(ANY, said)


DUMP_ORDER = "It's QS-104558, ordered on 28 January, phone 0161 496 0732, member BC-2047."


def test_asking_for_the_order_number_does_not_ask_when_it_was_ordered() -> None:
    assert flagged("What's the order number?", DUMP_ORDER) == {"data_dump"}


def test_asking_when_it_was_ordered_does() -> None:
    assert flagged("What's the order number, and when did you order?", DUMP_ORDER) == set()


DUMP_PARTNER = "BC-2047. My partner is Harold Finch, membership BC-1983, and my phone is 0161 496 0732."


def test_your_membership_number_does_not_ask_for_your_partners() -> None:
    assert flagged("May I have your membership number?", DUMP_PARTNER) == {"data_dump"}


@pytest.mark.parametrize(
    "agent",
    [
        "May I have both membership numbers, and your partner's name?",
        "May I have your membership number, and his name and number?",
    ],
)
def test_a_question_about_the_partner_asks_for_the_partners_facts(agent: str) -> None:
    assert flagged(agent, DUMP_PARTNER) == set()
