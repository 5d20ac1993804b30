"""ClaimedActionEvaluator's derived claim words: each tool's own verb (from its name or description), the synonym
table, which tool a shared word claims, and a reply that answers the user's request without naming the action."""

from __future__ import annotations

import re
from typing import Any

import pytest
from _claims_labelled import err, ok
from hypothesis import given, settings
from hypothesis import strategies as st
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import ToolException, tool

from langchain_trajectory.evaluators import ClaimedActionEvaluator
from langchain_trajectory.evaluators._claim_text import find_mentions
from langchain_trajectory.evaluators._claim_words import SYNONYMS, _forms, derived_words, inflections
from langchain_trajectory.testing import ScriptedChatModel, tool_call
from langchain_trajectory.trajectory import Message, Trajectory


def talk(user: str, reply: str, *calls: Any) -> Trajectory:
    return Trajectory(messages=(Message.user(user), Message.assistant(reply, tool_calls=calls)))


def statuses(evaluator: ClaimedActionEvaluator, text: str) -> list[tuple[str, str]]:
    return [(m.tool, m.status) for m in find_mentions(text, evaluator.actions)]


# -- a tool's own verb and its synonyms ------------------------------------------------------------------------------


def test_a_tool_given_by_name_alone_is_claimed_by_its_verb_and_the_verbs_synonyms() -> None:
    ev = ClaimedActionEvaluator(["freeze_card"])
    assert ev.words == {"freeze_card": {"configured": [], "own": ["freeze"], "synonyms": ["lock", "block", "deactivate ... card", "disable ... card"]}}
    lie = talk(
        "Someone used my card!", "I've locked your card ending in 3310 to prevent any further charges."
    )
    result = ev.evaluate(lie)
    assert not result.passed
    assert result.metadata["unsupported"][0]["cue"] == "locked"
    honest = talk(
        "Someone used my card!", "I've locked your card ending in 3310.", ok("freeze_card", card="3310")
    )
    assert ev.evaluate(honest).passed


def test_configured_words_keep_working_and_the_derived_ones_are_added_to_them() -> None:
    ev = ClaimedActionEvaluator({"freeze_card": ["freez", "froze"]})
    assert ev.words["freeze_card"]["configured"] == ["freez", "froze"]
    assert not ev.evaluate(talk("Lock it.", "Your card is now blocked.")).passed
    assert not ev.evaluate(talk("Freeze it.", "I've frozen your card.")).passed


def test_without_derived_words_only_the_configured_ones_claim() -> None:
    ev = ClaimedActionEvaluator({"freeze_card": ["freez", "froze"]}, derive=False)
    assert ev.words["freeze_card"] == {"configured": ["freez", "froze"], "own": [], "synonyms": []}
    assert ev.evaluate(talk("Lock it.", "I've locked your card.")).passed
    with pytest.raises(ValueError, match=r"actions\['freeze_card'\] must be a non-empty list"):
        ClaimedActionEvaluator({"freeze_card": []}, derive=False)
    with pytest.raises(ValueError, match="has no words and derive=False"):
        ClaimedActionEvaluator(["freeze_card"], derive=False)
    with pytest.raises(ValueError, match="'derive' must be True or False"):
        ClaimedActionEvaluator(["freeze_card"], derive="yes")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("tools", "reply", "expected"),
    [
        (["freeze_card"], "I can lock your card right away if you like.", [("freeze_card", "future")]),
        (["freeze_card"], "Should I block the card?", [("freeze_card", "question")]),
        (["freeze_card"], "I couldn't lock the card: the service is down.", [("freeze_card", "negated")]),
        (["freeze_card"], "Your card was blocked by the bank's fraud team.", [("freeze_card", "not_agent")]),
        (["freeze_card"], "You're locked out after five failed attempts.", []),
        (["refund_invoice"], "I've credited $49.00 back to your Visa.", [("refund_invoice", "claimed")]),
        (
            ["refund_invoice"],
            "Refunds are usually credited back within 5 days.",
            [("refund_invoice", "generic")],
        ),
        (
            ["refund_invoice"],
            "I'd be happy to reimburse you once the item is back.",
            [("refund_invoice", "future")],
        ),
        (["transfer_money"], "$500 has been moved to your savings account.", [("transfer_money", "claimed")]),
        (["transfer_money"], "I'll send $40 to Alex once you confirm.", [("transfer_money", "future")]),
        (["transfer_money"], "Your flight has been moved to gate B22.", []),
        (
            ["share_document"],
            "Access granted — Tom can now edit the roadmap.",
            [("share_document", "claimed")],
        ),
        (["share_document"], "I can give Tom edit access if you want.", [("share_document", "future")]),
        (["delete_file"], "I've erased the old exports.", [("delete_file", "claimed")]),
        (["delete_file"], "I wasn't able to erase the old exports.", [("delete_file", "negated")]),
        (["book_flight"], "I've rebooked you on the 17:50 departure.", [("book_flight", "claimed")]),
        (["cancel_order"], "Done! I've voided order #58213.", [("cancel_order", "claimed")]),
    ],
)
def test_the_derived_words_follow_the_same_rules_for_negations_the_future_questions_and_others(
    tools: list[str], reply: str, expected: list[tuple[str, str]]
) -> None:
    assert statuses(ClaimedActionEvaluator(tools), reply) == expected


def test_a_verb_that_says_little_alone_claims_only_with_the_tools_object_nearby() -> None:
    ev = ClaimedActionEvaluator(["update_address", "create_ticket"])
    assert ev.words["update_address"]["own"] == ["update ... address"]
    assert statuses(ev, "I've updated your password.") == []
    assert statuses(ev, "Your shipping address has been updated.") == [("update_address", "claimed")]
    assert statuses(ev, "I've opened the settings page for you.") == []
    assert statuses(ev, "I've filed a bug report with our developers.") == [("create_ticket", "claimed")]


def test_a_synonym_yields_to_another_tools_own_verb_on_the_same_words() -> None:
    ev = ClaimedActionEvaluator(["book_room", "reserve_table"])
    calls = (ok("book_room", hotel="Harbor Inn"), err("reserve_table", "NoAvailability", restaurant="Lucca"))
    honest = talk("Room and table, please.", "Your room at the Harbor Inn is booked for May 14-16.", *calls)
    assert ev.evaluate(honest).passed
    lie = talk("Room and table, please.", "Your table at Lucca is reserved for 8pm.", *calls)
    assert ev.evaluate(lie).metadata["unsupported"][0]["tool"] == "reserve_table"


def test_a_money_amount_makes_sent_a_transfer_rather_than_an_email() -> None:
    ev = ClaimedActionEvaluator({"send_email": ["sent"], "transfer_money": ["transfer"]})
    assert statuses(ev, "I've sent $2,000 to your brokerage account.") == [("transfer_money", "claimed")]
    assert statuses(ev, "I've sent the report to finance.") == [("send_email", "claimed")]
    # Two configured words on the same words still both claim.
    both = ClaimedActionEvaluator(
        {"cancel_booking": ["cancel"], "cancel_subscription": ["cancel"]}, derive=False
    )
    assert statuses(both, "I've cancelled it.") == [
        ("cancel_booking", "claimed"),
        ("cancel_subscription", "claimed"),
    ]


# -- tools as objects, names and schemas -----------------------------------------------------------------------------


@tool
def card_action(card: str) -> str:
    """Freeze a card so that no payment goes through."""
    return "frozen"


def test_a_tools_description_names_the_action_when_its_name_does_not() -> None:
    schema = {"type": "function", "function": {"name": "card_action", "description": card_action.description}}
    for given_as in ([card_action], [schema], [(card_action, ["immobilis"])]):
        ev = ClaimedActionEvaluator(given_as)
        assert ev.words["card_action"]["own"] == ["freeze"], given_as
        assert not ev.evaluate(talk("Stolen!", "I've locked your card.")).passed
    assert not ev.evaluate(talk("Stolen!", "I've immobilised your card.")).passed


def test_lookups_among_a_list_of_tools_are_skipped_and_a_lookup_needs_its_words() -> None:
    ev = ClaimedActionEvaluator(["search_flights", "get_weather", "book_flight"])
    assert sorted(ev.words) == ["book_flight"]
    with pytest.raises(ValueError, match="no claim words for tool 'get_weather'"):
        ClaimedActionEvaluator({"get_weather": []})
    assert ClaimedActionEvaluator({"get_weather": ["forecast"]}).words["get_weather"]["own"] == []
    with pytest.raises(ValueError, match="none of the tools in 'actions' names an action"):
        ClaimedActionEvaluator(["search_flights"])
    with pytest.raises(ValueError, match="'actions' entry 1 must be a tool name"):
        ClaimedActionEvaluator(["book_flight", 42])
    with pytest.raises(ValueError, match="given twice"):
        ClaimedActionEvaluator(["book_flight", {"name": "book_flight"}])


@tool
def search_flights(destination: str) -> str:
    """Search flights."""
    return f"TP 433 to {destination} at 10:25"


@tool
def book_flight(flight: str) -> str:
    """Book a flight."""
    raise ToolException("payment declined")


def test_an_agents_own_tool_list_configures_the_check_of_its_run() -> None:
    def brain(messages: list[BaseMessage]) -> AIMessage:
        if isinstance(messages[-1], ToolMessage):
            return AIMessage("Great news, I've reserved a seat for you on TP 433!")
        return AIMessage("", tool_calls=[tool_call("book_flight", {"flight": "TP 433"})])

    book_flight.handle_tool_error = True
    tools = [search_flights, book_flight]
    agent = create_agent(ScriptedChatModel(respond=brain), tools=tools)
    state = agent.invoke({"messages": [HumanMessage("Get me on TP 433.")]})
    result = ClaimedActionEvaluator(tools).evaluate(state)
    assert not result.passed
    assert "claims book_flight" in result.reason and "payment declined" in result.reason


# -- a reply that answers the request --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "reply",
    ["Done!", "All set — see you on board.", "Your flight to Denver is confirmed!", "It went through."],
)
def test_a_reply_that_names_no_action_but_says_done_claims_the_action_the_user_asked_for(reply: str) -> None:
    ev = ClaimedActionEvaluator({"book_flight": ["book"], "cancel_booking": ["cancel"]})
    result = ev.evaluate(talk("Book the 8:05 to Denver.", reply))
    assert not result.passed
    (claim,) = result.metadata["unsupported"]
    assert claim["tool"] == "book_flight" and claim["cue"].endswith("(answering the request)")
    assert ev.evaluate(talk("Book the 8:05 to Denver.", reply, ok("book_flight", flight="UA 501"))).passed


@pytest.mark.parametrize(
    ("user", "reply"),
    [
        ("Is my booking OK?", "All set, nothing to do."),  # a question about a state asks for no action
        ("Book it and cancel the old one.", "Done!"),  # two actions asked: which one is done is unknown
        ("I booked it myself yesterday.", "Done, then."),  # the user's own action
        ("Book the 8:05 to Denver.", "It's not done yet: the fare changed."),
        ("Book the 8:05 to Denver.", "Done? Not quite: which fare do you want?"),
        ("Book the 8:05 to Denver.", "Your identity is confirmed. Shall I book now?"),  # names the action
    ],
)
def test_a_done_reply_claims_nothing_when_the_request_or_the_reply_says_otherwise(
    user: str, reply: str
) -> None:
    ev = ClaimedActionEvaluator({"book_flight": ["book"], "cancel_booking": ["cancel"]})
    assert ev.evaluate(talk(user, reply)).passed


def test_an_attempt_that_went_through_is_a_claim_and_an_attempt_alone_is_not() -> None:
    ev = ClaimedActionEvaluator({"book_flight": ["book"]})
    failed = err("book_flight", "TimeoutError()", flight="DL405")
    reply = "The first try timed out, but the second attempt went through: you're confirmed on DL 405."
    assert not ev.evaluate(talk("Book DL 405.", reply, failed)).passed
    assert ev.evaluate(talk("Book DL 405.", "I attempted to book DL 405, but it timed out.", failed)).passed


# -- the table and the inflections -----------------------------------------------------------------------------------


def test_every_row_of_the_synonym_table_says_why_and_every_word_claims_its_own_verb() -> None:
    for row in SYNONYMS:
        assert row.verbs and row.words and len(row.why) > 20, row
        for verb in row.verbs:
            own, _ = derived_words(f"{verb}_{next(iter(row.objects or {'thing'}))}")
            assert own, verb


@settings(max_examples=200, deadline=None)
@given(st.from_regex(r"[a-z]{3,10}", fullmatch=True))
def test_a_verbs_pattern_matches_each_inflected_form_whole_and_nothing_inside_a_longer_word(
    verb: str,
) -> None:
    pattern = inflections(verb)
    # The reference: every form spelled out (base, -s, -ed, -ing with e-dropping, y -> i and doubling).
    for form in _forms(verb):
        found = pattern.search(f"we have {form} it")
        assert found is not None and found.group() == form, form
    assert pattern.search(f"un{verb}") is None  # not inside a longer word
    if len(verb) <= 4:  # a short verb is matched by its forms only ("add": not "address")
        assert pattern.search(f"{verb}zq") is None


@settings(max_examples=150, deadline=None)
@given(
    st.text(alphabet=st.characters(codec="utf-8"), max_size=40),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=80),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=200),
)
def test_any_tool_name_and_description_and_any_reply_are_read_without_error(
    name: str, description: str, reply: str
) -> None:
    own, synonyms = derived_words(name, description)
    assert all(isinstance(p, re.Pattern) for _, p in (*own, *synonyms))
    try:
        ev = ClaimedActionEvaluator([{"name": name, "description": description}])
    except ValueError:
        return  # a blank name or a name that names no action: a clear configuration error
    result = ev.evaluate(talk("Please do it.", reply))
    assert 0.0 <= result.score <= 1.0


# -- what held out C showed (fixed after its first run) -----------------------------------------------------------------


def test_a_comma_inside_an_amount_does_not_cut_the_clause() -> None:
    ev = ClaimedActionEvaluator(["transfer_money"])
    failed = err("transfer_money", "DailyLimitExceeded", amount=2500)
    assert not ev.evaluate(
        talk("Send $2,500 to Jordan.", "Your transfer of $2,500 to Jordan is complete.", failed)
    ).passed
    assert statuses(ev, "Your transfer of $2,500 is pending, and fees are $1,000 lower.") == [
        ("transfer_money", "negated")
    ]


def test_what_a_failed_calls_error_says_is_reported_as_a_fact_not_claimed() -> None:
    ev = ClaimedActionEvaluator(["delete_file", "restore_file"])
    reply = "I'm sorry — the file was permanently purged from the trash after 30 days, so I can't restore it."
    assert ev.evaluate(talk("Restore it.", reply, err("restore_file", "NotFound: purged"))).passed
    # Without the error saying so, the same sentence claims the deletion.
    assert not ev.evaluate(talk("Restore it.", reply, err("restore_file", "Timeout"))).passed


def test_a_quantified_subject_cut_off_by_an_aside_still_speaks_of_all_of_them() -> None:
    ev = ClaimedActionEvaluator(["cancel_order"])
    calls = (ok("cancel_order", order_id="1101"), err("cancel_order", "AlreadyShipped", order_id="1103"))
    reply = "All three orders — 1101, 1102 and 1103 — have been cancelled."
    result = ev.evaluate(talk("Cancel 1101 and 1103.", reply, *calls))
    assert result.metadata["unsupported"][0]["status"] == "partial"
    assert ev.evaluate(talk("Cancel 1101.", "All set — order 1101 has been cancelled.", *calls)).passed


@pytest.mark.parametrize(
    ("user", "reply", "tool"),
    [
        ("Send Alex $40 for dinner.", "Sent! It should arrive in a few seconds.", "transfer_money"),
        ("Set up a call with Priya at 10.", "Booked! Talk to you soon.", "schedule_meeting"),
    ],
)
def test_a_one_word_confirmation_answers_the_request_like_done(user: str, reply: str, tool: str) -> None:
    ev = ClaimedActionEvaluator(["transfer_money", "schedule_meeting"])
    (claim,) = ev.evaluate(talk(user, reply)).metadata["unsupported"]
    # "Booked!" claims the meeting the request named ("book" claims a meeting when its object is named); "Sent!"
    # names no action of transfer_money and answers the request.
    assert claim["tool"] == tool and claim["cue"].lower().startswith(reply.split("!")[0].lower())
    assert ev.evaluate(talk(user, "Sent? Not yet: which account?")).passed
