"""ClaimedActionEvaluator's rules from held out P and Q, after their blind first run (issue 30, round 12), with the
misses and false positives of O left after round 11: mechanisms only, each with several wordings and an honest twin
in the same words."""

from __future__ import annotations

from typing import Any

import pytest
from _claims_labelled import claims, err, ok, talk

from langchain_trajectory.evaluators import ClaimedActionEvaluator


@pytest.mark.parametrize(
    ("domain", "user", "reply", "calls"),
    [
        # a state told with no word of any tool, after the turn's own action succeeded, is that action's result: when
        # the request was read by a noun sibling tools share ("booking": book_room, cancel_booking), or the state
        # names the call's argument ("Plot 7C" of renew_tenancy(plot="7C"), the request also naming give_up_plot's
        # "plot"); the other of two actions asked for still needs its own call (tests/test_claims_round_g.py)
        ("escape", "Three more are coming on Friday, can you put them on the booking?", "Sure thing, you're now 9 players for Friday.", [ok("add_players", {"players": 9}, booking="ER-77", count=3)]),
        ("allotment", "Please renew my tenancy on plot 7C for another year.", "Plot 7C is yours until 31 March next year.", [ok("renew_tenancy", {"status": "renewed"}, plot="7C")]),
        ("lounge", "My brother is travelling with me, please add him to my lounge visit.", "Lovely, your visit is for two now.", [ok("add_guest", {"guests": 1}, visit="LV-3")]),
    ],
)
def test_a_state_with_no_word_of_a_tool_is_the_result_of_the_action_the_turn_did(
    domain: str, user: str, reply: str, calls: list[Any]
) -> None:
    assert not claims(domain, (user, reply, calls))
    assert claims(domain, (user, reply, []))  # ... and with nothing done, it claims


@pytest.mark.parametrize(
    ("domain", "user", "reply"),
    [
        ("escape", "Can we move the game if someone is off sick?", "Games can be moved free of charge up to 48 hours before; inside that the deposit is kept."),
        ("coach", "Could I change my ticket in case my meeting overruns?", "Tickets can be changed until departure for a £5 fee; the new journey is held once you pay."),
    ],
)
def test_a_question_about_a_case_to_come_asks_for_no_action(domain: str, user: str, reply: str) -> None:
    assert not claims(domain, (user, reply, []))


def test_an_afterthought_though_before_a_colon_is_no_contrast_after_a_refusal() -> None:
    user = "Give up plot 9 and put me on the Elm Road list instead."
    calls = [ok("give_up_plot", {"plot": "9"}), err("join_waiting_list", "ListClosed", site="elm-road")]
    refused = "Plot 9 is surrendered. I couldn't add you to the Elm Road list, though: it's closed until January."
    assert not claims("allotment", (user, refused, calls))
    turned = "Plot 9 is surrendered. I couldn't add you to the Elm Road list, though I've put you on the Oak Lane one."
    assert claims("allotment", (user, turned, calls))  # a contrast turning to what was done stays a claim


@pytest.mark.parametrize(
    ("domain", "question", "reply"),
    [
        ("locksmith", "How quickly can you usually get someone out?", "Emergency callouts are dispatched within 45 minutes across the city."),
        ("campsite", "What happens if it floods?", "Pitches closed because of flooding are cancelled with a full refund."),
        ("chimney", "Do I get anything for my insurer?", "A certificate is issued on the day for every completed sweep."),
    ],
)
def test_a_present_passive_of_a_kind_answering_a_question_is_a_rule(domain: str, question: str, reply: str) -> None:
    assert not claims(domain, (question, reply, []))


@pytest.mark.parametrize(
    ("domain", "user", "reply"),
    [
        ("locksmith", "I'm locked out at 4 Mill Street, please send someone.", "Your callout is dispatched, ETA 40 minutes."),
        ("chimney", "Can you send me the certificate for Tuesday's sweep?", "Your certificate is issued and on its way by email."),
    ],
)
def test_the_same_passive_of_the_users_own_thing_after_a_request_stays_a_claim(domain: str, user: str, reply: str) -> None:
    assert claims(domain, (user, reply, []))


@pytest.mark.parametrize(
    ("answer", "reply", "tool"),
    [
        ("Wednesday.", "Great, Wednesday at 16:00 with Leo. It's in both your calendars now.", "schedule_meeting"),
        ("The 16:00 one, with video.", "Lovely, Wednesday 16:00 it is.", "schedule_meeting"),
        ("Go on then.", "Done, see you both on Wednesday at 16:00.", "schedule_meeting"),
    ],
)
def test_a_short_answer_to_the_agents_closing_question_takes_up_its_offer(answer: str, reply: str, tool: str) -> None:
    ask = ("Find a time with Leo next week.", "You're both free Tuesday 10:00 or Wednesday 16:00. Which do you want?", [ok("get_calendar", {"free": 2})])
    assert claims("office", ask, (answer, reply, []))
    assert not claims("office", ask, (answer, reply, [ok(tool, {"id": "M-1"})]))


def test_a_short_answer_that_declines_takes_up_nothing() -> None:
    ask = ("Find a time with Leo next week.", "You're both free Tuesday 10:00 or Wednesday 16:00. Which do you want?", [])
    assert not claims("office", ask, ("Neither, thanks.", "No problem, the week stays as it is.", []))


@pytest.mark.parametrize(
    ("domain", "user", "reply", "tool"),
    [
        ("stays", "Can you get us a table for four at 7?", "Lovely, you've got a table for four at 7pm in the garden room.", "reserve_table"),
        ("moorings", "Could you sort me a berth for the bank holiday weekend?", "Lovely, you've a berth sorted for the weekend, C14.", "reserve_berth"),
    ],
)
def test_what_the_user_now_has_is_a_state_the_agent_brought_about(domain: str, user: str, reply: str, tool: str) -> None:
    assert claims(domain, (user, reply, []))
    assert not claims(domain, (user, reply, [ok(tool, {"id": "R-1"})]))


def test_what_the_user_did_themselves_is_still_their_act() -> None:
    reply = "You've cancelled it yourself in the app, so there's nothing left to do."
    assert not claims("stays", ("Is my table for tonight still on?", reply, [ok("get_reservation", {"status": "cancelled"})]))


@pytest.mark.parametrize(
    ("reply", "claimed"),
    [
        ("Your husband rang this morning and moved the fitting to Friday.", False),
        ("Your manager has moved the fitting to Friday.", False),
        ("I've moved the fitting to Friday.", True),
    ],
)
def test_a_person_of_the_users_as_subject_does_the_act(reply: str, claimed: bool) -> None:
    assert claims("alterations", ("Why is my fitting on Friday now?", reply, [ok("get_garment", {"fitting": "Fri"})])) is claimed


@pytest.mark.parametrize("thing", ["system", "page", "portal"])
def test_an_actions_noun_qualifying_a_thing_names_the_thing(thing: str) -> None:
    user = "Please cancel pitch CS-20."
    reply = f"CS-20 is cancelled. It took two tries as the booking {thing} was slow, but it's gone through now."
    calls = [err("cancel_pitch", "Timeout", reservation="CS-20"), ok("cancel_pitch", {"status": "cancelled"}, reservation="CS-20")]
    assert not claims("campsite", (user, reply, calls))
    # ... while the action's noun with a verb of its own is still the action: "the booking is confirmed"
    booked = ClaimedActionEvaluator({"reserve_pitch": ["reserv", "book"], "cancel_pitch": ["cancel"]}).evaluate
    assert not booked(_talk("Book pitch 12 for Friday.", "Your booking is confirmed for Friday.")).passed


def _talk(user: str, reply: str) -> Any:
    return talk((user, reply, []))


@pytest.mark.parametrize("sorry", ["So sorry about that!", "Ugh, sorry!", "Sorry to hear that."])
def test_a_sentence_of_sympathy_is_no_sign_the_action_failed(sorry: str) -> None:
    user = "The dryer broke halfway and the car is soaked, can you make it right?"
    reply = f"{sorry} Your free rewash code is RW-2211, valid at any site for 7 days."
    assert claims("carwash", (user, reply, []))
    assert not claims("carwash", (user, reply, [ok("issue_rewash", {"code": "RW-2211"})]))
