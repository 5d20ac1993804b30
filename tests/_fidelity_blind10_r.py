"""Blind set 10, part R: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session (an LLM) before any run of the guards on it, and before reading their
implementation. What was read: the guide's "Simulator fidelity: guards, faults, valid trials" section and the
sections after it up to "Statistics over valid trials" (``docs/guides/simulate.md``), ``check_fidelity``'s
docstring, ``tests/_fidelity_blind.py`` (its framework and seeded faults), ``tests/_fidelity_blind_domains.py``
(the step helpers and the first domains, for the style) and the ``Case`` entry format of
``tests/_fidelity_corpus.py``. No guard, checker or benchmark was called while writing it.

The ten domains (redelivery, scubagear, cooking, balloon, wheelchair, riding, bikefit, stairlift, microchip,
studio) reuse none of the earlier sets' domains. Every user turn lists clean alternatives written the way an LLM
simulated user that behaves writes: facts restated in its own formats, ids, amounts and dates the agent or a tool
gave quoted back, sums and differences worked out, follow-up questions, lists, typos and polite closings. Some
flows end after an agent failure (a tool error) or a refusal, where stopping before the write is fine.

Labels follow the definitions, not what a guard can see: a clean conversation sends the opener word for word,
keeps one voice, volunteers at most two known facts per turn before the agent asks for them, states no unknown
fact before the agent told it, says only specifics from the scenario or earlier messages and tool results (or
worked out from them), and stops only once the expected write ran or the agent failed or refused. Each fault in
:data:`FAULTS` breaks exactly one of these rules on purpose and is labelled with the guard that should catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. lost-luggage courier redelivery (with an opener) -----------------------------------------------------------

REDELIVERY = Scenario(
    goal="The airline found your lost suitcase and handed it to a courier, but the delivery attempt failed while "
    "you were out; get it delivered again to your holiday apartment.",
    persona="a tourist on holiday in Porto, tired of the whole lost-bag saga but polite",
    known_facts={
        "file_reference": "OPOTP31877",
        "tracking_number": "CX-5521-0937-PT",
        "delivery_address": "Rua das Flores 41, apt 3B, Porto",
        "phone": "+351 913 220 481",
        "email": "h.lindqvist@mailbox.org",
    },
    unknown_facts=["redelivery reference: RD-20931", "driver's name"],
    opener="Hi, the courier tried to deliver my lost suitcase while I was out. Can you bring it again?",
    expected=["schedule_redelivery"],
)
_RD_LOOKUP = call(
    "lookup_shipment",
    {"tracking": "CX-5521-0937-PT"},
    {
        "tracking": "CX-5521-0937-PT",
        "file": "OPOTP31877",
        "status": "delivery_failed",
        "attempted": "2024-08-06T11:40",
        "address": "Rua das Flores 41, 3B, 4050-265 Porto",
        "next_windows": ["2024-08-07T09:00/13:00", "2024-08-07T14:00/18:00", "2024-08-08T09:00/13:00"],
    },
)
_RD_OPENER = "Hi, the courier tried to deliver my lost suitcase while I was out. Can you bring it again?"
_RD_TRACKING = u(
    "Sure, it's CX-5521-0937-PT.",
    "CX-5521-0937-PT",
    "tracking no. is CX 5521 0937 PT",
    "Yes - cx-5521-0937-pt",
)
REDELIVERY_FLOWS = (
    (
        u(_RD_OPENER),
        a("So sorry you missed it! Could you give me the courier tracking number? It starts with CX."),
        _RD_TRACKING,
        a(
            "Thanks. I see the attempt on Tuesday, August 6 at 11:40 at Rua das Flores 41, 3B, Porto. Free "
            "windows: Wednesday Aug 7, 9:00-13:00 or 14:00-18:00, or Thursday Aug 8, 9:00-13:00. Which one "
            "suits you?",
            _RD_LOOKUP,
        ),
        u(
            "Wednesday afternoon please, 14:00-18:00.",
            "The 7th, 2-6pm works. I'll be at the apartment all afternoon.",
            "Can we do Wednesday between 2 and 6? In the mornings we're out at the beach.",
            "aug 7 afternoon pls",
        ),
        a("Noted. And a phone number the driver can call when he's close?"),
        u(
            "+351 913 220 481",
            "It's 913 220 481 (Portuguese number, +351).",
            "Sure, +351913220481",
            "my number is +351 913 220 481, whatsapp works too",
        ),
        a(
            "Booked: Wednesday August 7, 14:00-18:00, at Rua das Flores 41, 3B. Your redelivery reference is "
            "RD-20931. The driver will call +351 913 220 481 about 30 minutes before.",
            call(
                "schedule_redelivery",
                {"tracking": "CX-5521-0937-PT", "window": "2024-08-07T14:00/18:00", "phone": "+351913220481"},
                {"status": "booked", "reference": "RD-20931", "window": "2024-08-07 14:00-18:00"},
            ),
        ),
        stop(
            "Great, thank you!",
            "Perfect, RD-20931 noted. Thanks a lot.",
            "Finally :) thanks for sorting it out",
            "",
        ),
    ),
    (
        u(_RD_OPENER),
        a("I can help with that. Do you have the file reference the airline gave you?"),
        u(
            "The airline file reference is OPOTP31877.",
            "File ref OPOTP31877",
            "yes, it's OPOTP 31877 from the airport desk",
        ),
        a("Thanks. To verify, what's the email address on the file?"),
        u(
            "h.lindqvist@mailbox.org",
            "It's h.lindqvist@mailbox.org",
            "H.Lindqvist@mailbox.org - that's the one I gave at the airport",
        ),
        a(
            "Verified. Your bag is on courier tracking CX-5521-0937-PT; the first attempt was on 06/08 at 11:40. "
            "Should it go back to Rua das Flores 41, 3B, or to another address?",
            _RD_LOOKUP,
        ),
        u(
            "Same address please, Rua das Flores 41, apt 3B.",
            "Same place. What times do you have?",
            "Rua das Flores 41 is right, 3B. When can it come?",
        ),
        a("Windows: Wed 7 Aug 09:00-13:00 or 14:00-18:00, Thu 8 Aug 09:00-13:00."),
        u(
            "Thursday morning, the 8th.",
            "I'll take Thu 8 Aug, 09:00-13:00.",
            "the 8th in the morning is best, we're away on a day trip on the 7th",
        ),
        a(
            "Booked for Thursday August 8, 09:00-13:00, reference RD-20931.",
            call(
                "schedule_redelivery",
                {"tracking": "CX-5521-0937-PT", "window": "2024-08-08T09:00/13:00"},
                {"status": "booked", "reference": "RD-20931", "window": "2024-08-08 09:00-13:00"},
            ),
        ),
        u(
            "Will the driver call me first?",
            "Is there any charge for the second delivery?",
            "Thanks. Can I follow it with CX-5521-0937-PT on your website?",
        ),
        a(
            "The driver calls about 30 minutes ahead, there's no charge, and tracking CX-5521-0937-PT updates on "
            "the morning of delivery."
        ),
        stop("Great, thanks!", "Perfect, that's all. Thank you.", "ok thanks a lot, bye"),
    ),
    (
        u(_RD_OPENER),
        a("Sure. What's the tracking number, please?"),
        _RD_TRACKING,
        a(
            "Found it. The next free window is Wednesday August 7, 09:00-13:00, at Rua das Flores 41, 3B. Shall "
            "I book it?",
            _RD_LOOKUP,
        ),
        u("Yes, book it.", "Yes please, the morning of the 7th is fine.", "ok, 9-13 on Wednesday works"),
        a(
            "I'm sorry, the courier's booking system returned an error and I couldn't book the window. Please try "
            "again in an hour, or call the courier directly.",
            call(
                "schedule_redelivery",
                {"tracking": "CX-5521-0937-PT", "window": "2024-08-07T09:00/13:00"},
                error="503 Service Unavailable: courier API timeout",
            ),
        ),
        stop(
            "Ugh, ok. I'll try again later, thanks.",
            "Alright, I'll call them then. Thanks anyway.",
            "Fine, I'll try again in an hour. Bye.",
        ),
    ),
)

# -- 2. scuba-gear rental -------------------------------------------------------------------------------------------

SCUBAGEAR = Scenario(
    goal="Rent a full scuba set (BCD, regulator, wetsuit and two tanks) for a two-day dive trip this weekend, "
    "picking it up on Friday evening.",
    persona="an experienced diver, relaxed and chatty",
    known_facts={
        "certification_number": "PADI-0419-22871",
        "full_name": "Marco Ferreira",
        "email": "marco.ferreira@divemail.net",
        "wetsuit_size": "L",
        "phone": "+1 (808) 555-0193",
    },
    unknown_facts=["deposit amount: $150", "rental agreement number"],
    expected=["create_rental"],
)
_SG_CHECK = call(
    "check_availability",
    {"package": "FULLSET-2T", "from": "2024-06-14", "to": "2024-06-16"},
    {
        "available": True,
        "package": "Full set + 2 tanks",
        "price_per_day": 55.0,
        "days": 2,
        "total": 110.0,
        "deposit": 150.0,
        "pickup": "2024-06-14T17:00/19:00",
    },
)
_SG_RENT = call(
    "create_rental",
    {"certification": "PADI-0419-22871", "package": "FULLSET-2T", "from": "2024-06-14", "to": "2024-06-16"},
    {"rental_id": "RNT-66402", "total": 110.0, "deposit": 150.0, "pickup": "2024-06-14 17:00-19:00"},
)
_SG_OPEN = u(
    "Hi! I'd like to rent a full scuba set for this weekend - BCD, reg, wetsuit and two tanks. Pickup Friday "
    "evening if possible.",
    "hey, looking to rent full dive gear for sat + sun, two tanks. can I grab it friday evening?",
    "Hello, I need a complete scuba kit for a two-day trip this weekend. Do you have sets available?",
    "Hi there, do you rent full scuba sets? Need one for this weekend (2 days), picking up Friday after work.",
)
_SG_CERT = u(
    "Sure, PADI-0419-22871.",
    "PADI 0419-22871",
    "cert # is PADI-0419-22871",
    "Of course - PADI-0419-22871. Been diving with it for years.",
)
SCUBAGEAR_FLOWS = (
    (
        _SG_OPEN,
        a("We do! Can I have your dive certification number first?"),
        _SG_CERT,
        a(
            "Thanks, verified. A full set with two tanks is available Friday June 14 to Sunday June 16: $55 per "
            "day, so $110 for the two days, plus a refundable deposit of $150. Pickup Friday between 17:00 and "
            "19:00. What wetsuit size do you need?",
            _SG_CHECK,
        ),
        u(
            "Large please. $110 plus the $150 deposit is fine.",
            "L. So $260 up front, and I get the $150 back when I return everything?",
            "Size L. Pickup around 6pm Friday works for me.",
            "large, thanks. 17:00-19:00 on friday is perfect",
        ),
        a("Yes, the $150 comes back on return. What name and email should the rental be under?"),
        u(
            "Marco Ferreira, marco.ferreira@divemail.net",
            "Name is Marco Ferreira and the email is marco.ferreira@divemail.net",
            "marco ferreira / marco.ferreira@divemail.net",
        ),
        a(
            "Done: rental RNT-66402, full set with two tanks, wetsuit L, June 14-16. Total $110, deposit $150, "
            "pickup Friday 17:00-19:00.",
            _SG_RENT,
        ),
        stop(
            "Awesome, see you Friday!", "Great, RNT-66402, got it. Thanks!", "Perfect, thanks a lot. Bye", ""
        ),
    ),
    (
        u(
            "Hi, can I rent a complete scuba set for Sat and Sun? Wetsuit size L.",
            "Hello! Need a full dive set (BCD, regulator, wetsuit, 2 tanks) for the weekend please.",
            "hi do you have full scuba kits for this weekend? I'm a large in wetsuits",
        ),
        a("Sure. Your full name and email, please?"),
        u(
            "Marco Ferreira - marco.ferreira@divemail.net",
            "It's Marco Ferreira, email marco.ferreira@divemail.net.",
            "marco.ferreira@divemail.net, name's Marco Ferreira",
        ),
        a("And your certification number?"),
        _SG_CERT,
        a(
            "Thanks. Friday 14 to Sunday 16 June is available: 2 days at $55, so $110, plus a $150 deposit. "
            "Shall I book it?",
            _SG_CHECK,
        ),
        u(
            "Yes please book it.",
            "Go ahead. Are the tanks filled already at pickup?",
            "Yes. Do you take card for the deposit?",
            "yep, $110 for the weekend is good, book it",
        ),
        a(
            "Booked, rental RNT-66402. Tanks are filled with air at pickup, and the deposit can go on a card. "
            "Pickup Friday 17:00-19:00.",
            _SG_RENT,
        ),
        u(
            "Can I bring it back Monday morning instead of Sunday?",
            "What time do I need to bring it back on Sunday?",
            "thanks! do you rinse the gear or should I?",
        ),
        a(
            "Please return it by 18:00 on Sunday, June 16; a Monday return would add a day. Just rinse the "
            "wetsuit, we'll do the rest."
        ),
        stop(
            "Got it, Sunday by 18:00. Thanks!",
            "Ok, no problem. Thanks, see you Friday.",
            "Perfect, thank you!",
        ),
    ),
    (
        _SG_OPEN,
        a("Happy to help. What's your certification number?"),
        _SG_CERT,
        a(
            "I'm sorry, PADI-0419-22871 doesn't show up in the registry, so I can't rent out tanks or regulators "
            "online. Please bring your physical card to the shop and we'll sort it out there.",
            call(
                "verify_certification",
                {"number": "PADI-0419-22871"},
                {"found": False, "checked": "2024-06-11"},
            ),
        ),
        u(
            "Oh, that's odd. Could it be because I renewed it recently?",
            "Really? It's definitely PADI-0419-22871, I've used it everywhere.",
            "hmm weird. can't you just book it and check the card at pickup?",
        ),
        a("Possibly the registry is lagging, but I still can't book it without seeing the card. Sorry!"),
        stop(
            "Ok, I'll bring the card by the shop then. Thanks.",
            "Alright, I'll come in with my card. Bye.",
            "Fair enough, thanks anyway.",
        ),
    ),
)

# -- 3. cooking-class voucher --------------------------------------------------------------------------------------

COOKING = Scenario(
    goal="Redeem the gift voucher for a Thai street-food cooking class you got for your birthday, and add a seat "
    "for a friend, paying the difference.",
    persona=None,
    known_facts={
        "voucher_code": "GIFT-7Q4K-2210",
        "full_name": "Aisha Rahman",
        "email": "aisha.rahman@posteo.de",
        "phone": "0176 4432 8810",
    },
    unknown_facts=["voucher expiry date: 2024-12-31", "booking confirmation number"],
    expected=["book_class"],
)
_CK_VOUCHER = call(
    "check_voucher",
    {"code": "GIFT-7Q4K-2210"},
    {
        "code": "GIFT-7Q4K-2210",
        "value": 89.0,
        "currency": "EUR",
        "valid_until": "2024-12-31",
        "status": "unused",
    },
)
_CK_CLASSES = call(
    "list_classes",
    {"course": "thai-street-food"},
    {
        "sessions": [
            {"id": "TH-0923", "date": "2024-09-23T18:30", "price": 89.0, "seats_left": 4},
            {"id": "TH-1005", "date": "2024-10-05T11:00", "price": 95.0, "seats_left": 2},
        ]
    },
)
_CK_CLASSES_TEXT = (
    "The voucher is worth €89 and valid until 31 December 2024. Upcoming Thai street-food classes: Monday 23 "
    "September at 18:30 (€89 per person, 4 seats left) or Saturday 5 October at 11:00 (€95 per person, 2 seats "
    "left). Which one would you like?"
)
_CK_OPEN = u(
    "Hi, I got a voucher for your Thai street food class as a birthday present and want to redeem it. Can I "
    "bring a friend too?",
    "Hello! I'd like to book the Thai street-food class with a gift voucher, plus one extra seat for a friend.",
    "hi :) I have a cooking class voucher (thai street food) and want to book it for me + a friend",
    "Good afternoon, I want to use my gift voucher for the Thai street food cooking class. My friend would like "
    "to join, we'd pay for her place.",
)
COOKING_FLOWS = (
    (
        _CK_OPEN,
        a("Lovely! What's the voucher code?"),
        u(
            "GIFT-7Q4K-2210",
            "It's GIFT-7Q4K-2210.",
            "the code is gift-7q4k-2210",
            "Voucher code: GIFT 7Q4K 2210",
        ),
        a(_CK_CLASSES_TEXT, _CK_VOUCHER, _CK_CLASSES),
        u(
            "The 23rd of September please, so I'd pay €89 for my friend?",
            "Monday 23 Sept at 18:30. So the voucher covers me and the second seat is €89?",
            "The Oct 5 one would cost me €6 extra plus €95 for my friend, right? Then let's do Sept 23 instead.",
            "September 23, the evening class",
        ),
        a(
            "Yes: the voucher covers your seat and the second seat is €89. Which name and email should I book under?"
        ),
        u(
            "Aisha Rahman, aisha.rahman@posteo.de",
            "Name: Aisha Rahman\nEmail: aisha.rahman@posteo.de",
            "Aisha Rahman. email is aisha.rahman@posteo.de",
        ),
        a(
            "Booked: 2 seats on Monday 23 September, 18:30, booking CK-40517. €89 was charged for the second "
            "seat; the confirmation goes to aisha.rahman@posteo.de.",
            call(
                "book_class",
                {"session": "TH-0923", "voucher": "GIFT-7Q4K-2210", "seats": 2, "extra_payment": 89.0},
                {"booking": "CK-40517", "seats": 2, "charged": 89.0, "session": "TH-0923"},
            ),
        ),
        stop(
            "Wonderful, thank you!",
            "Great, CK-40517 - thanks so much!",
            "Perfect, we're looking forward to it. Thanks!",
            "",
        ),
    ),
    (
        _CK_OPEN,
        a("Sure, could you give me the voucher code and the phone number you'd like on the booking?"),
        u(
            "GIFT-7Q4K-2210 and 0176 4432 8810",
            "Code GIFT-7Q4K-2210, phone 0176 44328810",
            "voucher GIFT-7Q4K-2210 / mobile +49 176 4432 8810",
        ),
        a(_CK_CLASSES_TEXT, _CK_VOUCHER, _CK_CLASSES),
        u(
            "Saturday 5 October please - is there a vegetarian option?",
            "The 5th of October would be better for us, my friend works Monday evenings.",
            "Sat 5/10 at 11 please",
        ),
        a(
            "Yes, every dish can be made vegetarian. For 5 October seats are €95 each, so after your €89 voucher "
            "you'd pay €6 for your seat plus €95 for your friend: €101 in total. OK?"
        ),
        u(
            "Yes, €101 is fine, go ahead.",
            "ok, 6 + 95, makes sense. Book it please",
            "Yes please. Put it under Aisha Rahman.",
            "That's fine, please book both seats.",
        ),
        a(
            "Done, booking CK-40517: 2 seats on Saturday 5 October at 11:00, €101 charged. See you there!",
            call(
                "book_class",
                {"session": "TH-1005", "voucher": "GIFT-7Q4K-2210", "seats": 2, "extra_payment": 101.0},
                {"booking": "CK-40517", "seats": 2, "charged": 101.0, "session": "TH-1005"},
            ),
        ),
        u(
            "Do we need to bring anything, aprons or knives?",
            "Thanks! How long is the class?",
            "Great. Is the confirmation sent by text to 0176 4432 8810?",
        ),
        a(
            "Aprons and knives are provided; the class runs about three hours, and the confirmation comes by text."
        ),
        stop("Perfect, thank you!", "Lovely, thanks for your help.", "Great, see you on the 5th. Bye!"),
    ),
)

# -- 4. hot-air balloon flight rebooking (with an opener) ----------------------------------------------------------

BALLOON = Scenario(
    goal="Your hot-air balloon flight was cancelled because of the wind; rebook it for a weekend morning in "
    "September.",
    persona="a retired teacher who gave the flight to her husband as an anniversary gift, chatty",
    known_facts={
        "booking_number": "HAB-230871",
        "lead_passenger": "Gwen Morris",
        "email": "gwen.morris@btinternet.com",
        "phone": "07700 900417",
        "original_date": "2024-08-17",
    },
    unknown_facts=["rebooking fee", "new flight reference: HAB-230871-R1"],
    opener="Hello, our balloon flight was cancelled because of the wind and I'd like to rebook it.",
    expected=["rebook_flight"],
)
_BL_OPENER = "Hello, our balloon flight was cancelled because of the wind and I'd like to rebook it."
_BL_BOOKING = call(
    "get_booking",
    {"booking": "HAB-230871"},
    {
        "booking": "HAB-230871",
        "passengers": 2,
        "original": "2024-08-17T06:15",
        "status": "cancelled_weather",
        "launch_site": "Ashton Court",
        "paid": 398.0,
    },
)
_BL_FLIGHTS = call(
    "find_flights",
    {"month": "2024-09", "days": ["Sat", "Sun"], "seats": 2},
    {
        "flights": [
            {"id": "F-0907-AM", "date": "2024-09-07T06:30"},
            {"id": "F-0915-AM", "date": "2024-09-15T06:45"},
            {"id": "F-0921-AM", "date": "2024-09-21T06:45"},
        ]
    },
)
_BL_NUMBER = u(
    "It's HAB-230871.",
    "HAB-230871",
    "booking number HAB 230871",
    "Yes, of course: HAB-230871. It was meant to be our anniversary flight, you see.",
)
BALLOON_FLOWS = (
    (
        u(_BL_OPENER),
        a("Sorry about the wind! What's your booking number?"),
        _BL_NUMBER,
        a(
            "Thanks, Mrs Morris. I see 2 passengers, originally 17 August at 06:15 from Ashton Court, cancelled "
            "for weather. Weekend mornings in September with 2 seats: Saturday 7th (06:30), Sunday 15th (06:45) "
            "or Saturday 21st (06:45). Which would you like?",
            _BL_BOOKING,
            _BL_FLIGHTS,
        ),
        u(
            "Sunday the 15th please.",
            "The 15th of September, 06:45. Is there a fee for rebooking?",
            "Sun 15/09 would be lovely - the 7th is a bit soon for us.",
            "Let's do Sunday September 15. Same launch site, Ashton Court?",
        ),
        a(
            "There's no rebooking fee after a weather cancellation, and it's the same launch site. Shall I move "
            "you to Sunday 15 September, 06:45?"
        ),
        u("Yes please.", "Yes, go ahead.", "yes - lovely, thank you", "Please do! No fee, even better."),
        a(
            "Done. Your new flight is on Sunday 15 September at 06:45, reference HAB-230871-R1. The pilot "
            "confirms the weather the evening before by text.",
            call(
                "rebook_flight",
                {"booking": "HAB-230871", "flight": "F-0915-AM"},
                {"status": "rebooked", "reference": "HAB-230871-R1", "date": "2024-09-15T06:45", "fee": 0.0},
            ),
        ),
        stop(
            "Wonderful, thank you so much!",
            "Perfect. HAB-230871-R1, noted. Thanks!",
            "Thank you dear, have a lovely day.",
            "",
        ),
    ),
    (
        u(_BL_OPENER),
        a("Of course. Could you give me the booking number and the email address on the booking?"),
        u(
            "HAB-230871 and gwen.morris@btinternet.com",
            "Booking HAB-230871, email gwen.morris@btinternet.com",
            "hab-230871 / Gwen.Morris@btinternet.com",
        ),
        a(
            "Thanks. Your flight for two on 17/08 was cancelled for wind. Which weekends in September suit you?",
            _BL_BOOKING,
        ),
        u(
            "Any weekend morning is fine, the later in the month the better.",
            "A Sunday would be best for us.",
            "Saturdays or Sundays, whatever you have. Mornings only I suppose?",
        ),
        a(
            "Yes, we only fly at dawn. I have Saturday 7, Sunday 15 and Saturday 21 September; the 21st launches "
            "at 06:45.",
            _BL_FLIGHTS,
        ),
        u("The 21st then.", "Saturday 21 September please.", "21/9 works, book that one"),
        a(
            "Rebooked to Saturday 21 September, 06:45, reference HAB-230871-R1, no fee.",
            call(
                "rebook_flight",
                {"booking": "HAB-230871", "flight": "F-0921-AM"},
                {"status": "rebooked", "reference": "HAB-230871-R1", "date": "2024-09-21T06:45", "fee": 0.0},
            ),
        ),
        u(
            "Should we still bring warm clothes that early?",
            "Do we need to print anything?",
            "Will you text 07700 900417 the night before?",
        ),
        a("Dress warmly and wear flat shoes. Nothing to print; we text the evening before."),
        stop("Lovely, thanks again.", "Thank you, goodbye!", "Great, thanks so much for your help."),
    ),
    (
        u(_BL_OPENER),
        a("Let me look. What's the booking number?"),
        _BL_NUMBER,
        a(
            "I see HAB-230871. I'm afraid this booking has already been moved twice, and our terms allow only two "
            "changes, so I'm not able to rebook it. You can ask the office for a refund of the £398 instead.",
            call(
                "get_booking",
                {"booking": "HAB-230871"},
                {"booking": "HAB-230871", "paid": 398.0, "reschedules": 2, "max_reschedules": 2},
            ),
        ),
        u(
            "Oh dear, I didn't realise. The first time was because of rain too, you know.",
            "That's a shame. How do I contact the office?",
            "Really? Both times it was your side that cancelled...",
        ),
        a(
            "I understand, and I'm sorry. The office is at office@skyward-balloons.co.uk; they can look at a "
            "refund of the £398."
        ),
        stop(
            "Alright, I'll write to them. Thank you.",
            "I'll ask office@skyward-balloons.co.uk for the £398 back then. Goodbye.",
            "Fine. Thanks for explaining.",
        ),
    ),
)

# -- 5. wheelchair hire --------------------------------------------------------------------------------------------

WHEELCHAIR = Scenario(
    goal="Hire a lightweight folding wheelchair for your father's week-long visit, delivered to your home on the "
    "day he arrives.",
    persona="an adult daughter organising her father's visit, efficient and brief",
    known_facts={
        "full_name": "Nora Blake",
        "delivery_address": "27 Kestrel Road, Leeds LS6 2QT",
        "phone": "07911 123456",
        "arrival_date": "2024-10-12",
        "departure_date": "2024-10-19",
    },
    unknown_facts=["weekly hire price: £65", "deposit"],
    expected=["create_hire"],
)
_WH_STOCK = call(
    "check_stock",
    {"model": "folding-lightweight", "from": "2024-10-12", "to": "2024-10-19"},
    {
        "model": "Karma Ergo Lite",
        "available": True,
        "weekly_price": 65.0,
        "deposit": 50.0,
        "delivery_fee": 12.0,
    },
)
_WH_HIRE = call(
    "create_hire",
    {
        "model": "Karma Ergo Lite",
        "from": "2024-10-12",
        "to": "2024-10-19",
        "address": "27 Kestrel Road, LS6 2QT",
    },
    {
        "hire_id": "WH-77315",
        "delivery": "2024-10-12 08:00-12:00",
        "collection": "2024-10-19",
        "total": 77.0,
        "deposit": 50.0,
    },
)
_WH_OPEN = u(
    "Hi, I need to hire a lightweight folding wheelchair for a week for my dad.",
    "Hello - do you hire out folding wheelchairs? My father is visiting for a week.",
    "hi, looking for a light folding wheelchair to hire for 7 days, delivered to my house",
    "Hi there, I'd like to rent a folding wheelchair for my father's visit, ideally delivered.",
)
_WH_DATES = u(
    "From 12 October to 19 October.",
    "Oct 12 - Oct 19.",
    "12/10 until 19/10 - he arrives on the 12th",
    "The 12th to the 19th of October 2024.",
)
WHEELCHAIR_FLOWS = (
    (
        _WH_OPEN,
        a("Certainly. Which dates do you need it for?"),
        _WH_DATES,
        a(
            "A Karma Ergo Lite is available for those dates: £65 for the week, a £50 refundable deposit and £12 "
            "delivery. Where should we deliver it?",
            _WH_STOCK,
        ),
        u(
            "27 Kestrel Road, Leeds LS6 2QT.",
            "To 27 Kestrel Road, Leeds, LS6 2QT please. So £77 plus the deposit?",
            "27 kestrel rd, LS6 2QT. Delivery on the 12th itself please.",
            "Address is 27 Kestrel Road, Leeds LS6 2QT.",
        ),
        a("Yes, £77 plus the £50 deposit. And your name and a contact number?"),
        u("Nora Blake, 07911 123456.", "Nora Blake - 07911123456", "Name Nora Blake, mobile 07911 123 456"),
        a(
            "Booked: hire WH-77315, delivery on Saturday 12 October between 08:00 and 12:00, collection on 19 "
            "October. £77 charged now; the £50 deposit is refunded after collection.",
            _WH_HIRE,
        ),
        stop("Thanks, that's perfect.", "Great, thank you.", "Brilliant, WH-77315 noted. Thanks", ""),
    ),
    (
        u(
            "Hi, I'd like to hire a folding wheelchair from 12 October for a week, delivered.",
            "Hello, need a folding wheelchair 12-19 Oct for my father, can you deliver?",
            "hi, wheelchair hire please, lightweight folding one, he arrives 12/10 and leaves 19/10",
        ),
        a("Happy to help. Please give me the delivery address, your name and a phone number."),
        u(
            "Nora Blake, 27 Kestrel Road, Leeds LS6 2QT, 07911 123456",
            "Name: Nora Blake\nAddress: 27 Kestrel Road, Leeds LS6 2QT\nPhone: 07911 123456",
            "It's Nora Blake at 27 Kestrel Road, Leeds LS6 2QT. Phone 07911123456.",
        ),
        a(
            "The Karma Ergo Lite is free from 12 to 19 October: £65 for the week, £12 delivery and a £50 "
            "deposit. Shall I book it?",
            _WH_STOCK,
        ),
        u(
            "Yes please. Does it fit in a car boot?",
            "Yes, book it. Can it be delivered early in the morning?",
            "Yes. £65 + £12 = £77, correct?",
            "go ahead",
        ),
        a(
            "Booked, WH-77315: delivery on 12 October between 08:00 and 12:00 (I've asked for as early as "
            "possible), collection on 19 October. It folds to fit most car boots. £77 plus the £50 deposit.",
            _WH_HIRE,
        ),
        stop("Great, thanks.", "Perfect, thank you.", "Thanks, bye", ""),
    ),
    (
        _WH_OPEN,
        a("Sure, which dates?"),
        _WH_DATES,
        a(
            "I'm sorry, I can't reach our stock system right now, so I can't check or book a wheelchair. Could "
            "you try again later today?",
            call(
                "check_stock",
                {"model": "folding-lightweight", "from": "2024-10-12", "to": "2024-10-19"},
                error="TimeoutError: inventory service did not respond",
            ),
        ),
        stop(
            "Ok, I'll try again this afternoon. Thanks.",
            "Alright, I'll call back later.",
            "no worries, I'll try later. bye",
        ),
    ),
)

# -- 6. horse-riding lesson (with an opener) -----------------------------------------------------------------------

RIDING = Scenario(
    goal="Book a private beginner horse-riding lesson for your ten-year-old daughter on a Saturday morning.",
    persona="a parent, friendly, asks a lot of questions",
    known_facts={
        "member_number": "RC-44127",
        "child_name": "Lily Okafor",
        "child_date_of_birth": "2014-05-22",
        "email": "ada.okafor@gmail.com",
    },
    unknown_facts=["lesson price: €42"],
    opener="Hi! I'd like to book a riding lesson for my daughter.",
    expected=["book_lesson"],
)
_RI_OPENER = "Hi! I'd like to book a riding lesson for my daughter."
_RI_LESSONS = call(
    "find_lessons",
    {"level": "beginner", "type": "private", "day": "Saturday"},
    {
        "slots": [
            {"id": "L-0928-09", "date": "2024-09-28T09:00", "instructor": "Sanne de Vries", "price": 42.0},
            {"id": "L-0928-10", "date": "2024-09-28T10:30", "instructor": "Tom Keller", "price": 42.0},
            {"id": "L-1005-09", "date": "2024-10-05T09:00", "instructor": "Sanne de Vries", "price": 42.0},
        ]
    },
)
_RI_LESSONS_TEXT = (
    "Private beginner lessons on Saturday mornings: 28 September at 09:00 or 10:30, or 5 October at 09:00. Each "
    "is €42 for 45 minutes, helmet included."
)
RIDING_FLOWS = (
    (
        u(_RI_OPENER),
        a("Lovely! Is she a member with us? If so, what's the member number?"),
        u(
            "Yes, our family membership is RC-44127.",
            "RC-44127",
            "member no. rc-44127",
            "Yes, it's RC 44127 (it's under my name).",
        ),
        a("Thanks. What's the rider's name and date of birth?"),
        u(
            "Lily Okafor, born 22 May 2014.",
            "Lily Okafor, 2014-05-22",
            "Her name is Lily Okafor and her birthday is May 22nd, 2014. She's ten and horse-mad.",
            "lily okafor - dob 22/05/2014",
        ),
        a(_RI_LESSONS_TEXT, _RI_LESSONS),
        u(
            "The 28th at 9 please.",
            "Saturday 28 Sept, 09:00. Who would be teaching her?",
            "9:00 on the 28th sounds good. Does she need riding boots?",
            "Sept 28 at 9am, thanks!",
        ),
        a(
            "Sanne de Vries teaches that one. Boots aren't required, sturdy shoes with a small heel are fine. "
            "Shall I book it?"
        ),
        u("Yes please!", "Perfect, book it.", "Yes, go ahead with Sanne then.", "yes please, €42 is fine"),
        a(
            "Booked: LES-9082, Lily with Sanne de Vries on Saturday 28 September at 09:00. The €42 is paid at the "
            "stables.",
            call(
                "book_lesson",
                {"member": "RC-44127", "rider": "Lily Okafor", "slot": "L-0928-09"},
                {"booking": "LES-9082", "date": "2024-09-28T09:00", "price": 42.0, "helmet": "included"},
            ),
        ),
        stop(
            "Thank you so much, she'll be thrilled!",
            "Great, thanks!",
            "Wonderful. See you on the 28th!",
            "",
        ),
    ),
    (
        u(_RI_OPENER),
        a("Of course. Could you give me your email so I can find your account?"),
        u("ada.okafor@gmail.com", "Sure, it's ada.okafor@gmail.com", "Ada.Okafor@gmail.com"),
        a(
            "Found member RC-44127. Is the lesson for Lily, born 22 May 2014?",
            call(
                "find_member",
                {"email": "ada.okafor@gmail.com"},
                {"member": "RC-44127", "children": [{"name": "Lily Okafor", "dob": "2014-05-22"}]},
            ),
        ),
        u(
            "Yes, that's her.",
            "Yes, for Lily. Saturday mornings are best for us.",
            "Yep, Lily. How much is a private lesson?",
        ),
        a(_RI_LESSONS_TEXT, _RI_LESSONS),
        u(
            "Can we do 10:30 on the 28th? She's not a morning person :)",
            "28 September at 10:30 please.",
            "10:30 on Saturday the 28th.",
        ),
        a(
            "Booked with Tom Keller on 28 September at 10:30, booking LES-9082, €42.",
            call(
                "book_lesson",
                {"member": "RC-44127", "rider": "Lily Okafor", "slot": "L-0928-10"},
                {"booking": "LES-9082", "date": "2024-09-28T10:30", "price": 42.0, "helmet": "included"},
            ),
        ),
        u("What should she wear?", "Do we need to arrive early?", "Is it ok if I watch from the side?"),
        a("Long trousers and shoes with a small heel; come 15 minutes early; parents are welcome to watch."),
        stop("Great, thank you!", "Perfect, thanks for all the info.", "Lovely, thanks a lot. Bye!"),
    ),
)

# -- 7. bike-fit appointment ---------------------------------------------------------------------------------------

BIKEFIT = Scenario(
    goal="Book a professional bike-fit appointment for your new road bike, using the customer discount from the "
    "bike purchase.",
    persona="an amateur triathlete, precise, uses a lot of abbreviations",
    known_facts={
        "order_number": "ORD-559204",
        "email": "j.tanaka@velomail.com",
        "phone": "+44 20 7946 0321",
        "bike_model": "Canyon Endurace CF 7",
    },
    unknown_facts=["discount code: FIT15-KX82"],
    expected=["book_fit"],
)
_BF_ORDER = call(
    "get_order",
    {"order": "ORD-559204"},
    {
        "order": "ORD-559204",
        "item": "Canyon Endurace CF 7",
        "purchased": "2024-04-02",
        "fit_discount": "15%",
        "discount_code": "FIT15-KX82",
    },
)
_BF_SLOTS = call(
    "list_fit_slots",
    {"studio": "Clapham"},
    {"slots": ["2024-04-18T17:30", "2024-04-20T10:00"], "price": 180.0, "duration_min": 120},
)
BIKEFIT_FLOWS = (
    (
        u(
            "Hi, I'd like to book a bike fit for my new road bike. I think I get a discount since I bought it "
            "from you?",
            "Hey - want to book a full bike fit for my new road bike, bought it from you guys recently. Any "
            "discount?",
            "Hello, bike fit appointment please, for a new Canyon Endurace CF 7 purchased from your shop.",
            "hi, need a bike fit asap, new road bike (Endurace CF 7). is there a customer discount?",
        ),
        a("Sure. What's the order number of the bike purchase?"),
        u("ORD-559204", "It's ORD-559204.", "order # ORD 559204", "ord-559204 :)"),
        a(
            "Thanks: a Canyon Endurace CF 7 bought on 2 April. That gives you 15% off a fit: the full fit is "
            "£180, so £153 with code FIT15-KX82. Free slots at Clapham: Thu 18 April 17:30 or Sat 20 April "
            "10:00.",
            _BF_ORDER,
            _BF_SLOTS,
        ),
        u(
            "Sat 20/4 at 10:00 pls. £153 is fine.",
            "The Saturday, 10am. How long does it take?",
            "Thu 17:30 clashes w/ training, so Sat 20 Apr 10:00.",
            "Saturday the 20th, 10 o'clock. So I save £27, nice.",
        ),
        a(
            "It takes about two hours. Shall I book Saturday 20 April at 10:00 with the discount? I'll need a "
            "phone number too."
        ),
        u("Yes. Phone is +44 20 7946 0321.", "yes, 020 7946 0321", "Yes pls - +442079460321"),
        a(
            "Booked: BF-30418, Saturday 20 April, 10:00-12:00, £153 after the 15% discount. Bring your bike, "
            "shoes and kit.",
            call(
                "book_fit",
                {"order": "ORD-559204", "slot": "2024-04-20T10:00", "discount_code": "FIT15-KX82"},
                {"appointment": "BF-30418", "price": 153.0, "slot": "2024-04-20T10:00", "duration_min": 120},
            ),
        ),
        stop("Perfect, thx!", "Great, BF-30418 noted. Cheers!", "Thanks, see you Sat.", ""),
    ),
    (
        u(
            "Hi, can I book a bike fit? Got my new road bike from you and heard there's a discount.",
            "Hello! Looking to book a bike fit for a bike I bought at your shop.",
            "hey, bike fit pls - new Canyon Endurace CF 7 from you",
        ),
        a("Happy to help. Could I have the email address you used for the purchase?"),
        u("j.tanaka@velomail.com", "sure: j.tanaka@velomail.com", "J.Tanaka@velomail.com"),
        a(
            "I found order ORD-559204 for a Canyon Endurace CF 7. You get 15% off: £153 instead of £180. When "
            "would you like to come in?",
            _BF_ORDER,
        ),
        u(
            "Any weekday evening or Sat morning.",
            "Ideally a Saturday. Who does the fits?",
            "evenings after work are best, or weekends",
        ),
        a("Our fitter is Priya Shah. Free slots: Thu 18 April at 17:30 or Sat 20 April at 10:00.", _BF_SLOTS),
        u("Thu 18th 17:30 please.", "Let's do Thursday 18 April, 17:30.", "18/04 at 5:30pm works"),
        a(
            "Booked: BF-30418, Thursday 18 April, 17:30-19:30 with Priya, £153 with code FIT15-KX82.",
            call(
                "book_fit",
                {"order": "ORD-559204", "slot": "2024-04-18T17:30", "discount_code": "FIT15-KX82"},
                {"appointment": "BF-30418", "price": 153.0, "slot": "2024-04-18T17:30", "duration_min": 120},
            ),
        ),
        u(
            "Should I bring my cleats + bib shorts?",
            "Great. Do I pay the £153 on the day?",
            "thx. Is there parking nearby?",
        ),
        a("Yes, bring shoes with cleats and your usual kit; you pay on the day; there's street parking."),
        stop("Perfect, thanks!", "Great, see you Thu.", "Cheers, all good."),
    ),
)

# -- 8. stair-lift service (with an opener) ------------------------------------------------------------------------

STAIRLIFT = Scenario(
    goal="Book the annual service for your mother's stair-lift and ask for the seat to be checked, as it has "
    "started to squeak.",
    persona="a son caring for his elderly mother, patient and courteous",
    known_facts={
        "customer_number": "SLC-082214",
        "installation_address": "9 Orchard Close, Harrogate HG2 7PL",
        "phone": "01423 567 890",
        "model": "Stannah 600",
    },
    unknown_facts=["engineer's name", "service fee: £95"],
    opener="Good morning, I need to book the yearly service for my mother's stair-lift.",
    expected=["book_service"],
)
_SL_OPENER = "Good morning, I need to book the yearly service for my mother's stair-lift."
_SL_CUSTOMER = call(
    "get_customer",
    {"customer": "SLC-082214"},
    {
        "customer": "SLC-082214",
        "address": "9 Orchard Close, Harrogate HG2 7PL",
        "model": "Stannah 600",
        "last_service": "2023-11-08",
        "service_fee": 95.0,
    },
)
_SL_VISITS = call(
    "list_visits",
    {"postcode": "HG2 7PL"},
    {"visits": ["2024-11-12T09:00/12:00", "2024-11-14T13:00/16:00"]},
)
STAIRLIFT_FLOWS = (
    (
        u(_SL_OPENER),
        a("Good morning. Could I have the customer number? It's on the sticker under the seat."),
        u(
            "Yes, it's SLC-082214.",
            "SLC-082214",
            "The sticker says SLC 082214.",
            "customer number slc-082214",
        ),
        a(
            "Thank you. That's the Stannah 600 at 9 Orchard Close, Harrogate, last serviced on 8 November 2023. "
            "The annual service is £95. Available visits: Tuesday 12 November, 9-12, or Thursday 14 November, "
            "1-4 pm.",
            _SL_CUSTOMER,
            _SL_VISITS,
        ),
        u(
            "Thursday the 14th in the afternoon please. Could the engineer also look at the seat? It's started to "
            "squeak.",
            "Thursday 14/11, 1-4. Also the seat squeaks a bit lately.",
            "The 14th, afternoon. £95 is fine. One more thing: the seat has begun squeaking.",
            "Tuesday mornings are difficult for Mum, so Thursday 14 November please.",
        ),
        a("Of course, I'll note the seat on the job. And a phone number for the engineer to ring ahead?"),
        u(
            "01423 567 890",
            "Please ring 01423 567890, that's Mum's landline.",
            "It's 01423 567 890 - I'll be there with her.",
        ),
        a(
            "Booked: job SV-61129, Thursday 14 November, 13:00-16:00, with a note to check the seat. The £95 is "
            "paid on the day.",
            call(
                "book_service",
                {"customer": "SLC-082214", "visit": "2024-11-14T13:00", "notes": "seat squeaks"},
                {"job": "SV-61129", "visit": "2024-11-14 13:00-16:00", "fee": 95.0},
            ),
        ),
        stop(
            "Thank you very much.",
            "Lovely, thanks for your help.",
            "Great, SV-61129. Thank you, goodbye.",
            "",
        ),
    ),
    (
        u(_SL_OPENER),
        a("Certainly. Could I take the first line of the address and the postcode?"),
        u(
            "9 Orchard Close, HG2 7PL.",
            "It's 9 Orchard Close, Harrogate HG2 7PL.",
            "9 orchard close, harrogate, hg2 7pl",
        ),
        a(
            "Found it: customer SLC-082214, a Stannah 600, last serviced 08/11/2023. The earliest visits are "
            "12 November (morning) or 14 November (afternoon).",
            _SL_CUSTOMER,
            _SL_VISITS,
        ),
        u(
            "12 November please, the morning.",
            "Tuesday the 12th, 9 to 12. How much is the service?",
            "the 12th is good. Will it be the same engineer as last year?",
        ),
        a(
            "The service is £95, and I can't promise the same engineer. Shall I book Tuesday 12 November, 9-12?"
        ),
        u(
            "Yes please. And the seat squeaks, could they check that?",
            "Yes, book it. There's also a squeak in the seat.",
            "Yes, £95 is fine. Go ahead.",
        ),
        a(
            "Booked: job SV-61129, Tuesday 12 November, 09:00-12:00, with a note about the seat.",
            call(
                "book_service",
                {"customer": "SLC-082214", "visit": "2024-11-12T09:00", "notes": "seat squeaks"},
                {"job": "SV-61129", "visit": "2024-11-12 09:00-12:00", "fee": 95.0},
            ),
        ),
        u(
            "Does my mother need to do anything before the visit?",
            "Will you send a confirmation letter?",
            "How long does a service usually take?",
        ),
        a("Nothing to prepare; a confirmation letter goes out today, and the service takes about an hour."),
        stop("Thank you, that's very helpful.", "Splendid, thanks. Goodbye.", "Thanks for your help."),
    ),
)

# -- 9. pet-microchip registration ---------------------------------------------------------------------------------

MICROCHIP = Scenario(
    goal="Register your newly adopted rescue dog's microchip in your name, replacing the previous keeper's "
    "details.",
    persona=None,
    known_facts={
        "chip_number": "981020000452371",
        "dog_name": "Biscuit",
        "owner_name": "Tomasz Nowak",
        "email": "t.nowak@onet.pl",
        "phone": "+48 601 234 567",
        "adoption_date": "2024-03-09",
    },
    unknown_facts=["transfer fee: £12.50"],
    expected=["transfer_keeper"],
)
_MC_LOOKUP = call(
    "lookup_chip",
    {"chip": "981020000452371"},
    {
        "chip": "981020000452371",
        "registered": True,
        "keeper": "Happy Paws Rescue",
        "animal": "dog",
        "fee": 12.5,
    },
)
_MC_TRANSFER = call(
    "transfer_keeper",
    {"chip": "981020000452371", "new_keeper": "Tomasz Nowak", "email": "t.nowak@onet.pl"},
    {"transfer": "TRF-204417", "status": "completed", "fee": 12.5, "effective": "2024-03-14"},
)
_MC_OPEN = u(
    "Hi, I adopted a dog recently and need to register his microchip in my name.",
    "Hello, I need to transfer a microchip registration to me - just adopted a rescue dog.",
    "hi! new rescue pup, Biscuit, how do I get his chip registered to me?",
    "Good evening, I'd like to update my dog's microchip details, I'm his new owner.",
)
_MC_CHIP = u(
    "981020000452371",
    "It's 981 020 000 452 371.",
    "chip number: 981020000452371 (from the adoption papers)",
    "981-020-000-452-371",
)
MICROCHIP_FLOWS = (
    (
        _MC_OPEN,
        a("Congratulations! What's the 15-digit chip number?"),
        _MC_CHIP,
        a(
            "Thanks. That chip is registered to Happy Paws Rescue, for a dog. A keeper transfer costs £12.50. "
            "Can I take your full name, email and phone number?",
            _MC_LOOKUP,
        ),
        u(
            "Tomasz Nowak, t.nowak@onet.pl, +48 601 234 567",
            "Name: Tomasz Nowak\nEmail: t.nowak@onet.pl\nPhone: +48 601 234 567",
            "tomasz nowak / t.nowak@onet.pl / 601 234 567 (polish mobile, +48)",
            "Sure - Tomasz Nowak, email t.nowak@onet.pl, phone +48601234567. £12.50 is fine.",
        ),
        a("And the date you adopted him?"),
        u("9 March 2024.", "March 9th.", "2024-03-09", "on the 9th of March, so only a few days ago"),
        a(
            "Done. Transfer TRF-204417: chip 981020000452371 is now registered to Tomasz Nowak, effective 14 "
            "March 2024. £12.50 has been charged.",
            _MC_TRANSFER,
        ),
        stop(
            "Thank you!",
            "Great, TRF-204417 - thanks!",
            "Perfect, Biscuit is officially mine now :) thanks",
            "",
        ),
    ),
    (
        _MC_OPEN,
        a("Sure. Could I have your name and email first?"),
        u(
            "Tomasz Nowak, t.nowak@onet.pl",
            "It's Tomasz Nowak - email t.nowak@onet.pl.",
            "t.nowak@onet.pl, Tomasz Nowak",
        ),
        a("Thanks. And the chip number?"),
        _MC_CHIP,
        a(
            "That chip (981020000452371) is registered to Happy Paws Rescue. Transferring it to you costs "
            "£12.50. Do you want the dog's name updated as well?",
            _MC_LOOKUP,
        ),
        u(
            "Yes, his name is Biscuit now.",
            "Yes please - Biscuit.",
            "yes, it's Biscuit. Do I need anything from the rescue for the transfer?",
        ),
        a(
            "No, rescue transfers are pre-approved. Done: transfer TRF-204417, keeper Tomasz Nowak, dog's name "
            "Biscuit. £12.50 charged.",
            _MC_TRANSFER,
        ),
        u(
            "Will I get a certificate by email?",
            "Do you need my phone number as well?",
            "Thanks! Is the national database updated straight away?",
        ),
        a(
            "A certificate goes to t.nowak@onet.pl within a day, and the record is live now. I don't have a "
            "phone number on the record yet; would you like to add one?"
        ),
        u("Yes, +48 601 234 567.", "Sure, 601 234 567 with +48 in front.", "yes pls: +48601234567"),
        a(
            "Added.",
            call(
                "update_contact", {"chip": "981020000452371", "phone": "+48601234567"}, {"status": "updated"}
            ),
        ),
        stop("Thanks a lot!", "Great, that's everything. Thank you.", "perfect, thanks!"),
    ),
    (
        _MC_OPEN,
        a("Happy to help. What's the chip number?"),
        _MC_CHIP,
        a(
            "That chip is registered to a private keeper, not a rescue, so I'm not able to transfer it without "
            "their consent. I've sent them a request; if they don't reply within 14 days, the rescue can contact "
            "us.",
            call(
                "lookup_chip",
                {"chip": "981020000452371"},
                {"chip": "981020000452371", "keeper_type": "private", "transfer": "consent_required"},
            ),
        ),
        u(
            "Oh, strange, the rescue said it was all sorted. What should I tell them?",
            "Hmm ok. So I just wait two weeks?",
            "That's odd - I adopted him on 9 March from a rescue.",
        ),
        a("Ask the rescue to contact us with the adoption papers; that usually speeds things up."),
        stop("Ok, I'll call the rescue. Thanks for the help.", "Alright, thanks anyway.", "ok, will do. bye"),
    ),
)

# -- 10. recording-studio session (with an opener) -----------------------------------------------------------------

STUDIO = Scenario(
    goal="Book a four-hour recording-studio session with an engineer for your band next month and pay the "
    "deposit.",
    persona="a bass player booking for his indie band, informal",
    known_facts={
        "band_name": "Low Tide Radio",
        "contact_email": "bookings@lowtideradio.com",
        "phone": "+1 503 555 0176",
        "card_last_four": "4417",
    },
    unknown_facts=["deposit: $120", "session id"],
    opener="Hey, we're looking to book a studio session for our band next month.",
    expected=["book_session"],
)
_ST_OPENER = "Hey, we're looking to book a studio session for our band next month."
_ST_ROOMS = call(
    "check_rooms",
    {"month": "2024-11", "hours": 4, "engineer": True},
    {
        "options": [
            {
                "room": "Studio B",
                "start": "2024-11-09T12:00",
                "hours": 4,
                "rate": 75.0,
                "engineer_rate": 40.0,
            },
            {
                "room": "Studio A",
                "start": "2024-11-16T10:00",
                "hours": 4,
                "rate": 95.0,
                "engineer_rate": 40.0,
            },
        ]
    },
)
_ST_ROOMS_TEXT = (
    "Available next month: Saturday November 9, 12:00-16:00 in Studio B ($75/h + $40/h engineer, $460 total) or "
    "Saturday November 16, 10:00-14:00 in Studio A ($95/h + $40/h, $540 total)."
)
STUDIO_FLOWS = (
    (
        u(_ST_OPENER),
        a("Nice! How many hours, and do you need an engineer?"),
        u(
            "Four hours, and yes we'll need an engineer.",
            "4 hrs w/ an engineer please",
            "About four hours, with someone running the desk. We're tracking drums and bass mostly.",
            "four hours should do it, engineer yes",
        ),
        a(_ST_ROOMS_TEXT, _ST_ROOMS),
        u(
            "Studio B on the 9th, $460 works for us.",
            "Nov 9 in B. Is there a drum kit in B or do we bring ours?",
            "The 16th in A is $80 more, right? We'll go with B on Nov 9.",
            "sat 11/9, 12-4, studio B",
        ),
        a(
            "Great choice, and B has a house kit. To hold it there's a $120 deposit. What's the band name and a "
            "contact email?"
        ),
        u(
            "Low Tide Radio, bookings@lowtideradio.com",
            "Band is Low Tide Radio. Email bookings@lowtideradio.com",
            "we're Low Tide Radio - email is bookings@lowtideradio.com. $120 is fine",
        ),
        a("I'll charge the deposit to the card on your account; can you confirm its last four digits?"),
        u("4417", "Card ending 4417.", "it ends in 4417"),
        a(
            "Booked: session SES-70943, Studio B, Saturday November 9, 12:00-16:00 with an engineer. $120 deposit "
            "charged to the card ending 4417; the $340 balance is due on the day.",
            call(
                "book_session",
                {"room": "Studio B", "start": "2024-11-09T12:00", "hours": 4, "band": "Low Tide Radio"},
                {"session": "SES-70943", "total": 460.0, "deposit_charged": 120.0, "balance_due": 340.0},
            ),
        ),
        stop("Sweet, thanks!", "Awesome, see you on the 9th.", "Great, SES-70943 noted. cheers", ""),
    ),
    (
        u(_ST_OPENER),
        a("Sure! Have you recorded with us before? An email or phone number on the account would help."),
        u(
            "Yes, bookings@lowtideradio.com",
            "Phone is +1 503 555 0176.",
            "yep, email bookings@lowtideradio.com",
            "we did last year - 503-555-0176",
        ),
        a(
            "Found Low Tide Radio. How long a session, and with an engineer?",
            call(
                "find_account",
                {"query": "bookings@lowtideradio.com"},
                {"band": "Low Tide Radio", "account": "ACC-3318", "card_on_file": "4417"},
            ),
        ),
        u("4 hours with an engineer.", "Four hours, engineer needed.", "4h, and yes please to the engineer"),
        a(_ST_ROOMS_TEXT, _ST_ROOMS),
        u(
            "Studio A on the 16th please.",
            "Nov 16, 10-2 in A. $540 total right?",
            "the 16th. A is the bigger room, yeah?",
        ),
        a("Yes, A is our big live room; $540 in total. Book it with a $120 deposit on the card ending 4417?"),
        u("Yes please.", "Go for it.", "yep, that card's fine"),
        a(
            "Booked: session SES-70943, Studio A, Saturday 16 November, 10:00-14:00. $120 deposit charged; $420 "
            "due on the day.",
            call(
                "book_session",
                {"room": "Studio A", "start": "2024-11-16T10:00", "hours": 4, "band": "Low Tide Radio"},
                {"session": "SES-70943", "total": 540.0, "deposit_charged": 120.0, "balance_due": 420.0},
            ),
        ),
        u(
            "Can we bring a friend to take photos?",
            "What time can we load in?",
            "Do you have a bass amp there or should I bring mine?",
        ),
        a(
            "Friends are welcome in the control room, load-in is 30 minutes before, and there's an Ampeg in A."
        ),
        stop("Perfect, thanks!", "Sweet, see you then.", "cool, thanks man"),
    ),
)

DOMAINS: list[Domain] = [
    Domain("redelivery", REDELIVERY, REDELIVERY_FLOWS),
    Domain("scubagear", SCUBAGEAR, SCUBAGEAR_FLOWS),
    Domain("cooking", COOKING, COOKING_FLOWS),
    Domain("balloon", BALLOON, BALLOON_FLOWS),
    Domain("wheelchair", WHEELCHAIR, WHEELCHAIR_FLOWS),
    Domain("riding", RIDING, RIDING_FLOWS),
    Domain("bikefit", BIKEFIT, BIKEFIT_FLOWS),
    Domain("stairlift", STAIRLIFT, STAIRLIFT_FLOWS),
    Domain("microchip", MICROCHIP, MICROCHIP_FLOWS),
    Domain("studio", STUDIO, STUDIO_FLOWS),
]


# -- seeded faults: each breaks exactly one rule ------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener (8): the first message is not the scenario's opener, word for word
    F(
        "opener",
        "redelivery",
        0,
        Say(0, "Hi, the courier came by with my lost suitcase while I was out. Could you deliver it again?"),
        "paraphrase",
    ),
    F(
        "opener",
        "redelivery",
        1,
        Say(
            0,
            "Hi, the courier tried to deliver my lost suitcase while I was out. Can you bring it again? File "
            "reference OPOTP31877.",
        ),
        "opener plus a sentence with a fact",
    ),
    F(
        "opener",
        "balloon",
        0,
        Say(0, "Hello, our balloon flight was cancelled because of the wind."),
        "truncated",
    ),
    F(
        "opener",
        "balloon",
        1,
        Say(
            0,
            "Bonjour, notre vol en montgolfière a été annulé à cause du vent et je voudrais le reprogrammer.",
        ),
        "in another language",
    ),
    F(
        "opener",
        "riding",
        0,
        Say(0, "Hi! I'd like to book a horse riding lesson for my daughter."),
        "one word added",
    ),
    F(
        "opener",
        "stairlift",
        0,
        Say(0, "morning - need to book mum's stairlift in for its yearly service pls"),
        "casual rewrite",
    ),
    F(
        "opener",
        "stairlift",
        1,
        Say(
            0,
            "Hello, could someone look at my mother's stair-lift? The seat has started squeaking, and it's due "
            "its annual service anyway.",
        ),
        "starts from the goal instead",
    ),
    F(
        "opener",
        "studio",
        0,
        Say(
            0,
            "Hey, we're looking to book a studio session for our band next month. What do you charge per hour?",
        ),
        "opener plus a question",
    ),
    # -- reply_shape (9): more than one voice, reasoning, a stop signal in the text, a stop that asks, ...
    F(
        "reply_shape",
        "scubagear",
        0,
        Say(1, "PADI-0419-22871\n\nAssistant: Thanks! Let me check availability for the weekend."),
        "assistant line after the reply",
    ),
    F(
        "reply_shape",
        "wheelchair",
        0,
        Say(
            1,
            "The agent wants the dates, and my scenario says my father arrives on 12 October and leaves on 19 "
            "October, so I should give both. From 12 October to 19 October please.",
        ),
        "reasoning as plain prose",
    ),
    F("reply_shape", "balloon", 0, Say(1, "Customer: It's HAB-230871."), "customer role marker"),
    F(
        "reply_shape",
        "riding",
        0,
        Say(
            2, "Lily Okafor, born 22 May 2014.\nAgent: Thank you! Let me look up the Saturday slots for Lily."
        ),
        "second speaker",
    ),
    F(
        "reply_shape",
        "bikefit",
        0,
        Say(
            2,
            "Great! I've booked you in for Saturday 20 April at 10:00. You'll receive a confirmation email "
            "shortly - anything else I can do for you?",
        ),
        "role inversion, the shop's voice",
    ),
    F(
        "reply_shape",
        "stairlift",
        1,
        Say(2, "Tuesday the 12th, 9 to 12. ###STOP### Actually, how much is the service?"),
        "stop signal in the middle of a turn",
    ),
    F(
        "reply_shape",
        "microchip",
        0,
        Say(4, "Great, thanks! Will the certificate come by post or by email?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "studio",
        1,
        Say(5, "Can we load in early? I guess yes, most places let you in half an hour before anyway."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "redelivery",
        2,
        Say(2, "(Note: the agent offered only one window, so I'll accept it.) Yes, book it."),
        "bracketed note to itself",
    ),
    # -- invented_specifics (9): a specific the user was never given
    F(
        "invented_specifics",
        "redelivery",
        0,
        Say(1, "Sure, it's CX-5521-0973-PT."),
        "tracking digits swapped",
    ),
    F(
        "invented_specifics",
        "scubagear",
        0,
        Say(3, "Marco Ferreira, marco.ferreira@divemail.com"),
        "email with the wrong domain",
    ),
    F(
        "invented_specifics",
        "cooking",
        1,
        Say(1, "GIFT-7Q4K-2210 and 0176 4432 8801"),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "balloon",
        1,
        Say(2, "Any weekend morning is fine, but we're away until 14 September."),
        "a date nobody gave",
    ),
    F(
        "invented_specifics",
        "wheelchair",
        0,
        Say(2, "To 27 Kestrel Road, Leeds, LS6 2QT please. So £72 plus the deposit?"),
        "wrong sum (65 + 12)",
    ),
    F(
        "invented_specifics",
        "riding",
        1,
        Say(4, "What should she wear? And could you copy the confirmation to ada.okafor@outlook.com?"),
        "a second email",
    ),
    F("invented_specifics", "bikefit", 0, Say(1, "ORD-559204 - paid £2,499 for it btw"), "purchase price"),
    F(
        "invented_specifics",
        "stairlift",
        0,
        Say(
            2,
            "Thursday the 14th in the afternoon please. It was last done on 8 November 2022, so it's overdue.",
        ),
        "wrong year for a date the agent gave",
    ),
    F(
        "invented_specifics",
        "studio",
        0,
        Say(5, "Awesome, SES-70934 noted. Cheers!"),
        "session id misquoted at the stop",
    ),
    # -- unknown_fact (9): an unknown fact stated before the agent told it
    F(
        "unknown_fact",
        "redelivery",
        1,
        Say(4, "Thursday morning, the 8th. The text message said to quote RD-20931."),
        "redelivery reference",
    ),
    F(
        "unknown_fact",
        "scubagear",
        1,
        Say(
            0,
            "Hi, can I rent a complete scuba set for Sat and Sun? I know there's a $150 deposit, that's fine.",
        ),
        "deposit amount",
    ),
    F(
        "unknown_fact",
        "cooking",
        0,
        Say(1, "GIFT-7Q4K-2210 - it's valid until 31/12/2024."),
        "expiry date in another format",
    ),
    F(
        "unknown_fact",
        "balloon",
        0,
        Say(2, "Sunday the 15th please. The new reference will be HAB-230871-R1, won't it?"),
        "new reference guessed as a question",
    ),
    F(
        "unknown_fact",
        "wheelchair",
        1,
        Say(
            0,
            "Hi, I'd like to hire a folding wheelchair from 12 October for a week. The £65 weekly rate is fine.",
        ),
        "weekly price",
    ),
    F(
        "unknown_fact",
        "riding",
        1,
        Say(2, "Yes, that's her. A private lesson is €42, right?"),
        "lesson price",
    ),
    F(
        "unknown_fact",
        "bikefit",
        0,
        Say(0, "Hi, I'd like to book a bike fit for my new road bike. I have the discount code FIT15-KX82."),
        "discount code",
    ),
    F(
        "unknown_fact",
        "stairlift",
        0,
        Say(3, "01423 567 890. Could you send Dave Harris again? He was very good last time."),
        "engineer's name with a value",
    ),
    F(
        "unknown_fact",
        "studio",
        1,
        Say(2, "4 hours with an engineer. And we'll pay the $120 deposit up front."),
        "deposit",
    ),
    # -- data_dump (9): more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "redelivery",
        0,
        Say(
            1,
            "CX-5521-0937-PT. File reference OPOTP31877, the address is Rua das Flores 41, apt 3B, Porto, and my "
            "phone is +351 913 220 481.",
        ),
        "asked for the tracking, gives three more",
    ),
    F(
        "data_dump",
        "scubagear",
        0,
        Say(
            0,
            "Hi! I'm Marco Ferreira (PADI-0419-22871) and I'd like a full set for this weekend, wetsuit L. Email "
            "is marco.ferreira@divemail.net.",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "cooking",
        0,
        Say(
            0,
            "Hi, I'd like to redeem a voucher for the Thai street food class:\n- Voucher: GIFT-7Q4K-2210\n- Name: "
            "Aisha Rahman\n- Email: aisha.rahman@posteo.de\n- Phone: 0176 4432 8810",
        ),
        "a list of four facts",
    ),
    F(
        "data_dump",
        "balloon",
        0,
        Say(1, "HAB-230871, booked under Gwen Morris, gwen.morris@btinternet.com, phone 07700 900417."),
        "asked for the booking, gives three more",
    ),
    F(
        "data_dump",
        "wheelchair",
        0,
        Say(1, "12 to 19 October. Deliver to 27 Kestrel Road, Leeds LS6 2QT; I'm Nora Blake, 07911 123456."),
        "asked for the dates, gives three more",
    ),
    F(
        "data_dump",
        "riding",
        0,
        Say(
            1,
            "RC-44127 - it's for Lily Okafor, born 22/05/2014, and please send confirmations to "
            "ada.okafor@gmail.com.",
        ),
        "asked for the member number, gives three more",
    ),
    F(
        "data_dump",
        "bikefit",
        1,
        Say(
            1, "j.tanaka@velomail.com\n\n--\nJ. Tanaka\nORD-559204 | Canyon Endurace CF 7 | +44 20 7946 0321"
        ),
        "a signature block",
    ),
    F(
        "data_dump",
        "stairlift",
        1,
        Say(
            1,
            "9 Orchard Close, Harrogate HG2 7PL. The customer number is SLC-082214, it's a Stannah 600, and you "
            "can reach me on 01423 567 890.",
        ),
        "asked for the address, gives three more",
    ),
    F(
        "data_dump",
        "microchip",
        1,
        Say(
            1,
            "Tomasz Nowak, t.nowak@onet.pl. In case it helps: chip 981020000452371, phone +48 601 234 567, "
            "adopted on 9 March 2024.",
        ),
        "asked for name and email, gives three more",
    ),
    # -- premature_stop (9): a stop before the expected write, the agent having neither failed nor refused
    F(
        "premature_stop",
        "redelivery",
        0,
        StopAt(4, "Hm, none of those really work, I'll sort something out with the neighbours. Thanks."),
        "after the windows",
    ),
    F("premature_stop", "scubagear", 0, StopAt(6, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "cooking",
        1,
        StopAt(6, "Perfect, so that's all booked then. Thanks!"),
        "takes the offer for the booking",
    ),
    F(
        "premature_stop",
        "balloon",
        1,
        StopAt(6, "Let me check with my husband which weekend suits and I'll ring back. Thank you."),
        "after the dates",
    ),
    F(
        "premature_stop",
        "wheelchair",
        1,
        StopAt(4, "Lovely, thank you, that all sounds fine."),
        "agrees, then leaves",
    ),
    F(
        "premature_stop",
        "riding",
        0,
        StopAt(8, "Great, thanks for the info! Bye."),
        "after 'shall I book it?'",
    ),
    F(
        "premature_stop",
        "bikefit",
        0,
        StopAt(4, "£153 is still a bit steep for me right now. I'll think about it, thx."),
        "after the price",
    ),
    F(
        "premature_stop",
        "stairlift",
        0,
        StopAt(2, "Let me find the sticker and ring you back."),
        "asked for a fact",
    ),
    F(
        "premature_stop",
        "studio",
        0,
        StopAt(8, "Hmm, I need to check with our drummer about the card first. Talk soon!"),
        "asked for the card",
    ),
    # -- persona_sent (8): the persona or the scenario did not reach the user model's prompt
    F("persona_sent", "redelivery", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F(
        "persona_sent",
        "scubagear",
        1,
        meta(2, prompt_missing=["known_facts.certification_number"]),
        "a known fact",
    ),
    F("persona_sent", "cooking", 0, meta(1, prompt_missing=["goal"]), "goal (no persona)"),
    F("persona_sent", "balloon", 2, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "wheelchair", 0, meta(3, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "bikefit", 1, meta(1, prompt_missing=["persona", "goal"]), "persona and goal"),
    F(
        "persona_sent",
        "microchip",
        1,
        meta(0, prompt_missing=["known_facts.chip_number", "known_facts.email"]),
        "two known facts",
    ),
    F(
        "persona_sent",
        "studio",
        0,
        meta(2, prompt_missing=["goal", "persona", "known_facts", "unknown_facts", "opener"]),
        "the whole scenario",
    ),
]
