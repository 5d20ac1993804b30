"""The fidelity guards on the weak spots blind set 5 found (bench/README.md, "Blind set 5 and round 5"), each
mechanism beside its honest twin: an amount worked out with a count the turn names (a price per lesson, boxes
at two prices) or as a small multiple it says it works out ("£7 altogether" for two tickets at £3.50); a stage
direction that plays a part ("(Checking the budget as the office manager.)"), a note about the user in the third
person, a member of staff or a shop's support speaking on a line of its own; an unknown fact named without a
value, guessed as a specific of its kind beside another word of its name ("the pickup on March 5" for the
``pickup date``, "£15 each" for the ``price per person``)."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario
from langchain_trajectory.trajectory import ToolCall

SCENARIO = Scenario(
    goal="Enrol my daughter in swim lessons and order lunch boxes for the team",
    known_facts={"member_number": "LC-88215", "email": "tom.rivera@gmx.com", "child_dob": "2017-06-21"},
    unknown_facts=["pickup date", "price per person", "new monthly price", "class code: SW-B2-SAT"],
)
MENU = ToolCall(
    name="get_menu", args={"date": "2024-06-13"}, result={"mediterranean": 19.5, "falafel": 18.0}, id="c1"
)
FEES = "The fee is $180.00 for the class. Tickets are £3.50 each."


def flagged(agent: str, said: str, *calls: ToolCall) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said, *calls)


@pytest.mark.parametrize(
    "said",
    [
        "$180 for the 10 weeks, so $18 a lesson?",
        "10 weeks at $180 is $18 per week",
        "Two tickets, so £7 altogether?",
        "£7 in total for both of us",
    ],
)
def test_an_amount_divided_by_a_count_the_turn_names_or_a_small_multiple_it_works_out_is_not_invented(
    said: str,
) -> None:
    assert flagged(FEES, said) == set()


@pytest.mark.parametrize(
    "said",
    [
        "$180 for the 10 weeks, so $17 a lesson?",
        "See you at 10:30. Is it $18 a lesson?",
        "It's $18 on 12/10, right?",
        "£7 for parking, I think",
        "£8 altogether?",
    ],
)
def test_an_amount_no_count_of_the_turn_works_out_is_still_invented(said: str) -> None:
    assert flagged(FEES, said) == {"invented_specifics"}


MENU_TOLD = "Mediterranean Box $19.50, Falafel Box $18.00. How many of each?"


@pytest.mark.parametrize(
    "said",
    [
        "Ten Mediterranean and two Falafel. That's $231 before delivery, right?",
        "10 mediterranean + 2 falafel = $231",
        "Two of each, $75 then.",
    ],
)
def test_two_known_prices_each_times_a_count_the_turn_names_is_not_invented(said: str) -> None:
    assert flagged(MENU_TOLD, said, MENU) == set()


@pytest.mark.parametrize(
    "said",
    [
        "Ten Mediterranean and two Falafel. That's $232 before delivery, right?",
        "Two Mediterranean, two Falafel: $76 then.",
        "Our budget is $231.",
    ],
)
def test_an_amount_near_a_count_of_known_prices_or_with_no_count_is_invented(said: str) -> None:
    assert flagged(MENU_TOLD, said, MENU) == {"invented_specifics"}


ASK = "Will the vegetarian boxes be marked, and is there anything else?"


@pytest.mark.parametrize(
    "said",
    [
        "(Checking the budget as the office manager.) Will the boxes be marked?",
        "[Reading the menu as the parent] is there a kids' option?",
        "Fine.\n\n[Note: the parent is now waiting for the enrolment to be confirmed.]",
        "(note: the guest seems happy)",
        "Sounds good.\n\nGreenleaf Support: Thank you! I can see the order.",
        "4:30 sounds perfect.\n\nSpa receptionist: Wonderful, I'll pencil you in.",
        "Front desk clerk: Do you need anything else?",
    ],
)
def test_a_part_played_a_note_about_the_user_or_staff_speaking_is_a_reply_shape_fault(said: str) -> None:
    assert flagged(ASK, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "(I checked the budget.) Will the boxes be marked?",
        "(as I said) is there a kids' option?",
        "Fine. [note: the booking is under my name]",
        "Customer support told me to write here.",
        "4:30 sounds perfect. The spa receptionist said you'd pencil me in.",
        "Tech support: no luck so far.",
        "My support worker will come along.",
    ],
)
def test_an_aside_in_the_users_own_voice_or_staff_only_mentioned_is_not(said: str) -> None:
    assert flagged(ASK, said) == set()


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        ("Is that where we should collect it?", "Yes. Can you do the pickup on March 5?"),
        ("What name should the booking be under?", "Tom Rivera. It's £15 each, isn't it?"),
        ("What's your member number?", "LC-88215. And the new bundle is £38 a month, right?"),
    ],
)
def test_an_unknown_fact_named_without_a_value_guessed_beside_a_word_of_its_name_is_an_unknown_fact(
    agent: str, said: str
) -> None:
    assert flagged(agent, said) == {"invented_specifics", "unknown_fact"}


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        ("Is that where we should collect it?", "I'm away on March 5. When can you collect?"),
        ("What name should the booking be under?", "Tom Rivera. Parking is £15, isn't it?"),
    ],
)
def test_an_invented_specific_beside_no_word_of_an_unknown_facts_name_is_only_invented(
    agent: str, said: str
) -> None:
    assert flagged(agent, said) == {"invented_specifics"}


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        ("We can collect it on March 5.", "Yes, March 5 for the pickup is fine."),
        ("It's £15 per person.", "OK, £15 each then."),
        ("The new bundle is £38.00 a month.", "£38 a month is fine."),
    ],
)
def test_an_unknown_fact_the_agent_told_is_neither(agent: str, said: str) -> None:
    assert flagged(agent, said) == set()
