"""Blind set 4, part E: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session, before any run of the guards, without reading their implementation. What was read:
the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` and the sections after
it up to "Statistics over valid trials"; the docstring of ``check_fidelity``; ``tests/_fidelity_blind.py`` (the
first blind set's framework and its seeded faults); lines 1-130 and 161-300 of
``tests/_fidelity_blind_domains.py`` (the step helpers and the first three domains, for the style only) and its
scenarios' ``opener=`` lines; and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard, no
``check_fidelity`` call and no fidelity test was run to make or check a label.

The ten domains (gym-locker rental, coworking desk, guest parking permit, appliance installation, ticket resale
listing, travel vaccination, home battery replacement, child-care waitlist, lost-luggage delivery after a coach
trip, utility-deposit refund) do not reuse the earlier sets' domains. Each user turn lists alternatives that are
all clean by the definitions (the first turn of a scenario with an opener has one alternative: the opener), written
to look like an LLM simulated user that behaves: facts restated in its own formats, ids, amounts and dates quoted
back from the agent or a tool, follow-up questions, lists, typos, long turns and polite closings. Some flows end
after a tool error or a refusal, where stopping is allowed.

Labels follow the definitions, not what a guard can see: a clean conversation opens with the opener word for word,
keeps one user voice, volunteers at most two known facts per turn before the agent asks for them, states no unknown
fact before the agent told it, says only specifics from the scenario or from earlier messages and tool results (or
worked out from them), and stops only once the expected writes ran or the agent failed or refused. A fault breaks
exactly one of these rules, and is labelled with the guard that should catch it.

``DOMAINS`` lists the scenarios with their flows; ``FAULTS`` the seeded faults, to be built with
``_fidelity_blind.build(domain, fault.flow, rng, fault.edit)``.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. gym locker rental ----------------------------------------------------------------------------------------

LOCKER = Scenario(
    goal="Rent a medium locker at the Eastside branch of your gym for three months.",
    persona="a night-shift nurse who keeps her messages short",
    known_facts={
        "member_id": "GL-55120",
        "email": "rosa.quint@mailbox.org",
        "phone": "415-555-0139",
        "card_last_four": "7716",
    },
    unknown_facts=["locker number: L-214", "monthly fee"],
    opener="Hi, I'd like to rent a locker at my gym for the next three months.",
    expected=["rent_locker"],
)
_LOCKER_CHECK = call(
    "check_lockers",
    {"member_id": "GL-55120", "branch": "Eastside", "size": "medium"},
    {
        "member": "GL-55120",
        "available": [{"locker": "L-214", "size": "medium", "monthly": 18.0}],
        "start": "2025-03-01",
    },
)
_LOCKER_RENT = call(
    "rent_locker",
    {"member_id": "GL-55120", "locker": "L-214", "months": 3},
    {"rental": "LR-90412", "locker": "L-214", "total": 54.0, "from": "2025-03-01", "to": "2025-05-31"},
)
LOCKER_FLOWS = (
    (
        u("Hi, I'd like to rent a locker at my gym for the next three months."),
        a("Sure thing! Which branch, and what's your member ID?"),
        u(
            "Eastside. Member ID GL-55120.",
            "eastside - GL-55120",
            "It's the Eastside branch, member number GL 55120.",
            "Eastside, ID is gl-55120",
        ),
        a(
            "Thanks. At Eastside I have medium locker L-214 free from March 1, 2025 at $18.00 a month, so $54.00 "
            "for the three months. Shall I reserve it?",
            _LOCKER_CHECK,
        ),
        u(
            "Yes please, L-214 is fine.",
            "$54 for the three months? ok, go ahead",
            "Sounds good. Book L-214 starting 3/1.",
            "yes reserve it pls. $18/month is fine",
        ),
        a(
            "Done: L-214 is yours from March 1 to May 31, 2025 (rental LR-90412). The $54.00 goes on the card on "
            "file. Shall I email you the receipt?",
            _LOCKER_RENT,
        ),
        u(
            "Yes, to rosa.quint@mailbox.org please.",
            "yes pls - rosa.quint@mailbox.org",
            "Sure. Email is Rosa.Quint@mailbox.org",
            "yes please, the email on my account (rosa.quint@mailbox.org)",
        ),
        a("Sent to rosa.quint@mailbox.org. Enjoy your workouts!"),
        stop("Thanks!", "Great, thank you. Bye", "perfect, LR-90412 noted. thanks", ""),
    ),
    (
        u("Hi, I'd like to rent a locker at my gym for the next three months."),
        a("Happy to help. Can I have your member ID and the phone number on the account?"),
        u(
            "GL-55120, 415-555-0139",
            "Member ID GL-55120 / phone (415) 555-0139",
            "gl55120 and 4155550139",
            "Sure: GL-55120. Phone 415 555 0139. It's for the Eastside branch.",
        ),
        a(
            "Sorry, the locker system isn't responding, so I can't check or reserve lockers right now.",
            call(
                "check_lockers",
                {"member_id": "GL-55120", "branch": "Eastside", "size": "medium"},
                error="LockerServiceTimeout: no response after 30s",
            ),
        ),
        u(
            "Ok. Is there another way to reserve one, like at the front desk?",
            "hm. will it be back up later today?",
            "Can you at least note that I want a medium one at Eastside?",
        ),
        a(
            "The front desk at Eastside can reserve one in person once the system is back; it usually recovers "
            "within a few hours. I can't hold one for you from here, sorry."
        ),
        stop(
            "Ok, I'll ask at the front desk then. Thanks.",
            "Alright, no worries. Bye.",
            "ugh ok. thanks anyway",
            "",
        ),
    ),
    (
        u("Hi, I'd like to rent a locker at my gym for the next three months."),
        a(
            "Before I rent you a locker, please verify your details: member ID, email and the phone number on the "
            "account."
        ),
        u(
            "GL-55120 / rosa.quint@mailbox.org / 415-555-0139",
            "Member ID: GL-55120\nEmail: rosa.quint@mailbox.org\nPhone: 415.555.0139",
            "sure. GL-55120, rosa.quint@mailbox.org, (415) 555-0139",
        ),
        a("Verified, thanks. Which branch, and what size?"),
        u(
            "Eastside, medium please.",
            "medium, at eastside",
            "A medium one at the Eastside branch, if you have one.",
        ),
        a(
            "Locker L-214 at Eastside is free: $18.00 a month from March 1, 2025, $54.00 for three months, charged "
            "to the card ending 7716. OK?",
            _LOCKER_CHECK,
        ),
        u("Yes, go ahead.", "ok, card ending 7716 is right. book it", "Yes. So $54 in total, nothing else?"),
        a("Nothing else. Booked: L-214, rental LR-90412, March 1 to May 31, 2025.", _LOCKER_RENT),
        stop("thanks", "Great, thank you!", "perfect. bye", ""),
    ),
)

# -- 2. coworking desk membership --------------------------------------------------------------------------------

DESK = Scenario(
    goal="Sign up for a dedicated-desk membership at the Harbor Street coworking space, starting next month.",
    persona="a freelance architect, friendly and a bit chatty",
    known_facts={
        "full_name": "Tomasz Wielgus",
        "email": "t.wielgus@studio-north.io",
        "phone": "+44 20 7946 0321",
        "company": "Studio North Ltd",
    },
    unknown_facts=["access card number: AC-30571", "deposit amount"],
    opener=None,
    expected=["create_membership"],
)
_DESK_CHECK = call(
    "check_desks",
    {"location": "Harbor Street", "plan": "dedicated"},
    {
        "location": "Harbor Street",
        "desk": "D-17",
        "monthly": 320.0,
        "deposit": 320.0,
        "currency": "GBP",
        "start": "2025-04-01",
    },
)
_DESK_CREATE = call(
    "create_membership",
    {"name": "Tomasz Wielgus", "email": "t.wielgus@studio-north.io", "desk": "D-17", "start": "2025-04-01"},
    {"membership": "MB-66208", "desk": "D-17", "first_invoice": 640.0, "access_card": "AC-30571"},
)
DESK_FLOWS = (
    (
        u(
            "Hi! I'd like a dedicated desk at Harbor Street starting next month. What do you have?",
            "Hello, I'm interested in a dedicated desk membership at your Harbor Street space from next month. Is "
            "anything free?",
            "hey there - looking for a dedicated desk at harbor street, starting next month. availability?",
            "Hi, I'm a freelance architect and I really need a proper desk instead of my kitchen table, haha. Do "
            "you have a dedicated desk at Harbor Street from next month?",
        ),
        a(
            "We do: desk D-17 by the window, £320 a month from April 1, 2025, plus a refundable deposit of one "
            "month's fee. Can I take your full name and email?",
            _DESK_CHECK,
        ),
        u(
            "Tomasz Wielgus, t.wielgus@studio-north.io",
            "Sure - Tomasz Wielgus, email t.wielgus@studio-north.io. So the deposit is £320 as well?",
            "Name: Tomasz Wielgus\nEmail: T.Wielgus@studio-north.io",
            "Of course! It's Tomasz Wielgus (the W is pronounced like a V, people always ask) and my email is "
            "t.wielgus@studio-north.io. A window desk sounds lovely, I do a lot of sketching and daylight helps "
            "enormously.",
        ),
        a(
            "Thanks, Tomasz. The deposit is £320. Shall I set up the membership for D-17 from April 1? The first "
            "invoice would be £640 (deposit plus April)."
        ),
        u(
            "Yes please go ahead.",
            "Yes - £640 up front is fine. Please set it up.",
            "Go for it. Could the invoice be made out to Studio North Ltd?",
            "yes! 1 April works",
        ),
        a(
            "All done: membership MB-66208, desk D-17 from April 1. Your access card AC-30571 will be waiting at "
            "reception.",
            _DESK_CREATE,
        ),
        u(
            "Brilliant. Do I pick up AC-30571 on the first day?",
            "Thanks! What time does reception open on the 1st?",
            "great. is the first invoice sent to my email?",
        ),
        a("Reception opens at 8 am on April 1 and will have your card; the invoice goes to your email."),
        stop(
            "Perfect, see you then!",
            "Lovely, thanks so much for your help.",
            "cheers!",
            "Thank you - looking forward to it.",
        ),
    ),
    (
        u(
            "Hello, do you have any dedicated desks at Harbor Street from next month?",
            "Hi, I'd like to sign up for a dedicated desk at the Harbor Street location.",
            "hi, dedicated desk at harbor st from next month, possible?",
        ),
        a("Let me check. First, what's your full name?"),
        u("Tomasz Wielgus.", "tomasz wielgus", "It's Tomasz Wielgus, from Studio North Ltd."),
        a("And a phone number we can reach you on?"),
        u("+44 20 7946 0321", "020 7946 0321", "Sure, it's +44 (0)20 7946 0321.", "+442079460321"),
        a(
            "Thanks. Desk D-17 is free from April 1, 2025: £320 per month and a £320 deposit. Would you like it? "
            "If so, which email should the invoices go to?",
            _DESK_CHECK,
        ),
        u(
            "Yes please! Invoices to t.wielgus@studio-north.io.",
            "yes, D-17 please. email: t.wielgus@studio-north.io",
            "That works - £320 a month plus the £320 deposit, so £640 for the first month. Email is "
            "t.wielgus@studio-north.io.",
        ),
        a(
            "Done: membership MB-66208 for desk D-17 from April 1. Access card AC-30571 will be at reception; "
            "invoices go to t.wielgus@studio-north.io.",
            _DESK_CREATE,
        ),
        stop("Fantastic, thank you!", "Great, thanks a lot. Have a nice day.", "ta, see you in April", ""),
    ),
)

# -- 3. guest parking permit at an apartment building ------------------------------------------------------------

PERMIT = Scenario(
    goal="Get a guest parking permit at your apartment building, Linden Court, for your parents' car from Friday to "
    "Sunday this weekend.",
    persona="a polite resident who writes in full sentences",
    known_facts={
        "resident_id": "RES-40817",
        "unit": "5C",
        "guest_plate": "8BXT419",
        "guest_name": "Ana Ferreira",
    },
    unknown_facts=["permit number: GP-7730", "parking spot"],
    opener="Hello, my parents are visiting this weekend and I need a guest parking permit for their car.",
    expected=["issue_permit"],
)
_PERMIT_FIND = call(
    "find_resident",
    {"resident_id": "RES-40817"},
    {
        "resident": "RES-40817",
        "unit": "5C",
        "guest_permits_left": 2,
        "fee": 12.0,
        "weekend": {"from": "2025-06-13", "to": "2025-06-15"},
    },
)
_PERMIT_ISSUE = call(
    "issue_permit",
    {"resident_id": "RES-40817", "plate": "8BXT419", "from": "2025-06-13", "to": "2025-06-15"},
    {"permit": "GP-7730", "spot": "G-3", "valid_from": "2025-06-13", "valid_to": "2025-06-15", "fee": 12.0},
)
PERMIT_FLOWS = (
    (
        u("Hello, my parents are visiting this weekend and I need a guest parking permit for their car."),
        a("I can help. What's your resident ID?"),
        u(
            "RES-40817",
            "It is RES-40817, unit 5C.",
            "My resident ID is res 40817.",
            "Of course. It is RES40817.",
        ),
        a(
            "Thanks, unit 5C. You have 2 guest permits left this month, $12.00 each. For Friday, June 13 to "
            "Sunday, June 15, what's the licence plate of your parents' car?",
            _PERMIT_FIND,
        ),
        u(
            "The plate is 8BXT419.",
            "It is 8BXT419; it's a grey Volvo.",
            "The plate is 8BXT 419. Will the $12 be added to my rent?",
            "8BXT419. The car is registered to my mother, Ana Ferreira.",
        ),
        a(
            "Permit GP-7730 is issued for 8BXT419, valid June 13-15, guest spot G-3 in the garage. The $12.00 will "
            "appear on your next statement.",
            _PERMIT_ISSUE,
        ),
        u(
            "Thank you. Should they leave a printed copy on the dashboard?",
            "Great. Is G-3 easy to find from the garage entrance?",
            "So they can park in G-3 from Friday the 13th until Sunday the 15th? That is perfect.",
        ),
        a("Nothing to print: the permit is digital and tied to the plate. G-3 is right by the entrance."),
        stop(
            "Wonderful, thank you for your help.",
            "Thank you very much. Have a good day.",
            "That is all I needed. Thanks!",
            "",
        ),
    ),
    (
        u("Hello, my parents are visiting this weekend and I need a guest parking permit for their car."),
        a("Sure. Can you give me your resident ID, unit number and the guest's licence plate?"),
        u(
            "RES-40817, unit 5C, plate 8BXT419.",
            "Resident ID: RES-40817\nUnit: 5C\nGuest plate: 8BXT419",
            "res-40817 / 5C / 8BXT419",
        ),
        a(
            "I'm sorry, but all guest spots at Linden Court are taken for the weekend of June 13-15, so I can't "
            "issue a permit. Street parking on Elm Avenue is free on weekends.",
            call(
                "find_resident",
                {"resident_id": "RES-40817"},
                {
                    "resident": "RES-40817",
                    "unit": "5C",
                    "garage_guest_spots_free": 0,
                    "weekend": "2025-06-13",
                },
            ),
        ),
        u(
            "Oh no. Is there a waitlist in case someone cancels?",
            "That is a shame. Is Elm Avenue close to the building?",
            "I understand. Could you check whether anything frees up for Saturday only?",
        ),
        a(
            "I'm afraid there's no waitlist and nothing frees up; Elm Avenue is a two-minute walk from the entrance."
        ),
        stop(
            "All right, I will tell them to park on Elm Avenue. Thank you anyway.",
            "Alright, thanks for checking.",
            "Understood, thank you.",
            "",
        ),
    ),
)

# -- 4. kitchen-appliance installation ---------------------------------------------------------------------------

APPLIANCE = Scenario(
    goal="Book the installation of the dishwasher you bought online, on a weekday morning.",
    persona=None,
    known_facts={
        "order_number": "HD-2281904",
        "address": "27 Birchwood Crescent, Apt 3, Oak Park, IL 60302",
        "phone": "(312) 555-0177",
        "email": "dee.castillo@yahoo.com",
    },
    unknown_facts=["installation fee: $149.00", "installer's name"],
    expected=["schedule_installation"],
)
_APPLIANCE_ORDER = call(
    "get_order",
    {"order_number": "HD-2281904"},
    {
        "order": "HD-2281904",
        "item": "Bosch 300 Series dishwasher",
        "delivered": "2025-02-18",
        "address": "27 Birchwood Crescent, Apt 3",
        "install_fee": 149.0,
        "slots": ["2025-02-25T08:00", "2025-02-27T08:00"],
    },
)
_APPLIANCE_BOOK = call(
    "schedule_installation",
    {"order_number": "HD-2281904", "slot": "2025-02-25T08:00"},
    {"job": "INS-552017", "window": "2025-02-25 08:00-12:00", "fee": 149.0, "installer": "Luis Ortega"},
)
APPLIANCE_FLOWS = (
    (
        u(
            "Hi, I bought a dishwasher online and need it installed. Can I book that?",
            "Hello - I'd like to schedule installation for the dishwasher I ordered. Weekday mornings are best for "
            "me.",
            "hi, need to set up an install appointment for my new dishwasher pls",
            "Good afternoon! My new dishwasher arrived and I'd like to have it installed. Do you have any weekday "
            "morning slots?",
        ),
        a("Sure. What's the order number?"),
        u(
            "HD-2281904",
            "It's HD-2281904.",
            "Order # HD 2281904",
            "order number hd-2281904, it's on the packing slip",
        ),
        a(
            "Found it: Bosch 300 Series dishwasher, delivered February 18 to 27 Birchwood Crescent, Apt 3. "
            "Installation is $149.00. Morning slots: Tuesday, Feb 25 or Thursday, Feb 27, 8 am to noon. Which do "
            "you prefer?",
            _APPLIANCE_ORDER,
        ),
        u(
            "Tuesday the 25th please.",
            "Feb 25 works. Is the $149 paid now or on the day?",
            "The 27th might be... no, Tuesday 2/25 is better. Let's do that.",
            "Tuesday, 8 to 12. And yes, that's the right address, Apt 3.",
        ),
        a(
            "Booked for Tuesday, February 25, 8 am to noon, job INS-552017. The $149.00 is charged on the day. "
            "Your installer is Luis Ortega.",
            _APPLIANCE_BOOK,
        ),
        u(
            "Great. Will Luis call before he comes? My number is (312) 555-0177.",
            "thanks! Should I disconnect the old dishwasher first, or does Luis do that?",
            "Perfect. Will I get a confirmation for INS-552017 by email?",
        ),
        a(
            "He calls about half an hour before arriving and removes the old unit; a confirmation goes to the "
            "email on your order."
        ),
        stop("Great, thanks!", "Thank you, that's everything.", "ok, thanks for your help. bye", ""),
    ),
    (
        u(
            "Hi there, I need to book an installer for my new dishwasher.",
            "Hello, can you install the dishwasher I bought from you? Mornings on a weekday please.",
            "hey, how do I get my dishwasher installed?",
        ),
        a("I can help with that. Can I have the phone number on the order?"),
        u("(312) 555-0177", "312-555-0177", "3125550177", "sure, it's 312 555 0177"),
        a(
            "Thanks. I see order HD-2281904 for a Bosch 300 Series dishwasher. Installation is $149.00; I have "
            "Tuesday, February 25 or Thursday, February 27, both 8 am to noon. Which one?",
            call("get_order", {"phone": "(312) 555-0177"}, _APPLIANCE_ORDER.result),
        ),
        u(
            "Thursday the 27th, please.",
            "The 27th works better for me.",
            "thursday feb 27 pls",
            "Let's do 2/27.",
        ),
        a(
            "I'm sorry, the scheduling system returned an error and the booking didn't go through. Please try again "
            "later or call us at 1-800-555-0199.",
            call(
                "schedule_installation",
                {"order_number": "HD-2281904", "slot": "2025-02-27T08:00"},
                error="SchedulerError: 503 Service Unavailable",
            ),
        ),
        stop(
            "Ok, I'll call that number later. Thanks.",
            "That's annoying, but ok. Thanks for trying.",
            "alright, I'll try again tomorrow",
            "",
        ),
    ),
)

# -- 5. concert-ticket resale listing ----------------------------------------------------------------------------

RESALE = Scenario(
    goal="List your two concert tickets for resale because you can no longer go.",
    persona="a college student, casual, writes in lowercase",
    known_facts={
        "order_id": "TX-77310-42",
        "email": "mika.sato@pm.me",
        "asking_price": "$90 per ticket",
        "phone": "917-555-0164",
    },
    unknown_facts=["listing id: RL-508113", "seller fee"],
    opener="hi, i can't make the show anymore and want to resell my tickets on here",
    expected=["create_listing"],
)
_RESALE_ORDER = call(
    "get_order",
    {"order_id": "TX-77310-42"},
    {
        "order": "TX-77310-42",
        "event": "The Lumineers",
        "date": "2025-08-09",
        "seats": ["204-K-11", "204-K-12"],
        "face_value": 85.0,
        "max_resale_price": 102.0,
    },
)
_RESALE_LIST = call(
    "create_listing",
    {"order_id": "TX-77310-42", "seats": ["204-K-11", "204-K-12"], "price_each": 90.0},
    {"listing": "RL-508113", "price_each": 90.0, "seller_fee": 18.0, "payout_if_sold": 162.0},
)
RESALE_FLOWS = (
    (
        u("hi, i can't make the show anymore and want to resell my tickets on here"),
        a("Sorry you can't make it! What's the order number?"),
        u(
            "TX-77310-42",
            "its tx-77310-42",
            "order number is TX 77310 42",
            "TX-77310-42 i think, lmk if that doesnt work",
        ),
        a(
            "Got it: 2 tickets for The Lumineers on August 9, 2025, Section 204, Row K, seats 11 and 12. Face value "
            "is $85.00 each and resale is capped at $102.00 each. What price would you like per ticket?",
            _RESALE_ORDER,
        ),
        u(
            "$90 each please",
            "90 per ticket",
            "can i do $90 each? so $180 for both",
            "lets do 90 dollars a ticket, thats under the $102 cap right",
        ),
        a(
            "Listed at $90.00 each: listing RL-508113. The seller fee is $18.00, so you'd get $162.00 if both sell.",
            _RESALE_LIST,
        ),
        u(
            "ok cool. when do i get the $162?",
            "thanks! will i get an email when they sell?",
            "nice. so the $18 fee is $9 per ticket right?",
            "ok and if only one sells do i get half, like $81?",
        ),
        a(
            "Payouts go out 5-7 days after the event, the fee is taken per ticket sold, and you get an email as soon "
            "as one sells."
        ),
        stop("cool thanks!!", "ok perfect, ty", "thanks, hope they sell fast", ""),
    ),
    (
        u("hi, i can't make the show anymore and want to resell my tickets on here"),
        a("Happy to help. What's the email on your account?"),
        u(
            "mika.sato@pm.me",
            "its mika.sato@pm.me",
            "Mika.Sato@pm.me",
            "mika.sato@pm.me (same one i bought with)",
        ),
        a(
            "Thanks. I see order TX-77310-42: 2 tickets for The Lumineers on Aug 9, 2025, face value $85.00 each, "
            "resale capped at $102.00. What price do you want per ticket?",
            call("get_order", {"email": "mika.sato@pm.me"}, _RESALE_ORDER.result),
        ),
        u("$90 each", "90 a ticket pls", "$90 per ticket. thats under the $102 cap right?"),
        a(
            "Yes, it is. Listing RL-508113 is live at $90.00 each; the seller fee is $18.00, so your payout is $162.00 "
            "if both sell.",
            _RESALE_LIST,
        ),
        stop("cool thanks!!", "ok perfect, ty", "thanks, fingers crossed", ""),
    ),
    (
        u("hi, i can't make the show anymore and want to resell my tickets on here"),
        a("No problem. First, what's the phone number on your account, so I can verify it's you?"),
        u("917-555-0164", "its 917 555 0164", "(917) 555-0164", "9175550164"),
        a("Thanks, verified. Which order do you want to resell?"),
        u("TX-77310-42", "order TX-77310-42, both tickets", "tx 77310 42, both tickets pls"),
        a(
            "Order TX-77310-42: Section 204, Row K, seats 11-12, August 9, 2025. You can list up to $102.00 per "
            "ticket. What price?",
            _RESALE_ORDER,
        ),
        u(
            "$90 each",
            "90 bucks each pls",
            "ok so face value was $85... i'll do $90 each, thats $5 over what i paid per ticket",
        ),
        a(
            "Done, listing RL-508113 at $90.00 each. After the $18.00 seller fee you'd get $162.00.",
            _RESALE_LIST,
        ),
        stop("sweet, thanks", "ok thank u!", "perfect, bye", ""),
    ),
)

# -- 6. travel vaccination appointment ---------------------------------------------------------------------------

VACCINE = Scenario(
    goal="Book a travel-vaccination appointment (typhoid and hepatitis A) at the Midtown Travel Clinic at least two "
    "weeks before your trip.",
    persona="a first-time traveller, a bit nervous about needles",
    known_facts={
        "full_name": "Grace Obi",
        "date_of_birth": "1991-11-23",
        "phone": "646-555-0182",
        "travel_date": "2025-09-14",
        "insurance_member_id": "UHC-884120573",
    },
    unknown_facts=["vaccine cost: $190.00", "clinic room"],
    opener="Hi, I need to book my travel vaccines before a trip.",
    expected=["book_appointment"],
)
_VACCINE_SLOTS = call(
    "check_slots",
    {"clinic": "Midtown Travel Clinic", "vaccines": ["typhoid", "hepatitis A"], "before": "2025-08-31"},
    {"slots": ["2025-08-26T10:30", "2025-08-28T15:00"], "cost": 190.0, "covered_by_insurance": False},
)
VACCINE_FLOWS = (
    (
        u("Hi, I need to book my travel vaccines before a trip."),
        a("Of course. When do you travel?"),
        u(
            "On September 14.",
            "I leave on 14 September.",
            "my flight is on 9/14",
            "The 14th of September - I'm going to Kenya, my first big trip! I'm honestly more scared of the shots "
            "than the flight.",
        ),
        a(
            "Exciting! For typhoid and hepatitis A you should come by August 31. I have Tuesday, August 26 at "
            "10:30 am or Thursday, August 28 at 3 pm. The cost is $190.00 for both. Which works?",
            _VACCINE_SLOTS,
        ),
        u(
            "August 26 at 10:30 please.",
            "Tuesday the 26th. Is the $190 covered by my insurance?",
            "Tuesday morning, the 26th. Will it hurt much? I'm a bit nervous about needles.",
            "uh the 26th, 10:30",
        ),
        a(
            "It's quick, and travel vaccines aren't covered by insurance, sorry. To book the 26th, I need your full "
            "name and date of birth."
        ),
        u(
            "Grace Obi, 23 November 1991.",
            "Grace Obi, DOB 11/23/1991",
            "Name: Grace Obi\nDate of birth: 1991-11-23",
            "It's Grace Obi, born Nov 23rd, 1991",
        ),
        a(
            "You're booked: Tuesday, August 26 at 10:30 am, room 4B, appointment VX-31875. Please bring your "
            "passport.",
            call(
                "book_appointment",
                {"name": "Grace Obi", "dob": "1991-11-23", "slot": "2025-08-26T10:30"},
                {"appointment": "VX-31875", "when": "2025-08-26T10:30", "room": "4B", "cost": 190.0},
            ),
        ),
        u(
            "Thank you! Should I eat before, or doesn't it matter?",
            "great. what should I bring besides my passport?",
            "Thanks. Can I take paracetamol afterwards if my arm hurts?",
        ),
        a("Eat normally and bring your passport; paracetamol is fine if your arm is sore afterwards."),
        stop(
            "Thank you so much, see you on the 26th!",
            "Okay, thanks. Bye!",
            "Great, thanks for being so patient.",
            "",
        ),
    ),
    (
        u("Hi, I need to book my travel vaccines before a trip."),
        a("Happy to help. What's your full name and date of birth?"),
        u(
            "Grace Obi, 23/11/1991",
            "My name is Grace Obi and I was born on November 23, 1991.",
            "grace obi - 1991-11-23",
        ),
        a("Thanks, Grace. Which vaccines do you need, and when do you travel?"),
        u(
            "Typhoid and hepatitis A. I travel on 2025-09-14.",
            "typhoid + hep A, leaving Sept 14",
            "The travel nurse said typhoid and hepatitis A. My trip starts September 14th.",
        ),
        a(
            "You should be vaccinated by August 31. I have Tuesday, August 26 at 10:30 am or Thursday, August 28 at "
            "3 pm; both vaccines together are $190.00. Which slot?",
            _VACCINE_SLOTS,
        ),
        u("The 28th at 3 pm works.", "Thursday the 28th in the afternoon please", "3pm on Aug 28, thanks"),
        a(
            "Done: Thursday, August 28 at 3 pm, room 4B, appointment VX-31902.",
            call(
                "book_appointment",
                {"name": "Grace Obi", "dob": "1991-11-23", "slot": "2025-08-28T15:00"},
                {"appointment": "VX-31902", "when": "2025-08-28T15:00", "room": "4B", "cost": 190.0},
            ),
        ),
        stop("Thank you!", "Perfect, VX-31902. Thanks a lot.", "ok great, thank you. bye", ""),
    ),
)

# -- 7. car-battery replacement at home --------------------------------------------------------------------------

BATTERY = Scenario(
    goal="Get your car battery replaced at home; the car would not start this morning.",
    persona="a retired teacher, patient, writes full sentences",
    known_facts={
        "membership_number": "429 118 7730 1",
        "vehicle": "2017 Honda Civic",
        "plate": "KJM 4821",
        "home_address": "88 Quarry Road, Apt 2, Marlborough, MA 01752",
    },
    unknown_facts=["battery price: $189.99", "technician ETA"],
    expected=["book_battery_service"],
)
_BATTERY_RESULT = {
    "member": "429 118 7730 1",
    "name": "Harold Brandt",
    "vehicle": "2017 Honda Civic",
    "battery": "Group 51R AGM",
    "price": 189.99,
    "windows": ["2025-01-16T13:00", "2025-01-16T16:00"],
}
BATTERY_FLOWS = (
    (
        u(
            "Good morning. My car will not start this morning and I believe the battery is dead. Can someone "
            "replace it at my home?",
            "Hello, my car won't start - I think it's the battery. Do you replace batteries at home?",
            "Hi. Dead battery, the car won't start. Can you come and replace it at my house?",
            "Good morning, my Honda would not start today. I suspect the battery. Could you send someone to "
            "replace it at home?",
        ),
        a("Sorry to hear that. What's your membership number?"),
        u(
            "It is 429 118 7730 1.",
            "4291187730 1",
            "My membership number is 429-118-7730-1.",
            "Certainly: 429 118 7730 1.",
        ),
        a(
            "Thank you, Mr. Brandt. I see a 2017 Honda Civic. A replacement Group 51R AGM battery is $189.99 "
            "installed. Where is the car?",
            call("check_membership", {"membership_number": "4291187730 1"}, _BATTERY_RESULT),
        ),
        u(
            "It is at home, 88 Quarry Road, Apt 2, Marlborough.",
            "In my driveway at 88 Quarry Road, Apt 2.",
            "At my house: 88 Quarry Rd, Apt 2, Marlborough, MA 01752.",
            "88 Quarry Road. It is the grey Civic in the driveway; you cannot miss it.",
        ),
        a("We can come today between 1 and 3 pm, or between 4 and 6 pm. Which would you like?"),
        u(
            "One to three, please.",
            "The 1-3 pm window, please.",
            "Today between 1 and 3 would be best. Does the $189.99 include the labour?",
            "The earlier one, please. I will be home all afternoon.",
        ),
        a(
            "Booked: a technician will come today, January 16, between 1 and 3 pm. Service BT-66014, $189.99 "
            "including installation.",
            call(
                "book_battery_service",
                {
                    "membership_number": "4291187730 1",
                    "address": "88 Quarry Road, Apt 2",
                    "window": "2025-01-16T13:00",
                },
                {"service": "BT-66014", "window": "2025-01-16 13:00-15:00", "price": 189.99},
            ),
        ),
        stop(
            "Thank you very much.",
            "That is very kind, thank you. Goodbye.",
            "Excellent, I will be at home. Thank you.",
            "",
        ),
    ),
    (
        u(
            "Hello, my car battery seems to be dead. Can you replace it at my house?",
            "Good morning. I need a new car battery fitted at home, please; the car did not start today.",
            "hi, car won't start, need a battery replacement at home",
        ),
        a("I can help. What's the licence plate?"),
        u("KJM 4821", "It is KJM 4821.", "kjm4821", "The plate is KJM 4821, on a Honda Civic."),
        a("And your membership number?"),
        u("429 118 7730 1", "It is 429-118-7730-1.", "Membership number 4291187730 1."),
        a(
            "Thanks, Mr. Brandt. A Group 51R AGM battery for your 2017 Civic is $189.99 fitted, and we can come "
            "to your home today between 1 and 3 pm. Shall I book it?",
            call("check_membership", {"plate": "KJM 4821"}, _BATTERY_RESULT),
        ),
        u(
            "Yes, please book it. I am at 88 Quarry Road, Apt 2.",
            "Yes please, 1 to 3 is fine.",
            "Please do. $189.99 is acceptable.",
        ),
        a(
            "I'm sorry, our dispatch system failed to book the visit. Please call our roadside line at "
            "1-800-555-0123 and they'll book it by phone.",
            call(
                "book_battery_service",
                {"plate": "KJM 4821", "address": "88 Quarry Road, Apt 2", "window": "2025-01-16T13:00"},
                error="DispatchError: could not reach dispatch service",
            ),
        ),
        u(
            "I see. Is that line open all day?",
            "Very well. Will they already have my details?",
            "Oh dear. Should I mention this conversation when I call?",
        ),
        a("Yes, it's open around the clock, and they can see this conversation."),
        stop(
            "Thank you, I will call them now.",
            "All right, I shall ring them. Goodbye.",
            "Thank you for your help.",
            "",
        ),
    ),
)

# -- 8. child-care waitlist --------------------------------------------------------------------------------------

CHILDCARE = Scenario(
    goal="Put your daughter on the waitlist for the infant room at Little Acorns child-care centre.",
    persona="a new parent, tired and a little apologetic",
    known_facts={
        "parent_name": "Leila Haddad",
        "child_name": "Noor",
        "child_date_of_birth": "2024-02-10",
        "email": "leila.haddad@gmail.com",
        "phone": "(503) 555-0119",
    },
    unknown_facts=["waitlist position: 7", "expected start date"],
    opener="Hello, I'd like to put my daughter on the waitlist for the infant room.",
    expected=["add_to_waitlist"],
)
_CHILDCARE_CHECK = call(
    "check_eligibility",
    {"room": "infant", "child_dob": "2024-02-10"},
    {
        "room": "Infant room",
        "eligible_until": "2025-08-10",
        "application_fee": 50.0,
        "typical_wait_months": 6,
    },
)
_CHILDCARE_ADD = call(
    "add_to_waitlist",
    {"parent": "Leila Haddad", "child": "Noor", "dob": "2024-02-10", "room": "infant"},
    {"entry": "WL-20931", "position": 7, "fee": 50.0, "estimated_start": "2025-04"},
)
CHILDCARE_FLOWS = (
    (
        u("Hello, I'd like to put my daughter on the waitlist for the infant room."),
        a("Of course. What's your daughter's name and date of birth?"),
        u(
            "Her name is Noor, born February 10, 2024.",
            "Noor, DOB 2/10/2024",
            "It's Noor, she was born on 10 February 2024.",
            "Noor Haddad, born 2024-02-10. Sorry if I'm slow, I'm running on very little sleep!",
        ),
        a(
            "Thank you. Noor is eligible for the infant room until August 10, 2025. There's a one-time $50.00 "
            "application fee. Can I have your name and email?",
            _CHILDCARE_CHECK,
        ),
        u(
            "Leila Haddad, leila.haddad@gmail.com",
            "Sure - Leila Haddad, leila.haddad@gmail.com. Is the $50 refundable?",
            "Leila Haddad\nleila.haddad@gmail.com",
            "my name is Leila Haddad and my email is Leila.Haddad@gmail.com - sorry for the slow replies, she's "
            "napping on me",
        ),
        a("Thanks, Leila. The fee isn't refundable. Shall I add Noor to the waitlist now?"),
        u(
            "Yes, please add her.",
            "Yes please, go ahead with the $50.",
            "yes please. will you email me when a spot opens?",
        ),
        a(
            "Noor is on the waitlist: entry WL-20931, position 7. We expect a spot around April 2025 and will email "
            "you when one opens.",
            _CHILDCARE_ADD,
        ),
        u(
            "Thank you! Position 7 is better than I feared.",
            "Great. So around April 2025, maybe earlier if people drop out?",
            "Thanks so much. Do I need to do anything else before then?",
        ),
        a("Nothing else for now; we'll be in touch by email."),
        stop("Thank you, have a good day!", "Thanks again, really appreciate it.", "ok, thank you!", ""),
    ),
    (
        u("Hello, I'd like to put my daughter on the waitlist for the infant room."),
        a("Happy to help. What's the best phone number for you?"),
        u("(503) 555-0119", "503-555-0119", "5035550119, texts are best", "It's 503.555.0119, sorry!"),
        a("Thanks. And your daughter's date of birth?"),
        u("February 10, 2024", "2/10/24", "She was born on 2024-02-10.", "10th of February 2024"),
        a(
            "She's eligible for the infant room until August 10, 2025, and there's a $50.00 application fee. To "
            "add her, I need her first name and yours.",
            _CHILDCARE_CHECK,
        ),
        u(
            "Her name is Noor, and I'm Leila Haddad.",
            "Noor. I'm her mum, Leila Haddad.",
            "Yes please - Noor, parent Leila Haddad. The $50 is fine.",
        ),
        a("Done: Noor is entry WL-20931, number 7 on the infant-room waitlist.", _CHILDCARE_ADD),
        stop("Thank you so much!", "Great, thanks for your help.", "ok, WL-20931. thanks!", ""),
    ),
)

# -- 9. lost-luggage delivery after a coach trip -----------------------------------------------------------------

BAG = Scenario(
    goal="Have your suitcase, which went missing on your coach trip from London, delivered to your home.",
    persona=None,
    known_facts={
        "file_reference": "LF-60417",
        "ticket_number": "GB-8830215",
        "home_address": "14 Orchard Mews, Leeds LS6 2QT",
        "phone": "07700 900871",
    },
    unknown_facts=["bag location", "courier tracking number: CR-4471902"],
    expected=["schedule_delivery"],
)
_BAG_FOUND = {
    "reference": "LF-60417",
    "status": "found",
    "location": "Manchester depot",
    "bag": "navy blue suitcase",
    "delivery_dates": ["2025-05-21", "2025-05-22"],
}
BAG_FLOWS = (
    (
        u(
            "Hi, my suitcase went missing on my coach trip from London. I heard it was found - can you deliver it "
            "to my home?",
            "Hello, I reported a lost bag after my coach trip and would like it delivered home.",
            "hi - lost my suitcase on the coach from London, can it be sent to my house?",
            "Good morning. I'm following up on my lost suitcase from the London coach. Could it be delivered to my "
            "home address?",
        ),
        a("Let's see. Do you have the lost-property file reference?"),
        u("Yes, LF-60417.", "It's LF-60417", "lf60417", "The reference is LF 60417."),
        a(
            "Good news: your navy blue suitcase was found and is at our Manchester depot. We can deliver on "
            "Wednesday, May 21 or Thursday, May 22. What's the delivery address?",
            call("find_bag", {"reference": "LF-60417"}, _BAG_FOUND),
        ),
        u(
            "14 Orchard Mews, Leeds LS6 2QT. Wednesday the 21st please.",
            "Please deliver to 14 Orchard Mews, Leeds, LS6 2QT, on the 21st.",
            "Home is 14 Orchard Mews, Leeds LS6 2QT. Thursday would be better... actually no, Wednesday is fine.",
            "14 Orchard Mews\nLeeds\nLS6 2QT\n\nMay 21 please!",
        ),
        a(
            "Booked for Wednesday, May 21, 8 am to noon, delivery DL-7710. Tracking number CR-4471902.",
            call(
                "schedule_delivery",
                {"reference": "LF-60417", "address": "14 Orchard Mews, Leeds LS6 2QT", "date": "2025-05-21"},
                {
                    "delivery": "DL-7710",
                    "date": "2025-05-21",
                    "window": "08:00-12:00",
                    "tracking": "CR-4471902",
                },
            ),
        ),
        u(
            "Will the courier ring before? My mobile is 07700 900871.",
            "Thanks. Can I track CR-4471902 on your website?",
            "brilliant. do I need to sign for it?",
        ),
        a(
            "Yes: the courier texts on the morning of the 21st, you can track it online, and a signature is needed."
        ),
        stop("Great, thanks a lot!", "Cheers, that's sorted then.", "Thank you, bye.", ""),
    ),
    (
        u(
            "Hello, my suitcase got lost on my coach trip. Can it be delivered to my home?",
            "Hi, I'm trying to get my lost bag sent home - it went missing on the London coach.",
            "hello. coach lost my suitcase, want it delivered home please",
        ),
        a("Can I have your coach ticket number?"),
        u("GB-8830215", "It's GB8830215.", "ticket no. GB-8830215", "Sure, GB 8830215."),
        a(
            "Thanks. That ticket links to file LF-60417: your navy blue suitcase is at our Manchester depot. We can "
            "deliver on May 21 or May 22. Shall I deliver it to the address on file, 14 Orchard Mews, Leeds?",
            call("find_bag", {"ticket": "GB-8830215"}, _BAG_FOUND),
        ),
        u(
            "Yes, that's right. The 22nd please.",
            "Yes, 14 Orchard Mews. Thursday the 22nd works.",
            "Yep, that's home. May 22 please.",
        ),
        a(
            "Booked: delivery DL-7714 on Thursday, May 22, 8 am to noon, tracking CR-4471902.",
            call(
                "schedule_delivery",
                {"reference": "LF-60417", "address": "14 Orchard Mews, Leeds LS6 2QT", "date": "2025-05-22"},
                {
                    "delivery": "DL-7714",
                    "date": "2025-05-22",
                    "window": "08:00-12:00",
                    "tracking": "CR-4471902",
                },
            ),
        ),
        stop("Thanks!", "Great, thank you very much.", "Perfect - CR-4471902, got it. Bye!", ""),
    ),
    (
        u(
            "Hi, I'd like my lost suitcase from the London coach delivered to my home, please.",
            "hello, my bag went missing on the coach from London - can I get it delivered?",
            "Good afternoon, I'm chasing my suitcase that got lost on a coach trip. Can you send it to my house?",
        ),
        a("Can I have your file reference?"),
        u("LF-60417", "Sure: LF-60417.", "it's lf-60417", "LF-60417 - it's on the email you sent me."),
        a(
            "I'm sorry, I can't open lost-property files right now: the system is down. Please try again this "
            "afternoon.",
            call("find_bag", {"reference": "LF-60417"}, error="LostPropertyUnavailable: HTTP 500"),
        ),
        stop("Ok, I'll try again this afternoon. Thanks.", "Alright, thanks anyway.", "ok, bye", ""),
    ),
)

# -- 10. utility-deposit refund ----------------------------------------------------------------------------------

DEPOSIT = Scenario(
    goal="Get the security deposit on your closed electricity account refunded, mailed to your new address.",
    persona="a graduate student, precise about numbers",
    known_facts={
        "account_number": "UT-3308-5521",
        "old_address": "9 Pine Hollow Drive, Apt 4",
        "new_address": "1200 Canal Street, Unit 8, Richmond, VA 23219",
        "email": "j.mbeki@outlook.com",
        "move_out_date": "2025-03-31",
    },
    unknown_facts=["refund amount", "check number: CHK-009813"],
    opener="Hi, I moved out last month and never got my deposit back.",
    expected=["update_mailing_address", "issue_refund"],
)
_DEPOSIT_ACCOUNT = call(
    "get_account",
    {"account_number": "UT-3308-5521"},
    {
        "account": "UT-3308-5521",
        "status": "closed",
        "closed_on": "2025-03-31",
        "deposit": 200.0,
        "final_bill": 46.35,
        "refund_due": 153.65,
        "mailing_address": "9 Pine Hollow Drive, Apt 4",
    },
)
_DEPOSIT_ADDRESS = call(
    "update_mailing_address",
    {"account_number": "UT-3308-5521", "address": "1200 Canal Street, Unit 8, Richmond, VA 23219"},
    {"updated": True},
)
_DEPOSIT_REFUND = call(
    "issue_refund",
    {"account_number": "UT-3308-5521", "amount": 153.65},
    {
        "refund": "RF-40027",
        "amount": 153.65,
        "method": "check",
        "check_number": "CHK-009813",
        "mailed_by": "2025-05-09",
    },
)
DEPOSIT_FLOWS = (
    (
        u("Hi, I moved out last month and never got my deposit back."),
        a("Sorry about that. What's the account number?"),
        u(
            "UT-3308-5521",
            "It's UT-3308-5521.",
            "Account UT 3308 5521",
            "ut-3308-5521 (the old account at Pine Hollow)",
        ),
        a(
            "I see the account closed on March 31, 2025. Your deposit was $200.00 and the final bill of $46.35 was "
            "taken from it, so $153.65 is due to you. It would be mailed to 9 Pine Hollow Drive, Apt 4. Is that "
            "still right?",
            _DEPOSIT_ACCOUNT,
        ),
        u(
            "No, I've moved. Please send it to 1200 Canal Street, Unit 8, Richmond, VA 23219.",
            "That's my old place. New address: 1200 Canal St, Unit 8, Richmond VA 23219.",
            "$200.00 minus $46.35 is $153.65, correct. But no, please mail it to my new address: 1200 Canal "
            "Street, Unit 8, Richmond, VA 23219.",
            "not anymore! the new one is 1200 Canal Street Unit 8, Richmond, Virginia 23219",
        ),
        a(
            "Updated. Shall I issue the $153.65 refund by check to the new address?",
            _DEPOSIT_ADDRESS,
        ),
        u("Yes please.", "Yes, a check for $153.65 is fine.", "yes. how long does the check take to arrive?"),
        a("Done: refund RF-40027, check CHK-009813 for $153.65, mailed by May 9, 2025.", _DEPOSIT_REFUND),
        stop(
            "Thank you.",
            "Great - CHK-009813, mailed by 5/9. Thanks!",
            "Perfect, thanks for sorting it out.",
            "",
        ),
    ),
    (
        u("Hi, I moved out last month and never got my deposit back."),
        a("I can look into it. What's the email on the account?"),
        u("j.mbeki@outlook.com", "It's j.mbeki@outlook.com", "J.Mbeki@outlook.com"),
        a("Thanks. And the account number?"),
        u("UT-3308-5521", "UT33085521", "It's UT-3308-5521, for 9 Pine Hollow Drive."),
        a(
            "The account closed on March 31, 2025. From the $200.00 deposit, the final bill of $46.35 was deducted, "
            "leaving $153.65. Where should we mail the check?",
            _DEPOSIT_ACCOUNT,
        ),
        u(
            "To 1200 Canal Street, Unit 8, Richmond, VA 23219.",
            "My new address: 1200 Canal St., Unit 8, Richmond, VA 23219. And $153.65 matches what I expected.",
            "1200 Canal Street\nUnit 8\nRichmond, VA 23219",
        ),
        a(
            "I've updated your mailing address and issued refund RF-40027: check CHK-009813 for $153.65, mailed by "
            "May 9.",
            _DEPOSIT_ADDRESS,
            _DEPOSIT_REFUND,
        ),
        u(
            "Thanks. Will I get an email when it's mailed?",
            "So the $46.35 final bill came out of the $200, right? Just double-checking.",
            "Thank you. What should I do if it hasn't arrived by mid-May?",
        ),
        a(
            "You'll get an email when it's mailed, and the deduction is right; if it hasn't arrived two weeks later, "
            "call us."
        ),
        stop("Thanks for your help!", "Great, thank you.", "ok, thanks. bye", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("locker", LOCKER, LOCKER_FLOWS),
    Domain("desk", DESK, DESK_FLOWS),
    Domain("permit", PERMIT, PERMIT_FLOWS),
    Domain("appliance", APPLIANCE, APPLIANCE_FLOWS),
    Domain("resale", RESALE, RESALE_FLOWS),
    Domain("vaccine", VACCINE, VACCINE_FLOWS),
    Domain("battery", BATTERY, BATTERY_FLOWS),
    Domain("childcare", CHILDCARE, CHILDCARE_FLOWS),
    Domain("bag", BAG, BAG_FLOWS),
    Domain("deposit", DEPOSIT, DEPOSIT_FLOWS),
]

# -- seeded faults: each breaks exactly one rule -----------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "locker",
        0,
        Say(0, "Hi, I'd like to rent a locker at the gym for the next three months."),
        "one word changed",
    ),
    F(
        "opener",
        "permit",
        0,
        Say(
            0,
            "Hi! My parents are coming to visit this weekend, so I need a guest parking permit for their car.",
        ),
        "paraphrase",
    ),
    F(
        "opener",
        "permit",
        1,
        Say(
            0,
            "Hello, my parents are visiting this weekend and I need a guest parking permit for their car. My "
            "resident ID is RES-40817.",
        ),
        "opener plus a known fact",
    ),
    F(
        "opener",
        "resale",
        0,
        Say(0, "hey! i cant go to the concert anymore, can i sell my tickets here?"),
        "in the persona's voice",
    ),
    F("opener", "vaccine", 0, Say(0, "Hi, I need to book my travel vaccines."), "truncated"),
    F(
        "opener",
        "vaccine",
        1,
        Say(
            0,
            "Hi, I need to book my travel vaccines before a trip. It's my first time and I'm honestly a bit nervous "
            "about the needles!",
        ),
        "opener plus a sentence from the persona",
    ),
    F(
        "opener",
        "childcare",
        0,
        Say(0, "Hola, quisiera poner a mi hija en la lista de espera para la sala de bebés."),
        "translated",
    ),
    F(
        "opener",
        "deposit",
        1,
        Say(
            0,
            "Hello, I moved out of my apartment at the end of March and still haven't received my deposit back.",
        ),
        "reworded with the move-out month",
    ),
    # -- reply_shape: a turn that is not one user speaking
    F(
        "reply_shape",
        "locker",
        0,
        Say(1, "Eastside, GL-55120.\n\n(Note to self: the persona is a nurse, so keep the replies short.)"),
        "a note to itself",
    ),
    F(
        "reply_shape",
        "desk",
        0,
        Say(2, "Yes please go ahead.\n\nAgent: Great, I'm setting that up for you now."),
        "agent line",
    ),
    F(
        "reply_shape",
        "permit",
        0,
        Say(1, '{"role": "user", "content": "My resident ID is RES-40817."}'),
        "message wrapped in JSON",
    ),
    F(
        "reply_shape",
        "appliance",
        0,
        Say(
            2,
            "<reasoning>The agent offered Feb 25 or Feb 27; both are weekday mornings, so I pick the first one."
            "</reasoning>\nTuesday the 25th please.",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "resale",
        0,
        Say(
            3,
            "ok cool. when do i get the money? probably a few days after the show, thats how it usually works",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "vaccine",
        0,
        Say(4, "Thank you! Your appointment is all set. Is there anything else I can help you with today?"),
        "assistant's voice",
    ),
    F(
        "reply_shape",
        "battery",
        0,
        Say(4, "Thank you very much. Will the technician need my car keys?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "childcare",
        0,
        Say(2, "Leila Haddad, leila.haddad@gmail.com ###STOP### Oh, and is the $50 refundable?"),
        "stop signal mid-text",
    ),
    F(
        "reply_shape",
        "bag",
        0,
        Say(
            1,
            "It's LF-60417.\n\n[Her partner here - the suitcase is the big one with a yellow ribbon on the handle!]",
        ),
        "second speaker",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "locker", 0, Say(1, "Eastside. Member ID GL-55210."), "member id digits swapped"),
    F("invented_specifics", "desk", 1, Say(2, "+44 20 7946 0312"), "phone digits swapped"),
    F(
        "invented_specifics",
        "permit",
        0,
        Say(2, "The plate is 8BXT419. Last time I paid $10 for a guest permit; is it still that?"),
        "remembered fee",
    ),
    F(
        "invented_specifics",
        "appliance",
        0,
        Say(1, "HD-2281904 - it was delivered on February 16."),
        "delivery date",
    ),
    F("invented_specifics", "resale", 0, Say(2, "$90 each please, so $190 for the pair"), "wrong total"),
    F(
        "invented_specifics",
        "vaccine",
        1,
        Say(
            1,
            "Grace Obi, 23/11/1991. I may already have a patient number from a flu shot last year, MTC-55802.",
        ),
        "patient number",
    ),
    F(
        "invented_specifics",
        "battery",
        0,
        Say(
            2,
            "It is at home, 88 Quarry Road, Apt 2, Marlborough. You can call me at 508-555-0143 when you are close.",
        ),
        "phone number",
    ),
    F("invented_specifics", "bag", 1, Say(1, "GB-8830215, the coach on May 12."), "travel date"),
    F(
        "invented_specifics",
        "deposit",
        0,
        Say(
            2,
            "No, please send it to 1200 Canal Street, Unit 8, Richmond, VA 23219. Also, I thought the deposit was "
            "$250, not $200?",
        ),
        "misremembered deposit",
    ),
    # -- unknown_fact: the user states what it does not know, before the agent told it
    F(
        "unknown_fact",
        "locker",
        0,
        Say(1, "Eastside, GL-55120. Could I have locker L214 again? I had it last year."),
        "locker number in another format",
    ),
    F(
        "unknown_fact",
        "desk",
        0,
        Say(
            0,
            "Hi! I'd like a dedicated desk at Harbor Street from next month. I still have access card AC-30571 from "
            "a day pass - will that work?",
        ),
        "access card number",
    ),
    F(
        "unknown_fact",
        "appliance",
        0,
        Say(
            0,
            "Hi, I need my new dishwasher installed. I know installation is $149, that's fine - any weekday mornings?",
        ),
        "installation fee",
    ),
    F(
        "unknown_fact",
        "resale",
        0,
        Say(
            1,
            "TX-77310-42. i tried listing them before and got listing id RL-508113 but i dont think it went through",
        ),
        "listing id",
    ),
    F(
        "unknown_fact",
        "vaccine",
        0,
        Say(1, "On September 14. I read online that the two shots come to $190 altogether?"),
        "vaccine cost",
    ),
    F(
        "unknown_fact",
        "battery",
        1,
        Say(2, "429 118 7730 1. The man on the phone said the battery would be 189.99 dollars."),
        "battery price, written with dollars",
    ),
    F(
        "unknown_fact",
        "childcare",
        0,
        Say(1, "Noor, born February 10, 2024. A friend said we'd be about number 7 on the waitlist."),
        "waitlist position",
    ),
    F(
        "unknown_fact",
        "bag",
        0,
        Say(1, "LF-60417. I also got a text with a tracking number, CR 4471902 - is that the courier?"),
        "tracking number inside a question",
    ),
    F(
        "unknown_fact",
        "deposit",
        0,
        Say(1, "UT-3308-5521. I think a check was already sent, CHK-009813, but to my old address."),
        "check number",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "locker",
        0,
        Say(
            1,
            "Eastside, GL-55120. My email is rosa.quint@mailbox.org, phone 415-555-0139, and you can charge the card "
            "ending 7716.",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "desk",
        1,
        Say(
            0,
            "Hi! I'm Tomasz Wielgus from Studio North Ltd, looking for a dedicated desk at Harbor Street from next "
            "month. You can reach me at t.wielgus@studio-north.io or +44 20 7946 0321.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "permit",
        0,
        Say(1, "RES-40817, unit 5C. The car is 8BXT419 and it belongs to my mother, Ana Ferreira."),
        "asked for the id, gives three more",
    ),
    F(
        "data_dump",
        "appliance",
        1,
        Say(
            0,
            "Hi, I need my dishwasher installed.\nOrder: HD-2281904\nAddress: 27 Birchwood Crescent, Apt 3, Oak "
            "Park, IL 60302\nPhone: (312) 555-0177",
        ),
        "a list up front",
    ),
    F(
        "data_dump",
        "resale",
        1,
        Say(
            1,
            "mika.sato@pm.me. order is TX-77310-42, i want $90 a ticket, and my number is 917-555-0164 if u need it",
        ),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "vaccine",
        1,
        Say(
            1,
            "Grace Obi, 1991-11-23. I travel on September 14, my phone is 646-555-0182 and my insurance ID is "
            "UHC-884120573.",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "battery",
        1,
        Say(
            0,
            "Hello. My Civic from 2017 (plate KJM 4821) will not start. I am at 88 Quarry Road, Apt 2, Marlborough, "
            "and my membership number is 429 118 7730 1.",
        ),
        "four facts up front, one paraphrased",
    ),
    F(
        "data_dump",
        "childcare",
        1,
        Say(
            1,
            "(503) 555-0119. My daughter Noor was born 02/10/2024, and I'm Leila Haddad, leila.haddad@gmail.com.",
        ),
        "asked for the phone, gives four more",
    ),
    F(
        "data_dump",
        "bag",
        1,
        Say(
            1,
            "GB-8830215. The file reference is LF-60417; please send it to 14 Orchard Mews, Leeds LS6 2QT, and my "
            "mobile is 07700 900871.",
        ),
        "asked for the ticket, gives three more",
    ),
    # -- premature_stop: the user stops before an expected write ran, the agent neither failed nor refused
    F("premature_stop", "locker", 0, StopAt(4, "Let me think about it. Thanks."), "after the offer"),
    F("premature_stop", "desk", 0, StopAt(4, "Yes please go ahead. Thanks, bye!"), "agrees, then leaves"),
    F("premature_stop", "permit", 0, StopAt(4, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "appliance",
        0,
        StopAt(4, "I'll check my calendar and get back to you. Thanks."),
        "after the slots",
    ),
    F("premature_stop", "resale", 1, StopAt(4, "nvm, i'll just sell them to a friend. thanks"), "gives up"),
    F(
        "premature_stop",
        "vaccine",
        0,
        StopAt(6, "Actually, I'll call the clinic directly instead. Bye!"),
        "asked for name and birth date",
    ),
    F(
        "premature_stop",
        "battery",
        0,
        StopAt(6, "One to three, please. Thank you very much, goodbye."),
        "picks a window, then leaves",
    ),
    F(
        "premature_stop",
        "childcare",
        0,
        StopAt(6, "Okay, I need to talk to my husband first. Thank you!"),
        "before the confirmation",
    ),
    F("premature_stop", "deposit", 0, StopAt(6, "Great, thank you!"), "address updated, refund not issued"),
    # -- persona_sent: the persona or the scenario did not reach the user model's prompt
    F("persona_sent", "locker", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "desk", 1, meta(1, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "permit", 1, meta(0, prompt_missing=["known_facts.resident_id"]), "a known fact"),
    F(
        "persona_sent",
        "appliance",
        0,
        meta(2, prompt_missing=["known_facts.order_number", "known_facts.address"]),
        "two known facts",
    ),
    F("persona_sent", "resale", 1, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "vaccine", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "bag", 1, meta(1, prompt_missing=["goal", "known_facts"]), "goal and known facts"),
    F(
        "persona_sent",
        "deposit",
        1,
        meta(2, prompt_missing=["persona", "known_facts.email"]),
        "persona and a known fact",
    ),
]
