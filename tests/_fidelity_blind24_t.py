"""Blind set 24, part T: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework and the first set's
``FAULTS`` in ``tests/_fidelity_blind.py``, the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing.

The ten scenarios: moving a Lindy hop beginners' course from Tuesdays to Thursdays (lindyhop, with an opener),
a refund for a mime workshop missed with a sprained ankle (mimeclass), a refund for dan dan noodles missing
from a delivery (noodlebar, with an opener), exchanging two orchestra concert tickets for the repeat
performance a week later (orchestra), moving a wedding photo booth hire to the new wedding date (photobooth,
with an opener), registering a university quidditch team for a spring tournament (quidditch), a refund for
four tickets to a rained-out rodeo (rodeo, with an opener), booking a private salsa lesson for a wedding first
dance (salsa), exchanging a child's tap shoes for one size up (tapdance, with an opener), and getting a
venue-hire deposit back for a cancelled choir concert at a ballroom (waltz).

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

F = Fault

# -- 1. Lindy hop course: move from Tuesdays to Thursdays (with an opener) -----------------------------------

LINDYHOP = Scenario(
    goal="Move your Lindy hop beginners' course booking from the Tuesday evening group to the Thursday "
    "group, which fits your new work shifts better.",
    persona="a hospital lab technician in her thirties, cheerful, types quickly and leaves the odd typo",
    known_facts={
        "booking_ref": "LH-30417",
        "full_name": "Maya Lindqvist",
        "email": "maya.lindqvist@posteo.de",
        "phone": "+49 151 2345 6789",
        "course_start": "2025-03-04",
    },
    unknown_facts=["Thursday teacher's name: Frankie Doyle", "transfer fee: €12", "places left in the group"],
    opener="Hi! Can I switch my Lindy hop course from Tuesdays to Thursdays?",
    expected=["transfer_booking"],
)
_LH_FIND = call(
    "find_booking",
    {"booking_ref": "LH-30417"},
    {
        "ref": "LH-30417",
        "name": "Maya Lindqvist",
        "group": "Tue 19:00-20:15",
        "start": "2025-03-04",
        "weeks": 8,
    },
)
_LH_FIND_BY_EMAIL = call(
    "find_booking",
    {"email": "maya.lindqvist@posteo.de", "name": "Maya Lindqvist"},
    {"ref": "LH-30417", "group": "Tue 19:00-20:15", "start": "2025-03-04", "weeks": 8, "paid_eur": 128.0},
)
_LH_FIND_BY_PHONE = call(
    "find_booking",
    {"phone": "+4915123456789"},
    {"ref": "LH-30417", "name": "Maya Lindqvist", "group": "Tue 19:00-20:15", "start": "2025-03-04"},
)
_LH_GROUPS = call(
    "list_groups",
    {"course": "Lindy Hop Beginners 1", "day": "Thursday"},
    {
        "group": "Thu 20:00-21:15",
        "start": "2025-03-06",
        "teacher": "Frankie Doyle",
        "places_left": 3,
        "fee": 12.0,
    },
)
_LH_GROUPS_SHORT = call(
    "list_groups",
    {"course": "Lindy Hop Beginners 1", "day": "Thursday"},
    {"group": "Thu 20:00-21:15", "start": "2025-03-06", "places_left": 3, "transfer_fee_eur": 12.0},
)
_LH_TRANSFER = call(
    "transfer_booking",
    {"booking_ref": "LH-30417", "to_group": "Thu 20:00-21:15"},
    {"status": "transferred", "ref": "LH-30417", "first_class": "2025-03-06", "fee_charged_eur": 12.0},
)
LINDYHOP_FLOWS = (
    (
        u("Hi! Can I switch my Lindy hop course from Tuesdays to Thursdays?"),
        a("Of course! Could you give me your booking reference?"),
        u(
            "Sure, it's LH-30417.",
            "LH-30417",
            "yes - booking ref is LH 30417",
            "It's lh-30417 :)",
            "Booking reference LH-30417. I started on the Tuesday group on 4 March.",
        ),
        a(
            "Thanks, Maya. You're in Lindy Hop Beginners 1, Tuesdays 19:00-20:15, starting March 4. The "
            "Thursday group runs 20:00-21:15 from March 6 with Frankie Doyle and has 3 places left. There's "
            "a €12 transfer fee. Shall I move you?",
            _LH_FIND,
            _LH_GROUPS,
        ),
        u(
            "Yes please! €12 is fine.",
            "Thursday 8pm works great, go ahead and move me.",
            "Yes, please transfer me. The first Thursday class would be the 6th then?",
            "yes pls, and the 12 euro can go on the same card I paid with",
            "Oh nice, with Frankie Doyle! Yes, switch me please.",
        ),
        a(
            "Done! You're now in the Thursday 20:00-21:15 group from March 6. The €12 fee went on the card "
            "you paid with.",
            _LH_TRANSFER,
        ),
        stop(
            "Amazing, thank you so much!",
            "Great, see you on Thursdays then. Thanks!",
            "Perfect, thanks for sorting it so fast.",
            "",
        ),
    ),
    (
        u("Hi! Can I switch my Lindy hop course from Tuesdays to Thursdays?"),
        a("Sure. Can I have the name and email address on the booking?"),
        u(
            "Maya Lindqvist, maya.lindqvist@posteo.de",
            "Name: Maya Lindqvist\nEmail: maya.lindqvist@posteo.de",
            "It's Maya Lindqvist - email is maya.lindqvist@posteo.de",
            "maya lindqvist, maya.lindqvist@posteo.de (sorry, typing on my phone)",
        ),
        a(
            "Thanks. I found booking LH-30417 for the Tuesday 19:00 group starting 4 March. Let me check "
            "Thursdays.",
            _LH_FIND_BY_EMAIL,
        ),
        a(
            "The Thursday group is 20:00-21:15, starting 6 March, with 3 places left. Moving costs a €12 "
            "transfer fee.",
            _LH_GROUPS_SHORT,
        ),
        u(
            "Would I lose anything from the Tuesday course? I haven't been to a class yet.",
            "Ok! Is the €12 on top of what I already paid?",
            "Does it still have the same 8 weeks as the Tuesday one?",
            "Hmm, who teaches the Thursday group?",
            "Nice, 3 places left - I'd better be quick then! Is it the same course content?",
        ),
        a(
            "You lose nothing: it's the same 8-week course, and the €12 is the only extra. Frankie Doyle "
            "teaches the Thursday group. Would you like me to go ahead?"
        ),
        u(
            "Yes, go ahead please.",
            "Ok great, please move me to Thursdays.",
            "Sounds good - yes, transfer LH-30417 to the Thursday group.",
            "yes do it :)",
            "Yes please! Looking forward to meeting Frankie.",
        ),
        a(
            "Done: booking LH-30417 is now in the Thursday 20:00 group, first class 6 March. We charged €12.",
            _LH_TRANSFER,
        ),
        u(
            "Thanks! Will I get a confirmation at maya.lindqvist@posteo.de?",
            "Lovely. Do I need to bring anything to the first class?",
            "So 8 Thursdays starting on the 6th - when is the last class?",
            "Great! Can I still come to a Tuesday class if I miss a Thursday?",
        ),
        a(
            "A confirmation is on its way by email. Bring comfortable shoes with smooth soles. The last "
            "class is 24 April, and yes, you can make up a missed class on a Tuesday."
        ),
        stop(
            "Perfect, thanks a lot!",
            "Great, thank you! Bye",
            "Super, thanks for your help.",
            "Thank you, have a nice evening!",
        ),
    ),
    (
        u("Hi! Can I switch my Lindy hop course from Tuesdays to Thursdays?"),
        a("Happy to help. What's the mobile number you booked with?"),
        u(
            "+49 151 2345 6789",
            "It's 0151 2345 6789",
            "My mobile is +49 151 23456789.",
            "+49 151 2345 6789 - the course started on 4 March, if that helps",
        ),
        a(
            "Got it: LH-30417, Lindy Hop Beginners 1 on Tuesdays at 19:00. The Thursday group (20:00-21:15, "
            "from 6 March) has 3 places. The transfer fee is €12. Do you want to switch?",
            _LH_FIND_BY_PHONE,
            _LH_GROUPS,
        ),
        u(
            "Yes please, switch me!",
            "Yes. 20:00 on Thursdays is perfect with my new shifts.",
            "Yes - and the €12 comes off my card, right?",
            "Definitely. Please move LH-30417 over.",
        ),
        a("All done: you're in the Thursday group from 6 March, €12 charged to your card.", _LH_TRANSFER),
        stop(
            "Brilliant, thank you!",
            "Yay, thanks so much :)",
            "Great, thanks - see you Thursday!",
            "",
        ),
    ),
)

# -- 2. mime workshop refund ---------------------------------------------------------------------------------

MIMECLASS = Scenario(
    goal="You sprained your ankle and cannot attend the Saturday mime workshop you booked; get your money "
    "back, or as much of it as the school allows.",
    persona="a retired postman with a dry sense of humour who writes in full sentences",
    known_facts={
        "order_number": "MC-88214",
        "full_name": "Gerald Ashby",
        "email": "g.ashby@btinternet.com",
        "workshop_date": "2025-05-17",
        "amount_paid": "£85",
    },
    unknown_facts=["refund reference: RF-55102", "cancellation cutoff: 14 days", "instructor's name"],
    expected=["refund_order"],
)
_MC_FIND = call(
    "get_order",
    {"order_number": "MC-88214"},
    {
        "order": "MC-88214",
        "customer": "Gerald Ashby",
        "date": "2025-05-17",
        "paid_gbp": 85.0,
        "policy": "inside 14 days: 50% refund or full credit towards a later date",
    },
)
_MC_FIND_VOUCHER = call(
    "get_order",
    {"email": "g.ashby@btinternet.com"},
    {
        "order": "MC-88214",
        "date": "2025-05-17",
        "paid_gbp": 85.0,
        "paid_with": "gift voucher (not refundable)",
    },
)
_MC_FIND_BY_NAME = call(
    "get_order",
    {"name": "Gerald Ashby", "email": "g.ashby@btinternet.com"},
    {"order": "MC-88214", "date": "2025-05-17", "paid_gbp": 85.0, "policy": "inside 14 days: 50% refund"},
)
_MC_REFUND = call(
    "refund_order",
    {"order_number": "MC-88214", "amount_gbp": 42.5},
    {"status": "refunded", "amount_gbp": 42.5, "refund_ref": "RF-55102", "eta_working_days": 5},
)
MIMECLASS_FLOWS = (
    (
        u(
            "Good afternoon. I've sprained my ankle and shan't be able to attend Saturday's mime workshop. "
            "I'd like a refund, please.",
            "Hello. I'm afraid I've done my ankle in and can't make the mime workshop on Saturday. Could I "
            "have my money back?",
            "Hello there. A sprained ankle has put paid to my mime ambitions for this Saturday. What are my "
            "options for a refund?",
            "Good morning. I booked the mime workshop on 17 May but I've sprained my ankle. I'd like a "
            "refund if possible.",
        ),
        a("I'm sorry to hear that! Could you tell me your order number?"),
        u(
            "Certainly. It is MC-88214.",
            "The order number is MC-88214.",
            "MC 88214, according to the confirmation email.",
            "It's MC-88214. I paid £85 for it, for what it's worth.",
        ),
        a(
            "Thank you, Mr Ashby. Your booking is for the Physical Comedy & Mime Intensive on 17 May, £85. "
            "As it's within 14 days of the workshop, our policy allows a 50% refund, £42.50, or full credit "
            "towards a later date. Which would you prefer?",
            _MC_FIND,
        ),
        u(
            "I'll take the refund, please. Half of £85 is better than nothing.",
            "The £42.50 refund, please. I'm not sure when the ankle will cooperate again.",
            "Refund, please. Mime will have to wait.",
            "A refund of £42.50 would be fine. Will it go back to the card I paid with?",
            "I'd rather have the money, thank you. £42.50 it is.",
        ),
        a(
            "Done: £42.50 is refunded to your original card, reference RF-55102. It should arrive within 5 "
            "working days.",
            _MC_REFUND,
        ),
        stop(
            "Thank you very much. Most helpful.",
            "Splendid. RF-55102 noted. Thank you.",
            "Thank you. I shall practise being trapped in an invisible box at home in the meantime.",
            "",
        ),
    ),
    (
        u(
            "Hello. I have sprained my ankle and cannot come to the mime workshop this Saturday. I would "
            "like a refund.",
            "Good evening. My ankle is sprained, so the Saturday mime workshop is out for me. I'd like my "
            "money back, please.",
            "Hello, I need to cancel my place on Saturday's mime workshop (sprained ankle) and get a refund.",
        ),
        a("Sorry to hear about your ankle. What's the order number, or the email you booked with?"),
        u(
            "g.ashby@btinternet.com",
            "The email is g.ashby@btinternet.com.",
            "I booked with g.ashby@btinternet.com. The order number escapes me, I'm afraid.",
        ),
        a(
            "Found it: order MC-88214, the mime workshop on 17 May. I'm sorry, but I can't refund this one: "
            "it was paid with a gift voucher, and voucher purchases aren't refundable. I can move your place "
            "to a later workshop free of charge instead.",
            _MC_FIND_VOUCHER,
        ),
        u(
            "Ah. The voucher was a present from my daughter. Is there really nothing you can do?",
            "That's a pity. Could the £85 at least go back onto a voucher?",
            "I see. Not even part of it?",
        ),
        a(
            "I'm afraid not; I can't refund or re-issue it. Moving to a later date is the only option I can "
            "offer."
        ),
        stop(
            "Understood. I'll think about a later date once the ankle mends. Good day.",
            "Very well. Thank you for being straightforward about it.",
            "I see. Thank you anyway, goodbye.",
            "",
        ),
    ),
    (
        u(
            "Good morning. I'm booked on Saturday's mime workshop but have sprained my ankle. May I cancel "
            "and have a refund?",
            "Hello. Sprained ankle, I'm afraid, so no mime for me on Saturday. What can be refunded?",
        ),
        a("Sorry to hear that. Please give me your full name and the email on the booking."),
        u(
            "Gerald Ashby, g.ashby@btinternet.com.",
            "Name: Gerald Ashby. Email: g.ashby@btinternet.com.",
            "It's Gerald Ashby, and the email is g.ashby@btinternet.com.",
        ),
        a(
            "Thanks. Order MC-88214, 17 May, £85. Inside 14 days we can refund 50%, which is £42.50, or give "
            "you full credit for a later date.",
            _MC_FIND_BY_NAME,
        ),
        u(
            "Who's teaching it, out of interest? If it's someone good I might wait for a later date.",
            "Fourteen days, is it? I missed that by a whisker. What does the credit cover?",
            "Half back, or the full £85 as credit. Is there a time limit on the credit?",
        ),
        a(
            "The instructor is Lucia Ferrante, who also runs the autumn workshop. Credit is valid for 12 "
            "months on any workshop."
        ),
        u(
            "Tempting, but I'll take the £42.50 refund. Who knows what my ankle will be doing in autumn.",
            "Thank you. On balance, the refund, please.",
            "I'll take the money, please: £42.50 back to my card.",
        ),
        a("Refunded: £42.50, reference RF-55102, back on your card within 5 working days.", _MC_REFUND),
        stop(
            "Much obliged. Goodbye.",
            "Thank you, that's very clear.",
            "Thank you. Perhaps Ms Ferrante and I will meet another time.",
        ),
    ),
)

# -- 3. noodle bar: missing dish (with an opener) ------------------------------------------------------------

NOODLEBAR = Scenario(
    goal="Your delivery from the noodle bar came without the dan dan noodles; get a refund for the missing "
    "dish.",
    persona="a night-shift nurse, tired, writes short lower-case messages",
    known_facts={
        "order_number": "NB-604219",
        "phone": "07700 900461",
        "postcode": "M14 5TQ",
        "order_total": "£27.40",
    },
    unknown_facts=["price of the dan dan noodles: £9.80", "driver's name"],
    opener="hi, my noodle order just came but the dan dan noodles are missing",
    expected=["refund_item"],
)
_NB_ORDER = call(
    "get_order",
    {"order_number": "NB-604219"},
    {
        "order": "NB-604219",
        "items": {"dan dan noodles": 9.8, "pork gyoza (6)": 5.2, "vegetable ramen": 10.9, "delivery": 1.5},
        "total": 27.4,
    },
)
_NB_BY_PHONE = call(
    "find_orders",
    {"phone": "07700900461"},
    {"orders": [{"order": "NB-604219", "total": 27.4, "delivered_at": "2025-02-11T23:42"}]},
)
_NB_REFUND = call(
    "refund_item",
    {"order_number": "NB-604219", "item": "dan dan noodles"},
    {"status": "refunded", "amount": 9.8, "refund_id": "NBR-1187", "eta": "3-5 working days"},
)
_NB_REFUND_ERROR = call(
    "refund_item",
    {"order_number": "NB-604219", "item": "dan dan noodles"},
    error="PaymentGatewayTimeout: the card processor did not respond",
)
NOODLEBAR_FLOWS = (
    (
        u("hi, my noodle order just came but the dan dan noodles are missing"),
        a("Sorry about that! What's your order number?"),
        u(
            "NB-604219",
            "its nb-604219",
            "order NB 604219",
            "NB-604219, paid £27.40 total",
            "nb604219. everything else is here",
        ),
        a(
            "Thanks. Order NB-604219 had dan dan noodles (£9.80), pork gyoza, vegetable ramen and delivery, "
            "£27.40 in all. I can refund the £9.80 for the noodles or send them out again, which takes about "
            "40 minutes. Which would you like?",
            _NB_ORDER,
        ),
        u(
            "refund pls, im about to sleep",
            "just refund the 9.80 thanks",
            "refund please. 40 min is too late for me",
            "refund. so i end up paying £17.60 for the rest",
        ),
        a(
            "Done: £9.80 refunded to your card, refund ID NBR-1187. It takes 3-5 working days to show.",
            _NB_REFUND,
        ),
        stop("ok thanks", "cheers, night", "great thx", "thanks, NBR-1187 noted", ""),
    ),
    (
        u("hi, my noodle order just came but the dan dan noodles are missing"),
        a("Sorry to hear that. Can you give me the phone number on the order so I can find it?"),
        u(
            "07700 900461",
            "its 07700900461",
            "+44 7700 900461",
            "07700 900461 - postcode M14 5TQ if u need it",
        ),
        a("Found it: NB-604219, delivered at 23:42, £27.40.", _NB_BY_PHONE),
        u(
            "yes thats it. the dan dan noodles werent in the bag",
            "yep. everything else came, just no dan dan",
            "thats the one. can i get the noodles refunded",
            "yeah NB-604219. gyoza and ramen came, noodles didnt",
        ),
        a(
            "Sorry again. The dan dan noodles were £9.80, and I've refunded that to your card: refund ID "
            "NBR-1187.",
            _NB_ORDER,
            _NB_REFUND,
        ),
        u(
            "how long till its back on my card",
            "thanks. do i need to keep anything like the receipt",
            "ok so £9.80 back on the card i paid with?",
            "ok. so the order ends up £17.60 then",
        ),
        a("It should be back in 3-5 working days, on the same card. No need to keep anything."),
        stop("ok thanks, night", "perfect thank you", "cool, thanks for the help"),
    ),
    (
        u("hi, my noodle order just came but the dan dan noodles are missing"),
        a("Oh no, sorry! Could I have the order number?"),
        u("NB-604219", "order number NB-604219", "nb604219", "its NB-604219 from tonight"),
        a("Thanks. I see the dan dan noodles at £9.80 on NB-604219. Shall I refund them?", _NB_ORDER),
        u("yes pls", "ok, go ahead", "yes pls refund the £9.80", "yeah refund is fine"),
        a(
            "I'm sorry, the refund didn't go through: our payment system isn't responding. Please try again "
            "in an hour or so, or reply to your order email.",
            _NB_REFUND_ERROR,
        ),
        stop("ugh ok. ill try again later", "fine, ill message again tomorrow", "ok. bye", ""),
    ),
)

# -- 4. orchestra tickets: exchange for the repeat performance -----------------------------------------------

ORCHESTRA = Scenario(
    goal="Exchange your two tickets for the orchestra's Saturday concert for the repeat performance a week "
    "later, keeping the two seats together.",
    persona="a music teacher in her fifties, friendly and a little chatty",
    known_facts={
        "booking_number": "ORC-2207-5519",
        "email": "ruth.abernathy@gmail.com",
        "phone": "(617) 555-0192",
        "seats": "row K, seats 14-15",
        "concert_date": "2025-11-08",
    },
    unknown_facts=["exchange fee: $6 per ticket", "new seats: row M, seats 9-10", "conductor's name"],
    expected=["exchange_tickets"],
)
_ORC_BOOKING = call(
    "lookup_booking",
    {"booking_number": "ORC-2207-5519"},
    {
        "booking": "ORC-2207-5519",
        "name": "Ruth Abernathy",
        "date": "2025-11-08T19:30",
        "seats": ["K14", "K15"],
    },
)
_ORC_BOOKING_BY_EMAIL = call(
    "lookup_booking",
    {"email": "ruth.abernathy@gmail.com", "phone": "+16175550192"},
    {
        "booking": "ORC-2207-5519",
        "concert": "Brahms & Dvořák",
        "date": "2025-11-08T19:30",
        "seats": ["K14", "K15"],
    },
)
_ORC_AVAIL = call(
    "check_availability",
    {"concert": "Brahms & Dvořák", "date": "2025-11-15", "seats_together": 2},
    {"date": "2025-11-15T19:30", "best_pair": ["M9", "M10"], "price_each": 64.0, "exchange_fee_each": 6.0},
)
_ORC_EXCHANGE = call(
    "exchange_tickets",
    {"booking_number": "ORC-2207-5519", "new_date": "2025-11-15", "seats": ["M9", "M10"]},
    {"status": "exchanged", "booking": "ORC-2215-0837", "date": "2025-11-15T19:30", "fee_charged": 12.0},
)
ORCHESTRA_FLOWS = (
    (
        u(
            "Hello! I have two tickets for the orchestra concert on Saturday, November 8th, but something's "
            "come up. Could I swap them for the performance the following Saturday?",
            "Hi there, I'd like to exchange my two tickets for the Saturday concert for the repeat "
            "performance a week later, if possible. We'd still like to sit together!",
            "Good morning! Is it possible to move our two tickets to the second performance of the "
            "programme, the week after? A family birthday got moved onto the 8th, of all days.",
            "Hi, I need to exchange two concert tickets for next week's repeat performance, please.",
        ),
        a("I'd be glad to help. What's your booking number?"),
        u(
            "It's ORC-2207-5519.",
            "Sure - ORC-2207-5519.",
            "The booking number on my confirmation email is ORC 2207 5519.",
            "orc-2207-5519. The seats are row K, 14 and 15, if that helps!",
        ),
        a(
            "Thank you, Ms Abernathy. You have K14 and K15 for Brahms & Dvořák on November 8 at 7:30 pm. For "
            "November 15 the best pair together is row M, seats 9 and 10, same price. There's an exchange "
            "fee of $6 per ticket. Would you like those?",
            _ORC_BOOKING,
            _ORC_AVAIL,
        ),
        u(
            "Row M is lovely, yes please! So $12 in fees altogether.",
            "Yes please, M9 and M10 on the 15th. The $6 each is fine.",
            "Oh wonderful, yes. And it's still 7:30 on the 15th?",
            "That works. Please go ahead with seats 9 and 10 in row M.",
            "Yes please! Two rows further back won't bother us one bit.",
        ),
        a(
            "All done. Your new booking is ORC-2215-0837: row M, seats 9-10, Saturday November 15 at 7:30 "
            "pm. We charged $12 in exchange fees.",
            _ORC_EXCHANGE,
        ),
        u(
            "Marvellous. Will the new tickets come to ruth.abernathy@gmail.com?",
            "Thank you! Are the old tickets cancelled automatically?",
            "Lovely. So I just show ORC-2215-0837 at the door?",
            "Thank you so much. Do I need to print the new tickets?",
        ),
        a(
            "Yes: the old tickets are cancelled and the new e-tickets are on their way to your email. You "
            "can show them on your phone at the door."
        ),
        stop(
            "Perfect, thank you so much for your help!",
            "Wonderful. Thank you, and have a lovely day.",
            "Thanks ever so much!",
            "",
        ),
    ),
    (
        u(
            "Hi! I'd like to swap my two orchestra tickets to the following week's performance.",
            "Hello, could I exchange two tickets for the concert this Saturday for the same concert a week "
            "later?",
            "Hi, I have tickets for the orchestra on the 8th and can't make it after all. Can they be moved "
            "to the repeat a week later?",
        ),
        a(
            "Sure. I can look it up by contact details: which email address and phone number are on the "
            "booking?"
        ),
        u(
            "ruth.abernathy@gmail.com and (617) 555-0192",
            "Email ruth.abernathy@gmail.com, phone 617-555-0192.",
            "It should be ruth.abernathy@gmail.com - phone number 617 555 0192.",
        ),
        a(
            "Thanks. I found ORC-2207-5519, seats K14 and K15 on November 8. Let me check November 15.",
            _ORC_BOOKING_BY_EMAIL,
        ),
        a(
            "For the 15th I can offer row M, seats 9 and 10, together. The exchange fee is $6 a ticket.",
            _ORC_AVAIL,
        ),
        u(
            "Are they as good as K14 and K15? I do like to see the violins.",
            "Is row M much further back than K?",
            "That sounds fine. Who's conducting that night, by the way?",
            "Oh good, still together. Is it the same programme, Brahms and Dvořák?",
        ),
        a(
            "Row M is two rows behind K in the same centre block, so the view is very similar. It's the same "
            "programme, and both nights are conducted by Elena Marsh. Shall I make the exchange?"
        ),
        u(
            "Yes, please do.",
            "Lovely, yes - M9 and M10 it is.",
            "Yes please, go ahead. $12 for the two is fine.",
            "Yes! I'm a fan of Elena Marsh, so that settles it.",
        ),
        a(
            "Done: booking ORC-2215-0837, November 15 at 7:30 pm, seats M9 and M10. $12 charged.",
            _ORC_EXCHANGE,
        ),
        stop(
            "Thank you so much!",
            "Wonderful, thanks. Enjoy your day!",
            "Perfect - ORC-2215-0837, noted. Thank you!",
        ),
    ),
)

# -- 5. photo booth hire: move to the new wedding date (with an opener) --------------------------------------

PHOTOBOOTH = Scenario(
    goal="Move the photo booth you hired for your wedding to the new wedding date, one week later, at the "
    "same venue.",
    persona="a groom-to-be, organised, likes bullet points",
    known_facts={
        "booking_id": "PB-7731",
        "email": "tom.okafor@outlook.com",
        "venue_address": "Harlow Barn, 12 Mill Road, Ashford",
        "original_date": "2025-09-13",
        "new_date": "2025-09-20",
    },
    unknown_facts=["date change fee: £40", "attendant's name"],
    opener="Hello, we hired a photo booth for our wedding and the date has changed.",
    expected=["reschedule_booking"],
)
_PB_FIND = call(
    "get_booking",
    {"booking_id": "PB-7731"},
    {
        "booking": "PB-7731",
        "customer": "Tom Okafor",
        "date": "2025-09-13",
        "venue": "Harlow Barn, 12 Mill Road, Ashford",
        "price_gbp": 495.0,
        "deposit_paid_gbp": 150.0,
    },
)
_PB_FIND_BY_EMAIL = call(
    "get_booking",
    {"email": "tom.okafor@outlook.com"},
    {
        "booking": "PB-7731",
        "date": "2025-09-13",
        "venue": "Harlow Barn, 12 Mill Road, Ashford",
        "price_gbp": 495.0,
    },
)
_PB_CHECK = call(
    "check_date",
    {"date": "2025-09-20", "area": "Ashford"},
    {"available": True, "change_fee_gbp": 40.0},
)
_PB_RESCHEDULE = call(
    "reschedule_booking",
    {"booking_id": "PB-7731", "new_date": "2025-09-20"},
    {"status": "rescheduled", "date": "2025-09-20", "fee_gbp": 40.0, "balance_due_gbp": 385.0},
)
PHOTOBOOTH_FLOWS = (
    (
        u("Hello, we hired a photo booth for our wedding and the date has changed."),
        a("Congratulations! Could I have your booking ID?"),
        u("It's PB-7731.", "Sure: PB-7731", "Booking ID is pb7731", "PB-7731, thanks."),
        a(
            "Thanks, Tom. You have the Classic 4-hour package at Harlow Barn on 13 September. What's the new "
            "date?",
            _PB_FIND,
        ),
        u(
            "It's now Saturday 20 September, same venue.",
            "20/09/2025 - still at Harlow Barn.",
            "One week later: the 20th of September. Same place, Harlow Barn, 12 Mill Road.",
            "- new date: 20 Sept\n- venue: unchanged (Harlow Barn)",
        ),
        a(
            "Good news: the 20th is free in Ashford. There's a £40 date change fee. Shall I move it?",
            _PB_CHECK,
        ),
        u(
            "Yes please, go ahead.",
            "£40 is fine - please move it.",
            "Yes. The package stays at 4 hours, I take it?",
            "Yes please:\n- date: 20 September\n- fee: £40, fine",
        ),
        a(
            "Done: PB-7731 is now on 20 September at Harlow Barn, same 4-hour package. With the £40 fee, the "
            "balance due is £385.",
            _PB_RESCHEDULE,
        ),
        u(
            "Thanks! When is the £385 due?",
            "Great. So £385 still to pay - is that due before the day?",
            "Perfect. Will you email the updated booking to tom.okafor@outlook.com?",
            "So £495 plus £40, minus the £150 deposit. Makes sense. Can I pay the balance by bank transfer?",
        ),
        a(
            "The balance is due 14 days before the event, by card or bank transfer; an updated confirmation "
            "is on its way by email."
        ),
        stop(
            "Brilliant, thanks for your help!",
            "Great - all sorted then. Thank you!",
            "Cheers, have a good day.",
            "",
        ),
    ),
    (
        u("Hello, we hired a photo booth for our wedding and the date has changed."),
        a("Congratulations! What's the email address on the booking, and the new date?"),
        u(
            "tom.okafor@outlook.com - the new date is 20 September 2025.",
            "Email: tom.okafor@outlook.com\nNew date: Sat 20/09",
            "It's tom.okafor@outlook.com, and we've moved to the 20th of September.",
            "- email: tom.okafor@outlook.com\n- new date: 20 September (a week later than planned)",
        ),
        a(
            "Found booking PB-7731 for 13 September at Harlow Barn. The 20th is available; moving it costs "
            "£40. Same venue?",
            _PB_FIND_BY_EMAIL,
            _PB_CHECK,
        ),
        u(
            "Yes, same venue. Please move it.",
            "Yes - Harlow Barn, 12 Mill Road. Go ahead.",
            "Same venue, yes. £40 is fine.",
        ),
        a("Moved: PB-7731 is now booked for 20 September at Harlow Barn. Balance due: £385.", _PB_RESCHEDULE),
        u(
            "Thanks. Who'll be running the booth on the day?",
            "Great. Will it be the same attendant as planned?",
            "Thank you! Is the props box still included?",
        ),
        a("Your attendant will be Priya Shah, as before, and the props box is included."),
        stop("Great, thanks!", "Perfect. Thanks for all your help.", "Lovely, cheers."),
    ),
)

# -- 6. quidditch tournament registration --------------------------------------------------------------------

QUIDDITCH = Scenario(
    goal="Register your university quidditch team for the spring tournament and pay the entry fee.",
    persona="a university team captain, enthusiastic, uses exclamation marks",
    known_facts={
        "team_name": "Leeds Nifflers",
        "club_id": "QC-4410",
        "captain_email": "captain@leedsnifflers.co.uk",
        "contact_phone": "0113 496 0728",
        "roster_size": "9 players",
    },
    unknown_facts=["entry fee: £150", "pitch allocation"],
    expected=["register_team"],
)
_QC_CLUB = call(
    "get_club",
    {"club_id": "QC-4410"},
    {"club": "QC-4410", "team": "Leeds Nifflers", "affiliation": "active until 2025-08-31"},
)
_QC_CLUB_BY_EMAIL = call(
    "get_club",
    {"email": "captain@leedsnifflers.co.uk", "phone": "01134960728"},
    {"club": "QC-4410", "team": "Leeds Nifflers", "affiliation": "active until 2025-08-31"},
)
_QC_CLUB_LAPSED = call(
    "get_club",
    {"club_id": "QC-4410"},
    {"club": "QC-4410", "team": "Leeds Nifflers", "affiliation": "lapsed on 2025-01-31"},
)
_QC_TOURNAMENT = call(
    "get_tournament",
    {"name": "spring"},
    {
        "tournament": "Northern Spring Cup",
        "dates": ["2025-04-26", "2025-04-27"],
        "entry_fee_gbp": 150.0,
        "min_roster": 7,
        "places_left": 4,
        "registration_closes": "2025-04-04",
    },
)
_QC_REGISTER = call(
    "register_team",
    {"club_id": "QC-4410", "tournament": "Northern Spring Cup", "roster_size": 9},
    {"status": "registered", "registration": "SC25-0193", "fee_charged_gbp": 150.0},
)
QUIDDITCH_FLOWS = (
    (
        u(
            "Hi!! We'd love to register our team for the spring tournament!",
            "Hello! I'm the captain of the Leeds Nifflers and we want to enter the spring tournament!",
            "Hey! How do we sign our quidditch team up for the spring tournament?",
            "Hi there! Registering for the spring tournament - can you help? We're the Leeds Nifflers!",
        ),
        a("Brilliant! What's your club ID?"),
        u("It's QC-4410!", "QC-4410", "Club ID is QC 4410!", "qc-4410 :)"),
        a(
            "Thanks! Leeds Nifflers, affiliation active until August. The Northern Spring Cup is on 26-27 "
            "April; entry is £150, teams need at least 7 players, and 4 places are left. How many players "
            "will you bring?",
            _QC_CLUB,
            _QC_TOURNAMENT,
        ),
        u(
            "We've got 9 players!",
            "9 players, so we're fine on the minimum!",
            "Nine! Two more than the minimum, so we've got subs!",
            "We'll have 9 - is that enough for subs?",
        ),
        a(
            "9 is great. Shall I register the Leeds Nifflers and charge the £150 entry fee to the club's "
            "card on file?"
        ),
        u(
            "Yes please!!",
            "Yes, go for it!",
            "Do it! £150 is within our budget.",
            "Yes! Please register us before those 4 places go!",
        ),
        a(
            "You're in! Registration SC25-0193 for the Northern Spring Cup, £150 charged. Pitch allocations "
            "go out the week before.",
            _QC_REGISTER,
        ),
        stop(
            "Amazing, thank you so much!!",
            "Woo! SC25-0193 noted. Thanks!",
            "Brilliant, see you on the 26th!",
            "",
        ),
    ),
    (
        u(
            "Hi! Can we enter the spring tournament? We're a uni quidditch team!",
            "Hello!! We want to register for the spring quidditch tournament!",
            "Hey there! The Leeds Nifflers want in on the spring tournament!",
        ),
        a("Happy to help! What's the team's contact email and phone number?"),
        u(
            "captain@leedsnifflers.co.uk and 0113 496 0728!",
            "Email: captain@leedsnifflers.co.uk, phone: 0113 496 0728",
            "It's captain@leedsnifflers.co.uk - phone is 0113 4960728.",
        ),
        a(
            "Found the Leeds Nifflers, club QC-4410. The Northern Spring Cup runs 26-27 April, entry £150, "
            "minimum 7 players. How many are on your roster?",
            _QC_CLUB_BY_EMAIL,
            _QC_TOURNAMENT,
        ),
        u(
            "9 players!",
            "We have nine on the roster!",
            "9 players! And how do pitches work, do we find out which one in advance?",
        ),
        a(
            "Perfect, you're registered: SC25-0193, £150 charged to the club card. Pitches are allocated the "
            "week before.",
            _QC_REGISTER,
        ),
        u(
            "Yay! Will we get a confirmation email?",
            "Awesome! Can we add a player later if someone joins?",
            "Great! Is the £150 refundable if we have to drop out?",
        ),
        a(
            "A confirmation goes to your email. You can change the roster until registration closes on 4 "
            "April, and the fee is refundable until then too."
        ),
        stop("Perfect, thanks a million!", "Brilliant, cheers!", "Thank you!! See you at the Cup!"),
    ),
    (
        u(
            "Hi! We want to register for the spring tournament!",
            "Hello! Quidditch team here, wanting to enter the spring tournament!",
        ),
        a("Sure! What's the club ID?"),
        u("QC-4410!", "It's QC-4410.", "Our club ID is QC-4410!"),
        a(
            "I'm sorry, I can't register the team: club QC-4410's affiliation lapsed on 31 January, and only "
            "affiliated clubs can enter. Once it's renewed, registration stays open until 4 April.",
            _QC_CLUB_LAPSED,
            _QC_TOURNAMENT,
        ),
        u(
            "Oh no! How do we renew the affiliation?",
            "Ah, our treasurer must have missed it! Where do we renew?",
            "Oops! Can you renew it for us?",
        ),
        a(
            "Renewals are done by the club treasurer on the association's members' site; I can't renew it "
            "from here."
        ),
        stop(
            "Ok, I'll get our treasurer onto it. Thanks!",
            "Right, we'll sort that out before 4 April and come back. Cheers!",
            "Fair enough - thanks for explaining!",
            "",
        ),
    ),
)

# -- 7. rodeo tickets: refund for a rained-out show (with an opener) -----------------------------------------

RODEO = Scenario(
    goal="The Saturday rodeo you had tickets for was cancelled because of storms; get a refund for all four "
    "tickets.",
    persona="a rancher from Wyoming, plain-spoken, makes the odd typo",
    known_facts={
        "order_number": "RD-118-2046",
        "email": "dhutchins@rangewire.net",
        "ticket_count": "4 general admission",
        "amount_paid": "$148.00",
        "event_date": "2025-06-21",
    },
    unknown_facts=["refund processing time: 5-7 business days", "rain date: 2025-06-28"],
    opener="Hi, the rodeo on Saturday got rained out and I'd like my money back.",
    expected=["refund_tickets"],
)
_RD_ORDER = call(
    "lookup_order",
    {"order_number": "RD-118-2046"},
    {
        "order": "RD-118-2046",
        "date": "2025-06-21",
        "tickets": "4 general admission",
        "paid": 148.0,
        "status": "event cancelled",
        "options": ["refund", "exchange to rain date 2025-06-28"],
    },
)
_RD_ORDER_BY_EMAIL = call(
    "lookup_order",
    {"email": "dhutchins@rangewire.net"},
    {"order": "RD-118-2046", "date": "2025-06-21", "tickets": 4, "paid": 148.0, "status": "event cancelled"},
)
_RD_REFUND = call(
    "refund_tickets",
    {"order_number": "RD-118-2046", "tickets": 4},
    {"status": "refund issued", "amount": 148.0, "refund_id": "RFD-30922", "processing": "5-7 business days"},
)
RODEO_FLOWS = (
    (
        u("Hi, the rodeo on Saturday got rained out and I'd like my money back."),
        a("Sorry about the weather! What's your order number?"),
        u("RD-118-2046", "Its RD-118-2046.", "order RD 118 2046", "RD-118-2046, 4 tickets"),
        a(
            "Thanks. Order RD-118-2046: 4 general admission tickets for the June 21 rodeo, $148.00. Because "
            "it was cancelled you can have a full refund, or swap to the rain date, June 28. Which would you "
            "like?",
            _RD_ORDER,
        ),
        u(
            "Refund please. Cant make the 28th.",
            "The refund. We got hay to bring in next weekend.",
            "Full refund, the whole $148.",
            "refund - thats $37 a ticket back.",
        ),
        a(
            "Done. $148.00 is on its way back to your card, refund RFD-30922. It takes 5-7 business days.",
            _RD_REFUND,
        ),
        stop("Appreciate it. Thanks.", "Good deal, thank you.", "Thanks, have a good one.", ""),
    ),
    (
        u("Hi, the rodeo on Saturday got rained out and I'd like my money back."),
        a("I'm sorry about that. Can you give me the email you bought the tickets with?"),
        u(
            "dhutchins@rangewire.net",
            "Sure, its dhutchins@rangewire.net",
            "dhutchins@rangewire.net - bought 4 tickets",
        ),
        a("I found order RD-118-2046 for June 21. Is that the one?", _RD_ORDER_BY_EMAIL),
        u("Thats it.", "Yep, the Saturday one, June 21st.", "Yes maam. 4 general admission, $148."),
        a("You can get all $148.00 back, or move to the rain date on June 28. Refund or exchange?"),
        u("Refund.", "Just the refund, thanks.", "Money back please, the 28th is no good for us."),
        a("Refund RFD-30922 for $148.00 is issued.", _RD_REFUND),
        u("How long till it shows up?", "Goes back on the same card?", "When will I see the $148?"),
        a("It goes back to the card you paid with, in 5-7 business days."),
        stop("Alright, thanks.", "Good. Much obliged.", "Ok thank you, bye."),
    ),
)

# -- 8. private salsa lesson for a wedding first dance -------------------------------------------------------

SALSA = Scenario(
    goal="Book a private salsa lesson for you and your fiancé to practise your wedding first dance, on a "
    "Saturday before the wedding.",
    persona="a bride-to-be, excited, sometimes uses emojis",
    known_facts={
        "full_name": "Ana Beltrán",
        "phone": "+34 612 345 678",
        "email": "ana.beltran@gmail.com",
        "wedding_date": "2025-10-04",
        "preferred_day": "Saturday",
    },
    unknown_facts=["lesson price: €55", "instructor's name: Diego Marín", "studio room"],
    expected=["book_private_lesson"],
)
_SA_SLOTS = call(
    "find_private_slots",
    {"day": "Saturday", "before": "2025-10-04"},
    {"slots": ["2025-09-13T11:00", "2025-09-20T16:00"], "instructor": "Diego Marín", "price_eur": 55.0},
)
_SA_BOOK_20 = call(
    "book_private_lesson",
    {"name": "Ana Beltrán", "date": "2025-09-20", "time": "16:00", "phone": "+34612345678"},
    {"status": "booked", "booking": "SAL-P-2291", "date": "2025-09-20T16:00", "instructor": "Diego Marín"},
)
_SA_BOOK_13 = call(
    "book_private_lesson",
    {"name": "Ana Beltrán", "date": "2025-09-13", "time": "11:00", "email": "ana.beltran@gmail.com"},
    {"status": "booked", "booking": "SAL-P-2291", "date": "2025-09-13T11:00", "instructor": "Diego Marín"},
)
SALSA_FLOWS = (
    (
        u(
            "Hi! My fiancé and I want a private salsa lesson to practise our first dance 💃",
            "Hello! We're getting married soon and would love a private lesson for our first dance - salsa, "
            "of course!",
            "Hi, do you do private salsa lessons for couples? It's for our wedding first dance.",
            "Hola! Could we book a private salsa lesson for two, to work on our wedding dance? Saturdays are "
            "best for us.",
        ),
        a("How lovely, congratulations! When's the wedding, and which day suits you?"),
        u(
            "The wedding is on 4 October, and Saturdays suit us best!",
            "October 4th! Saturdays are ideal.",
            "04/10/2025 - and a Saturday if possible 😊",
            "It's Saturday the 4th of October. Any Saturday before that works.",
        ),
        a(
            "We have two Saturday slots with Diego Marín: 13 September at 11:00 or 20 September at 16:00. A "
            "60-minute private lesson is €55. Which one?",
            _SA_SLOTS,
        ),
        u(
            "The 20th at 4pm, please!",
            "20 September at 16:00 sounds perfect.",
            "Sat 20/09 at 16:00 please. Is the €55 for the two of us?",
            "The later one please, 20 September - closer to the big day! 🥰",
        ),
        a("Great! It's €55 for the couple. Can I have a name and mobile number for the booking?"),
        u(
            "Ana Beltrán, +34 612 345 678.",
            "Name: Ana Beltrán\nMobile: 612 345 678",
            "Ana Beltran - +34 612 34 56 78",
        ),
        a(
            "Booked! SAL-P-2291: Saturday 20 September at 16:00 with Diego Marín, €55, payable at the "
            "studio.",
            _SA_BOOK_20,
        ),
        stop(
            "Yay, thank you so much! 🎉",
            "Perfect, see you on the 20th! Thanks!",
            "Wonderful, thank you!",
            "",
        ),
    ),
    (
        u(
            "Hi! We'd like to book a private salsa lesson before our wedding 💍",
            "Hello, I'm looking for a private salsa lesson for me and my fiancé - first dance practice!",
            "Hi there! Private lesson for a wedding couple, is that something you do?",
        ),
        a("Congratulations! Can I take your name and email first?"),
        u(
            "Ana Beltrán - ana.beltran@gmail.com",
            "Sure: Ana Beltrán, ana.beltran@gmail.com",
            "ana.beltran@gmail.com, name Ana Beltrán",
        ),
        a("Thanks, Ana. Which dates work for you?"),
        u(
            "Any Saturday before our wedding on 4 October!",
            "Saturdays before October 4th, please.",
            "A Saturday in September ideally - the wedding's on the 4th of October.",
        ),
        a("Saturday 13 September at 11:00 is free, with Diego Marín. It's €55 for an hour.", _SA_SLOTS),
        u(
            "Perfect, please book it!",
            "Yes please! 13 September at 11 is great.",
            "13 September at 11 works. Is €55 for both of us or per person?",
        ),
        a("It's €55 for the couple. Booked: SAL-P-2291, Saturday 13 September at 11:00.", _SA_BOOK_13),
        u(
            "Amazing! Should we bring the shoes we'll wear on the day?",
            "Thank you! Can we bring our song on a phone?",
            "Yay! Is there parking near the studio?",
        ),
        a("Yes to both the shoes and your song, and there's a public car park next door."),
        stop("Thank you so much! 💕", "Perfect, thanks for everything!", "Great, see you on the 13th!"),
    ),
)

# -- 9. tap shoes: exchange for one size up (with an opener) -------------------------------------------------

TAPDANCE = Scenario(
    goal="Exchange the tap shoes you ordered for your daughter for one size up; she has outgrown them before "
    "her first class.",
    persona="a busy parent of a 9-year-old dancer, writes quickly on her phone",
    known_facts={
        "order_number": "TD-50932",
        "email": "priya.natarajan@yahoo.co.uk",
        "current_size": "UK 2",
        "wanted_size": "UK 3",
        "postcode": "LS6 2AB",
    },
    unknown_facts=["return label code: RL-7729-KQ", "restocking fee"],
    opener="Hi, I need to exchange my daughter's tap shoes for a bigger size.",
    expected=["create_exchange"],
)
_TD_ORDER = call(
    "get_order",
    {"order_number": "TD-50932"},
    {
        "order": "TD-50932",
        "item": "Bloch tap shoe",
        "size": "UK 2",
        "price_gbp": 34.99,
        "delivered": "2025-01-08",
    },
)
_TD_ORDER_BY_EMAIL = call(
    "get_order",
    {"email": "priya.natarajan@yahoo.co.uk", "postcode": "LS6 2AB"},
    {"order": "TD-50932", "item": "Bloch tap shoe", "size": "UK 2", "price_gbp": 34.99},
)
_TD_STOCK = call(
    "check_stock",
    {"item": "Bloch tap shoe", "size": "UK 3"},
    {"in_stock": True, "price_gbp": 34.99},
)
_TD_EXCHANGE = call(
    "create_exchange",
    {"order_number": "TD-50932", "new_size": "UK 3"},
    {"status": "exchange created", "exchange": "EX-50932-1", "return_label": "RL-7729-KQ", "fee_gbp": 0.0},
)
TAPDANCE_FLOWS = (
    (
        u("Hi, I need to exchange my daughter's tap shoes for a bigger size."),
        a("No problem! What's the order number?"),
        u("TD-50932", "its TD-50932", "Order TD 50932, thanks", "td50932"),
        a("Thanks. That's the Bloch tap shoe in UK 2, £34.99. Which size would you like instead?", _TD_ORDER),
        u(
            "UK 3 please",
            "A size 3 please (UK)",
            "one size up, so UK 3",
            "UK 3 - the 2s are already tight on her!",
        ),
        a(
            "UK 3 is in stock at the same price, so there's nothing extra to pay. Shall I set up the "
            "exchange?",
            _TD_STOCK,
        ),
        u(
            "yes please",
            "Yes go ahead, thank you",
            "Yes! Do I send the old ones back first?",
            "yes pls, same £34.99 so no difference to pay",
        ),
        a(
            "Done: exchange EX-50932-1. I've emailed a free return label, RL-7729-KQ. The UK 3s ship as soon "
            "as the return is scanned.",
            _TD_EXCHANGE,
        ),
        stop(
            "Perfect, thank you!",
            "Great, thanks so much",
            "Brilliant, will drop them at the post office tomorrow. Thanks!",
            "",
        ),
    ),
    (
        u("Hi, I need to exchange my daughter's tap shoes for a bigger size."),
        a("Sure! Can you confirm the email address and postcode on the order?"),
        u(
            "priya.natarajan@yahoo.co.uk, LS6 2AB",
            "email priya.natarajan@yahoo.co.uk / postcode LS6 2AB",
            "Priya.Natarajan@yahoo.co.uk and ls6 2ab",
        ),
        a("Thanks. I found order TD-50932: Bloch tap shoes, UK 2. Are you after a UK 3?", _TD_ORDER_BY_EMAIL),
        u("Yes, UK 3 please.", "Yep, size 3.", "Yes please, one size up."),
        a(
            "UK 3 is in stock. I've set up exchange EX-50932-1 with no fee, and your return label code is "
            "RL-7729-KQ.",
            _TD_STOCK,
            _TD_EXCHANGE,
        ),
        u(
            "Thanks! Where do I drop them off?",
            "Do they need to be in the original box?",
            "How long after I send them back will the new ones arrive?",
            "Great, no fee! Is RL-7729-KQ the code I show at the post office?",
        ),
        a(
            "Any post office or parcel shop takes them, with code RL-7729-KQ; the original box helps but "
            "isn't required. The new shoes usually arrive 2-3 days after the return is scanned."
        ),
        stop("Great, thank you!", "Lovely, thanks for your help", "ok perfect thanks x"),
    ),
)

# -- 10. ballroom hire: deposit back for a cancelled concert -------------------------------------------------

WALTZ = Scenario(
    goal="Your choir cancelled its spring concert at the Waltz Ballroom; get the hire deposit refunded.",
    persona="a community choir treasurer, precise, likes to double-check figures",
    known_facts={
        "hire_reference": "WB-2025-0311",
        "organisation": "Kingsbury Community Choir",
        "deposit": "£250",
        "event_date": "2025-04-12",
        "email": "treasurer@kingsburychoir.org.uk",
    },
    unknown_facts=["cancellation charge: £50", "refund date", "duty manager's name"],
    expected=["refund_deposit"],
)
_WB_HIRE = call(
    "get_hire",
    {"hire_reference": "WB-2025-0311"},
    {
        "hire": "WB-2025-0311",
        "hirer": "Kingsbury Community Choir",
        "date": "2025-04-12",
        "deposit_gbp": 250.0,
    },
)
_WB_HIRE_BY_EMAIL = call(
    "get_hire",
    {"organisation": "Kingsbury Community Choir", "email": "treasurer@kingsburychoir.org.uk"},
    {"hire": "WB-2025-0311", "date": "2025-04-12", "room": "Main Ballroom", "deposit_gbp": 250.0},
)
_WB_QUOTE = call(
    "get_refund_quote",
    {"hire_reference": "WB-2025-0311"},
    {"deposit_gbp": 250.0, "cancellation_charge_gbp": 50.0, "refundable_gbp": 200.0},
)
_WB_REFUND = call(
    "refund_deposit",
    {"hire_reference": "WB-2025-0311", "amount_gbp": 200.0},
    {"status": "refund issued", "amount_gbp": 200.0, "refund": "WBR-0412", "arrives_by": "2025-03-14"},
)
WALTZ_FLOWS = (
    (
        u(
            "Good morning. Our choir has cancelled its spring concert at the Waltz Ballroom, and I'd like to "
            "arrange the refund of our hire deposit.",
            "Hello, I'm writing on behalf of the Kingsbury Community Choir. We've had to cancel our concert "
            "booking at the ballroom and would like our deposit back.",
            "Hi. We cancelled our hire of the Waltz Ballroom for the spring concert. Could you refund the "
            "deposit, please?",
            "Good afternoon. Could you help me reclaim the deposit for our cancelled concert hire at the "
            "Waltz Ballroom? It was for 12 April.",
        ),
        a("Of course. What's the hire reference?"),
        u(
            "It's WB-2025-0311.",
            "The reference is WB-2025-0311.",
            "WB-2025-0311, as on your invoice.",
            "Hire reference WB 2025 0311.",
        ),
        a(
            "Thank you. WB-2025-0311, the Main Ballroom on 12 April, deposit £250. Cancelling more than 30 "
            "days ahead carries a £50 cancellation charge, so £200 is refundable. Shall I issue that?",
            _WB_HIRE,
            _WB_QUOTE,
        ),
        u(
            "Yes please. £250 less £50 leaves £200, which matches our records.",
            "Yes, please refund the £200.",
            "Please do. Could you confirm it goes back to the account the deposit came from?",
            "That's in line with the terms we signed. Yes, please go ahead.",
        ),
        a(
            "Done: £200.00 refund issued, reference WBR-0412, to the account that paid the deposit. It'll "
            "arrive by 14 March.",
            _WB_REFUND,
        ),
        u(
            "Thank you. Could you email a confirmation to treasurer@kingsburychoir.org.uk for our accounts?",
            "Thank you. Will there be a written breakdown of the £50 charge for the books?",
            "Noted: WBR-0412, £200, by 14 March. Will you send a receipt?",
        ),
        a("Yes, a confirmation with the breakdown is on its way to your email now."),
        stop(
            "Excellent. Thank you for your help.",
            "Much appreciated. Goodbye.",
            "Thank you, that's everything.",
            "",
        ),
    ),
    (
        u(
            "Hello. We've cancelled our concert at the Waltz Ballroom and need to claim back the deposit.",
            "Good morning, I'm the choir's treasurer. We cancelled our ballroom hire and would like the "
            "deposit refunded.",
            "Hi, can I arrange the return of a hire deposit? Our spring concert had to be cancelled.",
        ),
        a(
            "I'm sorry to hear that. What's the name of the organisation and the email the booking was made "
            "with?"
        ),
        u(
            "Kingsbury Community Choir, treasurer@kingsburychoir.org.uk.",
            "The Kingsbury Community Choir; email treasurer@kingsburychoir.org.uk.",
            "Organisation: Kingsbury Community Choir\nEmail: treasurer@kingsburychoir.org.uk",
        ),
        a("Thanks. I found hire WB-2025-0311 for 12 April, deposit £250.", _WB_HIRE_BY_EMAIL),
        u(
            "That's the one. How much of the £250 will we get back?",
            "Yes. Is the whole £250 refundable?",
            "Correct. What deductions apply, if any?",
        ),
        a("There's a £50 cancellation charge, so you'd get £200 back.", _WB_QUOTE),
        u(
            "I see. 200 out of 250 - fine, please go ahead.",
            "Understood. Please refund the £200.",
            "That's a fifth of the deposit gone, but it's in the contract. Go ahead, please.",
        ),
        a("Refund WBR-0412 for £200.00 is issued; it should arrive by 14 March.", _WB_REFUND),
        stop("Thank you very much.", "Noted. Thank you, goodbye.", "Thank you for your help."),
    ),
)

DOMAINS: list[Domain] = [
    Domain("lindyhop", LINDYHOP, LINDYHOP_FLOWS),
    Domain("mimeclass", MIMECLASS, MIMECLASS_FLOWS),
    Domain("noodlebar", NOODLEBAR, NOODLEBAR_FLOWS),
    Domain("orchestra", ORCHESTRA, ORCHESTRA_FLOWS),
    Domain("photobooth", PHOTOBOOTH, PHOTOBOOTH_FLOWS),
    Domain("quidditch", QUIDDITCH, QUIDDITCH_FLOWS),
    Domain("rodeo", RODEO, RODEO_FLOWS),
    Domain("salsa", SALSA, SALSA_FLOWS),
    Domain("tapdance", TAPDANCE, TAPDANCE_FLOWS),
    Domain("waltz", WALTZ, WALTZ_FLOWS),
]

FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "lindyhop",
        0,
        Say(0, "Hello! I'd like to move my Lindy hop course from the Tuesday group to Thursdays."),
        "paraphrase",
    ),
    F(
        "opener",
        "lindyhop",
        1,
        Say(
            0,
            "Hi! Can I switch my Lindy hop course from Tuesdays to Thursdays? My shifts at the lab changed.",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "noodlebar",
        0,
        Say(0, "hi, my noodle order came but the dan dan noodles are missing"),
        "one word dropped",
    ),
    F(
        "opener",
        "noodlebar",
        1,
        Say(
            0,
            "hi, my noodle order just came but the dan dan noodles are missing. can i get a refund for them",
        ),
        "opener plus a request",
    ),
    F("opener", "photobooth", 0, Say(0, "Hello, we hired a photo booth for our wedding."), "truncated"),
    F(
        "opener",
        "photobooth",
        1,
        Say(0, "Hi, we booked one of your photo booths for our wedding and now the date has moved."),
        "reworded",
    ),
    F(
        "opener",
        "rodeo",
        0,
        Say(0, "Hi, the rodeo on Saturday got rained out. I'd like a refund."),
        "second half reworded",
    ),
    F(
        "opener",
        "tapdance",
        1,
        Say(0, "Hello! Do you do exchanges on tap shoes? My daughter's pair is too small."),
        "a different first message",
    ),
    # -- reply_shape: more than one voice, or a turn not shaped like a customer's message
    F(
        "reply_shape",
        "lindyhop",
        1,
        Say(
            2,
            "*checks the shift rota on her phone* Thursday evenings are fine. Is the €12 on top of what I "
            "paid?",
        ),
        "action written as in a play",
    ),
    F(
        "reply_shape",
        "mimeclass",
        0,
        Say(
            2,
            "<thinking>Half of £85 back is better than a credit I may never use, given the "
            "ankle.</thinking>\nI'll take the refund, please.",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "orchestra",
        0,
        Say(3, '{"role": "user", "content": "Marvellous. Will the new tickets come to my email?"}'),
        "message written as JSON with a role",
    ),
    F(
        "reply_shape",
        "photobooth",
        0,
        Say(
            2, "Here's my reply as the groom:\n- new date: Saturday 20 September\n- venue: same, Harlow Barn"
        ),
        "reply framed as the part",
    ),
    F(
        "reply_shape",
        "quidditch",
        0,
        Say(2, "We've got 9 players!\n[Vice-captain here - and we're going to win it this year!]"),
        "a third party takes over",
    ),
    F(
        "reply_shape",
        "rodeo",
        0,
        Say(1, "User: RD-118-2046\nAssistant: Thanks, let me look that order up."),
        "role labels, both sides",
    ),
    F(
        "reply_shape",
        "salsa",
        0,
        Say(4, "Yay, thank you so much! 🎉 Do we need to bring anything?"),
        "a stop that still asks",
    ),
    F(
        "reply_shape",
        "tapdance",
        1,
        Say(3, "Your exchange EX-50932-1 is all set! Is there anything else I can help you with today?"),
        "speaks as the shop",
    ),
    F(
        "reply_shape",
        "waltz",
        0,
        Say(
            3,
            "Thank you. Will there be a written breakdown of the £50 charge for our books? I expect so, "
            "since every charge has to be documented.",
        ),
        "answers its own question",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "lindyhop", 0, Say(1, "Sure, it's LH-30471."), "booking digits swapped"),
    F(
        "invented_specifics",
        "mimeclass",
        0,
        Say(1, "Certainly. It is MC-88214. I paid £95 for it, for what it's worth."),
        "wrong amount paid",
    ),
    F("invented_specifics", "noodlebar", 1, Say(1, "07700 900416"), "phone digits swapped"),
    F(
        "invented_specifics",
        "orchestra",
        0,
        Say(2, "Yes please, M9 and M10 on the 15th. Could you charge the $12 to my Visa ending 4417?"),
        "card digits",
    ),
    F(
        "invented_specifics",
        "quidditch",
        0,
        Say(3, "Yes please!! And could you post the receipt to our society office, 14 Lifton Place, Leeds?"),
        "street address",
    ),
    F(
        "invented_specifics",
        "rodeo",
        0,
        Say(2, "Refund please. Theres a $12 service fee on RD-118-2046 too, I want that back as well."),
        "a fee never mentioned",
    ),
    F(
        "invented_specifics",
        "salsa",
        1,
        Say(2, "Any Saturday before our wedding on 4 October! Just not 27 September, that's my hen do 😅"),
        "a date never mentioned",
    ),
    F(
        "invented_specifics",
        "tapdance",
        0,
        Say(2, "UK 3 please. Her teacher Miss Jarvis says they need a bit of growing room."),
        "a name never mentioned",
    ),
    F(
        "invented_specifics",
        "waltz",
        1,
        Say(2, "That's the one. For the record, we paid the £250 by bank transfer on 14 January."),
        "payment date",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "lindyhop",
        1,
        Say(2, "Is Frankie Doyle teaching the Thursday group? A friend said those classes are great."),
        "teacher's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "mimeclass",
        0,
        Say(
            0,
            "Good afternoon. I've sprained my ankle and can't attend Saturday's mime workshop. I know it's "
            "inside your 14-day cutoff, but I'd like a refund.",
        ),
        "cancellation cutoff",
    ),
    F(
        "unknown_fact",
        "noodlebar",
        0,
        Say(1, "NB-604219. the dan dan was £9.80 so thats what i want back"),
        "dish price before the lookup",
    ),
    F(
        "unknown_fact",
        "orchestra",
        1,
        Say(
            0,
            "Hello, could I exchange my two tickets for this Saturday's concert for the one a week later? "
            "Happy to pay the six dollars a ticket to swap.",
        ),
        "exchange fee in words",
    ),
    F(
        "unknown_fact",
        "photobooth",
        1,
        Say(
            1,
            "tom.okafor@outlook.com - the new date is 20 September. I understand the change fee is £40, "
            "fine.",
        ),
        "change fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "rodeo",
        0,
        Say(1, "RD-118-2046. I hear the rain date is June 28 but we cant make that."),
        "rain date before the agent said it",
    ),
    F(
        "unknown_fact",
        "salsa",
        0,
        Say(
            1, "The wedding is on 4 October, Saturdays suit us best. Could we have Diego Marín? He's amazing."
        ),
        "instructor's name before the lookup",
    ),
    F(
        "unknown_fact",
        "tapdance",
        0,
        Say(
            3,
            "yes please. I've still got a return label code from the delivery, RL-7729-KQ - can I use that?",
        ),
        "return label before the agent made it",
    ),
    F(
        "unknown_fact",
        "waltz",
        1,
        Say(2, "That's the one. I gather there's a £50 cancellation charge, so we'd expect £200 back."),
        "cancellation charge before the quote",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "mimeclass",
        1,
        Say(
            1, "I booked with g.ashby@btinternet.com under Gerald Ashby. I paid £85 for the 17 May workshop."
        ),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "noodlebar",
        0,
        Say(1, "NB-604219. my number is 07700 900461, postcode M14 5TQ, total was £27.40"),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "orchestra",
        1,
        Say(
            0,
            "Hi! I'd like to swap my two orchestra tickets to the following week. It's booking "
            "ORC-2207-5519, row K, seats 14-15, and my email is ruth.abernathy@gmail.com.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "photobooth",
        0,
        Say(
            1,
            "PB-7731. All the details:\n- email: tom.okafor@outlook.com\n- venue: Harlow Barn, 12 Mill Road, "
            "Ashford\n- old date: 13/09/2025\n- new date: 20/09/2025",
        ),
        "asked for the id, a list of four more",
    ),
    F(
        "data_dump",
        "quidditch",
        0,
        Say(
            1,
            "It's QC-4410! We're the Leeds Nifflers, 9 players, contact captain@leedsnifflers.co.uk or 0113 "
            "496 0728.",
        ),
        "asked for the club id, gives four more",
    ),
    F(
        "data_dump",
        "rodeo",
        1,
        Say(
            1,
            "dhutchins@rangewire.net. Order RD-118-2046, 4 general admission, paid $148.00 for the June 21 "
            "show.",
        ),
        "asked for the email, gives four more",
    ),
    F(
        "data_dump",
        "salsa",
        0,
        Say(
            0,
            "Hi! I'm Ana Beltrán and we're getting married on 4 October - could we book a private salsa "
            "lesson? You can reach me on +34 612 345 678 or ana.beltran@gmail.com 💃",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "tapdance",
        0,
        Say(
            1,
            "TD-50932. Email priya.natarajan@yahoo.co.uk, postcode LS6 2AB - she's in a UK 2 and needs a UK "
            "3.",
        ),
        "asked for the order, gives four more",
    ),
    F(
        "data_dump",
        "waltz",
        0,
        Say(
            0,
            "Good morning. The Kingsbury Community Choir has cancelled its 12 April concert at the Waltz "
            "Ballroom. Hire reference WB-2025-0311; we paid a £250 deposit and would like it refunded.",
        ),
        "four facts up front",
    ),
    # -- premature_stop: the user stops before the expected write; the agent neither failed nor refused
    F(
        "premature_stop",
        "lindyhop",
        0,
        StopAt(4, "Ok, let me think about it over the weekend. Thanks!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "mimeclass",
        0,
        StopAt(4, "Thank you. I shall have a think and ring back."),
        "after the options",
    ),
    F(
        "premature_stop",
        "noodlebar",
        1,
        StopAt(2, "hang on ill find the receipt and come back"),
        "after the first question",
    ),
    F(
        "premature_stop",
        "orchestra",
        1,
        StopAt(5, "Let me talk it over with my husband first. Thanks for checking, I'll be in touch!"),
        "after the seats were offered",
    ),
    F(
        "premature_stop",
        "photobooth",
        0,
        StopAt(6, "Let me run the £40 past my fiancée and I'll get back to you. Thanks!"),
        "after the fee",
    ),
    F("premature_stop", "quidditch", 0, StopAt(6, ""), "silent stop at the confirmation question"),
    F(
        "premature_stop",
        "rodeo",
        1,
        StopAt(6, "Let me talk to the wife about the 28th. Thanks."),
        "after the choice was offered",
    ),
    F(
        "premature_stop",
        "salsa",
        0,
        StopAt(4, "Let me check with my fiancé which one suits and I'll come back! Thanks 😊"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "waltz",
        1,
        StopAt(6, "Thank you. I'll take this to our committee and come back to you."),
        "after the quote",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "mimeclass", 1, meta(1, prompt_missing=["known_facts.email"]), "a known fact"),
    F("persona_sent", "noodlebar", 2, meta(1, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "orchestra", 0, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "photobooth", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "quidditch", 1, meta(2, prompt_missing=["known_facts.roster_size"]), "a known fact"),
    F("persona_sent", "salsa", 1, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "tapdance", 1, meta(1, prompt_missing=["known_facts.postcode"]), "a known fact"),
    F(
        "persona_sent",
        "waltz",
        0,
        meta(3, prompt_missing=["persona", "known_facts.email"]),
        "persona and a known fact",
    ),
]
