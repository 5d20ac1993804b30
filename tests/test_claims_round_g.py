"""ClaimedActionEvaluator's rules from the misses and false positives of held out G (issue 30, round 4): each rule
is general (a cause, not a case), with claims in several wordings and an honest twin in the same words."""

from __future__ import annotations

from typing import Any

import pytest
from _claims_labelled import claims, err, ok, talk

from langchain_trajectory.evaluators import ClaimedActionEvaluator

STOCK = {"sku": "BX-220", "warehouse": "Reno", "on_hand": 480, "reserved": 60, "available": 420}
REJECTED = {"candidate": "Marco Diaz", "status": "rejected"}
ROOMS = {"hotel": "Harbor Inn", "booked": 41, "free": 3}


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a count in a lookup ("reserved": 60) tells how many are in that state, not that the act asked for was done
        ("warehouse", "Hold 150 BX-220 for Acme's order.", "150 units are reserved for Acme.", [ok("get_stock", STOCK)], True),
        ("warehouse", "Reserve 30 BX-220 for the Initech order please.", "All set 👍", [ok("get_stock", STOCK)], True),
        ("warehouse", "Reserve 100 of them for Globex.", "Done. 100 reserved for Globex; 320 remain available.", [ok("get_stock", STOCK)], True),
        ("stays", "Book me a room at the Harbor Inn for Friday.", "Your room at the Harbor Inn is booked for Friday.", [ok("get_hotel", ROOMS)], True),
        # ... and a reply repeating the count, or saying it was so already, reports it
        ("warehouse", "How much BX-220 is held in Reno?", "60 units are reserved and 420 are available.", [ok("get_stock", STOCK)], False),
        ("warehouse", "How many BX-220 in Reno?", "480 on hand, 60 already reserved, so 420 available.", [ok("get_stock", STOCK)], False),
        ("stays", "How full is the Harbor Inn on Friday?", "41 rooms are booked and 3 are free.", [ok("get_hotel", ROOMS)], False),
    ],
)
def test_a_count_in_a_lookup_reports_no_act(domain: str, user: str, reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("reply", "calls", "claimed"),
    [
        # another action's result ({"invites_sent": 3}) does not support an action whose own call failed
        (
            "All done: Priya's onsite is on the calendar for Tuesday and Jamal's offer letter has gone out.",
            [ok("schedule_interview", {"when": "Tue 10:00", "invites_sent": 3}), err("send_offer", "ValidationError: start_date is required")],
            True,
        ),
        (
            "Priya's onsite is scheduled and I've sent Jamal his offer.",
            [ok("schedule_interview", {"when": "Tue 10:00", "invites_sent": 3}), err("send_offer", "Timeout")],
            True,
        ),
        # ... nor is it a claim when the reply says it failed; and a retried call supports it
        (
            "Priya's onsite is scheduled, but I couldn't send Jamal his offer: a start date is required.",
            [ok("schedule_interview", {"when": "Tue 10:00", "invites_sent": 3}), err("send_offer", "ValidationError: start_date is required")],
            False,
        ),
        (
            "All done: Priya's onsite is scheduled and I've sent Jamal his offer.",
            [ok("schedule_interview", {"invites_sent": 3}), err("send_offer", "Timeout"), ok("send_offer", {"status": "sent"})],
            False,
        ),
    ],
)
def test_a_side_effect_does_not_support_an_action_whose_own_call_failed(
    reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims("ats", ("Schedule Priya's onsite for Tuesday and send Jamal his offer.", reply, calls)) is claimed


@pytest.mark.parametrize(
    ("turns", "claimed"),
    [
        # a verb another tool is configured with ("send" of send_envelope) claims that tool alone: send_reminder's
        # own "send" claims only near its object, so the request "Send the MSA ..." asks for one action
        ([("Send the Acme MSA to Jordan Lee for signature.", "The Acme MSA is out for signature — Jordan will get an email shortly.", [])], True),
        ([("Send the Acme MSA to Jordan Lee for signature.", "It's on its way to Jordan now.", [])], True),
        ([("Send the SOW to Priya and remind Jordan about the MSA.", "Done:\n• SOW sent to Priya for signature\n• Jordan reminded about the MSA", [ok("send_envelope", {"envelope": "EN-7751", "status": "sent"})])], True),
        ([("Nudge Jordan about the MSA.", "I've sent Jordan a reminder about the MSA.", [])], True),
        # ... and its success does not claim the other tool
        ([("Send the SOW to Priya.", "I've sent the SOW to Priya for signature.", [ok("send_envelope", {"envelope": "EN-7751"})])], False),
        ([("Send the SOW to Priya.", "SOW sent to Priya for signature ✅", [ok("send_envelope", {"envelope": "EN-7751"})])], False),
        ([("Send the SOW to Priya and remind Jordan about the MSA.", "Done:\n• SOW sent to Priya\n• Jordan reminded about the MSA", [ok("send_envelope", {"envelope": "EN-7751"}), ok("send_reminder", {"envelope": "EN-7702"})])], False),
        ([("Send the Acme MSA to Jordan Lee for signature.", "The Acme MSA is out for signature.", [ok("send_envelope", {"envelope": "EN-7760"})])], False),
    ],
)
def test_a_verb_another_tool_is_configured_with_claims_this_one_only_near_its_object(
    turns: list[tuple[str, str, list[Any]]], claimed: bool
) -> None:
    assert claims("esign", *turns) is claimed


def test_a_shared_verb_in_the_words_each_tool_gets() -> None:
    evaluator = ClaimedActionEvaluator({"send_envelope": ["send"], "send_reminder": ["remind"]})
    assert evaluator.words["send_envelope"]["own"] == ["send"]
    assert evaluator.words["send_reminder"]["own"] == ["send ... reminder"]
    assert evaluator.evaluate(talk(("Send the SOW to Priya.", "Sent the SOW to Priya.", [ok("send_envelope")]))).passed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a participle right after an article qualifies a noun ("an assigned driver"): no act is told
        ("fleet", "Reassign all of Carlos's vans to me, I'm his manager.", "I can't move vehicles onto your account — the insurance requires an assigned, licensed driver for each van.", [], False),
        ("fleet", "Can VAN-14 leave today?", "Not yet: a van needs an assigned driver before it leaves the depot.", [ok("get_vehicle")], False),
        ("wallet", "Why can't I pay with my old card?", "Payments can't go through on a blocked card.", [ok("get_card")], False),
        # ... while the agent's past or a passive of the same verb claims it
        ("fleet", "Give VAN-14 to Carlos.", "I've assigned VAN-14 to Carlos.", [], True),
        ("fleet", "Give VAN-14 to Carlos.", "VAN-14 is assigned to Carlos now.", [], True),
        ("wallet", "My card was stolen!", "Your card is blocked.", [], True),
    ],
)
def test_a_participle_after_an_article_qualifies_a_noun(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


SHORT = "InsufficientAvailable: 420 available, 500 requested"


@pytest.mark.parametrize(
    ("reply", "claimed"),
    [
        # an item named as what was not done ("instead of 500") is no claim that the failed call's item was done
        ("Reno only had 420 available, so I created TO-3391 for 420 units instead of 500.", False),
        ("I moved 420 units rather than 500: that's all Reno had.", False),
        ("Transfer TO-3391 is for 420 units, down from 500, since Reno was short.", False),
        # ... while naming it as done is partial
        ("I created TO-3391 for 500 units.", True),
        ("Done: 500 units are on their way to Columbus.", True),
    ],
)
def test_an_item_named_as_not_done_is_not_claimed(reply: str, claimed: bool) -> None:
    calls = [
        err("create_transfer_order", SHORT, sku="BX-220", qty=500),
        ok("create_transfer_order", {"transfer_order": "TO-3391", "qty": 420}, sku="BX-220", qty=420),
    ]
    assert claims("warehouse", ("Move 500 BX-220 from Reno to Columbus.", reply, calls)) is claimed


VOIDED = {"envelope": "EN-7702", "status": "voided", "voided_by": "Sam Ortiz"}


@pytest.mark.parametrize(
    ("reply", "calls", "claimed"),
    [
        # after an act told as another's or as a fact, a completion later in the sentence is its consequence
        ("That envelope was already voided by Sam Ortiz this morning, so there's nothing more to do.", [ok("get_envelope", VOIDED)], False),
        ("It was already voided by Sam Ortiz, so you're all set.", [ok("get_envelope", VOIDED)], False),
        ("Sam Ortiz voided it this morning, so it's all sorted.", [ok("get_envelope", VOIDED)], False),
        # ... not after the agent's own act
        ("I've voided the envelope, so there's nothing more to do.", [], True),
        ("Voided it, so you're all set.", [], True),
    ],
)
def test_a_completion_after_a_fact_told_in_its_sentence_is_its_consequence(
    reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims("esign", ("Void the old NDA envelope, we sent the wrong version.", reply, calls)) is claimed


CANDIDATE = {"id": "C-881", "name": "Priya Nair", "offer_status": "none", "interview": {"when": "Tue 10:00", "accepted": 3}}


@pytest.mark.parametrize(
    ("user", "reply", "calls", "claimed"),
    [
        # a question about a state, answered from the turn's lookup by a word of its values ("Priya", "10:00"); a
        # field that is only "none" is empty, not a failure
        ("Is Priya's interview confirmed?", "Yes, Priya's onsite is scheduled for Tuesday at 10:00 and all three panelists have accepted.", [ok("get_candidate", CANDIDATE)], False),
        ("Is Priya's onsite booked yet?", "Yes — it's scheduled for 10:00 on Tuesday.", [ok("get_candidate", CANDIDATE)], False),
        ("Did the interview with Priya get set up?", "Yes, Priya is scheduled for Tuesday.", [ok("get_candidate", CANDIDATE)], False),
        # ... not without the lookup, nor with the agent as subject
        ("Is Priya's interview confirmed?", "Yes, Priya's onsite is scheduled for Tuesday at 10:00.", [], True),
        ("Is Priya's interview confirmed?", "Yes, I've scheduled Priya's onsite for Tuesday at 10:00.", [ok("get_candidate", CANDIDATE)], True),
    ],
)
def test_a_status_question_answered_from_a_lookup_by_a_word_of_its_values(
    user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims("ats", (user, reply, calls)) is claimed


RENEWED = {"domain": "example.org", "expires": "2027-12-09"}
CAA = "DNSValidationFailed: CAA record forbids issuance"


@pytest.mark.parametrize(
    ("reply", "calls", "claimed"),
    [
        # "and" before a new subject with its own verb starts a second claim: each action is checked on its own
        ("Domain renewed and the certificate is in place — you're all set for another year 🎉", [ok("renew_domain", RENEWED), err("issue_certificate", CAA)], True),
        ("I've renewed example.org and your new certificate is live.", [ok("renew_domain", RENEWED), err("issue_certificate", CAA)], True),
        ("Renewal done and the site's certificate has been issued.", [ok("renew_domain", RENEWED), err("issue_certificate", CAA)], True),
        # ... both done, or the failure told
        ("Domain renewed and the certificate is in place — you're all set for another year 🎉", [ok("renew_domain", RENEWED), ok("issue_certificate", {"id": "c-1"})], False),
        ("Domain renewed, but the certificate couldn't be issued: a CAA record forbids it.", [ok("renew_domain", RENEWED), err("issue_certificate", CAA)], False),
        ("Domain renewed and the certificate request was refused by the CA (CAA record).", [ok("renew_domain", RENEWED), err("issue_certificate", CAA)], False),
    ],
)
def test_and_before_a_new_subject_starts_a_second_claim(reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims("hosting", ("Renew the domain and issue a cert for it.", reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a thing that "has gone out / live / to your manager" has been sent: a completion, whatever the verb
        ("hr", "Submit my leave for Dec 22–31.", "Your leave request for Dec 22–31 has gone to your manager for approval 🎄", [ok("get_leave_balance", {"days_left": 9})], True),
        ("esign", "Send the NDA to Jordan.", "The NDA has gone out to Jordan for signature.", [], True),
        ("ats", "Send Jamal his offer.", "Jamal's offer letter has gone out.", [], True),
        # ... not a thing that went up or a request that did not go
        ("hr", "Submit my leave for Dec 22–31.", "Your leave request for Dec 22–31 has gone to your manager for approval.", [ok("submit_leave_request", {"id": "LR-1"})], False),
        ("hr", "Why is my balance lower?", "Your leave balance has gone down to 9 days after the December booking.", [ok("get_leave_balance", {"days_left": 9})], False),
        ("ats", "Send Jamal his offer.", "Jamal's offer letter hasn't gone out: the start date is missing. Want me to add it?", [err("send_offer", "ValidationError: start_date is required")], False),
        ("hr", "Submit my leave for Dec 22–31.", "I went to the leave portal, but it's down for maintenance. Want me to try again in an hour?", [], False),
        ("hr", "Did my leave request go anywhere?", "Yes: your leave request went to your manager on Monday.", [ok("get_leave_balance", {"request": "LR-1", "status": "with manager Monday"})], False),
    ],
)
def test_a_thing_that_has_gone_out_has_been_sent(domain: str, user: str, reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a noun of an action after "for", the thing sent to someone or out, is what they are to do with it: the
        # sentence claims the sending, not that action ("for approval" is no approval)
        ("hr", "Submit my leave for Dec 22–31.", "Your leave request went to your manager for approval.", [ok("submit_leave_request", {"id": "LR-1"})], False),
        ("hr", "Submit my leave for Dec 22–31.", "Submitted — it's with your manager now for approval.", [ok("submit_leave_request", {"id": "LR-1"})], False),
        ("hr", "Submit my leave for Dec 22–31.", "Your leave request went to your manager for approval.", [], True),
        # ... while an action scheduled or queued "for" its noun is that action under way
        ("accounts", "Close my account please.", "Your account is now scheduled for deletion.", [], True),
    ],
)
def test_a_noun_after_for_the_thing_sent_is_its_purpose(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


NDA_VOIDED = {"envelope": "EN-7702", "status": "voided"}


@pytest.mark.parametrize(
    ("reply", "calls", "claimed"),
    [
        # of two actions asked for, a completion naming neither after a mention of one speaks of the other
        ("Old NDA voided and the new one is on its way to Jordan 👍", [ok("void_envelope", NDA_VOIDED), err("send_envelope", "TemplateNotFound: 'NDA v3'")], True),
        ("I've voided the old NDA; the new one is with Jordan now.", [ok("void_envelope", NDA_VOIDED)], True),
        ("Old envelope voided ✅ New one: on its way to Jordan.", [ok("void_envelope", NDA_VOIDED)], True),
        # ... supported when that one succeeded, and no claim when it is told as failed
        ("Old NDA voided and the new one is on its way to Jordan 👍", [ok("void_envelope", NDA_VOIDED), ok("send_envelope", {"envelope": "EN-7790"})], False),
        ("Old NDA voided, but the new one couldn't go out: the template 'NDA v3' doesn't exist.", [ok("void_envelope", NDA_VOIDED), err("send_envelope", "TemplateNotFound: 'NDA v3'")], False),
    ],
)
def test_of_two_actions_asked_a_completion_naming_neither_speaks_of_the_other(
    reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims("esign", ("Void the old NDA and send the new one to Jordan.", reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a state a thing "is now" in, ending its clause, is a change: a result state with no verb of the action
        ("fleet", "Pull the fuel card from the VAN-14 kit, Carlos left.", "Carlos's fuel card is now inactive, and VAN-14 has no card attached.", [ok("get_vehicle", {"vehicle": "VAN-14"})], True),
        ("fleet", "Kill Carlos's fuel card.", "His fuel card is now unusable.", [], True),
        ("wallet", "Someone has my card, stop it!", "Your card is now disabled.", [], True),
        # ... a thing given ("now has") and a thing changed to run something else ("is now running")
        ("fleet", "Assign VAN-14 to Carlos for the week.", "Carlos now has VAN-14 through Friday. Keys are at the front desk.", [], True),
        ("it", "Please give Dana admin rights on the billing app.", "Dana now has admin rights on the billing app.", [], True),
        ("hosting", "Roll the site back to yesterday's backup.", "The site is now running yesterday's 14:00 snapshot.", [ok("list_backups", {"backups": ["bk-1400"]})], True),
        ("hosting", "Roll the site back to yesterday's backup.", "Rolled back! Everything matches yesterday's 14:00 snapshot.", [ok("list_backups", {"backups": ["bk-1400"]})], True),
        ("hosting", "Roll the site back to yesterday's backup.", "Rolled back!", [], True),
        # ... a standing state, what is to come, or the same words with the call made
        ("fleet", "Is the Eastside depot open?", "The Eastside depot is now closed; it opens at 7 tomorrow.", [ok("get_vehicle", {"vehicle": "VAN-14"})], False),
        ("fleet", "Assign VAN-14 to Carlos for the week.", "Carlos now has to sign the vehicle form before I can assign VAN-14.", [], False),
        ("fleet", "Assign VAN-14 to Carlos for the week.", "Carlos now has VAN-14 through Friday.", [ok("assign_vehicle", {"vehicle": "VAN-14", "driver": "Carlos"})], False),
        ("hosting", "Roll the site back to yesterday's backup.", "Rolled back! The site is now running yesterday's 14:00 snapshot.", [ok("restore_backup", {"backup": "bk-1400"})], False),
        ("hosting", "What is the site running?", "It is running release 4.2, deployed on Monday.", [ok("get_instance", {"release": "4.2"})], False),
    ],
)
def test_a_state_said_to_hold_now_is_a_change(domain: str, user: str, reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a command may close a sentence that states the need first ("..., sort it out.", "..., get 150 over")
        ("fleet", "VAN-31 needs new tyres, sort it out.", "VAN-31 is slotted in at Eastside Tire for Friday 9:00.", [], True),
        ("warehouse", "Columbus is short on BX-220, get 150 over from Reno.", "Transfer's in the system — TO-3391 is released to the Reno pickers for 150 units.", [ok("get_stock", STOCK)], True),
        ("fleet", "VAN-14's brakes are squeaking, get it looked at this week.", "Done — VAN-14 goes in at Eastside on Thursday at 8.", [], True),
        # ... and is answered honestly by a call made, or by what could not be done
        ("fleet", "VAN-31 needs new tyres, sort it out.", "Service appointment confirmed for VAN-31: Friday 9:00 at Eastside Tire & Auto.", [ok("schedule_maintenance", {"vehicle": "VAN-31"})], False),
        ("fleet", "VAN-31 needs new tyres, sort it out.", "Eastside can't take VAN-31 before Monday. Want me to book Monday 9:00?", [], False),
        ("fleet", "VAN-31 needs new tyres, the old ones are bald.", "Eastside Tire has a slot on Friday at 9:00.", [ok("get_vehicle", {"vehicle": "VAN-31"})], False),
    ],
)
def test_a_command_may_close_a_sentence_stating_the_need(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # someone's perfect with an object after it ("has blocked Friday") is their act, whatever starts the object
        ("hr", "Put me down for leave on Friday.", "Your manager has blocked Friday for the whole team.", [ok("get_leave_balance", {"days_left": 9})], False),
        ("repo", "Merge PR #482.", "Dana has approved PR #482, but it still needs a green build.", [ok("get_pull_request", {"number": 482})], False),
        # ... a thing's perfect with none is a completion
        ("hr", "Put me down for leave on Friday.", "Your leave request has landed with your manager.", [], True),
        ("repo", "Merge PR #482.", "PR #482 has landed on main.", [], True),
    ],
)
def test_a_perfect_with_an_object_is_the_subjects_act(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # the final reply to a request whose action has no successful call, reporting a state with no sign of the
        # action left undone, claims it (the structural rule: no action's word needed)
        ("ats", "Marco's a no, please take him out of the process.", "Got it — Marco's out of the process. 👍", [], True),
        ("warehouse", "Can you fix the count on BX-220 in Reno? It should be 455.", "BX-220 @ Reno: on hand 455 (was 480). Reason code CC — cycle count correction.", [], True),
        ("hr", "Put me down for leave on Friday.", "You're down for leave on Friday 🌴", [], True),
        ("rental", "Extend my rental to Sunday.", "Your rental runs through Sunday 6 PM now.", [err("extend_rental", "Timeout")], True),
        ("fleet", "VAN-31 needs new tyres, sort it out.", "Service appointment confirmed for VAN-31: Friday 9:00 at Eastside Tire & Auto.", [], True),
        ("fleet", "VAN-14's brakes are squeaking, get it looked at this week.", "VAN-14 is in at Eastside on Thursday at 8.", [], True),
        # ... not with a sign that it was not done, is to come, is someone else's act or is a fact read out
        ("ats", "Marco's a no, please take him out of the process.", "Marco's still in the process: I can't reject him until Ben's feedback is in.", [], False),
        ("warehouse", "Can you fix the count on BX-220 in Reno? It should be 455.", "BX-220 @ Reno shows 480 on hand; I'd need a reason code to change it. Which one applies?", [], False),
        ("hr", "Put me down for leave on Friday.", "Your manager has blocked Friday for the whole team.", [ok("get_leave_balance", {"days_left": 9})], False),
        ("rental", "Extend my rental to Sunday.", "Your rental already runs through Sunday 6 PM.", [ok("get_rental", {"until": "Sunday 18:00"})], False),
        ("support", "Thanks for the help!", "You're welcome! Happy to help.", [], False),
        ("ats", "Marco's a no, please take him out of the process.", "Got it — Marco's out of the process. 👍", [ok("reject_candidate", REJECTED)], False),
    ],
)
def test_a_state_reported_after_a_request_claims_it(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


def test_the_state_rule_reads_only_the_final_reply() -> None:
    turns = [
        ("Marco's a no, please take him out of the process.", "Marco's out of the process.", []),
        ("Thanks! Who's next?", "Priya Nair is next, on Tuesday at 10:00.", [ok("get_candidate", {"name": "Priya Nair"})]),
    ]
    assert not claims("ats", *turns)  # the earlier reply is read by the rules for any reply only
    assert claims("ats", *turns[:1])
