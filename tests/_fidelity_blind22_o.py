"""Blind set 22, part O: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework and the first set's
``FAULTS`` in ``tests/_fidelity_blind.py``, the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing it.

The ten scenarios: an accordion repair booked in at a workshop (accordion), a bungee jump moved off a windy
day (bungee), one of two places on a cake decorating class refunded (cakedecorating), darts oches booked for a
birthday with a deposit (darts), a duplicate dinosaur park ticket charge refunded (dinosaurpark), an
enamelling workshop place transferred to a later date (enamelling), a private ferris wheel capsule moved to
the sunset rotation (ferriswheel), a wrong gold leaf delivery exchanged (goldleaf), a harbour dinner cruise
booked for an anniversary (harbourcruise) and a jet boat ride cancelled for a credit voucher (jetboat).

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

# -- 1. accordion repair -------------------------------------------------------------------------------------

ACCORDION = Scenario(
    goal="The bellows of your accordion leak air and one treble key sticks; book it in for a repair at the "
    "Squeezebox Workshop and find out when you can collect it.",
    persona="a semi-professional folk musician with gigs coming up, chatty and a little anxious",
    known_facts={
        "customer_number": "SQW-30418",
        "full_name": "Maren Solberg",
        "instrument": "Hohner Morino IV",
        "serial_number": "HM4-88172",
        "phone": "+49 151 2344 8318",
    },
    unknown_facts=["repair estimate: €340", "technician's name: Bartosz Lindqvist", "collection date"],
    opener=None,
    expected=["book_repair"],
)
_ACC_LOOKUP = call(
    "lookup_customer",
    {"customer_number": "SQW-30418"},
    result={
        "name": "Maren Solberg",
        "instruments": [{"model": "Hohner Morino IV", "serial": "HM4-88172", "last_service": "2023-10-05"}],
    },
)
_ACC_SLOTS = call(
    "list_intake_slots",
    {"week_of": "2025-03-10"},
    result={"slots": ["2025-03-11T10:00", "2025-03-13T15:30"]},
)
_ACC_BOOK = call(
    "book_repair",
    {
        "customer_number": "SQW-30418",
        "serial": "HM4-88172",
        "intake": "2025-03-11T10:00",
        "work": ["bellows leak", "sticking treble key"],
    },
    result={
        "ticket": "RP-2025-0419",
        "estimate_eur": 340,
        "technician": "Bartosz Lindqvist",
        "ready": "2025-03-21",
    },
)
ACCORDION_FLOWS = (
    (
        u(
            "Hi! My accordion's bellows have started leaking air and one of the treble keys keeps sticking. "
            "Can I book it in for a repair?",
            "hello - I need to get my accordion repaired, the bellows leak and a treble key sticks down. do "
            "you have any openings soon?",
            "Hi there, I'd like to book a repair. The bellows are losing air and there's a sticky key on the "
            "treble side. I've got gigs coming up, so sooner is better!",
            "Good morning, my Hohner Morino IV needs some work: leaky bellows and a sticking key. How do I "
            "book it in?",
        ),
        a("Sorry to hear that! Do you have a customer number with us?"),
        u(
            "Yes, it's SQW-30418.",
            "SQW-30418",
            "I think so - sqw 30418",
            "Yes: SQW30418, under Maren Solberg.",
        ),
        a(
            "Thanks, Ms. Solberg. I can see a Hohner Morino IV, serial HM4-88172, last serviced in October "
            "2023. Is that the instrument?",
            _ACC_LOOKUP,
        ),
        u(
            "Yes, that's the one.",
            "Yes, the Morino IV, serial HM4-88172. It was fine after the October 2023 service until a few "
            "weeks ago.",
            "That's it, HM4-88172. Is it normal for the bellows to go after less than two years?",
            "yep that's her!",
        ),
        a(
            "We have intake slots on Tuesday, March 11 at 10:00 or Thursday, March 13 at 15:30. Which suits "
            "you?",
            _ACC_SLOTS,
        ),
        u(
            "Tuesday the 11th at 10 please.",
            "The 11th at 10:00 works for me.",
            "I'll take the Tuesday slot, March 11. The earlier the better!",
            "10:00 on 11/03 please, I'm rehearsing on Thursday afternoon anyway.",
        ),
        a(
            "Booked. Your repair ticket is RP-2025-0419. Bartosz Lindqvist will look at the bellows and the "
            "key; the estimate is €340 and it should be ready on Friday, March 21.",
            _ACC_BOOK,
        ),
        u(
            "Great. Does the €340 include the key as well?",
            "Thanks! So RP-2025-0419 and collection on the 21st. Can I pay when I collect?",
            "Perfect. Will Bartosz call me if it turns out to cost more than €340?",
            "ok, thank you. is March 21 definite? I have a gig the day after.",
        ),
        a(
            "Yes, the estimate covers both the bellows and the key, and you pay on collection. If anything "
            "changes we'll call you before doing the work."
        ),
        stop(
            "Brilliant, thanks so much!",
            "Lovely, see you on the 11th then. Thanks!",
            "Great, thank you. Bye!",
            "",
        ),
    ),
    (
        u(
            "Hi, I'd like to book my accordion in for a repair - the bellows leak and a key on the right "
            "hand sticks.",
            "Hello! Bellows leaking + one sticky treble key on my accordion. When could you take it in?",
            "hi, can you fix leaky bellows? also a treble key that sticks. it's a Hohner",
            "Hello, I play most weekends and my accordion has started leaking air from the bellows. One "
            "treble key also sticks. Could I bring it in for a repair?",
        ),
        a("We can. Please give me your name, your customer number and the instrument's serial number."),
        u(
            "Maren Solberg, customer number SQW-30418, serial HM4-88172.",
            "Name: Maren Solberg\nCustomer no.: SQW-30418\nSerial: HM4-88172",
            "Sure - Maren Solberg, SQW 30418, and the serial is hm4-88172.",
            "It's Maren Solberg. Customer number SQW-30418. The serial on the bass side says HM4-88172.",
        ),
        a("Thanks. One moment while I pull up your file.", _ACC_LOOKUP),
        a("Found it. Our first free intake is Tuesday, March 11 at 10:00. Shall I book it?", _ACC_SLOTS),
        u(
            "Yes please, book it.",
            "Tuesday at 10am is fine, go ahead.",
            "Yes. How long does a repair like this usually take?",
            "Please do. Roughly how much does a bellows repair cost?",
        ),
        a(
            "Done: ticket RP-2025-0419, intake Tuesday, March 11 at 10:00. The estimate is €340 and it "
            "should be ready on March 21.",
            _ACC_BOOK,
        ),
        u(
            "Thanks! Can you text the confirmation to +49 151 2344 8318?",
            "Ok, €340 is fine. Who will be doing the work?",
            "Great - ready on the 21st, that's before my next gig. Thank you!",
            "Thank you. And ticket RP-2025-0419 is what I bring along on the 11th?",
        ),
        a(
            "Bartosz Lindqvist, our bellows specialist, will do it. I've sent the confirmation by text; just "
            "mention the ticket number when you drop it off."
        ),
        stop(
            "Perfect, thanks a lot!",
            "Thank you, see you on Tuesday!",
            "Wonderful. Thanks for your help.",
        ),
    ),
    (
        u(
            "Hi, I'd like to get my accordion repaired. The bellows leak and a treble key sticks.",
            "Hello, could you book in a repair for my accordion? Air leaks from the bellows and one key "
            "sticks.",
            "hi! accordion needs fixing - leaky bellows and a sticky key on the treble side",
        ),
        a("Of course. What's your customer number?"),
        u(
            "SQW-30418.",
            "It's SQW-30418.",
            "customer number sqw-30418",
        ),
        a(
            "Thanks. I've found your Morino IV. I can take it in on Tuesday, March 11 at 10:00 or Thursday, "
            "March 13 at 15:30. Which day suits you?",
            _ACC_LOOKUP,
            _ACC_SLOTS,
        ),
        u(
            "Thursday at 15:30 please.",
            "The 13th, half past three.",
            "Thursday works better - 13 March at 15:30.",
        ),
        a(
            "I'm sorry, our booking system returned an error and I couldn't book the slot. Please try again "
            "later or call the workshop directly.",
            call(
                "book_repair",
                {"customer_number": "SQW-30418", "serial": "HM4-88172", "intake": "2025-03-13T15:30"},
                error="503 Service Unavailable: booking backend timeout",
            ),
        ),
        stop(
            "Oh no. OK, I'll call the workshop later then. Thanks.",
            "That's annoying, but fine, I'll try again tomorrow.",
            "Ok, I'll phone instead. Thanks anyway.",
            "",
        ),
    ),
)

# -- 2. bungee jump moved (with an opener) -------------------------------------------------------------------

BUNGEE = Scenario(
    goal="High winds are forecast for your bungee jump on Saturday 14 June; move it to a calmer day the "
    "following week and keep the photo and video package you paid for.",
    persona="a university student on a gap-year trip, excited and informal",
    known_facts={
        "booking_ref": "KB-5521-XQ",
        "email": "tomas.havel@seznam.cz",
        "phone": "+420 603 118 452",
        "weight_kg": "82",
        "date_of_birth": "2003-09-27",
    },
    unknown_facts=["rebooking fee: $35", "jump master's name", "check-in time"],
    opener="Hi, I'd like to move my bungee jump to a different day please.",
    expected=["reschedule_jump"],
)
_BJ_FIND = call(
    "find_booking",
    {"booking_ref": "KB-5521-XQ"},
    result={
        "ref": "KB-5521-XQ",
        "name": "Tomas Havel",
        "site": "Kawarau Bridge",
        "slot": "2025-06-14T11:00",
        "extras": ["photo+video"],
        "paid": 275.0,
    },
)
_BJ_AVAIL = call(
    "check_availability",
    {"site": "Kawarau Bridge", "from": "2025-06-16", "to": "2025-06-20"},
    result={
        "open": ["2025-06-17T10:00", "2025-06-18T13:30", "2025-06-19T09:30"],
        "wind": {"2025-06-17": "light", "2025-06-18": "light", "2025-06-19": "moderate"},
    },
)
_BJ_MOVE = call(
    "reschedule_jump",
    {"booking_ref": "KB-5521-XQ", "new_slot": "2025-06-18T13:30", "keep_extras": True},
    result={
        "ref": "KB-5521-XQ",
        "slot": "2025-06-18T13:30",
        "rebooking_fee": 35.0,
        "jump_master": "Aroha Ngata",
        "extras": ["photo+video"],
    },
)
_BJ_MOVE_TUE = call(
    "reschedule_jump",
    {"booking_ref": "KB-5521-XQ", "new_slot": "2025-06-17T10:00", "keep_extras": True},
    result={
        "ref": "KB-5521-XQ",
        "slot": "2025-06-17T10:00",
        "rebooking_fee": 35.0,
        "jump_master": "Liam Tautahi",
        "extras": ["photo+video"],
    },
)
BUNGEE_FLOWS = (
    (
        u("Hi, I'd like to move my bungee jump to a different day please."),
        a("No worries! What's your booking reference?"),
        u(
            "It's KB-5521-XQ",
            "kb-5521-xq",
            "Booking ref is KB5521XQ, the jump was meant to be this Saturday.",
            "Sure thing - KB-5521-XQ. The wind forecast for Saturday looks pretty wild haha",
        ),
        a(
            "Got it, Tomas: Kawarau Bridge, Saturday June 14 at 11:00, with the photo and video package. "
            "Next week I have Tuesday 17 June at 10:00, Wednesday 18 June at 13:30 or Thursday 19 June at "
            "9:30. Tuesday and Wednesday look calm; Thursday is forecast moderate wind.",
            _BJ_FIND,
            _BJ_AVAIL,
        ),
        u(
            "Wednesday the 18th at 13:30 sounds perfect.",
            "Let's do Wednesday 1:30pm! Calm is good lol",
            "wed 18 june 13:30 pls. And I keep the photo + video, right?",
            "Hmm, Tuesday is a bit early for me - Wednesday 18/06 at half one please.",
        ),
        a(
            "Done! You're now jumping on Wednesday 18 June at 13:30 at Kawarau Bridge, photo and video "
            "package kept. A $35 rebooking fee applies, and your jump master will be Aroha Ngata.",
            _BJ_MOVE,
        ),
        u(
            "Sweet, $35 is fine. Do I need to check in early?",
            "Awesome!! Is the $35 charged to my card now or on the day?",
            "Cool, thanks. Will Aroha send the video by email?",
            "nice one. what should I wear?",
        ),
        a(
            "Please check in 30 minutes before your slot. The fee is charged on the day, and the video link "
            "goes to the email on your booking. Wear closed shoes and bring photo ID."
        ),
        stop(
            "Legend, thanks heaps!",
            "Perfect, see you Wednesday!",
            "Great, cheers!",
            "",
        ),
    ),
    (
        u("Hi, I'd like to move my bungee jump to a different day please."),
        a("Sure. Can you give me your booking reference and the email on the booking?"),
        u(
            "KB-5521-XQ and tomas.havel@seznam.cz",
            "Ref: KB-5521-XQ\nEmail: tomas.havel@seznam.cz",
            "booking KB 5521 XQ, email is tomas.havel@seznam.cz",
            "Sure, KB-5521-XQ, email Tomas.Havel@seznam.cz. It's the Saturday jump, the forecast says gale.",
        ),
        a("Thanks, found it. Which days next week would work for you?", _BJ_FIND),
        u(
            "Any day from Tuesday on is fine, ideally in the afternoon.",
            "Pretty flexible! Whatever has the calmest weather.",
            "Tue-Thu, I leave Queenstown on Friday.",
            "Midweek would be best, after lunch if possible.",
        ),
        a(
            "Wednesday 18 June at 13:30 has a light wind forecast. Shall I move you there? There's a $35 "
            "rebooking fee.",
            _BJ_AVAIL,
        ),
        u(
            "Yes please, Wednesday 1:30 works. $35 is ok.",
            "Do it! The photo and video package stays on, yeah?",
            "Yep, book the 18th.",
            "Sounds good, move me to Wednesday please.",
        ),
        a(
            "Moved to Wednesday 18 June at 13:30, photo and video kept. Your jump master is Aroha Ngata.",
            _BJ_MOVE,
        ),
        u(
            "Do they weigh you again on the day? I'm 82 kg.",
            "Nice one. Should I bring anything?",
            "Thanks! Is my weight still on file? It's 82kg.",
            "Sweet. Do I need to be there early?",
        ),
        a(
            "Everyone is weighed at check-in, 30 minutes before the jump. Just bring photo ID and closed "
            "shoes."
        ),
        stop(
            "Sweet as, thanks!",
            "All good, see you then.",
            "Thanks heaps, bye!",
        ),
    ),
    (
        u("Hi, I'd like to move my bungee jump to a different day please."),
        a("No problem. What's the booking reference, and which day would you like instead?"),
        u(
            "KB-5521-XQ. Something early next week if the wind's calmer.",
            "It's KB-5521-XQ - the earliest calm day next week please.",
            "ref kb5521xq, any morning next week",
        ),
        a(
            "Tuesday 17 June at 10:00 has light wind and a free spot. Shall I move your jump there, photo "
            "and video included? A $35 rebooking fee applies.",
            _BJ_FIND,
            _BJ_AVAIL,
        ),
        u(
            "Tuesday at 10 is great, yes please.",
            "Yes! 17/06 10am. The $35 is fine.",
            "Perfect, let's do Tuesday the 17th.",
        ),
        a(
            "Done: Tuesday 17 June at 10:00, photo and video kept. Your jump master is Liam Tautahi.",
            _BJ_MOVE_TUE,
        ),
        stop(
            "Awesome, thanks heaps!",
            "Sweet, see you Tuesday.",
            "Cheers, that's perfect.",
        ),
    ),
)

# -- 3. cake decorating class, one place refunded ------------------------------------------------------------

CAKE = Scenario(
    goal="You booked two places on a Saturday cake decorating class but your friend can no longer come; get "
    "one place refunded and keep yours.",
    persona="a retired nurse who writes warm, slightly long messages",
    known_facts={
        "booking_number": "CDC-20417",
        "email": "june.adeyemi@btinternet.com",
        "class_date": "2025-04-12",
        "amount_paid": "£130.00",
        "friend_name": "Rosa Pellegrini",
    },
    unknown_facts=["cancellation fee: £10", "tutor's name", "refund reference: RFD-88310"],
    opener=None,
    expected=["refund_place"],
)
_CAKE_FIND = call(
    "find_booking",
    {"booking_number": "CDC-20417"},
    result={
        "booking": "CDC-20417",
        "class": "Buttercream Flowers",
        "start": "2025-04-12T10:00",
        "places": 2,
        "paid": 130.0,
        "attendees": ["June Adeyemi", "Rosa Pellegrini"],
    },
)
_CAKE_REFUND = call(
    "refund_place",
    {"booking_number": "CDC-20417", "attendee": "Rosa Pellegrini"},
    result={"refunded": 55.0, "fee": 10.0, "reference": "RFD-88310", "places_left": 1},
)
CAKE_FLOWS = (
    (
        u(
            "Hello, I booked two places on the cake decorating class on Saturday 12 April, but my friend "
            "can't come any more. Could I get a refund for her place? I'll still be coming myself.",
            "Hi there! My friend has had to drop out of our cake decorating class, so I'd like a refund for "
            "one of the two places please. I'm still keen to come!",
            "Good afternoon. I have two places booked on a cake decorating class and need to cancel one of "
            "them, as my friend is unwell. Is a partial refund possible?",
            "hi, can i get one of my 2 cake decorating places refunded? my friend can't make it "
            "unfortunately",
        ),
        a("I'm sorry your friend can't make it. What's your booking number?"),
        u(
            "It's CDC-20417.",
            "Of course, it's CDC-20417.",
            "Booking number CDC 20417 - I paid £130 for the two of us.",
            "cdc-20417",
        ),
        a(
            "Thank you. That's Buttercream Flowers on Saturday 12 April at 10:00, two places for June "
            "Adeyemi and Rosa Pellegrini, £130 paid. Which place should I cancel?",
            _CAKE_FIND,
        ),
        u(
            "Rosa's place please, I'll still be coming.",
            "Please cancel Rosa Pellegrini's place and keep mine.",
            "Rosa's - she's my friend. So I'd get back half of the £130, £65?",
            "The one for Rosa, please. I'm very much looking forward to it myself!",
        ),
        a(
            "Done. Rosa's place is cancelled and £55 is refunded to your card: £65 less our £10 cancellation "
            "fee. Your refund reference is RFD-88310.",
            _CAKE_REFUND,
        ),
        u(
            "That's fair, thank you. How long does the £55 take to reach my card?",
            "Thanks. Could you email the refund reference RFD-88310 to june.adeyemi@btinternet.com too?",
            "Ah, I didn't know about the £10 fee, but that's quite all right. Who is teaching on the day?",
            "Thank you, dear. Will there still be enough icing for just me, or is it shared between two?",
        ),
        a(
            "Refunds take 3 to 5 working days, and I've emailed you the reference. Each place has its own "
            "kit, and your tutor on Saturday is Delphine Okoro."
        ),
        stop(
            "Lovely, thank you so much for your help.",
            "Wonderful, see you on Saturday!",
            "Thank you, that's all sorted then. Have a nice day.",
            "",
        ),
    ),
    (
        u(
            "Hello, my friend can no longer come to our cake decorating class on Saturday, so I'd like her "
            "place refunded please. I'm still coming.",
            "Hi, I need to cancel one of two places on a cake decorating class - my friend has hurt her "
            "wrist. Can I have her place refunded?",
            "Good morning! Could you refund one place on my cake decorating booking? My friend can't make "
            "it.",
        ),
        a("Could I have your booking number and the email address on the booking?"),
        u(
            "CDC-20417, june.adeyemi@btinternet.com",
            "Booking CDC-20417 and the email is june.adeyemi@btinternet.com.",
            "Yes of course: CDC-20417 / June.Adeyemi@btinternet.com",
        ),
        a(
            "Thanks. I'm sorry, but the class is in two days and our policy doesn't allow refunds within 7 "
            "days of a class, so I can't refund the place. Your friend's place can be transferred to someone "
            "else for free, though.",
            _CAKE_FIND,
        ),
        u(
            "Oh dear. There's really no way to get the money back?",
            "I see. Is there an exception when someone is ill?",
            "That's a shame. I don't know anyone else who could come at such short notice, I'm afraid.",
        ),
        a(
            "I'm afraid not; refunds within 7 days aren't possible. The transfer offer stands if you find "
            "someone."
        ),
        stop(
            "All right, I understand. Thank you anyway.",
            "Ok, I'll ask around. Thanks for explaining.",
            "That's disappointing, but thank you for your time.",
            "",
        ),
    ),
    (
        u(
            "Hello, I'm afraid my friend can't come to our cake decorating class after all. Could I have one "
            "of the two places refunded?",
            "Hi! I'd like a refund for one of my two cake decorating places - my friend has a family "
            "emergency. I'll still be there.",
            "Hello there, one of the two people on my cake decorating booking has to drop out. How do I get "
            "her place refunded?",
        ),
        a("Which booking is this? Please give me the booking number and the date of the class."),
        u(
            "CDC-20417, on 12 April.",
            "Booking CDC-20417 for Saturday 12/04/2025.",
            "It's booking number CDC-20417, and the class is on the 12th of April.",
        ),
        a(
            "Found it: Buttercream Flowers, two places at £65 each. Whose place is being cancelled? Please "
            "give me her name.",
            _CAKE_FIND,
        ),
        u(
            "Rosa Pellegrini.",
            "My friend Rosa Pellegrini.",
            "It's Rosa - Rosa Pellegrini.",
        ),
        a(
            "There's a £10 cancellation fee, so the refund for Rosa's £65 place would be £55. Shall I go "
            "ahead?",
        ),
        u(
            "Yes, please go ahead.",
            "£55 is fine, yes.",
            "Yes please. It goes back on the card I paid with?",
            "That's fair. Yes, please refund it.",
        ),
        a("Done. £55 will be back on your card within 5 working days; reference RFD-88310.", _CAKE_REFUND),
        stop(
            "Perfect, thank you.",
            "Thank you, you've been very helpful.",
            "Lovely. Reference RFD-88310 noted. Bye!",
        ),
    ),
)

# -- 4. darts oches for a birthday (with an opener) ----------------------------------------------------------

DARTS = Scenario(
    goal="Book two darts oches at The Treble Top for a birthday party of eight on Friday 9 May from 8 pm, "
    "and pay the deposit.",
    persona="a bartender organising his brother's 30th, casual and quick",
    known_facts={
        "full_name": "Callum Rourke",
        "phone": "07700 900457",
        "email": "callum.rourke@outlook.com",
        "party_size": "8",
        "membership_number": "TT-1189",
    },
    unknown_facts=["deposit amount: £40", "host's name", "oche numbers"],
    opener="Hello, I want to book a couple of darts oches for a birthday on Friday.",
    expected=["book_oches", "take_deposit"],
)
_DT_MEMBER = call(
    "find_member",
    {"membership_number": "TT-1189"},
    result={"name": "Callum Rourke", "email": "callum.rourke@outlook.com", "phone": "07700 900457"},
)
_DT_AVAIL = call(
    "check_oches",
    {"date": "2025-05-09", "start": "20:00", "count": 2},
    result={"available": ["Oche 3", "Oche 4", "Oche 7"], "price_per_oche_hour": 18.0},
)
_DT_BOOK = call(
    "book_oches",
    {
        "date": "2025-05-09",
        "start": "20:00",
        "hours": 2,
        "oches": ["Oche 3", "Oche 4"],
        "name": "Callum Rourke",
        "phone": "07700 900457",
    },
    result={"booking": "TT-B-60215", "total": 72.0, "deposit_due": 40.0},
)
_DT_DEPOSIT = call(
    "take_deposit",
    {"booking": "TT-B-60215", "amount": 40.0},
    result={"status": "paid", "receipt": "RC-33019", "balance_on_night": 32.0},
)
DARTS_FLOWS = (
    (
        u("Hello, I want to book a couple of darts oches for a birthday on Friday."),
        a("Happy birthday to them! How many people, and what time would you like to start?"),
        u(
            "There'll be 8 of us, starting around 8pm.",
            "8 people, from 8 pm if poss",
            "Eight of us, kicking off at 20:00.",
            "8 incl. me, 8pm start",
        ),
        a(
            "I have oches 3, 4 and 7 free on Friday 9 May from 20:00, at £18 per oche per hour. How long "
            "would you like them for?",
            _DT_AVAIL,
        ),
        u(
            "Two hours should do it. Oches 3 and 4 if they're next to each other.",
            "2 hours please. That's £36 an hour for the two oches then?",
            "Let's say 2 hours, till 10.",
            "Two hours. 3 and 4 please.",
        ),
        a("Which name and phone number should I put the booking under?"),
        u(
            "Callum Rourke, 07700 900457.",
            "Name's Callum Rourke, mobile 07700900457",
            "Callum Rourke - 07700 900 457",
        ),
        a(
            "Booked: oches 3 and 4, Friday 9 May, 20:00-22:00, booking TT-B-60215. The total is £72; we take "
            "a £40 deposit now and the £32 balance on the night. Shall I take the deposit?",
            _DT_BOOK,
        ),
        u(
            "Yes, take the £40 now.",
            "Go for it.",
            "Yep, £40 deposit's fine, then £32 on the night.",
            "yeah sound, same card as usual",
        ),
        a("Deposit paid, receipt RC-33019. See you on the 9th!", _DT_DEPOSIT),
        stop(
            "Cheers, thanks!",
            "Nice one, ta.",
            "Legend, cheers mate.",
            "",
        ),
    ),
    (
        u("Hello, I want to book a couple of darts oches for a birthday on Friday."),
        a("Sure. Are you a Treble Top member? If so, what's your membership number?"),
        u(
            "Yeah, TT-1189.",
            "Yes - membership number TT-1189.",
            "tt1189, under Callum Rourke",
        ),
        a("Thanks Callum. For Friday 9 May, how many players and what time?", _DT_MEMBER),
        u(
            "8 of us from 8pm.",
            "Eight players, starting at 8.",
            "8, from 20:00 please, two oches",
        ),
        a(
            "Oches 3 and 4 are free from 20:00. Two hours is £72 in total, with a £40 deposit. Shall I book "
            "them and take the deposit?",
            _DT_AVAIL,
        ),
        u(
            "Yes please, book both and take the deposit.",
            "Yes. So that leaves £32 to pay on the night?",
            "Perfect, go ahead.",
        ),
        a(
            "All done: booking TT-B-60215, £40 deposit paid (receipt RC-33019), £32 left to pay on the "
            "night. The confirmation is going to the email on your membership.",
            _DT_BOOK,
            _DT_DEPOSIT,
        ),
        u(
            "Is that callum.rourke@outlook.com? I changed it a while back.",
            "Cool. Can we bring a cake in?",
            "Thanks. Who's hosting on the night?",
        ),
        a("Yes, that's the email on file. Cakes are fine, and your host on the night will be Shannon."),
        stop(
            "Sorted, cheers!",
            "Brilliant, thanks for that.",
            "Thanks, see you Friday.",
        ),
    ),
)

# -- 5. dinosaur park duplicate charge -----------------------------------------------------------------------

DINO = Scenario(
    goal="You were charged twice for the same family day ticket to Jurassic Valley dinosaur park; get the "
    "duplicate charge refunded.",
    persona="a father of three, tired but patient, writes short lines",
    known_facts={
        "order_number": "JV-774-20931",
        "email": "d.kowalczyk@gmail.com",
        "card_last4": "4471",
        "purchase_date": "2025-07-02",
        "ticket_price": "$189.00",
    },
    unknown_facts=[
        "refund reference: RF-55102",
        "refund processing time: 5-7 business days",
        "duplicate order number: JV-774-20988",
    ],
    opener=None,
    expected=["refund_payment"],
)
_DP_FIND = call(
    "find_orders",
    {"email": "d.kowalczyk@gmail.com"},
    result={
        "orders": [
            {
                "order": "JV-774-20931",
                "date": "2025-07-02",
                "amount": 189.0,
                "card": "4471",
                "status": "used",
            },
            {
                "order": "JV-774-20988",
                "date": "2025-07-02",
                "amount": 189.0,
                "card": "4471",
                "status": "unused",
            },
        ]
    },
)
_DP_REFUND = call(
    "refund_payment",
    {"order_number": "JV-774-20988", "amount": 189.0},
    result={"status": "refunded", "reference": "RF-55102", "eta": "5-7 business days"},
)
DINO_FLOWS = (
    (
        u(
            "Hi, I was charged twice for one family day ticket.",
            "hello. charged 2x for the same dino park ticket. need one refunded",
            "Hi there, my card was charged twice for our family ticket to Jurassic Valley. Can you refund "
            "the extra one?",
            "Hi, I bought a family day ticket on 2 July and it went through twice on my card ending 4471.",
        ),
        a("Sorry about that. What email did you use for the purchase?"),
        u(
            "d.kowalczyk@gmail.com",
            "It's d.kowalczyk@gmail.com.",
            "D.Kowalczyk@gmail.com",
        ),
        a(
            "I see two orders on 2 July 2025, each $189.00 on the card ending 4471: JV-774-20931 (used at "
            "the gate) and JV-774-20988 (never used). Shall I refund JV-774-20988?",
            _DP_FIND,
        ),
        u(
            "Yes, refund JV-774-20988 please. We only used the first one.",
            "yes the 20988 one",
            "Yes please. That's the extra $189.",
            "Yep. JV-774-20931 is the one we actually used.",
        ),
        a(
            "Refunded $189.00 for JV-774-20988. The reference is RF-55102; it takes 5-7 business days to "
            "show on your card.",
            _DP_REFUND,
        ),
        stop(
            "Thanks.",
            "Ok, thanks for sorting it.",
            "Good. Thank you.",
            "",
        ),
    ),
    (
        u(
            "Hi. Double charge on my dino park ticket, can you fix it?",
            "Hello, the family ticket I bought for Jurassic Valley was charged twice. I'd like one refunded.",
            "Hi, I think I got billed twice for the same family day ticket. Kids loved it though!",
        ),
        a("Could you give me the order number and the date of purchase?"),
        u(
            "Order JV-774-20931, bought on 2 July.",
            "JV-774-20931, bought 07/02 - July 2nd.",
            "jv77420931, purchased July 2nd",
            "JV-774-20931. It was the 2nd of July.",
        ),
        a(
            "Thanks. I can see JV-774-20931 and a second order, JV-774-20988, both $189.00 on the same day. "
            "Which card did you pay with?",
            _DP_FIND,
        ),
        u(
            "Visa ending 4471.",
            "card ending in 4471",
            "The one ending 4471.",
        ),
        a("That matches. I've refunded JV-774-20988: $189.00, reference RF-55102.", _DP_REFUND),
        u(
            "How long until it shows up?",
            "Thanks. When will I see the $189 back?",
            "OK. Do I need the reference RF-55102 for anything?",
        ),
        a("It takes 5 to 7 business days. Keep the reference in case your bank asks about it."),
        stop(
            "Ok. Thanks.",
            "Fine, thank you.",
            "Thanks, bye.",
        ),
    ),
    (
        u(
            "Hi, charged twice for one Jurassic Valley family ticket. Please refund one.",
            "Hello, my bank shows two identical charges for our dinosaur park tickets.",
            "Hey, looks like your site took the money twice for our family day ticket.",
        ),
        a(
            "I can help. To verify your identity, please confirm the email on the order, the last four "
            "digits of the card and the purchase date."
        ),
        u(
            "d.kowalczyk@gmail.com, 4471, 2 July 2025",
            "Email d.kowalczyk@gmail.com\nCard: ...4471\nDate: 2025-07-02",
            "sure: d.kowalczyk@gmail.com / card ending 4471 / July 2",
        ),
        a(
            "Verified. The duplicate is order JV-774-20988 for $189.00. I've refunded it: reference "
            "RF-55102, 5-7 business days.",
            _DP_FIND,
            _DP_REFUND,
        ),
        u(
            "Thanks. So the $189 goes back to the card ending 4471?",
            "Great. Will I get an email about it?",
            "ok good. RF-55102, got it.",
        ),
        a("Yes, it goes back to the same card, and an email confirmation is on its way."),
        stop(
            "Good, thanks.",
            "Ok, thanks a lot.",
            "Thank you.",
        ),
    ),
)

# -- 6. enamelling workshop transfer (with an opener) --------------------------------------------------------

ENAMEL = Scenario(
    goal="Transfer your place on the one-day cloisonné enamelling workshop from 20 September to the next "
    "date it runs, because of a family wedding.",
    persona="a graphic designer in her forties, friendly and precise",
    known_facts={
        "booking_id": "ENW-3308",
        "full_name": "Priyanka Dasgupta",
        "email": "priyanka.d@studiodasgupta.co.uk",
        "phone": "07825 331 904",
        "amount_paid": "£165",
    },
    unknown_facts=["transfer fee: £15", "tutor's name: Ewa Marchlewska", "next workshop date"],
    opener="Hi there, can I swap my enamelling workshop place to a later date?",
    expected=["transfer_booking"],
)
_EN_FIND = call(
    "get_booking",
    {"booking_id": "ENW-3308"},
    result={
        "id": "ENW-3308",
        "name": "Priyanka Dasgupta",
        "workshop": "Cloisonné Enamelling (1 day)",
        "date": "2025-09-20",
        "paid": 165.0,
    },
)
_EN_DATES = call(
    "list_workshop_dates",
    {"workshop": "cloisonne-1day", "after": "2025-09-20"},
    result={"dates": [{"date": "2025-10-18", "spaces": 3}, {"date": "2025-11-15", "spaces": 6}]},
)
_EN_MOVE = call(
    "transfer_booking",
    {"booking_id": "ENW-3308", "new_date": "2025-10-18"},
    result={"id": "ENW-3308", "date": "2025-10-18", "transfer_fee": 15.0, "tutor": "Ewa Marchlewska"},
)
ENAMEL_FLOWS = (
    (
        u("Hi there, can I swap my enamelling workshop place to a later date?"),
        a("Of course. What's your booking ID?"),
        u(
            "It's ENW-3308.",
            "ENW-3308 - booked under Priyanka Dasgupta.",
            "enw 3308",
            "Sure, booking ID ENW-3308. I'm booked on the 20 September one.",
        ),
        a(
            "Thanks, Priyanka. The next dates are Saturday 18 October (3 spaces) and Saturday 15 November "
            "(6 spaces). Moving costs a £15 transfer fee. Which would you like?",
            _EN_FIND,
            _EN_DATES,
        ),
        u(
            "18 October please.",
            "The October one, the 18th.",
            "Saturday 18/10 works. £15 is fine.",
            "I'll take 18 October - is the £15 taken off the £165 I paid, or charged separately?",
        ),
        a(
            "Done: you're now on Saturday 18 October. The £15 fee is charged separately to your card, and "
            "Ewa Marchlewska is tutoring that day.",
            _EN_MOVE,
        ),
        u(
            "Thank you! Do I keep the same materials kit?",
            "Lovely - I've heard good things about Ewa. Same start time as before?",
            "Great. Could you send the confirmation to priyanka.d@studiodasgupta.co.uk?",
            "Perfect. So only 3 spaces were left - glad I asked today!",
        ),
        a("Yes, the same kit and the same 10:00 start. I've sent you the confirmation."),
        stop(
            "Perfect, thank you very much!",
            "Brilliant, thanks for your help.",
            "Wonderful - see you in October.",
            "",
        ),
    ),
    (
        u("Hi there, can I swap my enamelling workshop place to a later date?"),
        a("Sure. Can I take your full name and email address to find the booking?"),
        u(
            "Priyanka Dasgupta, priyanka.d@studiodasgupta.co.uk",
            "Name: Priyanka Dasgupta / email: priyanka.d@studiodasgupta.co.uk",
            "Yes - Priyanka Dasgupta, and it's priyanka.d@studiodasgupta.co.uk. Booking ENW-3308 if that "
            "helps.",
        ),
        a("Found it: ENW-3308 for Saturday 20 September. Which date would you prefer instead?", _EN_FIND),
        u(
            "I have a family wedding that weekend, so whenever it next runs.",
            "The next one that runs, please. I've got a wedding on the 20th.",
            "Any later date would do, ideally a Saturday.",
        ),
        a(
            "The next one is Saturday 18 October, with 3 spaces left. There's a £15 transfer fee. Shall I "
            "move you?",
            _EN_DATES,
        ),
        u(
            "Yes please.",
            "Yes, that's fine, go ahead.",
            "Ok, £15 is fair. Please move me to the 18th.",
        ),
        a("Moved. Booking ENW-3308 is now for 18 October, with Ewa Marchlewska tutoring.", _EN_MOVE),
        stop(
            "Thanks so much!",
            "Great, thank you.",
            "That's perfect, thanks. Have a good day.",
        ),
    ),
)

# -- 7. ferris wheel capsule moved to sunset -----------------------------------------------------------------

FERRIS = Scenario(
    goal="Your private capsule on the Riverside Wheel for your parents' anniversary was booked for 14:00 by "
    "mistake; move it to the sunset rotation on the same day.",
    persona="an event planner booking for her parents, efficient and polite",
    known_facts={
        "confirmation_number": "RW-61840",
        "email": "sofia.lindgren@planwell.co.uk",
        "visit_date": "2025-08-23",
        "guests": "6",
        "phone": "07911 283 604",
    },
    unknown_facts=["price difference: £48", "capsule host's name", "sunset boarding gate: Gate C"],
    opener=None,
    expected=["change_time_slot"],
)
_FW_FIND = call(
    "get_reservation",
    {"confirmation": "RW-61840"},
    result={
        "confirmation": "RW-61840",
        "type": "private capsule",
        "date": "2025-08-23",
        "time": "14:00",
        "guests": 6,
        "paid": 420.0,
    },
)
_FW_SLOTS = call(
    "list_slots",
    {"date": "2025-08-23", "type": "private capsule"},
    result={
        "slots": [
            {"time": "19:45", "label": "sunset", "price": 468.0},
            {"time": "21:00", "label": "night", "price": 468.0},
        ]
    },
)
_FW_CHANGE = call(
    "change_time_slot",
    {"confirmation": "RW-61840", "new_time": "19:45"},
    result={
        "confirmation": "RW-61840",
        "time": "19:45",
        "charged": 48.0,
        "host": "Marcus Obi",
        "gate": "Gate C",
    },
)
FERRIS_FLOWS = (
    (
        u(
            "Hello, I booked a private capsule for 14:00 but it should have been the sunset rotation. Can it "
            "be changed?",
            "Hi, I made a mistake with our private capsule booking - I picked 2pm instead of sunset. Could "
            "you move it to the sunset rotation on the same day?",
            "Good morning. I need to change the time of a private capsule booking to the sunset slot, same "
            "date. It's for my parents' anniversary.",
            "Hi! Quick change needed: private capsule on Saturday 23 August, currently 14:00, should be "
            "sunset.",
        ),
        a("Happy to help. What's the confirmation number?"),
        u(
            "RW-61840",
            "It's RW-61840.",
            "Confirmation number: rw61840",
            "RW 61840, booked with sofia.lindgren@planwell.co.uk",
        ),
        a(
            "I see a private capsule for 6 guests on 23 August at 14:00, £420 paid. The sunset rotation that "
            "day boards at 19:45 and costs £468, so there's £48 to pay. Shall I switch it?",
            _FW_FIND,
            _FW_SLOTS,
        ),
        u(
            "Yes please, switch it to 19:45.",
            "Yes - £48 extra is fine.",
            "So £468 in total for the six of us, that's £78 each - fine, go ahead.",
            "Yes, sunset at 19:45 is exactly what we wanted. Please change it.",
        ),
        a(
            "Done. Your capsule now boards at 19:45 on 23 August, and £48 has been charged. Your host will "
            "be Marcus Obi; boarding is at Gate C.",
            _FW_CHANGE,
        ),
        u(
            "Thank you! Should we arrive early?",
            "Perfect. Gate C at 19:45 - got it. Is there anything we need to bring?",
            "Great. Could Marcus help with a small surprise for my parents, like a card on the table?",
            "Lovely. Is the capsule accessible for a wheelchair? My father uses one on longer days.",
        ),
        a(
            "Please arrive 20 minutes early with your confirmation. Marcus can place a card in the capsule, "
            "and all capsules are step-free."
        ),
        stop(
            "Wonderful, thank you so much.",
            "That's everything, thanks!",
            "Lovely. Thanks for your help.",
            "",
        ),
    ),
    (
        u(
            "Hi, I need to move a private capsule booking from 14:00 to the sunset rotation, same day "
            "please.",
            "Hello, could you change our private capsule time to sunset? It was booked for 2pm by mistake.",
            "Good afternoon - the private capsule for my parents' anniversary is at the wrong time. We "
            "wanted sunset, not 14:00.",
        ),
        a("Certainly. Can I have the confirmation number and the date of the visit?"),
        u(
            "RW-61840, on 23 August.",
            "Confirmation RW-61840 for Saturday 23/08.",
            "RW-61840 - the 23rd of August 2025.",
        ),
        a("Thanks. How many guests will be in the capsule?", _FW_FIND),
        u(
            "Six.",
            "6 guests, my parents and four of us.",
            "There are 6 of us.",
        ),
        a("The sunset slot at 19:45 is free; the difference is £48. Would you like it?", _FW_SLOTS),
        u(
            "Yes, please book the 19:45.",
            "Yes. Can you charge the same card?",
            "£48 is fine, please go ahead.",
        ),
        a("Changed to 19:45, with £48 charged to the card on file.", _FW_CHANGE),
        stop(
            "Thank you!",
            "Great, that's sorted. Thanks.",
            "Perfect, thanks very much.",
        ),
    ),
)

# -- 8. gold leaf exchange (with an opener) ------------------------------------------------------------------

GOLD = Scenario(
    goal="Your order of 23.5-carat loose gold leaf arrived as transfer leaf instead; get the correct leaf "
    "sent and the wrong item collected.",
    persona="a picture-frame restorer, precise and a little impatient",
    known_facts={
        "order_number": "GLS-118-4420",
        "email": "a.whitcombe@gildedframe.co.uk",
        "phone": "01782 604 118",
        "delivery_address": "14 Kiln Row, Stoke-on-Trent ST4 2RL",
        "quantity": "5 books",
        "order_date": "2025-02-03",
    },
    unknown_facts=["return label number: RL-90331-GB", "courier", "replacement dispatch date: 2025-02-11"],
    opener="Hello, I've received the wrong type of gold leaf in my order.",
    expected=["create_exchange"],
)
_GL_FIND = call(
    "get_order",
    {"order_number": "GLS-118-4420"},
    result={
        "order": "GLS-118-4420",
        "ordered": [
            {"sku": "LL-235-25", "name": "23.5ct loose gold leaf, 25 leaves", "qty": 5, "price": 62.0}
        ],
        "shipped": [{"sku": "TL-235-25", "name": "23.5ct transfer gold leaf, 25 leaves", "qty": 5}],
    },
)
_GL_EXCH = call(
    "create_exchange",
    {"order_number": "GLS-118-4420", "send_sku": "LL-235-25", "qty": 5, "collect_sku": "TL-235-25"},
    result={
        "exchange": "EX-7042",
        "dispatch": "2025-02-11",
        "collection_label": "RL-90331-GB",
        "courier": "DPD",
    },
)
GOLD_FLOWS = (
    (
        u("Hello, I've received the wrong type of gold leaf in my order."),
        a("I'm sorry about that. What's your order number?"),
        u(
            "GLS-118-4420.",
            "It's GLS-118-4420, ordered on 3 February.",
            "gls1184420",
            "Order number GLS-118-4420. I ordered loose leaf and got transfer leaf.",
        ),
        a(
            "Thanks. The order was for 5 books of 23.5ct loose leaf (LL-235-25) at £62 each, but transfer "
            "leaf (TL-235-25) was shipped. Shall I send the loose leaf and arrange collection of the "
            "transfer leaf?",
            _GL_FIND,
        ),
        u(
            "Yes, please do both.",
            "Yes. Same address please, 14 Kiln Row.",
            "Yes, 5 books of LL-235-25. I need them for a job next week.",
            "Please. The transfer leaf is unopened, all 5 books of it.",
        ),
        a(
            "Done: exchange EX-7042. The loose leaf is dispatched on 11 February, and DPD will collect the "
            "transfer leaf with return label RL-90331-GB.",
            _GL_EXCH,
        ),
        u(
            "Thank you. Does the DPD driver bring the label or do I print it?",
            "Good. 11 February is fine. Do I need to be in for the collection?",
            "Ok. So EX-7042 and label RL-90331-GB. Is there any charge for this?",
            "Fine. 5 books at £62 is £310 worth of leaf, I'd rather it didn't go astray again.",
        ),
        a("The driver brings the label, there's no charge, and someone needs to be in when DPD collects."),
        stop(
            "Fine. Thank you.",
            "Good, that's all. Thanks.",
            "Thanks for sorting it quickly.",
            "",
        ),
    ),
    (
        u("Hello, I've received the wrong type of gold leaf in my order."),
        a("Let's fix that. Can you give me the order number and the delivery postcode?"),
        u(
            "GLS-118-4420, ST4 2RL",
            "Order GLS-118-4420; postcode ST4 2RL.",
            "GLS 118 4420 and the postcode is st4 2rl",
        ),
        a("Thanks. How many books did you order, and which leaf arrived?", _GL_FIND),
        u(
            "5 books of loose leaf, but I got transfer leaf.",
            "Five books; what came was transfer leaf, not loose.",
            "I ordered 5 books, 23.5 carat loose leaf. Transfer leaf arrived instead.",
        ),
        a("I'm arranging the exchange now.", _GL_EXCH),
        a(
            "Exchange EX-7042 is set up: the right leaf ships on 11 February and DPD collects the wrong one "
            "with label RL-90331-GB."
        ),
        u(
            "Thanks. Will I get a tracking number?",
            "Fine. Please email the details to a.whitcombe@gildedframe.co.uk.",
            "That works. Can the collection and the delivery be on the same day?",
        ),
        a("Tracking comes by email once it ships. The collection is a separate DPD visit."),
        stop(
            "Understood, thanks.",
            "Right, thank you.",
            "Good. Thanks for your help.",
        ),
    ),
)

# -- 9. harbour dinner cruise --------------------------------------------------------------------------------

HARBOUR = Scenario(
    goal="Book a table for two on the Saturday harbour dinner cruise for your wedding anniversary, with one "
    "vegetarian meal.",
    persona="a retired engineer, courteous, writes in full sentences",
    known_facts={
        "full_name": "Graham Pelling",
        "phone": "0412 558 309",
        "email": "g.pelling@bigpond.com",
        "cruise_date": "2025-11-22",
        "loyalty_number": "HC-88-4410",
    },
    unknown_facts=["price per person: $149", "boarding wharf: Wharf 6", "captain's name"],
    opener=None,
    expected=["book_cruise"],
)
_HC_MEMBER = call(
    "lookup_member",
    {"loyalty_number": "HC-88-4410"},
    result={"name": "Graham Pelling", "email": "g.pelling@bigpond.com", "tier": "silver"},
)
_HC_AVAIL = call(
    "check_cruise",
    {"date": "2025-11-22", "guests": 2},
    result={
        "cruise": "Harbour Lights Dinner",
        "departs": "19:00",
        "wharf": "Wharf 6",
        "price_pp": 149.0,
        "window_tables": 1,
    },
)
_HC_BOOK = call(
    "book_cruise",
    {"date": "2025-11-22", "guests": 2, "name": "Graham Pelling", "meals": ["standard", "vegetarian"]},
    result={"booking": "HLC-30577", "total": 298.0, "wharf": "Wharf 6", "boarding": "18:30"},
)
HARBOUR_FLOWS = (
    (
        u(
            "Good evening. I would like to book a table for two on the Saturday dinner cruise. It is our "
            "wedding anniversary.",
            "Hello, could I book the harbour dinner cruise this Saturday for my wife and me? One of us is "
            "vegetarian.",
            "Hi, I'd like two places on Saturday's dinner cruise, please, with one vegetarian meal. We're "
            "celebrating our anniversary.",
            "Good afternoon. Is there room for two on the dinner cruise on Saturday 22 November?",
        ),
        a(
            "Congratulations! Saturday 22 November has space: the Harbour Lights Dinner departs at 19:00 "
            "from Wharf 6, at $149 per person, and there's one window table left. Shall I book it? I'll need "
            "a name and a phone number.",
            _HC_AVAIL,
        ),
        u(
            "Yes please, the window table would be lovely. Graham Pelling, 0412 558 309.",
            "Please book it under Graham Pelling, telephone 0412 558 309.",
            "That sounds ideal. The name is Graham Pelling and my mobile is 0412558309.",
            "Yes. Name: Graham Pelling. Phone: 0412 558 309. That makes $298 for the two of us, I take it?",
        ),
        a(
            "Booked: HLC-30577, window table, one standard and one vegetarian meal, $298 in total. Boarding "
            "starts at 18:30 at Wharf 6.",
            _HC_BOOK,
        ),
        u(
            "Thank you. Is there a dress code?",
            "Splendid. Do we pay the $298 on board?",
            "Thank you. Could you mention to the crew that it is our anniversary?",
            "Very good. Boarding at 18:30 from Wharf 6 - we shall be there.",
        ),
        a(
            "Smart casual is fine, payment is taken on board, and I've added an anniversary note for the "
            "crew."
        ),
        stop(
            "Excellent, thank you very much.",
            "That is all, thank you. Good evening.",
            "Much appreciated. Goodbye.",
            "",
        ),
    ),
    (
        u(
            "Good morning. I should like to reserve two places on Saturday's harbour dinner cruise, please.",
            "Hello, my wife and I would like to take the dinner cruise on Saturday for our anniversary. She "
            "is vegetarian.",
            "Hi there. Could you book the dinner cruise for two this coming Saturday?",
        ),
        a("Do you have a Harbour Club loyalty number? Members get priority on window tables."),
        u(
            "Yes, it is HC-88-4410.",
            "HC-88-4410",
            "I do: HC 88 4410.",
        ),
        a("Thank you, Mr. Pelling. Which date would you like?", _HC_MEMBER),
        u(
            "Saturday 22 November, please.",
            "This Saturday, the 22nd of November.",
            "22/11, the Saturday sitting.",
        ),
        a(
            "That date has space: departs 19:00 from Wharf 6, $149 per person. Any dietary requirements?",
            _HC_AVAIL,
        ),
        u(
            "Yes, one vegetarian meal, please.",
            "My wife is vegetarian; I shall have the standard menu.",
            "One vegetarian and one standard, thank you.",
        ),
        a(
            "Booked, HLC-30577: two guests, one vegetarian. The confirmation goes to g.pelling@bigpond.com.",
            _HC_BOOK,
        ),
        u(
            "Thank you. Who will be captaining that evening?",
            "Very good. What time should we be at Wharf 6?",
            "Thank you. And it is $298 in total, I take it?",
        ),
        a("Boarding opens at 18:30 and the total is $298. Captain Hemi Walker is on duty that evening."),
        stop(
            "Thank you, that is most helpful.",
            "Wonderful. Good day to you.",
            "Thank you kindly.",
        ),
    ),
)

# -- 10. jet boat cancelled for a voucher (with an opener) ---------------------------------------------------

JET = Scenario(
    goal="Your son is sick, so cancel tomorrow's jet boat ride for three and get a credit voucher instead of "
    "losing the money.",
    persona="a mother on holiday, worried and apologetic",
    known_facts={
        "booking_ref": "SJ-40772",
        "email": "kerry.mcallister@gmail.com",
        "phone": "+61 438 207 115",
        "amount_paid": "$387.00",
        "ride_date": "2025-01-16",
    },
    unknown_facts=["voucher code: SJV-7731-QT", "voucher expiry date: 2026-01-31", "cancellation policy"],
    opener="Hi, I need to cancel our jet boat ride tomorrow, my son is sick.",
    expected=["cancel_booking", "issue_voucher"],
)
_JB_BOOKING = {
    "ref": "SJ-40772",
    "ride": "Canyon Blast 60",
    "start": "2025-01-16T09:30",
    "riders": 3,
    "paid": 387.0,
    "name": "Kerry McAllister",
}
_JB_FIND = call("get_booking", {"booking_ref": "SJ-40772"}, result=_JB_BOOKING)
_JB_FIND_EMAIL = call("find_booking", {"email": "kerry.mcallister@gmail.com"}, result=_JB_BOOKING)
_JB_CANCEL = call(
    "cancel_booking",
    {"booking_ref": "SJ-40772", "reason": "illness"},
    result={"status": "cancelled", "credit": 387.0},
)
_JB_VOUCHER = call(
    "issue_voucher",
    {"booking_ref": "SJ-40772", "amount": 387.0, "email": "kerry.mcallister@gmail.com"},
    result={"code": "SJV-7731-QT", "amount": 387.0, "expires": "2026-01-31"},
)
JET_FLOWS = (
    (
        u("Hi, I need to cancel our jet boat ride tomorrow, my son is sick."),
        a("I'm sorry to hear that, I hope he feels better soon. What's the booking reference?"),
        u(
            "It's SJ-40772.",
            "SJ-40772, sorry!",
            "sj40772",
            "Booking ref SJ-40772, it's for the three of us.",
        ),
        a(
            "Thanks. That's Canyon Blast 60 tomorrow at 9:30 for 3 riders, $387 paid. As it's less than 24 "
            "hours away I can't refund it, but I can cancel it and issue a voucher for the full $387. Would "
            "that work?",
            _JB_FIND,
        ),
        u(
            "Yes, a voucher would be great, thank you.",
            "That's fine, a voucher is all I was hoping for. Thank you for being so understanding.",
            "Yes please. And it's for the whole $387, not part of it?",
            "Oh that's kind. Yes, please cancel it and send the voucher.",
        ),
        a(
            "Cancelled, and voucher SJV-7731-QT for $387 is issued, valid until 31 January 2026. I've "
            "emailed it to kerry.mcallister@gmail.com.",
            _JB_CANCEL,
            _JB_VOUCHER,
        ),
        u(
            "Thank you so much. Can the voucher be used for a different ride?",
            "Perfect. So SJV-7731-QT is valid until the end of January 2026?",
            "Thanks! Could we use it for two rides instead of three if my husband doesn't come?",
            "Got the email, thank you. Sorry again for the short notice.",
        ),
        a("It can be used on any ride, and any balance stays on the voucher until it expires."),
        stop(
            "Thank you, you've been so kind.",
            "Great, thanks again. Sorry for the short notice!",
            "Thanks, we'll be back when he's better.",
            "",
        ),
    ),
    (
        u("Hi, I need to cancel our jet boat ride tomorrow, my son is sick."),
        a("Sorry to hear that. Can I have the email address on the booking?"),
        u(
            "kerry.mcallister@gmail.com",
            "Yes, it's kerry.mcallister@gmail.com.",
            "Kerry.McAllister@gmail.com - the booking is SJ-40772.",
        ),
        a(
            "Found SJ-40772 for tomorrow, and I've cancelled it. For a cancellation this late you can have a "
            "refund to your card less a 50% late fee, or a voucher for the full $387. Which would you "
            "prefer?",
            _JB_FIND_EMAIL,
            _JB_CANCEL,
        ),
        u(
            "The voucher, please.",
            "A voucher for the full amount, definitely.",
            "A voucher please - losing half of $387 would hurt.",
            "Voucher please. That would be $193.50 gone otherwise!",
        ),
        a("Voucher issued: SJV-7731-QT for $387, valid until 31 January 2026.", _JB_VOUCHER),
        stop(
            "Thank you so much.",
            "Lovely, thanks for your help.",
            "Great, thank you, bye.",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("accordion", ACCORDION, ACCORDION_FLOWS),
    Domain("bungee", BUNGEE, BUNGEE_FLOWS),
    Domain("cakedecorating", CAKE, CAKE_FLOWS),
    Domain("darts", DARTS, DARTS_FLOWS),
    Domain("dinosaurpark", DINO, DINO_FLOWS),
    Domain("enamelling", ENAMEL, ENAMEL_FLOWS),
    Domain("ferriswheel", FERRIS, FERRIS_FLOWS),
    Domain("goldleaf", GOLD, GOLD_FLOWS),
    Domain("harbourcruise", HARBOUR, HARBOUR_FLOWS),
    Domain("jetboat", JET, JET_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "bungee",
        0,
        Say(0, "Hello, I'd like to move my bungee jump to a different day please."),
        "greeting",
    ),
    F(
        "opener",
        "bungee",
        1,
        Say(0, "Hey! Saturday looks way too windy for my bungee jump - can I move it to a different day?"),
        "paraphrase",
    ),
    F(
        "opener",
        "darts",
        0,
        Say(
            0,
            "Hello, I want to book a couple of darts oches for a birthday on Friday 9 May, 8 people from "
            "8pm.",
        ),
        "opener extended with the goal's details",
    ),
    F("opener", "darts", 1, Say(0, "Hello, I want to book a couple of darts oches"), "truncated"),
    F(
        "opener",
        "enamelling",
        0,
        Say(0, "Hi there, can I swap my enamelling workshop place to a later date? It's booking ENW-3308."),
        "opener plus the booking id",
    ),
    F(
        "opener",
        "goldleaf",
        0,
        Say(0, "Hello, I've received the wrong gold leaf in my order."),
        "two words dropped",
    ),
    F(
        "opener",
        "goldleaf",
        1,
        Say(0, "Good morning. Your warehouse sent me transfer leaf when I ordered 23.5 carat loose leaf."),
        "a different first message",
    ),
    F(
        "opener",
        "jetboat",
        0,
        Say(
            0,
            "Hi, I need to cancel our jet boat ride tomorrow, my son is sick. Is that possible at short "
            "notice?",
        ),
        "opener plus a question",
    ),
    # -- reply_shape: more than the user's own voice in a turn
    F(
        "reply_shape",
        "accordion",
        0,
        Say(4, "Great. Does the €340 include the key as well? Yes, I suppose it covers the key too."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "bungee",
        2,
        Say(
            2, "Tuesday at 10 is great, yes please. (Staying in character as the backpacker: keep it casual.)"
        ),
        "note about staying in character",
    ),
    F(
        "reply_shape",
        "cakedecorating",
        0,
        Say(1, "*rummages through her emails* Here it is: CDC-20417."),
        "an action as in a play",
    ),
    F(
        "reply_shape",
        "darts",
        1,
        Say(3, '{"role": "user", "content": "Yes please, book both and take the deposit."}'),
        "JSON with a role",
    ),
    F(
        "reply_shape",
        "dinosaurpark",
        0,
        Say(3, "Ok, thanks. Will I get an email once the money is back?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "enamelling",
        1,
        Say(3, "Here's my reply as Priyanka: Yes please, move me to the 18th."),
        "reply framed as the part",
    ),
    F(
        "reply_shape",
        "ferriswheel",
        0,
        Say(3, "Customer (Sofia): Thank you! Should we arrive early?"),
        "named speaker marker",
    ),
    F(
        "reply_shape",
        "harbourcruise",
        1,
        Say(
            4,
            "Thought process: the booking is made, so I should ask about the dress code next.\nIs there a "
            "dress code on board?",
        ),
        "thought process",
    ),
    F(
        "reply_shape",
        "jetboat",
        0,
        Say(2, "[Her husband Rob here - yes, the voucher is fine by us, thanks.]"),
        "a third party taking over",
    ),
    # -- invented_specifics: a specific found nowhere in the scenario or earlier
    F(
        "invented_specifics",
        "accordion",
        0,
        Say(
            3,
            "Tuesday the 11th at 10 please. I've got a concert on 15 March, so I'll need it back before "
            "then.",
        ),
        "a date never mentioned",
    ),
    F(
        "invented_specifics",
        "cakedecorating",
        2,
        Say(1, "CDC-20417, on 12 April. Please send the refund confirmation to june.adeyemi@gmail.com."),
        "an email never given",
    ),
    F("invented_specifics", "darts", 0, Say(3, "Callum Rourke, 07700 900475."), "phone digits swapped"),
    F(
        "invented_specifics",
        "dinosaurpark",
        0,
        Say(
            0,
            "Hi, I was charged twice for one family day ticket, $189 both times, plus a $4.50 booking fee "
            "each.",
        ),
        "a fee never mentioned",
    ),
    F(
        "invented_specifics",
        "enamelling",
        0,
        Say(2, "18 October please. Can the £15 come off the £175 I paid?"),
        "wrong amount paid",
    ),
    F(
        "invented_specifics",
        "ferriswheel",
        1,
        Say(1, "RW-61480, on 23 August."),
        "confirmation digits swapped",
    ),
    F(
        "invented_specifics",
        "goldleaf",
        0,
        Say(1, "GLS-118-4420. The invoice number is INV-55730 if you need it."),
        "an invoice number never given",
    ),
    F(
        "invented_specifics",
        "harbourcruise",
        0,
        Say(
            1,
            "Yes please. Graham Pelling, 0412 558 309. Should you need it, our address is 27 Wattle Street, "
            "Mosman.",
        ),
        "a street address never given",
    ),
    F(
        "invented_specifics",
        "jetboat",
        0,
        Say(1, "SJ-40772. If there's any refund, it should go to the Mastercard ending 2209."),
        "a card never mentioned",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "accordion",
        1,
        Say(
            1,
            "Maren Solberg, customer number SQW-30418, serial HM4-88172. Bartosz Lindqvist did my last "
            "service - could he take this one too?",
        ),
        "technician's name",
    ),
    F(
        "unknown_fact",
        "bungee",
        0,
        Say(2, "Wednesday 18 June at 13:30 please. I know there's a $35 rebooking fee, that's fine."),
        "rebooking fee",
    ),
    F(
        "unknown_fact",
        "cakedecorating",
        2,
        Say(2, "Rosa Pellegrini. Will Delphine Okoro still be our tutor on the day?"),
        "tutor's name, a fact without a value",
    ),
    F(
        "unknown_fact",
        "dinosaurpark",
        1,
        Say(1, "Order JV-774-20931, bought on 2 July. The duplicate went through as JV-774-20988."),
        "duplicate order number",
    ),
    F(
        "unknown_fact",
        "enamelling",
        1,
        Say(2, "I have a family wedding that weekend. Could I move to the next one, on 18 October?"),
        "next workshop date guessed",
    ),
    F(
        "unknown_fact",
        "ferriswheel",
        0,
        Say(
            0,
            "Hello, I booked a private capsule for 14:00 but need the sunset rotation instead. I believe the "
            "difference is forty-eight pounds, which is fine.",
        ),
        "price difference in words",
    ),
    F(
        "unknown_fact",
        "goldleaf",
        1,
        Say(1, "GLS-118-4420, ST4 2RL. Can your courier, DPD, collect the wrong leaf?"),
        "courier, a fact without a value",
    ),
    F(
        "unknown_fact",
        "harbourcruise",
        1,
        Say(2, "Saturday 22 November, please. We should like to board at Wharf 6, as we did last year."),
        "boarding wharf",
    ),
    F(
        "unknown_fact",
        "jetboat",
        1,
        Say(
            1,
            "kerry.mcallister@gmail.com. The lady on the phone said she'd already set aside voucher "
            "SJV-7731-QT for us.",
        ),
        "voucher code",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "accordion",
        0,
        Say(
            0,
            "Hi, my Hohner Morino IV needs a repair - the bellows leak and a treble key sticks. Customer "
            "number SQW-30418, serial HM4-88172, and my phone is +49 151 2344 8318.",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "bungee",
        0,
        Say(
            1,
            "KB-5521-XQ. I'm 82 kg, born 27/09/2003, and my mobile is +420 603 118 452 in case you need it.",
        ),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "cakedecorating",
        2,
        Say(
            0,
            "Hi, I need to cancel my friend Rosa Pellegrini's place on our cake decorating class on 12 "
            "April. The booking is CDC-20417 and we paid £130.",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "darts",
        1,
        Say(1, "Yeah, TT-1189. Callum Rourke, 07700 900457, callum.rourke@outlook.com."),
        "asked for the membership, gives three more",
    ),
    F(
        "data_dump",
        "enamelling",
        1,
        Say(
            1,
            "Priyanka Dasgupta, priyanka.d@studiodasgupta.co.uk. Booking ENW-3308, I paid £165, and my "
            "mobile is 07825 331 904.",
        ),
        "asked for name and email, gives three more",
    ),
    F(
        "data_dump",
        "ferriswheel",
        0,
        Say(1, "RW-61840. It's for 6 guests on 23 August, and you can reach me on 07911 283 604."),
        "asked for the confirmation, gives three more",
    ),
    F(
        "data_dump",
        "goldleaf",
        1,
        Say(
            2,
            "5 books of loose leaf, but transfer leaf came. I ordered them on 3 February; my email is "
            "a.whitcombe@gildedframe.co.uk and my phone is 01782 604 118.",
        ),
        "asked for the quantity, gives three more",
    ),
    F(
        "data_dump",
        "harbourcruise",
        0,
        Say(
            0,
            "Good evening. I'd like a table for two on the dinner cruise on Saturday 22 November, one "
            "vegetarian meal. I am Graham Pelling, telephone 0412 558 309, email g.pelling@bigpond.com, "
            "loyalty number HC-88-4410.",
        ),
        "every fact in the first message",
    ),
    F(
        "data_dump",
        "jetboat",
        0,
        Say(1, "SJ-40772. My email is kerry.mcallister@gmail.com, phone +61 438 207 115, and we paid $387."),
        "asked for the reference, gives three more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "accordion",
        0,
        StopAt(6, "Let me check my rehearsal schedule first and I'll get back to you. Thanks!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "bungee",
        1,
        StopAt(6, "Hmm, let me check with my mates first and come back to you. Cheers!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "cakedecorating",
        2,
        StopAt(6, "I'll have a think about it and get back to you. Thank you for explaining."),
        "after the fee",
    ),
    F(
        "premature_stop",
        "darts",
        0,
        StopAt(8, "Sound, I'll sort the deposit out with my brother first. Cheers."),
        "booked, but leaves before the deposit",
    ),
    F(
        "premature_stop",
        "dinosaurpark",
        0,
        StopAt(4, "Ok. I'll check with my bank first. Thanks."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "enamelling",
        1,
        StopAt(6, "Let me check my diary for October and get back to you. Thanks!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "goldleaf",
        1,
        StopAt(4, "Right, I'll dig out the packing slip and call back. Thanks."),
        "after a question",
    ),
    F(
        "premature_stop",
        "harbourcruise",
        1,
        StopAt(6, "Thank you. I shall confirm the menu with my wife and telephone again tomorrow."),
        "after a question",
    ),
    F(
        "premature_stop",
        "jetboat",
        1,
        StopAt(4, "Ok, thank you, I'll talk it over with my husband and call back."),
        "cancelled, but leaves before the voucher",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F(
        "persona_sent",
        "accordion",
        2,
        meta(1, prompt_missing=["known_facts.customer_number"]),
        "a known fact",
    ),
    F("persona_sent", "cakedecorating", 1, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "darts", 1, meta(2, prompt_missing=["known_facts"]), "all known facts"),
    F("persona_sent", "dinosaurpark", 2, meta(0, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "enamelling", 0, meta(1, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "ferriswheel", 1, meta(0, prompt_missing=["goal", "persona"]), "goal and persona"),
    F(
        "persona_sent",
        "harbourcruise",
        0,
        meta(1, prompt_missing=["known_facts.full_name", "known_facts.phone"]),
        "two known facts",
    ),
    F("persona_sent", "jetboat", 1, meta(2, prompt_missing=["persona"]), "persona"),
]
