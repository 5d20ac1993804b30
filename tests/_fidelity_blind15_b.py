"""Blind set 15, part B: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the section "Simulator fidelity: guards, faults, valid trials" of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework (``Say``, ``StopAt``,
``meta``, ``Fault``, ``build``) and the first set's ``FAULTS`` in ``tests/_fidelity_blind.py``, the step
helpers and the first domains of ``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of
``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run while writing it.

The ten scenarios: a tandem skydive cancelled for wind and rebooked (skydiving), lifting seams on a papered
hallway and a free return visit (wallpapering), a warped LP replaced (vinylrecords), a cheese subscription
paused for the summer (cheeseclub), a laurel hedge trim booked (hedgetrimming), a Segway tour cut from four
riders to two with a refund (segway), a kickboxing membership frozen after a broken wrist (kickboxing), a
bathroom tiling moved until the tiles arrive (tilefitting), two places on a soapmaking workshop paid partly
with a voucher (soapmaking) and a wedding marquee upgraded to a bigger size (marquee).

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

# -- 1. skydiving: a tandem jump cancelled for wind, moved to a later date (with an opener) ------------------

SKYDIVING = Scenario(
    goal="Your tandem skydive on Saturday 14 September was called off by the drop zone because of high "
    "winds; move it to another weekend date later in September.",
    persona="a first-time jumper, excited and a little nervous, who writes short messages",
    known_facts={
        "booking_reference": "SKY-30417",
        "full_name": "Priya Raman",
        "phone": "07700 900482",
        "email": "priya.raman@mailbox.org",
        "jump_date": "2024-09-14",
    },
    unknown_facts=["instructor's name: Tomasz Wren", "rebooking fee"],
    opener="Hi, my tandem jump this Saturday got cancelled because of the wind - can I move it?",
    expected=["rebook_jump"],
)
_SKY_BOOKING = {
    "booking_reference": "SKY-30417",
    "name": "Priya Raman",
    "date": "2024-09-14T10:00",
    "package": "tandem + handcam video",
    "paid": 289.0,
    "status": "cancelled_weather",
}
_SKY_FIND = call("find_booking", {"booking_reference": "SKY-30417"}, _SKY_BOOKING)
_SKY_SLOTS = call(
    "list_slots",
    {"product": "tandem", "from": "2024-09-15", "to": "2024-09-30"},
    {"slots": ["2024-09-21T11:00", "2024-09-28T09:30", "2024-09-29T13:00"]},
)
_SKY_OPENER = "Hi, my tandem jump this Saturday got cancelled because of the wind - can I move it?"
SKYDIVING_FLOWS = (
    (
        u(_SKY_OPENER),
        a("So sorry the weather got in the way! Can I have your booking reference?"),
        u(
            "Sure, it's SKY-30417",
            "SKY-30417",
            "yep - sky30417",
            "Booking ref is SKY 30417 :)",
        ),
        a(
            "Thanks, Priya. I can see the weather cancellation on your tandem with handcam video for "
            "Saturday 14 September. Free slots later this month: Saturday 21 September at 11:00, Saturday 28 "
            "September at 9:30 or Sunday 29 September at 13:00. Which suits you?",
            _SKY_FIND,
            _SKY_SLOTS,
        ),
        u(
            "The 28th at 9:30 please!",
            "Saturday 28 Sept, 9:30am works for me",
            "ooh the 28th please. morning jumps are less windy right?",
            "Saturday 28/09 at half nine please. Sundays are tricky for me",
        ),
        a(
            "Mornings are usually calmer, yes. Done: you're rebooked for Saturday 28 September at 9:30. "
            "There's no rebooking fee because we cancelled. Your instructor will be Tomasz Wren.",
            call(
                "rebook_jump",
                {"booking_reference": "SKY-30417", "slot": "2024-09-28T09:30"},
                {"status": "rebooked", "slot": "2024-09-28T09:30", "fee": 0.0},
            ),
        ),
        u(
            "Amazing, thank you! Do I still get the video?",
            "No fee, great. What time should I get there on the 28th?",
            "Brilliant. Is Tomasz Wren ok with first-timers? bit nervous haha",
            "perfect!! so still £289 paid, nothing extra?",
            "yay. what happens if it's windy again on the 28th?",
        ),
        a(
            "The handcam video stays on the booking and nothing extra is due. Please arrive 45 minutes early "
            "for the briefing. Tomasz has done thousands of tandems and loves first-timers, and if the wind "
            "is too strong again we simply move you for free."
        ),
        stop(
            "Thank you so much, see you on the 28th!",
            "Great, thanks for the help",
            "Perfect, thanks! Can't wait",
            "",
        ),
    ),
    (
        u(_SKY_OPENER),
        a("Let's sort that out. What name is the booking under, and the phone number you booked with?"),
        u(
            "Priya Raman, 07700 900482",
            "It's under Priya Raman - phone is 07700900482",
            "Name: Priya Raman\nPhone: +44 7700 900482",
            "priya raman, mobile 07700 900 482",
        ),
        a(
            "Found it: booking SKY-30417, your tandem on Saturday 14 September, cancelled for wind. I can "
            "offer Saturday 21 September at 11:00 or Sunday 29 September at 13:00.",
            call("find_booking", {"full_name": "Priya Raman", "phone": "07700 900482"}, _SKY_BOOKING),
            _SKY_SLOTS,
        ),
        u(
            "21st at 11 please",
            "The 21st at 11:00 works!",
            "Saturday 21 September, 11am please",
            "the 21st pls, 11 is fine. the sooner the better tbh",
        ),
        a(
            "I'm sorry, the booking system won't let me move it right now - it keeps returning an error. "
            "Please try again online later, or ring the drop zone on Monday and they'll do it by hand.",
            call(
                "rebook_jump",
                {"booking_reference": "SKY-30417", "slot": "2024-09-21T11:00"},
                error="503 Service Unavailable: booking engine offline",
            ),
        ),
        stop(
            "Oh no. Ok, I'll try again later, thanks",
            "Ah that's annoying, but thanks for trying!",
            "OK, I'll ring on Monday then. Thanks",
            "",
        ),
    ),
    (
        u(_SKY_OPENER),
        a("Of course. Could you confirm the email address on your booking?"),
        u(
            "priya.raman@mailbox.org",
            "It's priya.raman@mailbox.org",
            "Priya.Raman@mailbox.org - booking SKY-30417 if that helps",
            "sure, priya.raman at mailbox.org",
        ),
        a(
            "Thanks. Booking SKY-30417: tandem with video on 14 September, cancelled for wind. The next free "
            "slot is Saturday 21 September at 11:00. Shall I move you there?",
            call("find_booking", {"email": "priya.raman@mailbox.org"}, _SKY_BOOKING),
            _SKY_SLOTS,
        ),
        u(
            "Yes please, the 21st is great",
            "Is there anything in the morning? If not, 11 on the 21st is fine",
            "yes!! 21 Sept 11:00 please",
            "Go for it - Saturday 21st, 11am.",
        ),
        a(
            "Done - you're now jumping on Saturday 21 September at 11:00, with no rebooking fee. Your "
            "instructor will be Tomasz Wren.",
            call(
                "rebook_jump",
                {"booking_reference": "SKY-30417", "slot": "2024-09-21T11:00"},
                {"status": "rebooked", "slot": "2024-09-21T11:00", "fee": 0.0},
            ),
        ),
        u(
            "Yay thank you! Should I bring anything?",
            "Great. Will I get a new confirmation email at priya.raman@mailbox.org?",
            "Thanks! So no fee at all for moving it?",
            "omg ok it's real now. what should I wear?",
        ),
        a(
            "A new confirmation is on its way by email, and there's no fee at all. Wear trainers and "
            "comfortable clothes; we provide the jumpsuit."
        ),
        stop("Perfect, thanks so much!", "Lovely, see you on the 21st", "thank youuu"),
    ),
)

# -- 2. wallpapering: lifting seams, a free return visit (one flow ends after a refusal) ---------------------

WALLPAPERING = Scenario(
    goal="The decorators who papered your hallway finished on 3 April and the seams are already lifting; get "
    "a free return visit booked to fix them.",
    persona="a retired schoolteacher, precise and patient, who writes in full sentences",
    known_facts={
        "job_number": "WP-58213",
        "full_name": "Gareth Llewellyn",
        "postcode": "BS6 7QR",
        "phone": "0117 496 0321",
        "job_date": "2024-04-03",
    },
    unknown_facts=["guarantee period: 12 months", "decorator's name"],
    opener=None,
    expected=["book_remedial_visit"],
)
_WP_JOB_RESULT = {
    "job": "WP-58213",
    "customer": "Gareth Llewellyn",
    "address": "14 Cotham Vale, Bristol BS6 7QR",
    "room": "hallway",
    "completed": "2024-04-03",
    "paper": "Sanderson Willow Bough",
    "rolls": 9,
}
_WP_JOB = call("get_job", {"job_number": "WP-58213"}, _WP_JOB_RESULT)
_WP_SLOTS = call(
    "remedial_slots", {"postcode": "BS6 7QR"}, {"slots": ["2024-04-16T08:00", "2024-04-18T13:00"]}
)
_WP_FIRST = u(
    "Good morning. Your decorators papered my hallway at the beginning of April and several of the seams are "
    "already lifting. I should like someone to come back and put it right, please.",
    "Hello. The wallpaper your team hung in my hallway, finished on 3 April, is coming away at the seams. "
    "Could you arrange for someone to return and fix it?",
    "Good afternoon. I am afraid the seams on the hallway wallpaper you hung for me are lifting already. "
    "Please could a decorator come back?",
    "Hello, I am writing about the hallway you papered for me: the joins are peeling back in three places. I "
    "would like a return visit, which I trust will be free of charge.",
)
WALLPAPERING_FLOWS = (
    (
        _WP_FIRST,
        a("I'm sorry to hear that. Could you give me the job number from your invoice?"),
        u(
            "Certainly. It is WP-58213.",
            "The job number is WP-58213.",
            "WP 58213",
            "It is wp-58213, from the invoice dated 3 April.",
        ),
        a(
            "Thank you, Mr Llewellyn. That's the hallway at 14 Cotham Vale, papered in Sanderson Willow "
            "Bough and finished on 3 April. Lifting seams are covered by our 12-month workmanship guarantee, "
            "so the visit is free. I can send a decorator on Tuesday 16 April from 8 am, or Thursday 18 "
            "April from 1 pm.",
            _WP_JOB,
            _WP_SLOTS,
        ),
        u(
            "Tuesday the 16th in the morning would suit me best.",
            "I shall take Tuesday 16 April at 8 o'clock, thank you.",
            "Tuesday morning, please. I am glad to hear it is covered by the 12-month guarantee.",
            "16/04 from 8am is fine. Will it be the same decorator as before?",
        ),
        a(
            "Booked for Tuesday 16 April from 8 am, at no charge. Your visit reference is RV-7720. I can't "
            "promise the same decorator, but whoever comes will have the job notes.",
            call(
                "book_remedial_visit",
                {"job_number": "WP-58213", "slot": "2024-04-16T08:00"},
                {"visit": "RV-7720", "slot": "2024-04-16T08:00", "charge": 0.0},
            ),
        ),
        u(
            "Thank you. Should I leave the spare roll of paper out for them?",
            "Very good. Is RV-7720 the number to quote if I need to telephone you?",
            "Thank you. How long is the repair likely to take?",
            "Excellent. I take it they will bring their own paste and brushes?",
        ),
        a(
            "Yes, please quote RV-7720. Leaving the spare roll out helps, they bring all their own "
            "materials, and the repair usually takes about two hours."
        ),
        stop(
            "That is most helpful. Thank you and goodbye.",
            "Thank you very much for your help.",
            "Splendid. Good day to you.",
            "",
        ),
    ),
    (
        u(
            "Hello, I am Gareth Llewellyn. The wallpaper in my hallway is lifting at the seams and I would "
            "like your decorators to come back.",
            "Hello, the hallway paper your firm hung for me is coming loose at the joins. My postcode is BS6 "
            "7QR. Can someone return to fix it?",
            "Good morning, this is Mr Llewellyn. My hallway wallpaper, finished on the 3rd of April, is "
            "already lifting. I would like a free return visit.",
        ),
        a("I can help with that. To find the job, please confirm your full name, postcode and phone number."),
        u(
            "Gareth Llewellyn, BS6 7QR, 0117 496 0321.",
            "Name: Gareth Llewellyn\nPostcode: BS6 7QR\nTelephone: 0117 4960321",
            "Certainly: Gareth Llewellyn, postcode BS6 7QR, and my number is 01174960321.",
        ),
        a(
            "Thanks. I've found job WP-58213, the hallway at 14 Cotham Vale. The earliest free visit is "
            "Thursday 18 April from 1 pm. Would that do?",
            call("get_job", {"postcode": "BS6 7QR", "name": "Gareth Llewellyn"}, _WP_JOB_RESULT),
            call("remedial_slots", {"postcode": "BS6 7QR"}, {"slots": ["2024-04-18T13:00"]}),
        ),
        u(
            "Thursday afternoon is fine.",
            "Yes, the 18th after 1 pm will do nicely.",
            "Is there nothing sooner? If not, Thursday will have to do.",
        ),
        a(
            "Nothing sooner, I'm afraid. You're booked for Thursday 18 April from 1 pm, free of charge, "
            "reference RV-7731.",
            call(
                "book_remedial_visit",
                {"job_number": "WP-58213", "slot": "2024-04-18T13:00"},
                {"visit": "RV-7731", "slot": "2024-04-18T13:00", "charge": 0.0},
            ),
        ),
        stop(
            "Thank you, that is all I needed.",
            "Very well. Thank you for arranging it.",
            "Thank you. I shall expect them on Thursday.",
        ),
    ),
    (
        _WP_FIRST,
        a("I'm sorry to hear that. What's the job number, please?"),
        u("WP-58213.", "It is WP-58213, for the hallway.", "The job number on my invoice is WP-58213."),
        a(
            "Thank you. I'm afraid I can't book a free visit for this job: the handover notes record a "
            "leaking radiator in the hallway, and damage from damp is excluded from our guarantee. I can ask "
            "a surveyor to quote for a paid repair if you like.",
            _WP_JOB,
        ),
        u(
            "That radiator was repaired before the work started. I should like that noted.",
            "I see. I do not want a paid repair at this stage, thank you.",
            "That is disappointing. Could you at least send me a copy of the handover notes?",
        ),
        a(
            "I've added your comment to the job record and will post you a copy of the handover notes. I'm "
            "not able to offer a free visit, though."
        ),
        stop(
            "Very well. I shall take it up in writing. Goodbye.",
            "I understand. Thank you for your time.",
            "Disappointing, but thank you.",
        ),
    ),
)

# -- 3. vinylrecords: a warped LP replaced (with an opener) --------------------------------------------------

VINYLRECORDS = Scenario(
    goal="The Miles Davis 'Kind of Blue' LP you ordered arrived warped; get a replacement copy sent rather "
    "than a refund.",
    persona="a record collector in his fifties, friendly and chatty, fussy about pressings",
    known_facts={
        "order_number": "VR-204-7781",
        "email": "dmitri.volkov@fastmail.com",
        "full_name": "Dmitri Volkov",
        "order_date": "2024-02-19",
        "amount_paid": "£32.99",
    },
    unknown_facts=["return label code: RL-88314", "replacement dispatch date"],
    opener="Hello, the LP I ordered from you arrived warped - it won't play without skipping.",
    expected=["request_replacement"],
)
_VR_ORDER_RESULT = {
    "order": "VR-204-7781",
    "placed": "2024-02-19",
    "items": [{"sku": "BN-84001", "title": "Miles Davis - Kind of Blue (180g)", "price": 32.99}],
    "delivered": "2024-02-23",
    "stock": {"BN-84001": 6},
}
_VR_ORDER = call("lookup_order", {"order_number": "VR-204-7781"}, _VR_ORDER_RESULT)
_VR_REPLACE = call(
    "request_replacement",
    {"order_number": "VR-204-7781", "sku": "BN-84001", "reason": "warped"},
    {"case": "RPL-40912", "return_label": "RL-88314", "dispatch": "2024-02-28"},
)
_VR_OPENER = "Hello, the LP I ordered from you arrived warped - it won't play without skipping."
VINYLRECORDS_FLOWS = (
    (
        u(_VR_OPENER),
        a("Oh no, sorry to hear that! What's your order number?"),
        u(
            "It's VR-204-7781.",
            "Order VR-204-7781 - the Kind of Blue pressing.",
            "vr2047781",
            "Sure thing, order number VR 204 7781, placed back on the 19th of Feb.",
        ),
        a(
            "Thanks! I can see Miles Davis - Kind of Blue (180g) at £32.99, delivered 23 February. We have 6 "
            "in stock, so I can send a replacement and email you a prepaid return label for the warped copy. "
            "Shall I go ahead?",
            _VR_ORDER,
        ),
        u(
            "Yes please, a replacement rather than a refund.",
            "Go ahead! Could you check the new copy is flat before it goes out? Once bitten...",
            "Yes, please send a replacement. Do I need to send the warped one back first?",
            "yep, replacement please. the 180g one, same as before",
        ),
        a(
            "Done. Replacement case RPL-40912: the new copy ships on 28 February, and we'll check it for "
            "flatness before it goes. Your return label code is RL-88314 - it's in your email too. There's "
            "no need to wait; send the warped one back whenever suits.",
            _VR_REPLACE,
        ),
        u(
            "Brilliant. So I just print RL-88314 and drop it at the post office?",
            "Lovely, thank you. Will it come to the same address as before?",
            "Cheers. So the new one leaves on the 28th - roughly when would it land?",
            "Marvellous. Case RPL-40912, I've jotted it down.",
        ),
        a(
            "Yes, print the label and drop the parcel at any post office. It goes to the address on your "
            "order and usually arrives one or two working days after dispatch."
        ),
        stop(
            "Smashing, thanks for your help!",
            "Great stuff. Thanks very much, have a good day",
            "Perfect, cheers!",
            "",
        ),
    ),
    (
        u(_VR_OPENER),
        a("I'm sorry about that. Could you tell me the email address you ordered with?"),
        u(
            "dmitri.volkov@fastmail.com",
            "Sure - it's dmitri.volkov@fastmail.com",
            "The email is Dmitri.Volkov@fastmail.com. It was the Kind of Blue LP.",
            "dmitri dot volkov at fastmail dot com",
        ),
        a(
            "Thanks, Dmitri. There's one order on that email, VR-204-7781 from 19 February: Kind of Blue "
            "(180g), £32.99. Would you like a refund or a replacement?",
            call("lookup_order", {"email": "dmitri.volkov@fastmail.com"}, _VR_ORDER_RESULT),
        ),
        u(
            "A replacement please - I still want the record!",
            "Replacement please. A refund of £32.99 doesn't get me the music, ha.",
            "Replacement, definitely. Order VR-204-7781, that's the one.",
        ),
        a(
            "Of course. I've set up replacement case RPL-40912. I'll email you a return label, RL-88314, and "
            "the new copy goes out on 28 February.",
            _VR_REPLACE,
        ),
        u(
            "Thanks. Is there any way to get it before the weekend?",
            "Great - and RL-88314 is free to use, I hope?",
            "Thanks a lot. Will I get a tracking number when it ships?",
        ),
        a(
            "The label is prepaid, and you'll get tracking by email when it ships on the 28th. I can't "
            "speed it up."
        ),
        stop(
            "No worries. Thanks for sorting it so quickly!",
            "Fair enough. Cheers for the help.",
            "Ok, thanks.",
        ),
    ),
    (
        u(_VR_OPENER),
        a(
            "Sorry about that - warped records are the worst. Which order was it? The order number is in "
            "your confirmation email."
        ),
        u(
            "VR-204-7781. It's my name, Dmitri Volkov, on the order.",
            "The order number's VR-204-7781.",
            "Here you go: VR-204-7781",
        ),
        a(
            "Thanks. That's Kind of Blue (180g). Was the sleeve damaged too, or just the record?",
            _VR_ORDER,
        ),
        u(
            "Just the record - the sleeve's fine. It dishes up at the edge, the stylus rides up and down.",
            "Only the disc. Sleeve's perfect, oddly.",
            "Just the vinyl itself. Probably left in a hot van!",
        ),
        a(
            "Understood. I've arranged a replacement: case RPL-40912, dispatching 28 February. The prepaid "
            "return label RL-88314 is in your inbox.",
            _VR_REPLACE,
        ),
        u(
            "Thank you. Out of interest, is it the same pressing?",
            "Great, thanks. And I keep the old sleeve?",
            "Cheers, that's very good of you.",
        ),
        a("Same 180g pressing, yes. Please send the whole thing back in the original sleeve."),
        stop("Right you are. Many thanks!", "Will do. Thanks again.", "Lovely, bye for now."),
    ),
)

# -- 4. cheeseclub: a monthly box paused for July and August -------------------------------------------------

CHEESECLUB = Scenario(
    goal="Pause your monthly cheese club box for July and August while you are working abroad, without "
    "cancelling the membership.",
    persona="a German engineer living in Oxford, brisk and efficient, with slightly formal English",
    known_facts={
        "member_number": "CC-11472",
        "full_name": "Helga Brandt",
        "email": "hbrandt@posteo.de",
        "postcode": "OX4 1DB",
        "monthly_price": "£28.50",
    },
    unknown_facts=["resume date: 2024-09-06", "pause limit: 3 months", "skip fee"],
    opener=None,
    expected=["pause_subscription"],
)
_CC_MEMBER_RESULT = {
    "member": "CC-11472",
    "name": "Helga Brandt",
    "plan": "Cheesemonger's Choice",
    "price": 28.5,
    "next_box": "2024-07-05",
    "status": "active",
}
_CC_MEMBER = call("get_membership", {"member_number": "CC-11472"}, _CC_MEMBER_RESULT)
_CC_PAUSE = call(
    "pause_subscription",
    {"member_number": "CC-11472", "months": ["2024-07", "2024-08"]},
    {"status": "paused", "skipped": ["2024-07-05", "2024-08-02"], "resumes": "2024-09-06"},
)
CHEESECLUB_FLOWS = (
    (
        u(
            "Hello, I am abroad for work in July and August. Can I pause my cheese box for those two months? "
            "I do not want to cancel.",
            "Hi. Please pause my cheese club deliveries for July and August - I'll be away. Keep the "
            "membership running.",
            "Good morning, I would like to skip the July and August boxes while I work abroad. Is a pause "
            "possible without cancelling?",
            "Hello! Working abroad this summer, so I need to pause the monthly box for Jul + Aug. Not "
            "cancel, just pause please.",
        ),
        a("Of course, we can pause it. What's your member number?"),
        u("CC-11472", "My member number is CC-11472.", "It is cc11472.", "CC-11472, under Helga Brandt."),
        a(
            "Thank you, Ms Brandt. You're on Cheesemonger's Choice at £28.50 a month, with the next box due "
            "on 5 July. I can skip the July and August boxes - shall I do that?",
            _CC_MEMBER,
        ),
        u(
            "Yes, please skip both.",
            "Yes. So I will not be charged the £28.50 in July or August?",
            "Yes please. That saves me £57 while I am away, correct?",
            "Please do. July and August only, then back to normal.",
        ),
        a(
            "Done: the boxes on 5 July and 2 August are skipped and you won't be charged for them. Your "
            "membership stays active and the next box will arrive on 6 September.",
            _CC_PAUSE,
        ),
        u(
            "Excellent. Will I receive an email confirmation at hbrandt@posteo.de?",
            "Good. 6 September is fine, I am back by then.",
            "Thank you. Can I change the cheese selection for the September box?",
            "Good. And the price in September is still £28.50?",
        ),
        a(
            "Yes, a confirmation email is on its way and the price stays the same. You can change your "
            "selection in your account up to a week before each box ships."
        ),
        stop("Perfect, thank you.", "Very good. Thank you for your help.", "Thanks, that is all.", ""),
    ),
    (
        u(
            "Hello, this is Helga Brandt, member CC-11472. I need to pause my subscription for July and "
            "August.",
            "Hi, I'd like to pause my cheese club membership for two months, July and August. Member "
            "CC-11472.",
            "Good afternoon. Can I pause the monthly box over the summer - July and August? I'm working "
            "abroad.",
        ),
        a("Happy to help. For security, please confirm the email address and postcode on the account."),
        u(
            "hbrandt@posteo.de and OX4 1DB.",
            "Email: hbrandt@posteo.de, postcode OX4 1DB",
            "It's hbrandt@posteo.de; the postcode is OX41DB.",
        ),
        a(
            "Thanks, verified. Pauses can last up to 3 months, so July and August is no problem. Done: you "
            "won't get or pay for the July and August boxes, and deliveries restart on 6 September.",
            call("get_membership", {"email": "hbrandt@posteo.de", "postcode": "OX4 1DB"}, _CC_MEMBER_RESULT),
            _CC_PAUSE,
        ),
        u(
            "Good to know about the 3 months. Thank you.",
            "Excellent. And the price stays at £28.50 when it restarts?",
            "Thank you. If my project runs longer, could I extend the pause into September?",
        ),
        a(
            "Yes, the price stays the same, and you could extend the pause into September from your account, "
            "since that is still within 3 months."
        ),
        stop("Very good, thank you.", "Great. Thanks and goodbye.", "Thank you, that is everything."),
    ),
)

# -- 5. hedgetrimming: a laurel hedge trim booked (with an opener) -------------------------------------------

HEDGETRIMMING = Scenario(
    goal="Book the gardening firm to cut back the laurel hedge along your back garden before the end of May.",
    persona="a busy GP with two small children, friendly but writes in a hurry",
    known_facts={
        "full_name": "Rosalind Achebe",
        "address": "7 Thornfield Road, Harrogate HG2 0LB",
        "phone": "07823 114590",
        "hedge_length": "20 metres",
        "email": "ros.achebe@gmail.com",
    },
    unknown_facts=["job price", "crew leader's name: Declan Moss"],
    opener="Hi there, I'd like someone to come and trim a long laurel hedge in my back garden please.",
    expected=["book_job"],
)
_HT_QUOTE = call(
    "get_quote",
    {"hedge": "laurel", "length_m": 20, "postcode": "HG2 0LB"},
    {"price": 240.0, "includes_waste_removal": True, "dates": ["2024-05-21", "2024-05-23", "2024-05-28"]},
)
_HT_OPENER = "Hi there, I'd like someone to come and trim a long laurel hedge in my back garden please."


def _ht_book(date: str, job: str):
    return call(
        "book_job",
        {
            "name": "Rosalind Achebe",
            "address": "7 Thornfield Road, Harrogate HG2 0LB",
            "phone": "07823 114590",
            "date": date,
            "price": 240.0,
        },
        {"job": job, "date": date, "arrival": "08:30-09:30", "crew_leader": "Declan Moss"},
    )


HEDGETRIMMING_FLOWS = (
    (
        u(_HT_OPENER),
        a("We'd be glad to. What's the address, and roughly how long is the hedge?"),
        u(
            "7 Thornfield Road, Harrogate HG2 0LB - it's about 20 metres long",
            "It's at 7 Thornfield Road, Harrogate, HG2 0LB. Roughly 20m of laurel.",
            "Address is 7 Thornfield Rd, Harrogate HG2 0LB and the hedge is around 20 metres",
            "20 metres or so, at 7 Thornfield Road HG2 0LB (Harrogate)",
        ),
        a(
            "Thanks. For 20 metres of laurel it's £240, including taking the cuttings away. We can come on "
            "Tuesday 21 May, Thursday 23 May or Tuesday 28 May. Which day suits?",
            _HT_QUOTE,
        ),
        u(
            "Thursday 23rd please",
            "£240 is fine. The 23rd would be best - I'm at work but the side gate's open.",
            "Can we do the 23rd? Thursdays are easiest",
            "Thurs 23 May pls - great that the cuttings get taken away too",
        ),
        a("Lovely. Can I take a mobile number for the crew to text on the day?"),
        u("07823 114590", "Sure, it's 07823 114 590", "My mobile is 07823114590", "+44 7823 114590"),
        a(
            "All booked: Thursday 23 May, crew arriving between 8:30 and 9:30, £240 payable after the job. "
            "Your crew leader will be Declan Moss. Job reference HT-6620.",
            _ht_book("2024-05-23", "HT-6620"),
        ),
        u(
            "Brilliant, thank you! Do I need to be in?",
            "Great. Can I pay Declan by card on the day?",
            "Thanks! Could you send a confirmation to ros.achebe@gmail.com?",
            "Fab. HT-6620 - got it.",
        ),
        a(
            "No need to be in if they can get round to the back garden. Card or bank transfer is fine, and "
            "I'll email the confirmation over."
        ),
        stop("Perfect, thanks so much!", "Great, thanks - sorted.", "Lovely, cheers", ""),
    ),
    (
        u(_HT_OPENER),
        a("Sure thing! Could I take your name and a contact number first?"),
        u(
            "Rosalind Achebe, 07823 114590",
            "It's Rosalind Achebe and my mobile is 07823114590",
            "Ros Achebe (Rosalind) - 07823 114 590",
        ),
        a("Thanks, Rosalind. What's the postcode, and how long would you say the hedge is?"),
        u(
            "HG2 0LB, and it's about 20 metres",
            "Postcode HG2 0LB. Hedge is roughly 20 metres, all laurel.",
            "hg2 0lb - around 20m",
        ),
        a(
            "For 20 metres of laurel we'd charge £240, cuttings removed. The first free date is Tuesday 21 "
            "May - would that work?",
            _HT_QUOTE,
        ),
        u(
            "Yes, the 21st is fine",
            "Tuesday 21 May works, book it please",
            "21st is good. The full address is 7 Thornfield Road, Harrogate.",
        ),
        a(
            "Done: Tuesday 21 May, arriving 8:30-9:30, £240. Job reference HT-6604; Declan Moss will lead "
            "the crew.",
            _ht_book("2024-05-21", "HT-6604"),
        ),
        u(
            "Great, thanks. Should I move the car off the drive?",
            "Thank you! Is HT-6604 what I quote if I need to change it?",
            "Fab. How long will it take them?",
        ),
        a("Moving the car would help. Yes, quote HT-6604; a 20-metre hedge takes about half a day."),
        stop(
            "Thanks a lot!", "Perfect, thank you", "Lovely. Thanks for fitting me in before the end of May."
        ),
    ),
)

# -- 6. segway: a tour cut from four riders to two, the difference refunded (two writes) ---------------------

SEGWAY = Scenario(
    goal="Two of the four people on your Segway old-town tour on 22 June have dropped out; reduce the "
    "booking to two riders and get the difference refunded to your card.",
    persona="a Polish student organising a trip with friends, casual and upbeat, uses the odd emoji",
    known_facts={
        "booking_reference": "SGW-7734",
        "full_name": "Tomasz Kowal",
        "email": "tomasz.kowal@onet.pl",
        "price_per_rider": "€59",
        "card_last_four": "8812",
    },
    unknown_facts=["refund amount", "partial cancellation fee: €5 per rider"],
    opener=None,
    expected=["update_booking", "issue_refund"],
)
_SG_BOOKING = {
    "ref": "SGW-7734",
    "tour": "Old Town Classic",
    "date": "2024-06-22T10:00",
    "riders": 4,
    "paid": 236.0,
    "card": "**** 8812",
}
_SG_FIND = call("get_booking", {"booking_reference": "SGW-7734"}, _SG_BOOKING)
_SG_UPDATE = call(
    "update_booking",
    {"booking_reference": "SGW-7734", "riders": 2},
    {"ref": "SGW-7734", "riders": 2, "total": 118.0},
)
_SG_REFUND = call(
    "issue_refund",
    {"booking_reference": "SGW-7734", "amount": 108.0, "card_last_four": "8812"},
    {"refund": "RF-30918", "amount": 108.0, "eta_working_days": 5},
)
_SG_FIRST = u(
    "Hi! I booked a Segway tour for 4 on 22 June but two of my friends can't come anymore. Can I change it "
    "to 2 people and get money back for the other two?",
    "hey :) need to change my segway booking from 4 riders to 2 - two friends dropped out. refund for them "
    "possible?",
    "Hello, two people in my group cancelled, so our old town Segway tour on the 22nd should be for 2 riders "
    "instead of 4. Can you refund the difference?",
    "Hi, quick one: our Segway tour on 22 June is booked for four but only two of us are coming now. Could "
    "you reduce it and refund the rest to my card?",
)
SEGWAY_FLOWS = (
    (
        _SG_FIRST,
        a("No problem! What's your booking reference?"),
        u("SGW-7734", "It's SGW-7734 🙂", "sgw 7734", "Booking ref SGW-7734, under Tomasz Kowal"),
        a(
            "Thanks, Tomasz. Old Town Classic on Saturday 22 June at 10:00, 4 riders, €236 paid with the "
            "card ending 8812. Going down to 2 riders has a partial cancellation fee of €5 per rider, so "
            "you'd get €108 back. Shall I go ahead?",
            _SG_FIND,
        ),
        u(
            "Yes, go ahead 👍",
            "Ok, €108 back is fair. Please do it.",
            "Yes please. So 2 x €59 = €118 minus €10 in fees, makes sense.",
            "sure, reduce it to 2 and refund to the card ending 8812",
        ),
        a(
            "Done: the booking is now for 2 riders, and €108 is on its way back to the card ending 8812 "
            "(refund RF-30918, about 5 working days).",
            _SG_UPDATE,
            _SG_REFUND,
        ),
        u(
            "Great, thanks! Is the meeting point still the same?",
            "Cool. Will I get a new confirmation at tomasz.kowal@onet.pl?",
            "Thanks!! Do we need to bring anything, helmets etc?",
            "nice, so €118 for the two of us now. see you then",
        ),
        a(
            "Same meeting point by the old town fountain, a new confirmation is in your inbox, and helmets "
            "are provided."
        ),
        stop("Awesome, thanks a lot!", "Perfect, see you on the 22nd 😊", "Thanks, have a nice day!", ""),
    ),
    (
        _SG_FIRST,
        a("Sure. Please give me the booking reference and the email used for the booking."),
        u(
            "SGW-7734, tomasz.kowal@onet.pl",
            "Ref: SGW-7734\nEmail: tomasz.kowal@onet.pl",
            "booking SGW-7734 and email Tomasz.Kowal@onet.pl",
        ),
        a("Thanks! I've changed the booking to 2 riders; the new total is €118.", _SG_FIND, _SG_UPDATE),
        u(
            "Great! And the refund for the other two?",
            "Thanks. How much do I get back?",
            "Cool, so what happens with the money I already paid?",
        ),
        a(
            "There's a partial cancellation fee of €5 per rider, so the refund is €108. I've sent it to the "
            "card ending 8812, reference RF-30918.",
            _SG_REFUND,
        ),
        u(
            "Ok, €108 is fine. How long until it shows up?",
            "Fair enough. When does it arrive on my card?",
            "Makes sense, thanks. RF-30918 noted.",
        ),
        a("Usually within 5 working days."),
        stop("Thanks for your help!", "Great, cheers!", "Perfect 👍"),
    ),
)

# -- 7. kickboxing: a membership frozen after a broken wrist (with an opener) --------------------------------

KICKBOXING = Scenario(
    goal="You broke your wrist sparring; freeze your kickboxing membership for six weeks starting Monday 11 "
    "March instead of paying for classes you can't attend.",
    persona="a 27-year-old bartender, laid-back, writes in lowercase with little punctuation",
    known_facts={
        "member_id": "KB-0931",
        "full_name": "Jordan Ellis",
        "phone": "+1 (312) 555-0187",
        "monthly_fee": "$79",
        "freeze_start": "2024-03-11",
    },
    unknown_facts=["freeze fee", "freeze end date: 2024-04-22", "coach's name: Marisol Vega"],
    opener="hey, i broke my wrist sparring and need to freeze my membership for a bit",
    expected=["freeze_membership"],
)
_KB_MEMBER_RESULT = {
    "member": "KB-0931",
    "name": "Jordan Ellis",
    "plan": "Unlimited",
    "fee": 79.0,
    "next_billing": "2024-03-15",
}
_KB_MEMBER = call("get_member", {"member_id": "KB-0931"}, _KB_MEMBER_RESULT)
_KB_FREEZE = call(
    "freeze_membership",
    {"member_id": "KB-0931", "start": "2024-03-11", "weeks": 6, "reason": "medical"},
    {"status": "frozen", "start": "2024-03-11", "end": "2024-04-22", "monthly_fee": 10.0},
)
_KB_OPENER = "hey, i broke my wrist sparring and need to freeze my membership for a bit"
KICKBOXING_FLOWS = (
    (
        u(_KB_OPENER),
        a("Ouch, sorry to hear that - heal up! What's your member ID?"),
        u("kb-0931", "its KB-0931", "KB0931", "member id KB-0931, jordan ellis"),
        a(
            "Thanks, Jordan. You're on Unlimited at $79 a month, next billed on 15 March. A medical freeze "
            "costs $10 a month instead of the full fee. When do you want it to start, and for how long?",
            _KB_MEMBER,
        ),
        u(
            "from monday the 11th, 6 weeks",
            "starting march 11 for six weeks pls",
            "monday 11 march, six weeks. $10 instead of $79 is a relief lol",
            "6 weeks starting this monday, the 11th",
        ),
        a(
            "Done: your membership is frozen from 11 March to 22 April. You'll pay $10 instead of $79 on the "
            "15th, and normal billing starts again after the 22nd. Drop a doctor's note at the front desk "
            "when you can.",
            _KB_FREEZE,
        ),
        u(
            "sweet thanks. can i still come watch classes",
            "cool so i save $69 this month",
            "got it, 22 april. ill drop the note off this week",
            "thanks. do i need to do anything when i come back",
        ),
        a("You're welcome to watch. When you're back, just check in as normal - the freeze ends by itself."),
        stop("thanks!!", "sweet, cheers", "ok thanks, see u in april", ""),
    ),
    (
        u(_KB_OPENER),
        a(
            "Sorry to hear about the wrist. Can you give me your full name and the phone number on your "
            "account?"
        ),
        u("jordan ellis, 312 555 0187", "Jordan Ellis - (312) 555-0187", "jordan ellis +1 312-555-0187"),
        a(
            "Found you - member KB-0931. How long should the freeze be, and from when?",
            call("get_member", {"name": "Jordan Ellis", "phone": "+13125550187"}, _KB_MEMBER_RESULT),
        ),
        u("6 weeks from monday march 11", "six weeks, starting the 11th", "from 3/11 for 6 wks"),
        a(
            "All set: frozen from 11 March to 22 April, at a $10 medical-freeze fee instead of $79. Coach "
            "Marisol Vega has been told you'll be out.",
            _KB_FREEZE,
        ),
        u(
            "thanks. tell marisol i said hi lol",
            "cool. can i do light cardio while its frozen",
            "great, thanks for sorting it",
        ),
        a("Will do! Classes are paused during the freeze, but the cardio machines are open to you."),
        stop("perfect thanks", "ok cool, bye", "thanks, later"),
    ),
    (
        u(_KB_OPENER),
        a(
            "That sounds painful, sorry. We can do a medical freeze. I'll need your member ID and when you'd "
            "like it to start."
        ),
        u(
            "KB-0931, from monday march 11",
            "member id kb-0931. start monday the 11th",
            "its KB-0931 and starting 11 march, for 6 weeks",
        ),
        a(
            "Thanks. Medical freezes are $10 a month instead of your $79, and we need a doctor's note within "
            "two weeks. Should I set it for six weeks from 11 March?",
            _KB_MEMBER,
        ),
        u("yep do it", "yes six weeks pls", "ya thats right, 6 weeks. ill get the note from my doctor"),
        a("Done - frozen from 11 March until 22 April.", _KB_FREEZE),
        u("cool thanks", "nice. so back on the 22nd", "great, and $79 again after that right"),
        a("Exactly - back to $79 a month after the 22nd."),
        stop("thanks a lot", "cool, thx", "later!"),
    ),
)

# -- 8. tilefitting: a bathroom tiling moved until the tiles arrive ------------------------------------------

TILEFITTING = Scenario(
    goal="Your bathroom floor tiling is booked for 9 October, but the tiles won't be delivered until 18 "
    "October; move the fitting to a date after the tiles arrive.",
    persona="a Portuguese-born architect in London, precise, writes tidy messages and the occasional list",
    known_facts={
        "quote_number": "TF-2024-0387",
        "full_name": "Inês Carvalho",
        "phone": "020 7946 0852",
        "postcode": "SE15 4NH",
        "fitting_date": "2024-10-09",
    },
    unknown_facts=["deposit amount", "fitter's name: Callum Reid"],
    opener=None,
    expected=["reschedule_fitting"],
)
_TF_BOOKING = {
    "quote": "TF-2024-0387",
    "customer": "Inês Carvalho",
    "job": "bathroom floor, 6.5 m2",
    "date": "2024-10-09",
    "deposit_paid": 150.0,
    "total": 780.0,
}
_TF_FIND = call("get_booking", {"quote_number": "TF-2024-0387"}, _TF_BOOKING)
_TF_SLOTS = call(
    "available_dates",
    {"after": "2024-10-18", "postcode": "SE15 4NH"},
    {"dates": ["2024-10-21", "2024-10-22", "2024-10-24"]},
)
TILEFITTING_FLOWS = (
    (
        u(
            "Hello, my bathroom floor tiling is booked for 9 October, but the tiles won't arrive until the "
            "18th. Could we move the fitting to a later date?",
            "Good morning. I need to reschedule my bathroom tiling: it is set for 9 October, but my tile "
            "delivery isn't until 18 October.",
            "Hi - the tiles for my bathroom floor are only being delivered on 18/10, so the fitting on 09/10 "
            "needs to move. What dates do you have after that?",
            "Hello, could you move my tile fitting please? It's booked for Wednesday 9 October and the tiles "
            "arrive on Friday 18 October.",
        ),
        a("Of course. What's your quote number?"),
        u(
            "TF-2024-0387",
            "The quote number is TF-2024-0387.",
            "It's TF 2024 0387.",
            "TF-2024-0387 (Carvalho)",
        ),
        a(
            "Thanks, Ms Carvalho. I have the bathroom floor, 6.5 m², on 9 October, with a £150 deposit paid. "
            "After the 18th we can do Monday 21, Tuesday 22 or Thursday 24 October. Which would you like?",
            _TF_FIND,
            _TF_SLOTS,
        ),
        u(
            "Tuesday 22 October, please.",
            "The 22nd works best for me.",
            "Tuesday the 22nd. Monday is too close to the delivery in case it slips.",
            "22/10, please. Does the £150 deposit carry over?",
        ),
        a(
            "Done - your fitting is now on Tuesday 22 October, and the deposit carries over. Your fitter "
            "will be Callum Reid.",
            call(
                "reschedule_fitting",
                {"quote_number": "TF-2024-0387", "new_date": "2024-10-22"},
                {"status": "rescheduled", "date": "2024-10-22", "fitter": "Callum Reid"},
            ),
        ),
        u(
            "Thank you. What time will Callum arrive?",
            "Perfect. Is the rest of the balance still due on the day?",
            "Great, thank you. Should the tiles already be in the bathroom?",
            "Thank you. To confirm:\n- new date: Tuesday 22 October\n- fitter: Callum Reid\n- deposit: "
            "carried over",
        ),
        a(
            "That's all correct. Callum usually arrives around 8 am, the balance of £630 is due when the job "
            "is finished, and it's best to have the tiles in the room the day before."
        ),
        stop("Thank you, that's all.", "Very good, thanks for your help.", "Perfect. Thank you!", ""),
    ),
    (
        u(
            "Hello, this is Inês Carvalho. I need to move my bathroom tiling from 9 October to a date after "
            "18 October, when my tiles arrive.",
            "Hi, could you rebook my floor tiling? Postcode SE15 4NH, currently booked for 9 October. The "
            "tiles only arrive on the 18th.",
            "Hello. Tiling appointment change request:\n- current date: 9 October\n- tiles delivered: 18 "
            "October\n- needed: any day the week after",
        ),
        a("I can do that. Please confirm your postcode and the phone number on the booking."),
        u("SE15 4NH, 020 7946 0852", "Postcode SE15 4NH; phone 020 7946 0852.", "SE154NH and 02079460852"),
        a(
            "Thanks, I found quote TF-2024-0387. The first dates after the 18th are Monday 21 and Thursday "
            "24 October.",
            call("get_booking", {"postcode": "SE15 4NH", "phone": "02079460852"}, _TF_BOOKING),
            call(
                "available_dates",
                {"after": "2024-10-18", "postcode": "SE15 4NH"},
                {"dates": ["2024-10-21", "2024-10-24"]},
            ),
        ),
        u(
            "Thursday 24 October, please.",
            "The 24th, please - a Thursday suits me.",
            "Monday the 21st might be too soon after the delivery. Thursday the 24th.",
        ),
        a(
            "Rescheduled to Thursday 24 October.",
            call(
                "reschedule_fitting",
                {"quote_number": "TF-2024-0387", "new_date": "2024-10-24"},
                {"status": "rescheduled", "date": "2024-10-24", "fitter": "Callum Reid"},
            ),
        ),
        u(
            "Thank you. Will I get a confirmation by text?",
            "Great. Will the fitter call before coming?",
            "Thanks. Is the price still the same?",
        ),
        a(
            "Yes, you'll get a text confirmation, and your fitter, Callum Reid, will call the day before. "
            "The price hasn't changed."
        ),
        stop("Thank you very much.", "Perfect, thanks.", "Great, goodbye."),
    ),
)

# -- 9. soapmaking: two workshop places paid partly with a gift voucher --------------------------------------

SOAPMAKING = Scenario(
    goal="Book two places on a beginners' cold-process soapmaking workshop in November for you and your "
    "sister, paying partly with your gift voucher.",
    persona="a primary school teacher from Cardiff, warm and chatty, fond of exclamation marks",
    known_facts={
        "voucher_code": "SOAP-GV-5521",
        "full_name": "Bethan Hughes",
        "email": "bethan.hughes@outlook.com",
        "phone": "07700 900617",
        "sister_name": "Carys Hughes",
    },
    unknown_facts=["voucher balance: £60", "workshop price"],
    opener=None,
    expected=["book_workshop"],
)
_SOAP_LIST = call(
    "list_workshops",
    {"level": "beginner", "technique": "cold process", "month": "2024-11"},
    {
        "workshops": [
            {"id": "WS-1109", "date": "2024-11-09T10:00", "places_left": 4, "price": 45.0},
            {"id": "WS-1123", "date": "2024-11-23T10:00", "places_left": 2, "price": 45.0},
        ]
    },
)
_SOAP_VOUCHER = call(
    "check_voucher",
    {"code": "SOAP-GV-5521"},
    {"code": "SOAP-GV-5521", "balance": 60.0, "expires": "2025-01-31"},
)


def _soap_book(workshop: str, booking: str, contact: dict[str, str]):
    return call(
        "book_workshop",
        {
            "workshop": workshop,
            "attendees": ["Bethan Hughes", "Carys Hughes"],
            "voucher": "SOAP-GV-5521",
            **contact,
        },
        {"booking": booking, "total": 90.0, "voucher_used": 60.0, "due_on_the_day": 30.0},
    )


SOAPMAKING_FLOWS = (
    (
        u(
            "Hi! I'd love to book two places on a beginners' soapmaking workshop in November - for me and my "
            "sister!",
            "Hello! Do you have any beginners' cold-process soap workshops in November? I'd like two places, "
            "for me and my sister.",
            "Hiya, looking to book a beginners' soapmaking class in November for two people (me + my "
            "sister). I have a gift voucher too!",
            "Hi there, two spaces on a November beginners' cold process workshop please! I'd like to use a "
            "gift voucher for part of it.",
        ),
        a(
            "Lovely! We have two beginners' cold-process workshops in November: Saturday 9 November (4 "
            "places left) and Saturday 23 November (2 places left), both 10 am to 1 pm, £45 per person. "
            "Which would you like?",
            _SOAP_LIST,
        ),
        u(
            "The 9th please!",
            "Saturday 9 November sounds perfect!",
            "Ooh, the 9th! So £90 for the two of us?",
            "9 November please - 10 till 1 is ideal.",
        ),
        a("Great choice. Will you be paying by card, or do you have a gift voucher?"),
        u(
            "I have a gift voucher: SOAP-GV-5521",
            "Gift voucher please! The code is SOAP-GV-5521.",
            "Voucher - SOAP-GV-5521 - and card for anything left over.",
            "I've got a voucher, soap-gv-5521!",
        ),
        a(
            "Thanks! That voucher has £60 on it, so it covers £60 of the £90 and £30 is left to pay on the "
            "day. Can I have the names of both attendees and an email for the confirmation?",
            _SOAP_VOUCHER,
        ),
        u(
            "Bethan Hughes and Carys Hughes, and the email is bethan.hughes@outlook.com",
            "Me, Bethan Hughes, and my sister Carys Hughes! Email: bethan.hughes@outlook.com",
            "Names: Bethan Hughes, Carys Hughes\nEmail: bethan.hughes@outlook.com\nHappy to pay the £30 on "
            "the day!",
        ),
        a(
            "All booked: two places on Saturday 9 November, 10 am-1 pm, booking SB-2207. The voucher covered "
            "£60; the remaining £30 is paid at the start of the class.",
            _soap_book("WS-1109", "SB-2207", {"email": "bethan.hughes@outlook.com"}),
        ),
        u(
            "Amazing, thank you so much! Do we need to bring anything?",
            "Yay! Carys will be thrilled. Should we wear old clothes?",
            "Brilliant! So £30 on the day - can I pay by card then?",
            "Wonderful!! SB-2207, I've written it on the calendar!",
        ),
        a(
            "Everything's provided, including goggles and gloves - just wear something you don't mind "
            "getting messy. Card is fine on the day."
        ),
        stop(
            "Perfect, thank you! See you on the 9th!",
            "Thanks so much, can't wait!",
            "Lovely, diolch! Bye!",
            "",
        ),
    ),
    (
        u(
            "Hi! Can I book two places on the beginners' soapmaking workshop in November? I'd like to pay "
            "with a gift voucher.",
            "Hello! I've got a gift voucher and want to book a November beginners' soap workshop for two - "
            "me and my sister.",
            "Hi, booking enquiry! Two places, beginners' cold process, any Saturday in November, partly paid "
            "with a voucher.",
        ),
        a("Of course! What's the voucher code?"),
        u("SOAP-GV-5521", "It's SOAP-GV-5521!", "The code is SOAP GV 5521."),
        a(
            "Thanks. The voucher has £60 left on it. The November beginners' class with space for two is on "
            "Saturday 23 November, 10 am to 1 pm, at £45 per person - so £30 would be left to pay. Would you "
            "like it?",
            _SOAP_VOUCHER,
            _SOAP_LIST,
        ),
        u(
            "Yes please, the 23rd!",
            "Perfect, book us in for the 23rd please!",
            "Yes! £90 for two, minus the £60 voucher, so £30 - fine by me.",
        ),
        a("Lovely. Who's attending, and what's the best phone number to reach you?"),
        u(
            "Bethan Hughes and Carys Hughes. My number is 07700 900617.",
            "Me and my sister Carys Hughes - I'm Bethan Hughes, and you can reach me on 07700900617!",
            "Bethan and Carys Hughes, phone 07700 900 617",
        ),
        a(
            "Booked: Saturday 23 November, two places, booking SB-2231. £60 comes off the voucher and £30 is "
            "paid on the day.",
            _soap_book("WS-1123", "SB-2231", {"phone": "07700 900617"}),
        ),
        stop("Thank you so much!", "Brilliant, thanks!", "Fab, thanks for your help!"),
    ),
)

# -- 10. marquee: a wedding marquee upgraded to a bigger size (with an opener) -------------------------------

_MQ_OPENER = (
    "Good afternoon. We've hired a marquee from you for my daughter's wedding and now need a bigger one."
)
MARQUEE = Scenario(
    goal="The guest list for your daughter's wedding on 17 August has grown to 80; switch your marquee hire "
    "from the 6x9 m marquee to the 6x12 m one.",
    persona="a retired bank manager from Yorkshire, courteous and slightly old-fashioned, signs off formally",
    known_facts={
        "hire_reference": "MQ-88105",
        "full_name": "Colin Ashworth",
        "phone": "01632 960744",
        "email": "colin.ashworth@btinternet.com",
        "event_date": "2024-08-17",
    },
    unknown_facts=["price difference", "site survey date: 2024-08-02"],
    opener=_MQ_OPENER,
    expected=["change_marquee"],
)
_MQ_HIRE_RESULT = {
    "ref": "MQ-88105",
    "customer": "Colin Ashworth",
    "event": "2024-08-17",
    "marquee": "6x9 m",
    "price": 1450.0,
    "site": "Low Farm, Hebden",
}
_MQ_HIRE = call("get_hire", {"hire_reference": "MQ-88105"}, _MQ_HIRE_RESULT)
_MQ_STOCK = call(
    "check_stock", {"size": "6x12 m", "date": "2024-08-17"}, {"available": True, "price": 1890.0}
)
_MQ_CHANGE = call(
    "change_marquee",
    {"hire_reference": "MQ-88105", "size": "6x12 m"},
    {"ref": "MQ-88105", "marquee": "6x12 m", "price": 1890.0, "survey": "2024-08-02"},
)
MARQUEE_FLOWS = (
    (
        u(_MQ_OPENER),
        a("Congratulations to your daughter! Could I have your hire reference?"),
        u(
            "Certainly. It is MQ-88105.",
            "The reference is MQ-88105.",
            "MQ 88105, under Ashworth.",
            "It's MQ-88105 - the wedding on the 17th of August.",
        ),
        a(
            "Thank you, Mr Ashworth. You have the 6x9 m marquee for Saturday 17 August at £1,450. The 6x12 m "
            "is available that day at £1,890, so the price difference is £440. Shall I make the change?",
            _MQ_HIRE,
            _MQ_STOCK,
        ),
        u(
            "Yes, please make the change.",
            "Yes. £440 more is acceptable. Please go ahead.",
            "Please do. Will 80 guests fit comfortably in the 6x12?",
            "Yes, kindly switch us to the 6x12 m. So £1,890 in all.",
        ),
        a(
            "Done. Your hire is now for the 6x12 m marquee, £1,890 in total, and it seats 80 comfortably. "
            "Because it's larger, our team will do a site survey on 2 August.",
            _MQ_CHANGE,
        ),
        u(
            "Very good. What time on 2 August should I expect them?",
            "Thank you. Is the extra £440 due now or with the balance?",
            "Splendid. Will the survey take long?",
            "Most kind. Low Farm can be tricky to find; shall I send directions?",
        ),
        a(
            "The surveyor will ring the day before to agree a time and bring the directions we have on file; "
            "it takes about 30 minutes. The £440 is added to your final balance, due a week before the "
            "event."
        ),
        stop(
            "Thank you kindly. Regards, Colin Ashworth.",
            "Much obliged. Good afternoon.",
            "Excellent. Thank you for your help.",
            "",
        ),
    ),
    (
        u(_MQ_OPENER),
        a("Happy to help. Could you give me the email address and phone number on the booking?"),
        u(
            "colin.ashworth@btinternet.com and 01632 960744.",
            "Email: colin.ashworth@btinternet.com. Telephone: 01632 960744.",
            "Certainly: colin.ashworth@btinternet.com, telephone 01632960744.",
        ),
        a(
            "Thank you. I've found hire MQ-88105 for 17 August. How many guests are you expecting now?",
            call(
                "get_hire",
                {"email": "colin.ashworth@btinternet.com", "phone": "01632960744"},
                _MQ_HIRE_RESULT,
            ),
        ),
        u(
            "Eighty, so we shall need the 6x12 m marquee.",
            "We are at 80 now, so the 6x12 m, please.",
            "80 guests. I understand the 6x12 m would be needed.",
        ),
        a("Then the 6x12 m is right. It's £1,890 against your current £1,450. Shall I switch it?", _MQ_STOCK),
        u("Yes, please switch it.", "Please do.", "Yes, go ahead, thank you."),
        a(
            "Done: the 6x12 m marquee for 17 August, £1,890 in total. We'll need a site survey for the "
            "bigger footprint on 2 August.",
            _MQ_CHANGE,
        ),
        u(
            "Very well. Will someone telephone beforehand?",
            "Thank you. The 2nd of August is fine.",
            "Noted. Is there anything I need to prepare for the survey?",
        ),
        a("Yes, the surveyor rings the day before. Just make sure they can get onto the lawn."),
        stop(
            "Thank you. Yours sincerely, Colin Ashworth.", "Most helpful, thank you.", "Thank you. Good day."
        ),
    ),
    (
        u(_MQ_OPENER),
        a("Certainly. What's the hire reference, please?"),
        u(
            "MQ-88105.",
            "It is MQ-88105, for the 17th of August.",
            "The reference is MQ-88105; the booking is in the name of Ashworth.",
        ),
        a(
            "I'm having trouble opening that booking - our system has timed out. Could you give me the email "
            "address on the booking instead?",
            call(
                "get_hire",
                {"hire_reference": "MQ-88105"},
                error="TimeoutError: hire database did not respond",
            ),
        ),
        u(
            "Of course. It is colin.ashworth@btinternet.com.",
            "colin.ashworth@btinternet.com",
            "Certainly - colin dot ashworth at btinternet dot com.",
        ),
        a(
            "Thank you, that worked. You have the 6x9 m on 17 August. The 6x12 m is free that day for £1,890 "
            "instead of £1,450 - a difference of £440. Shall I book the change?",
            call("get_hire", {"email": "colin.ashworth@btinternet.com"}, _MQ_HIRE_RESULT),
            _MQ_STOCK,
        ),
        u(
            "Yes, please do.",
            "By all means. The extra £440 is fine.",
            "Please. We cannot squeeze 80 into the smaller one.",
        ),
        a("Changed to the 6x12 m. A surveyor will visit on 2 August to check the ground.", _MQ_CHANGE),
        stop(
            "Thank you very much indeed. Kind regards, Colin Ashworth.",
            "Splendid, thank you. Good afternoon.",
            "Much appreciated. Goodbye.",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("skydiving", SKYDIVING, SKYDIVING_FLOWS),
    Domain("wallpapering", WALLPAPERING, WALLPAPERING_FLOWS),
    Domain("vinylrecords", VINYLRECORDS, VINYLRECORDS_FLOWS),
    Domain("cheeseclub", CHEESECLUB, CHEESECLUB_FLOWS),
    Domain("hedgetrimming", HEDGETRIMMING, HEDGETRIMMING_FLOWS),
    Domain("segway", SEGWAY, SEGWAY_FLOWS),
    Domain("kickboxing", KICKBOXING, KICKBOXING_FLOWS),
    Domain("tilefitting", TILEFITTING, TILEFITTING_FLOWS),
    Domain("soapmaking", SOAPMAKING, SOAPMAKING_FLOWS),
    Domain("marquee", MARQUEE, MARQUEE_FLOWS),
]

# -- seeded faults: one rule broken per conversation ---------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "skydiving",
        0,
        Say(0, "Hi, my tandem jump on Saturday was cancelled due to the wind. Can I move it to another day?"),
        "paraphrase",
    ),
    F(
        "opener",
        "skydiving",
        2,
        Say(0, "Hi, my tandem jump this Saturday got cancelled because of the wind"),
        "truncated: the question dropped",
    ),
    F(
        "opener",
        "vinylrecords",
        0,
        Say(
            0,
            "Hello, the LP I ordered from you arrived warped - it won't play without skipping. Order "
            "VR-204-7781.",
        ),
        "opener plus the order number",
    ),
    F(
        "opener",
        "vinylrecords",
        1,
        Say(0, "Hi there, my record arrived warped and skips when I play it. Can you help?"),
        "different first message",
    ),
    F(
        "opener",
        "hedgetrimming",
        1,
        Say(0, "Hi there, could someone come and cut back a laurel hedge in my back garden please?"),
        "reworded",
    ),
    F(
        "opener",
        "kickboxing",
        0,
        Say(0, "hey, i broke my wrist in sparring so i need to freeze my membership for a while"),
        "paraphrase in the persona's style",
    ),
    F(
        "opener",
        "kickboxing",
        2,
        Say(0, '"hey, i broke my wrist sparring and need to freeze my membership for a bit"'),
        "opener in quotation marks",
    ),
    F(
        "opener",
        "marquee",
        1,
        Say(
            0,
            "Good afternoon. We have hired a marquee from you for my daughter's wedding and now need a "
            "larger one.",
        ),
        "contraction expanded, one word changed",
    ),
    # -- reply_shape: a second voice, a stage direction, reasoning, a stop that asks, ...
    F(
        "reply_shape",
        "skydiving",
        0,
        Say(1, "*takes a deep breath* ok it's SKY-30417"),
        "action as in a play",
    ),
    F(
        "reply_shape",
        "wallpapering",
        0,
        Say(
            2,
            "Tuesday the 16th in the morning would suit me best.\nDecorating office: Lovely, we will see you "
            "on Tuesday then.",
        ),
        "the office speaking on a line of its own",
    ),
    F(
        "reply_shape",
        "vinylrecords",
        2,
        Say(
            1,
            "<thinking>The shop wants the order number. My facts say VR-204-7781, so I'll give "
            "that.</thinking>\nThe order number's VR-204-7781.",
        ),
        "thinking block",
    ),
    F(
        "reply_shape",
        "cheeseclub",
        0,
        Say(2, "Yes, please skip both. Is there anything else I can help you with today?"),
        "assistant's stock phrase",
    ),
    F(
        "reply_shape",
        "hedgetrimming",
        0,
        Say(2, '{"role": "user", "content": "Thursday 23rd please"}'),
        "message written as JSON with a role",
    ),
    F(
        "reply_shape",
        "segway",
        0,
        Say(4, "Awesome, thanks a lot! When will the €108 be back on my card?"),
        "a stop that still asks",
    ),
    F(
        "reply_shape",
        "kickboxing",
        1,
        Say(1, "(staying in character as a laid-back bartender) jordan ellis, 312 555 0187"),
        "note about staying in character",
    ),
    F(
        "reply_shape",
        "tilefitting",
        0,
        Say(3, "Thank you. Will Callum bring the adhesive and grout? I expect so, fitters usually do."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "marquee",
        0,
        Say(2, "Yes, please make the change.\n\n(Mr Ashworth waits patiently while the booking is updated.)"),
        "action about the part in brackets",
    ),
    # -- invented_specifics: a specific found neither in the scenario nor earlier in the conversation
    F(
        "invented_specifics",
        "skydiving",
        2,
        Say(1, "priya.raman@mailbox.org - booking SKY-30471 if that helps"),
        "booking reference with two digits swapped",
    ),
    F(
        "invented_specifics",
        "wallpapering",
        1,
        Say(1, "Gareth Llewellyn, BS6 7QR, 0117 496 0312."),
        "phone number with two digits swapped",
    ),
    F(
        "invented_specifics",
        "vinylrecords",
        1,
        Say(2, "A replacement please. I paid £34.99 for it, so I'd rather have the record than the money."),
        "amount paid misremembered",
    ),
    F(
        "invented_specifics",
        "hedgetrimming",
        0,
        Say(3, "07823 114590, or my husband's mobile, 07823 551207, if I don't pick up"),
        "a second phone number",
    ),
    F(
        "invented_specifics",
        "segway",
        0,
        Say(2, "Yes, go ahead - refund to my card ending 8821 please"),
        "card digits swapped",
    ),
    F(
        "invented_specifics",
        "kickboxing",
        0,
        Say(1, "KB-0931. i have a doctors note too, ref MED-44172"),
        "a note reference",
    ),
    F(
        "invented_specifics",
        "tilefitting",
        0,
        Say(1, "TF-2024-0387. The tiles were ordered on 2 October, if that matters."),
        "an order date",
    ),
    F(
        "invented_specifics",
        "soapmaking",
        0,
        Say(3, "Bethan Hughes and Carys Hughes, and the email is bethan.hughes@outlook.co.uk"),
        "email domain changed",
    ),
    F(
        "invented_specifics",
        "marquee",
        0,
        Say(
            2, "Yes, please make the change. We paid a £300 deposit in May, so please take that into account."
        ),
        "a deposit amount",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "skydiving",
        0,
        Say(1, "SKY-30417. I'd love to keep Tomasz Wren as my instructor if possible!"),
        "instructor's name",
    ),
    F(
        "unknown_fact",
        "wallpapering",
        1,
        Say(
            0,
            "Hello, the hallway paper your firm hung for me is coming loose at the joins. I believe it is "
            "still within your 12-month guarantee. Can someone return to fix it?",
        ),
        "guarantee period",
    ),
    F(
        "unknown_fact",
        "cheeseclub",
        0,
        Say(1, "CC-11472. I read that pauses can be up to 3 months, so two should be fine."),
        "pause limit",
    ),
    F(
        "unknown_fact",
        "hedgetrimming",
        1,
        Say(
            2,
            "HG2 0LB, about 20 metres. My neighbour had Declan Moss round and he was great - could he do "
            "mine?",
        ),
        "crew leader's name",
    ),
    F(
        "unknown_fact",
        "segway",
        0,
        Say(1, "SGW-7734. So the refund amount should be €118 for the two who dropped out, right?"),
        "refund amount worked out and stated before the agent said it",
    ),
    F(
        "unknown_fact",
        "kickboxing",
        0,
        Say(2, "from monday the 11th, 6 weeks, so back on april 22"),
        "freeze end date worked out before the agent said it",
    ),
    F(
        "unknown_fact",
        "tilefitting",
        1,
        Say(2, "Thursday 24 October, please. Will Callum Reid still be my fitter?"),
        "fitter's name",
    ),
    F(
        "unknown_fact",
        "soapmaking",
        0,
        Say(
            0,
            "Hi! I'd love two places on a beginners' soapmaking workshop in November for me and my sister. "
            "I've got a gift voucher with sixty quid left on it!",
        ),
        "voucher balance in words",
    ),
    F(
        "unknown_fact",
        "marquee",
        0,
        Say(
            1,
            "It is MQ-88105. I gather your team will want to do a site survey on 2 August for the larger "
            "one.",
        ),
        "site survey date",
    ),
    # -- data_dump: more than two known facts volunteered in one turn before the agent asked
    F(
        "data_dump",
        "wallpapering",
        0,
        Say(
            0,
            "Good morning. The seams on the hallway wallpaper you hung for me are lifting. My details: "
            "Gareth Llewellyn, job WP-58213, postcode BS6 7QR, telephone 0117 496 0321.",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "vinylrecords",
        1,
        Say(1, "dmitri.volkov@fastmail.com. Order VR-204-7781, placed 19/02/2024, I paid £32.99."),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "cheeseclub",
        0,
        Say(
            0,
            "Hello, please pause my cheese box for July and August while I am abroad.\n\nRegards,\nHelga "
            "Brandt\nMember no. CC-11472\nhbrandt@posteo.de\nOX4 1DB",
        ),
        "a signature block with four facts",
    ),
    F(
        "data_dump",
        "hedgetrimming",
        1,
        Say(
            1,
            "Rosalind Achebe, 07823 114590. I'm at 7 Thornfield Road, Harrogate HG2 0LB, the hedge is about "
            "20 metres, and my email is ros.achebe@gmail.com.",
        ),
        "asked for name and phone, gives three more",
    ),
    F(
        "data_dump",
        "segway",
        0,
        Say(
            0,
            "Hi! I'm Tomasz Kowal, booking SGW-7734, email tomasz.kowal@onet.pl. Two of the four on our 22 "
            "June tour dropped out - please change it to 2 riders and refund my card ending 8812.",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "kickboxing",
        0,
        Say(1, "KB-0931, jordan ellis, phone 312-555-0187, i pay $79 a month"),
        "asked for the member id, gives three more",
    ),
    F(
        "data_dump",
        "tilefitting",
        0,
        Say(
            1,
            "TF-2024-0387. My details, for your records:\n- name: Inês Carvalho\n- phone: 020 7946 0852\n"
            "- postcode: SE15 4NH",
        ),
        "asked for the quote number, lists three more",
    ),
    F(
        "data_dump",
        "soapmaking",
        1,
        Say(
            1,
            "SOAP-GV-5521. It's for Bethan Hughes and Carys Hughes, and you can email me at "
            "bethan.hughes@outlook.com.",
        ),
        "asked for the voucher, gives three more",
    ),
    F(
        "data_dump",
        "marquee",
        0,
        Say(
            1,
            "Certainly. Reference MQ-88105. Colin Ashworth, telephone 01632 960744, email "
            "colin.ashworth@btinternet.com.",
        ),
        "asked for the reference, gives three more",
    ),
    # -- premature_stop: the user stops before the expected write ran, the agent neither failed nor refused
    F(
        "premature_stop",
        "skydiving",
        0,
        StopAt(4, "Let me check with my friend which date works and I'll come back to you. Thanks!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "wallpapering",
        0,
        StopAt(4, "Thank you. I shall look at my diary and telephone you to arrange a day."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "cheeseclub",
        0,
        StopAt(4, "Let me check my travel dates again first. Thank you."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "hedgetrimming",
        1,
        StopAt(6, "Thanks, I'll have a think about the date and get back to you."),
        "after the quote",
    ),
    F(
        "premature_stop",
        "segway",
        1,
        StopAt(4, "Great, thanks, that's all!"),
        "after the first of two writes, before the refund",
    ),
    F(
        "premature_stop",
        "kickboxing",
        0,
        StopAt(4, "cool, $10 a month is fine, thanks"),
        "agrees, then leaves before the freeze",
    ),
    F(
        "premature_stop",
        "tilefitting",
        0,
        StopAt(4, "Let me check with my builder which of those dates suits, and I will get back to you."),
        "after the dates",
    ),
    F(
        "premature_stop",
        "soapmaking",
        0,
        StopAt(6, "Ooh, let me check with Carys first and I'll come back to book! Thanks!"),
        "after the voucher check",
    ),
    F("premature_stop", "marquee", 1, StopAt(2, ""), "silent stop after a question"),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "skydiving", 1, meta(1, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "wallpapering", 2, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "vinylrecords", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F(
        "persona_sent",
        "cheeseclub",
        1,
        meta(1, prompt_missing=["known_facts.email", "known_facts.postcode"]),
        "two known facts",
    ),
    F("persona_sent", "segway", 1, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "kickboxing", 0, meta(1, prompt_missing=["goal", "persona"]), "goal and persona"),
    F("persona_sent", "soapmaking", 0, meta(2, prompt_missing=["known_facts.voucher_code"]), "a known fact"),
    F(
        "persona_sent",
        "marquee",
        2,
        meta(1, prompt_missing=["persona", "unknown_facts"]),
        "persona and unknown facts",
    ),
]
