"""Blind set 6, part J: ten customer-service scenarios and 61 seeded faults for the simulator's fidelity guards.

Written by a helper session before any run, without seeing how the guards work. What was read: the guide's
"Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` and the sections after it
up to "Statistics over valid trials", ``check_fidelity``'s docstring, the first blind set's framework
(``tests/_fidelity_blind.py``: ``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``) and the step helpers and one
worked domain of ``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of
``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run; the labels come from the
definitions, not from what a guard says.

Ten domains that reuse none of the earlier sets' (waterbill, cinema, bowling, wineclub, mower, gutter, magazine,
checkout, climbing, scooter), two or three flows each. Every user turn lists alternatives, all clean by hand: the
opener word for word, one voice, at most two known facts volunteered per turn before the agent asks for them, no
unknown fact before the agent told it, only specifics from the scenario, an earlier message or a tool result (or
worked out from them: a difference of two amounts, a count times a price, a date in another format), and a stop
only after the expected write ran or the agent failed or refused. Some flows end with a tool error or a refusal.

``FAULTS`` breaks exactly one rule per conversation, labelled with the guard that should catch it: opener 8,
reply_shape 9, invented_specifics 9, unknown_fact 9, data_dump 9, premature_stop 9, persona_sent 8.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. water-bill dispute ---------------------------------------------------------------------------------------

WATERBILL = Scenario(
    goal="This quarter's water bill is far higher than usual; dispute it and get the meter checked.",
    persona="a retired schoolteacher who keeps careful records",
    known_facts={
        "account_number": "WTR-30418-77",
        "service_address": "22 Linden Court, Harlow",
        "bill_amount": "$412.86",
        "email": "g.marsh@postbox.net",
        "meter_reading": "08812",
    },
    unknown_facts=["leak adjustment case number: LA-20931", "inspection window"],
    expected=["open_bill_dispute"],
)
_WATER_LOOKUP = call(
    "get_water_account",
    {"account_number": "WTR-30418-77"},
    {
        "account": "WTR-30418-77",
        "address": "22 Linden Court, Harlow",
        "bill": {
            "date": "2024-09-30",
            "amount": 412.86,
            "usage_m3": 61,
            "reading": "08790",
            "read_on": "2024-09-24",
        },
        "previous": {"amount": 96.40, "usage_m3": 14},
    },
)
_WATER_LOOKUP_ADDR = call(
    "find_water_account",
    {"address": "22 Linden Court, Harlow", "email": "g.marsh@postbox.net"},
    {
        "account": "WTR-30418-77",
        "bill": {
            "date": "2024-09-30",
            "amount": 412.86,
            "usage_m3": 61,
            "reading": "08790",
            "read_on": "2024-09-24",
        },
    },
)
WATERBILL_FLOWS = (
    (
        u(
            "Hi, my latest water bill is way higher than normal - I'd like to dispute it.",
            "Hello. I received my quarterly water bill and it is far more than we usually pay. I would like to "
            "dispute it, please.",
            "hey, water bill this quarter is crazy high, can someone look at it?",
            "Good afternoon, I want to query my water bill. It's $412.86, which can't be right.",
        ),
        a("I'm sorry to hear that. Could you give me the account number printed on the bill?"),
        u(
            "Sure, it's WTR-30418-77.",
            "WTR-30418-77",
            "Account number: WTR 30418 77",
            "its wtr3041877 i think, top right of the bill",
        ),
        a(
            "Thank you. I have the account for 22 Linden Court, Harlow. The bill dated September 30, 2024 is $412.86 "
            "for 61 cubic metres, based on a meter reading of 08790 taken on September 24. Your previous bill was "
            "$96.40 for 14 cubic metres. Is that the bill you're asking about?",
            _WATER_LOOKUP,
        ),
        u(
            "Yes, that's the one - $412.86. Our usage hasn't changed at all, 14 cubic metres last time sounds right.",
            "Yes. 61 m3 against 14 m3 is a jump of 47 cubic metres, and we haven't done anything different.",
            "Yes, the Sept 30 bill. Could the reading of 08790 be wrong?",
            "yes thats it. $412.86 vs $96.40 last quarter, thats $316.46 more for no reason",
        ),
        a(
            "I can open a dispute and send an inspector to re-read the meter and check for leaks. The case is "
            "reviewed within 10 business days, and collection of the $412.86 is paused meanwhile. Shall I open it?"
        ),
        u(
            "Yes please open it.",
            "Yes, go ahead. Will I get something in writing? My email is g.marsh@postbox.net.",
            "Please do. So I don't have to pay the $412.86 until it's reviewed?",
            "Yes. Ten business days is fine.",
        ),
        a(
            "Done. Dispute DSP-118204 is open, a meter re-read is booked for October 8, and payment is on hold until "
            "the review is finished. A confirmation will go to the email on file.",
            call(
                "open_bill_dispute",
                {"account_number": "WTR-30418-77", "reason": "unusually high usage"},
                {"dispute_id": "DSP-118204", "reread": "2024-10-08", "collection_hold": True},
            ),
        ),
        stop(
            "Thank you, DSP-118204 noted.",
            "Lovely, thanks for your help.",
            "Great, October 8th it is. Thanks!",
            "",
        ),
    ),
    (
        u(
            "Hello, I'd like to dispute my water bill, it's much higher than usual.",
            "Hi - I think my water bill is wrong. It's $412.86 and we normally pay a fraction of that.",
            "Hi there, can you help me with a bill dispute? Water account WTR-30418-77.",
        ),
        a("Of course. What's the service address?"),
        u("22 Linden Court, Harlow.", "It's 22 Linden Ct, Harlow", "22 Linden Court in Harlow"),
        a("Thanks. And the email address on the account, so I can verify it?"),
        u(
            "g.marsh@postbox.net",
            "It's g.marsh@postbox.net.",
            "G.Marsh@postbox.net - all lower case actually",
        ),
        a(
            "Verified. Account WTR-30418-77: the September 30 bill is $412.86 for 61 cubic metres, from a reading of "
            "08790 on September 24. Do you have a current meter reading?",
            _WATER_LOOKUP_ADDR,
        ),
        u(
            "Yes, I read it this morning: 08812.",
            "I do - it says 08812 today.",
            "08812. That's only 22 more than your reading on the 24th, so we're hardly using anything.",
            "Just checked, the meter shows 08812.",
        ),
        a(
            "Thanks, that looks like normal use since the 24th. I'll open a dispute with a leak check and a re-read; "
            "the $412.86 is on hold while it's reviewed. OK to proceed?"
        ),
        u("Yes please.", "Yes, go ahead and open it.", "Please do. Thank you for putting the bill on hold."),
        a(
            "Dispute DSP-118205 is open; an inspector will visit on October 8 between 9 am and 12 pm.",
            call(
                "open_bill_dispute",
                {"account_number": "WTR-30418-77", "reason": "high usage", "meter_reading": "08812"},
                {"dispute_id": "DSP-118205", "visit": "2024-10-08 09:00-12:00", "collection_hold": True},
            ),
        ),
        stop(
            "Thanks, I'll be home on the 8th.",
            "Perfect, thank you very much. Goodbye.",
            "Wonderful, much appreciated.",
        ),
    ),
)

# -- 2. cinema membership cancellation ---------------------------------------------------------------------------

CINEMA = Scenario(
    goal="Cancel your cinema membership at the end of the current billing month.",
    persona="a film student who is moving abroad",
    known_facts={
        "member_number": "CX-5521-0983",
        "email": "noor.haddad@mailbox.org",
        "date_of_birth": "1999-02-17",
        "monthly_fee": "£18.99",
    },
    unknown_facts=["final billing date: 2024-11-14", "retention offer"],
    opener="Hi, I'd like to cancel my cinema membership please.",
    expected=["cancel_membership"],
)
_CINEMA_LOOKUP = call(
    "get_membership",
    {"member_number": "CX-5521-0983"},
    {
        "member": "CX-5521-0983",
        "name": "Noor Haddad",
        "plan": "Unlimited",
        "fee": 18.99,
        "next_billing": "2024-11-14",
        "access_until_if_cancelled": "2024-12-13",
    },
)
CINEMA_FLOWS = (
    (
        u("Hi, I'd like to cancel my cinema membership please."),
        a("Sorry to see you go! What's your membership number?"),
        u("CX-5521-0983", "It's CX-5521-0983.", "Membership no. is cx 5521 0983", "Sure, CX55210983."),
        a("And your date of birth, for security?"),
        u("17 February 1999", "17/02/1999", "Feb 17th, 1999", "1999-02-17"),
        a(
            "Thanks, Noor. Your Unlimited plan costs £18.99 a month and next bills on November 14, 2024. If you "
            "cancel now, that will be your last payment and your card works until December 13. Before you go: I can "
            "offer 3 months at half price (£9.50 a month). Would you like that instead, or shall I cancel?",
            _CINEMA_LOOKUP,
        ),
        u(
            "No thanks, please cancel - I'm moving abroad so I won't be able to use it.",
            "That's kind but no, go ahead and cancel. So November 14 is the last £18.99?",
            "I'll pass on the £9.50 offer, please cancel it.",
            "no thank you, just cancel. I can still go until 13 Dec, right?",
        ),
        a(
            "Done - membership CX-5521-0983 is cancelled, confirmation CN-774120. The last charge of £18.99 is on "
            "November 14 and you can keep using your card until December 13. A confirmation email is on its way.",
            call(
                "cancel_membership",
                {"member_number": "CX-5521-0983", "effective": "2024-12-13"},
                {"status": "cancelled", "confirmation": "CN-774120", "last_charge": "2024-11-14"},
            ),
        ),
        stop(
            "Thanks for making that easy!", "Great, thank you. Bye!", "Perfect, CN-774120 noted. Cheers", ""
        ),
    ),
    (
        u("Hi, I'd like to cancel my cinema membership please."),
        a("I can help with that. What email address is the membership under?"),
        u(
            "noor.haddad@mailbox.org",
            "It's noor.haddad@mailbox.org",
            "Noor.Haddad@mailbox.org",
            "the email is noor.haddad@mailbox.org, membership CX-5521-0983 if you need it",
        ),
        a(
            "Found it: membership CX-5521-0983, Unlimited, £18.99 per month, next payment on 14 November 2024. "
            "Cancelling takes effect at the end of that billing month, on 13 December. Shall I go ahead?",
            call(
                "find_membership",
                {"email": "noor.haddad@mailbox.org"},
                {"member": "CX-5521-0983", "plan": "Unlimited", "fee": 18.99, "next_billing": "2024-11-14"},
            ),
        ),
        u(
            "Yes please go ahead.",
            "Yes. Could I avoid the November payment though?",
            "Hmm, so I'll still pay £18.99 on the 14th? OK, go ahead anyway.",
            "yes cancel it effective 13 December please",
        ),
        a(
            "Cancelled; your confirmation is CN-774121. The November 14 payment will be the last one; it can't be "
            "skipped because the notice period is one month.",
            call(
                "cancel_membership",
                {"member_number": "CX-5521-0983", "effective": "2024-12-13"},
                {"status": "cancelled", "confirmation": "CN-774121", "last_charge": "2024-11-14"},
            ),
        ),
        u(
            "Understood. Will I get an email about this?",
            "OK, that's fair. Can I rejoin later if I come back?",
            "Alright. And my points, do they expire?",
        ),
        a(
            "Yes, a confirmation email has been sent, and you can rejoin at any time; points stay on the account "
            "for 12 months."
        ),
        stop("Great, thanks for your help!", "Cheers, bye.", "Thank you, have a nice day!"),
    ),
)

# -- 3. bowling-lane party booking -------------------------------------------------------------------------------

BOWLING = Scenario(
    goal="Book a bowling-lane party for your son's birthday on a Saturday afternoon.",
    persona="a cheerful father organising his first kids' party",
    known_facts={
        "name": "Marcus Bell",
        "phone": "+1 (503) 555-0172",
        "party_size": "12",
        "date": "2024-06-15",
        "email": "marcus.bell@fastmail.com",
    },
    unknown_facts=["deposit amount: $60", "party host's name"],
    opener="Hi! I want to book a bowling party for my son's birthday.",
    expected=["book_party"],
)
_BOWLING_LOOKUP = call(
    "check_availability",
    {"date": "2024-06-15", "guests": 12},
    {
        "date": "2024-06-15",
        "slots": ["13:00", "15:30"],
        "package": "Strike Party",
        "price_per_child": 16.5,
        "lanes": 2,
        "deposit": 60.0,
    },
)
BOWLING_FLOWS = (
    (
        u("Hi! I want to book a bowling party for my son's birthday."),
        a("Happy early birthday to him! What date are you thinking of, and how many kids?"),
        u(
            "Saturday June 15th, 12 kids.",
            "June 15, 2024 - there'll be 12 children",
            "the 15th of June, for 12 kids",
            "6/15 (Saturday), 12 kids including him",
        ),
        a(
            "On Saturday, June 15 we have two lanes free at 1:00 pm and at 3:30 pm. The Strike Party package is "
            "$16.50 per child, including shoes, pizza and drinks; a $60 deposit secures the booking. Which time "
            "works?",
            _BOWLING_LOOKUP,
        ),
        u(
            "1pm please. So 12 kids x $16.50 = $198 total?",
            "The 1:00 slot please!",
            "Let's do 1:00. Does the $60 deposit come off the total?",
            "1 pm works best for us, thanks.",
        ),
        a("Great, 1:00 pm it is. Can I have a name and a phone number for the booking?"),
        u(
            "Marcus Bell, +1 (503) 555-0172",
            "Marcus Bell - 503-555-0172",
            "Name's Marcus Bell, phone 5035550172",
            "Sure: Marcus Bell, (503) 555 0172.",
        ),
        a(
            "You're booked: BWL-40917, Saturday June 15 at 1:00 pm, two lanes for 12 kids. The total is $198.00; the "
            "$60 deposit is due within 48 hours and the $138.00 balance on the day.",
            call(
                "book_party",
                {
                    "date": "2024-06-15",
                    "time": "13:00",
                    "guests": 12,
                    "name": "Marcus Bell",
                    "phone": "+15035550172",
                },
                {"booking": "BWL-40917", "total": 198.0, "deposit": 60.0, "balance": 138.0},
            ),
        ),
        stop(
            "Awesome, thank you!",
            "Perfect, BWL-40917. He'll be thrilled, thanks!",
            "Great. See you on the 15th!",
            "",
        ),
    ),
    (
        u("Hi! I want to book a bowling party for my son's birthday."),
        a("Sure! Which date?"),
        u("Saturday, June 15.", "2024-06-15 please", "This Saturday, the 15th of June", "june 15"),
        a("How many children will be coming?"),
        u("12 kids", "Twelve, including the birthday boy.", "We're expecting 12."),
        a(
            "We have lanes at 1:00 pm or 3:30 pm on June 15. The party package is $16.50 per child ($198.00 for 12). "
            "Which time, and what name should I put it under?",
            call(
                "check_availability",
                {"date": "2024-06-15", "guests": 12},
                {"date": "2024-06-15", "slots": ["13:00", "15:30"], "price_per_child": 16.5, "total": 198.0},
            ),
        ),
        u(
            "3:30 pm, under Marcus Bell.",
            "Half three please - name is Marcus Bell",
            "3:30, Marcus Bell. Can you text the confirmation to +1 (503) 555-0172?",
            "The 3:30 slot. Bell, Marcus.",
        ),
        a(
            "I'm sorry, the booking system just returned an error: the 3:30 pm slot was taken a moment ago, and I "
            "can't hold another slot from here. Please call the centre directly at (503) 555-0100 to book.",
            call(
                "book_party",
                {"date": "2024-06-15", "time": "15:30", "guests": 12, "name": "Marcus Bell"},
                error="SlotUnavailable: 15:30 on 2024-06-15 is no longer available",
            ),
        ),
        stop(
            "Oh no. OK, I'll call them, thanks.",
            "That's a shame. I'll phone (503) 555-0100 then. Bye.",
            "Alright, thanks for trying.",
        ),
    ),
)

# -- 4. wine-club shipment skip ----------------------------------------------------------------------------------

WINECLUB = Scenario(
    goal="Skip next month's wine-club shipment because you'll be travelling, without cancelling the membership.",
    persona=None,
    known_facts={
        "member_id": "VN-88213",
        "email": "elena.rossi@vinmail.com",
        "zip_code": "94611",
        "phone": "510-555-0193",
    },
    unknown_facts=["shipment total: $134.00", "skip deadline"],
    expected=["skip_shipment"],
)
WINECLUB_FLOWS = (
    (
        u(
            "Hi, I'd like to skip next month's wine shipment, I'll be travelling.",
            "hello! going to be away next month - can I skip my wine club delivery without cancelling?",
            "Hi, can you pause just the next shipment for me? Not cancel, just skip one.",
            "I need to skip my upcoming wine club shipment please. My member ID is VN-88213.",
        ),
        a("Of course. Could you confirm your member ID?"),
        u("VN-88213", "It's VN-88213.", "vn88213", "Member ID VN 88213"),
        a(
            "Thanks, Elena. Your next shipment, SHP-2024-10-4471, ships on October 8: 4 bottles, $134.00. You have "
            "2 skips left this year. Shall I skip this one?",
            call(
                "get_club_member",
                {"member_id": "VN-88213"},
                {
                    "member": "VN-88213",
                    "next_shipment": {
                        "id": "SHP-2024-10-4471",
                        "ships": "2024-10-08",
                        "bottles": 4,
                        "total": 134.0,
                    },
                    "skips_left": 2,
                },
            ),
        ),
        u(
            "Yes please skip the October 8 one.",
            "Yes. So I won't be charged the $134?",
            "yes - that's the one, SHP-2024-10-4471. Thanks",
            "Please do. Will that leave me with 1 skip for the rest of the year?",
        ),
        a(
            "Done: the October 8 shipment is skipped and you won't be charged for it. Your next shipment will be on "
            "November 12, and you have 1 skip left this year.",
            call(
                "skip_shipment",
                {"member_id": "VN-88213", "shipment_id": "SHP-2024-10-4471"},
                {"status": "skipped", "next_shipment": "2024-11-12", "skips_left": 1},
            ),
        ),
        stop("Perfect, thank you!", "Great, see you in November then. Thanks", "thanks so much!", ""),
    ),
    (
        u(
            "Hi, I'll be travelling and want to skip my next wine shipment.",
            "Hey, can I skip the next box? I'll be away.",
            "Good morning - I'd like to skip one wine club shipment, not cancel the membership.",
        ),
        a("Sure. What's the email address on your membership?"),
        u("elena.rossi@vinmail.com", "It's elena.rossi@vinmail.com.", "Elena.Rossi@vinmail.com"),
        a("And the ZIP code on the account, please?"),
        u("94611", "It's 94611.", "ZIP is 94611, phone is 510-555-0193 if you need it too."),
        a(
            "Thanks. I see member VN-88213. The next shipment, SHP-2024-10-4471 ($134.00), was already packed on "
            "October 1, after the skip deadline of September 30, so I'm not able to skip it. It will ship on "
            "October 8 as planned.",
            call(
                "get_club_member",
                {"email": "elena.rossi@vinmail.com", "zip_code": "94611"},
                {
                    "member": "VN-88213",
                    "next_shipment": {
                        "id": "SHP-2024-10-4471",
                        "ships": "2024-10-08",
                        "total": 134.0,
                        "packed": "2024-10-01",
                        "skip_deadline": "2024-09-30",
                    },
                },
            ),
        ),
        u(
            "Oh no. Can you hold it somewhere instead?",
            "That's a shame. Is there really nothing you can do about the $134.00 box?",
            "Hmm, ok. Could it go to a different address then?",
        ),
        a(
            "I'm sorry, once a shipment is packed I can't hold, skip or redirect it. It will ship on October 8."
        ),
        stop(
            "OK, I'll ask a neighbour to take it in. Thanks anyway.",
            "Alright, thanks for checking.",
            "Fine. Bye.",
        ),
    ),
)

# -- 5. lawn-mower repair ----------------------------------------------------------------------------------------

MOWER = Scenario(
    goal="Get your lawn mower repaired under warranty; it stopped starting last week.",
    persona="a busy dad who mows on weekends",
    known_facts={
        "serial_number": "LM21-0048839",
        "purchase_date": "2023-05-06",
        "model": "GreenCut 21X",
        "postcode": "OX4 2JD",
        "phone": "07700 900481",
    },
    unknown_facts=["warranty end date: 2025-05-05", "repair ticket number"],
    opener="Hello, my lawn mower won't start and I think it's still under warranty.",
    expected=["create_repair"],
)
_MOWER_LOOKUP = call(
    "check_warranty",
    {"serial_number": "LM21-0048839"},
    {
        "serial": "LM21-0048839",
        "model": "GreenCut 21X",
        "purchased": "2023-05-06",
        "warranty_until": "2025-05-05",
        "covered": True,
        "nearest_centre": "Cowley Garden Repairs, 14 Barns Road",
        "dropoff_slots": ["2024-07-02", "2024-07-04"],
    },
)
MOWER_FLOWS = (
    (
        u("Hello, my lawn mower won't start and I think it's still under warranty."),
        a("Sorry to hear that. Could you give me the serial number? It's on a sticker under the handle."),
        u("LM21-0048839", "Found it: LM21-0048839", "Serial is LM21 0048839.", "its lm210048839"),
        a(
            "Thanks. That's a GreenCut 21X bought on 6 May 2023; the warranty runs until 5 May 2025, so the repair "
            "is covered. The nearest centre is Cowley Garden Repairs, 14 Barns Road. I can book a drop-off on "
            "Tuesday 2 July or Thursday 4 July. Which suits you?",
            _MOWER_LOOKUP,
        ),
        u(
            "Tuesday the 2nd please.",
            "2 July works.",
            "Great that it's covered until May 2025! Let's do Tuesday 2nd July.",
            "the tuesday please, 02/07",
        ),
        a("And a phone number for the centre to reach you?"),
        u("07700 900481", "It's 07700 900481.", "0770 090 0481", "Mobile: 07700900481"),
        a(
            "Booked: repair ticket RP-66120, drop-off at Cowley Garden Repairs on Tuesday 2 July. It's free under "
            "warranty and they'll call 07700 900481 when it's ready.",
            call(
                "create_repair",
                {"serial_number": "LM21-0048839", "dropoff": "2024-07-02", "phone": "07700900481"},
                {"ticket": "RP-66120", "dropoff": "2024-07-02", "cost": 0},
            ),
        ),
        stop(
            "Brilliant, thanks very much.", "Cheers! RP-66120 noted.", "Thank you, that's really helpful.", ""
        ),
    ),
    (
        u("Hello, my lawn mower won't start and I think it's still under warranty."),
        a("I can check that. Which model is it, and when did you buy it?"),
        u(
            "It's a GreenCut 21X, bought 6 May 2023.",
            "GreenCut 21X - purchased on 06/05/2023",
            "A GreenCut 21X. I got it in May 2023, on the 6th I think.",
        ),
        a("Thanks. What's the serial number?"),
        u("LM21-0048839", "LM21-0048839, from the sticker.", "Serial LM21 0048839"),
        a(
            "It's covered: the warranty on your GreenCut 21X runs until 5 May 2025. The nearest repair centre is "
            "Cowley Garden Repairs, with drop-off slots on 2 July or 4 July. What's your postcode, so I can confirm "
            "that's the closest centre?",
            _MOWER_LOOKUP,
        ),
        u(
            "OX4 2JD. Thursday the 4th would be best.",
            "It's OX4 2JD - and the 4th of July suits me.",
            "ox4 2jd, and Thursday 4 July please",
        ),
        a("OX4 2JD is close to Cowley Garden Repairs. Shall I book the drop-off for Thursday 4 July?"),
        u("Yes please.", "Yes, book it.", "Yes. Do I need to bring the receipt?"),
        a(
            "Booked: ticket RP-66121 for Thursday 4 July. Bring the mower and, if you have it, the receipt; the "
            "repair is free under warranty.",
            call(
                "create_repair",
                {"serial_number": "LM21-0048839", "dropoff": "2024-07-04", "postcode": "OX4 2JD"},
                {"ticket": "RP-66121", "dropoff": "2024-07-04", "cost": 0},
            ),
        ),
        stop("Great, thanks!", "Will do, thanks a lot.", "Perfect. Have a good day."),
    ),
)

# -- 6. gutter-cleaning visit ------------------------------------------------------------------------------------

GUTTER = Scenario(
    goal="Book a gutter-cleaning visit for your house before the autumn rains.",
    persona="a first-time homeowner, a little unsure what to ask",
    known_facts={
        "address": "1187 Birchwood Drive, Ann Arbor, MI",
        "phone": "(734) 555-0126",
        "email": "jordan.pike@hey.com",
        "name": "Jordan Pike",
    },
    unknown_facts=["quote: $185"],
    expected=["book_visit"],
)
_GUTTER_LOOKUP = call(
    "get_quote",
    {"address": "1187 Birchwood Drive, Ann Arbor, MI"},
    {
        "address": "1187 Birchwood Drive, Ann Arbor, MI",
        "stories": 2,
        "linear_feet": 140,
        "price": 185.0,
        "slots": ["2024-10-03T08:00", "2024-10-05T10:00"],
    },
)
GUTTER_FLOWS = (
    (
        u(
            "Hi, I'd like to get my gutters cleaned before the rains start.",
            "Hello - can I book a gutter cleaning? First time doing this since buying the house.",
            "hi, need gutters cleaned at my place, what's the earliest you can come?",
            "Good morning! I'm looking to schedule gutter cleaning for 1187 Birchwood Drive in Ann Arbor.",
        ),
        a("Happy to help! What's the address of the property?"),
        u(
            "1187 Birchwood Drive, Ann Arbor, MI",
            "It's 1187 Birchwood Dr, Ann Arbor.",
            "Sure: 1187 Birchwood Drive, Ann Arbor, Michigan",
            "1187 Birchwood Drive (Ann Arbor)",
        ),
        a(
            "Thanks. For a two-storey house with about 140 feet of gutter, the price is $185.00, including downspout "
            "flushing. We have Thursday, October 3 at 8:00 am or Saturday, October 5 at 10:00 am. Which would you "
            "like?",
            _GUTTER_LOOKUP,
        ),
        u(
            "Saturday Oct 5 at 10 please.",
            "The Saturday, 10am.",
            "October 5th works. Is the $185 paid on the day?",
            "sat the 5th at 10:00 pls",
        ),
        a(
            "Saturday it is, and you pay after the work is done. Can I have a name and phone number for the crew?"
        ),
        u(
            "Jordan Pike, (734) 555-0126",
            "Jordan Pike - 734-555-0126",
            "Name: Jordan Pike. Phone: 7345550126. You can also email me at jordan.pike@hey.com.",
            "Jordan Pike, cell is (734) 555 0126",
        ),
        a(
            "Booked: GT-31207, Saturday, October 5 at 10:00 am at 1187 Birchwood Drive. You'll pay $185.00 after the "
            "work is done; the crew will call before arriving.",
            call(
                "book_visit",
                {
                    "address": "1187 Birchwood Drive, Ann Arbor, MI",
                    "slot": "2024-10-05T10:00",
                    "name": "Jordan Pike",
                    "phone": "7345550126",
                },
                {"booking": "GT-31207", "slot": "2024-10-05T10:00", "price": 185.0},
            ),
        ),
        stop("Awesome, thanks!", "Great, see you on the 5th.", "Thank you! GT-31207 saved.", ""),
    ),
    (
        u(
            "Hello, I need a gutter cleaning visit. The leaves are already piling up.",
            "Hi! Can someone clean my gutters in the next couple of weeks?",
            "Hey there, looking to book gutter cleaning for my house.",
        ),
        a("Sure. What's the best phone number to reach you?"),
        u("(734) 555-0126", "734.555.0126", "My cell: 734-555-0126."),
        a("And the address?"),
        u(
            "1187 Birchwood Drive, Ann Arbor.",
            "1187 Birchwood Dr., Ann Arbor, MI",
            "The house is at 1187 Birchwood Drive in Ann Arbor",
        ),
        a(
            "The price for your house is $185.00. The next openings are Thursday, October 3 at 8 am and Saturday, "
            "October 5 at 10 am.",
            _GUTTER_LOOKUP,
        ),
        u(
            "Thursday the 3rd at 8 is fine.",
            "Oct 3 at 8am please.",
            "I'll take Thursday, 10/3. Do I need to be home?",
        ),
        a(
            "You don't need to be home if the crew can reach the side gate. Shall I book Thursday, October 3 at "
            "8:00 am for $185.00?"
        ),
        u("Yes, please book it.", "Yes, the gate will be open. Go ahead.", "yep, book it"),
        a(
            "Done: booking GT-31208 for October 3 at 8:00 am. We'll text 734-555-0126 the day before.",
            call(
                "book_visit",
                {
                    "address": "1187 Birchwood Drive, Ann Arbor, MI",
                    "slot": "2024-10-03T08:00",
                    "phone": "7345550126",
                },
                {"booking": "GT-31208", "slot": "2024-10-03T08:00", "price": 185.0},
            ),
        ),
        stop("Thanks a lot!", "Perfect, thank you.", "Great - have a good one."),
    ),
)

# -- 7. magazine subscription refund -----------------------------------------------------------------------------

MAGAZINE = Scenario(
    goal="Get a refund for the unused part of your magazine subscription, which renewed automatically.",
    persona="a retired engineer, precise and a bit impatient",
    known_facts={
        "subscriber_number": "SUB-4471902",
        "email": "peter.okafor@outlook.com",
        "renewal_amount": "$59.88",
        "renewal_date": "2024-08-01",
        "postal_code": "K1A 0B1",
    },
    unknown_facts=["refund amount: $49.90", "refund reference"],
    expected=["issue_refund"],
)
_MAGAZINE_SUB = {
    "subscriber": "SUB-4471902",
    "title": "Modern Workshop",
    "renewed": "2024-08-01",
    "paid": 59.88,
    "issues": 12,
    "issues_sent": 2,
    "price_per_issue": 4.99,
    "refundable": 49.9,
}
MAGAZINE_FLOWS = (
    (
        u(
            "Hello, my magazine subscription renewed automatically and I'd like a refund for the rest of it.",
            "Hi. I didn't want my subscription renewed. Please refund the unused part.",
            "Hi, I was charged $59.88 for a renewal I don't want. Can I get my money back for the issues I haven't "
            "received?",
            "Good day. I want to cancel my auto-renewed magazine subscription and get a partial refund.",
        ),
        a("I can look into that. What's your subscriber number?"),
        u(
            "SUB-4471902",
            "It's SUB-4471902.",
            "Subscriber number sub4471902",
            "SUB 4471902, it's on the mailing label.",
        ),
        a(
            "Thanks. Your Modern Workshop subscription renewed on August 1, 2024 for $59.88 (12 issues at $4.99). "
            "Two issues have been sent, so 10 are unused; the refund would be $49.90. Shall I cancel and refund?",
            call("get_subscription", {"subscriber_number": "SUB-4471902"}, _MAGAZINE_SUB),
        ),
        u(
            "Yes, cancel and refund the $49.90.",
            "Yes please. 10 issues x $4.99, that adds up.",
            "Go ahead. I'll keep the 2 issues I already got, I assume?",
            "yes. refund to the original card please",
        ),
        a(
            "Done: refund RF-300871 for $49.90 will reach your original payment method within 5 business days, and "
            "the subscription is cancelled. You keep the two issues already sent.",
            call(
                "issue_refund",
                {"subscriber_number": "SUB-4471902", "amount": 49.9, "cancel": True},
                {"refund": "RF-300871", "amount": 49.9, "status": "issued", "eta_business_days": 5},
            ),
        ),
        stop("Thank you.", "Good. RF-300871 noted, thanks.", "Excellent, thanks for sorting that out.", ""),
    ),
    (
        u(
            "Hi, I need a refund for my magazine subscription - it auto-renewed on August 1.",
            "Hello, the subscription renewed without asking me. I'd like what's left refunded.",
            "Hi there, refund request for an auto-renewal please.",
        ),
        a("Sorry about that. What's the email address on the subscription?"),
        u(
            "peter.okafor@outlook.com",
            "peter.okafor@outlook.com - thanks",
            "It should be Peter.Okafor@outlook.com",
        ),
        a("And your postal code, please?"),
        u("K1A 0B1", "It's K1A 0B1.", "k1a0b1"),
        a(
            "Thanks, Mr. Okafor. Subscription SUB-4471902 renewed on 2024-08-01 for $59.88. Two issues have already "
            "shipped, so I can refund the 10 unused issues: $49.90.",
            call(
                "find_subscription",
                {"email": "peter.okafor@outlook.com", "postal_code": "K1A 0B1"},
                _MAGAZINE_SUB,
            ),
        ),
        u(
            "Why not the full $59.88?",
            "Hmm, so you keep $9.98 for the 2 issues already sent?",
            "Can't you refund the whole thing? I never even opened them.",
            "so the 2 issues cost me $9.98, is that right?",
        ),
        a(
            "Yes: the two shipped issues ($9.98) aren't refundable, but the remaining $49.90 is. Shall I cancel and "
            "refund that?"
        ),
        u("OK, go ahead.", "Fine, refund the $49.90 then.", "Alright, yes please."),
        a(
            "Refund RF-300872 for $49.90 is issued and will appear within 5 business days. The subscription is "
            "cancelled.",
            call(
                "issue_refund",
                {"subscriber_number": "SUB-4471902", "amount": 49.9, "cancel": True},
                {"refund": "RF-300872", "amount": 49.9, "status": "issued"},
            ),
        ),
        stop("Thanks.", "OK, thank you for your help.", "Understood, goodbye."),
    ),
)

# -- 8. hotel late checkout --------------------------------------------------------------------------------------

CHECKOUT = Scenario(
    goal="Get a late checkout on the last day of your hotel stay so you can work until your evening flight.",
    persona="a conference speaker with a late flight",
    known_facts={
        "booking_reference": "HB-92K7QZ",
        "last_name": "Tanaka",
        "room_number": "1418",
        "requested_checkout": "2:00 pm",
    },
    unknown_facts=["late checkout fee: €40"],
    opener="Hi, could I get a late checkout on my last day?",
    expected=["set_late_checkout"],
)
_CHECKOUT_BOOKING = {
    "booking": "HB-92K7QZ",
    "guest": "Tanaka",
    "room": "1418",
    "departure": "2024-04-19",
    "standard_checkout": "11:00",
    "late_available_until": "14:00",
    "fee": 40.0,
    "currency": "EUR",
}
CHECKOUT_FLOWS = (
    (
        u("Hi, could I get a late checkout on my last day?"),
        a("Certainly, let me check. What's your room number and last name?"),
        u(
            "Room 1418, Tanaka.",
            "1418 - last name Tanaka",
            "I'm in room 1418, the name is Tanaka.",
            "rm 1418, tanaka",
        ),
        a(
            "Thank you, Mr. Tanaka. You're departing on Friday, April 19; standard checkout is 11:00. I can extend "
            "it until 2:00 pm for a fee of €40. What time would you like?",
            call("get_booking", {"room": "1418", "last_name": "Tanaka"}, _CHECKOUT_BOOKING),
        ),
        u(
            "2 pm please - €40 is fine.",
            "14:00 would be perfect, I'm OK with the €40.",
            "2pm please. Can the €40 go on the room bill?",
            "As late as possible, so 2:00 pm. Thanks.",
        ),
        a(
            "All set: your checkout on Friday, April 19 is now 2:00 pm, and the €40 fee has been added to your room "
            "bill.",
            call(
                "set_late_checkout",
                {"booking": "HB-92K7QZ", "checkout": "2024-04-19T14:00"},
                {"booking": "HB-92K7QZ", "checkout": "2024-04-19T14:00", "fee": 40.0, "charged_to": "room"},
            ),
        ),
        stop(
            "Wonderful, thank you!",
            "Great, that helps a lot with my flight. Thanks.",
            "Perfect, 14:00 on the 19th. Thank you!",
            "",
        ),
    ),
    (
        u("Hi, could I get a late checkout on my last day?"),
        a("Of course. Could you give me your booking reference?"),
        u("HB-92K7QZ", "Sure, it's HB-92K7QZ.", "hb92k7qz", "Booking ref HB 92K7QZ, name Tanaka."),
        a(
            "Thanks. You're in room 1418 until Friday, 19 April. Late checkout until 14:00 is available for €40. "
            "Would you like it?",
            call("get_booking", {"booking": "HB-92K7QZ"}, _CHECKOUT_BOOKING),
        ),
        u(
            "Yes, 2 pm please. Is there any way to waive the €40?",
            "Yes please, until 2:00 pm. Could the fee be waived? I'm here for the conference.",
            "Is the €40 negotiable? If not I'll still take it.",
        ),
        a(
            "I'm afraid the €40 can't be waived, but I can set it up now and add it to room 1418's bill. Shall I go "
            "ahead?"
        ),
        u("OK, go ahead.", "Fine, yes please.", "Yes, put it on the room."),
        a(
            "Done. Checkout for room 1418 on April 19 is now 2:00 pm; €40 has been added to your bill.",
            call(
                "set_late_checkout",
                {"booking": "HB-92K7QZ", "checkout": "2024-04-19T14:00"},
                {"booking": "HB-92K7QZ", "checkout": "2024-04-19T14:00", "fee": 40.0},
            ),
        ),
        stop("Thanks very much.", "Great, thank you!", "Appreciate it, bye."),
    ),
)

# -- 9. climbing-gym day pass ------------------------------------------------------------------------------------

CLIMBING = Scenario(
    goal="Buy a climbing-gym day pass for this Saturday, with shoe and harness rental.",
    persona=None,
    known_facts={
        "name": "Ines Carvalho",
        "email": "ines.carvalho@gmail.com",
        "date_of_birth": "1996-11-02",
        "visit_date": "2024-03-09",
        "phone": "+351 912 448 207",
    },
    unknown_facts=["waiver id: WV-55102", "rental prices"],
    expected=["buy_day_pass"],
)
_CLIMBING_OPTIONS = call(
    "get_day_pass_options",
    {"date": "2024-03-09"},
    {
        "date": "2024-03-09",
        "day_pass": 22.0,
        "shoes": 5.0,
        "harness": 4.0,
        "waiver_required": True,
        "open": "09:00-22:00",
    },
)
CLIMBING_FLOWS = (
    (
        u(
            "Hi, I'd like to buy a day pass for Saturday, with shoe and harness rental.",
            "hey! can I get a day pass for this Saturday? I'll need to rent shoes and a harness",
            "Hello, I want to come climbing on Saturday March 9. Do you sell day passes? I'd need rental gear.",
            "Hi - first time visiting. Day pass + rental shoes and harness for Saturday please.",
        ),
        a("Great! Which date would you like the pass for?"),
        u("Saturday, March 9.", "March 9th", "2024-03-09", "the 9th (Sat)"),
        a(
            "On Saturday, March 9 we're open 9:00 to 22:00. A day pass is $22.00; shoe rental is $5.00 and harness "
            "rental $4.00, so $31.00 in total. First-time visitors need a waiver. Can I have your full name and date "
            "of birth for it?",
            _CLIMBING_OPTIONS,
        ),
        u(
            "Ines Carvalho, born 2 November 1996.",
            "Ines Carvalho - 11/02/1996",
            "Name: Ines Carvalho\nDOB: 1996-11-02",
            "ines carvalho, nov 2 1996",
        ),
        a("Thanks. And an email address to send the pass to?"),
        u(
            "ines.carvalho@gmail.com",
            "Please send it to ines.carvalho@gmail.com.",
            "Ines.Carvalho@gmail.com, thanks! So it's $31 all in?",
        ),
        a(
            "Done: day pass DP-770314 for Saturday, March 9, with shoes and harness, $31.00 in total. Your waiver "
            "WV-55102 will be signed on arrival; the pass has been emailed.",
            call(
                "buy_day_pass",
                {
                    "name": "Ines Carvalho",
                    "email": "ines.carvalho@gmail.com",
                    "date": "2024-03-09",
                    "rentals": ["shoes", "harness"],
                },
                {"pass": "DP-770314", "waiver": "WV-55102", "total": 31.0, "date": "2024-03-09"},
            ),
        ),
        stop("Awesome, see you Saturday!", "Thanks! Can't wait.", "Great, thank you so much!", ""),
    ),
    (
        u(
            "Hello! I'd like a day pass for this Saturday please, plus rental shoes and a harness.",
            "Hi, can I book a day pass with gear rental for Sat?",
            "hi there, day pass for Saturday + shoes + harness, how much?",
        ),
        a("Sure! Can I have the email address for the booking?"),
        u(
            "ines.carvalho@gmail.com",
            "Sure, ines.carvalho@gmail.com",
            "It's ines.carvalho@gmail.com - name's Ines Carvalho.",
        ),
        a(
            "Thanks. For Saturday, March 9: the day pass is $22.00, plus $5.00 for shoes and $4.00 for a harness. "
            "Should I book all three for $31.00?",
            _CLIMBING_OPTIONS,
        ),
        u("Yes please, all three.", "Yes - $31 total is fine.", "yes, pass plus shoes and harness pls"),
        a(
            "I'm sorry, our payment system is down right now and the purchase failed. You can buy the pass at the "
            "front desk on Saturday; the price will be the same.",
            call(
                "buy_day_pass",
                {"email": "ines.carvalho@gmail.com", "date": "2024-03-09", "rentals": ["shoes", "harness"]},
                error="PaymentServiceUnavailable: try again later",
            ),
        ),
        stop(
            "OK, no problem, I'll pay at the desk. Thanks!",
            "Ah, alright. I'll sort it out on Saturday then.",
            "Oh well, thanks anyway.",
            "",
        ),
    ),
)

# -- 10. e-scooter share fine dispute ----------------------------------------------------------------------------

SCOOTER = Scenario(
    goal="Dispute a fine for improper e-scooter parking; you ended the ride inside the allowed zone.",
    persona="a nurse who commutes by scooter, annoyed but courteous",
    known_facts={
        "ride_id": "RD-8830-1472",
        "phone": "+1 415 555 0139",
        "fine_amount": "$45.00",
        "ride_date": "2024-05-21",
        "email": "sam.whitaker@icloud.com",
    },
    unknown_facts=["GPS end point: 37.7793, -122.4192", "dispute reference"],
    opener="Hi, I got fined for parking my scooter in the wrong place, but I parked it correctly.",
    expected=["file_dispute"],
)
_SCOOTER_RIDE = call(
    "get_ride",
    {"ride_id": "RD-8830-1472"},
    {
        "ride": "RD-8830-1472",
        "date": "2024-05-21",
        "ended": "08:47",
        "fine": 45.0,
        "reason": "outside parking zone",
        "gps_end": "37.7793, -122.4192",
        "photo_on_file": True,
    },
)
SCOOTER_FLOWS = (
    (
        u("Hi, I got fined for parking my scooter in the wrong place, but I parked it correctly."),
        a("Sorry about that. What's the ride ID? It's in the receipt email."),
        u("RD-8830-1472", "The ride ID is RD-8830-1472.", "rd88301472", "Here: RD 8830 1472"),
        a(
            "Thanks. Ride RD-8830-1472 on May 21 ended at 8:47 am, and a $45.00 fine was added because the GPS "
            "placed the scooter at 37.7793, -122.4192, just outside the parking zone. Your end-of-ride photo is on "
            "file. Do you want me to file a dispute?",
            _SCOOTER_RIDE,
        ),
        u(
            "Yes please - the photo should show it was in the zone.",
            "Yes, dispute it. The GPS downtown is off by a few metres all the time.",
            "Yes. That $45 fine isn't fair, I parked in the marked bay.",
            "yes file it pls. the 8:47 ride, I remember parking right by the racks",
        ),
        a("Can I have a phone number in case the review team needs to reach you?"),
        u("+1 415 555 0139", "(415) 555-0139", "415-555-0139", "Sure, it's +14155550139."),
        a(
            "Filed: dispute DSP-40931. The $45.00 fine is on hold while the team checks your photo; you'll hear back "
            "within 7 days.",
            call(
                "file_dispute",
                {"ride_id": "RD-8830-1472", "phone": "+14155550139", "reason": "parked inside zone"},
                {
                    "dispute": "DSP-40931",
                    "status": "under review",
                    "fine_on_hold": True,
                    "decision_within_days": 7,
                },
            ),
        ),
        stop("Thank you!", "Great, thanks for the help.", "OK, DSP-40931. Thanks.", ""),
    ),
    (
        u("Hi, I got fined for parking my scooter in the wrong place, but I parked it correctly."),
        a("I can help. Which email is your account under?"),
        u("sam.whitaker@icloud.com", "It's sam.whitaker@icloud.com.", "Sam.Whitaker@icloud.com"),
        a(
            "I see two recent rides: RD-8830-0995 on May 14 with no fine, and RD-8830-1472 on May 21 with a $45.00 "
            "fine for parking outside the zone. Is it the May 21 ride?",
            call(
                "get_rides",
                {"email": "sam.whitaker@icloud.com"},
                {
                    "rides": [
                        {"ride": "RD-8830-1472", "date": "2024-05-21", "fine": 45.0},
                        {"ride": "RD-8830-0995", "date": "2024-05-14", "fine": 0.0},
                    ]
                },
            ),
        ),
        u(
            "Yes, the May 21 one, RD-8830-1472.",
            "Yep, 5/21 - the $45 one.",
            "That's right, the ride on the 21st.",
            "Yes. I ended it inside the zone, I even took the photo.",
        ),
        a("I'll file a dispute for RD-8830-1472 and put the $45.00 fine on hold. OK?"),
        u("Yes please.", "Please do, thanks.", "Go ahead. How long does the review take?"),
        a(
            "Filed: dispute DSP-40932. The fine is on hold, and reviews take up to 7 days.",
            call(
                "file_dispute",
                {"ride_id": "RD-8830-1472", "reason": "parked inside zone"},
                {"dispute": "DSP-40932", "status": "under review", "fine_on_hold": True},
            ),
        ),
        stop("Thanks!", "Great, thank you for your help.", "Ok, thanks. Have a good day."),
    ),
    (
        u("Hi, I got fined for parking my scooter in the wrong place, but I parked it correctly."),
        a("Let me check. What's the ride ID?"),
        u("RD-8830-1472", "It's RD-8830-1472, from May 21.", "ride id RD-8830-1472"),
        a(
            "Ride RD-8830-1472 on May 21 got a $45.00 fine. Unfortunately disputes have to be filed within 14 days, "
            "by June 4, and that window has closed, so I can't open one. The fine stands.",
            call(
                "get_ride",
                {"ride_id": "RD-8830-1472"},
                {
                    "ride": "RD-8830-1472",
                    "date": "2024-05-21",
                    "fine": 45.0,
                    "dispute_deadline": "2024-06-04",
                },
            ),
        ),
        u(
            "That's really frustrating. I only saw the charge on my statement this week, and I'm sure I ended the "
            "ride inside the zone - I always park at the racks by the hospital entrance and I took the end-of-ride "
            "photo like the app asks. Is there really no exception?",
            "Seriously? I didn't even get an email about the $45 until now. Can a supervisor look at it?",
            "Hmm. So there's no way to appeal after June 4 at all?",
        ),
        a(
            "I understand, and I'm sorry. The 14-day limit is firm, and a supervisor can't override it either."
        ),
        stop("Fine. Thanks for checking anyway.", "OK. Not happy, but thanks.", "Alright, bye."),
    ),
)

DOMAINS: list[Domain] = [
    Domain("waterbill", WATERBILL, WATERBILL_FLOWS),
    Domain("cinema", CINEMA, CINEMA_FLOWS),
    Domain("bowling", BOWLING, BOWLING_FLOWS),
    Domain("wineclub", WINECLUB, WINECLUB_FLOWS),
    Domain("mower", MOWER, MOWER_FLOWS),
    Domain("gutter", GUTTER, GUTTER_FLOWS),
    Domain("magazine", MAGAZINE, MAGAZINE_FLOWS),
    Domain("checkout", CHECKOUT, CHECKOUT_FLOWS),
    Domain("climbing", CLIMBING, CLIMBING_FLOWS),
    Domain("scooter", SCOOTER, SCOOTER_FLOWS),
]


# -- seeded faults: one rule broken per conversation -------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F("opener", "cinema", 0, Say(0, "Hi, I want to cancel my cinema membership please."), "one word changed"),
    F(
        "opener",
        "cinema",
        1,
        Say(0, "Hi, I'd like to cancel my cinema membership please. My number is CX-5521-0983."),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "bowling",
        0,
        Say(0, "Hey! I want to book a bowling party for my son's birthday."),
        "greeting changed",
    ),
    F(
        "opener",
        "bowling",
        1,
        Say(0, "Hi! I'd like to book a birthday party at your bowling alley for my son."),
        "reworded",
    ),
    F("opener", "mower", 0, Say(0, "Hello, my lawn mower won't start."), "truncated"),
    F(
        "opener",
        "mower",
        1,
        Say(0, "My mower won't start - is it still under warranty? How do I get it fixed?"),
        "paraphrase without a greeting",
    ),
    F(
        "opener",
        "checkout",
        0,
        Say(0, "Hi, could I get a late check-out on my final day?"),
        "two words changed",
    ),
    F(
        "opener",
        "scooter",
        1,
        Say(
            0,
            "Hello, I was charged a fine for bad scooter parking, but I'm certain it was parked properly. Can you "
            "help?",
        ),
        "formal paraphrase",
    ),
    # -- reply_shape: one user speaking, and nothing else
    F(
        "reply_shape",
        "waterbill",
        0,
        Say(1, "WTR-30418-77\n\nAgent: Thank you, I've found your account."),
        "the agent's next line",
    ),
    F(
        "reply_shape",
        "cinema",
        0,
        Say(
            2, "<reasoning>They need my date of birth for security; I have it.</reasoning>\n17 February 1999"
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "bowling",
        0,
        Say(2, "1pm please! Would you like me to add anything else to your booking?"),
        "assistant's voice",
    ),
    F(
        "reply_shape",
        "wineclub",
        0,
        Say(3, "Thanks! Can I change the delivery address for the November one too?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "mower",
        1,
        Say(
            4, "Yes please. Do I need to bring the receipt? No, the warranty goes by the serial, so I don't."
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "gutter",
        0,
        Say(
            3,
            "Jordan Pike, (734) 555-0126. ###STOP### Oh wait, do I need to move my car out of the driveway?",
        ),
        "stop signal inside a turn that goes on",
    ),
    F(
        "reply_shape",
        "magazine",
        1,
        Say(3, "Customer: Why not the full $59.88?\nSupport: Because two issues were already shipped."),
        "both sides of the dialogue",
    ),
    F(
        "reply_shape",
        "checkout",
        1,
        Say(
            2,
            "(Thinking: the fee is €40 and I'm fine paying it, but I should ask for a waiver first.) Is there any "
            "way to waive the €40?",
        ),
        "a note to itself",
    ),
    F(
        "reply_shape",
        "scooter",
        2,
        Say(
            2,
            "I understand your frustration with this fine. Unfortunately our policy requires disputes within 14 "
            "days. Is there anything else I can help you with today?",
        ),
        "role inversion",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "waterbill",
        0,
        Say(1, "Sure, it's WTR-30418-71."),
        "account number, a digit changed",
    ),
    F(
        "invented_specifics",
        "waterbill",
        1,
        Say(3, "08812 today. We normally pay about $96 a quarter, so this is way off."),
        "usual amount never given in this flow",
    ),
    F(
        "invented_specifics",
        "bowling",
        0,
        Say(2, "1pm please. I also have a voucher code, BDAY-2291."),
        "voucher code",
    ),
    F(
        "invented_specifics",
        "wineclub",
        1,
        Say(2, "94611. Or you can reach me at 510-555-0139."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "mower",
        0,
        Say(2, "Tuesday the 2nd please. I paid £349 for it, so I'd hope it lasts longer than this."),
        "purchase price",
    ),
    F(
        "invented_specifics",
        "gutter",
        1,
        Say(3, "Thursday the 3rd at 8 is fine. The last company charged me $150, fyi."),
        "a price from elsewhere",
    ),
    F(
        "invented_specifics",
        "magazine",
        0,
        Say(1, "SUB-4471902. I was charged on 2024-08-03."),
        "wrong renewal date",
    ),
    F("invented_specifics", "checkout", 0, Say(1, "Room 1481, Tanaka."), "room digits swapped"),
    F(
        "invented_specifics",
        "climbing",
        0,
        Say(3, "ines.carvalho@gmail.com - and my phone is +351 912 555 207 in case you need it."),
        "phone number",
    ),
    # -- unknown_fact: the user states what it does not know, before the agent told it
    F(
        "unknown_fact",
        "waterbill",
        0,
        Say(3, "Yes please open it. Can you link it to my leak adjustment case LA-20931?"),
        "case number",
    ),
    F(
        "unknown_fact",
        "cinema",
        0,
        Say(1, "CX-5521-0983. My final billing date should be the 14th of November."),
        "final billing date in another format",
    ),
    F(
        "unknown_fact",
        "bowling",
        0,
        Say(1, "Saturday June 15th, 12 kids. I think there's a $60 deposit?"),
        "deposit before the lookup",
    ),
    F(
        "unknown_fact",
        "wineclub",
        1,
        Say(1, "elena.rossi@vinmail.com. I know the skip deadline is September 30, hope I'm not too late."),
        "deadline named with a date",
    ),
    F(
        "unknown_fact",
        "mower",
        1,
        Say(1, "It's a GreenCut 21X, bought 6 May 2023, so the warranty runs until 5 May 2025."),
        "warranty end date",
    ),
    F(
        "unknown_fact",
        "gutter",
        0,
        Say(
            0,
            "Hi, I'd like to book gutter cleaning. I was quoted $185 when I called before, is that still right?",
        ),
        "quote in the first message",
    ),
    F(
        "unknown_fact",
        "magazine",
        0,
        Say(0, "Hi, my subscription auto-renewed. I'd like my $49.90 back for the unused issues."),
        "refund amount",
    ),
    F(
        "unknown_fact",
        "checkout",
        1,
        Say(1, "HB-92K7QZ. The late checkout fee is €40, right? I'm fine with that."),
        "fee before the lookup",
    ),
    F(
        "unknown_fact",
        "scooter",
        0,
        Say(1, "RD-8830-1472. Your GPS put it at 37.7793, -122.4192 but that's wrong."),
        "GPS point before the lookup",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "waterbill",
        0,
        Say(
            0,
            "Hi, I want to dispute my water bill. Account WTR-30418-77, 22 Linden Court, Harlow - the bill is $412.86 "
            "and you can email me at g.marsh@postbox.net.",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "wineclub",
        0,
        Say(0, "Hi, please skip my next wine shipment. Member VN-88213, ZIP 94611, phone 510-555-0193."),
        "three facts up front",
    ),
    F(
        "data_dump",
        "mower",
        0,
        Say(1, "LM21-0048839. It's a GreenCut 21X from 6 May 2023, postcode OX4 2JD."),
        "asked for the serial, gives three more",
    ),
    F(
        "data_dump",
        "gutter",
        1,
        Say(
            1,
            "(734) 555-0126. I'm Jordan Pike at 1187 Birchwood Drive, Ann Arbor, email jordan.pike@hey.com.",
        ),
        "asked for the phone, gives three more",
    ),
    F(
        "data_dump",
        "magazine",
        1,
        Say(
            1,
            "peter.okafor@outlook.com\nSubscriber no.: SUB-4471902\nPostal code: K1A 0B1\nRenewed: 2024-08-01 for "
            "$59.88",
        ),
        "a list after the email",
    ),
    F(
        "data_dump",
        "checkout",
        1,
        Say(1, "HB-92K7QZ - last name Tanaka, room 1418, and I'd like to stay until 2:00 pm."),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "climbing",
        1,
        Say(1, "ines.carvalho@gmail.com - I'm Ines Carvalho, born 1996-11-02, mobile +351 912 448 207."),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "scooter",
        1,
        Say(
            1,
            "sam.whitaker@icloud.com. The ride was RD-8830-1472 on May 21, the fine is $45.00, and my phone is "
            "+1 415 555 0139.",
        ),
        "asked for the email, gives four more",
    ),
    F(
        "data_dump",
        "bowling",
        1,
        Say(
            1,
            "Saturday June 15, 12 kids. Put it under Marcus Bell, phone (503) 555-0172, email "
            "marcus.bell@fastmail.com",
        ),
        "asked for the date, gives four more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "waterbill",
        0,
        StopAt(6, "OK, I'll think about it and call back. Thanks."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "cinema",
        0,
        StopAt(6, "Actually the half-price offer sounds good, I'll think it over. Thanks!"),
        "wavers after the retention offer",
    ),
    F(
        "premature_stop",
        "bowling",
        0,
        StopAt(6, "I'll check with my wife first and get back to you!"),
        "asked for a name, leaves",
    ),
    F("premature_stop", "wineclub", 0, StopAt(4, "Great, thanks!"), "thanks instead of a yes"),
    F("premature_stop", "mower", 1, StopAt(8, ""), "silent stop after the offer"),
    F(
        "premature_stop",
        "gutter",
        0,
        StopAt(4, "Thanks for the quote, I'll compare prices and get back to you."),
        "after the quote",
    ),
    F("premature_stop", "magazine", 1, StopAt(6, "Hmm. I'll think about it."), "after the lookup"),
    F(
        "premature_stop",
        "climbing",
        0,
        StopAt(6, "Thanks, I'll just pay at the desk on Saturday then. Bye!"),
        "asked for the email, leaves",
    ),
    F("premature_stop", "scooter", 1, StopAt(6, "Ok cool, thanks"), "before confirming the dispute"),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "waterbill", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "cinema", 1, meta(1, prompt_missing=["known_facts.member_number"]), "a known fact"),
    F("persona_sent", "bowling", 0, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "wineclub", 1, meta(0, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "mower", 0, meta(1, prompt_missing=["opener"]), "opener"),
    F(
        "persona_sent",
        "gutter",
        1,
        meta(2, prompt_missing=["known_facts.address", "known_facts.phone"]),
        "two known facts",
    ),
    F("persona_sent", "checkout", 0, meta(0, prompt_missing=["persona", "goal"]), "persona and goal"),
    F("persona_sent", "climbing", 1, meta(1, prompt_missing=["known_facts.email"]), "a known fact"),
]
