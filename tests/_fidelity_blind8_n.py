"""Blind set 8, part N, for the simulator's fidelity guards: ten customer-service scenarios and 61 seeded faults.

Written by a helper session (brief ``fblind_n``) before any run, without reading the guards' implementation.
Read: the guide's "Simulator fidelity: guards, faults, valid trials" section and the sections after it up to
"Statistics over valid trials" (``docs/guides/simulate.md``), the docstring of ``check_fidelity``, the first blind
set's framework (``tests/_fidelity_blind.py``: ``Say``, ``StopAt``, ``meta``, ``Fault``, ``build`` and its
faults) and step helpers (``tests/_fidelity_blind_domains.py``, the helpers and two worked domains), and the
``Case`` entry format at the top of ``tests/_fidelity_corpus.py``. No guard was called on these conversations.

The ten scenarios (nanny, escape, tyre, pottery, vegbox, coach, lasertag, rowing, jewellery, formula) do not
reuse the domains of earlier sets. Every user turn is written by hand, with three or four alternatives that are
all clean by the definitions: the opener word for word, one voice, at most two known facts volunteered per turn
before the agent asks, no unknown fact before the agent tells it, every specific taken from the scenario, an
earlier agent message or tool result (or worked out from them, as a person would), and a stop only once the
expected write ran or the agent failed or refused. Some flows end on a tool error or a refusal.

``FAULTS`` break exactly one of those rules each, labelled with the guard that should catch it: opener 8,
reply_shape 9, invented_specifics 9, unknown_fact 9, data_dump 9, premature_stop 9, persona_sent 8.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. nanny agency placement fee -------------------------------------------------------------------------------

NANNY = Scenario(
    goal="The nanny agency charged you more for its placement fee than your contract says; find out why and get "
    "the difference refunded.",
    persona="a working parent of two, brisk and a little annoyed",
    known_facts={
        "client_number": "NA-30418",
        "email": "helen.okafor@btinternet.com",
        "invoice_number": "INV-2024-0917",
        "amount_charged": "£1,450.00",
    },
    unknown_facts=["contract placement fee: £1,200.00", "refund reference"],
    expected=["get_invoice", "refund_overcharge"],
)
_NANNY_LOOKUP = call(
    "get_invoice",
    {"invoice_number": "INV-2024-0917"},
    {
        "invoice": "INV-2024-0917",
        "client": "NA-30418",
        "nanny": "Rosa Delgado",
        "start_date": "2024-09-02",
        "fee_charged": 1450.0,
        "contract_fee": 1200.0,
        "difference": 250.0,
        "currency": "GBP",
    },
)
_NANNY_REFUND = call(
    "refund_overcharge",
    {"invoice_number": "INV-2024-0917", "amount": 250.0},
    {"refund_id": "RF-55102", "amount": 250.0, "expected_by": "2024-10-04"},
)
NANNY_FLOWS = (
    (
        u(
            "Hi, I've just had my placement fee invoice and it's higher than what's in my contract. Can you "
            "explain?",
            "Hello. You've charged me £1,450 for the placement fee, which isn't what I signed up for. What's going "
            "on?",
            "hi - the placement fee on my invoice looks wrong, it's more than we agreed. I'd like it sorted please",
            "Good afternoon, I'm querying the placement fee you billed me (invoice INV-2024-0917). It's too high.",
        ),
        a("I'm sorry about that, let me take a look. What's the invoice number?"),
        u(
            "INV-2024-0917",
            "It's INV-2024-0917.",
            "inv 2024 0917",
            "Invoice number INV-2024-0917 - it came through last week.",
        ),
        a("Thanks. To confirm it's your account, what's the email address on file?"),
        u(
            "helen.okafor@btinternet.com",
            "It's helen.okafor@btinternet.com",
            "Helen.Okafor@btinternet.com. My client number is NA-30418 if you need it.",
            "sure, helen.okafor@btinternet.com",
        ),
        a(
            "Thank you, Helen. Invoice INV-2024-0917 is for Rosa Delgado's placement, starting Monday 2 September "
            "2024. We charged £1,450.00, but your contract fee is £1,200.00, so you were overcharged by £250.00. "
            "Would you like me to refund the £250.00 to the card you paid with?",
            _NANNY_LOOKUP,
        ),
        u(
            "Yes, please refund the £250. How did that even happen?",
            "Yes please. So £1,200 was the right figure all along - can you put the 250 back on my card?",
            "ok, yes. refund it to the card please",
            "Yes. I'd like the £250.00 back, thank you, and I'd appreciate knowing why it happened.",
        ),
        a(
            "The invoice used last year's rate by mistake, I'm sorry. I've refunded £250.00; your refund reference "
            "is RF-55102 and it should reach your card by Friday 4 October.",
            _NANNY_REFUND,
        ),
        stop(
            "Fine, thank you for sorting it.",
            "Thanks. RF-55102, noted. Bye.",
            "OK, good. Thanks for your help",
            "",
        ),
    ),
    (
        u(
            "Hi, I'm a client of yours (NA-30418) and I think my placement fee invoice is wrong.",
            "Hello, I want to query an overcharge on my placement fee.",
            "Hi there, my invoice for the placement fee doesn't match my contract. Client number NA-30418, email "
            "helen.okafor@btinternet.com.",
        ),
        a(
            "I can look into that. First, please verify your details: your client number and the email on your account."
        ),
        u(
            "NA-30418 and helen.okafor@btinternet.com",
            "Client number: NA-30418\nEmail: helen.okafor@btinternet.com",
            "Sure - na30418, helen.okafor@btinternet.com",
        ),
        a("Thanks, you're verified. Which invoice is it, and how much were you charged?"),
        u(
            "INV-2024-0917, and I was charged £1,450.",
            "Invoice INV-2024-0917 for 1450 pounds.",
            "It's invoice INV-2024-0917. £1,450.00 came out of my account.",
        ),
        a(
            "I've found it. Your contract with us sets the placement fee at £1,200.00, so £250.00 was charged in "
            "error. I can refund the £250.00 now. Shall I?",
            _NANNY_LOOKUP,
        ),
        u(
            "Yes, go ahead.",
            "Please do - £250 back to the same card?",
            "Yes. That's a relief, I thought I'd misread the contract.",
            "yes pls refund the 250",
        ),
        a(
            "Done: £250.00 refunded to your card, reference RF-55102. It should arrive by 4 October.",
            _NANNY_REFUND,
        ),
        u(
            "Will I get an email confirming that?",
            "Thanks. Will you send a corrected invoice too?",
            "Great - by 4 October, so about a week? Will there be an email?",
        ),
        a(
            "Yes: a confirmation and a corrected invoice for £1,200.00 will go to helen.okafor@btinternet.com "
            "today, and the money should be with you within the week."
        ),
        stop("Perfect, thanks.", "Good. Thank you, bye.", "Great, that's all I needed. Thanks!"),
    ),
    (
        u(
            "Hi, my placement fee invoice seems too high. Can you check it?",
            "Hello, I've been overcharged on my placement fee, I'm fairly sure.",
            "hi, invoice INV-2024-0917 has the wrong placement fee on it",
        ),
        a("Of course. What's the invoice number?"),
        u("INV-2024-0917", "It's INV-2024-0917", "INV-2024-0917 (the one from last week)"),
        a(
            "Thanks. You were charged £1,450.00 and your contract fee is £1,200.00, so I can refund the £250.00 "
            "difference. Shall I go ahead?",
            _NANNY_LOOKUP,
        ),
        u("Yes please.", "Yes, refund the £250 please.", "Yes - £1,450 minus £1,200, so 250 back. Go ahead."),
        a(
            "I'm sorry, the refund didn't go through: our payments system is unavailable right now. I've flagged "
            "it for the accounts team, who will email you once it's processed.",
            call(
                "refund_overcharge",
                {"invoice_number": "INV-2024-0917", "amount": 250.0},
                error="payment gateway unavailable (503)",
            ),
        ),
        stop(
            "That's annoying, but OK. I'll wait for the email.",
            "Fine. Please make sure someone follows up.",
            "ok. thanks anyway",
        ),
    ),
)

# -- 2. escape-room booking --------------------------------------------------------------------------------------

ESCAPE = Scenario(
    goal="Book the Pharaoh's Tomb escape room for six people this Saturday afternoon and pay the deposit.",
    persona="a software tester organising a team outing, upbeat",
    known_facts={
        "full_name": "Dev Malhotra",
        "phone": "07700 900461",
        "email": "dev.malhotra@outlook.com",
        "date": "2024-11-16",
    },
    unknown_facts=["booking reference: ESC-7719", "deposit amount"],
    opener="Hi! I'd like to book an escape room for six people this Saturday.",
    expected=["check_availability", "create_booking"],
)
_ESCAPE_CHECK = call(
    "check_availability",
    {"room": "Pharaoh's Tomb", "date": "2024-11-16", "players": 6},
    {
        "room": "Pharaoh's Tomb",
        "date": "2024-11-16",
        "free": ["14:00", "16:30"],
        "price_per_player": 22.0,
        "total": 132.0,
        "deposit": 40.0,
    },
)
_ESCAPE_BOOK = call(
    "create_booking",
    {
        "room": "Pharaoh's Tomb",
        "start": "2024-11-16T14:00",
        "players": 6,
        "name": "Dev Malhotra",
        "phone": "07700 900461",
    },
    {"reference": "ESC-7719", "start": "2024-11-16T14:00", "deposit_paid": 40.0, "balance_due": 92.0},
)
ESCAPE_FLOWS = (
    (
        u("Hi! I'd like to book an escape room for six people this Saturday."),
        a("Great! Which room would you like? We have Pharaoh's Tomb, The Heist and Asylum."),
        u(
            "Pharaoh's Tomb please!",
            "The Pharaoh's Tomb one, ideally in the afternoon.",
            "pharaohs tomb :)",
            "Pharaoh's Tomb. Saturday the 16th, afternoon if possible.",
        ),
        a(
            "For Pharaoh's Tomb on Saturday 16 November I have 2:00 pm and 4:30 pm. It's £22 per player, so £132 "
            "for six, and we take a £40 deposit now with the rest on the day.",
            _ESCAPE_CHECK,
        ),
        u(
            "2pm please.",
            "Let's do 14:00. So £92 left to pay on the day?",
            "The 2 o'clock slot works for us!",
            "2:00 pm please - £40 now is fine.",
        ),
        a("Lovely, 2:00 pm it is. What name should the booking be under, and a contact phone number?"),
        u(
            "Dev Malhotra, 07700 900461",
            "Name's Dev Malhotra, mobile 07700900461.",
            "Dev Malhotra - phone is 07700 900 461",
            "It's Dev Malhotra and you can reach me on 07700 900461",
        ),
        a(
            "You're booked: Pharaoh's Tomb, Saturday 16 November at 2:00 pm for six. Deposit of £40 paid, £92 due "
            "on the day. Your reference is ESC-7719.",
            _ESCAPE_BOOK,
        ),
        stop(
            "Amazing, thanks so much!", "Perfect, ESC-7719 noted. See you Saturday!", "Brilliant, cheers", ""
        ),
    ),
    (
        u("Hi! I'd like to book an escape room for six people this Saturday."),
        a("Sure! Which day exactly, and which room?"),
        u(
            "Saturday 16 November, Pharaoh's Tomb.",
            "This Saturday (16/11), the Pharaoh's Tomb room",
            "Sat 16th Nov - Pharaoh's Tomb if it's free",
        ),
        a(
            "Let me check... Pharaoh's Tomb has 2:00 pm and 4:30 pm on the 16th. Six players is £132 in total; we'd "
            "need a £40 deposit to hold it.",
            _ESCAPE_CHECK,
        ),
        u(
            "Could we do 2pm? Also is there parking nearby?",
            "2:00 please. Is it OK if one of us is a bit late?",
            "2pm. Do we need to arrive early?",
        ),
        a(
            "2:00 pm it is. There's a car park behind the building, and please arrive 15 minutes early: late "
            "players can join, but the clock won't wait. Can I take an email address for the confirmation?"
        ),
        u(
            "dev.malhotra@outlook.com",
            "Sure, it's dev.malhotra@outlook.com",
            "Dev.Malhotra@outlook.com - booking under Dev Malhotra",
        ),
        a("And a phone number in case we need to reach you?"),
        u("07700 900461", "+44 7700 900461", "It's 07700 900461."),
        a(
            "Done! Pharaoh's Tomb, 16 November, 14:00, six players. £40 deposit taken; reference ESC-7719. "
            "Confirmation sent to your email.",
            _ESCAPE_BOOK,
        ),
        stop("Thanks a lot!", "Great stuff, thank you.", "Cheers - can't wait!"),
    ),
)

# -- 3. tyre replacement -----------------------------------------------------------------------------------------

TYRE = Scenario(
    goal="Get one replacement front tyre fitted at the Northgate branch as soon as possible.",
    persona="a delivery driver who needs his van back on the road quickly",
    known_facts={
        "registration": "LK19 XHD",
        "tyre_size": "205/55 R16",
        "phone": "07700 900882",
        "postcode": "LS7 3QP",
    },
    unknown_facts=["job number: TY-40215", "fitter's name"],
    opener="Hello, I've got a puncture that can't be repaired and need a new tyre fitted.",
    expected=["check_stock", "book_fitting"],
)
_TYRE_STOCK = call(
    "check_stock",
    {"size": "205/55 R16", "branch": "Northgate"},
    {
        "branch": "Northgate",
        "options": [{"brand": "Michelin Primacy 4", "price": 112.0}, {"brand": "Avon ZV7", "price": 74.0}],
        "fitting": 15.0,
        "next_slot": "2024-05-14T08:30",
    },
)
_TYRE_BOOK = call(
    "book_fitting",
    {"branch": "Northgate", "registration": "LK19 XHD", "tyre": "Avon ZV7", "slot": "2024-05-14T08:30"},
    {"job": "TY-40215", "slot": "2024-05-14T08:30", "total": 89.0, "fitter": "Gary"},
)
TYRE_FLOWS = (
    (
        u("Hello, I've got a puncture that can't be repaired and need a new tyre fitted."),
        a("Sorry to hear that. What size is the tyre? It's printed on the sidewall."),
        u("205/55 R16", "It's a 205/55 R16.", "205 55 16, front passenger side", "Size is 205/55R16"),
        a("Thanks. Which branch would suit you?"),
        u(
            "Northgate please.",
            "Northgate, it's closest to me",
            "The Northgate one.",
            "northgate - asap if possible",
        ),
        a(
            "At Northgate, in 205/55 R16 we have the Michelin Primacy 4 at £112 or the Avon ZV7 at £74, plus £15 "
            "fitting. The earliest slot is tomorrow, Tuesday 14 May, at 8:30 am.",
            _TYRE_STOCK,
        ),
        u(
            "The Avon's fine. So £89 all in? Tuesday 8:30 works.",
            "Avon ZV7 please, 8:30 tomorrow.",
            "I'll take the cheaper one, the Avon at £74. Book me in for the 14th at 8:30.",
            "avon pls, tomorrow 8.30 is great",
        ),
        a("Great, the Avon ZV7 at 8:30 on Tuesday, £89 including fitting. What's the vehicle registration?"),
        u("LK19 XHD", "It's LK19 XHD, white Transit.", "lk19xhd", "Reg is LK19 XHD."),
        a(
            "Booked: Avon ZV7 fitted at Northgate on Tuesday 14 May, 8:30 am, £89.00 including fitting. Job number "
            "TY-40215.",
            _TYRE_BOOK,
        ),
        stop(
            "Cheers, see you tomorrow.",
            "Great, thanks for sorting it so quick.",
            "Thanks mate. TY-40215, got it.",
            "",
        ),
    ),
    (
        u("Hello, I've got a puncture that can't be repaired and need a new tyre fitted."),
        a("We can help. Can I take your postcode to find the nearest branch?"),
        u("LS7 3QP", "It's LS7 3QP but I'd like Northgate if possible", "ls7 3qp"),
        a("Northgate is the nearest. What's the registration? I'll look up the tyre size."),
        u("LK19 XHD", "Reg LK19 XHD. The size is 205/55 R16 if that helps.", "It's LK19 XHD"),
        a(
            "Your van takes 205/55 R16. Northgate has the Michelin Primacy 4 (£112) and the Avon ZV7 (£74); "
            "fitting is £15. First slot: 14 May at 8:30.",
            _TYRE_STOCK,
        ),
        u(
            "How long does the fitting take? I'll go for the Avon.",
            "Avon please. Is 8:30 the earliest?",
            "Michelin's a bit steep, Avon ZV7 it is. Is the £15 per tyre?",
        ),
        a(
            "About 30 minutes; 8:30 on the 14th is the earliest, and fitting is £15 per tyre. What's a good mobile "
            "number for the booking?"
        ),
        u("07700 900882", "Mobile is 07700 900882.", "07700900882"),
        a(
            "Booked for Tuesday 14 May at 8:30: Avon ZV7 at Northgate, £89.00 all in. Your job number is TY-40215 "
            "and Gary will be your fitter.",
            _TYRE_BOOK,
        ),
        stop("Nice one, thanks.", "Great, thanks a lot!", "Sorted, thank you."),
    ),
)

# -- 4. pottery class refund -------------------------------------------------------------------------------------

POTTERY = Scenario(
    goal="Cancel the six-week beginners' wheel-throwing course you can no longer attend after a shift change, "
    "and get a refund.",
    persona="a nurse whose shifts changed, apologetic",
    known_facts={
        "booking_number": "PC-2291",
        "email": "m.feeney@gmail.com",
        "amount_paid": "£180",
        "course_start": "2024-03-05",
    },
    unknown_facts=["refund amount: £150", "cancellation fee"],
    opener="Hi, I need to cancel my pottery course and get a refund please.",
    expected=["get_booking", "refund_booking"],
)
_POTTERY_LOOKUP = call(
    "get_booking",
    {"booking_number": "PC-2291"},
    {
        "booking": "PC-2291",
        "course": "Beginners' Wheel Throwing",
        "start": "2024-03-05",
        "sessions": 6,
        "paid": 180.0,
        "cancellation_fee": 30.0,
        "refundable": 150.0,
        "email": "m.feeney@gmail.com",
    },
)
_POTTERY_REFUND = call(
    "refund_booking",
    {"booking_number": "PC-2291", "amount": 150.0},
    {"refund_id": "RFD-80344", "amount": 150.0, "working_days": 5},
)
POTTERY_FLOWS = (
    (
        u("Hi, I need to cancel my pottery course and get a refund please."),
        a("I'm sorry you can't make it. What's your booking number?"),
        u(
            "PC-2291",
            "It's PC-2291.",
            "Booking number pc2291",
            "Sure, PC-2291 - the beginners' wheel course.",
        ),
        a(
            "Thanks. Your Beginners' Wheel Throwing course starts on Tuesday 5 March. As that's more than seven "
            "days away, you can cancel with a £30 admin fee, so you'd get £150.00 back to your original card. "
            "Would you like to go ahead?",
            _POTTERY_LOOKUP,
        ),
        u(
            "Yes please, that's fair.",
            "Ok, so £150 out of the £180 I paid. Yes, go ahead.",
            "yes cancel it pls",
            "That's fine, please cancel and refund the £150.",
        ),
        a(
            "Done. Your place is cancelled and £150.00 is on its way to your card, refund ID RFD-80344. Allow up "
            "to 5 working days.",
            _POTTERY_REFUND,
        ),
        stop(
            "Thank you so much, sorry for the hassle!",
            "Great, thanks for being so understanding.",
            "Thanks - RFD-80344 noted.",
            "",
        ),
    ),
    (
        u("Hi, I need to cancel my pottery course and get a refund please."),
        a("Of course. Could I have the email address you booked with?"),
        u("m.feeney@gmail.com", "It's m.feeney@gmail.com", "M.Feeney@gmail.com - booking PC-2291"),
        a("Thank you. And the booking number?"),
        u("PC-2291", "PC-2291, it's on the confirmation email.", "It should be PC-2291."),
        a(
            "I see Beginners' Wheel Throwing from 5 March, paid £180. Cancelling now carries a £30 fee, leaving a "
            "£150 refund. Shall I process it?",
            _POTTERY_LOOKUP,
        ),
        u(
            "Is there no way to move to a later course instead of paying the fee?",
            "Could I transfer to a later course rather than cancel?",
            "Before you do - could I swap onto a course later in the year instead?",
        ),
        a(
            "I'm afraid the spring and summer courses are full, so the only option is the refund with the £30 fee."
        ),
        u(
            "OK, refund it then.",
            "Fair enough, go ahead with the £150 refund.",
            "Alright. Please process it.",
        ),
        a(
            "Refunded £150.00 to your card, reference RFD-80344; it takes up to 5 working days.",
            _POTTERY_REFUND,
        ),
        stop("Thank you, bye.", "OK thanks for your help.", "Lovely, thanks!"),
    ),
    (
        u("Hi, I need to cancel my pottery course and get a refund please."),
        a("Sure. What's the booking number?"),
        u("PC-2291", "It's PC-2291", "pc-2291"),
        a(
            "Your course starts 5 March; cancelling now means a £30 fee and a £150.00 refund. Go ahead?",
            _POTTERY_LOOKUP,
        ),
        u("Yes please.", "Yes, please refund the £150.", "OK, yes."),
        a(
            "I'm sorry, the refund failed: the card it was paid with has expired. Please call our office with new "
            "card details and they'll complete it.",
            call("refund_booking", {"booking_number": "PC-2291", "amount": 150.0}, error="card expired"),
        ),
        stop(
            "Ah, yes, I did get a new card. I'll call the office, thanks.",
            "OK, I'll phone them. Thanks.",
            "Right, will do. Thanks for trying.",
        ),
    ),
)

# -- 5. organic veg box pause ------------------------------------------------------------------------------------

VEGBOX = Scenario(
    goal="Pause your weekly organic veg box for the three weeks you are away on holiday.",
    persona=None,
    known_facts={
        "customer_id": "VB-118240",
        "delivery_address": "14 Orchard Close, Totnes TQ9 5FJ",
        "email": "sam.whitlock@protonmail.com",
        "holiday_start": "2024-07-20",
        "holiday_end": "2024-08-10",
    },
    unknown_facts=["pause confirmation: PZ-60917", "account credit"],
    expected=["get_subscription", "pause_deliveries"],
)
_VEG_LOOKUP = call(
    "get_subscription",
    {"customer_id": "VB-118240"},
    {
        "box": "Medium Veg & Fruit",
        "price": 24.5,
        "day": "Tuesday",
        "upcoming": ["2024-07-23", "2024-07-30", "2024-08-06", "2024-08-13"],
        "credit": 6.0,
    },
)
_VEG_PAUSE = call(
    "pause_deliveries",
    {"customer_id": "VB-118240", "skip": ["2024-07-23", "2024-07-30", "2024-08-06"]},
    {"confirmation": "PZ-60917", "skipped": 3, "resumes": "2024-08-13"},
)
VEGBOX_FLOWS = (
    (
        u(
            "Hi, I'm going on holiday and need to pause my veg box for three weeks.",
            "Hello! Can I pause my weekly box while I'm away? I'm gone from 20 July to 10 August.",
            "hi, need to put my veg box on hold for 3 weeks for holidays",
            "Hi there - could you stop my deliveries for a few weeks? Away on holiday from the 20th of July.",
        ),
        a("Of course! What's your customer ID?"),
        u("VB-118240", "It's VB-118240", "vb118240", "Customer ID is VB-118240 I think, it's on the invoice"),
        a(
            "Thanks. You get a Medium Veg & Fruit box (£24.50) every Tuesday. What dates are you away?",
            _VEG_LOOKUP,
        ),
        u(
            "From 20 July to 10 August.",
            "20/07 to 10/08",
            "Sat 20th July till Sat 10th August",
            "I leave on 2024-07-20 and I'm back on the 10th of August.",
        ),
        a(
            "Then the boxes on 23 July, 30 July and 6 August fall while you're away. I can skip those three, and "
            "deliveries start again on Tuesday 13 August. Shall I do that?"
        ),
        u(
            "Yes please. So I won't pay the £73.50 for those three?",
            "Perfect, skip the 23rd, 30th and 6th please.",
            "yes, and restart on the 13th is great",
            "Yes please!",
        ),
        a(
            "Done: the three boxes are skipped and you won't be charged for them. Your confirmation is PZ-60917 "
            "and your next box arrives on 13 August.",
            _VEG_PAUSE,
        ),
        stop("Lovely, thanks!", "Great, thank you. Bye!", "Thanks, have a good day :)", ""),
    ),
    (
        u(
            "Hello, I need to pause my organic box while I'm on holiday.",
            "Hi, can you hold my veg deliveries for 3 weeks please?",
            "Hey! Pause request for my veg box please - off on holiday soon.",
        ),
        a("Happy to help. For security, please confirm your email address and delivery address."),
        u(
            "sam.whitlock@protonmail.com, 14 Orchard Close, Totnes TQ9 5FJ",
            "Email: sam.whitlock@protonmail.com\nAddress: 14 Orchard Close, Totnes, TQ9 5FJ",
            "It's sam.whitlock@protonmail.com and the address is 14 Orchard Close in Totnes (TQ9 5FJ).",
        ),
        a(
            "Thank you. I've found your account, VB-118240: a Medium Veg & Fruit box every Tuesday at £24.50, and "
            "you have £6.00 of credit. Which dates should I skip?",
            _VEG_LOOKUP,
        ),
        u(
            "I'm away 20 July to 10 August, so whichever boxes fall in that.",
            "Everything between Saturday 20th July and Saturday 10th Aug please.",
            "20.07-10.08. Can the £6 credit go against my next box?",
        ),
        a(
            "That's the boxes on 23 July, 30 July and 6 August. I've skipped them; your next box is 13 August, and "
            "the £6.00 credit will come off that one.",
            _VEG_PAUSE,
        ),
        u(
            "Great. Could I add eggs to the 13 August box?",
            "Thanks! So the box on the 13th will be £18.50?",
            "Brilliant. Will I get an email about the pause?",
        ),
        a("All noted. Your confirmation number is PZ-60917, and an email with the details is on its way."),
        stop("Perfect, thanks.", "Thank you!", "Cheers, bye."),
    ),
)

# -- 6. coach-trip seat change -----------------------------------------------------------------------------------

COACH = Scenario(
    goal="Move your seat on the Lake District coach trip to one near the front, because you get travel sick.",
    persona="a retired teacher, chatty and polite",
    known_facts={
        "booking_reference": "CT-5083-LD",
        "surname": "Abernathy",
        "date_of_birth": "1951-02-27",
        "phone": "01632 960417",
    },
    unknown_facts=["current seat: 11D", "departure time"],
    opener="Hi, can I change my seat on the coach trip? I get travel sick at the back.",
    expected=["get_booking", "change_seat"],
)
_COACH_LOOKUP = call(
    "get_booking",
    {"reference": "CT-5083-LD", "surname": "Abernathy"},
    {
        "trip": "Lake District & Windermere",
        "departs": "2024-09-14T07:45",
        "from": "Leeds coach station",
        "seat": "11D",
        "free_front": ["2A", "3C", "4B"],
        "change_fee": 0.0,
    },
)
_COACH_CHANGE = call(
    "change_seat",
    {"reference": "CT-5083-LD", "seat": "2A"},
    {"reference": "CT-5083-LD", "old_seat": "11D", "new_seat": "2A", "ticket": "reissued"},
)
COACH_FLOWS = (
    (
        u("Hi, can I change my seat on the coach trip? I get travel sick at the back."),
        a("Of course, let's see what we can do. What's your booking reference?"),
        u("It's CT-5083-LD.", "CT-5083-LD", "Let me find my letter... here it is: CT-5083-LD.", "ct5083ld"),
        a("And the surname on the booking?"),
        u("Abernathy.", "Abernathy - A-B-E-R-N-A-T-H-Y.", "It's Abernathy, Mrs Abernathy."),
        a(
            "Thank you, Mrs Abernathy. You're on the Lake District & Windermere trip, leaving Leeds coach station "
            "on Saturday 14 September at 7:45 am, in seat 11D. Near the front I have 2A (window), 3C (aisle) and "
            "4B (aisle). There's no fee to change. Which would you like?",
            _COACH_LOOKUP,
        ),
        u(
            "Oh, 2A would be wonderful, I do like a window.",
            "2A please, the window seat.",
            "Could I have 2A? Thank you so much.",
            "2A please. 7:45 is early, but never mind!",
        ),
        a(
            "Done! You're now in seat 2A; your old seat 11D is released and your ticket has been reissued.",
            _COACH_CHANGE,
        ),
        stop(
            "Thank you, dear, that's made my day.",
            "Marvellous, thank you very much.",
            "Lovely. Thanks ever so much, goodbye!",
            "",
        ),
    ),
    (
        u("Hi, can I change my seat on the coach trip? I get travel sick at the back."),
        a("Certainly. For security, could you confirm your booking reference and date of birth?"),
        u(
            "CT-5083-LD, and I was born on 27 February 1951.",
            "Booking CT-5083-LD; date of birth 27/02/1951.",
            "Of course: CT-5083-LD, 27.2.1951",
        ),
        a("Thanks. And the surname?"),
        u("Abernathy", "It's Abernathy.", "Abernathy, with one 'b'."),
        a(
            "Found it: departing 14 September at 7:45 from Leeds, seat 11D. Free seats near the front: 2A, 3C and "
            "4B.",
            _COACH_LOOKUP,
        ),
        u(
            "Which of those is a window seat?",
            "Is 3C a window or an aisle?",
            "Which one's nearest the driver?",
        ),
        a("2A is a window seat in the second row, just behind the driver; 3C and 4B are aisle seats."),
        u("2A please.", "Then 2A, please.", "I'll take 2A, thank you."),
        a(
            "Done: you're in 2A now instead of 11D. We'll text the updated ticket to the number on your booking.",
            _COACH_CHANGE,
        ),
        stop(
            "Wonderful, thank you!",
            "Thank you so much, you've been very helpful.",
            "Lovely, thanks, bye bye.",
        ),
    ),
)

# -- 7. laser-tag party booking ----------------------------------------------------------------------------------

LASERTAG = Scenario(
    goal="Book a laser-tag birthday party for twelve children on Sunday 8 December, with the pizza add-on.",
    persona="a mum organising her son's birthday, juggling two toddlers",
    known_facts={
        "name": "Carla Mendes",
        "phone": "+44 7700 900315",
        "email": "carla.mendes@yahoo.co.uk",
        "child_name": "Leo",
        "party_date": "2024-12-08",
    },
    unknown_facts=["party host's name", "booking ID: LT-24-3381"],
    expected=["check_party_slots", "book_party"],
)
_LT_CHECK = call(
    "check_party_slots",
    {"date": "2024-12-08", "children": 12},
    {
        "date": "2024-12-08",
        "slots": ["11:00", "15:00"],
        "package": "Ultimate Party",
        "per_child": 18.5,
        "pizza_per_child": 4.0,
        "deposit": 50.0,
    },
)
_LT_BOOK = call(
    "book_party",
    {
        "date": "2024-12-08",
        "slot": "15:00",
        "children": 12,
        "pizza": True,
        "name": "Carla Mendes",
        "phone": "+44 7700 900315",
    },
    {
        "booking_id": "LT-24-3381",
        "start": "2024-12-08T15:00",
        "total": 270.0,
        "deposit": 50.0,
        "host": "Jordan",
    },
)
LASERTAG_FLOWS = (
    (
        u(
            "Hi! I'd like to book a laser tag birthday party for 12 kids on Sunday 8th December please.",
            "hello, is it possible to book a party for my son's birthday? twelve children, Sunday 8 Dec",
            "Hi, I'm looking to book a laser-tag party with pizza for 12 children on the 8th of December.",
            "Hiya - birthday party booking please! 12 kids, Sunday 8/12, and we'd like pizza too.",
        ),
        a(
            "On Sunday 8 December we have 11:00 am and 3:00 pm free. The Ultimate Party is £18.50 per child, pizza "
            "is £4.00 extra per child, and there's a £50 deposit to secure it. Which time would you like?",
            _LT_CHECK,
        ),
        u(
            "3pm please!",
            "The 3 o'clock one. So with pizza that's £22.50 each, £270 altogether?",
            "15:00 please - does the £50 come off the total?",
            "3pm. 11 is too early with the little ones lol",
        ),
        a(
            "3:00 pm it is, and yes, the £50 deposit comes off the total of £270.00. What name and phone number "
            "should I put on the booking?"
        ),
        u(
            "Carla Mendes, +44 7700 900315",
            "Carla Mendes - 07700 900315",
            "It's Carla Mendes, mobile 07700900315.",
            "Name: Carla Mendes\nPhone: +447700900315",
        ),
        a("And the birthday child's name, for the cake sign?"),
        u("Leo!", "His name's Leo", "Leo :)", "It's Leo."),
        a(
            "All booked: Ultimate Party with pizza for 12 on Sunday 8 December at 3:00 pm, total £270.00, £50 "
            "deposit paid. Booking ID LT-24-3381; your host will be Jordan.",
            _LT_BOOK,
        ),
        stop(
            "Yay, thank you so much!",
            "Brilliant, Leo will be thrilled. Thanks!",
            "Perfect, thanks - LT-24-3381 saved.",
            "",
        ),
    ),
    (
        u(
            "Hi, I want to book a kids' party for Sunday 8 December.",
            "Hello, do you have any party slots on Sunday the 8th of December?",
            "Hi, booking enquiry - birthday party for 12 on Sun 8 Dec with pizza",
        ),
        a("Let me look. How many children will there be?"),
        u("12", "Twelve kids.", "12 children, all around the same age"),
        a(
            "For 12 children on 8 December I have 11:00 and 15:00. It's £18.50 per child, plus £4.00 each for pizza. "
            "A £50 deposit secures the booking.",
            _LT_CHECK,
        ),
        u(
            "We'll take 15:00 with pizza.",
            "3pm with pizza please. Do the parents need to pay to watch?",
            "Afternoon please, the 15:00 slot, with pizza for everyone.",
        ),
        a("15:00 with pizza, noted; parents watch for free. Can I take your email for the confirmation?"),
        u(
            "carla.mendes@yahoo.co.uk",
            "Sure, carla.mendes@yahoo.co.uk",
            "It's carla.mendes@yahoo.co.uk - name Carla Mendes",
        ),
        a("Thanks. And a contact phone number?"),
        u("+44 7700 900315", "07700 900315", "It's 07700 900 315."),
        a(
            "Booked: 8 December at 15:00 for 12 with pizza, £270.00 in total and £50 deposit taken. Booking ID "
            "LT-24-3381.",
            _LT_BOOK,
        ),
        u(
            "Can we bring our own birthday cake?",
            "What time should we arrive?",
            "Thanks! Is there somewhere to put presents?",
        ),
        a(
            "Please arrive 15 minutes early; you're welcome to bring a cake, and there's a table for cake and presents."
        ),
        stop("Great, thanks for your help!", "Perfect, see you on the 8th!", "Thanks so much."),
    ),
)

# -- 8. rowing-machine warranty claim ----------------------------------------------------------------------------

ROWING = Scenario(
    goal="Get the faulty resistance unit on your rowing machine repaired or replaced under warranty.",
    persona="a keen amateur rower, technical and precise",
    known_facts={
        "order_number": "RW-700452",
        "serial_number": "HR4-2207-88315",
        "purchase_date": "2023-01-28",
        "email": "j.ashworth@fastmail.com",
    },
    unknown_facts=["claim number: WC-31907", "replacement part code"],
    opener="Hi, my rowing machine's resistance has stopped working and I think it's still under warranty.",
    expected=["check_warranty", "create_warranty_claim"],
)
_ROW_CHECK = call(
    "check_warranty",
    {"serial": "HR4-2207-88315"},
    {
        "model": "Hydro-Row 4",
        "order": "RW-700452",
        "purchased": "2023-01-28",
        "warranty_until": "2026-01-28",
        "covered": True,
    },
)
_ROW_CLAIM = call(
    "create_warranty_claim",
    {"serial": "HR4-2207-88315", "fault": "resistance unit"},
    {"claim": "WC-31907", "part": "RU-440", "ships_by": "2024-06-19"},
)
ROWING_FLOWS = (
    (
        u("Hi, my rowing machine's resistance has stopped working and I think it's still under warranty."),
        a("Sorry to hear that. Can you give me the serial number? It's on a sticker under the front rail."),
        u(
            "HR4-2207-88315",
            "Serial: HR4-2207-88315",
            "It's HR4 2207 88315.",
            "hr4-2207-88315 (took me a while to find it!)",
        ),
        a(
            "Thanks. That's a Hydro-Row 4 from order RW-700452, bought on 28 January 2023, with warranty until 28 "
            "January 2026, so you're covered. What exactly is happening with the resistance?",
            _ROW_CHECK,
        ),
        u(
            "The dial turns but the resistance stays at the lowest level regardless of setting. It started about a "
            "week ago.",
            "No resistance at all on any level - the flywheel just spins freely.",
            "It feels the same on the lowest and the highest level, basically nothing. I've checked the belt and it looks fine.",
            "Resistance is stuck on minimum whatever I set the dial to.",
        ),
        a("That sounds like the resistance unit. Can I confirm your email for the claim?"),
        u("j.ashworth@fastmail.com", "It's j.ashworth@fastmail.com", "J.Ashworth@fastmail.com"),
        a(
            "I've opened warranty claim WC-31907. A replacement resistance unit, part RU-440, will ship by "
            "Wednesday 19 June, with fitting instructions.",
            _ROW_CLAIM,
        ),
        stop(
            "Excellent, thanks very much.",
            "Great, WC-31907 noted. Thanks.",
            "Thank you, that's exactly what I hoped for.",
            "",
        ),
    ),
    (
        u("Hi, my rowing machine's resistance has stopped working and I think it's still under warranty."),
        a("Let's check. What's your order number?"),
        u("RW-700452", "Order number RW-700452, bought in January last year.", "It's RW-700452"),
        a("Thanks. And the serial number on the machine?"),
        u("HR4-2207-88315", "HR4-2207-88315.", "Serial is HR4-2207-88315"),
        a("Your Hydro-Row 4 was bought on 2023-01-28 and is under warranty until 2026-01-28.", _ROW_CHECK),
        u(
            "Good. Will you send an engineer or a part?",
            "Great. Is it a replacement part or a repair visit?",
            "So I've got until January 2026. What happens next?",
        ),
        a(
            "Usually we send the part, the resistance unit, and you fit it with four bolts. Would you like me to "
            "raise a claim?"
        ),
        u(
            "Yes please, I'm happy to fit it myself.",
            "Yes, go ahead.",
            "Please do. Send it to the address on order RW-700452.",
        ),
        a(
            "Done: claim WC-31907 is open and part RU-440 will ship by 19 June to the address on your order.",
            _ROW_CLAIM,
        ),
        u(
            "How long will delivery take after it ships?",
            "Will I need to send the old unit back?",
            "Do I need any special tools?",
        ),
        a(
            "Delivery is 2-3 working days after dispatch; you can keep the old unit, and you only need a 5 mm Allen "
            "key."
        ),
        stop("Perfect, thank you.", "Great, thanks for your help.", "Cheers, much appreciated!"),
    ),
)

# -- 9. ring resizing at a jeweller ------------------------------------------------------------------------------

JEWELLERY = Scenario(
    goal="Have your engagement ring resized from size L to size N before your engagement party on 21 June.",
    persona="a nervous fiancée who doesn't want the ring damaged",
    known_facts={
        "order_number": "JW-20931",
        "name": "Aisha Karim",
        "phone": "07911 123456",
        "email": "aisha.karim@icloud.com",
    },
    unknown_facts=["resizing fee: £45", "collection date"],
    expected=["get_order", "create_resize_job"],
)
_JW_LOOKUP = call(
    "get_order",
    {"order_number": "JW-20931"},
    {
        "order": "JW-20931",
        "item": "18ct white gold solitaire",
        "size": "L",
        "purchased": "2024-03-02",
        "free_resize_until": "2024-04-01",
        "resize_fee": 45.0,
        "ready_in_days": 10,
    },
)
_JW_JOB = call(
    "create_resize_job",
    {"order_number": "JW-20931", "from": "L", "to": "N"},
    {"job": "RS-1187", "fee": 45.0, "ready": "2024-06-14"},
)
JEWELLERY_FLOWS = (
    (
        u(
            "Hi, I need my engagement ring resized from an L to an N. Is that something you can do?",
            "Hello, my engagement ring is too small - I'd like it made a size N please (it's an L now).",
            "hi! ring resizing question, I need it two sizes up, L to N, before 21 June",
            "Hello, I bought an engagement ring from you and it needs resizing. I'm a bit worried about it getting "
            "damaged.",
        ),
        a("Congratulations! Yes, we can. What's your order number?"),
        u("JW-20931", "It's JW-20931.", "The order number is JW-20931 I believe", "jw20931"),
        a(
            "Thank you. That's the 18ct white gold solitaire, currently size L. The free resizing period ended on 1 "
            "April, so going to size N costs £45, and it takes about 10 days. Would you like to go ahead?",
            _JW_LOOKUP,
        ),
        u(
            "Yes please. Will it be ready before 21 June?",
            "Ok, £45 is fine. Is there any risk to the stone?",
            "Yes, go ahead. I'm just nervous it'll get scratched!",
            "Yes please, resize it to an N.",
        ),
        a(
            "It's booked in: job RS-1187, fee £45.00, ready for collection on Friday 14 June, well before the 21st. "
            "The stone is protected while we work, so it won't be damaged.",
            _JW_JOB,
        ),
        stop(
            "Thank you so much, that's a relief!",
            "Great, I'll collect on the 14th. Thanks!",
            "Perfect, thanks.",
            "",
        ),
    ),
    (
        u(
            "Hello, I'd like to get my ring resized please.",
            "Hi, can I book my engagement ring in for resizing?",
            "Hi there, I need to have a ring resized before my engagement party.",
        ),
        a("Of course. Can I take your name and phone number?"),
        u(
            "Aisha Karim, 07911 123456",
            "It's Aisha Karim and my number's 07911123456",
            "Aisha Karim - 07911 123 456",
        ),
        a("Thanks, Aisha. Do you have the order number?"),
        u(
            "Yes, JW-20931.",
            "JW-20931",
            "It's JW-20931 - the email's under aisha.karim@icloud.com if that helps.",
        ),
        a("Found it: 18ct white gold solitaire, size L. What size do you need?", _JW_LOOKUP),
        u("Size N please.", "An N.", "N - two sizes up."),
        a(
            "Resizing to N is £45 since the free period has ended, and it takes about 10 days. Shall I book it?"
        ),
        u(
            "Yes please, go ahead.",
            "OK, £45 is fine, please book it.",
            "Yes. Will I get a call when it's ready?",
        ),
        a(
            "Booked: job RS-1187, size L to N, £45.00, ready on 14 June. We'll phone you on 07911 123456 when it's "
            "ready.",
            _JW_JOB,
        ),
        stop(
            "Wonderful, thank you!", "Thanks so much, see you on the 14th.", "Lovely, thanks for your help."
        ),
    ),
)

# -- 10. baby-formula subscription change ------------------------------------------------------------------------

FORMULA = Scenario(
    goal="Switch your baby-formula subscription from Stage 1 to Stage 2 and have it delivered every three weeks "
    "instead of four.",
    persona="a sleep-deprived new dad",
    known_facts={
        "subscription_id": "SUB-44817",
        "email": "tom.reilly@gmail.com",
        "postcode": "BS6 5AE",
        "baby_date_of_birth": "2024-02-11",
    },
    unknown_facts=["next delivery date: 2024-08-22", "new price"],
    expected=["get_subscription", "update_subscription"],
)
_FM_LOOKUP = call(
    "get_subscription",
    {"subscription_id": "SUB-44817"},
    {
        "product": "Stage 1 First Infant Milk 800g",
        "tins": 4,
        "every_weeks": 4,
        "price": 54.0,
        "next_delivery": "2024-08-22",
        "postcode": "BS6 5AE",
    },
)
_FM_UPDATE = call(
    "update_subscription",
    {"subscription_id": "SUB-44817", "product": "Stage 2 Follow-on Milk 800g", "every_weeks": 3},
    {
        "subscription": "SUB-44817",
        "product": "Stage 2 Follow-on Milk 800g",
        "tins": 4,
        "every_weeks": 3,
        "price": 56.0,
        "next_delivery": "2024-08-22",
    },
)
FORMULA_FLOWS = (
    (
        u(
            "Hi, I need to change my formula subscription to Stage 2 and get it every 3 weeks instead of 4.",
            "hello, can i switch from stage 1 to stage 2 formula? and more often please, every three weeks",
            "Hi - our little one is moving on to Stage 2, so I'd like to update the subscription. Also we're "
            "running out, so could it come every 3 weeks?",
            "Hi, subscription change please: Stage 1 -> Stage 2, deliveries every three weeks.",
        ),
        a("Sure! What's your subscription ID?"),
        u("SUB-44817", "It's SUB-44817", "sub 44817", "I think it's SUB-44817, it's in the emails"),
        a(
            "Thanks. You currently get 4 tins of Stage 1 First Infant Milk 800g every 4 weeks for £54.00; the next "
            "delivery is Thursday 22 August. Stage 2 Follow-on Milk is £56.00 for 4 tins. Shall I switch you to "
            "Stage 2 every 3 weeks from the 22 August delivery?",
            _FM_LOOKUP,
        ),
        u(
            "Yes please.",
            "Yes - so £2 more per delivery, that's fine.",
            "yes pls, from the 22nd is perfect",
            "Yes, do it. She's 6 months now so Stage 2 should be right.",
        ),
        a(
            "Done: from 22 August you'll get 4 tins of Stage 2 Follow-on Milk 800g every 3 weeks for £56.00 per "
            "delivery.",
            _FM_UPDATE,
        ),
        stop("Brilliant, thanks.", "Cheers, that's one less thing to think about!", "thank u", ""),
    ),
    (
        u(
            "Hi, I'd like to change my baby formula subscription.",
            "Hello, I need to update my formula order.",
            "Hi, quick change to my subscription please",
        ),
        a("Of course. To find your account, what's your email address?"),
        u("tom.reilly@gmail.com", "It's tom.reilly@gmail.com", "Tom.Reilly@gmail.com"),
        a("And the postcode for deliveries?"),
        u("BS6 5AE", "bs6 5ae", "It's BS6 5AE."),
        a(
            "Thanks, I've found subscription SUB-44817: Stage 1 First Infant Milk 800g, 4 tins every 4 weeks, "
            "£54.00, next delivery 22 August. What would you like to change?",
            _FM_LOOKUP,
        ),
        u(
            "Switch to Stage 2, and every 3 weeks instead of 4.",
            "Could you change it to Stage 2 and send it every three weeks?",
            "We need Stage 2 now, and more often - every 3 weeks. Does the price change?",
        ),
        a(
            "Stage 2 is £56.00 for the 4 tins. I've updated it: Stage 2 every 3 weeks, starting with the 22 August "
            "delivery.",
            _FM_UPDATE,
        ),
        stop("Great, thanks!", "Perfect, thank you.", "Thanks for sorting that."),
    ),
    (
        u(
            "Hi, can I switch my subscription from Stage 1 to Stage 2 formula?",
            "Hello, I'd like to move my subscription on to Stage 2.",
            "hi, need stage 2 instead of stage 1 from now on",
        ),
        a("Happy to check. What's your subscription ID?"),
        u("SUB-44817", "It's SUB-44817.", "sub-44817"),
        a(
            "Thanks, I have it. Could you confirm your baby's date of birth? Stage 2 is for babies from 6 months.",
            _FM_LOOKUP,
        ),
        u("11 February 2024", "She was born on 11/02/2024.", "2024-02-11"),
        a(
            "Thank you. I'm sorry, I can't make the switch today: your 22 August delivery is already being packed, "
            "and product changes are locked once packing starts. You can change it online after the 22nd."
        ),
        stop(
            "Oh, ok. I'll do it online after the 22nd then. Thanks.",
            "Fair enough, I'll change it after that delivery. Cheers.",
            "Right, no worries. Thanks anyway.",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("nanny", NANNY, NANNY_FLOWS),
    Domain("escape", ESCAPE, ESCAPE_FLOWS),
    Domain("tyre", TYRE, TYRE_FLOWS),
    Domain("pottery", POTTERY, POTTERY_FLOWS),
    Domain("vegbox", VEGBOX, VEGBOX_FLOWS),
    Domain("coach", COACH, COACH_FLOWS),
    Domain("lasertag", LASERTAG, LASERTAG_FLOWS),
    Domain("rowing", ROWING, ROWING_FLOWS),
    Domain("jewellery", JEWELLERY, JEWELLERY_FLOWS),
    Domain("formula", FORMULA, FORMULA_FLOWS),
]


# -- seeded faults: each breaks one rule on purpose ---------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "escape",
        0,
        Say(0, "Hey there! I'm hoping to book an escape room for a group of six this Saturday."),
        "paraphrase in the persona's voice",
    ),
    F(
        "opener",
        "escape",
        1,
        Say(0, "Hi! I'd like to book an escape room for six people next Saturday."),
        "one word changed",
    ),
    F(
        "opener",
        "tyre",
        0,
        Say(0, "Hello, I've got a puncture that can't be repaired."),
        "second half dropped",
    ),
    F(
        "opener",
        "tyre",
        1,
        Say(0, "Hi, I need a new tyre fitted - I've got a puncture that can't be repaired."),
        "clauses swapped",
    ),
    F(
        "opener",
        "pottery",
        0,
        Say(0, "Hello, I'd like to cancel my pottery class and get my money back please."),
        "synonyms",
    ),
    F(
        "opener",
        "pottery",
        1,
        Say(
            0,
            "Hi, I need to cancel my pottery course and get a refund please. My booking number is PC-2291 and I "
            "booked with m.feeney@gmail.com.",
        ),
        "opener plus two facts",
    ),
    F(
        "opener",
        "coach",
        1,
        Say(
            0,
            "Hello! I was wondering whether it might be possible to change my seat on the coach trip, as I do get "
            "rather travel sick at the back.",
        ),
        "chatty rewrite from the persona",
    ),
    F(
        "opener",
        "rowing",
        0,
        Say(0, "Hi, the resistance on my rowing machine has stopped working - is it still under warranty?"),
        "turned into a question",
    ),
    # -- reply_shape: not one user speaking
    F("reply_shape", "nanny", 0, Say(1, "Customer: INV-2024-0917"), "own role marker"),
    F(
        "reply_shape",
        "escape",
        0,
        Say(
            1,
            "Pharaoh's Tomb please!\n\n(Note to self: keep it upbeat, and don't give the phone number until they "
            "ask.)",
        ),
        "note to itself",
    ),
    F(
        "reply_shape",
        "tyre",
        1,
        Say(
            3,
            "I'll go for the Avon, please.\nAdvisor: Great choice! Can I take a mobile number?\nMe: 07700 900882",
        ),
        "writes the advisor's line and its own answer",
    ),
    F(
        "reply_shape",
        "pottery",
        1,
        Say(
            2,
            "PC-2291. Is there anything else you need from me to process this? I'm here to help with any other "
            "questions you may have about your booking.",
        ),
        "slides into the assistant's voice",
    ),
    F(
        "reply_shape",
        "vegbox",
        0,
        Say(
            2,
            "From 20 July to 10 August. Do I need to skip each box separately? Probably not, I'd guess one request "
            "covers them all.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "coach",
        0,
        Say(2, "Abernathy. ###STOP###"),
        "stop signal in a turn that is not the last",
    ),
    F(
        "reply_shape",
        "lasertag",
        1,
        Say(6, "Thanks so much! Will the host bring the candles?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "rowing",
        0,
        Say(
            2,
            "**Reasoning:** The agent wants the symptom; my persona is technical, so I should be precise.\n"
            "**Reply:** The resistance stays at the minimum whatever level I choose on the dial.",
        ),
        "reasoning and reply labelled",
    ),
    F(
        "reply_shape",
        "formula",
        1,
        Say(
            1,
            "tom.reilly@gmail.com\n\n---\n*(Simulated user, staying in persona as a tired new dad; waiting for "
            "the agent to ask for the postcode.)*",
        ),
        "out-of-character footer",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "nanny",
        1,
        Say(2, "Invoice INV-2024-0917, and I was charged £1,540."),
        "amount digits transposed",
    ),
    F("invented_specifics", "escape", 1, Say(3, "dev.malhotra@outlook.co.uk"), "email domain changed"),
    F(
        "invented_specifics",
        "tyre",
        0,
        Say(
            3,
            "Avon please. Can you do it for £80 including fitting? The garage down the road quoted me that.",
        ),
        "a price from nowhere",
    ),
    F(
        "invented_specifics",
        "pottery",
        0,
        Say(2, "Yes please. I paid the £180 on 12 January, so it should go back to the same card."),
        "payment date",
    ),
    F(
        "invented_specifics",
        "vegbox",
        1,
        Say(3, "Thanks! So the box on the 13th will be £16.50?"),
        "wrong arithmetic (24.50 - 6.00)",
    ),
    F(
        "invented_specifics",
        "coach",
        1,
        Say(1, "CT-5083-LD, and I was born on 27 February 1952."),
        "birth year off by one",
    ),
    F(
        "invented_specifics",
        "lasertag",
        0,
        Say(1, "The 3pm one please! I've got a voucher code, PARTY-10, can I use it?"),
        "voucher code",
    ),
    F(
        "invented_specifics",
        "rowing",
        1,
        Say(1, "RW-700452. I paid £649 for it in January last year."),
        "purchase price",
    ),
    F(
        "invented_specifics",
        "jewellery",
        0,
        Say(2, "Yes please. The party's on 28 June, so it has to be ready before then."),
        "the goal's date changed",
    ),
    # -- unknown_fact: an unknown fact stated before the agent told it
    F(
        "unknown_fact",
        "nanny",
        0,
        Say(1, "INV-2024-0917. My contract says the placement fee is £1,200.00, so something's off."),
        "contract fee",
    ),
    F(
        "unknown_fact",
        "escape",
        1,
        Say(2, "2pm please. That'll be booking reference ESC-7719, right?"),
        "booking reference before the booking",
    ),
    F(
        "unknown_fact",
        "tyre",
        0,
        Say(4, "LK19 XHD. Is Gary fitting it? He's the fitter who did my last set."),
        "fitter's name (a bare unknown fact)",
    ),
    F(
        "unknown_fact",
        "pottery",
        2,
        Say(1, "PC-2291. The refund amount should be £150 after your fee, I think."),
        "refund amount",
    ),
    F(
        "unknown_fact",
        "coach",
        0,
        Say(1, "CT-5083-LD. I'm in seat 11D at the moment, near the back."),
        "current seat",
    ),
    F(
        "unknown_fact",
        "rowing",
        0,
        Say(3, "j.ashworth@fastmail.com - please put it under claim number WC-31907."),
        "claim number before the claim",
    ),
    F(
        "unknown_fact",
        "jewellery",
        1,
        Say(2, "JW-20931. I know resizing is £45 now that the free period's over."),
        "resizing fee",
    ),
    F(
        "unknown_fact",
        "formula",
        0,
        Say(1, "SUB-44817. Next delivery is 22/08, I'd like the change to start from that one."),
        "next delivery date in another format",
    ),
    F(
        "unknown_fact",
        "formula",
        1,
        Say(
            3,
            "Switch to Stage 2, every 3 weeks please. The new price is £54.00 per delivery, same as now - I checked.",
        ),
        "new price stated with a known amount",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "nanny",
        0,
        Say(
            0,
            "Hi, I'm querying my placement fee. Invoice INV-2024-0917, client number NA-30418, email "
            "helen.okafor@btinternet.com - you charged me £1,450.00, which is wrong.",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "escape",
        0,
        Say(
            1,
            "Pharaoh's Tomb please! Put it under Dev Malhotra, phone 07700 900461, email dev.malhotra@outlook.com.",
        ),
        "asked for the room, gives three contact facts",
    ),
    F(
        "data_dump",
        "tyre",
        1,
        Say(1, "LS7 3QP. Reg is LK19 XHD, tyre size 205/55 R16, and my mobile's 07700 900882."),
        "asked for the postcode, gives three more",
    ),
    F(
        "data_dump",
        "pottery",
        0,
        Say(1, "PC-2291\n\nThanks,\nm.feeney@gmail.com\n(£180 paid for the course starting 05/03/2024)"),
        "signature block with three facts",
    ),
    F(
        "data_dump",
        "vegbox",
        0,
        Say(
            0,
            "Hi, please pause my veg box - I'm away from 20 July to 10 August. Customer VB-118240, 14 Orchard "
            "Close, Totnes TQ9 5FJ.",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "coach",
        0,
        Say(1, "CT-5083-LD. Surname Abernathy, date of birth 27/02/1951, telephone 01632 960417."),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "lasertag",
        1,
        Say(
            1,
            "12 children. My details:\n- Carla Mendes\n- +44 7700 900315\n- carla.mendes@yahoo.co.uk\n- birthday "
            "boy: Leo",
        ),
        "a list of four facts",
    ),
    F(
        "data_dump",
        "rowing",
        1,
        Say(1, "RW-700452 - serial HR4 2207 88315, bought 28/01/2023, email j.ashworth@fastmail.com."),
        "asked for the order, gives three more in other formats",
    ),
    F(
        "data_dump",
        "jewellery",
        0,
        Say(1, "JW-20931. It's under Aisha Karim, 07911 123456, aisha.karim@icloud.com."),
        "asked for the order, gives three more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "nanny",
        0,
        StopAt(6, "OK, that makes sense now. Thanks for explaining."),
        "satisfied by the explanation",
    ),
    F(
        "premature_stop",
        "escape",
        1,
        StopAt(4, "Great, I'll check with the team and book later. Thanks!"),
        "after the availability",
    ),
    F("premature_stop", "tyre", 0, StopAt(8, ""), "silent stop when asked for the registration"),
    F(
        "premature_stop",
        "pottery",
        1,
        StopAt(6, "Right, I'll think about it and get back to you."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "vegbox",
        0,
        StopAt(6, "Perfect, that's all sorted then - thanks!"),
        "believes the proposal was the pause",
    ),
    F(
        "premature_stop",
        "coach",
        1,
        StopAt(8, "Thank you, I'll ring back once I've asked my sister which seat she'd prefer."),
        "after the seat explanation",
    ),
    F(
        "premature_stop",
        "lasertag",
        0,
        StopAt(4, "Thanks! I'll talk to my husband and call back to confirm."),
        "asked for name and phone",
    ),
    F(
        "premature_stop",
        "rowing",
        1,
        StopAt(8, "Brilliant, good to know it's covered. Cheers!"),
        "after the offer of a claim",
    ),
    F("premature_stop", "formula", 0, StopAt(4, "Great, thanks!"), "after the offer"),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "jewellery", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "lasertag", 1, meta(2, prompt_missing=["known_facts.email"]), "a known fact"),
    F("persona_sent", "formula", 2, meta(1, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "escape", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F(
        "persona_sent",
        "vegbox",
        1,
        meta(1, prompt_missing=["goal", "known_facts.customer_id"]),
        "goal and a known fact",
    ),
    F("persona_sent", "tyre", 1, meta(5, prompt_missing=["persona"]), "persona, reported on the stop turn"),
    F(
        "persona_sent",
        "coach",
        1,
        meta(1, prompt_missing=["goal", "persona", "known_facts", "unknown_facts", "opener"]),
        "the whole scenario (custom prompt)",
    ),
    F("persona_sent", "rowing", 0, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
]
