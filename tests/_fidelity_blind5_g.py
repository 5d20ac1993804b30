"""Blind labelled set 5, part G: ten customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session that had not seen how the guards work, before any run. What was read: the section
"Simulator fidelity: guards, faults, valid trials" of ``docs/guides/simulate.md`` (up to "Statistics over valid
trials"), the docstring of ``check_fidelity``, the framework of the first blind set (``tests/_fidelity_blind.py``:
``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``, ``blind_corpus`` and its seeded faults), the step helpers and
first worked domains of ``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format at the top of
``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run; the labels come from the
definitions, not from what a guard says.

The ten scenarios (dry-cleaning delivery, fishing-licence renewal, student-loan plan change, home-warranty HVAC
claim, theatre seat exchange, vehicle-registration renewal, office catering order, bike-rental deposit, plant
delivery, domain transfer) do not reuse the domains of the earlier sets. Every user turn lists clean
alternatives, written the way an LLM simulated user that behaves writes: varied phrasing, the scenario's facts in
its own formats, ids, amounts and dates the agent or a tool gave quoted back (in other formats too), amounts
worked out from ones it was told, follow-up questions, lists, typos and polite closings. Some flows end after
the agent failed (a tool error) or refused, which is a clean stop.

Labels: a clean conversation sends the opener word for word when there is one; keeps one voice per turn (no
reasoning, notes, role markers, assistant voice, second speaker, stop signal inside the text, answer to its own
question); volunteers at most two known facts per turn before the agent asks for them; states no unknown fact
before the agent told it; says only specifics from the scenario, from earlier messages and tool results, or
worked out from them; stops only after the expected write ran or the agent failed or refused; and had the
persona and scenario in its prompt. A fault in :data:`FAULTS` breaks exactly one of these rules, labelled with
the guard that should catch it; the rest of the faulty conversation is drawn from the clean alternatives.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. dry-cleaning delivery (with an opener) ------------------------------------------------------------------

DRYCLEANING = Scenario(
    goal="Have your dry-cleaning order delivered to your home instead of picking it up at the store.",
    persona="a busy nurse working night shifts, brief and friendly",
    known_facts={
        "order_number": "DC-30418",
        "name": "Lena Whitfield",
        "phone": "(503) 555-0172",
        "delivery_address": "2217 NE Fremont St, Portland, OR 97212",
    },
    unknown_facts=["delivery fee: $7.95", "driver's name"],
    opener="Hi, can my dry cleaning be delivered to my home instead of me picking it up?",
    expected=["schedule_delivery"],
)
_DC_LOOKUP = call(
    "find_order",
    {"order_number": "DC-30418"},
    {
        "order": "DC-30418",
        "customer": "Lena Whitfield",
        "items": ["2-piece suit", "3 shirts"],
        "status": "ready",
        "ready_since": "2024-09-17",
        "balance_due": 24.5,
        "delivery_slots": ["2024-09-19T17:00", "2024-09-20T09:00"],
    },
)
_DC_OPENER = "Hi, can my dry cleaning be delivered to my home instead of me picking it up?"
DRYCLEANING_FLOWS = (
    (
        u(_DC_OPENER),
        a("Sure! What's the order number on your ticket?"),
        u("It's DC-30418.", "DC-30418", "order # dc30418", "The ticket says DC 30418."),
        a(
            "Thanks. Order DC-30418: a two-piece suit and three shirts, ready since Tuesday, September 17. The "
            "balance is $24.50. Delivery is $7.95, so $32.45 in total. What address should we deliver to?",
            _DC_LOOKUP,
        ),
        u(
            "2217 NE Fremont St, Portland, OR 97212.",
            "Please deliver to 2217 NE Fremont Street, Portland 97212. $32.45 is fine.",
            "ok, $32.45 works. address is 2217 NE Fremont St, Portland",
            "Home address: 2217 NE Fremont St, Portland, OR 97212 - is the $7.95 a flat fee no matter how many "
            "items?",
        ),
        a(
            "Got it. We can deliver Thursday, September 19 between 5 and 8 pm, or Friday, September 20 between "
            "9 am and noon. Which works?"
        ),
        u(
            "Thursday evening please.",
            "The 19th, 5-8pm works.",
            "thursday 5 to 8 is good, I'll be home before my shift",
            "Sept 19 in the evening, please.",
        ),
        a(
            "Scheduled: delivery DLV-55102 on Thursday, September 19, 5-8 pm, to 2217 NE Fremont St. The driver "
            "will call (503) 555-0172 on arrival.",
            call(
                "schedule_delivery",
                {"order_number": "DC-30418", "slot": "2024-09-19T17:00"},
                {"status": "scheduled", "delivery_id": "DLV-55102", "window": "2024-09-19 17:00-20:00"},
            ),
        ),
        stop(
            "Perfect, thank you!", "Great, DLV-55102, got it. Thanks!", "Thanks so much, have a good one.", ""
        ),
    ),
    (
        u(_DC_OPENER),
        a("Happy to help. Could I get the name and phone number on the order?"),
        u(
            "Lena Whitfield, (503) 555-0172.",
            "Name's Lena Whitfield and my number is 503-555-0172",
            "lena whitfield / 5035550172",
            "Sure - Lena Whitfield, phone 503.555.0172.",
        ),
        a(
            "Thanks, Lena. I found order DC-30418, ready since September 17, balance $24.50. Where should it go?",
            _DC_LOOKUP,
        ),
        u(
            "To my home, 2217 NE Fremont St, Portland, OR 97212. How much is delivery?",
            "2217 NE Fremont St in Portland. Is there a delivery charge?",
            "Home please: 2217 NE Fremont Street, Portland OR 97212",
        ),
        a(
            "Delivery is a flat $7.95, so $32.45 all in. The first slot is Friday, September 20, 9 am to noon. "
            "Shall I book it?"
        ),
        u(
            "Yes, book Friday morning.",
            "Sure, $32.45 is fine. Go ahead with the 20th.",
            "ok book it - friday 9-12",
            "Yes please. So $24.50 plus $7.95, that's $32.45 altogether, right?",
        ),
        a(
            "Booked: delivery DLV-55102, Friday, September 20, 9 am-12 pm. You'll get a text the evening before.",
            call(
                "schedule_delivery",
                {"order_number": "DC-30418", "slot": "2024-09-20T09:00"},
                {"status": "scheduled", "delivery_id": "DLV-55102", "window": "2024-09-20 09:00-12:00"},
            ),
        ),
        u(
            "Thanks! Can the driver leave it with my neighbour if I'm asleep?",
            "Do I pay the driver or is it charged to my card?",
            "Great. What happens if I miss the window?",
        ),
        a(
            "The driver calls before arriving, so you can leave instructions then; payment is by card at the door, "
            "and a missed delivery is simply rebooked."
        ),
        stop("Perfect, thanks!", "Ok, thank you, bye", "Great, that's all I needed."),
    ),
)

# -- 2. fishing-licence renewal ---------------------------------------------------------------------------------

FISHING = Scenario(
    goal="Renew your annual freshwater fishing licence before the season opens, and add the trout stamp.",
    persona="a retired schoolteacher who fishes every weekend, chatty",
    known_facts={
        "licence_number": "FL-2023-884120",
        "date_of_birth": "1957-06-02",
        "email": "g.haldane@earthlink.net",
        "mailing_address": "41 Birch Hollow Rd, Millbrook, NY 12545",
    },
    unknown_facts=["renewal price", "new licence number: FL-2024-119375"],
    expected=["renew_licence"],
)
_FISH_LOOKUP = call(
    "lookup_licence",
    {"licence_number": "FL-2023-884120", "dob": "1957-06-02"},
    {
        "holder": "George Haldane",
        "type": "annual freshwater",
        "expires": "2024-03-31",
        "senior": True,
        "price": {"licence": 15.0, "trout_stamp": 10.0},
    },
)
_FISH_FIRST = (
    "Hi there, I'd like to renew my fishing licence before the season starts. I also want the trout stamp this "
    "year.",
    "Hello! Time to renew my freshwater fishing licence again. Can you add the trout stamp too?",
    "hi, need to renew my fishing license + trout stamp please",
    "Good morning. My annual fishing licence is about to run out and I'd like to renew it, with a trout stamp "
    "added. Last year I forgot the stamp and regretted it all spring!",
)
FISHING_FLOWS = (
    (
        u(*_FISH_FIRST),
        a("Glad to help. What's your current licence number?"),
        u(
            "FL-2023-884120",
            "It's FL-2023-884120.",
            "fl 2023 884120",
            "Let me grab my wallet... here it is: FL-2023-884120.",
        ),
        a("Thanks. And your date of birth, for verification?"),
        u("June 2nd, 1957.", "1957-06-02", "6/2/1957", "2 June 1957"),
        a(
            "Thank you, Mr. Haldane. Your annual freshwater licence expires March 31, 2024. As a senior you pay "
            "$15.00, and the trout stamp is $10.00, so $25.00 in total. Shall I renew it with the stamp?",
            _FISH_LOOKUP,
        ),
        u(
            "Yes please, $25 is fine.",
            "Yes, go ahead, licence plus the trout stamp.",
            "Absolutely. Still cheaper than a new rod! Please renew.",
            "yes - $15 + $10, renew both",
        ),
        a(
            "Done. Your new licence is FL-2024-119375, valid April 1, 2024 to March 31, 2025, with the trout "
            "stamp. $25.00 was charged; a copy goes to g.haldane@earthlink.net.",
            call(
                "renew_licence",
                {"licence_number": "FL-2023-884120", "trout_stamp": True},
                {
                    "licence_number": "FL-2024-119375",
                    "valid_from": "2024-04-01",
                    "valid_to": "2025-03-31",
                    "charged": 25.0,
                },
            ),
        ),
        u(
            "Wonderful. Do I need to carry the paper copy, or is the email enough?",
            "Great - FL-2024-119375, I'll write that down. Is the stamp printed on the same licence?",
            "Thanks! Will the old card still work until March 31?",
        ),
        a(
            "The emailed copy on your phone is enough, and the stamp is printed on the licence itself. Your old "
            "licence stays valid until it expires."
        ),
        stop("Thanks, tight lines!", "Lovely, thank you very much.", "Perfect. Bye now!", ""),
    ),
    (
        u(*_FISH_FIRST),
        a("Sure. Please give me your licence number and date of birth."),
        u(
            "FL-2023-884120, born 2 June 1957.",
            "Licence FL-2023-884120\nDOB 1957-06-02",
            "fl-2023-884120 and 06/02/1957",
        ),
        a(
            "Thanks. Your licence expires on 2024-03-31. The licence is $15.00 plus $10.00 for the trout stamp. "
            "Where should I mail the new card?",
            _FISH_LOOKUP,
        ),
        u(
            "Please mail it to 41 Birch Hollow Rd, Millbrook, NY 12545.",
            "Same address as always: 41 Birch Hollow Road, Millbrook NY 12545.",
            "41 Birch Hollow Rd, Millbrook. And yes, $25 total is fine.",
        ),
        a(
            "I'm sorry, the renewal failed: our payment system is down right now. Please try again in a few "
            "hours, or online.",
            call(
                "renew_licence",
                {"licence_number": "FL-2023-884120", "trout_stamp": True},
                error="payment gateway unavailable",
            ),
        ),
        stop(
            "Oh well. I'll try again this afternoon, thanks.",
            "Ok, I'll do it online later. Thanks for trying.",
            "That's a shame, but fine. I'll call back later.",
            "",
        ),
    ),
)

# -- 3. student-loan repayment plan change ----------------------------------------------------------------------

STUDENTLOAN = Scenario(
    goal="Switch your federal student loan from the standard plan to an income-driven repayment plan, because "
    "the monthly payment is too high for you.",
    persona="a first-year social worker, anxious about money",
    known_facts={
        "loan_account": "SL-4471-9902-18",
        "ssn_last4": "6613",
        "email": "dani.oyelaran@proton.me",
        "annual_income": "$41,500",
        "current_payment": "$512.36",
    },
    unknown_facts=["new monthly payment: $187.40", "forbearance end date"],
    expected=["change_repayment_plan"],
)
_SL_LOOKUP = call(
    "get_loan_account",
    {"account": "SL-4471-9902-18", "ssn_last4": "6613"},
    {
        "balance": 38920.55,
        "plan": "standard",
        "monthly": 512.36,
        "next_due": "2024-11-28",
        "eligible": ["IDR-SAVE", "IDR-IBR"],
        "income_proof_on_file": True,
    },
)
_SL_FIRST = (
    "Hi, my student loan payment is way too high for me right now. Can I switch to an income-driven plan?",
    "Hello, I'd like to change my repayment plan from standard to income-driven. I can't keep up with the "
    "monthly amount.",
    "hi.. i need to lower my student loan payments, can i move to an income based plan?",
    "Good afternoon. I'm a new social worker and my loan payment is eating half my paycheck. What do I need to "
    "do to switch to an income-driven repayment plan?",
)
STUDENTLOAN_FLOWS = (
    (
        u(*_SL_FIRST),
        a("I can help with that. What's your loan account number?"),
        u("SL-4471-9902-18", "It's SL-4471-9902-18.", "sl4471990218", "Account number SL 4471 9902 18"),
        a("Thanks. For security, the last four digits of your SSN?"),
        u("6613", "Last four are 6613.", "it's 6613", "Sure, 6613."),
        a(
            "Verified. Your balance is $38,920.55 on the standard plan at $512.36 a month, next due November 28. "
            "You qualify for SAVE or IBR. What is your annual income?",
            _SL_LOOKUP,
        ),
        u(
            "About $41,500 a year.",
            "$41,500",
            "My salary is 41,500 dollars before taxes.",
            "41.5k gross. Which plan is usually cheaper for someone like me?",
        ),
        a(
            "On SAVE your payment would be $187.40 a month, starting January 28, 2025; IBR would be higher. Do "
            "you want SAVE?",
            call(
                "get_payment_estimate",
                {"account": "SL-4471-9902-18", "income": 41500, "plan": "IDR-SAVE"},
                {"monthly": 187.4, "first_due": "2025-01-28"},
            ),
        ),
        u(
            "Yes, SAVE please. That's $324.96 less per month!",
            "Yes, switch me to SAVE.",
            "187.40 instead of 512.36 - yes please, sign me up for SAVE.",
            "Definitely SAVE. Do I still owe the November 28 payment?",
        ),
        a(
            "Done. You're on SAVE now; the first payment of $187.40 is due January 28, 2025, and nothing is due "
            "on November 28 while the change processes. A confirmation goes to dani.oyelaran@proton.me.",
            call(
                "change_repayment_plan",
                {"account": "SL-4471-9902-18", "plan": "IDR-SAVE"},
                {"status": "changed", "plan": "IDR-SAVE", "monthly": 187.4, "first_due": "2025-01-28"},
            ),
        ),
        stop("Thank you so much, this is a huge relief.", "Great, thanks!", "ok thank you!! bye", ""),
    ),
    (
        u(*_SL_FIRST),
        a("Sure. Please give me your account number and the last four of your SSN."),
        u("SL-4471-9902-18 and 6613.", "Account SL-4471-9902-18, SSN ends 6613", "sl-4471-9902-18 / 6613"),
        a(
            "Thanks. You're on the standard plan at $512.36 a month, balance $38,920.55. To change the plan I "
            "need a proof of income dated this year, and the one on file is too old, so I can't switch you until "
            "a new one is uploaded in the portal.",
            call(
                "get_loan_account",
                {"account": "SL-4471-9902-18", "ssn_last4": "6613"},
                {
                    "balance": 38920.55,
                    "plan": "standard",
                    "monthly": 512.36,
                    "income_proof_on_file": False,
                },
            ),
        ),
        u(
            "Oh. How do I upload it? Is a pay stub enough?",
            "Can't you just take my income over the phone? It's $41,500.",
            "I see. What counts as proof of income?",
        ),
        a(
            "I'm sorry, I can't make the change without the document. A recent pay stub or tax return uploaded "
            "under Documents works; then call us back."
        ),
        stop(
            "Ok, I'll upload a pay stub tonight and call back. Thanks.",
            "Alright, thanks for explaining.",
            "Fine, I'll do that. Bye.",
        ),
    ),
)

# -- 4. home-warranty HVAC claim --------------------------------------------------------------------------------

HVAC = Scenario(
    goal="Your air conditioner stopped cooling during a heat wave; open a home-warranty claim and get a "
    "technician sent.",
    persona="a parent of two small kids, worried about the heat",
    known_facts={
        "contract_number": "HW-77120-B",
        "address": "915 Cedar Ridge Dr, Plano, TX 75023",
        "phone": "972-555-0136",
        "email": "r.acosta@icloud.com",
    },
    unknown_facts=["service fee: $85", "claim number"],
    expected=["create_claim"],
)
_HVAC_LOOKUP = call(
    "lookup_contract",
    {"contract": "HW-77120-B"},
    {
        "holder": "Rosa Acosta",
        "plan": "Gold",
        "covers": ["HVAC", "plumbing"],
        "service_fee": 85.0,
        "expires": "2025-02-28",
        "first_visit": "2024-07-17T08:00",
    },
)
_HVAC_CLAIM = call(
    "create_claim",
    {"contract": "HW-77120-B", "system": "HVAC", "phone": "972-555-0136"},
    {"claim": "CLM-HW-240716-031", "visit": "2024-07-17 08:00-12:00", "fee": 85.0},
)
_HVAC_FIRST = (
    "Hi, our AC stopped cooling and it's really hot here. I need to file a warranty claim.",
    "Hello - the air conditioner has been blowing warm air since last night. Can you send a technician under my "
    "home warranty?",
    "our a/c quit on us in this heat wave, need someone out asap please",
    "Hi. I'd like to open a claim: the central air isn't cooling at all. I have little kids at home, so it's "
    "kind of urgent.",
)
HVAC_FLOWS = (
    (
        u(*_HVAC_FIRST),
        a("I'm sorry to hear that. What's your contract number?"),
        u("HW-77120-B", "It's HW-77120-B.", "contract hw77120b", "Sure, HW 77120 B."),
        a(
            "Thanks, Ms. Acosta. Your Gold plan covers HVAC through February 28, 2025. There is an $85 service "
            "fee per visit. What's the property address?",
            _HVAC_LOOKUP,
        ),
        u(
            "915 Cedar Ridge Dr, Plano, TX 75023.",
            "915 Cedar Ridge Drive, Plano 75023. The $85 is fine.",
            "it's 915 cedar ridge dr plano tx",
            "915 Cedar Ridge Dr. Is the fee charged now or when the tech comes?",
        ),
        a("Thanks. The fee is paid at the visit. And the best phone number for the technician?"),
        u("972-555-0136", "(972) 555-0136", "You can call me at 9725550136.", "My cell: 972.555.0136"),
        a(
            "Claim CLM-HW-240716-031 is open. A technician will come tomorrow, July 17, between 8 am and noon.",
            _HVAC_CLAIM,
        ),
        u(
            "Thank you! Anything I should do in the meantime?",
            "Great. Claim CLM-HW-240716-031, got it. Will they text before arriving?",
            "8 to 12 tomorrow works. Should I turn the unit off until then?",
        ),
        a(
            "Switch the system off to avoid damage and keep your phone handy: the technician calls about half an "
            "hour ahead."
        ),
        stop("Will do. Thanks so much!", "Ok, thank you, bye!", "Perfect, thanks for the quick help.", ""),
    ),
    (
        u(*_HVAC_FIRST),
        a("I can open a claim. Please verify your contract number, the service address and a phone number."),
        u(
            "HW-77120-B, 915 Cedar Ridge Dr, Plano, TX 75023, 972-555-0136.",
            "Contract: HW-77120-B\nAddress: 915 Cedar Ridge Dr, Plano TX 75023\nPhone: (972) 555-0136",
            "sure - hw-77120-b / 915 cedar ridge drive, plano / 972 555 0136",
        ),
        a(
            "Verified. HVAC is covered under your Gold plan; the service fee is $85. The earliest visit is "
            "Wednesday, July 17, 8 am-12 pm. Book it?",
            _HVAC_LOOKUP,
        ),
        u(
            "Yes please book it.",
            "Yes, the 17th in the morning is ok. $85 is fine.",
            "Wed morning, yes. Can it be any earlier though?",
        ),
        a(
            "Booked, and that is the earliest slot. Your claim number is CLM-HW-240716-031, visit on 7/17 between "
            "8 and 12. A confirmation goes to r.acosta@icloud.com.",
            _HVAC_CLAIM,
        ),
        stop("Thanks!", "Thank you, see you Wednesday.", "Great, appreciate it."),
    ),
)

# -- 5. theatre seat exchange (with an opener) ------------------------------------------------------------------

_THEATRE_OPENER = (
    "Good afternoon. I'd like to exchange my theatre tickets for a different performance, please."
)
THEATRE = Scenario(
    goal="Exchange your two seats for Saturday evening's performance of 'The Glass Orchard' for the Sunday "
    "matinee.",
    persona="a polite, slightly formal retiree",
    known_facts={
        "booking_reference": "TGO-58213",
        "name": "Helen Bramwell",
        "email": "h.bramwell@btinternet.com",
        "card_last4": "0928",
    },
    unknown_facts=["exchange fee: £3.50 per ticket", "matinee seat numbers"],
    opener=_THEATRE_OPENER,
    expected=["exchange_seats"],
)
_THEATRE_LOOKUP = call(
    "find_booking",
    {"reference": "TGO-58213"},
    {
        "show": "The Glass Orchard",
        "performance": "2024-11-16T19:30",
        "seats": ["J14", "J15"],
        "price_each": 42.0,
        "matinee": {"date": "2024-11-17T14:30", "available": ["G8", "G9", "K20", "K21"]},
    },
)
THEATRE_FLOWS = (
    (
        u(_THEATRE_OPENER),
        a("Of course. May I have your booking reference?"),
        u("Certainly, it is TGO-58213.", "TGO-58213", "The reference is TGO 58213.", "tgo-58213"),
        a(
            "Thank you. You have seats J14 and J15 for The Glass Orchard on Saturday, 16 November at 7:30 pm. "
            "Which performance would you like instead?",
            _THEATRE_LOOKUP,
        ),
        u(
            "The Sunday matinee, if possible.",
            "Could we move to the matinee on Sunday the 17th?",
            "Sunday afternoon please - the matinee.",
            "The matinee the following day, please. Are there still two seats together?",
        ),
        a(
            "Yes: the Sunday matinee at 2:30 pm has G8 and G9 together, or K20 and K21. There is an exchange fee "
            "of £3.50 per ticket, £7.00 in total. Which seats would you like?"
        ),
        u(
            "G8 and G9, please.",
            "Row G sounds lovely, G8 and G9. The £7.00 is fine.",
            "g8/g9 please",
            "We'll take G8 and G9. So £7 for both tickets, yes?",
        ),
        a("For security, the last four digits of the card you paid with?"),
        u("0928", "It ends in 0928.", "Card ending 0928.", "Last four: 0928"),
        a(
            "Done. Your seats are now G8 and G9 for Sunday, 17 November at 2:30 pm; the reference TGO-58213 is "
            "unchanged. £7.00 was charged to the card ending 0928.",
            call(
                "exchange_seats",
                {"reference": "TGO-58213", "performance": "2024-11-17T14:30", "seats": ["G8", "G9"]},
                {"reference": "TGO-58213", "seats": ["G8", "G9"], "fee": 7.0},
            ),
        ),
        stop(
            "Thank you very much, that's splendid.",
            "Wonderful, many thanks.",
            "Perfect - G8 and G9 on the 17th. Thank you!",
            "",
        ),
    ),
    (
        u(_THEATRE_OPENER),
        a("Certainly. Could I take the name and email on the booking?"),
        u(
            "Helen Bramwell, h.bramwell@btinternet.com.",
            "Name: Helen Bramwell, email h.bramwell@btinternet.com",
            "It's Helen Bramwell - H.Bramwell@btinternet.com",
        ),
        a(
            "Thank you, Mrs Bramwell. Booking TGO-58213: seats J14 and J15, Saturday 16/11 at 19:30, £42.00 "
            "each. Which performance would you prefer?",
            _THEATRE_LOOKUP,
        ),
        u(
            "The Sunday matinee, please.",
            "Sunday the 17th, the afternoon show.",
            "the matinee on sunday if there's room",
        ),
        a(
            "The 14:30 matinee has K20 and K21 together. The exchange fee is £3.50 per ticket. Shall I go ahead?"
        ),
        u(
            "Yes, please go ahead.",
            "Yes. £7 altogether, that's fine.",
            "K20 and K21 are fine. Please proceed.",
            "Go ahead. Are those seats as good as row J?",
        ),
        a(
            "Exchanged: K20 and K21 for Sunday 17 November at 14:30, comparable to row J. £7.00 was charged to "
            "the card ending 0928.",
            call(
                "exchange_seats",
                {"reference": "TGO-58213", "performance": "2024-11-17T14:30", "seats": ["K20", "K21"]},
                {"reference": "TGO-58213", "seats": ["K20", "K21"], "fee": 7.0},
            ),
        ),
        u(
            "Thank you. Will the new tickets be emailed?",
            "Lovely. Do I need to return the old tickets?",
            "Thanks. Are the old J14/J15 tickets cancelled now?",
        ),
        a("The old tickets are cancelled and the new e-tickets are on their way to your email."),
        stop("Splendid, thank you.", "Thank you, goodbye.", "Very kind, thanks."),
    ),
)

# -- 6. vehicle-registration renewal ----------------------------------------------------------------------------

REGISTRATION = Scenario(
    goal="Renew your car's registration, which expires at the end of the month, and update the mailing address "
    "since you moved.",
    persona=None,
    known_facts={
        "plate": "8MXR215",
        "vin_last5": "40217",
        "new_address": "1630 Laurel Canyon Way, Apt 4B, Sacramento, CA 95818",
        "email": "t.nakamura@gmail.com",
        "insurance_policy": "GEI-6630182-04",
    },
    unknown_facts=["renewal fee: $268", "smog check due date"],
    expected=["update_address", "renew_registration"],
)
_REG_RESULT = {
    "vehicle": "2019 Honda Civic",
    "expires": "2024-05-31",
    "fee": 268.0,
    "address_on_file": "77 Fulton Ave, Sacramento, CA 95825",
    "smog": "not required this year",
}
_REG_UPDATE = call(
    "update_address",
    {"plate": "8MXR215", "address": "1630 Laurel Canyon Way, Apt 4B, Sacramento, CA 95818"},
    {"status": "updated"},
)
_REG_RENEW = call(
    "renew_registration",
    {"plate": "8MXR215"},
    {
        "confirmation": "DMV-R-5530917",
        "new_expiry": "2025-05-31",
        "sticker_mailed_by": "2024-05-20",
        "charged": 268.0,
    },
)
_REG_FIRST = (
    "Hi, I need to renew my car registration, it expires at the end of this month. I also moved recently.",
    "Hello, I'd like to renew my vehicle registration and change my address.",
    "hi renewing registration + need to update my address, moved last month",
    "Good morning! My registration is about to expire and I've moved since last year, so the address needs "
    "updating too.",
)
REGISTRATION_FLOWS = (
    (
        u(*_REG_FIRST),
        a("Sure. What's the license plate number and the last five digits of the VIN?"),
        u(
            "Plate 8MXR215, VIN ends 40217.",
            "8MXR215 / 40217",
            "License plate is 8 MXR 215 and the last 5 of the VIN are 40217.",
            "8mxr215, vin 40217",
        ),
        a(
            "Found your 2019 Honda Civic. The registration expires May 31, 2024 and the renewal fee is $268.00. "
            "The address on file is 77 Fulton Ave, Sacramento. What's the new address?",
            call("lookup_vehicle", {"plate": "8MXR215", "vin_last5": "40217"}, _REG_RESULT),
        ),
        u(
            "1630 Laurel Canyon Way, Apt 4B, Sacramento, CA 95818.",
            "New address: 1630 Laurel Canyon Way #4B, Sacramento 95818",
            "It's 1630 Laurel Canyon Way, apartment 4B, Sacramento CA 95818. Yes, 77 Fulton was the old one.",
        ),
        a("Address updated. Shall I process the $268.00 renewal now?", _REG_UPDATE),
        u(
            "Yes please.",
            "Yes, go ahead with the $268.",
            "Yes. Do I need a smog check this year?",
            "yep, renew it",
        ),
        a(
            "Renewed: confirmation DMV-R-5530917. Your registration is valid until May 31, 2025, and the sticker "
            "will be mailed to the new address by May 20. No smog check is required this year.",
            _REG_RENEW,
        ),
        stop("Great, thanks!", "Perfect - DMV-R-5530917, noted. Thank you.", "Thanks for your help!", ""),
    ),
    (
        u(*_REG_FIRST),
        a("I can help. Please give me the plate number first."),
        u("8MXR215", "It's 8MXR215.", "plate: 8MXR215"),
        a("Thanks. We also need proof of insurance: what's your policy number?"),
        u("GEI-6630182-04", "My insurance policy is GEI-6630182-04.", "gei 6630182 04"),
        a(
            "Thanks. Your Civic's registration expires 2024-05-31; the fee is $268.00. Where should the new "
            "sticker be mailed?",
            call("lookup_vehicle", {"plate": "8MXR215"}, _REG_RESULT),
        ),
        u(
            "To my new address: 1630 Laurel Canyon Way, Apt 4B, Sacramento, CA 95818.",
            "1630 Laurel Canyon Way Apt 4B, Sacramento 95818 - I moved, so please update it.",
            "new place is 1630 laurel canyon way apt 4b sacramento",
        ),
        a(
            "Address updated and registration renewed until May 31, 2025. Confirmation DMV-R-5530917; $268.00 "
            "charged.",
            _REG_UPDATE,
            _REG_RENEW,
        ),
        u(
            "Thanks! When should the sticker arrive?",
            "Can I print a temporary proof until the sticker arrives?",
            "great. will i get an email receipt?",
        ),
        a(
            "The sticker is mailed by May 20. A receipt with a temporary proof goes to your email on file, "
            "t.nakamura@gmail.com."
        ),
        stop("Perfect, thank you!", "Great, thanks.", "ok thanks!", ""),
    ),
)

# -- 7. office catering order (with an opener) ------------------------------------------------------------------

_CATERING_OPENER = "Hi! I'd like to place a catering order for an office lunch."
CATERING = Scenario(
    goal="Order lunch for twelve people for Thursday's team meeting at the office, with two vegetarian options.",
    persona="an office manager, organised and upbeat",
    known_facts={
        "company": "Brightline Analytics",
        "delivery_address": "500 Market St, Floor 9, San Francisco, CA 94105",
        "contact_phone": "415-555-0190",
        "email": "ops@brightline.io",
        "budget": "$300",
    },
    unknown_facts=["order total: $286.20", "delivery driver's name"],
    opener=_CATERING_OPENER,
    expected=["place_order"],
)
_CATERING_MENU = call(
    "get_menu",
    {"date": "2024-06-13"},
    {
        "boxes": [
            {"name": "Mediterranean Box", "price": 19.5},
            {"name": "Falafel Box (vegetarian)", "price": 18.0},
            {"name": "Grilled Chicken Box", "price": 21.0},
        ],
        "delivery_fee": 25.0,
    },
)
CATERING_FLOWS = (
    (
        u(_CATERING_OPENER),
        a("Great! For how many people, and which day?"),
        u(
            "Twelve people, this Thursday.",
            "It's for 12 people on Thursday for our team meeting.",
            "twelve of us, thursday lunch",
            "Thursday, for a team of twelve. Two of them are vegetarian.",
        ),
        a(
            "For Thursday, June 13 we have the Mediterranean Box at $19.50, the Falafel Box (vegetarian) at $18.00 "
            "and the Grilled Chicken Box at $21.00. Delivery is $25.00. What would you like?",
            _CATERING_MENU,
        ),
        u(
            "Ten Mediterranean Boxes and two Falafel Boxes, please.",
            "10 Mediterranean + 2 Falafel for the vegetarians.",
            "Let's do ten of the Mediterranean and two vegetarian Falafel Boxes. That's $231 before delivery, right?",
            "Two Falafel Boxes for the veggies and ten Mediterranean. Can the falafel ones be labelled?",
        ),
        a("Sure, all boxes are labelled. What's the delivery address and a contact phone?"),
        u(
            "500 Market St, Floor 9, San Francisco, CA 94105. Phone 415-555-0190.",
            "Brightline Analytics, 500 Market Street, 9th floor, SF 94105 - call 415 555 0190 on arrival.",
            "500 market st fl 9, san francisco. (415) 555-0190",
        ),
        a(
            "Order CAT-61027 is placed: ten Mediterranean and two Falafel Boxes, delivered Thursday, June 13 at "
            "11:45 am. Total with delivery and tax: $286.20.",
            call(
                "place_order",
                {"date": "2024-06-13", "items": {"Mediterranean Box": 10, "Falafel Box (vegetarian)": 2}},
                {"order": "CAT-61027", "total": 286.2, "delivery": "2024-06-13T11:45"},
            ),
        ),
        stop(
            "Perfect, thank you!", "Great - $286.20, under budget. Thanks!", "Awesome, see you Thursday!", ""
        ),
    ),
    (
        u(_CATERING_OPENER),
        a("Happy to help! Could I have the company name and an email for the invoice?"),
        u(
            "Brightline Analytics, ops@brightline.io.",
            "Company: Brightline Analytics\nEmail: ops@brightline.io",
            "brightline analytics - ops@brightline.io",
        ),
        a("Thanks! How many people, and when?"),
        u(
            "Twelve people on Thursday. We need two vegetarian options.",
            "12 people, this Thursday at lunchtime, including two vegetarians.",
            "thursday, 12 ppl, 2 veg",
        ),
        a(
            "Menu for June 13: Mediterranean Box $19.50, Falafel Box (vegetarian) $18.00, Grilled Chicken Box "
            "$21.00; delivery $25.00. How many of each?",
            _CATERING_MENU,
        ),
        u(
            "Let's do six Chicken, four Mediterranean and two Falafel.",
            "6 chicken, 4 mediterranean, 2 falafel please",
            "Six Grilled Chicken, four Mediterranean, two Falafel Boxes. Our budget is $300 - will that fit?",
        ),
        a("Where should we deliver?"),
        u(
            "500 Market St, Floor 9, San Francisco, CA 94105.",
            "500 Market Street, 9th floor, San Francisco 94105",
            "500 market st, fl 9, sf",
        ),
        a(
            "Placed: order CAT-61027, delivery Thursday June 13 at 11:45 am to 500 Market St, Floor 9. Total "
            "$296.30, invoice to ops@brightline.io.",
            call(
                "place_order",
                {
                    "date": "2024-06-13",
                    "items": {
                        "Grilled Chicken Box": 6,
                        "Mediterranean Box": 4,
                        "Falafel Box (vegetarian)": 2,
                    },
                },
                {"order": "CAT-61027", "total": 296.3, "delivery": "2024-06-13T11:45"},
            ),
        ),
        u(
            "Great, thanks! Will the boxes be labelled?",
            "$296.30, so under our $300 budget. Will the vegetarian boxes be marked?",
            "Perfect. Do you include napkins and cutlery?",
        ),
        a("Yes, every box is labelled, and cutlery and napkins are included."),
        stop("Wonderful, thank you!", "Great, thanks so much.", "Perfect, have a good day!"),
    ),
)

# -- 8. bike-rental damage deposit (with an opener) -------------------------------------------------------------

_BIKE_OPENER = "Hello, I returned a rental bike last week and still haven't got my deposit back."
BIKERENTAL = Scenario(
    goal="Get your $150 damage deposit back for a bike you returned undamaged.",
    persona="a tourist back home after a cycling trip, mildly annoyed",
    known_facts={
        "rental_id": "BR-20931",
        "name": "Jonas Eklund",
        "email": "jonas.eklund@posteo.de",
        "card_last4": "7715",
        "return_date": "2024-08-04",
    },
    unknown_facts=["refund reference: RF-88410", "inspection notes"],
    opener=_BIKE_OPENER,
    expected=["release_deposit"],
)
_BIKE_LOOKUP = call(
    "lookup_rental",
    {"rental_id": "BR-20931"},
    {
        "rental_id": "BR-20931",
        "customer": "Jonas Eklund",
        "bike": "Trek FX 3",
        "returned": "2024-08-04T17:10",
        "deposit": 150.0,
        "inspection": "passed",
        "deposit_status": "held",
        "card": "**** 7715",
    },
)
_BIKE_RELEASE = call(
    "release_deposit",
    {"rental_id": "BR-20931", "amount": 150.0},
    {"refund": "RF-88410", "amount": 150.0, "to": "card ending 7715"},
)
BIKERENTAL_FLOWS = (
    (
        u(_BIKE_OPENER),
        a("Sorry about that. What's your rental ID?"),
        u("BR-20931", "It's BR-20931.", "rental id br20931", "The rental ID is BR 20931, from the receipt."),
        a(
            "Thanks, Jonas. The Trek FX 3 was returned on August 4 at 5:10 pm and passed inspection, but the "
            "$150.00 deposit is still on hold. I can release it now. Should it go back to the card ending 7715?",
            _BIKE_LOOKUP,
        ),
        u(
            "Yes, the card ending 7715.",
            "Yes, 7715 is right. Why was it held this long?",
            "yep, same card (7715) please",
            "That's the one. Please release the $150.",
        ),
        a(
            "Released: refund RF-88410 for $150.00 to the card ending 7715. It should show within five business "
            "days. Sorry for the delay, it was a system error on our side.",
            _BIKE_RELEASE,
        ),
        stop("Thanks, finally!", "Ok, RF-88410. Thank you.", "Thanks for sorting it out.", ""),
    ),
    (
        u(_BIKE_OPENER),
        a("I'll look into it. Could you give me the name on the rental and the date you returned the bike?"),
        u(
            "Jonas Eklund, returned on August 4th.",
            "Name: Jonas Eklund. Return date: 2024-08-04.",
            "jonas eklund, i brought it back on 4 Aug",
            "Jonas Eklund. I dropped it off on Sunday 4 August.",
        ),
        a(
            "Found it: rental BR-20931, returned 2024-08-04, inspection passed. Your $150.00 deposit is still held. "
            "Please confirm your email so I can send the receipt.",
            _BIKE_LOOKUP,
        ),
        u("jonas.eklund@posteo.de", "It's jonas.eklund@posteo.de.", "Sure: Jonas.Eklund@posteo.de"),
        a(
            "Done: refund RF-88410, $150.00, to the card ending 7715; receipt sent to jonas.eklund@posteo.de.",
            _BIKE_RELEASE,
        ),
        u(
            "Thanks. How long until it shows on my statement?",
            "Great. If it doesn't arrive, do I quote RF-88410?",
            "Ok. Why was it held so long after the inspection passed?",
        ),
        a(
            "Usually three to five business days; if it doesn't arrive, quote RF-88410. The hold was a system "
            "error on our side, sorry."
        ),
        stop("Ok, thanks.", "Alright, thank you.", "Fine, thanks for your help. Bye", ""),
    ),
)

# -- 9. nursery plant delivery ----------------------------------------------------------------------------------

PLANTS = Scenario(
    goal="Reschedule the delivery of your plant order (a fiddle-leaf fig and two ferns) because you'll be away "
    "on the original date.",
    persona="a first-time homeowner who loves gardening",
    known_facts={
        "order_number": "GRN-4410387",
        "postal_code": "M4C 1B5",
        "email": "amara.okafor@hey.com",
        "phone": "416-555-0127",
    },
    unknown_facts=["driver's route code: RT-07", "rescheduling fee"],
    expected=["reschedule_delivery"],
)
_PLANTS_LOOKUP = call(
    "get_order",
    {"order_number": "GRN-4410387"},
    {
        "items": ["Fiddle-leaf fig (150 cm)", "Boston fern x2"],
        "delivery": "2024-05-10",
        "total": 164.97,
        "available_dates": ["2024-05-14", "2024-05-15", "2024-05-17"],
    },
)
_PLANTS_FIRST = (
    "Hi! I need to move the delivery of my plant order - I won't be home that day.",
    "Hello, can I reschedule my plant delivery? I'm going to be away on the original date.",
    "hi, i have a fig tree and 2 ferns coming but im away that day, can we change it?",
    "Hi there. I ordered a fiddle-leaf fig and two ferns, and I just realised I'll be out of town on delivery "
    "day. Could we pick another date?",
)
PLANTS_FLOWS = (
    (
        u(*_PLANTS_FIRST),
        a("Of course! What's your order number?"),
        u("GRN-4410387", "It's GRN-4410387.", "order grn 4410387", "Order number GRN4410387."),
        a(
            "Thanks. Your fiddle-leaf fig (150 cm) and two Boston ferns are due on Friday, May 10. I can offer "
            "Tuesday May 14, Wednesday May 15 or Friday May 17. Which one?",
            _PLANTS_LOOKUP,
        ),
        u(
            "Wednesday the 15th, please.",
            "May 15 works.",
            "wed 15th pls",
            "Could we do Wednesday, May 15? On the 14th I'm still travelling.",
        ),
        a("For verification, the postal code for the delivery?"),
        u("M4C 1B5", "It's M4C 1B5.", "m4c1b5", "Postal code is M4C 1B5."),
        a(
            "Done: the delivery is moved to Wednesday, May 15, between noon and 4 pm, at no extra charge.",
            call(
                "reschedule_delivery",
                {"order_number": "GRN-4410387", "date": "2024-05-15"},
                {"order": "GRN-4410387", "delivery": "2024-05-15", "window": "12:00-16:00", "fee": 0},
            ),
        ),
        stop("Yay, thank you!", "Perfect, thanks so much!", "Great - the 15th, noon to 4. Thanks!", ""),
    ),
    (
        u(*_PLANTS_FIRST),
        a("Sure. Can I have the email address on the order, and the order number?"),
        u(
            "amara.okafor@hey.com, order GRN-4410387.",
            "Email amara.okafor@hey.com, order number GRN-4410387",
            "Sure! amara.okafor@hey.com and GRN-4410387",
        ),
        a(
            "Found it: delivery on 2024-05-10, total $164.97. Available dates: May 14, 15 or 17. Which would you "
            "like?",
            _PLANTS_LOOKUP,
        ),
        u(
            "May 17, please.",
            "Friday the 17th would be perfect.",
            "the 17th! and will the fig be ok waiting a week longer?",
        ),
        a(
            "I'm sorry, the system wouldn't let me change the date: the delivery is already loaded for the 10th. "
            "A supervisor will call you at 416-555-0127 today.",
            call(
                "reschedule_delivery",
                {"order_number": "GRN-4410387", "date": "2024-05-17"},
                error="delivery already dispatched to route",
            ),
        ),
        stop(
            "Oh no. Ok, I'll wait for the call. Thanks.",
            "Alright, thanks for trying.",
            "Ok, hopefully they can sort it. Bye!",
            "",
        ),
    ),
)

# -- 10. domain-name transfer (with an opener) ------------------------------------------------------------------

_DOMAIN_OPENER = "Hi, I want to transfer my domain to you from another registrar."
DOMAIN = Scenario(
    goal="Transfer your domain name brightkettle.com from your current registrar to this one.",
    persona="a small-business owner who runs a tea shop, not very technical",
    known_facts={
        "auth_code": "Xq7#pL2v9TzR",
        "account_email": "owner@brightkettle.com",
        "customer_id": "CU-552901",
        "phone": "802-555-0149",
    },
    unknown_facts=["transfer price: $11.99", "new expiry date"],
    opener=_DOMAIN_OPENER,
    expected=["start_transfer"],
)
_DOMAIN_CHECK = call(
    "check_domain",
    {"domain": "brightkettle.com"},
    {"domain": "brightkettle.com", "locked": False, "expires": "2025-01-22", "transfer_price": 11.99},
)
_DOMAIN_START = call(
    "start_transfer",
    {"domain": "brightkettle.com", "auth_code": "Xq7#pL2v9TzR", "customer_id": "CU-552901"},
    {"transfer_id": "TR-9930417", "status": "pending", "eta": "2024-10-09", "new_expiry": "2026-01-22"},
)
DOMAIN_FLOWS = (
    (
        u(_DOMAIN_OPENER),
        a("Happy to help! Which domain is it?"),
        u(
            "brightkettle.com",
            "It's brightkettle.com.",
            "The domain is brightkettle.com - it's for my tea shop.",
            "brightkettle dot com",
        ),
        a(
            "brightkettle.com is unlocked and can be transferred. It expires on January 22, 2025; the transfer "
            "costs $11.99 and adds a year. Do you have the authorization code from your current registrar?",
            _DOMAIN_CHECK,
        ),
        u(
            "Yes, it's Xq7#pL2v9TzR.",
            "I think so - Xq7#pL2v9TzR",
            "The code they emailed me is Xq7#pL2v9TzR. Is that the right thing?",
        ),
        a("That's the one, thanks. And your customer ID with us?"),
        u("CU-552901", "My customer ID is CU-552901.", "cu552901"),
        a(
            "Transfer TR-9930417 has started. It usually completes within a week, by about October 9; your domain "
            "will then expire on January 22, 2026. $11.99 was charged.",
            _DOMAIN_START,
        ),
        u(
            "Will my website go down during the transfer?",
            "Great. Do I need to do anything with my old registrar?",
            "Thanks! Will my shop email keep working?",
        ),
        a(
            "No downtime: your website and email keep working. You may get an email from the old registrar asking "
            "you to approve; approving speeds it up."
        ),
        stop(
            "Ok, thank you so much!",
            "Perfect, thanks for explaining.",
            "Great, I'll watch for that email. Bye!",
            "",
        ),
    ),
    (
        u(_DOMAIN_OPENER),
        a("Sure. What's the email on your account with us?"),
        u(
            "owner@brightkettle.com",
            "It's owner@brightkettle.com.",
            "My account email is owner@brightkettle.com, the domain is brightkettle.com.",
        ),
        a(
            "Thanks. brightkettle.com can move: it's unlocked, and the transfer is $11.99 and adds one year. "
            "Please paste the authorization code.",
            _DOMAIN_CHECK,
        ),
        u("Xq7#pL2v9TzR", "Here: Xq7#pL2v9TzR", "Auth code: Xq7#pL2v9TzR (copied from their email)"),
        a("Started: transfer TR-9930417, expected by 2024-10-09. New expiry 2026-01-22.", _DOMAIN_START),
        stop("Thanks!", "Perfect, TR-9930417. Thank you!", "Lovely, thank you for the help.", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("drycleaning", DRYCLEANING, DRYCLEANING_FLOWS),
    Domain("fishing", FISHING, FISHING_FLOWS),
    Domain("studentloan", STUDENTLOAN, STUDENTLOAN_FLOWS),
    Domain("hvac", HVAC, HVAC_FLOWS),
    Domain("theatre", THEATRE, THEATRE_FLOWS),
    Domain("registration", REGISTRATION, REGISTRATION_FLOWS),
    Domain("catering", CATERING, CATERING_FLOWS),
    Domain("bikerental", BIKERENTAL, BIKERENTAL_FLOWS),
    Domain("plants", PLANTS, PLANTS_FLOWS),
    Domain("domain", DOMAIN, DOMAIN_FLOWS),
]

# -- seeded faults ----------------------------------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener (8): the first message is not the scenario's opener, word for word
    F(
        "opener",
        "drycleaning",
        0,
        Say(0, "Hi, could my dry cleaning be delivered to my home instead of picking it up?"),
        "paraphrase",
    ),
    F(
        "opener",
        "drycleaning",
        1,
        Say(
            0, "Hi, can my dry cleaning be delivered to my home instead of me picking it up? Order DC-30418."
        ),
        "opener plus the order number",
    ),
    F(
        "opener",
        "theatre",
        0,
        Say(
            0,
            "Good afternoon. I would like to exchange my theatre tickets for a different performance, please.",
        ),
        "contraction expanded",
    ),
    F(
        "opener",
        "theatre",
        1,
        Say(0, "Hello, I'd like to swap my tickets for The Glass Orchard to another performance."),
        "reworded with the show's name",
    ),
    F(
        "opener",
        "catering",
        0,
        Say(0, "Hello! I'd like to order catering for our team lunch on Thursday."),
        "paraphrase",
    ),
    F(
        "opener",
        "catering",
        1,
        Say(0, "I'd like to place a catering order for an office lunch."),
        "greeting dropped",
    ),
    F(
        "opener",
        "bikerental",
        0,
        Say(
            0, "Hi, I brought my rental bike back last week but the deposit still hasn't been refunded. Why?"
        ),
        "reworded, with a question",
    ),
    F(
        "opener",
        "domain",
        1,
        Say(0, "Hi, I want to transfer brightkettle.com to you from another registrar."),
        "domain named instead",
    ),
    # -- reply_shape (9): more than one voice, reasoning, notes, a stop signal or a stop that asks
    F(
        "reply_shape",
        "drycleaning",
        0,
        Say(1, "DC-30418\n\nAssistant: Thanks! Let me pull up that order for you."),
        "assistant line after the answer",
    ),
    F(
        "reply_shape",
        "fishing",
        0,
        Say(
            2,
            "<think>The clerk wants my birth date; my facts list it as 1957-06-02.</think>\nJune 2nd, 1957.",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "studentloan",
        0,
        Say(
            3,
            "About $41,500 a year. Which plan would be cheaper for me? Probably SAVE, since it goes by income.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "hvac",
        1,
        Say(2, "Yes please book it.\nCustomer: Also, could the technician come any earlier than that?"),
        "a second customer line",
    ),
    F(
        "reply_shape",
        "theatre",
        1,
        Say(5, "Thank you, goodbye. ###STOP### Oh, one more thing: is there a cloakroom at the theatre?"),
        "stop signal inside the text",
    ),
    F(
        "reply_shape",
        "registration",
        0,
        Say(4, "Great, thanks! When will the sticker actually arrive?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "catering",
        1,
        Say(5, "(Checking the budget as the office manager.) Will the vegetarian boxes be marked?"),
        "stage direction",
    ),
    F(
        "reply_shape",
        "plants",
        0,
        Say(
            1,
            "GRN-4410387\n\nGreenleaf Support: Thank you! I can see the order. Let me check the available dates.",
        ),
        "the agent's reply written under a shop name",
    ),
    F(
        "reply_shape",
        "domain",
        0,
        Say(
            3,
            "Great question! I'd be happy to help you with your transfer. Could you please share your customer "
            "ID so I can proceed?",
        ),
        "the assistant's voice",
    ),
    # -- invented_specifics (9): a specific the user was never given
    F(
        "invented_specifics",
        "drycleaning",
        1,
        Say(1, "Lena Whitfield, (503) 555-0127."),
        "phone digits swapped",
    ),
    F("invented_specifics", "fishing", 0, Say(1, "It's FL-2023-884210."), "licence digits swapped"),
    F(
        "invented_specifics",
        "studentloan",
        0,
        Say(4, "Yes, SAVE please. That saves me $342.96 a month!"),
        "difference worked out wrong",
    ),
    F(
        "invented_specifics",
        "hvac",
        0,
        Say(3, "972-555-0136, or my husband's cell, 972-555-0184."),
        "a second phone number",
    ),
    F(
        "invented_specifics",
        "theatre",
        0,
        Say(3, "G8 and G9, please. You can put the fee on my card ending 0982."),
        "card digits swapped",
    ),
    F(
        "invented_specifics",
        "catering",
        1,
        Say(1, "Brightline Analytics, operations@brightline.io."),
        "email changed",
    ),
    F(
        "invented_specifics",
        "bikerental",
        0,
        Say(1, "BR-20931. I returned it on August 3rd, in the evening."),
        "return date off by one",
    ),
    F(
        "invented_specifics",
        "plants",
        0,
        Say(3, "M4C 1B5. Also, I was charged $149.97 for the order, is that right?"),
        "order total",
    ),
    F(
        "invented_specifics",
        "domain",
        0,
        Say(2, "Yes, it's Xq7#pL2v9TzR. My old registrar said the code is valid until 2024-10-15."),
        "a date",
    ),
    # -- unknown_fact (9): the user states what it does not know before the agent said it
    F(
        "unknown_fact",
        "drycleaning",
        0,
        Say(1, "DC-30418. I know the delivery is $7.95, that's fine."),
        "delivery fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "fishing",
        0,
        Say(
            0,
            "Hi, I'd like to renew my fishing licence and add the trout stamp. The renewal price is $25, right?",
        ),
        "a bare-named unknown fact with an amount",
    ),
    F(
        "unknown_fact",
        "studentloan",
        0,
        Say(3, "$41,500. On SAVE my new monthly payment should come to $187.4, right?"),
        "new payment, in another format",
    ),
    F(
        "unknown_fact",
        "hvac",
        1,
        Say(
            0,
            "Hi, our AC died in the heat wave. I'd like to open a claim - I know the $85 service fee applies.",
        ),
        "service fee in the first message",
    ),
    F(
        "unknown_fact",
        "theatre",
        0,
        Say(2, "The Sunday matinee, please. I'm happy to pay the £3.50 per ticket exchange fee."),
        "exchange fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "registration",
        0,
        Say(
            0, "Hi, I need to renew my registration and the $268 renewal fee is fine. I also moved recently."
        ),
        "renewal fee up front",
    ),
    F(
        "unknown_fact",
        "catering",
        0,
        Say(2, "Ten Mediterranean and two Falafel Boxes. That should come to $286.20 with delivery and tax."),
        "order total before the agent said it",
    ),
    F(
        "unknown_fact",
        "bikerental",
        1,
        Say(2, "jonas.eklund@posteo.de - and please put refund reference rf88410 on the receipt."),
        "refund reference, lower case",
    ),
    F(
        "unknown_fact",
        "plants",
        0,
        Say(2, "Wednesday the 15th, please. The driver is on route RT-07, so that day should work."),
        "route code",
    ),
    # -- data_dump (9): more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "drycleaning",
        0,
        Say(
            1,
            "DC-30418. I'm Lena Whitfield, phone (503) 555-0172, and the address is 2217 NE Fremont St, "
            "Portland, OR 97212.",
        ),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "fishing",
        1,
        Say(
            0,
            "Hi, I want to renew my fishing licence with a trout stamp. Licence FL-2023-884120, DOB 1957-06-02, "
            "email g.haldane@earthlink.net.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "studentloan",
        0,
        Say(
            1,
            "SL-4471-9902-18. The last four of my SSN are 6613, I make $41,500 a year and I pay $512.36 now.",
        ),
        "asked for the account, gives three more",
    ),
    F(
        "data_dump",
        "hvac",
        0,
        Say(
            0,
            "Hi, my AC stopped cooling. Contract HW-77120-B, address 915 Cedar Ridge Dr, Plano TX 75023, phone "
            "972-555-0136, email r.acosta@icloud.com.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "theatre",
        0,
        Say(
            1,
            "TGO-58213. The booking is under Helen Bramwell, h.bramwell@btinternet.com, paid with the card "
            "ending 0928.",
        ),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "registration",
        0,
        Say(
            1,
            "Plate 8MXR215, VIN ends 40217.\n- New address: 1630 Laurel Canyon Way, Apt 4B, Sacramento, CA 95818\n"
            "- Email: t.nakamura@gmail.com\n- Insurance: GEI-6630182-04",
        ),
        "a list of three more",
    ),
    F(
        "data_dump",
        "catering",
        0,
        Say(
            1,
            "Twelve people on Thursday. We're Brightline Analytics at 500 Market St, Floor 9, San Francisco, CA "
            "94105; call 415-555-0190. Budget is $300.",
        ),
        "four facts with the headcount",
    ),
    F(
        "data_dump",
        "bikerental",
        1,
        Say(
            1,
            "Jonas Eklund, returned 2024-08-04. Rental BR-20931, please refund to the card ending 7715, email "
            "jonas.eklund@posteo.de.",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "domain",
        1,
        Say(
            1,
            "owner@brightkettle.com. My customer ID is CU-552901, phone 802-555-0149, and the auth code is "
            "Xq7#pL2v9TzR.",
        ),
        "asked for the email, gives three more",
    ),
    # -- premature_stop (9): the user stops before the expected write; the agent neither failed nor refused
    F(
        "premature_stop",
        "drycleaning",
        0,
        StopAt(4, "Hmm, $32.45 is more than I expected. I'll just pick it up myself, thanks."),
        "gives up after the price",
    ),
    F("premature_stop", "fishing", 0, StopAt(6, "Great, thanks for the info. Bye!"), "after the quote"),
    F(
        "premature_stop",
        "studentloan",
        0,
        StopAt(8, "$187.40 sounds so much better. Thank you!"),
        "takes the estimate for the change",
    ),
    F("premature_stop", "hvac", 1, StopAt(4, ""), "silent stop after the offer"),
    F(
        "premature_stop",
        "theatre",
        0,
        StopAt(8, "Actually, let me check with my husband first. Thank you."),
        "after the card question",
    ),
    F(
        "premature_stop",
        "registration",
        0,
        StopAt(6, "Perfect, thanks, that's all!"),
        "one expected write ran, the renewal did not",
    ),
    F(
        "premature_stop",
        "catering",
        1,
        StopAt(8, "Let me confirm the headcount with the team and I'll come back. Thanks!"),
        "after the address question",
    ),
    F("premature_stop", "bikerental", 0, StopAt(4, "Ok, thanks for checking!"), "after the offer"),
    F(
        "premature_stop",
        "domain",
        0,
        StopAt(4, "Oh, I'll have to dig out that code. I'll come back later, bye."),
        "after the code question",
    ),
    # -- persona_sent (8): the persona or the scenario did not reach the user model's prompt
    F("persona_sent", "drycleaning", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "fishing", 1, meta(1, prompt_missing=["known_facts.licence_number"]), "a known fact"),
    F(
        "persona_sent",
        "studentloan",
        1,
        meta(0, prompt_missing=["goal", "known_facts.ssn_last4"]),
        "goal and a known fact",
    ),
    F("persona_sent", "hvac", 0, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "theatre", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "registration", 1, meta(1, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "plants", 0, meta(0, prompt_missing=["persona", "goal"]), "persona and goal"),
    F("persona_sent", "domain", 1, meta(2, prompt_missing=["known_facts.auth_code"]), "a known fact"),
]
