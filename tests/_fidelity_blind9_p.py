"""Blind set 9, part P: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session before any run, without reading the guards' implementation. What was read: the
guide's "Simulator fidelity: guards, faults, valid trials" section and the one after it (``docs/guides/
simulate.md``, up to "Statistics over valid trials"), ``check_fidelity``'s docstring, ``tests/_fidelity_blind.py``
(the framework: ``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``), the first 130 lines of
``tests/_fidelity_blind_domains.py`` (the step helpers and one worked domain) and the ``Case`` entry format of
``tests/_fidelity_corpus.py``. No guard was called on this file and nothing here was tuned on a guard's answer.

The ten domains (locksmith, rugcleaning, bakery, zoo, archery, minicab, gallery, tent, beekeeping, paintball) do
not reuse the earlier sets' domains. Every user turn lists clean alternatives written to look like an LLM
simulated user that behaves: facts restated in its own formats, ids, amounts and dates the agent or a tool gave
quoted back, totals and differences worked out from amounts it was told, follow-up questions, lists, typos and
polite closings. A scenario's opener is its first turn, word for word (that turn has one alternative).

Labels follow the definitions, not what a guard can see: a clean conversation volunteers at most two known facts
per turn before the agent asks for them, states an unknown fact only after the agent told it, says only
specifics from the scenario's known facts, earlier agent messages or tool results (or worked out from them),
stops only once the expected write ran or the agent failed or refused, keeps one voice, and its scenario reached
the user model's prompt. Each fault in :data:`FAULTS` breaks one of these on purpose and is labelled with the
guard that should catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. locksmith call-out ---------------------------------------------------------------------------------------

LOCKSMITH_OPENER = "Hi, I've locked myself out of my flat and need a locksmith as soon as possible."
LOCKSMITH = Scenario(
    goal="You are locked out of your flat; get a locksmith call-out booked for as soon as possible.",
    persona="a flustered tenant standing outside in the rain",
    known_facts={
        "full_name": "Priya Raman",
        "address": "Flat 3, 27 Kestrel Road, Leeds LS6 2QT",
        "phone": "07700 900461",
        "lock_type": "Yale night latch",
    },
    unknown_facts=["call-out fee: £85", "locksmith's arrival time"],
    opener=LOCKSMITH_OPENER,
    expected=["book_callout"],
)
_LOCK_LOOKUP = {
    "area": "LS6",
    "engineer_id": "ENG-214",
    "slot": "2024-11-14T19:30/2024-11-14T20:30",
    "callout_fee": 85.0,
    "lock_part": 25.0,
}
LOCKSMITH_FLOWS = (
    (
        u(LOCKSMITH_OPENER),
        a("Oh no, sorry to hear that. What's the address of the flat?"),
        u(
            "It's Flat 3, 27 Kestrel Road, Leeds LS6 2QT.",
            "flat 3, 27 kestrel rd, leeds, LS6 2QT",
            "Flat 3 at 27 Kestrel Road in Leeds - postcode LS6 2QT. I'm standing outside it right now.",
            "27 Kestrel Road, Flat 3, Leeds LS6 2QT. It's the door round the side of the building.",
        ),
        a("Thanks. And what's the best phone number for the locksmith to reach you on?"),
        u(
            "07700 900461",
            "My mobile is 07700 900461, though the battery's at about a third so please be quick!",
            "you can call me on 07700900461",
            "It's 07700 900 461. My name's Priya Raman by the way.",
        ),
        a(
            "Good news: a locksmith can be with you tonight, Thursday 14 November, arriving between 7:30 and "
            "8:30 pm. The call-out fee is £85, and if the lock has to be replaced the part is £25 extra. Shall I "
            "book it?",
            call("check_availability", {"postcode": "LS6 2QT"}, _LOCK_LOOKUP),
        ),
        u(
            "Yes please, book it. So at most £110 if the lock needs changing?",
            "Yes, 7:30 to 8:30 tonight is fine, go ahead.",
            "Please book it. It's a Yale night latch if that helps.",
            "ok book it pls. £85 is fine, I just want to get inside",
        ),
        a(
            "Booked. Your job reference is LK-40918. The locksmith will ring 07700 900461 when they're ten "
            "minutes away.",
            call(
                "book_callout",
                {"postcode": "LS6 2QT", "slot": "2024-11-14T19:30", "phone": "07700 900461"},
                {"job_ref": "LK-40918", "window": "2024-11-14 19:30-20:30", "fee": 85.0},
            ),
        ),
        stop(
            "Thank you so much, that's such a relief!",
            "Great, LK-40918 noted. Thanks!",
            "Brilliant, thanks for sorting it so fast.",
            "",
        ),
    ),
    (
        u(LOCKSMITH_OPENER),
        a("I can help with that. Can I take your full name first?"),
        u(
            "Priya Raman.",
            "It's Priya Raman",
            "priya raman - the flat is on Kestrel Road in Leeds",
            "Sure, Priya Raman. R-A-M-A-N.",
        ),
        a("Thanks, Priya. What's the address, including the postcode?"),
        u(
            "Flat 3, 27 Kestrel Road, Leeds LS6 2QT",
            "27 Kestrel Road, flat 3, LS6 2QT",
            "Flat 3, 27 Kestrel Road, Leeds, LS6 2QT. My number is 07700 900461 if the locksmith needs to call.",
            "It's flat 3 / 27 Kestrel Rd / Leeds / LS6 2QT",
        ),
        a(
            "There's a locksmith free from 7:30 pm tonight, 14 November. The call-out fee is £85. Would you "
            "like me to book it?",
            call("check_availability", {"postcode": "LS6 2QT"}, _LOCK_LOOKUP),
        ),
        u(
            "Yes please.",
            "Yes - book the 7:30 one.",
            "Yes, go ahead. Will they be able to open a Yale night latch without breaking it?",
            "That's fine, please book it. £85 is ok.",
        ),
        a(
            "I'm sorry, the booking didn't go through: our dispatch system is returning an error. Please call our "
            "emergency line on 0113 496 0721 and they'll book it by phone.",
            call(
                "book_callout",
                {"postcode": "LS6 2QT", "slot": "2024-11-14T19:30"},
                error="dispatch service unavailable",
            ),
        ),
        stop(
            "Ugh, ok. I'll ring 0113 496 0721 then. Thanks anyway.",
            "OK, I'll call them. Thanks.",
            "Fine, I'll phone the emergency line.",
            "",
        ),
    ),
)

# -- 2. rug-cleaning pickup --------------------------------------------------------------------------------------

RUGCLEANING = Scenario(
    goal="Book a pickup for your living-room rug to be professionally cleaned.",
    persona="a retired teacher, chatty and careful",
    known_facts={
        "customer_number": "RC-55120",
        "address": "14 Orchard Close, Bath BA2 4HN",
        "rug_size": "2.4 x 1.7 m",
        "email": "g.hollis@btinternet.com",
    },
    unknown_facts=["cleaning price", "pickup driver's name"],
    expected=["schedule_pickup"],
)
_RUG_QUOTE = call(
    "quote_cleaning",
    {"customer": "RC-55120", "size_m": [2.4, 1.7], "material": "wool"},
    {
        "customer": "RC-55120",
        "price": 96.0,
        "pickup_slots": ["2024-09-03", "2024-09-05"],
        "turnaround_days": 10,
    },
)
RUGCLEANING_FLOWS = (
    (
        u(
            "Hello, I'd like to have my living-room rug picked up for a professional clean, please.",
            "Hi there - could you collect a rug from my house for cleaning? It's the big wool one in the living "
            "room and it has certainly seen better days.",
            "good morning, I want to book a rug cleaning pickup",
            "Hello! I think I've used you before. I'd like to book a pickup for a rug clean. My customer number "
            "is RC-55120.",
        ),
        a("Of course. Could I have your customer number, please?"),
        u(
            "Yes, it's RC-55120.",
            "RC-55120",
            "It's rc 55120, I found it on an old invoice.",
            "Certainly - RC55120.",
        ),
        a("Thank you, I've got your account. What size is the rug, roughly?"),
        u(
            "It's 2.4 x 1.7 m.",
            "About 2.4 by 1.7 metres.",
            "2.4m x 1.7m - I measured it this morning with my tape measure!",
            "Roughly 240 by 170 cm.",
        ),
        a(
            "For a 2.4 x 1.7 m wool rug the cleaning price is £96.00. We can collect on Tuesday 3 September or "
            "Thursday 5 September, and it comes back within 10 days. Which day suits you?",
            _RUG_QUOTE,
        ),
        u(
            "Thursday 5 September, please.",
            "The 5th of Sept works better for me. Is the £96 including bringing it back?",
            "Let's say Thursday. £96 sounds reasonable.",
            "thursday pls",
        ),
        a(
            "The price includes collection and return. Shall I collect from 14 Orchard Close, Bath BA2 4HN, the "
            "address on your account?"
        ),
        u(
            "Yes, that's right.",
            "Yes, 14 Orchard Close is correct.",
            "That's the one. Could you send the confirmation to g.hollis@btinternet.com?",
            "Correct, BA2 4HN.",
        ),
        a(
            "Done. Pickup PU-77031 is booked for Thursday 5 September; your rug will be back by 19 September.",
            call(
                "schedule_pickup",
                {"customer": "RC-55120", "date": "2024-09-05"},
                {"pickup_id": "PU-77031", "date": "2024-09-05", "return_by": "2024-09-19", "price": 96.0},
            ),
        ),
        stop(
            "Lovely, thank you very much.",
            "Thanks! So I'll have it back by the 19th. Perfect.",
            "Wonderful, PU-77031 written down. Goodbye!",
            "",
        ),
    ),
    (
        u(
            "Hi, I need a rug cleaned - can you pick it up?",
            "Hello, I'd like to arrange for my rug to be collected and cleaned.",
            "Hiya. Do you do collections for rug cleaning? I've got a living-room rug that needs doing.",
        ),
        a("We do. What's the email address on your account?"),
        u(
            "g.hollis@btinternet.com",
            "It's g.hollis@btinternet.com",
            "G.Hollis@btinternet.com - and the address is 14 Orchard Close, Bath.",
        ),
        a(
            "Found it: customer RC-55120 at 14 Orchard Close, Bath BA2 4HN. How big is the rug?",
            call(
                "lookup_customer",
                {"email": "g.hollis@btinternet.com"},
                {"customer": "RC-55120", "address": "14 Orchard Close, Bath BA2 4HN", "since": "2019-04-02"},
            ),
        ),
        u(
            "2.4 x 1.7 m",
            "It's 2.4 metres by 1.7.",
            "About 2.4 x 1.7m. There's a red wine stain near one corner, is that a problem?",
        ),
        a(
            "Not a problem, stain treatment is included. That size is £96.00 to clean. The next collection day "
            "is Tuesday 3 September. Shall I book it?",
            _RUG_QUOTE,
        ),
        u(
            "Yes please book Tuesday.",
            "Yes, 3 September is fine.",
            "Go ahead. £96 including the stain treatment, great.",
            "yes, book it for the 3rd",
        ),
        a(
            "Booked: pickup PU-77018 on Tuesday 3 September at 14 Orchard Close. It'll be back by 17 September.",
            call(
                "schedule_pickup",
                {"customer": "RC-55120", "date": "2024-09-03"},
                {"pickup_id": "PU-77018", "date": "2024-09-03", "return_by": "2024-09-17", "price": 96.0},
            ),
        ),
        stop("Thank you!", "Great, thanks very much for your help.", "Perfect. See you on the 3rd then.", ""),
    ),
)

# -- 3. bread subscription change --------------------------------------------------------------------------------

BAKERY_OPENER = "Hello, I'd like to change the bread in my weekly subscription."
BAKERY = Scenario(
    goal="Switch your weekly bread subscription from the sourdough loaf to the seeded rye.",
    persona="a busy parent typing quickly on a phone",
    known_facts={
        "subscription_id": "BRD-20417",
        "email": "tom.achebe@gmail.com",
        "postcode": "M20 6RB",
        "delivery_day": "Friday",
    },
    unknown_facts=["price difference: £0.60", "next delivery date"],
    opener=BAKERY_OPENER,
    expected=["update_subscription"],
)
BAKERY_FLOWS = (
    (
        u(BAKERY_OPENER),
        a("Sure! What's your subscription ID?"),
        u("BRD-20417", "It's BRD-20417.", "brd20417 i think", "Subscription ID is BRD 20417"),
        a("Thanks. For security, what's the postcode for deliveries?"),
        u("M20 6RB", "It's M20 6RB.", "m20 6rb", "Postcode M20 6RB. Deliveries come on Fridays."),
        a(
            "Thanks. You currently get the White sourdough 800g at £4.20 a week, next delivery Friday 14 June. "
            "What would you like instead?",
            call(
                "get_subscription",
                {"id": "BRD-20417", "postcode": "M20 6RB"},
                {
                    "id": "BRD-20417",
                    "product": "White sourdough 800g",
                    "price": 4.20,
                    "day": "Friday",
                    "next_delivery": "2024-06-14",
                },
            ),
        ),
        u(
            "The seeded rye instead of the sourdough please.",
            "Can I switch to the seeded rye loaf?",
            "I'd like the seeded rye from now on. How much is that one?",
            "seeded rye pls, the kids have gone off the white sourdough",
        ),
        a(
            "The Seeded rye 800g is £4.80 a week, so 60p more. Changes for this Friday have closed, so it would "
            "start from Friday 21 June. Shall I switch it?"
        ),
        u(
            "Yes, switch it from the 21st.",
            "That's fine, 60p extra is ok. Go ahead.",
            "Yes please - so £2.40 more over four weeks, no problem.",
            "ok yes from 21 June",
        ),
        a(
            "Done: from Friday 21 June you'll get the Seeded rye 800g at £4.80. This Friday's delivery stays "
            "sourdough.",
            call(
                "update_subscription",
                {"id": "BRD-20417", "product": "Seeded rye 800g", "from": "2024-06-21"},
                {"id": "BRD-20417", "product": "Seeded rye 800g", "price": 4.80, "effective": "2024-06-21"},
            ),
        ),
        stop("Great, thanks!", "Perfect, thank you.", "Thanks a lot, have a nice day!", ""),
    ),
    (
        u(BAKERY_OPENER),
        a("Happy to help. What email address is the subscription under?"),
        u(
            "tom.achebe@gmail.com",
            "It's tom.achebe@gmail.com",
            "tom.achebe@gmail.com - sub ID is BRD-20417",
            "Tom.Achebe@gmail.com",
        ),
        a(
            "I found subscription BRD-20417. I'm afraid it is paused until 5 July because of the holiday hold "
            "you set, and a paused subscription can't be changed until it resumes, so I'm not able to change the "
            "bread today.",
            call(
                "get_subscription",
                {"email": "tom.achebe@gmail.com"},
                {
                    "id": "BRD-20417",
                    "status": "paused",
                    "paused_until": "2024-07-05",
                    "product": "White sourdough 800g",
                },
            ),
        ),
        u(
            "Oh, I forgot about the hold. Can I change it once it resumes on 5 July?",
            "Hmm, can't you unpause it just for the change?",
            "Ah right. So after the 5th of July I can switch to the seeded rye?",
        ),
        a(
            "I can't change or unpause it from here, sorry. Once it resumes on 5 July you can switch to any loaf "
            "in the app or here in chat."
        ),
        stop(
            "OK, I'll do it in July then. Thanks.",
            "Fair enough, thanks for explaining.",
            "Alright, I'll sort it out after the 5th. Bye!",
            "",
        ),
    ),
)

# -- 4. zoo annual pass ------------------------------------------------------------------------------------------

ZOO = Scenario(
    goal="Buy a family annual pass to the zoo covering you, your partner and your two children.",
    persona=None,
    known_facts={
        "lead_name": "Marta Kowalczyk",
        "email": "marta.k@outlook.com",
        "phone": "+44 7911 123456",
        "children_ages": "6 and 9",
    },
    unknown_facts=["membership number: ZM-883014", "parking discount"],
    expected=["create_membership"],
)
_ZOO_PRICES = call(
    "get_pass_prices",
    {"adults": 2, "children": 2},
    {
        "product": "FAM-2A2C",
        "price": 189.0,
        "valid_months": 12,
        "cafe_discount": 0.1,
        "parking": 8.0,
        "member_parking": 4.0,
    },
)
_ZOO_CREATE = call(
    "create_membership",
    {"product": "FAM-2A2C", "lead": "Marta Kowalczyk", "email": "marta.k@outlook.com"},
    {"membership": "ZM-883014", "valid_from": "2024-08-02", "valid_to": "2025-08-01", "paid": 189.0},
)
ZOO_FLOWS = (
    (
        u(
            "Hi, I'd like to buy a family annual pass.",
            "Hello! How do I get a family annual pass for the zoo? It's for me, my partner and our two kids.",
            "hi, family membership please - 2 adults 2 kids",
            "Good afternoon. We'd like to become annual members as a family.",
        ),
        a("Lovely! How old are the children? Under-3s go free."),
        u(
            "They're 6 and 9.",
            "6 and 9",
            "Our kids are six and nine.",
            "The eldest is 9 and the little one is 6, so no freebies I'm afraid!",
        ),
        a(
            "Then the family pass for 2 adults and 2 children is £189 for 12 months, with unlimited visits and "
            "10% off in the cafés. Would you like to go ahead?",
            _ZOO_PRICES,
        ),
        u(
            "Yes please. That works out at £15.75 a month, not bad.",
            "Yes, £189 is fine. Go ahead.",
            "Sounds good. Does it include parking?",
            "yes lets do it",
        ),
        a("Great. What's the lead member's full name and email address?"),
        u(
            "Marta Kowalczyk, marta.k@outlook.com",
            "Name: Marta Kowalczyk\nEmail: marta.k@outlook.com",
            "It's Marta Kowalczyk and my email is marta.k@outlook.com. Phone is +44 7911 123456 if you need it.",
            "marta kowalczyk / marta.k@outlook.com",
        ),
        a(
            "All set! Your membership number is ZM-883014, valid from 2 August 2024 to 1 August 2025. £189 has "
            "been charged and the cards will be emailed to marta.k@outlook.com.",
            _ZOO_CREATE,
        ),
        stop(
            "Fantastic, thanks! The kids will be thrilled.",
            "Thank you. ZM-883014, got it.",
            "Great, thanks for your help!",
            "",
        ),
    ),
    (
        u(
            "Hi, can I buy an annual pass for my family over chat?",
            "Hello, I'm after a zoo annual pass for the four of us - two adults, two children.",
            "Hey! Family annual pass please, is that something you can do here?",
        ),
        a("Yes! Can I take a contact phone number first?"),
        u("+44 7911 123456", "It's 07911 123456.", "Sure, +447911123456"),
        a("Thanks. And the children's ages?"),
        u(
            "6 and 9.",
            "Six and nine years old.",
            "The kids are 6 and 9. Is there a discount on parking with the pass?",
        ),
        a(
            "The family pass (2 adults, 2 children) is £189 a year. Members also get 50% off parking, so £4 "
            "instead of £8 a day. Shall I set it up?",
            _ZOO_PRICES,
        ),
        u(
            "Yes please. Half-price parking is a nice bonus.",
            "Yes. So we'd save £4 every visit on parking - great.",
            "Yes, go ahead with the £189 pass.",
        ),
        a("What name and email should the membership be under?"),
        u(
            "Marta Kowalczyk, marta.k@outlook.com",
            "Marta Kowalczyk - email marta.k@outlook.com",
            "It'll be under my name, Marta Kowalczyk. Email: marta.k@outlook.com",
        ),
        a(
            "Done: membership ZM-883014 for Marta Kowalczyk, valid until 1 August 2025. Confirmation sent to "
            "marta.k@outlook.com.",
            _ZOO_CREATE,
        ),
        stop("Brilliant, thank you!", "Thanks so much.", "Perfect. See you at the zoo!", ""),
    ),
)

# -- 5. archery lesson -------------------------------------------------------------------------------------------

ARCHERY_OPENER = "Hi! I've never done archery before, can I book a beginner lesson?"
ARCHERY = Scenario(
    goal="Book a beginner's archery lesson for yourself on a Saturday morning.",
    persona="a nervous first-timer who asks a lot of questions",
    known_facts={
        "full_name": "Jonas Weber",
        "email": "jonas.weber@posteo.de",
        "phone": "0151 23456789",
        "date_of_birth": "1997-02-11",
    },
    unknown_facts=["instructor's name", "equipment hire fee: €12"],
    opener=ARCHERY_OPENER,
    expected=["book_lesson"],
)
ARCHERY_FLOWS = (
    (
        u(ARCHERY_OPENER),
        a("Absolutely, our beginner sessions are on Saturday mornings. Can I have your full name?"),
        u(
            "Jonas Weber",
            "It's Jonas Weber.",
            "Jonas Weber. Sorry, is it okay that I have zero experience?",
            "My name is Jonas Weber :)",
        ),
        a("No experience needed at all. What's your date of birth? Under-18s need a guardian present."),
        u("11 February 1997.", "1997-02-11", "11.02.1997 - so no guardian needed!", "Feb 11, 1997"),
        a(
            "Thanks. Two Saturday sessions have space: 18 May at 9:30 (session S-3112, 3 places left) and 25 May "
            "at 10:00 (S-3127). Each is €35, and equipment hire is €12 unless you have your own bow. Which would "
            "you like?",
            call(
                "list_sessions",
                {"level": "beginner", "weekday": "Saturday"},
                {
                    "sessions": [
                        {"id": "S-3112", "date": "2024-05-18", "time": "09:30", "spaces": 3, "price": 35.0},
                        {"id": "S-3127", "date": "2024-05-25", "time": "10:00", "spaces": 5, "price": 35.0},
                    ],
                    "equipment_hire": 12.0,
                },
            ),
        ),
        u(
            "18 May at 9:30 please. I don't have a bow, so I'll need the equipment too.",
            "The 18th please, with equipment hire. So €47 total?",
            "S-3112 on the 18th sounds good. Do I need to bring anything?",
            "Let's do May 18. I'll need the bow and arrows, I own nothing haha",
        ),
        a("Lovely. Last thing: an email for the confirmation?"),
        u(
            "jonas.weber@posteo.de",
            "It's jonas.weber@posteo.de",
            "jonas.weber@posteo.de - and my phone is 0151 23456789 in case anything changes.",
            "Please use jonas.weber@posteo.de.",
        ),
        a(
            "Booked! Reference ARC-60271: Saturday 18 May, 9:30, beginner session S-3112 with equipment hire. "
            "Total €47, payable on arrival. Wear flat shoes and nothing with loose sleeves.",
            call(
                "book_lesson",
                {"session": "S-3112", "name": "Jonas Weber", "equipment": True},
                {"booking": "ARC-60271", "session": "S-3112", "date": "2024-05-18", "total": 47.0},
            ),
        ),
        stop(
            "Great, thank you! I'm a bit nervous but excited.",
            "Thanks, see you on the 18th!",
            "Perfect, ARC-60271 saved. Danke!",
            "",
        ),
    ),
    (
        u(ARCHERY_OPENER),
        a("Of course! What phone number can we reach you on?"),
        u("0151 23456789", "Sure: 0151 2345 6789", "01512 3456789", "My number is 0151 23456789."),
        a("And your full name and date of birth?"),
        u("Jonas Weber, 11/02/1997", "Jonas Weber, born 1997-02-11", "Name Jonas Weber, DOB 11 Feb 1997"),
        a(
            "Thanks Jonas. The 18 May session is now full, but 25 May at 10:00 has 5 places. It's €35 plus €12 "
            "equipment hire. Shall I book it?",
            call(
                "list_sessions",
                {"level": "beginner", "weekday": "Saturday"},
                {
                    "sessions": [
                        {"id": "S-3112", "date": "2024-05-18", "time": "09:30", "spaces": 0, "price": 35.0},
                        {"id": "S-3127", "date": "2024-05-25", "time": "10:00", "spaces": 5, "price": 35.0},
                    ],
                    "equipment_hire": 12.0,
                },
            ),
        ),
        u(
            "Yes, 25 May at 10 works. Who will be teaching?",
            "Yes please book the 25th. Is the instructor patient with total beginners?",
            "OK, the 25th it is. €47 in total, right?",
        ),
        a(
            "Booked: ARC-60288, Saturday 25 May at 10:00, total €47. Your instructor will be Lena Hoffmann, who "
            "runs all our beginner sessions and is very patient.",
            call(
                "book_lesson",
                {"session": "S-3127", "name": "Jonas Weber", "equipment": True},
                {"booking": "ARC-60288", "session": "S-3127", "instructor": "Lena Hoffmann", "total": 47.0},
            ),
        ),
        stop(
            "Great, thanks! Looking forward to meeting Lena.",
            "Thank you, see you on the 25th.",
            "Perfect, thanks for being so patient with my questions.",
            "",
        ),
    ),
)

# -- 6. minicab airport transfer ---------------------------------------------------------------------------------

MINICAB = Scenario(
    goal="Book a minicab from home to Gatwick Airport for your early-morning flight.",
    persona="a business traveller in a hurry, terse",
    known_facts={
        "pickup_address": "42 Elm Grove, Croydon CR0 5JA",
        "pickup_date": "2024-10-07",
        "flight_number": "BA2490",
        "passengers": "2",
        "phone": "07823 114092",
    },
    unknown_facts=["fare: £58", "driver's name"],
    expected=["book_transfer"],
)
_CAB_QUOTE = call(
    "quote_fare",
    {"from": "CR0 5JA", "to": "LGW", "flight": "BA2490", "date": "2024-10-07"},
    {
        "fare": 58.0,
        "vehicle": "saloon",
        "max_passengers": 3,
        "flight_departure": "2024-10-07T07:05",
        "suggested_pickup": "2024-10-07T04:15",
        "journey_minutes": 45,
    },
)
MINICAB_FLOWS = (
    (
        u(
            "Need a cab to Gatwick early on Monday morning.",
            "Hi, I'd like to book a minicab to Gatwick Airport.",
            "Cab to Gatwick please, early flight.",
            "Hello - airport transfer to Gatwick, early morning. Can you do that?",
        ),
        a("Sure. What date, and from which address?"),
        u(
            "7 October, from 42 Elm Grove, Croydon CR0 5JA.",
            "Mon 7 Oct. 42 Elm Grove, Croydon, CR0 5JA.",
            "2024-10-07, 42 Elm Grove CR0 5JA",
            "October 7th. Pickup at 42 Elm Grove, Croydon CR0 5JA",
        ),
        a("What's your flight number, so we can time the pickup?"),
        u("BA2490", "BA 2490", "ba2490, 2 of us travelling", "It's BA2490."),
        a(
            "BA2490 departs Gatwick at 07:05, so I'd suggest a 4:15 am pickup; the drive is about 45 minutes. "
            "A saloon for up to 3 passengers is £58. How many passengers?",
            _CAB_QUOTE,
        ),
        u("2.", "Two of us.", "2 passengers. 4:15 is fine.", "Just 2. £58 is ok, book it."),
        a("And a mobile number for the driver?"),
        u("07823 114092", "07823114092", "Mobile: 07823 114 092", "+44 7823 114092"),
        a(
            "Booked: MC-118204, saloon, pickup 4:15 am on Monday 7 October at 42 Elm Grove for 2 passengers to "
            "Gatwick. Fare £58, pay the driver by card.",
            call(
                "book_transfer",
                {"pickup": "2024-10-07T04:15", "from": "42 Elm Grove, Croydon CR0 5JA", "passengers": 2},
                {"booking": "MC-118204", "pickup": "2024-10-07T04:15", "fare": 58.0, "vehicle": "saloon"},
            ),
        ),
        stop("Thanks.", "Good. Thanks.", "Perfect, cheers.", ""),
    ),
    (
        u(
            "Hi. I need a minicab to Gatwick for Monday 7 October, very early.",
            "Airport run to Gatwick on the 7th of October please.",
            "Book me a car to Gatwick Airport, Oct 7.",
        ),
        a("Can I have the pickup address?"),
        u(
            "42 Elm Grove, Croydon CR0 5JA",
            "42 Elm Grove, CR0 5JA. Flight is BA2490.",
            "42 elm grove croydon cr0 5ja",
        ),
        a("Thanks. Which flight are you on?"),
        u("BA2490.", "BA2490, leaving from the South Terminal I think.", "It's BA 2490."),
        a(
            "BA2490 leaves at 07:05 from the South Terminal; a 4:15 am pickup gets you there in good time. A "
            "saloon takes up to 3 passengers and costs £58. How many of you are travelling?",
            _CAB_QUOTE,
        ),
        u("Two.", "2 of us. Book it please.", "2. Is £58 per person or for the car?"),
        a("£58 is for the car. Which mobile number should the driver call?"),
        u("07823 114092", "07823 114092. Please book.", "Call 07823114092."),
        a(
            "Booked: MC-118219, 4:15 am on 7 October, £58 for the car. Your driver will be Sanjay in a grey "
            "Toyota Prius.",
            call(
                "book_transfer",
                {"pickup": "2024-10-07T04:15", "from": "42 Elm Grove, Croydon CR0 5JA", "passengers": 2},
                {"booking": "MC-118219", "pickup": "2024-10-07T04:15", "fare": 58.0, "driver": "Sanjay"},
            ),
        ),
        stop("Thanks. I'll look out for Sanjay.", "OK, thanks.", "Great. Cheers.", ""),
    ),
)

# -- 7. art-print order from a gallery ---------------------------------------------------------------------------

GALLERY_OPENER = "Hello, I'd like to order a print of one of the paintings from your current exhibition."
GALLERY = Scenario(
    goal="Order a framed print of the harbour painting you saw at the gallery, delivered to your home in Porto.",
    persona=None,
    known_facts={
        "print_code": "HP-0312",
        "customer_email": "ines.duarte@sapo.pt",
        "delivery_address": "Rua das Flores 88, 4050-265 Porto",
        "phone": "+351 22 340 1187",
    },
    unknown_facts=["delivery cost", "edition number: 47/150"],
    opener=GALLERY_OPENER,
    expected=["place_order"],
)
_GALLERY_PRINT = call(
    "get_print",
    {"code": "HP-0312"},
    {
        "code": "HP-0312",
        "title": "Harbour at Dawn",
        "sizes": {"A3": 65.0, "A2": 95.0},
        "frame": 40.0,
        "edition_size": 150,
    },
)
GALLERY_FLOWS = (
    (
        u(GALLERY_OPENER),
        a("Wonderful! Do you know the print code? It's on the label next to the painting."),
        u(
            "Yes, it's HP-0312.",
            "HP-0312",
            "I wrote it down: HP 0312. It's the harbour one.",
            "hp0312 - the harbour at sunrise, I think",
        ),
        a(
            "That's 'Harbour at Dawn', a limited edition of 150. It comes in A3 at €65 or A2 at €95, and framing "
            "adds €40. Which would you like?",
            _GALLERY_PRINT,
        ),
        u(
            "A2, framed please. That's €135, right?",
            "The A2 with a frame.",
            "I'll take the A2 size, framed. Is the frame wood?",
            "A2 framed - €95 + €40 is fine.",
        ),
        a("Yes: the A2 in an oak frame comes to €135. Where should we deliver it?"),
        u(
            "Rua das Flores 88, 4050-265 Porto, Portugal.",
            "Rua das Flores 88\n4050-265 Porto",
            "To my home: Rua das Flores 88, 4050-265 Porto. My email is ines.duarte@sapo.pt.",
            "rua das flores 88, 4050-265 porto",
        ),
        a("And an email for the receipt and tracking?"),
        u(
            "ines.duarte@sapo.pt",
            "It's ines.duarte@sapo.pt",
            "ines.duarte@sapo.pt - phone +351 22 340 1187 for the courier.",
        ),
        a(
            "Your order GAL-24-09731 is placed: 'Harbour at Dawn', A2, oak frame, edition number 47/150. €135 "
            "plus €12 delivery, €147 in total. It ships on 12 March.",
            call(
                "place_order",
                {"code": "HP-0312", "size": "A2", "frame": True, "email": "ines.duarte@sapo.pt"},
                {
                    "order": "GAL-24-09731",
                    "edition_no": "47/150",
                    "subtotal": 135.0,
                    "shipping": 12.0,
                    "total": 147.0,
                    "dispatch": "2024-03-12",
                },
            ),
        ),
        stop(
            "Perfect, thank you!",
            "Lovely. Number 47 of 150, nice. Thanks!",
            "Obrigada! Looking forward to it.",
            "Great, €147 is fine. Thanks.",
            "",
        ),
    ),
    (
        u(GALLERY_OPENER),
        a("Of course. Which painting is it? The print code is on the wall label."),
        u(
            "HP-0312, the harbour painting.",
            "Code HP-0312.",
            "I think it's HP-0312 - a harbour scene in blues and greys.",
        ),
        a("'Harbour at Dawn': A3 is €65 and A2 is €95; a frame is €40 extra. Which size?", _GALLERY_PRINT),
        u(
            "A3 with a frame.",
            "The smaller one, A3, framed please - €105 if I add it up right.",
            "A3 framed.",
        ),
        a("Delivery address and email, please?"),
        u(
            "Rua das Flores 88, 4050-265 Porto; ines.duarte@sapo.pt",
            "Address: Rua das Flores 88, 4050-265 Porto\nEmail: ines.duarte@sapo.pt",
            "Rua das Flores 88, 4050-265 Porto and ines.duarte@sapo.pt. Phone +351 22 340 1187 too.",
        ),
        a(
            "I'm sorry, the order could not be placed: our print supplier's system timed out. Nothing has been "
            "charged. Could you try again later today?",
            call(
                "place_order",
                {"code": "HP-0312", "size": "A3", "frame": True, "email": "ines.duarte@sapo.pt"},
                error="supplier API timeout",
            ),
        ),
        stop(
            "Ok, I'll try again later. Thanks.",
            "No problem, I'll come back this afternoon.",
            "Alright, thanks for letting me know.",
            "",
        ),
    ),
)

# -- 8. marquee tent rental --------------------------------------------------------------------------------------

TENT = Scenario(
    goal="Rent a marquee for your daughter's garden wedding reception.",
    persona="the bride's father, organised and a bit anxious about the weather",
    known_facts={
        "event_date": "2024-07-20",
        "venue_address": "Holly Farm, Lower Slaughter, GL54 2HS",
        "guest_count": "60",
        "email": "r.okafor@gmail.com",
    },
    unknown_facts=["deposit amount", "setup crew arrival time"],
    expected=["create_rental"],
)
_TENT_STOCK = call(
    "check_stock",
    {"date": "2024-07-20", "guests": 60},
    {
        "options": [
            {"model": "MQ-612", "size": "6x12m frame", "capacity": 72, "price": 1450.0},
            {"model": "MQ-99", "size": "9x9m", "capacity": 64, "price": 1290.0},
        ],
        "available": True,
    },
)
TENT_FLOWS = (
    (
        u(
            "Hello, I'm looking to hire a marquee for my daughter's wedding reception.",
            "Hi, do you have marquees available for a garden wedding in July?",
            "Good morning. We need a marquee for a wedding reception in our garden - what do you have?",
            "Hi there! My daughter's getting married and we're hosting the reception at home. I'd like to rent a "
            "marquee.",
        ),
        a("Congratulations! What's the date of the reception?"),
        u(
            "Saturday 20 July.",
            "20/07/2024",
            "It's on the 20th of July this year.",
            "July 20, 2024 - a Saturday.",
        ),
        a("And roughly how many guests?"),
        u("60.", "About 60 guests.", "We're expecting 60, give or take.", "60 guests, seated for dinner."),
        a(
            "For 60 seated guests on 20 July I have two options: a 6x12m frame marquee (up to 72 guests) at "
            "£1,450, or a 9x9m (up to 64) at £1,290. Both are waterproof with side walls. Which would you prefer?",
            _TENT_STOCK,
        ),
        u(
            "The 6x12m one, I'd rather have some spare room.",
            "Let's go with the 6x12 at £1,450.",
            "The 6x12m please. Waterproof is important, you can never trust the forecast here.",
            "I think the bigger one, 6 x 12 m. It's £160 more but worth it.",
        ),
        a("Good choice. What's the venue address?"),
        u(
            "Holly Farm, Lower Slaughter, GL54 2HS.",
            "It's Holly Farm, Lower Slaughter GL54 2HS - the marquee goes on the back lawn.",
            "holly farm, lower slaughter, gl54 2hs",
        ),
        a("And an email for the contract?"),
        u("r.okafor@gmail.com", "Please send it to r.okafor@gmail.com.", "R.Okafor@gmail.com"),
        a(
            "Booked: rental MQ-2024-0588, 6x12m frame marquee at Holly Farm for 20 July, £1,450. A 30% deposit "
            "of £435 is due within 7 days; our crew will arrive to set up at 8 am on Friday 19 July. The contract "
            "is on its way to r.okafor@gmail.com.",
            call(
                "create_rental",
                {"model": "MQ-612", "date": "2024-07-20", "venue": "Holly Farm, Lower Slaughter, GL54 2HS"},
                {"rental": "MQ-2024-0588", "total": 1450.0, "deposit": 435.0, "setup": "2024-07-19T08:00"},
            ),
        ),
        stop(
            "Marvellous, thank you. That's one thing off the list!",
            "Thank you - so £1,015 left to pay after the deposit. Noted.",
            "Great, I'll pay the £435 this week. Thanks for your help.",
            "",
        ),
    ),
    (
        u(
            "Hi, I'd like a quote for a marquee for a wedding reception.",
            "Hello, I need to rent a marquee. Garden wedding.",
            "Hi - marquee hire for 60 guests, is that possible?",
        ),
        a("Happy to help. When is the event, and how many guests?"),
        u("20 July 2024, 60 guests.", "2024-07-20, about 60 people.", "Saturday 20th July, 60 guests."),
        a(
            "On 20 July the 9x9m marquee (64 guests, £1,290) and the 6x12m (72 guests, £1,450) are both free. "
            "Which would you like?",
            _TENT_STOCK,
        ),
        u(
            "The 9x9m should do. How much is the deposit?",
            "9x9 please. Do I pay everything upfront?",
            "The £1,290 one, please.",
        ),
        a(
            "We take a 30% deposit, so £387 for the 9x9m, with the rest due a week before. Where is the venue?"
        ),
        u(
            "Holly Farm, Lower Slaughter, GL54 2HS",
            "At home: Holly Farm, Lower Slaughter GL54 2HS. £387 is fine.",
            "Holly Farm in Lower Slaughter, GL54 2HS. The lawn is flat, if that matters.",
        ),
        a("And an email address for the contract?"),
        u("r.okafor@gmail.com", "r.okafor@gmail.com please", "Send it to r.okafor@gmail.com, thanks."),
        a(
            "Done: rental MQ-2024-0591, 9x9m marquee, 20 July at Holly Farm, £1,290 (deposit £387 due by 5 June). "
            "The crew arrives at 8 am on 19 July to set up.",
            call(
                "create_rental",
                {"model": "MQ-99", "date": "2024-07-20", "venue": "Holly Farm, Lower Slaughter, GL54 2HS"},
                {
                    "rental": "MQ-2024-0591",
                    "total": 1290.0,
                    "deposit": 387.0,
                    "deposit_due": "2024-06-05",
                    "setup": "2024-07-19T08:00",
                },
            ),
        ),
        stop(
            "Excellent, thank you very much.",
            "Thanks! Just need the weather to behave now.",
            "Perfect. I'll pay the deposit before the 5th of June.",
            "",
        ),
    ),
)

# -- 9. beekeeping course ----------------------------------------------------------------------------------------

BEEKEEPING_OPENER = "Good afternoon, I'm interested in your beginners' beekeeping course."
BEEKEEPING = Scenario(
    goal="Sign up for the next beginners' beekeeping course and find out whether you need your own protective suit.",
    persona="a keen allotment gardener in his sixties",
    known_facts={
        "full_name": "Alan Whitcombe",
        "email": "alan.whitcombe@icloud.com",
        "phone": "01632 960377",
        "member_number": "BKA-10922",
    },
    unknown_facts=["member discount: £25", "suit hire fee"],
    opener=BEEKEEPING_OPENER,
    expected=["enrol_student"],
)
BEEKEEPING_FLOWS = (
    (
        u(BEEKEEPING_OPENER),
        a(
            "Lovely! Are you a member of the county beekeepers' association? If so, what's your member number?"
        ),
        u(
            "Yes, BKA-10922.",
            "I am - member number BKA-10922.",
            "Yes, it's bka 10922.",
            "Yes, I joined last spring. BKA-10922.",
        ),
        a(
            "Thanks. The next beginners' course runs on the weekend of 13-14 April (course BK-APR-13), 4 places "
            "left. It's £145, or £120 for members. Do you have your own bee suit?",
            call(
                "get_course_dates",
                {"level": "beginner", "member": "BKA-10922"},
                {
                    "course": "BK-APR-13",
                    "dates": ["2024-04-13", "2024-04-14"],
                    "places": 4,
                    "fee": 145.0,
                    "member_fee": 120.0,
                    "suit_hire": 15.0,
                },
            ),
        ),
        u(
            "No, I don't have a suit yet. Can I borrow one?",
            "No suit, I'm afraid. Is that a problem?",
            "Not yet - I was going to ask whether I need to buy one before the 13th.",
            "No. Do you hire them out?",
        ),
        a(
            "You can hire one for the weekend for £15. Would you like to book the course with suit hire, £135 in total?"
        ),
        u(
            "Yes please, £135 is fine.",
            "Yes, book me on BK-APR-13 with the suit.",
            "Please do. £120 plus £15, lovely.",
            "yes please, that's very reasonable",
        ),
        a("What name and email should I put on the booking?"),
        u(
            "Alan Whitcombe, alan.whitcombe@icloud.com",
            "Alan Whitcombe - alan.whitcombe@icloud.com",
            "It's Alan Whitcombe. Email alan.whitcombe@icloud.com, and my phone is 01632 960377 should you need "
            "it.",
            "Name: Alan Whitcombe\nEmail: alan.whitcombe@icloud.com",
        ),
        a(
            "You're enrolled: ENR-8842, beginners' course BK-APR-13 on 13-14 April, member fee £120 plus £15 suit "
            "hire, £135 in total. Joining details will go to alan.whitcombe@icloud.com.",
            call(
                "enrol_student",
                {"course": "BK-APR-13", "member": "BKA-10922", "suit_hire": True},
                {
                    "enrolment": "ENR-8842",
                    "course": "BK-APR-13",
                    "fee": 120.0,
                    "suit_hire": 15.0,
                    "total": 135.0,
                },
            ),
        ),
        stop(
            "Splendid, thank you very much.",
            "Thank you! I'm really looking forward to it.",
            "Marvellous. ENR-8842, I've jotted it down. Good afternoon!",
            "",
        ),
    ),
    (
        u(BEEKEEPING_OPENER),
        a("Great! Can I take your email so I can check whether you're already on our system?"),
        u(
            "alan.whitcombe@icloud.com",
            "Of course, alan.whitcombe@icloud.com",
            "It's alan.whitcombe@icloud.com - I'm also an association member.",
        ),
        a(
            "Found you, Alan: member BKA-10922, so you get the member price. The beginners' course on 13-14 "
            "April is £120 for members. Would you like a place?",
            call(
                "lookup_member",
                {"email": "alan.whitcombe@icloud.com"},
                {
                    "member": "BKA-10922",
                    "name": "Alan Whitcombe",
                    "course": "BK-APR-13",
                    "dates": ["2024-04-13", "2024-04-14"],
                    "member_fee": 120.0,
                },
            ),
        ),
        u(
            "Yes please. Do I need my own protective suit?",
            "Yes, put me down for it. I don't own a bee suit, will that be a problem?",
            "Yes! The 13th and 14th of April are free for me. What about a suit?",
        ),
        a("We lend suits for £15 for the weekend, or you can bring your own. Shall I add one?"),
        u("Yes, add the suit please.", "Yes please - so £135 all in.", "Go on then, add a suit."),
        a(
            "Enrolled: ENR-8851, BK-APR-13, £120 plus £15 suit hire. See you on 13 April.",
            call(
                "enrol_student",
                {"course": "BK-APR-13", "member": "BKA-10922", "suit_hire": True},
                {"enrolment": "ENR-8851", "course": "BK-APR-13", "total": 135.0},
            ),
        ),
        stop("Thank you!", "Wonderful, thanks for your help.", "Lovely, see you on the 13th.", ""),
    ),
)

# -- 10. paintball group booking ---------------------------------------------------------------------------------

PAINTBALL = Scenario(
    goal="Book a paintball session for your brother's stag party.",
    persona="the best man, upbeat and casual",
    known_facts={
        "group_size": "12",
        "preferred_date": "2024-09-14",
        "lead_name": "Callum Reid",
        "phone": "07451 882903",
        "email": "callumreid88@hotmail.co.uk",
    },
    unknown_facts=["group discount: 10%", "paintball top-up price"],
    expected=["create_booking"],
)
_PB_SLOTS = call(
    "check_availability",
    {"date": "2024-09-14", "players": 12},
    {
        "slots": ["2024-09-14T09:30", "2024-09-14T13:00"],
        "price_per_player": 34.0,
        "group_discount": 0.1,
        "total": 367.2,
        "balls_included": 200,
    },
)
PAINTBALL_FLOWS = (
    (
        u(
            "Hey! Want to book paintball for a stag do.",
            "Hi, I'm organising my brother's stag and we fancy paintball. Can I book a session?",
            "alright! looking to book paintballing for a stag party",
            "Hello, do you do group bookings for stag parties?",
        ),
        a("We love a stag do! What date, and how many players?"),
        u(
            "Saturday 14 September, 12 of us.",
            "14/09 and there'll be 12 players.",
            "14th Sept, 12 lads including the groom",
            "2024-09-14, group of 12",
        ),
        a(
            "On Saturday 14 September we have 9:30 or 13:00. It's £34 per player with 200 paintballs each; groups "
            "of 10+ get 10% off, so 12 players come to £367.20 instead of £408. Which slot?",
            _PB_SLOTS,
        ),
        u(
            "13:00 please, nobody will be up for 9:30 haha",
            "1pm please.",
            "The afternoon one at 13:00. Can we buy extra paintballs on the day?",
            "1 o'clock. £367.20 is great, cheers.",
        ),
        a("Yes, top-ups are £8 per 100 on the day. What's the lead booker's name and phone number?"),
        u(
            "Callum Reid, 07451 882903",
            "Callum Reid - 07451882903",
            "It's me, Callum Reid. Mobile 07451 882 903.",
            "Name's Callum Reid, number 07451 882903, email callumreid88@hotmail.co.uk",
        ),
        a(
            "Booked: PB-77310, 12 players, Saturday 14 September at 13:00, £367.20 in total. A £100 deposit is due "
            "now and the remaining £267.20 on the day.",
            call(
                "create_booking",
                {"slot": "2024-09-14T13:00", "players": 12, "lead": "Callum Reid"},
                {"booking": "PB-77310", "slot": "2024-09-14T13:00", "total": 367.2, "deposit": 100.0},
            ),
        ),
        stop(
            "Legend, thanks!",
            "Sorted, cheers mate.",
            "Brilliant - the lads are going to love it. Thanks!",
            "",
        ),
    ),
    (
        u(
            "Hi, paintball booking for 12 please.",
            "Hiya, can I book paintball for a group of 12?",
            "Hey, need a paintball session for 12 people for a stag.",
        ),
        a("Sure! Which date?"),
        u("14 September.", "Sat 14th September", "The 14th of September if you've got space."),
        a(
            "The 14th is full in the morning, but 13:00 is free. It's £34 each, and with the 10% group discount "
            "12 players come to £367.20. Want it?",
            _PB_SLOTS,
        ),
        u(
            "Yes, 1pm is perfect.",
            "Go for it - £367.20 works. That's about £30.60 each.",
            "yes please, book the 13:00 slot",
        ),
        a("Great. What email should the confirmation go to?"),
        u(
            "callumreid88@hotmail.co.uk",
            "callumreid88@hotmail.co.uk - it's under Callum Reid.",
            "CallumReid88@hotmail.co.uk",
        ),
        a("And a mobile number?"),
        u("07451 882903", "07451882903", "It's 07451 882 903."),
        a(
            "Done: PB-77322 for 12 players on 14 September at 13:00, £367.20. Confirmation sent to "
            "callumreid88@hotmail.co.uk.",
            call(
                "create_booking",
                {"slot": "2024-09-14T13:00", "players": 12, "email": "callumreid88@hotmail.co.uk"},
                {"booking": "PB-77322", "slot": "2024-09-14T13:00", "total": 367.2},
            ),
        ),
        stop("Cheers!", "Top stuff, thanks.", "Nice one, see you on the 14th.", ""),
    ),
    (
        u(
            "Hey, I want to book paintball for a stag party.",
            "Hi! Paintball for my brother's stag, can you help?",
            "Hello, stag do paintball booking please.",
        ),
        a("Congratulations to your brother! How many players?"),
        u("12.", "There'll be 12 of us.", "12 players, probably on 14 September."),
        a(
            "I'm sorry, but stag groups of more than 10 can't be booked online or in chat: our events team has "
            "to take those by phone on 01273 555 014. I'm not able to book it here."
        ),
        u(
            "Oh really? Can't you make an exception?",
            "Ah, that's a shame. Is the team open on weekends?",
            "Ok, so I should call 01273 555 014?",
        ),
        a(
            "I can't make an exception, sorry. The events team on 01273 555 014 is open 9am to 6pm, Monday to "
            "Saturday."
        ),
        stop(
            "Fair enough, I'll give them a ring. Cheers.",
            "OK, I'll call them tomorrow. Thanks.",
            "No worries, I'll phone 01273 555 014.",
            "",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("locksmith", LOCKSMITH, LOCKSMITH_FLOWS),
    Domain("rugcleaning", RUGCLEANING, RUGCLEANING_FLOWS),
    Domain("bakery", BAKERY, BAKERY_FLOWS),
    Domain("zoo", ZOO, ZOO_FLOWS),
    Domain("archery", ARCHERY, ARCHERY_FLOWS),
    Domain("minicab", MINICAB, MINICAB_FLOWS),
    Domain("gallery", GALLERY, GALLERY_FLOWS),
    Domain("tent", TENT, TENT_FLOWS),
    Domain("beekeeping", BEEKEEPING, BEEKEEPING_FLOWS),
    Domain("paintball", PAINTBALL, PAINTBALL_FLOWS),
]


# -- seeded faults -----------------------------------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "locksmith",
        0,
        Say(0, "Hi, I've locked myself out of my flat and need a locksmith ASAP."),
        "abbreviated",
    ),
    F(
        "opener",
        "locksmith",
        1,
        Say(0, "Hello, I'm locked out of my flat and I need a locksmith as soon as possible, please!"),
        "reworded",
    ),
    F(
        "opener",
        "bakery",
        0,
        Say(
            0, "Hello, I'd like to change the bread in my weekly subscription. We've gone off the sourdough."
        ),
        "opener plus a sentence",
    ),
    F("opener", "bakery", 1, Say(0, "Hi there, I want to change which bread I get each week."), "paraphrase"),
    F(
        "opener",
        "archery",
        0,
        Say(0, "hi! i've never done archery before, can i book a beginner lesson?"),
        "lowercased",
    ),
    F(
        "opener",
        "gallery",
        0,
        Say(0, "Hello, I would like to order a print of one of the paintings from your current exhibition."),
        "contraction expanded",
    ),
    F(
        "opener",
        "beekeeping",
        0,
        Say(0, "Good afternoon. I'm interested in signing up for your beginners' beekeeping course."),
        "reworded",
    ),
    F(
        "opener",
        "beekeeping",
        1,
        Say(0, "I'm interested in your beginners' beekeeping course."),
        "greeting dropped",
    ),
    # -- reply_shape: not one user speaking
    F(
        "reply_shape",
        "locksmith",
        0,
        Say(
            2,
            "07700 900461\n\n(I gave my mobile number from my facts; now I should wait for the agent to offer a slot.)",
        ),
        "note to itself in brackets",
    ),
    F(
        "reply_shape",
        "rugcleaning",
        0,
        Say(2, "<think>The agent wants the size and my facts say 2.4 x 1.7 m.</think>\nIt's 2.4 x 1.7 m."),
        "thinking block",
    ),
    F(
        "reply_shape",
        "bakery",
        0,
        Say(3, "The seeded rye instead please.\nAssistant: Of course, let me update that for you."),
        "assistant line",
    ),
    F(
        "reply_shape",
        "zoo",
        0,
        Say(
            2,
            "Yes please, go ahead.\n\nCustomer service: Great, I'll just need the lead member's name and email.",
        ),
        "second speaker with a made-up label",
    ),
    F(
        "reply_shape",
        "archery",
        1,
        Say(
            3,
            "Yes, 25 May at 10 works. Who will be teaching? Probably one of the regular coaches, I'd guess.",
        ),
        "answers its own question",
    ),
    F("reply_shape", "minicab", 0, Say(5, "Thanks. What time should I be outside?"), "a stop that asks"),
    F(
        "reply_shape",
        "gallery",
        0,
        Say(
            2,
            "A2, framed please. Thank you for choosing our gallery! Is there anything else I can help you with?",
        ),
        "assistant's stock phrase",
    ),
    F(
        "reply_shape",
        "paintball",
        0,
        Say(4, "Legend, thanks! ###STOP### Do we need to bring anything on the day?"),
        "stop signal inside the text",
    ),
    F(
        "reply_shape",
        "beekeeping",
        0,
        Say(4, '{"role": "user", "content": "Alan Whitcombe, alan.whitcombe@icloud.com"}'),
        "reply wrapped in a role-tagged JSON object",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "locksmith", 0, Say(2, "07700 900416"), "phone digits swapped"),
    F(
        "invented_specifics",
        "rugcleaning",
        1,
        Say(1, "g.hollis@btinternet.com - customer number RC-55210."),
        "customer number digits swapped",
    ),
    F(
        "invented_specifics",
        "bakery",
        0,
        Say(4, "Yes please - so £2.60 more over four weeks, no problem."),
        "sum worked out wrong",
    ),
    F(
        "invented_specifics",
        "zoo",
        0,
        Say(3, "Marta Kowalczyk, marta.k@outlook.com. We were members years ago, old number ZM-402217."),
        "old membership number",
    ),
    F(
        "invented_specifics",
        "archery",
        0,
        Say(3, "18 May at 9:30 please, with the equipment. Could I also bring a friend on 1 June?"),
        "a date nobody gave",
    ),
    F(
        "invented_specifics",
        "minicab",
        0,
        Say(4, "07823 114092, or my office on 020 7946 0358 if I don't pick up."),
        "second phone number",
    ),
    F(
        "invented_specifics",
        "gallery",
        0,
        Say(2, "A2, framed please. The label at the exhibition said €85 for that size though?"),
        "price from nowhere",
    ),
    F(
        "invented_specifics",
        "tent",
        0,
        Say(6, "Thank you - so £1,105 left to pay after the deposit. Noted."),
        "difference with digits transposed",
    ),
    F(
        "invented_specifics",
        "paintball",
        0,
        Say(3, "Callum Reid, 07451 882903. We've got a voucher code too, STAG-2024-88."),
        "voucher code",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "locksmith",
        0,
        Say(1, "Flat 3, 27 Kestrel Road, Leeds LS6 2QT. I know the call-out is £85, that's fine."),
        "call-out fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "rugcleaning",
        0,
        Say(2, "2.4 x 1.7 m. Last time the cleaning price was £90, is it the same?"),
        "bare-name fact with a price",
    ),
    F(
        "unknown_fact",
        "bakery",
        0,
        Say(3, "The seeded rye please - it's only 60p more a week, isn't it?"),
        "price difference in another format",
    ),
    F(
        "unknown_fact",
        "zoo",
        1,
        Say(2, "The kids are 6 and 9. And members get a 50% parking discount, right?"),
        "parking discount with a value",
    ),
    F(
        "unknown_fact",
        "archery",
        0,
        Say(1, "Jonas Weber. I read that equipment hire is €12, I'll need that."),
        "equipment hire fee",
    ),
    F(
        "unknown_fact",
        "minicab",
        0,
        Say(2, "BA2490. It was £58 last time, same again?"),
        "fare before the quote",
    ),
    F(
        "unknown_fact",
        "gallery",
        0,
        Say(
            3,
            "Rua das Flores 88, 4050-265 Porto. The delivery cost is €12 to Portugal, I saw on the website.",
        ),
        "delivery cost with a value",
    ),
    F(
        "unknown_fact",
        "tent",
        0,
        Say(3, "The 6x12m one. The deposit amount would be £435, correct?"),
        "deposit worked out as 30% of a told price, before the agent said a deposit",
    ),
    F(
        "unknown_fact",
        "beekeeping",
        0,
        Say(1, "Yes, BKA-10922 - that gets me the £25 member discount, doesn't it?"),
        "member discount before the fees",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "locksmith",
        0,
        Say(
            1,
            "Flat 3, 27 Kestrel Road, Leeds LS6 2QT. I'm Priya Raman, mobile 07700 900461, it's a Yale night latch.",
        ),
        "asked for the address, gives three more",
    ),
    F(
        "data_dump",
        "rugcleaning",
        0,
        Say(
            0,
            "Hello, I'd like a rug collected for cleaning. Customer RC-55120, 14 Orchard Close, Bath BA2 4HN, the "
            "rug is 2.4 x 1.7 m, and my email is g.hollis@btinternet.com.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "bakery",
        1,
        Say(1, "tom.achebe@gmail.com. Subscription BRD-20417, postcode M20 6RB, delivered on Fridays."),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "zoo",
        0,
        Say(
            0,
            "Hi, family annual pass please.\n- Lead member: Marta Kowalczyk\n- Email: marta.k@outlook.com\n- Phone: "
            "+44 7911 123456\n- Kids: 6 and 9",
        ),
        "a list of facts up front",
    ),
    F(
        "data_dump",
        "archery",
        0,
        Say(1, "Jonas Weber, born 11.02.1997, email jonas.weber@posteo.de, phone 0151 23456789."),
        "asked for the name, gives three more",
    ),
    F(
        "data_dump",
        "minicab",
        0,
        Say(
            1,
            "7 October from 42 Elm Grove, Croydon CR0 5JA. Flight BA2490, 2 passengers, call me on 07823 114092.",
        ),
        "asked for date and address, gives three more",
    ),
    F(
        "data_dump",
        "tent",
        1,
        Say(
            0,
            "Hi, I need a marquee for my daughter's wedding reception on 2024-07-20 at Holly Farm, Lower Slaughter, "
            "GL54 2HS. 60 guests. My email is r.okafor@gmail.com.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "paintball",
        1,
        Say(1, "14 September. Lead booker Callum Reid, 07451 882903, callumreid88@hotmail.co.uk."),
        "asked for the date, gives three more",
    ),
    F(
        "data_dump",
        "beekeeping",
        0,
        Say(
            1,
            "Yes, BKA-10922. I'm Alan Whitcombe, you can email me at alan dot whitcombe at icloud dot com or ring "
            "01632 960377.",
        ),
        "asked for the member number, gives three more (one spelled out)",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "locksmith",
        0,
        StopAt(6, "OK, thanks, I'll wait for them to call then."),
        "takes the offer for a booking",
    ),
    F(
        "premature_stop",
        "rugcleaning",
        0,
        StopAt(4, "Let me measure it properly and get back to you. Thanks!"),
        "asked for the size",
    ),
    F("premature_stop", "bakery", 0, StopAt(8, "Great, thanks!"), "thanks instead of confirming"),
    F("premature_stop", "zoo", 1, StopAt(6, ""), "silent stop after the offer"),
    F(
        "premature_stop",
        "archery",
        0,
        StopAt(8, "Thanks, see you on the 18th!"),
        "asked for the email, thinks it is booked",
    ),
    F(
        "premature_stop",
        "minicab",
        1,
        StopAt(6, "OK, I'll book closer to the date. Thanks."),
        "after the quote",
    ),
    F(
        "premature_stop",
        "gallery",
        0,
        StopAt(4, "Lovely, I'll think about which size. Thank you."),
        "after the prices",
    ),
    F(
        "premature_stop",
        "tent",
        0,
        StopAt(10, "Sorry, I'll have to check with my wife first and come back to you."),
        "asked for the email",
    ),
    F(
        "premature_stop",
        "beekeeping",
        1,
        StopAt(6, "Yes please. Thank you, see you on the 13th!"),
        "agrees and stops in the same breath",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "locksmith", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "rugcleaning", 1, meta(1, prompt_missing=["known_facts.email"]), "a known fact"),
    F("persona_sent", "bakery", 0, meta(2, prompt_missing=["known_facts.postcode"]), "a known fact"),
    F("persona_sent", "zoo", 0, meta(0, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "minicab",
        0,
        meta(1, prompt_missing=["known_facts.pickup_address", "known_facts.pickup_date"]),
        "two known facts",
    ),
    F("persona_sent", "gallery", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "tent", 1, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "paintball", 2, meta(0, prompt_missing=["persona", "goal"]), "persona and goal"),
]
