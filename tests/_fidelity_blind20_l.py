"""Blind set 20, part L: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework and the first set's
``FAULTS`` in ``tests/_fidelity_blind.py``, the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing; the only thing run was a well-formedness check that
builds the conversations without calling a guard.

The ten scenarios: a warranty repair for a mechanical keyboard whose keys double-type (keyboardrepair); a
corrected proof for shop-window lettering with a typo (lettering); a refund for maze garden tickets on a day
the maze was closed by a storm (mazegarden); a gel manicure moved to a Saturday (nailbar); a replacement for
an oyster delivery that arrived warm (oysterfarm); a tandem paragliding flight booked with a gift voucher
(paragliding); a pub team registered for the summer quoits league (quoits); a cancelled place on a rug-tufting
workshop with a refund (rugmaking); a horse moved from full to part livery (stablelivery); and a repair booked
for a child's teddy bear (toyrepair).

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

# -- 1. keyboard repair --------------------------------------------------------------------------------------

KEYBOARD = Scenario(
    goal="Your mechanical keyboard's spacebar and E key have started double-typing; get a warranty repair "
    "booked with a prepaid shipping label.",
    persona="a software developer, precise and a little impatient",
    known_facts={
        "order_number": "KB-30917",
        "serial_number": "MK87-0045129",
        "purchase_date": "2024-11-02",
        "email": "j.varga@mailbox.org",
        "phone": "+36 30 555 4821",
    },
    unknown_facts=["repair ticket: RMA-88412", "warranty end date: 2026-11-02", "turnaround time"],
    opener=None,
    expected=["create_repair_ticket"],
)
_KB_RECORD = {
    "order": "KB-30917",
    "model": "Keyforge MK87 TKL",
    "serial": "MK87-0045129",
    "purchased": "2024-11-02",
    "warranty_until": "2026-11-02",
    "email": "j.varga@mailbox.org",
}
_KB_LOOKUP = call("lookup_order", {"order_number": "KB-30917"}, _KB_RECORD)
_KB_LOOKUP_SERIAL = call("lookup_order", {"serial_number": "MK87-0045129"}, _KB_RECORD)
_KB_TICKET = call(
    "create_repair_ticket",
    {"order_number": "KB-30917", "issue": "spacebar and E key chatter", "shipping_label": True},
    {"ticket": "RMA-88412", "label_sent_to": "j.varga@mailbox.org", "turnaround_working_days": 10},
)
KEYBOARD_FLOWS = (
    (
        u(
            "Hi, my keyboard's spacebar and E key have started double-typing. It should still be under "
            "warranty. Can I get it repaired?",
            "hello - spacebar + E key on my mechanical keyboard are chattering (every press types twice). "
            "need a warranty repair",
            "Hi there, I bought one of your keyboards and two keys now register double presses: the space "
            "bar and E. What's the process for a warranty repair?",
            "My keyboard is double typing on space and E. I already tried compressed air on the switches, no "
            "change. I'd like it repaired please.",
        ),
        a("Sorry to hear that. Can you give me the order number?"),
        u(
            "Order number is KB-30917.",
            "KB-30917",
            "sure, order kb30917",
            "It's order KB-30917, bought last November.",
        ),
        a(
            "Thanks. That's a Keyforge MK87 TKL bought on 2 November 2024, under warranty until 2 November "
            "2026, so the repair is free. I can open a repair ticket and email you a prepaid shipping label. "
            "Should the label go to j.varga@mailbox.org?",
            _KB_LOOKUP,
        ),
        u(
            "Yes, j.varga@mailbox.org is right. Please go ahead.",
            "Yes please, that email is fine.",
            "Yep, send it there. Good to know it's covered until November 2026.",
            "Correct. Please open the ticket - it's the spacebar and the E key, both double-typing.",
            "yes that's my address, go ahead",
        ),
        a(
            "Done. Your repair ticket is RMA-88412 and the prepaid label is on its way to "
            "j.varga@mailbox.org. Repairs take about 10 working days from when we receive the keyboard.",
            _KB_TICKET,
        ),
        u(
            "Thanks. Should I include the keycaps and the cable in the box?",
            "Great, RMA-88412 noted. Do I need to write the ticket number on the parcel?",
            "ok. 10 working days from arrival, understood. Any packing instructions?",
            "Got the label, thanks. Anything I should take off the keyboard before I send it?",
        ),
        a(
            "Just the keyboard, keycaps on, in its original box if you still have it; keep the cable. Write "
            "RMA-88412 on the outside of the parcel."
        ),
        stop("Perfect, thanks for the quick help.", "Got it. Thanks!", "Will do, cheers.", ""),
    ),
    (
        u(
            "Hi, I'd like a warranty repair for my keyboard, serial MK87-0045129. The spacebar types twice "
            "on every press, and so does E.",
            "Hello. Keyboard MK87-0045129 has key chatter on space and E. Please advise how to send it in "
            "for repair.",
            "Hey, my MK87 (serial MK87-0045129) has started double typing on the space bar and the E key. "
            "Warranty repair please.",
            "Hi - serial no. MK87-0045129. Two switches chattering (spacebar, E). What do I do?",
        ),
        a(
            "I can help with that. To verify, please give me the email address on the order and a phone "
            "number for the courier."
        ),
        u(
            "Email j.varga@mailbox.org, phone +36 30 555 4821.",
            "Email: j.varga@mailbox.org\nPhone: +36 30 555 4821",
            "sure - J.Varga@mailbox.org and 30 555 4821",
            "j.varga@mailbox.org; +36 30 555 4821 (mobile, best between 9 and 6)",
        ),
        a(
            "Thank you. Order KB-30917, purchased 2024-11-02, warranty valid until 2026-11-02. We can repair "
            "it, or send you two replacement switches to fit yourself, since the board is hot-swap. Which do "
            "you prefer?",
            _KB_LOOKUP_SERIAL,
        ),
        u(
            "A repair please, I'd rather not open it myself.",
            "Send it in for repair. I don't trust myself with a switch puller.",
            "Repair please. Would that be under order KB-30917 then?",
            "I'll go with the repair. Can the courier call +36 30 555 4821 when they're close?",
            "Hmm, tempting, but no - repair please. If it's the switches, others may go too.",
        ),
        a(
            "Repair it is. Ticket RMA-88412 is open under order KB-30917; the label is in your inbox and the "
            "courier will call before pickup. Typical turnaround is 10 working days.",
            _KB_TICKET,
        ),
        stop(
            "Thanks, that was quick.",
            "Great, RMA-88412. Thank you!",
            "Appreciate it, bye.",
            "Cheers, I'll print the label tonight.",
        ),
    ),
    (
        u(
            "Hi, two keys on my keyboard are chattering (space and E). Can you fix it under warranty?",
            "Hello, I need to send my keyboard in - the space bar and E register double presses.",
            "spacebar and E key double typing since last week. warranty repair please",
            "Hi! Mechanical keyboard, double key presses on space and E. I'd like a repair and a shipping "
            "label if possible.",
        ),
        a("Sorry about that. What's the order number?"),
        u("KB-30917", "It's KB-30917.", "Order KB 30917, bought in November 2024.", "kb-30917"),
        a(
            "Found it: warranty valid until 2026-11-02. Let me open the repair ticket.",
            _KB_LOOKUP,
            call(
                "create_repair_ticket",
                {"order_number": "KB-30917", "issue": "spacebar and E key chatter", "shipping_label": True},
                error="503 Service Unavailable: RMA service offline",
            ),
        ),
        a(
            "I'm sorry, our repair system is down at the moment and I can't create the ticket. Your order "
            "and warranty are fine; please try again in a few hours."
        ),
        stop(
            "OK, I'll try again later today. Thanks.",
            "Alright, no worries, I'll come back this afternoon.",
            "That's annoying, but fine. I'll try later.",
            "",
        ),
    ),
)

# -- 2. shop-window lettering (with an opener) ---------------------------------------------------------------

LETTERING = Scenario(
    goal="The lettering proof for your shop window misspells 'Bakery' as 'Bakey'; get a corrected proof "
    "requested before it goes to production.",
    persona="a café owner, friendly and busy",
    known_facts={
        "job_number": "LT-5582",
        "business_name": "Hollis Street Bakery",
        "email": "orla@hollisbakery.ie",
        "phone": "087 555 3190",
        "install_date": "2025-03-14",
    },
    unknown_facts=["revised proof date: 2025-03-07", "revision fee", "signwriter's name: Declan Moyes"],
    opener="Hi, there's a typo on the lettering proof you sent me for my shop window.",
    expected=["request_proof_revision"],
)
_LT_JOB = {
    "job": "LT-5582",
    "client": "Hollis Street Bakery",
    "email": "orla@hollisbakery.ie",
    "proof_text": "HOLLIS STREET BAKEY",
    "proof_status": "awaiting approval",
    "signwriter": "Declan Moyes",
    "install_date": "2025-03-14",
}
_LT_LOOKUP = call("get_job", {"job_number": "LT-5582"}, _LT_JOB)
_LT_LOOKUP_EMAIL = call("get_job", {"email": "orla@hollisbakery.ie"}, _LT_JOB)
_LT_REVISE = call(
    "request_proof_revision",
    {"job_number": "LT-5582", "correction": "BAKEY -> BAKERY"},
    {"status": "revision requested", "new_proof_by": "2025-03-07", "fee": 0},
)
_LT_OPENER = "Hi, there's a typo on the lettering proof you sent me for my shop window."
LETTERING_FLOWS = (
    (
        u(_LT_OPENER),
        a("Oh no, sorry about that! What's the job number on the proof?"),
        u(
            "It's LT-5582.",
            "LT-5582",
            "Job number LT 5582.",
            "lt-5582 (top right corner of the proof)",
            "The job number is LT-5582, I think - yes, LT-5582.",
        ),
        a(
            "Thanks. I have the proof for Hollis Street Bakery reading 'HOLLIS STREET BAKEY'. I'll ask "
            "Declan Moyes, your signwriter, to correct it to 'BAKERY'. Corrections are free, and the new "
            "proof would reach you by 7 March, a week before the install on 14 March. Shall I request it?",
            _LT_LOOKUP,
        ),
        u(
            "Yes please! BAKERY with the R, obviously :)",
            "Yes, please request it. A proof by the 7th is fine.",
            "Yes. Everything else on it is right, it's only the missing R.",
            "Please do. And the 14 March install stays as it is?",
            "yes go ahead, thanks. glad it's free!",
        ),
        a(
            "Requested: Declan will send the corrected proof by 7 March, and the install stays on 14 March. "
            "No charge.",
            _LT_REVISE,
        ),
        stop(
            "Brilliant, thank you!",
            "Great, thanks for sorting that so fast.",
            "Perfect, I'll keep an eye out for it on the 7th. Thanks!",
            "Thanks a million.",
        ),
    ),
    (
        u(_LT_OPENER),
        a("Sorry about that! Can I have the business name and the email address the proof went to?"),
        u(
            "Hollis Street Bakery, orla@hollisbakery.ie",
            "It's for Hollis Street Bakery - the proof came to orla@hollisbakery.ie.",
            "Business: Hollis Street Bakery\nEmail: orla@hollisbakery.ie",
            "hollis street bakery, and the email is Orla@HollisBakery.ie",
        ),
        a("Found it, job LT-5582. What's the typo exactly?", _LT_LOOKUP_EMAIL),
        u(
            "It says BAKEY instead of BAKERY. The R is missing.",
            "The proof reads 'HOLLIS STREET BAKEY' - should be BAKERY.",
            "Bakery is missing its R! On job LT-5582 it says BAKEY.",
            "Second line: BAKEY. Should be BAKERY, of course. The rest is fine.",
        ),
        a(
            "Got it. I've asked for a corrected proof; you'll have it by 7 March, free of charge.",
            _LT_REVISE,
        ),
        u(
            "Thanks. And the install on 14 March doesn't move?",
            "Great. Will it be the same signwriter doing the install?",
            "Super. Can you send the new proof to the same email?",
            "Thank you! So a new proof by 7 March - I'll look out for it.",
        ),
        a("The install stays on 14 March with Declan Moyes, and the new proof goes to orla@hollisbakery.ie."),
        stop("Lovely, thanks!", "Perfect. Thanks for your help.", "Great, Declan it is. Thanks!", ""),
    ),
    (
        u(_LT_OPENER),
        a("Sorry about that. Which job number is it?"),
        u(
            "LT-5582",
            "It's job LT-5582.",
            "LT-5582, for the window at Hollis Street Bakery.",
            "lt 5582",
        ),
        a(
            "I'm sorry, that proof was approved on 28 February and the vinyl has already been cut, so I "
            "can't request a revision on this job. A reprint would have to be a new order.",
            call(
                "get_job",
                {"job_number": "LT-5582"},
                {**_LT_JOB, "proof_status": "approved 2025-02-28", "stage": "vinyl cut"},
            ),
        ),
        stop(
            "Oh no. OK, I'll talk it over with my partner and get back to you about a reprint.",
            "Right, I'll have a think then. Thanks.",
            "Hm, fair enough. I'll come back if we want a reprint.",
            "",
        ),
    ),
)

# -- 3. maze garden refund -----------------------------------------------------------------------------------

MAZE = Scenario(
    goal="The maze garden was closed because of a storm on the day of your family's visit; get your tickets "
    "refunded.",
    persona="a parent of three, calm and organised",
    known_facts={
        "booking_reference": "MZ-24-7710",
        "visit_date": "2025-06-21",
        "tickets": "2 adults and 3 children",
        "amount_paid": "£57.50",
        "email": "pdowling@outlook.com",
    },
    unknown_facts=["refund reference: RF-30944", "refund time: 5-7 working days", "head gardener's name"],
    opener=None,
    expected=["issue_refund"],
)
_MZ_FIND = call(
    "find_booking",
    {"booking_reference": "MZ-24-7710"},
    {
        "ref": "MZ-24-7710",
        "visit_date": "2025-06-21",
        "tickets": {"adult": 2, "child": 3},
        "paid": 57.5,
        "card": "Visa ending 6604",
        "site_status_on_date": "closed (storm)",
    },
)
_MZ_REFUND = call(
    "issue_refund",
    {"booking_reference": "MZ-24-7710", "amount": 57.5},
    {"refund_id": "RF-30944", "amount": 57.5, "eta": "5-7 working days"},
)
MAZE_FLOWS = (
    (
        u(
            "Hello, we had tickets for the maze garden on Saturday but it was closed because of the storm. "
            "Could we get a refund please?",
            "Hi, we turned up at the maze and it was shut due to the storm. I'd like our money back.",
            "Hi! Our family visit to the maze garden was ruined by the storm - the gates were closed when we "
            "arrived. How do I get a refund?",
            "hi, maze was closed for the storm on the day we'd booked. 5 of us drove an hour for nothing. "
            "refund please",
        ),
        a(
            "I'm so sorry about your wasted trip. Could you give me the booking reference from your "
            "confirmation email?"
        ),
        u("It's MZ-24-7710.", "MZ-24-7710", "Booking ref MZ 24 7710", "Sure: mz-24-7710"),
        a(
            "Thank you. Booking MZ-24-7710 for 21 June, 2 adults and 3 children, £57.50 paid by Visa ending "
            "6604. The site was indeed closed that day. I can refund the full £57.50 to that card, or move "
            "the tickets to another date. Which would you prefer?",
            _MZ_FIND,
        ),
        u(
            "A refund please, to the Visa ending 6604 is fine.",
            "The refund, please. We're not sure when we could come back.",
            "Refund the £57.50 please.",
            "I think a refund is easiest. The whole £57.50, including the children's tickets?",
            "Refund please - the kids have already moved on to wanting the zoo, ha.",
        ),
        a(
            "Done. £57.50 is refunded to your Visa ending 6604, reference RF-30944. It takes 5-7 working "
            "days to appear.",
            _MZ_REFUND,
        ),
        stop(
            "Thank you, that's very helpful.",
            "Great, RF-30944 noted. Thanks!",
            "Lovely. Thanks for sorting it so quickly.",
            "",
        ),
    ),
    (
        u(
            "Hi, booking MZ-24-7710 for 21 June - the maze was closed because of the storm. Can I have a "
            "refund?",
            "Hello, I'd like a refund on MZ-24-7710. We came on 21/06 and the garden was closed (storm "
            "damage).",
            "Hi there, our maze garden visit on Saturday 21 June was rained off - you'd closed for the "
            "storm. Booking MZ-24-7710. Could we have our money back?",
        ),
        a("Sorry about that. For security, what's the email address on the booking?"),
        u(
            "pdowling@outlook.com",
            "It's pdowling@outlook.com.",
            "pdowling@outlook.com (all lower case)",
            "The booking email is PDowling@outlook.com",
        ),
        a(
            "Thanks, verified. You paid £57.50 for 2 adults and 3 children. The site was closed that day, so "
            "you're entitled to a full refund. Shall I refund it to the card you paid with?",
            _MZ_FIND,
        ),
        u(
            "Yes please.",
            "Yes, to the same card. Thank you.",
            "Yes please, same card is fine. How long will it take to come through?",
            "Yes - £57.50 back to the Visa, perfect.",
        ),
        a("Refund issued: RF-30944, £57.50. Expect it in 5-7 working days.", _MZ_REFUND),
        u(
            "Thanks. If we want to come back later in the summer, do we just book again online?",
            "Great. Will I get an email confirming RF-30944?",
            "Thank you. Just so I know, will the maze be open next weekend? The kids are keen to try again.",
            "Brilliant. 5-7 working days is fine. Is the maze badly damaged?",
        ),
        a(
            "You'll get an email confirmation shortly. The storm brought down part of a hedge, but the maze "
            "reopens on Wednesday and you can book online as usual."
        ),
        stop(
            "Perfect, thank you.", "Great, we'll book again soon. Thanks!", "Thanks for your help, bye.", ""
        ),
    ),
)

# -- 4. nail bar rescheduling (with an opener) ---------------------------------------------------------------

NAILS = Scenario(
    goal="Move your gel manicure from Thursday 8 May to Saturday morning, 10 May.",
    persona="a nurse working shifts, chatty and warm",
    known_facts={
        "full_name": "Priya Raman",
        "phone": "07700 900456",
        "appointment_date": "2025-05-08",
        "service": "gel manicure",
    },
    unknown_facts=[
        "nail technician's name: Chloe Barnes",
        "deposit amount",
        "new booking reference: NB-61182",
    ],
    opener="Hello! I need to move my nail appointment to the weekend if possible.",
    expected=["reschedule_appointment"],
)
_NB_FIND = call(
    "find_appointment",
    {"phone": "07700 900456"},
    {
        "client": "Priya Raman",
        "time": "2025-05-08T14:00",
        "service": "gel manicure",
        "technician": "Chloe Barnes",
        "deposit": 10.0,
    },
)
_NB_SLOTS = call(
    "list_slots",
    {"date": "2025-05-10", "service": "gel manicure"},
    {"slots": ["2025-05-10T10:00", "2025-05-10T11:30"], "technician": "Chloe Barnes"},
)
_NB_OPENER = "Hello! I need to move my nail appointment to the weekend if possible."
NAILS_FLOWS = (
    (
        u(_NB_OPENER),
        a("Of course! Can I take your name and the phone number on the booking?"),
        u(
            "Priya Raman, 07700 900456.",
            "It's Priya Raman and my number is 07700 900456",
            "Name's Priya Raman - phone +44 7700 900456",
            "priya raman, 07700900456",
        ),
        a(
            "Thanks Priya! I can see your gel manicure with Chloe Barnes on Thursday 8 May at 2 pm. On "
            "Saturday 10 May Chloe has 10:00 or 11:30. Would either work?",
            _NB_FIND,
            _NB_SLOTS,
        ),
        u(
            "10:00 would be perfect!",
            "Ooh, 11:30 please... actually no, I've got a lunch after. 10am please.",
            "The 10 o'clock one please. Lovely that it's still with Chloe.",
            "Saturday at 10 works great, thank you!",
            "10:00 please! I've just come off a run of nights so a Saturday treat is exactly what I need.",
        ),
        a(
            "Done! You're now booked for Saturday 10 May at 10:00 with Chloe. Your reference is NB-61182 and "
            "your £10 deposit has carried over.",
            call(
                "reschedule_appointment",
                {"phone": "07700 900456", "new_time": "2025-05-10T10:00"},
                {"status": "moved", "ref": "NB-61182", "time": "2025-05-10T10:00", "deposit_carried": 10.0},
            ),
        ),
        stop(
            "Amazing, thank you so much!",
            "Perfect, see you Saturday!",
            "Brilliant, thanks - NB-61182 saved.",
            "Thanks, have a lovely day :)",
        ),
    ),
    (
        u(_NB_OPENER),
        a("Sure. What's the phone number the appointment is under?"),
        u("07700 900456", "It's 07700 900456.", "my mobile, 07700 900 456", "0770 090 0456"),
        a(
            "Found it: gel manicure on Thursday 8 May at 14:00. Which day at the weekend would you like?",
            _NB_FIND,
        ),
        u(
            "Saturday morning if you have anything?",
            "Saturday please, ideally before lunch. I'm on nights from Sunday.",
            "Saturday the 10th, morning-ish?",
            "Saturday! Morning if possible, afternoons I'm useless after a shift.",
        ),
        a("On Saturday 10 May I have 10:00 or 11:30, both with Chloe Barnes.", _NB_SLOTS),
        u(
            "11:30 please. Does my deposit move over too?",
            "Let's do 11:30. And the deposit I paid stays on the booking?",
            "11:30 is great!",
            "Half eleven please, that gives me time for a lie-in.",
        ),
        a(
            "Your £10 deposit moves with it. You're booked for Saturday 10 May at 11:30, reference NB-61182.",
            call(
                "reschedule_appointment",
                {"phone": "07700 900456", "new_time": "2025-05-10T11:30"},
                {"status": "moved", "ref": "NB-61182", "time": "2025-05-10T11:30", "deposit_carried": 10.0},
            ),
        ),
        stop("Fab, thanks!", "Lovely, thank you, see you then.", "Perfect, NB-61182. Thank you!", ""),
    ),
)

# -- 5. oyster farm replacement ------------------------------------------------------------------------------

OYSTER = Scenario(
    goal="Your delivery of 48 Pacific oysters arrived warm with many shells gaping open; get a replacement "
    "shipment sent.",
    persona="a restaurant owner, matter-of-fact and short on time",
    known_facts={
        "order_number": "OF-11873",
        "delivery_date": "2025-02-12",
        "email": "tom.behr@gmail.com",
        "delivery_address": "27 Quay Road, Whitstable",
        "phone": "01227 555 019",
    },
    unknown_facts=["courier", "replacement dispatch date: 2025-02-14", "claim number: CL-4471"],
    opener=None,
    expected=["create_replacement_order"],
)
_OF_ORDER = call(
    "get_order",
    {"order_number": "OF-11873"},
    {
        "order": "OF-11873",
        "items": "48 Pacific oysters",
        "shipped": "2025-02-11",
        "delivered": "2025-02-12",
        "courier": "ColdChain Express",
        "address": "27 Quay Road, Whitstable",
        "total": 86.4,
    },
)
_OF_REPLACE = call(
    "create_replacement_order",
    {"order_number": "OF-11873", "quantity": 48, "note": "extra ice packs"},
    {"claim": "CL-4471", "replacement_order": "OF-11902", "dispatch": "2025-02-14", "charge": 0},
)
OYSTER_FLOWS = (
    (
        u(
            "Hi, our oyster delivery arrived warm yesterday and a lot of the shells were open. I need a "
            "replacement.",
            "Hello, the 48 Pacific oysters we got were warm on arrival and loads are gaping. Can you send a "
            "replacement batch?",
            "Morning. The oyster delivery was warm, roughly half the shells open. Not usable. Replacement "
            "please.",
            "Hi - problem with an order: the oysters came warm and many were dead (shells open). I'd like "
            "them replaced.",
        ),
        a("Sorry to hear that. What's the order number?"),
        u("OF-11873", "It's OF-11873.", "order of-11873", "OF 11873, delivered 12 Feb."),
        a(
            "Thanks. Order OF-11873: 48 Pacific oysters, sent by ColdChain Express and delivered 12 February "
            "to 27 Quay Road, Whitstable. I'm sorry they arrived warm. I can send a free replacement, "
            "dispatched Friday 14 February for delivery on Saturday. Same address?",
            _OF_ORDER,
        ),
        u(
            "Yes, same address. Please go ahead.",
            "Yes, 27 Quay Road. Saturday delivery is fine.",
            "Same address, yes. Can you make sure it's packed with more ice this time?",
            "Yes please. Quay Road, same as before.",
            "Yes. Saturday works, we're open for lunch.",
        ),
        a(
            "Done. Replacement order OF-11902 dispatches on 14 February; your claim number is CL-4471. I've "
            "flagged the packing for extra ice packs.",
            _OF_REPLACE,
        ),
        stop("Good. Thanks.", "Thanks, CL-4471 noted.", "Appreciated. Cheers.", ""),
    ),
    (
        u(
            "Hi, order OF-11873 arrived warm and a lot of the oysters are dead. My email is "
            "tom.behr@gmail.com. I need replacements.",
            "Hello, complaint about OF-11873: the oysters were warm when they arrived and many had opened. "
            "Please replace them.",
            "OF-11873 - oysters delivered warm, shells open. Can you replace the order?",
        ),
        a("I'm sorry. To confirm, what's the delivery address and a phone number for the courier?"),
        u(
            "27 Quay Road, Whitstable. Phone 01227 555 019.",
            "Address 27 Quay Road, Whitstable; phone 01227 555019",
            "27 Quay Rd, Whitstable - 01227 555 019",
            "27 Quay Road, Whitstable, and the phone number is +44 1227 555 019.",
        ),
        a(
            "Thanks. I see it was delivered on 12 February by ColdChain Express. How many were affected?",
            _OF_ORDER,
        ),
        u(
            "About half, but I can't risk serving any of them. I'd rather have all 48 replaced.",
            "Maybe twenty or so were open, but the whole box was warm, so none of them are safe.",
            "Hard to say exactly, a lot. The whole box was warm.",
            "Didn't count. Enough that I binned the lot - warm shellfish isn't going on my menu.",
        ),
        a(
            "Understood, I'll replace all 48. Your claim number is CL-4471 and the replacement dispatches on "
            "14 February.",
            _OF_REPLACE,
        ),
        u(
            "Thanks. Will it be ColdChain Express again? I'd prefer another courier, honestly.",
            "OK. Is there anything I need to do with the bad ones?",
            "Good. Will I get a tracking number by email?",
            "Fine. CL-4471 - do I need that for anything?",
        ),
        a(
            "It goes with ColdChain Express again, on their chilled priority service. There's no need to "
            "return the affected oysters, and tracking comes by email; keep CL-4471 in case you need to "
            "contact us."
        ),
        stop("Fine. Thanks for the help.", "OK, thanks.", "Alright, thanks for sorting it.", ""),
    ),
)

# -- 6. tandem paragliding voucher (with an opener) ----------------------------------------------------------

PARA = Scenario(
    goal="Use your gift voucher to book a tandem paragliding flight on a Saturday in July.",
    persona="a first-time flyer, excited and slightly nervous",
    known_facts={
        "voucher_code": "GLIDE-7Q4M-2291",
        "full_name": "Marek Novotny",
        "weight": "82 kg",
        "phone": "+420 603 555 118",
        "email": "marek.novotny@seznam.cz",
    },
    unknown_facts=["voucher expiry date: 2025-09-30", "pilot's name: Tomas Kral", "weather surcharge"],
    opener="Hi, I have a gift voucher for a tandem paragliding flight and I'd like to book it.",
    expected=["book_tandem_flight"],
)
_PG_VOUCHER = call(
    "check_voucher",
    {"code": "GLIDE-7Q4M-2291"},
    {
        "code": "GLIDE-7Q4M-2291",
        "product": "Tandem Classic (20 min)",
        "valid": True,
        "expires": "2025-09-30",
        "max_weight_kg": 110,
    },
)
_PG_SLOTS = call(
    "list_slots",
    {"month": "2025-07", "weekday": "Saturday"},
    {"slots": ["2025-07-12T09:00", "2025-07-19T10:30", "2025-07-26T09:00"]},
)
_PG_OPENER = "Hi, I have a gift voucher for a tandem paragliding flight and I'd like to book it."
PARA_FLOWS = (
    (
        u(_PG_OPENER),
        a("Wonderful! What's the voucher code?"),
        u(
            "GLIDE-7Q4M-2291",
            "It's GLIDE-7Q4M-2291.",
            "The code on the card is glide-7q4m-2291",
            "Voucher code: GLIDE 7Q4M 2291",
        ),
        a(
            "Your voucher is valid for a Tandem Classic (20 min) until 30 September 2025. When would you "
            "like to fly, and what's your weight? The limit is 110 kg.",
            _PG_VOUCHER,
        ),
        u(
            "A Saturday in July would be ideal. I'm 82 kg.",
            "Any Saturday in July! And I weigh 82 kg, so under the limit.",
            "82kg. Saturdays in July work best for me.",
            "I'm 82 kg. July, on a Saturday if possible - I'm a bit nervous but really excited!",
        ),
        a("Saturdays in July: 12 July at 09:00, 19 July at 10:30 or 26 July at 09:00.", _PG_SLOTS),
        u(
            "19 July at 10:30 please.",
            "The 19th at 10:30 sounds good.",
            "Let's go for Saturday 19 July, 10:30. A later start suits me.",
            "Hmm, 12 July is a bit soon for my nerves... 19 July at 10:30 please.",
        ),
        a("Great. What name should the booking be under, and a phone number for weather updates on the day?"),
        u(
            "Marek Novotny, +420 603 555 118.",
            "Marek Novotny - 603 555 118",
            "Name: Marek Novotny\nPhone: +420 603 555 118",
            "Marek Novotny. My number is +420 603 555 118, texts are best.",
        ),
        a(
            "You're booked: Saturday 19 July at 10:30, booking PG-5530, with pilot Tomas Kral. Meet at the "
            "hill car park; if the wind is wrong we'll call you to move it.",
            call(
                "book_tandem_flight",
                {"voucher": "GLIDE-7Q4M-2291", "slot": "2025-07-19T10:30", "name": "Marek Novotny"},
                {"booking": "PG-5530", "slot": "2025-07-19T10:30", "pilot": "Tomas Kral"},
            ),
        ),
        stop(
            "Amazing, I can't wait! Thank you.",
            "Thanks! Slightly terrified, mostly excited.",
            "Great, PG-5530 saved. Thanks a lot!",
            "",
        ),
    ),
    (
        u(_PG_OPENER),
        a("Lovely! Please send me the voucher code and your full name."),
        u(
            "GLIDE-7Q4M-2291, Marek Novotny",
            "Code GLIDE-7Q4M-2291, name Marek Novotny.",
            "Sure - it's GLIDE-7Q4M-2291 and I'm Marek Novotny.",
            "Voucher: GLIDE-7Q4M-2291\nName: Marek Novotny",
        ),
        a(
            "Thanks Marek. It's valid until 30 September 2025. Free Saturday slots in July are 12 July "
            "09:00, 19 July 10:30 and 26 July 09:00.",
            _PG_VOUCHER,
            _PG_SLOTS,
        ),
        u(
            "What happens if the weather is bad on the day? Do I lose the voucher?",
            "Before I pick: if it's too windy, can we move it to another day?",
            "Is there any extra charge if you have to reschedule because of the weather?",
            "Quick question first - what if it rains? I've never done this before.",
        ),
        a(
            "If the pilot cancels for weather, we rebook you free of charge and the voucher stays valid. "
            "There's no weather surcharge."
        ),
        u(
            "Great, then 26 July at 09:00 please.",
            "OK, in that case Saturday 26 July, 9 am.",
            "Perfect. The 26th at 09:00 then.",
            "Reassuring, thanks. I'll take 26 July, 09:00.",
        ),
        a(
            "Booked: Saturday 26 July at 09:00, reference PG-5531, with pilot Tomas Kral.",
            call(
                "book_tandem_flight",
                {"voucher": "GLIDE-7Q4M-2291", "slot": "2025-07-26T09:00", "name": "Marek Novotny"},
                {"booking": "PG-5531", "slot": "2025-07-26T09:00", "pilot": "Tomas Kral"},
            ),
        ),
        stop(
            "Thank you, see you on the 26th!",
            "Yay, thanks!",
            "Brilliant, thanks for your help.",
            "Cool, PG-5531. Thanks!",
        ),
    ),
)

# -- 7. quoits league registration ---------------------------------------------------------------------------

QUOITS = Scenario(
    goal="Register your pub's team for the summer quoits league.",
    persona="the team captain, a retired postwoman, good-humoured and chatty",
    known_facts={
        "club_number": "QL-0392",
        "team_name": "The Anvil Arms A",
        "full_name": "Gwen Pritchard",
        "phone": "01873 555 204",
        "email": "anvilquoits@btinternet.com",
    },
    unknown_facts=["entry fee: £45", "fixture secretary: Dai Lewis", "registration deadline: 2025-04-30"],
    opener=None,
    expected=["register_team"],
)
_QL_CLUB_RECORD = {
    "club": "QL-0392",
    "venue": "The Anvil Arms, Abergavenny",
    "teams_last_season": ["The Anvil Arms A"],
    "division": 2,
    "balance_due": 0,
    "entry_fee": 45,
    "deadline": "2025-04-30",
}
_QL_CLUB = call("lookup_club", {"club_number": "QL-0392"}, _QL_CLUB_RECORD)
_QL_RESULT = {"registration": "SQL25-118", "division": 2, "fee_due": 45, "fixture_secretary": "Dai Lewis"}
QUOITS_FLOWS = (
    (
        u(
            "Hello, I'd like to register our pub team for the summer quoits league please.",
            "Hi there! Captain of a quoits team here - we want to enter the summer league again.",
            "Good afternoon. How do I enter our team in this summer's quoits league?",
            "hello, registering our team for the summer league - can you help",
        ),
        a("Happy to help! What's your club number?"),
        u("QL-0392", "It's QL-0392.", "Club number QL 0392, we play out of the Anvil Arms.", "ql-0392"),
        a(
            "Thanks. That's The Anvil Arms, Abergavenny; last season you entered The Anvil Arms A in "
            "Division 2. The entry fee is £45 per team and registration closes on 30 April. Same team name "
            "and division this year?",
            _QL_CLUB,
        ),
        u(
            "Yes, The Anvil Arms A in Division 2 again please.",
            "Same again - The Anvil Arms A, Division 2. We nearly went up last year!",
            "Yes please. £45 is fine, I'll collect it from the lads.",
            "Yep, same name, same division.",
            "Yes. Good thing I didn't leave it past the 30th, knowing me!",
        ),
        a("And which email should fixtures and the invoice go to?"),
        u(
            "anvilquoits@btinternet.com",
            "Please use anvilquoits@btinternet.com.",
            "anvilquoits@btinternet.com - it's the team inbox.",
            "The team email: AnvilQuoits@btinternet.com",
        ),
        a(
            "Registered: The Anvil Arms A, Division 2, registration SQL25-118. The £45 invoice goes to "
            "anvilquoits@btinternet.com, and Dai Lewis, the fixture secretary, will send the fixtures.",
            call(
                "register_team",
                {
                    "club_number": "QL-0392",
                    "team_name": "The Anvil Arms A",
                    "division": 2,
                    "contact_email": "anvilquoits@btinternet.com",
                },
                _QL_RESULT,
            ),
        ),
        stop(
            "Smashing, thanks very much!",
            "Lovely job, diolch!",
            "Great stuff. SQL25-118, noted. Thanks.",
            "Cheers, that's us sorted.",
        ),
    ),
    (
        u(
            "Hi, I want to register The Anvil Arms A for the summer league. Club number QL-0392.",
            "Hello, Anvil Arms A (club QL-0392) would like to enter the summer quoits league.",
            "Hiya, can I sign up The Anvil Arms A for summer? Our club is QL-0392.",
        ),
        a("Of course. Can I have the captain's name and a contact phone number?"),
        u(
            "Gwen Pritchard, 01873 555 204.",
            "That's me, Gwen Pritchard. Phone 01873 555204.",
            "Captain: Gwen Pritchard\nPhone: 01873 555 204",
            "Gwen Pritchard - best number is 01873 555 204, it's the pub landline.",
        ),
        a(
            "Thanks, Gwen. Which division would you like to enter? Last season you were in Division 2.",
            _QL_CLUB,
        ),
        u(
            "Division 2 again please.",
            "Let's stay in Division 2. We're not ready for Division 1 yet!",
            "2, same as last year.",
            "Division 2. Our new lad can barely ring the pin yet, bless him.",
        ),
        a(
            "Done: registration SQL25-118 in Division 2. The entry fee is £45.",
            call(
                "register_team",
                {
                    "club_number": "QL-0392",
                    "team_name": "The Anvil Arms A",
                    "division": 2,
                    "captain": "Gwen Pritchard",
                    "phone": "01873 555 204",
                },
                _QL_RESULT,
            ),
        ),
        u(
            "Thanks. When will we get the fixtures?",
            "Lovely. How do I pay the £45?",
            "Great. Who do I contact about the fixtures?",
            "Champion. SQL25-118 - do I need to quote that when I pay?",
        ),
        a(
            "Dai Lewis, the fixture secretary, will email the fixtures by mid-May. You can pay the £45 by "
            "bank transfer, quoting SQL25-118; the details are on the invoice."
        ),
        stop(
            "Right you are. Thanks!",
            "Champion, thanks for your help.",
            "Thanks, I'll look out for Dai's email.",
            "",
        ),
    ),
    (
        u(
            "Hi, I'd like to enter our team in the summer quoits league.",
            "Hello! Registering a team for the summer league please.",
            "Hiya, how do we sign up for the summer quoits league?",
        ),
        a("Sure, what's your club number?"),
        u("QL-0392", "It's QL-0392.", "Club QL-0392."),
        a(
            "I'm sorry, I can't register a team for QL-0392 at the moment: last season's balance of £20 is "
            "still outstanding, and league rules say it has to be paid first.",
            call("lookup_club", {"club_number": "QL-0392"}, {**_QL_CLUB_RECORD, "balance_due": 20}),
        ),
        stop(
            "Oh dear, I'll have a word with our treasurer. Thanks anyway.",
            "Right, fair enough. We'll sort it and come back.",
            "Ah, I didn't know that. OK, thanks.",
            "",
        ),
    ),
)

# -- 8. rug-tufting workshop cancellation (with an opener) ---------------------------------------------------

RUG = Scenario(
    goal="You can no longer attend the rug-tufting workshop on 12 April; cancel your place and get a refund.",
    persona="a graphic designer, polite and a little apologetic",
    known_facts={
        "booking_number": "RT-20458",
        "full_name": "Helen Achterberg",
        "email": "h.achterberg@gmail.com",
        "amount_paid": "€95",
        "workshop_date": "2025-04-12",
    },
    unknown_facts=["refund amount: €80.75", "cancellation fee", "instructor's name: Ines Sousa"],
    opener="Hi, I can't make the rug tufting workshop anymore and would like to cancel.",
    expected=["cancel_booking"],
)
_RT_RECORD = {
    "booking": "RT-20458",
    "name": "Helen Achterberg",
    "workshop": "Rug tufting for beginners",
    "date": "2025-04-12",
    "instructor": "Ines Sousa",
    "paid": 95.0,
    "refund_if_cancelled": 80.75,
}
_RT_FIND = call("find_booking", {"booking_number": "RT-20458"}, _RT_RECORD)
_RT_CANCEL = call(
    "cancel_booking",
    {"booking_number": "RT-20458"},
    {"status": "cancelled", "refund": 80.75, "fee": 14.25, "refund_ref": "RTR-7719"},
)
_RT_OPENER = "Hi, I can't make the rug tufting workshop anymore and would like to cancel."
RUG_FLOWS = (
    (
        u(_RT_OPENER),
        a("Sorry you can't make it. What's your booking number?"),
        u(
            "RT-20458",
            "It's RT-20458.",
            "Booking number rt-20458",
            "Sure, RT-20458. So sorry for the hassle.",
        ),
        a(
            "Thanks, Helen. That's Rug tufting for beginners on 12 April with Ines Sousa, €95 paid. If you "
            "cancel now you'd get €80.75 back; a 15% cancellation fee applies. Shall I go ahead?",
            _RT_FIND,
        ),
        u(
            "Yes, please go ahead.",
            "That's fine, €80.75 is fair. Please cancel.",
            "OK, so the fee is €14.25. Yes, please cancel it.",
            "Understood, yes please cancel my place.",
            "Shame, I was looking forward to it. Yes, cancel please.",
        ),
        a("Cancelled. €80.75 will be refunded to your card within 5 days, reference RTR-7719.", _RT_CANCEL),
        stop("Thank you for your help!", "Thanks, and sorry again.", "Great, thanks. Maybe next time!", ""),
    ),
    (
        u(_RT_OPENER),
        a("No problem. Can you give me the name and the email address you booked with?"),
        u(
            "Helen Achterberg, h.achterberg@gmail.com",
            "It's Helen Achterberg - h.achterberg@gmail.com.",
            "Name: Helen Achterberg\nEmail: h.achterberg@gmail.com",
            "helen achterberg, H.Achterberg@gmail.com",
        ),
        a(
            "Found it: booking RT-20458 for 12 April. Instead of cancelling, I can move you to the next "
            "workshop on 10 May for free, or cancel with a refund of €80.75. Which would you prefer?",
            call("find_booking", {"email": "h.achterberg@gmail.com"}, _RT_RECORD),
        ),
        u(
            "Thanks, but May doesn't work either. Please cancel it.",
            "I'd rather cancel, I'm away most of May. So I get €80.75 of the €95 back?",
            "Cancel please. I'll book again when things calm down.",
            "That's kind, but I'll cancel. 10 May is my sister's wedding!",
        ),
        a(
            "Done, it's cancelled. You'll get €80.75 of the €95 back (the €14.25 is the cancellation fee); "
            "refund reference RTR-7719.",
            _RT_CANCEL,
        ),
        stop("Thanks for your help.", "OK, thank you!", "Perfect, RTR-7719. Thanks!", ""),
    ),
    (
        u(_RT_OPENER),
        a("Sorry to hear that. What's the booking number?"),
        u("RT-20458", "It's RT-20458, for the 12 April workshop.", "rt-20458"),
        a("Found it. Cancelling gives a refund of €80.75 after the 15% cancellation fee.", _RT_FIND),
        u(
            "Is there any way to waive the fee? I've got a family emergency.",
            "I'm really sorry, it's a family thing. Could the fee be waived this once?",
            "Would you waive the cancellation fee? It's for a family emergency.",
        ),
        a(
            "I'm sorry, I can't waive the fee, but I can move you to a later date for free instead. Would "
            "you like that, or the refund?"
        ),
        u(
            "I understand. Just the refund then, please cancel.",
            "OK, no worries. Please cancel and refund the €80.75.",
            "Fair enough. Cancel it please.",
            "I don't know when I'll be free again, so the refund please.",
        ),
        a("Cancelled. €80.75 refunded, reference RTR-7719.", _RT_CANCEL),
        stop("Thanks, I appreciate it.", "Thank you, bye.", "Thanks for being so kind about it.", ""),
    ),
)

# -- 9. stable livery change ---------------------------------------------------------------------------------

LIVERY = Scenario(
    goal="Switch your horse from full livery to part livery from 1 August and find out the new monthly "
    "price.",
    persona="a horse owner who has just started a new job, practical and friendly",
    known_facts={
        "horse_name": "Juniper",
        "client_number": "SL-6621",
        "phone": "07912 555 347",
        "current_package": "full livery",
        "current_price": "£650",
    },
    unknown_facts=["part livery price: £420", "yard manager's name", "notice period: 30 days"],
    opener=None,
    expected=["change_livery_package"],
)
_SL_LOOKUP = call(
    "get_client",
    {"client_number": "SL-6621"},
    {
        "client": "SL-6621",
        "horses": [{"name": "Juniper", "package": "full livery", "monthly": 650}],
        "notice_days": 30,
        "packages": {"part livery": 420, "DIY": 240},
    },
)
_SL_CHANGE = call(
    "change_livery_package",
    {"client_number": "SL-6621", "horse": "Juniper", "package": "part livery", "from": "2025-08-01"},
    {"status": "scheduled", "from": "2025-08-01", "monthly": 420, "ref": "LV-3390"},
)
LIVERY_FLOWS = (
    (
        u(
            "Hi, I'd like to move Juniper from full livery to part livery from 1 August please.",
            "Hello! I've started a new job and need to cut costs, so I'd like to switch my horse to part "
            "livery from August.",
            "Hi there, can I change my horse's livery from full to part, starting 1st August?",
            "hi, want to swap Juniper onto part livery from aug 1 - what would that cost per month?",
        ),
        a("Of course. What's your client number?"),
        u("SL-6621", "It's SL-6621.", "Client number sl-6621", "SL 6621"),
        a(
            "Thanks. Juniper is on full livery at £650 a month. Part livery is £420 a month, and we need 30 "
            "days' notice, so 1 August is fine. Shall I schedule the change?",
            _SL_LOOKUP,
        ),
        u(
            "Yes please, from 1 August.",
            "Yes! So I'd save £230 a month - that helps a lot. Please go ahead.",
            "Great, £420 is what I hoped. Yes, please schedule it.",
            "Yes please. What does part livery include, just so I know?",
        ),
        a(
            "Scheduled: Juniper moves to part livery on 1 August at £420 a month, reference LV-3390. Part "
            "livery covers mornings (turnout and feed); you do evenings and exercise.",
            _SL_CHANGE,
        ),
        stop("Perfect, thank you!", "Brilliant, thanks so much.", "Great, LV-3390 noted. Thanks!", ""),
    ),
    (
        u(
            "Hello, I'd like to change my livery package, I'm on full livery at the moment.",
            "Hi, I want to downgrade from full livery to part livery.",
            "Hi! Could I switch from full to part livery? New job, so I can do evenings but not mornings.",
        ),
        a("Sure. What's your horse's name and your client number?"),
        u(
            "Juniper, client number SL-6621.",
            "Horse: Juniper\nClient number: SL-6621",
            "It's Juniper - SL-6621.",
            "juniper, SL-6621",
        ),
        a("Thanks. From when would you like the change? We need 30 days' notice.", _SL_LOOKUP),
        u(
            "From 1 August please.",
            "1st of August if possible.",
            "August 1, that's more than 30 days away so it should be ok.",
            "From the start of August.",
        ),
        a("That works. Part livery is £420 a month instead of £650. Shall I confirm it?"),
        u(
            "Yes please confirm.",
            "Yes, go ahead. That's £230 less a month, so a relief.",
            "Yes. Who'll be doing the mornings, is it the yard manager?",
            "Yes please, from 1 August.",
        ),
        a(
            "Done, reference LV-3390, from 1 August. The yard manager, Sarah Pike, does the morning round on "
            "part livery.",
            _SL_CHANGE,
        ),
        stop("Great, thanks for your help!", "Lovely, thank you.", "Thanks! Juniper says thanks too.", ""),
    ),
    (
        u(
            "Hi, I'd like to put Juniper on part livery from 1 August.",
            "Hello, please switch my horse to part livery from August 1st.",
            "Hiya, I want to move from full livery to part from 1 Aug.",
        ),
        a("No problem. Your client number please?"),
        u("SL-6621", "It's SL-6621.", "SL-6621, and the number on file is 07912 555 347 if you need it."),
        a(
            "Thanks. Part livery is £420 a month. Let me make the change.",
            _SL_LOOKUP,
            call(
                "change_livery_package",
                {
                    "client_number": "SL-6621",
                    "horse": "Juniper",
                    "package": "part livery",
                    "from": "2025-08-01",
                },
                error="database locked: monthly billing run in progress",
            ),
        ),
        a(
            "I'm sorry, I can't make the change right now because the monthly billing run is in progress. "
            "Please try again tomorrow, or the yard office can do it for you."
        ),
        stop(
            "No problem, I'll try tomorrow. Thanks.",
            "OK, I'll pop into the yard office then. Thanks!",
            "Ah OK. I'll try again tomorrow.",
            "",
        ),
    ),
)

# -- 10. toy repair (with an opener) -------------------------------------------------------------------------

TOY = Scenario(
    goal="Book a repair for your daughter's old teddy bear, whose arm has come off, and arrange to drop it "
    "off.",
    persona="a father, gentle and a bit sentimental",
    known_facts={
        "full_name": "Samuel Osei",
        "phone": "+1 503 555 0172",
        "email": "sam.osei@fastmail.com",
        "toy": "1990s Steiff teddy bear",
        "child_name": "Ama",
    },
    unknown_facts=["repair price: $45", "repair ticket: TH-3307", "ready date: 2025-10-24"],
    opener="Hello, my daughter's teddy bear has lost an arm and I'd love to get it fixed.",
    expected=["book_repair"],
)
_TH_QUOTE = call(
    "get_repair_quote", {"toy": "teddy bear", "job": "reattach arm"}, {"price": 45.0, "turnaround_days": 10}
)
_TH_BOOKED = {
    "ticket": "TH-3307",
    "drop_off": "weekdays 10:00-17:00",
    "ready_by": "2025-10-24",
    "price": 45.0,
}
_TH_OPENER = "Hello, my daughter's teddy bear has lost an arm and I'd love to get it fixed."
TOY_FLOWS = (
    (
        u(_TH_OPENER),
        a(
            "Oh, poor bear! We can certainly help. What kind of bear is it, and is the arm still in one "
            "piece?"
        ),
        u(
            "It's a 1990s Steiff teddy bear. We have the arm, the stitching just gave way.",
            "A Steiff bear from the 1990s. The arm is fine, it just came off at the seam.",
            "1990s Steiff teddy bear - very loved, a bit threadbare. The arm's intact, thankfully.",
            "It's a Steiff, from the nineties I think. The arm is in one piece, we've kept it safe in a "
            "drawer.",
        ),
        a(
            "Reattaching an arm on a Steiff bear is $45 and takes about 10 days. Can I have your name and a "
            "phone number for the booking?",
            _TH_QUOTE,
        ),
        u(
            "Samuel Osei, +1 503 555 0172.",
            "Samuel Osei - (503) 555-0172",
            "It's Samuel Osei, phone 503-555-0172.",
            "Samuel Osei\n+1 503 555 0172",
        ),
        a(
            "Booked. Your repair ticket is TH-3307. Drop the bear off any weekday between 10:00 and 17:00; "
            "it will be ready by 24 October.",
            call(
                "book_repair",
                {"name": "Samuel Osei", "phone": "+1 503 555 0172", "toy": "1990s Steiff teddy bear"},
                _TH_BOOKED,
            ),
        ),
        u(
            "Thank you! Should I bring the arm in a separate bag?",
            "Wonderful. Can my daughter come along when we drop it off? She's worried about him.",
            "Great, TH-3307. Is there parking near the shop?",
            "Ready by 24 October, perfect - that's before her birthday. Anything we should bring?",
        ),
        a(
            "Bring the arm in a bag with the bear. Your daughter is very welcome to come; we give every "
            "patient an admission card. There's parking right behind the shop."
        ),
        stop(
            "That's so kind, thank you.",
            "She'll love that. Thanks so much!",
            "Perfect, see you this week. Thanks!",
            "",
        ),
    ),
    (
        u(_TH_OPENER),
        a("We'd be glad to help. What email address should I use for the booking?"),
        u("sam.osei@fastmail.com", "It's sam.osei@fastmail.com.", "Sam.Osei@fastmail.com"),
        a("Thanks. What's the bear, and what does it need?"),
        u(
            "A 1990s Steiff teddy bear; his left arm has come off.",
            "It's an old Steiff teddy from the 1990s. The arm needs sewing back on.",
            "1990s Steiff teddy bear, lost an arm. It belongs to my daughter Ama, so it's precious cargo.",
        ),
        a("That's a $45 repair and takes about 10 days. Shall I book it?", _TH_QUOTE),
        u(
            "Yes please. What are your drop-off hours?",
            "Yes, book it in please.",
            "Yes. $45 is fine.",
            "Yes please - worth every cent to stop the tears.",
        ),
        a(
            "Booked: ticket TH-3307. Drop-off is any weekday 10:00-17:00, and he'll be ready by 24 October.",
            call(
                "book_repair",
                {"email": "sam.osei@fastmail.com", "toy": "1990s Steiff teddy bear", "job": "reattach arm"},
                _TH_BOOKED,
            ),
        ),
        stop("Thank you so much!", "Lovely. We'll bring him in tomorrow.", "Great, TH-3307. Thanks!", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("keyboardrepair", KEYBOARD, KEYBOARD_FLOWS),
    Domain("lettering", LETTERING, LETTERING_FLOWS),
    Domain("mazegarden", MAZE, MAZE_FLOWS),
    Domain("nailbar", NAILS, NAILS_FLOWS),
    Domain("oysterfarm", OYSTER, OYSTER_FLOWS),
    Domain("paragliding", PARA, PARA_FLOWS),
    Domain("quoits", QUOITS, QUOITS_FLOWS),
    Domain("rugmaking", RUG, RUG_FLOWS),
    Domain("stablelivery", LIVERY, LIVERY_FLOWS),
    Domain("toyrepair", TOY, TOY_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "lettering",
        0,
        Say(0, "Hi, there's a typo on the proof you sent me for the lettering on my shop window."),
        "reworded",
    ),
    F(
        "opener",
        "lettering",
        1,
        Say(
            0,
            "Hi, there's a typo on the lettering proof you sent me for my shop window - it says BAKEY "
            "instead of BAKERY.",
        ),
        "opener plus the typo",
    ),
    F("opener", "nailbar", 0, Say(0, "Hello! I need to move my nail appointment."), "truncated"),
    F(
        "opener",
        "nailbar",
        1,
        Say(0, "Hi there! Could I move my nail appointment to the weekend?"),
        "paraphrased as a question",
    ),
    F(
        "opener",
        "paragliding",
        0,
        Say(0, "Hello, I was given a gift voucher for a tandem paragliding flight and want to book it in."),
        "paraphrase",
    ),
    F(
        "opener",
        "paragliding",
        1,
        Say(
            0,
            "Hi, I have a gift voucher for a tandem paragliding flight and I'd like to book it for a "
            "Saturday in July.",
        ),
        "extended with the goal",
    ),
    F(
        "opener",
        "rugmaking",
        0,
        Say(0, "Hi, I can't make the rug tufting workshop on 12 April anymore and would like to cancel."),
        "date inserted",
    ),
    F(
        "opener",
        "toyrepair",
        1,
        Say(0, "Hello, my daughter's teddy bear has lost an arm. Do you do repairs like that?"),
        "second half changed",
    ),
    # -- reply_shape: more than the user's own voice
    F(
        "reply_shape",
        "keyboardrepair",
        0,
        Say(
            1,
            "<reasoning>The agent asked for the order number, and I have it in my "
            "facts.</reasoning>\nKB-30917",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "lettering",
        1,
        Say(
            3,
            "Thanks. And the install on 14 March doesn't move?\nAssistant: No, the install date stays the "
            "same.",
        ),
        "assistant line",
    ),
    F(
        "reply_shape",
        "mazegarden",
        1,
        Say(
            3,
            "(Breaking character for a moment: I'm only playing the customer here.) Will I get an email "
            "confirming RF-30944?",
        ),
        "breaks character",
    ),
    F(
        "reply_shape",
        "nailbar",
        0,
        Say(3, "Thank you, Priya! See you Saturday."),
        "thanks its own first name",
    ),
    F(
        "reply_shape",
        "oysterfarm",
        1,
        Say(3, "Good. Will I get a tracking number by email? ###STOP###"),
        "stop signal left in a question",
    ),
    F(
        "reply_shape",
        "paragliding",
        0,
        Say(2, '{"role": "user", "content": "A Saturday in July would be ideal. I weigh 82 kg."}'),
        "JSON message with a role",
    ),
    F(
        "reply_shape",
        "quoits",
        1,
        Say(3, "Lovely. How do I pay the £45? Probably by bank transfer, same as last year."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "rugmaking",
        0,
        Say(2, "*takes a deep breath* OK, that's fine. Please cancel it."),
        "action",
    ),
    F(
        "reply_shape",
        "toyrepair",
        0,
        Say(3, "Here's my reply as the father: Thank you! Should I bring the arm in a separate bag?"),
        "reply framed as the part",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "keyboardrepair",
        1,
        Say(1, "Email j.varga@mailbox.org, phone +36 30 555 4812."),
        "phone digits swapped",
    ),
    F("invented_specifics", "lettering", 0, Say(1, "It's LT-5528."), "job number digits swapped"),
    F(
        "invented_specifics",
        "mazegarden",
        0,
        Say(2, "A refund please, to the Visa ending 6640."),
        "card digits swapped",
    ),
    F(
        "invented_specifics",
        "nailbar",
        1,
        Say(1, "07700 900456 - or try my work mobile, 07700 900871, if it's not under that one."),
        "second phone number",
    ),
    F("invented_specifics", "oysterfarm", 0, Say(1, "OF-11873. We paid £92.40 for the box."), "order total"),
    F(
        "invented_specifics",
        "paragliding",
        0,
        Say(
            4,
            "Marek Novotny, +420 603 555 118. Could you also note my friend's voucher, GLIDE-3K8P-1170? "
            "She'd like the slot after mine.",
        ),
        "another voucher code",
    ),
    F(
        "invented_specifics",
        "quoits",
        0,
        Say(3, "anvilquoits@btinternet.com please, and copy in our treasurer at treasurer@anvilarms.co.uk."),
        "second email",
    ),
    F(
        "invented_specifics",
        "rugmaking",
        1,
        Say(2, "I'd rather cancel, thanks. Please refund it to NL91 ABNA 0417 1643 00 rather than the card."),
        "IBAN",
    ),
    F(
        "invented_specifics",
        "stablelivery",
        0,
        Say(2, "Yes please, from 1 August. I'll set up the standing order to start on 28 July."),
        "date",
    ),
    # -- unknown_fact: the user states what it does not know
    F(
        "unknown_fact",
        "keyboardrepair",
        0,
        Say(1, "KB-30917. It should still be under warranty until November 2026."),
        "warranty end month before the lookup",
    ),
    F(
        "unknown_fact",
        "lettering",
        0,
        Say(1, "It's LT-5582. I think Declan Moyes was the signwriter who did our proof."),
        "signwriter's name before the lookup",
    ),
    F(
        "unknown_fact",
        "mazegarden",
        1,
        Say(
            0,
            "Hi, booking MZ-24-7710 - the maze was closed for the storm on our day. I read that refunds take "
            "5 to 7 working days, so I'd like to get one started.",
        ),
        "refund time as a range",
    ),
    F(
        "unknown_fact",
        "nailbar",
        1,
        Say(1, "07700 900456. The appointment's with Chloe Barnes, if that helps."),
        "technician's name before the lookup",
    ),
    F(
        "unknown_fact",
        "oysterfarm",
        0,
        Say(
            0,
            "Hi, our oyster delivery came warm and lots of shells were open. The courier, ColdChain Express, "
            "left the box outside for hours. I need a replacement.",
        ),
        "courier named",
    ),
    F(
        "unknown_fact",
        "paragliding",
        0,
        Say(1, "GLIDE-7Q4M-2291. It's valid until 30 September 2025, so July is fine."),
        "expiry date before the check",
    ),
    F(
        "unknown_fact",
        "rugmaking",
        0,
        Say(1, "RT-20458. I understand I'd get €80.75 back after the fee."),
        "refund amount before the agent said it",
    ),
    F(
        "unknown_fact",
        "stablelivery",
        1,
        Say(0, "Hello, I'd like to switch from full livery to part livery, which I believe is £420 a month."),
        "part livery price up front",
    ),
    F(
        "unknown_fact",
        "toyrepair",
        0,
        Say(1, "It's a 1990s Steiff teddy bear, and we kept the arm. Your website says arm repairs are $45."),
        "repair price before the quote",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "keyboardrepair",
        2,
        Say(
            0,
            "Hi, spacebar and E key double typing. Order KB-30917, serial MK87-0045129, bought 2 November "
            "2024, email j.varga@mailbox.org.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "lettering",
        2,
        Say(
            1,
            "LT-5582. It's for Hollis Street Bakery, the install is on 14 March, and you can reach me on 087 "
            "555 3190 or orla@hollisbakery.ie.",
        ),
        "asked for the job number, gives four more",
    ),
    F(
        "data_dump",
        "mazegarden",
        0,
        Say(
            0,
            "Hello, the maze was closed for the storm on 21 June. Booking MZ-24-7710, 2 adults and 3 "
            "children, we paid £57.50. Refund please.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "oysterfarm",
        0,
        Say(
            1,
            "OF-11873. Delivered 12 February to 27 Quay Road, Whitstable - you can call me on 01227 555 019.",
        ),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "paragliding",
        1,
        Say(
            1,
            "GLIDE-7Q4M-2291, Marek Novotny. I weigh 82 kg, my phone is +420 603 555 118 and my email is "
            "marek.novotny@seznam.cz.",
        ),
        "asked for code and name, gives three more",
    ),
    F(
        "data_dump",
        "quoits",
        0,
        Say(1, "QL-0392. Team name The Anvil Arms A, captain Gwen Pritchard, phone 01873 555 204."),
        "asked for the club number, gives three more",
    ),
    F(
        "data_dump",
        "rugmaking",
        0,
        Say(1, "RT-20458, booked under Helen Achterberg, h.achterberg@gmail.com. I paid €95."),
        "asked for the booking, gives three more",
    ),
    F(
        "data_dump",
        "stablelivery",
        1,
        Say(
            0,
            "Hello, I'd like to change my livery package.\n- Client number: SL-6621\n- Horse: Juniper\n- "
            "Currently: full livery, £650 a month\n- Phone: 07912 555 347",
        ),
        "a list of facts up front",
    ),
    F(
        "data_dump",
        "toyrepair",
        1,
        Say(
            2,
            "A 1990s Steiff teddy bear that's lost an arm. It's my daughter Ama's - I'm Samuel Osei, phone "
            "+1 503 555 0172.",
        ),
        "asked about the bear, gives three more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "keyboardrepair",
        0,
        StopAt(
            4, "OK, good to know it's covered. I'll dig out the original box first and come back. Thanks."
        ),
        "after the offer",
    ),
    F(
        "premature_stop",
        "lettering",
        1,
        StopAt(4, "I'll go through the whole proof again first and get back to you. Thanks!"),
        "after a question",
    ),
    F("premature_stop", "mazegarden", 1, StopAt(4, "Lovely, thanks. Bye!"), "after the offer"),
    F(
        "premature_stop",
        "nailbar",
        1,
        StopAt(6, "Let me check my shift rota and I'll call back. Thanks!"),
        "after the slots",
    ),
    F("premature_stop", "oysterfarm", 1, StopAt(2, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "paragliding",
        0,
        StopAt(6, "Let me check with my wife which Saturday suits us and I'll come back. Thanks!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "quoits",
        0,
        StopAt(6, "Right, I'll ask the lads which inbox they want and ring back. Ta-ra!"),
        "asked for the email, leaves",
    ),
    F(
        "premature_stop",
        "stablelivery",
        1,
        StopAt(6, "That's good to hear, thanks. I'll have a think and let you know."),
        "after the price",
    ),
    F(
        "premature_stop",
        "toyrepair",
        1,
        StopAt(6, "Thank you, I'll talk it over with my daughter first."),
        "after the quote",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "keyboardrepair", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "lettering", 0, meta(1, prompt_missing=["known_facts.job_number"]), "a known fact"),
    F("persona_sent", "mazegarden", 0, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "nailbar", 1, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "oysterfarm",
        0,
        meta(1, prompt_missing=["known_facts.order_number", "known_facts.email"]),
        "two known facts",
    ),
    F("persona_sent", "quoits", 1, meta(1, prompt_missing=["goal", "persona"]), "goal and persona"),
    F("persona_sent", "rugmaking", 2, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "stablelivery", 0, meta(2, prompt_missing=["known_facts.horse_name"]), "a known fact"),
]
