"""Blind set 20, part K: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the section "Simulator fidelity: guards, faults, valid trials" of ``docs/guides/simulate.md`` (up to,
not including, "Statistics over valid trials"); the docstring of ``check_fidelity``;
``tests/_fidelity_blind.py`` (the framework: ``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``, and the
first set's ``FAULTS``); the step helpers (``u``, ``a``, ``call``, ``stop``, ``Domain``) and the first domains
of ``tests/_fidelity_blind_domains.py``; and the ``Case`` entry format near the top of
``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run while writing.

The ten scenarios: quarry (move a delivery of crushed limestone to later in the week), bagpipes (book a piper
for a father's 70th birthday; with an opener), rickshaw (a refund for an evening rickshaw tour cancelled by a
storm), sandblasting (a damage claim for a window scratched while a wall was sandblasted; with an opener),
cricketnets (move a club's indoor nets session from Saturday to Sunday), duckpond (a warranty visit for a
leaking duck-pond liner; with an opener), fireworks (cancel a private fireworks display and get the deposit
back), glamping (add a night to a yurt stay; with an opener), hennatattoo (move a bridal henna appointment a
day earlier) and junkremoval (book a pickup of an old sofa, a fridge and boxes; with an opener).

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

# -- 1. quarry: move a stone delivery ------------------------------------------------------------------------

QUARRY = Scenario(
    goal="Move the delivery of the crushed limestone you ordered for your farm track from Tuesday to later "
    "that week, and make sure the lorry still tips it at the field gate.",
    persona="a hill farmer, practical and brief, typing on his phone",
    known_facts={
        "order_number": "QY-40317",
        "delivery_date": "2025-04-08",
        "delivery_postcode": "HG3 4LT",
        "phone": "07700 900452",
        "load": "12 tonnes of 20mm crushed limestone",
    },
    unknown_facts=["rescheduling fee: £35", "driver's name"],
    opener=None,
    expected=["reschedule_delivery"],
)
_QY_LOOKUP = call(
    "lookup_order",
    {"order_number": "QY-40317"},
    {
        "order": "QY-40317",
        "product": "20mm crushed limestone",
        "tonnes": 12,
        "delivery": "2025-04-08",
        "site": "Low Moor Farm, Hartwith, HG3 4LT",
        "price": 414.0,
        "free_days": ["2025-04-10", "2025-04-11"],
        "reschedule_fee": 35.0,
    },
)
_QY_LOOKUP_PHONE = call(
    "lookup_order",
    {"phone": "07700900452", "postcode": "HG3 4LT"},
    {
        "order": "QY-40317",
        "product": "20mm crushed limestone",
        "tonnes": 12,
        "delivery": "2025-04-08",
        "site": "Low Moor Farm, Hartwith, HG3 4LT",
        "price": 414.0,
        "free_days": ["2025-04-10", "2025-04-11"],
        "reschedule_fee": 35.0,
    },
)
_QY_RESCHEDULE = call(
    "reschedule_delivery",
    {"order_number": "QY-40317", "new_date": "2025-04-10", "drop_point": "field gate"},
    {"status": "rescheduled", "delivery": "2025-04-10", "window": "07:30-12:00", "fee": 35.0, "total": 449.0},
)
QUARRY_FLOWS = (
    (
        u(
            "Morning, I need to push back my limestone delivery from Tuesday, the ground's too wet for the "
            "lorry.",
            "Hi, can I move the delivery of my crushed limestone? Tuesday won't work any more.",
            "hello - need to change the delivery day for my stone order, its booked for tues 8th",
            "Hi there. I've got 12 tonnes of limestone coming on Tuesday and I need it later in the week "
            "instead.",
            "Afternoon. Any chance the stone for my farm track can come Thursday or Friday rather than "
            "Tuesday?",
        ),
        a("No problem. What's the order number?"),
        u("QY-40317", "It's QY-40317.", "order no is QY 40317", "qy-40317, thanks", "Order number QY40317."),
        a(
            "Found it: 12 tonnes of 20mm crushed limestone to Low Moor Farm, Hartwith, HG3 4LT, booked for "
            "Tuesday 8 April. I can offer Thursday 10 April or Friday 11 April. Moving a booked delivery "
            "costs £35. Which day suits?",
            _QY_LOOKUP,
        ),
        u(
            "Thursday the 10th please. £35 is fine.",
            "Thursday. And the lorry tips at the field gate like before, not in the yard.",
            "10/04 works. Bit steep for £35 but ok.",
            "thurs 10th pls. so that's £449 all in now",
            "Thursday 10 April. Go ahead, I'll take the £35 hit.",
        ),
        a(
            "Done. Your delivery is now Thursday 10 April, 7:30 to 12:00, tipping at the field gate. The £35 "
            "fee brings the order to £449.00.",
            _QY_RESCHEDULE,
        ),
        stop("Cheers.", "Great, thanks for sorting that.", "Champion, thanks. 10th it is.", ""),
    ),
    (
        u(
            "Hi, I need to rearrange the delivery date for my stone.",
            "Can I change when my limestone comes? It's due Tuesday.",
            "Hello, wanting to move my delivery to later in the week if poss",
            "Hi, the limestone delivery for the farm track - can it go back a couple of days?",
        ),
        a("Sure. To find the order, what's the phone number and delivery postcode on it?"),
        u(
            "07700 900452, HG3 4LT",
            "Phone 07700900452 and postcode HG3 4LT.",
            "Mobile is +44 7700 900452, postcode hg3 4lt",
            "07700 900 452 / HG3 4LT",
        ),
        a(
            "Thanks, that's order QY-40317. The next free days are Thursday 10 April and Friday 11 April. A "
            "£35 fee applies to moving a delivery. Which would you like?",
            _QY_LOOKUP_PHONE,
        ),
        u(
            "Friday the 11th.",
            "Friday 11 April please, the fee's fine.",
            "make it friday. £35, fair enough",
            "Friday please. Same drop at the field gate.",
        ),
        a(
            "I'm sorry, the booking system gave an error and I couldn't move it. I've passed it to the "
            "transport office; they'll ring you on 07700 900452 today.",
            call(
                "reschedule_delivery",
                {"order_number": "QY-40317", "new_date": "2025-04-11", "drop_point": "field gate"},
                error="TransportPlannerUnavailable: request timed out",
            ),
        ),
        stop(
            "Alright, I'll wait for the call. Thanks.",
            "ok. cheers",
            "Fine, I'll speak to them later.",
            "Right you are, I'll keep the phone on me.",
        ),
    ),
    (
        u(
            "Hi, my limestone delivery is Tuesday but the field's waterlogged. Can it come later in the "
            "week?",
            "Need my stone delivery moved from Tuesday to Thurs or Fri if you can. Ground's sodden.",
            "Morning! Can my delivery of limestone come a bit later this week? Rain's made a mess of the "
            "track.",
        ),
        a("Of course. Can I take the order number, please?"),
        u("QY-40317", "Order QY-40317.", "It's QY-40317 - 12 tonnes of the 20mm.", "QY 40317"),
        a(
            "Thanks. It's booked for Tuesday 8 April to Low Moor Farm. I can move it to Thursday 10 or "
            "Friday 11 April; there's a £35 fee to reschedule.",
            _QY_LOOKUP,
        ),
        u(
            "Thursday. Will the driver ring before he turns up?",
            "Thursday 10th. Is it the same driver as last time?",
            "Thursday please, £35 is ok.",
            "Thursday's good. The gate's a tight turn off the lane, will the driver manage?",
        ),
        a(
            "Thursday 10 April is booked, 7:30-12:00, and the order total is now £449.00. Your driver, Phil "
            "Atkins, will call about 30 minutes ahead and knows the gate.",
            _QY_RESCHEDULE,
        ),
        u(
            "Grand. Tell Phil to tip it by the field gate, not the yard.",
            "Thanks. He'll call 07700 900452?",
            "ok, and the £449 goes on the card I paid with?",
            "Good. Can Phil spread it a bit with the tailgate or does it come in one heap?",
        ),
        a(
            "Noted for Phil: tip at the field gate, and he can spread it along the track as he tips. He'll "
            "call 07700 900452, and the £35 goes on the same card."
        ),
        stop("Cheers, bye.", "Sorted. Thanks.", "Thanks for that.", "Champion."),
    ),
)

# -- 2. bagpipes: book a piper (with an opener) --------------------------------------------------------------

BAGPIPES = Scenario(
    goal="Book a solo piper to play for about 45 minutes at your father's 70th birthday party, within your "
    "budget.",
    persona="an organised daughter planning a surprise party, warm and chatty",
    known_facts={
        "full_name": "Fiona MacLeod",
        "event_date": "2025-05-17",
        "venue": "The Drovers Inn, Inverarnan",
        "email": "fiona.macleod@btinternet.com",
        "phone": "07841 226903",
        "budget": "£250",
    },
    unknown_facts=["piper's name: Callum Rennie", "travel surcharge"],
    opener="Hello! I'd like to book a piper for my dad's 70th birthday party in May.",
    expected=["book_piper"],
)
_BP_CHECK = call(
    "check_piper_availability",
    {"date": "2025-05-17", "location": "Inverarnan"},
    {
        "available": [{"piper": "Callum Rennie", "start_times": ["18:00", "19:30"]}],
        "fee_45min": 220.0,
        "travel": 30.0,
    },
)
_BP_BOOK = call(
    "book_piper",
    {
        "date": "2025-05-17",
        "start": "19:30",
        "venue": "The Drovers Inn, Inverarnan",
        "piper": "Callum Rennie",
        "email": "fiona.macleod@btinternet.com",
    },
    {"booking": "BP-2517", "total": 250.0, "deposit": 75.0, "status": "booked"},
)
BAGPIPES_FLOWS = (
    (
        u("Hello! I'd like to book a piper for my dad's 70th birthday party in May."),
        a("Lovely! What date is the party, and where is it being held?"),
        u(
            "Saturday 17 May, at the Drovers Inn in Inverarnan.",
            "It's on the 17th of May at The Drovers Inn, Inverarnan.",
            "17/05/2025 - The Drovers Inn, Inverarnan, just north of Loch Lomond.",
            "May 17th! The venue is the Drovers Inn at Inverarnan. Dad has no idea, it's a surprise.",
        ),
        a(
            "Good news: Callum Rennie is free that evening, at 18:00 or 19:30. 45 minutes is £220, plus £30 "
            "travel to Inverarnan, so £250 in total. Which start time works?",
            _BP_CHECK,
        ),
        u(
            "19:30 would be perfect - the cake comes out around then. £250 is right on my budget.",
            "Half seven please! And £250 is exactly what I'd budgeted, so that's great.",
            "7.30pm. Could Callum play Highland Cathedral as Dad walks in?",
            "The later one, 19:30. So £220 for the piping and £30 for travel - fine by me.",
        ),
        a("Noted. What email address should the confirmation go to?"),
        u(
            "fiona.macleod@btinternet.com",
            "Please send it to fiona.macleod@btinternet.com, thanks!",
            "It's fiona.macleod@btinternet.com - and it's a surprise, so please don't call the house!",
            "fiona dot macleod at btinternet dot com",
        ),
        a(
            "All booked: Callum Rennie, Saturday 17 May at 19:30, The Drovers Inn. Booking BP-2517, total "
            "£250 with a £75 deposit due now. The confirmation is on its way.",
            _BP_BOOK,
        ),
        stop(
            "Wonderful, thank you so much! Dad will be thrilled.",
            "Brilliant, BP-2517 noted. Thanks!",
            "Thank you, that's a weight off my mind.",
            "",
        ),
    ),
    (
        u("Hello! I'd like to book a piper for my dad's 70th birthday party in May."),
        a("I'd be glad to help. Could I have your name and an email address for the booking?"),
        u(
            "Fiona MacLeod, fiona.macleod@btinternet.com",
            "Sure - Fiona MacLeod, and my email's fiona.macleod@btinternet.com.",
            "My name is Fiona MacLeod. Email: Fiona.MacLeod@btinternet.com",
        ),
        a("Thanks, Fiona. Which date in May, and where?"),
        u(
            "The 17th, at the Drovers Inn, Inverarnan.",
            "Saturday the 17th. The venue is The Drovers Inn, Inverarnan.",
            "17 May, Drovers Inn at Inverarnan. It's an evening do.",
        ),
        a(
            "Callum Rennie is available at 18:00 or 19:30. The fee is £220 for 45 minutes, and there's a "
            "travel surcharge of £30.",
            _BP_CHECK,
        ),
        u(
            "Could he do 19:30? The meal should be finished by then.",
            "19:30 please. My budget is £250, so that works out exactly.",
            "Does the £30 cover him getting there and back? If so, 19:30 is great.",
            "Ooh, 19:30 please. What sort of outfit does Callum wear - full kilt?",
        ),
        a(
            "Yes to all of it: 19:30 is fine, the £30 covers the return trip and Callum plays in full "
            "Highland dress. Shall I book 19:30?"
        ),
        u("Yes please!", "Yes, go ahead.", "Please do - thank you!", "Yes, book it in."),
        a(
            "All booked: Callum Rennie, Saturday 17 May at 19:30, The Drovers Inn. Booking BP-2517, total "
            "£250 with a £75 deposit due now.",
            _BP_BOOK,
        ),
        u(
            "Is the £75 deposit paid by card online?",
            "How do I pay the £75 deposit?",
            "So the other £175 is paid on the night?",
            "Lovely. Will the confirmation email have the deposit link?",
        ),
        a(
            "There's a payment link for the £75 in the confirmation email; the remaining £175 is due a week "
            "before the party."
        ),
        stop(
            "Perfect, thank you!",
            "Great, I'll pay it tonight. Thanks so much.",
            "Lovely. Thanks for your help!",
        ),
    ),
)

# -- 3. rickshaw: refund for a cancelled tour ----------------------------------------------------------------

RICKSHAW = Scenario(
    goal="Your evening rickshaw tour was cancelled by the company because of a storm; get your money back "
    "rather than a voucher.",
    persona="a tourist travelling with his parents, a bit frustrated but courteous",
    known_facts={
        "booking_ref": "RK-7Q42",
        "email": "dev.patel88@gmail.com",
        "tour_date": "2025-07-12",
        "amount_paid": "$96",
        "party_size": "3",
    },
    unknown_facts=["refund processing time: 5-7 business days", "voucher code"],
    opener=None,
    expected=["refund_booking"],
)
_RK_BOOKING = {
    "ref": "RK-7Q42",
    "tour": "Old Town Lantern Ride",
    "date": "2025-07-12",
    "time": "20:00",
    "riders": 3,
    "paid": 96.0,
    "status": "cancelled_by_operator",
    "voucher_offer": 110.0,
}
_RK_FIND = call("find_booking", {"booking_ref": "RK-7Q42"}, _RK_BOOKING)
_RK_FIND_EMAIL = call("find_booking", {"email": "dev.patel88@gmail.com"}, _RK_BOOKING)
_RK_REFUND = call(
    "refund_booking",
    {"booking_ref": "RK-7Q42", "amount": 96.0, "method": "original_payment"},
    {"refund_id": "RF-88120", "amount": 96.0, "eta": "5-7 business days"},
)
RICKSHAW_FLOWS = (
    (
        u(
            "Hi, our rickshaw tour got cancelled because of the storm and I'd like a refund please, not a "
            "voucher.",
            "Hello, you cancelled our Saturday evening rickshaw tour due to the weather. I want my money "
            "back.",
            "hey, the rickshaw tour on july 12 was called off for the storm - can i get a refund instead of "
            "a voucher?",
            "Hi. Tour cancelled by you guys because of the storm. I paid $96 for 3 of us and I'd prefer a "
            "refund.",
        ),
        a("I'm sorry about that. Could you give me your booking reference?"),
        u("RK-7Q42", "Sure, it's RK-7Q42.", "rk7q42", "Booking ref: RK 7Q42"),
        a(
            "Thanks. I see the Old Town Lantern Ride on 12 July at 20:00 for 3 riders, $96 paid, cancelled "
            "by us because of the storm. I can refund the full $96 to your original payment method, or give "
            "you a voucher worth $110. Which do you prefer?",
            _RK_FIND,
        ),
        u(
            "The refund please. We fly home on Monday so a voucher's no use to us.",
            "Refund, please. The full $96 back to my card.",
            "I'll take the refund. Thanks for offering the $110 voucher though.",
            "Refund please - that's $32 a head for the three of us, all $96 back.",
        ),
        a(
            "Done: $96.00 refunded to your original payment method, reference RF-88120. It takes 5-7 "
            "business days to show.",
            _RK_REFUND,
        ),
        stop(
            "Thanks, appreciate it.",
            "Great, RF-88120 noted. Thank you!",
            "Ok, 5 to 7 business days. Thanks for the help.",
            "",
        ),
    ),
    (
        u(
            "Hi, I had a rickshaw tour booked that you cancelled for the storm. Can I get a refund?",
            "Hi there, my rickshaw tour was cancelled because of the storm and I'd rather have a refund than "
            "a voucher.",
            "Hello - I'd like a refund for the lantern tour you cancelled on the 12th.",
            "Good morning. The evening tour was cancelled last night; a refund please, my parents and I "
            "leave town soon.",
        ),
        a("Of course. What email address did you book with?"),
        u("dev.patel88@gmail.com", "It was dev.patel88@gmail.com", "Dev.Patel88@gmail.com I think"),
        a(
            "I found booking RK-7Q42: the Lantern Ride on July 12 for 3 people, $96. Would you like the "
            "refund to the card you paid with?",
            _RK_FIND_EMAIL,
        ),
        u(
            "Yes, the same card.",
            "Yes please, back to the card.",
            "Yes. How long does it usually take?",
            "Yep, RK-7Q42 is us. Same card please.",
        ),
        a("Refunded $96.00, reference RF-88120. It should reach your card in 5-7 business days.", _RK_REFUND),
        u(
            "Will I get an email about it?",
            "Thanks. Does the confirmation go to dev.patel88@gmail.com?",
            "Great. Can I book again for tomorrow night, paying separately?",
        ),
        a(
            "A confirmation email is on its way to dev.patel88@gmail.com. Tomorrow's 20:00 ride still has "
            "seats if you'd like to book again on our website."
        ),
        stop("Perfect, thanks.", "Ok thanks a lot, bye!", "Good, thank you.", "Cheers, we might do that."),
    ),
)

# -- 4. sandblasting: damage claim (with an opener) ----------------------------------------------------------

SANDBLASTING = Scenario(
    goal="Report that the crew who sandblasted your front wall scratched a window, and get a damage claim "
    "opened for the replacement glass.",
    persona="a retired engineer, precise and a little indignant",
    known_facts={
        "job_number": "SB-2291",
        "address": "47 Orchard Rise, Leeds",
        "job_date": "2025-03-19",
        "phone": "0113 496 0712",
        "glazier_quote": "£180",
    },
    unknown_facts=["claim reference: DC-50812", "crew leader's name"],
    opener="Hi, your crew sandblasted our front wall last week and one of the windows got scratched.",
    expected=["open_damage_claim"],
)
_SB_JOB_INFO = {
    "job": "SB-2291",
    "address": "47 Orchard Rise, Leeds",
    "date": "2025-03-19",
    "work": "brick facade, soda blasting",
    "price": 640.0,
}
_SB_JOB = call("get_job", {"job_number": "SB-2291"}, _SB_JOB_INFO)
_SB_JOB_ADDR = call("get_job", {"address": "47 Orchard Rise, Leeds", "date": "2025-03-19"}, _SB_JOB_INFO)
_SB_CLAIM = call(
    "open_damage_claim",
    {"job_number": "SB-2291", "item": "front window, lower left pane", "amount": 180.0},
    {"claim": "DC-50812", "status": "open", "assessor_contact": "within 5 working days"},
)
SANDBLASTING_FLOWS = (
    (
        u("Hi, your crew sandblasted our front wall last week and one of the windows got scratched."),
        a("I'm very sorry to hear that. Could you give me the job number from your invoice?"),
        u("SB-2291.", "The job number is SB-2291.", "It's SB 2291 on the invoice.", "sb-2291"),
        a(
            "Thank you. That's the brick facade at 47 Orchard Rise, Leeds, done on 19 March. Can you "
            "describe the damage, and do you have a repair quote?",
            _SB_JOB,
        ),
        u(
            "The lower left pane of the bay window has a frosted patch where the grit hit it. A glazier "
            "quoted £180 to replace it.",
            "Yes - the bottom-left pane is scratched, it looks etched. Quote from the glazier: £180.",
            "It's the big front window, lower left. Quite badly pitted. I have a written quote for £180.00.",
            "Scratches across one pane, about a hand's width. The glazier wants £180 for new glass.",
            "Damage:\n- lower left pane of the front bay window\n- fine scratches, frosted look\nQuote: £180",
        ),
        a(
            "Thank you. I've opened damage claim DC-50812 for £180. An assessor will contact you within 5 "
            "working days.",
            _SB_CLAIM,
        ),
        u(
            "Will they call me on 0113 496 0712?",
            "Should I send the glazier's quote to you or to the assessor?",
            "Good. Do I need to keep the old pane until the assessor has seen it?",
            "Noted, DC-50812. Will the assessor want to see the window itself or just photographs?",
        ),
        a(
            "The assessor will call the number on the job, 0113 496 0712. Please keep the pane for now and "
            "email the quote quoting DC-50812; photographs help too."
        ),
        stop(
            "Thank you, that's satisfactory.",
            "Very well. DC-50812 it is. Goodbye.",
            "Thanks for dealing with it promptly.",
            "",
        ),
    ),
    (
        u("Hi, your crew sandblasted our front wall last week and one of the windows got scratched."),
        a("I'm sorry about that. What's the address where the work was done, and roughly when?"),
        u(
            "47 Orchard Rise, Leeds. It was Wednesday the 19th of March.",
            "47 Orchard Rise in Leeds, on 19/03/2025.",
            "The address is 47 Orchard Rise, Leeds - your team came on March 19.",
            "47 Orchard Rise, Leeds, last Wednesday, 19 March.",
        ),
        a("Found it, job SB-2291. What's the best number to reach you on?", _SB_JOB_ADDR),
        u(
            "0113 496 0712",
            "My landline: 0113 496 0712.",
            "Best on 01134960712, mornings.",
            "+44 113 496 0712",
        ),
        a("Thanks. What is damaged, and has anyone quoted for the repair?"),
        u(
            "The lower left pane of the bay window is etched where the grit hit it. The glazier quoted £180.",
            "One pane of the front window, badly scratched. I've had a quote of £180 to replace it.",
            "The front window - one pane looks frosted now. Replacement is £180 according to the glazier.",
        ),
        a(
            "I've opened damage claim DC-50812 for £180; an assessor will call you within 5 working days. "
            "The crew leader on the job, Gary Spence, has been asked for a statement.",
            _SB_CLAIM,
        ),
        u(
            "Thank you. I'd rather Mr Spence didn't come back for the remaining pointing, if that can be "
            "arranged.",
            "Fine. How long does a claim usually take to settle?",
            "All right. So I pay the glazier the £180 and you reimburse me?",
            "Understood. I'll keep DC-50812 to hand.",
        ),
        a(
            "I've noted that. Claims are normally settled within two weeks of the assessor's visit, and once "
            "approved we reimburse the £180 directly."
        ),
        stop("Good. Thank you.", "That's clear, thanks.", "Appreciated. Goodbye."),
    ),
)

# -- 5. cricketnets: move a nets session ---------------------------------------------------------------------

CRICKETNETS = Scenario(
    goal="Move your club's indoor nets session from Saturday morning to the Sunday of the same weekend, and "
    "add a bowling machine if it isn't too dear.",
    persona="a club captain organising practice for his team, cheerful and a bit rushed",
    known_facts={
        "booking_id": "CN-18834",
        "club_name": "Hollingworth CC",
        "email": "raj.iyer@outlook.com",
        "session_date": "2025-06-07",
        "lanes": "2",
    },
    unknown_facts=["bowling machine price: £12 an hour", "lane numbers"],
    opener=None,
    expected=["change_net_booking"],
)
_CN_BOOKING = {
    "booking": "CN-18834",
    "club": "Hollingworth CC",
    "date": "2025-06-07",
    "start": "10:00",
    "hours": 2,
    "lanes": 2,
    "price": 64.0,
    "sunday_free": ["2025-06-08T11:00", "2025-06-08T15:00"],
}
_CN_GET = call("get_net_booking", {"booking_id": "CN-18834"}, _CN_BOOKING)
_CN_GET_EMAIL = call("get_net_booking", {"email": "raj.iyer@outlook.com"}, _CN_BOOKING)
_CN_CHANGE = call(
    "change_net_booking",
    {"booking_id": "CN-18834", "new_start": "2025-06-08T11:00", "bowling_machine": True},
    {
        "booking": "CN-18834",
        "date": "2025-06-08",
        "start": "11:00",
        "lanes": [3, 4],
        "machine": True,
        "price": 88.0,
    },
)
_CN_CHANGE_PM = call(
    "change_net_booking",
    {"booking_id": "CN-18834", "new_start": "2025-06-08T15:00", "bowling_machine": False},
    {
        "booking": "CN-18834",
        "date": "2025-06-08",
        "start": "15:00",
        "lanes": [3, 4],
        "machine": False,
        "price": 64.0,
    },
)
CRICKETNETS_FLOWS = (
    (
        u(
            "Hi, can I move our nets session from Saturday to Sunday? It's for Hollingworth CC.",
            "Hello! Need to switch our Saturday nets booking to the Sunday of the same weekend please",
            "hiya - any chance of moving our 2 lanes from sat 7th to sunday?",
            "Morning! Our team's nets are booked Saturday 7 June but half the lads can't make it. Could we "
            "do Sunday instead?",
        ),
        a("Sure. What's the booking ID?"),
        u("CN-18834", "It's CN-18834.", "booking id cn18834", "CN 18834 I think - yes, CN-18834."),
        a(
            "Thanks. You have 2 lanes on Saturday 7 June, 10:00-12:00, £64. On Sunday 8 June I can do "
            "11:00-13:00 or 15:00-17:00. Which one?",
            _CN_GET,
        ),
        u(
            "11 till 1 on Sunday please.",
            "The 11:00 slot. Also, how much is a bowling machine?",
            "Sunday 11am. Could we add a bowling machine as well?",
            "11:00-13:00 please. What would a bowling machine cost on top of the £64?",
        ),
        a(
            "The bowling machine is £12 an hour, so £24 for the session. Shall I move you to Sunday 11:00 "
            "and add it?"
        ),
        u(
            "Yes, go for it.",
            "£24 is fine, yes please - so £88 altogether.",
            "Yes please, move it and add the machine.",
            "Yep, £12 an hour is decent. Book it.",
        ),
        a(
            "Done: Sunday 8 June, 11:00-13:00, lanes 3 and 4, with a bowling machine. New total £88.",
            _CN_CHANGE,
        ),
        stop("Cheers!", "Brilliant, thanks very much.", "Lanes 3 and 4, got it. Thanks!", ""),
    ),
    (
        u(
            "Hi, I'd like to change the day of our nets booking, Saturday to Sunday.",
            "hello, can our cricket nets move to sunday? currently booked for saturday",
            "Hi there, captain of Hollingworth CC here - we need our Saturday nets moved to Sunday if "
            "there's room.",
        ),
        a("I can help with that. Which email address is the booking under?"),
        u("raj.iyer@outlook.com", "It should be raj.iyer@outlook.com.", "Raj.Iyer@outlook.com"),
        a(
            "Found booking CN-18834 for Hollingworth CC: 2 lanes on 7 June at 10:00. Sunday 8 June has 11:00 "
            "or 15:00 free.",
            _CN_GET_EMAIL,
        ),
        u(
            "15:00 would suit us better, the juniors have a match in the morning.",
            "3pm on Sunday please.",
            "The afternoon one, 15:00.",
        ),
        a("And would you like a bowling machine? It's £12 an hour."),
        u(
            "No thanks, we'll bowl at each other.",
            "Not this time, thanks.",
            "No - our quicks need the practice!",
            "Tempting at £24 for the two hours, but no thanks.",
        ),
        a("Moved: Sunday 8 June, 15:00-17:00, lanes 3 and 4, £64 as before.", _CN_CHANGE_PM),
        u(
            "Can we get in 15 minutes early to set up?",
            "Do we need to bring our own balls?",
            "Great. Is there parking on site?",
            "Lovely. Does CN-18834 stay the same reference?",
        ),
        a(
            "Yes, the hall opens 15 minutes before, the reference stays CN-18834, balls are provided and "
            "parking is free."
        ),
        stop("Lovely stuff, thanks.", "Perfect. Cheers!", "Thanks, see you Sunday."),
    ),
)

# -- 6. duckpond: warranty visit for a leaking liner (with an opener) ----------------------------------------

DUCKPOND = Scenario(
    goal="The liner of the duck pond the company built in your garden is leaking; get a warranty repair "
    "visit booked.",
    persona="a retired schoolteacher who keeps ducks, chatty and polite",
    known_facts={
        "customer_number": "DP-60935",
        "install_date": "2024-04-22",
        "postcode": "OX29 7QR",
        "email": "h.whitcombe@gmail.com",
        "pond_size": "6 by 4 metres",
    },
    unknown_facts=["liner warranty: 10 years", "engineer's name"],
    opener="Hello, the liner in the duck pond you installed for us last spring is leaking.",
    expected=["book_warranty_visit"],
)
_DP_CUSTOMER = {
    "customer": "DP-60935",
    "name": "Helen Whitcombe",
    "address": "Brook Cottage, Church Lane, Stanton Harcourt, OX29 7QR",
    "installed": "2024-04-22",
    "liner": "EPDM 1.0mm",
    "visit_slots": ["2025-05-06", "2025-05-08"],
}
_DP_LOOKUP = call("lookup_customer", {"customer_number": "DP-60935"}, _DP_CUSTOMER)
_DP_LOOKUP_PC = call(
    "lookup_customer", {"postcode": "OX29 7QR", "email": "h.whitcombe@gmail.com"}, _DP_CUSTOMER
)
_DP_BOOK = call(
    "book_warranty_visit",
    {"customer_number": "DP-60935", "date": "2025-05-08", "issue": "liner leak"},
    {
        "visit": "WV-7731",
        "date": "2025-05-08",
        "window": "09:00-13:00",
        "engineer": "Tom Arkwright",
        "charge": 0,
    },
)
_DP_BOOK_TUE = call(
    "book_warranty_visit",
    {"customer_number": "DP-60935", "date": "2025-05-06", "issue": "liner leak"},
    {
        "visit": "WV-7731",
        "date": "2025-05-06",
        "window": "09:00-13:00",
        "engineer": "Tom Arkwright",
        "charge": 0,
    },
)
DUCKPOND_FLOWS = (
    (
        u("Hello, the liner in the duck pond you installed for us last spring is leaking."),
        a("Oh dear, I'm sorry to hear that. Could I have your customer number?"),
        u(
            "Yes, it's DP-60935.",
            "DP-60935",
            "Customer number DP 60935 - it's on the letter you sent.",
            "I believe it's dp-60935.",
        ),
        a(
            "Thank you, Mrs Whitcombe. I see the pond at Brook Cottage, installed on 22 April 2024 with an "
            "EPDM liner, which has a 10-year warranty, so a leak is covered. How fast is the water dropping?",
            _DP_LOOKUP,
        ),
        u(
            "About two inches a day since last week. The ducks are standing in mud at the shallow end!",
            "It's gone down by a good hand's depth in a week. I keep topping it up with the hose.",
            "Quite quickly - an inch or two a day. It's a big pond, 6 by 4 metres, so that's a lot of water.",
            "Steadily. I marked the edge with a stick on Sunday and it's dropped about five centimetres "
            "since.",
        ),
        a(
            "That sounds like a puncture or a seam. I can send an engineer on Tuesday 6 May or Thursday 8 "
            "May, in the morning. Which suits you?"
        ),
        u(
            "Thursday the 8th, please. Tuesday is my bridge club.",
            "Thursday 8 May would be lovely.",
            "The 8th, please - mornings are fine.",
            "Thursday, if that's all right. I'll make sure the ducks are shut in.",
        ),
        a(
            "Booked: visit WV-7731 on Thursday 8 May between 9:00 and 13:00, free of charge under warranty. "
            "Your engineer will be Tom Arkwright.",
            _DP_BOOK,
        ),
        stop(
            "Thank you so much, the ducks will be relieved.",
            "Splendid. WV-7731, I've written it down. Thank you!",
            "Thank you, that's very kind.",
            "",
        ),
    ),
    (
        u("Hello, the liner in the duck pond you installed for us last spring is leaking."),
        a("I'm sorry. To find your account, can you tell me your postcode and the email address you used?"),
        u(
            "OX29 7QR, and h.whitcombe@gmail.com.",
            "Postcode OX29 7QR. Email h.whitcombe@gmail.com.",
            "It's ox29 7qr - and my email is H.Whitcombe@gmail.com",
        ),
        a(
            "Thank you. I have DP-60935, installed on 22 April last year. The EPDM liner has a 10-year "
            "warranty, so this is covered. Is it the liner itself or the edging?",
            _DP_LOOKUP_PC,
        ),
        u(
            "The liner, I'm fairly sure. There's a soggy patch in the lawn on the far side, where the ducks "
            "get out.",
            "The liner - the water's dropping below the edging stones.",
            "Definitely the liner. Ten years' warranty is reassuring!",
            "The liner, I think. The level stops falling about a foot down, if that tells you anything.",
        ),
        a("Thank you. The first engineer visits are Tuesday 6 May or Thursday 8 May, mornings."),
        u("Tuesday the 6th, please.", "6 May is best for me.", "Tuesday morning would be perfect."),
        a(
            "Booked for Tuesday 6 May, 9:00-13:00, visit WV-7731, with Tom Arkwright. No charge.",
            _DP_BOOK_TUE,
        ),
        u(
            "Should I drain the pond before Tom comes?",
            "Do I need to move the ducks somewhere for the day?",
            "Will Tom need access through the side gate? It's usually padlocked.",
        ),
        a(
            "Please don't drain it; Tom will lower the water himself. Keeping the ducks in their house for "
            "the morning helps, and do leave the side gate open."
        ),
        stop(
            "Righto. Thank you so much.",
            "That's all very clear, thank you.",
            "Wonderful, thanks for your help.",
        ),
    ),
)

# -- 7. fireworks: cancel a display --------------------------------------------------------------------------

FIREWORKS = Scenario(
    goal="Cancel the private fireworks display you booked for your firm's garden party in November, because "
    "the party has been called off, and get your deposit back.",
    persona="a small-business owner, businesslike and brisk",
    known_facts={
        "booking_number": "FW-31-0877",
        "event_date": "2025-11-08",
        "deposit": "£400",
        "email": "accounts@kerrigan-joinery.co.uk",
        "phone": "01632 960 418",
    },
    unknown_facts=["cancellation fee: £60", "display designer's name"],
    opener=None,
    expected=["cancel_display"],
)
_FW_GET = call(
    "get_display_booking",
    {"booking_number": "FW-31-0877"},
    {
        "booking": "FW-31-0877",
        "customer": "Kerrigan Joinery Ltd",
        "account_type": "business",
        "event": "2025-11-08",
        "package": "Garden Gold, 6 minutes",
        "deposit_paid": 400.0,
        "balance_due": 850.0,
    },
)
_FW_CANCEL = call(
    "cancel_display",
    {"booking_number": "FW-31-0877", "refund_deposit": True},
    {"status": "cancelled", "fee": 60.0, "refund": 340.0, "refund_ref": "RFD-20931"},
)
FIREWORKS_FLOWS = (
    (
        u(
            "Hello, I need to cancel our fireworks display for November. The party's off.",
            "Hi, we have to cancel the private display booked for our garden party - event cancelled. I'd "
            "like the deposit back.",
            "Good afternoon. Please cancel fireworks booking FW-31-0877; the party on 8 November is no "
            "longer going ahead.",
            "Hi - cancelling our November fireworks, the £400 deposit should come back to us please.",
        ),
        a("Sorry to hear the party's off. What's the booking number?"),
        u("FW-31-0877", "Booking number FW-31-0877.", "It's FW310877.", "fw-31-0877"),
        a(
            "Thanks. That's the Garden Gold display on 8 November for Kerrigan Joinery Ltd, £400 deposit "
            "paid. Cancelling more than 30 days ahead costs a £60 admin fee, so you'd get £340 back. Shall I "
            "cancel?",
            _FW_GET,
        ),
        u(
            "Yes, cancel it. £340 is acceptable.",
            "Go ahead. Bit annoying about the £60 but fine.",
            "Yes please - so £340 back to the card we paid with.",
            "Understood. Please proceed with the cancellation.",
        ),
        a(
            "Cancelled. £340 will be refunded to your original payment method, reference RFD-20931.",
            _FW_CANCEL,
        ),
        u(
            "Could you send written confirmation to accounts@kerrigan-joinery.co.uk?",
            "Thanks. Will the refund show as RFD-20931 on the statement?",
            "How long until the £340 arrives?",
            "Right. I'll need that in writing for the books - can you email it?",
        ),
        a(
            "Confirmation is on its way to accounts@kerrigan-joinery.co.uk; the refund, RFD-20931, usually "
            "arrives within 5 working days."
        ),
        stop("Thanks. That's everything.", "Good, thank you.", "Much appreciated. Goodbye.", ""),
    ),
    (
        u(
            "Hi, I'd like to cancel a fireworks display and get my deposit refunded.",
            "Hello, we need to cancel our Bonfire-weekend display please - the event has been scrapped.",
            "Morning. Our company's fireworks display in November needs cancelling.",
        ),
        a("I can look into that. Can I have the booking number and the phone number on the booking?"),
        u(
            "FW-31-0877, phone 01632 960 418.",
            "Booking FW-31-0877 and the number is 01632 960418.",
            "FW-31-0877 / 01632960418",
        ),
        a(
            "Thank you. This booking is held by Kerrigan Joinery Ltd as a business account, and I'm afraid I "
            "can't cancel business bookings over chat: the named account contact must send the cancellation "
            "in writing to bookings@skyburst-displays.co.uk. I can't process it from here.",
            _FW_GET,
        ),
        u(
            "That's me, I'm the account contact. Can you really not do it?",
            "Right. I'll email them then.",
            "Fine - I'll put it in writing today.",
            "Bureaucracy. Very well, what do I need to include in the email?",
        ),
        a(
            "I'm sorry, I can't: written cancellations are required for business accounts. Include the "
            "booking number, FW-31-0877; once the email arrives it's handled within a working day."
        ),
        stop("Understood. Thanks.", "Ok, I'll send it now. Goodbye.", "Noted. Bye."),
    ),
)

# -- 8. glamping: add a night (with an opener) ---------------------------------------------------------------

GLAMPING = Scenario(
    goal="Add one extra night to your August yurt stay at the glamping site, so you leave on the Monday "
    "instead of the Sunday.",
    persona="a Swedish nurse on holiday with her partner and their dog, friendly, in good but slightly "
    "formal English",
    known_facts={
        "booking_ref": "GL-5520-KT",
        "arrival_date": "2025-08-14",
        "departure_date": "2025-08-17",
        "email": "sophie.lindqvist@proton.me",
        "phone": "+46 70 123 45 67",
    },
    unknown_facts=["extra night price: £145", "yurt name"],
    opener="Hi! Could we add an extra night to our yurt stay in August?",
    expected=["extend_stay"],
)
_GL_STAY = {
    "ref": "GL-5520-KT",
    "unit": "Juniper Yurt",
    "arrive": "2025-08-14",
    "depart": "2025-08-17",
    "guests": 2,
    "dog": True,
    "paid": 435.0,
}
_GL_FIND = call("find_stay", {"booking_ref": "GL-5520-KT"}, _GL_STAY)
_GL_FIND_EMAIL = call("find_stay", {"email": "sophie.lindqvist@proton.me"}, _GL_STAY)
_GL_CHECK = call(
    "check_night", {"unit": "Juniper Yurt", "night": "2025-08-17"}, {"available": True, "price": 145.0}
)
_GL_EXTEND = call(
    "extend_stay",
    {"booking_ref": "GL-5520-KT", "new_departure": "2025-08-18"},
    {"ref": "GL-5520-KT", "depart": "2025-08-18", "added": 145.0, "total": 580.0},
)
GLAMPING_FLOWS = (
    (
        u("Hi! Could we add an extra night to our yurt stay in August?"),
        a("Of course, let me check. What's your booking reference?"),
        u(
            "It is GL-5520-KT.",
            "GL-5520-KT",
            "The reference is GL5520KT.",
            "Booking reference: GL-5520-KT. Thank you!",
        ),
        a(
            "Thank you! You're in the Juniper Yurt from Thursday 14 August to Sunday 17 August. The Sunday "
            "night is free, at £145. Shall I extend your stay to Monday 18 August?",
            _GL_FIND,
            _GL_CHECK,
        ),
        u(
            "Yes please, Monday the 18th.",
            "Yes, that would be lovely. £145 is fine.",
            "So that is £580 for the four nights in total. Yes, please extend.",
            "Yes please. Is check-out still at 11 on the Monday?",
        ),
        a(
            "Done! You now leave on Monday 18 August; the new total is £580. Check-out is at 11:00.",
            _GL_EXTEND,
        ),
        stop(
            "Tack! Thank you so much.",
            "Wonderful, thank you. We are looking forward to it.",
            "Perfect, thanks a lot!",
            "",
        ),
    ),
    (
        u("Hi! Could we add an extra night to our yurt stay in August?"),
        a("Happy to check. What email address is the booking under?"),
        u(
            "sophie.lindqvist@proton.me",
            "It is sophie.lindqvist@proton.me",
            "Sophie.Lindqvist@proton.me, thank you.",
        ),
        a(
            "I found GL-5520-KT, Juniper Yurt, 14 to 17 August, 2 guests and a dog. One more night on Sunday "
            "17 August costs £145. Would you like it?",
            _GL_FIND_EMAIL,
            _GL_CHECK,
        ),
        u(
            "Yes, please add the Sunday night.",
            "Yes please. The dog is included for the extra night as well?",
            "Yes, £145 is fine. Please extend to Monday.",
            "Yes! Our dog Bosse will be very happy to stay longer.",
        ),
        a(
            "I'm sorry, the booking system returned an error when I tried to add the night, and nothing has "
            "been charged. Please try again tomorrow or call the site office.",
            call(
                "extend_stay",
                {"booking_ref": "GL-5520-KT", "new_departure": "2025-08-18"},
                error="PaymentGatewayError: upstream timeout",
            ),
        ),
        stop(
            "Oh, that is a pity. I will try again tomorrow. Thank you.",
            "Okay, I will call the office. Thanks for trying.",
            "No problem, thank you.",
        ),
    ),
    (
        u("Hi! Could we add an extra night to our yurt stay in August?"),
        a("Of course. Could I have your booking reference and a phone number in case we need to reach you?"),
        u(
            "GL-5520-KT, and my phone is +46 70 123 45 67.",
            "Reference GL-5520-KT. Phone: +46701234567.",
            "GL-5520-KT / 070-123 45 67",
        ),
        a(
            "Thanks. You're in the Juniper Yurt, 14 to 17 August. The night of Sunday 17 August is free and "
            "costs £145. Shall I add it?",
            _GL_FIND,
            _GL_CHECK,
        ),
        u(
            "Yes please. We leave Monday the 18th then.",
            "Yes, please book it.",
            "Monday the 18th, yes. Will we keep the Juniper Yurt?",
            "Yes. £145 for one more night by the lake, that is worth it.",
        ),
        a(
            "Done: you keep the Juniper Yurt and now leave on Monday 18 August. New total £580.",
            _GL_EXTEND,
        ),
        u(
            "Thank you. Can we check out a bit later on the Monday?",
            "Great. Should I pay the £145 now or on arrival?",
            "Thanks! Is a receipt sent to my email?",
        ),
        a(
            "Late checkout until 1 pm is fine on Mondays; the £145 is charged on arrival, and a receipt goes "
            "to sophie.lindqvist@proton.me."
        ),
        stop(
            "Perfect, thank you very much!",
            "Lovely. Thanks and see you in August.",
            "Great, thank you for the help.",
        ),
    ),
)

# -- 9. hennatattoo: move a bridal henna appointment ---------------------------------------------------------

HENNATATTOO = Scenario(
    goal="Your mehndi evening has been moved a day earlier; move your bridal henna appointment from Saturday "
    "20 September to Friday 19 September.",
    persona="a bride-to-be, excited and slightly anxious, uses the odd emoji",
    known_facts={
        "full_name": "Amira Haddad",
        "appointment_id": "HN-2047",
        "phone": "07911 123456",
        "email": "amira.haddad@icloud.com",
        "deposit_paid": "£60",
    },
    unknown_facts=["artist's name: Zainab Qureshi", "session length"],
    opener=None,
    expected=["reschedule_appointment"],
)
_HN_APPOINTMENT = {
    "id": "HN-2047",
    "client": "Amira Haddad",
    "date": "2025-09-20",
    "start": "10:00",
    "service": "Bridal full hands and feet",
    "artist": "Zainab Qureshi",
    "deposit": 60.0,
    "price": 240.0,
}
_HN_FIND = call("find_appointment", {"appointment_id": "HN-2047"}, _HN_APPOINTMENT)
_HN_FIND_NAME = call("find_appointment", {"name": "Amira Haddad", "phone": "07911123456"}, _HN_APPOINTMENT)
_HN_FIND_EMAIL = call("find_appointment", {"email": "amira.haddad@icloud.com"}, _HN_APPOINTMENT)
_HN_MOVE = call(
    "reschedule_appointment",
    {"appointment_id": "HN-2047", "new_date": "2025-09-19", "start": "10:00"},
    {"id": "HN-2047", "date": "2025-09-19", "start": "10:00", "artist": "Zainab Qureshi", "status": "moved"},
)
_HN_MOVE9 = call(
    "reschedule_appointment",
    {"appointment_id": "HN-2047", "new_date": "2025-09-19", "start": "09:00"},
    {"id": "HN-2047", "date": "2025-09-19", "start": "09:00", "artist": "Zainab Qureshi", "status": "moved"},
)
HENNATATTOO_FLOWS = (
    (
        u(
            "Hi! My mehndi night has been moved a day earlier, so I need to move my bridal henna to Friday "
            "19 September please 🙏",
            "Hello, could I move my henna appointment from Saturday the 20th to Friday the 19th? The family "
            "changed the mehndi date!",
            "hi, I need my bridal henna a day earlier - friday 19 sept instead of sat 20th",
            "Hi there, is it possible to change my bridal henna booking to the 19th of September?",
        ),
        a("Congratulations! Could I have your appointment ID?"),
        u("It's HN-2047.", "HN-2047 😊", "hn2047", "Sure, HN-2047."),
        a(
            "Thank you, Amira. You're booked for bridal henna, full hands and feet, with Zainab on Saturday "
            "20 September at 10:00. Zainab is free on Friday 19 September at 10:00 too. Shall I move it?",
            _HN_FIND,
        ),
        u(
            "Yes please!! Same time is perfect.",
            "Yes, 10am Friday works. So happy Zainab is free!",
            "Yes please move it to Friday. How long does the session take?",
            "Please do! Friday 19th at 10:00.",
        ),
        a(
            "Moved to Friday 19 September at 10:00 with Zainab. The session takes about 4 hours, so plan to "
            "be free until around 14:00. Your £60 deposit carries over.",
            _HN_MOVE,
        ),
        stop(
            "Amazing, thank you so much! 💛",
            "Perfect, thanks for being so quick.",
            "Thank you! 4 hours, noted.",
            "",
        ),
    ),
    (
        u(
            "Hi, I need to change the date of my bridal henna appointment.",
            "Hello! Can I move my henna booking to the day before?",
            "Hi, my mehndi has moved so my henna needs to be on Friday the 19th instead of Saturday 😬",
        ),
        a("Of course. Could I have your full name and the phone number on the booking?"),
        u(
            "Amira Haddad, 07911 123456.",
            "Amira Haddad - 07911 123 456",
            "It's Amira Haddad and my number is +44 7911 123456.",
        ),
        a(
            "Thank you. I've found HN-2047 for 20 September. I'm afraid I can't move it: it was booked as "
            "part of the Rose Hall wedding package, and package bookings can't be changed within 21 days of "
            "the date, so I'm not able to change it here. The venue's coordinator can help.",
            _HN_FIND_NAME,
        ),
        u(
            "Oh no. Can I at least get my £60 deposit back if I cancel?",
            "That's really stressful. Who do I contact at Rose Hall?",
            "Is there really nothing you can do? It's only one day earlier 😟",
        ),
        a(
            "I'm sorry, I can't refund or move package bookings here. The Rose Hall coordinator can contact "
            "us directly to rearrange it."
        ),
        stop(
            "Okay. I'll call Rose Hall then. Thanks anyway.",
            "Fine, I'll sort it with the venue. Bye.",
            "Alright, thank you.",
        ),
    ),
    (
        u(
            "Hi! I need to move my bridal henna from Saturday 20 September to Friday 19 September, is that "
            "possible?",
            "Hello 👋 my mehndi moved to Friday, can the henna move too?",
            "hiya, could my henna appointment be a day earlier please",
        ),
        a("Happy to help. What email did you book with?"),
        u("amira.haddad@icloud.com", "It's amira.haddad@icloud.com 😊", "Amira.Haddad@icloud.com"),
        a(
            "Found HN-2047: Saturday 20 September, 10:00, £60 deposit paid. Friday 19 September has 9:00 or "
            "13:00 free.",
            _HN_FIND_EMAIL,
        ),
        u(
            "9am please, I'd like it done before lunch.",
            "The 9:00 slot please!",
            "9 in the morning would be best.",
            "Friday at 9:00, thank you so much 🙏",
        ),
        a("Done: Friday 19 September at 9:00 with Zainab Qureshi. It takes about 4 hours.", _HN_MOVE9),
        u(
            "Thank you! Should I come with clean, unmoisturised skin?",
            "Can my sister come along to keep me company?",
            "How long should I keep the paste on afterwards?",
            "Yay! Zainab did my cousin's henna, she's amazing. Should I bring anything?",
        ),
        a(
            "Clean skin with no lotion is best; a companion is very welcome; and keep the paste on for at "
            "least 6 hours."
        ),
        stop("Perfect, thank you 💛", "Brilliant, see you then!", "Thanks so much!"),
    ),
)

# -- 10. junkremoval: book a pickup (with an opener) ---------------------------------------------------------

JUNKREMOVAL = Scenario(
    goal="Book a pickup to haul away an old sofa, a broken fridge and some boxes from your apartment on a "
    "Saturday.",
    persona="a graduate student moving out, casual and a bit disorganised",
    known_facts={
        "address": "22 Birchwood Avenue, Apt 3B, Columbus, OH 43215",
        "phone": "(614) 555-0187",
        "email": "marcus.bell@yahoo.com",
        "preferred_date": "2025-05-03",
        "floor": "third floor, no elevator",
    },
    unknown_facts=["fridge disposal fee: $45", "crew size"],
    opener="Hi, I need someone to haul away an old sofa and a broken fridge.",
    expected=["book_pickup"],
)
_JR_QUOTE = call(
    "get_quote",
    {"items": ["sofa", "fridge", "boxes"], "zip": "43215", "stairs": True},
    {
        "base": 189.0,
        "fridge_fee": 45.0,
        "stairs_fee": 25.0,
        "total": 259.0,
        "slots": ["2025-05-03T08:00", "2025-05-03T13:00"],
    },
)
_JR_BOOK = call(
    "book_pickup",
    {
        "address": "22 Birchwood Avenue, Apt 3B, Columbus, OH 43215",
        "slot": "2025-05-03T13:00",
        "phone": "6145550187",
    },
    {"job": "JR-90412", "window": "13:00-15:00", "total": 259.0, "crew": 2},
)
_JR_BOOK_AM = call(
    "book_pickup",
    {
        "address": "22 Birchwood Avenue, Apt 3B, Columbus, OH 43215",
        "slot": "2025-05-03T08:00",
        "phone": "6145550187",
    },
    {"job": "JR-90412", "window": "08:00-10:00", "total": 259.0, "crew": 2},
)
JUNKREMOVAL_FLOWS = (
    (
        u("Hi, I need someone to haul away an old sofa and a broken fridge."),
        a("We can do that! Anything else going, and what's the address?"),
        u(
            "Also like six boxes of old books. Address is 22 Birchwood Avenue, Apt 3B, Columbus, OH 43215.",
            "Yeah a few boxes too. It's 22 Birchwood Ave, Apt 3B, Columbus OH 43215.",
            "plus some boxes. 22 birchwood avenue apt 3b, columbus 43215",
            "A handful of boxes as well. I'm at 22 Birchwood Avenue, Apartment 3B, Columbus, Ohio 43215 - "
            "third floor, no elevator, sorry!",
        ),
        a("Thanks. Is there an elevator, and which day works for you?"),
        u(
            "No elevator, it's the third floor. Saturday May 3rd if possible.",
            "3rd floor walk-up, sorry! Could you do Saturday the 3rd?",
            "No elevator. Saturday 5/3 would be ideal.",
            "Stairs only, third floor. This Saturday, May 3, if you have room.",
        ),
        a(
            "For a sofa, a fridge and boxes from a third-floor walk-up it's $189, plus $45 to dispose of the "
            "fridge and $25 for the stairs: $259 in total. On Saturday May 3 we have 8-10 am or 1-3 pm.",
            _JR_QUOTE,
        ),
        u(
            "1-3pm please, I'm not a morning person lol",
            "The afternoon one. $259 is ok.",
            "1 to 3 works. that's $70 in extra fees, kinda steep but fine",
            "Afternoon please - 1pm.",
        ),
        a("Great. What phone number should the crew call when they're on the way?"),
        u("(614) 555-0187", "614-555-0187", "6145550187, text is fine too", "It's (614) 555-0187."),
        a(
            "You're booked: Saturday May 3, 1-3 pm, job JR-90412, $259. Two movers will call (614) 555-0187 "
            "on the way.",
            _JR_BOOK,
        ),
        stop("Awesome, thanks!", "sweet, JR-90412. thx", "Perfect, thank you so much.", ""),
    ),
    (
        u("Hi, I need someone to haul away an old sofa and a broken fridge."),
        a("Sure thing. Can I get your email and phone number to start a booking?"),
        u(
            "marcus.bell@yahoo.com, (614) 555-0187",
            "Email marcus.bell@yahoo.com and phone 614 555 0187.",
            "Marcus.Bell@yahoo.com / 614.555.0187",
        ),
        a("Thanks. What's the pickup address, and what date?"),
        u(
            "22 Birchwood Avenue, Apt 3B, Columbus, OH 43215. Saturday May 3.",
            "22 Birchwood Ave Apt 3B, Columbus 43215 - this Saturday, the 3rd.",
            "Address: 22 Birchwood Avenue, Apt 3B, Columbus OH 43215\nDate: Saturday 5/3",
        ),
        a("Got it. Is there anything else besides the sofa and fridge, and any stairs?"),
        u(
            "Some boxes of books, and it's the third floor with no elevator.",
            "A few boxes. Third floor walk-up.",
            "yeah boxes, and stairs - 3rd floor, no lift",
        ),
        a(
            "That's $189, plus $45 for the fridge and $25 for the stairs, $259 in total. On Saturday May 3 "
            "we have 8-10 am or 1-3 pm.",
            _JR_QUOTE,
        ),
        u(
            "8-10am please.",
            "Morning slot please, 8 am.",
            "The 8 o'clock one, I need to be at work by noon.",
            "Morning. So $259 all in, right, no surprises on the day?",
        ),
        a(
            "Booked: Saturday May 3, 8-10 am, job JR-90412, $259 all in. Two movers will call you on the "
            "way.",
            _JR_BOOK_AM,
        ),
        u(
            "Do I need to carry anything down myself?",
            "Do you take the boxes even if they're heavy?",
            "Can I pay by card on the day?",
        ),
        a("No, the crew carries everything; heavy boxes are fine; and you can pay by card when they finish."),
        stop("Cool, thanks a lot!", "Great, see you Saturday.", "thanks, that's a relief"),
    ),
)

DOMAINS: list[Domain] = [
    Domain("quarry", QUARRY, QUARRY_FLOWS),
    Domain("bagpipes", BAGPIPES, BAGPIPES_FLOWS),
    Domain("rickshaw", RICKSHAW, RICKSHAW_FLOWS),
    Domain("sandblasting", SANDBLASTING, SANDBLASTING_FLOWS),
    Domain("cricketnets", CRICKETNETS, CRICKETNETS_FLOWS),
    Domain("duckpond", DUCKPOND, DUCKPOND_FLOWS),
    Domain("fireworks", FIREWORKS, FIREWORKS_FLOWS),
    Domain("glamping", GLAMPING, GLAMPING_FLOWS),
    Domain("hennatattoo", HENNATATTOO, HENNATATTOO_FLOWS),
    Domain("junkremoval", JUNKREMOVAL, JUNKREMOVAL_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "bagpipes",
        0,
        Say(0, "Hi! I'm looking to book a bagpiper for my father's 70th birthday in May."),
        "paraphrase",
    ),
    F(
        "opener",
        "bagpipes",
        1,
        Say(0, "Hello! I'd like to book a piper for my dad's 70th birthday party"),
        "truncated: 'in May.' dropped",
    ),
    F(
        "opener",
        "sandblasting",
        0,
        Say(
            0,
            "Hello, your team sandblasted the front of our house last week and scratched one of our windows.",
        ),
        "reworded",
    ),
    F(
        "opener",
        "sandblasting",
        1,
        Say(
            0,
            "Hi, your crew sandblasted our front wall last week and one of the windows got scratched. "
            "Frankly, I'm not impressed.",
        ),
        "opener plus a sentence",
    ),
    F("opener", "duckpond", 0, Say(0, "Hello, our duck pond is leaking."), "shortened to another message"),
    F(
        "opener",
        "glamping",
        0,
        Say(0, "Hej! Could we add an extra night to our yurt stay in August?"),
        "greeting changed",
    ),
    F(
        "opener",
        "glamping",
        1,
        Say(0, "Hi! We would love to stay one more night in our yurt in August - is that possible?"),
        "paraphrase",
    ),
    F(
        "opener",
        "junkremoval",
        1,
        Say(0, "hey can u guys pick up an old couch and a broken fridge from my place"),
        "casual rewrite",
    ),
    # -- reply_shape: more than one voice, reasoning, stage business, a stop that asks
    F(
        "reply_shape",
        "quarry",
        0,
        Say(1, "QY-40317\nAssistant: Thank you, let me pull up that order for you."),
        "assistant line after the answer",
    ),
    F(
        "reply_shape",
        "bagpipes",
        1,
        Say(2, "(Staying in character as Fiona.) The 17th, at the Drovers Inn, Inverarnan."),
        "note about staying in character",
    ),
    F(
        "reply_shape",
        "rickshaw",
        0,
        Say(
            1,
            "<thinking>The agent wants the booking reference; it is in my facts, so I give only that."
            "</thinking>\nRK-7Q42",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "sandblasting",
        0,
        Say(4, "Thank you. When exactly will the assessor come round?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "cricketnets",
        0,
        Say(
            2,
            "Great news! I've booked you in for Sunday at 11:00. Would you like to add a bowling machine to "
            "your session?",
        ),
        "the assistant's voice",
    ),
    F(
        "reply_shape",
        "duckpond",
        1,
        Say(
            3,
            "Tuesday the 6th, please.\nEngineer: Right you are, I'll bring a patch kit and a spare underlay.",
        ),
        "staff member on a line of its own",
    ),
    F(
        "reply_shape",
        "fireworks",
        0,
        Say(2, "*sighs* Fine, go ahead and cancel it. £340 is acceptable."),
        "action written as in a play",
    ),
    F(
        "reply_shape",
        "hennatattoo",
        0,
        Say(
            2,
            "Yes please move it to Friday! Do I need to bring anything? Probably just an old top I don't "
            "mind staining.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "junkremoval",
        1,
        Say(1, '{"role": "user", "content": "marcus.bell@yahoo.com, (614) 555-0187"}'),
        "message written as JSON with a role",
    ),
    # -- invented_specifics: a specific in neither the scenario nor an earlier message or tool result
    F("invented_specifics", "quarry", 0, Say(1, "It's QY-40371."), "order digits swapped"),
    F("invented_specifics", "bagpipes", 0, Say(3, "fiona.macleod@btopenworld.com"), "email domain changed"),
    F(
        "invented_specifics",
        "rickshaw",
        1,
        Say(0, "Hi, I paid $106 for a rickshaw tour you cancelled because of the storm. Can I get a refund?"),
        "wrong amount paid",
    ),
    F(
        "invented_specifics",
        "sandblasting",
        1,
        Say(1, "47 Orchard Rise, Leeds. It was Wednesday the 12th of March."),
        "wrong job date",
    ),
    F(
        "invented_specifics",
        "cricketnets",
        1,
        Say(1, "raj.iyer@outlook.com - or it might be under captain@hollingworthcc.co.uk."),
        "a second, made-up email",
    ),
    F(
        "invented_specifics",
        "duckpond",
        0,
        Say(1, "It's DP-60935. We're at 14 Mill Lane, Stanton Harcourt, if that helps."),
        "made-up street address",
    ),
    F(
        "invented_specifics",
        "fireworks",
        1,
        Say(1, "FW-31-0877, phone 01632 960 481."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "glamping",
        0,
        Say(2, "Yes please. We paid £450 already, so with the extra night it comes to £595."),
        "wrong amount paid and a total from it",
    ),
    F(
        "invented_specifics",
        "junkremoval",
        0,
        Say(
            1, "Also like six boxes of old books. Address is 28 Birchwood Avenue, Apt 3B, Columbus, OH 43215."
        ),
        "house number changed",
    ),
    # -- unknown_fact: an unknown fact stated before the agent told it
    F(
        "unknown_fact",
        "quarry",
        0,
        Say(
            0,
            "Hi, I need to move my limestone delivery off Tuesday. I know there's a £35 charge for changing "
            "it, that's fine.",
        ),
        "rescheduling fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "bagpipes",
        0,
        Say(
            1,
            "Saturday 17 May at The Drovers Inn, Inverarnan. We'd love Callum Rennie if he's free - a friend "
            "had him at her wedding.",
        ),
        "piper's name before the check",
    ),
    F(
        "unknown_fact",
        "rickshaw",
        0,
        Say(2, "The refund, please. I read online that refunds take 5 to 7 business days, which is fine."),
        "processing time, a range with 'to'",
    ),
    F(
        "unknown_fact",
        "sandblasting",
        1,
        Say(
            3,
            "The lower left pane is etched. Your crew leader, Gary Spence, saw it and said it would polish "
            "out - it hasn't. The glazier quoted £180.",
        ),
        "crew leader named before the agent did",
    ),
    F(
        "unknown_fact",
        "cricketnets",
        0,
        Say(2, "11:00-13:00 please, and put us in lanes 3 and 4 like last time, they're the best lit."),
        "lane numbers guessed",
    ),
    F(
        "unknown_fact",
        "duckpond",
        0,
        Say(1, "DP-60935. The liner has a ten-year warranty, so I assume this is covered."),
        "warranty length in words",
    ),
    F(
        "unknown_fact",
        "fireworks",
        0,
        Say(1, "FW-31-0877. I know you keep sixty pounds as a cancellation fee, that's understood."),
        "cancellation fee in words",
    ),
    F(
        "unknown_fact",
        "glamping",
        2,
        Say(1, "GL-5520-KT, phone +46 70 123 45 67. Your website says an extra night is £145."),
        "extra night price before the lookup",
    ),
    F(
        "unknown_fact",
        "hennatattoo",
        2,
        Say(
            1,
            "amira.haddad@icloud.com. I'd love to keep Zainab Qureshi as my artist, she did my sister's "
            "henna.",
        ),
        "artist's name before the lookup",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "quarry",
        2,
        Say(
            1,
            "QY-40317. It's 12 tonnes of 20mm crushed limestone going to HG3 4LT, and my number's 07700 "
            "900452 if the driver needs it.",
        ),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "bagpipes",
        0,
        Say(
            1,
            "It's on Saturday 17 May at The Drovers Inn, Inverarnan. I'm Fiona MacLeod, my email is "
            "fiona.macleod@btinternet.com and my mobile is 07841 226903.",
        ),
        "asked for date and venue, gives name, email and phone",
    ),
    F(
        "data_dump",
        "rickshaw",
        1,
        Say(1, "dev.patel88@gmail.com - booking RK-7Q42, for 3 of us on 12 July, and I paid $96."),
        "asked for the email, gives four more",
    ),
    F(
        "data_dump",
        "sandblasting",
        0,
        Say(
            1,
            "SB-2291. The job was on 19 March at 47 Orchard Rise, Leeds, and you can reach me on 0113 496 "
            "0712.",
        ),
        "asked for the job number, gives three more",
    ),
    F(
        "data_dump",
        "cricketnets",
        1,
        Say(1, "raj.iyer@outlook.com\nBooking: CN-18834\nClub: Hollingworth CC\nLanes: 2, Saturday 7 June"),
        "a list of facts after the email",
    ),
    F(
        "data_dump",
        "duckpond",
        1,
        Say(
            1,
            "OX29 7QR and h.whitcombe@gmail.com. Our customer number is DP-60935, the pond went in on 22 "
            "April 2024 and it's 6 by 4 metres.",
        ),
        "asked for postcode and email, gives three more",
    ),
    F(
        "data_dump",
        "fireworks",
        0,
        Say(
            0,
            "Hello, please cancel our fireworks display, booking FW-31-0877 on 8 November. We paid a £400 "
            "deposit; email accounts@kerrigan-joinery.co.uk for the paperwork.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "hennatattoo",
        2,
        Say(1, "amira.haddad@icloud.com - I'm Amira Haddad, appointment HN-2047, phone 07911 123456."),
        "asked for the email, gives name, id and phone",
    ),
    F(
        "data_dump",
        "junkremoval",
        0,
        Say(
            1,
            "Plus some boxes. 22 Birchwood Avenue, Apt 3B, Columbus, OH 43215. It's the third floor, no "
            "elevator, I'd like Saturday May 3rd, and my number is (614) 555-0187.",
        ),
        "asked for the address, gives floor, date and phone",
    ),
    # -- premature_stop: a stop before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "quarry",
        0,
        StopAt(4, "Let me check the forecast first and I'll ring back. Cheers."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "bagpipes",
        1,
        StopAt(8, "Thank you! I'll just run it past my brother and get back to you."),
        "before saying yes",
    ),
    F("premature_stop", "rickshaw", 1, StopAt(4, "Ok, I'll think about it. Thanks."), "after the lookup"),
    F("premature_stop", "cricketnets", 0, StopAt(4, ""), "silent stop after the slots"),
    F(
        "premature_stop",
        "duckpond",
        1,
        StopAt(6, "I'll have to look at my diary and get back to you. Thank you."),
        "after the slots",
    ),
    F(
        "premature_stop",
        "fireworks",
        0,
        StopAt(4, "Let me speak to my business partner first. I'll be in touch."),
        "after the fee",
    ),
    F(
        "premature_stop",
        "glamping",
        2,
        StopAt(4, "Perfect, so we have the extra night now. Thank you!"),
        "takes the offer for the booking",
    ),
    F(
        "premature_stop",
        "hennatattoo",
        2,
        StopAt(4, "Let me check with my mum which time is better, I'll message again later!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "junkremoval",
        0,
        StopAt(8, "actually lemme check with my roommate first, I'll book later. thx"),
        "leaves when asked for the phone",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "quarry", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "rickshaw", 1, meta(1, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "cricketnets",
        0,
        meta(0, prompt_missing=["known_facts.booking_id", "known_facts.email"]),
        "two known facts",
    ),
    F("persona_sent", "duckpond", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "fireworks", 1, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "glamping", 0, meta(1, prompt_missing=["goal", "opener"]), "goal and opener"),
    F(
        "persona_sent",
        "hennatattoo",
        0,
        meta(1, prompt_missing=["known_facts.appointment_id"]),
        "a known fact",
    ),
    F("persona_sent", "junkremoval", 0, meta(2, prompt_missing=["persona", "goal"]), "persona and goal"),
]
