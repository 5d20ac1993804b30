"""Blind set 23, part Q: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the section "Simulator fidelity: guards, faults, valid trials" of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework and the first set's
``FAULTS`` in ``tests/_fidelity_blind.py``, the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing.

The ten scenarios: acupuncture (move an appointment to a morning the week after), boxingclub (refund a
duplicate monthly membership payment), canyoning (book a beginners' trip for two and check wetsuits are
included), cyclocross (transfer a race entry to a club-mate after an injury), egghatching (replacement eggs
for a school hatching kit that arrived with cracked eggs), flyfishing (cancel a guided day on the River Test
and get the deposit back), gymnastics (move a daughter from the Tuesday to the Thursday class), harpsichord
(book a tuning visit before a house concert), ikebana (move a missed workshop to the next one) and jousting
(upgrade four tournament tickets to the front-row enclosure).

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


# -- 1. acupuncture: move an appointment (with an opener) ----------------------------------------------------

ACUPUNCTURE = Scenario(
    goal="Your acupuncture appointment on Thursday 13 March clashes with a late shift; move it to a morning "
    "slot the following week, with the same therapist if possible.",
    persona="a hospital nurse who works shifts, friendly and a bit hurried",
    known_facts={
        "booking_reference": "ACU-58213",
        "full_name": "Maren Solberg",
        "phone": "+44 7911 482360",
        "current_appointment": "2025-03-13 17:30",
        "date_of_birth": "1988-11-02",
    },
    unknown_facts=["therapist's name: Hannah Whitlock", "session price", "late-change fee: £15"],
    opener="Hi, I need to move my acupuncture appointment on Thursday please.",
    expected=["reschedule_appointment"],
)
_ACU_OPENER = "Hi, I need to move my acupuncture appointment on Thursday please."
_ACU_FIND = call(
    "find_booking",
    {"booking_reference": "ACU-58213"},
    {
        "reference": "ACU-58213",
        "client": "Maren Solberg",
        "slot": "2025-03-13T17:30",
        "therapist": "Hannah Whitlock",
        "price": "£55",
    },
)
_ACU_FIND_BY_NAME = call(
    "find_booking",
    {"name": "Maren Solberg", "dob": "1988-11-02"},
    {
        "reference": "ACU-58213",
        "client": "Maren Solberg",
        "slot": "2025-03-13T17:30",
        "therapist": "Hannah Whitlock",
        "price": "£55",
    },
)
_ACU_SLOTS = call(
    "available_slots",
    {"therapist": "Hannah Whitlock", "from": "2025-03-17", "to": "2025-03-21", "part_of_day": "morning"},
    {"slots": ["2025-03-18T09:00", "2025-03-19T10:30", "2025-03-21T08:30"]},
)
_ACU_SLOTS_SAT = call(
    "available_slots",
    {"therapist": "Hannah Whitlock", "from": "2025-03-15", "to": "2025-03-21", "part_of_day": "morning"},
    {"slots": ["2025-03-18T09:00", "2025-03-21T08:30"], "full": ["2025-03-15"]},
)
ACUPUNCTURE_FLOWS = (
    (
        u(_ACU_OPENER),
        a("Of course. Can I have your booking reference, please?"),
        u(
            "It's ACU-58213.",
            "ACU-58213",
            "Sure, the reference is ACU 58213.",
            "yes it's acu-58213 - booked under Maren Solberg",
            "Reference ACU58213, thanks!",
        ),
        a(
            "Thanks, Maren. I can see your session with Hannah Whitlock on Thursday 13 March at 17:30. Which "
            "days would suit you instead?",
            _ACU_FIND,
        ),
        u(
            "Any morning next week would be great, ideally before 11.",
            "mornings next week please - I'm on lates all week so afternoons are out",
            "Next week, mornings. Can I stay with Hannah? She knows my shoulder.",
            "Could I do a morning the week after? Before 11 if possible, I start at 12.",
        ),
        a(
            "Hannah has Tuesday 18 March at 09:00, Wednesday 19 March at 10:30 or Friday 21 March at 08:30.",
            _ACU_SLOTS,
        ),
        u(
            "Wednesday the 19th at 10:30 please.",
            "The 10:30 on Wednesday works.",
            "Let's do Wed 19/03, 10.30am.",
            "Wednesday 19 March at half ten would be perfect, thanks.",
        ),
        a(
            "Done: you're now booked with Hannah on Wednesday 19 March at 10:30. There's no fee, as it's "
            "more than 24 hours' notice.",
            call(
                "reschedule_appointment",
                {"booking_reference": "ACU-58213", "new_slot": "2025-03-19T10:30"},
                {"status": "moved", "slot": "2025-03-19T10:30", "therapist": "Hannah Whitlock", "fee": 0},
            ),
        ),
        u(
            "Brilliant. And the price is still the same?",
            "Thanks! Do I need to arrive early?",
            "Great - is it still £55?",
            "Lovely, thank you. Do I pay at the clinic like last time?",
        ),
        a("Yes, it's still £55, paid at the clinic. Please arrive 5 minutes early."),
        stop(
            "Perfect, thank you!",
            "Lovely, see you on the 19th. Thanks!",
            "Thanks so much, bye",
            "Great, £55 at the clinic, 5 mins early. Cheers!",
            "",
        ),
    ),
    (
        u(_ACU_OPENER),
        a("Sure. Could you give me your full name and date of birth so I can find the booking?"),
        u(
            "Maren Solberg, 2 November 1988.",
            "Maren Solberg - DOB 02/11/1988",
            "It's Maren Solberg, born 1988-11-02. My reference is ACU-58213 if that helps.",
            "maren solberg, 2nd Nov 1988",
        ),
        a(
            "Thanks, Maren. Found it: Thursday 13 March at 17:30 with Hannah Whitlock. When would you like "
            "to come instead?",
            _ACU_FIND_BY_NAME,
        ),
        u(
            "Could I move it to a morning next week?",
            "Is there anything the following week in the morning?",
            "Next week, any morning except Monday.",
            "A morning next week please, with Hannah Whitlock again if she's free.",
        ),
        a("Next week Hannah has Tuesday 18 March at 09:00 and Friday 21 March at 08:30.", _ACU_SLOTS),
        u(
            "Tuesday 18th at 9 please.",
            "I'll take the Tuesday, 9am.",
            "18 March, 09:00 - perfect.",
            "Tuesday at 9 works, thank you.",
        ),
        a(
            "Moved to Tuesday 18 March at 09:00 with Hannah. A reminder text will go to the number on file.",
            call(
                "reschedule_appointment",
                {"booking_reference": "ACU-58213", "new_slot": "2025-03-18T09:00"},
                {"status": "moved", "slot": "2025-03-18T09:00", "therapist": "Hannah Whitlock", "fee": 0},
            ),
        ),
        u(
            "Is that to my mobile, 07911 482 360?",
            "Which number will the reminder go to? I changed phones recently but kept the number.",
            "Will the reminder come the day before?",
            "Thanks! Just to check, that's the +44 7911 482360 number?",
        ),
        a("Yes, the reminder goes by text to 07911 482360 the day before."),
        stop("Great, thanks for your help!", "Perfect. Bye!", "Thank you, see you on the 18th.", ""),
    ),
    (
        u(_ACU_OPENER),
        a("No problem. What's your booking reference?"),
        u("ACU-58213", "It's ACU-58213.", "acu 58213", "The reference is ACU-58213, thanks."),
        a(
            "Thanks. That's Thursday 13 March at 17:30. Just so you know, changes within 24 hours carry a "
            "£15 late-change fee, but you're well outside that. What day would you prefer?",
            _ACU_FIND,
        ),
        u(
            "Good to know the £15 doesn't apply. Could I do this Saturday morning instead?",
            "Phew. Do you have anything on Saturday morning?",
            "Oh good, no fee then. Saturday morning, if there is anything?",
        ),
        a(
            "Saturday 15 March is fully booked, I'm afraid. The earliest morning is Tuesday 18 March at "
            "09:00 with Hannah Whitlock, or Friday 21 March at 08:30.",
            _ACU_SLOTS_SAT,
        ),
        u(
            "OK, Tuesday at 9 then.",
            "Fine, book me in for the 18th at 9:00.",
            "That'll do - Tuesday 18/03 at 9am please.",
            "Shame about Saturday. Tuesday the 18th at 9 is fine.",
        ),
        a(
            "Done, Tuesday 18 March at 09:00 with Hannah Whitlock.",
            call(
                "reschedule_appointment",
                {"booking_reference": "ACU-58213", "new_slot": "2025-03-18T09:00"},
                {"status": "moved", "slot": "2025-03-18T09:00", "therapist": "Hannah Whitlock", "fee": 0},
            ),
        ),
        stop(
            "Great, thank you!",
            "Thanks a lot, that's sorted then.",
            "Perfect, see you Tuesday. Bye!",
            "Cheers, that's a weight off.",
        ),
    ),
)


# -- 2. boxingclub: duplicate membership payment -------------------------------------------------------------

BOXINGCLUB = Scenario(
    goal="Your boxing club took April's £42 membership fee twice; get the duplicate payment refunded.",
    persona="a postman in his forties who trains three evenings a week, blunt but good-natured",
    known_facts={
        "member_number": "BX-40917",
        "full_name": "Callum Reid",
        "email": "callum.reid84@outlook.com",
        "charge_date": "2025-04-01",
        "card_last_four": "7730",
    },
    unknown_facts=[
        "duplicate payment reference: PAY-88140-B",
        "refund processing time: 3-5 working days",
        "coach's name",
    ],
    expected=["refund_payment"],
)
_BOX_LOOKUP = call(
    "lookup_member",
    {"member_number": "BX-40917"},
    {
        "member": "BX-40917",
        "name": "Callum Reid",
        "plan": "Unlimited Evenings",
        "fee": "£42.00",
        "payments": [
            {"ref": "PAY-88140-A", "date": "2025-04-01", "amount": 42.0},
            {"ref": "PAY-88140-B", "date": "2025-04-01", "amount": 42.0},
        ],
    },
)
_BOX_LOOKUP_EMAIL = call(
    "lookup_member",
    {"email": "callum.reid84@outlook.com"},
    {
        "member": "BX-40917",
        "name": "Callum Reid",
        "plan": "Unlimited Evenings",
        "fee": "£42.00",
        "payments": [
            {"ref": "PAY-88140-A", "date": "2025-04-01", "amount": 42.0},
            {"ref": "PAY-88140-B", "date": "2025-04-01", "amount": 42.0},
        ],
    },
)
_BOX_REFUND = call(
    "refund_payment",
    {"payment_ref": "PAY-88140-B"},
    {
        "status": "refunded",
        "ref": "PAY-88140-B",
        "amount": 42.0,
        "card": "**** 7730",
        "eta": "3-5 working days",
    },
)
BOXINGCLUB_FLOWS = (
    (
        u(
            "Hi, I've been charged twice for my membership this month. Can you sort it?",
            "hiya, my april membership came out of my account twice, £42 each time. need one of them back",
            "Hello - I think I've been double-billed for April. Two lots of £42 on the same day.",
            "Morning. Got charged twice for the club this month, can I get the extra one refunded?",
        ),
        a("Sorry about that! What's your member number?"),
        u("BX-40917", "It's BX-40917.", "member no. bx40917", "Sure, BX 40917 - Callum Reid."),
        a(
            "Thanks, Callum. I can see two payments of £42.00 on 1 April: PAY-88140-A and PAY-88140-B. The "
            "second is a duplicate. Shall I refund PAY-88140-B to the card it came from?",
            _BOX_LOOKUP,
        ),
        u(
            "Yes please, refund the second one.",
            "Yeah go on, refund PAY-88140-B.",
            "Yes. That's the card ending 7730, right?",
            "yes pls - so I'll get the £42 back?",
        ),
        a("Done: £42.00 refunded to your card ending 7730; it should show in 3-5 working days.", _BOX_REFUND),
        stop(
            "Cheers!",
            "Sound, thanks for sorting that.",
            "Great, 3-5 days is fine. Ta.",
            "Nice one. PAY-88140-B refunded, got it. Cheers.",
            "",
        ),
    ),
    (
        u(
            "Hello, I need a refund for a duplicate membership payment.",
            "Hi, I've been charged £42 twice on 1 April for my boxing membership.",
            "Hey, you took my monthly fee twice. Can I have one back please?",
        ),
        a("I can help. Please confirm your full name and the email on your account."),
        u(
            "Callum Reid, callum.reid84@outlook.com",
            "Name's Callum Reid and the email is callum.reid84@outlook.com",
            "Callum Reid - CALLUM.REID84@OUTLOOK.COM",
            "callum reid / callum.reid84 at outlook dot com",
        ),
        a(
            "Found you, member BX-40917. There are two £42.00 payments dated 1 April 2025; the second, "
            "PAY-88140-B, is a duplicate, so I've refunded it.",
            _BOX_LOOKUP_EMAIL,
            _BOX_REFUND,
        ),
        u(
            "Brilliant. How long till it's back on my card?",
            "Thanks. Which card does it go to? I've only got the one ending 7730.",
            "Cheers - so that's £42 back, not £84?",
            "Good stuff. Do I need to do anything at my end?",
        ),
        a(
            "It goes back to the card ending 7730 and usually shows within 3-5 working days. Only the one "
            "£42 payment is refunded, and there's nothing you need to do."
        ),
        stop("Spot on, thanks.", "Great stuff, cheers mate.", "Ok, I'll keep an eye on my account. Thanks!"),
    ),
    (
        u(
            "Hi, I was charged twice for April's membership fee. Member BX-40917.",
            "Hello, double charge on my account for April, member number BX-40917.",
            "Alright - you've taken my £42 twice this month. I'm BX-40917.",
        ),
        a("Let me check that for you.", _BOX_LOOKUP),
        a(
            "I see the duplicate, PAY-88140-B for £42.00. I'll refund it now.",
            call("refund_payment", {"payment_ref": "PAY-88140-B"}, error="payment gateway timeout"),
        ),
        a(
            "I'm sorry, the refund failed because our payment provider isn't responding, and I can't retry "
            "it from here today. Please try again tomorrow or ask at reception."
        ),
        stop(
            "Ah well. I'll ask at the front desk on Thursday then. Cheers.",
            "Annoying, but fine. I'll try again tomorrow.",
            "ok, thanks for trying",
            "",
        ),
    ),
)


# -- 3. canyoning: book a beginners' trip (with an opener) ---------------------------------------------------

CANYONING = Scenario(
    goal="Book a half-day beginners' canyoning trip for you and your partner on Saturday 14 June, and check "
    "that wetsuits are included.",
    persona="a primary-school teacher on summer break, enthusiastic and chatty, a little nervous about "
    "heights",
    known_facts={
        "full_name": "Priya Raman",
        "email": "priya.raman@gmx.de",
        "phone": "+49 151 2384 7710",
        "participants": "2",
        "trip_date": "2025-06-14",
        "partner_name": "Jonas Weber",
    },
    unknown_facts=[
        "guide's name: Luca Bernardi",
        "price per person",
        "meeting point: Gasthof Lindenhof car park",
    ],
    opener="Hello! We'd love to book a beginner canyoning trip for two on Saturday 14 June.",
    expected=["book_trip"],
)
_CAN_OPENER = "Hello! We'd love to book a beginner canyoning trip for two on Saturday 14 June."
_CAN_AVAIL = call(
    "check_availability",
    {"date": "2025-06-14", "level": "beginner", "people": 2},
    {
        "date": "2025-06-14",
        "trip": "Starzlach Half-Day (beginner)",
        "slots": [{"start": "09:00", "free": 6}, {"start": "14:00", "free": 2}],
        "price_per_person": "€89",
        "includes": ["wetsuit", "helmet", "harness"],
    },
)
_CAN_AVAIL_PM = call(
    "check_availability",
    {"date": "2025-06-14", "level": "beginner", "people": 2},
    {
        "date": "2025-06-14",
        "trip": "Starzlach Half-Day (beginner)",
        "slots": [{"start": "09:00", "free": 0}, {"start": "14:00", "free": 2}],
        "price_per_person": "€89",
        "includes": ["wetsuit", "helmet", "harness"],
    },
)
CANYONING_FLOWS = (
    (
        u(_CAN_OPENER),
        a(
            "Great choice! On 14 June we run the Starzlach Half-Day for beginners at 09:00 or 14:00, €89 per "
            "person, with wetsuit, helmet and harness included. Which start time would you like?",
            _CAN_AVAIL,
        ),
        u(
            "The morning one at 9 please!",
            "9:00 sounds perfect - so €178 for the two of us?",
            "Morning please. Wetsuits included, great, that was my main worry. We'll take the 09:00.",
            "9am! Do we need any experience at all? Neither of us has done it before.",
        ),
        a(
            "9:00 it is, and no experience is needed. Could I have your full name, an email address and a "
            "mobile number for the booking?"
        ),
        u(
            "Priya Raman, priya.raman@gmx.de, +49 151 2384 7710",
            "Name: Priya Raman\nEmail: priya.raman@gmx.de\nMobile: 0151 23847710",
            "Sure - Priya Raman, email priya.raman@gmx.de, mobile +49 (0)151 2384 7710.",
            "It's Priya Raman. priya.raman@gmx.de and 01512384 7710",
        ),
        a(
            "Booked! Reference CNY-20614-31: Saturday 14 June at 09:00 for 2, total €178. Your guide is Luca "
            "Bernardi; please meet at the Gasthof Lindenhof car park 15 minutes early.",
            call(
                "book_trip",
                {
                    "date": "2025-06-14",
                    "start": "09:00",
                    "people": 2,
                    "name": "Priya Raman",
                    "email": "priya.raman@gmx.de",
                    "phone": "+49 151 2384 7710",
                },
                {
                    "booking": "CNY-20614-31",
                    "total": "€178",
                    "meeting_point": "Gasthof Lindenhof car park",
                    "guide": "Luca Bernardi",
                },
            ),
        ),
        u(
            "Amazing, thank you! Should we bring anything?",
            "Lovely. What do we bring, just swimwear?",
            "Great! Is Luca the one from the photos on your website?",
            "Yay! So 8:45 at the Gasthof Lindenhof car park. What should we wear underneath the wetsuit?",
        ),
        a("Just swimwear, a towel and trainers that can get wet. We provide everything else."),
        stop(
            "Perfect, see you on the 14th!",
            "Wonderful, thanks so much. We're really excited!",
            "Great, thanks. Bye!",
            "Brilliant - CNY-20614-31, noted. Thank you!",
            "",
        ),
    ),
    (
        u(_CAN_OPENER),
        a("Lovely! Is it just the two of you, and has either of you been canyoning before?"),
        u(
            "Just the two of us, total beginners. I'm a bit nervous about the jumps to be honest.",
            "Yes, me and my partner Jonas. First time for both!",
            "Two of us, no experience at all. Are the jumps optional?",
            "Just us two! Complete newbies, but very keen.",
        ),
        a(
            "No problem: all jumps are optional and there's always a slide or an abseil instead. On 14 June "
            "the morning is full, but I have 2 places left at 14:00, €89 each. Shall I book the afternoon?",
            _CAN_AVAIL_PM,
        ),
        u(
            "The afternoon is fine. Yes please book it.",
            "2pm is OK. €89 each, so €178 together - fine.",
            "Yes, 14:00 works. Are wetsuits included in the €89?",
            "Afternoon's great, we can have a lie-in. Yes please!",
        ),
        a("Yes, wetsuits, helmets and harnesses are all included. Your full name and a phone number please?"),
        u(
            "Priya Raman, +49 151 2384 7710.",
            "Priya Raman - 0151 2384 7710",
            "Priya Raman. Mobile is 01512384 7710.",
            "Sure: Priya Raman, phone 0049 151 23847710",
        ),
        a("Thanks. And an email address for the confirmation?"),
        u("priya.raman@gmx.de", "It's priya.raman@gmx.de please.", "priya.raman(at)gmx.de"),
        a(
            "Booked: CNY-20614-47, Saturday 14 June at 14:00 for two, €178 in total. Meeting point: Gasthof "
            "Lindenhof car park; your guide is Luca Bernardi.",
            call(
                "book_trip",
                {
                    "date": "2025-06-14",
                    "start": "14:00",
                    "people": 2,
                    "name": "Priya Raman",
                    "email": "priya.raman@gmx.de",
                    "phone": "+49 151 2384 7710",
                },
                {
                    "booking": "CNY-20614-47",
                    "total": "€178",
                    "meeting_point": "Gasthof Lindenhof car park",
                    "guide": "Luca Bernardi",
                },
            ),
        ),
        stop(
            "Thank you so much, Jonas will be thrilled!",
            "Perfect, thanks!",
            "Super, danke! See you then.",
            "Great, 14:00 at the Gasthof Lindenhof. Thanks a lot!",
        ),
    ),
)


# -- 4. cyclocross: transfer a race entry --------------------------------------------------------------------

CYCLOCROSS = Scenario(
    goal="You broke your wrist and cannot ride the Grünwald cyclocross race on Sunday 16 November; transfer "
    "your Masters 40+ entry to your club-mate Piotr.",
    persona="an amateur racer in his late forties, frustrated about the injury but courteous",
    known_facts={
        "entry_number": "CX25-0713",
        "full_name": "Tomasz Wrona",
        "email": "t.wrona@velomail.pl",
        "teammate_name": "Piotr Lis",
        "teammate_licence": "PL-48812-M",
        "race_date": "2025-11-16",
    },
    unknown_facts=["transfer fee: €10", "start time of the Masters race", "race number: 213"],
    expected=["transfer_entry"],
)
_CX_ENTRY = call(
    "get_entry",
    {"entry_number": "CX25-0713"},
    {
        "entry": "CX25-0713",
        "rider": "Tomasz Wrona",
        "category": "Masters 40+ Men",
        "race": "Grünwald CX",
        "date": "2025-11-16",
        "bib": 213,
        "paid": "€35",
    },
)
_CX_ENTRY_EMAIL = call(
    "get_entry",
    {"email": "t.wrona@velomail.pl"},
    {
        "entry": "CX25-0713",
        "rider": "Tomasz Wrona",
        "category": "Masters 40+ Men",
        "race": "Grünwald CX",
        "date": "2025-11-16",
        "bib": 213,
        "paid": "€35",
    },
)
_CX_TRANSFER = call(
    "transfer_entry",
    {"entry_number": "CX25-0713", "new_rider": "Piotr Lis", "licence": "PL-48812-M"},
    {"status": "transferred", "entry": "CX25-0713", "rider": "Piotr Lis", "fee": "€10", "bib": 213},
)
CYCLOCROSS_FLOWS = (
    (
        u(
            "Hi, I've broken my wrist and can't race in Grünwald on the 16th. Can I transfer my entry to a "
            "club-mate?",
            "Hello, I need to hand my cyclocross entry over to a teammate - injured, unfortunately.",
            "Hi there, is it possible to transfer my race entry for Sunday 16 November to someone from my "
            "club? I broke my wrist last week.",
            "hey, crashed in training and broke my wrist :( can my mate Piotr take over my entry for "
            "grünwald?",
        ),
        a(
            "Sorry to hear that, get well soon! Transfers are possible up to 48 hours before the race. "
            "What's your entry number?"
        ),
        u("CX25-0713", "It's CX25-0713.", "Entry number CX25 0713", "cx25-0713, under Tomasz Wrona"),
        a(
            "Thanks, Tomasz. Entry CX25-0713, Masters 40+ Men, bib 213. A transfer costs €10. Who is taking "
            "over, and what is their licence number?",
            _CX_ENTRY,
        ),
        u(
            "Piotr Lis, licence PL-48812-M.",
            "My club-mate Piotr Lis - his licence is PL 48812 M.",
            "It's Piotr Lis. Licence: pl-48812-m. The €10 is fine.",
            "Piotr Lis (licence PL-48812-M). He's also over 40, so same category.",
        ),
        a(
            "Done: entry CX25-0713 now belongs to Piotr Lis, same bib 213. The €10 fee will be charged to "
            "your card on file.",
            _CX_TRANSFER,
        ),
        u(
            "Thanks. Will Piotr get an email?",
            "Great. Does he need to bring anything to registration?",
            "Thank you! So he just picks up bib 213 on the day?",
            "Perfect. And the €10 comes off the same card I paid the €35 with?",
        ),
        a(
            "Yes to all of that: Piotr gets an email to confirm his details, the €10 goes on the card you "
            "paid with, and he collects bib 213 at registration with his licence."
        ),
        stop(
            "Perfect, thanks a lot.",
            "Great, cheers!",
            "Thank you, have a good race weekend.",
            "Brilliant. Now I just have to heal. Thanks!",
            "",
        ),
    ),
    (
        u(
            "Hello, I'd like to transfer my entry for the Grünwald race to another rider.",
            "Hi, I can't race on 16 November anymore. Can my entry go to a friend from the club?",
            "Good evening, I need to pass my Grünwald entry to a club-mate, I'm injured.",
        ),
        a("Certainly. Could you give me the email you registered with?"),
        u("t.wrona@velomail.pl", "It's t.wrona@velomail.pl - Tomasz Wrona.", "T.Wrona@velomail.pl"),
        a("Found it: entry CX25-0713, Masters 40+ Men on 16 November. Who should it go to?", _CX_ENTRY_EMAIL),
        u(
            "Piotr Lis, from my club.",
            "To Piotr Lis please.",
            "My teammate, Piotr Lis.",
            "Piotr Lis. Same club.",
        ),
        a("And Piotr's licence number?"),
        u("PL-48812-M", "His licence is PL-48812-M.", "Licence PL 48812 M", "pl-48812-m"),
        a("Thanks. There's a €10 transfer fee. Shall I go ahead?"),
        u("Yes, go ahead.", "Yes, €10 is fine.", "Sure, do it.", "That's fair. Yes please."),
        a("Transferred to Piotr Lis. Bib 213 stays the same.", _CX_TRANSFER),
        stop(
            "Thanks, much appreciated.",
            "Great, I'll let Piotr know he's number 213. Cheers.",
            "Thank you very much.",
            "",
        ),
    ),
    (
        u(
            "Hi, I need to transfer my race entry CX25-0713 to a club-mate, I'm injured.",
            "Hello - entry CX25-0713, I'd like to give it to Piotr Lis from my club. Broke my wrist.",
            "Hi, can entry CX25-0713 for the 16 November race go to a teammate? Doctor says no racing for "
            "six weeks.",
        ),
        a("Sorry to hear that. Who's taking it over, and what's their licence number?"),
        u(
            "Piotr Lis, licence PL-48812-M.",
            "PL-48812-M, Piotr Lis.",
            "It's Piotr Lis, and his licence number is PL-48812-M.",
        ),
        a(
            "Let me try that.",
            _CX_ENTRY,
            call(
                "transfer_entry",
                {"entry_number": "CX25-0713", "new_rider": "Piotr Lis", "licence": "PL-48812-M"},
                error="licence PL-48812-M not found in federation registry",
            ),
        ),
        a(
            "The transfer failed: the federation registry doesn't recognise licence PL-48812-M, so I can't "
            "complete it. Please ask Piotr to check his licence with the federation and contact us again."
        ),
        stop(
            "Ok, I'll check with Piotr and come back. Thanks.",
            "Strange. I'll ask him to double-check. Thanks anyway.",
            "Right, thanks for trying.",
            "",
        ),
    ),
)


# -- 5. egghatching: replacement eggs for a school kit (with an opener) --------------------------------------

EGGHATCHING = Scenario(
    goal="Your class's egg-hatching kit arrived with three cracked eggs; get replacement eggs sent before "
    "the incubation starts.",
    persona="a primary-school teacher, organised, writes in full sentences",
    known_facts={
        "order_number": "HTC-30418",
        "school_name": "Millbrook Primary School",
        "full_name": "Ruth Achterberg",
        "email": "r.achterberg@millbrook.sch.uk",
        "delivery_date": "2025-04-22",
    },
    unknown_facts=[
        "replacement dispatch date: 2025-04-24",
        "breed of the eggs",
        "hatch-day hotline number: 0800 612 4477",
    ],
    opener="Hello, three of the eggs in our hatching kit arrived cracked.",
    expected=["send_replacement"],
)
_EGG_OPENER = "Hello, three of the eggs in our hatching kit arrived cracked."
_EGG_ORDER = {
    "order": "HTC-30418",
    "school": "Millbrook Primary School",
    "contact": "Ruth Achterberg",
    "kit": "Classroom Hatch Kit (10 eggs)",
    "delivered": "2025-04-22",
    "breed": "Light Sussex",
}
_EGG_FIND = call("find_order", {"order_number": "HTC-30418"}, _EGG_ORDER)
_EGG_FIND_SCHOOL = call("find_order", {"school": "Millbrook Primary School"}, _EGG_ORDER)
_EGG_SEND = call(
    "send_replacement",
    {"order_number": "HTC-30418", "quantity": 3},
    {"status": "dispatched", "eggs": 3, "dispatch": "2025-04-24", "courier": "overnight"},
)
EGGHATCHING_FLOWS = (
    (
        u(_EGG_OPENER),
        a("I'm so sorry to hear that. Could you give me your order number?"),
        u(
            "Yes, it is HTC-30418.",
            "The order number is HTC-30418.",
            "HTC30418",
            "Of course: HTC-30418, for Millbrook Primary School.",
        ),
        a(
            "Thank you. That's the Classroom Hatch Kit of 10 Light Sussex eggs, delivered on 22 April. I can "
            "send 3 replacement eggs by overnight courier. Shall I arrange that?",
            _EGG_FIND,
        ),
        u(
            "Yes please, that would be wonderful.",
            "Yes, please send the 3 replacements. The children would be heartbroken otherwise.",
            "Yes please. Should we start the incubator with the 7 good eggs now, or wait?",
            "That would be great, thank you. Will they arrive before the weekend?",
        ),
        a(
            "The replacement eggs are on their way, dispatched on 24 April by overnight courier, so they'll "
            "be with you before the weekend. Start the incubator now with the 7 intact eggs and add the new "
            "ones when they arrive. If a chick struggles on hatch day, ring our hotline on 0800 612 4477.",
            _EGG_SEND,
        ),
        u(
            "Thank you. Do the new eggs need to rest before going in?",
            "Lovely. So they should arrive on the 25th?",
            "That's very helpful, thank you. Should we mark the late eggs so we know which are which?",
            "Thank you - 0800 612 4477, I'll put it on the classroom wall. Do the new eggs need to rest "
            "first?",
        ),
        a(
            "Yes, they should arrive on 25 April. Let them rest pointy end down for a few hours at room "
            "temperature, and mark them with a pencil cross so you can tell them apart."
        ),
        stop(
            "Thank you so much for your help!",
            "Wonderful, thank you. The class will be delighted.",
            "Many thanks, have a lovely day.",
            "",
        ),
    ),
    (
        u(_EGG_OPENER),
        a("Oh no! Which school is the kit for?"),
        u(
            "Millbrook Primary School.",
            "It's for Millbrook Primary - Year 2.",
            "Millbrook Primary School. I'm Ruth Achterberg, the Year 2 teacher.",
            "It's for Millbrook Primary School, Year 2's classroom.",
        ),
        a(
            "Thanks. I've found order HTC-30418 for Ruth Achterberg, delivered on 22 April. Are the other 7 "
            "eggs intact?",
            _EGG_FIND_SCHOOL,
        ),
        u(
            "Yes, the other seven look fine.",
            "Seven are fine, three are cracked right through.",
            "Yes, the remaining 7 are perfect. I checked each one against the light.",
        ),
        a("Good. I'll send 3 replacement eggs. What email should the tracking link go to?"),
        u(
            "r.achterberg@millbrook.sch.uk",
            "Please send it to r.achterberg@millbrook.sch.uk.",
            "My school email, please: r.achterberg@millbrook.sch.uk",
        ),
        a(
            "Done: 3 Light Sussex eggs dispatched on 24 April by overnight courier; tracking goes to "
            "r.achterberg@millbrook.sch.uk.",
            _EGG_SEND,
        ),
        stop(
            "Thank you, that's a relief.",
            "Perfect, thanks very much.",
            "Excellent. Thank you for being so quick.",
            "Thank you. The children will be so pleased.",
        ),
    ),
)


# -- 6. flyfishing: cancel a guided day ----------------------------------------------------------------------

FLYFISHING = Scenario(
    goal="A family emergency means you must cancel your guided fly-fishing day on the River Test on 7 May; "
    "get your deposit refunded.",
    persona="a retired engineer, precise, slightly old-fashioned in tone",
    known_facts={
        "booking_reference": "FF-7702-TST",
        "full_name": "Geoffrey Hale",
        "phone": "01962 771 408",
        "deposit_paid": "£120",
        "email": "g.hale@btinternet.com",
    },
    unknown_facts=["ghillie's name: Angus McBride", "cancellation cut-off: 14 days", "beat number"],
    expected=["cancel_booking"],
)
_FF_BOOKING = {
    "ref": "FF-7702-TST",
    "name": "Geoffrey Hale",
    "date": "2025-05-07",
    "beat": "Beat 4, Longstock",
    "ghillie": "Angus McBride",
    "deposit": "£120",
    "balance_due": "£180",
}
_FF_FIND = call("find_booking", {"booking_reference": "FF-7702-TST"}, _FF_BOOKING)
_FF_FIND_NAME = call("find_booking", {"name": "Geoffrey Hale", "phone": "01962 771408"}, _FF_BOOKING)
_FF_CANCEL = call(
    "cancel_booking",
    {"booking_reference": "FF-7702-TST", "reason": "family emergency"},
    {"status": "cancelled", "refund": "£120", "refund_to": "original card", "eta": "5 working days"},
)
FLYFISHING_FLOWS = (
    (
        u(
            "Good afternoon. I'm afraid I must cancel my guided day on the Test on 7 May - a family matter "
            "has come up.",
            "Hello, I need to cancel my fly-fishing day on 7 May, family emergency I'm afraid.",
            "Good day. Owing to a family emergency I shall have to cancel my guided fishing day on the River "
            "Test. I'd be grateful if the deposit could be returned.",
            "Hello. Regrettably I have to cancel the guided day on the 7th of May.",
        ),
        a("I'm sorry to hear that. May I have your booking reference?"),
        u("Certainly: FF-7702-TST.", "FF-7702-TST", "The reference is FF 7702 TST.", "It is ff-7702-tst."),
        a(
            "Thank you, Mr Hale. That's Beat 4 at Longstock on 7 May with Angus McBride; you paid a £120 "
            "deposit. As the date is more than 14 days away, the deposit is refunded in full. Shall I "
            "cancel?",
            _FF_FIND,
        ),
        u(
            "Yes, please cancel it.",
            "Please do. And the £120 goes back to my card?",
            "Yes. A pity - please pass my apologies to Mr McBride.",
            "Yes, go ahead. I'm glad it's more than 14 days.",
        ),
        a("Cancelled. £120 will go back to your original card within 5 working days.", _FF_CANCEL),
        stop(
            "Thank you very much.",
            "Most kind. Good day.",
            "Thank you. I hope to rebook later in the season.",
            "Very good, £120 within 5 working days. Thank you.",
            "",
        ),
    ),
    (
        u(
            "Hello, I need to cancel a booking and get my deposit back.",
            "Hello, could you cancel my guided day on the Test, please? Family emergency.",
            "Good morning. I wish to cancel my fishing day on 7 May and reclaim the deposit.",
        ),
        a("Of course. Could you confirm your full name and the phone number on the booking?"),
        u(
            "Geoffrey Hale, 01962 771408.",
            "Geoffrey Hale; telephone 01962 771 408.",
            "Name Geoffrey Hale, phone +44 1962 771408.",
            "It is Geoffrey Hale, and the telephone number is 01962-771408.",
        ),
        a(
            "Thank you. I've found FF-7702-TST for 7 May, with a £120 deposit. Would you like to move it to "
            "another date instead, or cancel?",
            _FF_FIND_NAME,
        ),
        u(
            "Cancel, please. I can't commit to another date at present.",
            "Just cancel it, thank you. I'll rebook when things settle.",
            "Cancel please - the £120 back would be appreciated.",
        ),
        a(
            "Done: cancelled, and £120 refunded to your original card within 5 working days. A confirmation "
            "email is on its way.",
            _FF_CANCEL,
        ),
        u(
            "To g.hale@btinternet.com, I take it?",
            "Which email address did you send it to? It should be g.hale@btinternet.com.",
            "Thank you. Which address is the confirmation going to?",
        ),
        a("Yes, to g.hale@btinternet.com."),
        stop("Thank you, that is all.", "Splendid. Goodbye.", "Very good. Thank you for your help."),
    ),
)


# -- 7. gymnastics: move to another class (with an opener) ---------------------------------------------------

GYMNASTICS = Scenario(
    goal="Move your 8-year-old daughter from the Tuesday beginners' gymnastics class to the Thursday one for "
    "the rest of the term.",
    persona="a working parent, warm, types quickly on a phone, occasional typos",
    known_facts={
        "account_number": "GYM-11583",
        "full_name": "Nadia Brandt",
        "child_name": "Elsie Brandt",
        "phone": "0412 558 903",
        "email": "nadia.brandt@bigpond.com",
        "current_class": "Tuesday 16:00 Beginners",
    },
    unknown_facts=["coach's name: Mireille Dubois", "price difference", "class code: THU-B2"],
    opener="Hi! Can I move my daughter to the Thursday class?",
    expected=["transfer_class"],
)
_GYM_OPENER = "Hi! Can I move my daughter to the Thursday class?"
_GYM_ACCOUNT = {
    "account": "GYM-11583",
    "parent": "Nadia Brandt",
    "children": [{"name": "Elsie Brandt", "class": "TUE-B1 Beginners Tue 16:00", "age": 8}],
}
_GYM_GET = call("get_account", {"account_number": "GYM-11583"}, _GYM_ACCOUNT)
_GYM_GET_EMAIL = call("get_account", {"email": "nadia.brandt@bigpond.com"}, _GYM_ACCOUNT)
_GYM_AVAIL = call(
    "class_availability",
    {"day": "Thursday", "level": "Beginners"},
    {"class": "THU-B2 Beginners Thu 16:30", "coach": "Mireille Dubois", "spaces": 2, "term_fee": "$240"},
)
_GYM_MOVE = call(
    "transfer_class",
    {"child": "Elsie Brandt", "from": "TUE-B1", "to": "THU-B2"},
    {"status": "moved", "child": "Elsie Brandt", "class": "THU-B2", "starts": "2025-08-14", "fee_change": 0},
)
GYMNASTICS_FLOWS = (
    (
        u(_GYM_OPENER),
        a("Of course! What's the account number, and your daughter's name?"),
        u(
            "GYM-11583, and her name is Elsie Brandt.",
            "Account GYM-11583 - it's for Elsie",
            "gym-11583, Elsie Brandt",
            "Sure! Acount number GYM-11583, daughter is Elsie.",
        ),
        a(
            "Thanks! Elsie is in TUE-B1, Tuesdays at 16:00. Thursday's beginners' class, THU-B2, is at 16:30 "
            "with Coach Mireille Dubois and has 2 spaces. Shall I move her from next week?",
            _GYM_GET,
            _GYM_AVAIL,
        ),
        u(
            "Yes please! 4:30 is actually better for us.",
            "Yes, from next week is great. Same fee?",
            "Perfect, yes pls move her to THU-B2.",
            "Yes! She'll be thrilled, her best friend is in that class.",
        ),
        a(
            "Done: Elsie is in THU-B2 from Thursday 14 August. The term fee is the same, so there's nothing "
            "to pay.",
            _GYM_MOVE,
        ),
        stop("Thank you so much!!", "Brilliant, thanks!", "Great, see you on the 14th. Thanks!", ""),
    ),
    (
        u(_GYM_OPENER),
        a("Sure, I can look into it. Could I have the email on your account?"),
        u(
            "nadia.brandt@bigpond.com",
            "It's nadia.brandt@bigpond.com",
            "nadia.brandt@bigpond.com - Nadia Brandt",
            "its nadia.brandt@bigpond.com thanks",
        ),
        a(
            "Thanks, Nadia. I see Elsie in the Tuesday 16:00 Beginners. The Thursday class is at 16:30; it "
            "has 2 spaces left and the fee is the same, $240 for the term. Do you want me to move her?",
            _GYM_GET_EMAIL,
            _GYM_AVAIL,
        ),
        u(
            "Yes please. Does she start this week?",
            "Yes, please move her. Who's the coach on Thursdays?",
            "Yes thats great thank you",
            "Yes please, the $240 is already paid so that's easy.",
        ),
        a("Moved! She starts on Thursday 14 August with Coach Mireille Dubois.", _GYM_MOVE),
        u(
            "Lovely, thank you. Should she bring anything different?",
            "Thanks. Can you send a confirmation to my email?",
            "Great - will the Tuesday coach know she's moved?",
            "Yay. Is Mireille ok with kids who are a bit shy at first?",
        ),
        a(
            "Nothing different to bring, a confirmation is on its way by email, the Tuesday coach is told "
            "automatically, and Mireille is lovely with new starters."
        ),
        stop("Perfect, thanks heaps!", "Thank you, have a nice day!", "Great, cheers.", "Awesome thank u!"),
    ),
)


# -- 8. harpsichord: book a tuning visit ---------------------------------------------------------------------

HARPSICHORD = Scenario(
    goal="Book a tuning visit for your harpsichord before your house concert on Sunday 21 September; it must "
    "be tuned at A=415 in Vallotti temperament.",
    persona="a semi-professional early-music player, knowledgeable, polite and a little particular",
    known_facts={
        "customer_number": "HC-2291",
        "full_name": "Isabelle Fournier",
        "address": "27 Weavers Row, Norwich NR3 1HG",
        "phone": "07700 914226",
        "instrument": "double-manual Flemish harpsichord (Goermans copy)",
        "concert_date": "2025-09-21",
    },
    unknown_facts=["tuner's name: Oskar Lindgren", "tuning fee", "visit reference: TUN-5508"],
    expected=["book_tuning"],
)
_HC_CUSTOMER = {
    "customer": "HC-2291",
    "name": "Isabelle Fournier",
    "address": "27 Weavers Row, Norwich NR3 1HG",
    "instrument": "Flemish double (Goermans copy)",
}
_HC_FIND = call("find_customer", {"customer_number": "HC-2291"}, _HC_CUSTOMER)
_HC_FIND_POSTCODE = call("find_customer", {"name": "Isabelle Fournier", "postcode": "NR3 1HG"}, _HC_CUSTOMER)
_HC_SLOTS = call(
    "tuner_slots",
    {"postcode": "NR3 1HG", "before": "2025-09-21"},
    {
        "tuner": "Oskar Lindgren",
        "slots": ["2025-09-18T10:00", "2025-09-19T14:00", "2025-09-20T09:30"],
        "fee": "£95",
    },
)
HARPSICHORD_FLOWS = (
    (
        u(
            "Hello, I'd like to book a tuning for my harpsichord before a house concert on 21 September.",
            "Good morning. My harpsichord needs tuning before 21 September - could you arrange a visit?",
            "Hi, I need a tuner for my harpsichord before the 21st of September please. A=415, Vallotti.",
            "Hello there, I have a house concert on Sunday 21 September and my harpsichord needs a tuning "
            "beforehand.",
        ),
        a("Happy to help. What's your customer number?"),
        u("HC-2291", "It's HC-2291.", "Customer number HC 2291.", "hc-2291, under Isabelle Fournier"),
        a(
            "Thank you, Ms Fournier. I have your Flemish double at 27 Weavers Row. Our tuner for Norwich can "
            "come on Thursday 18 September at 10:00, Friday 19 September at 14:00 or Saturday 20 September "
            "at 9:30. Which would suit?",
            _HC_FIND,
            _HC_SLOTS,
        ),
        u(
            "Saturday the 20th at 9:30 would be ideal - as close to the concert as possible.",
            "The 20th at half past nine, please.",
            "Sat 20/09 at 09:30 please. Please note it's at A=415 in Vallotti.",
            "Saturday morning, please. The instrument will need to go down to A=415.",
        ),
        a(
            "Booked: Saturday 20 September at 9:30, A=415 in Vallotti, with Oskar Lindgren. Reference "
            "TUN-5508; the fee is £95.",
            call(
                "book_tuning",
                {
                    "customer_number": "HC-2291",
                    "slot": "2025-09-20T09:30",
                    "pitch": "A=415",
                    "temperament": "Vallotti",
                },
                {
                    "reference": "TUN-5508",
                    "slot": "2025-09-20T09:30",
                    "tuner": "Oskar Lindgren",
                    "fee": "£95",
                },
            ),
        ),
        u(
            "Thank you. Will Mr Lindgren need parking? There's a space in front of the house.",
            "Perfect. Is the £95 paid to the tuner on the day?",
            "Lovely. Could he text me on 07700 914226 when he's on his way?",
            "Excellent, TUN-5508. Does he bring his own tuning fork at 415?",
        ),
        a(
            "He'll text before arriving, the space in front is helpful, he brings his own fork and tuning "
            "software, and the £95 is paid on the day by card or transfer."
        ),
        stop(
            "Splendid, thank you.", "Wonderful. Thank you for your help.", "Thanks, that's all I needed.", ""
        ),
    ),
    (
        u(
            "Hello, can I arrange a harpsichord tuning please?",
            "Hi - I need my harpsichord tuned fairly soon.",
            "Good afternoon, I'd like to book a tuner for my harpsichord.",
        ),
        a("Of course. May I have your name and postcode?"),
        u(
            "Isabelle Fournier, NR3 1HG.",
            "Isabelle Fournier - postcode NR3 1HG",
            "It's Isabelle Fournier, 27 Weavers Row, Norwich NR3 1HG.",
            "isabelle fournier, nr3 1hg",
        ),
        a(
            "Thanks, found you (customer HC-2291). Is it still the Goermans copy, and is there a date it "
            "needs to be ready by?",
            _HC_FIND_POSTCODE,
        ),
        u(
            "Yes, the Goermans copy. It's for a house concert on 21 September.",
            "Same instrument. I need it done before Sunday 21 September.",
            "Yes - the double-manual. Before the 21st of September please, at A=415.",
        ),
        a("Oskar Lindgren can come on 18, 19 or 20 September. The fee is £95.", _HC_SLOTS),
        u(
            "The 19th, please - afternoon if possible.",
            "Friday the 19th would be best.",
            "19 September, 2pm, please.",
            "Friday 19/09 in the afternoon, if that's one of his slots.",
        ),
        a(
            "Booked for Friday 19 September at 14:00, reference TUN-5509.",
            call(
                "book_tuning",
                {
                    "customer_number": "HC-2291",
                    "slot": "2025-09-19T14:00",
                    "pitch": "A=415",
                    "temperament": "Vallotti",
                },
                {
                    "reference": "TUN-5509",
                    "slot": "2025-09-19T14:00",
                    "tuner": "Oskar Lindgren",
                    "fee": "£95",
                },
            ),
        ),
        stop(
            "Thank you very much.",
            "Perfect, TUN-5509 noted. Goodbye.",
            "That's wonderful, thank you.",
            "Thanks - two days' margin before the concert is just right.",
        ),
    ),
    (
        u(
            "Hello, I'd like a tuning visit before 21 September please. Customer number HC-2291.",
            "Hi, customer HC-2291 here - can I book a harpsichord tuning for the week before 21 September?",
            "Good morning, HC-2291. I need a tuning ahead of a house concert on the 21st of September.",
        ),
        a(
            "Let me look.",
            call(
                "find_customer",
                {"customer_number": "HC-2291"},
                {**_HC_CUSTOMER, "on_hold": "unpaid invoice INV-3310 (£95)"},
            ),
        ),
        a(
            "I'm sorry, I can't book a visit: your account is on hold because invoice INV-3310 for £95 is "
            "unpaid. Once it's settled, we can book straight away."
        ),
        u(
            "Oh dear, I thought I'd paid that. Can't you book it anyway and I'll pay tomorrow?",
            "I was sure INV-3310 was paid. Could you make an exception given the concert?",
            "How strange. Is there no way to pencil something in while I look into the £95?",
        ),
        a("I'm afraid not; bookings are blocked until the invoice is paid. You can pay online at any time."),
        stop(
            "Very well. I'll check my bank and pay it. Thank you.",
            "I understand. I'll sort out the £95 first. Goodbye.",
            "Fine, I'll deal with INV-3310 today. Thanks.",
        ),
    ),
)


# -- 9. ikebana: move a missed workshop (with an opener) -----------------------------------------------------

IKEBANA = Scenario(
    goal="You were ill and missed the ikebana workshop on Saturday 8 March; ask for a place in the next "
    "workshop instead of losing the fee.",
    persona="a quiet, courteous retiree who has taken up flower arranging; writes short, careful messages",
    known_facts={
        "booking_number": "IKB-0308-17",
        "full_name": "Margaret Olsen",
        "email": "m.olsen@pm.me",
        "fee_paid": "€65",
        "missed_date": "2025-03-08",
    },
    unknown_facts=["instructor's name: Keiko Tanabe", "next workshop's theme", "materials surcharge: €12"],
    opener="Good afternoon. I was ill and missed my ikebana workshop last Saturday.",
    expected=["transfer_booking"],
)
_IKB_OPENER = "Good afternoon. I was ill and missed my ikebana workshop last Saturday."
_IKB_BOOKING = {
    "booking": "IKB-0308-17",
    "name": "Margaret Olsen",
    "workshop": "Spring Moribana",
    "date": "2025-03-08",
    "paid": "€65",
    "attended": False,
}
_IKB_FIND = call("find_booking", {"booking_number": "IKB-0308-17"}, _IKB_BOOKING)
_IKB_FIND_EMAIL = call("find_booking", {"name": "Margaret Olsen", "email": "m.olsen@pm.me"}, _IKB_BOOKING)
_IKB_NEXT = call(
    "list_workshops",
    {"after": "2025-03-08"},
    [
        {
            "date": "2025-04-05",
            "title": "Nageire with Branches",
            "instructor": "Keiko Tanabe",
            "spaces": 3,
            "materials_surcharge": "€12",
        }
    ],
)
_IKB_MOVE = call(
    "transfer_booking",
    {"booking_number": "IKB-0308-17", "to_date": "2025-04-05"},
    {"status": "transferred", "new_booking": "IKB-0405-09", "date": "2025-04-05", "surcharge_due": "€12"},
)
IKEBANA_FLOWS = (
    (
        u(_IKB_OPENER),
        a("I'm sorry you were unwell. Could you give me your booking number?"),
        u(
            "Yes, it is IKB-0308-17.",
            "IKB-0308-17",
            "The booking number is IKB 0308 17.",
            "Of course. IKB-0308-17, in the name of Margaret Olsen.",
        ),
        a(
            "Thank you, Mrs Olsen. I see Spring Moribana on 8 March, €65 paid. I can move you to the next "
            "workshop on 5 April, 'Nageire with Branches' with Keiko Tanabe. There is a €12 materials "
            "surcharge. Would that suit?",
            _IKB_FIND,
            _IKB_NEXT,
        ),
        u(
            "Yes, 5 April would suit me very well.",
            "Yes please. I am happy to pay the €12.",
            "That is kind. So €77 in total for the April class, I understand. Yes please.",
            "Yes, thank you. I have heard good things about Ms Tanabe.",
        ),
        a(
            "Done. Your new booking is IKB-0405-09 for Saturday 5 April. The €12 can be paid on the day.",
            _IKB_MOVE,
        ),
        stop(
            "Thank you very much.",
            "That is very kind. Thank you.",
            "Thank you, I look forward to it.",
            "IKB-0405-09. Thank you, goodbye.",
            "",
        ),
    ),
    (
        u(_IKB_OPENER),
        a("I'm sorry to hear that. Could you tell me your name and the email on the booking?"),
        u(
            "Margaret Olsen, m.olsen@pm.me.",
            "My name is Margaret Olsen and my email is m.olsen@pm.me.",
            "Margaret Olsen. Email: m.olsen@pm.me",
        ),
        a(
            "Thank you. I found your booking for 8 March. We don't refund missed workshops, but I can move "
            "you to the next one on 5 April or give you a €65 credit for later. Which would you prefer?",
            _IKB_FIND_EMAIL,
        ),
        u(
            "I would prefer the April workshop, please.",
            "A place on 5 April, please.",
            "The 5th of April would be lovely. What will we be making?",
            "The workshop, please. A credit might sit unused.",
        ),
        a(
            "The 5 April workshop is 'Nageire with Branches' with Keiko Tanabe; there is a €12 materials "
            "surcharge. Shall I move you?",
            _IKB_NEXT,
        ),
        u(
            "Yes, please.",
            "Yes, that is fine. I will bring the €12.",
            "Yes please. Do I need to bring my own scissors?",
            "Branches sound interesting. Yes, please move me.",
        ),
        a(
            "Moved: your new booking is IKB-0405-09. Bring your kenzan and scissors if you have them; we "
            "have spares.",
            _IKB_MOVE,
        ),
        stop("Thank you so much.", "Very good. Thank you for your help.", "Wonderful. See you on 5 April."),
    ),
)


# -- 10. jousting: upgrade tournament tickets ----------------------------------------------------------------

JOUSTING = Scenario(
    goal="Upgrade your four standard tickets for the jousting tournament at Kenwick Castle on Sunday 10 "
    "August to the front-row Knight's Enclosure, paying the difference.",
    persona="a dad organising a birthday treat for his twin sons, cheerful and chatty",
    known_facts={
        "order_number": "KC-884120",
        "full_name": "Owen Pritchard",
        "email": "owen.pritchard@mailbox.org",
        "postcode": "SY3 8LQ",
        "tickets": "4",
        "event_date": "2025-08-10",
    },
    unknown_facts=["upgrade price per ticket: £8", "champion knight's name", "enclosure row: Row A"],
    expected=["upgrade_tickets"],
)
_JOUST_ORDER = {
    "order": "KC-884120",
    "name": "Owen Pritchard",
    "event": "Grand Summer Joust",
    "date": "2025-08-10",
    "tickets": [
        {"type": "adult", "area": "Standard"},
        {"type": "adult", "area": "Standard"},
        {"type": "child", "area": "Standard"},
        {"type": "child", "area": "Standard"},
    ],
    "paid": "£96.00",
}
_JOUST_GET = call("get_order", {"order_number": "KC-884120"}, _JOUST_ORDER)
_JOUST_GET_EMAIL = call(
    "get_order", {"email": "owen.pritchard@mailbox.org", "postcode": "SY3 8LQ"}, _JOUST_ORDER
)
_JOUST_CHECK = call(
    "check_upgrade",
    {"order_number": "KC-884120", "area": "Knight's Enclosure"},
    {"area": "Knight's Enclosure", "available": 4, "price_per_ticket": "£8.00", "row": "Row A"},
)
_JOUST_UPGRADE = call(
    "upgrade_tickets",
    {"order_number": "KC-884120", "area": "Knight's Enclosure"},
    {"status": "upgraded", "charged": "£32.00", "seats": "Row A, 11-14"},
)
JOUSTING_FLOWS = (
    (
        u(
            "Hi! I've got four tickets for the joust at Kenwick Castle on 10 August - can I upgrade them to "
            "the front row?",
            "Hello, is it possible to upgrade my tickets for the jousting on Sunday 10 August to the "
            "Knight's Enclosure?",
            "Hiya, it's my twins' birthday and I'd love to move us to the front-row seats for the joust. "
            "We've got 4 standard tickets.",
            "Hi there! Can I upgrade 4 standard tickets to the Knight's Enclosure for the 10th of August "
            "tournament?",
        ),
        a("What a lovely treat! What's your order number?"),
        u(
            "KC-884120",
            "It's KC-884120.",
            "Order number is KC 884120",
            "Sure - KC-884120, booked by Owen Pritchard.",
        ),
        a(
            "Thanks, Owen. Order KC-884120: 2 adult and 2 child standard tickets for the Grand Summer Joust "
            "on 10 August. The Knight's Enclosure has 4 seats left in Row A at £8.00 extra per ticket, "
            "£32.00 in total. Shall I upgrade?",
            _JOUST_GET,
            _JOUST_CHECK,
        ),
        u(
            "Yes please, go for it!",
            "£32 for all four? Bargain, yes please.",
            "Yes! Row A will blow the boys' minds.",
            "Yes please - charge it to the same card I used.",
        ),
        a(
            "Upgraded! Your seats are Row A, 11-14, in the Knight's Enclosure. £32.00 has been charged to "
            "your card, and new e-tickets are on their way.",
            _JOUST_UPGRADE,
        ),
        u(
            "Fantastic. Do the old tickets stop working?",
            "Brilliant, thanks! Will the e-tickets go to owen.pritchard@mailbox.org?",
            "Amazing. So seats 11 to 14 in Row A, got it. Can the kids meet the knights after?",
            "Great stuff. So I paid £96 plus £32, £128 altogether - worth it for the front row!",
        ),
        a(
            "The old tickets are cancelled, the new ones go to the email on your order, and the knights come "
            "to the enclosure fence after the final joust for photos."
        ),
        stop(
            "Brilliant, thanks so much!",
            "Cheers, you've made two little boys very happy.",
            "Great stuff, thank you.",
            "Row A, 11-14. Lovely, thanks!",
            "",
        ),
    ),
    (
        u(
            "Hello, I'd like to upgrade my jousting tickets please.",
            "Hi, can I change my tickets for the Kenwick joust to better seats?",
            "Hey! Any chance of upgrading our joust tickets? It's for my lads' birthday.",
        ),
        a("Sure. Please give me your email address and the postcode on the order."),
        u(
            "owen.pritchard@mailbox.org, SY3 8LQ",
            "Email owen.pritchard@mailbox.org, postcode SY3 8LQ.",
            "It's owen.pritchard@mailbox.org and sy3 8lq",
            "owen.pritchard@mailbox.org / SY38LQ",
        ),
        a("Thanks, I've found order KC-884120 for 10 August. Which seats would you like?", _JOUST_GET_EMAIL),
        u(
            "The Knight's Enclosure if there's room, for all 4 of us.",
            "Front row please - the Knight's Enclosure.",
            "Whatever's closest to the action! The enclosure, I think it's called?",
        ),
        a(
            "There are 4 seats left in Row A of the Knight's Enclosure at £8.00 each extra, £32.00 in total.",
            _JOUST_CHECK,
        ),
        u(
            "Great, please book them.",
            "Lovely, £8 each is fine - go ahead.",
            "Yes please, upgrade all four.",
            "Row A! Yes, do it.",
        ),
        a("Done. Row A, seats 11-14; £32.00 charged.", _JOUST_UPGRADE),
        stop("Cheers, thanks!", "Fab, thank you!", "Great, the boys will be over the moon.", ""),
    ),
    (
        u(
            "Hi, I'd like to upgrade my 4 tickets for the joust on 10 August to the Knight's Enclosure. "
            "Order KC-884120.",
            "Hello! Order KC-884120 - can we move to the front-row enclosure for the 10 August joust?",
            "Hi, order KC-884120. Could all four of us go in the Knight's Enclosure?",
        ),
        a(
            "Let me check.",
            _JOUST_GET,
            call(
                "check_upgrade",
                {"order_number": "KC-884120", "area": "Knight's Enclosure"},
                {"area": "Knight's Enclosure", "available": 4, "min_age": 12},
            ),
        ),
        a(
            "I'm sorry, I can't upgrade this order: the Knight's Enclosure is for ages 12 and up, and two of "
            "your tickets are child tickets. I can't make an exception, for safety reasons."
        ),
        u(
            "Oh, that's a shame. Not even if we sit right next to them?",
            "Ah, the boys are a bit younger than that. No way round it?",
            "Really? They're very well behaved!",
        ),
        a(
            "I'm afraid not, the rule is strict. Your standard seats are still good, and the knights come to "
            "the fence after the final joust for photos."
        ),
        stop(
            "Fair enough. We'll stick with the standard seats then. Thanks.",
            "Ok, no worries. Thanks anyway!",
            "Shame, but understood. Cheers.",
        ),
    ),
)


DOMAINS: list[Domain] = [
    Domain("acupuncture", ACUPUNCTURE, ACUPUNCTURE_FLOWS),
    Domain("boxingclub", BOXINGCLUB, BOXINGCLUB_FLOWS),
    Domain("canyoning", CANYONING, CANYONING_FLOWS),
    Domain("cyclocross", CYCLOCROSS, CYCLOCROSS_FLOWS),
    Domain("egghatching", EGGHATCHING, EGGHATCHING_FLOWS),
    Domain("flyfishing", FLYFISHING, FLYFISHING_FLOWS),
    Domain("gymnastics", GYMNASTICS, GYMNASTICS_FLOWS),
    Domain("harpsichord", HARPSICHORD, HARPSICHORD_FLOWS),
    Domain("ikebana", IKEBANA, IKEBANA_FLOWS),
    Domain("jousting", JOUSTING, JOUSTING_FLOWS),
]


FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "acupuncture",
        0,
        Say(0, "Hi, I need to reschedule my acupuncture session on Thursday, please."),
        "paraphrase",
    ),
    F(
        "opener",
        "acupuncture",
        2,
        Say(
            0,
            "Hi, I need to move my acupuncture appointment on Thursday please. It clashes with a late shift.",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "canyoning",
        0,
        Say(0, "Hello! We'd like to book a beginners' canyoning trip for two people on Saturday 14 June."),
        "reworded",
    ),
    F("opener", "canyoning", 1, Say(0, "Hello! We'd love to book a beginner canyoning trip."), "truncated"),
    F(
        "opener",
        "egghatching",
        0,
        Say(
            0,
            "Hello, three of the eggs in our hatching kit arrived cracked. Could you send us some new ones?",
        ),
        "opener plus a request",
    ),
    F("opener", "gymnastics", 0, Say(0, "Hi! Could my daughter switch to the Thursday class?"), "paraphrase"),
    F(
        "opener",
        "gymnastics",
        1,
        Say(0, "Hi! Can I move my daughter Elsie to the Thursday class? Tuesdays don't work anymore."),
        "opener with a name and a sentence added",
    ),
    F(
        "opener",
        "ikebana",
        1,
        Say(0, "Good afternoon. I missed last Saturday's ikebana workshop because I was unwell."),
        "same content, reordered",
    ),
    # -- reply_shape: more than the customer's own voice in the turn
    F(
        "reply_shape",
        "acupuncture",
        0,
        Say(
            2,
            "As an AI I don't actually have a work rota, but for the purposes of this conversation: any "
            "morning next week would be great, ideally before 11.",
        ),
        "breaks character",
    ),
    F(
        "reply_shape",
        "boxingclub",
        0,
        Say(
            1,
            "Thought process: they want my member number, which I have, so I'll give it and wait.\nBX-40917",
        ),
        "reasoning line",
    ),
    F(
        "reply_shape",
        "canyoning",
        0,
        Say(1, '{"role": "user", "content": "The morning one at 9 please!"}'),
        "message as JSON with a role",
    ),
    F(
        "reply_shape",
        "cyclocross",
        0,
        Say(
            2,
            "Piotr Lis, licence PL-48812-M.\nRace office: Thank you, we'll process the transfer straight "
            "away.",
        ),
        "the organiser speaking on its own line",
    ),
    F(
        "reply_shape",
        "egghatching",
        1,
        Say(1, "*glances over at the incubator on the windowsill* It's for Millbrook Primary School."),
        "action written as in a play",
    ),
    F(
        "reply_shape",
        "flyfishing",
        0,
        Say(2, "Yes, please cancel it. Will the £120 go back to my card? I expect so."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "harpsichord",
        0,
        Say(
            2,
            "[Note: the customer wants the slot closest to the concert.] Saturday the 20th at 9:30, please.",
        ),
        "bracketed note about the customer",
    ),
    F("reply_shape", "ikebana", 1, Say(2, "User: I would prefer the April workshop, please."), "role marker"),
    F(
        "reply_shape",
        "jousting",
        0,
        Say(4, "Brilliant, thanks so much! Can the boys bring their toy swords?"),
        "a stop that still asks",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "acupuncture",
        1,
        Say(
            1,
            "Maren Solberg, 2 November 1988. I also have a gift voucher, GV-4471, if that can go towards it.",
        ),
        "voucher code",
    ),
    F(
        "invented_specifics",
        "boxingclub",
        0,
        Say(2, "Yes please. That's the card ending 7703."),
        "card digits swapped",
    ),
    F("invented_specifics", "cyclocross", 1, Say(3, "His licence is PL-48821-M."), "licence digits swapped"),
    F(
        "invented_specifics",
        "egghatching",
        0,
        Say(2, "Yes please, that would be wonderful. Could they go to the school office at 14 Orchard Road?"),
        "street address",
    ),
    F(
        "invented_specifics",
        "flyfishing",
        1,
        Say(1, "Geoffrey Hale, 01962 771408. I made the booking on 14 January, if that helps."),
        "booking date",
    ),
    F("invented_specifics", "gymnastics", 1, Say(1, "nadia.brandt@gmail.com"), "email domain"),
    F(
        "invented_specifics",
        "harpsichord",
        0,
        Say(3, "Lovely. Could he text me on 07700 914 262 when he's on his way?"),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "ikebana",
        0,
        Say(2, "Yes please. I am happy to pay the €15."),
        "surcharge amount",
    ),
    F(
        "invented_specifics",
        "jousting",
        0,
        Say(
            3, "Brilliant, thanks! Will the e-tickets go to me and to my wife at sian.pritchard@mailbox.org?"
        ),
        "another person's email",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "acupuncture",
        1,
        Say(1, "Maren Solberg, 2 November 1988. I'm booked in with Hannah Whitlock."),
        "therapist's name",
    ),
    F(
        "unknown_fact",
        "boxingclub",
        1,
        Say(
            0,
            "Hi, I've been charged £42 twice for April. I'd like the extra one back - I know refunds take 3 "
            "to 5 working days, that's fine.",
        ),
        "refund time as a range in words",
    ),
    F(
        "unknown_fact",
        "canyoning",
        0,
        Say(1, "The 9:00 one please! And we meet at the Gasthof Lindenhof car park, right?"),
        "meeting point",
    ),
    F(
        "unknown_fact",
        "cyclocross",
        1,
        Say(
            0,
            "Hello, I'd like to transfer my entry for the Grünwald race to another rider. I'm happy to pay "
            "the €10 transfer fee.",
        ),
        "transfer fee in the first message",
    ),
    F(
        "unknown_fact",
        "egghatching",
        0,
        Say(1, "The order number is HTC-30418. They're Light Sussex eggs, in case you need the breed."),
        "breed guessed",
    ),
    F(
        "unknown_fact",
        "gymnastics",
        1,
        Say(1, "nadia.brandt@bigpond.com. We're hoping for THU-B2 if it has room."),
        "class code",
    ),
    F(
        "unknown_fact",
        "harpsichord",
        1,
        Say(1, "Isabelle Fournier, NR3 1HG. The tuning fee was ninety pounds last time, I believe."),
        "fee in words",
    ),
    F(
        "unknown_fact",
        "ikebana",
        1,
        Say(2, "A place on 5 April, please. I know there is a €12 materials surcharge for that one."),
        "surcharge",
    ),
    F(
        "unknown_fact",
        "jousting",
        1,
        Say(
            0,
            "Hello, I'd like to upgrade my jousting tickets so my boys can be right by Sir Roderick, the "
            "champion knight.",
        ),
        "champion knight named",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "acupuncture",
        0,
        Say(1, "ACU-58213. It's Maren Solberg, DOB 02/11/1988, mobile 07911 482360."),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "boxingclub",
        1,
        Say(
            0,
            "Hi, I'm Callum Reid, member BX-40917, email callum.reid84@outlook.com. You charged me twice on "
            "1 April.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "canyoning",
        1,
        Say(
            1,
            "Just the two of us, me and Jonas Weber. I'm Priya Raman - you can reach me on +49 151 2384 7710 "
            "or priya.raman@gmx.de.",
        ),
        "asked how many, gives four facts",
    ),
    F(
        "data_dump",
        "cyclocross",
        0,
        Say(
            0,
            "Hi, I'm Tomasz Wrona, entry CX25-0713, email t.wrona@velomail.pl. I broke my wrist and want to "
            "transfer the entry to Piotr.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "egghatching",
        1,
        Say(
            1,
            "Millbrook Primary School.\n- Order: HTC-30418\n- Delivered: 22 April\n- Contact: "
            "r.achterberg@millbrook.sch.uk",
        ),
        "asked for the school, gives a list",
    ),
    F(
        "data_dump",
        "flyfishing",
        1,
        Say(
            0,
            "Hello, I need to cancel booking FF-7702-TST for Geoffrey Hale and have my £120 deposit "
            "returned. My telephone number is 01962 771 408.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "gymnastics",
        0,
        Say(
            1,
            "GYM-11583, Elsie Brandt. I'm Nadia Brandt, mobile 0412 558 903, and she's currently in the "
            "Tuesday 16:00 Beginners.",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "harpsichord",
        1,
        Say(
            1,
            "Isabelle Fournier, NR3 1HG.\n\nIsabelle Fournier\nCustomer no. HC-2291\nTel. 07700 "
            "914226\nInstrument: double-manual Flemish harpsichord (Goermans copy)",
        ),
        "signature block",
    ),
    F(
        "data_dump",
        "jousting",
        0,
        Say(1, "KC-884120. It's Owen Pritchard, owen.pritchard@mailbox.org, postcode SY3 8LQ."),
        "asked for the order, gives three more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "acupuncture",
        0,
        StopAt(4, "OK, let me check my rota first and I'll ring back. Thanks!"),
        "asked for days",
    ),
    F(
        "premature_stop",
        "boxingclub",
        0,
        StopAt(4, "Hang on, let me check with my bank that it's actually gone out twice. Cheers."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "canyoning",
        1,
        StopAt(2, "Hmm, let me talk it over with Jonas and get back to you. Thanks!"),
        "after the first question",
    ),
    F(
        "premature_stop",
        "cyclocross",
        1,
        StopAt(
            6, "Let me make sure Piotr definitely wants it before we do anything. I'll come back, thanks."
        ),
        "asked for the licence",
    ),
    F(
        "premature_stop",
        "flyfishing",
        1,
        StopAt(4, "I shall think it over and telephone tomorrow. Good day."),
        "offered move or cancel",
    ),
    F("premature_stop", "gymnastics", 0, StopAt(4, ""), "silent stop after the offer"),
    F(
        "premature_stop",
        "harpsichord",
        0,
        StopAt(4, "Let me check which day suits the other players and I'll ring back. Thank you."),
        "after the slots",
    ),
    F(
        "premature_stop",
        "ikebana",
        1,
        StopAt(4, "I will think about which I prefer and write again. Thank you."),
        "offered workshop or credit",
    ),
    F("premature_stop", "jousting", 1, StopAt(6, "Thanks, that's good to know!"), "satisfied with the quote"),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "boxingclub", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "canyoning", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F(
        "persona_sent",
        "cyclocross",
        2,
        meta(1, prompt_missing=["known_facts.teammate_licence"]),
        "a known fact",
    ),
    F("persona_sent", "egghatching", 1, meta(0, prompt_missing=["goal", "persona"]), "goal and persona"),
    F(
        "persona_sent",
        "flyfishing",
        0,
        meta(1, prompt_missing=["known_facts.booking_reference"]),
        "a known fact",
    ),
    F("persona_sent", "harpsichord", 2, meta(0, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "ikebana", 0, meta(2, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "jousting",
        1,
        meta(1, prompt_missing=["known_facts.email", "known_facts.postcode"]),
        "two known facts",
    ),
]
