"""Blind set 16, part C: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the
framework and the first set's ``FAULTS``), ``tests/_fidelity_blind_domains.py`` (the step helpers and the
first few domains) and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard was called and no
fidelity test was run while writing.

The ten scenarios: cracked glass mosaic tiles to be replaced (mosaic), an aromatherapy massage moved to the
following week (aromatherapy), a kitesurfing lesson cancelled for lack of wind refunded to the card
(kitesurfing), a second seat added to a Christmas wreath-making workshop (wreathmaking), a leaking roof vent
from a van conversion booked in for a warranty repair (vanconversion), a birthday party package booked at an
arcade (arcade), a trial gliding lesson booked with a gift voucher (gliding), a youth lacrosse registration
refunded after an injury (lacrosse), a reflexology appointment cancelled at short notice with the fee waived
(reflexology) and an orienteering entry moved to another course with a new SI card (orienteering).

Labels follow the definitions, not what a guard can see: a clean conversation sends the opener word for word,
keeps one voice, volunteers at most two known facts per turn before the agent asks for them, states an unknown
fact only after the agent told it, says only specifics from the scenario or from earlier messages and tool
results (or worked out from them), and stops only once the expected write ran or the agent failed or refused.
Each fault in ``FAULTS`` breaks exactly one such rule and is labelled with the guard that should catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. cracked mosaic tiles (with an opener) ----------------------------------------------------------------

MOSAIC = Scenario(
    goal="A box of glass mosaic tiles from your order arrived with many sheets cracked; get replacement "
    "sheets sent out.",
    persona="a hobby mosaic artist tiling a bathroom splashback, friendly and a little chatty",
    known_facts={
        "order_number": "MZ-40872",
        "email": "ines.carvalho@posteo.net",
        "delivery_date": "2025-03-11",
        "cracked_sheets": "7 of 20 sheets",
        "full_name": "Ines Carvalho",
    },
    unknown_facts=["replacement tracking number: RM 4471 9032 5GB", "courier", "colour batch code"],
    opener="Hello, my box of mosaic tiles arrived with a lot of cracked sheets. Can you send replacements?",
    expected=["ship_replacement"],
)
_MOSAIC_ORDER = {
    "order": "MZ-40872",
    "item": "Aegean Blue glass mosaic 20x20 mm",
    "sheets": 20,
    "price_per_sheet": 6.4,
    "delivered": "2025-03-11",
    "email": "ines.carvalho@posteo.net",
    "batch": "AB-2291",
}
_MOSAIC_LOOKUP = call("lookup_order", {"order_number": "MZ-40872"}, _MOSAIC_ORDER)
_MOSAIC_BY_EMAIL = call("lookup_order", {"email": "ines.carvalho@posteo.net"}, _MOSAIC_ORDER)
_MOSAIC_SHIP = call(
    "ship_replacement",
    {"order_number": "MZ-40872", "sheets": 7, "batch": "AB-2291"},
    {
        "replacement": "RP-40872-1",
        "courier": "Royal Mail",
        "tracking": "RM 4471 9032 5GB",
        "eta": "2025-03-14",
    },
)
MOSAIC_FLOWS = (
    (
        u("Hello, my box of mosaic tiles arrived with a lot of cracked sheets. Can you send replacements?"),
        a("I'm sorry to hear that! Could you give me the order number?"),
        u("Sure, it's MZ-40872.", "MZ-40872", "The order number is MZ 40872.", "yes of course - mz-40872"),
        a(
            "Thanks. I see 20 sheets of Aegean Blue glass mosaic (20x20 mm), delivered on March 11. How many "
            "sheets are cracked?",
            _MOSAIC_LOOKUP,
        ),
        u(
            "7 of the 20 sheets are cracked, some of them quite badly.",
            "Seven sheets out of twenty. The rest look fine.",
            "I counted 7 cracked sheets. That's over a third of the box!",
            "7 sheets - mostly the ones at the bottom of the box, so I think it got dropped.",
        ),
        a("Thank you. Could you confirm the email on the order so I can send the claim confirmation there?"),
        u(
            "It's ines.carvalho@posteo.net",
            "ines.carvalho@posteo.net - same as on the order.",
            "Ines.Carvalho@posteo.net",
            "Sure, it's ines.carvalho@posteo.net. Thanks for being so quick!",
        ),
        a(
            "I've sent 7 replacement sheets from the same colour batch, AB-2291, by Royal Mail. Tracking "
            "RM 4471 9032 5GB; expected on March 14. No need to return the cracked ones.",
            _MOSAIC_SHIP,
        ),
        u(
            "Brilliant, thank you! Will they come in a padded box this time?",
            "Perfect. The same batch AB-2291 matters for the colour match, so thank you for that.",
            "Great - tracking RM 4471 9032 5GB, noted. Do I need to sign for it?",
            "Thanks so much. Can I keep the cracked sheets for offcuts then?",
        ),
        a("It's packed with extra protection and doesn't need a signature. Do keep the cracked sheets."),
        stop(
            "Lovely, thanks for sorting it so quickly!",
            "Perfect, thank you. Have a nice day!",
            "Great, that's everything. Thanks!",
            "",
        ),
    ),
    (
        u("Hello, my box of mosaic tiles arrived with a lot of cracked sheets. Can you send replacements?"),
        a("Sorry about that. Can you give me the order number and the name on the order?"),
        u(
            "MZ-40872, Ines Carvalho.",
            "Order MZ-40872, name Ines Carvalho",
            "It's under Ines Carvalho, order number MZ40872.",
            "Of course:\n- order: MZ-40872\n- name: Ines Carvalho",
        ),
        a(
            "Thanks, Ines. Delivered on 11 March, 20 sheets at £6.40 each. How many sheets are cracked?",
            _MOSAIC_LOOKUP,
        ),
        u(
            "7 of them.",
            "7 sheets, so £44.80 worth at £6.40 each.",
            "7 sheets. I can send photos if you need them.",
            "Seven, unfortunately. I noticed as soon as I opened the box on the 11th.",
        ),
        a(
            "I tried to create the replacement, but our warehouse system returned an error, so I can't "
            "complete it right now. I've flagged it to the team, who will email you within 24 hours.",
            call(
                "ship_replacement",
                {"order_number": "MZ-40872", "sheets": 7},
                error="warehouse service unavailable",
            ),
        ),
        stop(
            "Ok, I'll wait for the email then. Thanks for trying.",
            "That's a shame, but thanks. I'll keep an eye on my inbox.",
            "Alright, thank you.",
        ),
    ),
    (
        u("Hello, my box of mosaic tiles arrived with a lot of cracked sheets. Can you send replacements?"),
        a("I can help with that. What's the email address on the order?"),
        u(
            "ines.carvalho@posteo.net",
            "It's ines.carvalho@posteo.net. The box came on 11 March.",
            "My email is ines.carvalho@posteo.net",
            "ines.carvalho@posteo.net (that's Ines Carvalho).",
        ),
        a(
            "Found it: order MZ-40872, delivered 2025-03-11. How many of the 20 sheets are cracked?",
            _MOSAIC_BY_EMAIL,
        ),
        u(
            "7 sheets.",
            "Seven. I checked every sheet twice.",
            "7/20 are cracked, so I'm short for the splashback.",
        ),
        a("Would you like replacements for all 7, or a refund of £44.80 for them?"),
        u(
            "Replacements please, I need them to finish the job.",
            "Replacements! A refund doesn't help me finish the splashback.",
            "Replacement sheets, please - all 7 of them.",
            "I'd rather have the tiles than the £44.80, thanks.",
        ),
        a(
            "Done: 7 sheets are on their way by Royal Mail, tracking RM 4471 9032 5GB, due March 14.",
            _MOSAIC_SHIP,
        ),
        stop(
            "Thank you so much!",
            "Wonderful, thanks. Bye!",
            "Great, I'll look out for it on the 14th. Thanks!",
        ),
    ),
)

# -- 2. aromatherapy massage moved ---------------------------------------------------------------------------

AROMATHERAPY = Scenario(
    goal="Move your aromatherapy massage from this Friday to the following week, ideally an evening slot, "
    "without losing your deposit.",
    persona="a nurse working shifts, tired but courteous, writes short messages",
    known_facts={
        "booking_ref": "AT-2291",
        "phone": "07700 900461",
        "full_name": "Margot Ellery",
        "current_appointment": "2025-05-16 18:00",
        "deposit_paid": "£20",
    },
    unknown_facts=["therapist's name: Hannah Whitlock", "session price", "loyalty points balance: 340"],
    expected=["reschedule_booking"],
)
_AROMA_FIND = call(
    "find_booking",
    {"booking_ref": "AT-2291"},
    {
        "ref": "AT-2291",
        "client": "Margot Ellery",
        "treatment": "Aromatherapy full body 60 min",
        "slot": "2025-05-16T18:00",
        "therapist": "Hannah Whitlock",
        "price": 68.0,
        "deposit": 20.0,
        "points": 340,
    },
)
_AROMA_FIND_PHONE = call(
    "find_booking",
    {"phone": "07700900461"},
    {"ref": "AT-2291", "client": "Margot Ellery", "slot": "2025-05-16T18:00", "deposit": 20.0},
)
_AROMA_SLOTS = call(
    "available_slots",
    {"week_of": "2025-05-19", "after": "17:00"},
    {"slots": ["2025-05-20T18:30", "2025-05-22T19:00"]},
)
AROMATHERAPY_FLOWS = (
    (
        u(
            "Hi, I need to move my aromatherapy massage on Friday to next week please. My shifts changed.",
            "Hello - can I reschedule my aromatherapy appointment this Friday? Work rota changed.",
            "hi, need to rebook friday's massage to sometime next week, evening if poss",
            "Hi there, I have an aromatherapy massage booked for Friday at 6pm but I've been put on a late "
            "shift. Could I move it to next week?",
        ),
        a("Of course. What's your booking reference?"),
        u("AT-2291", "It's AT-2291.", "ref is at2291", "Booking ref AT 2291, under Margot Ellery."),
        a(
            "Thanks, Margot. I have you down for the 60-minute full body aromatherapy on Friday 16 May at "
            "18:00 with Hannah. Next week I have Tuesday 20 May at 18:30 or Thursday 22 May at 19:00. Would "
            "either suit?",
            _AROMA_FIND,
            _AROMA_SLOTS,
        ),
        u(
            "Thursday the 22nd at 7 would be perfect.",
            "thurs 22/05 at 19:00 pls",
            "Thursday is better for me - and can I still see Hannah?",
            "The Thursday evening one, 22 May. Thank you!",
        ),
        a(
            "Booked for Thursday 22 May at 19:00 with Hannah. Your £20 deposit carries over.",
            call(
                "reschedule_booking",
                {"booking_ref": "AT-2291", "new_slot": "2025-05-22T19:00"},
                {"ref": "AT-2291", "slot": "2025-05-22T19:00", "deposit_kept": True},
            ),
        ),
        u(
            "Great, thanks. Is the rest payable on the day?",
            "Brilliant. So the £20 deposit still counts, good.",
            "Thank you! How much will I owe on the day?",
        ),
        a("Yes. The session is £68, so you'll pay the remaining £48 on the day."),
        stop(
            "Perfect, £48 on the day. Thanks a lot!",
            "Lovely, see you Thursday. Thanks.",
            "thanks, bye",
            "",
        ),
    ),
    (
        u(
            "Hello, I'd like to reschedule an aromatherapy massage. The booking's under Margot Ellery.",
            "Hi, could I change the date of my massage? Name is Margot Ellery, ref AT-2291.",
            "Hi - Margot here. My Friday massage needs moving to next week.",
        ),
        a("Happy to help. Can I take the phone number on the booking to confirm it's you?"),
        u("07700 900461", "It's 07700 900461.", "+44 7700 900461", "Sure, 07700900461."),
        a(
            "Thank you, that matches booking AT-2291, Friday 16 May at 6 pm. Which days next week would "
            "suit?",
            _AROMA_FIND_PHONE,
        ),
        u(
            "Any weekday evening really, after 6.",
            "Tuesday or Thursday evening if you have them.",
            "Evenings are best, I'm on earlies next week. Any day.",
        ),
        a("I have Tuesday 20 May at 18:30 or Thursday 22 May at 19:00.", _AROMA_SLOTS),
        u(
            "Tuesday the 20th, 18:30, please.",
            "Tues 20/5 at half six works.",
            "The Tuesday, please - 20 May.",
        ),
        a(
            "Done - you're now booked for Tuesday 20 May at 18:30. Your £20 deposit stays on the booking.",
            call(
                "reschedule_booking",
                {"booking_ref": "AT-2291", "new_slot": "2025-05-20T18:30"},
                {"ref": "AT-2291", "slot": "2025-05-20T18:30", "deposit_kept": True},
            ),
        ),
        stop("Great, thank you!", "Perfect, thanks for fitting me in.", "Thanks so much, bye"),
    ),
    (
        u(
            "Hi, is it possible to move my massage this Friday to next week?",
            "Hello, I need to change my Friday aromatherapy booking, AT-2291.",
            "Hi, quick one - can my Friday aromatherapy session be moved to next week?",
        ),
        a("Let me check. What's the booking reference and the name on it?"),
        u(
            "AT-2291, Margot Ellery.",
            "Reference AT-2291 and it's under Margot Ellery.",
            "AT2291 - Margot Ellery",
        ),
        a(
            "Thanks. I'm sorry, but that appointment is less than 24 hours away and our policy doesn't let "
            "me move it now; if it's cancelled the £20 deposit is lost. I can't reschedule it.",
            _AROMA_FIND,
        ),
        stop(
            "Ok, I understand. I'll try to swap my shift instead. Thanks anyway.",
            "That's a pity, but fine. Thank you.",
            "Right, I'll keep it then. Bye.",
        ),
    ),
)

# -- 3. kitesurfing lesson refund (with an opener) -----------------------------------------------------------

_KITE_OPENER = (
    "Hi! My kitesurfing lesson got cancelled because there was no wind. I'd like my money back please."
)
KITESURFING = Scenario(
    goal="Your kitesurfing lesson was cancelled by the school for lack of wind; get a refund to your card "
    "rather than a voucher.",
    persona="a university student on a tight budget, casual and polite",
    known_facts={
        "booking_number": "KS-20931",
        "email": "theo.vance@mailbox.org",
        "lesson_date": "2025-07-19",
        "amount_paid": "€145",
        "card_last_four": "4417",
    },
    unknown_facts=[
        "refund reference",
        "instructor's name: Tiago Mendes",
        "refund processing time: 5-7 working days",
    ],
    opener=_KITE_OPENER,
    expected=["issue_refund"],
)
_KITE_BOOKING = {
    "booking": "KS-20931",
    "lesson": "Beginner 3h group",
    "date": "2025-07-19",
    "status": "cancelled_weather",
    "paid": 145.0,
    "currency": "EUR",
    "instructor": "Tiago Mendes",
    "card": "**** 4417",
}
_KITE_GET = call("get_booking", {"booking_number": "KS-20931"}, _KITE_BOOKING)
_KITE_GET_EMAIL = call("get_booking", {"email": "theo.vance@mailbox.org"}, _KITE_BOOKING)
_KITE_REFUND = call(
    "issue_refund",
    {"booking_number": "KS-20931", "amount": 145.0, "method": "card"},
    {"refund": "RF-KS-8812", "amount": 145.0, "currency": "EUR", "eta_days": "5-7"},
)
KITESURFING_FLOWS = (
    (
        u(_KITE_OPENER),
        a("Sorry the wind let us down! What's your booking number?"),
        u(
            "KS-20931",
            "It's KS-20931.",
            "booking no. ks 20931",
            "Sure, KS-20931 - it was for Saturday 19 July.",
        ),
        a(
            "Thanks. The beginner group lesson on 19 July was cancelled for weather. I can offer a voucher "
            "for €145 or a refund to the card ending 4417. Which do you prefer?",
            _KITE_GET,
        ),
        u(
            "The refund to my card please, I'm leaving the coast next week.",
            "Card refund please - I won't be back this summer so a voucher's no use to me.",
            "refund to the 4417 card pls",
            "A refund, please. The full €145 back to the card.",
        ),
        a(
            "Done: €145 refunded to the card ending 4417, reference RF-KS-8812. It takes 5-7 working days to "
            "show.",
            _KITE_REFUND,
        ),
        u(
            "Thank you! Will I get an email about it?",
            "Cheers. 5-7 working days is fine.",
            "Great. So RF-KS-8812 is the one to quote if it doesn't show up?",
        ),
        a("Yes, a confirmation goes to your email; quote RF-KS-8812 if anything's missing."),
        stop("Perfect, thanks a lot!", "Nice one, thank you. Bye!", "Great, cheers!", ""),
    ),
    (
        u(_KITE_OPENER),
        a("I'm sorry about that. Can you tell me your booking number and the email you booked with?"),
        u(
            "KS-20931 and theo.vance@mailbox.org",
            "Booking KS-20931, email theo.vance@mailbox.org",
            "Sure:\nBooking: KS-20931\nEmail: theo.vance@mailbox.org",
            "ks-20931 / Theo.Vance@mailbox.org",
        ),
        a(
            "Thanks, Theo. I see the lesson on Saturday 19 July with Tiago was called off for low wind. We "
            "usually give a voucher; would that work, or do you need a refund?",
            _KITE_GET,
        ),
        u(
            "I'd really prefer a refund. I paid €145 and I'm a student, so a voucher doesn't help much.",
            "A refund please. I'm only here until the end of the month.",
            "Refund please, no voucher. Shame, I was looking forward to the lesson with Tiago.",
        ),
        a("No problem. I'll refund €145 to the card you paid with. Could you confirm its last four digits?"),
        u("4417", "It ends in 4417.", "last four are 4417"),
        a("Refunded: €145 to the card ending 4417, reference RF-KS-8812.", _KITE_REFUND),
        stop("Thanks very much!", "Awesome, thank you!", "Great, cheers for sorting it."),
    ),
    (
        u(_KITE_OPENER),
        a(
            "Sorry about that! Would you like to rebook the lesson for another day instead? We have space on "
            "Sunday 20 July."
        ),
        u(
            "Thanks, but I'm leaving on Sunday morning, so I'd rather have a refund.",
            "Unfortunately I can't, I'm heading home this weekend. A refund please.",
            "No thanks - I just want the refund, please.",
        ),
        a("Understood. What's the email you booked with?"),
        u(
            "theo.vance@mailbox.org",
            "It's theo.vance@mailbox.org.",
            "theo.vance@mailbox.org - the booking should be KS-20931.",
        ),
        a(
            "Found booking KS-20931: €145 paid by the card ending 4417. I've refunded the full €145 to that "
            "card; reference RF-KS-8812.",
            _KITE_GET_EMAIL,
            _KITE_REFUND,
        ),
        u(
            "Cheers! How long does it usually take to show up?",
            "Thank you. Will it say RF-KS-8812 on my statement?",
            "Nice, thanks. €145 back to the 4417 card is perfect.",
        ),
        a("Usually 5-7 working days; your statement will show the school's name."),
        stop("Great, thanks for the help!", "Cool, cheers!", "Thanks, bye!"),
    ),
)

# -- 4. wreath-making workshop seat --------------------------------------------------------------------------

WREATHMAKING = Scenario(
    goal="Add a second seat for your sister to your Christmas wreath-making workshop booking, on the same "
    "evening and next to you.",
    persona="a primary school teacher, warm and a bit excitable, uses exclamation marks",
    known_facts={
        "order_id": "WM-77120",
        "email": "rosa.delaney@outlook.com",
        "workshop_date": "2025-12-06",
        "sister_name": "Clare Delaney",
        "full_name": "Rosa Delaney",
    },
    unknown_facts=["materials fee per seat: £12", "venue room", "seat price"],
    expected=["add_seat"],
)
_WREATH_ORDER = {
    "order": "WM-77120",
    "event": "Christmas Wreath Workshop",
    "date": "2025-12-06T18:30",
    "seats": 1,
    "seat_price": 45.0,
    "materials_fee": 12.0,
    "remaining": 3,
    "room": "Old Barn",
}
_WREATH_FIND = call("find_order", {"order_id": "WM-77120"}, _WREATH_ORDER)
_WREATH_FIND_EMAIL = call("find_order", {"email": "rosa.delaney@outlook.com"}, _WREATH_ORDER)
_WREATH_ADD = call(
    "add_seat",
    {"order_id": "WM-77120", "guest": "Clare Delaney", "seats": 1, "next_to_booker": True},
    {"order": "WM-77120", "seats": 2, "charged": 57.0, "table": 4},
)
WREATHMAKING_FLOWS = (
    (
        u(
            "Hi! I've booked the wreath-making workshop and I'd love to add a seat for my sister. Is there "
            "still space?",
            "Hello! Can I add one more person to my wreath workshop booking? My sister wants to come too!",
            "hi there, I'd like to bring my sister to the Christmas wreath class - can I add a second seat?",
            "Hi, I'd like to add a place for my sister Clare to my wreath-making booking, same evening "
            "please :)",
        ),
        a("How lovely! What's your order ID?"),
        u("WM-77120", "It's WM-77120!", "order id wm77120", "Sure, WM 77120."),
        a(
            "Found it: one seat at the Wreath Workshop on Saturday 6 December at 18:30. There are 3 places "
            "left. An extra seat is £45 plus a £12 materials fee. Shall I add one, and what's the guest's "
            "name?",
            _WREATH_FIND,
        ),
        u(
            "Yes please! Her name is Clare Delaney.",
            "Yes! It's for Clare Delaney. So £57 in total for her seat?",
            "Please add it - the guest is Clare Delaney. Can we sit together?",
            "yes add one for Clare Delaney pls!",
        ),
        a(
            "Added Clare Delaney to WM-77120; you're both at table 4. £57 has been charged to the card on "
            "file.",
            _WREATH_ADD,
        ),
        u(
            "Amazing, thank you! Will Clare get her own ticket email?",
            "Yay! Table 4 together, perfect. Do we need to bring anything?",
            "Brilliant! Is the materials fee for the ribbons and foliage and everything?",
        ),
        a("All materials are included; the updated booking goes to your email and covers both of you."),
        stop("Wonderful, thanks so much!", "Perfect! See you on the 6th!", "Thank you!! Bye!", ""),
    ),
    (
        u(
            "Hello! I need to change my wreath workshop booking - my sister wants to join me!",
            "Hi, can I add my sister to my booking for the wreath workshop on 6 December?",
            "Hiya! Is it too late to add a seat to my Christmas wreath workshop booking?",
        ),
        a("Sure! Can I have the email address you booked with?"),
        u("rosa.delaney@outlook.com", "It's rosa.delaney@outlook.com :)", "Rosa.Delaney@outlook.com"),
        a(
            "Thanks Rosa. That's order WM-77120 for the 6 December evening session. Adding a seat costs £57 "
            "in total, including materials. What's your sister's name?",
            _WREATH_FIND_EMAIL,
        ),
        u(
            "Clare Delaney!",
            "Her name's Clare Delaney. £57 is fine.",
            "Clare Delaney - can she be seated next to me?",
        ),
        a("All done: Clare Delaney is booked next to you at table 4, and £57 was charged.", _WREATH_ADD),
        stop("Fab, thank you!", "That's brilliant, thanks a million!", "Perfect, thanks!"),
    ),
    (
        u(
            "Hi! Could I add a second seat to my wreath-making booking WM-77120?",
            "hello, I want to add my sister to order WM-77120 please!",
            "Hi there! One more seat on WM-77120 please, for my sister!",
        ),
        a("Let me look. Which date is your workshop?"),
        u("It's the 6th of December.", "Saturday 6 December, the evening one.", "2025-12-06"),
        a(
            "Thanks. Adding the seat now.",
            _WREATH_FIND,
            call("add_seat", {"order_id": "WM-77120", "seats": 1}, error="payment declined: card expired"),
        ),
        a(
            "I'm sorry, the payment for the extra seat was declined because the card on file has expired, "
            "so the seat couldn't be added. You can update your card in your account and book it there."
        ),
        stop(
            "Oh no, I'll update my card and try again. Thanks!",
            "Ah, that's my old card. I'll sort it out, thanks.",
            "Okay, will do. Thank you!",
        ),
    ),
)

# -- 5. van conversion warranty repair (with an opener) ------------------------------------------------------

VANCONVERSION = Scenario(
    goal="The roof vent your van conversion company fitted is leaking onto the bed; get a warranty repair "
    "booked at their workshop.",
    persona="a freelance photographer living part-time in the van, calm but firm",
    known_facts={
        "job_number": "VC-3318",
        "vehicle_reg": "WK19 XFD",
        "phone": "07822 415903",
        "completion_date": "2025-02-14",
        "van_model": "Ford Transit Custom",
    },
    unknown_facts=["warranty end date: 2027-02-14", "fitter's name", "repair booking number: WR-5561"],
    opener="Hi, the roof vent you fitted in my van conversion is leaking. I need it fixed under warranty.",
    expected=["book_warranty_repair"],
)
_VAN_JOB = {
    "job": "VC-3318",
    "vehicle": "WK19XFD",
    "model": "Ford Transit Custom",
    "completed": "2025-02-14",
    "warranty_until": "2027-02-14",
    "items": ["roof vent", "insulation", "leisure battery"],
}
_VAN_LOOKUP = call("lookup_job", {"job_number": "VC-3318"}, _VAN_JOB)
_VAN_BY_REG = call("lookup_job", {"vehicle_reg": "WK19XFD", "phone": "07822415903"}, _VAN_JOB)
_VAN_SLOTS = call(
    "workshop_slots",
    {"from": "2025-06-02", "job_type": "warranty"},
    {"slots": ["2025-06-04T08:30", "2025-06-06T08:30"]},
)
_VAN_BOOK_4 = call(
    "book_warranty_repair",
    {"job_number": "VC-3318", "slot": "2025-06-04T08:30", "issue": "roof vent leak"},
    {"booking": "WR-5561", "slot": "2025-06-04T08:30", "cost": 0},
)
VANCONVERSION_FLOWS = (
    (
        u("Hi, the roof vent you fitted in my van conversion is leaking. I need it fixed under warranty."),
        a("Sorry to hear that. What's the job number from your invoice?"),
        u(
            "It's VC-3318.",
            "VC-3318",
            "job number vc 3318",
            "The job number is VC-3318 - it's a Ford Transit Custom.",
        ),
        a(
            "Thanks. That's the Transit Custom, reg WK19 XFD, completed 14 February 2025. The roof vent is "
            "under warranty until February 2027. I can book it into the workshop on Wednesday 4 June or "
            "Friday 6 June, both at 8:30. Which is better?",
            _VAN_LOOKUP,
            _VAN_SLOTS,
        ),
        u(
            "Wednesday 4 June at 8:30, please.",
            "The 4th please. How long will it take?",
            "Wednesday works. Will I need to leave the van all day?",
            "4/6 at 8:30 is good for me.",
        ),
        a(
            "Booked for Wednesday 4 June at 8:30, reference WR-5561. It's a half-day job and there's no "
            "charge under warranty.",
            _VAN_BOOK_4,
        ),
        u(
            "Great. Should I dry out the mattress before bringing it in?",
            "Thanks. WR-5561, noted. Can I wait there while you do it?",
            "Perfect, no charge is what I hoped. Do you need the keys the night before?",
        ),
        a("Bring it as it is; there's a waiting room with Wi-Fi, and just hand the keys in at 8:30."),
        stop("Sounds good. Thanks for your help.", "Perfect, see you on the 4th.", "Great, thanks. Bye.", ""),
    ),
    (
        u("Hi, the roof vent you fitted in my van conversion is leaking. I need it fixed under warranty."),
        a("I'm sorry about the leak. Can I take your vehicle registration and a contact phone number?"),
        u(
            "WK19 XFD, and my number is 07822 415903.",
            "Reg is WK19XFD, phone 07822 415903",
            "Sure - WK19 XFD / +44 7822 415903",
            "wk19 xfd, 07822415903",
        ),
        a(
            "Thanks. I found job VC-3318, finished on 14/02/2025. Roughly when did the leak start?",
            _VAN_BY_REG,
        ),
        u(
            "About two weeks ago, after the heavy rain. It drips right onto the bed.",
            "A couple of weeks ago. Water comes in around the vent frame whenever it rains.",
            "It started after the storms - maybe 10 days ago? The mattress got soaked.",
        ),
        a("Thanks. The next workshop slots are Wednesday 4 June or Friday 6 June, both at 8:30.", _VAN_SLOTS),
        u("Friday 6 June, please.", "The Friday, 6th June.", "Fri 06/06 at 8:30 please"),
        a(
            "You're booked for Friday 6 June at 8:30, reference WR-5561. No charge, as it's under warranty.",
            call(
                "book_warranty_repair",
                {"job_number": "VC-3318", "slot": "2025-06-06T08:30", "issue": "roof vent leak"},
                {"booking": "WR-5561", "slot": "2025-06-06T08:30", "cost": 0},
            ),
        ),
        stop("Brilliant, thanks.", "Great, that's sorted then. Thank you.", "Thanks a lot, see you Friday."),
    ),
    (
        u("Hi, the roof vent you fitted in my van conversion is leaking. I need it fixed under warranty."),
        a(
            "I can help. Please verify your details: the job number, registration, van model and the phone "
            "number on file."
        ),
        u(
            "Job VC-3318, reg WK19 XFD, Ford Transit Custom, phone 07822 415903.",
            "- Job: VC-3318\n- Reg: WK19 XFD\n- Model: Ford Transit Custom\n- Phone: 07822 415903",
            "VC-3318 / WK19XFD / Transit Custom / 07822 415903",
        ),
        a(
            "Verified, thank you. Your warranty runs to 14 February 2027, so this is covered. Wednesday 4 "
            "June at 8:30 is the first slot. Shall I book it?",
            _VAN_LOOKUP,
            _VAN_SLOTS,
        ),
        u(
            "Yes, book it please.",
            "Yes please, the 4th at 8:30 works.",
            "Go ahead. Good to know it's covered until 2027.",
        ),
        a("Done: Wednesday 4 June, 8:30, reference WR-5561.", _VAN_BOOK_4),
        stop("Thanks very much.", "Great, cheers.", "Thank you, see you then."),
    ),
)

# -- 6. arcade birthday party --------------------------------------------------------------------------------

ARCADE = Scenario(
    goal="Book a birthday party package at the arcade for your son's 10th birthday on a Saturday afternoon.",
    persona="a busy dad organising things from his phone, brief and upbeat, Australian",
    known_facts={
        "full_name": "Derek Olufemi",
        "phone": "0412 558 903",
        "email": "d.olufemi@gmail.com",
        "party_date": "2025-06-14",
        "guest_count": "12 kids",
    },
    unknown_facts=["party host's name", "deposit amount", "game card credit per child: 40 credits"],
    expected=["book_party"],
)
_ARCADE_AVAIL = call(
    "check_availability",
    {"date": "2025-06-14", "package": "Level Up"},
    {"date": "2025-06-14", "slots": ["13:00", "15:30"], "price_per_child": 32.0, "min_children": 8},
)
_ARCADE_BOOK_1PM = call(
    "book_party",
    {"name": "Derek Olufemi", "date": "2025-06-14", "time": "13:00", "children": 12, "phone": "0412 558 903"},
    {"booking": "PTY-6604", "deposit": 100.0, "host": "Jordan", "total": 384.0, "credits_each": 40},
)
ARCADE_FLOWS = (
    (
        u(
            "Hi, I want to book a birthday party for my son's 10th on a Saturday afternoon.",
            "hey, looking to book a kids party at the arcade, Saturday arvo if possible",
            "Hello! Do you have party packages for a 10th birthday? Hoping for Saturday 14 June.",
            "Hi there - I'd like to book a party for my boy turning 10, about 12 kids.",
        ),
        a("Happy birthday to him! Which Saturday, and how many kids?"),
        u(
            "Saturday 14 June, 12 kids.",
            "14/06, twelve kids including him.",
            "The 14th of June - 12 kids",
            "June 14th please, for 12 children.",
        ),
        a(
            "On Saturday 14 June the Level Up package is free at 1:00 pm or 3:30 pm. It's $32 per child, so "
            "$384 for 12. Which time?",
            _ARCADE_AVAIL,
        ),
        u(
            "1pm please.",
            "1:00 works best, before the little ones get tired.",
            "Let's do 1pm. $384 is fine.",
            "the 1 o'clock one pls",
        ),
        a("Great. Can I get a name and mobile number for the booking?"),
        u(
            "Derek Olufemi, 0412 558 903.",
            "Derek Olufemi - mobile 0412 558 903",
            "Name's Derek Olufemi, phone +61 412 558 903",
        ),
        a(
            "All booked: Level Up party, Saturday 14 June at 1 pm for 12 kids, booking PTY-6604. A $100 "
            "deposit is due within 7 days; your host will be Jordan.",
            _ARCADE_BOOK_1PM,
        ),
        u(
            "Awesome. How do I pay the $100 deposit?",
            "Cheers! So $284 left to pay on the day?",
            "Great, thanks. Can I bring my own cake?",
        ),
        a("We'll text you a link for the deposit; cakes are welcome, and the balance is paid on the day."),
        stop("Legend, thanks!", "Perfect, thanks heaps.", "Great, cheers.", ""),
    ),
    (
        u(
            "Hi, can I book a party package for Saturday 14 June?",
            "Hello, I'd like to book a birthday party, 14 June, afternoon.",
            "Hey! Party booking for the 14th of June please - it's my son's 10th.",
        ),
        a("Sure! How many children, and what's an email for the booking confirmation?"),
        u(
            "12 kids. Email is d.olufemi@gmail.com",
            "twelve kids, d.olufemi@gmail.com",
            "12 children - d.olufemi@gmail.com",
        ),
        a("Thanks. 1:00 pm or 3:30 pm are free that day; it's $32 per child.", _ARCADE_AVAIL),
        u("3:30 please.", "Half three works better, after footy.", "15:30 thanks"),
        a("And the name for the booking?"),
        u("Derek Olufemi.", "Derek Olufemi", "It's Derek - Derek Olufemi."),
        a(
            "Booked for 3:30 pm on 14 June, 12 kids, booking PTY-6604. Confirmation sent to "
            "d.olufemi@gmail.com.",
            call(
                "book_party",
                {"name": "Derek Olufemi", "date": "2025-06-14", "time": "15:30", "children": 12},
                {"booking": "PTY-6604", "deposit": 100.0, "host": "Jordan", "total": 384.0},
            ),
        ),
        stop("Thanks heaps!", "Great, all sorted. Cheers.", "Thanks, see you then!"),
    ),
    (
        u(
            "G'day, I'd like to book a birthday party for 12 kids.",
            "Hi, how do I book a party for my son's 10th?",
            "hey, do you do birthday parties on Saturdays?",
        ),
        a("Happy to help! What date were you thinking?"),
        u(
            "Saturday 14 June, in the afternoon.",
            "14 June - afternoon if possible.",
            "The 14th of June, a Saturday.",
        ),
        a(
            "On 14 June we have 1:00 pm or 3:30 pm, $32 per child. Which time, how many kids, and what's "
            "your mobile number?",
            _ARCADE_AVAIL,
        ),
        u(
            "1pm, 12 kids, and my mobile is 0412 558 903.",
            "1pm please. 12 kids. Mobile 0412 558 903.",
            "The 1 pm one for 12 kids - 0412 558 903.",
        ),
        a("And the name on the booking?"),
        u("Derek Olufemi", "It's Derek Olufemi."),
        a(
            "Booked: 1 pm on Saturday 14 June for 12 kids, booking PTY-6604. The total is $384 with a $100 "
            "deposit.",
            _ARCADE_BOOK_1PM,
        ),
        stop("Ripper, thanks!", "Thanks mate, all sorted.", "Cheers!"),
    ),
)

# -- 7. trial gliding lesson (with an opener) ----------------------------------------------------------------

GLIDING = Scenario(
    goal="Use the gift voucher you were given to book a trial gliding lesson on a weekend in August.",
    persona="a retired engineer, precise and curious, asks technical questions",
    known_facts={
        "voucher_code": "GLD-7Q4M-22",
        "full_name": "Priya Raman",
        "weight": "72 kg",
        "phone": "07955 318 204",
        "email": "priya.raman@btinternet.com",
    },
    unknown_facts=["voucher value: £199", "instructor's name", "launch method"],
    opener="Good afternoon. I have a gift voucher for a trial gliding lesson and would like to book it for a "
    "weekend in August.",
    expected=["book_trial_flight"],
)
_GLIDE_VOUCHER = call(
    "check_voucher",
    {"code": "GLD-7Q4M-22"},
    {
        "code": "GLD-7Q4M-22",
        "product": "Trial lesson, 3 winch launches",
        "value": 199.0,
        "expires": "2025-10-31",
        "status": "valid",
    },
)
_GLIDE_DATES = call(
    "available_dates",
    {"month": "2025-08", "weekends": True},
    {"dates": ["2025-08-09", "2025-08-16", "2025-08-23"]},
)
_GLIDE_OPENER = (
    "Good afternoon. I have a gift voucher for a trial gliding lesson and would like to book it for a "
    "weekend in August."
)
GLIDING_FLOWS = (
    (
        u(_GLIDE_OPENER),
        a("Lovely! What's the voucher code?"),
        u("It is GLD-7Q4M-22.", "GLD-7Q4M-22", "The code printed on it is GLD 7Q4M 22.", "gld-7q4m-22"),
        a(
            "Thanks, that's a valid trial lesson voucher with 3 winch launches, valid until 31 October. In "
            "August I have Saturday 9, Saturday 16 or Saturday 23. Which would you like?",
            _GLIDE_VOUCHER,
            _GLIDE_DATES,
        ),
        u(
            "Saturday 16 August, please.",
            "The 16th, please. How long does each winch launch last?",
            "16 August would suit me well.",
            "Saturday the 16th. Out of interest, to what height does a winch launch take you?",
        ),
        a("Good choice. For safety, we need your weight and the name of the person flying."),
        u(
            "Priya Raman, 72 kg.",
            "The pilot will be me, Priya Raman. I weigh 72 kg.",
            "Priya Raman; 72 kilograms.",
        ),
        a(
            "Booked: Saturday 16 August, please report at 09:00. Booking TF-3092. Launches reach about 1,200 "
            "feet.",
            call(
                "book_trial_flight",
                {"code": "GLD-7Q4M-22", "date": "2025-08-16", "name": "Priya Raman", "weight_kg": 72},
                {"booking": "TF-3092", "date": "2025-08-16", "report": "09:00"},
            ),
        ),
        u(
            "Thank you. Should I bring anything in particular?",
            "Excellent. TF-3092 noted. Is there a weather cancellation policy?",
            "Thanks. 09:00 at the clubhouse, I assume?",
        ),
        a("Bring a hat and sunscreen; if the weather is unflyable we rebook you at no cost."),
        stop(
            "Very good. Thank you for your help.",
            "Splendid, thank you.",
            "Thank you, I look forward to it.",
            "",
        ),
    ),
    (
        u(_GLIDE_OPENER),
        a("Certainly. Could I have the voucher code and a phone number in case the weather changes?"),
        u(
            "GLD-7Q4M-22, and my phone is 07955 318 204.",
            "Voucher GLD-7Q4M-22; phone 07955 318204.",
            "Code GLD-7Q4M-22, mobile +44 7955 318 204",
        ),
        a(
            "Thank you, the voucher is valid. August weekends available: 9, 16 and 23 August.",
            _GLIDE_VOUCHER,
            _GLIDE_DATES,
        ),
        u("The 23rd, please.", "23 August would be ideal.", "Saturday 23 August please."),
        a("Noted. What is your weight? We need it for the glider's balance."),
        u("72 kg.", "I'm 72 kilograms.", "72kg"),
        a(
            "Booked for Saturday 23 August, report at 09:00. Booking TF-3092.",
            call(
                "book_trial_flight",
                {"code": "GLD-7Q4M-22", "date": "2025-08-23", "weight_kg": 72},
                {"booking": "TF-3092", "date": "2025-08-23", "report": "09:00"},
            ),
        ),
        stop("Thank you very much.", "Excellent, thank you.", "Marvellous. Goodbye."),
    ),
    (
        u(_GLIDE_OPENER),
        a("Happy to help. What's the voucher code?"),
        u("GLD-7Q4M-22", "It's GLD-7Q4M-22.", "The code is GLD-7Q4M-22."),
        a(
            "Thanks. I'm afraid this voucher is for a midweek trial lesson, so I can't book it for a "
            "weekend. I can offer weekdays in August, or you could upgrade it at the club office.",
            call(
                "check_voucher",
                {"code": "GLD-7Q4M-22"},
                {"code": "GLD-7Q4M-22", "product": "Trial lesson, midweek only", "status": "valid"},
            ),
        ),
        stop(
            "I see. I'll speak to the club office then. Thank you.",
            "That's disappointing, but understood. Goodbye.",
            "Right, thank you for explaining.",
        ),
    ),
)

# -- 8. youth lacrosse registration refund -------------------------------------------------------------------

LACROSSE = Scenario(
    goal="Your daughter broke her wrist and can't play this spring season; get her youth lacrosse "
    "registration refunded.",
    persona="a parent, organised, writes in complete sentences, slightly anxious",
    known_facts={
        "player_id": "LX-20518",
        "child_name": "Sofia Ruiz",
        "registration_fee": "$265",
        "email": "carmen.ruiz@yahoo.com",
        "team": "U12 Girls Blue",
    },
    unknown_facts=["refund amount: $198.75", "league coordinator", "medical form deadline"],
    expected=["refund_registration"],
)
_LAX_PLAYER = {
    "player": "Sofia Ruiz",
    "player_id": "LX-20518",
    "team": "U12 Girls Blue",
    "season": "Spring 2025",
    "fee_paid": 265.0,
    "games_played": 2,
}
_LAX_FIND = call("find_player", {"player_id": "LX-20518"}, _LAX_PLAYER)
_LAX_FIND_EMAIL = call("find_player", {"email": "carmen.ruiz@yahoo.com", "name": "Sofia Ruiz"}, _LAX_PLAYER)
_LAX_REFUND = call(
    "refund_registration",
    {"player_id": "LX-20518", "reason": "injury", "amount": 198.75},
    {"refund": "LR-9914", "amount": 198.75, "to": "original payment"},
)
LACROSSE_FLOWS = (
    (
        u(
            "Hello, my daughter broke her wrist and won't be able to play the rest of the spring season. "
            "I'd like to ask about a refund of her registration.",
            "Hi. I need to withdraw my daughter from spring lacrosse because of an injury (a broken wrist). "
            "Can her registration be refunded?",
            "Good evening, my daughter plays in U12 Girls Blue and has just broken her wrist. Is a refund "
            "possible?",
            "Hello, I am writing because my daughter fractured her wrist and is out for the season. How do "
            "refunds work?",
        ),
        a("I'm so sorry to hear that, I hope she heals quickly. What's her player ID?"),
        u("Her player ID is LX-20518.", "LX-20518.", "It's LX-20518 - Sofia Ruiz.", "The ID is lx-20518."),
        a(
            "Thank you. Sofia Ruiz, U12 Girls Blue, $265 paid. She has played 2 games, so under our injury "
            "policy we refund 75%: $198.75. Do you have a doctor's note?",
            _LAX_FIND,
        ),
        u(
            "Yes, I have a note from the fracture clinic. I can email it.",
            "Yes, the doctor gave us a note. Where should I send it?",
            "We do. So $198.75 of the $265 - that seems fair.",
            "Yes. I understand the 75%, that's reasonable.",
        ),
        a(
            "Please reply to the confirmation email with the note. I've processed the refund of $198.75 to "
            "the original payment method, reference LR-9914.",
            _LAX_REFUND,
        ),
        u(
            "Thank you. How long will it take to appear on my card?",
            "That's a relief. I will send the note tonight.",
            "Thank you for being so understanding. Reference LR-9914, noted.",
        ),
        a("It usually takes 3-5 business days."),
        stop(
            "Thank you very much for your help.",
            "Understood. Thank you, goodbye.",
            "Thanks again. Have a good evening.",
            "",
        ),
    ),
    (
        u(
            "Hi, I need to request a refund for my daughter's lacrosse registration - she broke her wrist.",
            "Hello, could I get a refund on my daughter's spring registration? She's injured.",
            "Hello. My daughter can't play this season after breaking her wrist. I'd like her registration "
            "fee refunded, please.",
        ),
        a("Sorry to hear that. What's the email address on the registration?"),
        u("carmen.ruiz@yahoo.com", "It is carmen.ruiz@yahoo.com.", "Carmen.Ruiz@yahoo.com"),
        a("Thanks. And your daughter's name?"),
        u("Sofia Ruiz.", "Her name is Sofia Ruiz; she's on U12 Girls Blue.", "Sofia Ruiz"),
        a(
            "Found her: player LX-20518, $265 paid. With 2 games played the refund is $198.75. Submitting "
            "it now.",
            _LAX_FIND_EMAIL,
            call(
                "refund_registration",
                {"player_id": "LX-20518", "reason": "injury", "amount": 198.75},
                error="payment gateway timeout",
            ),
        ),
        a(
            "I'm sorry, the refund didn't go through: our payment system timed out, and I can't retry it "
            "from here today. Our finance team will process it manually and email you."
        ),
        stop(
            "Okay. I'll wait for their email. Thank you.",
            "That's frustrating, but thank you for trying.",
            "Alright. Thank you.",
        ),
    ),
    (
        u(
            "Hello, my daughter Sofia has broken her wrist and needs to drop out of lacrosse this season. "
            "Can I get a refund?",
            "Hi, my daughter is injured and can't finish the spring season. What are my options for a "
            "refund?",
        ),
        a("I'm sorry. Could you give me her player ID and the team she's on?"),
        u(
            "LX-20518, U12 Girls Blue.",
            "Player ID LX-20518; team U12 Girls Blue.",
            "She is LX-20518 on the U12 Girls Blue team.",
        ),
        a(
            "Thanks. The injury refund is 75% of the $265 fee because she played 2 games, so $198.75. Would "
            "you like me to process it?",
            _LAX_FIND,
        ),
        u("Yes, please go ahead.", "Yes please. $198.75 is fine.", "Please do. Thank you."),
        a("Done: $198.75 refunded, reference LR-9914.", _LAX_REFUND),
        stop("Thank you so much.", "Thank you, that's very helpful.", "Wonderful, thank you."),
    ),
)

# -- 9. reflexology cancellation (with an opener) ------------------------------------------------------------

REFLEXOLOGY = Scenario(
    goal="You are ill and must cancel tomorrow's reflexology appointment; cancel it and ask for the "
    "late-cancellation fee to be waived.",
    persona="a freelance translator with a bad cold, apologetic and brief",
    known_facts={
        "client_number": "RF-60214",
        "full_name": "Jonas Whitfield",
        "appointment_date": "2025-10-09",
        "phone": "07412 660 385",
    },
    unknown_facts=["late cancellation fee: £25", "practitioner's name", "rebooking discount"],
    opener="Hello, I'm ill and need to cancel my reflexology appointment tomorrow, sorry.",
    expected=["cancel_appointment"],
)
_REFLEX_CLIENT = {
    "client": "Jonas Whitfield",
    "client_number": "RF-60214",
    "next": "2025-10-09T11:00",
    "practitioner": "Elif Sahin",
    "late_fee": 25.0,
}
_REFLEX_FIND = call("find_client", {"client_number": "RF-60214"}, _REFLEX_CLIENT)
_REFLEX_FIND_PHONE = call("find_client", {"name": "Jonas Whitfield", "phone": "07412660385"}, _REFLEX_CLIENT)
_REFLEX_CANCEL_WAIVED = call(
    "cancel_appointment",
    {"client_number": "RF-60214", "date": "2025-10-09", "waive_fee": True},
    {"status": "cancelled", "fee": 0},
)
REFLEXOLOGY_FLOWS = (
    (
        u("Hello, I'm ill and need to cancel my reflexology appointment tomorrow, sorry."),
        a("Sorry you're unwell. Could I have your client number?"),
        u("RF-60214", "It's RF-60214.", "rf 60214", "Yes, RF-60214. Sorry about the short notice."),
        a(
            "Thanks, Jonas. Your 11:00 session with Elif tomorrow, 9 October, is within 24 hours, so a £25 "
            "late-cancellation fee normally applies. Would you like me to cancel?",
            _REFLEX_FIND,
        ),
        u(
            "Yes please. Is there any chance the £25 could be waived as I'm ill?",
            "Yes, please cancel. I have a fever - could you waive the fee this once?",
            "Please cancel it. I'd be grateful if the £25 fee could be waived, I've never cancelled before.",
            "Yes. Would it be possible to skip the late fee? I'm really not well.",
        ),
        a(
            "Given you're ill, I've cancelled it and waived the fee, so there's nothing to pay.",
            _REFLEX_CANCEL_WAIVED,
        ),
        stop(
            "Thank you so much, that's very kind.",
            "Thanks, that's a big help. I'll rebook when I'm better.",
            "Thank you. Please pass my apologies to Elif.",
            "",
        ),
    ),
    (
        u("Hello, I'm ill and need to cancel my reflexology appointment tomorrow, sorry."),
        a("I'm sorry to hear that. Can I take your name and the phone number on your account?"),
        u(
            "Jonas Whitfield, 07412 660 385.",
            "Jonas Whitfield - 07412 660385",
            "Name Jonas Whitfield, phone +44 7412 660 385",
        ),
        a(
            "Thank you. I see your appointment on Thursday 9 October at 11 am. Since it's less than 24 "
            "hours away there's normally a £25 fee, but I can waive it for illness. Shall I cancel?",
            _REFLEX_FIND_PHONE,
        ),
        u(
            "Yes please, and thank you for waiving it.",
            "Yes, cancel it please. That's very kind about the fee.",
            "Please do. Thanks for understanding.",
        ),
        a("Done: cancelled, no fee charged.", _REFLEX_CANCEL_WAIVED),
        u(
            "Thanks. Could you text me when there's a slot next week?",
            "Thank you. How do I rebook once I'm better?",
            "Great. Will I get a confirmation by text?",
        ),
        a("Yes, we'll text you at 07412 660 385, and you can rebook by replying."),
        stop("Perfect, thank you.", "Thanks, bye.", "Much appreciated. Goodbye."),
    ),
    (
        u("Hello, I'm ill and need to cancel my reflexology appointment tomorrow, sorry."),
        a("Oh no, I hope you feel better soon. Which appointment is it, and what's your client number?"),
        u(
            "It's tomorrow, 9 October. Client number RF-60214.",
            "RF-60214, for tomorrow's appointment.",
            "Client number RF-60214. The appointment is on 9 October.",
        ),
        a(
            "Thanks. I see 11:00 tomorrow with Elif. Because it's within 24 hours there's a £25 "
            "late-cancellation fee. Shall I cancel it?",
            _REFLEX_FIND,
        ),
        u(
            "Yes please. Could the fee be waived given I'm ill? I can send a note from my GP if needed.",
            "Yes, cancel it. I'd appreciate it if you could waive the £25 - I've got a high temperature.",
            "Please cancel. Is there any way around the fee?",
        ),
        a(
            "I've cancelled it. I can't waive the fee myself, but I've passed your request to the manager, "
            "who will reply by email.",
            call(
                "cancel_appointment",
                {"client_number": "RF-60214", "date": "2025-10-09", "waive_fee": False},
                {"status": "cancelled", "fee": 25.0, "waiver_request": "open"},
            ),
        ),
        stop("Okay, thank you.", "Understood, thanks for passing it on.", "Thanks. Fingers crossed."),
    ),
)

# -- 10. orienteering entry change ---------------------------------------------------------------------------

ORIENTEERING = Scenario(
    goal="Change your entry for Sunday's orienteering event from the Long course to the Short course, and "
    "update your SI card number.",
    persona="a keen club orienteer in his fifties, friendly, uses abbreviations",
    known_facts={
        "entry_number": "OE-5521",
        "si_card": "2081745",
        "new_course": "Short",
        "email": "g.hartley@runbox.com",
        "club": "Pennine Foxes",
    },
    unknown_facts=["start time: 10:42", "course length", "late change fee: £3"],
    expected=["change_entry"],
)
_ORIENT_ENTRY = {
    "entry": "OE-5521",
    "name": "Graham Hartley",
    "event": "Wharncliffe Chase",
    "date": "2025-09-21",
    "course": "Long",
    "si_card": "2034410",
    "club": "Pennine Foxes",
}
_ORIENT_GET = call("get_entry", {"entry_number": "OE-5521"}, _ORIENT_ENTRY)
_ORIENT_GET_EMAIL = call("get_entry", {"email": "g.hartley@runbox.com"}, _ORIENT_ENTRY)
_ORIENT_CHANGE = call(
    "change_entry",
    {"entry_number": "OE-5521", "course": "Short", "si_card": "2081745"},
    {"entry": "OE-5521", "course": "Short", "si_card": "2081745", "start": "10:42", "fee": 3.0},
)
ORIENTEERING_FLOWS = (
    (
        u(
            "Hi, I'd like to change my entry for Sunday from Long to Short please, and update my SI card.",
            "hello - can I switch courses for Sunday's event? Long -> Short. Also new SI card.",
            "Hi there. Need to drop from the Long to the Short course for Sunday, knee's playing up. And "
            "I've a new dibber.",
            "Hi, could you change my course for Sunday to Short? Entered on Long originally.",
        ),
        a("No problem. What's your entry number?"),
        u("OE-5521", "It's OE-5521.", "entry no. OE 5521", "OE-5521 thanks"),
        a(
            "Thanks, Graham. Wharncliffe Chase on Sunday 21 September, Long course, SI card 2034410. What's "
            "the new SI card number?",
            _ORIENT_GET,
        ),
        u(
            "The new one is 2081745.",
            "2081745",
            "New SI card: 2081745 (the old 2034410 finally died).",
            "SI 2081745 pls",
        ),
        a(
            "Done: you're on the Short course with SI card 2081745. Late changes carry a £3 fee. Your new "
            "start time is 10:42.",
            _ORIENT_CHANGE,
        ),
        u(
            "Cheers. Is the £3 taken from my card automatically?",
            "Grand. 10:42 start, noted. How long is the Short course?",
            "Thanks. Will the start list update today?",
        ),
        a(
            "Yes, the £3 goes on the card you entered with; the Short course is 4.1 km, and start lists "
            "refresh tonight."
        ),
        stop(
            "Cheers, see you Sunday.",
            "Lovely, thanks for sorting.",
            "Thanks! 4.1 km is just right for my knee.",
            "",
        ),
    ),
    (
        u(
            "Hi, can I change my course for Sunday's event? I'm with Pennine Foxes.",
            "Hello, I need to amend my entry for Sunday - Long to Short.",
            "Morning! Want to swap courses for Sunday if that's still poss.",
        ),
        a("Sure. Can you give me the email you entered with?"),
        u("g.hartley@runbox.com", "It's g.hartley@runbox.com", "G.Hartley@runbox.com"),
        a(
            "Found entry OE-5521, Long course, SI 2034410. Which course do you want instead?",
            _ORIENT_GET_EMAIL,
        ),
        u(
            "The Short course please. I also have a new SI card, 2081745.",
            "Short. And please change the SI number to 2081745.",
            "Short course please. New SI card too - 2081745.",
        ),
        a(
            "Updated: Short course, SI 2081745. There's a £3 late change fee; your start time is 10:42.",
            _ORIENT_CHANGE,
        ),
        stop("Perfect, thanks.", "Cheers, much appreciated.", "Great, see you Sunday."),
    ),
    (
        u(
            "Hi, could I swap to the Short course for Sunday? Entry OE-5521.",
            "hello, entry OE-5521 - need to move from Long to Short for Sunday",
            "Hi, OE-5521 here, any chance of changing to Short for Sunday?",
        ),
        a("Let me check.", _ORIENT_GET),
        a(
            "I'm sorry, entry changes closed on Thursday and I can't change the course online now. You'll "
            "need to ask at registration on the day."
        ),
        stop(
            "Ok, I'll sort it at registration then. Cheers.",
            "Fair enough, thanks anyway.",
            "Right you are, thanks.",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("mosaic", MOSAIC, MOSAIC_FLOWS),
    Domain("aromatherapy", AROMATHERAPY, AROMATHERAPY_FLOWS),
    Domain("kitesurfing", KITESURFING, KITESURFING_FLOWS),
    Domain("wreathmaking", WREATHMAKING, WREATHMAKING_FLOWS),
    Domain("vanconversion", VANCONVERSION, VANCONVERSION_FLOWS),
    Domain("arcade", ARCADE, ARCADE_FLOWS),
    Domain("gliding", GLIDING, GLIDING_FLOWS),
    Domain("lacrosse", LACROSSE, LACROSSE_FLOWS),
    Domain("reflexology", REFLEXOLOGY, REFLEXOLOGY_FLOWS),
    Domain("orienteering", ORIENTEERING, ORIENTEERING_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "mosaic",
        0,
        Say(0, "Hi, some of my mosaic tiles arrived cracked - could you send me replacements?"),
        "paraphrase",
    ),
    F(
        "opener",
        "mosaic",
        2,
        Say(0, "Hello, my box of mosaic tiles arrived with a lot of cracked sheets."),
        "truncated",
    ),
    F(
        "opener",
        "kitesurfing",
        0,
        Say(0, "Hey, I'd like a refund for the kitesurfing lesson that got cancelled at the weekend."),
        "a different first message",
    ),
    F(
        "opener",
        "kitesurfing",
        1,
        Say(0, "hi! my kitesurfing lesson got cancelled cause there was no wind. id like my money back pls"),
        "rewritten casually",
    ),
    F(
        "opener",
        "vanconversion",
        1,
        Say(0, "Hello, the roof vent in my converted van is leaking. Can you fix it under the warranty?"),
        "paraphrase",
    ),
    F(
        "opener",
        "gliding",
        0,
        Say(
            0,
            "Good afternoon. I'd like to book a trial gliding lesson with my gift voucher, on a weekend in "
            "August.",
        ),
        "reworded",
    ),
    F(
        "opener",
        "gliding",
        1,
        Say(
            0,
            "Good morning. I have a gift voucher for a trial gliding lesson and would like to book it for a "
            "weekend in August.",
        ),
        "greeting changed",
    ),
    F(
        "opener",
        "reflexology",
        1,
        Say(
            0,
            "Hello, I'm ill and need to cancel my reflexology appointment tomorrow, sorry. Is there any way "
            "to avoid the late fee?",
        ),
        "opener plus a question",
    ),
    # -- reply_shape: a second voice, reasoning, a part played
    F(
        "reply_shape",
        "mosaic",
        0,
        Say(2, "7 of the 20 sheets are cracked.\n*sighs* I was hoping to start the splashback this weekend."),
        "an action written as in a play",
    ),
    F(
        "reply_shape",
        "aromatherapy",
        0,
        Say(1, "AT-2291\n\nThank you for booking with us! I'll check next week's evening slots for you now."),
        "the assistant's voice",
    ),
    F(
        "reply_shape",
        "kitesurfing",
        1,
        Say(
            2,
            "Here's my reply as the student:\nI'd really prefer a refund. I'm only here until the end of the "
            "month, so a voucher won't help.",
        ),
        "reply framed as the part",
    ),
    F(
        "reply_shape",
        "wreathmaking",
        0,
        Say(
            2,
            "Yes please! Her name is Clare Delaney.\n[Clare here - thank you so much, I can't wait to make "
            "one!]",
        ),
        "a third party takes over",
    ),
    F(
        "reply_shape",
        "vanconversion",
        0,
        Say(
            2,
            "Wednesday 4 June at 8:30, please.\nNote to self: clear the bed area and take the bedding out "
            "before dropping the van off.",
        ),
        "note to self",
    ),
    F(
        "reply_shape",
        "arcade",
        0,
        Say(
            2, "1pm please!\n\nFunZone Arcade: Great choice, the 1 pm slot is our most popular for birthdays."
        ),
        "the shop speaking on its own line",
    ),
    F(
        "reply_shape",
        "gliding",
        0,
        Say(
            2,
            "Saturday 16 August, please. Will the instructor fly with me on the first launch? Probably yes, "
            "for a trial lesson.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "lacrosse",
        0,
        Say(2, '{"role": "user", "content": "Yes, I have a note from the fracture clinic. I can email it."}'),
        "JSON with a role",
    ),
    F(
        "reply_shape",
        "orienteering",
        0,
        Say(1, "<thinking>The agent needs the entry number. It's in my known facts.</thinking>\nOE-5521"),
        "reasoning block",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "mosaic",
        0,
        Say(
            3,
            "It's ines.carvalho@posteo.net. Please send the new sheets to my studio at 14 Harbour Road, "
            "BS1 6XN, not my home.",
        ),
        "address and postcode",
    ),
    F("invented_specifics", "aromatherapy", 1, Say(1, "It's 07700 900416."), "phone digits swapped"),
    F(
        "invented_specifics",
        "kitesurfing",
        0,
        Say(2, "Card refund please. Could you also refund the €25 wetsuit hire I paid on the beach?"),
        "an amount never mentioned",
    ),
    F("invented_specifics", "wreathmaking", 1, Say(1, "rosa.delaney@outlook.co.uk"), "email domain"),
    F(
        "invented_specifics",
        "vanconversion",
        0,
        Say(1, "It's VC-3318. The van was finished on 21 February."),
        "completion date wrong",
    ),
    F(
        "invented_specifics",
        "arcade",
        0,
        Say(3, "Derek Olufemi, 0412 558 903. I was quoted $29 a child on the phone last week, by the way."),
        "a quoted price",
    ),
    F(
        "invented_specifics",
        "gliding",
        1,
        Say(
            1,
            "GLD-7Q4M-22, and my phone is 07955 318 204. My club membership number is CGC-1187, if that "
            "helps.",
        ),
        "membership number",
    ),
    F(
        "invented_specifics",
        "lacrosse",
        2,
        Say(1, "LX-20518, U12 Girls Blue. She broke it at practice on April 12."),
        "injury date",
    ),
    F("invented_specifics", "orienteering", 0, Say(2, "The new one is 2081754."), "SI card digits swapped"),
    # -- unknown_fact: the user states what it does not know
    F(
        "unknown_fact",
        "mosaic",
        0,
        Say(2, "Seven sheets are cracked. The courier, Evri, just left the box on the doorstep."),
        "courier named",
    ),
    F(
        "unknown_fact",
        "aromatherapy",
        0,
        Say(0, "Hi, I need to move Friday's aromatherapy massage with Hannah Whitlock to next week please."),
        "therapist's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "kitesurfing",
        1,
        Say(2, "A refund please - I know it takes 5 to 7 working days, that's fine."),
        "processing time before the agent said it",
    ),
    F(
        "unknown_fact",
        "wreathmaking",
        0,
        Say(
            0,
            "Hi! I'd like to add a seat for my sister to my wreath workshop booking. I know it's £12 extra "
            "for materials, that's fine!",
        ),
        "materials fee",
    ),
    F(
        "unknown_fact",
        "vanconversion",
        1,
        Say(2, "About two weeks ago, after the heavy rain. It's under warranty until February 2027 anyway."),
        "month and year of the warranty end",
    ),
    F(
        "unknown_fact",
        "arcade",
        0,
        Say(2, "1pm please. Can Jordan be our host? My nephew had him last year."),
        "host's name guessed",
    ),
    F(
        "unknown_fact",
        "gliding",
        0,
        Say(1, "GLD-7Q4M-22. The voucher was worth £199, if that helps."),
        "voucher value",
    ),
    F(
        "unknown_fact",
        "lacrosse",
        0,
        Say(
            0,
            "Hello, my daughter broke her wrist and can't play this spring. I was told we'd get $198.75 "
            "back - could you process that?",
        ),
        "refund amount before the agent said it",
    ),
    F(
        "unknown_fact",
        "reflexology",
        1,
        Say(
            1,
            "Jonas Whitfield, 07412 660 385. I know there's a twenty-five pound charge for late "
            "cancellations, but I'm really unwell.",
        ),
        "fee in words",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "mosaic",
        2,
        Say(
            1,
            "It's ines.carvalho@posteo.net. Order MZ-40872, delivered 11 March, and 7 of the 20 sheets are "
            "cracked - I'm Ines Carvalho.",
        ),
        "asked for the email, gives four more",
    ),
    F(
        "data_dump",
        "aromatherapy",
        0,
        Say(1, "AT-2291. I'm Margot Ellery, phone 07700 900461, and I've already paid a £20 deposit."),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "wreathmaking",
        1,
        Say(
            0,
            "Hello! I'm Rosa Delaney, order WM-77120, email rosa.delaney@outlook.com - please add my sister "
            "Clare Delaney for 6 December!",
        ),
        "everything in the first message",
    ),
    F(
        "data_dump",
        "vanconversion",
        0,
        Say(
            1,
            "VC-3318. It's a Ford Transit Custom, reg WK19 XFD, finished on 14 February - you can call me on "
            "07822 415903.",
        ),
        "asked for the job, gives four more",
    ),
    F(
        "data_dump",
        "arcade",
        1,
        Say(
            0,
            "Hi, I'm Derek Olufemi. I'd like a party for 12 kids on Saturday 14 June - my number is "
            "0412 558 903 and my email is d.olufemi@gmail.com.",
        ),
        "five facts up front",
    ),
    F(
        "data_dump",
        "gliding",
        0,
        Say(
            1, "GLD-7Q4M-22. I am Priya Raman, 72 kg, phone 07955 318 204, email priya.raman@btinternet.com."
        ),
        "asked for the code, gives four more",
    ),
    F(
        "data_dump",
        "lacrosse",
        1,
        Say(
            1,
            "carmen.ruiz@yahoo.com. My daughter is Sofia Ruiz, player ID LX-20518, on U12 Girls Blue; we "
            "paid $265.",
        ),
        "asked for the email, gives four more",
    ),
    F(
        "data_dump",
        "reflexology",
        0,
        Say(
            1,
            "RF-60214. It's Jonas Whitfield, the appointment is on 9 October, and my phone is 07412 660 385.",
        ),
        "asked for the client number, gives three more",
    ),
    F(
        "data_dump",
        "orienteering",
        0,
        Say(
            0,
            "Hi:\n- entry OE-5521\n- club Pennine Foxes\n- email g.hartley@runbox.com\n"
            "- new SI card 2081745\nPlease move me to the Short course for Sunday.",
        ),
        "a list of facts up front",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "aromatherapy",
        1,
        StopAt(6, "Thanks, I'll check my rota and ring back."),
        "after the slots",
    ),
    F(
        "premature_stop",
        "kitesurfing",
        0,
        StopAt(4, "Hmm, let me think about the voucher option and get back to you. Thanks!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "wreathmaking",
        0,
        StopAt(4, "Ooh, let me just check Clare is free that evening first! Thanks!"),
        "after the price",
    ),
    F(
        "premature_stop",
        "vanconversion",
        1,
        StopAt(6, "Let me look at my work diary first. I'll be in touch."),
        "after the slots",
    ),
    F("premature_stop", "arcade", 0, StopAt(4, ""), "silent stop after the times"),
    F(
        "premature_stop",
        "gliding",
        0,
        StopAt(6, "Thank you, that's all very helpful."),
        "thanks after being asked the weight",
    ),
    F(
        "premature_stop",
        "lacrosse",
        2,
        StopAt(4, "Thank you for the information. I'll discuss it with my husband first."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "reflexology",
        0,
        StopAt(4, "Oh, I didn't realise there was a fee. I'll try to come after all. Bye."),
        "changes mind after the fee",
    ),
    F(
        "premature_stop",
        "orienteering",
        1,
        StopAt(4, "Actually I'll decide on the day. Cheers."),
        "after a question",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "mosaic", 1, meta(1, prompt_missing=["known_facts.order_number"]), "a known fact"),
    F("persona_sent", "aromatherapy", 2, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "kitesurfing", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "wreathmaking", 0, meta(2, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "arcade",
        1,
        meta(0, prompt_missing=["known_facts.phone", "known_facts.email"]),
        "two known facts",
    ),
    F(
        "persona_sent",
        "lacrosse",
        2,
        meta(1, prompt_missing=["goal", "known_facts.child_name"]),
        "goal and a known fact",
    ),
    F("persona_sent", "reflexology", 1, meta(2, prompt_missing=["persona", "goal"]), "persona and goal"),
    F("persona_sent", "orienteering", 0, meta(0, prompt_missing=["unknown_facts"]), "unknown facts"),
]
