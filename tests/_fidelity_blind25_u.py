"""Blind set 25, part U: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the
framework and the first set's ``FAULTS``), the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing; the only thing run was a well-formedness check that
builds the conversations without calling a guard.

The ten scenarios: booking two places on a weekend batik dyeing workshop (batik, with an opener); moving a
child from a Saturday aerial silks class to a weekday one at a circus school (circusskills; one flow ends with
the agent refusing); registering an office team for a dragon boat race and paying the deposit (dragonboat,
with an opener); a card refund for a guided fossil walk cancelled by a storm (fossilhunt; one flow ends after
a tool error, as does one of batik's); refunding a duplicate charge for a geocaching app's premium renewal
(geocaching, with an opener); moving a private hot-spring bath from Saturday to Sunday (hotsprings); a
replacement for a custom lampshade delivered in the wrong size (lampshade, with an opener); renting a mountain
bike with a guided half-day trail ride (mountainbike); a VIP booth with a birthday package at a nightclub
(nightclub); and switching an open water swim entry to a shorter distance with the difference refunded
(openwater, with an opener; one flow ends with the agent refusing).

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

# -- 1. batik workshop booking (with an opener) --------------------------------------------------------------

BATIK = Scenario(
    goal="Book two places on the weekend batik dyeing workshop at Canting Studio for you and your sister.",
    persona="a graphic designer in her thirties, friendly and chatty, writes in full sentences",
    known_facts={
        "full_name": "Marisol Quintero",
        "member_number": "CS-30417",
        "email": "marisol.q@posteo.net",
        "phone": "+31 6 4128 9073",
        "preferred_date": "2025-10-18",
    },
    unknown_facts=["instructor's name: Wulan Hartono", "workshop price", "booking reference: BTK-77219"],
    opener="Hi! I'd love to book two spots on your weekend batik workshop for my sister and me.",
    expected=["book_workshop"],
)
_BATIK_OPENER = "Hi! I'd love to book two spots on your weekend batik workshop for my sister and me."
_BATIK_CHECK = call(
    "check_workshop",
    {"date": "2025-10-18"},
    {
        "workshop": "Batik Weekend Intensive",
        "dates": ["2025-10-18", "2025-10-19"],
        "instructor": "Wulan Hartono",
        "price_per_person": 145.0,
        "member_price": 130.5,
        "places_left": 4,
    },
)
BATIK_FLOWS = (
    (
        u(_BATIK_OPENER),
        a("How lovely! Which weekend would you like, and do you have a Canting Studio member number?"),
        u(
            "We'd like the weekend starting Saturday 18 October, and my member number is CS-30417.",
            "October 18th if possible! Member number CS-30417.",
            "The weekend of the 18th of October would be perfect. And yes, I'm a member: CS 30417.",
            "Saturday 18/10 please, and yes, I'm a member - cs-30417",
        ),
        a(
            "The Batik Weekend Intensive on 18-19 October still has 4 places. It's taught by Wulan Hartono "
            "and costs €145 per person; with your membership you both pay €130.50, so €261 for two. Shall I "
            "book both places? The confirmation goes to the email on your membership.",
            _BATIK_CHECK,
        ),
        u(
            "Yes please, book both places! €261 for the two of us is great.",
            "That sounds wonderful - yes, please book us in. I've heard Wulan Hartono's classes are lovely.",
            "Yes, go ahead. Just to check, does the €130.50 each include the wax and the dyes?",
            "Perfect, please book two places at €130.50 each.",
        ),
        a(
            "All materials are included. You're booked: reference BTK-77219, two places on 18-19 October, "
            "€261 in total, payable at the studio. A confirmation is on its way to marisol.q@posteo.net.",
            call(
                "book_workshop",
                {"date": "2025-10-18", "member": "CS-30417", "places": 2},
                {"booking_ref": "BTK-77219", "places": 2, "total": 261.0, "status": "confirmed"},
            ),
        ),
        u(
            "Thank you! Do we need to bring aprons or old clothes?",
            "Great, BTK-77219 - noted. What time does it start on the Saturday?",
            "Fab, thanks. Is there anywhere to park near the studio?",
            "Lovely, thank you! Can my sister pay her €130.50 separately on the day?",
        ),
        a(
            "Aprons and gloves are provided, but wear clothes you don't mind staining. Doors open at 9:30 on "
            "Saturday, there's a public car park round the corner, and you can each pay at the desk."
        ),
        stop(
            "Perfect, thank you so much! See you in October.",
            "Wonderful, thanks for all your help!",
            "Great, that's everything. Have a lovely day!",
            "",
        ),
    ),
    (
        u(_BATIK_OPENER),
        a("Happy to help! Could I have your full name and the email address you'd like the booking under?"),
        u(
            "Sure - Marisol Quintero, marisol.q@posteo.net.",
            "It's Marisol Quintero, and my email is marisol.q@posteo.net",
            "Name: Marisol Quintero\nEmail: marisol.q@posteo.net",
            "marisol quintero, email marisol.q@posteo.net :)",
        ),
        a("Thanks, Marisol. Which weekend were you hoping for?"),
        u(
            "The weekend of October 18th, please.",
            "Saturday 18 October, if there's still room!",
            "We were hoping for 18/10 - is that one still open?",
            "The 18th of October. We're both complete beginners, is that ok?",
        ),
        a(
            "Beginners are very welcome. The 18-19 October workshop has 4 places left at €145 per person. "
            "Shall I book two for you?",
            _BATIK_CHECK,
        ),
        u(
            "Yes please, two places. So €290 for both of us?",
            "Yes please, book two.",
            "Yes! Two places please, one for me and one for my sister.",
            "Lovely, yes - book us in please.",
        ),
        a(
            "I'm sorry, the booking system returned an error and the places weren't reserved, so nothing has "
            "been charged. Please try again later or call the studio directly.",
            call(
                "book_workshop",
                {"date": "2025-10-18", "places": 2, "email": "marisol.q@posteo.net"},
                error="503 Service Unavailable: reservations backend timed out",
            ),
        ),
        stop(
            "Oh no! Okay, I'll call the studio later. Thanks for trying.",
            "That's a shame. I'll try again this evening, thank you.",
            "Ok, no worries - I'll give them a ring. Thanks!",
            "",
        ),
    ),
)

# -- 2. circus school class transfer -------------------------------------------------------------------------

CIRCUS = Scenario(
    goal="Move your daughter Ines from her Saturday aerial silks class at Big Top Academy to a weekday "
    "class, without paying for the term again.",
    persona="a busy father who writes short messages, often without capitals",
    known_facts={
        "parent_name": "Tomasz Wierzbicki",
        "enrolment_id": "BTA-5582-K",
        "phone": "+44 7700 900481",
        "child_date_of_birth": "2016-04-09",
        "email": "t.wierzbicki@protonmail.com",
    },
    unknown_facts=["transfer fee", "coach's name: Rafaela Munteanu", "new class code: SILK-W3"],
    opener=None,
    expected=["transfer_class"],
)
_CIRCUS_LOOKUP = call(
    "lookup_enrolment",
    {"enrolment_id": "BTA-5582-K"},
    {
        "student": "Ines Wierzbicka",
        "date_of_birth": "2016-04-09",
        "class": "SILK-S1",
        "day": "Saturday 10:00",
        "term_paid": 186.0,
        "term_end": "2025-12-13",
        "weekday_options": [
            {"code": "SILK-W3", "day": "Wednesday 17:00", "coach": "Rafaela Munteanu", "places": 3},
            {"code": "SILK-T2", "day": "Thursday 16:30", "places": 0},
        ],
    },
)
CIRCUS_FLOWS = (
    (
        u(
            "hi, i need to move my daughter Ines from saturday aerial silks to a weekday class",
            "Hello, can my daughter Ines switch from the Saturday silks class to a weekday one? The term's "
            "already paid.",
            "hi there - Ines does aerial silks on saturdays, we need a weekday class instead. possible?",
            "need to change Ines's silks class from saturday to a weekday. how do i do that",
        ),
        a("Sure, I can look into that. What's the enrolment ID?"),
        u(
            "BTA-5582-K",
            "its bta-5582-k",
            "enrolment id BTA 5582 K",
            "BTA-5582-K i think, it's on the welcome email",
        ),
        a(
            "Thanks. Ines is in SILK-S1, Saturdays at 10:00, paid until 13 December. Weekday options: "
            "Wednesday 17:00 (SILK-W3, coach Rafaela Munteanu, 3 places left) or Thursday 16:30 (SILK-T2, "
            "full). Moving mid-term is free. Shall I move her to Wednesday?",
            _CIRCUS_LOOKUP,
        ),
        u(
            "yes wednesday 5pm is fine, move her please",
            "Wednesday at 17:00 works. Go ahead, thanks.",
            "yes pls. so no extra charge for the move?",
            "wednesdays with Rafaela Munteanu - sounds good, yes",
        ),
        a(
            "Done, at no cost. Ines is now in SILK-W3 on Wednesdays at 17:00, starting 22 October.",
            call(
                "transfer_class",
                {"enrolment_id": "BTA-5582-K", "to": "SILK-W3"},
                {"status": "moved", "class": "SILK-W3", "first_class": "2025-10-22", "fee": 0},
            ),
        ),
        u(
            "great. same hall as saturdays?",
            "thanks. does she need different kit for the weekday class",
            "ok. will you email me the new timetable?",
            "cool, 22 oct it is. anything she needs to bring?",
        ),
        a("Same hall and same kit. A confirmation with the new timetable has been emailed to you."),
        stop("thanks", "great, thanks a lot", "perfect. cheers", ""),
    ),
    (
        u(
            "hello, my daughter Ines is in the saturday silks class and we need to swap to a weekday",
            "Hi, I'd like to move Ines to a weekday silks class. Saturdays don't work for us anymore.",
            "hi can Ines change to a weekday aerial silks class? term already paid",
        ),
        a("I can check. To find the enrolment, what's the parent's name and Ines's date of birth?"),
        u(
            "Tomasz Wierzbicki, she was born 9 april 2016",
            "parent: Tomasz Wierzbicki, dob 09/04/2016",
            "Tomasz Wierzbicki. Ines's birthday is 2016-04-09.",
            "tomasz wierzbicki - dob 9.4.2016",
        ),
        a(
            "Found her: SILK-S1, Saturdays at 10:00. There's a Wednesday class at 17:00 with 3 places, or "
            "Thursday at 16:30, which is full. Which would suit?",
            _CIRCUS_LOOKUP,
        ),
        u(
            "only thursday works for us, wednesday she has swimming. can you fit her in on thursday?",
            "Thursday please. Wednesdays are impossible with the school run.",
            "it has to be thursday unfortunately. is there no space at all?",
        ),
        a(
            "I'm sorry, the Thursday class is at its safety limit and I'm not able to add Ines to it. I can "
            "keep her on Saturdays or move her to the Wednesday class."
        ),
        stop(
            "ok, she'll stay on saturdays then. thanks anyway",
            "Understood. We'll leave it as it is. Thanks.",
            "fine, leave her where she is. bye",
            "",
        ),
    ),
)

# -- 3. dragon boat team registration (with an opener) -------------------------------------------------------

DRAGON = Scenario(
    goal="Register your office team for the 20-seater mixed race at the Riverside Dragon Boat Festival and "
    "pay the deposit with the card on file.",
    persona="an HR coordinator organising the team, efficient and a little formal",
    known_facts={
        "organiser_account": "RDF-ORG-2291",
        "company": "Hollis & Penn Logistics",
        "team_name": "Penn Paddlers",
        "contact_email": "events@hollispenn.co.uk",
        "phone": "+44 20 7946 0312",
    },
    unknown_facts=["deposit amount", "heat number: H14", "steerer's name: Declan Roe"],
    opener="Hello, I'd like to register a corporate team for the dragon boat festival, please.",
    expected=["register_team"],
)
_DRAGON_OPENER = "Hello, I'd like to register a corporate team for the dragon boat festival, please."
_DRAGON_ACCOUNT = call(
    "get_organiser",
    {"account": "RDF-ORG-2291"},
    {
        "account": "RDF-ORG-2291",
        "company": "Hollis & Penn Logistics",
        "card_on_file": "Visa ending 4417",
        "email": "events@hollispenn.co.uk",
    },
)
_DRAGON_REGISTER = call(
    "register_team",
    {"account": "RDF-ORG-2291", "team": "Penn Paddlers", "race": "mixed-20", "payment": "card_on_file"},
    {
        "entry_id": "DB25-0614",
        "heat": "H14",
        "steerer": "Declan Roe",
        "deposit_charged": 195.0,
        "balance_due": 585.0,
        "balance_date": "2025-05-30",
    },
)
DRAGON_FLOWS = (
    (
        u(_DRAGON_OPENER),
        a("Of course. Do you have an organiser account with us? If so, please give me the account number."),
        u(
            "Yes, our organiser account is RDF-ORG-2291.",
            "We do: RDF-ORG-2291.",
            "Account number RDF ORG 2291.",
            "Yes - it's RDF-ORG-2291, under Hollis & Penn Logistics.",
        ),
        a(
            "Thank you. I have Hollis & Penn Logistics, with a Visa ending 4417 on file. Which race would "
            "you like to enter, and what is the team name?",
            _DRAGON_ACCOUNT,
        ),
        u(
            "The 20-seater mixed race, please. The team is called Penn Paddlers.",
            "Mixed 20-seater; team name Penn Paddlers.",
            "We'd like the 20-seat mixed category, and we'll race as Penn Paddlers.",
            "Penn Paddlers, in the mixed 20-seater race. Could the deposit go on the Visa ending 4417?",
        ),
        a(
            "Entry for the mixed 20-seater is £780. A 25% deposit of £195 is taken now on the Visa ending "
            "4417, and the balance is due by 30 May. Every boat is given a festival steerer. Shall I "
            "register Penn Paddlers?"
        ),
        u(
            "Yes, please register us and take the £195 deposit.",
            "Please go ahead. So £585 is left to pay by 30 May?",
            "That's fine - please proceed with the registration.",
            "Yes. Just to confirm, as the steerer is provided, we only bring paddlers and a drummer?",
        ),
        a(
            "Registered. Your entry is DB25-0614, racing in heat H14 with steerer Declan Roe. The £195 "
            "deposit has been charged; the remaining £585 is due by 30 May. And yes, just paddlers and a "
            "drummer.",
            _DRAGON_REGISTER,
        ),
        u(
            "Thank you. Could you send the confirmation to events@hollispenn.co.uk?",
            "Excellent. Where can I find the start time for heat H14?",
            "Many thanks. Is there a practice session before race day?",
            "Noted: DB25-0614, heat H14. Will Declan Roe meet us at the pontoon?",
        ),
        a(
            "The confirmation and the race-day schedule, with heat times, the pontoon briefing and a free "
            "practice slot, go to events@hollispenn.co.uk within the hour."
        ),
        stop(
            "Thank you for your help.",
            "Perfect, that's all. Thank you.",
            "Very good. Kind regards.",
            "",
        ),
    ),
    (
        u(_DRAGON_OPENER),
        a("Great! What's the company name and the contact email for the team?"),
        u(
            "Hollis & Penn Logistics; the contact email is events@hollispenn.co.uk.",
            "Company: Hollis & Penn Logistics\nEmail: events@hollispenn.co.uk",
            "It's Hollis & Penn Logistics, and please use events@hollispenn.co.uk for all correspondence.",
        ),
        a(
            "Thanks, I found your organiser account RDF-ORG-2291. What's the team name, and which race?",
            _DRAGON_ACCOUNT,
        ),
        u(
            "Penn Paddlers, for the 20-seater mixed race.",
            "We're the Penn Paddlers. The mixed 20-seater, please.",
            "Team Penn Paddlers - mixed race, 20 seats. What is the deposit, please?",
        ),
        a(
            "The mixed 20-seater entry is £780, with a £195 deposit charged now to the Visa ending 4417. "
            "Shall I go ahead?"
        ),
        u(
            "Yes, please go ahead.",
            "Yes, charge the deposit to the Visa, thank you.",
            "£195 now and the rest later - fine. Please register us.",
        ),
        a(
            "Done: Penn Paddlers are entered as DB25-0614 in heat H14, steerer Declan Roe. The balance of "
            "£585 is due by 30 May.",
            _DRAGON_REGISTER,
        ),
        stop(
            "Thank you very much.",
            "Wonderful. Thank you for your help.",
            "Great, DB25-0614 noted. Goodbye.",
            "",
        ),
    ),
)

# -- 4. storm-cancelled fossil walk refund -------------------------------------------------------------------

FOSSIL = Scenario(
    goal="Your guided fossil walk at Charmouth was cancelled because of a storm; get a refund to your card "
    "rather than a voucher.",
    persona="a retired geology teacher, patient and precise, signs off formally",
    known_facts={
        "booking_number": "FH-240917",
        "full_name": "Gwendolyn Harrow",
        "email": "g.harrow@btinternet.com",
        "walk_date": "2025-09-14",
        "amount_paid": "£64.00",
    },
    unknown_facts=["refund reference: RF-88302", "refund processing time", "guide's name: Owain Pritchard"],
    opener=None,
    expected=["issue_refund"],
)
_FOSSIL_LOOKUP = call(
    "find_booking",
    {"booking_number": "FH-240917"},
    {
        "booking": "FH-240917",
        "name": "Gwendolyn Harrow",
        "walk": "Charmouth Ammonite Walk",
        "date": "2025-09-14",
        "guide": "Owain Pritchard",
        "tickets": 2,
        "paid": 64.0,
        "card": "Mastercard ending 2208",
        "status": "cancelled_by_operator",
    },
)
_FOSSIL_REFUND = call(
    "issue_refund",
    {"booking_number": "FH-240917", "method": "card"},
    {"refund_ref": "RF-88302", "amount": 64.0, "eta": "5-7 working days"},
)
FOSSIL_FLOWS = (
    (
        u(
            "Hello. My guided fossil walk at Charmouth on 14 September was cancelled because of the storm, "
            "and I would like a refund to my card rather than a voucher.",
            "Good afternoon. The Charmouth fossil walk I booked was cancelled due to the storm. I'd prefer "
            "my money back on my card, please, not a voucher.",
            "Hello, I'm writing about the storm-cancelled fossil walk at Charmouth on the 14th of September. "
            "Could I have a card refund instead of a voucher?",
            "Hello. Our Charmouth walk was called off because of the weather. I'd like a refund, please - a "
            "voucher is of no use to me.",
        ),
        a("I'm sorry your walk was cancelled. Could you give me the booking number?"),
        u(
            "Certainly. It is FH-240917.",
            "The booking number is FH-240917.",
            "FH240917",
            "Yes: FH-240917, in the name of Gwendolyn Harrow.",
        ),
        a(
            "Thank you, Mrs Harrow. I can see the Charmouth Ammonite Walk on 14 September with Owain "
            "Pritchard: two tickets at £32, £64 in total, paid with the Mastercard ending 2208. You can have "
            "a refund to that card or a £70 voucher. Which would you prefer?",
            _FOSSIL_LOOKUP,
        ),
        u(
            "The refund to the card, please.",
            "A refund of the £64 to the Mastercard, please.",
            "Thank you for offering the voucher, but I'd rather have the £64 back on the card ending 2208.",
            "To the card, please. I may rebook with Mr Pritchard in the spring, but for now I'd like the "
            "money back.",
        ),
        a(
            "Done. £64.00 has been refunded to the Mastercard ending 2208. Your refund reference is "
            "RF-88302; it usually shows within 5-7 working days.",
            _FOSSIL_REFUND,
        ),
        u(
            "Thank you. Will I receive an email confirmation?",
            "Very good. I shall keep RF-88302 for my records. Is there anything else I need to do?",
            "Thank you. If it hasn't arrived after 7 working days, should I quote RF-88302?",
            "Splendid. Would the confirmation go to g.harrow@btinternet.com?",
        ),
        a(
            "A confirmation email is on its way to the address on the booking. Nothing else is needed, and "
            "yes, quote RF-88302 if you ever need to chase it."
        ),
        stop(
            "Thank you for your help. Kind regards, Gwendolyn Harrow.",
            "Most helpful, thank you. Goodbye.",
            "Thank you very much. Good day.",
            "",
        ),
    ),
    (
        u(
            "Hello, my fossil walk was cancelled because of the storm and I would like a refund, not a "
            "voucher.",
            "Good morning. The Charmouth walk was cancelled - please could I have a refund to my card?",
            "Hello, I had a fossil walk booked at Charmouth that was cancelled for the storm. A refund to my "
            "card, please.",
        ),
        a("I'm sorry about that. To find the booking, may I have your full name and email address?"),
        u(
            "Gwendolyn Harrow, g.harrow@btinternet.com.",
            "My name is Gwendolyn Harrow and my email address is g.harrow@btinternet.com.",
            "Gwendolyn Harrow - G.Harrow@btinternet.com",
        ),
        a(
            "Thank you. I've found booking FH-240917 for 14 September, £64 paid by Mastercard. I'll refund "
            "it to the card now, if that's right?",
            _FOSSIL_LOOKUP,
        ),
        u(
            "Yes, thank you, please do.",
            "Yes, the full £64 to the card, please.",
            "That's the one. Please go ahead.",
        ),
        a(
            "I'm afraid the refund didn't go through: our payment system returned an error, and nothing has "
            "been refunded yet. Please try again tomorrow, or reply to the cancellation email and the office "
            "will process it by hand.",
            call(
                "issue_refund",
                {"booking_number": "FH-240917", "method": "card"},
                error="PaymentGatewayError: upstream timeout after 30s",
            ),
        ),
        stop(
            "I see. I shall reply to the cancellation email, then. Thank you.",
            "Very well, I'll try again tomorrow. Goodbye.",
            "That's disappointing, but thank you for trying.",
            "",
        ),
    ),
    (
        u(
            "Hello. I'd like a refund for the fossil walk that was cancelled by the storm. Booking "
            "FH-240917.",
            "Good afternoon - booking FH-240917, the Charmouth walk on 14/09. It was cancelled; may I have a "
            "refund to my card?",
            "Hello, a refund request for booking FH-240917, please (walk cancelled, storm).",
        ),
        a(
            "Sorry about the weather! For cancelled walks we normally offer a £70 voucher, valid for 12 "
            "months. Would that suit you?",
            _FOSSIL_LOOKUP,
        ),
        u(
            "I would rather not. I'm not sure I'll be in Dorset again this year, so I'd like the £64 back on "
            "my card.",
            "Thank you, but no. A refund to the card, please.",
            "No, thank you. I'd much prefer the £64 back on the card I paid with.",
        ),
        a(
            "Of course. I've refunded £64.00 to the Mastercard ending 2208, reference RF-88302. It should "
            "arrive within 5-7 working days.",
            _FOSSIL_REFUND,
        ),
        u(
            "Thank you. So I should see it by the end of next week?",
            "Thank you, RF-88302 noted.",
            "Very good. Do I need to do anything with the original confirmation email?",
        ),
        a("Yes, within 5-7 working days, and there's nothing else you need to do."),
        stop(
            "Thank you, that is all. Good day.",
            "Excellent. Many thanks.",
            "",
        ),
    ),
)

# -- 5. duplicate geocaching premium charge (with an opener) -------------------------------------------------

GEO = Scenario(
    goal="You were charged twice for your annual GeoTrail Premium renewal; get the duplicate charge "
    "refunded.",
    persona="a software tester in his twenties, casual, writes in lowercase with abbreviations",
    known_facts={
        "username": "mossy_quartz",
        "email": "jonas.elf@fastmail.fm",
        "charge_amount": "$39.99",
        "charge_date": "2025-03-02",
        "card_last4": "6631",
    },
    unknown_facts=[
        "duplicate transaction id: GT-TX-90412",
        "refund ticket number: GT-4471",
        "refund processing time",
    ],
    opener="hey, i got charged twice for my premium renewal",
    expected=["refund_charge"],
)
_GEO_OPENER = "hey, i got charged twice for my premium renewal"
_GEO_BILLING = call(
    "get_billing",
    {"username": "mossy_quartz"},
    {
        "user": "mossy_quartz",
        "plan": "Premium annual",
        "renews": "2026-03-02",
        "charges": [
            {"id": "GT-TX-90388", "amount": 39.99, "date": "2025-03-02", "card": "6631"},
            {"id": "GT-TX-90412", "amount": 39.99, "date": "2025-03-02", "card": "6631"},
        ],
    },
)
_GEO_REFUND = call(
    "refund_charge",
    {"transaction_id": "GT-TX-90412"},
    {"status": "refunded", "ticket": "GT-4471", "amount": 39.99, "eta": "3-5 business days"},
)
GEO_FLOWS = (
    (
        u(_GEO_OPENER),
        a("Sorry about that! What's your GeoTrail username or the email on the account?"),
        u(
            "username is mossy_quartz",
            "mossy_quartz",
            "its mossy_quartz (email jonas.elf@fastmail.fm)",
            "user: mossy_quartz",
        ),
        a(
            "Thanks. I see two Premium charges of $39.99 on March 2, GT-TX-90388 and GT-TX-90412, both on "
            "the card ending 6631. I'll refund the second one, GT-TX-90412. OK?",
            _GEO_BILLING,
        ),
        u(
            "yep refund GT-TX-90412 pls",
            "yes pls, thats the dupe",
            "ya go ahead. i keep premium on the first charge tho right?",
            "yes - $39.99 back to the card ending 6631, ty",
        ),
        a(
            "Done: $39.99 refunded for GT-TX-90412, ticket GT-4471. It takes 3-5 business days to show on "
            "your statement, and your Premium stays active until 2 March 2026.",
            _GEO_REFUND,
        ),
        stop("awesome ty!", "cool, thx for the quick fix", "nice, GT-4471 noted. cheers", ""),
    ),
    (
        u(_GEO_OPENER),
        a(
            "Let's sort that out. Which email is the account under, and what are the last four digits of the "
            "card that was charged?"
        ),
        u(
            "jonas.elf@fastmail.fm, card ends 6631",
            "email: jonas.elf@fastmail.fm / last 4: 6631",
            "jonas.elf@fastmail.fm and 6631",
            "its jonas.elf@fastmail.fm, card ending in 6631",
        ),
        a(
            "Thanks, that's user mossy_quartz. Both charges are there: $39.99 twice on 2 March. Do you want "
            "the duplicate refunded to the card ending 6631?",
            _GEO_BILLING,
        ),
        u(
            "yes pls. both were on 3/2",
            "yes refund one of them pls",
            "yep. $79.98 total got charged so one has to go back",
            "yes the second one",
        ),
        a("Refunded: $39.99 for transaction GT-TX-90412, ticket GT-4471.", _GEO_REFUND),
        u(
            "how long till it shows up on my card?",
            "thx. will i get an email about it?",
            "ok so i'm back to just one $39.99 charge for the year?",
        ),
        a(
            "It usually takes 3-5 business days. A receipt has been emailed to jonas.elf@fastmail.fm, and "
            "yes, only one $39.99 charge remains for this year."
        ),
        stop("cool ty", "perfect, thanks!", "great, appreciate it", ""),
    ),
    (
        u(_GEO_OPENER),
        a("I can help with that. What's the username on the account?"),
        u("mossy_quartz", "its mossy_quartz", "username: mossy_quartz"),
        a(
            "Thanks. I can see both $39.99 charges from 2 March. Before I refund one, can you confirm the "
            "email on the account?",
            _GEO_BILLING,
        ),
        u(
            "jonas.elf@fastmail.fm",
            "sure, jonas.elf@fastmail.fm",
            "its jonas.elf@fastmail.fm. both charges hit the card ending 6631",
        ),
        a(
            "Confirmed. I've refunded the duplicate, GT-TX-90412, $39.99 back to the card ending 6631. Your "
            "ticket is GT-4471.",
            _GEO_REFUND,
        ),
        stop("sweet, thanks!", "ty, thats all", "nice one, cheers", ""),
    ),
)

# -- 6. hot-spring bath booking change -----------------------------------------------------------------------

HOT = Scenario(
    goal="Move your private hot-spring bath booking at Glenwood Ridge Hot Springs from Saturday to Sunday, "
    "at the same time if possible.",
    persona="a night-shift nurse, polite, writes short clear messages",
    known_facts={
        "booking_ref": "GRH-55012",
        "full_name": "Keiko Brandt",
        "phone": "(970) 555-0183",
        "email": "keiko.brandt@gmail.com",
        "booking_date": "2025-11-08",
    },
    unknown_facts=["change fee", "bath name: Cedar Pool", "new confirmation code: GRH-71830"],
    opener=None,
    expected=["change_booking"],
)
_HOT_GET = call(
    "get_booking",
    {"ref": "GRH-55012"},
    {
        "ref": "GRH-55012",
        "name": "Keiko Brandt",
        "date": "2025-11-08",
        "time": "16:00",
        "bath": "Cedar Pool",
        "minutes": 60,
        "price": 90.0,
        "change_fee": 15.0,
        "free_slots": ["2025-11-09T16:00"],
    },
)
_HOT_GET_LATE = call(
    "get_booking",
    {"ref": "GRH-55012"},
    {
        "ref": "GRH-55012",
        "date": "2025-11-08",
        "time": "16:00",
        "bath": "Cedar Pool",
        "minutes": 60,
        "price": 90.0,
        "change_fee": 15.0,
        "free_slots": ["2025-11-09T14:00", "2025-11-09T18:30"],
    },
)
_HOT_CHANGE = call(
    "change_booking",
    {"ref": "GRH-55012", "new_slot": "2025-11-09T16:00"},
    {
        "status": "changed",
        "code": "GRH-71830",
        "date": "2025-11-09",
        "time": "16:00",
        "fee": 15.0,
        "total": 105.0,
    },
)
HOT_FLOWS = (
    (
        u(
            "Hi, I'd like to move my private bath booking from Saturday to Sunday, same time if possible.",
            "Hello! Could I change my private hot spring booking from Saturday to Sunday? Same time ideally.",
            "Hi there, I need to move my private bath from Saturday to Sunday please - I've been put on a "
            "Saturday shift.",
            "Good evening. I have a private bath booked on Saturday 8 November and I'd like to move it to "
            "Sunday.",
        ),
        a("Of course. What's the booking reference and the name on the booking?"),
        u(
            "GRH-55012, Keiko Brandt.",
            "Reference GRH-55012, name Keiko Brandt.",
            "It's grh55012 under Keiko Brandt",
            "Booking ref: GRH-55012\nName: Keiko Brandt",
        ),
        a(
            "Thanks, Keiko. Your Cedar Pool bath is on Saturday, November 8 at 4 pm for 60 minutes. Sunday "
            "the 9th at 4 pm is free. Changes within 7 days carry a $15 fee. Shall I move it?",
            _HOT_GET,
        ),
        u(
            "Yes please, Sunday the 9th at 4 pm is perfect. The $15 is fine.",
            "Yes, please move it to Sunday at 4.",
            "That's fine, go ahead. So $105 all in with the fee?",
            "Yes please. Still the Cedar Pool?",
        ),
        a(
            "Done! Cedar Pool, Sunday November 9 at 4 pm. Your new confirmation code is GRH-71830; the $15 "
            "fee went on the card on file, so $105 in total.",
            _HOT_CHANGE,
        ),
        stop(
            "Thank you so much!",
            "Perfect, GRH-71830 noted. Thanks!",
            "Great, thank you. Have a good night.",
            "",
        ),
    ),
    (
        u(
            "Hi, can I move my private hot spring bath from Saturday to Sunday?",
            "Hello, I need to change my bath booking from Sat to Sun please.",
            "Hi, booking GRH-55012 - I'd like to move it from Saturday to Sunday.",
        ),
        a("Sure. Could you confirm your booking reference and the phone number on the booking?"),
        u(
            "GRH-55012 and (970) 555-0183.",
            "Ref GRH-55012, phone 970-555-0183",
            "GRH-55012 / 9705550183",
        ),
        a(
            "Thanks. You have the Cedar Pool on Saturday, November 8 at 4 pm. Sunday at 4 pm is taken, but I "
            "can offer Sunday the 9th at 2 pm or at 6:30 pm. There's a $15 change fee.",
            _HOT_GET_LATE,
        ),
        u(
            "6:30 pm on Sunday, please.",
            "The 6:30 slot please, I sleep in the afternoon after nights.",
            "2 pm won't work for me - 6:30 please. The fee is fine.",
            "Sunday evening at 6:30 would be great.",
        ),
        a(
            "Moved to Sunday, November 9 at 6:30 pm, Cedar Pool. New confirmation code GRH-71830; the $15 "
            "fee has been charged.",
            call(
                "change_booking",
                {"ref": "GRH-55012", "new_slot": "2025-11-09T18:30"},
                {"status": "changed", "code": "GRH-71830", "date": "2025-11-09", "time": "18:30"},
            ),
        ),
        u(
            "Thanks. Is it still 60 minutes?",
            "Thank you! Will I get a confirmation email?",
            "Great. Can I arrive a little early to use the changing rooms?",
        ),
        a(
            "Yes, 60 minutes, and you're welcome to arrive 15 minutes early. A confirmation email is on its "
            "way."
        ),
        stop(
            "Perfect, thank you.",
            "Thanks for your help!",
            "Lovely, thanks. Bye.",
            "",
        ),
    ),
    (
        u(
            "Hello, I have a private bath this Saturday and I need to move it to Sunday, please.",
            "Hi! Saturday's bath booking needs to move to Sunday - can you help?",
            "Hi, could you move my private soak from Saturday to Sunday? Same time would be ideal.",
        ),
        a("Happy to help. What's your booking reference?"),
        u("GRH-55012", "It's GRH-55012.", "grh-55012"),
        a("Thanks. For security, what's the email address on the booking?"),
        u("keiko.brandt@gmail.com", "It's keiko.brandt@gmail.com.", "Keiko.Brandt@gmail.com"),
        a(
            "Verified. Sunday, November 9 at 4 pm is free for the Cedar Pool. The change fee is $15. Shall I "
            "move it?",
            _HOT_GET,
        ),
        u(
            "Yes please.",
            "Yes, 4 pm Sunday. Thank you!",
            "Yes, go ahead. $15 is okay.",
        ),
        a("Moved. Your new confirmation code is GRH-71830, for Sunday at 4 pm.", _HOT_CHANGE),
        stop("Thank you!", "Great, thanks a lot.", "Perfect. Good night.", ""),
    ),
)

# -- 7. wrong-size lampshade replacement (with an opener) ----------------------------------------------------

LAMP = Scenario(
    goal="The custom linen lampshade you ordered from Lumen & Loom arrived in the wrong size; get a "
    "replacement in the size you ordered sent out.",
    persona="an interior decorator, brisk and businesslike, precise about measurements",
    known_facts={
        "order_number": "LL-30958",
        "email": "studio@ferncourt-interiors.com",
        "ordered_size": "40 cm diameter",
        "received_size": "30 cm diameter",
        "delivery_address": "14 Wexford Road, Harrogate HG1 5PL",
    },
    unknown_facts=[
        "replacement dispatch date: 2025-06-12",
        "return label code: RL-6620-HG",
        "workshop manager's name",
    ],
    opener="Hello, the lampshade I ordered arrived in the wrong size.",
    expected=["create_replacement"],
)
_LAMP_OPENER = "Hello, the lampshade I ordered arrived in the wrong size."
_LAMP_ORDER = call(
    "get_order",
    {"order_number": "LL-30958"},
    {
        "order": "LL-30958",
        "item": "Drum shade, natural linen",
        "size_ordered": "40 cm",
        "size_shipped": "30 cm",
        "price": 86.0,
        "address": "14 Wexford Road, Harrogate HG1 5PL",
        "delivered": "2025-06-05",
    },
)
_LAMP_REPLACE = call(
    "create_replacement",
    {"order_number": "LL-30958", "size": "40 cm"},
    {"replacement": "LL-30958-R", "dispatch": "2025-06-12", "return_label": "RL-6620-HG", "collect": True},
)
LAMP_FLOWS = (
    (
        u(_LAMP_OPENER),
        a("I'm sorry to hear that. Could you give me the order number?"),
        u(
            "LL-30958.",
            "Order LL-30958.",
            "It's LL30958.",
            "The order number is LL-30958 - I ordered 40 cm and got 30 cm.",
        ),
        a(
            "Thank you. I can see a natural linen drum shade ordered at 40 cm, but our workshop shipped a 30 "
            "cm one. My apologies. I can make a 40 cm replacement and send it to 14 Wexford Road, Harrogate, "
            "with a prepaid return label for the 30 cm shade. Shall I go ahead?",
            _LAMP_ORDER,
        ),
        u(
            "Yes, please go ahead.",
            "Yes. 40 cm, same linen, same address.",
            "Please do. How soon can it be dispatched?",
            "Yes - Wexford Road is correct. Go ahead.",
        ),
        a(
            "Done. The 40 cm replacement (LL-30958-R) will be dispatched on 12 June. A courier will collect "
            "the 30 cm shade; your return label code is RL-6620-HG.",
            _LAMP_REPLACE,
        ),
        u(
            "Thank you. Does the courier collect on the same day the new one arrives?",
            "Noted, 12 June. Do I need to print RL-6620-HG, or will the courier bring it?",
            "Good. I have a client install coming up, so dispatch on the 12th works.",
            "Fine. Should I keep the 30 cm shade in its original box?",
        ),
        a(
            "The courier brings the label and collects the 30 cm shade when they deliver the new one. The "
            "original box is ideal but not required."
        ),
        stop("Thank you, that's all.", "Good. Thanks for sorting it quickly.", "Perfect. Regards.", ""),
    ),
    (
        u(_LAMP_OPENER),
        a("Sorry about that! What email address did you order with?"),
        u(
            "studio@ferncourt-interiors.com",
            "It was ordered under studio@ferncourt-interiors.com.",
            "studio@ferncourt-interiors.com - it's the order for the linen drum shade.",
        ),
        a("Thanks, I found order LL-30958. Which size did you order, and which size arrived?", _LAMP_ORDER),
        u(
            "I ordered 40 cm diameter and received a 30 cm one.",
            "Ordered: 40 cm. Received: 30 cm.",
            "40 cm was ordered; the shade that came is 30 cm across.",
            "It should be 40cm in diameter. It's 30cm.",
        ),
        a("That matches our records, sorry. Shall the replacement go to 14 Wexford Road, Harrogate HG1 5PL?"),
        u(
            "Yes, same address.",
            "Yes, 14 Wexford Road, Harrogate HG1 5PL.",
            "Correct, Wexford Road. Please go ahead.",
        ),
        a(
            "Replacement created: a 40 cm shade, dispatched on 12 June, and a courier will collect the 30 cm "
            "one (return label RL-6620-HG).",
            _LAMP_REPLACE,
        ),
        stop(
            "Thank you. That's everything.",
            "Good, 12 June. Thanks.",
            "Appreciated. Goodbye.",
            "",
        ),
    ),
)

# -- 8. mountain bike rental with a guided ride --------------------------------------------------------------

MTB = Scenario(
    goal="Book a full-suspension mountain bike and a half-day guided trail ride for this coming Saturday.",
    persona="a keen but inexperienced rider on holiday, enthusiastic, uses exclamation marks",
    known_facts={
        "full_name": "Dario Benedetti",
        "phone": "+39 347 218 6604",
        "email": "dario.bene@libero.it",
        "ride_date": "2025-07-19",
        "height": "182 cm",
    },
    unknown_facts=["guide's name: Hamish Dunlop", "rental price", "meeting point: Ridgeback Hut car park"],
    opener=None,
    expected=["book_ride"],
)
_MTB_CHECK = call(
    "check_availability",
    {"date": "2025-07-19", "rider_height_cm": 182},
    {
        "date": "2025-07-19",
        "bike": "Trek Slash, size L",
        "guided_slots": ["09:00", "13:30"],
        "bike_price": 65.0,
        "guide_price": 55.0,
    },
)
_MTB_BOOK = call(
    "book_ride",
    {"date": "2025-07-19", "slot": "09:00", "bike": "Trek Slash L", "name": "Dario Benedetti"},
    {"booking": "MTB-4471-S", "guide": "Hamish Dunlop", "meet": "Ridgeback Hut car park", "total": 120.0},
)
MTB_FLOWS = (
    (
        u(
            "Hi! I'd like to rent a full-suspension bike and join a half-day guided ride this Saturday!",
            "Hello! Can I book a full-sus mountain bike plus a guided half-day trail ride for Saturday?",
            "Hey there! I'm on holiday here and would love a guided half-day ride on Saturday, with a "
            "full-suspension bike to rent!",
            "Hi, I'm looking to book a bike and a guide for this Saturday - half day, full suspension "
            "please!",
        ),
        a(
            "Sounds fun! Just to be sure: is that Saturday, July 19? And how tall are you, so we pick the "
            "right frame size?"
        ),
        u(
            "Yes, Saturday the 19th! I'm 182 cm.",
            "Yep, July 19th. 182cm tall.",
            "That's right, 19/07. I'm 1.82 m!",
            "Yes, the 19th - and I'm 182 cm, if that helps with the size!",
        ),
        a(
            "Great. For 182 cm we have a Trek Slash in size L. The guided half-day starts at 9:00 or 13:30. "
            "The bike is €65 and the guide €55, so €120 in total. Which slot would you like, and can I have "
            "your name and a mobile number?",
            _MTB_CHECK,
        ),
        u(
            "The 9:00 one please! Dario Benedetti, +39 347 218 6604.",
            "Morning please! Name's Dario Benedetti, mobile 347 218 6604.",
            "9am! Dario Benedetti, phone +39 347 2186604. €120 is fine!",
            "The morning ride, please! I'm Dario Benedetti and my number is +39 347 218 6604.",
        ),
        a(
            "You're booked! Reference MTB-4471-S: a Trek Slash L and a guided ride with Hamish Dunlop on "
            "Saturday at 9:00. Meet at the Ridgeback Hut car park. €120, payable on the day.",
            _MTB_BOOK,
        ),
        u(
            "Amazing, thank you! Do I need my own helmet?",
            "Brilliant! Are pedals and a helmet included?",
            "Great! Is Ridgeback Hut easy to find by car?",
            "Yay! What should I wear?",
        ),
        a(
            "Helmet, gloves and flat pedals are included. Wear comfortable sports clothes and bring water; "
            "Ridgeback Hut is signposted from the main road."
        ),
        stop(
            "Perfect! Thanks so much, see you Saturday!",
            "Awesome, thank you!!",
            "Great, can't wait! Thanks!",
            "",
        ),
    ),
    (
        u(
            "Hi! Do you have full-suspension bikes to rent for a guided half-day ride this Saturday?",
            "Hello! I'd love to book a guided trail ride for Saturday with a rental bike - full suspension!",
            "Hi there! Half-day guided ride plus a full-suspension bike for Saturday, is that possible?",
        ),
        a("We do! What's your name and email for the booking?"),
        u(
            "Dario Benedetti, dario.bene@libero.it",
            "Dario Benedetti - email dario.bene@libero.it!",
            "Name: Dario Benedetti\nEmail: dario.bene@libero.it",
        ),
        a("Thanks, Dario. How tall are you?"),
        u(
            "182 cm!",
            "I'm 182 cm tall.",
            "182cm - no idea what frame size that is!",
        ),
        a(
            "A size L Trek Slash will fit. On Saturday, July 19 the guided ride starts at 9:00 or 13:30. "
            "Which would you like?",
            _MTB_CHECK,
        ),
        u(
            "9:00 please! How much is it all together?",
            "Morning, 9am! And what does it cost?",
            "The 9 o'clock please. Is the bike included in the guide price?",
        ),
        a("The bike is €65 and the guide €55, so €120 together. Shall I book the 9:00 ride?"),
        u(
            "Yes please, book it!",
            "Yes! €120 is fine.",
            "Go for it! €65 plus €55, perfect.",
        ),
        a(
            "Booked: MTB-4471-S, Saturday 19 July at 9:00 with Hamish Dunlop, meeting at the Ridgeback Hut "
            "car park. A confirmation has been sent to dario.bene@libero.it.",
            _MTB_BOOK,
        ),
        stop(
            "Thank you! See you Saturday!",
            "Great, grazie mille!",
            "Fantastic, thanks!",
            "",
        ),
    ),
)

# -- 9. nightclub VIP booth for a birthday -------------------------------------------------------------------

CLUB = Scenario(
    goal="Book a VIP booth at Club Halcyon for your best friend's 30th birthday on Saturday night, with the "
    "birthday package.",
    persona="a 29-year-old event planner, upbeat and organised, likes bullet lists",
    known_facts={
        "full_name": "Amara Okoye",
        "phone": "+44 7911 305228",
        "email": "amara.okoye@gmail.com",
        "event_date": "2025-08-23",
        "party_size": "8 guests",
    },
    unknown_facts=["minimum spend", "host's name: Lorenzo Vance", "booth number: B7"],
    opener=None,
    expected=["reserve_booth"],
)
_CLUB_CHECK = call(
    "check_booths",
    {"date": "2025-08-23", "guests": 8},
    {
        "date": "2025-08-23",
        "available": [{"booth": "B7", "capacity": 10, "min_spend": 600.0}],
        "birthday_package": 85.0,
        "deposit": 150.0,
    },
)
_CLUB_RESERVE = call(
    "reserve_booth",
    {"date": "2025-08-23", "booth": "B7", "name": "Amara Okoye", "package": "birthday"},
    {"reservation": "HAL-0823-17", "booth": "B7", "host": "Lorenzo Vance", "deposit": 150.0},
)
CLUB_FLOWS = (
    (
        u(
            "Hi! I'd love to book a VIP booth for my best friend's 30th this Saturday, with the birthday "
            "package!",
            "Hello! Looking to book a booth at Halcyon for a 30th birthday on Saturday night - with the "
            "birthday package please :)",
            "Hi there! Booth booking please:\n- Saturday night\n- best friend's 30th\n- birthday package",
            "Hey! Can I reserve a VIP booth this Saturday for a birthday? We'd like the birthday package "
            "too.",
        ),
        a("Happy early birthday to your friend! Is that Saturday 23 August, and how many guests?"),
        u(
            "Yes, the 23rd! We'll be 8 guests.",
            "Saturday 23/08, 8 guests in total.",
            "That's right - Aug 23rd, party of 8 :)",
            "Yes! 23 August, 8 guests including the birthday girl.",
        ),
        a(
            "Booth B7 is free that night and seats up to 10. It has a £600 minimum spend, and the birthday "
            "package (cake, sparklers and a bottle of prosecco) is £85. We take a deposit of £150 to hold "
            "it. Can I have a name and mobile number for the booking?",
            _CLUB_CHECK,
        ),
        u(
            "Amara Okoye, +44 7911 305228.",
            "Name: Amara Okoye\nMobile: 07911 305228",
            "Sure! Amara Okoye, 07911305228. The £150 deposit is fine.",
            "Amara Okoye - mobile +44 7911 305 228. Does the £85 package count towards the £600?",
        ),
        a(
            "Thanks! Booth B7 is reserved for Saturday 23 August under HAL-0823-17, with the birthday "
            "package, which counts towards the minimum spend. Your host will be Lorenzo Vance; please arrive "
            "by 11:30 pm. We'll text a link for the £150 deposit to your mobile.",
            _CLUB_RESERVE,
        ),
        u(
            "Amazing, thank you! Is there a dress code?",
            "Yay! Can we bring our own birthday banner for the booth?",
            "Perfect. Quick check:\n- arrive by 11:30 pm\n- ask for Lorenzo Vance\n- pay the £150 via the "
            "text link\nAll correct?",
            "Brilliant - HAL-0823-17 saved. Could you send the details by email too?",
        ),
        a(
            "Smart casual, no sportswear, and small decorations are fine. Everything you listed is right, "
            "and I've emailed the details as well."
        ),
        stop(
            "Perfect, thank you so much! 🎉",
            "Amazing, thanks for your help!",
            "Great, see you Saturday!",
            "",
        ),
    ),
    (
        u(
            "Hi! I'd like to book a VIP booth for Saturday 23 August - it's my best friend's 30th!",
            "Hello, a booth for a 30th birthday on 23 August please, with the birthday package.",
            "Hi, could I book a booth for Saturday the 23rd of August? Birthday package please!",
        ),
        a("Lovely! How many guests, and what's the best email for the confirmation?"),
        u(
            "8 guests, and amara.okoye@gmail.com.",
            "- Guests: 8\n- Email: amara.okoye@gmail.com",
            "We'll be 8! Email is amara.okoye@gmail.com",
        ),
        a(
            "Booth B7 (up to 10 people) is available on the 23rd. The minimum spend is £600, the birthday "
            "package is £85, and a £150 deposit holds the booth. Shall I reserve it?",
            _CLUB_CHECK,
        ),
        u(
            "Yes please! Reserve it.",
            "Yes! So after the deposit that leaves £450 to spend on the night?",
            "Yes, go ahead. The £85 package is part of the £600, right?",
        ),
        a(
            "Reserved: HAL-0823-17, booth B7, Saturday 23 August, birthday package included. Your host is "
            "Lorenzo Vance. Both the deposit and the package count towards the minimum spend. A confirmation "
            "has been sent to amara.okoye@gmail.com.",
            _CLUB_RESERVE,
        ),
        stop("Thank you!! 🥳", "Perfect, thanks so much!", "Amazing - thanks!", ""),
    ),
    (
        u(
            "Hi! Booth for a birthday this Saturday, with the birthday package, please!",
            "Hello! Can I get a VIP booth for Saturday night? It's my best friend's 30th.",
        ),
        a("Of course! How many of you will there be?"),
        u("8 of us!", "8 guests.", "We're a group of 8."),
        a(
            "For 8 I have booth B7 on Saturday 23 August: £600 minimum spend, birthday package £85, £150 "
            "deposit. What name and phone number should I put it under?",
            _CLUB_CHECK,
        ),
        u(
            "Amara Okoye, +44 7911 305228",
            "Amara Okoye - 07911 305228!",
            "Name: Amara Okoye\nPhone: +44 7911 305228",
        ),
        a(
            "Done! Reservation HAL-0823-17 for booth B7, with Lorenzo Vance as your host. Please arrive by "
            "11:30 pm.",
            _CLUB_RESERVE,
        ),
        u(
            "Yay, thank you! Will the cake come out at midnight?",
            "Thank you! Can I pay the £150 deposit by card over the phone?",
            "Great! Is B7 near the dance floor?",
        ),
        a("The cake comes out whenever you tell Lorenzo, and the deposit link we text you takes any card."),
        stop("Perfect, thanks a million!", "Amazing, thank you!", "Great, thanks, see you Saturday!", ""),
    ),
)

# -- 10. open water swim distance change (with an opener) ----------------------------------------------------

OPEN = Scenario(
    goal="Switch your entry in the Lake Windermere open water swim from the 5 km to the 2.5 km distance and "
    "get the price difference back.",
    persona="a cautious amateur swimmer recovering from a shoulder injury, apologetic and detailed",
    known_facts={
        "entry_number": "OWS-25-11873",
        "full_name": "Fionnuala Brennock",
        "date_of_birth": "1987-02-21",
        "email": "fionnuala.b@outlook.ie",
        "phone": "+353 87 614 2290",
    },
    unknown_facts=["price difference: £18", "wave start time", "race number: 2417"],
    opener="Hi, I'd like to change my distance for the Windermere swim, please.",
    expected=["change_distance"],
)
_OPEN_OPENER = "Hi, I'd like to change my distance for the Windermere swim, please."
_OPEN_ENTRY = call(
    "get_entry",
    {"entry_number": "OWS-25-11873"},
    {
        "entry": "OWS-25-11873",
        "name": "Fionnuala Brennock",
        "distance": "5 km",
        "paid": 62.0,
        "event_date": "2025-09-06",
        "change_deadline": "2025-08-23",
    },
)
OPEN_FLOWS = (
    (
        u(_OPEN_OPENER),
        a("Of course. Could you give me your entry number and date of birth?"),
        u(
            "Yes, it's OWS-25-11873, and my date of birth is 21 February 1987.",
            "Entry OWS-25-11873, born 21/02/1987.",
            "Sorry, of course - OWS-25-11873, DOB 1987-02-21.",
            "The entry number is OWS 25 11873 and I was born on the 21st of February 1987.",
        ),
        a(
            "Thank you, Fionnuala. You're entered in the 5 km on 6 September, paid £62. The 2.5 km is £44, "
            "so I can switch you and refund the £18 difference. Shall I do that?",
            _OPEN_ENTRY,
        ),
        u(
            "Yes please, that would be wonderful. I'm sorry for the bother - my shoulder isn't up to 5 km "
            "this year.",
            "Yes, please switch me to the 2.5 km. £18 back is fine.",
            "Yes please. Will the £18 go back to the card I paid with?",
            "Oh, that's a relief. Yes, please go ahead with the 2.5 km.",
        ),
        a(
            "All done: you're now in the 2.5 km, starting in the 10:15 wave, race number 2417. £18 is on its "
            "way back to your original payment card.",
            call(
                "change_distance",
                {"entry_number": "OWS-25-11873", "to": "2.5 km"},
                {
                    "entry": "OWS-25-11873",
                    "distance": "2.5 km",
                    "refund": 18.0,
                    "wave": "10:15",
                    "race_number": "2417",
                },
            ),
        ),
        u(
            "Thank you so much. Sorry, one more question - will I get a new confirmation email?",
            "Lovely. Is race number 2417 printed on the swim cap?",
            "Thank you! Just to double-check, is the 10:15 wave only for the 2.5 km?",
            "Thank you. Do I still need to come to the safety briefing?",
        ),
        a(
            "A new confirmation goes to your email today. Caps with your number are handed out at "
            "registration, the 10:15 wave is 2.5 km only, and the safety briefing is at 9:45 for that wave."
        ),
        stop(
            "That's perfect, thank you for your patience.",
            "Thank you so much, and sorry again for the trouble.",
            "Wonderful. Thank you, goodbye!",
            "",
        ),
    ),
    (
        u(_OPEN_OPENER),
        a("I can look into that. What's the email address on your entry?"),
        u(
            "It's fionnuala.b@outlook.ie.",
            "fionnuala.b@outlook.ie - sorry, I should have said straight away.",
            "The email is fionnuala.b@outlook.ie, thank you.",
        ),
        a(
            "Thanks. I've found entry OWS-25-11873 for the 5 km on 6 September. I'm sorry, but distance "
            "changes closed on 23 August, two weeks before the event, so I can't switch you to the 2.5 km "
            "now. You could defer your entry to next year instead.",
            _OPEN_ENTRY,
        ),
        u(
            "Oh dear. Is there really no way, even with a shoulder injury?",
            "I see. Could an exception be made if I send a doctor's note?",
            "That's a shame. I didn't realise there was a deadline. Is there nothing you can do?",
        ),
        a(
            "I'm afraid not: the start lists are final and I'm not able to make exceptions. The deferral "
            "stays open if you'd like it later."
        ),
        stop(
            "I understand. Thank you for explaining, I'll think about the deferral.",
            "Alright. Thank you anyway, and sorry for the trouble.",
            "Okay, I'll see how my shoulder feels. Thanks for your help.",
            "",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("batik", BATIK, BATIK_FLOWS),
    Domain("circusskills", CIRCUS, CIRCUS_FLOWS),
    Domain("dragonboat", DRAGON, DRAGON_FLOWS),
    Domain("fossilhunt", FOSSIL, FOSSIL_FLOWS),
    Domain("geocaching", GEO, GEO_FLOWS),
    Domain("hotsprings", HOT, HOT_FLOWS),
    Domain("lampshade", LAMP, LAMP_FLOWS),
    Domain("mountainbike", MTB, MTB_FLOWS),
    Domain("nightclub", CLUB, CLUB_FLOWS),
    Domain("openwater", OPEN, OPEN_FLOWS),
]


# -- faults: each breaks exactly one rule --------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "batik",
        0,
        Say(0, "Hi! I'd love to book two places on your weekend batik workshop for my sister and me."),
        "one word changed",
    ),
    F(
        "opener",
        "batik",
        1,
        Say(0, "Hi, I'd like to book your weekend batik workshop for two people, please."),
        "paraphrase",
    ),
    F(
        "opener",
        "dragonboat",
        0,
        Say(
            0,
            "Hello, I'd like to register a corporate team for the dragon boat festival, please. We're Hollis "
            "& Penn Logistics.",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "dragonboat",
        1,
        Say(0, "Hello, I'd like to register a team for the dragon boat festival."),
        "shortened",
    ),
    F(
        "opener",
        "geocaching",
        0,
        Say(0, "hey, i got charged twice for my premium renewal on march 2"),
        "opener plus the date",
    ),
    F(
        "opener",
        "lampshade",
        0,
        Say(0, "Hello, the lampshade I ordered came in the wrong size."),
        "one word changed",
    ),
    F(
        "opener",
        "openwater",
        0,
        Say(
            0,
            "Hi, I'd like to change my distance for the Windermere swim, please. My entry number is "
            "OWS-25-11873.",
        ),
        "opener plus the entry number",
    ),
    F(
        "opener",
        "openwater",
        1,
        Say(0, "Hello! Could I switch from the 5 km to the 2.5 km at the Windermere swim?"),
        "paraphrase",
    ),
    # -- reply_shape: more than one voice, or not a user's message
    F(
        "reply_shape",
        "batik",
        0,
        Say(
            1,
            "October 18th please, and my member number is CS-30417.\nCanting Studio: Thank you! Let me check "
            "that weekend for you.",
        ),
        "the studio speaking on a line of its own",
    ),
    F(
        "reply_shape",
        "circusskills",
        0,
        Say(1, "*digs through the inbox* ok found it: BTA-5582-K"),
        "an action written as in a play",
    ),
    F(
        "reply_shape",
        "dragonboat",
        0,
        Say(
            1,
            "<thinking>The agent wants the organiser account number; I have it.</thinking>\nYes, our "
            "organiser account is RDF-ORG-2291.",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "fossilhunt",
        0,
        Say(
            4,
            "Thank you for your help. Will the refund show under the tour company's name on my bank "
            "statement?",
        ),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "geocaching",
        0,
        Say(2, "yep refund GT-TX-90412 pls\n\n(staying in persona as the casual user here)"),
        "a note about staying in persona",
    ),
    F("reply_shape", "hotsprings", 0, Say(1, "User: GRH-55012, Keiko Brandt."), "user role marker"),
    F(
        "reply_shape",
        "lampshade",
        0,
        Say(1, '{"role": "user", "content": "The order number is LL-30958."}'),
        "message written as JSON with a role",
    ),
    F(
        "reply_shape",
        "mountainbike",
        0,
        Say(3, "Amazing, thank you! Do I need my own helmet? Probably not, most places include one!"),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "nightclub",
        1,
        Say(3, "Perfect, thank you so much, Amara! 🥳"),
        "thanks someone by its own first name",
    ),
    # -- invented_specifics: a specific found neither in the scenario nor in an earlier message or tool result
    F(
        "invented_specifics",
        "batik",
        0,
        Say(3, "Thank you! Can my sister pay her share with the gift voucher CNT-4410?"),
        "voucher code",
    ),
    F(
        "invented_specifics",
        "circusskills",
        0,
        Say(3, "great. she'll miss the class on 5 november though, can she do a make-up session?"),
        "a date never mentioned",
    ),
    F(
        "invented_specifics",
        "fossilhunt",
        0,
        Say(1, "Certainly. It is FH-240917. I paid £68 in total."),
        "amount paid changed",
    ),
    F(
        "invented_specifics",
        "geocaching",
        0,
        Say(2, "yep refund GT-TX-90421 pls"),
        "transaction id digits swapped",
    ),
    F(
        "invented_specifics",
        "hotsprings",
        1,
        Say(2, "6:30 pm on Sunday, please. Could the confirmation go to keiko.b@yahoo.com?"),
        "email",
    ),
    F(
        "invented_specifics",
        "lampshade",
        0,
        Say(1, "LL-30958. If the courier needs to call, the studio line is 01423 508771."),
        "phone number",
    ),
    F(
        "invented_specifics",
        "mountainbike",
        1,
        Say(
            1,
            "Dario Benedetti, dario.bene@libero.it. I'm staying at Hotel Alpenrose, Dorfstrasse 27, if that "
            "helps!",
        ),
        "street address",
    ),
    F(
        "invented_specifics",
        "nightclub",
        0,
        Say(
            2,
            "Amara Okoye, +44 7911 305228. Please add Chidi Nwosu as a second contact in case I'm running "
            "late.",
        ),
        "a person's name",
    ),
    F(
        "invented_specifics",
        "openwater",
        0,
        Say(3, "Thank you so much. Could the £18 go to my other card, the one ending 5087, instead?"),
        "card digits",
    ),
    # -- unknown_fact: an unknown fact stated before the agent told it
    F(
        "unknown_fact",
        "batik",
        1,
        Say(
            2,
            "The weekend of October 18th, please. Is that the one Wulan Hartono teaches? A friend loved her "
            "class.",
        ),
        "instructor's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "circusskills",
        1,
        Say(0, "hi, can Ines move from saturday silks to the wednesday class, SILK-W3? term is already paid"),
        "new class code before the agent said it",
    ),
    F(
        "unknown_fact",
        "dragonboat",
        0,
        Say(
            2,
            "The mixed 20-seater, team name Penn Paddlers. Could Declan Roe steer for us again? He was "
            "brilliant last year.",
        ),
        "steerer's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "geocaching",
        0,
        Say(1, "username is mossy_quartz. the extra charge is GT-TX-90412 btw"),
        "duplicate transaction id before the agent said it",
    ),
    F(
        "unknown_fact",
        "geocaching",
        1,
        Say(2, "yes pls refund one. it'll take 3-5 business days to come back, thats fine"),
        "processing time before the agent said it",
    ),
    F(
        "unknown_fact",
        "hotsprings",
        0,
        Say(1, "GRH-55012, Keiko Brandt. It's the Cedar Pool booking."),
        "bath name before the agent said it",
    ),
    F(
        "unknown_fact",
        "lampshade",
        0,
        Say(2, "Yes, please go ahead - dispatch on 12 June would suit me nicely."),
        "dispatch date before the agent said it",
    ),
    F(
        "unknown_fact",
        "mountainbike",
        1,
        Say(3, "9:00 please! Will Hamish Dunlop be guiding? A friend recommended him!"),
        "guide's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "openwater",
        0,
        Say(1, "OWS-25-11873, born 21 February 1987. I think I'd get £18 back for the shorter distance?"),
        "price difference before the agent said it",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "batik",
        1,
        Say(
            1,
            "Marisol Quintero, marisol.q@posteo.net. My member number is CS-30417, my phone is +31 6 4128 "
            "9073, and we'd like the weekend of 18 October.",
        ),
        "asked for name and email, gives three more",
    ),
    F(
        "data_dump",
        "circusskills",
        0,
        Say(
            1,
            "BTA-5582-K. parent is Tomasz Wierzbicki, mobile +44 7700 900481, email "
            "t.wierzbicki@protonmail.com",
        ),
        "asked for the enrolment id, gives three more",
    ),
    F(
        "data_dump",
        "dragonboat",
        0,
        Say(
            1,
            "Yes: RDF-ORG-2291. We are Hollis & Penn Logistics, the team is Penn Paddlers, and my direct "
            "line is +44 20 7946 0312.",
        ),
        "asked for the account, gives three more",
    ),
    F(
        "data_dump",
        "fossilhunt",
        1,
        Say(
            1,
            "Gwendolyn Harrow, g.harrow@btinternet.com. The booking number is FH-240917, the walk was on 14 "
            "September and I paid £64.00.",
        ),
        "asked for name and email, gives three more",
    ),
    F(
        "data_dump",
        "hotsprings",
        1,
        Say(
            0,
            "Hi, I'd like to move my private bath from Saturday 8 November to Sunday. Booking GRH-55012, "
            "name Keiko Brandt, phone (970) 555-0183.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "lampshade",
        1,
        Say(
            1,
            "studio@ferncourt-interiors.com. Order LL-30958: I ordered 40 cm diameter, received 30 cm, "
            "delivery to 14 Wexford Road, Harrogate HG1 5PL.",
        ),
        "asked for the email, gives four more",
    ),
    F(
        "data_dump",
        "mountainbike",
        0,
        Say(
            1,
            "Yes, Saturday 19 July! I'm 182 cm. I'm Dario Benedetti, phone +39 347 218 6604, email "
            "dario.bene@libero.it.",
        ),
        "asked for date and height, gives three more",
    ),
    F(
        "data_dump",
        "nightclub",
        0,
        Say(
            0,
            "Hi! I'd like a VIP booth for Saturday 23 August, 8 guests, with the birthday package. I'm Amara "
            "Okoye, +44 7911 305228.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "openwater",
        1,
        Say(
            1,
            "fionnuala.b@outlook.ie. My entry number is OWS-25-11873, I was born on 21/02/1987, and my phone "
            "is +353 87 614 2290.",
        ),
        "asked for the email, gives three more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "batik",
        0,
        StopAt(4, "Lovely, thank you! Let me check the date with my sister and I'll come back to book."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "circusskills",
        0,
        StopAt(4, "ok need to check with her mum first. will come back"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "dragonboat",
        1,
        StopAt(6, "Thank you. I need to confirm the budget internally first; I'll be in touch."),
        "after the price",
    ),
    F(
        "premature_stop",
        "fossilhunt",
        0,
        StopAt(4, "Thank you. I shall consider the voucher and write again."),
        "after the choice of refund or voucher",
    ),
    F(
        "premature_stop",
        "geocaching",
        1,
        StopAt(4, "ok thx, i'll check my bank app first and come back"),
        "after the agent's question",
    ),
    F("premature_stop", "hotsprings", 0, StopAt(4, ""), "silent stop after the offer"),
    F(
        "premature_stop",
        "mountainbike",
        1,
        StopAt(8, "Ok, I'll have a think and let you know! Thanks!"),
        "after the price",
    ),
    F(
        "premature_stop",
        "nightclub",
        0,
        StopAt(4, "Ooh, a £600 minimum is more than I planned - let me check with the group first! Thanks!"),
        "gives up at the minimum spend",
    ),
    F(
        "premature_stop",
        "openwater",
        0,
        StopAt(4, "Thank you. Let me think it over this weekend, and I'll be in touch."),
        "after the offer",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "circusskills", 1, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "dragonboat", 0, meta(2, prompt_missing=["known_facts.team_name"]), "a known fact"),
    F("persona_sent", "fossilhunt", 0, meta(0, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "geocaching", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "hotsprings", 0, meta(1, prompt_missing=["known_facts.booking_ref"]), "a known fact"),
    F(
        "persona_sent",
        "mountainbike",
        1,
        meta(1, prompt_missing=["goal", "known_facts.height"]),
        "goal and a known fact",
    ),
    F("persona_sent", "nightclub", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F(
        "persona_sent",
        "openwater",
        0,
        meta(2, prompt_missing=["known_facts.entry_number", "known_facts.date_of_birth"]),
        "two known facts",
    ),
]
