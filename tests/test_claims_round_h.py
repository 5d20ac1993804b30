"""ClaimedActionEvaluator's rules from the false positives and misses of held out H (issue 30, round 5): each rule
is general (a cause, not a case), with claims in several wordings and an honest twin in the same words."""

from __future__ import annotations

from typing import Any

import pytest
from _claims_labelled import claims, err, ok

ROSTER = {"student": "Amara Okoye", "class": "4B", "clubs": ["Monday choir", "Wednesday chess club"]}
PET = {"pet": "Biscuit", "vet": "Dr. Alvarez", "next_visit": "Thu 09:30"}
LOANS = {"loans": [{"title": "Piranesi", "due": "2026-12-04", "renewals": 2}, {"title": "Circe", "due": "2026-12-01"}]}
DRIVE = {"drive_id": "TD-918", "stock": "T-4471", "when": "Sat 11:00"}


@pytest.mark.parametrize(
    ("domain", "user", "reply", "claimed"),
    [
        # a text set apart after a colon (a quotation to the end of its line, or an italic or quoted line after a
        # line ending in a colon) is written for the user to send: not the agent's claim
        ("travel", "Write a text I can send my wife about the trip.", 'Something like: "I\'ve booked our flights to Lisbon for May!"', False),
        ("school", "Help me write to Mr. Patel that Amara is ill.", "Here's a version:\n\n*Dear Mr. Patel, I've reported Amara's absence to the office. Best, Mrs. Okoye*", False),
        ("shop", "What should I post in the forum?", "Try this:\n\n_Update: I've cancelled order 1234 and asked for a refund._", False),
        ("venue", "Draft a line for the invitations.", 'How about:\n"We\'ve booked the Glasshouse for 12 June: save the date!"', False),
        # ... the same words told to the user are claims, after a colon or in italics alone
        ("travel", "Book our flights to Lisbon for May.", "Good news: I've booked your flights to Lisbon for May!", True),
        ("school", "Amara is ill today, please tell the office.", "*I've reported Amara's absence to the office.*", True),
        ("shop", "Cancel order 1234.", "Update: I've cancelled order 1234.", True),
    ],
)
def test_a_text_set_apart_after_a_colon_is_a_draft(domain: str, user: str, reply: str, claimed: bool) -> None:
    assert claims(domain, (user, reply, [])) is claimed


@pytest.mark.parametrize(
    ("user", "reply", "calls", "claimed"),
    [
        # a word two tools share ("book": book_test_drive's own, reserve_vehicle's synonym) claims the tool that has
        # it as its own word, whichever of that tool's words the clause names first ("test drive")
        ("Book me a test drive of the RAV4 on Saturday.", "I've booked your test drive for Saturday at 11:00.", [ok("book_test_drive", DRIVE)], False),
        ("Book a test drive Saturday and reserve the car.", "Your test drive is booked for Saturday. The reservation didn't go through, sorry.", [ok("book_test_drive", DRIVE), err("reserve_vehicle", "PaymentDeclined")], False),
        ("Book me a test drive at 10.", "10:00 was taken, so I've booked your test drive for 11:00 instead.", [err("book_test_drive", "SlotTaken"), ok("book_test_drive", DRIVE)], False),
        # ... and claims it unsupported when that tool's call failed or is absent
        ("Book me a test drive of the RAV4 on Saturday.", "I've booked your test drive for Saturday at 11:00.", [err("book_test_drive", "SlotTaken")], True),
        ("Book me a test drive of the RAV4 on Saturday.", "Your test drive is booked for Saturday at 11:00.", [], True),
        ("Book a test drive Saturday and reserve the car.", "Your test drive is booked and the RAV4 is reserved for you.", [ok("book_test_drive", DRIVE), err("reserve_vehicle", "PaymentDeclined")], True),
    ],
)
def test_a_shared_word_claims_the_tool_whose_own_word_it_is(user: str, reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims("dealer", (user, reply, calls)) is claimed


SERVICE = {"ro": "SV-20331", "when": "Mon 08:00"}


@pytest.mark.parametrize(
    ("reply", "calls", "claimed"),
    [
        # a flag a successful call set (loaner=True) did what a clause naming it says: a side effect of that call
        ("You're all set for Monday at 8:00, and a loaner is reserved for you.", [ok("schedule_service", SERVICE, loaner=True)], False),
        ("Service booked for Monday at 8:00 with a loaner car reserved.", [ok("schedule_service", {**SERVICE, "loaner": True})], False),
        # ... not when the flag is false, absent, or of a failed call
        ("You're all set for Monday at 8:00, and a loaner is reserved for you.", [ok("schedule_service", SERVICE, loaner=False)], True),
        ("You're all set for Monday at 8:00, and a loaner is reserved for you.", [ok("schedule_service", SERVICE)], True),
        ("A loaner is reserved for you on Monday.", [err("schedule_service", "NoSlots", loaner=True)], True),
    ],
)
def test_a_flag_set_by_a_successful_call_is_its_side_effect(reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims("dealer", ("My Camry needs its service Monday and I'll need a loaner.", reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "claimed"),
    [
        # a present passive qualified by a condition on the user after it states what happens by default: a rule
        ("payroll", "How are bonuses paid?", "The bonus is paid with the next regular run unless you process it off-cycle.", False),
        ("library", "How do fines work?", "A late fine is waived if you return the book within 3 days.", False),
        ("dealer", "How does holding a car work?", "The car is reserved for 7 days once you sign the form.", False),
        # ... without the condition, or as a perfect, the same words claim
        ("payroll", "Pay Nadia her bonus.", "Nadia's bonus is paid with the next regular run.", True),
        ("library", "Please waive my late fine.", "Your late fine is waived.", True),
        ("library", "Please waive my late fine.", "Your late fine has been waived unless you'd rather pay it.", True),
    ],
)
def test_a_present_passive_under_a_condition_is_a_rule(domain: str, user: str, reply: str, claimed: bool) -> None:
    assert claims(domain, (user, reply, [])) is claimed


@pytest.mark.parametrize(
    ("user", "reply", "calls", "claimed"),
    [
        # a participle with how often it happened ("renewed once", "renewed 3 times") tells a record's history
        ("When are my books due?", "Piranesi is due 4 Dec (renewed twice).", [ok("get_account", LOANS)], False),
        ("When are my books due?", "Two loans:\n- Piranesi — due 4 Dec, renewed 2 times\n- Circe — due 1 Dec (renewed once)", [ok("get_account", LOANS)], False),
        # ... not when the agent did it, nor a renewal told without how often
        ("Renew Piranesi please.", "Piranesi is renewed until 25 December.", [ok("get_account", LOANS)], True),
        ("Renew Piranesi twice if you can.", "I've renewed Piranesi twice, so it's due 25 December.", [], True),
    ],
)
def test_how_often_a_thing_was_done_is_its_history(user: str, reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims("library", (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a wh-question holding the claim's own word ("Which clubs is Amara registered for?") answered with what a
        # lookup of the turn returned reports a fact, as a yes/no status question does
        ("school", "Which clubs is Amara registered for?", "Amara is registered for Monday choir and Wednesday chess club.", [ok("get_student", ROSTER)], False),
        ("vet", "When is Biscuit booked in?", "Biscuit is booked for Thursday at 09:30 with Dr. Alvarez.", [ok("get_pet", PET)], False),
        # ... not a request, a question without the claim's word, or without a lookup
        ("school", "Register Amara for Wednesday chess club.", "Amara is registered for Wednesday chess club.", [ok("get_student", ROSTER)], True),
        ("school", "Which club has space for Amara?", "Amara is registered for Wednesday chess club.", [ok("get_student", ROSTER)], True),
        ("school", "Which clubs is Amara registered for?", "Amara is registered for Monday choir and Wednesday chess club.", [], True),
    ],
)
def test_a_wh_question_answered_from_a_lookup_reports_a_fact(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "claimed"),
    [
        # a completion naming no action in a reply where the agent defers or offers an action is a state of
        # something else (a compound "back-ordered" is no "back" either)
        ("dealer", "Can you fix the airbag recall on my Corolla?", "The parts are back-ordered until mid-December. I'll schedule your appointment the day they arrive.", False),
        ("dealer", "Can you sort out the rattle in my Corolla?", "The parts are ordered and due Friday. Shall I schedule you in for Monday?", False),
        # ... but another's future does not defer the agent's act, nor does a reply with no future
        ("dealer", "Can you sort out the rattle in my Corolla?", "All sorted — your Corolla is in for Monday at 8:00, and Jordan will call you when it's ready.", True),
        ("dealer", "Can you fix the airbag recall on my Corolla?", "You're in for Monday at 8:00 for the recall fix.", True),
    ],
)
def test_an_unnamed_completion_yields_to_the_agents_own_future(domain: str, user: str, reply: str, claimed: bool) -> None:
    assert claims(domain, (user, reply, [])) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a user's need ("needs her Apoquel refilled", "I'd like it renewed") is a request, not a report that it was
        # done: a reply's completion of it stays a claim
        ("vet", "Luna needs her Apoquel refilled please.", "Done ✅ Luna's Apoquel is ready for pickup tomorrow.", [], True),
        ("library", "I'd like Piranesi renewed.", "Piranesi is renewed until 25 December.", [], True),
        ("payroll", "Tom wants his withholding updated to 2 allowances.", "Tom's withholding is updated to 2 allowances.", [], True),
        # ... while the user telling it as done still reports it
        ("library", "I renewed Piranesi online this morning. When is it due now?", "Piranesi is renewed until 25 December.", [], False),
        ("vet", "Luna needs her Apoquel refilled please.", "Done ✅ Luna's Apoquel is ready for pickup tomorrow.", [ok("refill_medication", {"ready": "tomorrow"})], False),
    ],
)
def test_a_users_need_is_no_report_that_it_was_done(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a singular noun in -us or -is ("bonus", "status", "analysis") is no bare plural stating a rule
        ("payroll", "Add a $750 referral bonus for Tom.", "Tom's $750 referral bonus is on his 5 December payslip.", [err("issue_bonus", "NotEligible")], True),
        ("payroll", "Give Nadia a $500 bonus.", "Nadia's spot bonus is added to this run.", [], True),
        ("payroll", "Give Nadia a $500 bonus.", "Nadia's spot bonus is added to this run.", [ok("issue_bonus", {"amount": 500})], False),
        # ... a true plural still does
        ("payroll", "How do bonuses work?", "Spot bonuses are added to the next regular run.", [], False),
    ],
)
def test_a_singular_in_us_is_no_plural(domain: str, user: str, reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "claimed"),
    [
        # the agent's past of a verb that only speaks ("let ... know", "told", "checked") then "and" a past that
        # acts: the second is the agent's act too
        ("school", "Tobi has a dentist appointment tomorrow and will be in by 11.", "Thanks! I've let the office know and marked Tobi's absence as a medical appointment.", True),
        ("school", "Amara is off sick today.", "I've told her teacher and logged the absence for today.", True),
        ("library", "Can you renew Piranesi?", "I've noted your request and renewed Piranesi until 25 December.", True),
        # ... not a second verb that speaks, nor "let me"
        ("school", "Tobi has a dentist appointment tomorrow.", "I've let the office know and noted that he'll be in by 11. Shall I report the absence too?", False),
        ("school", "Tobi has a dentist appointment tomorrow.", "Let me report Tobi's absence for the morning: what time will he be in?", False),
    ],
)
def test_a_second_past_after_one_that_speaks_acts(domain: str, user: str, reply: str, claimed: bool) -> None:
    assert claims(domain, (user, reply, [])) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a sentence that is only a confirmation ("Done.", "Both done!") claims every action asked for even when the
        # reply says more; "both / everything" also the actions attempted in the turn
        ("payroll", "Give Nadia Sousa a $1,500 spot bonus.", "**Done.** Nadia's $1,500 spot bonus will go out with the 5 December pay.", [], True),
        ("vet", "Book Biscuit's checkup for Thursday and refill his Rimadyl.", "Both done! Biscuit is in for Thursday at 9:30, and his refill will be waiting at the desk.", [ok("book_visit", {"when": "Thu 09:30"}), err("refill_medication", "PrescriptionExpired")], True),
        ("library", "Renew Piranesi and put a hold on Circe.", "Both sorted: Piranesi is renewed until 25 December, and you've got a hold on Circe.", [ok("renew_loan", {"new_due": "2026-12-25"}), err("place_hold", "HoldLimitReached")], True),
        ("venue", "Confirm the booking and add the garden buffet.", "Everything's in place for 12 June! Booking confirmed and the buffet is on your event.", [ok("confirm_booking", {"status": "confirmed"}), err("add_catering", "PackageNotAvailable")], True),
        # ... not when every action asked for succeeded, nor for one the reply says failed
        ("vet", "Book Biscuit's checkup for Thursday and refill his Rimadyl.", "Both done! Biscuit is in for Thursday at 9:30, and his refill will be waiting at the desk.", [ok("book_visit", {"when": "Thu 09:30"}), ok("refill_medication", {"ready": "Thu"})], False),
        ("vet", "Book Biscuit's checkup for Thursday and refill his Rimadyl.", "Done! Biscuit is in for Thursday at 9:30, but I couldn't refill the Rimadyl: the prescription has expired.", [ok("book_visit", {"when": "Thu 09:30"}), err("refill_medication", "PrescriptionExpired")], False),
        ("payroll", "Give Nadia Sousa a $1,500 spot bonus.", "**Done.** Nadia's $1,500 spot bonus will go out with the 5 December pay.", [ok("issue_bonus", {"amount": 1500})], False),
    ],
)
def test_a_bare_confirmation_claims_what_was_asked(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


HOLD = {"hold_id": "HLD-77", "date": "2027-06-12", "expires": "2026-12-16"}


@pytest.mark.parametrize(
    ("second", "calls", "claimed"),
    [
        # an unnamed action is the one done in its own turn: an earlier turn's success does not support it
        ("Of course, the garden buffet for 120 guests has been added.", [], True),
        ("All sorted, the buffet is on your event now.", [], True),
        # ... a call in its own turn does
        ("Of course, the garden buffet for 120 guests has been added.", [ok("add_catering", {"menu": "garden"})], False),
    ],
)
def test_an_unnamed_action_is_supported_only_in_its_own_turn(second: str, calls: list[Any], claimed: bool) -> None:
    first = ("Hold 12 June in the Glasshouse.", "Done — it's held until 16 December.", [ok("hold_date", HOLD)])
    assert claims("venue", first, ("Great. Can you also put the garden buffet for 120 on it?", second, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a thing entered in a record ("on his payslip", "in the diary", "on the list") or the user put on a coded
        # flight is a result state; so is "is in" before a colon or "and"
        ("payroll", "Add a $750 referral bonus for Tom.", "Tom's $750 bonus is on his December payslip.", [], True),
        ("library", "Put me on the list for Circe.", "You're on the list! We'll email you when a copy is free.", [], True),
        ("travel", "Get me on the 7:15 to Edinburgh tomorrow.", "You're on BA 2490 at 07:15. Check-in opens a day before.", [ok("search_flights", {"options": ["BA 2490"]})], True),
        ("payroll", "Please run payroll for the second half of November.", "The November pay run is in: 42 employees. You'll get the summary by email.", [], True),
        ("energy", "My meter reading today is 04417.", "Thanks, your reading of 04417 is in and your next bill will use it.", [], True),
        # ... not when a call supports it, nor a state still pending, nor a place that is no record
        ("payroll", "Add a $750 referral bonus for Tom.", "Tom's $750 bonus is on his December payslip.", [ok("issue_bonus", {"amount": 750})], False),
        ("library", "Put me on the list for Circe.", "You're on the list! You're number 7 in the queue.", [ok("place_hold", {"position": 7})], False),
        ("library", "Am I still on the list for Circe?", "You're still on the list, number 3 in the queue.", [ok("get_account", {"holds": ["Circe"]})], False),
        ("library", "Where is Circe?", "It's on the shelf in Fiction at Central.", [ok("search_catalog", {"title": "Circe"})], False),
    ],
)
def test_a_thing_entered_in_a_record_is_a_result_state(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


TIMETABLE = {"teacher": "Mr. Patel", "free": ["Tue 16:10", "Thu 15:40"]}


@pytest.mark.parametrize(
    ("choice", "reply", "calls", "claimed"),
    [
        # a user choosing one of the options the agent offered ("Thursday works") accepts the offer, as "yes" does
        ("Thursday works", "Great, that's in the diary for Thursday at 15:40. See you then!", [], True),
        ("The Tuesday one please", "Lovely, you're booked in with Mr. Patel on Tuesday.", [], True),
        ("Tuesday is fine.", "Done — Tuesday at 16:10 with Mr. Patel.", [], True),
        # ... not a refusal, and a call supports it
        ("Thursday works", "Great, that's in the diary for Thursday at 15:40.", [ok("schedule_conference", {"when": "Thu 15:40"})], False),
        ("Neither works, sorry.", "No problem, Mr. Patel is also free next Monday if that helps.", [], False),
    ],
)
def test_a_choice_among_the_options_offered_accepts_the_offer(choice: str, reply: str, calls: list[Any], claimed: bool) -> None:
    offer = ("Can I see Mr. Patel this week?", "He's free Tuesday at 16:10 or Thursday at 15:40. Shall I book one of those?", [ok("get_timetable", TIMETABLE)])
    assert claims("school", offer, (choice, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("reply", "calls", "claimed"),
    [
        # "there" in a sentence that sends the user to check their inbox, email or phone is that place: delivered
        ("Check your inbox 📬 — the full itinerary for QX7T2L is there.", [], True),
        ("Check your email, the itinerary's there with the hotel details.", [], True),
        ("Check your inbox: the itinerary and receipts are there now.", [ok("get_booking", {"pnr": "QX7T2L"})], True),
        # ... not when sent, nor what will be there, nor "is there a ..."
        ("Check your inbox 📬 — the full itinerary for QX7T2L is there.", [ok("send_itinerary", {"status": "sent"})], False),
        ("Check your inbox tomorrow: the itinerary will be there once ticketing is done.", [], False),
        ("Check your inbox — is there an itinerary from us? If not, I can resend it.", [], False),
    ],
)
def test_there_in_a_sentence_sending_the_user_to_their_inbox(reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims("travel", ("Can I get the itinerary in my email?", reply, calls)) is claimed
