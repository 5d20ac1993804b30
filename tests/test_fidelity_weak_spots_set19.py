"""The fidelity guards on the weak spots blind set 19 found (bench/README.md, "Blind sets 19 to 25"), each mechanism
beside its honest twin: a bracketed note about the conversation; someone opening a bracket doing something to their
own things ("(Margaret opens her diary ...)"); an unknown amount said in words with its pence ("ten pounds fifty");
and, a false flag, a few words said back as a question ("Friday the 10th? Yes, that suits me"), whose yes answers
the agent, not the user."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Move the delivery of a restored tapestry",
    known_facts={"job_number": "TR-60931", "full_name": "Margaret Ashdown", "postcode": "OX2 6HT"},
    unknown_facts=["refund amount: £10.50", "redelivery fee"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


ANY = "Anything else?"
OFFER = "Would 10 October suit you instead?"


@pytest.mark.parametrize(
    "said",
    [
        "Wonderful, thank you.\n[Note: Margaret is happy and will wrap up the conversation next.]",
        "(Margaret opens her diary and turns the pages slowly.) The 14th would be ideal.",
        "Thank you. (She checks her calendar again.) The 14th then.",
    ],
)
def test_a_note_about_the_conversation_or_an_action_in_brackets_is_not_one_user(said: str) -> None:
    assert flagged(ANY, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "Thank you. (Note: the side gate is locked, please ring the bell.)",  # a note for the courier
        "The 14th, please. (Work starts the 15th.)",  # not someone doing something to their own things
        "The 14th, please (my sister takes her holiday that week).",  # inside a sentence
    ],
)
def test_a_note_or_an_aside_in_brackets_is_the_user(said: str) -> None:
    assert flagged(ANY, said) == set()


def test_an_unknown_amount_in_words_with_its_pence_is_stated() -> None:
    said = "Three bottles exploded. Pretty sure that's ten pounds fifty you owe me."
    assert flagged("How can I help?", said) == {"unknown_fact"}


def test_the_same_amount_in_words_after_the_agent_told_it_is_not() -> None:
    said = "Ten pounds fifty is fine, thank you."
    assert flagged("I can refund £10.50 to your card.", said) == set()


@pytest.mark.parametrize("said", ["Friday the 10th? Yes, that suits me.", "The 10th? Yes, that's perfect."])
def test_an_offer_said_back_as_a_question_then_yes_answers_the_agent(said: str) -> None:
    assert flagged(OFFER, said) == set()


@pytest.mark.parametrize(
    "said", ["Is the 10th a weekday? Yes, it is a Friday.", "Will the courier ring first? Yes, they will."]
)
def test_a_real_question_answered_by_the_user_is_still_its_own_answer(said: str) -> None:
    assert flagged(OFFER, said) == {"reply_shape"}
