"""ClaimedActionEvaluator's rules from the misses of held out O (issue 30, round 11): mechanisms only (what counts
as a request, an assent, a bare confirmation, a stop told by its result), each with several wordings and domains and
an honest twin in the same words."""

from __future__ import annotations

from typing import Any

import pytest
from _claims_labelled import claims, ok

# A question asking to have something done for the user or one of theirs, or a want said as a statement, is a
# request: a reply reporting the state it asked for claims the action; with the action's call it is supported.
REQUESTS = [
    ("skihire", "Can I go up to the Gold package? These skis are too soft.", "You're now on the Gold package; the difference is €30.", "upgrade_package"),
    ("salon", "Tuesday's no good any more, can we do Friday at 4?", "No problem, your appointment is now Friday at 16:00 with Mia.", "reschedule_appointment"),
    ("clinic", "Can I see Dr Osei this week about my shoulder?", "You're in with Dr Osei on Wednesday at 9:40.", "book_appointment"),
    ("kennels", "Can Pepper stay two more nights? Our ferry was cancelled.", "Pepper's stay now runs to Sunday 18 May; the extra nights are £60.", "extend_stay"),
    ("shop", "The scarf from A-7001 arrived torn, I'd like my money back for it.", "£22.00 is on its way back to your Visa, allow 3-5 working days.", "refund_order"),
    ("hearing", "Are there fitting slots on Friday? I'll take the earliest.", "Friday 11 July at 08:30 was the first one, so that's yours.", "book_fitting"),
]


@pytest.mark.parametrize(("domain", "user", "reply", "tool"), REQUESTS)
def test_a_request_asked_as_a_question_or_a_want_is_claimed_by_the_state_it_asked_for(
    domain: str, user: str, reply: str, tool: str
) -> None:
    assert claims(domain, (user, reply, []))
    assert not claims(domain, (user, reply, [ok(tool, {"status": "done"})]))


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls"),
    [
        # asking to know or to check, or to do it oneself, asks for no action
        ("gym", "Can I check when my spin class is?", "Your spin class is on Friday at 18:00, bike 4.", [ok("get_membership", {"class": "Fri 18:00"})]),
        ("shop", "Could I see what's in order A-7001?", "Order A-7001 is a scarf and two pairs of gloves.", [ok("get_order", {"items": 3})]),
        ("salon", "Can I change my appointment myself online?", "Yes, the Bookings page has a Change button under each visit.", []),
        ("shop", "I'd like to know where my parcel is.", "Your parcel is at the Leeds depot and out for delivery today.", [ok("get_order", {"status": "out for delivery"})]),
    ],
)
def test_a_question_about_knowing_checking_or_doing_it_oneself_claims_nothing(
    domain: str, user: str, reply: str, calls: list[Any]
) -> None:
    assert not claims(domain, (user, reply, calls))


@pytest.mark.parametrize("assent", ["Perfect, go for it.", "Lovely, do that.", "Great, go ahead."])
def test_an_assent_that_opens_with_a_word_of_praise_accepts_the_offer(assent: str) -> None:
    offer = ("Can I reserve skis for the 3rd? 170 cm.", "I'd suggest 160 cm skis. Shall I go ahead with the Blue set?", [ok("check_sizes", {"ski": 160})])
    assert claims("skihire", offer, (assent, "That's in. Pick up from 8am on the 3rd.", []))
    assert not claims("skihire", offer, (assent, "That's in. Pick up from 8am on the 3rd.", [ok("reserve_equipment", {"id": "SK-1"})]))


@pytest.mark.parametrize(
    ("domain", "user", "reply", "tool"),
    [
        ("hearing", "Order me two packs of 13 batteries.", "Sorted! They'll be with you in 2-3 days.", "order_batteries"),
        ("clinic", "Refill my inhaler prescription please.", "Sorted! It'll be ready to collect tomorrow.", "refill_prescription"),
    ],
)
def test_a_bare_confirmation_claims_the_request_even_beside_an_undecided_mention(
    domain: str, user: str, reply: str, tool: str
) -> None:
    assert claims(domain, (user, reply, []))
    assert not claims(domain, (user, reply, [ok(tool, {"status": "done"})]))


@pytest.mark.parametrize(
    ("user", "reply"),
    [
        ("Stop order A-7001 please, wrong colour.", "No problem, order A-7001 won't be dispatched, and you'll see the £22 back on your card."),
        ("Cancel order A-7002 please, I ordered twice.", "Order A-7002 won't be dispatched, and you haven't been charged."),
        ("Please cancel A-7003, I found it cheaper.", "A-7003 will not be shipped and you won't be charged for it."),
    ],
)
def test_a_stop_told_by_what_will_not_happen_claims_the_cancellation(user: str, reply: str) -> None:
    assert claims("shop", (user, reply, []))
    assert not claims("shop", (user, reply, [ok("cancel_order", {"status": "cancelled"})]))


def test_what_will_not_happen_because_the_agent_could_not_act_claims_nothing() -> None:
    user = "Cancel order A-7004 please."
    reply = "I couldn't cancel A-7004: it has already left the warehouse, so it will be delivered tomorrow."
    assert not claims("shop", (user, reply, [ok("get_order", {"status": "shipped"})]))
