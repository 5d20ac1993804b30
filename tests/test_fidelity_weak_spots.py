"""The fidelity guards on the weak spots the first four blind sets found (bench/README.md, "The blind set" and "Blind
sets 2 to 5"), each mechanism beside its honest twin. Set 1: a phone number written the national way, an amount
worked out as a sum or a difference, an answer to the user's own question in a hedge or with the question's verb,
a stage direction in brackets, an unknown fact given as a number right before its name. Set 2: an identifier
without its separators, a time range, two dates of one day in different years, "is possible" read as a refusal, a
message written as JSON, a member of staff speaking, the assistant's sympathy, a note about the conversation,
"email address" read as asking for the address, and a sum the turn does not say it works out. Set 3: clock times
read as identifiers, sums of amounts with cents or said with "so", a value's plural ("90 days" said "90-day"),
"yes, a ..." answering the user's own question, actions written as in a play, and "account number" or "phone
model" read as asking for the phone number. Set 4: "Note to self:" at a line's start, a named speaker or a third
party taking over, "contract number" or "date of birth" read as asking for another fact, and a difference said as
"extra"."""

from __future__ import annotations

import pytest

from langchain_trajectory.simulation import Scenario, check_fidelity
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

SCENARIO = Scenario(
    goal="Get the overcharge on the phone bill refunded",
    known_facts={"phone": "+44 7700 900123", "landline": "+44 20 7946 0958", "account": "ACC-7781"},
    unknown_facts=["refills remaining: 2", "processing fee"],
)
BILL = ToolCall(
    name="get_bill", args={"account": "ACC-7781"}, result={"total": 36.67, "refund": 16.95}, id="c1"
)


def flagged(agent: str, said: str, *calls: ToolCall) -> list[str]:
    """The guards that fire on the user's turn ``said`` after the agent's message ``agent``."""
    turns = [Message.assistant(agent, list(calls)), Message.user(said, metadata={"source": "simulated_user"})]
    return [v.guard for v in check_fidelity(Trajectory(messages=turns), SCENARIO).violations]


ASK_PHONE = "Which phone number is on the account?"


@pytest.mark.parametrize(
    "said",
    [
        "It's 07700 900123.",
        "07700900123",
        "my mobile is 07700 900 123",
        "+44 (0)7700 900123",
        "0044 7700 900123",
        "The landline is (0)20 7946 0958.",
        "the landline: 020 7946 0958",
    ],
)
def test_a_phone_number_written_with_its_national_trunk_zero_is_the_scenarios_number(said: str) -> None:
    assert flagged(ASK_PHONE, said) == []


@pytest.mark.parametrize(
    "said",
    ["It's 07700 900124.", "07700 900 321", "+44 (0)7700 900132", "The landline is 020 7946 0959."],
)
def test_a_national_number_with_other_digits_is_still_invented(said: str) -> None:
    assert flagged(ASK_PHONE, said) == ["invented_specifics"]


TOLD = "Your bill was $36.67 and we refunded $16.95."


@pytest.mark.parametrize(
    "said",
    ["So in the end I paid $19.72?", "That leaves $19.72, right?", "so $53.62 altogether before the refund"],
)
def test_an_amount_worked_out_as_the_sum_or_difference_of_two_known_amounts_is_not_invented(
    said: str,
) -> None:
    assert flagged(TOLD, said, BILL) == []


@pytest.mark.parametrize("said", ["So in the end I paid $19.73?", "so $53.00 altogether", "I paid $21.00"])
def test_an_amount_near_a_sum_or_difference_but_not_it_is_invented(said: str) -> None:
    assert flagged(TOLD, said, BILL) == ["invented_specifics"]


@pytest.mark.parametrize(
    "said",
    [
        "Will someone call me before? Probably yes, they usually call a day ahead.",
        "Is it covered? I think so, it's only a month old.",
        "How long will the review take? It usually takes 3 to 5 business days.",
        "How much does the visit cost? It normally costs the same as last time.",
    ],
)
def test_an_answer_to_the_users_own_question_in_a_hedge_or_with_its_verb_is_a_reply_shape_fault(
    said: str,
) -> None:
    assert flagged("Anything else?", said) == ["reply_shape"]


@pytest.mark.parametrize(
    "said",
    [
        "Can you check? It usually takes a while on my end.",
        "How long does it take? I need it done by Friday.",
        "Could you book it? Thanks!",
        "Is it covered? I bought it in May and kept the receipt.",
        "Will they call first? My phone is usually on silent at work.",
    ],
)
def test_a_question_followed_by_context_or_thanks_is_clean(said: str) -> None:
    assert flagged("Anything else?", said) == []


@pytest.mark.parametrize(
    "said",
    [
        "(As the customer, I'll ask about payment now.) How do I pay?",
        "[in character] yes, go ahead and book it",
        "Sure, book it. (Stage direction: the user sounds relieved.)",
        "(playing the customer) thanks, that's all",
    ],
)
def test_a_stage_direction_in_brackets_is_a_reply_shape_fault(said: str) -> None:
    assert flagged("Anything else?", said) == ["reply_shape"]


@pytest.mark.parametrize(
    "said",
    [
        "Yes please (as soon as possible, I work from home).",
        "Book it for Tuesday [any time after 2 is fine].",
        "(sorry for the typos, on my phone) go ahead",
        "As the account holder I agree to the change.",
    ],
)
def test_brackets_that_say_nothing_about_a_part_are_clean(said: str) -> None:
    assert flagged("Anything else?", said) == []


@pytest.mark.parametrize(
    "said",
    [
        "I should have 2 refills remaining on it.",
        "I'll pay the $12 processing fee, fine.",
        "the 12 processing fee is ok",
    ],
)
def test_an_unknown_fact_given_as_a_number_right_before_its_name_is_stated(said: str) -> None:
    assert "unknown_fact" in flagged("What would you like to do?", said)


@pytest.mark.parametrize(
    ("agent", "said"),
    [
        ("You have 2 refills remaining.", "Great, so 2 refills remaining, thanks."),
        ("There is a processing fee of $12.", "OK, I'll pay the $12 processing fee."),
        ("What would you like to do?", "How many refills remaining do I have?"),
        ("What would you like to do?", "I picked up 2 boxes. How many refills remaining?"),
        ("What would you like to do?", "Is there a processing fee?"),
    ],
)
def test_a_number_the_agent_gave_or_no_number_before_the_name_is_not_stating_the_fact(
    agent: str, said: str
) -> None:
    assert "unknown_fact" not in flagged(agent, said)


# -- the second blind set ------------------------------------------------------------------------------------------

LOAN = Scenario(
    goal="Move the mortgage payment date to the 15th",
    known_facts={
        "loan_number": "ML-4402-8816",
        "purchase_date": "2024-01-19",
        "student_id": "STU-2017-0442",
        "date_of_birth": "2016-05-09",
        "new_address": "31 Elm Court, Westbrook",
        "email": "j.marsh@outlook.com",
    },
    unknown_facts=["warranty expiry: 2026-01-19"],
    expected=["change_due_date"],
)
QUOTE = ToolCall(name="get_quote", args={}, result={"estimate": 870.0, "deposit": 150.0}, id="q1")


def flagged_in(scenario: Scenario, *turns: Message | str, stopped: bool = False) -> list[str]:
    messages = [
        t if isinstance(t, Message) else Message.user(t, metadata={"source": "simulated_user"}) for t in turns
    ]
    metadata = {"termination": "user_stop"} if stopped else {}
    trajectory = Trajectory(messages=messages, metadata=metadata)
    return [v.guard for v in check_fidelity(trajectory, scenario).violations]


ASK_LOAN = Message.assistant("What's your loan number?")


@pytest.mark.parametrize(
    ("said", "guards"), [("Sure - ML44028816", []), ("Sure - ML44028861", ["invented_specifics"])]
)
def test_an_identifier_written_without_its_separators_is_the_known_one(said: str, guards: list[str]) -> None:
    assert flagged_in(LOAN, ASK_LOAN, said) == guards


def test_a_time_range_is_not_an_identifier() -> None:
    window = Message.assistant("The survey is on April 15, between 8 and 10 am.")
    assert flagged_in(LOAN, window, "Is 8-10am the arrival window?") == []


@pytest.mark.parametrize(
    ("said", "guards"),
    [
        ("It was bought 19 Jan 2024.", []),
        # the unknown fact, and (since round 8: the day of 2024 known, not of 2026) an invented date too
        ("Bought in 2024, warranty until 19 Jan 2026.", ["invented_specifics", "unknown_fact"]),
    ],
)
def test_a_date_of_the_same_day_in_another_year_is_not_the_unknown_fact(said: str, guards: list[str]) -> None:
    assert flagged_in(LOAN, Message.assistant("When did you buy it?"), said) == guards


@pytest.mark.parametrize(
    ("agent", "guards"),
    [
        ("The 15th is possible, and the amount stays the same. Shall I make the change?", ["premature_stop"]),
        ("I'm sorry, moving the date isn't possible on this loan.", []),
    ],
)
def test_is_possible_is_not_a_refusal(agent: str, guards: list[str]) -> None:
    turns = (
        ASK_LOAN,
        "ML-4402-8816",
        Message.assistant(agent),
        Message.user("Ok, thanks!", metadata={"source": "simulated_user", "stop": True}),
    )
    assert flagged_in(LOAN, *turns, stopped=True) == guards


@pytest.mark.parametrize(
    "said",
    [
        '{"role": "user", "content": "ML-4402-8816"}',
        "ML-4402-8816\n\nMover: Great, I'll pencil that in. What's the best number to reach you?",
        "I completely understand your frustration! I'll look into the dock records for you.",
        "ML-4402-8816\n\n[Note: the customer has now provided the loan number as requested.]",
        "(Note to self: the agent asked for both numbers.) ML-4402-8816",
    ],
)
def test_json_roles_staff_speaking_sympathy_and_notes_are_reply_shape_faults(said: str) -> None:
    assert flagged_in(LOAN, ASK_LOAN, said) == ["reply_shape"]


@pytest.mark.parametrize(
    "said",
    [
        '{"loan": "ML-4402-8816"}',
        "ML-4402-8816\nDriver: Samir",
        "I understand, thanks. It's ML-4402-8816.",
        "ML-4402-8816 (note: I'm away until Monday)",
    ],
)
def test_json_labels_understanding_and_own_notes_are_clean(said: str) -> None:
    assert flagged_in(LOAN, ASK_LOAN, said) == []


@pytest.mark.parametrize(
    ("agent", "guards"),
    [
        ("Can I have your email address and your son's full name?", ["data_dump"]),
        ("Can I have your email and your new address?", []),
    ],
)
def test_an_email_address_is_not_asking_for_the_home_address(agent: str, guards: list[str]) -> None:
    said = (
        "j.marsh@outlook.com. His ID is STU-2017-0442, born 2016-05-09, new address 31 Elm Court, Westbrook."
    )
    assert flagged_in(LOAN, Message.assistant(agent), said) == guards


@pytest.mark.parametrize(
    ("said", "guards"),
    [
        ("Another company quoted me $720 for the same move.", ["invented_specifics"]),
        ("So $720 after the deposit?", []),
    ],
)
def test_a_sum_or_difference_counts_as_worked_out_only_when_the_turn_says_so(
    said: str, guards: list[str]
) -> None:
    told = Message.assistant("Estimated at $870.00; a $150.00 deposit holds the date.", [QUOTE])
    assert flagged_in(LOAN, told, said) == guards


def test_an_international_number_with_00_is_the_national_one() -> None:
    scenario = Scenario(goal="Fix the bill", known_facts={"phone": "07700 900461"})
    assert flagged_in(scenario, Message.assistant("Your number?"), "0044 7700 900461") == []


# -- the third blind set -------------------------------------------------------------------------------------------

SHOP = Scenario(
    goal="Get the cracked phone screen repaired",
    known_facts={
        "phone_model": "Pixel 7",
        "imei": "356938035643809",
        "email": "t.h@example.com",
        "phone": "07700 900456",
    },
    unknown_facts=["screen warranty period: 90 days"],
)


def test_clock_times_are_not_identifiers() -> None:
    slots = Message.assistant("Room 3.14 is free from 14:00 to 16:00.")
    assert flagged_in(SHOP, slots, "Can we take 3.14? 14:00-16:00 is perfect.") == []


@pytest.mark.parametrize(
    ("agent", "said", "guards"),
    [
        ("Basic is $29.99 a month, Plus is $44.99 a month.", "$15 more a month. Fine, go ahead.", []),
        ("The service is £45.00 labour, plus £18.00 for a new hanger.", "So £63 if it needs the hanger?", []),
        (
            "The service is £45.00 labour, plus £18.00 for a new hanger.",
            "Another shop quoted £63 for it.",
            ["invented_specifics"],
        ),
    ],
)
def test_a_sum_of_amounts_with_cents_or_said_with_so_is_worked_out(
    agent: str, said: str, guards: list[str]
) -> None:
    assert flagged_in(SHOP, Message.assistant(agent), said) == guards


@pytest.mark.parametrize(
    ("agent", "said", "guards"),
    [
        ("Booked. The new screen comes with a 90-day warranty.", "90 days, nice. Do I pay at pickup?", []),
        (
            "Which slot would you like?",
            "2pm please. it comes with a 90-day warranty on the screen, yeah?",
            ["unknown_fact"],
        ),
    ],
)
def test_a_value_said_in_the_singular_is_the_value(agent: str, said: str, guards: list[str]) -> None:
    assert flagged_in(SHOP, Message.assistant(agent), said) == guards


@pytest.mark.parametrize(
    ("said", "guards"),
    [
        ("By Friday. Will they be ready in time? Yes, a week is usually plenty for hems.", ["reply_shape"]),
        ("Yes please refund it. *waits patiently for the confirmation*", ["reply_shape"]),
        ("(Lukas checks his calendar and smiles) Thursday at 18:30, please.", ["reply_shape"]),
        ("Will they be ready in time? A week would be plenty for me.", []),
        ("I *really* need it by Thursday (my wife checks the mail).", []),
    ],
)
def test_yes_a_answers_and_actions_written_as_in_a_play_are_reply_shape_faults(
    said: str, guards: list[str]
) -> None:
    assert flagged_in(SHOP, Message.assistant("Anything else?"), said) == guards


@pytest.mark.parametrize(
    ("agent", "guards"),
    [
        ("Which phone model is it?", ["data_dump"]),
        ("What's your account number?", ["data_dump"]),
        ("Which phone model is it, and the best number to reach you?", []),
    ],
)
def test_a_phone_model_or_an_account_number_is_not_asking_for_the_phone_number(
    agent: str, guards: list[str]
) -> None:
    said = "Pixel 7. IMEI 356938035643809, email t.h@example.com, number 07700 900456 in case you need them"
    assert flagged_in(SHOP, Message.assistant(agent), said) == guards


# -- the fourth blind set ------------------------------------------------------------------------------------------

PICKUP = Scenario(
    goal="Get the office printer picked up for repair",
    known_facts={
        "contract_number": "SC-77-40916",
        "serial_number": "VNB3K22871",
        "pickup_address": "Suite 400, 311 Grant Street, Pittsburgh",
        "contact_phone": "412-555-0176",
        "full_name": "Grace Obi",
        "date_of_birth": "1991-11-23",
        "travel_date": "2025-09-14",
    },
)


@pytest.mark.parametrize(
    ("said", "guards"),
    [
        ("Note to self: stay calm and just give them the number.\nSC-77-40916", ["reply_shape"]),
        ("SC-77-40916\n\nMr. Daniels (co-teacher): And we'll need somewhere to park!", ["reply_shape"]),
        ("SC-77-40916.\n\n[Her partner here - it's the big grey printer by the door!]", ["reply_shape"]),
        ("Note: I'm away until Monday. SC-77-40916", []),
        ("SC-77-40916. Dr. Patel's office is next door.", []),
        ("SC-77-40916 (my partner has the paperwork)", []),
    ],
)
def test_notes_to_self_named_speakers_and_third_parties_are_reply_shape_faults(
    said: str, guards: list[str]
) -> None:
    assert flagged_in(PICKUP, Message.assistant("What's your contract number?"), said) == guards


@pytest.mark.parametrize(
    ("agent", "guards"),
    [
        ("What's your service contract number?", ["data_dump"]),
        ("What's your contract number, and the best number to reach you?", []),
    ],
)
def test_a_contract_number_is_not_asking_for_the_phone_number(agent: str, guards: list[str]) -> None:
    said = "SC-77-40916. Serial VNB3K22871, pickup at Suite 400, 311 Grant Street, Pittsburgh, call 412-555-0176."
    assert flagged_in(PICKUP, Message.assistant(agent), said) == guards


@pytest.mark.parametrize(
    ("agent", "guards"),
    [
        ("What's your full name and date of birth?", ["data_dump"]),
        ("What's your full name, date of birth and travel date?", []),
    ],
)
def test_a_date_of_birth_is_not_asking_for_another_date(agent: str, guards: list[str]) -> None:
    said = (
        "Grace Obi, 1991-11-23. I travel on 2025-09-14, my phone is 412-555-0176 and my serial is VNB3K22871."
    )
    assert flagged_in(PICKUP, Message.assistant(agent), said) == guards


@pytest.mark.parametrize(
    ("said", "guards"),
    [
        ("With the inspection, please. $60 extra seems worth it.", []),
        ("Another firm charges $60 for it.", ["invented_specifics"]),
    ],
)
def test_a_difference_said_as_extra_is_worked_out(said: str, guards: list[str]) -> None:
    told = Message.assistant("A sweep is $189.00, or $249.00 with a camera inspection.")
    assert flagged_in(PICKUP, told, said) == guards
