"""Blind set 14, part Y: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework and the first set's
``FAULTS`` in ``tests/_fidelity_blind.py``, the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing.

The ten scenarios: a private puppet show for a birthday party (puppetshow), moving a haircut and beard trim
(barbershop), a refund for unused laser hair removal sessions (laserhair), changing a skatepark summer camp
week (skatepark), the wrong fabric in a quilt-shop order (quiltshop), rebooking a rained-out tuk-tuk tour
(tuktuk), a table and a game reserved at a board game café (boardgamecafe), a damage claim and a replacement
for a bonsai (bonsai), confirming a wedding harpist with the cocktail hour added (harpist) and a pedalo
deposit that was never returned (pedalo).

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

# -- 1. puppetshow: a private puppet show for a birthday party (with an opener) ------------------------------

PUPPET = Scenario(
    goal="Book a private puppet show at the Little Lantern Puppet Theatre for your daughter's sixth birthday "
    "party and pay the deposit.",
    persona="a cheerful parent planning the party, chatty but organised",
    known_facts={
        "full_name": "Rosalind Achebe",
        "phone": "+44 7911 204386",
        "email": "ros.achebe@mailbox.org",
        "party_date": "2025-05-17",
        "number_of_children": "12",
    },
    unknown_facts=["deposit amount: £60", "puppeteer's name: Ottilie Grange", "show length"],
    opener="Hi! I'd love to book a puppet show for my daughter's birthday party.",
    expected=["book_private_show"],
)
_PUP_OPENER = "Hi! I'd love to book a puppet show for my daughter's birthday party."
_PUP_AVAIL = call(
    "check_show_availability",
    {"date": "2025-05-17", "children": 12},
    {
        "date": "2025-05-17",
        "slots": ["10:30", "14:00"],
        "price": 180.0,
        "deposit": 60.0,
        "puppeteer": "Ottilie Grange",
        "max_children": 20,
    },
)
_PUP_AVAIL_DATE = call(
    "check_show_availability",
    {"date": "2025-05-17"},
    {"date": "2025-05-17", "slots": ["10:30", "14:00"], "max_children": 20},
)
PUPPET_FLOWS = (
    (
        u(_PUP_OPENER),
        a("How lovely! Which date is the party, and how many children will be watching?"),
        u(
            "It's Saturday 17 May, and there'll be 12 children.",
            "The party's on the 17th of May 2025 - 12 kids in total.",
            "17/05/2025, and twelve children (plus a few parents hovering!)",
            "Saturday the 17th of May please. We're expecting 12 little ones.",
            "It's on 17 May. Twelve children, all around five or six years old.",
        ),
        a(
            "Good news: on Saturday 17 May we have a 10:30 am and a 2 pm slot. A private show is £180 for up "
            "to "
            "20 children, with a £60 deposit to secure it; your puppeteer would be Ottilie Grange. Which "
            "slot "
            "would you like?",
            _PUP_AVAIL,
        ),
        u(
            "2 pm would be perfect, the kids will have had lunch by then.",
            "The 2pm one please! So that's £120 left to pay after the deposit?",
            "Afternoon, 2 pm. Is the £60 deposit the same whatever the number of children?",
            "Let's go for 14:00. Ottilie Grange - what a lovely name for a puppeteer!",
        ),
        a(
            "Lovely, 2 pm it is (and yes, the rest is paid nearer the day). To book it I'll need the name "
            "for "
            "the booking and a phone number we can reach you on."
        ),
        u(
            "Rosalind Achebe, and my mobile is +44 7911 204386.",
            "Name: Rosalind Achebe\nPhone: 07911 204386",
            "It's Rosalind Achebe - 07911 204 386.",
            "Rosalind Achebe. You can call me on 07911204386, I'm usually free after 3.",
        ),
        a(
            "Thank you, Rosalind. The 2 pm show on 17 May is booked for 12 children, reference LL-5517-014. "
            "The "
            "£60 deposit is paid; the remaining £120 is due by 10 May.",
            call(
                "book_private_show",
                {
                    "date": "2025-05-17",
                    "slot": "14:00",
                    "children": 12,
                    "name": "Rosalind Achebe",
                    "phone": "+44 7911 204386",
                },
                {
                    "booking": "LL-5517-014",
                    "deposit_paid": 60.0,
                    "balance_due": 120.0,
                    "balance_by": "2025-05-10",
                },
            ),
        ),
        stop(
            "Brilliant, thank you so much! She's going to be thrilled.",
            "Perfect - LL-5517-014, noted. Thanks!",
            "Wonderful, £120 by the 10th of May, got it. Thanks a lot!",
            "",
        ),
    ),
    (
        u(_PUP_OPENER),
        a("We'd be glad to! What date is the party?"),
        u(
            "Saturday the 17th of May.",
            "It's on 17 May 2025.",
            "the 17th of May, a Saturday :)",
            "We've got the hall for Saturday 17/05.",
        ),
        a("On 17 May I can offer 10:30 am or 2 pm. How many children are you expecting?", _PUP_AVAIL_DATE),
        u(
            "12 children, aged five and six mostly. The morning slot would suit us better.",
            "Twelve. And we'd prefer 10:30 if that's ok.",
            "12 kids! Morning please, 10:30.",
            "There'll be 12 of them. Could we have the 10:30 show? The afternoon is for the bouncy castle.",
        ),
        a(
            "10:30 it is. The show costs £180 and we take a deposit of £60 now. What name and email should "
            "the "
            "booking be under?"
        ),
        u(
            "Rosalind Achebe, ros.achebe@mailbox.org",
            "It's Rosalind Achebe, email ros.achebe@mailbox.org. Could the confirmation go there too?",
            "Name Rosalind Achebe; email is ros dot achebe at mailbox dot org",
            "Rosalind Achebe\nros.achebe@mailbox.org\n(happy to pay the £60 now)",
        ),
        a(
            "Booked: 10:30 am, Saturday 17 May, 12 children, reference LL-5517-003. The £60 deposit is taken "
            "and "
            "the £120 balance is due by 10 May. The confirmation is on its way to your inbox.",
            call(
                "book_private_show",
                {
                    "date": "2025-05-17",
                    "slot": "10:30",
                    "children": 12,
                    "name": "Rosalind Achebe",
                    "email": "ros.achebe@mailbox.org",
                },
                {
                    "booking": "LL-5517-003",
                    "deposit_paid": 60.0,
                    "balance_due": 120.0,
                    "balance_by": "2025-05-10",
                },
            ),
        ),
        u(
            "Thank you! How long does the show last? I need to plan the cake around it.",
            "Great. Roughly how long is the show?",
            "Lovely. Do the puppeteers need a table or anything set up?",
            "Fab, LL-5517-003. And what should we have ready for the puppeteer when they arrive?",
        ),
        a(
            "The show runs for 45 minutes, and Ottilie Grange, your puppeteer, arrives 30 minutes early to "
            "set "
            "up; she just needs a clear space about 3 metres wide."
        ),
        stop(
            "Perfect, 45 minutes is just right. Thanks so much!",
            "Great, cake after the show then. Thank you!",
            "Lovely, thanks for all your help.",
            "",
        ),
    ),
    (
        u(_PUP_OPENER),
        a("Of course! Which date are you thinking of, and how many children?"),
        u(
            "Saturday 17th May, for 12 children.",
            "17.05.2025 - twelve kids.",
            "It's the 17th of May and we'll have 12 children.",
        ),
        a("The 2 pm slot is free on that day. Shall I book it? The deposit is £60.", _PUP_AVAIL),
        u(
            "Yes please, book the 2 pm slot. The booking's in the name of Rosalind Achebe.",
            "Yes, 2 pm please. It's Rosalind Achebe, phone 07911 204386.",
            "Go ahead! £60 deposit is fine.",
            "Yes! 2pm is great.",
        ),
        a(
            "I tried to book it, but our booking system returned an error and nothing was reserved or "
            "charged. "
            "Could you try again later today or call the theatre?",
            call(
                "book_private_show",
                {"date": "2025-05-17", "slot": "14:00", "children": 12},
                error="503 Service Unavailable: booking backend timeout",
            ),
        ),
        stop(
            "Oh no. OK, I'll try again this afternoon. Thanks anyway.",
            "Alright, I'll ring the theatre instead. Thanks.",
            "Hmm, that's annoying, but fine - I'll call later. Bye!",
            "",
        ),
    ),
)

# -- 2. barbershop: move a haircut and beard trim ------------------------------------------------------------

BARBER = Scenario(
    goal="Move your Thursday haircut and beard trim at Fade & Co to Saturday morning, with the same barber "
    "if "
    "possible.",
    persona="a laid-back graphic designer who types in lowercase and keeps it short",
    known_facts={
        "booking_code": "FC-3381",
        "full_name": "Dario Mendes",
        "phone": "0412 557 903",
        "current_appointment": "2025-03-13 at 17:30",
    },
    unknown_facts=["barber's name: Kofi Mensah", "new slot time: 9:45", "price of the cut and trim"],
    expected=["reschedule_appointment"],
)
_BARBER_FIND = call(
    "find_booking",
    {"booking_code": "FC-3381"},
    {
        "booking": "FC-3381",
        "client": "Dario Mendes",
        "service": "Skin fade + beard trim",
        "barber": "Kofi Mensah",
        "when": "2025-03-13T17:30",
        "price": 42.0,
    },
)
_BARBER_SLOTS = call(
    "list_slots",
    {"barber": "Kofi Mensah", "date": "2025-03-15"},
    {"date": "2025-03-15", "free": ["09:45", "11:15"]},
)
_BARBER_MOVE = call(
    "reschedule_appointment",
    {"booking_code": "FC-3381", "new_time": "2025-03-15T09:45"},
    {"booking": "FC-3381", "when": "2025-03-15T09:45", "barber": "Kofi Mensah", "status": "moved"},
)
BARBER_FLOWS = (
    (
        u(
            "hey, need to move my thursday haircut to saturday morning if poss",
            "hi - can i shift my cut + beard trim from thursday to saturday morning?",
            "Hey there, something came up on Thursday. Could I move my haircut and beard trim to Saturday "
            "morning?",
            "yo, any chance to push thursday's appointment to sat morning",
            "hiya. cant make thursday anymore, can we do saturday am instead? same barber ideally",
        ),
        a("No problem! What's your booking code?"),
        u("FC-3381", "its fc-3381", "booking code is FC 3381", "fc3381 i think", "FC-3381 👍"),
        a(
            "Found it: skin fade and beard trim with Kofi Mensah, Thursday 13 March at 5:30 pm. On Saturday "
            "15 "
            "March Kofi has 9:45 am or 11:15 am. Which would you like?",
            _BARBER_FIND,
            _BARBER_SLOTS,
        ),
        u(
            "9:45 works",
            "the 9:45 pls, same guy is great",
            "9.45 please",
            "earlier one, 9:45. kofi's the best",
        ),
        a(
            "Done, you're with Kofi on Saturday 15 March at 9:45 am. Thursday's slot is released.",
            _BARBER_MOVE,
        ),
        stop("nice one, cheers", "perfect thx", "sweet, see you saturday", ""),
    ),
    (
        u(
            "hi, booked for thursday at 5:30 but cant make it, can we do saturday morning instead?",
            "Hi! I need to reschedule Thursday's 17:30 appointment to Saturday morning.",
            "hey can i move my appointment on thursday 13 march to saturday morning",
        ),
        a("Sure. Can I get the name and phone number on the booking?"),
        u(
            "dario mendes, 0412 557 903",
            "Dario Mendes - 0412557903",
            "name's dario mendes, phone +61 412 557 903",
            "dario mendes\n0412 557 903",
        ),
        a(
            "Thanks Dario. I found booking FC-3381 with Kofi Mensah. On Saturday he has 9:45 am and 11:15 am "
            "free. "
            "Any preference?",
            call(
                "find_booking",
                {"phone": "0412 557 903"},
                {"booking": "FC-3381", "barber": "Kofi Mensah", "when": "2025-03-13T17:30", "price": 42.0},
            ),
            _BARBER_SLOTS,
        ),
        u(
            "whichever is earlier, so 9:45",
            "9:45 please. is the price still the same?",
            "go with 9:45",
            "9:45 with kofi sounds good",
        ),
        a(
            "Moved to Saturday 15 March, 9:45 am, with Kofi. Same price, $42 for the fade and trim.",
            _BARBER_MOVE,
        ),
        u(
            "cool. do i need to confirm anything by text?",
            "sweet. $42 is fine. anything else i need to do?",
            "great, can i pay by card there?",
        ),
        a("Nothing else needed; you'll get a reminder text the evening before, and card is fine."),
        stop("legend, thanks", "cheers mate", "all good, ta", ""),
    ),
    (
        u(
            "hi, can i move my thursday cut and trim to saturday morning",
            "hey, need to reschedule thursday to sat morning pls",
            "Hi, is it possible to move my Thursday booking to Saturday morning?",
        ),
        a("Happy to check. What's the booking code?"),
        u("FC-3381", "it's FC-3381, under dario", "fc-3381"),
        a(
            "Thanks. I'm sorry, but I can't move this booking online: it was paid with a gift voucher, and "
            "voucher bookings can only be changed in person at the shop.",
            _BARBER_FIND,
        ),
        stop(
            "ah ok, i'll drop by the shop then. thanks",
            "fair enough, will pop in. cheers",
            "ok no worries",
            "",
        ),
    ),
)

# -- 3. laserhair: a refund for unused sessions (with an opener) ---------------------------------------------

LASER = Scenario(
    goal="You've moved to another city and can't finish your six-session laser hair removal package; get a "
    "refund for the sessions you haven't used.",
    persona="a polite nurse who writes complete sentences and likes to double-check numbers",
    known_facts={
        "client_number": "LZ-20417",
        "full_name": "Maryam Oyelaran",
        "email": "m.oyelaran@gmail.com",
        "package_price": "£540",
        "sessions_used": "3",
        "date_of_birth": "1991-08-22",
    },
    unknown_facts=["admin fee: £25", "refund amount: £245", "clinic manager's name"],
    opener="Hello, I've moved away and can't finish my laser hair removal course. Can I get a refund for the "
    "sessions I haven't used?",
    expected=["issue_refund"],
)
_LASER_OPENER = (
    "Hello, I've moved away and can't finish my laser hair removal course. Can I get a refund for the "
    "sessions I "
    "haven't used?"
)
_LASER_LOOKUP = call(
    "lookup_client",
    {"client_number": "LZ-20417", "date_of_birth": "1991-08-22"},
    {
        "client": "LZ-20417",
        "name": "Maryam Oyelaran",
        "package": "6 x underarm + bikini line",
        "paid": 540.0,
        "sessions_used": 3,
        "sessions_left": 3,
        "per_session": 90.0,
    },
)
_LASER_REFUND = call(
    "issue_refund",
    {"client_number": "LZ-20417", "amount": 245.0, "reason": "relocation"},
    {"refund_id": "RF-LZ-88310", "amount": 245.0, "to": "card ending 0932", "eta_working_days": 5},
)
LASER_FLOWS = (
    (
        u(_LASER_OPENER),
        a(
            "I'm sorry to hear you've moved. Could you give me your client number and date of birth so I can "
            "find your package?"
        ),
        u(
            "Of course. My client number is LZ-20417 and my date of birth is 22 August 1991.",
            "Client number LZ-20417, date of birth 22/08/1991.",
            "Yes: LZ20417, born 1991-08-22.",
            "It's LZ-20417. DOB: 22.08.1991.",
            "Certainly - client number LZ-20417; I was born on the 22nd of August 1991.",
        ),
        a(
            "Thank you, Maryam. You paid £540 for six sessions and have used three, so three sessions, worth "
            "£90 "
            "each, are unused. That's £270; after our £25 admin fee the refund would be £245. Shall I go "
            "ahead?",
            _LASER_LOOKUP,
        ),
        u(
            "Yes, please go ahead with the £245 refund.",
            "Just to double-check: three unused sessions at £90 is £270, minus the £25 fee, so £245. Yes, "
            "please "
            "process it.",
            "That seems fair. Please refund the £245 to my card.",
            "Yes please. Will it go back to the card I paid with?",
            "Thank you for the breakdown. Yes, I'm happy with that - please go ahead.",
        ),
        a(
            "Done. £245 is refunded to your card ending 0932, reference RF-LZ-88310. It should arrive within "
            "5 "
            "working days.",
            _LASER_REFUND,
        ),
        stop(
            "Thank you very much for your help.",
            "Lovely, RF-LZ-88310 noted. Thank you!",
            "Perfect, thank you. Have a nice day.",
            "Card ending 0932, within 5 working days - understood. Thank you.",
            "",
        ),
    ),
    (
        u(_LASER_OPENER),
        a("Let me check. What's your client number?"),
        u(
            "It's LZ-20417.",
            "LZ-20417, under Maryam Oyelaran.",
            "My client number is LZ 20417.",
            "Certainly, it is LZ-20417.",
        ),
        a("Thanks. For security, can you confirm your date of birth and the email on your account?"),
        u(
            "22 August 1991, and m.oyelaran@gmail.com.",
            "Date of birth 22/08/1991, email m.oyelaran@gmail.com",
            "Sure - 1991-08-22 and M.Oyelaran@gmail.com",
            "Date of birth: 22.08.1991\nEmail: m.oyelaran@gmail.com",
        ),
        a(
            "Verified. You've used 3 of your 6 sessions. Unused sessions are refunded at £90 each less a £25 "
            "admin fee, which comes to £245. Would you like me to process that?",
            _LASER_LOOKUP,
        ),
        u(
            "Could you tell me why there's an admin fee? I wasn't told about it when I paid the £540.",
            "Is the £25 admin fee negotiable, given that I moved for work?",
            "Hmm, ok. Can I speak to the clinic manager about the fee first?",
            "Before I agree: is the £25 charged on every refund, or only because I'm leaving early?",
        ),
        a(
            "I understand. The £25 fee is in the package terms (clause 7) and covers card processing and "
            "rebooking; I'm afraid I can't waive it. The clinic manager, Helen Kowalczyk, can review it if "
            "you "
            "email her, but that would delay the refund. Do you want me to process the £245 now?"
        ),
        u(
            "All right, please process the £245 now.",
            "Fine, go ahead with £245.",
            "OK, I'd rather have it now. Please go ahead.",
            "Thank you for explaining. I'll take the £245 now rather than wait for Helen Kowalczyk.",
        ),
        a(
            "Processed: £245 to your card ending 0932, reference RF-LZ-88310, within 5 working days.",
            _LASER_REFUND,
        ),
        stop(
            "Thank you for explaining everything.",
            "Great, thanks for your patience.",
            "Thank you. Goodbye.",
            "",
        ),
    ),
)

# -- 4. skatepark: change the summer camp week ---------------------------------------------------------------

SKATE = Scenario(
    goal="Move your son's booking at the Ramp Yard skatepark summer camp from the week of 14 July to the "
    "week of "
    "28 July.",
    persona="a busy single dad who writes quickly and sometimes makes typos",
    known_facts={
        "booking_number": "SK-77120",
        "child_name": "Milo Ferreira",
        "email": "rui.ferreira@outlook.com",
        "current_week": "2025-07-14 to 2025-07-18",
        "phone": "(503) 555-0172",
    },
    unknown_facts=["change fee: $15", "coach's name", "spaces left in the new week"],
    expected=["change_camp_week"],
)
_SKATE_GET = call(
    "get_camp_booking",
    {"booking_number": "SK-77120"},
    {
        "booking": "SK-77120",
        "camper": "Milo Ferreira",
        "age": 11,
        "week": "2025-07-14/2025-07-18",
        "paid": 285.0,
        "phone": "(503) 555-0172",
    },
)
_SKATE_AVAIL = call(
    "camp_availability",
    {"week_start": "2025-07-28"},
    {"week": "2025-07-28/2025-08-01", "spaces_left": 3, "coach": "Dana Whitcombe", "change_fee": 15.0},
)
_SKATE_CHANGE = call(
    "change_camp_week",
    {"booking_number": "SK-77120", "new_week_start": "2025-07-28"},
    {"booking": "SK-77120", "week": "2025-07-28/2025-08-01", "fee_charged": 15.0, "status": "changed"},
)
SKATE_FLOWS = (
    (
        u(
            "Hi, I need to move my son's skate camp week from July 14 to the week of July 28. Is that "
            "possible?",
            "hey, can i switch milo's summer camp week? we booked the 14 july one but need the 28 jul week",
            "Hello - our family plans changed and I'd like to move my son's camp from the week of the 14th "
            "of "
            "July to the week of the 28th.",
            "Hi there, need to change the skatepark camp week for my kid, from jul 14 to jul 28 if theres "
            "space",
        ),
        a("Sure! What's the booking number?"),
        u("SK-77120", "its SK-77120", "booking number SK 77120", "Booking no. is sk-77120", "SK-77120 :)"),
        a(
            "Thanks. Milo Ferreira is booked for 14-18 July. The week of 28 July - 1 August has 3 spaces "
            "left, "
            "with coach Dana Whitcombe. There's a $15 change fee. Shall I move him?",
            _SKATE_GET,
            _SKATE_AVAIL,
        ),
        u(
            "Yes please move him, $15 is fine.",
            "yes go ahead. will i be charged the $15 on the same card?",
            "Great, yes, move Milo to the 28th July week please.",
            "yep do it before those 3 spots go lol",
            "yes pls! dana whitcombe is who he had last summer, he'll be happy",
        ),
        a(
            "Done: Milo is now booked for 28 July - 1 August. The $15 fee went on the card on file.",
            _SKATE_CHANGE,
        ),
        stop("Awesome, thanks!", "thx so much, he'll be stoked", "Perfect, thank you.", ""),
    ),
    (
        u(
            "hi, i want to change my son's skate camp to the week of july 28 please",
            "Hello, could I move my son Milo's camp week to the 28th of July?",
            "hey there, need to move camp weeks for my boy - 28 july instead of 14 july",
        ),
        a("Happy to help. Can you give me the booking number or the email used to book?"),
        u(
            "rui.ferreira@outlook.com",
            "the email is rui.ferreira@outlook.com, dont have the number handy sorry",
            "It was booked with rui.ferreira@outlook.com",
            "email: rui.ferreira@outlook.com",
        ),
        a(
            "Found it: SK-77120, Milo Ferreira, 14-18 July. The week of 28 July has space; the change fee is "
            "$15. "
            "Go ahead?",
            call(
                "get_camp_booking",
                {"email": "rui.ferreira@outlook.com"},
                {"booking": "SK-77120", "camper": "Milo Ferreira", "week": "2025-07-14/2025-07-18"},
            ),
            _SKATE_AVAIL,
        ),
        u("yes please", "Yes. SK-77120, good, I'll write that down.", "go ahead, thanks", "yep $15 is ok"),
        a(
            "I'm sorry, the change didn't go through: the system returned an error. Nothing has been "
            "charged. "
            "Please try again tomorrow or call the front desk at (503) 555-0100.",
            call(
                "change_camp_week",
                {"booking_number": "SK-77120", "new_week_start": "2025-07-28"},
                error="500 Internal Server Error",
            ),
        ),
        stop(
            "ugh ok, i'll call tomorrow. thanks",
            "Alright, I'll try again tomorrow. Thanks for trying.",
            "ok thanks, will call the front desk on (503) 555-0100",
            "",
        ),
    ),
    (
        u(
            "Hi, my son is booked at your summer camp and I need to change the week.",
            "hey, need to swap weeks for skate camp",
            "Hello! Quick one about the summer skate camp - we need a different week.",
        ),
        a("Of course. What's the booking number, and which week would you like instead?"),
        u(
            "SK-77120, and the week of July 28 please",
            "Booking SK-77120 - we'd like 28 July instead of 14 July.",
            "sk-77120. the week starting 28th july if possible",
            "Its SK-77120. Week of the 28th of July pls",
        ),
        a(
            "The week of 28 July has 3 spaces. There's a $15 change fee. Before I move it, can you confirm "
            "the "
            "phone number on the booking?",
            _SKATE_GET,
            _SKATE_AVAIL,
        ),
        u("(503) 555-0172", "503-555-0172", "it's 503 555 0172", "5035550172"),
        a("Thanks, confirmed. Milo is moved to 28 July - 1 August; $15 charged.", _SKATE_CHANGE),
        u(
            "Thanks! Who's the coach that week?",
            "great. what time is drop off?",
            "cool, does he need to bring his own helmet?",
            "Brilliant. Is lunch included or should he bring his own?",
        ),
        a(
            "Coach Dana Whitcombe runs that week. Drop-off is 8:30-9:00 am, lunch is included, and helmets "
            "are "
            "provided, though he's welcome to bring his own."
        ),
        stop("Great, thanks for the help!", "perfect, thx", "ok cool, thank you", "Sounds good. Cheers!", ""),
    ),
)

# -- 5. quiltshop: the wrong fabric in an order (with an opener) ---------------------------------------------

QUILT = Scenario(
    goal="Your quilt-shop order came with navy fabric instead of the sage you ordered; get the right fabric "
    "sent "
    "out and a free return for the wrong one.",
    persona="a retired teacher who quilts for her grandchildren, warm and a bit chatty",
    known_facts={
        "order_number": "QS-104558",
        "email": "june.hallworth@btinternet.com",
        "postcode": "YO31 7EQ",
        "fabric_ordered": "Kona Sage, 2 metres",
        "order_date": "2025-01-28",
    },
    unknown_facts=[
        "return label code: RL-8842",
        "replacement dispatch date",
        "packer's name: Beth Arkwright",
    ],
    opener="Hello, I've just opened my parcel and the fabric inside isn't the one I ordered.",
    expected=["send_replacement"],
)
_QUILT_OPENER = "Hello, I've just opened my parcel and the fabric inside isn't the one I ordered."
_QUILT_GET = call(
    "get_order",
    {"order_number": "QS-104558", "postcode": "YO31 7EQ"},
    {
        "order": "QS-104558",
        "placed": "2025-01-28",
        "items": [{"sku": "KONA-SAGE", "name": "Kona Sage", "qty_m": 2, "price": 25.0}],
        "shipped": "2025-01-30",
    },
)
_QUILT_REPLACE = call(
    "send_replacement",
    {"order_number": "QS-104558", "sku": "KONA-SAGE", "qty_m": 2, "return_label": True},
    {"replacement_order": "QS-104771", "dispatch": "2025-02-05", "return_label": "RL-8842", "cost": 0},
)
QUILT_FLOWS = (
    (
        u(_QUILT_OPENER),
        a(
            "Oh dear, I'm sorry about that! Could you give me your order number and the postcode it was "
            "delivered to?"
        ),
        u(
            "Of course. It's order QS-104558, postcode YO31 7EQ.",
            "The order number is QS-104558 and the postcode is YO31 7EQ. I ordered the Kona Sage but got "
            "navy!",
            "QS104558, and YO31 7EQ.",
            "Order: QS-104558\nPostcode: yo31 7eq",
            "Certainly, dear. QS-104558 and YO317EQ.",
        ),
        a(
            "Thank you. Your order was for 2 metres of Kona Sage at £25.00, sent on 30 January. I can send "
            "the "
            "right fabric out at no charge and email you a free return label for the navy. Shall I do that?",
            _QUILT_GET,
        ),
        u(
            "Yes please, that would be lovely.",
            "Yes, 2 metres of the sage please. And I don't have to pay to send the navy back?",
            "That's perfect, thank you. I need it for my granddaughter's quilt, so the sooner the better.",
            "yes please - should I wait for the sage to arrive before sending the navy back?",
            "Oh, that's kind. Yes please, the £25.00 sage is the one I wanted.",
        ),
        a(
            "All done. Your replacement is order QS-104771 and goes out on 5 February, free of charge. The "
            "return label RL-8842 is in your email at june.hallworth@btinternet.com; there's no need to "
            "wait.",
            _QUILT_REPLACE,
        ),
        stop(
            "Thank you so much, you've been very helpful.",
            "Wonderful. QS-104771, I'll keep an eye out for it. Thank you!",
            "Lovely, thanks ever so much.",
            "Marvellous - the label RL-8842 is already in my inbox. Thank you!",
            "",
        ),
    ),
    (
        u(_QUILT_OPENER),
        a("I'm sorry to hear that. What's the order number?"),
        u(
            "It's QS-104558.",
            "QS-104558 - it was placed on 28 January.",
            "The order number is QS 104558.",
            "Let me find the email... here it is: QS-104558.",
        ),
        a("Thanks. What did you order, and what arrived instead?"),
        u(
            "I ordered 2 metres of Kona Sage and received a navy instead.",
            "Kona Sage, 2 m. What came was a dark navy, nothing like it.",
            "I ordered the sage green Kona cotton, two metres, and got navy blue.",
            "Two metres of Kona Sage. In the parcel was a navy - lovely colour, but not for this quilt!",
        ),
        a(
            "I see it: 2 m of Kona Sage. I'm sorry for the mix-up; I can send the sage out again free of "
            "charge. "
            "Which email should I send the return label to?",
            call(
                "get_order",
                {"order_number": "QS-104558"},
                {"order": "QS-104558", "items": [{"sku": "KONA-SAGE", "qty_m": 2}], "shipped": "2025-01-30"},
            ),
        ),
        u(
            "june.hallworth@btinternet.com please.",
            "Please use june.hallworth@btinternet.com",
            "june dot hallworth at btinternet dot com",
            "The same one as on the order: june.hallworth@btinternet.com",
        ),
        a(
            "Done: replacement order QS-104771 is dispatched on 5 February, and return label RL-8842 has "
            "been "
            "emailed to you.",
            _QUILT_REPLACE,
        ),
        u(
            "Thank you. When will the replacement arrive?",
            "How long does delivery usually take to York?",
            "Do I need to put anything in with the navy fabric when I send it back?",
            "Thank you, dear. Where do I take the parcel with label RL-8842?",
        ),
        a(
            "It usually arrives 1-2 working days after dispatch. Just pop the navy fabric in any bag with "
            "the "
            "label on and drop it at a post office; no note needed."
        ),
        stop(
            "That's lovely, thank you so much.",
            "Perfect. Thank you, dear.",
            "Thank you for sorting it so quickly!",
        ),
    ),
)

# -- 6. tuktuk: rebook a rained-out tour ---------------------------------------------------------------------

TUKTUK = Scenario(
    goal="Your tuk-tuk tour of Lisbon was cancelled by the operator because of rain; get it rebooked for "
    "Monday "
    "14 April for your group.",
    persona="a Dutch tourist writing in slightly formal English",
    known_facts={
        "booking_ref": "TT-LIS-5521",
        "lead_name": "Hendrik de Vries",
        "whatsapp": "+31 6 4128 7735",
        "group_size": "4",
        "original_date": "2025-04-12",
    },
    unknown_facts=["driver's name: Joaquim Sousa", "pickup point", "price difference: €20"],
    expected=["rebook_tour"],
)
_TUK_FIND = call(
    "find_tour_booking",
    {"booking_ref": "TT-LIS-5521"},
    {
        "booking": "TT-LIS-5521",
        "lead": "Hendrik de Vries",
        "tour": "Alfama & Belém, 3 h",
        "date": "2025-04-12T10:00",
        "status": "cancelled_weather",
        "guests": 4,
        "paid": 180.0,
    },
)
_TUK_SLOTS = call(
    "tour_slots",
    {"date": "2025-04-14", "guests": 4},
    {"date": "2025-04-14", "slots": ["10:00", "14:30"], "tour": "Alfama & Belém, 3 h", "price_now": 200.0},
)
TUKTUK_FLOWS = (
    (
        u(
            "Hello, our tuk-tuk tour on Saturday was cancelled because of the rain. Is it possible to rebook "
            "it "
            "for Monday?",
            "Good day. Our tour of 12 April was cancelled due to the weather. We would like to go on Monday "
            "14 "
            "April instead.",
            "Hi, the operator cancelled our tuk-tuk tour for the rain. Can we do it on Monday the 14th of "
            "April?",
            "Hello, I would like to rebook our cancelled tuk-tuk tour to Monday, please.",
        ),
        a("I'm sorry about the weather! What's your booking reference?"),
        u(
            "It is TT-LIS-5521.",
            "The reference is TT-LIS-5521, under the name De Vries.",
            "TT LIS 5521",
            "Booking reference: tt-lis-5521",
        ),
        a(
            "Thanks, Mr. de Vries. Your Alfama & Belém tour for 4 was cancelled for weather. On Monday 14 "
            "April "
            "we have 10:00 and 14:30. Which do you prefer?",
            _TUK_FIND,
            _TUK_SLOTS,
        ),
        u(
            "10:00 please.",
            "We prefer the morning, so 10:00.",
            "The 10 o'clock one, please. Is it the same tour of 3 hours?",
            "10:00 would be best, thank you. The four of us want to see Belém in the afternoon on our own.",
        ),
        a(
            "Rebooked for Monday 14 April at 10:00, 4 guests, same 3-hour tour. Pickup is at Praça do "
            "Comércio, "
            "by the arch. The price has gone up to €200, but we'll cover the difference.",
            call(
                "rebook_tour",
                {"booking_ref": "TT-LIS-5521", "date": "2025-04-14T10:00"},
                {"booking": "TT-LIS-5521", "date": "2025-04-14T10:00", "extra_paid": 0, "status": "rebooked"},
            ),
        ),
        stop(
            "Very kind, thank you!",
            "Excellent, thank you very much. See you Monday.",
            "Thank you, that is very good service.",
            "Good. Praça do Comércio at 10:00 on Monday. Thank you.",
            "",
        ),
    ),
    (
        u(
            "Hello, our tour was cancelled because of rain and we want to rebook for Monday.",
            "Hi, can you rebook our rained-out tuk-tuk tour? Monday would suit us.",
            "Good morning. The tuk-tuk tour we booked was cancelled for the weather. Is Monday possible?",
        ),
        a("Certainly. Can I have the lead name on the booking and a contact number?"),
        u(
            "Hendrik de Vries, WhatsApp +31 6 4128 7735.",
            "The lead name is Hendrik de Vries. My number is +31 641287735 (WhatsApp).",
            "De Vries, Hendrik. Phone: +31 6 41287735",
            "Lead name: Hendrik de Vries\nContact: +31 6 4128 7735, best on WhatsApp",
        ),
        a(
            "Thank you. I found TT-LIS-5521 for 4 guests, originally Saturday 12 April. For Monday 14 April "
            "there "
            "is 10:00 or 14:30. The tour is now €200 instead of the €180 you paid, so there's a €20 "
            "difference.",
            call(
                "find_tour_booking",
                {"lead_name": "Hendrik de Vries"},
                {"booking": "TT-LIS-5521", "guests": 4, "date": "2025-04-12T10:00", "paid": 180.0},
            ),
            _TUK_SLOTS,
        ),
        u(
            "14:30 please. Must we pay the extra €20?",
            "We take 14:30. Is the difference because of the season?",
            "Then the 14:30 tour, please. The €20 is acceptable if necessary.",
            "14:30. But the cancellation was not our fault, so we would prefer not to pay the €20.",
        ),
        a(
            "Rebooked for Monday 14 April at 14:30. As the cancellation was ours, we've waived the €20. "
            "Pickup "
            "is at Praça do Comércio, by the arch; your driver is Joaquim Sousa.",
            call(
                "rebook_tour",
                {"booking_ref": "TT-LIS-5521", "date": "2025-04-14T14:30", "waive_difference": True},
                {
                    "booking": "TT-LIS-5521",
                    "date": "2025-04-14T14:30",
                    "extra_paid": 0,
                    "driver": "Joaquim Sousa",
                },
            ),
        ),
        u(
            "Thank you. Will Joaquim Sousa contact us on WhatsApp?",
            "Very good. How long before the tour should we be at the pickup point?",
            "Thank you! What happens if it rains again on Monday?",
        ),
        a(
            "Yes, he'll message you on WhatsApp on Monday morning. Please be there 10 minutes early; if it "
            "rains "
            "again we'll offer a full refund or another date."
        ),
        stop(
            "Perfect, thank you for the help.",
            "Very good. Thank you and goodbye.",
            "Thanks, we look forward to it!",
            "",
        ),
    ),
)

# -- 7. boardgamecafe: a table and a game for Friday night (with an opener) ----------------------------------

MEEPLE = Scenario(
    goal="Book a table for six at the Meeple Den board game café for Friday evening at 7 pm, and reserve "
    "their "
    "copy of Twilight Imperium for the night.",
    persona="a software tester who organises a monthly games night, friendly and precise",
    known_facts={
        "full_name": "Tomasz Wierzbicki",
        "phone": "07700 900461",
        "party_size": "6",
        "date": "2025-02-21",
        "membership_number": "MD-0937",
    },
    unknown_facts=["cover charge: £5 per person", "games host's name", "table number: 14"],
    opener="Hey, can I book a table for Friday night? There'll be six of us.",
    expected=["create_reservation"],
)
_MEEPLE_OPENER = "Hey, can I book a table for Friday night? There'll be six of us."
_MEEPLE_CHECK = call(
    "check_tables",
    {"date": "2025-02-21", "time": "19:00", "party_size": 6},
    {"available": True, "table": 14, "cover_charge_pp": 5.0, "games": {"Twilight Imperium": "available"}},
)
_MEEPLE_CREATE = call(
    "create_reservation",
    {
        "date": "2025-02-21",
        "time": "19:00",
        "party_size": 6,
        "name": "Tomasz Wierzbicki",
        "phone": "07700 900461",
        "game_hold": "Twilight Imperium",
    },
    {"reservation": "MD-R-22109", "table": 14, "cover_total": 30.0},
)
MEEPLE_FLOWS = (
    (
        u(_MEEPLE_OPENER),
        a("Hi! Which Friday, and what time were you thinking?"),
        u(
            "This Friday, the 21st of February, at 7 pm.",
            "Friday 21 Feb, 7pm please.",
            "21/02, around 19:00.",
            "Friday the 21st of February - 7 o'clock if you have space.",
        ),
        a(
            "We have a table for six at 7 pm on Friday 21 February. There's a £5 per person cover charge. "
            "Anything else you'd like for the evening?",
            _MEEPLE_CHECK,
        ),
        u(
            "Yes, could you reserve your copy of Twilight Imperium for us? It's a long game!",
            "Great! £30 for the six of us is fine. Can you also hold Twilight Imperium for the night?",
            "Yes please, and we'd love to have Twilight Imperium set aside.",
            "Perfect. One more thing: we're planning a full game of Twilight Imperium, so could you keep it "
            "for us?",
        ),
        a(
            "Twilight Imperium is free that night, I'll hold it. What name and phone number should the "
            "booking be under?"
        ),
        u(
            "Tomasz Wierzbicki, 07700 900461.",
            "Name: Tomasz Wierzbicki\nPhone: 07700 900 461",
            "It's Tomasz Wierzbicki (W-I-E-R-Z-B-I-C-K-I), mobile 07700900461.",
            "Tomasz Wierzbicki, and the number is 07700 900461.",
        ),
        a(
            "All booked: table 14, Friday 21 February at 7 pm for six, with Twilight Imperium on hold. "
            "Reference "
            "MD-R-22109. Cover charge £30 in total, payable on the night.",
            _MEEPLE_CREATE,
        ),
        stop(
            "Brilliant, thanks!",
            "Perfect, see you Friday. Cheers!",
            "Great, MD-R-22109 noted. Thanks a lot.",
            "Table 14 at 7, lovely. Thank you!",
            "",
        ),
    ),
    (
        u(_MEEPLE_OPENER),
        a("Sure thing! Are you a Meeple Den member? Members get 10% off food and drinks."),
        u(
            "Yes, my membership number is MD-0937.",
            "I am - MD-0937.",
            "Yep, member number MD 0937.",
            "Yes! Membership MD-0937.",
        ),
        a(
            "Thanks, Tomasz! Which Friday and what time?",
            call(
                "lookup_member",
                {"membership_number": "MD-0937"},
                {"member": "MD-0937", "name": "Tomasz Wierzbicki", "phone": "07700 900461"},
            ),
        ),
        u(
            "Friday 21 February at 7 pm.",
            "the 21st of Feb, 7pm please",
            "Next Friday, 21.02.2025, at 19:00.",
            "2025-02-21, 7pm.",
        ),
        a(
            "Table 14 is free at 7 pm on the 21st. The cover charge is £5 per person. Shall I book it under "
            "your "
            "membership, with the phone number 07700 900461?",
            _MEEPLE_CHECK,
        ),
        u(
            "Yes please. And could you hold Twilight Imperium for us too?",
            "Yes, that's right. Could you also reserve Twilight Imperium?",
            "Please do - and we'd like to play Twilight Imperium, could you keep it aside?",
            "Yes, 07700 900461 is right. And Twilight Imperium for the night, please!",
        ),
        a(
            "Done: reference MD-R-22109, table 14, Friday 21 February, 7 pm, six people, Twilight Imperium "
            "on "
            "hold. Your member discount applies to food and drinks.",
            call(
                "create_reservation",
                {
                    "date": "2025-02-21",
                    "time": "19:00",
                    "party_size": 6,
                    "membership_number": "MD-0937",
                    "game_hold": "Twilight Imperium",
                },
                {"reservation": "MD-R-22109", "table": 14, "cover_total": 30.0},
            ),
        ),
        u(
            "Thanks! Who'll be the games host that evening? We might need help with the rules.",
            "Great. How long can we keep the table?",
            "Awesome. Is there a minimum spend on top of the £5 each?",
            "Cheers. So £30 in cover for the six of us, payable on the night - can we pay by card?",
        ),
        a(
            "Our games host on Fridays is Lena Okoye, and she knows Twilight Imperium well. You can keep the "
            "table "
            "until closing at midnight, card is fine, and there's no minimum spend."
        ),
        stop(
            "Perfect, thank you!",
            "Brilliant, we'll look out for Lena Okoye on Friday then. Thanks!",
            "Great, cheers for the help.",
            "",
        ),
    ),
    (
        u(_MEEPLE_OPENER),
        a(
            "Thanks for thinking of us! Unfortunately I can't book that: on Friday evenings we only take "
            "walk-ins "
            "for groups of more than four, first come, first served. We open at 5 pm."
        ),
        stop(
            "Ah, shame. We'll try to come early then. Thanks!",
            "Ok, understood. Thanks anyway.",
            "Fair enough, thanks for letting me know.",
            "",
        ),
    ),
)

# -- 8. bonsai: a damage claim and a replacement tree --------------------------------------------------------

BONSAI = Scenario(
    goal="Your juniper bonsai arrived with its main branch snapped; file a damage claim and get a "
    "replacement tree "
    "sent rather than a refund.",
    persona="a patient hobbyist who has kept bonsai for years and describes things in detail",
    known_facts={
        "order_id": "BN-66213",
        "email": "kenji.albright@fastmail.com",
        "delivery_date": "2025-03-04",
        "price_paid": "$149.00",
        "tree": "Procumbens Nana juniper",
    },
    unknown_facts=["claim number: DMG-40917", "courier", "replacement dispatch date"],
    expected=["file_damage_claim", "ship_replacement"],
)
_BONSAI_GET = call(
    "get_order",
    {"order_id": "BN-66213"},
    {
        "order": "BN-66213",
        "item": "Procumbens Nana juniper, 12 yrs",
        "price": 149.0,
        "delivered": "2025-03-04",
        "carrier": "UPS",
    },
)
_BONSAI_CLAIM = call(
    "file_damage_claim",
    {"order_id": "BN-66213", "damage": "main branch snapped", "photos": True},
    {"claim": "DMG-40917", "status": "approved"},
)
_BONSAI_SHIP = call(
    "ship_replacement",
    {"order_id": "BN-66213", "claim": "DMG-40917"},
    {"replacement_order": "BN-66480", "dispatch": "2025-03-11", "tracking": "1Z84F2910398557310"},
)
BONSAI_FLOWS = (
    (
        u(
            "Hello, my juniper bonsai arrived yesterday with the main branch snapped clean off. I'd like to "
            "file a "
            "damage claim.",
            "Hi, my bonsai was delivered damaged - the main branch is broken. What do I do?",
            "Good afternoon. The Procumbens Nana juniper I ordered arrived with its main branch snapped. I "
            "would "
            "prefer a replacement tree rather than a refund.",
            "Hi there - sad news, the juniper I ordered came with a broken main branch. Can you help?",
        ),
        a("I'm so sorry. Could you give me the order ID, and do you have photos of the damage?"),
        u(
            "The order ID is BN-66213, and yes, I've taken photos of the branch and the box.",
            "BN-66213. I have photos, happy to upload them.",
            "Order BN66213. Photos yes - three of them, showing the break and the crushed corner of the box.",
            "bn-66213, and I have pictures",
        ),
        a(
            "Thank you. I can see the Procumbens Nana juniper, $149.00, delivered 4 March by UPS. I've filed "
            "the "
            "claim: DMG-40917, approved. Would you like a refund or a replacement tree?",
            _BONSAI_GET,
            _BONSAI_CLAIM,
        ),
        u(
            "A replacement, please. I've been looking forward to styling this one.",
            "Replacement please, not a refund.",
            "I'd prefer a replacement tree. Could you choose one with a similar trunk line?",
            "A replacement. Claim DMG-40917, got it.",
            "Replacement, please - the $149.00 was for the tree, not the money back!",
        ),
        a(
            "Done: replacement order BN-66480 ships on 11 March, tracking 1Z84F2910398557310. We'll pack it "
            "with "
            "extra bracing.",
            _BONSAI_SHIP,
        ),
        stop(
            "Thank you, that's very helpful.",
            "Wonderful. I'll look out for it on 11 March. Thanks!",
            "Thank you for sorting it so quickly.",
            "",
        ),
    ),
    (
        u(
            "Hello, the bonsai I ordered arrived damaged and I'd like a replacement.",
            "Hi, I received a broken juniper bonsai. Could you send a new one?",
            "Good morning. My new juniper came with the main branch snapped; I'd like a replacement please.",
        ),
        a("Sorry to hear that. What email is the order under?"),
        u(
            "kenji.albright@fastmail.com",
            "It's kenji.albright@fastmail.com. The order number is BN-66213.",
            "kenji dot albright at fastmail dot com",
        ),
        a(
            "Thanks. Order BN-66213: a Procumbens Nana juniper for $149.00, delivered on 4 March. What's the "
            "damage exactly?",
            call(
                "get_order",
                {"email": "kenji.albright@fastmail.com"},
                {
                    "order": "BN-66213",
                    "item": "Procumbens Nana juniper",
                    "price": 149.0,
                    "delivered": "2025-03-04",
                },
            ),
        ),
        u(
            "The main branch has snapped at the base, right where it meets the trunk. The box was crushed on "
            "one "
            "side, so I suspect rough handling in transit.",
            "Main branch snapped. The pot is fine, and the soil has spilled a bit.",
            "The main branch is broken off; there's a clean break about two inches from the trunk.",
        ),
        a(
            "Thank you. I've filed claim DMG-40917 and it's approved. I'll set up the replacement now.",
            _BONSAI_CLAIM,
        ),
        a("Replacement BN-66480 ships on 11 March.", _BONSAI_SHIP),
        u(
            "Thank you. Should I send the damaged tree back?",
            "Great, thanks. What should I do with the broken one?",
            "Thanks! Is there any chance the damaged one can be saved?",
        ),
        a(
            "No need to send it back. If the roots are healthy you can keep it as a project; with care it "
            "may "
            "recover from the remaining branches."
        ),
        stop(
            "I'll give it a try. Thank you!",
            "Thanks for being so helpful.",
            "Very kind, thank you. Goodbye.",
            "",
        ),
    ),
    (
        u(
            "Hi, my juniper bonsai arrived with the main branch snapped. I'd like a replacement.",
            "Hello - order BN-66213 arrived damaged, I want to file a claim.",
            "Hi. My bonsai came with a snapped branch, please help.",
        ),
        a("I'm sorry! What's the order ID?"),
        u("BN-66213", "It's BN-66213.", "Order id: BN 66213"),
        a(
            "Claim DMG-40917 is filed and approved for order BN-66213. Setting up the replacement now.",
            _BONSAI_GET,
            _BONSAI_CLAIM,
        ),
        a(
            "The replacement couldn't be created: our stock system returned an error. Your claim stands; a "
            "colleague will email you within one working day to arrange it.",
            call(
                "ship_replacement",
                {"order_id": "BN-66213", "claim": "DMG-40917"},
                error="409 Conflict: stock record locked",
            ),
        ),
        stop(
            "OK, I'll wait for the email. Thank you.",
            "Understood, thanks for letting me know.",
            "Alright, I'll keep claim DMG-40917 handy. Thanks.",
            "",
        ),
    ),
)

# -- 9. harpist: confirm a wedding harpist and add the cocktail hour (with an opener) ------------------------

HARP = Scenario(
    goal="Confirm the harpist booking for your wedding ceremony, add the cocktail hour, and pay the deposit.",
    persona="a bride-to-be who is excited but has a long to-do list, writes warmly with the odd exclamation "
    "mark",
    known_facts={
        "enquiry_number": "HW-2291",
        "full_name": "Saoirse Gallagher",
        "email": "saoirse.g@eircom.net",
        "venue": "Ballyseede Castle, Tralee",
        "wedding_date": "2025-09-06",
    },
    unknown_facts=["cocktail hour fee: €250", "harpist's name: Niamh Cassidy", "travel surcharge"],
    opener="Hi, I'd like to go ahead with booking the harpist for our wedding ceremony.",
    expected=["confirm_booking"],
)
_HARP_OPENER = "Hi, I'd like to go ahead with booking the harpist for our wedding ceremony."
_HARP_ENQ = call(
    "get_enquiry",
    {"enquiry_number": "HW-2291"},
    {
        "enquiry": "HW-2291",
        "client": "Saoirse Gallagher",
        "date": "2025-09-06",
        "venue": "Ballyseede Castle, Tralee",
        "package": "Ceremony (1 h)",
        "price": 450.0,
        "harpist": "Niamh Cassidy",
        "travel": 40.0,
    },
)
_HARP_CONFIRM = call(
    "confirm_booking",
    {"enquiry_number": "HW-2291", "add_ons": ["cocktail_hour"], "deposit": 200.0},
    {
        "booking": "HB-2291-C",
        "total": 740.0,
        "deposit_paid": 200.0,
        "balance": 540.0,
        "balance_due": "2025-08-23",
    },
)
HARP_FLOWS = (
    (
        u(_HARP_OPENER),
        a("Congratulations! Do you have your enquiry number?"),
        u(
            "Yes, it's HW-2291.",
            "Thank you! It's HW-2291.",
            "Enquiry number HW 2291 :)",
            "hw-2291",
            "I do - HW-2291!",
        ),
        a(
            "Thanks, Saoirse. I have the ceremony package for Saturday 6 September at Ballyseede Castle, "
            "Tralee, "
            "with Niamh Cassidy on harp: €450, plus a €40 travel surcharge. Would you like anything else?",
            _HARP_ENQ,
        ),
        u(
            "Yes! We'd also love music for the cocktail hour afterwards. How much would that add?",
            "Could we add the cocktail hour as well? What does that cost?",
            "Oh, and the cocktail hour too please, if Niamh Cassidy is free for it.",
            "That all sounds right! €450 plus €40 is fine. Could we add the cocktail hour?",
        ),
        a(
            "Niamh is free, and the cocktail hour is €250 more, so €740 in total. The deposit to secure the "
            "date "
            "is €200. Shall I confirm everything?"
        ),
        u(
            "Yes please, confirm it all and I'll pay the €200 deposit.",
            "That's grand - €740 overall, €200 now. Go ahead!",
            "Yes! So the balance after the deposit is €540?",
            "Perfect, please confirm.",
        ),
        a(
            "Confirmed: booking HB-2291-C. €200 deposit paid; the €540 balance is due by 23 August.",
            _HARP_CONFIRM,
        ),
        stop(
            "Amazing, thank you so much!",
            "One more thing ticked off the list. Thanks a million!",
            "Brilliant, thanks - see you in September!",
            "Great, €540 by 23 August, noted. Thank you!",
            "",
        ),
    ),
    (
        u(_HARP_OPENER),
        a("Wonderful! Could I have the name and the wedding date, please?"),
        u(
            "Saoirse Gallagher, and the wedding is on 6 September 2025.",
            "It's Saoirse Gallagher - 06/09/2025.",
            "Saoirse Gallagher, Saturday the 6th of September!",
            "Name: Saoirse Gallagher\nDate: 6 Sept 2025",
        ),
        a("Thanks. Which venue is it at?"),
        u(
            "Ballyseede Castle in Tralee.",
            "Ballyseede Castle, Tralee.",
            "It's at Ballyseede Castle (Tralee, Co. Kerry).",
            "Ballyseede Castle! We're so excited.",
        ),
        a(
            "Found your enquiry, HW-2291: ceremony package, €450, plus a €40 travel surcharge to Tralee. "
            "Would "
            "you like the cocktail hour too, for €250?",
            call(
                "get_enquiry",
                {"name": "Saoirse Gallagher", "date": "2025-09-06"},
                {"enquiry": "HW-2291", "price": 450.0, "travel": 40.0, "cocktail_hour": 250.0},
            ),
        ),
        u(
            "Yes, we'd love the cocktail hour too.",
            "Yes please, add the €250 cocktail hour.",
            "Go on so, add the cocktail hour!",
            "Yes! And please go ahead and confirm the booking.",
        ),
        a(
            "Done: booking HB-2291-C confirmed with the cocktail hour. Total €740; the €200 deposit is paid "
            "and "
            "€540 is due by 23 August. A receipt is on its way to your email.",
            _HARP_CONFIRM,
        ),
        u(
            "Thank you! Is the receipt going to saoirse.g@eircom.net? That's the one I check most.",
            "Great! Will the harpist get in touch about the song list?",
            "Thanks! Can we choose the music for the walk down the aisle?",
            "Amazing. HB-2291-C - I'll add it to my wedding spreadsheet. Who will we be dealing with about "
            "music?",
        ),
        a(
            "The receipt goes to saoirse.g@eircom.net, the address on your enquiry. Your harpist, Niamh "
            "Cassidy, "
            "will also email you in July to go through the music, including your entrance piece."
        ),
        stop("Perfect, thanks so much!", "Lovely, can't wait. Thank you!", "Brilliant, thank you!", ""),
    ),
)

# -- 10. pedalo: a deposit that was never returned -----------------------------------------------------------

PEDALO = Scenario(
    goal="The €30 deposit for the pedalo you rented at Lake Bled was never returned to your card; get it "
    "refunded.",
    persona="a German engineer on holiday, matter-of-fact and brief",
    known_facts={
        "rental_ticket": "PB-0809-117",
        "card_last_four": "4471",
        "email": "lukas.brandt@gmx.de",
        "rental_date": "2025-08-09",
        "deposit": "€30",
    },
    unknown_facts=["refund reference: RF-30-2291", "refund processing time", "pedalo number: P-14"],
    expected=["refund_deposit"],
)
_PEDALO_FIND = call(
    "find_rental",
    {"rental_ticket": "PB-0809-117"},
    {
        "ticket": "PB-0809-117",
        "date": "2025-08-09",
        "boat": "P-14",
        "returned": "2025-08-09T16:40",
        "deposit": 30.0,
        "deposit_status": "held",
        "card": "**** 4471",
    },
)
_PEDALO_REFUND = call(
    "refund_deposit",
    {"rental_ticket": "PB-0809-117", "amount": 30.0},
    {"refund": "RF-30-2291", "amount": 30.0, "card": "**** 4471", "eta": "3-5 business days"},
)
PEDALO_FLOWS = (
    (
        u(
            "Hello. I rented a pedalo at Lake Bled and the €30 deposit was not returned to my card.",
            "Hi, my pedalo deposit of 30 euros has not come back. Please refund it.",
            "Good day. The deposit for our pedalo rental on 9 August is still missing from my card.",
            "hello, deposit for pedalo not refunded. €30. can you check",
        ),
        a("Sorry about that. What's the rental ticket number?"),
        u("PB-0809-117", "The ticket is PB-0809-117.", "Ticket no. PB 0809 117", "pb-0809-117"),
        a(
            "Thanks. Pedalo P-14 was returned at 4:40 pm on 9 August, but the €30 deposit is still held. "
            "Which "
            "card did you pay with? The last four digits are enough.",
            _PEDALO_FIND,
        ),
        u("The card ends in 4471.", "4471", "Last four: 4471. A Visa.", "Ending 4471."),
        a(
            "That matches. I've refunded the €30 to the card ending 4471, reference RF-30-2291. It takes 3-5 "
            "business days.",
            _PEDALO_REFUND,
        ),
        stop("Thank you.", "Good, thanks. Goodbye.", "OK. RF-30-2291 noted. Thanks.", ""),
    ),
    (
        u(
            "Hello, I paid a €30 deposit for a pedalo on 2025-08-09 and never got it back.",
            "Hi. Pedalo deposit from 9 August not returned.",
            "Hello, the €30 pedalo deposit was never refunded to me.",
        ),
        a("I can look into it. What email did you use, or do you have the rental ticket?"),
        u(
            "lukas.brandt@gmx.de",
            "Email: lukas.brandt@gmx.de. The ticket I have lost, sorry.",
            "The ticket is PB-0809-117. Email lukas.brandt@gmx.de.",
        ),
        a(
            "Found it: ticket PB-0809-117, pedalo P-14, 9 August. The deposit was held by mistake. Shall I "
            "refund "
            "€30 to the card ending 4471?",
            call(
                "find_rental",
                {"email": "lukas.brandt@gmx.de"},
                {"ticket": "PB-0809-117", "boat": "P-14", "deposit_status": "held", "card": "**** 4471"},
            ),
        ),
        u("Yes, please.", "Yes. Card 4471 is correct.", "Yes, refund it to that card."),
        a(
            "Refunded: €30, reference RF-30-2291, to the card ending 4471. It takes 3-5 business days to "
            "appear.",
            _PEDALO_REFUND,
        ),
        u(
            "Why was it held? The boat was returned on time.",
            "Will I receive an email confirmation?",
            "OK. If it is not there in 5 days, whom do I contact?",
        ),
        a(
            "A card terminal fault on 9 August held several deposits; I'm sorry. You'll get an email "
            "confirmation "
            "now, and if the money hasn't arrived after 5 business days, reply to that email quoting "
            "RF-30-2291."
        ),
        stop("Understood. Thank you.", "Fine. Thanks for your help.", "Good. Goodbye.", ""),
    ),
    (
        u(
            "Hello, my pedalo deposit was not returned.",
            "Hi, the €30 deposit from the pedalo is still missing.",
            "Hello, I am still waiting for my pedalo deposit from Lake Bled.",
        ),
        a(
            "Let's sort it out. Please verify your details: rental ticket, rental date, email and the last "
            "four "
            "digits of the card."
        ),
        u(
            "Ticket PB-0809-117, 9 August 2025, lukas.brandt@gmx.de, card ending 4471.",
            "PB-0809-117 / 2025-08-09 / lukas.brandt@gmx.de / 4471",
            "- Ticket: PB-0809-117\n- Date: 09.08.2025\n- Email: lukas.brandt@gmx.de\n- Card: **** 4471",
        ),
        a("Verified. The €30 was held because of a card terminal fault. I'll refund it now.", _PEDALO_FIND),
        a("Done: €30 back to the card ending 4471, reference RF-30-2291, 3-5 business days.", _PEDALO_REFUND),
        stop(
            "Thank you.", "Good. Thanks.", "Danke, thank you. Goodbye.", "OK, 3-5 business days. Thanks.", ""
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("puppetshow", PUPPET, PUPPET_FLOWS),
    Domain("barbershop", BARBER, BARBER_FLOWS),
    Domain("laserhair", LASER, LASER_FLOWS),
    Domain("skatepark", SKATE, SKATE_FLOWS),
    Domain("quiltshop", QUILT, QUILT_FLOWS),
    Domain("tuktuk", TUKTUK, TUKTUK_FLOWS),
    Domain("boardgamecafe", MEEPLE, MEEPLE_FLOWS),
    Domain("bonsai", BONSAI, BONSAI_FLOWS),
    Domain("harpist", HARP, HARP_FLOWS),
    Domain("pedalo", PEDALO, PEDALO_FLOWS),
]

# -- seeded faults -------------------------------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "puppetshow",
        0,
        Say(0, "Hi! I'd like to book a puppet show for my daughter's birthday party."),
        "one word changed",
    ),
    F(
        "opener",
        "puppetshow",
        1,
        Say(
            0, "Hi! I'd love to book a puppet show for my daughter's birthday party. It's on Saturday 17 May."
        ),
        "opener plus the date",
    ),
    F(
        "opener",
        "laserhair",
        0,
        Say(0, "Hello, I've moved away and can't finish my laser hair removal course."),
        "truncated: the question dropped",
    ),
    F(
        "opener",
        "laserhair",
        1,
        Say(
            0,
            "Hi there, since moving I can't get to my remaining laser appointments. Could I be refunded for "
            "the "
            "ones I haven't had?",
        ),
        "paraphrase",
    ),
    F(
        "opener",
        "quiltshop",
        0,
        Say(
            0,
            "Hello, I've just opened my parcel and the fabric inside isn't the one I ordered - I was sent "
            "navy "
            "instead of sage!",
        ),
        "extended with a clause",
    ),
    F(
        "opener",
        "quiltshop",
        1,
        Say(0, "Good morning! There's a problem with my fabric order, could you help?"),
        "a different first message",
    ),
    F(
        "opener",
        "boardgamecafe",
        2,
        Say(0, "Hey, can I book a table for Friday night?"),
        "second sentence dropped",
    ),
    F(
        "opener",
        "harpist",
        1,
        Say(0, "Hello! We'd like to go ahead and book the harpist for our wedding ceremony, please."),
        "reworded",
    ),
    # -- reply_shape: more than one voice, or a turn shaped like something other than the customer's message
    F(
        "reply_shape",
        "puppetshow",
        0,
        Say(4, "Wonderful, thank you Rosalind! LL-5517-014 noted."),
        "thanks itself by its own first name",
    ),
    F(
        "reply_shape",
        "barbershop",
        1,
        Say(2, "9:45 please\n\nBarber: sweet, I'll lock that in for you."),
        "the barber speaking on its own line",
    ),
    F(
        "reply_shape",
        "laserhair",
        1,
        Say(
            3,
            "<reasoning>The agent mentioned an admin fee I was never told about; as a careful nurse I should "
            "question it before agreeing.</reasoning>\nCould you tell me why there's an admin fee? I wasn't "
            "told "
            "about it when I paid the £540.",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "skatepark",
        2,
        Say(3, "Thanks! Who's the coach that week? Probably one of the regular instructors, I guess."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "quiltshop",
        0,
        Say(3, "Lovely, thanks ever so much. Is there anything else I can help you with today?"),
        "the assistant's stock phrase in the stop",
    ),
    F(
        "reply_shape",
        "pedalo",
        0,
        Say(2, "The card ends in 4471.\nBled Pedalo Rentals: Thank you, we will refund the deposit now."),
        "the rental office speaking on its own line",
    ),
    F(
        "reply_shape",
        "boardgamecafe",
        1,
        Say(
            3,
            '{"role": "user", "content": "Yes please. And could you hold Twilight Imperium for us too?"}',
        ),
        "message written as JSON with a role",
    ),
    F(
        "reply_shape",
        "bonsai",
        1,
        Say(
            3,
            "[Note: the customer is pleased with how the claim was handled.] Thank you. Should I send the "
            "damaged "
            "tree back?",
        ),
        "bracketed note about the conversation",
    ),
    F(
        "reply_shape",
        "harpist",
        0,
        Say(3, "Here's my reply as the bride: Yes please, confirm it all and I'll pay the €200 deposit."),
        "reply framed as the part",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "puppetshow",
        1,
        Say(
            3,
            "Rosalind Achebe, ros.achebe@mailbox.org - and my husband's number is 07911 583102 in case you "
            "can't reach me.",
        ),
        "a second phone number",
    ),
    F("invented_specifics", "barbershop", 0, Say(1, "FC-3318"), "booking code digits swapped"),
    F(
        "invented_specifics",
        "laserhair",
        0,
        Say(2, "Yes, please go ahead. The refund should go to my card ending 5586."),
        "card digits",
    ),
    F(
        "invented_specifics",
        "skatepark",
        0,
        Say(2, "yes go ahead. i paid $310 for the week originally, hope the $15 isn't on top of that"),
        "amount paid",
    ),
    F(
        "invented_specifics",
        "quiltshop",
        1,
        Say(1, "It's QS-104558. I placed it on 26 January."),
        "wrong order date",
    ),
    F("invented_specifics", "tuktuk", 0, Say(1, "It is TT-LIS-5512."), "booking reference digits swapped"),
    F(
        "invented_specifics",
        "boardgamecafe",
        0,
        Say(3, "Tomasz Wierzbicki, 07700 900416."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "bonsai",
        0,
        Say(
            1,
            "The order ID is BN-66213, and I have photos. I paid $164.50 including shipping, for what it's "
            "worth.",
        ),
        "amount with shipping",
    ),
    F(
        "invented_specifics",
        "harpist",
        1,
        Say(4, "Thank you! Could you also send the receipt to saoirse.gallagher@gmail.com?"),
        "another email",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "puppetshow",
        0,
        Say(1, "Saturday 17 May, for 12 children. I think the deposit is £60?"),
        "deposit amount",
    ),
    F(
        "unknown_fact",
        "puppetshow",
        1,
        Say(2, "12 children, and the 10:30 please. Will Ottilie Grange be doing the show?"),
        "puppeteer's name",
    ),
    F(
        "unknown_fact",
        "barbershop",
        2,
        Say(1, "FC-3381. i'd like to stay with the same barber, kofi mensah, if he's free"),
        "barber's name before the lookup",
    ),
    F(
        "unknown_fact",
        "laserhair",
        0,
        Say(
            1,
            "My client number is LZ-20417 and my date of birth is 22 August 1991. I believe there's a £25 "
            "admin fee?",
        ),
        "admin fee",
    ),
    F(
        "unknown_fact",
        "skatepark",
        1,
        Say(
            0,
            "hi, i want to change my son's skate camp to the week of july 28 please. i know theres a $15 "
            "change fee, thats fine",
        ),
        "change fee in the first message",
    ),
    F(
        "unknown_fact",
        "quiltshop",
        0,
        Say(2, "Yes please, and could you email me the return label RL-8842 as well?"),
        "return label code",
    ),
    F(
        "unknown_fact",
        "tuktuk",
        1,
        Say(
            1,
            "Hendrik de Vries, WhatsApp +31 6 4128 7735. The confirmation email said our driver would be "
            "Joaquim "
            "Sousa.",
        ),
        "driver's name",
    ),
    F(
        "unknown_fact",
        "bonsai",
        1,
        Say(
            2, "The main branch snapped at the base. The courier, DHL, left the box upside down on the porch."
        ),
        "courier named",
    ),
    F(
        "unknown_fact",
        "pedalo",
        1,
        Say(1, "lukas.brandt@gmx.de. We had pedalo P-14, the yellow one."),
        "pedalo number",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "puppetshow",
        2,
        Say(2, "Yes please, book the 2 pm slot. It's Rosalind Achebe, 07911 204386, ros.achebe@mailbox.org."),
        "name, phone and email when only asked to confirm",
    ),
    F(
        "data_dump",
        "barbershop",
        0,
        Say(
            0,
            "hey, need to move my thursday 5:30 cut to saturday morning. booking FC-3381, dario mendes, 0412 "
            "557 903",
        ),
        "everything in the first message",
    ),
    F(
        "data_dump",
        "laserhair",
        1,
        Say(1, "It's LZ-20417. I'm Maryam Oyelaran, born 22/08/1991, and my email is m.oyelaran@gmail.com."),
        "asked for the client number, gives three more",
    ),
    F(
        "data_dump",
        "skatepark",
        0,
        Say(
            1,
            "SK-77120. its for Milo Ferreira, you can reach me on (503) 555-0172 or rui.ferreira@outlook.com",
        ),
        "asked for the booking, gives name, phone and email",
    ),
    F(
        "data_dump",
        "quiltshop",
        1,
        Say(
            1,
            "It's QS-104558, ordered on 28 January - 2 metres of Kona Sage - to YO31 7EQ, and my email's "
            "june.hallworth@btinternet.com.",
        ),
        "asked for the order, gives four more",
    ),
    F(
        "data_dump",
        "tuktuk",
        0,
        Say(
            0,
            "Hello, our tuk-tuk tour on 12 April was cancelled for rain. Booking TT-LIS-5521, lead name "
            "Hendrik "
            "de Vries, 4 people, WhatsApp +31 6 4128 7735. Can we go on Monday 14 April?",
        ),
        "five facts up front",
    ),
    F(
        "data_dump",
        "boardgamecafe",
        1,
        Say(1, "Yes - MD-0937, Tomasz Wierzbicki, 07700 900461, and we'd like Friday 21 February at 7 pm."),
        "membership plus name, phone and date",
    ),
    F(
        "data_dump",
        "bonsai",
        2,
        Say(
            1,
            "BN-66213. It was delivered on 4 March, I paid $149.00, and you can email me at "
            "kenji.albright@fastmail.com.",
        ),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "harpist",
        0,
        Say(1, "It's HW-2291 - Saoirse Gallagher, wedding on 6 September 2025 at Ballyseede Castle, Tralee."),
        "asked for the enquiry, gives name, date and venue",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "puppetshow",
        0,
        StopAt(4, "Lovely, thanks! I'll have a think about the slot and get back to you."),
        "after the slots",
    ),
    F("premature_stop", "barbershop", 1, StopAt(4, "cool, thanks, i'll sort it later"), "after the slots"),
    F(
        "premature_stop",
        "laserhair",
        0,
        StopAt(4, "Thank you for explaining. I'll think about it."),
        "after the quote",
    ),
    F("premature_stop", "skatepark", 2, StopAt(2, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "quiltshop",
        1,
        StopAt(6, "Thank you, I'll check my emails first and come back to you."),
        "asked for the email",
    ),
    F(
        "premature_stop",
        "tuktuk",
        1,
        StopAt(4, "We will discuss it in the group and come back. Thank you."),
        "after the slots and price",
    ),
    F(
        "premature_stop",
        "boardgamecafe",
        0,
        StopAt(6, "Great, see you Friday then! Thanks."),
        "takes the hold for the booking",
    ),
    F(
        "premature_stop",
        "bonsai",
        0,
        StopAt(4, "Thank you, that's all I needed."),
        "claim filed, replacement never shipped",
    ),
    F("premature_stop", "harpist", 0, StopAt(6, "Fab, thanks! Talk soon."), "before confirming"),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "puppetshow", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "barbershop", 0, meta(1, prompt_missing=["known_facts.booking_code"]), "a known fact"),
    F("persona_sent", "laserhair", 1, meta(2, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "skatepark",
        1,
        meta(0, prompt_missing=["persona", "unknown_facts"]),
        "persona and unknown facts",
    ),
    F(
        "persona_sent",
        "tuktuk",
        0,
        meta(1, prompt_missing=["known_facts.booking_ref", "known_facts.lead_name"]),
        "two known facts",
    ),
    F("persona_sent", "boardgamecafe", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "bonsai", 1, meta(1, prompt_missing=["goal", "persona"]), "goal and persona"),
    F("persona_sent", "pedalo", 2, meta(2, prompt_missing=["known_facts.email"]), "a known fact"),
]
