"""The fidelity guards on the weak spots blind set 12 found (bench/README.md, "Blind sets 13 to 18"), each
mechanism beside its honest twin: an unknown fact named only by words of its kind ("deposit amount"); the month and
year of an unknown date ("until March 2025"); a first name alone ("the fitter is Gareth"); the user thanking or
greeting someone by its own first name; a play's action about "the customer"; a measure of a thing asked for by
the thing ("the address of the lawn" is not "how big"); "address" alone not asking for an email; an amount a count
times another less a third ("saves $10 against $64 twice")."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario
from langchain_trajectory.trajectory import ToolCall

SCENARIO = Scenario(
    goal="Get the kayak deposit back and book a seat-fitting check",
    known_facts={
        "full_name": "Amara Okafor",
        "rental_id": "KR-55213",
        "purchase_date": "2023-03-18",
        "phone": "01423 557190",
        "email": "a.okafor@paddlemail.se",
        "lawn_size": "180 square metres",
        "address": "27 Birchwood Close, Harrogate HG2 8QT",
    },
    unknown_facts=["deposit amount", "warranty end date: 2025-03-18", "fitter's name"],
)


def flagged(agent: str, said: str, *calls: ToolCall) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent`` (with ``calls``)."""
    return guards_on_reply(SCENARIO, agent, said, *calls)


ANY = "Anything else?"


def test_an_unknown_fact_named_only_by_words_of_its_kind_is_found_by_the_first() -> None:
    said = "KR-55213. The deposit was $150, I'd like all of it back."
    assert "unknown_fact" in flagged("What's your rental ID?", said)


def test_the_same_amount_the_agent_told_is_not_a_guess() -> None:
    assert (
        flagged("The $150.00 deposit is still held.", "Yes please, the $150 deposit back to my card.")
        == set()
    )


def test_the_month_and_year_of_an_unknown_date_state_it() -> None:
    assert flagged(ANY, "It should still be under warranty until March 2025.") == {"unknown_fact"}


@pytest.mark.parametrize(
    "agent", ["Your warranty runs until 18 March 2025.", "The warranty ends in March 2025."]
)
def test_the_month_and_year_the_agent_told_are_not(agent: str) -> None:
    assert flagged(agent, "Great, so it's covered until March 2025.") == set()


def test_another_month_of_that_year_is_not_the_unknown_date() -> None:
    assert "unknown_fact" not in flagged(ANY, "I bought it in March 2023, and it broke in May 2025.")


def test_a_first_name_alone_for_a_persons_name_states_it() -> None:
    said = "Thursday at 10am please. My sister said the fitter there is Gareth, he's lovely."
    assert flagged(ANY, said) == {"unknown_fact"}


@pytest.mark.parametrize(
    "said",
    [
        "Thursday at 10am please. Is the fitter there nice?",
        "The fitter can come on Friday.",
        "The fitter is Gareth? Great.",  # the agent said so
    ],
)
def test_a_name_the_agent_said_or_no_name_is_not(said: str) -> None:
    assert "unknown_fact" not in flagged("Gareth will do the fitting.", said)


@pytest.mark.parametrize(
    "said",
    [
        "Thank you for the details, Amara! Would you like me to proceed with the upgrade?",
        "Hi Amara, your upgrade is ready.",
    ],
)
def test_the_user_addressing_its_own_first_name_speaks_as_the_assistant(said: str) -> None:
    assert flagged("Thanks, Amara. How would you like to pay?", said) == {"reply_shape"}


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        ("How would you like to pay?", "By card please. Thanks, Amara"),  # a signature
        ("Hi, I'm Amara, how can I help?", "Hi Amara, I'd like a refund."),  # the agent's own name
    ],
)
def test_a_signature_or_the_agents_own_name_is_not(agent: str, said: str) -> None:
    assert flagged(agent, said) == set()


def test_an_action_about_the_customer_in_brackets_is_a_play() -> None:
    said = "14 children and 4 adults.\n\n(The customer waits excitedly for the agent's reply.)"
    assert flagged(ANY, said) == {"reply_shape"}


def test_words_in_brackets_are_not() -> None:
    assert flagged(ANY, "14 children (the customer service line was busy) and 4 adults.") == set()


DUMP = "27 Birchwood Close, Harrogate HG2 8QT. The lawn's about 180 square metres, and you can reach me on 01423 557190 or a.okafor@paddlemail.se."


def test_the_lawns_address_asks_neither_its_size_nor_an_email() -> None:
    assert flagged("What's the address of the lawn, including the postcode?", DUMP) == {"data_dump"}


def test_asking_how_big_the_lawn_is_and_for_an_email_address_asks_for_both() -> None:
    agent = "What's the address of the lawn, how big is it, and your email address?"
    assert flagged(agent, DUMP) == set()


def test_a_count_times_an_amount_less_another_is_worked_out() -> None:
    lookup = ToolCall(name="plans", args={}, result={"monthly": 64.0, "twice_monthly": 118.0}, id="c1")
    said = "Hmm, so twice a month saves $10 compared to paying $64 twice. I'll take that."
    assert flagged("Monthly is $64.00 a visit; twice a month is $118.00.", said, lookup) == set()


def test_a_difference_with_no_count_named_is_still_invented() -> None:
    lookup = ToolCall(name="plans", args={}, result={"monthly": 64.0, "twice_monthly": 118.0}, id="c1")
    said = "Another salon quoted me $10 less, can you match it?"
    assert "invented_specifics" in flagged(
        "Monthly is $64.00 a visit; twice a month is $118.00.", said, lookup
    )
