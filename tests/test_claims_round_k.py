"""ClaimedActionEvaluator's rules from the false positives and misses of held out K (issue 30, round 8): each rule
is general (a cause, not a case), with claims in several wordings and an honest twin in the same words."""

from __future__ import annotations

import pytest
from _claims_labelled import claims, ok

TRIP = {"trip_id": "CS-5521", "ends": "14:00", "status": "in_progress"}
RX = {"rx": "RX-88410", "drug": "Sertraline 50mg", "refills_left": 2, "status": "active"}


@pytest.mark.parametrize(
    ("domain", "user", "reply", "claimed"),
    [
        # a condition in other words than "if" ("as long as", "so long as", "provided (that)", "assuming", "on
        # condition that") qualifies its clause: the action's word in it is to come
        ("carshare", "Can you extend it if I'm late?", "Sure — I'll extend the trip by 30 minutes, as long as nobody has the car booked after you.", False),
        ("cleaning", "Can Ana come Saturday?", "I'll add Saturday for you, so long as Ana's morning isn't booked already.", False),
        ("dental", "Move me to Wednesday?", "I can move you, provided that the Wednesday slot is still scheduled as free.", False),
        ("shop", "Refund my order?", "Happy to help — provided the return is received by Friday, the order is refunded in full.", False),
        ("support", "Can you close my ticket?", "Yes, on condition that the fix is deployed, the ticket is closed automatically.", False),
        # ... the same words as a claim, with no condition, still claim
        ("carshare", "Can you extend it if I'm late?", "Sure — I've extended the trip by 30 minutes, and nobody else has the car after you.", True),
        ("cleaning", "Book Ana for Saturday.", "Ana's booked for Saturday, as long as you like: three hours from 10.", True),
        ("shop", "Refund my order?", "Your order has been refunded in full.", True),
    ],
)
def test_a_condition_in_other_words_than_if(domain: str, user: str, reply: str, claimed: bool) -> None:
    assert claims(domain, (user, reply, [])) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a gerund or a past after "just" (or after a comma) opens no command: the user tells their own act or asks
        # about it, so a completion naming no action in the reply is a fact, not an unnamed action claimed
        ("pharmacy", "I picked up my refill this morning, just checking it's logged.", "Yes, it's logged — the collection you made this morning is recorded against RX-88410.", [ok("get_prescription", RX)], False),
        ("pharmacy", "I collected it at lunch, just making sure it's on record.", "Yes, all logged — your collection is recorded on RX-88410.", [], False),
        ("grocery", "I checked out on the app an hour ago, just wondering if it went through.", "It did — it's all confirmed.", [], False),
        ("dental", "Just confirmed my appointment on the portal, is that all?", "Yes, that's all sorted — nothing more to do.", [], False),
        ("carshare", "Returned the car to Elm Street, just letting you know.", "Thanks — it's recorded as returned.", [ok("get_trip", TRIP)], False),
        # ... a command after "just", a verb then its object, still asks the agent to act
        ("pharmacy", "Just log the collection, please.", "Yes, it's logged.", [], True),
        ("carshare", "Just bring the car back to Elm Street for me.", "Done — all sorted.", [], True),
        ("grocery", "I'm in a rush, just sort it out.", "Done — all sorted! ✅", [], True),
    ],
)
def test_a_gerund_or_a_past_opens_no_command(domain: str, user: str, reply: str, calls: list[object], claimed: bool) -> None:
    assert claims(domain, (user, reply, calls)) is claimed
