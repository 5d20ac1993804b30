"""Blind labelled set 3, part C, for the fidelity guards: ten customer-service scenarios and 61 seeded faults.

Written by a helper session before any run of the guards on it, and without reading their implementation. What
was read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` and the
sections after it up to "Statistics over valid trials"; the docstring of ``check_fidelity``; the first blind set's
framework ``tests/_fidelity_blind.py`` (``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``), the first 330 lines
of ``tests/_fidelity_blind_domains.py`` (the step helpers and a few worked domains, for the style); and the
``Case`` entry format at the top of ``tests/_fidelity_corpus.py``. No guard was called to choose a label.

The ten scenarios (boiler service, library study room, car-wash subscription charge, tailoring alteration,
photo prints, solar-panel inspection, hearing-aid repair, home-alarm monitoring change, pet grooming, driving
lessons) do not reuse the domains of the earlier sets. Every user turn is written by hand to look like an LLM
simulated user that behaves: facts restated in its own formats, ids, amounts and dates the agent or a tool gave
quoted back, follow-up questions, lists, typos, polite closings. Every alternative of a ``u(...)`` or
``stop(...)`` step is clean; a conversation picks one per turn (``_fidelity_blind.build``). Some flows end after
a tool error or a refusal, where the user may stop without the expected write.

Labels follow the definitions, not what a guard can see: a clean conversation opens with the scenario's opener
word for word, keeps one voice (no reasoning, notes, role markers, assistant voice, stop signal inside the text,
stop that asks, or answer to its own question), volunteers at most two known facts per turn before the agent asks
for them, states no unknown fact before the agent told it, says only specifics from the scenario's known facts or
from earlier agent messages and tool results (or worked out from them), and stops only once the expected write
ran or the agent failed or refused. Each fault in :data:`FAULTS` breaks one of these rules on purpose and is
labelled with the guard that should catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. boiler service visit (with an opener) --------------------------------------------------------------------

BOILER = Scenario(
    goal="Your gas boiler is due its annual service; book an engineer visit at your home on a weekday morning.",
    persona="a retired teacher, chatty and polite",
    known_facts={
        "customer_number": "BG-4471-0932",
        "postcode": "LS6 2QT",
        "phone": "07911 482305",
        "boiler_model": "Worcester Greenstar 30i",
    },
    unknown_facts=["visit reference: SV-220915", "engineer's name"],
    opener="Hello, my boiler is due its yearly service and I'd like to book a visit.",
    expected=["book_service_visit"],
)
_BOILER_LOOKUP = call(
    "find_customer",
    {"customer_number": "BG-4471-0932"},
    {
        "customer": "BG-4471-0932",
        "address": "14 Brudenell Grove, Leeds LS6 2QT",
        "plan": "HomeCare Plus",
        "last_service": "2024-10-03",
        "slots": ["2025-10-07T08:00", "2025-10-09T08:00"],
        "visit_fee": 0.0,
    },
)
BOILER_FLOWS = (
    (
        u("Hello, my boiler is due its yearly service and I'd like to book a visit."),
        a("Happy to help. Could I take your customer number, please?"),
        u(
            "Of course, it's BG-4471-0932.",
            "BG-4471-0932",
            "Yes - customer number BG 4471 0932. It's a Worcester Greenstar 30i, if that matters.",
            "bg44710932",
        ),
        a(
            "Thanks. I have 14 Brudenell Grove, Leeds LS6 2QT on the HomeCare Plus plan. The last service was on "
            "3 October 2024, so this one is included at no charge. I can offer Tuesday 7 October or Thursday 9 "
            "October, 8 am to 12 pm. Which suits you?",
            _BOILER_LOOKUP,
        ),
        u(
            "Thursday the 9th please, mornings are best for me.",
            "Thursday 9 October, 8-12, lovely.",
            "Could we do Thursday 09/10? On the Tuesday I'm looking after my grandson.",
            "Oh good, so it's free under HomeCare Plus. The 9th would be perfect.",
        ),
        a(
            "Booked: Thursday 9 October, 8 am-12 pm. Your visit reference is SV-220915 and the engineer will ring "
            "you half an hour before arriving.",
            call(
                "book_service_visit",
                {"customer_number": "BG-4471-0932", "slot": "2025-10-09T08:00"},
                {"visit": "SV-220915", "window": "2025-10-09 08:00-12:00"},
            ),
        ),
        stop(
            "Wonderful, thank you so much. SV-220915, I've written it down.",
            "Thank you, that's all I needed. Goodbye!",
            "Lovely, thanks ever so much.",
            "",
        ),
    ),
    (
        u("Hello, my boiler is due its yearly service and I'd like to book a visit."),
        a("Certainly. What's the postcode of the property?"),
        u("LS6 2QT", "It's LS6 2QT.", "ls6 2qt", "Postcode is LS62QT"),
        a("And a phone number the engineer can use?"),
        u(
            "07911 482305",
            "My mobile, 07911 482 305.",
            "+44 7911 482305",
            "It's 07911482305 - that's a mobile so they can text me too.",
        ),
        a(
            "Thanks. I found customer BG-4471-0932 at 14 Brudenell Grove. Tuesday 7 October, 8 am-12 pm is free. "
            "Shall I book it?",
            _BOILER_LOOKUP,
        ),
        u(
            "Yes please, book the Tuesday.",
            "Tuesday the 7th is fine, go ahead.",
            "Yes. Is there anything I need to do before the engineer comes, like clear out the cupboard?",
            "7/10 in the morning is good, yes please",
        ),
        a(
            "I'm sorry, the booking system returned an error and I couldn't confirm the slot. Please try again "
            "later today.",
            call(
                "book_service_visit",
                {"customer_number": "BG-4471-0932", "slot": "2025-10-07T08:00"},
                error="scheduling service unavailable",
            ),
        ),
        stop(
            "Oh dear. All right, I'll try again this afternoon. Thank you anyway.",
            "Ok, I'll come back later. Thanks for trying.",
            "That's a shame, but never mind. Goodbye.",
        ),
    ),
)

# -- 2. study-room booking at a university library ----------------------------------------------------------------

STUDYROOM = Scenario(
    goal="Book a group study room at the university library for you and three classmates on Thursday afternoon.",
    persona="a second-year engineering student, casual, types fast",
    known_facts={
        "student_id": "S2319847",
        "email": "k.osei@student.northbay.edu",
        "date": "2025-11-13",
    },
    unknown_facts=["booking reference: LIB-RM-55812", "room number"],
    expected=["reserve_room"],
)
_ROOMS = call(
    "check_rooms",
    {"date": "2025-11-13", "size": 4},
    {
        "date": "2025-11-13",
        "available": [
            {"room": "3.14", "from": "14:00", "to": "16:00"},
            {"room": "2.07", "from": "15:00", "to": "17:00"},
        ],
        "max_hours": 2,
    },
)
STUDYROOM_FLOWS = (
    (
        u(
            "hey, can i book a group study room for thursday afternoon? there's four of us",
            "Hi! I'd like to reserve a study room for me and three classmates on Thursday afternoon.",
            "Hello, looking for a group room at the library this Thursday, afternoon if possible, for four people.",
            "hi - need a study room thurs afternoon for a group project (me + 3 classmates)",
        ),
        a("Sure! What's your student ID?"),
        u("S2319847", "It's S2319847.", "student id s2319847", "S-2319847"),
        a("Thanks. Which date exactly?"),
        u("Thursday the 13th, so 2025-11-13.", "13 Nov", "Nov 13 (this Thursday)", "13/11/2025"),
        a(
            "On Thursday 13 November there are two rooms for four: room 3.14 from 2 to 4 pm, or room 2.07 from 3 "
            "to 5 pm. Bookings are limited to 2 hours. Which one would you like?",
            _ROOMS,
        ),
        u(
            "3.14 from 2-4 please",
            "Room 3.14 please, the earlier one works better for us.",
            "the 2pm one (3.14) pls",
            "Can we take 3.14? 14:00-16:00 is perfect.",
        ),
        a(
            "Booked room 3.14 on 13 November, 14:00-16:00. Booking reference LIB-RM-55812; a confirmation is on "
            "its way to k.osei@student.northbay.edu.",
            call(
                "reserve_room",
                {
                    "student_id": "S2319847",
                    "room": "3.14",
                    "start": "2025-11-13T14:00",
                    "end": "2025-11-13T16:00",
                },
                {"booking": "LIB-RM-55812", "room": "3.14", "confirmation_to": "k.osei@student.northbay.edu"},
            ),
        ),
        u(
            "nice, thanks! can my classmates get in without their cards?",
            "Great. Do we need to check in at the desk?",
            "perfect, LIB-RM-55812 noted. is there a whiteboard in 3.14?",
        ),
        a(
            "Everyone needs their own student card to get onto the group study floor. Room 3.14 has a whiteboard "
            "and a screen, and there's no desk check-in."
        ),
        stop("cool, thanks!", "ok perfect, thank you :)", "Great, thanks for the help!", ""),
    ),
    (
        u(
            "Hi, I need a group study room on Thursday afternoon.",
            "hello! can I get a group room for 4 on thursday afternoon",
            "Hi there - is it possible to book one of the group study rooms for Thursday afternoon?",
        ),
        a("Happy to help. Please give me the email address on your library account."),
        u(
            "k.osei@student.northbay.edu",
            "it's k.osei@student.northbay.edu",
            "Sure: K.Osei@student.northbay.edu",
        ),
        a("Thanks. And your student ID?"),
        u("S2319847", "S2319847 (it's on my card)", "s2319847"),
        a(
            "I found your account, but it has an unpaid fine of $12.40 from 2025-10-02, and group-room bookings "
            "are blocked until it's paid. I'm afraid I can't book the room.",
            call(
                "get_library_account",
                {"student_id": "S2319847"},
                {"student_id": "S2319847", "fines": 12.4, "fine_date": "2025-10-02", "booking_blocked": True},
            ),
        ),
        u(
            "oh no, i didn't know. where can i pay the $12.40?",
            "Ah, that must be the late book from October 2nd. Can I pay it online?",
            "Hmm ok. If I pay the 12.40 now can you book it then?",
        ),
        a(
            "You can pay in the library portal under My Account > Fines. The block lifts within a day of payment, "
            "but I can't make the booking today."
        ),
        stop(
            "ok, I'll pay it and try again tomorrow. thanks",
            "Alright, thanks for explaining.",
            "Got it, thanks anyway!",
        ),
    ),
)

# -- 3. car-wash subscription charge -----------------------------------------------------------------------------

CARWASH = Scenario(
    goal="You were charged twice this month for your car-wash subscription; get the duplicate charge refunded.",
    persona=None,
    known_facts={
        "member_email": "dmitri.volkov@mailbox.org",
        "plate": "KLM 4827",
        "card_last4": "6610",
        "charge_amount": "$29.99",
    },
    unknown_facts=["refund reference: RFD-30417", "processing time"],
    expected=["refund_charge"],
)
_CHARGES = {
    "member": "CW-88120",
    "plan": "Unlimited Shine",
    "charges": [
        {"id": "CH-5521A", "date": "2025-09-01", "amount": 29.99},
        {"id": "CH-5522F", "date": "2025-09-01", "amount": 29.99},
    ],
}
_CARWASH_REFUND = call(
    "refund_charge",
    {"charge_id": "CH-5522F"},
    {"refund": "RFD-30417", "amount": 29.99, "eta_business_days": 5},
)
CARWASH_FLOWS = (
    (
        u(
            "Hi, I got charged twice for my car wash membership this month. Can you refund one of them?",
            "Hello - my card shows two $29.99 charges for the car wash subscription. One should be refunded.",
            "hey, double charge on my carwash sub this month, pls fix",
            "Hi there,\n\nI noticed my subscription was billed twice this month. Could you please refund the "
            "duplicate?\n\nThanks",
        ),
        a("Sorry about that! What's the email on your membership?"),
        u(
            "dmitri.volkov@mailbox.org",
            "It's dmitri.volkov@mailbox.org",
            "sure, Dmitri.Volkov@mailbox.org",
            "dmitri.volkov@mailbox.org - the car is KLM 4827 if you need it",
        ),
        a(
            "Thanks. I see member CW-88120 on Unlimited Shine, with two charges of $29.99 on 1 September 2025: "
            "CH-5521A and CH-5522F. I can refund CH-5522F. Shall I go ahead?",
            call("list_charges", {"email": "dmitri.volkov@mailbox.org"}, _CHARGES),
        ),
        u(
            "Yes please refund CH-5522F.",
            "Yes, refund the second one. That's $29.99 back, right?",
            "yep go ahead",
            "Yes. Both went on my card ending 6610, so the refund goes back there?",
        ),
        a(
            "Done: $29.99 refunded on CH-5522F, refund reference RFD-30417. It takes up to 5 business days to reach "
            "your card.",
            _CARWASH_REFUND,
        ),
        stop("Great, thanks!", "Perfect, RFD-30417 - got it. Thank you!", "thx, have a good one", ""),
    ),
    (
        u(
            "Hello, I was billed twice for my car wash plan this month. Please refund the extra charge.",
            "hi, you charged me 2x this month for the wash subscription",
            "Good morning. There's a duplicate subscription charge on my statement this month and I'd like it "
            "refunded.",
        ),
        a("I can look into it. What's the licence plate on the subscription?"),
        u("KLM 4827", "Plate is KLM-4827", "klm4827", "It's KLM 4827, a grey Golf."),
        a("And the last four digits of the card that was charged?"),
        u("6610", "ends in 6610", "Last four: 6610."),
        a(
            "Found it: member CW-88120, two $29.99 charges on 2025-09-01 (CH-5521A and CH-5522F). The second one is "
            "a duplicate.",
            call("list_charges", {"plate": "KLM 4827", "card_last4": "6610"}, _CHARGES),
        ),
        u(
            "Right, so $59.98 instead of $29.99. Can you refund the extra one?",
            "Yes that's the duplicate. Please refund it.",
            "ok, please refund CH-5522F",
            "So I paid 59.98 this month? Please reverse one of them.",
        ),
        a("Refunded $29.99 for CH-5522F. Reference RFD-30417; allow up to 5 business days.", _CARWASH_REFUND),
        u(
            "Will this happen again next month?",
            "Thanks. Will next month's charge be normal?",
            "ok. do I get an email about the refund?",
        ),
        a(
            "No, it was a one-off billing glitch; next month you'll be charged once. A refund email is on its way."
        ),
        stop("Good to hear. Thanks!", "ok great, thanks for sorting it", "Awesome, cheers."),
    ),
)

# -- 4. tailoring alteration order (with an opener) ---------------------------------------------------------------

TAILOR = Scenario(
    goal="Have the two pairs of trousers you bought in store hemmed, ready before your trip.",
    persona="a busy consultant, brisk and to the point",
    known_facts={
        "receipt_number": "TR-0912-3381",
        "name": "Anita Sharma",
        "phone": "+1 415 555 0137",
        "ready_by": "2025-06-20",
    },
    unknown_facts=["alteration fee: $36.00", "order number"],
    opener="Hi, I'd like to get two pairs of trousers hemmed.",
    expected=["create_alteration_order"],
)
_RECEIPT = call(
    "find_receipt",
    {"receipt": "TR-0912-3381"},
    {
        "receipt": "TR-0912-3381",
        "items": [
            {"sku": "PT-4410", "desc": "wool trousers, navy"},
            {"sku": "PT-4412", "desc": "wool trousers, charcoal"},
        ],
        "purchase_date": "2025-06-02",
        "hem_price_each": 18.0,
    },
)
_ALTERATION = call(
    "create_alteration_order",
    {"receipt": "TR-0912-3381", "items": ["PT-4410", "PT-4412"], "ready_by": "2025-06-19"},
    {"order": "ALT-77160", "fee": 36.0, "ready": "2025-06-19"},
)
TAILOR_FLOWS = (
    (
        u("Hi, I'd like to get two pairs of trousers hemmed."),
        a("Of course. Do you have the receipt number from your purchase?"),
        u(
            "Yes, TR-0912-3381.",
            "TR-0912-3381",
            "Receipt # TR09123381",
            "It's TR-0912-3381 - I need them before the 20th of June.",
        ),
        a(
            "Thank you. I see the navy and the charcoal wool trousers, bought on 2 June 2025. A hem is $18.00 per "
            "pair. When do you need them?",
            _RECEIPT,
        ),
        u(
            "By June 20 at the latest.",
            "Before the 20th - I travel that day.",
            "2025-06-20 latest. $18 each is fine.",
            "Ready by 6/20 please, I fly out then.",
        ),
        a("I can have them ready on Thursday 19 June. Name and phone number for the order?"),
        u(
            "Anita Sharma, +1 415 555 0137.",
            "Anita Sharma - 415-555-0137",
            "Name's Anita Sharma, phone (415) 555-0137",
            "Anita Sharma, 4155550137. The 19th is good.",
        ),
        a(
            "Done: order ALT-77160, two hems, ready on 19 June 2025. Total $36.00, payable at pickup.",
            _ALTERATION,
        ),
        stop("Perfect, thank you.", "Great. ALT-77160, the 19th. Thanks!", "Thanks, see you then.", ""),
    ),
    (
        u("Hi, I'd like to get two pairs of trousers hemmed."),
        a("Sure. What name should I put the order under?"),
        u("Anita Sharma.", "Sharma, Anita", "It's Anita Sharma"),
        a("Thanks, Ms. Sharma. And the receipt number?"),
        u("TR-0912-3381", "tr-0912-3381", "Receipt TR 0912 3381."),
        a(
            "Found it: receipt TR-0912-3381 from 2025-06-02, navy and charcoal wool trousers (PT-4410, PT-4412). "
            "Hemming is $18.00 a pair and takes about a week. Shall I book both, ready on 19 June?",
            _RECEIPT,
        ),
        u(
            "Yes, both please. The 19th works.",
            "Yes please - 19/06 is fine, I leave on the 20th.",
            "yes, do both PT-4410 and PT-4412",
            "Yes. Can I pick them up after work on the 19th?",
        ),
        a(
            "Booked: ALT-77160, ready 19 June, open until 7 pm. $36.00 total, pay at pickup. We'll text you when "
            "they're done - what number?",
            _ALTERATION,
        ),
        u("+1 415 555 0137", "415 555 0137", "It's +14155550137"),
        a("Got it, we'll text +1 415 555 0137."),
        stop("Thanks.", "Great, thank you.", "Perfect, bye."),
    ),
)

# -- 5. photo-printing order -------------------------------------------------------------------------------------

PHOTOS = Scenario(
    goal="Order glossy prints of the holiday album you uploaded, delivered to your home.",
    persona=None,
    known_facts={
        "account_email": "lena.fischer@posteo.de",
        "album_name": "Crete 2025",
        "delivery_address": "Lindenstraße 8, 10969 Berlin",
        "promo_code": "SUMMER15",
    },
    unknown_facts=["order total: €12.04", "delivery date"],
    expected=["place_print_order"],
)
_ALBUM = call(
    "get_album",
    {"email": "lena.fischer@posteo.de", "album": "Crete 2025"},
    {
        "album_id": "ALB-90314",
        "name": "Crete 2025",
        "photos": 24,
        "price_per_print": 0.35,
        "shipping": 4.9,
        "address": "Lindenstraße 8, 10969 Berlin",
    },
)
PHOTOS_FLOWS = (
    (
        u(
            "Hi, I'd like to order glossy prints of the holiday album I uploaded and have them sent to my home.",
            "Hello! Can I get prints of my holiday photos? Glossy please, delivered to my address.",
            "hi, want to print my 'Crete 2025' album, glossy, home delivery",
            "Hey there - I uploaded my holiday pics and would like them printed (glossy). How do I order?",
        ),
        a("Happy to help! What's the email address on your account?"),
        u(
            "lena.fischer@posteo.de",
            "It's lena.fischer@posteo.de.",
            "Sure - Lena.Fischer@posteo.de",
            "lena.fischer@posteo.de (the album is called Crete 2025)",
        ),
        a("Thanks. Which album should I print?"),
        u("Crete 2025", 'The one called "Crete 2025".', "crete 2025 please"),
        a(
            "Found album ALB-90314, 'Crete 2025', with 24 photos. 6x4 glossy prints are €0.35 each (€8.40), plus "
            "€4.90 shipping. Do you have a promo code?",
            _ALBUM,
        ),
        u(
            "Yes, SUMMER15.",
            "I do: SUMMER15",
            "summer15 - does that still work?",
            "Yes! SUMMER15. So €8.40 for the prints plus €4.90 shipping, minus the discount?",
        ),
        a(
            "SUMMER15 gives 15% off the prints. Shall I deliver to Lindenstraße 8, 10969 Berlin, the address on file?"
        ),
        u(
            "Yes, that's right.",
            "Yes, Lindenstraße 8 in Berlin.",
            "correct, Lindenstrasse 8, 10969 Berlin",
            "Yep, that's me.",
        ),
        a(
            "Ordered: PX-240781, 24 glossy 6x4 prints, total €12.04 with SUMMER15, arriving by Tuesday 16 "
            "September.",
            call(
                "place_print_order",
                {"album_id": "ALB-90314", "size": "6x4", "finish": "glossy", "promo": "SUMMER15"},
                {"order": "PX-240781", "total": 12.04, "delivery": "2025-09-16"},
            ),
        ),
        stop(
            "Great, thanks!",
            "Perfect. PX-240781 noted. Danke!",
            "Thank you, can't wait to see them.",
            "",
        ),
    ),
    (
        u(
            "Hello, I want to order prints of my holiday album, glossy finish, shipped home.",
            "hi! how do I get my uploaded holiday album printed? glossy, to my home address",
            "Hi, I'd like glossy prints of my holiday photos please.",
        ),
        a("Sure. What's your account email?"),
        u("lena.fischer@posteo.de", "It's lena.fischer@posteo.de", "lena.fischer@posteo.de, thanks"),
        a(
            "I see one album, 'Crete 2025' (ALB-90314), with 24 photos. 6x4 glossy prints would be €8.40 plus €4.90 "
            "shipping. Shall I order them to Lindenstraße 8, 10969 Berlin?",
            _ALBUM,
        ),
        u(
            "Yes please. I also have the code SUMMER15.",
            "Yes, and please apply promo code SUMMER15.",
            "yes. is there a discount code field? I have SUMMER15",
        ),
        a(
            "I tried to place the order with SUMMER15, but your card issuer declined the payment, so the order "
            "wasn't placed. Please check your card and try again.",
            call(
                "place_print_order",
                {"album_id": "ALB-90314", "size": "6x4", "finish": "glossy", "promo": "SUMMER15"},
                error="payment declined",
            ),
        ),
        stop(
            "Oh, okay, I'll check with my bank. Thanks.",
            "Hm, strange. I'll try a different card later, thanks.",
            "Okay, I'll sort out the card and come back.",
        ),
    ),
)

# -- 6. solar-panel inspection (with an opener) -------------------------------------------------------------------

SOLAR = Scenario(
    goal="Your solar panels have produced much less since the storm; get an inspection booked under your "
    "maintenance plan.",
    persona="a homeowner who is into the tech, detail-oriented",
    known_facts={
        "system_id": "SOL-5583-KW",
        "address": "27 Wattle Street, Ballarat VIC 3350",
        "email": "tom.nguyen@bigpond.com",
        "install_date": "2021-03-18",
    },
    unknown_facts=["inspection job number: INS-60224", "inverter serial"],
    opener="Hi, since the storm last week my solar panels are producing way less. Can someone inspect them?",
    expected=["book_inspection"],
)
_SYSTEM = call(
    "get_system",
    {"system_id": "SOL-5583-KW"},
    {
        "system": "SOL-5583-KW",
        "plan": "CarePlus",
        "installed": "2021-03-18",
        "inverter_serial": "INV-7731902",
        "daily_avg_kwh_before": 24.6,
        "daily_avg_kwh_last_7": 9.8,
        "slots": ["2025-02-12", "2025-02-14"],
        "callout_fee": 0,
    },
)
SOLAR_FLOWS = (
    (
        u("Hi, since the storm last week my solar panels are producing way less. Can someone inspect them?"),
        a("Sorry to hear that. What's your system ID? It's on the sticker next to the inverter."),
        u(
            "SOL-5583-KW",
            "It's SOL-5583-KW.",
            "System ID is SOL 5583 KW",
            "sol-5583-kw, installed back in March 2021 if that helps",
        ),
        a(
            "Thanks. Your system at 27 Wattle Street, Ballarat is on CarePlus. It averaged 24.6 kWh a day before and "
            "9.8 kWh over the last 7 days, so a check is worth it, and there's no call-out fee. I have Wednesday "
            "12 February or Friday 14 February. Which one?",
            _SYSTEM,
        ),
        u(
            "Friday the 14th please.",
            "14 Feb works. That's less than half the usual output, yikes.",
            "Friday 14/02 would be best.",
            "The 14th. Will they check the inverter too?",
        ),
        a(
            "Booked for Friday 14 February, 7:30-11:30 am, and yes, they check the panels and the inverter. Job "
            "number INS-60224.",
            call(
                "book_inspection",
                {"system_id": "SOL-5583-KW", "date": "2025-02-14"},
                {"job": "INS-60224", "date": "2025-02-14", "window": "07:30-11:30"},
            ),
        ),
        stop("Great, thanks a lot.", "Perfect, INS-60224. Cheers!", "Thanks, appreciate it.", ""),
    ),
    (
        u("Hi, since the storm last week my solar panels are producing way less. Can someone inspect them?"),
        a("I can help. What email is the account under?"),
        u(
            "tom.nguyen@bigpond.com",
            "It's tom.nguyen@bigpond.com",
            "Tom.Nguyen@bigpond.com",
            "tom.nguyen@bigpond.com - the system is SOL-5583-KW",
        ),
        a("Thanks. And the installation address?"),
        u(
            "27 Wattle Street, Ballarat VIC 3350",
            "27 Wattle St, Ballarat 3350",
            "It's 27 Wattle Street in Ballarat, VIC 3350.",
        ),
        a(
            "Found system SOL-5583-KW, installed 18 March 2021, inverter INV-7731902. Output dropped from 24.6 to "
            "9.8 kWh a day. The earliest slot is Wednesday 12 February, in the morning. Book it?",
            _SYSTEM,
        ),
        u(
            "Yes, the 12th is fine.",
            "Yes please. Could it be the inverter INV-7731902 rather than the panels?",
            "Wednesday 12 Feb, yes.",
            "yep book it",
        ),
        a(
            "Booked: 12 February, 7:30-11:30 am, job INS-60224. The technician checks both the panels and the "
            "inverter.",
            call(
                "book_inspection",
                {"system_id": "SOL-5583-KW", "date": "2025-02-12"},
                {"job": "INS-60224", "date": "2025-02-12", "window": "07:30-11:30"},
            ),
        ),
        u(
            "Thanks. Do I need to be home, or can they get to the roof through the side gate?",
            "Will I get a report afterwards?",
            "Should I switch the system off before they come?",
        ),
        a(
            "No need to switch anything off. It's best if someone is home to open the meter box, and you'll get a "
            "written report by email after the visit."
        ),
        stop("Ok, I'll be home. Thanks!", "Sounds good, thank you.", "Great, thanks for your help."),
    ),
)

# -- 7. hearing-aid repair ---------------------------------------------------------------------------------------

HEARING = Scenario(
    goal="Your right hearing aid has stopped working; arrange a repair under warranty and a loaner while it's away.",
    persona="a 74-year-old retired engineer, a little hard of hearing, who writes short messages",
    known_facts={
        "patient_number": "HC-209-4471",
        "date_of_birth": "1951-08-22",
        "device_serial": "RS-88231904",
        "phone": "020 7946 0813",
    },
    unknown_facts=["repair ticket: RPR-51093", "loaner model"],
    expected=["create_repair"],
)
_PATIENT = {
    "patient": "HC-209-4471",
    "clinic": "Camden",
    "devices": [
        {
            "side": "right",
            "serial": "RS-88231904",
            "model": "Phonak Audeo L90",
            "warranty_until": "2026-04-30",
        }
    ],
}
_REPAIR = call(
    "create_repair",
    {"serial": "RS-88231904", "loaner": True},
    {"ticket": "RPR-51093", "loaner": "Audeo L30", "expected_back": "2025-05-28"},
)
HEARING_FLOWS = (
    (
        u(
            "My right hearing aid has stopped working. I need it repaired.",
            "Hello. Right hearing aid dead. Can you repair it?",
            "Good afternoon, my right hearing aid has stopped working altogether. A new battery did not help.",
            "Hello, right aid not working. Under warranty I think. Need a loan one meanwhile.",
        ),
        a("I'm sorry to hear that. Could you give me your patient number?"),
        u("HC-209-4471", "It is HC-209-4471.", "Patient number HC 209 4471.", "hc2094471"),
        a("Thank you. And your date of birth, please?"),
        u("22 August 1951.", "22/08/1951", "1951-08-22", "August 22nd, 1951"),
        a(
            "Thank you. Your right aid is a Phonak Audeo L90, serial RS-88231904, under warranty until 30 April "
            "2026, so the repair is free. I'll send it in and arrange a loaner. Shall I proceed?",
            call("find_patient", {"patient_number": "HC-209-4471", "dob": "1951-08-22"}, _PATIENT),
        ),
        u(
            "Yes please.",
            "Yes. Warranty until April 2026, good.",
            "Yes. Serial RS-88231904, that matches the box.",
            "Please do. How long will it take?",
        ),
        a(
            "Done. Repair ticket RPR-51093. Your loaner, an Audeo L30, is waiting at the Camden clinic; the "
            "repaired aid should be back by 28 May 2025.",
            _REPAIR,
        ),
        stop(
            "Thank you.",
            "Good. RPR-51093. Thank you very much.",
            "Thanks. I'll collect the loaner tomorrow.",
            "",
        ),
    ),
    (
        u(
            "Hello. My right hearing aid has stopped working.",
            "Right hearing aid broken. Warranty repair please.",
            "Good morning. The right one of my hearing aids no longer works. I would like it repaired, and a spare "
            "in the meantime.",
        ),
        a("Can you read me the serial number on the aid? It's inside the battery door."),
        u("RS-88231904", "It says RS-88231904.", "RS 8823 1904", "Serial: rs-88231904"),
        a("Thanks. And a phone number the clinic can reach you on?"),
        u("020 7946 0813", "Landline 020 7946 0813.", "+44 20 7946 0813", "02079460813"),
        a(
            "I found it: patient HC-209-4471, Camden clinic. Phonak Audeo L90, warranty until 2026-04-30. I can open "
            "a warranty repair with a loaner. OK?",
            call("find_device", {"serial": "RS-88231904"}, _PATIENT),
        ),
        u("Yes.", "Yes please. The loaner is important, I can't hear much without it.", "Ok. Go ahead."),
        a(
            "Opened repair RPR-51093 with a loaner (an Audeo L30). The clinic will ring 020 7946 0813 when the "
            "loaner is ready.",
            _REPAIR,
        ),
        u(
            "Thank you. Do I bring the broken one to Camden?",
            "When will I have mine back?",
            "Does the Audeo L30 take the same batteries?",
        ),
        a(
            "Yes, bring the broken aid when you collect the loaner; it takes the same batteries, and yours should "
            "be back by 28 May."
        ),
        stop("Understood. Thank you.", "Good. Thanks, bye.", "Thank you for your help."),
    ),
)

# -- 8. home-alarm monitoring change (with an opener) -------------------------------------------------------------

ALARM = Scenario(
    goal="Switch your home alarm's monitoring plan from Basic to Plus (which adds police dispatch) from next month.",
    persona="a small-business owner, friendly but slightly impatient",
    known_facts={
        "account_id": "ALM-339047",
        "address": "1102 Cedar Ridge Dr, Austin, TX 78741",
        "email": "gabe.ortega@outlook.com",
        "phone": "512-555-0189",
    },
    unknown_facts=["new monthly price: $44.99", "effective date"],
    opener="Hello, I want to upgrade my alarm monitoring to the Plus plan.",
    expected=["change_plan"],
)
_ALARM_ACCOUNT = call(
    "get_account",
    {"account": "ALM-339047"},
    {
        "account": "ALM-339047",
        "plan": "Basic",
        "monthly": 29.99,
        "plus_monthly": 44.99,
        "next_bill": "2025-08-01",
        "contract_end": "2026-01-31",
    },
)
_ALARM_CHANGE = call(
    "change_plan",
    {"account": "ALM-339047", "plan": "Plus", "effective": "2025-08-01"},
    {"change": "CHG-81520", "plan": "Plus", "monthly": 44.99, "effective": "2025-08-01"},
)
ALARM_FLOWS = (
    (
        u("Hello, I want to upgrade my alarm monitoring to the Plus plan."),
        a("Sure thing. What's your account ID?"),
        u("ALM-339047", "It's ALM-339047.", "Account ALM 339047", "alm339047"),
        a("For security, please confirm the phone number on the account."),
        u("512-555-0189", "(512) 555-0189", "It's 512 555 0189.", "5125550189"),
        a(
            "Thanks. You're on Basic at $29.99 a month. Plus is $44.99 a month and adds police dispatch. It would "
            "start with your next bill on 1 August 2025. Shall I switch you?",
            _ALARM_ACCOUNT,
        ),
        u(
            "Yes, switch me to Plus.",
            "So $15 more a month. Fine, go ahead.",
            "Yes please, from August 1st.",
            "Yep, go ahead with Plus.",
        ),
        a(
            "Done: you're on Plus from 1 August 2025 at $44.99/month. Change reference CHG-81520.",
            _ALARM_CHANGE,
        ),
        stop("Thanks!", "Great, thanks for the quick help.", "Perfect, CHG-81520. Thank you", ""),
    ),
    (
        u("Hello, I want to upgrade my alarm monitoring to the Plus plan."),
        a("Happy to help. What email is on the account?"),
        u(
            "gabe.ortega@outlook.com",
            "gabe.ortega@outlook.com - account ALM-339047",
            "Sure: Gabe.Ortega@outlook.com",
            "it's gabe.ortega@outlook.com",
        ),
        a("Thanks. And the monitored address?"),
        u(
            "1102 Cedar Ridge Dr, Austin, TX 78741",
            "1102 Cedar Ridge Drive, Austin 78741",
            "It's the shop at 1102 Cedar Ridge Dr, Austin TX.",
        ),
        a(
            "Found account ALM-339047. Basic is $29.99/month; Plus is $44.99/month with police dispatch. The change "
            "can start on 2025-08-01. Your contract runs to 31 January 2026 either way. Go ahead?",
            _ALARM_ACCOUNT,
        ),
        u(
            "Yes, go ahead.",
            "Yes. $44.99 from Aug 1, fine.",
            "ok do it",
            "Yes please, and good that the contract still ends 01/31/2026.",
        ),
        a("Switched: Plus from 1 August 2025, $44.99 a month, reference CHG-81520.", _ALARM_CHANGE),
        u(
            "Thanks. Do I need to do anything with the keypad?",
            "Will police dispatch work right away on Aug 1?",
            "Will I get an email confirmation at gabe.ortega@outlook.com?",
        ),
        a(
            "Nothing to do on your side: it switches automatically on 1 August, and a confirmation email is on its way."
        ),
        stop("Great, thanks.", "Ok, perfect. Have a good day!", "thanks, that's all"),
    ),
)

# -- 9. pet-grooming booking -------------------------------------------------------------------------------------

GROOMING = Scenario(
    goal="Book a full groom (bath and haircut) for your dog at the Riverside salon on a Saturday.",
    persona="a cheerful dog owner who mentions the dog a lot",
    known_facts={
        "phone": "(503) 555-0172",
        "pet_name": "Biscuit",
        "email": "jess.harlow@gmail.com",
        "preferred_date": "2025-07-19",
    },
    unknown_facts=["appointment number: GRM-4408", "groomer's name"],
    expected=["book_appointment"],
)
_GROOM_CUSTOMER = {
    "customer": "C-18844",
    "pets": [{"name": "Biscuit", "breed": "cockapoo", "last_groom": "2025-05-10"}],
    "salon": "Riverside",
    "open_slots": ["2025-07-19T09:30", "2025-07-19T13:00"],
    "full_groom_price": 78.0,
}
GROOMING_FLOWS = (
    (
        u(
            "Hi! I'd like to book a full groom for my dog at the Riverside salon, on a Saturday if possible.",
            "Hello :) Biscuit needs a bath and a haircut! Do you have anything on a Saturday at Riverside?",
            "hey, looking to book a full groom (bath + cut) for my pup at riverside, saturdays work best",
            "Hi there, can I get my dog in for a full groom at your Riverside location? Saturdays are best for me.",
        ),
        a("We'd love to see your pup! What's the phone number on your account?"),
        u("(503) 555-0172", "503-555-0172", "it's 503 555 0172", "5035550172"),
        a(
            "Thanks! I see Biscuit the cockapoo, last groomed on 10 May. A full groom is $78.00. Which Saturday "
            "would you like?",
            call("find_customer", {"phone": "(503) 555-0172"}, _GROOM_CUSTOMER),
        ),
        u(
            "Saturday July 19 please!",
            "The 19th of July if you have it.",
            "7/19 please, Biscuit is getting sooo fluffy lol",
            "Could we do 2025-07-19?",
        ),
        a("On Saturday 19 July I have 9:30 am or 1:00 pm. Which works?"),
        u("9:30 please.", "The morning one, 9:30.", "9:30am! he's calmer in the mornings", "Let's do 9.30"),
        a(
            "Booked: Biscuit, full groom, Saturday 19 July at 9:30 am at Riverside, $78.00. Appointment GRM-4408, "
            "with Marisol.",
            call(
                "book_appointment",
                {
                    "customer": "C-18844",
                    "pet": "Biscuit",
                    "service": "full groom",
                    "start": "2025-07-19T09:30",
                },
                {"appointment": "GRM-4408", "groomer": "Marisol", "price": 78.0},
            ),
        ),
        stop(
            "Yay, thank you!",
            "Perfect, see you on the 19th!",
            "Great, thanks so much. Biscuit says woof 🐶",
            "",
        ),
    ),
    (
        u(
            "Hi, can I book Biscuit in for a full groom at Riverside on a Saturday?",
            "hello! my dog needs a bath and haircut, riverside salon, a saturday please",
            "Hi :) I'd like a full groom for my dog at the Riverside salon - any Saturday availability?",
        ),
        a("Sure! What's the email on your account?"),
        u("jess.harlow@gmail.com", "It's jess.harlow@gmail.com", "Jess.Harlow@gmail.com"),
        a("And which pet is this for?"),
        u("Biscuit!", "My dog Biscuit.", "biscuit :)"),
        a(
            "Found Biscuit. A full groom is $78.00. The next Saturday with space is 19 July: 9:30 am or 1:00 pm.",
            call("find_customer", {"email": "jess.harlow@gmail.com"}, _GROOM_CUSTOMER),
        ),
        u(
            "1pm on the 19th works.",
            "The 1:00 slot please.",
            "Saturday 19/7 at 1 pm, great",
            "Afternoon one please - 13:00",
        ),
        a(
            "Sorry, the 1:00 pm slot was just taken and the booking failed. I can't book anything else from here "
            "right now; please try again on our website later.",
            call(
                "book_appointment",
                {
                    "customer": "C-18844",
                    "pet": "Biscuit",
                    "service": "full groom",
                    "start": "2025-07-19T13:00",
                },
                error="slot no longer available",
            ),
        ),
        stop(
            "Oh no! Ok, I'll try the website later. Thanks!",
            "Ah bummer. Ok, thanks anyway.",
            "Alright, thanks for trying!",
        ),
    ),
)

# -- 10. driving-lesson booking (with an opener) ------------------------------------------------------------------

DRIVING = Scenario(
    goal="Book two one-hour driving lessons for next week, using credits from your prepaid package.",
    persona="a nervous 19-year-old learner driver",
    known_facts={
        "learner_number": "DL-55-20814",
        "name": "Maya Okafor",
        "email": "maya.okafor@icloud.com",
        "pickup_address": "45 Kings Road, Brighton BN1 2HG",
    },
    unknown_facts=["credits remaining: 3", "instructor's name"],
    opener="hi, i want to book two driving lessons for next week",
    expected=["book_lessons"],
)
_LEARNER = call(
    "get_learner",
    {"learner": "DL-55-20814"},
    {
        "learner": "DL-55-20814",
        "package": "PKG-10H",
        "credits": 3,
        "instructor": "Dev Patel",
        "slots": ["2025-04-08T16:00", "2025-04-10T16:00", "2025-04-11T09:00"],
    },
)
_LESSONS = call(
    "book_lessons",
    {"learner": "DL-55-20814", "slots": ["2025-04-08T16:00", "2025-04-10T16:00"]},
    {"bookings": ["LSN-3301", "LSN-3302"], "credits_left": 1},
)
DRIVING_FLOWS = (
    (
        u("hi, i want to book two driving lessons for next week"),
        a("Hi! Sure. What's your learner number?"),
        u("DL-55-20814", "it's DL-55-20814", "DL 55 20814 i think", "dl5520814"),
        a(
            "Thanks Maya. You have 3 lesson credits left on package PKG-10H. Next week your instructor Dev Patel has "
            "Tuesday 8 April at 4 pm, Thursday 10 April at 4 pm and Friday 11 April at 9 am. Which two?",
            _LEARNER,
        ),
        u(
            "Tuesday and Thursday at 4 please",
            "the 8th and the 10th, both at 4pm",
            "Can I do Tue 8/4 and Thu 10/4 at 16:00?",
            "tuesday 4pm and thursday 4pm pls. sorry im a bit nervous about driving in town lol",
        ),
        a("Should Dev pick you up at 45 Kings Road, Brighton as usual?"),
        u("yes 45 Kings Road", "yes please, same address", "Yes - 45 Kings Rd, BN1 2HG.", "yep"),
        a(
            "Done: LSN-3301 on Tuesday 8 April and LSN-3302 on Thursday 10 April, 4-5 pm, pickup at 45 Kings Road. "
            "You have 1 credit left.",
            _LESSONS,
        ),
        stop("thank you!!", "ok great thanks, so 1 credit left after these", "perfect thanks so much", ""),
    ),
    (
        u("hi, i want to book two driving lessons for next week"),
        a("Of course! Can I have your full name?"),
        u("Maya Okafor", "it's Maya Okafor", "maya okafor"),
        a("Thanks. And the email you signed up with?"),
        u("maya.okafor@icloud.com", "maya.okafor@icloud.com :)", "Maya.Okafor@icloud.com"),
        a(
            "Found you: learner DL-55-20814, 3 credits left. Next week Dev Patel has Tue 8 Apr 4 pm, Thu 10 Apr "
            "4 pm and Fri 11 Apr 9 am.",
            _LEARNER,
        ),
        u("Tuesday and Thursday please", "the 4pm ones on the 8th and 10th", "Tue + Thu at 4pm if thats ok"),
        a(
            "Booked LSN-3301 (Tue 8 April, 4 pm) and LSN-3302 (Thu 10 April, 4 pm). 1 credit left. Pickup at 45 "
            "Kings Road.",
            _LESSONS,
        ),
        u(
            "thanks! will it be Dev Patel both times?",
            "ok. what happens if I need to cancel one?",
            "thank you. do i need to bring my provisional licence?",
        ),
        a(
            "Yes, Dev Patel both times. You can cancel free up to 24 hours before, and please bring your "
            "provisional licence."
        ),
        stop("ok thanks!!", "great, thank you so much", "cool, see you tuesday"),
    ),
)

DOMAINS: list[Domain] = [
    Domain("boiler", BOILER, BOILER_FLOWS),
    Domain("studyroom", STUDYROOM, STUDYROOM_FLOWS),
    Domain("carwash", CARWASH, CARWASH_FLOWS),
    Domain("tailor", TAILOR, TAILOR_FLOWS),
    Domain("photos", PHOTOS, PHOTOS_FLOWS),
    Domain("solar", SOLAR, SOLAR_FLOWS),
    Domain("hearing", HEARING, HEARING_FLOWS),
    Domain("alarm", ALARM, ALARM_FLOWS),
    Domain("grooming", GROOMING, GROOMING_FLOWS),
    Domain("driving", DRIVING, DRIVING_FLOWS),
]

# -- seeded faults: one rule broken on purpose each --------------------------------------------------------------
# ``Say.turn`` counts the user and stop steps of the flow from 0; ``StopAt.step`` indexes the flow's steps.

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "boiler",
        0,
        Say(0, "Hello, my boiler's due its annual service and I'd like to book a visit."),
        "one word swapped for a synonym",
    ),
    F(
        "opener",
        "boiler",
        1,
        Say(
            0,
            "Hi there! My boiler needs its yearly service - could I book an engineer for a weekday morning?",
        ),
        "rewritten from the goal",
    ),
    F(
        "opener",
        "tailor",
        0,
        Say(0, "Hi, I'd like to get two pairs of trousers hemmed, please. Receipt TR-0912-3381."),
        "opener plus the receipt",
    ),
    F(
        "opener",
        "tailor",
        1,
        Say(0, "hi, id like to get two pairs of trousers hemmed"),
        "casing and apostrophe",
    ),
    F(
        "opener",
        "solar",
        0,
        Say(
            0,
            "Hi, my solar panels have been producing way less since the storm last week. Could someone come out?",
        ),
        "clauses reordered",
    ),
    F(
        "opener",
        "alarm",
        0,
        Say(
            0,
            "Hello, I want to upgrade my alarm monitoring to the Plus plan. Does that come with police dispatch?",
        ),
        "opener plus a question",
    ),
    F(
        "opener",
        "driving",
        0,
        Say(0, "Hi, I'd like to book two driving lessons for next week, please."),
        "casual opener tidied up",
    ),
    F("opener", "driving", 1, Say(0, "hi i want to book two driving lessons for next week"), "comma dropped"),
    # -- reply_shape: not one user speaking in its own voice
    F(
        "reply_shape",
        "boiler",
        0,
        Say(1, "BG-4471-0932\n\nAssistant: Thank you, I've found your account. Let me check the diary."),
        "assistant line appended",
    ),
    F(
        "reply_shape",
        "studyroom",
        0,
        Say(
            1,
            "<think>The librarian needs my student ID; it's in my facts, so I can give it.</think>\nS2319847",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "carwash",
        0,
        Say(2, "Yes please refund CH-5522F. *waits patiently for the confirmation*"),
        "stage direction in asterisks",
    ),
    F(
        "reply_shape",
        "tailor",
        0,
        Say(
            2, "By June 20 at the latest. Will they be ready in time? Yes, a week is usually plenty for hems."
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "solar",
        1,
        Say(5, "Great, thanks! Will I get a text before they arrive?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "hearing",
        0,
        Say(3, "Yes please go ahead ###STOP###"),
        "stop signal on a turn that goes on",
    ),
    F(
        "reply_shape",
        "grooming",
        0,
        Say(
            2,
            "Thanks for confirming those details! Please let me know which Saturday suits you best and I'll get "
            "Biscuit booked in right away.",
        ),
        "role inversion without a marker",
    ),
    F(
        "reply_shape",
        "alarm",
        0,
        Say(1, '{"role": "user", "content": "ALM-339047"}'),
        "message wrapped in a JSON role object",
    ),
    F(
        "reply_shape",
        "driving",
        1,
        Say(1, "Maya Okafor\n\n(Note to self: don't give the learner number until they ask for it.)"),
        "a note to itself",
    ),
    # -- invented_specifics: a specific from neither the scenario nor an earlier message or tool result
    F("invented_specifics", "boiler", 1, Say(2, "07911 482350"), "phone digits swapped"),
    F(
        "invented_specifics",
        "studyroom",
        0,
        Say(2, "Nov 14 (this Thursday)"),
        "date off by one",
    ),
    F(
        "invented_specifics",
        "carwash",
        1,
        Say(
            3,
            "Right, so $59.98 instead of $29.99, plus the $4.50 late fee you also took. Please refund the extra.",
        ),
        "an amount never mentioned",
    ),
    F("invented_specifics", "tailor", 0, Say(3, "Anita Sharma, +1 415 555 0173."), "phone digits swapped"),
    F("invented_specifics", "photos", 0, Say(1, "lena.fischer@posteo.com"), "email domain changed"),
    F(
        "invented_specifics",
        "solar",
        0,
        Say(2, "Friday the 14th please. The last inspection was on 2024-02-20 and everything was fine then."),
        "a date never mentioned",
    ),
    F(
        "invented_specifics",
        "hearing",
        1,
        Say(1, "RS-88231904. Bought it on 3 May 2023."),
        "purchase date",
    ),
    F(
        "invented_specifics",
        "alarm",
        0,
        Say(3, "Yes, switch me to Plus. Please charge it to the card ending 4417."),
        "card number",
    ),
    F(
        "invented_specifics",
        "driving",
        0,
        Say(3, "yes 45 Kings Road. my mum's number is 07700 900461 if Dev can't find the house"),
        "a phone number",
    ),
    # -- unknown_fact: states something the user does not know before the agent told it
    F(
        "unknown_fact",
        "boiler",
        0,
        Say(2, "Thursday the 9th please. Will the engineer be Dave Morris again? He was lovely."),
        "engineer's name",
    ),
    F(
        "unknown_fact",
        "studyroom",
        0,
        Say(3, "3.14 from 2-4 please, under booking reference LIB-RM-55812."),
        "booking reference before the booking",
    ),
    F(
        "unknown_fact",
        "tailor",
        0,
        Say(1, "TR-0912-3381. I saw online that the alteration fee comes to $36.00 for the two."),
        "fee before any price was given",
    ),
    F(
        "unknown_fact",
        "photos",
        0,
        Say(
            0,
            "Hi, I'd like glossy prints of my holiday album delivered home - the basket said €12.04 in total.",
        ),
        "order total in the first message",
    ),
    F(
        "unknown_fact",
        "solar",
        0,
        Say(1, "SOL-5583-KW. The inverter serial is INV-7731902."),
        "inverter serial before the lookup",
    ),
    F(
        "unknown_fact",
        "hearing",
        0,
        Say(3, "Yes please. Can I have an Audeo L30 as the loaner?"),
        "loaner model before it was named",
    ),
    F(
        "unknown_fact",
        "alarm",
        0,
        Say(2, "512-555-0189. And Plus is $44.99 a month, right?"),
        "new price in a question",
    ),
    F(
        "unknown_fact",
        "grooming",
        1,
        Say(2, "Biscuit! Can Marisol do him again? She's the best."),
        "groomer's name",
    ),
    F(
        "unknown_fact",
        "driving",
        0,
        Say(1, "DL-55-20814. i should have 3 credits remaining"),
        "a number before the fact's name",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "boiler",
        0,
        Say(
            1,
            "BG-4471-0932. I'm at LS6 2QT, you can reach me on 07911 482305, and it's a Worcester Greenstar 30i.",
        ),
        "asked for the number, gives three more",
    ),
    F(
        "data_dump",
        "studyroom",
        1,
        Say(
            0,
            "Hi, I need a group study room on Thursday 13 Nov. Student ID S2319847, email k.osei@student.northbay.edu.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "carwash",
        0,
        Say(
            0,
            "Hi,\n\nI was charged $29.99 twice this month for my car-wash subscription. Could you refund the "
            "duplicate?\n\nThanks,\nDmitri\ndmitri.volkov@mailbox.org\nPlate: KLM 4827",
        ),
        "facts in an email signature",
    ),
    F(
        "data_dump",
        "tailor",
        1,
        Say(1, "Anita Sharma. Receipt TR-0912-3381, phone +1 415 555 0137, and I need them by 2025-06-20."),
        "asked for the name, gives three more",
    ),
    F(
        "data_dump",
        "photos",
        1,
        Say(
            0,
            "Hello, please print my album Crete 2025 (glossy) and ship it to Lindenstraße 8, 10969 Berlin. My "
            "account is lena.fischer@posteo.de and I have the code SUMMER15.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "solar",
        1,
        Say(
            1,
            "tom.nguyen@bigpond.com - system SOL-5583-KW at 27 Wattle Street, Ballarat VIC 3350, installed 18/03/2021.",
        ),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "hearing",
        0,
        Say(
            0,
            "Hello. Right hearing aid stopped working. Patient HC-209-4471, born 22/08/1951, serial RS-88231904.",
        ),
        "three facts up front, terse",
    ),
    F(
        "data_dump",
        "alarm",
        0,
        Say(
            1,
            "ALM-339047\n- address: 1102 Cedar Ridge Dr, Austin, TX 78741\n- email: gabe.ortega@outlook.com\n"
            "- phone: 512-555-0189",
        ),
        "asked for the account, lists three more",
    ),
    F(
        "data_dump",
        "grooming",
        0,
        Say(
            1,
            "(503) 555-0172 - it's for Biscuit, my email is jess.harlow@gmail.com, and we'd love Saturday 19 July.",
        ),
        "asked for the phone, gives three more",
    ),
    # -- premature_stop: the user stops before the expected write; the agent neither failed nor refused
    F(
        "premature_stop",
        "boiler",
        0,
        StopAt(4, "Thursday the 9th please. Thanks, bye!"),
        "agrees to the slot and leaves before the booking",
    ),
    F(
        "premature_stop",
        "studyroom",
        0,
        StopAt(6, "ok cool, I'll sort it out at the desk. thanks"),
        "after the rooms were offered",
    ),
    F("premature_stop", "carwash", 1, StopAt(4, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "tailor",
        0,
        StopAt(6, "Actually, I'll just drop them off in store and give my details there. Thanks."),
        "after being asked for name and phone",
    ),
    F(
        "premature_stop",
        "photos",
        0,
        StopAt(8, "Yes, that's right. Great, thanks - looking forward to the prints!"),
        "confirms the address as if the order were placed",
    ),
    F(
        "premature_stop",
        "solar",
        1,
        StopAt(6, "Hmm, I'll check whether my insurance covers storm damage first. Thanks for now."),
        "after the slot was offered",
    ),
    F(
        "premature_stop",
        "hearing",
        1,
        StopAt(4, "I'd rather not give my number. I'll go to the clinic in person. Goodbye."),
        "declines to answer and leaves",
    ),
    F(
        "premature_stop",
        "alarm",
        1,
        StopAt(6, "Great, so it's all set for August then. Thanks!"),
        "takes the offer for the change",
    ),
    F(
        "premature_stop",
        "grooming",
        0,
        StopAt(6, "9:30 please. See you then! 🐶"),
        "picks the time and leaves",
    ),
    # -- persona_sent: the persona or the scenario did not reach the user model's prompt
    F("persona_sent", "boiler", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "studyroom", 0, meta(1, prompt_missing=["known_facts.student_id"]), "a known fact"),
    F("persona_sent", "carwash", 0, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "photos", 0, meta(3, prompt_missing=["known_facts.promo_code"]), "a known fact, late"),
    F("persona_sent", "solar", 0, meta(0, prompt_missing=["opener", "persona"]), "opener and persona"),
    F("persona_sent", "hearing", 1, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "grooming",
        1,
        meta(1, prompt_missing=["goal", "known_facts.email"]),
        "goal and a known fact",
    ),
    F("persona_sent", "alarm", 0, meta(2, prompt_missing=["known_facts.phone"]), "a known fact"),
]
