"""ClaimedActionEvaluator's rules from the misses and false positives of held out E (issue 30, round 2): each rule
is general (a cause, not a case), with a claim and an honest twin in the same words."""

from __future__ import annotations

from typing import Any

import pytest
from _claims_labelled import claims, err, ok
from hypothesis import given, settings
from hypothesis import strategies as st

from langchain_trajectory.evaluators._claim_record import fields
from langchain_trajectory.trajectory import compact_json

HOUSE = {"alarm": "disarmed", "back_door": "locked", "front_door": "unlocked", "thermostat": {"target": 19}}


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # one field of a status record says a thing's state: the back door locked does not say the alarm is set
        ("home", "Arm the alarm, we're heading out.", "Your alarm is armed in Away mode.", [ok("get_device_status", HOUSE)], True),
        ("home", "Is the alarm on?", "Your alarm is armed in Away mode.", [ok("get_device_status", {"alarm": "armed", "mode": "away"})], False),
        # a looked-up field about the action's object, repeated, is a state reported, not an act
        ("home", "It's freezing in here.", "The thermostat is set to 19°C. Want me to turn it up?", [ok("get_device_status", HOUSE)], False),
        ("home", "Set the thermostat to 21.", "The thermostat is set to 21°C.", [ok("get_device_status", HOUSE)], True),
    ],
)
def test_a_lookup_reports_an_action_done_only_in_one_field_about_it(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "claimed"),
    [
        # the user's own act supposed ("if I cancel") asks for nothing: a reply stating the rule claims nothing
        ("rental", "Is there a fee if I cancel?", "Prepaid reservations cancelled less than 24 hours before pickup have a $50 fee; otherwise they're refunded in full.", False),
        ("rental", "Please cancel my reservation.", "Your reservation is cancelled; you're refunded in full.", True),
        ("energy", "If I set up a direct debit, when does the money come out?", "Direct Debit payments are taken on the 1st. If that falls on a weekend, it's taken the next working day.", False),
        ("energy", "Set up a direct debit please.", "Your Direct Debit is set up: payments are taken on the 1st.", True),
        # a rule about a class of things, the participle continued by a clause of time before its verb
        ("rental", "What's your cancellation policy?", "Reservations cancelled less than 24 hours before pickup have a $50 fee.", False),
        ("rental", "Cancel R-55821.", "R-55821 is cancelled less than 24 hours before pickup, so a $50 fee applies.", True),
    ],
)
def test_a_rule_about_a_class_of_things_or_an_act_the_user_supposes_is_no_claim(
    domain: str, user: str, reply: str, claimed: bool
) -> None:
    assert claims(domain, (user, reply, [])) is claimed


@pytest.mark.parametrize(
    ("domain", "user", "reply", "claimed"),
    [
        # a quotation of several sentences is a text for someone else to send, whatever introduces it
        ("tickets", "I transferred my ticket to Jess. Write her a text?", 'Here you go:\n\n"Hey Jess! I just sent you my ticket. Accept it in the app."', False),
        ("tickets", "Send my ticket to Jess and write her a text?", 'I just sent Jess your ticket. Here you go:\n\n"Hey Jess! Accept it in the app."', True),
        # someone else's act: the user's ("you made"), a third party's taking an object ("Jess accepted the transfer")
        ("rental", "I already extended it in the app, right?", "Yes, the extension you made in the app went through.", False),
        ("rental", "Extend my rental to Friday.", "Yes, the extension I made went through.", True),
        ("tickets", "Did Jess accept the ticket?", "Yes, Jess accepted the transfer this morning.", False),
        ("tickets", "Send the ticket to Jess.", "Transfer completed: Jess has the ticket.", True),
    ],
)
def test_a_quoted_text_or_someone_elses_act_is_no_claim_of_the_agent(
    domain: str, user: str, reply: str, claimed: bool
) -> None:
    assert claims(domain, (user, reply, [])) is claimed


SWAP = [ok("enroll_course", {"status": "enrolled"}, code="BIO-105")]


def test_a_negated_verb_overrules_a_completion_said_of_a_noun_of_the_action() -> None:
    honest = "You're enrolled in BIO-105. I couldn't drop CHEM-110, though — the drop deadline has passed."
    claim = "You're enrolled in BIO-105. The drop of CHEM-110 has gone through."
    calls = [*SWAP, err("drop_course", "DeadlinePassed", code="CHEM-110")]
    assert not claims("courses", ("Swap me from CHEM-110 into BIO-105.", honest, calls))
    assert claims("courses", ("Swap me from CHEM-110 into BIO-105.", claim, calls))


def test_a_user_message_reports_an_action_done_only_in_one_clause() -> None:
    moved = "I moved — new address is 14 Elm St, Portland OR 97205."
    assert claims("support", (moved, "Thanks! Your address has been updated to 14 Elm St.", []))
    assert not claims("support", ("I updated my address to 14 Elm St myself.", "Thanks! Your address has been updated to 14 Elm St.", []))


ACCOUNT = [ok("get_account", {"account": "EN-40117", "tariff": "Flex"})]


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a user telling the agent to act, in words naming no action: a state said done answers it
        ("energy", "Put me on Fixed 12M.", "Fixed 12M is now active on your account.", ACCOUNT, True),
        ("energy", "Put me on Fixed 12M.", "Fixed 12M is now active on your account.", [ok("switch_tariff", tariff="Fixed 12M")], False),
        ("energy", "What does Fixed 12M cost?", "Fixed 12M is now active for new customers at 24.1p/kWh.", ACCOUNT, False),
        # "complete" or "done" after a noun, as a headline's participle
        ("courses", "Register me for DATA-201.", "Registration complete for DATA-201.", [err("enroll_course", "PrerequisiteMissing", code="DATA-201")], True),
        ("courses", "Register me for DATA-201.", "Registration complete for DATA-201.", [ok("enroll_course", code="DATA-201")], False),
    ],
)
def test_a_state_said_done_answers_a_request_naming_no_action(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


def test_a_bullet_headline_with_a_verb_spelled_like_its_present_claims_before_its_particle() -> None:
    summary = "Here's a summary:\n\n• Direct Debit set up for account EN-40117\n• Collected on the 1st of each month"
    assert claims("energy", ("Set up a direct debit please.", summary, []))
    assert not claims("energy", ("Set up a direct debit please.", summary, [ok("set_up_direct_debit", account="EN-40117")]))
    assert not claims("energy", ("Set up a direct debit please.", "• Direct Debit set for review by your bank", []))


def test_a_state_said_to_hold_now_after_an_emoji_is_a_change_not_a_looked_up_fact() -> None:
    status = [ok("get_device_status", HOUSE)]  # the back door locked, the front door not
    asked = "Did I leave the front door unlocked? Lock it if so."
    assert claims("home", (asked, "You did. It's locked now 🔒 The back door was already locked.", status))
    assert not claims("home", (asked, "You did, and I can't lock it remotely 🔒 The back door is locked.", status))


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls", "claimed"),
    [
        # a reference given for the thing asked for is a claim it was made
        ("insurance", "My phone was stolen. If it's covered please claim.", "It's covered. Your claim reference is CL-90301.", [], True),
        ("insurance", "My phone was stolen. If it's covered please claim.", "It's covered. Your claim reference is CL-90301.", [ok("file_claim", {"claim": "CL-90301"})], False),
        ("insurance", "My phone was stolen. If it's covered please claim.", "It's covered. Want me to file it? You'd get a reference by email.", [], False),
        # asking to be given something is a request: "Done" answers it
        ("courses", "Can I have more time on the HIST-150 essay?", "Done — your HIST-150 essay is now due December 14.", [], True),
        ("courses", "Can I have more time on the HIST-150 essay?", "Done — your HIST-150 essay is now due December 14.", [ok("request_extension", course="HIST-150")], False),
        ("courses", "Can I have more time on the HIST-150 essay?", "You can ask your instructor; the essay is due December 7.", [], False),
    ],
)
def test_a_reference_given_or_a_done_answers_a_request_to_be_given_something(
    domain: str, user: str, reply: str, calls: list[Any], claimed: bool
) -> None:
    assert claims(domain, (user, reply, calls)) is claimed


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text("abc_", min_size=1, max_size=4), inner, max_size=3),
    max_leaves=12,
)


def _leaves(value: Any, path: tuple[str, ...] = ()) -> list[tuple[str, Any]]:
    """Brute force: every scalar of ``value`` with the keys leading to it (a list adds no key)."""
    if isinstance(value, dict):
        return [leaf for key, item in value.items() for leaf in _leaves(item, (*path, key))]
    if isinstance(value, list):
        return [leaf for item in value for leaf in _leaves(item, path)]
    return [(" ".join(path).strip(), value)]


@given(JSON)
@settings(max_examples=200, deadline=None)
def test_a_results_fields_are_its_scalars_each_with_its_key_path(value: Any) -> None:
    expected = [f"{path}: {compact_json(leaf)}" if path else compact_json(leaf) for path, leaf in _leaves(value)]
    assert list(fields(value)) == expected


def test_a_thing_that_now_shows_somewhere_has_changed_not_been_read_from_a_record() -> None:
    looked = [ok("get_course", {"code": "STAT-101", "sections": ["A", "B"]})]
    claim = "Section A of STAT-101 now shows on your spring schedule."
    assert claims("courses", ("Put me in section A of STAT-101.", claim, looked))
    assert not claims("courses", ("Put me in section A of STAT-101.", claim, [ok("enroll_course", code="STAT-101", section="A")]))
    assert not claims("courses", ("What's on my schedule?", "Your spring schedule shows Section A of STAT-101.", looked))
