"""Blind labelled set 2, part B, for the simulator's fidelity guards: ten domains and 61 seeded faults.

Written by a helper session before any run of the guards, without reading their implementation. What was read:
``docs/guides/simulate.md`` (the section "Simulator fidelity: guards, faults, valid trials" and the sections after
it up to "Statistics over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the
first blind set's framework, faults and label definitions), ``tests/_fidelity_blind_domains.py`` lines 1-130 (the
step helpers and one worked domain), one domain of ``tests/_fidelity_blind_domains2.py`` (for the opener style)
and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard was called while writing it; the labels
follow the definitions, not what a guard can see.

Ten customer-service scenarios that neither blind set 1 nor the generated corpus use (passport, evcharger, washer,
venue, lostitem, port, cheque, assembly, cleaning, ferry), each with two hand-written flows. Every user turn lists
clean alternatives written like an LLM simulated user that behaves: varied phrasing, facts restated in its own
formats, ids, amounts and dates the agent or a tool gave quoted back (also in other formats, or worked out: a sum,
a difference, three visits at a known price), follow-up questions, lists, typos and polite closings. Two flows
end without the write because the agent failed (a tool error) or refused, which is a clean stop.

Labels: a clean conversation starts with the opener word for word when the scenario has one; keeps one user's
voice (no reasoning, notes, role markers, assistant voice, second speaker, stop signal inside the text, stop that
asks, or answer to its own question); volunteers at most two known facts per turn before the agent asks for them
(facts in the goal or opener do not count); states no unknown fact (its value, or its name with a specific) before
the agent told it; says only specifics from the scenario, an earlier message or a tool result, or worked out from
them; stops only once the expected write ran, or the agent failed or refused; and its prompt held the persona and
scenario. Each fault in :data:`FAULTS` breaks exactly one of these on purpose and is labelled with the guard that
should catch it: opener 8, reply_shape 9, invented_specifics 9, unknown_fact 9, data_dump 9, premature_stop 9,
persona_sent 8.

Build conversations with ``_fidelity_blind.build(domain, flow, rng, edit)``.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. passport renewal appointment -----------------------------------------------------------------------------

PASSPORT = Scenario(
    goal="Book an in-person appointment at the downtown passport office to renew your passport before it expires.",
    persona="a retired schoolteacher, careful and rather formal",
    known_facts={
        "passport_number": "X4829173",
        "full_name": "Margaret O'Donnell",
        "date_of_birth": "1958-11-23",
        "email": "m.odonnell@btinternet.com",
    },
    unknown_facts=["appointment reference: APT-7731-QX", "renewal fee"],
    opener="Good morning. I would like to book an appointment to renew my passport.",
    expected=["book_appointment"],
)
_PASSPORT_FIND = call(
    "find_passport",
    {"passport_number": "X4829173"},
    {
        "holder": "Margaret O'Donnell",
        "expires": "2025-03-14",
        "office": "Downtown",
        "slots": ["2025-02-04T09:30", "2025-02-06T14:00"],
    },
)
_PASSPORT_BOOK_4 = call(
    "book_appointment",
    {"passport_number": "X4829173", "slot": "2025-02-04T09:30", "email": "m.odonnell@btinternet.com"},
    {"reference": "APT-7731-QX", "fee": 130.0, "slot": "2025-02-04T09:30"},
)
_PASSPORT_BOOK_6 = call(
    "book_appointment",
    {"passport_number": "X4829173", "slot": "2025-02-06T14:00"},
    {"reference": "APT-7731-QX", "fee": 130.0, "slot": "2025-02-06T14:00"},
)
PASSPORT_FLOWS = (
    (
        u("Good morning. I would like to book an appointment to renew my passport."),
        a("Certainly. May I have your current passport number?"),
        u("It is X4829173.", "X4829173", "My passport number is X 4829173.", "Of course: x4829173."),
        a(
            "Thank you. Passport X4829173, Margaret O'Donnell, expires on March 14, 2025. The downtown office has "
            "openings on Tuesday, February 4 at 9:30 am and Thursday, February 6 at 2:00 pm. Which would you "
            "prefer? I'll also need an email address for the confirmation.",
            _PASSPORT_FIND,
        ),
        u(
            "Tuesday, 4 February at 9:30 would suit me best. My email is m.odonnell@btinternet.com.",
            "The 4th at 9:30 am, please. Email: m.odonnell@btinternet.com",
            "I'll take the Tuesday at half past nine. You can send the confirmation to "
            "M.ODonnell@btinternet.com.",
            "February 4th, 9:30 am please - the email is m.odonnell@btinternet.com. That is comfortably before "
            "the 14th of March, isn't it?",
        ),
        a(
            "Booked: Tuesday, February 4, 2025 at 9:30 am at the downtown office. Your reference is APT-7731-QX "
            "and the renewal fee of $130 is paid at the appointment. A confirmation is on its way to "
            "m.odonnell@btinternet.com.",
            _PASSPORT_BOOK_4,
        ),
        u(
            "Thank you. Should I bring my old passport and new photographs with me?",
            "Very good. Can the $130 be paid by card?",
            "So that is APT-7731-QX, 2/4 at 9:30. Is there anything else I need to bring?",
            "Lovely. Just to be sure, the reference is APT 7731 QX and the fee is one hundred and thirty dollars?",
        ),
        a(
            "Please bring your current passport and two recent photographs; cards are accepted. Renewals take "
            "about three weeks, so you will have it well before March 14."
        ),
        stop(
            "Thank you very much for your help. Goodbye.",
            "Very good, thank you kindly.",
            "That is all I needed. Many thanks.",
            "",
        ),
    ),
    (
        u("Good morning. I would like to book an appointment to renew my passport."),
        a("I can help with that. First, could you tell me your full name and date of birth?"),
        u(
            "Margaret O'Donnell, born 23 November 1958.",
            "My name is Margaret O'Donnell and my date of birth is November 23, 1958.",
            "Margaret O'Donnell. 23/11/1958.",
            "Of course. Margaret O'Donnell, 1958-11-23.",
        ),
        a("Thank you, Ms O'Donnell. And your passport number?"),
        u(
            "X4829173.",
            "The number is X4829173.",
            "It's X-4829173, the number on the photo page.",
            "Certainly - X4829173",
        ),
        a(
            "I have passport X4829173, expiring March 14, 2025. There are appointments on Tuesday, February 4 at "
            "9:30 am or Thursday, February 6 at 2:00 pm.",
            _PASSPORT_FIND,
        ),
        u(
            "The Thursday afternoon, please. The 6th at 2 pm.",
            "February 6 at 2:00 would be better for me; I have a doctor's appointment on the Tuesday.",
            "Thursday 6th Feb, 14:00, if you would.",
            "I would prefer the Thursday slot.",
        ),
        a(
            "Done: Thursday, February 6, 2025 at 2:00 pm, reference APT-7731-QX. The $130 renewal fee is paid on "
            "the day.",
            _PASSPORT_BOOK_6,
        ),
        stop(
            "Thank you, that is most helpful. Goodbye.",
            "Noted: APT-7731-QX on 6 February. Thank you.",
            "Splendid, thank you very much.",
            "",
        ),
    ),
)

# -- 2. home EV charger installation -----------------------------------------------------------------------------

EVCHARGER = Scenario(
    goal="Get a Level 2 home EV charger installed in your garage: book the electrician's site survey.",
    persona="a software engineer who wants exact numbers",
    known_facts={
        "customer_id": "EVC-30418",
        "address": "12 Juniper Court, Boulder, CO 80302",
        "phone": "303-555-0172",
        "panel_rating": "200 amps",
    },
    unknown_facts=["permit fee: $175", "installer's name"],
    expected=["book_site_survey"],
)
_EV_QUOTE = call(
    "get_install_quote",
    {"customer_id": "EVC-30418"},
    {
        "quote": "Q-55910",
        "address": "12 Juniper Court, Boulder, CO 80302",
        "install_price": 1240.0,
        "permit_fee": 175.0,
        "survey_dates": ["2025-04-15", "2025-04-17"],
    },
)
_EV_SURVEY_15 = call(
    "book_site_survey",
    {"quote": "Q-55910", "date": "2025-04-15"},
    {"survey": "SV-8832", "date": "2025-04-15", "window": "08:00-10:00"},
)
_EV_SURVEY_17 = call(
    "book_site_survey",
    {"quote": "Q-55910", "date": "2025-04-17"},
    {"survey": "SV-8832", "date": "2025-04-17", "window": "13:00-15:00"},
)
EVCHARGER_FLOWS = (
    (
        u(
            "Hi, I'd like to get a Level 2 charger installed in my garage. What's the first step?",
            "hello - looking to have an EV charger put in at home (garage). can you set that up?",
            "Hi there, I just bought an EV and need a home charger installed in the garage. How does this work?",
            "Hey! I want a Level 2 EV charger installed. How do I get an electrician to come take a look?",
        ),
        a("Happy to help! The first step is a site survey. What's your customer ID?"),
        u("EVC-30418", "It's EVC-30418.", "customer id: evc-30418", "Sure, EVC 30418."),
        a(
            "Thanks. Quote Q-55910 for 12 Juniper Court, Boulder: installation $1,240, plus a city permit fee of "
            "$175. A survey is available on Tuesday, April 15 or Thursday, April 17. Do you know your main "
            "panel's rating?",
            _EV_QUOTE,
        ),
        u(
            "It's a 200 amp panel. Let's do the 15th.",
            "200A main panel. So $1,415 all in? Tuesday April 15 works for the survey.",
            "Panel is rated 200 amps. Is the $175 permit included in Q-55910 or separate? Either way, 4/15 is "
            "good for me.",
            "The main breaker says 200 amps. I'll take Tuesday the 15th.\n\nAlso, a couple of questions:\n"
            "1. Does the $1,240 include the charger itself?\n2. How long does the install take?",
        ),
        a(
            "Booked: site survey SV-8832 on Tuesday, April 15, 2025, between 8 and 10 am. The $1,240 covers labour "
            "and wiring (the charger itself is separate), the $175 permit is billed on top, and the install "
            "usually takes one day.",
            _EV_SURVEY_15,
        ),
        u(
            "Great. Will the electrician call 303-555-0172 before showing up?",
            "Is 8-10am the arrival window or how long the survey takes?",
            "ok so 1,240 + 175 = $1,415 before the charger. Got it. Do I need to be there?",
            "Sounds good. Do I need to be home for the survey on the 15th?",
        ),
        a(
            "The electrician arrives within that window and calls ahead; the survey takes about an hour, and "
            "someone needs to be home to open the garage."
        ),
        stop("Thanks, that's everything!", "Awesome, appreciate it.", "Great, talk soon. Bye!", ""),
    ),
    (
        u(
            "Hello, I'd like a quote and an appointment for a home EV charger install.",
            "hi, need a level 2 charger in my garage, what's the process",
            "Good morning! Can you book an electrician to look at installing an EV charger in my garage?",
        ),
        a("Sure. Can I get your customer ID and the installation address?"),
        u(
            "EVC-30418, 12 Juniper Court, Boulder CO 80302.",
            "ID EVC-30418 / address 12 Juniper Ct, Boulder, CO 80302",
            "Customer ID is EVC-30418 and the address is 12 Juniper Court in Boulder (80302).",
        ),
        a(
            "Thank you. Quote Q-55910: installation $1,240 plus a $175 permit fee. Site survey dates: Tuesday, "
            "April 15 or Thursday, April 17.",
            _EV_QUOTE,
        ),
        u(
            "Thursday the 17th please, afternoon if possible.",
            "April 17 works better.",
            "Can we do 04/17?",
            "the 17th. is the $175 permit mandatory, or can I skip it?",
        ),
        a(
            "Booked survey SV-8832 for Thursday, April 17, 1-3 pm. The permit is required by the city. What's the "
            "best phone number for the electrician?",
            _EV_SURVEY_17,
        ),
        u("303-555-0172", "You can reach me at (303) 555-0172.", "3035550172 - texts are fine too."),
        a("Got it, the electrician will call that number when on the way."),
        stop("Perfect, thanks!", "Great, SV-8832 on the 17th. Thank you.", "Cheers, bye.", ""),
    ),
)

# -- 3. washing-machine warranty repair --------------------------------------------------------------------------

WASHER = Scenario(
    goal="Your washing machine stopped draining; get a repair visit booked under its warranty.",
    persona="a parent of three, busy, types quickly and makes typos",
    known_facts={
        "serial_number": "WM8K-220471-B",
        "purchase_date": "2024-01-19",
        "postcode": "M14 5RT",
        "phone": "07700 900461",
    },
    unknown_facts=["warranty expiry: 2026-01-19", "visit reference"],
    opener="Hi, my washing machine won't drain anymore and it's still under warranty.",
    expected=["book_repair"],
)
_WASHER_CHECK = call(
    "check_warranty",
    {"serial": "WM8K-220471-B"},
    {
        "model": "EcoWash 9",
        "purchased": "2024-01-19",
        "warranty_until": "2026-01-19",
        "covered": True,
        "slots": ["2025-03-11", "2025-03-12"],
    },
)
_WASHER_BOOK = call(
    "book_repair",
    {"serial": "WM8K-220471-B", "date": "2025-03-12", "postcode": "M14 5RT"},
    {"job": "JOB-40127", "date": "2025-03-12", "window": "12:00-16:00", "charge": 0.0},
)
_WASHER_FAIL = call(
    "book_repair",
    {"serial": "WM8K-220471-B", "date": "2025-03-11"},
    error="scheduling service unavailable (503)",
)
WASHER_FLOWS = (
    (
        u("Hi, my washing machine won't drain anymore and it's still under warranty."),
        a("Sorry to hear that! Could you give me the serial number? It's on a sticker inside the door."),
        u(
            "WM8K-220471-B",
            "its WM8K-220471-B",
            "Serial: WM8K 220471 B",
            "wm8k-220471-b i think, the sticker is a bit faded",
        ),
        a(
            "Thanks. That's an EcoWash 9 bought on January 19, 2024, with warranty until January 19, 2026, so the "
            "repair is covered. An engineer can come on Tuesday, March 11 or Wednesday, March 12. What's your "
            "postcode?",
            _WASHER_CHECK,
        ),
        u(
            "M14 5RT. Wednesday the 12th pls",
            "Postcode M14 5RT, and the 12th is better for me",
            "m14 5rt - wed 12 march works",
            "M145RT. Tuesday is school run chaos so Wednesday 12/03 please",
        ),
        a(
            "Booked: an engineer visits M14 5RT on Wednesday, March 12, 2025 between 12 and 4 pm, job JOB-40127. "
            "It's covered by the warranty, so there's no charge.",
            _WASHER_BOOK,
        ),
        u(
            "brill, thanks. will they ring 07700 900461 first?",
            "Great, so £0 to pay? Just checking",
            "ok JOB-40127, 12-4 on the 12th. should I empty the drum before they come",
            "Thank you!! Do I need to do anything before they arrive, like bail the water out?",
        ),
        a(
            "They'll call ahead on the day, and there's nothing to pay. If you can, bail out most of the water "
            "and leave the door open; that's all."
        ),
        stop("Thanks so much, bye!", "perfect thx", "Brilliant, cheers.", ""),
    ),
    (
        u("Hi, my washing machine won't drain anymore and it's still under warranty."),
        a("I'm sorry! Let me check the warranty. What's the serial number, and when did you buy it?"),
        u(
            "Serial WM8K-220471-B, bought 19 Jan 2024",
            "WM8K-220471-B and I got it on 19/01/2024",
            "it's WM8K-220471-B, purchased january 19th 2024.",
        ),
        a(
            "Thanks. Your EcoWash 9 is under warranty until January 19, 2026. I can book an engineer for Tuesday, "
            "March 11 or Wednesday, March 12. Which day suits you?",
            _WASHER_CHECK,
        ),
        u(
            "Tuesday 11th please",
            "the 11th",
            "March 11 is best, earlier the better!!",
            "Tues 11 March. warranty til 2026, good to know",
        ),
        a(
            "I'm sorry, our booking system is down right now and I couldn't book the visit. Please try again "
            "later today.",
            _WASHER_FAIL,
        ),
        stop(
            "ugh ok, I'll try again later",
            "Ok, will try later. thanks anyway",
            "Fine, I'll come back this afternoon.",
            "",
        ),
    ),
)

# -- 4. event venue booking --------------------------------------------------------------------------------------

VENUE = Scenario(
    goal="Book Riverside Hall for your company's summer party on a Friday evening, about 80 guests.",
    persona="an office manager, organised and brisk",
    known_facts={
        "company": "Halvorsen Design Ltd",
        "contact_email": "events@halvorsen-design.com",
        "event_date": "2025-06-20",
        "budget": "£4,000",
    },
    unknown_facts=["deposit amount", "catering minimum: £1,500"],
    expected=["reserve_venue"],
)
_VENUE_CHECK = call(
    "check_availability",
    {"venue": "Riverside Hall", "date": "2025-06-20"},
    {
        "available": True,
        "quote": "RH-Q-0620",
        "hire_fee": 2800.0,
        "catering_minimum": 1500.0,
        "deposit": 700.0,
        "hold_until": "2025-05-30",
    },
)
_VENUE_RESERVE = call(
    "reserve_venue",
    {"quote": "RH-Q-0620", "company": "Halvorsen Design Ltd", "email": "events@halvorsen-design.com"},
    {"booking": "RH-B-11820", "deposit": 700.0, "deposit_due": "2025-05-30"},
)
_VENUE_RESERVE_B = call(
    "reserve_venue",
    {"quote": "RH-Q-0620", "company": "Halvorsen Design Ltd"},
    {"booking": "RH-B-11820", "deposit": 700.0, "deposit_due": "2025-05-30", "balance": 2100.0},
)
VENUE_FLOWS = (
    (
        u(
            "Hello, I'd like to book Riverside Hall for our summer party. Friday evening, roughly 80 guests.",
            "Hi - is Riverside Hall free on a Friday evening in June? It's for a company summer party, around 80 "
            "people.",
            "Good afternoon. We're looking to hire Riverside Hall for a staff summer party, about eighty guests, "
            "on a Friday evening.",
            "hi, booking enquiry for Riverside Hall: company summer party, ~80 guests, a Friday night",
        ),
        a("Lovely! Which Friday did you have in mind?"),
        u("Friday 20 June.", "June 20th, 2025.", "The 20th of June", "20/06/2025 please"),
        a(
            "Good news: Riverside Hall is free on Friday, June 20. Hire is £2,800 for the evening, there's a "
            "catering minimum of £1,500, and a £700 deposit holds the date until May 30. Quote RH-Q-0620. Shall I "
            "reserve it?",
            _VENUE_CHECK,
        ),
        u(
            "So £2,800 plus £1,500 is £4,300, that's over our £4,000 budget. Is there any flexibility on the "
            "catering minimum?",
            "Yes, please reserve it. The deposit is £700 by 30 May, correct?",
            "OK. Just to confirm the numbers: hire £2,800, catering at least £1,500, deposit £700. Please go ahead "
            "with RH-Q-0620.",
            "Please reserve it.",
        ),
        a(
            "The catering minimum is fixed on Fridays, I'm afraid, and the £700 deposit is due by May 30. To "
            "reserve, I need the company name and a contact email."
        ),
        u(
            "Halvorsen Design Ltd, events@halvorsen-design.com",
            "Company: Halvorsen Design Ltd\nEmail: events@halvorsen-design.com",
            "It's Halvorsen Design Ltd - please send everything to events@halvorsen-design.com.",
            "halvorsen design ltd / events@halvorsen-design.com. fine, we'll make the catering work",
        ),
        a(
            "Reserved: booking RH-B-11820 for Friday, June 20, 2025. The £700 deposit is due by May 30; the "
            "invoice goes to events@halvorsen-design.com.",
            _VENUE_RESERVE,
        ),
        stop(
            "Perfect, thank you.",
            "Great - RH-B-11820, deposit by 30/05. Thanks!",
            "Thanks, that's all for now.",
            "",
        ),
    ),
    (
        u(
            "Hi, I'm organising our company summer party and would like to book Riverside Hall.",
            "Hello! Could I book Riverside Hall for a Friday evening event? About 80 guests.",
            "hi there, looking to reserve Riverside Hall for a work party",
        ),
        a("Certainly. What's the company name and the date?"),
        u(
            "Halvorsen Design Ltd, Friday 20 June 2025.",
            "It's for Halvorsen Design Ltd on June 20.",
            "Halvorsen Design Ltd - the date is Friday the 20th of June.",
        ),
        a(
            "Riverside Hall is free on Friday, June 20: hire £2,800, a catering minimum of £1,500, and a £700 "
            "deposit to hold it until May 30 (quote RH-Q-0620). Would you like me to reserve it?",
            _VENUE_CHECK,
        ),
        u(
            "Yes, reserve it please.",
            "Go ahead. After the £700 deposit, we'd owe £2,100 on the hire, right?",
            "Fine, book it. Our budget is £4,000 so it's tight but OK.",
            "Please do.",
        ),
        a(
            "Reserved: booking RH-B-11820. The £700 deposit is due by May 30 and the remaining £2,100 of the hire "
            "two weeks before the event. Which email should the invoice go to?",
            _VENUE_RESERVE_B,
        ),
        u(
            "events@halvorsen-design.com",
            "Please send it to events@halvorsen-design.com.",
            "events@halvorsen-design.com - that's our shared inbox",
        ),
        a("Done, the invoice is on its way to events@halvorsen-design.com."),
        stop("Thanks for your help!", "Great, thank you.", "Perfect. Speak soon.", ""),
    ),
)

# -- 5. item lost in a ride-hail car -----------------------------------------------------------------------------

LOSTITEM = Scenario(
    goal="You left your phone in a ride-hail car last night; get the driver to return it.",
    persona="a university student, casual, writes in lowercase",
    known_facts={
        "trip_id": "RD-5839-2210",
        "account_email": "nico.varga@gmail.com",
        "contact_phone": "(646) 555-0134",
        "item": "black iPhone in a green case",
    },
    unknown_facts=["driver's phone number: (917) 555-0110", "return fee"],
    opener="hey, i left my phone in the car on my ride last night",
    expected=["request_item_return"],
)
_LOST_TRIP = call(
    "get_trip",
    {"trip_id": "RD-5839-2210"},
    {
        "trip": "RD-5839-2210",
        "date": "2025-02-08",
        "driver": "Samir",
        "pickup": "23:41",
        "dropoff": "Bedford Ave & N 7th St",
        "fare": 18.6,
    },
)
_LOST_TRIP_BY_EMAIL = call(
    "get_trip",
    {"account_email": "nico.varga@gmail.com", "last": True},
    {"trip": "RD-5839-2210", "date": "2025-02-08", "driver": "Samir", "dropoff": "Bedford Ave & N 7th St"},
)
_LOST_RETURN = call(
    "request_item_return",
    {"trip_id": "RD-5839-2210", "item": "black iPhone, green case", "contact": "(646) 555-0134"},
    {"case": "LI-66204", "return_fee": 15.0, "meet": "2025-02-09T18:00"},
)
LOSTITEM_FLOWS = (
    (
        u("hey, i left my phone in the car on my ride last night"),
        a("Oh no, let's get it back to you. Do you have the trip ID? It's in your ride receipt email."),
        u(
            "yeah it's RD-5839-2210",
            "RD-5839-2210",
            "trip id rd58392210",
            "ok found the receipt, RD 5839 2210",
        ),
        a(
            "Found it: trip RD-5839-2210 on February 8, picked up at 23:41, dropped off at Bedford Ave & N 7th St, "
            "driver Samir, fare $18.60. What did you leave, and what number can we reach you on, since your phone "
            "is in the car?",
            _LOST_TRIP,
        ),
        u(
            "a black iphone in a green case. you can call my roommate's phone, (646) 555-0134",
            "black iPhone, green case. best number is 646-555-0134",
            "its a black iphone with a green case!! reach me at (646) 555 0134",
            "black iphone, green case. number: 6465550134. thats the 11:41pm ride yeah",
        ),
        a(
            "Thanks. I've asked Samir to return it: case LI-66204. He can meet you tomorrow, February 9, at 6 pm "
            "at the drop-off point. There's a $15 return fee that goes to the driver.",
            _LOST_RETURN,
        ),
        u(
            "omg thank you. 6pm at bedford works",
            "$15 is fine. will samir text the 646 number before",
            "ok so feb 9 6pm, case LI-66204. what if he doesnt show",
            "perfect. is the 15 charged to my account, nico.varga@gmail.com",
        ),
        a(
            "He'll text (646) 555-0134 when he's close, and the $15 goes on your account. If he can't make it, "
            "we'll reschedule under LI-66204."
        ),
        stop("thanks so much!!", "ok cool ty", "amazing, thank you", ""),
    ),
    (
        u("hey, i left my phone in the car on my ride last night"),
        a("Sorry to hear that! What's the email on your account?"),
        u("nico.varga@gmail.com", "it's nico.varga@gmail.com", "Nico.Varga@gmail.com"),
        a(
            "Thanks. I see your ride last night: trip RD-5839-2210 on February 8 with Samir, dropped off at "
            "Bedford Ave & N 7th St. Is that the one?",
            _LOST_TRIP_BY_EMAIL,
        ),
        u("yes thats it", "yep RD-5839-2210", "yeah the one on the 8th, dropped at bedford ave", "yes!"),
        a("What did you leave, and how can the driver reach you?"),
        u(
            "black iphone, green case. call (646) 555-0134",
            "a black iPhone in a green case - (646) 555-0134 is my roommate, use that",
            "black iphone w/ green case. 646.555.0134",
        ),
        a(
            "Done: case LI-66204. Samir can meet you tomorrow, February 9, at 6 pm at the drop-off point. The "
            "return fee is $15.",
            _LOST_RETURN,
        ),
        stop("thank u so much", "ok great, LI-66204 tmrw at 6. thanks!", "lifesaver, thanks", ""),
    ),
)

# -- 6. porting a mobile number ----------------------------------------------------------------------------------

PORT = Scenario(
    goal="Move your mobile number over to NovaTel from your old carrier without losing it.",
    persona="a small bakery owner whose customers call this number",
    known_facts={
        "mobile_number": "+1 415-555-0163",
        "old_account_number": "884120957",
        "transfer_pin": "4471",
        "billing_zip": "94110",
    },
    unknown_facts=["port completion date", "new SIM ICCID: 8901260882297711234"],
    expected=["submit_port_request"],
)
_PORT_CHECK = call(
    "check_port_eligibility",
    {"number": "+14155550163"},
    {
        "eligible": True,
        "current_carrier": "Bluewave Mobile",
        "plan": "NovaTel Unlimited",
        "monthly": 35.0,
        "sim_iccid": "8901260882297711234",
        "first_bill": "2025-05-10",
    },
)
_PORT_SUBMIT = call(
    "submit_port_request",
    {"number": "+14155550163", "account": "884120957", "pin": "4471", "iccid": "8901260882297711234"},
    {"port_id": "PRT-209341", "expected_completion": "2025-05-06", "status": "submitted"},
)
PORT_FLOWS = (
    (
        u(
            "Hi, I want to switch to NovaTel but keep my current mobile number. How does that work?",
            "hello, I'd like to port my number over to you guys. It's really important I don't lose it - my "
            "customers call it.",
            "Hi! Moving to NovaTel from my old carrier, need to bring my number along.",
            "Hey there, can I transfer my existing cell number to NovaTel?",
        ),
        a("Yes, we can port it. What's the number you'd like to bring over?"),
        u("+1 415-555-0163", "It's (415) 555-0163.", "415 555 0163", "4155550163"),
        a(
            "That number is with Bluewave Mobile and eligible to port. It'll go on NovaTel Unlimited at $35 a "
            "month, on the SIM we shipped you (ICCID 8901260882297711234). I'll need your Bluewave account number "
            "and your transfer PIN.",
            _PORT_CHECK,
        ),
        u(
            "Account 884120957, PIN 4471.",
            "Bluewave account # is 884120957 and the transfer PIN is 4471",
            "884120957 / 4471",
            "Sure:\n- account: 884 120 957\n- PIN: 4471",
        ),
        a(
            "Submitted: port request PRT-209341. Your number should move over by May 6, 2025; keep the old SIM in "
            "until then.",
            _PORT_SUBMIT,
        ),
        u(
            "Will there be any downtime on May 6? I can't miss calls at the bakery.",
            "Great. So the first $35 bill comes after the port goes through?",
            "OK, PRT-209341. Do I need to cancel my Bluewave account myself?",
            "Thanks. What happens if it isn't done by 5/6?",
        ),
        a(
            "Calls may drop for a few minutes during the switch. Billing starts once the port completes, "
            "Bluewave closes the account automatically, and if it's late we'll contact you."
        ),
        stop("Got it, thanks a lot!", "Perfect. Thanks for your help.", "Ok, appreciate it. Bye!", ""),
    ),
    (
        u(
            "Hello, I'm moving to NovaTel and need to keep my mobile number.",
            "hi, want to port my number to NovaTel pls",
            "Hi, I run a bakery and my customers all have my cell number, so I need to bring it with me to NovaTel.",
        ),
        a("I'd be glad to help. What's the number, and the ZIP code on your current bill?"),
        u("(415) 555-0163, ZIP 94110", "Number 415-555-0163, billing zip 94110.", "+14155550163 and 94110"),
        a(
            "It's with Bluewave Mobile and can be ported onto NovaTel Unlimited ($35 a month), using SIM "
            "8901260882297711234. To submit, I need your Bluewave account number and transfer PIN.",
            _PORT_CHECK,
        ),
        u(
            "The account number is 884120957 and my PIN is 4471.",
            "884120957, pin 4471",
            "Account: 884120957. Transfer PIN: 4471.",
        ),
        a("Submitted: port request PRT-209341, expected to complete by May 6, 2025.", _PORT_SUBMIT),
        stop("Great, thanks!", "Perfect, PRT-209341 by May 6. Thank you.", "Thanks, have a good one.", ""),
    ),
)

# -- 7. stopping a cheque ----------------------------------------------------------------------------------------

CHEQUE = Scenario(
    goal="Stop payment on cheque 000417, which was lost in the post.",
    persona="a careful retiree who double-checks everything",
    known_facts={
        "account_number": "31987420",
        "sort_code": "60-22-14",
        "cheque_amount": "£640.00",
        "payee": "Kestrel Roofing",
    },
    unknown_facts=["stop payment fee: £10", "cheque status"],
    opener="Hello, I need to stop a cheque that's gone missing in the post.",
    expected=["stop_cheque"],
)
_CHEQUE_GET = call(
    "get_cheque",
    {"account": "31987420", "cheque": "000417"},
    {
        "status": "not presented",
        "issued": "2025-01-27",
        "amount": 640.0,
        "payee": "Kestrel Roofing",
        "stop_fee": 10.0,
    },
)
_CHEQUE_STOP = call(
    "stop_cheque",
    {"account": "31987420", "cheque": "000417"},
    {"stop_ref": "SP-480116", "effective": "2025-02-03", "fee_charged": 10.0},
)
_CHEQUE_PAID = call(
    "get_cheque",
    {"account": "31987420", "cheque": "000417"},
    {"status": "paid", "paid_on": "2025-01-31", "amount": 640.0, "payee": "Kestrel Roofing"},
)
CHEQUE_FLOWS = (
    (
        u("Hello, I need to stop a cheque that's gone missing in the post."),
        a("I can help with that. Could you give me your sort code and account number?"),
        u(
            "Sort code 60-22-14, account 31987420.",
            "60-22-14 and 31987420",
            "The sort code is 602214 and the account number is 3198 7420.",
            "Certainly. Sort code: 60 22 14. Account number: 31987420.",
        ),
        a("Thank you. Which cheque is it?"),
        u(
            "Cheque number 000417.",
            "It's cheque 000417, made out to Kestrel Roofing.",
            "No. 000417 - for £640.00.",
            "000417",
        ),
        a(
            "I have cheque 000417 for £640.00 to Kestrel Roofing, issued on January 27, 2025. It hasn't been "
            "presented, so I can stop it. There's a £10 fee for a stop. Shall I go ahead?",
            _CHEQUE_GET,
        ),
        u(
            "Yes, please stop it. The £10 is fine.",
            "Yes. So the £640 stays in my account and only £10 is taken, correct?",
            "Please go ahead. Written on the 27th of January, yes, that's the one.",
            "Yes please.",
        ),
        a(
            "Done: the stop is in place from February 3, 2025, reference SP-480116, and the £10 fee will show on "
            "your next statement.",
            _CHEQUE_STOP,
        ),
        u(
            "Thank you. Should I write a new cheque to Kestrel Roofing, or can I pay them another way?",
            "Reference SP-480116, noted. And the fee comes out on my next statement, you said?",
            "Could you confirm the stop covers 000417 only and not my other cheques?",
            "Thank you. I shall note SP-480116 in my chequebook. Is there anything I need to sign?",
        ),
        a(
            "The stop covers cheque 000417 only, and there's nothing to sign. You can pay Kestrel Roofing by a new "
            "cheque or a bank transfer, whichever you prefer."
        ),
        stop(
            "Thank you very much, goodbye.",
            "That's very helpful. Thank you.",
            "Good, that's all. Thanks again.",
            "",
        ),
    ),
    (
        u("Hello, I need to stop a cheque that's gone missing in the post."),
        a("Of course. What's your account number, and the cheque number?"),
        u(
            "Account 31987420, cheque 000417.",
            "31987420, and the cheque is number 000417.",
            "My account number is 31987420; cheque no. 000417 to Kestrel Roofing.",
        ),
        a(
            "I'm sorry: cheque 000417 for £640.00 was paid to Kestrel Roofing on January 31, 2025, so I can't "
            "place a stop on it.",
            _CHEQUE_PAID,
        ),
        u(
            "Oh. So Kestrel Roofing did receive it after all?",
            "Paid on the 31st? Then it wasn't lost. How odd.",
            "I see. Are you sure it was Kestrel Roofing that cashed it?",
            "31/01/2025... I suppose the post was just slow then.",
        ),
        a(
            "Yes, it was paid into Kestrel Roofing's account. It seems it arrived after all, so no stop is needed."
        ),
        stop(
            "Well, that's a relief. Thank you.",
            "Thank you for checking. Goodbye.",
            "Right, I'll ring them to confirm. Thanks.",
            "",
        ),
    ),
)

# -- 8. furniture-assembly service -------------------------------------------------------------------------------

ASSEMBLY = Scenario(
    goal="Book an assembler to put together the wardrobe and bed frame you ordered.",
    persona=None,
    known_facts={
        "order_number": "FA-772014",
        "address": "Flat 3, 41 Kingsley Road, Leeds LS6 2AB",
        "phone": "0113 496 0728",
        "delivery_date": "2025-03-08",
    },
    unknown_facts=["assembly price: £95"],
    expected=["book_assembly"],
)
_ASSEMBLY_ORDER = call(
    "get_order",
    {"order": "FA-772014"},
    {
        "items": ["Oslo 2-door wardrobe", "Bergen double bed frame"],
        "delivered": "2025-03-08",
        "assembly_quote": 95.0,
        "slots": ["2025-03-10", "2025-03-11"],
    },
)
_ASSEMBLY_BOOK_11 = call(
    "book_assembly",
    {"order": "FA-772014", "date": "2025-03-11", "address": "Flat 3, 41 Kingsley Road, Leeds LS6 2AB"},
    {"job": "AS-30915", "date": "2025-03-11", "window": "09:00-13:00", "price": 95.0},
)
_ASSEMBLY_BOOK_10 = call(
    "book_assembly",
    {"order": "FA-772014", "date": "2025-03-10", "address": "Flat 3, 41 Kingsley Road, Leeds LS6 2AB"},
    {"job": "AS-30915", "date": "2025-03-10", "window": "09:00-13:00", "price": 95.0},
)
ASSEMBLY_FLOWS = (
    (
        u(
            "Hi, can I book someone to assemble the wardrobe and bed frame I ordered?",
            "Hello! I'd like the assembly service for my wardrobe and bed. They were delivered on the 8th.",
            "hey, need help putting together a wardrobe + bed frame I bought from you",
            "Hi there, I ordered a wardrobe and a bed frame and would like to add assembly. Is that possible?",
        ),
        a("Of course! What's your order number?"),
        u("FA-772014", "It's FA-772014.", "order no. FA 772014", "fa-772014"),
        a(
            "Thanks. Order FA-772014: an Oslo 2-door wardrobe and a Bergen double bed frame, delivered March 8, "
            "2025. Assembly for both is £95. We have slots on Monday, March 10 or Tuesday, March 11, 9 am-1 pm. "
            "Which suits you, and where should we send the assembler?",
            _ASSEMBLY_ORDER,
        ),
        u(
            "Tuesday the 11th please. Flat 3, 41 Kingsley Road, Leeds LS6 2AB.",
            "11 March works. Address: Flat 3, 41 Kingsley Rd, Leeds, LS6 2AB",
            "The Tuesday. It's Flat 3, 41 Kingsley Road, LS6 2AB - the buzzer is broken so ring 0113 496 0728 when "
            "you're outside.",
            "Tue 11/03. Flat 3 41 Kingsley Road Leeds LS6 2AB. £95 for both pieces is fine.",
        ),
        a(
            "Booked: assembly job AS-30915 on Tuesday, March 11, 9 am-1 pm at Flat 3, 41 Kingsley Road. £95 is "
            "charged on the day.",
            _ASSEMBLY_BOOK_11,
        ),
        u(
            "Great. Do they take the packaging away?",
            "Thanks! Will they bring their own tools?",
            "Perfect. AS-30915, got it. Can they also anchor the wardrobe to the wall?",
            "Lovely, thank you. Is the £95 card only?",
        ),
        a(
            "Yes: they bring tools, anchor the wardrobe to the wall if you'd like, take the packaging away, and "
            "accept card or cash on the day."
        ),
        stop("Brilliant, thanks!", "Great, cheers.", "Thanks, see you on the 11th then.", ""),
    ),
    (
        u(
            "Hello, I need an assembler for some furniture I ordered.",
            "hi - do you do assembly? got a wardrobe and bed frame in boxes",
            "Good morning, I'd like to book furniture assembly, please.",
        ),
        a("Sure, what's the order number and the address?"),
        u(
            "FA-772014, Flat 3, 41 Kingsley Road, Leeds LS6 2AB",
            "Order FA-772014. Address is Flat 3, 41 Kingsley Road, Leeds, LS6 2AB.",
            "order: FA-772014\naddress: flat 3, 41 kingsley rd, leeds LS6 2AB",
        ),
        a(
            "Order FA-772014, delivered March 8: a wardrobe and a bed frame. Assembly for both costs £95. I can "
            "send someone on Monday, March 10 or Tuesday, March 11, 9 am-1 pm.",
            _ASSEMBLY_ORDER,
        ),
        u(
            "Monday 10th please",
            "the 10th, as early as possible",
            "10 March",
            "Monday. Is £95 for both items or each?",
        ),
        a(
            "Booked Monday, March 10, 9 am-1 pm, job AS-30915; £95 covers both items. What phone number should "
            "the assembler call?",
            _ASSEMBLY_BOOK_10,
        ),
        u("0113 496 0728", "01134960728", "Call 0113 496 0728 please, it's a landline."),
        a("Noted, they'll ring before arriving."),
        stop("Thanks very much.", "Great, AS-30915 on Monday. Cheers!", "Perfect, bye.", ""),
    ),
)

# -- 9. pausing a home-cleaning subscription ---------------------------------------------------------------------

CLEANING = Scenario(
    goal="Pause your fortnightly home-cleaning subscription while you're abroad for six weeks this summer.",
    persona="a consultant who travels a lot, short on time",
    known_facts={
        "subscription_id": "CLN-58802",
        "email": "t.adeyemi@proton.me",
        "away_from": "2025-07-05",
        "back_on": "2025-08-16",
    },
    unknown_facts=["next billing date: 2025-08-20", "pause fee"],
    expected=["pause_subscription"],
)
_CLEAN_GET = call(
    "get_subscription",
    {"subscription_id": "CLN-58802"},
    {
        "plan": "Fortnightly, 3 hours",
        "price_per_visit": 84.0,
        "next_visits": ["2025-07-08", "2025-07-22", "2025-08-05"],
    },
)
_CLEAN_GET_EMAIL = call(
    "get_subscription",
    {"email": "t.adeyemi@proton.me"},
    {
        "subscription_id": "CLN-58802",
        "plan": "Fortnightly, 3 hours",
        "price_per_visit": 84.0,
        "next_visits": ["2025-07-08", "2025-07-22", "2025-08-05"],
    },
)
_CLEAN_PAUSE = call(
    "pause_subscription",
    {"subscription_id": "CLN-58802", "from": "2025-07-05", "until": "2025-08-16"},
    {
        "status": "paused",
        "skipped_visits": ["2025-07-08", "2025-07-22", "2025-08-05"],
        "resumes": "2025-08-19",
        "next_billing": "2025-08-20",
        "pause_fee": 0.0,
    },
)
CLEANING_FLOWS = (
    (
        u(
            "Hi, I need to pause my cleaning subscription for the summer, I'll be away for six weeks.",
            "hi - pause my cleaning plan while I'm abroad please",
            "Hello, can I put my home cleaning on hold? I'm travelling from early July to mid August.",
            "Quick one: I'd like to pause my fortnightly cleaning for 6 weeks.",
        ),
        a("No problem. What's your subscription ID?"),
        u("CLN-58802", "It's CLN-58802.", "cln58802", "Subscription CLN 58802"),
        a(
            "Thanks. You're on the fortnightly 3-hour plan at £84 a visit, with visits coming up on July 8, July 22 "
            "and August 5. What dates are you away?",
            _CLEAN_GET,
        ),
        u(
            "From 5 July, back on 16 August.",
            "Away 2025-07-05, back 2025-08-16.",
            "July 5th to August 16th. So that's those three visits, £252 I won't be paying, right?",
            "I leave on the 5th of July and I'm home on Aug 16. Please skip everything in between.",
        ),
        a(
            "Paused from July 5 to August 16: the July 8, July 22 and August 5 visits are skipped, there's no "
            "pause fee, and cleaning resumes on Tuesday, August 19. Your next billing date is August 20.",
            _CLEAN_PAUSE,
        ),
        u(
            "Perfect. Will I get a confirmation at t.adeyemi@proton.me?",
            "Great, so £0 for the pause and back on the 19th. Same cleaner?",
            "Thanks. Can the first visit back on the 19th be in the morning?",
            "ok, billing on 20/08 then. Do I need to leave a key out for the 19th?",
        ),
        a(
            "A confirmation is on its way to t.adeyemi@proton.me. The August 19 visit keeps your usual morning "
            "slot and cleaner, with the same key arrangement as before."
        ),
        stop("Thanks, that's all.", "Great, cheers.", "Perfect, thank you!", ""),
    ),
    (
        u(
            "Hi, I'm away from July 5 to August 16 and want to pause my cleaning.",
            "Hello, please pause my cleaning subscription between 05/07 and 16/08.",
            "Hey, need my cleaning on hold from 5 Jul, back 16 Aug.",
        ),
        a("Sure. What's the email on the account?"),
        u("t.adeyemi@proton.me", "It's t.adeyemi@proton.me", "T.Adeyemi@proton.me"),
        a(
            "Found subscription CLN-58802: fortnightly at £84 a visit. Between July 5 and August 16 that covers "
            "the visits on July 8, July 22 and August 5. Shall I pause those?",
            _CLEAN_GET_EMAIL,
        ),
        u(
            "Yes please.",
            "Yes, pause all three.",
            "Go ahead - CLN-58802 is the right one.",
            "yes. is there a fee for pausing?",
        ),
        a(
            "Done: those three visits are skipped, there's no fee, and cleaning resumes on August 19. Next billing "
            "date: August 20.",
            _CLEAN_PAUSE,
        ),
        stop("Great, thanks.", "Perfect - back on 19 Aug. Thanks!", "Thank you, bye.", ""),
    ),
)

# -- 10. changing a ferry booking --------------------------------------------------------------------------------

FERRY = Scenario(
    goal="Move your ferry crossing from Saturday to the Sunday sailing, with the same car and passengers.",
    persona="a dad organising the family holiday, chatty",
    known_facts={
        "booking_ref": "FRY-6Q82T",
        "surname": "Lindqvist",
        "vehicle_reg": "KP19 XLE",
        "email": "erik.lindqvist@gmail.com",
    },
    unknown_facts=["change fee: €35", "Sunday departure time"],
    opener="Hi! Can I move my ferry booking to the next day?",
    expected=["change_booking"],
)
_FERRY_GET = call(
    "get_booking",
    {"ref": "FRY-6Q82T"},
    {
        "route": "Rosslare-Cherbourg",
        "date": "2025-08-02",
        "depart": "21:00",
        "vehicle": "KP19 XLE",
        "passengers": 4,
        "paid": 412.0,
        "alternative": {"date": "2025-08-03", "depart": "16:30", "fare_difference": 28.0},
        "change_fee": 35.0,
    },
)
_FERRY_CHANGE = call(
    "change_booking",
    {"ref": "FRY-6Q82T", "date": "2025-08-03", "depart": "16:30"},
    {"ref": "FRY-6Q82T", "date": "2025-08-03", "depart": "16:30", "charged": 63.0},
)
FERRY_FLOWS = (
    (
        u("Hi! Can I move my ferry booking to the next day?"),
        a("Sure! What's your booking reference and surname?"),
        u(
            "FRY-6Q82T, Lindqvist.",
            "Booking ref is FRY-6Q82T, surname Lindqvist",
            "fry6q82t / Lindqvist",
            "It's FRY 6Q82T under Lindqvist - my sister-in-law's party got moved to Saturday night, long story!",
        ),
        a(
            "Found it: Rosslare to Cherbourg on Saturday, August 2 at 21:00, car KP19 XLE and 4 passengers. The "
            "Sunday sailing is on August 3 at 16:30. Moving costs a €35 change fee plus a €28 fare difference, "
            "€63 in total. Shall I move it?",
            _FERRY_GET,
        ),
        u(
            "Yes please, move us to Sunday the 3rd at 16:30.",
            "€63 is fine, go ahead.",
            "So €35 + €28... yes, €63 is OK. Same car, KP19 XLE, and all 4 of us.",
            "Great, 4:30pm Sunday suits us better anyway. Please change it.",
        ),
        a(
            "Done: FRY-6Q82T is now on Sunday, August 3, 2025 at 16:30, same car and passengers. €63 has been "
            "charged to the card on file.",
            _FERRY_CHANGE,
        ),
        u(
            "Brilliant! Do we still need to check in an hour before?",
            "Thanks! Will you email the new tickets to erik.lindqvist@gmail.com?",
            "Fab. So Sunday 03/08 at 16:30. What time should we be at the port?",
            "Wonderful, the kids will be thrilled. Do we need new boarding passes?",
        ),
        a(
            "Check-in closes 60 minutes before departure, and new e-tickets are on their way to the email on the "
            "booking."
        ),
        stop("Cheers, have a good day!", "Great, thanks a million.", "Perfect, see you on the boat!", ""),
    ),
    (
        u("Hi! Can I move my ferry booking to the next day?"),
        a("Happy to help. Can I have your booking reference?"),
        u("FRY-6Q82T", "It's FRY-6Q82T.", "Booking FRY-6Q82T, name's Lindqvist."),
        a(
            "Thanks. You're on the Saturday, August 2 sailing at 21:00 from Rosslare, car KP19 XLE, 4 passengers. "
            "The Sunday, August 3 sailing leaves at 16:30; changing costs €35 plus a €28 fare difference, €63 in "
            "all. Shall I move it?",
            _FERRY_GET,
        ),
        u(
            "Yes, do it.",
            "Yes. €63 in total, fine.",
            "Go ahead. Car's still KP19 XLE.",
            "Yes please! Sunday 16:30.",
        ),
        a(
            "Done: FRY-6Q82T is now Sunday, August 3 at 16:30, €63 charged. Which email should I send the new "
            "tickets to?",
            _FERRY_CHANGE,
        ),
        u(
            "erik.lindqvist@gmail.com",
            "Send them to erik.lindqvist@gmail.com please.",
            "Erik.Lindqvist@gmail.com, thanks!",
        ),
        a("Sent."),
        stop("Thanks a lot, have a good day!", "Cheers!", "Perfect, thank you.", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("passport", PASSPORT, PASSPORT_FLOWS),
    Domain("evcharger", EVCHARGER, EVCHARGER_FLOWS),
    Domain("washer", WASHER, WASHER_FLOWS),
    Domain("venue", VENUE, VENUE_FLOWS),
    Domain("lostitem", LOSTITEM, LOSTITEM_FLOWS),
    Domain("port", PORT, PORT_FLOWS),
    Domain("cheque", CHEQUE, CHEQUE_FLOWS),
    Domain("assembly", ASSEMBLY, ASSEMBLY_FLOWS),
    Domain("cleaning", CLEANING, CLEANING_FLOWS),
    Domain("ferry", FERRY, FERRY_FLOWS),
]

# -- seeded faults: each breaks exactly one rule -----------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener (8): the first message is not the scenario's opener word for word
    F(
        "opener",
        "passport",
        0,
        Say(0, "Good morning. I'd like to make an appointment to renew my passport."),
        "paraphrase",
    ),
    F(
        "opener",
        "passport",
        1,
        Say(
            0,
            "Good morning. I would like to book an appointment to renew my passport. It expires soon, so the "
            "sooner the better.",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "washer",
        0,
        Say(0, "Hi, my washing machine isn't draining and it's still under warranty."),
        "reworded",
    ),
    F(
        "opener",
        "washer",
        1,
        Say(0, "hi my washing machine wont drain anymore and its still under warranty"),
        "rewritten in the persona's typing style",
    ),
    F(
        "opener",
        "lostitem",
        0,
        Say(0, "hey, i think i left my phone in the car on my ride last night"),
        "one word inserted",
    ),
    F(
        "opener",
        "lostitem",
        1,
        Say(0, "Hey, I left my phone in the car during my ride last night."),
        "capitalised and a word changed",
    ),
    F(
        "opener",
        "cheque",
        1,
        Say(0, "Hello, I need to stop a check that went missing in the mail."),
        "americanised",
    ),
    F(
        "opener",
        "ferry",
        0,
        Say(0, "Hi! Can I move my ferry booking to the next day? We're booked on the Saturday sailing."),
        "opener plus a sentence",
    ),
    # -- reply_shape (9): more than one user turn's plain voice
    F(
        "reply_shape",
        "passport",
        0,
        Say(
            1,
            "<think>The clerk wants the passport number. It is in my facts: X4829173.</think>\nIt is X4829173.",
        ),
        "thinking block",
    ),
    F(
        "reply_shape",
        "evcharger",
        0,
        Say(
            2, "200 amp panel, and the 15th works.\n\nAssistant: Great, I've booked your survey for April 15."
        ),
        "assistant line",
    ),
    F(
        "reply_shape",
        "washer",
        0,
        Say(
            3,
            "Thank you for contacting us! Your repair JOB-40127 is confirmed for March 12. Is there anything else "
            "I can help you with today?",
        ),
        "assistant's voice",
    ),
    F(
        "reply_shape",
        "venue",
        0,
        Say(
            2,
            "Is there step-free access for one of our guests? Yes, I believe the hall has a ramp at the side "
            "entrance. Please reserve it.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "lostitem",
        0,
        Say(1, "RD-5839-2210 ###STOP### sorry, that's the trip id"),
        "stop signal mid-text",
    ),
    F(
        "reply_shape",
        "port",
        0,
        Say(4, "Got it, thanks! And will my voicemail messages come across too?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "cheque",
        0,
        Say(
            1,
            "(Note to self: the agent asked for both numbers, and both are in my details.)\nSort code 60-22-14, "
            "account 31987420.",
        ),
        "reasoning note",
    ),
    F(
        "reply_shape",
        "assembly",
        0,
        Say(1, "FA-772014\n\nAgent: Thanks! I can see your order for a wardrobe and a bed frame."),
        "second speaker",
    ),
    F(
        "reply_shape",
        "cleaning",
        0,
        Say(2, "Customer: From 5 July, back on 16 August."),
        "customer role marker",
    ),
    # -- invented_specifics (9): a specific the user was never given and cannot work out
    F(
        "invented_specifics",
        "passport",
        0,
        Say(2, "Tuesday, 4 February at 9:30, please. My email is m.odonnell@btinternet.co.uk."),
        "email domain",
    ),
    F(
        "invented_specifics",
        "evcharger",
        1,
        Say(
            2, "Thursday the 17th please. Also, my utility account is XC-44190-2 in case the permit needs it."
        ),
        "utility account id",
    ),
    F(
        "invented_specifics",
        "washer",
        0,
        Say(2, "M14 5RT. Wednesday 13th pls"),
        "a date the agent did not offer",
    ),
    F(
        "invented_specifics",
        "venue",
        1,
        Say(2, "Go ahead. After the £700 deposit we'd owe £2,200 on the hire, right?"),
        "difference worked out wrong",
    ),
    F(
        "invented_specifics",
        "lostitem",
        0,
        Say(2, "black iphone in a green case. call me at (646) 555-0143"),
        "phone digits swapped",
    ),
    F("invented_specifics", "port", 0, Say(1, "It's (415) 555-0136."), "number digits swapped"),
    F(
        "invented_specifics",
        "cheque",
        0,
        Say(2, "Cheque number 000417, for £460.00."),
        "amount digits swapped",
    ),
    F(
        "invented_specifics",
        "assembly",
        0,
        Say(3, "Great. I was quoted £85 in the shop though, why is it £95 now?"),
        "a quote never given",
    ),
    F(
        "invented_specifics",
        "cleaning",
        0,
        Say(3, "Perfect. Also, the last invoice was £168 on 1 June, is that right for two visits?"),
        "invoice date (the amount is worked out)",
    ),
    # -- unknown_fact (9): the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "passport",
        1,
        Say(3, "The Thursday afternoon, please. The reference will be APT-7731-QX, I suppose?"),
        "appointment reference",
    ),
    F(
        "unknown_fact",
        "evcharger",
        0,
        Say(1, "EVC-30418. I read the permit fee is $175, is that right?"),
        "permit fee before the quote",
    ),
    F(
        "unknown_fact",
        "washer",
        1,
        Say(1, "Serial WM8K-220471-B, bought 19 Jan 2024, so the warranty runs till 19/01/2026."),
        "warranty expiry in another format",
    ),
    F(
        "unknown_fact",
        "venue",
        0,
        Say(
            0,
            "Hello, I'd like to book Riverside Hall for our summer party on a Friday evening, about 80 guests. I "
            "know there's a £1,500 catering minimum.",
        ),
        "catering minimum up front",
    ),
    F(
        "unknown_fact",
        "lostitem",
        1,
        Say(3, "black iphone, green case. or the driver can just text me from (917) 555-0110"),
        "driver's number",
    ),
    F(
        "unknown_fact",
        "port",
        1,
        Say(1, "(415) 555-0163, ZIP 94110. The new SIM is 8901260882297711234 by the way."),
        "ICCID before the agent said it",
    ),
    F(
        "unknown_fact",
        "cheque",
        0,
        Say(1, "Sort code 60-22-14, account 31987420. I gather there's a £10 charge to stop a cheque."),
        "stop fee",
    ),
    F(
        "unknown_fact",
        "cleaning",
        1,
        Say(2, "Yes please. The pause fee is £84, the same as a visit, right?"),
        "bare-name unknown with a (known) amount",
    ),
    F(
        "unknown_fact",
        "ferry",
        0,
        Say(1, "FRY-6Q82T, Lindqvist. I know there's a change fee of €35, that's fine."),
        "change fee",
    ),
    # -- data_dump (9): more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "passport",
        0,
        Say(
            1,
            "It is X4829173.\n\nKind regards,\nMargaret O'Donnell\nm.odonnell@btinternet.com\nDate of birth: "
            "23/11/1958",
        ),
        "signature block",
    ),
    F(
        "data_dump",
        "evcharger",
        0,
        Say(
            0,
            "Hi, I'd like a Level 2 charger installed in my garage. Customer ID EVC-30418, address 12 Juniper "
            "Court, Boulder, CO 80302, phone 303-555-0172, and the panel is 200 amps.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "washer",
        0,
        Say(1, "WM8K-220471-B. Bought 19/01/2024, postcode M14 5RT, mobile 07700 900461."),
        "asked for the serial, gives three more",
    ),
    F(
        "data_dump",
        "venue",
        1,
        Say(
            0,
            "Hi, I'm organising our summer party and would like Riverside Hall.\nCompany: Halvorsen Design Ltd\n"
            "Date: Friday 20 June 2025\nBudget: £4,000\nContact: events@halvorsen-design.com",
        ),
        "a list of facts",
    ),
    F(
        "data_dump",
        "lostitem",
        0,
        Say(
            1,
            "yeah RD-5839-2210. it's a black iphone in a green case, my email's nico.varga@gmail.com and you can "
            "reach me on (646) 555-0134",
        ),
        "asked for the trip, gives three more",
    ),
    F(
        "data_dump",
        "cheque",
        1,
        Say(1, "Account 31987420, sort code 60-22-14, cheque 000417 for £640.00 to Kestrel Roofing."),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "assembly",
        1,
        Say(
            0,
            "Hello, I'd like to book assembly for order FA-772014, delivered on 8 March, to Flat 3, 41 Kingsley "
            "Road, Leeds LS6 2AB. My number is 0113 496 0728.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "cleaning",
        0,
        Say(
            1,
            "CLN-58802 - I'm away from 5 July, back 16 August, and the account email is t.adeyemi@proton.me.",
        ),
        "asked for the id, gives three more",
    ),
    F(
        "data_dump",
        "ferry",
        1,
        Say(1, "FRY-6Q82T. Surname Lindqvist, car KP19 XLE, email erik.lindqvist@gmail.com."),
        "asked for the reference, gives three more",
    ),
    # -- premature_stop (9): the user stops before the expected write ran, the agent neither failed nor refused
    F(
        "premature_stop",
        "passport",
        0,
        StopAt(4, "Thank you, I shall think about which day suits me and ring back."),
        "after the slots",
    ),
    F(
        "premature_stop",
        "evcharger",
        1,
        StopAt(4, "Cool, I'll check my calendar and get back to you."),
        "after the quote",
    ),
    F("premature_stop", "washer", 0, StopAt(4, "ok great, thanks!"), "after the warranty check"),
    F(
        "premature_stop",
        "venue",
        0,
        StopAt(6, "Fine, let me run the numbers past my director first. Thanks."),
        "asked for details, leaves",
    ),
    F("premature_stop", "lostitem", 1, StopAt(4, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "port",
        0,
        StopAt(4, "Ok, I'll dig out my account number and PIN and come back later."),
        "asked for details, leaves",
    ),
    F(
        "premature_stop",
        "assembly",
        0,
        StopAt(4, "Tuesday the 11th, Flat 3, 41 Kingsley Road, Leeds LS6 2AB. Thanks, bye!"),
        "answers and leaves before the booking",
    ),
    F(
        "premature_stop",
        "cleaning",
        1,
        StopAt(4, "Yes please, pause all three. Thanks!"),
        "agrees and leaves before the write",
    ),
    F(
        "premature_stop",
        "ferry",
        0,
        StopAt(4, "Great, thanks for changing it!"),
        "thanks as if done",
    ),
    # -- persona_sent (8): the persona or scenario did not reach the user model's prompt
    F("persona_sent", "passport", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "evcharger", 0, meta(1, prompt_missing=["known_facts.customer_id"]), "a known fact"),
    F("persona_sent", "venue", 0, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "lostitem", 0, meta(0, prompt_missing=["opener", "persona"]), "opener and persona"),
    F("persona_sent", "port", 1, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "assembly",
        1,
        meta(1, prompt_missing=["known_facts.address", "known_facts.phone"]),
        "two known facts",
    ),
    F("persona_sent", "cleaning", 0, meta(3, prompt_missing=["persona"]), "persona, on a later turn"),
    F(
        "persona_sent",
        "ferry",
        1,
        meta(2, prompt_missing=["goal", "persona", "known_facts", "unknown_facts", "opener"]),
        "no scenario at all",
    ),
]
