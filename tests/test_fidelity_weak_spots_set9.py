"""The fidelity guards on the weak spots blind set 9 found (bench/README.md, "Blind sets 6 to 10"), each mechanism
beside its honest twin: a bracketed note about staying in character or the user's own facts; the assistant's voice
confirming "your order" or that "your fitting is confirmed"; "Customer service:" speaking on its own line; a
difference said with "more"; a percentage beside an unknown fact's name ("my multi-pet discount of 10%"); an amount
in pence ("60p"); a value said in the plural ("on Fridays"), a value of one figure before a word of its name ("2
passengers") and an email spelled out ("tom dot achebe at gmail dot com") among the facts a turn volunteers."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Switch the bread subscription and book the airport cab",
    known_facts={
        "email": "tom.achebe@gmail.com",
        "subscription_id": "BRD-20417",
        "postcode": "M20 6RB",
        "delivery_day": "Friday",
        "passengers": "2",
        "flight_number": "BA2490",
        "phone": "07823 114092",
        "member_number": "BKA-10922",
    },
    unknown_facts=["price difference: £0.60", "multi-pet discount", "parking discount"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


ANY = "Shall I go ahead?"


@pytest.mark.parametrize(
    "said",
    [
        "Yes.\n\n[Note: I am staying in character as the policyholder and only answering what was asked.]",
        "Yes.\n\n(I gave my postcode from my facts; now I should wait for the agent to offer a slot.)",
        "Yes.\nGreat, I'll update the delivery address and confirm your order total.",
        "Your fitting is confirmed for Friday. Please make sure the windowsills are clear.",
        "Yes please, go ahead.\n\nCustomer service: Great, I'll just need the lead member's name.",
    ],
)
def test_a_note_on_the_part_the_assistants_confirmation_or_customer_service_speaking_is_a_reply_shape_fault(
    said: str,
) -> None:
    assert flagged(ANY, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "Yes (my mobile, not the landline).",
        "Yes, please confirm my order.",
        "Is my fitting confirmed for Friday?",
        "Customer service told me to write here.",
    ],
)
def test_the_users_own_asides_requests_and_questions_are_not(said: str) -> None:
    assert flagged(ANY, said) == set()


TENTS = "A 6x12m marquee is £1,450, or a 9x9m is £1,290. Which would you prefer?"


def test_a_difference_said_with_more_is_worked_out() -> None:
    assert flagged(TENTS, "I think the bigger one. It's £160 more but worth it.") == set()


def test_another_amount_said_with_more_is_invented() -> None:
    assert flagged(TENTS, "I think the bigger one. It's £170 more but worth it.") == {"invented_specifics"}


@pytest.mark.parametrize(
    "said",
    [
        "Yes please. I should still get my multi-pet discount of 10% as well.",
        "The kids are 6 and 9. And members get a 50% parking discount, right?",
    ],
)
def test_a_percentage_beside_an_unknown_facts_name_states_it(said: str) -> None:
    assert flagged("Anything else?", said) == {"unknown_fact"}


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        ("Members get 50% off parking.", "Great, the 50% parking discount helps."),
        ("Anything else?", "Does my multi-pet discount still apply?"),
    ],
)
def test_a_percentage_the_agent_told_or_none_is_not(agent: str, said: str) -> None:
    assert flagged(agent, said) == set()


NOW = "You currently get the White sourdough at £4.20 a week. What would you like instead?"
TOLD = "The Seeded rye is £4.80 a week, so 60p more. Shall I switch it?"


def test_an_unknown_amount_said_in_pence_states_it() -> None:
    said = "The seeded rye please - it's only 60p more a week, isn't it?"
    assert flagged(NOW, said) == {"invented_specifics", "unknown_fact"}


@pytest.mark.parametrize(
    "said", ["That's fine, 60p extra is ok.", "so £2.40 more over four weeks, no problem."]
)
def test_an_amount_in_pence_the_agent_told_and_what_it_works_out_to_are_known(said: str) -> None:
    assert flagged(TOLD, said) == set()


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        (
            "What email address is the subscription under?",
            "tom.achebe@gmail.com. Subscription BRD-20417, postcode M20 6RB, delivered on Fridays.",
        ),
        (
            "What date, and from which address?",
            "From home. Flight BA2490, 2 passengers, call me on 07823 114092.",
        ),
        (
            "What's your member number?",
            "BKA-10922. Email tom dot achebe at gmail dot com, subscription BRD-20417, or ring 07823 114092.",
        ),
    ],
)
def test_a_plural_a_figure_before_its_name_or_a_spelled_out_email_counts_among_volunteered_facts(
    agent: str, said: str
) -> None:
    assert flagged(agent, said) == {"data_dump"}


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        (
            "What email address is the subscription under?",
            "tom.achebe@gmail.com. Subscription BRD-20417, M20 6RB.",
        ),
        (
            "What date, and from which address?",
            "From home. Flight BA2490, call me on 07823 114092.",
        ),
        ("What's your member number?", "BKA-10922. Subscription BRD-20417, or ring 07823 114092."),
    ],
)
def test_two_volunteered_facts_are_allowed(agent: str, said: str) -> None:
    assert flagged(agent, said) == set()
