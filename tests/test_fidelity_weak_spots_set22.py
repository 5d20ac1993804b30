"""The fidelity guards on the weak spots blind set 22 found (bench/README.md, "Blind sets 19 to 25"), each mechanism
beside its honest twin: the user thanking someone "for confirming" what the agent asked the user to confirm; a desk
such as "Quiz bookings:" speaking on a later line; the user thanking itself by its own first name followed by a
comma ("Thank you, Priya, let me check"); a length of time guessed for an unknown period ("inside the 2-year
warranty")."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Book a quizmaster for the school quiz night",
    known_facts={"full_name": "Priya Shah", "email": "pta.staidans@gmail.com", "venue_postcode": "M9 4FP"},
    unknown_facts=["warranty period", "travel charge"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


ANY = "Anything else?"
CONFIRM = "For security, can you confirm the email address on the booking?"


def test_thanking_for_confirming_what_the_agent_asked_the_user_to_confirm_is_the_assistants_voice() -> None:
    said = "pta.staidans@gmail.com\n\nThank you for confirming! Who would you like to transfer the entry to?"
    assert flagged(CONFIRM, said) == {"reply_shape"}


def test_thanking_the_agent_for_its_own_confirmation_is_the_user() -> None:
    said = "Thank you for confirming! Is parking free on the night?"
    assert flagged("I can confirm your booking for Friday 21 November.", said) == set()


@pytest.mark.parametrize(
    "said",
    [
        "Priya Shah; M9 4FP.\nQuiz bookings: Thank you, let me check the diary.",
        "Priya Shah; M9 4FP.\nEnquiries: of course, we can do that.",
    ],
)
def test_a_desk_speaking_on_a_later_line_is_another_speaker(said: str) -> None:
    assert flagged(ANY, said) == {"reply_shape"}


def test_a_label_that_is_no_desk_is_the_users() -> None:
    assert flagged(ANY, "Priya Shah.\nQuiz theme: of course, general knowledge!") == set()


def test_the_user_thanking_its_own_first_name_then_a_comma_is_the_assistants_voice() -> None:
    assert flagged(ANY, "M9 4FP. Thank you, Priya, let me check the diary.") == {"reply_shape"}


def test_thanking_the_agent_by_its_own_name_is_the_user() -> None:
    assert flagged("Hi, I'm Gareth from the quiz team.", "Thank you, Gareth, that's helpful.") == set()


@pytest.mark.parametrize(
    "said", ["Should still be inside the 2-year warranty period.", "The warranty is five years, isn't it?"]
)
def test_a_length_of_time_guessed_for_an_unknown_period_is_stated(said: str) -> None:
    assert flagged(ANY, said) == {"unknown_fact"}


@pytest.mark.parametrize(
    "said",
    [
        "I bought it 2 years ago; is it still under warranty?",  # a time ago, not a length
        "Good, a two-year warranty then.",  # after the agent told it
    ],
)
def test_a_time_ago_or_a_told_length_is_not(said: str) -> None:
    assert flagged("The frame warranty is 2 years.", said) == set()
