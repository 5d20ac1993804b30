"""Blind set 24, part S: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the section "Simulator fidelity: guards, faults, valid trials" of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework of
``tests/_fidelity_blind.py`` (``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``) with the first set's
``FAULTS``, the step helpers and the first domains of ``tests/_fidelity_blind_domains.py``, and the ``Case``
entry format of ``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run while writing.

The ten scenarios: aerialsilks (move a beginner aerial silks workshop after a sprained wrist), bellydance
(refund the unused classes of a pass for a cancelled course), cabaret (add two guests to a cabaret dinner
reservation), djhire (book a DJ for a surprise 40th birthday party), flamenco (refund tickets for a cancelled
flamenco show), glitterbar (replacement for a cracked jar of glitter gel), hulahoop (enrol a child in a kids'
hula hoop class), improv (transfer an improv course place to a friend), jazzbrunch (book a Mother's Day jazz
brunch table) and kendama (change the delivery address of a kendama order before it ships).

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

# -- 1. aerial silks workshop moved after a sprained wrist (with an opener) ----------------------------------

AERIALSILKS = Scenario(
    goal="You sprained your wrist and can't attend your beginner aerial silks workshop on Saturday 15 March; "
    "move it to a later date without paying again.",
    persona="a nurse who works shifts, friendly and a bit chatty",
    known_facts={
        "booking_ref": "AS-40719",
        "full_name": "Priya Raman",
        "email": "priya.raman@mailbox.org",
        "workshop_date": "2025-03-15",
        "amount_paid": "£45",
    },
    unknown_facts=["instructor's name: Marisol Ferreira", "rebooking fee", "next workshop date: 2025-04-12"],
    opener="Hi! I sprained my wrist and can't make my aerial silks workshop this Saturday. "
    "Could I move it to another date?",
    expected=["reschedule_booking"],
)
_SILKS_OPENER = AERIALSILKS.opener or ""
_SILKS_FIND = call(
    "find_booking",
    {"booking_ref": "AS-40719"},
    {
        "ref": "AS-40719",
        "name": "Priya Raman",
        "workshop": "Beginner Silks",
        "date": "2025-03-15T10:00",
        "paid": 45.0,
        "instructor": "Marisol Ferreira",
    },
)
_SILKS_FIND_BY_EMAIL = call(
    "find_booking",
    {"name": "Priya Raman", "email": "priya.raman@mailbox.org"},
    {
        "ref": "AS-40719",
        "name": "Priya Raman",
        "workshop": "Beginner Silks",
        "date": "2025-03-15T10:00",
        "paid": 45.0,
        "instructor": "Marisol Ferreira",
    },
)
_SILKS_DATES = call(
    "list_workshops",
    {"level": "beginner", "after": "2025-03-15"},
    {
        "workshops": [
            {"date": "2025-04-12T10:00", "spaces": 2, "instructor": "Marisol Ferreira"},
            {"date": "2025-04-26T10:00", "spaces": 5, "instructor": "Marisol Ferreira"},
            {"date": "2025-05-10T14:00", "spaces": 6, "instructor": "Marisol Ferreira"},
        ]
    },
)
_SILKS_MOVE_26 = call(
    "reschedule_booking",
    {"booking_ref": "AS-40719", "new_date": "2025-04-26T10:00"},
    {"ref": "AS-40719", "date": "2025-04-26T10:00", "fee": 0, "status": "moved"},
)
_SILKS_MOVE_12 = call(
    "reschedule_booking",
    {"booking_ref": "AS-40719", "new_date": "2025-04-12T10:00"},
    {"ref": "AS-40719", "date": "2025-04-12T10:00", "fee": 0, "status": "moved"},
)
AERIALSILKS_FLOWS = (
    (
        u(_SILKS_OPENER),
        a("Oh no, sorry to hear about your wrist! Could you give me your booking reference?"),
        u(
            "Sure, it's AS-40719.",
            "AS-40719 :)",
            "Booking ref is AS 40719",
            "yes - as-40719, under Priya Raman",
            "Of course! It's AS-40719, for the Saturday 15 March workshop.",
        ),
        a(
            "Thanks Priya. I've found your Beginner Silks workshop on Saturday 15 March at 10:00, taught "
            "by Marisol Ferreira. The next beginner dates with space are Saturday 12 April (10:00, 2 "
            "spaces left), Saturday 26 April (10:00) and Saturday 10 May (14:00). Moving is free with a "
            "medical reason. Which would you like?",
            _SILKS_FIND,
            _SILKS_DATES,
        ),
        u(
            "The 26th of April would be perfect, my wrist should be fine by then.",
            "Can I take 26 April? I'm on nights the week of the 12th.",
            "Saturday 26/04 please! Good to know there's no charge.",
            "Hmm, 12 April might be a bit soon for the wrist. Let's do the 26th at 10:00.",
            "april 26 pls - will Marisol be teaching that one too?",
        ),
        a(
            "Done! You're now booked on Saturday 26 April at 10:00, no fee. "
            "Marisol teaches that one as well.",
            _SILKS_MOVE_26,
        ),
        stop(
            "Amazing, thank you so much!",
            "Perfect, thanks for sorting that so quickly 😊",
            "Brilliant. See you on the 26th, bye!",
            "Lovely, thanks. Bye!",
            "",
        ),
    ),
    (
        u(_SILKS_OPENER),
        a("I'm sorry about your wrist. Can you tell me the name and email address on the booking?"),
        u(
            "Priya Raman, priya.raman@mailbox.org",
            "It's Priya Raman - email priya.raman@mailbox.org",
            "Name: Priya Raman\nEmail: Priya.Raman@mailbox.org",
            "priya raman, priya.raman at mailbox dot org",
        ),
        a(
            "Found it: booking AS-40719 for Saturday 15 March, £45 paid. I can move you to 12 April, 26 "
            "April or 10 May. Is there a date that suits?",
            _SILKS_FIND_BY_EMAIL,
            _SILKS_DATES,
        ),
        u(
            "Is the 12 April class also in the morning?",
            "What time is the one on 10 May?",
            "Could I just get a refund of the £45 instead? If not, a new date is fine.",
            "Which of those is with the same instructor? I was really looking forward to her class.",
            "Are those all beginner level? I don't want to end up in something too advanced, ha.",
        ),
        a(
            "All three are beginner workshops taught by Marisol Ferreira: 12 April and 26 April at 10:00, 10 "
            "May at 14:00. Refunds aren't possible within 7 days of the workshop, but moving it is free."
        ),
        u(
            "OK, 12 April at 10 then please.",
            "Let's go with Saturday 12th April, morning.",
            "I'll take the 12th - mornings suit my shifts better than afternoons.",
            "12/04 at 10:00 works, thanks. Marisol again, great.",
        ),
        a(
            "All moved: Saturday 12 April at 10:00. No rebooking fee, and your £45 carries over.",
            _SILKS_MOVE_12,
        ),
        u(
            "Thanks! Is there anything I should bring, since it'll be my first time?",
            "Great. Should I wear anything in particular? Are leggings ok?",
            "Do I need to arrive early for a warm up?",
        ),
        a(
            "Wear fitted leggings and a top that covers your underarms, no "
            "jewellery, and arrive 10 minutes early."
        ),
        stop(
            "Perfect, thanks for all the help!",
            "Noted, no jewellery. Thanks again, bye!",
            "Great, see you on 12 April!",
            "Thank you, have a lovely day.",
        ),
    ),
    (
        u(_SILKS_OPENER),
        a("Sorry to hear that. What's your booking reference?"),
        u(
            "AS-40719",
            "It's AS-40719 - booked for Saturday 15 March.",
            "as40719",
            "Booking AS-40719 (Priya Raman).",
        ),
        a(
            "Thanks. I can see the workshop on 15 March. The next available date is Saturday 12 April at "
            "10:00. Would you like that one?",
            _SILKS_FIND,
        ),
        u(
            "Will I have to pay anything extra to move it?",
            "Is there a fee for changing the date?",
            "Is it free to rebook? I already paid £45.",
            "Probably yes, but first - does moving it cost anything?",
        ),
        a("No, there's no rebooking fee for medical reasons; your £45 covers the new date."),
        u(
            "Great, then 12 April please.",
            "OK lovely, book me onto the 12th then.",
            "In that case yes, 12th April at 10:00 is fine.",
        ),
        a("Moved to 12 April at 10:00. Confirmation sent to priya.raman@mailbox.org.", _SILKS_MOVE_12),
        stop("Thank you!", "Perfect, got the email. Thanks!", "Thanks so much, bye", ""),
    ),
)

# -- 2. belly dance pass refunded after the course was cancelled ---------------------------------------------

BELLYDANCE = Scenario(
    goal="The studio cancelled the Thursday evening belly dance course your 10-class pass was for; get the "
    "unused classes refunded to your card.",
    persona="a graphic designer, brisk and organised",
    known_facts={
        "pass_number": "BD-10-5582",
        "email": "lena.kowalczyk@fastmail.com",
        "phone": "(503) 555-0187",
        "purchase_date": "2025-01-08",
        "pass_price": "$150",
    },
    unknown_facts=["refund amount: $105", "refund reference: RF-22817", "studio manager's name"],
    expected=["refund_pass"],
)
_BELLY_RESULT = {
    "pass": "BD-10-5582",
    "holder": "Lena Kowalczyk",
    "course": "Thursday Evening Beginners",
    "bought": "2025-01-08",
    "price": 150.0,
    "classes_total": 10,
    "classes_used": 3,
    "status": "course_cancelled",
}
_BELLY_PASS = call("get_pass", {"pass_number": "BD-10-5582"}, _BELLY_RESULT)
_BELLY_PASS_BY_EMAIL = call(
    "get_pass", {"email": "lena.kowalczyk@fastmail.com", "phone": "+15035550187"}, _BELLY_RESULT
)
_BELLY_REFUND = call(
    "refund_pass",
    {"pass_number": "BD-10-5582", "classes": 7, "amount": 105.0},
    {"refund": "RF-22817", "amount": 105.0, "to": "card", "eta_days": "5-7"},
)
BELLYDANCE_FLOWS = (
    (
        u(
            "Hi, the Thursday evening belly dance course was cancelled and I'd like a "
            "refund for the classes I didn't use.",
            "Hello - my Thursday belly dance course got cancelled. I have a 10-class "
            "pass and want the rest refunded.",
            "Hi there. Since the Thursday evening course was cancelled, can I get my "
            "unused classes back on my card?",
            "hi, thursday evening bellydance got cancelled, need a refund for the unused classes pls",
        ),
        a("Sorry about the cancellation. What's your pass number?"),
        u(
            "BD-10-5582",
            "It's BD-10-5582.",
            "Pass number: BD 10 5582",
            "bd-10-5582, bought it on 8 January",
        ),
        a(
            "Thanks Lena. Your pass BD-10-5582 was $150 for 10 classes and you've used 3, so 7 are left. "
            "That's $15 per class, so I can refund $105 to your card. Shall I go ahead?",
            _BELLY_PASS,
        ),
        u(
            "Yes please, refund the $105.",
            "Yes, go ahead - 7 classes at $15 is right.",
            "That's correct, I only made it to three classes. Please refund it to the card.",
            "Yes. It goes back to the same card I paid with, right?",
        ),
        a(
            "Done. $105.00 is on its way back to the card you paid with, reference RF-22817. It usually "
            "shows within 5-7 business days.",
            _BELLY_REFUND,
        ),
        u(
            "Thanks. Will I get an email confirmation as well?",
            "Great - RF-22817, noted. Can you also send a receipt by email?",
            "ok. And if it hasn't shown up after 7 business days, who do I contact?",
        ),
        a(
            "Yes, a confirmation with RF-22817 goes to the email on your pass. If the money isn't there "
            "after 7 business days, just reply to that email."
        ),
        stop("Perfect, thanks.", "Great, thanks for the quick help.", "Got it. Bye!", ""),
    ),
    (
        u(
            "Hello, I'd like a refund on my belly dance pass please - the Thursday evening course "
            "was cancelled. Pass BD-10-5582.",
            "Hi. I bought a 10-class pass for $150 on 8 Jan, and the Thursday course has now been cancelled. "
            "Refund for the unused classes please.",
            "Hi, the Thursday evening class I had a pass for was cancelled. How do I get "
            "the remaining classes refunded?",
        ),
        a("I can help with that. To verify, what email and phone number are on your account?"),
        u(
            "lena.kowalczyk@fastmail.com and (503) 555-0187",
            "Email: lena.kowalczyk@fastmail.com\nPhone: 503-555-0187",
            "It's lena.kowalczyk@fastmail.com, phone 503 555 0187.",
            "Lena.Kowalczyk@fastmail.com / 5035550187",
        ),
        a(
            "Thanks, verified. Pass BD-10-5582: you've used 3 of 10 classes, so 7 are unused. I can "
            "refund $105 (7 classes at $15) or move the 7 classes to the Tuesday evening beginners "
            "course. Which would you prefer?",
            _BELLY_PASS_BY_EMAIL,
        ),
        u(
            "What time is the Tuesday course?",
            "Is the Tuesday one at the same level? And what time does it start?",
            "hm, what time on Tuesdays? I work late most days.",
        ),
        a("Tuesday Evening Beginners runs 19:30-20:30 and is the same level as the Thursday course."),
        u(
            "That's too late for me, so the refund please.",
            "19:30 doesn't work, sorry. I'll take the $105 refund.",
            "I'll pass on Tuesdays - refund to my card, please.",
            "No, refund it please. $15 x 7 = $105, that's fine.",
        ),
        a("Refunded $105.00 to your card, reference RF-22817.", _BELLY_REFUND),
        stop("Thank you!", "Great, thanks. Have a good day.", "Perfect, RF-22817 noted. Thanks.", ""),
    ),
    (
        u(
            "Hi, my belly dance course on Thursday evenings has been cancelled by "
            "the studio. I want my money back.",
            "Hello! Thursday evening belly dance is cancelled, so I'd like to get a refund on my pass.",
            "Hi - the studio cancelled my Thursday course. What happens to the "
            "classes left on my 10-class pass?",
        ),
        a("I'm sorry about that. Could I have your pass number, please?"),
        u("BD-10-5582", "Sure: BD-10-5582", "It's BD-10-5582 - paid $150 for it."),
        a("Thanks. You've used 3 of your 10 classes, so the 7 unused ones come to $105.", _BELLY_PASS),
        u(
            "Can't I get the full $150 back? It's the studio that cancelled.",
            "Hmm, I thought I'd get all $150 back since you cancelled the course.",
            "Why not the full amount? I paid $150 and the course stopped partway through.",
        ),
        a(
            "I understand. The 3 classes you attended are kept, so the refund covers the 7 unused ones: "
            "$105. I can also add a free drop-in class to your account as an apology."
        ),
        u(
            "OK, fair enough. Refund the $105 and I'll take the drop-in class.",
            "Fine, $105 it is, plus the free class.",
            "Alright. Please process the $105 refund.",
            "I suppose that's fair: $150 less $105 leaves $45 for the three I went to. Go ahead.",
        ),
        a(
            "Done: $105.00 refunded to your card, reference RF-22817, and a free drop-in class "
            "has been added to your account.",
            _BELLY_REFUND,
        ),
        stop("Thanks, appreciated.", "Ok, thank you.", "Great, thanks for sorting it.", ""),
    ),
)

# -- 3. two guests added to a cabaret dinner reservation (with an opener) ------------------------------------

CABARET = Scenario(
    goal="Add two guests to your cabaret dinner show reservation for Saturday 24 May so "
    "that four of you sit together.",
    persona="a retired accountant planning a birthday night out, precise about money",
    known_facts={
        "reservation_number": "CB-88104",
        "last_name": "Okonkwo",
        "show_date": "2025-05-24",
        "current_guests": "2",
        "phone": "07700 900461",
    },
    unknown_facts=["table number: T14", "price per extra seat", "new total: £236"],
    opener="Good evening, I'd like to add two more guests to my cabaret dinner booking.",
    expected=["modify_reservation"],
)
_CAB_OPENER = CABARET.opener or ""
_CAB_FIND = call(
    "find_reservation",
    {"reservation_number": "CB-88104", "last_name": "Okonkwo"},
    {
        "reservation": "CB-88104",
        "name": "Okonkwo",
        "show": "Midnight Feathers",
        "date": "2025-05-24T19:00",
        "guests": 2,
        "table": "T9",
        "paid": 118.0,
        "seat_price": 59.0,
    },
)
_CAB_TABLES = call(
    "check_tables",
    {"date": "2025-05-24", "guests": 4},
    {"available": [{"table": "T14", "area": "stage side"}, {"table": "T22", "area": "balcony"}]},
)
_CAB_MODIFY = call(
    "modify_reservation",
    {"reservation_number": "CB-88104", "guests": 4, "table": "T14"},
    {"reservation": "CB-88104", "guests": 4, "table": "T14", "charged": 118.0, "total": 236.0},
)
CABARET_FLOWS = (
    (
        u(_CAB_OPENER),
        a("Good evening! May I have your reservation number and the last name on the booking?"),
        u(
            "Certainly. It's CB-88104, under Okonkwo.",
            "CB-88104, Okonkwo.",
            "Reservation CB 88104, surname Okonkwo.",
            "The number is cb-88104 and the name is Okonkwo.",
        ),
        a(
            "Thank you, Mr. Okonkwo. You have two seats at table T9 for Midnight Feathers on Saturday 24 May "
            "at 19:00, at £59 per seat. T9 only seats two, but I can move you to table T14 by the stage, "
            "which seats four. The two extra seats would be £118, making the total £236. Shall I do that?",
            _CAB_FIND,
            _CAB_TABLES,
        ),
        u(
            "Yes, please move us to T14. So £118 on top of the £118 I've already "
            "paid, £236 altogether. That's fine.",
            "Yes, table T14 is fine. Two more at £59 each, agreed.",
            "Please go ahead. Just to check: does the £236 include dinner for all four?",
            "Yes. And the two extra seats are charged at the same £59?",
            "That works. Four at T14, please.",
        ),
        a(
            "Done: four guests at table T14, Saturday 24 May at 19:00. The two extra seats (£59 each, "
            "three-course dinner included) come to £118, charged to the card on file; the new total is £236.",
            _CAB_MODIFY,
        ),
        stop(
            "Splendid, thank you very much.",
            "Excellent. Thank you, goodbye.",
            "Very good. £236 in total, noted. Thank you.",
            "",
        ),
    ),
    (
        u(_CAB_OPENER),
        a("Of course. What's the reservation number?"),
        u("CB-88104", "It's CB-88104, for Saturday 24 May.", "The reservation number is CB-88104."),
        a("Thank you. For security, could you confirm the phone number on the booking?"),
        u("07700 900461", "It's 07700 900461.", "+44 7700 900461", "Mobile: 07700900461"),
        a(
            "Thanks, that matches. You have two guests at table T9 on 24 May. I can move the booking to "
            "table T14, which seats four, for £59 per additional guest.",
            _CAB_FIND,
            _CAB_TABLES,
        ),
        u(
            "Before I confirm: is there a vegetarian option on the dinner menu? One "
            "of my guests doesn't eat meat.",
            "Does the dinner include a vegetarian main? My sister-in-law is vegetarian.",
            "One question first - can you cater for a vegetarian?",
        ),
        a("Yes, there's a vegetarian main (wild mushroom risotto); I'll note one vegetarian guest."),
        u(
            "Good. Then please go ahead with four at T14.",
            "Lovely. Yes, add the two guests, £118 extra is fine.",
            "Then yes, please make it four. Two at £59 is £118, correct.",
        ),
        a("Done: four guests at T14, one vegetarian noted. The new total is £236.", _CAB_MODIFY),
        u(
            "Thank you. Will I receive an updated confirmation?",
            "Is the £118 taken now or on the night?",
            "And what time should we arrive?",
        ),
        a("An updated confirmation is sent by text; the £118 has been charged now, and doors open at 18:30."),
        stop("Thank you, that's everything.", "Very helpful. Good evening.", "Perfect, thank you."),
    ),
    (
        u(_CAB_OPENER),
        a("Happy to help. What's your reservation number and last name?"),
        u(
            "CB-88104, Okonkwo.",
            "It's CB-88104 - Okonkwo.",
            "cb-88104 / Okonkwo",
            "CB-88104. Surname: Okonkwo.",
        ),
        a(
            "Thank you. Let me add two guests at the same price.",
            _CAB_FIND,
            call(
                "modify_reservation",
                {"reservation_number": "CB-88104", "guests": 4},
                error="SeatingServiceUnavailable: seating plan locked for maintenance",
            ),
        ),
        a(
            "I'm sorry, our seating system is down for maintenance and I can't change the booking right now. "
            "Please try again after 22:00 or call the box office tomorrow."
        ),
        stop(
            "Alright, I'll try again later. Thank you.",
            "Understood, I'll call the box office tomorrow. Goodbye.",
            "That's a pity, but fine. Thanks.",
            "",
        ),
    ),
)

# -- 4. DJ booked for a surprise 40th ------------------------------------------------------------------------

DJHIRE = Scenario(
    goal="Book a DJ for your sister's surprise 40th birthday party on Saturday 14 June at Bramley Village "
    "Hall, 7 pm to 11 pm, for no more than £600.",
    persona="an excited younger brother organising a surprise party, writes long friendly messages",
    known_facts={
        "event_date": "2025-06-14",
        "venue_address": "12 Orchard Road, Bramley",
        "budget": "£600",
        "guests": "80",
        "email": "tom.hadley@outlook.com",
        "phone": "07700 900812",
    },
    unknown_facts=["DJ's name: Kofi Mensah", "deposit amount", "quote number: Q-5521"],
    expected=["create_booking"],
)
_DJ_AVAIL = call(
    "check_availability",
    {"date": "2025-06-14", "start": "19:00", "end": "23:00"},
    {
        "quote": "Q-5521",
        "options": [
            {"dj": "Kofi Mensah", "package": "Party 4h", "price": 520.0},
            {"dj": "Rhys Evans", "package": "Party 4h + lights", "price": 640.0},
        ],
    },
)
_DJ_BOOKING_ARGS = {
    "quote": "Q-5521",
    "dj": "Kofi Mensah",
    "date": "2025-06-14",
    "venue": "Bramley Village Hall, 12 Orchard Road, Bramley",
    "email": "tom.hadley@outlook.com",
    "phone": "07700 900812",
}
_DJ_BOOK = call(
    "create_booking",
    _DJ_BOOKING_ARGS,
    {"booking": "DJ-30418", "deposit": 130.0, "balance": 390.0, "balance_due": "2025-05-31"},
)
DJHIRE_FLOWS = (
    (
        u(
            "Hi! I'm organising a surprise 40th for my sister on Saturday 14 June at Bramley Village Hall, 7 "
            "to 11 pm. Do you have a DJ free? Budget is up to £600.",
            "Hello, I'd like to book a DJ for a 40th birthday party - 14th June, 7pm till 11pm, Bramley "
            "Village Hall. We can spend up to £600.",
            "Hey there, looking for a DJ for my sister's surprise 40th! It's Sat 14/06 at Bramley Village "
            "Hall from 19:00 to 23:00. Anything under £600?",
            "hi, do you have a DJ available on the 14th of June, 7-11pm? it's a 40th birthday at "
            "bramley village hall, max £600",
        ),
        a("What fun! Roughly how many guests, and what's the full address of the venue?"),
        u(
            "About 80 guests. The hall is at 12 Orchard Road, Bramley.",
            "80 people or so, and it's Bramley Village Hall, 12 Orchard Road.",
            "We're expecting around 80! Address: 12 Orchard Road, Bramley.",
            "~80 guests, 12 Orchard Rd, Bramley",
        ),
        a(
            "Thanks. Kofi Mensah is free that night: Party 4h package, £520, including the sound system and "
            "a playlist call beforehand. Rhys Evans is also free with a light show for £640, which is over "
            "your budget. Your quote number is Q-5521.",
            _DJ_AVAIL,
        ),
        u(
            "Kofi for £520 sounds great! Does he take requests on the night?",
            "Let's go with Kofi Mensah. Does the £520 include setting up before 7?",
            "£520 is perfect, that leaves £80 of the budget for decorations haha. Can he play some "
            "90s stuff? My sister is obsessed.",
            "Kofi please! The £640 one is too much for us.",
        ),
        a(
            "Kofi takes requests, sets up from 18:00 at no extra cost and has a big 90s set. To book him, "
            "what email and phone number should I put on the booking?"
        ),
        u(
            "tom.hadley@outlook.com and 07700 900812",
            "Email tom.hadley@outlook.com, phone 07700 900812.",
            "Sure - tom.hadley@outlook.com / +44 7700 900812",
            "Email: Tom.Hadley@outlook.com\nMobile: 07700900812",
        ),
        a(
            "Booked! Kofi Mensah, Saturday 14 June, 19:00-23:00 at Bramley Village Hall. Booking DJ-30418. A "
            "£130 deposit is due now and the £390 balance by 31 May.",
            _DJ_BOOK,
        ),
        u(
            "Amazing. How do I pay the £130 deposit?",
            "Brilliant!! So £130 now and £390 by the 31st of May, that's the £520. "
            "Is there a link for the deposit?",
            "Great. Can I pay the deposit by bank transfer?",
        ),
        a(
            "A payment link for the £130 deposit is on its way to tom.hadley@outlook.com; "
            "card or bank transfer both work."
        ),
        stop(
            "Perfect, thanks so much! She's going to love it.",
            "Awesome, thank you!",
            "Great, got the email. Thanks for your help 🙂",
            "",
        ),
    ),
    (
        u(
            "Hello, can you do a DJ for a birthday party on 14 June, 7-11pm?",
            "Hi, is there a DJ available for Saturday 14 June in the evening? It's my sister's 40th.",
            "Hi! Need a DJ for a surprise party at Bramley Village Hall on June 14th, 7 till 11.",
        ),
        a("Let me check 14 June, 19:00-23:00.", _DJ_AVAIL),
        a(
            "Good news: Kofi Mensah (£520, 4 hours) and Rhys Evans (£640, 4 hours with a light show) are "
            "both free. What's your budget?"
        ),
        u(
            "Up to £600, so Kofi I guess. What kind of music does he play?",
            "£600 max. Is the light show really worth the extra £120?",
            "We said £600 tops. Tell me a bit about Kofi?",
        ),
        a(
            "Kofi plays a mix of 80s, 90s and current party hits and takes requests. Most parties at village "
            "halls find the hall's own lights are enough, so the £520 package fits well."
        ),
        u("Sounds ideal. Let's book Kofi.", "Great, book Kofi Mensah please.", "OK Kofi it is!"),
        a("Lovely. I need the venue address, an email and a phone number for the booking."),
        u(
            "12 Orchard Road, Bramley. Email tom.hadley@outlook.com, phone 07700 900812.",
            "Venue: Bramley Village Hall, 12 Orchard Road, Bramley\nEmail: "
            "tom.hadley@outlook.com\nPhone: 07700 900812",
            "It's 12 Orchard Rd, Bramley; tom.hadley@outlook.com; 07700900812",
        ),
        a("All booked, reference DJ-30418. £130 deposit now, £390 by 31 May.", _DJ_BOOK),
        stop("Fab, thanks!", "Brilliant, thank you. DJ-30418 saved.", "Perfect. Cheers!", ""),
    ),
    (
        u(
            "Hi, I need a DJ for my sister's 40th birthday on 14 June, 7-11pm, at Bramley Village Hall.",
            "Hello there! Any DJs free on Saturday 14 June from 7 to 11 pm? Budget £600.",
            "hey, booking a DJ for a surprise party, sat 14th june, bramley village hall",
        ),
        a("What address is the party at, and how many guests are you expecting?"),
        u(
            "12 Orchard Road, Bramley - about 80 people.",
            "It's 12 Orchard Road in Bramley, roughly 80 guests.",
            "Bramley Village Hall, 12 Orchard Road. 80ish guests.",
        ),
        a("Kofi Mensah is available for £520 for the four hours. Shall I book him?", _DJ_AVAIL),
        u(
            "Yes please! My email is tom.hadley@outlook.com.",
            "Yes, book him.",
            "Please do! £520 is within budget.",
        ),
        a(
            "Booking now.",
            call(
                "create_booking", _DJ_BOOKING_ARGS, error="PaymentGatewayTimeout: deposit request timed out"
            ),
        ),
        a(
            "Sorry, the booking system timed out while setting up the deposit, so nothing has been booked "
            "yet. Kofi is still free on 14 June; please try again in an hour or give us a call."
        ),
        stop(
            "Ugh, ok. I'll try again later. Thanks.",
            "No worries, I'll call later today. Bye.",
            "Ok, thanks for checking anyway.",
            "",
        ),
    ),
)

# -- 5. flamenco show cancelled: tickets refunded (with an opener) -------------------------------------------

FLAMENCO = Scenario(
    goal="The flamenco show you had two tickets for on Saturday 5 April was cancelled; get the €84 refunded "
    "to your card rather than moving to another date.",
    persona="a tourist from Porto writing in careful, slightly formal English",
    known_facts={
        "order_number": "FL-2025-30871",
        "email": "m.duarte@correio.pt",
        "tickets": "2",
        "amount_paid": "€84",
        "card_last4": "4417",
    },
    unknown_facts=["rescheduled date: 2025-04-19", "refund reference: RFD-77120", "processing time"],
    opener="Hello, the flamenco show I booked for Saturday 5 April has been cancelled. I "
    "would like my money back, please.",
    expected=["issue_refund"],
)
_FLA_OPENER = FLAMENCO.opener or ""
_FLA_RESULT = {
    "order": "FL-2025-30871",
    "show": "Noche Flamenca",
    "date": "2025-04-05T21:00",
    "status": "cancelled",
    "rescheduled_to": "2025-04-19T21:00",
    "tickets": 2,
    "paid": 84.0,
    "card": "**** 4417",
}
_FLA_ORDER = call("get_order", {"order_number": "FL-2025-30871"}, _FLA_RESULT)
_FLA_ORDER_BY_EMAIL = call("get_order", {"email": "m.duarte@correio.pt"}, _FLA_RESULT)
_FLA_REFUND = call(
    "issue_refund",
    {"order_number": "FL-2025-30871", "amount": 84.0},
    {"refund": "RFD-77120", "amount": 84.0, "card": "**** 4417", "eta": "5-10 business days"},
)
FLAMENCO_FLOWS = (
    (
        u(_FLA_OPENER),
        a("I'm very sorry about the cancellation. Could you give me your order number?"),
        u(
            "Of course. The order number is FL-2025-30871.",
            "It is FL-2025-30871.",
            "Yes: FL 2025 30871",
            "The order is fl-2025-30871, for 2 tickets.",
        ),
        a(
            "Thank you. The show has been moved to Saturday 19 April at 21:00. I can transfer your two "
            "tickets to that date, or refund the €84 in full. Which would you prefer?",
            _FLA_ORDER,
        ),
        u(
            "I am afraid we fly home before 19 April, so I would prefer the refund.",
            "The refund, please. We will not be in Spain on the 19th.",
            "Thank you, but a refund of the €84 is better for us.",
            "I prefer the money back, please. Can it go to the same card?",
        ),
        a("Certainly. The refund goes back to the card you paid with, ending 4417. Shall I go ahead?"),
        u(
            "Yes, the card ending in 4417 is correct. Please proceed.",
            "Yes, 4417. Go ahead, please.",
            "That is right, please refund it.",
        ),
        a(
            "Done: €84.00 refunded to the card ending 4417, reference "
            "RFD-77120. It takes 5-10 business days.",
            _FLA_REFUND,
        ),
        stop(
            "Thank you very much for your help.",
            "Very kind, thank you. Goodbye.",
            "Thank you. I have noted RFD-77120.",
            "",
        ),
    ),
    (
        u(_FLA_OPENER),
        a("Sorry to hear that. What email address did you book with?"),
        u("m.duarte@correio.pt", "I booked with m.duarte@correio.pt.", "It was M.Duarte@correio.pt"),
        a(
            "Thanks. I found order FL-2025-30871: two tickets, €84, for 5 April. The show is rescheduled to "
            "19 April. Would you like a refund or tickets for the new date?",
            _FLA_ORDER_BY_EMAIL,
        ),
        u(
            "A refund, please. Is it the full €84, including the booking fee?",
            "The refund. Will I get back all of the €84?",
            "Refund, please - we cannot come on 19 April. Is the fee also returned?",
        ),
        a("Yes, the full €84.00, booking fee included. I'm refunding it now.", _FLA_REFUND),
        a("It's done: reference RFD-77120, to the card ending 4417."),
        u(
            "Thank you. How long does it take to arrive?",
            "Very good. When will I see it on my statement?",
            "Thank you. RFD-77120 - and how many days, approximately?",
        ),
        a("Usually 5-10 business days, depending on your bank."),
        stop(
            "Perfect. Thank you and good evening.",
            "Understood, 5 to 10 business days. Thank you.",
            "Thank you for your kind help.",
        ),
    ),
)

# -- 6. cracked glitter gel jar replaced ---------------------------------------------------------------------

GLITTERBAR = Scenario(
    goal="A jar of holographic glitter gel in your Glitterbar order arrived cracked and "
    "leaking; get a replacement sent.",
    persona="a university student who writes casually, mostly in lowercase",
    known_facts={
        "order_number": "GB-558213",
        "email": "zoe.marsh@icloud.com",
        "item": "Holo Chunky Gel 30 ml",
        "order_total": "$32.40",
        "delivery_date": "2025-02-18",
    },
    unknown_facts=["replacement tracking number: 1Z88F40R0312", "item price", "warehouse contact's name"],
    expected=["create_replacement"],
)
_GLIT_RESULT = {
    "order": "GB-558213",
    "email": "zoe.marsh@icloud.com",
    "delivered": "2025-02-18",
    "total": 32.4,
    "items": [
        {"sku": "HCG-30", "name": "Holo Chunky Gel 30 ml", "price": 12.9},
        {"sku": "BF-12", "name": "Body Fixer Spray", "price": 19.5},
    ],
}
_GLIT_ORDER = call("get_order", {"order_number": "GB-558213"}, _GLIT_RESULT)
_GLIT_ORDER_BOTH = call(
    "get_order", {"order_number": "GB-558213", "email": "zoe.marsh@icloud.com"}, _GLIT_RESULT
)
_GLIT_REPLACE = call(
    "create_replacement",
    {"order_number": "GB-558213", "sku": "HCG-30", "qty": 1},
    {"replacement": "GB-558213-R1", "ships": "2025-02-21", "tracking": "1Z88F40R0312"},
)
GLITTERBAR_FLOWS = (
    (
        u(
            "hi! my glitterbar order came today and the holo chunky gel jar is cracked, glitter "
            "everywhere 😭 can i get a new one?",
            "Hi, one of the items in my order arrived broken - the Holo Chunky Gel jar is cracked and "
            "leaking. Could you send a replacement?",
            "hey, the holo chunky gel in my order showed up with a cracked lid and it leaked all "
            "over the box. replacement pls?",
            "Hello, my glitter gel jar arrived cracked. I'd like a replacement please.",
        ),
        a("Oh no, sorry about the mess! What's your order number?"),
        u("GB-558213", "it's gb-558213", "order number GB 558213", "GB-558213, delivered on the 18th"),
        a(
            "Thanks! I see the Holo Chunky Gel 30 ml ($12.90) and a Body Fixer Spray in that order. I can "
            "send a free replacement of the gel, or refund the $12.90. Which would you like?",
            _GLIT_ORDER,
        ),
        u(
            "replacement please, i need it for a festival",
            "A replacement please! The body fixer spray is fine btw.",
            "new jar please, not the refund",
            "replacement! do i need to send the broken one back?",
            "the replacement pls, $12.90 back wouldn't really help me lol",
        ),
        a(
            "No need to send anything back. I've set up a replacement Holo Chunky Gel 30 ml; it ships on 21 "
            "February with tracking 1Z88F40R0312.",
            _GLIT_REPLACE,
        ),
        stop("yay thank you!!", "Perfect, thanks so much.", "amazing, 1Z88F40R0312 saved. thanks!", ""),
    ),
    (
        u(
            "hi, my holo chunky gel arrived cracked. what do i do?",
            "Hello, a product in my order is damaged (cracked jar). How can I get it replaced?",
            "hey so my glitter gel jar is cracked open 🙃 replacement?",
        ),
        a("Sorry about that! Please give me your order number and the email you used."),
        u(
            "GB-558213, zoe.marsh@icloud.com",
            "order GB-558213 and email zoe.marsh@icloud.com",
            "sure: gb-558213 / Zoe.Marsh@icloud.com",
        ),
        a(
            "Thanks Zoe. Found it, delivered 18 February. Is it the Holo Chunky Gel 30 ml that's damaged?",
            _GLIT_ORDER_BOTH,
        ),
        u(
            "yes that one. could i get a different shade instead, like the rose gold?",
            "Yes. Could the replacement be a different colour?",
            "yep the 30 ml holo one. can i swap it for another shade while you're at it?",
        ),
        a(
            "I'm afraid replacements have to be the same item, but it's on us. Shall I "
            "send a new Holo Chunky Gel 30 ml?"
        ),
        u(
            "ok fair enough, same one then",
            "Sure, same item is fine.",
            "no worries, yes please send the same one",
        ),
        a("Done, replacement GB-558213-R1 ships on 21 Feb.", _GLIT_REPLACE),
        u(
            "thanks! is there tracking?",
            "Great - will I get a tracking number?",
            "cool. when should it arrive roughly?",
        ),
        a("Yes: tracking 1Z88F40R0312; it usually arrives 2-3 days after it ships."),
        stop("perfect, thank you!", "Great, thanks for the help.", "ok awesome, bye!"),
    ),
    (
        u(
            "hi, the holo chunky gel from my order is cracked, i only just opened "
            "the box. can you send a new one?",
            "Hello, I just unpacked my Glitterbar order and the glitter gel jar "
            "is cracked. Replacement please?",
            "hiya - cracked jar of holo gel in my order :( could you replace it?",
        ),
        a("Sorry to hear that. What's the order number?"),
        u("GB-558213", "It's GB-558213.", "gb-558213 :)"),
        a(
            "Thanks. That order was delivered on 18 February, and damage has to be reported within 14 days "
            "of delivery, so I'm not able to send a replacement for it. I'm sorry.",
            _GLIT_ORDER,
        ),
        u(
            "oh no, really? it sat in my parcel locker for a while. is there nothing you can do?",
            "That's a shame. Can't you make an exception?",
            "hm, i didn't open it until now. no exceptions at all?",
        ),
        a(
            "I'm sorry, I can't make an exception on damage claims after 14 days. I can "
            "offer 10% off your next order."
        ),
        stop("ok, that's disappointing but thanks anyway.", "Fine. Thanks for checking.", "ok, bye.", ""),
    ),
)

# -- 7. child enrolled in a kids' hula hoop class (with an opener) -------------------------------------------

HULAHOOP = Scenario(
    goal="Enrol your daughter in a kids' hula hoop class this term.",
    persona="a warm, chatty parent typing on a phone",
    known_facts={
        "child_name": "Maya Obi",
        "child_age": "7",
        "parent_name": "Joy Obi",
        "email": "joy.obi@gmail.com",
        "phone": "+44 7700 900355",
        "preferred_day": "Saturday",
    },
    unknown_facts=["term fee: £96", "coach's name", "class code: HH-SAT-K2"],
    opener="Hi there, do you still have space in the kids' hula hoop classes this term?",
    expected=["enrol_student"],
)
_HOOP_OPENER = HULAHOOP.opener or ""
_HOOP_LIST = call(
    "list_classes",
    {"age": 7, "term": "summer-2025"},
    {
        "classes": [
            {
                "code": "HH-SAT-K2",
                "day": "Saturday",
                "time": "10:00-10:45",
                "coach": "Bella Nwosu",
                "spaces": 3,
                "fee": 96.0,
                "weeks": 12,
                "starts": "2025-04-26",
            },
            {
                "code": "HH-WED-K1",
                "day": "Wednesday",
                "time": "16:30-17:15",
                "coach": "Tom Reid",
                "spaces": 1,
                "fee": 96.0,
                "weeks": 12,
                "starts": "2025-04-23",
            },
        ]
    },
)
_HOOP_ENROL = call(
    "enrol_student",
    {"class_code": "HH-SAT-K2", "child": "Maya Obi", "age": 7, "parent_email": "joy.obi@gmail.com"},
    {"enrolment": "EN-20913", "class": "HH-SAT-K2", "starts": "2025-04-26", "fee_due": 96.0},
)
HULAHOOP_FLOWS = (
    (
        u(_HOOP_OPENER),
        a("We do! How old is your child, and which day suits you best?"),
        u(
            "She's 7, and Saturdays would be ideal.",
            "My daughter is seven - Saturday if possible!",
            "7 years old, Saturday mornings ideally 😊",
            "she's 7. saturdays are easiest for us",
        ),
        a(
            "Lovely. The Saturday class for ages 6-8 (HH-SAT-K2) runs 10:00-10:45 with coach Bella Nwosu and "
            "has 3 spaces left. The term is 12 weeks from 26 April, £96 in total.",
            _HOOP_LIST,
        ),
        u(
            "Perfect! So that's £8 a week? Does she need her own hoop?",
            "That sounds great. Does she need to bring a hoop?",
            "Great, 10am works. Is the £96 paid upfront or monthly?",
            "Ooh perfect, a 26 April start. What should she wear?",
        ),
        a(
            "It works out at £8 a week, paid upfront for the term. Hoops are provided and comfy clothes are "
            "best. Shall I enrol her? I'll need her full name and your email."
        ),
        u(
            "Yes please! She's Maya Obi, and my email is joy.obi@gmail.com.",
            "Maya Obi, and you can reach me at joy.obi@gmail.com.",
            "Yes! Child: Maya Obi\nEmail: joy.obi@gmail.com",
            "Maya Obi - joy.obi@gmail.com. Thank you!",
        ),
        a(
            "Maya is enrolled in HH-SAT-K2, starting Saturday 26 April at 10:00. Enrolment EN-20913; the £96 "
            "is due before the first class.",
            _HOOP_ENROL,
        ),
        stop(
            "Wonderful, she'll be so excited. Thank you!",
            "Thanks so much! See you on the 26th.",
            "Brilliant, thank you 😊",
            "",
        ),
    ),
    (
        u(_HOOP_OPENER),
        a("Yes, there's space in a couple of groups. How old is your child?"),
        u("She's seven.", "7!", "My daughter Maya is 7."),
        a(
            "We have Saturday 10:00-10:45 with Bella Nwosu and Wednesday 16:30-17:15 with Tom Reid, "
            "both £96 for the 12-week term.",
            _HOOP_LIST,
        ),
        u(
            "Saturday please, weekdays are tricky with school pickup.",
            "The Saturday one with Bella, please.",
            "Saturday 10am would suit us best.",
        ),
        a("Great choice. Can I take your child's full name, your name, and an email and phone number?"),
        u(
            "Maya Obi; I'm Joy Obi. Email joy.obi@gmail.com, phone +44 7700 900355.",
            "Child: Maya Obi\nParent: Joy Obi\nEmail: joy.obi@gmail.com\nPhone: 07700 900355",
            "Maya Obi, parent Joy Obi, joy.obi@gmail.com, 07700900355",
        ),
        a(
            "Thank you, Joy. Maya is enrolled (EN-20913) in the Saturday class from 26 April. The £96 fee "
            "is due before the first session.",
            _HOOP_ENROL,
        ),
        u(
            "Thank you! How do I pay the £96?",
            "Lovely. Can I pay by bank transfer?",
            "Great. Is there a sibling discount if her brother joins later?",
        ),
        a("You'll get a payment link by email, and bank transfer is fine too. There's 10% off for siblings."),
        stop("Perfect, thanks for your help!", "Great, thanks so much.", "Amazing, thank you. Bye!"),
    ),
)

# -- 8. improv course place transferred to a friend ----------------------------------------------------------

IMPROV = Scenario(
    goal="You can't attend the Level 1 improv course you enrolled in; transfer your place to "
    "a friend instead of losing it.",
    persona="a software tester with a dry sense of humour",
    known_facts={
        "enrolment_id": "IMP-7342",
        "full_name": "Dev Malhotra",
        "email": "dev.malhotra@proton.me",
        "friend_name": "Hana Sato",
        "friend_email": "hana.sato@gmail.com",
    },
    unknown_facts=["transfer fee: $25", "course start date: 2025-04-02", "teacher's name"],
    expected=["transfer_enrolment"],
)
_IMP_RESULT = {
    "id": "IMP-7342",
    "student": "Dev Malhotra",
    "course": "Level 1 Improv",
    "day": "Wednesday",
    "time": "19:00-21:00",
    "starts": "2025-04-02",
    "weeks": 8,
    "paid": 240.0,
    "rate": "standard",
}
_IMP_FIND = call("get_enrolment", {"enrolment_id": "IMP-7342"}, _IMP_RESULT)
_IMP_FIND_EARLY = call(
    "get_enrolment", {"email": "dev.malhotra@proton.me"}, {**_IMP_RESULT, "paid": 180.0, "rate": "early_bird"}
)
_IMP_TRANSFER = call(
    "transfer_enrolment",
    {"enrolment_id": "IMP-7342", "to_name": "Hana Sato", "to_email": "hana.sato@gmail.com"},
    {"new_id": "IMP-7391", "student": "Hana Sato", "fee": 25.0, "status": "transferred"},
)
IMPROV_FLOWS = (
    (
        u(
            "Hi, I enrolled in Level 1 improv but I can't make it anymore. Can I give my spot to a friend?",
            "Hello - work has eaten my evenings, so I can't do the Level 1 improv course. "
            "Could my friend Hana take my place?",
            "Hey, is it possible to transfer my improv course place to someone "
            "else? I can't attend after all.",
            "hi, cant do level 1 improv anymore :( can my friend take my place instead?",
        ),
        a("That's usually possible. What's your enrolment ID?"),
        u("IMP-7342", "It's IMP-7342.", "Enrolment ID: imp 7342", "IMP-7342 - under Dev Malhotra."),
        a(
            "Thanks, Dev. Level 1 Improv, Wednesdays 19:00-21:00 for 8 weeks, starting 2 April. Transfers "
            "before the start date cost a $25 admin fee. Who should the place go to?",
            _IMP_FIND,
        ),
        u(
            "My friend Hana Sato, hana.sato@gmail.com.",
            "Hana Sato - her email is hana.sato@gmail.com. The $25 is fine.",
            "It's for Hana Sato (hana.sato@gmail.com). Can the $25 come off my card?",
            "Hana Sato. Email: Hana.Sato@gmail.com. Better than losing the whole $240, I guess.",
        ),
        a(
            "Done. Hana Sato now has the place (enrolment IMP-7391) and gets a welcome email; the $25 fee "
            "goes on the card you paid with.",
            _IMP_TRANSFER,
        ),
        stop(
            "Great, thanks! She'll be funnier than me anyway.",
            "Perfect, thank you.",
            "Cheers, appreciate it.",
            "",
        ),
    ),
    (
        u(
            "Hi, I can't do the improv course I signed up for. Can I transfer it to a friend?",
            "Hello, I'd like to pass my improv course place on to a friend, if that's allowed.",
            "Hi! Quick question: can a friend take over my Level 1 improv place?",
        ),
        a("Let me check. What's your enrolment ID or the email you used?"),
        u(
            "dev.malhotra@proton.me",
            "Email is dev.malhotra@proton.me.",
            "IMP-7342, email dev.malhotra@proton.me",
        ),
        a(
            "I found your enrolment. Unfortunately it was bought at the early-bird rate, "
            "and early-bird places can't be transferred to another person. I can only offer "
            "you a credit for a later course.",
            _IMP_FIND_EARLY,
        ),
        u(
            "Hm. Is there really no way to move it to my friend?",
            "That's annoying - not even with a fee?",
            "So even if I pay a transfer fee, no?",
        ),
        a(
            "I'm sorry, no: early-bird places are non-transferable, even with a fee. The credit offer "
            "stands if you'd like it later."
        ),
        stop(
            "OK, I'll think about the credit. Thanks anyway.",
            "Fair enough. Thanks for checking.",
            "Right, shame. Bye.",
            "",
        ),
    ),
    (
        u(
            "Hi! Can I transfer my Level 1 improv place to my friend Hana Sato?",
            "Hello, I'd like my friend Hana to take over my improv course place.",
            "hi, i need to transfer my improv enrolment to a friend",
        ),
        a("Sure. I need your enrolment ID, plus your friend's full name and email."),
        u(
            "Enrolment IMP-7342. My friend is Hana Sato, hana.sato@gmail.com.",
            "IMP-7342 / Hana Sato / hana.sato@gmail.com",
            "ID: IMP-7342\nFriend: Hana Sato\nHer email: hana.sato@gmail.com",
        ),
        a(
            "Thanks. There's a $25 transfer fee since the course hasn't started yet. OK to go ahead?",
            _IMP_FIND,
        ),
        u(
            "Yes, go ahead with the $25.",
            "Sure, $25 is fine.",
            "Fine by me. When does it start, by the way?",
            "yes. Who's teaching it, out of interest?",
        ),
        a(
            "Transferred: Hana's enrolment is IMP-7391. The course starts Wednesday 2 April, "
            "19:00-21:00, and Rosa Lindgren teaches it.",
            _IMP_TRANSFER,
        ),
        u(
            "Great, I'll let Hana know it starts on 2 April.",
            "Nice, I'll tell Hana she's with Rosa Lindgren from the 2nd.",
            "Thanks. Will Hana get an email about it?",
            "Perfect. Does the $25 show up as a separate charge?",
        ),
        a("Hana gets a welcome email today, and the $25 shows as a separate charge on your card."),
        stop("Cheers!", "Great, thank you.", "Thanks for the help, have a good one."),
    ),
)

# -- 9. Mother's Day jazz brunch table (with an opener) ------------------------------------------------------

JAZZBRUNCH = Scenario(
    goal="Book a table for six at the jazz brunch on Mother's Day, Sunday 11 May, with "
    "a high chair for your toddler.",
    persona="a busy father organising a Mother's Day surprise, writes short messages",
    known_facts={
        "party_size": "6",
        "date": "2025-05-11",
        "full_name": "Marcus Bell",
        "phone": "(312) 555-0166",
        "email": "marcus.bell@yahoo.com",
    },
    unknown_facts=["brunch price per person", "deposit: $60", "band name: The Bluebird Trio"],
    opener="Hey, can I get a table for the jazz brunch on Mother's Day?",
    expected=["book_table"],
)
_JAZZ_OPENER = JAZZBRUNCH.opener or ""
_JAZZ_TABLES = call(
    "check_tables",
    {"date": "2025-05-11", "party_size": 6},
    {
        "slots": [{"time": "11:00", "table": "T21"}, {"time": "13:30", "table": "T8"}],
        "price_per_person": 42.0,
        "deposit_per_person": 10.0,
        "band": "The Bluebird Trio",
    },
)
_JAZZ_BOOK_11 = call(
    "book_table",
    {"date": "2025-05-11", "time": "11:00", "party_size": 6, "name": "Marcus Bell", "high_chair": True},
    {"confirmation": "JB-61937", "table": "T21", "time": "11:00", "deposit": 60.0},
)
_JAZZ_BOOK_1330 = call(
    "book_table",
    {"date": "2025-05-11", "time": "13:30", "party_size": 6, "name": "Marcus Bell", "high_chair": True},
    {"confirmation": "JB-61952", "table": "T8", "time": "13:30", "deposit": 60.0},
)
JAZZBRUNCH_FLOWS = (
    (
        u(_JAZZ_OPENER),
        a("Happy to! How many people, and do you prefer the 11:00 or the 13:30 seating?"),
        u(
            "Six of us, including my toddler. 11 works best.",
            "6 people - 11:00 please. We'll need a high chair.",
            "There'll be 6, one is a toddler so we need a high chair. Earlier seating if possible.",
            "6. 11am. high chair pls",
        ),
        a("Let me check Sunday 11 May.", _JAZZ_TABLES),
        a(
            "Table T21 is free at 11:00 and I can add a high chair. Brunch is $42 per person, with a $10 per "
            "person deposit, so $60 now. The Bluebird Trio is playing. Can I have a name and phone number?"
        ),
        u(
            "Marcus Bell, (312) 555-0166.",
            "Name's Marcus Bell, phone 312-555-0166. $60 deposit is fine.",
            "Marcus Bell / 3125550166",
            "Sure - Marcus Bell, (312) 555 0166. So $252 for the six of us on the day?",
        ),
        a(
            "Booked: table T21, Sunday 11 May at 11:00 for six, high chair included. Confirmation JB-61937. "
            "The $60 deposit is taken now; brunch for six comes to $252 on the day, less the deposit.",
            _JAZZ_BOOK_11,
        ),
        stop("Perfect, thanks!", "Great. Thanks a lot.", "Thanks, she'll love it.", ""),
    ),
    (
        u(_JAZZ_OPENER),
        a("Sure. For how many guests?"),
        u(
            "6, one of them a toddler who needs a high chair.",
            "Six people.",
            "6 incl. a little one - high chair needed",
        ),
        a("We have 11:00 at table T21 or 13:30 at table T8. Which do you prefer?", _JAZZ_TABLES),
        u(
            "Who's playing that day?",
            "What's the price per person?",
            "Which band is on? And is it a set menu?",
        ),
        a(
            "The Bluebird Trio is playing. It's a set brunch menu at $42 per person, with a "
            "$10 per person deposit to book."
        ),
        u(
            "Sounds good. 13:30 then, so mum can sleep in.",
            "Let's do 1:30.",
            "Great, 13:30 please. $42 each is fine.",
            "1:30 pm works. Do you need a card for the deposit?",
        ),
        a("Great. Name and phone number for the booking? The deposit is taken from a card link by text."),
        u(
            "Marcus Bell, (312) 555-0166",
            "Marcus Bell - 312 555 0166",
            "It's Marcus Bell. Phone (312) 555-0166. Email marcus.bell@yahoo.com if you need it.",
        ),
        a(
            "All set: table T8 at 13:30 on 11 May for six, high chair included. Confirmation JB-61952; a $60 "
            "deposit link has been texted to you.",
            _JAZZ_BOOK_1330,
        ),
        u(
            "Thanks. Can I change the time later if needed?",
            "Great. Is parking available nearby?",
            "Perfect. JB-61952 - is that what I give at the door?",
        ),
        a(
            "Yes, give JB-61952 at the door; changes are free up to 48 hours before, and there's "
            "a car park behind the building."
        ),
        stop("Great, thanks.", "Perfect. Thanks!", "Thanks, see you on the 11th."),
    ),
)

# -- 10. kendama order redirected to a new address before dispatch -------------------------------------------

KENDAMA = Scenario(
    goal="Change the delivery address of your kendama order to your new flat in York before it ships.",
    persona="a kendama enthusiast in his twenties, casual and upbeat",
    known_facts={
        "order_number": "KD-104482",
        "email": "ollie.brandt@gmail.com",
        "old_address": "27 Cedar Street, Leeds LS6 2AB",
        "new_address": "14 Harewood Close, York YO24 3QT",
        "order_total": "£64.50",
    },
    unknown_facts=["dispatch date: 2025-03-21", "courier", "tracking number: TN48210937GB"],
    expected=["update_shipping_address"],
)
_KEN_RESULT = {
    "order": "KD-104482",
    "status": "awaiting_dispatch",
    "dispatch": "2025-03-21",
    "items": ["Sweets Prime kendama (Cherry)", "spare string x5"],
    "total": 64.5,
    "ship_to": "27 Cedar Street, Leeds LS6 2AB",
}
_KEN_ORDER = call("get_order", {"order_number": "KD-104482"}, _KEN_RESULT)
_KEN_ORDER_BY_EMAIL = call(
    "get_order", {"email": "ollie.brandt@gmail.com", "postcode": "LS6 2AB"}, _KEN_RESULT
)
_KEN_UPDATE_ARGS = {"order_number": "KD-104482", "address": "14 Harewood Close, York YO24 3QT"}
_KEN_UPDATE = call(
    "update_shipping_address",
    _KEN_UPDATE_ARGS,
    {
        "order": "KD-104482",
        "ship_to": "14 Harewood Close, York YO24 3QT",
        "dispatch": "2025-03-21",
        "courier": "Royal Mail",
        "tracking": "TN48210937GB",
    },
)
KENDAMA_FLOWS = (
    (
        u(
            "Hey! I just moved house - can I change the delivery address on my kendama order?",
            "Hi, I need to update the shipping address for my order, I've moved to York.",
            "hello, my kendama order hasn't shipped yet I think, and I've moved "
            "flats. can you change the address?",
            "Hi there, quick one: I moved to a new flat in York, can you send my order there instead?",
        ),
        a("No problem if it hasn't shipped yet. What's the order number?"),
        u("KD-104482", "It's KD-104482 👍", "order number kd104482", "KD-104482, the one for £64.50"),
        a(
            "Thanks. It's still waiting to be dispatched (planned for 21 March) and is going to 27 Cedar "
            "Street, Leeds. What's the new address?",
            _KEN_ORDER,
        ),
        u(
            "14 Harewood Close, York YO24 3QT",
            "It's 14 Harewood Close, York, YO24 3QT.",
            "New address:\n14 Harewood Close\nYork\nYO24 3QT",
            "14 Harewood Cl, York YO24 3QT - good timing with the 21st!",
        ),
        a(
            "Updated: your order will now go to 14 Harewood Close, York YO24 3QT, dispatching 21 March with "
            "Royal Mail, tracking TN48210937GB.",
            _KEN_UPDATE,
        ),
        stop("Legend, thanks!", "Sweet, cheers.", "Perfect, thanks a lot!", ""),
    ),
    (
        u(
            "Hi, can I change where my order is being delivered?",
            "hey, I need to change my delivery address please",
            "Hello! I've moved, so I'd like my kendama order sent to my new place.",
        ),
        a("Sure. For security, can you confirm the email on the order and the current delivery postcode?"),
        u(
            "ollie.brandt@gmail.com, and the postcode is LS6 2AB.",
            "Email ollie.brandt@gmail.com, postcode LS6 2AB",
            "It's ollie.brandt@gmail.com - current address 27 Cedar Street, Leeds LS6 2AB.",
        ),
        a("Thanks, found order KD-104482, not yet dispatched. Where should it go now?", _KEN_ORDER_BY_EMAIL),
        u(
            "14 Harewood Close, York YO24 3QT please.",
            "New address is 14 Harewood Close, York YO24 3QT.",
            "to 14 harewood close, york, yo24 3qt",
        ),
        a("Done, KD-104482 now ships to 14 Harewood Close, York YO24 3QT.", _KEN_UPDATE),
        u(
            "Thanks! Which courier is it going with?",
            "Cheers. Will I get a tracking number?",
            "Nice. When does it go out?",
        ),
        a("It goes out on 21 March with Royal Mail; the tracking number is TN48210937GB."),
        stop("Awesome, I'll keep an eye on TN48210937GB. Thanks!", "Great, cheers!", "Perfect, thank you."),
    ),
    (
        u(
            "Hi, I need to change the delivery address on order KD-104482.",
            "Hey, can you redirect my order KD-104482 to my new flat?",
            "Hi! Order KD-104482 - I've moved to York, can the address be changed?",
        ),
        a("Let me look. It hasn't been dispatched yet. What's the new address?", _KEN_ORDER),
        u(
            "14 Harewood Close, York YO24 3QT",
            "It's 14 Harewood Close, York, YO24 3QT.",
            "14 Harewood Close, York YO24 3QT please",
        ),
        a(
            "Updating now.",
            call(
                "update_shipping_address",
                _KEN_UPDATE_ARGS,
                error="OrderLocked: order is being picked in the warehouse",
            ),
        ),
        a(
            "Sorry, the order has just been locked for picking, so I can't change the address any more. Once "
            "it ships you can redirect it with the courier."
        ),
        stop(
            "Ah, unlucky. Ok, I'll redirect it then. Thanks.",
            "Fair enough, thanks for trying.",
            "Ok no worries. Cheers.",
            "",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("aerialsilks", AERIALSILKS, AERIALSILKS_FLOWS),
    Domain("bellydance", BELLYDANCE, BELLYDANCE_FLOWS),
    Domain("cabaret", CABARET, CABARET_FLOWS),
    Domain("djhire", DJHIRE, DJHIRE_FLOWS),
    Domain("flamenco", FLAMENCO, FLAMENCO_FLOWS),
    Domain("glitterbar", GLITTERBAR, GLITTERBAR_FLOWS),
    Domain("hulahoop", HULAHOOP, HULAHOOP_FLOWS),
    Domain("improv", IMPROV, IMPROV_FLOWS),
    Domain("jazzbrunch", JAZZBRUNCH, JAZZBRUNCH_FLOWS),
    Domain("kendama", KENDAMA, KENDAMA_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "aerialsilks",
        0,
        Say(
            0,
            "Hi, I've sprained my wrist so I can't do the aerial silks workshop on Saturday. Can we move it?",
        ),
        "paraphrase",
    ),
    F(
        "opener",
        "aerialsilks",
        1,
        Say(0, "Hi! I sprained my wrist and can't make my aerial silks workshop this Saturday."),
        "truncated: the question dropped",
    ),
    F(
        "opener",
        "cabaret",
        0,
        Say(
            0,
            "Good evening, I'd like to add two more guests to my cabaret dinner booking for Saturday 24 May.",
        ),
        "opener plus the date",
    ),
    F(
        "opener",
        "cabaret",
        1,
        Say(0, "Hello there! Good evening, I'd like to add two more guests to my cabaret dinner booking."),
        "greeting put in front",
    ),
    F(
        "opener",
        "flamenco",
        1,
        Say(0, "Good afternoon. I have a question about the tickets I bought for a flamenco show."),
        "a different first message",
    ),
    F(
        "opener",
        "hulahoop",
        0,
        Say(
            0, "Hi there, do you still have space in the kids' hula hoop classes this term? My daughter is 7."
        ),
        "opener plus the age",
    ),
    F(
        "opener",
        "hulahoop",
        1,
        Say(0, "Hello! Are there any places left in your children's hula hoop classes?"),
        "paraphrase",
    ),
    F(
        "opener",
        "jazzbrunch",
        1,
        Say(0, "Hey, can I get a table for the jazz brunch on Mother's Day? There'll be six of us."),
        "opener plus a sentence",
    ),
    # -- reply_shape: a second voice, reasoning, markers, a stop that asks
    F(
        "reply_shape",
        "aerialsilks",
        1,
        Say(2, "*checks her shift rota on the fridge* Is the 12 April class also in the morning?"),
        "an action written as in a play",
    ),
    F(
        "reply_shape",
        "bellydance",
        0,
        Say(2, "Yes please, refund the $105. Is there anything else I can help you with today?"),
        "the assistant's stock phrase",
    ),
    F(
        "reply_shape",
        "cabaret",
        1,
        Say(
            3,
            "Before I confirm: is there a vegetarian option on the dinner menu?\nBox "
            "office: Yes, there is always one.",
        ),
        "the box office answers on its own line",
    ),
    F(
        "reply_shape",
        "djhire",
        0,
        Say(
            2,
            "Thought process: Kofi is under budget and Rhys isn't, so pick Kofi.\n\nKofi for £520 sounds "
            "great! Does he take requests on the night?",
        ),
        "reasoning written out",
    ),
    F(
        "reply_shape",
        "flamenco",
        1,
        Say(4, "Thank you. Will the refund appear under the name of the theatre on my statement?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "glitterbar",
        0,
        Say(2, '{"role": "user", "content": "replacement please, i need it for a festival"}'),
        "a message written as JSON with a role",
    ),
    F(
        "reply_shape",
        "improv",
        0,
        Say(1, "IMP-7342\n\nNote to self: ask whether Hana has to pay anything extra."),
        "a note to self",
    ),
    F(
        "reply_shape",
        "jazzbrunch",
        0,
        Say(2, "Customer (Marcus): Marcus Bell, (312) 555-0166."),
        "a role marker with a name",
    ),
    F(
        "reply_shape",
        "kendama",
        0,
        Say(2, "Here's my reply as the customer:\n14 Harewood Close, York YO24 3QT"),
        "a reply framed as the part",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "aerialsilks",
        0,
        Say(1, "Sure, it's AS-40719. I booked it back on 2 February, if that helps."),
        "a booking date",
    ),
    F(
        "invented_specifics",
        "bellydance",
        2,
        Say(1, "It's BD-10-5582 - I paid for it with my Visa ending 3391."),
        "card digits",
    ),
    F(
        "invented_specifics",
        "cabaret",
        0,
        Say(2, "Yes, please move us to T14. I remember paying £128 for our two seats, so the extra is fine."),
        "a misremembered amount",
    ),
    F(
        "invented_specifics",
        "djhire",
        1,
        Say(
            3,
            "12 Orchard Road, Bramley. Email tom.hadley@outlook.com, phone 07700 900812. The hall's booking "
            "reference is BVH-2291 if the DJ needs it.",
        ),
        "a booking reference for the hall",
    ),
    F(
        "invented_specifics",
        "flamenco",
        1,
        Say(1, "I booked with m.duarte@correio.pt, or perhaps with marta.duarte@gmail.com."),
        "a second email",
    ),
    F("invented_specifics", "glitterbar", 0, Say(1, "it's gb-558312"), "order digits swapped"),
    F(
        "invented_specifics",
        "hulahoop",
        1,
        Say(3, "Maya Obi; I'm Joy Obi. Email joy.obi@gmail.com, phone +44 7700 900533."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "improv",
        2,
        Say(2, "Yes, go ahead. Last time a transfer only cost me $15, so $25 is a bit steep, but fine."),
        "an amount from nowhere",
    ),
    F(
        "invented_specifics",
        "jazzbrunch",
        1,
        Say(
            4,
            "Marcus Bell, (312) 555-0166. Could you also mail a gift card for my wife to 1820 N Halsted St?",
        ),
        "a street address",
    ),
    # -- unknown_fact: the user states what it does not know
    F(
        "unknown_fact",
        "aerialsilks",
        2,
        Say(1, "AS-40719 - the Saturday class with Marisol Ferreira."),
        "instructor's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "bellydance",
        0,
        Say(
            0,
            "Hi, the Thursday evening belly dance course was cancelled, so I'd like my $105 "
            "back for the classes I didn't use.",
        ),
        "refund amount before the agent said it",
    ),
    F(
        "unknown_fact",
        "cabaret",
        1,
        Say(1, "It's CB-88104. We're at table T14, I believe."),
        "table number before the agent said it",
    ),
    F(
        "unknown_fact",
        "djhire",
        1,
        Say(0, "Hi, is Kofi Mensah free to DJ my sister's 40th on Saturday 14 June, 7-11pm?"),
        "DJ's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "flamenco",
        0,
        Say(
            1,
            "It is FL-2025-30871. I read online that the show was moved to the 19th "
            "of April, but we cannot go then.",
        ),
        "rescheduled date in another format",
    ),
    F(
        "unknown_fact",
        "glitterbar",
        1,
        Say(
            0,
            "hi, the holo chunky gel i ordered arrived cracked 😭 the item price was $12.90 so not the end of "
            "the world, but can i get a new one?",
        ),
        "item price before the agent said it",
    ),
    F(
        "unknown_fact",
        "hulahoop",
        1,
        Say(1, "She's seven. Is Bella Nwosu still coaching that age group?"),
        "coach's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "improv",
        2,
        Say(
            1,
            "Enrolment IMP-7342. My friend is Hana Sato, hana.sato@gmail.com. I know there's a "
            "twenty-five dollar transfer fee.",
        ),
        "transfer fee in words",
    ),
    F(
        "unknown_fact",
        "kendama",
        0,
        Say(1, "KD-104482. It's meant to ship on 21/03, right?"),
        "dispatch date before the agent said it",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "aerialsilks",
        0,
        Say(1, "Sure, it's AS-40719. Priya Raman, priya.raman@mailbox.org, and I paid £45 for it."),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "bellydance",
        1,
        Say(
            0,
            "Hi, the Thursday evening course was cancelled and I want a refund for the unused classes. Pass "
            "BD-10-5582, bought 2025-01-08 for $150, email lena.kowalczyk@fastmail.com.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "djhire",
        2,
        Say(
            0,
            "Hi, I need a DJ for my sister's 40th on 14 June, 7-11pm, at 12 Orchard Road, Bramley. About 80 "
            "guests; you can reach me at tom.hadley@outlook.com or 07700 900812.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "glitterbar",
        1,
        Say(
            0,
            "hi, my holo chunky gel 30 ml arrived cracked. order GB-558213, delivered 18 feb, email "
            "zoe.marsh@icloud.com - can you send a new one?",
        ),
        "everything in the first message",
    ),
    F(
        "data_dump",
        "glitterbar",
        0,
        Say(1, "GB-558213 - delivered 18 Feb, total was $32.40, and my email is zoe.marsh@icloud.com"),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "hulahoop",
        0,
        Say(
            1,
            "She's 7, Saturdays ideally. Her name is Maya Obi, I'm Joy Obi, and "
            "my email is joy.obi@gmail.com.",
        ),
        "asked for age and day, gives three more",
    ),
    F(
        "data_dump",
        "improv",
        1,
        Say(
            1,
            "IMP-7342, dev.malhotra@proton.me. I'm Dev Malhotra, and my friend is "
            "Hana Sato, hana.sato@gmail.com.",
        ),
        "asked for the ID or email, gives three more",
    ),
    F(
        "data_dump",
        "jazzbrunch",
        0,
        Say(1, "Six of us, 11:00 please. I'm Marcus Bell, (312) 555-0166, marcus.bell@yahoo.com."),
        "asked for size and seating, gives three more",
    ),
    F(
        "data_dump",
        "kendama",
        0,
        Say(
            0,
            "Hi, I've moved. Order KD-104482 (£64.50) is going to 27 Cedar Street, Leeds LS6 2AB - please "
            "send it to 14 Harewood Close, York YO24 3QT instead.",
        ),
        "a list of facts in the first message",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "aerialsilks",
        1,
        StopAt(4, "Ok, let me check my rota for April and I'll get back to you. Thanks!"),
        "leaves to check the rota",
    ),
    F("premature_stop", "bellydance", 0, StopAt(4, "Ok, good to know. Thanks!"), "after the offer"),
    F(
        "premature_stop",
        "cabaret",
        0,
        StopAt(4, "Thank you, that's all I needed to know. Goodbye."),
        "leaves after the quote",
    ),
    F(
        "premature_stop",
        "djhire",
        0,
        StopAt(6, "Amazing, that's all sorted then. Thanks so much!"),
        "thinks it is booked before the booking",
    ),
    F(
        "premature_stop",
        "flamenco",
        0,
        StopAt(6, "Let me check the card with my husband first. Thank you, goodbye."),
        "leaves before confirming the card",
    ),
    F("premature_stop", "glitterbar", 0, StopAt(4, "ok cool, thanks!"), "after the offer"),
    F(
        "premature_stop",
        "improv",
        0,
        StopAt(4, "Let me ask Hana first and I'll get back to you. Thanks."),
        "leaves to ask the friend",
    ),
    F(
        "premature_stop",
        "jazzbrunch",
        1,
        StopAt(6, "ok great, see you on the 11th!"),
        "stops as if booked after the prices",
    ),
    F("premature_stop", "kendama", 1, StopAt(4, ""), "silent stop when asked for the address"),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F(
        "persona_sent",
        "bellydance",
        1,
        meta(1, prompt_missing=["known_facts.email", "known_facts.phone"]),
        "two known facts",
    ),
    F("persona_sent", "cabaret", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "djhire", 2, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "flamenco", 1, meta(1, prompt_missing=["known_facts.email"]), "a known fact"),
    F("persona_sent", "glitterbar", 2, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "improv", 0, meta(1, prompt_missing=["goal", "persona"]), "goal and persona"),
    F(
        "persona_sent",
        "jazzbrunch",
        0,
        meta(2, prompt_missing=["known_facts.phone", "known_facts.full_name"]),
        "two known facts",
    ),
    F("persona_sent", "kendama", 2, meta(0, prompt_missing=["known_facts.new_address"]), "a known fact"),
]
