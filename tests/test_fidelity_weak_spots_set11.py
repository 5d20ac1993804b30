"""The fidelity guards on the weak spots blind set 11 found (bench/README.md, "Blind sets 6 to 11"), each mechanism
beside its honest twin: the user answering its own question with "I expect so" or "I suppose they ..."; an amount in
figures before "quid" ("18 quid")."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Get two replacement keys for the bike lock",
    known_facts={"registration_code": "KR-88130-57"},
    unknown_facts=["key fee: £18.00"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


ANY = "Anything else?"


@pytest.mark.parametrize(
    "said",
    [
        "Will the driver carry the panels round to the back? I expect so, most firms do.",
        "Will the fitters need a ladder? I suppose they bring their own, so that's fine.",
        "Is the lock covered? I'd imagine so.",
    ],
)
def test_the_user_answering_its_own_question_with_a_guess_is_a_reply_shape_fault(said: str) -> None:
    assert flagged(ANY, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "I expect the parcel on Friday. Will it come by noon?",
        "Is the lock covered? I hope so.",
        "I suppose so.",
    ],
)
def test_a_guess_that_answers_no_question_of_its_own_or_a_hope_is_not(said: str) -> None:
    assert flagged(ANY, said) == set()


def test_an_unknown_amount_before_quid_states_it() -> None:
    said = "yeah it's KR-88130-57. i know the keys are 18 quid each, that's fine"
    assert flagged("What's the registration code?", said) == {"invented_specifics", "unknown_fact"}


def test_an_amount_before_quid_the_agent_told_is_known() -> None:
    assert flagged("Replacement keys are £18.00 each.", "18 quid each is fine, two please.") == set()
