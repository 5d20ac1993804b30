"""Blind set 19, part J: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the section "Simulator fidelity: guards, faults, valid trials" of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the
framework: ``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``, and the first set's ``FAULTS`` as examples),
``tests/_fidelity_blind_domains.py`` (the step helpers ``u``, ``a``, ``call``, ``stop``, ``Domain`` and its
first few domains) and the ``Case`` entry format near the top of ``tests/_fidelity_corpus.py``. No guard was
called and no fidelity test was run while writing.

The ten scenarios: a fountain pen that leaks into its cap, sent in for a warranty repair (fountainpen, with an
opener); a goat yoga class for two moved from Saturday to Sunday (goatyoga); a rented jukebox delivered with
cracked glass, reported so the deposit is safe (jukebox, with an opener); burst bottles in a kombucha
subscription box, refunded (kombucha); the monogram on a custom leather satchel changed before production
(leatherwork, with an opener); a magician booked for a seventh birthday party (magician); a custom neon sign
with a dark letter, replaced (neonsign, with an opener); safari park tickets refunded after a storm closed the
drive-through (safaripark); a private sandcastle-building lesson booked for a family on holiday (sandcastle,
with an opener); the return delivery of a restored antique tapestry moved to a later date (tapestry).

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

# -- 1. fountain pen warranty repair (with an opener) --------------------------------------------------------

FOUNTAINPEN = Scenario(
    goal="Your new fountain pen leaks ink into its cap; get it repaired under warranty by the shop.",
    persona="a calligraphy hobbyist, chatty and precise about pens",
    known_facts={
        "order_number": "FP-30418",
        "email": "ines.valcourt@mailbox.org",
        "purchase_date": "2025-02-11",
        "pen_model": "Aurelia 88 Demonstrator",
        "phone": "+33 6 12 48 90 37",
    },
    unknown_facts=["repair ticket: RMA-55207", "warranty end date: 2027-02-11", "nib replacement cost"],
    opener="Hello, my new fountain pen is leaking ink into the cap. Can you help?",
    expected=["create_warranty_repair"],
)
_FP_OPENER = "Hello, my new fountain pen is leaking ink into the cap. Can you help?"
_FP_LOOKUP = call(
    "lookup_order",
    {"order_number": "FP-30418"},
    {
        "order": "FP-30418",
        "item": "Aurelia 88 Demonstrator, fine nib",
        "purchased": "2025-02-11",
        "price": 164.0,
        "currency": "EUR",
        "warranty_until": "2027-02-11",
        "email": "ines.valcourt@mailbox.org",
    },
)
_FP_REPAIR = call(
    "create_warranty_repair",
    {"order_number": "FP-30418", "fault": "ink leaking into cap", "return": "prepaid label"},
    {"rma": "RMA-55207", "label_sent_to": "ines.valcourt@mailbox.org", "turnaround_days": 10, "cost": 0},
)
FOUNTAINPEN_FLOWS = (
    (
        u(_FP_OPENER),
        a("I'm sorry to hear that! I can check the warranty for you. What's your order number?"),
        u(
            "Sure, it's FP-30418.",
            "The order number is FP-30418. I bought it in February.",
            "fp30418",
            "Of course - FP-30418. It's the Aurelia 88 Demonstrator, if that helps.",
        ),
        a(
            "Thanks! I found order FP-30418: an Aurelia 88 Demonstrator with a fine nib, bought on 11 "
            "February 2025 for €164. It's under warranty until 11 February 2027. Does the ink collect in the "
            "cap when the pen is stored nib up, or only when you carry it around?",
            _FP_LOOKUP,
        ),
        u(
            "Mostly when I carry it in my bag - by the end of the day the cap is full of ink. Even nib up on "
            "my desk it seeps a little.",
            "Both, honestly. Even standing nib up in a cup overnight, there's ink in the cap the next "
            "morning.",
            "When I carry it. I've flushed it and tried two different inks, same result.",
            "It happens even at my desk. Good to hear it's covered until February 2027!",
        ),
        a(
            "That points to a faulty feed seal, which the warranty covers. I can open a warranty repair and "
            "email you a prepaid shipping label. Shall I send it to ines.valcourt@mailbox.org?"
        ),
        u(
            "Yes please, that address is right.",
            "Yes, ines.valcourt@mailbox.org is correct. Should I send the converter too, or just the pen?",
            "Please do! Do I need to include the original box?",
            "yes, send the label there. thank you",
        ),
        a(
            "Done. Your repair ticket is RMA-55207 and the prepaid label is on its way to your inbox. Please "
            "send the pen with its converter; the box isn't needed. Repairs take about 10 days and cost you "
            "nothing.",
            _FP_REPAIR,
        ),
        u(
            "Perfect. RMA-55207 - should I write that on the package?",
            "Great, thanks. So I should have it back within two weeks or so?",
            "Wonderful. Will you email me when it ships back?",
            "Thank you! Is it okay to post it in a padded envelope, or does it need a box?",
        ),
        a(
            "Please write RMA-55207 on the outside of the package; a padded envelope is fine. You should "
            "have the pen back within about two weeks, and we'll email you a tracking number when it ships."
        ),
        stop(
            "Lovely, thank you for your help!",
            "Great, I'll post it tomorrow. Thanks!",
            "Merci, have a nice day.",
            "",
        ),
    ),
    (
        u(_FP_OPENER),
        a("Sorry about that. Can you give me the email address you used for the order?"),
        u(
            "ines.valcourt@mailbox.org",
            "It's ines.valcourt@mailbox.org.",
            "Sure: Ines.Valcourt@mailbox.org",
            "ines.valcourt@mailbox.org - the order number is FP-30418 if that's quicker.",
        ),
        a(
            "Thanks. I see one order, FP-30418, placed on 11 February for an Aurelia 88 Demonstrator. Is "
            "that the pen?",
            call(
                "find_orders",
                {"email": "ines.valcourt@mailbox.org"},
                [{"order": "FP-30418", "item": "Aurelia 88 Demonstrator", "date": "2025-02-11"}],
            ),
        ),
        u(
            "Yes, that's the one. It leaks even when it's capped and upright.",
            "That's it, the demonstrator. Bought on Feb 11.",
            "yes! FP-30418. I love the pen, but the cap fills up with ink.",
            "Correct, the Aurelia 88. It's barely a few weeks old.",
        ),
        a(
            "Thanks. It's covered by the warranty, so I'll open a repair ticket for you now.",
            call(
                "create_warranty_repair",
                {"order_number": "FP-30418", "fault": "ink leaking into cap", "return": "prepaid label"},
                error="RepairServiceUnavailable: warehouse system timed out",
            ),
        ),
        a(
            "I'm sorry, our repair system isn't responding and I couldn't create the ticket. Please try "
            "again later today, or write to repairs@aureliapens.com with your order number and we'll set it "
            "up."
        ),
        stop(
            "Ok, I'll try again this afternoon. Thanks anyway.",
            "That's a pity, but fine - I'll email repairs@aureliapens.com with FP-30418. Thank you.",
            "Alright, I'll come back later. Bye.",
            "",
        ),
    ),
    (
        u(_FP_OPENER),
        a("Of course. Could you give me your order number and the phone number on the order?"),
        u(
            "FP-30418, and my phone is +33 6 12 48 90 37.",
            "Order FP-30418, phone 06 12 48 90 37",
            "FP-30418 / +33 6 12 48 90 37",
            "Sure! Order number FP-30418; phone +33612489037.",
        ),
        a(
            "Thank you. Your Aurelia 88 Demonstrator from 11 February is under warranty until 11 February "
            "2027. I can open a warranty repair (about 10 days), or, if you'd rather not send the pen in, "
            "sell you a replacement nib unit for €38. Which would you like?",
            _FP_LOOKUP,
        ),
        u(
            "The warranty repair, please - I'd rather not pay €38 for something that should just work.",
            "Repair under warranty please. I think it's the feed, not the nib anyway.",
            "I'll take the free repair. 10 days is fine, I have other pens to keep me busy.",
            "warranty repair pls",
        ),
        a(
            "Done: repair ticket RMA-55207. A prepaid label is on its way to ines.valcourt@mailbox.org.",
            _FP_REPAIR,
        ),
        stop("Thanks so much!", "Got it, RMA-55207. Thank you!", "Great, merci beaucoup.", ""),
    ),
)

# -- 2. goat yoga class moved to Sunday ----------------------------------------------------------------------

GOATYOGA = Scenario(
    goal="Move your goat yoga booking for two from Saturday morning to a Sunday session the same weekend.",
    persona="a cheerful nurse who booked the class as a birthday treat for her sister",
    known_facts={
        "booking_ref": "GY-7741",
        "email": "priya.raman@outlook.com",
        "full_name": "Priya Raman",
        "class_date": "2025-06-14",
        "phone": "07911 204386",
    },
    unknown_facts=["instructor's name: Maisie Trelawney", "change fee", "Sunday class time: 10:30"],
    opener=None,
    expected=["reschedule_booking"],
)
_GY_FIND = call(
    "find_booking",
    {"booking_ref": "GY-7741"},
    {
        "ref": "GY-7741",
        "name": "Priya Raman",
        "class": "Goat Yoga Flow",
        "start": "2025-06-14T09:00",
        "spots": 2,
        "paid": 58.0,
        "currency": "GBP",
    },
)
_GY_SLOTS = call(
    "list_sessions",
    {"date": "2025-06-15"},
    [
        {"time": "10:30", "spots_left": 5, "instructor": "Maisie Trelawney"},
        {"time": "16:00", "spots_left": 1, "instructor": "Tom Pascoe"},
    ],
)
_GY_MOVE = call(
    "reschedule_booking",
    {"booking_ref": "GY-7741", "new_start": "2025-06-15T10:30"},
    {"ref": "GY-7741", "start": "2025-06-15T10:30", "spots": 2, "fee": 0, "status": "moved"},
)
GOATYOGA_FLOWS = (
    (
        u(
            "Hi! I booked goat yoga for two on Saturday morning but we can't make it anymore. Could we "
            "switch to Sunday instead?",
            "Hello, is it possible to move my goat yoga booking from Saturday to Sunday? It's for me and my "
            "sister.",
            "hi there, need to move our goat yoga class from sat morning to sunday same weekend if possible "
            ":)",
            "Good afternoon! My sister and I are booked for goat yoga this Saturday - any chance we could do "
            "Sunday instead?",
        ),
        a("Of course! Could you give me your booking reference and the email address you booked with?"),
        u(
            "Booking ref GY-7741, email priya.raman@outlook.com",
            "Sure - it's GY-7741 and priya.raman@outlook.com.",
            "gy7741 / priya.raman@outlook.com",
            "The reference is GY-7741.\nEmail: Priya.Raman@outlook.com",
        ),
        a(
            "Thanks, Priya. I have Goat Yoga Flow on Saturday 14 June at 9:00 for 2 people, £58 paid. On "
            "Sunday 15 June there's a 10:30 class with Maisie Trelawney (5 spots left) and a 16:00 class "
            "with Tom Pascoe (1 spot left), so only the 10:30 fits both of you. Shall I move you to 10:30?",
            _GY_FIND,
            _GY_SLOTS,
        ),
        u(
            "Yes, 10:30 on Sunday the 15th is perfect!",
            "10:30 please. Is there a fee to switch?",
            "Sunday at 10:30 with Maisie sounds lovely, please move us.",
            "yes please move both of us to the 10.30",
        ),
        a("All done: you're both booked for Sunday 15 June at 10:30, and there's no change fee.", _GY_MOVE),
        u(
            "Amazing, thank you! Should we bring our own mats?",
            "Great. So still £58 for the two of us, nothing extra?",
            "Brilliant. Do the goats actually climb on you?? My sister will love that.",
            "Thanks! Is there parking at the farm?",
        ),
        a(
            "Nothing extra to pay. Mats are provided, there's free parking at the farm gate, and yes, the "
            "goats love climbing on backs during the table-top poses!"
        ),
        stop(
            "Perfect, see you Sunday!", "Thank you so much, have a lovely day.", "haha brilliant, thanks!", ""
        ),
    ),
    (
        u(
            "Hi, I need to move a goat yoga booking to Sunday - ref GY-7741.",
            "Hello! Can I change my booking GY-7741 from Saturday to Sunday please?",
            "Hi, booking GY-7741 - we'd like the Sunday class instead of Saturday, if there's room.",
        ),
        a("I can look into that. What's the name and phone number on the booking?"),
        u(
            "Priya Raman, 07911 204386.",
            "It's under Priya Raman, phone 07911 204 386.",
            "Priya Raman - +44 7911 204386",
            "The name's Priya Raman and my mobile is 07911204386.",
        ),
        a(
            "Thanks. I'm afraid this booking was paid with a Farm Day gift voucher, and voucher bookings "
            "can't be moved to another day. I'm not able to change it; the Saturday 14 June 9:00 class is "
            "still yours.",
            call(
                "find_booking",
                {"booking_ref": "GY-7741"},
                {
                    "ref": "GY-7741",
                    "name": "Priya Raman",
                    "start": "2025-06-14T09:00",
                    "spots": 2,
                    "paid_with": "gift voucher",
                    "transferable": False,
                },
            ),
        ),
        stop(
            "Oh that's a shame. Okay, we'll make Saturday work somehow. Thanks anyway.",
            "Understood, thanks for checking.",
            "Ah ok, never mind then. Bye!",
            "",
        ),
    ),
    (
        u(
            "Hi, could I move my goat yoga class from Saturday 14 June to Sunday? Booking GY-7741.",
            "hey, can our goat yoga on the 14th be moved to sunday? ref GY-7741",
            "Hello - booking GY-7741, Saturday class. Can we swap to Sunday afternoon?",
        ),
        a("Let me check Sunday for you.", _GY_FIND, _GY_SLOTS),
        a(
            "On Sunday 15 June there's 10:30 (5 spots) or 16:00 (only 1 spot). Your booking is for two, so "
            "10:30 would be the one. Is that OK?"
        ),
        u(
            "10:30 works. Please go ahead.",
            "Hmm, afternoon would have been nicer, but 10:30 is fine for both of us.",
            "ok 10:30 then! thanks",
        ),
        a("Before I change it, can you confirm the email on the booking?"),
        u("priya.raman@outlook.com", "Sure, it's priya.raman@outlook.com.", "priya.raman@outlook.com :)"),
        a(
            "Thanks, moved: Sunday 15 June, 10:30, 2 people, no fee. Your instructor will be Maisie "
            "Trelawney.",
            _GY_MOVE,
        ),
        stop(
            "Perfect, thank you!", "Great - see you Sunday then. Bye!", "Lovely, thanks for the quick help."
        ),
    ),
)

# -- 3. rented jukebox delivered with cracked glass (with an opener) -----------------------------------------

JUKEBOX = Scenario(
    goal="The vintage jukebox you rented for your anniversary party arrived with cracked front glass; report "
    "the damage so it is not taken out of your deposit.",
    persona="a retired bus driver, friendly and a bit wordy",
    known_facts={
        "rental_id": "JBX-4061",
        "full_name": "Dmitri Volkov",
        "phone": "+1 (503) 555-0172",
        "delivery_date": "2025-06-19",
        "deposit": "$300",
    },
    unknown_facts=["damage claim number: DMG-8832", "delivery driver's name: Ray Castillo", "pickup window"],
    opener="Hi, the jukebox you delivered yesterday has a cracked glass panel.",
    expected=["file_damage_report"],
)
_JB_OPENER = "Hi, the jukebox you delivered yesterday has a cracked glass panel."
_JB_RENTAL = call(
    "get_rental",
    {"rental_id": "JBX-4061"},
    {
        "rental": "JBX-4061",
        "customer": "Dmitri Volkov",
        "model": "Wurlitzer 1015 replica",
        "delivered": "2025-06-19T15:40",
        "driver": "Ray Castillo",
        "deposit": 300.0,
        "pickup": "2025-06-23",
    },
)
_JB_REPORT = call(
    "file_damage_report",
    {"rental_id": "JBX-4061", "damage": "cracked front glass", "present_at_delivery": True},
    {"claim": "DMG-8832", "deposit_deduction": 0, "status": "open", "inspection": "at pickup"},
)
JUKEBOX_FLOWS = (
    (
        u(_JB_OPENER),
        a("Oh no, I'm sorry! Let's get that on record. What's your rental ID?"),
        u(
            "It's JBX-4061.",
            "The rental ID is JBX-4061, under Dmitri Volkov.",
            "jbx 4061",
            "Sure thing, it's JBX-4061. It says so right on the paperwork your fella left.",
        ),
        a(
            "Thanks, Mr. Volkov. I see the Wurlitzer 1015 replica, delivered on June 19 at 3:40 pm by our "
            "driver Ray Castillo. Was the crack there when it arrived, or did it happen afterwards?",
            _JB_RENTAL,
        ),
        u(
            "It was there when it arrived, I just didn't notice until the evening when we switched the "
            "lights on. It's a crack across the lower left corner of the front glass.",
            "Pretty sure it came that way. We plugged it in right after Ray left and the crack was already "
            "there.",
            "It arrived like that. Nobody has touched it except to plug it in, honest.",
            "When it arrived, I think - I spotted it about an hour after the delivery on the 19th.",
        ),
        a(
            "Thank you. I'll file a damage report noting it was present at delivery, so it won't come out of "
            "your $300 deposit. If you can, please also email a photo to photos@retrospin.com."
        ),
        u(
            "Yes please file it. I'll send the photo tonight.",
            "Will do, I'll email the pictures to photos@retrospin.com. Please go ahead.",
            "Please do. The party's on Saturday, so the glass isn't a big deal as long as the music plays!",
            "ok, go ahead. I'll take a couple of pictures now.",
        ),
        a(
            "Filed: your damage claim number is DMG-8832. Nothing will be deducted from the $300 deposit; "
            "we'll inspect the glass at pickup on June 23.",
            _JB_REPORT,
        ),
        stop(
            "Wonderful, thank you so much!",
            "Great, DMG-8832 - I've written it down. Thanks, bye!",
            "Thanks, you've been very helpful.",
            "",
        ),
    ),
    (
        u(_JB_OPENER),
        a("Sorry to hear that. Can I have the name and phone number on the rental?"),
        u(
            "Dmitri Volkov, 503-555-0172.",
            "Name's Dmitri Volkov and my phone is (503) 555-0172.",
            "Dmitri Volkov, +1 503 555 0172",
            "It's under Dmitri Volkov. Phone number 5035550172.",
        ),
        a(
            "Found it: rental JBX-4061, delivered June 19. Is the jukebox still working apart from the "
            "glass?",
            call(
                "find_rental",
                {"name": "Dmitri Volkov", "phone": "+15035550172"},
                {"rental": "JBX-4061", "delivered": "2025-06-19", "deposit": 300.0},
            ),
        ),
        u(
            "Yes, it plays fine, the records flip and everything. Just the glass.",
            "Works perfectly, we've been playing Elvis all morning. Only the front glass is cracked.",
            "It works. The crack is about six inches long though, I'm worried someone will cut themselves.",
            "Oh it works like a dream. My wife has already danced to three songs.",
        ),
        a("Good to hear. I've filed the report as damage on delivery.", _JB_REPORT),
        a("Your claim number is DMG-8832, and your $300 deposit won't be touched. Anything else I can do?"),
        u(
            "Yes - when are you picking it up? I need to be home.",
            "Could you tell me what time the pickup is?",
            "Thanks. What's the pickup window, so I can make sure I'm in?",
        ),
        a("Pickup is Monday June 23, between 9:00 and 12:00. The driver will call about 30 minutes before."),
        stop(
            "Perfect, I'll be home. Thank you!",
            "Great, 9 to 12 on the 23rd. Thanks a lot.",
            "Okay, thanks for sorting it out.",
        ),
    ),
)

# -- 4. burst bottles in a kombucha box ----------------------------------------------------------------------

KOMBUCHA = Scenario(
    goal="Three bottles in your latest kombucha subscription box burst in transit; get a refund for them.",
    persona="a graphic designer who writes short, mostly lowercase messages",
    known_facts={
        "order_number": "KB-90317",
        "email": "theo.marsh@fastmail.com",
        "delivery_date": "2025-04-08",
        "plan": "Fizz Club 12-pack",
        "postcode": "BS6 5QD",
    },
    unknown_facts=["refund amount: £10.50", "refund reference: RF-40291", "courier"],
    opener=None,
    expected=["issue_refund"],
)
_KB_ORDER = call(
    "lookup_order",
    {"order_number": "KB-90317"},
    {
        "order": "KB-90317",
        "plan": "Fizz Club 12-pack",
        "delivered": "2025-04-08",
        "bottles": 12,
        "total": 42.0,
        "currency": "GBP",
        "courier": "DPD",
        "postcode": "BS6 5QD",
    },
)
_KB_REFUND = call(
    "issue_refund",
    {"order_number": "KB-90317", "bottles": 3, "amount": 10.5},
    {"refund": "RF-40291", "amount": 10.5, "currency": "GBP", "method": "original card", "days": 5},
)
KOMBUCHA_FLOWS = (
    (
        u(
            "hi, 3 bottles in my last kombucha box exploded in the box. can i get a refund for those?",
            "hey - three of the bottles in my delivery burst, the whole box was soaked. what can you do?",
            "Hi! My kombucha box arrived with 3 broken bottles. I'd like a refund for them please.",
            "hello, got my fizz club box and three bottles had burst :( refund please?",
        ),
        a(
            "Oh no, sorry about the mess! Could you tell me your order number and the postcode on the "
            "delivery?"
        ),
        u(
            "KB-90317, postcode BS6 5QD",
            "order kb-90317, bs6 5qd",
            "sure, it's KB-90317 and BS65QD",
            "KB 90317 / BS6 5QD",
        ),
        a(
            "Thanks. Order KB-90317 is the Fizz Club 12-pack delivered by DPD on 8 April, £42 for 12 "
            "bottles. For the 3 burst bottles I can refund £10.50 to your original card. Would you like me "
            "to go ahead?",
            _KB_ORDER,
        ),
        u(
            "yes please, £10.50 is fine",
            "yep go ahead. 3 x £3.50, makes sense",
            "yes please. should i send photos?",
            "Yes, please refund the £10.50.",
        ),
        a(
            "Done - refund RF-40291 for £10.50 to your original card; it takes up to 5 working days. No "
            "photos needed this time.",
            _KB_REFUND,
        ),
        u(
            "cool. will dpd be told about it?",
            "thanks! can you make sure the next box is packed better?",
            "great, thanks. RF-40291 noted. is there anything i should do with the broken glass?",
        ),
        a(
            "I've flagged the damage with DPD and asked the packing team to add extra padding to your next "
            "box. Please just recycle the broken glass carefully."
        ),
        stop("nice one, thanks", "perfect, cheers!", "thanks for the quick help", ""),
    ),
    (
        u(
            "hi, some bottles in my kombucha order burst during delivery. order KB-90317",
            "Hello, my order arrived on 8 April with three broken bottles. Could I get a refund?",
            "hey, my box from april 8th had 3 bottles smashed. refund?",
        ),
        a("Sorry about that! For security, which email address is on the account?"),
        u("theo.marsh@fastmail.com", "it's theo.marsh@fastmail.com", "Theo.Marsh@fastmail.com"),
        a(
            "Thanks. I found KB-90317, 12 bottles for £42. I'll refund the 3 burst bottles, that's £10.50.",
            call(
                "find_orders",
                {"email": "theo.marsh@fastmail.com"},
                [{"order": "KB-90317", "delivered": "2025-04-08", "total": 42.0, "bottles": 12}],
            ),
            call(
                "issue_refund",
                {"order_number": "KB-90317", "bottles": 3, "amount": 10.5},
                error="PaymentGatewayError: card processor unavailable",
            ),
        ),
        a(
            "I'm sorry, the payment system returned an error and the refund didn't go through. I've logged "
            "it for our finance team, but I can't complete it right now - please contact us again tomorrow."
        ),
        stop("ok, no worries. thanks", "alright, i'll check back tomorrow then", "hmm ok. thanks anyway", ""),
    ),
    (
        u(
            "hi there, 3 bottles from my fizz club 12-pack arrived broken. what are my options?",
            "hey, three of my kombucha bottles burst in transit, the box was dripping when it was handed "
            "over. can you sort it?",
            "Hi, I'd like a refund for 3 burst bottles from my latest delivery please.",
        ),
        a(
            "I'm sorry! I can either refund the three bottles or add three free bottles to your next box. "
            "First, what's the order number?"
        ),
        u(
            "KB-90317. i'd prefer the refund",
            "it's KB-90317 - refund please, not extra bottles",
            "KB90317. refund would be best",
        ),
        a(
            "Thanks. The refund for three bottles comes to £10.50. Shall I send it to the card you paid "
            "with?",
            _KB_ORDER,
        ),
        u("yes, the card is fine", "yep, same card", "Yes please, the original card."),
        a("Done, refund RF-40291 is on its way: £10.50 back within 5 working days.", _KB_REFUND),
        stop("brilliant, thanks!", "cheers", "great, thank you"),
    ),
)

# -- 5. leather satchel monogram change (with an opener) -----------------------------------------------------

LEATHERWORK = Scenario(
    goal="Change the monogram on your custom leather satchel order from S.K. to S.M.K. before it goes into "
    "production.",
    persona="an architect, brisk and exact, writes in full sentences",
    known_facts={
        "order_number": "LW-5526",
        "email": "s.kavanagh@eircom.net",
        "order_date": "2025-03-02",
        "phone": "+353 87 614 2290",
        "leather_colour": "chestnut",
    },
    unknown_facts=[
        "production start date: 2025-03-17",
        "craftsperson's name: Tomasz Wierzbicki",
        "monogram change fee",
    ],
    opener="Hi there, I'd like to change the initials on my satchel order.",
    expected=["update_order"],
)
_LW_OPENER = "Hi there, I'd like to change the initials on my satchel order."
_LW_ORDER_RESULT = {
    "order": "LW-5526",
    "item": "Heritage Satchel",
    "leather": "chestnut",
    "monogram": "S.K.",
    "placed": "2025-03-02",
    "production_start": "2025-03-17",
    "maker": "Tomasz Wierzbicki",
    "status": "queued",
    "total": 385.0,
    "currency": "EUR",
}
_LW_ORDER = call("get_order", {"order_number": "LW-5526"}, _LW_ORDER_RESULT)
_LW_UPDATE = call(
    "update_order",
    {"order_number": "LW-5526", "monogram": "S.M.K."},
    {"order": "LW-5526", "monogram": "S.M.K.", "fee": 0, "status": "queued"},
)
LEATHERWORK_FLOWS = (
    (
        u(_LW_OPENER),
        a("Certainly. What's the order number?"),
        u(
            "It's LW-5526.",
            "The order number is LW-5526.",
            "LW5526 - the chestnut satchel.",
            "Order LW-5526, placed at the start of March.",
        ),
        a(
            "Thanks. I have your Heritage Satchel in chestnut with the monogram S.K.; it's queued and goes "
            "into production on 17 March. What would you like the initials to be?",
            _LW_ORDER,
        ),
        u(
            "Please change them to S.M.K. I had forgotten my middle initial.",
            "S.M.K., please, with the full stops as before.",
            "I would like S.M.K. instead of S.K. Same style and placement, please.",
            "Change it to S.M.K. I'm glad it hasn't gone into production yet.",
        ),
        a(
            "Done: the monogram on LW-5526 is now S.M.K., at no extra charge. Everything else stays the "
            "same.",
            _LW_UPDATE,
        ),
        u(
            "Thank you. Will I receive an updated confirmation by email?",
            "Excellent. Is it still on track for production on 17 March?",
            "Good. Could you also confirm that the order still shows chestnut leather?",
        ),
        a(
            "An updated confirmation is on its way by email, the leather is still chestnut, and production "
            "starts on 17 March as planned."
        ),
        stop(
            "Perfect. Thank you for your help.",
            "Excellent, thank you.",
            "Very good, that's all I needed. Goodbye.",
            "",
        ),
    ),
    (
        u(_LW_OPENER),
        a("Happy to help. To verify the order, could you give me the email and the phone number you used?"),
        u(
            "s.kavanagh@eircom.net and +353 87 614 2290.",
            "Email s.kavanagh@eircom.net, phone 087 614 2290.",
            "The email is s.kavanagh@eircom.net; the phone is +353 (0)87 614 2290.",
        ),
        a(
            "Thank you. I found order LW-5526, placed on 2 March. The satchel is being made by Tomasz "
            "Wierzbicki, and the monogram currently reads S.K. What should it say?",
            call(
                "find_order",
                {"email": "s.kavanagh@eircom.net", "phone": "+353876142290"},
                _LW_ORDER_RESULT,
            ),
        ),
        u(
            "S.M.K., please.",
            "It should read S.M.K. - my middle initial was missing.",
            "Please make it S.M.K. Is there a charge for the change?",
        ),
        a("No charge. I've updated it to S.M.K.", _LW_UPDATE),
        stop(
            "Thank you, that's all.",
            "Wonderful. Please pass my thanks to Tomasz.",
            "Great, thanks for the quick change.",
        ),
    ),
    (
        u(_LW_OPENER),
        a("Of course. What's the order number?"),
        u("Order LW-5526.", "LW-5526, ordered on 2 March.", "It's LW-5526, under s.kavanagh@eircom.net."),
        a(
            "I'm sorry, I can't change it: the leather for LW-5526 was cut and stamped with S.K. this "
            "morning, and a stamped panel can't be embossed again. I'm not able to alter the monogram on "
            "this order.",
            call(
                "get_order",
                {"order_number": "LW-5526"},
                {**_LW_ORDER_RESULT, "status": "in_production", "monogram_stamped": True},
            ),
        ),
        stop(
            "That's disappointing, but I understand. Thank you for checking.",
            "Oh well. S.K. it is, then. Thanks.",
            "I see. Thank you anyway.",
            "",
        ),
    ),
)

# -- 6. magician for a birthday party ------------------------------------------------------------------------

MAGICIAN = Scenario(
    goal="Book a children's magician for your son's seventh birthday party at your home on the afternoon of "
    "Saturday 9 August.",
    persona="a busy dad planning the party between meetings, friendly but hurried",
    known_facts={
        "child_name": "Oscar",
        "guest_count": "15",
        "address": "27 Larchmont Road, Leeds LS6 2BQ",
        "email": "ben.pryce@gmail.com",
        "phone": "07700 900461",
    },
    unknown_facts=["magician's name: Professor Fizzwick", "package price", "deposit amount: £60"],
    opener=None,
    expected=["create_booking"],
)
_MG_AVAIL = call(
    "check_availability",
    {"date": "2025-08-09", "postcode": "LS6 2BQ"},
    {
        "date": "2025-08-09",
        "performers": [
            {
                "name": "Professor Fizzwick",
                "slots": ["14:00", "16:00"],
                "package": "Party Magic Hour",
                "price": 240.0,
                "deposit": 60.0,
            }
        ],
    },
)
MAGICIAN_FLOWS = (
    (
        u(
            "Hi, I'd like to book a magician for my son's 7th birthday party on Saturday 9 August, at our "
            "house, in the afternoon.",
            "Hello! Looking for a kids' magician for a 7th birthday, Sat 9th Aug, afternoon, at home. Are "
            "you free?",
            "hi - need a magician for my boy's birthday party, saturday 9 august pm. what have you got?",
            "Hi there, do you have a magician available on the afternoon of 9 August for a seventh birthday "
            "party?",
        ),
        a("Happy birthday to him! How many children will there be, and what's the postcode of the party?"),
        u(
            "About 15 kids. Postcode is LS6 2BQ.",
            "15 children, LS6 2BQ.",
            "fifteen, maybe one or two more. we're at LS6 2BQ",
            "There'll be 15. We're in Leeds, LS6 2BQ.",
        ),
        a(
            "Great news: Professor Fizzwick is free that day at 14:00 or 16:00. His Party Magic Hour for up "
            "to 20 children is £240, with a £60 deposit to secure the date. Which time would suit?",
            _MG_AVAIL,
        ),
        u(
            "14:00 please, that works with cake at 3.",
            "Let's do 2pm. £240 is fine.",
            "the 2 o'clock one. so £180 left to pay after the deposit?",
            "16:00 is a bit late for the little ones, so 14:00 please.",
        ),
        a(
            "Lovely. What name should the Professor use for the birthday boy, and what are the full address "
            "and the best email for the confirmation?"
        ),
        u(
            "His name is Oscar. We're at 27 Larchmont Road, Leeds LS6 2BQ, and the email is "
            "ben.pryce@gmail.com.",
            "Oscar! 27 Larchmont Rd, LS6 2BQ. ben.pryce@gmail.com",
            "Birthday boy: Oscar\nAddress: 27 Larchmont Road, Leeds LS6 2BQ\nEmail: ben.pryce@gmail.com",
        ),
        a(
            "Booked! Professor Fizzwick, Saturday 9 August at 14:00 at 27 Larchmont Road for Oscar and his "
            "15 guests. Booking MG-22014; the £60 deposit is due by 26 July and the remaining £180 on the "
            "day.",
            call(
                "create_booking",
                {
                    "performer": "Professor Fizzwick",
                    "start": "2025-08-09T14:00",
                    "address": "27 Larchmont Road, Leeds LS6 2BQ",
                    "children": 15,
                    "birthday_child": "Oscar",
                    "email": "ben.pryce@gmail.com",
                },
                {
                    "booking": "MG-22014",
                    "start": "2025-08-09T14:00",
                    "price": 240.0,
                    "deposit": 60.0,
                    "deposit_due": "2025-07-26",
                },
            ),
        ),
        u(
            "Fab, thanks. Does he need anything from us, like a table?",
            "Great. Can I pay the deposit now?",
            "perfect - will he bring balloons?",
            "Brilliant. MG-22014, got it. Does he do balloon animals?",
        ),
        a(
            "He just needs a small table and a bit of floor space. You can pay the deposit with the link in "
            "your confirmation email, and yes, balloon animals are included!"
        ),
        stop("Brilliant, thanks a lot!", "Great, Oscar will be thrilled. Cheers!", "lovely, thank you", ""),
    ),
    (
        u(
            "Hi, can I book a magician for Saturday 9 August? It's for Oscar's 7th birthday party at home.",
            "Hello, I need a children's magician on 9 Aug in the afternoon - my son Oscar is turning 7.",
            "hi, magician needed for a 7th birthday, afternoon of sat 9 august, at our place. any "
            "availability?",
        ),
        a("I'd love to help. Where is the party, and how many children?"),
        u(
            "27 Larchmont Road, Leeds LS6 2BQ - around 15 kids.",
            "Leeds, LS6 2BQ, 27 Larchmont Road. 15 children.",
            "It's at home: 27 Larchmont Rd, LS6 2BQ. 15 of them!",
        ),
        a(
            "Thanks! Professor Fizzwick can do 14:00 or 16:00. His one-hour show is £240, with a £60 "
            "deposit.",
            _MG_AVAIL,
        ),
        u(
            "4pm please.",
            "16:00 is best, we're doing lunch first.",
            "Let's go with 16:00. £240 is within budget.",
        ),
        a("And a phone number for the Professor to call on the day?"),
        u("07700 900461", "Sure, 07700 900 461.", "+44 7700 900461"),
        a(
            "All booked for 16:00 on 9 August: booking MG-22014. The £60 deposit is due by 26 July.",
            call(
                "create_booking",
                {
                    "performer": "Professor Fizzwick",
                    "start": "2025-08-09T16:00",
                    "address": "27 Larchmont Road, Leeds LS6 2BQ",
                    "children": 15,
                    "phone": "07700900461",
                },
                {
                    "booking": "MG-22014",
                    "start": "2025-08-09T16:00",
                    "price": 240.0,
                    "deposit": 60.0,
                    "deposit_due": "2025-07-26",
                },
            ),
        ),
        stop("Perfect, thanks!", "Great stuff, MG-22014 noted. Thank you.", "Thank you so much, bye!", ""),
    ),
)

# -- 7. neon sign with a dark letter (with an opener) --------------------------------------------------------

NEONSIGN = Scenario(
    goal="The custom neon sign you ordered for your café arrived with one letter that won't light; get a "
    "replacement sent.",
    persona="a café owner, upbeat, uses emoji now and then",
    known_facts={
        "order_number": "NS-118204",
        "email": "jules@thecopperkettle.co.uk",
        "sign_text": "Copper Kettle",
        "delivery_date": "2025-05-21",
        "shipping_address": "14 Canal Street, Manchester M1 3HE",
    },
    unknown_facts=[
        "replacement tracking number: 1Z84F7W20492176633",
        "warranty period",
        "return label code: RL-3390",
    ],
    opener="Hey, part of my neon sign doesn't light up.",
    expected=["create_replacement"],
)
_NS_OPENER = "Hey, part of my neon sign doesn't light up."
_NS_ORDER = call(
    "get_order",
    {"order_number": "NS-118204"},
    {
        "order": "NS-118204",
        "text": "Copper Kettle",
        "colour": "warm white",
        "delivered": "2025-05-21",
        "warranty_months": 24,
        "ship_to": "14 Canal Street, Manchester M1 3HE",
    },
)
_NS_REPLACE = call(
    "create_replacement",
    {
        "order_number": "NS-118204",
        "fault": "second 'e' dark",
        "ship_to": "14 Canal Street, Manchester M1 3HE",
    },
    {
        "replacement": "NS-118204-R1",
        "return_label": "RL-3390",
        "eta": "2025-05-29",
        "tracking": "1Z84F7W20492176633",
    },
)
NEONSIGN_FLOWS = (
    (
        u(_NS_OPENER),
        a("Sorry about that! Which order is it? The order number is on your confirmation email."),
        u(
            "It's NS-118204 🙂",
            "Order number NS-118204.",
            "ns118204 - the Copper Kettle sign",
            "NS-118204. It arrived on 21 May.",
        ),
        a(
            "Thanks. Your 'Copper Kettle' sign in warm white, delivered 21 May, is covered by our 24-month "
            "warranty. Which part is dark?",
            _NS_ORDER,
        ),
        u(
            "The second 'e' in Kettle. The rest glows fine.",
            "the last e of Kettle is completely dark, everything else works",
            "It's the second e in 'Kettle' - I checked the plug and the dimmer, no luck.",
            "Just one letter, the final 'e'. It reads 'Copper Kettl' right now 😅",
        ),
        a(
            "That's a failed LED strip in that letter. I'll send a full replacement sign to 14 Canal Street, "
            "Manchester M1 3HE, with a prepaid return label for the faulty one. OK?"
        ),
        u(
            "Yes please, same address.",
            "Perfect, yes! Canal Street is right.",
            "yes go for it 👍",
            "Yes please. Do I need to send the old one back first?",
        ),
        a(
            "Done. The replacement ships today and should arrive by 29 May; tracking 1Z84F7W20492176633. Use "
            "return label RL-3390 to send the faulty sign back within 14 days - no need to wait.",
            _NS_REPLACE,
        ),
        stop(
            "Amazing, thanks so much! 🙌",
            "Great, thank you!",
            "Brilliant, the regulars will be pleased. Thanks!",
            "",
        ),
    ),
    (
        u(_NS_OPENER),
        a("I'm sorry to hear that. Can you give me the email address on the order?"),
        u(
            "jules@thecopperkettle.co.uk",
            "It's jules@thecopperkettle.co.uk",
            "sure - jules@thecopperkettle.co.uk, the café account",
        ),
        a(
            "Thanks, I found order NS-118204, delivered on 21 May. Could you email us a photo of the sign "
            "switched on?",
            call(
                "find_orders",
                {"email": "jules@thecopperkettle.co.uk"},
                [{"order": "NS-118204", "text": "Copper Kettle", "delivered": "2025-05-21"}],
            ),
        ),
        u(
            "Just emailed it over. You can see the second e in Kettle is dark.",
            "Sent! The photo shows the last letter of 'Kettle' not lit.",
            "Done, sent a photo from my phone 📸",
        ),
        a(
            "Got it, thanks. I've set up a replacement; it will arrive by 29 May and you'll get a return "
            "label, RL-3390, by email.",
            _NS_REPLACE,
        ),
        u(
            "Great. Is the new one covered by the same warranty?",
            "Thanks! How long is the warranty on the replacement?",
            "Perfect. What's the tracking number?",
        ),
        a("The replacement has a fresh 24-month warranty. Tracking number: 1Z84F7W20492176633."),
        stop("Lovely, thank you!", "Perfect, 24 months, great. Thanks!", "Cheers! 😊"),
    ),
)

# -- 8. safari park tickets refunded after a storm -----------------------------------------------------------

SAFARIPARK = Scenario(
    goal="The drive-through section of the safari park was closed by a storm on the day of your visit; get "
    "your tickets refunded.",
    persona="a French teacher on holiday, polite, writes slightly formal English",
    known_facts={
        "booking_ref": "SP-448210",
        "visit_date": "2025-07-12",
        "email": "m.delacroix@orange.fr",
        "amount_paid": "€96.00",
        "card_last4": "3381",
    },
    unknown_facts=["refund reference: RFD-77105", "child ticket price: €24", "closure reason code"],
    opener=None,
    expected=["refund_tickets"],
)
_SP_FIND = call(
    "find_booking",
    {"booking_ref": "SP-448210"},
    {
        "ref": "SP-448210",
        "visit": "2025-07-12",
        "tickets": {"adult": 2, "child": 1},
        "prices": {"adult": 36.0, "child": 24.0},
        "paid": 96.0,
        "currency": "EUR",
        "drive_through_closed": True,
    },
)
_SP_REFUND = call(
    "refund_tickets",
    {"booking_ref": "SP-448210", "amount": 96.0, "reason": "drive-through closed"},
    {"refund": "RFD-77105", "amount": 96.0, "card": "**** 3381", "days": "5-7 working days"},
)
SAFARIPARK_FLOWS = (
    (
        u(
            "Hello. We visited the safari park on 12 July, but the drive-through was closed because of the "
            "storm. I would like a refund for our tickets, please.",
            "Good morning, the drive-through safari was closed during our visit because of the storm, so we "
            "could only see the petting farm. May I have a refund?",
            "Hello, I am writing about our visit on Saturday 12 July. The drive-through part was closed all "
            "day. Can we be refunded?",
            "Hi, our day at the park was spoiled - the drive-through was closed by the storm. I would like "
            "my money back, please.",
        ),
        a("I'm very sorry your visit was spoiled. Could you give me your booking reference?"),
        u(
            "Of course, it is SP-448210.",
            "The booking reference is SP-448210.",
            "sp448210",
            "It is SP-448210. We paid €96 in total.",
        ),
        a(
            "Thank you. Booking SP-448210 for 12 July: 2 adults at €36 and 1 child at €24, €96 in total. I "
            "can confirm the drive-through was closed that day, so you're entitled to a full refund to the "
            "card ending 3381. Shall I process it?",
            _SP_FIND,
        ),
        u(
            "Yes, please. The card ending in 3381 is correct.",
            "Yes, thank you, a full refund of €96 would be perfect.",
            "Yes please. How long will it take?",
            "Oui - yes, please go ahead.",
        ),
        a(
            "Done. Refund RFD-77105 for €96.00 to the card ending 3381; it takes 5-7 working days to appear.",
            _SP_REFUND,
        ),
        stop(
            "Thank you very much for your help.",
            "Perfect, thank you. Have a nice day.",
            "Merci beaucoup!",
            "",
        ),
    ),
    (
        u(
            "Hello, I would like a refund for our safari park tickets. The drive-through was closed because "
            "of the storm.",
            "Hi, booking SP-448210 - the drive-through was shut when we came. Can I get a refund?",
            "Hello, we could not do the drive-through on our visit, it was closed. We would like our money "
            "back.",
        ),
        a("I'm sorry to hear that. What's your booking reference, and the email used for it?"),
        u(
            "SP-448210, m.delacroix@orange.fr",
            "Reference SP-448210 and the email is m.delacroix@orange.fr.",
            "It is SP-448210; the email is M.Delacroix@orange.fr",
        ),
        a(
            "Thank you. On 12 July the drive-through closed at 15:00 because of the storm, and your tickets "
            "were scanned at the drive-through gate at 10:12, so you had the morning tour. Our policy "
            "doesn't refund partial closures, so I'm sorry, but I can't refund these tickets.",
            call(
                "find_booking",
                {"booking_ref": "SP-448210"},
                {
                    "ref": "SP-448210",
                    "visit": "2025-07-12",
                    "paid": 96.0,
                    "drive_through_closed": "from 15:00",
                    "scanned_drive_through": "2025-07-12T10:12",
                },
            ),
        ),
        stop(
            "I see. We were told otherwise at the gate, but thank you for checking.",
            "Very well. Thank you for your time.",
            "Ah, I did not know it was only the afternoon. Thank you anyway.",
            "",
        ),
    ),
    (
        u(
            "Hi, I need to ask for a refund. We paid €96 for the safari park and the drive-through was "
            "closed for the storm.",
            "Hello, we paid €96.00 for tickets and could not see the animals because the drive-through was "
            "closed. Could we have a refund, please?",
        ),
        a("Sorry about that! Can I have the booking reference and the date of your visit?"),
        u(
            "SP-448210, visit on 12 July.",
            "Booking SP-448210, we came on 12/07.",
            "The reference is SP-448210 and the date was Saturday the 12th of July.",
        ),
        a(
            "Thanks. Booking SP-448210: 2 adults at €36 and 1 child at €24, €96 in total. I can refund the "
            "full €96 to the card you paid with. Can you confirm its last four digits?",
            _SP_FIND,
        ),
        u("3381", "It ends in 3381.", "The last four digits are 3381."),
        a("Refund done: reference RFD-77105, €96.00 to the card ending 3381.", _SP_REFUND),
        u(
            "Thank you. So that is €72 for the two adults and €24 for my daughter, all refunded?",
            "Perfect. When will I see it on my statement?",
            "Thank you. Will I receive an email about RFD-77105?",
        ),
        a(
            "Yes, everything is refunded, €72 for the adults and €24 for the child, and you'll get a "
            "confirmation email. It should show on your statement within 5-7 working days."
        ),
        stop("Merci, goodbye.", "Thank you, goodbye.", "Thank you for your help!"),
    ),
)

# -- 9. sandcastle lesson for a family (with an opener) ------------------------------------------------------

SANDCASTLE = Scenario(
    goal="Book a private sandcastle-building lesson for your family of four on Wednesday 6 August, during "
    "your beach holiday.",
    persona="a father of two, enthusiastic, writes long friendly messages",
    known_facts={
        "full_name": "Rafael Montoya",
        "phone": "+34 612 408 935",
        "email": "rafa.montoya@gmail.com",
        "hotel": "Hotel Playa Dorada",
        "kids_ages": "6 and 9",
    },
    unknown_facts=["lesson price", "instructor's name: Noa Castell", "meeting point: Lifeguard Tower 3"],
    opener="Hi! Do you still have space for a sandcastle lesson next week?",
    expected=["book_lesson"],
)
_SC_OPENER = "Hi! Do you still have space for a sandcastle lesson next week?"
_SC_SLOTS = call(
    "list_slots",
    {"date": "2025-08-06", "group_size": 4},
    [{"start": "09:00", "instructor": "Noa Castell"}, {"start": "17:30", "instructor": "Noa Castell"}],
)
SANDCASTLE_FLOWS = (
    (
        u(_SC_OPENER),
        a("Hi! We do. Which day would you like, and how many people?"),
        u(
            "Wednesday the 6th of August, for four of us - me, my wife and our two kids.",
            "Wednesday 6 August please, family of four. The kids are 6 and 9 and completely sand-obsessed!",
            "We'd love Wednesday, August 6th. Four people, two adults and two children.",
            "wed 6 aug, 4 people :)",
        ),
        a(
            "On Wednesday 6 August we have a private lesson at 9:00 or at 17:30, both with Noa Castell. A "
            "private lesson for four is €120. Which time would you like?",
            _SC_SLOTS,
        ),
        u(
            "9:00 please, before it gets too hot.",
            "The 9am one! The kids are up at 7 anyway.",
            "17:30 sounds nice, but the little one will be tired by then - let's do 9:00.",
            "9:00 with Noa, perfect. €120 for all four of us?",
        ),
        a(
            "Great choice - €120 covers all four of you. Can I have a name and a mobile number for the "
            "booking?"
        ),
        u(
            "Rafael Montoya, +34 612 408 935.",
            "Rafael Montoya - mobile 612 408 935.",
            "Name's Rafael Montoya, and my mobile is +34 612 40 89 35.",
        ),
        a(
            "You're booked: Wednesday 6 August at 9:00, booking SC-3306. Meet Noa at Lifeguard Tower 3; "
            "bring sun hats and water, we bring the tools.",
            call(
                "book_lesson",
                {
                    "date": "2025-08-06",
                    "start": "09:00",
                    "group_size": 4,
                    "name": "Rafael Montoya",
                    "phone": "+34612408935",
                },
                {
                    "booking": "SC-3306",
                    "price": 120.0,
                    "currency": "EUR",
                    "meeting_point": "Lifeguard Tower 3",
                    "instructor": "Noa Castell",
                },
            ),
        ),
        u(
            "Fantastic! Is Lifeguard Tower 3 far from the Hotel Playa Dorada?",
            "Brilliant. Do we pay the €120 on the day?",
            "Great, thank you! Should the kids wear swimsuits?",
        ),
        a(
            "Payment is on the day, cash or card. Swimsuits are a good idea, it gets wet! Lifeguard Tower 3 "
            "is in the middle of the main beach, about a 10-minute walk from the hotels on the promenade."
        ),
        stop(
            "Perfect, see you Wednesday! Thanks so much.",
            "Wonderful, the kids are going to be thrilled. Thank you!",
            "Great, thanks for all the info!",
            "",
        ),
    ),
    (
        u(_SC_OPENER),
        a("We might! Could I have your name and email for the booking, and the day you're thinking of?"),
        u(
            "Rafael Montoya, rafa.montoya@gmail.com - Wednesday 6 August.",
            "Sure: Rafael Montoya, rafa.montoya@gmail.com. We'd like Wednesday the 6th.",
            "Rafael Montoya / rafa.montoya@gmail.com / Wed 6 Aug",
        ),
        a("Thanks, Rafael. How many people, and how old are the children?"),
        u(
            "Four of us; the kids are 6 and 9.",
            "Two adults and two kids aged 6 and 9.",
            "4 people - the children are six and nine, and very excited already!",
        ),
        a("Perfect. There's a 9:00 or a 17:30 slot that day. Which works better?", _SC_SLOTS),
        u(
            "17:30 please - we're staying at Hotel Playa Dorada and the mornings are for the pool.",
            "The evening one, 17:30.",
            "17:30 - nicer light for photos!",
        ),
        a(
            "Booked for 17:30 on 6 August: SC-3306, €120 payable on the day. Your instructor is Noa Castell, "
            "and you'll meet at Lifeguard Tower 3.",
            call(
                "book_lesson",
                {"date": "2025-08-06", "start": "17:30", "group_size": 4, "name": "Rafael Montoya"},
                {
                    "booking": "SC-3306",
                    "price": 120.0,
                    "currency": "EUR",
                    "meeting_point": "Lifeguard Tower 3",
                    "instructor": "Noa Castell",
                },
            ),
        ),
        stop(
            "Thank you, see you then!",
            "Great, SC-3306 - got it. Thanks!",
            "Wonderful, thanks to you and the team!",
            "",
        ),
    ),
)

# -- 10. restored tapestry delivered later -------------------------------------------------------------------

TAPESTRY = Scenario(
    goal="Your antique tapestry has been restored; move its return delivery to a later date because you will "
    "be away on the planned day.",
    persona="a retired history teacher, courteous and unhurried",
    known_facts={
        "job_number": "TR-60931",
        "full_name": "Margaret Ashdown",
        "postcode": "OX2 6HT",
        "phone": "01865 559204",
        "delivery_date": "2025-10-03",
    },
    unknown_facts=["conservator's name: Elif Demirci", "insured value: £4,800", "redelivery fee"],
    opener=None,
    expected=["reschedule_delivery"],
)
_TR_JOB = call(
    "get_job",
    {"job_number": "TR-60931"},
    {
        "job": "TR-60931",
        "client": "Margaret Ashdown",
        "item": "Flemish verdure tapestry, c. 1680",
        "status": "restored",
        "delivery": "2025-10-03",
        "conservator": "Elif Demirci",
        "insured_value": 4800.0,
        "currency": "GBP",
    },
)
_TR_SLOTS = call(
    "delivery_slots",
    {"postcode": "OX2 6HT", "after": "2025-10-03"},
    ["2025-10-10", "2025-10-14", "2025-10-17"],
)
TAPESTRY_FLOWS = (
    (
        u(
            "Good morning. I understand my tapestry is ready to come home, but I shall be away on the "
            "delivery day. Could it be delivered later?",
            "Hello, I'm afraid I won't be at home when my restored tapestry is due to be delivered. May I "
            "move the delivery?",
            "Good afternoon. My tapestry is due back on 3 October, but I'm visiting my sister that week. "
            "Could we find another date?",
            "Hello there - I need to rearrange the return delivery of my tapestry, please.",
        ),
        a("Certainly. What's the job number?"),
        u(
            "It is TR-60931.",
            "The job number is TR-60931.",
            "TR 60931, under the name Ashdown.",
            "Yes, it's TR-60931. Margaret Ashdown.",
        ),
        a(
            "Thank you, Mrs Ashdown. Your Flemish verdure tapestry is restored and due on 3 October. The "
            "next free dates for OX2 6HT are 10, 14 and 17 October. Which would suit?",
            _TR_JOB,
            _TR_SLOTS,
        ),
        u(
            "The 14th would be ideal, thank you.",
            "Tuesday the 14th of October, please. I shall be back by then.",
            "I return at the weekend, so 14 October, please.",
            "14 October, if you please. The 10th is a little too soon for me.",
        ),
        a(
            "Done: delivery moved to Tuesday 14 October, between 10:00 and 13:00, at no charge.",
            call(
                "reschedule_delivery",
                {"job_number": "TR-60931", "date": "2025-10-14"},
                {"job": "TR-60931", "delivery": "2025-10-14", "window": "10:00-13:00", "fee": 0},
            ),
        ),
        u(
            "Splendid. Will the same two gentlemen bring it and hang it?",
            "Thank you. Will someone telephone before they arrive?",
            "Lovely. Could you please thank the conservator for me? It looks wonderful in the photographs.",
        ),
        a(
            "The team will telephone you on the morning of the delivery and can hang it if you'd like. I'll "
            "pass your thanks to Elif Demirci, who restored it."
        ),
        stop(
            "Thank you so much. Goodbye.",
            "Very kind. Good day to you.",
            "Wonderful, thank you for your help.",
            "",
        ),
    ),
    (
        u(
            "Hello, I need to change the delivery date for my restored tapestry, please.",
            "Good morning, could I postpone the return of my tapestry? I'm going to be away.",
            "Hello. The delivery of my tapestry on 3 October doesn't suit me; may I change it?",
        ),
        a("Of course. Could I have your name and postcode?"),
        u(
            "Margaret Ashdown, OX2 6HT.",
            "It's Margaret Ashdown, and the postcode is OX2 6HT.",
            "Mrs Margaret Ashdown - OX2 6HT",
        ),
        a(
            "Thank you. I've found job TR-60931, due for delivery on 3 October. Would 10 October suit you "
            "instead?",
            call(
                "find_job",
                {"name": "Margaret Ashdown", "postcode": "OX2 6HT"},
                {"job": "TR-60931", "delivery": "2025-10-03"},
            ),
        ),
        u("Yes, 10 October would be fine.", "The 10th is perfect.", "Friday the 10th? Yes, that suits me."),
        a(
            "Let me rebook that.",
            call(
                "reschedule_delivery",
                {"job_number": "TR-60931", "date": "2025-10-10"},
                error="SchedulingError: courier calendar unavailable",
            ),
        ),
        a(
            "I'm sorry, our courier booking system isn't responding and I couldn't change the date. Could "
            "you ring us on 01865 200417 tomorrow morning, and we'll sort it out then?"
        ),
        stop(
            "Of course. I'll telephone tomorrow. Thank you.",
            "Not to worry, I'll ring in the morning.",
            "Very well, thank you for trying.",
            "",
        ),
    ),
    (
        u(
            "Hello, I'm Margaret Ashdown. My tapestry is coming back on 3 October and I won't be in. Can we "
            "change it?",
            "Good day. Job TR-60931 - I'd like to postpone the delivery, please.",
            "Hello. I should like to move the delivery of my restored tapestry to a later date, if I may.",
        ),
        a("I can help with that. What phone number should the driver use?"),
        u("01865 559204, please.", "My number is 01865 559 204.", "The landline: (01865) 559204."),
        a("Thanks. Let me check.", _TR_JOB, _TR_SLOTS),
        a(
            "Your tapestry, job TR-60931, is insured for £4,800 in transit. Available dates are 10, 14 or 17 "
            "October."
        ),
        u(
            "The 17th, please.",
            "17 October would suit me best.",
            "Friday 17 October, please - comfortably after I'm back.",
        ),
        a(
            "Booked for 17 October, 10:00-13:00. There's no fee for the change.",
            call(
                "reschedule_delivery",
                {"job_number": "TR-60931", "date": "2025-10-17"},
                {"job": "TR-60931", "delivery": "2025-10-17", "window": "10:00-13:00", "fee": 0},
            ),
        ),
        stop("Thank you very much.", "Splendid, thank you.", "Thank you, that's a weight off my mind."),
    ),
)

DOMAINS: list[Domain] = [
    Domain("fountainpen", FOUNTAINPEN, FOUNTAINPEN_FLOWS),
    Domain("goatyoga", GOATYOGA, GOATYOGA_FLOWS),
    Domain("jukebox", JUKEBOX, JUKEBOX_FLOWS),
    Domain("kombucha", KOMBUCHA, KOMBUCHA_FLOWS),
    Domain("leatherwork", LEATHERWORK, LEATHERWORK_FLOWS),
    Domain("magician", MAGICIAN, MAGICIAN_FLOWS),
    Domain("neonsign", NEONSIGN, NEONSIGN_FLOWS),
    Domain("safaripark", SAFARIPARK, SAFARIPARK_FLOWS),
    Domain("sandcastle", SANDCASTLE, SANDCASTLE_FLOWS),
    Domain("tapestry", TAPESTRY, TAPESTRY_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "fountainpen",
        0,
        Say(0, "Hi, my new fountain pen is leaking ink into the cap. Can you help?"),
        "greeting changed",
    ),
    F(
        "opener",
        "fountainpen",
        1,
        Say(
            0,
            "Hello, my new fountain pen is leaking ink into the cap. Can you help? It's otherwise a lovely "
            "pen.",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "jukebox",
        0,
        Say(0, "Hi, the jukebox you delivered yesterday has a crack in the glass panel."),
        "reworded",
    ),
    F(
        "opener",
        "jukebox",
        1,
        Say(
            0, "Hello there! The jukebox arrived yesterday and the front glass is cracked. What should I do?"
        ),
        "paraphrase",
    ),
    F(
        "opener",
        "leatherwork",
        0,
        Say(0, "Hi there, I'd like to change the initials on my satchel order, please."),
        "one word added",
    ),
    F("opener", "leatherwork", 2, Say(0, "Hi there, I'd like to change the initials"), "truncated"),
    F("opener", "neonsign", 1, Say(0, "Hey, one letter on my neon sign won't light up."), "paraphrase"),
    F(
        "opener",
        "sandcastle",
        1,
        Say(0, "Do you still have space for a sandcastle lesson next week?"),
        "greeting dropped",
    ),
    # -- reply_shape: not one user's voice
    F(
        "reply_shape",
        "fountainpen",
        0,
        Say(
            2,
            "<thinking>The shop wants to know when it leaks. I should describe both "
            "cases.</thinking>\nMostly when I carry it in my bag, but it seeps a little on my desk too.",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "goatyoga",
        0,
        Say(2, "Yes, 10:30 please!\n\nFarm reception: Lovely, I'll move you both over to Sunday now."),
        "the shop speaking on its own line",
    ),
    F(
        "reply_shape",
        "jukebox",
        1,
        Say(3, "Thanks. What's the pickup window? Probably the morning, they usually come in the morning."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "kombucha",
        0,
        Say(1, '{"role": "user", "content": "KB-90317, postcode BS6 5QD"}'),
        "JSON message with a role",
    ),
    F(
        "reply_shape",
        "magician",
        0,
        Say(2, "As an AI I don't actually have a son, but staying in the role-play: 14:00 please."),
        "breaks character",
    ),
    F(
        "reply_shape",
        "neonsign",
        1,
        Say(2, "Sent! [Note: the customer has attached a photo showing the dark letter.]"),
        "bracketed note about the conversation",
    ),
    F(
        "reply_shape",
        "safaripark",
        0,
        Say(
            2,
            "Yes, please. Thank you for visiting our park - is there anything else I can help you with "
            "today?",
        ),
        "the assistant's voice",
    ),
    F(
        "reply_shape",
        "sandcastle",
        0,
        Say(5, "Perfect, see you Wednesday! Should we bring our own buckets and spades?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "tapestry",
        0,
        Say(2, "(Margaret opens her diary and turns the pages slowly.) The 14th would be ideal, thank you."),
        "an action written as in a play",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "fountainpen",
        0,
        Say(2, "It happens even at my desk, nib up. It started on 3 March, the day I switched to a new ink."),
        "a date",
    ),
    F(
        "invented_specifics",
        "goatyoga",
        0,
        Say(1, "Booking ref GY-7741, email priya.raman@outlook.com. I paid with the card ending 6120."),
        "card digits",
    ),
    F("invented_specifics", "kombucha", 0, Say(2, "yes please, back to my visa ending 7702"), "card digits"),
    F(
        "invented_specifics",
        "leatherwork",
        1,
        Say(1, "s.kavanagh@eircom.ie and +353 87 614 2290."),
        "email with another domain",
    ),
    F(
        "invented_specifics",
        "magician",
        1,
        Say(
            1,
            "27 Larchmont Road, Leeds LS6 2BQ - around 15 kids. We booked you last year too, booking "
            "MG-19873.",
        ),
        "an old booking number",
    ),
    F(
        "invented_specifics",
        "neonsign",
        0,
        Say(
            3,
            "Yes please, but send it to 16 Canal Street, Manchester M1 3HE - that's our door for deliveries.",
        ),
        "house number changed",
    ),
    F("invented_specifics", "safaripark", 0, Say(1, "It is SP-448210. We paid €98 in total."), "amount"),
    F(
        "invented_specifics",
        "sandcastle",
        0,
        Say(1, "Wednesday the 6th of August for four of us - or Thursday the 7th if Wednesday is full."),
        "a second date",
    ),
    F(
        "invented_specifics",
        "tapestry",
        0,
        Say(1, "It is TR-60931. You can ring me on 01865 559240 if need be."),
        "phone digits swapped",
    ),
    # -- unknown_fact: the user states what it does not know, before the agent told it
    F(
        "unknown_fact",
        "fountainpen",
        0,
        Say(1, "Sure, it's FP-30418. It should still be under warranty until February 2027."),
        "warranty end as month and year",
    ),
    F(
        "unknown_fact",
        "goatyoga",
        0,
        Say(
            0,
            "Hi! We're booked with Maisie Trelawney on Saturday morning for goat yoga, but we can't make it. "
            "Could we switch to Sunday?",
        ),
        "instructor's name",
    ),
    F(
        "unknown_fact",
        "jukebox",
        1,
        Say(
            2,
            "Works perfectly. Your driver Ray Castillo plugged it in for us, and the crack was already "
            "there.",
        ),
        "driver's name",
    ),
    F(
        "unknown_fact",
        "kombucha",
        0,
        Say(
            0,
            "hi, 3 bottles in my last kombucha box exploded. pretty sure that's ten pounds fifty you owe me",
        ),
        "refund amount in words",
    ),
    F(
        "unknown_fact",
        "leatherwork",
        0,
        Say(
            1,
            "It's LW-5526. As I understand it, production only starts on 17 March, so there should be time.",
        ),
        "production start date",
    ),
    F(
        "unknown_fact",
        "magician",
        0,
        Say(
            0,
            "Hi, is Professor Fizzwick free for my son's 7th birthday party on Saturday 9 August, afternoon, "
            "at our house?",
        ),
        "magician's name",
    ),
    F(
        "unknown_fact",
        "magician",
        0,
        Say(1, "About 15 kids, postcode LS6 2BQ. Happy to pay the £60 deposit today."),
        "deposit amount",
    ),
    F(
        "unknown_fact",
        "safaripark",
        1,
        Say(1, "SP-448210, m.delacroix@orange.fr. Even the €24 child ticket should be refunded, I think."),
        "child ticket price",
    ),
    F(
        "unknown_fact",
        "tapestry",
        0,
        Say(1, "It is TR-60931. It's insured for £4,800, so I would rather be at home when it arrives."),
        "insured value",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "goatyoga",
        0,
        Say(
            0,
            "Hi! I'm Priya Raman, booking GY-7741 for Saturday 14 June, email priya.raman@outlook.com. Could "
            "we switch to Sunday?",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "jukebox",
        0,
        Say(
            1,
            "It's JBX-4061. I'm Dmitri Volkov, phone (503) 555-0172, delivered June 19, and I paid the $300 "
            "deposit.",
        ),
        "asked for the rental id, gives four more",
    ),
    F(
        "data_dump",
        "kombucha",
        2,
        Say(
            0,
            "Hi, 3 bottles arrived broken. Details:\n- order KB-90317\n- delivered 8 April\n- postcode BS6 "
            "5QD\n- email theo.marsh@fastmail.com",
        ),
        "a list of facts",
    ),
    F(
        "data_dump",
        "leatherwork",
        2,
        Say(
            1,
            "LW-5526. It was placed on 2 March, chestnut leather, email s.kavanagh@eircom.net, and you can "
            "reach me on +353 87 614 2290.",
        ),
        "asked for the order, gives four more",
    ),
    F(
        "data_dump",
        "magician",
        0,
        Say(
            0,
            "Hi! Magician wanted for Oscar's 7th birthday, Sat 9 Aug afternoon, 15 kids, 27 Larchmont Road, "
            "Leeds LS6 2BQ. Call me on 07700 900461.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "neonsign",
        1,
        Say(
            1,
            "jules@thecopperkettle.co.uk. Order NS-118204, delivered 21 May to 14 Canal Street, Manchester "
            "M1 3HE.",
        ),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "safaripark",
        1,
        Say(
            0,
            "Hello, booking SP-448210, visit on 12 July, we paid €96.00 with the card ending 3381. The "
            "drive-through was closed. Refund please.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "sandcastle",
        0,
        Say(
            1,
            "Wednesday 6 August, four people. I'm Rafael Montoya, staying at Hotel Playa Dorada, mobile +34 "
            "612 408 935, email rafa.montoya@gmail.com.",
        ),
        "asked for day and size, gives four more",
    ),
    F(
        "data_dump",
        "tapestry",
        0,
        Say(1, "TR-60931. Margaret Ashdown, OX2 6HT, telephone 01865 559204."),
        "asked for the job, gives three more",
    ),
    # -- premature_stop: the user stops before the expected write; the agent neither failed nor refused
    F(
        "premature_stop",
        "fountainpen",
        0,
        StopAt(6, "Let me try a different converter first. Thanks for now!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "goatyoga",
        0,
        StopAt(4, "Oh, let me check with my sister first and get back to you. Thanks!"),
        "after the slots",
    ),
    F("premature_stop", "jukebox", 0, StopAt(4, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "kombucha",
        0,
        StopAt(2, "actually nvm, i'll sort it out later"),
        "after the first question",
    ),
    F(
        "premature_stop",
        "leatherwork",
        0,
        StopAt(4, "I'll confirm the initials with my husband and come back to you. Thank you."),
        "asked for the initials",
    ),
    F(
        "premature_stop",
        "neonsign",
        0,
        StopAt(6, "Great, good to know it's under warranty. Thanks! 👍"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "safaripark",
        0,
        StopAt(4, "Thank you, that is good to know. Goodbye."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "sandcastle",
        1,
        StopAt(6, "Let me ask my wife which time she prefers and I'll come back to you. Thanks!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "tapestry",
        0,
        StopAt(4, "Let me look at my diary and I'll telephone you. Thank you."),
        "after the dates",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "fountainpen", 1, meta(1, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "jukebox", 0, meta(2, prompt_missing=["known_facts.deposit"]), "a known fact"),
    F("persona_sent", "kombucha", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "leatherwork", 0, meta(1, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "magician", 1, meta(2, prompt_missing=["known_facts.phone"]), "a known fact"),
    F("persona_sent", "neonsign", 0, meta(0, prompt_missing=["opener", "goal"]), "opener and goal"),
    F(
        "persona_sent",
        "sandcastle",
        1,
        meta(1, prompt_missing=["persona", "unknown_facts"]),
        "persona and unknown facts",
    ),
    F("persona_sent", "tapestry", 2, meta(0, prompt_missing=["known_facts.job_number"]), "a known fact"),
]
