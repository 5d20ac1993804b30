"""Blind set 8, part M: ten customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session (brief ``fblind_m``) before any run of the guards on it, and without reading their
implementation. What was read: the guide's "Simulator fidelity: guards, faults, valid trials" section and the
section after it (``docs/guides/simulate.md``, up to "Statistics over valid trials"), the docstring of
``check_fidelity``, the first blind set's framework ``tests/_fidelity_blind.py`` (for ``Say``, ``StopAt``,
``meta``, ``Fault``, ``build`` and the labels), the step helpers and the first domains of
``tests/_fidelity_blind_domains.py`` (for the style), and the ``Case`` format of ``tests/_fidelity_corpus.py``.
No guard was called on these conversations; the labels come from the definitions, not from what a guard says.

Domains (none reuses an earlier blind or corpus domain): courier parcel damage claim, greenhouse kit return,
chess-club membership, camper-van rental, hairdresser appointment change, ballet trial class, sewing-machine
repair, wine-tasting booking, hostel bed booking and surf lesson booking. Five have an opener. Every user turn
lists clean alternatives written like an LLM simulated user that behaves (its own formats for the scenario's
facts, ids, amounts and dates quoted back from the agent or a tool, amounts worked out from them, follow-up
questions, lists, typos, polite closings); three flows end after the agent failed or could not do the change.

Labels: a clean conversation starts with the opener word for word when there is one, keeps one user voice
(no reasoning, notes, role markers, assistant phrases, second speaker, stop signal in the text or answer to its
own question; a stop asks nothing), volunteers at most two known facts per turn before the agent asks for them,
never states an unknown fact (its value, or its name with a specific) before the agent told it, says only
specifics from the scenario, earlier messages or tool results (or worked out from them), stops only after the
expected write ran or the agent failed or refused, and had its scenario in the prompt. Each fault in
:data:`FAULTS` breaks one of these rules on purpose and is labelled with the guard that should catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. courier parcel damage claim (with an opener) -------------------------------------------------------------

COURIER = Scenario(
    goal="A parcel you sent by courier arrived with the ceramic vase inside smashed; file a damage claim and get "
    "the declared value paid back.",
    persona="a potter who sells online from a small studio, brisk but friendly",
    known_facts={
        "tracking_number": "PX-5520-8817-GB",
        "email": "hana@kilnandclay.co.uk",
        "sender_postcode": "BS3 4QT",
        "declared_value": "£85.00",
        "ship_date": "2025-03-11",
    },
    unknown_facts=["claim reference: DMG-204917", "payout date"],
    opener="Hi, a parcel I sent arrived smashed and I'd like to make a claim.",
    expected=["track_parcel", "open_damage_claim"],
)
_COURIER_TRACK = call(
    "track_parcel",
    {"tracking_number": "PX-5520-8817-GB"},
    {
        "tracking": "PX-5520-8817-GB",
        "sent": "2025-03-11",
        "delivered": "2025-03-13",
        "from": "BS3 4QT",
        "to": "LS6 2AB",
        "declared_value": 85.0,
        "cover_limit": 100.0,
    },
)
_COURIER_CLAIM = call(
    "open_damage_claim",
    {"tracking_number": "PX-5520-8817-GB", "amount": 85.0},
    {"claim": "DMG-204917", "amount": 85.0, "payout_by": "2025-03-28"},
)
COURIER_FLOWS = (
    (
        u("Hi, a parcel I sent arrived smashed and I'd like to make a claim."),
        a("Sorry to hear that. What's the tracking number on the parcel?"),
        u(
            "It's PX-5520-8817-GB.",
            "PX-5520-8817-GB",
            "tracking no. is PX 5520 8817 GB",
            "Sure - px-5520-8817-gb. It was a hand-thrown vase, completely broken.",
        ),
        a(
            "Thanks. It was sent on 11 March from BS3 4QT and delivered to LS6 2AB on 13 March, declared at £85.00 "
            "with cover up to £100. What's the best email to send the claim confirmation to?",
            _COURIER_TRACK,
        ),
        u(
            "hana@kilnandclay.co.uk please.",
            "Send it to hana@kilnandclay.co.uk",
            "It's hana@kilnandclay.co.uk - and yes, that's the right parcel, delivered on the 13th.",
            "hana@kilnandclay.co.uk. The vase was worth the full £85, so I'd like the whole amount back if possible.",
        ),
        a("Do you have photos of the damaged item and the packaging? The recipient should keep the box."),
        u(
            "Yes, my customer sent me photos of the broken vase and the box. She's kept the packaging.",
            "Yes I've got photos of both, the box was crushed on one corner.",
            "Yep - photos of the vase in pieces and of the dented box. The customer still has the box too.",
        ),
        a(
            "Thank you. I've opened claim DMG-204917 for £85.00. Upload the photos through the link in the email; "
            "payment is due by 28 March.",
            _COURIER_CLAIM,
        ),
        stop(
            "Great, thanks for sorting it so quickly.",
            "Perfect, DMG-204917 noted. Cheers!",
            "Thanks, I'll upload the photos tonight. Bye!",
            "",
        ),
    ),
    (
        u("Hi, a parcel I sent arrived smashed and I'd like to make a claim."),
        a("I can help with that. Could you give me the tracking number and the postcode you sent it from?"),
        u(
            "PX-5520-8817-GB, sent from BS3 4QT.",
            "Tracking PX-5520-8817-GB\nPostcode BS3 4QT",
            "Sure, it's PX5520 8817GB and the postcode is bs3 4qt.",
            "The tracking number is PX-5520-8817-GB. I posted it from BS3 4QT on 11 March.",
        ),
        a(
            "Found it: sent 11/03/2025, delivered 13/03/2025 to LS6 2AB, declared value £85.00. Would you like me "
            "to open a damage claim for the full £85.00?",
            _COURIER_TRACK,
        ),
        u(
            "Yes please, the full £85.",
            "Yes. The vase can't be repaired, so the full amount please.",
            "Yes, open the claim. Do you need the photos of the damage as well?",
            "yes please - it was delivered on the 13th and my customer messaged me the same day.",
        ),
        a(
            "Claim DMG-204917 is open for £85.00. The confirmation goes to the email on your account, and you can "
            "add photos there.",
            _COURIER_CLAIM,
        ),
        u(
            "Thanks. When should I expect the £85.00 to come through?",
            "How long does the payout usually take?",
            "Great. Will DMG-204917 go to hana@kilnandclay.co.uk? That's the inbox I check.",
        ),
        a("Payment is due by 28 March, to the card you paid the postage with."),
        stop("Lovely, thanks for your help.", "28 March, got it. Thanks!", "Brilliant. Thank you, bye."),
    ),
    (
        u("Hi, a parcel I sent arrived smashed and I'd like to make a claim."),
        a("Sorry about that. What's the tracking number?"),
        u("PX-5520-8817-GB", "It's PX-5520-8817-GB, sent on 11 March.", "tracking: PX 5520 8817 GB"),
        a(
            "Found it: delivered 13 March to LS6 2AB, declared at £85.00. I tried to open the claim, but our "
            "claims system isn't responding right now, sorry. Please try again later or use the form on our "
            "website.",
            _COURIER_TRACK,
            call(
                "open_damage_claim",
                {"tracking_number": "PX-5520-8817-GB", "amount": 85.0},
                error="503 Service Unavailable: claims backend timed out",
            ),
        ),
        stop(
            "Ok, I'll try the website form later. Thanks anyway.",
            "That's annoying, but fine - I'll come back to it tomorrow. Bye.",
            "Alright, thanks for trying.",
        ),
    ),
)

# -- 2. greenhouse kit return ------------------------------------------------------------------------------------

GREENHOUSE = Scenario(
    goal="Return the lean-to greenhouse kit you bought because two glass panels arrived cracked; get a full refund "
    "and have it collected.",
    persona="a retired gardener, chatty and a little unsure with online forms",
    known_facts={
        "order_number": "GH-30418",
        "email": "d.whitcombe@btinternet.com",
        "phone": "07700 900417",
        "address": "12 Orchard Row, Hereford HR1 2LP",
        "price_paid": "£349.99",
    },
    unknown_facts=["return authorisation number: RMA-77120", "collection courier"],
    expected=["find_order", "create_return"],
)
_GH_FIND = call(
    "find_order",
    {"order_number": "GH-30418"},
    {
        "order": "GH-30418",
        "item": "Halls lean-to greenhouse 6x4",
        "paid": 349.99,
        "delivered": "2025-04-02",
        "address": "12 Orchard Row, Hereford HR1 2LP",
        "collection_slots": ["2025-04-15", "2025-04-17"],
    },
)
GREENHOUSE_FLOWS = (
    (
        u(
            "Hello, I'd like to return a greenhouse kit. Two of the glass panels were cracked when it arrived.",
            "Hi there, the greenhouse I ordered from you came with two cracked panes of glass and I'd like to send "
            "the whole thing back for a refund please.",
            "Good afternoon. I'm afraid my new lean-to greenhouse arrived with two panels cracked. I would like to "
            "return it and have my money back. It's all still in the boxes.",
            "hello, greenhouse kit arrived damaged (2 cracked glass panels). how do I return it?",
        ),
        a("I'm sorry to hear that. What's your order number?"),
        u(
            "It's GH-30418.",
            "The order number is GH30418, I've got the email here.",
            "Order GH-30418",
            "Let me look... yes, here it is, GH-30418.",
        ),
        a(
            "Thank you. That's the Halls lean-to greenhouse 6x4, delivered on 2 April, £349.99. We can collect it "
            "from 12 Orchard Row, Hereford HR1 2LP on Tuesday 15 April or Thursday 17 April. Which suits you?",
            _GH_FIND,
        ),
        u(
            "Tuesday the 15th please.",
            "The 15th is fine, I'm in all day.",
            "Tuesday 15/04 would be best. Yes, that's the right address.",
            "I'll take Tuesday. Will I get the full £349.99 back, delivery included?",
        ),
        a(
            "Booked. Your return number is RMA-77120; DPD will collect on Tuesday 15 April, and the £349.99 "
            "refund goes back to your card once it reaches our warehouse.",
            call(
                "create_return",
                {"order_number": "GH-30418", "reason": "damaged", "collection": "2025-04-15"},
                {"rma": "RMA-77120", "collection": "2025-04-15", "courier": "DPD", "refund": 349.99},
            ),
        ),
        u(
            "Thank you. Do I need to print a label for DPD?",
            "Lovely. Should I write RMA-77120 on the boxes?",
            "Thanks. How long after the 15th will the refund show up?",
        ),
        a(
            "No label needed; just write RMA-77120 on each box. Refunds take 3-5 working days once it reaches us."
        ),
        stop(
            "That's very helpful, thank you.",
            "Righto, RMA-77120 on each box. Thanks ever so much.",
            "Thank you, goodbye.",
            "",
        ),
    ),
    (
        u(
            "Hi, I need to return a greenhouse kit - it came with cracked glass. The order number is GH-30418.",
            "Hello. Order GH-30418 arrived with two cracked panels, so I want to return it for a refund.",
            "I want to send back my greenhouse, two panes were broken on arrival. I paid £349.99 for it, which "
            "isn't nothing!",
        ),
        a("Sorry about that. For security, can you confirm the email address on the order?"),
        u(
            "d.whitcombe@btinternet.com",
            "It should be d.whitcombe@btinternet.com",
            "D.Whitcombe@btinternet.com - my son set it up for me, but it's my account.",
        ),
        a("Thanks. And a phone number the courier can call on the day?"),
        u(
            "07700 900417",
            "My mobile is 07700900417.",
            "You can ring me on 07700 900 417, I always have it on me.",
        ),
        a(
            "Got it. Order GH-30418, Halls 6x4 lean-to, £349.99, delivered 2 April. The earliest collection is "
            "Tuesday 15 April, or Thursday 17 April. Which would you like?",
            _GH_FIND,
        ),
        u(
            "Thursday the 17th is better for me.",
            "The 17th please, I'm at the allotment on Tuesday.",
            "Thursday 17 April, please.",
        ),
        a(
            "Done: RMA-77120, collection by DPD on Thursday 17 April. Full refund of £349.99 once it's back with us.",
            call(
                "create_return",
                {"order_number": "GH-30418", "reason": "damaged", "collection": "2025-04-17"},
                {"rma": "RMA-77120", "collection": "2025-04-17", "courier": "DPD", "refund": 349.99},
            ),
        ),
        stop(
            "Marvellous, thank you.",
            "Thanks for your help, I've written RMA-77120 down.",
            "Thank you very much, goodbye.",
        ),
    ),
)

# -- 3. chess-club membership ------------------------------------------------------------------------------------

CHESS = Scenario(
    goal="Join the city chess club and play in its Thursday evening league; you are a full-time student, so ask "
    "for the student rate.",
    persona="a university student, casual and enthusiastic, writes mostly in lowercase",
    known_facts={
        "full_name": "Tomasz Wierzbicki",
        "email": "tomek.w@student.uwe.ac.uk",
        "date_of_birth": "2003-09-22",
        "fide_id": "21170452",
    },
    unknown_facts=["membership number: CC-2025-0193", "league captain"],
    expected=["get_membership_options", "create_membership"],
)
_CHESS_JOIN = call(
    "create_membership",
    {
        "name": "Tomasz Wierzbicki",
        "email": "tomek.w@student.uwe.ac.uk",
        "rate": "student",
        "league": "Thursday",
    },
    {"member": "CC-2025-0193", "fee": 60.0, "league": "Thursday", "first_round": "2025-09-04"},
)
CHESS_FLOWS = (
    (
        u(
            "hi! i'd like to join the chess club, and play in the thursday league if there's space",
            "Hey, I'm interested in joining the club - is there a student membership? I'd love to play the "
            "Thursday night league.",
            "hello, how do i sign up as a member? i'm a student and want to play thursday evenings",
            "hi there, i'm a uni student looking for a club to play league games on thursdays. can i sign up here?",
        ),
        a(
            "Great to hear! Do you have a FIDE ID? I'll use it to look up your rating for the league sections."
        ),
        u(
            "yep, it's 21170452",
            "yes - 21170452",
            "FIDE ID 21170452",
            "yes it's 21170452, registered under poland",
        ),
        a(
            "Found you: Wierzbicki, Tomasz, rated 1684. Adult membership is £120 a year, student membership £60, and "
            "the Thursday league starts on 4 September. Shall I sign you up at the student rate?",
            call(
                "get_membership_options",
                {"fide_id": "21170452"},
                {
                    "player": "Wierzbicki, Tomasz",
                    "rating": 1684,
                    "adult_annual": 120.0,
                    "student_annual": 60.0,
                    "league_night": "Thursday",
                    "season_start": "2025-09-04",
                },
            ),
        ),
        u(
            "yes please, student rate!",
            "yes, £60 is great, that's half the adult price haha",
            "yes sign me up. do you need proof that i'm a student?",
            "sounds good - 4 september is perfect, i'm back in bristol by then",
        ),
        a("Happy to. What's your email address? A university address works as proof."),
        u(
            "tomek.w@student.uwe.ac.uk",
            "it's tomek.w@student.uwe.ac.uk - that's my uni one",
            "sure: tomek.w@student.uwe.ac.uk",
        ),
        a(
            "All done. Welcome, Tomasz! Your membership number is CC-2025-0193, £60 for the year, and your first "
            "league round is Thursday 4 September at 7 pm.",
            _CHESS_JOIN,
        ),
        stop(
            "amazing, thanks so much!",
            "brilliant, see you on the 4th :)",
            "cheers, CC-2025-0193 saved. bye!",
            "",
        ),
    ),
    (
        u(
            "hi, i'd like to become a member of the club. my name's Tomasz Wierzbicki",
            "Hello! Can I join the club as a student? I'm Tomasz.",
            "hey, signing up for membership - student rate please if you have one",
        ),
        a("Welcome! Could I have your date of birth? Junior and student rates depend on age."),
        u("22 september 2003", "2003-09-22", "born 22/09/2003", "sept 22nd 2003"),
        a("Thanks. And your email?"),
        u(
            "tomek.w@student.uwe.ac.uk",
            "tomek.w@student.uwe.ac.uk (uni email)",
            "it's tomek.w@student.uwe.ac.uk",
        ),
        a(
            "Student membership is £60 a year (adult is £120). The Thursday league season starts on 2025-09-04. "
            "Would you like the student membership with the Thursday league?",
            call(
                "get_membership_options",
                {"category": "student"},
                {
                    "adult_annual": 120.0,
                    "student_annual": 60.0,
                    "league_night": "Thursday",
                    "season_start": "2025-09-04",
                },
            ),
        ),
        u(
            "yes, both please",
            "yes! student membership + thursday league",
            "yes please. is the league included in the £60 or is it extra?",
        ),
        a(
            "It's included. Done: membership CC-2025-0193, £60 for the year, first round Thursday 4 September, "
            "7 pm.",
            _CHESS_JOIN,
        ),
        u(
            "nice. do i need to bring my own board?",
            "cool, what time should i arrive on the 4th?",
            "thanks! is there a club night before the league starts?",
        ),
        a(
            "Boards and clocks are provided; arrive by 6:45 pm to get paired, and there's a casual night every Monday."
        ),
        stop("perfect, thanks!", "ok great, see you then", "awesome, thank you!"),
    ),
)

# -- 4. camper-van rental (with an opener) -----------------------------------------------------------------------

CAMPERVAN = Scenario(
    goal="Rent a camper van for a week's road trip around the Highlands, picking it up and dropping it off at the "
    "Inverness depot, from 14 to 21 June.",
    persona="an organised planner travelling with a partner, likes bullet points",
    known_facts={
        "full_name": "Priya Raman",
        "email": "priya.raman@proton.me",
        "phone": "+44 7911 123456",
        "licence_number": "RAMAN904125PR9XY",
    },
    unknown_facts=["security deposit: £500", "booking reference"],
    opener="Hello! I'd like to rent a camper van for a week in June.",
    expected=["check_availability", "create_rental"],
)
_VAN_AVAIL = call(
    "check_availability",
    {"depot": "Inverness", "from": "2025-06-14", "to": "2025-06-21"},
    {
        "vans": [
            {"model": "VW California Ocean", "nightly": 135.0, "total": 945.0},
            {"model": "Fiat Ducato 4-berth", "nightly": 110.0, "total": 770.0},
        ],
        "deposit": 500.0,
        "pickup_time": "10:00",
    },
)
_VAN_OFFER = (
    "For 14-21 June in Inverness I have a VW California Ocean at £135 a night (£945 for 7 nights) or a Fiat Ducato "
    "4-berth at £110 a night (£770). Both need a £500 deposit. Which would you like?"
)
CAMPERVAN_FLOWS = (
    (
        u("Hello! I'd like to rent a camper van for a week in June."),
        a("Lovely! Which dates, and which depot would you pick up from?"),
        u(
            "Picking up in Inverness on 14 June and bringing it back on the 21st.",
            "- Depot: Inverness\n- Pick-up: 14 June\n- Drop-off: 21 June",
            "Inverness, 14th to 21st of June please.",
            "From Inverness, Saturday 14/06 to Saturday 21/06.",
        ),
        a(_VAN_OFFER, _VAN_AVAIL),
        u(
            "The Ducato please, £770 is more within our budget.",
            "We'll take the Fiat Ducato. Is the £500 deposit refundable?",
            "Ducato! that's £175 cheaper than the VW, right?",
            "Let's go with the 4-berth Ducato.",
        ),
        a("Sure. Whose name will the rental be under, and what's their driving licence number?"),
        u(
            "Priya Raman, licence RAMAN904125PR9XY.",
            "Name: Priya Raman\nLicence: RAMAN904125PR9XY",
            "It'll be me, Priya Raman - licence number is RAMAN 904125 PR9XY.",
        ),
        a(
            "Booked: CV-61902, Fiat Ducato 4-berth, pick-up Saturday 14 June at 10:00, return 21 June. Total £770, "
            "plus a £500 refundable deposit held on your card at pick-up.",
            call(
                "create_rental",
                {
                    "model": "Fiat Ducato 4-berth",
                    "from": "2025-06-14",
                    "to": "2025-06-21",
                    "driver": "Priya Raman",
                },
                {"booking": "CV-61902", "total": 770.0, "deposit": 500.0, "pickup": "2025-06-14T10:00"},
            ),
        ),
        stop(
            "Brilliant, thank you!",
            "Perfect. CV-61902 - noted. Thanks!",
            "Great, see you on the 14th. Thanks for your help.",
            "",
        ),
    ),
    (
        u("Hello! I'd like to rent a camper van for a week in June."),
        a("Happy to help. Could I take your name and email first?"),
        u(
            "Priya Raman, priya.raman@proton.me",
            "Sure - Priya Raman, email priya.raman@proton.me.",
            "name: Priya Raman / email: priya.raman@proton.me",
        ),
        a("Thanks, Priya. Which dates and which depot?"),
        u(
            "Inverness, 14 to 21 June.",
            "14.06 - 21.06, Inverness depot.",
            "We'd collect from Inverness on June 14th and drop off on June 21st. Two adults, no pets.",
        ),
        a(_VAN_OFFER, _VAN_AVAIL),
        u(
            "The VW California please - £945 in total, right?",
            "VW California Ocean. We really want the pop-up roof.",
            "Let's do the California. 7 nights at £135 works for us.",
        ),
        a("Could I have a phone number for the pick-up day?"),
        u("+44 7911 123456", "07911 123456", "My mobile: +44 (0)7911 123 456"),
        a(
            "All booked: CV-61947, VW California Ocean, 14-21 June, £945 total, £500 deposit at pick-up (10:00).",
            call(
                "create_rental",
                {
                    "model": "VW California Ocean",
                    "from": "2025-06-14",
                    "to": "2025-06-21",
                    "driver": "Priya Raman",
                },
                {"booking": "CV-61947", "total": 945.0, "deposit": 500.0, "pickup": "2025-06-14T10:00"},
            ),
        ),
        u(
            "Thanks! Can we bring a bike rack?",
            "Great. When is the £500 deposit released?",
            "Do we need to return it with a full tank?",
        ),
        a(
            "Bike racks are free on request, the deposit is released within 7 days of the return, and please "
            "bring it back with a full tank."
        ),
        stop("Great, thanks a lot!", "Lovely. Thanks for your help!", "Perfect, all clear. Bye!"),
    ),
)

# -- 5. hairdresser appointment change ---------------------------------------------------------------------------

HAIR = Scenario(
    goal="Move your cut-and-colour appointment with Marta from this Saturday morning to a weekday evening next "
    "week.",
    persona="a nurse who works shifts, writes short messages",
    known_facts={
        "full_name": "Chloe Adeyemi",
        "phone": "0412 555 098",
        "booking_ref": "HB-4471",
        "current_appointment": "2025-05-10 11:00",
    },
    unknown_facts=["cancellation fee: $40", "stylist's surname"],
    expected=["find_booking", "reschedule_booking"],
)
_HAIR_FIND = call(
    "find_booking",
    {"booking_ref": "HB-4471"},
    {
        "ref": "HB-4471",
        "client": "Chloe Adeyemi",
        "service": "cut & colour",
        "stylist": "Marta",
        "when": "2025-05-10T11:00",
        "price": 165.0,
        "marta_free": ["2025-05-13T18:00", "2025-05-15T17:30"],
    },
)
HAIR_FLOWS = (
    (
        u(
            "Hi, I need to move my hair appointment on Saturday.",
            "hey, can I reschedule my cut and colour? can't make sat",
            "Hi - got called in for a shift Saturday, need to move my appointment with Marta.",
            "Hello, I have to change my Saturday 11am booking please.",
        ),
        a("No problem. What's the booking reference, or the phone number on the booking?"),
        u("HB-4471", "ref HB-4471", "0412 555 098", "It's HB4471."),
        a(
            "Thanks, Chloe. I have you with Marta for cut & colour on Saturday 10 May at 11:00, $165. Marta has "
            "Tuesday 13 May at 6 pm or Thursday 15 May at 5:30 pm. Either suit?",
            _HAIR_FIND,
        ),
        u(
            "Tuesday 6pm",
            "tues 13th at 6 works",
            "The Tuesday one please.",
            "Tuesday. Is there a fee for moving it?",
        ),
        a(
            "Done, you're now on Tuesday 13 May at 6 pm with Marta, still $165, and no fee since it's more than 24 "
            "hours' notice.",
            call(
                "reschedule_booking",
                {"booking_ref": "HB-4471", "new_time": "2025-05-13T18:00"},
                {"ref": "HB-4471", "when": "2025-05-13T18:00", "price": 165.0, "fee": 0.0},
            ),
        ),
        stop("Great thanks", "perfect, thx", "Thanks! See you Tuesday.", ""),
    ),
    (
        u(
            "hi, need to reschedule. Chloe Adeyemi, booked sat 10th 11am",
            "Hi, it's Chloe Adeyemi. Can I move my appointment to next week?",
            "Hello, could I push my colour appointment to an evening next week?",
        ),
        a("Sure. Can you confirm the mobile number on the booking?"),
        u("0412 555 098", "0412555098", "it's 0412 555 098"),
        a(
            "Thanks. Your booking HB-4471 is with Marta, Saturday 10 May, 11:00. Next week she has Tuesday 13 May "
            "at 18:00 or Thursday 15 May at 17:30.",
            _HAIR_FIND,
        ),
        u("Thursday 5:30 please", "15th at 5.30pm", "thu 15/05 17:30 pls"),
        a(
            "Moved: Thursday 15 May at 17:30 with Marta. Price unchanged at $165, no fee.",
            call(
                "reschedule_booking",
                {"booking_ref": "HB-4471", "new_time": "2025-05-15T17:30"},
                {"ref": "HB-4471", "when": "2025-05-15T17:30", "price": 165.0, "fee": 0.0},
            ),
        ),
        u(
            "great. how long does it take?",
            "ok. still ref HB-4471?",
            "thanks, do I need to come in with dry hair?",
        ),
        a("About two and a half hours; the reference stays HB-4471, and dry hair is best."),
        stop("ok thanks!", "cool thanks", "Thanks, bye"),
    ),
    (
        u(
            "Hi, can I move my Saturday 11am cut and colour to an evening next week?",
            "hey, need to push my appointment with Marta to next week, evenings only",
            "Hello, I'd like to change my booking with Marta to a weeknight next week please.",
        ),
        a("Sure, what's your booking reference?"),
        u("HB-4471", "It's HB-4471.", "ref is HB 4471"),
        a(
            "Thanks, Chloe. I'm sorry, Marta has no evening slots next week and she's on leave the week after, so I "
            "can't move it to an evening. Your Saturday 10 May, 11:00 booking stays as it is.",
            call(
                "find_booking",
                {"booking_ref": "HB-4471"},
                {
                    "ref": "HB-4471",
                    "stylist": "Marta",
                    "when": "2025-05-10T11:00",
                    "price": 165.0,
                    "marta_free": [],
                },
            ),
        ),
        stop(
            "Ah ok, I'll try to swap my shift then. Thanks.",
            "ok, no worries, thanks anyway",
            "Fine, I'll keep Saturday then. Thanks.",
        ),
    ),
)

# -- 6. ballet trial class (with an opener) ----------------------------------------------------------------------

BALLET = Scenario(
    goal="Book a free trial ballet class for your 7-year-old daughter Maisie on a Saturday morning.",
    persona="a parent, warm and a little anxious about whether a beginner will fit in",
    known_facts={
        "parent_name": "Laura Bennett",
        "child_name": "Maisie Bennett",
        "child_date_of_birth": "2018-02-03",
        "email": "laura.bennett@gmail.com",
        "phone": "(503) 555-0172",
    },
    unknown_facts=["teacher's name", "trial booking code: TR-3308"],
    opener="Hi there, my daughter would love to try a ballet class.",
    expected=["list_classes", "book_trial"],
)
_BALLET_LIST = call(
    "list_classes",
    {"age": 7, "day": "Saturday"},
    {
        "classes": [
            {"id": "BAL-P1-0930", "name": "Primary Ballet", "time": "09:30", "first_date": "2025-09-13"},
            {"id": "BAL-P1-1100", "name": "Primary Ballet", "time": "11:00", "first_date": "2025-09-13"},
        ],
        "term_fee": 180.0,
        "trial_fee": 0.0,
    },
)
BALLET_FLOWS = (
    (
        u("Hi there, my daughter would love to try a ballet class."),
        a("How lovely! How old is she, and has she done any dance before?"),
        u(
            "She's 7 and it would be her very first class.",
            "Maisie is 7 - no lessons at all, she just dances around the living room!",
            "She's seven, a complete beginner. Is that ok?",
            "7 years old, total beginner. I'm a bit worried she'll be behind the others.",
        ),
        a(
            "Perfect, our Primary Ballet class is for beginners aged 6-8. On Saturdays there's 9:30 or 11:00, "
            "starting 13 September, and the trial is free. Which time would you like?",
            _BALLET_LIST,
        ),
        u(
            "9:30 please.",
            "The 9:30 class would be great, we have swimming later on Saturdays.",
            "9.30 on the 13th, please!",
            "Could we do 9:30? And what should she wear?",
        ),
        a("Of course. What's your daughter's full name and date of birth?"),
        u(
            "Maisie Bennett, born 3 February 2018.",
            "Maisie Bennett, DOB Feb 3 2018",
            "Maisie Bennett - 2018-02-03",
            "Her name is Maisie Bennett and her birthday is Feb 3rd, 2018.",
        ),
        a(
            "Thank you! Maisie's trial is booked: Primary Ballet, Saturday 13 September at 9:30, code TR-3308. Her "
            "teacher is Miss Elena. A leotard or comfy clothes and bare feet or socks are fine.",
            call(
                "book_trial",
                {"class_id": "BAL-P1-0930", "child": "Maisie Bennett", "date": "2025-09-13"},
                {"code": "TR-3308", "class": "Primary Ballet", "when": "2025-09-13T09:30", "fee": 0.0},
            ),
        ),
        stop(
            "Thank you so much, she'll be thrilled!",
            "Wonderful, TR-3308 noted. Thanks!",
            "That's perfect, thank you. See you on the 13th!",
            "",
        ),
    ),
    (
        u("Hi there, my daughter would love to try a ballet class."),
        a("Wonderful! Could I have your name and an email for the confirmation?"),
        u(
            "Laura Bennett, laura.bennett@gmail.com",
            "I'm Laura Bennett - laura.bennett@gmail.com",
            "Sure:\nLaura Bennett\nlaura.bennett@gmail.com",
        ),
        a("Thanks, Laura. How old is your daughter?"),
        u("She's 7, her name is Maisie.", "Maisie is seven.", "7! She was born in February 2018."),
        a(
            "For 7-year-olds we have Primary Ballet on Saturdays at 09:30 or 11:00, from 13 September. Trials are "
            "free; a term is $180 after that.",
            _BALLET_LIST,
        ),
        u(
            "11 would suit us better.",
            "The 11:00 one please. Is the $180 for the whole term?",
            "11am please, we're not great at early mornings on Saturdays.",
        ),
        a(
            "Booked: Maisie Bennett, Primary Ballet, Saturday 13 September at 11:00. Your trial code is TR-3308.",
            call(
                "book_trial",
                {"class_id": "BAL-P1-1100", "child": "Maisie Bennett", "date": "2025-09-13"},
                {"code": "TR-3308", "class": "Primary Ballet", "when": "2025-09-13T11:00", "fee": 0.0},
            ),
        ),
        u(
            "Thank you! Should we arrive early on the first day?",
            "Great. Can I watch from the waiting area?",
            "Thanks! Who will be teaching, so I can tell Maisie?",
        ),
        a(
            "Arrive 10 minutes early; parents can watch the last five minutes. Her teacher will be Miss Elena."
        ),
        stop("That's lovely, thank you.", "Perfect, thanks so much!", "Great, thanks for your help."),
    ),
)

# -- 7. sewing-machine repair (with an opener) -------------------------------------------------------------------

SEWING = Scenario(
    goal="Get your sewing machine repaired: the needle keeps jamming and the bobbin thread tangles. Book it into "
    "the workshop and find out the cost.",
    persona="a quilter who sews every day, practical and to the point",
    known_facts={
        "model": "Bernina 335",
        "serial_number": "335-0048127",
        "customer_number": "C-99102",
        "email": "ruth.okafor@outlook.com",
        "phone": "020 7946 0321",
    },
    unknown_facts=["repair estimate: £95", "workshop ticket number"],
    opener="Hello, my sewing machine keeps jamming and I need it repaired.",
    expected=["lookup_machine", "book_repair"],
)
_SEW_LOOKUP = call(
    "lookup_machine",
    {"serial_number": "335-0048127"},
    {
        "model": "Bernina 335",
        "purchased": "2022-10-08",
        "warranty_until": "2024-10-08",
        "owner": "C-99102",
        "estimate": 95.0,
        "dropoff_slots": ["2025-02-18", "2025-02-20"],
    },
)
_SEW_OFFER = (
    "It was bought on 8 October 2022, so the two-year warranty ended on 8 October 2024. A jam and tension service "
    "is estimated at £95. I can take it in on Tuesday 18 February or Thursday 20 February. Which works?"
)
SEWING_FLOWS = (
    (
        u("Hello, my sewing machine keeps jamming and I need it repaired."),
        a(
            "Sorry to hear that. Which model is it, and what's the serial number? It's on the plate under the free arm."
        ),
        u(
            "It's a Bernina 335, serial 335-0048127.",
            "Bernina 335 - serial number 335-0048127",
            "Bernina 335. The serial is 3350048127.",
            "A Bernina 335; serial no. 335-0048127. The needle jams and the bobbin thread tangles underneath.",
        ),
        a("Thanks. " + _SEW_OFFER, _SEW_LOOKUP),
        u(
            "Tuesday the 18th.",
            "18 Feb is fine. £95 is ok.",
            "The Tuesday please. Does the £95 include a new bobbin case if it needs one?",
            "Shame it's out of warranty, but fine. Tuesday 18/02.",
        ),
        a(
            "Booked in for Tuesday 18 February: workshop ticket WS-5531, estimate £95, ready by 25 February. We'll "
            "call if parts are needed.",
            call(
                "book_repair",
                {"serial_number": "335-0048127", "dropoff": "2025-02-18"},
                {"ticket": "WS-5531", "dropoff": "2025-02-18", "estimate": 95.0, "ready_by": "2025-02-25"},
            ),
        ),
        u(
            "Please call me on 020 7946 0321 if so.",
            "Thanks. Should I bring the foot pedal and the bobbin case too?",
            "Good. Is the £95 paid when I collect it?",
        ),
        a("Noted. Please bring the foot pedal and the bobbin case; you pay on collection."),
        stop(
            "Thank you, see you on the 18th.", "Lovely, WS-5531. Thanks.", "Right, thanks for your help.", ""
        ),
    ),
    (
        u("Hello, my sewing machine keeps jamming and I need it repaired."),
        a("I can book that. Are you an existing customer? If so, your customer number please."),
        u("Yes, C-99102.", "customer number C-99102", "I am - it's C99102."),
        a("Thanks, Ruth. And the serial number of the machine?"),
        u("335-0048127", "It's a Bernina 335, serial 335-0048127.", "Serial 335 0048127."),
        a(_SEW_OFFER, _SEW_LOOKUP),
        u(
            "Thursday 20 February, please.",
            "The 20th please. So it's no longer under warranty, that's a pity.",
            "Thursday. £95 is fine.",
        ),
        a(
            "Booked: WS-5531, drop-off Thursday 20 February, estimate £95, ready by 27 February.",
            call(
                "book_repair",
                {"serial_number": "335-0048127", "dropoff": "2025-02-20"},
                {"ticket": "WS-5531", "dropoff": "2025-02-20", "estimate": 95.0, "ready_by": "2025-02-27"},
            ),
        ),
        u(
            "Can you email the ticket to ruth.okafor@outlook.com?",
            "Thanks. Will it definitely be ready by the 27th?",
            "And if it needs parts, will you ring me first?",
        ),
        a(
            "The ticket will be emailed, we'll call before any extra work, and the 27th is our usual turnaround."
        ),
        stop("Good, thank you.", "Thanks very much.", "Perfect, see you on the 20th."),
    ),
)

# -- 8. wine-tasting booking -------------------------------------------------------------------------------------

WINETASTING = Scenario(
    goal="Book the afternoon wine tasting at the vineyard for four people on Saturday 21 June, and use your gift "
    "voucher.",
    persona=None,
    known_facts={
        "full_name": "Daniel Fischer",
        "email": "d.fischer@posteo.de",
        "phone": "+49 151 23456789",
        "voucher_code": "GV-88341",
    },
    unknown_facts=["voucher balance: €45", "sommelier's name"],
    expected=["check_slots", "book_tasting"],
)
_WINE_SLOTS = call(
    "check_slots",
    {"date": "2025-06-21", "guests": 4},
    {"slots": ["14:00", "16:30"], "price_per_person": 32.0, "total": 128.0},
)
_WINE_VOUCHER = call(
    "check_voucher", {"code": "GV-88341"}, {"code": "GV-88341", "balance": 45.0, "expires": "2025-12-31"}
)
WINETASTING_FLOWS = (
    (
        u(
            "Hi, I'd like to book a wine tasting for four people on Saturday 21 June, in the afternoon.",
            "Hello! Do you have space for 4 at the afternoon tasting on 21 June?",
            "Hi there, we're a group of four and would love to come for a tasting on Saturday the 21st of June, "
            "afternoon if possible.",
            "hi - tasting for 4 ppl, sat 21.06, afternoon?",
        ),
        a(
            "On Saturday 21 June we have 14:00 and 16:30 sessions, €32 per person, so €128 for four. Which one?",
            _WINE_SLOTS,
        ),
        u(
            "14:00 please.",
            "The 2pm one.",
            "2 o'clock would be great. I also have a gift voucher, can I use it?",
            "Let's do 14:00. €128 is fine.",
        ),
        a("What name should the booking be under? And if you have a gift voucher, the code please."),
        u(
            "Daniel Fischer, and the voucher code is GV-88341.",
            "Name: Daniel Fischer. Voucher: GV-88341",
            "Fischer, Daniel. Yes, voucher GV88341.",
        ),
        a(
            "Voucher GV-88341 has €45 left, valid until 31 December. I'll apply it, leaving €83 to pay on the day. "
            "Shall I confirm?",
            _WINE_VOUCHER,
        ),
        u(
            "Yes, please confirm.",
            "Yes - so €83 on the day for all four of us. Go ahead.",
            "Perfect, please book it.",
            "yes. can we pay the €83 by card?",
        ),
        a(
            "Confirmed: WT-20619, Saturday 21 June at 14:00 for four, voucher €45 applied, €83 due on arrival. Card "
            "is fine.",
            call(
                "book_tasting",
                {"date": "2025-06-21", "time": "14:00", "guests": 4, "voucher": "GV-88341"},
                {"booking": "WT-20619", "total": 128.0, "voucher_applied": 45.0, "due": 83.0},
            ),
        ),
        stop("Wonderful, thank you!", "Great, see you on the 21st.", "Thanks a lot. WT-20619, got it.", ""),
    ),
    (
        u(
            "Hello, I'd like to book a tasting with a gift voucher.",
            "Hi, I got a voucher for Christmas (GV-88341) and want to book a tasting for 4.",
            "Good afternoon. Could I book the afternoon tasting on the 21st of June for four people? I have a "
            "voucher.",
        ),
        a("Of course. Let me check the voucher first: could you confirm the code?"),
        u("GV-88341", "It's GV-88341.", "GV 88341"),
        a(
            "Voucher GV-88341 has a balance of €45 until 31.12.2025. Which date and how many guests?",
            _WINE_VOUCHER,
        ),
        u(
            "Saturday 21 June, four people, afternoon.",
            "21/06, 4 guests, afternoon please",
            "the 21st of June for 4. €45 is a nice start!",
        ),
        a(
            "On 21 June there's 14:00 or 16:30, €32 per person (€128 total). With the voucher you'd pay €83.",
            _WINE_SLOTS,
        ),
        u("16:30 please.", "Half four, please.", "The later one, 16:30."),
        a("And a name and phone number for the booking?"),
        u(
            "Daniel Fischer, +49 151 23456789",
            "Daniel Fischer, 0151 2345 6789",
            "Name Daniel Fischer, mobile +49 151 2345 6789",
        ),
        a(
            "Booked: WT-20644, 21 June at 16:30, four guests, €83 due after the voucher.",
            call(
                "book_tasting",
                {"date": "2025-06-21", "time": "16:30", "guests": 4, "voucher": "GV-88341"},
                {"booking": "WT-20644", "total": 128.0, "voucher_applied": 45.0, "due": 83.0},
            ),
        ),
        u(
            "Thanks! Is there food with the tasting?",
            "Great. Is there parking at the vineyard?",
            "Thanks. One of us doesn't drink - can she still come along?",
        ),
        a("Cheese and bread are included, parking is free, and non-drinkers are welcome at no charge."),
        stop("Great, thank you.", "Perfect, see you then!", "Thanks a lot, bye."),
    ),
)

# -- 9. hostel bed booking (with an opener) ----------------------------------------------------------------------

HOSTEL = Scenario(
    goal="Book one bed in a mixed dorm at the Lisbon hostel for three nights, 8 to 11 August, as cheaply as "
    "possible.",
    persona="a backpacker on a budget, informal, makes the odd typo",
    known_facts={
        "full_name": "Jonas Lindqvist",
        "email": "jonas.lindqvist@hotmail.se",
        "passport_number": "SE8841207",
        "phone": "+46 70 123 45 67",
    },
    unknown_facts=["city tax: €12", "door code"],
    opener="hey, do you have a dorm bed free in August?",
    expected=["check_beds", "book_bed"],
)
_HOSTEL_BEDS = call(
    "check_beds",
    {"from": "2025-08-08", "to": "2025-08-11", "room": "mixed dorm"},
    {
        "beds": [
            {"room": "8-bed mixed", "nightly": 24.0, "total": 72.0},
            {"room": "4-bed mixed", "nightly": 31.0, "total": 93.0},
        ],
        "checkin_from": "14:00",
    },
)
_HOSTEL_OFFER = (
    "For 8-11 August I have a bed in the 8-bed mixed dorm at €24 a night (€72 total) or in the 4-bed mixed dorm at "
    "€31 (€93). Which one?"
)
HOSTEL_FLOWS = (
    (
        u("hey, do you have a dorm bed free in August?"),
        a("Hi! Which nights are you looking at?"),
        u(
            "8 to 11 august, so 3 nights",
            "aug 8th - 11th, just me",
            "checking in the 8th, out on the 11th. mixed dorm is fine",
            "From 08/08 to 11/08, one bed please",
        ),
        a(_HOSTEL_OFFER, _HOSTEL_BEDS),
        u(
            "the 8 bed one, cheapest pls",
            "8-bed dorm, €72 is good",
            "8-bed! saves me €21 vs the 4 bed lol",
            "Cheapest one please - the 8 bed mixed",
        ),
        a("Great. Your full name and passport number for check-in, please?"),
        u(
            "Jonas Lindqvist, passport SE8841207",
            "jonas lindqvist - SE8841207",
            "Name Jonas Lindqvist\npassport no SE 884 1207",
        ),
        a(
            "Booked! HL-7302-LX, 8-bed mixed dorm, 8-11 August, €72. A city tax of €12 is paid at check-in, which "
            "opens at 14:00.",
            call(
                "book_bed",
                {"room": "8-bed mixed", "from": "2025-08-08", "to": "2025-08-11", "guest": "Jonas Lindqvist"},
                {"booking": "HL-7302-LX", "total": 72.0, "city_tax": 12.0, "checkin": "2025-08-08T14:00"},
            ),
        ),
        stop("sweet, thanks!", "awesome thx, see u on the 8th", "Perfect, thanks a lot!", ""),
    ),
    (
        u("hey, do you have a dorm bed free in August?"),
        a("We might! What are your dates, and can I have an email to send the quote to?"),
        u(
            "8-11 aug, jonas.lindqvist@hotmail.se",
            "Aug 8 to 11. email is jonas.lindqvist@hotmail.se",
            "the 8th til the 11th of augst, email jonas.lindqvist@hotmail.se",
        ),
        a(_HOSTEL_OFFER, _HOSTEL_BEDS),
        u("the 4 bed dorm please, i need some sleep haha", "4-bed mixed for €93", "i'll take the 4-bed one"),
        a("Name and passport number?"),
        u("Jonas Lindqvist, SE8841207", "Jonas Lindqvist. passport SE8841207", "jonas lindqvist, SE8841207"),
        a(
            "Done: HL-7318-LX, 4-bed mixed dorm, 8-11 August, €93 plus €12 city tax at check-in.",
            call(
                "book_bed",
                {"room": "4-bed mixed", "from": "2025-08-08", "to": "2025-08-11", "guest": "Jonas Lindqvist"},
                {"booking": "HL-7318-LX", "total": 93.0, "city_tax": 12.0, "checkin": "2025-08-08T14:00"},
            ),
        ),
        u(
            "cool, is there a kitchen i can use?",
            "thx. can i leave my bag there before check-in?",
            "nice. do i need a padlock for the lockers?",
        ),
        a(
            "There's a shared kitchen, free luggage storage from 8 am, and the lockers take your own padlock (or "
            "buy one at reception for €5)."
        ),
        stop("perfect thanks!", "great, cheers", "cool, thank u!"),
    ),
)

# -- 10. surf lesson booking -------------------------------------------------------------------------------------

SURF = Scenario(
    goal="Book a beginner group surf lesson for you and your partner Ciarán during your holiday in Newquay next "
    "week, before you leave.",
    persona=None,
    known_facts={
        "full_name": "Aoife Gallagher",
        "partner_name": "Ciarán Doyle",
        "email": "aoife.g@icloud.com",
        "phone": "+353 87 765 4321",
        "departure_date": "2025-07-26",
    },
    unknown_facts=["instructor's name", "booking number: SRF-4410"],
    expected=["check_lessons", "book_lesson"],
)
_SURF_LESSONS = call(
    "check_lessons",
    {"level": "beginner", "from": "2025-07-21", "to": "2025-07-25"},
    {
        "lessons": [
            {"id": "L-0722-AM", "date": "2025-07-22", "time": "09:00", "price": 45.0, "spaces": 6},
            {"id": "L-0724-PM", "date": "2025-07-24", "time": "14:00", "price": 45.0, "spaces": 2},
        ],
        "wetsuit_hire": "included",
    },
)
_SURF_OFFER = (
    "Next week we have beginner group lessons on Tuesday 22 July at 9:00 (6 spaces) and Thursday 24 July at 14:00 "
    "(2 spaces left), £45 each including a wetsuit. Which would you like?"
)
_SURF_PEOPLE = ["Aoife Gallagher", "Ciarán Doyle"]
SURF_FLOWS = (
    (
        u(
            "Hi! My partner and I want to book a beginner surf lesson next week.",
            "hello, do you have beginner group lessons next week? it's for 2 of us",
            "Hi there, we're in Newquay on holiday and want to try surfing - never done it before. Can we book a "
            "group lesson?",
            "Hey! Looking for a beginners lesson for me and my boyfriend next week, we leave on the 26th.",
        ),
        a(_SURF_OFFER, _SURF_LESSONS),
        u(
            "Tuesday morning please.",
            "The 22nd at 9 sounds good!",
            "Tuesday 9am. So £90 for both of us?",
            "We'll take Tuesday 22/07 at 9:00.",
        ),
        a("Lovely. Can I have both names?"),
        u(
            "Aoife Gallagher and Ciarán Doyle.",
            "Aoife Gallagher & Ciaran Doyle",
            "me: Aoife Gallagher, my partner: Ciarán Doyle",
        ),
        a("And an email for the confirmation?"),
        u("aoife.g@icloud.com", "Sure, aoife.g@icloud.com", "it's aoife.g@icloud.com thanks"),
        a(
            "Booked! SRF-4410: beginner group lesson, Tuesday 22 July at 9:00 for two, £90 total. Your instructor is "
            "Kit; meet at the hut on Fistral Beach 15 minutes early.",
            call(
                "book_lesson",
                {"lesson": "L-0722-AM", "people": _SURF_PEOPLE},
                {"booking": "SRF-4410", "date": "2025-07-22T09:00", "total": 90.0},
            ),
        ),
        stop("Amazing, thank you!", "Brilliant, see you Tuesday!", "Thanks so much. SRF-4410 saved.", ""),
    ),
    (
        u(
            "Hi, I'd like to book a surf lesson for two beginners.",
            "hi, can you book me and my partner Ciarán into a beginner lesson?",
            "Hello, is there a group lesson for beginners before the 26th of July?",
        ),
        a(_SURF_OFFER, _SURF_LESSONS),
        u(
            "Thursday afternoon please, are the 2 spaces still free?",
            "The Thursday 24th at 2pm",
            "Could we do Thursday? We're on a boat trip on Tuesday.",
        ),
        a("Yes, I can hold both. What names and phone number should I put on the booking?"),
        u(
            "Aoife Gallagher and Ciarán Doyle, +353 87 765 4321",
            "Aoife Gallagher, Ciarán Doyle. Phone 087 765 4321",
            "Names: Aoife Gallagher + Ciarán Doyle\nPhone: +353877654321",
        ),
        a(
            "Booked: SRF-4410, Thursday 24 July at 14:00, two people, £90, wetsuits included.",
            call(
                "book_lesson",
                {"lesson": "L-0724-PM", "people": _SURF_PEOPLE},
                {"booking": "SRF-4410", "date": "2025-07-24T14:00", "total": 90.0},
            ),
        ),
        u(
            "Great! What should we bring?",
            "Thanks. What happens if the weather's bad?",
            "Do we need to be strong swimmers?",
        ),
        a(
            "Just swimwear, a towel and sun cream. If conditions are unsafe we move you to another slot or refund "
            "you, and you only need to be comfortable in the water."
        ),
        stop("Perfect, thanks!", "Great, cheers!", "Thanks, see you Thursday."),
    ),
    (
        u(
            "Hi, can we book a beginner group lesson for two next week?",
            "hello! two beginners looking for a group surf lesson next week",
            "Hi, me and my partner Ciarán want to learn to surf - any group lessons next week?",
        ),
        a(_SURF_OFFER, _SURF_LESSONS),
        u("Tuesday at 9 please.", "22 July, 9am please", "The Tuesday morning one"),
        a("Great. Names for both of you?"),
        u(
            "Aoife Gallagher and Ciarán Doyle",
            "Aoife Gallagher, Ciaran Doyle",
            "Aoife Gallagher + Ciarán Doyle",
        ),
        a(
            "I'm sorry, the booking didn't go through: our booking system returned an error. Could you call the surf "
            "school directly on the number on our website?",
            call(
                "book_lesson",
                {"lesson": "L-0722-AM", "people": _SURF_PEOPLE},
                error="BookingError: payment gateway unavailable",
            ),
        ),
        stop(
            "Ok, I'll give them a ring. Thanks.",
            "oh well, I'll call them tomorrow then. thanks",
            "No problem, I'll phone. Bye!",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("courier", COURIER, COURIER_FLOWS),
    Domain("greenhouse", GREENHOUSE, GREENHOUSE_FLOWS),
    Domain("chess", CHESS, CHESS_FLOWS),
    Domain("campervan", CAMPERVAN, CAMPERVAN_FLOWS),
    Domain("hair", HAIR, HAIR_FLOWS),
    Domain("ballet", BALLET, BALLET_FLOWS),
    Domain("sewing", SEWING, SEWING_FLOWS),
    Domain("winetasting", WINETASTING, WINETASTING_FLOWS),
    Domain("hostel", HOSTEL, HOSTEL_FLOWS),
    Domain("surf", SURF, SURF_FLOWS),
]


# -- seeded faults -----------------------------------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "courier",
        0,
        Say(0, "Hi, a parcel I sent arrived smashed and I'd like to claim for it."),
        "last words changed",
    ),
    F(
        "opener",
        "courier",
        1,
        Say(
            0,
            "Hi, a parcel I sent arrived smashed and I'd like to make a claim. Tracking is PX-5520-8817-GB.",
        ),
        "opener plus the tracking number",
    ),
    F(
        "opener",
        "campervan",
        0,
        Say(0, "Hello! I'd like to rent a campervan for a week in June."),
        "one word respelled",
    ),
    F(
        "opener",
        "campervan",
        1,
        Say(0, "Hi! I'm looking to hire a motorhome for seven days in June, picking up in Inverness."),
        "paraphrase",
    ),
    F(
        "opener",
        "ballet",
        0,
        Say(
            0,
            "Hi there! My daughter would love to try a ballet class. Do you have anything on Saturday mornings?",
        ),
        "opener extended with a question",
    ),
    F("opener", "sewing", 0, Say(0, "Hello, my sewing machine keeps jamming."), "truncated"),
    F(
        "opener",
        "sewing",
        1,
        Say(0, "My Bernina keeps jamming and the bobbin thread is a mess - I need it repaired."),
        "rewritten",
    ),
    F("opener", "hostel", 0, Say(0, "hey, do you have a free bed in a dorm in august?"), "reordered"),
    # -- reply_shape: more than one voice, reasoning, the assistant's voice, stop signal, asking stop, self-answer
    F(
        "reply_shape",
        "greenhouse",
        0,
        Say(
            1,
            "It's GH-30418.\n\nAgent: Thank you, I've found your order. Which day suits you for collection?",
        ),
        "second speaker",
    ),
    F(
        "reply_shape",
        "chess",
        0,
        Say(1, "(thinking: the club wants my FIDE ID, and it's in my details, so I'll give it) 21170452"),
        "reasoning in parentheses",
    ),
    F(
        "reply_shape",
        "hair",
        0,
        Say(
            2,
            "Tuesday 6pm. Is there a fee for moving it? No, there shouldn't be, it's more than a day's notice.",
        ),
        "answers its own question",
    ),
    F("reply_shape", "campervan", 0, Say(2, "User: The Ducato please, £770 fits our budget."), "user marker"),
    F(
        "reply_shape",
        "winetasting",
        0,
        Say(
            3, "Yes, please confirm. Thank you for booking with us, we look forward to welcoming your group!"
        ),
        "the vineyard's voice",
    ),
    F(
        "reply_shape",
        "surf",
        1,
        Say(4, "Brilliant, thanks! What time should we get there?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "hostel",
        1,
        Say(4, "nice. ###STOP### actually wait, do i need a padlock for the lockers?"),
        "stop signal inside the text",
    ),
    F(
        "reply_shape",
        "ballet",
        1,
        Say(
            1,
            "<reasoning>The receptionist needs my name and email; both are in my profile.</reasoning>\n"
            "Laura Bennett, laura.bennett@gmail.com",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "sewing",
        0,
        Say(
            3,
            "Thanks. Your machine will be ready by 25 February. Is there anything else I can help you with?",
        ),
        "role inversion",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "courier", 0, Say(1, "It's PX-5520-8871-GB."), "tracking digits swapped"),
    F("invented_specifics", "greenhouse", 1, Say(2, "My mobile is 07700 900471."), "phone digits swapped"),
    F(
        "invented_specifics",
        "chess",
        1,
        Say(2, "tomek.w@student.uwe.ac.uk, or my personal one tomek.wierzbicki@gmail.com"),
        "a second email",
    ),
    F(
        "invented_specifics",
        "campervan",
        1,
        Say(3, "The VW California please - £954 in total, right?"),
        "total with digits swapped",
    ),
    F(
        "invented_specifics",
        "hair",
        1,
        Say(2, "Thursday 5:30 please. Could you book my sister in with Marta on the 22nd as well?"),
        "a date nobody gave",
    ),
    F(
        "invented_specifics",
        "ballet",
        0,
        Say(
            3,
            "Maisie Bennett, born 3 February 2018. My husband's number is (503) 555-0198 if you can't reach me.",
        ),
        "a second phone number",
    ),
    F(
        "invented_specifics",
        "winetasting",
        1,
        Say(1, "GV-88341, and I have a second one too, GV-88342."),
        "a second voucher code",
    ),
    F(
        "invented_specifics",
        "hostel",
        0,
        Say(2, "the 8 bed one, cheapest pls. i only paid €20 a night last summer"),
        "an amount from nowhere",
    ),
    F(
        "invented_specifics",
        "surf",
        0,
        Say(3, "aoife.g@icloud.com - and our hotel booking is HH-55120 in case you need it."),
        "a booking number",
    ),
    # -- unknown_fact: the user states what it does not know before the agent said it
    F(
        "unknown_fact",
        "courier",
        0,
        Say(
            3,
            "Yes, I have photos of the vase and the box. Please pay it by 28 March, I need it for new stock.",
        ),
        "payout date before the agent said it",
    ),
    F(
        "unknown_fact",
        "greenhouse",
        0,
        Say(1, "It's GH-30418. I think my return number is RMA-77120 from when I tried the form online."),
        "return number",
    ),
    F(
        "unknown_fact",
        "chess",
        1,
        Say(3, "yes please. will Sam Okoro still be the league captain? he's great"),
        "league captain named",
    ),
    F(
        "unknown_fact",
        "campervan",
        0,
        Say(1, "Inverness, 14th to 21st of June please. I read online that the deposit is £500?"),
        "deposit before the agent said it",
    ),
    F(
        "unknown_fact",
        "hair",
        0,
        Say(
            0,
            "Hi, I need to move my Saturday appointment. I know there's a $40 fee for changes, that's fine.",
        ),
        "cancellation fee",
    ),
    F(
        "unknown_fact",
        "ballet",
        0,
        Say(2, "9:30 please. Maisie's friend says Miss Elena teaches that one, and she adores her."),
        "teacher's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "sewing",
        1,
        Say(1, "Yes, C-99102. Someone at the quilting group said a jam repair is about £95?"),
        "repair estimate",
    ),
    F(
        "unknown_fact",
        "winetasting",
        1,
        Say(1, "GV-88341. It should still have €45 on it."),
        "voucher balance",
    ),
    F(
        "unknown_fact",
        "hostel",
        1,
        Say(2, "the 4 bed dorm please. plus the €12 city tax right?"),
        "city tax before the agent said it",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "courier",
        0,
        Say(
            1,
            "PX-5520-8817-GB. Sent on 11 March from BS3 4QT, declared value £85, and my email is "
            "hana@kilnandclay.co.uk.",
        ),
        "asked for the tracking number, gives four more",
    ),
    F(
        "data_dump",
        "greenhouse",
        0,
        Say(
            0,
            "Hello, I'd like to return my greenhouse kit, order GH-30418. I paid £349.99, I live at 12 Orchard Row, "
            "Hereford HR1 2LP and my phone is 07700 900417.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "chess",
        0,
        Say(
            0,
            "hi, i'm Tomasz Wierzbicki (born 2003-09-22), FIDE ID 21170452, email tomek.w@student.uwe.ac.uk - want "
            "to join + play thursdays",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "campervan",
        0,
        Say(
            1,
            "- Depot: Inverness\n- Dates: 14-21 June\n- Driver: Priya Raman\n- Licence: RAMAN904125PR9XY\n"
            "- Mobile: +44 7911 123456",
        ),
        "asked for dates, a list with three more facts",
    ),
    F(
        "data_dump",
        "hair",
        1,
        Say(0, "hi, Chloe Adeyemi here, ref HB-4471, mob 0412 555 098 - need to move my sat 10th 11am"),
        "four facts up front",
    ),
    F(
        "data_dump",
        "ballet",
        0,
        Say(
            1,
            "She's 7, a total beginner. She's Maisie Bennett, born 2018-02-03; I'm Laura Bennett and you can email "
            "me at laura.bennett@gmail.com.",
        ),
        "asked for the age, gives four facts",
    ),
    F(
        "data_dump",
        "sewing",
        1,
        Say(
            1,
            "Yes, C-99102. It's a Bernina 335, serial 335-0048127, and you can reach me on 020 7946 0321 or "
            "ruth.okafor@outlook.com.",
        ),
        "asked for the customer number, gives four more",
    ),
    F(
        "data_dump",
        "winetasting",
        0,
        Say(
            1,
            "14:00 please. Booking name Daniel Fischer, voucher GV-88341, phone +49 151 23456789, email "
            "d.fischer@posteo.de.",
        ),
        "four facts before they were asked",
    ),
    F(
        "data_dump",
        "surf",
        1,
        Say(
            0,
            "Hi, I'm Aoife Gallagher - can you book me and Ciarán Doyle into a beginner lesson? We leave on 26 July. "
            "Email aoife.g@icloud.com.",
        ),
        "four facts up front",
    ),
    # -- premature_stop: the user stops before the expected write; the agent neither failed nor refused
    F(
        "premature_stop",
        "courier",
        0,
        StopAt(6, "Ok, I'll dig out the photos and get back to you. Thanks."),
        "after the photo question",
    ),
    F(
        "premature_stop",
        "greenhouse",
        1,
        StopAt(6, "Let me check with my wife which day is better and I'll ring back."),
        "after the collection slots",
    ),
    F(
        "premature_stop",
        "chess",
        0,
        StopAt(4, "cool, i'll think about it and sign up next week. cheers"),
        "after the prices",
    ),
    F("premature_stop", "campervan", 1, StopAt(8, ""), "silent stop after the phone question"),
    F("premature_stop", "hair", 0, StopAt(4, "Ok, I'll check my roster first. Thanks"), "after the slots"),
    F(
        "premature_stop",
        "ballet",
        1,
        StopAt(6, "Thanks, I'll talk to her dad and get back to you!"),
        "after the class times",
    ),
    F(
        "premature_stop",
        "sewing",
        0,
        StopAt(4, "Hmm, £95 is more than I expected. I'll think it over, thank you."),
        "after the estimate",
    ),
    F(
        "premature_stop",
        "winetasting",
        1,
        StopAt(8, "Thanks, that's all for now."),
        "after the name question",
    ),
    F(
        "premature_stop",
        "hostel",
        0,
        StopAt(6, "ok cool, ill book on the website later, thx"),
        "after the passport question",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "courier", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "greenhouse", 0, meta(1, prompt_missing=["known_facts.order_number"]), "a known fact"),
    F("persona_sent", "chess", 1, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "campervan", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F(
        "persona_sent",
        "hair",
        1,
        meta(1, prompt_missing=["known_facts.phone", "known_facts.booking_ref"]),
        "two known facts",
    ),
    F(
        "persona_sent",
        "winetasting",
        0,
        meta(0, prompt_missing=["goal", "known_facts.voucher_code"]),
        "goal and a known fact",
    ),
    F("persona_sent", "hostel", 1, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "surf", 0, meta(1, prompt_missing=["known_facts.email"]), "a known fact"),
]
