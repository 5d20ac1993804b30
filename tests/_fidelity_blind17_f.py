"""Blind set 17, part F: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session before any run of the guards and without reading their implementation. What was read:
the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to "Statistics
over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the framework and the
first set's ``FAULTS``), the step helpers and first domains of ``tests/_fidelity_blind_domains.py``, and the
``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run while
writing.

The ten scenarios: moving a wedding reception at a barn venue a week later (barnwedding), a replacement for a
split bag in a coffee subscription box (coffeeroaster), a warranty element for a home kiln (kiln), rebooking a
husky safari cancelled by a storm (sleddog), exchanging a cracked ukulele (ukulele), changing the head size of a
made-to-measure fedora (hatmaker), freezing a Pilates class pack after an injury (pilates), a refund for a puffin
boat trip cut short (birdwatching), adding two throwers to a stag-do axe-throwing booking (axethrowing) and a
refund for a moved lantern-making workshop while keeping the parade places (lanternparade).

Labels follow the definitions, not what a guard can see: a clean conversation sends the opener word for word,
keeps one voice, volunteers at most two known facts per turn before the agent asks for them, states an unknown
fact only after the agent told it, says only specifics from the scenario or from earlier messages and tool results
(or worked out from them), and stops only once the expected write ran or the agent failed or refused. Each fault
in ``FAULTS`` breaks exactly one such rule and is labelled with the guard that should catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. barn wedding venue: move the reception a week later (with an opener) -----------------------------------

BARN = Scenario(
    goal="Move your wedding reception at Hollowbrook Barn from Saturday 14 June to Saturday 21 June, keeping the "
    "same package and guest numbers.",
    persona="a bride-to-be organising the wedding herself, organised but a little anxious",
    known_facts={
        "booking_ref": "HB-25-0614",
        "full_name": "Imogen Carraway",
        "email": "imogen.carraway@fastmail.co.uk",
        "phone": "07811 402559",
        "guest_count": "110",
    },
    unknown_facts=["date change fee: £250", "events coordinator's name: Bethany Rowe", "balance due date"],
    opener="Hi, we need to move our wedding reception at Hollowbrook Barn to a week later.",
    expected=["change_event_date"],
)
_BARN_BOOKING = {
    "ref": "HB-25-0614",
    "name": "Imogen Carraway",
    "date": "2025-06-14",
    "package": "Harvest Full Day",
    "guests": 110,
    "deposit_paid": 1500.0,
    "balance": 6300.0,
}
_BARN_FIND = call("find_booking", {"booking_ref": "HB-25-0614"}, _BARN_BOOKING)
_BARN_FIND_EMAIL = call(
    "find_booking",
    {"email": "imogen.carraway@fastmail.co.uk"},
    {**_BARN_BOOKING, "coordinator": "Bethany Rowe"},
)
_BARN_CHECK = call(
    "check_date",
    {"venue": "Hollowbrook Barn", "date": "2025-06-21"},
    {"date": "2025-06-21", "available": True, "change_fee": 250.0},
)
_BARN_MOVE = call(
    "change_event_date",
    {"booking_ref": "HB-25-0614", "new_date": "2025-06-21"},
    {"ref": "HB-25-0614", "date": "2025-06-21", "fee": 250.0, "balance": 6550.0, "balance_due": "2025-05-21"},
)
_BARN_OPENER = "Hi, we need to move our wedding reception at Hollowbrook Barn to a week later."
BARN_FLOWS = (
    (
        u(_BARN_OPENER),
        a("Congratulations on the wedding! I can look into that. What's your booking reference?"),
        u(
            "It's HB-25-0614.",
            "Sure - the reference is HB-25-0614.",
            "hb-25-0614",
            "Booking ref HB 25 0614, it's under Imogen Carraway.",
            "HB-25-0614 (from the confirmation email)",
        ),
        a(
            "Thank you, Imogen. I can see the Harvest Full Day package on Saturday 14 June 2025 for 110 guests, "
            "with a £1,500 deposit paid. Which date would you like to move to?",
            _BARN_FIND,
        ),
        u(
            "Saturday 21 June please, same package and everything.",
            "The 21st - exactly a week later. Nothing else changes.",
            "21/06 if it's free! Still 110 guests.",
            "June 21st please. Fingers crossed it's available",
            "Could we do Saturday the 21st of June? Same Harvest Full Day package.",
        ),
        a(
            "Good news: Saturday 21 June 2025 is free. Moving the date carries a £250 change fee, and your "
            "£1,500 deposit transfers across. Shall I move it?",
            _BARN_CHECK,
        ),
        u(
            "Yes please, go ahead. £250 is fine.",
            "Phew! Yes, please move it to the 21st.",
            "So the £1,500 carries over and it's £250 on top? That's fine, go ahead.",
            "yes move it pls",
            "Great, yes please. Is the fee added to the balance or paid now?",
        ),
        a(
            "Done! Your reception is now on Saturday 21 June 2025. The £250 fee has been added to your balance, "
            "which is now £6,550 and due by 21 May 2025.",
            _BARN_MOVE,
        ),
        stop(
            "Brilliant, thank you so much!",
            "Perfect - 21 June it is. Thanks for sorting that!",
            "Lovely. £6,550 by 21 May, noted. Thanks for your help.",
            "Amazing, what a relief. Thank you!",
            "",
        ),
    ),
    (
        u(_BARN_OPENER),
        a("I'd be glad to help. Could you give me the name on the booking and the email address you used?"),
        u(
            "Imogen Carraway, imogen.carraway@fastmail.co.uk",
            "Name: Imogen Carraway\nEmail: imogen.carraway@fastmail.co.uk",
            "It's Imogen Carraway - the email is imogen dot carraway at fastmail dot co dot uk",
            "Imogen Carraway and imogen.carraway@fastmail.co.uk. The booking ref is HB-25-0614 if that's "
            "quicker.",
            "Sure, Imogen Carraway. Email Imogen.Carraway@fastmail.co.uk",
        ),
        a(
            "Thanks. I've found HB-25-0614: Saturday 14 June 2025, 110 guests, and your events coordinator is "
            "Bethany Rowe. What date are you hoping for?",
            _BARN_FIND_EMAIL,
        ),
        u(
            "The following Saturday, 21 June.",
            "21 June please. Our celebrant has a clash on the 14th so we're pushing back a week.",
            "Saturday 21/06/2025 if possible",
            "a week later - the 21st of June",
            "21st June! Hopefully Bethany is free that day too.",
        ),
        a(
            "Let me check... 21 June 2025 is available. There's a £250 fee for changing the date. Would you like "
            "to go ahead?",
            _BARN_CHECK,
        ),
        u(
            "Yes please. Will Bethany still be our coordinator on the 21st?",
            "Go ahead. Does Bethany Rowe stay as our contact?",
            "Yes, the £250 is fine, please change it.",
            "Ok yes - please move us to the 21st.",
        ),
        a(
            "All done: your reception is now on Saturday 21 June 2025, and Bethany Rowe stays as your "
            "coordinator. A confirmation email is on its way.",
            _BARN_MOVE,
        ),
        u(
            "Thank you! Could you also text the confirmation to 07811 402559?",
            "Great. What's the balance now, with the fee?",
            "Thanks! When is the rest of the balance due?",
            "Wonderful. Do our suppliers need anything from you, or do I tell them myself?",
        ),
        a(
            "Of course. A text is on its way too. With the £250 fee your balance is £6,550, due by 21 May 2025. "
            "Suppliers you booked yourself need to be told by you."
        ),
        stop(
            "Thanks so much, that's a weight off my mind.",
            "Perfect. Thanks, bye!",
            "Great - £6,550 by 21 May. Thank you!",
            "Got it, I'll ring the florist. Thanks again!",
        ),
    ),
)

# -- 2. coffee roaster subscription: replace a split bag ---------------------------------------------------------

COFFEE = Scenario(
    goal="One bag in your March subscription box from Ridgeline Roasters arrived split open; get a replacement "
    "bag sent.",
    persona="a home barista who cares about roast dates, friendly and chatty",
    known_facts={
        "order_number": "RR-77120",
        "subscription_id": "RR-SUB-40918",
        "email": "dev.okonjo@proton.me",
        "coffee": "Ethiopia Guji, whole bean",
        "zip": "97214",
    },
    unknown_facts=[
        "roast date of the split bag: 2025-03-02",
        "replacement tracking number: 1Z84A0W70391546628",
    ],
    opener=None,
    expected=["send_replacement"],
)
_COFFEE_ORDER = call(
    "lookup_order",
    {"order_number": "RR-77120"},
    {
        "order": "RR-77120",
        "subscription": "RR-SUB-40918",
        "shipped": "2025-03-04",
        "items": [
            {"coffee": "Ethiopia Guji", "grind": "whole bean", "size_g": 340},
            {"coffee": "Colombia Huila", "grind": "whole bean", "size_g": 340},
        ],
        "ship_to_zip": "97214",
    },
)
_COFFEE_SUB = call(
    "find_subscription",
    {"email": "dev.okonjo@proton.me"},
    {
        "subscription": "RR-SUB-40918",
        "plan": "Two bags monthly",
        "price": 36.0,
        "last_order": "RR-77120",
        "last_shipped": "2025-03-04",
    },
)
_COFFEE_BATCH = call(
    "get_batch",
    {"order_number": "RR-77120", "coffee": "Ethiopia Guji"},
    {"batch": "EG-0302", "roasted": "2025-03-02"},
)
_COFFEE_ARGS = {"order_number": "RR-77120", "coffee": "Ethiopia Guji", "grind": "whole bean"}
_COFFEE_SEND = call(
    "send_replacement",
    _COFFEE_ARGS,
    {
        "replacement": "RR-77120-R1",
        "ships": "2025-03-12",
        "roast": "2025-03-11",
        "tracking": "1Z84A0W70391546628",
    },
)
_COFFEE_FAIL = call(
    "send_replacement", _COFFEE_ARGS, error="503 Service Unavailable: warehouse system timeout"
)
COFFEE_FLOWS = (
    (
        u(
            "Hi! My March box arrived this morning and one of the bags was split open - beans all over the box. "
            "Could you send a new bag?",
            "Hello, one bag in my subscription box came torn down the side. Can I get a replacement?",
            "hey, got my ridgeline box today and one bag had burst open :( any chance of a replacement?",
            "Hi there, a bag in my March subscription box arrived split. I'd much rather have a replacement than "
            "a refund if that's possible.",
            "Hi, the Ethiopia Guji bag in this month's box was ripped open when it arrived. Could you replace it?",
        ),
        a("Oh no, sorry about that! Could you give me your order number?"),
        u(
            "It's RR-77120.",
            "Order number RR-77120",
            "rr77120",
            "Sure - RR-77120. It was the Ethiopia Guji bag that split.",
            "RR 77120, from the packing slip",
        ),
        a(
            "Thanks. Order RR-77120 shipped on 4 March with two 340 g bags: Ethiopia Guji and Colombia Huila, both "
            "whole bean. Which one was damaged?",
            _COFFEE_ORDER,
        ),
        u(
            "The Ethiopia Guji one.",
            "The Guji. The Huila was fine.",
            "Ethiopia Guji - about half of the 340 g ended up loose in the box.",
            "the ethiopian one, whole bean",
            "It was the Guji, sadly the one I was most excited about!",
        ),
        a(
            "I can send a fresh 340 g bag of Ethiopia Guji, whole bean, at no charge, to the address on file in "
            "97214. Shall I go ahead?"
        ),
        u(
            "Yes please!",
            "Yes, 97214 is right. Thank you!",
            "Please do. Will it come from a fresh roast?",
            "yes go ahead, thanks",
            "That would be great, yes. Whole bean please, I grind it myself.",
        ),
        a(
            "Done. Replacement RR-77120-R1 ships on 12 March from a roast on 11 March. Tracking: "
            "1Z84A0W70391546628.",
            _COFFEE_SEND,
        ),
        stop(
            "Amazing, thank you!",
            "Great - roasted on the 11th, even better. Thanks!",
            "Perfect, I'll keep an eye on 1Z84A0W70391546628. Cheers!",
            "Thanks so much, that was painless.",
            "",
        ),
    ),
    (
        u(
            "Hi, I need help with my subscription - a bag in the last box arrived damaged.",
            "Hello! One of my coffee bags came ripped. Can you help?",
            "hi, split bag in my march box, what can we do?",
            "Hey there. My Ridgeline box turned up with one bag split open. Hoping you can help!",
        ),
        a("Happy to help. What's the email address on your subscription?"),
        u(
            "dev.okonjo@proton.me",
            "It's dev.okonjo@proton.me",
            "Dev.Okonjo@proton.me - subscription RR-SUB-40918.",
            "dev dot okonjo at proton dot me",
        ),
        a(
            "Thanks! I see subscription RR-SUB-40918, two bags monthly; the last box was order RR-77120, shipped "
            "4 March. Which coffee was damaged?",
            _COFFEE_SUB,
        ),
        u(
            "The Ethiopia Guji, whole bean.",
            "Ethiopia Guji.",
            "the Guji one - the other bag was fine",
            "It was the Ethiopia Guji from order RR-77120.",
        ),
        a("Let me check that batch.", _COFFEE_BATCH),
        a(
            "That bag was roasted on 2 March. I'll send a freshly roasted replacement instead. Same address in "
            "97214?"
        ),
        u(
            "Yes, same address.",
            "Yes - 97214, nothing's changed.",
            "Yep. Roasted on the 2nd, so the new one will be fresher anyway!",
            "yes same place",
        ),
        a(
            "Great. Replacement RR-77120-R1 is on its way; it ships on 12 March. Tracking number "
            "1Z84A0W70391546628.",
            _COFFEE_SEND,
        ),
        u(
            "Thanks! Do I need to send the torn bag back?",
            "Great. Will this affect my April box?",
            "Perfect, thank you. Should I expect an email with the tracking?",
        ),
        a(
            "No need to return anything, and your April box ships as usual. The tracking link is in your inbox."
        ),
        stop("Brilliant, thanks a lot!", "Cheers, have a good one.", "Great, thanks for the quick help!"),
    ),
    (
        u(
            "Hi, the Ethiopia Guji bag in my March box arrived split. Could you replace it?",
            "Hello, a bag in my latest Ridgeline box was split open. Replacement please?",
            "hi! one of my coffee bags came ripped open, can you send another?",
        ),
        a("Sorry about that! What's your order number?"),
        u("RR-77120", "It's RR-77120.", "order RR-77120, thanks", "RR-77120 - shipping to 97214 as usual."),
        a("Found it: RR-77120, shipped 4 March. Which bag was damaged?", _COFFEE_ORDER),
        u("The Ethiopia Guji.", "Guji, the whole bean one.", "The Ethiopia one.", "the ethiopia guji, 340 g"),
        a(
            "I'm sorry - I tried to create the replacement, but our warehouse system isn't responding, so it "
            "didn't go through. Please try again in a few hours, or email support and we'll sort it from there.",
            _COFFEE_FAIL,
        ),
        stop(
            "Ah ok, no worries. I'll try again later.",
            "Alright, I'll email support then. Thanks for trying.",
            "ok, thanks anyway",
            "",
        ),
    ),
)

# -- 3. electric kiln: warranty replacement element (with an opener) --------------------------------------------

KILN = Scenario(
    goal="The top heating element of your Emberline EK-818 electric kiln has burned out eight months after "
    "purchase; get a warranty replacement element sent.",
    persona="a retired art teacher who fires porcelain at home, methodical and polite",
    known_facts={
        "serial_number": "EK818-22471",
        "order_number": "EL-300582",
        "purchase_date": "2024-07-19",
        "full_name": "Marguerite Osei",
        "phone": "+1 (413) 555-0139",
    },
    unknown_facts=["warranty end date: 2026-07-19", "element part number: ELM-2240", "shipping carrier"],
    opener="Hello, my kiln stopped heating properly and I think an element has gone.",
    expected=["create_warranty_claim"],
)
_KILN_SERIAL = call(
    "lookup_serial",
    {"serial": "EK818-22471"},
    {
        "serial": "EK818-22471",
        "model": "EK-818",
        "owner": "Marguerite Osei",
        "purchased": "2024-07-19",
        "warranty_until": "2026-07-19",
    },
)
_KILN_ORDER = call(
    "lookup_order",
    {"order_number": "EL-300582"},
    {
        "order": "EL-300582",
        "date": "2024-07-19",
        "item": "Emberline EK-818",
        "serial": "EK818-22471",
        "warranty_until": "2026-07-19",
    },
)
_KILN_CLAIM = call(
    "create_warranty_claim",
    {"serial": "EK818-22471", "part": "ELM-2240", "reason": "top element failed"},
    {"claim": "WC-58813", "part": "ELM-2240", "ships": "2025-03-18", "carrier": "UPS", "cost": 0},
)
_KILN_OPENER = "Hello, my kiln stopped heating properly and I think an element has gone."
KILN_FLOWS = (
    (
        u(_KILN_OPENER),
        a(
            "I'm sorry to hear that. Could you give me the serial number? It's on the plate beside the control box."
        ),
        u(
            "The serial number is EK818-22471.",
            "EK818-22471",
            "It's ek818-22471.",
            "Certainly. The plate reads EK818-22471.",
            "Serial: EK818 22471",
        ),
        a(
            "Thank you, Ms. Osei. That's an EK-818 bought on 19 July 2024, under warranty until 19 July 2026. "
            "What happens when you fire it?",
            _KILN_SERIAL,
        ),
        u(
            "It climbs very slowly and then stalls well below the target temperature. The top section stays dark.",
            "The lower part glows but the top ring doesn't, and the firing never finishes.",
            "It heats for a while and then just stops climbing. When I looked in, the top element wasn't glowing "
            "at all.",
            "Good to hear it's covered until July 2026. It gets to about half temperature and stalls; the top "
            "element looks dark.",
            "The last two firings stalled. I checked, and the top element isn't glowing.",
        ),
        a(
            "That sounds like the top element. I can open a warranty claim and ship a replacement element, part "
            "ELM-2240, free of charge with a fitting guide. Shall I go ahead?"
        ),
        u(
            "Yes, please do.",
            "Yes please. Is it easy to fit myself?",
            "That would be very helpful, thank you. Please go ahead.",
            "Yes. Part ELM-2240, free of charge - wonderful.",
            "Please go ahead.",
        ),
        a(
            "Claim WC-58813 is open. The element ships on 18 March by UPS; the fitting guide is in the box, and "
            "fitting takes about an hour with a screwdriver.",
            _KILN_CLAIM,
        ),
        stop(
            "Thank you very much for your help.",
            "Excellent. I'll watch for the UPS parcel. Thank you.",
            "Wonderful, claim WC-58813 noted. Goodbye.",
            "Thank you, that was very efficient.",
            "",
        ),
    ),
    (
        u(_KILN_OPENER),
        a("Sorry about that! Could I have your name and the order number from your purchase?"),
        u(
            "Marguerite Osei, order EL-300582.",
            "My name is Marguerite Osei and the order number is EL-300582.",
            "Marguerite Osei - EL300582",
            "Name: Marguerite Osei\nOrder: EL-300582",
        ),
        a("Thank you. And when did you buy it?"),
        u(
            "On 19 July 2024.",
            "July 19th last year.",
            "19/07/2024",
            "It was 2024-07-19, I still have the receipt.",
        ),
        a(
            "Thanks. It's under warranty until 19 July 2026. Is it the top or the bottom element that isn't "
            "glowing?",
            _KILN_ORDER,
        ),
        u(
            "The top one.",
            "The top element. The bottom one glows normally.",
            "It's the top ring - dark while the others are red.",
            "Top one, I'm fairly sure.",
        ),
        a(
            "I'll send replacement part ELM-2240 under warranty. A technician visit isn't included, but most owners "
            "fit it themselves. OK to proceed?"
        ),
        u(
            "Yes, that's fine. I can fit it myself.",
            "Please proceed. My neighbour is an electrician, he can help.",
            "Alright, yes please.",
            "Yes - would you call me at +1 (413) 555-0139 if there's any delay?",
        ),
        a(
            "Done: claim WC-58813. The element ships on 18 March by UPS, and we'll call you if anything changes.",
            _KILN_CLAIM,
        ),
        stop("Thank you kindly.", "Very good, thank you. Goodbye.", "Marvellous. Thanks for your help."),
    ),
)

# -- 4. husky safari: rebook a tour cancelled by a storm --------------------------------------------------------

SLED = Scenario(
    goal="Your half-day husky safari on 11 February was cancelled because of a storm warning; rebook it for the "
    "same 2 people on another day before you fly home on 14 February.",
    persona="a Dutch traveller on a winter holiday with her partner, cheerful, writes slightly formal English",
    known_facts={
        "booking_number": "HSK-2502-0877",
        "lead_name": "Femke de Vries",
        "phone": "+31 6 4218 7730",
        "hotel": "Aurora Lodge, Kittilä",
        "email": "femke.devries@ziggo.nl",
    },
    unknown_facts=["musher's name: Aleksi Kangas", "price difference"],
    opener=None,
    expected=["rebook_tour"],
)
_SLED_BOOKING = {
    "booking": "HSK-2502-0877",
    "tour": "Half-day husky safari",
    "date": "2025-02-11T09:30",
    "status": "cancelled_by_operator",
    "guests": 2,
    "paid_eur": 398.0,
    "channel": "direct",
}
_SLED_FIND = call("find_booking", {"booking_number": "HSK-2502-0877"}, _SLED_BOOKING)
_SLED_FIND_PHONE = call(
    "find_booking", {"lead_name": "Femke de Vries", "phone": "+31642187730"}, _SLED_BOOKING
)
_SLED_FIND_AGENCY = call(
    "find_booking",
    {"booking_number": "HSK-2502-0877"},
    {**_SLED_BOOKING, "channel": "agency", "agency": "Nordic Trails Travel"},
)
_SLED_DEPARTURES = call(
    "list_departures",
    {"tour": "Half-day husky safari", "from": "2025-02-12", "to": "2025-02-13"},
    [
        {"date": "2025-02-12T09:30", "free_seats": 0},
        {"date": "2025-02-13T09:30", "free_seats": 4},
        {"date": "2025-02-13T13:00", "free_seats": 2},
    ],
)
_SLED_REBOOK = call(
    "rebook_tour",
    {"booking_number": "HSK-2502-0877", "date": "2025-02-13T09:30"},
    {
        "booking": "HSK-2502-0877",
        "date": "2025-02-13T09:30",
        "guests": 2,
        "musher": "Aleksi Kangas",
        "price_difference": 0,
        "pickup": "Aurora Lodge 09:00",
    },
)
_SLED_REBOOK_PM = call(
    "rebook_tour",
    {"booking_number": "HSK-2502-0877", "date": "2025-02-13T13:00"},
    {
        "booking": "HSK-2502-0877",
        "date": "2025-02-13T13:00",
        "guests": 2,
        "musher": "Aleksi Kangas",
        "price_difference": 0,
        "pickup": "Aurora Lodge 12:30",
    },
)
_SLED_OPENING = u(
    "Hello, our husky safari on 11 February was cancelled because of the storm. Could we rebook it for another "
    "day?",
    "Hi! Our husky tour on the 11th was cancelled due to the storm warning. Is it possible to go on another day "
    "before we leave on the 14th?",
    "Good morning. The husky safari for my partner and me was cancelled on 11 February. We would love to try "
    "again on another day.",
    "Hello, we had a husky safari booked for 11.02 which was cancelled. We fly home on 14.02 - is there another "
    "departure before then?",
    "hi, the storm cancelled our husky ride on tuesday the 11th :( can we rebook for 2 people?",
)
SLED_FLOWS = (
    (
        _SLED_OPENING,
        a("I'm sorry the storm spoiled your plans! Could you give me your booking number?"),
        u(
            "Yes, it is HSK-2502-0877.",
            "HSK-2502-0877",
            "hsk 2502 0877",
            "Of course: HSK-2502-0877, under Femke de Vries.",
            "The booking number is HSK-2502-0877. Thank you!",
        ),
        a(
            "Thank you, Femke. I see the half-day husky safari for 2 guests on 11 February, cancelled by us, €398 "
            "paid. On 12 February we're full, but on 13 February there are seats at 09:30 and at 13:00. Which "
            "would suit you?",
            _SLED_FIND,
            _SLED_DEPARTURES,
        ),
        u(
            "The 13th at 09:30, please.",
            "The morning of the 13th would be perfect.",
            "We'll take 13 February at 09:30, please.",
            "9:30 on Thursday the 13th, please. We would like the daylight for photos!",
            "Morning please - 09:30 on the 13th. No extra cost, I hope?",
        ),
        a(
            "Done! You're rebooked for Thursday 13 February at 09:30 for 2 guests, with no price difference. Your "
            "musher will be Aleksi Kangas, and pickup is at Aurora Lodge at 09:00.",
            _SLED_REBOOK,
        ),
        stop(
            "Wonderful, thank you very much!",
            "Perfect, we are looking forward to it. Thank you!",
            "Great - 09:00 pickup at Aurora Lodge. Thanks a lot!",
            "Thank you, that is very kind.",
            "",
        ),
    ),
    (
        u(
            "Hello, our husky safari on 11 February was cancelled. Can you move it to another day?",
            "Hi, the storm warning cancelled our husky safari on the 11th. We'd like to rebook for 2 people.",
            "Good afternoon! Our husky tour was cancelled on 11.02. Is there another date before 14 February?",
        ),
        a("Sorry about that! What's the booking number?"),
        u("HSK-2502-0877", "It is HSK-2502-0877.", "Booking number HSK-2502-0877, lead name Femke de Vries."),
        a(
            "Thanks. This booking was made through Nordic Trails Travel, so I'm afraid I can't rebook it here: "
            "only the agency can change it. They can see our free departures.",
            _SLED_FIND_AGENCY,
        ),
        u(
            "Oh, I see. Do you know if they are open today?",
            "Ah, we did book the holiday package with them. Can you not do anything from your side?",
            "Hmm ok. Will they see the same seats that you see?",
        ),
        a(
            "They're open until 18:00 Finnish time. I'm sorry, I can't change agency bookings from here, but they "
            "see the same availability."
        ),
        stop(
            "Alright, I will call Nordic Trails then. Thank you.",
            "Ok, understood. Thanks anyway.",
            "Fine, we'll contact them. Have a nice day.",
            "",
        ),
    ),
    (
        _SLED_OPENING,
        a(
            "Sorry to hear that. To find your booking, could you give me the lead name and the phone number you "
            "booked with?"
        ),
        u(
            "Femke de Vries, +31 6 4218 7730.",
            "Lead name Femke de Vries, phone +31 642187730",
            "It is Femke de Vries and my mobile is 06 4218 7730.",
            "Femke de Vries\n+31 6 4218 7730",
        ),
        a(
            "Found it: HSK-2502-0877, 2 guests, €398 paid. We have seats on 13 February at 09:30 or 13:00. Which "
            "do you prefer?",
            _SLED_FIND_PHONE,
            _SLED_DEPARTURES,
        ),
        u(
            "13:00 please, we'd like to sleep a bit longer.",
            "The afternoon one at 13:00.",
            "1 pm on the 13th please.",
            "13.02 at 13:00 please. Is the €398 still valid for that one?",
        ),
        a(
            "Rebooked: 13 February at 13:00 for 2 guests, at no extra cost. Pickup from Aurora Lodge is at 12:30.",
            _SLED_REBOOK_PM,
        ),
        u(
            "Thank you! Which musher will we have?",
            "Great. Do we need to bring our own winter clothing?",
            "Lovely. So the €398 covers everything, nothing more to pay?",
        ),
        a(
            "Your musher is Aleksi Kangas. Thermal overalls, boots and mittens are provided, and there's nothing "
            "more to pay."
        ),
        stop(
            "Perfect, thank you so much!",
            "Great, see you on the 13th then. Thanks!",
            "Thank you. We look forward to meeting Aleksi Kangas and the dogs!",
        ),
    ),
)

# -- 5. music shop: exchange a cracked ukulele (with an opener) -------------------------------------------------

UKE = Scenario(
    goal="The concert ukulele you ordered for your daughter arrived with a crack in the soundboard; exchange it "
    "for an undamaged one.",
    persona="a dad buying his daughter's first instrument, chatty and apologetic about not knowing music terms",
    known_facts={
        "order_number": "MK-410287",
        "email": "raj.patel.home@gmail.com",
        "model": "Tidewood TC-30 concert ukulele",
        "price": "$129.00",
        "order_date": "2025-04-02",
    },
    unknown_facts=["return label number: RL-55102938", "restocking fee"],
    opener="Hi, the ukulele I ordered for my daughter arrived with a crack in the top.",
    expected=["create_exchange"],
)
_UKE_DETAILS = {
    "order": "MK-410287",
    "item": "Tidewood TC-30 Concert Ukulele",
    "price": 129.0,
    "ordered": "2025-04-02",
    "delivered": "2025-04-07",
    "in_stock": True,
}
_UKE_ORDER = call("get_order", {"order_number": "MK-410287"}, _UKE_DETAILS)
_UKE_FIND = call("find_orders", {"email": "raj.patel.home@gmail.com"}, [_UKE_DETAILS])
_UKE_EXCHANGE = call(
    "create_exchange",
    {"order_number": "MK-410287", "reason": "cracked soundboard"},
    {
        "exchange": "EX-20931",
        "return_label": "RL-55102938",
        "replacement_ships": "2025-04-10",
        "restocking_fee": 0,
    },
)
_UKE_OPENER = "Hi, the ukulele I ordered for my daughter arrived with a crack in the top."
UKE_FLOWS = (
    (
        u(_UKE_OPENER),
        a("Oh no, I'm sorry! Can you give me the order number?"),
        u(
            "Sure, it's MK-410287.",
            "MK-410287",
            "mk410287 I think - yes, MK-410287.",
            "The order number is MK-410287. Sorry, I'm not a musician, so I hope 'top' is the right word!",
            "Order MK 410287",
        ),
        a(
            "Thanks! That's the Tidewood TC-30 Concert Ukulele, $129.00, delivered on 7 April. The top is the "
            "soundboard, so that's the right word. I can send an undamaged replacement and a prepaid return label "
            "for the cracked one. Would you like that?",
            _UKE_ORDER,
        ),
        u(
            "Yes please, an exchange would be great.",
            "Yes! She's been asking every day when she can play it.",
            "That sounds perfect. Will I have to pay for the return?",
            "yes exchange please, thanks",
            "Yes please - same model, the TC-30.",
        ),
        a(
            "All set: exchange EX-20931. The replacement ships on 10 April, and return label RL-55102938 is in "
            "your email. There's no charge for the return.",
            _UKE_EXCHANGE,
        ),
        stop(
            "Thank you so much, you've saved the day!",
            "Great, thanks! She'll be thrilled.",
            "Perfect - EX-20931, got it. Thanks!",
            "Brilliant, cheers.",
            "",
        ),
    ),
    (
        u(_UKE_OPENER),
        a("I'm sorry to hear that. What's the email address on the order?"),
        u(
            "raj.patel.home@gmail.com",
            "It's raj.patel.home@gmail.com",
            "Raj.Patel.Home@gmail.com - it was ordered on April 2nd.",
            "raj dot patel dot home at gmail dot com",
        ),
        a(
            "Thanks. I found order MK-410287: a Tidewood TC-30 Concert Ukulele for $129.00, delivered 7 April. "
            "Would you prefer an exchange or a refund?",
            _UKE_FIND,
        ),
        u(
            "An exchange please - she's set on that one.",
            "Exchange, please. Same model.",
            "Exchange! Do you have another TC-30 in stock?",
            "exchange pls, the $129 one is the one she picked",
        ),
        a(
            "Yes, it's in stock. Before I arrange it: is the crack on the front, and are the strings and tuners fine?"
        ),
        u(
            "Yes, it's on the front, a thin line near the hole. The strings look fine.",
            "The crack runs down from the bridge on the front. Everything else seems ok.",
            "Front, yes. Tuners seem fine but what do I know!",
        ),
        a(
            "Thanks, that's the soundboard. Exchange EX-20931 is arranged: the replacement ships on 10 April and "
            "your return label is RL-55102938.",
            _UKE_EXCHANGE,
        ),
        u(
            "Great! How do I send the cracked one back?",
            "Thanks. Should I keep the original box?",
            "Thank you. Do I drop it at the post office with RL-55102938?",
        ),
        a(
            "Print label RL-55102938, pack the ukulele in its original box and drop it at any post office within "
            "30 days. There's no restocking fee."
        ),
        stop("Thanks so much for your help!", "Perfect. Thanks, bye!", "Great, will do. Cheers!"),
    ),
)

# -- 6. milliner: change the head size of a made-to-measure fedora ----------------------------------------------

HAT = Scenario(
    goal="Change the head size on your made-to-measure felt fedora from 58 cm to 57 cm before it is blocked, "
    "keeping the delivery date.",
    persona="a jazz musician, laid-back, often writes in lower case",
    known_facts={
        "order_ref": "MILL-0932",
        "full_name": "Theo Abernathy",
        "email": "theo.abernathy@mailbox.org",
        "phone": "0161 496 0382",
        "deposit": "£95",
    },
    unknown_facts=["milliner's name: Philippa Strand", "blocking date: 2025-05-06", "alteration fee"],
    opener=None,
    expected=["update_order"],
)
_HAT_DETAILS = {
    "ref": "MILL-0932",
    "item": "Felt fedora, chocolate brown",
    "head_size_cm": 58,
    "status": "felt cut, not blocked",
    "delivery": "2025-05-20",
    "deposit": 95.0,
    "balance": 185.0,
}
_HAT_ORDER = call("get_order", {"order_ref": "MILL-0932"}, _HAT_DETAILS)
_HAT_ORDER_EMAIL = call(
    "find_order", {"name": "Theo Abernathy", "email": "theo.abernathy@mailbox.org"}, _HAT_DETAILS
)
_HAT_UPDATE = call(
    "update_order",
    {"order_ref": "MILL-0932", "head_size_cm": 57},
    {
        "ref": "MILL-0932",
        "head_size_cm": 57,
        "fee": 0,
        "delivery": "2025-05-20",
        "milliner": "Philippa Strand",
        "blocking": "2025-05-06",
    },
)
HAT_FLOWS = (
    (
        u(
            "hi, i ordered a made-to-measure fedora and i need to change the head size from 58 to 57 cm before "
            "you block it",
            "Hello, could I change the size on my fedora order? It should be 57 cm, not 58.",
            "hey there - small change on my fedora: head size 57 cm instead of 58. hope it's not too late!",
            "Hi, I measured again and my head is 57 cm, not 58. Can you update the hat before it's shaped?",
            "hi, quick one. need my felt fedora made at 57cm not 58cm, same delivery date if possible",
        ),
        a("Of course, let's check it's still in time. What's your order reference?"),
        u(
            "MILL-0932",
            "it's MILL-0932",
            "mill-0932",
            "Order ref MILL-0932, under Theo Abernathy.",
            "sure, MILL 0932",
        ),
        a(
            "Thanks, Theo. Your chocolate brown felt fedora is cut but not yet blocked, so we can still change it "
            "to 57 cm at no charge. Delivery stays on 20 May. Shall I update it?",
            _HAT_ORDER,
        ),
        u(
            "yes please, 57 cm",
            "Perfect, yes - 57, and the 20th of May still works.",
            "great, go for it. no charge is a nice bonus",
            "yes please. chocolate brown, 57 cm, delivery 20 May - all good",
            "Yes. And the deposit I paid still counts towards it?",
        ),
        a(
            "Updated: 57 cm, delivery on 20 May. Philippa Strand, your milliner, will block it on 6 May. Your "
            "deposit still counts, so the balance stays £185.",
            _HAT_UPDATE,
        ),
        stop(
            "cheers, thanks a lot",
            "Nice one, thank you!",
            "great stuff. thanks, bye",
            "Lovely - say hi to Philippa Strand for me. Thanks!",
            "",
        ),
    ),
    (
        u(
            "hi, need to change my hat size on an order",
            "Hello, I'd like to amend a made-to-measure order - the head size is wrong.",
            "hey, can i still change the size of my fedora?",
            "Hi! I think I gave you the wrong head size for my hat. Is it too late to fix?",
        ),
        a("Sure. Could you tell me your full name and the email on the order?"),
        u(
            "theo abernathy, theo.abernathy@mailbox.org",
            "Theo Abernathy - theo.abernathy@mailbox.org",
            "Name's Theo Abernathy, email Theo.Abernathy@mailbox.org",
            "Theo Abernathy\ntheo.abernathy@mailbox.org\n(order MILL-0932)",
        ),
        a(
            "Thanks. I've found MILL-0932, a felt fedora at 58 cm. What size would you like?",
            _HAT_ORDER_EMAIL,
        ),
        u(
            "57 cm please. I re-measured with a proper tape.",
            "57. the 58 was a guess, turns out i'm a 57",
            "57cm - sorry for the hassle!",
            "one size down please, 57 cm",
        ),
        a(
            "No problem. It hasn't been blocked yet, so the change is free. I've updated it to 57 cm, keeping "
            "delivery on 20 May.",
            _HAT_UPDATE,
        ),
        u(
            "great, thanks. when will it be blocked?",
            "thanks! who's making it?",
            "cool. do i pay the rest on delivery?",
        ),
        a("Your milliner, Philippa Strand, blocks it on 6 May. The £185 balance is due on delivery."),
        stop("sounds good, thanks!", "brilliant, cheers", "Great - 6 May, exciting. Thank you!", ""),
    ),
)

# -- 7. Pilates studio: freeze a class pack after an injury (with an opener) ------------------------------------

PILATES = Scenario(
    goal="You sprained your wrist; freeze your reformer Pilates membership for six weeks without losing the 7 "
    "classes left on your pack.",
    persona="a nurse working shifts, brisk and practical",
    known_facts={
        "member_number": "PX-55204",
        "full_name": "Anneliese Brandt",
        "email": "a.brandt@posteo.de",
        "phone": "+49 151 2388 4170",
        "injury_date": "2025-01-24",
    },
    unknown_facts=["freeze fee: €15", "pack expiry date: 2025-04-30", "instructor's name"],
    opener="Hi, I sprained my wrist and need to pause my Pilates membership for a few weeks.",
    expected=["freeze_membership"],
)
_PIL_DETAILS = {
    "member": "PX-55204",
    "name": "Anneliese Brandt",
    "plan": "Reformer 10-class pack",
    "classes_left": 7,
    "pack_expires": "2025-04-30",
    "status": "active",
}
_PIL_MEMBER = call("lookup_member", {"member_number": "PX-55204"}, _PIL_DETAILS)
_PIL_MEMBER_EMAIL = call(
    "lookup_member", {"name": "Anneliese Brandt", "email": "a.brandt@posteo.de"}, _PIL_DETAILS
)
_PIL_FREEZE = call(
    "freeze_membership",
    {"member_number": "PX-55204", "from": "2025-01-28", "weeks": 6},
    {
        "member": "PX-55204",
        "frozen_from": "2025-01-28",
        "frozen_until": "2025-03-11",
        "new_expiry": "2025-06-11",
        "classes_left": 7,
        "fee": 15.0,
    },
)
_PIL_OPENER = "Hi, I sprained my wrist and need to pause my Pilates membership for a few weeks."
PILATES_FLOWS = (
    (
        u(_PIL_OPENER),
        a("Ouch, I'm sorry! I can help with that. What's your member number?"),
        u("PX-55204", "It's PX-55204.", "px55204", "Member number PX-55204.", "Sure, PX 55204"),
        a(
            "Thanks, Anneliese. You have a Reformer 10-class pack with 7 classes left, expiring 30 April 2025. I "
            "can freeze it for six weeks from tomorrow, 28 January, to 11 March, and move the expiry to 11 June. "
            "The freeze fee is €15. Shall I go ahead?",
            _PIL_MEMBER,
        ),
        u(
            "Yes, please do that.",
            "Yes. Six weeks is what the doctor said, so that's perfect.",
            "Fine, €15 is ok. Go ahead.",
            "Yes please. So the 7 classes carry over to June?",
            "ok, freeze it from the 28th",
        ),
        a(
            "Done: your membership is frozen from 28 January to 11 March, your 7 classes are safe, and the pack "
            "now expires on 11 June 2025. €15 will be charged to your card on file.",
            _PIL_FREEZE,
        ),
        stop(
            "Great, thanks.",
            "Thanks for the quick help.",
            "Perfect. 11 March it is. Bye!",
            "Good, thank you.",
            "",
        ),
    ),
    (
        u(_PIL_OPENER),
        a("Sorry to hear that! To find your account, can I have your full name and email?"),
        u(
            "Anneliese Brandt, a.brandt@posteo.de",
            "Anneliese Brandt - a.brandt@posteo.de",
            "Name Anneliese Brandt, email a.brandt@posteo.de. Member number is PX-55204.",
            "anneliese brandt / a.brandt@posteo.de",
        ),
        a(
            "Found you: member PX-55204, 7 classes left on your Reformer pack. A medical freeze needs a doctor's "
            "note. When did the injury happen?",
            _PIL_MEMBER_EMAIL,
        ),
        u(
            "On 24 January. I have a note from A&E.",
            "Last Friday, the 24th. I've got a doctor's note, yes.",
            "24/01/2025 - note from my GP, I can email it.",
            "January 24th. Yes, I have the note.",
        ),
        a(
            "Thanks. Please send the note to the studio. I'll freeze your pack for six weeks, from 28 January to "
            "11 March, and extend the expiry to 11 June. There's a €15 freeze fee. OK?"
        ),
        u(
            "Yes, ok.",
            "Fine by me. €15 is fair.",
            "Yes please. Where do I email the note to?",
            "Go ahead. Will you text me at +49 151 2388 4170 when it's done?",
        ),
        a(
            "Done: it's frozen from 28 January to 11 March, with your 7 classes kept; the pack now runs to 11 "
            "June. Please send the note to the front desk address on your booking confirmations.",
            _PIL_FREEZE,
        ),
        u(
            "Thanks. Can I book classes for after 11 March already?",
            "Will I get an email about this?",
            "Thanks. Do I need to do anything to restart on 11 March?",
        ),
        a(
            "Yes, booking for dates after 11 March is open. You'll get a confirmation email, and the membership "
            "restarts automatically."
        ),
        stop("Perfect, thanks a lot.", "Great. Bye.", "Good to know. Thank you!"),
    ),
)

# -- 8. puffin boat trip: refund for a trip cut short -----------------------------------------------------------

BIRD = Scenario(
    goal="Your puffin-watching boat trip on 17 May was cut short after 40 minutes because of engine trouble; get "
    "your money refunded.",
    persona="a retired geography teacher and keen birder, precise and a little wordy",
    known_facts={
        "booking_ref": "PUF-17052-AH",
        "full_name": "Alasdair Hume",
        "email": "a.hume@btinternet.com",
        "tickets": "2 adults",
        "amount_paid": "£76.00",
    },
    unknown_facts=["skipper's name: Morag Lennox", "refund reference: RFD-30218"],
    opener=None,
    expected=["issue_refund"],
)
_BIRD_DETAILS = {
    "ref": "PUF-17052-AH",
    "trip": "Isle of May puffin cruise",
    "date": "2025-05-17T10:00",
    "tickets": 2,
    "paid": 76.0,
    "incident": "engine fault, returned to harbour after 40 min",
}
_BIRD_FIND = call("find_booking", {"booking_ref": "PUF-17052-AH"}, _BIRD_DETAILS)
_BIRD_FIND_EMAIL = call(
    "find_booking",
    {"name": "Alasdair Hume", "email": "a.hume@btinternet.com"},
    {**_BIRD_DETAILS, "skipper": "Morag Lennox"},
)
_BIRD_REFUND = call(
    "issue_refund",
    {"booking_ref": "PUF-17052-AH", "amount": 76.0},
    {"refund": "RFD-30218", "amount": 76.0, "to": "Visa ending 4417", "days": "5-7 working days"},
)
_BIRD_OPENING = u(
    "Good afternoon. Our puffin trip on 17 May had to turn back after about 40 minutes with engine trouble, and "
    "we saw very little. I'd like a refund, please.",
    "Hello. I was on the puffin-watching cruise on 17 May, which was cut short by an engine fault. Could I have "
    "my money back?",
    "Hi, the boat trip on the 17th of May came back early because of the engine - we barely got out of the "
    "harbour. I'm requesting a refund.",
    "Hello there. I'm writing about the puffin-watching trip on 17 May. The engine failed 40 minutes in and we "
    "returned. Please refund us.",
)
BIRD_FLOWS = (
    (
        _BIRD_OPENING,
        a("I'm very sorry about that trip. Could you give me your booking reference?"),
        u(
            "Certainly: PUF-17052-AH.",
            "PUF-17052-AH",
            "The reference is PUF-17052-AH, booked in the name of Alasdair Hume.",
            "puf-17052-ah",
            "It is PUF 17052 AH, for two adults.",
        ),
        a(
            "Thank you, Mr. Hume. I can see the Isle of May puffin cruise on 17 May at 10:00, 2 adult tickets, "
            "£76.00 paid, and a note that it returned after 40 minutes with an engine fault. I can refund the "
            "full £76.00 to the card you paid with. Shall I?",
            _BIRD_FIND,
        ),
        u(
            "Yes, please do.",
            "Yes, a full refund of £76 would be most appreciated.",
            "That's very fair, thank you. Please go ahead.",
            "Yes please - that's £38 each for my wife and me, so the full £76.00.",
            "Please proceed.",
        ),
        a(
            "Done: refund RFD-30218 for £76.00 to your Visa ending 4417. It should arrive within 5-7 working days.",
            _BIRD_REFUND,
        ),
        stop(
            "Thank you very much indeed.",
            "Splendid. RFD-30218 noted. Good day to you.",
            "Most kind, thank you. We'll try again another weekend.",
            "Thank you - much appreciated.",
            "",
        ),
    ),
    (
        _BIRD_OPENING,
        a("I'm sorry to hear that. Could I have the name and email address on the booking?"),
        u(
            "Alasdair Hume, a.hume@btinternet.com.",
            "Name: Alasdair Hume. Email: a.hume@btinternet.com.",
            "It's Alasdair Hume, and the email is a.hume@btinternet.com. Reference PUF-17052-AH.",
            "alasdair hume - a dot hume at btinternet dot com",
        ),
        a(
            "Thank you. I've found PUF-17052-AH: 2 adults on 17 May, £76.00. Your skipper that day, Morag "
            "Lennox, logged the engine fault. I can either refund the £76.00 or give you a voucher for a future "
            "trip worth £90. Which do you prefer?",
            _BIRD_FIND_EMAIL,
        ),
        u(
            "A refund, please. We're only up here until the end of the month.",
            "I think the refund, thank you, though £90 is tempting.",
            "The refund, please. Please pass my thanks to Morag Lennox - she handled it very calmly.",
            "Refund please.",
        ),
        a(
            "Of course. Refund RFD-30218 for £76.00 is on its way to your Visa ending 4417, within 5-7 working "
            "days.",
            _BIRD_REFUND,
        ),
        u(
            "Thank you. Will I receive an email confirmation?",
            "Splendid. Is there a chance to see puffins from the shore instead?",
            "Thank you. Will the refund show under the company's name on my statement?",
        ),
        a(
            "A confirmation email is on its way, and the refund shows as Forth Seabird Trips on your statement. "
            "From the shore, the harbour wall at Anstruther is a decent spot in the evening."
        ),
        stop("Thank you, most helpful.", "Very good. Goodbye.", "Much obliged. Good day."),
    ),
)

# -- 9. axe-throwing venue: add two throwers to a stag-do booking -----------------------------------------------

AXE = Scenario(
    goal="Add two more people to your axe-throwing booking on Friday 6 June at 19:00, bringing the stag group from "
    "8 to 10.",
    persona="the best man organising a stag do, enthusiastic, uses a lot of exclamation marks",
    known_facts={
        "booking_id": "AXE-6619",
        "full_name": "Callum Reid",
        "phone": "07923 114806",
        "email": "callumreid88@gmail.com",
        "deposit_paid": "£80",
    },
    unknown_facts=["price per extra thrower: £22", "coach's name"],
    opener=None,
    expected=["update_booking"],
)
_AXE_DETAILS = {
    "id": "AXE-6619",
    "start": "2025-06-06T19:00",
    "lanes": 2,
    "group": 8,
    "total": 176.0,
    "deposit": 80.0,
}
_AXE_GET = call("get_booking", {"booking_id": "AXE-6619"}, _AXE_DETAILS)
_AXE_GET_PHONE = call("find_booking", {"name": "Callum Reid", "phone": "07923114806"}, _AXE_DETAILS)
_AXE_CAPACITY = call(
    "check_capacity",
    {"start": "2025-06-06T19:00", "lanes": 2},
    {"max_throwers": 12, "price_per_person": 22.0},
)
_AXE_UPDATE = call(
    "update_booking",
    {"booking_id": "AXE-6619", "group": 10},
    {"id": "AXE-6619", "group": 10, "total": 220.0, "deposit": 80.0, "balance": 140.0, "coach": "Jonno"},
)
_AXE_OPENING = u(
    "Hi! I've got an axe-throwing booking for a stag do on Friday 6 June at 7pm and two more lads want in! Can we "
    "go from 8 to 10?",
    "Hey, need to add 2 people to our axe throwing on the 6th of June, 19:00. We're 10 now instead of 8!",
    "Hiya! Stag do booking on Friday 6/6 at 7 - can I add two more throwers please?",
    "Hello! Quick one - can our group of 8 on Friday 6 June become 10? Two late sign-ups!!",
    "hi, axe throwing friday 6th june 7pm, need to bump it up to 10 people",
)
AXE_FLOWS = (
    (
        _AXE_OPENING,
        a("Love it! Let me check. What's the booking ID?"),
        u(
            "AXE-6619!",
            "It's AXE-6619.",
            "axe-6619",
            "Booking ID AXE-6619, under Callum Reid.",
            "AXE 6619 - cheers!",
        ),
        a(
            "Thanks, Callum. AXE-6619: 2 lanes on Friday 6 June at 19:00 for 8, total £176 with an £80 deposit "
            "paid. Two lanes take up to 12 throwers, so 10 is fine. Extra throwers are £22 each. Shall I add two?",
            _AXE_GET,
            _AXE_CAPACITY,
        ),
        u(
            "Yes!! Add them please!",
            "Yes please - so £44 extra, £220 in total?",
            "Get them on! £22 each is fine.",
            "yes mate, add 2 please",
            "Perfect! Yes please, 10 of us.",
        ),
        a(
            "Done! AXE-6619 is now for 10 throwers. New total £220; with the £80 deposit paid, £140 is due on the "
            "night. Your coach will be Jonno.",
            _AXE_UPDATE,
        ),
        stop(
            "Legend, thanks!!",
            "Brilliant, cheers! £140 on the night, got it.",
            "Top stuff, thank you!",
            "Sorted! Thanks a lot!",
            "",
        ),
    ),
    (
        _AXE_OPENING,
        a("Sure! Can I take the name and mobile number on the booking?"),
        u(
            "Callum Reid, 07923 114806",
            "Callum Reid - 07923114806!",
            "It's Callum Reid, mobile +44 7923 114806.",
            "callum reid, 07923 114 806. booking is AXE-6619",
        ),
        a("Found it: AXE-6619, Friday 6 June at 19:00, 8 throwers on 2 lanes.", _AXE_GET_PHONE),
        u(
            "That's the one! Can we add two more?",
            "Yep! So can we make it 10?",
            "That's us! Two more please!",
            "Yes! How much is it for the extra two?",
        ),
        a(
            "You can: two lanes take up to 12. It's £22 per extra thrower, so £44 more, making £220 in total. Go "
            "ahead?",
            _AXE_CAPACITY,
        ),
        u(
            "Yes please!",
            "Do it!! The lads will be buzzing.",
            "Yes - £220 total, £80 already paid.",
            "yep go ahead",
        ),
        a(
            "Done, you're booked for 10. £140 is left to pay on the night. I'll send the updated confirmation to "
            "callumreid88@gmail.com.",
            _AXE_UPDATE,
        ),
        u(
            "Amazing! Do they need to wear closed shoes?",
            "Cheers! Can we bring our own drinks?",
            "Nice one! Is there a minimum age?",
        ),
        a("Closed-toe shoes are a must. Drinks are from our bar only, and everyone must be 18 or over."),
        stop("Perfect, thanks!!", "Nice one, see you on the 6th!", "Cheers, all sorted!"),
    ),
)

# -- 10. lantern parade: refund a moved workshop, keep the parade places (with an opener) -----------------------

LANTERN = Scenario(
    goal="The lantern-making workshop you booked for 1 November has moved to 8 November, when your family is "
    "away; get the workshop places refunded but keep your parade places on 15 November.",
    persona="a mum of two young kids, warm and a bit scattered, makes the odd typo",
    known_facts={
        "registration_id": "LP-2025-3381",
        "full_name": "Saoirse Doyle",
        "email": "saoirse.doyle@eircom.net",
        "phone": "087 412 5590",
        "workshop_places": "3",
        "amount_paid": "€45",
    },
    unknown_facts=[
        "refund processing time: 3-5 working days",
        "workshop leader's name: Cathal Ó Riain",
        "refund reference",
    ],
    opener="Hiya, the lantern workshop we booked has been moved and we can't make the new date.",
    expected=["refund_workshop"],
)
_LANTERN_DETAILS = {
    "id": "LP-2025-3381",
    "name": "Saoirse Doyle",
    "workshop": {"date": "2025-11-08T14:00", "places": 3, "paid": 45.0, "moved_from": "2025-11-01"},
    "parade": {"date": "2025-11-15T17:30", "places": 3, "paid": 0.0},
}
_LANTERN_FIND = call("find_registration", {"registration_id": "LP-2025-3381"}, _LANTERN_DETAILS)
_LANTERN_FIND_EMAIL = call(
    "find_registration",
    {"email": "saoirse.doyle@eircom.net"},
    {
        **_LANTERN_DETAILS,
        "other_sessions": [{"date": "2025-11-22T14:00", "leader": "Cathal Ó Riain", "free": 5}],
    },
)
_LANTERN_REFUND = call(
    "refund_workshop",
    {"registration_id": "LP-2025-3381", "places": 3},
    {
        "refund": "LPR-7714",
        "amount": 45.0,
        "to": "original card",
        "processing": "3-5 working days",
        "parade_places": 3,
    },
)
_LANTERN_OPENER = "Hiya, the lantern workshop we booked has been moved and we can't make the new date."
LANTERN_FLOWS = (
    (
        u(_LANTERN_OPENER),
        a("Sorry about the change! Could you give me your registration ID? It starts with LP."),
        u(
            "Yes it's LP-2025-3381",
            "LP-2025-3381",
            "lp-2025-3381 i think, yes",
            "Sure, LP-2025-3381. It's under Saoirse Doyle.",
            "Its LP 2025 3381",
        ),
        a(
            "Thanks, Saoirse. I see 3 workshop places, now on 8 November at 14:00 (moved from 1 November), €45 "
            "paid, and 3 free parade places on 15 November. Would you like a refund for the workshop?",
            _LANTERN_FIND,
        ),
        u(
            "Yes please, the workshop refund, but we definitely still want to come to the parade!",
            "Yes, refund the €45 for the workshop pls. Keep the parade places, the kids would be heartbroken "
            "otherwise",
            "yes please - we're away on the 8th. The parade on the 15th stays, right?",
            "Yes please. That's €15 a place, so €45 back?",
            "Yes, refund the workshop please, but not the parade.",
        ),
        a(
            "Done: €45 refunded for the 3 workshop places (ref LPR-7714), back to your original card within 3-5 "
            "working days. Your 3 parade places on 15 November are unchanged.",
            _LANTERN_REFUND,
        ),
        stop(
            "Thanks a million!",
            "Brilliant, thanks so much. See you at the parade!",
            "Perfect, LPR-7714 noted. Thank you!",
            "ah lovely, thank you!",
            "",
        ),
    ),
    (
        u(_LANTERN_OPENER),
        a("Oh no, sorry to hear that. What's the email address you registered with?"),
        u(
            "saoirse.doyle@eircom.net",
            "It's saoirse.doyle@eircom.net",
            "saoirse dot doyle at eircom dot net",
            "Saoirse.Doyle@eircom.net - registration LP-2025-3381 I think",
        ),
        a(
            "Thanks. Found LP-2025-3381: 3 workshop places, now on 8 November, €45 paid; and 3 parade places on 15 "
            "November. I can move the workshop places to the 22 November session, led by Cathal Ó Riain, or "
            "refund the €45. Which would you prefer?",
            _LANTERN_FIND_EMAIL,
        ),
        u(
            "A refund please, the 22nd is a busy weekend for us too.",
            "Refund pls! We'll still come to the parade though.",
            "Ah the 22nd doesnt work either, sorry. Refund please.",
            "Refund the €45 please. Keep the parade places.",
        ),
        a(
            "No problem. I've refunded €45 (reference LPR-7714); it will reach your card in 3-5 working days. The "
            "parade places stay as they are.",
            _LANTERN_REFUND,
        ),
        u(
            "Great, thank you! What time does the parade start?",
            "Thanks! Do we need tickets printed for the parade?",
            "Lovely. Where does the parade meet?",
        ),
        a(
            "The parade gathers at 17:30 on 15 November at the Town Hall steps. No need to print anything, your "
            "name is on the list."
        ),
        stop(
            "Perfect, see you there. Thanks!",
            "Thanks so much for your help!",
            "Great, the kids will be delighted. Thank you!",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("barnwedding", BARN, BARN_FLOWS),
    Domain("coffeeroaster", COFFEE, COFFEE_FLOWS),
    Domain("kiln", KILN, KILN_FLOWS),
    Domain("sleddog", SLED, SLED_FLOWS),
    Domain("ukulele", UKE, UKE_FLOWS),
    Domain("hatmaker", HAT, HAT_FLOWS),
    Domain("pilates", PILATES, PILATES_FLOWS),
    Domain("birdwatching", BIRD, BIRD_FLOWS),
    Domain("axethrowing", AXE, AXE_FLOWS),
    Domain("lanternparade", LANTERN, LANTERN_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "barnwedding",
        0,
        Say(0, "Hi, we need to move our wedding reception at Hollowbrook Barn to the following week."),
        "paraphrased ending",
    ),
    F(
        "opener",
        "barnwedding",
        1,
        Say(
            0,
            "Hi, we need to move our wedding reception at Hollowbrook Barn to a week later. The booking reference "
            "is HB-25-0614.",
        ),
        "opener plus the reference",
    ),
    F(
        "opener",
        "kiln",
        0,
        Say(
            0, "Hello, my kiln isn't heating properly any more - I think one of the elements has burned out."
        ),
        "paraphrase",
    ),
    F("opener", "kiln", 1, Say(0, "Hello, my kiln stopped heating properly."), "truncated"),
    F(
        "opener",
        "ukulele",
        0,
        Say(
            0,
            "Hello! The ukulele I bought for my daughter's birthday came with a crack in the top. Can I swap it?",
        ),
        "paraphrase with a question",
    ),
    F(
        "opener",
        "ukulele",
        1,
        Say(
            0,
            "Hi, the ukulele I ordered for my daughter arrived with a crack in the top. Not the best start to her "
            "music career!",
        ),
        "opener plus a remark",
    ),
    F(
        "opener",
        "pilates",
        0,
        Say(
            0,
            "Hi, I sprained my wrist and need to pause my Pilates membership for a few weeks. Member number "
            "PX-55204.",
        ),
        "opener plus the member number",
    ),
    F(
        "opener",
        "lanternparade",
        1,
        Say(0, "Hi, can I get a refund for the lantern-making workshop? We can't make the new date."),
        "a different first message",
    ),
    # -- reply_shape: more than one voice, or the shape of the reply is not a customer's message
    F(
        "reply_shape",
        "barnwedding",
        1,
        Say(2, "*flicks through the wedding planner* The following Saturday, 21 June, please."),
        "an action as in a play",
    ),
    F(
        "reply_shape",
        "coffeeroaster",
        1,
        Say(2, '{"role": "user", "content": "The Ethiopia Guji, whole bean."}'),
        "the message as JSON with a role",
    ),
    F(
        "reply_shape",
        "kiln",
        0,
        Say(2, "It climbs slowly and then stalls. Is the element gone? Probably, they don't last forever."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "sleddog",
        0,
        Say(2, "[Her partner Joost here - the 13th at 09:30 is perfect for us both!]"),
        "a third party takes over",
    ),
    F(
        "reply_shape",
        "ukulele",
        0,
        Say(2, "Note to self: find the original box.\nYes please, an exchange would be great."),
        "note to self",
    ),
    F(
        "reply_shape",
        "hatmaker",
        0,
        Say(2, "yes please, 57 cm\nMilliner: Lovely, I'll write 57 on the ticket before blocking."),
        "a member of staff on a line of its own",
    ),
    F(
        "reply_shape",
        "pilates",
        1,
        Say(5, "Perfect, thanks a lot. Do I need to bring the doctor's note in person?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "birdwatching",
        0,
        Say(
            1,
            "Reasoning: the agent wants the booking reference, which is in my details.\nReply: Certainly, it is "
            "PUF-17052-AH.",
        ),
        "reasoning and reply labels",
    ),
    F(
        "reply_shape",
        "axethrowing",
        0,
        Say(3, "Legend, thanks!! Thank you for booking with us, see you on Friday!"),
        "the venue's stock phrase in the stop",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "coffeeroaster", 0, Say(1, "It's RR-77210."), "order number digits swapped"),
    F("invented_specifics", "kiln", 1, Say(2, "I bought it on 19 June 2024."), "purchase date a month off"),
    F(
        "invented_specifics",
        "sleddog",
        2,
        Say(2, "13:00 please. We already paid €389, so that should cover it."),
        "amount paid digits swapped",
    ),
    F(
        "invented_specifics",
        "ukulele",
        1,
        Say(3, "Yes, it's on the front. If you need to reach me, my number is (732) 555-0194."),
        "a phone number",
    ),
    F(
        "invented_specifics",
        "hatmaker",
        0,
        Say(2, "yes please, 57 cm. I've already paid the £59 deposit."),
        "deposit amount",
    ),
    F("invented_specifics", "pilates", 1, Say(1, "Anneliese Brandt, a.brandt@posteo.com"), "email domain"),
    F(
        "invented_specifics",
        "birdwatching",
        0,
        Say(2, "Yes, please do - to my Visa ending 2290, if you can."),
        "card digits",
    ),
    F("invented_specifics", "axethrowing", 0, Say(1, "It's AXE-6691."), "booking id digits swapped"),
    F(
        "invented_specifics",
        "lanternparade",
        0,
        Say(
            2,
            "Yes please refund the workshop. Could you post the receipt to 27 Glenageary Park, Dún Laoghaire?",
        ),
        "a street address",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "barnwedding",
        0,
        Say(2, "Saturday 21 June please. I know there's a £250 fee for changing the date, that's fine."),
        "change fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "coffeeroaster",
        0,
        Say(2, "The Ethiopia Guji one - it was roasted on March 2nd, so it was still nice and fresh."),
        "roast date before the agent said it",
    ),
    F(
        "unknown_fact",
        "kiln",
        0,
        Say(1, "The serial number is EK818-22471. It should still be under warranty until July 2026."),
        "month and year of the warranty end",
    ),
    F(
        "unknown_fact",
        "sleddog",
        0,
        Say(
            2,
            "The 13th at 09:30, please. We were hoping for Aleksi Kangas as our musher, a friend recommended him.",
        ),
        "musher's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "hatmaker",
        1,
        Say(2, "57 cm please. Could you let Philippa Strand know before she blocks it?"),
        "milliner's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "pilates",
        0,
        Say(1, "PX-55204. Please make sure the 7 classes don't run out on 30/04."),
        "pack expiry in another format",
    ),
    F(
        "unknown_fact",
        "birdwatching",
        0,
        Say(1, "PUF-17052-AH. The skipper, Morag Lennox, was very apologetic when we turned back."),
        "skipper's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "axethrowing",
        0,
        Say(
            0,
            "Hi! Can I add two more people to our axe throwing on Friday 6 June at 19:00? It's £22 per extra thrower, right?",
        ),
        "price per thrower before the agent said it",
    ),
    F(
        "unknown_fact",
        "lanternparade",
        1,
        Say(2, "Refund please - I've read it takes 3-5 working days, that's fine."),
        "processing time before the agent said it",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "barnwedding",
        0,
        Say(
            1,
            "HB-25-0614. I'm Imogen Carraway, it's for 110 guests, and you can reach me on 07811 402559 or "
            "imogen.carraway@fastmail.co.uk.",
        ),
        "asked for the reference, gives four more",
    ),
    F(
        "data_dump",
        "coffeeroaster",
        1,
        Say(1, "dev.okonjo@proton.me - subscription RR-SUB-40918, last order RR-77120, shipping to 97214."),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "sleddog",
        0,
        Say(
            0,
            "Hi, our husky safari on 11 February was cancelled. Booking HSK-2502-0877, lead name Femke de Vries, "
            "we're staying at Aurora Lodge, Kittilä, phone +31 6 4218 7730. Can we go another day before the 14th?",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "ukulele",
        0,
        Say(
            1,
            "MK-410287. It's the Tidewood TC-30 concert ukulele, $129.00, ordered on April 2nd, and my email is "
            "raj.patel.home@gmail.com.",
        ),
        "asked for the order, gives four more",
    ),
    F(
        "data_dump",
        "hatmaker",
        0,
        Say(
            1,
            "MILL-0932 - Theo Abernathy, theo.abernathy@mailbox.org, 0161 496 0382. paid the £95 deposit already",
        ),
        "asked for the reference, gives four more",
    ),
    F(
        "data_dump",
        "pilates",
        0,
        Say(
            1, "PX-55204. Anneliese Brandt, a.brandt@posteo.de, +49 151 2388 4170 - I hurt it on 24 January."
        ),
        "asked for the number, gives four more",
    ),
    F(
        "data_dump",
        "birdwatching",
        0,
        Say(
            0,
            "Hello. Our puffin trip on 17 May was cut short by engine trouble. Booking PUF-17052-AH, 2 adult "
            "tickets, £76.00 paid, in the name of Alasdair Hume. I'd like a refund.",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "axethrowing",
        1,
        Say(
            1,
            "Callum Reid, 07923 114806. Booking AXE-6619, email callumreid88@gmail.com, and we paid an £80 deposit.",
        ),
        "asked for name and phone, gives three more",
    ),
    F(
        "data_dump",
        "lanternparade",
        0,
        Say(
            1, "LP-2025-3381 (we paid €45)\n\nThanks,\nSaoirse Doyle\n087 412 5590\nsaoirse.doyle@eircom.net"
        ),
        "a signature block with the facts",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "barnwedding",
        0,
        StopAt(
            6, "Hmm, £250. Let me talk it over with my fiancé and I'll come back to you. Thanks for checking!"
        ),
        "after the fee",
    ),
    F(
        "premature_stop",
        "coffeeroaster",
        0,
        StopAt(2, "Let me dig out the packing slip and I'll message back later. Thanks!"),
        "after the first question",
    ),
    F(
        "premature_stop",
        "kiln",
        0,
        StopAt(4, "I'll run a test firing tonight and get back to you. Thank you."),
        "after the lookup",
    ),
    F(
        "premature_stop",
        "sleddog",
        2,
        StopAt(4, "Thank you. We will discuss which time suits us and contact you later."),
        "after the departures",
    ),
    F(
        "premature_stop",
        "ukulele",
        1,
        StopAt(
            4, "Let me ask my daughter whether she'd like a different one and I'll come back to you. Thanks!"
        ),
        "after exchange or refund",
    ),
    F(
        "premature_stop",
        "hatmaker",
        0,
        StopAt(4, "ok cool, let me measure one more time to be sure and i'll get back to you"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "birdwatching",
        1,
        StopAt(4, "Let me discuss the voucher with my wife, and I'll come back to you. Good day."),
        "after refund or voucher",
    ),
    F(
        "premature_stop",
        "axethrowing",
        1,
        StopAt(6, "Sweet, let me check the lads are definitely coming and I'll get back to you!"),
        "after the quote",
    ),
    F("premature_stop", "lanternparade", 0, StopAt(4, ""), "silent stop after the offer"),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "barnwedding", 1, meta(1, prompt_missing=["known_facts.email"]), "a known fact"),
    F("persona_sent", "coffeeroaster", 2, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "kiln", 1, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "sleddog", 0, meta(1, prompt_missing=["known_facts.booking_number"]), "a known fact"),
    F("persona_sent", "ukulele", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F(
        "persona_sent",
        "hatmaker",
        1,
        meta(0, prompt_missing=["known_facts.order_ref", "known_facts.full_name"]),
        "two known facts",
    ),
    F(
        "persona_sent",
        "birdwatching",
        1,
        meta(1, prompt_missing=["goal", "known_facts.booking_ref"]),
        "goal and a known fact",
    ),
    F(
        "persona_sent",
        "axethrowing",
        0,
        meta(0, prompt_missing=["persona", "unknown_facts"]),
        "persona and unknown",
    ),
]
