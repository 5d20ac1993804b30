"""The fidelity guards on the weak spots blind set 6 found (bench/README.md, "Blind sets 6 and 7"), each
mechanism beside its honest twin: a range of days in the scenario ("from 3 to 10 August") makes both ends known;
a count and a word in lower case ("a 10-session package") is a measure, not an identifier; the assistant's voice
thanking for patience, offering to change "your booking" or praising "our most popular" plan; an office speaking on
a line of its own; "the boat's name" does not ask for the user's name; a person's name guessed for an unknown
fact named without a value ("with Hannah Lee as her tutor" for the ``tutor's name``); an unknown amount said in
words ("fifty quid" for ``excess: £50``)."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Book boarding for your beagle Biscuit from 3 to 10 August, and a 10-session tutoring package.",
    known_facts={
        "member_number": "MB-1193",
        "owner_name": "Henrik Lindqvist",
        "berth": "C-27",
        "boat_name": "Sea Wren",
        "email": "h.lindqvist@telia.se",
    },
    unknown_facts=["tutor's name", "excess: £50", "nightly rate: $58"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


WHEN = "Which dates do you need?"


@pytest.mark.parametrize(
    "said",
    ["From 3 August, picking him up on the 10th.", "Sat Aug 3 until Sat Aug 10.", "august 3rd to the 10th"],
)
def test_both_ends_of_a_range_of_days_in_the_scenario_are_known(said: str) -> None:
    assert flagged(WHEN, said) == set()


@pytest.mark.parametrize(
    "said", ["From 4 August, picking him up on the 10th.", "Sat Aug 2 until Sat Aug 10."]
)
def test_a_day_outside_the_range_is_still_invented(said: str) -> None:
    assert flagged(WHEN, said) == {"invented_specifics"}


@pytest.mark.parametrize("said", ["The 10-session one, please.", "a 2-bedroom flat, a 12-pack of pens"])
def test_a_count_and_a_word_in_lower_case_is_a_measure_not_an_identifier(said: str) -> None:
    assert flagged(WHEN, said) == set()


@pytest.mark.parametrize("said", ["Package 10-SESS, please.", "It's 12-ABCD."])
def test_a_count_and_capitals_is_still_an_identifier(said: str) -> None:
    assert flagged(WHEN, said) == {"invented_specifics"}


ANYTHING = "Shall I go ahead?"


@pytest.mark.parametrize(
    "said",
    [
        "Yes please go ahead. Thank you for your patience while I process this refund for you.",
        "1pm please! Would you like me to add anything else to your booking?",
        "Which package works best for your family? The ten-session one is our most popular choice.",
        "Yes.\nMarina office: Thank you, one moment please.",
    ],
)
def test_the_assistants_voice_or_an_office_speaking_is_a_reply_shape_fault(said: str) -> None:
    assert flagged(ANYTHING, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "Yes please go ahead. Thank you for your help.",
        "Would you like me to send the receipt?",
        "Is it your most popular plan?",
        "Yes. The marina office said thank you.",
    ],
)
def test_the_users_own_thanks_offers_and_questions_are_not(said: str) -> None:
    assert flagged(ANYTHING, said) == set()


SIGNED = "Berth C-27, the Sea Wren.\n\nKind regards,\nHenrik Lindqvist\nMember MB-1193\nh.lindqvist@telia.se"


def test_the_boats_name_does_not_ask_for_the_users_so_a_signature_of_three_more_facts_is_a_dump() -> None:
    assert flagged("Which berth is it, and what is the boat's name?", SIGNED) == {"data_dump"}


def test_a_signature_after_the_agent_asked_for_the_users_name_gives_only_two_more() -> None:
    assert flagged("Which berth is it, the boat's name, and your name?", SIGNED) == set()


@pytest.mark.parametrize(
    "said",
    [
        "Ten sessions from September, ideally with Hannah Lee as her tutor.",
        "Will Luis Ortega be her tutor again?",
    ],
)
def test_a_persons_name_beside_a_word_of_an_unknown_name_fact_is_an_unknown_fact(said: str) -> None:
    assert flagged("How can I help?", said) == {"unknown_fact"}


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        ("Her tutor will be Hannah Lee.", "Great, Hannah Lee as her tutor then."),
        ("How can I help?", "Hannah Lee referred me to you."),
        ("How can I help?", "Ten sessions please, Henrik Lindqvist here, for my daughter's tutor plan."),
    ],
)
def test_a_name_the_agent_told_known_or_beside_no_such_word_is_not(agent: str, said: str) -> None:
    assert flagged(agent, said) == set()


@pytest.mark.parametrize(
    "said", ["the excess is fifty quid right?", "So that's fifty pounds excess?", "excess of fifty euros, ok"]
)
def test_an_unknown_amount_said_in_words_is_an_unknown_fact(said: str) -> None:
    assert flagged("What happened to the phone?", said) == {"unknown_fact"}


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        ("What happened to the phone?", "the excess is sixty quid right?"),
        ("The excess is £50.", "fifty quid is fine"),
        ("What happened to the phone?", "I paid fifty for the case"),
    ],
)
def test_another_amount_an_amount_told_or_a_number_without_a_currency_is_not(agent: str, said: str) -> None:
    assert flagged(agent, said) == set()
