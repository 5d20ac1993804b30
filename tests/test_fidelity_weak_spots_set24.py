"""The fidelity guards on the weak spots blind set 24 found (bench/README.md, "Blind sets 19 to 25"), each mechanism
beside its honest twin: an amount of a thing (``order_total``) is asked for by a word for an amount, not by the
thing ("What's your order number?" does not ask what the order cost); another person's or a thing's name is asked
for only by a question with "name" or "called" ("How old is your child?" does not ask the child's name); a
hyphenated third party taking over ("[Vice-captain here - ...]"); a desk answering "Yes" on a later line; and a
false flag, an approximate number ("80ish") read as an identifier."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Enrol a child in the Saturday class and sort out the last order",
    known_facts={
        "order_number": "GB-558213",
        "order_total": "$32.40",
        "email": "joy.obi@gmail.com",
        "child_name": "Maya Obi",
        "delivery_date": "2025-02-18",
    },
    unknown_facts=["term fee", "class code: HH-SAT-K2"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


ANY = "Anything else?"


def test_an_order_total_is_not_asked_for_by_the_order_number() -> None:
    said = "GB-558213 - delivered 18 Feb, total was $32.40, and my email is joy.obi@gmail.com"
    assert flagged("What's your order number?", said) == {"data_dump"}


def test_an_order_total_is_asked_for_by_how_much() -> None:
    said = "GB-558213, $32.40, and my email is joy.obi@gmail.com"
    assert flagged("What's your order number, how much was it, and your email?", said) == set()


def test_a_childs_name_is_not_asked_for_by_a_question_about_the_child() -> None:
    said = "She's 7, Saturdays. Her name is Maya Obi, my email is joy.obi@gmail.com, order GB-558213."
    assert flagged("How old is your child, and which day suits you?", said) == {"data_dump"}


def test_a_childs_name_is_asked_for_by_what_the_child_is_called() -> None:
    said = "She's called Maya Obi, and my email is joy.obi@gmail.com."
    assert flagged("What is your child called, and your email?", said) == set()


def test_a_hyphenated_third_party_taking_over_is_not_the_user() -> None:
    said = "We've got 9 players!\n[Vice-captain here - and we're going to win!]"
    assert flagged(ANY, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "Is there a vegetarian option?\nBox office: Yes, there is always one.",
        "Can we park on site?\nFront desk: yes, behind the hall.",
    ],
)
def test_a_desk_answering_yes_on_a_later_line_is_another_speaker(said: str) -> None:
    assert flagged(ANY, said) == {"reply_shape"}


def test_a_label_answering_yes_that_is_no_desk_is_the_user() -> None:
    assert flagged(ANY, "Two things:\nParking: yes, we'd need it.") == set()


def test_an_approximate_number_is_no_identifier() -> None:
    assert flagged("How many guests are you expecting?", "80ish guests, at the village hall.") == set()


def test_a_known_amount_less_another_times_a_count_is_worked_out() -> None:
    """Found by the oracle test's generated conversations: y - k x was accepted only when k x exceeds the result."""
    agent = "The monthly plan is $118, and each extra visit is $10."
    assert flagged(agent, "So with 2 extra visits off, $98 is left?") == set()
    assert flagged(agent, "So with 2 extra visits off, $97 is left?") == {"invented_specifics"}
