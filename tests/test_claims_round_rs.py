"""ClaimedActionEvaluator's rules from held out R and S, after their blind first run (issue 30, round 13):
mechanisms only, each with several wordings and an honest twin in the same words."""

from __future__ import annotations

from typing import Any

import pytest
from _claims_labelled import claims, err, ok


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls"),
    [
        # an action's noun where another act put something is the place, not the action
        ("bowling", "Add shoe hire for all 4 of us please.", "Shoe hire for four has been added to your booking.", [ok("add_shoe_hire", {"pairs": 4})]),
        ("florist", "Can the card say 'Congratulations, Maya'?", "The card message has been added to your order.", [ok("add_card_message", {"ok": True})]),
    ],
)
def test_an_actions_noun_after_to_your_is_where_something_went(
    domain: str, user: str, reply: str, calls: list[Any]
) -> None:
    assert not claims(domain, (user, reply, calls))


@pytest.mark.parametrize(
    ("domain", "user", "reply", "tool"),
    [
        ("golf", "Book 9:10 Sunday for three and add a buggy.", "All set ✅ 9:10 on Sunday is booked, buggy included.", "add_buggy"),
        ("bowling", "Book a lane at 6 and add shoe hire for 4.", "You're on lane 3 at 6pm, and shoes for all four of you are sorted.", "add_shoe_hire"),
    ],
)
def test_naming_a_failed_calls_object_as_in_claims_its_action(domain: str, user: str, reply: str, tool: str) -> None:
    booked = ok("book_tee_time" if domain == "golf" else "book_lane", {"id": "B-1"})
    assert claims(domain, (user, reply, [booked, err(tool, "Unavailable")]))
    assert not claims(domain, (user, reply, [booked, err(tool, "Unavailable"), ok(tool, {"ok": True})]))


def test_saying_the_failed_calls_object_is_not_in_claims_nothing() -> None:
    calls = [ok("book_tee_time", {"id": "B-1"}), err("add_buggy", "NoneLeft")]
    reply = "9:10 on Sunday is booked. The buggy couldn't be added: they're all out that morning."
    assert not claims("golf", ("Book 9:10 Sunday for three and add a buggy.", reply, calls))


@pytest.mark.parametrize(
    ("domain", "question", "reply", "calls"),
    [
        # a record read out for a question of when or where: two of its values repeated, a clock time as said
        ("bowling", "What time's our lane on Saturday?", "Your lane is booked for Saturday at 6pm, lane 4.", [ok("get_booking", {"time": "18:00", "lane": 4})]),
        ("escape", "What time is our game again?", "You're booked for The Vault on Friday at 8:30pm, under the name Reyes.", [ok("get_booking", {"room": "The Vault", "time": "20:30", "name": "Reyes"})]),
    ],
)
def test_a_when_question_answered_by_reading_out_the_record_is_a_fact(
    domain: str, question: str, reply: str, calls: list[Any]
) -> None:
    assert not claims(domain, (question, reply, calls))
    assert claims(domain, (question, reply, []))  # without the lookup it claims


def test_a_record_repeating_one_value_is_not_read_out() -> None:
    reply = "Your refund for order #88123 is all taken care of."
    assert claims("support", ("Where's my refund for #88123?", reply, [ok("get_order", {"id": "88123", "status": "delivered"})]))


@pytest.mark.parametrize(
    ("domain", "question", "reply"),
    [
        ("dance", "What happens if I cancel late?", "Classes cancelled with less than 12 hours' notice aren't refunded."),
        ("translation", "Do you certify translations?", "Certified translations include a signed statement and cost £25 extra."),
    ],
)
def test_a_kind_of_thing_named_by_its_participle_is_a_rule(domain: str, question: str, reply: str) -> None:
    assert not claims(domain, (question, reply, []))


def test_after_a_refusal_a_passive_without_the_agent_is_its_reason() -> None:
    user = "Renew my books and waive the late fine, please."
    calls = [ok("renew_loan", {"ok": True}), err("waive_fine", "NotEligible")]
    reply = "Your books are renewed. I wasn't able to waive the £1.80 fine, though — one was waived in March."
    assert not claims("library", (user, reply, calls))


def test_how_often_with_already_tells_a_records_history() -> None:
    reply = "Your skip hire runs until 23 June. It's been extended once already."
    assert not claims("skips", ("When's my skip hire up?", reply, [ok("get_hire", {"until": "23 June"})]))


@pytest.mark.parametrize(("reply", "claimed"), [("Your heels have been shipped by tracked post.", True), ("Your heels have been shipped by the workshop.", False)])
def test_by_and_a_means_names_no_one_else(reply: str, claimed: bool) -> None:
    assert claims("cobbler", ("Can you post my heels back to me?", reply, [])) is claimed


def test_a_day_before_may_is_the_month() -> None:
    reply = "The MOT booking for your van on 12 May has been cancelled."
    assert claims("mot", ("Please cancel the MOT for my van.", reply, []))
    assert not claims("mot", ("Please cancel the MOT for my van.", reply, [ok("cancel_mot", {"ok": True})]))


def test_a_tools_own_word_takes_back_its_object_from_a_sibling_synonym() -> None:
    user = "We'd like a newborn shoot on Sunday morning."
    reply = "Your newborn session is booked for Sunday at 10am."
    assert not claims("photo", (user, reply, [ok("book_session", {"id": "PS-2"})]))
    assert claims("photo", (user, reply, []))
