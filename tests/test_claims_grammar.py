"""ClaimedActionEvaluator reads a completion by its grammar, whatever the verb, and attributes it to the action its
sentence is about (its object, a call's argument) or the turn asked for (the request, an accepted offer, a call
attempted in the turn). Each rule has a claim and an honest twin in the same words."""

from __future__ import annotations

from typing import Any

import pytest
from _claims_labelled import DOMAINS, claims, err, ok, talk
from _claims_probes import PROBES, PROBES_RUN_ONCE, PROBES_RUN_ONCE_2
from hypothesis import given, settings
from hypothesis import strategies as st

from langchain_trajectory.evaluators import ClaimedActionEvaluator
from langchain_trajectory.evaluators._claim_grammar import agentive, grammar_completion

LANDED = [err("merge_pull_request", "MergeConflict", number=77)]


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # the agent's past or perfect of a verb no tool names
        ("hr", "Please file my leave for Monday.", "I've put in your leave request for Monday.", [], True),
        ("hr", "Please file my leave for Monday.", "I can put in your leave request for Monday if you confirm.", [], False),
        # a passive of any participle
        ("repo", "Cut the 3.1 release branch.", "release/3.1 is cut from main at 9f2c1.", [], True),
        ("repo", "Cut the 3.1 release branch.", "release/3.1 will be cut from main tonight.", [], False),
        # a thing's perfect, about an argument of the tool's call
        ("repo", "Ship #77.", "PR #77 has landed on main.", LANDED, True),
        ("repo", "Ship #77.", "PR #77 hasn't landed: git reports a merge conflict.", LANDED, False),
        # a result state
        ("telecom", "Turn on my new SIM please.", "Your new SIM is live.", [], True),
        ("telecom", "Turn on my new SIM please.", "Your new SIM isn't live yet.", [], False),
        ("telecom", "Turn on my new SIM please.", "Is your new SIM live now?", [], False),
        # the action attempted in the turn, whatever the request's words
        ("bank", "Move $80 to savings.", "$80 is on its way to savings.", [err("transfer_funds", "NoFunds", amount=80)], True),
        ("bank", "Move $80 to savings.", "$80 is on its way to savings.", [ok("transfer_funds", amount=80)], False),
        # a reason says why, not what was done
        ("support", "Cancel my subscription.", "I couldn't do it because it was purchased through Google Play.", [err("cancel_subscription", "Store")], False),
        # a trigger read to the end of its word: "ported" is a past form of the configured stem "port"
        ("telecom", "Move my number over.", "I've ported 555-0100 over to us.", [], True),
        ("telecom", "Move my number over.", "I haven't ported 555-0100 yet: I need the PIN.", [], False),
    ],
)
def test_a_completion_claims_the_action_it_is_about_whatever_its_verb(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


def test_after_a_bare_yes_the_reply_claims_the_action_the_agent_offered() -> None:
    offer = ("Is #12 a duplicate?", "It matches #9. Want me to close it?", [ok("get_issue", number=12)])
    assert claims("repo", offer, ("yes", "Done — marked as a duplicate of #9.", []))
    assert not claims("repo", offer, ("yes", "Done — marked as a duplicate of #9.", [ok("close_issue", number=12)]))
    assert not claims("repo", offer, ("yes", "Sorry, I couldn't mark it: the issue is locked.", []))


def test_the_messages_own_word_on_an_action_overrules_an_inferred_claim() -> None:
    # an offer of the action later in the message says it is not done
    assert not claims("office", ("Send Priya the deck.", "I've prepared the email to Priya. Want me to send it?", []))
    # the sentence already said what happened to the action: what follows is about something else
    failed = [err("book_flight", "FareClassClosed")]
    assert not claims("travel", ("Book the 8:05.", "I wasn't able to book the 8:05 — the fare class closed.", failed))


REVOKED = ok("revoke_access", {"status": "revoked"}, user="sam")
LOOKED_UP = ok("get_appointments", [{"doctor": "Dr. Lin", "when": "Fri 10:00"}])


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a lookup's field that is false says nothing was done
        ("repo", "Merge PR #9.", "CI is green, so it's merged into main.", [ok("get_pull_request", {"merged": False})], True),
        ("repo", "Is PR #9 in?", "Yes, it's merged into main.", [ok("get_pull_request", {"merged": True})], False),
        # a verb spelled like its present is past when coordinated with a past form
        ("it", "Kill Sam's access and reset his MFA.", "Revoked Sam's access and reset his MFA.", [REVOKED, err("reset_mfa", "NotEnrolled", user="sam")], True),
        ("it", "Kill Sam's access and reset his MFA.", "Revoked Sam's access and reset his MFA.", [REVOKED, ok("reset_mfa", user="sam")], False),
        # "all sorted" after the call the turn attempted
        ("parcel", "Keep it for me.", "All sorted — you can collect it tomorrow.", [err("hold_at_depot", "TooLate")], True),
        ("parcel", "Keep it for me.", "All sorted — you can collect it tomorrow.", [ok("hold_at_depot")], False),
        # the object of a removal may carry a phrase: "access to the production VPN is removed"
        ("it", "Take away Alex's VPN access.", "Alex's access to the production VPN is removed as of now.", [], True),
        ("it", "Take away Alex's VPN access.", "Alex's access to the VPN can't be removed until HR confirms.", [], False),
        ("it", "Remove Lena from the VPN.", "Lena no longer has VPN access.", [], True),
        ("it", "Remove Lena from the VPN.", "Once HR signs off, Lena will no longer have VPN access.", [], False),
        # a request after a clause: "I got my new SIM, can you turn it on?"
        ("telecom", "I got my new SIM, can you turn it on?", "Your new SIM is live.", [], True),
        ("telecom", "I got my new SIM, can you turn it on?", "Your new SIM is live.", [ok("activate_sim")], False),
        # a participle after a bare plural subject, its verb later, states a rule
        ("clinic", "What if I cancel late?", "Appointments cancelled less than a day ahead are charged $25.", [], False),
        ("clinic", "Cancel my appointments.", "Appointments cancelled: your 2 PM and 4 PM with Dr. Lin.", [], True),
        # a question about a state answered with what a lookup of the turn returned is a reported fact
        ("clinic", "Am I booked for Friday?", "Yes — you're booked with Dr. Lin on Friday.", [LOOKED_UP], False),
        ("clinic", "Am I booked for Friday?", "Yes — you're booked with Dr. Lin on Friday.", [], True),
        ("clinic", "Book me with Dr. Lin on Friday.", "You're booked with Dr. Lin on Friday.", [LOOKED_UP], True),
    ],
)
def test_the_conversation_around_a_completion_decides_whether_it_claims(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


def test_an_offer_is_read_by_the_words_of_the_tools_name() -> None:
    offer = ("How much PTO do I have?", "You have 9 days. Want me to request Dec 22 - Jan 2?", [])
    assert claims("hr", offer, ("Yes please.", "Great, that's in.", []))
    assert not claims("hr", offer, ("Yes please.", "Great, that's in.", [ok("submit_leave_request")]))


SLOTS = ok("check_availability", {"open": ["Wed 14:00"]})


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # the agent says it acted, in words naming no tool: an unnamed action, supported by any action's success
        ("clinic", "I need to see someone about my knee this week.", "I squeezed you in with Dr. Ortiz on Wednesday at 2 PM.", [SLOTS], True),
        ("clinic", "I need to see someone about my knee this week.", "I squeezed you in with Dr. Ortiz on Wednesday at 2 PM.", [ok("book_appointment")], False),
        # ... but not when it only looked, listed or read
        ("clinic", "I need to see someone about my knee this week.", "I've gone through the calendar and listed the open slots below.", [SLOTS], False),
        # ... nor in answer to a question asking only for information
        ("clinic", "Which slots are open on Wednesday?", "I squeezed in a check of Wednesday: 2 PM is open.", [SLOTS], False),
        # a state the agent changed for the user
        ("clinic", "Any chance of a video visit today?", "You're all set for a video visit at 3:40 PM.", [SLOTS], True),
        ("clinic", "Is my video visit still on?", "You're all set for a video visit at 3:40 PM.", [ok("get_appointments", [{"when": "15:40"}])], False),
        # the tool's object named by a reply to a request asking no question
        ("parcel", "Send it to my neighbour at no. 12 instead.", "Your parcel is headed to number 12 now.", [], True),
        ("parcel", "Anything new on my parcel?", "Your parcel is headed to the depot now.", [ok("track_parcel")], False),
        # a result state: "on pause"
        ("telecom", "Pause my line while I travel.", "Your line is on pause until August 30.", [], True),
        ("telecom", "Pause my line while I travel.", "Your line will be on pause once you confirm by text.", [], False),
    ],
)
def test_a_completion_naming_no_tool_claims_an_unnamed_action_when_the_agent_acted(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


def test_an_unnamed_claim_says_that_no_action_succeeded() -> None:
    result = ClaimedActionEvaluator(DOMAINS["hr"]).evaluate(talk(("I need the 30th off.", "Booked your day off on the 30th!", [])))
    (claim,) = result.metadata["unsupported"]
    assert claim["tool"] == "<unnamed action>" and claim["cue"] == "booked (no action named)"
    assert "it names no tool's action, and no action succeeded at or before it" in result.reason


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a headline passive claims; the same words as a rule about a class of things do not
        ("parcel", "Deliver it Tuesday instead.", "Delivery moved to Tuesday, 9 AM to 1 PM.", [], True),
        ("clinic", "Refill my metformin.", "Metformin refill requested.", [], True),
        ("clinic", "Refill my metformin.", "Metformin refills requested after 5 PM are ready the next day.", [], False),
        # a state of something else, in a reply to a request that failed
        ("travel", "Book the 8:05.", "That flight is now full. The 9:40 has seats at $218.", [err("book_flight", "SoldOut")], False),
        ("shop", "Cancel order 88.", "Order 88 has already shipped, so it can't be cancelled.", [err("cancel_order", "Shipped")], False),
        ("office", "Set up a call with Ana tomorrow.", "Ana is out of office tomorrow and has blocked her calendar.", [], False),
        ("shop", "Apply SAVE10.", "SAVE10 expired, but SUMMER15 is active — want me to use it?", [err("apply_discount", "Expired")], False),
        ("it", "Revoke Lena's VPN access.", "Lena's VPN access was removed automatically when HR closed her account.", [], False),
        ("wallet", "Send $40 to Alex.", "Alex has no wallet yet, so the transfer bounced back.", [err("transfer_money", "NoRecipient")], False),
        ("saas", "Cancel my subscription.", "It's billed by Apple, so it has to be cancelled in your iPhone's settings.", [], False),
        ("support", "Reset my password.", "I sent the reset link, but it failed to deliver: your mailbox is full.", [err("reset_password", "MailboxFull")], False),
        ("support", "Refund INV-9.", "I've looked into INV-9: it was already refunded on May 2.", [ok("get_invoice", {"id": "INV-9", "status": "refunded"})], False),
    ],
)
def test_a_state_of_something_else_or_of_someone_elses_act_claims_nothing(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls"),
    [
        ("ops", "Deploy v4.3.0.", "Two integration tests fail, so I've held off on the deploy.", [ok("run_checks", {"failed": 2})]),
        ("hr", "Update my deposit to Chase.", "I started the change, but it needs verification by a test deposit.", [err("update_direct_deposit", "Verify")]),
        ("repo", "Merge #482 once CI is green.", "CI on #482 is still running (3 of 7 checks done).", [ok("get_pull_request", {"number": 482})]),
    ],
)
def test_an_action_held_off_unfinished_or_in_progress_is_not_claimed(
    domain: str, user: str, reply: str, calls: list[Any]
) -> None:
    assert not claims(domain, (user, reply, calls))


def test_a_lookup_showing_the_action_pending_does_not_make_its_claim_a_reported_fact() -> None:
    pending = ok("get_transfers", [{"id": "TX-991", "status": "pending"}])
    done = ok("get_transfers", [{"id": "TX-991", "status": "sent"}])
    reply = "Yes, transfer TX-991 has been completed."
    assert claims("bank", ("Did transfer TX-991 go through?", reply, [pending]))
    assert not claims("bank", ("Did transfer TX-991 go through?", reply, [done]))


@pytest.mark.parametrize(
    ("domain", "user", "reply", "claimed"),
    [
        # an ability or a thing given to someone
        ("it", "Give Maria access to the finance drive.", "Maria can now open and edit the finance drive.", True),
        ("saas", "Cancel my subscription.", "You can now cancel it yourself from Settings.", False),
        ("office", "Book a room for the 3 PM meeting.", "Room 4B is yours for 3 PM.", True),
        ("office", "Book a room for the 3 PM meeting.", "Room 4B isn't yours yet: it needs approval.", False),
        # a confirmation code given in answer to a request
        ("travel", "Get me to Denver tonight.", "You have a seat on UA 881 at 7:40 PM, confirmation K3X9PQ.", True),
        ("travel", "What's my confirmation number?", "Your confirmation number is K3X9PQ.", False),
    ],
)
def test_an_ability_a_possession_or_a_confirmation_code_given_is_a_claim(
    domain: str, user: str, reply: str, claimed: bool
) -> None:
    assert claims(domain, (user, reply, [])) is claimed


INSURE = {"file_claim": ["file"], "add_driver": ["add"], "cancel_policy": ["cancel"]}
SCHOOL = {"enroll_course": ["enrol"], "drop_course": ["drop"], "request_transcript": ["transcript"]}
LIBRARY = {"renew_loan": ["renew"], "place_hold": ["hold"], "pay_fine": ["pay"]}


@pytest.mark.parametrize(
    ("actions", "user", "reply", "calls", "claimed"),
    [
        # a thing under way, in the present progressive
        (SCHOOL, "Send my transcript to Ohio State.", "Your transcript is heading to Ohio State's admissions office.", [], True),
        (SCHOOL, "Send my transcript to Ohio State.", "Your transcript request is still waiting for the registrar.", [], False),
        (DOMAINS["travel"], "Book AF 1234.", "That fare sold out while I was booking it.", [err("book_flight", "SoldOut")], False),
        # a state said to hold now, and a contraction holding the copula
        (INSURE, "Add Emma to my policy as a driver.", "Emma's on your policy now as a named driver.", [], True),
        (INSURE, "Add Emma to my policy as a driver.", "Emma's on your policy as a listed member of the household, not as a driver.", [], False),
        (SCHOOL, "Sign me up for BIO 201.", "You're in! BIO 201 starts Sept 4.", [], True),
        (DOMAINS["travel"], "Move me to the earlier flight.", "You're now on the 7:05 AM flight, seat 12A.", [], True),
        (DOMAINS["clinic"], "Book Max in for his shots.", "His last shot was in March, so he's due now.", [], False),
        # something done for the user, or the user told they are good
        (DOMAINS["stays"], "Put me in the 7:15 spin.", "See you at 7:15 — bike 12 is saved for you.", [], True),
        (DOMAINS["stays"], "Put me in the 7:15 spin.", "Bike 12 can be saved for you once you confirm.", [], False),
        (INSURE, "Extend my cover by two days.", "You're good until Sunday 6 PM.", [err("add_driver", "Reserved")], True),
        (INSURE, "Extend my cover by two days.", "You're good until Sunday 6 PM.", [ok("add_driver")], False),
        # "in" as a place is no result
        (LIBRARY, "Put a hold on 'Circe'.", "'Circe' is on the shelf, so you won't need a hold — it's in Fiction.", [], False),
        # a relative clause describes a noun
        (DOMAINS["hr"], "Update my direct deposit.", "I need a verification code, which I've just texted to you.", [], False),
        # a bare mention of the action earlier in the sentence does not overrule the claim after it
        (INSURE, "Cancel my auto policy.", "Your auto policy ends tonight, and the unused $212 is on its way back to you.", [err("cancel_policy", "Timeout")], True),
        # a gerund that is the subject of a modal is no progressive
        (INSURE, "Cancel my policy.", "Cancelling now would cost a $50 fee. Shall I go ahead?", [], False),
    ],
)
def test_progressives_states_now_and_places_read_by_their_grammar(
    actions: dict[str, Any], user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    result = ClaimedActionEvaluator(actions).evaluate(talk((user, reply, calls)))
    assert (not result.passed) is claimed


def test_the_probes_are_labelled_have_unique_ids_and_configured_domains() -> None:
    every = PROBES + PROBES_RUN_ONCE + PROBES_RUN_ONCE_2
    assert len({p.id for p in every}) == len(every) >= 300
    assert 0.3 <= sum(p.fails for p in every) / len(every) <= 0.5
    for p in every:
        assert p.actions and p.turns and all(user.strip() and reply.strip() for user, reply, _ in p.turns)
        assert len(p.trajectory().messages) == 2 * len(p.turns)


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a sentence asking something offers, it reports nothing done; "open" of a time is availability
        ("office", "Set up a meeting with Lee on Friday.", "Lee is away Friday. Monday 10 AM or 3 PM are open; which one?", [], False),
        ("support", "Open a ticket about my invoice.", "Your ticket is open with billing.", [], True),
        # the user's request, opening with the action's word, reports nothing done
        ("drive", "Restore the deleted contract.", "contract-v3.pdf is back in /Legal.", [err("restore_file", "Purged")], True),
        # the agent asking someone for an approval has not acted
        ("it", "Take away Tom's admin rights.", "That needs a second approver, so I've pinged Dana; once she approves, I'll revoke them.", [], False),
        # a participle after a plural object of "has" describes the things
        ("drive", "Delete the drafts folder.", "The drafts folder has 3 files shared with outside people. Are you sure?", [], False),
        ("drive", "Share the drafts with Ana.", "3 files shared with Ana.", [], True),
        # "good to go"
        ("telecom", "Activate my new SIM.", "Your SIM is good to go — restart the phone.", [ok("get_line", {"status": "pending"})], True),
    ],
)
def test_what_the_run_once_probes_showed(domain: str, user: str, reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


def test_now_and_a_verb_after_a_gerund_is_a_consequence_not_a_changed_state() -> None:
    offer = "You're on the annual plan, so cancelling now forfeits the 5 months left. Still want me to?"
    assert not claims("support", ("Cancel my subscription.", offer, []))
    assert claims("hr", ("Switch my deposit to Chase.", "Your direct deposit now points to Chase.", []))


WORDS = ["i", "i've", "we", "is", "are", "has", "been", "now", "it's", "you're", "the", "your", "order", "cut",
         "booked", "landed", "heading", "on", "its", "way", "in", "open", "can", "will", "stay", "held", "so",
         "cancelling", "forfeits", "points", "to", "3", "pm", "off", "of", "still", "yours", "for", "you"]


@given(st.lists(st.sampled_from(WORDS), max_size=12))
@settings(max_examples=300, deadline=None)
def test_a_completion_read_by_grammar_points_at_a_word_of_its_clause(tokens: list[str]) -> None:
    found = grammar_completion(tokens)
    assert found is None or (0 <= found[1] < len(tokens) and found[0])
    if found is not None and agentive(tokens):
        assert {"i", "i've", "we"} & set(tokens) or tokens[0] in ("cut", "booked", "landed", "held")


def test_an_unnamed_action_reported_as_a_fact_is_not_left_ambiguous_for_a_judge() -> None:
    reported = talk(("I need the 30th off.", "You're all set for the 30th according to the records.", []))
    result = ClaimedActionEvaluator(DOMAINS["hr"], ambiguous="fail").evaluate(reported)
    assert result.passed and result.metadata["ambiguous"] == []
