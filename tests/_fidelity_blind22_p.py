"""Blind set 22, part P: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the section "Simulator fidelity: guards, faults, valid trials" of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the
framework and the first set's ``FAULTS``), the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing.

The ten scenarios: booking a private karaoke room for a birthday (karaoke), transferring a mud run entry to a
friend (mudrun), pausing a cloth nappy laundry service over a holiday (nappyservice), replacing a damaged
origami paper kit (origami), moving a family's pumpkin patch tickets to another day (pumpkinpatch), booking a
quizmaster for a school charity quiz night (quizmaster), enrolling a child in a Saturday robotics club with a
sibling discount (roboticsclub), entering a scarecrow in a village festival (scarecrow), a warranty claim for
a cracked unicycle frame (unicycle) and booking a wig repair before a wedding (wigrepair).

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

# -- 1. karaoke room for a birthday (with an opener) ---------------------------------------------------------

KARAOKE = Scenario(
    goal="Book a private karaoke room for your sister's 30th birthday on Saturday 15 March 2025, from 8 pm "
    "to "
    "10 pm, for eight people.",
    persona="Deanna, a cheerful organiser who writes in short bursts with lots of exclamation marks",
    known_facts={
        "full_name": "Deanna Marsh",
        "phone": "07700 900481",
        "email": "dee.marsh@outlook.com",
        "member_number": "KK-30917",
        "card_last4": "4417",
    },
    unknown_facts=["room name: Neon Suite", "hourly room rate", "deposit amount: £20"],
    opener="Hiya! I'd like to book a karaoke room for a birthday on Saturday night.",
    expected=["book_room"],
)
_KAR_ROOMS = call(
    "check_rooms",
    {"date": "2025-03-15", "start": "20:00", "end": "22:00", "guests": 8},
    {"available": [{"room": "Neon Suite", "capacity": 10, "rate_per_hour": 32.0}], "deposit": 20.0},
)
_KAR_MEMBER = call(
    "lookup_member",
    {"member_number": "KK-30917"},
    {"member": "KK-30917", "name": "Deanna Marsh", "discount": "10%", "card_on_file": "4417"},
)
_KAR_BOOK = call(
    "book_room",
    {"room": "Neon Suite", "date": "2025-03-15", "start": "20:00", "end": "22:00", "name": "Deanna Marsh"},
    {"booking": "KB-77120", "total": 64.0, "deposit": 20.0, "balance": 44.0},
)
_KAR_BOOK_MEMBER = call(
    "book_room",
    {"room": "Neon Suite", "date": "2025-03-15", "start": "20:00", "end": "22:00", "member": "KK-30917"},
    {"booking": "KB-77120", "total": 57.6, "deposit": 20.0, "balance": 37.6, "card": "4417"},
)
KARAOKE_FLOWS = (
    (
        u("Hiya! I'd like to book a karaoke room for a birthday on Saturday night."),
        a(
            "Happy birthday to the birthday girl! How many of you will there be, and what time were you "
            "thinking?"
        ),
        u(
            "There'll be 8 of us, from 8 till 10pm on the 15th!",
            "Eight people! 8pm to 10pm please, Saturday 15 March.",
            "8 of us!! 8-10 pm if you've got it",
            "Saturday the 15th, eight people, 20:00 to 22:00 ideally! It's my sister's 30th",
        ),
        a(
            "Good news: the Neon Suite (up to 10 people) is free from 8 to 10 pm on Saturday 15 March. It's "
            "£32 "
            "an hour, so £64 for the two hours, and a £20 deposit secures it. Shall I book it? I'll need a "
            "name "
            "and a mobile number.",
            _KAR_ROOMS,
        ),
        u(
            "Yes please!! Deanna Marsh, 07700 900481.",
            "Amazing! Book it! Name's Deanna Marsh and my mobile is 07700900481",
            "Yes! Neon Suite sounds perfect. Deanna Marsh, +44 7700 900481.",
            "Ooh yes. £64 for both hours is fine! Name Deanna Marsh, number 07700 900 481",
        ),
        a(
            "Booked! Neon Suite, Saturday 15 March, 8-10 pm, booking KB-77120. I've texted you a link for "
            "the £20 "
            "deposit; the other £44 is paid on the night.",
            _KAR_BOOK,
        ),
        u(
            "Yay thank you! Can we bring our own birthday cake?",
            "KB-77120, got it! Is it ok if we bring a cake?",
            "Brilliant!! So £20 now and £44 on the night. Can we bring decorations?",
            "Perfect. Do you do food as well or should we eat before?",
        ),
        a(
            "Cakes and decorations are welcome (no confetti please!). We also do pizza platters you can "
            "order on "
            "the night."
        ),
        stop(
            "Ahh perfect, thanks so much!",
            "Lovely, see you on the 15th!",
            "Great, no confetti, noted! Thanks x",
            "",
        ),
    ),
    (
        u("Hiya! I'd like to book a karaoke room for a birthday on Saturday night."),
        a("Lovely! Are you a member with us? Members get a discount. If so, what's your member number?"),
        u(
            "Yes I am! It's KK-30917",
            "I think so! KK30917",
            "yep, member number KK-30917!",
            "Yes - KK 30917. It's for 8 people, 8 to 10pm on the 15th!",
        ),
        a(
            "Thanks Deanna! The Neon Suite is free on Saturday 15 March from 8 to 10 pm for eight. It's "
            "normally "
            "£32 an hour; with your 10% member discount that's £28.80 an hour. Shall I book it?",
            _KAR_MEMBER,
            _KAR_ROOMS,
        ),
        u(
            "Yes please! So two hours at £28.80, that's £57.60 in total?",
            "Yes!! Book it!",
            "Ooh 10% off, lovely. Yes, 8-10pm please!",
            "Yes please, the Neon Suite for 2 hours.",
        ),
        a(
            "Done! Booking KB-77120: Neon Suite, Saturday 15 March, 8-10 pm, £57.60 in total. The £20 "
            "deposit "
            "goes on your card ending 4417 and the rest is due on the night.",
            _KAR_BOOK_MEMBER,
        ),
        u(
            "Perfect, card ending 4417 is the right one!",
            "Thank you! Will you text me a reminder?",
            "Great, so £37.60 left to pay on the night.",
            "Brilliant. What's the latest we can arrive?",
        ),
        a(
            "We text a reminder the day before to the number on your account. Try to arrive by 8 so you "
            "don't "
            "lose any singing time!"
        ),
        stop("Yay, can't wait. Thanks!", "Perfect, thanks so much!!", "Brilliant, thank you, bye!"),
    ),
    (
        u("Hiya! I'd like to book a karaoke room for a birthday on Saturday night."),
        a("I'd love to help! How many guests, and what time?"),
        u(
            "8 of us, 8pm till 10pm on Saturday the 15th!",
            "Eight people, 8-10pm please!",
            "There'll be eight of us, 8 to 10 pm :)",
        ),
        a(
            "I'm sorry, I can't book a private room for a Saturday evening: after 6 pm on Saturdays all our "
            "rooms "
            "are kept for the members' league night and we don't take bookings for them. I could look at "
            "Friday "
            "or Sunday instead."
        ),
        u(
            "Oh no! Could you not make an exception? It's her 30th!",
            "Aw really? Not even one room?",
            "Hmm, that's a shame. Is there really nothing on the Saturday?",
        ),
        a("I'm afraid not, I'm not able to make exceptions to the league-night rule."),
        stop(
            "Ok, no worries, I'll ask the others about Sunday. Thanks anyway!",
            "That's a pity. Thanks for letting me know.",
            "Fair enough, thanks anyway x",
        ),
    ),
)

# -- 2. mud run entry transfer -------------------------------------------------------------------------------

MUDRUN = Scenario(
    goal="You sprained your ankle and can't run the Bogside 10K mud run on 24 May 2025; transfer your entry "
    "to "
    "your friend Callum Reid.",
    persona="a sporty nurse in her thirties, friendly, writes casually with the odd typo",
    known_facts={
        "entry_number": "MR-58213",
        "email": "jess.okoye@gmail.com",
        "friend_email": "c.reid88@yahoo.co.uk",
        "start_wave": "10:30",
        "entry_fee": "£45",
    },
    unknown_facts=["transfer fee: £7.50", "Callum's bib number: 5530", "kit collection point"],
    opener=None,
    expected=["transfer_entry"],
)
_MUD_LOOKUP = call(
    "lookup_entry",
    {"entry_number": "MR-58213"},
    {"runner": "Jess Okoye", "date": "2025-05-24", "wave": "10:30", "paid": 45.0, "until": "2025-05-17"},
)
_MUD_TRANSFER = call(
    "transfer_entry",
    {"entry_number": "MR-58213", "new_runner": "Callum Reid", "new_email": "c.reid88@yahoo.co.uk"},
    {"status": "transferred", "new_bib": 5530, "fee_charged": 7.5, "wave": "10:30"},
)
MUDRUN_FLOWS = (
    (
        u(
            "Hi, I sprained my ankle and can't do the Bogside mud run on the 24th :( Can I transfer my place "
            "to "
            "my friend Callum Reid?",
            "hey there, I've done my ankle in and won't be able to run the Bogside 10K on May 24. can my "
            "mate "
            "Callum Reid take my spot?",
            "Hello! I need to transfer my Bogside 10K entry to a friend, Callum Reid. Sprained ankle, "
            "unfortunately.",
            "Hi - is it possible to give my mud run place (Saturday 24 May) to my friend Callum Reid? I've "
            "sprained my ankle.",
        ),
        a("Sorry to hear about your ankle! Yes, entries can be transferred. What's your entry number?"),
        u(
            "It's MR-58213",
            "MR58213",
            "sure, entry number is MR-58213. It's registered to jess.okoye@gmail.com",
            "mr-58213 i think, let me know if that doesnt work",
        ),
        a(
            "Found it: Jess Okoye, Bogside 10K on Saturday 24 May, 10:30 wave. Transfers are open until 17 "
            "May "
            "and there's a £7.50 transfer fee. What's Callum's email address?",
            _MUD_LOOKUP,
        ),
        u(
            "It's c.reid88@yahoo.co.uk. The £7.50 is fine.",
            "c.reid88@yahoo.co.uk - and yes, happy to pay the 7.50",
            "His email is C.Reid88@yahoo.co.uk",
            "c.reid88 at yahoo.co.uk",
        ),
        a(
            "Done! Callum is now entered in the 10:30 wave with bib number 5530, and the £7.50 fee has been "
            "charged to your card. He'll get a confirmation email.",
            _MUD_TRANSFER,
        ),
        u(
            "Amazing, thank you! Does he need to bring ID to pick up his bib?",
            "Brilliant. So bib 5530 for Callum. Where does he collect his kit?",
            "great thanks!! will he still start at 10:30?",
            "Thanks. Just to check, I don't get any of my £45 back, do I?",
        ),
        a(
            "He just needs the confirmation email. Kit collection is at the Bogside Farm barn from 9 am on "
            "race "
            "day, and yes, he keeps the 10:30 start. The entry fee itself isn't refundable."
        ),
        stop("Perfect, thanks so much!", "Great, I'll let him know. Cheers!", "lovely, thank you. bye!", ""),
    ),
    (
        u(
            "Hi, I need to transfer my entry for the mud run on 24 May. I've sprained my ankle.",
            "Hello, I'd like to pass my Bogside 10K place on to Callum Reid, I can't run because of my "
            "ankle.",
            "hiya, can I transfer my race entry? entry MR-58213. sprained ankle, gutted",
        ),
        a("Of course. For security, can you confirm the entry number and the email address on the entry?"),
        u(
            "MR-58213 and jess.okoye@gmail.com",
            "Entry number: MR-58213\nEmail: jess.okoye@gmail.com",
            "sure, MR 58213 / Jess.Okoye@gmail.com",
        ),
        a("Thanks, verified. Who are we transferring to? I'll need their full name and email.", _MUD_LOOKUP),
        u(
            "Callum Reid, c.reid88@yahoo.co.uk",
            "His name's Callum Reid and his email is c.reid88@yahoo.co.uk",
            "Callum Reid - c.reid88@yahoo.co.uk. Is there a fee for this?",
        ),
        a("There's a £7.50 transfer fee, charged to your card. Shall I go ahead?"),
        u(
            "Yes, go ahead.",
            "Yep, £7.50 is fine, please do it.",
            "ok that's fair, go for it",
            "Yes please. Cheaper than losing the whole £45!",
        ),
        a("Done. Callum has bib 5530 in the 10:30 wave; the £7.50 has been charged.", _MUD_TRANSFER),
        stop("Thank you!", "Brilliant, thanks for your help.", "Cheers, bib 5530, I'll pass it on!"),
    ),
)

# -- 3. cloth nappy laundry pause (with an opener) -----------------------------------------------------------

NAPPY = Scenario(
    goal="Pause your weekly cloth nappy laundry service while your family is on holiday from 4 to 17 August "
    "2025, restarting the week of 18 August.",
    persona="a tired new dad, polite, writes longish messages",
    known_facts={
        "account_number": "NAP-20418",
        "postcode": "BS6 5QJ",
        "phone": "07700 900312",
        "email": "tom.adeyemi@protonmail.com",
        "weekly_price": "£16.50",
    },
    unknown_facts=["driver's name: Marcus Bell", "pause fee", "last collection date: 2025-07-29"],
    opener="Hello, I need to pause our nappy deliveries while we're on holiday.",
    expected=["pause_service"],
)
_NAP_LOOKUP = call(
    "get_account",
    {"account_number": "NAP-20418"},
    {"postcode": "BS6 5QJ", "plan": "Weekly newborn", "price": 16.5, "delivery_day": "Tuesday"},
)
_NAP_PAUSE = call(
    "pause_service",
    {"account_number": "NAP-20418", "from": "2025-08-04", "to": "2025-08-17"},
    {"skipped": ["2025-08-05", "2025-08-12"], "resume": "2025-08-19", "saved": 33.0, "fee": 0},
)
NAPPY_FLOWS = (
    (
        u("Hello, I need to pause our nappy deliveries while we're on holiday."),
        a(
            "No problem, and happy holidays! Can I have your account number, or your postcode if you don't "
            "have "
            "it to hand?"
        ),
        u(
            "The account number is NAP-20418.",
            "Sure, it's NAP-20418",
            "The account number is NAP-20418, postcode BS6 5QJ.",
            "NAP 20418. We're away from the 4th to the 17th of August.",
        ),
        a(
            "Thanks. You're on the weekly newborn plan with deliveries on Tuesdays. Between 4 and 17 August "
            "that's Tuesday 5 August and Tuesday 12 August. I can skip both and restart on Tuesday 19 "
            "August. "
            "Your last collection before you go would be on 29 July. Shall I do that?",
            _NAP_LOOKUP,
        ),
        u(
            "Yes please, skip the 5th and 12th and start again on the 19th.",
            "That sounds right. So we won't be charged the £16.50 for those two weeks?",
            "Perfect, yes. Restarting on Tuesday 19 August is ideal.",
            "Yes please! And the 29 July collection is fine, we leave on the 4th.",
        ),
        a(
            "Done: deliveries on 5 and 12 August are skipped and you won't be charged for them, so you save "
            "£33. "
            "The service restarts on Tuesday 19 August. There's no fee for pausing.",
            _NAP_PAUSE,
        ),
        u(
            "Brilliant, thank you. Will the driver bring a fresh bag on the 19th?",
            "Great, £33 saved is a nice bonus! Will I get an email confirming it?",
            "Thanks so much. Do I need to leave the bin out before we go?",
        ),
        a(
            "Yes: Marcus Bell, your usual driver, will bring a fresh bag on the 19th, and a confirmation "
            "email "
            "is on its way. There's no need to leave anything out while you're away."
        ),
        stop(
            "Perfect, thank you, that's one less thing to worry about!",
            "Great, thanks for your help. Say hi to Marcus!",
            "Lovely, thanks very much. Bye.",
            "",
        ),
    ),
    (
        u("Hello, I need to pause our nappy deliveries while we're on holiday."),
        a(
            "Sure. For security, please confirm the account number, the postcode and the phone number on the "
            "account."
        ),
        u(
            "Account NAP-20418, postcode BS6 5QJ, phone 07700 900312.",
            "NAP-20418 / BS6 5QJ / 07700900312",
            "Of course:\n- NAP-20418\n- BS6 5QJ\n- +44 7700 900312",
            "nap-20418, bs6 5qj and 07700 900 312",
        ),
        a("Thank you, that's verified. What dates will you be away?", _NAP_LOOKUP),
        u(
            "From 4 August to 17 August. We'd like it to start again the week after.",
            "We're away 4-17 August, back on the 17th.",
            "4th to 17th of August. Back home on the Sunday evening.",
        ),
        a(
            "I'll skip Tuesday 5 and Tuesday 12 August and restart on Tuesday 19 August. Would you like "
            "anything "
            "changed on the plan when it restarts?"
        ),
        u(
            "No, same plan is fine. Please go ahead.",
            "Nope, keep it as it is. Is there a fee for pausing?",
            "Same plan please. Go ahead, thanks.",
            "The same, thanks. The little one is still in the newborn size.",
        ),
        a(
            "Done, and there's no fee for pausing. The two skipped weeks won't be charged, and deliveries "
            "restart on 19 August.",
            _NAP_PAUSE,
        ),
        stop("Great, thank you!", "Thanks a lot, that's sorted then.", "Perfect. Cheers!"),
    ),
)

# -- 4. damaged origami paper kit ----------------------------------------------------------------------------

ORIGAMI = Scenario(
    goal="Your origami paper kit, ordered on 3 February 2025, arrived with the paper crushed and "
    "water-stained; "
    "get a replacement kit sent.",
    persona="a retired engineer, precise and courteous, writes full sentences",
    known_facts={
        "order_number": "OR-449021",
        "email": "kenji.watanabe@fastmail.com",
        "kit_price": "$28.00",
        "delivery_date": "2025-02-08",
        "shipping_address": "14 Birch Court, Ann Arbor, MI 48104",
    },
    unknown_facts=["replacement order number: OR-449377", "courier", "restock date"],
    expected=["send_replacement"],
)
_ORI_LOOKUP = call(
    "get_order",
    {"order_number": "OR-449021"},
    {
        "item": "Washi Starter Kit",
        "price": 28.0,
        "delivered": "2025-02-08",
        "ship_to": "14 Birch Court, Ann Arbor",
    },
)
_ORI_REPLACE = call(
    "send_replacement",
    {"order_number": "OR-449021", "reason": "damaged in transit"},
    {"replacement_order": "OR-449377", "carrier": "UPS", "ships": "2025-02-12", "eta": "2025-02-15"},
)
ORIGAMI_FLOWS = (
    (
        u(
            "Good afternoon. The origami paper kit I ordered on 3 February arrived with the paper crushed "
            "and "
            "water-stained. I would like a replacement, please.",
            "Hello. My origami kit arrived damaged: the sheets are creased and have water marks. Could you "
            "send "
            "a replacement?",
            "Hi, I received my origami paper kit and unfortunately it is unusable, crushed and stained. I "
            "ordered "
            "it on February 3rd. Can it be replaced?",
            "Good morning. I am writing about a damaged origami kit. The box was crushed and the paper "
            "water-stained. I would appreciate a replacement.",
        ),
        a("I'm sorry it arrived like that. Could you give me the order number?"),
        u(
            "Certainly. It is OR-449021.",
            "The order number is OR-449021.",
            "OR449021",
            "It is order #OR-449021, delivered on 8 February.",
        ),
        a(
            "Thank you. I see the Washi Starter Kit, $28.00, delivered on February 8 to 14 Birch Court, Ann "
            "Arbor. It's in stock, so I can send a replacement at no charge. Should it go to the same "
            "address?",
            _ORI_LOOKUP,
        ),
        u(
            "Yes, 14 Birch Court is correct. Thank you.",
            "Yes, the same address, please.",
            "Yes please. Do you need me to return the damaged kit?",
            "That is right, Birch Court. Please go ahead.",
        ),
        a(
            "Done. Your replacement order is OR-449377; it ships on February 12 by UPS and should arrive "
            "around "
            "February 15. There's no need to return the damaged kit.",
            _ORI_REPLACE,
        ),
        u(
            "Excellent. So OR-449377 is the number to quote if there is a problem?",
            "Thank you. I will keep an eye out for the UPS delivery around the 15th.",
            "Very good. Could you also email the confirmation to kenji.watanabe@fastmail.com?",
            "Thank you. Shall I simply recycle the damaged paper, then?",
        ),
        a(
            "Yes, that's the number to quote. A confirmation has gone to the email on the order, and you are "
            "welcome to recycle the damaged kit."
        ),
        stop(
            "Thank you very much for your help.",
            "Very good. Thank you, and have a pleasant day.",
            "Much appreciated. Goodbye.",
            "",
        ),
    ),
    (
        u(
            "Hello, I need a replacement for a damaged origami kit, order OR-449021.",
            "Good day. Order OR-449021, an origami paper kit, arrived crushed and water-stained. I would "
            "like a "
            "replacement.",
            "Hello, my origami kit (ordered 3 February) was damaged in the post. What can be done?",
        ),
        a(
            "Sorry about that! To find the order, please confirm the order number and the email address you "
            "used."
        ),
        u(
            "The order number is OR-449021 and the email is kenji.watanabe@fastmail.com.",
            "OR-449021; kenji.watanabe@fastmail.com",
            "Order: OR-449021\nEmail: Kenji.Watanabe@fastmail.com",
        ),
        a(
            "Thanks, Mr. Watanabe. Could you describe the damage? Is it the whole kit or only some sheets?",
            _ORI_LOOKUP,
        ),
        u(
            "The whole kit. The box was crushed and roughly half the sheets are water-stained; the rest are "
            "creased.",
            "Every pack is affected: creased paper and water stains along one edge.",
            "All the sheets are creased, and many have water marks. The folding guide is stained too.",
        ),
        a(
            "Thank you. I've sent a replacement Washi Starter Kit to 14 Birch Court at no charge: "
            "replacement "
            "order OR-449377, shipping on February 12 with UPS.",
            _ORI_REPLACE,
        ),
        u(
            "Thank you. When should it arrive?",
            "That is very kind. Do I need to send the damaged one back?",
            "Excellent. Will there be a tracking number?",
        ),
        a(
            "It should arrive around February 15, and the UPS tracking link will be emailed when it ships. "
            "You "
            "don't need to return the damaged kit."
        ),
        stop(
            "Wonderful. Thank you for your help.", "Thank you, that is very satisfactory.", "Thanks, goodbye."
        ),
    ),
    (
        u(
            "Hello. A parcel from you arrived damaged and I would like the contents replaced.",
            "Good evening. My order of origami paper arrived soaked and crushed. Could you replace it?",
            "Hi, the origami kit I bought arrived in poor condition. I'd like a replacement rather than a "
            "refund.",
        ),
        a("I'm sorry to hear that. When was it delivered, and what's the order number?"),
        u(
            "It was delivered on 8 February; the order number is OR-449021.",
            "Delivered 02/08/2025, order OR-449021.",
            "It arrived on Saturday, February 8th. Order number OR-449021.",
        ),
        a(
            "Thank you. That's within our 30-day damage window. I'll send a replacement to 14 Birch Court, "
            "Ann "
            "Arbor, MI 48104. Is that still right?",
            _ORI_LOOKUP,
        ),
        u("Yes, that is correct.", "Yes, that address is right.", "Correct, 14 Birch Court, 48104."),
        a(
            "Your replacement is on its way: order OR-449377, shipping February 12 by UPS.",
            _ORI_REPLACE,
        ),
        stop(
            "Thank you. I look forward to folding some cranes.",
            "Very good, thank you for resolving this so quickly.",
            "Thank you, that is all I needed.",
        ),
    ),
)

# -- 5. pumpkin patch tickets moved (with an opener) ---------------------------------------------------------

PUMPKIN = Scenario(
    goal="Move your family's pumpkin patch visit (2 adults, 2 children) from Saturday 11 October 2025 to "
    "Sunday "
    "19 October 2025, keeping a morning time slot.",
    persona="a busy mum of two who types fast on her phone, mostly lowercase, few commas",
    known_facts={
        "booking_ref": "PP-6620-31",
        "email": "lou.fernandes@icloud.com",
        "phone": "(503) 555-0172",
        "zip_code": "97213",
        "original_slot": "10:00",
    },
    unknown_facts=["change fee", "hayride time: 11:30", "Sunday child price: $14"],
    opener="Hi, can I move our pumpkin patch tickets to a different weekend?",
    expected=["change_booking"],
)
_PP_LOOKUP = call(
    "get_booking",
    {"booking_ref": "PP-6620-31"},
    {"date": "2025-10-11", "slot": "10:00", "tickets": {"adult": 2, "child": 2}, "paid": 60.0},
)
_PP_SLOTS = call(
    "check_slots",
    {"date": "2025-10-19"},
    {"date": "2025-10-19", "slots": ["09:00", "10:30", "13:00"], "prices": {"adult": 20.0, "child": 14.0}},
)
_PP_CHANGE = call(
    "change_booking",
    {"booking_ref": "PP-6620-31", "date": "2025-10-19", "slot": "10:30"},
    {"slot": "2025-10-19 10:30", "new_total": 68.0, "charged": 8.0, "hayride": "11:30"},
)
PUMPKIN_FLOWS = (
    (
        u("Hi, can I move our pumpkin patch tickets to a different weekend?"),
        a("Sure! What's your booking reference?"),
        u(
            "its PP-6620-31",
            "PP-6620-31 thanks",
            "pp662031",
            "booking ref PP 6620 31. we want sunday 19th oct instead of sat 11th",
        ),
        a(
            "Found it: 2 adults and 2 children on Saturday 11 October at 10:00, $60 paid. Which date would "
            "you "
            "like instead?",
            _PP_LOOKUP,
        ),
        u(
            "sunday 19 october please, morning if possible",
            "the 19th (sunday) pls, something in the morning",
            "sun oct 19, ideally around 10 like we had",
        ),
        a(
            "On Sunday 19 October there's 9:00 or 10:30 in the morning. Sunday tickets are $20 per adult and "
            "$14 "
            "per child, so the new total is $68, which is $8 more than you paid. There's no change fee. "
            "Which "
            "slot would you like?",
            _PP_SLOTS,
        ),
        u(
            "10:30 please. $8 more is fine",
            "lets do 10:30",
            "9 is a bit early for the kids so 10:30. ok with the extra $8",
            "10:30 works. so 2 x $20 plus 2 x $14, $68 in total, fine",
        ),
        a(
            "All done: Sunday 19 October at 10:30, booking PP-6620-31. I've charged the $8 difference to "
            "your "
            "original card. Your hayride is at 11:30.",
            _PP_CHANGE,
        ),
        u(
            "great thanks! do we need to print the tickets?",
            "perfect. is the hayride included in the price?",
            "awesome, an 11:30 hayride, the kids will love it. will the new tickets come by email?",
            "thanks!! will the new tickets come by email?",
        ),
        a(
            "The hayride is included, and the updated tickets are on their way to lou.fernandes@icloud.com. "
            "There's no need to print them; just show them on your phone at the gate."
        ),
        stop("perfect thank you!!", "great thx so much", "lovely, see you on the 19th", ""),
    ),
    (
        u("Hi, can I move our pumpkin patch tickets to a different weekend?"),
        a("Happy to help. Can you confirm the email on the booking and your ZIP code?"),
        u(
            "lou.fernandes@icloud.com, 97213",
            "email is lou.fernandes@icloud.com and zip 97213",
            "Lou.Fernandes@icloud.com / 97213",
        ),
        a(
            "Thanks Lou. I see booking PP-6620-31 for Saturday 11 October at 10:00. Where would you like to "
            "move "
            "it?",
            _PP_LOOKUP,
        ),
        u(
            "to sunday the 19th, morning",
            "sunday 19 oct please, same kind of time",
            "can we do the 19th instead? a morning slot",
        ),
        a(
            "Sunday 19 October has 9:00 and 10:30 left in the morning. Sunday pricing is $20 per adult and "
            "$14 "
            "per child: $68 in total, $8 more than before, and no change fee.",
            _PP_SLOTS,
        ),
        u(
            "10:30 please",
            "the 10:30 one",
            "10:30 is better for us, fine with the $8",
            "ok 10:30 then, thats closest to what we had",
        ),
        a("Done: Sunday 19 October at 10:30. The extra $8 goes on the card you paid with.", _PP_CHANGE),
        stop("thank you!!", "great thanks, bye", "perfect, cheers"),
    ),
)

# -- 6. quizmaster for a charity quiz night ------------------------------------------------------------------

QUIZ = Scenario(
    goal="Book a quizmaster for your school PTA's charity quiz night on Friday 21 November 2025, 7 pm to 10 "
    "pm, "
    "in St Aidan's Primary School hall, for about 80 guests.",
    persona="the PTA treasurer, organised and slightly formal, likes bullet points",
    known_facts={
        "full_name": "Priya Shah",
        "phone": "0161 496 0732",
        "email": "pta.staidans@gmail.com",
        "venue_postcode": "M9 4FP",
        "budget": "£250",
    },
    unknown_facts=["quizmaster's name: Gareth Pryce", "travel charge", "deposit: £50"],
    expected=["book_quizmaster"],
)
_QZ_AVAIL = call(
    "check_availability",
    {"date": "2025-11-21", "start": "19:00", "end": "22:00", "postcode": "M9 4FP"},
    {
        "available": [{"host": "Gareth Pryce", "packages": {"Classic Quiz Night": 180.0, "Deluxe": 240.0}}],
        "travel": 20.0,
        "deposit": 50.0,
    },
)
_QZ_BOOK = call(
    "book_quizmaster",
    {"date": "2025-11-21", "host": "Gareth Pryce", "package": "Classic Quiz Night", "contact": "Priya Shah"},
    {"booking": "QM-2511-084", "total": 200.0, "deposit_due": 50.0, "deposit_by": "2025-10-31"},
)
QUIZ_FLOWS = (
    (
        u(
            "Good morning. I would like to book a quizmaster for our PTA charity quiz night on Friday 21 "
            "November, 7 pm to 10 pm, at St Aidan's Primary School.",
            "Hello, I'm organising a charity quiz night for St Aidan's PTA on 21/11 and we need a "
            "quizmaster. It "
            "runs from 7 to 10 pm, around 80 guests.",
            "Hi there,\nWe are looking for a quizmaster for:\n- Friday 21 November, 7-10 pm\n- St Aidan's "
            "Primary School hall\n- about 80 guests\nAre you available?",
            "Hello! Do you have a quizmaster free on Friday 21st November in the evening? It's for a PTA "
            "fundraiser at St Aidan's school.",
        ),
        a("We'd love to help. What's the venue postcode, so I can check travel?"),
        u("It is M9 4FP.", "The postcode is M9 4FP.", "M94FP", "M9 4FP (the school hall is round the back)."),
        a(
            "Good news: Gareth Pryce is free that evening. Our Classic Quiz Night package (three hours, "
            "questions, answer sheets and a PA system) is £180, plus £20 travel, so £200 in total. A £50 "
            "deposit "
            "is due by 31 October. Shall I book it?",
            _QZ_AVAIL,
        ),
        u(
            "Yes, please book it. £200 is within our budget.",
            "That sounds ideal. Please go ahead.",
            "Yes please. Does the £200 include prizes, or do we provide those?",
            "Lovely, yes. So £50 deposit and £150 on the night?",
        ),
        a(
            "Great. Whose name should the booking be under, and what's the best email and phone number? "
            "(Prizes "
            "are up to you; the balance is paid on the night.)"
        ),
        u(
            "Priya Shah, pta.staidans@gmail.com, 0161 496 0732.",
            "Name: Priya Shah\nEmail: pta.staidans@gmail.com\nPhone: 0161 496 0732",
            "Priya Shah (PTA treasurer). Email pta.staidans@gmail.com, phone 01614960732.",
            "It's Priya Shah; email pta.staidans@gmail.com; tel. +44 161 496 0732",
        ),
        a(
            "Booked! Reference QM-2511-084: Gareth Pryce, Friday 21 November, 7-10 pm, St Aidan's. Please "
            "pay "
            "the £50 deposit by 31 October; the remaining £150 is due on the night.",
            _QZ_BOOK,
        ),
        u(
            "Thank you. Could Gareth include a music round?",
            "Excellent. I'll send the deposit this week. Is bank transfer acceptable?",
            "Thank you. QM-2511-084 noted for our records.",
            "Wonderful. Can the quiz be pitched at families, as some children will attend?",
        ),
        a(
            "Yes to all of that: Gareth can add a music round and pitch it for families, and bank transfer "
            "is "
            "fine; the details are in your confirmation email."
        ),
        stop(
            "Perfect. Thank you very much.",
            "Excellent, thank you for your help.",
            "Many thanks, we look forward to it.",
            "",
        ),
    ),
    (
        u(
            "Hello, we need a quizmaster for a charity quiz night on 21 November. Our budget is £250.",
            "Hi, could you quote for a quizmaster on Friday 21 November, 7 to 10 pm, at St Aidan's Primary "
            "(M9 "
            "4FP)?",
            "Good afternoon. Do you have a quizmaster available for our school quiz night on Friday 21 "
            "November?",
        ),
        a("Certainly. Could I take your name, email address and the venue postcode?"),
        u(
            "Priya Shah, pta.staidans@gmail.com, and the postcode is M9 4FP.",
            "- Name: Priya Shah\n- Email: pta.staidans@gmail.com\n- Postcode: M9 4FP",
            "Priya Shah; pta.staidans@gmail.com; M9 4FP.",
        ),
        a(
            "Thank you, Priya. Gareth Pryce is available. The Classic Quiz Night is £180 plus a £20 travel "
            "charge: £200 in all, with a £50 deposit.",
            _QZ_AVAIL,
        ),
        u(
            "That is within our £250 budget. Please book it.",
            "Yes, please go ahead with Gareth.",
            "Splendid. Please book the Classic Quiz Night.",
        ),
        a(
            "Booked: reference QM-2511-084 for Friday 21 November, 7-10 pm, with Gareth Pryce. The £50 "
            "deposit "
            "is due by 31 October.",
            _QZ_BOOK,
        ),
        u(
            "Thank you. What do we need to provide on the night?",
            "Thanks! So that leaves £150 to pay on the night?",
            "Great. Does Gareth bring his own microphone?",
        ),
        a(
            "Just tables, chairs and a power socket near the front; Gareth brings the PA and microphones. "
            "The "
            "remaining £150 is paid on the night."
        ),
        stop("Perfect, thank you.", "Splendid. Thank you for your help.", "Thanks, that's everything."),
    ),
    (
        u(
            "Hello, what quiz packages do you offer? We have a PTA quiz night on Friday 21 November.",
            "Hi, I'd like to compare your quizmaster packages for a charity quiz night on 21 November, 7-10 "
            "pm.",
            "Good morning. Could you tell me about your quiz night options? Ours is on Friday 21 November at "
            "St "
            "Aidan's Primary.",
        ),
        a("Of course. Where is the venue? A postcode is enough for me to work out travel."),
        u("M9 4FP.", "The postcode is M9 4FP, St Aidan's Primary School.", "It's M9 4FP in Manchester."),
        a(
            "Thanks. Gareth Pryce is free that night. The Classic Quiz Night is £180 and the Deluxe (with a "
            "picture round and buzzers) is £240; travel to M9 is £20 on top.",
            _QZ_AVAIL,
        ),
        u(
            "The Deluxe would be £240 plus £20 travel, £260, which is over our £250 budget. The Classic, "
            "please.",
            "We'll take the Classic, please; £200 with travel suits us better.",
            "The Classic Quiz Night, please. Our budget is £250.",
        ),
        a("Good choice. Whose name and email should I put on the booking?"),
        u(
            "Priya Shah, pta.staidans@gmail.com.",
            "Priya Shah, PTA treasurer. Email: pta.staidans@gmail.com",
            "Please use Priya Shah and pta.staidans@gmail.com.",
        ),
        a(
            "Booked: QM-2511-084, the Classic Quiz Night with Gareth Pryce, £200 in total, £50 deposit by 31 "
            "October.",
            _QZ_BOOK,
        ),
        stop(
            "Thank you, that is perfect.",
            "Excellent, many thanks.",
            "Thank you. I shall let the committee know.",
        ),
    ),
)

# -- 7. robotics club enrolment (with an opener) -------------------------------------------------------------

ROBOT = Scenario(
    goal="Enrol your 10-year-old son Theo in the Saturday morning robotics club for the spring term starting "
    "10 "
    "January 2026, and get the sibling discount (his sister already attends).",
    persona="a working parent, warm but brisk, often asks practical follow-up questions",
    known_facts={
        "family_account": "FAM-1182",
        "email": "m.okonkwo@gmail.com",
        "phone": "020 7946 0321",
        "child_dob": "2015-06-08",
        "sister_name": "Ada",
    },
    unknown_facts=["term fee", "instructor's name: Dr. Lena Hoffmann", "sibling discount: 15%"],
    opener="Hi there, I'd like to sign my son up for the Saturday robotics club.",
    expected=["enrol_child"],
)
_ROB_ACCOUNT = call(
    "lookup_family",
    {"family_account": "FAM-1182"},
    {"account": "FAM-1182", "children": [{"name": "Ada Okonkwo", "group": "Juniors"}]},
)
_ROB_CLASS = call(
    "check_class",
    {"club": "Saturday Robotics", "term": "Spring 2026", "age": 10},
    {"group": "Explorers (9-11)", "time": "09:30-11:00", "start": "2026-01-10", "weeks": 12, "fee": 180.0},
)
_ROB_ENROL = call(
    "enrol_child",
    {"family_account": "FAM-1182", "child": "Theo Okonkwo", "dob": "2015-06-08", "group": "Explorers"},
    {"enrolment": "ENR-26-0417", "fee": 180.0, "due": 153.0, "instructor": "Dr. Lena Hoffmann"},
)
ROBOT_FLOWS = (
    (
        u("Hi there, I'd like to sign my son up for the Saturday robotics club."),
        a("Lovely! How old is your son, and is he new to the club?"),
        u(
            "He's 10, and yes he's new. His older sister already comes on Saturdays, so I think we get a "
            "sibling "
            "discount?",
            "Theo is 10. New to the club, but his sister Ada already goes.",
            "He's ten! First time for him. We're after the spring term starting 10 January.",
            "10 years old, brand new to it. His sister Ada is already in the club.",
        ),
        a("Great. Could you give me your family account number so I can link them?"),
        u(
            "It's FAM-1182.",
            "Sure: FAM-1182",
            "fam 1182",
            "Family account FAM-1182, it's under my email m.okonkwo@gmail.com",
        ),
        a(
            "Thanks. I can see Ada in the Juniors. For Theo, the Explorers group (ages 9-11) runs 9:30-11:00 "
            "on "
            "Saturdays from 10 January. The term fee is £180 for 12 weeks, and as a sibling he gets 15% off, "
            "so "
            "£153. What's Theo's date of birth?",
            _ROB_ACCOUNT,
            _ROB_CLASS,
        ),
        u(
            "8 June 2015.",
            "His birthday is 08/06/2015.",
            "2015-06-08",
            "June 8th, 2015. And £153 is great, thank you!",
        ),
        a(
            "Theo is enrolled: reference ENR-26-0417, Explorers, Saturdays 9:30-11:00 from 10 January. £153 "
            "is "
            "due before the first session. His instructor will be Dr. Lena Hoffmann.",
            _ROB_ENROL,
        ),
        u(
            "Brilliant! Does he need to bring anything?",
            "Great. So £27 off thanks to the discount. Can Ada and Theo be dropped off together?",
            "Thanks! Does Dr. Hoffmann teach the Juniors too?",
            "Perfect, ENR-26-0417. How do I pay?",
        ),
        a(
            "He just needs a water bottle; laptops are provided. Dr. Hoffmann teaches the Explorers only, "
            "and "
            "Ada's group starts at the same time next door, so you can drop them off together. You can pay "
            "online through your family account."
        ),
        stop(
            "Perfect, thank you so much!", "Great, thanks for your help!", "Lovely, see you in January.", ""
        ),
    ),
    (
        u("Hi there, I'd like to sign my son up for the Saturday robotics club."),
        a("Happy to help. Can I take the email address and phone number on your family account?"),
        u(
            "m.okonkwo@gmail.com and 020 7946 0321",
            "Email: m.okonkwo@gmail.com, phone: 020 7946 0321",
            "It's m.okonkwo@gmail.com / 02079460321",
            "m.okonkwo@gmail.com, and the phone is +44 20 7946 0321",
        ),
        a(
            "Thanks, I've found account FAM-1182 with Ada in the Juniors. What are your son's name and date "
            "of "
            "birth?",
            _ROB_ACCOUNT,
        ),
        u("Theo Okonkwo, born 8 June 2015.", "Theo, DOB 08/06/2015.", "Theo Okonkwo - 2015-06-08"),
        a(
            "Theo fits the Explorers group (9-11), Saturdays 9:30-11:00 from 10 January, 12 weeks. The fee "
            "is "
            "£180, less the 15% sibling discount: £153. Shall I enrol him?",
            _ROB_CLASS,
        ),
        u(
            "Yes please.",
            "Yes, go ahead. Is it the same room as Ada's group?",
            "Yes! £153 is fine.",
            "Please do. What's the instructor's name?",
        ),
        a(
            "Done: Theo is enrolled, reference ENR-26-0417. His instructor is Dr. Lena Hoffmann, and the "
            "Explorers meet in the room next to the Juniors.",
            _ROB_ENROL,
        ),
        stop("Great, thank you!", "Perfect, thanks a lot.", "Lovely, Theo will be thrilled. Thanks!"),
    ),
)

# -- 8. scarecrow festival entry -----------------------------------------------------------------------------

SCARECROW = Scenario(
    goal="Enter your scarecrow 'Farmer Fred' in the family category of the Kettlewell Scarecrow Festival (9 "
    "to 17 "
    "August 2025) and pay the entry fee.",
    persona="a retired primary teacher, chatty, signs off warmly",
    known_facts={
        "full_name": "Harriet Dunmore",
        "address": "4 Beck Side, Kettlewell",
        "phone": "07700 900655",
        "email": "hdunmore@btinternet.com",
        "previous_entry": "K-017",
    },
    unknown_facts=["entry number: K-042", "entry fee", "judging date: 2025-08-13"],
    expected=["register_entry"],
)
_SC_CHECK = call(
    "check_entries",
    {"festival": "Kettlewell 2025", "category": "family"},
    {"category": "family", "places_left": 11, "fee": 5.0, "setup_from": "2025-08-08"},
)
_SC_REG = call(
    "register_entry",
    {"name": "Harriet Dunmore", "scarecrow": "Farmer Fred", "category": "family", "address": "4 Beck Side"},
    {"entry": "K-042", "fee_paid": 5.0, "judging": "2025-08-13", "on_map": True},
)
SCARECROW_FLOWS = (
    (
        u(
            "Hello! I'd like to enter our scarecrow, Farmer Fred, in the family category of this year's "
            "festival.",
            "Good morning. Could I enter a scarecrow in the Kettlewell Scarecrow Festival, please? Family "
            "category. He's called Farmer Fred!",
            "Hello there, I'd love to put Farmer Fred into the family category for the festival in August.",
            "Hi, how do I enter a scarecrow for 9-17 August? It's for the family category.",
        ),
        a(
            "How lovely! There are still places in the family category. Can I take your name and the address "
            "where the scarecrow will stand?"
        ),
        u(
            "Harriet Dunmore, 4 Beck Side, Kettlewell.",
            "My name is Harriet Dunmore and Fred will be in the front garden at 4 Beck Side.",
            "Harriet Dunmore. 4 Beck Side, Kettlewell - right by the bridge!",
            "It's Harriet Dunmore, and the address is 4 Beck Side in Kettlewell.",
        ),
        a(
            "Thank you, Harriet. The family category fee is £5, payable now. Shall I register Farmer Fred?",
            _SC_CHECK,
        ),
        u(
            "Yes please! £5 is very reasonable.",
            "Yes, please do.",
            "Oh yes. Is the card on my account all right for paying?",
            "Yes please. He's wearing a flat cap and wellies this year!",
        ),
        a(
            "Registered! Farmer Fred is entry K-042 in the family category, and the £5 has been paid with "
            "the "
            "card on your account. Judging is on Wednesday 13 August, and he'll be on the festival map.",
            _SC_REG,
        ),
        u(
            "Wonderful! Do I need to put a number sign next to him?",
            "Thank you! K-042, I'll write that down. When can we set him up?",
            "How exciting. Will the judges come round in the morning or the afternoon on the 13th?",
        ),
        a(
            "We'll drop a K-042 number card through your door. You can put Fred out from Friday 8 August, "
            "and "
            "the judges go round between 10 am and 4 pm on the 13th."
        ),
        stop(
            "Marvellous, thank you so much. Best wishes!",
            "Lovely. Thank you, and see you at the festival!",
            "Thank you dear, that's all sorted then.",
            "",
        ),
    ),
    (
        u(
            "Hello, I entered last year and would like to enter Farmer Fred again, family category please.",
            "Hi! We'd like to register our scarecrow for the festival again this year. Last year's entry was "
            "K-017.",
            "Good afternoon. I'd like to enter Farmer Fred in the Kettlewell Scarecrow Festival, family "
            "category.",
        ),
        a("Welcome back! Please give me your full name, email address and phone number."),
        u(
            "Harriet Dunmore\nhdunmore@btinternet.com\n07700 900655",
            "Harriet Dunmore, hdunmore@btinternet.com, 07700900655.",
            "Of course: Harriet Dunmore, email hdunmore@btinternet.com, mobile +44 7700 900655.",
        ),
        a("Thanks. And where will Farmer Fred stand?"),
        u(
            "At 4 Beck Side, Kettlewell, same as last year.",
            "In our front garden, 4 Beck Side.",
            "4 Beck Side, Kettlewell. He'll be leaning on the garden wall.",
        ),
        a(
            "Lovely. The family category fee is £5, and I've registered Fred as entry K-042, paid with your "
            "card. "
            "Judging day is Wednesday 13 August.",
            _SC_CHECK,
            _SC_REG,
        ),
        u(
            "Thank you! Do we need to be at home on the 13th for the judges?",
            "Super. Is there a prize for the family category?",
            "Thank you very much. Is entry K-042 on the map already?",
        ),
        a(
            "No need to be home. The family category winner gets a £25 garden centre voucher, and the map is "
            "updated on 1 August."
        ),
        stop(
            "Splendid, thank you!",
            "Thanks so much, Fred will be thrilled. Bye for now!",
            "Lovely, thank you dear.",
        ),
    ),
)

# -- 9. unicycle warranty claim (with an opener) -------------------------------------------------------------

UNICYCLE = Scenario(
    goal="The frame of your son's 20-inch unicycle cracked at the seat post after five months; open a "
    "warranty "
    "claim to get it repaired or replaced.",
    persona="a teenage juggler's dad who writes quick, slightly jokey messages",
    known_facts={
        "order_number": "UNI-77304",
        "serial_number": "QX20-58811",
        "purchase_date": "2024-12-20",
        "email": "sam.lindgren@mail.com",
        "price": "$189.00",
    },
    unknown_facts=["claim number: WC-9917", "warranty period", "return label number"],
    opener="Hey, the frame on my kid's unicycle cracked. Is that covered by warranty?",
    expected=["open_warranty_claim"],
)
_UNI_ORDER = call(
    "find_order",
    {"order_number": "UNI-77304"},
    {"serial": "QX20-58811", "purchased": "2024-12-20", "price": 189.0, "frame_warranty_years": 2},
)
_UNI_CLAIM_ARGS = {"order_number": "UNI-77304", "serial": "QX20-58811", "issue": "frame cracked at seat post"}
_UNI_CLAIM = call(
    "open_warranty_claim",
    _UNI_CLAIM_ARGS,
    {"claim": "WC-9917", "status": "open", "resolution": "replacement frame", "label_emailed": True},
)
_UNI_CLAIM_ERROR = call(
    "open_warranty_claim", _UNI_CLAIM_ARGS, error="503 Service Unavailable: claims backend timed out"
)
UNICYCLE_FLOWS = (
    (
        u("Hey, the frame on my kid's unicycle cracked. Is that covered by warranty?"),
        a("Sorry to hear that! Let's check. Can you give me the order number?"),
        u(
            "Sure, UNI-77304.",
            "order number is UNI-77304",
            "UNI77304 - bought it just before Christmas",
            "It's UNI-77304. The crack is right where the seat post goes in.",
        ),
        a(
            "Thanks. That's the Trailblazer 20\" unicycle, bought on 20 December 2024 for $189.00. The frame "
            "has "
            "a 2-year warranty, so you're covered. Can you confirm the serial number on the frame?",
            _UNI_ORDER,
        ),
        u(
            "QX20-58811",
            "Serial's QX20-58811 (had to flip it upside down to read it)",
            "it says QX2058811 on the sticker",
            "QX20-58811. Two years, nice, way better than I expected.",
        ),
        a(
            "Claim opened: WC-9917. We'll send a replacement frame; please return the cracked one with the "
            "prepaid label we've emailed you.",
            _UNI_CLAIM,
        ),
        u(
            "Great, thanks! Does he keep the wheel and the seat from the old one?",
            "Awesome. So claim WC-9917, and the label's in my inbox at sam.lindgren@mail.com?",
            "nice, how long does the new frame take?",
            "Perfect. Do I need the original box to send the old frame back?",
        ),
        a(
            "He keeps the wheel and the seat; only the frame is swapped. The label went to the email on the "
            "order, any box will do, and the new frame ships within 5 working days of us receiving the old "
            "one."
        ),
        stop(
            "Sweet, thanks a lot!",
            "Great, he'll be back on one wheel in no time. Cheers!",
            "Thanks for the quick help!",
            "",
        ),
    ),
    (
        u("Hey, the frame on my kid's unicycle cracked. Is that covered by warranty?"),
        a("Let me check. What's the email on the order, and the serial number on the frame?"),
        u(
            "sam.lindgren@mail.com and QX20-58811",
            "Email: sam.lindgren@mail.com\nSerial: QX20-58811",
            "sam.lindgren@mail.com. Serial is QX20 58811.",
        ),
        a(
            "Found it: order UNI-77304 from 20 December 2024. The frame warranty is 2 years, so yes, it's "
            "covered. Could you describe the damage?",
            _UNI_ORDER,
        ),
        u(
            "There's a crack about 2 cm long right where the seat post goes into the frame.",
            "Cracked at the seat post clamp, you can see it flex when he rides.",
            "Crack at the top of the frame, by the seat post. He's 14 and not exactly gentle with it, but it "
            "was "
            "just normal riding, honest.",
        ),
        a(
            "Thanks, that's a known weld issue on this batch. I've opened claim WC-9917 for a replacement "
            "frame, "
            "and a prepaid return label is on its way to your email.",
            _UNI_CLAIM,
        ),
        u(
            "Nice one. How long for the replacement?",
            "Cool, WC-9917. Any chance of the replacement in a different colour?",
            "Great. Do I pay anything at all?",
        ),
        a(
            "There's no cost to you. It ships within 5 working days of us receiving the cracked frame; "
            "colours "
            "are whatever's in stock, usually black."
        ),
        stop("Thanks!", "Perfect, cheers.", "Great, thanks for sorting that out."),
    ),
    (
        u("Hey, the frame on my kid's unicycle cracked. Is that covered by warranty?"),
        a("Happy to check. What's the order number?"),
        u("UNI-77304", "It's UNI-77304.", "order UNI-77304, thanks"),
        a(
            "That's covered: the frame has a 2-year warranty and you bought it on 20 December 2024. Let me "
            "open a "
            "claim.",
            _UNI_ORDER,
            _UNI_CLAIM_ERROR,
        ),
        a(
            "I'm sorry, our claims system isn't responding right now, so I couldn't open the claim. Please "
            "try "
            "again in a few hours; nothing has been lost."
        ),
        stop(
            "Ugh, ok. I'll try again later. Thanks anyway.",
            "No worries, I'll come back this afternoon.",
            "Ok, thanks. Will try again later.",
        ),
    ),
)

# -- 10. wig repair before a wedding -------------------------------------------------------------------------

WIG = Scenario(
    goal="Book a repair for your human-hair lace-front wig (the lace has torn at the front hairline) and get "
    "it "
    "back before your daughter's wedding on 14 June 2025.",
    persona="a woman in her late fifties, warm, a little anxious about the deadline",
    known_facts={
        "customer_number": "WR-3391",
        "phone": "(312) 555-0186",
        "email": "gloria.mensah@yahoo.com",
        "wig_length": "16 inches",
        "purchase_price": "$640",
    },
    unknown_facts=["technician's name: Odette Lacroix", "repair price", "ready date: 2025-06-07"],
    expected=["book_repair"],
)
_WIG_LOOKUP = call(
    "lookup_customer",
    {"customer_number": "WR-3391"},
    {"customer": "WR-3391", "name": "Gloria Mensah", "phone": "(312) 555-0186", "wig_length_in": 16},
)
_WIG_QUOTE = call(
    "quote_repair",
    {"service": "front lace replacement", "length_in": 16},
    {"price": 145.0, "turnaround_days": 5, "earliest_dropoff": "2025-06-02"},
)
_WIG_BOOK = call(
    "book_repair",
    {"customer_number": "WR-3391", "service": "front lace replacement", "dropoff": "2025-06-02"},
    {"ticket": "REP-60552", "technician": "Odette Lacroix", "ready": "2025-06-07", "price": 145.0},
)
WIG_FLOWS = (
    (
        u(
            "Hello, I need my wig repaired. The lace has torn at the front, and my daughter's wedding is on "
            "June "
            "14th, so I need it back before then.",
            "Hi, can you fix a torn lace front on a human hair wig? I need it for my daughter's wedding on "
            "14 "
            "June.",
            "Good morning! My lace-front wig has a tear along the hairline. Is there any way to have it "
            "repaired "
            "before June 14?",
            "Hello dear, I'm a bit worried: the front lace on my wig has ripped and my daughter gets married "
            "on "
            "the 14th of June. Can you help?",
        ),
        a("We can help with that. Are you an existing customer? If so, what's your customer number?"),
        u(
            "Yes, it's WR-3391.",
            "Yes I am, WR-3391.",
            "I think it's WR3391",
            "Yes! Customer number WR-3391. You've looked after this same wig for me before.",
        ),
        a("Thanks, Gloria. How long is the wig?", _WIG_LOOKUP),
        u(
            "It's 16 inches.",
            "16 inch, human hair.",
            "Sixteen inches, it sits just past my shoulders.",
            '16". It cost me $640 so I really want it done properly!',
        ),
        a(
            "A front lace replacement on a 16-inch wig is $145 and takes 5 days. If you drop it off on "
            "Monday "
            "June 2, it'll be ready on Saturday June 7, a week before the wedding. Shall I book that?",
            _WIG_QUOTE,
        ),
        u(
            "Yes please, book it for June 2.",
            "Oh, that's a relief. Yes, please.",
            "Yes! Monday the 2nd works for me. $145 is fine.",
            "Ready on the 7th, perfect. Please book it.",
        ),
        a(
            "Booked: repair ticket REP-60552, drop-off Monday June 2, ready Saturday June 7. Odette Lacroix, "
            "our "
            "lace specialist, will do the work.",
            _WIG_BOOK,
        ),
        u(
            "Thank you so much. Can Odette match the baby hairs like before?",
            "Wonderful. Will you call me at (312) 555-0186 when it's ready?",
            "Thank you! Should I bring it in a box or on its stand?",
            "Thank you. REP-60552, I'll write it down.",
        ),
        a(
            "Odette will match the baby hairs, and we'll call the number on your account when it's ready. A "
            "box "
            "or a bag is fine for bringing it in."
        ),
        stop(
            "Thank you, that's such a weight off my mind.",
            "Lovely, thank you. See you on the 2nd.",
            "Thank you dear, bye for now.",
            "",
        ),
    ),
    (
        u(
            "Hi, I'd like to book a wig repair. The front lace is torn and I need it for June 14.",
            "Hello, I need a lace repair on my 16-inch human hair wig before my daughter's wedding.",
            "Good afternoon. Could I book a repair for a torn lace-front wig? I need it back before the 14th "
            "of "
            "June.",
        ),
        a("Certainly. Can I have the phone number and email on your account?"),
        u(
            "(312) 555-0186 and gloria.mensah@yahoo.com",
            "Phone 312-555-0186, email gloria.mensah@yahoo.com.",
            "It's 3125550186 and Gloria.Mensah@yahoo.com",
        ),
        a(
            "Thank you, I've found your account, WR-3391. A front lace replacement is $145 for a 16-inch wig "
            "and "
            "takes 5 working days.",
            _WIG_LOOKUP,
            _WIG_QUOTE,
        ),
        u(
            "That's fine. When could I have it back?",
            "Ok. Will it be ready before the wedding?",
            "$145 is fine. I can bring it in on Monday.",
        ),
        a("If you drop it off on Monday June 2, it'll be ready on Saturday June 7. Shall I book it?"),
        u("Yes please.", "Yes, please do.", "Yes, June 2 drop-off. Thank you."),
        a("Booked, ticket REP-60552. Odette Lacroix will look after it.", _WIG_BOOK),
        stop("Thank you so much!", "Wonderful, thank you.", "Thanks, that's a relief."),
    ),
)

DOMAINS: list[Domain] = [
    Domain("karaoke", KARAOKE, KARAOKE_FLOWS),
    Domain("mudrun", MUDRUN, MUDRUN_FLOWS),
    Domain("nappyservice", NAPPY, NAPPY_FLOWS),
    Domain("origami", ORIGAMI, ORIGAMI_FLOWS),
    Domain("pumpkinpatch", PUMPKIN, PUMPKIN_FLOWS),
    Domain("quizmaster", QUIZ, QUIZ_FLOWS),
    Domain("roboticsclub", ROBOT, ROBOT_FLOWS),
    Domain("scarecrow", SCARECROW, SCARECROW_FLOWS),
    Domain("unicycle", UNICYCLE, UNICYCLE_FLOWS),
    Domain("wigrepair", WIG, WIG_FLOWS),
]

FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "karaoke",
        0,
        Say(0, "Hi! I'd like to book a karaoke room for my sister's birthday on Saturday night."),
        "paraphrase",
    ),
    F(
        "opener",
        "karaoke",
        1,
        Say(
            0,
            "Hiya! I'd like to book a karaoke room for a birthday on Saturday night. There'll be eight of "
            "us!",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "nappyservice",
        0,
        Say(0, "Hello, I need to pause our nappy deliveries while we're on holiday in August."),
        "extended at the end",
    ),
    F(
        "opener",
        "nappyservice",
        1,
        Say(0, "Hi, could we pause the nappy service while we're away on holiday?"),
        "reworded",
    ),
    F("opener", "pumpkinpatch", 0, Say(0, "Hi, can I move our pumpkin patch tickets?"), "truncated"),
    F(
        "opener",
        "pumpkinpatch",
        1,
        Say(0, "Hi, can I move our pumpkin patch tickets to a different day?"),
        "one word changed",
    ),
    F(
        "opener",
        "roboticsclub",
        1,
        Say(
            0, "Hi there, I'd like to sign my son Theo up for the Saturday robotics club for the spring term."
        ),
        "name and term added",
    ),
    F(
        "opener",
        "unicycle",
        2,
        Say(0, "Hey, the frame on my son's unicycle cracked. Is that covered by warranty?"),
        "one word changed",
    ),
    # -- reply_shape: more than the user's own voice in the turn
    F(
        "reply_shape",
        "karaoke",
        0,
        Say(4, "Ahh perfect, thanks so much! What time should we get there?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "mudrun",
        1,
        Say(
            1,
            "MR-58213 and jess.okoye@gmail.com\n\nThank you for confirming! Who would you like to transfer "
            "the "
            "entry to?",
        ),
        "assistant's voice after the answer",
    ),
    F(
        "reply_shape",
        "nappyservice",
        1,
        Say(
            1,
            "[Note: the customer is holding the baby and typing one-handed.] NAP-20418 / BS6 5QJ / "
            "07700900312",
        ),
        "bracketed note about the customer",
    ),
    F(
        "reply_shape",
        "origami",
        0,
        Say(
            1, "Thought process: the representative needs the order number, and I have it.\nIt is OR-449021."
        ),
        "reasoning label",
    ),
    F(
        "reply_shape",
        "pumpkinpatch",
        0,
        Say(
            4,
            "awesome thanks! do we need to print the tickets? probably not, it's all on the phone these days",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "quizmaster",
        1,
        Say(
            1,
            "Priya Shah; pta.staidans@gmail.com; M9 4FP.\nQuiz bookings: Thank you, Priya, let me check the "
            "diary.",
        ),
        "the office speaks on its own line",
    ),
    F(
        "reply_shape",
        "scarecrow",
        0,
        Say(
            1,
            "[Her husband Geoffrey here - Harriet's gone to put the kettle on.] It's Harriet Dunmore, 4 Beck "
            "Side, Kettlewell.",
        ),
        "a third party takes over",
    ),
    F(
        "reply_shape",
        "unicycle",
        1,
        Say(3, '{"role": "user", "content": "Nice one. How long for the replacement?"}'),
        "message as JSON with a role",
    ),
    F(
        "reply_shape",
        "wigrepair",
        0,
        Say(4, "Wonderful, thank you! *dabs her eyes with a tissue* I was so worried about the wedding."),
        "action written as in a play",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "mudrun",
        0,
        Say(2, "It's c.reid88@yahoo.co.uk. If you need him, his mobile is 07700 900772."),
        "friend's phone number",
    ),
    F(
        "invented_specifics",
        "nappyservice",
        0,
        Say(2, "That sounds right. So we won't be charged the £18.50 for those two weeks?"),
        "wrong weekly price",
    ),
    F(
        "invented_specifics",
        "origami",
        0,
        Say(2, "Yes, the same address, please. And send the tracking details to kenji.w@gmail.com."),
        "another email",
    ),
    F(
        "invented_specifics",
        "pumpkinpatch",
        1,
        Say(2, "to sunday the 19th, morning. we have a discount code PUMPKIN-4471 too"),
        "discount code",
    ),
    F(
        "invented_specifics",
        "quizmaster",
        1,
        Say(
            2,
            "That is within our £250 budget. Please book it and send the invoice to the PTA at 41 Moston "
            "Lane.",
        ),
        "street address",
    ),
    F(
        "invented_specifics",
        "roboticsclub",
        0,
        Say(2, "It's FAM-1182. His sister's club number is RC-5519 if that helps."),
        "sister's member number",
    ),
    F(
        "invented_specifics",
        "scarecrow",
        0,
        Say(2, "Yes please, put the £5 on my card ending 2290."),
        "card digits",
    ),
    F(
        "invented_specifics",
        "unicycle",
        0,
        Say(2, "QX20-58811. I've got the receipt too, invoice INV-20417."),
        "invoice number",
    ),
    F(
        "invented_specifics",
        "wigrepair",
        1,
        Say(3, "Yes please. I'll drop it off on June 3 after work."),
        "another drop-off date",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "mudrun",
        1,
        Say(2, "Callum Reid, c.reid88@yahoo.co.uk. I read there's a £7.50 transfer fee, that's fine."),
        "transfer fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "nappyservice",
        1,
        Say(2, "From 4 August to 17 August. Could Marcus Bell pick up the last dirty bag before we go?"),
        "driver's name",
    ),
    F(
        "unknown_fact",
        "origami",
        1,
        Say(
            2,
            "The whole kit is ruined. I had an email mentioning replacement order OR-449377; is that under "
            "way?",
        ),
        "replacement order number",
    ),
    F(
        "unknown_fact",
        "pumpkinpatch",
        0,
        Say(2, "sunday 19 october please, and can we keep the 11:30 hayride?"),
        "hayride time",
    ),
    F(
        "unknown_fact",
        "quizmaster",
        0,
        Say(1, "It is M9 4FP. We can pay the fifty pound deposit straight away if that helps."),
        "deposit in words",
    ),
    F(
        "unknown_fact",
        "roboticsclub",
        0,
        Say(
            1,
            "He's 10 and new to the club. His sister Ada already comes, so he should get the 15% sibling "
            "discount.",
        ),
        "discount percentage",
    ),
    F(
        "unknown_fact",
        "scarecrow",
        1,
        Say(
            2,
            "At 4 Beck Side, Kettlewell, same as last year. I gather the judging is on Wednesday 13 August?",
        ),
        "judging date",
    ),
    F(
        "unknown_fact",
        "unicycle",
        1,
        Say(1, "sam.lindgren@mail.com and QX20-58811. Should still be inside the 2-year warranty."),
        "warranty period with a value",
    ),
    F(
        "unknown_fact",
        "wigrepair",
        0,
        Say(2, "It's 16 inches. Is Odette Lacroix still there? She did such a lovely job last time."),
        "technician's name",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "karaoke",
        0,
        Say(
            2,
            "Yes please!! Deanna Marsh, 07700 900481. My email's dee.marsh@outlook.com, member number "
            "KK-30917, "
            "and the deposit can go on my card ending 4417.",
        ),
        "asked for name and mobile, gives three more",
    ),
    F(
        "data_dump",
        "mudrun",
        0,
        Say(
            0,
            "Hi, I sprained my ankle and need to transfer my Bogside 10K entry MR-58213 to my friend Callum "
            "Reid "
            "(c.reid88@yahoo.co.uk). I'm in the 10:30 wave and paid £45.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "origami",
        1,
        Say(
            0,
            "Hello, order OR-449021, an origami kit delivered on 8 February to 14 Birch Court, Ann Arbor, MI "
            "48104, arrived crushed. It cost $28.00. I would like a replacement.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "pumpkinpatch",
        1,
        Say(
            1,
            "lou.fernandes@icloud.com, 97213. also booking PP-6620-31, phone (503) 555-0172, we had the "
            "10:00 slot",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "quizmaster",
        0,
        Say(
            0,
            "Good morning. I'm Priya Shah from St Aidan's PTA (pta.staidans@gmail.com, 0161 496 0732). We "
            "need a "
            "quizmaster on Friday 21 November, 7-10 pm; the venue postcode is M9 4FP.",
        ),
        "name, email, phone and postcode up front",
    ),
    F(
        "data_dump",
        "roboticsclub",
        0,
        Say(
            2,
            "It's FAM-1182. Theo was born on 8 June 2015, my email is m.okonkwo@gmail.com and my number is "
            "020 "
            "7946 0321.",
        ),
        "asked for the account, gives three more",
    ),
    F(
        "data_dump",
        "scarecrow",
        1,
        Say(
            0,
            "Hello, I'm Harriet Dunmore of 4 Beck Side, Kettlewell (hdunmore@btinternet.com, 07700 900655). "
            "I'd "
            "like to enter Farmer Fred in the family category again.",
        ),
        "name, address, email and phone up front",
    ),
    F(
        "data_dump",
        "unicycle",
        2,
        Say(1, "UNI-77304. Serial QX20-58811, bought 20 December 2024 for $189.00."),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "wigrepair",
        1,
        Say(
            0,
            "Hi, I'd like to book a wig repair before June 14.\n- Customer number: WR-3391\n- Phone: (312) "
            "555-0186\n- Email: gloria.mensah@yahoo.com\n- Wig: 16 inches, lace front",
        ),
        "a list of facts up front",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "karaoke",
        0,
        StopAt(4, "Ooh lovely! Let me just check with the girls first. Thanks!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "mudrun",
        1,
        StopAt(6, "Ok, I'll check with Callum first and come back. Thanks!"),
        "after the fee",
    ),
    F("premature_stop", "nappyservice", 1, StopAt(6, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "origami",
        0,
        StopAt(4, "I see. Thank you for checking; I shall think it over and write again."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "pumpkinpatch",
        0,
        StopAt(6, "hmm $8 more, let me talk to my husband first. thx"),
        "after the prices",
    ),
    F(
        "premature_stop",
        "quizmaster",
        0,
        StopAt(4, "Thank you. I shall take this to the PTA committee and come back to you."),
        "after the quote",
    ),
    F(
        "premature_stop",
        "roboticsclub",
        1,
        StopAt(6, "Let me talk it over with Theo first. Thanks for all the info!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "scarecrow",
        0,
        StopAt(
            4,
            "Let me have a word with the grandchildren first, they're the ones building him. Thank you, "
            "dear!",
        ),
        "after the fee",
    ),
    F(
        "premature_stop",
        "wigrepair",
        1,
        StopAt(6, "Thank you, dear. Let me check my diary and I'll call back."),
        "after the offer",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "karaoke", 2, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "mudrun", 0, meta(1, prompt_missing=["known_facts.entry_number"]), "a known fact"),
    F("persona_sent", "origami", 1, meta(0, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "quizmaster",
        1,
        meta(0, prompt_missing=["persona", "known_facts.venue_postcode"]),
        "persona and a known fact",
    ),
    F("persona_sent", "roboticsclub", 0, meta(1, prompt_missing=["known_facts.child_dob"]), "a known fact"),
    F("persona_sent", "scarecrow", 1, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "unicycle", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F(
        "persona_sent",
        "wigrepair",
        0,
        meta(2, prompt_missing=["goal", "unknown_facts"]),
        "goal and unknown facts",
    ),
]
