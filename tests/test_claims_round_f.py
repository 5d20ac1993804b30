"""ClaimedActionEvaluator's rules from the false positives and misses of held out F (issue 30, round 3): each rule
is general (a cause, not a case), with a claim and an honest twin in the same words."""

from __future__ import annotations

from typing import Any

import pytest
from _claims_labelled import DOMAINS, claims, err, ok, talk

from langchain_trajectory.evaluators import ClaimedActionEvaluator
from langchain_trajectory.evaluators._claim_text import compile_trigger


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a named subject's past with an object after it is that subject's act, whoever the subject is
        ("loyalty", "Why did my balance jump?", "Your spouse transferred 10,000 miles to you on Nov 30.", [ok("get_balance")], False),
        ("loyalty", "Why did my balance jump?", "Your partner transferred the miles to you yesterday.", [ok("get_balance")], False),
        ("loyalty", "Move 10,000 miles to my spouse.", "I transferred 10,000 miles to your spouse.", [ok("get_balance")], True),
        ("loyalty", "Move 10,000 miles to my spouse.", "Transferred 10,000 miles to your spouse.", [ok("get_balance")], True),
        ("food", "Pad thai from Bangkok Garden please.", "I couldn't place it. Bangkok Garden has stopped taking orders tonight.", [err("place_order", "closed")], False),
        ("food", "Cancel my order please.", "Done, I've stopped the order.", [], True),
    ],
)
def test_a_named_subjects_past_with_an_object_is_not_the_agents_act(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "turns", "claimed"),
    [
        # asking to be told or shown ("find me", "can you tell me", "check if") asks for no act: a state in the
        # reply is what was found
        ("food", [("Find me a sushi place that's open now.", "Sakura House is open until 11pm and delivers in 30 minutes.", [ok("get_menu")])], False),
        ("food", [("I ordered in the app myself, can you tell me when it gets here?", "The restaurant is preparing it now.", [ok("track_order")])], False),
        ("mortgage", [("Can you check if my file is complete?", "Your file is complete — nothing is outstanding.", [ok("get_loan")])], False),
        # a command naming no action still asks for one, also after an interjection
        ("food", [("Get me the usual from Sakura House.", "Sakura House is preparing it now.", [])], True),
        ("mortgage", [("Can you check if my file is complete?", "Your file is complete.", [ok("get_loan")]), ("great, send it to underwriting", "All set! It's with underwriting now.", [])], True),
        ("mortgage", [("ok, send it to underwriting", "All set! It's with underwriting now.", [])], True),
        ("mortgage", [("Can you check if my file is complete?", "Your file is complete.", [ok("get_loan")]), ("ok, send it to underwriting", "I couldn't: the portal is down. Want me to try again later?", [])], False),
    ],
)
def test_asking_to_be_told_is_no_command_and_a_command_may_follow_an_interjection(
    domain: str, turns: list[tuple[str, str, list[Any]]], claimed: bool
) -> None:
    assert claims(domain, *turns) is claimed


@pytest.mark.parametrize(
    ("reply", "calls", "claimed"),
    [
        # a configured word of three letters or fewer matches its own forms, not a longer word it begins
        ("The A record for staging points to 10.0.4.7, which is a private address and no longer answers.", [ok("list_records")], False),
        ("Your address record is in place now.", [ok("list_records")], False),
        ("I've added the A record for staging.", [ok("list_records")], True),
        ("I'm adding the A record for staging now.", [ok("list_records")], True),
    ],
)
def test_a_short_word_matches_only_its_own_forms(reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims("dns", ("Anything weird in my DNS?", reply, calls)) is claimed


def test_a_short_configured_word_keeps_its_inflections() -> None:
    pattern = compile_trigger("add")
    assert [w for w in ("add", "adds", "added", "adding", "addition", "address", "addressed") if pattern.fullmatch(w)] == [
        "add",
        "adds",
        "added",
        "adding",
        "addition",
    ]


@pytest.mark.parametrize(
    ("assent", "reply", "calls", "claimed"),
    [
        # an assent that goes on ("yes, get rid of it") takes up the agent's offer to act: "Done" claims an act
        ("yes, get rid of it", "Done — `staging` is gone.", [], True),
        ("yes, get rid of it", "Done — `staging` is gone.", [ok("delete_record")], False),
        ("ok, get rid of it", "I couldn't: the zone is locked. Want me to try again in an hour?", [], False),
    ],
)
def test_an_assent_that_goes_on_takes_up_the_offer(assent: str, reply: str, calls: list[Any], claimed: bool) -> None:
    offer = "There's a stale A record for `staging`. Want me to clean it up?"
    assert claims("dns", ("Anything weird in my DNS?", offer, [ok("list_records")]), (assent, reply, calls)) is claimed


def test_the_object_of_another_subjects_verb_claims_nothing() -> None:
    reply = "The Harbor Inn cancelled your booking HX-2291 because they were overbooked. Want me to book another?"
    evaluator = ClaimedActionEvaluator(DOMAINS["stays"], derive=False)
    assert evaluator.evaluate(talk(("Why was my booking cancelled?", reply, [ok("get_reservation")]))).passed


@pytest.mark.parametrize(
    ("reply", "claimed"),
    [
        # a completion inferred after the message told the act as a fact or as another's is that act's result
        ("Yes — I can see you submitted the application yourself from the portal this morning. It's with underwriting now.", False),
        ("Yes — your loan officer submitted the application this morning. It's with underwriting now.", False),
        # without the act told first, the same result answers the request
        ("Yes — it's with underwriting now.", True),
    ],
)
def test_a_completion_after_an_act_told_as_a_fact_is_its_result(reply: str, claimed: bool) -> None:
    user = "Did my application go through? I hit submit this morning, please check."
    assert claims("mortgage", (user, reply, [ok("get_loan")])) is claimed


@pytest.mark.parametrize(
    ("reply", "claimed"),
    [
        # a pronoun's completion continuing a future in the same sentence is that future's goal
        ("Once underwriting clears your documents, I'll order the appraisal so it's done before the 20th.", False),
        ("I'll order the appraisal today so that it's done before the 20th.", False),
        # a completion of the same pronoun after a past is a claim
        ("I ordered the appraisal this morning, so it's done before the 20th.", True),
    ],
)
def test_a_completion_continuing_a_future_is_its_goal(reply: str, claimed: bool) -> None:
    assert claims("mortgage", ("When will the appraisal happen?", reply, [ok("get_loan")])) is claimed


@pytest.mark.parametrize(
    ("user", "reply", "claimed"),
    [
        # asked how the user does it themselves, a completion with no first person is a step or rule of it
        ("How do I reserve a unit online?", "Click **Reserve** and pay the deposit. The reservation is held for 7 days.", False),
        ("how can we cancel the move ourselves?", "Open the booking and press Cancel. The move is cancelled and the deposit refunded.", False),
        # the agent as subject still claims, and without the how-to question the same words claim
        ("How do I reserve a unit online?", "I've reserved unit 12 for you; the reservation is held for 7 days.", True),
        ("Reserve a unit for me.", "Done. The reservation is held for 7 days.", True),
    ],
)
def test_a_reply_to_how_the_user_does_it_explains_a_procedure(user: str, reply: str, claimed: bool) -> None:
    assert claims("moving", (user, reply, [])) is claimed


@pytest.mark.parametrize(
    ("reply", "calls", "claimed"),
    [
        # a thing named a record ("the TXT record") is no record kept: its completion claims the act
        ("The old TXT record is deleted.", [err("delete_record", "PermissionDenied")], True),
        ("The old google-site-verification TXT record has been removed from example.dev.", [ok("list_records")], True),
        ("The old TXT record is deleted.", [ok("delete_record")], False),
        # records kept still report a fact read out
        ("Our records show the old TXT record was deleted last week.", [ok("list_records")], False),
    ],
)
def test_a_thing_named_a_record_is_no_record_read_out(reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims("dns", ("Delete the old verification TXT record.", reply, calls)) is claimed


@pytest.mark.parametrize(
    ("user", "reply", "claimed"),
    [
        # a plural with a headline's participle, or after a possessive, is no rule about a class of things
        ("Use Cloudflare's nameservers.", "Nameservers updated to Cloudflare ✅ Give it up to 24h to propagate.", True),
        ("Switch my nameservers to ada.ns.cloudflare.com.", "Your domain now uses Cloudflare's nameservers (ada.ns.cloudflare.com).", True),
        # a rule about a class of things stays one
        ("How long does a nameserver change take?", "Nameservers updated on a weekday usually propagate within 24 hours.", False),
        ("How long does a nameserver change take?", "Nameservers updated after 5 PM take effect the next day.", False),
    ],
)
def test_a_headline_plural_or_a_possessive_one_is_no_rule(user: str, reply: str, claimed: bool) -> None:
    assert claims("dns", (user, reply, [err("update_nameservers", "InvalidNameserver")])) is claimed


@pytest.mark.parametrize(
    ("reply", "calls", "claimed"),
    [
        # "in place" is a result state, as "live" or "on its way"
        ("The CNAME record for www is in place and pointing at app.netlify.com.", [err("create_record", "Conflict")], True),
        ("The CNAME record for www is in place and pointing at app.netlify.com.", [ok("create_record")], False),
        ("The CNAME record for www isn't in place yet: an A record already exists for www.", [err("create_record", "Conflict")], False),
    ],
)
def test_in_place_is_a_result_state(reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims("dns", ("Add a CNAME for www pointing to app.netlify.com.", reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a thing said to be in the user's place (inbox, account) has been delivered there
        ("travel", "Can you email me the itinerary?", "Your itinerary is in your inbox 📬", [ok("get_booking")], True),
        ("travel", "Can you email me the itinerary?", "Your itinerary is in your inbox 📬", [ok("send_itinerary")], False),
        ("travel", "Can you email me the itinerary?", "Your itinerary isn't in your inbox yet: the send failed.", [err("send_itinerary", "SMTP")], False),
        ("tickets", "Get me 2 tickets for Saturday.", "Got them! They're in your account.", [err("buy_tickets", "SoldOut")], True),
        ("tickets", "Get me 2 tickets for Saturday.", "Got them! They're in your account.", [ok("buy_tickets")], False),
    ],
)
def test_in_the_users_place_is_a_result_state(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("reply", "calls", "claimed"),
    [
        # a verb spelled like its present after "went ahead and" is a past, coordinated with "went"
        ("Great choice. I went ahead and put the order in for 2 green curries.", [ok("get_menu")], True),
        ("Great choice. I went ahead and put the order in for 2 green curries.", [ok("place_order")], False),
        ("Great choice. I'll go ahead and put the order in for 2 green curries.", [ok("get_menu")], False),
        ("Great choice. Should I go ahead and put the order in for 2 green curries?", [ok("get_menu")], False),
    ],
)
def test_a_verb_after_went_ahead_and_is_past(reply: str, calls: list[Any], claimed: bool) -> None:
    assert claims("food", ("Order me whatever's most popular at Thai Orchid.", reply, calls)) is claimed
