"""The fidelity guards on the weak spots blind set 18 found (bench/README.md, "Blind sets 19 to 25"), each mechanism
beside its honest twin: any maker or smith speaking on a line of its own; support or staff speaking on a later line
whatever it says; a head count said in words ("four of us") among volunteered facts; a postal tracking number
written in groups ("RM 4471 0932 6GB"), which is that number and not a phone number."""

from __future__ import annotations

import pytest
from _fidelity_turns import guards_on_reply

from langchain_trajectory.simulation import Scenario

SCENARIO = Scenario(
    goal="Move the ghost walk booking from Friday to Saturday",
    known_facts={
        "booking_number": "GW-55192",
        "lead_name": "Tobias Fenwick",
        "party_size": "4",
        "email": "t.fenwick@mailbox.org",
    },
    unknown_facts=["replacement tracking number", "change fee"],
)


def flagged(agent: str, said: str) -> set[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    return guards_on_reply(SCENARIO, agent, said)


ANY = "Anything else?"
TRACKED = "Sent: tracking number RM447109326GB, with Royal Mail."


@pytest.mark.parametrize(
    "said",
    [
        "Along the leech, about 1.5 m up.\nSailmaker: Right, that's a patch and restitch, I'll price it up.",
        "Both hooks, please.\nBlacksmith: No problem, I can forge those by Friday.",
        "refund please, the full amount\n\nSupport: No problem, processing that now!",
        "Thanks!\nStaff: booking moved, see everyone Saturday.",
    ],
)
def test_a_maker_a_smith_support_or_staff_on_a_line_of_its_own_is_another_speaker(said: str) -> None:
    assert flagged(ANY, said) == {"reply_shape"}


@pytest.mark.parametrize(
    "said",
    [
        "Our sailmaker said the leech tear is about 1.5 m.",  # spoken of, not speaking
        "I asked support: nobody replied to my email.",  # not at the start of a line
        "Support: the email on the booking is the one I wrote to you from.",  # the first line: a heading
    ],
)
def test_a_trade_or_support_named_in_a_sentence_is_not(said: str) -> None:
    assert flagged(ANY, said) == set()


def test_a_head_count_in_words_is_a_volunteered_fact() -> None:
    said = "It's GW-55192. Lead name Tobias Fenwick, there are four of us, and the tickets went to t.fenwick@mailbox.org."
    assert flagged("What's the booking number?", said) == {"data_dump"}


def test_a_head_count_in_words_the_agent_asked_for_is_not() -> None:
    said = "GW-55192, and there are four of us. Lead name Tobias Fenwick."
    assert flagged("What's the booking number, and how many people are in your party?", said) == set()


def test_a_told_tracking_number_written_in_groups_is_known() -> None:
    assert flagged(TRACKED, "Noted, the tracking is RM 4471 0932 6GB. Thanks!") == set()


def test_a_tracking_number_in_groups_no_one_told_is_invented() -> None:
    assert flagged(TRACKED, "Noted. Is the old one, RM 5512 0087 3GB, cancelled?") == {"invented_specifics"}
