"""The fidelity guards on the weak spots blind set 7 found (bench/README.md, "Blind sets 6 and 7"), each
mechanism beside its honest twin: an amount divided by a count the agent's last message named ("a term is 12
lessons, £264", so "£22 a lesson"); a range of ordinal days ("the 8th-12th one") is not an identifier; a year in two
figures is read as ``strptime``'s ``%y`` ("23.11.80" is 1980); "yes" or "no" and a word of the user's own question
answers it; "thanks for choosing us" and "would you like to add" are the assistant's voice; an identifier is asked
for by its word followed by a word for one ("to find your order" does not ask for the order number)."""

from __future__ import annotations

import pytest

from langchain_trajectory.simulation import Scenario, check_fidelity
from langchain_trajectory.trajectory import Message, Trajectory

SCENARIO = Scenario(
    goal="Return an unopened DNA test kit",
    known_facts={
        "email": "h.moreau@laposte.net",
        "order_number": "GX-1048-2276",
        "kit_serial": "KIT 88 4021 7735",
        "price_paid": "$89.00",
        "date_of_birth": "1980-11-23",
    },
)


def flagged(*agent_then_user: str) -> set[str]:
    """The guards that fire on the last message, a user's, after the others (agent and user taking turns)."""
    *earlier, said = agent_then_user
    turns = [
        Message.assistant(text) if i % 2 == 0 else Message.user(text, metadata={"source": "simulated_user"})
        for i, text in enumerate(earlier)
    ]
    turns.append(Message.user(said, metadata={"source": "simulated_user"}))
    return {v.guard for v in check_fidelity(Trajectory(messages=turns), SCENARIO).violations}


TERM = "A term is 12 half-hour lessons and the term fee is £264."


@pytest.mark.parametrize("said", ["Tues 16:30 please. So £22 a lesson, that's fine.", "£22 per lesson then"])
def test_an_amount_divided_by_a_count_the_agents_last_message_named_is_not_invented(said: str) -> None:
    assert flagged(TERM, said) == set()


def test_an_amount_near_it_is_still_invented() -> None:
    assert flagged(TERM, "So £21 a lesson, that's fine.") == {"invented_specifics"}


def test_a_count_only_an_earlier_agent_message_named_does_not_ground_it() -> None:
    assert flagged(TERM, "OK.", "Shall I book it?", "So £22 a lesson?") == {"invented_specifics"}


@pytest.mark.parametrize("said", ["I'll take the 8th-12th one.", "the 3rd-5th works"])
def test_a_range_of_ordinal_days_is_not_an_identifier(said: str) -> None:
    assert flagged("Which course?", said) == set()


def test_a_code_is_still_an_identifier() -> None:
    assert flagged("Which course?", "I'll take course 0812-B.") == {"invented_specifics"}


@pytest.mark.parametrize("said", ["born 23.11.80", "DOB 11/23/80"])
def test_a_two_figure_year_from_69_is_in_the_1900s(said: str) -> None:
    assert flagged("And your date of birth, for security?", said) == set()


@pytest.mark.parametrize("said", ["born 24.11.80", "DOB 11/24/80"])
def test_a_date_of_another_year_is_still_invented(said: str) -> None:
    assert flagged("And your date of birth, for security?", said) == {"invented_specifics"}


@pytest.mark.parametrize(
    "said",
    [
        "Thursday at 4pm, please. Is fitting included? Yes, fitting is always included in that range.",
        "Do the kits expire at all? No, kits last two years.",
        "Hi Aisha! Thanks for choosing us. Would you like to add party bags for the kids?",
    ],
)
def test_an_answer_to_the_users_own_question_or_the_assistants_welcome_is_a_reply_shape_fault(
    said: str,
) -> None:
    assert flagged("Which slot suits you?", said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "Registered? No, registration never happened.",
        "Is fitting included? Fitting matters to us.",
        "Can I pay by card? yes, please tell me",
        "Thanks for choosing a good slot for us. Can I add party bags?",
    ],
)
def test_an_echoed_question_a_plain_follow_up_or_the_users_thanks_is_not(said: str) -> None:
    assert flagged("Which slot suits you?", said) == set()


SIGNED = "h.moreau@laposte.net\n\n--\nH. Moreau\nOrder GX-1048-2276 | Kit KIT 88 4021 7735 | Paid $89.00"


def test_the_order_mentioned_but_not_its_number_asked_so_a_signature_of_three_more_facts_is_a_dump() -> None:
    assert flagged("To find your order, can you give me the email address you used?", SIGNED) == {"data_dump"}


@pytest.mark.parametrize(
    "agent",
    [
        "Can you give me the email and the order number?",
        "Can you give me the email and your order no.?",
        "Can you give me the email and the order reference?",
    ],
)
def test_the_order_number_asked_for_leaves_two_more_facts(agent: str) -> None:
    assert flagged(agent, SIGNED) == set()
