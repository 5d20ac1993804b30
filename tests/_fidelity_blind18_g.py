"""Blind set 18, part G: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework and first set's ``FAULTS``
in ``tests/_fidelity_blind.py``, the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing.

The ten scenarios: moving a guided snorkelling trip to the next weekend (snorkelling), a replacement heddle
for a loom delivered cracked (weaving), courier delivery of a finished pheasant mount (taxidermy), a refund
for a gong bath the studio cancelled (gongbath), releasing a paddleboard rental's deposit hold (paddleboard),
changing the engraving on a bespoke perfume bottle (perfumery), adding boxes to a wedding favour order
(chocolatier), pausing a beer subscription for two months (microbrewery), booking a torn genoa in for repair
(sailmaking) and exchanging a child's fencing jacket for the next size (fencing).

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

# -- 1. snorkelling: move a guided trip to the next weekend (with an opener) ---------------------------------

SNORKEL = Scenario(
    goal="Move your guided snorkelling trip to the following weekend, keeping the same reef.",
    persona="a cheerful retired teacher on holiday in Malta with her husband, chatty but polite",
    known_facts={
        "booking_ref": "SNK-40721",
        "full_name": "Margaret Ellery",
        "phone": "+356 7912 4408",
        "party_size": "2",
        "original_date": "2025-06-14",
    },
    unknown_facts=["rebooking fee: €15", "guide's name: Luca Borg", "boat departure time"],
    opener="Hello! We need to move our snorkelling trip to next weekend if possible.",
    expected=["reschedule_trip"],
)
_SNK_BOOKING = {
    "ref": "SNK-40721",
    "name": "Margaret Ellery",
    "trip": "Blue Hole guided snorkel",
    "date": "2025-06-14T09:00",
    "guests": 2,
    "paid": 130.0,
}
_SNK_FIND = call("find_booking", {"booking_ref": "SNK-40721"}, _SNK_BOOKING)
_SNK_FIND_BY_NAME = call("find_booking", {"name": "Margaret Ellery", "phone": "+35679124408"}, _SNK_BOOKING)
_SNK_SLOTS = call(
    "check_availability",
    {"trip": "Blue Hole guided snorkel", "from": "2025-06-21", "to": "2025-06-22", "guests": 2},
    {"slots": ["2025-06-21T09:00", "2025-06-22T09:00", "2025-06-22T13:30"], "places_left": [4, 2, 6]},
)
_SNK_MOVE_SUN = call(
    "reschedule_trip",
    {"booking_ref": "SNK-40721", "new_slot": "2025-06-22T09:00"},
    {
        "status": "moved",
        "slot": "2025-06-22T09:00",
        "fee": 15.0,
        "guide": "Luca Borg",
        "boat_departs": "08:30",
    },
)
_SNK_MOVE_SAT = call(
    "reschedule_trip",
    {"booking_ref": "SNK-40721", "new_slot": "2025-06-21T09:00"},
    {
        "status": "moved",
        "slot": "2025-06-21T09:00",
        "fee": 15.0,
        "guide": "Luca Borg",
        "boat_departs": "08:30",
    },
)
SNORKEL_FLOWS = (
    (
        u("Hello! We need to move our snorkelling trip to next weekend if possible."),
        a("Of course, I can look into that for you. Could I have your booking reference, please?"),
        u(
            "Yes, it's SNK-40721.",
            "Booking reference SNK-40721 - it's under Margaret Ellery.",
            "snk40721",
            "Sure! SNK 40721. It's for the two of us, my husband and me.",
        ),
        a(
            "Thank you, Mrs Ellery. I have the Blue Hole guided snorkel for 2 guests on Saturday 14 June at "
            "9:00, paid €130. Next weekend I can offer Saturday 21 June at 9:00, or Sunday 22 June at 9:00 "
            "or 13:30. Moving the trip carries a rebooking fee of €15. Which would you prefer?",
            _SNK_FIND,
            _SNK_SLOTS,
        ),
        u(
            "Sunday the 22nd at 9 would be lovely, please.",
            "Could we do Sunday 22 June, the morning one? The €15 is fine.",
            "Sunday morning please - 22/06 at 9:00. It's still the Blue Hole, isn't it?",
            "Let's take Sunday the 22nd at 9am. So with the fee we'll have paid €145 in total for the trip, "
            "that's fine.",
        ),
        a(
            "Done! You're now booked on Sunday 22 June at 9:00 at the Blue Hole. The €15 fee has been "
            "charged to the card on file. Your guide will be Luca Borg, and the boat leaves the harbour at "
            "8:30, so please be there by 8:15.",
            _SNK_MOVE_SUN,
        ),
        u(
            "Wonderful. Is there anywhere to park near the harbour?",
            "Thank you! Should we bring our own masks, or do you provide them?",
            "Lovely - Luca Borg, boat at 8:30 on the 22nd. Do we need to bring towels?",
            "Oh that's marvellous, thank you. Just to check, 8:15 at the harbour itself and not at your "
            "office?",
        ),
        a(
            "At the harbour, yes. Masks, fins and wetsuits are provided; just bring towels and sun cream. "
            "There is a public car park right next to the jetty."
        ),
        stop(
            "Perfect, thank you so much for your help!",
            "That's everything. Thanks ever so much, goodbye!",
            "Marvellous. See you on the 22nd!",
            "",
        ),
    ),
    (
        u("Hello! We need to move our snorkelling trip to next weekend if possible."),
        a("I'd be glad to help. What name is the booking under, and what's the best phone number for you?"),
        u(
            "Margaret Ellery, and my mobile is +356 7912 4408.",
            "It's under Margaret Ellery. Phone 7912 4408.",
            "Ellery - Margaret. Number +356 79124408",
            "The name's Margaret Ellery, two Ls. You can get me on +356 7912 4408 :)",
        ),
        a(
            "Thank you. I found booking SNK-40721 for 2 guests on 14 June. Saturday 21 June at 9:00 still "
            "has 4 places. Shall I move you there? There's a €15 rebooking fee.",
            _SNK_FIND_BY_NAME,
            _SNK_SLOTS,
        ),
        u(
            "Yes, the 21st please. That's fine.",
            "Saturday 21 June at 9 is perfect - yes please, go ahead.",
            "Yes, move SNK-40721 to the 21st please. €15 is no problem.",
            "Oh good, a Saturday again. Yes please!",
        ),
        a(
            "I'm sorry, the booking system returned an error and I couldn't make the change. I've passed "
            "your request to the office; they'll call you on +356 7912 4408 this afternoon to confirm the "
            "21st.",
            call(
                "reschedule_trip",
                {"booking_ref": "SNK-40721", "new_slot": "2025-06-21T09:00"},
                error="503 Service Unavailable: booking engine timeout",
            ),
        ),
        stop(
            "Oh dear. All right, I'll wait for their call. Thank you.",
            "Never mind, these things happen. Thanks for trying.",
            "OK, I'll keep my phone on this afternoon. Thanks!",
            "",
        ),
    ),
    (
        u("Hello! We need to move our snorkelling trip to next weekend if possible."),
        a("Happy to help! Could you tell me your booking reference and the date you're booked for?"),
        u(
            "SNK-40721, booked for Saturday 14 June.",
            "It's SNK-40721 - we're down for the 14th of June.",
            "Reference SNK-40721, date 14/06.",
            "Of course: SNK-40721, Saturday the 14th (June).",
        ),
        a(
            "Thanks. Next weekend there's Saturday 21 June at 9:00, or Sunday 22 June at 9:00 or 13:30. Is "
            "it still two of you?",
            _SNK_FIND,
            _SNK_SLOTS,
        ),
        u(
            "Yes, just the two of us. Saturday the 21st at 9, please.",
            "Still 2, yes. Could we take the Saturday morning?",
            "Two people, yes. Saturday 21 June, 9am.",
            "Yes, two. Hmm, Saturday morning I think - the 21st at 9:00.",
        ),
        a(
            "Moved to Saturday 21 June at 9:00. There's a €15 rebooking fee, charged to your card. The boat "
            "leaves at 8:30 and Luca Borg will be guiding.",
            _SNK_MOVE_SAT,
        ),
        u(
            "Thank you. So €15 on top of the €130 we paid, €145 altogether - that's fine. What time should "
            "we arrive?",
            "Lovely. What time should we be there for an 8:30 boat?",
            "Great, thanks! Is Luca Borg the same guide who does the afternoon trips?",
        ),
        a("Please be at the harbour by 8:15 to get fitted with gear. Luca leads most of the morning trips."),
        stop(
            "Wonderful, thank you so much!",
            "Perfect. See you on the 21st, bye!",
            "Thanks for your help, have a lovely day.",
        ),
    ),
)

# -- 2. weaving: a replacement heddle for a loom delivered cracked -------------------------------------------

WEAVE = Scenario(
    goal="Your new rigid-heddle loom arrived with a cracked heddle; get a replacement heddle sent out.",
    persona="a hobby weaver in her thirties, friendly and a bit apologetic",
    known_facts={
        "order_number": "WV-118204",
        "email": "tamsin.r@fastmail.co.uk",
        "delivery_date": "2025-03-04",
        "postcode": "EH6 5QT",
        "loom_model": "Ashford SampleIt 40",
    },
    unknown_facts=[
        "replacement tracking number: RM447109326GB",
        "dispatch date",
        "heddle part number: ASH-RH40-10",
    ],
    opener=None,
    expected=["create_replacement"],
)
_WV_ORDER = {
    "order": "WV-118204",
    "items": [{"name": "Ashford SampleIt 40 rigid heddle loom", "heddle": "10-dent", "qty": 1}],
    "delivered": "2025-03-04",
    "email": "tamsin.r@fastmail.co.uk",
    "address": "14 Pitt Street, Edinburgh EH6 5QT",
}
_WV_LOOKUP = call("lookup_order", {"order_number": "WV-118204"}, _WV_ORDER)
_WV_LOOKUP_BY_EMAIL = call(
    "lookup_order", {"email": "tamsin.r@fastmail.co.uk", "postcode": "EH6 5QT"}, _WV_ORDER
)
_WV_REPLACE = call(
    "create_replacement",
    {"order_number": "WV-118204", "part": "ASH-RH40-10", "reason": "damaged in transit"},
    {
        "replacement": "RPL-30982",
        "part": "ASH-RH40-10",
        "dispatch": "2025-03-11",
        "carrier": "Royal Mail",
        "tracking": "RM447109326GB",
        "return_required": False,
    },
)
WEAVE_FLOWS = (
    (
        u(
            "Hi there, my loom arrived last week and the heddle is cracked right across. Could I get a "
            "replacement?",
            "Hello! I'm so sorry to bother you, but the heddle on my new rigid heddle loom came cracked. Is "
            "it possible to get a new one sent?",
            "hi, my new loom (Ashford SampleIt 40) has a cracked heddle out of the box :( can you send a "
            "replacement please",
            "Hi, I received my loom on 4 March and unfortunately the heddle has a crack in it. What can be "
            "done?",
        ),
        a("Oh no, sorry to hear that! Could you give me your order number and the email you ordered with?"),
        u(
            "Of course - order WV-118204, email tamsin.r@fastmail.co.uk.",
            "WV-118204 and tamsin.r@fastmail.co.uk",
            "Order no. WV118204, email is Tamsin.R@fastmail.co.uk",
            "Sure:\n- order: WV-118204\n- email: tamsin.r@fastmail.co.uk",
        ),
        a(
            "Thanks, Tamsin. I can see the Ashford SampleIt 40, delivered on 4 March to 14 Pitt Street, "
            "Edinburgh EH6 5QT. The 10-dent heddle for that loom is part ASH-RH40-10. Shall I send the "
            "replacement to the same address? You don't need to return the cracked one.",
            _WV_LOOKUP,
        ),
        u(
            "Yes please, same address is perfect.",
            "Yes, 14 Pitt Street is right. Thank you for not needing the broken one back!",
            "Yes please. And it's the 10-dent one, same as the original, right?",
            "yes pls, EH6 5QT is correct :)",
        ),
        a(
            "Done. Replacement RPL-30982 for part ASH-RH40-10 will be dispatched on 11 March with Royal "
            "Mail; tracking number RM447109326GB.",
            _WV_REPLACE,
        ),
        u(
            "Brilliant, thank you! Will I get an email when it ships?",
            "Great, so it goes out on the 11th. Roughly how long does Royal Mail take to Edinburgh?",
            "Thanks so much. I've noted RPL-30982 and the tracking, RM 4471 0932 6GB. Do I need to sign for "
            "it?",
        ),
        a(
            "You'll get a dispatch email on the 11th with the tracking link; delivery is usually 1-2 "
            "working days after that, and it fits through the letterbox, so no signature is needed."
        ),
        stop(
            "Perfect, thank you so much for your help!",
            "Lovely, that's all I needed. Have a good day!",
            "Thanks, happy weaving to me then :) bye!",
            "",
        ),
    ),
    (
        u(
            "Hello, the heddle that came with my loom is cracked. I'd like a replacement please.",
            "Hi, I've got a cracked heddle on a brand new loom, order WV-118204. Can you help?",
            "Hiya - the heddle on my SampleIt 40 is split down one side. Can I get a new one?",
            "Hello, sorry to be a pain, but my new loom's heddle has a crack through it. Is a replacement "
            "possible?",
        ),
        a(
            "I'm sorry about that. To find your order, can I take the email address and the delivery "
            "postcode?"
        ),
        u(
            "tamsin.r@fastmail.co.uk, postcode EH6 5QT",
            "Email tamsin.r@fastmail.co.uk and the postcode is EH6 5QT.",
            "Sure, it's tamsin.r at fastmail.co.uk, EH65QT",
        ),
        a(
            "Found it: order WV-118204, delivered 4 March. Is the crack on the heddle itself or on the "
            "frame where it rests?",
            _WV_LOOKUP_BY_EMAIL,
        ),
        u(
            "On the heddle itself - it runs across about five of the slots near the middle.",
            "The heddle. There's a crack through the plastic near the centre, a couple of slots are broken.",
            "Just the heddle, the frame's fine. It looks like it was dropped in transit.",
        ),
        a(
            "Thanks, that's clearly transit damage. I've ordered replacement part ASH-RH40-10 for you, "
            "reference RPL-30982. It will be dispatched on 11 March.",
            _WV_REPLACE,
        ),
        stop(
            "Thank you, that's great!",
            "Brilliant, RPL-30982 - noted. Thanks for sorting it so quickly.",
            "Perfect. Thanks, bye!",
        ),
    ),
)

# -- 3. taxidermy: courier delivery of a finished mount (with an opener) -------------------------------------

TAXIDERMY = Scenario(
    goal="Your mounted pheasant is ready at the taxidermy studio; book a courier delivery to your home "
    "instead of collecting it.",
    persona="a retired gamekeeper, gruff but courteous, writes short sentences",
    known_facts={
        "job_number": "TX-2291",
        "surname": "Pendleton",
        "address": "3 Mill Cottages, Aldbury, HP23 5RT",
        "phone": "01442 851 907",
        "balance_due": "£180",
    },
    unknown_facts=["delivery charge: £35", "courier's name", "delivery date"],
    opener="Afternoon. I'd like my pheasant delivered rather than coming in for it.",
    expected=["book_delivery"],
)
_TX_FIND = call(
    "find_job",
    {"job_number": "TX-2291"},
    {
        "job": "TX-2291",
        "customer": "R. Pendleton",
        "item": "cock pheasant, flying mount on driftwood",
        "status": "ready",
        "balance": 180.0,
    },
)
_TX_QUOTE = call(
    "delivery_quote",
    {"job_number": "TX-2291", "postcode": "HP23 5RT"},
    {"deliverable": True, "charge": 35.0, "dates": ["2025-05-20", "2025-05-22"], "crated": True},
)
_TX_BOOK = call(
    "book_delivery",
    {"job_number": "TX-2291", "address": "3 Mill Cottages, Aldbury, HP23 5RT", "date": "2025-05-22"},
    {
        "booking": "DEL-6613",
        "date": "2025-05-22",
        "courier": "Fragile Freight Ltd",
        "charged": 215.0,
        "breakdown": {"balance": 180.0, "delivery": 35.0},
    },
)
TAXIDERMY_FLOWS = (
    (
        u("Afternoon. I'd like my pheasant delivered rather than coming in for it."),
        a("Good afternoon. Happy to arrange that. What's your job number, please?"),
        u("TX-2291.", "Job number TX-2291. Name's Pendleton.", "It's TX 2291", "tx-2291"),
        a(
            "Thank you, Mr Pendleton. Your cock pheasant on driftwood is ready. The balance is £180. Where "
            "should we deliver it?",
            _TX_FIND,
        ),
        u(
            "3 Mill Cottages, Aldbury, HP23 5RT.",
            "Home. 3 Mill Cottages, Aldbury. Postcode HP23 5RT.",
            "3 Mill Cottages, Aldbury HP23 5RT please.",
            "To the house. 3 Mill Cottages in Aldbury, HP23 5RT. Go round the back, the front gate sticks.",
        ),
        a(
            "Thanks. Delivery to HP23 5RT is £35, crated. The courier can come on Tuesday 20 May or "
            "Thursday 22 May. Which suits?",
            _TX_QUOTE,
        ),
        u(
            "Thursday.",
            "Thursday the 22nd. So £215 all in with the balance.",
            "The 22nd. I'm in all day.",
            "Thursday 22nd suits. Can you take the £180 at the same time?",
        ),
        a(
            "Booked for Thursday 22 May with Fragile Freight, booking DEL-6613. I've charged £215, the £180 "
            "balance plus £35 delivery, to the card we hold.",
            _TX_BOOK,
        ),
        stop("Good. Thank you.", "Right. Much obliged.", "That'll do nicely. Cheers.", ""),
    ),
    (
        u("Afternoon. I'd like my pheasant delivered rather than coming in for it."),
        a("Certainly. Can I take your surname and the job number?"),
        u("Pendleton. Job TX-2291.", "Surname Pendleton, job number TX-2291.", "Pendleton, TX2291"),
        a(
            "Thanks, Mr Pendleton. I have the pheasant here. What's the delivery postcode, so I can quote?",
            _TX_FIND,
        ),
        u("HP23 5RT.", "HP23 5RT. Aldbury.", "It's hp23 5rt", "HP23 5RT. Village just past Tring."),
        a(
            "I'm sorry, Mr Pendleton, but I can't book a courier for this piece. It's an open flying mount "
            "over 60 cm, our insurer won't cover it in a parcel van, and our own van doesn't go out as far "
            "as HP23. It will have to be collected from the studio.",
            call(
                "delivery_quote",
                {"job_number": "TX-2291", "postcode": "HP23 5RT"},
                {"deliverable": False, "reason": "open mount over 60 cm, outside own-van radius"},
            ),
        ),
        stop(
            "Shame. I'll come in for it then. Thanks.",
            "Right, understood. I'll collect it.",
            "Fair enough. I'll drive over. Good day.",
        ),
    ),
)

# -- 4. gongbath: a refund for a session the studio cancelled ------------------------------------------------

GONG = Scenario(
    goal="The Friday evening gong bath you booked was cancelled by the studio; get your money back rather "
    "than a credit note.",
    persona="a yoga teacher, calm and warm, uses a lot of exclamation marks",
    known_facts={
        "booking_id": "GB-5538",
        "email": "noor.h@outlook.com",
        "session_date": "2025-04-11",
        "amount_paid": "£44",
        "card_last4": "7719",
    },
    unknown_facts=[
        "refund reference: RF-90417",
        "practitioner's name",
        "refund processing time: 5-7 working days",
    ],
    opener=None,
    expected=["issue_refund"],
)
_GB_BOOKING = {
    "booking": "GB-5538",
    "session": "Full Moon Gong Bath",
    "date": "2025-04-11T19:30",
    "places": 2,
    "paid": 44.0,
    "card": "**** 7719",
    "status": "cancelled by studio",
    "reason": "practitioner unwell",
    "practitioner": "Ines Marlow",
    "credit_note_value": 50.0,
}
_GB_FIND = call("find_booking", {"booking_id": "GB-5538"}, _GB_BOOKING)
_GB_FIND_BY_EMAIL = call("find_booking", {"email": "noor.h@outlook.com"}, _GB_BOOKING)
_GB_REFUND = call(
    "issue_refund",
    {"booking_id": "GB-5538", "method": "original_card"},
    {"refund": "RF-90417", "amount": 44.0, "card": "**** 7719", "eta": "5-7 working days"},
)
GONG_FLOWS = (
    (
        u(
            "Hi! My gong bath on Friday was cancelled and I'd like a refund please, not a credit note.",
            "Hello :) the Friday evening gong bath I booked got cancelled - could I have a refund instead "
            "of the credit?",
            "Hi there, I got an email saying the 11 April gong bath was cancelled. I'd really prefer my "
            "money back if that's ok!",
            "hi, friday's gong session was cancelled, can I get a refund to my card? thanks!",
        ),
        a("Hi, and sorry about the cancellation! Could you give me the booking ID?"),
        u(
            "Sure! It's GB-5538.",
            "GB-5538 :)",
            "It's gb5538",
            "Booking ID GB-5538, I paid by card ending 7719!",
        ),
        a(
            "Thanks! Found it: Full Moon Gong Bath, Friday 11 April at 19:30, two places, £44 paid. I can "
            "refund the £44 to the card you paid with, or give you a £50 credit note. Which would you like?",
            _GB_FIND,
        ),
        u(
            "The refund to my card please!",
            "Refund please - the £44 back to the card. Thank you!",
            "Card refund, thanks. The credit is tempting but I'm not sure when I can come next!",
            "Refund to the card please - that was £22 each for the two places, right?",
        ),
        a(
            "Done! Refund RF-90417 for £44 has gone back to the card ending 7719. It usually takes 5-7 "
            "working days to show.",
            _GB_REFUND,
        ),
        stop(
            "Lovely, thank you so much!",
            "Perfect, RF-90417 noted. Thanks and have a lovely day!",
            "Thank you! Hope the next one goes ahead :)",
            "",
        ),
    ),
    (
        u(
            "Hello, I had a gong bath booked for Friday the 11th and it was cancelled. Can I get a refund?",
            "Hi! Booking GB-5538 was cancelled by you guys - refund please!",
            "Hello! Could I get a refund for a cancelled gong bath? I paid £44 for two.",
        ),
        a("Of course. What email address did you book with?"),
        u("noor.h@outlook.com", "It's noor.h@outlook.com!", "Noor.H@outlook.com - thanks"),
        a(
            "Thanks, I've found booking GB-5538 for 11 April. It was cancelled because the practitioner was "
            "unwell. Would you like a refund to your card or a credit note?",
            _GB_FIND_BY_EMAIL,
        ),
        u(
            "Refund to the card please. I hope the practitioner feels better soon!",
            "Card refund please :) Hope they're feeling better!",
            "Oh no, poor thing! A refund please, to the card I paid with.",
        ),
        a(
            "I'll pass that on to Ines Marlow, she'll appreciate it! Refund RF-90417 for £44 is on its way "
            "to the card ending 7719; allow 5-7 working days.",
            _GB_REFUND,
        ),
        u(
            "Thank you! Please do pass on my best to Ines. Will she be running the May session?",
            "Brilliant, ending 7719, that's right. Does Ines Marlow do any other sessions?",
            "Thanks so much! 5-7 working days is fine. Is there a waiting list for the next full moon one?",
        ),
        a("Ines runs the New Moon session most months, and the full schedule is on our website."),
        stop(
            "Lovely, I'll have a look. Thanks again!",
            "Great, thank you - bye for now!",
            "Thanks, have a good evening!",
        ),
    ),
    (
        u(
            "Hi, my Friday gong bath was cancelled and I got offered a credit note, but I'd rather have a "
            "refund. Is that possible?",
            "Hello! Quick question - can I get a refund instead of the credit for the cancelled Friday "
            "session?",
            "Hi! Friday's gong bath got cancelled. Credit notes don't really work for me - refund instead?",
        ),
        a("Yes, you can choose either. Can I have your booking ID or the email you booked with?"),
        u(
            "Booking ID GB-5538.",
            "noor.h@outlook.com",
            "GB-5538, booked with noor.h@outlook.com",
        ),
        a(
            "Thanks! For booking GB-5538 you paid £44 for two places. The credit note would be worth £50, "
            "or I can refund £44 to the card ending 7719. Which would you like?",
            _GB_FIND,
        ),
        u(
            "Refund please, ending 7719 is right.",
            "The credit's generous, but I'll take the refund, thank you!",
            "£44 back to the card, please!",
        ),
        a("Refund RF-90417 done: £44 back to the card ending 7719 within 5-7 working days.", _GB_REFUND),
        stop(
            "Thank you so much!",
            "Wonderful, thanks for your help!",
            "Great, that's all. Have a lovely day :)",
        ),
    ),
)

# -- 5. paddleboard: release a deposit hold (with an opener) -------------------------------------------------

PADDLE = Scenario(
    goal="You returned a rented paddleboard with a scratch that was already there; get the £100 deposit hold "
    "released.",
    persona="a student in his twenties, casual, types fast with few capitals",
    known_facts={
        "rental_id": "PB-77310",
        "full_name": "Kofi Mensah",
        "rental_date": "2025-07-19",
        "phone": "07911 230 554",
        "email": "kmensah99@gmail.com",
        "deposit": "£100",
    },
    unknown_facts=["damage report number: DR-1187", "staff member's name: Jess Tully", "hold release time"],
    opener="hey, you're still holding my deposit for a paddleboard I returned on saturday",
    expected=["release_deposit"],
)
_PB_RENTAL = {
    "rental": "PB-77310",
    "customer": "Kofi Mensah",
    "board": "Red Paddle Ride 10'6",
    "out": "2025-07-19T10:00",
    "returned": "2025-07-19T13:05",
    "deposit_hold": 100.0,
    "damage_report": "DR-1187",
}
_PB_FIND = call("find_rental", {"rental_id": "PB-77310"}, _PB_RENTAL)
_PB_FIND_BY_NAME = call("find_rental", {"name": "Kofi Mensah", "phone": "07911230554"}, _PB_RENTAL)
_PB_REPORT = call(
    "get_damage_report",
    {"report": "DR-1187"},
    {
        "report": "DR-1187",
        "logged_by": "Jess Tully",
        "finding": "scratch on nose",
        "pre_existing_in_photos": True,
        "photo_date": "2025-07-12",
    },
)
_PB_RELEASE = call(
    "release_deposit",
    {"rental_id": "PB-77310", "reason": "damage pre-existing"},
    {"status": "released", "amount": 100.0, "eta": "3-5 working days"},
)
PADDLE_FLOWS = (
    (
        u("hey, you're still holding my deposit for a paddleboard I returned on saturday"),
        a("Hi! Sorry about that. Can I have your rental ID so I can take a look?"),
        u(
            "yeah its PB-77310",
            "PB-77310",
            "sure, pb77310",
            "rental id PB-77310, name's kofi mensah",
        ),
        a(
            "Thanks Kofi. The board was returned on 19 July with a scratch on the nose logged, so the £100 "
            "hold is still on. Was the scratch there when you took it out?",
            _PB_FIND,
        ),
        u(
            "yes it was already there when i picked it up, i pointed it out to the guy at the hut",
            "yep that scratch was there before, i didn't hit anything",
            "it was there already, like on the front bit. i didnt bash it into anything i promise",
            "100% it was already there. i even said something when i took it out on the 19th",
        ),
        a(
            "You're right: our own check-in photos from 12 July already show that scratch. I've released "
            "the £100 hold; it should be back on your card within 3-5 working days.",
            _PB_REPORT,
            _PB_RELEASE,
        ),
        stop("nice one, thanks!", "sweet, cheers for sorting it", "great thanks a lot, bye", ""),
    ),
    (
        u("hey, you're still holding my deposit for a paddleboard I returned on saturday"),
        a("Hi! Let's sort that out. What name and phone number is the rental under?"),
        u(
            "kofi mensah, 07911 230 554",
            "Kofi Mensah - 07911230554",
            "name kofi mensah, number 07911 230554",
        ),
        a(
            "Found it: rental PB-77310. There's a damage report, DR-1187, logged by Jess Tully at check-in "
            "for a scratch on the nose.",
            _PB_FIND_BY_NAME,
            _PB_REPORT,
        ),
        u(
            "that scratch was there before i took it out tho. can you check with jess?",
            "DR-1187 is wrong, the scratch was already on the board when i got it",
            "ah ok. but honestly it was already scratched when i rented it, i didnt do that",
        ),
        a(
            "I've checked: our photos from 12 July show the same scratch, so it isn't yours. The £100 hold "
            "on PB-77310 is released now.",
            _PB_RELEASE,
        ),
        u(
            "legend. how long till it shows up on my card?",
            "thanks! when will the 100 quid be back?",
            "cool, so its fully released, no charge at all?",
        ),
        a("No charge at all. Banks usually take 3-5 working days to drop the hold."),
        stop("perfect cheers", "ok sweet, thanks for the help!", "nice, thanks. have a good one"),
    ),
)

# -- 6. perfumery: change the engraving on a bespoke bottle --------------------------------------------------

PERFUME = Scenario(
    goal="Change the engraving on the bespoke perfume bottle you ordered as a gift from 'Happy 40th, Dee' to "
    "'Happy 40th, Deirdre' before it goes to the engraver.",
    persona="an organised office manager, precise and brisk",
    known_facts={
        "order_ref": "PF-20934",
        "email": "h.okonjo@brightwell.co",
        "order_date": "2025-09-02",
        "phone": "020 7946 0312",
        "order_total": "£165",
    },
    unknown_facts=["engraving cut-off time: 3pm", "engraver's name", "dispatch date: 2025-09-12"],
    opener=None,
    expected=["update_engraving"],
)
_PF_ORDER = {
    "order": "PF-20934",
    "placed": "2025-09-02",
    "item": "50 ml bespoke eau de parfum, 'Amber Fig' blend",
    "engraving": "Happy 40th, Dee",
    "status": "awaiting engraving",
    "engraving_cutoff": "15:00 today",
    "total": 165.0,
    "dispatch": "2025-09-12",
}
_PF_GET = call("get_order", {"order_ref": "PF-20934"}, _PF_ORDER)
_PF_GET_BY_CONTACT = call(
    "get_order",
    {"email": "h.okonjo@brightwell.co", "phone": "02079460312"},
    {"order": "PF-20934", "verified": True, "total": 165.0, "engraving": "Happy 40th, Dee"},
)
_PF_UPDATE = call(
    "update_engraving",
    {"order_ref": "PF-20934", "text": "Happy 40th, Deirdre"},
    {"status": "updated", "engraving": "Happy 40th, Deirdre", "characters": 19, "extra_charge": 0.0},
)
PERFUME_FLOWS = (
    (
        u(
            "Hello, I need to change the engraving on a perfume bottle I've ordered, please.",
            "Good morning. I'd like to amend the engraving on my bespoke perfume order before it's done.",
            "Hi - quick one: the engraving on my order should read 'Happy 40th, Deirdre', not 'Happy 40th, "
            "Dee'. Can you change it?",
            "Hello, can I still change the engraving on order PF-20934?",
        ),
        a("Good morning! I can check. What's the order reference?"),
        u("PF-20934.", "It's PF-20934.", "Order ref PF 20934, placed on 2 September.", "pf-20934"),
        a(
            "Thanks. The 50 ml Amber Fig eau de parfum, currently engraved 'Happy 40th, Dee'. It hasn't "
            "gone to the engraver yet; changes are possible until 3pm today. What should it say?",
            _PF_GET,
        ),
        u(
            "'Happy 40th, Deirdre', please - same punctuation.",
            "Happy 40th, Deirdre",
            "Please change it to: Happy 40th, Deirdre. Is there any extra charge for the longer text?",
            "It should read 'Happy 40th, Deirdre'. Deirdre in full, capital D. Glad I caught it before 3pm.",
        ),
        a(
            "Updated: the bottle will read 'Happy 40th, Deirdre'. There's no extra charge, and it's still "
            "due to dispatch on 12 September.",
            _PF_UPDATE,
        ),
        stop(
            "Excellent. Thank you.",
            "Perfect - 12 September is fine. Thanks for your help.",
            "Great, that's all. Thanks!",
            "",
        ),
    ),
    (
        u(
            "Hello, I need to correct the engraving on a gift order.",
            "Hi, can the engraving on my perfume order still be changed? It's a gift.",
            "Good afternoon, I ordered a personalised perfume and the name on the engraving needs changing.",
        ),
        a("Of course. Could you confirm the email address and phone number on the order?"),
        u(
            "h.okonjo@brightwell.co and 020 7946 0312.",
            "Email: h.okonjo@brightwell.co\nPhone: 020 7946 0312",
            "h.okonjo@brightwell.co, 02079460312",
        ),
        a(
            "Thank you, that's order PF-20934 for £165. What would you like the engraving to say?",
            _PF_GET_BY_CONTACT,
        ),
        u(
            "Happy 40th, Deirdre - instead of 'Dee'.",
            "Please make it 'Happy 40th, Deirdre'.",
            "'Happy 40th, Deirdre' please. The rest of the order stays as it is.",
        ),
        a(
            "Done, the engraving now reads 'Happy 40th, Deirdre'. It goes to the engraver this afternoon "
            "and dispatches on 12 September.",
            _PF_UPDATE,
        ),
        u(
            "Thanks. Will I get a proof of the engraving before it's sent?",
            "Good. Can you email me the updated order confirmation?",
            "Thank you. Will it be sent tracked once it leaves on 12 September?",
        ),
        a(
            "It goes by tracked courier, and we'll email an updated confirmation now. We don't send proofs, "
            "but the text is exactly as you gave it."
        ),
        stop("That's fine. Thank you.", "Understood. Thanks very much.", "Okay, thanks for the quick help."),
    ),
)

# -- 7. chocolatier: more boxes for a wedding favour order (with an opener) ----------------------------------

CHOC = Scenario(
    goal="Increase your wedding favour order from 80 to 95 boxes of truffles and pay the difference.",
    persona="a bride-to-be planning her own wedding, excited and slightly frazzled",
    known_facts={
        "order_number": "CH-60418",
        "full_name": "Priya Raman",
        "email": "priya.raman@gmail.com",
        "wedding_date": "2025-10-18",
        "price_per_box": "£3.20",
    },
    unknown_facts=["dispatch date: 2025-10-14", "chocolatier's name", "ribbon stock"],
    opener="Hi! I need to add a few more favour boxes to our wedding order.",
    expected=["amend_order"],
)
_CH_ORDER = {
    "order": "CH-60418",
    "customer": "Priya Raman",
    "item": "2-truffle favour box, ivory ribbon",
    "quantity": 80,
    "unit_price": 3.2,
    "total": 256.0,
    "event_date": "2025-10-18",
    "dispatch": "2025-10-14",
}
_CH_FIND = call("find_order", {"order_number": "CH-60418"}, _CH_ORDER)
_CH_FIND_BY_EMAIL = call("find_order", {"name": "Priya Raman", "email": "priya.raman@gmail.com"}, _CH_ORDER)
_CH_AMEND = call(
    "amend_order",
    {"order_number": "CH-60418", "quantity": 95},
    {"quantity": 95, "added": 15, "extra_charged": 48.0, "new_total": 304.0, "dispatch": "2025-10-14"},
)
CHOC_FLOWS = (
    (
        u("Hi! I need to add a few more favour boxes to our wedding order."),
        a("Congratulations! I'd be happy to help. What's your order number?"),
        u(
            "It's CH-60418!",
            "CH-60418 - thank you!!",
            "Order number CH 60418, under Priya Raman.",
            "ch-60418",
        ),
        a(
            "Thanks, Priya. I have 80 two-truffle favour boxes with ivory ribbon at £3.20 each, £256 in "
            "total, for your wedding on 18 October. How many would you like in total now?",
            _CH_FIND,
        ),
        u(
            "95 please! So 15 more.",
            "We need 95 altogether - 15 extra guests said yes at the last minute!",
            "Can we go up to 95? That's 15 more at £3.20, so £48 extra, right?",
            "95 boxes please, same ivory ribbon.",
        ),
        a(
            "Done: the order is now 95 boxes, £304 in total. I've charged the extra £48 to the card you "
            "paid with. They'll still be dispatched on 14 October.",
            _CH_AMEND,
        ),
        u(
            "Amazing, thank you! Will they definitely arrive before the wedding?",
            "Yay! £304 total, perfect. Will I get a new confirmation email?",
            "Brilliant. Dispatched on the 14th, so there's a few days' buffer before the 18th. Is it a "
            "tracked courier?",
        ),
        a(
            "Yes, they go by tracked next-day courier, and an updated confirmation is on its way to your "
            "inbox."
        ),
        stop(
            "Thank you so much, you've been a lifesaver!",
            "Perfect, thanks so much! 💕",
            "That's everything, thank you!!",
            "",
        ),
    ),
    (
        u("Hi! I need to add a few more favour boxes to our wedding order."),
        a("Of course! Can I take the name and email address on the order?"),
        u(
            "Priya Raman, priya.raman@gmail.com",
            "Sure - Priya Raman and my email is priya.raman@gmail.com",
            "Name: Priya Raman, email: priya.raman@gmail.com",
        ),
        a(
            "Thanks Priya, I've found order CH-60418: 80 favour boxes for 18 October. How many extra do you "
            "need?",
            _CH_FIND_BY_EMAIL,
        ),
        u(
            "15 more please, so 95 in total.",
            "Fifteen extra - 95 altogether.",
            "An extra 15 please! What will that come to?",
        ),
        a("15 more at £3.20 is £48. Shall I add them and charge the card on file?"),
        u("Yes please, go ahead!", "Yes, £48 is fine - please add them.", "Go for it, thank you!"),
        a("All done: 95 boxes, new total £304, and £48 charged to your card.", _CH_AMEND),
        stop(
            "Thank you so much!",
            "Wonderful, thanks for your help :)",
            "Perfect, that's a weight off my mind. Thanks!",
        ),
    ),
)

# -- 8. microbrewery: pause a beer subscription for two months -----------------------------------------------

BREW = Scenario(
    goal="Pause your monthly beer subscription for August and September while you are working abroad, "
    "without cancelling it.",
    persona="an engineer in his forties, dry sense of humour, writes in full sentences",
    known_facts={
        "subscription_id": "SUB-33570",
        "email": "d.kowalczyk@proton.me",
        "postcode": "LS6 2AB",
        "monthly_price": "£32.50",
        "date_of_birth": "1981-02-09",
    },
    unknown_facts=["next billing date: 2025-07-28", "resume date", "loyalty discount: 10%"],
    opener=None,
    expected=["pause_subscription"],
)
_BR_SUB = {
    "subscription": "SUB-33570",
    "box": "Mixed Dozen",
    "price": 32.5,
    "next_billing": "2025-07-28",
    "loyalty_discount": 0.10,
    "status": "active",
}
_BR_GET = call("get_subscription", {"subscription_id": "SUB-33570"}, _BR_SUB)
_BR_GET_BY_EMAIL = call(
    "get_subscription",
    {"email": "d.kowalczyk@proton.me", "postcode": "LS6 2AB", "dob": "1981-02-09"},
    {"subscription": "SUB-33570", "verified": True, "box": "Mixed Dozen", "price": 32.5},
)
_BR_PAUSE = call(
    "pause_subscription",
    {"subscription_id": "SUB-33570", "months": ["2025-08", "2025-09"]},
    {"status": "paused", "skipped": ["2025-08", "2025-09"], "resumes": "2025-10-28"},
)
BREW_FLOWS = (
    (
        u(
            "Hello. I'd like to pause my beer subscription for August and September, please. I'll be "
            "working abroad.",
            "Hi, can I put my subscription on hold for a couple of months? I'm away for August and "
            "September.",
            "Good afternoon. I'm off on a work trip for two months - could you pause my monthly box for "
            "August and September? I don't want to cancel.",
            "hi, pause please, not cancel - I'm away aug + sept",
        ),
        a("No problem. What's your subscription ID?"),
        u(
            "SUB-33570.",
            "It's SUB-33570.",
            "sub33570",
            "Subscription ID SUB 33570, registered to d.kowalczyk@proton.me.",
        ),
        a(
            "Thanks. You're on the Mixed Dozen at £32.50 a month, next billing 28 July. If I pause August "
            "and September, the 28 July box still goes out and billing resumes on 28 October. Shall I go "
            "ahead?",
            _BR_GET,
        ),
        u(
            "Yes, please. Keep July, skip August and September.",
            "That's exactly right, go ahead.",
            "Yes. So I save £65 over the two months - good.",
            "Perfect, yes - 28 October for the restart suits me.",
        ),
        a("Done. August and September are paused; billing resumes on 28 October.", _BR_PAUSE),
        u(
            "Thank you. Will I lose my loyalty discount by pausing?",
            "Great. Do I need to do anything to restart it?",
            "Thanks. Will the October box still be the Mixed Dozen?",
        ),
        a(
            "Nothing changes: your 10% loyalty discount stays, it's still the Mixed Dozen, and the box "
            "restarts automatically on 28 October. Nothing for you to do."
        ),
        stop("Excellent. Cheers.", "Good to know. Thanks for your help.", "Splendid, thank you. Bye.", ""),
    ),
    (
        u(
            "Hi, I'd like to pause my subscription for two months rather than cancel it.",
            "Hello - can I skip August and September on my beer box?",
            "Hi there. I'm away for August and September and would like to pause my monthly box.",
        ),
        a(
            "Sure. For security, please confirm the email on the account, the delivery postcode and your "
            "date of birth."
        ),
        u(
            "d.kowalczyk@proton.me, LS6 2AB, 9 February 1981.",
            "Email d.kowalczyk@proton.me, postcode LS6 2AB, born 09/02/1981.",
            "Of course:\n- d.kowalczyk@proton.me\n- LS6 2AB\n- 1981-02-09",
        ),
        a(
            "Thank you, verified: subscription SUB-33570. Which months would you like to pause?",
            _BR_GET_BY_EMAIL,
        ),
        u(
            "August and September, please.",
            "Both August and September. July's box can still come.",
            "Aug and Sept. I'm back at the start of October.",
        ),
        a(
            "Done: no boxes or charges in August or September, and it restarts on 28 October at £32.50.",
            _BR_PAUSE,
        ),
        stop("Thank you, that's all.", "Much appreciated. Goodbye.", "Great, cheers!"),
    ),
    (
        u(
            "Hi, I'm going abroad for work in August and September. Can you pause my beer subscription for "
            "those two months?",
            "Hello, please could I pause my subscription for August and September? I'll be away and "
            "nobody's home to take the deliveries.",
            "Hey - I need to skip two months of my beer box, August and September.",
        ),
        a(
            "Sure thing. As it's an alcohol subscription, could you confirm your date of birth and "
            "subscription ID?"
        ),
        u(
            "9 February 1981, and it's SUB-33570.",
            "SUB-33570; DOB 09.02.1981",
            "Born 1981-02-09. Subscription SUB-33570.",
        ),
        a(
            "Thanks, verified. Your next box is billed on 28 July. I'll pause August and September; billing "
            "then resumes on 28 October. Confirm?",
            _BR_GET,
        ),
        u(
            "Confirmed, thank you.",
            "Yes, that works - July as normal, then nothing until 28 October.",
            "Yes please. So the £32.50 won't be taken in August or September.",
        ),
        a("Paused. You won't be charged in August or September.", _BR_PAUSE),
        stop("Cheers, that's all I needed.", "Thank you. Goodbye.", "Lovely. Thanks for the quick help."),
    ),
)

# -- 9. sailmaking: book a torn genoa in for repair (with an opener) -----------------------------------------

SAIL = Scenario(
    goal="Your genoa has a torn leech after a squall; book it in for repair at the sail loft and get it back "
    "before the regatta on 9 August.",
    persona="a weekend sailor and retired engineer, methodical, uses nautical terms",
    known_facts={
        "customer_number": "SL-0842",
        "boat_name": "Kittiwake",
        "marina": "Port Hamble Marina, berth C14",
        "phone": "07700 914 228",
        "sail_size": "28 sq m",
    },
    unknown_facts=["repair quote: £240", "sailmaker's name: Tom Aldous", "ready date"],
    opener="Morning. Our genoa tore in a squall on Sunday and I'd like it repaired before the regatta.",
    expected=["create_repair_order"],
)
_SL_CUSTOMER = {
    "customer": "SL-0842",
    "name": "G. Harland",
    "boat": "Kittiwake",
    "sails": ["mainsail 31 sq m (2019)", "genoa 28 sq m (2021)"],
    "marina": "Port Hamble, berth C14",
}
_SL_FIND = call("find_customer", {"customer_number": "SL-0842"}, _SL_CUSTOMER)
_SL_FIND_BY_BOAT = call("find_customer", {"boat_name": "Kittiwake", "phone": "07700914228"}, _SL_CUSTOMER)
_SL_QUOTE = call(
    "quote_repair",
    {"customer_number": "SL-0842", "sail": "genoa 28 sq m", "damage": "leech tear, approx. 1.5 m"},
    {
        "quote": 240.0,
        "ready": "2025-08-05",
        "sailmaker": "Tom Aldous",
        "collection": "2025-07-24",
        "free": True,
    },
)
_SL_CREATE = call(
    "create_repair_order",
    {"customer_number": "SL-0842", "sail": "genoa 28 sq m", "collection": "2025-07-24"},
    {"order": "RP-5127", "collection": "2025-07-24", "ready": "2025-08-05", "quote": 240.0},
)
SAIL_FLOWS = (
    (
        u("Morning. Our genoa tore in a squall on Sunday and I'd like it repaired before the regatta."),
        a("Morning! Sorry to hear that. Are you an existing customer? If so, what's your customer number?"),
        u("Yes, SL-0842.", "We are - SL-0842, boat's Kittiwake.", "Customer number SL 0842.", "sl-0842"),
        a(
            "Thanks, Mr Harland. I have the genoa on Kittiwake, 28 sq m from 2021. Where's the tear and how "
            "long is it?",
            _SL_FIND,
        ),
        u(
            "Along the leech, about a metre and a half up from the clew. The leech line's fine.",
            "The leech has split, roughly 1.5 m from the clew upwards.",
            "Torn leech - starts near the clew and runs up perhaps 150 cm. Some stitching gone on the UV "
            "strip too.",
        ),
        a(
            "Thanks. Tom Aldous, our sailmaker, estimates £240 for that, ready by 5 August. We can collect "
            "from Port Hamble free of charge on 24 July. Shall I book it?",
            _SL_QUOTE,
        ),
        u(
            "Yes please, book it. 5 August gives us a few days before the regatta.",
            "Go ahead. £240 is fair. She's on berth C14.",
            "Yes - collection on the 24th from the marina is fine.",
            "Please do. Will Tom ring me if he finds more damage?",
        ),
        a(
            "Booked: repair order RP-5127. We'll collect from berth C14 on 24 July and it will be ready on "
            "5 August; if Tom finds anything else he'll call before doing extra work.",
            _SL_CREATE,
        ),
        stop(
            "Splendid. Thank you very much.",
            "Very good - RP-5127 noted. Thanks.",
            "Excellent, fair winds. Goodbye.",
            "",
        ),
    ),
    (
        u("Morning. Our genoa tore in a squall on Sunday and I'd like it repaired before the regatta."),
        a("I can help with that. What's the boat's name and a contact number?"),
        u(
            "Kittiwake. Phone 07700 914 228.",
            "The boat is Kittiwake; you can reach me on 07700 914228.",
            "Kittiwake - 07700914228",
        ),
        a(
            "Found you, customer SL-0842. Is it the 28 sq m genoa? And can you describe the damage?",
            _SL_FIND_BY_BOAT,
        ),
        u(
            "That's the one. The leech tore, about 1.5 m of it, near the clew.",
            "Yes, the 28 square metre one. Leech is split for roughly a metre and a half.",
            "Correct. Tear along the leech near the clew.",
        ),
        a(
            "That's £240 and ready by 5 August, well before the 9th. Shall I book it with collection from "
            "your berth on 24 July?",
            _SL_QUOTE,
        ),
        u("Yes please.", "Yes - berth C14 at Port Hamble Marina.", "Please do, the 24th is fine."),
        a("Done, repair order RP-5127. We'll collect on 24 July.", _SL_CREATE),
        stop("Thank you.", "Much obliged. Goodbye.", "Perfect, thanks for the help."),
    ),
)

# -- 10. fencing: exchange a child's jacket for the next size ------------------------------------------------

FENCE = Scenario(
    goal="Exchange the fencing jacket you bought for your son for one size bigger; he has grown since the "
    "fitting.",
    persona="a busy father of two, polite but in a hurry, writes on his phone",
    known_facts={
        "order_number": "FX-71650",
        "email": "sam.adeyemi@icloud.com",
        "jacket_size": "size 140",
        "child_name": "Tobi",
        "purchase_date": "2025-01-11",
    },
    unknown_facts=["exchange reference: EX-2208", "courier", "return deadline: 2025-02-10"],
    opener=None,
    expected=["create_exchange"],
)
_FX_ORDER = {
    "order": "FX-71650",
    "date": "2025-01-11",
    "items": [{"sku": "FJ-350N-140", "name": "350N jacket, boys", "size": "140", "price": 89.0}],
    "email": "sam.adeyemi@icloud.com",
}
_FX_GET = call("get_order", {"order_number": "FX-71650"}, _FX_ORDER)
_FX_GET_BY_EMAIL = call("get_order", {"email": "sam.adeyemi@icloud.com"}, _FX_ORDER)
_FX_STOCK = call("check_stock", {"sku": "FJ-350N-152"}, {"sku": "FJ-350N-152", "in_stock": 6, "price": 89.0})
_FX_EXCHANGE = call(
    "create_exchange",
    {"order_number": "FX-71650", "return_sku": "FJ-350N-140", "new_sku": "FJ-350N-152"},
    {
        "exchange": "EX-2208",
        "label": "emailed to sam.adeyemi@icloud.com",
        "courier": "Evri",
        "return_by": "2025-02-10",
        "price_difference": 0.0,
    },
)
FENCE_FLOWS = (
    (
        u(
            "Hi, I need to exchange a fencing jacket for a bigger size please",
            "Hello - my son's fencing jacket is too small already, can I swap it for the next size up?",
            "Hi, bought a jacket for my boy in January and he's had a growth spurt. Can I exchange it for a "
            "larger one?",
            "hi can i exchange a jacket, need one size up for my son Tobi",
        ),
        a("Of course! What's the order number?"),
        u("FX-71650", "It's FX-71650, thanks", "order fx71650", "FX 71650 - the jacket in size 140"),
        a(
            "Thanks. I can see the boys' 350N jacket in size 140, bought on 11 January. The next size up is "
            "152, which is in stock at the same price, £89. Shall I set up an exchange?",
            _FX_GET,
            _FX_STOCK,
        ),
        u(
            "Yes please, 152.",
            "yes, swap the 140 for a 152 please",
            "Great, same price - yes go ahead",
            "Yes please. Does he need the tags still on the old one?",
        ),
        a(
            "Done: exchange EX-2208. A prepaid Evri returns label is on its way to sam.adeyemi@icloud.com; "
            "please send the 140 back by 10 February, and we'll dispatch the 152 as soon as it's scanned. "
            "Tags aren't needed.",
            _FX_EXCHANGE,
        ),
        u(
            "Thanks! Can I drop it at any Evri shop?",
            "Great, by 10 Feb, no problem. Do I need the original bag?",
            "perfect. ok if it's been worn once for a fitting?",
        ),
        a(
            "Yes, any Evri ParcelShop works, no original bag needed, and a jacket worn once for a fitting "
            "is fine as long as it's clean."
        ),
        stop("Brilliant, thanks for your help", "great thanks, bye", "Cheers, much appreciated!", ""),
    ),
    (
        u(
            "Hi, I'd like to exchange my son's fencing jacket for a bigger size.",
            "Hello, can I exchange a jacket? Size 140 is too small now.",
            "Hi there, my son Tobi has outgrown his new fencing jacket already! Can I get the next size?",
        ),
        a("Sure. What email address did you order with?"),
        u("sam.adeyemi@icloud.com", "It's sam.adeyemi@icloud.com", "Sam.Adeyemi@icloud.com"),
        a(
            "Found order FX-71650 from 11 January: 350N boys' jacket, size 140. The 152 is in stock. Would "
            "you like that one?",
            _FX_GET_BY_EMAIL,
            _FX_STOCK,
        ),
        u("Yes, the 152 please.", "152 is perfect, thanks.", "Yes please - same jacket in 152."),
        a(
            "All set: exchange EX-2208. Your returns label has been emailed; please post the 140 by 10 "
            "February.",
            _FX_EXCHANGE,
        ),
        stop("Thanks very much!", "Great, EX-2208. Thanks!", "Lovely, thank you"),
    ),
)

DOMAINS: list[Domain] = [
    Domain("snorkelling", SNORKEL, SNORKEL_FLOWS),
    Domain("weaving", WEAVE, WEAVE_FLOWS),
    Domain("taxidermy", TAXIDERMY, TAXIDERMY_FLOWS),
    Domain("gongbath", GONG, GONG_FLOWS),
    Domain("paddleboard", PADDLE, PADDLE_FLOWS),
    Domain("perfumery", PERFUME, PERFUME_FLOWS),
    Domain("chocolatier", CHOC, CHOC_FLOWS),
    Domain("microbrewery", BREW, BREW_FLOWS),
    Domain("sailmaking", SAIL, SAIL_FLOWS),
    Domain("fencing", FENCE, FENCE_FLOWS),
]

# -- seeded faults (turn: user and stop steps of the flow counted from 0; StopAt: a step index) --------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "snorkelling",
        0,
        Say(0, "Hi! We'd like to move our snorkelling trip to next weekend, if that's possible."),
        "paraphrase",
    ),
    F(
        "opener",
        "snorkelling",
        1,
        Say(0, "Hello! We need to move our snorkelling trip to next weekend if possible. Booking SNK-40721."),
        "opener plus the booking reference",
    ),
    F("opener", "taxidermy", 0, Say(0, "Afternoon. I'd like my pheasant delivered."), "truncated"),
    F(
        "opener",
        "taxidermy",
        1,
        Say(0, "Good afternoon. Could you deliver my pheasant rather than me coming in for it?"),
        "reworded as a question",
    ),
    F(
        "opener",
        "paddleboard",
        1,
        Say(
            0,
            "hi, you've still got a hold on my deposit for a paddleboard i returned on saturday, can you "
            "release it",
        ),
        "paraphrase with a request added",
    ),
    F(
        "opener",
        "chocolatier",
        0,
        Say(
            0, "Hi! I need to add a few more favour boxes to our wedding order - fifteen more guests RSVP'd!"
        ),
        "opener extended",
    ),
    F(
        "opener",
        "chocolatier",
        1,
        Say(0, "Hi! I need to add a few more favor boxes to our wedding order."),
        "one word respelled",
    ),
    F(
        "opener",
        "sailmaking",
        1,
        Say(0, "Hello, I'd like to book a sail repair, please."),
        "a different message",
    ),
    # -- reply_shape: more than one voice, or not a customer's message
    F(
        "reply_shape",
        "snorkelling",
        0,
        Say(1, "*rummages through handbag for the confirmation email*\nHere it is: SNK-40721."),
        "action written as in a play",
    ),
    F(
        "reply_shape",
        "weaving",
        0,
        Say(
            1,
            "Here's my reply as the customer:\n\nOf course - order WV-118204, email tamsin.r@fastmail.co.uk.",
        ),
        "reply framed as the part",
    ),
    F(
        "reply_shape",
        "gongbath",
        1,
        Say(
            3,
            "Thank you! Is Ines running the next full moon session too? Probably, she seems to do most of "
            "them.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "paddleboard",
        0,
        Say(2, '{"role": "user", "content": "yes it was already there when i picked it up"}'),
        "message written as JSON with a role",
    ),
    F(
        "reply_shape",
        "perfumery",
        1,
        Say(
            2,
            "Note to self: double-check the spelling with her sister.\nHappy 40th, Deirdre - instead of "
            "'Dee'.",
        ),
        "note to self",
    ),
    F(
        "reply_shape",
        "chocolatier",
        1,
        Say(4, "Thank you so much! Oh, and could the extra boxes have gold ribbon instead of ivory?"),
        "a stop that still asks",
    ),
    F(
        "reply_shape",
        "microbrewery",
        0,
        Say(
            2,
            "<reasoning>The agent has the plan right and I want July kept, so I confirm.</reasoning>\nYes, "
            "go ahead.",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "sailmaking",
        0,
        Say(
            2,
            "Along the leech, about 1.5 m up from the clew.\nSailmaker: Right, that's a straightforward "
            "patch and restitch, I'll price it up.",
        ),
        "member of staff on its own line",
    ),
    F(
        "reply_shape",
        "fencing",
        0,
        Say(2, "[Tobi here - Dad says yes, the 152 please!!]"),
        "third party takes over",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "snorkelling",
        0,
        Say(2, "Sunday the 22nd at 9, please. Could you put the fee on my card ending 3381?"),
        "card digits",
    ),
    F(
        "invented_specifics",
        "taxidermy",
        0,
        Say(2, "3 Mill Cottages, Aldbury, HP23 5RT. Courier can ring my mobile, 07836 442 190."),
        "mobile number",
    ),
    F(
        "invented_specifics",
        "gongbath",
        0,
        Say(1, "Sure! It's GB-5583."),
        "booking id digits swapped",
    ),
    F(
        "invented_specifics",
        "paddleboard",
        1,
        Say(1, "kofi mensah, 07911 230 554. it was board SUP-14 if that helps"),
        "board number",
    ),
    F(
        "invented_specifics",
        "perfumery",
        0,
        Say(2, "'Happy 40th, Deirdre', please. And could it now go to 27 Hollis Road instead of the office?"),
        "street address",
    ),
    F(
        "invented_specifics",
        "chocolatier",
        1,
        Say(
            2,
            "15 more please, so 95 in total. Could you copy the invoice to my planner, "
            "events@rosewoodhall.co.uk?",
        ),
        "email address",
    ),
    F(
        "invented_specifics",
        "microbrewery",
        0,
        Say(
            3,
            "Thank you. Last month's box came to £34.50 rather than £32.50, by the way - has the price gone "
            "up?",
        ),
        "amount",
    ),
    F(
        "invented_specifics",
        "sailmaking",
        0,
        Say(3, "Yes please, book it. Could you collect on 22 July instead? We're racing on the 24th."),
        "collection date",
    ),
    F(
        "invented_specifics",
        "fencing",
        1,
        Say(1, "sam.adeyemi@icloud.com - I ordered it on 14 January I think"),
        "purchase date wrong",
    ),
    # -- unknown_fact: the user states what it does not know, before the agent told it
    F(
        "unknown_fact",
        "snorkelling",
        1,
        Say(2, "Yes please, the 21st. The boat goes out at 8:30, doesn't it? We'll be there early."),
        "boat departure time",
    ),
    F(
        "unknown_fact",
        "weaving",
        1,
        Say(2, "On the heddle itself. The part you need is ASH-RH40-10, I looked it up on the Ashford site."),
        "part number",
    ),
    F(
        "unknown_fact",
        "taxidermy",
        1,
        Say(2, "HP23 5RT. I was told delivery would be £35. That's fine."),
        "delivery charge",
    ),
    F(
        "unknown_fact",
        "gongbath",
        0,
        Say(2, "The refund to my card please! I know it takes 5 to 7 working days, that's fine."),
        "processing time",
    ),
    F(
        "unknown_fact",
        "paddleboard",
        0,
        Say(1, "yeah its PB-77310. the damage report DR-1187 is wrong btw"),
        "report number",
    ),
    F(
        "unknown_fact",
        "perfumery",
        1,
        Say(2, "'Happy 40th, Deirdre' please. It should still dispatch on 12 September, so that's fine."),
        "dispatch date",
    ),
    F(
        "unknown_fact",
        "microbrewery",
        1,
        Say(2, "August and September, please. I assume my 10% loyalty discount carries on afterwards."),
        "loyalty discount",
    ),
    F(
        "unknown_fact",
        "sailmaking",
        1,
        Say(
            2,
            "That's the one. The leech tore near the clew. Tom Aldous patched our main last year, can he do "
            "it?",
        ),
        "sailmaker's name",
    ),
    F(
        "unknown_fact",
        "fencing",
        0,
        Say(2, "Yes please, 152. I'll have the 140 back to you well before the 10 February deadline."),
        "return deadline",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "snorkelling",
        0,
        Say(
            1,
            "Yes, it's SNK-40721, under Margaret Ellery - we were booked for Saturday 14 June, two of us, "
            "and my mobile is +356 7912 4408.",
        ),
        "asked for the reference, gives four more",
    ),
    F(
        "data_dump",
        "weaving",
        0,
        Say(
            0,
            "Hi, my loom order WV-118204 arrived on 4 March with a cracked heddle. It's the Ashford "
            "SampleIt 40, delivery postcode EH6 5QT, and my email is tamsin.r@fastmail.co.uk.",
        ),
        "everything in the first message",
    ),
    F(
        "data_dump",
        "taxidermy",
        1,
        Say(
            1,
            "Pendleton, job TX-2291. 3 Mill Cottages, Aldbury, HP23 5RT. Phone 01442 851 907. I owe you "
            "£180.",
        ),
        "asked for name and job, gives three more",
    ),
    F(
        "data_dump",
        "gongbath",
        0,
        Say(
            0,
            "Hi! My gong bath booking GB-5538 on 11 April was cancelled. I paid £44 with my card ending "
            "7719 and I'd like a refund - my email is noor.h@outlook.com.",
        ),
        "five facts up front",
    ),
    F(
        "data_dump",
        "paddleboard",
        0,
        Say(1, "PB-77310, kofi mensah, 07911 230 554, kmensah99@gmail.com, rented on 19 july"),
        "asked for the id, gives four more",
    ),
    F(
        "data_dump",
        "perfumery",
        0,
        Say(
            1,
            "PF-20934. I ordered it on 2 September, it came to £165, and you can reach me on 020 7946 0312 "
            "or h.okonjo@brightwell.co.",
        ),
        "asked for the reference, gives four more",
    ),
    F(
        "data_dump",
        "chocolatier",
        0,
        Say(
            1,
            "CH-60418 - it's Priya Raman, priya.raman@gmail.com, for the wedding on 18 October. The boxes "
            "were £3.20 each.",
        ),
        "asked for the order, gives four more",
    ),
    F(
        "data_dump",
        "microbrewery",
        0,
        Say(
            0,
            "Hello. Please pause my subscription for August and September:\n- ID: SUB-33570\n- email: "
            "d.kowalczyk@proton.me\n- postcode: LS6 2AB\n- £32.50 a month",
        ),
        "a list of facts up front",
    ),
    F(
        "data_dump",
        "fencing",
        1,
        Say(
            0,
            "Hi, I'd like to exchange Tobi's fencing jacket, order FX-71650 from 11 January, size 140, for "
            "a bigger one. My email's sam.adeyemi@icloud.com.",
        ),
        "five facts up front",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "snorkelling",
        0,
        StopAt(4, "Let me check with my husband which day suits him and I'll ring back. Thank you!"),
        "after the options",
    ),
    F(
        "premature_stop",
        "weaving",
        1,
        StopAt(2, "Hang on, I'll dig out the order email and come back to you. Thanks!"),
        "after the first question",
    ),
    F(
        "premature_stop",
        "taxidermy",
        0,
        StopAt(6, "Let me check the diary with the wife. I'll ring back."),
        "after the quote",
    ),
    F(
        "premature_stop",
        "gongbath",
        1,
        StopAt(4, "Ah okay, thank you for letting me know! Take care."),
        "after the reason, before choosing",
    ),
    F(
        "premature_stop",
        "paddleboard",
        1,
        StopAt(4, "ok, i'll come down to the hut with my photos some time this week. cheers"),
        "after the report",
    ),
    F(
        "premature_stop",
        "chocolatier",
        1,
        StopAt(6, "Let me double-check the final numbers with my fiancé first. Thank you!"),
        "after the price",
    ),
    F("premature_stop", "microbrewery", 0, StopAt(4, ""), "silent stop after the offer"),
    F(
        "premature_stop",
        "sailmaking",
        0,
        StopAt(6, "Very good, that's all I needed to know. Thank you."),
        "satisfied with the quote",
    ),
    F(
        "premature_stop",
        "fencing",
        0,
        StopAt(4, "Ok great, I'll check with his coach about sizing and come back to you. Thanks"),
        "after the offer",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "snorkelling", 1, meta(1, prompt_missing=["persona"]), "persona"),
    F(
        "persona_sent",
        "weaving",
        1,
        meta(1, prompt_missing=["known_facts.email", "known_facts.postcode"]),
        "two known facts",
    ),
    F("persona_sent", "taxidermy", 0, meta(1, prompt_missing=["known_facts.job_number"]), "a known fact"),
    F("persona_sent", "paddleboard", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "perfumery", 0, meta(1, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "chocolatier",
        0,
        meta(2, prompt_missing=["persona", "known_facts.order_number"]),
        "persona and a known fact",
    ),
    F("persona_sent", "microbrewery", 1, meta(2, prompt_missing=["known_facts"]), "all known facts"),
    F("persona_sent", "sailmaking", 1, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
]
