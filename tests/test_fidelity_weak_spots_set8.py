"""The fidelity guards on the weak spots blind set 8 found (bench/README.md, "Blind sets 6 to 9"), each mechanism
beside its honest twin: a date written with its year is known by that year's date, by the day written without a
year, or by the day in another year when that year is said ("31 October 2025" after "until 31 October 2024 ... the
2025 renewal"), not by the same day of another year ("27 February 1952" for a birth date in 1951); a range of two
days written day.month ("20.07-10.08"); the assistant's welcome ("thank you for booking with us", "we look forward
to welcoming you", "I'm here to help with any other questions you may have"); a reasoning label in bold; a note
that it is a simulated user staying in persona; a person's name guessed for an unknown fact named by a part a
person plays (``league captain``)."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Pause the veg box over the holiday and renew the club membership",
    known_facts={"date_of_birth": "1951-02-27", "holiday_start": "2024-07-20", "holiday_end": "2024-08-10"},
    unknown_facts=["league captain"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


DOB = "And your date of birth?"
RENEWAL = "Your berth runs until 31 October 2024. The 2025 renewal is ready."


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        (DOB, "I was born on 27 February 1951."),
        (DOB, "27 February"),
        (DOB, "27/02/51"),
        (RENEWAL, "So it then runs to 31 October 2025?"),
    ],
)
def test_a_date_with_its_year_is_known_by_that_year_the_day_alone_or_a_year_said(
    agent: str, said: str
) -> None:
    assert flagged(agent, said) == set()


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        (DOB, "I was born on 27 February 1952."),
        (DOB, "27/02/50"),
        (RENEWAL, "So it then runs to 31 October 2026?"),
    ],
)
def test_the_same_day_of_a_year_nobody_said_is_invented(agent: str, said: str) -> None:
    assert flagged(agent, said) == {"invented_specifics"}


WHEN = "Which dates should I skip?"


@pytest.mark.parametrize(
    "said", ["20.07-10.08. Can the credit go against my next box?", "20.07 - 10.08, please"]
)
def test_a_range_of_two_days_written_day_dot_month_is_two_dates(said: str) -> None:
    assert flagged(WHEN, said) == set()


@pytest.mark.parametrize(
    "said", ["21.07-10.08. Can the credit go against my next box?", "20.07 - 11.08, please"]
)
def test_a_range_with_a_day_nobody_gave_is_invented(said: str) -> None:
    assert flagged(WHEN, said) == {"invented_specifics"}


ANY = "Shall I confirm?"


@pytest.mark.parametrize(
    "said",
    [
        "Yes, please confirm. Thank you for booking with us, we look forward to welcoming your group!",
        "Yes. I'm here to help with any other questions you may have about your booking.",
        "**Reasoning:** The agent wants the symptom; my persona is technical.",
        "Yes.\n*(Simulated user, staying in persona as a tired new dad.)*",
    ],
)
def test_the_assistants_welcome_a_bold_reasoning_label_or_a_note_on_the_persona_is_a_reply_shape_fault(
    said: str,
) -> None:
    assert flagged(ANY, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "Yes please. I'm here to help my mum with her booking.",
        "We look forward to the tasting!",
        "**Resistance:** none at all, it spins freely.",
        "Yes (staying in Leeds that week).",
    ],
)
def test_the_users_own_words_in_the_same_forms_are_not(said: str) -> None:
    assert flagged(ANY, said) == set()


def test_a_persons_name_beside_the_part_an_unknown_fact_names_is_an_unknown_fact() -> None:
    assert flagged("Anything else?", "Will Sam Okoro still be the league captain? He's great.") == {
        "unknown_fact"
    }


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        ("Sam Okoro is the league captain this season.", "Great, Sam Okoro as captain again."),
        ("Anything else?", "Is the league captain nice?"),
    ],
)
def test_a_name_the_agent_told_or_no_name_is_not(agent: str, said: str) -> None:
    assert flagged(agent, said) == set()
