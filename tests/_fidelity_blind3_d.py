"""Blind labelled set 3, part D: ten customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session before any run, without reading the guards' implementation. What was read: the
"Simulator fidelity: guards, faults, valid trials" and "Regenerate, then attribute" sections of
``docs/guides/simulate.md``, the docstring of ``check_fidelity`` (``_check.py`` lines 311-336 only),
``tests/_fidelity_blind.py`` (its framework and labels), ``tests/_fidelity_blind_domains.py`` (the step helpers
and a few domains, for the style only) and the ``Case`` entry format at the top of ``tests/_fidelity_corpus.py``.
No guard, ``check_fidelity`` or benchmark was called while writing it, and nothing here was tuned on a result.

The ten scenarios (a wedding cake, a storage unit, a campsite, a piano tuning, a phone-screen repair, a bulky-item
pickup, a language placement test, a blood test, a bicycle repair, a window-cleaning quote) do not reuse the
domains of the earlier sets. Every user turn is written by hand to look like an LLM simulated user that behaves:
facts restated in its own formats, ids, amounts and dates the agent or a tool gave quoted back, sums and
differences worked out, follow-up questions, lists, typos, polite closings. Some flows end after a tool error or
a refusal, where stopping without the write is clean.

Labels follow the definitions of the brief, not what a guard can see: a clean conversation opens with the
scenario's opener word for word when it has one, keeps one voice (no reasoning, role markers, assistant voice,
second speaker, stop signal in the text, answer to its own question), volunteers at most two known facts per
turn before the agent asks for them, states an unknown fact only after the agent told it, says only specifics
from the scenario's known facts or earlier messages and tool results (or worked out from them), and stops only
once the expected write ran or the agent failed or refused. Each fault in :data:`FAULTS` breaks one such rule on
purpose and is labelled with the guard that should catch it; some are written in forms the documentation says a
guard does not see (reasoning in plain prose, the assistant's voice without a marker, facts paraphrased, an
unknown name), on purpose.

Steps: ``u(*alternatives)`` a simulated user turn, ``a(text, *calls)`` an agent turn, ``stop(*alternatives)`` the
user's last word (``""``: a stop that left no message). Build with ``_fidelity_blind.build``.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. wedding cake (with an opener) ----------------------------------------------------------------------------

CAKE = Scenario(
    goal="Order a three-tier wedding cake for your wedding and have it delivered to the venue.",
    persona="a bride-to-be planning everything from a spreadsheet, cheerful and chatty",
    known_facts={
        "name": "Clara Weiss",
        "email": "clara.weiss@posteo.de",
        "phone": "+44 7911 482336",
        "wedding_date": "2025-06-14",
        "venue_address": "Lindenhof Estate, 22 Mill Road, Harrow",
        "budget": "£450",
    },
    unknown_facts=["deposit amount: £135", "order reference"],
    opener="Hi! I'd like to order a wedding cake, three tiers, for June.",
    expected=["place_cake_order"],
)
_CAKE_CHECK = call(
    "check_cake_availability",
    {"date": "2025-06-14", "tiers": 3},
    {
        "date": "2025-06-14",
        "available": True,
        "three_tier_from": "£420.00",
        "delivery_fee": "£30.00",
        "tasting_slots": ["2025-03-08T11:00", "2025-03-15T14:00"],
    },
)
_CAKE_ORDER = call(
    "place_cake_order",
    {
        "name": "Clara Weiss",
        "date": "2025-06-14",
        "tiers": 3,
        "deliver_to": "Lindenhof Estate, 22 Mill Road, Harrow",
    },
    {"order": "WC-25-0614-07", "total": "£450.00", "deposit": "£135.00", "deposit_due": "2025-03-31"},
)
CAKE_FLOWS = (
    (
        u("Hi! I'd like to order a wedding cake, three tiers, for June."),
        a("Congratulations! Which date is the wedding?"),
        u(
            "It's on the 14th of June 2025.",
            "June 14, 2025!",
            "14/06/2025 - a Saturday",
            "the wedding is 2025-06-14, so the cake would need to arrive that morning",
        ),
        a(
            "Good news, June 14 is free. A three-tier cake starts at £420.00 and delivery to the venue is £30.00. "
            "What flavours would you like, and where is the venue?",
            _CAKE_CHECK,
        ),
        u(
            "Lemon and elderflower on the bottom, chocolate in the middle, vanilla on top. The venue is Lindenhof "
            "Estate, 22 Mill Road, Harrow.",
            "Venue's Lindenhof Estate, 22 Mill Road, Harrow. Flavours: lemon, raspberry, vanilla. So £450 all in "
            "with delivery?",
            "Lindenhof Estate at 22 Mill Road in Harrow. Could we do lemon elderflower for all three tiers? My "
            "fiance is obsessed lol",
            "venue: Lindenhof Estate, 22 Mill Road, Harrow\nflavours:\n- bottom: vanilla & raspberry\n- middle: "
            "chocolate\n- top: lemon",
        ),
        a("Lovely. What name and email should the order be under?"),
        u(
            "Clara Weiss, clara.weiss@posteo.de",
            "Name is Clara Weiss and the email is clara.weiss@posteo.de.",
            "It's under Clara Weiss - email clara.weiss@posteo.de :)",
            "clara weiss / Clara.Weiss@posteo.de",
        ),
        a(
            "Your order WC-25-0614-07 is placed: £450.00 in total, with a £135.00 deposit due by March 31, 2025. "
            "I've emailed the details to clara.weiss@posteo.de.",
            _CAKE_ORDER,
        ),
        u(
            "Thank you! So the remaining £315 is paid when?",
            "Great. Can I pay the £135 deposit by card?",
            "Perfect!! Can we still change flavours later, say after a tasting?",
            "Amazing, WC-25-0614-07 is going straight into my spreadsheet. Do you deliver the morning of the "
            "14th or the day before?",
        ),
        a(
            "The balance is due two weeks before the wedding; card or bank transfer both work. Flavours can change "
            "until May 1, and we deliver on the morning of the wedding."
        ),
        stop("Wonderful, thank you so much!", "Great, thanks, bye!", "thanks!! can't wait", ""),
    ),
    (
        u("Hi! I'd like to order a wedding cake, three tiers, for June."),
        a("Happy to help. May I have your name and the wedding date?"),
        u(
            "Clara Weiss, and the wedding's on 14 June 2025.",
            "Clara Weiss - June 14th 2025",
            "My name is Clara Weiss. Date: 2025-06-14.",
            "clara weiss, 14.06.2025",
        ),
        a(
            "Thanks Clara. June 14 is available; three tiers start at £420.00 plus £30.00 delivery. We also offer "
            "tastings on Saturday March 8 at 11:00 or Saturday March 15 at 14:00. Would you like one?",
            _CAKE_CHECK,
        ),
        u(
            "The 8th of March at 11 works for me.",
            "March 15 at 2pm please!",
            "Yes please, 08/03 at 11:00. Is the tasting free?",
            "yes - the 15th at 14:00 if possible, my mum wants to come too",
        ),
        a("Booked in. Where should we deliver the cake, and what email should we use?"),
        u(
            "Lindenhof Estate, 22 Mill Road, Harrow. Email clara.weiss@posteo.de.",
            "Deliver to: Lindenhof Estate, 22 Mill Road, Harrow\nEmail: clara.weiss@posteo.de",
            "The venue is Lindenhof Estate (22 Mill Road, Harrow) and my email is clara.weiss@posteo.de. My budget "
            "is £450, so that's exactly it with delivery, right?",
        ),
        a(
            "Yes, exactly £450.00. Order WC-25-0614-07 is placed; the £135.00 deposit is due by 31 March.",
            _CAKE_ORDER,
        ),
        stop(
            "Perfect, thank you!",
            "Thank you so much, that's all for now.",
            "Great - WC-25-0614-07, noted. Bye!",
            "Lovely, I'll pay the deposit before 31/03. Thanks!",
        ),
    ),
)

# -- 2. storage-unit rental --------------------------------------------------------------------------------------

STORAGE = Scenario(
    goal="Rent a small storage unit for about three months while your flat is being renovated.",
    persona="a first-time renter who asks a lot of questions",
    known_facts={
        "name": "Dev Malhotra",
        "phone": "(503) 555-0172",
        "email": "dev.malhotra@gmail.com",
        "move_in_date": "2025-04-01",
        "unit_size": "5x10",
    },
    unknown_facts=["gate code: 4471", "monthly insurance fee"],
    expected=["reserve_unit"],
)
_STORAGE_FIND = call(
    "find_units",
    {"size": "5x10", "from": "2025-04-01"},
    {
        "units": [
            {"unit": "B-114", "size": "5x10", "monthly": "$89.00", "floor": 1},
            {"unit": "C-207", "size": "5x10", "monthly": "$79.00", "floor": 2},
        ],
        "admin_fee": "$25.00",
        "first_month": "$1.00",
    },
)
_STORAGE_RESERVE = call(
    "reserve_unit",
    {"unit": "C-207", "start": "2025-04-01", "name": "Dev Malhotra"},
    {
        "reservation": "SR-40917",
        "unit": "C-207",
        "start": "2025-04-01",
        "due_today": "$26.00",
        "gate_code": "4471",
    },
)
STORAGE_FLOWS = (
    (
        u(
            "Hi, I need a storage unit for about three months while we renovate. What do you have?",
            "hello! looking to rent a small storage unit for 3 months or so",
            "Hi there - we're renovating our flat and I need somewhere to put the furniture for roughly three "
            "months. Do you have small units?",
            "Hey, first time renting storage, not sure how this works. I need a small unit for a few months.",
        ),
        a("Sure. What size do you need, and when do you want to move in?"),
        u(
            "A 5x10 should do, from April 1st.",
            "5x10, move-in 2025-04-01",
            "I think 5x10? Starting 1 April 2025.",
            "5 by 10, starting april 1",
        ),
        a(
            "I have two 5x10 units free from April 1: B-114 on the ground floor at $89.00 a month and C-207 on the "
            "second floor at $79.00 a month. There's a one-time $25.00 admin fee, and the first month is $1.00.",
            _STORAGE_FIND,
        ),
        u(
            "C-207 is fine. There's an elevator, right?",
            "The $79 one please, so C-207. That's $10 a month cheaper, right?",
            "C-207. So today I'd pay $26 in total?",
            "I'll go with C-207 - over three months that saves me $30 vs B-114. Do I need insurance?",
        ),
        a("Yes, there's a freight elevator. What name and phone number should I put on the reservation?"),
        u(
            "Dev Malhotra, (503) 555-0172.",
            "Dev Malhotra - 503-555-0172",
            "name Dev Malhotra, phone 5035550172",
            "It's Dev Malhotra and my cell is (503) 555 0172.",
        ),
        a(
            "Reserved: unit C-207, reservation SR-40917, starting April 1, 2025. $26.00 is due today. Your gate "
            "code is 4471.",
            _STORAGE_RESERVE,
        ),
        u(
            "Got it, gate code 4471. Can I pay the $26 online?",
            "Thanks! Do I need to bring my own lock?",
            "ok, SR-40917. what hours is the gate open?",
            "Great, thanks. Just to check:\n1. C-207, from April 1\n2. $26 today\n3. gate code 4471\nAnything "
            "else I need to bring on move-in day?",
        ),
        a(
            "You can pay online with SR-40917. Bring your own disc lock; the gate is open from 6 am to 10 pm every "
            "day."
        ),
        stop("Perfect, thank you!", "Awesome, thanks for all the answers.", "ok thank you, bye", ""),
    ),
    (
        u(
            "Hi, do you have any 5x10 units available from April 1?",
            "Hey, I'm after a 5x10 unit from 2025-04-01 for about three months.",
            "Hello, is there a 5x10 storage unit free starting the 1st of April?",
        ),
        a("Let me check.", _STORAGE_FIND),
        a(
            "Yes: C-207 on the second floor at $79.00 a month. The admin fee is $25.00 and the first month is "
            "$1.00. Can I have your email to reserve it?"
        ),
        u(
            "dev.malhotra@gmail.com",
            "Sure, it's dev.malhotra@gmail.com",
            "Email: Dev.Malhotra@gmail.com. Is insurance required?",
            "sure, dev.malhotra@gmail.com. so $79 a month after the first one?",
        ),
        a(
            "Thanks. Insurance is required; you can use your own policy or ours. Let me reserve C-207.",
            call(
                "reserve_unit", {"unit": "C-207", "start": "2025-04-01"}, error="payment service unavailable"
            ),
        ),
        a(
            "I'm sorry, our reservation system is down right now and I couldn't reserve C-207. Please try again "
            "later or call the facility."
        ),
        stop(
            "Ok, I'll try again tomorrow. Thanks.",
            "That's annoying, but ok. I'll call the facility. Bye.",
            "No problem, I'll try later.",
        ),
    ),
)

# -- 3. campsite reservation (with an opener) --------------------------------------------------------------------

CAMPSITE = Scenario(
    goal="Reserve a tent pitch at Pine Hollow campground for two nights in July for you and your partner.",
    persona="an outdoorsy nurse who plans trips on her phone between shifts",
    known_facts={
        "name": "June Okafor",
        "arrival_date": "2025-07-18",
        "departure_date": "2025-07-20",
        "car_plate": "8TRV512",
        "email": "june.okafor@outlook.com",
        "phone": "+1 (415) 555-0139",
    },
    unknown_facts=["site number: 42", "campfire permit fee"],
    opener="Hi, I'd like to book a tent site for two nights in July.",
    expected=["book_site"],
)
_CAMP_CHECK = call(
    "check_sites",
    {"arrive": "2025-07-18", "depart": "2025-07-20", "type": "tent"},
    {
        "available": [
            {"site": "42", "loop": "Creekside", "nightly": "$35.00"},
            {"site": "17", "loop": "Meadow", "nightly": "$28.00"},
        ],
        "vehicle_pass": "$10.00",
    },
)
_CAMP_BOOK = call(
    "book_site",
    {"site": "42", "arrive": "2025-07-18", "depart": "2025-07-20", "plate": "8TRV512"},
    {"confirmation": "PH-7730-18", "site": "42", "total": "$80.00", "check_in": "2025-07-18T14:00"},
)
CAMPSITE_FLOWS = (
    (
        u("Hi, I'd like to book a tent site for two nights in July."),
        a("Sure! What dates are you arriving and leaving?"),
        u(
            "Arriving July 18th, leaving the 20th.",
            "07/18 to 07/20, 2025",
            "From Friday 18 July to Sunday 20 July.",
            "arrive 2025-07-18, leave 2025-07-20 :)",
        ),
        a(
            "For July 18-20 I have site 42 in the Creekside loop at $35.00 a night and site 17 in the Meadow loop "
            "at $28.00 a night. A vehicle pass is $10.00 for the stay.",
            _CAMP_CHECK,
        ),
        u(
            "Site 42 by the creek sounds lovely. So that's $70 for the two nights plus $10 for the car?",
            "Creekside please, site 42.",
            "We'll take 42! Is it close to the showers?",
            "site 42 pls!! my partner will love falling asleep to the creek",
        ),
        a("Yes, it's a short walk. What's your licence plate for the vehicle pass?"),
        u("8TRV512", "It's 8TRV512, a grey hatchback.", "plate is 8 TRV 512", "Plate number: 8TRV512."),
        a("And a name and email for the confirmation?"),
        u(
            "June Okafor, june.okafor@outlook.com",
            "Name: June Okafor\nEmail: june.okafor@outlook.com",
            "june okafor - june.okafor@outlook.com",
            "It's June Okafor, email June.Okafor@outlook.com. Thanks for being so quick!",
        ),
        a(
            "Booked! Confirmation PH-7730-18: site 42, July 18-20, $80.00 in total. Check-in is from 2 pm on "
            "July 18.",
            _CAMP_BOOK,
        ),
        stop("Yay, thank you!", "Perfect. See you on the 18th!", "Thanks so much - PH-7730-18 saved.", ""),
    ),
    (
        u("Hi, I'd like to book a tent site for two nights in July."),
        a("Happy to help. Could I get your name first?"),
        u(
            "June Okafor.",
            "It's June Okafor",
            "june okafor",
            "Sure, June Okafor (booking for me and my partner).",
        ),
        a("Thanks June. Which nights?"),
        u(
            "18th to 20th of July, so two nights.",
            "Check in 2025-07-18, check out 2025-07-20.",
            "July 18 - 20 please. Anything by the water?",
        ),
        a(
            "Site 42 in the Creekside loop is free for those nights, $35.00 a night, plus $10.00 for a vehicle. "
            "Shall I book it? I'll need a phone number and your licence plate.",
            _CAMP_CHECK,
        ),
        u(
            "Yes please book it! Phone +1 (415) 555-0139, plate 8TRV512.",
            "Book it. 415-555-0139 and 8TRV512.",
            "yes!\nphone: (415) 555 0139\nplate: 8TRV512",
        ),
        a("Booked: confirmation PH-7730-18, site 42, total $80.00.", _CAMP_BOOK),
        u(
            "Can we have a campfire there?",
            "Do I need to print the confirmation?",
            "Thanks! Is $80 everything, or do we pay extra for firewood?",
        ),
        a(
            "Campfires are allowed in the fire ring with a permit, which is $5 at the gate. No printing needed; "
            "show PH-7730-18 on your phone."
        ),
        stop("Good to know, $5 is fine. Thanks!", "Great, thank you!", "Awesome, thanks! See you in July."),
    ),
)

# -- 4. piano tuning ---------------------------------------------------------------------------------------------

PIANO = Scenario(
    goal="Book a piano tuner to tune your upright piano at home; it has not been tuned in years.",
    persona="a retired music teacher, formal and precise",
    known_facts={
        "name": "Margit Lindqvist",
        "address": "7 Rowan Close, Bath BA2 4QP",
        "phone": "01225 448 190",
        "piano_model": "Yamaha U1",
        "piano_serial": "2318845",
    },
    unknown_facts=["tuner's name", "pitch raise charge: £40"],
    expected=["book_tuning"],
)
_PIANO_SLOTS = call(
    "check_tuner_slots",
    {"postcode": "BA2 4QP"},
    {"area": "Bath", "slots": ["2025-02-11T09:30", "2025-02-13T15:00"], "standard_tuning": "£85.00"},
)
PIANO_FLOWS = (
    (
        u(
            "Good morning. I would like to arrange a tuning for my upright piano, please.",
            "Hello, my piano needs tuning - it hasn't been done in years. Can you send someone?",
            "Hi there, I'd like to book a piano tuner to come to the house.",
            "hi, need my upright piano tuned, its been ages",
        ),
        a("Certainly. What is the address, including the postcode?"),
        u(
            "7 Rowan Close, Bath BA2 4QP.",
            "It is 7 Rowan Close, Bath, BA2 4QP.",
            "Address: 7 Rowan Close, Bath\nPostcode: BA2 4QP",
            "7 rowan close bath ba2 4qp",
        ),
        a(
            "Thank you. Our tuner covers Bath on Tuesday 11 February at 9:30 or Thursday 13 February at 15:00. A "
            "standard tuning is £85.00.",
            _PIANO_SLOTS,
        ),
        u(
            "Thursday the 13th at three o'clock would suit me.",
            "The 13th at 15:00, please.",
            "13/02 at 3pm. Is £85 the full price?",
            "Thursday works best for me. 13 Feb, 3 pm.",
        ),
        a("I can book that. What make and model is the piano?"),
        u("It is a Yamaha U1.", "A Yamaha U1 upright, serial number 2318845, should that help.", "yamaha u1"),
        a("And a phone number for the tuner?"),
        u("01225 448 190", "My landline is 01225 448190.", "Telephone: +44 1225 448 190"),
        a(
            "Booked: PT-55102, Thursday 13 February at 15:00, £85.00. Your tuner is Tomas Reyes. If the piano is "
            "far below pitch he may need a pitch raise, which is £40.00 extra.",
            call(
                "book_tuning",
                {"postcode": "BA2 4QP", "slot": "2025-02-13T15:00", "piano": "Yamaha U1"},
                {
                    "booking": "PT-55102",
                    "slot": "2025-02-13T15:00",
                    "tuner": "Tomas Reyes",
                    "price": "£85.00",
                },
            ),
        ),
        u(
            "Thank you. So at most £125 in total?",
            "Very good. Will Mr Reyes bring everything he needs?",
            "Understood. How long does a tuning usually take?",
            "Noted: PT-55102, 13 February, Mr Reyes. Should I clear the top of the piano beforehand?",
        ),
        a(
            "Yes, £125.00 at most. He brings his own tools; please clear the lid. A tuning takes about an hour and "
            "a half."
        ),
        stop("Splendid, thank you.", "Thank you for your help. Goodbye.", "Lovely, thanks.", ""),
    ),
    (
        u(
            "Hello. My name is Margit Lindqvist, and I need my upright piano tuned.",
            "Hi, Margit Lindqvist here - I'd like a piano tuning at home please.",
            "Good afternoon, I would like to book a tuning for my Yamaha upright.",
        ),
        a("Of course. What's the postcode?"),
        u("BA2 4QP", "It's BA2 4QP, in Bath.", "ba2 4qp"),
        a(
            "We have Tuesday 11 February at 9:30 or Thursday 13 February at 15:00. A standard tuning is £85.00.",
            _PIANO_SLOTS,
        ),
        u(
            "The Tuesday morning, please.",
            "11 February at half past nine is perfect.",
            "2025-02-11 09:30, if you please.",
        ),
        a("What's the full address and a contact number?"),
        u(
            "7 Rowan Close, Bath BA2 4QP; 01225 448 190.",
            "The address is 7 Rowan Close, Bath. Telephone 01225 448190.",
            "7 Rowan Close, Bath, BA2 4QP\n01225 448 190 (landline, I do not use a mobile)",
        ),
        a(
            "Booked: PT-55098 on Tuesday 11 February at 9:30, £85.00.",
            call(
                "book_tuning",
                {"postcode": "BA2 4QP", "slot": "2025-02-11T09:30", "address": "7 Rowan Close, Bath BA2 4QP"},
                {
                    "booking": "PT-55098",
                    "slot": "2025-02-11T09:30",
                    "tuner": "Tomas Reyes",
                    "price": "£85.00",
                },
            ),
        ),
        stop(
            "Thank you, I shall expect him on the 11th.",
            "Very good. Thank you and goodbye.",
            "PT-55098, noted. Many thanks.",
        ),
    ),
)

# -- 5. phone-screen repair at a shop (with an opener) -----------------------------------------------------------

SCREEN = Scenario(
    goal="Your phone screen cracked; book an in-store screen repair at the Fixpoint shop on Elm Street.",
    persona="a college student on a tight budget, types in lowercase",
    known_facts={
        "phone_model": "Pixel 7",
        "imei": "356938035643809",
        "email": "tariq.haddad@gmail.com",
        "contact_phone": "+44 7700 900456",
        "budget": "£120",
    },
    unknown_facts=["repair ticket number", "screen warranty period: 90 days"],
    opener="hey, my phone screen is cracked, can you fix it today?",
    expected=["book_repair"],
)
_SCREEN_QUOTE = call(
    "quote_repair",
    {"model": "Pixel 7", "part": "screen"},
    {
        "model": "Pixel 7",
        "part": "original screen",
        "price": "£109.00",
        "in_stock": True,
        "slots": ["2025-05-06T14:00", "2025-05-06T16:30"],
    },
)
SCREEN_FLOWS = (
    (
        u("hey, my phone screen is cracked, can you fix it today?"),
        a("We can take a look. Which phone model is it?"),
        u(
            "pixel 7",
            "It's a Google Pixel 7.",
            "pixel 7, the glass is shattered in one corner but touch still works",
            "a pixel 7. how much is a new screen?",
        ),
        a(
            "A Pixel 7 screen is £109.00 with an original part, and it's in stock. Today we have 14:00 or 16:30.",
            _SCREEN_QUOTE,
        ),
        u(
            "£109 is under what i wanted to spend so ok. 4:30 please",
            "16:30 works, i've got lectures before that",
            "can i do the half four one?",
            "ok the 4.30pm slot",
        ),
        a("Done, 16:30 it is. What email should I send the repair ticket to?"),
        u("tariq.haddad@gmail.com", "sure: tariq.haddad@gmail.com", "send it to Tariq.Haddad@gmail.com pls"),
        a("And your phone's IMEI, please? Dial *#06# to see it."),
        u("356938035643809", "imei is 35-693803-564380-9", "it says 356938035643809"),
        a(
            "Booked: ticket FX-20934, today at 16:30, £109.00. The new screen comes with a 90-day warranty.",
            call(
                "book_repair",
                {"model": "Pixel 7", "imei": "356938035643809", "slot": "2025-05-06T16:30"},
                {"ticket": "FX-20934", "slot": "2025-05-06T16:30", "price": "£109.00", "warranty_days": 90},
            ),
        ),
        u(
            "thanks! do i need to back it up first?",
            "90 days, nice. do i pay when i pick it up?",
            "cool, FX-20934. how long does it take?",
        ),
        a("Back up if you can. You pay on collection, and the repair takes about an hour."),
        stop("sweet, see you at 4:30!", "ok thanks!", "great, thank you", ""),
    ),
    (
        u("hey, my phone screen is cracked, can you fix it today?"),
        a("Possibly. What model is it, and do you have a budget in mind?"),
        u(
            "pixel 7, and i can spend up to £120",
            "it's a pixel 7 - ideally no more than £120",
            "Pixel 7. Budget is £120 max, I'm a student lol",
        ),
        a(
            "The Pixel 7 screen is £109.00, so within your budget. Today we have 14:00 or 16:30.",
            _SCREEN_QUOTE,
        ),
        u("2pm please", "14:00. that leaves me £11 spare, nice", "the 2 o'clock one"),
        a("What's a number we can reach you on?"),
        u("+44 7700 900456", "07700 900456", "my number's 07700 900 456"),
        a(
            "Booked ticket FX-20931 for 14:00 today, £109.00.",
            call(
                "book_repair",
                {"model": "Pixel 7", "slot": "2025-05-06T14:00", "phone": "+44 7700 900456"},
                {"ticket": "FX-20931", "slot": "2025-05-06T14:00", "price": "£109.00", "warranty_days": 90},
            ),
        ),
        stop("perfect, thanks!", "brilliant, see you at 2", "thank you!!"),
    ),
)

# -- 6. bulky-item recycling pickup ------------------------------------------------------------------------------

BULKY = Scenario(
    goal="Schedule a bulky-item recycling pickup for an old fridge and a mattress from your house.",
    persona="a busy parent of three who writes short messages",
    known_facts={
        "account_number": "WM-448-20917",
        "address": "1290 Hawthorne Ave, Apt 3, Oakland, CA 94610",
        "phone": "510-555-0184",
        "email": "rosa.delgado@icloud.com",
    },
    unknown_facts=["refrigerant fee: $35", "pickup window"],
    expected=["schedule_pickup"],
)
BULKY_FLOWS = (
    (
        u(
            "hi need a bulky pickup for a fridge and a mattress",
            "Hello, I'd like to schedule a pickup for an old fridge and a mattress.",
            "Hi! Can you come get an old refrigerator and a mattress from my house?",
            "need to get rid of old fridge + mattress, can u schedule a pickup",
        ),
        a("Sure. What's your account number? It's on your utility bill."),
        u("WM-448-20917", "its WM 448 20917", "Account is WM-448-20917.", "wm44820917"),
        a(
            "Found it: 1290 Hawthorne Ave, Apt 3, Oakland. You have 2 free pickups left this year. Fridges carry a "
            "$35.00 refrigerant fee. The next dates are Wednesday March 12 or Wednesday March 19.",
            call(
                "lookup_service",
                {"account": "WM-448-20917"},
                {
                    "account": "WM-448-20917",
                    "address": "1290 Hawthorne Ave, Apt 3, Oakland, CA 94610",
                    "free_pickups_left": 2,
                    "next_dates": ["2025-03-12", "2025-03-19"],
                    "fridge_fee": "$35.00",
                },
            ),
        ),
        u("March 12", "12th pls", "the 12th. fridge fee is ok", "3/12 works. is the $35 on my bill?"),
        a("I'll book March 12. Best phone number for the driver?"),
        u("510-555-0184", "(510) 555-0184", "5105550184", "510 555 0184, text is better than calling"),
        a(
            "Booked: pickup BK-771204 on March 12 between 7 am and 3 pm. The $35.00 fee will be on your next bill.",
            call(
                "schedule_pickup",
                {"account": "WM-448-20917", "date": "2025-03-12", "items": ["fridge", "mattress"]},
                {"pickup_id": "BK-771204", "date": "2025-03-12", "window": "07:00-15:00", "charge": "$35.00"},
            ),
        ),
        u(
            "where do i leave them?",
            "ok. 7 to 3, got it. curb?",
            "thx. does the mattress need to be wrapped?",
        ),
        a("Put both at the curb by 7 am, and wrap the mattress in plastic if you can."),
        stop("ok thx", "got it thanks", "perfect, bye", ""),
    ),
    (
        u(
            "Hi, I have a fridge and a mattress to get rid of at 1290 Hawthorne Ave, Apt 3, Oakland.",
            "Hello - bulky pickup please, 1290 Hawthorne Ave Apt 3, Oakland CA 94610",
            "hi. old fridge and mattress need picking up from 1290 Hawthorne Ave #3",
        ),
        a("Let me look that up. Can I have the account number too?"),
        u("WM-448-20917", "sure, WM-448-20917", "WM 448-20917"),
        a(
            "Account WM-448-20917 has used both free pickups for 2025, and I'm not able to schedule a third one. "
            "You can drop the items at the Davis Street transfer station, Monday to Saturday.",
            call(
                "lookup_service",
                {"account": "WM-448-20917"},
                {"account": "WM-448-20917", "free_pickups_left": 0, "next_dates": []},
            ),
        ),
        u(
            "Ugh. Is there a paid option?",
            "so no pickup at all? what if i pay for it",
            "ok. what does the transfer station charge for a fridge?",
        ),
        a(
            "I'm sorry, there is no paid pickup option. At the transfer station fridges carry a $35.00 "
            "refrigerant fee; mattresses are free."
        ),
        stop("fine, thanks anyway", "ok, i'll take them myself. bye", "alright. $35 it is, thanks"),
    ),
)

# -- 7. language-course placement test (with an opener) ----------------------------------------------------------

LANGUAGE = Scenario(
    goal="Book a placement test for the Spanish evening course so you can join the right level in September.",
    persona="an engineer who learned some Spanish at school years ago",
    known_facts={
        "name": "Lukas Brenner",
        "student_id": "LS-2025-3381",
        "email": "lukas.brenner@web.de",
        "phone": "+49 151 2384 7710",
        "date_of_birth": "1991-11-02",
    },
    unknown_facts=["placement fee: €20", "test room"],
    opener="Hola! I'd like to take the placement test for the Spanish evening course.",
    expected=["book_placement_test"],
)
_LANG_SLOTS = call(
    "find_test_slots",
    {"language": "Spanish", "course": "evening"},
    {"slots": ["2025-08-26T18:00", "2025-08-28T18:30"], "fee": "€20.00", "course_start": "2025-09-15"},
)
LANGUAGE_FLOWS = (
    (
        u("Hola! I'd like to take the placement test for the Spanish evening course."),
        a("¡Hola! Are you already registered with us? If so, what's your student ID?"),
        u(
            "Yes, LS-2025-3381.",
            "I am, my student ID is LS-2025-3381",
            "yes - ls 2025 3381",
            "Student ID: LS-2025-3381. I took Spanish at school but that was a long time ago.",
        ),
        a(
            "Thanks, Lukas. Spanish placement tests are on Tuesday 26 August at 18:00 or Thursday 28 August at "
            "18:30. The fee is €20.00, and courses start on 15 September.",
            _LANG_SLOTS,
        ),
        u(
            "Thursday the 28th at 18:30 please.",
            "The 28th, half past six.",
            "28.08. at 18:30 works. Can I pay the 20 euros on the day?",
            "thursday pls. how long is the test?",
        ),
        a("Sure. Which email should get the confirmation?"),
        u("lukas.brenner@web.de", "Please use lukas.brenner@web.de.", "LUKAS.BRENNER@WEB.DE"),
        a(
            "Booked: PL-88410, Thursday 28 August at 18:30 in room 3.07. The €20.00 fee is paid on the day.",
            call(
                "book_placement_test",
                {"student_id": "LS-2025-3381", "slot": "2025-08-28T18:30", "email": "lukas.brenner@web.de"},
                {"booking": "PL-88410", "slot": "2025-08-28T18:30", "room": "3.07", "fee": "€20.00"},
            ),
        ),
        u(
            "Danke! What should I bring?",
            "Room 3.07, got it. Is there an oral part?",
            "Perfect. If I place above beginner, can I still start on 15 September?",
            "Great. So PL-88410, 28/08, 18:30, room 3.07, €20 on the day. Did I get everything?",
        ),
        a(
            "Bring an ID. There's a short oral part after the written test, and every level starts on 15 "
            "September."
        ),
        stop("Great, thanks. ¡Hasta luego!", "Perfect, see you then.", "Thank you!", ""),
    ),
    (
        u("Hola! I'd like to take the placement test for the Spanish evening course."),
        a("Great! What's your name and date of birth?"),
        u(
            "Lukas Brenner, born 2 November 1991.",
            "Lukas Brenner - 02.11.1991",
            "Name: Lukas Brenner\nDOB: 1991-11-02",
        ),
        a(
            "Thank you. We have Tuesday 26 August at 18:00 or Thursday 28 August at 18:30; the fee is €20.00.",
            _LANG_SLOTS,
        ),
        u("26 August at 18:00, please.", "The Tuesday please.", "Tuesday the 26th, 6pm. Muchas gracias!"),
        a("And a phone number in case we need to reschedule?"),
        u("+49 151 2384 7710", "0151 23847710", "my mobile: 0151 2384 7710"),
        a(
            "Booked: PL-88402, Tuesday 26 August at 18:00 in room 3.07. Please pay the €20.00 at reception.",
            call(
                "book_placement_test",
                {"name": "Lukas Brenner", "slot": "2025-08-26T18:00", "phone": "+49 151 2384 7710"},
                {"booking": "PL-88402", "slot": "2025-08-26T18:00", "room": "3.07", "fee": "€20.00"},
            ),
        ),
        stop("Thanks, see you on the 26th!", "Perfect, gracias.", "Great, thank you very much."),
    ),
)

# -- 8. blood-test appointment -----------------------------------------------------------------------------------

BLOODTEST = Scenario(
    goal="Book the fasting blood test your doctor ordered, for an early-morning slot.",
    persona="a nervous patient who dislikes needles",
    known_facts={
        "patient_id": "P-00482913",
        "date_of_birth": "1979-05-23",
        "referral_number": "REF-6620-1147",
        "phone": "(312) 555-0123",
        "insurance_member_id": "ZXK-449021-03",
    },
    unknown_facts=["copay amount", "clinic room: Lab 4"],
    expected=["book_lab_appointment"],
)
_BLOOD_REFERRAL = call(
    "lookup_referral",
    {"referral": "REF-6620-1147"},
    {
        "referral": "REF-6620-1147",
        "tests": ["lipid panel", "fasting glucose"],
        "fasting_hours": 12,
        "slots": ["2025-10-07T07:15", "2025-10-08T07:45"],
        "copay": "$20.00",
    },
)
BLOODTEST_FLOWS = (
    (
        u(
            "Hi, my doctor ordered a fasting blood test and I'd like to book it, early morning if possible.",
            "Hello, I need to schedule a blood test - it's a fasting one, so the earlier the better.",
            "hi um I need to book bloodwork, my doctor said fasting. first thing in the morning ideally?",
            "Good morning! Could I book a fasting blood draw? Early slots preferred. I'm honestly a bit scared "
            "of needles.",
        ),
        a("Of course. Do you have the referral number from your doctor?"),
        u(
            "Yes, REF-6620-1147.",
            "It's REF 6620 1147",
            "ref-6620-1147",
            "The referral number is REF-6620-1147. Will it hurt much?",
        ),
        a(
            "Thanks. The referral is for a lipid panel and fasting glucose; please fast for 12 hours. The earliest "
            "slots are Tuesday October 7 at 7:15 am or Wednesday October 8 at 7:45 am. Your copay will be $20.00.",
            _BLOOD_REFERRAL,
        ),
        u(
            "7:15 on the 7th please.",
            "Tuesday Oct 7, 7:15am.",
            "The 7th. So no food after 7:15 the evening before?",
            "10/07 at 7:15 please. 12 hours of fasting means nothing after dinner, right?",
        ),
        a("I can book that. What's your date of birth?"),
        u("May 23, 1979", "23/05/1979", "1979-05-23", "born 23 May 1979"),
        a("And your patient ID?"),
        u("P-00482913", "It's P00482913.", "patient id P-00482913", "P-00482913 (it's on my card)"),
        a(
            "Booked: appointment LB-309142, Tuesday October 7 at 7:15 am in Lab 4 on the 2nd floor. The copay is "
            "$20.00.",
            call(
                "book_lab_appointment",
                {"patient_id": "P-00482913", "referral": "REF-6620-1147", "slot": "2025-10-07T07:15"},
                {"appointment": "LB-309142", "slot": "2025-10-07T07:15", "location": "Lab 4, 2nd floor"},
            ),
        ),
        u(
            "Thank you. Can I drink water before?",
            "Lab 4, 2nd floor. Can I bring someone with me?",
            "ok. I get a bit faint with needles, is it possible to lie down?",
            "Thanks. Do I pay the $20 there or do you bill me?",
        ),
        a(
            "Water is fine and encouraged. You can bring someone, and if you tell the phlebotomist you feel faint "
            "they'll let you lie down. The copay is paid at the desk."
        ),
        stop("Thank you, that helps a lot.", "OK, thanks so much. Bye.", "Alright, thank you!", ""),
    ),
    (
        u(
            "Hi, I need to book a blood test. My patient ID is P-00482913.",
            "Hello, I'd like to book my fasting bloodwork - patient ID P-00482913.",
            "Hi there, booking a fasting blood test please. I'm patient P-00482913.",
        ),
        a("Thanks. What's your date of birth, to confirm?"),
        u("1979-05-23", "May 23rd 1979", "23.05.1979"),
        a("And the referral number?"),
        u("REF-6620-1147", "It's REF-6620-1147.", "referral REF 6620-1147"),
        a(
            "This is a fasting test, so 12 hours without food. I have Tuesday October 7 at 7:15 am or Wednesday "
            "October 8 at 7:45 am.",
            _BLOOD_REFERRAL,
        ),
        u("October 8 at 7:45 please.", "Wednesday the 8th.", "the 7:45 one on Wednesday, please"),
        a(
            "One moment.",
            call(
                "book_lab_appointment",
                {"patient_id": "P-00482913", "slot": "2025-10-08T07:45"},
                error="scheduling service timeout",
            ),
        ),
        a(
            "I'm sorry, the booking system isn't responding and I couldn't book October 8. Please call the lab at "
            "312-555-0100 to finish the booking."
        ),
        stop(
            "Ok, I'll call them. Thanks.",
            "oh no. ok, I'll call 312-555-0100. bye",
            "Alright, thank you for trying.",
        ),
    ),
)

# -- 9. bicycle repair -------------------------------------------------------------------------------------------

BIKEREPAIR = Scenario(
    goal="Get your road bike's rear derailleur fixed at the bike shop before your race on May 18.",
    persona="an amateur racer who knows bike jargon",
    known_facts={
        "name": "Ana Souza",
        "phone": "07700 900781",
        "bike": "Canyon Endurace CF 7",
        "frame_number": "WCX2209183K",
        "email": "ana.souza@protonmail.com",
    },
    unknown_facts=["labour cost: £45", "mechanic's name"],
    expected=["create_service_booking"],
)
_BIKE_WORKSHOP = call(
    "check_workshop",
    {"job": "rear derailleur", "before": "2025-05-18"},
    {
        "dropoff_slots": ["2025-05-12T08:30", "2025-05-13T08:30"],
        "ready_by": "2025-05-15",
        "derailleur_service": "£45.00",
        "hanger": "£18.00",
    },
)
BIKEREPAIR_FLOWS = (
    (
        u(
            "Hi, my rear derailleur is skipping gears and I think the hanger's bent. Can I book it in?",
            "Hey, need the rear mech looked at on my road bike - shifting is all over the place. Race on the 18th!",
            "Hello! Can you fix a rear derailleur before May 18? I've got a race.",
            "hi, my bike's rear derailleur needs sorting, is there space in the workshop this week?",
        ),
        a("We can help. What bike is it?"),
        u(
            "Canyon Endurace CF 7.",
            "It's a Canyon Endurace CF 7, carbon, disc brakes.",
            "canyon endurace cf7",
            "A Canyon Endurace CF 7 road bike. Rim's fine, it's just the shifting.",
        ),
        a(
            "Thanks. Drop-off slots before your race: Monday 12 May or Tuesday 13 May at 8:30, ready by Thursday 15 "
            "May. The derailleur service is £45.00 labour, plus £18.00 for a new hanger if yours is bent.",
            _BIKE_WORKSHOP,
        ),
        u(
            "Monday the 12th at 8:30. So £63 if it needs the hanger?",
            "12 May please, ready on the 15th gives me a few days to test it.",
            "I'll drop it Monday at half eight.",
            "mon 12/05 08:30 👍 hanger's probably toast so budget £63",
        ),
        a("Booked for Monday. Name and phone number, please?"),
        u(
            "Ana Souza, 07700 900781.",
            "Ana Souza - +44 7700 900781",
            "name's Ana Souza, mobile 07700900781",
        ),
        a(
            "Done: job BR-6631, drop-off Monday 12 May at 8:30, ready 15 May, estimate up to £63.00.",
            call(
                "create_service_booking",
                {"name": "Ana Souza", "dropoff": "2025-05-12T08:30", "job": "rear derailleur"},
                {
                    "job": "BR-6631",
                    "dropoff": "2025-05-12T08:30",
                    "ready": "2025-05-15",
                    "estimate": "£63.00",
                },
            ),
        ),
        u(
            "Cheers. Could you check the chain wear while it's in?",
            "Great - can you text me when it's ready?",
            "Thanks! BR-6631. Can I pay by card at pickup?",
        ),
        a("Yes to all of that: we'll check the chain, text you when it's ready, and take cards."),
        stop("Brilliant, thanks!", "Cheers, see you Monday.", "thanks a lot", ""),
    ),
    (
        u(
            "Hi, I need my Canyon's rear derailleur fixed before my race on May 18.",
            "Hello, rear mech on my Canyon Endurace CF 7 is playing up - can you sort it before 18 May?",
            "hey! derailleur issue, race on 18/05, help please",
        ),
        a("Sure. Could I have your frame number? It's under the bottom bracket."),
        u("WCX2209183K", "frame no. WCX2209183K", "It's WCX 2209183 K."),
        a(
            "Thanks. I can take it Monday 12 May or Tuesday 13 May at 8:30; either way it's ready on 15 May. Labour "
            "is £45.00, and a new hanger is £18.00 if needed.",
            _BIKE_WORKSHOP,
        ),
        u("The 13th please.", "Tuesday 13 May, 8:30.", "Tuesday works better, 8:30 on the 13th."),
        a("What email should I send the job sheet to?"),
        u("ana.souza@protonmail.com", "It's ana.souza@protonmail.com", "ana.souza@protonmail.com - thanks!"),
        a(
            "Booked: job BR-6634, drop-off Tuesday 13 May at 8:30, ready 15 May. The job sheet is on its way.",
            call(
                "create_service_booking",
                {"frame": "WCX2209183K", "dropoff": "2025-05-13T08:30", "email": "ana.souza@protonmail.com"},
                {
                    "job": "BR-6634",
                    "dropoff": "2025-05-13T08:30",
                    "ready": "2025-05-15",
                    "estimate": "£45.00",
                },
            ),
        ),
        stop("Perfect, cheers!", "Great, see you on the 13th.", "Thanks, BR-6634 noted."),
    ),
)

# -- 10. window-cleaning quote (with an opener) ------------------------------------------------------------------

WINDOWS = Scenario(
    goal="Get a quote for cleaning the windows of a three-storey townhouse you let, inside and out, and book the "
    "first clean.",
    persona="a landlord who manages a few properties, businesslike",
    known_facts={
        "name": "Pieter Achterberg",
        "address": "14 Carrow Terrace, Norwich NR1 2DD",
        "window_count": "22",
        "email": "p.achterberg@lettingsnorwich.co.uk",
        "phone": "01603 762 118",
    },
    unknown_facts=["quote number: WQ-3318", "ladder surcharge"],
    opener="Hello, could I get a quote for window cleaning at a townhouse?",
    expected=["book_cleaning"],
)
_WINDOWS_QUOTE = call(
    "calculate_quote",
    {"windows": 22, "storeys": 3, "inside_and_out": True},
    {
        "quote": "WQ-3318",
        "price": "£96.00",
        "per_window": "£4.00",
        "ladder_surcharge": "£8.00",
        "valid_until": "2025-06-30",
        "next_dates": ["2025-06-04", "2025-06-06"],
    },
)
WINDOWS_FLOWS = (
    (
        u("Hello, could I get a quote for window cleaning at a townhouse?"),
        a("Certainly. How many windows are there, and is it inside and out?"),
        u(
            "22 windows, inside and out, three storeys.",
            "Twenty-two in total, both sides please.",
            "There are 22. Inside and outside.",
            "22 windows across 3 floors, in and out",
        ),
        a("And the address?"),
        u(
            "14 Carrow Terrace, Norwich NR1 2DD.",
            "It's 14 Carrow Terrace, Norwich, NR1 2DD.",
            "14 Carrow Terrace, NR1 2DD (it's a rental, tenants are in).",
        ),
        a(
            "Your quote WQ-3318 is £96.00: 22 windows at £4.00 each plus an £8.00 ladder surcharge for the third "
            "storey. It's valid until 30 June. The first dates we have are Wednesday 4 June or Friday 6 June.",
            _WINDOWS_QUOTE,
        ),
        u(
            "Fine. Book Wednesday 4 June, please.",
            "£96 is acceptable. The 4th, please.",
            "OK - WQ-3318 accepted, 04/06 works.",
            "Is the £8 surcharge charged every visit? Either way, please book the 4th.",
        ),
        a("Will do. A name and phone number for the team?"),
        u(
            "Pieter Achterberg, 01603 762 118.",
            "Pieter Achterberg - 01603 762118",
            "Name: Pieter Achterberg\nPhone: +44 1603 762 118",
        ),
        a(
            "Booked: WC-10472 on Wednesday 4 June, £96.00 under quote WQ-3318.",
            call(
                "book_cleaning",
                {"quote": "WQ-3318", "date": "2025-06-04", "contact": "Pieter Achterberg"},
                {"booking": "WC-10472", "date": "2025-06-04", "price": "£96.00", "quote": "WQ-3318"},
            ),
        ),
        u(
            "Thank you. Please email the invoice to p.achterberg@lettingsnorwich.co.uk.",
            "Thank you. Do the tenants need to be home?",
            "Noted, WC-10472. Can this become a regular arrangement, every couple of months?",
        ),
        a(
            "Of course. The team needs access for the inside, so someone should be home; we can set up a regular "
            "clean after the first visit."
        ),
        stop("Very good, thank you.", "Thanks, that's all.", "Understood. Goodbye.", ""),
    ),
    (
        u("Hello, could I get a quote for window cleaning at a townhouse?"),
        a("Of course. What's the property address?"),
        u(
            "14 Carrow Terrace, Norwich, NR1 2DD",
            "14 Carrow Terrace, Norwich NR1 2DD.",
            "14 Carrow Terrace, NR1 2DD",
        ),
        a("How many windows does it have?"),
        u("22.", "22 windows; it's a three-storey townhouse.", "twenty-two, inside and out"),
        a(
            "That's quote WQ-3318: £96.00 for inside and out, including an £8.00 ladder surcharge. We can come on "
            "Wednesday 4 June or Friday 6 June.",
            _WINDOWS_QUOTE,
        ),
        u("6 June, please.", "Friday the 6th.", "The Friday. £88 for the windows themselves, then."),
        a("What email should the confirmation go to?"),
        u(
            "p.achterberg@lettingsnorwich.co.uk",
            "Please send it to p.achterberg@lettingsnorwich.co.uk.",
            "P.Achterberg@lettingsnorwich.co.uk",
        ),
        a(
            "Booked: WC-10475 on Friday 6 June, £96.00.",
            call(
                "book_cleaning",
                {"quote": "WQ-3318", "date": "2025-06-06", "email": "p.achterberg@lettingsnorwich.co.uk"},
                {"booking": "WC-10475", "date": "2025-06-06", "price": "£96.00", "quote": "WQ-3318"},
            ),
        ),
        stop("Thank you.", "Good, thanks very much.", "Excellent. WC-10475, noted."),
    ),
)

DOMAINS: list[Domain] = [
    Domain("cake", CAKE, CAKE_FLOWS),
    Domain("storage", STORAGE, STORAGE_FLOWS),
    Domain("campsite", CAMPSITE, CAMPSITE_FLOWS),
    Domain("piano", PIANO, PIANO_FLOWS),
    Domain("screen", SCREEN, SCREEN_FLOWS),
    Domain("bulky", BULKY, BULKY_FLOWS),
    Domain("language", LANGUAGE, LANGUAGE_FLOWS),
    Domain("bloodtest", BLOODTEST, BLOODTEST_FLOWS),
    Domain("bikerepair", BIKEREPAIR, BIKEREPAIR_FLOWS),
    Domain("windows", WINDOWS, WINDOWS_FLOWS),
]

# -- seeded faults: each breaks one rule on purpose ----------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "cake",
        0,
        Say(0, "Hi! I'd like to order a wedding cake with three tiers for June."),
        "reworded slightly",
    ),
    F(
        "opener",
        "cake",
        1,
        Say(0, "Hello, I'm getting married next summer and I'm looking for someone to make the cake."),
        "paraphrase",
    ),
    F(
        "opener",
        "campsite",
        0,
        Say(0, "Hi, I'd like to book a tent site for 2 nights in July."),
        "number as a digit",
    ),
    F(
        "opener",
        "campsite",
        1,
        Say(
            0, "Hi, I'd like to book a tent site for two nights in July. Do you have anything near the water?"
        ),
        "opener plus a question",
    ),
    F(
        "opener",
        "screen",
        0,
        Say(0, "hi, my phone's screen cracked, can you repair it today?"),
        "reworded in the persona's style",
    ),
    F(
        "opener",
        "language",
        0,
        Say(0, "¡Hola! Me gustaría hacer la prueba de nivel para el curso de español por la tarde."),
        "translated into Spanish",
    ),
    F(
        "opener",
        "language",
        1,
        Say(0, "I'd like to take the placement test for the Spanish evening course."),
        "greeting dropped",
    ),
    F(
        "opener",
        "windows",
        0,
        Say(
            0,
            "Dear Sir or Madam,\n\nI would like to request a quotation for window cleaning at a townhouse I "
            "manage.\n\nKind regards",
        ),
        "written as a formal email",
    ),
    # -- reply_shape: more than one user turn's voice, or a stop that is not one
    F(
        "reply_shape",
        "cake",
        0,
        Say(
            2,
            "Lemon, chocolate and vanilla, one per tier. The venue is Lindenhof Estate, 22 Mill Road, Harrow.\n\n"
            "Assistant: Lovely! And what name should the order be under?",
        ),
        "assistant line appended",
    ),
    F(
        "reply_shape",
        "storage",
        0,
        Say(
            3,
            "The agent wants my name and phone number, and both are in my details, so I'll give them. Dev "
            "Malhotra, (503) 555-0172.",
        ),
        "reasoning as plain prose",
    ),
    F(
        "reply_shape",
        "campsite",
        0,
        Say(
            2,
            "Site 42 please. Is it close to the showers? Yes, the Creekside loop is right by the shower block, so "
            "that works.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "piano",
        0,
        Say(6, "Thank you, goodbye. Oh, should I move the piano away from the wall before he comes?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "screen",
        0,
        Say(
            5,
            "Thanks for choosing Fixpoint! Your repair FX-20934 is booked for 16:30 today. Is there anything else "
            "I can help you with?",
        ),
        "assistant's voice, no marker",
    ),
    F(
        "reply_shape",
        "bulky",
        0,
        Say(3, "510-555-0184\nAgent: Thanks, I've added that number for the driver."),
        "second speaker",
    ),
    F(
        "reply_shape",
        "language",
        0,
        Say(2, "(Lukas checks his calendar and smiles) Thursday the 28th at 18:30, please."),
        "stage direction",
    ),
    F(
        "reply_shape",
        "bloodtest",
        0,
        Say(5, "Lab 4, 2nd floor. Can I bring someone with me? ###STOP###"),
        "stop signal left at the end of a turn that goes on",
    ),
    F(
        "reply_shape",
        "windows",
        1,
        Say(1, '{"role": "user", "content": "14 Carrow Terrace, Norwich NR1 2DD"}'),
        "message serialised with its role",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "storage",
        0,
        Say(2, "C-207 please. Can you charge it to my card ending 6092?"),
        "card digits",
    ),
    F("invented_specifics", "campsite", 0, Say(3, "It's 8TRV521."), "plate digits swapped"),
    F(
        "invented_specifics",
        "piano",
        0,
        Say(2, "Neither of those suits me, I'm afraid. Could he come on Wednesday 19 February instead?"),
        "a date nobody offered",
    ),
    F(
        "invented_specifics",
        "screen",
        0,
        Say(2, "the shop down the road quoted me £85, can you match that? otherwise 4:30 is fine"),
        "a competitor's price",
    ),
    F("invented_specifics", "bulky", 0, Say(1, "WM-448-29017"), "account digits swapped"),
    F("invented_specifics", "language", 0, Say(3, "lukas.brenner@gmx.de"), "email domain"),
    F(
        "invented_specifics",
        "bloodtest",
        0,
        Say(3, "May 23, 1979. If you need to reach me, it's (312) 555-0132."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "bikerepair",
        0,
        Say(4, "Cheers. BR-6613 - can you text me when it's ready?"),
        "job number misquoted",
    ),
    F(
        "invented_specifics",
        "windows",
        0,
        Say(3, "Fine, book Wednesday 4 June. Please put purchase order PO-55817 on the invoice."),
        "purchase order number",
    ),
    # -- unknown_fact: an unknown fact stated before the agent told it
    F(
        "unknown_fact",
        "cake",
        0,
        Say(1, "June 14, 2025. I saw the deposit is £135, is that still right?"),
        "deposit amount",
    ),
    F(
        "unknown_fact",
        "storage",
        0,
        Say(3, "Dev Malhotra, (503) 555-0172. And is the gate code still 4471?"),
        "gate code",
    ),
    F(
        "unknown_fact",
        "campsite",
        1,
        Say(1, "June Okafor. Could we have site number 42 again? We loved it last year."),
        "site number",
    ),
    F(
        "unknown_fact",
        "piano",
        0,
        Say(2, "The 13th at 15:00, please. I expect it will need the £40 pitch raise as well."),
        "pitch raise charge",
    ),
    F(
        "unknown_fact",
        "screen",
        1,
        Say(2, "2pm please. it comes with a 90-day warranty on the screen, yeah?"),
        "warranty period, number before the name",
    ),
    F(
        "unknown_fact",
        "bulky",
        1,
        Say(
            0,
            "Hi, I have a fridge and a mattress to get rid of at 1290 Hawthorne Ave, Apt 3, Oakland. I know the "
            "refrigerant fee is $35, that's fine.",
        ),
        "refrigerant fee",
    ),
    F(
        "unknown_fact",
        "language",
        0,
        Say(1, "Yes, LS-2025-3381. I'll pay the €20 placement fee by card."),
        "placement fee",
    ),
    F(
        "unknown_fact",
        "bikerepair",
        1,
        Say(2, "The 13th please. Will Marco be the one doing it? He sorted my gears last spring."),
        "mechanic's name",
    ),
    F(
        "unknown_fact",
        "windows",
        0,
        Say(1, "22 windows, inside and out. You quoted me before under WQ3318, if that helps."),
        "quote number in another format",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "cake",
        0,
        Say(
            1,
            "June 14, 2025. I'm Clara Weiss, email clara.weiss@posteo.de, mobile +44 7911 482336, and the venue is "
            "Lindenhof Estate, 22 Mill Road, Harrow.",
        ),
        "asked for the date, gives four more",
    ),
    F(
        "data_dump",
        "storage",
        0,
        Say(
            0,
            "Hi, I'm Dev Malhotra (dev.malhotra@gmail.com, (503) 555-0172). I need a 5x10 unit from 2025-04-01.",
        ),
        "five facts up front",
    ),
    F(
        "data_dump",
        "piano",
        0,
        Say(
            0,
            "Hello, I would like a tuning.\nName: Margit Lindqvist\nPiano: Yamaha U1, serial 2318845\nTelephone: "
            "01225 448 190",
        ),
        "a list of facts up front",
    ),
    F(
        "data_dump",
        "screen",
        0,
        Say(
            1,
            "pixel 7. imei 356938035643809, email tariq.haddad@gmail.com, number 07700 900456 in case you need them",
        ),
        "asked for the model, gives three more",
    ),
    F(
        "data_dump",
        "bulky",
        0,
        Say(
            1,
            "WM-448-20917, 1290 Hawthorne Ave, Apt 3, Oakland CA 94610, cell 510-555-0184, email "
            "rosa.delgado@icloud.com",
        ),
        "asked for the account, gives three more",
    ),
    F(
        "data_dump",
        "language",
        1,
        Say(
            1,
            "Lukas Brenner, 1991-11-02. Student ID LS-2025-3381, email lukas.brenner@web.de, mobile +49 151 2384 "
            "7710.",
        ),
        "asked for name and birth date, gives three more",
    ),
    F(
        "data_dump",
        "bloodtest",
        0,
        Say(
            0,
            "Hi, I need to book my fasting blood test. Referral REF-6620-1147, patient ID P-00482913, DOB "
            "05/23/1979, insurance ZXK-449021-03.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "bikerepair",
        0,
        Say(
            1,
            "It's the Canyon, the Endurace CF 7. I'm Ana Souza; my mobile's the 07700 one ending 781 and my email "
            "is just my name at protonmail. Frame number's WCX2209183K in case you need it.",
        ),
        "asked for the bike, gives four more, two of them paraphrased",
    ),
    F(
        "data_dump",
        "windows",
        1,
        Say(
            1,
            "14 Carrow Terrace, Norwich NR1 2DD. It has 22 windows; I'm Pieter Achterberg, phone 01603 762 118, "
            "and invoices go to p.achterberg@lettingsnorwich.co.uk.",
        ),
        "asked for the address, gives four more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "cake",
        0,
        StopAt(4, "Lovely, I'll talk it over with my fiance and get back to you!"),
        "after the availability check",
    ),
    F(
        "premature_stop",
        "storage",
        1,
        StopAt(3, "Actually, I'll think about it a bit more. Thanks!"),
        "before the reservation was even tried",
    ),
    F("premature_stop", "campsite", 0, StopAt(6, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "piano",
        1,
        StopAt(4, "Let me check my diary and I shall telephone you back."),
        "after the slots",
    ),
    F("premature_stop", "screen", 0, StopAt(4, "ok £109, i'll think about it. thanks"), "after the quote"),
    F("premature_stop", "bulky", 0, StopAt(6, "thanks, bye"), "after the agent asked for a phone number"),
    F(
        "premature_stop",
        "bloodtest",
        0,
        StopAt(6, "I'm too nervous, I'll do it another time. Bye."),
        "gives up after a question",
    ),
    F(
        "premature_stop",
        "bikerepair",
        0,
        StopAt(6, "Great, see you Monday!"),
        "takes 'booked for Monday' for the booking",
    ),
    F(
        "premature_stop",
        "windows",
        0,
        StopAt(6, "Thank you for the quote WQ-3318. I'll be in touch."),
        "after the quote",
    ),
    # -- persona_sent: the persona or the scenario did not reach the user model's prompt
    F("persona_sent", "cake", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F(
        "persona_sent",
        "storage",
        0,
        meta(1, prompt_missing=["known_facts.unit_size", "known_facts.move_in_date"]),
        "two known facts",
    ),
    F("persona_sent", "campsite", 1, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "piano", 0, meta(0, prompt_missing=["goal", "persona"]), "goal and persona"),
    F("persona_sent", "screen", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "language", 0, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "bloodtest", 0, meta(3, prompt_missing=["known_facts.date_of_birth"]), "a known fact"),
    F(
        "persona_sent",
        "windows",
        1,
        meta(2, prompt_missing=["persona", "known_facts.window_count"]),
        "persona and a known fact",
    ),
]
