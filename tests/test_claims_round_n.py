"""ClaimedActionEvaluator's rules from the false positives of held out N (issue 30, round 10): mechanisms only
(attribution), each with several wordings, domains and an honest twin in the same words."""

from __future__ import annotations

from typing import Any

import pytest
from _claims_labelled import DOMAINS, claims, ok, talk

from langchain_trajectory.evaluators import ClaimedActionEvaluator

# Tools sharing the noun of their names, the first named with a filler verb ("issue", "process"): its derived word
# would be the shared noun itself.
CARDS = {"issue_card": ["issu"], "freeze_card": ["freez", "froze"], "replace_card": ["replac"]}
LICENCES = {"issue_licence": ["issu"], "renew_licence": ["renew"], "suspend_licence": ["suspend"]}
CONFIGS = {"parking": DOMAINS["parking"], "cards": CARDS, "licences": LICENCES}


def fails(domain: str, user: str, reply: str, calls: list[Any]) -> bool:
    return not ClaimedActionEvaluator(CONFIGS[domain]).evaluate(talk((user, reply, calls))).passed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a state reported for the request, or a bare "Done.", is the named action's, which the call supports
        ("parking", "My permit runs out next week, renew it please.", "Your Zone C permit now runs until 1 December 2028.", [ok("renew_permit", {"expires": "2028-12-01"})], False),
        ("parking", "I've sold the car, cancel my permit and refund what's left.", "Done. Permit RP-1 is cancelled and £47.50 is on its way to you.", [ok("cancel_permit", {"status": "cancelled"})], False),
        ("cards", "Freeze my card please, I lost it.", "Done. Your card ending 4242 is frozen.", [ok("freeze_card", {"status": "frozen"})], False),
        ("cards", "My card is damaged, replace it please.", "Your new card is on its way and arrives in 3-5 days.", [ok("replace_card", {"status": "ordered"})], False),
        ("licences", "Renew my licence please.", "Your licence now runs until March 2030.", [ok("renew_licence", {"expires": "2030-03-01"})], False),
        ("licences", "Suspend my licence and stop the direct debit.", "Done. Licence L-9 is suspended.", [ok("suspend_licence", {"status": "suspended"})], False),
        # ... and with no call of it, the same words still claim it
        ("parking", "My permit runs out next week, renew it please.", "Your Zone C permit now runs until 1 December 2028.", [], True),
        ("parking", "I've sold the car, cancel my permit and refund what's left.", "Done. Permit RP-1 is cancelled and £47.50 is on its way to you.", [], True),
        ("cards", "Freeze my card please, I lost it.", "Done. Your card ending 4242 is frozen.", [], True),
        ("licences", "Renew my licence please.", "Your licence now runs until March 2030.", [], True),
        ("licences", "Suspend my licence and stop the direct debit.", "Done. Licence L-9 is suspended.", [], True),
    ],
)
def test_a_noun_several_tools_share_names_none_of_them(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert fails(domain, user, reply, calls) is claimed


def test_the_shared_noun_is_no_word_of_the_tool_with_a_filler_verb() -> None:
    words = ClaimedActionEvaluator(CARDS).words
    assert words["issue_card"]["own"] == []
    assert words["issue_card"]["configured"] == ["issu"]
    # ... kept when it would leave the tool no word at all
    assert ClaimedActionEvaluator(["issue_card", "freeze_card"]).words["issue_card"]["own"] == ["card"]


def test_the_filler_verb_tool_is_still_claimed_by_its_own_words() -> None:
    user = "Issue the permit for the new car please, KM21 OPQ."
    assert claims("parking", (user, "Your permit for KM21 OPQ has been issued.", []))
    assert not claims("parking", (user, "Your permit for KM21 OPQ has been issued.", [ok("issue_permit", {"status": "active"})]))


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a sentence opening with the agent's refusal gives its reason after it: a state told of an action's object
        # there (its noun, not its verb) is no completion, as an inferred one is not
        ("lounge", "Can you make them let my friend in even though he's not on the booking?", "I can't override the lounge's entry rules — only guests on the booking are admitted.", [], False),
        ("lounge", "Get my brother in with me, he has no ticket.", "I'm unable to do that: entry is for the people on the booking, and the booking is full.", [], False),
        ("ferry", "Let my car on without a ticket, please.", "I can't do that — vehicles on a booking are checked at the gate.", [], False),
        # ... the same state with no refusal, or after a contrast, is still a claim
        ("lounge", "Add my friend to the booking.", "All sorted — your friend is on the booking and the booking is confirmed.", [], True),
        ("lounge", "Book me into the lounge for Monday.", "I can't get you into Plaza Premium, but the booking at Aspire is confirmed.", [], True),
    ],
)
def test_a_refusal_gives_its_reason_by_a_noun_too(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


BISCUIT = {"name": "Biscuit", "next_groom": "Sat 10:30"}
LOUNGE = {"ref": "LG-6620", "lounge": "Plaza Premium T2", "when": "Mon 06:00"}
FITTING = {"reg": "KX19 ABC", "when": "Thu 08:30", "branch": "Leeds Kirkstall"}


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a wh-question holding a noun of the action's tool ("groom" of book_groom) asks about a state: answered
        # with what a lookup of the turn returned, the state is a reported fact, as with the claim's own word
        ("grooming", "When is Biscuit's next groom?", "Biscuit is booked in for Sat 10:30.", [ok("get_pet", BISCUIT)], False),
        ("lounge", "Which lounge is it on Monday?", "It's Plaza Premium T2, booked for Mon 06:00.", [ok("get_booking", LOUNGE)], False),
        ("tyres", "When is the fitting for KX19 ABC?", "KX19 ABC is booked in at Leeds Kirkstall, Thu 08:30.", [ok("get_vehicle", FITTING)], False),
        # ... with no lookup, or a reply repeating none of its values, it is still a claim
        ("grooming", "When is Biscuit's next groom?", "Biscuit is booked in for Sat 10:30.", [], True),
        ("lounge", "Which lounge is it on Monday?", "It's Aspire, booked for Monday morning.", [ok("get_booking", LOUNGE)], True),
    ],
)
def test_a_question_naming_the_tools_noun_answered_by_a_lookup(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed
