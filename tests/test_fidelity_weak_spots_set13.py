"""The fidelity guards on the weak spots blind set 13 found (bench/README.md, "Blind sets 13 to 18"), each
mechanism beside its honest twin: a range of hours written short ("14-16") is not an identifier; "thank you for your
patience" alone is a user's thanks; reception speaking on a line of its own; an action in asterisks with any verb
("*rummages through the paperwork*"); a ticket is an identifier ("to find the repair" does not ask for the repair
ticket); an unknown range of seats said with "to" ("G12 to G15")."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Get the watch repaired under warranty and book new seats",
    known_facts={
        "repair_ticket": "WR-18834",
        "watch_model": "Seiko SARB033",
        "service_date": "2025-02-03",
        "phone": "(312) 555-0187",
        "email": "h.brandt@comcast.net",
    },
    unknown_facts=["new seats: G12-G15", "exchange fee"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


SLOTS = "Studio B is free from 10:00 to 12:00 or 14:00 to 16:00. Which slot?"


@pytest.mark.parametrize("said", ["14-16 works.", "18-20 please", "The 10-12 one."])
def test_a_range_of_hours_written_short_is_not_an_identifier(said: str) -> None:
    assert "invented_specifics" not in flagged(SLOTS, said)


def test_a_code_of_two_numbers_with_more_figures_still_is() -> None:
    assert "invented_specifics" in flagged(SLOTS, "14-16 works, and my voucher is 4471-9920.")


def test_thanking_the_agent_for_its_patience_is_a_users_thanks() -> None:
    assert (
        flagged("A new confirmation is on its way.", "That's perfect. Thank you for your patience!") == set()
    )


def test_thanking_for_patience_while_processing_is_the_assistants_voice() -> None:
    said = "Yes please go ahead. Thank you for your patience while I process this refund for you."
    assert flagged(ANY, said) == {"reply_shape"}


ANY = "Anything else?"


def test_reception_speaking_on_a_line_of_its_own_is_another_speaker() -> None:
    said = "Mikko Laine, (312) 555-0187.\nReception: Thank you, Mr. Laine, I have everything I need."
    assert flagged("Can I have a name and a phone number?", said) == {"reply_shape"}


def test_the_word_reception_in_a_sentence_is_not() -> None:
    assert flagged(ANY, "Can I pay at reception: is that okay?") == set()


@pytest.mark.parametrize(
    "said", ["*rummages through the paperwork* Yes, it's WR-18834.", "Hang on. *goes to find the receipt*"]
)
def test_an_action_in_asterisks_with_any_verb_is_a_play(said: str) -> None:
    assert flagged("What's your repair ticket?", said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "It *always* loses time overnight.",
        "It has *stopped completely* now.",
        "This is *serious* for me, it was a gift.",
        "I *was charged* twice.",
        "It's *this watch* here, not my other one.",
    ],
)
def test_words_stressed_in_asterisks_are_not(said: str) -> None:
    assert flagged(ANY, said) == set()


DUMP = "(312) 555-0187. Ticket WR-18834, a Seiko SARB033 serviced on 3 February; email h.brandt@comcast.net."


def test_finding_the_repair_does_not_ask_for_the_repair_ticket() -> None:
    agent = "Sorry about that. Can I take your phone number or email to find the repair?"
    assert flagged(agent, DUMP) == {"data_dump"}


def test_asking_for_the_ticket_asks_for_it() -> None:
    agent = "Sorry about that. Can I take your phone number, email and repair ticket to find the repair?"
    assert flagged(agent, DUMP) == set()  # the model and the service date: two unasked, the limit


def test_an_unknown_range_said_with_to_states_it() -> None:
    said = "The 15th please - could we have seats G12 to G15?"
    assert "unknown_fact" in flagged("The 15 March showing has 22 seats left.", said)


def test_a_range_the_agent_told_is_known() -> None:
    said = "Great, seats G12 to G15 are perfect."
    assert flagged("I can give you seats G12-G15 together in row G.", said) == set()
