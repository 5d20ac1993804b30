"""Blind set 17, part E: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the section "Simulator fidelity: guards, faults, valid trials" of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework (``Say``, ``StopAt``,
``meta``, ``Fault``, ``build``) and the first set's ``FAULTS`` in ``tests/_fidelity_blind.py``, the step
helpers and the first domains of ``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format near the
top of ``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run while writing.

The ten scenarios: moving a place on a watercolour landscapes workshop to a later date (watercolour), a refund
for a zipline session the park cancelled for high winds (zipline), the missing rennet of a cheesemaking kit
(cheesemaking), returning a model locomotive that arrived with a broken coupling (modelrailway), booking a
roller disco birthday party (rollerdisco), a refund for an online tarot reading the reader never joined
(tarot), moving a school's high ropes course visit (ropecourse), changing the delivery address of a sea glass
necklace order (seaglass), booking a first hypnotherapy consultation to stop smoking (hypnotherapy) and
releasing the damage deposit held after a quad bike trek (quadbike).

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

# -- 1. watercolour workshop: move a place to a later date (with an opener) ----------------------------------

WATERCOLOUR = Scenario(
    goal="You can't attend the Saturday watercolour landscapes workshop you booked; move your place to a "
    "later date.",
    persona="a retired librarian, warm and chatty, who writes in full sentences",
    known_facts={
        "booking_ref": "WC-30857",
        "full_name": "Imogen Carrow",
        "email": "imogen.carrow@btinternet.com",
        "phone": "07831 442907",
        "workshop_date": "2025-05-17",
    },
    unknown_facts=["transfer fee: £12", "tutor's name"],
    opener="Hello, I've booked a place on a watercolour workshop but I can't make the date. Could I move to "
    "a later one?",
    expected=["transfer_booking"],
)
_WC_BOOKING = {
    "ref": "WC-30857",
    "name": "Imogen Carrow",
    "workshop": "Watercolour Landscapes",
    "date": "2025-05-17",
    "paid": 65.0,
    "currency": "GBP",
}
_WC_FIND = call("find_booking", {"booking_ref": "WC-30857"}, _WC_BOOKING)
_WC_FIND_EMAIL = call("find_booking", {"email": "imogen.carrow@btinternet.com"}, _WC_BOOKING)
_WC_DATES = call(
    "list_workshop_dates",
    {"workshop": "Watercolour Landscapes", "after": "2025-05-17"},
    {
        "dates": [{"date": "2025-06-14", "places_left": 3}, {"date": "2025-06-28", "places_left": 6}],
        "transfer_fee": 12.0,
    },
)
_WC_MOVE_14 = call(
    "transfer_booking",
    {"booking_ref": "WC-30857", "new_date": "2025-06-14"},
    {
        "ref": "WC-30857",
        "date": "2025-06-14",
        "time": "10:00-16:00",
        "fee_charged": 12.0,
        "tutor": "Ros Delaney",
    },
)
_WC_MOVE_28 = call(
    "transfer_booking",
    {"booking_ref": "WC-30857", "new_date": "2025-06-28"},
    {
        "ref": "WC-30857",
        "date": "2025-06-28",
        "time": "10:00-16:00",
        "fee_charged": 12.0,
        "tutor": "Ros Delaney",
    },
)
_WC_MOVE_FAILED = call(
    "transfer_booking",
    {"booking_ref": "WC-30857", "new_date": "2025-06-28"},
    error="PaymentDeclined: the card on file was declined for the transfer fee",
)
_WC_OPENER = WATERCOLOUR.opener or ""
WATERCOLOUR_FLOWS = (
    (
        u(_WC_OPENER),
        a("Of course, I'm happy to help. What's your booking reference?"),
        u(
            "Of course - it's WC-30857.",
            "The reference is WC-30857. I've got the confirmation email right here in front of me.",
            "wc30857",
            "Yes, it's WC 30857, booked under Imogen Carrow.",
        ),
        a(
            "Thank you, Imogen. I can see your place on Watercolour Landscapes on Saturday 17 May. The next "
            "dates with space are Saturday 14 June (3 places left) and Saturday 28 June (6 places left). "
            "Moving your place costs a £12 transfer fee. Which date would you like?",
            _WC_FIND,
            _WC_DATES,
        ),
        u(
            "The 14th of June would be lovely, please. I don't mind the £12 at all.",
            "Saturday 14 June, please, before those three places go!",
            "June 14th, please. Could the £12 go on the same card I paid with?",
            "Oh, 14/06 would suit me perfectly. Yes please, let's do that one.",
        ),
        a(
            "Done! You're now booked on Saturday 14 June, 10am to 4pm, and the £12 fee has gone on your "
            "original card. Your tutor that day is Ros Delaney.",
            _WC_MOVE_14,
        ),
        u(
            "Wonderful, thank you. Do I need to bring my own brushes, or are materials provided?",
            "Ros Delaney - I believe a friend of mine had her last year and loved her. Is it still 10 until "
            "4?",
            "Thank you. Will a new confirmation go to imogen.carrow@btinternet.com?",
            "Lovely. I'll cross out the 17th of May on my calendar and pencil in the 14th of June. Is there "
            "parking at the studio?",
        ),
        a(
            "Paper and paints are provided, though you're welcome to bring favourite brushes. The times are "
            "the same, there's a small car park behind the studio, and a new confirmation is on its way to "
            "your email."
        ),
        stop(
            "That's marvellous, thank you so much for your help.",
            "Lovely. Thank you, and have a good afternoon!",
            "Perfect, I'll look out for the email. Many thanks.",
            "",
        ),
    ),
    (
        u(_WC_OPENER),
        a("Happy to help. Could you give me the name and email address on the booking?"),
        u(
            "Imogen Carrow, and the email is imogen.carrow@btinternet.com.",
            "Of course: Imogen Carrow, imogen dot carrow at btinternet dot com.",
            "Name: Imogen Carrow\nEmail: imogen.carrow@btinternet.com",
            "It's under Imogen Carrow - imogen.carrow@btinternet.com. I think the reference was WC-30857, "
            "too.",
        ),
        a(
            "Thanks, Imogen. I've found booking WC-30857 for Watercolour Landscapes on Saturday 17 May; you "
            "paid £65. I can move you to Saturday 14 June or Saturday 28 June, with a £12 transfer fee.",
            _WC_FIND_EMAIL,
            _WC_DATES,
        ),
        u(
            "I'll take the 28th of June, please. I'm away for the first half of the month.",
            "28 June, please. So with the £65 I paid, that comes to £77 in total?",
            "Let's go for Saturday the 28th of June - that gives me time to practise a bit first!",
            "The 28th, please. The £12 is absolutely fine.",
        ),
        a("That's right, £77 altogether. Just to confirm: move WC-30857 to Saturday 28 June for a £12 fee?"),
        u(
            "Yes, please go ahead.",
            "Yes, that's all correct. Thank you.",
            "Yes - WC-30857 to the 28th. Go ahead.",
            "That's right, yes please.",
        ),
        a(
            "All done: you're booked on 28 June, 10am to 4pm, with Ros Delaney as your tutor. A confirmation "
            "is on its way.",
            _WC_MOVE_28,
        ),
        stop(
            "Thank you ever so much. Have a lovely day.",
            "Splendid, thank you!",
            "That's perfect - see you on the 28th of June. Goodbye!",
            "",
        ),
    ),
    (
        u(_WC_OPENER),
        a("Certainly. What's the booking reference, and a phone number in case we get cut off?"),
        u(
            "WC-30857, and my mobile is 07831 442907.",
            "Reference WC-30857. Phone: +44 7831 442907.",
            "It's WC30857, and you can reach me on 07831442907.",
        ),
        a(
            "Thank you. Your workshop is on Saturday 17 May. The later dates with places are 14 June and 28 "
            "June. Which one would you like?",
            _WC_FIND,
            _WC_DATES,
        ),
        u(
            "The 28th of June, please.",
            "Saturday 28 June would be ideal.",
            "Let's say 28/06, please. My sister's visiting mid-month.",
        ),
        a(
            "I'm sorry, the transfer didn't go through: the card on file was declined for the £12 transfer "
            "fee, so your place is still on 17 May. You could update your card in your account and try "
            "again, or call the studio.",
            _WC_MOVE_FAILED,
        ),
        stop(
            "Oh dear, that card must have expired. I'll update it and try again later. Thank you anyway.",
            "Ah, I see. I'll sort out the card and ring the studio. Thanks for trying.",
            "Never mind, I'll deal with it tomorrow. Thank you.",
            "",
        ),
    ),
)

# -- 2. zipline session cancelled for wind: refund, not a voucher --------------------------------------------

ZIPLINE = Scenario(
    goal="The park cancelled your zipline session because of high winds; get a full refund rather than a "
    "voucher.",
    persona="a software tester in his thirties, direct and a bit impatient, out with his two teenagers",
    known_facts={
        "booking_number": "ZIP-662190",
        "full_name": "Dev Malhotra",
        "email": "dev.malhotra@fastmail.com",
        "session_date": "2025-06-08",
        "party_size": "3",
        "amount_paid": "$177.00",
    },
    unknown_facts=["refund reference: ZR-88412", "voucher value"],
    expected=["issue_refund"],
)
_ZIP_BOOKING = {
    "booking": "ZIP-662190",
    "name": "Dev Malhotra",
    "date": "2025-06-08",
    "time": "14:30",
    "riders": 3,
    "paid": 177.0,
    "status": "cancelled_weather",
    "options": {"voucher": 194.7, "refund": 177.0},
}
_ZIP_LOOKUP = call("lookup_booking", {"booking_number": "ZIP-662190"}, _ZIP_BOOKING)
_ZIP_LOOKUP_NAME = call("lookup_booking", {"name": "Dev Malhotra", "date": "2025-06-08"}, _ZIP_BOOKING)
_ZIP_REFUND = call(
    "issue_refund",
    {"booking_number": "ZIP-662190", "amount": 177.0, "method": "original_card"},
    {"refund_reference": "ZR-88412", "amount": 177.0, "expected": "5-7 business days"},
)
ZIPLINE_FLOWS = (
    (
        u(
            "Hi, our zipline session got cancelled because of the wind and I'd like my money back, not a "
            "voucher.",
            "hey - you cancelled our zipline slot (high winds). want a refund please, not credit",
            "Hello. The park cancelled our zip line booking due to the weather. Can I get a full refund?",
            "Hi, my zipline session was called off for high winds on Sunday. I'd prefer a refund over a "
            "voucher.",
        ),
        a("Sorry the weather spoiled your day! What's the booking number?"),
        u("ZIP-662190", "It's ZIP-662190.", "zip662190", "Booking number ZIP 662190, under Dev Malhotra."),
        a(
            "Thanks, Dev. Your session for 3 riders on Sunday 8 June at 2:30pm was cancelled for wind. You "
            "paid $177.00. I can offer a voucher worth $194.70 (10% extra), or a full refund to your card. "
            "Which would you prefer?",
            _ZIP_LOOKUP,
        ),
        u(
            "The refund please. $177 back on my card.",
            "Refund, thanks. We won't be back in the area this summer.",
            "Full refund. That's $59 each for the three of us, so I want all of it back.",
            "refund pls, not the voucher",
        ),
        a(
            "Done: $177.00 is on its way back to your card. Your refund reference is ZR-88412, and it "
            "usually shows within 5-7 business days.",
            _ZIP_REFUND,
        ),
        u(
            "Got it, ZR-88412. Will I get an email about it?",
            "Thanks. 5-7 business days is fine.",
            "ok, ref zr88412 noted. Does the email go to dev.malhotra@fastmail.com?",
        ),
        a("Yes, a confirmation goes to the email on the booking."),
        stop("Cool, thanks.", "Great, appreciate it.", "Thanks, bye", ""),
    ),
    (
        u(
            "Hi, I need a refund for a zipline booking that you cancelled for weather.",
            "Your park cancelled our zipline session (wind). I want a refund, not a voucher.",
            "Hello, I had a zipline session for me and my two kids that got cancelled because of the wind. "
            "Refund please.",
        ),
        a(
            "I can help with that. Please verify your details: the booking number and the email address on "
            "the booking."
        ),
        u(
            "ZIP-662190 / dev.malhotra@fastmail.com",
            "Booking ZIP-662190, email dev.malhotra@fastmail.com",
            "Sure:\n- ZIP-662190\n- dev.malhotra@fastmail.com",
            "ZIP-662190, and dev.malhotra@fastmail.com. It was for 8 June.",
        ),
        a(
            "Thanks. For weather cancellations we normally issue a voucher worth 110% of the booking - "
            "$194.70 in your case. Would that work for you?",
            _ZIP_LOOKUP,
        ),
        u(
            "No thanks, I'd rather have the refund. We're only here for the summer.",
            "I'd prefer the $177 back, please. A voucher isn't much use to us.",
            "Appreciate it, but no. Refund please - we don't live near the park.",
            "Not really. The $194.70 voucher is nice but I want the refund.",
        ),
        a(
            "Understood. I've refunded the $177.00 to your original card; reference ZR-88412. Allow 5-7 "
            "business days.",
            _ZIP_REFUND,
        ),
        stop(
            "Thanks, that's all I needed.",
            "Perfect, ZR-88412 noted. Bye.",
            "Great, thanks for sorting it.",
            "",
        ),
    ),
    (
        u(
            "Hi, zipline session cancelled for wind, I want the refund option.",
            "Hello - the wind cancelled our zipline booking. Please refund it rather than give a voucher.",
            "Hi, can I get a refund for a wind-cancelled zipline session? Not interested in a voucher.",
        ),
        a("Sure. What's the name on the booking and the date of the session?"),
        u(
            "Dev Malhotra, Sunday 8 June.",
            "Dev Malhotra - it was June 8th.",
            "Name's Dev Malhotra, session was on the 8th of June.",
        ),
        a(
            "Found it: ZIP-662190, 3 riders, $177.00. I've processed the full refund to your original card; "
            "the reference is ZR-88412.",
            _ZIP_LOOKUP_NAME,
            _ZIP_REFUND,
        ),
        u(
            "Nice, that was quick. ZR-88412, got it.",
            "Great. So all $177, not just part of it?",
            "Thanks. How long does it take to show up?",
        ),
        a("Yes, the full $177.00. It usually appears within 5-7 business days."),
        stop("Sweet, thanks.", "OK, all good then. Bye.", "Cheers.", ""),
    ),
)

# -- 3. cheesemaking kit: the rennet is missing (with an opener) ---------------------------------------------

CHEESE = Scenario(
    goal="Your cheesemaking kit arrived without the rennet tablets; get the missing part sent out to you.",
    persona="a primary-school teacher trying a new hobby, friendly and a little scatterbrained",
    known_facts={
        "order_number": "CM-51207",
        "full_name": "Rhiannon Pryce",
        "postcode": "CF11 9LJ",
        "email": "rhi.pryce@gmail.com",
        "kit": "Halloumi & Paneer Starter Kit",
    },
    unknown_facts=["replacement dispatch date", "batch code: BT-7734"],
    opener="Hi there, my cheesemaking kit arrived but the rennet tablets are missing from the box.",
    expected=["send_replacement"],
)
_CM_ORDER = {
    "order": "CM-51207",
    "name": "Rhiannon Pryce",
    "items": ["Halloumi & Paneer Starter Kit"],
    "delivered": "2025-04-03",
    "address": "27 Llandaff Road, Cardiff CF11 9LJ",
    "batch": "BT-7734",
}
_CM_FIND = call("find_order", {"order_number": "CM-51207"}, _CM_ORDER)
_CM_FIND_EMAIL = call("find_order", {"email": "rhi.pryce@gmail.com", "postcode": "CF11 9LJ"}, _CM_ORDER)
_CM_SEND = call(
    "send_replacement",
    {"order_number": "CM-51207", "item": "rennet tablets x10"},
    {"replacement": "RP-40219", "dispatch": "2025-04-08", "service": "Royal Mail 2nd Class"},
)
_CM_SEND_FAILED = call(
    "send_replacement",
    {"order_number": "CM-51207", "item": "rennet tablets x10"},
    error="WarehouseUnavailable: stock system not responding",
)
_CM_OPENER = CHEESE.opener or ""
CHEESE_FLOWS = (
    (
        u(_CM_OPENER),
        a("Oh no, sorry about that! Can I have your order number?"),
        u(
            "Yes, it's CM-51207.",
            "CM-51207 - it's the Halloumi & Paneer Starter Kit.",
            "cm 51207",
            "Of course! Order number CM51207. I was so excited to get started, too!",
        ),
        a(
            "Thanks, Rhiannon. I can see the Halloumi & Paneer Starter Kit, delivered on 3 April to 27 "
            "Llandaff Road, Cardiff CF11 9LJ. I can send a pack of 10 rennet tablets free of charge. Is that "
            "address still right?",
            _CM_FIND,
        ),
        u(
            "Yes, 27 Llandaff Road is right. Thank you!",
            "Yes, still me at 27 Llandaff Rd. Ten tablets is plenty!",
            "Yep, same address, CF11 9LJ. Lovely, thanks.",
            "That's the one. Free of charge is very kind, thank you!",
        ),
        a("Sent! Replacement RP-40219 will be dispatched on 8 April by Royal Mail 2nd Class.", _CM_SEND),
        u(
            "Brilliant. Can I use lemon juice for the paneer in the meantime?",
            "Thanks! So it should turn up a couple of days after the 8th of April?",
            "Perfect - RP-40219. I don't need to send anything back, do I?",
            "Oh fab. I'll keep the rest of the kit in the fridge until then - is that ok?",
        ),
        a(
            "Lemon juice works well for paneer; the halloumi needs the rennet. Nothing to send back, the "
            "rest of the kit keeps fine, and it should arrive 2-3 days after dispatch."
        ),
        stop(
            "Amazing, thank you so much!",
            "Lovely, diolch! Bye for now.",
            "Great stuff, thanks for your help.",
            "",
        ),
    ),
    (
        u(_CM_OPENER),
        a(
            "Sorry to hear that! To find your order, could you give me the email address and postcode it "
            "went to?"
        ),
        u(
            "It's rhi.pryce@gmail.com and CF11 9LJ.",
            "Email rhi.pryce@gmail.com, postcode CF11 9LJ",
            "rhi.pryce@gmail.com / cf11 9lj",
            "Sure! rhi dot pryce at gmail dot com, and the postcode is CF11 9LJ.",
        ),
        a(
            "Found it: order CM-51207, Halloumi & Paneer Starter Kit, batch BT-7734. Could you check whether "
            "anything else is missing from the box?",
            _CM_FIND_EMAIL,
        ),
        u(
            "I've had a proper look - it's just the rennet. The cheesecloth, thermometer and citric acid are "
            "all there.",
            "Only the rennet tablets are missing, everything else is there.",
            "Just the rennet! The mould and the cloth are there. Batch BT-7734 matches the sticker on the "
            "box.",
            "Nope, only the rennet as far as I can tell.",
        ),
        a(
            "Thanks. I've sent replacement RP-40219 with 10 rennet tablets; it's dispatched on 8 April by "
            "Royal Mail 2nd Class.",
            _CM_SEND,
        ),
        stop(
            "Thank you, you're a star!",
            "Perfect, I'll keep an eye out for RP-40219. Thanks!",
            "Great, cheers for sorting that so quickly.",
            "",
        ),
    ),
    (
        u(_CM_OPENER),
        a("I'm sorry! What's the order number, please?"),
        u("CM-51207", "It's CM-51207, under Rhiannon Pryce.", "order CM 51207"),
        a(
            "I'm really sorry - our warehouse system isn't responding, so I couldn't place the replacement "
            "just now. Please try again this afternoon, or email the shop and they'll send it once it's back "
            "up.",
            _CM_FIND,
            _CM_SEND_FAILED,
        ),
        stop(
            "Oh, never mind. I'll try again this afternoon. Thanks anyway!",
            "Ah ok, I'll email the shop then. Thank you.",
            "No worries, these things happen. Bye!",
            "",
        ),
    ),
)

# -- 4. model railway: return a damaged locomotive -----------------------------------------------------------

RAILWAY = Scenario(
    goal="Your OO-gauge Class 37 locomotive arrived with a broken coupling; return it for a full refund.",
    persona="a semi-retired engineer, precise and dry",
    known_facts={
        "order_id": "MR-208841",
        "email": "g.hollis@outlook.com",
        "full_name": "Graham Hollis",
        "price_paid": "£149.99",
        "delivery_date": "2025-03-11",
    },
    unknown_facts=["return label tracking number: RL-5520-7731", "restocking fee"],
    expected=["create_return"],
)
_MR_ORDER = {
    "order": "MR-208841",
    "customer": "Graham Hollis",
    "item": "Class 37 diesel locomotive, OO gauge",
    "sku": "R3917",
    "price": 149.99,
    "postage": 4.95,
    "delivered": "2025-03-11",
    "in_stock": 0,
}
_MR_GET = call("get_order", {"order_id": "MR-208841"}, _MR_ORDER)
_MR_GET_EMAIL = call("get_order", {"email": "g.hollis@outlook.com"}, _MR_ORDER)
_MR_RETURN = call(
    "create_return",
    {"order_id": "MR-208841", "reason": "damaged on arrival", "refund": "full"},
    {"rma": "RMA-66204", "label_tracking": "RL-5520-7731", "refund_due": 154.94, "restocking_fee": 0},
)
RAILWAY_FLOWS = (
    (
        u(
            "Hello. The Class 37 I ordered arrived with a broken coupling at one end. I'd like to return it "
            "for a refund.",
            "Good afternoon. My OO gauge Class 37 came with a snapped coupling. I want to send it back for a "
            "full refund.",
            "Hi - locomotive delivered with a broken coupling. Return and refund, please.",
            "Hello, I'm afraid the Class 37 diesel I bought from you arrived damaged (the coupling has "
            "broken off). How do I return it?",
        ),
        a("Sorry to hear that. What's your order number?"),
        u("MR-208841.", "Order MR-208841, delivered on 11 March.", "It's MR 208841.", "mr-208841"),
        a(
            "Found it: Class 37 diesel locomotive, OO gauge (R3917), £149.99 plus £4.95 postage, delivered "
            "11 March. Because it arrived damaged there's no restocking fee and we refund the postage as "
            "well. Shall I set up the return?",
            _MR_GET,
        ),
        u(
            "Yes please. So £154.94 in total?",
            "Yes. £149.99 plus the £4.95 postage, that makes £154.94 back in total.",
            "Yes, set it up. Do I need to use the original box?",
            "Please do.",
        ),
        a(
            "Return RMA-66204 is set up. A prepaid label with tracking number RL-5520-7731 has been emailed "
            "to you, and £154.94 will be refunded once the model is back with us.",
            _MR_RETURN,
        ),
        u(
            "Received the email, thank you. How long does the refund take once you've got it?",
            "RMA-66204, noted. Can I drop the parcel at any post office?",
            "Thank you. I'll pack it in the original box with the label, tracking RL-5520-7731.",
            "Good. I'll wrap the loco in bubble wrap so the other coupling survives the journey.",
        ),
        a(
            "Usually 3-5 working days after it's checked in. Any post office is fine, and the original box "
            "is ideal but not required."
        ),
        stop("Very good. Thank you.", "Understood. Much obliged.", "Excellent, that's all. Goodbye.", ""),
    ),
    (
        u(
            "Hello, I need to return a damaged locomotive.",
            "Hi. I'd like to send back a Class 37 that arrived with a broken coupling.",
            "Good morning, I've a damaged model to return - the coupling on my new Class 37 is broken.",
        ),
        a("I'm sorry about that. Could you give me the email address on the order?"),
        u(
            "g.hollis@outlook.com",
            "It's g.hollis@outlook.com.",
            "Certainly: g.hollis@outlook.com, order placed under Graham Hollis.",
        ),
        a(
            "Thanks, Mr Hollis. Order MR-208841: Class 37 diesel locomotive, £149.99, delivered 11 March. "
            "I'm afraid we have no more in stock, so an exchange isn't possible, but I can set up a return "
            "for a full refund including the £4.95 postage.",
            _MR_GET_EMAIL,
        ),
        u(
            "That's fine, a refund will do. Please go ahead.",
            "Pity about the stock. Yes, refund please - MR-208841.",
            "A refund it is. When might you have them back in stock, out of interest?",
        ),
        a(
            "Done: return RMA-66204, with a prepaid label (tracking RL-5520-7731) sent to "
            "g.hollis@outlook.com. The full £154.94 is refunded when it arrives. We don't have a restock "
            "date yet.",
            _MR_RETURN,
        ),
        u(
            "Thank you. I'll post it tomorrow.",
            "Label received. I'll take it to the post office in the morning.",
            "Good. £154.94 is correct by my reckoning.",
        ),
        a("Perfect. You'll get an email when it's checked in."),
        stop("Thank you for your help.", "Very good, goodbye.", "Much appreciated.", ""),
    ),
)

# -- 5. roller disco: book a birthday party (with an opener) -------------------------------------------------

ROLLER = Scenario(
    goal="Book a roller disco birthday party for your daughter's 10th birthday on a Saturday afternoon in "
    "September.",
    persona="a busy mum who types quickly on her phone and loves an exclamation mark",
    known_facts={
        "full_name": "Carla Mendes",
        "phone": "+44 7946 218305",
        "email": "carla.mendes@hotmail.co.uk",
        "party_date": "2025-09-13",
        "child_name": "Lola",
        "guests": "12",
    },
    unknown_facts=["deposit amount", "party host's name: Jordan Price"],
    opener="Hi! I'd like to book a roller disco birthday party for my daughter please!",
    expected=["book_party"],
)
_RD_CHECK = call(
    "check_party_availability",
    {"date": "2025-09-13", "children": 12},
    {
        "date": "2025-09-13",
        "slots": ["13:00-15:00", "15:30-17:30"],
        "package": "Disco Party",
        "price_per_child": 16.5,
        "min_children": 10,
    },
)
_RD_BOOK_LATE = call(
    "book_party",
    {
        "date": "2025-09-13",
        "slot": "15:30-17:30",
        "children": 12,
        "name": "Carla Mendes",
        "phone": "+447946218305",
        "email": "carla.mendes@hotmail.co.uk",
    },
    {"booking": "RD-7043", "total": 198.0, "deposit": 50.0, "host": "Jordan Price"},
)
_RD_BOOK_EARLY = call(
    "book_party",
    {
        "date": "2025-09-13",
        "slot": "13:00-15:00",
        "children": 12,
        "name": "Carla Mendes",
        "phone": "+447946218305",
    },
    {"booking": "RD-7051", "total": 198.0, "deposit": 50.0, "host": "Jordan Price"},
)
_RD_OPENER = ROLLER.opener or ""
ROLLER_FLOWS = (
    (
        u(_RD_OPENER),
        a(
            "Yay, happy almost-birthday! Which date are you thinking of, and how many children will be "
            "coming?"
        ),
        u(
            "Saturday 13th September please! There'll be 12 kids.",
            "13/09 if possible, for 12 children!",
            "It's for Lola's 10th so Sat 13 Sept! 12 kids including her",
            "september 13th, 12 children :)",
        ),
        a(
            "Lovely! On Saturday 13 September we have 1-3pm or 3:30-5:30pm. The Disco Party package is "
            "£16.50 per child (minimum 10), with skate hire and the party room included. Which slot would "
            "you like?",
            _RD_CHECK,
        ),
        u(
            "3:30 please! So that's £198 for the 12 of them?",
            "The later one, 3.30-5.30! 12 x £16.50 = £198, right?",
            "1-3 clashes with lunch so 3:30-5:30 please!!",
            "3.30 to 5.30 pls",
        ),
        a("Yes, £198 in total. To book, I just need your name, a mobile number and an email address."),
        u(
            "Carla Mendes, 07946 218305, carla.mendes@hotmail.co.uk",
            "Name's Carla Mendes! Mobile +44 7946 218305 and email carla.mendes@hotmail.co.uk",
            "Carla Mendes\n07946218305\ncarla.mendes@hotmail.co.uk",
            "Carla Mendes :) mob 07946 218 305, email carla.mendes@hotmail.co.uk",
        ),
        a(
            "Booked! Party RD-7043: Saturday 13 September, 3:30-5:30pm, 12 children, £198 in total. A £50 "
            "deposit is due within 7 days, and your party host will be Jordan Price.",
            _RD_BOOK_LATE,
        ),
        u(
            "Amazing, thank you!! How do I pay the £50 deposit?",
            "Yay! Lola is going to be so excited. So £148 left to pay on the day?",
            "RD-7043, got it! Can the kids bring their own skates?",
            "Brilliant!! Does Jordan Price sort out the music too?",
        ),
        a(
            "The deposit link is in your confirmation email, and the rest is paid on the day. Own skates are "
            "welcome, and the host runs the music and games."
        ),
        stop("Perfect, thanks so much!!", "Brilliant, thank you! 🎉", "Great, see you on the 13th!", ""),
    ),
    (
        u(_RD_OPENER),
        a("We'd love to host it! Can I take your name and a contact number first?"),
        u(
            "Sure! Carla Mendes, 07946 218305.",
            "Carla Mendes, mobile is +44 7946 218305!",
            "It's Carla Mendes and my number's 07946218305",
        ),
        a("Thanks, Carla! What date, and how many children?"),
        u(
            "Saturday 13 September, for 12 kids please!",
            "13 Sept (a Saturday!) with 12 children",
            "The 13th of September please, 12 children altogether",
        ),
        a(
            "On 13 September we have 1-3pm or 3:30-5:30pm, £16.50 per child including skate hire. Which "
            "would you like?",
            _RD_CHECK,
        ),
        u(
            "1-3pm please, then they can have tea at ours after!",
            "The 1pm one please!",
            "1 till 3 works best! That's £198 for 12, isn't it?",
        ),
        a(
            "Booked: RD-7051, Saturday 13 September, 1-3pm, 12 children, £198. A £50 deposit is due within 7 "
            "days. Your host will be Jordan Price, and we'll text you the confirmation.",
            _RD_BOOK_EARLY,
        ),
        stop(
            "Yay, thank you so much!!",
            "Amazing, Lola will be thrilled! Thanks!",
            "Perfect, thanks a million!",
            "",
        ),
    ),
)

# -- 6. tarot reading the reader never joined: refund --------------------------------------------------------

TAROT = Scenario(
    goal="Your online tarot reading never happened because the reader didn't join the video call; get your "
    "money back.",
    persona="a sceptical but good-humoured graphic designer who booked the reading as a joke with friends",
    known_facts={
        "booking_code": "TAR-40733",
        "email": "moonlit.fern@proton.me",
        "full_name": "Saoirse Flanagan",
        "reading_date": "2025-04-22",
        "amount_paid": "€55.00",
    },
    unknown_facts=["reader's name: Madame Esperanza", "refund reference"],
    expected=["issue_refund"],
)
_TAR_READING = {
    "booking": "TAR-40733",
    "client": "Saoirse Flanagan",
    "reader": "Madame Esperanza",
    "slot": "2025-04-22T19:00",
    "duration_min": 45,
    "paid": 55.0,
    "currency": "EUR",
    "reader_joined": False,
}
_TAR_FIND = call("find_reading", {"booking_code": "TAR-40733"}, _TAR_READING)
_TAR_FIND_EMAIL = call(
    "find_reading", {"email": "moonlit.fern@proton.me", "booking_code": "TAR-40733"}, _TAR_READING
)
_TAR_FIND_JOINED = call(
    "find_reading",
    {"booking_code": "TAR-40733"},
    {**_TAR_READING, "reader_joined": True, "reader_waited_min": 15, "client_joined": False},
)
_TAR_REFUND = call(
    "issue_refund",
    {"booking_code": "TAR-40733", "amount": 55.0},
    {"refund_id": "RF-20418", "amount": 55.0, "currency": "EUR"},
)
TAROT_FLOWS = (
    (
        u(
            "Hi, I booked an online tarot reading and the reader never turned up to the video call. I'd like "
            "a refund.",
            "Hello! So, funny story: my tarot reader didn't see this one coming... they never joined the "
            "call. Can I get my money back?",
            "Hi there, the reader for my tarot session didn't show up on the video call. Please refund me.",
            "hiya, my online tarot reading didn't happen - sat in the video call for ages and nobody came. "
            "refund please",
        ),
        a("I'm so sorry about that. Could you give me your booking code?"),
        u(
            "TAR-40733",
            "Sure, it's TAR-40733.",
            "The code is tar40733",
            "Yep - TAR 40733, under Saoirse Flanagan.",
        ),
        a(
            "Thank you, Saoirse. I can see your 45-minute reading with Madame Esperanza on 22 April at 7pm, "
            "€55.00. Our logs confirm the reader never joined, so you're entitled to a full refund. Shall I "
            "process it?",
            _TAR_FIND,
        ),
        u(
            "Yes please!",
            "Yes, the full €55 please.",
            "Please do. Madame Esperanza clearly didn't foresee it, ha.",
            "Yes, go ahead - back to the card I paid with, please.",
        ),
        a("Done: €55.00 refunded to your original payment method. Refund reference RF-20418.", _TAR_REFUND),
        stop(
            "Thanks, that's great.",
            "Brilliant, RF-20418 noted. Thank you!",
            "Perfect. Thanks for being so quick about it.",
            "",
        ),
    ),
    (
        u(
            "Hello, my tarot reading on Tuesday evening didn't happen because the reader never logged on.",
            "Hi, I had a video tarot reading booked and the reader was a no-show. What can you do?",
            "Hi. Paid for a tarot reading, reader didn't join the call. Want a refund.",
        ),
        a(
            "Sorry to hear that. For security, please verify your details: the email on your account and the "
            "booking code."
        ),
        u(
            "moonlit.fern@proton.me and TAR-40733",
            "Email: moonlit.fern@proton.me\nCode: TAR-40733",
            "It's moonlit.fern@proton.me, booking code TAR-40733. The reading was on 22 April.",
        ),
        a(
            "Thanks. Yes, the reader didn't attend your reading with Madame Esperanza on 22 April. I can "
            "rebook you with her at no charge, or refund the €55.00. Which would you prefer?",
            _TAR_FIND_EMAIL,
        ),
        u(
            "I'll take the refund, thanks. The moment has passed.",
            "Refund please - I don't think I'll try again with Madame Esperanza.",
            "The €55 back, please. My friends and I have moved on to astrology.",
            "Refund, please.",
        ),
        a(
            "Of course. I've refunded €55.00; your refund reference is RF-20418. It should appear within 3-5 "
            "working days.",
            _TAR_REFUND,
        ),
        u(
            "Thanks! Will I get an email confirmation at moonlit.fern@proton.me?",
            "RF-20418, got it. Is there anything else I need to do?",
            "Great. 3-5 working days is fine.",
        ),
        a("A confirmation email is on its way, and there's nothing else you need to do."),
        stop("Lovely, thanks.", "Cheers, bye!", "Thank you - have a good one.", ""),
    ),
    (
        u(
            "Hi, my tarot reader didn't join my video session. I'd like a refund please.",
            "Hello, I booked a tarot reading online and nobody joined the call. Could I have a refund?",
            "Hi - reader no-show on my tarot reading. Could I get my money back?",
        ),
        a("I'm sorry to hear that. What's the booking code?"),
        u("TAR-40733", "It's TAR-40733.", "tar-40733"),
        a(
            "Thank you. Our logs show that Madame Esperanza joined the call at 7pm on 22 April and waited 15 "
            "minutes, but the client side never connected. Under our terms, readings missed by the client "
            "aren't refundable, so I'm unable to issue a refund.",
            _TAR_FIND_JOINED,
        ),
        u(
            "That's odd - I was definitely in the call. I had the link from the confirmation email open at "
            "7. Could it have been a different link?",
            "I was there the whole time though! Could it have been a technical glitch on your side?",
            "Hmm, I joined on time. Is there any way to look into it again?",
        ),
        a(
            "I understand it's frustrating, but I've checked the session logs and I can't override the "
            "policy. I'm not able to refund this booking."
        ),
        stop(
            "Fine. That's disappointing, but thanks for checking.",
            "Ok. I'll leave a review then. Bye.",
            "Right, well. Thanks anyway.",
            "",
        ),
    ),
)

# -- 7. high ropes course: move a school visit (with an opener) ----------------------------------------------

ROPES = Scenario(
    goal="Move your Year 6 class's high ropes course visit to a later date in June.",
    persona="a school office manager, efficient and formal, writing from the office between phone calls",
    known_facts={
        "group_booking": "RC-7715",
        "school": "Hartfield Primary School",
        "contact_email": "office@hartfield.sch.uk",
        "phone": "01632 960418",
        "pupils": "28",
        "visit_date": "2025-06-12",
    },
    unknown_facts=["rebooking fee", "lead instructor: Marcus Obi"],
    opener="Good afternoon, I need to change the date of our school's high ropes visit.",
    expected=["reschedule_group"],
)
_RC_GROUP = {
    "booking": "RC-7715",
    "school": "Hartfield Primary School",
    "date": "2025-06-12",
    "pupils": 28,
    "staff": 4,
    "price_per_pupil": 22.0,
    "total": 616.0,
}
_RC_GET = call("get_group_booking", {"booking": "RC-7715"}, _RC_GROUP)
_RC_GET_SCHOOL = call(
    "get_group_booking", {"school": "Hartfield Primary School", "email": "office@hartfield.sch.uk"}, _RC_GROUP
)
_RC_DATES = call(
    "list_group_dates",
    {"after": "2025-06-12", "before": "2025-07-01", "group_size": 32},
    {"available": ["2025-06-19", "2025-06-24", "2025-06-26"], "rebooking_fee": 0},
)
_RC_MOVE_26 = call(
    "reschedule_group",
    {"booking": "RC-7715", "new_date": "2025-06-26"},
    {
        "booking": "RC-7715",
        "date": "2025-06-26",
        "fee": 0,
        "lead_instructor": "Marcus Obi",
        "arrival": "09:30",
    },
)
_RC_MOVE_19 = call(
    "reschedule_group",
    {"booking": "RC-7715", "new_date": "2025-06-19"},
    {
        "booking": "RC-7715",
        "date": "2025-06-19",
        "fee": 0,
        "lead_instructor": "Marcus Obi",
        "arrival": "09:30",
    },
)
_RC_OPENER = ROPES.opener or ""
ROPES_FLOWS = (
    (
        u(_RC_OPENER),
        a("Good afternoon! I can help with that. What's the group booking reference?"),
        u(
            "It's RC-7715.",
            "The reference is RC-7715, for Hartfield Primary School.",
            "RC7715",
            "Our booking reference is RC 7715.",
        ),
        a(
            "Thank you. I have Hartfield Primary School, 28 pupils and 4 staff, on Thursday 12 June at £22 "
            "per pupil (£616). The later dates available in June are Thursday 19, Tuesday 24 and Thursday 26 "
            "June. There's no rebooking fee with this much notice.",
            _RC_GET,
            _RC_DATES,
        ),
        u(
            "Thursday 26 June would suit us best, please.",
            "We'll take the 26th of June, please. Thursdays are easiest for staffing.",
            "26/06/2025, please. Good to hear there is no fee.",
            "Please move us to Thursday 26 June. The price stays at £616 for the 28 pupils, I assume.",
        ),
        a(
            "Done: RC-7715 is now on Thursday 26 June, arriving 9:30am. Your lead instructor will be Marcus "
            "Obi. The price is unchanged at £616.",
            _RC_MOVE_26,
        ),
        u(
            "Thank you. Could you send the updated confirmation to office@hartfield.sch.uk?",
            "Much appreciated. Do we need to resend the consent forms for the new date?",
            "Excellent. Is the arrival time still 9:30am?",
            "Thank you. I'll let the Year 6 team know about Marcus Obi and the new date.",
        ),
        a(
            "The updated confirmation is on its way to the office email, arrival is 9:30am, and the consent "
            "forms you already sent still apply."
        ),
        stop(
            "Thank you for your help. Good afternoon.",
            "Perfect. Many thanks.",
            "That's everything, thank you.",
            "",
        ),
    ),
    (
        u(_RC_OPENER),
        a("Certainly. Could you tell me the name of the school and the contact email on the booking?"),
        u(
            "Hartfield Primary School, office@hartfield.sch.uk.",
            "School: Hartfield Primary School\nEmail: office@hartfield.sch.uk",
            "It's Hartfield Primary School; the email is office@hartfield.sch.uk. The visit is currently on "
            "12 June.",
        ),
        a(
            "Thank you. Booking RC-7715, 12 June, 28 pupils. The later June dates are 19, 24 or 26 June. "
            "Which would you like?",
            _RC_GET_SCHOOL,
            _RC_DATES,
        ),
        u(
            "The 19th of June, please.",
            "Thursday 19 June, please.",
            "19 June would be ideal. Is there a charge for changing?",
            "Let's go with the 19th. Same numbers, 28 pupils.",
        ),
        a(
            "There's no charge. RC-7715 is now on Thursday 19 June, arrival 9:30am, with Marcus Obi leading.",
            _RC_MOVE_19,
        ),
        u(
            "Thank you. Could you give me a number to ring on the day if the coach is late?",
            "Thank you. Please note our office number, 01632 960418, in case you need to reach us.",
            "Lovely, thank you. Will the invoice be updated too?",
        ),
        a(
            "Noted. The invoice will show the new date, and on the day you can ring the centre on 01632 "
            "960777."
        ),
        stop(
            "Thank you, that's everything.",
            "Very helpful, thank you. Goodbye.",
            "Noted, 01632 960777. Thank you.",
            "",
        ),
    ),
)

# -- 8. sea glass necklace: change the delivery address ------------------------------------------------------

SEAGLASS = Scenario(
    goal="You've moved house; change the delivery address on your sea glass necklace order before it ships.",
    persona="a nurse who works night shifts, friendly but tired, sometimes writes in lower case",
    known_facts={
        "order_number": "SG-11862",
        "full_name": "Tamsin Roe",
        "email": "tamsin.roe@icloud.com",
        "new_address": "14 Harbour View Road, Penzance TR18 4AE",
        "old_address": "3 Chapel Street, Truro TR1 2PE",
    },
    unknown_facts=["dispatch date", "courier tracking number: CX 4471 0923 GB"],
    expected=["update_shipping_address"],
)
_SG_ORDER = {
    "order": "SG-11862",
    "name": "Tamsin Roe",
    "item": "Sea glass drop necklace, cornflower blue",
    "ship_to": "3 Chapel Street, Truro TR1 2PE",
    "status": "being made",
    "dispatch": "2025-05-28",
}
_SG_LOOKUP = call("lookup_order", {"order_number": "SG-11862"}, _SG_ORDER)
_SG_LOOKUP_EMAIL = call(
    "lookup_order", {"order_number": "SG-11862", "email": "tamsin.roe@icloud.com"}, _SG_ORDER
)
_SG_UPDATE = call(
    "update_shipping_address",
    {"order_number": "SG-11862", "address": "14 Harbour View Road, Penzance TR18 4AE"},
    {"order": "SG-11862", "ship_to": "14 Harbour View Road, Penzance TR18 4AE", "status": "updated"},
)
SEAGLASS_FLOWS = (
    (
        u(
            "Hi, I've just moved house and need to change the delivery address on my necklace order. It "
            "hasn't shipped yet I hope!",
            "hello - can I change the address on an order? I've moved and the sea glass necklace hasn't been "
            "sent yet",
            "Hi there! I ordered one of your sea glass necklaces but I've since moved. Could you update the "
            "delivery address?",
            "Hiya, need to update my delivery address for a necklace order, I moved last week",
        ),
        a("Of course! What's your order number?"),
        u("SG-11862", "It's SG-11862 :)", "sg11862", "order number SG 11862, name Tamsin Roe"),
        a(
            "Thanks, Tamsin. Your cornflower blue sea glass drop necklace is still being made and is due to "
            "dispatch on 28 May. It's currently set to go to 3 Chapel Street, Truro TR1 2PE. What's the new "
            "address?",
            _SG_LOOKUP,
        ),
        u(
            "It's 14 Harbour View Road, Penzance TR18 4AE.",
            "14 Harbour View Road\nPenzance\nTR18 4AE",
            "new address is 14 harbour view rd, penzance, TR18 4AE",
            "Yes, that's the old one. New: 14 Harbour View Road, Penzance, TR18 4AE. Phew, glad it's not "
            "gone yet!",
        ),
        a("Done - SG-11862 will now go to 14 Harbour View Road, Penzance TR18 4AE.", _SG_UPDATE),
        u(
            "Thank you so much! Will I get a tracking number when it ships on the 28th of May?",
            "Amazing, thanks. So it's still dispatching on 28 May?",
            "brilliant, thank you. will the courier need a phone number?",
            "Thanks! Cornflower blue is going to look so nice with my uniform-free days, ha.",
        ),
        a(
            "You'll get the tracking number by email on dispatch day, still 28 May. The courier doesn't need "
            "a phone number."
        ),
        stop("Perfect, thanks - off to bed now!", "lovely, thank you x", "Great, that's all. Thanks!", ""),
    ),
    (
        u(
            "Hi, I need to change the delivery address for order SG-11862 - I've moved to Penzance.",
            "Hello, can you update the address on SG-11862 please? The new one is 14 Harbour View Road, "
            "Penzance TR18 4AE.",
            "Hi! I've moved house. Order SG-11862 needs to go to my new address please.",
        ),
        a("Happy to help. Please verify your details: what's the name and email on the order?"),
        u(
            "Tamsin Roe, tamsin.roe@icloud.com",
            "Name: Tamsin Roe, email: tamsin.roe@icloud.com",
            "tamsin roe - tamsin.roe@icloud.com",
        ),
        a(
            "Thanks, verified. It's currently set to ship to 3 Chapel Street, Truro. What's the new address?",
            _SG_LOOKUP_EMAIL,
        ),
        u(
            "14 Harbour View Road, Penzance TR18 4AE please.",
            "It's 14 Harbour View Road, Penzance, TR18 4AE.",
            "14 Harbour View Rd, Penzance TR18 4AE",
        ),
        a(
            "Updated. Your necklace will now go to 14 Harbour View Road, Penzance TR18 4AE; it's due to "
            "dispatch on 28 May.",
            _SG_UPDATE,
        ),
        stop("Thank you!", "Perfect, thanks so much.", "Lovely, cheers! 28 May it is.", ""),
    ),
)

# -- 9. hypnotherapy: book a first consultation to stop smoking (with an opener) -----------------------------

HYPNO = Scenario(
    goal="Book an initial hypnotherapy consultation to help you stop smoking, on a weekday evening at the "
    "Leeds clinic.",
    persona="a lorry driver in his forties, a bit embarrassed about it, writes short sentences",
    known_facts={
        "full_name": "Gareth Lowe",
        "date_of_birth": "1979-11-02",
        "phone": "07700 900614",
        "email": "gareth.lowe@yahoo.co.uk",
        "availability": "after 6pm on Tuesdays or Thursdays",
    },
    unknown_facts=["therapist's name: Hannah Whitlock", "session price"],
    opener="Hi, I'd like to book a first hypnotherapy session to help me quit smoking.",
    expected=["book_consultation"],
)
_HY_SLOTS = call(
    "find_slots",
    {"clinic": "Leeds", "type": "initial", "after": "18:00", "weekdays": ["Tue", "Thu"]},
    {
        "slots": ["2025-10-07T18:30", "2025-10-09T19:00"],
        "therapist": "Hannah Whitlock",
        "price": 85.0,
        "duration_min": 90,
    },
)
_HY_BOOK_THU = call(
    "book_consultation",
    {"slot": "2025-10-09T19:00", "name": "Gareth Lowe", "dob": "1979-11-02", "phone": "07700900614"},
    {"appointment": "HY-5108", "slot": "2025-10-09T19:00", "therapist": "Hannah Whitlock", "price": 85.0},
)
_HY_BOOK_TUE = call(
    "book_consultation",
    {"slot": "2025-10-07T18:30", "name": "Gareth Lowe", "email": "gareth.lowe@yahoo.co.uk"},
    {"appointment": "HY-5112", "slot": "2025-10-07T18:30", "therapist": "Hannah Whitlock", "price": 85.0},
)
_HY_OPENER = HYPNO.opener or ""
HYPNO_FLOWS = (
    (
        u(_HY_OPENER),
        a("Of course. Which clinic would you like, and when are you usually free?"),
        u(
            "Leeds. Evenings after 6, Tuesdays or Thursdays.",
            "The Leeds one. I can do after 6pm on a Tuesday or Thursday.",
            "Leeds please. Tues or Thurs after six, I'm on the road during the day.",
            "Leeds clinic. Tuesday or Thursday evening, after 6.",
        ),
        a(
            "At Leeds, the first sessions I have are Tuesday 7 October at 6:30pm and Thursday 9 October at "
            "7pm, both with Hannah Whitlock. An initial session is 90 minutes and costs £85. Which would "
            "suit you?",
            _HY_SLOTS,
        ),
        u(
            "Thursday the 9th at 7.",
            "Thursday 9 October, 7pm please.",
            "The Thursday one. 7pm is better after work.",
            "Thu 9th Oct at 7 please",
        ),
        a("Great. I need your full name, date of birth and a mobile number to book."),
        u(
            "Gareth Lowe. 2 November 1979. 07700 900614.",
            "Gareth Lowe, DOB 02/11/1979, mobile 07700900614",
            "Name Gareth Lowe\nDOB 2nd Nov 1979\nMobile +44 7700 900614",
        ),
        a(
            "You're booked: HY-5108, Thursday 9 October at 7pm, Leeds clinic, with Hannah Whitlock. £85, "
            "payable on the day.",
            _HY_BOOK_THU,
        ),
        u(
            "Thanks. Do I need to do anything before?",
            "Ok. Can I pay by card on the night?",
            "Right. Should I stop smoking before the session or not?",
            "HY-5108. Got it. Is there parking?",
        ),
        a(
            "Nothing needed beforehand, just come as you are. Card is fine, there's free parking behind the "
            "building, and there's no need to stop before - that's what the session is for."
        ),
        stop("Cheers.", "Ok thanks. See you then.", "Right, thanks for your help.", ""),
    ),
    (
        u(_HY_OPENER),
        a("Happy to help. First, could I have your name and email address?"),
        u(
            "Gareth Lowe, gareth.lowe@yahoo.co.uk",
            "Gareth Lowe. Email gareth.lowe@yahoo.co.uk",
            "It's Gareth Lowe - gareth.lowe@yahoo.co.uk",
        ),
        a("Thanks, Gareth. Which clinic and what times suit you?"),
        u(
            "Leeds. Tuesday or Thursday, after 6pm.",
            "Leeds, weekday evening. Tuesdays or Thursdays after 6 are best.",
            "Leeds please, evening. After 6 on Tue/Thu.",
        ),
        a(
            "Tuesday 7 October at 6:30pm or Thursday 9 October at 7pm, both with Hannah Whitlock, £85 for 90 "
            "minutes.",
            _HY_SLOTS,
        ),
        u("Tuesday the 7th at 6:30.", "The Tuesday, 6.30pm.", "Tuesday 7 Oct please. £85 is fine."),
        a(
            "Booked: HY-5112, Tuesday 7 October at 6:30pm with Hannah Whitlock. The confirmation is on its "
            "way to your email.",
            _HY_BOOK_TUE,
        ),
        stop("Thanks.", "Ok, cheers.", "Good. Thanks for that.", ""),
    ),
)

# -- 10. quad bike trek: release the damage deposit ----------------------------------------------------------

QUAD = Scenario(
    goal="The £200 damage deposit from your quad bike trek is still held on your card two weeks later; get "
    "it released.",
    persona="a farmer's son from mid-Wales, plain-spoken and patient",
    known_facts={
        "booking_ref": "QB-58260",
        "full_name": "Owen Pritchard",
        "card_last_four": "4417",
        "trek_date": "2025-07-19",
        "email": "owen.pritchard@live.co.uk",
    },
    unknown_facts=["release reference: DR-3390", "trek guide's name"],
    expected=["release_deposit"],
)
_QB_BOOKING = {
    "ref": "QB-58260",
    "name": "Owen Pritchard",
    "trek": "Cambrian Hills 2-hour trek",
    "date": "2025-07-19",
    "guide": "Huw Bevan",
    "deposit": 200.0,
    "deposit_status": "held",
    "card": "**** 4417",
    "damage_report": None,
}
_QB_GET = call("get_booking", {"booking_ref": "QB-58260"}, _QB_BOOKING)
_QB_GET_EMAIL = call(
    "get_booking",
    {"email": "owen.pritchard@live.co.uk", "card_last_four": "4417"},
    {**_QB_BOOKING, "damage_report": "scratched front mudguard - marked as existing wear, no charge"},
)
_QB_RELEASE = call(
    "release_deposit",
    {"booking_ref": "QB-58260", "amount": 200.0},
    {"release_id": "DR-3390", "amount": 200.0, "status": "released"},
)
QUAD_FLOWS = (
    (
        u(
            "Hi, I did a quad bike trek with you a couple of weeks ago and the £200 deposit is still held on "
            "my card. Can you release it?",
            "Hello. The £200 damage deposit from my quad trek still hasn't come off my card. It's been two "
            "weeks.",
            "Afternoon. You're still holding a £200 deposit on my card from the quad bikes. Nothing was "
            "damaged. Could you let it go please?",
            "hi there, my £200 deposit for the quad bike trek is still pending on my card, 2 weeks on",
        ),
        a("Sorry about that. What's your booking reference?"),
        u("QB-58260.", "It's QB-58260.", "qb58260", "Booking ref QB 58260, under Owen Pritchard."),
        a(
            "Thanks, Owen. Cambrian Hills 2-hour trek on Saturday 19 July with Huw Bevan. There's no damage "
            "report, so the £200 hold on your card ending 4417 should have been released already. I can "
            "release it now - shall I?",
            _QB_GET,
        ),
        u(
            "Yes please.",
            "Aye, go on then.",
            "Yes please. Card ending 4417, that's the one.",
            "Yes. Huw was a good guide, mind. No damage, like you say.",
        ),
        a(
            "Done. The £200 hold is released, reference DR-3390. Your bank may take 3-5 working days to show "
            "it.",
            _QB_RELEASE,
        ),
        u(
            "Right. DR-3390, in case the bank asks.",
            "Thanks. And if it's not gone in 5 working days, I ring you back?",
            "3-5 working days, fair enough.",
        ),
        a("If it still shows after 5 working days, call us with DR-3390 and we'll chase it with the bank."),
        stop("Right you are. Thanks.", "Champion, thanks for your help.", "Diolch, bye now.", ""),
    ),
    (
        u(
            "Hello, I need a deposit hold released from a quad bike booking.",
            "Hi, £200 still held on my card from a trek with you. Can you sort it?",
            "Hi. Quad bike deposit still not released, £200. Two weeks now.",
        ),
        a(
            "I can look into that. Could you confirm the email on the booking and the last four digits of "
            "the card you used?"
        ),
        u(
            "owen.pritchard@live.co.uk, card ending 4417.",
            "Email owen.pritchard@live.co.uk. Last four 4417.",
            "owen.pritchard@live.co.uk and 4417",
        ),
        a(
            "Thanks. Booking QB-58260 on 19 July. A staff note mentions a scratched front mudguard, but it's "
            "marked as existing wear with no charge, so the full £200 can be released.",
            _QB_GET_EMAIL,
        ),
        u(
            "Good. That scratch was there before we set off. Please release it.",
            "Aye, that mudguard was already scratched. Full £200 back then, please.",
            "Fair enough. So nothing taken off - release the full £200 please.",
        ),
        a("Released: £200, reference DR-3390.", _QB_RELEASE),
        stop("Thanks very much.", "Grand, ta.", "That's sorted then. Thanks.", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("watercolour", WATERCOLOUR, WATERCOLOUR_FLOWS),
    Domain("zipline", ZIPLINE, ZIPLINE_FLOWS),
    Domain("cheesemaking", CHEESE, CHEESE_FLOWS),
    Domain("modelrailway", RAILWAY, RAILWAY_FLOWS),
    Domain("rollerdisco", ROLLER, ROLLER_FLOWS),
    Domain("tarot", TAROT, TAROT_FLOWS),
    Domain("ropecourse", ROPES, ROPES_FLOWS),
    Domain("seaglass", SEAGLASS, SEAGLASS_FLOWS),
    Domain("hypnotherapy", HYPNO, HYPNO_FLOWS),
    Domain("quadbike", QUAD, QUAD_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "watercolour",
        0,
        Say(0, "Hi, I booked a watercolour workshop but I can't make that date - can I move to a later one?"),
        "paraphrase",
    ),
    F(
        "opener",
        "watercolour",
        1,
        Say(
            0,
            "Hello, I've booked a place on a watercolour workshop but I can't make the date. Could I move to "
            "a later one? My reference is WC-30857.",
        ),
        "opener plus the reference",
    ),
    F(
        "opener",
        "cheesemaking",
        0,
        Say(0, "Hi there, my cheesemaking kit arrived but the rennet tablets are missing."),
        "truncated",
    ),
    F(
        "opener",
        "cheesemaking",
        2,
        Say(0, "Hello! Quick question about my cheesemaking kit order."),
        "different",
    ),
    F(
        "opener",
        "rollerdisco",
        0,
        Say(
            0,
            "Hi! I'd like to book a roller disco birthday party for my daughter please! She's turning 10 🎉",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "rollerdisco",
        1,
        Say(0, "Hiya, can I book a roller disco party for my daughter's birthday?"),
        "reworded",
    ),
    F(
        "opener",
        "ropecourse",
        0,
        Say(0, '"Good afternoon, I need to change the date of our school\'s high ropes visit."'),
        "quoted",
    ),
    F(
        "opener",
        "hypnotherapy",
        0,
        Say(0, "Hi, I'd like to book my first hypnotherapy session to help me stop smoking."),
        "two words changed",
    ),
    # -- reply_shape: more than one voice, or not a user's message
    F(
        "reply_shape",
        "watercolour",
        0,
        Say(2, "*sips her tea* Oh, the 14th of June would be lovely, please."),
        "action as in a play",
    ),
    F(
        "reply_shape",
        "zipline",
        0,
        Say(1, "ZIP-662190\nAssistant: Thanks! Let me pull up that booking for you."),
        "assistant line",
    ),
    F(
        "reply_shape",
        "modelrailway",
        0,
        Say(3, "RMA-66204, noted. Can I drop the parcel at any post office? I expect so."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "rollerdisco",
        0,
        Say(4, "Amazing, thank you Carla!! How do I pay the deposit?"),
        "thanks itself by its own first name",
    ),
    F(
        "reply_shape",
        "tarot",
        0,
        Say(1, '{"role": "user", "content": "Sure, it\'s TAR-40733."}'),
        "JSON message with a role",
    ),
    F(
        "reply_shape",
        "ropecourse",
        0,
        Say(
            2,
            "Thursday 26 June would suit us best, please.\nMr. Benson (Year 6 teacher): Thursdays are much "
            "easier for cover.",
        ),
        "named second speaker",
    ),
    F(
        "reply_shape",
        "seaglass",
        0,
        Say(
            2,
            "Thought process: the agent needs my new address, so I'll give it exactly as it is in my "
            "details.\n\n14 Harbour View Road, Penzance TR18 4AE",
        ),
        "reasoning written out",
    ),
    F(
        "reply_shape",
        "hypnotherapy",
        1,
        Say(2, "Here's my reply as Gareth:\n\nLeeds. Tuesday or Thursday, after 6pm."),
        "reply framed as the part",
    ),
    F(
        "reply_shape",
        "quadbike",
        0,
        Say(4, "Cheers. How long till it shows on my card then?"),
        "a stop that asks",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "watercolour",
        2,
        Say(1, "WC-30857, and my mobile is 07831 442970."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "zipline",
        1,
        Say(2, "No thanks, I'd rather have the refund. Please put it on my Visa ending 6021."),
        "card digits",
    ),
    F(
        "invented_specifics",
        "cheesemaking",
        1,
        Say(2, "Only the rennet tablets are missing, everything else is there. I ordered it on 28 March."),
        "order date",
    ),
    F("invented_specifics", "modelrailway", 0, Say(1, "MR-208814."), "order digits swapped"),
    F(
        "invented_specifics",
        "tarot",
        1,
        Say(1, "moonlit.fern@proton.me and TAR-40733. I also emailed you about it last week, ticket #55120."),
        "ticket number",
    ),
    F(
        "invented_specifics",
        "ropecourse",
        0,
        Say(3, "Thank you. Please put our purchase order number, PO-2291, on the updated invoice."),
        "purchase order number",
    ),
    F(
        "invented_specifics",
        "seaglass",
        0,
        Say(2, "It's 41 Harbour View Road, Penzance TR18 4AE."),
        "house number swapped",
    ),
    F(
        "invented_specifics",
        "hypnotherapy",
        0,
        Say(3, "Gareth Lowe. 2 November 1979. 07700 900614. NHS number 485 777 3456 if you need it."),
        "NHS number",
    ),
    F("invented_specifics", "quadbike", 0, Say(1, "QB-58260. The trek was on 12 July."), "wrong trek date"),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "watercolour",
        1,
        Say(
            1,
            "Imogen Carrow, imogen.carrow@btinternet.com. I'd love to keep the same tutor if I can - Ros "
            "Delaney.",
        ),
        "tutor's name",
    ),
    F(
        "unknown_fact",
        "cheesemaking",
        0,
        Say(1, "Yes, it's CM-51207. The batch code on the box is BT-7734 if that helps."),
        "batch code",
    ),
    F(
        "unknown_fact",
        "modelrailway",
        0,
        Say(
            0,
            "Hello. My Class 37 arrived with a broken coupling and I'd like to return it. I know there's "
            "usually a 10% restocking fee, but surely not for damaged goods.",
        ),
        "restocking fee as a percentage",
    ),
    F(
        "unknown_fact",
        "rollerdisco",
        0,
        Say(2, "3:30 please! And I'm happy to pay the £50 deposit today."),
        "deposit amount",
    ),
    F(
        "unknown_fact",
        "tarot",
        0,
        Say(
            0,
            "Hi, I booked an online tarot reading with Madame Esperanza and she never turned up to the video "
            "call. I'd like a refund.",
        ),
        "reader's name in the first message",
    ),
    F(
        "unknown_fact",
        "ropecourse",
        1,
        Say(2, "The 19th of June, please. Will Marcus Obi still be the lead instructor?"),
        "lead instructor",
    ),
    F(
        "unknown_fact",
        "seaglass",
        0,
        Say(
            0,
            "Hi, I've moved house and need to change the address on my necklace order. It's due to dispatch "
            "on 28 May so hopefully there's still time!",
        ),
        "dispatch date",
    ),
    F(
        "unknown_fact",
        "hypnotherapy",
        0,
        Say(1, "Leeds. After 6 on Tuesdays or Thursdays. A mate said the first session is £85."),
        "session price",
    ),
    F(
        "unknown_fact",
        "quadbike",
        0,
        Say(
            0,
            "Hi, our guide Huw Bevan checked the quads after the trek and said all was fine, but the £200 "
            "deposit is still held on my card.",
        ),
        "guide's name",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "watercolour",
        0,
        Say(
            1,
            "It's WC-30857. My email is imogen.carrow@btinternet.com, my phone number is 07831 442907, and "
            "the workshop I can't make is on 17 May.",
        ),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "zipline",
        0,
        Say(
            0,
            "Hi, our zipline session was cancelled for wind. Booking ZIP-662190, it was for 3 people on June "
            "8th and I paid $177. Refund please, not a voucher.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "modelrailway",
        1,
        Say(1, "g.hollis@outlook.com. The order was MR-208841, £149.99, delivered 11 March."),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "rollerdisco",
        0,
        Say(
            1,
            "Saturday 13th September please, 12 kids! I'm Carla Mendes, 07946 218305, "
            "carla.mendes@hotmail.co.uk",
        ),
        "asked for date and numbers, gives name, phone and email",
    ),
    F(
        "data_dump",
        "tarot",
        0,
        Say(
            0,
            "Hi, my tarot reader never joined my video call.\n- Booking: TAR-40733\n- Date: 22 April\n- "
            "Paid: €55\n- Email: moonlit.fern@proton.me\nRefund please.",
        ),
        "a list of facts",
    ),
    F(
        "data_dump",
        "ropecourse",
        0,
        Say(
            1,
            "It's RC-7715, for Hartfield Primary School, 28 pupils. You can reach me at "
            "office@hartfield.sch.uk or 01632 960418.",
        ),
        "asked for the reference, gives four more",
    ),
    F(
        "data_dump",
        "seaglass",
        0,
        Say(
            1,
            "SG-11862. I'm Tamsin Roe, email tamsin.roe@icloud.com, and it was going to 3 Chapel Street, "
            "Truro.",
        ),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "hypnotherapy",
        0,
        Say(
            1,
            "Leeds, after 6pm on Tuesdays or Thursdays. I'm Gareth Lowe, born 2 November 1979, mobile 07700 "
            "900614.",
        ),
        "asked for clinic and times, gives three more",
    ),
    F(
        "data_dump",
        "quadbike",
        0,
        Say(
            0,
            "Hi, the £200 deposit from my quad bike trek is still held on my card. Booking QB-58260, trek on "
            "19 July, card ending 4417.",
        ),
        "three facts up front",
    ),
    # -- premature_stop: the user stops before the expected write ran; the agent neither failed nor refused
    F("premature_stop", "zipline", 1, StopAt(4, ""), "silent stop after the voucher offer"),
    F(
        "premature_stop",
        "cheesemaking",
        0,
        StopAt(4, "Ok, lovely, I'll wait to hear from you then. Thanks!"),
        "before confirming the address",
    ),
    F(
        "premature_stop",
        "modelrailway",
        0,
        StopAt(4, "Right. I'll look for the original box first and come back to you. Thanks."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "rollerdisco",
        1,
        StopAt(6, "Ooh lovely, let me check with my husband which slot and I'll book later!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "tarot",
        1,
        StopAt(4, "Let me talk to my friends about whether we want to rebook. I'll get back to you."),
        "after the choice",
    ),
    F(
        "premature_stop",
        "ropecourse",
        0,
        StopAt(2, "I'll have to find the reference in our files. I'll be in touch, thank you."),
        "after the first question",
    ),
    F(
        "premature_stop",
        "seaglass",
        1,
        StopAt(4, "Sorry, I'm falling asleep here - I'll sort this out after my shift. Thanks!"),
        "asked for the new address",
    ),
    F(
        "premature_stop",
        "hypnotherapy",
        0,
        StopAt(6, "Actually I'd rather not give my details online. I'll phone the clinic instead."),
        "asked for details, leaves",
    ),
    F(
        "premature_stop",
        "quadbike",
        1,
        StopAt(4, "Right. Good to know nothing's been taken off. Thanks."),
        "after the check",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "watercolour", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "zipline", 0, meta(1, prompt_missing=["known_facts.booking_number"]), "a known fact"),
    F("persona_sent", "modelrailway", 1, meta(2, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "tarot", 2, meta(1, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "ropecourse",
        1,
        meta(1, prompt_missing=["known_facts.school", "known_facts.contact_email"]),
        "two known facts",
    ),
    F("persona_sent", "seaglass", 0, meta(2, prompt_missing=["known_facts.new_address"]), "a known fact"),
    F("persona_sent", "hypnotherapy", 0, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "quadbike", 1, meta(0, prompt_missing=["persona", "goal"]), "persona and goal"),
]
