"""Blind set 14, part Z: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the
framework and the first set's ``FAULTS``), the step helpers and the first few domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing.

The ten scenarios: adding two people to a rafting trip (rafting), a credit for dog walks that were missed
(dogwalker), booking a church organ tuning before Easter (organtuning), a refund for a hawk walk the centre
cancelled (falconry), entering a pair in a bridge club congress (bridgeclub), correcting the spelling on a
hand-painted shop sign order (signwriting), getting a narrowboat hire's damage deposit back (canalboat),
cancelling a treehouse stay after an injury (treehouse), enrolling in a calligraphy workshop with a gift
voucher (calligraphy) and moving a beach hut week (beachhut).

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

# -- 1. rafting: add two people to a booked trip (with an opener) --------------------------------------------

RAFTING = Scenario(
    goal="Add your two nephews (aged 12 and 14) to your family's half-day rafting trip on the Lower Slaney "
    "so the whole group goes together.",
    persona="an organised aunt who plans the family holidays, friendly and chatty",
    known_facts={
        "booking_reference": "RFT-30517",
        "full_name": "Niamh Dwyer",
        "trip_date": "2025-07-19",
        "phone": "+353 87 412 6630",
        "nephews_ages": "12 and 14",
    },
    unknown_facts=["price per extra person: €45", "guide's name: Declan Furlong", "wetsuit hire fee"],
    opener="Hi there! Could I add two more people to our rafting trip?",
    expected=["add_participants"],
)
_RAFT_RESULT = {
    "reference": "RFT-30517",
    "name": "Niamh Dwyer",
    "trip": "Lower Slaney half-day",
    "date": "2025-07-19",
    "start": "09:30",
    "participants": 4,
    "paid": 180.0,
    "spaces_left": 3,
}
_RAFT_LOOKUP = call("get_booking", {"reference": "RFT-30517"}, _RAFT_RESULT)
_RAFT_FIND = call("get_booking", {"name": "Niamh Dwyer", "phone": "+353874126630"}, _RAFT_RESULT)
_RAFT_ADD = call(
    "add_participants",
    {"reference": "RFT-30517", "count": 2, "ages": [12, 14]},
    {"reference": "RFT-30517", "participants": 6, "charged": 90.0, "total": 270.0, "guide": "Declan Furlong"},
)
RAFTING_FLOWS = (
    (
        u("Hi there! Could I add two more people to our rafting trip?"),
        a("Of course! Could you give me your booking reference?"),
        u(
            "Sure, it's RFT-30517.",
            "RFT-30517",
            "The reference is RFT 30517 - it's under Niamh Dwyer.",
            "yes! rft-30517 :)",
            "Let me find the email... here it is: RFT-30517.",
        ),
        a(
            "Thanks, Niamh. I see the Lower Slaney half-day trip on Saturday 19 July at 9:30 for 4 people, "
            "€180 paid, and there are 3 spaces left. How old are the two extra participants? Under-10s can't "
            "join this section of the river.",
            _RAFT_LOOKUP,
        ),
        u(
            "They're my nephews, 12 and 14.",
            "12 and 14 - both strong swimmers, don't worry!",
            "The boys are 12 and 14 years old, so they should be fine.",
            "ages 12 & 14",
            "One is 12 and the other is 14. Great that there's still room!",
        ),
        a(
            "Perfect, both are old enough. Extra places are €45 each, so €90 for the two. Shall I add them "
            "and charge the card on file?"
        ),
        u(
            "Yes please, €90 is fine.",
            "Great - so 2 x €45 = €90. Go ahead!",
            "Yes, add them please. That makes 6 of us altogether.",
            "go ahead, thanks!",
            "Yes please! Same card as before is grand.",
        ),
        a(
            "Done! Booking RFT-30517 is now for 6 people, total €270. Your guide on the day is Declan "
            "Furlong.",
            _RAFT_ADD,
        ),
        stop(
            "Brilliant, thanks a million!",
            "Great, €270 all in. See you on the 19th!",
            "Lovely, thank you so much. Bye!",
            "Perfect - the boys will be thrilled. Thanks!",
            "",
        ),
    ),
    (
        u("Hi there! Could I add two more people to our rafting trip?"),
        a("Happy to help. What name is the booking under, and do you have a contact number?"),
        u(
            "Niamh Dwyer, and my mobile is +353 87 412 6630.",
            "It's under Niamh Dwyer - 087 412 6630.",
            "Name: Niamh Dwyer\nPhone: 0874126630",
            "niamh dwyer, 087 4126630",
        ),
        a(
            "Thanks. I found booking RFT-30517 for Saturday 19 July, 4 people. Who are the two additional "
            "guests?",
            _RAFT_FIND,
        ),
        u(
            "My nephews - they're 12 and 14.",
            "Two nephews aged 12 and 14. Is that old enough?",
            "Two boys, 12 and 14 years old. And yes, RFT-30517 is the right one.",
            "My sister's two lads, 12 and 14. They've been begging to come!",
        ),
        a("Yes, the minimum age is 10. Extra places are €45 per person. Would you like me to add both now?"),
        u(
            "Yes please add both. How much will that be altogether?",
            "Yes, both please. Will they get wetsuits as well?",
            "Yes please add both of them.",
            "Please do! €45 each is very reasonable.",
        ),
        a(
            "All done: 2 places added at €45 each, €90 charged. Wetsuits and helmets are included for "
            "everyone. Your new total is €270 and your guide is Declan Furlong.",
            _RAFT_ADD,
        ),
        u(
            "Great. What time should we be there on the 19th?",
            "Do we need to bring anything for the boys?",
            "Thanks! Is there anything we should bring?",
            "Fab. So €270 for the 6 of us - is that paid in full now?",
        ),
        a(
            "Yes, it's paid in full. Please arrive by 9:00 for the 9:30 start and bring a towel, a change of "
            "clothes and shoes that can get wet."
        ),
        stop(
            "Perfect, thanks so much!",
            "Lovely. We'll see you at 9 then. Thanks!",
            "Great, thanks for sorting that.",
            "Grand, towels and old runners it is. Thanks a million!",
        ),
    ),
    (
        u("Hi there! Could I add two more people to our rafting trip?"),
        a("Sure. What's the booking reference?"),
        u(
            "RFT-30517",
            "It's RFT-30517, the trip on 19 July.",
            "rft30517",
            "RFT-30517 - we're four at the moment.",
        ),
        a(
            "I'm sorry, I couldn't add them: the payment for the extra places failed because the card on "
            "file has expired. You can update the card in your online account and then add them yourself, or "
            "contact us again.",
            call(
                "add_participants",
                {"reference": "RFT-30517", "count": 2},
                error="payment declined: card on file expired",
            ),
        ),
        stop(
            "Ah, okay. I'll update the card and sort it out then. Thanks.",
            "Oh annoying - fine, I'll update the card. Thanks anyway.",
            "No problem, I'll fix the card first. Bye!",
            "Right so, new card it is. Thanks for trying.",
        ),
    ),
)

# -- 2. dogwalker: credit for missed walks -------------------------------------------------------------------

DOGWALKER = Scenario(
    goal="Your dog walker missed two booked walks last week; get those walks credited to your account.",
    persona="a nurse working long shifts, tired and a bit curt",
    known_facts={
        "account_id": "PAW-88214",
        "dog_name": "Biscuit",
        "missed_dates": "2025-03-11 and 2025-03-13",
        "email": "r.okonjo@mailbox.org",
        "walk_price": "£14",
    },
    unknown_facts=["walker's name: Tomasz Wrona", "credit reference"],
    expected=["issue_credit"],
)
_DOG_HISTORY = call(
    "get_walk_history",
    {"account_id": "PAW-88214", "from": "2025-03-10", "to": "2025-03-16"},
    {
        "walks": [
            {"date": "2025-03-10", "status": "done"},
            {"date": "2025-03-11", "status": "no_show"},
            {"date": "2025-03-12", "status": "done"},
            {"date": "2025-03-13", "status": "no_show"},
            {"date": "2025-03-14", "status": "done"},
        ],
        "walker": "Tomasz Wrona",
        "price": 14.0,
    },
)
_DOG_FIND = call(
    "find_account",
    {"email": "r.okonjo@mailbox.org"},
    {"account_id": "PAW-88214", "dog": "Biscuit", "plan": "weekday walks"},
)
_DOG_CREDIT = call(
    "issue_credit",
    {"account_id": "PAW-88214", "dates": ["2025-03-11", "2025-03-13"], "amount": 28.0},
    {"credit_id": "CR-40921", "amount": 28.0, "balance": 28.0},
)
DOGWALKER_FLOWS = (
    (
        u(
            "Hi, my dog walker didn't turn up twice last week and I'd like those walks credited.",
            "hello. two walks were missed last week, Tuesday and Thursday. I want a credit for them.",
            "Hi - Biscuit's walker didn't show up for two of our walks last week. Can I get them credited "
            "please?",
            "Hey, I paid for walks that never happened last week (twice). How do I get a credit?",
            "Hi. Two no-shows from your walker last week. Not great when I'm on nights. I'd like a credit.",
        ),
        a("Sorry to hear that. What's your account ID?"),
        u(
            "PAW-88214",
            "It's PAW-88214.",
            "account id paw 88214",
            "PAW88214 - the dog is Biscuit",
            "PAW-88214.",
        ),
        a(
            "Thanks. I can see no-shows on Tuesday 11 March and Thursday 13 March. Are those the two walks?",
            _DOG_HISTORY,
        ),
        u(
            "Yes, the 11th and the 13th.",
            "That's them, 11/03 and 13/03.",
            "Yes. Both were booked and paid at £14 each.",
            "yep those two",
            "Correct. Tuesday and Thursday.",
        ),
        a("I'll credit both walks, £28 in total, to your account. OK?"),
        u(
            "Yes, please do.",
            "£28, yes that's right - go ahead.",
            "Fine. Please credit it.",
            "ok yes. 2 x £14 = £28, correct.",
        ),
        a(
            "Done. £28 has been credited to PAW-88214 (reference CR-40921). It'll come off your next "
            "invoice.",
            _DOG_CREDIT,
        ),
        u(
            "Thanks. Who was the walker on those days?",
            "Will I keep the same walker going forward?",
            "OK. Can you make sure it doesn't happen again?",
            "Right. Why did nobody tell me they weren't coming?",
        ),
        a(
            "It was Tomasz Wrona. I've flagged both no-shows to his manager, and from now on you'll get a "
            "text if a walk is ever cancelled."
        ),
        stop(
            "OK. Thanks.", "Fine, thank you.", "Thanks for sorting it. Bye.", "Good. CR-40921 noted. Bye.", ""
        ),
    ),
    (
        u(
            "I need a credit for two walks that didn't happen last week.",
            "Hi, my walker missed two walks last week. I'd like them credited to the account.",
            "Hello, Biscuit didn't get walked twice last week because nobody came. Please credit me.",
            "two missed walks last week, need a credit pls",
        ),
        a("I can look into that. Please confirm the email address on your account."),
        u(
            "r.okonjo@mailbox.org",
            "It's r.okonjo@mailbox.org",
            "R.Okonjo@mailbox.org - the account is PAW-88214",
            "r dot okonjo at mailbox dot org",
        ),
        a("Thanks, I've found account PAW-88214 for Biscuit. Which dates were missed?", _DOG_FIND),
        u(
            "Tuesday 11 March and Thursday 13 March.",
            "2025-03-11 and 2025-03-13",
            "The 11th and 13th of March.",
            "March 11 and March 13 - both afternoon walks.",
            "11/3 and 13/3.",
        ),
        a(
            "I can confirm both were no-shows by Tomasz Wrona. Walks are £14 each, so I can credit £28. "
            "Would you prefer a credit on the account or a refund to your card?",
            _DOG_HISTORY,
        ),
        u(
            "A credit is fine.",
            "Credit please, Biscuit will need walks next week anyway.",
            "Credit to the account is fine - £28.",
            "Account credit. Saves hassle.",
        ),
        a("Done, £28 is credited to PAW-88214. Reference CR-40921.", _DOG_CREDIT),
        stop("Thanks.", "Great, CR-40921 noted. Thanks.", "Thank you. Bye.", "OK good. Thanks."),
    ),
    (
        u(
            "Hi, I want to report two missed walks and get a credit.",
            "Your walker didn't come on Tuesday or Thursday last week. I'd like a credit for both.",
            "hi, missed walks last week (x2). credit please",
        ),
        a("I'm sorry about that. Can I have your account ID and the name of your dog, please?"),
        u(
            "PAW-88214, and the dog is Biscuit.",
            "Account PAW-88214 / dog: Biscuit",
            "PAW-88214. Biscuit (the beagle).",
        ),
        a(
            "Thanks. I see two no-shows, on 11 and 13 March, £14 each. I'll credit £28 now.",
            _DOG_HISTORY,
            _DOG_CREDIT,
        ),
        u(
            "Thanks. Is CR-40921 the reference?",
            "Good. Will that show on my next invoice?",
            "OK. Can you email me the confirmation?",
        ),
        a(
            "Yes, CR-40921 is the reference; it shows on your next invoice and a confirmation email is on "
            "its way."
        ),
        stop("Thanks.", "Fine. Bye.", "Great, thanks."),
    ),
)

# -- 3. organtuning: book a tuning visit (with an opener) ----------------------------------------------------

ORGANTUNING = Scenario(
    goal="Book a tuning visit for St Aidan's church pipe organ before the Easter services.",
    persona="the parish administrator, courteous and precise, not an organ expert",
    known_facts={
        "customer_number": "OT-5520",
        "church_address": "St Aidan's Church, Priestpopple, Hexham NE46 1PS",
        "contact_phone": "01434 602 118",
        "email": "office@staidanshexham.org.uk",
        "latest_date": "2025-04-14",
    },
    unknown_facts=["tuning fee: £385", "tuner's name", "last tuning date: 2024-10-02"],
    opener="Good morning. I'd like to book a tuning for our church organ before Easter, please.",
    expected=["book_visit"],
)
_ORGAN_CUSTOMER = {
    "customer": "OT-5520",
    "site": "St Aidan's Church, Hexham",
    "instrument": "Harrison & Harrison 2-manual, 1898",
    "last_tuning": "2024-10-02",
    "fee": 385.0,
}
_ORGAN_LOOKUP = call("get_customer", {"customer_number": "OT-5520"}, _ORGAN_CUSTOMER)
_ORGAN_FIND = call("get_customer", {"postcode": "NE46 1PS"}, _ORGAN_CUSTOMER)
_ORGAN_SLOTS = call(
    "check_availability",
    {"region": "Northumberland", "before": "2025-04-14"},
    {"slots": ["2025-04-07", "2025-04-10"], "tuner": "Graham Pell"},
)
_ORGAN_BOOK_10 = call(
    "book_visit",
    {"customer_number": "OT-5520", "date": "2025-04-10"},
    {"visit_id": "VIS-2291", "date": "2025-04-10", "arrival": "09:00", "fee": 385.0, "tuner": "Graham Pell"},
)
_ORGAN_BOOK_07 = call(
    "book_visit",
    {"customer_number": "OT-5520", "date": "2025-04-07"},
    {"visit_id": "VIS-2290", "date": "2025-04-07", "arrival": "09:00", "fee": 385.0, "tuner": "Graham Pell"},
)
_OPENER_ORGAN = "Good morning. I'd like to book a tuning for our church organ before Easter, please."
ORGANTUNING_FLOWS = (
    (
        u(_OPENER_ORGAN),
        a("Good morning! Do you have a customer number with us?"),
        u(
            "Yes, it's OT-5520.",
            "Our customer number is OT-5520.",
            "I believe it's OT-5520 - St Aidan's in Hexham.",
            "OT 5520",
            "One moment, I have the last invoice here... OT-5520.",
        ),
        a(
            "Thank you. I have St Aidan's Church, Hexham: a Harrison & Harrison two-manual organ, last tuned "
            "on 2 October 2024. By which date do you need the visit?",
            _ORGAN_LOOKUP,
        ),
        u(
            "It needs to be done by 14 April at the latest.",
            "By Monday 14 April, please, before Holy Week gets busy.",
            "No later than the 14th of April.",
            "Any time up to 2025-04-14.",
            "Goodness, October already. By 14 April, if at all possible.",
        ),
        a(
            "We have Monday 7 April or Thursday 10 April. The tuning fee is £385. Which would suit?",
            _ORGAN_SLOTS,
        ),
        u(
            "Thursday 10 April would be best.",
            "The 10th, please. £385 is fine.",
            "Could we have the 10th? The choir practises on Monday evenings, so the 7th is awkward.",
            "10/04 please.",
            "Thursday, please. The fee is within our budget.",
        ),
        a(
            "Booked for Thursday 10 April, arriving at 9:00. Your tuner is Graham Pell; the visit reference "
            "is VIS-2291.",
            _ORGAN_BOOK_10,
        ),
        u(
            "Thank you. Will he need the key to the organ loft?",
            "Lovely. Should someone be there to let him in at 9?",
            "Thank you. Is the £385 invoiced afterwards?",
            "Thank you. Could you note that the vestry door is the easiest way in?",
        ),
        a(
            "Someone should let him in at 9:00 and show him up to the loft; I've added a note for him. The "
            "invoice for £385 follows by email."
        ),
        stop(
            "Very good, I'll arrange that. Thank you.",
            "Thank you, that's all sorted then.",
            "Splendid, many thanks. Goodbye.",
            "Thank you. VIS-2291 is in the parish diary.",
        ),
    ),
    (
        u(_OPENER_ORGAN),
        a("Certainly. Can I take the church's address and a contact phone number?"),
        u(
            "St Aidan's Church, Priestpopple, Hexham NE46 1PS. The office phone is 01434 602 118.",
            "Address: St Aidan's Church, Priestpopple, Hexham NE46 1PS\nPhone: 01434 602118",
            "It's St Aidan's, Priestpopple, Hexham, NE46 1PS - phone 01434 602 118 (parish office).",
            "St Aidan's Church, Priestpopple, Hexham, postcode NE46 1PS. You can ring us on 01434 602118.",
        ),
        a(
            "Thank you, that's customer OT-5520. The earliest dates are Monday 7 April and Thursday 10 "
            "April. Does either work for you before Easter?",
            _ORGAN_FIND,
            _ORGAN_SLOTS,
        ),
        u(
            "The 7th would be ideal.",
            "Monday the 7th, please.",
            "Monday 7 April, please. Could you confirm the cost?",
            "We'll take the 7th. The earlier the better.",
        ),
        a(
            "Booked for Monday 7 April at 9:00 with Graham Pell. The fee is £385. Reference VIS-2290.",
            _ORGAN_BOOK_07,
        ),
        u(
            "Thank you. Could the confirmation go to office@staidanshexham.org.uk?",
            "Could you email that to the parish office? It's office@staidanshexham.org.uk.",
            "Wonderful. Please send the details to office@staidanshexham.org.uk",
            "Thank you. Is VIS-2290 the number to quote if we need to rearrange?",
        ),
        a("Of course. The confirmation, with reference VIS-2290, is on its way to the parish office email."),
        stop(
            "Thank you so much for your help.",
            "Perfect, thank you.",
            "Thank you, goodbye.",
            "Most kind. Good day.",
        ),
    ),
)

# -- 4. falconry: refund for a cancelled experience ----------------------------------------------------------

FALCONRY = Scenario(
    goal="Your hawk-walk experience day was cancelled by the centre because of storm warnings; get a full "
    "refund rather than a voucher.",
    persona="a retired engineer who bought the day as a birthday present for his wife; polite but firm",
    known_facts={
        "booking_number": "HW-61207",
        "experience_date": "2025-02-08",
        "amount_paid": "£150",
        "surname": "Achterberg",
        "email": "p.achterberg@btinternet.com",
    },
    unknown_facts=["refund reference: RF-0338", "falconer's name", "refund processing time: 5 working days"],
    expected=["refund_booking"],
)
_HAWK_BOOKING = {
    "booking": "HW-61207",
    "name": "P. Achterberg",
    "experience": "Hawk Walk for Two",
    "date": "2025-02-08",
    "status": "cancelled_by_centre",
    "paid": 150.0,
}
_HAWK_LOOKUP = call("find_booking", {"booking_number": "HW-61207"}, _HAWK_BOOKING)
_HAWK_BY_EMAIL = call(
    "find_booking", {"surname": "Achterberg", "email": "p.achterberg@btinternet.com"}, _HAWK_BOOKING
)
_HAWK_REFUND = call(
    "refund_booking",
    {"booking_number": "HW-61207", "amount": 150.0},
    {"refund_reference": "RF-0338", "amount": 150.0, "processing_days": 5},
)
FALCONRY_FLOWS = (
    (
        u(
            "Hello. Our hawk walk was cancelled because of the storm warnings, and I'd like a refund rather "
            "than a voucher, please.",
            "Good afternoon. The centre cancelled our hawk walk experience due to the weather. I would "
            "prefer a full refund, not a voucher.",
            "Hi, you cancelled my hawk walk day (storm warning). Can I have my money back please? A voucher "
            "is no use to us.",
            "Hello - our experience day got cancelled for the storms. I'd rather have a refund than rebook.",
        ),
        a("I'm sorry about the cancellation. Could you give me the booking number?"),
        u(
            "It's HW-61207.",
            "HW-61207, under the name Achterberg.",
            "Booking number HW 61207.",
            "hw-61207",
            "Certainly: HW-61207.",
        ),
        a(
            "Thank you, Mr Achterberg. I can see the Hawk Walk for Two on Saturday 8 February, cancelled by "
            "us, £150 paid. As we cancelled, you're entitled to a full refund of £150 to the original card. "
            "Shall I go ahead?",
            _HAWK_LOOKUP,
        ),
        u(
            "Yes, please refund the £150.",
            "Yes, go ahead. It was a birthday present, so we may book again later anyway.",
            "Yes please, to the original card is fine.",
            "Please do. The full £150, to be clear.",
        ),
        a(
            "Done. £150 is refunded, reference RF-0338. It takes up to 5 working days to show on your "
            "statement.",
            _HAWK_REFUND,
        ),
        stop(
            "Thank you, that's very helpful.",
            "Excellent. RF-0338, noted. Thank you.",
            "Very good. Thanks for your help, goodbye.",
            "",
        ),
    ),
    (
        u(
            "Good morning. You cancelled our hawk walk because of the storm, and I'd like my money back "
            "rather than a voucher.",
            "Hello, our falconry experience was called off by you due to the weather. Full refund please, "
            "not a voucher.",
            "Hi there. The hawk walk I booked for my wife's birthday was cancelled. I'd like a refund.",
        ),
        a("I'm sorry about that. Can you confirm the surname and email address on the booking?"),
        u(
            "Achterberg, and the email is p.achterberg@btinternet.com.",
            "Surname Achterberg (A-C-H-T-E-R-B-E-R-G); email p.achterberg@btinternet.com",
            "achterberg / p.achterberg@btinternet.com",
            "The surname is Achterberg. Email: p.achterberg@btinternet.com.",
        ),
        a(
            "Thanks. I've found HW-61207 for 8 February. We can offer a voucher worth £165, or a full refund "
            "of £150. Which would you prefer?",
            _HAWK_BY_EMAIL,
        ),
        u(
            "The refund, please. We'd rather not book again.",
            "A refund of the £150, please.",
            "Thank you, but a refund is what I'd like - not the £165 voucher.",
            "Refund please.",
            "Generous offer, but the refund, please. £15 extra doesn't help if we can't use it.",
        ),
        a("Understood. I've refunded £150; reference RF-0338. Please allow 5 working days.", _HAWK_REFUND),
        u(
            "Thank you. Will I get an email confirming it?",
            "Does it go back to the same card?",
            "Good. Is there anything else I need to do?",
            "Five working days is fine. Will it show as a refund from the centre?",
        ),
        a(
            "A confirmation email goes to p.achterberg@btinternet.com, the refund goes back to the card you "
            "paid with and shows under the centre's name, and nothing else is needed."
        ),
        stop("Splendid. Thank you.", "Thank you very much, goodbye.", "That's all, thanks.", "Much obliged."),
    ),
    (
        u(
            "Hello. Our hawk walk was cancelled because of the storms. I'd like a full refund, please.",
            "Hi, the centre called off my hawk walk day. I don't want a voucher, I'd like a refund.",
            "Good afternoon. I'm after a refund for a hawk walk you cancelled.",
        ),
        a("Could I have the booking number, please?"),
        u("HW-61207.", "The booking number is HW-61207.", "Sure - HW-61207.", "It's HW 61207."),
        a(
            "Thank you. This booking was bought through a gift-experience website, so I'm afraid I can't "
            "refund it here: refunds have to be requested from the seller. I can only offer a new date or a "
            "voucher.",
            call("find_booking", {"booking_number": "HW-61207"}, {**_HAWK_BOOKING, "sold_via": "GiftDays"}),
        ),
        u(
            "I see. Are you sure there's nothing you can do from your side?",
            "That's frustrating. So you can't refund it at all?",
            "Hmm. Can you at least tell me how to contact them?",
            "Right. I did buy it through a website, now you mention it. So I have to go to them?",
        ),
        a(
            "I'm sorry, refunds for gift purchases can only be made by the seller. Their customer service "
            "can be reached through the website you bought from."
        ),
        stop(
            "All right, I'll contact them. Thank you.",
            "Fine, I'll take it up with them. Goodbye.",
            "Understood. Thanks anyway.",
        ),
    ),
)

# -- 5. bridgeclub: enter a pair in the spring congress (with an opener) -------------------------------------

BRIDGECLUB = Scenario(
    goal="Enter yourself and your partner in the club's Spring Pairs congress on 2025-05-17 and pay the "
    "entry fee.",
    persona="a keen club player in her seventies, cheerful, writes in full sentences",
    known_facts={
        "membership_number": "BC-2047",
        "partner_name": "Harold Finch",
        "partner_membership": "BC-1983",
        "phone": "0161 496 0732",
        "event_date": "2025-05-17",
    },
    unknown_facts=["entry fee per pair: £24", "table number", "start time: 10:30"],
    opener="Hello, I'd like to enter the Spring Pairs with my partner, please.",
    expected=["register_pair"],
)
_BRIDGE_MEMBER = call(
    "get_member",
    {"membership_number": "BC-2047"},
    {"member": "BC-2047", "name": "Margaret Ellery", "status": "active"},
)
_BRIDGE_PAIR = call(
    "get_member",
    {"membership_number": ["BC-2047", "BC-1983"]},
    {"members": [{"member": "BC-2047", "status": "active"}, {"member": "BC-1983", "status": "active"}]},
)
_BRIDGE_BY_PHONE = call(
    "get_member",
    {"phone": "01614960732"},
    {"member": "BC-2047", "name": "Margaret Ellery", "status": "active"},
)
_BRIDGE_REG = call(
    "register_pair",
    {"event": "Spring Pairs 2025-05-17", "members": ["BC-2047", "BC-1983"]},
    {"entry_id": "SP-0417", "fee": 24.0, "start": "10:30", "paid": True},
)
_OPENER_BRIDGE = "Hello, I'd like to enter the Spring Pairs with my partner, please."
BRIDGECLUB_FLOWS = (
    (
        u(_OPENER_BRIDGE),
        a("Lovely! May I have your membership number?"),
        u(
            "Of course, it's BC-2047.",
            "My membership number is BC-2047.",
            "BC-2047. My partner is Harold Finch.",
            "It's BC 2047, dear.",
            "Let me look at my card... BC-2047.",
        ),
        a("Thank you, Mrs Ellery. And your partner's name and membership number?", _BRIDGE_MEMBER),
        u(
            "Harold Finch, BC-1983.",
            "My partner is Harold Finch; his number is BC-1983.",
            "Harold Finch - membership BC1983.",
            "He's Harold Finch, and his number is BC-1983. We've played together for years.",
        ),
        a(
            "Thank you. The entry fee is £24 per pair, payable now by card. Shall I enter you both for "
            "Saturday 17 May?"
        ),
        u(
            "Yes, please go ahead.",
            "Yes please. £24 for the two of us is very reasonable.",
            "Yes, please enter us. So that's £12 each, which Harold will be pleased about.",
            "Please do, thank you.",
            "Yes, the 17th. Please put it on my card.",
        ),
        a(
            "You're entered: entry SP-0417, £24 paid. Play starts at 10:30; please arrive by 10:00.",
            _BRIDGE_REG,
        ),
        stop(
            "Wonderful, thank you very much.",
            "Thank you. We'll be there by 10.",
            "Splendid. Entry SP-0417, I'll write it down. Goodbye!",
            "Marvellous. Harold will be delighted. Thank you.",
            "",
        ),
    ),
    (
        u(_OPENER_BRIDGE),
        a("Certainly. Which event date, and can I have both membership numbers?"),
        u(
            "The Spring Pairs on 17 May. I'm BC-2047 and Harold Finch is BC-1983.",
            "Saturday 17th May. Membership numbers BC-2047 (me) and BC-1983 (Harold).",
            "17/05/2025 - the numbers are BC-2047 and BC-1983.",
            "It's the 17th of May. Mine is BC-2047 and my partner's is BC-1983.",
        ),
        a(
            "Thank you. Both memberships are active. The fee is £24 per pair. Would you like to pay now?",
            _BRIDGE_PAIR,
        ),
        u(
            "Yes, I'll pay now.",
            "Yes please, card is fine.",
            "Yes. Will it go on the same card as my subscription?",
            "Yes, let's get it paid so I don't forget.",
        ),
        a(
            "Done, you're entered (SP-0417) and £24 has been charged to the card on your account.",
            _BRIDGE_REG,
        ),
        u(
            "Thank you. What time does play begin?",
            "Lovely. Is lunch provided?",
            "Could you send me a text to confirm? My number is 0161 496 0732.",
            "Thank you. Do we need to bring anything on the day?",
        ),
        a(
            "Play starts at 10:30 and a light lunch is included; nothing to bring. I'll also text the "
            "confirmation to the number on your account."
        ),
        stop(
            "Perfect. Thank you so much.",
            "Marvellous, see you on the 17th.",
            "Thank you, goodbye.",
            "How lovely. Thank you, dear.",
        ),
    ),
    (
        u(_OPENER_BRIDGE),
        a("Of course. Could you give me the phone number on your membership so I can find you?"),
        u(
            "It's 0161 496 0732.",
            "0161 496 0732.",
            "My number is 0161 4960732.",
            "The home number, 0161 496 0732.",
        ),
        a(
            "Thank you, Mrs Ellery, I've found you (BC-2047). Who will you be playing with?",
            _BRIDGE_BY_PHONE,
        ),
        u(
            "Harold Finch, membership number BC-1983.",
            "My usual partner, Harold Finch. His number is BC-1983.",
            "Harold Finch (BC-1983).",
        ),
        a(
            "Thank you. I've entered you both for Saturday 17 May; the £24 pair fee has been charged to your "
            "card. Entry SP-0417, play from 10:30.",
            _BRIDGE_REG,
        ),
        stop(
            "Wonderful. Thank you very much.",
            "Thank you, that was quick. Goodbye.",
            "Lovely, SP-0417. Thank you!",
        ),
    ),
)

# -- 6. signwriting: correct the lettering on a sign order ---------------------------------------------------

SIGNWRITING = Scenario(
    goal="Your hand-painted shop sign was ordered with the wrong spelling ('Bakary' instead of 'Bakery'); "
    "get the order corrected before painting starts.",
    persona="a young bakery owner, anxious and talkative, uses exclamation marks",
    known_facts={
        "order_number": "SW-7714",
        "shop_name": "Hollins Bakery",
        "email": "lena@hollinsbakery.co.uk",
        "deposit_paid": "£220",
        "install_date": "2025-06-02",
    },
    unknown_facts=["painter's name: Ruth Akande", "proof number", "revision fee"],
    expected=["update_order"],
)
_SIGN_LOOKUP = call(
    "get_order",
    {"order_number": "SW-7714"},
    {
        "order": "SW-7714",
        "text": "HOLLINS BAKARY",
        "status": "proof_approved",
        "painting_starts": "2025-05-26",
        "install": "2025-06-02",
        "deposit": 220.0,
        "balance": 360.0,
    },
)
_SIGN_UPDATE = call(
    "update_order",
    {"order_number": "SW-7714", "text": "HOLLINS BAKERY"},
    {"order": "SW-7714", "text": "HOLLINS BAKERY", "proof": "PR-7714-B", "revision_fee": 0},
)
SIGNWRITING_FLOWS = (
    (
        u(
            "Hi! I've just noticed my sign order says 'Bakary' instead of 'Bakery' - can that be fixed "
            "before you paint it?!",
            "Hello, there's a typo on my shop sign order: it says BAKARY. Please can you correct it to "
            "BAKERY?",
            "Hi there, slightly urgent: the proof for our sign spells bakery wrong (Bakary). Has painting "
            "started yet?",
            "hi!! my sign says Hollins Bakary, it should be Hollins Bakery. please tell me it's not painted "
            "yet",
            "Hello! Embarrassing one - I approved the proof without spotting that 'Bakery' is spelt "
            "'Bakary'. Can it still be changed?",
        ),
        a("No problem, let's check. What's your order number?"),
        u(
            "SW-7714",
            "It's SW-7714!",
            "Order number SW 7714.",
            "sw7714 - thank you!",
            "SW-7714, I think, yes.",
        ),
        a(
            "Thanks. Order SW-7714 currently reads 'HOLLINS BAKARY' and painting starts on 26 May, so "
            "there's time. Shall I change it to 'HOLLINS BAKERY'?",
            _SIGN_LOOKUP,
        ),
        u(
            "Yes please!! HOLLINS BAKERY.",
            "Yes, HOLLINS BAKERY - thank goodness painting doesn't start till the 26th.",
            "Yes please. Will there be a charge for the change?",
            "Yes! B-A-K-E-R-Y.",
            "Oh thank goodness. Yes, please change it!",
        ),
        a(
            "Done: the order now reads 'HOLLINS BAKERY'. A new proof, PR-7714-B, is on its way by email, and "
            "there's no charge for the correction.",
            _SIGN_UPDATE,
        ),
        u(
            "Amazing, thank you! Is the install still on 2 June?",
            "Phew! Does the balance stay the same?",
            "Great. Do I need to approve the new proof?",
            "Thank you!! I'll check PR-7714-B really carefully this time. When do you need it back?",
        ),
        a(
            "Yes: install is still on 2 June, the balance of £360 is unchanged, and please approve proof "
            "PR-7714-B by replying to the email before painting starts on 26 May."
        ),
        stop(
            "Brilliant, I'll look out for it. Thanks so much!",
            "Perfect, thank you!!",
            "Thanks, you've saved me. Bye!",
            "Will do - before the 26th. Thanks again!",
            "",
        ),
    ),
    (
        u(
            "Hello, I need to fix a spelling mistake on my sign order before it's painted!",
            "Hi, the wording on my sign order is wrong - 'Bakary' should be 'Bakery'.",
            "Hi! Typo alert on my shop sign order. Can you change it before the painting?",
            "Hello, please can you correct the spelling on the sign for Hollins Bakery?",
        ),
        a("I can help. Could you give me the order number and the email on the order?"),
        u(
            "SW-7714, lena@hollinsbakery.co.uk",
            "Order SW-7714 and email lena@hollinsbakery.co.uk.",
            "Sure! SW-7714 / lena@hollinsbakery.co.uk",
            "It's SW-7714 and my email is lena@hollinsbakery.co.uk - thanks so much!",
        ),
        a(
            "I'm sorry, I couldn't make the change: the system shows the panel is already in the paint shop "
            "and the order is locked. I've passed a note to the workshop, and they'll email you today.",
            call(
                "update_order",
                {"order_number": "SW-7714", "text": "HOLLINS BAKERY"},
                error="order locked: panel already in the paint shop",
            ),
        ),
        u(
            "Oh no. Will they be able to stop it?",
            "Oh no!! Please make sure they see it before they start.",
            "Okay... so someone will email me today?",
            "No no no. Is there anyone I can call right now?",
        ),
        a(
            "The workshop manager will check and email you at lena@hollinsbakery.co.uk today; I'm afraid I "
            "can't change a locked order from here."
        ),
        stop(
            "Okay, I'll wait for the email. Thanks for trying.",
            "Fine, thank you. Fingers crossed!",
            "Alright, thank you.",
            "OK. Thanks anyway!",
        ),
    ),
    (
        u(
            "Hi! There's a mistake on our sign order - it says Bakary, not Bakery!",
            "Hello, could you correct the spelling on my sign before it gets painted? It should read HOLLINS "
            "BAKERY.",
            "hi, quick fix needed on a sign order - bakery is misspelt",
            "Hi there! I need to change one letter on my sign order. Long story, I didn't read the proof "
            "properly!",
        ),
        a("Let's sort it. Order number, please?"),
        u("SW-7714", "SW-7714!", "It's SW-7714.", "Order SW 7714 :)"),
        a(
            "Thanks. Order SW-7714: 'HOLLINS BAKARY', deposit £220 paid, balance £360, install on 2 June. "
            "I'll correct it to 'HOLLINS BAKERY'. Would you like anything else changed on the sign at the "
            "same time?",
            _SIGN_LOOKUP,
        ),
        u(
            "No, just the spelling, thanks.",
            "Only the spelling! Everything else is perfect.",
            "Just the spelling. So the total is still £580?",
            "No, nothing else - and the £220 deposit is already paid, right?",
        ),
        a(
            "Yes, the total is unchanged at £580 and the deposit is paid. The spelling is now corrected, and "
            "proof PR-7714-B is on its way.",
            _SIGN_UPDATE,
        ),
        stop("Thank you so much!", "Great, I'll check the proof. Thanks!", "Lovely, thanks, bye!", ""),
    ),
)

# -- 7. canalboat: damage deposit back (with an opener) ------------------------------------------------------

CANALBOAT = Scenario(
    goal="Get your £300 damage deposit back from your narrowboat hire; the boat was returned without damage.",
    persona="a semi-retired teacher who hired a boat with friends; reasonable but persistent",
    known_facts={
        "hire_reference": "NB-22419",
        "boat_name": "Kingfisher",
        "return_date": "2025-08-23",
        "deposit": "£300",
        "phone": "07700 900482",
        "email": "d.hargreaves@outlook.com",
    },
    unknown_facts=["deduction amount: £45", "inspection report number", "base manager's name: Carys Pugh"],
    opener="Hello, I'm still waiting for the damage deposit from our boat hire to come back.",
    expected=["release_deposit"],
)
_BOAT_HIRE = {
    "hire": "NB-22419",
    "boat": "Kingfisher",
    "returned": "2025-08-23",
    "deposit": 300.0,
    "deposit_status": "held",
    "inspection": "INS-5082",
    "note": "windlass missing - £45 deduction proposed",
}
_BOAT_LOOKUP = call("get_hire", {"reference": "NB-22419"}, _BOAT_HIRE)
_BOAT_FIND = call("get_hire", {"boat": "Kingfisher", "returned": "2025-08-23"}, _BOAT_HIRE)
_BOAT_INSPECT = call(
    "get_inspection",
    {"inspection": "INS-5082"},
    {
        "inspection": "INS-5082",
        "items": [{"item": "windlass", "status": "found in bow locker 2025-08-25"}],
        "manager": "Carys Pugh",
    },
)
_BOAT_RELEASE = call(
    "release_deposit",
    {"reference": "NB-22419", "amount": 300.0},
    {"status": "released", "amount": 300.0, "arrives_by": "2025-09-19"},
)
_OPENER_BOAT = "Hello, I'm still waiting for the damage deposit from our boat hire to come back."
CANALBOAT_FLOWS = (
    (
        u(_OPENER_BOAT),
        a("Sorry for the wait. What's your hire reference?"),
        u(
            "It's NB-22419.",
            "NB-22419 - we had Kingfisher.",
            "Hire reference NB 22419.",
            "nb22419",
            "Here it is: NB-22419.",
        ),
        a(
            "Thanks. Kingfisher was returned on Saturday 23 August and the £300 deposit is still held, "
            "because the inspection (INS-5082) noted a missing windlass and proposed a £45 deduction.",
            _BOAT_LOOKUP,
        ),
        u(
            "We definitely left both windlasses on board - one was in the bow locker. Could someone check?",
            "That can't be right, we returned everything. I think one was in the front locker.",
            "A missing windlass? We put them both back in the locker before we handed over. Please check "
            "again.",
            "Hmm, we didn't lose a windlass. Can you look into inspection INS-5082 again?",
            "£45 for a windlass we didn't lose? I'd like that looked at, please.",
        ),
        a(
            "You're right: the base found it in the bow locker on 25 August, so there's no deduction. I've "
            "released the full £300; it should reach your card by 19 September.",
            _BOAT_INSPECT,
            _BOAT_RELEASE,
        ),
        u(
            "Thank you. Why wasn't it released straight away?",
            "Great - the full £300, nothing taken off.",
            "Excellent. 19 September is a long wait though - is that normal?",
            "Thanks for checking. Why did nobody tell us about the windlass at the time?",
        ),
        a(
            "Deposits are held until the inspection is closed, and this one was left open by mistake. Card "
            "refunds can take up to 20 working days, though they're usually quicker."
        ),
        stop(
            "Understood. Thanks for sorting it.",
            "Fair enough. Thank you for your help.",
            "OK, thanks very much. Bye.",
            "Right. I'll keep an eye out for it. Thanks.",
            "",
        ),
    ),
    (
        u(_OPENER_BOAT),
        a("I'm sorry. Can I take the boat's name and the date you returned it?"),
        u(
            "Kingfisher, returned on 23 August.",
            "The boat was Kingfisher and we came back on Saturday the 23rd of August.",
            "Kingfisher - returned 23/08/2025.",
            "It was Kingfisher. We handed her back on 23 August.",
        ),
        a(
            "Thank you, I've found hire NB-22419. The £300 deposit was on hold for a missing windlass, but "
            "our base manager, Carys Pugh, has since marked it found, so I can release the deposit in full. "
            "Shall I?",
            _BOAT_FIND,
            _BOAT_INSPECT,
        ),
        u(
            "Yes please, release it.",
            "Yes, the full £300 please.",
            "Please do. Will it go back to the card I paid with?",
            "Yes - I knew we hadn't lost it!",
        ),
        a(
            "Done: £300 released to your original payment card; please allow until 19 September.",
            _BOAT_RELEASE,
        ),
        u(
            "Thanks. Could you email me confirmation? It's d.hargreaves@outlook.com.",
            "Thank you. Will I get an email about it?",
            "Good. If it hasn't arrived by the 19th, who do I call?",
            "Thanks. Please pass my thanks on to Carys for finding it.",
        ),
        a(
            "I'll email the confirmation to the address on the hire and pass your message on. If it hasn't "
            "arrived by 19 September, call the base and quote NB-22419."
        ),
        stop("Thanks very much.", "That's great, thank you.", "Lovely, thanks. Goodbye.", "Will do. Cheers."),
    ),
)

# -- 8. treehouse: cancel a stay after an injury -------------------------------------------------------------

TREEHOUSE = Scenario(
    goal="Cancel your two-night treehouse stay (you've broken your ankle) and get as much of the money back "
    "as the policy allows.",
    persona="a software developer with a broken ankle, dry sense of humour",
    known_facts={
        "booking_id": "TH-90352",
        "check_in": "2025-10-10",
        "total_paid": "£412",
        "email": "sam.leung@fastmail.com",
        "phone": "07911 123456",
    },
    unknown_facts=["refund amount: £309", "cancellation fee", "host's name: Ingrid Salo"],
    expected=["cancel_booking"],
)
_TREE_LOOKUP = call(
    "get_booking",
    {"booking_id": "TH-90352"},
    {
        "booking": "TH-90352",
        "property": "Owl's Rest treehouse",
        "check_in": "2025-10-10",
        "nights": 2,
        "paid": 412.0,
        "policy": "75% refund until 14 days before check-in",
        "host": "Ingrid Salo",
    },
)
_TREE_BY_PHONE = call(
    "get_booking",
    {"phone": "07911123456"},
    {
        "booking": "TH-90352",
        "property": "Owl's Rest treehouse",
        "check_in": "2025-10-10",
        "nights": 2,
        "paid": 412.0,
        "policy": "75% refund until 14 days before check-in",
    },
)
_TREE_CANCEL = call(
    "cancel_booking",
    {"booking_id": "TH-90352", "reason": "injury"},
    {"status": "cancelled", "refund": 309.0, "fee": 103.0, "refund_id": "TR-55061"},
)
TREEHOUSE_FLOWS = (
    (
        u(
            "Hi, I need to cancel my treehouse stay - I broke my ankle, so ladders are out for a while.",
            "Hello, I'd like to cancel my booking. I've broken my ankle and can't exactly climb into a "
            "treehouse.",
            "Hi. Bad news: broken ankle, so I have to cancel the treehouse. How much can I get back?",
            "hey, need to cancel my 2-night treehouse booking, injury. what's the refund situation?",
            "Hello. Me, a cast and a rope ladder don't mix, so I need to cancel my stay.",
        ),
        a("Sorry to hear about your ankle! What's your booking ID?"),
        u(
            "TH-90352",
            "It's TH-90352.",
            "Booking TH 90352 - check-in is 10 October.",
            "th90352",
            "TH-90352. Typed one-handed, apologies.",
        ),
        a(
            "Thanks. Owl's Rest, check-in Friday 10 October, 2 nights, £412 paid. Our policy refunds 75% "
            "until 14 days before check-in, so you'd get £309 back and £103 is kept as the cancellation fee. "
            "Do you want me to cancel?",
            _TREE_LOOKUP,
        ),
        u(
            "Yes, go ahead and cancel.",
            "Yes please - £309 of £412 is better than nothing.",
            "OK, £103 gone, fine. Please cancel.",
            "Is there any way to get the full amount, given it's an injury? If not, go ahead.",
            "Sure. 75% it is. Cancel it, please.",
        ),
        a(
            "Cancelled. £309 will be refunded to your card within 5 days (refund TR-55061). The policy is "
            "the same whatever the reason, but your travel insurance may cover the other £103.",
            _TREE_CANCEL,
        ),
        stop(
            "Thanks - off to find my insurance papers.",
            "Great, thanks for the help.",
            "Cheers. Bye!",
            "TR-55061, got it. Thanks.",
            "",
        ),
    ),
    (
        u(
            "Hi, I have to cancel my treehouse booking, I've broken my ankle.",
            "Hello, I need to cancel a stay with you. Injury, unfortunately.",
            "Hi there - broken ankle, so the treehouse weekend is off. Can I cancel?",
            "need to cancel a treehouse stay, broke my ankle",
        ),
        a(
            "I'm sorry to hear that. To find the booking, can you give me the booking ID and the email you "
            "booked with?"
        ),
        u(
            "TH-90352 and sam.leung@fastmail.com",
            "Booking ID TH-90352, email sam.leung@fastmail.com.",
            "TH-90352 / sam.leung@fastmail.com - I think that's the one I used.",
            "Sure: TH-90352, sam.leung@fastmail.com.",
        ),
        a(
            "Thank you. Booking TH-90352 was made with a different email address, so for security I can't "
            "cancel it or discuss the refund here. Please cancel it from the account that made the booking, "
            "or ask that person to contact us.",
            call("get_booking", {"booking_id": "TH-90352"}, {"booking": "TH-90352", "email_match": False}),
        ),
        u(
            "Ah - my partner probably booked it. Can't you make an exception, given the ankle?",
            "Hmm, maybe it was booked on my work email. Can you tell me which one?",
            "Really? Nothing you can do at all?",
            "Fair enough, I suppose. Is there a form or something?",
        ),
        a(
            "I'm sorry, I can't share or change anything on a booking without the matching account. Once the "
            "account holder logs in, the cancellation takes a minute."
        ),
        stop(
            "Fair enough, I'll get my partner to do it. Thanks.",
            "OK, I'll sort it from the right account. Cheers.",
            "Alright. Thanks anyway.",
            "Understood. Bye.",
        ),
    ),
    (
        u(
            "Hi, I need to cancel a treehouse booking. Broken ankle.",
            "Hello - I won't be climbing into any treehouses this autumn, sadly. Broken ankle. I need to "
            "cancel.",
            "Hi, please can I cancel my treehouse stay? I've injured my ankle.",
            "hi, cancelling my treehouse trip (ankle's broken). how does the refund work?",
        ),
        a("Sorry about the ankle. Can I have the phone number on the booking?"),
        u("07911 123456", "It's 07911 123 456.", "+44 7911 123456", "07911123456"),
        a(
            "Thanks, I found TH-90352 at Owl's Rest for 10 October. You'd get a 75% refund, £309; the other "
            "£103 is the cancellation fee. Cancel now?",
            _TREE_BY_PHONE,
        ),
        u(
            "Yes please.",
            "Yes - so you keep £103. Bit steep, but OK.",
            "Go on then. Cancel it.",
            "Yes. £309 back is fine.",
        ),
        a("Cancelled. Refund TR-55061 for £309 is on its way.", _TREE_CANCEL),
        u(
            "Thanks. Will the host be told?",
            "How long does the refund take?",
            "Could you send me a confirmation email?",
            "Thanks. Can I rebook with the same treehouse later on?",
        ),
        a(
            "The host is notified automatically, the refund takes up to 5 days, a confirmation is on its way "
            "to your email, and you're welcome to book again any time."
        ),
        stop("Great, thank you.", "Perfect. Thanks for your help.", "Cheers, bye.", "Nice one, thanks."),
    ),
)

# -- 9. calligraphy: enrol with a gift voucher (with an opener) ----------------------------------------------

CALLIGRAPHY = Scenario(
    goal="Enrol in the beginners' copperplate workshop on 2025-11-15 using the gift voucher your daughter "
    "gave you.",
    persona="a retired nurse taking up a new hobby, warm and a bit unsure with online things",
    known_facts={
        "voucher_code": "INK-4D7Q-2291",
        "full_name": "Brenda Oyelaran",
        "email": "brenda.oye@gmail.com",
        "voucher_value": "£60",
        "phone": "07823 445 190",
    },
    unknown_facts=["workshop price: £75", "tutor's name: Mei Arakawa", "materials fee"],
    opener="Hello, I have a gift voucher and I'd like to book the beginners' copperplate class.",
    expected=["enrol_student"],
)
_CAL_VOUCHER = call(
    "check_voucher",
    {"code": "INK-4D7Q-2291"},
    {"code": "INK-4D7Q-2291", "value": 60.0, "expires": "2026-01-31", "status": "valid"},
)
_CAL_WORKSHOP = call(
    "get_workshop",
    {"name": "Beginners' Copperplate", "date": "2025-11-15"},
    {
        "workshop": "CP-BEG-1115",
        "date": "2025-11-15",
        "time": "10:00-15:00",
        "price": 75.0,
        "places_left": 4,
        "tutor": "Mei Arakawa",
    },
)
_CAL_ENROL = call(
    "enrol_student",
    {"workshop": "CP-BEG-1115", "name": "Brenda Oyelaran", "voucher": "INK-4D7Q-2291", "balance": 15.0},
    {"enrolment": "EN-30874", "paid_by_voucher": 60.0, "balance_due": 15.0},
)
_OPENER_CAL = "Hello, I have a gift voucher and I'd like to book the beginners' copperplate class."
CALLIGRAPHY_FLOWS = (
    (
        u(_OPENER_CAL),
        a("How lovely! What's the voucher code?"),
        u(
            "It's INK-4D7Q-2291.",
            "The code on the card is INK-4D7Q-2291.",
            "I think it's INK 4D7Q 2291 - the letters are a bit small!",
            "ink-4d7q-2291",
            "Let me fetch my glasses... INK-4D7Q-2291.",
        ),
        a(
            "That voucher is valid, worth £60, until 31 January 2026. The beginners' copperplate workshop is "
            "on Saturday 15 November, 10:00 to 15:00, with Mei Arakawa; it costs £75, so there'd be £15 left "
            "to pay. Shall I book you in?",
            _CAL_VOUCHER,
            _CAL_WORKSHOP,
        ),
        u(
            "Yes please. How do I pay the £15?",
            "Yes, please book me in. I don't mind paying the extra £15.",
            "Oh lovely, yes please! £75 less the £60 - so £15, that's fine.",
            "Yes please, the 15th of November is perfect.",
            "Yes please. A Saturday suits me very well.",
        ),
        a("I'll need your full name and an email address for the booking, please."),
        u(
            "Brenda Oyelaran, brenda.oye@gmail.com",
            "My name is Brenda Oyelaran and my email is brenda.oye@gmail.com.",
            "Brenda Oyelaran (O-Y-E-L-A-R-A-N), email brenda.oye@gmail.com",
            "It's Brenda Oyelaran. The email is brenda.oye@gmail.com - all small letters.",
        ),
        a(
            "You're enrolled: EN-30874. £60 came off the voucher, and the £15 balance can be paid at the "
            "door or online.",
            _CAL_ENROL,
        ),
        u(
            "Thank you! Do I need to bring my own pens?",
            "Wonderful. Is there anything I should bring?",
            "Thank you, dear. Will I get a confirmation email?",
            "I'll pay the £15 at the door then. Is there parking nearby?",
        ),
        a(
            "All materials are provided, there's a car park behind the studio, and a confirmation email is "
            "on its way to brenda.oye@gmail.com."
        ),
        stop(
            "Thank you so much, I'm really looking forward to it.",
            "Lovely, thank you. Goodbye!",
            "That's wonderful, thanks ever so much.",
            "My daughter will be pleased. Thank you!",
            "",
        ),
    ),
    (
        u(_OPENER_CAL),
        a("Of course. May I have your name and the voucher code?"),
        u(
            "Brenda Oyelaran, and the code is INK-4D7Q-2291.",
            "Name: Brenda Oyelaran. Voucher: INK-4D7Q-2291.",
            "It's Brenda Oyelaran - voucher INK-4D7Q-2291, my daughter gave it to me.",
            "Brenda Oyelaran. The voucher says INK-4D7Q-2291.",
        ),
        a(
            "Thank you, Brenda. The voucher covers £60. The workshop on 15 November is £75, so £15 remains. "
            "Is the 15th the date you'd like?",
            _CAL_VOUCHER,
            _CAL_WORKSHOP,
        ),
        u(
            "Yes, the 15th please.",
            "Yes, Saturday 15 November. I can pay the £15 by card.",
            "Yes please - and who's teaching it?",
            "That's the one. Please book me in.",
        ),
        a("Booked, EN-30874: the £15 balance is due on the day. Your tutor is Mei Arakawa.", _CAL_ENROL),
        stop(
            "Thank you very much!",
            "Lovely. Thank you, goodbye.",
            "Marvellous. Thanks so much.",
            "EN-30874 - I've written it on the voucher. Thank you!",
        ),
    ),
)

# -- 10. beachhut: move a hire week --------------------------------------------------------------------------

BEACHHUT = Scenario(
    goal="Move your beach hut hire from the week of 2025-07-26 to a week in late August because of a family "
    "wedding.",
    persona="a father of three, upbeat, writes quick messages from his phone",
    known_facts={
        "booking_ref": "BH-1186",
        "hut_number": "Hut 42",
        "current_week": "2025-07-26",
        "surname": "Castellano",
        "email": "castellano.family@gmail.com",
        "postcode": "BH5 1BN",
    },
    unknown_facts=["change fee: £20", "August price difference: £35", "site warden's name"],
    expected=["change_booking"],
)
_HUT_BOOKING = {"booking": "BH-1186", "hut": "42", "week_start": "2025-07-26", "paid": 490.0}
_HUT_LOOKUP = call("get_booking", {"booking_ref": "BH-1186"}, _HUT_BOOKING)
_HUT_FIND = call("get_booking", {"surname": "Castellano", "postcode": "BH5 1BN"}, _HUT_BOOKING)
_HUT_AVAIL = call(
    "search_availability",
    {"hut": "42", "from": "2025-08-16", "to": "2025-08-30"},
    {"weeks": [{"start": "2025-08-23", "price": 525.0}], "change_fee": 20.0},
)
_HUT_CHANGE = call(
    "change_booking",
    {"booking_ref": "BH-1186", "new_week": "2025-08-23"},
    {"booking": "BH-1186", "week_start": "2025-08-23", "charged": 55.0},
)
BEACHHUT_FLOWS = (
    (
        u(
            "Hi, can I move my beach hut week to later in August? Family wedding clash",
            "Hello! We need to change our beach hut booking to a week in late August please.",
            "hi there - any chance of swapping our hut week from end of July to late Aug?",
            "Hiya. Wedding's been announced for our July week (of course). Can we move the hut to late "
            "August?",
            "Morning! Need to shift our beach hut week, family wedding. Late August ideally",
        ),
        a("Congratulations to the happy couple! What's your booking reference?"),
        u("BH-1186", "its BH-1186", "Booking ref BH 1186, hut 42.", "bh1186 :)", "BH-1186 - cheers"),
        a(
            "Thanks, Mr Castellano. You have Hut 42 from Saturday 26 July, £490 paid. In late August, Hut 42 "
            "is free from Saturday 23 August; that week is £525, so £35 more, plus a £20 change fee: £55 to "
            "pay. Shall I move it?",
            _HUT_LOOKUP,
            _HUT_AVAIL,
        ),
        u(
            "Yes please, move it to the 23rd.",
            "Perfect, 23 Aug it is. £55 is fine.",
            "Yes! £35 plus the £20 fee, got it. Go ahead.",
            "yes pls",
            "Same hut too - result. Yes please!",
        ),
        a("Done. Hut 42 is yours from Saturday 23 August; £55 charged.", _HUT_CHANGE),
        u(
            "Brill, thanks. Same key pickup as before?",
            "Can you email the new confirmation to castellano.family@gmail.com?",
            "Great stuff. Is it still Saturday to Saturday?",
            "Nice one. Kids will be happy, it's the end of the holidays.",
        ),
        a(
            "It's Saturday to Saturday as before, keys from the kiosk from 10 am, and a new confirmation is "
            "on its way by email."
        ),
        stop("Cheers!", "Brilliant, thanks a lot.", "Thanks, have a good one", "Top. Bye!", ""),
    ),
    (
        u(
            "Hello, I'd like to change the week of my beach hut hire please.",
            "Hi, we've got a wedding clash with our beach hut week. Can it move to late August?",
            "hey, can I change my hut booking? need a late Aug week instead",
            "Hi! Family wedding means we need a different beach hut week. Late August if there's anything?",
        ),
        a("Sure. Can I have your surname and postcode to find the booking?"),
        u(
            "Castellano, BH5 1BN",
            "Surname Castellano, postcode BH5 1BN.",
            "castellano / bh5 1bn",
            "It's Castellano - BH5 1BN.",
        ),
        a("Found BH-1186 for Hut 42, week of 26 July. Which week in August would you like?", _HUT_FIND),
        u(
            "Anything in the last two weeks of August?",
            "Late August, whichever week is free.",
            "Whatever's free towards the end of August, ideally the same hut.",
            "End of August please - kids go back to school after that.",
        ),
        a(
            "Hut 42 is free for the week from Saturday 23 August. It's £525 against the £490 you paid, so "
            "£35 more, plus a £20 change fee: £55 in total. Shall I switch it?",
            _HUT_AVAIL,
        ),
        u(
            "Yes please switch it.",
            "Go for it.",
            "Yes - £55 is fine, pop it on the same card.",
            "Yep, the 23rd works. Do it.",
        ),
        a("Switched. Booking BH-1186 is now for the week of 23 August, £55 charged.", _HUT_CHANGE),
        stop("Thanks!", "Cheers, that's great.", "Lovely, thank you!", "Sorted. Ta!"),
    ),
    (
        u(
            "Hi, need to move our beach hut week because of a wedding. Late August?",
            "Hello, could we swap our beach hut week for one in late August?",
            "hi! can our hut booking move to late august? wedding on the original week",
        ),
        a("Of course. Booking reference, please?"),
        u("BH-1186", "It's BH-1186.", "BH-1186 (Hut 42)."),
        a(
            "Thanks. Hut 42 is free from 23 August. The change is £55 in all: £35 price difference and a £20 "
            "fee. Go ahead?",
            _HUT_LOOKUP,
            _HUT_AVAIL,
        ),
        u("Yes please.", "Yes, go ahead.", "Yep, £55, do it.", "Yes - the 23rd is perfect."),
        a(
            "I'm sorry, the change didn't go through: our booking system returned an error. Please try again "
            "later or call the office.",
            call(
                "change_booking",
                {"booking_ref": "BH-1186", "new_week": "2025-08-23"},
                error="booking system unavailable (503)",
            ),
        ),
        stop(
            "Ah ok, I'll try again later. Thanks.",
            "No worries, will call the office.",
            "Ok, cheers anyway.",
            "Typical! Fine, I'll ring them. Bye.",
        ),
    ),
)


DOMAINS: list[Domain] = [
    Domain("rafting", RAFTING, RAFTING_FLOWS),
    Domain("dogwalker", DOGWALKER, DOGWALKER_FLOWS),
    Domain("organtuning", ORGANTUNING, ORGANTUNING_FLOWS),
    Domain("falconry", FALCONRY, FALCONRY_FLOWS),
    Domain("bridgeclub", BRIDGECLUB, BRIDGECLUB_FLOWS),
    Domain("signwriting", SIGNWRITING, SIGNWRITING_FLOWS),
    Domain("canalboat", CANALBOAT, CANALBOAT_FLOWS),
    Domain("treehouse", TREEHOUSE, TREEHOUSE_FLOWS),
    Domain("calligraphy", CALLIGRAPHY, CALLIGRAPHY_FLOWS),
    Domain("beachhut", BEACHHUT, BEACHHUT_FLOWS),
]


F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "rafting",
        0,
        Say(0, "Hi! Could I add two more people to our rafting trip?"),
        "greeting trimmed",
    ),
    F(
        "opener",
        "rafting",
        1,
        Say(0, "Hi there! Could I add two more people to our rafting trip on 19 July? It's for my nephews."),
        "opener extended with the date",
    ),
    F(
        "opener",
        "organtuning",
        0,
        Say(0, "Good morning. I would like to book a tuning for our church organ before Easter, please."),
        "contraction expanded",
    ),
    F(
        "opener",
        "organtuning",
        1,
        Say(
            0,
            "Good morning, this is the parish office at St Aidan's. Could we book an organ tuning before "
            "Easter?",
        ),
        "reworded",
    ),
    F(
        "opener",
        "bridgeclub",
        0,
        Say(0, "Hello, I'd like to enter the Spring Pairs with my partner, please. Is there still space?"),
        "opener plus a question",
    ),
    F(
        "opener",
        "canalboat",
        0,
        Say(0, "Hello, I'm still waiting for my damage deposit from the boat hire to come back."),
        "two words changed",
    ),
    F(
        "opener",
        "canalboat",
        1,
        Say(
            0,
            "Hi, it's been weeks since we brought Kingfisher back and the £300 deposit still hasn't come "
            "back.",
        ),
        "different first message",
    ),
    F(
        "opener",
        "calligraphy",
        1,
        Say(
            0,
            "Hello, I have a gift voucher and I'd like to book the beginners' copperplate class on "
            "15 November.",
        ),
        "opener with the date added",
    ),
    # -- reply_shape: a second voice, reasoning, a stage direction or a stop that asks
    F(
        "reply_shape",
        "rafting",
        0,
        Say(2, "They're 12 and 14.\n(Niamh scrolls back through her emails to double-check the booking.)"),
        "action as in a play",
    ),
    F(
        "reply_shape",
        "dogwalker",
        0,
        Say(1, "PAW-88214\n\nAssistant: Thanks! Pulling up your walk history now."),
        "assistant line",
    ),
    F(
        "reply_shape",
        "organtuning",
        0,
        Say(
            2,
            "By 14 April at the latest, please.\n[Note: the customer is not sure whether the tuner works on "
            "Saturdays.]",
        ),
        "bracketed note about the customer",
    ),
    F(
        "reply_shape",
        "falconry",
        0,
        Say(1, "HW-61207. Is it under my surname? Yes, Achterberg, I made the booking myself."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "bridgeclub",
        1,
        Say(2, "Yes, I'll pay now. Would you like to add the congress lunch to your entry as well?"),
        "the club's upsell in the user's voice",
    ),
    F("reply_shape", "signwriting", 2, Say(1, '{"role": "user", "content": "SW-7714"}'), "JSON with a role"),
    F(
        "reply_shape",
        "treehouse",
        0,
        Say(1, "Reasoning: the agent asked for my booking ID, which is in my details.\nAnswer: TH-90352"),
        "reasoning and answer headers",
    ),
    F(
        "reply_shape",
        "calligraphy",
        0,
        Say(3, "Here's my reply as the customer: Brenda Oyelaran, brenda.oye@gmail.com"),
        "reply framed as the part",
    ),
    F(
        "reply_shape",
        "beachhut",
        0,
        Say(4, "Brilliant, cheers. Is there parking near Hut 42?"),
        "a stop that asks",
    ),
    # -- invented_specifics: an id, amount, date, email or card the user was never given
    F(
        "invented_specifics",
        "rafting",
        1,
        Say(1, "Niamh Dwyer, and my mobile is +353 87 412 6603."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "dogwalker",
        0,
        Say(2, "Yes, the 11th and the 13th. I paid £16 for each of those."),
        "wrong walk price",
    ),
    F(
        "invented_specifics",
        "falconry",
        0,
        Say(1, "It's HW-61207 - I booked it on 14 December."),
        "booking date",
    ),
    F(
        "invented_specifics",
        "bridgeclub",
        0,
        Say(2, "Harold Finch, BC-1938."),
        "partner's number digits swapped",
    ),
    F(
        "invented_specifics",
        "signwriting",
        0,
        Say(2, "Yes please!! HOLLINS BAKERY. Could the new proof go to lena.hollins@gmail.com?"),
        "another email",
    ),
    F(
        "invented_specifics",
        "canalboat",
        1,
        Say(1, "Kingfisher, returned on 23 August. The hire reference is NB-22149, I think."),
        "hire reference digits swapped",
    ),
    F(
        "invented_specifics",
        "treehouse",
        2,
        Say(1, "07911 123456 - it's the stay from 10 to 13 October."),
        "check-out date one day off",
    ),
    F(
        "invented_specifics",
        "calligraphy",
        1,
        Say(2, "Yes, the 15th please. Put the £15 on my card ending 3318."),
        "card digits",
    ),
    F(
        "invented_specifics",
        "beachhut",
        0,
        Say(1, "BH-1186. We'd like the week of 16 August if poss."),
        "a week never offered",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "rafting",
        0,
        Say(
            2,
            "They're 12 and 14. It's forty-five euro each for the extra places, if I remember the website "
            "right.",
        ),
        "price per extra person in words",
    ),
    F(
        "unknown_fact",
        "dogwalker",
        1,
        Say(2, "11 and 13 March. Tomasz Wrona was supposed to come on both days."),
        "walker's name",
    ),
    F(
        "unknown_fact",
        "organtuning",
        0,
        Say(1, "OT-5520. I think it was last tuned in October 2024."),
        "last tuning date as month and year",
    ),
    F(
        "unknown_fact",
        "falconry",
        0,
        Say(2, "Yes, please refund the £150. I understand it takes 5 working days to come through."),
        "processing time",
    ),
    F(
        "unknown_fact",
        "bridgeclub",
        0,
        Say(3, "Yes please. And play starts at 10:30, as usual?"),
        "start time before the agent said it",
    ),
    F(
        "unknown_fact",
        "canalboat",
        0,
        Say(1, "NB-22419. Someone mentioned a £45 deduction - we don't accept that."),
        "deduction amount",
    ),
    F(
        "unknown_fact",
        "treehouse",
        0,
        Say(1, "TH-90352. Your policy page says I'd get £309 back - is that right?"),
        "refund amount",
    ),
    F(
        "unknown_fact",
        "calligraphy",
        1,
        Say(1, "Brenda Oyelaran, code INK-4D7Q-2291. My daughter says Mei Arakawa is a lovely tutor."),
        "tutor's name",
    ),
    F(
        "unknown_fact",
        "beachhut",
        1,
        Say(
            2, "Late August please, whichever week is free. I know there's a 20 quid change fee, that's fine."
        ),
        "change fee in quid",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "dogwalker",
        0,
        Say(
            0,
            "Hi, my walker missed two walks last week, 11 and 13 March. Account PAW-88214, email "
            "r.okonjo@mailbox.org, and I pay £14 a walk.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "organtuning",
        1,
        Say(
            1,
            "St Aidan's Church, Priestpopple, Hexham NE46 1PS; phone 01434 602 118. We're customer OT-5520, "
            "our email is office@staidanshexham.org.uk, and it has to be done by 14 April.",
        ),
        "asked for address and phone, gives three more",
    ),
    F(
        "data_dump",
        "falconry",
        1,
        Say(
            1,
            "Achterberg, p.achterberg@btinternet.com. It's booking HW-61207 for 8 February, and we paid "
            "£150.",
        ),
        "asked for surname and email, gives three more",
    ),
    F(
        "data_dump",
        "bridgeclub",
        0,
        Say(1, "BC-2047. My partner is Harold Finch, membership BC-1983, and my phone is 0161 496 0732."),
        "asked for the number, gives three more",
    ),
    F(
        "data_dump",
        "signwriting",
        2,
        Say(
            1,
            "SW-7714 - Hollins Bakery, deposit £220 already paid, install on 2 June, email "
            "lena@hollinsbakery.co.uk.",
        ),
        "asked for the order, gives a list",
    ),
    F(
        "data_dump",
        "canalboat",
        0,
        Say(
            1,
            "NB-22419 - boat Kingfisher, returned Saturday 23 August. The deposit was £300, and my mobile is "
            "07700 900482.",
        ),
        "asked for the reference, gives four more",
    ),
    F(
        "data_dump",
        "treehouse",
        2,
        Say(
            0,
            "Hi, I need to cancel booking TH-90352, check-in 10 October - broke my ankle. I paid £412 and my "
            "email is sam.leung@fastmail.com.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "calligraphy",
        0,
        Say(
            1,
            "INK-4D7Q-2291. It's worth £60; I'm Brenda Oyelaran, email brenda.oye@gmail.com, phone "
            "07823 445 190.",
        ),
        "asked for the code, gives four more",
    ),
    F(
        "data_dump",
        "beachhut",
        1,
        Say(
            1,
            "Castellano, BH5 1BN. Booking BH-1186, Hut 42, week of 26 July - email "
            "castellano.family@gmail.com.",
        ),
        "asked for surname and postcode, gives the rest",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "rafting",
        0,
        StopAt(6, "Lovely, I'll have a think and come back to you. Thanks a million!"),
        "after the price",
    ),
    F("premature_stop", "dogwalker", 1, StopAt(6, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "falconry",
        0,
        StopAt(4, "I'll talk it over with my wife first. Thank you, goodbye."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "signwriting",
        0,
        StopAt(4, "Phew, there's time then! I'll send over the correct wording later. Thanks!"),
        "relieved, leaves before the change",
    ),
    F(
        "premature_stop",
        "signwriting",
        2,
        StopAt(4, "No, just the spelling. Thank you so much!"),
        "takes the promise for the change",
    ),
    F(
        "premature_stop",
        "canalboat",
        1,
        StopAt(4, "Good, as long as it's sorted. Thanks, bye."),
        "leaves at the offer",
    ),
    F(
        "premature_stop",
        "treehouse",
        2,
        StopAt(4, "Hmm, let me check my travel insurance first. Cheers."),
        "after the refund quote",
    ),
    F(
        "premature_stop",
        "calligraphy",
        0,
        StopAt(6, "Oh, I'm not very good with email. I'll ask my daughter to help and come back. Thank you!"),
        "asked for details, leaves",
    ),
    F(
        "premature_stop",
        "beachhut",
        1,
        StopAt(6, "Ah, £55 is a bit more than I thought. I'll check with the wife and come back to you."),
        "after the quote",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "dogwalker", 0, meta(2, prompt_missing=["persona"]), "persona"),
    F(
        "persona_sent",
        "organtuning",
        1,
        meta(1, prompt_missing=["known_facts.church_address"]),
        "a known fact",
    ),
    F("persona_sent", "falconry", 2, meta(0, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "bridgeclub",
        0,
        meta(1, prompt_missing=["known_facts.membership_number"]),
        "a known fact",
    ),
    F("persona_sent", "signwriting", 1, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "treehouse", 0, meta(1, prompt_missing=["known_facts.booking_id"]), "a known fact"),
    F("persona_sent", "calligraphy", 1, meta(2, prompt_missing=["persona", "opener"]), "persona and opener"),
    F("persona_sent", "beachhut", 2, meta(1, prompt_missing=["goal", "known_facts"]), "goal and known facts"),
]
